chapter: proofs_checks/thm1.w
breaks: Theorem 1's continuation ignores its statistic: every path is recomputed at the larger radii, and the last window decides
expect: out of scope: the mutant only makes the check stricter, so it can hide no false claim. thm1_statistic returns the statistic of the first window (1..256, 4..1024, 16..4096 |p*|) where it passes, or of the last one when none does; the mutant always returns the last window's. Where the original fails, every window failed, the last included, and the mutant fails too; where the original passes at an earlier window, the mutant reads the last one, which can only turn that pass into a failure (the windows move outwards past the crossing of the path's offset, where a converging path passes). What it costs is time, every path computed to 4096 |p*|, and no verdict that hides a wrong limit
suites: thm1
@x
  for (double scale = 4.0; st > 0.125 && scale <= 16.0; scale *= 4.0) {
@y
  for (double scale = 4.0; scale <= 16.0; scale *= 4.0) {
@z
