@*A vision transformer on Fashion-MNIST.
The paper's real-data experiment is a vision transformer whose attention
maps get sparser over the epochs while the key-query weights grow. The
previous chapter reproduces the phenomenon with the paper's one-layer
model; this chapter builds the transformer itself, small and in double
precision, and measures the same quantities per layer and per head.

{\it What it computes.} A $28\times28$ image is cut into $16$ patches of
$7\times7$ pixels; each becomes a token by a learned linear map, a learned
class token is put in front, and learned position embeddings are added:
$N=17$ tokens of width $D$. Then $L$ pre-normalised transformer layers
(layer normalisation, $H$-head softmax attention with query, key, value
and output matrices, a residual; layer normalisation, a two-layer MLP with
the GELU nonlinearity, a residual), a final layer normalisation of the
class token and a linear classifier over the ten classes, trained with the
cross-entropy loss by minibatch Adam. Defaults: $D=32$, $H=4$ heads of
width $8$, MLP width $64$, $L=2$.

Per epoch, on held-out test images, for every layer and head: the
sparsity of the class token's attention row (entropy, the number of
tokens holding $90\%$ of the mass, the top weight), the norms
$\norm{W_Q^hW_K^{hT}}_F$, $\norm{W_Q^h}_F$, $\norm{W_K^h}_F$, and the
accuracy; and the class token's attention maps over the $4\times4$
patches of four test images at selected epochs. After training, the heads
of layer $1$, which are instances of the paper's model, are exported for
\.{mmattn inspect} (section ``The heads of layer 1'').

{\it How to run it.} \.{mmattn train-vit --out DIR}; \.{make} runs a short
default and draws the figures; longer runs are options of the command.
The checks (chapter ``Checks of the vision transformer'') compare the
gradient with finite differences, and assert the accuracy and the trends
on a short run.

{\it Status.} Complete as specified. It is an empirical analogue of the
theory, not an instance of it: no theorem of the paper covers a
multi-layer, multi-head transformer with normalisation and an MLP.
@^vision transformer@>
@^Fashion-MNIST@>

