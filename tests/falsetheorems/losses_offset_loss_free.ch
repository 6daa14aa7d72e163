result: E4
theorem: the losses claim (E4)
chapter: proofs_checks/losses.w
claims: the transverse coordinate settles at 1/2 ln C under every loss (the correlation loss's value)
plausible: the direction is the same for every loss, and a referee may think the offset is too
@x
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(C) + log(in->T[i] - 1.0);
@y
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log(C) + log(in->T[i] - 1.0);
@z
