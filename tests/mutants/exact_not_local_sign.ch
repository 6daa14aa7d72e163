chapter: web/exact.w
breaks: exact classification: a support token scoring lower (not higher) than the selected one makes the selection not locally optimal
@x
    if (c < 0) { kind = MM_SEL_NOT_LOCAL; *where_i = i; *where_t = t; }
@y
    if (c > 0) { kind = MM_SEL_NOT_LOCAL; *where_i = i; *where_t = t; }
@z
