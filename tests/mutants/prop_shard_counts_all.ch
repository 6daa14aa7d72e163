chapter: web/prop.w
breaks: each shard of a sweep counts every trial, not only its own (merged counts are P times too large)
@x
  if (!mine(pr, trial)) return ok; /* another shard's or worker's trial */
@y
@z
