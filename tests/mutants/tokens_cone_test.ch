chapter: web/tokens.w
breaks: the cone test ignores the radius R
@x
  return mm_norm(p, d) >= R && mm_cos(p, q, d) >= 1.0 - mu;
@y
  return mm_cos(p, q, d) >= 1.0 - mu;
@z
