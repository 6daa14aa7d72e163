@*Real data: attention on Fashion-MNIST.
The theory of this book says that training drives the key-query weights to
infinite norm along a max-margin direction, so that attention concentrates on
a few tokens. The paper illustrates it with a vision transformer whose
attention maps get sparser over the epochs while $\norm{W}$ grows. This
chapter repeats the experiment, in \CEE/ and in double precision, on real
images: the Fashion-MNIST data set of Zalando Research, which Debian ships as
the package \.{dataset-fashion-mnist} (four gzip-compressed IDX files in
\.{/usr/share/datasets/fashion-mnist}).

{\it What it computes.} Each $28\times28$ gray image is cut into $P\times P$
patches, the tokens; each token is embedded by a fixed map (its pixels and a
positional code). One attention layer with a trainable query $p$ (the
[CLS] token of a transformer) and key-query matrix $W$, and a linear head
$v$, give the paper's model $f(X)=\langle Xv,S(XWp)\rangle$; it is trained
with the logistic loss by minibatch gradient descent on a binary task, one
garment class against another. After every epoch the held-out test images
give the accuracy, the loss, $\norm{W}_F$, $\norm{p}$, and three measures of
how concentrated the attention is; the attention maps of four fixed test
images are kept at a few epochs.

{\it How to run it.} \.{make} runs \.{mmattn train-images --out
reports/figures} and draws the curves and maps with \.{gnuplot} into
\.{reports/figures/} (PDF for this book, PNG for the README); the numbers
quoted in the captions below are written by that run into a small \TeX\
file that this chapter reads, so they are measured, not hoped. The check
chapter ``Checks of the real-data experiment'' runs a smaller training and
asserts the trend with its statistics; it also checks the loader against
the known facts of the data set and the gradient against finite
differences.

After training, the selection of the trained layer (the dominant patch of
every training image) is compared with the theory's prediction: its
attention SVM is solved over the whole training set, certified, and the
query of every epoch is measured against it.

{\it Status.} Complete for the binary task; a ten-class variant (one head
per class) is not provided. The trend appears clearly on the default task
(Sneaker against Ankle boot); on a harder pair (T-shirt/top against
Shirt) $\norm{W}_F$ grows but the attention stops sharpening after the
first epoch, a finding discussed with the results.
@^Fashion-MNIST@>
@^real data@>

