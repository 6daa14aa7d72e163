@*Strictness and the infimum.
\lbl{chk:strict}{\sl Statement:\/} strictness and the infimum, \secref{strict}.
@^strictness@>
@^infimum of the risk@>
@^ties@>
Two facts frame every convergence theorem of the paper. First [derived],
local optimality must be {\it strict\/}: if a support token $\tau\in T_i(\alpha)$
has the same score as the selected token, $\gamma_{i\tau}=\gamma_{i\alpha_i}$,
the direction $p^\mm(\alpha)$ is no longer attracting, because the risk does
not care whether input $i$ attends to $\alpha_i$ or to $\tau$, and the
constraint that held $p^\mm(\alpha)$ in place stops pulling. Second
[derived], $L$ never attains its infimum: when the ATT-SVM of
$\opt$ is feasible, $\inf L=L_\star={1\over n}\sum_i\ell(\max_t\gamma_{it})$, yet
$L(p)>L_\star$ at every finite $p$, and along $R\,p^\mm_\star/\norm{p^\mm_\star}$ the gap
closes at the exponential rate set by the margin:
$$\log\bigl(L(Rp^\mm_\star/\norm{p^\mm_\star})-L_\star\bigr)=-{R\over\norm{p^\mm_\star}}+O(1).$$
The suite is \.{strict} in the verification report.

@(strict.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
@<Strict: subroutines@>@;
@<Strict: tests@>@;

@*1 Ties remove the attraction.
The construction edits a score without moving any key. With a unit head $v$
and $W=I-vv^T$, every key $k_{it}=Wx_{it}$ (this $W$ is symmetric) is orthogonal
to $v$, and moving $x_{it}$ along $v$ changes its score
$\gamma_{it}=Y_iv^Tx_{it}$ and nothing else. The tie must be exact in floating
point, and that is a finding: moving the token with |mm_gen_set_score|
leaves the two scores $10^{-16}$ apart, and on a draw with one input of two
tokens the ``tied'' run then comes back exactly like the strict one. Normalised descent is blind to the size of the
gradient, so when the rounding difference is the only thing that differs
between the two tokens, it attracts as well as a real gap. So here $v=e_1$,
$W={\rm diag}(0,1,\dots,1)$, the keys are the tokens with the first
coordinate zeroed (exactly), the score is $Y_ix_{it,1}$ (exactly), and a tie
copies the first coordinate of $x_{i,\opt_i}$ into $x_{i\tau}$. So from one random instance ($n\le3$, $T_i\le4$, $3\le d\le5$,
logistic loss, a random $\opt_i$ whose score exceeds the others by at
least $0.1$, ATT-SVM$(\opt)$ feasible by construction) we get two instances
with the same keys, hence the same ATT-SVM and the same support tokens: the
{\it strict\/} one as drawn, and the {\it tied\/} one, where one support token
$\tau$ of $p^\mm_\star$ (chosen as below) gets the score of
$\opt_i$. |mm_tokens_classify| must call $\opt$ an LMM in the first and a
tie in the second; otherwise the draw is a skip.
{\it Tiers.} $75\,\%$ of the trials are these tiny draws, $15\,\%$
medium ones, where the dimension is $6\le d\le12$, and $10\,\%$ large
ones, $13\le d\le32$ (|mm_gen_tier| widens only the ranges left at the
default, so $n\le3$ and $T_i\le4$ stay).

The observable is attraction itself: both runs start at norm
$R_0=\max(5,5\norm{p^\mm_\star})$ at the
angle $\theta_0=0.1$ from $p^\mm_\star$, in the same random direction
$w\perp p^\mm_\star$, and take normalised steps ($\eta=0.1$) to
$\norm{p}=1000$. The strict run comes back: its angle to $p^\mm_\star$ becomes
that of a finite offset, $c/\norm{p}$. The tied run does not: with $\tau$'s
constraint no longer pulling, nothing brings the component along the freed
direction back (when the tie leaves an input with all scores equal and no
other input, the gradient is exactly zero and $p$ does not move at all),
or the direction drifts towards the max-margin direction of the remaining
constraints, at a finite angle from $p^\mm_\star$. Theorem~3 promises
attraction only from a large enough norm, and $R_0$ is not derived from its
constants: the suite's formulation adds the hypothesis that the strict run
is attracted from this start (ends within $0.05$ rad). Where it is not, the
draw is a skip with that reason, and the outcome is named: it is a failure
of the observation \.{observation\_run\_attracted}, whose
statistic is the strict run's final angle with tolerance $0.05$, recorded on
every draw that reaches the runs. (Starting both runs exactly on $p^\mm_\star$ would not
separate the cases, since a run with zero force stays where it is put.) The statistic is the ratio of the final angles,
strict over tied, and the tolerance $1/4$: the strict angle is $c/1000$,
while the tied one tends to $\theta'$; a ratio near $1$ would mean that the
tie made no difference. The tied run's angle must also exceed $10^{-3}$, a
floor far above the strict runs' (measured: below $10^{-4}$ typically) so
that the ratio cannot pass by both angles being rounding noise.
A strict run can be attracted slowly: with a rate constant $c$ in the tens,
its angle at $\norm{p}=1000$ is a few hundredths, of the order of the tied
run's, and the ratio at one norm says nothing. When the ratio exceeds $1/4$,
both runs are therefore continued to $\norm{p}=16000$ and the ratio there
is the statistic. Attraction at the rate $c/\norm{p}$ shrinks the strict
angle sixteenfold over that range, while a tied run without attraction
keeps at least its distance to the direction it drifts to; a tied run that
were attracted as well would shrink by the same factor and keep the ratio,
and fail.
@<Strict: subroutines@>=
static mm_instance *draw_orthogonal_keys(mm_rng *r, int *opt)
{
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  int d;
  o.n_max = 3; o.T_max = 4; o.d_min = 3;
  in = mm_gen_instance(r, &o, NULL);
  cr_assert(in != NULL, "generator failed: %s", mm_error_message());
  d = in->d;
  memset(in->v, 0, sizeof(double) * (size_t)d); in->v[0] = 1.0;
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) in->W[a * d + b] = (a == b && a > 0); /* $W=I-vv^T$ */
  for (int i = 0; i < in->n; i++) {
    double top = -HUGE_VAL;
    opt[i] = mm_rng_int(r, 0, in->T[i] - 1);
    for (int t = 0; t < in->T[i]; t++) if (t != opt[i]) top = fmax(top, in->Y[i] * in->X[(size_t)(in->off[i] + t) * d]);
    in->X[(size_t)(in->off[i] + opt[i]) * d] = in->Y[i] * (top + 0.1 + mm_rng_uniform(r));
  }
  mm_assert(mm_instance_refresh(in) == MM_OK);
  @<Strict: make ATT-SVM$(\opt)$ feasible by moving the optimal keys@>@;
  return in;
}

