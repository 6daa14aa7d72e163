@*Checks of the nuclear-norm oracle.
\lbl{chk:nuclear}{\sl Statements:\/} \secref{nuc-model}--\secref{nuc-dual}.
The oracle of the nuclear-norm chapter is accepted because its
certificate holds: a proven interval $[\,$|lower|$,$|upper|$\,]$ for the
optimum of (N), of relative width at most |MM_NUCLEAR_GAP_TOL|. This
chapter tests that promise three ways: against known answers computed by
other means (the scalar case in closed form, one shared query through the
QP solver's ATT-SVM, the diagonal case through GLPK's $\ell_1$ linear
program), on random instances of growing size where only the certificate
can judge, and by feeding the certificate wrong answers that it must
refuse. The Frobenius oracle is checked against Lemma~1's known answer;
then the two oracles check each other on $1000$ draws (cross-optimality,
the ranks, the angle between the two answers), and every selection must be
feasible below the dimension threshold. Infeasible selections and bad
input come last. The suite is \.{nuclear} in the verification report; its
default run costs about $20$\,s of CPU, nearly all of it in the $2000$ draws of
the two oracles' properties and the $2000$ of the threshold.
@^nuclear-norm ATT-SVM@>

{\it Instances.} Tokens and queries are standard normal. A selection is
{\it planted\/}: a random $W^\star$ (standard normal entries) picks
$\alpha_i={\rm argmax}_tx_{it}^TW^\star z_i$, so $W^\star$ meets every
margin after scaling and (N) is feasible (ties have probability zero and
would show as a zero row, which the oracle reports as infeasible).

@(check_nuclear.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "lp.h"
#include "nuclear.h"
@<Nuclear checks: subroutines@>@;
@<Nuclear checks: tests@>@;

@ A planted instance (|mm_nuclear_planted|): $n$ inputs of $2$ to |Tmax|
tokens in $d$ dimensions; |Z| receives the queries (one shared query when
|shared|), |alpha| the planted selection.
@<Nuclear checks: subroutines@>=
static mm_instance *planted(mm_rng *r, int n, int Tmax, int d, int shared, int *alpha, double *Z)
{
  mm_instance *in = mm_nuclear_planted(r, n, Tmax, d, shared, alpha, Z);
  cr_assert(in != NULL, "%s", mm_error_message());
  return in;
}

@ Whether a known value $v$ lies in the certified interval, to a relative
slack |tol| that covers the rounding of $v$ itself; the statistic is the
relative distance outside the interval divided by |tol| ($0$ inside).
@<Nuclear checks: subroutines@>=
static double outside(const mm_nuclear_cert *c, double v, double tol)
{
  double below = (c->lower - v) / v, above = (v - c->upper) / v;
  double o = below > above ? below : above;
  return o > 0.0 ? o / tol : 0.0;
}

@*1 Known answers.
{\it The scalar case.} With $d=1$ the matrix $W$ is a number $w$,
$\norm{W}_*=\vert w\vert$ and the rows are $g_kw\ge1$ with
$g_k=(x_{i\alpha_i}-x_{it})z_i$. A planted selection makes every $g_k$ of
the sign of $w^\star$, and the optimum is $\max_k1/\vert g_k\vert$,
computed here in a few correctly rounded operations (relative error a few
$\epsilon$). The checks: the closed form lies in the certified interval (to
$16\epsilon$, the rounding of the closed form; the interval itself is
proven), the reported $\norm{W}_*$ is within |MM_NUCLEAR_GAP_TOL| of it
(the interval's own width bound) and the rank is $1$. The statistic is the
largest of the three ratios to their tolerances; tolerance $1$.
@^scalar case@>
@<Nuclear checks: tests@>=
Test(nuclear, scalar_case_is_the_closed_form)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "scalar_case_closed_form", "d = 1, n in [1,6], T in [2,5], planted selection",
    "max(outside/16eps, |obj-opt|/opt/gap_tol, rank != 1)", 1.0, 40);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the DSDP oracle against max_k 1/|g_k|");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[6]; double Z[6], opt = 0.0, stat;
    mm_instance *in; mm_nuclear res;
    mm_prop_rng(&pr, k, &r);
    in = planted(&r, mm_rng_int(&r, 1, 6), 5, 1, 0, alpha, Z);
    for (int i = 0; i < in->n; i++)
      for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
        double g = fabs((in->X[in->off[i] + alpha[i]] - in->X[in->off[i] + t]) * Z[i]);
        if (1.0 / g > opt) opt = 1.0 / g;
      }
    if (mm_nuclear_solve(in, alpha, Z, &res) != MM_OK) stat = INFINITY;
    else {
      double e = fabs(res.objective - opt) / opt / MM_NUCLEAR_GAP_TOL, o = outside(&res.cert, opt, 16 * DBL_EPSILON);
      stat = e > o ? e : o;
      if (res.rank != 1) stat = INFINITY;
    }
    mm_prop_record(&pr, k, stat, in, "opt %.17g, objective %.17g, interval [%.17g, %.17g], rank %d: %s",
      opt, res.objective, res.cert.lower, res.cert.upper, res.rank, mm_error_message());
    mm_nuclear_free(&res); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it One shared query.} By \secref{nuc-dual}'s corollary the optimum is
