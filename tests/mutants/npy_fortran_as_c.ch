chapter: web/npy.w
breaks: an array in Fortran (column-major) order is read as if it were in C order
@x
  if (which == 1 && (a->fortran = hdr_bool(&c)) < 0) why = "fortran_order must be True or False";
@y
  if (which == 1 && hdr_bool(&c) < 0) why = "fortran_order must be True or False";
@z
