chapter: proofs_checks/thm1.w
breaks: a checkpoint the run did not reach (NaN angle) is skipped by thm_decreasing_angle instead of failing it
filter: thm1/the_shape_test_scores_made_up_angles
suites: thm3
@x
    if (isnan(ang[m * stride])) return INFINITY;
@y
    if (isnan(ang[m * stride])) continue;
@z
