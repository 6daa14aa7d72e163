chapter: web/experiments.w
breaks: E3's relaxed set is the support set itself instead of its complement
@x
  for (int i = 0; i < e->in->n; i++) e->relaxed[i] = !e->support[i];
@y
  for (int i = 0; i < e->in->n; i++) e->relaxed[i] = e->support[i];
@z
