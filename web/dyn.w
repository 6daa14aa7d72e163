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
score while the tokens that differ in score lie more than $e^{-708}$ below
(common under Assumption~B) are scaled a second time and agree with the
reference to $2.2\,\epsilon(1+A)$ ($A$ the largest logit); the $v$-gradient
keeps the logarithm of the runner-up's weight apart where the dominant token
is zero and agrees to $2.4\,\epsilon(1+A)$. A term that is exactly zero by
an exact symmetry is skipped; only a zero that double precision cannot
decide is an |MM_ENUMERIC| error. The accuracy is limited by the rounding of
the logits $a_t=k_t^Tp$, which is inherent in storing $p$ in double
precision. The three loops that do the work run as vector kernels with an
exponential of our own (relative error below $1.9\,\epsilon$, proved in
``Vector kernels'' and measured at $0.66\,\epsilon$), in an AVX-512, an AVX2
and a baseline copy chosen at run time that return the same bits; large
instances are shared among threads started for each evaluation (none of
them spins or waits for a thread that has not started), with a result
that does not depend on their number. The benchmark chapter measures the step against a
roofline and against PyTorch.

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
@<Dyn: vector kernels@>@;
@<Dyn: evaluate the risk, its excess and the gradient@>@;
@<Dyn: compute the loss and its derivative in log form@>@;
@<Dyn: compute the second level of an input@>@;
@<Dyn: recover the $v$-gradient's tail at full range@>@;
@<Dyn: decide whether an exactly zero term is zero by symmetry@>@;

@ @<Dyn: include files@>=
#include <float.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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
which is why double precision fails around $\norm{p}\approx35$ on the
paper's examples.
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
whose weight survives within $e^{-708}$ of the runner-up has the dominant
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
dropped tail changes $\Delta_i$ by a relative $T_i^2e^{-708}S_i/(M_i-\gamma_r)$
at most, with $S_i=M_i-\min_t\gamma_{it}$ the score range of the input:
negligible unless the score differences of one input span some $300$
orders of magnitude, which we do not handle.

When is the second level needed? Let $W=\sum_{t\ne r}\hat s_t\vert\delta_t\vert$
over the weights the first level keeps. A dropped token contributes less than
$e^{-708}S_i$ to a coefficient $\hat s_t\delta_t$, while the first level
rounds its terms by about $\epsilon W$ anyway. If $W\ge2^{-600}S_i$ the dropped
part is below $T_ie^{-708}2^{600}W<10^{-126}T_iW$, far under that rounding,
and the first level is right to rounding; otherwise the second level is
computed. No weight of either level is a subnormal number: a weight
whose exponent lies below $-708$ is set to exact zero (the vector
exponential below does so), since $e^{-708}>2^{-1022}$ is the smallest
exponential that is a normal number. Subnormal weights would change
nothing that the argument above keeps, and they cost: arithmetic on subnormal numbers
takes a slow microcode path on some processors, which made long runs, whose
every input has tokens in the band, several times slower per step. The second level drops only
terms below $e^{-708}$ times its leading coefficient, so it is always right to
rounding, and no third level is needed. The test costs a multiply-add and
a comparison per token (for $W$ and $\min_t\gamma_{it}$); the second level, a
second pass of logits and two weighted sums, is paid only by the inputs that
need it, and lives in a function of its own; the sum $W$ is formed in the
same vector pass as the other sums of the first level.

Two cases remain. If $S_i=0$ (every score of the input equal, which
includes $T_i=1$), $h_i=0$ exactly and the input is skipped: a term known to
be zero must not set the common scale (it would zero the other inputs'
terms). If $S_i>0$ and
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
rather than return a direction. The only case a check constructs is a pair of mirror keys whose logits are equal in
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
mm_status mm_dyn_set_isa(const char *name);
const char *mm_dyn_isa(void);

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
  return x > 0 ? x + log1p(exp_or_zero(-x)) : log1p(exp_or_zero(x));
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
  if (lD < -30.0) return lD + 0.5 * exp_or_zero(lD);
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
    if (lx < -30.0) return lx - 0.5 * exp_or_zero(lx);
    if (lx < 700.0) return log(log1p(exp(lx)));
    return log(lx + log1p(exp(-lx)));
  case MM_LOSS_EXPONENTIAL: return -M + le;
  case MM_LOSS_CORRELATION: return lD;
  }
  return NAN;
}

@ A small subroutine keeps a running log-sum-exp: the pair $(c,s)$ stands for
$e^cs$, and adding $e^x$ rescales whichever side is smaller. The same idea,
with a vector in place of $s$, accumulates $\hat g$. Their factors, like the
runner-up's weight $\rho$ below, are often exponentials of arguments far below
$-708$ along a saturated run; |exp_or_zero| returns $0$ there without
calling |exp|, since glibc's |exp| takes a slow path (it raises the
underflow exception and sets |errno|) for every result that rounds to zero,
and arithmetic on the subnormal results between $e^{-746}$ and $e^{-708}$ is
slow on some processors. A factor below $e^{-708}$ multiplies a term that is
at most the leading one, so dropping it changes the sum by less than a relative
$e^{-708}<2^{-1021}$ per term, far below the rounding of the sum. Adding
$0\cdot h$ is then skipped, which changes nothing but possibly the sign of a
zero.
@^underflow@>
@<Dyn: kernels shared by the chapters of the module@>=
static inline double exp_or_zero(double x) /* $e^x$; $0$ below $-708$, never subnormal */
{
  return x < -708.0 ? 0.0 : exp(x);
}
static inline void lse_add(double *c, double *s, double x)
{
  if (x == -INFINITY) return;
  if (x <= *c) *s += exp_or_zero(x - *c);
  else { *s = *s * exp_or_zero(*c - x) + 1.0; *c = x; }
}
static inline void vec_lse_add(double *c, double *g, int d, double x, const double *h, double sign)
{
  double f;
  if (x == -INFINITY) return;
  if (x > *c) {
    f = exp_or_zero(*c - x);
    for (int j = 0; j < d; j++) g[j] *= f;
    *c = x;
  }
  f = sign * exp_or_zero(x - *c);
  if (f != 0.0) for (int j = 0; j < d; j++) g[j] += f * h[j];
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

@ The evaluation itself. Per input it makes one pass over the keys for the
logits and, with them in the first-level cache, a second for $\hat h_i$;
the weights and the sums of the first level are one pass over the $T_i$
logits (see ``Vector kernels'' below). The work is done by
|mm_dyn_eval_core|, whose flag |values| says whether the risk and the
excess are wanted: a normalised step needs neither, and their logarithms
cost about a tenth of an evaluation, so the runs ask for them only on the
steps they record. Without them |risk| and |log_excess| are NaN.

The inputs are taken in chunks of |MM_DYN_CHUNK| consecutive inputs. Each
chunk accumulates its own partial results (its $\hat g$ with its log-scale,
its part of the risk, and so on) and the partials are merged in chunk
order. The chunks do not depend on the number of threads, so neither does
any bit of the result; on a large instance they are shared among threads
(below), and with one thread they are taken one after the other. An
instance of at most |MM_DYN_CHUNK| inputs is one chunk, and its merge
copies the chunk's results exactly.
@^deterministic reduction@>

A small instance (one chunk, and $d$ at most |MM_DYN_SMALL_D|) keeps its partial
results and the scratch of its chunk on the stack: the checks run millions
of normalised steps on instances of a few tokens, where the allocations
cost as much as the arithmetic.
@<Dyn: static declarations@>=
#define MM_DYN_CHUNK 64 /* inputs per partial result */
#define MM_DYN_SMALL_D 64 /* dimensions up to which one chunk's partials live on the stack */
#define MM_DYN_SMALL_SCRATCH 512 /* doubles of a chunk's scratch kept on the stack */
#define MM_DYN_PAR_WORK 1000000 /* multiply-adds per pass, $\sum_iT_id$, from which threads are used */

@ @<Dyn: evaluate the risk, its excess and the gradient@>=
mm_status mm_dyn_evaluate_full(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val)
{
  return mm_dyn_eval_core(in, keys, p, gdir, gvdir, val, 1);
}
mm_status mm_dyn_eval_core(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val, int values)
{
  int d = in->d, n = in->n, nch = (n + MM_DYN_CHUNK - 1) / MM_DYN_CHUNK, nomem = 0;
  const mm_dyn_kernels *kv = mm_dyn_kernels_get();
  eval_part *part, tot;
  double *gbuf;
  long work = (long)in->off[n] * d;
  eval_part part_small[2];
  double gbuf_small[4 * MM_DYN_SMALL_D];
  int small = nch == 1 && d <= MM_DYN_SMALL_D;
  if (!mm_all_finite(p, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_evaluate: non-finite query p");
  if (small) {
    part = part_small; gbuf = gbuf_small;
    memset(part, 0, sizeof part_small); memset(gbuf, 0, sizeof(double) * 4 * (size_t)d);
  } else {
    part = calloc((size_t)nch + 1, sizeof *part);
    gbuf = calloc(2 * (size_t)d * (nch + 1), sizeof(double));
    if (!part || !gbuf) { free(part); free(gbuf); return mm_fail(MM_ENOMEM, "mm_dyn_evaluate: out of memory"); }
  }
  for (int c = 0; c < nch; c++) {
    part[c].g = gdir ? gbuf + 2 * (size_t)d * c : NULL;
    part[c].gv = gvdir ? gbuf + 2 * (size_t)d * c + d : NULL;
  }
  nomem = eval_chunks(in, keys, p, kv, part, nch, values, nch > 1 && work >= MM_DYN_PAR_WORK ? eval_threads() : 1);
  if (nomem) { release_parts(part, gbuf, small); return mm_fail(MM_ENOMEM, "mm_dyn_evaluate: out of memory"); }
  @<Dyn: merge the partial results in chunk order@>@;
  @<Dyn: finish the evaluation@>@;
  release_parts(part, gbuf, small);
  return MM_OK;
}

@ Sharing the chunks among threads. The calling thread starts |nt-1|
worker threads for this one evaluation and then works as one of them:
each thread claims the next unclaimed chunk (an atomic counter), evaluates
it into its own |part[c]|, and claims again until none is left. Which
thread evaluates a chunk changes nothing in it, and the merge that follows
reads the chunks in their order, so the threads decide the time, never a
bit of the result.

No thread ever waits by spinning, and none waits for a thread that has
not started: the caller waits (asleep, on a condition variable) only for
chunks that another thread has claimed and not yet finished. A worker
that the scheduler starts late finds every chunk claimed and ends; one
that never gets a processor leaves all the work to the caller, which is
then no slower than alone but for starting the thread (some
microseconds, against the milliseconds of an evaluation that is shared:
|MM_DYN_PAR_WORK|). A persistent team of threads would save the start,
but between two evaluations its threads spin or sleep and must be woken,
and a team that spins at a barrier while one of its threads waits for a
time slice made two threads several times slower than one on a busy
machine. The job is shared by reference count: workers are detached, and
the last thread to let go of the job frees it, so a worker that starts
after the caller has returned touches nothing but the job.
@^threads@>
@^deterministic reduction@>
@<Dyn: static declarations@>=
#define MM_DYN_PAR_WORK 1000000 /* multiply-adds per pass, $\sum_iT_id$, from which threads are used */
typedef struct eval_part eval_part;
typedef struct {
  const mm_instance *in;
  const double *keys, *p;
  const mm_dyn_kernels *kv;
  eval_part *part;
  int nch, values;
  int next; /* the next chunk to claim (atomic) */
  int refs; /* threads holding the job (atomic) */
  int done, nomem; /* chunks finished, and whether one ran out of memory (under |mu|) */
  pthread_mutex_t mu;
  pthread_cond_t cv;
} eval_job;
static int eval_chunks(const mm_instance *in, const double *keys, const double *p,
  const mm_dyn_kernels *kv, eval_part *part, int nch, int values, int nt);

@ @<Dyn: evaluate the risk, its excess and the gradient@>=
static void job_work(eval_job *J)
{
  for (;;) {
    int c = __atomic_fetch_add(&J->next, 1, __ATOMIC_RELAXED), bad, n;
    if (c >= J->nch) return; /* nothing of the caller's is read after this */
    n = J->in->n;
    bad = eval_chunk(J->in, J->keys, J->p, J->kv, c * MM_DYN_CHUNK,
      (c + 1) * MM_DYN_CHUNK < n ? (c + 1) * MM_DYN_CHUNK : n, J->values, &J->part[c]);
    pthread_mutex_lock(&J->mu);
    J->nomem |= bad;
    if (++J->done == J->nch) pthread_cond_signal(&J->cv);
    pthread_mutex_unlock(&J->mu);
  }
}
static void job_release(eval_job *J)
{
  if (__atomic_sub_fetch(&J->refs, 1, __ATOMIC_ACQ_REL) == 0) {
    pthread_mutex_destroy(&J->mu); pthread_cond_destroy(&J->cv); free(J);
  }
}
static void *job_worker(void *J)
{
  if (mm_dyn_worker_delay_us > 0)
    nanosleep(&(struct timespec){mm_dyn_worker_delay_us / 1000000, mm_dyn_worker_delay_us % 1000000 * 1000L}, NULL);
  job_work(J); job_release(J); return NULL;
}
unsigned mm_dyn_worker_delay_us;

@ A worker may claim its first chunk only after the caller has returned
and freed the instance; it must then read nothing but the job. A claim
that finds no chunk left therefore returns before it looks at the
instance; reading even the number of inputs first would read freed
memory, which nothing but a sanitizer sees. For the check that makes such a worker late on purpose, |job_worker|
sleeps first for |mm_dyn_worker_delay_us| microseconds when that is set;
it is zero outside that check.
@<Dyn: internal declarations@>=
extern unsigned mm_dyn_worker_delay_us; /* testing: workers start this late */

@ The caller's part. If the job cannot be allocated, or a thread cannot
be started, the chunks are simply evaluated by fewer threads.
@<Dyn: evaluate the risk, its excess and the gradient@>=
static int eval_chunks(const mm_instance *in, const double *keys, const double *p,
  const mm_dyn_kernels *kv, eval_part *part, int nch, int values, int nt)
{
  eval_job *J = nt > 1 ? malloc(sizeof *J) : NULL;
  pthread_attr_t at;
  int nomem = 0;
  if (J == NULL) {
    for (int c = 0; c < nch; c++)
      nomem |= eval_chunk(in, keys, p, kv, c * MM_DYN_CHUNK, (c + 1) * MM_DYN_CHUNK < in->n ? (c + 1) * MM_DYN_CHUNK : in->n, values, &part[c]);
    return nomem;
  }
  *J = (eval_job){in, keys, p, kv, part, nch, values, 0, nt, 0, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER};
  if (pthread_attr_init(&at) != 0) J->refs = nt = 1;
  else if (pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED) != 0) { pthread_attr_destroy(&at); J->refs = nt = 1; }
  for (int k = 1; k < nt; k++) {
    pthread_t th;
    if (pthread_create(&th, &at, job_worker, J) != 0) job_release(J); /* one holder fewer */
  }
  if (nt > 1) pthread_attr_destroy(&at);
  job_work(J);
  pthread_mutex_lock(&J->mu);
  while (J->done < nch) pthread_cond_wait(&J->cv, &J->mu);
  nomem = J->nomem;
  pthread_mutex_unlock(&J->mu);
  job_release(J);
  return nomem;
}

@ How many threads: OpenMP's number (the environment variable
\.{OMP\_NUM\_THREADS}, or |omp_set_num_threads|; by default the number of
processors), and one without OpenMP. No test of the machine's load is
made: since no thread spins and none is waited for before it has claimed
work, a worker that does not get a processor costs the evaluation only its
start, and one that does shares the work. Measured on two cores at a load
average of $4$ (two other processes running flat out), $n=1000$, $T=64$,
$d=32$: two threads took half the wall-clock time of one per step, at the
processor time of one (the benchmark prints both).
@<Dyn: static declarations@>=
static int eval_threads(void)
{
#ifdef _OPENMP
  return omp_get_max_threads();
#else
  return 1;
#endif
}

@ A chunk's partial results.
@<Dyn: static declarations@>=
struct eval_part {
  double *g, *gv; /* the chunk's $\hat g$ and $v$-direction, or |NULL| */
  double gc, vc; /* their log-scales */
  double xc, xsum; /* the chunk's $\sum_i(\ell(u_i)-\ell(M_i))$ as $e^{xc}\,xsum$ */
  double xz, vz; /* the largest log-weights of undecided zero terms */
  int izero, ivz; /* and their inputs */
  long double risk, lfloor; /* the chunk's $\sum_i\ell(u_i)$, $\sum_i\ell(M_i)$ */
};
static int eval_chunk(const mm_instance *in, const double *keys, const double *p,
  const mm_dyn_kernels *kv, int i0, int i1, int values, eval_part *q);
static void release_parts(eval_part *part, double *gbuf, int small)
{
  if (!small) { free(part); free(gbuf); }
}

@ The chunk, inputs |i0| to |i1-1|. It returns $1$ when its scratch cannot
be allocated, $0$ otherwise.
@<Dyn: evaluate the risk, its excess and the gradient@>=
static int eval_chunk(const mm_instance *in, const double *keys, const double *p,
  const mm_dyn_kernels *kv, int i0, int i1, int values, eval_part *q)
{
  int d = in->d, Tm = mm_instance_max_tokens(in), izero = -1, ivz = -1;
  double *z, *zz, *h, *h2, *xs, *xb, *gdir = q->g, *gvdir = q->gv;
  double gc = -INFINITY, vc = -INFINITY, xc = -INFINITY, xsum = 0.0, xz = -INFINITY, vz = -INFINITY;
  long double risk = 0.0L, lfloor = 0.0L;
  double zsmall[MM_DYN_SMALL_SCRATCH];
  size_t nz = 2 * (size_t)Tm + 4 * (size_t)d + 8;
  z = nz <= MM_DYN_SMALL_SCRATCH ? zsmall : malloc(sizeof(double) * nz);
  if (!z) return 1;
  zz = z + Tm + 4; h = zz + Tm + 4; h2 = h + d; xs = h2 + d; xb = xs + d;
  for (int i = i0; i < i1; i++) {
    @<Dyn: evaluate input |i|@>@;
  }
  q->gc = gc; q->vc = vc; q->xc = xc; q->xsum = xsum;
  q->xz = xz; q->vz = vz; q->izero = izero; q->ivz = ivz;
  q->risk = risk; q->lfloor = lfloor;
  if (z != zsmall) free(z);
  return 0;
}

@ Merging: the directions by |vec_lse_add|, the excess by the scalar
log-sum, the sums of the risk in |long double|, and of the undecided zero
terms the largest, the first chunk's on a tie (as the inputs' order would
give). The first chunk's values are copied exactly: $e^0=1$.
@<Dyn: merge the partial results in chunk order@>=
tot.g = gdir; tot.gv = gvdir;
tot.gc = tot.vc = tot.xc = tot.xz = tot.vz = -INFINITY;
tot.xsum = 0.0; tot.izero = tot.ivz = -1; tot.risk = tot.lfloor = 0.0L;
if (gdir) memset(gdir, 0, sizeof(double) * (size_t)d);
if (gvdir) memset(gvdir, 0, sizeof(double) * (size_t)d);
for (int c = 0; c < nch; c++) {
  const eval_part *q = &part[c];
  if (gdir) vec_lse_add(&tot.gc, gdir, d, q->gc, q->g, 1.0);
  if (gvdir) vec_lse_add(&tot.vc, gvdir, d, q->vc, q->gv, 1.0);
  if (q->xsum > 0) {
    if (q->xc <= tot.xc) tot.xsum += q->xsum * exp_or_zero(q->xc - tot.xc);
    else { tot.xsum = tot.xsum * exp_or_zero(tot.xc - q->xc) + q->xsum; tot.xc = q->xc; }
  }
  if (q->xz > tot.xz) { tot.xz = q->xz; tot.izero = q->izero; }
  if (q->vz > tot.vz) { tot.vz = q->vz; tot.ivz = q->ivz; }
  tot.risk += q->risk; tot.lfloor += q->lfloor;
}

