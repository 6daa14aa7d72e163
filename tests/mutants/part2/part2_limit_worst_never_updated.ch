chapter: proofs_checks/limit.w
breaks: the worst diverging run is kept with the comparison reversed: the recorded statistic is never updated from its initial -1
@x
      if (c > wd) {
@y
      if (c < wd) {
@z
