chapter: web/model.w
breaks: the smoothness bound is four times too small (the factors 1/4 become 1/16): plain GD steps may no longer descend
@x
    sum += d2 * delta * delta * V / 4 + d1 * delta * V; /* the term of (5) */
@y
    sum += d2 * delta * delta * V / 16 + d1 * delta * V / 4; /* the term of (5) */
@z
