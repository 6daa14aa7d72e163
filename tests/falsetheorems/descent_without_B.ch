result: descent lemma
theorem: descent lemma
chapter: proofs_checks/descent.w
claims: <grad L(p), p_mm*> < 0 at every finite p without Assumption B (A, unique opt and feasible ATT-SVM(opt) alone)
plausible: the GMM separates every optimal token from the rest, and a referee might not see why equal non-optimal scores should matter
@x
    in = draw(&r, k, 1, opt);
@y
    in = draw(&r, k, 0, opt);
@z
