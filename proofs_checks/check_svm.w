@*Checks of the max-margin oracles.
\lbl{chk:svm}{\sl Statements:\/} the ATT-SVM and the problems of joint training, \secref{attsvm} and \secref{joint}.
The solver of the ATT-SVM chapter and the linear programs of the GLPK
chapter are the suite's oracles: every later check trusts them. This
chapter checks them against each other and against known answers:
\item{1.} the paper's known answers (E1, E3, E4), exactly to rounding;
\item{2.} on 600 random feasible instances with up to $n=20$ inputs of
$T=16$ tokens in $d=32$ dimensions, a third of them from four degenerate
families: the KKT certificate holds, GLPK finds multipliers on the
solver's active set, no feasible perturbation of the solution is shorter,
the separability LP agrees, and the $\ell_1$ and $\ell_\infty$ margin LPs
are consistent with the Euclidean solution;
\item{3.} the $W$-SVM solution is the rank-one matrix $q^\mm p^T/\norm{p}^2$;
\item{4.} infeasible instances yield Farkas certificates from both oracles,
verified by our own code;
\item{5.} the working-set solver of the ATT-SVM agrees with the dense
method, answer and tight rows, certifies over all rows (and an answer
missing a row fails that certificate), and proves infeasibility over all
rows, at random and at real size;
\item{6.} the implied-constraint program's bounds equal the least value of
$c^Tz$ over the vertices of $Az\ge b$, and its rays are rays;
\item{7.} bad input is refused with a message, and the iteration limit is a
status, not a crash.

\noindent The suite is \.{svm} in the verification report.

@(check_svm.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include "prop.h"
#include "svm.h"
#include "lp.h"
@<Svm checks: subroutines@>@;
@<Svm checks: tests@>@;

@*1 Known answers.
The paper's small examples have answers with few digits. The solver
reaches them through at most a handful of Givens rotations and two
triangular solves with $q\le3$, each entry of $z$ accumulating a few
roundings of size $\epsilon\norm{z}$; the rung $16\epsilon$ relative to
$\norm{z}$ bounds that with room. (The exact-ties family below, with up
to twelve dimensions and active rows, needs a rung of its own.) The expected vectors are themselves
rounded when $10/101$ and $4/3$ are stored, which costs half an ulp.
@^E1@>
@^E3@>
@^E4@>

@<Svm checks: subroutines@>=
static double rel_dist(const double *x, const double *y, int d)
{
  double ny = mm_norm(y, d);
  return mm_dist(x, y, d) / (ny > 0.0 ? ny : 1.0);
}
static void expect_att(const char *name, double C, const int *alpha, const int *relaxed, const double *want)
{
  mm_instance *in = mm_example(name, C);
  mm_svm s;
  cr_assert(in != NULL, "%s", mm_error_message());
  cr_assert(mm_svm_att(in, alpha, relaxed, &s) == MM_OK, "%s: %s", name, mm_error_message());
  cr_expect(rel_dist(s.z, want, in->d) <= 16 * DBL_EPSILON,
    "%s (C = %g): p = (%.17g, %.17g, ...), relative error %.3g", name, C, s.z[0], s.z[1], rel_dist(s.z, want, in->d));
  cr_expect(s.kkt.worst <= MM_SVM_CERT_TOL, "%s: certificate %.3g", name, s.kkt.worst);
  mm_svm_free(&s);
  mm_instance_free(in);
}

@ E1: the GMM $p^\mm_\star=(-10/101,100/101,0)$ for the optimal first
token, in both variants; and for E1b with the second token (index~$1$)
selected, the LMM $(1,0,0)$. In E1a the support tokens of the GMM are
$T_1=\{3\}$: the row of the third token (row~$1$) is tight and active,
while the row of the second has margin $111/101$. The test reads that off
|mm_svm_tight| and the rows' provenance, as the token chapter will.
@^support tokens@>
@<Svm checks: tests@>=
Test(svm, known_answers_of_E1)
{
  const double gmm[3] = {-10.0 / 101, 100.0 / 101, 0.0}, lmm[3] = {1.0, 0.0, 0.0};
  const int opt[1] = {0}, second[1] = {1};
  expect_att("E1a", 0, opt, NULL, gmm);
  expect_att("E1b", 0, opt, NULL, gmm);
  expect_att("E1b", 0, second, NULL, lmm);
  {
    mm_instance *in = mm_example("E1a", 0);
    mm_svm s;
    int tight[2];
    cr_assert(mm_svm_att(in, opt, NULL, &s) == MM_OK);
    cr_expect(mm_svm_tight(&s, tight) == 1 && !tight[0] && tight[1] && s.nactive == 1, "E1a: %d active, tight %d %d", s.nactive, tight[0], tight[1]);
    cr_expect(s.qp->input[1] == 0 && s.qp->token[0] == 1 && s.qp->token[1] == 2, "row provenance of E1a");
    mm_svm_free(&s); mm_instance_free(in);
  }
}

@ E3: the head SVM $v^\mm=(0,1)$, with every input a support sample in the
tight variant and $S=\{1,2\}$ (indices $0,1$) in the relaxed one; then
$p^\mm=(4/3,1/3)$ (tight), $p^\mm=(1.25,0.25)$ (relaxed instance), and the
relaxed ATT-SVM with $\bar S=\{3\}$ gives $p^{\rm relax}=(1,0)$ on the
relaxed instance. The support set is computed, not typed in: the relaxed
problem is built from the $\bar S$ that |mm_svm_head| returns.
@^relaxed ATT-SVM@>
@<Svm checks: tests@>=
Test(svm, known_answers_of_E3)
{
  const int second[3] = {1, 1, 1};
  const double tight[2] = {4.0 / 3, 1.0 / 3}, relaxed_p[2] = {1.25, 0.25}, relax[2] = {1.0, 0.0}, vmm[2] = {0.0, 1.0};
  const char *names[2] = {"E3-tight", "E3-relaxed"};
  for (int e = 0; e < 2; e++) {
    mm_instance *in = mm_example(names[e], 0);
    mm_svm h;
    int S[3], Sbar[3];
    cr_assert(mm_svm_head(in, NULL, &h, S) == MM_OK, "%s", mm_error_message());
    cr_expect(rel_dist(h.z, vmm, 2) <= 16 * DBL_EPSILON, "%s: v = (%.17g, %.17g)", names[e], h.z[0], h.z[1]);
    cr_expect(S[0] == 1 && S[1] == 1 && S[2] == (e == 0), "%s: support set %d%d%d", names[e], S[0], S[1], S[2]);
    for (int i = 0; i < 3; i++) Sbar[i] = !S[i];
    expect_att(names[e], 0, second, NULL, e == 0 ? tight : relaxed_p);
    if (e == 1) expect_att(names[e], 0, second, Sbar, relax);
    mm_svm_free(&h); mm_instance_free(in);
  }
}

@ E4: $p^\mm=(1,0,0)$ whatever $C$, since $C$ only moves the
attention-blind third coordinate. The $\ell_1$ and $\ell_\infty$ margin
problems have the value $1$ there too (the constraints are
$p_1\pm p_2\ge1$); GLPK's simplex lands on a vertex with these exact small
integers, and its answer is held to the same rung. Each $C$ of the paper's
list $\{1,\ldots,10,100\}$ is its own test.
@<Svm checks: tests@>=
static double e4_Cs[11] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
ParameterizedTestParameters(svm, known_answers_of_E4)
{
  return cr_make_param_array(double, e4_Cs, 11);
}
ParameterizedTest(double *C, svm, known_answers_of_E4)
{
  const double want[3] = {1.0, 0.0, 0.0};
  const int second[2] = {1, 1};
  mm_instance *in = mm_example("E4", *C);
  mm_svm s;
  double z[3], v1, vinf;
  expect_att("E4", *C, second, NULL, want);
  cr_assert(mm_svm_att(in, second, NULL, &s) == MM_OK);
  cr_assert(mm_lp_margin(s.qp, MM_LP_L1, z, &v1) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_lp_margin(s.qp, MM_LP_LINF, z, &vinf) == MM_OK, "%s", mm_error_message());
  cr_expect(fabs(v1 - 1.0) <= 16 * DBL_EPSILON && fabs(vinf - 1.0) <= 16 * DBL_EPSILON, "E4, C = %g: l1 %.17g, linf %.17g", *C, v1, vinf);
  mm_svm_free(&s); mm_instance_free(in);
}

@*1 Random feasible instances.
The generator draws $n\le20$ inputs of $2\le T_i\le16$ tokens in $d\le32$
dimensions from $N(0,I)$, with $W=I$ (so keys are tokens; the keys path
through $W$ is exercised by E1 and E4), selects a random token $\alpha_i$ in
each input, and makes it separable: with $u$ one random unit vector for the
whole instance, $x_{i\alpha_i}$ is shifted along $u$ until
$(x_{i\alpha_i}-x_{it})^Tu\ge\mu$ for every $t$, with $\mu$ uniform in
$[0.05,1.5]$. Then $u/\mu_{\min}$ is feasible, so ATT-SVM$(\alpha)$ is;
the separability LP must confirm it on every trial (property
|separability_lp_agrees| below), so the hypothesis is checked by the
second oracle, not assumed. In a quarter of the trials a random set $\bar S$ of
inputs gets margin $0$ (the relaxed problem, zero right-hand sides).
@^degenerate problems@>

@<Svm checks: subroutines@>=
static void random_unit(mm_rng *r, double *u, int d)
{
  double nu;
  do {
    for (int j = 0; j < d; j++) u[j] = mm_rng_normal(r);
    nu = mm_norm(u, d);
  } while (nu < 1e-3);
  for (int j = 0; j < d; j++) u[j] /= nu;
}
static mm_instance *gaussian_instance(mm_rng *r, int n, int Tmin, int Tmax, int d)
{
  int T[64];
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, Tmin, Tmax);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL, "%s", mm_error_message());
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
  return in;
}
static void make_separable(mm_rng *r, mm_instance *in, const int *alpha)
{
  double u[64];
  random_unit(r, u, in->d);
  for (int i = 0; i < in->n; i++)
    mm_shift_separable(in->X + (size_t)in->off[i] * in->d, in->T[i], in->d, alpha[i], u, 0.05 + 1.45 * mm_rng_uniform(r));
}