$\norm{q^\mm}/\norm{z}$ and the unique solution $q^\mm z^T/\norm{z}^2$ has
rank one; $q^\mm$ comes from the QP solver (|mm_svm_att_on_tokens|), an
independent method whose certificate holds to |MM_SVM_CERT_TOL|
($2^{16}\epsilon$). The checks: $\norm{q^\mm}/\norm{z}$ in the certified
interval to $2^{16}\epsilon$; rank $1$; and the relative Frobenius distance
of $W$ to $q^\mm z^T/\norm{z}^2$, and to the paper's $W$-SVM solved directly
over all $d^2$ entries (|mm_svm_w| with $p=z$, Lemma~1), at most $10^{-3}$. That last tolerance is
not on the rounding ladder: a point whose objective is within
$\delta=10^{-6}$ of a sharp-but-not-strongly-convex minimum can be
$O(\sqrt\delta)$ away from it, and $\sqrt{10^{-6}}=10^{-3}$. A wrong
solution (say the Frobenius answer of distinct queries, or a rank-two
matrix) is at distance of order $1$.
@^rank one@>
@<Nuclear checks: tests@>=
Test(nuclear, shared_query_is_the_att_svm_over_norm_z)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "shared_query_att_svm", "one shared query z, n in [2,8], T in [2,6], d in [2,6], planted selection",
    "max(outside/2^16eps, distance to q z^T/|z|^2 and to the W-SVM / 1e-3, rank != 1)", 1.0, 40);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the DSDP oracle against the QP solver's ATT-SVM on the tokens");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[8], d; double Z[48], stat = INFINITY, opt = NAN, dist = NAN, nz;
    mm_instance *in; mm_nuclear res; mm_svm s, sw;
    mm_prop_rng(&pr, k, &r);
    d = mm_rng_int(&r, 2, 6);
    in = planted(&r, mm_rng_int(&r, 2, 8), 6, d, 1, alpha, Z);
    nz = mm_norm(Z, d);
    cr_assert(mm_svm_att_on_tokens(in, alpha, NULL, &s) == MM_OK, "trial %d: %s", k, mm_error_message());
    cr_assert(mm_svm_w(in, alpha, Z, &sw) == MM_OK, "trial %d: %s", k, mm_error_message());
    opt = mm_norm(s.z, d) / nz;
    if (mm_nuclear_solve(in, alpha, Z, &res) == MM_OK) {
      long double e = 0.0L, ew = 0.0L, w = 0.0L;
      for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) {
        long double ref = (long double)s.z[a] * Z[b] / ((long double)nz * nz), x = res.W[a * d + b];
        e += (x - ref) * (x - ref); ew += (x - sw.z[a * d + b]) * (x - sw.z[a * d + b]); w += x * x;
      }
      dist = (double)sqrtl((e > ew ? e : ew) / w);
      stat = outside(&res.cert, opt, 65536 * DBL_EPSILON);
      if (dist / 1e-3 > stat) stat = dist / 1e-3;
      if (res.rank != 1) stat = INFINITY;
    }
    mm_prop_record(&pr, k, stat, in, "opt %.17g, interval [%.17g, %.17g], distance %.3g, rank %d: %s",
      opt, res.cert.lower, res.cert.upper, dist, res.rank, mm_error_message());
    mm_svm_free(&s); mm_svm_free(&sw); mm_nuclear_free(&res); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it The diagonal case.} Input $i$ lives on one axis $e_{j_i}$: its
tokens are $\xi_{it}e_{j_i}$ and its query $\zeta_ie_{j_i}$. Then
$G_k=(\xi_{i\alpha_i}-\xi_{it})\zeta_ie_{j_i}e_{j_i}^T$ is diagonal, the
margins see only ${\rm diag}(W)$, and $\norm{W}_*\ge\sum_j\vert W_{jj}\vert$
(the nuclear norm is at least $\langle S,W\rangle$ for the diagonal sign
matrix $S$, whose operator norm is $1$), with equality for diagonal $W$.
So the optimum of (N) is that of the linear program
$\min\norm{w}_1$ s.t.\ $(\xi_{i\alpha_i}-\xi_{it})\zeta_iw_{j_i}\ge1$,
solved by GLPK (|mm_lp_margin|). GLPK's simplex works to about $10^{-7}$,
so the tolerance is the ladder's rung for GLPK agreement, $2^{32}\epsilon$,
for both the interval's containment and the objective; the objective's
tolerance adds |MM_NUCLEAR_GAP_TOL|.
@^diagonal case@>
@<Nuclear checks: tests@>=
Test(nuclear, diagonal_case_is_the_l1_linear_program)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "diagonal_case_l1_lp", "tokens and query of input i on one axis j_i, n in [2,8], T in [2,5], d in [2,6]",
    "max(outside, |obj-lp|/lp) / (2^32eps + gap_tol)", 1.0, 30);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the DSDP oracle against GLPK's l1 margin program");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int n, d, T[8], alpha[8], ax[8], rows = 0; double Z[48], ws[6], lpv = NAN, stat = INFINITY;
    mm_instance *in; mm_nuclear res; mm_svm_qp *qp;
    double *z;
    mm_prop_rng(&pr, k, &r);
    n = mm_rng_int(&r, 2, 8); d = mm_rng_int(&r, 2, 6);
    for (int i = 0; i < n; i++) { T[i] = mm_rng_int(&r, 2, 5); rows += T[i] - 1; }
    for (int j = 0; j < d; j++) ws[j] = mm_rng_normal(&r);
    in = mm_instance_new(n, T, d);
    cr_assert(in != NULL);
    memset(Z, 0, sizeof Z);
    @<Put input $i$ on axis $j_i$ and plant its selection@>@;
    qp = mm_svm_qp_new(rows, d, 0);
    z = malloc(sizeof(double) * (size_t)d);
    cr_assert(qp != NULL && z != NULL);
    for (int i = 0, q = 0; i < n; i++)
      for (int t = 0; t < T[i]; t++) if (t != alpha[i]) {
        qp->A[(size_t)q * d + ax[i]] = (in->X[(size_t)(in->off[i] + alpha[i]) * d + ax[i]] - in->X[(size_t)(in->off[i] + t) * d + ax[i]]) * Z[i * d + ax[i]];
        qp->b[q++] = 1.0;
      }
    cr_assert(mm_lp_margin(qp, MM_LP_L1, z, &lpv) == MM_OK, "trial %d: %s", k, mm_error_message());
    if (mm_nuclear_solve(in, alpha, Z, &res) == MM_OK) {
      double tol = 4294967296.0 * DBL_EPSILON + MM_NUCLEAR_GAP_TOL, e = fabs(res.objective - lpv) / lpv / tol;
      stat = outside(&res.cert, lpv, tol);
      if (e > stat) stat = e;
    }
    mm_prop_record(&pr, k, stat, in, "lp %.17g, objective %.17g, interval [%.17g, %.17g]: %s",
      lpv, res.objective, res.cert.lower, res.cert.upper, mm_error_message());
    free(z); mm_svm_qp_free(qp); mm_nuclear_free(&res); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Put input $i$ on axis $j_i$ and plant its selection@>=
for (int i = 0; i < n; i++) {
  double best = -INFINITY;
  ax[i] = mm_rng_int(&r, 0, d - 1);
  Z[i * d + ax[i]] = mm_rng_normal(&r);
  for (int t = 0; t < T[i]; t++) {
    double xi = mm_rng_normal(&r), s = xi * ws[ax[i]] * Z[i * d + ax[i]];
    in->X[(size_t)(in->off[i] + t) * d + ax[i]] = xi;
    if (s > best) { best = s; alpha[i] = t; }
  }
}

