chapter: proofs_checks/thm4.w
breaks: every run still inside the cone at the end is an undecided skip, also a growing one: a skip that swallows the failures
@x
  undecided = !stall && !growing && st > 1.0;
@y
  undecided = !stall && st > 1.0;
@z