@ The first level, by the kernel of ``Vector kernels'': the logits, the
dominant token $r$ (the first maximiser), the runner-up gap $m$, the score
range $[\gamma_{\min},M]$ of the input, the weights $\hat s_t$ in |z| and
their four sums.
@<Dyn: evaluate input |i|@>=
int T = in->T[i], r, deep;
const double *K = keys + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
double m, M, gmin, shat, Dhat, Mhat, W, em, E, lam, rho, u;
double mu = 0.0, D2 = 0.0, Q2 = 0.0; /* the second level: $\mu$, $\check D$, $\sum q_t$ */
mm_dyn_level1 l1;
kv->level1(K, p, gam, T, d, z, &l1);
r = l1.r; m = l1.m; M = l1.M; gmin = l1.gmin;
shat = l1.shat; Dhat = l1.Dhat; W = l1.W; Mhat = l1.Mhat;
@<Dyn: weights, the margin and the excess of input |i|@>@;
if (gvdir) @<Dyn: add the $v$-gradient of input |i|@>@;
if (gdir) @<Dyn: add the gradient of input |i| to $\hat g$@>@; /* last: it overwrites |z| */

@ The four sums are of terms of order one. Weights below $e^{-708}$ are
zero (the exponential flushes them, as argued for the second level); at
large $\norm{p}$ most tokens are there. With $T_i=1$ there is no
runner-up: $m=-\infty$, $\rho=0$ and all sums vanish. The test for the
second level is the one argued above, $W<2^{-600}S_i$; it is false when
$S_i=0$. For $E<2^{-60}$, $\log(1+E)=E(1-E/2+\cdots)$ differs from $E$ by a
relative $2^{-61}$, under a quarter of the rounding unit, so $E$ is the
correctly rounded value and |log1p| is not called.

The weight itself is $\rho=e^m/(1+E)$, formed from the $e^m$ that $E$
needs, not as $e^\lambda$: one exponential fewer per input, and the
gradient pass, which needs $\rho$, waits for one exponential instead of
three dependent calls. It is also the more accurate form: $e^m$ (glibc's
|exp|, under one unit in the last place), $1+E$ and the quotient give
$\rho$ a relative error below $2\epsilon$, while $e^\lambda$ carries the
absolute rounding of $\lambda$, about $\epsilon\vert m\vert/2$, as a relative
error. Below $m=-708$ both are taken as $0$ (by |exp_or_zero|): the
runner-up's weight is then under $2^{-1021}$ against the dominant token's
weight of nearly one, which changes no sum of this section.
The logarithm $\lambda$ is still formed where it is used, in the excess
and the $v$-gradient, and for the losses other than the logistic one.
@<Dyn: weights, the margin and the excess...@>=
em = T > 1 ? exp_or_zero(m) : 0.0; /* $e^m$ */
E = em * shat; /* $E=\sum_{t\ne r}e^{z_t}$ */
rho = em / (1.0 + E); /* $\rho=e^m/(1+E)$ */
lam = T <= 1 ? -INFINITY : values || gvdir || in->loss != MM_LOSS_LOGISTIC
  ? m - (E < 0x1p-60 ? E : log1p(E)) : NAN; /* $\lambda=\log\rho$, where it is used */
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
they are recomputed into |zz| by the same logits kernel, which gives the
same numbers. Then |zz[t]| becomes $\sigma_tq_t$. Since $S_i>0$, some
$t\ne r$ has $\delta_t\ne0$, so $\mu$ is finite; tokens with $\delta_t=0$
get $z_t+\log\vert\delta_t\vert=-\infty$ and $q_t=0$. When the gradient is
wanted (|h| not |NULL|), $\check h_i$ is formed at once, by the device of the
next section: $\sum\sigma_tq_t(k_t-k_r)$ with the weight $-\check D$ on
$k_r$, and $B$ from the weights $\hat s_t$ in |z| with the weight
$-\sum_{t\ne r}\hat s_t$ on $k_r$. The work is a function of its own, kept
out of line, so that it stays out of the common path.
@<Dyn: the second level of input |i|@>=
deep_level(kv, K, p, gam, T, d, r, z, shat, rho, zz, gdir ? h : NULL, h2, &mu, &D2, &Q2);

@ @<Dyn: static declarations@>=
static void deep_level(const mm_dyn_kernels *kv, const double *K, const double *p, const double *gam, int T, int d, int r,
  double *z, double shat, double rho, double *zz, double *h, double *h2, double *mu, double *D2, double *Q2)
  __attribute__((noinline));

