@*Checks of the paper's experiments.
\lbl{chk:experiments}{\sl Statements:\/} the paper's experiments, \fnsec{mm_exp_run_paths}, and Theorem~6's $p$-part on E3, \secref{thm6}.
The experiments chapter draws the paper's figures; this suite
(\.{experiments} in the verification report) checks that each experiment,
run by the chapter's own functions, ends where the authors' code and presentation say
it does (\secref{E1}--\secref{E5}). Those outcomes are closed forms or
plain statements, written into this chapter by hand, independent of the code under test:
E1a, all six starts to the GMM $(-10,100,0)/101$; E1b, the starts
$(0,-1,0)$ and $(0,-1.5,0)$ to the LMM $(1,0,0)$ and the others to the GMM;
E2, every start to the GMM with the optimal tokens' mass tending to $1$;
E3 tight, $v\to(0,1)$ and $p\to(4,1)/\sqrt{17}$ in direction; E3 relaxed,
$p\to(1,0)$ and not to the direction of $p^\mm=(1.25,0.25)$; E4, direction
$(1,0,0)$ for every $C$ and both losses, with the transverse offsets of
the closed forms.

@(check_experiments.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "experiments.h"
@<Experiment checks: subroutines@>@;
@<Experiment checks: tests@>@;

@ {\it The step count and the tolerance of a direction.} The runs of the
figures take $1000$ steps; the checks take $N=10^4$, recorded every
$1000$, so that $\norm{p(N)}\approx\eta N=1000$. The angle $\theta$ between
$p$ and its limit direction $u$ does not vanish at finite norm: writing
$p=\norm{p}\cos\theta\,u+w$, normalised steps drive $\norm{p}$ up by
almost exactly $\eta$ per step while the transverse part $w$ settles at a
finite offset, so $\theta\approx\norm{w}/\norm{p}$. The offset has two
sources: what the path picked up before the direction settled (at most the
transverse part of the start, $\le1.5$ here, plus the first turn of the
path, of the size of the keys, about $1$), and a balance between support
tokens whose exponential weights must be equal at the fixed point, which
puts the offset at ${1\over2}\ln$ of a ratio of their coefficients (E4 is
the exact case, ${1\over2}\ln C$). In E1--E3 those coefficients are score
gaps and key differences that differ by less than a factor $10$, so the
balance adds at most ${1\over2}\ln10\approx1.2$ per pair. Under the general
rate $\theta=O(\log\norm{p}/\norm{p})$ of the paper's analysis we therefore
require
$$\theta(N)\le{\ln\norm{p(N)}\over\norm{p(N)}},$$
which at $\norm{p}=1000$ allows an offset of $\ln1000\approx6.9$, about
twice the sum of the sources above. The statistic is
$\theta\norm{p}/\ln\norm{p}$ with tolerance $1$. The bound is
$0.007$~radians, well under half the angle between any two candidate
directions (E1b: $1.67$; E3 relaxed: $\arctan0.2=0.197$), so passing
also decides which candidate the run reached. In addition the angle must
decrease from step $N/10$ to step $N$, which a run drifting between two
directions would not do. E4 is not subject to this bound: its offset for
the logistic loss is ${1\over2}\ln\bigl(C(1+e)/(1+e^C)\bigr)\approx-C/2$,
which the direction check of E4 accounts for exactly.
@^E1@>
@^E2@>
@^E3@>
@<Experiment checks: subroutines@>=
static double direction_stat(const double *p, const double *u, int d, double *angle)
{
  double np = mm_norm(p, d);
  *angle = mm_dyn_angle(p, u, d);
  return *angle * np / log(np);
}

@ The oracle's LMM directions are compared with the closed forms
too: each closed-form direction must match one oracle direction to the
certificate tolerance of the QP chapter, |MM_SVM_CERT_TOL| ($2^{16}\epsilon$
on a solution of norm about $1$). The subroutine returns the index of the
oracle direction nearest to |u| and its distance as unit vectors.
@<Experiment checks: subroutines@>=
static int oracle_index(const mm_lmm_set *set, const double *u, int d, double *dist)
{
  int best = -1;
  *dist = INFINITY;
  for (int k = 0; k < set->count; k++) {
    double a = mm_dyn_angle(set->lmm[k].p, u, d);
    if (a < *dist) { *dist = a; best = k; }
  }
  return best;
}

@ One path experiment, E1a, E1b or E2: for each start the stated limit
|lim[k]|, the oracle's matching LMM, the limit the chapter reports, and the
direction statistic. Row $10$ of each trajectory is step $N$, row $1$ step
$N/10$.
@<Experiment checks: subroutines@>=
#define N_CHECK 10000
#define EVERY (N_CHECK / 10)
static void check_paths(const char *name, const double *const *lim, mm_prop *pr, mm_prop *po)
{
  mm_exp_paths e;
  mm_status s = mm_exp_run_paths(name, N_CHECK, EVERY, &e);
  cr_assert(s == MM_OK, "%s: %s", name, mm_error_message());
  for (int k = 0; k < MM_EXP_STARTS; k++) {
    const mm_dyn_traj *t = &e.tr[k];
    double dist, a0, a1, st;
    int m = oracle_index(&e.set, lim[k], 3, &dist);
    cr_assert(t->rows == 11 && t->step[10] == N_CHECK, "%s: %ld rows", name, t->rows);
    mm_prop_record(po, k, dist, e.in, "%s: closed-form direction vs oracle LMM %d", name, m);
    (void)direction_stat(t->p + 3, lim[k], 3, &a0);
    st = direction_stat(t->p + 30, lim[k], 3, &a1);
    mm_prop_record(pr, k, (a1 < a0 && e.limit[k] == m) ? st : INFINITY, e.in,
      "%s start (%g,%g,%g): angle %.3g at step %d, %.3g at step %d, |p| = %.6g; chapter's limit %d, stated %d",
      name, e.start[k][0], e.start[k][1], e.start[k][2], a0, EVERY, a1, N_CHECK, t->norm[10], e.limit[k], m);
  }
  mm_exp_paths_free(&e);
}

@ @<Experiment checks: subroutines@>=
static const double gmm1[3] = {-10.0 / 101.0, 100.0 / 101.0, 0.0}, lmm1[3] = {1.0, 0.0, 0.0};
static void finish(mm_prop *a, mm_prop *b)
{
  mm_prop_end(a); mm_prop_end(b);
  cr_assert(a->failed == 0, "%s", mm_prop_summary(a));
  cr_assert(b->failed == 0, "%s", mm_prop_summary(b));
}

@ E1a and E1b. Every start is a trial; the runs are deterministic, so the
trial counts do not scale with \.{MMATTN\_TRIALS}.
@<Experiment checks: tests@>=
Test(experiments, E1a_every_start_reaches_the_GMM)
{
  mm_prop pr, po;
  const double *lim[MM_EXP_STARTS] = {gmm1, gmm1, gmm1, gmm1, gmm1, gmm1};
  mm_prop_begin(&pr, "experiments", "E1a_to_GMM", "E1a, NGD eta = 0.1, six starts, 1e4 steps",
    "angle * |p| / ln|p| to (-10,100,0)/101 at step 1e4; inf if not decreasing or another limit", 1.0, 6);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E1a: NGD eta 0.1 from its six starts, 1e4 steps");
  mm_prop_result(&pr, "E1");
  mm_prop_begin(&po, "experiments", "E1a_oracle_vs_closed_form", "E1a, oracle LMM set",
    "angle between the closed-form GMM and the oracle's nearest LMM", MM_SVM_CERT_TOL, 6);
  mm_prop_label(&po, MM_KIND_MECHANICS, "the oracle against the closed form");
  mm_prop_result(&po, "E1");
  check_paths("E1a", lim, &pr, &po);
  finish(&pr, &po);
}
Test(experiments, E1b_low_starts_reach_the_LMM_the_others_the_GMM)
{
  mm_prop pr, po;
  const double *lim[MM_EXP_STARTS] = {gmm1, gmm1, gmm1, gmm1, lmm1, lmm1};
  mm_prop_begin(&pr, "experiments", "E1b_to_GMM_or_LMM", "E1b, NGD eta = 0.1, six starts, 1e4 steps",
    "angle * |p| / ln|p| to the stated limit at step 1e4; inf if not decreasing or another limit", 1.0, 6);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E1b: NGD eta 0.1 from its six starts, 1e4 steps");
  mm_prop_result(&pr, "E1");
  mm_prop_begin(&po, "experiments", "E1b_oracle_vs_closed_form", "E1b, oracle LMM set",
    "angle between the closed-form direction and the oracle's nearest LMM", MM_SVM_CERT_TOL, 6);
  mm_prop_label(&po, MM_KIND_MECHANICS, "the oracle against the closed form");
  mm_prop_result(&po, "E1");
  check_paths("E1b", lim, &pr, &po);
  finish(&pr, &po);
}

@ E2. The paper gives no closed form for its GMM (the tokens are random),
so the limit is the oracle's GMM, which the chapter on the QP certifies;
what is checked against the paper is the statement that every start goes
there. The second property is the mass on the optimal tokens. The
trajectory records $\log$ of the mean mass on the other tokens; with margin
at least $1$ on $p^\mm$, the logit gaps at $p$ are at least
$\norm{p}\cos\theta/\norm{p^\mm}$ minus the offset times the largest key
difference, so the tail mass is about $e^{-\norm{p}/\norm{p^\mm}}$, far
below double precision at $\norm{p}=1000$ (hence the logarithm). We
require the measured exponent to be at least half the max-margin rate,
$$1+{\norm{p^\mm}\over\norm{p}}\,\log(\hbox{tail mass})\le{1\over2};$$
the offset term (at most $\ln\norm{p}$ times a key difference of about
$3$, relative $0.02$) and $\ln(T-1)$ (relative $0.002$) use a small part
of that half.
@<Experiment checks: tests@>=
Test(experiments, E2_every_start_reaches_the_GMM_and_the_mass_tends_to_one)
{
  mm_prop pr, pm;
  mm_exp_paths e;
  double u[3];
  mm_prop_begin(&pr, "experiments", "E2_to_GMM", "E2 (seed MM_E2_SEED), NGD eta = 0.1, six starts, 1e4 steps",
    "angle * |p| / ln|p| to the oracle's GMM at step 1e4; inf if not decreasing or another limit", 1.0, 6);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E2 with our own Gaussian draws (seed MM_E2_SEED): NGD eta 0.1");
  mm_prop_result(&pr, "E2");
  mm_prop_begin(&pm, "experiments", "E2_mass_to_one", "E2, the same runs",
    "1 + |p^mm| log(tail mass) / |p| at step 1e4", 0.5, 6);
  mm_prop_label(&pm, MM_KIND_SUITE, "E2: the softmax mass on the optimal token tends to one");
  mm_prop_result(&pm, "E2");
  cr_assert(mm_exp_run_paths("E2", N_CHECK, EVERY, &e) == MM_OK, "%s", mm_error_message());
  cr_assert(e.set.gmm >= 0, "E2 has no GMM");
  memcpy(u, e.set.lmm[e.set.gmm].p, sizeof u);
  for (int k = 0; k < MM_EXP_STARTS; k++) {
    const mm_dyn_traj *t = &e.tr[k];
    double a0, a1, st = direction_stat(t->p + 30, u, 3, &a1);
    (void)direction_stat(t->p + 3, u, 3, &a0);
    mm_prop_record(&pr, k, (a1 < a0 && e.limit[k] == e.set.gmm) ? st : INFINITY, e.in,
      "start (%g,0,0): angle %.3g at step %d, %.3g at step %d", e.start[k][0], a0, EVERY, a1, N_CHECK);
    mm_prop_record(&pm, k, 1.0 + mm_norm(u, 3) * t->log_rest[10] / t->norm[10], e.in,
      "start (%g,0,0): mass %.17g, log tail %.6g, |p| = %.6g", e.start[k][0], t->mass[10], t->log_rest[10], t->norm[10]);
  }
  mm_exp_paths_free(&e);
  finish(&pr, &pm);
}

@ E3. The closed-form directions are $v^\mm=(0,1)$ in both instances,
$p^\mm=(4/3,1/3)$ (tight) and $p^{\rm relax}=(1,0)$ (relaxed). Joint
training grows $v$ as well as $p$, each by about $\eta$ per step, and both
carry offsets of the kind argued above, so the same statistic applies to
$v$ and to $p$ at $N=10^4$ (the larger of the two is recorded). For the
relaxed instance the run must also stay away from the direction of
$p^\mm=(1.25,0.25)$: its angle to $p^\mm$ at step $N$ must exceed half of
$\arctan0.2$, which is what ``follows $p^{\rm relax}$, not $p^\mm$'' means
numerically; the statistic is $\arctan(0.2)/2$ minus that angle, tolerance
$0$. The oracle's directions must match them to the QP
certificate tolerance.
@<Experiment checks: tests@>=
Test(experiments, E3_joint_training_follows_vmm_and_pmm_or_prelax)
{
  static const char *name[2] = {"E3-tight", "E3-relaxed"};
  static const double vdig[2] = {0.0, 1.0}, pt[2] = {4.0 / 3.0, 1.0 / 3.0}, pr_[2] = {1.0, 0.0}, pmm_r[2] = {1.25, 0.25};
  mm_prop pr, po, pn;
  mm_prop_begin(&pr, "experiments", "E3_directions", "E3 tight and relaxed, joint NGD eta = 0.1, 1e4 steps",
    "max over v and p of angle * norm / ln norm to the closed-form direction; inf if not decreasing", 1.0, 2);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E3: joint NGD, 1e4 steps");
  mm_prop_result(&pr, "E3");
  mm_prop_begin(&po, "experiments", "E3_oracle_vs_closed_form", "E3, head SVM, ATT-SVM and relaxed ATT-SVM",
    "largest angle between the oracle's and the closed-form directions", MM_SVM_CERT_TOL, 2);
  mm_prop_label(&po, MM_KIND_MECHANICS, "the oracles against the closed-form directions");
  mm_prop_result(&po, "E3");
  mm_prop_begin(&pn, "experiments", "E3_relaxed_not_pmm", "E3 relaxed, the same run",
    "atan(0.2)/2 - angle(p, p^mm) at step 1e4", 0.0, 1);
  mm_prop_label(&pn, MM_KIND_SUITE, "E3 relaxed: p does not go to p_mm");
  mm_prop_result(&pn, "E3; Theorem 6");
  for (int k = 0; k < 2; k++) {
    mm_exp_joint e;
    const double *pd = k ? pr_ : pt;
    double av0, av1, ap0, ap1, sv, sp;
    cr_assert(mm_exp_run_joint(name[k], N_CHECK, EVERY, &e) == MM_OK, "%s: %s", name[k], mm_error_message());
    cr_assert(e.tr.rows == 11 && e.tr.step[10] == N_CHECK, "%s: %ld rows", name[k], e.tr.rows);
    mm_prop_record(&po, k, fmax(mm_dyn_angle(e.vmm, vdig, 2), mm_dyn_angle(k ? e.prelax : e.pmm, pd, 2)), e.in,
      "%s: v^mm = (%.17g, %.17g)", name[k], e.vmm[0], e.vmm[1]);
    (void)direction_stat(e.tr.v + 2, vdig, 2, &av0); sv = direction_stat(e.tr.v + 20, vdig, 2, &av1);
    (void)direction_stat(e.tr.p + 2, pd, 2, &ap0); sp = direction_stat(e.tr.p + 20, pd, 2, &ap1);
    mm_prop_record(&pr, k, (av1 < av0 && ap1 < ap0) ? fmax(sv, sp) : INFINITY, e.in,
      "%s: angle of v %.3g -> %.3g, of p %.3g -> %.3g (steps %d, %d)", name[k], av0, av1, ap0, ap1, EVERY, N_CHECK);
    if (k) {
      double a = mm_dyn_angle(e.tr.p + 20, pmm_r, 2);
      mm_prop_record(&pn, 0, atan(0.2) / 2 - a, e.in, "angle to p^mm = (1.25, 0.25): %.6g", a);
    }
    mm_exp_joint_free(&e);
  }
  mm_prop_end(&pn);
  cr_assert(pn.failed == 0, "%s", mm_prop_summary(&pn));
  finish(&pr, &po);
}

@ E4. The offset $p_2$ converges to its closed form (derived in the
experiments chapter) at the
contraction rate $1-\eta/\sqrt2$ per step once $p_1$ is large, after a
transit of at most $\vert p_2^\star\vert/\eta\le471$ steps; the corrections
of finite $p_1$ are $O(e^{-(p_1-\vert p_2\vert)})$, below $e^{-200}$ after
$3000$ steps. What remains is rounding: the logits $p_1\pm p_2$ of size up
to $\norm{p}$ carry absolute errors of about $\norm{p}\epsilon$, which shift
the balance point by as much, and a transverse step below half an ulp of
$p_2$ is lost. We require
$\vert p_2-p_2^\star\vert\le2^8\epsilon(1+\norm{p})$, the rung $256\epsilon$
on the scale of the logits, which leaves a factor of about $100$ over the
estimate. The direction is checked by the same numbers: the angle to
$(1,0,0)$ must be $\arctan(\vert p_2^\star\vert/p_1)$ within the same
tolerance divided by $p_1$ (for $C=1$ both offsets are $0$ and $p$ stays on
the axis).
The closed forms are written out again here, rather than
taken from |mm_exp_e4_closed|, and the chapter's value must agree with them
too.
@^E4@>
@<Experiment checks: subroutines@>=
static double closed_offset(double C, mm_loss_kind loss)
{
  if (loss == MM_LOSS_CORRELATION) return 0.5 * log(C);
  return 0.5 * (log(C * (1.0 + M_E)) - (C + log1p(exp(-C)))); /* $\ln(1+e^C)$ without overflow */
}

@ @<Experiment checks: tests@>=
Test(experiments, E4_direction_and_transverse_offsets_match_the_closed_forms)
{
  static const mm_loss_kind loss[2] = {MM_LOSS_CORRELATION, MM_LOSS_LOGISTIC};
  mm_prop pr, pd;
  mm_prop_begin(&pr, "experiments", "E4_offsets", "E4, C in {1..10, 100}, correlation and logistic, NGD 3000 steps",
    "max(|p_2 - closed|, |chapter - closed|) / (eps (1 + |p|)); 1/2 ln C, 1/2 ln(C(1+e)/(1+e^C))", 0x1p8, 2 * MM_EXP_NC);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E4: NGD 3000 steps against the derived closed forms");
  mm_prop_result(&pr, "E4");
  mm_prop_begin(&pd, "experiments", "E4_direction", "E4, the same runs",
    "|angle to (1,0,0) - atan(|closed form| / p_1)| * p_1 / (eps (1 + |p|))", 0x1p8, 2 * MM_EXP_NC);
  mm_prop_label(&pd, MM_KIND_SUITE, "E4, the same runs: direction against the closed form");
  mm_prop_result(&pd, "E4");
  for (int c = 0; c < MM_EXP_NC; c++)
    for (int l = 0; l < 2; l++) {
      mm_exp_offset r;
      double np, sc;
      int k = 2 * c + l;
      cr_assert(mm_exp_run_e4(mm_exp_e4_C[c], loss[l], 3000, 3000, &r, NULL) == MM_OK, "%s", mm_error_message());
      double z = closed_offset(r.C, r.loss);
      np = mm_norm(r.p, 3); sc = DBL_EPSILON * (1.0 + np);
      mm_prop_record(&pr, k, fmax(fabs(r.offset - z), fabs(r.closed - z)) / sc, NULL,
        "C = %g, %s: p_2 = %.17g, closed form %.17g, chapter %.17g", r.C, mm_loss_name(r.loss), r.offset, z, r.closed);
      mm_prop_record(&pd, k, fabs(r.angle - atan(fabs(z) / r.p[0])) * r.p[0] / sc, NULL,
        "C = %g, %s: angle %.17g, p = (%.17g, %.17g, %.17g)", r.C, mm_loss_name(r.loss), r.angle, r.p[0], r.p[1], r.p[2]);
    }
  finish(&pr, &pd);
}

@*1 The protocols themselves.
The checks above look at where the runs end; a run with the wrong step
size or a curve computed with the wrong formula could still end there. Two
known answers pin the protocols to the authors' code.

{\it E2's plain GD takes the paper's step $\eta=1$.} From $p(0)=0$ the
first step is $p(1)=-\eta\nabla L(0)$, and the gradient at $0$ can be
computed without the dynamics chapter, by the plain formula (2) of the
model chapter (|mm_grad_p|): at $p=0$ every logit is $0$, nothing
underflows, and the plain formula is accurate. Both computations add the
same $nT=21$ terms, each bounded by $\max\vert\gamma-u\vert\,\max\norm{k}
\le3$, each to a few units of $\epsilon$; with $\norm{\nabla L(0)}$ of order
$0.1$ on E2 the two agree to about $21\cdot4\cdot3/0.1\,\epsilon\approx2500
\epsilon$, so the rung is $2^{12}\epsilon$ relative to $\norm{\nabla L(0)}$.
A step size $\eta$ other than $1$ is off by $\vert1-\eta\vert$ relative.
@^E2@>
@<Experiment checks: tests@>=
Test(experiments, E2_plain_gd_takes_the_papers_unit_step)
{
  mm_exp_compare e;
  double g[3], p0[3] = {0.0, 0.0, 0.0}, err = 0.0;
  cr_assert(mm_exp_run_compare(5, &e) == MM_OK, "%s", mm_error_message());
  cr_assert(e.gd.rows >= 2 && e.gd.step[0] == 0 && e.gd.step[1] == 1, "E2 GD: %ld rows", e.gd.rows);
  (void)mm_grad_p(e.in, p0, g);
  for (int j = 0; j < 3; j++) err = fmax(err, fabs(e.gd.p[3 + j] + g[j]));
  cr_assert(err <= 0x1p12 * DBL_EPSILON * mm_norm(g, 3),
    "E2 GD: p(1) = (%.17g, %.17g, %.17g), -grad L(0) = (%.17g, %.17g, %.17g)",
    e.gd.p[3], e.gd.p[4], e.gd.p[5], -g[0], -g[1], -g[2]);
  mm_exp_compare_free(&e);
}

@ {\it E3's logistic curve uses the labels.} At the start
$p=(0,-1)$, $v=(-1,0)$ of E3 (tight), each input's second token has logit
$x_{i2}^Tp$ and the first token, $0$, has logit $0$, so the margins
$u_i=Y_i\,s_{i2}\,x_{i2}^Tv$ are, with $\sigma$ the logistic function and
$Y=(1,-1,1)$: $u_1=-\sigma(-1)$, $u_2=-(-1)\sigma(1)=\sigma(1)$,
$u_3=-\sigma(-1)/2$. The curve's first value is the mean of $\sigma(u_i)$,
evaluated here from that closed form. Both sides are a handful of
correctly rounded operations, so the rung is $16\epsilon$ relative.
@^E3@>
@<Experiment checks: tests@>=
Test(experiments, E3_logistic_curve_starts_at_its_closed_form)
{
  mm_exp_joint e;
  double s1 = 1.0 / (1.0 + exp(1.0)), s2 = 1.0 / (1.0 + exp(-1.0)); /* $\sigma(-1)$, $\sigma(1)$ */
  double u[3] = {-s1, s2, -s1 / 2}, want = 0.0;
  for (int i = 0; i < 3; i++) want += 1.0 / (1.0 + exp(-u[i])) / 3.0;
  cr_assert(mm_exp_run_joint("E3-tight", 5, 1, &e) == MM_OK, "%s", mm_error_message());
  cr_assert(e.tr.rows >= 1 && e.tr.step[0] == 0, "E3: %ld rows", e.tr.rows);
  cr_assert(fabs(e.logistic[0] - want) <= 16 * DBL_EPSILON * want,
    "E3: mean logistic probability at the start %.17g, closed form %.17g", e.logistic[0], want);
  mm_exp_joint_free(&e);
}

@*1 Bad requests.
The chapter's entry points refuse names they do not know with
|MM_EINPUT| and a message that names the problem, and the E4 closed form
refuses $C\le0$; none of them crashes or leaves anything to free.
@<Experiment checks: tests@>=
Test(experiments, unknown_experiments_are_refused_with_a_message)
{
  mm_exp_paths e;
  mm_exp_joint j;
  cr_assert(mm_exp_run_paths("E3-tight", 10, 1, &e) == MM_EINPUT);
  cr_assert(strstr(mm_error_message(), "no path experiment") != NULL, "%s", mm_error_message());
  mm_exp_paths_free(&e);
  cr_assert(mm_exp_run_joint("E1a", 10, 1, &j) == MM_EINPUT);
  cr_assert(strstr(mm_error_message(), "no joint experiment") != NULL, "%s", mm_error_message());
  mm_exp_joint_free(&j);
  cr_assert(isnan(mm_exp_e4_closed(0.0, MM_LOSS_LOGISTIC)));
  cr_assert(strstr(mm_error_message(), "C > 0") != NULL, "%s", mm_error_message());
}
