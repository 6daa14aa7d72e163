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
#include <unistd.h>
#include <sys/resource.h>
#include <float.h>
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

@ Sizes and the memory cap. An instance stores, in doubles, the tokens $X$
and their keys $K$ ($m d$ numbers each, $m=\sum_iT_i$ the number of
tokens), the scores ($m$), the labels ($n$), the head ($d$) and the matrix
$W$ ($d^2$), besides $2n+1$ integers. Two limits apply, both checked
before anything is allocated, every product formed in |size_t| after a test
that it cannot overflow:
\item{$\bullet$} {\it Representation.} Later chapters form indices in |int|
arithmetic (a row times $d$, a row of $W$ times $d$), so $m$, $md$ and
$d^2$ must stay below $2^{31}$: $m d<2.1\cdot10^9$ ($6.7\cdot10^7$ tokens at
$d=32$), $d\le46340$. Above that the instance is refused as bad input
(exit code~2): a file of a few hundred kilobytes can describe one token of
dimension $5\cdot10^4$, whose $W$ alone would be $2.5\cdot10^9$ numbers.
\item{$\bullet$} {\it Memory.} The instance's $8(2md+m+n+d+d^2)$ bytes plus
the ATT-SVM solver's working set, estimated as $24m$ bytes (the scores, the
key lengths and the near-row list of the working-set method, section ``The
ATT-SVM at scale''), must fit in the memory the process may use: the
physical memory, or the soft limits |RLIMIT_AS| and |RLIMIT_DATA| when they
are lower. Otherwise the instance is refused with |MM_ENOMEM| (exit
code~7) and a message giving the sizes: the bytes needed, the bytes
available and which limit set them. Memory that runs out below that
estimate (other programs hold it) is still |MM_ENOMEM| from the allocation.
@^memory cap@>
@.instance too large@>
@.out of memory: the instance needs@>

@<Model: type definitions@>=
#define MM_MAX_INDEX 2147483647 /* $2^{31}-1$: the largest |int| index */

@ @<Model: subroutines@>=
static int mul_ok(size_t a, size_t b, size_t *r) /* $r=ab$ unless it overflows */
{
  if (a != 0 && b > (size_t)-1 / a) return 0;
  *r = a * b;
  return 1;
}
static double usable_memory(const char **which)
{
  long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
  double avail = pages > 0 && psz > 0 ? (double)pages * (double)psz : HUGE_VAL;
  struct rlimit rl;
  *which = "physical memory";
  if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && (double)rl.rlim_cur < avail)
    avail = (double)rl.rlim_cur, *which = "the address-space limit RLIMIT_AS (ulimit -v)";
  if (getrlimit(RLIMIT_DATA, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && (double)rl.rlim_cur < avail)
    avail = (double)rl.rlim_cur, *which = "the data-segment limit RLIMIT_DATA (ulimit -d)";
  return avail;
}
static mm_status instance_numbers(int n, const int *T, int d, size_t *tokens, size_t *total)
{
  size_t m = 0, md, dd;
  double need, avail;
  const char *which;
  for (int i = 0; i < n; i++) {
    m += (size_t)T[i];
    if (m > MM_MAX_INDEX) break;
  }
  *tokens = m;
  if (m > MM_MAX_INDEX || !mul_ok(m, (size_t)d, &md) || !mul_ok((size_t)d, (size_t)d, &dd)
      || md > MM_MAX_INDEX || dd > MM_MAX_INDEX)
    return mm_fail(MM_EINPUT, "instance too large: %zu%s tokens of dimension %d (tokens x d = %.3g) or W (d x d = %.3g numbers) exceed the 2^31-1 entries an index can address",
      m, m > MM_MAX_INDEX ? "+" : "", d, (double)m * d, (double)d * d);
  *total = 2 * md + m + (size_t)n + (size_t)d + dd;
  need = 8.0 * (double)*total + 24.0 * (double)m;
  avail = usable_memory(&which);
  if (need > avail)
    return mm_fail(MM_ENOMEM, "out of memory: the instance needs %.3g GB (%zu tokens of dimension %d: X and its keys %.3g GB, W %.3g GB, the solver's working set %.3g GB), %s allows %.3g GB",
      need / 1e9, m, d, 16.0 * (double)md / 1e9, 8.0 * (double)dd / 1e9, 24.0 * (double)m / 1e9, which, avail / 1e9);
  return MM_OK;
}
@ The tokens and the keys start on a boundary of $64$ bytes, the size of a
cache line. The vector kernels of the dynamics read them in blocks of
$32$ bytes; from the $16$-byte boundary that |calloc| guarantees, every
other block straddles two cache lines, and on the machine the benchmark
chapter measures that made the passes over the keys about a sixth slower.
The array is zero-filled like any other, and |free| releases it.
@^cache line@>
@<Model: subroutines@>=
static double *alloc_rows(size_t count) /* |count| doubles, zero, aligned to $64$ bytes */
{
  size_t bytes;
  double *q;
  if (count > ((size_t)-1 - 63) / sizeof(double)) { mm_fail(MM_ENOMEM, "out of memory: %zu doubles overflow", count); return NULL; }
  bytes = (count * sizeof(double) + 63) / 64 * 64;
  q = aligned_alloc(64, bytes ? bytes : 64);
  if (q == NULL) { mm_fail(MM_ENOMEM, "out of memory: %zu doubles", count); return NULL; }
  memset(q, 0, bytes);
  return q;
}

