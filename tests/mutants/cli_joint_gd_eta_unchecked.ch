chapter: web/cli.w
breaks: joint GD without --eta is accepted and runs with the step of p alone (1/L_p), for which no bound holds on the joint run
@x
if (what[0] == 'v' && !strcmp(method, "gd") && isnan(eta)) { fprintf(stderr, "mmattn: train: joint GD needs --eta (the bound L_p is for p alone)\n"); rc = EXIT_USAGE; goto out; }
@y

@z
