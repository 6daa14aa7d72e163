@*The nuclear-norm path.
\lbl{chk:nucpath}{\sl Code:\/} the chapter on the $(K,Q)$ regularization
path; {\sl statements:\/} \secref{nucpath-equiv}, \secref{nucpath-gap},
\secref{nuc-frob}, \secref{nuc-dual}.
@^regularization path@>
@^nuclear-norm ATT-SVM@>
@^sequel@>
The chapter tests the path solver on a known answer (one shared query),
then the sequel's claim~(1) on its own object: the regularization path of
the $(K,Q)$ parametrisation, which is the nuclear-norm path
(\secref{nucpath-equiv}), converges in direction to the nuclear-norm
ATT-SVM's solution $W_N$, the $W$ path to the Frobenius one $W_F$, and the
two limits are told apart. The suite is \.{nucpath} in the verification
report.

@(check_nucpath.c@>=
#include <math.h>
#include <time.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "nuclear.h"
#include "dyn_kq.h"
#include "dyn_path.h"
#include "dyn_nucpath.h"
#include "thm_checks.h"
@<Nucpath checks: subroutines@>@;
@<Nucpath checks: tests@>@;

@*1 The projections on known answers.
Three matrices whose singular value decompositions are known by
construction: $A=\pmatrix{0&3\cr-1&0\cr}$ (singular values $3$, $1$),
projected onto the nuclear ball of radius $2$, gives $\theta=1$ and
$\pmatrix{0&2\cr0&0\cr}$; ${\rm diag}(3,-2,1)$ onto radius $3$ gives
$\theta=1$ and ${\rm diag}(2,-1,0)$; and $A$ onto radius $5$ is unchanged
(its nuclear norm is $4$). The Frobenius ball of radius $\sqrt{10}/2$
halves $A$. Each entry must agree to $16\epsilon$ times the largest entry:
an SVD, a soft threshold and a product of three $d\times d$ factors, a few
roundings each. A threshold from the wrong prefix, a projection onto the
simplex $\sum\sigma=R$ for a point inside the ball, or a sign lost in the
rebuild is off by at least $1$.
@<Nucpath checks: tests@>=
Test(nucpath, projections_give_known_answers)
{
  double A[4] = {0, 3, -1, 0}, A2[4] = {0, 2, 0, 0}, B[9] = {3, 0, 0, 0, -2, 0, 0, 0, 1}, B2[9] = {2, 0, 0, 0, -1, 0, 0, 0, 0};
  double W[9], H[4] = {0, 1.5, -0.5, 0};
  struct { mm_nucpath_ball ball; int d; double R; const double *in, *out; } c[4] = {
    {MM_NUCPATH_NUCLEAR, 2, 2.0, A, A2}, {MM_NUCPATH_NUCLEAR, 3, 3.0, B, B2},
    {MM_NUCPATH_NUCLEAR, 2, 5.0, A, A}, {MM_NUCPATH_FROBENIUS, 2, 0.0, A, H}};
  c[3].R = sqrt(10.0) / 2;
  for (int k = 0; k < 4; k++) {
    int dd = c[k].d * c[k].d;
    memcpy(W, c[k].in, sizeof(double) * dd);
    cr_assert(mm_nucpath_project(c[k].ball, c[k].d, c[k].R, W) == MM_OK, "%s", mm_error_message());
    for (int j = 0; j < dd; j++)
      cr_assert(fabs(W[j] - c[k].out[j]) <= 16 * DBL_EPSILON * 3.0, "case %d, entry %d: %.17g, expected %g", k, j, W[j], c[k].out[j]);
  }
}

@*1 One shared query: both paths are the paper's path.
With $z_i=z$ for every input the risk depends on $W$ only through $q=Wz$,
and $\norm W_*\ge\norm W_{\rm op}\ge\norm{Wz}/\norm z$, with equality only
for $W=qz^T/\norm z^2$ when $W$ is on the sphere; the same holds for
$\norm W_F$. So both balls give the same path,
$$W_R=\bar q(R\norm z)\,z^T/\norm z^2,$$
with $\bar q$ the paper's regularization path of the instance whose keys
are its tokens (|mm_dyn_path|, Newton-polished with a KKT certificate),
as long as $\bar q$ is on its sphere, which Assumption~B ensures when the
selection is feasible (the descent lemma: the risk has no stationary
point). With one query the $n(T-1)$ margins live in $d$ dimensions, so
many draws are infeasible; they are skips. The check draws the instances of the sequel's
checks (tiny tier), replaces every query by the first, and compares both
paths with that reference at $\rho=R/\norm{W_N}_*\in\{1,4,16,64\}$ by the
relative distance $\norm{W_R-W^{\rm ref}_R}_F/R$. It tests the lifting,
the projections, the warm starts and the method's convergence against a
solver that shares none of them.
{\it Tolerance.} The reference is exact to its certificate, about
$10^{-14}$. The path solver stops at a Frank--Wolfe gap $g\le\tau
\max(1,R\norm{\nabla F}_\circ)$ in $F$, $\tau=10^{-8}$. Where $F$ is
convex with curvature $\mu$ in the free directions at the minimiser, the
distance is at most $\sqrt{2g/\mu}$; the statistic is therefore the
relative distance in units of $\sqrt\tau$, and the tolerance $10$ leaves
a factor of ten for the curvature and the factor $\rho$ in $g$. That the
distance is the solver's and scales as $\sqrt\tau$ was measured: at
$\tau=10^{-7}$, $10^{-9}$, $10^{-11}$ the worst relative distances over
the draws were $3.8\cdot10^{-4}$, $3.6\cdot10^{-5}$, $4.7\cdot10^{-6}$
($1.2$, $1.1$ and $1.5$ in units of $\sqrt\tau$). A path on the wrong
sphere, a projection onto the wrong ball or an unscaled warm start is off
by order one, $10^4$ in these units.
@<Nucpath checks: tests@>=
Test(nucpath, shared_query_paths_are_the_p_path)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nucpath", "shared_query_paths_are_the_p_path",
    "instances of the sequel's checks (tiny tier) with one shared query z; Assumption B exactly",
    "max over rho = 1, 4, 16, 64 and both balls of |W_R - qbar(R |z|) z^T / |z|^2|_F / R / sqrt(relative gap tolerance 1e-8); infinite if a radius is not certified", 10.0, 100);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "FISTA on the nuclear and Frobenius balls of the lifted instance against the paper's Newton-polished path of the original instance");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; double Z[12 * 12]; int alpha[12];
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = mm_nucpath_draw(&r, 0, Z, alpha);
    cr_assert(in != NULL, "%s", mm_error_message());
    for (int i = 1; i < in->n; i++) memcpy(Z + i * in->d, Z, sizeof(double) * (size_t)in->d);
    @<Nucpath checks: compare both paths with the paper's path@>@;
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Nucpath checks: compare both paths...@>=
{
  int d = in->d;
  double rho[4] = {1, 4, 16, 64}, Rz[4], R[4], zn = mm_norm(Z, d), worst = 0.0, gmax = 0.0;
  double P[4 * 12], WP[4 * 144], Wsvm[144];
  mm_path_point pp[4];
  mm_nucpath_point np[4];
  mm_path_options po = mm_path_defaults();
  double qdir[12];
  mm_svm s;
  mm_instance *lift = mm_kq_lift(in, Z);
  cr_assert(lift != NULL, "%s", mm_error_message());
  memset(&s, 0, sizeof s);
  if (mm_svm_att(in, alpha, NULL, &s) != MM_OK) { /* one query for all inputs: $n(T-1)$ margins in $d$ dimensions */
    mm_prop_skip(&pr, "the shared query makes the selection infeasible");
    mm_svm_free(&s); mm_instance_free(lift); mm_instance_free(in);
    continue;
  }
  for (int j = 0; j < 4; j++) { R[j] = rho[j] * mm_norm(s.z, d) / zn; Rz[j] = R[j] * zn; }
  for (int a = 0; a < d; a++) for (int c = 0; c < d; c++) Wsvm[a * d + c] = s.z[a] * Z[c]; /* the start $q^\mm z^T$ */
  memcpy(qdir, s.z, sizeof(double) * (size_t)d); po.dirs = qdir; po.ndirs = 1;
  cr_assert(mm_dyn_path(in, &po, Rz, 4, P, pp) == MM_OK, "%s", mm_error_message());
  for (int b = 0; b < 2; b++) {
    mm_nucpath_options o = mm_nucpath_defaults();
    o.ball = b ? MM_NUCPATH_FROBENIUS : MM_NUCPATH_NUCLEAR;
    o.dirs = Wsvm; o.ndirs = 1;
    cr_assert(mm_nucpath_solve(lift, &o, 4, R, NULL, WP, np) == MM_OK, "%s", mm_error_message());
    for (int j = 0; j < 4; j++) {
      long double e = 0.0L;
      for (int a = 0; a < d; a++)
        for (int c = 0; c < d; c++) {
          long double x = WP[j * d * d + a * d + c] - (long double)P[j * d + a] * Z[c] / (zn * zn);
          e += x * x;
        }
      worst = fmax(worst, (double)sqrtl(e) / R[j]);
      gmax = fmax(gmax, np[j].converged ? np[j].gap : INFINITY);
    }
  }
  mm_prop_record(&pr, k, isinf(gmax) ? INFINITY : worst / sqrt(1e-8), in, "n = %d, d = %d, |q*| = %.4g, largest gap %.3g", in->n, d, mm_norm(s.z, d), gmax);
  mm_svm_free(&s); mm_instance_free(lift);
}

