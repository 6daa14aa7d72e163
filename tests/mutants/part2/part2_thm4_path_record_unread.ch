chapter: proofs_checks/thm4.w
breaks: a local path whose statistic fails is recorded at once, before the certificate and the continuation can decide it
@x
  if (!narrow && pstat <= 1e-6 && last >= 0 && st <= 1.0) {
@y
  if (!narrow && pstat <= 1e-6 && last >= 0) {
@z
