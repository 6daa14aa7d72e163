chapter: web/experiments.w
breaks: the E4 closed form for the correlation loss is ln C instead of (1/2) ln C
@x
  if (loss == MM_LOSS_CORRELATION) return 0.5 * log(C);
@y
  if (loss == MM_LOSS_CORRELATION) return log(C);
@z