@*1 Where the two paths go.
{\it The claims} [sequel: abstract, claim~(1); the tested form is the
paths of \secref{nucpath-equiv}]. On the model with query tokens the
$(K,Q)$ regularization path, which is the nuclear-norm path $W_R$,
converges in direction to $W_N/\norm{W_N}_*$, and the $W$ path, the
Frobenius-norm path, to $W_F/\norm{W_F}_F$, both for the optimal
selection. By \secref{nucpath-equiv} the constrained paths tested here
carry the penalised paths of the sequel's ``vanishing regularization'':
a limit of the constrained path is the limit of the penalised one, so the
check of~(a) tests the sequel's own claim, not a variant of it.
@^sequel@>

{\it Draws.} Those of the $(K,Q)$ training checks (|mm_nucpath_draw|,
the same instance for the same seed and trial): three tiers ($70$, $25$ and
$5\,\%$ of the draws), Assumption~B exactly, so that the optimal selection
is the chosen $\alpha$ and the risk has no stationary point;
$n(T-1)\le d^2$, so that both ATT-SVMs are feasible. {\it Hypotheses the
suite adds:} both oracles answer with their certificates (the QP's KKT
certificate on the lifted instance for $W_F$, the semidefinite oracle's
verified duality gap for $W_N$), else the draw is a skip; the angle
$\theta_{FN}$ between $W_F$ and $W_N$ is at least $0.1$ rad, else the two
claims cannot be told apart and the draw is a skip.

