chapter: web/dyn_path.w
breaks: the global path does not project back onto the ball of radius R
@x
  if (nx > R) for (int j = 0; j < d; j++) x[j] *= R / nx;
@y
  if (nx > 2 * R) for (int j = 0; j < d; j++) x[j] *= R / nx;
@z
