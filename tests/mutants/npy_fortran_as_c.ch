chapter: web/npy.w
breaks: an array in Fortran (column-major) order is read as if it were in C order
@x
  if (!strncmp(p, "True", 4)) a->fortran = 1;
@y
  if (!strncmp(p, "True", 4)) a->fortran = 0;
@z
