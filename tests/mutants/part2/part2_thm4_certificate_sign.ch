chapter: proofs_checks/thm4.w
breaks: the certificate accepts a cone point with L(x) above the risk's limit along q (sign of the test flipped)
@x
  } else if (cert < -ldexp(1.0, -30)) {
@y
  } else if (cert > -ldexp(1.0, -30)) {
@z
