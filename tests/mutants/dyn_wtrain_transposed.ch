chapter: web/dyn_wtrain.w
breaks: the W update is the transpose p q-gradient^T
@x
        for (int b = 0; b < d; b++) W[(size_t)a * d + b] -= c * g[a] * p[b];
@y
        for (int b = 0; b < d; b++) W[(size_t)a * d + b] -= c * g[b] * p[a];
@z
