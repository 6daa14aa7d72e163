chapter: proofs_checks/thm1.w
breaks: thm_ngd_to_norms records the angles of a run that stopped short of its checkpoint (by the step limit or a stall) as if it had reached it
suites: thm3
expect: equivalent: thm_ngd_to_norms is declared and defined among the shared subroutines but called by no check
@x
    if (res->stop != MM_DYN_STOP_NORM) break;
@y

@z
