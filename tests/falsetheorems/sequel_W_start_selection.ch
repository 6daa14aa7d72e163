result: sequel (2)
theorem: the sequel: training W
chapter: proofs_checks/check_kq.w
suite: kq
filter: kq/W_goes_to_frobenius_and_KQ_to_nuclear_or_a_KKT_point
claims: gradient descent on W keeps the selection of its start: it converges in direction to the Frobenius ATT-SVM's solution for the tokens that W(0) selects (the argmax of x_it^T W(0) z_i), not for the optimal tokens
plausible: the sequel allows locally-optimal limits, and the paper's Theorem 3 keeps a run started in the cone of a selection there, so a referee could believe a run keeps the selection it starts with
@x
  mm_kq_init(r, d, d, 1e-2, K, Q);
  kq_times(d, K, Q, W);
@y
  double WB[KQ_DMAX * KQ_DMAX];
  mm_kq_init(r, d, d, 1e-2, K, Q);
  kq_times(d, K, Q, W);
  { /* The false target WB: the Frobenius solution for the start's selection beta (W_F itself when beta = alpha or its problem is not solved). */
    int beta[12], same = 1, D = lift->d;
    mm_svm bs;
    for (int i = 0; i < lift->n; i++) {
      const double *x = lift->K + (size_t)lift->off[i] * D;
      double best = -INFINITY;
      for (int t = 0; t < lift->T[i]; t++) { double l = mm_dot(x + (size_t)t * D, W, D); if (l > best) { best = l; beta[i] = t; } }
      same &= beta[i] == alpha[i];
    }
    memcpy(WB, WF, sizeof(double) * (size_t)d * d);
    memset(&bs, 0, sizeof bs);
    if (!same && mm_svm_att(lift, beta, NULL, &bs) == MM_OK) memcpy(WB, bs.z, sizeof(double) * (size_t)d * d);
    mm_svm_free(&bs);
  }
@z
@x
  o->aF = mm_dyn_angle(W, WF, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
@y
  o->aF = mm_dyn_angle(W, WB, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
@z
