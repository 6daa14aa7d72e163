chapter: web/prop.w
breaks: the report's merge of shards adds trials, skips and passes but not failures (a sweep's failures vanish)
@x
  add_int(dst, src, "trials"); add_int(dst, src, "skipped"); add_int(dst, src, "passed"); add_int(dst, src, "failed");
@y
  add_int(dst, src, "trials"); add_int(dst, src, "skipped"); add_int(dst, src, "passed");
@z
