@*Theorems 5 and 6, joint normalised-GD form: head and query together.
\lbl{chk:joint}{\sl Statements:\/} Theorems~5 and~6 and Assumption~C, \secref{thm5}, \secref{thm6} and \secref{assC}.
@^Theorem 5@>
@^Theorem 6@>
@^joint training@>
@^Assumption C@>
When $v$ and $p$ are trained together with the logistic loss, the head
learns the max-margin classifier of the optimal tokens,
$$v^\mm=\mathop{\rm argmin}\norm{v}\quad\hbox{s.t.}\quad Y_iv^Tx_{i,\opt_i}\ge1\ \ (i\in[n]),$$
and the query learns to select those tokens. Let $S=\{i:Y_i(v^\mm)^Tx_{i,\opt_i}=1\}$
be the support samples and $\bar S=[n]\setminus S$. Assumption~C
[reconstructed]: for $i\in S$ and $t\ne\opt_i$, $Y_i(v^\mm)^Tx_{it}<1$.
Theorems 5 and 6 are published (the abstract and the presentation) as
statements about the regularization paths; what this chapter tests is the
suite's formulation of each, with the suite's protocol and added
hypotheses: normalised joint descent
($v\gets v-\eta\nabla_vL/\norm{\nabla_vL}$, $p\gets p-\eta\nabla_pL/\norm{\nabla_pL}$,
$\eta=0.1$, the paper's protocol, |mm_dyn_train_joint|):
\smallskip
\item{$\bullet$} Theorem 5: if $S=[n]$, then $v/\norm{v}\to v^\mm/\norm{v^\mm}$
and $p/\norm{p}\to p^\mm_\star/\norm{p^\mm_\star}$, the ATT-SVM direction of $\opt$.
\item{$\bullet$} Theorem 6: in general, $v/\norm{v}\to v^\mm/\norm{v^\mm}$ and
$p/\norm{p}\to p^{\rm relax}/\norm{p^{\rm relax}}$, the solution of the relaxed
ATT-SVM: margin $\ge1$ for $i\in S$, $\ge0$ for $i\in\bar S$.
\smallskip\noindent
The paper states both for the regularization paths; normalised descent is
the protocol of its experiment (E3), and we check that. For Theorem~6 the
suite adds that every constraint of $\bar S$ is slack at $p^{\rm relax}$,
and claims the $p$-part only on E3-relaxed; its two findings
(\secref{chk:joint6}) are about joint normalised descent, not about the
paths. The last section (\secref{chk:jointpath}) checks the regularization
paths themselves, computed and certified. The suite is \.{joint} in the
verification report.

@(joint.c@>=
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "tokens.h"
#include "io.h"
#include "dyn.h"
@<Joint: subroutines@>@;
@<Joint: tests@>@;

@*1 A generator for Assumption C.
We build the instance around a chosen classifier. Draw a unit $u$, a norm
$m\in[0.5,2]$ and set $v^\star=mu$. The optimal tokens are
$$x_{i,\opt_i}=Y_i\Bigl({1+\beta_i\over m}u+w_i\Bigr),\qquad w_i\perp u,$$
so that $Y_i(v^\star)^Tx_{i,\opt_i}=1+\beta_i$, with $\beta_i=0$ on a chosen
support set $S$ and $\beta_i\in[0.3,1]$ off it. The $w_i$ are Gaussian
(times $3$ in some draws, see below),
except that on $S$ they sum to zero (the last one is minus the sum of the
others). Then $v^\star=\sum_{i\in S}\lambda_iY_ix_{i,\opt_i}$ with
$\lambda_i=m^2/\vert S\vert>0$, which with the tight constraints on $S$ is the
KKT system of the head SVM: $v^\mm=v^\star$ and the support set is $S$.

Every other token is short: a random direction and a length uniform in
$[0,\rho/m]$ with $\rho=0.5$. This is what makes $\opt$ the tokens the joint
problem should select, as the zero tokens of E3 do. When the other tokens
are drawn as freely as the optimal ones (only their component along
$v^\star$ set below the margin), joint descent from $0$ goes, in most
draws, to a different head and a different selection: a selection
$\alpha$ whose own head SVM has a larger margin than $v^\mm$ wins, and nothing
in Assumption~C prevents that. With short tokens no such $\alpha$ exists:
a head that gives margin $1$ to a token of length at most $\rho/m$ has norm
at least $m/\rho>m=\norm{v^\mm}$. Assumption~C holds as well, with
$Y_i(v^\mm)^Tx_{it}\le\rho<1$, and $\opt_i$ is the unique best token under
$v^\star$, which becomes the instance's head (so |mm_tokens_opt| finds
$\opt$ from the scores). $W=I$, or $W=I+0.3G$ in half the trials;
$n\in[2,5]$, $T_i\in[2,4]$, $d\in[2,4]$. A third of the draws are
adversarial, in turn: Assumption~C barely ($\rho=0.95$), non-support samples
barely off the support ($\beta_i\in[0.02,0.05]$), and the $w_i$ three times
longer (optimal tokens far from the direction of $v^\mm$).

The construction is only a proposal: the hypotheses are then certified by
the oracles, and draws where they fail are skips with the reason. The head
SVM (|mm_svm_head|) must return $v^\star$ to the rung $2^{12}\epsilon$ relative
with support set $S$; Assumption~C is checked on its answer with the
tightness tolerance of the svm chapter; the ATT-SVM for $\opt$ (tight, for
Theorem 5) or the relaxed one (Theorem 6) must be feasible.
@<Joint: subroutines@>=
static void unit_orthogonal(mm_rng *r, const double *u, double *w, int d, double len)
{
  double a, nw;
  do {
    for (int j = 0; j < d; j++) w[j] = mm_rng_normal(r);
    a = mm_dot(w, u, d);
    for (int j = 0; j < d; j++) w[j] -= a * u[j];
    nw = mm_norm(w, d);
  } while (nw < 1e-6);
  for (int j = 0; j < d; j++) w[j] *= len / nw;
}

@ The generator. |all_support| chooses $S=[n]$ (Theorem 5); otherwise $S$
is a random proper non-empty subset. |opt| and |S| receive the construction.
The sizes are those of the trial's tier: tiny $n\in[2,5]$, $T_i\in[2,4]$,
$d\in[2,4]$; medium $n\in[5,16]$, $T_i,d\in[6,12]$; large $n\in[17,64]$,
$T_i,d\in[13,32]$ (the ranges of |mm_gen_tier|). The adversarial kind
rotates with the trial number ($k\equiv2\pmod3$: kinds $0,1,2$ for
$\lfloor k/3\rfloor\bmod3$).
@<Joint: subroutines@>=
#define JMAXN MM_GEN_MAXN
#define JMAXD MM_GEN_MAXD
static mm_instance *draw_C(mm_rng *r, int trial, int tier, int all_support, int *opt, int *S)
{
  static const int lo[3][3] = {{2, 2, 2}, {5, 6, 6}, {17, 13, 13}}, hi[3][3] = {{5, 4, 4}, {16, 12, 12}, {64, 32, 32}};
  int n = mm_rng_int(r, lo[tier][0], hi[tier][0]), d = mm_rng_int(r, lo[tier][2], hi[tier][2]), T[JMAXN];
  int adv = mm_prop_adversarial(trial) ? (trial / 3) % 3 : -1;
  double u[JMAXD], m = 0.5 + 1.5 * mm_rng_uniform(r), sc = adv == 2 ? 3.0 : 1.0, rho = adv == 0 ? 0.95 : 0.5, nS = 0;
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, lo[tier][1], hi[tier][1]);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL);
  in->loss = MM_LOSS_LOGISTIC;
  unit_orthogonal(r, (double[JMAXD]){0}, u, d, 1.0);
  @<Joint: choose labels, the support set and the optimal tokens@>@;
  @<Joint: place the optimal tokens@>@;
  @<Joint: place the other tokens below the margin@>@;
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) in->W[a * d + b] = (a == b) + (tier == 0 && trial % 2 ? 0.3 * mm_rng_normal(r) : 0.0);
  for (int j = 0; j < d; j++) in->v[j] = m * u[j];
  mm_assert(mm_instance_refresh(in) == MM_OK);
  if (!all_support && trial % 8 != 7) @<Joint: make every $\bar S$ constraint slack at the $S$-only solution@>@;
  return in;
}

