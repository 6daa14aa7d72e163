chapter: web/io.w
breaks: the key "comments" (a typo of comment) is accepted silently
@x
        && strcmp(key, "loss") && strcmp(key, "name") && strcmp(key, "comment"))
@y
        && strcmp(key, "loss") && strcmp(key, "name") && strncmp(key, "comment", 7))
@z