@ The module is \.{real}.
@(real.h@>=
#ifndef MM_REAL_H
#define MM_REAL_H
#include "model.h"
#include "gen.h"
@<Real: type definitions@>@;
@<Real: declarations@>@;
#endif

@ @(real.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <sys/stat.h>
#include <stddef.h>
#include <zlib.h>
#include <float.h>
#include <time.h>
#include <sys/resource.h>
#include "real.h"
#include "io.h"
#include "svm.h"
#include "tokens.h"
@<Real: static data@>@;
@<Real: subroutines@>@;

@*1 The data.
An IDX file is a big-endian header followed by raw bytes: a magic number
whose low byte is the number of dimensions and whose third byte is the type
($8$ for unsigned bytes), then one 32-bit size per dimension. Fashion-MNIST
has images with magic \.{0x00000803} (three dimensions: count, rows,
columns) and labels with magic \.{0x00000801}; the training files hold
$60000$ images, the test files $10000$, ten classes of $6000$ and $1000$
images. The loader checks the magic numbers, that the data length is exactly
what the header announces, that images and labels agree in number and that
every label is a class; anything else is refused with |MM_EINPUT| and a
message naming the file, and a file that cannot be opened gives |MM_EIO|.
@^IDX format@>

@<Real: type definitions@>=
#define MM_REAL_DATA_DIR "/usr/share/datasets/fashion-mnist"
#define MM_REAL_CLASSES 10
typedef struct {
  int n, rows, cols; /* number of images and their shape */
  unsigned char *pix; /* |n*rows*cols| gray levels $0..255$, row-major */
  unsigned char *label; /* |n| classes $0..9$ */
} mm_real_set;

@ @<Real: declarations@>=
mm_status mm_real_load(const char *dir, int train, mm_real_set *s);
void mm_real_set_free(mm_real_set *s);
extern const char *const mm_real_class_name[MM_REAL_CLASSES];

@ @<Real: static data@>=
const char *const mm_real_class_name[MM_REAL_CLASSES] = {
  "T-shirt/top", "Trouser", "Pullover", "Dress", "Coat",
  "Sandal", "Shirt", "Sneaker", "Bag", "Ankle boot"};

@ A file is inflated with zlib as a stream, and its header is read
before its data: the header fixes how many bytes follow (the product of
the sizes), so the data are read into a buffer that never grows beyond
that size, and a stream that goes on after it is refused at the first
extra byte. A small file whose stream inflates to gigabytes (a zip bomb,
or a file that is not IDX at all) costs its header and at most the
announced size, never the whole inflation. |gzread| returns what it could
decompress; a damaged stream shows up as a negative count or as an error
code in |gzerror|: |Z_BUF_ERROR| means that the file ended in the middle of
the gzip stream (a truncated download), |Z_DATA_ERROR| a failed check sum.
Both are bad input.
@.cannot open@>
@.corrupt gzip data@>
@.bad magic number@>
@.data bytes, the header announces@>
@.more data than the header announces@>

@<Real: subroutines@>=
static unsigned long be32(const unsigned char *b)
{
  return (unsigned long)b[0] << 24 | (unsigned long)b[1] << 16 | (unsigned long)b[2] << 8 | b[3];
}
static mm_status gz_status(gzFile g, int k, const char *path)
{
  int err = Z_OK;
  const char *msg = gzerror(g, &err);
  if (k >= 0 && err == Z_OK) return MM_OK;
  return mm_fail(err == Z_ERRNO ? MM_EIO : MM_EINPUT, "%s: corrupt gzip data (%s)", path,
    err == Z_BUF_ERROR ? "the file ends in the middle of the compressed stream" : msg);
}
static mm_status read_idx(const char *path, int ndim, unsigned long *dims, unsigned char **buf, size_t *len)
{
  gzFile g;
  unsigned char h[16], extra;
  unsigned long long want = 1;
  size_t head = 4 + 4 * (size_t)ndim, m = 0, cap;
  unsigned char *b = NULL;
  mm_status st;
  int k;
  *buf = NULL; *len = 0;
  errno = 0;
  if ((g = gzopen(path, "rb")) == NULL)
    return mm_fail(MM_EIO, "%s: cannot open (%s); install the Debian package "
      "dataset-fashion-mnist or give --data DIR", path, errno ? strerror(errno) : "out of memory");
  @<Read and check the IDX header, setting |dims| and |want|@>@;
  @<Read the |want| data bytes into |b|, refusing any byte after them@>@;
  gzclose(g);
  *buf = b; *len = m;
  return MM_OK;
}

@ @<Read and check the IDX header...@>=
k = gzread(g, h, (unsigned)head);
if ((st = gz_status(g, k, path)) != MM_OK) { gzclose(g); return st; }
if ((size_t)k < head) { gzclose(g); return mm_fail(MM_EINPUT, "%s: %d bytes, too short for an IDX header", path, k); }
if (be32(h) != 0x800ul + (unsigned long)ndim) {
  gzclose(g);
  return mm_fail(MM_EINPUT, "%s: bad magic number 0x%08lx (expected 0x%08lx)", path, be32(h), 0x800ul + (unsigned long)ndim);
}
for (int j = 0; j < ndim; j++) { dims[j] = be32(h + 4 + 4 * j); want *= dims[j]; }
if (want > ((size_t)-1) / 2) { gzclose(g); return mm_fail(MM_EINPUT, "%s: the header announces %llu data bytes", path, want); }

@ The buffer starts at $1$ MB (or the announced size, if smaller) and
doubles, capped at the announced size.
@<Read the |want| data bytes...@>=
cap = want < ((size_t)1 << 20) ? (size_t)want : (size_t)1 << 20;
if ((b = malloc(cap ? cap : 1)) == NULL) { gzclose(g); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
while (m < want) {
  if (m == cap) {
    size_t nc = 2 * cap > want ? (size_t)want : 2 * cap;
    unsigned char *nb = realloc(b, nc);
    if (nb == NULL) { gzclose(g); free(b); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
    b = nb; cap = nc;
  }
  k = gzread(g, b + m, (unsigned)(cap - m > (1u << 30) ? (1u << 30) : cap - m));
  if (k <= 0) break;
  m += (size_t)k;
}
if ((st = gz_status(g, k, path)) != MM_OK) { gzclose(g); free(b); return st; }
if (m < want) { gzclose(g); free(b); return mm_fail(MM_EINPUT, "%s: %zu data bytes, the header announces %llu", path, m, want); }
k = gzread(g, &extra, 1);
if ((st = gz_status(g, k, path)) != MM_OK || k > 0) {
  gzclose(g); free(b);
  return st != MM_OK ? st : mm_fail(MM_EINPUT, "%s: more data than the header announces (%llu bytes)", path, want);
}

@ Loading a set reads the images and the labels of the training
(|train!=0|) or test files and checks that they belong together.
@.images but@>
@.is not a class@>

@<Real: subroutines@>=
mm_status mm_real_load(const char *dir, int train, mm_real_set *s)
{
  char pi[1024], pl[1024];
  unsigned long di[3] = {0, 0, 0}, dl[1] = {0};
  size_t li, ll;
  mm_status st;
  memset(s, 0, sizeof *s);
  snprintf(pi, sizeof pi, "%s/%s-images-idx3-ubyte.gz", dir, train ? "train" : "t10k");
  snprintf(pl, sizeof pl, "%s/%s-labels-idx1-ubyte.gz", dir, train ? "train" : "t10k");
  if ((st = read_idx(pi, 3, di, &s->pix, &li)) || (st = read_idx(pl, 1, dl, &s->label, &ll)))
    { mm_real_set_free(s); return st; }
  @<Check that the images and labels belong together@>@;
  s->n = (int)di[0]; s->rows = (int)di[1]; s->cols = (int)di[2];
  return MM_OK;
}
void mm_real_set_free(mm_real_set *s)
{
  free(s->pix); free(s->label);
  memset(s, 0, sizeof *s);
}

@ @<Check that the images and labels...@>=
if (di[0] != dl[0] || di[0] == 0 || di[0] > 10000000ul || di[1] == 0 || di[2] == 0
  || di[1] > 1024 || di[2] > 1024) {
  mm_real_set_free(s);
  return mm_fail(MM_EINPUT, "%s: %lu images of %lux%lu but %s has %lu labels", pi, di[0], di[1], di[2], pl, dl[0]);
}
for (unsigned long i = 0; i < dl[0]; i++)
  if (s->label[i] >= MM_REAL_CLASSES) {
    mm_status e = mm_fail(MM_EINPUT, "%s: label %d of image %lu is not a class 0..9", pl, s->label[i], i);
    mm_real_set_free(s);
    return e;
  }

@*1 Tokens.
An image of $R\times C$ pixels with patch size $P$ (which must divide both)
has $T=(R/P)(C/P)$ patches, numbered row by row. Patch $t$ at grid position
$(r,c)$ becomes the token
$$x_t=\bigl(\,\pi_t,\ \phi(r/G_r),\ \phi(c/G_c),\ 1\,\bigr)\in\R^{P^2+9},$$
where $\pi_t\in[0,1]^{P^2}$ are its gray levels divided by $255$, $G_r=R/P$,
$G_c=C/P$, and $\phi(z)=\bigl(\sin\pi z',\cos\pi z',\allowbreak\sin2\pi z',\cos2\pi
z'\bigr)$ at the patch centre $z'=z+1/(2G)$ is a fixed positional code: the
cosine of the first pair is monotone in the row (top to bottom), the sine
separates border from centre, the second pair refines both. The constant
coordinate lets the head $v$ carry a bias, since $\sum_ts_t=1$; it adds the
same logit to every token and so has no effect on the attention. The
embedding is fixed, as the brief of the experiment requires: only $p$, $W$
and $v$ are trained.
@^positional code@>

@<Real: declarations@>=
int mm_real_dim(int P);
void mm_real_embed(const mm_real_set *s, int img, int P, double *X);

@ @<Real: subroutines@>=
int mm_real_dim(int P) { return P * P + 9; }
void mm_real_embed(const mm_real_set *s, int img, int P, double *X)
{
  int Gr = s->rows / P, Gc = s->cols / P, d = mm_real_dim(P);
  const unsigned char *im = s->pix + (size_t)img * s->rows * s->cols;
  for (int r = 0; r < Gr; r++)
    for (int c = 0; c < Gc; c++) {
      double *x = X + (size_t)(r * Gc + c) * d, zr = (r + 0.5) / Gr, zc = (c + 0.5) / Gc;
      for (int a = 0; a < P; a++)
        for (int b = 0; b < P; b++) x[a * P + b] = im[(size_t)(r * P + a) * s->cols + c * P + b] / 255.0;
      x += P * P;
      x[0] = sin(M_PI * zr); x[1] = cos(M_PI * zr); x[2] = sin(2 * M_PI * zr); x[3] = cos(2 * M_PI * zr);
      x[4] = sin(M_PI * zc); x[5] = cos(M_PI * zc); x[6] = sin(2 * M_PI * zc); x[7] = cos(2 * M_PI * zc);
      x[8] = 1.0;
    }
}

@*1 The model and its gradient.
With $q=Wp$ the logits of an image are $a=Xq$, the attention is $s=S(a)$
and the prediction is $f(X)=\sum_ts_t\,v^Tx_t$. For evaluation we form $q$
once and compute the prediction directly, at a cost of $2Td$ per image;
|mm_real_forward| returns $f$ and leaves $s$ in its last argument.

The gradients are the model chapter's: a minibatch of $B$ images is an
instance of $B$ inputs with $T$ tokens each, labels $Y_i=+1$ for the first
class and $-1$ for the second, the current $W$ and $v$; then (2), (3) and (4)
give $\nabla_pL$, $\nabla_vL$ and $\nabla_WL=(\nabla_qL)p^T$ of the
minibatch risk, with the logistic loss. So the gradient the training uses
is the one Part~II has checked on random instances, and the check of this
chapter compares it on real images with finite differences of
|mm_real_forward|, an independent code path.
@^gradient in W@>

@<Real: declarations@>=
double mm_real_forward(const double *X, int T, int d, const double *q, const double *v, double *s);
mm_status mm_real_gradient(mm_instance *batch, const double *W, const double *p, const double *v,
  double *GW, double *gp, double *gv, double *risk);

@ @<Real: subroutines@>=
double mm_real_forward(const double *X, int T, int d, const double *q, const double *v, double *s)
{
  long double f = 0.0L;
  for (int t = 0; t < T; t++) s[t] = mm_dot(X + (size_t)t * d, q, d); /* $a=Xq$ */
  mm_softmax(s, T, s);
  for (int t = 0; t < T; t++) f += s[t] * mm_dot(X + (size_t)t * d, v, d);
  return (double)f;
}

@ The batch instance holds the tokens and labels; the gradient routine puts
the parameters into it and refreshes the keys and scores.
@<Real: subroutines@>=
mm_status mm_real_gradient(mm_instance *batch, const double *W, const double *p, const double *v,
  double *GW, double *gp, double *gv, double *risk)
{
  int d = batch->d;
  mm_status s;
  memcpy(batch->W, W, sizeof(double) * (size_t)d * d);
  memcpy(batch->v, v, sizeof(double) * (size_t)d);
  batch->loss = MM_LOSS_LOGISTIC;
  if ((s = mm_instance_refresh(batch)) != MM_OK) return s;
  *risk = mm_grad_W(batch, p, GW);
  mm_grad_p(batch, p, gp);
  mm_grad_v(batch, p, gv);
  return MM_OK;
}

@*1 How concentrated is the attention.
For an attention vector $s$ over $T$ patches we report three numbers: the
entropy $H(s)=-\sum_ts_t\log s_t$ (in nats; $\log T$ for uniform attention,
$0$ when one patch holds all the mass), the number $k_{90}(s)$ of patches
that hold $90\%$ of the mass (the smallest $k$ whose $k$ largest weights sum
to at least $0.9$), and the mass $\max_ts_t$ on the top patch. Averaged over
the test images, the theory predicts that the first two fall and the third
rises over training.
@^entropy of attention@>
@^sparsity@>

@<Real: subroutines@>=
static int cmp_desc(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x < y) - (x > y);
}
static void sparsity(const double *s, int T, double *work, double *H, double *k90, double *top)
{
  long double h = 0.0L, c = 0.0L;
  int k = 0;
  for (int t = 0; t < T; t++) if (s[t] > 0) h -= s[t] * logl(s[t]);
  memcpy(work, s, sizeof(double) * (size_t)T);
  qsort(work, (size_t)T, sizeof(double), cmp_desc);
  while (k < T && c < 0.9L) c += work[k++];
  *H = (double)h; *k90 = k; *top = work[0];
}

@*1 Training.
The options of a run. The default task is Sneaker (class $7$) against Ankle
boot (class $9$). We pick it because attention has something definite to
find there: the two classes share the sole and the toe, in the lower half of
the image, and differ in one place, the shaft of the boot, which fills the
upper patches that are empty for a sneaker. A single well-chosen patch
decides the class, which is the token-selection situation of the theory.
(T-shirt against Shirt differs in the sleeves and the collar, several
patches at once, and is harder for a one-layer model.)
@^Sneaker@>
@^Ankle boot@>

@<Real: type definitions@>=
#define MM_REAL_MAPS 4 /* test images whose attention maps are kept */
#define MM_REAL_SEL 6 /* at most this many selected epochs */
typedef struct {
  int classes[2]; /* label $+1$, label $-1$ */
  int epochs, patch, batch;
  int train_size; /* $0$: every training image of the two classes */
  double lr; /* step size of minibatch gradient descent */
  uint64_t seed;
  int verbose; /* print one line per epoch on standard output */
} mm_real_options;

@ @<Real: declarations@>=
mm_real_options mm_real_defaults(void);

@ The defaults: patches of $4\times4$ ($T=49$ tokens of dimension $d=25$),
$30$ epochs, minibatches of $50$, step $\eta=0.5$. A run takes well under a
minute on one core.

@<Real: subroutines@>=
mm_real_options mm_real_defaults(void)
{
  mm_real_options o;
  memset(&o, 0, sizeof o);
  o.classes[0] = 7; o.classes[1] = 9;
  o.epochs = 30; o.patch = 4; o.batch = 50; o.lr = 0.5; o.seed = 1;
  return o;
}

@ One row of the learning curve, and the result of a run: the curve for
epochs $0$ (the initial point) to $E$, the final parameters, and the
attention maps of |MM_REAL_MAPS| test images (the first two of each class in
the file) at the selected epochs $0$, $1$, $\lceil E/4\rceil$,
$\lceil E/2\rceil$ and $E$ (duplicates removed).

@<Real: type definitions@>=
typedef struct {
  int epoch;
  double train_acc, train_loss, test_acc, test_loss; /* accuracy in $[0,1]$, mean logistic loss */
  double norm_W, norm_p, norm_v, norm_q; /* $\norm{W}_F$, $\norm{p}$, $\norm{v}$, $\norm{Wp}$ */
  double entropy, k90, top; /* test means of $H(s)$, $k_{90}(s)$, $\max_ts_t$ */
  double cos_final; /* $\cos\angle(q_e,q_E)$: direction of $q=Wp$ against the final one */
} mm_real_epoch;
typedef struct {
  mm_real_options opt;
  int d, T, grid_r, grid_c, rows, cols, ntrain, ntest;
  mm_real_epoch *curve; /* |opt.epochs+1| rows */
  double *W, *p, *v; /* final parameters */
  int nmaps, map_image[MM_REAL_MAPS], map_label[MM_REAL_MAPS];
  unsigned char *map_pix; /* the |nmaps| images, for drawing */
  int nsel, sel_epoch[MM_REAL_SEL];
  double *maps; /* |maps[(j*nmaps+m)*T+t]|: epoch |sel_epoch[j]|, image |m|, patch |t| */
  int *top_count; /* |top_count[t]|: test images whose top patch is |t|, at the last evaluation */
  double *qs; /* |qs[e*d+a]|: $q=Wp$ after epoch |e| */
  int *train_idx; /* the |ntrain| training images, indices into the training set, in file order */
} mm_real_result;

@ @<Real: declarations@>=
mm_status mm_real_train(const mm_real_set *train, const mm_real_set *test,
  const mm_real_options *o, mm_real_result *res);
void mm_real_result_free(mm_real_result *res);

@ Training proceeds in epochs. Each epoch shuffles the training images
(Fisher--Yates, with the run's seeded generator), cuts them into
$\lfloor N/B\rfloor$ minibatches (the $N\bmod B$ images left over take part
in other epochs through the shuffling), and for each minibatch takes one
gradient step on all three parameters at once:
$$W\gets W-\eta\nabla_WL_B,\qquad p\gets p-\eta\nabla_pL_B,\qquad
v\gets v-\eta\nabla_vL_B.$$
The initial point: $v=0$, $p$ with entries $N(0,1/d)$ (so $\norm{p}\approx1$)
and $W$ with entries $N(0,10^{-2}/d)$, so that $\norm{Wp}\approx0.1$ and the
initial attention is close to uniform. Nothing else is done: no weight
decay, no momentum, no normalised steps, no learning-rate schedule, so
whatever growth of $\norm{W}$ we see comes from the loss alone.
@^minibatch gradient descent@>

@<Real: subroutines@>=
mm_status mm_real_train(const mm_real_set *train, const mm_real_set *test,
  const mm_real_options *o, mm_real_result *res)
{
  mm_status st = MM_OK;
  int *tr = NULL, *te = NULL, d, T, E = o->epochs, B = o->batch;
  double *GW = NULL, *gp = NULL, *gv = NULL, *q = NULL;
  mm_instance *batch = NULL;
  mm_rng rng;
  memset(res, 0, sizeof *res);
  res->opt = *o;
  @<Validate the options of a real-data run@>@;
  d = res->d = mm_real_dim(o->patch);
  res->grid_r = train->rows / o->patch; res->grid_c = train->cols / o->patch;
  T = res->T = res->grid_r * res->grid_c;
  res->rows = train->rows; res->cols = train->cols;
  @<Select the training and test images of the two classes@>@;
  @<Allocate the parameters, the curve, the maps and the batch@>@;
  mm_rng_seed(&rng, o->seed, 0);
  @<Draw the initial parameters@>@;
  evaluate(res, train, tr, test, te, q, 0);
  for (int e = 1; e <= E; e++) {
    @<Shuffle the training indices@>@;
    for (int b = 0; b + B <= res->ntrain; b += B) @<Take one gradient step on the minibatch at |b|@>@;
    evaluate(res, train, tr, test, te, q, e);
  }
  for (int e = 0; e <= E; e++) res->curve[e].cos_final = mm_cos(res->qs + (size_t)e * d, q, d);
done:
  free(tr); free(te); free(GW); free(gp); free(gv); free(q);
  if (batch) mm_instance_free(batch);
  if (st) mm_real_result_free(res);
  return st;
}

@ Caller errors are reported with the bad value. Images of the two sets
that differ in size are a fault of the data, not of the patch size, and are
named as such.
@.classes must be two different labels@>
@.both sets must have one size@>
@.patch size must divide@>
@<Validate the options of a real-data run@>=
if (o->classes[0] < 0 || o->classes[0] > 9 || o->classes[1] < 0 || o->classes[1] > 9
  || o->classes[0] == o->classes[1])
  return mm_fail(MM_EINPUT, "classes must be two different labels in 0..9, got %d,%d", o->classes[0], o->classes[1]);
if (test->rows != train->rows || test->cols != train->cols)
  return mm_fail(MM_EINPUT, "the test images are %dx%d, the training images %dx%d: both sets must have one size",
    test->rows, test->cols, train->rows, train->cols);
if (o->patch < 1 || train->rows % o->patch || train->cols % o->patch)
  return mm_fail(MM_EINPUT, "patch size must divide the image size %dx%d, got %d", train->rows, train->cols, o->patch);
if (o->epochs < 1 || o->epochs > 100000) return mm_fail(MM_EINPUT, "epochs must be in 1..100000, got %d", o->epochs);
if (o->batch < 1) return mm_fail(MM_EINPUT, "batch size must be positive, got %d", o->batch);
if (!(o->lr > 0) || !isfinite(o->lr)) return mm_fail(MM_EINPUT, "step size must be positive and finite, got %g", o->lr);
if (o->train_size < 0) return mm_fail(MM_EINPUT, "training size must be >= 0, got %d", o->train_size);

@ Training images are the first |train_size| images of the two classes in
file order (all of them when |train_size| is $0$); the file order of
Fashion-MNIST is already random. The test images are all the test images of
the two classes.
@.too few images@>
@<Select the training and test images...@>=
tr = mm_alloc((size_t)train->n, sizeof(int));
te = mm_alloc((size_t)test->n, sizeof(int));
if (!tr || !te) { st = MM_ENOMEM; goto done; }
for (int i = 0; i < train->n; i++)
  if ((train->label[i] == o->classes[0] || train->label[i] == o->classes[1])
    && (o->train_size == 0 || res->ntrain < o->train_size)) tr[res->ntrain++] = i;
for (int i = 0; i < test->n; i++)
  if (test->label[i] == o->classes[0] || test->label[i] == o->classes[1]) te[res->ntest++] = i;
if (res->ntrain < B || res->ntest < 1) {
  st = mm_fail(MM_EINPUT, "too few images: %d training images for batches of %d, %d test images", res->ntrain, B, res->ntest);
  goto done;
}
if ((res->train_idx = mm_alloc((size_t)res->ntrain, sizeof(int))) == NULL) { st = MM_ENOMEM; goto done; }
memcpy(res->train_idx, tr, sizeof(int) * (size_t)res->ntrain);

@ @<Allocate the parameters, the curve...@>=
res->W = mm_alloc((size_t)d * d, sizeof(double));
res->p = mm_alloc((size_t)d, sizeof(double)); res->v = mm_alloc((size_t)d, sizeof(double));
res->curve = mm_alloc((size_t)E + 1, sizeof(mm_real_epoch));
res->map_pix = mm_alloc(MM_REAL_MAPS * (size_t)res->rows * res->cols, 1);
res->maps = mm_alloc(MM_REAL_SEL * MM_REAL_MAPS * (size_t)T, sizeof(double));
res->top_count = mm_alloc((size_t)T, sizeof(int));
res->qs = mm_alloc(((size_t)E + 1) * d, sizeof(double));
GW = mm_alloc((size_t)d * d, sizeof(double)); gp = mm_alloc((size_t)d, sizeof(double));
gv = mm_alloc((size_t)d, sizeof(double)); q = mm_alloc((size_t)d, sizeof(double));
{
  int *Ts = mm_alloc((size_t)B, sizeof(int));
  if (Ts) { for (int i = 0; i < B; i++) Ts[i] = T; batch = mm_instance_new(B, Ts, d); free(Ts); }
}
if (!res->W || !res->p || !res->v || !res->curve || !res->map_pix || !res->maps || !res->top_count || !res->qs || !GW || !gp || !gv || !q || !batch)
  { st = MM_ENOMEM; goto done; }
@<Choose the map images and the selected epochs@>@;

@ @<Choose the map images...@>=
for (int c = 0; c < 2; c++)
  for (int j = 0, m = 0; j < res->ntest && m < MM_REAL_MAPS / 2; j++)
    if (test->label[te[j]] == o->classes[c]) {
      int k = res->nmaps++;
      res->map_image[k] = te[j]; res->map_label[k] = o->classes[c]; m++;
      memcpy(res->map_pix + (size_t)k * res->rows * res->cols,
        test->pix + (size_t)te[j] * res->rows * res->cols, (size_t)res->rows * res->cols);
    }
{
  int cand[5] = {0, 1, (E + 3) / 4, (E + 1) / 2, E};
  for (int j = 0; j < 5; j++)
    if (res->nsel == 0 || cand[j] > res->sel_epoch[res->nsel - 1]) res->sel_epoch[res->nsel++] = cand[j];
}

@ @<Draw the initial parameters@>=
for (int a = 0; a < d * d; a++) res->W[a] = 0.1 * mm_rng_normal(&rng) / sqrt(d);
for (int a = 0; a < d; a++) { res->p[a] = mm_rng_normal(&rng) / sqrt(d); res->v[a] = 0.0; }

@ @<Shuffle the training indices@>=
for (int i = res->ntrain - 1; i > 0; i--) {
  int j = mm_rng_int(&rng, 0, i), x = tr[i];
  tr[i] = tr[j]; tr[j] = x;
}

@ A step that produces a non-finite number stops the run with
|MM_ENUMERIC| rather than writing curves of NaNs.
@.training diverged@>
@<Take one gradient step...@>=
{
  double risk;
  for (int i = 0; i < B; i++) {
    mm_real_embed(train, tr[b + i], o->patch, batch->X + (size_t)i * T * d);
    batch->Y[i] = train->label[tr[b + i]] == o->classes[0] ? 1.0 : -1.0;
  }
  if ((st = mm_real_gradient(batch, res->W, res->p, res->v, GW, gp, gv, &risk)) != MM_OK) goto done;
  for (int a = 0; a < d * d; a++) res->W[a] -= o->lr * GW[a]; /* $W:=W-\eta\nabla_WL_B$ */
  for (int a = 0; a < d; a++) { res->p[a] -= o->lr * gp[a]; res->v[a] -= o->lr * gv[a]; }
  if (!mm_all_finite(res->W, (size_t)d * d) || !mm_all_finite(res->p, (size_t)d) || !mm_all_finite(res->v, (size_t)d)) {
    st = mm_fail(MM_ENUMERIC, "training diverged in epoch %d (step size %g too large?)", e, o->lr);
    goto done;
  }
}

@ @<Real: subroutines@>=
void mm_real_result_free(mm_real_result *res)
{
  free(res->curve); free(res->W); free(res->p); free(res->v);
  free(res->map_pix); free(res->maps); free(res->top_count); free(res->qs); free(res->train_idx);
  memset(res, 0, sizeof *res);
}

@ Evaluation after epoch |e| fills row |e| of the curve: the parameter
norms, then the mean loss and the accuracy on the training and test images,
the sparsity means on the test images, and the maps if |e| is a selected
epoch. A prediction counts as correct when $Y f(X)>0$.

@<Real: subroutines@>=
static void eval_set(mm_real_result *res, const mm_real_set *s, const int *idx, int m,
  const double *q, double *acc, double *loss, mm_real_epoch *sp)
{
  int d = res->d, T = res->T;
  double *X = malloc(sizeof(double) * (size_t)T * d), *a = malloc(sizeof(double) * 2 * (size_t)T);
  long double L = 0.0L, H = 0.0L, K = 0.0L, P = 0.0L;
  long ok = 0;
  mm_assert(X != NULL && a != NULL);
  if (sp) memset(res->top_count, 0, sizeof(int) * (size_t)T);
  for (int j = 0; j < m; j++) {
    double Y = s->label[idx[j]] == res->opt.classes[0] ? 1.0 : -1.0, u, h, k, top;
    mm_real_embed(s, idx[j], res->opt.patch, X);
    u = Y * mm_real_forward(X, T, d, q, res->v, a);
    ok += u > 0 ? 2 : u == 0; /* a tie counts half */
    L += mm_loss(MM_LOSS_LOGISTIC, u);
    if (sp) {
      int am = 0;
      for (int t = 1; t < T; t++) if (a[t] > a[am]) am = t;
      res->top_count[am]++;
      sparsity(a, T, a + T, &h, &k, &top); H += h; K += k; P += top;
    }
  }
  *acc = (double)ok / (2.0 * m); *loss = (double)(L / m);
  if (sp) { sp->entropy = (double)(H / m); sp->k90 = (double)(K / m); sp->top = (double)(P / m); }
  free(X); free(a);
}

@ @<Real: subroutines@>=
static void evaluate(mm_real_result *res, const mm_real_set *train, const int *tr,
  const mm_real_set *test, const int *te, double *q, int e)
{
  int d = res->d, T = res->T;
  mm_real_epoch *c = &res->curve[e];
  for (int a = 0; a < d; a++) q[a] = mm_dot(res->W + (size_t)a * d, res->p, d); /* $q=Wp$ */
  c->epoch = e;
  c->norm_W = mm_norm(res->W, d * d); c->norm_p = mm_norm(res->p, d);
  c->norm_v = mm_norm(res->v, d); c->norm_q = mm_norm(q, d);
  memcpy(res->qs + (size_t)e * d, q, sizeof(double) * (size_t)d);
  eval_set(res, train, tr, res->ntrain, q, &c->train_acc, &c->train_loss, NULL);
  eval_set(res, test, te, res->ntest, q, &c->test_acc, &c->test_loss, c);
  for (int j = 0; j < res->nsel; j++)
    if (res->sel_epoch[j] == e) @<Store the maps of epoch |e| in slot |j|@>@;
  if (res->opt.verbose)
    printf("epoch %3d  train acc %.4f loss %.4f  test acc %.4f loss %.4f  |W|_F %.4f |p| %.4f |Wp| %.4f"
      "  entropy %.4f k90 %.2f top %.4f\n", e, c->train_acc, c->train_loss, c->test_acc, c->test_loss,
      c->norm_W, c->norm_p, c->norm_q, c->entropy, c->k90, c->top);
}

@ @<Store the maps of epoch...@>=
{
  double *X = malloc(sizeof(double) * (size_t)T * d);
  mm_real_set one = *test;
  mm_assert(X != NULL);
  for (int m = 0; m < res->nmaps; m++) {
    mm_real_embed(&one, res->map_image[m], res->opt.patch, X);
    mm_real_forward(X, T, d, q, res->v, res->maps + ((size_t)j * res->nmaps + m) * T);
  }
  free(X);
}

@ These routines are used before their definition.
@<Real: static data@>=
static const char *tex_sci(double x, char *buf);
static void put_named(FILE *f, const char *txt, const char *name);
static void evaluate(mm_real_result *res, const mm_real_set *train, const int *tr,
  const mm_real_set *test, const int *te, double *q, int e);

@*1 The max-margin direction of the trained attention.
Growing norms and sharper maps are the paper's phenomenon; its claim is
about a direction. In the model of this chapter the logits of an image are
$Xq$ with the effective query $q=Wp$, so the keys are the tokens themselves
and the attention SVM of a selection $\alpha$ (one patch $\alpha_i$ per
training image) is
$$q^\mm(\alpha)=\mathop{\rm argmin}_q\norm{q}\quad\hbox{s.t.}\quad
(x_{i\alpha_i}-x_{it})^Tq\ge1\quad\hbox{for all $i$ and all $t\ne\alpha_i$.}$$
After training we read the selection off the final query: $\alpha_i$ is the
dominant patch $\mathop{\rm argmax}_tx_{it}^Tq$ of training image~$i$. We
then solve ATT-SVM$(\alpha)$ with the library's solver over the whole
training set (for the default run $n\approx12000$ images and
$n(T-1)\approx576000$ rows in $d=25$ unknowns), let the solver certify the
answer (the KKT residuals of the ATT-SVM chapter, or a Farkas vector if the
rows admit no solution), and classify $\alpha$ with the trained head $v$ by
the token chapter's test: $\alpha$ is locally optimal when every support
patch of every image scores strictly lower than the selected one under the
scores $\gamma_{it}=Y_iv^Tx_{it}$.
@^ATT-SVM on real data@>
@^max-margin direction@>

@ Two facts shape the reading. First, a selection read off a query is
separable by that query: if every image's top logit is unique, then
$\mu=\min_{i,t\ne\alpha_i}(x_{i\alpha_i}-x_{it})^Tq>0$ and $q/\mu$ is
feasible. So ATT-SVM$(\alpha)$ can be infeasible only when some image has
a tie for its top logit, and the run counts such images (top two logits
within $2^{10}\epsilon\,\norm{x}\norm{q}$). The question is therefore not
whether the selection is separable, but whether training points $q$ along
the separator of largest margin, which is what the theory predicts.

Second, for every $q\ne0$ the normalised margin
$\mu(q)=\min_{i,t\ne\alpha_i}(x_{i\alpha_i}-x_{it})^Tq/\norm{q}$ satisfies
$$\mu(q)\le1/\norm{q^\mm},$$
with equality exactly on the ray of $q^\mm$: if $\mu(q)>0$ then
$q/(\mu(q)\norm{q})$ is feasible with norm $1/\mu(q)$, which is at least
the minimum $\norm{q^\mm}$, and equal to it only for the unique minimiser.
So the ratio $\mu(q)\norm{q^\mm}\in(-\infty,1]$ is a second measure of
alignment, one that does not depend on how $q$ and $q^\mm$ differ in
directions the constraints barely feel; and a measured ratio above $1$
would prove the solver wrong.

Per epoch $e$ the run records three numbers for the query $q_e$ after
that epoch: $\cos\angle(q_e,q^\mm)$, the ratio $\mu(q_e)\norm{q^\mm}$, and
the fraction of training images whose dominant patch under $q_e$ is
already $\alpha_i$. The last coordinate of every token is the constant $1$
(see ``Tokens'' above); it adds the same number to every logit of an image, so
the attention does not see the corresponding coordinate of $q$, its
gradient in $q$ is zero ($\sum_ts_t(\gamma_t-f)=0$), and every row of the
SVM has $0$ there. We set it to zero in $q_e$ before taking cosines (the
margins do not change), so that the cosine compares what the attention
sees. The same pass evaluates $\mu(q^\mm)\norm{q^\mm}$, which is $1$
when the solver's answer attains the largest margin.

@<Real: type definitions@>=
typedef struct {
  int n, m, d, epochs; /* images, rows of the ATT-SVM, unknowns, epochs of the run */
  int *alpha; /* the dominant patch of each training image under the final $q$ */
  int ties; /* images whose two largest final logits tie */
  mm_status status; /* of ATT-SVM$(\alpha)$: |MM_OK| or |MM_EINFEASIBLE| */
  double *qmm; /* $q^\mm(\alpha)$, |d| entries (zero unless |MM_OK|) */
  double norm_qmm, kkt_worst, farkas_radius;
  int nactive, support_rows, support_images; /* active rows; tight rows and the images they come from */
  int kind, global, where_i, where_t; /* the token chapter's classification of $\alpha$ (an |mm_sel_kind|) */
  int agree_opt; /* images whose $\alpha_i$ is their top-score patch under $v$ */
  double cpu_seconds; /* CPU time of the solve and its certificate */
  double qp_mib, peak_mib; /* memory of the rows; peak resident memory of the process */
  double *cos, *ratio, *frac; /* per epoch $0..E$: $\cos\angle(q_e,q^\mm)$, $\mu(q_e)\norm{q^\mm}$, share with dominant patch $\alpha_i$ */
  double ratio_mm; /* $\mu(q^\mm)\norm{q^\mm}$, which must be $1$ */
  int bad_support; /* support rows whose patch scores above the selected one */
} mm_real_svm;

@ @<Real: declarations@>=
mm_status mm_real_svm_align(const mm_real_set *train, const mm_real_result *res, mm_real_svm *out);
void mm_real_svm_free(mm_real_svm *a);

@ The work, in the order of the definition. The instance holds the training
tokens with $W=I$ (so the keys are the tokens and the ATT-SVM is the one in
$q$), the labels and the trained head, so that the token chapter can score
the patches. The status returned is |MM_OK| when the analysis ran, whatever
the SVM's answer; the answer is in |out->status|.
@<Real: subroutines@>=
mm_status mm_real_svm_align(const mm_real_set *train, const mm_real_result *res, mm_real_svm *out)
{
  int n = res->ntrain, T = res->T, d = res->d, E = res->opt.epochs;
  mm_instance *in = NULL;
  mm_svm s;
  mm_status st = MM_OK;
  memset(out, 0, sizeof *out);
  memset(&s, 0, sizeof s);
  out->n = n; out->d = d; out->epochs = E; out->m = n * (T - 1);
  out->alpha = mm_alloc((size_t)n, sizeof(int)); out->qmm = mm_alloc((size_t)d, sizeof(double));
  out->cos = mm_alloc((size_t)E + 1, sizeof(double)); out->ratio = mm_alloc((size_t)E + 1, sizeof(double));
  out->frac = mm_alloc((size_t)E + 1, sizeof(double));
  if (!out->alpha || !out->qmm || !out->cos || !out->ratio || !out->frac) { st = MM_ENOMEM; goto done; }
  @<Build the instance of the training images under the trained head@>@;
  @<Read the selection off the final query@>@;
  @<Solve ATT-SVM$(\alpha)$ and classify $\alpha$, timing the solve@>@;
  @<Measure the query of every epoch against $q^\mm$@>@;
done:
  mm_svm_free(&s);
  mm_instance_free(in);
  if (st != MM_OK) mm_real_svm_free(out);
  return st;
}
void mm_real_svm_free(mm_real_svm *a)
{
  free(a->alpha); free(a->qmm); free(a->cos); free(a->ratio); free(a->frac);
  memset(a, 0, sizeof *a);
}

@ @<Build the instance of the training images...@>=
{
  int *Ts = mm_alloc((size_t)n, sizeof(int));
  if (Ts == NULL) { st = MM_ENOMEM; goto done; }
  for (int i = 0; i < n; i++) Ts[i] = T;
  in = mm_instance_new(n, Ts, d);
  free(Ts);
  if (in == NULL) { st = MM_ENOMEM; goto done; }
  for (int i = 0; i < n; i++) {
    mm_real_embed(train, res->train_idx[i], res->opt.patch, in->X + (size_t)i * T * d);
    in->Y[i] = train->label[res->train_idx[i]] == res->opt.classes[0] ? 1.0 : -1.0;
  }
  memcpy(in->v, res->v, sizeof(double) * (size_t)d); /* $W=I$: keys are tokens */
  if ((st = mm_instance_refresh(in)) != MM_OK) goto done;
}

@ The constant coordinate is the last one of a token.
@<Read the selection off the final query@>=
{
  double *q = res->qs + (size_t)E * d, qn = mm_norm(q, d);
  for (int i = 0; i < n; i++) {
    const double *X = in->X + (size_t)i * T * d;
    double best = -HUGE_VAL, second = -HUGE_VAL, xm = 0.0;
    for (int t = 0; t < T; t++) {
      double l = mm_dot(X + (size_t)t * d, q, d);
      xm = fmax(xm, mm_norm(X + (size_t)t * d, d));
      if (l > best) { second = best; best = l; out->alpha[i] = t; }
      else if (l > second) second = l;
    }
    out->ties += best - second <= 0x1p10 * DBL_EPSILON * xm * qn;
  }
}

@ The solve is timed in CPU seconds of the process (the machine may be
shared, so wall time would measure the neighbours), and the memory is
reported two ways: the rows themselves, $8md$ bytes, and the peak resident
set of the whole process, which includes the training data.
@<Solve ATT-SVM$(\alpha)$ and classify...@>=
{
  struct timespec t0, t1;
  struct rusage ru;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  out->status = mm_svm_att_on_tokens(in, out->alpha, NULL, &s);
  if (out->status == MM_OK) @<Classify $\alpha$ with the trained head@>@;
  else if (out->status == MM_EINFEASIBLE) out->farkas_radius = s.fcert.radius;
  else { st = out->status; goto done; }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  out->cpu_seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  out->qp_mib = 8.0 * out->m * d / 1048576.0;
  getrusage(RUSAGE_SELF, &ru);
  out->peak_mib = ru.ru_maxrss / 1024.0;
}

@ @<Classify $\alpha$ with the trained head@>=
{
  mm_selection sel;
  int *opt = mm_alloc((size_t)n, sizeof(int));
  if (opt == NULL) { st = MM_ENOMEM; goto done; }
  memcpy(out->qmm, s.z, sizeof(double) * (size_t)d);
  out->norm_qmm = mm_norm(s.z, d); out->kkt_worst = s.kkt.worst; out->nactive = s.nactive;
  if ((st = mm_tokens_classify_solved(in, out->alpha, &s, &sel)) != MM_OK) { free(opt); goto done; }
  out->kind = (int)sel.kind; out->global = sel.lmm.global;
  out->where_i = sel.where_i; out->where_t = sel.where_t;
  out->support_rows = sel.lmm.support_off[n];
  for (int i = 0; i < n; i++) {
    const double *g = in->gamma + in->off[i];
    out->support_images += sel.lmm.support_off[i + 1] > sel.lmm.support_off[i];
    for (int k = sel.lmm.support_off[i]; k < sel.lmm.support_off[i + 1]; k++)
      out->bad_support += g[sel.lmm.support[k]] > g[out->alpha[i]] + mm_tokens_tie_tol(in, i);
  }
  mm_selection_free(&sel);
  mm_tokens_opt(in, opt);
  for (int i = 0; i < n; i++) out->agree_opt += opt[i] == out->alpha[i];
  free(opt);
}

@ @<Measure the query of every epoch...@>=
{
  double *qe = mm_alloc((size_t)d, sizeof(double));
  if (qe == NULL) { st = MM_ENOMEM; goto done; }
  for (int e = 0; e <= E + 1; e++) { /* $e=E+1$: $q^\mm$ itself */
    double mu = HUGE_VAL, qn;
    int hit = 0;
    if (e == E + 1 && out->status != MM_OK) break;
    memcpy(qe, e <= E ? res->qs + (size_t)e * d : out->qmm, sizeof(double) * (size_t)d);
    qe[d - 1] = 0.0; /* the constant coordinate: invisible to the attention */
    qn = mm_norm(qe, d);
    for (int i = 0; i < n; i++) {
      const double *X = in->X + (size_t)i * T * d;
      double la = mm_dot(X + (size_t)out->alpha[i] * d, qe, d), best = -HUGE_VAL;
      int arg = 0;
      for (int t = 0; t < T; t++) {
        double l = mm_dot(X + (size_t)t * d, qe, d);
        if (l > best) { best = l; arg = t; }
        if (t != out->alpha[i]) mu = fmin(mu, la - l); /* $(x_{i\alpha_i}-x_{it})^Tq_e$ */
      }
      hit += arg == out->alpha[i];
    }
    if (e == E + 1) { out->ratio_mm = qn > 0 && isfinite(mu) ? mu / qn * out->norm_qmm : NAN; break; }
    out->frac[e] = (double)hit / n;
    out->cos[e] = out->status == MM_OK && out->norm_qmm > 0 && qn > 0 ? mm_cos(qe, out->qmm, d) : NAN;
    out->ratio[e] = out->status == MM_OK && out->norm_qmm > 0 && qn > 0 && isfinite(mu) ? mu / qn * out->norm_qmm : NAN;
  }
  free(qe);
}

@*1 The trend, measured.
Whether a quantity $x_e$ rises with the epoch $e=0,\ldots,E$ is measured
by Spearman's rank correlation $\rho$: the Pearson correlation of the ranks
of $x$ (ties get their average rank) with the ranks of $e$. It is $1$ for a
strictly increasing sequence, $-1$ for a strictly decreasing one, and it
does not care about the shape of the growth (linear, logarithmic), which
the theory does not fix for minibatch training.

To say how surprising a value is we use the permutation test: under the
null hypothesis that the order of the epochs carries no information, every
permutation of $x$ is equally likely, and the one-sided $p$-value of an
observed $\rho$ is the fraction of the $m!$ permutations ($m=E+1$) whose
$\rho$ is at least as large. For $m\le10$ we enumerate them all (Heap's
algorithm, $3.6\cdot10^6$ permutations at most); above, we use the
normal approximation $\rho\sqrt{m-1}\sim N(0,1)$ of the null distribution.
@^Spearman correlation@>
@^permutation test@>

@<Real: declarations@>=
double mm_real_spearman(const double *x, int m);
double mm_real_spearman_pvalue(const double *x, int m, double rho);

@ Ranks, with ties averaged, then the Pearson correlation with $0,\ldots,m-1$.
@<Real: subroutines@>=
static void ranks(const double *x, int m, double *r)
{
  for (int i = 0; i < m; i++) {
    int less = 0, equal = 0;
    for (int j = 0; j < m; j++) { less += x[j] < x[i]; equal += x[j] == x[i]; }
    r[i] = less + (equal - 1) / 2.0;
  }
}
static double rank_corr(const double *r, int m)
{
  long double mx = (m - 1) / 2.0L, sxy = 0, sxx = 0, syy = 0;
  for (int i = 0; i < m; i++) {
    sxy += (r[i] - mx) * (i - mx); sxx += (r[i] - mx) * (r[i] - mx); syy += (i - mx) * (i - mx);
  }
  return sxx > 0 ? (double)(sxy / sqrtl(sxx * syy)) : 0.0;
}
double mm_real_spearman(const double *x, int m)
{
  double *r = malloc(sizeof(double) * (size_t)(m > 0 ? m : 1)), rho;
  mm_assert(r != NULL && m >= 2);
  ranks(x, m, r);
  rho = rank_corr(r, m);
  free(r);
  return rho;
}

@ The exact tail counts permutations of the ranks whose correlation is at
least $\rho-10^{-12}$ (the slack absorbs the rounding of equal values
computed in different orders).
@<Real: subroutines@>=
double mm_real_spearman_pvalue(const double *x, int m, double rho)
{
  double r[10];
  int c[10] = {0}, i = 1;
  long hit = 0, all = 1;
  if (m > 10) return 0.5 * erfc(rho * sqrt(m - 1.0) / sqrt(2.0));
  ranks(x, m, r);
  hit += rank_corr(r, m) >= rho - 1e-12;
  while (i < m) { /* Heap's algorithm: each swap yields the next permutation */
    if (c[i] < i) {
      int j = i % 2 ? c[i] : 0;
      double t = r[j]; r[j] = r[i]; r[i] = t;
      hit += rank_corr(r, m) >= rho - 1e-12; all++;
      c[i]++; i = 1;
    } else c[i++] = 0;
  }
  return (double)hit / all;
}

@*1 Outputs.
|mm_real_write| writes, into an existing directory, the files the figures
are drawn from: \.{real\_curves.csv} (one row per epoch, the fields of
|mm_real_epoch|), \.{real\_maps.csv} (long form: image, class, epoch, grid
row and column, weight), \.{real\_maps.dat} (the same maps and the images
themselves as matrix blocks for \.{gnuplot}), \.{real\_layout.gp} (how many
images and epochs, for the plotting script) and \.{real\_stats.tex} (the
measured numbers quoted by this chapter). Every file is written atomically.
@.cannot write@>

@<Real: declarations@>=
mm_status mm_real_write(const char *dir, const mm_real_result *r, const char *name);

@ @<Real: subroutines@>=
static mm_status open_out(mm_atomic_file *af, const char *dir, const char *name)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  return mm_io_atomic_open(af, path);
}
mm_status mm_real_write(const char *dir, const mm_real_result *r, const char *name)
{
  mm_atomic_file af;
  mm_status s;
  if ((s = open_out(&af, dir, "real_curves.csv"))) return s;
  @<Write the learning curves@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_maps.csv"))) return s;
  @<Write the maps in long form@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_maps.dat"))) return s;
  @<Write the images and maps as matrix blocks@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_layout.gp"))) return s;
  @<Write the layout for the plotting script@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_stats.tex"))) return s;
  @<Write the measured numbers as \TeX\ macros@>@;
  return mm_io_atomic_commit(&af);
}

@ @<Write the learning curves@>=
fprintf(af.f, "epoch,train_acc,train_loss,test_acc,test_loss,norm_W,norm_p,norm_v,norm_Wp,entropy,k90,top_mass,cos_final\n");
for (int e = 0; e <= r->opt.epochs; e++) {
  const mm_real_epoch *c = &r->curve[e];
  fprintf(af.f, "%d,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.4f,%.6f,%.6f\n", e, c->train_acc,
    c->train_loss, c->test_acc, c->test_loss, c->norm_W, c->norm_p, c->norm_v, c->norm_q,
    c->entropy, c->k90, c->top, c->cos_final);
}

@ @<Write the maps in long form@>=
fprintf(af.f, "image,class,epoch,row,col,weight\n");
for (int j = 0; j < r->nsel; j++)
  for (int m = 0; m < r->nmaps; m++)
    for (int t = 0; t < r->T; t++)
      fprintf(af.f, "%d,%d,%d,%d,%d,%.6g\n", r->map_image[m], r->map_label[m], r->sel_epoch[j],
        t / r->grid_c, t % r->grid_c, r->maps[((size_t)j * r->nmaps + m) * r->T + t]);

@ Block $m(1+n_{\rm sel})$ is image $m$ (gray levels, row $0$ at the top
once the plot reverses the $y$ axis), block $m(1+n_{\rm sel})+1+j$ its
attention at selected epoch $j$. Blocks are separated by two blank lines,
as \.{gnuplot}'s \.{index} expects.
@<Write the images and maps...@>=
for (int m = 0; m < r->nmaps; m++) {
  for (int y = 0; y < r->rows; y++)
    for (int x = 0; x < r->cols; x++)
      fprintf(af.f, "%d%c", r->map_pix[((size_t)m * r->rows + y) * r->cols + x], x + 1 < r->cols ? ' ' : '\n');
  fprintf(af.f, "\n\n");
  for (int j = 0; j < r->nsel; j++) {
    const double *s = r->maps + ((size_t)j * r->nmaps + m) * r->T;
    for (int t = 0; t < r->T; t++) fprintf(af.f, "%.6g%c", s[t], (t + 1) % r->grid_c ? ' ' : '\n');
    fprintf(af.f, "\n\n");
  }
}

@ @<Write the layout...@>=
fprintf(af.f, "nimg = %d\nnsel = %d\nepochs = %d\n", r->nmaps, r->nsel, r->opt.epochs);
for (int j = 0; j < r->nsel; j++) fprintf(af.f, "sel%d = %d\n", j, r->sel_epoch[j]);
for (int m = 0; m < r->nmaps; m++) fprintf(af.f, "name%d = \"%s\"\n", m, mm_real_class_name[r->map_label[m]]);

@ A trend of one column of the curve: its Spearman $\rho$ against the
epoch, and the one-sided $p$-value for a rise (|sign|${}=+1$) or a fall
(|sign|${}=-1$), computed on |sign| times the column. The column is named by
its offset in |mm_real_epoch|.
@<Real: declarations@>=
double mm_real_trend(const mm_real_result *r, size_t field, int sign, double *pvalue);

@ @<Real: subroutines@>=
double mm_real_trend(const mm_real_result *r, size_t field, int sign, double *pvalue)
{
  int m = r->opt.epochs + 1;
  double *x = calloc((size_t)(m > 1 ? m : 2), sizeof(double)), rho;
  mm_assert(x != NULL && m >= 2);
  for (int e = 0; e < m; e++) x[e] = sign * *(const double *)((const char *)&r->curve[e] + field);
  rho = mm_real_spearman(x, m);
  if (pvalue) *pvalue = mm_real_spearman_pvalue(x, m, rho);
  free(x);
  return sign * rho;
}

@ Small probabilities are written for math mode as $m\cdot10^{k}$.
@<Real: subroutines@>=
static const char *tex_sci(double x, char *buf)
{
  int k = x > 0 ? (int)floor(log10(x)) : 0;
  snprintf(buf, 64, "%.1f\\cdot10^{%d}", x / pow(10.0, k), k);
  return buf;
}

@ The \TeX\ file defines one macro per number. Control sequences cannot
contain digits, so the macros are named by words, after a prefix |name|
(letters only; \.{real} for the book's main run), so that the book can
quote two runs side by side. The macros are printed with the prefix
\.{real} into a memory buffer and |put_named| swaps it for |name| on the
way out.
@<Real: subroutines@>=
static void put_named(FILE *f, const char *txt, const char *name)
{
  static const char key[] = "\\gdef\\real";
  const char *c;
  while ((c = strstr(txt, key)) != NULL) {
    fwrite(txt, 1, (size_t)(c - txt), f);
    fprintf(f, "\\gdef\\%s", name);
    txt = c + sizeof key - 1;
  }
  fputs(txt, f);
}

@ The numbers.
@<Write the measured numbers...@>=
{
  const mm_real_epoch *c0 = &r->curve[0], *c1 = &r->curve[r->opt.epochs];
  char buf[64];
  double pW, pH, rW = mm_real_trend(r, offsetof(mm_real_epoch, norm_W), 1, &pW),
    rP = mm_real_trend(r, offsetof(mm_real_epoch, norm_p), 1, NULL),
    rH = mm_real_trend(r, offsetof(mm_real_epoch, entropy), -1, &pH),
    rK = mm_real_trend(r, offsetof(mm_real_epoch, k90), -1, NULL),
    rT = mm_real_trend(r, offsetof(mm_real_epoch, top), 1, NULL),
    rQ = mm_real_trend(r, offsetof(mm_real_epoch, norm_q), 1, NULL);
  char *txt = NULL;
  size_t len = 0;
  FILE *tf = open_memstream(&txt, &len);
  if (tf == NULL) { mm_io_atomic_abort(&af); return mm_fail(MM_ENOMEM, "out of memory"); }
  @<Print the macros@>@;
  fclose(tf);
  put_named(af.f, txt, name);
  free(txt);
}

@ @<Print the macros@>=
fprintf(tf, "%% written by mmattn train-images: measured, do not edit\n"); /* every line ends in a comment, so that no space reaches the page */
fprintf(tf, "\\gdef\\realClassA{%s}\\gdef\\realClassB{%s}%%\n", mm_real_class_name[r->opt.classes[0]], mm_real_class_name[r->opt.classes[1]]);
fprintf(tf, "\\gdef\\realEpochs{%d}\\gdef\\realPatch{%d}\\gdef\\realTokens{%d}\\gdef\\realDim{%d}%%\n", r->opt.epochs, r->opt.patch, r->T, r->d);
fprintf(tf, "\\gdef\\realNtrain{%d}\\gdef\\realNtest{%d}\\gdef\\realBatch{%d}\\gdef\\realLr{%g}\\gdef\\realSeed{%llu}%%\n",
  r->ntrain, r->ntest, r->opt.batch, r->opt.lr, (unsigned long long)r->opt.seed);
fprintf(tf, "\\gdef\\realRhoW{%.3f}\\gdef\\realRhoP{%.3f}\\gdef\\realRhoH{%.3f}\\gdef\\realRhoK{%.3f}\\gdef\\realRhoTop{%.3f}%%\n", rW, rP, rH, rK, rT);
fprintf(tf, "\\gdef\\realRhoQ{%.3f}%%\n", rQ);
fprintf(tf, "\\gdef\\realPW{%s}", tex_sci(pW, buf)); fprintf(tf, "\\gdef\\realPH{%s}%%\n", tex_sci(pH, buf));
fprintf(tf, "\\gdef\\realWfirst{%.3f}\\gdef\\realWlast{%.3f}\\gdef\\realPfirst{%.3f}\\gdef\\realPlast{%.3f}%%\n", c0->norm_W, c1->norm_W, c0->norm_p, c1->norm_p);
fprintf(tf, "\\gdef\\realHfirst{%.3f}\\gdef\\realHlast{%.3f}\\gdef\\realKfirst{%.2f}\\gdef\\realKlast{%.2f}%%\n", c0->entropy, c1->entropy, c0->k90, c1->k90);
fprintf(tf, "\\gdef\\realTopfirst{%.3f}\\gdef\\realToplast{%.3f}\\gdef\\realLogT{%.3f}%%\n", c0->top, c1->top, log((double)r->T));
@<Print where the top patches are@>@;
fprintf(tf, "\\gdef\\realCosOne{%.3f}\\gdef\\realCosHalf{%.3f}\\gdef\\realHalf{%d}%%\n",
  r->curve[1 <= r->opt.epochs ? 1 : 0].cos_final, r->curve[(r->opt.epochs + 1) / 2].cos_final, (r->opt.epochs + 1) / 2);
fprintf(tf, "\\gdef\\realQfirst{%.3f}\\gdef\\realQlast{%.3f}%%\n", c0->norm_q, c1->norm_q);
fprintf(tf, "\\gdef\\realQone{%.3f}\\gdef\\realHone{%.3f}%%\n", r->curve[1].norm_q, r->curve[1].entropy);
fprintf(tf, "\\gdef\\realAccTrain{%.4f}\\gdef\\realAccTest{%.4f}\\gdef\\realAccFirst{%.4f}%%\n", c1->train_acc, c1->test_acc, c0->test_acc);

@ Where the attention settles is measured too: the patch that is the top
patch of the most test images after the last epoch, its grid position
(row and column counted from $1$ at the top left), and the share of test
images whose top patch it is.
@<Print where the top patches are@>=
{
  int best = 0;
  for (int t = 1; t < r->T; t++) if (r->top_count[t] > r->top_count[best]) best = t;
  fprintf(tf, "\\gdef\\realModeRow{%d}\\gdef\\realModeCol{%d}\\gdef\\realModeShare{%.1f\\%%}%%\n",
    best / r->grid_c + 1, best % r->grid_c + 1, 100.0 * r->top_count[best] / r->ntest);
}

@ The ATT-SVM analysis has its own two files: \.{real\_svm.csv}, one row
per epoch ($\cos\angle(q_e,q^\mm)$, the margin ratio $\mu(q_e)\norm{q^\mm}$,
the share of images whose dominant patch is $\alpha_i$, and $\norm{q_e}$),
and \.{real\_svm.tex}, the measured numbers, with the same prefix
convention as \.{real\_stats.tex}.
@<Real: declarations@>=
mm_status mm_real_svm_write(const char *dir, const mm_real_result *r, const mm_real_svm *a, const char *name);

@ @<Real: subroutines@>=
mm_status mm_real_svm_write(const char *dir, const mm_real_result *r, const mm_real_svm *a, const char *name)
{
  mm_atomic_file af;
  mm_status s;
  if ((s = open_out(&af, dir, "real_svm.csv"))) return s;
  fprintf(af.f, "epoch,cos_qmm,margin_ratio,frac_alpha,norm_q\n");
  for (int e = 0; e <= a->epochs; e++)
  {
    fprintf(af.f, "%d,", e);
    if (isnan(a->cos[e])) fputs("nan,", af.f); else fprintf(af.f, "%.9f,", a->cos[e]);
    if (isnan(a->ratio[e])) fputs("nan,", af.f); else fprintf(af.f, "%.9f,", a->ratio[e]);
    fprintf(af.f, "%.6f,%.6f\n", a->frac[e], r->curve[e].norm_q);
  }
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_svm_q.csv"))) return s;
  @<Write the unit vectors of $q^\mm$ and of the final $q$@>@;
  if ((s = mm_io_atomic_commit(&af)) || (s = open_out(&af, dir, "real_svm.tex"))) return s;
  @<Write the ATT-SVM numbers as \TeX\ macros@>@;
  return mm_io_atomic_commit(&af);
}

@ The directions themselves, coordinate by coordinate (the $P^2$ pixels,
the eight positional coordinates, the constant), in \.{real\_svm\_q.csv}.
@<Write the unit vectors...@>=
{
  const double *q = r->qs + (size_t)a->epochs * a->d;
  double qn = 0.0;
  for (int j = 0; j + 1 < a->d; j++) qn += q[j] * q[j];
  qn = sqrt(qn);
  fprintf(af.f, "coordinate,qmm_unit,q_unit\n");
  for (int j = 0; j < a->d; j++)
    fprintf(af.f, "%d,%.6f,%.6f\n", j, a->norm_qmm > 0 ? a->qmm[j] / a->norm_qmm : 0.0, j + 1 < a->d && qn > 0 ? q[j] / qn : 0.0);
}

@ Trends of the cosine are Spearman's $\rho$ against the epoch, over all
epochs $1..E$ and over the second half $\lceil E/2\rceil..E$, where the
theory's asymptotic claim should show.
@<Write the ATT-SVM numbers...@>=
{
  int E = a->epochs, h = (E + 1) / 2, emax = 1;
  char buf[64], *txt = NULL;
  size_t len = 0;
  FILE *tf = open_memstream(&txt, &len);
  if (tf == NULL) { mm_io_atomic_abort(&af); return mm_fail(MM_ENOMEM, "out of memory"); }
  for (int e = 1; e <= E; e++) if (a->cos[e] > a->cos[emax]) emax = e;
  fprintf(tf, "%% written by mmattn train-images: measured, do not edit\n");
  fprintf(tf, "\\gdef\\realSvmImages{%d}\\gdef\\realSvmRows{%d}\\gdef\\realSvmTies{%d}%%\n", a->n, a->m, a->ties);
  fprintf(tf, "\\gdef\\realSvmStatus{%s}%%\n", a->status == MM_OK ? "feasible" : "not separable");
  fprintf(tf, "\\gdef\\realSvmNormQmm{%.4f}\\gdef\\realSvmMargin{%.5f}\\gdef\\realSvmKkt{%s}%%\n",
    a->norm_qmm, a->norm_qmm > 0 ? 1.0 / a->norm_qmm : 0.0, tex_sci(a->kkt_worst > 0 ? a->kkt_worst : 1e-300, buf));
  fprintf(tf, "\\gdef\\realSvmActive{%d}\\gdef\\realSvmSupportRows{%d}\\gdef\\realSvmSupportImages{%d}%%\n",
    a->nactive, a->support_rows, a->support_images);
  fprintf(tf, "\\gdef\\realSvmKind{%s}\\gdef\\realSvmGlobal{%s}\\gdef\\realSvmAgree{%d}%%\n",
    a->status == MM_OK ? mm_sel_kind_name((mm_sel_kind)a->kind) : "not separable",
    a->global ? "it is the global optimum" : "it is not the global optimum", a->agree_opt);
  fprintf(tf, "\\gdef\\realSvmCPU{%.2f}\\gdef\\realSvmQpMiB{%.0f}\\gdef\\realSvmPeakMiB{%.0f}\\gdef\\realSvmFarkas{%.4g}%%\n",
    a->cpu_seconds, a->qp_mib, a->peak_mib, a->farkas_radius);
  fprintf(tf, "\\gdef\\realSvmCosZero{%.4f}\\gdef\\realSvmCosOne{%.4f}\\gdef\\realSvmCosHalf{%.4f}\\gdef\\realSvmCosLast{%.4f}%%\n",
    a->cos[0], a->cos[1], a->cos[h], a->cos[E]);
  fprintf(tf, "\\gdef\\realSvmCosMax{%.4f}\\gdef\\realSvmCosMaxEpoch{%d}\\gdef\\realSvmHalf{%d}%%\n", a->cos[emax], emax, h);
  fprintf(tf, "\\gdef\\realSvmRatioOne{%.4f}\\gdef\\realSvmRatioHalf{%.4f}\\gdef\\realSvmRatioLast{%.4f}%%\n", a->ratio[1], a->ratio[h], a->ratio[E]);
  fprintf(tf, "\\gdef\\realSvmFracZero{%.4f}\\gdef\\realSvmFracOne{%.4f}\\gdef\\realSvmFracHalf{%.4f}\\gdef\\realSvmFracLast{%.4f}%%\n",
    a->frac[0], a->frac[1], a->frac[h], a->frac[E]);
  fprintf(tf, "\\gdef\\realSvmBadSupport{%d}%%\n", a->bad_support);
  fprintf(tf, "\\gdef\\realSvmRhoCos{%.3f}\\gdef\\realSvmRhoCosLate{%.3f}\\gdef\\realSvmRhoRatio{%.3f}%%\n",
    E >= 2 ? mm_real_spearman(a->cos + 1, E) : 0.0, E - h >= 1 ? mm_real_spearman(a->cos + h, E - h + 1) : 0.0,
    E >= 2 ? mm_real_spearman(a->ratio + 1, E) : 0.0);
  fclose(tf);
  put_named(af.f, txt, name);
  free(txt);
}

@*1 The command \.{mmattn train-images}.
The subcommand loads the data, trains, prints one line per epoch and, with
\.{--out}, writes the files of the previous section. Its options:
\smallskip
\item{$\bullet$} \.{--classes A,B}: the two classes, label $+1$ and label
$-1$ (default \.{7,9}, Sneaker against Ankle boot);
\item{$\bullet$} \.{--epochs E} (default $30$), \.{--patch P} (default $4$;
must divide $28$), \.{--batch B} (default $50$), \.{--lr ETA} (default
$0.5$), \.{--train-size N} (default $0$, all training images of the two
classes), \.{--seed S} (default $1$);
\item{$\bullet$} \.{--data DIR}: where the four IDX files are (default
\.{/usr/share/datasets/fashion-mnist});
\item{$\bullet$} \.{--out DIR}: write the curves, maps and measured numbers
there (the directory is created if needed);
\item{$\bullet$} \.{--tex-name WORD}: the prefix of the \TeX\ macros in
\.{real\_stats.tex} (letters only, default \.{real});
\item{$\bullet$} \.{--quiet}: no per-epoch lines; \.{--help}.
\smallskip\noindent
Unknown options and bad values exit with $1$ and a message; missing data
files exit with $6$ (|MM_EIO|), corrupt ones with $2$ (|MM_EINPUT|).
@^command line@>
@.unknown option@>
@.needs a value@>
@.bad value@>

@<Real: declarations@>=
int mm_real_cli(int argc, char **argv);

@ Integer and real option values are parsed strictly, by the command's
rule for numbers (|mm_io_parse_number|: decimal notation, within
$[-10^{100},10^{100}]$): the whole argument must be a number within the
option's range.
@<Real: subroutines@>=
static int parse_int(const char *opt, const char *a, long lo, long hi, long *out)
{
  double x;
  if (mm_io_parse_double(a, &x) != MM_NUM_OK || x != floor(x) || x < (double)lo || x > (double)hi) {
    fprintf(stderr, "mmattn: train-images: bad value for %s: \"%s\" (an integer in %ld..%ld, decimal notation)\n", opt, a, lo, hi);
    return 0;
  }
  *out = (long)x;
  return 1;
}

@ @<Real: subroutines@>=
static void real_usage(void)
{
  printf("usage: mmattn train-images [--classes A,B] [--epochs E] [--patch P] [--batch B]\n"
    "         [--lr ETA] [--train-size N] [--seed S] [--data DIR] [--out DIR] [--tex-name WORD] [--quiet]\n"
    "Trains f(X) = <Xv, softmax(XWp)> on Fashion-MNIST patches (class A = +1, class B = -1)\n"
    "and reports per epoch: accuracy, loss, |W|_F, |p|, and attention entropy, k90, top mass;\n"
    "then solves ATT-SVM(alpha) for the dominant patches alpha of the training images under the\n"
    "final q = Wp and measures every epoch's q against it (cosine, margin ratio).\n"
    "Defaults: --classes 7,9 (Sneaker vs Ankle boot) --epochs 30 --patch 4 --batch 50 --lr 0.5\n"
    "--train-size 0 (all) --seed 1 --data %s\n", MM_REAL_DATA_DIR);
}

@ @<Real: subroutines@>=
int mm_real_cli(int argc, char **argv)
{
  mm_real_options o = mm_real_defaults();
  const char *data = MM_REAL_DATA_DIR, *out = NULL, *texname = "real";
  o.verbose = 1;
  for (int a = 1; a < argc; a++) {
    const char *opt = argv[a];
    long x;
    if (!strcmp(opt, "--help")) { real_usage(); return 0; }
    if (!strcmp(opt, "--quiet")) { o.verbose = 0; continue; }
    if (opt[0] != '-') { fprintf(stderr, "mmattn: train-images: unexpected argument \"%s\"\n", opt); return 1; }
    @<Reject unknown options and options without a value@>@;
    @<Parse the value of |opt|@>@;
  }
  @<Load, train, report and write@>@;
}

@ @<Reject unknown options...@>=
{
  static const char *const known[] = {"--classes", "--epochs", "--patch", "--batch", "--lr",
    "--train-size", "--seed", "--data", "--out", "--tex-name"};
  int k = 0;
  while (k < 10 && strcmp(opt, known[k])) k++;
  if (k == 10) { fprintf(stderr, "mmattn: train-images: unknown option \"%s\"\n", opt); return 1; }
  if (a + 1 >= argc) { fprintf(stderr, "mmattn: train-images: %s needs a value\n", opt); return 1; }
  a++;
}

@ @<Parse the value...@>=
if (!strcmp(opt, "--classes")) {
  const char *c = argv[a];
  int n1 = c[0] - '0', n2 = strlen(c) == 3 ? c[2] - '0' : -1;
  if (strlen(c) != 3 || c[1] != ',' || n1 < 0 || n1 > 9 || n2 < 0 || n2 > 9 || n1 == n2) {
    fprintf(stderr, "mmattn: train-images: bad value for --classes: \"%s\" (two different classes A,B in 0..9)\n", argv[a]);
    return 1;
  }
  o.classes[0] = n1; o.classes[1] = n2;
} else if (!strcmp(opt, "--lr")) {
  mm_num_check c = mm_io_parse_double(argv[a], &o.lr);
  if (c != MM_NUM_OK) { mm_io_number_rule(stderr, "train-images", opt, argv[a], c, "number"); return 1; }
  if (!(o.lr > 0)) {
    fprintf(stderr, "mmattn: train-images: bad value for --lr: \"%s\" (a positive number)\n", argv[a]);
    return 1;
  }
} else if (!strcmp(opt, "--data")) data = argv[a];
else if (!strcmp(opt, "--out")) out = argv[a];
else if (!strcmp(opt, "--tex-name")) {
  size_t n = strlen(argv[a]), j = 0;
  while (j < n && ((argv[a][j] >= 'a' && argv[a][j] <= 'z') || (argv[a][j] >= 'A' && argv[a][j] <= 'Z'))) j++;
  if (n == 0 || n > 20 || j < n) {
    fprintf(stderr, "mmattn: train-images: bad value for --tex-name: \"%s\" (1 to 20 letters)\n", argv[a]);
    return 1;
  }
  texname = argv[a];
}
else if (!strcmp(opt, "--epochs")) { if (!parse_int(opt, argv[a], 1, 100000, &x)) return 1; o.epochs = (int)x; }
else if (!strcmp(opt, "--patch")) { if (!parse_int(opt, argv[a], 1, 28, &x)) return 1; o.patch = (int)x; }
else if (!strcmp(opt, "--batch")) { if (!parse_int(opt, argv[a], 1, 60000, &x)) return 1; o.batch = (int)x; }
else if (!strcmp(opt, "--train-size")) { if (!parse_int(opt, argv[a], 0, 60000, &x)) return 1; o.train_size = (int)x; }
else { if (!parse_int(opt, argv[a], 0, 2147483647L, &x)) return 1; o.seed = (uint64_t)x; }

@ A patch size that does not divide the images is a bad value of the
option, so it exits with $1$ too; it is checked after loading, when the
image size is known, but before training.
@<Load, train, report and write@>=
{
  mm_real_set tr, te;
  mm_real_result res;
  mm_real_svm al;
  mm_status s;
  if (out && (s = mm_io_check_output_dir(out)) != MM_OK) { fprintf(stderr, "mmattn: train-images: %s\n", mm_error_message()); return (int)s; }
  if ((s = mm_real_load(data, 1, &tr)) != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); return (int)s; }
  if ((s = mm_real_load(data, 0, &te)) != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); mm_real_set_free(&tr); return (int)s; }
  if (te.rows != tr.rows || te.cols != tr.cols) {
    fprintf(stderr, "mmattn: train-images: %s: the test images are %dx%d, the training images %dx%d: both sets must have one size\n",
      data, te.rows, te.cols, tr.rows, tr.cols);
    mm_real_set_free(&tr); mm_real_set_free(&te); return (int)MM_EINPUT;
  }
  if (tr.rows % o.patch || tr.cols % o.patch) {
    fprintf(stderr, "mmattn: train-images: bad value for --patch: %d does not divide %dx%d\n", o.patch, tr.rows, tr.cols);
    mm_real_set_free(&tr); mm_real_set_free(&te); return 1;
  }
  s = mm_real_train(&tr, &te, &o, &res);
  if (s == MM_OK) {
    s = mm_real_svm_align(&tr, &res, &al);
    if (s != MM_OK) mm_real_result_free(&res);
    else @<Print the ATT-SVM of the trained attention@>@;
  }
  mm_real_set_free(&tr); mm_real_set_free(&te);
  if (s == MM_OK && out) @<Create |out| and write the outputs there@>@;
  if (s != MM_OK) { fprintf(stderr, "mmattn: %s\n", mm_error_message()); return (int)s; }
  mm_real_result_free(&res); mm_real_svm_free(&al);
  return 0;
}

@ The cosine and the margin ratio are not defined for every run: with one
patch per image (\.{--patch 28}) the ATT-SVM has no constraint and
$q^\mm=0$, and a final $q$ of zero has no direction. An undefined quantity
is printed as \.{undefined} with the reason, never as a number (the
\.{real\_svm.csv} file has \.{nan} there).
@.undefined@>
@<Print the ATT-SVM of the trained attention@>=
{
  const char *why = al.m == 0 ? "one patch per image: no constraint, q^mm = 0"
    : al.norm_qmm == 0 ? "q^mm = 0" : "the final q is 0";
  char c[128], m[128];
  if (isnan(al.cos[o.epochs])) snprintf(c, sizeof c, "undefined (%s)", why); else snprintf(c, sizeof c, "%.6f", al.cos[o.epochs]);
  if (isnan(al.ratio[o.epochs])) snprintf(m, sizeof m, "undefined (%s)", why); else snprintf(m, sizeof m, "%.6f", al.ratio[o.epochs]);
  if (al.status == MM_OK)
    printf("ATT-SVM(alpha) over %d images (%d rows, d = %d): |q^mm| = %.6g, %d active rows, KKT %.2g, "
      "%.2f s CPU; alpha is %s%s (%d support rows score above alpha); cos(q, q^mm) = %s, margin ratio %s, dominant = alpha on %.4f\n",
      al.n, al.m, al.d, al.norm_qmm, al.nactive, al.kkt_worst, al.cpu_seconds,
      mm_sel_kind_name((mm_sel_kind)al.kind), al.global ? " (global)" : "", al.bad_support,
      c, m, al.frac[o.epochs]);
  else printf("ATT-SVM(alpha) over %d images: not separable (Farkas certificate, no solution within radius %.6g); "
      "%d images with a tied top logit\n", al.n, al.farkas_radius, al.ties);
}

@ @<Create |out|...@>=
{
  if (mkdir(out, 0777) != 0 && errno != EEXIST) s = mm_fail(MM_EIO, "%s: cannot create directory (%s)", out, strerror(errno));
  else if ((s = mm_real_write(out, &res, texname)) == MM_OK) s = mm_real_svm_write(out, &res, &al, texname);
  if (s != MM_OK) { mm_real_result_free(&res); mm_real_svm_free(&al); }
}

@*1 Results.
\input ../../reports/figures/real_stats.tex
\input ../../reports/figures/contrast/real_stats.tex
\input ../../reports/figures/real_svm.tex
\input ../../reports/figures/contrast/real_svm.tex
% Captions set math in the caption size too.
\gdef\figcaption{\sevenrm \textfont0=\sevenrm \textfont1=\seveni
  \textfont2=\sevensy \scriptfont0=\fiverm \scriptfont1=\fivei
  \scriptfont2=\fivesy \baselineskip=9pt}
The figures below are drawn by \.{make} from the run with the default
options: classes \realClassA\ ($+1$) and \realClassB\ ($-1$),
\realNtrain\ training and \realNtest\ test images, patches of
$\realPatch\times\realPatch$ pixels ($T=\realTokens$ tokens of dimension
$d=\realDim$), \realEpochs\ epochs of minibatch gradient descent with
batches of \realBatch\ and step $\eta=\realLr$, seed \realSeed. Every
number in this section is read from \.{reports/figures/real\_stats.tex},
which that run wrote.

@ {\it The trend.} Over the epochs, $\norm{W}_F$ went from \realWfirst\ to
\realWlast\ (Spearman $\rho=\realRhoW$ against the epoch, one-sided
$p=\realPW$ under the null of no trend, normal approximation) and $\norm{p}$
from \realPfirst\ to \realPlast\ ($\rho=\realRhoP$). On the test images the
mean attention entropy went from \realHfirst\ nats (uniform attention over
$T$ patches has $\log T=\realLogT$) to \realHlast\ ($\rho=\realRhoH$,
$p=\realPH$ for a fall), the mean number of patches holding $90\%$ of the
mass from \realKfirst\ to \realKlast\ ($\rho=\realRhoK$) and the mean mass
on the top patch from \realTopfirst\ to \realToplast\ ($\rho=\realRhoTop$).
The effective query $q=Wp$, which alone sets the logits, grew from
$\norm{q}=\realQfirst$ to \realQlast, and its direction settled: the cosine
between $q$ after epoch $1$ and the final $q$ is \realCosOne, after epoch
\realHalf\ it is \realCosHalf. The test accuracy went from \realAccFirst\
(the initial $v=0$ predicts $0$ for every image; a tie counts half) to
\realAccTest\ (training accuracy \realAccTrain). A $\rho$ near $+1$ for the norms and near $-1$ for
the entropy and $k_{90}$ is what the theory predicts: the loss keeps
decreasing only by scaling $q=Wp$ up along a direction that ranks the
informative patch first, and a larger $\norm{q}$ makes the softmax sharper.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/real_curves.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption Learning curves of the default run, per epoch
(epoch $0$ is the initial point): accuracy and the cosine of $Wp$ with its final direction, the norms $\Vert W\Vert_F$,
$\Vert p\Vert$, $\Vert Wp\Vert$, the test-mean attention entropy, and
the test-mean number of patches holding 90\% of the mass and the mean mass on the top patch.\par}}
\medskip

@ {\it A contrast, and a limit of the claim.} \.{make} also runs
the same training on \contrastClassA\ against \contrastClassB\
(\contrastEpochs\ epochs, otherwise the default options; its files are in
\.{reports/figures/contrast/}). This pair is hard for a one-layer model:
the test accuracy reaches only \contrastAccTest. Here $\norm{W}_F$ still
grows at every epoch, from \contrastWfirst\ to \contrastWlast\
($\rho=\contrastRhoW$), but the attention does not keep sharpening: the
mean entropy drops from \contrastHfirst\ to \contrastHone\ in the first
epoch and then ends at \contrastHlast\ ($\rho=\contrastRhoH$ over all
epochs), $k_{90}$ ends at \contrastKlast\ ($\rho=\contrastRhoK$), and
the effective query goes from $\norm{Wp}=\contrastQone$ after epoch $1$
to \contrastQlast\ ($\rho=\contrastRhoQ$; in the default run
$\rho=\realRhoQ$), while $\norm{p}$ ends at \contrastPlast\
($\rho=\contrastRhoP$).

We draw two conclusions and report them as findings. First, a growing
$\norm{W}_F$ is not by itself evidence of token selection: the updates
$(\nabla_qL)p^T$ add up in the directions that $p$ takes along the way, and
$\norm{W}_F$ can grow steadily while $q=Wp$, the only thing the logits
see, does not. What tracks the sparsity is $\norm{Wp}$. Second, the divergence the
theory predicts needs a selection that the loss can reward without limit
(a feasible ATT-SVM, an infimum of the risk not attained at finite
parameters); when the classes overlap as much as T-shirts and shirts do at
this resolution nothing forces $\norm{q}$ to grow without bound (the risk
may have a finite minimiser along $q$; we have not verified that it has
one here), and the attention settles at a moderate spread. The check of Part~II therefore
asserts the trend for the default task only.
@^findings@>

@ {\it Where the attention goes.} Each row shows one test image (two of
each class, the first in the file) and its attention over the
$\realTokens$ patches at selected epochs; brighter is more mass. After the
last epoch the most common top patch, the top patch of
\realModeShare\ of all test images, is the one in row \realModeRow, column
\realModeCol\ of the grid (counted from the top left).

This is a finding about our choice of task, and it is not the one we
expected. We chose Sneaker against Ankle boot because the shaft of the boot
is a distinctive region; the model did not learn to look for it. Every
token carries its position, so the attention can select {\it by place\/},
and it settled on a place whose content separates the two classes well
enough for the linear head. The selection is still one token out of
\realTokens, and it sharpens over the epochs as the theory predicts; but it
is a selection of a position, not of an object, and we make no claim that
it finds the part of the garment a human would point to.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/real_maps.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption Attention maps of the test images at the
selected epochs of the default run; one colour scale per row (the bar at
its right end), from $0$ to the largest weight of that image at any shown
epoch, so that the uniform maps of epoch $0$ look uniform.\par}}
\medskip

