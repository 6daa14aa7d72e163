chapter: web/dyn_ngd.w
breaks: the default plain GD step is 2/L_p instead of 1/L_p
@x
  eta = o->eta > 0 ? o->eta : 1.0 / mm_smoothness_bound(in);
@y
  eta = o->eta > 0 ? o->eta : 2.0 / mm_smoothness_bound(in);
@z
