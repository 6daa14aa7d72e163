@*Checks of the real-data experiment.
\lbl{chk:real}{\sl Specification:\/} the real-data experiment, \fnsec{mm_real_train}.
The chapter ``Real data: attention on Fashion-MNIST'' makes three kinds of
claims, and this suite (\.{real} in the verification report) checks each:
the loader reads the Debian package's files correctly and refuses damaged
ones; the gradient the training uses is the gradient of the model it
evaluates; and training makes the attention sparser while $\norm{W}_F$
grows. It also checks the exit codes of \.{mmattn train-images}. The data
are read from |MM_REAL_DATA_DIR|; \.{make} installs the package
\.{dataset-fashion-mnist}, and a missing package fails the suite with the
loader's message.

@(check_real.c@>=
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <zlib.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "real.h"
#include "svm.h"
@<Real checks: subroutines@>@;
@<Real checks: tests@>@;

@*1 The loader.
Fashion-MNIST's documentation fixes what the files hold: $60000$ training
and $10000$ test images of $28\times28$ pixels, labels $0$ to $9$, and
exactly $6000$ training and $1000$ test images per class. The statistic is
the number of these facts that fail for a set; the tolerance is $0$: they
are counts, not measurements.
@^Fashion-MNIST@>

@<Real checks: tests@>=
Test(real, loader_matches_the_known_facts_of_fashion_mnist)
{
  mm_prop pr;
  mm_prop_begin(&pr, "real", "loader_facts", "the Debian package dataset-fashion-mnist",
    "number of violated facts (count, 28x28, labels 0..9, images per class)", 0.0, 2);
  pr.trials = 2; /* the two sets, whatever the trial multiplier: loading is cheap */
  for (int k = 0; k < pr.trials; k++) {
    mm_real_set s;
    int count[MM_REAL_CLASSES] = {0}, bad = 0, n = k == 0 ? 60000 : 10000;
    mm_status st = mm_real_load(MM_REAL_DATA_DIR, k == 0, &s);
    cr_assert(st == MM_OK, "cannot load the %s set: %s", k == 0 ? "training" : "test", mm_error_message());
    for (int i = 0; i < s.n; i++) count[s.label[i]]++;
    bad += s.n != n; bad += s.rows != 28; bad += s.cols != 28;
    for (int c = 0; c < MM_REAL_CLASSES; c++) bad += count[c] != n / 10;
    mm_prop_record(&pr, k, bad, NULL, "%s set: %d images of %dx%d, class 0 has %d",
      k == 0 ? "training" : "test", s.n, s.rows, s.cols, count[0]);
    mm_real_set_free(&s);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Damaged files. Each case writes a small, valid pair of test-set files
(three images of $2\times2$ pixels, gzip-compressed with zlib) into a fresh
directory, damages it in one way, and expects |mm_real_load| to refuse it
with the right status and a message that names the problem:
\smallskip
\item{0.} no files at all: |MM_EIO|, ``cannot open'';
\item{1.} images with the labels' magic number: |MM_EINPUT|, ``bad magic number'';
\item{2.} the images' gzip stream cut in half: |MM_EINPUT|, ``corrupt gzip data'';
\item{3.} a header that announces four images for the data of three: |MM_EINPUT|, ``the header announces'';
\item{4.} a label $12$: |MM_EINPUT|, ``is not a class'';
\item{5.} three images but two labels: |MM_EINPUT|, ``labels'';
\item{6.} the valid pair itself, which must load (so the damage, not the
harness, is what the other cases detect).
\smallskip\noindent
The statistic is $0$ when status and message are as expected and $1$
otherwise; tolerance $0$.

@<Real checks: subroutines@>=
static void put_gz(const char *dir, const char *name, const unsigned char *b, size_t len, int cut)
{
  char path[512];
  gzFile g;
  struct stat st;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  g = gzopen(path, "wb");
  cr_assert(g != NULL, "cannot write %s", path);
  cr_assert(gzwrite(g, b, (unsigned)len) == (int)len && gzclose(g) == Z_OK, "cannot write %s", path);
  if (cut) {
    cr_assert(stat(path, &st) == 0 && truncate(path, st.st_size / 2) == 0, "cannot truncate %s", path);
  }
}
static size_t idx_header(unsigned char *b, unsigned magic, int ndim, const unsigned *dims)
{
  unsigned w[4] = {magic, dims[0], ndim > 1 ? dims[1] : 0, ndim > 2 ? dims[2] : 0};
  for (int j = 0; j <= ndim; j++)
    for (int k = 0; k < 4; k++) b[4 * j + k] = (unsigned char)(w[j] >> (24 - 8 * k));
  return 4 + 4 * (size_t)ndim;
}

@ @<Real checks: subroutines@>=
static void write_case(const char *dir, int c)
{
  unsigned char im[64], lb[16];
  unsigned di[3] = {c == 3 ? 4 : 3, 2, 2}, dl[1] = {c == 5 ? 2 : 3};
  size_t hi = idx_header(im, c == 1 ? 0x801 : 0x803, 3, di), hl = idx_header(lb, 0x801, 1, dl);
  for (int j = 0; j < 12; j++) im[hi + j] = (unsigned char)(20 * j);
  for (unsigned j = 0; j < dl[0]; j++) lb[hl + j] = (unsigned char)(c == 4 && j == 1 ? 12 : j);
  if (c == 0) return;
  put_gz(dir, "t10k-images-idx3-ubyte.gz", im, hi + 12, c == 2);
  put_gz(dir, "t10k-labels-idx1-ubyte.gz", lb, hl + dl[0], 0);
}

@ @<Real checks: tests@>=
Test(real, loader_refuses_damaged_files)
{
  static const struct { mm_status st; const char *msg; } want[7] = {
    {MM_EIO, "cannot open"}, {MM_EINPUT, "bad magic number"}, {MM_EINPUT, "corrupt gzip data"},
    {MM_EINPUT, "the header announces"}, {MM_EINPUT, "is not a class"}, {MM_EINPUT, "labels"}, {MM_OK, ""}};
  mm_prop pr;
  mm_prop_begin(&pr, "real", "loader_refuses_damage", "seven hand-made file pairs",
    "1 if the status or the message is not the expected one", 0.0, 7);
  pr.trials = 7; /* every case, whatever the trial multiplier */
  for (int k = 0; k < pr.trials; k++) {
    char dir[] = "/tmp/mmattn_real_XXXXXX", cmd[600];
    mm_real_set s;
    mm_status st;
    cr_assert(mkdtemp(dir) != NULL, "cannot create a temporary directory");
    write_case(dir, k);
    mm_clear_error();
    st = mm_real_load(dir, 0, &s);
    mm_prop_record(&pr, k, st != want[k].st || !strstr(mm_error_message(), want[k].msg), NULL,
      "case %d: status %d, message \"%s\"", k, (int)st, mm_error_message());
    if (st == MM_OK) mm_real_set_free(&s);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert(system(cmd) == 0, "cannot remove %s", dir);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The gradient on real images.
The training step takes $\nabla_WL$, $\nabla_pL$ and $\nabla_vL$ from the
model chapter through |mm_real_gradient|; the evaluation computes the model
with |mm_real_forward|. This check ties them: on minibatches of $B=4$ test
images (drawn at random per trial; patch size $4$, so $T=49$, $d=25$) with
random parameters, the gradient of |mm_real_gradient| is compared with
five-point finite differences of the mean logistic loss computed by
|mm_real_forward|, coordinate by coordinate for all $d^2+2d=675$
parameters.

Parameters: $W$ with entries $N(0,\sigma^2/d)$, $p$ and $v$ with entries
$N(0,1/d)$; $\sigma=1$ in ordinary trials and $\sigma=4$ in adversarial
ones, where $\norm{Wp}\approx4$ and the attention is already concentrated
(logits spread over several units, since the tokens have norm at most
$\sqrt{16+5}<5$).

@<Real checks: subroutines@>=
typedef struct { const double *X, *Y; int B, T, d; } real_batch;
static double batch_risk(const real_batch *b, const double *W, const double *p, const double *v)
{
  double q[64], s[64];
  long double L = 0.0L;
  for (int a = 0; a < b->d; a++) q[a] = mm_dot(W + (size_t)a * b->d, p, b->d);
  for (int i = 0; i < b->B; i++)
    L += mm_loss(MM_LOSS_LOGISTIC, b->Y[i] * mm_real_forward(b->X + (size_t)i * b->T * b->d, b->T, b->d, q, v, s));
  return (double)(L / b->B);
}

@ The tolerance. The five-point stencil with $h=10^{-3}$ has truncation
error $h^4\vert f^{(5)}\vert/30\approx3\cdot10^{-14}\vert f^{(5)}\vert$. Along one
coordinate of $W$ the logits move at rate $x_{ta}p_b$, of size at most
$\vert p_b\vert<1$ here, and along one coordinate of $p$ at rate
$(W^Tx_t)_b$, below $5\sigma/\sqrt d\le4$; five derivatives of the
logistic loss of a softmax average bring a factor of at most $2^5$ from
the spread of the rates and a constant below $16$, so $\vert f^{(5)}\vert\le
16\cdot8^5<6\cdot10^5$ and the truncation error is below $2\cdot10^{-8}$ per
coordinate in the worst trial, far less in ordinary ones. Rounding adds
$3\epsilon\vert L\vert/(2h)<10^{-12}$. Over $675$ coordinates the error norm is
then below $26\cdot2\cdot10^{-8}=5\cdot10^{-7}$ in the worst case. We measure
it relative to $\max(\norm{g},10^{-2})$, where $10^{-2}$ is well below the
gradient norms of these random parameters, and hold it to $10^{-4}$: any
wrong term in a gradient formula changes $g$ by an amount of the order of
$g$ itself and fails by orders of magnitude.

@<Real checks: subroutines@>=
static double fd_coord(const real_batch *b, double *W, double *p, double *v, double *x)
{
  const double h = 1e-3, x0 = *x;
  double f1, f2, f3, f4;
  *x = x0 + h; f1 = batch_risk(b, W, p, v);
  *x = x0 - h; f2 = batch_risk(b, W, p, v);
  *x = x0 + 2 * h; f3 = batch_risk(b, W, p, v);
  *x = x0 - 2 * h; f4 = batch_risk(b, W, p, v);
  *x = x0;
  return (8.0 * (f1 - f2) - (f3 - f4)) / (12.0 * h);
}

@ @<Real checks: tests@>=
Test(real, gradient_matches_finite_differences_on_real_images)
{
  enum { B = 4, P = 4 };
  mm_prop pr;
  mm_real_set s;
  int T = 49, d = mm_real_dim(P), m = d * d + 2 * d;
  mm_instance *in;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &s) == MM_OK, "%s", mm_error_message());
  { int Ts[B] = {T, T, T, T}; in = mm_instance_new(B, Ts, d); }
  mm_prop_begin(&pr, "real", "grad_vs_fd", "4 random test images, random W, p, v",
    "relative error of (grad W, grad p, grad v) vs five-point differences", 1e-4, 12);
  for (int k = 0; k < pr.trials; k++) @<Compare the gradient with differences on one random minibatch@>@;
  mm_prop_end(&pr);
  mm_instance_free(in); mm_real_set_free(&s);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Compare the gradient with differences...@>=
{
  mm_rng r;
  double W[625], p[25], v[25], g[675], gf[675], risk, e = 0.0, n2 = 0.0;
  double sig = mm_prop_adversarial(k) ? 4.0 : 1.0;
  real_batch b = {in->X, in->Y, B, T, d};
  mm_prop_rng(&pr, k, &r);
  for (int i = 0; i < B; i++) {
    int img = mm_rng_int(&r, 0, s.n - 1);
    mm_real_embed(&s, img, P, in->X + (size_t)i * T * d);
    in->Y[i] = s.label[img] < 5 ? 1.0 : -1.0;
  }
  for (int a = 0; a < d * d; a++) W[a] = sig * mm_rng_normal(&r) / sqrt(d);
  for (int a = 0; a < d; a++) { p[a] = mm_rng_normal(&r) / sqrt(d); v[a] = mm_rng_normal(&r) / sqrt(d); }
  cr_assert(mm_real_gradient(in, W, p, v, g, g + d * d, g + d * d + d, &risk) == MM_OK, "%s", mm_error_message());
  for (int a = 0; a < d * d; a++) gf[a] = fd_coord(&b, W, p, v, &W[a]);
  for (int a = 0; a < d; a++) { gf[d * d + a] = fd_coord(&b, W, p, v, &p[a]); gf[d * d + d + a] = fd_coord(&b, W, p, v, &v[a]); }
  for (int a = 0; a < m; a++) { e += (g[a] - gf[a]) * (g[a] - gf[a]); n2 += gf[a] * gf[a]; }
  mm_prop_record(&pr, k, sqrt(e) / fmax(sqrt(n2), 1e-2), NULL, "sigma %g, |g| = %g, risk %g vs %g",
    sig, sqrt(n2), risk, batch_risk(&b, W, p, v));
}

@*1 The trend.
The claim of the chapter, made numerical: over the epochs of a training run,
$\norm{W}_F$ rises and the mean attention entropy on the test images falls.
A smaller run than the book's keeps the suite fast (and small enough for the
sanitizer pass): the default task (Sneaker against Ankle boot), the first
$2000$ training images of the two classes, all $2000$ test images, $8$
epochs, otherwise the default options. The curve then has $m=9$ points
(epochs $0$ to $8$).

The statistic is the exact one-sided permutation $p$-value of Spearman's
$\rho$ (|mm_real_spearman_pvalue|): the probability, if the order of the
epochs carried no information, of a rank correlation at least as strong as
the one observed. The tolerance is $10^{-3}$. With $m=9$ untied values this
is the same as $\rho\ge0.9167$ (for a fall: $\rho\le-0.9167$), i.e.\ a sum of
squared rank displacements $\sum_e(e-r_e)^2\le10$: at most a handful of
adjacent swaps away from a perfectly monotone curve. Minibatch noise may
swap neighbouring epochs once the curve flattens, which this allows; a
curve without a trend passes with probability below $10^{-3}$. It is a
significance level, not a rung of the rounding ladder: the quantity tested
is a random outcome of training, not a rounding error.
@^Spearman correlation@>
@^permutation test@>

The check covers the default task only. The real-data chapter reports a
harder pair (T-shirt/top against Shirt) on which $\norm{W}_F$ still rises
but the entropy does not keep falling after the first epoch; asserting the
trend there would fail, and that is a finding of the chapter, not a defect
of the code.

The same run must also have learned the task: the test accuracy must be at
least $0.85$ (statistic: one minus the accuracy; tolerance $0.15$). Chance is
$0.5$ and the book's full run reaches over $0.9$; a model that did not learn
would make the trend meaningless, since a growing $\norm{W}$ of a useless
classifier is not what the theory describes.

@<Real checks: tests@>=
Test(real, attention_gets_sparser_while_W_grows)
{
  mm_real_set tr, te;
  mm_real_result res;
  mm_real_options o = mm_real_defaults();
  mm_prop pw, ph, pa;
  double rW, rH, pW, pH;
  o.epochs = 8; o.train_size = 2000;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 1, &tr) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &te) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_train(&tr, &te, &o, &res) == MM_OK, "%s", mm_error_message());
  rW = mm_real_trend(&res, offsetof(mm_real_epoch, norm_W), 1, &pW);
  rH = mm_real_trend(&res, offsetof(mm_real_epoch, entropy), -1, &pH);
  @<Record the three properties of the trend@>@;
  mm_real_result_free(&res); mm_real_set_free(&tr); mm_real_set_free(&te);
  cr_assert(pw.failed == 0, "%s", mm_prop_summary(&pw));
  cr_assert(ph.failed == 0, "%s", mm_prop_summary(&ph));
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
}