@ @<Dyn: compute the second level of an input@>=
static void deep_level(const mm_dyn_kernels *kv, const double *K, const double *p, const double *gam, int T, int d, int r,
  double *z, double shat, double rho, double *zz, double *h, double *h2, double *mu, double *D2, double *Q2)
{
  double ar, D = 0.0, Q = 0.0, mx = -INFINITY;
  kv->logits(K, p, T, d, zz);
  ar = zz[r];
  for (int t = 0; t < T; t++) if (t != r) {
    double dl = gam[t] - gam[r];
    zz[t] = dl == 0.0 ? -INFINITY : (zz[t] - ar) + log(fabs(dl)); /* $z_t+\log\vert\delta_t\vert$ */
    if (zz[t] > mx) mx = zz[t];
  }
  for (int t = 0; t < T; t++) if (t != r) {
    double q = zz[t] - mx < -708.0 ? 0.0 : exp(zz[t] - mx); /* $q_t\le1$ */
    Q += q;
    zz[t] = gam[t] > gam[r] ? q : -q; /* $\sigma_tq_t$ */
    D += zz[t]; /* $\check D=\sum\sigma_tq_t$ */
  }
  *mu = mx; *D2 = D; *Q2 = Q;
  if (h == NULL) return;
  zz[r] = -D;
  kv->weighted_keys(K, zz, T, d, h); /* $\sum\sigma_tq_t(k_t-k_r)$ */
  z[r] = -shat;
  kv->weighted_keys(K, z, T, d, h2); /* $B=\sum\hat s_t(k_t-k_r)$ */
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

For the logistic loss the log-weight is formed with one logarithm:
$e_i=\lambda_i-\log(1+e^{u_i})=m-\log\bigl((1+E)(1+e^{u_i})\bigr)$ for
$u_i\le0$, and $e_i=m-u_i-\log\bigl((1+E)(1+e^{-u_i})\bigr)$ for $u_i>0$,
instead of |log1p| twice. Both factors lie in $[1,T_i]$ and $[1,2]$, so
the product has a relative error below $2\epsilon$ (the roundings of $1+E$,
of $e^{-\vert u_i\vert}$, of $1+e^{-\vert u_i\vert}$ and of the product), and its
logarithm, at most $\log(2T_i)$, an absolute error below
$2\epsilon+\epsilon\log(2T_i)$. A factor $1+y$ with $y<\epsilon/2$ rounds to
$1$; dropping it costs an absolute $y$, as little. An absolute error in
$e_i$ is a relative error of the same size in the input's weight, the
order of the rounding of $m$ itself, which is $\epsilon\vert m\vert/2$.
@<Dyn: add the gradient of input |i| to $\hat g$@>=
if (M > gmin) {
  double x;
  if (in->loss == MM_LOSS_LOGISTIC) {
    double y = exp(-fabs(u)); /* $e^{-\vert u\vert}\in(0,1]$ */
    x = (u > 0 ? m - u : m) - log((1.0 + E) * (1.0 + y)); /* $e_i=\lambda_i-\log(1+e^{u_i})$ */
  } else x = lam + mm_dyn_log_dloss(in->loss, u);
  if (!deep) kv->gradient(K, gam, T, d, r, rho * Dhat, z, h); /* $\hat h_i$ */
  else x += mu - m; /* |h| holds $\check h_i$ */
  int zero = x > gc;
  for (int j = 0; j < d && zero; j++) zero = h[j] == 0.0;
  if (!zero) vec_lse_add(&gc, gdir, d, x, h, -1.0);
  else if (x > xz && !zero_by_symmetry(K, K + (size_t)r * d, K, p, gam, T, d, z)) { xz = x; izero = i; }
}

@ The $v$-gradient~(3) of input $i$ is $\ell'(u_i)Y_iX_i^Ts_i$, with
$$X_i^Ts_i={x_r\over1+E}+\rho\,b,\qquad b=\sum_{t\ne r}\hat s_tx_t,$$
and it enters $\nabla_vL$ with the log-weight $\log\vert\ell'(u_i)\vert$.
$X_i^Ts_i$ is a convex combination of tokens, so this is usually all
there is to it, except where the tail is lost: when the dominant token $x_r$ is zero (or
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
$\hat s_t<e^{-708}$) is below $\rho e^{-708}X_{\max}$ in each component, and the
roundings of the products $\rho\hat s_tx_{tj}$ where they are
subnormal are below $2^{-1074}$ each ($\rho$ itself is $0$ or normal); so the absolute loss is under
$T_i(e^{-708}X_{\max}+2^{-1073})$. If $N\ge2^{-600}X_{\max}$ and $N\ge2^{-900}$,
that is below $10^{-52}T_iN$, far under the rounding $\epsilon N$ of the
sum, and the first level stands. Otherwise the input is evaluated by
|v_tail|, below, which keeps $\log\rho$ apart. If $X_{\max}=0$ every token
of the input is zero, the term is exactly zero, and the input is skipped:
it must not set the scale. The test costs a comparison per token
coordinate, on a path that a normalised step on $p$ does not take (it does
not ask for $\nabla_vL$).
@<Dyn: add the $v$-gradient...@>=
{
  const double *X = in->X + (size_t)in->off[i] * d;
  double Xm = 0.0, N = 0.0, lx = mm_dyn_log_dloss(in->loss, u);
  for (int j = 0; j < d; j++) {
    xs[j] = X[(size_t)r * d + j] / (1.0 + E);
    Xm = max_d(Xm, fabs(X[(size_t)r * d + j]));
  }
  for (int t = 0; t < T; t++) if (t != r)
    for (int j = 0; j < d; j++) {
      xs[j] += rho * z[t] * X[(size_t)t * d + j];
      Xm = max_d(Xm, fabs(X[(size_t)t * d + j]));
    }
  for (int j = 0; j < d; j++) N = max_d(N, fabs(xs[j]));
  if (N >= 0x1p-600 * Xm && N >= 0x1p-900)
    vec_lse_add(&vc, gvdir, d, lx, xs, -in->Y[i]);
  else if (Xm > 0.0) {
    double ly;
    if (v_tail(kv, K, X, p, T, d, r, lam, m, E, zz, xs, xb, &ly))
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
one, so that nothing in it is subnormal (a token more than $e^{-708}$ below
the leading one is dropped, as in the first level); tokens that are zero are left out of $\mu_x$, so that a zero
runner-up does not hide the non-zero tokens below it (a third level is never
needed). The dominant part is $e^{\alpha}x_r/X_r$ with
$X_r=\max_j\vert x_{rj}\vert$ and $\alpha=\log X_r-\log(1+E)$. The two parts,
each of largest component one, are added with the weights $e^{\alpha-c}$ and
$e^{\beta-c}$, where $\beta=\lambda+\mu_x-m+\log X_t+\log\norm{b'}_\infty$
and $c=\max(\alpha,\beta)$; the result has log-weight $c$. Whatever is
dropped here is below $e^{-707}$ of the larger part.
If the result is exactly zero (the two parts, or the tokens within $b'$,
cancel to the last bit) while some token is non-zero, the true term is
below the rounding; if the tokens are symmetric about $0$ with exactly
equal logits (|zero_by_symmetry|), it is zero and the input is skipped, and
otherwise it is treated as the $p$-gradient's undecidable case, left out of $\nabla_vL$ with the log-weight
$c$ (or $\lambda+\mu_x-m+\log X_t$ when $b'$ vanishes, a bound on the size
of the tail), and an error if it outweighs every other input. The function
returns $0$ in that case, $1$ otherwise.
@<Dyn: static declarations@>=
static int v_tail(const mm_dyn_kernels *kv, const double *K, const double *X, const double *p, int T, int d, int r,
  double lam, double m, double E, double *zz, double *y, double *b, double *ly) __attribute__((noinline));

@ @<Dyn: recover the $v$-gradient's tail at full range@>=
static int v_tail(const mm_dyn_kernels *kv, const double *K, const double *X, const double *p, int T, int d, int r,
  double lam, double m, double E, double *zz, double *y, double *b, double *ly)
{
  double Xr = 0.0, Xt = 0.0, mx = -INFINITY, B = 0.0, al = -INFINITY, be = -INFINITY, c, lt = -INFINITY;
  int nonzero = 0;
  kv->logits(K, p, T, d, zz);
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
    for (int t = 0; t < T; t++) if (t != r && zz[t] - mx >= -708.0) {
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
if (gdir && tot.xz > tot.gc) {
  for (int j = 0; j < d; j++) gdir[j] = NAN;
  val->risk = val->risk_floor = val->log_excess = val->log_gnorm = val->log_gvnorm = NAN;
  release_parts(part, gbuf, small);
  return mm_fail(MM_ENUMERIC, "mm_dyn_evaluate: the gradient term of input %d cancels to exactly zero "
    "and outweighs every other input's (log-weight %.17g > %.17g): the direction is not determined in double precision",
    tot.izero, tot.xz, tot.gc);
}
if (gvdir && tot.vz > tot.vc) {
  for (int j = 0; j < d; j++) gvdir[j] = NAN;
  if (gdir) for (int j = 0; j < d; j++) gdir[j] = NAN;
  val->risk = val->risk_floor = val->log_excess = val->log_gnorm = val->log_gvnorm = NAN;
  release_parts(part, gbuf, small);
  return mm_fail(MM_ENUMERIC, "mm_dyn_evaluate: the v-gradient term of input %d cancels to exactly zero "
    "and outweighs every other input's (log-weight %.17g > %.17g): the direction is not determined in double precision",
    tot.ivz, tot.vz, tot.vc);
}
val->risk = values ? (double)(tot.risk / n) : NAN;
val->risk_floor = values ? (double)(tot.lfloor / n) : NAN;
val->log_excess = !values ? NAN : tot.xsum > 0 ? tot.xc + log(tot.xsum) - log((double)n) : -INFINITY;
val->log_gnorm = val->log_gvnorm = -INFINITY;
if (gdir) val->log_gnorm = normalise_log(gdir, d, tot.gc, n);
if (gvdir) val->log_gvnorm = normalise_log(gvdir, d, tot.vc, n);

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

@*1 Vector kernels.
Three loops do almost all the work of an evaluation: the logits $a_t=k_t^Tp$
(one pass over the keys, the only one that reads them from memory), the
weights $\hat s_t=e^{z_t-m}$ with the four sums of the first level, and the
weighted sum $\sum_tw_tk_t$ (a second pass over the same keys, which are
still in the first-level cache: an input's $T_id$ numbers, $16$\,kB at
$T=64$, $d=32$). The keys start on a cache line (the model chapter
allocates them so), so that with $8\mid d$ none of their $32$-byte loads
straddles two lines. They are written with GCC's vector extension and compiled
three times: for AVX2, on vectors of four doubles (|v4d|, one 256-bit
register each); for AVX-512, where the AVX2 copy's vectors of four are
joined in pairs into vectors of eight (|v8d|) wherever that keeps every
sum's order (see the section that introduces |v8d|); and for the baseline
x86-64 that the project targets, on vectors of two doubles (SSE2). The baseline copy does not reuse the |v4d| code: where
the processor has no 256-bit registers, GCC keeps every |v4d| variable in
memory and splits each operation into loads, two SSE2 instructions and
stores, which made that copy three times slower than plain loops. It has
its own loops over two-double vectors instead, written to perform, lane by
lane, the operations of the AVX2 copy in the same order; the short passes
over the $T$ logits of an input are written once, with their operations
named by macros, and expanded for each copy. The copy is
chosen once per process from what the processor reports, so one binary runs
on any x86-64 and uses the widest unit there is;
|mm_dyn_set_isa| forces a choice, for the checks and the benchmark.
@^vector extension@>
@^AVX2@>
@^AVX-512@>

{\it Three copies, one result.} The copies return the same bits because
each double they produce is the result of the same operations, in the
same order, on the same operands; only the number of lanes that carry
them side by side differs. Three rules make this hold. A lane never mixes
with another except in a reduction written out explicitly
(|hsum4|, |hsum4x4|, |hsum8x4|, the combination of the first level's four
lanes), whose order is the same in every copy. Where a sum runs along a
lane in a fixed order (a logit's four partial sums, the first level's
four sums by token index modulo $4$, the gradient weights' sum), the
wider copy keeps four lanes for it: the AVX-512 copy places two tokens'
four lanes in one vector of eight (the logits), or keeps the sum in a
vector of four, as the AVX2 copy does (the first level's sums and the
gradient weights' sum, whose exponentials alone are computed eight lanes
wide).
Where the lanes are independent (the exponential, each coordinate of the
weighted keys, the maxima and minima, which are exact), any width gives
the same numbers. And no operation is contracted (next paragraph). The
checks compare the three copies kernel by kernel and through whole
trajectories, bit for bit, on every remainder of the blocking.

{\it No fused multiply-add.} The code never contracts $ab+c$ into one
rounding (|-std=c11| turns contraction off in GCC, and we leave it off, also
in the AVX2 and AVX-512 copies; Clang, which contracts within an
expression by default, is told so by \.{\#pragma STDC FP\_CONTRACT OFF}).
This matters for the AVX-512 copy: GCC's \.{avx512f} target includes the
fused multiply-add instructions, and the same source compiled with
\.{-std=gnu11} contracts its products and sums, which the bitwise checks
catch. Two reasons. First, both copies then perform the same
operations in the same order on the same numbers, so they return the same
bits: an evaluation, a trajectory and a check's statistic do not depend on
the machine, and a check verifies exactly that. Second, it costs nothing
here: on the processors this was measured on (AMD Zen~4) multiplications
and additions go to separate pipes, two of each per cycle, so separate
multiply and add reach the same $16$ floating-point operations per cycle as
two fused multiply-adds; the benchmark measures both peaks and takes the
larger as the bound. The accuracy arguments of this chapter assume one
rounding per operation, which is what the code does.
@^fused multiply-add@>

{\it Summation orders.} Every sum below has an order fixed by the code,
not by the vector width: the logit of token $t$ is
$((\sigma_0+\sigma_1)+(\sigma_2+\sigma_3))$ with $\sigma_l$ the sum, in
increasing $j$, of the products $k_{tj}p_j$ with $j\equiv l \pmod 4$,
whichever position the token has in its group; the four sums of the first
level are accumulated in four lanes by token index modulo $4$ and combined
the same way; the weighted sum of keys adds the even tokens and the odd
tokens separately, in increasing $t$, and then the two. Each is a sum of
the same terms as the plain loop, with the same error bound,
$d\,\epsilon\sum\vert k_{tj}p_j\vert$ for a logit.

@<Dyn: vector kernels@>=
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif
typedef double v4d __attribute__((vector_size(32)));
typedef long long v4i __attribute__((vector_size(32)));
typedef unsigned long long v4u __attribute__((vector_size(32)));
#define VK static inline __attribute__((always_inline))
VK v4d ld4(const double *x) { v4d v; memcpy(&v, x, sizeof v); return v; }
VK void st4(double *x, v4d v) { memcpy(x, &v, sizeof v); }
VK v4d splat(double a) { return (v4d){a, a, a, a}; }
VK double hsum4(v4d a) { return (a[0] + a[1]) + (a[2] + a[3]); }
VK double max_d(double a, double b) { return a > b || b != b ? a : b; } /* |fmax|, inline */
VK double min_d(double a, double b) { return a < b || b != b ? a : b; } /* |fmin|, inline */
#if defined(__clang__)
#define SHUF(a, b, i, j, k, l) __builtin_shufflevector(a, b, i, j, k, l)
#else
#define SHUF(a, b, i, j, k, l) __builtin_shuffle(a, b, (v4i){i, j, k, l})
#endif
VK v4d hsum4x4(v4d a0, v4d a1, v4d a2, v4d a3) /* |hsum4| of each, in one vector */
{
  v4d s01 = SHUF(a0, a1, 0, 4, 2, 6) + SHUF(a0, a1, 1, 5, 3, 7); /* $a_{0,0}+a_{0,1}$, $a_{1,0}+a_{1,1}$, \dots */
  v4d s23 = SHUF(a2, a3, 0, 4, 2, 6) + SHUF(a2, a3, 1, 5, 3, 7);
  return SHUF(s01, s23, 0, 1, 4, 5) + SHUF(s01, s23, 2, 3, 6, 7);
}
VK v4d vsel(v4i mask, v4d a, v4d b) /* |a| where |mask| is set, else |b| */
{ return (v4d)(((v4i)a & mask) | ((v4i)b & ~mask)); }
VK v4d vmax(v4d a, v4d b) { return vsel(a > b, a, b); }
VK v4d vmin(v4d a, v4d b) { return vsel(a < b, a, b); }
VK v4d vabs(v4d a) { return (v4d)((v4i)a & ~(v4i)splat(-0.0)); } /* clear the sign bit */
VK v4d ld4_tail(const double *x, int k, double fill) /* |x[0..k)| and |fill| */
{ v4d v = splat(fill); for (int l = 0; l < k; l++) v[l] = x[l]; return v; }
VK void st4_tail(double *x, int k, v4d v) { for (int l = 0; l < k; l++) x[l] = v[l]; }
typedef double v2d __attribute__((vector_size(16)));
typedef long long v2i __attribute__((vector_size(16)));
typedef unsigned long long v2u __attribute__((vector_size(16)));
VK v2d ld2(const double *x) { v2d v; memcpy(&v, x, sizeof v); return v; }
VK void st2(double *x, v2d v) { memcpy(x, &v, sizeof v); }
VK v2d splat2(double a) { return (v2d){a, a}; }
VK v2d vsel2(v2i mask, v2d a, v2d b) { return (v2d)(((v2i)a & mask) | ((v2i)b & ~mask)); }
typedef struct { v2d lo, hi; } p4d; /* four doubles as two vectors of two */
VK p4d ldp(const double *x) { return (p4d){ld2(x), ld2(x + 2)}; }
VK void stp(double *x, p4d v) { st2(x, v.lo); st2(x + 2, v.hi); }
VK p4d splatp(double a) { return (p4d){splat2(a), splat2(a)}; }
VK p4d ldp_tail(const double *x, int k, double fill)
{ double v[4] = {fill, fill, fill, fill}; for (int l = 0; l < k; l++) v[l] = x[l]; return ldp(v); }
VK void stp_tail(double *x, int k, p4d v) { double w[4]; stp(w, v); for (int l = 0; l < k; l++) x[l] = w[l]; }
VK p4d addp(p4d a, p4d b) { return (p4d){a.lo + b.lo, a.hi + b.hi}; }
VK p4d subp(p4d a, p4d b) { return (p4d){a.lo - b.lo, a.hi - b.hi}; }
VK p4d mulp(p4d a, p4d b) { return (p4d){a.lo * b.lo, a.hi * b.hi}; }
VK v2d vmax2(v2d a, v2d b) { return vsel2(a > b, a, b); }
VK v2d vmin2(v2d a, v2d b) { return vsel2(a < b, a, b); }
VK p4d maxp(p4d a, p4d b) { return (p4d){vmax2(a.lo, b.lo), vmax2(a.hi, b.hi)}; }
VK p4d minp(p4d a, p4d b) { return (p4d){vmin2(a.lo, b.lo), vmin2(a.hi, b.hi)}; }
VK p4d absp(p4d a)
{ v2i m = ~(v2i)splat2(-0.0); return (p4d){(v2d)((v2i)a.lo & m), (v2d)((v2i)a.hi & m)}; } /* clear the sign bits */
VK double lanep(p4d a, int l) { return l < 2 ? a.lo[l] : a.hi[l - 2]; }
VK double hsump(p4d a) { return (a.lo[0] + a.lo[1]) + (a.hi[0] + a.hi[1]); }
VK v4d add4(v4d a, v4d b) { return a + b; }
VK v4d sub4(v4d a, v4d b) { return a - b; }
VK v4d mul4(v4d a, v4d b) { return a * b; }
VK double lane4(v4d a, int l) { return a[l]; }
VK v4d gtsel4(v4d a, v4d b, v4d x, v4d y) { return vsel(a > b, x, y); } /* |x| where $a>b$, else |y| */
VK p4d gtselp(p4d a, p4d b, p4d x, p4d y) { return (p4d){vsel2(a.lo > b.lo, x.lo, y.lo), vsel2(a.hi > b.hi, x.hi, y.hi)}; }
VK v4d eqsel4(v4d a, v4d b, v4d x, v4d y) { return vsel(a == b, x, y); } /* |x| where $a=b$, else |y| */
VK p4d eqselp(p4d a, p4d b, p4d x, p4d y) { return (p4d){vsel2(a.lo == b.lo, x.lo, y.lo), vsel2(a.hi == b.hi, x.hi, y.hi)}; }

@ The AVX-512 copy adds vectors of eight doubles (|v8d|, one 512-bit
register each). Where a pass's lanes are independent (the exponential,
the coordinates of the weighted keys) it uses them as eight lanes; where a
lane carries a sum in a fixed order (a logit's four partial sums) a |v8d|
holds two tokens' four lanes side by side, each half doing what one |v4d|
does in the AVX2 copy. |join8|, |lo8| and |hi8| assemble and split them.
The copy needs GCC~12 or Clang for |__builtin_shufflevector|; an older
compiler builds the other two copies only.
@<Dyn: vector kernels@>=
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector)
#define MM_DYN_HAVE_AVX512 1
#endif
#endif
#ifndef MM_DYN_HAVE_AVX512
#define MM_DYN_HAVE_AVX512 0
#endif
#if MM_DYN_HAVE_AVX512
typedef double v8d __attribute__((vector_size(64)));
typedef long long v8i __attribute__((vector_size(64)));
typedef unsigned long long v8u __attribute__((vector_size(64)));
VK v8d ld8(const double *x) { v8d v; memcpy(&v, x, sizeof v); return v; }
VK void st8(double *x, v8d v) { memcpy(x, &v, sizeof v); }
VK v8d splat8(double a) /* a loop: GCC~12 builds the initializer $\{a,\ldots,a\}$ lane by lane */
{ v8d v; for (int l = 0; l < 8; l++) v[l] = a; return v; }
VK v8d vsel8(v8i mask, v8d a, v8d b) { return (v8d)(((v8i)a & mask) | ((v8i)b & ~mask)); }
VK v8d join8(v4d lo, v4d hi) { return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7); }
VK v4d lo8(v8d a) { return __builtin_shufflevector(a, a, 0, 1, 2, 3); }
VK v4d hi8(v8d a) { return __builtin_shufflevector(a, a, 4, 5, 6, 7); }
VK v8d hsum8x4(v8d a01, v8d a23, v8d a45, v8d a67) /* |hsum4| of the eight tokens' halves, in one vector */
{
  v8d s03 = __builtin_shufflevector(a01, a23, 0, 2, 4, 6, 8, 10, 12, 14)
    + __builtin_shufflevector(a01, a23, 1, 3, 5, 7, 9, 11, 13, 15); /* $a_{t,0}+a_{t,1}$, $a_{t,2}+a_{t,3}$ for $t<4$ */
  v8d s47 = __builtin_shufflevector(a45, a67, 0, 2, 4, 6, 8, 10, 12, 14)
    + __builtin_shufflevector(a45, a67, 1, 3, 5, 7, 9, 11, 13, 15);
  return __builtin_shufflevector(s03, s47, 0, 2, 4, 6, 8, 10, 12, 14)
    + __builtin_shufflevector(s03, s47, 1, 3, 5, 7, 9, 11, 13, 15);
}
#endif

@ The exponential. Arguments are reduced as usual: $k$ is the integer
nearest to $x/\log2$, $r=x-k\log2$, and $e^x=2^ke^r$ with
$\vert r\vert\le{1\over2}\log2+2^{-40}<0.3466$. The constant $\log2$ is
split as $c_h+c_l$ with $c_h$ of $32$ significant bits (fdlibm's pair), so
$kc_h$ is exact for $\vert k\vert<2^{21}$, $x-kc_h$ is exact (its operands
are within a factor two of each other, or $k=0$), and the one rounding in
subtracting $kc_l$ puts an absolute error of at most
${1\over2}\epsilon\vert r\vert+\vert k\vert\,\vert\log2-c_h-c_l\vert
<0.18\,\epsilon$ on $r$, a relative $0.18\,\epsilon$ in $e^r$. The integer
$k$ is found by adding and subtracting $1.5\cdot2^{52}$, which rounds to
the nearest integer; the bit pattern of the sum holds $k$ in its low bits.

Then $e^r=1+(r+r^2q(r))$ with $q(r)=\sum_{j=2}^{13}r^{j-2}/j!$ by Estrin's
scheme (below). Truncating the series after $r^{13}$ leaves $\vert r\vert^{14}e^{\vert
r\vert}/14!<6\cdot10^{-18}<0.03\,\epsilon$ relative. Any evaluation of a
polynomial by additions and multiplications computes each term
$c_ir^i$ with a factor $(1+\theta)$, $\vert\theta\vert\le\gamma_k$, where $k$ counts
the roundings on the term's path, that of the coefficient included; the
longest path in Estrin's scheme, that of $c_{11}r^{11}$, has $15$ (the
coefficient, $c_{11}r$, the pair's sum, the product with $r^2$ and its $1$,
the sum, the product with $r^8$ and the $7$ of $r^8=((r^2)^2)^2$, the last
sum). So $q$ is computed with an absolute error of at most
$\gamma_{15}\sum_j\vert r\vert^{j-2}/j!\le7.6\epsilon\cdot0.5633$ (the sum
is $(e^{0.3466}-1.3466)/0.3466^2$), which $r^2\le0.1202$ turns into
$0.52\,\epsilon$; the products $r\cdot r$ and $r^2q$ add $0.07\,\epsilon$, the
sum $r+r^2q$ (at most $0.415$ in size) $0.21\,\epsilon$, all absolute, and
against $e^r\ge0.7071$ they are $1.13\,\epsilon$ relative; the final
addition of $1$ rounds once more, ${1\over2}\epsilon$. So the computed $e^x$
has a relative error below $1.9\,\epsilon$ for results in the normal range;
the check of this chapter measures it against |expl| on $10^6$ arguments.
The scaling by $2^k$ is exact there. Arguments below $-708$ give exact
$0$: for $x\ge-708$ we have $k\ge-1021$ and the result is above $2^{-1022}$,
a normal number, so the kernels never form a subnormal one. The
exponential is used only for weights against a leading weight of one, where
anything below $e^{-708}$ is dropped by the argument of the second level, and
it must not be slow there (see the section on why the plain formula fails).
@^exponential@>

A short path serves the common case. Where every argument of a block is
at least $-708$ the argument needs no clamp and the result no mask; the
full path clamps the argument at $-708$ and masks the lanes below it to
zero. On the lanes at or above $-708$ the two paths compute the same
operations, so they return the same bits, the bound holds for both and the
choice is invisible in every result. The first
level takes the short path for an input whose gaps all lie within $708$
of the runner-up's (the rule at moderate $\norm{p}$), and the full one
for an input with a tail deeper than that.

Why this is accurate enough. Every weight $\hat s_t$ already carries the
rounding of its exponent $z_t-m$, an absolute error of a few $\epsilon
A$ with $A$ the largest logit, i.e.\ a relative error of a few $\epsilon A$ in
$\hat s_t$; the exponential adds at most $1.9\,\epsilon$, and the sums
that follow add a few $T\epsilon$. The arguments of this chapter, and the
tolerances of its checks ($16\,\epsilon(1+A)$ for the directions against a
|long double| reference), count relative errors of that kind per weight, so
they hold unchanged; the scalar |exp| of glibc, nearly correctly rounded,
saved at most two units of $\epsilon$ per weight.

The cost: about forty vector operations for four exponentials on the
short path and three more on the full one, without branches or table
look-ups, against about $5$\,ns per call for the scalar |exp|; the
benchmark measures it.
@<Dyn: vector kernels@>=
#define VD v4d
#define VI v4i
#define VU v4u
#define SPL splat
#define VSEL vsel
#define VEXP_WAYS vexp_ways
@<Dyn: define |VEXP_WAYS|, the exponential of |w| vectors of type |VD|@>@;
#undef VD
#undef VI
#undef VU
#undef SPL
#undef VSEL
#undef VEXP_WAYS
VK v4d vexp(v4d x, int fast) /* $e^x$ for $-708\le x\le709$; $0$ below $-708$ */
{
  vexp_ways(&x, 1, fast);
  return x;
}

@ The exponential is written once for a vector type |VD| (with its integer
types |VI|, |VU|, its |SPL| and |VSEL|) and defined three times: on |v4d|
above, on the two-double vectors of the baseline copy (see the section on
the copies) and on the eight-double vectors of the AVX-512 copy. Every
operation acts lane by lane, so the three give the same bits on the same
argument.
@<Dyn: define |VEXP_WAYS|...@>=
VK void VEXP_WAYS(VD *x, int w, int fast) /* |x[l]| $\gets e^{x_l}$ for $l<w$, steps interleaved */
{
  const VD shift = SPL(0x1.8p52);
  const double ch = 0x1.62e42feep-1, cl = 0x1.a39ef35793c76p-33; /* $c_h+c_l=\log2$ */
  VI under[4], ki[4];
  VD r[4], q[4];
#pragma GCC unroll 4
  for (int l = 0; l < w; l++) {
    VD xc, kd;
    if (fast) { under[l] = (VI)SPL(0.0); xc = x[l]; } /* $-708\le x$: nothing underflows */
    else { under[l] = x[l] < SPL(-708.0); xc = VSEL(under[l], SPL(-708.0), x[l]); }
    kd = xc * SPL(0x1.71547652b82fep0) + shift; /* $k+1.5\cdot2^{52}$ */
    ki[l] = (VI)kd - (VI)shift;
    kd = kd - shift;
    r[l] = (xc - kd * SPL(ch)) - kd * SPL(cl);
  }
  @<Dyn: evaluate the polynomial $q$ on |w| vectors by Estrin's scheme@>@;
#pragma GCC unroll 4
  for (int l = 0; l < w; l++) {
    VD y = SPL(1.0) + (r[l] + (r[l] * r[l]) * q[l]);
    y = y * (VD)((ki[l] + 1023) << 52); /* $2^k$ is normal, and so is the product */
    x[l] = fast ? y : (VD)((VI)y & ~under[l]);
  }
}

@ Estrin's scheme: with $c_i=1/(i+2)!$, pairs $c_{2k}+c_{2k+1}r$, then
pairs of those with $r^2$, then with $r^4$ and $r^8$,
$$q=\bigl((c_0+c_1r)+(c_2+c_3r)r^2\bigr)+\bigl((c_4+c_5r)+(c_6+c_7r)r^2\bigr)r^4
 +\bigl((c_8+c_9r)+(c_{10}+c_{11}r)r^2\bigr)r^8.$$
Its longest chain of dependent operations is seven long (against
twenty-two for Horner's rule), and the |w| vectors are independent of each
other, so the processor's pipelines overlap them.
@<Dyn: evaluate the polynomial...@>=
#pragma GCC unroll 4
for (int l = 0; l < w; l++) {
  VD r1 = r[l], r2 = r1 * r1, r4 = r2 * r2, r8 = r4 * r4;
  VD p0 = SPL(1.0 / 2.0) + SPL(1.0 / 6.0) * r1, p1 = SPL(1.0 / 24.0) + SPL(1.0 / 120.0) * r1;
  VD p2 = SPL(1.0 / 720.0) + SPL(1.0 / 5040.0) * r1, p3 = SPL(1.0 / 40320.0) + SPL(1.0 / 362880.0) * r1;
  VD p4 = SPL(1.0 / 3628800.0) + SPL(1.0 / 39916800.0) * r1, p5 = SPL(1.0 / 479001600.0) + SPL(1.0 / 6227020800.0) * r1;
  q[l] = ((p0 + p1 * r2) + (p2 + p3 * r2) * r4) + (p4 + p5 * r2) * r8;
}

@ Exponentials of a block: $z_t\gets e^{z_t-m}$, sixteen at a time as four
interleaved vectors, then four at a time (in the baseline copy eight at a
time as four vectors of two, then two, then one). With $m=0$ (exact:
$x-0=x$) it is the vector of exponentials of the check of |vexp| and of the
benchmark.
@<Dyn: vector kernels@>=
#define VD v2d
#define VI v2i
#define VU v2u
#define SPL splat2
#define VSEL vsel2
#define VEXP_WAYS vexp2_ways
@<Dyn: define |VEXP_WAYS|...@>@;
#undef VD
#undef VI
#undef VU
#undef SPL
#undef VSEL
#undef VEXP_WAYS
#if MM_DYN_HAVE_AVX512
#define VD v8d
#define VI v8i
#define VU v8u
#define SPL splat8
#define VSEL vsel8
#define VEXP_WAYS vexp8_ways
@<Dyn: define |VEXP_WAYS|...@>@;
#undef VD
#undef VI
#undef VU
#undef SPL
#undef VSEL
#undef VEXP_WAYS
#endif
VK void vexp4_any(v4d *x, int w, int fast, int wide) /* |vexp_ways|, in the AVX-512 copy pairs of |v4d| as one |v8d| */
{
#if MM_DYN_HAVE_AVX512
  if (wide == 2 && w > 1) {
    v8d y[4];
    int h = (w + 1) / 2;
    for (int l = 0; l < h; l++) y[l] = join8(x[2 * l], 2 * l + 1 < w ? x[2 * l + 1] : splat(0.0));
    vexp8_ways(y, h, fast);
    for (int l = 0; l < h; l++) { x[2 * l] = lo8(y[l]); if (2 * l + 1 < w) x[2 * l + 1] = hi8(y[l]); }
    return;
  }
#endif
  vexp_ways(x, w, fast);
}
VK void vexp_p4(p4d *x, int w, int fast) /* |vexp2_ways| on |w|${}\le2$ pairs of vectors */
{
  v2d y[4];
  for (int l = 0; l < w; l++) { y[2 * l] = x[l].lo; y[2 * l + 1] = x[l].hi; }
  vexp2_ways(y, 2 * w, fast);
  for (int l = 0; l < w; l++) { x[l].lo = y[2 * l]; x[l].hi = y[2 * l + 1]; }
}
VK void vexp_shifted(double *z, int T, double m, int wide, int fast)
{
  int t = 0;
  double fill = fast ? m : -INFINITY; /* for the lanes beyond |T|: $e^0$ or $0$ */
#if MM_DYN_HAVE_AVX512
  if (wide == 2) { /* eight lanes at a time; what remains takes the four-lane code */
    for (; t + 32 <= T; t += 32) {
      v8d x[4] = {ld8(z + t) - splat8(m), ld8(z + t + 8) - splat8(m), ld8(z + t + 16) - splat8(m), ld8(z + t + 24) - splat8(m)};
      vexp8_ways(x, 4, fast);
      st8(z + t, x[0]); st8(z + t + 8, x[1]); st8(z + t + 16, x[2]); st8(z + t + 24, x[3]);
    }
    for (; t + 16 <= T; t += 16) {
      v8d x[2] = {ld8(z + t) - splat8(m), ld8(z + t + 8) - splat8(m)};
      vexp8_ways(x, 2, fast);
      st8(z + t, x[0]); st8(z + t + 8, x[1]);
    }
    for (; t + 8 <= T; t += 8) {
      v8d x = ld8(z + t) - splat8(m);
      vexp8_ways(&x, 1, fast);
      st8(z + t, x);
    }
  }
#endif
  if (wide) {
    for (; t + 16 <= T; t += 16) {
      v4d x[4] = {ld4(z + t) - splat(m), ld4(z + t + 4) - splat(m), ld4(z + t + 8) - splat(m), ld4(z + t + 12) - splat(m)};
      vexp_ways(x, 4, fast);
      st4(z + t, x[0]); st4(z + t + 4, x[1]); st4(z + t + 8, x[2]); st4(z + t + 12, x[3]);
    }
    for (; t + 4 <= T; t += 4) st4(z + t, vexp(ld4(z + t) - splat(m), fast));
    if (t < T) st4_tail(z + t, T - t, vexp(ld4_tail(z + t, T - t, fill) - splat(m), fast));
    return;
  }
  for (; t + 8 <= T; t += 8) {
    v2d x[4] = {ld2(z + t) - splat2(m), ld2(z + t + 2) - splat2(m), ld2(z + t + 4) - splat2(m), ld2(z + t + 6) - splat2(m)};
    vexp2_ways(x, 4, fast);
    st2(z + t, x[0]); st2(z + t + 2, x[1]); st2(z + t + 4, x[2]); st2(z + t + 6, x[3]);
  }
  for (; t < T; t += 2) {
    v2d x = {z[t] - m, t + 1 < T ? z[t + 1] - m : fast ? 0.0 : -INFINITY};
    vexp2_ways(&x, 1, fast);
    z[t] = x[0];
    if (t + 1 < T) z[t + 1] = x[1];
  }
}

@ The exponential of a vector of arguments, for the check of |vexp| and
the benchmark, takes each block of sixteen by the short path where all of
its arguments are at least $-708$.
@<Dyn: vector kernels@>=
VK void exp_body(const double *x, int n, double *y, int wide)
{
  if (y != x) memcpy(y, x, sizeof(double) * (size_t)n);
  for (int t = 0; t < n; t += 16) {
    int b = n - t < 16 ? n - t : 16, fast = 1;
    for (int l = 0; l < b; l++) fast &= y[t + l] >= -708.0;
    vexp_shifted(y + t, b, 0.0, wide, fast);
  }
}

@ When $d$ is not a multiple of $4$ the logits and the weighted keys are
plain loops, each sum taken in increasing order of its terms. On the small
instances of the checks ($d$ from $2$ to a dozen) their inner loops of two
to eleven iterations cost more in loop control and mispredicted exits than
in arithmetic, so a switch on $d$ calls the loop with $d$ a constant
(|D_|), which the compiler unrolls completely: the same operations in the
same order, so the same bits.
@<Dyn: vector kernels@>=
#define MM_DYN_CASE(k, call) case k: { const int D_ = k; call; } break;
#define MM_DYN_SMALL_D_CASES(call) switch (d) { \
  MM_DYN_CASE(1, call) MM_DYN_CASE(2, call) MM_DYN_CASE(3, call) MM_DYN_CASE(5, call) \
  MM_DYN_CASE(6, call) MM_DYN_CASE(7, call) MM_DYN_CASE(9, call) MM_DYN_CASE(10, call) \
  MM_DYN_CASE(11, call) default: { const int D_ = d; call; } }

@ The logits of an input, four tokens at a time, then one at a time; every
token's logit is formed in |logit1|'s order, and |hsum4x4| reduces four
accumulators at once by shuffles, in that order. The keys are read in
their order in memory, a stream that the processor's own prefetching
follows. Four tokens at a time read four rows of the keys side by side;
eight, which would keep more additions in flight, read the stream
measurably slower from the third-level cache, and it is the stream, not the
arithmetic, that limits this pass (see the benchmark chapter). When $d$ is
not a multiple of $4$ a plain loop is used, in increasing $j$.
@<Dyn: vector kernels@>=
VK double logit1(const double *k, const double *p, int d)
{
  v4d a = splat(0.0);
  for (int j = 0; j < d; j += 4) a += ld4(k + j) * ld4(p + j);
  return hsum4(a);
}
VK void logits_plain(const double *K, const double *p, int T, int d, double *z)
{
  for (int t = 0; t < T; t++) {
    double s = 0.0;
#pragma GCC unroll 16
    for (int j = 0; j < d; j++) s += K[(size_t)t * d + j] * p[j];
    z[t] = s;
  }
}
VK void logits_body(const double *K, const double *p, int T, int d, double *z, int wide)
{
  int t = 0;
  if (d % 4) {
    MM_DYN_SMALL_D_CASES(logits_plain(K, p, T, D_, z))@;
    return;
  }
  if (!wide) @<Dyn: the logits by vectors of two doubles@>@;
#if MM_DYN_HAVE_AVX512
  if (wide == 2) @<Dyn: the logits of eight tokens, two to a vector of eight@>@;
#endif
  for (; t + 4 <= T; t += 4) {
    const double *k = K + (size_t)t * d;
    v4d a0 = splat(0.0), a1 = a0, a2 = a0, a3 = a0;
    for (int j = 0; j < d; j += 4) {
      v4d pj = ld4(p + j);
      a0 += ld4(k + j) * pj; a1 += ld4(k + d + j) * pj;
      a2 += ld4(k + 2 * d + j) * pj; a3 += ld4(k + 3 * d + j) * pj;
    }
    st4(z + t, hsum4x4(a0, a1, a2, a3));
  }
  for (; t < T; t++) z[t] = logit1(K + (size_t)t * d, p, d);
}

@ In the AVX-512 copy eight tokens at a time: vector $q$ holds the four
partial sums of tokens $2q$ and $2q+1$ of the group, the first in its
lower half, the second in its upper half, and each half receives the
products of its token's row with |p| in increasing $j$, as the AVX2
copy's vector of that token does; |hsum8x4| reduces each half in
|hsum4|'s order. The remaining tokens take the AVX2 copy's loops.
@<Dyn: the logits of eight tokens...@>=
for (; t + 8 <= T; t += 8) {
  const double *k = K + (size_t)t * d;
  v8d a0 = splat8(0.0), a1 = a0, a2 = a0, a3 = a0;
  for (int j = 0; j < d; j += 4) {
    v4d p4 = ld4(p + j);
    v8d pj = join8(p4, p4);
    a0 += join8(ld4(k + j), ld4(k + d + j)) * pj; a1 += join8(ld4(k + 2 * d + j), ld4(k + 3 * d + j)) * pj;
    a2 += join8(ld4(k + 4 * d + j), ld4(k + 5 * d + j)) * pj; a3 += join8(ld4(k + 6 * d + j), ld4(k + 7 * d + j)) * pj;
  }
  st8(z + t, hsum8x4(a0, a1, a2, a3));
}

@ In the baseline copy each token's four partial sums are two vectors of
two, |lo| for $j\equiv0,1$ and |hi| for $j\equiv2,3\pmod 4$, and the logit
is $((\sigma_0+\sigma_1)+(\sigma_2+\sigma_3))$ as above: the same
operations on the same numbers as the AVX2 copy.
@<Dyn: the logits by vectors of two doubles@>=
{
  for (; t < T; t += 4) {
    int nt = T - t < 4 ? T - t : 4; /* tokens in this group */
    const double *k = K + (size_t)t * d;
    v2d lo[4], hi[4];
#pragma GCC unroll 4
    for (int l = 0; l < 4; l++) lo[l] = hi[l] = splat2(0.0);
    if (nt == 4) for (int j = 0; j < d; j += 4) {
      v2d pl = ld2(p + j), ph = ld2(p + j + 2);
#pragma GCC unroll 4
      for (int l = 0; l < 4; l++) {
        lo[l] += ld2(k + (size_t)l * d + j) * pl; hi[l] += ld2(k + (size_t)l * d + j + 2) * ph;
      }
    }
    else for (int l = 0; l < nt; l++) for (int j = 0; j < d; j += 4) {
      lo[l] += ld2(k + (size_t)l * d + j) * ld2(p + j); hi[l] += ld2(k + (size_t)l * d + j + 2) * ld2(p + j + 2);
    }
    for (int l = 0; l < nt; l++) z[t + l] = (lo[l][0] + lo[l][1]) + (hi[l][0] + hi[l][1]);
  }
  return;
}

@ $h=\sum_tw_tk_t$ over all $T$ tokens. With $4\mid d$, the coordinates are
taken sixteen at a time (four vectors) and
summed over the even and the odd tokens in separate registers, so that no
addition waits for the previous one; a remainder is taken eight, then four
at a time the same way. Otherwise a plain loop does it, in the same order.
@<Dyn: vector kernels@>=
VK void wkeys_block(const double *K, const double *w, int T, int d, int j, double *h) /* four coordinates */
{
  v4d a = splat(0.0), b = a;
  int t = 0;
  for (; t + 2 <= T; t += 2) {
    a += ld4(K + (size_t)t * d + j) * splat(w[t]);
    b += ld4(K + (size_t)(t + 1) * d + j) * splat(w[t + 1]);
  }
  if (t < T) a += ld4(K + (size_t)t * d + j) * splat(w[t]);
  st4(h + j, a + b);
}
VK void weighted_keys_plain(const double *K, const double *w, int T, int d, double *h)
{
  double a[16], b[16];
  int t = 0;
  if (d > 16) { /* one coordinate at a time */
    for (int j = 0; j < d; j++) {
      double x = 0.0, y = 0.0;
      for (t = 0; t + 2 <= T; t += 2) { x += K[(size_t)t * d + j] * w[t]; y += K[(size_t)(t + 1) * d + j] * w[t + 1]; }
      if (t < T) x += K[(size_t)t * d + j] * w[t];
      h[j] = x + y;
    }
    return;
  }
#pragma GCC unroll 16
  for (int j = 0; j < d; j++) a[j] = b[j] = 0.0;
  for (; t + 2 <= T; t += 2) { /* every coordinate's even and odd sums, in increasing $t$ */
#pragma GCC unroll 16
    for (int j = 0; j < d; j++) { a[j] += K[(size_t)t * d + j] * w[t]; b[j] += K[(size_t)(t + 1) * d + j] * w[t + 1]; }
  }
  if (t < T) {
#pragma GCC unroll 16
    for (int j = 0; j < d; j++) a[j] += K[(size_t)t * d + j] * w[t];
  }
#pragma GCC unroll 16
  for (int j = 0; j < d; j++) h[j] = a[j] + b[j];
}
VK void weighted_keys_body(const double *K, const double *w, int T, int d, double *h, int wide)
{
  int j = 0;
  if (d % 4) {
    MM_DYN_SMALL_D_CASES(weighted_keys_plain(K, w, T, D_, h))@;
    return;
  }
  if (!wide) @<Dyn: the weighted keys by vectors of two doubles@>@;
#if MM_DYN_HAVE_AVX512
  if (wide == 2) @<Dyn: the weighted keys by vectors of eight doubles@>@;
#endif
  for (; j + 16 <= d; j += 16) {
    v4d a0 = splat(0.0), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    int t = 0;
    for (; t + 2 <= T; t += 2) { /* even tokens into |a|, odd ones into |b| */
      const double *k = K + (size_t)t * d + j, *l = k + d;
      v4d wt = splat(w[t]), wu = splat(w[t + 1]);
      a0 += ld4(k) * wt; a1 += ld4(k + 4) * wt; a2 += ld4(k + 8) * wt; a3 += ld4(k + 12) * wt;
      b0 += ld4(l) * wu; b1 += ld4(l + 4) * wu; b2 += ld4(l + 8) * wu; b3 += ld4(l + 12) * wu;
    }
    if (t < T) {
      const double *k = K + (size_t)t * d + j;
      v4d wt = splat(w[t]);
      a0 += ld4(k) * wt; a1 += ld4(k + 4) * wt; a2 += ld4(k + 8) * wt; a3 += ld4(k + 12) * wt;
    }
    st4(h + j, a0 + b0); st4(h + j + 4, a1 + b1); st4(h + j + 8, a2 + b2); st4(h + j + 12, a3 + b3);
  }
  for (; j + 8 <= d; j += 8) {
    v4d a0 = splat(0.0), a1 = a0, b0 = a0, b1 = a0;
    int t = 0;
    for (; t + 2 <= T; t += 2) {
      const double *k = K + (size_t)t * d + j, *l = k + d;
      v4d wt = splat(w[t]), wu = splat(w[t + 1]);
      a0 += ld4(k) * wt; a1 += ld4(k + 4) * wt;
      b0 += ld4(l) * wu; b1 += ld4(l + 4) * wu;
    }
    if (t < T) {
      const double *k = K + (size_t)t * d + j;
      a0 += ld4(k) * splat(w[t]); a1 += ld4(k + 4) * splat(w[t]);
    }
    st4(h + j, a0 + b0); st4(h + j + 4, a1 + b1);
  }
  for (; j < d; j += 4) wkeys_block(K, w, T, d, j, h);
}

@ In the AVX-512 copy, thirty-two coordinates at a time (four vectors of
eight for the even tokens and four for the odd ones), then sixteen, then
eight; a remainder of four takes the AVX2 copy's loop. Each coordinate is
a lane of its own, summed in the order above.
@<Dyn: the weighted keys by vectors of eight doubles@>=
while (j + 8 <= d) {
  int nv = d - j >= 32 ? 4 : d - j >= 16 ? 2 : 1; /* vectors of eight in this block */
  v8d a[4], b[4];
  int t = 0;
#pragma GCC unroll 4
  for (int q = 0; q < 4; q++) a[q] = b[q] = splat8(0.0);
  for (; t + 2 <= T; t += 2) { /* even tokens into |a|, odd ones into |b| */
    const double *k = K + (size_t)t * d + j, *l = k + d;
    v8d wt = splat8(w[t]), wu = splat8(w[t + 1]);
    if (nv == 4) {
#pragma GCC unroll 4
      for (int q = 0; q < 4; q++) { a[q] += ld8(k + 8 * q) * wt; b[q] += ld8(l + 8 * q) * wu; }
    } else if (nv == 2) {
      a[0] += ld8(k) * wt; a[1] += ld8(k + 8) * wt; b[0] += ld8(l) * wu; b[1] += ld8(l + 8) * wu;
    } else { a[0] += ld8(k) * wt; b[0] += ld8(l) * wu; }
  }
  if (t < T) for (int q = 0; q < nv; q++) a[q] += ld8(K + (size_t)t * d + j + 8 * q) * splat8(w[t]);
  for (int q = 0; q < nv; q++) st8(h + j + 8 * q, a[q] + b[q]);
  j += 8 * nv;
}

@ In the baseline copy, eight coordinates at a time (eight registers of
two: four for the even tokens and four for the odd ones), then four; each
coordinate is summed in the order above.
@<Dyn: the weighted keys by vectors of two doubles@>=
{
  for (; j < d; j += 8) {
    int nv = d - j < 8 ? 2 : 4; /* vectors of two in this block */
    v2d a[4], b[4];
    int t = 0;
#pragma GCC unroll 4
    for (int q = 0; q < 4; q++) a[q] = b[q] = splat2(0.0);
    for (; t + 2 <= T; t += 2) { /* even tokens into |a|, odd ones into |b| */
      const double *k = K + (size_t)t * d + j, *l = k + d;
      v2d wt = splat2(w[t]), wu = splat2(w[t + 1]);
      if (nv == 4) {
#pragma GCC unroll 4
        for (int q = 0; q < 4; q++) { a[q] += ld2(k + 2 * q) * wt; b[q] += ld2(l + 2 * q) * wu; }
      } else {
        a[0] += ld2(k) * wt; a[1] += ld2(k + 2) * wt; b[0] += ld2(l) * wu; b[1] += ld2(l + 2) * wu;
      }
    }
    if (t < T) for (int q = 0; q < nv; q++) a[q] += ld2(K + (size_t)t * d + j + 2 * q) * splat2(w[t]);
    for (int q = 0; q < nv; q++) st2(h + j + 2 * q, a[q] + b[q]);
  }
  return;
}

@ The first level of one input, fused: the logits; the dominant token $r$
(the first maximiser) and the score range $[\gamma_{\min},M]$; the gaps
$z_t=a_t-a_r$ and the runner-up's gap $m$; then, in one pass of vectors,
the weights $\hat s_t=e^{z_t-m}$ (zero below $e^{-708}$) and the sums
$\sum\hat s_t$, $\hat D=\sum\hat s_t\delta_t$, $W=\sum\hat s_t\vert\delta_t\vert$
and $\sum\hat s_t(M-\gamma_t)$ over $t\ne r$. The dominant token's place in
|z| is set to $-\infty$, so that the vector pass gives it the weight $0$
and leaves it out of every sum without a test; the tokens beyond the last
full vector are padded the same way. On return |z[t]| is $\hat s_t$ for
$t\ne r$ and |z[r]| is $0$. An input with one token has no runner-up:
$m=-\infty$ and the sums are zero.
@<Dyn: vector kernels@>=
@<Dyn: the first level of an input of a few tokens@>@;
VK void level1_body(const double *K, const double *p, const double *gam, int T, int d,
  double *z, mm_dyn_level1 *o, int wide)
{
  logits_body(K, p, T, d, z, wide);
  if (T <= MM_DYN_SMALL_T) { level1_small(gam, T, z, o, wide); return; }
  if (wide) {
    @<Dyn: name the operations on |v4d|@>@;
    @<Dyn: the passes of the first level over the logits@>@;
    @<Dyn: forget the names of the vector operations@>@;
  } else {
    @<Dyn: name the operations on |p4d|@>@;
    @<Dyn: the passes of the first level over the logits@>@;
    @<Dyn: forget the names of the vector operations@>@;
  }
}

@ An input of a few tokens fills one or two vectors, and the vector
passes below spend their time there on the partial vector's loads and
stores. An input of at most |MM_DYN_SMALL_T| tokens takes plain loops over
its tokens instead (the checks run millions of steps on such inputs). They
compute the same numbers as the vector passes: lane $l=t\bmod4$ of each of
the four sums adds the terms of its tokens in increasing $t$ to $0$, as a
vector lane does (the padding's terms are zeros, which change no lane), and
the lanes are combined as $((l_0+l_1)+(l_2+l_3))$; the maximum, the minimum
and the first maximiser do not depend on the order in which they are
taken; the exponentials are those of the same vector exponential.
@<Dyn: the first level of an input of a few tokens@>=
#define MM_DYN_SMALL_T 32 /* tokens up to which the passes over the logits are plain loops */
VK void level1_small(const double *gam, int T, double *z, mm_dyn_level1 *o, int wide)
{
  double zr = -INFINITY, M = -INFINITY, gmin = INFINITY, zmin = INFINITY, m = -INFINITY, gr;
  double ls[4] = {0.0, 0.0, 0.0, 0.0}, lD[4] = {0.0, 0.0, 0.0, 0.0}, lW[4] = {0.0, 0.0, 0.0, 0.0}, lM[4] = {0.0, 0.0, 0.0, 0.0};
  int r = -1;
  for (int t = 0; t < T; t++) {
    if (z[t] > zr) { zr = z[t]; r = t; } /* the first maximiser above $-\infty$ */
    M = max_d(M, gam[t]); gmin = min_d(gmin, gam[t]);
  }
  if (r < 0) { r = 0; for (int t = 1; t < T; t++) if (z[t] > z[r]) r = t; zr = z[r]; }
  o->r = r; o->M = M; o->gmin = gmin;
  for (int t = 0; t < T; t++) { z[t] -= zr; zmin = min_d(zmin, z[t]); }
  z[r] = -INFINITY;
  for (int t = 0; t < T; t++) m = max_d(m, z[t]);
  o->m = m;
  gr = gam[r];
  if (T > 1) {
    int fast = zmin - m >= -708.0;
    if (fast) z[r] = m;
    vexp_shifted(z, T, m, wide, fast);
    z[r] = 0.0;
    for (int t = 0; t < T; t++) {
      double dl = gam[t] - gr; /* $\delta_t$ */
      int l = t & 3; /* the lane of token $t$ */
      ls[l] += z[t]; lD[l] += z[t] * dl; lW[l] += z[t] * fabs(dl); lM[l] += z[t] * (M - gam[t]);
    }
  }
  z[r] = 0.0;
  o->shat = (ls[0] + ls[1]) + (ls[2] + ls[3]); o->Dhat = (lD[0] + lD[1]) + (lD[2] + lD[3]);
  o->W = (lW[0] + lW[1]) + (lW[2] + lW[3]); o->Mhat = (lM[0] + lM[1]) + (lM[2] + lM[3]);
}

@ The passes that follow the logits handle $T$ numbers per input, not
$T\,d$, but are written as vector code too, once, with the operations
named by macros: on |v4d| in the AVX2 and AVX-512 copies (the latter
with its exponential on vectors of eight, |VEXPB| and |VBIG| below), and in
the baseline copy on |p4d|, a pair of two-double vectors that stands for
the four lanes (the compiler keeps a |p4d| in two registers, where a |v4d|
without AVX would live in memory). Lane $l$ of either is the same number,
computed by the same operations, so the copies agree to the bit.
@<Dyn: name the operations on |v4d|@>=
#define V4 v4d
#define LD ld4
#define ST st4
#define LDT ld4_tail
#define STT st4_tail
#define SPL4 splat
#define ADD add4
#define SUB sub4
#define MUL mul4
#define MAX vmax
#define MIN vmin
#define ABS vabs
#define LANE lane4
#define HSUM hsum4
#define GTSEL gtsel4
#define EQSEL eqsel4
#define VEXPW(x, w, fast) vexp4_any(x, w, fast, wide)
#define VEXPB (wide == 2 ? 8 : 4) /* vectors per call of the exponential */
#define VBIG (wide == 2) /* blocks of thirty-two tokens first */

@ @<Dyn: name the operations on |p4d|@>=
#define V4 p4d
#define LD ldp
#define ST stp
#define LDT ldp_tail
#define STT stp_tail
#define SPL4 splatp
#define ADD addp
#define SUB subp
#define MUL mulp
#define MAX maxp
#define MIN minp
#define ABS absp
#define LANE lanep
#define HSUM hsump
#define GTSEL gtselp
#define EQSEL eqselp
#define VEXPW vexp_p4
#define VEXPB 2
#define VBIG 0

@ @<Dyn: forget the names of the vector operations@>=
#undef V4
#undef LD
#undef ST
#undef LDT
#undef STT
#undef SPL4
#undef ADD
#undef SUB
#undef MUL
#undef MAX
#undef MIN
#undef ABS
#undef LANE
#undef HSUM
#undef GTSEL
#undef EQSEL
#undef VEXPW
#undef VEXPB
#undef VBIG

@ Two passes over the logits of an input, after the keys: one finds the
dominant token, the runner-up's logit, the smallest logit and the score
range; the other forms the weights and the four sums. The gaps
$z_t=a_t-a_r$ are not stored in between: the second pass subtracts $a_r$
and then $m$ from each logit in registers, the same two roundings in the
same order as storing the gap first, so the weights are the same numbers.
The runner-up's gap and the smallest gap come from logits too: rounding
is monotone, so $\max_{t\ne r}{\rm fl}(a_t-a_r)={\rm fl}(\max_{t\ne
r}a_t-a_r)$, and the same for the minimum.
@<Dyn: the passes of the first level over the logits@>=
{
  static const double iota[4] = {0.0, 1.0, 2.0, 3.0};
  int r = -1, t = 0;
  double zr, a2 = -INFINITY, lo, m, gr, zmin;
  V4 mx = SPL4(-INFINITY), m2 = mx, gM = mx, gm = SPL4(INFINITY), mn = gm;
  V4 vs = SPL4(0.0), vD = vs, vW = vs, vM = vs;
  @<Dyn: find the dominant token, the runner-up and the score range@>@;
  @<Dyn: form the weights and the four sums in one vector pass@>@;
}

@ The maximum logit and its first position, in one pass of vectors: each
lane keeps its largest logit and the index where it first occurred (a later
logit replaces it only if strictly larger), its second largest logit (which
equals the largest when two of its tokens tie), and its smallest logit. The
first position overall is the smallest index among the lanes that hold the
maximum; the runner-up's logit $\max_{t\ne r}a_t$ is the largest of the
other lanes' maxima and that lane's second largest. A NaN logit (only from
keys or a query beyond the range of a double) is never larger or smaller
than anything, so it is passed over; if no lane holds a logit above
$-\infty$, a scalar rule decides, so that |r| is always a valid token.
@<Dyn: find the dominant token, the runner-up and the score range@>=
{
  V4 ix = SPL4(0.0), tv = LD(iota);
  int lr = -1; /* the lane of the dominant token */
  for (t = 0; t + 4 <= T; t += 4) {
    V4 g = LD(gam + t), zt = LD(z + t);
    m2 = GTSEL(zt, mx, mx, GTSEL(zt, m2, zt, m2)); /* the lane's second largest */
    ix = GTSEL(zt, mx, tv, ix); mx = GTSEL(zt, mx, zt, mx);
    mn = MIN(zt, mn);
    gM = MAX(gM, g); gm = MIN(gm, g); tv = ADD(tv, SPL4(4.0));
  }
  if (t < T) {
    V4 g = LDT(gam + t, T - t, gam[0]), zt = LDT(z + t, T - t, -INFINITY);
    m2 = GTSEL(zt, mx, mx, GTSEL(zt, m2, zt, m2));
    ix = GTSEL(zt, mx, tv, ix); mx = GTSEL(zt, mx, zt, mx);
    mn = MIN(LDT(z + t, T - t, INFINITY), mn);
    gM = MAX(gM, g); gm = MIN(gm, g);
  }
  zr = max_d(max_d(LANE(mx, 0), LANE(mx, 1)), max_d(LANE(mx, 2), LANE(mx, 3)));
  lo = min_d(min_d(LANE(mn, 0), LANE(mn, 1)), min_d(LANE(mn, 2), LANE(mn, 3)));
  if (zr > -INFINITY)
    for (int l = 0; l < 4; l++) if (LANE(mx, l) == zr && (r < 0 || LANE(ix, l) < r)) { r = (int)LANE(ix, l); lr = l; }
  for (int l = 0; l < 4 && r >= 0; l++) a2 = max_d(a2, l == lr ? LANE(m2, l) : LANE(mx, l));
}
if (r < 0) {
  r = 0;
  for (t = 1; t < T; t++) if (z[t] > z[r]) r = t;
  zr = z[r]; a2 = -INFINITY; lo = INFINITY;
  for (t = 0; t < T; t++) { if (t != r) a2 = max_d(a2, z[t]); lo = min_d(lo, z[t]); }
}
o->r = r;
o->M = max_d(max_d(LANE(gM, 0), LANE(gM, 1)), max_d(LANE(gM, 2), LANE(gM, 3)));
o->gmin = min_d(min_d(LANE(gm, 0), LANE(gm, 1)), min_d(LANE(gm, 2), LANE(gm, 3)));
m = a2 - zr; /* the runner-up's gap */
zmin = lo - zr; /* the smallest gap */
o->m = m;

@ The weights, sixteen at a time as four interleaved vectors (the
exponential of the section on |VEXP_WAYS|), then four at a time, then the
tokens beyond the last full vector. The dominant token's lane gets the
argument $0$ (a valid one on either path of the exponential) and the weight
$0$, so it drops out of every sum without a test; so do the lanes beyond
$T$. The weights are stored in |z| for the gradient, and the four sums are
taken from the registers.
@<Dyn: form the weights and the four sums in one vector pass@>=
gr = gam[r];
{
  int fast = zmin - m >= -708.0; /* every $z_t-m\ge-708$ */
  V4 vzr = SPL4(zr), vm = SPL4(m), vr = SPL4((double)r), tv = LD(iota), zero = SPL4(0.0);
  t = 0;
#define NQ 8
  if (VBIG) for (; t + 4 * NQ <= T; t += 4 * NQ) @<Dyn: the weights of a block of |NQ| vectors@>@;
#undef NQ
#define NQ 4
  for (; t + 4 * NQ <= T; t += 4 * NQ) @<Dyn: the weights of a block of |NQ| vectors@>@;
#undef NQ
  for (; t + 4 <= T; t += 4) {
    V4 x = EQSEL(tv, vr, zero, SUB(SUB(LD(z + t), vzr), vm)), s, g = LD(gam + t);
    VEXPW(&x, 1, fast);
    s = EQSEL(tv, vr, zero, x);
    ST(z + t, s);
    @<Dyn: add the weights |s| of the scores |g| to the four sums@>@;
    tv = ADD(tv, SPL4(4.0));
  }
  if (t < T) { /* the lanes beyond $T$ get the argument $0$ and the weight $0$ */
    double xa[4] = {0.0, 0.0, 0.0, 0.0};
    V4 x, s, g = LDT(gam + t, T - t, gr);
    for (int l = 0; l < T - t; l++) xa[l] = (z[t + l] - zr) - m;
    x = EQSEL(tv, vr, zero, LD(xa));
    VEXPW(&x, 1, fast);
    ST(xa, EQSEL(tv, vr, zero, x));
    for (int l = T - t; l < 4; l++) xa[l] = 0.0;
    s = LD(xa);
    STT(z + t, T - t, s);
    @<Dyn: add the weights |s| of the scores |g| to the four sums@>@;
  }
}
z[r] = 0.0;
o->shat = HSUM(vs); o->Dhat = HSUM(vD); o->W = HSUM(vW); o->Mhat = HSUM(vM);

@ A block of |NQ| vectors of four tokens: their arguments, their
exponentials in as many independent ways as the copy's exponential takes
(|VEXPB| vectors), then their weights into the sums, vector by vector in
increasing $t$. The AVX-512 copy first takes blocks of thirty-two tokens,
whose eight vectors of four are four independent vectors of eight for the
exponential: its chain of dependent operations is long, and with fewer
ways the pass waits on it.
@<Dyn: the weights of a block of |NQ| vectors@>=
{
  V4 x[NQ], tq[NQ];
#pragma GCC unroll 8
  for (int q = 0; q < NQ; q++) {
    tq[q] = ADD(tv, SPL4(4.0 * q));
    x[q] = EQSEL(tq[q], vr, zero, SUB(SUB(LD(z + t + 4 * q), vzr), vm)); /* $z_t-m$ */
  }
  for (int q = 0; q < NQ; q += VEXPB) VEXPW(x + q, NQ < VEXPB ? NQ : VEXPB, fast);
#pragma GCC unroll 8
  for (int q = 0; q < NQ; q++) {
    V4 s = EQSEL(tq[q], vr, zero, x[q]), g = LD(gam + t + 4 * q); /* $\hat s_t$ */
    ST(z + t + 4 * q, s);
    @<Dyn: add the weights |s| of the scores |g| to the four sums@>@;
  }
  tv = ADD(tv, SPL4(4.0 * NQ));
}

@ @<Dyn: add the weights |s| of the scores |g| to the four sums@>=
{
  V4 dl = SUB(g, SPL4(gr)); /* $\delta_t$ */
  vs = ADD(vs, s); vD = ADD(vD, MUL(s, dl)); vW = ADD(vW, MUL(s, ABS(dl)));
  vM = ADD(vM, MUL(s, SUB(SPL4(o->M), g)));
}

@ The gradient weights $w_t=\hat s_t(\delta_t-\rho\hat D)$ for $t\ne r$ and
$w_r=-\sum_{t\ne r}w_t$, then $\hat h_i=\sum_tw_tk_t$ (see the section that
adds the gradient of an input). The sum of the $w_t$ runs in four lanes, as
the first level's sums.
@<Dyn: vector kernels@>=
VK void gradient_body(const double *K, const double *gam, int T, int d, int r, double rhoD,
  double *z, double *h, int wide)
{
  z[r] = 0.0;
  if (T <= MM_DYN_SMALL_T) { /* the same numbers as the vector pass, as in |level1_small| */
    double ws[4] = {0.0, 0.0, 0.0, 0.0}, gr = gam[r];
    for (int t = 0; t < T; t++) { z[t] = z[t] * ((gam[t] - gr) - rhoD); ws[t & 3] += z[t]; }
    z[r] = -((ws[0] + ws[1]) + (ws[2] + ws[3]));
  } else if (wide) {
    @<Dyn: name the operations on |v4d|@>@;
    @<Dyn: form the gradient weights and their sum@>@;
    @<Dyn: forget the names of the vector operations@>@;
  } else {
    @<Dyn: name the operations on |p4d|@>@;
    @<Dyn: form the gradient weights and their sum@>@;
    @<Dyn: forget the names of the vector operations@>@;
  }
  weighted_keys_body(K, z, T, d, h, wide);
}

@ @<Dyn: form the gradient weights and their sum@>=
{
  V4 ws = SPL4(0.0);
  double gr = gam[r];
  int t = 0;
  for (; t + 4 <= T; t += 4) {
    V4 w = MUL(LD(z + t), SUB(SUB(LD(gam + t), SPL4(gr)), SPL4(rhoD))); /* $w_t=\hat s_t(\delta_t-\rho\hat D)$ */
    ST(z + t, w);
    ws = ADD(ws, w);
  }
  if (t < T) {
    V4 w = MUL(LDT(z + t, T - t, 0.0), SUB(SUB(LDT(gam + t, T - t, gr), SPL4(gr)), SPL4(rhoD)));
    STT(z + t, T - t, w);
    ws = ADD(ws, w);
  }
  z[r] = -HSUM(ws);
}

@ The three copies and the choice between them. Each kernel is instantiated
by a one-line function per instruction set; the bodies above are inlined
into each, and compiled for its target. For inputs of at most
|MM_DYN_SMALL_T| tokens the AVX-512 copy's table points at the AVX2 copy's
first level and gradient, which are its plain loops (the same bits by
construction): those loops, compiled for the AVX-512 target, measured
slower, $12.7$ to $13.5\,\mu$s against $10.4$ to $10.8$ for the first
level of $100$ inputs of $8$ tokens in dimension $32$, and the step at
$T=8$ was $7\%$ slower than the AVX2 copy's; with the AVX2 loops it is at
parity.
@<Dyn: vector kernels@>=
#define MM_DYN_KERNELS(sfx, attr, wide, l1, grad) \
  attr static void logits_##sfx(const double *K, const double *p, int T, int d, double *z) \
  { logits_body(K, p, T, d, z, wide); } \
  attr static void wkeys_##sfx(const double *K, const double *w, int T, int d, double *h) \
  { weighted_keys_body(K, w, T, d, h, wide); } \
  attr static void level1_##sfx(const double *K, const double *p, const double *gam, int T, int d, \
    double *z, mm_dyn_level1 *o) { level1_body(K, p, gam, T, d, z, o, wide); } \
  attr static void gradient_##sfx(const double *K, const double *gam, int T, int d, int r, \
    double rhoD, double *z, double *h) { gradient_body(K, gam, T, d, r, rhoD, z, h, wide); } \
  attr static void exp_##sfx(const double *x, int n, double *y) { exp_body(x, n, y, wide); } \
  static const mm_dyn_kernels kernels_##sfx = {#sfx, logits_##sfx, wkeys_##sfx, l1, \
    grad, exp_##sfx};
MM_DYN_KERNELS(baseline, , 0, level1_baseline, gradient_baseline)
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
MM_DYN_KERNELS(avx2, __attribute__((target("avx2"))), 1, level1_avx2, gradient_avx2)
#define MM_DYN_HAVE_AVX2 1
#else
#define MM_DYN_HAVE_AVX2 0
#endif
#if MM_DYN_HAVE_AVX512
static void level1_avx512_split(const double *K, const double *p, const double *gam, int T, int d,
  double *z, mm_dyn_level1 *o);
static void gradient_avx512_split(const double *K, const double *gam, int T, int d, int r, double rhoD,
  double *z, double *h);
MM_DYN_KERNELS(avx512, __attribute__((target("avx512f,avx512vl,avx512dq"))), 2, level1_avx512_split,
  gradient_avx512_split)
static void level1_avx512_split(const double *K, const double *p, const double *gam, int T, int d,
  double *z, mm_dyn_level1 *o) /* a few tokens: the AVX2 copy's first level */
{
  if (T <= MM_DYN_SMALL_T) level1_avx2(K, p, gam, T, d, z, o);
  else level1_avx512(K, p, gam, T, d, z, o);
}
static void gradient_avx512_split(const double *K, const double *gam, int T, int d, int r, double rhoD,
  double *z, double *h) /* a few tokens: the AVX2 copy's gradient */
{
  if (T <= MM_DYN_SMALL_T) gradient_avx2(K, gam, T, d, r, rhoD, z, h);
  else gradient_avx512(K, gam, T, d, r, rhoD, z, h);
}
#endif

@ The choice is made on first use and kept: the AVX-512 copy where the
processor (and the operating system, which must save the 512-bit
registers) supports AVX-512F, VL and DQ, else the AVX2 copy where it
supports AVX2, else the baseline. |mm_dyn_set_isa| overrides it with
|"baseline"|, |"avx2"|, |"avx512"| (each refused with |MM_EINPUT| where the
processor lacks it, or the compiler could not build it) or |"auto"|. It is
not meant to be called while another thread evaluates.
@.the processor does not support@>
@.this build has no@>
@<Dyn: vector kernels@>=
static const mm_dyn_kernels *kernels_in_use;
static int cpu_has_avx2(void)
{
#if MM_DYN_HAVE_AVX2
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
#else
  return 0;
#endif
}
static int cpu_has_avx512(void)
{
#if MM_DYN_HAVE_AVX512
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
#else
  return 0;
#endif
}
static const mm_dyn_kernels *auto_kernels(void)
{
#if MM_DYN_HAVE_AVX512
  if (cpu_has_avx512()) return &kernels_avx512;
#endif
#if MM_DYN_HAVE_AVX2
  if (cpu_has_avx2()) return &kernels_avx2;
#endif
  return &kernels_baseline;
}
const mm_dyn_kernels *mm_dyn_kernels_get(void)
{
  if (kernels_in_use == NULL) kernels_in_use = auto_kernels();
  return kernels_in_use;
}
mm_status mm_dyn_set_isa(const char *name)
{
  if (strcmp(name, "auto") == 0) kernels_in_use = auto_kernels();
  else if (strcmp(name, "baseline") == 0) kernels_in_use = &kernels_baseline;
  else if (strcmp(name, "avx2") == 0) {
    if (!MM_DYN_HAVE_AVX2) return mm_fail(MM_EINPUT, "mm_dyn_set_isa: this build has no avx2 kernels (not x86-64, or not GCC or Clang)");
    if (!cpu_has_avx2()) return mm_fail(MM_EINPUT, "mm_dyn_set_isa: the processor does not support avx2");
#if MM_DYN_HAVE_AVX2
    kernels_in_use = &kernels_avx2;
#endif
  }
  else if (strcmp(name, "avx512") == 0) {
    if (!MM_DYN_HAVE_AVX512) return mm_fail(MM_EINPUT, "mm_dyn_set_isa: this build has no avx512 kernels (not x86-64, or a compiler without __builtin_shufflevector)");
    if (!cpu_has_avx512()) return mm_fail(MM_EINPUT, "mm_dyn_set_isa: the processor does not support avx512 (avx512f, avx512vl and avx512dq)");
#if MM_DYN_HAVE_AVX512
    kernels_in_use = &kernels_avx512;
#endif
  }
  else return mm_fail(MM_EINPUT, "mm_dyn_set_isa: unknown instruction set '%s' (auto, baseline, avx2, avx512)", name);
  return MM_OK;
}
const char *mm_dyn_isa(void) { return mm_dyn_kernels_get()->name; }

@ What the AVX-512 copy gains, as \.{bench\_dyn} and interleaved runs of
the step measure it on an Intel Xeon with AVX-512 (two virtual processors
shared with other work, load $3$ to $4.6$; processor time, the minimum over
rounds in which the copies alternate). The normalised step at $n=100$,
$T=64$, $d=32$ takes $0.93$ to $0.95$ of the AVX2 copy's time ($73.4$ to
$79.1$ against $77.9$ to $84.7\,\mu$s in three runs), and $0.91$ to $0.97$
at $n=10$ and $1000$, at $T=128$ and $512$ and at $d=16$, $64$ and $128$; at $T=8$ and $16$ the two
are at parity (within $1\%$), and at $d=8$ the AVX-512 copy's minimum was
$4\%$ above and its median equal, within the noise of the moment. By pass
($100$ inputs of the base size, minimum of $300$ alternated repetitions):
the logits $21.9$ against $24.5\,\mu$s, the weighted keys $17.5$ against
$22.8$, the vector exponential alone $1.4$ against $2.2$\,ns per value.
The first level's pass over the weights gains nothing measurable from its
exponential eight lanes wide ($25.1$ against $24.6\,\mu$s): it waits on
the dependent chains of its four sums and of the lanes' maxima, and on the
scalar work of each input, not on the exponential's arithmetic; and the
logits, which join two tokens' rows into each vector of eight with one
shuffle per pair of loads, gain about a tenth. Twice the width therefore
takes about a twentieth off the step, not a half: the step remains $4$ to $5$ times its
overlapped bound, which \.{bench\_dyn} measures with loads as wide as
the copy's own. The copy is chosen where the processor has it because no
size measured it slower beyond the noise.

@ The table of kernels, and the first level's results, are shared with the
nonlinear head's chapter, which uses the logits and the weighted keys.
@<Dyn: internal declarations@>=
typedef struct {
  int r; /* the dominant token */
  double m, M, gmin; /* the runner-up's gap, the score range */
  double shat, Dhat, W, Mhat; /* $\sum\hat s_t$, $\hat D$, $W$, $\sum\hat s_t(M-\gamma_t)$ */
} mm_dyn_level1;
typedef struct {
  const char *name;
  void (*logits)(const double *K, const double *p, int T, int d, double *z);
  void (*weighted_keys)(const double *K, const double *w, int T, int d, double *h);
  void (*level1)(const double *K, const double *p, const double *gam, int T, int d, double *z, mm_dyn_level1 *o);
  void (*gradient)(const double *K, const double *gam, int T, int d, int r, double rhoD, double *z, double *h);
  void (*exp)(const double *x, int n, double *y);
} mm_dyn_kernels;
const mm_dyn_kernels *mm_dyn_kernels_get(void);
