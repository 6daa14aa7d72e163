@*The model.
An {\it instance\/} is a data set of $n$ inputs. Input $i$ has $T_i$ tokens
$x_{i1},\ldots,x_{iT_i}\in\R^d$, stacked as the rows of $X_i\in\R^{T_i\times
d}$, and a label $Y_i\in\{-1,+1\}$; the inputs may have different lengths.
The instance also fixes the prediction head $v\in\R^d$, the key-query matrix
$W\in\R^{d\times d}$ (the identity unless stated), and a loss $\ell$. The
model and the risk are
$$f(X_i)=\langle X_iv,\ S(X_iWp)\rangle,\qquad
L(p)={1\over n}\sum_{i=1}^n\ell\bigl(Y_if(X_i)\bigr).$$
We write $k_{it}=W^Tx_{it}$ for the {\it keys}, so the logits of input $i$
are $a_{it}=k_{it}^Tp$, the softmax weights are $s_i=S(a_i)$, and the {\it
scores\/} are $\gamma_{it}=Y_i\,v^Tx_{it}$.
@^scores@>
@^keys@>
Then $Y_if(X_i)=\sum_ts_{it}\gamma_{it}$, which we call the margin $u_i$. It
is a convex combination of the scores, so
$$\min_t\gamma_{it}\le u_i\le\max_t\gamma_{it},\eqno(1)$$
a fact that bounds every derivative below.

@ The chapter's code is the module \.{model}: the instance type, the losses,
softmax and log-softmax, the risk, its gradients in $p$, $v$ and $W$, and the
smoothness bound $L_p$.