@ Theorem 6 is about draws whose relaxed ATT-SVM has every $\bar S$
constraint slack (see its test below), and a free draw has one active in
about two thirds of the cases. So the generator builds the slack in,
the way the generator chapter makes ATT-SVM$(\opt)$ feasible, but on the
$\bar S$ samples alone. Let $p_S$ solve the ATT-SVM with the constraints
of the samples in $S$ only (an instance made of those samples). Each
$\bar S$ optimal token is moved along $w=Wp_S-(u^TWp_S)\,u$ until its logit
under $p_S$ exceeds every other token's of its input by $1$ plus a random
slack in $[0,1)$. The move is orthogonal to $u$, so the scores
$Y_i(v^\star)^Tx_{it}$ are unchanged: the head SVM, its support set $S$ and
Assumption~C are as before (a $\bar S$ token is not in the head's KKT
system). The $S$ constraints do not involve the moved tokens, so $p_S$
still solves the $S$-only problem, and it now satisfies every $\bar S$
constraint with margin at least $1$; the relaxed ATT-SVM, whose feasible
set lies between the two, therefore has $p^{\rm relax}=p_S$, with every
$\bar S$ constraint slack, and the tight ATT-SVM$(\opt)$ is feasible
too. When the $S$-only problem is infeasible the draw is left as it is
(the oracle then reports it). One trial in eight ($k\equiv7\pmod8$) is
left free, so that the draws with an active $\bar S$ constraint, which
the findings below need, still occur; at a reduced trial count the search
for the findings goes on past the trials over free draws alone, up to $60$
of them.
@<Joint: make every $\bar S$ constraint slack...@>=
{
  int nS = 0, TS[JMAXN], optS[JMAXN];
  mm_instance *sub;
  mm_svm s;
  for (int i = 0; i < n; i++) if (S[i]) { TS[nS] = T[i]; optS[nS] = opt[i]; nS++; }
  sub = mm_instance_new(nS, TS, d);
  mm_assert(sub != NULL);
  sub->loss = in->loss;
  memcpy(sub->W, in->W, sizeof(double) * (size_t)(d * d));
  memcpy(sub->v, in->v, sizeof(double) * (size_t)d);
  for (int i = 0, j = 0; i < n; i++) if (S[i]) {
    memcpy(sub->X + (size_t)sub->off[j] * d, in->X + (size_t)in->off[i] * d, sizeof(double) * (size_t)(T[i] * d));
    sub->Y[j++] = in->Y[i];
  }
  mm_assert(mm_instance_refresh(sub) == MM_OK);
  memset(&s, 0, sizeof s);
  if (mm_svm_att(sub, optS, NULL, &s) == MM_OK) @<Joint: move the $\bar S$ optimal tokens along $w$@>@;
  mm_svm_free(&s); mm_instance_free(sub);
}

@ @<Joint: move the $\bar S$ optimal tokens...@>=
{
  double w[JMAXD], uw, rate;
  for (int a = 0; a < d; a++) { w[a] = 0.0; for (int b = 0; b < d; b++) w[a] += in->W[a * d + b] * s.z[b]; }
  uw = mm_dot(u, w, d);
  for (int a = 0; a < d; a++) w[a] -= uw * u[a];
  rate = mm_dot(w, w, d); /* the logit gained per unit of the move: $w^TWp_S=\norm{w}^2$ */
  for (int i = 0; i < n && rate > 1e-12; i++) if (!S[i]) {
    double top = -HUGE_VAL, mine = 0.0, shift, *x = in->X + (size_t)(in->off[i] + opt[i]) * d;
    for (int t = 0; t < T[i]; t++) {
      double a = mm_dot(in->K + (size_t)(in->off[i] + t) * d, s.z, d);
      if (t == opt[i]) mine = a; else if (a > top) top = a;
    }
    shift = (top + 1.0 + mm_rng_uniform(r) - mine) / rate;
    if (shift > 0) for (int j = 0; j < d; j++) x[j] += shift * w[j];
  }
  mm_assert(mm_instance_refresh(in) == MM_OK);
}

@ @<Joint: choose labels, the support set...@>=
{
  int any_out = 0;
  for (int i = 0; i < n; i++) {
    in->Y[i] = mm_rng_next(r) >> 63 ? 1.0 : -1.0;
    opt[i] = mm_rng_int(r, 0, T[i] - 1);
    S[i] = all_support || i == 0 || mm_rng_uniform(r) < 0.5;
    if (!all_support && i == n - 1 && !any_out) S[i] = 0;
    any_out |= !S[i]; nS += S[i];
  }
}

@ Feasibility of ATT-SVM$(\opt)$ restricted to the support samples is built
in as well (Theorem~5 needs the whole ATT-SVM$(\opt)$ feasible, and for
Theorem~6 the section above extends the $S$-only direction to $\bar S$).
The other tokens are short, $\norm{x_{it}}\le\rho/m$, so a direction $\pi$
(of the tokens; $p=W^{-1}\pi$ for the keys) ranks every support sample's
optimal token first as soon as $x_{i,\opt_i}^T\pi>\rho\norm{\pi}/m$. Take a
unit $e\perp u$, $\pi=a\,u+e$, and $w_i=Y_ic_ie+r_i$ with $r_i\perp u,e$; then
$x_{i,\opt_i}^T\pi=Y_ia/m+c_i$ on $S$ ($\beta_i=0$ there). The head's KKT
system needs $\sum_S\lambda_iw_i=0$ for weights $\lambda_i>0$, i.e.\
$\sum_S\lambda_iY_ic_i=0$ and $\sum_S\lambda_ir_i=0$. If $S$ has both labels,
$a=0$, every $c_i\in{\rm sc}\cdot[\rho+0.5,\rho+1.5]/m$ (so the condition
holds with room), and $\lambda_i=1/(c_in_{Y_i})$, with $n_{\pm}$ the number of
support samples of each label, balances the two labels. If all of $S$ has
the label $Y$, $a=3Y\rho/\sqrt{1-\rho^2}$ makes the optimal tokens of $S$
lead along $u$ by $a/m-\rho\sqrt{a^2+1}/m=:2h>0$, and the $c_i$ are
uniform in $[-h,h]$ less their $\lambda$-weighted mean ($\lambda_i$
uniform in $[0.5,1.5]$), so within $(-2h,2h)$. In both cases the $r_i$
are normal (total deviation ${\rm sc}$) less their $\lambda$-weighted mean.
Then the head SVM's KKT system holds with $\lambda_i$ scaled to sum to
$m^2$, and $\pi$ separates; off $S$ the $w_i$ are normal, as before.
@<Joint: place the optimal tokens@>=
{
  double e[JMAXD], c[JMAXN], lam[JMAXN], mean[JMAXD] = {0}, a = 0.0, h = 0.0, sl = 0.0, mc = 0.0;
  int pos = 0, neg = 0;
  unit_orthogonal(r, u, e, d, 1.0);
  for (int i = 0; i < n; i++) if (S[i]) { pos += in->Y[i] > 0; neg += in->Y[i] < 0; }
  if (!(pos && neg)) {
    a = 3.0 * (pos ? 1.0 : -1.0) * rho / sqrt(1.0 - rho * rho);
    h = 0.5 * (fabs(a) - rho * sqrt(a * a + 1.0)) / m;
  }
  for (int i = 0; i < n; i++) if (S[i]) {
    if (pos && neg) { c[i] = sc * (rho + 0.5 + mm_rng_uniform(r)) / m; lam[i] = 1.0 / (c[i] * (in->Y[i] > 0 ? pos : neg)); }
    else { c[i] = h * (2.0 * mm_rng_uniform(r) - 1.0); lam[i] = 0.5 + mm_rng_uniform(r); mc += lam[i] * c[i]; }
    sl += lam[i];
  }
  for (int i = 0; i < n; i++) if (S[i]) {
    double *x = in->X + (size_t)(in->off[i] + opt[i]) * d;
    if (!(pos && neg)) c[i] -= mc / sl;
    for (int j = 0; j < d; j++) x[j] = sc * mm_rng_normal(r) / sqrt(d);
    {
      double cu = mm_dot(x, u, d), ce;
      for (int j = 0; j < d; j++) x[j] -= cu * u[j];
      ce = mm_dot(x, e, d);
      for (int j = 0; j < d; j++) x[j] -= ce * e[j]; /* |x| holds $r_i$ */
    }
    for (int j = 0; j < d; j++) mean[j] += lam[i] * x[j] / sl;
  }
  for (int i = 0; i < n; i++) {
    double *x = in->X + (size_t)(in->off[i] + opt[i]) * d;
    if (S[i]) /* $x=Y_i(u/m+w_i)$ with $w_i=Y_ic_ie+r_i$ */
      for (int j = 0; j < d; j++) x[j] = in->Y[i] * (u[j] / m + in->Y[i] * c[i] * e[j] + x[j] - mean[j]);
    else {
      double w[JMAXD], beta = adv == 1 ? 0.02 + 0.03 * mm_rng_uniform(r) : 0.3 + 0.7 * mm_rng_uniform(r);
      unit_orthogonal(r, u, w, d, sc * mm_rng_normal(r));
      for (int j = 0; j < d; j++) x[j] = in->Y[i] * ((1.0 + beta) / m * u[j] + w[j]);
    }
  }
}