@ The module is \.{vit}.
@(vit.h@>=
#ifndef MM_VIT_H
#define MM_VIT_H
#include "real.h"
@<Vit: type definitions@>@;
@<Vit: declarations@>@;
#endif

@ @(vit.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <time.h>
#include <sys/stat.h>
#include "vit.h"
#include <stdint.h>
#include <zip.h>
#include "io.h"
@<Vit: forward declarations@>@;
@<Vit: subroutines@>@;

@*1 Shapes and parameters.
All parameters live in one array $\theta$; the shape records where each
block starts. Matrices act on row vectors ($y=xW$) and are stored row-major
with the input index first, so $W_Q$ of layer $l$ is a $D\times D$ array
whose columns $8h..8h+7$ are head $h$'s query map $W_Q^h$.
\smallskip
\item{$\bullet$} embedding: $E$ ($49\times D$), its bias $b_E$, the class
token $c$ ($D$), the positions $\Pi$ ($N\times D$);
\item{$\bullet$} layer $l$: $\gamma_1,\beta_1$, $W_Q,W_K,W_V,W_O$,
$\gamma_2,\beta_2$, $W_1$ ($D\times F$), $c_1$, $W_2$ ($F\times D$), $c_2$;
\item{$\bullet$} head: $\gamma_f,\beta_f$, $W_c$ ($D\times10$), $b_c$.
@<Vit: type definitions@>=
#define MM_VIT_MAXL 4
#define MM_VIT_PATCH 7 /* patch side */
#define MM_VIT_NP 16 /* patches of an image */
#define MM_VIT_PIX 49 /* pixels of a patch */
#define MM_VIT_CLASSES 10
typedef struct {
  int D, H, F, L, N, dh; /* width, heads, MLP width, layers, tokens, head width */
  size_t n; /* number of parameters */
  size_t E, bE, cls, pos;
  size_t g1[MM_VIT_MAXL], b1[MM_VIT_MAXL], Wq[MM_VIT_MAXL], Wk[MM_VIT_MAXL], Wv[MM_VIT_MAXL], Wo[MM_VIT_MAXL];
  size_t g2[MM_VIT_MAXL], b2[MM_VIT_MAXL], W1[MM_VIT_MAXL], c1[MM_VIT_MAXL], W2[MM_VIT_MAXL], c2[MM_VIT_MAXL];
  size_t gf, bf, Wc, bc;
} mm_vit_shape;

@ @<Vit: declarations@>=
mm_status mm_vit_shape_init(mm_vit_shape *s, int D, int H, int F, int L);
void mm_vit_init_params(const mm_vit_shape *s, double *th, mm_rng *r);

@ @.width must be a multiple of the heads@>
@<Vit: subroutines@>=
mm_status mm_vit_shape_init(mm_vit_shape *s, int D, int H, int F, int L)
{
  size_t o = 0;
  if (D < 1 || H < 1 || D % H || F < 1 || L < 1 || L > MM_VIT_MAXL || D > 512 || F > 2048)
    return mm_fail(MM_EINPUT, "vit: bad shape D = %d, H = %d, F = %d, L = %d (width must be a multiple of the heads, 1 <= L <= %d)",
      D, H, F, L, MM_VIT_MAXL);
  memset(s, 0, sizeof *s);
  s->D = D; s->H = H; s->F = F; s->L = L; s->N = MM_VIT_NP + 1; s->dh = D / H;
#define TAKE(f, k) (s->f = o, o += (size_t)(k))
  TAKE(E, MM_VIT_PIX * D); TAKE(bE, D); TAKE(cls, D); TAKE(pos, s->N * D);
  for (int l = 0; l < L; l++) {
    TAKE(g1[l], D); TAKE(b1[l], D); TAKE(Wq[l], D * D); TAKE(Wk[l], D * D); TAKE(Wv[l], D * D); TAKE(Wo[l], D * D);
    TAKE(g2[l], D); TAKE(b2[l], D); TAKE(W1[l], D * F); TAKE(c1[l], F); TAKE(W2[l], F * D); TAKE(c2[l], D);
  }
  TAKE(gf, D); TAKE(bf, D); TAKE(Wc, D * MM_VIT_CLASSES); TAKE(bc, MM_VIT_CLASSES);
#undef TAKE
  s->n = o;
  return MM_OK;
}

@ Initialisation: matrices with entries $N(0,1/\hbox{fan-in})$, the class
token and positions $N(0,0.02^2)$, biases $0$, normalisation gains $1$.
@<Vit: subroutines@>=
static void fill_normal(double *x, size_t k, double sd, mm_rng *r)
{
  for (size_t j = 0; j < k; j++) x[j] = sd * mm_rng_normal(r);
}
void mm_vit_init_params(const mm_vit_shape *s, double *th, mm_rng *r)
{
  int D = s->D, F = s->F;
  memset(th, 0, sizeof(double) * s->n);
  fill_normal(th + s->E, (size_t)MM_VIT_PIX * D, 1.0 / sqrt(MM_VIT_PIX), r);
  fill_normal(th + s->cls, (size_t)D, 0.02, r);
  fill_normal(th + s->pos, (size_t)s->N * D, 0.02, r);
  for (int l = 0; l < s->L; l++) {
    for (int a = 0; a < D; a++) th[s->g1[l] + a] = th[s->g2[l] + a] = 1.0;
    fill_normal(th + s->Wq[l], (size_t)D * D, 1.0 / sqrt(D), r);
    fill_normal(th + s->Wk[l], (size_t)D * D, 1.0 / sqrt(D), r);
    fill_normal(th + s->Wv[l], (size_t)D * D, 1.0 / sqrt(D), r);
    fill_normal(th + s->Wo[l], (size_t)D * D, 1.0 / sqrt(D), r);
    fill_normal(th + s->W1[l], (size_t)D * F, 1.0 / sqrt(D), r);
    fill_normal(th + s->W2[l], (size_t)F * D, 1.0 / sqrt(F), r);
  }
  for (int a = 0; a < D; a++) th[s->gf + a] = 1.0;
  fill_normal(th + s->Wc, (size_t)D * MM_VIT_CLASSES, 1.0 / sqrt(D), r);
}

@*1 The forward pass.
With $x^{(0)}_0=c+\Pi_0$ and $x^{(0)}_{1+t}=\pi_tE+b_E+\Pi_{1+t}$ for the
normalised pixels $\pi_t$ of patch $t$, layer $l$ computes, row by row,
$$\eqalign{z&={\rm LN}_{\gamma_1,\beta_1}(x),\quad Q=zW_Q,\ K=zW_K,\ V=zW_V,\cr
A^h&=S\bigl(Q^hK^{hT}/\sqrt{d_h}\bigr)\ \hbox{(softmax of each row)},\quad
C^h=A^hV^h,\quad h'=x+CW_O,\cr
u&={\rm LN}_{\gamma_2,\beta_2}(h')W_1+c_1,\quad x'=h'+{\rm GELU}(u)W_2+c_2,\cr}$$
where ${\rm LN}(x)=\gamma\odot(x-\bar x)/\sqrt{\sigma^2(x)+10^{-5}}+\beta$
normalises each row over its $D$ entries and ${\rm GELU}(u)={1\over2}u
\bigl(1+\tanh(\sqrt{2/\pi}(u+0.044715u^3))\bigr)$, a smooth nonlinearity
(so that finite differences test the gradient everywhere). The logits are
$\ell={\rm LN}_{\gamma_f,\beta_f}(x^{(L)}_0)W_c+b_c$ and the loss
$-\log S(\ell)_y$. The attention of the class token is row $0$ of $A^h$:
$A^h_{0,0}$ on itself and $A^h_{0,1+t}$ on patch $t$.
@^layer normalisation@>
@^GELU@>
@^multi-head attention@>

The cache keeps every intermediate the backward pass needs.
@<Vit: type definitions@>=
typedef struct {
  double *x[MM_VIT_MAXL + 1]; /* layer inputs, $N\times D$; |x[L]| the output */
  double *xh1[MM_VIT_MAXL], *rs1[MM_VIT_MAXL]; /* normalised rows $\hat x$ and $1/\sigma$ of LN1 */
  double *z1[MM_VIT_MAXL], *Q[MM_VIT_MAXL], *K[MM_VIT_MAXL], *V[MM_VIT_MAXL];
  double *A[MM_VIT_MAXL]; /* $H\times N\times N$ */
  double *C[MM_VIT_MAXL], *h[MM_VIT_MAXL];
  double *xh2[MM_VIT_MAXL], *rs2[MM_VIT_MAXL], *z2[MM_VIT_MAXL], *U[MM_VIT_MAXL], *G[MM_VIT_MAXL];
  double xhf[512], rsf, zf[512], logit[MM_VIT_CLASSES], prob[MM_VIT_CLASSES];
  double pix[MM_VIT_NP * MM_VIT_PIX]; /* the normalised patches */
  double *buf;
  double *tap; /* when not |NULL|, the backward pass leaves $\bar C_0$ of layer $1$ here ($D$ numbers) */
} mm_vit_cache;

@ @<Vit: declarations@>=
mm_status mm_vit_cache_new(const mm_vit_shape *s, mm_vit_cache *c);
void mm_vit_cache_free(mm_vit_cache *c);
void mm_vit_patches(const mm_real_set *set, int img, double *pix);
double mm_vit_forward(const mm_vit_shape *s, const double *th, mm_vit_cache *c, int label);

@ @<Vit: subroutines@>=
mm_status mm_vit_cache_new(const mm_vit_shape *s, mm_vit_cache *c)
{
  size_t ND = (size_t)s->N * s->D, NF = (size_t)s->N * s->F, NN = (size_t)s->H * s->N * s->N, N = (size_t)s->N;
  size_t per = 11 * ND + 2 * NF + NN + 2 * N, k = 0;
  memset(c, 0, sizeof *c);
  if ((c->buf = mm_alloc(per * s->L + ND, sizeof(double))) == NULL) return MM_ENOMEM;
  for (int l = 0; l < s->L; l++) {
    c->x[l] = c->buf + k; k += ND; c->xh1[l] = c->buf + k; k += ND; c->rs1[l] = c->buf + k; k += N;
    c->z1[l] = c->buf + k; k += ND; c->Q[l] = c->buf + k; k += ND; c->K[l] = c->buf + k; k += ND;
    c->V[l] = c->buf + k; k += ND; c->A[l] = c->buf + k; k += NN; c->C[l] = c->buf + k; k += ND;
    c->h[l] = c->buf + k; k += ND; c->xh2[l] = c->buf + k; k += ND; c->rs2[l] = c->buf + k; k += N;
    c->z2[l] = c->buf + k; k += ND; c->U[l] = c->buf + k; k += NF; c->G[l] = c->buf + k; k += NF;
  }
  c->x[s->L] = c->buf + k;
  return MM_OK;
}
void mm_vit_cache_free(mm_vit_cache *c) { free(c->buf); memset(c, 0, sizeof *c); }

@ Pixels are scaled to $[0,1]$ and standardised with the data set's mean
$0.286$ and standard deviation $0.353$; patch $t=4r+c$ holds rows
$7r..7r+6$ and columns $7c..7c+6$.
@<Vit: subroutines@>=
void mm_vit_patches(const mm_real_set *set, int img, double *pix)
{
  const unsigned char *im = set->pix + (size_t)img * 784;
  for (int t = 0; t < MM_VIT_NP; t++)
    for (int a = 0; a < MM_VIT_PATCH; a++)
      for (int b = 0; b < MM_VIT_PATCH; b++)
        pix[t * MM_VIT_PIX + a * MM_VIT_PATCH + b] =
          (im[(7 * (t / 4) + a) * 28 + 7 * (t % 4) + b] / 255.0 - 0.286) / 0.353;
}

@ Three kernels: $Y=XW(+b)$ for $n$ rows, layer normalisation of $n$ rows,
and GELU with its derivative.
@<Vit: subroutines@>=
static void mat_fwd(double *Y, const double *X, const double *W, const double *b, int n, int in, int out)
{
  for (int i = 0; i < n; i++) {
    double *y = Y + (size_t)i * out;
    const double *x = X + (size_t)i * in;
    for (int o = 0; o < out; o++) y[o] = b ? b[o] : 0.0;
    for (int k = 0; k < in; k++) {
      const double xk = x[k], *w = W + (size_t)k * out;
      for (int o = 0; o < out; o++) y[o] += xk * w[o]; /* $y:=y+x_kW_{k\cdot}$ */
    }
  }
}
static void ln_fwd(double *Z, double *Xh, double *rs, const double *X, const double *g, const double *b, int n, int D)
{
  for (int i = 0; i < n; i++) {
    const double *x = X + (size_t)i * D;
    double m = 0.0, v = 0.0;
    for (int a = 0; a < D; a++) m += x[a];
    m /= D;
    for (int a = 0; a < D; a++) v += (x[a] - m) * (x[a] - m);
    rs[i] = 1.0 / sqrt(v / D + 1e-5);
    for (int a = 0; a < D; a++) {
      Xh[(size_t)i * D + a] = (x[a] - m) * rs[i];
      Z[(size_t)i * D + a] = g[a] * Xh[(size_t)i * D + a] + b[a];
    }
  }
}
static double gelu(double u, double *du)
{
  const double c = 0.7978845608028654; /* $\sqrt{2/\pi}$ */
  double w = c * (u + 0.044715 * u * u * u), t = tanh(w);
  if (du) *du = 0.5 * (1.0 + t) + 0.5 * u * (1.0 - t * t) * c * (1.0 + 3 * 0.044715 * u * u);
  return 0.5 * u * (1.0 + t);
}

@ The forward pass of one image whose patches are in |c->pix|; it returns
the loss for |label| (or $0$ when |label<0|) and leaves the probabilities
in |c->prob|.
@<Vit: subroutines@>=
double mm_vit_forward(const mm_vit_shape *s, const double *th, mm_vit_cache *c, int label)
{
  int D = s->D, N = s->N, F = s->F;
  @<Embed the patches and the class token into |c->x[0]|@>@;
  for (int l = 0; l < s->L; l++) {
    @<Normalise, and compute the queries, keys and values of layer |l|@>@;
    @<Compute the attention of every head and its output, with the residual@>@;
    @<Apply the MLP of layer |l| with its residual@>@;
  }
  @<Classify the class token@>@;
}

@ @<Embed the patches...@>=
mat_fwd(c->x[0] + D, c->pix, th + s->E, th + s->bE, MM_VIT_NP, MM_VIT_PIX, D);
for (int a = 0; a < D; a++) c->x[0][a] = th[s->cls + a];
for (int j = 0; j < N * D; j++) c->x[0][j] += th[s->pos + j];

@ @<Normalise, and compute the queries...@>=
ln_fwd(c->z1[l], c->xh1[l], c->rs1[l], c->x[l], th + s->g1[l], th + s->b1[l], N, D);
mat_fwd(c->Q[l], c->z1[l], th + s->Wq[l], NULL, N, D, D);
mat_fwd(c->K[l], c->z1[l], th + s->Wk[l], NULL, N, D, D);
mat_fwd(c->V[l], c->z1[l], th + s->Wv[l], NULL, N, D, D);

@ The softmax of each row is computed after subtracting its maximum.
@<Compute the attention of every head...@>=
{
  const double sc = 1.0 / sqrt((double)s->dh);
  for (int hd = 0; hd < s->H; hd++) {
    int o = hd * s->dh;
    for (int i = 0; i < N; i++) {
      double *a = c->A[l] + ((size_t)hd * N + i) * N, mx = -HUGE_VAL, z = 0.0;
      for (int j = 0; j < N; j++) {
        double e = 0.0;
        for (int k = 0; k < s->dh; k++) e += c->Q[l][i * D + o + k] * c->K[l][j * D + o + k];
        a[j] = e * sc; /* $Q^h_iK^h_j/\sqrt{d_h}$ */
        if (a[j] > mx) mx = a[j];
      }
      for (int j = 0; j < N; j++) { a[j] = exp(a[j] - mx); z += a[j]; }
      for (int j = 0; j < N; j++) a[j] /= z;
      for (int k = 0; k < s->dh; k++) {
        double v = 0.0;
        for (int j = 0; j < N; j++) v += a[j] * c->V[l][j * D + o + k];
        c->C[l][i * D + o + k] = v; /* $C^h=A^hV^h$ */
      }
    }
  }
  mat_fwd(c->h[l], c->C[l], th + s->Wo[l], NULL, N, D, D);
  for (int j = 0; j < N * D; j++) c->h[l][j] += c->x[l][j]; /* $h'=x+CW_O$ */
}

@ @<Apply the MLP of layer |l|...@>=
ln_fwd(c->z2[l], c->xh2[l], c->rs2[l], c->h[l], th + s->g2[l], th + s->b2[l], N, D);
mat_fwd(c->U[l], c->z2[l], th + s->W1[l], th + s->c1[l], N, D, F);
for (int j = 0; j < N * F; j++) c->G[l][j] = gelu(c->U[l][j], NULL);
mat_fwd(c->x[l + 1], c->G[l], th + s->W2[l], th + s->c2[l], N, F, D);
for (int j = 0; j < N * D; j++) c->x[l + 1][j] += c->h[l][j];

@ @<Classify the class token@>=
{
  double mx = -HUGE_VAL, z = 0.0;
  ln_fwd(c->zf, c->xhf, &c->rsf, c->x[s->L], th + s->gf, th + s->bf, 1, D);
  mat_fwd(c->logit, c->zf, th + s->Wc, th + s->bc, 1, D, MM_VIT_CLASSES);
  for (int k = 0; k < MM_VIT_CLASSES; k++) if (c->logit[k] > mx) mx = c->logit[k];
  for (int k = 0; k < MM_VIT_CLASSES; k++) z += exp(c->logit[k] - mx);
  for (int k = 0; k < MM_VIT_CLASSES; k++) c->prob[k] = exp(c->logit[k] - mx) / z;
  return label >= 0 ? -(c->logit[label] - mx - log(z)) : 0.0; /* $-\log S(\ell)_y$ */
}

@*1 The backward pass.
Reverse-mode differentiation of the forward pass, step by step, with
$\bar y$ the gradient of the loss with respect to $y$. For $Y=XW+b$:
$\bar X=\bar YW^T$, $\bar W\mathrel{+}=X^T\bar Y$, $\bar b\mathrel{+}=
\sum_i\bar Y_i$. For a normalised row $\hat x=(x-\bar x)/\sigma$ and
$z=\gamma\odot\hat x+\beta$: $\bar\gamma\mathrel{+}=\bar z\odot\hat x$,
$\bar\beta\mathrel{+}=\bar z$, and with $g=\bar z\odot\gamma$,
$$\bar x={1\over\sigma}\Bigl(g-{\textstyle{1\over D}\sum_a}g_a-\hat x\,
{\textstyle{1\over D}\sum_a}g_a\hat x_a\Bigr).$$
For a softmax row $a=S(e)$: $\bar e=a\odot(\bar a-\langle a,\bar a\rangle)$.
For the attention $C^h=A^hV^h$: $\bar A^h=\bar C^hV^{hT}$, $\bar V^h\mathrel{+}=
A^{hT}\bar C^h$, and with $\bar E$ the softmax backward of $\bar A^h$,
$\bar Q^h=\bar EK^h/\sqrt{d_h}$, $\bar K^h=\bar E^TQ^h/\sqrt{d_h}$. The
residuals add their incoming gradient to both branches. For the
cross-entropy of the softmax, $\bar\ell=S(\ell)-e_y$.
@^backpropagation@>

@<Vit: declarations@>=
void mm_vit_backward(const mm_vit_shape *s, const double *th, const mm_vit_cache *c, int label,
  double scale, double *grad, double *work);
size_t mm_vit_work_size(const mm_vit_shape *s);

@ The work space holds the gradients of the current and the next
activations. |scale| multiplies the whole gradient (for a mean over a
minibatch); |grad| is accumulated into.
@<Vit: subroutines@>=
size_t mm_vit_work_size(const mm_vit_shape *s)
{
  return (size_t)s->N * (8 * (size_t)s->D + 2 * (size_t)s->F) + (size_t)s->N * s->N + 64;
}
static void mat_bwd(double *dX, double *dW, double *db, const double *X, const double *W, const double *dY,
  int n, int in, int out)
{
  for (int i = 0; i < n; i++) {
    const double *dy = dY + (size_t)i * out, *x = X + (size_t)i * in;
    for (int k = 0; k < in; k++) {
      const double *w = W + (size_t)k * out;
      double *dw = dW + (size_t)k * out, acc = 0.0, xk = x[k];
      for (int o = 0; o < out; o++) { acc += dy[o] * w[o]; dw[o] += xk * dy[o]; }
      if (dX) dX[(size_t)i * in + k] += acc; /* $\bar X:=\bar X+\bar YW^T$ */
    }
    if (db) for (int o = 0; o < out; o++) db[o] += dy[o];
  }
}
static void ln_bwd(double *dX, double *dg, double *db, const double *Xh, const double *rs, const double *g,
  const double *dZ, int n, int D)
{
  for (int i = 0; i < n; i++) {
    const double *dz = dZ + (size_t)i * D, *xh = Xh + (size_t)i * D;
    double m1 = 0.0, m2 = 0.0;
    for (int a = 0; a < D; a++) {
      dg[a] += dz[a] * xh[a]; db[a] += dz[a];
      m1 += dz[a] * g[a]; m2 += dz[a] * g[a] * xh[a];
    }
    m1 /= D; m2 /= D;
    for (int a = 0; a < D; a++) dX[(size_t)i * D + a] += rs[i] * (dz[a] * g[a] - m1 - xh[a] * m2);
  }
}

@ @<Vit: subroutines@>=
void mm_vit_backward(const mm_vit_shape *s, const double *th, const mm_vit_cache *c, int label,
  double scale, double *grad, double *work)
{
  int D = s->D, N = s->N, F = s->F, ND = N * D;
  double *dx = work, *dh = dx + ND, *dz = dh + ND, *dC = dz + ND, *dQ = dC + ND, *dK = dQ + ND, *dV = dK + ND;
  double *dG = dV + ND, *dU = dG + N * F, *dA = dU + N * F;
  memset(dx, 0, sizeof(double) * (size_t)ND);
  @<Backpropagate through the classifier into row $0$ of |dx|@>@;
  for (int l = s->L - 1; l >= 0; l--) {
    @<Backpropagate through the MLP of layer |l|, leaving $\bar h'$ in |dh|@>@;
    @<Backpropagate through the attention of layer |l|, leaving $\bar x$ in |dx|@>@;
  }
  @<Backpropagate into the embedding@>@;
}

@ @<Backpropagate through the classifier...@>=
{
  double dl[MM_VIT_CLASSES], dzf[512];
  for (int k = 0; k < MM_VIT_CLASSES; k++) dl[k] = scale * (c->prob[k] - (k == label)); /* $\bar\ell=S(\ell)-e_y$ */
  memset(dzf, 0, sizeof(double) * (size_t)D);
  mat_bwd(dzf, grad + s->Wc, grad + s->bc, c->zf, th + s->Wc, dl, 1, D, MM_VIT_CLASSES);
  ln_bwd(dx, grad + s->gf, grad + s->bf, c->xhf, &c->rsf, th + s->gf, dzf, 1, D);
}

@ @<Backpropagate through the MLP...@>=
memcpy(dh, dx, sizeof(double) * (size_t)ND); /* the residual */
memset(dG, 0, sizeof(double) * (size_t)N * F);
mat_bwd(dG, grad + s->W2[l], grad + s->c2[l], c->G[l], th + s->W2[l], dx, N, F, D);
for (int j = 0; j < N * F; j++) { double du; gelu(c->U[l][j], &du); dU[j] = dG[j] * du; }
memset(dz, 0, sizeof(double) * (size_t)ND);
mat_bwd(dz, grad + s->W1[l], grad + s->c1[l], c->z2[l], th + s->W1[l], dU, N, D, F);
ln_bwd(dh, grad + s->g2[l], grad + s->b2[l], c->xh2[l], c->rs2[l], th + s->g2[l], dz, N, D);

@ @<Backpropagate through the attention...@>=
{
  const double sc = 1.0 / sqrt((double)s->dh);
  memcpy(dx, dh, sizeof(double) * (size_t)ND); /* the residual */
  memset(dC, 0, sizeof(double) * (size_t)ND);
  mat_bwd(dC, grad + s->Wo[l], NULL, c->C[l], th + s->Wo[l], dh, N, D, D);
  if (c->tap && l == 0) memcpy(c->tap, dC, sizeof(double) * (size_t)D); /* $\bar C_0$, the class token's row */
  memset(dQ, 0, sizeof(double) * 3 * (size_t)ND); /* |dQ|, |dK|, |dV| are contiguous */
  for (int hd = 0; hd < s->H; hd++) @<Backpropagate through head |hd|@>@;
  memset(dz, 0, sizeof(double) * (size_t)ND);
  mat_bwd(dz, grad + s->Wq[l], NULL, c->z1[l], th + s->Wq[l], dQ, N, D, D);
  mat_bwd(dz, grad + s->Wk[l], NULL, c->z1[l], th + s->Wk[l], dK, N, D, D);
  mat_bwd(dz, grad + s->Wv[l], NULL, c->z1[l], th + s->Wv[l], dV, N, D, D);
  ln_bwd(dx, grad + s->g1[l], grad + s->b1[l], c->xh1[l], c->rs1[l], th + s->g1[l], dz, N, D);
}

@ @<Backpropagate through head |hd|@>=
{
  int o = hd * s->dh;
  for (int i = 0; i < N; i++) {
    const double *a = c->A[l] + ((size_t)hd * N + i) * N;
    double dot = 0.0;
    for (int j = 0; j < N; j++) {
      double e = 0.0;
      for (int k = 0; k < s->dh; k++) {
        e += dC[i * D + o + k] * c->V[l][j * D + o + k];
        dV[j * D + o + k] += a[j] * dC[i * D + o + k]; /* $\bar V^h\mathrel{+}=A^{hT}\bar C^h$ */
      }
      dA[j] = e; dot += a[j] * e;
    }
    for (int j = 0; j < N; j++) {
      double de = a[j] * (dA[j] - dot) * sc; /* softmax backward, with the scale */
      for (int k = 0; k < s->dh; k++) {
        dQ[i * D + o + k] += de * c->K[l][j * D + o + k];
        dK[j * D + o + k] += de * c->Q[l][i * D + o + k];
      }
    }
  }
}

@ @<Backpropagate into the embedding@>=
for (int a = 0; a < D; a++) grad[s->cls + a] += dx[a];
for (int j = 0; j < ND; j++) grad[s->pos + j] += dx[j];
mat_bwd(NULL, grad + s->E, grad + s->bE, c->pix, th + s->E, dx + D, MM_VIT_NP, MM_VIT_PIX, D);

@*1 Training.
Minibatch Adam ($\beta_1=0.9$, $\beta_2=0.999$, $\epsilon=10^{-8}$, no
weight decay, so that any growth of the weights comes from the loss), on
the first |train_size| training images, reshuffled every epoch. After
every epoch (and before the first) the run evaluates on the first
|test_size| test images.
@^Adam@>

@<Vit: type definitions@>=
#define MM_VIT_MAPS 4
#define MM_VIT_SEL 5
typedef struct {
  int D, H, F, L;
  int epochs, batch, train_size, test_size;
  double lr;
  uint64_t seed;
  int verbose;
} mm_vit_options;
typedef struct { /* one layer and head after one epoch */
  double entropy, k90, top; /* test means over the class token's attention row */
  double norm_qk, norm_q, norm_k; /* $\norm{W_Q^hW_K^{hT}}_F$, $\norm{W_Q^h}_F$, $\norm{W_K^h}_F$ */
} mm_vit_head_stat;
typedef struct {
  double train_loss, test_loss, test_acc;
} mm_vit_epoch;
typedef struct {
  mm_vit_options opt;
  mm_vit_shape shape;
  int ntrain, ntest;
  mm_vit_epoch *curve; /* |epochs+1| */
  mm_vit_head_stat *heads; /* |heads[(e*L+l)*H+h]| */
  int nsel, sel_epoch[MM_VIT_SEL], map_image[MM_VIT_MAPS], map_label[MM_VIT_MAPS];
  unsigned char map_pix[MM_VIT_MAPS * 784];
  double *maps; /* |maps[((j*MAPS+m)*L+l)*16+t]|: head-mean attention of the class token on patch |t| */
  double *theta;
  double cpu_seconds;
} mm_vit_result;

@ @<Vit: declarations@>=
mm_vit_options mm_vit_defaults(void);
mm_status mm_vit_train(const mm_real_set *train, const mm_real_set *test, const mm_vit_options *o, mm_vit_result *r);
void mm_vit_result_free(mm_vit_result *r);
double mm_vit_batch_loss(const mm_vit_shape *s, const double *th, const mm_real_set *set, const int *idx,
  int B, double *grad);

@ The defaults of \.{make}: $D=32$, $H=4$, $F=64$, $L=2$; $8$ epochs over
the first $12000$ training images, batches of $32$, step $2\cdot10^{-3}$,
evaluation on the first $2000$ test images.
@<Vit: subroutines@>=
mm_vit_options mm_vit_defaults(void)
{
  mm_vit_options o;
  memset(&o, 0, sizeof o);
  o.D = 32; o.H = 4; o.F = 64; o.L = 2;
  o.epochs = 8; o.batch = 32; o.train_size = 12000; o.test_size = 2000;
  o.lr = 2e-3; o.seed = 1;
  return o;
}
void mm_vit_result_free(mm_vit_result *r)
{
  free(r->curve); free(r->heads); free(r->maps); free(r->theta);
  memset(r, 0, sizeof *r);
}

@ The mean loss of a minibatch and, when |grad| is not |NULL|, its
gradient (overwritten). This is the function the checks differentiate.
@<Vit: subroutines@>=
double mm_vit_batch_loss(const mm_vit_shape *s, const double *th, const mm_real_set *set, const int *idx,
  int B, double *grad)
{
  mm_vit_cache c;
  double *work = mm_alloc(mm_vit_work_size(s), sizeof(double));
  long double L = 0.0L;
  mm_assert(work != NULL && mm_vit_cache_new(s, &c) == MM_OK);
  if (grad) memset(grad, 0, sizeof(double) * s->n);
  for (int b = 0; b < B; b++) {
    mm_vit_patches(set, idx[b], c.pix);
    L += mm_vit_forward(s, th, &c, set->label[idx[b]]);
    if (grad) mm_vit_backward(s, th, &c, set->label[idx[b]], 1.0 / B, grad, work);
  }
  mm_vit_cache_free(&c); free(work);
  return (double)(L / B);
}

@ Every image set is checked, the test set as much as the training set:
the patches are cut by |mm_vit_patches| at fixed offsets of a $28\times28$
image, so an image of another size would be read beyond its end.
@.vit: too few images@>
@.the images must be 28x28@>
@<Vit: subroutines@>=
mm_status mm_vit_train(const mm_real_set *train, const mm_real_set *test, const mm_vit_options *o, mm_vit_result *r)
{
  mm_status st;
  mm_rng rng;
  int *idx = NULL, E = o->epochs, B = o->batch;
  double *g = NULL, *m1 = NULL, *m2 = NULL;
  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  memset(r, 0, sizeof *r);
  r->opt = *o;
  if ((st = mm_vit_shape_init(&r->shape, o->D, o->H, o->F, o->L)) != MM_OK) return st;
  if (E < 1 || B < 1 || !(o->lr > 0) || !isfinite(o->lr))
    return mm_fail(MM_EINPUT, "vit: bad options: epochs %d, batch %d, step %g", E, B, o->lr);
  r->ntrain = o->train_size < train->n ? o->train_size : train->n;
  r->ntest = o->test_size < test->n ? o->test_size : test->n;
  if (train->rows != 28 || train->cols != 28 || test->rows != 28 || test->cols != 28)
    return mm_fail(MM_EINPUT, "vit: the images must be 28x28; the training images are %dx%d, the test images %dx%d",
      train->rows, train->cols, test->rows, test->cols);
  if (r->ntrain < B || r->ntest < MM_VIT_MAPS)
    return mm_fail(MM_EINPUT, "vit: too few images (%d training for batches of %d, %d test)", r->ntrain, B, r->ntest);
  @<Allocate the state of a ViT run@>@;
  mm_rng_seed(&rng, o->seed, 0);
  mm_vit_init_params(&r->shape, r->theta, &rng);
  for (int i = 0; i < r->ntrain; i++) idx[i] = i;
  vit_evaluate(r, test, 0, 0.0);
  for (int e = 1, step = 0; e <= E; e++) {
    long double tl = 0.0L;
    int nb = 0;
    for (int i = r->ntrain - 1; i > 0; i--) { int j = mm_rng_int(&rng, 0, i), x = idx[i]; idx[i] = idx[j]; idx[j] = x; }
    for (int b = 0; b + B <= r->ntrain; b += B, nb++) @<Take one Adam step on the minibatch at |b|@>@;
    vit_evaluate(r, test, e, (double)(tl / nb));
  }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  r->cpu_seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  st = MM_OK;
done:
  free(idx); free(g); free(m1); free(m2);
  if (st != MM_OK) mm_vit_result_free(r);
  return st;
}

@ @<Allocate the state of a ViT run@>=
{
  size_t n = r->shape.n;
  int L = o->L, H = o->H;
  idx = mm_alloc((size_t)r->ntrain, sizeof(int));
  g = mm_alloc(n, sizeof(double)); m1 = mm_alloc(n, sizeof(double)); m2 = mm_alloc(n, sizeof(double));
  r->theta = mm_alloc(n, sizeof(double));
  r->curve = mm_alloc((size_t)E + 1, sizeof(mm_vit_epoch));
  r->heads = mm_alloc(((size_t)E + 1) * L * H, sizeof(mm_vit_head_stat));
  r->maps = mm_alloc((size_t)MM_VIT_SEL * MM_VIT_MAPS * L * MM_VIT_NP, sizeof(double));
  if (!idx || !g || !m1 || !m2 || !r->theta || !r->curve || !r->heads || !r->maps) { st = MM_ENOMEM; goto done; }
  {
    int cand[MM_VIT_SEL] = {0, 1, (E + 3) / 4, (E + 1) / 2, E};
    for (int j = 0; j < MM_VIT_SEL; j++)
      if (r->nsel == 0 || cand[j] > r->sel_epoch[r->nsel - 1]) r->sel_epoch[r->nsel++] = cand[j];
  }
  for (int m = 0, i = 0; m < MM_VIT_MAPS && i < r->ntest; i++) { /* the first test images of four different classes */
    int seen = 0;
    for (int k = 0; k < m; k++) seen |= r->map_label[k] == test->label[i];
    if (seen) continue;
    r->map_image[m] = i; r->map_label[m] = test->label[i];
    memcpy(r->map_pix + (size_t)m * 784, test->pix + (size_t)i * 784, 784);
    m++;
  }
}

@ @.vit: training diverged@>
@<Take one Adam step...@>=
{
  const double b1 = 0.9, b2 = 0.999;
  double c1, c2;
  step++;
  c1 = 1.0 - pow(b1, step); c2 = 1.0 - pow(b2, step);
  tl += mm_vit_batch_loss(&r->shape, r->theta, train, idx + b, B, g);
  for (size_t k = 0; k < r->shape.n; k++) {
    m1[k] = b1 * m1[k] + (1 - b1) * g[k];
    m2[k] = b2 * m2[k] + (1 - b2) * g[k] * g[k];
    r->theta[k] -= o->lr * (m1[k] / c1) / (sqrt(m2[k] / c2) + 1e-8); /* Adam */
  }
  if (!mm_all_finite(r->theta, r->shape.n)) { st = mm_fail(MM_ENUMERIC, "vit: training diverged in epoch %d (step %g too large?)", e, o->lr); goto done; }
}

@*1 Evaluation.
After epoch |e|: the test loss and accuracy, the class token's attention
row in every layer and head (entropy, $k_{90}$ and top weight over its
$N=17$ entries, the function |sparsity| of the real-data chapter
restated here), the weight norms per head, and the maps at selected epochs.

@<Vit: subroutines@>=
static int vit_cmp_desc(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x < y) - (x > y);
}
static void row_sparsity(const double *a, int N, double *H, double *k90, double *top)
{
  double w[64], h = 0.0, c = 0.0;
  int k = 0;
  for (int j = 0; j < N; j++) { w[j] = a[j]; if (a[j] > 0) h -= a[j] * log(a[j]); }
  qsort(w, (size_t)N, sizeof(double), vit_cmp_desc);
  while (k < N && c < 0.9) c += w[k++];
  *H = h; *k90 = k; *top = w[0];
}

@ The norms of head $h$: $W_Q^h$ and $W_K^h$ are the columns $hd_h..hd_h+d_h-1$.
@<Vit: subroutines@>=
static void head_norms(const mm_vit_shape *s, const double *th, int l, int hd, mm_vit_head_stat *st)
{
  int D = s->D, o = hd * s->dh;
  const double *Wq = th + s->Wq[l], *Wk = th + s->Wk[l];
  double qk = 0.0, nq = 0.0, nk = 0.0;
  for (int a = 0; a < D; a++)
    for (int k = 0; k < s->dh; k++) { nq += Wq[a * D + o + k] * Wq[a * D + o + k]; nk += Wk[a * D + o + k] * Wk[a * D + o + k]; }
  for (int a = 0; a < D; a++)
    for (int b = 0; b < D; b++) {
      double m = 0.0;
      for (int k = 0; k < s->dh; k++) m += Wq[a * D + o + k] * Wk[b * D + o + k]; /* $(W_Q^hW_K^{hT})_{ab}$ */
      qk += m * m;
    }
  st->norm_qk = sqrt(qk); st->norm_q = sqrt(nq); st->norm_k = sqrt(nk);
}

@ @<Vit: subroutines@>=
static void vit_evaluate(mm_vit_result *r, const mm_real_set *test, int e, double train_loss)
{
  const mm_vit_shape *s = &r->shape;
  int L = s->L, H = s->H, N = s->N, ok = 0;
  mm_vit_head_stat *hs = r->heads + (size_t)e * L * H;
  mm_vit_cache c;
  long double loss = 0.0L;
  mm_assert(mm_vit_cache_new(s, &c) == MM_OK);
  memset(hs, 0, sizeof(mm_vit_head_stat) * (size_t)L * H);
  for (int i = 0; i < r->ntest; i++) {
    int y = test->label[i], arg = 0;
    mm_vit_patches(test, i, c.pix);
    loss += mm_vit_forward(s, r->theta, &c, y);
    for (int k = 1; k < MM_VIT_CLASSES; k++) if (c.prob[k] > c.prob[arg]) arg = k;
    ok += arg == y;
    for (int l = 0; l < L; l++)
      for (int hd = 0; hd < H; hd++) {
        double h, k, t;
        row_sparsity(c.A[l] + (size_t)hd * N * N, N, &h, &k, &t); /* row $0$: the class token */
        hs[l * H + hd].entropy += h / r->ntest; hs[l * H + hd].k90 += k / r->ntest; hs[l * H + hd].top += t / r->ntest;
      }
    @<Keep the maps of image |i| if it is a map image and |e| a selected epoch@>@;
  }
  for (int l = 0; l < L; l++) for (int hd = 0; hd < H; hd++) head_norms(s, r->theta, l, hd, &hs[l * H + hd]);
  r->curve[e].train_loss = train_loss; r->curve[e].test_loss = (double)(loss / r->ntest);
  r->curve[e].test_acc = (double)ok / r->ntest;
  if (r->opt.verbose) @<Print the line of epoch |e|@>@;
  mm_vit_cache_free(&c);
}

@ @<Keep the maps of image |i|...@>=
for (int j = 0; j < r->nsel; j++) if (r->sel_epoch[j] == e)
  for (int m = 0; m < MM_VIT_MAPS; m++) if (r->map_image[m] == i)
    for (int l = 0; l < L; l++)
      for (int t = 0; t < MM_VIT_NP; t++) {
        double a = 0.0;
        for (int hd = 0; hd < H; hd++) a += c.A[l][(size_t)hd * N * N + 1 + t] / H;
        r->maps[(((size_t)j * MM_VIT_MAPS + m) * L + l) * MM_VIT_NP + t] = a;
      }

@ @<Print the line of epoch |e|@>=
{
  printf("epoch %3d  train loss %.4f  test loss %.4f acc %.4f ", e, train_loss, r->curve[e].test_loss, r->curve[e].test_acc);
  for (int l = 0; l < L; l++) {
    double qk = 0.0, h = 0.0;
    for (int hd = 0; hd < H; hd++) { qk += hs[l * H + hd].norm_qk / H; h += hs[l * H + hd].entropy / H; }
    printf(" | layer %d: mean |WqWk^T|_F %.3f entropy %.3f", l + 1, qk, h);
  }
  printf("\n");
  fflush(stdout);
}

@ These routines are used before their definition.
@<Vit: forward declarations@>=
static void vit_evaluate(mm_vit_result *r, const mm_real_set *test, int e, double train_loss);
static mm_status vit_open(mm_atomic_file *af, const char *dir, const char *name);
static mm_status vit_write_npz(const char *dir, const char *name, const double *X, const double *Y, const double *v,
  const double *Wk, const double *Wq, const double *z, int n, int N, int D, int dh);

@*1 Outputs and the trend.
|mm_vit_write| writes into an existing directory: \.{vit\_acc.csv} (per
epoch: training loss, test loss and accuracy), \.{vit\_heads.csv} (per
epoch, layer and head: entropy, $k_{90}$, top weight, the three norms),
\.{vit\_maps.dat} (matrix blocks: each map image, then for every selected
epoch and layer the head-mean attention of the class token on the
$4\times4$ patches), \.{vit\_layout.gp} and \.{vit\_stats.tex}, the
numbers this chapter quotes. Trends are Spearman's $\rho$ against the
epoch (the real-data chapter's |mm_real_spearman|).
@<Vit: declarations@>=
mm_status mm_vit_write(const char *dir, const mm_vit_result *r);
double mm_vit_trend(const mm_vit_result *r, int l, int hd, size_t field);

@ |field| is an offset in |mm_vit_head_stat|; |hd<0| means the mean over
the heads of layer |l|.
@<Vit: subroutines@>=
double mm_vit_trend(const mm_vit_result *r, int l, int hd, size_t field)
{
  int E = r->opt.epochs, H = r->shape.H, L = r->shape.L;
  double x[1024];
  if (E + 1 > 1024) return 0.0;
  for (int e = 0; e <= E; e++) {
    x[e] = 0.0;
    for (int h = 0; h < H; h++) if (hd < 0 || h == hd)
      x[e] += *(const double *)((const char *)&r->heads[((size_t)e * L + l) * H + h] + field);
  }
  return mm_real_spearman(x, E + 1);
}

@ @<Vit: subroutines@>=
static mm_status vit_open(mm_atomic_file *af, const char *dir, const char *name)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  return mm_io_atomic_open(af, path);
}
mm_status mm_vit_write(const char *dir, const mm_vit_result *r)
{
  mm_atomic_file af;
  mm_status s;
  int E = r->opt.epochs, L = r->shape.L, H = r->shape.H;
  if ((s = vit_open(&af, dir, "vit_acc.csv"))) return s;
  fprintf(af.f, "epoch,train_loss,test_loss,test_acc\n");
  for (int e = 0; e <= E; e++)
    fprintf(af.f, "%d,%.6f,%.6f,%.6f\n", e, r->curve[e].train_loss, r->curve[e].test_loss, r->curve[e].test_acc);
  if ((s = mm_io_atomic_commit(&af)) || (s = vit_open(&af, dir, "vit_heads.csv"))) return s;
  fprintf(af.f, "epoch,layer,head,entropy,k90,top,norm_qk,norm_q,norm_k\n");
  for (int e = 0; e <= E; e++) for (int l = 0; l < L; l++) for (int h = 0; h < H; h++) {
    const mm_vit_head_stat *x = &r->heads[((size_t)e * L + l) * H + h];
    fprintf(af.f, "%d,%d,%d,%.6f,%.4f,%.6f,%.6f,%.6f,%.6f\n", e, l + 1, h + 1, x->entropy, x->k90, x->top, x->norm_qk, x->norm_q, x->norm_k);
  }
  if ((s = mm_io_atomic_commit(&af)) || (s = vit_open(&af, dir, "vit_maps.dat"))) return s;
  @<Write the ViT's map images and maps as matrix blocks@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = vit_open(&af, dir, "vit_layout.gp"))) return s;
  fprintf(af.f, "nimg = %d\nnsel = %d\nnlayers = %d\nnheads = %d\nepochs = %d\n", MM_VIT_MAPS, r->nsel, L, H, E);
  for (int j = 0; j < r->nsel; j++) fprintf(af.f, "sel%d = %d\n", j, r->sel_epoch[j]);
  for (int m = 0; m < MM_VIT_MAPS; m++) fprintf(af.f, "name%d = \"%s\"\n", m, mm_real_class_name[r->map_label[m]]);
  if ((s = mm_io_atomic_commit(&af)) || (s = vit_open(&af, dir, "vit_stats.tex"))) return s;
  @<Write the ViT's measured numbers as \TeX\ macros@>@;
  return mm_io_atomic_commit(&af);
}

@ Block $m(1+n_{\rm sel}L)$ is image $m$; block $m(1+n_{\rm sel}L)+1+jL+l$
its map at selected epoch $j$ in layer $l$.
@<Write the ViT's map images...@>=
for (int m = 0; m < MM_VIT_MAPS; m++) {
  for (int y = 0; y < 28; y++)
    for (int x = 0; x < 28; x++) fprintf(af.f, "%d%c", r->map_pix[(size_t)m * 784 + y * 28 + x], x < 27 ? ' ' : '\n');
  fprintf(af.f, "\n\n");
  for (int j = 0; j < r->nsel; j++)
    for (int l = 0; l < L; l++) {
      const double *a = r->maps + (((size_t)j * MM_VIT_MAPS + m) * L + l) * MM_VIT_NP;
      for (int t = 0; t < MM_VIT_NP; t++) fprintf(af.f, "%.6g%c", a[t], t % 4 < 3 ? ' ' : '\n');
      fprintf(af.f, "\n\n");
    }
}

@ Macro names carry the layer as a word (\.{One}, \.{Two} and so on).
@<Write the ViT's measured numbers...@>=
{
  static const char *const word[MM_VIT_MAXL] = {"One", "Two", "Three", "Four"};
  const mm_vit_epoch *c0 = &r->curve[0], *c1 = &r->curve[E];
  fprintf(af.f, "%% written by mmattn train-vit: measured, do not edit\n");
  fprintf(af.f, "\\gdef\\vitEpochs{%d}\\gdef\\vitNtrain{%d}\\gdef\\vitNtest{%d}\\gdef\\vitBatch{%d}\\gdef\\vitLr{%g}%%\n",
    E, r->ntrain, r->ntest, r->opt.batch, r->opt.lr);
  fprintf(af.f, "\\gdef\\vitD{%d}\\gdef\\vitH{%d}\\gdef\\vitF{%d}\\gdef\\vitL{%d}\\gdef\\vitParams{%zu}\\gdef\\vitCPU{%.0f}%%\n",
    r->shape.D, H, r->shape.F, L, r->shape.n, r->cpu_seconds);
  fprintf(af.f, "\\gdef\\vitAccFirst{%.4f}\\gdef\\vitAccLast{%.4f}\\gdef\\vitLossFirst{%.4f}\\gdef\\vitLossLast{%.4f}%%\n",
    c0->test_acc, c1->test_acc, c0->test_loss, c1->test_loss);
  for (int l = 0; l < L; l++) {
    double qk0 = 0, qk1 = 0, h0 = 0, h1 = 0, k0 = 0, k1 = 0, t0 = 0, t1 = 0, hmin = 1e9, hmax = -1e9;
    for (int h = 0; h < H; h++) {
      const mm_vit_head_stat *a = &r->heads[(size_t)l * H + h], *b = &r->heads[((size_t)E * L + l) * H + h];
      qk0 += a->norm_qk / H; qk1 += b->norm_qk / H; h0 += a->entropy / H; h1 += b->entropy / H;
      k0 += a->k90 / H; k1 += b->k90 / H; t0 += a->top / H; t1 += b->top / H;
      hmin = fmin(hmin, b->entropy); hmax = fmax(hmax, b->entropy);
    }
    fprintf(af.f, "\\gdef\\vit%sQKfirst{%.3f}\\gdef\\vit%sQKlast{%.3f}\\gdef\\vit%sRhoQK{%.3f}%%\n", word[l], qk0, word[l], qk1,
      word[l], mm_vit_trend(r, l, -1, offsetof(mm_vit_head_stat, norm_qk)));
    fprintf(af.f, "\\gdef\\vit%sHfirst{%.3f}\\gdef\\vit%sHlast{%.3f}\\gdef\\vit%sRhoH{%.3f}\\gdef\\vit%sHmin{%.3f}\\gdef\\vit%sHmax{%.3f}%%\n",
      word[l], h0, word[l], h1, word[l], mm_vit_trend(r, l, -1, offsetof(mm_vit_head_stat, entropy)), word[l], hmin, word[l], hmax);
    fprintf(af.f, "\\gdef\\vit%sKfirst{%.2f}\\gdef\\vit%sKlast{%.2f}\\gdef\\vit%sTopfirst{%.3f}\\gdef\\vit%sToplast{%.3f}%%\n",
      word[l], k0, word[l], k1, word[l], t0, word[l], t1);
    @<Count the heads of layer |l| whose norm rises and whose entropy falls@>@;
  }
  fprintf(af.f, "\\gdef\\vitLogN{%.3f}%%\n", log((double)r->shape.N));
}

@ @<Count the heads of layer |l|...@>=
{
  int up = 0, down = 0;
  for (int h = 0; h < H; h++) {
    up += mm_vit_trend(r, l, h, offsetof(mm_vit_head_stat, norm_qk)) > 0;
    down += mm_vit_trend(r, l, h, offsetof(mm_vit_head_stat, entropy)) < 0;
  }
  fprintf(af.f, "\\gdef\\vit%sUp{%d}\\gdef\\vit%sDown{%d}%%\n", word[l], up, word[l], down);
}

@*1 The heads of layer 1 as instances of the paper's model.
The class token's input to layer $1$ is $c+\Pi_0$ for every image, so its
normalised state $z={\rm LN}_{\gamma_1,\beta_1}(c+\Pi_0)$ is one vector,
the same for all images, and head $h$ gives token $t$ of image $i$ the
logit
$$a_{it}={(zW_Q^h)(x_{it}W_K^h)^T\over\sqrt{d_h}}
 =x_{it}^T\Bigl({W_K^hW_Q^{hT}\over\sqrt{d_h}}\Bigr)z^T,$$
with $x_{it}$ row $t$ of the normalised layer input (the class token
itself is row $0$). This is the paper's model with the image's $17$
normalised rows as its tokens, $W=W_K^hW_Q^{hT}/\sqrt{d_h}$ and $p=z$,
which is the form \.{mmattn inspect} reads as members \.{W\_K},
\.{W\_Q} (shape $D\times d_h$, input index first, as stored here) and
\.{z} (section ``\.{inspect}''). In layer $2$ and later the class token's
input depends on the image, so its query is not one $p$; those heads are
not instances of the model and are not exported.
@^class token@>
@^attention heads@>

{\it Scores.} The paper's model has a linear head $v$ and labels $Y_i$;
the score $\gamma_{it}=Y_iv^Tx_{it}$ of a token is how much the output
$Y_if$ gains per unit of attention moved to it, which is what local
optimality compares. The ViT has ten classes and no such head, so the
score is defined by that property: the head's output for the class token
is $C^h_0=\sum_tA^h_{0t}\,x_{it}W_V^h$, hence
$\partial L_i/\partial A^h_{0t}=x_{it}^TW_V^h\bar C^{hT}_{i0}$, and the
loss of image $i$ falls, to first order, by
$\gamma_{it}=x_{it}^Tv_i$ per unit of attention on token $t$, with
$v_i=-W_V^h\bar C^{hT}_{i0}$ ($\bar C_{i0}$ from the backward pass at the
trained parameters, with image $i$'s label). The model has one $v$ for
all inputs; the export gives $v={1\over n}\sum_iv_i$ and $Y_i=1$, and
reports, per head, the fraction of images whose best token under $v$ is
their best token under their own $v_i$ (how well one head stands for the
per-image sensitivities). The selection, its ATT-SVM, the certificate,
$\cos(q,q^\mm)$ and the margin ratio do not depend on the scores; local
optimality and the run of normalised gradient descent from the trained
point (with the logistic loss of this model) do.
@^scores of the ViT's tokens@>

@ The export writes, for each head $h$ of layer $1$, \.{vit\_head$h$.npz}
with \.{X} ($n\times17\times D$: the normalised rows of the first $n=
\min(256,M)$ test images), \.{Y} ($n$ ones), \.{v}, \.{W\_K}, \.{W\_Q}
and \.{z}, and \.{vit\_scores.csv} (per head: the agreement fraction and
$\norm v$). Every image costs one forward and one backward pass.
@<Vit: declarations@>=
mm_status mm_vit_export_heads(const char *dir, const mm_vit_result *r, const mm_real_set *test);

@ @<Vit: subroutines@>=
mm_status mm_vit_export_heads(const char *dir, const mm_vit_result *r, const mm_real_set *test)
{
  const mm_vit_shape *s = &r->shape;
  int D = s->D, N = s->N, H = s->H, dh = s->dh, n = r->ntest < 256 ? r->ntest : 256;
  mm_vit_cache c;
  mm_status st = MM_OK;
  double *X = mm_alloc((size_t)n * N * D, sizeof(double)), *Vi = mm_alloc((size_t)n * H * D, sizeof(double));
  double *grad = mm_alloc(s->n, sizeof(double)), *work = mm_alloc(mm_vit_work_size(s), sizeof(double));
  double dC[512];
  if (!X || !Vi || !grad || !work || mm_vit_cache_new(s, &c) != MM_OK) { st = MM_ENOMEM; goto done0; }
  c.tap = dC;
  for (int i = 0; i < n; i++) @<Keep image |i|'s tokens of layer 1 and its $v_i$ of every head@>@;
  @<Write the archive and the agreement of every head@>@;
  mm_vit_cache_free(&c);
done0:
  free(X); free(Vi); free(grad); free(work);
  return st;
}

@ $v_i=-W_V^h\bar C^{hT}_{i0}$: entry $a$ is $-\sum_kW_{V,a,hd_h+k}\,
\bar C_{0,hd_h+k}$.
@<Keep image |i|'s tokens...@>=
{
  const double *Wv = r->theta + s->Wv[0];
  mm_vit_patches(test, i, c.pix);
  mm_vit_forward(s, r->theta, &c, test->label[i]);
  mm_vit_backward(s, r->theta, &c, test->label[i], 1.0, grad, work);
  memcpy(X + (size_t)i * N * D, c.z1[0], sizeof(double) * (size_t)N * D);
  for (int h = 0; h < H; h++)
    for (int a = 0; a < D; a++) {
      double u = 0.0;
      for (int k = 0; k < dh; k++) u -= Wv[a * D + h * dh + k] * dC[h * dh + k];
      Vi[((size_t)i * H + h) * D + a] = u;
    }
}

@ @<Write the archive and the agreement...@>=
{
  mm_atomic_file af;
  double *v = mm_alloc((size_t)D, sizeof(double)), *Y = mm_alloc((size_t)n, sizeof(double));
  double *Wk = mm_alloc((size_t)D * dh, sizeof(double)), *Wq = mm_alloc((size_t)D * dh, sizeof(double));
  if (!v || !Y || !Wk || !Wq || (st = vit_open(&af, dir, "vit_scores.csv")) != MM_OK) {
    if (st == MM_OK) st = MM_ENOMEM;
    free(v); free(Y); free(Wk); free(Wq); mm_vit_cache_free(&c); goto done0;
  }
  fprintf(af.f, "head,images,agreement,norm_v\n");
  for (int i = 0; i < n; i++) Y[i] = 1.0;
  for (int h = 0; h < H && st == MM_OK; h++) {
    char name[64];
    int agree = 0;
    @<Average the $v_i$ of head |h| into |v|, count the agreeing images, and cut out $W_K^h$, $W_Q^h$@>@;
    fprintf(af.f, "%d,%d,%.6f,%.6g\n", h + 1, n, (double)agree / n, mm_norm(v, D));
    snprintf(name, sizeof name, "vit_head%d.npz", h + 1);
    st = vit_write_npz(dir, name, X, Y, v, Wk, Wq, c.z1[0], n, N, D, dh);
  }
  if (st == MM_OK) st = mm_io_atomic_commit(&af);
  else mm_io_atomic_abort(&af);
  free(v); free(Y); free(Wk); free(Wq);
}

@ The best token of image $i$ under $v$ and under $v_i$ is the first
maximiser of the score; the class token's state is row $0$ of every
image, so |c.z1[0]| row $0$ (of the last image) is $z$.
@<Average the $v_i$ of head |h|...@>=
for (int a = 0; a < D; a++) {
  double u = 0.0;
  for (int i = 0; i < n; i++) u += Vi[((size_t)i * H + h) * D + a];
  v[a] = u / n;
}
for (int i = 0; i < n; i++) {
  const double *xi = X + (size_t)i * N * D, *vi = Vi + ((size_t)i * H + h) * D;
  int b1 = 0, b2 = 0;
  for (int t = 1; t < N; t++) {
    if (mm_dot(xi + (size_t)t * D, v, D) > mm_dot(xi + (size_t)b1 * D, v, D)) b1 = t;
    if (mm_dot(xi + (size_t)t * D, vi, D) > mm_dot(xi + (size_t)b2 * D, vi, D)) b2 = t;
  }
  agree += b1 == b2;
}
for (int a = 0; a < D; a++)
  for (int k = 0; k < dh; k++) {
    Wk[a * dh + k] = r->theta[s->Wk[0] + (size_t)a * D + h * dh + k];
    Wq[a * dh + k] = r->theta[s->Wq[0] + (size_t)a * D + h * dh + k];
  }

@ An archive of little-endian |float64| arrays in NumPy's format
(a \.{.npy} member per array: the magic \.{\\x93NUMPY}, version $1.0$, a
header padded with spaces to a multiple of $64$ bytes and ending in a
newline, then the data in C order), stored uncompressed. libzip writes the
archive to a temporary file and renames it when it is closed, so a
failed export leaves no partial file.
@.cannot write the archive@>
@<Vit: subroutines@>=
static int npy_member(zip_t *z, const char *name, const double *x, const long *shape, int ndim)
{
  char hdr[128], sh[64] = "";
  size_t count = 1, len, hl;
  unsigned char *b;
  zip_source_t *src;
  zip_int64_t idx;
  for (int k = 0; k < ndim; k++) {
    count *= (size_t)shape[k];
    snprintf(sh + strlen(sh), sizeof sh - strlen(sh), "%ld,%s", shape[k], ndim == 1 || k + 1 < ndim ? " " : "");
  }
  hl = (size_t)snprintf(hdr, sizeof hdr, "{'descr': '<f8', 'fortran_order': False, 'shape': (%s), }", sh);
  while ((10 + hl + 1) % 64) hdr[hl++] = ' ';
  hdr[hl++] = '\n';
  len = 10 + hl + 8 * count;
  if ((b = malloc(len)) == NULL) return 0;
  memcpy(b, "\x93NUMPY\x01\x00", 8); b[8] = (unsigned char)(hl & 255); b[9] = (unsigned char)(hl >> 8);
  memcpy(b + 10, hdr, hl);
  for (size_t j = 0; j < count; j++) { /* little-endian whatever the host's order */
    uint64_t u;
    memcpy(&u, x + j, 8);
    for (int k = 0; k < 8; k++) b[10 + hl + 8 * j + (size_t)k] = (unsigned char)(u >> (8 * k));
  }
  if ((src = zip_source_buffer(z, b, len, 1)) == NULL) { free(b); return 0; }
  if ((idx = zip_file_add(z, name, src, ZIP_FL_OVERWRITE)) < 0) { zip_source_free(src); return 0; }
  return zip_set_file_compression(z, (zip_uint64_t)idx, ZIP_CM_STORE, 0) == 0;
}
static mm_status vit_write_npz(const char *dir, const char *name, const double *X, const double *Y, const double *v,
  const double *Wk, const double *Wq, const double *z, int n, int N, int D, int dh)
{
  char path[1024];
  int err = 0, ok;
  zip_t *zf;
  long sX[3] = {n, N, D}, sY[1] = {n}, sv[1] = {D}, sW[2] = {D, dh};
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if ((zf = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &err)) == NULL)
    return mm_fail(MM_EIO, "%s: cannot write the archive (libzip error %d)", path, err);
  ok = npy_member(zf, "X.npy", X, sX, 3) && npy_member(zf, "Y.npy", Y, sY, 1) && npy_member(zf, "v.npy", v, sv, 1)
    && npy_member(zf, "W_K.npy", Wk, sW, 2) && npy_member(zf, "W_Q.npy", Wq, sW, 2) && npy_member(zf, "z.npy", z, sv, 1);
  if (!ok || zip_close(zf) != 0) {
    mm_status st = mm_fail(MM_EIO, "%s: cannot write the archive: %s", path, zip_strerror(zf));
    zip_discard(zf);
    return st;
  }
  return MM_OK;
}

@*1 The command \.{mmattn train-vit}.
Options: \.{--epochs E} (default $8$), \.{--train-size N} ($12000$),
\.{--test-size M} ($2000$), \.{--batch B} ($32$), \.{--lr ETA}
($0.002$), \.{--width D} ($32$), \.{--heads H} ($4$), \.{--mlp F} ($64$),
\.{--layers L} ($2$), \.{--seed S} ($1$), \.{--data DIR}, \.{--out DIR},
\.{--quiet}, \.{--help}. A longer run, e.g. \.{--epochs 30 --train-size
60000}, is the paper's scale. Values follow the command's rule for numbers
(decimal notation, within $[-10^{100},10^{100}]$, |mm_io_parse_number|).
With \.{--out}, the heads of layer $1$ are exported beside the other files
(section ``The heads of layer 1''). Bad values exit with $1$, missing data with $6$; an output directory that
cannot be created or written is refused before the data are read, so no
training is lost to it.
@^command line@>
@.train-vit: unknown option@>

@<Vit: declarations@>=
int mm_vit_cli(int argc, char **argv);

@ @<Vit: subroutines@>=
static int vit_int(const char *opt, const char *a, long lo, long hi, long *out)
{
  double x;
  if (mm_io_parse_double(a, &x) != MM_NUM_OK || x != floor(x) || x < (double)lo || x > (double)hi) {
    fprintf(stderr, "mmattn: train-vit: bad value for %s: \"%s\" (an integer in %ld..%ld, decimal notation)\n", opt, a, lo, hi);
    return 0;
  }
  *out = (long)x;
  return 1;
}
int mm_vit_cli(int argc, char **argv)
{
  mm_vit_options o = mm_vit_defaults();
  const char *data = MM_REAL_DATA_DIR, *out = NULL;
  o.verbose = 1;
  for (int a = 1; a < argc; a++) {
    const char *opt = argv[a];
    long x;
    if (!strcmp(opt, "--help")) {
      printf("usage: mmattn train-vit [--epochs E] [--train-size N] [--test-size M] [--batch B] [--lr ETA]\n"
        "         [--width D] [--heads H] [--mlp F] [--layers L] [--seed S] [--data DIR] [--out DIR] [--quiet]\n"
        "Trains a vision transformer (7x7 patches, class token, L layers of H-head attention) on the ten\n"
        "classes of Fashion-MNIST with Adam and reports per epoch, layer and head the class token's\n"
        "attention sparsity and |W_Q W_K^T|_F. Defaults: 8 epochs, 12000 training and 2000 test images,\n"
        "batch 32, lr 0.002, D 32, H 4, F 64, L 2, seed 1. With --out, also writes the heads of layer 1\n"
        "as DIR/vit_headH.npz (tokens, W_K, W_Q, class token z, scores v) for mmattn inspect.\n");
      return 0;
    }
    if (!strcmp(opt, "--quiet")) { o.verbose = 0; continue; }
    if (a + 1 >= argc || opt[0] != '-') { fprintf(stderr, "mmattn: train-vit: unknown option or missing value: \"%s\"\n", opt); return 1; }
    a++;
    if (!strcmp(opt, "--data")) data = argv[a];
    else if (!strcmp(opt, "--out")) out = argv[a];
    else if (!strcmp(opt, "--lr")) {
      mm_num_check c = mm_io_parse_double(argv[a], &o.lr);
      if (c != MM_NUM_OK) { mm_io_number_rule(stderr, "train-vit", opt, argv[a], c, "number"); return 1; }
      if (!(o.lr > 0)) { fprintf(stderr, "mmattn: train-vit: bad value for --lr: \"%s\" (a positive number)\n", argv[a]); return 1; }
    }
    else if (!strcmp(opt, "--epochs")) { if (!vit_int(opt, argv[a], 1, 1000, &x)) return 1; o.epochs = (int)x; }
    else if (!strcmp(opt, "--train-size")) { if (!vit_int(opt, argv[a], 1, 60000, &x)) return 1; o.train_size = (int)x; }
    else if (!strcmp(opt, "--test-size")) { if (!vit_int(opt, argv[a], MM_VIT_MAPS, 10000, &x)) return 1; o.test_size = (int)x; }
    else if (!strcmp(opt, "--batch")) { if (!vit_int(opt, argv[a], 1, 60000, &x)) return 1; o.batch = (int)x; }
    else if (!strcmp(opt, "--width")) { if (!vit_int(opt, argv[a], 1, 512, &x)) return 1; o.D = (int)x; }
    else if (!strcmp(opt, "--heads")) { if (!vit_int(opt, argv[a], 1, 64, &x)) return 1; o.H = (int)x; }
    else if (!strcmp(opt, "--mlp")) { if (!vit_int(opt, argv[a], 1, 2048, &x)) return 1; o.F = (int)x; }
    else if (!strcmp(opt, "--layers")) { if (!vit_int(opt, argv[a], 1, MM_VIT_MAXL, &x)) return 1; o.L = (int)x; }
    else if (!strcmp(opt, "--seed")) { if (!vit_int(opt, argv[a], 0, 2147483647L, &x)) return 1; o.seed = (uint64_t)x; }
    else { fprintf(stderr, "mmattn: train-vit: unknown option \"%s\"\n", opt); return 1; }
  }
  if (o.D % o.H) { fprintf(stderr, "mmattn: train-vit: bad value: --width %d is not a multiple of --heads %d\n", o.D, o.H); return 1; }
  @<Load the data, train the ViT and write its files@>@;
}

@ @<Load the data, train the ViT...@>=
{
  mm_real_set tr, te;
  mm_vit_result r;
  mm_status s;
  if (out && (s = mm_io_check_output_dir(out)) != MM_OK) { fprintf(stderr, "mmattn: train-vit: %s\n", mm_error_message()); return (int)s; }
  if ((s = mm_real_load(data, 1, &tr)) != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); return (int)s; }
  if ((s = mm_real_load(data, 0, &te)) != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); mm_real_set_free(&tr); return (int)s; }
  s = mm_vit_train(&tr, &te, &o, &r);
  mm_real_set_free(&tr);
  if (s == MM_OK && out) {
    if (mkdir(out, 0777) != 0 && errno != EEXIST) s = mm_fail(MM_EIO, "%s: cannot create directory (%s)", out, strerror(errno));
    else if ((s = mm_vit_write(out, &r)) == MM_OK) s = mm_vit_export_heads(out, &r, &te);
  }
  mm_real_set_free(&te);
  if (s == MM_OK) printf("train-vit: %zu parameters, %d epochs, test accuracy %.4f, %.1f s CPU\n",
    r.shape.n, o.epochs, r.curve[o.epochs].test_acc, r.cpu_seconds);
  mm_vit_result_free(&r);
  if (s != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); return (int)s; }
  return 0;
}