{\it Algorithm.} Each path at the radii $\rho\,\norm{W_N}_*$ (nuclear) and
$\rho\,\norm{W_F}_F$ (Frobenius), $\rho=4,16,64,256$, warm-started from
$0$, every radius to a relative Frank--Wolfe gap of $10^{-8}$ in $F$ within $2\cdot10^4$
iterations; a radius that does not get there is a failure of the property
|every_radius_is_certified| and makes the draw a skip of the others. At
the largest radius each path is also solved from the other solution's
direction (the nuclear path from $R\,W_F/\norm{W_F}_*$, the Frobenius path
from $R\,W_N/\norm{W_N}_F$), and the start with the lower $F$ is the
answer: the risk is not convex, so one start proves stationarity, not
optimality (\secref{nucpath-gap}), and the rival's direction is the start
most likely to find a better point if the claim is false.

{\it Statistic and tolerance.} As for Theorem~1's path (\secref{thm1:rate}),
on the lifted instance the Frobenius path {\it is\/} the paper's path of
$p={\rm vec}(W)$, and its angle to the limit decays like $c/\rho$ with $c$
a logarithm of ratios of score gaps and key differences; the transverse
balance behind that rate (the tails $e^{-\rho+\langle k,w\rangle}$ of the
support constraints against the ball's curvature) is the same on the
nuclear ball wherever its boundary is smooth, and where it is not (at
matrices of lower rank than $d$) the ball's faces can only pin the
transverse part, not free it. The sequel states no rate. The statistic is
therefore Theorem~1's: $c=\rho\,|thm_decreasing_angle|$ at $\rho=256$ (the
angle at $\rho=256$, infinite unless the angle falls at least twofold from
its largest value over $\rho=4,\ldots,256$ when that value is above
$10^{-3}$, and extrapolated if it rose at the end), against $c=32$, i.e.\
$0.125$ rad at $\rho=256$. A path heading elsewhere keeps its distance and
fails the twofold fall or the tolerance; the planted wrong targets below
measure how often.