@(model.h@>=
#ifndef MM_MODEL_H
#define MM_MODEL_H
#include "base.h"
@<Model: type definitions@>@;
@<Model: declarations@>@;
#endif

@ @(model.c@>=
@<Model: include files@>@;
@<Model: subroutines@>@;

@ @<Model: include files@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "model.h"

@ The three losses of the paper. All are strictly decreasing and
differentiable, and since $u_i$ is confined to the interval~(1) their first
two derivatives are bounded there, so all three satisfy Assumption~A.
@^Assumption A@>

@<Model: type definitions@>=
typedef enum {
  MM_LOSS_LOGISTIC, /* $\ell(u)=\log(1+e^{-u})$ */
  MM_LOSS_EXPONENTIAL, /* $\ell(u)=e^{-u}$ */
  MM_LOSS_CORRELATION /* $\ell(u)=-u$ */
} mm_loss_kind;

@ Tokens of all inputs are stored in one row-major array: token $t$ of input
$i$ (both counted from zero in the code) is row |off[i]+t| of |X|. The keys
|K| and the scores |gamma| are derived from |X|, |W|, |v| and |Y| by
|mm_instance_refresh|, which every routine that changes those must call.

@<Model: type definitions@>=
typedef struct {
  int n, d; /* number of inputs, dimension of tokens */
  int *T; /* |T[i]| is the number of tokens of input |i| */
  int *off; /* |off[i]| is the first row of input |i|; |off[n]| the total */
  double *X; /* tokens, |off[n]| rows of length |d| */
  double *Y; /* labels $\pm1$ */
  double *v; /* prediction head */
  double *W; /* key-query matrix, row-major: |W[a*d+b]| is $W_{ab}$ */
  mm_loss_kind loss;
  double *K; /* keys $k_{it}=W^Tx_{it}$, same layout as |X| */
  double *gamma; /* scores $\gamma_{it}$, one per row */
} mm_instance;

@ An instance is allocated with its shape; tokens and head start at zero,
labels at $+1$, $W$ at the identity and the loss is logistic.
@.number of inputs must be positive@>
@.every input needs at least one token@>

@<Model: declarations@>=
mm_instance *mm_instance_new(int n, const int *T, int d);
void mm_instance_free(mm_instance *in);
mm_instance *mm_instance_copy(const mm_instance *in);
mm_status mm_instance_refresh(mm_instance *in);
int mm_instance_max_tokens(const mm_instance *in);

@ @<Model: subroutines@>=
mm_instance *mm_instance_new(int n, const int *T, int d)
{
  mm_instance *in;
  if (n <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: number of inputs must be positive, got %d", n); return NULL; }
  if (d <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: dimension must be positive, got %d", d); return NULL; }
  for (int i = 0; i < n; i++)
    if (T[i] <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: every input needs at least one token, input %d has %d", i, T[i]); return NULL; }
  in = mm_alloc(1, sizeof *in);
  if (in == NULL) return NULL;
  in->n = n; in->d = d; in->loss = MM_LOSS_LOGISTIC;
  in->T = mm_alloc((size_t)n, sizeof(int));
  in->off = mm_alloc((size_t)n + 1, sizeof(int));
  if (in->T == NULL || in->off == NULL) { mm_instance_free(in); return NULL; }
  @<Fill the token counts and offsets, refusing totals that overflow@>@;
  in->X = mm_alloc((size_t)in->off[n] * d, sizeof(double));
  in->K = mm_alloc((size_t)in->off[n] * d, sizeof(double));
  in->gamma = mm_alloc((size_t)in->off[n], sizeof(double));
  in->Y = mm_alloc((size_t)n, sizeof(double));
  in->v = mm_alloc((size_t)d, sizeof(double));
  in->W = mm_alloc((size_t)d * d, sizeof(double));
  if (!in->X || !in->K || !in->gamma || !in->Y || !in->v || !in->W) { mm_instance_free(in); return NULL; }
  for (int i = 0; i < n; i++) in->Y[i] = 1.0;
  for (int a = 0; a < d; a++) in->W[a * d + a] = 1.0;
  return in;
}

@ @.too many tokens@>
@<Fill the token counts and offsets...@>=
{
  long long tot = 0;
  for (int i = 0; i < n; i++) {
    in->T[i] = T[i]; in->off[i] = (int)tot; tot += T[i];
    if (tot * (long long)d > 100000000LL) {
      mm_fail(MM_EINPUT, "mm_instance_new: too many tokens (%lld tokens of dimension %d exceed 10^8 numbers)", tot, d);
      mm_instance_free(in); return NULL;
    }
  }
  in->off[n] = (int)tot;
}

@ @<Model: subroutines@>=
void mm_instance_free(mm_instance *in)
{
  if (in == NULL) return;
  free(in->T); free(in->off); free(in->X); free(in->K); free(in->gamma);
  free(in->Y); free(in->v); free(in->W); free(in);
}
mm_instance *mm_instance_copy(const mm_instance *in)
{
  mm_instance *c = mm_instance_new(in->n, in->T, in->d);
  size_t m = (size_t)in->off[in->n];
  if (c == NULL) return NULL;
  memcpy(c->X, in->X, m * in->d * sizeof(double));
  memcpy(c->K, in->K, m * in->d * sizeof(double));
  memcpy(c->gamma, in->gamma, m * sizeof(double));
  memcpy(c->Y, in->Y, in->n * sizeof(double));
  memcpy(c->v, in->v, in->d * sizeof(double));
  memcpy(c->W, in->W, (size_t)in->d * in->d * sizeof(double));
  c->loss = in->loss;
  return c;
}
int mm_instance_max_tokens(const mm_instance *in)
{
  int m = 0;
  for (int i = 0; i < in->n; i++) if (in->T[i] > m) m = in->T[i];
  return m;
}

@ Refreshing computes $k_{it}=W^Tx_{it}$, i.e.\ $(k_{it})_b=\sum_a x_{ita}W_{ab}$,
and $\gamma_{it}=Y_iv^Tx_{it}$. It also validates what a user can get wrong:
labels must be $\pm1$ and every number finite.
@.labels must be +1 or -1@>
@.non-finite number@>

@<Model: subroutines@>=
mm_status mm_instance_refresh(mm_instance *in)
{
  int d = in->d;
  size_t m = (size_t)in->off[in->n];
  for (int i = 0; i < in->n; i++)
    if (in->Y[i] != 1.0 && in->Y[i] != -1.0)
      return mm_fail(MM_EINPUT, "labels must be +1 or -1: Y[%d] = %g", i, in->Y[i]);
  if (!mm_all_finite(in->X, m * d)) return mm_fail(MM_EINPUT, "non-finite number in the tokens X");
  if (!mm_all_finite(in->v, (size_t)d)) return mm_fail(MM_EINPUT, "non-finite number in the head v");
  if (!mm_all_finite(in->W, (size_t)d * d)) return mm_fail(MM_EINPUT, "non-finite number in W");
  for (int i = 0; i < in->n; i++)
    for (int r = in->off[i]; r < in->off[i + 1]; r++) {
      const double *x = in->X + (size_t)r * d;
      double *k = in->K + (size_t)r * d;
      for (int b = 0; b < d; b++) {
        long double s = 0.0L;
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[a * d + b];
        k[b] = (double)s;
      }
      in->gamma[r] = in->Y[i] * mm_dot(in->v, x, d);
    }
  if (!mm_all_finite(in->K, m * d) || !mm_all_finite(in->gamma, m))
    return mm_fail(MM_EINPUT, "keys or scores overflow: the entries of X, W or v are too large");
  return MM_OK;
}

@*1 Softmax and log-softmax.
The softmax $S(a)_t=e^{a_t}/\sum_\tau e^{a_\tau}$ is invariant under adding
a constant to every logit, so we subtract $a_{\max}=\max_ta_t$ first: every
exponent is then $\le0$, nothing overflows, and the largest term is exactly
$1$, so the denominator lies in $[1,T]$ and nothing underflows to a zero
denominator either. The same shift gives the log-sum-exp
$\log\sum_te^{a_t}=a_{\max}+\log\sum_te^{a_t-a_{\max}}$ and the log-softmax
$\log S(a)_t=a_t-a_{\max}-\log\sum_\tau e^{a_\tau-a_{\max}}$, which stays
accurate for tokens whose probability underflows: at logits $\pm10^4$ the
weight $e^{-2\cdot10^4}$ is zero in double precision, but its logarithm
$-2\cdot10^4$ is not. The later chapters on the dynamics rely on this.

@<Model: declarations@>=
double mm_logsumexp(const double *a, int T);
void mm_softmax(const double *a, int T, double *s);
void mm_log_softmax(const double *a, int T, double *ls);

@ @<Model: subroutines@>=
double mm_logsumexp(const double *a, int T)
{
  double amax = a[0], s = 0.0;
  for (int t = 1; t < T; t++) if (a[t] > amax) amax = a[t];
  for (int t = 0; t < T; t++) s += exp(a[t] - amax);
  return amax + log(s);
}
void mm_softmax(const double *a, int T, double *s)
{
  double amax = a[0], z = 0.0;
  for (int t = 1; t < T; t++) if (a[t] > amax) amax = a[t];
  for (int t = 0; t < T; t++) { s[t] = exp(a[t] - amax); z += s[t]; }
  for (int t = 0; t < T; t++) s[t] /= z;
}
void mm_log_softmax(const double *a, int T, double *ls)
{
  double lse = mm_logsumexp(a, T);
  for (int t = 0; t < T; t++) ls[t] = a[t] - lse;
}

@*1 Losses.
For each loss we need $\ell$, $\ell'$ and $\ell''$, evaluated without
overflow or cancellation. With $\sigma(z)=1/(1+e^{-z})$:
$$\vbox{\halign{$#$\hfil\quad&$#$\hfil\quad&$#$\hfil\quad&$#$\hfil\cr
&\ell(u)&\ell'(u)&\ell''(u)\cr
\hbox{logistic}&\log(1+e^{-u})&-\sigma(-u)&\sigma(u)\sigma(-u)\cr
\hbox{exponential}&e^{-u}&-e^{-u}&e^{-u}\cr
\hbox{correlation}&-u&-1&0\cr}}$$
For the logistic loss, $\log(1+e^{-u})$ is computed as
|log1p(exp(-u))| when $u\ge0$ and as $-u\,+$ |log1p(exp(u))| when $u<0$, so the
argument of |exp| is never positive; $\sigma(-u)$ is computed from
whichever of $e^{-u}$, $e^{u}$ does not overflow.
@^logistic loss@>
@^exponential loss@>
@^correlation loss@>

@<Model: declarations@>=
double mm_loss(mm_loss_kind k, double u);
double mm_dloss(mm_loss_kind k, double u);
double mm_d2loss(mm_loss_kind k, double u);
const char *mm_loss_name(mm_loss_kind k);

@ @<Model: subroutines@>=
static double sigm(double z) /* $\sigma(z)$ without overflow */
{
  if (z >= 0) return 1.0 / (1.0 + exp(-z));
  double e = exp(z);
  return e / (1.0 + e);
}
double mm_loss(mm_loss_kind k, double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return u >= 0 ? log1p(exp(-u)) : -u + log1p(exp(u));
  case MM_LOSS_EXPONENTIAL: return exp(-u);
  case MM_LOSS_CORRELATION: return -u;
  }
  return NAN;
}
double mm_dloss(mm_loss_kind k, double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return -sigm(-u);
  case MM_LOSS_EXPONENTIAL: return -exp(-u);
  case MM_LOSS_CORRELATION: return -1.0;
  }
  return NAN;
}
double mm_d2loss(mm_loss_kind k, double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return sigm(u) * sigm(-u);
  case MM_LOSS_EXPONENTIAL: return exp(-u);
  case MM_LOSS_CORRELATION: return 0.0;
  }
  return NAN;
}
const char *mm_loss_name(mm_loss_kind k)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return "logistic";
  case MM_LOSS_EXPONENTIAL: return "exponential";
  case MM_LOSS_CORRELATION: return "correlation";
  }
  return "unknown";
}

