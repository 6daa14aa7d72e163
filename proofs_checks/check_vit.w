@*Checks of the vision transformer.
\lbl{chk:vit}The chapter ``A vision transformer on Fashion-MNIST'' claims three things
that can be tested: the backward pass computes the gradient of the loss
that the forward pass computes; the transformer learns the ten-class task;
and over training the key-query products grow. This suite (\.{vit} in the
verification report) checks each on data from the Debian package.

@(check_vit.c@>=
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "vit.h"
@<Vit checks: subroutines@>@;
@<Vit checks: tests@>@;

@*1 The gradient against finite differences.
On a minibatch of two test images drawn per trial, with parameters
initialised as in training from the trial's seed, the gradient of
|mm_vit_batch_loss| is compared with five-point differences of the same
function's value (the forward pass alone) on $8$ random coordinates of
every parameter block ($E$, $b_E$, the class token, the positions, the
twelve blocks of each layer, $\gamma_f$, $\beta_f$, $W_c$, $b_c$: $256$
coordinates in all, so that a wrong formula in any block is sampled). In
adversarial trials (every third) $W_Q$ and $W_K$ are multiplied by $4$,
so that the attention rows are already sharp and the softmax backward
works on nearly one-hot rows.

The reference. The network is smooth (GELU, not ReLU; layer
normalisation with $10^{-5}$ added to the variance), so the five-point
stencil $D(h)$ has truncation error $c\,h^4+O(h^6)$ with
$c=-f^{(5)}/30$. Its size depends on how sharp the attention is: the
logits are products of two weight matrices, so multiplying $W_Q$ and $W_K$
by $4$ multiplies the derivatives of the logits along those coordinates by
$16$ per order, and the fifth derivative of the loss along a class-token
or position coordinate can reach $10^5$ and more. Rather than bound it a
priori we remove it: the Richardson combination
$R=D(h)+\bigl(D(h)-D(2h)\bigr)/15$ cancels the $h^4$ term, leaving
$O(h^6)$. With $h=6.25\cdot10^{-5}$, $h^6<10^{-25}$, so even a
seventh derivative of $10^{12}$ leaves a remainder below $10^{-13}$ per
coordinate; rounding contributes $(16/15)\cdot3\epsilon\vert L\vert/(2h)
<6\cdot10^{-11}$ for losses below $10$ (the differences of $D(h)$ and
$D(2h)$ are taken on values computed in double precision).
Over $256$ coordinates the error norm is below $10^{-9}$. Relative
to $\max(\norm{g},10^{-3})$ (the sampled gradients have norm of order one
or more) we hold it to $10^{-5}$; a wrong term in a backward formula is an
error of the order of the term itself and fails by orders of magnitude (a
sign flip in the softmax backward gives relative errors near $1$). The
message of each trial also reports the estimated truncation
$\norm{D(h)-D(2h)}/15$ of the plain stencil, so that the size of what
Richardson removed is on record.
@^finite differences@>
@^Richardson extrapolation@>

@<Vit checks: subroutines@>=
static const mm_real_set *fd_images;
static const int *fd_idx;
static double stencil(const mm_vit_shape *s, double *th, size_t k, double h)
{
  const double x0 = th[k];
  double f1, f2, f3, f4;
  th[k] = x0 + h; f1 = mm_vit_batch_loss(s, th, fd_images, fd_idx, 2, NULL);
  th[k] = x0 - h; f2 = mm_vit_batch_loss(s, th, fd_images, fd_idx, 2, NULL);
  th[k] = x0 + 2 * h; f3 = mm_vit_batch_loss(s, th, fd_images, fd_idx, 2, NULL);
  th[k] = x0 - 2 * h; f4 = mm_vit_batch_loss(s, th, fd_images, fd_idx, 2, NULL);
  th[k] = x0;
  return (8.0 * (f1 - f2) - (f3 - f4)) / (12.0 * h);
}
static double fd_coord(const mm_vit_shape *s, double *th, size_t k, double *trunc)
{
  const double h = 6.25e-5;
  double d1 = stencil(s, th, k, h), d2 = stencil(s, th, k, 2 * h);
  *trunc = (d1 - d2) / 15.0;
  return d1 + *trunc; /* Richardson: the $h^4$ term cancels */
}

@ The blocks, as (offset, length) pairs.
@<Vit checks: subroutines@>=
static int blocks(const mm_vit_shape *s, size_t *off, size_t *len)
{
  int k = 0, D = s->D, F = s->F;
#define BLK(o, n) (off[k] = (o), len[k] = (size_t)(n), k++)
  BLK(s->E, 49 * D); BLK(s->bE, D); BLK(s->cls, D); BLK(s->pos, s->N * D);
  for (int l = 0; l < s->L; l++) {
    BLK(s->g1[l], D); BLK(s->b1[l], D); BLK(s->Wq[l], D * D); BLK(s->Wk[l], D * D); BLK(s->Wv[l], D * D); BLK(s->Wo[l], D * D);
    BLK(s->g2[l], D); BLK(s->b2[l], D); BLK(s->W1[l], D * F); BLK(s->c1[l], F); BLK(s->W2[l], F * D); BLK(s->c2[l], D);
  }
  BLK(s->gf, D); BLK(s->bf, D); BLK(s->Wc, D * 10); BLK(s->bc, 10);
#undef BLK
  return k;
}

@ @<Vit checks: tests@>=
Test(vit, gradient_matches_finite_differences)
{
  mm_prop pr;
  mm_real_set te;
  mm_vit_shape s;
  double *th, *g;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &te) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_vit_shape_init(&s, 32, 4, 64, 2) == MM_OK);
  th = malloc(sizeof(double) * s.n); g = malloc(sizeof(double) * s.n);
  cr_assert(th && g);
  mm_prop_begin(&pr, "vit", "grad_vs_fd", "2 random test images, parameters as initialised (x4 on W_Q, W_K in adversarial trials)",
    "relative error of the backward pass vs Richardson five-point differences on 8 coordinates of every block", 1e-5, 6);
  for (int k = 0; k < pr.trials; k++) @<Compare the ViT gradient with differences on one trial@>@;
  mm_prop_end(&pr);
  free(th); free(g); mm_real_set_free(&te);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Compare the ViT gradient...@>=
{
  mm_rng r;
  int idx[2], nb;
  size_t off[64], len[64];
  double e2 = 0.0, n2 = 0.0, worst = 0.0, t2 = 0.0;
  mm_prop_rng(&pr, k, &r);
  mm_vit_init_params(&s, th, &r);
  if (mm_prop_adversarial(k)) for (int l = 0; l < s.L; l++)
    for (int a = 0; a < s.D * s.D; a++) { th[s.Wq[l] + a] *= 4.0; th[s.Wk[l] + a] *= 4.0; }
  idx[0] = mm_rng_int(&r, 0, te.n - 1); idx[1] = mm_rng_int(&r, 0, te.n - 1);
  fd_images = &te; fd_idx = idx;
  mm_vit_batch_loss(&s, th, &te, idx, 2, g);
  nb = blocks(&s, off, len);
  for (int b = 0; b < nb; b++)
    for (int j = 0; j < 8; j++) {
      size_t c = off[b] + (size_t)mm_rng_int(&r, 0, (int)len[b] - 1);
      double tr, f = fd_coord(&s, th, c, &tr);
      e2 += (g[c] - f) * (g[c] - f); n2 += f * f; t2 += tr * tr;
      worst = fmax(worst, fabs(g[c] - f));
    }
  mm_prop_record(&pr, k, sqrt(e2) / fmax(sqrt(n2), 1e-3), NULL,
    "images %d, %d; |g| = %g on the sample, largest coordinate error %g, plain-stencil truncation removed %g",
    idx[0], idx[1], sqrt(n2), worst, sqrt(t2));
}

