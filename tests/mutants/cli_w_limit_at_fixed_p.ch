chapter: web/cli.w
breaks: W-training analyses the limit of the fixed key query p instead of q = W p: the limit it reports is not that of the run
@x
  if ((st = analyse_limit(ein, what[0] == 'W' ? q : p, &L)) != MM_OK) { rc = fail_with(st); goto out; }
@y
  if ((st = analyse_limit(ein, p, &L)) != MM_OK) { rc = fail_with(st); goto out; }
@z
