chapter: web/model.w
breaks: keys are computed with W instead of W transposed (k = W x)
@x
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[(size_t)a * d + b];
@y
        for (int a = 0; a < d; a++) s += (long double)x[a] * in->W[(size_t)b * d + a];
@z
