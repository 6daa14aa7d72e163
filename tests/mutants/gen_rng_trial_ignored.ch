chapter: web/gen.w
breaks: every trial draws the same stream (the trial number is ignored)
@x
  uint64_t x = seed ^ (trial * 0x9e3779b97f4a7c15ULL);
@y
  uint64_t x = seed ^ (0 * trial * 0x9e3779b97f4a7c15ULL);
@z