{\it Telling them apart.} On each tested draw the nuclear path's end must
be nearer $W_N$ than $W_F$ and the Frobenius path's end nearer $W_F$ than
$W_N$: the statistic is the larger of the two ratios of angles
$\angle(W_R,W_N)/\angle(W_R,W_F)$ (nuclear path) and
$\angle(W_R,W_F)/\angle(W_R,W_N)$ (Frobenius path) at $\rho=256$, tolerance
$1$; with $\theta_{FN}\ge0.1$ and the angles to the right limits below
$0.125$ the check has room only when the path has converged well past the
tolerance of~(a), which it measures.

{\it Outcome and cost.} At the default count ($1000$ draws, seed
|20231210|, the draws of the $(K,Q)$ training checks at their default
count) the suite costs about two minutes of processor time, almost all of
it the path properties (about $0.1$\,s a draw, two thirds of it the
nuclear path, whose every iteration takes two singular value
decompositions); the path at real size takes about $5$\,s and the known
answer under a second. At $1000$ draws: $954$ tested ($46$ skipped because the solutions
are within $0.1$ rad), every radius of both paths certified (largest
relative gap just under $10^{-8}$, where the method stops); the worst $c$
is $11.7$ for the nuclear path (tiny $11.7$, medium $9.6$, large $4.6$) and
$3.8$ for the Frobenius path (tiny $3.8$, medium $3.6$, large $2.6$),
against $32$; every nuclear end is nearer $W_N$ and every Frobenius end
nearer $W_F$ (worst ratio $0.38$); the planted wrong targets pass on $3$ of the $954$ draws. {\it So on these
draws the $(K,Q)$ regularization path goes to the nuclear-norm ATT-SVM,
as the sequel states}, unlike the $(K,Q)$ gradient runs of the training
chapter, which stop at non-global KKT points on a share of the same
draws: on these draws the global path shows no locally-optimal limit, and
the non-global limits are those of the gradient runs.

{\it Power.} The same statistic as~(a) against the planted wrong target
(the nuclear path against $W_F$, the Frobenius path against $W_N$) must
fail on most tested draws; the share of draws on which it passes is the
statistic of |planted_wrong_targets_are_refused|, tolerance $1/2$. It
passes only where $\theta_{FN}$ is below the tolerance's $0.125$ rad or
the path is still far from both.

@ What one draw gives the properties.
@<Nucpath checks: subroutines@>=
#define NP_NR 4
typedef struct {
  int skip; const char *why;
  int d, certified; /* every radius of both paths within its gap tolerance */
  double gap; /* the largest gap over both paths */
  double theta_FN;
  double angN[NP_NR], angNF[NP_NR]; /* the nuclear path's angles to $W_N$ and to $W_F$ */
  double angF[NP_NR], angFN[NP_NR]; /* the Frobenius path's angles to $W_F$ and to $W_N$ */
  int rival_better; /* paths whose rival start ended lower */
  long iters;
} np_outcome;

@ The path of one ball, with the rival start at the largest radius.
@<Nucpath checks: subroutines@>=
static void np_path(const mm_instance *lift, mm_nucpath_ball ball, const double *target, const double *rival,
  double scale, np_outcome *o, double *ang, double *angr)
{
  int d = o->d, dd = d * d;
  double rho[NP_NR] = {4, 16, 64, 256}, R[NP_NR], P[NP_NR * 144], W[144], rn;
  mm_nucpath_point pt[NP_NR], pr;
  mm_nucpath_options opt = mm_nucpath_defaults();
  double step = 1.0;
  opt.ball = ball;
  for (int j = 0; j < NP_NR; j++) R[j] = rho[j] * scale;
  cr_assert(mm_nucpath_solve(lift, &opt, NP_NR, R, NULL, P, pt) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_nucpath_norm(ball, rival, d, &rn) == MM_OK, "%s", mm_error_message());
  for (int j = 0; j < dd; j++) W[j] = rival[j] * R[NP_NR - 1] / rn;
  cr_assert(mm_nucpath_radius(lift, &opt, R[NP_NR - 1], W, &step, &pr) == MM_OK, "%s", mm_error_message());
  if (pr.converged && pr.F < pt[NP_NR - 1].F) { memcpy(P + (NP_NR - 1) * dd, W, sizeof(double) * dd); pt[NP_NR - 1] = pr; o->rival_better++; }
  for (int j = 0; j < NP_NR; j++) {
    if (!pt[j].converged) o->certified = 0;
    o->gap = fmax(o->gap, pt[j].gap / fmax(1.0, pt[j].scale)); o->iters += pt[j].iters;
    ang[j] = mm_dyn_angle(P + j * dd, target, dd); angr[j] = mm_dyn_angle(P + j * dd, rival, dd);
  }
}

