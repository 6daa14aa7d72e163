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
[derived] is: for every $C\ge1$ and each of the three losses (correlation,
logistic, exponential), normalised gradient descent from $p(0)=0$ converges
in direction to $(1,0,0)$, and its transverse coordinate $b=p_2$ converges
to $b^\star={1\over2}\ln\bigl(\vert\ell'(C)\vert C/\vert\ell'(1)\vert\bigr)$, that is
$$b^\star_{\rm corr}=\textstyle{1\over2}\ln C,\qquad
b^\star_{\rm log}={1\over2}\ln{C(1+e)\over1+e^C},\qquad
b^\star_{\rm exp}={1\over2}(\ln C-C+1).$$
The paper's values $C\in\{1,\dots,10,100\}$ come first, then $C$ is drawn
log-uniformly from $[1,100]$; the size tiers draw the generalisation of the
next section.
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
$\vert\ell'(u)\vert=1/(1+e^u)$, so $A/B=C(1+e)/(1+e^C)$: both closed forms of the
experiments chapter are confirmed. For the exponential loss $\vert\ell'(u)\vert=e^{-u}$ and
$A/B=Ce^{1-C}$. Note how far the logistic optimum moves:
$b^\star_{\rm log}\approx-47.04$ for $C=100$.

Why normalised descent goes there. With $\beta=b-b^\star$, the gradient is
$e^{-a}\sqrt{AB}\,(-2\cosh\beta,\ 2\sinh\beta,\ 0)$ up to the same
$O(e^{-a+\vert b\vert})$, so a normalised step moves $b$ by
$-\eta\sinh\beta/\sqrt{\cosh^2\beta+\sinh^2\beta}$: a contraction with factor
$1-\eta$ near $\beta=0$, while $a$ grows by about $\eta$ per step. The
direction error is therefore $\arctan(\vert b\vert/a)\approx\vert b^\star\vert/\norm{p}$
and does not depend on the loss except through $b^\star$.
@^normalised gradient descent@>

@ {\it The generalisation at larger sizes.} Let every input $i$ have
$T_i-1$ background tokens with key $0$ and score $0$ and one token with
key $f_1+s_if_2$ and score $C_i>0$, where $f_1,f_2$ are orthonormal and
$s_i=\pm1$, both signs occurring. The ATT-SVM has the two constraints
$(f_1\pm f_2)^Tp\ge1$, so $p^\mm=f_1$; with $a=f_1^Tp$ and $b=f_2^Tp$ the
chosen token of input $i$ has the weight $1/(1+(T_i-1)e^{-a-s_ib})$, and the
same expansion gives
$$\displaylines{L(p)-L_\star={1\over n}\bigl(Ae^{-a-b}+Be^{-a+b}\bigr)\bigl(1+O(e^{-a+\vert b\vert})\bigr),\cr
A=\sum_{s_i=+1}\vert\ell'(C_i)\vert C_i(T_i-1),\quad B=\sum_{s_i=-1}\vert\ell'(C_i)\vert C_i(T_i-1),\cr}$$
so again $b^\star={1\over2}\ln(A/B)$, and the argument for normalised descent
is word for word the one above. E4 is the case $n=2$, $T_i=2$, $C_1=C$,
$C_2=1$, $f_1=e_1$, $f_2=e_2$. In the medium and large tiers $n$, $T_i$ and
$d$ are drawn from the tier's ranges (|mm_gen_tier|), the scores $C_i$
log-uniformly from $[1,100]$, the signs at random (the first input $+1$, the
second $-1$), $f_1,f_2$ by orthonormalising two Gaussian vectors of the first
$d-1$ coordinates, and, as in E4, $v=e_d$ and $W={\rm diag}(1,\ldots,1,0)$,
so that the last coordinate carries the score and is invisible to attention.
@^tiers@>

