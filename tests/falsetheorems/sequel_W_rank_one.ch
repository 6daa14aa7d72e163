result: sequel (2)
theorem: the sequel: training W
chapter: proofs_checks/check_kq.w
suite: kq
filter: kq/W_goes_to_frobenius_and_KQ_to_nuclear_or_a_KKT_point
claims: gradient descent on W converges in direction to a rank-one matrix, the best rank-one approximation sigma_1 u_1 v_1^T of W_F, also with a query token per input
plausible: with one shared query the W-SVM solution is rank one and W moves in rank one (Lemma 1 of the paper), and a referee could carry that over to distinct queries
@x
  o->aF = mm_dyn_angle(W, WF, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
@y
  { /* The false target: the rank-one truncation of W_F (row-major SVD). */
    double A[KQ_DMAX * KQ_DMAX], U[KQ_DMAX * KQ_DMAX], VT[KQ_DMAX * KQ_DMAX], sg[KQ_DMAX], sup[KQ_DMAX], R1[KQ_DMAX * KQ_DMAX];
    memcpy(A, WF, sizeof(double) * (size_t)d * d);
    cr_assert(LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'A', 'A', d, d, A, d, sg, U, d, VT, d, sup) == 0);
    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) R1[a * d + b] = sg[0] * U[a * d] * VT[b];
    o->aF = mm_dyn_angle(W, R1, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
  }
@z
