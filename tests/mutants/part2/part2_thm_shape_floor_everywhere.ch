chapter: proofs_checks/thm1.w
breaks: thm_shape_floor waives the twofold fall on every draw, not only on near-degenerate ones
filter: thm1/the_shape_test_scores_made_up_angles
suites: thm1
@x
  return strcmp(kind, "near-degenerate") == 0 ? INFINITY : 1e-3;
@y
  return INFINITY;
@z
