chapter: proofs_checks/thm4.w
breaks: the cone around q is ten times wider (theta 0.5 instead of 0.05): runs must leave a cone they were never meant to
@x
    double q[8], th = 0.05;
@y
    double q[8], th = 0.5;
@z