@ @<Joint: place the other tokens...@>=
for (int i = 0; i < n; i++)
  for (int t = 0; t < T[i]; t++) if (t != opt[i]) {
    double *x = in->X + (size_t)(in->off[i] + t) * d;
    double len = rho / m * mm_rng_uniform(r), nx;
    do {
      for (int j = 0; j < d; j++) x[j] = mm_rng_normal(r);
      nx = mm_norm(x, d);
    } while (nx < 1e-6);
    for (int j = 0; j < d; j++) x[j] *= len / nx; /* $\norm{x_{it}}\le\rho/m$ */
  }

@*1 Certifying the hypotheses.
|hypotheses| returns |NULL| when every hypothesis is certified, and the
reason otherwise; on success |pt| holds the target direction of $p$
($p^\mm_\star$ or $p^{\rm relax}$) and |pm| the tight ATT-SVM solution.
@<Joint: subroutines@>=
static const char *hypotheses(const mm_instance *in, const int *opt, const int *S,
  double *vmm, double *pt, double *pm, double *slack)
{
  int d = in->d, n = in->n, sup[JMAXN], rel[JMAXN], all = 1;
  const char *why = NULL;
  mm_svm h, a, b;
  memset(&a, 0, sizeof a); memset(&b, 0, sizeof b);
  for (int i = 0; i < n; i++) { all &= S[i]; rel[i] = !S[i]; }
  if (mm_svm_head(in, opt, &h, sup) != MM_OK) why = "head SVM not solved";
  else if (mm_dist(h.z, in->v, d) > 0x1p12 * DBL_EPSILON * mm_norm(in->v, d)) why = "head SVM differs from the construction";
  else if (memcmp(sup, S, sizeof(int) * (size_t)n)) why = "head SVM support set differs from the construction";
  else @<Joint: check Assumption C on the certified $v^\mm$@>@;
  if (!why && mm_svm_att(in, opt, NULL, &a) != MM_OK) why = "ATT-SVM(opt) infeasible (Farkas certificate)";
  if (!why && !all && mm_svm_att(in, opt, rel, &b) != MM_OK) why = "relaxed ATT-SVM infeasible";
  if (!why) {
    memcpy(vmm, h.z, sizeof(double) * (size_t)d);
    memcpy(pm, a.z, sizeof(double) * (size_t)d);
    memcpy(pt, all ? a.z : b.z, sizeof(double) * (size_t)d);
    @<Joint: find the smallest margin of $p^{\rm relax}$ on $\bar S$@>@;
  }
  mm_svm_free(&h); mm_svm_free(&a); mm_svm_free(&b);
  return why;
}

@ The smallest margin $(k_{i,\opt_i}-k_{it})^Tp^{\rm relax}$ over $i\in\bar S$,
$t\ne\opt_i$ ($+\infty$ when $S=[n]$), relative to $\norm{p^{\rm relax}}$ times
the largest key difference.
@<Joint: find the smallest margin...@>=
*slack = INFINITY;
for (int i = 0; i < n; i++) if (!S[i]) {
  const double *ko = in->K + (size_t)(in->off[i] + opt[i]) * d;
  for (int t = 0; t < in->T[i]; t++) if (t != opt[i]) {
    const double *kt = in->K + (size_t)(in->off[i] + t) * d;
    double m = 0.0, D = mm_dist(ko, kt, d);
    for (int j = 0; j < d; j++) m += (ko[j] - kt[j]) * pt[j];
    *slack = fmin(*slack, m / (D * mm_norm(pt, d)));
  }
}

@ @<Joint: check Assumption C...@>=
for (int i = 0; i < n && !why; i++) if (S[i])
  for (int t = 0; t < in->T[i]; t++)
    if (t != opt[i] && in->Y[i] * mm_dot(h.z, in->X + (size_t)(in->off[i] + t) * d, d) >= 1.0 - MM_SVM_TIGHT_TOL)
      why = "Assumption C fails for a support sample";

@*1 The runs and the statistic.
Joint descent starts at $v=0$, $p=0$ (at $v=0$ all scores are equal, so the
first steps move $v$ alone, towards the average attended token) and takes
$K_1=5000$ steps, then continues until $\norm{p}=1000$ or $300000$ steps in
all. Normally both norms are close to $\eta k$ at step $k$, so the second
leg ends at the norm; but in some draws $p$ turns for a long time before it
grows (on one, $\norm{p}$ was $13$ after $4000$ steps and $113$ after
$64000$, and $v$ reached $v^\mm$ only after $p$ had settled), and those run
to the step limit. The direction error is that of a finite offset seen from a
growing distance, $\angle\approx c/\norm{p}$, as on E3 (where
$c\approx0.33$ for $p$ and the product is constant to three digits between
$\norm{p}=10^2$ and $8\cdot10^3$). We require, for $v$ and for $p$, that
$\angle(K)\le0.05$ at $\norm{p}=1000$, and that the angle is not drifting
away: if it grew from $K_1$ to $K$, the statistic is not $\angle(K)$ but
its extrapolation ten doublings of $\norm{p}$ further (to about
$10^6$) at the rate per doubling seen between $K_1$ and $K$,
$\angle(K)+10\,(\angle(K)-\angle(K_1))/\log_2(\norm{p(K)}/\norm{p(K_1)})$.
Growth alone is not a failure: the theorem says nothing about monotone
approach, and converging runs do rise on the way (the record's
calibration table gives one). A drift like the one of
the Theorem~6 finding below ($v$ from $0.013$ to $0.0998$ over ten doublings
of the step count) reaches the tolerance in the extrapolation and fails. A run that ends at the step limit
below that norm has not left its transient, and is a skip with that
reason: one such draw had $v$ still
$0.078$ rad off and $p$'s angle rising from $0.025$ to $0.065$ when
$\norm{p}$ was about $600$, and both exact (to $10^{-15}$ and $2\cdot10^{-5}$)
once $\norm{p}$ reached $1.4\cdot10^4$ after $10^6$ steps. The bound allows an offset $c$ of
$50$, far above E3's and above twice the largest measured on random draws
(about $20$, from angles below $0.0075$ at $\norm{p}=4000$ in longer runs), which a run converging to the
right direction respects, while a run converging anywhere else keeps an
angle of the order of the distance between candidate directions. For
Theorem 6 the target must also be told apart from $p^\mm_\star$: the
statistic is $\angle(p,p^{\rm relax})$; but see the findings below.

