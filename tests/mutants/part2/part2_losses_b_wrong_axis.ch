chapter: proofs_checks/losses.w
breaks: b is read along f1 instead of f2: the transverse coordinate is taken on the wrong axis
@x
    b = mm_dot(p, f + in->d, in->d);
@y
    b = mm_dot(p, f, in->d);
@z
