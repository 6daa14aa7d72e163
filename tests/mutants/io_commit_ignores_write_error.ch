chapter: web/io.w
breaks: a write error (disk full) is ignored and the partial file renamed over the target
@x
  int bad = ferror(af->f), e = 0;
@y
  int bad = 0 * ferror(af->f), e = 0;
@z
