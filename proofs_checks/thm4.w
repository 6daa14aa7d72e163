@*Theorem 4, normalised-GD and local-path form: only LMM directions are limits.
\lbl{chk:thm4}{\sl Statement:\/} Theorem~4, \secref{thm4}.
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

{\it What holds.} Both properties hold on every tested draw of the
default run (the verification report gives the worst statistics, against
$1$). Runs that
stop growing inside the cone are decided where they settle near a
certified strict local minimiser of the risk inside the cone (they are
bounded, so they do not converge to $q$ at infinity), and are undecided
skips otherwise; so is a run that still follows a kind-1 $q$ at $128$
times its budget while every higher-scoring support row is, in all but a
hair, a consequence of the rows of the lower-scoring tokens (below: a
{\it run held by an implied bad row\/}); a local path is decided by its statistic, or, where that
cannot be read, by a certificate that the risk somewhere in the cone is
below its limit along $q$. One draw shows both mechanisms at once (see
the section on runs that settle): the risk has a strict local minimiser at
$206\norm q$, $0.0034$ rad from a non-LMM direction $q$, beyond the run's
budget and the path's radii; the finding row
\.{run\_settles\_at\_finite\_minimiser\_in\_cone} counts such draws. The path's
resolution is described below: the objective becomes flat on the cone far
out, so the path's statistic is read at the last radius among $16$, $32$,
$64\,\norm{q}$ where its answer is resolved, and a path that fails there
(its minimiser on the sphere can sweep across the cone as the radius
grows) is continued to $256\norm q$; the certificate's candidates include
the cone's boundary and the points tilted towards each higher-scoring
token, at $64$ to $512\,\norm q$, where the risk can be below its limit by
amounts the path's objective does not resolve.

