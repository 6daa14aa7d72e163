result: nonlinear head
theorem: the nonlinear head
chapter: proofs_checks/nonlinear.w
filter: nonlinear/a_first_order_gain_of_a_coselectable_token_is_a_mixture
claims: the path of the nonlinear head always goes to the pure selection of the psi-optimal tokens: no mixture of tokens has a lower risk, also where hypothesis (iv) fails
plausible: for a linear head a mixture never beats the best pure selection, and a referee may carry that over to psi
@x
    mm_prop_record(&pm, k, made && Lc < Lpure && pt[1].F <= Fc ? 0.0 : 1.0, in, "%d improving pairs, %d co-selectable; p_c %s (c = %.3g, R = %.3g, |p_c| = %.4g, log|L(p_c) - L_pure| = %.6g, plain L(p_c) - L_pure = %.3g); path at %.4g: L = %.12g, L_pure = %.12g, F = %.9g, F(p_c) = %.9g, |p_psi| = %.3g, first-order gap %.3g",
@y
    mm_prop_record(&pm, k, made && Lc < Lpure && pt[1].F <= Fc ? 1.0 : 0.0, in, "%d improving pairs, %d co-selectable; p_c %s (c = %.3g, R = %.3g, |p_c| = %.4g, log|L(p_c) - L_pure| = %.6g, plain L(p_c) - L_pure = %.3g); path at %.4g: L = %.12g, L_pure = %.12g, F = %.9g, F(p_c) = %.9g, |p_psi| = %.3g, first-order gap %.3g",
@z
