chapter: proofs_checks/thm2.w
breaks: the angle's fall over the last decade is read as angle(1e4) / angle(1e5), the inverted ratio: a falling angle scores above 1
filter: thm2/gd_rate_of_norm_and_angle_for_one_input
@x
    moved = th[2] / fmax(th[1], 1e-8);
@y
    moved = th[1] / fmax(th[2], 1e-8);
@z