@(losses.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "dyn.h"
@<Losses: subroutines@>@;
@<Losses: tests@>@;

@ The draw of a trial. A tiny trial is E4 itself: the first $33$ tiny
trials (|j| counts them) take the paper's eleven values of $C$ with each
loss, the others $C$ log-uniform in $[1,100]$ and the loss given by the
trial number modulo $3$. A medium or large trial is the generalisation.
The draw returns $f_1$ and $f_2$ in |f|, and $b^\star$ is computed from its own scores and token counts,
as $\ln A$ and $\ln B$ by log-sum-exp, so that no term underflows.
@<Losses: subroutines@>=
#define E4_CASES 11 /* the paper's $C=1,\dots,10$ and $100$ */
static const double e4_C[E4_CASES] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
static const mm_loss_kind e4_loss[3] = {MM_LOSS_CORRELATION, MM_LOSS_LOGISTIC, MM_LOSS_EXPONENTIAL};
static double log_dloss(mm_loss_kind k, double u) /* $\ln\vert\ell'(u)\vert$ */
{
  return k == MM_LOSS_CORRELATION ? 0.0 : k == MM_LOSS_EXPONENTIAL ? -u
    : -(u + log1p(exp(-u))); /* $\ln(1+e^u)=u+\ln(1+e^{-u})$ */
}
static double b_star(const mm_instance *in, const double *f)
{
  double lA = -INFINITY, lB = -INFINITY;
  int d = in->d;
  for (int i = 0; i < in->n; i++) {
    const double *k = in->K + (size_t)(in->off[i] + in->T[i] - 1) * d;
    double C = in->gamma[in->off[i] + in->T[i] - 1], t = log_dloss(in->loss, C) + log(C) + log(in->T[i] - 1.0);
    double *l = mm_dot(k, f + d, d) > 0 ? &lA : &lB, hi = fmax(*l, t);
    *l = hi + log(exp(*l - hi) + exp(t - hi));
  }
  return 0.5 * (lA - lB);
}

@ @<Losses: subroutines@>=
static int tiny_before(const mm_prop *pr, int trial) /* the tiny trials before |trial| */
{
  int j = 0;
  for (int t = 0; t < trial; t++) j += mm_prop_tier(pr, t) == 0;
  return j;
}
static mm_instance *e4_draw(mm_rng *r, const mm_prop *pr, int trial, double *f, double *Cout)
{
  mm_instance *in;
  int tier = mm_prop_tier(pr, trial), j = tier == 0 ? tiny_before(pr, trial) : 3 * E4_CASES, d;
  mm_loss_kind lk = e4_loss[j < 3 * E4_CASES ? j % 3 : trial % 3];
  double C = j < 3 * E4_CASES ? e4_C[j / 3] : exp(log(100.0) * mm_rng_uniform(r));
  if (tier == 0) {
    in = mm_example("E4", C);
    cr_assert(in != NULL, "%s", mm_error_message());
    memset(f, 0, sizeof(double) * 6);
    f[0] = 1.0; f[3 + 1] = 1.0;
  } else @<Losses: draw the generalisation at the trial's tier@>@;
  in->loss = lk;
  *Cout = C;
  @<Losses: certify $p^\mm=f_1$ by the ATT-SVM oracle@>@;
  return in;
}

@ @<Losses: draw the generalisation...@>=
{
  mm_gen_options o = mm_gen_defaults();
  int n, T[MM_GEN_MAXN];
  double nf;
  mm_gen_tier(&o, tier);
  n = mm_rng_int(r, o.n_min, o.n_max); d = mm_rng_int(r, o.d_min, o.d_max);
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, o.T_min, o.T_max);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL, "%s", mm_error_message());
  memset(f, 0, sizeof(double) * (size_t)(2 * d));
  for (int h = 0; h < 2; h++) { /* Gram--Schmidt in the first $d-1$ coordinates */
    double *g = f + (size_t)h * d;
    do {
      for (int j = 0; j < d - 1; j++) g[j] = mm_rng_normal(r);
      if (h) { double c = mm_dot(g, f, d); for (int j = 0; j < d; j++) g[j] -= c * f[j]; }
      nf = mm_norm(g, d);
    } while (nf < 1e-3);
    for (int j = 0; j < d; j++) g[j] /= nf;
  }
  for (int i = 0; i < n; i++) {
    double s = i == 0 ? 1.0 : i == 1 ? -1.0 : mm_rng_next(r) >> 63 ? 1.0 : -1.0;
    double Ci = i == 0 ? C : exp(log(100.0) * mm_rng_uniform(r));
    double *x = in->X + (size_t)(in->off[i] + T[i] - 1) * d;
    for (int j = 0; j < d - 1; j++) x[j] = f[j] + s * f[d + j];
    x[d - 1] = Ci;
  }
  for (int j = 0; j < d; j++) in->W[j * d + j] = j < d - 1;
  in->v[d - 1] = 1.0;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
}

