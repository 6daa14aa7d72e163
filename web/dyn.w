@*The dynamics.
The theorems of the paper describe where optimisation goes as $\norm{p}\to
\infty$: gradient descent on $L(p)$ lets the norm of $p$ grow without bound
while its direction settles on a max-margin direction, and the
regularization path $\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L(p)$ does
the same as $R\to\infty$. This chapter, the module \.{dyn}, computes those
objects: plain gradient descent with the step $\eta\le1/L_p$ of~(5),
normalised gradient descent, global and cone-restricted regularization
paths, training of $W$ with $p$ fixed, joint training of $(v,p)$, a
nonlinear prediction head, and trajectories written as CSV.
@^dynamics@>

The whole difficulty is numerical. Along every trajectory of interest the
softmax saturates: all but one token of each input get weight
$e^{-c\norm{p}}$, the loss approaches its infimum, and the gradient shrinks
like the smallest of those weights. In double precision the tails round away
long before the theorems have anything to say, so the chapter begins with an
evaluation of $L$, of $L-\inf L$ and of the gradient that never forms a
quantity that can underflow or cancel, and then builds every method on it.
Its checks are in Part~II, chapter ``Checks of the dynamics''; the theorem
checks that use these methods come later.

{\it Interface.} |mm_dyn_evaluate| gives $L$, $\log(L-L_\star)$ and the
gradient as a unit direction with the logarithm of its norm; |mm_dyn_run|
performs GD or normalised GD with stopping rules and an optional
trajectory (|mm_dyn_traj|, written by |mm_dyn_traj_write_csv|);
|mm_dyn_train_W| and |mm_dyn_train_joint| train $W$ with $p$ fixed and
$(v,p)$ together; |mm_dyn_path| computes global and cone-restricted
regularization paths; |mm_mlp|, |mm_dyn_nl_risk| and |mm_dyn_nl_evaluate|
(the excess over the best pure selection in log form, with its sign) provide
the nonlinear head.

{\it Status.} Everything listed above is implemented and checked
mechanically (27 Criterion tests; 22 properties in the verification report, some with one entry per start). Normalised GD on E1a
reaches $\norm{p}=10^4$ with a gradient of norm $e^{-10^4}$ whose direction
agrees with a |long double| reference to $2\cdot10^{-17}$. Inputs whose
runner-ups share the dominant score while the tokens that differ in score
lie more than $e^{-746}$ below (common under Assumption~B) are scaled a
second time; the evaluation used to return a zero gradient there, and now
agrees with the |long double| reference to $2.2\,\epsilon(1+A)$ ($A$ the largest logit) on $3000$
such draws. The $v$-gradient of joint training keeps the logarithm of the
runner-up's weight apart as well, where the dominant token is zero and the
others' weights underflow: it used to return $\nabla_vL=0$ there (on $167$ of
$300$ such draws), and now agrees with the |long double| reference to
$1.4\,\epsilon(1+A)$ ($2.4$ on $3000$ draws). A term that is exactly zero by an exact symmetry is
skipped; only a zero that double precision cannot decide is an
|MM_ENUMERIC| error. The nonlinear head
has a log form too; its excess over the best pure selection agrees with a
|long double| reference and, at weights $e^{-50}$ to $e^{-5000}$, with the
first-order expansion, to less than one unit of the rounding argued in its
check, so its paths are followed to $1024\norm{p^\psi}$. The regularization path keeps its steps
scale-free, so that it returns a status rather than aborting wherever the
gradient of its objective under- or overflows, and it starts inside the
ball as well as on its sphere, so that a finite minimiser of the risk is
found; both defects, and the checks that now guard them, are described in
its section. Known limits of the path: its objective $\log(L-L_\star)$ is
flat to rounding in regions where some input's dominant token lacks the top
score, beyond logit gaps of about $36$ (along the GMM's ray it is exact to
the rounding of the logits); at an interior minimiser in an ill-conditioned
valley the projected-gradient method stops near stationarity $10^{-8}R$
(position resolved to about $10^{-8}$) and spends its iteration limit; and,
with random starts only, a GMM of tiny margin is not found at a first
radius far beyond its norm unless its direction is among the starts (on
Theorem~4's near-tie draw, margin $10^{-3}$: $F=-8.99$ at $R=4000$ against
$-11.76$ along the GMM). The benchmark runs a normalised step of the
$n=100$, $T=64$, $d=32$ problem in about $105$--$125\,\mu$s on this shared
machine, five to six times faster than the authors' float32 code but short
of the $100\,\mu$s target; about $20\,\mu$s of it are the $6400$ calls
of |exp|, which no reformulation removes, and the benchmark prints the
roofline that accounts for them.