@ One trial each: the run is deterministic (seed $1$), and the statistic is
already a statement about the whole curve.
@<Record the three properties...@>=
mm_prop_begin(&pw, "real", "normW_rises", "Sneaker vs Ankle boot, 2000 images, 8 epochs",
  "exact permutation p-value of Spearman rho(|W|_F, epoch)", 1e-3, 1);
mm_prop_begin(&ph, "real", "entropy_falls", "Sneaker vs Ankle boot, 2000 images, 8 epochs",
  "exact permutation p-value of -Spearman rho(test attention entropy, epoch)", 1e-3, 1);
mm_prop_begin(&pa, "real", "model_learns", "Sneaker vs Ankle boot, 2000 images, 8 epochs",
  "1 - test accuracy after the last epoch", 0.15, 1);
pw.trials = ph.trials = pa.trials = 1;
mm_prop_label(&pw, MM_KIND_SUITE, "the paper's real-data outcome (|W| grows) on the suite's one-layer model of the paper, trained on Fashion-MNIST (Sneaker vs Ankle boot), not the paper's vision transformer and images; a rank test over 8 epochs");
mm_prop_label(&ph, MM_KIND_SUITE, "the paper's real-data outcome (attention concentrates) on the suite's one-layer model, Fashion-MNIST, not the paper's vision transformer and images; a rank test over 8 epochs");
mm_prop_result(&pw, "E5"); mm_prop_result(&ph, "E5"); mm_prop_result(&pa, "E5");
mm_prop_record(&pw, 0, pW, NULL, "rho = %.4f, |W|_F from %.4f to %.4f", rW, res.curve[0].norm_W, res.curve[8].norm_W);
mm_prop_record(&ph, 0, pH, NULL, "rho = %.4f, entropy from %.4f to %.4f", rH, res.curve[0].entropy, res.curve[8].entropy);
mm_prop_record(&pa, 0, 1.0 - res.curve[8].test_acc, NULL, "test accuracy %.4f", res.curve[8].test_acc);
mm_prop_end(&pw); mm_prop_end(&ph); mm_prop_end(&pa);