@(thm4.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "thm_checks.h"
#include "io.h"
#include "exact.h"
#include "lp.h"
#define THM4_NR 5 /* radii $4,8,\ldots,64\,\norm{q}$ of the local path */
#define THM4_NR_MORE 7 /* continued to $128$ and $256\,\norm{q}$ */
#define THM4_TIERS 70, 20, 10 /* the shares of the tiers, tiny, medium, large */
#define THM4_TRIALS 1350
@<Theorem 4: subroutines@>@;
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

{\it Not locally optimal in exact arithmetic.} The floating classification
reads the support of ATT-SVM$(\alpha)$ with a tolerance, so its support
set can hold a row that is not tight in exact arithmetic (the exact
chapter's check asserts only that it holds every exactly tight row). A
verdict ``not locally optimal'' that rests on such a row is wrong:
Theorem~4 says nothing about that $q$, which is an LMM direction, and
Theorem~3 makes it attract, so its local path converges to it and the
check would fail for no fault of the theorem (the record's calibration table
gives such a draw, a constraint inactive by $1.6\cdot10^{-13}$ of the
margin). So a kind-1 direction is taken only
when the exact solver (the exact chapter's |mm_exact_att|, started from
the floating active set) also finds the selection not locally optimal;
a selection the two verdicts disagree on is passed over like a locally
optimal one, and the report counts it (|passed|).
@<Theorem 4: subroutines@>=
static int thm4_exactly_not_local(const mm_instance *in, const int *alpha, int *passed)
{
  mm_exact_instance *e = mm_exact_instance_new(in);
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  int wi, wt, yes = 0;
  mm_assert(e != NULL);
  mm_status st = mm_exact_att(in, e, alpha, NULL, NULL, &qp, &x);
  cr_assert(st == MM_OK || st == MM_EINFEASIBLE, "thm4: the exact solver failed: %s", mm_error_message());
  if (st == MM_OK) yes = mm_exact_classify(e, alpha, &x, &wi, &wt) == MM_SEL_NOT_LOCAL;
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  if (!yes) ++*passed; /* a candidate passed over: exactly locally optimal, tied or not separable */
  return yes;
}
static int thm4_not_local(const mm_instance *in, mm_rng *r, double *q, int *passed)
{
  int alpha[8];
  for (int tries = 0; tries < 64; tries++) {
    mm_selection sel;
    int hit;
    for (int i = 0; i < in->n; i++) alpha[i] = mm_rng_int(r, 0, in->T[i] - 1);
    cr_assert(mm_tokens_classify(in, alpha, &sel) == MM_OK, "%s", mm_error_message());
    hit = sel.kind == MM_SEL_NOT_LOCAL && thm4_exactly_not_local(in, alpha, passed);
    if (hit) memcpy(q, sel.lmm.p, sizeof(double) * (size_t)in->d);
    mm_selection_free(&sel);
    if (hit) return 1;
  }
  return 0;
}

@ @<Theorem 4: subroutines@>=
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

@ {\it Medium draws.} The tiers of |mm_gen_tier| keep $d\le3$ and widen
to $5\le n\le16$, $6\le T_i\le12$ (and, on the large tier, to
$17\le n\le64$, $13\le T_i\le32$, which is treated as the medium one:
``medium'' below means both), where the LMM directions cannot be
enumerated (the search tree has up to $T^n$ leaves) and random selections
are almost never separable. Both kinds of $q$ are then chosen so that the
cone around $q$ is certified to contain no LMM direction without the
enumeration. Let $\beta$ be the selection that $q$ realises (each input's
token of largest logit), $g=\min_{i,t\ne\beta_i}(k_{i\beta_i}-k_{it})^T\hat
q>0$ its smallest logit gap per unit norm, and $D_\beta$ the largest
$\norm{k_{i\beta_i}-k_{it}}$. A unit vector $u$ at angle at most $\psi$
from $\hat q$ has $(k_{i\beta_i}-k_{it})^Tu\ge g\cos\psi-D_\beta\sin\psi$,
positive for $\tan\psi<g/D_\beta$: every direction of that cone realises
$\beta$, and an LMM direction in it, which realises its own selection,
would be $p^\mm(\beta)$. So the cone of half-angle
$\theta=\min\bigl(0.05,\ {1\over2}\arctan(g/D_\beta)\bigr)$ contains no LMM
direction when $\beta$ is not locally optimal, and, when it is, after
$\theta$ is also capped at half the angle from $q$ to $p^\mm(\beta)$.
{\it Kind 1:} $\beta$ is read off a random direction; when
|mm_tokens_classify| finds it not locally optimal, $q=p^\mm(\beta)$ (for
which $g=1/\norm q$). {\it Kind 2:} $q$ is the random direction itself,
scaled as above. Up to $64$ directions are tried for each, and a draw
whose cone would be narrower than $10^{-3}$ rad (where the path's
objective no longer resolves a quarter of it) is passed over; a draw
without a usable $q$ is a skip. |th| receives $\theta$.

These cones are narrow (most are below $0.01$ rad), and that limits what
the local path can show on medium draws: where $\theta$ is below the
angle $c/\rho$ at which the unconstrained path approaches even an LMM
direction, the cone path sits on the cone's boundary whether $q$ attracts
or not, and its statistic is $1/2$ either way. So on medium draws the
local path's statistic is read only when the certified cone is as wide as
the tiny draws' ($\theta=0.05$). On the narrower cones the path is decided
by the certificate of the path's section (a cone point at norm $64\norm q$
or more where the risk is below its limit along $q$), which does not
depend on the cone's width; a narrow-cone draw without one is a skip of
that property, with that reason. The runs' property draws from both tiers.

@<Theorem 4: subroutines@>=
static int thm4_certified(const mm_instance *in, mm_rng *r, int kind, double *q, double *th, int *passed)
{
  int d = in->d, beta[MM_GEN_MAXN];
  for (int tries = 0; tries < 64; tries++) {
    double u[MM_GEN_MAXD], g = INFINITY, Db = 0.0, Dall = 0.0, nu;
    mm_selection sel;
    int ok;
    thm_random_start(r, d, 1.0, u);
    nu = mm_norm(u, d);
    for (int j = 0; j < d; j++) u[j] /= nu;
    @<Theorem 4: read the selection |beta| off |u|, with its gap |g| and spreads |Db|, |Dall|@>@;
    cr_assert(mm_tokens_classify(in, beta, &sel) == MM_OK, "%s", mm_error_message());
    if (kind == 1) {
      ok = sel.kind == MM_SEL_NOT_LOCAL && thm4_exactly_not_local(in, beta, passed);
      if (ok) {
        memcpy(q, sel.lmm.p, sizeof(double) * (size_t)d);
        *th = fmin(0.05, 0.5 * atan(1.0 / (mm_norm(q, d) * Db)));
      }
    } else {
      *th = fmin(0.05, 0.5 * atan(g / Db));
      if (sel.kind == MM_SEL_LMM) *th = fmin(*th, 0.5 * mm_dyn_angle(u, sel.lmm.p, d));
      ok = sel.kind != MM_SEL_TIE && sel.kind != MM_SEL_INFEASIBLE;
      if (ok) for (int j = 0; j < d; j++) q[j] = u[j] / (Dall > 0 ? Dall : 1.0);
    }
    mm_selection_free(&sel);
    if (ok && *th >= 1e-3) return 1;
  }
  return 0;
}

@ |Dall| is the largest distance between two keys of one input, the scale of
kind~2 as on tiny draws.
@<Theorem 4: read the selection |beta|...@>=
for (int i = 0; i < in->n; i++) {
  const double *K = in->K + (size_t)in->off[i] * d;
  int b = 0;
  double top = -INFINITY, second = -INFINITY;
  for (int t = 0; t < in->T[i]; t++) {
    double z = mm_dot(K + (size_t)t * d, u, d);
    if (z > top) { second = top; top = z; b = t; } else if (z > second) second = z;
  }
  beta[i] = b;
  if (in->T[i] > 1) g = fmin(g, top - second);
  for (int t = 0; t < in->T[i]; t++) {
    Db = fmax(Db, mm_dist(K + (size_t)b * d, K + (size_t)t * d, d));
    for (int v = 0; v < t; v++) Dall = fmax(Dall, mm_dist(K + (size_t)t * d, K + (size_t)v * d, d));
  }
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
the cone it is scored like any other run. If it ended inside, it is
decided when it settled near a certified strict local minimiser of the
risk inside the cone (next sections): it is then bounded, which is not
convergence to $q$, and it passes with statistic $0$. Otherwise it has
shown neither convergence to $q$ nor departure from it, and it is a skip
of the theorem's property with the reason {\it undecided\/}; the outcome
is named, as a failure of the observation
\.{observation\_ngd\_run\_decided} (statistic $1$ for an undecided run,
$0$ otherwise, tolerance $0$), so the report lists those runs with their
instances, and the property's counters give how many runs stopped
growing and how many of them settled at a certified minimiser.
Normalised steps of fixed length cannot settle on a point: near a
minimiser they hop around it, and in a valley narrower than the step they
zigzag across it; an undecided run is one of these, or a very slow motion
along the valley, which the budget does not separate.
The tolerance is $1$: the claim is qualitative (no convergence to $q$), and
a run that converged to $q$ would end {\it inside\/} every cone around it.
A stalled run fails the property: the gradient is never zero where some
input has two different scores (which holds on every draw here; Theorem~2's
chapter says how the evaluation keeps it non-zero in floating point).
@<Theorem 4: subroutines@>=
static double thm4_theta(const mm_lmm_set *set, const double *q, int d)
{
  double th = 0.05;
  for (int l = 0; l < set->count; l++) th = fmin(th, 0.5 * mm_dyn_angle(q, set->lmm[l].p, d));
  return th;
}
static double thm4_run(const mm_instance *in, const double *q, double th, mm_rng *r, int boundary, double *p,
  double *angle, double *ratio, int *stalled, int *growing, int *continued)
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
  *growing = !(res.norm < R || half / res.norm > 0.9);
  *continued = 0;
  if (th / *angle > 1.0 && *growing && res.stop == MM_DYN_STOP_STEPS) @<Theorem 4: continue a run still inside the cone and growing@>@;
  *ratio = res.norm / R;
  *stalled = res.stop == MM_DYN_STOP_STALLED;
  return th / *angle;
}

@ A run that is still inside the cone and growing at the end of its budget
has shown nothing yet: it is continued, to eight times the budget, and
judged again on the second half of the continued run; one that is still
inside and growing there is continued once more, to $128$ times the
budget, and judged on the second half of that. (The budget is run as two
halves of $m$ steps, so the continued runs end at $16m$ and $256m$ steps.) Continuing
only such runs cannot make a run that converges to $q$ pass: it is still
inside the cone, and still growing, at the end. What it decides is a run
whose departure, or whose stop at a finite point, comes later than the
budget.
@<Theorem 4: continue a run still inside...@>=
{
  long m = o.max_steps;
  for (long to = 16; to <= 256 && *growing && th / *angle > 1.0 && res.stop == MM_DYN_STOP_STEPS; to *= 16) {
    long done = to == 16 ? 2 * m : 16 * m;
    o.max_steps = to / 2 * m - done; /* to half of |to|$\cdot m$ steps */
    cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    half = res.norm;
    o.max_steps = to / 2 * m;
    if (res.stop == MM_DYN_STOP_STEPS) cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    *angle = mm_dyn_angle(p, q, d);
    *growing = !(res.norm < R || half / res.norm > 0.9);
    *continued = to == 16 ? 1 : 2;
  }
}

@ {\it Runs held by an implied bad row.} Theorem~4's push away from a
kind-1 direction $q=p^\mm(\alpha)$ comes from a support token $b$ of some
input that scores at least as high as the selected one: lowering its
logit gap $g_b(p)=(k_{i\alpha_i}-k_{ib})^Tp$ lowers the risk. The push
needs a direction that lowers $g_b$ without lowering the gaps $g_g$ of
the {\it good\/} tokens (those of every input that score below its
selected token), whose weights the risk wants small. There is none when
the bad row is implied by the good ones: when $k_{i\alpha_i}-k_{ib}=
\sum_g\mu_g(k_{j\alpha_j}-k_{jg})+r$ with $\mu\ge0$, the implied-constraint
program of the LP chapter (|mm_lp_implied|, over the rows $g$ with right-hand
side $1$) gives the largest $\sum_g\mu_g=1-\varepsilon$ and the residual
$r$, and at every $p$ whose good gaps are positive
$$g_b(p)\;\ge\;(1-\varepsilon)\,m(p)-\norm r\,\norm p,\qquad
m(p)=\min_g g_g(p).$$
The bad gap can then fall below the smallest good gap by at most
$\ell=\varepsilon\,m(p)+\norm r\,\norm p$: while $\ell\le1$ the bad token's
weight (about $e^{-g_b}$ at these logit scales) is at most $e^\ell\le e$
times that of the good token with the smallest gap, whatever the
direction, so it gains nothing that a good token does not gain with it,
and the run can follow $q$ as it would follow a locally optimal
selection's direction.
Since $q$ satisfies every row ($g(q)\ge1$), $\varepsilon\ge0$ up to
rounding, and $\varepsilon=0$ would make the bad row's constraint a
consequence of the good ones (an exact degeneracy); with $\varepsilon>0$ the
push appears only once $\ell$ is several units, at logit scales near
$1/\varepsilon$. This is the limit property's held run
(\secref{chk:limit}) in another form: there a non-support constraint
active in all but a hair acts as a support row; here the bad support row
itself is, in all but a hair, a consequence of the good rows.
So a kind-1 run that is still inside the cone and still growing at the
end of its last continuation ($128$ times the budget) is tested for it:
when every bad support row is implied and $\ell\le1$ for each at the run's
end $p$, the run is an outcome of its own, {\it held by an implied bad
row}: undecided, a skip of the property and a failure of the observation
\.{observation\_ngd\_run\_decided}, like a run that stopped growing
inside the cone, with a counter of its own. A bad row that is not implied
(the program's ray is a direction that lowers it alone), or $\ell>1$,
leaves the run to be scored, and it fails. The support is the floating
classification's, read with a tolerance, so it can hold a good row that
is tight only to rounding; the program takes every good row, support or
not, and their slacks at $q$ enter $\varepsilon$ through their weights.
|thm4_implied_hold| returns the largest $\ell$ over the bad rows, or
$+\infty$ when some bad row is not implied (or the program cannot tell,
$c$ on the boundary of the good rows' cone within GLPK's tolerance) or a
good gap at $p$ is not positive; the run is then scored as any other.
(Implied bad rows are not rare: in the default run $27$ of the
$668$ kind-1 directions have every bad row implied; their runs are all
decided before the test applies, and the eleven that ended beyond
$20\norm q$ had $\ell$ between $1.7$ and $151$ there.)
@<Theorem 4: subroutines@>=
static double thm4_implied_hold(const mm_instance *in, const double *q, const double *p)
{
  int d = in->d, alpha[MM_GEN_MAXN], ng = 0, row = 0;
  double lead = 0.0, mp = INFINITY, np = mm_norm(p, d);
  mm_selection sel;
  mm_svm_qp *good;
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    alpha[i] = 0;
    for (int t = 1; t < in->T[i]; t++) if (mm_dot(K + (size_t)t * d, q, d) > mm_dot(K + (size_t)alpha[i] * d, q, d)) alpha[i] = t;
    for (int t = 0; t < in->T[i]; t++) ng += in->gamma[in->off[i] + t] < in->gamma[in->off[i] + alpha[i]];
  }
  cr_assert(mm_tokens_classify(in, alpha, &sel) == MM_OK, "%s", mm_error_message());
  good = mm_svm_qp_new(ng, d, 0);
  mm_assert(good != NULL);
  @<Theorem 4: the good rows, and the smallest good gap |mp| at |p|@>@;
  if (sel.kind != MM_SEL_NOT_LOCAL || !(mp > 0.0)) lead = INFINITY;
  for (int i = 0; i < in->n && lead <= 1.0; i++)
    for (int j = sel.lmm.support_off[i]; j < sel.lmm.support_off[i + 1] && lead <= 1.0; j++) {
      int t = sel.lmm.support[j];
      if (in->gamma[in->off[i] + t] >= in->gamma[in->off[i] + alpha[i]]) @<Theorem 4: weigh bad row |t| of input |i|@>@;
    }
  mm_svm_qp_free(good); mm_selection_free(&sel);
  return lead;
}

@ @<Theorem 4: the good rows...@>=
for (int i = 0; i < in->n; i++) {
  const double *ka = in->K + (size_t)(in->off[i] + alpha[i]) * d;
  for (int t = 0; t < in->T[i]; t++)
    if (in->gamma[in->off[i] + t] < in->gamma[in->off[i] + alpha[i]]) {
      double *a = good->A + (size_t)row * d;
      for (int c = 0; c < d; c++) a[c] = ka[c] - in->K[(size_t)(in->off[i] + t) * d + c];
      good->b[row++] = 1.0;
      mp = fmin(mp, mm_dot(a, p, d));
    }
}

@ @<Theorem 4: weigh bad row...@>=
{
  double c[MM_GEN_MAXD];
  mm_lp_implication im;
  for (int e = 0; e < d; e++) c[e] = in->K[(size_t)(in->off[i] + alpha[i]) * d + e] - in->K[(size_t)(in->off[i] + t) * d + e];
  if (mm_lp_implied(good, c, &im) != MM_OK) im.implied = 0; /* undecided within GLPK's tolerance: the run is scored */
  lead = im.implied ? fmax(lead, (1.0 - im.bound) * mp + im.residual * np) : INFINITY;
  mm_lp_implication_free(&im);
}

@ {\it Runs that settle at a finite minimiser.} A run that stops growing
inside the cone may have found a point where the risk is locally least at
a finite norm: then it is bounded, and it does not converge in direction
to $q$ at infinity, which is what the claim asserts. Normalised descent
cannot settle on such a point (every step has length $\eta$), but it
hops around it, and the iterate recurs. |thm4_minimiser| decides whether a
run's end point $p$ is near a strict local minimiser $p^\circ$ of $L$.
Far out the gradient is tiny ($e^{-200}$ at logit gaps of $200$), so it
works with the {\it scaled\/} gradient $G(x)=e^{-s}\nabla L(x)$, $s=\log
\norm{\nabla L(p)}$, which |mm_dyn_evaluate| returns in the log domain
(direction and logarithm of the norm), exact to rounding relative to its
own size. Newton's method on $G=0$, with the Hessian $H$ of central
differences of step $h=10^{-3}$ (symmetrised), from $p$, at most $40$
steps. The point $x$ reached is a certified strict local minimiser when
(i) $\norm{G(x)}\le10^{-6}\norm{H}_F h$: the gradient is a millionth of
its change over the distance $h$; (ii) $H-\tau I$ with $\tau=10^{-5}\norm
H_F$ has a Cholesky factor, i.e.\ the smallest eigenvalue exceeds $\tau$:
the truncation error of the central differences is of relative size
$h^2\norm{k}^2/6\approx10^{-7}$ for keys of norm about one, and rounding
adds $\varepsilon/h\approx10^{-13}$, both far below $\tau$; and (iii) $x$ is
within distance $1$ (ten steps) of $p$. Then $p^\circ=x$, $\nabla
L(p^\circ)=0$ up to rounding, and $L$ is strictly convex around it.
|*lam| receives $\lambda_{\min}/\norm H_F$ (as the Cholesky test bounds it:
the largest $\tau$ of the ladder $10^{-5}\cdot2^j$ that passes).

{\it A draw where it happens.} On a tiny near-tie draw ($n=3$, $T_i=3$,
$d=2$, logistic loss), $q=p^\mm(\alpha)$ for a selection $\alpha$ that is
not locally optimal: a support token of the first input scores $10^{-3}$
above the selected one, and $\norm q=7.82$. The push away from $q$ that
Theorem~4 relies on has that score deficit, $10^{-3}$, as its coefficient,
while a non-support constraint of the third input, nearly parallel to the
bad support constraint, with margin $1.067$ and a score gap of $0.27$ in
the selected token's favour, pushes back with a weight that decays only
like $e^{-0.067\rho}$ against the support terms at logit scale $\rho$. The
two balance at a finite norm: the risk has a strict local minimiser
$p^\circ$ at $\norm{p^\circ}=1614.9$ ($206\norm q$), $0.0034$ rad from $q$,
where $L(p^\circ)<L_\alpha$ (also computed independently, in double
precision with the gradient scaled by $e^{206}$: Newton's method converges
to a gradient at rounding level, and the Hessian's eigenvalues are both
positive, in the ratio $3\cdot10^{-4}$). The run started at $16\norm q$
reaches it after about $1.5\cdot10^4$ steps and then recurs exactly;
within the first budget ($6500$ steps) it was still growing, $0.003$ rad
from $q$, and the local path at $16$ to $64\,\norm q$ stays $0.0011$ from
$q$: both looked like convergence to $q$, and the minimiser lies beyond
the budget and the radii. Continued, the run is decided by the minimiser's
certificate, and the path by $L(p^\circ)<L_\alpha$ (see the certificate
below); the draw passes both properties, and it is a draw of the finding
\.{run\_settles\_at\_finite\_minimiser\_in\_cone}, whose first draw is
saved as \.{reports/thm4\_finite\_minimiser\_in\_cone.json}. Theorem~4 holds
on it: $q$ is not a limit, but the departure is a stop at finite norm.
@^finding@>
@<Theorem 4: subroutines@>=
static void thm4_G(const mm_instance *in, const double *x, double s, double *G)
{
  double g[8];
  mm_dyn_value val;
  cr_assert(mm_dyn_evaluate(in, x, g, &val) == MM_OK, "%s", mm_error_message());
  for (int j = 0; j < in->d; j++) G[j] = isfinite(val.log_gnorm) ? g[j] * exp(val.log_gnorm - s) : 0.0;
}
static int thm4_cholesky_shifted(const double *H, int d, double tau)
{
  double L[64];
  for (int i = 0; i < d; i++)
    for (int j = 0; j <= i; j++) {
      double a = H[i * d + j] - (i == j ? tau : 0.0);
      for (int k = 0; k < j; k++) a -= L[i * d + k] * L[j * d + k];
      if (i == j) { if (!(a > 0)) return 0; L[i * d + i] = sqrt(a); }
      else L[i * d + j] = a / L[j * d + j];
    }
  return 1;
}
static void thm4_hessian(const mm_instance *in, const double *x, double s, double h, double *H)
{
  int d = in->d;
  double xp[8], Gp[8], Gm[8];
  for (int j = 0; j < d; j++) {
    memcpy(xp, x, sizeof(double) * (size_t)d); xp[j] += h; thm4_G(in, xp, s, Gp);
    xp[j] -= 2 * h; thm4_G(in, xp, s, Gm);
    for (int i = 0; i < d; i++) H[i * d + j] = (Gp[i] - Gm[i]) / (2 * h);
  }
  for (int i = 0; i < d; i++) for (int j = 0; j < i; j++) H[i * d + j] = H[j * d + i] = 0.5 * (H[i * d + j] + H[j * d + i]);
}
static int thm4_minimiser(const mm_instance *in, const double *p, double *x, double *lam)
{
  int d = in->d;
  double s, g[8], G[8], H[64], hn = 0.0, h = 1e-3;
  mm_dyn_value val;
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
  if (!isfinite(val.log_gnorm)) return 0;
  s = val.log_gnorm;
  memcpy(x, p, sizeof(double) * (size_t)d);
  for (int it = 0; it < 40; it++) @<Theorem 4: one Newton step on $G=0$@>@;
  thm4_G(in, x, s, G); thm4_hessian(in, x, s, h, H);
  for (int j = 0; j < d * d; j++) hn += H[j] * H[j];
  hn = sqrt(hn);
  *lam = 0.0;
  for (double tau = 1e-5; tau < 1.0 && thm4_cholesky_shifted(H, d, tau * hn); tau *= 2) *lam = tau;
  return mm_norm(G, d) <= 1e-6 * hn * h && *lam > 0 && mm_dist(x, p, d) <= 1.0;
}

@ Gaussian elimination with partial pivoting on the $d\times d$ system
$H\delta=G$ ($d\le3$); the iteration stops when the step is below
$10^{-13}\norm{x}$ or the matrix is singular.
@<Theorem 4: one Newton step...@>=
{
  double A[64], b[8], dx = 0.0;
  int ok = 1;
  thm4_G(in, x, s, G); thm4_hessian(in, x, s, h, H);
  memcpy(A, H, sizeof(double) * (size_t)(d * d)); memcpy(b, G, sizeof(double) * (size_t)d);
  for (int c = 0; c < d && ok; c++) {
    int piv = c;
    for (int i = c + 1; i < d; i++) if (fabs(A[i * d + c]) > fabs(A[piv * d + c])) piv = i;
    if (!(fabs(A[piv * d + c]) > 0)) { ok = 0; break; }
    for (int j = 0; j < d; j++) { double t = A[c * d + j]; A[c * d + j] = A[piv * d + j]; A[piv * d + j] = t; }
    { double t = b[c]; b[c] = b[piv]; b[piv] = t; }
    for (int i = c + 1; i < d; i++) {
      double f = A[i * d + c] / A[c * d + c];
      for (int j = c; j < d; j++) A[i * d + j] -= f * A[c * d + j];
      b[i] -= f * b[c];
    }
  }
  if (!ok) break;
  for (int c = d - 1; c >= 0; c--) {
    for (int j = c + 1; j < d; j++) b[c] -= A[c * d + j] * b[j];
    b[c] /= A[c * d + c];
  }
  for (int j = 0; j < d; j++) { x[j] -= b[j]; dx += b[j] * b[j]; }
  if (sqrt(dx) <= 1e-13 * mm_norm(x, d)) break;
}

@ {\it A certificate that the local path does not converge to $q$.} Let
$\beta$ be the selection that $q$ ranks strictly first in every input,
and $L_\beta={1\over n}\sum_i\ell(\gamma_{i\beta_i})$ the risk of selecting
it. If the local path converged to $q$, its logit gaps
$(k_{i\beta_i}-k_{it})^T\bar p_q(R)$ would grow without bound and
$L(\bar p_q(R))\to L_\beta$. But $\bar p_q(R)$ minimises $L$ over the cone
cut at radius $R$: if some point $x$ of the cone has $L(x)<L_\beta$, then
$L(\bar p_q(R))\le L(x)<L_\beta$ for every $R\ge\norm x$, and the path
does not converge to $q$. Any point of the cone will do (an answer of the
path, or where a run settled); it need not be a minimiser. But at
moderate norms such points exist whatever $q$ is: a non-support token that
scores higher than the selected one still carries weight there, also
around an LMM direction, whose own local path then does not converge to
it either, in a cone that reaches down to such norms. The certificate is
informative only where it distinguishes: for a non-LMM direction the
higher-scoring support token keeps such points at every norm, for an LMM
direction they disappear as the norm grows. So the suite takes its
candidates at the path's largest radius, $64\norm q$, or beyond: the
path's answer there, and the run's end point and the minimiser it
settled at when they lie in the cone at that norm. The certificate is a
proof for the cone as given: around some LMM directions it holds too,
when the suite's cone (down to norm $\norm q$, half-angle up to $0.05$)
lets the path find lower risk away from $q$; so on the medium draws,
where the path property rests on it, it is proved draw by draw rather
than tested against a statistic that could also fail for LMM directions,
and the check's power to see an LMM direction shows on the tiny draws.

The difference is computed without cancellation: with
$\delta_i=\sum_t s_{it}(x)(\gamma_{it}-\gamma_{i\beta_i})$, summed term by
term, $u_i=\gamma_{i\beta_i}+\delta_i$ and
$\ell(u_i)-\ell(\gamma_{i\beta_i})$ is $\log(1+{\rm expm1}(-\delta_i)/(1+e^{\gamma}))$
(logistic), $e^{-\gamma}{\rm expm1}(-\delta_i)$ (exponential) or $-\delta_i$
(correlation), $\gamma=\gamma_{i\beta_i}$. Each is accurate to a few units
of rounding relative to $S_i=\vert\ell'(\gamma)\vert\sum_t s_{it}\vert\gamma_{it}-
\gamma_{i\beta_i}\vert$ (times $T_i$ for the sum), so the sign of
$D=L(x)-L_\beta$ is certain when $D<-2^{-30}S$, $S={1\over n}\sum_iS_i$:
$2^{-30}\approx10^{-9}$ is above $T\varepsilon\le32\cdot2^{-52}\approx7\cdot10^{-15}$
by five orders. |thm4_below_limit| returns $D/S$ (NaN when $q$ ties two
tokens of an input); the certificate holds when it is below $-2^{-30}$.
@^local regularization path@>
@<Theorem 4: subroutines@>=
static double thm4_below_limit(const mm_instance *in, const double *q, const double *x)
{
  int d = in->d;
  double D = 0.0, S = 0.0;
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d, *g = in->gamma + in->off[i];
    int b = 0;
    double top = -INFINITY, second = -INFINITY, zmax = -INFINITY, w = 0.0, del = 0.0, A = 0.0, gb, c;
    for (int t = 0; t < in->T[i]; t++) {
      double z = mm_dot(K + (size_t)t * d, q, d);
      if (z > top) { second = top; top = z; b = t; } else if (z > second) second = z;
      zmax = fmax(zmax, mm_dot(K + (size_t)t * d, x, d));
    }
    if (!(top > second)) return NAN;
    gb = g[b];
    for (int t = 0; t < in->T[i]; t++) {
      double e = exp(mm_dot(K + (size_t)t * d, x, d) - zmax);
      w += e; del += e * (g[t] - gb); A += e * fabs(g[t] - gb);
    }
    del /= w; A /= w;
    switch (in->loss) {
    case MM_LOSS_LOGISTIC: c = 1.0 / (1.0 + exp(gb)); D += log1p(expm1(-del) * c); break;
    case MM_LOSS_EXPONENTIAL: c = exp(-gb); D += c * expm1(-del); break;
    default: c = 1.0; D -= del; break;
    }
    S += c * A;
  }
  return S > 0 ? D / S : NAN;
}

