chapter: proofs_checks/thm1.w
breaks: thm_require_tested counts skipped trials as tested: a check that skips every draw still passes it
suites: thm1
@x
  return pr->passed * den >= run;
@y
  return (pr->passed + pr->skipped) * den >= run;
@z
