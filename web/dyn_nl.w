@*Nonlinear heads.
{\it What it computes.} For a fixed nonlinear head $\psi$ (|mm_mlp|, a
perceptron with random weights from a seed, made by |mm_mlp_new|),
|mm_dyn_nl_scores| gives the selection scores $\gamma^\psi_{it}=Y_i\psi(x_{it})$,
|mm_dyn_nl_risk| the plain risk and its gradient in $p$, and
|mm_dyn_nl_evaluate| the risk, the floor $L^\psi_\star$ of the best pure
selection, the sign and logarithm of $L-L^\psi_\star$, and the gradient as a
unit direction with the logarithm of its norm, in log form like the linear
evaluation. |mm_dyn_nl_objective| is the objective that the regularization
path minimises for this head. A head of the wrong dimension or a
non-finite $p$ is |MM_EINPUT|.

{\it Where it is checked.} ``Checks of the dynamics'', section ``The
nonlinear head'' (the gradient against finite differences; the log-form
excess against a |long double| reference and, far out, against its
first-order expansion; the path against a grid), and the chapter on
nonlinear heads in Part~II.

{\it Status.} Complete. The excess agrees with the |long double| reference
and, at weights $e^{-50}$ to $e^{-5000}$, with the first-order expansion, to
less than one unit of the rounding argued in its check, so the nonlinear
path is followed to $1024\norm{p^\psi}$.

