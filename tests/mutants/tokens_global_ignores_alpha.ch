chapter: web/tokens.w
breaks: every LMM is flagged global when the optimal tokens are unique
@x
  for (int i = 0; i < n && l->global; i++) if (opt[i] != alpha[i]) l->global = 0;
@y
  for (int i = 0; i < n && l->global && 0; i++) if (opt[i] != alpha[i]) l->global = 0;
@z
