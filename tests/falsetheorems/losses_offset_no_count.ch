result: E4
theorem: the losses claim (E4)
chapter: proofs_checks/losses.w
claims: the transverse coordinate does not depend on the number of background tokens of each input
plausible: in E4 itself each input has one background token, where the claim is true
@x
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(C) + log(in->T[i] - 1.0);
@y
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(C);
@z