@ {\it The contrast run, drawn.} The same curves and maps for
\contrastClassA\ against \contrastClassB\ (files in
\.{reports/figures/contrast/}).

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/contrast/real_curves.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption Learning curves of the contrast run
(\contrastClassA\ against \contrastClassB, \contrastEpochs\ epochs), as
in the figure of the default run.\par}}
\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/contrast/real_maps.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption Attention maps of the contrast run; one colour
scale per row (the bar at its right end), from $0$ to the largest weight of
that image at any shown epoch.\par}}
\medskip

@ {\it The max-margin direction, measured.} After the last epoch of the
default run the selection $\alpha$ read off $q=Wp$ has \realSvmTies\
images with a tied top logit, and ATT-SVM$(\alpha)$ over all
\realSvmImages\ training images (\realSvmRows\ rows in $d=\realDim$
unknowns) is \realSvmStatus: the dense dual active-set solver of the
ATT-SVM chapter returns $\norm{q^\mm}=\realSvmNormQmm$ (margin
$1/\norm{q^\mm}=\realSvmMargin$) with \realSvmActive\ active rows and a
KKT residual of $\realSvmKkt$, in \realSvmCPU\ s of CPU time; the rows take
\realSvmQpMiB\ MiB and the whole process peaked at \realSvmPeakMiB\ MiB
of resident memory. So the solver handles this size without a working set.