@ @<Model: subroutines@>=
mm_instance *mm_instance_new(int n, const int *T, int d)
{
  mm_instance *in;
  size_t m, total;
  if (n <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: number of inputs must be positive, got %d", n); return NULL; }
  if (d <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: dimension must be positive, got %d", d); return NULL; }
  for (int i = 0; i < n; i++)
    if (T[i] <= 0) { mm_fail(MM_EINPUT, "mm_instance_new: every input needs at least one token, input %d has %d", i, T[i]); return NULL; }
  if (instance_numbers(n, T, d, &m, &total) != MM_OK) return NULL;
  in = mm_alloc(1, sizeof *in);
  if (in == NULL) return NULL;
  in->n = n; in->d = d; in->loss = MM_LOSS_LOGISTIC;
  in->T = mm_alloc((size_t)n, sizeof(int));
  in->off = mm_alloc((size_t)n + 1, sizeof(int));
  if (in->T == NULL || in->off == NULL) { mm_instance_free(in); return NULL; }
  for (int i = 0; i < n; i++) { in->T[i] = T[i]; in->off[i + 1] = in->off[i] + T[i]; }
  in->X = alloc_rows(m * (size_t)d);
  in->K = alloc_rows(m * (size_t)d);
  in->gamma = mm_alloc(m, sizeof(double));
  in->Y = mm_alloc((size_t)n, sizeof(double));
  in->v = mm_alloc((size_t)d, sizeof(double));
  in->W = mm_alloc((size_t)d * (size_t)d, sizeof(double));
  if (!in->X || !in->K || !in->gamma || !in->Y || !in->v || !in->W) { mm_instance_free(in); return NULL; }
  for (int i = 0; i < n; i++) in->Y[i] = 1.0;
  for (size_t a = 0; a < (size_t)d; a++) in->W[a * (size_t)d + a] = 1.0;
  return in;
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
  @<Decide whether |W| is the identity, in |ident|@>@;
  for (int i = 0; i < in->n; i++)
    for (int r = in->off[i]; r < in->off[i + 1]; r++) {
      const double *x = in->X + (size_t)r * d;
      double *k = in->K + (size_t)r * d;
      if (ident) for (int b = 0; b < d; b++) k[b] = x[b] + 0.0; /* the sum below, exactly: $-0$ becomes $+0$ */
      else for (int b = 0; b < d; b++) {
        long double s = 0.0L;
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[(size_t)a * d + b];
        k[b] = (double)s;
      }
      in->gamma[r] = in->Y[i] * mm_dot(in->v, x, d);
    }
  if (!mm_all_finite(in->K, m * d) || !mm_all_finite(in->gamma, m))
    return mm_fail(MM_EINPUT, "keys or scores overflow: the entries of X, W or v are too large");
  return MM_OK;
}

@ With $W=I$ (the default, and most instances users bring) the sum is
$x_b\cdot1$ plus zeros, which is $x_b$ exactly, or $+0$ for $x_b=-0$; the
copy |x[b] + 0.0| gives the same bits without the $d^2$ long-double
multiply-adds per token ($6.5\cdot10^7$ of them at $n=1000$, $T=64$, $d=32$).
@<Decide whether |W| is the identity...@>=
int ident = 1;
for (int a = 0; a < d && ident; a++)
  for (int b = 0; b < d; b++) if (in->W[(size_t)a * d + b] != (a == b ? 1.0 : 0.0)) { ident = 0; break; }

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
    for (int b = 0; b < d; b++) GW[(size_t)a * d + b] = gq[a] * p[b];
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

{\it Cost.} The diameter $D_i$ costs $O(T_i^2d)$, which is negligible at
the sizes of the checks but would make \.{mmattn info} on one input of
$10^6$ tokens run for hours before printing anything. Any ball that holds
the keys gives a bound of the same form: with $\bar k$ the mean of the keys
and $R_i=\max_t\norm{k_t-\bar k}$,
$\mathop{\rm Var}(b)=\min_cE[(b-c)^2]\le E[((k_t-\bar k)^Tw)^2]\le
R_i^2\norm{w}^2$, so (5) holds with $D_i^2/4$ replaced by $R_i^2$, at a cost
of $O(T_id)$. Since $\bar k$ lies in the convex hull of the keys, $R_i\le
D_i$, so the replacement loosens the bound by at most a factor~$4$ (and not
at all for two tokens, where $R_i=D_i/2$). We keep the exact diameter for
inputs of at most |MM_DIAMETER_TOKENS| tokens, where its cost is at most
$128$ times that of reading the input, and use $R_i$ above. Either way $L_p$
is an upper bound on $\norm{\nabla^2L}$, which is all its users need.

The bound is accumulated in |long double|: it scales like the fourth power
of the data (for keys and scores scaled by $c$, $\Delta_i^2D_i^2$ scales by
$c^4$), so at the edges of the supported range (see |mm_instance_check_range|)
it leaves the range of |double| although each factor is representable.
|mm_smoothness_bound| returns it rounded to |double|, which may be $+\infty$;
callers that print it use |mm_smoothness_bound_ld|.
@^smoothness bound@>

@<Model: declarations@>=
#define MM_DIAMETER_TOKENS 256
long double mm_smoothness_bound_ld(const mm_instance *in);
double mm_smoothness_bound(const mm_instance *in);

@ @<Model: subroutines@>=
static void loss_derivative_bounds(mm_loss_kind k, double m, double M,
  long double *d1, long double *d2)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: {
    double z = m > 0 ? m : (M < 0 ? M : 0.0); /* point of $[m,M]$ nearest $0$ */
    *d1 = fabs(mm_dloss(k, m));
    *d2 = mm_d2loss(k, z);
    break; }
  case MM_LOSS_EXPONENTIAL: *d1 = *d2 = expl(-(long double)m); break; /* $e^{-m}$, beyond |double| when $m<-709$ */
  default: *d1 = 1.0L; *d2 = 0.0L;
  }
}

