chapter: web/experiments.w
breaks: the E4 closed form for the logistic loss loses the factor (1+e)
@x
  if (loss == MM_LOSS_LOGISTIC) return 0.5 * (log(C) + log1p(exp(1.0)) - C - log1p(exp(-C)));
@y
  if (loss == MM_LOSS_LOGISTIC) return 0.5 * (log(C) - C - log1p(exp(-C)));
@z
