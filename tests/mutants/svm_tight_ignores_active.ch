chapter: web/svm.w
breaks: rows of the active set are not flagged tight unless their computed slack is
@x
  for (int j = 0; j < s->nactive; j++) tight[s->active[j]] = 1;
@y
  for (int j = 0; j < s->nactive && 0; j++) tight[s->active[j]] = 1;
@z