@*1 The Frobenius oracle's known answer.
With one shared query the Frobenius ATT-SVM is the paper's $W$-SVM, whose
solution is $q^\mm z^T/\norm{z}^2$ (Lemma~1), and it is also the solution
of (N) (\secref{nuc-dual}'s corollary). The tolerance comes from the
certificates themselves. The Frobenius problem is the projection of the
origin onto the convex set of feasible $W$, so its solution $W^\star$ has
$\langle W^\star,V-W^\star\rangle\ge0$ for every feasible $V$, hence
$\norm{V-W^\star}_F^2\le\norm{V}_F^2-\norm{W^\star}_F^2$. A matrix $W$ whose
Frobenius certificate (|mm_nuclear_frobenius_certify|, with any dual point)
proves $[\ell,u]$ gives the feasible $V=W/\mu$ with $\norm{V}_F\le u$ and
$\norm{W^\star}_F\ge\ell$, so
$$\norm{W/\mu-W^\star}_F\le\delta(W)=\sqrt{u^2-\ell^2}.$$
Three matrices are certified with the Frobenius oracle's multipliers: its
own $W_F$, the reference $q^\mm z^T/\norm{z}^2$ ($q^\mm$ from the QP solver
on the tokens in $\R^d$, an independent problem), and the nuclear oracle's
$W_*$. The checks: each certificate's relative gap is at most
|MM_NUCLEAR_GAP_TOL| (so the reference and $W_*$ are Frobenius-optimal, the
claim), and the computed distance of $W_F/\mu_F$ to each of the others
(divided by its $\mu$) is at most the sum of the two $\delta$'s plus
$16\epsilon\norm{W_F}_F$ for the rounding of the distance itself; rank $1$.
The statistic is the largest ratio to these tolerances. A transposed or
otherwise wrong $W_F$ moves the distance to order $\norm{W_F}_F$, far
outside $\delta\approx\norm{W}_F\sqrt{2\cdot{\rm gap}}$.
@^W-SVM@>
@^Frobenius ATT-SVM@>
@<Nuclear checks: subroutines@>=
static double fro_delta(const mm_nuclear_cert *c) /* $\sqrt{u^2-\ell^2}$, rounded up */
{
  double l = c->lower > 0.0 ? c->lower : 0.0;
  return sqrt((c->upper - l) * (c->upper + l)) * (1.0 + 4 * DBL_EPSILON);
}
static double fro_dist(const double *A, double ma, const double *B, double mb, int d) /* $\norm{A/m_a-B/m_b}_F$ */
{
  long double e = 0.0L;
  for (int j = 0; j < d * d; j++) { long double x = (long double)A[j] / ma - (long double)B[j] / mb; e += x * x; }
  return (double)sqrtl(e);
}

@ @<Nuclear checks: tests@>=
Test(nuclear, frobenius_shared_query_is_q_z_over_norm_z)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "frobenius_shared_query", "one shared query z, n in [2,8], T in [2,6], d in [2,6], planted selection",
    "max(gaps / gap_tol, |W_F - q z^T/|z|^2|, |W_F - W_*| / (sum of certified radii + 16eps|W_F|), rank != 1)", 1.0, 40);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the QP Frobenius oracle against Lemma 1's q z^T/|z|^2 and the DSDP oracle");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[8], d; double Z[48], Wr[36], stat = INFINITY, nz, dr = NAN, dn = NAN;
    mm_instance *in; mm_nuclear f, nu; mm_svm s; mm_nuclear_cert cr_, cn;
    mm_prop_rng(&pr, k, &r);
    d = mm_rng_int(&r, 2, 6);
    in = planted(&r, mm_rng_int(&r, 2, 8), 6, d, 1, alpha, Z);
    nz = mm_norm(Z, d);
    cr_assert(mm_svm_att_on_tokens(in, alpha, NULL, &s) == MM_OK, "trial %d: %s", k, mm_error_message());
    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) Wr[a * d + b] = s.z[a] * Z[b] / (nz * nz);
    cr_assert(mm_nuclear_solve(in, alpha, Z, &nu) == MM_OK, "trial %d: %s", k, mm_error_message());
    if (mm_nuclear_frobenius(in, alpha, Z, &f) == MM_OK) {
      double tf = fro_delta(&f.cert), slack = 16 * DBL_EPSILON * f.objective;
      cr_assert(mm_nuclear_frobenius_certify(in, alpha, Z, Wr, f.lambda, &cr_) == MM_OK);
      cr_assert(mm_nuclear_frobenius_certify(in, alpha, Z, nu.W, f.lambda, &cn) == MM_OK);
      dr = fro_dist(f.W, f.cert.margin_lower, Wr, cr_.margin_lower, d) / (tf + fro_delta(&cr_) + slack);
      dn = fro_dist(f.W, f.cert.margin_lower, nu.W, cn.margin_lower, d) / (tf + fro_delta(&cn) + slack);
      stat = f.cert.gap > cr_.gap ? f.cert.gap : cr_.gap;
      if (cn.gap > stat) stat = cn.gap;
      stat /= MM_NUCLEAR_GAP_TOL;
      if (dr > stat) stat = dr;
      if (dn > stat) stat = dn;
      if (f.rank != 1) stat = INFINITY;
    }
    mm_prop_record(&pr, k, stat, in, "||W_F|| %.17g in [%.17g, %.17g], reference gap %.3g, W_* gap %.3g, distances / radii %.3g and %.3g, rank %d: %s",
      f.objective, f.cert.lower, f.cert.upper, cr_.gap, cn.gap, dr, dn, f.rank, mm_error_message());
    mm_svm_free(&s); mm_nuclear_free(&f); mm_nuclear_free(&nu); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Random instances: the certificate decides.
