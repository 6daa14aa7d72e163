chapter: proofs_checks/thm3.w
breaks: the runs are made when the oracle does NOT certify the constructed LMM, and skipped when it does
@x
    if (sel.kind != MM_SEL_LMM) { mm_prop_skip(&pn, "the oracle does not certify the constructed LMM"); mm_prop_skip(&pc, "the oracle does not certify the constructed LMM"); mm_prop_skip(&po, "the oracle does not certify the constructed LMM"); }
@y
    if (sel.kind == MM_SEL_LMM) { mm_prop_skip(&pn, "the oracle does not certify the constructed LMM"); mm_prop_skip(&pc, "the oracle does not certify the constructed LMM"); mm_prop_skip(&po, "the oracle does not certify the constructed LMM"); }
@z