@ The three sparsity numbers of the learning curve are recomputed here
from their definitions, on every test image of the two classes and at every
epoch of a short run ($200$ training images, $2$ epochs), from the stored
effective query $q_e=W_ep_e$ of the epoch: the attention $s$ of an image is
|mm_real_forward|'s (the model the curve evaluates), and then
$H(s)=-\sum_ts_t\log s_t$, $\max_ts_t$, and $k_{90}(s)$ as a count: the
number of patches $t$ whose rank predecessors (the patches of larger
weight, and those of equal weight and smaller index) hold less than $0.9$
of the mass. That is the smallest $k$ whose $k$ largest weights reach
$0.9$, computed without sorting. The entropy and top-mass means apply the
same formulas to the same doubles, with sums in |long double|, so they
agree to a few roundings: rung $16\epsilon$ relative. The counts are
integers; two summation orders can disagree about one image only if a
partial sum of its weights lies within a rounding of $0.9$, so the mean
$k_{90}$ must agree to less than one image, $1/(2m)$ for $m$ images. A
threshold of $1/2$ instead of $0.9$ roughly halves $k_{90}$.
@^sparsity@>
@<Real checks: subroutines@>=
static double k90_by_count(const double *s, int T)
{
  int k = 0;
  for (int t = 0; t < T; t++) {
    long double before = 0.0L;
    for (int u = 0; u < T; u++) if (s[u] > s[t] || (s[u] == s[t] && u < t)) before += s[u];
    k += before < 0.9L;
  }
  return k;
}

