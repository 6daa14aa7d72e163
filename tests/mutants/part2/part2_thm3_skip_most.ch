chapter: proofs_checks/thm3.w
breaks: the step budget that skips a draw is 4e2 instead of 4e5: nearly every draw is skipped
@x
  if (640.0 / c.theta > 4e5) { mm_prop_skip(&pn, "the derived cone needs more than 4e5 steps"); mm_prop_skip(&pc, "the derived cone needs more than 4e5 steps"); mm_prop_skip(&po, "the derived cone needs more than 4e5 steps"); }
@y
  if (640.0 / c.theta > 4e2) { mm_prop_skip(&pn, "the derived cone needs more than 4e5 steps"); mm_prop_skip(&pc, "the derived cone needs more than 4e5 steps"); mm_prop_skip(&po, "the derived cone needs more than 4e5 steps"); }
@z
