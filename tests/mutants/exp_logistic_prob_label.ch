chapter: web/experiments.w
breaks: E3's mean logistic probability ignores the label
@x
    mean += 1.0L / (1.0L + expl(-(long double)in->Y[i] * f)); /* $u=Y_if$ */
@y
    mean += 1.0L / (1.0L + expl(-(long double)f)); /* $u=Y_if$ */
@z