@*1 Results, and what the theory says about them.
\input ../../reports/figures/vit/vit_stats.tex
% Captions set math in the caption size too.
\gdef\figcaption{\sevenrm \textfont0=\sevenrm \textfont1=\seveni
  \textfont2=\sevensy \scriptfont0=\fiverm \scriptfont1=\fivei
  \scriptfont2=\fivesy \baselineskip=9pt}
The figures are drawn by \.{make} from the default run: $D=\vitD$,
$H=\vitH$ heads, MLP width $\vitF$, $L=\vitL$ layers, \vitParams\
parameters; \vitEpochs\ epochs of Adam (step \vitLr, batches of
\vitBatch) over the first \vitNtrain\ training images, evaluated on the
first \vitNtest\ test images; \vitCPU\ s of CPU time. Every number below
is read from \.{reports/figures/vit/vit\_stats.tex}, which that run wrote.

{\it Accuracy.} The test accuracy on the ten classes went from \vitAccFirst\
to \vitAccLast\ (test loss from \vitLossFirst\ to \vitLossLast).

{\it Key-query products.} Averaged over the heads, $\norm{W_Q^hW_K^{hT}}_F$
went from \vitOneQKfirst\ to \vitOneQKlast\ in layer $1$ (Spearman
$\rho=\vitOneRhoQK$ against the epoch) and from \vitTwoQKfirst\ to
\vitTwoQKlast\ in layer $2$ ($\rho=\vitTwoRhoQK$); \vitOneUp\ of the
\vitH\ heads of layer $1$ and \vitTwoUp\ of layer $2$ have a positive
$\rho$ of their own. The growth is slow (about a quarter over the run)
and not monotone in every head: some heads' norms dip in the first epochs
before they grow.