@ The adversarial third of the trials comes from four degenerate families,
in turn:
{\it duplicates\/} (some tokens are copies of other tokens of their input,
and some inputs copies of others, so that rows repeat exactly);
{\it collinear keys\/} (in half of the inputs all tokens lie on one line
$o_i+c\,u$, so those rows are parallel and at most one can be active);
{\it $m\gg d$\/} ($d\le3$ and $n=20$ inputs of $16$ tokens: $300$ rows);
and {\it exact ties\/} (below). The first three are generated as above and
then edited; the edits keep the selected token separable.
@<Svm checks: subroutines@>=
enum { ORDINARY, DUPLICATES, COLLINEAR, TALL, TIES };
static int family_of(int k) { return mm_prop_adversarial(k) ? 1 + (k / 3) % 4 : ORDINARY; }
static const char *family_name[5] = {"ordinary", "duplicate tokens", "collinear keys", "m >> d", "exact ties"};
static mm_instance *ties_instance(mm_rng *r, int *alpha);

@ @<Svm checks: subroutines@>=
static mm_instance *feasible_instance(mm_rng *r, int family, int *alpha)
{
  int n = family == TALL ? 20 : mm_rng_int(r, 1, 20);
  int d = family == TALL ? mm_rng_int(r, 1, 3) : mm_rng_int(r, 1, 32);
  mm_instance *in;
  if (family == TIES) return ties_instance(r, alpha);
  in = gaussian_instance(r, n, family == TALL ? 16 : 2, 16, d);
  for (int i = 0; i < n; i++) alpha[i] = mm_rng_int(r, 0, in->T[i] - 1);
  if (family == COLLINEAR) @<Put the tokens of half of the inputs on a line@>@;
  make_separable(r, in, alpha);
  if (family == DUPLICATES) @<Copy tokens within inputs and whole inputs onto others@>@;
  mm_assert(mm_instance_refresh(in) == MM_OK);
  return in;
}

@ On a line through a random point $o_i$ along a random direction $w$: the
rows of such an input are all multiples of $w$. The shift that follows
moves the selected token along $u$, off the line, unless the line is
already separable; either way the rows stay highly dependent (in
$\{c\,w+\mu u\}$).
@<Put the tokens of half of the inputs on a line@>=
{
  double w[64], o[64];
  random_unit(r, w, d);
  for (int i = 0; i < n; i += 2) {
    double *X = in->X + (size_t)in->off[i] * d;
    memcpy(o, X, sizeof(double) * d);
    for (int t = 0; t < in->T[i]; t++) {
      double c = mm_rng_normal(r);
      for (int j = 0; j < d; j++) X[(size_t)t * d + j] = o[j] + c * w[j];
    }
  }
}

@ A non-selected token copied onto another non-selected token of the same
input repeats a row; an input copied onto another of the same length (with
its selection) repeats a block of rows.
@<Copy tokens within inputs and whole inputs onto others@>=
{
  for (int i = 0; i < n; i++)
    for (int t = 0; t < in->T[i]; t++) {
      int s = mm_rng_int(r, 0, in->T[i] - 1);
      if (t != alpha[i] && s != alpha[i] && mm_rng_uniform(r) < 0.5)
        memcpy(in->X + (size_t)(in->off[i] + t) * d, in->X + (size_t)(in->off[i] + s) * d, sizeof(double) * d);
    }
  for (int i = 1; i < n; i++)
    if (in->T[i] == in->T[0] && mm_rng_uniform(r) < 0.5) {
      memcpy(in->X + (size_t)in->off[i] * d, in->X, sizeof(double) * d * in->T[0]);
      alpha[i] = alpha[0];
    }
}

@ Exact ties. A family with a known answer in which many rows are tight at
once, more than $d$ of them, all in exact binary arithmetic: in
$d\ge2$ dimensions, input~$0$ has its selected token at the origin and
$2j$ further tokens at $-c^{-1}e_1\pm w_l$, where $c$ is a power of two and
the $w_l\perp e_1$ have integer entries; other inputs are random tokens with
the selected one shifted far along $e_1$. Every row of input~$0$ is
$c^{-1}e_1\mp w_l$, so $p=c\,e_1$ meets all of them with equality, exactly,
and it is optimal: $p=\sum_l{c^2\over2j}\bigl((c^{-1}e_1-w_l)+(c^{-1}e_1+w_l)\bigr)$
with positive multipliers. The multipliers are far from unique (any
symmetric weighting works), and the $2j$ tight rows may exceed $d$.
Provided the other inputs' rows are not violated by $c\,e_1$, which the
shift ensures, $p^\mm=c\,e_1$ exactly.
@^exact ties@>
@<Svm checks: subroutines@>=
static mm_instance *ties_instance(mm_rng *r, int *alpha)
{
  int n = mm_rng_int(r, 1, 8), d = mm_rng_int(r, 2, 12), pairs = mm_rng_int(r, 1, 7);
  double c = ldexp(1.0, mm_rng_int(r, -3, 3)), e1[64] = {1.0};
  mm_instance *in;
  int T[8];
  for (int i = 0; i < n; i++) T[i] = i == 0 ? 1 + 2 * pairs : mm_rng_int(r, 2, 16);
  in = mm_instance_new(n, T, d);
  for (int t = 0; t < pairs; t++) @<Place the tied pair $-c^{-1}e_1\pm w$ at tokens $2t+1$, $2t+2$@>@;
  alpha[0] = 0;
  for (int i = 1; i < n; i++) {
    double *X = in->X + (size_t)in->off[i] * d;
    for (int j = 0; j < T[i] * d; j++) X[j] = mm_rng_normal(r);
    alpha[i] = mm_rng_int(r, 0, T[i] - 1);
    mm_shift_separable(X, T[i], d, alpha[i], e1, 2.0 / c); /* rows give $(x_\alpha-x_t)^Tce_1\ge2$ */
  }
  mm_assert(mm_instance_refresh(in) == MM_OK);
  return in;
}

@ @<Place the tied pair...@>=
{
  double *x = in->X + (size_t)(2 * t + 1) * d, *y = x + d;
  x[0] = y[0] = -1.0 / c;
  for (int j = 1; j < d; j++) { x[j] = mm_rng_int(r, -3, 3); y[j] = -x[j]; }
}

@ The properties recorded on every feasible trial. Each has its own tally
in the report; they are described with their tolerances in the sections
that follow.
@<Svm checks: subroutines@>=
typedef struct { mm_prop cert, glpk, perturb, agree, norms, ties; } feasible_props;

@ {\it The certificate.} The builder returns |MM_OK| only if its
certificate holds to $2^{16}\epsilon\approx1.5\cdot10^{-11}$; the property
records the worst residual itself, held to the same rung. The rung comes
from the solver's design (an $O(d^2)$ sequence of orthogonal updates, each
perturbing $J$ by a few $\epsilon$, over at most $10(m+d)$ steps, and a
final recomputation from the active set that is backward stable), which
predicts residuals of order $d\epsilon$ times the growth of $R^{-1}$; the
report's worst value shows how much room is left.

