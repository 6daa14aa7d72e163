result: sequel (1); sequel (2)
theorem: the sequel: training W
chapter: proofs_checks/check_kq.w
suite: kq
filter: kq/W_goes_to_frobenius_and_KQ_to_nuclear_or_a_KKT_point
claims: gradient descent on W converges in direction to the nuclear-norm ATT-SVM's solution W_N (instead of the Frobenius one W_F)
plausible: W = K Q^T ranges over the same matrices whichever way it is parameterized, and the (K, Q) limit is W_N, so a referee could believe the parameterization does not change the limit
@x
  o->aF = mm_dyn_angle(W, WF, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
  o->rhoW = mm_norm(W, d * d) / nF; o->stepsW = res.steps; o->selW = kq_selection_is(lift, W, alpha);
@y
  /* The false target: the W run against W_N (aF) and the other solution W_F (aN), rho over |W_N|_F. */
  o->aF = mm_dyn_angle(W, WN, d * d); o->aN = mm_dyn_angle(W, WF, d * d);
  o->rhoW = mm_norm(W, d * d) / nN; o->stepsW = res.steps; o->selW = kq_selection_is(lift, W, alpha);
@z
