chapter: web/dyn_ngd.w
breaks: the default plain GD step is 2/L_p instead of 1/L_p
expect: equivalent: gradient descent decreases L for every step below 2/L, L the true smoothness constant; the bound L_p is at least 1/0.37 times the largest Hessian norm the checks measure, so 2/L_p is still below 2/L and every run still descends; only an instance where L_p is within a factor 2 of the true constant could tell, and the model chapter's check shows L_p is never that tight on the instances drawn
@x
  eta = o->eta > 0 ? o->eta : 1.0 / mm_smoothness_bound(in);
@y
  eta = o->eta > 0 ? o->eta : 2.0 / mm_smoothness_bound(in);
@z