The theorems speak of the regularization path, a global minimisation;
joint descent from $0$ is a local method and can settle on another selection
of tokens (some runs turn $p$ the other way in their first steps). The
suite's formulation therefore adds a hypothesis about the algorithm: the run
selects $\opt$, that is, its final mean attention on $\opt$ is at least
$1-1/(2n)$ (|mm_dyn_token_mass|; below it some input gives $\opt$ less than
half its attention). Where the run settles on another selection, the
theorem's properties skip the draw with that reason, and the outcome itself
is a named one: it is a failure of the observation
\.{observation\_thm5\_ngd\_selects\_opt} (for Theorem~6,
\.{observation\_thm6\_ngd\_selects\_opt}), whose statistic is
$2n(1-{\rm mass})$ with tolerance $1$, recorded on every draw whose run is
completed. The report lists those runs with their instances; they are not
counted as failures of the theorem, which is about the regularization path,
but they are never hidden among the skips.
@<Joint: subroutines@>=
static double joint_last_stat; /* $2n(1-{\rm mass})$ of the last |joint_run| */
static double not_drifting(const double *a, const double *np);
static int closing(const double *a, const double *np, double next);
static int hump(const double *a, const double *np, double next);
static int joint_run(const mm_instance *in, const int *opt, double *v, double *p, const double *vmm,
  const double *pt, double *av, double *ap, double *np)
{
  double mass, lrest;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  memset(v, 0, sizeof(double) * (size_t)in->d); memset(p, 0, sizeof(double) * (size_t)in->d);
  for (int m = 0; m < 2; m++) {
    o.max_steps = m == 0 ? 5000 : 295000; o.max_norm = m == 0 ? 0.0 : 1000.0;
    cr_assert(mm_dyn_train_joint(in, &o, v, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    av[m] = mm_dyn_angle(v, vmm, in->d); ap[m] = mm_dyn_angle(p, pt, in->d); np[m] = mm_norm(p, in->d);
  }
  for (double next = 4000.0; next <= 256000.0 && np[1] >= next / 4
       && (closing(av, np, next) || closing(ap, np, next) || hump(av, np, next) || hump(ap, np, next)); next *= 4)
    @<Joint: follow a run that is still closing a fourfold norm further@>@;
  mm_dyn_token_mass(in, p, opt, &mass, &lrest);
  joint_last_stat = 2.0 * in->n * (1.0 - mass); /* the observation's statistic */
  if (!(mass > 1.0 - 0.5 / in->n)) return 0;
  return mm_norm(p, in->d) >= 1000.0 ? 1 : 2;
}
static const char *slow_run = "the run did not reach |p| = 1000 within 300000 steps (slow transient)";

static const char *other_selection = "suite hypothesis: joint NGD from 0 selects opt; it settled on another selection (a failure of the observation_thm*_ngd_selects_opt row)";
static double not_drifting(const double *a, const double *np) /* the final angle, or its extrapolation if it grew */
{
  if (a[1] <= a[0] + 1e-12) return a[1];
  if (!(np[1] > np[0])) return INFINITY; /* grew while $\norm{p}$ did not: no rate to speak of */
  return a[1] + 10.0 * (a[1] - a[0]) / log2(np[1] / np[0]);
}
static int closing(const double *a, const double *np, double next) /* worth following to |next|: above the tolerance and falling (beyond $16000$: at least twofold over the last leg) */
{
  return not_drifting(a, np) > 0.05 && a[1] < a[0] && (next <= 16000.0 || a[1] <= 0.5 * a[0]);
}
static int hump(const double *a, const double *np, double next) /* worth following to |next|: rose to an angle within the tolerance, but its extrapolation is not (two legs at most) */
{
  return next <= 16000.0 && a[1] > a[0] + 1e-12 && a[1] <= 0.05 && not_drifting(a, np) > 0.05;
}

@ A run that reaches $\norm{p}=1000$ with an angle above the tolerance that
is still falling has not finished its transient (one draw had $v$ at
$1.28$ rad from $v^\mm$ after $5000$ steps, $0.60$ at $\norm{p}=1000$ and
$0.21$ at $4000$). It is followed a fourfold norm at a time, to
$\norm{p}=4000$, $16000$, $64000$ and $256000$, for as long as it is still
closing above the tolerance (each leg within $\max(300000,\
10\,\norm{p}_{\rm next})$ steps, the norm growing by at most $\eta=0.1$ a
step); the statistic is then taken over the last leg. On the draws
followed this far the angle fell about fourfold per fourfold norm, like
$1/\norm{p}$, so an angle of $0.2$ at $16000$ is below the tolerance two
legs later; beyond $16000$ a run is followed only while its angle at least
halves per leg (an angle that closes more slowly would not reach the
tolerance in the two legs, and the observation on $p$ has such runs, $p$
settling away from $p^{\rm relax}$, whose extra legs would cost the check
its time for nothing). A run that stops closing fails at the leg where it
stops.

A rising angle is followed too, but only while it is still within the
tolerance and for two legs at most, to $\norm{p}=16000$: an angle that
rose over the last leg to at most $0.05$ while its extrapolation exceeds
$0.05$. The offset $c$ of $c/\norm{p}$ is not constant early on: while the
run's $p$ is still building it, $c$ grows, and the angle can rise although
the run converges (the record's calibration table gives a draw whose $c$ grows
tenfold before it settles). Such a hump
falls over the next leg, and the statistic taken over that leg is its end
angle. A drift keeps rising: over the next leg it rises again, its
extrapolation is taken from that leg, and it fails there (or the leg
after, when its angle has passed $0.05$ and it is no longer followed).
So a drift still fails; it is only judged later, on a longer run.
@<Joint: follow a run that is still closing...@>=
{
  o.max_steps = (long)fmax(300000.0, 10.0 * next); o.max_norm = next; /* a leg needs about $7.5\,$|next| steps at $\eta=0.1$ */
  av[0] = av[1]; ap[0] = ap[1]; np[0] = np[1];
  cr_assert(mm_dyn_train_joint(in, &o, v, p, NULL, &res) == MM_OK, "%s", mm_error_message());
  av[1] = mm_dyn_angle(v, vmm, in->d); ap[1] = mm_dyn_angle(p, pt, in->d); np[1] = mm_norm(p, in->d);
}

@ One test per theorem. Tiers: $80\,\%$ of the trials tiny, $12\,\%$
medium and $8\,\%$ large ($n$ from $17$ to $64$, $T_i$ and $d$ from $13$ to
$32$). A large draw's run to $\norm{p}=1000$ costs about half a second of
processor time (both runs of a large draw, the hypotheses' oracles
included: $25$ draws of each theorem in $22$\,s), so the hundred large
draws of each theorem add about a minute and a half to \.{make check}'s
processor time (the joint suite took $170$\,s against $85$ without them).
@<Joint: subroutines@>=
#define JOINT_TIERS 80, 12, 8

@ @<Joint: tests@>=
Test(joint, theorem5_all_support_v_and_p_reach_the_max_margin_directions)
{
  mm_prop pv, pp, po;
  mm_prop_begin(&pv, "joint", "thm5_v_direction", "logistic, S = [n], Assumption C, ATT-SVM(opt) feasible (oracles)",
    "angle(v, v_mm) at |p| = 1000 (within 300000 NGD steps from 0; if it grew since step 5000: extrapolated 10 doublings of |p|)", 0.05, 1250);
  mm_prop_label(&pv, MM_KIND_SUITE, "joint normalised GD on (v, p) (each gradient normalised, eta 0.1) instead of the regularization paths of Theorem 5; to |p| = 1000");
  mm_prop_result(&pv, "Theorem 5");
  mm_prop_begin(&pp, "joint", "thm5_p_direction", "as above",
    "angle(p, p_mm) at |p| = 1000 (within 300000 NGD steps from 0; if it grew since step 5000: extrapolated 10 doublings of |p|)", 0.05, 1250);
  mm_prop_label(&pp, MM_KIND_SUITE, "joint normalised GD on (v, p) instead of the regularization paths of Theorem 5; to |p| = 1000");
  mm_prop_result(&pp, "Theorem 5");
  mm_prop_begin(&po, "joint", "observation_thm5_ngd_selects_opt", "as thm5_v_direction; every draw whose run completed",
    "2n (1 - mean attention on opt) at the end of the run (above 1: joint NGD settled on another selection)", 1.0, 1250);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "joint normalised GD on (v, p) from 0: does it select opt (the suite's added hypothesis for Theorem 5)?");
  mm_prop_result(&po, "Theorem 5");
  mm_prop_tiers(&pv, JOINT_TIERS); mm_prop_tiers(&pp, JOINT_TIERS); mm_prop_tiers(&po, JOINT_TIERS);
  for (int k = mm_prop_first(&pv); k < pv.trials; k = mm_prop_next(&pv, k)) {
    mm_rng r; int opt[JMAXN], S[JMAXN]; double vmm[JMAXD], pt[JMAXD], pm[JMAXD], v[JMAXD], p[JMAXD], av[2], ap[2], np[2], slack;
    const char *why;
    mm_instance *in;
    mm_prop_rng(&pv, k, &r);
    in = draw_C(&r, k, mm_prop_tier(&pv, k), 1, opt, S);
    (void)slack;
    if ((why = hypotheses(in, opt, S, vmm, pt, pm, &slack)) != NULL) { mm_prop_skip(&pv, why); mm_prop_skip(&pp, why); }
    else {
      int run = joint_run(in, opt, v, p, vmm, pt, av, ap, np);
      mm_prop_record(&po, k, joint_last_stat, in, "n = %d, d = %d: %s", in->n, in->d,
        run ? "selects opt" : "settled on another selection");
      if (run != 1) { mm_prop_skip(&pv, run ? slow_run : other_selection); mm_prop_skip(&pp, run ? slow_run : other_selection); }
      else {
        mm_prop_record(&pv, k, not_drifting(av, np), in, "n = %d, d = %d: angles %.3g -> %.3g", in->n, in->d, av[0], av[1]);
        mm_prop_record(&pp, k, not_drifting(ap, np), in, "n = %d, d = %d: angles %.3g -> %.3g", in->n, in->d, ap[0], ap[1]);
      }
    }
    mm_instance_free(in);
  }
  mm_prop_end(&pv); mm_prop_end(&pp); mm_prop_end(&po);
  cr_assert(pv.failed == 0, "%s", mm_prop_summary(&pv));
  cr_assert(pp.failed == 0, "%s", mm_prop_summary(&pp));
}

@ Theorem 6, and a finding.
\lbl{chk:joint6} In the first runs of this check, joint descent
took $p$ to $p^{\rm relax}$ in every draw, but in about a third of them $v$
did {\it not\/} go to $v^\mm$: its angle to $v^\mm$ grew steadily (on one saved
instance from $0.013$ at step $10^3$ to $0.0998$ at step $10^6$, while
$\angle(p,p^{\rm relax})\,\norm{p}$ stayed at $6.44$). Those are exactly the
draws in which some margin constraint of $\bar S$ is {\it active\/} in the
relaxed problem, $(k_{i,\opt_i}-k_{it})^Tp^{\rm relax}=0$: along
$p^{\rm relax}$ input $i$'s tokens $\opt_i$ and $t$ get logits that differ
only by a bounded amount, the attention stays split between them, the
attended token of input $i$ is a mixture that is shorter along $v^\mm$, and
the head follows that mixture rather than $x_{i,\opt_i}$. (E3-relaxed does
not show this: its $\bar S$ margin along $p^{\rm relax}=(1,0)$ is $0.5>0$.)
So the suite's formulation of Theorem 6 adds a hypothesis: every $\bar S$
constraint is inactive at $p^{\rm relax}$, with relative slack at least
$10^{-2}$; draws with an active constraint (slack below the tightness
tolerance) are skips for the theorem's properties (the generator builds
the slack into seven draws in eight, see its section), and one of them is kept
as the counterexample \.{reports/joint\_thm6\_active.json} by a separate
property that asserts the departure of $v$ (angle above $0.02$ and growing
from step $5000$ to the end) was seen. Draws with slack in between are
skipped as near-degenerate.