@*1 The risk and its gradient in $p$.
Differentiate $u_i=\sum_ts_{it}\gamma_{it}$ with respect to the logits:
$\partial s_{it}/\partial a_{i\tau}=s_{it}(\delta_{t\tau}-s_{i\tau})$, so
$\partial u_i/\partial a_{it}=s_{it}(\gamma_{it}-u_i)$, and by the chain rule
through $a_{it}=k_{it}^Tp$,
$$\nabla_pL(p)={1\over n}\sum_{i=1}^n\ell'(u_i)\sum_{t=1}^{T_i}
  s_{it}\,(\gamma_{it}-u_i)\,k_{it}.\eqno(2)$$
The inner sum is a covariance under the distribution $s_i$: it is
$\mathop{\rm Cov}_{s_i}(\gamma_i,k_i)$, the covariance of the score and the
key of a token drawn with probabilities $s_i$. Gradient descent therefore
moves $p$ toward keys whose scores beat the current margin, weighted by
$-\ell'(u_i)>0$.
@^gradient in p@>

The routine |mm_grad_p| returns $L(p)$ and, when |g| is not |NULL|, stores
$\nabla_pL(p)$ in |g|; |mm_risk| is the same with no gradient.

@<Model: declarations@>=
double mm_risk(const mm_instance *in, const double *p);
double mm_grad_p(const mm_instance *in, const double *p, double *g);
void mm_input_softmax(const mm_instance *in, int i, const double *p, double *s);

