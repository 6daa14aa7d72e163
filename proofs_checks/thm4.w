@*Theorem 4: only LMM directions can be limits.
{\it The claim} (the suite's formulation of Theorem~4). Let the loss satisfy
Assumption~A and let $q$ be a direction that is not an LMM direction. Then
gradient descent started near $q$ at large norm does not converge in
direction to $q$, and the local regularization path around $q$,
$$\bar p_q(R)=\mathop{\rm argmin}\{L(p):\ \norm{p}\le R,\ p\in
C_{\mu,R_0}(q)\},$$
does not converge in direction to $q$ as $R\to\infty$. Together with
Theorem~3 this says that the LMM directions are exactly the directions that
attract.
@^Theorem 4@>
@^local regularization path@>

{\it Status.} Both properties hold on every trial that is tested, at the
default trial count and at ten times it, with the default seed and with
the seed $7$ (see the verification report for the worst statistics;
against $1$). Runs that stopped growing inside the cone are counted as
undecided skips, and a draw whose local path is not stationary to
$10^{-6}$ is a skip. Three things found on the way are described where
they arise: a draw on which normalised descent stops growing at
$\norm{p}=359$, $0.007$ rad from a non-LMM direction, and whose local path
drifts away from that direction only slowly (an open case: the run is an
undecided skip, the path passes by the second alternative of its
statistic); the path's resolution ($16\norm{q}$: beyond it the objective is
flat to rounding on the cone); and the dynamics module's former
zero-gradient stall, now fixed. The earlier limit of $256$ in absolute
radius (draws with $16\norm{q}>256$ were skipped because the path solver
aborted or missed interior minimisers there) is lifted now that both
defects are repaired. Two statistics were adjusted after
the large sweep; their sections say how.

@(thm4.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "thm_checks.h"
@<Theorem 4: helpers@>@;
@<Theorem 4: tests@>@;

@*1 Directions that are not LMMs.
Two kinds of $q$, alternating with the trial number. {\it Kind 1:} the
ATT-SVM direction $p^\mm(\alpha)$ of a selection that is separable but not
locally optimal: some support token of some input scores at least as high
as the selected token. These are the interesting non-LMMs, max-margin
directions of a selection, so the dynamics near them are slow and
structured. Up to $64$ random selections are classified by
|mm_tokens_classify| (exact QP with certificates); the first one classified
{\it not locally optimal\/} is taken, and a draw without one is a skip.
{\it Kind 2:} a random unit vector whose angle to every enumerated LMM
direction is at least $0.45$ rad ($\cos<0.9$); up to $64$ tries, else a
skip. Its length is $1/D$, with $D$ the largest distance between two keys
of one input, so that at radius $\rho\norm{q}$ no two logits of an input
differ by more than $\rho$: the radii below, multiples of $\norm{q}$, are
then logit scales for both kinds. (With unit length, a large-norm draw,
keys ten times longer, put the path at logit gaps near $160$, where its
objective is flat to rounding, see below; its answer moved off the cone's
boundary to $0.021$ rad at the last radius.)
@<Theorem 4: helpers@>=
static int thm4_not_local(const mm_instance *in, mm_rng *r, double *q)
{
  int alpha[8];
  for (int tries = 0; tries < 64; tries++) {
    mm_selection sel;
    int hit;
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(r, 0, in->T[i] - 1);
    cr_assert(mm_tokens_classify(in, alpha, &sel) == MM_OK, "%s", mm_error_message());
    hit = sel.kind == MM_SEL_NOT_LOCAL;
    if (hit) memcpy(q, sel.lmm.p, sizeof(double) * (size_t)in->d);
    mm_selection_free(&sel);
    if (hit) return 1;
  }
  return 0;
}

@ @<Theorem 4: helpers@>=
static int thm4_random_far(const mm_instance *in, const mm_lmm_set *set, mm_rng *r, double *q)
{
  int d = in->d;
  double D = 0.0;
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++)
      for (int u = 0; u < t; u++)
        D = fmax(D, mm_dist(in->K + (size_t)(in->off[i] + t) * d, in->K + (size_t)(in->off[i] + u) * d, d));
  if (!(D > 0)) D = 1.0;
  for (int tries = 0; tries < 64; tries++) {
    double c = -1.0, nq;
    thm_random_start(r, d, 1.0, q);
    nq = mm_norm(q, d);
    if (set->count > 0) mm_tokens_nearest(set, q, &c);
    if (c < 0.9 && nq > 0) { for (int j = 0; j < d; j++) q[j] /= nq * D; return 1; }
  }
  return 0;
}

