chapter: web/svm.w
breaks: the KKT check ignores negative multipliers
@x
  c.worst = fmax(fmax(c.primal, c.dual), fmax(c.stationarity, c.complementarity));
@y
  c.worst = fmax(c.primal, fmax(c.stationarity, c.complementarity));
@z
