@*Lemma 1, as stated: training $W$ is training $p$.
\lbl{chk:lemma1}\lbl{chk:lemma_pw}{\sl Statement:\/} Lemma~1, \secref{lemma1}.
@^Lemma (p and W)@>
With the query $p$ fixed, the model sees the key-query matrix only through
the vector $q=Wp$: the logits of input $i$ are $X_iWp=X_iq$. The paper's
lemma (``$W$ is effectively rank one, its dynamics set by $p$'') has three
parts, which in our convention read as follows. Let $L_W(W)=L(X_iWp)$ and
$L_q(q)=L(X_iq)$, so $L_W(W)=L_q(Wp)$.
\smallskip
\item{(a)} Gradient descent on $W$ with step $\eta$ is gradient descent on
$q$ with step $\eta\norm{p}^2$: if $W(k+1)=W(k)-\eta\nabla L_W(W(k))$ then
$W(k+1)p=q(k)-\eta\norm{p}^2\nabla L_q(q(k))$ with $q(k)=W(k)p$.
\item{(b)} $W(k)-W(0)$ has rank at most one, with row factor $p^T$:
$(W(k)-W(0))w=0$ for every $w\perp p$.
\item{(c)} The $W$-SVM, $\min\norm{W}_F$ s.t.\ $(x_{i\alpha_i}-x_{it})^TWp\ge1$
for all $t\ne\alpha_i$, has the rank-one solution $W^\mm=q^\mm p^T/\norm{p}^2$,
where $q^\mm$ solves the ATT-SVM with the tokens $x_{it}$ as keys.
\smallskip\noindent
All three follow from $\nabla L_W(W)=\nabla L_q(Wp)\,p^T$ (formula~(4) of the
model chapter) and, for (c), from $\norm{W}_F\ge\norm{Wp}/\norm{p}$. The
chapter \.{dyn}'s checks test the mechanics of |mm_dyn_train_W| step by step;
this chapter tests the lemma as the paper states it, on fresh random
instances with a random $W$, over whole runs. The suite is \.{lemma\_pw} in
the verification report.

@(lemma_pw.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include <lapacke.h>
#include "prop.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
@<Lemma pw: subroutines@>@;
@<Lemma pw: tests@>@;

@*1 The instances.
|mm_gen_instance| with $n\le4$, $T_i\le5$, $2\le d\le6$ (every fourth plain
draw: $7\le d\le16$, so that the $W$-SVM has up to $256$ unknowns), random labels, a
chosen optimal token per input and $W=I+0.3G$; $p$ Gaussian with a length
log-uniform in $[0.3,3]$. A third of the draws are adversarial, in turn:
a long query ($\norm{p}\in[10,10^3]$, where the softmax of $X_iWp$ is
saturated), a near-tie (every score gap $10^{-9}$ instead of $0.1$), and a
nearly singular $W$ (one singular value pushed down by a factor $10^{6}$,
$W\gets W-(1-10^{-6})Wuu^T$ for a random unit $u$), which makes $q=Wp$ tiny
in some directions of $p$.
{\it Tiers.} These are the tiny draws ($d\le16$), half of the trials; $35\,\%$ are
medium ($n\le16$, $T_i\le12$, $d\le12$) and $15\,\%$ large ($n\le64$,
$T_i\le32$, $d\le32$), drawn by the same generator at the trial's tier
(|mm_gen_tier|); there the ATT-SVM on the tokens is feasible by construction, and the $W$-SVM has up to $1024$ unknowns; the
report gives the tested draws and the worst statistic per tier.

@<Lemma pw: subroutines@>=
static void random_direction(mm_rng *r, double *x, int d, double len)
{
  double nx;
  do {
    for (int j = 0; j < d; j++) x[j] = mm_rng_normal(r);
    nx = mm_norm(x, d);
  } while (nx < 1e-6);
  for (int j = 0; j < d; j++) x[j] *= len / nx;
}
static mm_instance *draw(mm_rng *r, int trial, double *p, int *opt)
{
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  int adv = mm_prop_adversarial(trial) ? 1 + trial % 3 : 0, d;
  o.d_max = 6; o.random_W = 1; o.chosen_opt = 1;
  if (!adv && trial % 4 == 3) { o.d_min = 7; o.d_max = 16; }
  if (adv == 2) o.gap = 1e-9;
  in = mm_gen_instance(r, &o, opt);
  cr_assert(in != NULL, "generator failed: %s", mm_error_message());
  d = in->d;
  random_direction(r, p, d, adv == 1 ? 10.0 * pow(100.0, mm_rng_uniform(r)) : 0.3 * pow(10.0, mm_rng_uniform(r)));
  if (adv == 3) @<Lemma pw: push one singular value of $W$ down by $10^6$@>@;
  return in;
}

@ @<Lemma pw: push one singular value...@>=
{
  double u[MM_GEN_MAXD], Wu[MM_GEN_MAXD];
  random_direction(r, u, d, 1.0);
  for (int a = 0; a < d; a++) Wu[a] = mm_dot(in->W + a * d, u, d);
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) in->W[a * d + b] -= (1.0 - 1e-6) * Wu[a] * u[b];
  mm_assert(mm_instance_refresh(in) == MM_OK);
}