@ The softmax of one input, $s_i=S(K_ip)$, in a buffer of length $T_i$.
@<Model: subroutines@>=
void mm_input_softmax(const mm_instance *in, int i, const double *p, double *s)
{
  int d = in->d, T = in->T[i];
  const double *K = in->K + (size_t)in->off[i] * d;
  for (int t = 0; t < T; t++) s[t] = mm_dot(K + (size_t)t * d, p, d);
  mm_softmax(s, T, s);
}

@ Formulas (2), (3) and (4) below share one shape: for each input, the
softmax $s_i$ and the margin $u_i$, then a sum over tokens of a weight
times a row vector, the key $k_{it}$ or the token $x_{it}$. One routine does
that work for all of them. With |centred| set the weight is
$\ell'(u_i)s_{it}(\gamma_{it}-u_i)/n$, as in (2); otherwise it is
$\ell'(u_i)Y_is_{it}/n$, as in (3). It returns $L(p)$, and adds to |g| only
when |g| is not |NULL|.
@<Model: subroutines@>=
static double accumulate(const mm_instance *in, const double *p, const double *rows,
  int centred, double *g)
{
  int d = in->d;
  double *s = malloc(sizeof(double) * (size_t)mm_instance_max_tokens(in));
  long double risk = 0.0L;
  mm_assert(s != NULL);
  if (g) for (int j = 0; j < d; j++) g[j] = 0.0;
  for (int i = 0; i < in->n; i++) {
    const double *gam = in->gamma + in->off[i];
    const double *R = rows + (size_t)in->off[i] * d;
    double u = 0.0;
    mm_input_softmax(in, i, p, s);
    for (int t = 0; t < in->T[i]; t++) u += s[t] * gam[t];
    risk += mm_loss(in->loss, u);
    if (g) @<Add the weighted rows of input |i| to |g|@>@;
  }
  free(s);
  return (double)(risk / in->n);
}

