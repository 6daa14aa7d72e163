chapter: proofs_checks/thm3.w
breaks: the largest angle of the run is taken over its first trajectory row only: a statistic computed on the wrong rows
filter: thm3/convergence_and_departure_statistics_can_fail
@x
  for (long k = 0; k < tr.rows; k++) *leave = fmax(*leave, 2.0 * asin(fmin(1.0, sqrt(fmax(0.0, 2.0 - 2.0 * tr.cosine[k])) / 2.0))); /* radians */
@y
  for (long k = 0; k < 1 && k < tr.rows; k++) *leave = fmax(*leave, 2.0 * asin(fmin(1.0, sqrt(fmax(0.0, 2.0 - 2.0 * tr.cosine[k])) / 2.0))); /* radians */
@z