@ @<Nucpath checks: subroutines@>=
static void np_outcome_of(const mm_instance *in, const double *Z, const int *alpha, np_outcome *o)
{
  int d = in->d;
  mm_instance *lift = mm_kq_lift(in, Z);
  mm_svm fs; mm_nuclear ns;
  memset(o, 0, sizeof *o); o->d = d; o->certified = 1;
  memset(&fs, 0, sizeof fs); memset(&ns, 0, sizeof ns);
  cr_assert(lift != NULL, "%s", mm_error_message());
  if (mm_svm_att(lift, alpha, NULL, &fs) != MM_OK) { o->skip = 1; o->why = "the Frobenius ATT-SVM is not solved with its certificate"; }
  else if (mm_nuclear_solve(in, alpha, Z, &ns) != MM_OK || !ns.cert.verified) { o->skip = 1; o->why = "the nuclear-norm ATT-SVM is not solved with a verified certificate"; }
  else if ((o->theta_FN = mm_dyn_angle(fs.z, ns.W, d * d)) < 0.1) { o->skip = 1; o->why = "the two solutions are less than 0.1 rad apart"; }
  else {
    np_path(lift, MM_NUCPATH_NUCLEAR, ns.W, fs.z, ns.objective, o, o->angN, o->angNF);
    np_path(lift, MM_NUCPATH_FROBENIUS, fs.z, ns.W, mm_norm(fs.z, d * d), o, o->angF, o->angFN);
  }
  mm_svm_free(&fs); mm_nuclear_free(&ns); mm_instance_free(lift);
}

@ The test: one loop over the draws feeds the five tallies.
@<Nucpath checks: tests@>=
Test(nucpath, paths_converge_to_their_svms)
{
  mm_prop pa, pb, pc, pg, pw;
  int tested = 0, wrong_pass = 0, rivals = 0;
  const char *hyp = "Assumption B exactly, n(T-1) <= d^2, both oracles certified, angle(W_F, W_N) >= 0.1; rho = 4, 16, 64, 256";
  mm_prop_begin(&pa, "nucpath", "nuclear_path_converges_to_nuclear_svm", hyp, "c = 256 x shape-tested angle(W_R, W_N) at rho = 256", 32.0, 1000);
  mm_prop_label(&pa, MM_KIND_THEOREM, "the (K, Q) path = the nuclear-norm ball path (FISTA, relative Frank-Wolfe gap 1e-8, rival start at the end) against the nuclear-norm ATT-SVM (DSDP, certified)");
  mm_prop_result(&pa, "sequel (1)");
  mm_prop_begin(&pb, "nucpath", "frobenius_path_converges_to_frobenius_svm", hyp, "c = 256 x shape-tested angle(W_R, W_F) at rho = 256", 32.0, 1000);
  mm_prop_label(&pb, MM_KIND_THEOREM, "the W path = the Frobenius-ball path (FISTA, relative Frank-Wolfe gap 1e-8, rival start at the end) against the Frobenius ATT-SVM (QP, KKT certificate)");
  mm_prop_result(&pb, "sequel (1)");
  mm_prop_begin(&pc, "nucpath", "paths_end_nearer_their_own_svm", hyp,
    "max(angle(W_R^nuc, W_N) / angle(W_R^nuc, W_F), angle(W_R^fro, W_F) / angle(W_R^fro, W_N)) at rho = 256", 1.0, 1000);
  mm_prop_label(&pc, MM_KIND_THEOREM, "both paths on the same draw: the nuclear path ends nearer W_N, the Frobenius path nearer W_F");
  mm_prop_result(&pc, "sequel (1)");
  mm_prop_begin(&pg, "nucpath", "every_radius_is_certified", hyp, "largest relative Frank-Wolfe gap g / max(1, R |grad F|_dual) of F over both paths' radii / 1e-8", 1.0, 1000);
  mm_prop_label(&pg, MM_KIND_MECHANICS, "every radius of both paths ends within its gap tolerance inside the iteration limit");
  mm_prop_begin(&pw, "nucpath", "planted_wrong_targets_are_refused", hyp,
    "share of tested draws on which the statistic of (a) or (b) passes against the other path's SVM", 0.5, 1);
  mm_prop_label(&pw, MM_KIND_MECHANICS, "power: the nuclear path against W_F and the Frobenius path against W_N");
  mm_prop_tiers(&pa, 70, 25, 5); mm_prop_tiers(&pb, 70, 25, 5); mm_prop_tiers(&pc, 70, 25, 5); mm_prop_tiers(&pg, 70, 25, 5);
  for (int k = mm_prop_first(&pa); k < pa.trials; k = mm_prop_next(&pa, k)) {
    mm_rng r; double Z[12 * 12]; int alpha[12];
    np_outcome o;
    mm_instance *in;
    mm_prop_rng(&pa, k, &r);
    in = mm_nucpath_draw(&r, mm_prop_tier(&pa, k), Z, alpha);
    cr_assert(in != NULL, "%s", mm_error_message());
    np_outcome_of(in, Z, alpha, &o);
    @<Nucpath checks: record one draw in the tallies@>@;
    mm_instance_free(in);
  }
  mm_prop_record(&pw, 0, tested ? (double)wrong_pass / tested : 1.0, NULL,
    "the wrong target passed on %d of %d tested draws; the rival start ended lower on %d paths", wrong_pass, tested, rivals);
  mm_prop_end(&pa); mm_prop_end(&pb); mm_prop_end(&pc); mm_prop_end(&pg); mm_prop_end(&pw);
  cr_assert(pg.failed == 0, "%s", mm_prop_summary(&pg));
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
  cr_assert(pb.failed == 0, "%s", mm_prop_summary(&pb));
  cr_assert(pc.failed == 0, "%s", mm_prop_summary(&pc));
  cr_assert(pw.failed == 0, "%s", mm_prop_summary(&pw));
}

