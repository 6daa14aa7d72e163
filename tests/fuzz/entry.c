/* libFuzzer harness: the cheap entry points on small, extreme but valid
   instances. The bytes are decoded into an instance directly (not through
   JSON, so every mutation is a valid instance): byte 0 gives n (1..4),
   byte 1 d (1..4), byte 2 the loss, then T_i (1..6) and 2 bytes per number:
   a mantissa (a signed byte over 8, so exact ties and zeros are common) and
   a decade from a table that reaches the edges of the supported range
   (1e-99, 1e99). Instances outside the supported range are skipped, as the
   command refuses them. Then, as `info`, `svm` and `analyze` would: the risk
   and gradient at 0, the smoothness bound and the GD step, the optimal
   tokens, the ATT-SVM of the optimal selection and of token 0 everywhere
   with their classification, the relaxed ATT-SVM, the LMM enumeration
   (at most 64 QPs, as `analyze --max-nodes 64`), 20 steps of normalised GD
   and, when the smoothness bound gives a step, 10 steps of plain GD, and
   the regularization path at two radii with two starts (as `regpath`; it
   costs about twenty times the rest, so only on inputs whose last byte is
   0 mod 8). Findings:
   crashes, sanitizer reports, invariant failures, and a non-finite risk or
   gradient where the logistic and correlation losses keep them finite. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include "model.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
#include "dyn_path.h"

static const double decade[16] = {1, 1, 1, 1, 1, 1, 10, 0.1, 1e3, 1e-3, 1e20, 1e-20, 1e50, 1e-50, 1e99, 1e-99};

static void solve_and_classify(const mm_instance *in, const int *alpha)
{
  mm_svm s;
  mm_selection sel;
  memset(&s, 0, sizeof s); memset(&sel, 0, sizeof sel);
  if (mm_svm_att(in, alpha, NULL, &s) == MM_OK && mm_tokens_classify_solved(in, alpha, &s, &sel) == MM_OK)
    mm_selection_free(&sel);
  mm_svm_free(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  size_t pos = 0;
  int n, d, T[4], *alpha;
  mm_instance *in;
  double *p, *g, eta;
  if (size < 3) return 0;
  n = 1 + data[0] % 4; d = 1 + data[1] % 4;
  if (size < 3 + (size_t)n) return 0;
  for (int i = 0; i < n; i++) T[i] = 1 + data[3 + i] % 6;
  pos = 3 + (size_t)n;
  if ((in = mm_instance_new(n, T, d)) == NULL) abort();
  in->loss = (mm_loss_kind)(data[2] % 3);
  {
    size_t m = (size_t)in->off[n] * d, total = m + (size_t)d + (data[2] & 4 ? (size_t)d * d : 0) + (size_t)n;
    double *dst[4] = {in->X, in->v, in->W, NULL};
    size_t len[4] = {m, (size_t)d, data[2] & 4 ? (size_t)d * d : 0, 0};
    if (size < pos + 2 * total) { mm_instance_free(in); return 0; }
    for (int a = 0; a < 3; a++)
      for (size_t j = 0; j < len[a]; j++, pos += 2)
        dst[a][j] = (double)(int8_t)data[pos] / 8.0 * decade[data[pos + 1] % 16];
    for (int i = 0; i < n; i++, pos += 2) in->Y[i] = data[pos] & 1 ? -1.0 : 1.0;
  }
  if (mm_instance_refresh(in) != MM_OK || mm_instance_check_range(in) != MM_OK) { mm_instance_free(in); return 0; }
  p = calloc((size_t)d, sizeof(double)); g = calloc((size_t)d, sizeof(double));
  alpha = calloc((size_t)n, sizeof(int));
  if (!p || !g || !alpha) abort();
  {
    double L = mm_grad_p(in, p, g);
    if (in->loss != MM_LOSS_EXPONENTIAL && (!isfinite(L) || !mm_all_finite(g, (size_t)d))) abort();
  }
  (void)mm_smoothness_bound_ld(in);
  (void)mm_gd_step(in, &eta);
  if (mm_tokens_opt(in, alpha) == 0) solve_and_classify(in, alpha);
  memset(alpha, 0, sizeof(int) * (size_t)n);
  solve_and_classify(in, alpha);
  {
    int *relaxed = calloc((size_t)n, sizeof(int));
    mm_svm s;
    if (relaxed == NULL) abort();
    relaxed[0] = 1;
    memset(&s, 0, sizeof s);
    (void)mm_svm_att(in, alpha, relaxed, &s);
    mm_svm_free(&s); free(relaxed);
  }
  {
    mm_enum_options eo = mm_enum_defaults();
    mm_lmm_set set;
    double c;
    memset(&set, 0, sizeof set);
    eo.max_nodes = 64;
    if (mm_tokens_enumerate_lmm(in, &eo, &set) == MM_OK) (void)mm_tokens_nearest(&set, g, &c);
    mm_lmm_set_free(&set);
  }
  {
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    o.method = MM_DYN_NGD; o.eta = 0.1; o.max_steps = 20;
    (void)mm_dyn_run(in, &o, p, NULL, &res);
    if (mm_gd_step(in, &eta) == MM_OK) {
      memset(p, 0, sizeof(double) * (size_t)d);
      o.method = MM_DYN_GD; o.eta = eta; o.max_steps = 10;
      (void)mm_dyn_run(in, &o, p, NULL, &res);
    }
  }
  if (data[size - 1] % 8 == 0) {
    mm_path_options po = mm_path_defaults();
    double radii[2] = {1.0, 4.0}, *P = calloc(2 * (size_t)d, sizeof(double));
    mm_path_point pt[2];
    if (P == NULL) abort();
    po.starts = 2;
    (void)mm_dyn_path(in, &po, radii, 2, P, pt);
    free(P);
  }
  free(p); free(g); free(alpha);
  mm_instance_free(in);
  return 0;
}
