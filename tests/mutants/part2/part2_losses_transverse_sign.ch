chapter: proofs_checks/losses.w
breaks: the transverse offset is compared with -b* (|b + b*| instead of |b - b*|): the sign of the closed form lost
@x
    mm_prop_record(&pt, k, fabs(b - bs), in, "n = %d, d = %d, C = %g, %s: b = %.17g, b* = %.17g", in->n, in->d, C, mm_loss_name(in->loss), b, bs);
@y
    mm_prop_record(&pt, k, fabs(b + bs), in, "n = %d, d = %d, C = %g, %s: b = %.17g, b* = %.17g", in->n, in->d, C, mm_loss_name(in->loss), b, bs);
@z
