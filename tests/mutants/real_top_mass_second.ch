chapter: web/real.w
breaks: the reported top attention mass is the second-largest weight
@x
  *H = (double)h; *k90 = k; *top = work[0];
@y
  *H = (double)h; *k90 = k; *top = work[1];
@z