The direction of training is that of the SVM: $\cos\angle(q_e,q^\mm)$ is
\realSvmCosZero\ at the random start, \realSvmCosOne\ after epoch $1$,
\realSvmCosHalf\ after epoch \realSvmHalf\ and \realSvmCosLast\ after the
last (Spearman $\rho=\realSvmRhoCos$ over epochs $1$ to \realEpochs,
$\rho=\realSvmRhoCosLate$ over the second half), while the share of
training images whose dominant patch is already $\alpha_i$ goes from
\realSvmFracOne\ after epoch $1$ to \realSvmFracHalf\ after epoch
\realSvmHalf. The file \.{real\_svm\_q.csv} lists both unit vectors
coordinate by coordinate. Part of the high cosine is geometry: the
selection is read off the final $q$, so that $q$ lies in the cone of
queries that select $\alpha$, whose max-margin axis is $q^\mm$; how
narrow that cone is we have not measured (the contrast pair below, where
$\norm{q}$ stalls and the cosine still ends near $1$, suggests that it is
narrow). The rise over the epochs, from \realSvmCosOne\ when only
\realSvmFracOne\ of the images are on $\alpha$, is not forced by it.

The margin tells a more modest story. The ratio $\mu(q_e)\norm{q^\mm}$,
which is $1$ only on the ray of $q^\mm$, is negative until the last epoch
(some image still has its dominant patch elsewhere) and ends at
\realSvmRatioLast. The reason is a matter of scale: the smallest margin,
$1/\norm{q^\mm}=\realSvmMargin$, belongs to a few images whose selected
patch is nearly tied with another one, and at the final $\norm{q}=
\realQlast$ even the max-margin direction would separate those logits by
$\norm{q}/\norm{q^\mm}\ll1$, a gap the softmax barely feels. The theory's
convergence is a statement about $\norm{q}\to\infty$; at the norms a run
of \realEpochs\ epochs reaches, the loss is driven by the images with
large gaps, and the direction is already aligned in the cosine while the
tightest rows are not yet resolved.