@ The ATT-SVM of $\opt$ is made feasible by construction, the way the
generator chapter does it, in the coordinates that the keys see: draw a
direction $p$ with $p_1=0$ and move each optimal token along $p$ (its
first coordinate, the score, is untouched, and so is the tie that the test
makes later) until its logit $x^Tp$ exceeds every other token's of its input
by $1$ plus a random slack in $[0,1)$. Then $p$ satisfies every constraint.
@<Strict: make ATT-SVM$(\opt)$ feasible...@>=
{
  double p[MM_GEN_MAXD], rate;
  p[0] = 0.0;
  for (int j = 1; j < d; j++) p[j] = mm_rng_normal(r);
  rate = mm_dot(p, p, d);
  for (int i = 0; i < in->n && rate > 1e-12; i++) {
    double top = -HUGE_VAL, mine = 0.0, shift, *x = in->X + (size_t)(in->off[i] + opt[i]) * d;
    for (int t = 0; t < in->T[i]; t++) {
      double a = mm_dot(in->K + (size_t)(in->off[i] + t) * d, p, d);
      if (t == opt[i]) mine = a; else if (a > top) top = a;
    }
    shift = (top + 1.0 + mm_rng_uniform(r) - mine) / rate;
    if (shift > 0) for (int j = 1; j < d; j++) x[j] += shift * p[j];
  }
  mm_assert(mm_instance_refresh(in) == MM_OK);
}

