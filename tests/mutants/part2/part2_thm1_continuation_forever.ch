chapter: proofs_checks/thm1.w
breaks: Theorem 1's continuation ignores its statistic: every path is recomputed at the larger radii, and the last window decides
suites: thm1
@x
  for (double scale = 4.0; st > 0.125 && scale <= 16.0; scale *= 4.0) {
@y
  for (double scale = 4.0; scale <= 16.0; scale *= 4.0) {
@z
