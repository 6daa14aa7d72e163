result: nonlinear head
theorem: the nonlinear head
chapter: proofs_checks/nonlinear.w
filter: nonlinear/path_of_a_nonlinear_head_goes_to_the_svm_of_its_optimal_tokens
claims: the path of the nonlinear head converges to the ATT-SVM direction of its psi-optimal tokens with the support constraint of largest multiplier dropped
plausible: with a nonlinear head the tails are weighted by the head's slopes, and a referee may believe the strongest constraint is released
@x
#define NL_PATH_TRIALS 220 /* trials of the observation on constructed draws */
@y
#define NL_PATH_TRIALS 220 /* trials of the observation on constructed draws */
/* The false target: the ATT-SVM of |alpha| with its rows changed
   (mode 0: the support row of largest multiplier dropped; mode 1: each
   margin the score gap of its row), or (mode 3) the sum over inputs of
   the selected key minus the mean of the others, or (mode 4) the sum of
   the selected keys; scaled to the norm of $p^\mm(\alpha)$. Returns 0,
   leaving the true target in |z| as the caller passed it, when it does
   not exist (a dropped single row leaves the solution $0$). */
static int ft_target(const mm_instance *in, const int *alpha, int mode, double *z)
{
  int d = in->d, m = 0, r = 0, ok, drop = -1;
  double n0 = 0.0, nz, big = 0.0, *z0;
  mm_svm s;
  mm_svm_qp *qp;
  for (int i = 0; i < in->n; i++) m += in->T[i] - 1;
  if (m == 0) return 0;
  z0 = malloc(sizeof(double) * (size_t)d); /* the caller's true target, restored when there is no false one */
  mm_assert(z0 != NULL);
  memcpy(z0, z, sizeof(double) * (size_t)d);
  qp = mm_svm_qp_new(m, d, in->n);
  mm_assert(qp != NULL);
  for (int i = 0; i < in->n; i++) {
    const double *ka = in->K + (size_t)(in->off[i] + alpha[i]) * d;
    qp->row_off[i] = r;
    for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
      for (int j = 0; j < d; j++) qp->A[(size_t)r * d + j] = ka[j] - in->K[(size_t)(in->off[i] + t) * d + j];
      qp->b[r] = 1.0; qp->input[r] = i; qp->token[r] = t; r++;
    }
  }
  qp->row_off[in->n] = r;
  ok = mm_svm_solve(qp, NULL, &s) == MM_OK;
  if (ok) {
    n0 = mm_norm(s.z, d);
    for (int j = 0; j < d; j++) z[j] = s.z[j];
    for (int q = 0; q < m; q++) if (s.lambda[q] > big) { big = s.lambda[q]; drop = q; }
  }
  mm_svm_free(&s);
  if (ok && mode <= 1) {
    for (int q = 0; mode == 1 && q < m; q++)
      qp->b[q] = in->gamma[in->off[qp->input[q]] + alpha[qp->input[q]]] - in->gamma[in->off[qp->input[q]] + qp->token[q]];
    if (mode == 0 && drop >= 0) qp->b[drop] = -1e6;
    ok = mm_svm_solve(qp, NULL, &s) == MM_OK;
    if (ok) for (int j = 0; j < d; j++) z[j] = s.z[j];
    mm_svm_free(&s);
  } else if (ok) {
    memset(z, 0, sizeof(double) * (size_t)d);
    for (int i = 0; i < in->n; i++) for (int t = 0; t < in->T[i]; t++) {
      double w = t == alpha[i] ? 1.0 : mode == 3 ? -1.0 / (in->T[i] - 1) : 0.0;
      for (int j = 0; j < d; j++) z[j] += w * in->K[(size_t)(in->off[i] + t) * d + j];
    }
  }
  mm_svm_qp_free(qp);
  nz = ok ? mm_norm(z, d) : 0.0;
  if (!(nz > 0.0)) memcpy(z, z0, sizeof(double) * (size_t)d);
  else for (int j = 0; j < d; j++) z[j] *= n0 / nz;
  free(z0);
  return nz > 0.0;
}
@z
@x
  double np = mm_norm(s.z, in->d), radii[NL_RADII_MAX], P[NL_RADII_MAX * MM_GEN_MAXD], ang[NL_RADII_MAX], Lpure, stat;
@y
  ft_target(in, opt, 0, s.z);
  double np = mm_norm(s.z, in->d), radii[NL_RADII_MAX], P[NL_RADII_MAX * MM_GEN_MAXD], ang[NL_RADII_MAX], Lpure, stat;
@z