The trained head classifies $\alpha$ as \realSvmKind\ (\realSvmGlobal):
of the \realSvmSupportRows\ support rows, \realSvmBadSupport\ compare the
selected patch with a patch that the final head $v$ scores higher, and
only \realSvmAgree\ of the \realSvmImages\ images select their top-score
patch. This is expected once one remembers what $\alpha$ is here: a
place, the same few patches in most images (see the maps above), selected with no knowledge of the label, whereas the top-score
patch $\mathop{\rm argmax}_tY_iv^Tx_{it}$ depends on the label. The
fixed-head theory (Theorems 3 and 4: limits of gradient descent in $p$ are
LMM directions) does not cover this run, in which $v$ moves with $q$; see
the next section.

For the contrast pair the solve has \contrastSvmImages\ images and
\contrastSvmRows\ rows, $\norm{q^\mm}=\contrastSvmNormQmm$, KKT
residual $\contrastSvmKkt$, \contrastSvmCPU\ s; the cosine goes from
\contrastSvmCosOne\ after epoch $1$ to \contrastSvmCosLast\ after epoch
\contrastEpochs\ ($\rho=\contrastSvmRhoCos$), the share of images on
$\alpha_i$ from \contrastSvmFracOne\ to \contrastSvmFracLast, the margin
ratio ends at \contrastSvmRatioLast, and $\alpha$ is \contrastSvmKind.
So even where $\norm{q}$ stops growing (it ends at \contrastQlast), the
direction of $q$ ends aligned with the max-margin separator of the patches
it selects: alignment of the direction does not need the divergence of the
norm, but a margin ratio near $1$ would, and it is far from $1$ here.
@^findings@>

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/real_svm.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption The default run against ATT-SVM$(\alpha)$ of
its final selection: $\cos\angle(q_e,q^{\rm mm})$ and the share of
training images whose dominant patch is $\alpha_i$ (left); the normalised
margin times $\Vert q^{\rm mm}\Vert$, on a log scale, as the violation
while it is negative and as the ratio once positive (right).\par}}
\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/contrast/real_svm.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\figcaption The same for the contrast run.\par}}
\medskip

