chapter: web/model.w
breaks: the p-gradient forgets to centre the scores (gamma_it instead of gamma_it - u_i)
@x
    double w = c * s[t] * (centred ? gam[t] - u : 1.0); /* $g:=g+\ell'_is_{it}(\gamma_{it}-u_i)k_{it}/n$, or the weight of (3) */
@y
    double w = c * s[t] * (centred ? gam[t] : 1.0); /* $g:=g+\ell'_is_{it}(\gamma_{it}-u_i)k_{it}/n$, or the weight of (3) */
@z
