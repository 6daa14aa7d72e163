chapter: web/experiments.w
breaks: plain GD in the E2 comparison runs with eta = 0.1 instead of the paper's 1
@x
  o.method = MM_DYN_GD; o.eta = 1.0; o.max_steps = steps; o.record_every = 1;
@y
  o.method = MM_DYN_GD; o.eta = 0.1; o.max_steps = steps; o.record_every = 1;
@z