@ A normalised run from $R_0(\cos\theta_0\,\hat p+\sin\theta_0\,w)$ to
$\norm{p}=R_1$; returns the final angle to $\hat p$. A run that meets a zero
gradient stops there (as {\it stalled\/}), which for this observable is the
same as not being attracted.
@<Strict: subroutines@>=
static double ngd_angle(const mm_instance *in, const double *pmm, const double *w, double R0, double R1)
{
  double p[MM_GEN_MAXD], np = mm_norm(pmm, in->d);
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  for (int j = 0; j < in->d; j++) p[j] = R0 * (cos(0.1) * pmm[j] / np + sin(0.1) * w[j]);
  o.max_norm = R1; o.max_steps = (long)(20 * R1 / o.eta);
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
  return mm_dyn_angle(p, pmm, in->d);
}

@ @<Strict: tests@>=
Test(strict, a_tie_on_a_support_token_removes_the_attraction)
{
  mm_prop pr, po;
  mm_prop_begin(&pr, "strict", "tie_removes_attraction", "W = I - v v^T, unique opt, ATT-SVM(opt) feasible, a support token tied to opt",
    "angle_strict / angle_tied at |p| = 1000, or at 16000 where the ratio at 1000 exceeds 1/4 (NGD from |p| = max(5, 5|p_mm|) at angle 0.1; strict run attracted); fails also if angle_tied < 1e-3", 0.25, 1100);
  mm_prop_tiers(&pr, 75, 15, 10);
  mm_prop_label(&pr, MM_KIND_SUITE, "a derived claim: NGD from a cone point with and without a tie on a support token; the suite adds: the strict run is attracted from that start");
  mm_prop_result(&pr, "strictness");
  mm_prop_begin(&po, "strict", "observation_run_attracted", "as tie_removes_attraction; every draw that reaches the runs",
    "angle(p, p_mm) of the strict run at |p| = 1000 (NGD from |p| = max(5, 5|p_mm|) at angle 0.1)", 0.05, 1100);
  mm_prop_tiers(&po, 75, 15, 10);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "NGD without the tie from a start whose norm is not derived from Theorem 3's constants: is it attracted?");
  mm_prop_result(&po, "strictness");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; int opt[8], i = -1, tau = -1;
    mm_instance *in, *tied;
    mm_selection s1, s2;
    mm_prop_rng(&pr, k, &r);
    in = draw_orthogonal_keys(&r, opt);
    memset(&s1, 0, sizeof s1); memset(&s2, 0, sizeof s2);
    if (mm_tokens_classify(in, opt, &s1) != MM_OK || s1.kind != MM_SEL_LMM) {
      mm_prop_skip(&pr, "opt is not an LMM (ATT-SVM infeasible)");
      mm_selection_free(&s1); mm_instance_free(in);
      continue;
    }
    @<Strict: pick the support token with the largest multiplier and tie it@>@;
    @<Strict: tie it and run both@>@;
    mm_selection_free(&s1); mm_selection_free(&s2);
    mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&po);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= mm_prop_run(&pr) / 4, "too many skips: %s", mm_prop_summary(&pr));
}

@ Which support token to tie. A support token whose KKT multiplier is zero
is tight by accident: dropping its constraint does not change $p^\mm_\star$, and
tying it changes nothing either (tying the first support token found
meets such draws: both runs end at the same angle).
So we tie the support token with the largest multiplier $\lambda$ of the
ATT-SVM (|mm_svm_att|, certified), and skip the draw when that multiplier is
below $10^{-6}$ (no constraint is strictly active).
@<Strict: pick the support token with the largest multiplier and tie it@>=
{
  mm_svm sv;
  double best = 0.0;
  cr_assert(mm_svm_att(in, opt, NULL, &sv) == MM_OK, "%s", mm_error_message());
  for (int a = 0; a < sv.nactive; a++) {
    int row = sv.active[a];
    if (sv.lambda[row] > best) { best = sv.lambda[row]; i = sv.qp->input[row]; tau = sv.qp->token[row]; }
  }
  mm_svm_free(&sv);
  if (best < 1e-6) {
    mm_prop_skip(&pr, "no support token has a positive multiplier");
    mm_selection_free(&s1); mm_instance_free(in);
    continue;
  }
  @<Strict: skip when dropping $\tau$'s constraint hardly moves the direction@>@;
}