A second finding concerns $p$ itself. On draws that satisfy every
hypothesis above, with the $\bar S$ constraints slack, $v$ goes to $v^\mm$
but $p$ does not always go to $p^{\rm relax}$. On the saved instance
\.{reports/}\allowbreak\.{joint\_thm6\_p\_elsewhere.json} $p$ settles $0.338$ rad from $p^{\rm relax}$ and $0.140$ from
$p^\mm_\star$ (unchanged from $\norm{p}=100$ to $10^5$); measured in units of
$1/\norm{p^{\rm relax}}$ its smallest $S$ margin is $0.943$ and its $\bar S$
margin $0.747$: it gives up margin on the support samples to buy margin on
the non-support one. Our reading: with separately normalised steps
$\norm{v}\approx\norm{p}$, and a non-support sample's loss derivative is
discounted only by $e^{-\beta_i\norm{v}/\norm{v^\mm}}$, a factor of the same
exponential order as the attention gaps $e^{-\norm{p}\,{\rm margin}}$, so
non-support samples keep a say in the limit of $p$; the relaxed ATT-SVM,
where they have none, describes the limit only when $v$ outgrows $p$.
E3-relaxed is such a case by its geometry (the check below passes). The
suite therefore does not claim Theorem 6's $p$-part on random instances
under this protocol: the property \.{thm6\_p\_elsewhere\_found} asserts
that the counterexample is found and saved, and the observation
\.{observation\_thm6\_p\_reaches\_p\_relax} counts the certified draws in
which $p$ did not reach $p^{\rm relax}$ (its failures; tolerance $0.05$, the
same statistic as for $v$).
@<Joint: tests@>=
Test(joint, theorem6_v_reaches_v_mm_and_where_p_goes)
{
  mm_prop pv, po, pq, pe, pf;
  int found = 0;
  mm_prop_begin(&pv, "joint", "thm6_v_direction", "logistic, S a proper subset, Assumption C on S, relaxed ATT-SVM feasible with every Sbar constraint inactive (slack >= 1e-2)",
    "angle(v, v_mm) at |p| = 1000 (within 300000 NGD steps from 0; if it grew since step 5000: extrapolated 10 doublings of |p|)", 0.05, 1300);
  mm_prop_label(&pv, MM_KIND_SUITE, "joint normalised GD instead of the regularization paths; the suite adds: every Sbar constraint slack at p_relax (>= 1e-2); the p-part is checked on E3-relaxed only");
  mm_prop_result(&pv, "Theorem 6");
  mm_prop_begin(&po, "joint", "observation_thm6_ngd_selects_opt", "as thm6_v_direction; every draw whose run completed",
    "2n (1 - mean attention on opt) at the end of the run (above 1: joint NGD settled on another selection)", 1.0, 1300);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "joint normalised GD on (v, p) from 0: does it select opt (the suite's added hypothesis for Theorem 6)?");
  mm_prop_result(&po, "Theorem 6");
  mm_prop_begin(&pq, "joint", "observation_thm6_p_reaches_p_relax", "as thm6_v_direction; every draw tested there",
    "angle(p, p_relax) at |p| = 1000 (if it grew since step 5000: extrapolated 10 doublings of |p|)", 0.05, 1300);
  mm_prop_label(&pq, MM_KIND_OBSERVATION, "joint normalised GD on (v, p) from 0: does p reach p_relax, the p-part of Theorem 6 that the suite does not claim on random draws?");
  mm_prop_result(&pq, "Theorem 6");
  mm_prop_tiers(&pv, JOINT_TIERS); mm_prop_tiers(&po, JOINT_TIERS); mm_prop_tiers(&pq, JOINT_TIERS);
  for (int k = mm_prop_first(&pv); k < pv.trials; k = mm_prop_next(&pv, k)) {
    mm_rng r; int opt[JMAXN], S[JMAXN]; double vmm[JMAXD], pt[JMAXD], pm[JMAXD], v[JMAXD], p[JMAXD], av[2], ap[2], np[2], slack;
    const char *why;
    mm_instance *in;
    mm_prop_rng(&pv, k, &r);
    in = draw_C(&r, k, mm_prop_tier(&pv, k), 0, opt, S);
    why = hypotheses(in, opt, S, vmm, pt, pm, &slack);
    if (!why && slack <= MM_SVM_TIGHT_TOL) why = "an Sbar constraint is active at p_relax";
    else if (!why && slack < 1e-2) why = "an Sbar constraint is nearly active at p_relax (slack < 1e-2)";
    if (!why) {
      int run = joint_run(in, opt, v, p, vmm, pt, av, ap, np);
      mm_prop_record(&po, k, joint_last_stat, in, "n = %d, d = %d: %s", in->n, in->d,
        run ? "selects opt" : "settled on another selection");
      if (run != 1) why = run ? slow_run : other_selection;
    }
    if (why) mm_prop_skip(&pv, why);
    else {
      mm_prop_record(&pv, k, not_drifting(av, np), in, "n = %d, d = %d: angles %.3g -> %.3g", in->n, in->d, av[0], av[1]);
      mm_prop_record(&pq, k, not_drifting(ap, np), in, "n = %d, d = %d: angle(p, p_relax) %.3g -> %.3g", in->n, in->d, ap[0], ap[1]);
    }
    mm_instance_free(in);
  }
  mm_prop_end(&pv); mm_prop_end(&po); mm_prop_end(&pq);
  @<Joint: search the draws for the two findings of Theorem 6@>@;
  cr_assert(pv.failed == 0, "%s", mm_prop_summary(&pv));
  cr_assert(pe.failed == 0, "%s", mm_prop_summary(&pe));
  cr_assert(pf.failed == 0, "%s", mm_prop_summary(&pf));
}