@ @<Real checks: tests@>=
Test(real, sparsity_numbers_match_their_definitions)
{
  mm_real_set tr, te;
  mm_real_result res;
  mm_real_options o = mm_real_defaults();
  o.epochs = 2; o.train_size = 200;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 1, &tr) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &te) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_train(&tr, &te, &o, &res) == MM_OK, "%s", mm_error_message());
  for (int e = 0; e <= o.epochs; e++) {
    int T = res.T, d = res.d, m = 0;
    double *X = malloc(sizeof(double) * (size_t)T * d), *a = malloc(sizeof(double) * (size_t)T);
    long double H = 0.0L, K = 0.0L, P = 0.0L;
    const mm_real_epoch *c = &res.curve[e];
    cr_assert(X != NULL && a != NULL);
    for (int i = 0; i < te.n; i++) if (te.label[i] == o.classes[0] || te.label[i] == o.classes[1]) {
      long double h = 0.0L;
      double top = 0.0;
      mm_real_embed(&te, i, o.patch, X);
      mm_real_forward(X, T, d, res.qs + (size_t)e * d, res.v, a);
      for (int t = 0; t < T; t++) { if (a[t] > 0) h -= a[t] * logl(a[t]); top = fmax(top, a[t]); }
      H += h; P += top; K += k90_by_count(a, T); m++;
    }
    cr_assert(m == res.ntest, "epoch %d: %d test images of the two classes, the run evaluated %d", e, m, res.ntest);
    cr_assert(fabs(c->entropy - (double)(H / m)) <= 16 * DBL_EPSILON * (double)(H / m)
      && fabs(c->top - (double)(P / m)) <= 16 * DBL_EPSILON * (double)(P / m)
      && fabs(c->k90 - (double)(K / m)) < 0.5 / m,
      "epoch %d: entropy %.17g vs %.17g, top %.17g vs %.17g, k90 %.17g vs %.17g",
      e, c->entropy, (double)(H / m), c->top, (double)(P / m), c->k90, (double)(K / m));
    free(X); free(a);
  }
  mm_real_result_free(&res); mm_real_set_free(&tr); mm_real_set_free(&te);
}

