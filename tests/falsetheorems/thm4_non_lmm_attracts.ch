result: Theorem 4
theorem: Theorem 4
chapter: proofs_checks/thm4.w
claims: a non-LMM direction is a possible limit: GD started within theta/2 of it at large norm stays within theta of it
plausible: every separable selection's ATT-SVM direction is a KKT point of the max-margin problem, so a referee may take each for a limit
@x
    } else mm_prop_record(&pr, k, stall ? INFINITY : st, in, "%s draw, q of kind %d, theta %.3g: angle at the end %.3g (nearest LMM %d at cos %.3g), |p| grew by the factor %.3g%s%s",
@y
    } else mm_prop_record(&pr, k, stall ? INFINITY : 1.0 / st, in, "%s draw, q of kind %d, theta %.3g: angle at the end %.3g (nearest LMM %d at cos %.3g), |p| grew by the factor %.3g%s%s",
@z
