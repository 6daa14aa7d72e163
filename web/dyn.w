@*The dynamics: the log-domain evaluation.
The theorems of the paper describe where optimisation goes as $\norm{p}\to
\infty$: gradient descent on $L(p)$ lets the norm of $p$ grow without bound
while its direction settles on a max-margin direction, and the
regularization path $\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L(p)$ does
the same as $R\to\infty$. The module \.{dyn} computes those objects. It is
written in seven chapters: this one, the evaluation that everything else
rests on; then gradient descent and normalised gradient descent with their
trajectories; training $W$ with $p$ fixed; joint training of $(v,p)$;
nonlinear heads; regularization paths; and the benchmark of the normalised
step.
@^dynamics@>

The whole difficulty is numerical. Along every trajectory of interest the
softmax saturates: all but one token of each input get weight
$e^{-c\norm{p}}$, the loss approaches its infimum, and the gradient shrinks
like the smallest of those weights. In double precision the tails round away
long before the theorems have anything to say, so this chapter computes
$L$, $L-\inf L$ and the gradient without forming any quantity that can
underflow or cancel, and every method of the later chapters is built on it.

{\it What it computes.} For an instance (|mm_instance|: the keys $k_{it}$,
the scores $\gamma_{it}$ and the loss) and a query $p\in\R^d$,
|mm_dyn_evaluate| returns the risk $L(p)$, its floor
$L_\star={1\over n}\sum_i\ell(\max_t\gamma_{it})$, the logarithm
$\log(L-L_\star)$, the gradient as a unit direction (written to the caller's
array) and the logarithm of its norm. |mm_dyn_evaluate_full| takes the keys
explicitly (the tokens give the gradient in $q=Wp$) and can return the
direction and log-norm of $\nabla_vL$ as well. |mm_dyn_log_dloss| and
|mm_dyn_log_loss_excess| are the loss in log form. Bad input (a non-finite
$p$) is |MM_EINPUT|; the one case that double precision cannot decide is an
|MM_ENUMERIC| failure with a message naming the input, never a silent zero.

{\it Where it is checked.} Part~II, chapter ``Checks of the dynamics'':
against the plain formula where both are representable, against a |long
double| reference at logits up to $5000$, on runner-ups that share the
dominant score, on the $v$-gradient where the dominant token is zero, and
the excess $\log(L-L_\star)$ along max-margin rays up to logit gaps of $8192$.

{\it Status.} Complete. Normalised GD on E1a reaches $\norm{p}=10^4$ with a
gradient of norm $e^{-10^4}$ whose direction agrees with a |long double|
reference to $2\cdot10^{-17}$. Inputs whose runner-ups share the dominant
score while the tokens that differ in score lie more than $e^{-746}$ below
(common under Assumption~B) are scaled a second time and agree with the
reference to $2.2\,\epsilon(1+A)$ ($A$ the largest logit); the $v$-gradient
keeps the logarithm of the runner-up's weight apart where the dominant token
is zero and agrees to $2.4\,\epsilon(1+A)$. A term that is exactly zero by
an exact symmetry is skipped; only a zero that double precision cannot
decide is an |MM_ENUMERIC| error. The accuracy is limited by the rounding of
the logits $a_t=k_t^Tp$, which is inherent in storing $p$ in double
precision.