@ The permutation test itself is checked on cases with known answers: a
strictly increasing sequence of $m$ values has $\rho=1$ and $p=1/m!$; a
strictly decreasing one $\rho=-1$ and $p=1$; and for $m=9$, the sequence
with two adjacent pairs swapped has $\sum_e(e-r_e)^2=4$, so
$\rho=1-6\cdot4/(9\cdot80)=0.9667$, and $P(\sum(e-r_e)^2\le4)=
(1+8+21)/9!$ (identity; one adjacent swap, $8$ ways; two disjoint adjacent
swaps, $21$ ways). These are exact rational numbers; computed in double
they carry a relative rounding error of a few units, so the rung is
$16\epsilon$.

@<Real checks: tests@>=
Test(real, spearman_permutation_test_has_the_known_values)
{
  double up[9], down[9], sw[9] = {1, 0, 2, 3, 5, 4, 6, 7, 8}, fact = 362880.0, err = 0.0;
  mm_prop pr;
  mm_prop_begin(&pr, "real", "spearman_known_values", "m = 9, three sequences",
    "largest relative error of rho and p against exact values", 16 * DBL_EPSILON, 1);
  for (int e = 0; e < 9; e++) { up[e] = e * e; down[e] = -e; }
  err = fmax(err, fabs(mm_real_spearman(up, 9) - 1.0));
  err = fmax(err, fabs(mm_real_spearman_pvalue(up, 9, 1.0) * fact - 1.0));
  err = fmax(err, fabs(mm_real_spearman(down, 9) + 1.0));
  err = fmax(err, fabs(mm_real_spearman_pvalue(down, 9, -1.0) - 1.0));
  err = fmax(err, fabs(mm_real_spearman(sw, 9) / (1.0 - 24.0 / 720.0) - 1.0));
  err = fmax(err, fabs(mm_real_spearman_pvalue(sw, 9, mm_real_spearman(sw, 9)) * fact / 30.0 - 1.0));
  mm_prop_record(&pr, 0, err, NULL, "rho(up) %.17g, rho(swapped) %.17g", mm_real_spearman(up, 9), mm_real_spearman(sw, 9));
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The max-margin direction of the trained query.
The chapter reads the selection $\alpha$ off the trained query, solves
ATT-SVM$(\alpha)$ over the training images and follows $\cos\angle(q_e,
q^\mm)$ over the epochs. This check makes that numerical on smaller runs,
one per pair of the chapter: the first $2000$ training images of the two
classes, $8$ epochs, otherwise the default options; Sneaker against Ankle
boot and T-shirt/top against Shirt. Per pair, four properties:
\smallskip
\item{1.} {\it the answer is certified}: ATT-SVM$(\alpha)$ is feasible
(the chapter shows that it must be unless a top logit ties) and the
solver's KKT residual is within |MM_SVM_CERT_TOL|, the rung the ATT-SVM
chapter argues for its certificates; an infeasible answer or a tie
records $+\infty$;
\item{2.} {\it no query beats the max margin, and $q^\mm$ attains it}:
$\max_e\mu(q_e)\norm{q^\mm}\le1$ and $\mu(q^\mm)\norm{q^\mm}=1$. Each logit difference is a dot product of $d=25$ terms of tokens of
norm below $5$, so it carries an absolute error below $2d\epsilon\cdot5
\norm{q}$, i.e.\ below $250\epsilon$ relative to $\norm{q}$; times
$\norm{q^\mm}<10^4$ and with the solver's own relative error below
$2^{16}\epsilon$ this is below $3\cdot10^6\epsilon<10^{-9}$. The
statistic is the larger of $\max_e\mu(q_e)\norm{q^\mm}-1$ and
$\vert\mu(q^\mm)\norm{q^\mm}-1\vert$, held to $10^{-8}$; an answer that
is not the minimum-norm point, or a wrong norm, fails it;
\item{3.} {\it the cosine rises}: the exact one-sided permutation
$p$-value of Spearman's $\rho$ of $\cos\angle(q_e,q^\mm)$ against
$e=1,\ldots,8$ (eight points: $8!$ permutations), held to $10^{-3}$ as in
the trend check above: one adjacent swap passes ($p=8/8!$), a curve
without a trend almost never does;
\item{4.} {\it it ends near $1$}: the statistic is
$1-\cos\angle(q_8,q^\mm)$, held to $0.05$ (an angle of $18^\circ$). The
threshold is a claim about this run, not a rounding bound; the book's full
runs end far closer (see the chapter), and the chapter says why part of
the final cosine is geometry of the selection.
\smallskip\noindent
The final selection is read off $q_8$ itself, so the fraction of images
whose dominant patch is $\alpha_i$ is $1$ at $e=8$ by construction and is
not asserted.
@^ATT-SVM on real data@>

@<Real checks: tests@>=
Test(real, trained_query_aligns_with_its_att_svm)
{
  static const int pairs[2][2] = {{7, 9}, {0, 6}};
  static const char *const hyp[2] = {"Sneaker vs Ankle boot, 2000 images, 8 epochs",
    "T-shirt/top vs Shirt, 2000 images, 8 epochs"};
  mm_real_set tr, te;
  mm_prop pk, pm, pc, pe;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 1, &tr) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &te) == MM_OK, "%s", mm_error_message());
  mm_prop_begin(&pk, "real", "svm_certified", "both pairs, 2000 images, 8 epochs",
    "KKT residual of ATT-SVM(alpha), alpha read off the trained q (inf if infeasible)", MM_SVM_CERT_TOL, 2);
  mm_prop_begin(&pm, "real", "svm_margin_bound", "both pairs, 2000 images, 8 epochs",
    "max(max over epochs of mu(q_e)|q^mm| - 1, |mu(q^mm)|q^mm| - 1|)", 1e-8, 2);
  mm_prop_begin(&pc, "real", "svm_cos_rises", "both pairs, 2000 images, 8 epochs",
    "exact permutation p-value of Spearman rho(cos(q_e, q^mm), e = 1..8)", 1e-3, 2);
  mm_prop_begin(&pe, "real", "svm_cos_ends_near_one", "both pairs, 2000 images, 8 epochs",
    "1 - cos(q_8, q^mm)", 0.05, 2);
  pk.trials = pm.trials = pc.trials = pe.trials = 2;
  mm_prop_label(&pc, MM_KIND_SUITE, "the suite's addition to the real-data experiment: the trained query's direction approaches the ATT-SVM direction of the tokens it selects (a rank test over 8 epochs)");
  mm_prop_label(&pe, MM_KIND_SUITE, "the suite's addition to the real-data experiment: the trained query ends within 0.05 of that ATT-SVM direction in 1 - cos");
  mm_prop_result(&pk, "E5"); mm_prop_result(&pm, "E5"); mm_prop_result(&pc, "E5"); mm_prop_result(&pe, "E5");
  for (int k = 0; k < 2; k++) @<Train one pair and record its ATT-SVM properties@>@;
  mm_prop_end(&pk); mm_prop_end(&pm); mm_prop_end(&pc); mm_prop_end(&pe);
  mm_real_set_free(&tr); mm_real_set_free(&te);
  cr_assert(pk.failed == 0, "%s", mm_prop_summary(&pk));
  cr_assert(pm.failed == 0, "%s", mm_prop_summary(&pm));
  cr_assert(pc.failed == 0, "%s", mm_prop_summary(&pc));
  cr_assert(pe.failed == 0, "%s", mm_prop_summary(&pe));
}

