chapter: web/dyn.w
breaks: the running log-sum-exp forgets to rescale its sum when a larger term arrives
@x
  else { *s = *s * exp(*c - x) + 1.0; *c = x; }
@y
  else { *s = *s + 1.0; *c = x; }
@z
