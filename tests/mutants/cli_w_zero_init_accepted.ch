chapter: web/cli.w
breaks: W-training from p = 0 is accepted: the query and its rank-one update are zero
@x
  if (mm_norm(p, d) == 0) { fprintf(stderr, "mmattn: train: W-training needs a non-zero --init\n"); rc = EXIT_USAGE; goto out; }
@y

@z