{\it GLPK's confirmation.} GLPK solves the residual-minimising program of
the LP chapter on the solver's active set, and our KKT check measures the
stationarity residual of GLPK's multipliers. GLPK's basic solution solves
a $d\times d$ basis system by LU factorisation with iterative refinement
off, so its residual is of the order of $\epsilon\kappa$ for the basis'
condition number $\kappa$; active normals of random instances have
$\kappa$ of order $10^3$ at most, so the rung $2^{16}\epsilon$ again applies. The
complementarity residual of $(z,\lambda_{\rm GLPK})$ tests that the
claimed active rows are tight, and is held to the same rung.
@^GLPK@>

@<Svm checks: subroutines@>=
static void record_certificates(feasible_props *fp, int k, const mm_instance *in, const mm_svm *s, const char *fam)
{
  double *lam = malloc(sizeof(double) * (size_t)(s->qp->m > 0 ? s->qp->m : 1));
  mm_svm_kkt g;
  mm_prop_record(&fp->cert, k, s->status == MM_OK ? s->kkt.worst : INFINITY, in,
    "%s: status %s, primal %.3g dual %.3g stat %.3g comp %.3g", fam, mm_status_name(s->status),
    s->kkt.primal, s->kkt.dual, s->kkt.stationarity, s->kkt.complementarity);
  if (mm_lp_confirm_multipliers(s->qp, s->z, s->active, s->nactive, lam, &g) != MM_OK)
    mm_prop_record(&fp->glpk, k, INFINITY, in, "%s: %s", fam, mm_error_message());
  else mm_prop_record(&fp->glpk, k, fmax(g.stationarity, g.complementarity), in,
    "%s: GLPK multipliers: stationarity %.3g, complementarity %.3g, %d active rows", fam, g.stationarity, g.complementarity, s->nactive);
  free(lam);
}

@ {\it No shorter feasible point.} Twenty perturbations $z'=z+\delta$ per
trial: ten with $\delta=\eta\norm{z}\,(Pg/\norm{Pg}+c\,z/\norm{z})$, where
$P$ projects onto the null space of the tight rows (those of
|mm_svm_tight|, a superset of the active ones), $g$ is Gaussian,
$\eta$ log-uniform in $[10^{-6},10^{-1}]$ and $c\in[0,1]$ (when the tight rows span $\R^d$, $Pg$ is rounding noise, below
$10^{-8}\norm{g}$, and is set to zero, so that only $c\,z$ remains): these stay feasible whenever
$\eta$ is small enough for the inactive rows and $b\ge0$, and since
$z^TPg=0$ they lengthen $z$; and ten with
$\delta$ Gaussian of the same sizes, which are mostly infeasible. A
perturbation counts only if $Az'\ge b$ holds when evaluated in |long
double| up to the certificate's tolerance, $a_r^Tz'\ge b_r-2^{16}\epsilon\,\sigma_r$:
that is the sense in which $z$ itself is certified feasible, and without
it a perturbation of a problem with a tight row $b_r=0$ would be judged by
the sign of a rounding error. The statistic is the largest relative
shortening $(\norm{z}-\norm{z'})/\norm{z}$ over the feasible ones. A point
feasible in this sense can be shorter than the optimum by at most about
the tolerance itself (think of $(1-2^{16}\epsilon)z$), so the statistic is
held to the rung $2^{16}\epsilon$; a perturbation of relative size
$\eta\ge10^{-6}$ that shortened a non-optimal $z$ would do so by an amount
of order $\eta$ or $\eta^2$, at least $10^{-12}$, well above it. $P$ is
built by Gram--Schmidt (twice, for orthogonality to rounding) on the tight
rows in |long double|, dropping rows whose remainder is below $10^{-10}$ of
unit length (dependent ones).
@^perturbation test@>

@<Svm checks: subroutines@>=
static int feasible_ld(const mm_svm_qp *qp, const double *z)
{
  long double nz = 0.0L;
  for (int j = 0; j < qp->d; j++) nz += (long double)z[j] * z[j];
  nz = sqrtl(nz);
  for (int r = 0; r < qp->m; r++) {
    const double *a = qp->A + (size_t)r * qp->d;
    long double s = 0.0L, na = 0.0L;
    for (int j = 0; j < qp->d; j++) { s += (long double)a[j] * z[j]; na += (long double)a[j] * a[j]; }
    if (s < qp->b[r] - MM_SVM_CERT_TOL * (fabsl((long double)qp->b[r]) + sqrtl(na) * nz)) return 0;
  }
  return 1;
}

@ @<Svm checks: subroutines@>=
static void null_project(const mm_svm *s, double *g)
{
  int d = s->qp->d, m = s->qp->m;
  int *tight = malloc(sizeof(int) * (size_t)(m > 0 ? m : 1));
  long double *Q = calloc((size_t)(m > 0 ? m : 1) * d, sizeof(long double));
  int rank = 0;
  mm_svm_tight(s, tight);
  for (int j = 0; j < m && rank < d; j++) if (tight[j]) { /* orthonormalise the tight rows */
    long double *v = Q + (size_t)rank * d, nv = 0.0L;
    for (int c = 0; c < d; c++) v[c] = s->qp->A[(size_t)j * d + c];
    for (int pass = 0; pass < 2; pass++)
      for (int l = 0; l < rank; l++) {
        long double h = 0.0L;
        for (int c = 0; c < d; c++) h += Q[(size_t)l * d + c] * v[c];
        for (int c = 0; c < d; c++) v[c] -= h * Q[(size_t)l * d + c];
      }
    for (int c = 0; c < d; c++) nv += v[c] * v[c];
    if (nv > 1e-20L) { nv = sqrtl(nv); for (int c = 0; c < d; c++) v[c] /= nv; rank++; }
  }
  free(tight);
  for (int pass = 0; pass < 2; pass++)
    for (int l = 0; l < rank; l++) {
      long double h = 0.0L;
      for (int c = 0; c < d; c++) h += Q[(size_t)l * d + c] * g[c];
      for (int c = 0; c < d; c++) g[c] -= (double)(h * Q[(size_t)l * d + c]);
    }
  free(Q);
}

@ @<Svm checks: subroutines@>=
static const char *no_feasible_perturbation[5] = {"no perturbation was feasible (ordinary)",
  "no perturbation was feasible (duplicate tokens)", "no perturbation was feasible (collinear keys)",
  "no perturbation was feasible (m >> d)", "no perturbation was feasible (exact ties)"};
static void record_perturbations(feasible_props *fp, int k, mm_rng *r, const mm_instance *in, const mm_svm *s, int fam)
{
  int d = s->qp->d, used = 0;
  double worst = -HUGE_VAL, nz = mm_norm(s->z, d), g[64], zp[64];
  if (nz == 0.0) { mm_prop_skip(&fp->perturb, "solution is z = 0"); return; }
  for (int e = 0; e < 20; e++) {
    double eta = 1e-6 * pow(1e5, mm_rng_uniform(r)), ng, c = mm_rng_uniform(r);
    for (int j = 0; j < d; j++) g[j] = mm_rng_normal(r);
    ng = mm_norm(g, d);
    if (e < 10) null_project(s, g);
    if (mm_norm(g, d) <= 1e-8 * ng) memset(g, 0, sizeof(double) * d); /* $Pg=0$ up to rounding */
    else ng = mm_norm(g, d);
    for (int j = 0; j < d; j++) zp[j] = s->z[j] + eta * nz * (g[j] / ng + (e < 10 ? c * s->z[j] / nz : 0.0));
    if (!feasible_ld(s->qp, zp)) continue;
    used++;
    worst = fmax(worst, (nz - mm_norm(zp, d)) / nz);
  }
  if (used == 0) mm_prop_skip(&fp->perturb, no_feasible_perturbation[fam]);
  else mm_prop_record(&fp->perturb, k, worst, in, "%s: %d feasible perturbations", family_name[fam], used);
}

@ {\it Agreement with the separability LP.} GLPK must call the instance
feasible (this is the hypothesis ``ATT-SVM$(\alpha)$ is feasible''
confirmed by the second oracle), and its point must satisfy the rows to
within its own feasibility tolerance of $10^{-7}$ on scaled rows; we hold
the relative violation, measured by our check, to $2^{-20}\approx10^{-6}$,
the rung above GLPK's tolerance. A trial where GLPK calls the instance
infeasible while our solver found a certified solution fails (statistic
$\infty$).

{\it Other norms.} The $\ell_1$ and $\ell_\infty$ solutions must be
feasible (to the same GLPK rung), no longer in their own norm than the
Euclidean solution, and no shorter than it in the Euclidean norm, since
that one is the Euclidean minimiser. The latter two comparisons are
relative and carry GLPK's tolerance too: $2^{-20}$.
@<Svm checks: subroutines@>=
static void record_lp(feasible_props *fp, int k, const mm_instance *in, const mm_svm *s, const char *fam)
{
  const mm_svm_qp *qp = s->qp;
  mm_lp_separation sep;
  int d = qp->d;
  double z[64], v, worst = 0.0, n2 = mm_norm(s->z, d), n1 = 0.0, ninf = 0.0, *zero = calloc((size_t)qp->m + 1, sizeof(double));
  if (mm_lp_separable(qp, &sep) != MM_OK) mm_prop_record(&fp->agree, k, INFINITY, in, "%s: %s", fam, mm_error_message());
  else mm_prop_record(&fp->agree, k, sep.feasible ? sep.primal : INFINITY, in, "%s: LP says %s", fam, sep.feasible ? "feasible" : "infeasible");
  mm_lp_separation_free(&sep);
  for (int j = 0; j < d; j++) { n1 += fabs(s->z[j]); ninf = fmax(ninf, fabs(s->z[j])); }
  for (int nm = 0; nm < 2; nm++) {
    if (mm_lp_margin(qp, nm ? MM_LP_LINF : MM_LP_L1, z, &v) != MM_OK) { worst = INFINITY; break; }
    worst = fmax(worst, mm_svm_kkt_check(qp, z, zero).primal);
    worst = fmax(worst, (v - (nm ? ninf : n1)) / (nm ? ninf : n1));
    worst = fmax(worst, (n2 - mm_norm(z, d)) / n2);
  }
  free(zero);
  if (n2 == 0.0) mm_prop_skip(&fp->norms, "solution is z = 0");
  else mm_prop_record(&fp->norms, k, worst, in, "%s: worst of LP violation and norm comparisons", fam);
}

@ The test. It asks for the relaxed problem in a quarter of the ordinary
trials, and for the exact-ties family it also compares with the known
answer $c\,e_1$. The forward error of the computed $z$ is the condition
number $\kappa$ of the active normals times the backward error of the
factorisation, which for $q\le12$ columns each rotated at most $d\le12$
times is below about $qd\,\epsilon\approx144\epsilon$ with a small
constant; the rows have integer entries in $[-3,3]$ plus $c^{-1}e_1$, and
their $\kappa$ is modest but not $1$. We put the check on the rung
$2^{10}\epsilon$: a wrong active set or a lost tie would give an error of
the order of $\norm{z}$ itself.
@<Svm checks: tests@>=
Test(svm, random_feasible_instances_are_solved_and_certified)
{
  feasible_props fp;
  @<Begin the feasible-instance properties@>@;
  for (int k = 0; k < fp.cert.trials; k++) {
    mm_rng r; int alpha[64], rel[64], fam = family_of(k);
    mm_instance *in;
    mm_svm s;
    mm_prop_rng(&fp.cert, k, &r);
    in = feasible_instance(&r, fam, alpha);
    for (int i = 0; i < in->n; i++) rel[i] = fam == ORDINARY && k % 4 == 1 && mm_rng_uniform(&r) < 0.5;
    mm_svm_att(in, alpha, rel, &s);
    record_certificates(&fp, k, in, &s, family_name[fam]);
    if (s.status == MM_OK) {
      record_perturbations(&fp, k, &r, in, &s, fam);
      record_lp(&fp, k, in, &s, family_name[fam]);
      if (fam == TIES) @<Compare the exact-ties solution with $c\,e_1$@>@;
    }
    mm_svm_free(&s); mm_instance_free(in);
  }
  @<End the feasible-instance properties@>@;
}

@ @<Compare the exact-ties solution...@>=
{
  double want[64] = {0};
  int *tight = malloc(sizeof(int) * (size_t)s.qp->m);
  want[0] = 1.0 / (in->X[(size_t)in->off[0] * in->d] - in->X[(size_t)(in->off[0] + 1) * in->d]);
  mm_prop_record(&fp.ties, k, rel_dist(s.z, want, in->d) / DBL_EPSILON, in,
    "exact ties: %d rows, %d active, %d tight", s.qp->m, s.nactive, mm_svm_tight(&s, tight));
  free(tight);
}

@ @<Begin the feasible-instance properties@>=
mm_prop_begin(&fp.cert, "svm", "kkt_certificate", "feasible ATT-SVM, n<=20, T<=16, d<=32; 1/3 degenerate families",
  "worst KKT residual (relative)", MM_SVM_CERT_TOL, 600);
mm_prop_begin(&fp.glpk, "svm", "glpk_confirms_multipliers", "as kkt_certificate",
  "stationarity and complementarity of GLPK's multipliers on the active set", 0x1p16 * DBL_EPSILON, 600);
mm_prop_begin(&fp.perturb, "svm", "no_shorter_feasible_point", "as kkt_certificate, 20 perturbations each",
  "largest relative shortening among feasible perturbations", MM_SVM_CERT_TOL, 600);
mm_prop_begin(&fp.agree, "svm", "separability_lp_agrees", "as kkt_certificate",
  "GLPK's verdict (inf if infeasible) or its point's relative violation", 0x1p-20, 600);
mm_prop_begin(&fp.norms, "svm", "l1_linf_margins_consistent", "as kkt_certificate",
  "LP violation; l1/linf value above the l2 solution's; l2 norm below it (relative)", 0x1p-20, 600);
mm_prop_begin(&fp.ties, "svm", "exact_ties_known_answer", "exact-ties family",
  "relative distance to c e_1, in eps", 1024.0, 600);

@ The ties tally counts only the trials of its family; the others are
recorded as skips of that property, so its report states how many there
were. Every instance is feasible by construction, so every trial must be
certified: at the default scale that is 600 instances, more than the 500
the chapter promises.
@<End the feasible-instance properties@>=
for (int k = 0; k < fp.cert.trials; k++) if (family_of(k) != TIES) mm_prop_skip(&fp.ties, "not an exact-ties trial");
mm_prop_end(&fp.cert); mm_prop_end(&fp.glpk); mm_prop_end(&fp.perturb);
mm_prop_end(&fp.agree); mm_prop_end(&fp.norms); mm_prop_end(&fp.ties);
cr_assert(fp.cert.failed == 0, "%s", mm_prop_summary(&fp.cert));
cr_assert(fp.glpk.failed == 0, "%s", mm_prop_summary(&fp.glpk));
cr_assert(fp.perturb.failed == 0, "%s", mm_prop_summary(&fp.perturb));
cr_assert(fp.agree.failed == 0, "%s", mm_prop_summary(&fp.agree));
cr_assert(fp.norms.failed == 0, "%s", mm_prop_summary(&fp.norms));
cr_assert(fp.ties.failed == 0 && fp.ties.passed > 0, "%s", mm_prop_summary(&fp.ties));
cr_assert(fp.cert.passed == fp.cert.trials, "not every feasible instance was certified: %s", mm_prop_summary(&fp.cert));

@*1 The $W$-SVM is rank one.
Lemma~1 (\secref{lemma1}), part (c): with $p$ fixed, $\min\norm{W}_F$ s.t.\
$(x_{i\alpha_i}-x_{it})^TWp\ge1$ is solved by $W=q^\mm p^T/\norm{p}^2$, with
$q^\mm$ the ATT-SVM solution on the tokens themselves. (Proof: any feasible
$W$ gives a feasible $q=Wp$, and $\norm{W}_F\ge\norm{Wp}/\norm{p}$ with
equality for $qp^T/\norm{p}^2$.) The instances are smaller here, $n\le6$,
$T\le6$, $d\le8$, because the $W$-SVM has $d^2$ unknowns; every row lies in
the $d$-dimensional space $\{u\,p^T\}$, so whenever $m>d$ the solver
meets dependent rows. $p$ is Gaussian, scaled log-uniformly in
$[10^{-2},10^2]$. The two solutions are computed independently; each is
exact to rounding, with the $W$-SVM's rows scaled by $\norm{p}$ and
its rotations acting in $d^2$ dimensions. Each is the minimum-norm
solution of its active rows' equations, whose condition number $\kappa$
is the same for both (the $W$-SVM's active rows are the ATT-SVM's times
$p^T$), so a right answer is within $2\kappa(d^2+d)\epsilon\le2^{12}\kappa
\epsilon$ relative to $\norm{W}_F$ (the conditioning section of the
solver's chapter; the same bound as Lemma~1's check,
\secref{chk:lemma1}): the statistic is the relative distance over
$2^{12}\kappa\epsilon$, with $\kappa$ from |mm_svm_active_kappa|, and a
singular active set fails.
@^W-SVM@>
@^rank one@>
@<Svm checks: tests@>=
Test(svm, w_svm_is_rank_one)
{
  mm_prop pr;
  mm_prop_begin(&pr, "svm", "w_svm_rank_one", "feasible, n<=6, T<=6, d<=8, |p| in [1e-2, 1e2]",
    "|W - q p^T/|p|^2|_F / |W|_F / (2^12 eps kappa), kappa the condition number of the ATT-SVM's active rows", 1.0, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[8]; double p[8], Wq[64], np2;
    mm_instance *in;
    mm_svm w, q;
    memset(&w, 0, sizeof w); memset(&q, 0, sizeof q);
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 1, 6), 2, 6, mm_rng_int(&r, 1, 8));
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1);
    make_separable(&r, in, alpha);
    mm_assert(mm_instance_refresh(in) == MM_OK);
    random_unit(&r, p, in->d);
    for (int j = 0; j < in->d; j++) p[j] *= 1e-2 * pow(1e4, mm_rng_uniform(&r));
    np2 = mm_dot(p, p, in->d);
    if (mm_svm_w(in, alpha, p, &w) != MM_OK || mm_svm_att_on_tokens(in, alpha, NULL, &q) != MM_OK)
      mm_prop_record(&pr, k, INFINITY, in, "solver: %s", mm_error_message());
    else {
      double kappa = mm_svm_active_kappa(&q);
      for (int a = 0; a < in->d; a++) for (int b = 0; b < in->d; b++) Wq[a * in->d + b] = q.z[a] * p[b] / np2;
      mm_prop_record(&pr, k, isfinite(kappa) ? rel_dist(w.z, Wq, in->d * in->d) / (0x1p12 * DBL_EPSILON * kappa) : INFINITY, in,
        "d = %d, m = %d, W-SVM certificate %.3g, kappa %.3g", in->d, w.qp->m, w.kkt.worst, kappa);
    }
    mm_svm_free(&w); mm_svm_free(&q); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The condition number itself, on problems whose answer is known by hand.
With the rows $e_1$ and $10^{-3}e_2$ and right-hand sides $1$ the solution
is $(1,1000)$, both rows active, and $\kappa=1000$ exactly (the singular
values of a diagonal matrix are its entries, which the SVD returns to
rounding); with the rows $(1,1)$ and $(1,1)\cdot(1+2^{-20})$ only one row
is active and $\kappa=1$; with right-hand sides $0$ the solution is $0$
with no active row, and $\kappa=\infty$.
@<Svm checks: tests@>=
static void expect_kappa(const mm_svm_qp *qp, int nactive, double want, double tol)
{
  mm_svm s;
  double k;
  cr_assert(mm_svm_solve(qp, NULL, &s) == MM_OK, "%s", mm_error_message());
  k = mm_svm_active_kappa(&s);
  cr_expect(s.nactive == nactive && (k == want || fabs(k - want) <= tol * want), "active %d (want %d), kappa %.17g (want %.17g)", s.nactive, nactive, k, want);
  mm_svm_free(&s);
}
Test(svm, active_rows_condition_number)
{
  mm_svm_qp *qp = mm_svm_qp_new(2, 2, 0);
  qp->A[0] = 1.0; qp->A[3] = 1e-3; qp->b[0] = qp->b[1] = 1.0;
  expect_kappa(qp, 2, 1000.0, 1e-12);
  qp->A[0] = qp->A[1] = 1.0; qp->A[2] = qp->A[3] = 1.0 + 0x1p-20;
  expect_kappa(qp, 1, 1.0, 1e-15);
  qp->b[0] = qp->b[1] = 0.0;
  expect_kappa(qp, 0, INFINITY, 0.0);
  mm_svm_qp_free(qp);
}

@*1 Infeasible instances.
Infeasibility is made exact by construction. In ordinary trials a random
instance gets a {\it contradicting pair\/}: input $j$ receives two tokens
$x_{it}$ and $x_{i\alpha_i}$ of input $i$ and selects the first, so its row
is exactly the negation of row $(i,t)$ (negation is exact in floating
point) and $y=e_{(i,t)}+e_{(j,\cdot)}$ proves infeasibility with $A^Ty=0$
exactly. In adversarial trials the contradiction is a {\it cycle\/} of
three inputs, $\alpha$ over $t$, $t$ over $s$, $s$ over $\alpha$, whose
rows sum to zero only up to the rounding of the three differences; the
system may then be feasible in exact arithmetic, but only at a norm of
order $1/\epsilon$, which is what an approximate certificate with its
radius $\varrho$ says. Both oracles must return a Farkas vector that our
check accepts: non-negative, positive gap, residual within
$2^{16}\epsilon$. The statistic is the larger of the two residuals
($\infty$ if either oracle says feasible or its vector is rejected).
@^Farkas certificate@>
@<Svm checks: tests@>=
Test(svm, infeasible_instances_get_verified_farkas_certificates)
{
  mm_prop pr;
  mm_prop_begin(&pr, "svm", "farkas_certificates", "n in [3,20], T in [2,16], d <= 32, a contradicting pair or cycle",
    "max Farkas residual of solver and LP (inf if rejected)", MM_SVM_CERT_TOL, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[64];
    mm_instance *in;
    mm_svm s;
    mm_lp_separation sep;
    double stat;
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 3, 20), 2, 16, mm_rng_int(&r, 1, 32));
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1);
    @<Plant a contradicting pair, or a cycle in adversarial trials@>@;
    mm_assert(mm_instance_refresh(in) == MM_OK);
    mm_svm_att(in, alpha, NULL, &s);
    stat = s.status == MM_EINFEASIBLE && mm_svm_farkas_valid(&s.fcert) ? s.fcert.residual : INFINITY;
    if (mm_lp_separable(s.qp, &sep) != MM_OK || sep.feasible || !mm_svm_farkas_valid(&sep.cert)) stat = INFINITY;
    else stat = fmax(stat, sep.cert.residual);
    mm_prop_record(&pr, k, stat, in, "solver: %s, residual %.3g, radius %.3g; LP: %s, residual %.3g",
      mm_status_name(s.status), s.fcert.residual, s.fcert.radius, sep.feasible ? "feasible" : "infeasible", sep.cert.residual);
    mm_lp_separation_free(&sep); mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Input $0$ provides the pair; inputs $1$ and $2$ receive the copies. In a
cycle, $x_s$ is a fresh Gaussian token.
@<Plant a contradicting pair...@>=
{
  int d = in->d, t = alpha[0] == 0 ? 1 : 0;
  double *xa = in->X + (size_t)(in->off[0] + alpha[0]) * d, *xt = in->X + (size_t)(in->off[0] + t) * d;
  double *X1 = in->X + (size_t)in->off[1] * d, *X2 = in->X + (size_t)in->off[2] * d;
  memcpy(X1, xt, sizeof(double) * d); alpha[1] = 0;
  if (!mm_prop_adversarial(k)) memcpy(X1 + d, xa, sizeof(double) * d);
  else {
    for (int j = 0; j < d; j++) X1[d + j] = mm_rng_normal(&r); /* $x_s$ */
    memcpy(X2, X1 + d, sizeof(double) * d); memcpy(X2 + d, xa, sizeof(double) * d); alpha[2] = 0;
  }
}

@*1 The working set against the dense method.
The working-set solver of the ATT-SVM chapter must give the dense
method's answer, certified over every row. Four properties:
\item{1.} on random instances (up to $n=60$ inputs of $2\le T_i\le24$ tokens
in $d\le24$ dimensions, generated and made separable as above, a quarter
of them relaxed), forced through the working set with a batch of one to
eight rows (so that it runs many rounds), its solution agrees with the
dense one, its tight rows (the support tokens) are the same pairs
(input, token), and its multipliers, mapped onto the dense problem's rows
by provenance, pass the dense problem's own KKT check over all rows;
\item{2.} an answer that misses a row fails the certificate over all rows,
although the certificate over its own rows passes;
\item{3.} infeasible instances get a Farkas vector which, extended by zeros
to all rows, passes the dense problem's Farkas check;
\item{4.} at real size ($n=100$, $T=64$, $d=32$, $m=6300$; and $n=2200$,
$m=138{,}600$, where |mm_svm_att| itself chooses the working set) the two
answers agree and both certificates hold.
@^working set@>

{\it The tolerance of agreement.} Both solvers end with the same active
rows $N$ (in general position the active set is unique) and compute the
minimum-norm solution of $N^Tz=b_{\cal A}$ by orthogonal transformations
of $N$, in different orders. A backward-stable QR solve has a relative
forward error of at most about $c\,dq\,\epsilon\,\kappa(N)$, with $q$ the
number of active rows and $\kappa$ the ratio of the extreme singular
values of $N$, for a modest constant $c$; two such solutions differ by at
most twice that. The statistic is
$\norm{z_{\rm ws}-z_{\rm dense}}/(dq\,\epsilon\,\kappa\norm{z_{\rm dense}})$
with $\kappa$ from |mm_svm_active_kappa| (LAPACK's SVD), and the threshold is $8$ ($c=4$);
a disagreement in the tight pairs makes it $\infty$.

@<Svm checks: subroutines@>=
static int full_row(const mm_instance *in, const int *alpha, int i, int t)
{
  return in->off[i] - i + (t < alpha[i] ? t : t - 1);
}
static double active_condition(const mm_svm *s) /* $\kappa$ of the active rows; $1$ for none */
{
  return s->nactive == 0 ? 1.0 : mm_svm_active_kappa(s);
}

@ The comparison of two answers to the same ATT-SVM: |dense| on all rows,
|ws| from the working set. It returns the statistic above, and checks the
mapped multipliers with |mm_svm_kkt_check| on the dense problem; |why|
says what went wrong.
@<Svm checks: subroutines@>=
static double compare_with_dense(const mm_instance *in, const int *alpha, const mm_svm *dense, const mm_svm *ws, const char **why)
{
  int m = dense->qp->m, d = in->d, *td = calloc((size_t)in->off[in->n] + 1, sizeof(int)), *tw = calloc((size_t)in->off[in->n] + 1, sizeof(int));
  int *flags = malloc(sizeof(int) * (size_t)(m + 1)), *wflags = malloc(sizeof(int) * (size_t)(ws->qp->m + 1));
  double *lam = calloc((size_t)m + 1, sizeof(double)), stat, dist = mm_dist(ws->z, dense->z, d), nz = mm_norm(dense->z, d);
  mm_svm_kkt full;
  mm_assert(td && tw && flags && wflags && lam);
  *why = "";
  mm_svm_tight(dense, flags);
  for (int r = 0; r < m; r++) if (flags[r]) td[in->off[dense->qp->input[r]] + dense->qp->token[r]] = 1;
  mm_svm_tight(ws, wflags);
  for (int r = 0; r < ws->qp->m; r++) {
    int i = ws->qp->input[r], t = ws->qp->token[r];
    if (wflags[r]) tw[in->off[i] + t] = 1;
    lam[full_row(in, alpha, i, t)] = ws->lambda[r];
  }
  full = mm_svm_kkt_check(dense->qp, ws->z, lam);
  stat = dist == 0.0 ? 0.0 : dist / (d * (ws->nactive > 0 ? ws->nactive : 1) * DBL_EPSILON * active_condition(dense) * nz);
  if (memcmp(td, tw, sizeof(int) * (size_t)in->off[in->n]) != 0) { stat = INFINITY; *why = "tight pairs differ"; }
  if (!(full.worst <= MM_SVM_CERT_TOL)) { stat = INFINITY; *why = "mapped multipliers fail the dense KKT check"; }
  free(td); free(tw); free(flags); free(wflags); free(lam);
  return stat;
}

@ @<Svm checks: tests@>=
Test(svm, working_set_agrees_with_the_dense_method)
{
  mm_prop pr;
  mm_prop_begin(&pr, "svm", "working_set_agrees", "n <= 60, T in [2,24], d <= 24, separable, 1/4 relaxed; batch 1..8",
    "|z_ws - z_dense| / (d q eps kappa |z|), inf if tight pairs or the mapped KKT check differ", 8.0, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[64], rel[64];
    mm_instance *in;
    mm_svm dense, ws;
    mm_svm_ws_options o = {0, 0, 1};
    mm_svm_keys keys;
    const char *why;
    int relaxed;
    double stat;
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 2, 60), 2, 24, mm_rng_int(&r, 1, 24));
    for (int i = 0; i < in->n; i++) { alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1); rel[i] = mm_rng_uniform(&r) < 0.3; }
    relaxed = k % 4 == 3;
    make_separable(&r, in, alpha);
    mm_assert(mm_instance_refresh(in) == MM_OK);
    keys.n = in->n; keys.d = in->d; keys.off = in->off; keys.K = in->K;
    o.batch = mm_rng_int(&r, 1, 8);
    cr_assert(mm_svm_att(in, alpha, relaxed ? rel : NULL, &dense) == MM_OK && dense.rounds == 0, "%s", mm_error_message());
    cr_assert(mm_svm_att_keys(&keys, alpha, relaxed ? rel : NULL, &o, &ws) == MM_OK, "%s", mm_error_message());
    stat = compare_with_dense(in, alpha, &dense, &ws, &why);
    mm_prop_record(&pr, k, stat, in, "%s m = %d, held %d, %d rounds, %d active, kappa %.3g, |dz| = %.3g, certificate %.3g",
      why, dense.qp->m, ws.qp->m, ws.rounds, ws.nactive, active_condition(&dense), mm_dist(ws.z, dense.z, in->d), ws.kkt.worst);
    mm_svm_free(&dense); mm_svm_free(&ws); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ A missing row must be caught. On random separable instances we take the
dense answer, drop its active row of largest multiplier, and solve the
remaining rows densely. Removing a row with a positive multiplier changes
the answer (the multipliers are unique for linearly independent active
rows, and the reduced answer's multipliers would otherwise serve the full
problem with a zero in that row), so the reduced answer violates the
dropped row; its certificate over its own rows holds, and
|mm_svm_att_certify| over all rows must report a primal residual above
|MM_SVM_CERT_TOL|, while it accepts the full answer. The statistic is $0$
when both verdicts are right and $\infty$ otherwise.
@<Svm checks: tests@>=
Test(svm, certificate_over_all_rows_catches_a_missing_row)
{
  mm_prop pr;
  mm_prop_begin(&pr, "svm", "all_row_certificate", "n <= 30, T in [2,16], d <= 16, separable; one active row dropped",
    "0 if the all-row certificate rejects the reduced answer and accepts the full one, else inf", 0.0, 100);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[64];
    mm_instance *in;
    mm_svm full, red;
    mm_svm_keys keys;
    mm_svm_qp *qp;
    mm_svm_kkt own, cfull, cred;
    int drop = 0;
    double err;
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 2, 30), 2, 16, mm_rng_int(&r, 1, 16));
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1);
    make_separable(&r, in, alpha);
    mm_assert(mm_instance_refresh(in) == MM_OK);
    keys.n = in->n; keys.d = in->d; keys.off = in->off; keys.K = in->K;
    cr_assert(mm_svm_att(in, alpha, NULL, &full) == MM_OK);
    for (int j = 1; j < full.nactive; j++) if (full.lambda[full.active[j]] > full.lambda[full.active[drop]]) drop = j;
    @<Copy the dense problem without row |full.active[drop]| into |qp|@>@;
    cr_assert(mm_svm_solve(qp, NULL, &red) == MM_OK);
    own = red.kkt;
    cr_assert(mm_svm_att_certify(&keys, alpha, NULL, &full, &cfull, &err) == MM_OK);
    cr_assert(mm_svm_att_certify(&keys, alpha, NULL, &red, &cred, &err) == MM_OK);
    mm_prop_record(&pr, k, own.worst <= MM_SVM_CERT_TOL && cfull.worst <= MM_SVM_CERT_TOL && cred.primal > MM_SVM_CERT_TOL ? 0.0 : INFINITY, in,
      "reduced answer: own certificate %.3g, all-row primal %.3g; full answer: all-row %.3g", own.worst, cred.primal, cfull.worst);
    mm_svm_free(&red); mm_svm_qp_free(qp); mm_svm_free(&full); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Copy the dense problem without row...@>=
{
  const mm_svm_qp *f = full.qp;
  int gone = full.active[drop], c = 0;
  qp = mm_svm_qp_new(f->m - 1, f->d, 0);
  cr_assert(qp != NULL);
  for (int r0 = 0; r0 < f->m; r0++) if (r0 != gone) {
    memcpy(qp->A + (size_t)c * f->d, f->A + (size_t)r0 * f->d, sizeof(double) * (size_t)f->d);
    qp->b[c] = f->b[r0]; qp->input[c] = f->input[r0]; qp->token[c] = f->token[r0]; c++;
  }
}

