chapter: proofs_checks/limit.w
breaks: a run counts as diverging only when its norm ratio is below 0.06 instead of 0.6: diverging runs are judged as bounded ones
@x
    if (lr.ratio <= 0.6 && (lr.norm < 200.0 || limit_gap(in, p) < 8.0)) { mm_prop_add(&pd, undecided, 1); continue; }
@y
    if (lr.ratio <= 0.06 && (lr.norm < 200.0 || limit_gap(in, p) < 8.0)) { mm_prop_add(&pd, undecided, 1); continue; }
@z
@x
    if (lr.ratio <= 0.6 && lr.has_q && lr.norm < 16.0 * mm_norm(lr.q, in->d)) { mm_prop_add(&pd, undecided, 1); continue; }
@y
    if (lr.ratio <= 0.06 && lr.has_q && lr.norm < 16.0 * mm_norm(lr.q, in->d)) { mm_prop_add(&pd, undecided, 1); continue; }
@z
@x
    if (lr.ratio <= 0.6) {
@y
    if (lr.ratio <= 0.06) {
@z
