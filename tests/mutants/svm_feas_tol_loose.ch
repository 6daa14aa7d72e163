chapter: web/svm.w
breaks: the solver's violation threshold is loosened by 10^6
@x
  o.feas_tol = 0x1p10 * DBL_EPSILON;
@y
  o.feas_tol = 0x1p10 * DBL_EPSILON * 1e6;
@z
