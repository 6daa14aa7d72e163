chapter: proofs_checks/thm1.w
breaks: thm_decreasing_angle drops the drift term: an angle rising at the last checkpoint is judged by its last value alone
filter: thm1/the_shape_test_scores_made_up_angles
suites: thm3
@x
  return last + 5.0 * fmax(0.0, last - prev);
@y
  return last;
@z