@*1 Parts (a) and (b): whole runs.
We run $K=10$ plain gradient steps on $W$ with the default step
$\eta=1/(L_q\norm{p}^2)$ (|mm_dyn_train_W|) and, separately, $K$ plain steps
on $q$ from $q(0)=W(0)p$ with step $\eta\norm{p}^2$ on the instance with the
tokens as keys (|mm_dyn_q_instance|, |mm_dyn_run|), and compare $W(K)p$
with $q(K)$. Unlike the lockstep check of the dyn chapter, the two runs
never meet again after the start, so the tolerance must account for how
gradient descent propagates a difference.

The argument. Write $e_k=\norm{W(k)p-q(k)}$. Both start from the same
rounded product, so $e_0=0$. One step of $q$-descent is the map
$q\mapsto q-\eta'\nabla L_q(q)$ with $\eta'=1/L_q$, whose Jacobian
$I-\eta'\nabla^2L_q$ has norm at most $2$ since $\norm{\nabla^2L_q}\le L_q$.
The $W$-step applies the same map to $W(k)p$ up to rounding: forming
$W(k+1)$ rounds each entry once (error at most $\epsilon$ times
$\vert W_{ab}(k+1)\vert+\vert \Delta W_{ab}\vert$), and multiplying by $p$
adds one rounding per entry of the product; in all at most
$\delta=4\epsilon\,\max_k\norm{W(k)}_F\norm{p}$ (as in the lockstep
argument). Hence $e_{k+1}\le2e_k+\delta$ and $e_K\le(2^K-1)\delta$. For
$K=10$ the statistic $e_K/(\epsilon\max_k\norm{W(k)}_F\norm{p})$ is at most
$4092$: the rung $2^{12}$. Normalised steps have no such bound (their
Jacobian grows as the gradient shrinks), which is why the run is plain.

