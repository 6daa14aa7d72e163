chapter: web/svm.w
breaks: the active-set loop stops at the first refinement even if a row is violated
expect: equivalent: the step it skips re-examines the rows after the final refinement of z; a row that the refinement pushes past the violation threshold is still caught by the certificate (primal residual at most 2^16 eps), so the mutant can only turn a certified answer into a refused one (MM_ENUMERIC), never into a wrong one, and that needs an active set whose refinement moves z by more than 2^10 eps relative
@x
if (gi_most_violated(&g) < 0) { st = MM_OK; break; }
@y
if (1) { st = MM_OK; break; }
@z
