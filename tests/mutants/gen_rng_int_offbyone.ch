chapter: web/gen.w
breaks: integers in [lo,hi] never return hi (off by one in the span)
@x
  uint64_t span = (uint64_t)(hi - lo) + 1;
@y
  uint64_t span = (uint64_t)(hi - lo);
@z