@ @<Add the weighted rows of input |i| to |g|@>=
{
  double c = mm_dloss(in->loss, u) / in->n * (centred ? 1.0 : in->Y[i]);
  for (int t = 0; t < in->T[i]; t++) {
    double w = c * s[t] * (centred ? gam[t] - u : 1.0); /* $g:=g+\ell'_is_{it}(\gamma_{it}-u_i)k_{it}/n$, or the weight of (3) */
    const double *r = R + (size_t)t * d;
    for (int j = 0; j < d; j++) g[j] += w * r[j];
  }
}

@ @<Model: subroutines@>=
double mm_grad_p(const mm_instance *in, const double *p, double *g) { return accumulate(in, p, in->K, 1, g); }
double mm_risk(const mm_instance *in, const double *p) { return accumulate(in, p, in->K, 1, NULL); }

@*1 Gradients in $v$ and in $W$.
The head enters only through the scores: $u_i=Y_i\,v^TX_i^Ts_i$ and $s_i$
does not depend on $v$, so
$$\nabla_vL={1\over n}\sum_i\ell'(u_i)\,Y_i\,X_i^Ts_i.\eqno(3)$$
The key-query matrix enters only through the logits $a_{it}=x_{it}^TWp$.
Write $q=Wp$; then $a_{it}=x_{it}^Tq$, and by~(2) with keys $x_{it}$,
$$\nabla_qL={1\over n}\sum_i\ell'(u_i)\sum_ts_{it}(\gamma_{it}-u_i)x_{it}.$$
Since $\partial a_{it}/\partial W_{ab}=x_{ita}p_b$, the chain rule gives
$$\nabla_WL=(\nabla_qL)\,p^T,\eqno(4)$$
a matrix of rank at most one whose row space is spanned by $p^T$, whatever
the data. This is the algebra behind the paper's remark that $W$ is
effectively rank one: every gradient step on $W$ adds a multiple of
$(\cdot)\,p^T$, so $W(k)-W(0)$ stays rank one with row factor $p^T$, and
$\nabla_pL=W^T\nabla_qL$ connects the two parametrisations.
@^rank one@>
@^gradient in W@>
@^gradient in v@>

@<Model: declarations@>=
double mm_grad_v(const mm_instance *in, const double *p, double *gv);
double mm_grad_q(const mm_instance *in, const double *p, double *gq);
double mm_grad_W(const mm_instance *in, const double *p, double *GW);

@ The $v$-gradient (3) and the $q$-gradient are the same accumulation with
the tokens as rows; the logits are still $a_{it}=k_{it}^Tp=x_{it}^Tq$, so
the softmax is the one of~(2).
@<Model: subroutines@>=
double mm_grad_v(const mm_instance *in, const double *p, double *gv) { return accumulate(in, p, in->X, 0, gv); }
double mm_grad_q(const mm_instance *in, const double *p, double *gq) { return accumulate(in, p, in->X, 1, gq); }
double mm_grad_W(const mm_instance *in, const double *p, double *GW)
{
  int d = in->d;
  double *gq = malloc(sizeof(double) * (size_t)d), risk;
  mm_assert(gq != NULL);
  risk = mm_grad_q(in, p, gq);
  for (int a = 0; a < d; a++) /* $\nabla_WL=(\nabla_qL)p^T$ by (4) */
    for (int b = 0; b < d; b++) GW[a * d + b] = gq[a] * p[b];
  free(gq);
  return risk;
}

@*1 The smoothness bound $L_p$.
Gradient descent with step $\eta\le1/L_p$ decreases $L$ at every step when
$L_p$ bounds the spectral norm of the Hessian $\nabla^2L(p)$ for all $p$. We
derive such a bound from the data alone.
@^smoothness bound@>
@^step size@>