Part (b) is checked on a second run from the same $W(0)$ with $40$
normalised steps ($\eta=0.1$), where the lemma holds just as well: with
$P=I-pp^T/\norm{p}^2$, the statistic is
$\norm{(W(K)-W(0))P}_F/\allowbreak(K\epsilon\max(\norm{W(0)}_F,\norm{W(K)}_F))$. Each
update adds $u_kp^T$ and rounds every entry once, contributing at most
$2\epsilon\max\norm{W}_F$ to $\norm{W(K)-W(0)-\sum_ku_kp^T}_F$; the product
with $P$ (formed in |long double|) adds a few $\epsilon\norm{W}_F$ that do
not grow with $K$. So the statistic is at most about $2$ and sits on the rung
$16$. The statistic also takes the larger of that and
$\bigl\vert \norm{W(K)-W(0)}_F-\norm{(W(K)-W(0))p}/\norm{p}\bigr\vert $ over the same
scale, with the first norm computed apart (|mm_dist|): by Pythagoras
$\norm{\Delta W}_F^2=\norm{\Delta W(I-P)}_F^2+\norm{\Delta WP}_F^2$ and
$\norm{\Delta W(I-P)}_F=\norm{\Delta Wp}/\norm{p}$, so the difference is at
most $\norm{\Delta WP}_F$ and the tolerance stands; what it adds is that
the projected update is the run's own: a statistic computed on a zero or
wrong update (which is rank one trivially) fails, because the normalised
run moves $W$ by about $\eta$ per step.
@<Lemma pw: tests@>=
Test(lemma_pw, W_training_is_q_training_and_W_moves_in_rank_one)
{
  mm_prop pa, pb;
  mm_prop_begin(&pa, "lemma_pw", "W_run_equals_q_run", "random W, |p| in [0.3, 3] (adversarial: to 1e3, near-ties, near-singular W), 10 GD steps",
    "|W(K) p - q(K)| / (eps max_k |W(k)|_F |p|)", 0x1p12, 1000);
  mm_prop_label(&pa, MM_KIND_THEOREM, "plain GD on W (10 steps) against GD on q = W p with step eta |p|^2; an identity, checked to rounding");
  mm_prop_result(&pa, "Lemma 1");
  mm_prop_begin(&pb, "lemma_pw", "W_update_has_row_factor_p", "as above, 40 NGD steps, eta = 0.1",
    "max(|(W(K) - W(0)) (I - p p^T/|p|^2)|_F, | |W(K) - W(0)|_F - |(W(K) - W(0)) p|/|p| |) / (K eps max |W|_F)", 16.0, 1000);
  mm_prop_label(&pb, MM_KIND_THEOREM, "NGD on W (40 steps, eta 0.1): the rank-one structure holds for any step rule that uses the W-gradient");
  mm_prop_result(&pb, "Lemma 1");
  mm_prop_tiers(&pa, 50, 35, 15); mm_prop_tiers(&pb, 50, 35, 15);
  for (int k = mm_prop_first(&pa); k < pa.trials; k = mm_prop_next(&pa, k)) {
    mm_rng r; double p[MM_GEN_MAXD], W[MM_GEN_MAXD * MM_GEN_MAXD], q[MM_GEN_MAXD];
    int opt[MM_GEN_MAXN];
    mm_instance *in, *qi;
    mm_prop_rng(&pa, k, &r);
    in = draw(&r, k, p, opt);
    qi = mm_dyn_q_instance(in);
    cr_assert(qi != NULL, "%s", mm_error_message());
    @<Lemma pw: run $W$ and $q$ for ten plain steps and record part (a)@>@;
    @<Lemma pw: run forty normalised $W$-steps and record part (b)@>@;
    mm_instance_free(qi); mm_instance_free(in);
  }
  mm_prop_end(&pa); mm_prop_end(&pb);
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
  cr_assert(pb.failed == 0, "%s", mm_prop_summary(&pb));
}

@ The largest $\norm{W(k)}_F$ over the run is bounded by the larger of the
end points plus the path length; since each plain step moves $W$ by
$\eta\norm{\nabla L_W}$, which is tiny here, the end points suffice to
within a factor far inside the rung.
@<Lemma pw: run $W$ and $q$ for ten plain steps...@>=
{
  const int K = 10;
  int d = in->d;
  double pp = mm_dot(p, p, d), nW, e[MM_GEN_MAXD];
  mm_dyn_options o = mm_dyn_defaults(), oq;
  mm_dyn_result rw, rq;
  o.method = MM_DYN_GD; o.eta = 0.0; o.max_steps = K;
  memcpy(W, in->W, sizeof(double) * (size_t)(d * d));
  for (int a = 0; a < d; a++) q[a] = mm_dot(W + a * d, p, d);
  cr_assert(mm_dyn_train_W(in, p, &o, W, &rw) == MM_OK, "%s", mm_error_message());
  oq = o; oq.eta = rw.eta * pp;
  cr_assert(mm_dyn_run(qi, &oq, q, NULL, &rq) == MM_OK, "%s", mm_error_message());
  for (int a = 0; a < d; a++) e[a] = mm_dot(W + a * d, p, d) - q[a];
  nW = fmax(mm_norm(W, d * d), mm_norm(in->W, d * d));
  mm_prop_record(&pa, k, mm_norm(e, d) / (DBL_EPSILON * nW * sqrt(pp)), in,
    "d = %d, |p| = %.3g, steps %ld and %ld, eta = %.3g", d, sqrt(pp), rw.steps, rq.steps, rw.eta);
}

