chapter: web/dyn.w
breaks: log(L - L*) forgets the factor 1/n of the risk
@x
val->log_excess = !values ? NAN : tot.xsum > 0 ? tot.xc + log(tot.xsum) - log((double)n) : -INFINITY;
@y
val->log_excess = !values ? NAN : tot.xsum > 0 ? tot.xc + log(tot.xsum) : -INFINITY;
@z