@ @<Train one pair and record...@>=
{
  mm_real_result res;
  mm_real_svm al;
  mm_real_options o = mm_real_defaults();
  double rmax = -HUGE_VAL, rho, pv;
  int E;
  o.epochs = E = 8; o.train_size = 2000;
  o.classes[0] = pairs[k][0]; o.classes[1] = pairs[k][1];
  cr_assert(mm_real_train(&tr, &te, &o, &res) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_svm_align(&tr, &res, &al) == MM_OK, "%s", mm_error_message());
  for (int e = 0; e <= E; e++) rmax = fmax(rmax, al.ratio[e]);
  rho = mm_real_spearman(al.cos + 1, E);
  pv = mm_real_spearman_pvalue(al.cos + 1, E, rho);
  mm_prop_record(&pk, k, al.status == MM_OK && al.ties == 0 ? al.kkt_worst : HUGE_VAL, NULL,
    "%s: status %d, %d ties, |q^mm| = %g, %d active rows", hyp[k], (int)al.status, al.ties, al.norm_qmm, al.nactive);
  mm_prop_record(&pm, k, fmax(rmax - 1.0, fabs(al.ratio_mm - 1.0)), NULL,
    "%s: largest margin ratio %.12g, at q^mm %.15g", hyp[k], rmax, al.ratio_mm);
  mm_prop_record(&pc, k, pv, NULL, "%s: rho = %.4f, cos from %.4f to %.4f", hyp[k], rho, al.cos[1], al.cos[E]);
  mm_prop_record(&pe, k, 1.0 - al.cos[E], NULL, "%s: cos(q_8, q^mm) = %.6f", hyp[k], al.cos[E]);
  mm_real_svm_free(&al); mm_real_result_free(&res);
}

