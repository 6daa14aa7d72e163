chapter: web/real.w
breaks: the attention entropy is computed with the wrong sign
@x
  for (int t = 0; t < T; t++) if (s[t] > 0) h -= s[t] * logl(s[t]);
@y
  for (int t = 0; t < T; t++) if (s[t] > 0) h += s[t] * logl(s[t]);
@z
