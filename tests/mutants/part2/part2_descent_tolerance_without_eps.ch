chapter: proofs_checks/descent.w
breaks: the tolerance is 2^16 instead of 2^16 eps (the factor DBL_EPSILON dropped)
@x
    "(1 + D <g/|g|, p_mm>) / (D |p_mm|), D = max |k_opt - k_t|", 0x1p16 * DBL_EPSILON, 1400);
@y
    "(1 + D <g/|g|, p_mm>) / (D |p_mm|), D = max |k_opt - k_t|", 0x1p16, 1400);
@z
