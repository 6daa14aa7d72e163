chapter: web/model.w
breaks: the smoothness bound evaluates the logistic l'' at the wrong end of the score interval
@x
    double z = m > 0 ? m : (M < 0 ? M : 0.0); /* point of $[m,M]$ nearest $0$ */
@y
    double z = M; /* point of $[m,M]$ nearest $0$ */
@z