@ @<Nucpath checks: record one draw...@>=
if (o.skip) { mm_prop_skip(&pa, o.why); mm_prop_skip(&pb, o.why); mm_prop_skip(&pc, o.why); mm_prop_skip(&pg, o.why); }
else {
  double ca, cb, cwa, cwb, sc;
  mm_prop_record(&pg, k, o.gap / 1e-8, in, "d = %d, largest relative gap %.3g, %ld iterations over both paths", o.d, o.gap, o.iters);
  if (!o.certified) { const char *w = "a radius did not reach its gap tolerance"; mm_prop_skip(&pa, w); mm_prop_skip(&pb, w); mm_prop_skip(&pc, w); }
  else {
    ca = 256 * thm_decreasing_angle(o.angN, NP_NR, 1, 1e-3); cb = 256 * thm_decreasing_angle(o.angF, NP_NR, 1, 1e-3);
    cwa = 256 * thm_decreasing_angle(o.angNF, NP_NR, 1, 1e-3); cwb = 256 * thm_decreasing_angle(o.angFN, NP_NR, 1, 1e-3);
    sc = fmax(o.angN[NP_NR - 1] / o.angNF[NP_NR - 1], o.angF[NP_NR - 1] / o.angFN[NP_NR - 1]);
    tested++; rivals += o.rival_better;
    if (cwa <= 32 || cwb <= 32) wrong_pass++;
    mm_prop_record(&pa, k, ca, in, "d = %d, angle(W_R, W_N) = %.3g %.3g %.3g %.3g at rho = 4 .. 256; angle(W_F, W_N) = %.3g",
      o.d, o.angN[0], o.angN[1], o.angN[2], o.angN[3], o.theta_FN);
    mm_prop_record(&pb, k, cb, in, "d = %d, angle(W_R, W_F) = %.3g %.3g %.3g %.3g at rho = 4 .. 256; angle(W_F, W_N) = %.3g",
      o.d, o.angF[0], o.angF[1], o.angF[2], o.angF[3], o.theta_FN);
    mm_prop_record(&pc, k, sc, in, "d = %d, nuclear path: %.3g to W_N, %.3g to W_F; Frobenius path: %.3g to W_F, %.3g to W_N",
      o.d, o.angN[NP_NR - 1], o.angNF[NP_NR - 1], o.angF[NP_NR - 1], o.angFN[NP_NR - 1]);
  }
}

