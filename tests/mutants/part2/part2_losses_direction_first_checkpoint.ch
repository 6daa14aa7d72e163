chapter: proofs_checks/losses.w
breaks: the direction statistic uses the angle at the first checkpoint, |p| = 100, with the norm at the last
@x
    mm_prop_record(&pd, k, ang[2] <= ang[1] && ang[1] <= ang[0] ? ang[2] * res.norm / (1.0 + fabs(bs)) : INFINITY, in,
@y
    mm_prop_record(&pd, k, ang[2] <= ang[1] && ang[1] <= ang[0] ? ang[0] * res.norm / (1.0 + fabs(bs)) : INFINITY, in,
@z