@ The ATT-SVM oracle must return $f_1$, so that the limit the runs are
compared with is certified, not assumed. For E4 itself the answer
$(1,0,0)$ is exact and the rung is $16\epsilon$, that of the svm checks'
known answers. For the generalisation the keys $f_1\pm f_2$ are rounded
once (relative $\epsilon$ per entry), and the two key differences are
orthogonal and of equal length, so the system has condition number $1$
and its solution moves by at most about $\sqrt d\,\epsilon$ per unit of
rounding: the rung $2^8\epsilon$ leaves a factor of more than $40$ for
$d\le32$.
@<Losses: certify $p^\mm=f_1$...@>=
{
  int opt[MM_GEN_MAXN];
  mm_svm s;
  for (int i = 0; i < in->n; i++) opt[i] = in->T[i] - 1;
  cr_assert(mm_svm_att(in, opt, NULL, &s) == MM_OK, "E4 (C = %g): %s", C, mm_error_message());
  cr_assert(mm_dist(s.z, f, in->d) <= (tier ? 0x1p8 : 16) * DBL_EPSILON, "E4 (C = %g, tier %d): p_mm is %.3g from f1", C, tier, mm_dist(s.z, f, in->d));
  mm_svm_free(&s);
}

@*1 The runs.
Each trial runs normalised descent with $\eta=0.1$ from $p=0$ to
$\norm{p}=10^2$, $10^{2.5}$ and $10^3$, recording the angle to $f_1$ and
$b=f_2^Tp$. Properties:
\smallskip
\item{$\bullet$} {\it direction}: the angles do not increase (for $C=1$ in
E4 both inputs are symmetric, $b$ stays exactly $0$ and every angle is
$0$), and $\angle(p,f_1)\,\norm{p}\le1+\vert b^\star\vert$ at $\norm{p}=10^3$.
By the analysis above the left side tends to $\vert b^\star\vert$; the
allowance $1$ covers the error of $b$ with room to spare, while a run
heading elsewhere would have an angle bounded below and fail by orders of
magnitude. The transient is over by the first checkpoint: while $\vert\beta\vert$
is large a step moves $b$ and $a$ by about $\eta/\sqrt2$ each, so $b$ has
covered $\vert b^\star\vert\le50$ by $\norm{p}\approx71$.
\item{$\bullet$} {\it transverse}: $\vert b(10^3)-b^\star\vert\le10^{-9}$. The
contraction factor $1-\eta=0.9$ per step acts over the last $9\cdot10^3$
steps, so the transient is gone; what remains is the fixed point of the
step computed in floating point. The direction of the gradient has a
relative error of about $a\epsilon\approx2\cdot10^{-13}$ at logits of size
$a=10^3$ (argued in the dyn checks), which shifts the fixed point of
$\beta$ by as much; the addition of the step to $b$ rounds by
$\epsilon\vert b\vert$ per step, contracted, for an offset of
$\epsilon\vert b\vert/\eta\le10^{-13}$; and reading $b=f_2^Tp$ off a rotated
$p$ rounds by about $\epsilon\norm{p}=2\cdot10^{-13}$. The tolerance leaves
a factor $2000$ over these, and is $10^{-7}$ of the smallest non-zero
$\vert b^\star\vert$ of E4.
\smallskip
\noindent Tiers: half the trials are E4 itself, $35\,\%$ medium, $15\,\%$
large. The trials are split over the workers of |mm_prop_first|.
@<Losses: tests@>=
Test(losses, E4_and_its_generalisation_share_the_direction_under_every_loss)
{
  mm_prop pd, pt;
  mm_prop_begin(&pd, "losses", "E4_direction", "E4 (C = 1..10, 100, then log-uniform in [1, 100]) and its generalisation (n inputs, background tokens, rotated keys) at the medium and large tiers; correlation, logistic and exponential loss; NGD eta = 0.1 from 0",
    "angle(p, f1) |p| / (1 + |b*|) at |p| = 1e3; fails if angles at 1e2, 10^2.5, 1e3 increase", 1.0, 1000);
  mm_prop_label(&pd, MM_KIND_SUITE, "the paper's experiment E4 and its generalisation: NGD eta 0.1 from 0, three losses");
  mm_prop_result(&pd, "E4");
  mm_prop_begin(&pt, "losses", "E4_transverse_limit", "as above",
    "|f2^T p - b*| at |p| = 1e3, b* = ln(A/B)/2 the closed form", 1e-9, 1000);
  mm_prop_label(&pt, MM_KIND_SUITE, "E4 and its generalisation: the transverse offset against the derived closed form");
  mm_prop_result(&pt, "E4");
  mm_prop_tiers(&pd, 70, 25, 5); mm_prop_tiers(&pt, 70, 25, 5);
  for (int k = mm_prop_first(&pd); k < pd.trials; k = mm_prop_next(&pd, k)) {
    mm_rng r;
    double f[2 * MM_GEN_MAXD], C, bs, p[MM_GEN_MAXD] = {0}, ang[3], b;
    mm_instance *in;
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    mm_prop_rng(&pd, k, &r);
    in = e4_draw(&r, &pd, k, f, &C);
    bs = b_star(in, f);
    o.max_steps = 30000;
    for (int m = 0; m < 3; m++) {
      o.max_norm = pow(10.0, 2.0 + 0.5 * m);
      cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
      cr_assert(res.stop == MM_DYN_STOP_NORM, "trial %d (C = %g, %s): stopped by %s at |p| = %g", k, C, mm_loss_name(in->loss), mm_dyn_stop_name(res.stop), res.norm);
      ang[m] = mm_dyn_angle(p, f, in->d);
    }
    b = mm_dot(p, f + in->d, in->d);
    mm_prop_record(&pd, k, ang[2] <= ang[1] && ang[1] <= ang[0] ? ang[2] * res.norm / (1.0 + fabs(bs)) : INFINITY, in,
      "n = %d, d = %d, C = %g, %s: angles %.3g, %.3g, %.3g", in->n, in->d, C, mm_loss_name(in->loss), ang[0], ang[1], ang[2]);
    mm_prop_record(&pt, k, fabs(b - bs), in, "n = %d, d = %d, C = %g, %s: b = %.17g, b* = %.17g", in->n, in->d, C, mm_loss_name(in->loss), b, bs);
    mm_instance_free(in);
  }
  mm_prop_end(&pd); mm_prop_end(&pt);
  cr_assert(pd.failed == 0, "%s", mm_prop_summary(&pd));
  cr_assert(pt.failed == 0, "%s", mm_prop_summary(&pt));
}

