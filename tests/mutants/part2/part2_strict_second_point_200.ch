chapter: proofs_checks/strict.w
breaks: the second point of the gap rate is taken at 200 p_mm again instead of 400 p_mm: the statistic is computed on the wrong point
@x
  for (int j = 0; j < in->d; j++) p[j] = 400.0 * s.z[j];
@y
  for (int j = 0; j < in->d; j++) p[j] = 200.0 * s.z[j];
@z