@ The spread term $V_i$ bounds $\mathop{\rm Var}(b)/\norm{w}^2$: $D_i^2/4$
or $R_i^2$.
@<Model: subroutines@>=
static long double key_spread(const double *K, int T, int d)
{
  long double V = 0.0L;
  if (T <= MM_DIAMETER_TOKENS) {
    for (int t = 0; t < T; t++) /* $D_i^2=\max\norm{k_t-k_\tau}^2$ */
      for (int tau = t + 1; tau < T; tau++) {
        long double e = mm_dist(K + (size_t)t * d, K + (size_t)tau * d, d);
        if (e * e / 4 > V) V = e * e / 4;
      }
    return V;
  }
  {
    long double *c = calloc((size_t)d, sizeof(long double));
    mm_assert(c != NULL);
    for (int t = 0; t < T; t++) for (int j = 0; j < d; j++) c[j] += K[(size_t)t * d + j];
    for (int j = 0; j < d; j++) c[j] /= T; /* $\bar k$ */
    for (int t = 0; t < T; t++) { /* $R_i^2=\max\norm{k_t-\bar k}^2$ */
      long double e = 0.0L;
      for (int j = 0; j < d; j++) { long double u = K[(size_t)t * d + j] - c[j]; e += u * u; }
      if (e > V) V = e;
    }
    free(c);
    return V;
  }
}