@*1 The closed form is the stationary point.
Independently of any run: at $p=af_1+b^\star f_2$ with $a=10^3$ (corrected
below for the rounding of the draw's $f_1$, $f_2$) the gradient
must have no transverse component, up to the relative corrections
$O(e^{-a+\vert b^\star\vert})$, which underflow, and rounding. The
log-domain gradient direction $\hat g$ of |mm_dyn_evaluate| gives
$f_2^T\hat g=\sinh\beta/\sqrt{\cosh^2\beta+\sinh^2\beta}\approx\beta$, so
$\vert f_2^T\hat g\vert$ measures $\vert b^\star-b_{\rm true}\vert$ directly (linear, not
quadratic as the value of $L$ would be). How far rounding can move it:
with relative errors $\delta_A$, $\delta_B$ in the two sums $A$, $B$ the
computed balance is at $\beta=(\delta_A-\delta_B)/2$, and $f_2^T\hat g$,
whose derivative in $\beta$ is at most $1$, is off by at most
$\max(\vert\delta_A\vert,\vert\delta_B\vert)$. A weight's relative error is the absolute error
of its logit gap (the background tokens' logits are exactly $0$): the
logit, a sum of $d$ products, is rounded by at most $\gamma_d\Lambda$ with
$\Lambda=\max_{i,t}\sum_j\vert k_{itj}p_j\vert$; rounding $p=af_1+b^\star f_2$
(two products and a sum per coordinate) and the keys' own rounding move it
by at most $3\epsilon\Lambda$ more. The exponential, the sums over at most
$T$ tokens and the normalisation of $\hat g$ add a relative $(T+d+4)\epsilon$.
So $\vert f_2^T\hat g\vert\le(d+3)\epsilon\Lambda+(T+d+4)\epsilon$ to first
order, with $T$ the largest $T_i$; the statistic is $\vert f_2^T\hat g\vert$
over that bound, tolerance $1$. One more effect is not rounding in the
evaluation but in the draw: $f_1$ and $f_2$ are orthonormal only to
rounding, $c=f_1^Tf_2$ of order $10^{-15}$, and at $p=af_1+bf_2$ the
selected tokens' logits are $(a+bc)\pm(b+ac)$, so the balance is at
$b+ac=b^\star$, not at $b=b^\star$;
at $a=10^3$ the difference $ac$ is of order $10^{-12}$, as large as the
bound. The point is therefore $p=af_1+(b^\star-ac)f_2$, with $c$ summed in
|long double|; the tiny draws (E4 itself, $f_1=e_1$, $f_2=e_2$) have $c=0$. At $a=10^3$, $\Lambda$ is about
$\sqrt2\cdot10^3$ and the bound $2\cdot10^{-12}$ at $d=3$, $10^{-11}$ at
$d=32$.
A wrong formula is seen at once: at $b^\star+10^{-3}$ the component is
$10^{-3}$ to first order, and the check asserts that as well, so that the statistic
cannot pass by being insensitive.
@<Losses: tests@>=
Test(losses, E4_closed_form_is_where_the_transverse_gradient_vanishes)
{
  mm_prop pr;
  mm_prop_begin(&pr, "losses", "E4_closed_form_stationary", "E4 and its generalisation as in E4_direction, p = 1e3 f1 + (b* - 1e3 f1^T f2) f2",
    "|f2^T g| / ((d + 3) eps Lambda + (T + d + 4) eps), g the unit gradient direction, Lambda = max_{i,t} sum_j |k_itj p_j|, T = max T_i (a first-order rounding bound)", 1.0, 1000);
  mm_prop_label(&pr, MM_KIND_SUITE, "E4 and its generalisation: the derived closed form is where the transverse gradient vanishes");
  mm_prop_result(&pr, "E4");
  mm_prop_tiers(&pr, 70, 25, 5);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r;
    double f[2 * MM_GEN_MAXD], C, bs, p[MM_GEN_MAXD], g[MM_GEN_MAXD], gt, lam = 0.0, bound;
    int Tm = 0;
    mm_instance *in;
    mm_dyn_value val;
    mm_prop_rng(&pr, k, &r);
    in = e4_draw(&r, &pr, k, f, &C);
    bs = b_star(in, f);
    { /* the coefficient $b^\star-ac$ of $f_2$, $c=f_1^Tf_2$: the balance (see above) */
      long double c = 0.0L;
      for (int j = 0; j < in->d; j++) c += (long double)f[j] * f[in->d + j];
      for (int j = 0; j < in->d; j++) p[j] = 1e3 * f[j] + (bs - 1e3 * (double)c) * f[in->d + j];
    }
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    gt = mm_dot(g, f + in->d, in->d);
    for (int i = 0; i < in->n; i++) {
      Tm = in->T[i] > Tm ? in->T[i] : Tm;
      for (int t = 0; t < in->T[i]; t++) {
        double s1 = 0.0;
        for (int j = 0; j < in->d; j++) s1 += fabs(in->K[(size_t)(in->off[i] + t) * in->d + j] * p[j]);
        lam = fmax(lam, s1);
      }
    }
    bound = DBL_EPSILON * ((in->d + 3) * lam + (Tm + in->d + 4));
    mm_prop_record(&pr, k, fabs(gt) / bound, in, "n = %d, d = %d, C = %g, %s: f1^T g = %.3g, f2^T g = %.3g, bound %.3g (Lambda = %.6g)", in->n, in->d, C, mm_loss_name(in->loss), mm_dot(g, f, in->d), gt, bound, lam);
    for (int j = 0; j < in->d; j++) p[j] += 1e-3 * f[in->d + j];
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    gt = mm_dot(g, f + in->d, in->d);
    cr_assert(fabs(gt - 1e-3) < 1e-5, "trial %d (C = %g, %s): at b* + 1e-3 the component is %.3g", k, C, mm_loss_name(in->loss), gt);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}