@*1 The local path does not converge to $q$.
The local path is computed by |mm_dyn_path| with the cone $C_{\mu,R_0}(q)$,
$\theta$ as above, $R_0=\norm{q}$, at radii $R=4,8,16,32,64\,\norm{q}$, from
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
With $e(R)=\norm{\bar p_q(R)/R-\hat q}$ and $R_{\rm s}$ the last of the
radii $16$, $32$, $64\,\norm{q}$ at which the path's answer is {\it
resolved\/} (defined below), the {\it statistic\/} is
$\min\bigl((\theta/2)/e(R_{\rm s}),\ e(R_{\rm s}/4)/e(R_{\rm s})\bigr)$,
at most $1$ when the path ends at least halfway from $q$ to the cone's
boundary, {\it or\/} when its distance from $q$ has not decreased over the
fourfold range of radii up to $R_{\rm s}$. Convergence to $q$ at the rate
$c/\rho$ would divide $e$ by four over the range; a path that moves away
from $q$ is the opposite. The second alternative covers a path that stays inside the cone and
drifts away from $q$ slowly, far from the boundary at the radii read (on
the draw above, $e=0.0025$, $0.0048$, $0.0059$ at $4$, $8$, $16\,\norm{q}$). The second alternative counts only when $e(R_{\rm s})>10^{-3}$,
the floor (\secref{thm:floor}) below which the order of
successive values says nothing about convergence. Without that floor it
accepted LMM directions: with $q$ deliberately replaced by an LMM direction
(a local experiment of the audit, not part of the suite), $13$ of $27$
paths passed, among them paths that had converged to $q$ to rounding
($e=2.0\cdot10^{-9}$, $7.1\cdot10^{-10}$, $1.8\cdot10^{-9}$), whose values
rise and fall at random. The same experiment repeated with the present
statistic (every draw's $q$ an enumerated LMM direction at its own norm,
$\theta=0.05$, default trial count): $19$ of $30$ paths fail, $8$ pass
(paths still on the cone's boundary at $R_{\rm s}$: the approach to an LMM
direction is slow), $2$ are unresolved and $1$ is not stationary; with the
statistic taken at $16\norm{q}$ alone $17$ would fail. A check that can see
convergence to an LMM direction is the evidence that it can fail.

