chapter: web/cli.w
breaks: an instance outside the supported range exits with the usage code 1 instead of its documented input-error code
@x
    mm_instance_free(*in); *in = NULL;
    return (int)s;
@y
    mm_instance_free(*in); *in = NULL;
    return EXIT_USAGE;
@z
