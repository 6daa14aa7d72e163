chapter: proofs_checks/thm2.w
breaks: the growth per decade is read between 1e3 and 1e5 steps (two decades) instead of 1e4 and 1e5: a statistic computed on the wrong checkpoints
filter: thm2/gd_rate_of_norm_and_angle_for_one_input
@x
    grow = pi[2] - pi[1];
@y
    grow = pi[2] - pi[0];
@z