@ Infeasible instances through the working set: the planted contradictions
of the infeasibility check above, forced through the working set with a
batch of one to four. The Farkas vector lives on the working set's rows;
extended by zeros (mapped by provenance) it must pass
|mm_svm_farkas_check| on the dense problem with all rows. The statistic
is that check's residual ($\infty$ if the solver says feasible or the
extended vector is rejected).
@<Svm checks: tests@>=
Test(svm, working_set_infeasibility_has_a_farkas_vector_over_all_rows)
{
  mm_prop pr;
  mm_prop_begin(&pr, "svm", "working_set_farkas", "n in [3,20], T in [2,16], d <= 32, a contradicting pair or cycle; batch 1..4",
    "Farkas residual on all rows of the zero-extended vector (inf if rejected)", MM_SVM_CERT_TOL, 150);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[64];
    mm_instance *in;
    mm_svm dense, ws;
    mm_svm_ws_options o = {0, 0, 1};
    mm_svm_keys keys;
    mm_svm_farkas f;
    double *y, stat;
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 3, 20), 2, 16, mm_rng_int(&r, 1, 32));
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1);
    @<Plant a contradicting pair, or a cycle in adversarial trials@>@;
    mm_assert(mm_instance_refresh(in) == MM_OK);
    keys.n = in->n; keys.d = in->d; keys.off = in->off; keys.K = in->K;
    o.batch = mm_rng_int(&r, 1, 4);
    mm_svm_att(in, alpha, NULL, &dense);
    mm_svm_att_keys(&keys, alpha, NULL, &o, &ws);
    y = calloc((size_t)dense.qp->m + 1, sizeof(double));
    mm_assert(y != NULL);
    if (ws.status == MM_EINFEASIBLE)
      for (int c = 0; c < ws.qp->m; c++) y[full_row(in, alpha, ws.qp->input[c], ws.qp->token[c])] = ws.farkas[c];
    f = mm_svm_farkas_check(dense.qp, y);
    stat = ws.status == MM_EINFEASIBLE && mm_svm_farkas_valid(&f) ? f.residual : INFINITY;
    mm_prop_record(&pr, k, stat, in, "working set: %s after %d rounds (%d rows held of %d); all-row residual %.3g, gap %.3g",
      mm_status_name(ws.status), ws.rounds, ws.qp ? ws.qp->m : 0, dense.qp->m, f.residual, f.gap);
    free(y); mm_svm_free(&dense); mm_svm_free(&ws); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Real size. The benchmark's construction (keys $N(0,I)$, token $0$ of
