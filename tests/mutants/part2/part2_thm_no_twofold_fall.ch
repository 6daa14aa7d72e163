chapter: proofs_checks/thm1.w
breaks: thm_decreasing_angle no longer asks the angle to fall twofold: an angle that levels off at a wrong limit below the tolerance passes
filter: thm1/the_shape_test_scores_made_up_angles
suites: thm3
@x
  if (top > floor && !(last <= top / 2)) return INFINITY;
@y

@z
