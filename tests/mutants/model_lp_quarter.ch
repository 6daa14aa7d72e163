chapter: web/model.w
breaks: the smoothness bound is four times too small (the factors 1/16 and 1/4 become 1/64 and 1/16): plain GD steps may no longer descend
@x
    sum += d2 * delta * delta * D2 / 16.0 + d1 * delta * D2 / 4.0;
@y
    sum += d2 * delta * delta * D2 / 64.0 + d1 * delta * D2 / 16.0;
@z
