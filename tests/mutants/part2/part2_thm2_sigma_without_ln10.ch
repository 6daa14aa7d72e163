chapter: proofs_checks/thm2.w
breaks: the growth of plain GD per decade of steps is compared with |p*| instead of |p*| ln 10: the predicted rate read in the wrong unit (log base 10 for the natural log)
filter: thm2/gd_rate_of_norm_and_angle_for_one_input
@x
    sigma = grow / (nq * log(10.0));
@y
    sigma = grow / nq;
@z
