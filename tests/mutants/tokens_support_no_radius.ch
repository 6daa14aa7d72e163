chapter: web/tokens.w
breaks: support rows ignore the certified radius sqrt(2G) (only rounding)
@x
    double theta = an * rad + (sl < 0 ? -sl : 0.0) + 4.0 * d * DBL_EPSILON * (fabs(qp->b[r]) + an * nz);
@y
    double theta = (sl < 0 ? -sl : 0.0) + 4.0 * d * DBL_EPSILON * (fabs(qp->b[r]) + an * nz);
@z