@ The two findings are searches, not trials: each is one record, made by
the first draw that shows it. They run after the trials, in one process
(the leader of the first part of a sweep; another part records nothing of them and so does
not search), over the same draws $k=0,1,2,\ldots$ as the trials and then
the free draws $k\equiv7\pmod 8$ past them, up to $480$, and stop when
both are found. The draws they rerun are the first few of the trials: the
active constraint turns up in about one draw in fourteen and $p$ settling
elsewhere in about one certified draw in a hundred (the observation row
above counts them), so a search costs about a tenth of the trials' runs,
and what it finds does not depend on how the trials were split.
@<Joint: search the draws for the two findings...@>=
mm_prop_begin(&pe, "joint", "thm6_p_elsewhere_found", "as above",
  "0 if a draw was seen where p settles (angle changing by < 0.01 from step 5000 to the end) more than 0.1 rad from p_relax, else 1", 0.0, 1);
mm_prop_label(&pe, MM_KIND_FINDING, "search: a draw where p settles more than 0.1 rad from p_relax (the p-part of Theorem 6 under joint NGD on random instances)");
mm_prop_result(&pe, "Theorem 6");
mm_prop_begin(&pf, "joint", "thm6_active_constraint_v_departs", "S a proper subset, an Sbar constraint active at p_relax",
  "0 if a draw was seen where angle(v, v_mm) > 0.02 and grew from step 5000 to the end, else 1", 0.0, 1);
mm_prop_label(&pf, MM_KIND_FINDING, "search: a draw with an Sbar constraint active at p_relax where v does not converge to v_mm");
mm_prop_result(&pf, "Theorem 6");
for (int k = 0; pe.shard == 0 && k < 480 && (!found || pe.passed == 0); k++) {
  mm_rng r; int opt[JMAXN], S[JMAXN]; double vmm[JMAXD], pt[JMAXD], pm[JMAXD], v[JMAXD], p[JMAXD], av[2], ap[2], np[2], slack;
  const char *why;
  mm_instance *in;
  if (k >= pv.trials && k % 8 != 7) continue; /* past the trials only the free draws serve */
  mm_prop_rng(&pv, k, &r);
  in = draw_C(&r, k, mm_prop_tier(&pv, k), 0, opt, S);
  why = hypotheses(in, opt, S, vmm, pt, pm, &slack);
  if (!why && slack <= MM_SVM_TIGHT_TOL) {
    if (!found) @<Joint: run the degenerate draw and keep it if $v$ departs@>@;
  } else if (!why && slack >= 1e-2 && pe.passed == 0 && joint_run(in, opt, v, p, vmm, pt, av, ap, np) == 1
    && fabs(ap[1] - ap[0]) < 0.01 && ap[1] > 0.1) @<Joint: keep the draw where $p$ settles elsewhere@>@;
  mm_instance_free(in);
}
if (!found) mm_prop_record(&pf, 0, 1.0, NULL, "no draw with an active Sbar constraint showed v departing");
if (pe.passed == 0) mm_prop_record(&pe, 0, 1.0, NULL, "p reached p_relax in every draw searched");
mm_prop_end(&pe); mm_prop_end(&pf);

@ @<Joint: keep the draw where $p$ settles elsewhere@>=
{
  char path[512];
  snprintf(path, sizeof path, "%s/joint_thm6_p_elsewhere.json", mm_report_dir());
  cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
  mm_prop_record(&pe, 0, 0.0, in, "draw %d: angle(p, p_relax) %.3g -> %.3g, angle(p, p_mm) %.3g, angle(v, v_mm) %.3g; saved to %s",
    k, ap[0], ap[1], mm_dyn_angle(p, pm, in->d), av[1], path);
}

@ @<Joint: run the degenerate draw...@>=
{
  char path[512];
  if ((joint_run(in, opt, v, p, vmm, pt, av, ap, np), av[1] > 0.02) && av[1] > av[0]) { /* as the statistic says: the selection need not hold, the constraint is active */
    found = 1;
    snprintf(path, sizeof path, "%s/joint_thm6_active.json", mm_report_dir());
    cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
    mm_prop_record(&pf, 0, 0.0, in, "draw %d: angle(v, v_mm) %.3g -> %.3g while angle(p, p_relax) %.3g -> %.3g; saved to %s",
      k, av[0], av[1], ap[0], ap[1], path);
  }
}

