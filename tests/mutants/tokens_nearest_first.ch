chapter: web/tokens.w
breaks: the nearest LMM keeps the first direction that beats -2 (the first one)
@x
    if (c > bc) { bc = c; best = k; }
@y
    if (c > bc && best < 0) { bc = c; best = k; }
@z
