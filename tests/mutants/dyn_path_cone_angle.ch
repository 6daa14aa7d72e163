chapter: web/dyn_path.w
breaks: the local path's cone uses the sine for the cosine (a cone of the wrong angle)
@x
    double al = mm_dot(x, qh, d), ct = 1.0 - o->mu, st = sqrt(1.0 - ct * ct), be, len;
@y
    double al = mm_dot(x, qh, d), st = 1.0 - o->mu, ct = sqrt(1.0 - st * st), be, len;
@z
