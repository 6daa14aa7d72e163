chapter: proofs_checks/thm4.w
breaks: the cone around q is ten times wider (theta 0.5 instead of 0.05): runs must leave a cone they were never meant to
expect: equivalent: the initial value of th is never read: on a draw where a direction is found, th is assigned before any use, by thm4_theta on the full tier and by thm4_certified on the others (kind 1 sets it in the try it returns from, kind 2 in every try, each from the literal 0.05, not from this variable); on a draw where none is found the draw is skipped and th is not read. The mutated and the original tests compute the same records on every draw
@x
    double q[8], th = 0.05;
@y
    double q[8], th = 0.5;
@z
