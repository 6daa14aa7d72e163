/* libFuzzer harness: floating verdicts against exact arithmetic, the
   agreement property of the exact chapter's checks driven by mutation.
   Bytes: n (1..3), d (2..3), T_i (2..3), a selected token per input, one
   scale byte per array (X, v, W: 2^s with s in [-300, 300], W absent when
   its byte is even), then one byte per number: sign, mantissa 1 or 2, and
   an exponent 0, -20 or -40 (keys and rows that mix magnitudes 2^40 apart).
   Instances outside the supported data range are skipped, as the command
   refuses them. A finding is any disagreement the property would record:
   a floating verdict that is final (mm_exact_needed is 0) but differs from
   the exact one, a support token of the exact solution missing from the
   classification's, a local optimality verdict (other than a tie) that
   differs, or a floating Farkas radius beyond the norm of an exact
   separator; each aborts with a message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include "model.h"
#include "svm.h"
#include "tokens.h"
#include "exact.h"

static void finding(const char *what) { fprintf(stderr, "agree: %s\n", what); abort(); }
static double number(uint8_t b, int s)
{
  static const int e[4] = {0, -20, -40, 0};
  return (b & 1 ? -1.0 : 1.0) * (double)(1 + (b >> 1 & 1)) * ldexp(1.0, e[b >> 2 & 3] + s);
}
static int scale(uint8_t b) { return (int)(b * 601u / 256u) - 300; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  int n, d, T[3], alpha[3], sx, sv, sw, withw;
  size_t pos, need;
  mm_instance *in;
  mm_svm s;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_exact_instance *e;
  mm_status fs, xs;
  if (size < 11) return 0;
  n = 1 + data[0] % 3; d = 2 + data[1] % 2;
  for (int i = 0; i < n; i++) { T[i] = 2 + data[2 + i] % 2; alpha[i] = data[5 + i] % T[i]; }
  sx = scale(data[8]); sv = scale(data[9]); sw = scale(data[10]); withw = data[10] & 1;
  pos = 11;
  if ((in = mm_instance_new(n, T, d)) == NULL) abort();
  need = (size_t)in->off[n] * d + d + (withw ? (size_t)d * d : 0);
  if (size < pos + need) { mm_instance_free(in); return 0; }
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = number(data[pos++], sx);
  for (int j = 0; j < d; j++) in->v[j] = number(data[pos++], sv);
  if (withw) for (int j = 0; j < d * d; j++) in->W[j] = number(data[pos++], sw);
  if (mm_instance_refresh(in) != MM_OK || mm_instance_check_range(in) != MM_OK) { mm_instance_free(in); return 0; }
  if ((e = mm_exact_instance_new(in)) == NULL) abort();
  fs = mm_svm_att(in, alpha, NULL, &s);
  if (fs != MM_OK && fs != MM_EINFEASIBLE && !((fs == MM_ENUMERIC || fs == MM_EITER) && s.qp)) finding("the floating solver failed");
  xs = mm_exact_att(in, e, alpha, NULL, &s, &qp, &x);
  if (xs != MM_OK && xs != MM_EINFEASIBLE) finding("the exact solver failed");
  if (mm_exact_needed(&s)) {
    if (s.status == MM_EINFEASIBLE && xs == MM_OK) {
      mpq_t r2;
      mpq_init(r2); mpq_set_d(r2, s.fcert.radius); mpq_mul(r2, r2, r2);
      if (mpq_cmp(x.norm2, r2) < 0) finding("a floating Farkas radius beyond the norm of an exact separator");
      mpq_clear(r2);
    }
  } else if ((fs == MM_OK) != (xs == MM_OK)) finding("a final floating verdict differs from the exact one");
  else if (xs == MM_OK) {
    mm_selection sel;
    int wi, wt;
    mm_sel_kind k = mm_exact_classify(e, alpha, &x, &wi, &wt);
    if (mm_tokens_classify_solved(in, alpha, &s, &sel) != MM_OK) finding("the classification failed");
    for (int r = 0; r < qp->m; r++) if (x.tight[r]) {
      int i = qp->input[r], found = 0;
      for (int q = sel.lmm.support_off[i]; q < sel.lmm.support_off[i + 1]; q++) found |= sel.lmm.support[q] == qp->token[r];
      if (!found) finding("an exact support token is not a reported support token");
    }
    if (sel.kind != MM_SEL_TIE && sel.kind != k) finding("local optimality verdicts differ");
    mm_selection_free(&sel);
  }
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_svm_free(&s); mm_exact_instance_free(e); mm_instance_free(in);
  return 0;
}