Fix an input and drop the index $i$. Let $E$, $\mathop{\rm Var}$ and
$\mathop{\rm Cov}$ be taken over a token $t$ drawn with probabilities $s$,
let $c_t=\gamma_t-u$ (so $E[c]=0$), and for a direction $w$ let
$b_t=k_t^Tw$. By (2), $w^T\nabla u=\mathop{\rm Cov}(\gamma,b)$.
Differentiating once more (the derivative of $s_t(\gamma_t-u)$ with respect to
$a_\tau$ is $s_t(\delta_{t\tau}-s_\tau)c_t-s_ts_\tau c_\tau$) gives
$$w^T\nabla^2u\,w=E[c\,b^2]-2E[c\,b]E[b]=E\bigl[c\,(b-E b)^2\bigr],$$
the last step using $E[c]=0$. Let $\Delta=\max_t\gamma_t-\min_t\gamma_t$ be
the spread of the scores and $D=\max_{t,\tau}\norm{k_t-k_\tau}$ the diameter
of the keys. The scores and $u$ lie in an interval of length $\Delta$, so
$\vert c_t\vert \le\Delta$ and $\mathop{\rm Var}(\gamma)\le\Delta^2/4$ (Popoviciu's
inequality); the $b_t$ lie in an interval of length at most
$D\norm{w}$, so $\mathop{\rm Var}(b)\le D^2\norm{w}^2/4$. Hence
$$\vert w^T\nabla u\vert \le\sqrt{\mathop{\rm Var}\gamma\,\mathop{\rm Var}b}
  \le{\Delta D\over4}\norm{w},\qquad
  \vert w^T\nabla^2u\,w\vert \le\Delta\,{D^2\over4}\norm{w}^2.$$
Now $\nabla^2\ell(u)=\ell''(u)\nabla u\nabla u^T+\ell'(u)\nabla^2u$, and $u$
stays in the interval~(1), so with $\ell''_{\max}$ and $\vert \ell'\vert _{\max}$ the
suprema over that interval,
$$\norm{\nabla^2L(p)}\le L_p={1\over n}\sum_{i=1}^n\Bigl(
  \ell''_{\max,i}{\Delta_i^2D_i^2\over16}+\vert \ell'\vert _{\max,i}{\Delta_iD_i^2\over4}
  \Bigr)\quad\hbox{for every $p$.}\eqno(5)$$
The suprema are exact: $\vert \ell'\vert $ is decreasing for all three losses, so it
peaks at the left end $m_i=\min_t\gamma_{it}$; the logistic $\ell''=\sigma(u)
\sigma(-u)$ peaks at $u=0$, hence at the point of $[m_i,M_i]$ nearest to $0$;
the exponential $\ell''$ peaks at $m_i$; the correlation loss has $\ell''=0$.
Part~II checks (5) against finite-difference Hessians.

@<Model: declarations@>=
double mm_smoothness_bound(const mm_instance *in);

@ @<Model: subroutines@>=
static void loss_derivative_bounds(mm_loss_kind k, double m, double M,
  double *d1, double *d2)
{
  *d1 = fabs(mm_dloss(k, m));
  switch (k) {
  case MM_LOSS_LOGISTIC: {
    double z = m > 0 ? m : (M < 0 ? M : 0.0); /* point of $[m,M]$ nearest $0$ */
    *d2 = mm_d2loss(k, z);
    break; }
  case MM_LOSS_EXPONENTIAL: *d2 = mm_d2loss(k, m); break;
  default: *d2 = 0.0;
  }
}

@ @<Model: subroutines@>=
double mm_smoothness_bound(const mm_instance *in)
{
  int d = in->d;
  long double sum = 0.0L;
  for (int i = 0; i < in->n; i++) {
    const double *gam = in->gamma + in->off[i];
    const double *K = in->K + (size_t)in->off[i] * d;
    double m = gam[0], M = gam[0], D2 = 0.0, delta, d1, d2;
    for (int t = 1; t < in->T[i]; t++) {
      if (gam[t] < m) m = gam[t];
      if (gam[t] > M) M = gam[t];
    }
    for (int t = 0; t < in->T[i]; t++) /* $D_i^2=\max\norm{k_t-k_\tau}^2$ */
      for (int tau = t + 1; tau < in->T[i]; tau++) {
        double e = mm_dist(K + (size_t)t * d, K + (size_t)tau * d, d);
        if (e * e > D2) D2 = e * e;
      }
    delta = M - m;
    loss_derivative_bounds(in->loss, m, M, &d1, &d2);
    sum += d2 * delta * delta * D2 / 16.0 + d1 * delta * D2 / 4.0;
  }
  return (double)(sum / in->n);
}