@ @<Model: subroutines@>=
long double mm_smoothness_bound_ld(const mm_instance *in)
{
  int d = in->d;
  long double sum = 0.0L;
  for (int i = 0; i < in->n; i++) {
    const double *gam = in->gamma + in->off[i];
    double m = gam[0], M = gam[0];
    long double V, delta, d1, d2;
    for (int t = 1; t < in->T[i]; t++) {
      if (gam[t] < m) m = gam[t];
      if (gam[t] > M) M = gam[t];
    }
    V = key_spread(in->K + (size_t)in->off[i] * d, in->T[i], d);
    delta = (long double)M - m;
    loss_derivative_bounds(in->loss, m, M, &d1, &d2);
    sum += d2 * delta * delta * V / 4 + d1 * delta * V; /* the term of (5) */
  }
  return sum / in->n;
}
double mm_smoothness_bound(const mm_instance *in) { return (double)mm_smoothness_bound_ld(in); }

@ Plain gradient descent's default step is $1/L_p$. When that number is
not a normal |double| (the bound overflowed, or its reciprocal is below
the smallest normal number or beyond the largest), there is no safe step
to take in this arithmetic, and |mm_gd_step| says so instead of returning
a step of $0$ or $\infty$, which would make a run that does nothing and
reports success. $L_p=0$ means every input's scores or keys coincide, the
gradient vanishes everywhere, and any step is safe; we return $1$.
@.there is no safe step@>

@<Model: declarations@>=
mm_status mm_gd_step(const mm_instance *in, double *eta);

@ @<Model: subroutines@>=
mm_status mm_gd_step(const mm_instance *in, double *eta)
{
  long double L = mm_smoothness_bound_ld(in);
  if (L == 0) { *eta = 1.0; return MM_OK; }
  if (!isfinite(L) || !(1.0L / L >= DBL_MIN && 1.0L / L <= DBL_MAX))
    return mm_fail(MM_EINPUT, "plain GD: the smoothness bound L_p = %.6Lg gives a step 1/L_p outside the range of double, so there is no safe step; rescale the instance, pass --eta, or use normalised GD", L);
  *eta = (double)(1.0L / L);
  return MM_OK;
}

@*1 The supported range of the data.
The problems of this book are invariant under scaling: when every key is
multiplied by $c>0$, the ATT-SVM solution is divided by $c$, and the
softmax path is the same path at rescaled $p$. Their arithmetic is not:
the solvers form Gram entries $k^Tk'$ and norms $\norm{p}^2$, which
overflow once the keys pass about $10^{154}$ or the solution passes that
size (keys below about $10^{-154}$). Rather than rescale silently inside
every solver and scale every answer back, the command refuses data outside
a range in which all of them work, and the message says so (the library's
reader itself accepts every finite double, so that files round-trip and
the checks can probe the extremes); the user can
rescale, since the answers transform exactly. The range is
$$10^{-100}\le\max\vert\cdot\vert\le10^{100}$$
for the largest magnitude of each of $X$, $v$, $W$, the keys and the
scores (an array that is exactly zero is allowed). It leaves fifty orders
of magnitude of margin below the overflow of squares: Gram entries stay
below $d\cdot10^{200}$ and solutions, of size about the inverse of the key
differences, stay far from $10^{154}$. The smoothness bound, a fourth
power of the data, may still overflow |double| there; it is kept in
|long double| (see |mm_smoothness_bound_ld|).
@^supported range@>
@^scale invariance@>
@.outside the supported range@>

@<Model: declarations@>=
#define MM_RANGE_MAX 1e100
#define MM_RANGE_MIN 1e-100
mm_status mm_instance_check_range(const mm_instance *in);

@ @<Model: subroutines@>=
static double max_abs(const double *x, size_t m)
{
  double a = 0.0;
  for (size_t j = 0; j < m; j++) if (fabs(x[j]) > a) a = fabs(x[j]);
  return a;
}
mm_status mm_instance_check_range(const mm_instance *in)
{
  size_t m = (size_t)in->off[in->n], d = (size_t)in->d;
  const char *name[5] = {"X", "v", "W", "the keys W^T x", "the scores Y v^T x"};
  double a[5];
  a[0] = max_abs(in->X, m * d); a[1] = max_abs(in->v, d); a[2] = max_abs(in->W, d * d);
  a[3] = max_abs(in->K, m * d); a[4] = max_abs(in->gamma, m);
  for (int k = 0; k < 5; k++)
    if (a[k] != 0.0 && (a[k] > MM_RANGE_MAX || a[k] < MM_RANGE_MIN))
      return mm_fail(MM_EINPUT, "the largest magnitude in %s is %.17g, outside the supported range [1e-100, 1e100] (the problems are scale-invariant: rescale the data)", name[k], a[k]);
  return MM_OK;
}