Distinct queries, planted selections, in three tiers: $20$ draws with
$n\le8$, $T\le6$, $d\le6$; $6$ with $n\le20$, $T\le8$, $d\le10$; and one with
$n=50$, $T\le16$, $d=16$ (about $400$ margin constraints). Nothing else knows the answer, so the check is the
certificate's own promise: DSDP converged, the interval is proven and its
relative width is at most |MM_NUCLEAR_GAP_TOL|; the statistic is the gap
divided by that tolerance. The rank is reported in each trial's line; the
ranks are checked with the two oracles' properties below.
@<Nuclear checks: tests@>=
Test(nuclear, random_instances_are_certified, .timeout = 300)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "random_certified", "distinct queries, planted selection; tiers n<=8 T<=6 d<=6 / n<=20 T<=8 d<=10 / n=50 T=16 d=16",
    "relative gap / gap_tol", 1.0, 27);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the DSDP oracle's certificate");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int n, T, d, *alpha; double *Z, stat = INFINITY;
    mm_instance *in; mm_nuclear res;
    int tier = k % 27 < 20 ? 0 : (k % 27 < 26 ? 1 : 2);
    mm_prop_rng(&pr, k, &r);
    if (tier == 0) { n = mm_rng_int(&r, 1, 8); T = 6; d = mm_rng_int(&r, 2, 6); }
    else if (tier == 1) { n = mm_rng_int(&r, 8, 20); T = 8; d = mm_rng_int(&r, 4, 10); }
    else { n = 50; T = 16; d = 16; }
    alpha = malloc(sizeof(int) * (size_t)n); Z = malloc(sizeof(double) * (size_t)n * d);
    cr_assert(alpha != NULL && Z != NULL);
    in = planted(&r, n, T, d, 0, alpha, Z);
    if (tier == 2) for (int i = 0; i < n; i++) cr_assert(in->T[i] >= 2);
    if (mm_nuclear_solve(in, alpha, Z, &res) == MM_OK) stat = res.cert.gap / MM_NUCLEAR_GAP_TOL;
    mm_prop_record(&pr, k, stat, in, "n %d d %d m %d: interval [%.17g, %.17g], gap %.3g, rank %d, %d iterations: %s",
      n, d, res.m, res.cert.lower, res.cert.upper, res.cert.gap, res.rank, res.iterations, mm_error_message());
    free(alpha); free(Z); mm_nuclear_free(&res); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The two oracles check each other.
On planted instances with distinct queries both problems are feasible and
each oracle returns a certified answer. Each answer is feasible for the
other problem, so each certificate's lower bound must lie below the other
answer's value in its norm: this is where the two oracles, built on
different solvers, check each other. One loop draws the instances, in
three tiers: {\it tiny\/} ($85\%$: $n\le8$, $T\le6$, $d\le6$), {\it
medium\/} ($14\%$: $n\le20$, $T\le8$, $d\le10$) and {\it large\/} ($1\%$:
$20\le n\le50$, $T\le16$, $d=16$); three properties are tallied on every draw,
and the angle between the two answers is counted. Every property's
statistic is $+\infty$ on a draw where either oracle fails or its
certificate does not verify: the certificate is checked on every draw.
@^cross-optimality@>

{\it (a) Cross-optimality} [derived]. $W_F$ (the Frobenius answer) meets
the margins, so the nuclear optimum is at most $\norm{W_F}_*/\mu_F$; the
nuclear certificate of $W_F$ with the nuclear oracle's multipliers proves
an upper bound $u_x$ of that, and the nuclear oracle's proven lower bound
$\ell_*$ must satisfy $\ell_*\le u_x$. Symmetrically the Frobenius
certificate of $W_*$ with the Frobenius multipliers gives $u_y$, and
$\ell_F\le u_y$. These are inequalities between proven bounds, so the
tolerance is $1$ on the ratio $\max(\ell_*/u_x,\ell_F/u_y)$ with no slack:
a violation means one of the two certificates proves something false.

