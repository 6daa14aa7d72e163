chapter: web/model.w
breaks: keys are computed with W instead of W transposed (k = W x)
@x
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[a * d + b];
@y
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[b * d + a];
@z