@ The tied run drifts towards (at most) the max-margin direction $p'$ of the
constraints that remain when $\tau$'s is dropped, so the effect of the tie
can only be seen when $p'$ is measurably far from $p^\mm_\star$. We solve the
ATT-SVM of the instance without token $\tau$ (|mm_instance_drop|) and skip the
draw when $\angle(p',p^\mm_\star)<0.05$: where $p'$ is closer, a tied run
can come back to within four times the strict run's angle, and the ratio
below cannot separate them.
@<Strict: skip when dropping...@>=
{
  mm_instance *dr = mm_instance_drop(in, i, tau);
  int alpha[8];
  mm_svm sd;
  cr_assert(dr != NULL);
  for (int j = 0; j < in->n; j++) alpha[j] = opt[j] - (j == i && tau < opt[j]);
  if (mm_svm_att(dr, alpha, NULL, &sd) != MM_OK || mm_dyn_angle(sd.z, s1.lmm.p, in->d) < 0.05) {
    mm_prop_skip(&pr, "dropping the tied token's constraint moves the max-margin direction by less than 0.05");
    mm_svm_free(&sd); mm_instance_free(dr); mm_selection_free(&s1); mm_instance_free(in);
    continue;
  }
  mm_svm_free(&sd); mm_instance_free(dr);
}
@ @<Strict: tie it and run both@>=
tied = mm_instance_copy(in);
tied->X[(size_t)(tied->off[i] + tau) * tied->d] = tied->X[(size_t)(tied->off[i] + opt[i]) * tied->d];
mm_assert(mm_instance_refresh(tied) == MM_OK);
cr_assert(memcmp(tied->K, in->K, sizeof(double) * (size_t)in->off[in->n] * in->d) == 0, "keys moved");
cr_assert(tied->gamma[tied->off[i] + tau] == tied->gamma[tied->off[i] + opt[i]], "the tie is not exact");
if (mm_tokens_classify(tied, opt, &s2) != MM_OK || s2.kind != MM_SEL_TIE)
  mm_prop_skip(&pr, "the edited instance is not classified as a tie");
else {
  double w[MM_GEN_MAXD], a, nw, as, at, R0;
  do {
    for (int j = 0; j < in->d; j++) w[j] = mm_rng_normal(&r);
    a = mm_dot(w, s1.lmm.p, in->d) / mm_dot(s1.lmm.p, s1.lmm.p, in->d);
    for (int j = 0; j < in->d; j++) w[j] -= a * s1.lmm.p[j];
    nw = mm_norm(w, in->d);
  } while (nw < 1e-6);
  for (int j = 0; j < in->d; j++) w[j] /= nw;
  R0 = fmax(5.0, 5.0 * mm_norm(s1.lmm.p, in->d));
  as = ngd_angle(in, s1.lmm.p, w, R0, 1000.0); at = ngd_angle(tied, s1.lmm.p, w, R0, 1000.0);
  mm_prop_record(&po, k, as, in, "R0 = %.3g: angle of the strict run %.3g at |p| = 1000", R0, as);
  if (as > 0.05) mm_prop_skip(&pr, "suite hypothesis: the strict run is attracted from this start; it was not (a failure of observation_run_attracted)");
  else if (at >= 1e-3 && as / at > 0.25) { /* a slowly attracted strict run: both runs continued to $16000$ */
    double as2 = ngd_angle(in, s1.lmm.p, w, R0, 16000.0), at2 = ngd_angle(tied, s1.lmm.p, w, R0, 16000.0);
    mm_prop_record(&pr, k, at2 >= 1e-3 ? as2 / at2 : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g at |p| = 1000; %.3g and %.3g at 16000",
      i, tau, as, at, as2, at2);
  } else mm_prop_record(&pr, k, at >= 1e-3 ? as / at : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g",
    i, tau, as, at);
}
mm_instance_free(tied);

@*1 The infimum is not attained.
Instances from |mm_gen_instance| with a chosen optimal token (gap at least
$0.1$; in adversarial draws $10^{-6}$), $n\le4$, $T_i\le5$, $d\le5$, the loss
cycling through the three; the ATT-SVM of $\opt$ must be feasible (a
certified solution, else a skip), which makes $L_\star=\inf L$. The
log-domain evaluation |mm_dyn_evaluate| returns $F(p)=\log(L(p)-L_\star)$
without forming the difference, so ``$L(p)>L_\star$'' is the statement that
$F(p)$ is finite, which can be tested where $L(p)-L_\star$ is far below the
smallest double.
{\it Tiers.} These are the tiny draws, half of the trials; $35\,\%$ are
medium ($n\le16$, $T_i\le12$, $d\le12$) and $15\,\%$ large ($n\le64$,
$T_i\le32$, $d\le32$), drawn by the same generator at the trial's tier
(|mm_gen_tier|), where ATT-SVM$(\opt)$ is feasible by construction; the
report gives the tested draws and the worst statistic per tier.

{\it Property 1.} $F(p)>-\infty$ at $p$ of length log-uniform in $[10^{-2},10^4]$
(a Gaussian direction), and at $p=Rp^\mm_\star/\norm{p^\mm_\star}$ with
$R=10^4$. Statistic $0$ when both are finite, $1$ otherwise; tolerance $0$.

{\it Property 2, the rate.} Let $m=1/\norm{p^\mm_\star}$, the margin of the unit
direction (every support token has $(k_{i,\opt_i}-k_{it})^T\hat p=m$, the others
more). Along $R\hat p$ the weights are $s_{it}=e^{-Rm_{it}}(1+O(e^{-Rm}))$ with
$m_{it}\ge m$, and for $Rm\ge200$ the excess is, to a relative $e^{-200}$,
$$L-L_\star=\sum_{i,t\ne\opt_i}w_{it}e^{-Rm_{it}},\qquad
w_{it}={1\over n}\vert\ell'(M_i)\vert\,(M_i-\gamma_{it})>0,$$
by the first-order expansion of $\ell$ at $M_i=\gamma_{i,\opt_i}$. Hence
$F(R)+Rm=\log\sum w_{it}e^{-R(m_{it}-m)}$ lies between $\log w_{\rm lead}$ (the
support tokens' terms) and $\log\sum w_{it}$, so between $R_1=200/m$ and
$R_2=400/m$
$$\bigl\vert F(R_2)-F(R_1)+m(R_2-R_1)\bigr\vert\le\log{\sum w_{it}\over\min w_{it}}
\le\log(N\rho),$$
$N$ the number of terms and $\rho$ the ratio of the largest to the smallest
$w_{it}$. The statistic is the left side divided by $\log(N\rho)$, tolerance
$1$: a rate off by a relative $\delta$ would give $\delta\cdot200$ on the left,
above the bound as soon as $\delta>\log(N\rho)/200$ (a few percent here).
The same property requires $F$ to decrease strictly along
$R=2^k/m$, $k=0,\dots,12$: the gap closes monotonically along the GMM
direction. Rounding is no concern: $F$ is computed to a few ulps of
$\vert F\vert\le2\cdot10^3$ here, about $10^{-12}$, against a bound of order one.
When $N\rho=1$ the bound is $0$; that needs $N=1$, and then $F+Rm$ is constant
up to $e^{-200}$ and rounding, so the statistic is $0/0$ or rounding over
zero: such draws ($n=1$, $T=2$) are skips.
@<Strict: tests@>=
Test(strict, risk_stays_above_its_infimum_and_the_gap_closes_at_the_margin_rate)
{
  mm_prop pf, pr;
  mm_prop_begin(&pf, "strict", "risk_above_infimum", "unique opt, ATT-SVM(opt) feasible, three losses, |p| in [1e-2, 1e4] and 1e4 along p_mm",
    "0 if log(L - L*) is finite at both points, else 1", 0.0, 1250);
  mm_prop_label(&pf, MM_KIND_SUITE, "a derived claim (L never reaches its infimum): log(L - L*) evaluated, no dynamics");
  mm_prop_result(&pf, "strictness");
  mm_prop_begin(&pr, "strict", "gap_rate_is_the_margin", "as above",
    "|F(400/m) - F(200/m) + 200| / log(N rho), m = 1/|p_mm|; fails if F does not decrease along 2^k/m", 1.0, 1250);
  mm_prop_label(&pr, MM_KIND_SUITE, "a derived claim: the decay rate of log(L - L*) along p_mm equals the margin");
  mm_prop_result(&pr, "strictness");
  mm_prop_tiers(&pf, 50, 35, 15); mm_prop_tiers(&pr, 50, 35, 15);
  for (int k = mm_prop_first(&pf); k < pf.trials; k = mm_prop_next(&pf, k)) {
    mm_rng r; int opt[MM_GEN_MAXN];
    mm_gen_options o = mm_gen_defaults();
    mm_instance *in;
    mm_svm s;
    mm_prop_rng(&pf, k, &r);
    o.chosen_opt = 1; o.loss = (mm_loss_kind)(k % 3); o.random_W = k % 2;
    if (mm_prop_adversarial(k)) o.gap = 1e-6;
    in = mm_gen_instance(&r, &o, opt);
    cr_assert(in != NULL, "%s", mm_error_message());
    if (mm_svm_att(in, opt, NULL, &s) != MM_OK) { mm_prop_skip(&pf, "ATT-SVM(opt) infeasible (Farkas certificate)"); mm_prop_skip(&pr, "ATT-SVM(opt) infeasible (Farkas certificate)"); }
    else {
      @<Strict: test that the excess is finite at two points@>@;
      @<Strict: measure the rate along $p^\mm_\star$@>@;
    }
    mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pf); mm_prop_end(&pr);
  cr_assert(pf.failed == 0, "%s", mm_prop_summary(&pf));
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Strict: test that the excess is finite...@>=
{
  double p[MM_GEN_MAXD], g[MM_GEN_MAXD], len = 0.01 * pow(1e6, mm_rng_uniform(&r)), np = mm_norm(s.z, in->d), q[MM_GEN_MAXD], nq;
  mm_dyn_value a, b;
  for (int j = 0; j < in->d; j++) q[j] = mm_rng_normal(&r);
  nq = mm_norm(q, in->d);
  for (int j = 0; j < in->d; j++) { q[j] *= len / nq; p[j] = 1e4 * s.z[j] / np; }
  cr_assert(mm_dyn_evaluate(in, q, g, &a) == MM_OK && mm_dyn_evaluate(in, p, g, &b) == MM_OK, "%s", mm_error_message());
  mm_prop_record(&pf, k, isfinite(a.log_excess) && isfinite(b.log_excess) ? 0.0 : 1.0, in,
    "%s: log(L - L*) = %.6g at |p| = %.3g, %.6g at 1e4 along p_mm", mm_loss_name(in->loss), a.log_excess, len, b.log_excess);
}

@ @<Strict: measure the rate...@>=
{
  double m = 1.0 / mm_norm(s.z, in->d), F[13], F1, F2, dev, wmin = INFINITY, wmax = 0.0, p[MM_GEN_MAXD], g[MM_GEN_MAXD];
  int N = 0, decreasing = 1;
  mm_dyn_value val;
  for (int i = 0; i < in->n; i++) {
    double M = in->gamma[in->off[i] + opt[i]];
    for (int t = 0; t < in->T[i]; t++) if (t != opt[i]) {
      double w = fabs(mm_dloss(in->loss, M)) * (M - in->gamma[in->off[i] + t]);
      wmin = fmin(wmin, w); wmax = fmax(wmax, w); N++;
    }
  }
  for (int e = 0; e <= 12; e++) {
    for (int j = 0; j < in->d; j++) p[j] = ldexp(1.0, e) * s.z[j]; /* $(2^e/m)\hat p=2^ep^\mm_\star$ */
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    F[e] = val.log_excess;
    if (e > 0 && !(F[e] < F[e - 1])) decreasing = 0;
  }
  for (int j = 0; j < in->d; j++) p[j] = 200.0 * s.z[j];
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK); F1 = val.log_excess;
  for (int j = 0; j < in->d; j++) p[j] = 400.0 * s.z[j];
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK); F2 = val.log_excess;
  dev = F2 - F1 + 200.0; /* $F(R_2)-F(R_1)+m(R_2-R_1)$ */
  if (N == 1) mm_prop_skip(&pr, "a single term (n = 1, T = 2): the bound log(N rho) is 0");
  else mm_prop_record(&pr, k, decreasing ? fabs(dev) / log(N * wmax / wmin) : INFINITY, in,
    "%s: m = %.4g, F(200/m) = %.8g, F(400/m) = %.8g, N = %d, rho = %.3g", mm_loss_name(in->loss), m, F1, F2, N, wmax / wmin);
}
