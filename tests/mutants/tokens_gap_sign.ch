chapter: web/tokens.w
breaks: the duality gap adds b^T lambda instead of subtracting it
@x
    G = 0.5L * zz - bl + 0.5L * aa;
@y
    G = 0.5L * zz + bl + 0.5L * aa;
@z
