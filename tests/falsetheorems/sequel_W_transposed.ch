result: sequel (1); sequel (2)
theorem: the sequel: training W
chapter: proofs_checks/check_kq.w
suite: kq
filter: kq/W_goes_to_frobenius_and_KQ_to_nuclear_or_a_KKT_point
claims: gradient descent on W converges in direction to the Frobenius ATT-SVM's solution of the problem with the roles of tokens and queries swapped, margins (z_i)^T W (x_ia - x_it) >= 1, which is W_F^T
plausible: the logit is written x^T K Q^T z in one convention and z^T Q K^T x in another, and the Frobenius norm does not see the transpose, so a statement can carry the other convention's solution unnoticed
@x
  o->aF = mm_dyn_angle(W, WF, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
@y
  { /* The false target: W_F^T, the Frobenius solution of the swapped problem. */
    double WT[KQ_DMAX * KQ_DMAX];
    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) WT[a * d + b] = WF[b * d + a];
    o->aF = mm_dyn_angle(W, WT, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
  }
@z