@ @<Lemma pw: run forty normalised $W$-steps...@>=
{
  const int K = 40;
  int d = in->d;
  double pp = mm_dot(p, p, d), nW, moved;
  long double sp = 0.0L; /* $\norm{\Delta Wp}^2$ */
  long double s2 = 0.0L;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result rw;
  o.max_steps = K;
  memcpy(W, in->W, sizeof(double) * (size_t)(d * d));
  cr_assert(mm_dyn_train_W(in, p, &o, W, &rw) == MM_OK, "%s", mm_error_message());
  for (int a = 0; a < d; a++) {
    long double dp = 0.0L;
    for (int b = 0; b < d; b++) dp += (long double)(W[a * d + b] - in->W[a * d + b]) * p[b];
    sp += dp * dp;
    for (int b = 0; b < d; b++) { /* $((W(K)-W(0))P)_{ab}$ */
      long double x = (long double)(W[a * d + b] - in->W[a * d + b]) - dp * p[b] / pp;
      s2 += x * x;
    }
  }
  nW = fmax(mm_norm(W, d * d), mm_norm(in->W, d * d));
  moved = mm_dist(W, in->W, d * d);
  mm_prop_record(&pb, k, fmax((double)sqrtl(s2), fabs(moved - (double)(sqrtl(sp) / sqrtl(pp)))) / (K * DBL_EPSILON * nW), in,
    "d = %d, |p| = %.3g, |W(K) - W(0)|_F moved by %.3g", d, sqrt(pp), mm_dist(W, in->W, d * d));
}

@*1 Part (c): the $W$-SVM is rank one.
For the selection $\alpha=\opt$ (recomputed from the scores, so that the
statistic is a function of the instance alone and a counterexample can be
shrunk), we solve the $W$-SVM with |mm_svm_w| and the ATT-SVM on the tokens
with |mm_svm_att_on_tokens|; both solutions come with KKT certificates.
The hypothesis is feasibility of the ATT-SVM on the tokens, certified by a
Farkas certificate when it fails; such draws are skips. The statistic is
the larger of two relative quantities, $\sigma_2(W^\mm)/\sigma_1(W^\mm)$
(LAPACK's |dgesvd|; exactly zero for a rank-one matrix) and
$\delta=\norm{W^\mm-q^\mm p^T/\norm{p}^2}_F/\norm{W^\mm}_F$, divided by the
bound $2^{12}\epsilon\kappa$ that rounding allows them, where $\kappa$ is
the condition number of the ATT-SVM's active rows $A_S$ (the ratio of
their extreme singular values, |mm_svm_active_kappa|); the tolerance is $1$.