each input separable along a random $u$ with margins $1+{1\over2}\vert
g_i\vert$) at $n=100$ and at $n=2200$ inputs of $64$ tokens in $d=32$
dimensions; the second has $m\,d=4.4\cdot10^6>$ |MM_SVM_DENSE_MAX|, so
|mm_svm_att| takes the working set by itself (the test checks that it
did), and the dense method is forced for the comparison. Same statistic
and threshold as above.
@<Svm checks: tests@>=
Test(svm, working_set_at_real_size)
{
  const int ns[2] = {100, 2200};
  for (int e = 0; e < 2; e++) {
    int n = ns[e], d = 32, *T = malloc(sizeof(int) * (size_t)n), *alpha = calloc((size_t)n, sizeof(int));
    mm_instance *in;
    mm_rng r;
    mm_svm dense, ws;
    mm_svm_ws_options o = {0, 0, -1};
    mm_svm_keys keys;
    const char *why;
    double u[32], stat;
    mm_assert(T && alpha);
    for (int i = 0; i < n; i++) T[i] = 64;
    in = mm_instance_new(n, T, d);
    cr_assert(in != NULL);
    mm_rng_seed(&r, 20231210, (uint64_t)n);
    for (size_t j = 0; j < (size_t)n * 64 * d; j++) in->X[j] = mm_rng_normal(&r);
    random_unit(&r, u, d);
    for (int i = 0; i < n; i++) mm_shift_separable(in->X + (size_t)in->off[i] * d, 64, d, 0, u, 1.0 + 0.5 * fabs(mm_rng_normal(&r)));
    mm_assert(mm_instance_refresh(in) == MM_OK);
    keys.n = n; keys.d = d; keys.off = in->off; keys.K = in->K;
    if (e == 1) {
      cr_assert(mm_svm_att(in, alpha, NULL, &ws) == MM_OK && ws.rounds > 0, "m = %d: %s (rounds %d)", ws.m_all, mm_error_message(), ws.rounds);
      cr_assert(mm_svm_att_keys(&keys, alpha, NULL, &o, &dense) == MM_OK);
    } else {
      o.force = 1;
      cr_assert(mm_svm_att(in, alpha, NULL, &dense) == MM_OK && dense.rounds == 0);
      cr_assert(mm_svm_att_keys(&keys, alpha, NULL, &o, &ws) == MM_OK);
    }
    stat = compare_with_dense(in, alpha, &dense, &ws, &why);
    cr_expect(stat <= 8.0 && ws.kkt.worst <= MM_SVM_CERT_TOL && dense.kkt.worst <= MM_SVM_CERT_TOL,
      "n = %d (m = %d): %s statistic %.3g, certificates %.3g / %.3g, %d rounds, %d rows held", n, dense.qp->m, why, stat,
      ws.kkt.worst, dense.kkt.worst, ws.rounds, ws.qp->m);
    mm_svm_free(&dense); mm_svm_free(&ws); mm_instance_free(in); free(T); free(alpha);
  }
}

