chapter: web/cli.w
breaks: train runs 100 steps by default instead of the 1000 its help promises
@x
  long steps = 1000, every = 1, k = 0;
@y
  long steps = 100, every = 1, k = 0;
@z
