chapter: web/prop.w
breaks: each shard of a sweep counts every trial, not only its own (merged counts are P times too large)
@x
  if (trial % pr->shards != pr->shard) return ok; /* another shard's trial */
@y
@z
