@*The limit property: where normalised descent ends.
\lbl{chk:limit}{\sl Statements:\/} Theorems~3 and~4, \secref{thm3} and \secref{thm4}.
{\it The claim} (the suite's formulation, combining Theorems~3 and~4 with
the descent lemma's converse). Let the loss satisfy Assumption~A, with no
assumption on the scores. Then a run of gradient descent either has
$\norm{p(k)}\to\infty$, and then its direction converges to one of the LMM
directions and to nothing else, or it stays bounded, and then it
approaches a finite stationary point of $L$. Without Assumption~B bounded
runs do occur: when the optimal tokens cannot be separated, for example,
$L$ can have a finite minimiser.
@^limit property@>
@^Theorem 4@>
@^Theorem 3@>

{\it What holds.} Both properties hold on every tested draw of the
default run. On free
draws most runs diverge, to the GMM direction or to a non-global LMM
direction, none diverges anywhere else, a few stay bounded and a few are
undecided (still turning, or not yet saturated, when the budget runs out;
see the classification). About one run in a thousand has not reached its
limit within the budget: it is continued up to $256$ times the budget
and then converges, or stops growing near the ATT-SVM direction of a
selection that is not locally optimal, where the risk has a finite local
minimiser (see the finding below). Rarer still, a run follows such a direction to the end of the
ladder at full speed, held there by a constraint inactive at it by
$10^{-6}$ of the margin or less, at a logit scale too small for
Theorem~4's departure to show: a named outcome, undecided (see below).
The check writes the distribution to
\.{reports/limit.outcomes.json}, and the verification report gives the
worst angle. On the mirrored draws, built to have no LMM direction, no
run diverges and every bounded run ends at a point where the averaged
gradient is within the step's resolution. A run stopped by a zero
computed gradient is counted in the distribution and fails the divergence
property.

@(limit.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <jansson.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include "thm_checks.h"
#include "io.h"
@<Limit: subroutines@>@;
@<Limit: tests@>@;

@*1 Runs and their classification.
{\it Generator.} |mm_gen_instance| with its defaults except $d\le3$ ($n\le4$,
$T_i\le5$, random labels, logistic loss, no chosen optimal token, so
optimal tokens may be inseparable and there may be no LMM at all), a third
of the draws adversarial (|thm_draw|). These are the tiny draws, $70\,\%$
of the trials; $25\,\%$ are medium ($5\le n\le16$, $6\le T_i\le12$,
$d\le3$ still, where several LMM directions are common; |mm_gen_tier|)
and $5\,\%$ large ($17\le n\le64$, $13\le T_i\le32$, $d\le3$; a large
draw's runs cost about two thirds of a second).
{\it Oracle.} On tiny draws the LMM directions come from
|mm_tokens_enumerate_lmm| (certified QPs); on medium and large draws each run is
measured against the selection it realises, classified by a certified QP
(|limit_target| below says why that suffices).

{\it Runs.} Two starts per draw from $N(0,4I)$; normalised descent with
$\eta=0.1$ for $K=2\cdot10^4$ steps, observed after $K/16$, $K/4$ and $K$
steps. As in Theorem~2's chapter, a diverging run grows linearly, so
$\norm{p(K/4)}/\norm{p(K)}$ is near $1/4$ ($0.3$ at most once a start of
norm $2$ and a growth of $0.01$ per step are allowed for), while a bounded
run gives a value near $1$. A run is {\it bounded\/} when the ratio is
above $0.6$. Otherwise it grows, and it is {\it diverging\/} when it has
also reached $\norm{p(K)}\ge200$, a tenth of the path length $\eta K$, and
the softmax has saturated: in every input the largest logit exceeds the
runner-up by at least $8$ (weight ratio $e^{-8}$). Only then are the angles
measured where the directional claim can be read; the claim is about the
regime in which one token per input dominates. Both conditions are needed:
on a near-degenerate draw ($d=2$, the second coordinate of every key
multiplied by $10^{-3}$) every start grew linearly to $\norm{p}=2300$ in
$2\cdot10^5$ steps along the almost invisible second axis, $1.57$ rad from
both LMM directions, with logit gaps of order one: the norm diverges, the
softmax has not yet chosen, and the direction is not yet the limit's. A growing run below that norm is {\it
undecided\/}: it is still turning (a
near-degenerate draw had a run at $\norm{p}=6$ after $2\cdot10^4$ steps,
its angle to the nearest LMM falling $2.3$, $1.3$, $0.2$). A run is also
undecided when its final norm is below $16\norm{q}$ for the LMM direction
$q$ nearest to it: the angle to $q$ decays like $c/\rho$ in the logit gap
$\rho=\norm{p}/\norm{q}$ that $q$ achieves (see below), and the tolerance
is argued for $\rho$ in the hundreds, which a run of $2\cdot10^4$ steps
reaches only for $\norm{q}$ up to about $10$. Near-tie draws have LMMs of
margin $10^{-3}$ ($\norm{q}\approx10^3$): on one, a saturated run at
$\norm{p}=1611$, $\rho=1.6$, kept the angle $0.22$ to such an LMM over the
last three quarters of its steps, which says nothing yet about its limit.
The check is blind only to limits near LMMs of margin below
$16/\norm{p}\approx0.008$, which, as with Theorem~2's budget, occur on
near-tie draws. Undecided runs
are not tested; they are counted in the distribution of outcomes, and a
draw whose runs are all undecided is a skip with that reason.

{\it Diverging runs.} With $q$ the LMM direction nearest to the final
iterate, the statistic is the final angle $\angle(p,q)$, provided the angles
at the three checkpoints have the shape of convergence (|limit_shape|
below); if the draw has no LMM the statistic is $+\infty$: a run that goes
to infinity along a direction that is not an LMM is exactly what the claim
excludes. The tolerance, the ``stated angle'' of the claim, is $0.1$ rad.
The angle decays like $c/\rho$ with $\rho=\norm{p}/\norm{q}$; the theorems
do not bound $c$, and measured values go up to $39$ (a large-norm draw
whose angle still fell fourfold per fourfold growth of the norm, to
$0.0013$), so a bound on $c$ would be a guess, while at the norms reached
(up to $2000$, i.e.\ $\rho$ in the hundreds or thousands) an angle of $0.1$
leaves room for $c$ up to ten times the largest measured and is still
small against the angles between distinct LMM directions of these draws,
which the message reports when it matters. The shape requirement is what
distinguishes convergence to $q$ from a pause near it.
@<Limit: subroutines@>=
#define LIMIT_K 20000
#define LIMIT_FREE 1200 /* free draws, for the first property */
#define LIMIT_MIRRORED 1150 /* mirrored draws, for the second */
#define LIMIT_TIERS_FREE 70, 25, 5 /* the shares of the tiers, tiny, medium, large */
#define LIMIT_TIERS_MIRRORED 65, 25, 10
#define LIMIT_EVERY 16 /* the second half's iterates averaged: every 16th */
typedef struct {
  double ang[3], nrm[3], ratio, norm, c, gstat;
  double q[MM_GEN_MAXD]; /* the LMM direction the run is measured against */
  double pq[MM_GEN_MAXD]; /* the iterate at $K/4$ */
  int nearest; /* its index in the enumerated set, or $-1$ */
  int has_q, global; /* is there such a direction; is it the GMM */
  int continued; /* the rung at which it was last judged, $0$ at $K$ (see |limit_continue|) */
  mm_sel_kind kind; /* on medium and large draws: the kind of the selection read off the run */
  mm_dyn_stop stop;
} limit_run;

@ The saturation test: the smallest, over inputs, gap between the largest
and the second largest logit.
@<Limit: subroutines@>=
static double limit_gap(const mm_instance *in, const double *p)
{
  double gap = INFINITY;
  for (int i = 0; i < in->n; i++) {
    double a = -INFINITY, b = -INFINITY;
    for (int t = 0; t < in->T[i]; t++) {
      double z = mm_dot(in->K + (size_t)(in->off[i] + t) * in->d, p, in->d);
      if (z > a) b = a, a = z; else if (z > b) b = z;
    }
    gap = fmin(gap, a - b);
  }
  return gap;
}

@ The shape of convergence for checkpoints by step count, in the manner of
|thm_decreasing_angle|: from its largest value $a_{\rm top}$ (at the norm
$\norm{p_{\rm top}}$) the angle must fall at least like the square root of
the rate $c/\norm{p}$, $a_2\le a_{\rm top}\sqrt{\norm{p_{\rm top}}/\norm{p_2}}$,
which fails when the largest angle is the last (the norms need not grow
fourfold between checkpoints: some runs turn for a long time and grow
slowly); this is waived when $a_{\rm top}$ is below the floor $10^{-4}$.
And a rise at the last step counts as the drift it would add over five
more such steps: the statistic is $a_2+5\max(0,a_2-a_1)$. A rise in the middle followed by the fall of the rate
$c/\norm{p}$ is a converging run, as in the cases of \secref{thm:shape}.
@<Limit: subroutines@>=
static double limit_shape(const limit_run *lr)
{
  int top = 0;
  for (int m = 0; m < 3; m++) {
    if (isnan(lr->ang[m])) return INFINITY;
    if (lr->ang[m] > lr->ang[top]) top = m;
  }
  if (lr->ang[top] > 1e-4 && (top == 2 || !(lr->ang[2] <= lr->ang[top] * sqrt(lr->nrm[top] / lr->nrm[2]))))
    return INFINITY;
  return lr->ang[2] + 5.0 * fmax(0.0, lr->ang[2] - lr->ang[1]);
}

@ One run, in segments: to the checkpoints $K/16$ and $K/4$ (whose
iterates are kept), to $K/2$, and over the second half with every
|LIMIT_EVERY|-th iterate recorded, whose mean is the average of the next
section. A run is a function of its start, so stopping it at the
checkpoints changes none of its iterates. The angles at the three
checkpoints are measured afterwards, all to the one direction $q$ that the
final iterate selects (|limit_target|, next).
@<Limit: subroutines@>=
static void limit_target(const mm_instance *in, const mm_lmm_set *set, int full, const double *p, limit_run *lr);
static void limit_one(const mm_instance *in, const mm_lmm_set *set, int full, double *p, limit_run *lr, double *avg)
{
  static const long at[4] = {LIMIT_K / 16, LIMIT_K / 4, LIMIT_K / 2, LIMIT_K};
  double cp[2][MM_GEN_MAXD];
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  mm_dyn_traj tr;
  int d = in->d, reached = 0;
  long done = 0, rows = 0;
  mm_dyn_traj_init(&tr, d, NULL, 0, NULL);
  memset(avg, 0, sizeof(double) * (size_t)d);
  for (int m = 0; m < 4; m++) {
    o.max_steps = at[m] - done; o.record_every = m == 3 ? LIMIT_EVERY : 0;
    cr_assert(mm_dyn_run(in, &o, p, m == 3 ? &tr : NULL, &res) == MM_OK, "%s", mm_error_message());
    done += res.steps;
    if (res.stop != MM_DYN_STOP_STEPS) break;
    if (m < 2) { memcpy(cp[m], p, sizeof(double) * (size_t)d); lr->nrm[m] = res.norm; }
    if (m == 1) memcpy(lr->pq, p, sizeof(double) * (size_t)d);
    reached = m + 1;
  }
  lr->stop = res.stop; lr->norm = res.norm; lr->nrm[2] = res.norm;
  lr->ratio = reached >= 2 ? lr->nrm[1] / res.norm : NAN;
  for (long k = 0; k < tr.rows; k++)
    if (tr.step[k] > 0) { rows++; for (int j = 0; j < d; j++) avg[j] += tr.p[(size_t)k * d + j]; }
  for (int j = 0; j < d; j++) avg[j] /= rows > 0 ? rows : 1;
  mm_dyn_traj_free(&tr);
  limit_target(in, set, full, p, lr);
  for (int m = 0; m < 3; m++) lr->ang[m] = NAN;
  if (lr->has_q) for (int m = 0; m < 3; m++) if ((m < 2 && m < reached) || (m == 2 && reached == 4))
    lr->ang[m] = mm_dyn_angle(m < 2 ? cp[m] : p, lr->q, d);
}

@ The direction a run is measured against. On tiny draws it is the
enumerated LMM direction nearest to the final iterate. On medium and large
draws the enumeration is out of reach (its search tree has up to $T^n$
leaves, with $n$ up to $16$), and the run names its own candidate: the
selection $\alpha$ it realises at the end, each input's token of largest
logit, classified by |mm_tokens_classify| (certified QP). If $\alpha$ is
locally optimal, $q=p^\mm(\alpha)$; otherwise the run has no LMM direction
to be measured against. That loses nothing the claim needs: a run that
converges to an LMM direction $q'=p^\mm(\beta)$ ranks $\beta$ first once
its offset from $\rho q'$ is small against the margin that $q'$ keeps at
the logit gap $\rho$, and the diverging runs are read only where every
input's top logit leads by $8$ and $\norm{p}\ge16\norm{q}$. A run measured
against the wrong selection fails; it is not passed.
@<Limit: subroutines@>=
static void limit_realised(const mm_instance *in, const double *p, int *alpha, mm_selection *sel)
{ /* each input's first token of largest logit, classified */
  int d = in->d;
  for (int i = 0; i < in->n; i++) {
    alpha[i] = 0;
    for (int t = 1; t < in->T[i]; t++)
      if (mm_dot(in->K + (size_t)(in->off[i] + t) * d, p, d) > mm_dot(in->K + (size_t)(in->off[i] + alpha[i]) * d, p, d)) alpha[i] = t;
  }
  cr_assert(mm_tokens_classify(in, alpha, sel) == MM_OK, "%s", mm_error_message());
}
static void limit_target(const mm_instance *in, const mm_lmm_set *set, int full, const double *p, limit_run *lr)
{
  int d = in->d;
  lr->has_q = 0; lr->global = 0; lr->nearest = -1; lr->kind = MM_SEL_LMM;
  if (full) {
    lr->nearest = mm_tokens_nearest(set, p, NULL);
    if (lr->nearest < 0) return;
    memcpy(lr->q, set->lmm[lr->nearest].p, sizeof(double) * (size_t)d);
    lr->has_q = 1; lr->global = lr->nearest == set->gmm;
  } else {
    int alpha[MM_GEN_MAXN];
    mm_selection sel;
    limit_realised(in, p, alpha, &sel);
    lr->kind = sel.kind;
    if (sel.kind == MM_SEL_LMM) {
      memcpy(lr->q, sel.lmm.p, sizeof(double) * (size_t)d);
      lr->has_q = 1; lr->global = sel.lmm.global;
    }
    mm_selection_free(&sel);
  }
}

@ {\it Runs slower than the budget, and runs that stop after it.}
A diverging run whose statistic fails at $K$ has not shown where it goes
within the budget: its angles may still be falling, but not yet at the
rate $c/\norm{p}$; it may be near the ATT-SVM direction of a selection
that is not locally optimal, which Theorem~4 says it must leave or stop
at; or it may be below $16\norm{q}$ of the LMM direction it now heads for.
Such a run is continued along the ladder $4K$, $16K$, $64K$ steps, and at
each rung it is judged again over the last three checkpoints, fourfold
apart like the first three ($K/4$, $K$, $4K$; then $K$, $4K$, $16K$; then
$4K$, $16K$, $64K$), against the LMM direction nearest to (or, on medium
draws, realised by) the iterate at that rung; it passes at the first rung
where the statistic is at most the tolerance. Continuing only the runs
that fail cannot make a run that diverges along a direction other than an
LMM's pass, since its angle to every LMM direction stays (on a medium
draw, the selection it realises is not locally optimal at every rung, and
it has no direction to be measured against); nor a run that does not
converge, since the shape test applies again at every rung. At the last
rung a run that still fails is judged as at $K$: a failure, unless it is
below $16\norm{q}$ (undecided, as in the classification above) or has
stopped growing (next paragraph).

Each kind of run that the ladder decides occurs on free draws (six of the
$2400$ runs at the default count are continued). (i) A run that approaches the GMM direction with angles
near $10^{-4}$, where a small rise between $K/4$ and $K$ fails the shape
test by a few per cent; the next rung, at angles below $4\cdot10^{-5}$, has
the shape. (ii) A run that travels at full speed along the ATT-SVM
direction of a selection that is not locally optimal (a support token
scoring $0.4$ above the selected one), $\cos=1-4\cdot10^{-8}$ at
$\norm{p}=4000$, then leaves it between $4K$ and $16K$ steps and converges to
the GMM direction: Theorem~4's departure, late. (iii) A run that leaves
such a direction, turns (its norm falls from $722$ at $4K$ to $346$ at
$16K$) and then converges to an LMM direction by $64K$. (iv) A run that
reaches an LMM direction of margin $0.014$ ($\norm{q}=71$) only after $4K$
steps, at $\norm{p}=730<16\norm{q}$, and passes at $16K$. A run whose
statistic is still above the tolerance at $64K$ fails the property,
unless the next rung decides it (below).

{\it Finding: runs that stop growing after $K$, at finite minimisers near
non-LMM directions.} The test of linear growth reads the norm at $K/4$ and
$K$ only, and a run can grow linearly up to $K$ and stop later. On a medium
draw ($n=7$, $d=2$) a run grew from $\norm{p}=306$ at $5000$ steps to $660$
at $K$, with every input's top logit $8$ ahead, $0.003$ rad from the
ATT-SVM direction of a selection that is not locally optimal (a support
token of input~$2$ scores higher than the selected one); at $8\cdot10^4$
steps it was at $\norm{p}=667.2$, and at $3.2\cdot10^5$ steps at exactly
the same point: the iterate recurs, a cycle of the constant normalised
step across the switching surfaces of the nearly hard softmax, the
mechanism of Theorem~2's chapter with several inputs. The stop can come
much later. On a near-tie draw ($n=4$, $d=2$) a run travels at full speed
along the ATT-SVM direction $q$ of a selection that is not locally optimal
(a support token scores $10^{-3}$ above the selected one), with
$\cos(p,q)=1-6\cdot10^{-6}$, until $\norm{p}=8509.8$ ($1990\norm{q}$),
reached after about $8.5\cdot10^4$ steps, and then recurs exactly: the
risk has a strict local minimiser there, $0.44$ from the recurring point
(Newton's method on the gradient scaled by its norm, in $80$-digit
arithmetic, independently of the library: the scaled gradient falls to
$10^{-57}$, and the Hessian's eigenvalues are positive, in the ratio
$7\cdot10^{-4}$). This is the mechanism of Theorem~4's finding (a
bad support token of weight $10^{-3}$ against a non-support constraint of
margin barely above one, balanced at a finite norm). It does not need a
near tie: on another draw ($n=3$, $d=2$, the bad support token $0.15$
above the selected one) a run stops at $\norm{p}=1206.7$, $\cos(p,q)=
1-10^{-7}$, where the least risk on the circle of radius $r$ around that
direction, $L-L_\alpha$, is negative from $r\approx1190$ on, least near
$r\approx1200$ ($-2\cdot10^{-58}$), and rises towards $0$ beyond (computed
in $150$-digit arithmetic). These runs are bounded, not diverging, and say
nothing about where diverging runs go. So a run still failing at the last
rung whose norm grew by less than the factor $1/0.6$ over its last
fourfold step (the bounded runs' criterion) is counted as an outcome of
its own, {\it stopped growing after $K$}, in the distribution, and not
tested. (The criterion is read at the last rung only: a run that turns
can lose norm for a while and diverge afterwards, as in (iii).)
|limit_continue| returns $-1$ for such a run, $-2$ for a run that is
undecided at the last rung, $-3$ for a run held by a nearly active
constraint (below), and otherwise the new statistic; |*rung|
receives the rung ($1$, $2$, $3$, $4$ for $4K$, $16K$, $64K$, $256K$).

{\it One rung more.} A run that still fails at $64K$, unless it is held
there by a nearly active constraint (below; a longer run would only
raise its $\rho s$ past the rule's bound before the balance can break),
is continued to $256K$ steps and judged there over $16K$, $64K$, $256K$, as any run at
the last rung: it passes only if it has converged to an LMM direction; it
is counted as stopped growing, undecided below $16\norm q$, or held by a
nearly active constraint (below) if it is one of these; and it fails
otherwise. Three kinds of run take the rung and are decided there (the
record's calibration table gives the draws): a run still closing on an LMM
direction (its angle falling, but not yet at the rate $c/\norm p$); a run
at the ATT-SVM direction of a selection that is not locally optimal,
which Theorem~4 says must leave that direction or stop, and which a
fourfold longer run shows doing one or the other, as the ladder did for
the runs (ii) and (iii) above; and a run on a plateau near an LMM
direction, held off it by a non-support constraint active at it in all
but a hair, until the logit scale $\rho$ times that constraint's slack is
several units. The rung costs nothing on most draws, since only runs
that fail at $64K$ take it, and it cannot pass a run that diverges
elsewhere or does not converge, for the reasons above.
@^finding@>
@<Limit: subroutines@>=
static double limit_held(const mm_instance *in, const double *p);
static double limit_continue(const mm_instance *in, const mm_lmm_set *set, int full, double *p, limit_run *lr, int *rung)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double prev[2][MM_GEN_MAXD], pn[2], c = INFINITY;
  int d = in->d;
  memcpy(prev[0], lr->pq, sizeof(double) * (size_t)d); pn[0] = lr->nrm[1]; /* the iterates at $K/4$ and $K$ */
  memcpy(prev[1], p, sizeof(double) * (size_t)d); pn[1] = lr->norm;
  for (int m = 1; m <= 4; m++) {
    limit_run l2 = *lr;
    if (m == 4 && limit_held(in, p) <= 1.0) break; /* held at $64K$: judged there */
    long K = (long)LIMIT_K << (2 * (m - 1)); /* the run is at $K\cdot4^{m-1}$ steps */
    *rung = m;
    o.max_steps = 3 * K;
    cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    if (res.stop != MM_DYN_STOP_STEPS) return INFINITY;
    @<Limit: judge the continued run at its rung against the direction it now selects@>@;
    memcpy(prev[0], prev[1], sizeof(double) * (size_t)d); pn[0] = pn[1];
    memcpy(prev[1], p, sizeof(double) * (size_t)d); pn[1] = res.norm;
  }
  if (pn[0] / pn[1] > 0.6) return -1.0;
  if (!(c <= 0.1) && limit_held(in, p) <= 1.0) return -3.0;
  return c;
}

@ {\it Runs held by a nearly active constraint.} A run can travel, to
the end of the ladder, along the ATT-SVM direction $q=p^\mm(\alpha)$ of a
selection $\alpha$ that is not locally optimal (a support token scores
higher than the selected one) because a constraint of ATT-SVM$(\alpha)$
that is {\it inactive\/} at $q$ is active in all but a hair: its value
$(k_{i\alpha_i}-k_{it})^Tq$ is $1+s$ with $s$ tiny. At $p=\rho q$ the
token's logit lies $\rho(1+s)$ below the selected one's, $\rho s$ further
than an active constraint's token with the same keys would; its weight
in the softmax, and so in the gradient, is a factor $e^{-\rho s}$ of
that token's. While $\rho s\le1$ the factor is at least $e^{-1}$: the
token acts in the gradient as a support token would, and it can hold the
run against the higher-scoring support token, as a locally optimal
selection's support holds its run. Theorem~4 says the run must leave $q$
or stop; the balance breaks only once $\rho s$ is several units, so a run
whose final $\rho s$ is at most $1$ cannot be expected to have shown it
(the record's calibration table gives the draws of this kind). Such a
run is counted as an outcome of its own, {\it held near a non-LMM
direction by a nearly active constraint}, in the distribution, and not
tested: undecided, like a run below $16\norm{q}$, and for the same reason,
a logit scale too small to read the claim at. The test is made only at
the end of the ladder, on a run that still fails there and has not
stopped growing; it needs the run within the tolerance's $0.1$ rad of
$q$, where $\alpha$ is the selection the run realises (each input's
token of largest logit, classified by a certified QP), $\rho=\norm{p}/
\norm{q}$ and $s$ the least value of $(k_{i\alpha_i}-k_{it})^Tq-1$ over
the tokens outside the support. A run that diverges along a non-LMM
direction with no such constraint (every inactive slack above
$1/\rho$) still fails. |limit_held| returns $\rho s$, or $+\infty$ when
the run is not of this kind.
@^finding@>
@<Limit: subroutines@>=
static double limit_held(const mm_instance *in, const double *p)
{
  int alpha[MM_GEN_MAXN], d = in->d;
  double held = INFINITY;
  mm_selection sel;
  limit_realised(in, p, alpha, &sel);
  if (sel.kind == MM_SEL_NOT_LOCAL && mm_dyn_angle(p, sel.lmm.p, d) <= 0.1) {
    double smin = INFINITY;
    for (int i = 0; i < in->n; i++) {
      const double *ka = in->K + (size_t)(in->off[i] + alpha[i]) * d;
      for (int t = 0; t < in->T[i]; t++) {
        int sup = t == alpha[i];
        for (int j = sel.lmm.support_off[i]; j < sel.lmm.support_off[i + 1] && !sup; j++) sup = sel.lmm.support[j] == t;
        if (!sup) smin = fmin(smin, mm_dot(ka, sel.lmm.p, d) - mm_dot(in->K + (size_t)(in->off[i] + t) * d, sel.lmm.p, d) - 1.0);
      }
    }
    held = fmax(smin, 0.0) * mm_norm(p, d) / mm_norm(sel.lmm.p, d);
  }
  mm_selection_free(&sel);
  return held;
}

@ At a rung, the target is found again from the present iterate; a run
with a target below $16\norm{q}$ is not read yet (at the last rung it is
undecided, unless it has stopped growing), and one without a target has
the statistic $+\infty$.
@<Limit: judge the continued run at its rung...@>=
limit_target(in, set, full, p, &l2);
l2.norm = res.norm; l2.continued = m; c = INFINITY;
for (int j = 0; j < 3; j++) l2.ang[j] = NAN;
if (l2.has_q) {
  l2.ang[0] = mm_dyn_angle(prev[0], l2.q, d); l2.nrm[0] = pn[0];
  l2.ang[1] = mm_dyn_angle(prev[1], l2.q, d); l2.nrm[1] = pn[1];
  l2.ang[2] = mm_dyn_angle(p, l2.q, d); l2.nrm[2] = res.norm;
}
*lr = l2;
if (l2.has_q && res.norm < 16.0 * mm_norm(l2.q, d)) { if (m >= 3 && !(pn[1] / res.norm > 0.6)) return -2.0; }
else if (l2.has_q && (c = limit_shape(lr)) <= 0.1) return c;

@*1 Bounded runs.
Near a stationary point $p^\circ$ normalised descent cannot settle: every
step has length $\eta$, so the iterates hop around $p^\circ$ within a
distance of order $\eta$. Their average $\bar p$ over the second half of
the run (every |LIMIT_EVERY|-th iterate: a mean of points within a
distance $r$ of $p^\circ$ is within $r$ of it, whichever points are
taken) is then within about $\eta$ of $p^\circ$, and since $\nabla L$ is
$L_p$-Lipschitz (the bound of the model chapter),
$\norm{\nabla L(\bar p)}\le L_p\norm{\bar p-p^\circ}\le L_p\eta$ up to a factor of order one.
The statistic is $\norm{\nabla L(\bar p)}/(L_p\eta)$, computed by
|mm_dyn_evaluate|, with tolerance $1$; it certifies approximate
stationarity at the resolution of the step. A bounded run that was still
travelling (not near any stationary point) would have an average far from
where the gradient vanishes, with a gradient of the size of the ones along
its way.
@<Limit: subroutines@>=
static double limit_stationarity(const mm_instance *in, const double *avg)
{
  double g[8];
  mm_dyn_value val;
  cr_assert(mm_dyn_evaluate(in, avg, g, &val) == MM_OK, "%s", mm_error_message());
  return exp(val.log_gnorm) / (mm_smoothness_bound(in) * 0.1);
}

@*1 Draws without any LMM direction.
Bounded runs are rare on free draws (about one draw in ten has one), so
the second property draws instances on which, by construction, no run
can diverge in the sense of the claim: a {\it mirrored\/} pair. One input
is drawn as above ($T\le5$, $d\le3$, adversarial edits included; $65\,\%$
of the trials, with $25\,\%$ at $6\le T\le12$ and $10\,\%$ at
$13\le T\le32$, the medium and large tiers, $n$ and $d$ kept; the
enumeration of a pair's $T^2$ selections stays cheap), its
scores are made to have both signs (if all are positive, the lowest is
set to minus a random value in $[0.1,1.1)$, and symmetrically), and the
instance is that input and its copy with the opposite label. No selection
$\alpha$ is then locally optimal: both inputs have the same keys, so a
direction that ranks $\alpha_1$ first in one ranks it first in the other
($\alpha_1=\alpha_2$), and its support tokens $t$ would need
$\gamma_{1\alpha_1}>\gamma_{1t}$ and $-\gamma_{1\alpha_1}>-\gamma_{1t}$ at
once. (A selection with no support token does not exist for $T\ge2$.) The
enumeration must confirm it: a draw where it finds an LMM fails. The risk
is $L(p)={1\over2}h(u(p))$ with $u=\langle s(p),\gamma_1\rangle$ and
$h(u)=\ell(u)+\ell(-u)$, which for the logistic loss is strictly convex,
even, and least at $u=0$; since the scores have both signs, $u=0$ on a
nonempty surface of finite points, where $L$ attains its infimum. The
bounded runs must approach a stationary point, with the statistic of the
previous section; a draw with no bounded run is a skip with that reason.

{\it Finding: without any LMM direction, runs can still diverge.} The
infimum being finite does not make every run bounded. On some mirrored
draws (about two in a hundred, the near-tie and large-norm kinds) a run
grows linearly to $\norm{p}=2000$ with one token dominating both inputs
by a logit gap above $8$: it diverges, although no LMM direction exists.
The reason is that the two copies of a constraint act together. Along a
direction that selects token $\alpha$ in both inputs, a support token $t$
enters the gradient through both copies, with the combined coefficient
$(\gamma_{1t}-\gamma_{1\alpha})\bigl(\ell'(u)-\ell'(-u)\bigr)$, $u\approx\gamma_{1\alpha}$,
whose sign is that of $\gamma_{1\alpha}(\gamma_{1t}-\gamma_{1\alpha})$: the
pair prefers the score nearest to zero, not the higher score of either
input. A token $\alpha$ with positive score whose support tokens score
higher is therefore attracting for the pair, while each input's own
criterion of local optimality rejects it in input~1. The paper's
definition judges each support constraint by its own input; when two
inputs share a constraint (equal key differences), their loss derivatives
add, and local optimality is a property of the combined weights. So the
suite's formulation of the limit property (and of Theorem~4's converse)
needs distinct constraints across inputs, which free draws have with
probability one. The property \.{diverging\_without\_LMM\_found} asserts
that such a run is seen and saves the draw as
\.{reports/limit\_diverging\_without\_LMM.json}; those runs are not
tested by the stationarity property.
@^finding@>
@^limit property@>
@<Limit: subroutines@>=
static mm_instance *limit_mirrored(mm_rng *r, int trial, const char **kind)
{
  mm_gen_options o = mm_gen_defaults();
  mm_instance *base, *in;
  int T[2], d, lo = 0, hi = 0;
  o.n_min = o.n_max = 1; o.d_max = 3;
  base = thm_draw(r, trial, &o, NULL, kind);
  mm_assert(base != NULL);
  d = base->d; T[0] = T[1] = base->T[0];
  for (int t = 1; t < T[0]; t++) {
    if (base->gamma[t] < base->gamma[lo]) lo = t;
    if (base->gamma[t] > base->gamma[hi]) hi = t;
  }
  if (base->gamma[lo] >= 0.0) mm_gen_set_score(base, 0, lo, -(0.1 + mm_rng_uniform(r)));
  else if (base->gamma[hi] <= 0.0) mm_gen_set_score(base, 0, hi, 0.1 + mm_rng_uniform(r));
  in = mm_instance_new(2, T, d);
  mm_assert(in != NULL);
  in->loss = base->loss;
  for (int c = 0; c < 2; c++) memcpy(in->X + (size_t)in->off[c] * d, base->X, sizeof(double) * (size_t)(T[0] * d));
  memcpy(in->W, base->W, sizeof(double) * (size_t)(d * d));
  memcpy(in->v, base->v, sizeof(double) * (size_t)d);
  in->Y[0] = base->Y[0]; in->Y[1] = -base->Y[0];
  mm_assert(mm_instance_refresh(in) == MM_OK);
  mm_instance_free(base);
  return in;
}

@*1 The test and the distribution of outcomes.
The first property runs two starts per free draw; its statistic is the
worst over the draw's diverging runs, and a draw without one is a skip.
The second runs two starts per mirrored draw. The outcomes of the free
draws' runs (which LMM was reached, global or not, how many runs stayed
bounded, were undecided or stalled) are counters of the first property
(see |mm_prop_counter|): the verification report lists them under it, and
a run in one process (with any number of workers) also writes them to
\.{reports/limit.outcomes.json}; bounded runs of free draws are counted
there, and tested in the second property's construction. Both loops split
their trials over the workers and the parts of a sweep (|mm_prop_first|), and nothing
they count lives outside the tallies.

The counter of runs diverging elsewhere is the claim itself, read from the
side of the outcomes: a run lands there when no LMM direction was found
for it or its angle to one stayed above the tolerance, and either is a
failure of the first property. So a pass of the first property with that
counter above zero is a contradiction between the verdict and the report
beside it, and the test fails on it: a run scored $0$ although it had
nothing to converge to (or scored NaN, which no comparison records as the
worst) would otherwise pass unseen. Likewise the statistic of a draw is an
angle or infinity: a negative worst over the passing draws means that the
draw's worst run was never taken from its initial value, and fails too.
@<Limit: tests@>=
Test(limit, diverging_runs_end_at_an_LMM_bounded_runs_at_a_stationary_point)
{
  mm_prop pd, pb, pf;
  int to_gmm, to_local, bounded, stalled, elsewhere, runs, undecided, stopped, held, continued;
  const char *hyp = "no assumption on the scores; n <= 4, T <= 5, d <= 3, logistic; NGD eta 0.1, 2e4 steps, 2 starts N(0,4I) per draw";
  mm_prop_begin(&pd, "limit", "diverging_runs_end_at_an_LMM", hyp,
    "angle(p, nearest LMM) after 2e4 steps (radians), worst diverging run; infinite unless converging over K/16, K/4, K, or if there is no LMM", 0.1, LIMIT_FREE);
  mm_prop_label(&pd, MM_KIND_SUITE, "normalised GD (eta 0.1, 2e4 steps, 2 starts): the suite combines Theorems 3 and 4 with the descent lemma; a run that neither diverges nor settles is a named outcome (undecided), not a pass; on medium draws the LMM set is not enumerated and a run is measured against the selection it realises (certified QP)");
  mm_prop_result(&pd, "Theorem 3; Theorem 4");
  mm_prop_tiers(&pd, LIMIT_TIERS_FREE);
  mm_prop_begin(&pb, "limit", "bounded_runs_are_stationary",
    "mirrored draws (an input, T <= 5, d <= 3, scores of both signs, and its copy with the opposite label): no LMM exists (enumeration confirms), L attains its infimum at finite points; NGD eta 0.1, 2e4 steps, 2 starts N(0,4I)",
    "|grad L(mean of the second half)| / (L_p eta), worst bounded run; infinite if a run diverges (saturated) or an LMM is found", 1.0, LIMIT_MIRRORED);
  mm_prop_label(&pb, MM_KIND_SUITE, "normalised GD as above on draws built to have no LMM: a bounded run must approach a stationary point (averaged gradient over the second half, every 16th iterate); skip: no run bounded (undecided, or diverging: the finding)");
  mm_prop_result(&pb, "Theorem 4");
  mm_prop_tiers(&pb, LIMIT_TIERS_MIRRORED);
  mm_prop_begin(&pf, "limit", "diverging_without_LMM_found", "mirrored draws as bounded_runs_are_stationary",
    "0 on a mirrored draw (no LMM, enumeration) where a run diverged (|p| >= 200, linear growth, logit gaps >= 8); a draw without one is a skip; the search must find at least one", 0.0, LIMIT_MIRRORED);
  mm_prop_tiers(&pf, LIMIT_TIERS_MIRRORED);
  mm_prop_label(&pf, MM_KIND_FINDING, "search: a mirrored draw (two inputs sharing every constraint) where NGD diverges although no selection is locally optimal input by input");
  mm_prop_result(&pf, "Theorem 4");
  @<Limit: declare the counters of the outcomes@>@;
  for (int k = mm_prop_first(&pd); k < pd.trials; k = mm_prop_next(&pd, k)) {
    mm_rng r; mm_lmm_set set;
    mm_gen_options o = mm_gen_defaults();
    const char *kind;
    mm_instance *in;
    int full = mm_prop_tier(&pd, k) == 0;
    mm_prop_rng(&pd, k, &r);
    o.d_max = 3; o.chosen_opt = !full;
    in = thm_draw(&r, k, &o, NULL, &kind);
    memset(&set, 0, sizeof set); set.gmm = -1;
    if (full) cr_assert(mm_tokens_enumerate_lmm(in, NULL, &set) == MM_OK, "%s", mm_error_message());
    @<Limit: run two starts, classify them, and record@>@;
    mm_lmm_set_free(&set); mm_instance_free(in);
  }
  for (int k = mm_prop_first(&pb); k < pb.trials; k = mm_prop_next(&pb, k)) {
    mm_rng r; mm_lmm_set set;
    const char *kind;
    mm_instance *in;
    mm_prop_rng(&pb, k, &r);
    in = limit_mirrored(&r, k, &kind);
    cr_assert(mm_tokens_enumerate_lmm(in, NULL, &set) == MM_OK, "%s", mm_error_message());
    @<Limit: run two starts on a mirrored draw and record@>@;
    mm_lmm_set_free(&set); mm_instance_free(in);
  }
  mm_prop_end(&pd); mm_prop_end(&pb); mm_prop_end(&pf);
  @<Limit: write the distribution of outcomes@>@;
  @<Limit: save the first mirrored draw whose run diverged@>@;
  cr_assert(pd.failed == 0, "%s", mm_prop_summary(&pd));
  cr_assert(pd.counter_value[elsewhere] == 0, "limit/diverging_runs_end_at_an_LMM passed with %ld diverging run(s) counted as ending elsewhere than an LMM direction",
    (long)pd.counter_value[elsewhere]);
  cr_assert(pd.passed == 0 || pd.worst >= 0.0, "limit/diverging_runs_end_at_an_LMM: worst statistic %g over %d passing draws, not an angle", pd.worst, pd.passed);
  cr_assert(pb.failed == 0, "%s", mm_prop_summary(&pb));
  cr_assert(pf.failed == 0, "%s", mm_prop_summary(&pf));
  if (mm_prop_run(&pf) >= 300) cr_assert(pf.passed > 0, "limit/diverging_without_LMM_found: no run diverged on any of the %d mirrored draws", mm_prop_run(&pf));
  thm_require_tested(&pd, 2); thm_require_tested(&pb, 2);
}

@ On a mirrored draw a stalled run (zero computed gradient) is a bounded
run at its final point, where the stationarity is measured; a diverging
run, saturated as defined above, is the finding: the draw passes the
finding's property (the others are its skips), and the first such draw is
saved (next section). The search must find one among $300$ draws or
more: about $2.6\,\%$ of the mirrored draws show it ($30$ of $1150$ at
the default seed), so $300$ draws miss it with probability about
$e^{-7.8}<10^{-3}$; a smaller run (a reduced trial factor, or one part of
a sweep) is not held to it.
@<Limit: run two starts on a mirrored draw...@>=
{
  double wb = -1;
  int nb = 0, lmm = set.count > 0, found = -1;
  char fmsg[160] = "";
  for (int s = 0; s < 2 && !lmm; s++) {
    double p[MM_GEN_MAXD], avg[MM_GEN_MAXD];
    limit_run lr = {0};
    thm_random_start(&r, in->d, 2.0, p);
    limit_one(in, &set, 1, p, &lr, avg);
    if (lr.stop == MM_DYN_STOP_STALLED) { nb++; wb = fmax(wb, limit_stationarity(in, p)); continue; }
    if (lr.ratio <= 0.6 && lr.norm >= 200.0 && limit_gap(in, p) >= 8.0) {
      if (found < 0) { found = s; snprintf(fmsg, sizeof fmsg, "run %d reached |p| = %.4g with logit gaps >= 8", s, lr.norm); }
    } else if (lr.ratio > 0.6) { nb++; wb = fmax(wb, limit_stationarity(in, avg)); }
  }
  if (lmm) mm_prop_record(&pb, k, INFINITY, in, "%s draw: the enumeration found %d LMM directions", kind, set.count);
  else if (nb) mm_prop_record(&pb, k, wb, in, "%s draw, %d bounded runs of 2", kind, nb);
  else mm_prop_skip(&pb, "no bounded run (undecided or diverging)");
  if (lmm) mm_prop_skip(&pf, "the enumeration found an LMM (a failure of bounded_runs_are_stationary)");
  else if (found >= 0) mm_prop_record(&pf, k, 0.0, in, "%s draw: %s and no LMM", kind, fmsg);
  else mm_prop_skip(&pf, "no run diverged on this draw");
}

@ The draw saved is the one of the smallest trial that showed a diverging
run: every such draw records the statistic $0$, and between equal
statistics the worst trial is the earliest (|mm_prop_worse|), so after the
merge |pf.worst_trial| names it in every run, with any number of workers.
A trial's instance is a function of the seed and the trial, so it is drawn
again and saved as \.{reports/limit\_diverging\_without\_LMM.json}. A
part of a sweep knows only its own trials and saves nothing; the merged
report names the trial.
@<Limit: save the first mirrored draw...@>=
if (pf.shards == 1 && pf.worst_trial >= 0) {
  char path[512];
  const char *kind;
  mm_rng r;
  mm_instance *in;
  mm_prop_rng(&pf, pf.worst_trial, &r);
  in = limit_mirrored(&r, pf.worst_trial, &kind);
  snprintf(path, sizeof path, "%s/limit_diverging_without_LMM.json", mm_report_dir());
  cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
  cr_log_info("limit: mirrored draw %d (%s), the first whose run diverged without any LMM, saved to %s", pf.worst_trial, kind, path);
  mm_instance_free(in);
}

@ A stalled run (a gradient computed as zero; Theorem~2's chapter says why
the evaluation never returns one here) is counted in the distribution and
fails the divergence property: the risk of these draws is not constant, so the gradient is
never zero at a finite point.
@<Limit: run two starts, classify...@>=
{
  double wd = -1;
  int nd = 0;
  char msg[256] = "";
  for (int s = 0; s < 2; s++) {
    double p[MM_GEN_MAXD], avg[MM_GEN_MAXD];
    limit_run lr = {0};
    thm_random_start(&r, in->d, 2.0, p);
    limit_one(in, &set, full, p, &lr, avg);
    mm_prop_add(&pd, runs, 1);
    if (lr.stop == MM_DYN_STOP_STALLED) {
      mm_prop_add(&pd, stalled, 1); nd++; wd = INFINITY;
      snprintf(msg, sizeof msg, "run %d stalled at |p| = %.4g (zero computed gradient)", s, lr.norm);
      continue;
    }
    if (lr.ratio <= 0.6 && (lr.norm < 200.0 || limit_gap(in, p) < 8.0)) { mm_prop_add(&pd, undecided, 1); continue; }
    if (lr.ratio <= 0.6 && lr.has_q && lr.norm < 16.0 * mm_norm(lr.q, in->d)) { mm_prop_add(&pd, undecided, 1); continue; }
    if (lr.ratio <= 0.6) {
      static const char *at[5] = {"K/16, K/4, K", "K/4, K, 4K (continued)", "K, 4K, 16K (continued)", "4K, 16K, 64K (continued)", "16K, 64K, 256K (continued)"};
      double c = lr.has_q ? limit_shape(&lr) : INFINITY;
      int rung = 0;
      if (!(c <= 0.1)) {
        mm_prop_add(&pd, continued, 1);
        c = limit_continue(in, &set, full, p, &lr, &rung);
        if (c == -1.0) { mm_prop_add(&pd, stopped, 1); continue; }
        if (c == -2.0) { mm_prop_add(&pd, undecided, 1); continue; }
        if (c == -3.0) { mm_prop_add(&pd, held, 1); continue; }
      }
      nd++;
      mm_prop_add(&pd, !lr.has_q || !(c <= 0.1) ? elsewhere : lr.global ? to_gmm : to_local, 1);
      if (c > wd) {
        wd = c;
        if (full) snprintf(msg, sizeof msg, "run %d: |p| = %.4g after %ld steps, nearest LMM %d%s, angles %.3g %.3g %.3g at %s", s, mm_norm(p, in->d),
          (long)LIMIT_K << (2 * rung), lr.nearest, lr.global ? " (GMM)" : "", lr.ang[0], lr.ang[1], lr.ang[2], at[lr.continued]);
        else snprintf(msg, sizeof msg, "run %d: |p| = %.4g after %ld steps, the selection it realises is %s%s, angles to its ATT-SVM direction %.3g %.3g %.3g at %s", s,
          mm_norm(p, in->d), (long)LIMIT_K << (2 * rung), mm_sel_kind_name(lr.kind), lr.global ? " (the GMM)" : "", lr.ang[0], lr.ang[1], lr.ang[2], at[lr.continued]);
      }
    } else mm_prop_add(&pd, bounded, 1);
  }
  if (nd && full) mm_prop_record(&pd, k, wd, in, "%s draw, %d LMMs, %d diverging runs: %s", kind, set.count, nd, msg);
  else if (nd) mm_prop_record(&pd, k, wd, in, "%s draw, n = %d, T <= %d (LMMs not enumerated), %d diverging runs: %s", kind, in->n, mm_instance_max_tokens(in), nd, msg);
  else mm_prop_skip(&pd, "no diverging run (bounded or undecided)");
}

@ The counters of the outcomes, declared before the loops in the order in
which the report lists them.
@<Limit: declare the counters of the outcomes@>=
runs = mm_prop_counter(&pd, "runs (2 per free draw)");
to_gmm = mm_prop_counter(&pd, "runs diverging to the GMM direction");
to_local = mm_prop_counter(&pd, "runs diverging to a non-global LMM direction");
elsewhere = mm_prop_counter(&pd, "runs diverging elsewhere (failures)");
bounded = mm_prop_counter(&pd, "bounded runs");
undecided = mm_prop_counter(&pd, "undecided runs (still turning, not saturated, or below 16 |q|)");
stalled = mm_prop_counter(&pd, "stalled runs (zero computed gradient; failures)");
stopped = mm_prop_counter(&pd, "runs that stopped growing after K (cycling at a finite norm)");
held = mm_prop_counter(&pd, "runs held at the end near a non-LMM ATT-SVM direction by a nearly active constraint (rho s <= 1; undecided)");
continued = mm_prop_counter(&pd, "diverging runs continued beyond K (to 4K, 16K, 64K and 256K steps, until they pass)");

@ The distribution, from the merged counters; a part of a sweep writes no
file (its counters are part of its share of the report).
@<Limit: write the distribution...@>=
if (pd.shards == 1) {
  const long *c = pd.counter_value;
  json_t *j = json_pack("{s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I}", "runs", (json_int_t)c[runs], "diverging_to_GMM", (json_int_t)c[to_gmm],
    "diverging_to_non_global_LMM", (json_int_t)c[to_local], "diverging_elsewhere", (json_int_t)c[elsewhere], "bounded", (json_int_t)c[bounded],
    "undecided", (json_int_t)c[undecided], "stalled", (json_int_t)c[stalled], "stopped_growing_after_K", (json_int_t)c[stopped],
    "held_by_a_nearly_active_constraint", (json_int_t)c[held]);
  char path[512];
  snprintf(path, sizeof path, "%s/limit.outcomes.json", mm_report_dir());
  if (j == NULL || mm_io_write_json(path, j) != MM_OK) cr_log_info("limit: cannot write %s", path);
  json_decref(j);
  cr_log_info("limit: %ld runs: %ld to the GMM, %ld to a non-global LMM, %ld diverging elsewhere, %ld bounded, %ld undecided, %ld stalled, %ld stopped growing after K, %ld held by a nearly active constraint",
    c[runs], c[to_gmm], c[to_local], c[elsewhere], c[bounded], c[undecided], c[stalled], c[stopped], c[held]);
}
