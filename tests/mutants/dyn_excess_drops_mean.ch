chapter: web/dyn.w
breaks: log(L - L*) forgets the factor 1/n of the risk
@x
val->log_excess = !values ? NAN : xsum > 0 ? xc + log(xsum) - log((double)n) : -INFINITY;
@y
val->log_excess = !values ? NAN : xsum > 0 ? xc + log(xsum) : -INFINITY;
@z
