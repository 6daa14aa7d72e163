chapter: web/cli.w
breaks: train --every is ignored: the trajectory gets a row at every step
@x
  if (tracing && (o.max_steps == 0 || k % every == 0 || k == steps || res.stop != MM_DYN_STOP_STEPS))
@y
  if (tracing && (o.max_steps == 0 || k % 1 == 0 || k == steps || res.stop != MM_DYN_STOP_STEPS))
@z
