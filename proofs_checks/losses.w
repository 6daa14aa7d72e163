@*Loss comparison: the direction does not depend on the loss.
\lbl{chk:losses}{\sl Statement:\/} the paper's fourth experiment (E4), \fnsec{mm_exp_run_e4}.
@^E4@>
@^loss comparison@>
The paper's fourth experiment (E4) trains $p$ on a two-input instance with
the correlation loss $\ell(u)=-u$ and with the logistic loss and observes
that both reach the same direction, while the part of $p$ that does not
grow settles at a loss-dependent place. The instance: $n=2$, $T=2$, $d=3$,
$Y=(1,1)$, $v=e_3$, $W={\rm diag}(1,1,0)$, $X_1=[(0,0,0),(1,1,C)]$,
$X_2=[(0,0,0),(1,-1,1)]$. The keys are $0$ and $(1,\pm1,0)$, the scores
$0$ and $C$, resp.\ $0$ and $1$, so the second token is optimal in both
inputs and the ATT-SVM $\min\norm{p}$ s.t.\ $p_1+p_2\ge1$, $p_1-p_2\ge1$ has the
solution $p^\mm=(1,0,0)$ for every $C>0$. The claim checked here
[derived] is: for $C\in\{1,\dots,10,100\}$ and both losses, normalised gradient
descent from $p(0)=0$ converges in direction to $(1,0,0)$, and its
transverse coordinate $b=p_2$ converges to
$$b^\star_{\rm corr}=\textstyle{1\over2}\ln C,\qquad
b^\star_{\rm log}={1\over2}\ln{C(1+e)\over1+e^C}.$$
The suite is \.{losses} in the verification report.

