chapter: web/svm.w
breaks: rows of the active set are not flagged tight unless their computed slack is
expect: equivalent: after the final refinement every active row's slack is within a few eps sigma_r of zero (the refinement solves N^T z = b on the active set), far inside the tightness threshold 2^16 eps sigma_r, so the explicit flag on active rows never changes the answer; it is a guard
@x
  for (int j = 0; j < s->nactive; j++) tight[s->active[j]] = 1;
@y
  for (int j = 0; j < s->nactive && 0; j++) tight[s->active[j]] = 1;
@z