@ A user of the module includes \.{dyn.h}, which includes the header of
each chapter. \.{dyn\_internal.h} holds what the chapters share and no user
needs: the kernels of the evaluation, the log-sum-exp accumulators, and the
evaluation with a switch for the risk values.
@(dyn.h@>=
#ifndef MM_DYN_H
#define MM_DYN_H
#include "dyn_eval.h"
#include "dyn_ngd.h"
#include "dyn_wtrain.h"
#include "dyn_joint.h"
#include "dyn_nl.h"
#include "dyn_path.h"
#endif

@ @(dyn_eval.h@>=
#ifndef MM_DYN_EVAL_H
#define MM_DYN_EVAL_H
#include <stdint.h>
#include "model.h"
@<Dyn: type definitions@>@;
@<Dyn: declarations@>@;
#endif

@ @(dyn_internal.h@>=
#ifndef MM_DYN_INTERNAL_H
#define MM_DYN_INTERNAL_H
#include <math.h>
#include <string.h>
#include "dyn.h"
@<Dyn: internal declarations@>@;
@<Dyn: kernels shared by the chapters of the module@>@;
#endif

@ @(dyn.c@>=
@<Dyn: include files@>@;
@<Dyn: static declarations@>@;
@<Dyn: evaluate the risk, its excess and the gradient@>@;
@<Dyn: compute the loss and its derivative in log form@>@;
@<Dyn: compute the second level of an input@>@;
@<Dyn: recover the $v$-gradient's tail at full range@>@;
@<Dyn: decide whether an exactly zero term is zero by symmetry@>@;

@ @<Dyn: include files@>=
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
#include "gen.h"
#include "io.h"

@*1 Why the plain formula fails.
Take one input and let $r$ be its dominant token, the one with the largest
logit. Formula~(2) needs $\gamma_t-u$ with $u=\sum_\tau s_\tau\gamma_\tau$.
Once every other weight is below $\epsilon=2^{-52}$, the margin $u$ rounds
to $\gamma_r$ exactly, so the computed $\gamma_r-u$ is $0$ and the term of
the dominant token disappears from the sum, although it is of the same size
as the others: by $\sum_ts_t(\gamma_t-u)=0$ it equals
$-\sum_{t\ne r}s_t(\gamma_t-u)\,k_r$. What remains is
$\sum_{t\ne r}s_t(\gamma_t-u)k_t$ instead of
$\sum_{t\ne r}s_t(\gamma_t-u)(k_t-k_r)$: a wrong direction. With keys of
unit size this happens when the logit gap reaches $\log(1/\epsilon)\approx36$,
which is the digest's ``double precision fails around $\norm{p}\approx35$''.
At a gap of $745$ the weights themselves underflow and the gradient is
exactly $0$; a normalised step then divides by zero. In float32 the same
two thresholds are at gaps $17$ and $104$.
@^underflow@>
@^cancellation@>

@ The cure has three parts. Write $z_t=a_t-a_r\le0$ for the logit gaps,
$m=\max_{t\ne r}z_t$ for the gap of the runner-up, $\hat s_t=e^{z_t-m}\le1$ for
$t\ne r$ (at least one of them is $1$), $E=\sum_{t\ne r}e^{z_t}=e^m\sum_{t\ne
r}\hat s_t$, and $\delta_t=\gamma_t-\gamma_r$. Then $s_r=1/(1+E)$ and, for
$t\ne r$,
$$s_t=\rho\,\hat s_t,\qquad \rho=e^{\lambda},\quad\lambda=m-\log(1+E),$$
so $\lambda$ is the logarithm of the runner-up's weight, finite however
small the weight is.

{\it First}, the margin is taken relative to the dominant score:
$u-\gamma_r=\sum_{t\ne r}s_t\delta_t=\rho\hat D$ with $\hat D=\sum_{t\ne
r}\hat s_t\delta_t$, a sum of terms of order one, so $\gamma_r-u=-\rho\hat D$
carries its full relative precision, and for $t\ne r$,
$\gamma_t-u=\delta_t-\rho\hat D$ where the correction is tiny and harmless.

{\it Second}, the gradient of the input is centred on the dominant key, which
removes the vanishing term instead of computing it:
$$h_i=\sum_ts_t(\gamma_t-u)k_t=\sum_{t\ne r}s_t(\gamma_t-u)(k_t-k_r)
 =\rho\,\hat h_i,\qquad \hat h_i=\sum_{t\ne r}\hat s_t(\delta_t-\rho\hat D)(k_t-k_r).$$
Every weight in $\hat h_i$ is at most one and the largest is one.

{\it Third}, the inputs are combined in log form: input $i$ contributes
$\ell'(u_i)h_i/n=-e^{e_i}\hat h_i/n$ with the log-weight
$e_i=\lambda_i+\log\vert\ell'(u_i)\vert$, and with $c=\max_ie_i$,
$$\nabla L(p)={e^c\over n}\,\hat g,\qquad \hat g=-\sum_ie^{e_i-c}\hat h_i.$$
The common factor $e^c/n$ is kept as its logarithm; we return the unit
vector $\hat g/\norm{\hat g}$ and $\log\norm{\nabla L}=c-\log n+\log\norm{\hat
g}$. Nothing in this computation is smaller than the ratio of two inputs'
weights, and an input whose weight is $e^{-1000}$ times the leading one's
has no visible effect on the direction anyway. The only rounding that grows
with $\norm{p}$ is that of the logits themselves, $a_t=k_t^Tp$, whose
absolute error is a few $\epsilon\,\vert a_t\vert$: at $\norm{p}=10^4$ with
keys of unit size, about $10^{-12}$ in each exponent, i.e.\ a relative error
of $10^{-12}$ in each weight. That is inherent in storing $p$ in double
precision, and it is the accuracy the checks ask for.
@^log-domain gradient@>

@ The same quantities give the excess risk. Let $M_i=\max_t\gamma_{it}$. Since
$u_i\le M_i$ and $\ell$ is decreasing, $L(p)\ge L_\star={1\over n}\sum_i
\ell(M_i)$, and $L_\star=\inf L$ when some direction ranks every optimal token
first (then $u_i\to M_i$ along it). The gap of input $i$ is
$\Delta_i=M_i-u_i=\sum_ts_t(M_i-\gamma_t)$, a sum of non-negative terms, so
$$\Delta_i={M_i-\gamma_r\over1+E}+\rho\sum_{t\ne r}\hat s_t(M_i-\gamma_t)$$
is computed as a log-sum of two non-negative terms, without cancellation. The
loss excess $\ell(M-\Delta)-\ell(M)$ is then formed from $\log\Delta$:
with $\log(e^\Delta-1)$ computed by |expm1| for $\Delta\le1$ and as
$\Delta+\log(1-e^{-\Delta})$ above,
$$\ell(M-\Delta)-\ell(M)=\cases{\log\bigl(1+\sigma(-M)(e^\Delta-1)\bigr)&logistic,\cr
e^{-M}(e^{\Delta}-1)&exponential,\cr \Delta&correlation,\cr}$$
and only logarithms of these are formed. Finally $\log(L-L_\star)$ is the
log-sum-exp of the inputs' logarithms minus $\log n$. Where $L-L_\star$ is
$e^{-10^4}$ this returns $-10^4$ to full relative precision; the plain
difference of two risks would return $0$.
@^excess risk@>

@ One configuration defeats the scaling by the runner-up. If every token
whose weight survives within $e^{-746}$ of the runner-up has the dominant
token's score ($\delta_t=0$), then $\hat D=0$, every $w_t$ vanishes and
$\hat h_i$ comes out exactly zero, although the tokens that differ in score,
dropped further below, make the true $h_i$ non-zero. The same input's
$\Delta_i$ loses its only term when $M_i=\gamma_r$. Under Assumption~B this
is not rare: once the attention of an input rests on a non-optimal token,
its runner-up is usually another non-optimal token with the same score, and
the optimal token is the only one that differs. Worse, the zero term carries
the log-weight $e_i$, which may be the largest, so it sets $c$ and the
other inputs' terms are dropped against it: the gradient of the whole risk
came out as exactly zero at a finite $p$ and a normalised run stopped (the
chapter on Theorem~2 describes the draw where this was found; a |long
double| evaluation gave $\norm{\nabla L}\approx3\cdot10^{-405}$ there).
@^underflow@>

The cure is a second level of scaling inside the input. For $t\ne r$ with
$\delta_t\ne0$ let $\sigma_t$ be the sign of $\delta_t$,
$$\mu=\max_{t\ne r,\ \delta_t\ne0}\bigl(z_t+\log\vert\delta_t\vert\bigr),\qquad
q_t=e^{z_t+\log\vert\delta_t\vert-\mu}\le1,$$
and $q_t=0$ when $\delta_t=0$. Then $\hat s_t\delta_t=e^{\mu-m}\sigma_tq_t$ for
every $t\ne r$, so $\hat D=e^{\mu-m}\check D$ with $\check D=\sum\sigma_tq_t$, and
$$\hat h_i=\sum_{t\ne r}\hat s_t\delta_t(k_t-k_r)-\rho\hat D\sum_{t\ne
r}\hat s_t(k_t-k_r)=e^{\mu-m}\,\check h_i,\qquad \check h_i=\sum_{t\ne
r}\sigma_tq_t(k_t-k_r)-\rho\check D\,B,\quad B=\sum_{t\ne r}\hat s_t(k_t-k_r).$$
Input $i$ then enters $\hat g$ with the vector $\check h_i$, whose largest
coefficient is exactly one, and the log-weight $e_i+\mu-m$. When
$M_i=\gamma_r$ every $\delta_t\le0$ and
$\Delta_i=\rho\sum_{t\ne r}\hat s_t(-\delta_t)=\rho e^{\mu-m}\sum q_t$, a sum
of non-negative terms. When $M_i>\gamma_r$ the first term
$(M_i-\gamma_r)/(1+E)\ge(M_i-\gamma_r)/T_i$ of $\Delta_i$ is of order one and the
dropped tail changes $\Delta_i$ by a relative $T_i^2e^{-746}S_i/(M_i-\gamma_r)$
at most, with $S_i=M_i-\min_t\gamma_{it}$ the score range of the input:
negligible unless the score differences of one input span some $300$
orders of magnitude, which we do not handle.

When is the second level needed? Let $W=\sum_{t\ne r}\hat s_t\vert\delta_t\vert$
over the weights the first level keeps. A dropped token contributes less than
$e^{-746}S_i$ to a coefficient $\hat s_t\delta_t$, while the first level
rounds its terms by about $\epsilon W$ anyway. If $W\ge2^{-600}S_i$ the dropped
part is below $T_ie^{-746}2^{600}W<10^{-140}T_iW$, far under that rounding,
and the first level is right to rounding; otherwise the second level is
computed. This also covers the band of gaps $z_t-m$ from $-708$ to $-746$,
where the first level still keeps the score-differing weights, but as
subnormal numbers with few significant bits. The second level drops only
terms below $e^{-746}$ times its leading coefficient, so it is always right to
rounding, and no third level is needed. The test costs a multiply-add and
a comparison per token (for $W$ and $\min_t\gamma_{it}$); the second level, a
second pass of logits and two weighted sums, is paid only by the inputs that
need it, and lives in a function of its own. On the benchmark below, where
no input needs it, callgrind counts $1.751\cdot10^9$ instructions for the
$1000$ evaluations against $1.708\cdot10^9$ without the test ($+2.5\%$),
and paired runs of the benchmark on this shared machine took $111.6$ against
$109.2\,\mu$s per step at best ($+1$ to $3\%$ in the quieter pairs).

Two cases remain. If $S_i=0$ (every score of the input equal, which
includes $T_i=1$), $h_i=0$ exactly and the input is skipped: a term known to
be zero must not set the common scale. (The previous version let such an
input set it, which zeroed the other inputs' terms as well.) If $S_i>0$ and
the computed $\check h_i$ or $\hat h_i$ is nonetheless exactly zero, its terms
cancelled to the last bit. If the input is symmetric about $k_r$ in exact
arithmetic (every other key $k_r$ itself or paired with its mirror image
$2k_r-k_t$, of the same score and of exactly the same logit; the test is
exact and is described with |zero_by_symmetry| below), the true term is
zero as well, and the input is skipped. Otherwise the true term is below the
rounding of that input but no better known. Such an input is left out of
$\hat g$. If its log-weight is not above the final $c$, its true term is
within the rounding of the result; if it outweighs every input that was
added, the direction of $\nabla L$ is not determined in double precision,
and the evaluation fails with |MM_ENUMERIC| and a message naming the input
rather than return a direction. The previous version also failed on the
symmetric zeros, which it could not tell from the others; the only case a
check now constructs is a pair of mirror keys whose logits are equal in
double precision but not in real arithmetic, and no random draw has met
it. A cancellation that leaves a few rounding errors instead of an exact
zero is not detected; it is the ordinary limit of the centred sum, whose
rounding the section that forms $\hat h_i$ bounds. The $v$-gradient of
joint training has the same three cases, treated the same way in its
section.
@^cancellation@>

@ The evaluation returns its results in one structure. The gradient
direction is written to a caller's array; |log_gnorm| is $-\infty$ only
when the gradient is exactly zero (every input has all its scores equal or
is symmetric about its dominant key), and then the direction is the zero
vector; the same holds for |log_gvnorm|. The one
case that double precision cannot decide, above, is an |MM_ENUMERIC|
failure, never a silent zero.

@<Dyn: type definitions@>=
typedef struct {
  double risk; /* $L(p)$ */
  double risk_floor; /* $L_\star={1\over n}\sum_i\ell(\max_t\gamma_{it})$ */
  double log_excess; /* $\log(L(p)-L_\star)$, $-\infty$ when zero */
  double log_gnorm; /* $\log\norm{\nabla L(p)}$ */
  double log_gvnorm; /* $\log\norm{\nabla_vL}$, when asked for */
} mm_dyn_value;

@ @<Dyn: declarations@>=
mm_status mm_dyn_evaluate(const mm_instance *in, const double *p, double *gdir,
  mm_dyn_value *val);
mm_status mm_dyn_evaluate_full(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val);
double mm_dyn_log_dloss(mm_loss_kind k, double u);
double mm_dyn_log_loss_excess(mm_loss_kind k, double M, double logD);

@ |mm_dyn_evaluate| is the common case. The full form takes the keys
explicitly (the tokens |in->X| give the gradient in $q=Wp$ of section
``Training $W$'') and optionally the direction of $\nabla_vL$ for joint
training. Either direction pointer may be |NULL|.
@.non-finite query@>

@<Dyn: evaluate the risk, its excess and the gradient@>=
mm_status mm_dyn_evaluate(const mm_instance *in, const double *p, double *gdir,
  mm_dyn_value *val)
{
  return mm_dyn_evaluate_full(in, in->K, p, gdir, NULL, val);
}

@ The logarithm of $\vert\ell'(u)\vert$: for the logistic loss
$\log\sigma(-u)=-\log(1+e^u)$, computed without overflow for either sign.
@<Dyn: compute the loss and its derivative in log form@>=
static double softplus(double x) /* $\log(1+e^x)$ */
{
  return x > 0 ? x + log1p(exp(-x)) : log1p(exp(x));
}
double mm_dyn_log_dloss(mm_loss_kind k, double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return -softplus(u);
  case MM_LOSS_EXPONENTIAL: return -u;
  case MM_LOSS_CORRELATION: return 0.0;
  }
  return NAN;
}

@ The loss excess of one input from $M$ and $\log\Delta$, following the
cases above. For $\Delta<e^{-30}$ we use $\log(e^\Delta-1)=\log\Delta+
\Delta/2+O(\Delta^2)$, and for $x<e^{-30}$, $\log\log(1+x)=\log x-x/2+O(x^2)$;
the neglected terms are below $10^{-26}$.
@<Dyn: compute the loss and its derivative in log form@>=
static double log_expm1_of_exp(double lD) /* $\log(e^{\Delta}-1)$, $\Delta=e^{lD}$ */
{
  double D;
  if (lD < -30.0) return lD + 0.5 * exp(lD);
  D = exp(lD);
  return D <= 1.0 ? log(expm1(D)) : D + log1p(-exp(-D));
}
double mm_dyn_log_loss_excess(mm_loss_kind k, double M, double lD)
{
  double le, lx;
  if (lD == -INFINITY) return -INFINITY;
  le = log_expm1_of_exp(lD);
  switch (k) {
  case MM_LOSS_LOGISTIC:
    lx = -softplus(M) + le; /* $\log x$, $x=\sigma(-M)(e^\Delta-1)$ */
    if (lx < -30.0) return lx - 0.5 * exp(lx);
    if (lx < 700.0) return log(log1p(exp(lx)));
    return log(lx + log1p(exp(-lx)));
  case MM_LOSS_EXPONENTIAL: return -M + le;
  case MM_LOSS_CORRELATION: return lD;
  }
  return NAN;
}

@ A small helper keeps a running log-sum-exp: the pair $(c,s)$ stands for
$e^cs$, and adding $e^x$ rescales whichever side is smaller. The same idea,
with a vector in place of $s$, accumulates $\hat g$.
@<Dyn: kernels shared by the chapters of the module@>=
static inline void lse_add(double *c, double *s, double x)
{
  if (x == -INFINITY) return;
  if (x <= *c) *s += exp(x - *c);
  else { *s = *s * exp(*c - x) + 1.0; *c = x; }
}
static inline void vec_lse_add(double *c, double *g, int d, double x, const double *h, double sign)
{
  double f;
  if (x == -INFINITY) return;
  if (x > *c) {
    f = exp(*c - x);
    for (int j = 0; j < d; j++) g[j] *= f;
    *c = x;
  }
  f = sign * exp(x - *c);
  for (int j = 0; j < d; j++) g[j] += f * h[j];
}

@ The evaluation proper, |mm_dyn_eval_core| below, is shared with the
runs of the next chapter, which ask for the risk values only on the steps
they record.
@<Dyn: internal declarations@>=
mm_status mm_dyn_eval_core(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val, int values);

@ The checks of a run's options and trajectory, and the recording of a
trajectory row, are defined with the runs (chapter ``Gradient descent and
normalised gradient descent'') and shared with $W$-training and joint
training.
@<Dyn: internal declarations@>=
mm_status mm_dyn_check_options(const char *fn, const mm_dyn_options *o, int eta_may_be_zero);
mm_status mm_dyn_check_traj(const char *fn, const mm_instance *in, const mm_dyn_traj *tr);
mm_status mm_dyn_traj_push(mm_dyn_traj *tr, const mm_instance *in, long step,
  const double *p, const double *v, const mm_dyn_value *val);

@ Logits are the hot loop of every method (the benchmark spends most of its
time here), so the dot product uses four independent accumulators; its
rounding error is the usual $d\,\epsilon\sum\vert x_jy_j\vert$ bound.
@<Dyn: kernels shared by the chapters of the module@>=
static inline double dotd(const double *x, const double *y, int d)
{
  double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
  int j = 0;
  for (; j + 4 <= d; j += 4) {
    s0 += x[j] * y[j]; s1 += x[j + 1] * y[j + 1];
    s2 += x[j + 2] * y[j + 2]; s3 += x[j + 3] * y[j + 3];
  }
  for (; j < d; j++) s0 += x[j] * y[j];
  return (s0 + s1) + (s2 + s3);
}

@ The two kernels of the evaluation, the logits and the sum of weighted
keys, are where the benchmark spends its time. Both use GCC's vector
extension: a |v2d| holds two doubles, one SSE2 register of the baseline
x86-64 this project compiles for. Four tokens are processed together with
two vector accumulators each, so that sixteen independent sums are in
flight: a single dot product of length $32$ is bound by the latency of its
additions, not by their throughput. Loads go through |memcpy|, which
compiles to an unaligned vector load. Dimensions that are not a multiple of
four use the scalar |dotd|. The summation order differs from the plain loop,
not the size of the rounding error.
@^vector extension@>
@<Dyn: kernels shared by the chapters of the module@>=
typedef double v2d __attribute__((vector_size(16)));
static inline void logits(const double *K, const double *p, int T, int d, double *z) __attribute__((always_inline));
static inline void weighted_keys(const double *K, const double *w, int T, int d, double *h) __attribute__((always_inline));
static inline v2d ld2(const double *x) { v2d v; memcpy(&v, x, sizeof v); return v; }
static inline double hsum(v2d a, v2d b) { return (a[0] + b[0]) + (a[1] + b[1]); }
static inline void logits(const double *K, const double *p, int T, int d, double *z)
{
  int t = 0;
  if (d % 4) { for (; t < T; t++) z[t] = dotd(K + (size_t)t * d, p, d); return; }
  for (; t + 4 <= T; t += 4) {
    const double *k0 = K + (size_t)t * d, *k1 = k0 + d, *k2 = k1 + d, *k3 = k2 + d;
    v2d a0 = {0}, b0 = {0}, a1 = {0}, b1 = {0}, a2 = {0}, b2 = {0}, a3 = {0}, b3 = {0};
    for (int j = 0; j < d; j += 4) {
      v2d p0 = ld2(p + j), p1 = ld2(p + j + 2);
      a0 += ld2(k0 + j) * p0; b0 += ld2(k0 + j + 2) * p1;
      a1 += ld2(k1 + j) * p0; b1 += ld2(k1 + j + 2) * p1;
      a2 += ld2(k2 + j) * p0; b2 += ld2(k2 + j + 2) * p1;
      a3 += ld2(k3 + j) * p0; b3 += ld2(k3 + j + 2) * p1;
    }
    z[t] = hsum(a0, b0); z[t + 1] = hsum(a1, b1); z[t + 2] = hsum(a2, b2); z[t + 3] = hsum(a3, b3);
  }
  for (; t < T; t++) z[t] = dotd(K + (size_t)t * d, p, d);
}

@ $h=\sum_tw_tk_t$ over all $T$ tokens of an input. When $8$ divides $d$,
the coordinates are taken eight at a time and summed over all tokens in
eight vector registers (even and odd tokens apart, so that no addition waits
for the previous one), and $h$ is stored once instead of once per token;
otherwise a plain loop does it.
@<Dyn: kernels shared by the chapters of the module@>=
static inline void weighted_keys(const double *K, const double *w, int T, int d, double *h)
{
  if (d % 8) {
    memset(h, 0, sizeof(double) * (size_t)d);
    for (int t = 0; t < T; t++) for (int j = 0; j < d; j++) h[j] += w[t] * K[(size_t)t * d + j];
    return;
  }
  for (int j = 0; j < d; j += 8) {
    v2d a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0}, b0 = {0}, b1 = {0}, b2 = {0}, b3 = {0};
    int t = 0;
    for (; t + 2 <= T; t += 2) { /* even tokens into |a|, odd ones into |b| */
      const double *k = K + (size_t)t * d + j, *l = k + d;
      a0 += ld2(k) * w[t]; a1 += ld2(k + 2) * w[t];
      a2 += ld2(k + 4) * w[t]; a3 += ld2(k + 6) * w[t];
      b0 += ld2(l) * w[t + 1]; b1 += ld2(l + 2) * w[t + 1];
      b2 += ld2(l + 4) * w[t + 1]; b3 += ld2(l + 6) * w[t + 1];
    }
    if (t < T) {
      const double *k = K + (size_t)t * d + j;
      a0 += ld2(k) * w[t]; a1 += ld2(k + 2) * w[t];
      a2 += ld2(k + 4) * w[t]; a3 += ld2(k + 6) * w[t];
    }
    a0 += b0; a1 += b1; a2 += b2; a3 += b3;
    memcpy(h + j, &a0, sizeof a0); memcpy(h + j + 2, &a1, sizeof a1);
    memcpy(h + j + 4, &a2, sizeof a2); memcpy(h + j + 6, &a3, sizeof a3);
  }
}

@ The evaluation itself. Per input it makes one pass for the logits, one for
the weights $\hat s_t$ and the two sums $\hat D$ and $\sum\hat s_t(M-\gamma_t)$,
and one for $\hat h_i$; the keys of an input ($T_i\,d$ numbers) stay in the
first-level cache between the passes.
The work is done by |mm_dyn_eval_core|, whose flag |values| says whether the risk
and the excess are wanted: a normalised step needs neither, and their
logarithms cost about a tenth of an evaluation, so the runs below ask for
them only on the steps they record. Without them |risk| and |log_excess| are
NaN.
@<Dyn: evaluate the risk, its excess and the gradient@>=
mm_status mm_dyn_evaluate_full(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val)
{
  return mm_dyn_eval_core(in, keys, p, gdir, gvdir, val, 1);
}
mm_status mm_dyn_eval_core(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val, int values)
{
  int d = in->d, n = in->n, Tm = mm_instance_max_tokens(in), izero = -1;
  double *z, *zz, *h, *h2, *xs, *xb;
  double gc = -INFINITY, vc = -INFINITY, xc = -INFINITY, xsum = 0.0, xz = -INFINITY, vz = -INFINITY;
  int ivz = -1;
  long double risk = 0.0L, lfloor = 0.0L;
  if (!mm_all_finite(p, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_evaluate: non-finite query p");
  z = malloc(sizeof(double) * (2 * (size_t)Tm + 4 * (size_t)d));
  if (!z) return mm_fail(MM_ENOMEM, "mm_dyn_evaluate: out of memory");
  zz = z + Tm; h = zz + Tm; h2 = h + d; xs = h2 + d; xb = xs + d;
  if (gdir) memset(gdir, 0, sizeof(double) * (size_t)d);
  if (gvdir) memset(gvdir, 0, sizeof(double) * (size_t)d);
  for (int i = 0; i < n; i++) {
    @<Dyn: evaluate input |i|@>@;
  }
  @<Dyn: finish the evaluation@>@;
  free(z);
  return MM_OK;
}

@ The logits, the dominant token $r$ (the first maximiser), the runner-up
gap $m$, and the score range $[\gamma_{\min},M]$ of the input.
@<Dyn: evaluate input |i|@>=
int T = in->T[i], r = 0, deep;
const double *K = keys + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
double m = -INFINITY, M = gam[0], gmin = gam[0], shat = 0.0, Dhat = 0.0, Mhat = 0.0, W = 0.0, E, lam, rho, u;
double mu = 0.0, D2 = 0.0, Q2 = 0.0; /* the second level: $\mu$, $\check D$, $\sum q_t$ */
logits(K, p, T, d, z);
for (int t = 0; t < T; t++) {
  if (z[t] > z[r]) r = t;
  if (gam[t] > M) M = gam[t];
  if (gam[t] < gmin) gmin = gam[t];
}
for (int t = 0; t < T; t++) if (t != r) {
  z[t] -= z[r];
  if (z[t] > m) m = z[t];
}
@<Dyn: weights, the margin and the excess of input |i|@>@;
if (gvdir) @<Dyn: add the $v$-gradient of input |i|@>@;
if (gdir) @<Dyn: add the gradient of input |i| to $\hat g$@>@; /* last: it overwrites |z| */

@ Here |z[t]| becomes $\hat s_t$. The four sums are of terms of order one.
Weights below $e^{-746}$ are set to zero without calling |exp|, which returns
exactly that but takes its slow underflow path to do so; at large $\norm{p}$
most tokens are there.
With $T_i=1$ there is no runner-up: $m=-\infty$, $\rho=0$ and all sums vanish.
The test for the second level is the one argued above, $W<2^{-600}S_i$;
it is false when $S_i=0$.
@<Dyn: weights, the margin and the excess...@>=
for (int t = 0; t < T; t++) if (t != r)
  z[t] = z[t] - m < -746.0 ? 0.0 : exp(z[t] - m); /* $\hat s_t=e^{z_t-m}$; below $e^{-746}$ it is $0$ anyway */
for (int t = 0; t < T; t++) if (t != r) {
  double dl = gam[t] - gam[r]; /* $\delta_t$ */
  shat += z[t];
  Dhat += z[t] * dl; /* $\hat D=\sum\hat s_t\delta_t$ */
  W += z[t] * fabs(dl); /* $W=\sum\hat s_t\vert\delta_t\vert$ */
  Mhat += z[t] * (M - gam[t]);
}
E = T > 1 ? exp(m) * shat : 0.0; /* $E=\sum_{t\ne r}e^{z_t}$ */
lam = T > 1 ? m - log1p(E) : -INFINITY; /* $\lambda=\log\rho$ */
rho = exp(lam);
u = gam[r] + rho * Dhat; /* $u=\gamma_r+\rho\hat D$ */
deep = W < 0x1p-600 * (M - gmin);
if (deep) @<Dyn: the second level of input |i|@>@;
if (values) {
  risk += mm_loss(in->loss, u);
  lfloor += mm_loss(in->loss, M);
}
if (values) {
  double lD = -INFINITY, c = -INFINITY, s = 0.0; /* $\log\Delta_i$ as a log-sum of two terms */
  if (M > gam[r]) lse_add(&c, &s, log(M - gam[r]) - log1p(E));
  if (deep && M == gam[r]) lse_add(&c, &s, lam + (mu - m) + log(Q2)); /* $\Delta_i=\rho e^{\mu-m}\sum q_t$ */
  else if (Mhat > 0) lse_add(&c, &s, lam + log(Mhat));
  if (s > 0) lD = c + log(s);
  lse_add(&xc, &xsum, mm_dyn_log_loss_excess(in->loss, M, lD));
}

@ The second level needs the gaps $z_t$ again, which |z| no longer holds:
they are recomputed into |zz| by the same |logits| call, which gives the
same numbers. Then |zz[t]| becomes $\sigma_tq_t$. Since $S_i>0$, some
$t\ne r$ has $\delta_t\ne0$, so $\mu$ is finite; tokens with $\delta_t=0$
get $z_t+\log\vert\delta_t\vert=-\infty$ and $q_t=0$. When the gradient is
wanted (|h| not |NULL|), $\check h_i$ is formed at once, by the device of the
next section: $\sum\sigma_tq_t(k_t-k_r)$ with the weight $-\check D$ on
$k_r$, and $B$ from the weights $\hat s_t$ in |z| with the weight
$-\sum_{t\ne r}\hat s_t$ on $k_r$. The work is a function of its own, kept
out of line, so that the common path of |evaluate| compiles as it did
without it.
@<Dyn: the second level of input |i|@>=
deep_level(K, p, gam, T, d, r, z, shat, rho, zz, gdir ? h : NULL, h2, &mu, &D2, &Q2);

@ @<Dyn: static declarations@>=
static void deep_level(const double *K, const double *p, const double *gam, int T, int d, int r,
  double *z, double shat, double rho, double *zz, double *h, double *h2, double *mu, double *D2, double *Q2)
  __attribute__((noinline));

@ @<Dyn: compute the second level of an input@>=
static void deep_level(const double *K, const double *p, const double *gam, int T, int d, int r,
  double *z, double shat, double rho, double *zz, double *h, double *h2, double *mu, double *D2, double *Q2)
{
  double ar, D = 0.0, Q = 0.0, mx = -INFINITY;
  logits(K, p, T, d, zz);
  ar = zz[r];
  for (int t = 0; t < T; t++) if (t != r) {
    double dl = gam[t] - gam[r];
    zz[t] = dl == 0.0 ? -INFINITY : (zz[t] - ar) + log(fabs(dl)); /* $z_t+\log\vert\delta_t\vert$ */
    if (zz[t] > mx) mx = zz[t];
  }
  for (int t = 0; t < T; t++) if (t != r) {
    double q = zz[t] - mx < -746.0 ? 0.0 : exp(zz[t] - mx); /* $q_t\le1$ */
    Q += q;
    zz[t] = gam[t] > gam[r] ? q : -q; /* $\sigma_tq_t$ */
    D += zz[t]; /* $\check D=\sum\sigma_tq_t$ */
  }
  *mu = mx; *D2 = D; *Q2 = Q;
  if (h == NULL) return;
  zz[r] = -D;
  weighted_keys(K, zz, T, d, h); /* $\sum\sigma_tq_t(k_t-k_r)$ */
  z[r] = -shat;
  weighted_keys(K, z, T, d, h2); /* $B=\sum\hat s_t(k_t-k_r)$ */
  for (int j = 0; j < d; j++) h[j] -= rho * D * h2[j]; /* $\check h_i$ */
}

@ $\hat h_i=\sum_{t\ne r}w_tk_t-(\sum_{t\ne r}w_t)k_r$ with
$w_t=\hat s_t(\delta_t-\rho\hat D)$, computed as one weighted sum over all
tokens with the weight $w_r=-\sum_{t\ne r}w_t$ for the dominant one; it enters $\hat g$ with the log-weight
$e_i=\lambda_i+\log\vert\ell'(u_i)\vert$ and the sign $-1$. Forming the sum
first and subtracting the multiple of $k_r$ once rounds to the same order,
$\epsilon\sum_t\vert w_t\vert(\norm{k_t}+\norm{k_r})$, as forming every
difference $k_t-k_r$, and costs half as much. At the second level
$\check h_i$ is already in |h| and the log-weight gains $\mu-m$. An input with $S_i=0$ is skipped, and an exactly zero vector is
kept out of the common scale as described above: |xz| is the largest
log-weight of such an input and |izero| its index.
@<Dyn: add the gradient of input |i| to $\hat g$@>=
if (M > gmin) {
  double x = lam + mm_dyn_log_dloss(in->loss, u);
  if (!deep) {
    double wsum = 0.0;
    for (int t = 0; t < T; t++) if (t != r) {
      z[t] *= (gam[t] - gam[r]) - rho * Dhat; /* $w_t=\hat s_t(\delta_t-\rho\hat D)$ */
      wsum += z[t];
    }
    z[r] = -wsum;
    weighted_keys(K, z, T, d, h);
  } else x += mu - m; /* |h| holds $\check h_i$ */
  int zero = x > gc;
  for (int j = 0; j < d && zero; j++) zero = h[j] == 0.0;
  if (!zero) vec_lse_add(&gc, gdir, d, x, h, -1.0);
  else if (x > xz && !zero_by_symmetry(K, K + (size_t)r * d, K, p, gam, T, d, z)) { xz = x; izero = i; }
}

@ The $v$-gradient~(3) of input $i$ is $\ell'(u_i)Y_iX_i^Ts_i$, with
$$X_i^Ts_i={x_r\over1+E}+\rho\,b,\qquad b=\sum_{t\ne r}\hat s_tx_t,$$
and it enters $\nabla_vL$ with the log-weight $\log\vert\ell'(u_i)\vert$.
$X_i^Ts_i$ is a convex combination of tokens, so this is usually all
there is to it, and the first version of this section did just that. It
fails where the tail is lost: when the dominant token $x_r$ is zero (or
small against the other tokens) and $\rho$ underflows, the computed
$X_i^Ts_i$ is exactly zero, or a few subnormal numbers, although the true
vector is $\rho b\ne0$, tiny but exact in log form. Worse, as with the
$p$-gradient, the zero term carries the log-weight
$\log\vert\ell'(u_i)\vert$, which may be the largest, so it sets the
common scale and the other inputs' terms are dropped against it: $\nabla_vL$
came out zero, or pointing along the one input whose $x_r$ survived.
@^underflow@>

The first-level vector is computed as before, together with
$X_{\max}=\max_{t,j}\vert x_{tj}\vert$ and the largest component
$N$ of the result. What can it have lost? A token dropped from $b$ (with
$\hat s_t<e^{-746}$) is below $\rho e^{-746}X_{\max}$ in each component, and the
roundings of $\rho$ and of the products $\rho\hat s_tx_{tj}$ where they are
subnormal are below $2^{-1074}$ each; so the absolute loss is under
$T_i(e^{-746}X_{\max}+2^{-1073})$. If $N\ge2^{-600}X_{\max}$ and $N\ge2^{-900}$,
that is below $10^{-140}T_iN$, far under the rounding $\epsilon N$ of the
sum, and the first level stands. Otherwise the input is evaluated by
|v_tail|, below, which keeps $\log\rho$ apart. If $X_{\max}=0$ every token
of the input is zero, the term is exactly zero, and the input is skipped:
it must not set the scale. The test costs a comparison per token
coordinate, on a path that is not the benchmark's (it does not ask for
$\nabla_vL$): there callgrind counts $9.628\cdot10^9$ instructions in
|evaluate| against $9.582\cdot10^9$ before this section and |v_tail| were
added ($+0.5\%$, from the code around the loop), and paired runs took
$113.1$ against $110.9\,\mu$s per step at best, within the noise of this
shared machine.
@<Dyn: add the $v$-gradient...@>=
{
  const double *X = in->X + (size_t)in->off[i] * d;
  double Xm = 0.0, N = 0.0, lx = mm_dyn_log_dloss(in->loss, u);
  for (int j = 0; j < d; j++) {
    xs[j] = X[(size_t)r * d + j] / (1.0 + E);
    Xm = fmax(Xm, fabs(X[(size_t)r * d + j]));
  }
  for (int t = 0; t < T; t++) if (t != r)
    for (int j = 0; j < d; j++) {
      xs[j] += rho * z[t] * X[(size_t)t * d + j];
      Xm = fmax(Xm, fabs(X[(size_t)t * d + j]));
    }
  for (int j = 0; j < d; j++) N = fmax(N, fabs(xs[j]));
  if (N >= 0x1p-600 * Xm && N >= 0x1p-900)
    vec_lse_add(&vc, gvdir, d, lx, xs, -in->Y[i]);
  else if (Xm > 0.0) {
    double ly;
    if (v_tail(K, X, p, T, d, r, lam, m, E, zz, xs, xb, &ly))
      vec_lse_add(&vc, gvdir, d, lx + ly, xs, -in->Y[i]);
    else if (lx + ly > vz && !zero_by_symmetry(X, NULL, K, p, NULL, T, d, zz)) { vz = lx + ly; ivz = i; }
  }
}

@ The tail at full range. With $z_t$ recomputed (as for the second level of
the $p$-gradient) and $\mu_x=\max\{z_t: t\ne r,\ x_t\ne0\}$, the tail is
$\rho b=e^{\lambda+\mu_x-m}X_tb'$ with
$$b'=\sum_{t\ne r,\ x_t\ne0}e^{z_t-\mu_x}\,{x_t\over X_t},\qquad
X_t=\max_{t\ne r,j}\vert x_{tj}\vert,$$
a sum whose largest weight is one and whose tokens are scaled to at most
one, so that nothing in it is subnormal unless it is $e^{-708}$ below the
leading token; tokens that are zero are left out of $\mu_x$, so that a zero
runner-up does not hide the non-zero tokens below it (a third level is never
needed). The dominant part is $e^{\alpha}x_r/X_r$ with
$X_r=\max_j\vert x_{rj}\vert$ and $\alpha=\log X_r-\log(1+E)$. The two parts,
each of largest component one, are added with the weights $e^{\alpha-c}$ and
$e^{\beta-c}$, where $\beta=\lambda+\mu_x-m+\log X_t+\log\norm{b'}_\infty$
and $c=\max(\alpha,\beta)$; the result has log-weight $c$. Whatever is
dropped here is below $e^{-745}$ of the larger part.
If the result is exactly zero (the two parts, or the tokens within $b'$,
cancel to the last bit) while some token is non-zero, the true term is
below the rounding; if the tokens are symmetric about $0$ with exactly
equal logits (|zero_by_symmetry|), it is zero and the input is skipped, and
otherwise it is treated as the $p$-gradient's undecidable case, left out of $\nabla_vL$ with the log-weight
$c$ (or $\lambda+\mu_x-m+\log X_t$ when $b'$ vanishes, a bound on the size
of the tail), and an error if it outweighs every other input. The function
returns $0$ in that case, $1$ otherwise.
@<Dyn: static declarations@>=
static int v_tail(const double *K, const double *X, const double *p, int T, int d, int r,
  double lam, double m, double E, double *zz, double *y, double *b, double *ly) __attribute__((noinline));

@ @<Dyn: recover the $v$-gradient's tail at full range@>=
static int v_tail(const double *K, const double *X, const double *p, int T, int d, int r,
  double lam, double m, double E, double *zz, double *y, double *b, double *ly)
{
  double Xr = 0.0, Xt = 0.0, mx = -INFINITY, B = 0.0, al = -INFINITY, be = -INFINITY, c, lt = -INFINITY;
  int nonzero = 0;
  logits(K, p, T, d, zz);
  for (int j = 0; j < d; j++) Xr = fmax(Xr, fabs(X[(size_t)r * d + j]));
  for (int t = 0; t < T; t++) if (t != r) {
    double xm = 0.0;
    for (int j = 0; j < d; j++) xm = fmax(xm, fabs(X[(size_t)t * d + j]));
    Xt = fmax(Xt, xm);
    zz[t] = xm > 0.0 ? zz[t] - zz[r] : -INFINITY; /* $z_t$, or $-\infty$ for a zero token */
    if (zz[t] > mx) mx = zz[t];
  }
  memset(b, 0, sizeof(double) * (size_t)d);
  if (Xt > 0.0) {
    for (int t = 0; t < T; t++) if (t != r && zz[t] - mx >= -746.0) {
      double w = exp(zz[t] - mx);
      for (int j = 0; j < d; j++) b[j] += w * (X[(size_t)t * d + j] / Xt);
    }
    for (int j = 0; j < d; j++) B = fmax(B, fabs(b[j]));
    lt = lam + (mx - m) + log(Xt); /* $\log(\rho e^{\mu_x-m}X_t)$ */
    if (B > 0.0) be = lt + log(B);
  }
  if (Xr > 0.0) al = log(Xr) - log1p(E);
  c = fmax(al, be);
  if (c == -INFINITY) { *ly = lt; return 0; }
  for (int j = 0; j < d; j++) {
    y[j] = 0.0;
    if (al > -INFINITY) y[j] += exp(al - c) * (X[(size_t)r * d + j] / Xr);
    if (be > -INFINITY) y[j] += exp(be - c) * (b[j] / B);
    nonzero |= y[j] != 0.0;
  }
  *ly = c;
  return nonzero;
}

@ When is an exactly zero term known to be zero? The test must be exact,
since it is asked precisely where rounding has removed everything. It
accepts one configuration, symmetry about a centre $c$: every token $t$
either has the vector $V_t=c$, or is paired with a token $t'$ such that
$V_t+V_{t'}=2c$ exactly, $\gamma_t=\gamma_{t'}$ (when scores matter), and
$(k_t-k_{t'})^Tp=0$ exactly, so that the two have the same logit and the
same weight in real arithmetic. For the $p$-gradient $V=K$ and $c=k_r$: since
$\sum_ts_t(\gamma_t-u)=0$, $h_i=\sum_ts_t(\gamma_t-u)(k_t-c)$ for any $c$, and
a pair contributes $s_t(\gamma_t-u)\bigl((k_t-c)+(k_{t'}-c)\bigr)=0$. For the
$v$-gradient $V=X$, $c=0$ and scores do not matter:
$X_i^Ts_i=\sum_ts_tx_t$ and a pair contributes $s_t(x_t+x_{t'})=0$. Then the
term is exactly zero, and it is skipped like the other known zeros; this
includes the case of all keys equal. Any other exact zero stays undecided
(an |MM_ENUMERIC| error if it outweighs the rest): cancellations that are
not pairwise, or a pair whose logits are equal in double precision but not
in real arithmetic. The latter is real: with $k_{t,t'}=\pm(1,2^{-60},-1)$
and $p=(1,1,1)$ both logits round to $0$ and the computed term is exactly
zero, while the true logits are $\pm2^{-60}$ and the true term is not zero.

Pairs are formed greedily. The partners of $t$ all have the same vector
$2c-V_t$ and the same score, so they are interchangeable, and the greedy
matching fails only if a token's class and its mirror class differ in size,
when no pairing exists. The sums $V_{tj}+V_{t'j}$ are tested with the
error-free transformation of an addition (Knuth's two-sum): the sum is
exactly $2c_j$ when its rounded value is $2c_j$ and its rounding error is
zero. The difference of logits is the exact sum of $4d$ numbers, the rounded
products $k_{tj}p_j$ and their errors from |fma|, which are exact unless a
product falls below $2^{-960}$ (then the test gives up). That sum is
accumulated exactly into non-overlapping partial sums (Shewchuk's
algorithm), whose total is zero if and only if every partial is. The cost,
$O(T_i^2d)$, is paid only by an input whose term came out exactly zero.
@^symmetric cancellation@>
@^error-free transformation@>
@<Dyn: static declarations@>=
static int zero_by_symmetry(const double *V, const double *c, const double *K, const double *p,
  const double *gam, int T, int d, double *used) __attribute__((noinline));

@ |used| is scratch for $T$ flags. |c| is |NULL| for the centre $0$ and
|gam| |NULL| when scores do not matter.
@<Dyn: decide whether an exactly zero term is zero by symmetry@>=
static int exact_partials_add(double *part, int *np, double v)
{
  int k = 0;
  for (int q = 0; q < *np; q++) {
    double y = part[q], hi, lo;
    if (fabs(v) < fabs(y)) { double w = v; v = y; y = w; }
    hi = v + y; lo = y - (hi - v);
    if (!isfinite(hi)) return 0;
    if (lo != 0.0) part[k++] = lo;
    v = hi;
  }
  part[k++] = v;
  *np = k;
  return k < 64;
}
static int exact_logit_tie(const double *a, const double *b, const double *p, int d)
{
  double part[64];
  int np = 0;
  for (int j = 0; j < d; j++) for (int s = 0; s < 2; s++) {
    double x = s ? -b[j] : a[j], P = x * p[j];
    if (x == 0.0 || p[j] == 0.0) continue;
    if (!isfinite(P) || fabs(P) < 0x1p-960) return 0; /* the error term would not be exact */
    if (!exact_partials_add(part, &np, P) || !exact_partials_add(part, &np, fma(x, p[j], -P))) return 0;
  }
  for (int q = 0; q < np; q++) if (part[q] != 0.0) return 0;
  return 1;
}
static int zero_by_symmetry(const double *V, const double *c, const double *K, const double *p,
  const double *gam, int T, int d, double *used)
{
  for (int t = 0; t < T; t++) {
    int centre = 1;
    for (int j = 0; j < d && centre; j++) centre = V[(size_t)t * d + j] == (c ? c[j] : 0.0);
    used[t] = centre;
  }
  for (int t = 0; t < T; t++) if (!used[t]) {
    int found = 0;
    for (int t2 = t + 1; t2 < T && !found; t2++) if (!used[t2] && (!gam || gam[t2] == gam[t])) {
      int ok = 1;
      for (int j = 0; j < d && ok; j++) {
        double a = V[(size_t)t * d + j], b = V[(size_t)t2 * d + j], hi = a + b, bv = hi - a, av = hi - bv;
        double c2 = 2.0 * (c ? c[j] : 0.0);
        ok = isfinite(c2) && hi == c2 && (a - av) + (b - bv) == 0.0; /* two-sum: the error of |hi| is zero */
      }
      if (ok && exact_logit_tie(K + (size_t)t * d, K + (size_t)t2 * d, p, d)) { used[t] = used[t2] = 1; found = 1; }
    }
    if (!found) return 0;
  }
  return 1;
}

@ The undecidable case of the second level's section is checked first: the
direction and its log-norm become NaN, so that nothing in |val| or |gdir|
can be mistaken for a result.
@.cancels to exactly zero@>
@<Dyn: finish the evaluation@>=
if (gdir && xz > gc) {
  for (int j = 0; j < d; j++) gdir[j] = NAN;
  val->risk = val->risk_floor = val->log_excess = val->log_gnorm = val->log_gvnorm = NAN;
  free(z);
  return mm_fail(MM_ENUMERIC, "mm_dyn_evaluate: the gradient term of input %d cancels to exactly zero "
    "and outweighs every other input's (log-weight %.17g > %.17g): the direction is not determined in double precision",
    izero, xz, gc);
}
if (gvdir && vz > vc) {
  for (int j = 0; j < d; j++) gvdir[j] = NAN;
  if (gdir) for (int j = 0; j < d; j++) gdir[j] = NAN;
  val->risk = val->risk_floor = val->log_excess = val->log_gnorm = val->log_gvnorm = NAN;
  free(z);
  return mm_fail(MM_ENUMERIC, "mm_dyn_evaluate: the v-gradient term of input %d cancels to exactly zero "
    "and outweighs every other input's (log-weight %.17g > %.17g): the direction is not determined in double precision",
    ivz, vz, vc);
}
val->risk = values ? (double)(risk / n) : NAN;
val->risk_floor = values ? (double)(lfloor / n) : NAN;
val->log_excess = !values ? NAN : xsum > 0 ? xc + log(xsum) - log((double)n) : -INFINITY;
val->log_gnorm = val->log_gvnorm = -INFINITY;
if (gdir) val->log_gnorm = normalise_log(gdir, d, gc, n);
if (gvdir) val->log_gvnorm = normalise_log(gvdir, d, vc, n);

@ Normalising $\hat g$: divide by its norm and return $c-\log n+\log\norm{\hat g}$.
The nonlinear evaluation normalises the same way.
@<Dyn: kernels shared by the chapters of the module@>=
static inline double normalise_log(double *g, int d, double c, int n)
{
  double nr = mm_norm(g, d);
  if (c == -INFINITY || nr == 0.0) {
    memset(g, 0, sizeof(double) * (size_t)d);
    return -INFINITY;
  }
  for (int j = 0; j < d; j++) g[j] /= nr;
  return c + log(nr) - log((double)n);
}