{\it How far out the path is read.} The path minimises
$F=\log(L-L_\star)$. In a cone around a non-LMM direction some input's
dominant token lacks that input's top score, so $L-L_\star$ is a constant
$C$ (those inputs' score deficits) plus tails of relative size $e^{-z}$ at
logit gap $z$. Far enough out the tails are below the rounding of $F$, $F$
is flat on the cone, the path's gradient is below its stopping tolerance
everywhere, and the answer returned is wherever the search started (when
the radii were $4,16,64\,\norm{q}$, the angle was exactly $0$ at $\rho=16$
and $64$ on the first draw). With $\norm{q}=1/D$ for kind~2, no two logits
of an input differ by more than $\rho$ at radius $\rho\norm{q}$, so the
tails are at least $e^{-\rho}$ times their coefficients; but the
coefficients can be small (on near-degenerate draws keys and scores nearly
coincide), for kind~1 $\rho$ bounds only the gaps to the support tokens,
and the path stops wherever $R\norm{\nabla F}$ is below its tolerance
$10^{-9}$, well before $F$ is flat to rounding: on some draws the answer is
no longer resolved at $16\norm{q}$. Rather than a
fixed last radius, each answer at $16$, $32$ and $64\,\norm{q}$ is tested
for resolution, and the statistic is read at the last resolved radius. An
answer $p$ at radius $R$ is {\it resolved\/} when (i) it is stationary to
$10^{-6}$, (ii) the starts that reached its value agree on its position to
$\theta/4$ (the path's |spread|), and (iii) every feasible neighbour at
distance $\theta/4$ in angle (rotations towards and away from $\hat q$, and
in $d=3$ across) and a factor $2$ in norm has $F$ larger than $F(p)$ by more
than the path's agreement tolerance $10^{-9}\max(1,\vert F(p)\vert)$. Then
no point a quarter of the cone's half-angle away is as good an answer as
$p$, and $e(R)$ is determined to better than the $\theta/2$ against which
the statistic compares it. A draw with no resolved radius is a skip with the
reason {\it undecided}: it has shown nothing (without this rule such draws
would pass, their answers held on the cone's boundary by the warm start
alone). This is a limit of the instrument (the risk is flat to rounding
there), not an outcome of the dynamics.

{\it Why the path must be read beyond $16\norm{q}$: a transient.} A path
can pass close to $q$ at one radius and then settle at a finite minimiser
of the risk inside the cone, where the slowest tail on the cap lowers the
risk and the minimum sits at a finite norm; the record's calibration table
gives such a draw, with the grid and the enumeration that show every
answer of its path to be a global minimiser and no LMM direction near the
cone. Read at $32$ or $64\,\norm{q}$, its statistic is $0.011$.

{\it Stationarity.} The check requires that the path be first-order
stationary to $10^{-6}$ at $4$, $8$ and $16\,\norm{q}$ (the value the
dynamics checks require on E1a and E1b): a path stopped by its iteration
limit has not computed the minimiser, and its angle says nothing about the
claim; at $32$ and $64\,\norm{q}$ an answer that is not stationary is
merely not resolved. On a near-degenerate draw ($\norm{q}=1261$,
$\theta=0.0028$) a path that reported stationarity $8.6\cdot10^{-6}$ and
$1.7\cdot10^{-5}$ at the first two radii had a statistic of $1.03$, which
would have failed on answers that are not minimisers.

@ Test (iii) of resolution. |thm4_F| is $F$ at a point. |thm4_resolved|
compares the answer |p| at radius |R| with its feasible neighbours: the
rotations of |p| by $\pm\theta/4$ towards each direction orthogonal to it
(kept when they stay in the cone) and the points $2p$ and $p/2$ (kept when
their norm lies in $[R_0,R]$). It returns $0$ as soon as one neighbour is as
good as |p| to the tolerance.
@<Theorem 4: subroutines@>=
static double thm4_F(const mm_instance *in, const double *p)
{
  double g[8];
  mm_dyn_value val;
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
  return val.log_excess;
}
static int thm4_resolved(const mm_instance *in, const double *q, double th, double R0, double R, const double *p)
{
  int d = in->d, m = 0;
  double F0 = thm4_F(in, p), tol = 1e-9 * fmax(1.0, fabs(F0)), r = mm_norm(p, d), u[8], w[7][8], x[8];
  for (int j = 0; j < d; j++) u[j] = p[j] / r;
  @<Theorem 4: fill |w| with an orthonormal basis of the directions orthogonal to |u|, the first towards $\hat q$@>@;
  for (int l = 0; l < 2 * (d - 1); l++) { /* rotations by $\pm\theta/4$ */
    double sg = l % 2 ? -1.0 : 1.0, de = th / 4;
    for (int j = 0; j < d; j++) x[j] = r * (cos(de) * u[j] + sg * sin(de) * w[l / 2][j]);
    if (mm_dyn_angle(x, q, d) > th) continue;
    m++;
    if (!(thm4_F(in, x) > F0 + tol)) return 0;
  }
  for (int l = 0; l < 2; l++) { /* norms $2\norm{p}$ and $\norm{p}/2$ */
    double f = l ? 0.5 : 2.0;
    if (f * r > R || f * r < R0) continue;
    for (int j = 0; j < d; j++) x[j] = f * p[j];
    m++;
    if (!(thm4_F(in, x) > F0 + tol)) return 0;
  }
  return m > 0;
}

@ The basis by Gram--Schmidt, starting from $\hat q$ and then the coordinate
axes; a direction that is (numerically) in the span of those before it is
dropped.
@<Theorem 4: fill |w| with...@>=
{
  int nb = 0;
  for (int c = -1; c < d && nb < d - 1; c++) {
    double nv;
    for (int j = 0; j < d; j++) x[j] = c < 0 ? q[j] : (double)(j == c);
    for (int b = -1; b < nb; b++) {
      const double *e = b < 0 ? u : w[b];
      double al = mm_dot(x, e, d);
      for (int j = 0; j < d; j++) x[j] -= al * e[j];
    }
    nv = mm_norm(x, d);
    if (nv < 1e-6 * (c < 0 ? mm_norm(q, d) : 1.0)) continue;
    for (int j = 0; j < d; j++) w[nb][j] = x[j] / nv;
    nb++;
  }
}

@ The path at the first |nr| radii $4\cdot2^k\norm{q}$ (five, or seven when
it is continued), and the statistic at the last resolved radius |*last|
($2$, $3$, \dots, i.e. $16$, $32$, \dots$\,\norm{q}$; $-1$ if none is).
|*stat| receives the largest stationarity at the radii $4$, $8$, $16\,\norm{q}$,
and |P| the answers ($d$ numbers per radius). The same seed gives the same
answers at the radii the two ladders share.
@<Theorem 4: subroutines@>=
static double thm4_path(const mm_instance *in, const double *q, double th, int nr, double *angles, double *stat, int *last, double *P)
{
  int d = in->d;
  double nq = mm_norm(q, d), radii[THM4_NR_MORE];
  mm_path_point pt[THM4_NR_MORE];
  mm_path_options po = mm_path_defaults();
  po.starts = 8; po.q = q; po.mu = 1.0 - cos(th); po.R0 = nq;
  for (int k = 0; k < nr; k++) radii[k] = nq * (double)(4 << k);
  cr_assert(mm_dyn_path(in, &po, radii, nr, P, pt) == MM_OK, "%s", mm_error_message());
  *stat = 0.0; *last = -1;
  for (int k = 0; k < nr; k++) {
    double e = 0.0;
    for (int j = 0; j < d; j++) e += pow(P[(size_t)k * d + j] / radii[k] - q[j] / nq, 2);
    angles[k] = sqrt(e);
    if (k <= 2) *stat = fmax(*stat, pt[k].stationarity);
    if (k >= 2 && pt[k].stationarity <= 1e-6 && pt[k].spread <= th / 4 && thm4_resolved(in, q, th, nq, radii[k], P + (size_t)k * d)) *last = k;
  }
  if (*last < 0) return NAN;
  return fmin(th / 2 / angles[*last], angles[*last] > 1e-3 ? angles[*last - 2] / angles[*last] : INFINITY); /* drift counts above the floor $10^{-3}$ only */
}

@*1 The test.
{\it Generator.} |mm_gen_instance| with $n\le4$, $T_i\le5$, $d\le3$, random
labels, logistic loss, a third of the draws adversarial (|thm_draw|):
$70\,\%$ of the trials; $20\,\%$ are medium ($5\le n\le16$,
$6\le T_i\le12$, $d\le3$) and $10\,\%$ large ($17\le n\le64$,
$13\le T_i\le32$, $d\le3$), with $q$ and $\theta$ chosen as in the
section on medium draws. The LMM directions of each tiny draw come from
the certified enumeration; they are needed to choose kind-2 directions
and $\theta$, and to name where the runs went.
@<Theorem 4: tests@>=
Test(thm4, runs_and_local_paths_leave_non_LMM_directions)
{
  mm_prop pr, pp, po, pm;
  int still, drift, flat, further, settled_runs, certified_paths, continued_paths, inexact, implied_held;
  const char *hyp = "q = ATT-SVM direction of a selection not locally optimal in floating and in exact arithmetic (even trials) or a random direction >= 0.45 rad from every LMM (odd trials); n <= 4, T <= 5, d <= 3, logistic";
  mm_prop_begin(&pr, "thm4", "ngd_leaves_cone_around_non_LMM", hyp,
    "theta / angle(p_end, q), theta = min(0.05, half the angle to the nearest LMM), after 4000 + 40 theta R / eta NGD steps (eta 0.1) from |p| = 16 |q| within theta/2 of q; 0 if |p| decreased; a run inside the cone and growing is continued to 8, then 128 times its budget; 0 if it settles at a certified strict local minimiser inside the cone (bounded); a kind-1 run still inside and growing at 128 times, held by an implied bad row (lead <= 1), is undecided", 1.0, THM4_TRIALS);
  mm_prop_label(&pr, MM_KIND_SUITE, "normalised GD (eta 0.1) instead of GD, started at |p| = 16 |q| within theta/2 of q; q a non-LMM selection's direction or a random direction");
  mm_prop_result(&pr, "Theorem 4");
  mm_prop_begin(&pp, "thm4", "local_path_avoids_non_LMM", hyp,
    "min((theta/2) / e(R), e(R/4) / e(R)) at the last radius R of 16, 32, 64 |q| (continued to 128, 256 |q| where it fails) where F resolves the answer, e(R) = |p_q(R)/R - q/|q|| for the cone path (half-angle theta, R0 = |q|); where that fails or cannot be read, 0 if a cone point x with |x| >= 64 |q| (path answers, run end, axis and boundary points up to 512 |q|) has L(x) < L_beta, the risk's limit along q (certified sign)", 1.0, THM4_TRIALS);
  mm_prop_label(&pp, MM_KIND_SUITE, "the local (cone-restricted) regularization path around q at R = 16, 32, 64 |q|; where its statistic fails or cannot be read (unresolved, not stationary, a medium draw's narrow cone), the certificate: a cone point at 64 |q| <= |x| <= 512 |q| with L(x) below the risk's limit along q; where neither decides, the path continued to 128 and 256 |q| and read again");
  mm_prop_result(&pp, "Theorem 4");
  mm_prop_begin(&po, "thm4", "observation_ngd_run_decided", hyp,
    "1 if |p| stopped growing while the run is still inside the cone, or the run is held there by an implied bad row (undecided: neither convergence to q nor departure shown), else 0", 0.0, THM4_TRIALS);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "the NGD runs of ngd_leaves_cone_around_non_LMM: does each decide within its budget?");
  mm_prop_result(&po, "Theorem 4");
  mm_prop_begin(&pm, "thm4", "run_settles_at_finite_minimiser_in_cone", hyp,
    "0 on a draw whose NGD run from the cone stops growing inside it, near a certified strict local minimiser of L (Newton on the scaled gradient, positive definite Hessian); other draws are skips", 0.0, THM4_TRIALS);
  mm_prop_label(&pm, MM_KIND_FINDING, "search: the stronger claim 'a run started near a non-LMM direction at large norm leaves every cone around it' fails where the risk has a finite local minimiser inside the cone; such a run is bounded, so Theorem 4 holds on it");
  mm_prop_result(&pm, "Theorem 4");
  mm_prop_tiers(&pr, THM4_TIERS); mm_prop_tiers(&pp, THM4_TIERS); mm_prop_tiers(&po, THM4_TIERS); mm_prop_tiers(&pm, THM4_TIERS);
  @<Theorem 4: declare the counters@>@;
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; mm_lmm_set set;
    mm_gen_options o = mm_gen_defaults();
    const char *kind;
    double q[8], th = 0.05;
    int found, full;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    o.d_max = 3;
    in = thm_draw(&r, k, &o, NULL, &kind);
    full = mm_prop_tier(&pr, k) == 0;
    memset(&set, 0, sizeof set); set.gmm = -1;
    if (full) cr_assert(mm_tokens_enumerate_lmm(in, NULL, &set) == MM_OK, "%s", mm_error_message());
    int passed = 0;
    if (!full) found = thm4_certified(in, &r, 1 + k % 2, q, &th, &passed);
    else if ((found = k % 2 == 0 ? thm4_not_local(in, &r, q, &passed) : thm4_random_far(in, &set, &r, q))) th = thm4_theta(&set, q, in->d);
    mm_prop_add(&pr, inexact, passed);
    if (!found) {
      const char *why = !full ? "no direction with a certified LMM-free cone of at least 1e-3 rad in 64 tries"
        : k % 2 == 0 ? "no not-locally-optimal selection among 64 random ones" : "no random direction far from every LMM in 64 tries";
      mm_prop_skip(&pr, why); mm_prop_skip(&pp, why); mm_prop_skip(&pm, why);
    } else @<Theorem 4: run from the cone and compute the local path around |q|@>@;
    mm_lmm_set_free(&set); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pp); mm_prop_end(&po); mm_prop_end(&pm);
  @<Theorem 4: save the first draw whose run settled at a minimiser@>@;
  cr_log_info("thm4: %ld run(s) stopped growing (those still inside the cone are skips); %ld local path(s) passed only because their distance from q grew; "
    "%ld path(s) scored at 32 or 64 |q|, %ld unresolved at 16, 32 and 64 |q| (skips)", pr.counter_value[still], pp.counter_value[drift],
    pp.counter_value[further], pp.counter_value[flat]);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pp.failed == 0, "%s", mm_prop_summary(&pp));
  @<Theorem 4: assert that most draws were tested@>@;
}

