chapter: web/dyn_nl.w
breaks: the log of the excess risk L - L_star forgets the mean over the n inputs (log n not subtracted)
@x
  val->log_excess = val->sign == 0 ? -INFINITY : hi + log1p(-exp(lo - hi)) - log((double)n);
@y
  val->log_excess = val->sign == 0 ? -INFINITY : hi + log1p(-exp(lo - hi));
@z
