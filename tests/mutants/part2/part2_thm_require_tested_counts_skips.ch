chapter: proofs_checks/thm1.w
breaks: thm_require_tested counts skipped trials as tested: a check that skips every draw still passes it
suites: thm4
@x
  cr_assert(pr->passed * den >= run, "%s/%s: fewer than 1/%d of the %d trials were tested: %s",
@y
  cr_assert((pr->passed + pr->skipped) * den >= run, "%s/%s: fewer than 1/%d of the %d trials were tested: %s",
@z