{\it (b) Ranks} [derived]. $W_F=\sum_k\lambda_kG_k=\sum_iu_iz_i^T$ with
$u_i=\sum_t\lambda_{it}a_{it}$, so ${\rm rank}(W_F)$ is at most the number
of inputs with a positive multiplier, and at most $d$: the statistic is
${\rm rank}(W_F)/\min(\#\{i:\lambda_{i\cdot}\ne0\},d)$, tolerance $1$.
For the nuclear answer no such count is implied; what optimality does imply is that
$W_*$ lives in the top singular subspaces of the dual matrix. With
$M'=M/u_{\rm op}$ ($\norm{M'}_{\rm op}\le1$) and $W_*=\sum_j\sigma_ju_jv_j^T$,
$$\sum_j\sigma_j(1-u_j^TM'v_j)=\norm{W_*}_*-\langle M',W_*\rangle\le
\varepsilon=\hbox{|nuc_upper|}-\mu\textstyle\sum_k\lambda_k/u_{\rm op},$$
every term is nonnegative, so $1-u_j^TM'v_j\le\varepsilon/\sigma_r$ for
$j\le r={\rm rank}(W_*)$, and by Ky Fan's inequality
$\sum_{j\le r}\sigma_j(M')\ge\sum_{j\le r}u_j^TM'v_j$, whence (all
$\sigma_j(M')\le1$)
$$\sigma_r(M')\ge1-r\varepsilon/\sigma_r(W_*).$$
The check computes both sides; the statistic is the violation divided by
$2^{-26}$. That rung covers the rounding: LAPACK's singular values are
within $d\epsilon$ of the largest, and $\sigma_r(W_*)\ge10^{-6}\sigma_1$
(the rank tolerance), so the term $r\varepsilon/\sigma_r$, where it is not
vacuous ($\le1$), is off by at most $10^6d\epsilon\le4\cdot10^{-9}$ for
$d\le16$. A reported rank that counts a direction outside the dual's
top subspace fails it; the draws on which the bound is vacuous are
counted. The distribution of ${\rm rank}(W_*)$ in each tier ($1$, $2$
or $3$, at least $4$) is reported in the counters: it is an observation
(the sequel's rank experiment), not asserted.

{\it (d) The two problems differ.} The angle between $W_*$ and $W_F$ is
counted in three bins ($<1^\circ$, $1^\circ$--$10^\circ$, $\ge10^\circ$);
after the trials a finding searches each tier for a draw with angle at
least $10^\circ$ on which $\norm{W_F}_*$ exceeds the nuclear oracle's
proven upper bound by $10^{-3}$ relative (a thousand times the gap
tolerance, far above the rounding of a singular-value sum), so that
$W_F$ is not a nuclear-norm solution. Such draws are what a check of
training needs to tell the two limits apart; they are drawn by
|mm_nuclear_planted| with distinct queries, at this chapter's sizes.
@^rank experiment@>
@<Nuclear checks: subroutines@>=
static void tier_size(mm_rng *r, int tier, int *n, int *T, int *d)
{
  if (tier == 0) { *n = mm_rng_int(r, 2, 8); *T = 6; *d = mm_rng_int(r, 2, 6); }
  else if (tier == 1) { *n = mm_rng_int(r, 8, 20); *T = 8; *d = mm_rng_int(r, 4, 10); }
  else { *n = mm_rng_int(r, 20, 50); *T = 16; *d = 16; }
}

@ One draw of the loop: both oracles, the two cross certificates, and
what the three properties and the finding need.
@<Nuclear checks: subroutines@>=
typedef struct {
  int ok, n, d, rank_f, rank_n, active, vacuous;
  double cross, rank_gap, angle, excess;
  mm_nuclear_cert cx, cy;
} cross_draw;
static mm_instance *cross_run(mm_rng *r, int tier, cross_draw *c, mm_nuclear *nu, mm_nuclear *f, int *alpha, double *Z)
{
  int n, T, d;
  mm_instance *in;
  memset(c, 0, sizeof *c);
  tier_size(r, tier, &n, &T, &d);
  c->n = n; c->d = d;
  in = planted(r, n, T, d, 0, alpha, Z);
  c->ok = mm_nuclear_solve(in, alpha, Z, nu) == MM_OK;
  c->ok = (mm_nuclear_frobenius(in, alpha, Z, f) == MM_OK) && c->ok;
  if (!c->ok) return in;
  cr_assert(mm_nuclear_certify(in, alpha, Z, f->W, nu->lambda, &c->cx) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_nuclear_frobenius_certify(in, alpha, Z, nu->W, f->lambda, &c->cy) == MM_OK, "%s", mm_error_message());
  c->cross = nu->cert.lower / c->cx.upper;
  if (f->cert.lower / c->cy.upper > c->cross) c->cross = f->cert.lower / c->cy.upper;
  @<Count the inputs with a positive Frobenius multiplier@>@;
  @<Bound $\sigma_r$ of the nuclear dual matrix from below@>@;
  c->angle = mm_nuclear_angle(nu->W, f->W, d);
  { double s = 0.0; for (int j = 0; j < d; j++) s += f->sigma[j]; c->excess = s / nu->cert.upper - 1.0; }
  return in;
}

@ Rows come input by input, so an input is counted at its first row with
a positive multiplier.
@<Count the inputs with a positive Frobenius multiplier@>=
c->rank_f = f->rank; c->rank_n = nu->rank;
for (int k = 0, last = -1; k < f->m; k++)
  if (f->lambda[k] > 0.0 && f->input[k] != last) { c->active++; last = f->input[k]; }

@ $M=\sum_k\lambda_kG_k$ with the nuclear multipliers, in |long double|
and rounded once; its singular values by |mm_nuclear_svd_bounds|.
@<Bound $\sigma_r$ of the nuclear dual matrix from below@>=
{
  double *M = calloc((size_t)d * d, sizeof(double)), sm[16], op, nuc, eps, bound;
  int rr = nu->rank;
  cr_assert(M != NULL);
  for (int k = 0; k < nu->m; k++) if (nu->lambda[k] > 0.0) {
    const double *xa = in->X + (size_t)(in->off[nu->input[k]] + alpha[nu->input[k]]) * d;
    const double *xt = in->X + (size_t)(in->off[nu->input[k]] + nu->token[k]) * d, *z = Z + (size_t)nu->input[k] * d;
    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) M[a * d + b] += (double)((long double)nu->lambda[k] * ((long double)xa[a] - xt[a]) * z[b]);
  }
  cr_assert(mm_nuclear_svd_bounds(M, d, sm, &op, &nuc) == MM_OK);
  eps = nu->cert.nuc_upper - nu->cert.margin_lower * nu->cert.lambda_sum / nu->cert.op_upper;
  if (eps < 0.0) eps = 0.0;
  bound = 1.0 - rr * eps / nu->sigma[rr - 1];
  c->vacuous = bound <= 0.0;
  c->rank_gap = (bound - sm[rr - 1] / nu->cert.op_upper) / 0x1p-26;
  free(M);
}

@ @<Nuclear checks: tests@>=
Test(nuclear, the_two_oracles_check_each_other, .timeout = 900)
{
  mm_prop pa, pb, pc;
  const char *hyp = "distinct queries, planted selection; tiers 85% n<=8 T<=6 d<=6 / 14% n<=20 T<=8 d<=10 / 1% n<=50 T=16 d=16";
  int c_lt1, c_mid, c_ge10, c_r[9], c_rmin, c_vac, c_fmin, found[3] = {0, 0, 0};
  mm_prop_begin(&pa, "nuclear", "cross_optimality", hyp, "max(lower_* / ||W_F||_* bound, lower_F / ||W_*||_F bound); inf if a certificate fails", 1.0, 1000);
  mm_prop_label(&pa, MM_KIND_MECHANICS, "DSDP nuclear oracle and QP Frobenius oracle, each answer certified in the other's norm");
  mm_prop_result(&pa, "sequel (1)");
  mm_prop_begin(&pb, "nuclear", "frobenius_rank", hyp, "rank(W_F) / min(inputs with a positive multiplier, d)", 1.0, 1000);
  mm_prop_label(&pb, MM_KIND_MECHANICS, "the QP Frobenius oracle: W_F = sum_i u_i z_i^T");
  mm_prop_begin(&pc, "nuclear", "nuclear_rank_in_dual_subspace", hyp, "(1 - r eps / sigma_r(W_*) - sigma_r(M) / ||M||) / 2^-26", 1.0, 1000);
  mm_prop_label(&pc, MM_KIND_MECHANICS, "the DSDP oracle: the rank-r part of W_* lies in the dual matrix's top singular subspace");
  mm_prop_tiers(&pa, 85, 14, 1); mm_prop_tiers(&pb, 85, 14, 1); mm_prop_tiers(&pc, 85, 14, 1);
  c_lt1 = mm_prop_counter(&pa, "angle(W_*, W_F) < 1 deg"); c_mid = mm_prop_counter(&pa, "angle 1-10 deg"); c_ge10 = mm_prop_counter(&pa, "angle >= 10 deg");
  for (int t = 0; t < 3; t++) {
    static const char *const names[3][3] = {{"tiny: rank(W_*) = 1", "tiny: rank(W_*) = 2 or 3", "tiny: rank(W_*) >= 4"},
      {"medium: rank(W_*) = 1", "medium: rank(W_*) = 2 or 3", "medium: rank(W_*) >= 4"},
      {"large: rank(W_*) = 1", "large: rank(W_*) = 2 or 3", "large: rank(W_*) >= 4"}};
    for (int j = 0; j < 3; j++) c_r[3 * t + j] = mm_prop_counter(&pc, names[t][j]);
  }
  c_rmin = mm_prop_counter(&pc, "rank(W_*) = min(n, d)"); c_vac = mm_prop_counter(&pc, "bound vacuous");
  c_fmin = mm_prop_counter(&pb, "rank(W_F) = min(n, d)");
  for (int k = mm_prop_first(&pa); k < pa.trials; k = mm_prop_next(&pa, k)) {
    mm_rng r; int alpha[50]; double Z[800], sa = INFINITY, sb = INFINITY, sc = INFINITY;
    mm_nuclear nu, f; cross_draw c; mm_instance *in;
    mm_prop_rng(&pa, k, &r);
    in = cross_run(&r, mm_prop_tier(&pa, k), &c, &nu, &f, alpha, Z);
    if (c.ok) {
      int mn = c.n < c.d ? c.n : c.d, lim = c.active < c.d ? c.active : c.d;
      sa = c.cross; sb = (double)c.rank_f / lim; sc = c.rank_gap;
      mm_prop_add(&pa, c.angle < 1.0 ? c_lt1 : c.angle < 10.0 ? c_mid : c_ge10, 1);
      mm_prop_add(&pc, c_r[3 * mm_prop_tier(&pa, k) + (c.rank_n == 1 ? 0 : c.rank_n < 4 ? 1 : 2)], 1);
      if (c.rank_n == mn) mm_prop_add(&pc, c_rmin, 1);
      if (c.rank_f == mn) mm_prop_add(&pb, c_fmin, 1);
      if (c.vacuous) mm_prop_add(&pc, c_vac, 1);
    }
    mm_prop_record(&pa, k, sa, in, "n %d d %d: lower_* %.17g vs %.17g, lower_F %.17g vs %.17g, angle %.3g deg: %s",
      c.n, c.d, nu.cert.lower, c.cx.upper, f.cert.lower, c.cy.upper, c.angle, mm_error_message());
    mm_prop_record(&pb, k, sb, in, "n %d d %d: rank(W_F) %d, %d inputs with a positive multiplier", c.n, c.d, c.rank_f, c.active);
    mm_prop_record(&pc, k, sc, in, "n %d d %d: rank(W_*) %d, violation / 2^-26 %.3g%s", c.n, c.d, c.rank_n, c.rank_gap, c.vacuous ? " (vacuous)" : "");
    mm_nuclear_free(&nu); mm_nuclear_free(&f); mm_instance_free(in);
  }
  mm_prop_end(&pa); mm_prop_end(&pb); mm_prop_end(&pc);
  @<Search each tier for a draw where the two problems differ@>@;
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
  cr_assert(pb.failed == 0, "%s", mm_prop_summary(&pb));
  cr_assert(pc.failed == 0, "%s", mm_prop_summary(&pc));
}

@ The finding runs in one process (the first shard), over the trials'
own draws $k=0,1,\ldots$ of each tier, and stops at the first draw of
each tier that shows the difference (at most $200$ draws per tier). It
passes when every tier has one.
@<Search each tier for a draw where the two problems differ@>=
{
  mm_prop pf;
  char msg[3][160] = {"", "", ""};
  mm_prop_begin(&pf, "nuclear", "nuclear_and_frobenius_differ_found", "as above, searched tier by tier",
    "0 if every tier has a draw with angle(W_*, W_F) >= 10 deg and ||W_F||_* > (1 + 1e-3) upper_*, else 1", 0.0, 1);
  mm_prop_label(&pf, MM_KIND_FINDING, "search: a draw per tier where the Frobenius solution is not a nuclear-norm solution (the stronger claim refuted: the two ATT-SVMs agree)");
  mm_prop_result(&pf, "sequel (1)");
  for (int tier = 0; pf.shard == 0 && tier < 3; tier++)
    for (int k = 0, tried = 0; !found[tier] && tried < 200 && k < 100000; k++) {
      mm_rng r; int alpha[50]; double Z[800];
      mm_nuclear nu, f; cross_draw c; mm_instance *in;
      if (mm_prop_tier(&pa, k) != tier) continue;
      tried++;
      mm_prop_rng(&pa, k, &r);
      in = cross_run(&r, tier, &c, &nu, &f, alpha, Z);
      if (c.ok && c.angle >= 10.0 && c.excess >= 1e-3) {
        found[tier] = 1;
        snprintf(msg[tier], sizeof msg[tier], "%s draw %d (n %d, d %d): angle %.3g deg, ||W_F||_* / upper_* - 1 = %.3g",
          mm_tier_name[tier], k, c.n, c.d, c.angle, c.excess);
      }
      mm_nuclear_free(&nu); mm_nuclear_free(&f); mm_instance_free(in);
    }
  if (pf.shard == 0) mm_prop_record(&pf, 0, found[0] && found[1] && found[2] ? 0.0 : 1.0, NULL, "%s; %s; %s",
    found[0] ? msg[0] : "tiny: none", found[1] ? msg[1] : "medium: none", found[2] ? msg[2] : "large: none");
  mm_prop_end(&pf);
}

@*1 Feasibility below the dimension threshold.
{\it (c) The statement} [derived; the sequel's abstract says that
over-parameterisation ensures the feasibility of the SVM, and its precise
threshold could not be read, so the statement and its proof are the
suite's]. If the queries $z_1,\ldots,z_n$ are linearly independent
($n\le d$) and, for each input, the differences $a_{it}$ ($t\ne\alpha_i$)
are linearly independent ($T_i-1\le d$), then the $G_k$ are linearly
independent, so the system $\langle G_k,W\rangle=1$ ($k<m$) has a solution
and {\it every\/} selection is feasible for both problems. Proof:
$\sum_k\lambda_kG_k=\sum_iu_iz_i^T$ with $u_i=\sum_t\lambda_{it}a_{it}$;
if it vanishes, independence of the $z_i$ gives $u_i=0$ for every $i$, and
independence of the $a_{it}$ gives $\lambda=0$.
@^feasibility threshold@>
@^over-parameterisation@>

{\it The check.} Standard normal tokens and queries are in general
position with probability one, so the hypotheses hold on every draw;
the selection is drawn uniformly at random (not planted), in tiers:
$85\%$ $d\le6$, $14\%$ $6\le d\le10$, $1\%$ $d=16$, with $n\le d$ and
$T\le d+1$ drawn uniformly. Both oracles must return a verified solution;
the statistic is $1$ if either does not, tolerance $0$.

{\it Above the threshold} ($n>d$ or $T-1>d$) a random selection is often
infeasible. Two rows are tallied there: a {\it mechanics\/} property, that
both oracles decide the draw with a verified certificate (solution or ray)
and agree (feasibility does not depend on the norm), and an {\it
observation\/} whose statistic is $1$ on an infeasible draw, so that its
listed ``failures'' count the infeasible selections.
@<Nuclear checks: subroutines@>=
static mm_instance *free_draw(mm_rng *r, int n, int Tmax, int d, int *alpha, double *Z)
{
  int T[64];
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, Tmax);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL, "%s", mm_error_message());
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
  for (int j = 0; j < n * d; j++) Z[j] = mm_rng_normal(r);
  for (int i = 0; i < n; i++) alpha[i] = mm_rng_int(r, 0, T[i] - 1);
  return in;
}

@ @<Nuclear checks: tests@>=
Test(nuclear, every_selection_is_feasible_below_the_threshold, .timeout = 600)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "feasible_below_threshold", "n <= d, T <= d + 1, normal tokens and queries, uniform random selection; tiers 85% d<=6 / 14% d<=10 / 1% d=16",
    "1 if either oracle does not return a verified solution", 0.0, 1000);
  mm_prop_label(&pr, MM_KIND_SUITE, "both oracles on random selections; the threshold derived (G_k independent), not read from the sequel");
  mm_prop_result(&pr, "sequel (2)");
  mm_prop_tiers(&pr, 85, 14, 1);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; int n, d, T, alpha[16], tier = mm_prop_tier(&pr, k); double Z[256], stat = 0.0;
    mm_status sn, sf;
    mm_nuclear nu, f; mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    d = tier == 0 ? mm_rng_int(&r, 2, 6) : tier == 1 ? mm_rng_int(&r, 6, 10) : 16;
    n = mm_rng_int(&r, 1, d); T = mm_rng_int(&r, 2, d + 1);
    in = free_draw(&r, n, T, d, alpha, Z);
    sn = mm_nuclear_solve(in, alpha, Z, &nu);
    sf = mm_nuclear_frobenius(in, alpha, Z, &f);
    if (sn != MM_OK || sf != MM_OK || !nu.cert.verified || !f.cert.verified) stat = 1.0;
    mm_prop_record(&pr, k, stat, in, "n %d T <= %d d %d: nuclear %s, Frobenius %s: %s", n, T, d,
      mm_status_name(sn), mm_status_name(sf), mm_error_message());
    mm_nuclear_free(&nu); mm_nuclear_free(&f); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Above the threshold: $d\in[2,4]$ with $n\in[d+1,3d]$ and $T\le d+3$
($85\%$), $d\in[4,8]$ with $n\in[d+1,2d]$ and $T\le d+4$ ($15\%$).
@<Nuclear checks: tests@>=
Test(nuclear, above_the_threshold_both_oracles_decide_alike, .timeout = 600)
{
  mm_prop pm, po;
  const char *hyp = "n > d, T <= d + 3 or d + 4, normal tokens and queries, uniform random selection; tiers 85% d<=4 / 15% d<=8";
  mm_prop_begin(&pm, "nuclear", "feasibility_decided_alike", hyp,
    "1 if an oracle fails to decide with a verified certificate, or the two disagree", 0.0, 1000);
  mm_prop_label(&pm, MM_KIND_MECHANICS, "both oracles: solution or certified ray, the same answer");
  mm_prop_result(&pm, "sequel (2)");
  mm_prop_begin(&po, "nuclear", "observation_infeasible_above_threshold", hyp, "1 if the selection is infeasible (certified ray)", 0.0, 1000);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "how often a random selection is infeasible above the threshold");
  mm_prop_result(&po, "sequel (2)");
  mm_prop_tiers(&pm, 85, 15, 0); mm_prop_tiers(&po, 85, 15, 0);
  for (int k = mm_prop_first(&pm); k < pm.trials; k = mm_prop_next(&pm, k)) {
    mm_rng r; int n, d, T, alpha[16], tier = mm_prop_tier(&pm, k); double Z[128], sm = 0.0, so = 0.0;
    mm_status sn, sf;
    mm_nuclear nu, f; mm_instance *in;
    mm_prop_rng(&pm, k, &r);
    d = tier == 0 ? mm_rng_int(&r, 2, 4) : mm_rng_int(&r, 4, 8);
    n = tier == 0 ? mm_rng_int(&r, d + 1, 3 * d) : mm_rng_int(&r, d + 1, 2 * d);
    T = mm_rng_int(&r, 2, d + (tier == 0 ? 3 : 4));
    in = free_draw(&r, n, T, d, alpha, Z);
    sn = mm_nuclear_solve(in, alpha, Z, &nu);
    sf = mm_nuclear_frobenius(in, alpha, Z, &f);
    if (sn != sf || (sn != MM_OK && sn != MM_EINFEASIBLE) || !nu.cert.verified || !f.cert.verified) sm = 1.0;
    else so = sn == MM_EINFEASIBLE ? 1.0 : 0.0;
    mm_prop_record(&pm, k, sm, in, "n %d T <= %d d %d: nuclear %s, Frobenius %s: %s", n, T, d,
      mm_status_name(sn), mm_status_name(sf), mm_error_message());
    mm_prop_record(&po, k, so, in, "n %d T <= %d d %d: %s, ray radius %.3g", n, T, d, mm_status_name(sn), nu.cert.radius);
    mm_nuclear_free(&nu); mm_nuclear_free(&f); mm_instance_free(in);
  }
  mm_prop_end(&pm); mm_prop_end(&po);
  cr_assert(pm.failed == 0, "%s", mm_prop_summary(&pm));
}

@*1 Wrong answers are refused.
The certificate is only worth something if a wrong answer fails it. From
a solved random instance ($n\le8$, $T\le6$, $d\le6$), two wrong answers:
(a) $\lambda$ with its largest entry halved, (b) $W$ plus a random matrix
of relative Frobenius size $10^{-2}$. Each must still give a {\it valid\/}
interval (one that meets the true answer's interval: the bounds are
proofs whatever the input) and must {\it not\/} verify: halving a
multiplier of an active row moves the dual bound by a fraction of that
multiplier's share, and a random perturbation of the optimal $W$ raises
$\norm{W}_*/\mu$ at first order, both far above $10^{-6}$. The statistic is
$1$ when a wrong answer verifies or an interval contradicts the right one,
$0$ otherwise; tolerance $0$.
@<Nuclear checks: tests@>=
Test(nuclear, certificate_refuses_wrong_answers)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nuclear", "wrong_answers_refused", "distinct queries, planted selection, n<=8 T<=6 d<=6; lambda_max halved, W perturbed by 1e-2",
    "wrong answer verified or interval contradicts the right one", 0.0, 20);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the certificate against planted wrong answers");
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int n, d, alpha[8], big = 0; double Z[48], W2[36], L2[40], stat = 0.0, nw = 0.0;
    mm_instance *in; mm_nuclear res; mm_nuclear_cert ca, cb;
    mm_prop_rng(&pr, k, &r);
    n = mm_rng_int(&r, 2, 8); d = mm_rng_int(&r, 2, 6);
    in = planted(&r, n, 6, d, 0, alpha, Z);
    cr_assert(mm_nuclear_solve(in, alpha, Z, &res) == MM_OK, "trial %d: %s", k, mm_error_message());
    for (int j = 0; j < res.m; j++) { L2[j] = res.lambda[j]; if (L2[j] > L2[big]) big = j; }
    L2[big] /= 2;
    for (int j = 0; j < d * d; j++) nw += res.W[j] * res.W[j];
    for (int j = 0; j < d * d; j++) W2[j] = res.W[j] + 1e-2 * sqrt(nw / (d * d)) * mm_rng_normal(&r);
    cr_assert(mm_nuclear_certify(in, alpha, Z, res.W, L2, &ca) == MM_OK);
    cr_assert(mm_nuclear_certify(in, alpha, Z, W2, res.lambda, &cb) == MM_OK);
    if (ca.verified || cb.verified) stat = 1.0;
    if (ca.lower > res.cert.upper || cb.upper < res.cert.lower || cb.lower > res.cert.upper) stat = 1.0;
    mm_prop_record(&pr, k, stat, in, "right [%.17g, %.17g]; lambda halved [%.17g, %.17g] gap %.3g; W perturbed [%.17g, %.17g] gap %.3g",
      res.cert.lower, res.cert.upper, ca.lower, ca.upper, ca.gap, cb.lower, cb.upper, cb.gap);
    mm_nuclear_free(&res); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Infeasible selections and bad input.
{\it Swapped roles.} Two inputs hold the same two tokens and the same
query, and the selection takes the first token in one and the second in
the other: $G_1=-G_2$, so no $W$ meets both margins. The oracle must say
|MM_EINFEASIBLE| with a ray whose certified radius is at least $10^6$ times
the optimum the first input alone would have ($1/\norm{G_1}_{\rm op}$), and the
Frobenius oracle (\secref{nuc-frob}) must say the same with its Farkas
vector (a radius in $\norm{W}_F$, and $\norm{G_1}_F=\norm{G_1}_{\rm op}$): a
radius that large says that the margins cannot be met at any scale the
feasible problems of this size reach. {\it A tie} ($x_{i\alpha_i}=x_{it}$)
and a zero query give a zero row: |MM_EINFEASIBLE| with radius $+\infty$,
without the solver.
@<Nuclear checks: tests@>=
Test(nuclear, swapped_roles_are_infeasible_with_a_ray)
{
  int T[2] = {2, 2}, alpha[2] = {0, 1};
  double Z[6] = {0.3, -1.1, 0.7, 0.3, -1.1, 0.7}, g;
  mm_instance *in = mm_instance_new(2, T, 3);
  mm_nuclear res;
  mm_status st;
  static const double x[6] = {1.0, 0.5, -0.25, -0.5, 2.0, 1.5};
  cr_assert(in != NULL);
  memcpy(in->X, x, sizeof x); memcpy(in->X + 6, x, sizeof x);
  g = mm_dist(x, x + 3, 3) * mm_norm(Z, 3); /* $\norm{G_1}_{\rm op}=\norm{a}\norm{z}$ */
  st = mm_nuclear_solve(in, alpha, Z, &res);
  cr_assert(st == MM_EINFEASIBLE, "status %d: %s", st, mm_error_message());
  cr_assert(res.cert.radius >= 1e6 / g, "radius %.3g below 1e6/||G|| = %.3g", res.cert.radius, 1e6 / g);
  mm_nuclear_free(&res);
  st = mm_nuclear_frobenius(in, alpha, Z, &res);
  cr_assert(st == MM_EINFEASIBLE, "Frobenius: status %d: %s", st, mm_error_message());
  cr_assert(res.cert.radius >= 1e6 / g, "Frobenius: radius %.3g below 1e6/||G|| = %.3g", res.cert.radius, 1e6 / g);
  mm_nuclear_free(&res);
  memcpy(in->X + 6, x, 3 * sizeof(double)); memcpy(in->X + 9, x, 3 * sizeof(double)); /* a tie in input 1 */
  st = mm_nuclear_solve(in, alpha, Z, &res);
  cr_assert(st == MM_EINFEASIBLE && isinf(res.cert.radius), "status %d, radius %g: %s", st, res.cert.radius, mm_error_message());
  mm_nuclear_free(&res);
  mm_instance_free(in);
}

@ {\it Bad input.} A selection out of range and a non-finite query are
refused with |MM_EINPUT| and a message naming the problem; a claimed $W$
with a NaN is refused by the certificate.
@<Nuclear checks: tests@>=
Test(nuclear, bad_input_is_refused)
{
  int T[2] = {2, 3}, alpha[2] = {0, 3};
  double Z[4] = {1.0, 0.0, 0.0, 1.0}, W[4] = {1.0, NAN, 0.0, 1.0}, lam[3] = {0.0, 0.0, 0.0};
  mm_instance *in = mm_instance_new(2, T, 2);
  mm_nuclear res;
  mm_nuclear_cert c;
  cr_assert(in != NULL);
  cr_assert(mm_nuclear_solve(in, alpha, Z, &res) == MM_EINPUT);
  cr_assert(strstr(mm_error_message(), "selected token out of range") != NULL, "%s", mm_error_message());
  mm_nuclear_free(&res);
  alpha[1] = 2; Z[1] = INFINITY;
  cr_assert(mm_nuclear_solve(in, alpha, Z, &res) == MM_EINPUT);
  cr_assert(strstr(mm_error_message(), "query tokens must be finite") != NULL, "%s", mm_error_message());
  mm_nuclear_free(&res);
  Z[1] = 0.0;
  cr_assert(mm_nuclear_certify(in, alpha, Z, W, lam, &c) == MM_EINPUT);
  mm_instance_free(in);
}
