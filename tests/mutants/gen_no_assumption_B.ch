chapter: web/gen.w
breaks: the generator stops enforcing Assumption B (non-optimal scores are left as drawn)
@x
      for (int t = 0; t < in->T[i]; t++) if (t != c) mm_gen_set_score(in, i, t, mean);
@y
      for (int t = 0; t < in->T[i]; t++) if (t != c && 0) mm_gen_set_score(in, i, t, mean);
@z
