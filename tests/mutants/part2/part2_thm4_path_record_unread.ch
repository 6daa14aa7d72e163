chapter: proofs_checks/thm4.w
breaks: a local path whose statistic fails is recorded as a failure at once, before the certificate can decide it
expect: out of scope: the mutant only makes the check stricter, so it can hide no false claim. The dropped condition st <= 1 matters only for a path whose statistic still fails after the continuation (or whose continuation was not needed because a cone point already certifies the departure): the original records it as a pass when a cone point at 64 |q| or beyond has L(x) < L_beta and as a failure otherwise; the mutant records the failure in both cases (the continuation still runs before, as its own condition is unchanged). So it differs only by turning certified passes into failures, a false alarm on a draw where the local path at 256 |q| is still within the cone while the risk already certifies departure; no draw of that kind occurs at a quarter of the trials, where the mutant survived its own suite (the recorded default run decides 451 paths by a certificate, for any of the reasons the certificate is read; how many of them have a resolved, failing statistic the report does not say)
@x
  if (!narrow && pstat <= 1e-6 && last >= 0 && st <= 1.0) {
@y
  if (!narrow && pstat <= 1e-6 && last >= 0) {
@z