@ {\it What the theory predicts for this model.} The model is the paper's
$f(X)=\langle Xv,S(XWp)\rangle$ with the logistic loss, which satisfies
Assumption~A, so the paper's definitions apply as they stand. Its
theorems, however, are about specific algorithms: Theorem~1 and the
nonlinear-head result about the regularization path in $p$ with $v$ and
$W$ fixed; Theorems 2--4 about full-batch gradient descent in $p$ with a
fixed head and a step below $1/L_p$; the lemma on $W$ about training $W$
with $p$ fixed, which is training $q=Wp$; Theorems 5 and 6 about the joint
regularization path in $(v,p)$. The run here trains $W$, $p$ and $v$ at
once with constant-step minibatch gradient descent, so no theorem applies
literally; what carries over is the mechanism: if the loss keeps
decreasing only by scaling $q$ along a direction that keeps one patch per
image first, $\norm{q}$ grows and the direction approaches the max-margin
separator of that selection. Measured against that: $\norm{q}$ grows at
every epoch on the default pair ($\rho=\realRhoQ$), the direction aligns
with $q^\mm(\alpha)$ to $\cos=\realSvmCosLast$, and the attention
sharpens; the margin ratio \realSvmRatioLast\ shows that the asymptotic
regime, where the tightest images matter, is not reached. Two predictions
of the fixed-head theory do not carry over: the limit selection is not
locally optimal under the final head (the head moved), and on the
contrast pair $\norm{q}$ does not grow although the direction still
aligns.
@^Theorem 3@>
@^Theorem 4@>