@*1 The paper's instance E3.
E3 has closed-form answers (\secref{E3}): tight, $v^\mm=(0,1)$ and
$p^\mm_\star=(4/3,1/3)$; relaxed, $S=\{1,2\}$, $p^\mm_\star=(1.25,0.25)$ and
$p^{\rm relax}=(1,0)$. The runs use the paper's start $v(0)=(-1,0)$,
$p(0)=(0,-1)$ and $8000$ steps. Here the angles are known to behave like
$c/\norm{p}$ with $c\approx0.33$ (tight) and $0.30$ (relaxed, the frozen second
coordinate of $p$), so at $\norm{p}\approx800$ we require $\angle\le10^{-3}$,
a factor $2.4$ over $c/\norm{p}$; the relaxed run must also be farther than
$0.19$ rad from $p^\mm_\star$, the angle between the two candidates minus the
allowance. The closed forms are compared with the oracles at the rung
$16\epsilon$ in the svm checks, and here the hypotheses are certified by the
same routine as for random instances.
@^E3@>
@<Joint: tests@>=
Test(joint, E3_runs_reach_the_papers_directions)
{
  mm_prop pr;
  const char *names[2] = {"E3-tight", "E3-relaxed"};
  const double vmm_want[2] = {0, 1}, pt_want[2][2] = {{4.0 / 3, 1.0 / 3}, {1, 0}}, pm_want[2] = {4.0 / 3, 1.0 / 3};
  mm_prop_begin(&pr, "joint", "E3_directions", "E3 tight and relaxed, v(0) = (-1,0), p(0) = (0,-1), 8000 NGD steps",
    "max(angle(v, v_mm), angle(p, target)); target p_mm (tight) or p_relax (relaxed)", 1e-3, 2);
  mm_prop_label(&pr, MM_KIND_SUITE, "the paper's experiment E3: joint NGD as in the paper, 8000 steps");
  mm_prop_result(&pr, "E3; Theorem 6");
  for (int k = 0; k < pr.trials; k++) {
    mm_instance *in = mm_example(names[k % 2], 0);
    int opt[3] = {1, 1, 1}, S[3] = {1, 1, k % 2 == 0};
    double vmm[2], pt[2], pm[2], v[2] = {-1, 0}, p[2] = {0, -1};
    double slack;
    const char *why = hypotheses(in, opt, S, vmm, pt, pm, &slack);
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    cr_assert(why == NULL, "%s: %s", names[k % 2], why);
    cr_assert(mm_dist(vmm, vmm_want, 2) <= 1e-15 && mm_dist(pt, pt_want[k % 2], 2) <= 1e-15 && (k % 2 || mm_dist(pm, pm_want, 2) <= 1e-15),
      "%s: oracle answers differ from the closed forms", names[k % 2]);
    o.max_steps = 8000;
    cr_assert(mm_dyn_train_joint(in, &o, v, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    if (k % 2) cr_assert(mm_dyn_angle(p, pm, 2) > 0.19, "relaxed run ended near p_mm: %.3g", mm_dyn_angle(p, pm, 2));
    mm_prop_record(&pr, k, fmax(mm_dyn_angle(v, vmm, 2), mm_dyn_angle(p, pt, 2)), in, "%s: v = (%.4g, %.4g), p = (%.4g, %.4g)",
      names[k % 2], v[0], v[1], p[0], p[1]);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Theorems 5 and 6, regularization-path form.
\lbl{chk:jointpath}The theorems are about the joint regularization path
$(\bar v,\bar p)(r,R)=\mathop{\rm argmin}_{\norm{v}\le r,\,\norm{p}\le R}L(v,p)$
(logistic loss), and here it is computed: |mm_dyn_joint_path| returns a
point certified by the KKT conditions of both balls (residuals
$\le10^{-11}$ for $v$ and the path solver's certificate for $p$), the least
risk over a warm start and two random starts. How $r$ and $R$ grow together
is not known to us from the paper; the suite's formulation takes them along
the ray $r=\lambda\norm{v^\mm}$, $R=\lambda\norm{p^{\rm t}}$ ($p^{\rm t}$ the
target, $p^\mm_\star$ or $p^{\rm relax}$), on which both margins are
$\lambda$ in logit units, with $\lambda=2^2,2^3,\ldots,2^8$. The first rung
starts from $\lambda(v^\mm,p^{\rm t})$ besides the random starts, each
further rung from the previous answer doubled. A path point that cannot be
certified ends the ladder and the draw is a skip with that reason.

The statistic is the angle at $\lambda=2^8$, for $v$ to $v^\mm$ and for $p$
to the target, with tolerance $0.05$. The argument: at $\lambda$ the risk
is a soft minimum of at most $K=nT\le20$ exponentials of the margins, so
the path point gives up at most $\log K/\lambda$ of margin to the hard
minimum; where the margin falls linearly in the angle (a vertex of the
SVM, the generic case here) the angle is then $O(\log K/\lambda)$, where it
falls quadratically $O(\sqrt{\log K/\lambda})$. Measured, the angles halve
at each doubling in most draws ($\angle\approx c/\lambda$, largest $c$ about
$2.3$ for $v$ and $7$ for $p$, so angles up to $0.027$ at $2^8$), and a path
converging anywhere else keeps an angle of the order of the distance
between candidate directions. The shape is recorded separately, as an
observation: the ratio $\angle(2^8)/\angle(2^5)$ (three doublings; $1/8$
for a $c/\lambda$ law, $0.35$ for the square-root law, $1$ for a stall;
angles below $10^{-9}$ count as $0$), tolerance $0.9$, the larger of the
ratios for $v$ and $p$. It fails on a few draws in a hundred, of two
kinds, listed with their instances: a stall at a small angle (on one draw
$\angle(\bar v,v^\mm)=5.27\cdot10^{-5}$ at every rung from $2^4$ to $2^8$,
with $\bar p$ on $p^\mm_\star$ to $10^{-16}$ and both residuals near
$10^{-16}$), and an angle that rises again over the last doublings while
staying under the tolerance (on another, $\angle(\bar p,p^\mm_\star)$ from
$0.0013$ at $2^5$ to $0.0089$ at $2^8$). Neither contradicts the limit the
angle rows test, but neither is the $c/\lambda$ law either; they are
recorded, not explained. Theorem~6 keeps the suite's added
hypothesis of the section above (every $\bar S$ constraint slack at
$p^{\rm relax}$, relative slack $\ge10^{-2}$): on draws with an active
constraint the angle of $\bar p$ to $p^{\rm relax}$ was measured between
$0.015$ and $0.25$ at $\lambda=2^8$, and those draws are skips with that reason. Sizes: the tiny
tier of the generator ($n\le5$, $T_i\le4$, $d\le4$), $150$ draws per theorem,
about $10$\,s of CPU each.
@^regularization path, joint@>
@<Joint: subroutines@>=
#define JP_RUNGS 7
static int joint_path_ladder(const mm_instance *in, const double *vmm, const double *pt, double *av, double *ap)
{
  int d = in->d;
  double v[JMAXD], p[JMAXD], nv = mm_norm(vmm, d), np = mm_norm(pt, d);
  for (int j = 0; j < d; j++) { v[j] = 4 * vmm[j]; p[j] = 4 * pt[j]; }
  for (int k = 0; k < JP_RUNGS; k++) {
    double lam = ldexp(1.0, k + 2);
    mm_joint_path_point q;
    cr_assert(mm_dyn_joint_path(in, lam * nv, lam * np, 2, 1 + (uint64_t)k, v, p, &q) == MM_OK, "%s", mm_error_message());
    if (!q.certified) return 0;
    av[k] = mm_dyn_angle(v, vmm, d); ap[k] = mm_dyn_angle(p, pt, d);
    for (int j = 0; j < d; j++) { v[j] *= 2; p[j] *= 2; }
  }
  return 1;
}
static double path_shape(const double *a) /* $\angle(2^8)/\angle(2^5)$, angles below $10^{-9}$ as $0$ */
{
  double hi = a[JP_RUNGS - 1] < 1e-9 ? 0.0 : a[JP_RUNGS - 1], lo = a[JP_RUNGS - 4];
  return hi == 0.0 ? 0.0 : lo < 1e-9 ? INFINITY : hi / lo;
}

@ One test runs both theorems. |all| chooses Theorem~5's draws ($S=[n]$).
@<Joint: subroutines@>=
static void path_props(int all)
{
  mm_prop pv, pp, ps;
  const char *thm = all ? "Theorem 5" : "Theorem 6";
  char nm[3][64];
  snprintf(nm[0], 64, "thm%d_path_v_direction", all ? 5 : 6); snprintf(nm[1], 64, "thm%d_path_p_direction", all ? 5 : 6);
  snprintf(nm[2], 64, "observation_thm%d_path_shape", all ? 5 : 6);
  mm_prop_begin(&pv, "joint", nm[0], all ? "logistic, S = [n], Assumption C, ATT-SVM(opt) feasible; tiny tier" : "logistic, S a proper subset, Assumption C on S, every Sbar constraint slack at p_relax (>= 1e-2); tiny tier",
    "angle(v_bar, v_mm) at lambda = 2^8 (r = lambda |v_mm|, R = lambda |p_target|)", 0.05, 150);
  mm_prop_label(&pv, MM_KIND_SUITE, "regularization path (v_bar, p_bar)(r, R), certified (KKT on both balls), along r/|v_mm| = R/|p_target| = 2^2..2^8");
  mm_prop_result(&pv, thm);
  mm_prop_begin(&pp, "joint", nm[1], "as the v row", all ? "angle(p_bar, p_mm) at lambda = 2^8" : "angle(p_bar, p_relax) at lambda = 2^8", 0.05, 150);
  mm_prop_label(&pp, MM_KIND_SUITE, all ? "regularization path, certified, along r/|v_mm| = R/|p_mm| = 2^2..2^8: p_bar/R -> p_mm" : "regularization path, certified, along r/|v_mm| = R/|p_relax| = 2^2..2^8: p_bar/R -> p_relax (the suite adds: Sbar constraints slack)");
  mm_prop_result(&pp, thm);
  mm_prop_begin(&ps, "joint", nm[2], "as the v row; every draw with a certified ladder",
    "max over v, p of angle(2^8)/angle(2^5) (angles below 1e-9 as 0; 1 = a stall)", 0.9, 150);
  mm_prop_label(&ps, MM_KIND_OBSERVATION, "regularization path: do the angles keep falling over the last three doublings?");
  mm_prop_result(&ps, thm);
  for (int k = mm_prop_first(&pv); k < pv.trials; k = mm_prop_next(&pv, k))
    @<Joint: run one draw's path ladder@>@;
  mm_prop_end(&pv); mm_prop_end(&pp); mm_prop_end(&ps);
  cr_assert(pv.failed == 0, "%s", mm_prop_summary(&pv));
  cr_assert(pp.failed == 0, "%s", mm_prop_summary(&pp));
}

@ @<Joint: run one draw's path ladder@>=
{
  mm_rng r; int opt[JMAXN], S[JMAXN]; double vmm[JMAXD], pt[JMAXD], pm[JMAXD], av[JP_RUNGS], ap[JP_RUNGS], slack;
  const char *why;
  mm_instance *in;
  mm_prop_rng(&pv, k, &r);
  in = draw_C(&r, k, 0, all, opt, S);
  why = hypotheses(in, opt, S, vmm, pt, pm, &slack);
  if (!why && !all && slack <= MM_SVM_TIGHT_TOL) why = "an Sbar constraint is active at p_relax";
  else if (!why && !all && slack < 1e-2) why = "an Sbar constraint is nearly active at p_relax (slack < 1e-2)";
  if (!why && !joint_path_ladder(in, vmm, pt, av, ap)) why = "a path point could not be certified (KKT residual above tolerance)";
  if (why) { mm_prop_skip(&pv, why); mm_prop_skip(&pp, why); mm_prop_skip(&ps, why); }
  else {
    mm_prop_record(&pv, k, av[JP_RUNGS - 1], in, "n = %d, d = %d: angle(v) %.3g, %.3g, %.3g at 2^4, 2^6, 2^8", in->n, in->d, av[2], av[4], av[6]);
    mm_prop_record(&pp, k, ap[JP_RUNGS - 1], in, "n = %d, d = %d: angle(p) %.3g, %.3g, %.3g at 2^4, 2^6, 2^8", in->n, in->d, ap[2], ap[4], ap[6]);
    mm_prop_record(&ps, k, fmax(path_shape(av), path_shape(ap)), in, "v: %.3g -> %.3g, p: %.3g -> %.3g (2^5 -> 2^8)", av[3], av[6], ap[3], ap[6]);
  }
  mm_instance_free(in);
}

@ @<Joint: tests@>=
Test(joint, theorem5_path_directions) { path_props(1); }
Test(joint, theorem6_path_directions) { path_props(0); }

@ On the generator's draws with every $\bar S$ constraint slack, the moved
tokens have margin at least $1$ at $p^{\rm relax}$, so $p^{\rm relax}$ is
feasible for the tight ATT-SVM$(\opt)$ and equals $p^\mm_\star$: there the
$p$ row cannot tell the two apart, and only the free draws (one in eight)
can. The paper's instance E3-relaxed does: $p^{\rm relax}=(1,0)$ and
$p^\mm_\star=(1.25,0.25)$ are $0.197$ rad apart. Its path ladder (and
E3-tight's) must end within $0.05$ of $(v^\mm,p^{\rm t})$, the same
statistic, and the relaxed one farther than $0.1$ from $p^\mm_\star$.
@<Joint: tests@>=
Test(joint, E3_paths_reach_the_papers_directions)
{
  mm_prop pr;
  const char *names[2] = {"E3-tight", "E3-relaxed"};
  mm_prop_begin(&pr, "joint", "E3_path_directions", "E3 tight and relaxed, the certified joint path at lambda = 2^2..2^8",
    "max(angle(v_bar, v_mm), angle(p_bar, target)) at lambda = 2^8; target p_mm (tight) or p_relax (relaxed)", 0.05, 2);
  mm_prop_label(&pr, MM_KIND_SUITE, "regularization path on the paper's instance E3, along r/|v_mm| = R/|p_target| = 2^2..2^8");
  mm_prop_result(&pr, "E3; Theorem 6");
  for (int k = 0; k < pr.trials; k++) {
    mm_instance *in = mm_example(names[k % 2], 0);
    int opt[3] = {1, 1, 1}, S[3] = {1, 1, k % 2 == 0};
    double vmm[2], pt[2], pm[2], av[JP_RUNGS], ap[JP_RUNGS], slack;
    cr_assert(hypotheses(in, opt, S, vmm, pt, pm, &slack) == NULL, "%s: hypotheses", names[k % 2]);
    cr_assert(joint_path_ladder(in, vmm, pt, av, ap), "%s: a path point could not be certified", names[k % 2]);
    if (k % 2) cr_assert(mm_dyn_angle(pt, pm, 2) - ap[JP_RUNGS - 1] > 0.1, "relaxed path ended near p_mm");
    mm_prop_record(&pr, k, fmax(av[JP_RUNGS - 1], ap[JP_RUNGS - 1]), in, "%s: angles v %.3g, p %.3g at 2^8 (p %.3g at 2^4)",
      names[k % 2], av[JP_RUNGS - 1], ap[JP_RUNGS - 1], ap[2]);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}