@ As in the limit property's chapter, the draw saved is the one of the
smallest trial (every draw of the finding records $0$, and the worst
trial is then the earliest), drawn again from the seed and the trial; a
part of a sweep saves nothing, and the merged report names the trial.
@<Theorem 4: save the first draw whose run settled...@>=
if (pm.shards == 1 && pm.worst_trial >= 0) {
  char path[512];
  const char *kind;
  mm_rng r;
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  mm_prop_rng(&pm, pm.worst_trial, &r);
  o.d_max = 3;
  in = thm_draw(&r, pm.worst_trial, &o, NULL, &kind);
  snprintf(path, sizeof path, "%s/thm4_finite_minimiser_in_cone.json", mm_report_dir());
  cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
  mm_instance_free(in);
}

@ What the loop counts lives in the tallies (see |mm_prop_counter|), so that
the trials can be split over workers and the parts of a sweep: the runs that stopped
growing (inside the cone or not), the paths that pass only because their
distance from $q$ grew, the paths scored beyond $16\norm{q}$, and those
unresolved at every radius.
@<Theorem 4: declare the counters@>=
still = mm_prop_counter(&pr, "runs whose |p| stopped growing (inside the cone: undecided skips; outside: scored)");
drift = mm_prop_counter(&pp, "paths that pass only because their distance from q grew over R/4..R");
further = mm_prop_counter(&pp, "paths scored at 32 |q| or beyond (the last resolved radius)");
flat = mm_prop_counter(&pp, "paths unresolved at 16, 32 and 64 |q| (undecided skips)");
settled_runs = mm_prop_counter(&pr, "runs that settle at a certified strict local minimiser inside the cone (bounded: pass)");
implied_held = mm_prop_counter(&pr, "kind-1 runs held by an implied bad row at 128 times the budget, lead <= 1 (undecided skips)");
certified_paths = mm_prop_counter(&pp, "paths decided by a cone point x, |x| >= 64 |q|, with L(x) < L_beta (pass)");
continued_paths = mm_prop_counter(&pp, "paths continued to 128 and 256 |q| (statistic failed or unread, no certificate)");
inexact = mm_prop_counter(&pr, "kind-1 candidates passed over: not locally optimal in floating point, locally optimal, tied or not separable in exact arithmetic");

