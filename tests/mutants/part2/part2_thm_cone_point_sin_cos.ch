chapter: proofs_checks/thm1.w
breaks: thm_cone_point swaps sine and cosine: a start meant at angle phi from q is at pi/2 - phi
suites: thm3
@x
  for (int j = 0; j < d; j++) p[j] = R * (cos(phi) * q[j] / nq + sin(phi) * w[j] / nw);
@y
  for (int j = 0; j < d; j++) p[j] = R * (sin(phi) * q[j] / nq + cos(phi) * w[j] / nw);
@z
