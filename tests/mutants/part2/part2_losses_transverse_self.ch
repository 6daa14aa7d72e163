chapter: proofs_checks/losses.w
breaks: the transverse property compares b with itself: |b - b| cannot fail
@x
    mm_prop_record(&pt, k, fabs(b - bs), in, "n = %d, d = %d, C = %g, %s: b = %.17g, b* = %.17g", in->n, in->d, C, mm_loss_name(in->loss), b, bs);
@y
    mm_prop_record(&pt, k, fabs(b - b), in, "n = %d, d = %d, C = %g, %s: b = %.17g, b* = %.17g", in->n, in->d, C, mm_loss_name(in->loss), b, bs);
@z