@ {\it Derivation of $b^\star$.} Write $p=(a,b,c)$; $c$ is invisible. The
softmax weight of the second token is $\sigma(a+b)$ in input 1 and
$\sigma(a-b)$ in input 2, so $u_1=C\sigma(a+b)$, $u_2=\sigma(a-b)$ and, with
$\ell'$ evaluated at the limits $C$ and $1$,
$$L(p)-L_\star={1\over2}\bigl(\vert\ell'(C)\vert\,C\,e^{-a-b}
  +\vert\ell'(1)\vert\,e^{-a+b}\bigr)\bigl(1+O(e^{-a+\vert b\vert})\bigr),$$
since $1-\sigma(z)=e^{-z}(1+O(e^{-z}))$ and $\ell(M-\delta)-\ell(M)=
\vert\ell'(M)\vert\delta(1+O(\delta))$. Write $A=\vert\ell'(C)\vert C$,
$B=\vert\ell'(1)\vert$. At fixed large $a$ the excess is minimised in $b$ where
$Ae^{-b}=Be^{b}$, i.e.\ $b^\star={1\over2}\ln(A/B)$. For the correlation loss
$\vert\ell'\vert=1$ and $b^\star={1\over2}\ln C$. For the logistic loss
$\vert\ell'(u)\vert=1/(1+e^u)$, so $A/B=C(1+e)/(1+e^C)$: both of the digest's
formulas are confirmed. Note how far the logistic optimum moves:
$b^\star_{\rm log}\approx-47.04$ for $C=100$.

Why normalised descent goes there. With $\beta=b-b^\star$, the gradient is
$e^{-a}\sqrt{AB}\,(-2\cosh\beta,\ 2\sinh\beta,\ 0)$ up to the same
$O(e^{-a+\vert b\vert})$, so a normalised step moves $b$ by
$-\eta\sinh\beta/\sqrt{\cosh^2\beta+\sinh^2\beta}$: a contraction with factor
$1-\eta$ near $\beta=0$, while $a$ grows by about $\eta$ per step. The
direction error is therefore $\arctan(\vert b\vert/a)\approx\vert b^\star\vert/\norm{p}$
and does not depend on the loss except through $b^\star$.
@^normalised gradient descent@>

@(losses.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "dyn.h"
@<Losses: helpers@>@;
@<Losses: tests@>@;

@ The twelve values of $C$, the closed form, and the instance with a given
loss. The ATT-SVM oracle must return $(1,0,0)$ (to the rung $16\epsilon$ of
the svm checks' known answers), so that the limit the runs are compared with
is certified, not assumed.
@<Losses: helpers@>=
#define E4_CASES 11 /* $C=1,\dots,10$ and $100$ */
static const double e4_C[E4_CASES] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
static double b_star(mm_loss_kind k, double C)
{
  return k == MM_LOSS_CORRELATION ? 0.5 * log(C)
    : 0.5 * (log(C) + log1p(M_E) - (C + log1p(exp(-C)))); /* $\ln(1+e^C)=C+\ln(1+e^{-C})$ */
}
static mm_instance *e4(double C, mm_loss_kind k)
{
  const double e1[3] = {1.0, 0.0, 0.0};
  int opt[2] = {1, 1};
  mm_instance *in = mm_example("E4", C);
  mm_svm s;
  cr_assert(in != NULL, "%s", mm_error_message());
  in->loss = k;
  cr_assert(mm_svm_att(in, opt, NULL, &s) == MM_OK, "E4 (C = %g): %s", C, mm_error_message());
  cr_assert(mm_dist(s.z, e1, 3) <= 16 * DBL_EPSILON, "E4 (C = %g): p_mm = (%.17g, %.17g, %.17g)", C, s.z[0], s.z[1], s.z[2]);
  mm_svm_free(&s);
  return in;
}

@*1 The runs.
Each of the $22$ cases (eleven $C$, two losses) runs normalised descent
with $\eta=0.1$ from $p=0$ to $\norm{p}=10^2$, $10^3$ and $10^4$, recording
the angle to $(1,0,0)$ and $b$. Properties:
\smallskip
\item{$\bullet$} {\it direction}: the angles do not increase (for $C=1$ both
runs are symmetric, $b$ stays exactly $0$ and every angle is $0$), and
$\angle(p,e_1)\,\norm{p}\le1+\vert b^\star\vert$ at $\norm{p}=10^4$. By the
analysis above the left side tends to $\vert b^\star\vert$; the allowance $1$
covers the error of $b$ with room to spare, while a run heading elsewhere
would have an angle bounded below and fail by orders of magnitude.
\item{$\bullet$} {\it transverse}: $\vert b(10^4)-b^\star\vert\le10^{-9}$. The
contraction factor $1-\eta=0.9$ per step acts over the last $9\cdot10^4$
steps, so the transient is gone; what remains is the fixed point of the
step computed in floating point. The direction of the gradient has a
relative error of about $a\epsilon\approx2\cdot10^{-12}$ at logits of size
$a=10^4$ (argued in the dyn checks), which shifts the fixed point of
$\beta$ by as much, and the addition of the step to $b$ rounds by
$\epsilon\vert b\vert$ per step, contracted, for an offset of
$\epsilon\vert b\vert/\eta\le10^{-13}$. The tolerance leaves a factor
$500$ over these, and is $10^{-7}$ of the smallest non-zero $\vert b^\star\vert$.
\smallskip
@<Losses: tests@>=
Test(losses, E4_correlation_and_logistic_share_the_direction)
{
  mm_prop pd, pt;
  mm_prop_begin(&pd, "losses", "E4_direction", "E4, C in {1..10, 100}, correlation and logistic, NGD eta = 0.1 from 0",
    "angle(p, e1) |p| / (1 + |b*|) at |p| = 1e4; fails if angles at 1e2, 1e3, 1e4 increase", 1.0, 2 * E4_CASES);
  mm_prop_label(&pd, MM_KIND_SUITE, "the paper's experiment E4: NGD eta 0.1 from 0, correlation and logistic loss");
  mm_prop_begin(&pt, "losses", "E4_transverse_limit", "as above",
    "|p_2 - b*| at |p| = 1e4, b* the closed form", 1e-9, 2 * E4_CASES);
  mm_prop_label(&pt, MM_KIND_SUITE, "E4: the transverse offset against the derived closed form");
  for (int k = mm_prop_first(&pd); k < pd.trials; k = mm_prop_next(&pd, k)) {
    mm_loss_kind lk = k % 2 ? MM_LOSS_LOGISTIC : MM_LOSS_CORRELATION;
    double C = e4_C[(k / 2) % E4_CASES], bs = b_star(lk, C), p[3] = {0, 0, 0}, ang[3], e1[3] = {1, 0, 0};
    mm_instance *in = e4(C, lk);
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    o.max_steps = 300000;
    for (int m = 0; m < 3; m++) {
      o.max_norm = pow(10.0, m + 2);
      cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
      cr_assert(res.stop == MM_DYN_STOP_NORM, "C = %g, %s: stopped by %s at |p| = %g", C, mm_loss_name(lk), mm_dyn_stop_name(res.stop), res.norm);
      ang[m] = mm_dyn_angle(p, e1, 3);
    }
    mm_prop_record(&pd, k, ang[2] <= ang[1] && ang[1] <= ang[0] ? ang[2] * res.norm / (1.0 + fabs(bs)) : INFINITY, in,
      "C = %g, %s: angles %.3g, %.3g, %.3g", C, mm_loss_name(lk), ang[0], ang[1], ang[2]);
    mm_prop_record(&pt, k, fabs(p[1] - bs), in, "C = %g, %s: b = %.17g, b* = %.17g", C, mm_loss_name(lk), p[1], bs);
    mm_instance_free(in);
  }
  mm_prop_end(&pd); mm_prop_end(&pt);
  cr_assert(pd.failed == 0, "%s", mm_prop_summary(&pd));
  cr_assert(pt.failed == 0, "%s", mm_prop_summary(&pt));
}

@*1 The closed form is the stationary point.
Independently of any run: at $p=(a,b^\star,0)$ with $a=10^3$ the gradient
must have no transverse component, up to the relative corrections
$O(e^{-a+\vert b^\star\vert})$, which underflow, and rounding. The
log-domain gradient direction $\hat g$ of |mm_dyn_evaluate| gives
$\hat g_2=\sinh\beta/\sqrt{\cosh^2\beta+\sinh^2\beta}\approx\beta$, so
$\vert\hat g_2\vert$ measures $\vert b^\star-b_{\rm true}\vert$ directly (linear, not
quadratic as the value of $L$ would be). The tolerance is the accuracy of
the direction at logits of size $10^3$: a relative error of $a\epsilon$ in
each weight, $2\cdot10^{-13}$, on the rung $2^{12}\epsilon\approx9\cdot10^{-13}$.
A wrong formula is seen at once: at $b^\star+10^{-3}$ the component is
$10^{-3}$ to first order, and the check asserts that as well, so that the statistic
cannot pass by being insensitive.
@<Losses: tests@>=
Test(losses, E4_closed_form_is_where_the_transverse_gradient_vanishes)
{
  mm_prop pr;
  mm_prop_begin(&pr, "losses", "E4_closed_form_stationary", "E4, C in {1..10, 100}, both losses, p = (1e3, b*, 0)",
    "|transverse component of the unit gradient direction|", 0x1p12 * DBL_EPSILON, 2 * E4_CASES);
  mm_prop_label(&pr, MM_KIND_SUITE, "E4: the derived closed form is where the transverse gradient vanishes");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_loss_kind lk = k % 2 ? MM_LOSS_LOGISTIC : MM_LOSS_CORRELATION;
    double C = e4_C[(k / 2) % E4_CASES], bs = b_star(lk, C), p[3] = {1e3, bs, 0}, g[3];
    mm_instance *in = e4(C, lk);
    mm_dyn_value val;
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    mm_prop_record(&pr, k, fabs(g[1]), in, "C = %g, %s: g = (%.3g, %.3g, %.3g)", C, mm_loss_name(lk), g[0], g[1], g[2]);
    p[1] = bs + 1e-3;
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    cr_assert(fabs(g[1] - 1e-3) < 1e-5, "C = %g, %s: at b* + 1e-3 the component is %.3g", C, mm_loss_name(lk), g[1]);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}