{\it The bound.} Each solution is the minimum-norm solution of its
active rows' equations, $q^\mm=A_S^+{\bf 1}$, and $W^\mm$ the same with
the rows $a_rp^T$, whose singular values are those of $A_S$ times
$\norm{p}$, so the same $\kappa$. A solver that is backward stable with
backward error $\beta$ (relative to the rows) returns it with a relative
error of at most about $2\kappa\beta$ (the first-order perturbation bound
for a minimum-norm solution of consistent equations). The $W$-SVM's
rotations act in $d^2\le1024$ dimensions, $\beta\le d^2\epsilon$, and the
ATT-SVM's in $d$, so $\delta\le2\kappa(d^2+d)\epsilon\le2^{12}\kappa\epsilon$
for $d\le32$, and $\sigma_2/\sigma_1\le\delta/(1-\delta)$ plus the SVD's
own backward error of a few $d\epsilon$ (a matrix within relative distance
$\delta$ of a rank-one matrix has $\sigma_2/\sigma_1\le\delta/(1-\delta)$).
On random draws $\kappa$ is $2$ to a few hundred; on near-degenerate ones
(active rows nearly dependent) it reaches $10^5$ and more, and a fixed rung
that leaves $\kappa$ out fails there on answers that are right to
rounding. A wrong answer is still seen: a matrix of rank two, or a $q$
that is not the ATT-SVM's solution, is off by a relative amount of order
one, far above $2^{12}\kappa\epsilon$ unless $\kappa$ exceeds $10^{11}$;
a rank-deficient active set ($\kappa=\infty$) counts as a failure.
@^W-SVM@>
@^rank one@>
@<Lemma pw: subroutines@>=
static double w_svm_statistic(const mm_instance *in, void *ctx)
{
  const double *p = ctx;
  int d = in->d, alpha[MM_GEN_MAXN];
  double sv[MM_GEN_MAXD], A[MM_GEN_MAXD * MM_GEN_MAXD], Wq[MM_GEN_MAXD * MM_GEN_MAXD], pp = mm_dot(p, p, d), stat, kappa;
  mm_svm w, q;
  if (in->n > MM_GEN_MAXN || mm_tokens_opt(in, alpha) > 0) return NAN;
  if (mm_svm_att_on_tokens(in, alpha, NULL, &q) != MM_OK) { mm_svm_free(&q); return NAN; }
  if (mm_svm_w(in, alpha, p, &w) != MM_OK) { mm_svm_free(&q); mm_svm_free(&w); return INFINITY; }
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) Wq[a * d + b] = q.z[a] * p[b] / pp;
  memcpy(A, w.z, sizeof(double) * (size_t)(d * d));
  {
    double U[1], VT[1], work[MM_GEN_MAXD];
    mm_assert(LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', d, d, A, d, sv, U, 1, VT, 1, work) == 0);
  }
  kappa = mm_svm_active_kappa(&q);
  stat = isfinite(kappa) ? fmax(sv[1] / sv[0], mm_dist(w.z, Wq, d * d) / mm_norm(w.z, d * d)) / (0x1p12 * DBL_EPSILON * kappa) : INFINITY;
  mm_svm_free(&q); mm_svm_free(&w);
  return stat;
}

@ The skip is decided before the statistic, so that its reason is specific.
@<Lemma pw: tests@>=
Test(lemma_pw, W_svm_solution_is_q_svm_times_p_transpose)
{
  mm_prop pr;
  mm_prop_begin(&pr, "lemma_pw", "W_svm_is_rank_one_q_mm_p", "opt unique, ATT-SVM on tokens feasible, random W and p",
    "max(sigma_2/sigma_1, |W_mm - q_mm p^T/|p|^2|_F / |W_mm|_F) / (2^12 eps kappa), kappa the condition number of the ATT-SVM's active rows", 1.0, 1100);
  mm_prop_label(&pr, MM_KIND_THEOREM, "the W-SVM solved as a QP in d^2 variables by the certified solver, compared with q_mm p^T/|p|^2; skip: the hypotheses (unique opt, feasible ATT-SVM) fail");
  mm_prop_result(&pr, "Lemma 1");
  mm_prop_tiers(&pr, 50, 35, 15);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; double p[MM_GEN_MAXD];
    int opt[MM_GEN_MAXN];
    mm_instance *in;
    mm_svm q;
    memset(&q, 0, sizeof q);
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p, opt);
    if (mm_tokens_opt(in, opt) > 0) mm_prop_skip(&pr, "optimal token tied");
    else if (mm_svm_att_on_tokens(in, opt, NULL, &q) == MM_EINFEASIBLE)
      mm_prop_skip(&pr, "ATT-SVM on the tokens infeasible (Farkas certificate)");
    else mm_prop_record_with(&pr, k, in, w_svm_statistic, p);
    mm_svm_free(&q);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= mm_prop_run(&pr) / 4, "too many skips: %s", mm_prop_summary(&pr));
}
