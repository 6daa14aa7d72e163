chapter: web/gen.w
breaks: setting a score forgets the label (moves x along +v whatever Y_i)
@x
  double c = in->Y[i] * (g - in->Y[i] * mm_dot(in->v, x, d)) / vv;
@y
  double c = (g - in->Y[i] * mm_dot(in->v, x, d)) / vv;
@z