{\it Sparsity of the class token's attention} (over its $N=17$ entries;
uniform attention has entropy $\log N=\vitLogN$). Averaged over the heads,
the entropy went from \vitOneHfirst\ to \vitOneHlast\ nats in layer $1$
($\rho=\vitOneRhoH$; after the last epoch the heads range from
\vitOneHmin\ to \vitOneHmax) and from \vitTwoHfirst\ to \vitTwoHlast\ in
layer $2$ ($\rho=\vitTwoRhoH$; heads from \vitTwoHmin\ to \vitTwoHmax);
the number of entries holding $90\%$ of the mass from \vitOneKfirst\ to
\vitOneKlast\ (layer $1$) and from \vitTwoKfirst\ to \vitTwoKlast\ (layer
$2$); the top weight from \vitOneTopfirst\ to \vitOneToplast\ and from
\vitTwoTopfirst\ to \vitTwoToplast. \vitOneDown\ and \vitTwoDown\ heads
of the two layers have a falling entropy of their own. Most of the
sharpening happens in the first epoch, with the largest change in
accuracy; later epochs sharpen further while the norms keep growing.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/vit/vit_curves.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption Per layer (L) and head (H), per epoch: the
test-mean entropy and top weight of the class token's attention, the
norms $\Vert W_Q^hW_K^{hT}\Vert_F$, $\Vert W_Q^h\Vert_F$, $\Vert
W_K^h\Vert_F$; and the test accuracy (the analogue of the paper's
Figure~7).\par}}
\medskip
\vbox{\centerline{\pdfximage width 0.8\hsize {../../reports/figures/vit/vit_maps.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption The class token's attention on the
patches (mean over the heads) of test images of different classes, in
each layer (L$n$ in the row's title), at selected epochs; one colour scale per row (the bar at its
right end), from $0$ to the row's largest weight. At epoch $0$
the maps are not uniform: the random $W_Q$ and $W_K$ already give logits
of order one (the analogue of the paper's Figure~6).\par}}
\medskip

@ {\it What the theory predicts here.} Nothing, in the strict sense: the
paper's theorems are about one attention layer with a fixed or jointly
trained linear head, trained by gradient descent on $p$ (or on $W$ with
$p$ fixed) or along a regularization path; this network has two layers,
four heads each, normalisation, an MLP and residuals, and is trained by
Adam. What the theory offers is a mechanism: when a loss can keep
decreasing by ranking some tokens above others more and more decisively,
the key-query product grows without bound along a max-margin direction and
the softmax sharpens towards those tokens. The measured curves show the
phenomenon in that direction (the products grow, the class token's
attention sharpens in every head of both layers), at a slow rate and far
from hard selection: after \vitEpochs\ epochs the class token still
spreads $90\%$ of its mass over about \vitOneKlast\ (layer $1$) and
\vitTwoKlast\ (layer $2$) of its $17$ entries. Adam's updates are
normalised per coordinate, so the growth of the norms is not the
gradient-descent growth that the theorems analyse; and the residual
stream lets a layer pass information on without selecting. We therefore
present the transformer as an empirical analogue; the max-margin
comparison is made for the heads of layer $1$ alone, below, which are
instances of the model, and for the one-layer model of the previous
chapter.
@^findings@>
@^empirical analogue@>

@ {\it The heads of layer $1$, inspected.} \input ../../reports/figures/vit/vit_inspect.tex
Each of the \vitInspHeads\ heads of layer $1$, exported with the first
\vitInspImages\ test images (section ``The heads of layer 1''), was given to
\.{mmattn inspect}, which ran \vitInspSteps\ steps of normalised gradient
descent from the trained query. Per head: the norm of the trained
$q=W_K^hW_Q^{hT}z^T/\sqrt{d_h}$; the mean softmax mass on each image's
selected token; the ATT-SVM of that selection (its margin $1/\norm{q^\mm}$
and support tokens; separability proved with rounding counted) and its KKT
relative residual; $\cos(q,q^\mm)$ and the margin ratio (the trained
direction's margin over the largest); whether the selection is locally
optimal for the scores of section ``The heads of layer 1''; the shape of
the run from the trained point and the classification of the selection at
its end, with the cosine between the trained $q$ and that selection's
max-margin direction; and the agreement of the one head $v$ with the
per-image scores.
$$\vitInspTable$$
In \vitInspLocal\ of the \vitInspHeads\ heads the trained selection is
locally optimal; in \vitInspReached\ the run from the trained point ends
at a selection the command certifies as an LMM (after \vitInspSteps\
steps the run's direction may still be turning: the column ``NGD run''
says whether it has a directional limit). The trained queries point
roughly along the max-margin direction of their own selection
($\cos(q,q^\mm)$ from \vitInspCosMin\ to \vitInspCosMax) but with a
small share of its margin (ratios from \vitInspRatioMin\ to
\vitInspRatioMax: in some image the selected token is nearly tied with
another), and $\norm q$ is small, so the softmax is far from a selection:
Adam and \vitEpochs\ epochs do not bring the heads near the regime the
theorems describe. The agreement column says how far one $v$ is
from the per-image sensitivities of a ten-class network (chance is
$1/17$), so the local-optimality verdicts are about the paper's model with
these scores, not about the network's own loss.
@^findings@>
