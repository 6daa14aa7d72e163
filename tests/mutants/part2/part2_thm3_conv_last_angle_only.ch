chapter: proofs_checks/thm3.w
breaks: the convergence statistic is the last angle alone, without the shape of convergence
filter: thm3/convergence_and_departure_statistics_can_fail
@x
  *conv = thm_decreasing_angle(ang, *checks, 1, 1e-4) / c->theta;
@y
  *conv = ang[*checks - 1] / c->theta;
@z