@*1 A path at the command's real size.
One planted instance (|mm_nuclear_planted|) with $n=100$ inputs of up to
$16$ tokens in $d=16$ dimensions, distinct queries, and the scores of
Assumption~B set on the planted selection ($\gamma_{i\alpha_i}=1$, the
others $0$; the head plays no other part), so that the selection is
feasible and optimal. The nuclear-norm path at $\rho=1,10,100$ times
$\norm{W_N}_*$, followed from $0$ and started also from
$R\,W_N/\norm{W_N}_*$ at each radius, must certify every radius (relative gap at
most $10^{-8}$ within the iteration limit); the record gives the times of
the oracle and of the path and the angle to $W_N$ at each radius. The
statistic is the largest gap over the tolerance. Measured: $\norm{W_N}_*=3.29$,
the oracle $4$\,s and the path $3$ to $5$\,s of processor time; the
angles to $W_N$ are $0.79$, $0.115$ and $0.018$ rad at $\rho=1,10,100$,
falling about tenfold per decade as the rate $c/\rho$ says ($c\approx1.8$);
at $\rho=10$ the start $W_N$ won, at $\rho=100$ both starts agree.
@<Nucpath checks: tests@>=
Test(nucpath, real_size_nuclear_path_is_certified)
{
  mm_prop pr;
  mm_prop_begin(&pr, "nucpath", "real_size_nuclear_path_is_certified", "planted, n = 100, T <= 16, d = 16, Assumption B scores on the planted selection",
    "largest relative Frank-Wolfe gap over rho = 1, 10, 100 / 1e-8", 1.0, 1);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "the nuclear-norm path at real size, with the oracle's W_N for the radii; times recorded");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; double *Z = malloc(sizeof(double) * 100 * 16), *P = malloc(sizeof(double) * 3 * 256), R[3], g = 0.0, t0, t1, t2;
    int alpha[100];
    mm_instance *in, *lift;
    mm_nuclear ns;
    mm_nucpath_point pt[3];
    mm_nucpath_options o = mm_nucpath_defaults();
    cr_assert(Z && P);
    mm_prop_rng(&pr, k, &r);
    in = mm_nuclear_planted(&r, 100, 16, 16, 0, alpha, Z);
    cr_assert(in != NULL, "%s", mm_error_message());
    for (int i = 0; i < in->n; i++)
      for (int t = 0; t < in->T[i]; t++) in->gamma[in->off[i] + t] = t == alpha[i] ? 1.0 : 0.0;
    lift = mm_kq_lift(in, Z);
    cr_assert(lift != NULL, "%s", mm_error_message());
    memset(&ns, 0, sizeof ns);
    t0 = np_clock();
    cr_assert(mm_nuclear_solve(in, alpha, Z, &ns) == MM_OK && ns.cert.verified, "%s", mm_error_message());
    t1 = np_clock();
    for (int j = 0; j < 3; j++) R[j] = pow(10.0, j) * ns.objective;
    o.dirs = ns.W; o.ndirs = 1;
    cr_assert(mm_nucpath_solve(lift, &o, 3, R, NULL, P, pt) == MM_OK, "%s", mm_error_message());
    t2 = np_clock();
    for (int j = 0; j < 3; j++) g = fmax(g, pt[j].converged ? pt[j].gap / fmax(1.0, pt[j].scale) : INFINITY);
    mm_prop_record(&pr, k, g / 1e-8, in, "|W_N|_* = %.4g (SDP %.2f s); path %.2f s: angles to W_N %.3g %.3g %.3g, iterations %ld %ld %ld, gaps %.2g %.2g %.2g",
      ns.objective, t1 - t0, t2 - t1, mm_dyn_angle(P, ns.W, 256), mm_dyn_angle(P + 256, ns.W, 256), mm_dyn_angle(P + 512, ns.W, 256),
      pt[0].iters, pt[1].iters, pt[2].iters, pt[0].gap, pt[1].gap, pt[2].gap);
    mm_nuclear_free(&ns); mm_instance_free(lift); mm_instance_free(in); free(Z); free(P);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The processor time, for the record.
@<Nucpath checks: subroutines@>=
static double np_clock(void)
{
  return (double)clock() / CLOCKS_PER_SEC;
}
