chapter: web/tokens.w
breaks: the tie band on scores is 10^6 times wider
@x
  return 16.0 * DBL_EPSILON * mm_norm(in->v, in->d) * xm;
@y
  return 16.0e6 * DBL_EPSILON * mm_norm(in->v, in->d) * xm;
@z