@(dyn.h@>=
#ifndef MM_DYN_H
#define MM_DYN_H
#include <stdint.h>
#include "model.h"
@<Dyn: type definitions@>@;
@<Dyn: declarations@>@;
#endif

@ @(dyn.c@>=
@<Dyn: include files@>@;
@<Dyn: static declarations@>@;
@<Dyn: subroutines@>@;

@ @<Dyn: include files@>=
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
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

@<Dyn: subroutines@>=
mm_status mm_dyn_evaluate(const mm_instance *in, const double *p, double *gdir,
  mm_dyn_value *val)
{
  return mm_dyn_evaluate_full(in, in->K, p, gdir, NULL, val);
}

@ The logarithm of $\vert\ell'(u)\vert$: for the logistic loss
$\log\sigma(-u)=-\log(1+e^u)$, computed without overflow for either sign.
@<Dyn: subroutines@>=
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
@<Dyn: subroutines@>=
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
@<Dyn: subroutines@>=
static void lse_add(double *c, double *s, double x)
{
  if (x == -INFINITY) return;
  if (x <= *c) *s += exp(x - *c);
  else { *s = *s * exp(*c - x) + 1.0; *c = x; }
}
static void vec_lse_add(double *c, double *g, int d, double x, const double *h, double sign)
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

@ @<Dyn: static declarations@>=
static double dotd(const double *x, const double *y, int d);
static mm_status evaluate(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val, int values);
static inline void logits(const double *K, const double *p, int T, int d, double *z) __attribute__((always_inline));
static inline void weighted_keys(const double *K, const double *w, int T, int d, double *h) __attribute__((always_inline));

@ Logits are the hot loop of every method (the benchmark spends most of its
time here), so the dot product uses four independent accumulators; its
rounding error is the usual $d\,\epsilon\sum\vert x_jy_j\vert$ bound.
@<Dyn: subroutines@>=
static double dotd(const double *x, const double *y, int d)
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
@<Dyn: static declarations@>=
typedef double v2d __attribute__((vector_size(16)));

@ @<Dyn: subroutines@>=
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
@<Dyn: subroutines@>=
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
The work is done by |evaluate|, whose flag |values| says whether the risk
and the excess are wanted: a normalised step needs neither, and their
logarithms cost about a tenth of an evaluation, so the runs below ask for
them only on the steps they record. Without them |risk| and |log_excess| are
NaN.
@<Dyn: subroutines@>=
mm_status mm_dyn_evaluate_full(const mm_instance *in, const double *keys,
  const double *p, double *gdir, double *gvdir, mm_dyn_value *val)
{
  return evaluate(in, keys, p, gdir, gvdir, val, 1);
}
static mm_status evaluate(const mm_instance *in, const double *keys,
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

@ @<Dyn: subroutines@>=
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

@ @<Dyn: subroutines@>=
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
@<Dyn: subroutines@>=
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
@<Dyn: static declarations@>=
static double normalise_log(double *g, int d, double c, int n);

@ @<Dyn: subroutines@>=
static double normalise_log(double *g, int d, double c, int n)
{
  double nr = mm_norm(g, d);
  if (c == -INFINITY || nr == 0.0) {
    memset(g, 0, sizeof(double) * (size_t)d);
    return -INFINITY;
  }
  for (int j = 0; j < d; j++) g[j] /= nr;
  return c + log(nr) - log((double)n);
}

@*1 Gradient descent and normalised gradient descent.
Gradient descent is $p\gets p-\eta\nabla L(p)$; by the descent lemma it
never increases $L$ when $\eta\le1/L_p$, with $L_p$ the bound~(5), which is
the default step. Normalised gradient descent, the paper's protocol, is
$p\gets p-\eta\,\nabla L/\norm{\nabla L}$: the step has length $\eta$ whatever
the size of the gradient, so $\norm{p}$ grows by at most $\eta$ per step and,
once the direction has settled, by almost exactly $\eta$. Both use only the
direction and the logarithm of the norm from |mm_dyn_evaluate|: the plain
step is $\eta e^{\log\norm{\nabla L}}$ times the unit direction, which is
$0$ in double precision once the gradient is below the smallest number, an
honest description of what plain gradient descent does there (the run then
stops as {\it stalled\/}); the normalised step never needs the norm at all.
@^gradient descent@>
@^normalised gradient descent@>
@^step size@>

A run stops at the first of: the step limit, the norm limit
($\norm{p}\ge$ |max_norm|), an angle change below |min_angle| between
consecutive iterates, or a stall (zero gradient, or a step that leaves $p$
unchanged). The angle between unit vectors $a$, $b$ is computed as
$2\arcsin(\norm{a-b}/2)$, accurate also for tiny angles, where
$\arccos\langle a,b\rangle$ loses half the digits.
@^stopping rules@>

@<Dyn: type definitions@>=
typedef enum { MM_DYN_GD, MM_DYN_NGD } mm_dyn_method;
typedef enum {
  MM_DYN_STOP_STEPS, MM_DYN_STOP_NORM, MM_DYN_STOP_ANGLE, MM_DYN_STOP_STALLED
} mm_dyn_stop;
typedef struct {
  mm_dyn_method method;
  double eta; /* step; for plain GD on $p$ or $W$, $0$ means $1/L_p$ */
  long max_steps;
  double max_norm; /* stop once $\norm{p}\ge$ this; $0$: no limit */
  double min_angle; /* stop when consecutive directions differ by less (radians); $0$: off */
  long record_every; /* trajectory row every so many steps; $0$: first and last only */
  void (*progress)(long k, long max_steps, double norm, void *ctx); /* called every 1000 steps, if set */
  void *progress_ctx;
} mm_dyn_options;
typedef struct {
  long steps; /* steps taken */
  mm_dyn_stop stop; /* why the run ended */
  double eta; /* the step actually used */
  double norm; /* final $\norm{p}$ (for $W$-training, $\norm{W}_F$) */
  mm_dyn_value last; /* the evaluation at the final iterate */
} mm_dyn_result;

@ @<Dyn: declarations@>=
mm_dyn_options mm_dyn_defaults(void);
const char *mm_dyn_stop_name(mm_dyn_stop s);
double mm_dyn_angle(const double *a, const double *b, int d);

@ The defaults are the paper's: normalised steps of $0.1$, at most $10^4$
of them.
@<Dyn: subroutines@>=
mm_dyn_options mm_dyn_defaults(void)
{
  mm_dyn_options o;
  memset(&o, 0, sizeof o);
  o.method = MM_DYN_NGD; o.eta = 0.1; o.max_steps = 10000;
  return o;
}
const char *mm_dyn_stop_name(mm_dyn_stop s)
{
  switch (s) {
  case MM_DYN_STOP_STEPS: return "steps";
  case MM_DYN_STOP_NORM: return "norm";
  case MM_DYN_STOP_ANGLE: return "angle";
  case MM_DYN_STOP_STALLED: return "stalled";
  }
  return "unknown";
}
double mm_dyn_angle(const double *a, const double *b, int d)
{
  double na = mm_norm(a, d), nb = mm_norm(b, d);
  long double s = 0.0L;
  if (na == 0.0 || nb == 0.0) return NAN;
  for (int j = 0; j < d; j++) {
    long double e = (long double)a[j] / na - (long double)b[j] / nb;
    s += e * e;
  }
  return 2.0 * asin(fmin(1.0, (double)sqrtl(s) / 2.0));
}

@ Options are checked before any work; a bad value is a caller's mistake and
comes back as |MM_EINPUT| with the offending value.
@.step size must be positive@>
@.step limit must be non-negative@>
@<Dyn: subroutines@>=
static mm_status check_options(const char *fn, const mm_dyn_options *o, int eta_may_be_zero)
{
  if (!(isfinite(o->eta) && (o->eta > 0 || (o->eta == 0 && eta_may_be_zero))))
    return mm_fail(MM_EINPUT, "%s: step size must be positive and finite, got %g", fn, o->eta);
  if (o->max_steps < 0) return mm_fail(MM_EINPUT, "%s: step limit must be non-negative, got %ld", fn, o->max_steps);
  if (o->method != MM_DYN_GD && o->method != MM_DYN_NGD) return mm_fail(MM_EINPUT, "%s: unknown method %d", fn, (int)o->method);
  if (!(o->max_norm >= 0) || !(o->min_angle >= 0) || o->record_every < 0)
    return mm_fail(MM_EINPUT, "%s: norm limit, angle limit and recording interval must be non-negative", fn);
  return MM_OK;
}

@*2 Trajectories.
A trajectory is a table with one row per recorded iterate: the step number,
$\norm{p}$, $L$, $\log(L-L_\star)$, $\log\norm{\nabla L}$, the coordinates of
$p$ (and of $v$ in joint training), the cosines of $p$ with directions the
caller supplies (for instance the closed-form max-margin directions), and,
when the caller names one token per input, the mean softmax mass on those
tokens and the logarithm of the mean mass on all the others. The latter is
the quantity that still moves when the former has rounded to $1$.
@^trajectory@>
@^CSV@>

@<Dyn: type definitions@>=
typedef struct {
  int d, dv, ndirs; /* columns: $p$ ($d$), $v$ ($dv$, $0$ or $d$), cosines */
  const double *dirs; /* |ndirs| directions of length $d$, row by row */
  const int *tokens; /* one token per input for the mass columns, or |NULL| */
  long rows, cap;
  long *step;
  double *norm, *risk, *log_excess, *log_gnorm, *mass, *log_rest;
  double *p, *v, *cosine; /* |rows*d|, |rows*dv|, |rows*ndirs| */
} mm_dyn_traj;

@ @<Dyn: declarations@>=
void mm_dyn_traj_init(mm_dyn_traj *tr, int d, const double *dirs, int ndirs, const int *tokens);
void mm_dyn_traj_free(mm_dyn_traj *tr);
mm_status mm_dyn_traj_write_csv(const mm_dyn_traj *tr, const char *path);
void mm_dyn_token_mass(const mm_instance *in, const double *p, const int *tokens,
  double *mean_mass, double *log_rest);

@ Initialisation only records the shape; storage grows by doubling as rows
are pushed. A run sets |dv| itself.
@<Dyn: subroutines@>=
void mm_dyn_traj_init(mm_dyn_traj *tr, int d, const double *dirs, int ndirs, const int *tokens)
{
  memset(tr, 0, sizeof *tr);
  tr->d = d; tr->dirs = dirs; tr->ndirs = dirs ? ndirs : 0; tr->tokens = tokens;
}
void mm_dyn_traj_free(mm_dyn_traj *tr)
{
  free(tr->step); free(tr->norm); free(tr->risk); free(tr->log_excess);
  free(tr->log_gnorm); free(tr->mass); free(tr->log_rest);
  free(tr->p); free(tr->v); free(tr->cosine);
  tr->step = NULL; tr->norm = tr->risk = tr->log_excess = tr->log_gnorm = NULL;
  tr->mass = tr->log_rest = tr->p = tr->v = tr->cosine = NULL;
  tr->rows = tr->cap = 0;
}

@ The token mass: $\log s_{it}$ from the log-softmax of model.w, the mass on
the named token $e^{\log s}$, and the rest as a log-sum-exp over the other
tokens, so that it is exact also when it is $e^{-10^4}$.
@<Dyn: subroutines@>=
void mm_dyn_token_mass(const mm_instance *in, const double *p, const int *tokens,
  double *mean_mass, double *log_rest)
{
  int d = in->d;
  double *ls = malloc(sizeof(double) * (size_t)mm_instance_max_tokens(in));
  double rc = -INFINITY, rs = 0.0;
  long double mass = 0.0L;
  mm_assert(ls != NULL);
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    double c = -INFINITY, s = 0.0;
    for (int t = 0; t < in->T[i]; t++) ls[t] = mm_dot(K + (size_t)t * d, p, d);
    mm_log_softmax(ls, in->T[i], ls);
    mass += exp(ls[tokens[i]]);
    for (int t = 0; t < in->T[i]; t++) if (t != tokens[i]) lse_add(&c, &s, ls[t]);
    if (s > 0) lse_add(&rc, &rs, c + log(s));
  }
  free(ls);
  *mean_mass = (double)(mass / in->n);
  *log_rest = rs > 0 ? rc + log(rs) - log((double)in->n) : -INFINITY;
}

@ A trajectory handed to a run must match the instance: its dimension, and
one valid token per input when masses are asked for.
@.trajectory does not match the instance@>
@<Dyn: subroutines@>=
static mm_status check_traj(const char *fn, const mm_instance *in, const mm_dyn_traj *tr)
{
  if (tr == NULL) return MM_OK;
  if (tr->d != in->d)
    return mm_fail(MM_EINPUT, "%s: trajectory does not match the instance: dimension %d, instance %d", fn, tr->d, in->d);
  if (tr->tokens)
    for (int i = 0; i < in->n; i++)
      if (tr->tokens[i] < 0 || tr->tokens[i] >= in->T[i])
        return mm_fail(MM_EINPUT, "%s: trajectory does not match the instance: token %d named for input %d, which has %d tokens",
          fn, tr->tokens[i], i, in->T[i]);
  return MM_OK;
}

@ Pushing a row. Growth failures are reported, never ignored.
@<Dyn: static declarations@>=
static mm_status traj_push(mm_dyn_traj *tr, const mm_instance *in, long step,
  const double *p, const double *v, const mm_dyn_value *val);
static mm_status check_traj(const char *fn, const mm_instance *in, const mm_dyn_traj *tr);

@ @<Dyn: subroutines@>=
static int grow(void **a, long cap, size_t width)
{
  void *q = realloc(*a, (size_t)cap * width + 1);
  if (q == NULL) return 0;
  *a = q;
  return 1;
}
static mm_status traj_push(mm_dyn_traj *tr, const mm_instance *in, long step,
  const double *p, const double *v, const mm_dyn_value *val)
{
  long k = tr->rows;
  int d = tr->d;
  if (k == tr->cap) @<Dyn: double the capacity of the trajectory@>@;
  tr->step[k] = step;
  tr->norm[k] = mm_norm(p, d); tr->risk[k] = val->risk;
  tr->log_excess[k] = val->log_excess; tr->log_gnorm[k] = val->log_gnorm;
  memcpy(tr->p + (size_t)k * d, p, sizeof(double) * (size_t)d);
  if (tr->dv) memcpy(tr->v + (size_t)k * tr->dv, v, sizeof(double) * (size_t)tr->dv);
  for (int j = 0; j < tr->ndirs; j++) tr->cosine[(size_t)k * tr->ndirs + j] = mm_cos(p, tr->dirs + (size_t)j * d, d);
  if (tr->tokens) mm_dyn_token_mass(in, p, tr->tokens, &tr->mass[k], &tr->log_rest[k]);
  tr->rows++;
  return MM_OK;
}

@ @<Dyn: double the capacity...@>=
{
  long cap = tr->cap ? 2 * tr->cap : 64;
  int ok = grow((void **)&tr->step, cap, sizeof(long)) && grow((void **)&tr->norm, cap, sizeof(double))
    && grow((void **)&tr->risk, cap, sizeof(double)) && grow((void **)&tr->log_excess, cap, sizeof(double))
    && grow((void **)&tr->log_gnorm, cap, sizeof(double)) && grow((void **)&tr->mass, cap, sizeof(double))
    && grow((void **)&tr->log_rest, cap, sizeof(double)) && grow((void **)&tr->p, cap, sizeof(double) * (size_t)d)
    && grow((void **)&tr->v, cap, sizeof(double) * (size_t)tr->dv) && grow((void **)&tr->cosine, cap, sizeof(double) * (size_t)tr->ndirs);
  if (!ok) return mm_fail(MM_ENOMEM, "trajectory: out of memory at %ld rows", cap);
  tr->cap = cap;
}

@ The CSV file has a header line naming every column and one line per row,
numbers with 17 significant digits so that a reader recovers the doubles
exactly; it is written atomically, so a reader never sees half a table.
@.cannot write@>
@<Dyn: subroutines@>=
mm_status mm_dyn_traj_write_csv(const mm_dyn_traj *tr, const char *path)
{
  mm_atomic_file af;
  mm_status s = mm_io_atomic_open(&af, path);
  if (s) return s;
  fprintf(af.f, "step,norm,risk,log_excess,log_gnorm");
  for (int j = 0; j < tr->d; j++) fprintf(af.f, ",p%d", j + 1);
  for (int j = 0; j < tr->dv; j++) fprintf(af.f, ",v%d", j + 1);
  for (int j = 0; j < tr->ndirs; j++) fprintf(af.f, ",cos%d", j + 1);
  if (tr->tokens) fprintf(af.f, ",mass,log_rest");
  fputc('\n', af.f);
  for (long k = 0; k < tr->rows; k++) {
    fprintf(af.f, "%ld,%.17g,%.17g,%.17g,%.17g", tr->step[k], tr->norm[k], tr->risk[k], tr->log_excess[k], tr->log_gnorm[k]);
    for (int j = 0; j < tr->d; j++) fprintf(af.f, ",%.17g", tr->p[(size_t)k * tr->d + j]);
    for (int j = 0; j < tr->dv; j++) fprintf(af.f, ",%.17g", tr->v[(size_t)k * tr->dv + j]);
    for (int j = 0; j < tr->ndirs; j++) fprintf(af.f, ",%.17g", tr->cosine[(size_t)k * tr->ndirs + j]);
    if (tr->tokens) fprintf(af.f, ",%.17g,%.17g", tr->mass[k], tr->log_rest[k]);
    fputc('\n', af.f);
  }
  return mm_io_atomic_commit(&af);
}

@*2 The run.
|mm_dyn_run| starts at |p|, leaves the final iterate there, appends rows to
the trajectory |tr| when it is not |NULL|, and fills |res|.
@<Dyn: declarations@>=
mm_status mm_dyn_run(const mm_instance *in, const mm_dyn_options *o, double *p,
  mm_dyn_traj *tr, mm_dyn_result *res);

@ @<Dyn: subroutines@>=
mm_status mm_dyn_run(const mm_instance *in, const mm_dyn_options *o, double *p,
  mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = in->d;
  double *g, *prev, eta;
  mm_dyn_value val;
  mm_status s = check_options("mm_dyn_run", o, o->method == MM_DYN_GD);
  long k = 0;
  if (s || (s = check_traj("mm_dyn_run", in, tr))) return s;
  eta = o->eta > 0 ? o->eta : 1.0 / mm_smoothness_bound(in);
  if (!isfinite(eta)) eta = 1.0; /* $L_p=0$: the risk is constant and the run stalls at once */
  g = malloc(sizeof(double) * (size_t)d); prev = malloc(sizeof(double) * (size_t)d);
  if (!g || !prev) { free(g); free(prev); return mm_fail(MM_ENOMEM, "mm_dyn_run: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = eta;
  if (tr) tr->dv = 0;
  if ((s = mm_dyn_evaluate(in, p, g, &val)) == MM_OK && tr) s = traj_push(tr, in, 0, p, NULL, &val);
  res->last = val;
  while (s == MM_OK) {
    @<Dyn: stop before the step if a limit is reached@>@;
    @<Dyn: take one step, stopping if it stalls@>@;
  }
  res->steps = k; res->norm = mm_norm(p, d);
  if (s == MM_OK && k > 0) s = mm_dyn_evaluate(in, p, g, &res->last);
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = traj_push(tr, in, k, p, NULL, &res->last);
  free(g); free(prev);
  return s;
}

@ @<Dyn: stop before the step...@>=
if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
if (o->max_norm > 0 && mm_norm(p, d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
if (val.log_gnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }

@ @<Dyn: take one step...@>=
{
  double c = o->method == MM_DYN_NGD ? eta : eta * exp(val.log_gnorm);
  int moved = 0;
  memcpy(prev, p, sizeof(double) * (size_t)d);
  for (int j = 0; j < d; j++) { p[j] -= c * g[j]; moved |= p[j] != prev[j]; } /* $p:=p-\eta\nabla L$ or $p-\eta\nabla L/\norm{\nabla L}$ */
  if (!moved) { res->stop = MM_DYN_STOP_STALLED; break; }
  k++;
  if (o->progress && k % 1000 == 0) o->progress(k, o->max_steps, mm_norm(p, d), o->progress_ctx);
  {
    int rec = tr && o->record_every > 0 && k % o->record_every == 0;
    if ((s = evaluate(in, in->K, p, g, NULL, &val, rec)) != MM_OK) break;
    if (rec) s = traj_push(tr, in, k, p, NULL, &val);
  }
  if (o->min_angle > 0 && mm_dyn_angle(p, prev, d) < o->min_angle) { res->stop = MM_DYN_STOP_ANGLE; break; }
}

@*1 Training $W$ with $p$ fixed.
With $p$ fixed the risk depends on $W$ only through $q=Wp$, and by~(4)
$\nabla_WL=(\nabla_qL)\,p^T$. A gradient step on $W$ therefore moves $q$ by
$$\Delta q=-\eta(\nabla_qL)\,p^Tp=-\eta\norm{p}^2\nabla_qL,$$
which is a gradient step on $q$ with step $\eta\norm{p}^2$; every update
adds a matrix with row factor $p^T$, so $W(k)-W(0)$ stays rank one. A
normalised step divides by $\norm{\nabla_WL}_F=\norm{\nabla_qL}\norm{p}$ and
moves $q$ by $\eta\norm{p}$ along $-\nabla_qL/\norm{\nabla_qL}$. The
$q$-gradient is the $p$-gradient of the same data with the tokens as keys,
so |mm_dyn_evaluate_full| with |keys=in->X| computes it in log form. The
default plain step is $1/(L_q\norm{p}^2)$, with $L_q$ the bound~(5) for keys
$x_{it}$: the Hessian of $W\mapsto L(Wp)$ is $\nabla^2_qL\otimes pp^T$, whose
norm is $\norm{\nabla_q^2L}\norm{p}^2$.
@^rank one@>
@^Lemma (p and W)@>

|mm_dyn_train_W| updates the matrix |W| ($d\times d$, row-major, in place)
itself rather than $q$, so that a check can compare the two
parametrisations; |mm_dyn_q_instance| returns the instance with $W=I$, on
which |mm_dyn_run| performs the $q$-dynamics.

@<Dyn: declarations@>=
mm_instance *mm_dyn_q_instance(const mm_instance *in);
mm_status mm_dyn_train_W(const mm_instance *in, const double *p, const mm_dyn_options *o,
  double *W, mm_dyn_result *res);

@ @<Dyn: subroutines@>=
mm_instance *mm_dyn_q_instance(const mm_instance *in)
{
  mm_instance *c = mm_instance_copy(in);
  if (c == NULL) return NULL;
  memset(c->W, 0, sizeof(double) * (size_t)in->d * in->d);
  for (int a = 0; a < in->d; a++) c->W[a * in->d + a] = 1.0;
  if (mm_instance_refresh(c) != MM_OK) { mm_instance_free(c); return NULL; }
  return c;
}

@ @.W-training needs a non-zero query@>
@<Dyn: subroutines@>=
mm_status mm_dyn_train_W(const mm_instance *in, const double *p, const mm_dyn_options *o,
  double *W, mm_dyn_result *res)
{
  int d = in->d;
  double pp = mm_dot(p, p, d), eta, *q, *g;
  mm_dyn_value val;
  mm_status s = check_options("mm_dyn_train_W", o, o->method == MM_DYN_GD);
  long k = 0;
  if (s) return s;
  if (!(pp > 0) || !isfinite(pp)) return mm_fail(MM_EINPUT, "mm_dyn_train_W: W-training needs a non-zero finite query p");
  @<Dyn: choose the step of $W$-training@>@;
  q = malloc(sizeof(double) * (size_t)d); g = malloc(sizeof(double) * (size_t)d);
  if (!q || !g) { free(q); free(g); return mm_fail(MM_ENOMEM, "mm_dyn_train_W: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = eta;
  for (;;) {
    for (int a = 0; a < d; a++) q[a] = mm_dot(W + (size_t)a * d, p, d); /* $q=Wp$ */
    if ((s = mm_dyn_evaluate_full(in, in->X, q, g, NULL, &val)) != MM_OK) break;
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(W, d * d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    if (val.log_gnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }
    {
      double c = o->method == MM_DYN_NGD ? eta / sqrt(pp) : eta * exp(val.log_gnorm);
      for (int a = 0; a < d; a++) /* $W:=W-c\,\hat g_q\,p^T$ */
        for (int b = 0; b < d; b++) W[(size_t)a * d + b] -= c * g[a] * p[b];
    }
    k++;
  }
  res->steps = k; res->norm = mm_norm(W, d * d); res->last = val;
  free(q); free(g);
  return s;
}

@ @<Dyn: choose the step of $W$-training@>=
if (o->eta > 0) eta = o->eta;
else {
  mm_instance *c = mm_dyn_q_instance(in);
  if (c == NULL) return mm_fail(MM_ENOMEM, "mm_dyn_train_W: out of memory");
  eta = 1.0 / (mm_smoothness_bound(c) * pp);
  mm_instance_free(c);
  if (!isfinite(eta)) eta = 1.0;
}

@*1 Joint training of $v$ and $p$.
Theorems 5 and 6 concern training the head and the query together. We follow
the paper's protocol: both gradients are taken at the current $(v,p)$ and
each is normalised separately,
$$v\gets v-\eta{\nabla_vL\over\norm{\nabla_vL}},\qquad
  p\gets p-\eta{\nabla_pL\over\norm{\nabla_pL}},$$
or, with method |MM_DYN_GD|, both plain steps with the same $\eta$ (no
default: the bound~(5) is for $p$ alone). The scores depend on $v$, so a
private copy of the instance is refreshed after each step of $v$; the
$v$-gradient comes from the same pass as the $p$-gradient, in log form
(as described for the evaluation above), so that neither underflows as the margins
grow. The trajectory records $v$ as well as $p$.
@^joint training@>
@^Theorem 5@>
@^Theorem 6@>

@<Dyn: declarations@>=
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res);

@ @<Dyn: subroutines@>=
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = in->d;
  mm_instance *c;
  double *gp, *gv;
  mm_dyn_value val;
  mm_status s = check_options("mm_dyn_train_joint", o, 0);
  long k = 0;
  if (s || (s = check_traj("mm_dyn_train_joint", in, tr))) return s;
  if (!mm_all_finite(v, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_train_joint: non-finite head v");
  c = mm_instance_copy(in);
  gp = malloc(sizeof(double) * (size_t)d); gv = malloc(sizeof(double) * (size_t)d);
  if (!c || !gp || !gv) { mm_instance_free(c); free(gp); free(gv); return mm_fail(MM_ENOMEM, "mm_dyn_train_joint: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = o->eta;
  if (tr) tr->dv = d;
  for (;;) {
    @<Dyn: evaluate both gradients at $(v,p)$ and record@>@;
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(p, d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    if (val.log_gnorm == -INFINITY && val.log_gvnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }
    {
      double cp = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gnorm);
      double cv = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gvnorm);
      for (int j = 0; j < d; j++) { p[j] -= cp * gp[j]; v[j] -= cv * gv[j]; }
    }
    k++;
  }
  res->steps = k; res->norm = mm_norm(p, d); res->last = val;
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = traj_push(tr, c, k, p, v, &val);
  mm_instance_free(c); free(gp); free(gv);
  return s;
}

@ @<Dyn: evaluate both gradients...@>=
memcpy(c->v, v, sizeof(double) * (size_t)d);
if ((s = mm_instance_refresh(c)) != MM_OK) break;
if ((s = mm_dyn_evaluate_full(c, c->K, p, gp, gv, &val)) != MM_OK) break;
if (tr && (k == 0 || (o->record_every > 0 && k % o->record_every == 0)))
  if ((s = traj_push(tr, c, k, p, v, &val)) != MM_OK) break;

@*1 Nonlinear heads.
The paper extends the regularization-path result to heads that are not
linear: $f(X)=\psi(X^Ts)$, where $X^Ts=\sum_ts_tx_t$ is the attended token
and $\psi:\R^d\to\R$ a fixed nonlinear function. We take a small perceptron
with fixed random weights,
$$\psi(z)=a^T\tanh(Bz+c),\qquad B\in\R^{h\times d},\ c,a\in\R^h,$$
drawn from a seed: $B_{jk}\sim N(0,1/d)$, $c_j\sim N(0,0.1^2)$,
$a_j\sim N(0,1/h)$. With $u_i=Y_i\psi(z_i)$, $z_i=X_i^Ts_i$ and
$\phi_{it}=Y_i\,x_{it}^T\nabla\psi(z_i)$, the chain rule through the softmax gives
$$\nabla_pL={1\over n}\sum_i\ell'(u_i)\sum_ts_{it}(\phi_{it}-\bar\phi_i)k_{it},
\qquad \bar\phi_i=\sum_ts_{it}\phi_{it},$$
formula~(2) with $\gamma_{it}$ replaced by $\phi_{it}$. A token's quality is
now judged by the loss of selecting it alone: the {\it selection score\/}
$\gamma^\psi_{it}=Y_i\psi(x_{it})$, which |mm_dyn_nl_scores| returns. The
suite's formulation of the claim (for the later theorem chapter): when each
input has a unique token of highest selection score and the ATT-SVM for those
tokens is feasible, the path of this risk converges in direction to that
ATT-SVM direction.
@^nonlinear head@>

Unlike the linear head, $u_i$ is not a convex combination of per-token
quantities, so there is no bound $L\ge L_\star$: a mixture of tokens can beat
every single token. The plain risk |mm_dyn_nl_risk| is therefore only good
while $L$ still changes in double precision. The regularization path needs
more: along the target direction the non-selected weights are about
$e^{-R/\norm{p^\psi}}$, and the excess over the limit is below the rounding of
$L$ from $R\approx30\norm{p^\psi}$ on. The sections after the plain risk give
this head a log form like the linear one's, |mm_dyn_nl_evaluate|, with a
floor that may be crossed.

@<Dyn: type definitions@>=
typedef struct {
  int d, h; /* input dimension, hidden width */
  double *B, *c, *a; /* $B$ row-major $h\times d$ */
} mm_mlp;

@ @<Dyn: declarations@>=
mm_mlp *mm_mlp_new(int d, int h, uint64_t seed);
void mm_mlp_free(mm_mlp *f);
double mm_mlp_eval(const mm_mlp *f, const double *z, double *grad);
double mm_dyn_nl_risk(const mm_instance *in, const mm_mlp *psi, const double *p, double *g);
void mm_dyn_nl_scores(const mm_instance *in, const mm_mlp *psi, double *score);

@ @.hidden width must be positive@>
@<Dyn: subroutines@>=
mm_mlp *mm_mlp_new(int d, int h, uint64_t seed)
{
  mm_mlp *f;
  mm_rng r;
  if (d <= 0 || h <= 0) { mm_fail(MM_EINPUT, "mm_mlp_new: dimension and hidden width must be positive, got %d and %d", d, h); return NULL; }
  f = mm_alloc(1, sizeof *f);
  if (f == NULL) return NULL;
  f->d = d; f->h = h;
  f->B = mm_alloc((size_t)h * d, sizeof(double));
  f->c = mm_alloc((size_t)h, sizeof(double));
  f->a = mm_alloc((size_t)h, sizeof(double));
  if (!f->B || !f->c || !f->a) { mm_mlp_free(f); return NULL; }
  mm_rng_seed(&r, seed, 0);
  for (int j = 0; j < h * d; j++) f->B[j] = mm_rng_normal(&r) / sqrt((double)d);
  for (int j = 0; j < h; j++) f->c[j] = 0.1 * mm_rng_normal(&r);
  for (int j = 0; j < h; j++) f->a[j] = mm_rng_normal(&r) / sqrt((double)h);
  return f;
}
void mm_mlp_free(mm_mlp *f)
{
  if (f == NULL) return;
  free(f->B); free(f->c); free(f->a); free(f);
}

@ $\psi(z)$ and, when |grad| is not |NULL|, $\nabla\psi(z)=\sum_ja_j(1-\tanh^2)b_j$.
@<Dyn: subroutines@>=
double mm_mlp_eval(const mm_mlp *f, const double *z, double *grad)
{
  double y = 0.0;
  if (grad) memset(grad, 0, sizeof(double) * (size_t)f->d);
  for (int j = 0; j < f->h; j++) {
    const double *b = f->B + (size_t)j * f->d;
    double th = tanh(mm_dot(b, z, f->d) + f->c[j]);
    y += f->a[j] * th;
    if (grad) for (int k = 0; k < f->d; k++) grad[k] += f->a[j] * (1.0 - th * th) * b[k];
  }
  return y;
}
void mm_dyn_nl_scores(const mm_instance *in, const mm_mlp *psi, double *score)
{
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++)
      score[in->off[i] + t] = in->Y[i] * mm_mlp_eval(psi, in->X + (size_t)(in->off[i] + t) * in->d, NULL);
}

@ The risk and, when |g| is not |NULL|, its gradient. The attended token is
formed as $z=x_r+\sum_{t\ne r}s_t(x_t-x_r)$ and the centred weights as
$\phi_t-\bar\phi=(\phi_t-\phi_r)-\sum_{\tau\ne r}s_\tau(\phi_\tau-\phi_r)$, with
$r$ the dominant token, as in the linear case.
@<Dyn: subroutines@>=
double mm_dyn_nl_risk(const mm_instance *in, const mm_mlp *psi, const double *p, double *g)
{
  int d = in->d, Tm = mm_instance_max_tokens(in);
  double *s = malloc(sizeof(double) * (size_t)Tm), *phi = malloc(sizeof(double) * (size_t)Tm);
  double *z = malloc(sizeof(double) * (size_t)d), *gp = malloc(sizeof(double) * (size_t)d);
  long double risk = 0.0L;
  mm_assert(s && phi && z && gp && psi->d == d);
  if (g) memset(g, 0, sizeof(double) * (size_t)d);
  for (int i = 0; i < in->n; i++) {
    const double *X = in->X + (size_t)in->off[i] * d, *K = in->K + (size_t)in->off[i] * d;
    int T = in->T[i], r = 0;
    double u, c, pbar = 0.0;
    mm_input_softmax(in, i, p, s);
    for (int t = 1; t < T; t++) if (s[t] > s[r]) r = t;
    for (int j = 0; j < d; j++) {
      double e = 0.0;
      for (int t = 0; t < T; t++) if (t != r) e += s[t] * (X[(size_t)t * d + j] - X[(size_t)r * d + j]);
      z[j] = X[(size_t)r * d + j] + e; /* $z=X^Ts$ */
    }
    u = in->Y[i] * mm_mlp_eval(psi, z, gp);
    risk += mm_loss(in->loss, u);
    if (g == NULL) continue;
    for (int t = 0; t < T; t++) phi[t] = in->Y[i] * mm_dot(X + (size_t)t * d, gp, d);
    for (int t = 0; t < T; t++) if (t != r) pbar += s[t] * (phi[t] - phi[r]);
    c = mm_dloss(in->loss, u) / in->n;
    for (int t = 0; t < T; t++) if (t != r) { /* $g:=g+\ell'_is_t(\phi_t-\bar\phi)(k_t-k_r)/n$ */
      double w = c * s[t] * ((phi[t] - phi[r]) - pbar);
      for (int j = 0; j < d; j++) g[j] += w * (K[(size_t)t * d + j] - K[(size_t)r * d + j]);
    }
  }
  free(s); free(phi); free(z); free(gp);
  return (double)(risk / in->n);
}

@*2 The excess of the nonlinear head in log form.
@^nonlinear head@>
@^excess risk@>
The floor is the risk of the best pure selection,
$$L^\psi_\star={1\over n}\sum_i\ell(M^\psi_i),\qquad M^\psi_i=\max_t\gamma^\psi_{it},$$
the limit of $L$ along every direction that ranks each input's token of
highest selection score first. Take input $i$, its dominant token $r$ and
the weights $s_t=\rho\hat s_t$ of the linear evaluation ($\log\rho=\lambda$
finite however small $\rho$ is). The attended token is $z=x_r+\rho\hat z$ with
$\hat z=\sum_{t\ne r}\hat s_t(x_t-x_r)$, a sum of terms of order one. With the
pre-activations $\alpha_j=b_j^Tx_r+c_j$ and $\beta_j=b_j^T\hat z$, the
identity $\tanh A-\tanh B=\sinh(A-B)/(\cosh A\cosh B)$ gives
$$u_i-\gamma^\psi_{ir}=\rho\,\Delta\hat u_i,\qquad
\Delta\hat u_i=Y_i\sum_ja_j\beta_j\,{\sinh(\rho\beta_j)\over\rho\beta_j}\,
{1\over\cosh(\alpha_j+\rho\beta_j)\cosh\alpha_j},$$
in which nothing cancels: no difference of two nearly equal numbers is
formed, and when $\rho\beta_j$ underflows the middle factor is exactly its
limit $1$. The loss difference is taken through the secant slope
$\sigma_\ell(u,D)=(\ell(u+D)-\ell(u))/D$, which for the logistic loss is
$\ell'(u)\,q_1(D)\,q_2(x)$ with $q_1(D)=(e^{-D}-1)/(-D)$,
$x=\sigma(-u)(e^{-D}-1)$ and $q_2(x)=\log(1+x)/x$ (each factor $1$ at $0$,
and computed by |expm1| and |log1p| elsewhere), $\ell'(u)q_1(D)$ for the
exponential loss and $-1$ for the correlation loss. Then input $i$ contributes
$$\ell(u_i)-\ell(M^\psi_i)=\underbrace{(\gamma^\psi_{ir}-M^\psi_i)\,\sigma_\ell(M^\psi_i,\gamma^\psi_{ir}-M^\psi_i)}_{A_i\ge0}
+\rho\,\underbrace{\Delta\hat u_i\,\sigma_\ell(\gamma^\psi_{ir},\rho\Delta\hat u_i)}_{\hat D_i},$$
exactly, for every $\rho$. The first term is zero when the dominant token is
the best one, and otherwise the price of selecting the wrong token, which is
positive. The second has either sign. When $r$ is the best token and no
token improves on it to first order (hypothesis (iv) of the nonlinear
chapter), $\Delta\hat u_i\approx\sum_{t\ne r}\hat s_t(\phi_{it}-\phi_{ir})<0$
for small $\rho$, so $\hat D_i>0$; when a token does improve, $\hat D_i<0$ and
a mixture beats the pure selection. So the excess $L-L^\psi_\star$ can be
negative, and the evaluation returns its sign and the logarithm of its
absolute value: the positive and the negative contributions (the
logarithms $\log A_i$ and $\lambda_i+\log\vert\hat D_i\vert$) are summed in
log form separately and subtracted once. That subtraction cancels only when
the two sums nearly agree, a genuine near-zero of the excess; under (iv) at
large radii all contributions are positive. The rounding is that of the
linear evaluation (the logits' absolute error $\epsilon\vert a_t\vert$ in each
exponent) times the conditioning of the sum over hidden units,
$\sum_j\vert a_j\beta_j\ldots\vert/\vert\sum_ja_j\beta_j\ldots\vert$, which is
bounded while (iv) holds with a margin. The gradient is that of the
plain risk, centred on $x_r$ and combined across inputs in log form exactly
as in the linear evaluation, with $\phi_{it}$ in place of $\gamma_{it}$ and
$\nabla\psi$ taken at $z=x_r+\rho\hat z$.

@<Dyn: type definitions@>=
typedef struct {
  double risk; /* $L(p)$ */
  double risk_floor; /* $L^\psi_\star={1\over n}\sum_i\ell(\max_t\gamma^\psi_{it})$ */
  int sign; /* the sign of $L-L^\psi_\star$: $1$, $0$ or $-1$ */
  double log_excess; /* $\log\vert L-L^\psi_\star\vert$, $-\infty$ when zero */
  double log_gnorm; /* $\log\norm{\nabla L}$ */
} mm_dyn_nl_value;

@ @<Dyn: declarations@>=
mm_status mm_dyn_nl_evaluate(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *gdir, mm_dyn_nl_value *val);
double mm_dyn_nl_objective(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *g, double *log_gF, mm_dyn_nl_value *val);

@ The secant slope $\sigma_\ell(u,D)$; $\ell'(u)$ at $D=0$. The product
$\ell'(u)Dq_1(D)$ is $x=\sigma(-u)(e^{-D}-1)$ for the logistic loss.
@<Dyn: subroutines@>=
static double loss_secant(mm_loss_kind k, double u, double D)
{
  double l1 = mm_dloss(k, u), q1 = D == 0.0 ? 1.0 : expm1(-D) / -D, x;
  if (k == MM_LOSS_CORRELATION) return l1;
  if (k == MM_LOSS_EXPONENTIAL) return l1 * q1;
  x = l1 * D * q1;
  return l1 * q1 * (x == 0.0 ? 1.0 : log1p(x) / x);
}

@ The evaluation, input by input: the weights as in the linear case, then
the two parts of the excess, then the gradient. |z| holds the logits and
then $\hat s_t$; |zh| is $\hat z$.
@.non-finite query@>
@<Dyn: subroutines@>=
mm_status mm_dyn_nl_evaluate(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *gdir, mm_dyn_nl_value *val)
{
  int d = in->d, n = in->n, Tm = mm_instance_max_tokens(in);
  double *z, *phi, *zh, *xa, *gp, *hv;
  double gc = -INFINITY, pc = -INFINITY, ps = 0.0, nc = -INFINITY, ns = 0.0;
  long double risk = 0.0L, lfloor = 0.0L;
  if (psi->d != d) return mm_fail(MM_EINPUT, "mm_dyn_nl_evaluate: the head has dimension %d, the instance %d", psi->d, d);
  if (!mm_all_finite(p, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_nl_evaluate: non-finite query p");
  z = malloc(sizeof(double) * (size_t)Tm); phi = malloc(sizeof(double) * (size_t)Tm);
  zh = malloc(sizeof(double) * (size_t)d * 4);
  if (!z || !phi || !zh) { free(z); free(phi); free(zh); return mm_fail(MM_ENOMEM, "mm_dyn_nl_evaluate: out of memory"); }
  xa = zh + d; gp = xa + d; hv = gp + d;
  if (gdir) memset(gdir, 0, sizeof(double) * (size_t)d);
  for (int i = 0; i < n; i++) {
    const double *X = in->X + (size_t)in->off[i] * d, *K = in->K + (size_t)in->off[i] * d, *xr;
    int T = in->T[i], r = 0;
    double lam, rho, M = -INFINITY, gr = 0.0, du = 0.0, u, e;
    @<Dyn: the weights $\hat s_t$, $\lambda$ and $\hat z$ of input |i| for the nonlinear head@>@;
    @<Dyn: the two parts of the nonlinear excess of input |i|@>@;
    if (gdir) @<Dyn: add the nonlinear gradient of input |i| to $\hat g$@>@;
  }
  @<Dyn: finish the nonlinear evaluation@>@;
  free(z); free(phi); free(zh);
  return MM_OK;
}

@ @<Dyn: the weights $\hat s_t$...@>=
{
  double m = -INFINITY, shat = 0.0;
  logits(K, p, T, d, z);
  for (int t = 1; t < T; t++) if (z[t] > z[r]) r = t;
  for (int t = 0; t < T; t++) if (t != r) { z[t] -= z[r]; m = fmax(m, z[t]); }
  for (int t = 0; t < T; t++) if (t != r) { z[t] = z[t] - m < -746.0 ? 0.0 : exp(z[t] - m); shat += z[t]; }
  lam = T > 1 ? m - log1p(exp(m) * shat) : -INFINITY; /* $\lambda=m-\log(1+E)$ */
  rho = exp(lam);
  xr = X + (size_t)r * d;
  memset(zh, 0, sizeof(double) * (size_t)d);
  for (int t = 0; t < T; t++) if (t != r)
    for (int j = 0; j < d; j++) zh[j] += z[t] * (X[(size_t)t * d + j] - xr[j]); /* $\hat z$ */
}

@ The selection scores come from |mm_mlp_eval|, so that $\gamma^\psi_{ir}$ and
$M^\psi_i$ are the same numbers (and $A_i$ exactly zero) when the dominant
token is the best one.
@<Dyn: the two parts of the nonlinear excess...@>=
for (int t = 0; t < T; t++) {
  double g1 = in->Y[i] * mm_mlp_eval(psi, X + (size_t)t * d, NULL);
  M = fmax(M, g1);
  if (t == r) gr = g1;
}
for (int j = 0; j < psi->h; j++) { /* $\Delta\hat u$, without the factor $Y_i$ */
  const double *b = psi->B + (size_t)j * d;
  double al = mm_dot(b, xr, d) + psi->c[j], be = mm_dot(b, zh, d), ej = rho * be;
  du += psi->a[j] * be * (ej == 0.0 ? 1.0 : sinh(ej) / ej) / (cosh(al + ej) * cosh(al));
}
du *= in->Y[i];
u = gr + rho * du;
risk += mm_loss(in->loss, u);
lfloor += mm_loss(in->loss, M);
if (gr < M) lse_add(&pc, &ps, log((gr - M) * loss_secant(in->loss, M, gr - M))); /* $\log A_i$ */
e = du * loss_secant(in->loss, gr, rho * du); /* $\hat D_i$ */
if (e > 0.0) lse_add(&pc, &ps, lam + log(e));
else if (e < 0.0) lse_add(&nc, &ns, lam + log(-e));

@ As in the linear case, with $\phi_t$ for $\gamma_t$: the weights
$w_t=\hat s_t\bigl((\phi_t-\phi_r)-\rho\sum_{\tau\ne r}\hat s_\tau(\phi_\tau-\phi_r)\bigr)$.
@<Dyn: add the nonlinear gradient...@>=
{
  double pbar = 0.0, wsum = 0.0;
  for (int j = 0; j < d; j++) xa[j] = xr[j] + rho * zh[j]; /* $z=X^Ts$ */
  mm_mlp_eval(psi, xa, gp);
  for (int t = 0; t < T; t++) phi[t] = in->Y[i] * mm_dot(X + (size_t)t * d, gp, d);
  for (int t = 0; t < T; t++) if (t != r) pbar += z[t] * (phi[t] - phi[r]);
  for (int t = 0; t < T; t++) if (t != r) { z[t] *= (phi[t] - phi[r]) - rho * pbar; wsum += z[t]; }
  z[r] = -wsum;
  weighted_keys(K, z, T, d, hv);
  if (T > 1) vec_lse_add(&gc, gdir, d, lam + mm_dyn_log_dloss(in->loss, u), hv, -1.0);
}

@ The two log-sums $\log P$ and $\log N$ of the positive and negative
contributions give the sign and $\log\vert P-N\vert-\log n$.
@<Dyn: finish the nonlinear evaluation@>=
{
  double lp = ps > 0 ? pc + log(ps) : -INFINITY, ln = ns > 0 ? nc + log(ns) : -INFINITY;
  double hi = fmax(lp, ln), lo = fmin(lp, ln);
  val->risk = (double)(risk / n);
  val->risk_floor = (double)(lfloor / n);
  val->sign = (lp > ln) - (ln > lp);
  val->log_excess = val->sign == 0 ? -INFINITY : hi + log1p(-exp(lo - hi)) - log((double)n);
  val->log_gnorm = gdir ? normalise_log(gdir, d, gc, n) : -INFINITY;
}

@ The objective of the path. Where the excess is positive it is
$F=\log(L-L^\psi_\star)$, as for the linear head, with the gradient
$\nabla L/(L-L^\psi_\star)$. Where it is not, a mixture of tokens does at
least as well as every pure selection; those points must rank below every
point with a positive excess, however small, and among themselves by $L$.
We use
$$F=-F_0\Bigl(1+{L^\psi_\star-L\over S}\Bigr),\qquad F_0=2^{60},\quad S=\vert L^\psi_\star\vert\ (1\hbox{ if }0),$$
with the gradient $F_0\nabla L/S$. As for the linear head, |g| receives
the unit direction of $\nabla F$ and |*log_gF| the logarithm of its norm
(either may be |NULL|), so that no multiplier $e^{\log\norm{\nabla L}-F}$
is formed that could overflow or underflow. This is increasing in $L$, below every
$\log(L-L^\psi_\star)$ that can occur (that would need logit gaps of $2^{60}$),
and it resolves $L$ to $\epsilon S(1+\vert L-L^\psi_\star\vert/S)$, the
rounding of the plain risk. Its values and its gradient are $F_0$ times
larger than those of $L$: a path point with $F\le-F_0$ (|MM_DYN_NL_BELOW|)
is one where a mixture wins, and its stationarity is on that scale.
@<Dyn: type definitions@>=
#define MM_DYN_NL_BELOW (-0x1p60) /* $-F_0$ */

@ @<Dyn: subroutines@>=
double mm_dyn_nl_objective(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *g, double *log_gF, mm_dyn_nl_value *val)
{
  double F, lg, S;
  mm_assert(mm_dyn_nl_evaluate(in, psi, p, g, val) == MM_OK);
  S = val->risk_floor != 0.0 ? fabs(val->risk_floor) : 1.0;
  if (val->sign > 0) { F = val->log_excess; lg = val->log_gnorm - F; } /* $\nabla F=\nabla L/(L-L^\psi_\star)$ */
  else {
    F = MM_DYN_NL_BELOW * (1.0 + (val->sign < 0 ? exp(val->log_excess) / S : 0.0));
    lg = log(-MM_DYN_NL_BELOW / S) + val->log_gnorm;
  }
  if (log_gF) *log_gF = lg;
  return F;
}

@*1 Regularization paths.
The global path is $\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L(p)$ and
the local path around a direction $q$ is the same minimisation over the ball
intersected with the cone
$$C_{\mu,R_0}(q)=\{p:\norm{p}\ge R_0,\ \langle p/\norm{p},q/\norm{q}\rangle\ge1-\mu\},
\qquad 0<\mu<1,\ R\ge R_0.$$
The problem is not convex, and for large $R$ the risk differs from its
floor $L_\star$ by $e^{-cR}$, far below the rounding of $L$. Both problems
are met by minimising the objective
$$F(p)=\log\bigl(L(p)-L_\star\bigr),$$
which has the same minimisers (the logarithm is increasing), is computed to
full relative precision by |mm_dyn_evaluate|, and has the representable
gradient $\nabla F=\nabla L/(L-L_\star)=e^{\log\norm{\nabla L}-F}\,\hat g$.
For a nonlinear head, $F$ is |mm_dyn_nl_objective|: the same logarithm
where $L$ exceeds the risk of the best pure selection, and a scaled $L$ below
every such value where it does not.
@^regularization path@>
@^local regularization path@>
@^cone@>

The local method is projected gradient descent with Armijo backtracking: from
$x$, try $y=\Pi(x-t\nabla F)$ and accept when $F(y)\le F(x)-10^{-4}\langle
\nabla F(x),x-y\rangle$, otherwise halve $t$; after an accepted step $t$
doubles. The map $\Pi$ first moves a point outside the cone onto it by the
Euclidean projection onto the convex cone of half-angle
$\theta=\arccos(1-\mu)$ (rotate in the plane of $x$ and $q$ to the angle
$\theta$ and keep the component along that ray), then clamps the norm into
$[R_0,R]$ by scaling. Each part is the exact projection onto its own
constraint and the composition is the identity on feasible points and
always lands in the feasible set, which is all that the backtracking needs to
make $F$ decrease monotonically.
@^projected gradient@>

@ What makes the answer trustworthy. A local method on a non-convex problem
proves nothing by itself, so each radius is solved from many starts: the
previous radius's answer scaled to the new radius (continuation), the
directions the caller supplies (for example closed-form max-margin
candidates), the innermost feasible point (the origin, or $R_0\hat q$ in a
cone), and |starts| random points, half of them on the sphere of radius $R$
and half inside the ball (in the cap of the cone, at norms between $R_0$ and
$R$), so that a minimiser inside the ball is found as well as one on its
boundary. The result reports, besides the best point,
\smallskip
\item{$\bullet$} its first-order stationarity: with
$\tau$ chosen so that $\tau\norm{\nabla F}=10^{-7}R$, the quantity
$R\,\norm{x-\Pi(x-\tau\nabla F)}/\tau$, which is $R\norm{\nabla F}$ at an
interior point and, on the sphere $\norm{p}=R$, the derivative of $F$ with
respect to the angle along the steepest free direction: zero at a KKT point;
\item{$\bullet$} how many starts reached the best value to within $10^{-9}$
(relative) and the largest angle between their end points: several starts
from unrelated places agreeing on one point is the evidence that it is the
global minimiser of the problem.
\smallskip\noindent
For $d\le3$ the Part~II check also compares with a dense grid on the sphere.
Note that the objective's curvature in angle grows like $R^2$ while its
minimum sharpens, so at large $R$ the method needs more iterations: the
stationarity it reports says how far it got. At an interior minimiser in an
ill-conditioned valley the stationarity $R\norm{\nabla F}$ stops near
$10^{-8}R$: there $F-\min F\approx\norm{\nabla F}^2/(2H)$ is below the
rounding of $F$, so the minimiser is resolved to about $10^{-8}$ in
position and the rest of the iteration limit is spent (on the interior
check of Part~II, $10^4$ iterations over the starts at the smallest radius).

{\it What $F$ resolves.} Along the max-margin ray $R\,p^\mm_\star/\norm{p^\mm_\star}$
the excess $L-L_\star$ tends to zero like $e^{-\rho}$ ($\rho$ the logit gap
of the GMM), and $F$ is computed to full relative precision: against a
|long double| reference of $\log(L-L_\star)$ (the checks of the dynamics),
at $\rho=1,2,4,\ldots,8192$ on E1a and on random instances, the relative
error is at most a few $\epsilon$ plus the rounding of the logits,
$\epsilon\,d\max_t\vert a_t\vert/\vert F\vert$ (measured $1.6\cdot10^{-14}$
on a draw with $\norm{p^\mm_\star}=271$, $2\epsilon$ on the others). Nothing
in the floor $L_\star$ or in an input's excess loses relative precision
there. What $F$ cannot resolve is different: in a region where the dominant
token of some input does not have that input's top score (near a non-global
LMM, or in a cone around a direction that is not an LMM),
$L-L_\star=C+\tau(p)$ with a constant $C>0$ (those inputs' score deficits)
and tails $\tau$ of relative size $e^{-z}$ at logit gap $z$. $F$ then varies
by $\tau/C$, and once that is below $\epsilon$, at gaps beyond
$\log(1/\epsilon)\approx36$ plus the logarithm of the tails' coefficients,
$F$ is flat to rounding and any point of such a region is as good as any
other to the path: measured on Theorem~4's near-tie draw along a non-global
LMM direction, $F=-8.98799$ at $\rho=16$ and $-8.98804$ unchanged in every
digit from $\rho=64$ on. This is a property of the objective in double
precision, not of the solver; the path's answers there are minimisers only
to that resolution, and a check must keep its radii where the tails still
show (Theorem~4's checks stop at $\rho=16$).

@<Dyn: type definitions@>=
typedef struct {
  int starts; /* random starts per radius, besides the warm start and |dirs| */
  uint64_t seed;
  int max_iter; /* iterations of the local method per start */
  double tol; /* a start stops when its stationarity is at most this */
  const double *q; /* axis of the cone, or |NULL| for the global path */
  double mu, R0; /* cone $C_{\mu,R_0}(q)$ */
  const double *dirs; int ndirs; /* extra start directions, row by row */
  const mm_mlp *psi; /* nonlinear head, or |NULL| for the instance's linear head */
} mm_path_options;
typedef struct {
  double R; /* the radius */
  double F; /* $\log(L-L_\star)$ at the answer (for a nonlinear head: |mm_dyn_nl_objective|) */
  double risk; /* $L$ at the answer */
  double stationarity; /* as defined above */
  int agree; /* starts that reached the best value */
  int starts; /* starts tried */
  double spread; /* largest angle between agreeing end points (radians) */
  long iters; /* iterations of all starts */
} mm_path_point;

@ @<Dyn: declarations@>=
mm_path_options mm_path_defaults(void);
mm_status mm_dyn_path(const mm_instance *in, const mm_path_options *o,
  const double *radii, int nR, double *P, mm_path_point *pt);

@ @<Dyn: subroutines@>=
mm_path_options mm_path_defaults(void)
{
  mm_path_options o;
  memset(&o, 0, sizeof o);
  o.starts = 16; o.seed = 1; o.max_iter = 2000; o.tol = 1e-9;
  return o;
}

@ The objective and its gradient. A risk that equals its floor everywhere
(every input's scores equal) gives $F=-\infty$ and a zero gradient: every
point is then a minimiser. For the linear head the gradient is left as what
|mm_dyn_evaluate| returns, the unit direction $\hat g$, and the logarithm of
its length, $\log\norm{\nabla F}=\log\norm{\nabla L}-F$, goes to |c->lg|:
$\nabla F$ itself is not formed, because its length ranges from $e^{-10^4}$
(a point whose every input is dominated by a token of constant score deficit,
where $F$ is flat) to $e^{+700}$, beyond both ends of the double range. A
failure of the evaluation is left in |c->st| for the caller.
@<Dyn: subroutines@>=
typedef struct {
  const mm_instance *in; const mm_path_options *o;
  double risk; /* $L$ at the last point evaluated */
  double lg; /* $\log\norm{\nabla F}$ there (linear head) */
  mm_status st; /* the evaluation's status */
} path_ctx;
static double path_objective(path_ctx *c, const double *x, double *g)
{
  int d = c->in->d;
  mm_dyn_value val;
  if (c->o->psi) {
    mm_dyn_nl_value v;
    double F = mm_dyn_nl_objective(c->in, c->o->psi, x, g, &c->lg, &v);
    c->risk = v.risk;
    return F;
  }
  if ((c->st = mm_dyn_evaluate(c->in, x, g, &val)) != MM_OK) return NAN;
  c->risk = val.risk;
  if (val.log_excess == -INFINITY || val.log_gnorm == -INFINITY) {
    memset(g, 0, sizeof(double) * (size_t)d);
    c->lg = -INFINITY;
    return val.log_excess;
  }
  c->lg = val.log_gnorm - val.log_excess; /* $\log\norm{\nabla F}$, $\nabla F=\nabla L/(L-L_\star)$ */
  return val.log_excess;
}

@ Every evaluation of the path goes through |path_eval|, which brings both
heads to the same form: the value |*F|, the unit direction of $\nabla F$ in
|g| (zero when the gradient is zero) and |*lg|$=\log\norm{\nabla F}$, which
both evaluators deliver in that form. Anything not finite is
reported as |MM_ENUMERIC|, never passed on: it can only come from a trial
point or logits beyond the range of a double (radii near
$10^{308}/\max\norm{k}$), which a caller may ask for.
@.the objective is not finite@>
@<Dyn: subroutines@>=
static mm_status path_eval(path_ctx *c, const double *x, double *g, double *F, double *lg)
{
  int d = c->in->d;
  if (!mm_all_finite(x, (size_t)d))
    return mm_fail(MM_ENUMERIC, "mm_dyn_path: the objective is not finite: a trial point overflowed (radii must stay well below 1e308)");
  c->st = MM_OK;
  *F = path_objective(c, x, g);
  if (c->st != MM_OK) return c->st;
  *lg = c->lg;
  if (isnan(*F) || *F == INFINITY || isnan(*lg) || *lg == INFINITY || !mm_all_finite(g, (size_t)d))
    return mm_fail(MM_ENUMERIC, "mm_dyn_path: the objective is not finite at |p| = %g (F = %g, log|grad F| = %g); are the logits beyond the range of double?",
      mm_norm(x, d), *F, *lg);
  return MM_OK;
}

@ The map $\Pi$ onto $\{p:\norm{p}\le R\}\cap C_{\mu,R_0}(q)$ (without a cone:
onto the ball). For a point outside the cap, $e$ is the unit vector of the
component of $x$ orthogonal to $\hat q$ (any unit vector orthogonal to $\hat
q$ if there is none), and the projection onto the convex cone is $\max(0,
\langle x,w\rangle)\,w$ with $w=\cos\theta\,\hat q+\sin\theta\,e$.
@<Dyn: subroutines@>=
static void path_project(const mm_path_options *o, int d, double R, const double *qh, double *x)
{
  double nx;
  if (o->q) {
    double al = mm_dot(x, qh, d), ct = 1.0 - o->mu, st = sqrt(1.0 - ct * ct), be, len;
    for (int j = 0; j < d; j++) x[j] -= al * qh[j];
    be = mm_norm(x, d);
    if (al < ct * sqrt(al * al + be * be)) {
      if (be == 0.0) orthogonal_unit(qh, d, x);
      else for (int j = 0; j < d; j++) x[j] /= be;
      len = fmax(0.0, al * ct + be * st);
      for (int j = 0; j < d; j++) x[j] = len * (ct * qh[j] + st * x[j]);
    } else for (int j = 0; j < d; j++) x[j] += al * qh[j];
  }
  nx = mm_norm(x, d);
  if (nx > R) for (int j = 0; j < d; j++) x[j] *= R / nx;
  if (o->q && nx < o->R0) {
    if (nx == 0.0) for (int j = 0; j < d; j++) x[j] = o->R0 * qh[j];
    else for (int j = 0; j < d; j++) x[j] *= o->R0 / nx;
  }
}

@ A unit vector orthogonal to $\hat q$: the coordinate axis least aligned with
$\hat q$, with its $\hat q$ component removed.
@<Dyn: static declarations@>=
static void orthogonal_unit(const double *qh, int d, double *e);

@ @<Dyn: subroutines@>=
static void orthogonal_unit(const double *qh, int d, double *e)
{
  int b = 0;
  double nr;
  for (int j = 1; j < d; j++) if (fabs(qh[j]) < fabs(qh[b])) b = j;
  for (int j = 0; j < d; j++) e[j] = (j == b) - qh[b] * qh[j];
  nr = mm_norm(e, d);
  for (int j = 0; j < d; j++) e[j] /= nr;
}

@ Stationarity as defined above, from the unit direction $\hat g$ and
$\lambda=\log\norm{\nabla F}$, so that no intermediate quantity overflows or
underflows before the end (a result above the double range is $+\infty$,
below it $0$). Without a cone it is computed in closed form:
$R\norm{\nabla F}$ inside the ball, and on the sphere (to a relative
$10^{-12}$) $R\norm{\nabla F}$ times the norm of the tangential part of $\hat
g$ when $-\hat g$ points outward, which the constraint blocks. Its rounding
floor is then $\epsilon R\norm{\nabla F}$. With a cone the probe
$y=\Pi(x-10^{-7}R\,\hat g)$ is used, i.e.\ $\tau\norm{\nabla F}=10^{-7}R$, and
the quantity is $\norm{x-y}\,\norm{\nabla F}/10^{-7}$; its floor is
$10^7\epsilon R\norm{\nabla F}$, since the projection rounds $x$ to $\epsilon
R$ and the probe step is $10^{-7}R$, which is why the tolerance of a path
run should grow with $R$ at large radii.
@<Dyn: subroutines@>=
static double path_stationarity(const mm_path_options *o, int d, double R, const double *qh,
  const double *x, const double *g, double lg, double *y)
{
  double dist;
  if (lg == -INFINITY) return 0.0;
  if (o->q == NULL) {
    double nx = mm_norm(x, d), gr, t = 0.0;
    if (nx < R * (1.0 - 1e-12)) return exp(log(R) + lg);
    gr = mm_dot(g, x, d) / nx;
    if (gr > 0) return exp(log(R) + lg);
    for (int j = 0; j < d; j++) { double e = g[j] - gr * x[j] / nx; t += e * e; }
    return t > 0 ? exp(log(R) + lg + 0.5 * log(t)) : 0.0;
  }
  for (int j = 0; j < d; j++) y[j] = x[j] - 1e-7 * R * g[j];
  path_project(o, d, R, qh, y);
  dist = mm_dist(x, y, d);
  return dist > 0 ? exp(lg + log(dist / 1e-7)) : 0.0;
}

@ One start of the local method, from |x| (projected first), with its value
returned in |*Fx|. The step is kept as a length $s$ along the unit direction
$\hat g$, $y=\Pi(x-s\hat g)$, which is the step $t=s/\norm{\nabla F}$ of the
description above with the magnitude folded into $s$: whatever the size of
$\nabla F$, $s$ stays between $10^{-15}R$ and the diameter $2R$, so no trial
point can be other than finite. The Armijo test needs
$\langle\nabla F(x),x-y\rangle=\norm{\nabla F}\langle\hat g,x-y\rangle$,
formed from $\lambda$ and the logarithm of the second factor. It starts at
$s=R/10$ and gives up below $s=10^{-15}R$: no representable move lowers $F$
any more. A step that leaves $F$ unchanged to rounding passes the test when
the predicted decrease is below the rounding of $F$ too; such steps are
what carries the method the last part of the way near a minimiser at large
$R$, where the gradient's direction is exact but differences of $F$ are not
(on E1a at $R=1000$, requiring a strict decrease left the stationarity at
$2.3\cdot10^{-6}$ instead of below $10^{-6}$). A step must however move
along the descent direction, $\langle\hat g,x-y\rangle>0$: a trial point
that the projection maps back onto $x$ (or behind it) is a null step.
The earlier code accepted null steps (their predicted decrease is $0$), and
the step then doubled on the spot until the iteration limit: at the inner
boundary of a cone on Theorem~4's near-tie draw ($R_0=1$, $R=256$) it ended
on the cone's axis after $8000$ iterations with stationarity $223$ and a
value $0.044$ above the minimiser that this rule finds in $111$.

Before the change to this form, the step was $t\nabla F$ with $\nabla F$
formed as $e^{\lambda}\hat g$: at a point where $F$ is flat to rounding (on
a near-tie draw of Theorem~4's check at $R=8000$, $\lambda\approx-740$) the
gradient was subnormal, the cap $2R/\norm{\nabla F}$ on $t$ infinite, and
steps of equal value were accepted and doubled until $t=\infty$ and
$t\cdot0$ gave NaN, on which the evaluation's invariant aborted the
program. With the step kept as a length no larger than $2R$, every trial
point is finite.
@<Dyn: subroutines@>=
static mm_status path_local(path_ctx *c, double R, const double *qh, double *x,
  double *g, double *y, double *gy, double *v, double *Fx, double *stat, long *iters)
{
  int d = c->in->d;
  double F, lg, s = 0.1 * R;
  mm_status st;
  path_project(c->o, d, R, qh, x);
  if ((st = path_eval(c, x, g, &F, &lg)) != MM_OK) return st;
  for (int it = 0; it < c->o->max_iter; it++) {
    double Fy = F, lgy, pred, dec, band = 64.0 * DBL_EPSILON * (1.0 + fabs(F));
    int ok = 0;
    if (F == -INFINITY || path_stationarity(c->o, d, R, qh, x, g, lg, y) <= c->o->tol) break;
    while (!ok && s >= 1e-15 * R) {
      for (int j = 0; j < d; j++) y[j] = x[j] - s * g[j];
      path_project(c->o, d, R, qh, y);
      if ((st = path_eval(c, y, gy, &Fy, &lgy)) != MM_OK) return st;
      for (int j = 0; j < d; j++) v[j] = x[j] - y[j];
      pred = path_free_slope(c->o, d, R, x, g, v);
      dec = pred > 0 ? exp(lg + log(pred)) : 0.0; /* $\langle\nabla F,x-y\rangle$ */
      ok = pred > 0 && (Fy <= F - 1e-4 * dec || (Fy <= F + band && path_free_slope(c->o, d, R, y, gy, v) > 0));
      if (!ok) s *= 0.5;
    }
    (*iters)++;
    if (!ok) break;
    memcpy(x, y, sizeof(double) * (size_t)d); memcpy(g, gy, sizeof(double) * (size_t)d);
    F = Fy; lg = lgy; s = fmin(2.0 * s, 2.0 * R);
  }
  *stat = path_stationarity(c->o, d, R, qh, x, g, lg, y);
  *Fx = F;
  return path_eval(c, x, g, &F, &lg); /* leave |c->risk| at |x| */
}

@ The slope $\langle\hat g,v\rangle$ of a move $v=x-y$, with the component of
$\hat g$ that the sphere blocks removed first: for the global path at a point
$p$ on the sphere where $-\hat g$ points outward, $\hat g$ is nearly radial
near a minimiser (its tangential part is the stationarity divided by
$R\norm{\nabla F}$, $10^{-9}$ and less), while $v$ carries the rounding of the
projection, $\epsilon R$ in every coordinate. Dotted with the radial part,
that rounding would give the slope a random sign of size $\epsilon R$ and
swamp the tangential signal; the radial part contributes nothing to first
order anyway, since the move stays on the sphere. Each coordinate of the
tangential part is formed before it multiplies $v$. With a cone the full
$\hat g$ is used. Measured on E1a at $R=10^3$ and $10^4$ ($16$ random starts):
the earlier code, which accepted equal values and took that noise for
slope, needed $2739$ and $4213$ iterations for stationarity $5.7\cdot10^{-7}$
and $2.6\cdot10^{-7}$ ($5.7$\,ms per radius); this one needs $226$ and $151$
for $3.5\cdot10^{-10}$ and $3.9\cdot10^{-10}$ ($0.15$\,ms).
@<Dyn: subroutines@>=
static double path_free_slope(const mm_path_options *o, int d, double R, const double *p,
  const double *g, const double *v)
{
  double np = mm_norm(p, d), gr, sl = 0.0;
  if (o->q || np < R * (1.0 - 1e-12) || (gr = mm_dot(g, p, d) / np) > 0) return mm_dot(g, v, d);
  for (int j = 0; j < d; j++) sl += (g[j] - gr * p[j] / np) * v[j];
  return sl;
}

@ @<Dyn: static declarations@>=
static double path_free_slope(const mm_path_options *o, int d, double R, const double *p,
  const double *g, const double *v);

@ The path. Radii are processed in the order given (increasing radii make the
warm start useful); row $k$ of |P| receives $\bar p(R_k)$. A failure of an
evaluation (|MM_ENUMERIC|, see |path_eval|) ends the path with that status;
rows already written are answers.
@.radii must be positive@>
@.cone needs 0 < mu < 1@>
@<Dyn: subroutines@>=
mm_status mm_dyn_path(const mm_instance *in, const mm_path_options *o,
  const double *radii, int nR, double *P, mm_path_point *pt)
{
  int d = in->d, ns = 3 + o->ndirs + o->starts;
  double *qh, *x, *g, *y, *gy, *ends, *Fs;
  path_ctx c = {in, o, 0.0, 0.0, MM_OK};
  mm_rng r;
  mm_status s = MM_OK;
  @<Dyn: check the path options@>@;
  qh = calloc((size_t)d, sizeof(double)); x = malloc(sizeof(double) * (size_t)d);
  g = malloc(sizeof(double) * (size_t)d); y = malloc(sizeof(double) * (size_t)d);
  gy = malloc(sizeof(double) * (size_t)d); ends = malloc(sizeof(double) * (size_t)d * ns);
  Fs = malloc(sizeof(double) * (size_t)ns);
  if (!qh || !x || !g || !y || !gy || !ends || !Fs) {
    free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs);
    return mm_fail(MM_ENOMEM, "mm_dyn_path: out of memory");
  }
  if (o->q) { double nq = mm_norm(o->q, d); for (int j = 0; j < d; j++) qh[j] = o->q[j] / nq; }
  mm_rng_seed(&r, o->seed, 0);
  for (int k = 0; k < nR && s == MM_OK; k++) {
    double R = radii[k];
    int best = -1;
    memset(&pt[k], 0, sizeof pt[k]);
    pt[k].R = R;
    for (int st = 0; st < ns; st++) {
      double *e = ends + (size_t)st * d, stat;
      Fs[st] = INFINITY; /* a skipped start */
      @<Dyn: place start |st| at radius |R| in |e|, or skip it@>@;
      if ((s = path_local(&c, R, qh, e, g, y, gy, x, &Fs[st], &stat, &pt[k].iters)) != MM_OK) break;
      pt[k].starts++;
      if (best < 0 || Fs[st] < Fs[best]) { best = st; pt[k].stationarity = stat; pt[k].risk = c.risk; }
    }
    if (s != MM_OK) break;
    mm_assert(best >= 0); /* the inner start is never skipped */
    @<Dyn: count the starts that agree with the best@>@;
    memcpy(P + (size_t)k * d, ends + (size_t)best * d, sizeof(double) * (size_t)d);
    pt[k].F = Fs[best];
  }
  free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs);
  return s;
}

@ @<Dyn: check the path options@>=
if (nR <= 0) return mm_fail(MM_EINPUT, "mm_dyn_path: need at least one radius, got %d", nR);
for (int k = 0; k < nR; k++)
  if (!(radii[k] > 0) || !isfinite(radii[k]) || (o->q && radii[k] < o->R0))
    return mm_fail(MM_EINPUT, "mm_dyn_path: radii must be positive, finite and at least R0; radius %d is %g", k, radii[k]);
if (o->starts < 0 || o->ndirs < 0 || o->max_iter <= 0 || !(o->tol >= 0))
  return mm_fail(MM_EINPUT, "mm_dyn_path: starts and directions must be non-negative, max_iter positive, tol non-negative");
if (o->q && (!(o->mu > 0 && o->mu < 1) || !(o->R0 >= 0) || !(mm_norm(o->q, d) > 0)))
  return mm_fail(MM_EINPUT, "mm_dyn_path: the cone needs 0 < mu < 1, R0 >= 0 and a non-zero axis q (mu = %g, R0 = %g)", o->mu, o->R0);
if (o->psi && o->psi->d != d)
  return mm_fail(MM_EINPUT, "mm_dyn_path: the head has dimension %d, the instance %d", o->psi->d, d);

@ The starts, in order. Start $0$ is the warm start, the previous radius's
answer scaled to the sphere of radius $R$; start $1$ is that answer as it
is, when it was inside its ball ($\norm{\bar p(R_{k-1})}<(1-10^{-9})R_{k-1}$),
since a minimiser inside the ball stays feasible and, if the ball holds no
better point, remains the answer; both are skipped at the first radius.
Start $2$, the {\it inner start}, is the innermost feasible point: the
origin, or $R_0\hat q$ for a cone. Then the given directions, scaled to
radius $R$ (a zero direction is skipped), then |starts| random ones, whose
directions are uniform on the sphere (a normalised Gaussian vector) or, for
a cone, $\cos\phi\,\hat q+\sin\phi\,w$ with $w$ a random unit vector
orthogonal to $\hat q$ and $\phi$ uniform in $[0,\theta]$. Every other
random start (the first, third, \dots) is placed on the sphere $\norm{p}=R$;
the others at a norm uniform in $[R_{\rm lo},R]$, with $R_{\rm lo}=0$ for the
global path and $R_0$ for a cone.

Why the interior starts. Without Assumption~B the risk can have a finite
minimiser $p^\circ$, and for $R>\norm{p^\circ}$ it is $\bar p(R)$. A start on
the sphere at large $R$ sits where every logit gap is of order $R$, and
there $F$ is flat to rounding ($\norm{\nabla F}\approx e^{-R}$), so the local
method reports stationarity at once; the warm start scaled to the sphere
goes to the same place. Before the interior starts were added, the path
missed $p^\circ$ this way on $18$ of the $20$ trials of the interior check
of Part~II (at $R=256\norm{p^\circ}$ it returned a point on the sphere
whose $F$ was $0.3$--$0.5$ above $F(p^\circ)$). (The other miss reported by Theorem~4's
chapter, $F=-1.464$ at $R=256$ against $-1.508$, had a different cause, the
null steps described with the local method; the old code ended there on the
cone's axis at $\norm{p}=R_0$ with stationarity $223$.)
@<Dyn: place start |st|...@>=
if (st <= 1) {
  const double *prev = P + (size_t)(k - 1) * d;
  if (k == 0) continue;
  if (st == 1 && !(mm_norm(prev, d) < (1.0 - 1e-9) * radii[k - 1])) continue;
  memcpy(e, prev, sizeof(double) * (size_t)d);
} else if (st == 2) {
  for (int j = 0; j < d; j++) e[j] = o->q ? o->R0 * qh[j] : 0.0;
} else if (st < 3 + o->ndirs) memcpy(e, o->dirs + (size_t)(st - 3) * d, sizeof(double) * (size_t)d);
else {
  for (int j = 0; j < d; j++) e[j] = mm_rng_normal(&r);
  if (o->q) {
    double al = mm_dot(e, qh, d), ph = acos(1.0 - o->mu) * mm_rng_uniform(&r), nw;
    for (int j = 0; j < d; j++) e[j] -= al * qh[j];
    nw = mm_norm(e, d);
    for (int j = 0; j < d; j++) e[j] = cos(ph) * qh[j] + (nw > 0 ? sin(ph) * e[j] / nw : 0.0);
  }
}
if (st != 1 && st != 2) {
  double ne = mm_norm(e, d), lo = o->q ? o->R0 : 0.0, rad = R;
  if (ne == 0.0) continue;
  if (st >= 3 + o->ndirs && (st - 3 - o->ndirs) % 2 == 1) rad = lo + (R - lo) * mm_rng_uniform(&r);
  for (int j = 0; j < d; j++) e[j] *= rad / ne;
}

@ Starts agree with the best when their values are within $10^{-9}$
(relative) of it; skipped starts have the value $+\infty$ and never agree.
@<Dyn: count the starts that agree...@>=
for (int st = 0; st < ns; st++) {
  if (Fs[st] == INFINITY || !(Fs[st] <= Fs[best] + 1e-9 * fmax(1.0, fabs(Fs[best])))) continue;
  if (Fs[best] == -INFINITY && Fs[st] != -INFINITY) continue;
  pt[k].agree++;
  if (st != best) pt[k].spread = fmax(pt[k].spread, mm_dyn_angle(ends + (size_t)st * d, ends + (size_t)best * d, d));
}

@*1 The benchmark.
\.{make bench} runs $1000$ normalised steps on a random instance with
$n=100$ inputs of $T=64$ tokens in dimension $d=32$ and prints the time per
step. The authors' PyTorch code needs about $650\,\mu$s per step on this
machine in float32; the target is $100\,\mu$s in double precision on one
core.
@^benchmark@>

{\it Work per step.} Each step is one evaluation: per token one logit
($d$ multiply-adds), one |exp|, and one multiply-add of its key into $\hat
h_i$ ($d$ more); per input a few |log|, |log1p| and |exp|, and $d$
operations for subtracting the dominant key and merging into $\hat g$. So
$F\approx4nTd=819{,}200$ floating-point operations plus $nT=6400$
exponentials. The keys are read once from memory per step,
$B\approx8nTd=1.64$\,MB (the second pass over an input's keys, $16$\,kB,
hits the first-level cache), plus $8nT$ bytes of scores.

{\it Roofline.} A step cannot take less than $\max(F/P,\ B/\beta)+nT\,t_{\exp}$,
with $P$ the floating-point rate and $\beta$ the bandwidth that this code can
get on this machine, and $t_{\exp}$ the time of one call of |exp| (the
exponentials run in the scalar units of the same core; we add their time
rather than overlapping it, a slightly generous bound). The benchmark measures both with the same compiler flags:
$P$ from a dot product of two vectors that stay in the first-level cache
(the kernel of the logits, the best case for the arithmetic), $\beta$ from
summing an array of $B$ bytes, the size of the key array, that was touched
just before (so from wherever the keys live between steps), $t_{\exp}$ from
$1024$ calls on arguments like the gaps $z_t-m$. It prints the
time per step, $F$ divided by it (effective GFLOP/s), the roofline time and
the ratio of the measured to the roofline time, and the speed-up over
$650\,\mu$s.

@(bench_dyn.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <float.h>
#include <math.h>
#include "dyn.h"
#include "gen.h"
@<Dyn bench: subroutines@>@;
int main(void)
{
  const int n = 100, T = 64, d = 32, steps = 1000, reps = 7;
  double F = 4.0 * n * T * d, B = 8.0 * n * T * d + 8.0 * n * T, t0, us, P, beta, te, roof, t[7];
  mm_instance *in = bench_instance(n, T, d);
  double *p = calloc((size_t)d, sizeof(double));
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  if (in == NULL || p == NULL) { fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); return 1; }
  o.max_steps = steps;
  for (int rep = 0; rep < reps; rep++) {
    memset(p, 0, sizeof(double) * (size_t)d);
    t0 = now();
    if (mm_dyn_run(in, &o, p, NULL, &res) != MM_OK || res.steps != steps) {
      fprintf(stderr, "bench_dyn: run failed after %ld steps: %s\n", res.steps, mm_error_message()); return 1;
    }
    t[rep] = (now() - t0) / steps * 1e6;
  }
  qsort(t, reps, sizeof(double), cmp_double);
  us = t[0];
  P = measure_flops(d);
  beta = measure_bandwidth((size_t)B);
  te = measure_exp();
  roof = (fmax(F / P, B / beta) + n * T * te) * 1e6;
  printf("normalised GD, n = %d, T = %d, d = %d, %d steps: %.1f us per step (best of %d runs; median %.1f; final |p| = %.1f)\n",
    n, T, d, steps, us, reps, t[reps / 2], res.norm);
  printf("  work per step: %.0f flop, %.2f MB; effective %.2f GFLOP/s\n", F, B / 1e6, F / us / 1e3);
  printf("  roofline: peak %.2f GFLOP/s (SSE2 multiply-add, L1), %.1f GB/s (%.2f MB array), %.1f ns per exp:\n"
    "    max(%.1f, %.1f) + %.1f = %.1f us; measured / roofline = %.2f\n",
    P / 1e9, beta / 1e9, B / 1e6, te * 1e9, F / P * 1e6, B / beta * 1e6, n * T * te * 1e6, roof, us / roof);
  printf("  vs the authors' PyTorch float32 (650 us per step): %.1fx faster (%.3f of its time)\n", 650.0 / us, us / 650.0);
  mm_instance_free(in); free(p);
  return 0;
}

@ The instance: our generator with a chosen optimal token per input, unit
token scale, logistic loss, fixed seed.
@<Dyn bench: subroutines@>=
static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static mm_instance *bench_instance(int n, int T, int d)
{
  mm_gen_options o = mm_gen_defaults();
  mm_rng r;
  mm_rng_seed(&r, 2023, 0);
  o.n_min = o.n_max = n; o.T_min = o.T_max = T; o.d_min = o.d_max = d;
  o.chosen_opt = 1;
  return mm_gen_instance(&r, &o, NULL);
}

@ The rate of the arithmetic: the multiply-add of the kernels, $y\gets y+a x$
on two-double vectors, with eight independent accumulators on data in the
first-level cache, so that the throughput of the units, not a latency, is
measured. Times are the best of several repetitions: the machine is shared,
and the minimum is the least disturbed measurement (the median of the step
times is printed too). |sink| keeps the compiler from removing the loops.
@<Dyn bench: subroutines@>=
typedef double v2d __attribute__((vector_size(16)));
static volatile double sink;
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static double measure_flops(int d)
{
  v2d x0 = {1.0, 1.1}, x1 = {1.2, 1.3}, x2 = {1.4, 1.5}, x3 = {1.6, 1.7};
  double best = 0.0, s = 0.0;
  const int reps = 1000000;
  for (int k = 0; k < 5; k++) {
    v2d a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0}, a4 = {0}, a5 = {0}, a6 = {0}, a7 = {0};
    double t0 = now(), r;
    for (int q = 0; q < reps; q++) {
      double c = q & 1 ? 1e-9 : -1e-9;
      a0 += x0 * c; a1 += x1 * c; a2 += x2 * c; a3 += x3 * c;
      a4 += x0 * c; a5 += x1 * c; a6 += x2 * c; a7 += x3 * c;
    }
    r = 8.0 * 2.0 * 2.0 * reps / (now() - t0);
    if (r > best) best = r;
    a0 += a1 + a2 + a3 + a4 + a5 + a6 + a7;
    s += a0[0] + a0[1];
  }
  sink = s + d;
  return best;
}
static double measure_exp(void)
{
  double z[1024], s = 0.0, best = HUGE_VAL;
  for (int j = 0; j < 1024; j++) z[j] = -0.37 * (j % 300);
  for (int k = 0; k < 200; k++) {
    double t0 = now();
    for (int j = 0; j < 1024; j++) s += exp(z[j] - 1e-3 * k);
    best = fmin(best, (now() - t0) / 1024);
  }
  sink = s;
  return best;
}
static double measure_bandwidth(size_t bytes)
{
  size_t m = bytes / sizeof(double);
  double *a = malloc(bytes), s = 0.0;
  const int reps = 200;
  if (a == NULL) return NAN;
  for (size_t j = 0; j < m; j++) a[j] = 1.0 / (1.0 + j);
  double best = 0.0;
  for (int k = 0; k < reps; k++) {
    v2d s0 = {0}, s1 = {0};
    double t0 = now();
    for (size_t j = 0; j + 4 <= m; j += 4) {
      v2d u, w;
      memcpy(&u, a + j, sizeof u); memcpy(&w, a + j + 2, sizeof w);
      s0 += u; s1 += w;
    }
    best = fmax(best, (double)bytes / (now() - t0));
    s += s0[0] + s0[1] + s1[0] + s1[1];
  }
  sink = s;
  free(a);
  return best;
}
