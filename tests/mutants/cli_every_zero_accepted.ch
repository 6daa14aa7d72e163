chapter: web/cli.w
breaks: --every 0 passes the option check: a trajectory row every 0 steps
@x
if (every < 1 || every > 100000000) { fprintf(stderr, "mmattn: train: --every must be in 1..100000000\n"); rc = EXIT_USAGE; goto out; }
@y
if (every < 0 || every > 100000000) { fprintf(stderr, "mmattn: train: --every must be in 1..100000000\n"); rc = EXIT_USAGE; goto out; }
@z