@*1 Learning, and the trends.
A short run: the first $6000$ training images, $4$ epochs, batches of
$32$, step $2\cdot10^{-3}$, the default shape, evaluated on the first
$1000$ test images (about $16$ s of CPU).

{\it It learns.} Chance is $0.1$ on ten balanced classes. The statistic is
$1-{}$the test accuracy after the last epoch, held to $0.4$: an accuracy of
at least $0.6$, six times chance (the book's longer run reaches far more).

{\it The key-query products grow and the class token's attention
sharpens.} For each layer, the mean over its heads of
$\norm{W_Q^hW_K^{hT}}_F$ must increase strictly from each evaluation to
the next (epochs $0$ to $4$), and the mean over its heads of the test-mean
entropy of the class token's attention row must decrease strictly. The
statistic of each property is the number of layers where that fails;
tolerance $0$. Under the null hypothesis that the order of the five
evaluations carries no information, one layer's sequence is strictly
monotone in the predicted direction with probability $1/5!$, so both
layers pass by chance with probability $1/14400$. Single heads are not
asserted: in short runs some heads' norms first dip before they grow (the
message lists the heads whose own sequence is not monotone, and the
chapter reports them for the long run).

@<Vit checks: tests@>=
Test(vit, learns_and_attention_sharpens_while_key_query_products_grow)
{
  mm_real_set tr, te;
  mm_vit_result r;
  mm_vit_options o = mm_vit_defaults();
  mm_prop pa, pn, ph;
  int bad_qk = 0, bad_h = 0, heads_qk = 0, heads_h = 0;
  o.epochs = 4; o.train_size = 6000; o.test_size = 1000;
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 1, &tr) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_real_load(MM_REAL_DATA_DIR, 0, &te) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_vit_train(&tr, &te, &o, &r) == MM_OK, "%s", mm_error_message());
  @<Count the layers whose head means are not strictly monotone@>@;
  mm_prop_begin(&pa, "vit", "learns", "10 classes, 6000 images, 4 epochs", "1 - test accuracy (1000 test images)", 0.4, 1);
  mm_prop_begin(&pn, "vit", "qk_norms_grow", "10 classes, 6000 images, 4 epochs",
    "layers whose head-mean |W_Q^h W_K^hT|_F does not rise strictly at every epoch", 0.0, 1);
  mm_prop_begin(&ph, "vit", "cls_entropy_falls", "10 classes, 6000 images, 4 epochs",
    "layers whose head-mean class-token attention entropy does not fall strictly at every epoch", 0.0, 1);
  pa.trials = pn.trials = ph.trials = 1;
  mm_prop_label(&pn, MM_KIND_SUITE, "the paper's real-data outcome (key-query norms grow) on the suite's small vision transformer on Fashion-MNIST, not the paper's model and images; strictly at every epoch of 4");
  mm_prop_label(&ph, MM_KIND_SUITE, "the paper's real-data outcome (class-token attention sparsifies) on the suite's small vision transformer on Fashion-MNIST; strictly at every epoch of 4");
  mm_prop_result(&pa, "E5"); mm_prop_result(&pn, "E5"); mm_prop_result(&ph, "E5");
  mm_prop_record(&pa, 0, 1.0 - r.curve[o.epochs].test_acc, NULL, "test accuracy %.4f", r.curve[o.epochs].test_acc);
  mm_prop_record(&pn, 0, bad_qk, NULL, "%d of 2 layers fail; %d of 8 single heads not monotone", bad_qk, heads_qk);
  mm_prop_record(&ph, 0, bad_h, NULL, "%d of 2 layers fail; %d of 8 single heads not monotone", bad_h, heads_h);
  mm_prop_end(&pa); mm_prop_end(&pn); mm_prop_end(&ph);
  mm_vit_result_free(&r); mm_real_set_free(&tr); mm_real_set_free(&te);
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
  cr_assert(pn.failed == 0, "%s", mm_prop_summary(&pn));
  cr_assert(ph.failed == 0, "%s", mm_prop_summary(&ph));
}

@ @<Count the layers whose head means...@>=
{
  int L = r.shape.L, H = r.shape.H;
  for (int l = 0; l < L; l++) {
    int up = 1, down = 1;
    for (int e = 1; e <= o.epochs; e++) {
      double q0 = 0, q1 = 0, h0 = 0, h1 = 0;
      for (int h = 0; h < H; h++) {
        const mm_vit_head_stat *a = &r.heads[((size_t)(e - 1) * L + l) * H + h], *b = &r.heads[((size_t)e * L + l) * H + h];
        q0 += a->norm_qk; q1 += b->norm_qk; h0 += a->entropy; h1 += b->entropy;
      }
      up &= q1 > q0; down &= h1 < h0;
    }
    bad_qk += !up; bad_h += !down;
    for (int h = 0; h < H; h++) {
      int hu = 1, hd = 1;
      for (int e = 1; e <= o.epochs; e++) {
        const mm_vit_head_stat *a = &r.heads[((size_t)(e - 1) * L + l) * H + h], *b = &r.heads[((size_t)e * L + l) * H + h];
        hu &= b->norm_qk > a->norm_qk; hd &= b->entropy < a->entropy;
      }
      heads_qk += !hu; heads_h += !hd;
    }
  }
}
