result: E4
theorem: the losses claim (E4)
chapter: proofs_checks/losses.w
claims: the transverse coordinate settles at 1/2 ln of the ratio of the loss derivatives alone, without the score factor C
plausible: the balance is of loss derivatives, and the factor C from the score gap is easy to drop
@x
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(C) + log(in->T[i] - 1.0);
@y
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(in->T[i] - 1.0);
@z
