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
refuse. Infeasible selections and bad input come last. The suite is
\.{nuclear} in the verification report.
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
divided by that tolerance. The rank is reported in each trial's line (the
sequel's rank experiment is not checked yet).
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
