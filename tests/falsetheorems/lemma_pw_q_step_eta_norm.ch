result: Lemma 1
theorem: Lemma 1 (p and W)
chapter: proofs_checks/lemma_pw.w
claims: GD on W is GD on q = W p with step eta |p| (instead of eta |p|^2)
plausible: the chain rule gives one factor p from the gradient; forgetting the second, from W p, is the classic slip
@x
  oq = o; oq.eta = rw.eta * pp;
@y
  oq = o; oq.eta = rw.eta * sqrt(pp);
@z