@*1 Runs started in a narrow cone leave it.
The cone has half-angle $\theta=\min(0.05,\ \phi/2)$ ($\mu=1-\cos\theta$),
where $\phi$ is the angle from $q$ to the nearest LMM direction: a cone
that contained an LMM direction could not be left by a run that converges
to it, and on near-degenerate draws the ATT-SVM direction of a non-local
selection can lie within $0.03$ rad of an LMM (measured). The start is at norm $R=16\norm{q}$ (logit gap $16$
along $q$ for kind~1), at a random angle up to $\theta/2$ from $q$, on the
boundary $\theta/2$ itself for adversarial trials. Normalised descent,
$\eta=0.1$, runs $4000+40\theta R/\eta$ steps (at most $2\cdot10^5$): a
run heading for the nearest LMM must move sideways by about $2\theta R$,
and this allows it twenty times that path length on top of $400$. (With a
fixed $4000$ steps, a near-degenerate draw with $\norm{q}$ in the hundreds
and $\theta=0.002$ had not moved far enough.)

{\it Statistic:} $\theta/\angle(p_{\rm end},q)$, at most $1$ when the run
ended outside the cone. If the run's norm ended {\it below\/} its start, or
grew by less than a tenth over the second half of the run, it is not going
to infinity along $q$ within the budget. If it nevertheless ended outside
the cone it is scored like any other run; if it ended inside, it has shown
neither convergence to $q$ nor departure from it, and it is a skip with
the reason {\it undecided\/}, counted in the report: $0$ of $30$ runs at the
default count, $5$ of $300$ at ten times ($0$ and $3$ with the seed $7$),
out of $4$ and $34$ runs that stopped growing ($5$ and $29$), the others
having ended outside the cone. The test prints these counts. (A first version gave such runs
the statistic $0$, a pass; the audit of these chapters found that those
five passes were runs that had tested nothing.) This case was added after
the large sweep: at ten times the default trial count, on a four-input draw whose
optimal tokens are not separable (trial 220), a run started $0.025$ rad
from the ATT-SVM direction of a non-local selection at $\norm{p}=94$ grew
to $\norm{p}=359$ and then stopped growing: for the next $2\cdot10^4$ steps
its norm stayed at $358.9$ and its angle to $q$ at $0.007$. Normalised steps
of fixed length in a valley narrower than the step zigzag across it; this
run is either such a discretisation effect or a very slow motion along the
valley. We could not tell which within the time of this check, and report
it as an open case rather than as a confirmation or a counterexample.
The tolerance is $1$: the claim is qualitative (no convergence to $q$), and
a run that converged to $q$ would end {\it inside\/} every cone around it.
A run stopped by the dynamics module's former zero-gradient defect
(Theorem~2's chapter) used to be a skip; the defect is fixed, the
gradient is never zero where some input has two different scores (which
holds on every draw here), and a stalled run now fails the property.
@<Theorem 4: helpers@>=
static double thm4_theta(const mm_lmm_set *set, const double *q, int d)
{
  double th = 0.05;
  for (int l = 0; l < set->count; l++) th = fmin(th, 0.5 * mm_dyn_angle(q, set->lmm[l].p, d));
  return th;
}
static double thm4_run(const mm_instance *in, const double *q, double th, mm_rng *r, int boundary, double *p,
  double *angle, double *ratio, int *stalled, int *growing)
{
  int d = in->d;
  double R = 16.0 * mm_norm(q, d);
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  thm_cone_point(r, q, d, R, boundary ? th / 2 : th / 2 * mm_rng_uniform(r), p);
  double half;
  o.max_steps = (long)fmin(2e5, 4000.0 + 20.0 * 2.0 * th * R / o.eta) / 2;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
  half = res.norm;
  if (res.stop == MM_DYN_STOP_STEPS) cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
  *angle = mm_dyn_angle(p, q, d);
  *ratio = res.norm / R;
  *stalled = res.stop == MM_DYN_STOP_STALLED;
  *growing = !(res.norm < R || half / res.norm > 0.9);
  return th / *angle;
}

@*1 The local path does not converge to $q$.
The local path is computed by |mm_dyn_path| with the cone $C_{\mu,R_0}(q)$,
$\theta$ as above, $R_0=\norm{q}$, at radii $R=4,8,16\,\norm{q}$, from
eight random starts in the cone plus the warm start. If the path converged
to $q$ its angle to $q$ would tend to $0$; a non-LMM direction instead
pushes the minimiser against the cone's boundary, at angle $\theta$, or
keeps it at a finite norm: for a selection that puts weight on a token
scoring lower than a support token, moving out along $q$ {\it raises\/} the
risk (measured on a single-input draw: $F=-0.404$ on the cone's boundary at
$\rho=4$, $-0.3718$ at $\rho=8$, $-0.3710$ at $\rho=16$), so the minimiser
stays at small norm. Convergence to $q$ means $\bar p_q(R)/R\to\hat q$;
both behaviours keep $\norm{\bar p_q(R)/R-\hat q}$ away from zero (at
least $\approx\theta$ on the boundary, at least $1/2$ at norm below $R/2$).
With $e(R)=\norm{\bar p_q(R)/R-\hat q}$, the {\it statistic\/} is
$\min\bigl((\theta/2)/e(16\norm{q}),\ e(4\norm{q})/e(16\norm{q})\bigr)$,
at most $1$ when the path ends at least halfway from $q$ to the cone's
boundary, {\it or\/} when its distance from $q$ has not decreased over the
fourfold range of radii. Convergence to $q$ at the rate $c/\rho$ would
divide $e$ by four over the range; a path that moves away from $q$ is the
opposite. The second alternative was added after the large sweep: on the
draw of trial 220 (see the runs above) the path stayed inside the cone,
with $e=0.0025$, $0.0048$, $0.0059$ at the three radii, drifting away from
$q$ but slowly, far from the boundary at these radii. The second
alternative counts only when $e(16\norm{q})>10^{-3}$, the floor below which
Theorem~1's chapter found that the order of successive values says nothing
about convergence. Without that floor it accepted LMM directions: with $q$
deliberately replaced by an LMM direction (a local experiment of the audit,
not part of the suite), $13$ of $27$ paths passed, among them paths that
had converged to $q$ to rounding ($e=2.0\cdot10^{-9}$, $7.1\cdot10^{-10}$,
$1.8\cdot10^{-9}$), whose values rise and fall at random.

{\it Why the radii stop at $16\norm{q}$.} The path minimises
$F=\log(L-L_\star)$. For a non-locally-optimal selection that differs from
$\opt$ in some input, $L-L_\star$ contains the constant score gap of that
input, and what distinguishes one point of the cone from another are tails
of relative size $e^{-\rho}$ at logit gap $\rho=R/\norm{q}$. At $\rho=64$
they are $10^{-28}$ of $F$'s value, below its rounding: $F$ is flat to
double precision on the cone and the minimiser returned is wherever the
search started (measured: angle exactly $0$ at $\rho=16$ and $64$ on the first
draw, when the radii were $4,16,64\,\norm{q}$). At $\rho=16$ the tails are
$10^{-7}$ of the constant, seven digits above rounding. This is a limit of
resolution of the path in double precision, not of the theorem.

{\it A finding about the path solver, and its repair.} When kind-2
directions were scaled to the norm of the GMM direction, a near-tie draw
(seed 20231210, trial 11; margin $10^{-3}$, so $\norm{q}=10^3$ and radii
$4000$ to $16000$) made |mm_dyn_path| abort on its internal invariant that
|mm_dyn_evaluate| succeeds, and on the same instance with $R_0=1$ the path
at $R=256$ returned $F=-1.464$ although the answer at $R=64$, feasible at
$R=256$, has $F=-1.508$. Both were defects of the dynamics module (a
subnormal $\nabla F$ turned into an infinite step, and a null step accepted
at the cone's inner boundary), repaired in its section on paths, where the
check of the dynamics that guards each is named; the same instance now gives
$F=-1.508$ at every radius from $4000$ to $256000$, with stationarity below
$1.4\cdot10^{-8}$. The check therefore no longer skips draws with
$16\norm{q}>256$. It requires instead that the path be first-order
stationary to $10^{-6}$ at all three radii (the value the dynamics checks
require on E1a and E1b): a path stopped by its iteration limit has not
computed the minimiser, and its angle says nothing about the claim. This
rule was added when the limit was lifted: at ten times the default trials,
on a near-degenerate draw (trial 32, $\norm{q}=1261$, $\theta=0.0028$) the
path reported stationarity $8.6\cdot10^{-6}$ and $1.7\cdot10^{-5}$ at the first two
radii and $e=0.00083$, $0.00080$, $0.00080$, a statistic of $1.03$ that
would have failed on answers that are not minimisers. At the default trial
count $1$ of $30$ draws is skipped for this reason, at ten times $14$ of
$300$ (against $1$ and $23$ skips for the radius limit before).
@<Theorem 4: helpers@>=
static double thm4_path(const mm_instance *in, const double *q, double th, double *angles, double *stat)
{
  int d = in->d;
  double nq = mm_norm(q, d), radii[3] = {4.0 * nq, 8.0 * nq, 16.0 * nq}, P[24];
  mm_path_point pt[3];
  mm_path_options po = mm_path_defaults();
  po.starts = 8; po.q = q; po.mu = 1.0 - cos(th); po.R0 = nq;
  cr_assert(mm_dyn_path(in, &po, radii, 3, P, pt) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 3; k++) {
    double e = 0.0;
    for (int j = 0; j < d; j++) e += pow(P[(size_t)k * d + j] / radii[k] - q[j] / nq, 2);
    angles[k] = sqrt(e);
    *stat = k == 0 ? pt[k].stationarity : fmax(*stat, pt[k].stationarity);
  }
  return fmin(th / 2 / angles[2], angles[2] > 1e-3 ? angles[0] / angles[2] : INFINITY); /* drift counts above the floor $10^{-3}$ only */
}

@*1 The test.
{\it Generator.} |mm_gen_instance| with $n\le4$, $T_i\le5$, $d\le3$, random
labels, logistic loss, a third of the draws adversarial (|thm_draw|). The
LMM directions of each draw come from the certified enumeration; they are
needed to choose kind-2 directions and to name where the runs went.
@<Theorem 4: tests@>=
Test(thm4, runs_and_local_paths_leave_non_LMM_directions)
{
  mm_prop pr, pp;
  int still = 0, drift = 0; /* runs that stopped growing; paths that pass only by drifting */
  const char *hyp = "q = ATT-SVM direction of a not-locally-optimal selection (even trials) or a random direction >= 0.45 rad from every LMM (odd trials); n <= 4, T <= 5, d <= 3, logistic";
  mm_prop_begin(&pr, "thm4", "ngd_leaves_cone_around_non_LMM", hyp,
    "theta / angle(p_end, q), theta = min(0.05, half the angle to the nearest LMM), after 4000 + 40 theta R / eta NGD steps (eta 0.1) from |p| = 16 |q| within theta/2 of q; 0 if |p| decreased", 1.0, 30);
  mm_prop_begin(&pp, "thm4", "local_path_avoids_non_LMM", hyp,
    "min((theta/2) / e(16|q|), e(4|q|) / e(16|q|)), e(R) = |p_q(R)/R - q/|q|| for the cone path (half-angle theta, R0 = |q|)", 1.0, 30);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; mm_lmm_set set;
    mm_gen_options o = mm_gen_defaults();
    const char *kind;
    double q[8];
    int found;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    o.d_max = 3;
    in = thm_draw(&r, k, &o, NULL, &kind);
    cr_assert(mm_tokens_enumerate_lmm(in, NULL, &set) == MM_OK, "%s", mm_error_message());
    found = k % 2 == 0 ? thm4_not_local(in, &r, q) : thm4_random_far(in, &set, &r, q);
    if (!found) {
      const char *why = k % 2 == 0 ? "no not-locally-optimal selection among 64 random ones" : "no random direction far from every LMM in 64 tries";
      mm_prop_skip(&pr, why); mm_prop_skip(&pp, why);
    } else @<Theorem 4: run from the cone and compute the local path around |q|@>@;
    mm_lmm_set_free(&set); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pp);
  cr_log_info("thm4: %d run(s) stopped growing (those still inside the cone are skips); %d local path(s) passed only because their distance from q grew", still, drift);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pp.failed == 0, "%s", mm_prop_summary(&pp));
  @<Theorem 4: assert that most draws were tested@>@;
}