@ @(dyn_nl.h@>=
#ifndef MM_DYN_NL_H
#define MM_DYN_NL_H
#include <stdint.h>
#include "dyn_eval.h"
@<Nonlinear head: type definitions@>@;
@<Nonlinear head: declarations@>@;
#endif

@ @(dyn_nl.c@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
#include "gen.h"
@<Nonlinear head: make and free a perceptron head@>@;
@<Nonlinear head: evaluate the head and the selection scores@>@;
@<Nonlinear head: bind a head to an instance@>@;
@<Nonlinear head: compute the plain risk and its gradient@>@;
@<Nonlinear head: compute the secant slope of the loss@>@;
@<Nonlinear head: evaluate the excess and the gradient in log form@>@;
@<Nonlinear head: compute the objective of the path@>@;

@ The head and its gradient.
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

@<Nonlinear head: type definitions@>=
typedef struct {
  int d, h; /* input dimension, hidden width */
  double *B, *c, *a; /* $B$ row-major $h\times d$ */
  const mm_instance *bound; /* the instance whose selection scores |score| holds (|mm_mlp_bind|), or |NULL| */
  uint64_t bound_tag; /* the fingerprint of its tokens and labels when bound */
  double *score; /* $\gamma^\psi_{it}$ of |bound|, by global token index */
} mm_mlp;

@ @<Nonlinear head: declarations@>=
mm_mlp *mm_mlp_new(int d, int h, uint64_t seed);
void mm_mlp_free(mm_mlp *f);
mm_status mm_mlp_bind(mm_mlp *f, const mm_instance *in);
double mm_mlp_eval(const mm_mlp *f, const double *z, double *grad);
double mm_dyn_nl_risk(const mm_instance *in, const mm_mlp *psi, const double *p, double *g);
void mm_dyn_nl_scores(const mm_instance *in, const mm_mlp *psi, double *score);

@ @.hidden width must be positive@>
@<Nonlinear head: make and free a perceptron head@>=
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
  free(f->B); free(f->c); free(f->a); free(f->score); free(f);
}

@ $\psi(z)$ and, when |grad| is not |NULL|, $\nabla\psi(z)=\sum_ja_j(1-\tanh^2)b_j$.
@<Nonlinear head: evaluate the head and the selection scores@>=
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

@ Binding. Every evaluation of the excess needs the selection scores of
all tokens of every input (for $M^\psi_i$ and $\gamma^\psi_{ir}$), $Th$
hyperbolic tangents per input, which make most of an evaluation's cost
once $T$ or $d$ is not tiny. They do not depend on $p$, so a caller that
evaluates one head on one instance many times (a regularization path) may
{\it bind\/} the head to the instance: |mm_mlp_bind| computes them once, by
|mm_dyn_nl_scores|, and the evaluation uses them, the same numbers it would
compute, so that binding changes no result. The binding holds the
instance's address and a fingerprint of its tokens, labels and shape;
an evaluation on any other instance, or on the bound one after its tokens
or labels changed, sees a different address or fingerprint and computes the
scores itself. The fingerprint (FNV-1a over the bits of $X$, $Y$, $n$, $d$
and the token count) costs one multiplication per number, a fraction of
the evaluation's own passes over the keys.
@.the head has dimension@>
@<Nonlinear head: bind a head to an instance@>=
static uint64_t nl_fingerprint(const mm_instance *in)
{
  uint64_t h = 14695981039346656037ULL, w;
  size_t m = (size_t)in->off[in->n] * in->d;
  h = (h ^ (uint64_t)in->n) * 1099511628211ULL;
  h = (h ^ (uint64_t)in->d) * 1099511628211ULL;
  h = (h ^ (uint64_t)in->off[in->n]) * 1099511628211ULL;
  for (size_t j = 0; j < m; j++) { memcpy(&w, in->X + j, sizeof w); h = (h ^ w) * 1099511628211ULL; }
  for (int i = 0; i < in->n; i++) { memcpy(&w, in->Y + i, sizeof w); h = (h ^ w) * 1099511628211ULL; }
  return h;
}
mm_status mm_mlp_bind(mm_mlp *f, const mm_instance *in)
{
  double *s;
  if (f->d != in->d) return mm_fail(MM_EINPUT, "mm_mlp_bind: the head has dimension %d, the instance %d", f->d, in->d);
  s = realloc(f->score, sizeof(double) * (size_t)in->off[in->n]);
  if (s == NULL) return mm_fail(MM_ENOMEM, "mm_mlp_bind: out of memory");
  f->score = s;
  mm_dyn_nl_scores(in, f, s);
  f->bound = in; f->bound_tag = nl_fingerprint(in);
  return MM_OK;
}
static const double *nl_bound_scores(const mm_mlp *f, const mm_instance *in)
{
  return f->bound == in && f->score && f->bound_tag == nl_fingerprint(in) ? f->score : NULL;
}

@ The risk and, when |g| is not |NULL|, its gradient. The attended token is
formed as $z=x_r+\sum_{t\ne r}s_t(x_t-x_r)$ and the centred weights as
$\phi_t-\bar\phi=(\phi_t-\phi_r)-\sum_{\tau\ne r}s_\tau(\phi_\tau-\phi_r)$, with
$r$ the dominant token, as in the linear case.
@<Nonlinear head: compute the plain risk and its gradient@>=
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

@*1 The excess of the nonlinear head in log form.
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

@<Nonlinear head: type definitions@>=
typedef struct {
  double risk; /* $L(p)$ */
  double risk_floor; /* $L^\psi_\star={1\over n}\sum_i\ell(\max_t\gamma^\psi_{it})$ */
  int sign; /* the sign of $L-L^\psi_\star$: $1$, $0$ or $-1$ */
  double log_excess; /* $\log\vert L-L^\psi_\star\vert$, $-\infty$ when zero */
  double log_gnorm; /* $\log\norm{\nabla L}$ */
} mm_dyn_nl_value;

@ @<Nonlinear head: declarations@>=
mm_status mm_dyn_nl_evaluate(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *gdir, mm_dyn_nl_value *val);
double mm_dyn_nl_objective(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *g, double *log_gF, mm_dyn_nl_value *val);

@ The secant slope $\sigma_\ell(u,D)$; $\ell'(u)$ at $D=0$. The product
$\ell'(u)Dq_1(D)$ is $x=\sigma(-u)(e^{-D}-1)$ for the logistic loss.
@<Nonlinear head: compute the secant slope of the loss@>=
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
@<Nonlinear head: evaluate the excess and the gradient in log form@>=
mm_status mm_dyn_nl_evaluate(const mm_instance *in, const mm_mlp *psi, const double *p,
  double *gdir, mm_dyn_nl_value *val)
{
  int d = in->d, n = in->n, Tm = mm_instance_max_tokens(in);
  double *z, *phi, *zh, *xa, *gp, *hv;
  double gc = -INFINITY, pc = -INFINITY, ps = 0.0, nc = -INFINITY, ns = 0.0;
  const double *sc; /* the bound selection scores, or |NULL| */
  long double risk = 0.0L, lfloor = 0.0L;
  if (psi->d != d) return mm_fail(MM_EINPUT, "mm_dyn_nl_evaluate: the head has dimension %d, the instance %d", psi->d, d);
  if (!mm_all_finite(p, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_nl_evaluate: non-finite query p");
  z = malloc(sizeof(double) * (size_t)Tm); phi = malloc(sizeof(double) * (size_t)Tm);
  zh = malloc(sizeof(double) * (size_t)d * 4);
  if (!z || !phi || !zh) { free(z); free(phi); free(zh); return mm_fail(MM_ENOMEM, "mm_dyn_nl_evaluate: out of memory"); }
  xa = zh + d; gp = xa + d; hv = gp + d;
  sc = nl_bound_scores(psi, in);
  if (gdir) memset(gdir, 0, sizeof(double) * (size_t)d);
  for (int i = 0; i < n; i++) {
    const double *X = in->X + (size_t)in->off[i] * d, *K = in->K + (size_t)in->off[i] * d, *xr;
    int T = in->T[i], r = 0;
    double lam, rho, M = -INFINITY, gr = 0.0, du = 0.0, u, e;
    @<Nonlinear head: the weights $\hat s_t$, $\lambda$ and $\hat z$ of input |i| for the nonlinear head@>@;
    @<Nonlinear head: the two parts of the nonlinear excess of input |i|@>@;
    if (gdir) @<Nonlinear head: add the nonlinear gradient of input |i| to $\hat g$@>@;
  }
  @<Nonlinear head: finish the nonlinear evaluation@>@;
  free(z); free(phi); free(zh);
  return MM_OK;
}

@ @<Nonlinear head: the weights $\hat s_t$...@>=
{
  double m = -INFINITY, shat = 0.0;
  mm_dyn_kernels_get()->logits(K, p, T, d, z);
  for (int t = 1; t < T; t++) if (z[t] > z[r]) r = t;
  for (int t = 0; t < T; t++) if (t != r) { z[t] -= z[r]; m = fmax(m, z[t]); }
  for (int t = 0; t < T; t++) if (t != r) { z[t] = z[t] - m < -708.0 ? 0.0 : exp(z[t] - m); shat += z[t]; }
  lam = T > 1 ? m - log1p(exp(m) * shat) : -INFINITY; /* $\lambda=m-\log(1+E)$ */
  rho = exp(lam);
  xr = X + (size_t)r * d;
  memset(zh, 0, sizeof(double) * (size_t)d);
  for (int t = 0; t < T; t++) if (t != r)
    for (int j = 0; j < d; j++) zh[j] += z[t] * (X[(size_t)t * d + j] - xr[j]); /* $\hat z$ */
}

@ The selection scores come from |mm_mlp_eval| (directly, or the bound copy
of |mm_mlp_bind|), so that $\gamma^\psi_{ir}$ and
$M^\psi_i$ are the same numbers (and $A_i$ exactly zero) when the dominant
token is the best one.
@<Nonlinear head: the two parts of the nonlinear excess...@>=
for (int t = 0; t < T; t++) {
  double g1 = sc ? sc[in->off[i] + t] : in->Y[i] * mm_mlp_eval(psi, X + (size_t)t * d, NULL);
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
@<Nonlinear head: add the nonlinear gradient...@>=
{
  double pbar = 0.0, wsum = 0.0;
  for (int j = 0; j < d; j++) xa[j] = xr[j] + rho * zh[j]; /* $z=X^Ts$ */
  mm_mlp_eval(psi, xa, gp);
  for (int t = 0; t < T; t++) phi[t] = in->Y[i] * mm_dot(X + (size_t)t * d, gp, d);
  for (int t = 0; t < T; t++) if (t != r) pbar += z[t] * (phi[t] - phi[r]);
  for (int t = 0; t < T; t++) if (t != r) { z[t] *= (phi[t] - phi[r]) - rho * pbar; wsum += z[t]; }
  z[r] = -wsum;
  mm_dyn_kernels_get()->weighted_keys(K, z, T, d, hv);
  if (T > 1) vec_lse_add(&gc, gdir, d, lam + mm_dyn_log_dloss(in->loss, u), hv, -1.0);
}

@ The two log-sums $\log P$ and $\log N$ of the positive and negative
contributions give the sign and $\log\vert P-N\vert-\log n$.
@<Nonlinear head: finish the nonlinear evaluation@>=
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
@<Nonlinear head: type definitions@>=
#define MM_DYN_NL_BELOW (-0x1p60) /* $-F_0$ */

@ @<Nonlinear head: compute the objective of the path@>=
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