@*1 Benchmark.
\.{make bench} runs \.{bench\_real}: the time to load and check both sets
of files, and the training throughput of the default task (images per
second, counting the gradient steps and the two evaluation passes of each
epoch), over $3$ epochs. It prints one line per measurement.
@^benchmark@>

@(bench_real.c@>=
#include <stdio.h>
#include <time.h>
#include "real.h"
static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
int main(void)
{
  mm_real_set tr, te;
  mm_real_result res;
  mm_real_options o = mm_real_defaults();
  double t0 = now(), t1, t2;
  if (mm_real_load(MM_REAL_DATA_DIR, 1, &tr) || mm_real_load(MM_REAL_DATA_DIR, 0, &te)) {
    fprintf(stderr, "bench_real: %s\n", mm_error_message()); return 6;
  }
  t1 = now();
  o.epochs = 3;
  if (mm_real_train(&tr, &te, &o, &res)) { fprintf(stderr, "bench_real: %s\n", mm_error_message()); return 1; }
  t2 = now();
  printf("bench_real: load 70000 images: %.3f s\n", t1 - t0);
  printf("bench_real: train %d epochs on %d images (T = %d, d = %d), evaluating %d + %d per epoch: %.3f s, %.0f images/s\n",
    o.epochs, res.ntrain, res.T, res.d, res.ntrain, res.ntest, t2 - t1,
    o.epochs * (2.0 * res.ntrain + res.ntest) / (t2 - t1));
  mm_real_result_free(&res); mm_real_set_free(&tr); mm_real_set_free(&te);
  return 0;
}