@*1 The command.
\.{mmattn train-images} must exit with $0$ for \.{--help} and for a tiny
run that writes its files, $1$ for an unknown option, a missing value, a
malformed or out-of-range value (classes, epochs, a patch size that does
not divide $28$, a step size, a macro prefix with a digit), and $6$ when the data directory has no
files. The statistic counts the cases whose exit code differs; tolerance
$0$. The runner script sets \.{MMATTN\_BIN} to the binary under test.
@^exit codes@>

@<Real checks: subroutines@>=
static int run_cli(const char *args)
{
  char cmd[1024];
  const char *bin = getenv("MMATTN_BIN");
  int st;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  snprintf(cmd, sizeof cmd, "%s train-images %s >/dev/null 2>&1", bin, args);
  st = system(cmd);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

@ @<Real checks: tests@>=
Test(real, command_exit_codes)
{
  char dir[] = "/tmp/mmattn_cli_XXXXXX", args[256], path[300];
  static const struct { const char *args; int code; } c[] = {
    {"--help", 0}, {"--bogus", 1}, {"--epochs", 1}, {"--epochs 0", 1}, {"--epochs 3x", 1},
    {"--classes 7,7", 1}, {"--classes 7", 1}, {"--patch 5", 1}, {"--lr -1", 1}, {"extra", 1},
    {"--tex-name x1", 1}, {"--data /nonexistent/mmattn", 6}};
  int n = (int)(sizeof c / sizeof c[0]), bad = 0, rc;
  mm_prop pr;
  mm_prop_begin(&pr, "real", "command_exit_codes", "13 command lines",
    "number of command lines with the wrong exit code", 0.0, 1);
  pr.trials = 1;
  for (int j = 0; j < n; j++)
    if ((rc = run_cli(c[j].args)) != c[j].code) { bad++; fprintf(stderr, "train-images %s: exit %d, expected %d\n", c[j].args, rc, c[j].code); }
  cr_assert(mkdtemp(dir) != NULL, "cannot create a temporary directory");
  snprintf(args, sizeof args, "--epochs 1 --train-size 100 --quiet --out %s", dir);
  snprintf(path, sizeof path, "%s/real_stats.tex", dir);
  if ((rc = run_cli(args)) != 0 || access(path, R_OK) != 0) { bad++; fprintf(stderr, "tiny run: exit %d\n", rc); }
  mm_prop_record(&pr, 0, bad, NULL, "%d of %d command lines wrong", bad, n + 1);
  snprintf(args, sizeof args, "rm -rf %s", dir);
  cr_assert(system(args) == 0, "cannot remove %s", dir);
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}