@ Nearly every draw is tested: at least half of the trials must pass, for
each property (measured: all $30$ runs and $29$ paths at the default
count, at least $277$ of $300$ at ten times it).
@<Theorem 4: assert that most draws...@>=
thm_require_tested(&pr, 2);
thm_require_tested(&pp, 2);

@ @<Theorem 4: run from the cone...@>=
{
  double angle, ratio, st, pa[3], pstat, c = NAN, ep[8], th = thm4_theta(&set, q, in->d);
  int b, stall, growing;
  st = thm4_run(in, q, th, &r, mm_prop_adversarial(k), ep, &angle, &ratio, &stall, &growing);
  if (!stall && !growing) still++;
  b = set.count > 0 ? mm_tokens_nearest(&set, ep, &c) : -1;
  if (!stall && !growing && st > 1.0) mm_prop_skip(&pr, "undecided: |p| stopped growing, run still inside the cone");
  else mm_prop_record(&pr, k, stall ? INFINITY : st, in, "%s draw, q of kind %d, theta %.3g: angle at the end %.3g (nearest LMM %d at cos %.3g), |p| grew by the factor %.3g%s",
    kind, 1 + k % 2, th, angle, b, c, ratio, stall ? "; the run stalled (zero computed gradient)" : "");
  st = thm4_path(in, q, th, pa, &pstat);
  if (pstat > 1e-6) mm_prop_skip(&pp, "the local path did not reach stationarity 1e-6 within its iteration limit");
  else {
    if (st <= 1.0 && pa[2] < th / 2) drift++;
    mm_prop_record(&pp, k, st, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: |p(R)/R - q/|q|| = %.3g %.3g %.3g at R = 4, 8, 16 |q|, stationarity <= %.2g",
      kind, 1 + k % 2, th, mm_norm(q, in->d), pa[0], pa[1], pa[2], pstat);
  }
}