@*1 Agreement on arbitrary instances.
Random Gaussian instances with no shift are feasible or not depending on
the draw (with $d$ small and many tokens mostly not). The solver's verdict
and the separability LP's must agree on every one: the statistic is $0$
when they agree and $1$ when they do not. Each verdict comes with a
certificate checked by our code, so disagreement could only come from an
instance within rounding of the boundary between the two cases; Gaussian
data lie there with probability zero.
@<Svm checks: tests@>=
Test(svm, solver_and_lp_agree_on_feasibility)
{
  mm_prop pr;
  int feas = 0;
  mm_prop_begin(&pr, "svm", "verdicts_agree", "Gaussian tokens, n<=10, T<=8, d<=6, no shift",
    "1 if the solver and the separability LP disagree, else 0", 0.0, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int alpha[16];
    mm_instance *in;
    mm_svm s;
    mm_lp_separation sep;
    int solver, lp;
    mm_prop_rng(&pr, k, &r);
    in = gaussian_instance(&r, mm_rng_int(&r, 1, 10), 2, 8, mm_rng_int(&r, 1, 6));
    mm_assert(mm_instance_refresh(in) == MM_OK);
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(&r, 0, in->T[i] - 1);
    mm_svm_att(in, alpha, NULL, &s);
    solver = s.status == MM_OK ? 1 : s.status == MM_EINFEASIBLE ? 0 : -1;
    lp = mm_lp_separable(s.qp, &sep) == MM_OK ? sep.feasible : -2;
    feas += solver == 1;
    mm_prop_record(&pr, k, solver == lp ? 0.0 : 1.0, in, "solver %s, LP %d", mm_status_name(s.status), lp);
    mm_lp_separation_free(&sep); mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_log_info("verdicts: %d feasible of %d", feas, pr.trials);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(feas > pr.trials / 10 && feas < pr.trials - pr.trials / 10, "the instances are not mixed: %d feasible of %d", feas, pr.trials);
}

@*1 Implied constraints.
The implied-constraint program of the LP chapter, |mm_lp_implied|, is
checked against an oracle that needs no linear programming: in $d\le4$
dimensions with at most $10$ rows, the least value of $c^Tz$ over $Az\ge
b$, when it is finite and $A$ has rank $d$, is taken at a vertex, and the
vertices are the solutions of the $d\times d$ systems $A_Sz=b_S$ that
satisfy every row, at most ${10\choose4}=210$ of them. Rows are Gaussian,
with right-hand sides $b=Az_0-s$ for a Gaussian $z_0$ and slacks $s\ge0$,
a third of them zero, so the rows have a solution and several are tight
at $z_0$. On even trials $c$ is a non-negative combination of a random
subset of the rows, so it must be implied; on odd trials it is Gaussian,
and either answer can be right.

{\it Statistic.} For a bound: the residual $\norm{c-A^T\mu}/\norm c$, the
smallest multiplier (must be $\ge0$), and the distance of the bound from
the vertices' least value, relative to $\norm c\,\norm{z^\star}+\vert
c^Tz^\star\vert$ at the best vertex $z^\star$; $+\infty$ when some vertex
lies below the bound by more than that, or when an even trial is called
not implied. For a ray $y$, recomputed here: the relative violation
$\max_r(-a_r^Ty)^+/(\norm{a_r}\norm y)$, and $+\infty$ unless $c^Ty<0$.
The tolerance is $2^{-20}$, the rung above GLPK's feasibility tolerance
($10^{-7}$ on scaled rows) as in the separability check: both programs
are solved by GLPK to that tolerance, and the vertices, solutions of
systems whose pivots are kept above $10^{-8}$ of the rows' length, are
exact to far below it. A vertex system with a smaller pivot is skipped,
and a draw with no vertex (rank below $d$) is scored on its residual alone.
@<Svm checks: subroutines@>=
static int vertex_solve(const double *A, const double *b, const int *S, int d, double *z)
{
  long double M[4][5];
  for (int i = 0; i < d; i++) {
    for (int j = 0; j < d; j++) M[i][j] = A[(size_t)S[i] * d + j];
    M[i][d] = b[S[i]];
  }
  for (int c = 0; c < d; c++) {
    int piv = c;
    long double len = 0.0L;
    for (int i = c; i < d; i++) if (fabsl(M[i][c]) > fabsl(M[piv][c])) piv = i;
    for (int j = 0; j < d; j++) len += M[piv][j] * M[piv][j];
    if (!(fabsl(M[piv][c]) > 1e-8L * sqrtl(len))) return 0;
    for (int j = 0; j <= d; j++) { long double t = M[c][j]; M[c][j] = M[piv][j]; M[piv][j] = t; }
    for (int i = c + 1; i < d; i++) {
      long double f = M[i][c] / M[c][c];
      for (int j = c; j <= d; j++) M[i][j] -= f * M[c][j];
    }
  }
  for (int i = d - 1; i >= 0; i--) {
    long double v = M[i][d];
    for (int j = i + 1; j < d; j++) v -= M[i][j] * z[j];
    z[i] = (double)(v / M[i][i]);
  }
  return 1;
}
static int least_vertex(const mm_svm_qp *qp, const double *c, double *best, double *zbest)
{
  int d = qp->d, m = qp->m, S[4], found = 0;
  double z[4];
  for (int i = 0; i < d; i++) S[i] = i;
  while (d <= m) {
    if (vertex_solve(qp->A, qp->b, S, d, z) && feasible_ld(qp, z)) {
      long double v = 0.0L;
      for (int j = 0; j < d; j++) v += (long double)c[j] * z[j];
      if (!found || v < *best) { *best = (double)v; memcpy(zbest, z, sizeof(double) * (size_t)d); }
      found = 1;
    }
    int i = d - 1;
    while (i >= 0 && S[i] == m - d + i) i--;
    if (i < 0) break;
    S[i]++;
    for (int j = i + 1; j < d; j++) S[j] = S[j - 1] + 1;
  }
  return found;
}

@ The test. |feasible_ld| (above) accepts a point whose rows hold to the
certificate's relative tolerance $2^{16}\epsilon$, so a vertex that
rounding puts a hair outside is kept.
@<Svm checks: tests@>=
Test(svm, implied_bounds_match_the_vertices)
{
  mm_prop pr;
  int implied = 0, rays = 0;
  mm_prop_begin(&pr, "svm", "implied_bound_certified", "Gaussian rows with a solution, m <= 10, d <= 4; c a non-negative combination of rows (even trials) or Gaussian (odd)",
    "bound: max(residual/|c|, -min mu, |bound - least vertex value| relative); ray: relative violation; inf for a wrong verdict", 0x1p-20, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int d, m;
    double z0[4], c[4] = {0}, best = 0.0, zb[4], stat = 0.0;
    mm_svm_qp *qp;
    mm_lp_implication im;
    mm_prop_rng(&pr, k, &r);
    d = mm_rng_int(&r, 2, 4); m = mm_rng_int(&r, 2, 10);
    qp = mm_svm_qp_new(m, d, 0);
    for (int j = 0; j < d; j++) z0[j] = mm_rng_normal(&r);
    for (int i = 0; i < m; i++) {
      double a = 0.0;
      for (int j = 0; j < d; j++) { qp->A[(size_t)i * d + j] = mm_rng_normal(&r); a += qp->A[(size_t)i * d + j] * z0[j]; }
      qp->b[i] = a - (mm_rng_uniform(&r) < 1.0 / 3 ? 0.0 : fabs(mm_rng_normal(&r)));
    }
    if (k % 2 == 0) {
      for (int i = 0; i < m; i++) if (i == 0 || mm_rng_uniform(&r) < 0.5) {
        double w = mm_rng_uniform(&r);
        for (int j = 0; j < d; j++) c[j] += w * qp->A[(size_t)i * d + j];
      }
    } else for (int j = 0; j < d; j++) c[j] = mm_rng_normal(&r);
    cr_assert(mm_lp_implied(qp, c, &im) == MM_OK, "trial %d: %s", k, mm_error_message());
    if (im.implied) @<Score a bound against the vertices@>@;
    else @<Score a ray@>@;
    implied += im.implied; rays += !im.implied;
    mm_prop_record(&pr, k, stat, NULL, "%s, m = %d, d = %d: %s", k % 2 ? "Gaussian c" : "c in the rows' cone", m, d, im.implied ? "implied" : "a ray");
    mm_lp_implication_free(&im); mm_svm_qp_free(qp);
  }
  mm_prop_end(&pr);
  cr_log_info("implied constraints: %d bounds, %d rays", implied, rays);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(implied > pr.trials / 2 && rays > pr.trials / 10, "the verdicts are not mixed: %d bounds, %d rays", implied, rays);
}

@ @<Score a bound against the vertices@>=
{
  double nc = mm_norm(c, d), res = 0.0, mumin = 0.0;
  for (int j = 0; j < d; j++) {
    double e = c[j];
    for (int i = 0; i < m; i++) e -= qp->A[(size_t)i * d + j] * im.mu[i];
    res += e * e;
  }
  for (int i = 0; i < m; i++) mumin = fmin(mumin, im.mu[i]);
  stat = fmax(sqrt(res) / nc, -mumin);
  if (least_vertex(qp, c, &best, zb)) {
    double scale = nc * mm_norm(zb, d) + fabs(best), gap = (im.bound - best) / scale;
    stat = fmax(stat, fabs(gap));
  }
}

@ @<Score a ray@>=
{
  double ny = mm_norm(im.ray, d), slope = 0.0;
  if (k % 2 == 0) stat = INFINITY;
  for (int j = 0; j < d; j++) slope += c[j] * im.ray[j];
  if (!(slope < 0.0)) stat = INFINITY;
  for (int i = 0; i < m; i++) {
    double a = 0.0;
    for (int j = 0; j < d; j++) a += qp->A[(size_t)i * d + j] * im.ray[j];
    stat = fmax(stat, -a / (mm_norm(qp->A + (size_t)i * d, d) * ny));
  }
}

@*1 Bad input, edge cases and limits.
Each misuse returns |MM_EINPUT| with a message naming the problem (rows
without a solution, given to the implied-constraint program, are
|MM_EINFEASIBLE|); the
edge cases have exact answers: no rows or only rows with $b\le0$ give
$z=0$ with no active row (and, without rows, only $c=0$ is implied, any
other $c$ has a ray), and a zero row with $b>0$ is infeasible with the
certificate $y=e_r$. An iteration limit of one ends the solve of E3 (two additions) with
|MM_EITER|.
@<Svm checks: subroutines@>=
static void expect_message(mm_status got, mm_status want, const char *fragment)
{
  cr_expect(got == want, "status %s, expected %s (%s)", mm_status_name(got), mm_status_name(want), mm_error_message());
  cr_expect(strstr(mm_error_message(), fragment) != NULL, "message \"%s\" lacks \"%s\"", mm_error_message(), fragment);
}

@ @<Svm checks: tests@>=
Test(svm, bad_input_is_refused_with_a_message)
{
  mm_instance *in = mm_example("E1a", 0);
  mm_svm s;
  mm_svm_qp *qp = mm_svm_qp_new(2, 2, 0);
  int bad_alpha[1] = {3}, ok_alpha[1] = {0}, bad_rel[1] = {2};
  double zero_p[3] = {0, 0, 0}, z[2], lam[2];
  mm_svm_kkt c;
  expect_message(mm_svm_solve(NULL, NULL, &s), MM_EINPUT, "no problem"); mm_svm_free(&s);
  cr_expect(mm_svm_qp_new(1, 0, 0) == NULL, "d = 0 accepted");
  expect_message(mm_svm_att(in, bad_alpha, NULL, &s), MM_EINPUT, "selected token out of range"); mm_svm_free(&s);
  expect_message(mm_svm_att(in, ok_alpha, bad_rel, &s), MM_EINPUT, "relaxed flag must be 0 or 1"); mm_svm_free(&s);
  expect_message(mm_svm_w(in, ok_alpha, zero_p, &s), MM_EINPUT, "finite and non-zero"); mm_svm_free(&s);
  qp->A[1] = NAN;
  expect_message(mm_svm_solve(qp, NULL, &s), MM_EINPUT, "non-finite entry"); mm_svm_free(&s);
  expect_message(mm_lp_margin(qp, MM_LP_L1, z, lam), MM_EINPUT, "non-finite entry");
  qp->A[1] = 0.0;
  expect_message(mm_lp_margin(qp, (mm_lp_norm)7, z, lam), MM_EINPUT, "unknown norm");
  z[0] = z[1] = 0.0;
  expect_message(mm_lp_confirm_multipliers(qp, z, bad_alpha, 1, lam, &c), MM_EINPUT, "active row out of range");
  {
    mm_lp_implication im;
    double cn[2] = {1.0, NAN};
    expect_message(mm_lp_implied(qp, NULL, &im), MM_EINPUT, "normal c is missing or not finite");
    expect_message(mm_lp_implied(qp, cn, &im), MM_EINPUT, "normal c is missing or not finite");
    qp->A[0] = 1.0; qp->b[0] = 1.0; qp->A[2] = -1.0; qp->A[3] = 0.0; qp->b[1] = 0.0; /* $z_1\ge1$ and $-z_1\ge0$ */
    cn[1] = 0.0;
    expect_message(mm_lp_implied(qp, cn, &im), MM_EINFEASIBLE, "rows have no solution");
  }
  mm_svm_qp_free(qp); mm_instance_free(in);
}

@ GLPK's error hook: a deliberate misuse inside the LP layer comes back as
|MM_ENUMERIC| with a message that includes GLPK's own words (and nothing
is printed), the program goes on, and the next linear
program is solved normally (E4's $\ell_1$ margin, value $1$).
@^error hook@>
@<Svm checks: tests@>=
Test(svm, glpk_misuse_returns_a_status_instead_of_aborting)
{
  mm_instance *in = mm_example("E4", 2);
  int second[2] = {1, 1};
  double z[3], v;
  mm_svm s;
  expect_message(mm_lp_test_error_hook(), MM_ENUMERIC, "GLPK failed internally");
  cr_expect(strstr(mm_error_message(), "invalid number of rows") != NULL, "GLPK's own text is kept: %s", mm_error_message());
  cr_assert(mm_svm_att(in, second, NULL, &s) == MM_OK);
  cr_assert(mm_lp_margin(s.qp, MM_LP_L1, z, &v) == MM_OK, "%s", mm_error_message());
  cr_expect(fabs(v - 1.0) <= 16 * DBL_EPSILON, "l1 margin after the error: %.17g", v);
  mm_svm_free(&s); mm_instance_free(in);
}

@ @<Svm checks: tests@>=
Test(svm, edge_cases_have_exact_answers)
{
  mm_svm_qp *empty = mm_svm_qp_new(0, 3, 0), *neg = mm_svm_qp_new(3, 2, 0), *zero = mm_svm_qp_new(2, 2, 0);
  mm_svm s;
  mm_svm_options o = mm_svm_defaults();
  mm_instance *in = mm_example("E3-tight", 0);
  int opt[3] = {1, 1, 1};
  cr_assert(mm_svm_solve(empty, NULL, &s) == MM_OK && mm_norm(s.z, 3) == 0.0 && s.nactive == 0);
  mm_svm_free(&s);
  {
    mm_lp_implication im;
    double c0[3] = {0, 0, 0}, c1[3] = {0, 2, 0};
    cr_assert(mm_lp_implied(empty, c0, &im) == MM_OK && im.implied && im.bound == 0.0, "without rows, 0 >= 0 is implied");
    mm_lp_implication_free(&im);
    cr_assert(mm_lp_implied(empty, c1, &im) == MM_OK && !im.implied && im.ray[1] < 0.0, "without rows, no bound on 2 z_2: %s", mm_error_message());
    mm_lp_implication_free(&im);
  }
  for (int r = 0; r < 3; r++) { neg->A[2 * r] = r + 1.0; neg->A[2 * r + 1] = -1.0; neg->b[r] = -r; }
  cr_assert(mm_svm_solve(neg, NULL, &s) == MM_OK && mm_norm(s.z, 2) == 0.0 && s.nactive == 0, "b <= 0 must give z = 0");
  mm_svm_free(&s);
  zero->A[0] = 1.0; zero->b[0] = 1.0; zero->b[1] = 0.5; /* row 1 is zero with $b>0$ */
  cr_assert(mm_svm_solve(zero, NULL, &s) == MM_EINFEASIBLE, "%s", mm_error_message());
  cr_expect(s.farkas[1] > 0.0 && s.farkas[0] == 0.0 && mm_svm_farkas_valid(&s.fcert), "certificate e_1 expected");
  mm_svm_free(&s);
  o.max_iter = 1;
  cr_assert(mm_svm_solve(empty, &o, &s) == MM_OK); mm_svm_free(&s);
  {
    mm_svm t;
    cr_assert(mm_svm_att(in, opt, NULL, &t) == MM_OK);
    expect_message(mm_svm_solve(t.qp, &o, &s), MM_EITER, "iteration limit");
    mm_svm_free(&s); mm_svm_free(&t);
  }
  mm_svm_qp_free(empty); mm_svm_qp_free(neg); mm_svm_qp_free(zero); mm_instance_free(in);
}