@ Nearly every draw is tested: at least half of the trials must pass, for
each property (a generator that stopped producing usable directions, or
a path that stopped resolving, would show here before it showed as a
quiet loss of evidence).
@<Theorem 4: assert that most draws...@>=
thm_require_tested(&pr, 2);
thm_require_tested(&pp, 2);

@ The run, then the path. A run that stopped growing inside the cone is
decided when it settled near a certified strict local minimiser inside the
cone (a pass of the run's property, and a draw of the finding); otherwise
it is the undecided skip described above. The path is read by its
statistic where that is defined and passes; where it fails, is not
resolved or not stationary, or cannot tell (a medium draw's narrow cone),
the certificate $L(x)<L_\beta$ decides it when some cone point at norm
$64\norm q$ or more has it: the path's answer at $64\norm q$,
the run's end point, and the minimiser it settled at.
@<Theorem 4: run from the cone...@>=
{
  double angle, ratio, st, pa[THM4_NR_MORE], pstat, c = NAN, ep[8], pm_x[8], lam = 0.0, P[THM4_NR_MORE * 8], cert = NAN, held;
  int b, stall, growing, last, cont, settled = 0, undecided, narrow = !full && th < 0.05, d = in->d;
  st = thm4_run(in, q, th, &r, mm_prop_adversarial(k), ep, &angle, &ratio, &stall, &growing, &cont);
  if (!stall && !growing) mm_prop_add(&pr, still, 1);
  undecided = !stall && !growing && st > 1.0;
  if (undecided) settled = thm4_minimiser(in, ep, pm_x, &lam) && mm_dyn_angle(pm_x, q, d) <= th;
  held = !stall && growing && st > 1.0 && cont == 2 && k % 2 == 0 ? thm4_implied_hold(in, q, ep) : INFINITY;
  b = set.count > 0 ? mm_tokens_nearest(&set, ep, &c) : -1;
  char hs[64] = "";
  if (held <= 1.0) snprintf(hs, sizeof hs, "; held by an implied bad row, lead %.2g", held);
  mm_prop_record(&po, k, (undecided && !settled) || held <= 1.0, in, "q of kind %d, theta %.3g: angle at the end %.3g, |p| grew by the factor %.3g%s%s",
    1 + k % 2, th, angle, ratio, cont == 2 ? " (continued to 128 times the budget)" : cont ? " (continued to 8 times the budget)" : "", hs);
  if (settled) {
    mm_prop_add(&pr, settled_runs, 1);
    mm_prop_record(&pm, k, 0.0, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: the run settles at |p| = %.6g (%.4g |q|), %.3g rad from q, a strict local minimiser (lambda_min/|H| >= %.2g)",
      kind, 1 + k % 2, th, mm_norm(q, d), mm_norm(pm_x, d), mm_norm(pm_x, d) / mm_norm(q, d), mm_dyn_angle(pm_x, q, d), lam);
    mm_prop_record(&pr, k, 0.0, in, "bounded: settles at a certified local minimiser at |p| = %.6g inside the cone", mm_norm(pm_x, d));
  } else {
    mm_prop_skip(&pm, "the run did not settle at a certified minimiser inside the cone");
    if (undecided) mm_prop_skip(&pr, "undecided: |p| stopped growing, run still inside the cone (a failure of observation_ngd_run_decided)");
    else if (held <= 1.0) {
      mm_prop_add(&pr, implied_held, 1);
      mm_prop_skip(&pr, "undecided: held by an implied bad row, still inside the cone and growing at 128 times the budget (a failure of observation_ngd_run_decided)");
    } else mm_prop_record(&pr, k, stall ? INFINITY : st, in, "%s draw, q of kind %d, theta %.3g: angle at the end %.3g (nearest LMM %d at cos %.3g), |p| grew by the factor %.3g%s%s",
      kind, 1 + k % 2, th, angle, b, c, ratio, cont == 2 ? " (continued to 128 times the budget)" : cont ? " (continued to 8 times the budget)" : "", stall ? "; the run stalled (zero computed gradient)" : "");
  }
  int nr = THM4_NR;
  char more[80] = "";
  st = thm4_path(in, q, th, nr, pa, &pstat, &last, P);
  @<Theorem 4: the best certificate among the cone points at $64\norm q$ and beyond@>@;
  if (!narrow && pstat <= 1e-6 && !(last >= 0 && st <= 1.0) && !(cert < -ldexp(1.0, -30)))
    @<Theorem 4: continue the path to $256\norm q$ and read it again@>@;
  if (!narrow && pstat <= 1e-6 && last >= 0 && st <= 1.0) {
    if (pa[last] < th / 2) mm_prop_add(&pp, drift, 1);
    if (last > 2) mm_prop_add(&pp, further, 1);
    mm_prop_record(&pp, k, st, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: |p(R)/R - q/|q|| = %.3g %.3g %.3g %.3g %.3g at R = 4, 8, ..., 64 |q|%s, statistic at %d |q| (the last radius resolved), stationarity <= %.2g",
      kind, 1 + k % 2, th, mm_norm(q, d), pa[0], pa[1], pa[2], pa[3], pa[4], more, 4 << last, pstat);
  } else if (cert < -ldexp(1.0, -30)) {
    mm_prop_add(&pp, certified_paths, 1);
    mm_prop_record(&pp, k, 0.0, in, "certified: a cone point at |x| >= 64 |q| has (L(x) - L_beta)/S = %.3g", cert);
  } else if (narrow) mm_prop_skip(&pp, "medium draw whose certified cone is narrower than 0.05 rad, and no cone point below L_beta found (there the path's statistic cannot tell an LMM direction)");
  else if (pstat > 1e-6) mm_prop_skip(&pp, "the local path did not reach stationarity 1e-6 within its iteration limit");
  else if (last < 0) { mm_prop_add(&pp, flat, 1); mm_prop_skip(&pp, "undecided: F does not resolve the local path's position at 16, 32 or 64 |q|"); }
  else mm_prop_record(&pp, k, st, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: |p(R)/R - q/|q|| = %.3g %.3g %.3g %.3g %.3g at R = 4, 8, ..., 64 |q|%s, statistic at %d |q| (the last radius resolved), stationarity <= %.2g; no cone point below L_beta ((L - L_beta)/S >= %.3g)",
    kind, 1 + k % 2, th, mm_norm(q, d), pa[0], pa[1], pa[2], pa[3], pa[4], more, 4 << last, pstat, cert);
}

@ The candidates: the path's answer at $64\norm q$, the run's end point and
the minimiser it settled at when they lie in the cone at that norm or
beyond, and a fixed set of cone points (next section).
@<Theorem 4: the best certificate...@>=
{
  double nq = mm_norm(q, d);
  cert = thm4_below_limit(in, q, P + (size_t)(THM4_NR - 1) * d);
  if (mm_dyn_angle(ep, q, d) <= th && mm_norm(ep, d) >= 64.0 * nq) cert = fmin(cert, thm4_below_limit(in, q, ep));
  if (settled && mm_norm(pm_x, d) >= 64.0 * nq) cert = fmin(cert, thm4_below_limit(in, q, pm_x));
  cert = fmin(cert, thm4_cone_points_below_limit(in, q, th));
}

@ {\it The cone's boundary as candidates.} The path minimises $F=\log(L-L_\star)$,
and where some input's selected token lacks its top score, $L-L_\star$ is
the constant $L_\beta-L_\star$ plus tails far below its rounding: a cone
point where the tails make $L<L_\beta$ need not be seen by the path at
all, whose answer then sits wherever its starts left it. The certificate
does not need the path to find the point: any cone point will do. So
|thm4_cone_points_below_limit| also tries the axis $\hat q$ and the
cone's boundary, at the angle $0.999\,\theta$ from $\hat q$ towards $\pm w$
for each unit $w$ of an orthonormal basis of $q^\perp$ and, for $d=3$, the
four diagonals $(\pm w_1\pm w_2)/\sqrt2$, each at the norms $64$, $128$,
$256$ and $512\,\norm q$: at most $4\cdot9$ points, each one evaluation.
On the boundary the higher-scoring support token that makes $q$ a non-LMM
direction is closer to being selected, and its tail, of weight
$e^{-z}$ at a logit gap $z$ that is smaller there than along $q$, beats
the lower-scoring ones by a factor that grows like $e^{c\,\theta\norm{p}}$
with the norm; around an LMM direction every support token scores lower,
and a boundary point is below $L_\beta$ only where a higher-scoring
non-support token comes within the cone's reach. The largest norm keeps
every logit gap that matters below the range of |exp| ($512$ times the
largest gap per unit $q$ on these draws is far from $745$ only for the
support tokens; a tail that underflows to $0$ counts as no weight, which
can only remove a certificate, not create one). (On a single-input draw
whose selected token scores $10^{-3}$ below a support token and $0.86$
above the other, the path's answers at $32$ and $64\,\norm{q}$ were
unresolved, $F$ flat to rounding, while the boundary point on the side of
the higher-scoring token has $(L-L_\beta)/S=-0.64$ at $64\norm{q}$ and
$-1.0$ at $128\norm{q}$.)
@<Theorem 4: subroutines@>=
#define THM4_TILTS 32 /* angles $\theta/32,\ldots,31\theta/32,\ 0.999\,\theta$ along each tilt */
#define THM4_TILTS_LOG 12 /* and $\theta/64,\theta/128,\ldots,\theta/2^{17}$ */
static int thm4_selected(const mm_instance *in, int i, const double *qh) /* the token $q$ ranks first in input |i| */
{
  const double *K = in->K + (size_t)in->off[i] * in->d;
  int b = 0;
  for (int t = 1; t < in->T[i]; t++) if (mm_dot(K + (size_t)t * in->d, qh, in->d) > mm_dot(K + (size_t)b * in->d, qh, in->d)) b = t;
  return b;
}
static double thm4_tilt_best(const mm_instance *in, const double *q, const double *qh, const double *v, double th)
{ /* the least $(L-L_\beta)/S$ over the cone points tilted from $\hat q$ along $v$ projected on $q^\perp$ (next sections) */
  int d = in->d;
  double u[8], a = mm_dot(v, qh, d), nu, nq = mm_norm(q, d), best = NAN;
  for (int j = 0; j < d; j++) u[j] = v[j] - a * qh[j];
  if ((nu = mm_norm(u, d)) < 1e-12) return NAN;
  for (int m = 0; m < 4; m++)
    for (int f = 1 - THM4_TILTS_LOG; f <= THM4_TILTS; f++) {
      double x[8], r = 64.0 * nq * (double)(1 << m), ph = (f == THM4_TILTS ? 0.999 : f > 0 ? (double)f / THM4_TILTS : ldexp(1.0, f - 6)) * th;
      for (int j = 0; j < d; j++) x[j] = r * (cos(ph) * qh[j] + sin(ph) * u[j] / nu);
      best = fmin(best, thm4_below_limit(in, q, x));
    }
  return best;
}
static double thm4_cone_points_below_limit(const mm_instance *in, const double *q, double th)
{
  int d = in->d, nb = 0;
  double nq = mm_norm(q, d), qh[8], w[2][8], best = NAN;
  for (int j = 0; j < d; j++) qh[j] = q[j] / nq;
  for (int c = 0; c < d && nb < d - 1; c++) { /* Gram--Schmidt on the coordinate axes */
    double x[8], nv, al = qh[c];
    for (int j = 0; j < d; j++) x[j] = (double)(j == c) - al * qh[j];
    for (int b = 0; b < nb; b++) { double be = mm_dot(x, w[b], d); for (int j = 0; j < d; j++) x[j] -= be * w[b][j]; }
    if ((nv = mm_norm(x, d)) < 1e-6) continue;
    for (int j = 0; j < d; j++) w[nb][j] = x[j] / nv;
    nb++;
  }
  for (int m = 0; m < 4; m++)
    for (int a = 0; a < 9; a++) {
      static const double c1[9] = {0, 1, -1, 0, 0, M_SQRT1_2, M_SQRT1_2, -M_SQRT1_2, -M_SQRT1_2},
        c2[9] = {0, 0, 0, 1, -1, M_SQRT1_2, -M_SQRT1_2, M_SQRT1_2, -M_SQRT1_2};
      double x[8], r = 64.0 * nq * (double)(1 << m), ph = a == 0 ? 0.0 : 0.999 * th;
      if ((c2[a] != 0 && nb < 2) || (a > 0 && nb < 1)) continue;
      for (int j = 0; j < d; j++) x[j] = r * (cos(ph) * qh[j] + sin(ph) * (c1[a] * w[0][j] + (nb > 1 ? c2[a] * w[1][j] : 0.0)));
      best = fmin(best, thm4_below_limit(in, q, x));
    }
  @<Theorem 4: try the cone points tilted towards the higher-scoring tokens@>@;
  @<Theorem 4: try the tilts that move one active token's gap alone@>@;
  return best;
}

@ The boundary points above are a fixed set of directions; the token that
makes $q$ a non-LMM direction is brought closer to selection fastest by
the tilt along $-(k_{i\beta_i}-k_{it})$ projected on $q^\perp$, the
direction in which its logit gap to the selected token shrinks most per
radian. For each token $t$ that scores higher than its input's selected
token $\beta_i$ (at most the $16$ of them with the smallest logit gap
along $\hat q$, so the cost stays bounded on the large tier), the cone
points at the angles $j\theta/32$ ($j<32$) and $0.999\,\theta$ from $\hat q$
in that direction, at the same four norms, are candidates too (and the
halving angles below): at most $16\cdot176$ more evaluations. The angles must be fine: a lower-scoring
token whose gap is only a little above the smallest may shrink faster
along the tilt, and then only the angles below the one where its gap
crosses the higher-scoring token's have $L<L_\beta$ far out. Any cone point will do for the
certificate, so more candidates can only find more of what is true.
@<Theorem 4: try the cone points tilted...@>=
{
  int cand_i[16], cand_t[16], nc = 0;
  double cand_gap[16];
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d, *g = in->gamma + in->off[i];
    int b = thm4_selected(in, i, qh);
    for (int t = 0; t < in->T[i]; t++) {
      double gap;
      if (t == b || !(g[t] > g[b])) continue;
      gap = mm_dot(K + (size_t)b * d, qh, d) - mm_dot(K + (size_t)t * d, qh, d);
      if (nc < 16) { cand_i[nc] = i; cand_t[nc] = t; cand_gap[nc] = gap; nc++; }
      else {
        int worst = 0;
        for (int c = 1; c < 16; c++) if (cand_gap[c] > cand_gap[worst]) worst = c;
        if (gap < cand_gap[worst]) { cand_i[worst] = i; cand_t[worst] = t; cand_gap[worst] = gap; }
      }
    }
  }
  for (int c = 0; c < nc; c++) {
    const double *K = in->K + (size_t)in->off[cand_i[c]] * d;
    int b = thm4_selected(in, cand_i[c], qh);
    double v[8];
    for (int j = 0; j < d; j++) v[j] = K[(size_t)cand_t[c] * d + j] - K[(size_t)b * d + j]; /* $-(k_{i\beta_i}-k_{it})$ */
    best = fmin(best, thm4_tilt_best(in, q, qh, v, th));
  }
}

@ The tilt above also moves the other tokens' gaps, and when it shrinks a
lower-scoring support token's gap as fast as the higher-scoring one's, the
two tails grow together and no norm makes $L<L_\beta$. The tilt that
moves one gap alone is the solution $u$ of least norm of
$(k_{i\beta_i}-k_{it})^Tu=-1$ for the higher-scoring token $t$ and
$(k_{j\beta_j}-k_{js})^Tu=0$ for every other token $s$ active at $q$ (logit
gap within $10^{-7}$ relative of the smallest), projected on $q^\perp$
(which shifts every active gap by the same amount, as $q$ gives them
equal gaps). Along it the higher-scoring token's tail grows like
$e^{c\,a\norm p}$ at the angle $a$ relative to every other active tail, so
far enough out the cone point is below $L_\beta$; when the active
differences are linearly dependent (the system has no solution, or more
than $d$ of them) there is no such tilt and the draw is left to the others.
Each token $t$ that scores higher than its selected one and is active
gives the same points. Both families also try the angles $\theta/2^j$,
$j=6,\ldots,17$: on near-degenerate draws, whose keys are close, a small
tilt already moves the gaps a lot, and the window of angles below
$L_\beta$ can lie under $\theta/32$; so $44$ angles at four norms, $176$
points per tilt.
@<Theorem 4: try the tilts that move one active token's gap alone@>=
{
  int act_i[8], act_t[8], na = 0, many = 0;
  double gmin = INFINITY;
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < in->n; i++) {
      const double *K = in->K + (size_t)in->off[i] * d;
      int b = thm4_selected(in, i, qh);
      for (int t = 0; t < in->T[i]; t++) if (t != b) {
        double gap = mm_dot(K + (size_t)b * d, qh, d) - mm_dot(K + (size_t)t * d, qh, d);
        if (pass == 0) gmin = fmin(gmin, gap);
        else if (gap <= gmin * (1.0 + 1e-7)) { if (na < d) { act_i[na] = i; act_t[na] = t; na++; } else many = 1; }
      }
    }
  for (int c = 0; c < na && !many; c++) {
    const double *g = in->gamma + in->off[act_i[c]];
    double A[3][8], G[9], u[8], y[3];
    int ok = 1;
    if (!(g[act_t[c]] > g[thm4_selected(in, act_i[c], qh)])) continue;
    for (int r2 = 0; r2 < na; r2++) {
      const double *Kr = in->K + (size_t)in->off[act_i[r2]] * d;
      int br = thm4_selected(in, act_i[r2], qh);
      for (int j = 0; j < d; j++) A[r2][j] = Kr[(size_t)br * d + j] - Kr[(size_t)act_t[r2] * d + j];
      y[r2] = r2 == c ? -1.0 : 0.0;
    }
    for (int r1 = 0; r1 < na; r1++) for (int r2 = 0; r2 < na; r2++) G[r1 * na + r2] = mm_dot(A[r1], A[r2], d);
    for (int p1 = 0; p1 < na && ok; p1++) { /* $G\,z=y$ by elimination; $u=A^Tz$ */
      if (!(fabs(G[p1 * na + p1]) > 1e-12 * (1.0 + fabs(G[0])))) { ok = 0; break; }
      for (int r1 = p1 + 1; r1 < na; r1++) {
        double f = G[r1 * na + p1] / G[p1 * na + p1];
        for (int r2 = p1; r2 < na; r2++) G[r1 * na + r2] -= f * G[p1 * na + r2];
        y[r1] -= f * y[p1];
      }
    }
    if (!ok) continue;
    for (int p1 = na - 1; p1 >= 0; p1--) { for (int r2 = p1 + 1; r2 < na; r2++) y[p1] -= G[p1 * na + r2] * y[r2]; y[p1] /= G[p1 * na + p1]; }
    for (int j = 0; j < d; j++) { u[j] = 0.0; for (int r2 = 0; r2 < na; r2++) u[j] += A[r2][j] * y[r2]; }
    best = fmin(best, thm4_tilt_best(in, q, qh, u, th));
  }
}

@ {\it Continuing the path.} A path whose statistic fails at its last
resolved radius, or that is resolved at none, and that no certificate
decides, is continued to $128$ and $256\,\norm{q}$ and read again at its
last resolved radius among $16$, \dots, $256\,\norm{q}$, with the answers at
the new radii as further candidates of the certificate. The minimiser on
the sphere can sweep across the cap as the radius grows, from one side of
the cone to the other, and pass near $q$ at one of the radii read: on a
near-tie draw ($n=3$, $d=2$, a random $q$ with $\norm q=0.24$, inputs~0
and~2 dominated along $q$ by tokens $10^{-3}$ from their best, input~1's
slowest tail $0.28$ per unit of $\norm p$ on a token $10^{-3}$ below the
dominant one) the answers are on one side of the boundary up to
$32\norm{q}$, $0.0039$ from $q$ at $64\norm q$, and on the other side of
the boundary from $96\norm{q}$ on, where the slowest tail, which raises
the risk, is farthest behind (computed independently in $60$-digit
arithmetic on the cap at each radius). Continuing only the paths that
fail cannot make a path that converges to $q$ pass: at the new radii it
is still closer to $q$ than $\theta/2$, and its distance from $q$ still
falls, or it is unresolved and the old verdict stands; and a certificate
is a proof whichever answers supply it.
@<Theorem 4: continue the path to...@>=
{
  nr = THM4_NR_MORE;
  st = thm4_path(in, q, th, nr, pa, &pstat, &last, P);
  for (int m = THM4_NR; m < nr; m++) cert = fmin(cert, thm4_below_limit(in, q, P + (size_t)m * d));
  snprintf(more, sizeof more, ", %.3g %.3g at 128, 256 |q| (continued)", pa[5], pa[6]);
  mm_prop_add(&pp, continued_paths, 1);
}
