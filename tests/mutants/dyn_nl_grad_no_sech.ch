chapter: web/dyn_nl.w
breaks: the gradient of the nonlinear head drops the tanh derivative 1 - tanh^2 (sum_j a_j b_j instead of sum_j a_j (1 - tanh^2) b_j)
@x
    if (grad) for (int k = 0; k < f->d; k++) grad[k] += f->a[j] * (1.0 - th * th) * b[k];
@y
    if (grad) for (int k = 0; k < f->d; k++) grad[k] += f->a[j] * b[k];
@z
