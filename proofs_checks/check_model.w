@*Checks of the model chapter.
\lbl{chk:model}{\sl Statements:\/} the model, Assumption~A and the gradients, \secref{model}--\secref{gradient}.
The claims of the model chapter are formulas: the gradients (2), (3), (4),
the stable softmax and losses, and the smoothness bound (5). Each is checked
against an independent computation on random instances from
|mm_gen_instance|, with all three losses in turn, random labels, and
$W=I+0.3G$ in half of the trials. The suite is \.{model} in the
verification report.

@(check_model.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <lapacke.h>
#include "prop.h"
@<Model checks: subroutines@>@;
@<Model checks: tests@>@;

@ Trials draw an instance with $n\le4$, $T_i\le5$, $d\le5$, the loss cycling
with the trial number, and a query $p$ whose length is log-uniform: in
ordinary trials in $[10^{-2},3]$, in adversarial ones in $[3,30]$, where the
softmax is nearly saturated and the gradient is small but not yet zero.

@<Model checks: subroutines@>=
static int loss_override; /* set per test below; $-1$: cycle with the trial */
static mm_instance *draw(mm_rng *r, int trial, double *p)
{
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  double len, nz;
  o.loss = loss_override >= 0 ? (mm_loss_kind)loss_override : (mm_loss_kind)(trial % 3);
  o.random_W = trial % 2;
  in = mm_gen_instance(r, &o, NULL);
  cr_assert(in != NULL, "generator failed: %s", mm_error_message());
  len = mm_prop_adversarial(trial) ? 3.0 * pow(10.0, mm_rng_uniform(r))
                                   : 0.01 * pow(300.0, mm_rng_uniform(r));
  for (int j = 0; j < in->d; j++) p[j] = mm_rng_normal(r);
  nz = mm_norm(p, in->d);
  for (int j = 0; j < in->d; j++) p[j] *= len / nz;
  return in;
}

@ The checks of the derivatives run once per loss, as separate tests, so a
failure names the loss; each writes its own row of the report, named after
the property and the loss.
@<Model checks: subroutines@>=
static int loss_override = -1;
static mm_loss_kind all_losses[] = {MM_LOSS_LOGISTIC, MM_LOSS_EXPONENTIAL, MM_LOSS_CORRELATION};
static const char *pname(const char *base, mm_loss_kind k, int slot)
{
  static char buf[2][64];
  snprintf(buf[slot], sizeof buf[slot], "%s.%s", base, mm_loss_name(k));
  loss_override = (int)k;
  return buf[slot];
}

@ The gradient's natural scale. The argument behind (5) shows
$\vert w^T\nabla u_i\vert \le\Delta_iD_i\norm{w}/4$, so
$G={1\over n}\sum_i\vert \ell'\vert _{\max,i}\Delta_iD_i/4$ bounds $\norm{\nabla_pL}$.
Errors are measured relative to $\max(\norm{g},10^{-3}G)$: relative to the
gradient itself while it is not tiny, and relative to a thousandth of its
largest possible size when it is.

@<Model checks: subroutines@>=
static double grad_scale(const mm_instance *in)
{
  long double s = 0.0L;
  for (int i = 0; i < in->n; i++) {
    const double *gam = in->gamma + in->off[i], *K = in->K + (size_t)in->off[i] * in->d;
    double m = gam[0], M = gam[0], D = 0.0;
    for (int t = 0; t < in->T[i]; t++) {
      if (gam[t] < m) m = gam[t];
      if (gam[t] > M) M = gam[t];
      for (int u = t + 1; u < in->T[i]; u++) {
        double e = mm_dist(K + (size_t)t * in->d, K + (size_t)u * in->d, in->d);
        if (e > D) D = e;
      }
    }
    s += fabs(mm_dloss(in->loss, m)) * (M - m) * D / 4.0;
  }
  return (double)(s / in->n);
}

@ Finite differences use the five-point stencil
$$f'(x)\approx{8\bigl(f(x+h)-f(x-h)\bigr)-\bigl(f(x+2h)-f(x-2h)\bigr)\over12h},$$
whose truncation error is $h^4f^{(5)}(\xi)/30$. With $h=10^{-3}$ that is
$3\cdot10^{-14}f^{(5)}$; on these instances ($D_i,\Delta_i\le8$) the
fifth derivative of $L$ along a coordinate is below $10^{5}$ (five
differentiations of the softmax bring at most a factor $D_i$ each and a
constant below $16$), so the truncation error stays below $3\cdot10^{-9}$.
Rounding adds at most $3\epsilon\,\vert L\vert /(2h)\approx3\cdot10^{-13}\vert L\vert $. Both
are well under $10^{-6}$ times the floor $10^{-3}G$ of the error's
denominator when $G\ge10^{-1}$, and the check skips (as a hypothesis
failure, counted in the report) instances whose $G$ is smaller, which only
happens when every input's scores nearly coincide. Hence the tolerance
$10^{-6}$ on the relative error: it fails for any wrong term in (2), (3) or
(4), whose effect is of the order of the gradient itself.

The callback form lets one routine difference $L$ along any coordinate of
$p$, $v$ or $W$: it perturbs |*x| in place, calls |f|, and restores it.

@<Model checks: subroutines@>=
typedef double (*objective)(const mm_instance *in, const double *p);
static double fd(mm_instance *in, const double *p, double *x, objective f, int refresh)
{
  const double h = 1e-3, x0 = *x;
  double fp1, fm1, fp2, fm2;
  *x = x0 + h; if (refresh) mm_instance_refresh(in); fp1 = f(in, p);
  *x = x0 - h; if (refresh) mm_instance_refresh(in); fm1 = f(in, p);
  *x = x0 + 2 * h; if (refresh) mm_instance_refresh(in); fp2 = f(in, p);
  *x = x0 - 2 * h; if (refresh) mm_instance_refresh(in); fm2 = f(in, p);
  *x = x0; if (refresh) mm_instance_refresh(in);
  return (8.0 * (fp1 - fm1) - (fp2 - fm2)) / (12.0 * h);
}
static double rel_err(const double *g, const double *ref, int m, double floor)
{
  double e = 0.0, nr = 0.0;
  for (int j = 0; j < m; j++) { e += (g[j] - ref[j]) * (g[j] - ref[j]); nr += ref[j] * ref[j]; }
  nr = sqrt(nr);
  return sqrt(e) / (nr > floor ? nr : floor);
}

@ The gradient in $p$, formula (2), against finite differences of
|mm_risk|, on 300 instances.
@^gradient in p@>
@<Model checks: tests@>=
ParameterizedTestParameters(model, gradient_in_p_matches_finite_differences)
{
  return cr_make_param_array(mm_loss_kind, all_losses, 3);
}
ParameterizedTest(mm_loss_kind *lk, model, gradient_in_p_matches_finite_differences)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", pname("grad_p_vs_fd", *lk, 0), "any instance, scale G >= 0.1",
    "relative error of (2) vs five-point differences", 1e-6, 100);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gf[8], G;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p);
    G = grad_scale(in);
    if (G < 0.1) { mm_prop_skip(&pr, "gradient scale G < 0.1 (scores nearly equal)"); mm_instance_free(in); continue; }
    mm_grad_p(in, p, g);
    for (int j = 0; j < in->d; j++) gf[j] = fd(in, p, &p[j], mm_risk, 0);
    mm_prop_record(&pr, k, rel_err(g, gf, in->d, 1e-3 * G), in, "loss %s, |p| = %g", mm_loss_name(in->loss), mm_norm(p, in->d));
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too few trials satisfied the hypotheses: %s", mm_prop_summary(&pr));
}

@ The gradient in $v$, formula (3). Perturbing $v$ changes the scores, so the
instance is refreshed at each difference point. Its scale is bounded by
$\max_t\norm{x_{it}}\cdot\max\vert \ell'\vert $; we reuse the floor $10^{-3}$ of that.
@^gradient in v@>
@<Model checks: tests@>=
ParameterizedTestParameters(model, gradient_in_v_matches_finite_differences)
{
  return cr_make_param_array(mm_loss_kind, all_losses, 3);
}
ParameterizedTest(mm_loss_kind *lk, model, gradient_in_v_matches_finite_differences)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", pname("grad_v_vs_fd", *lk, 0), "any instance",
    "relative error of (3) vs five-point differences", 1e-6, 70);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gf[8], xmax = 0.0;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p);
    for (int t = 0; t < in->off[in->n]; t++) {
      double e = mm_norm(in->X + (size_t)t * in->d, in->d);
      if (e > xmax) xmax = e;
    }
    mm_grad_v(in, p, g);
    for (int j = 0; j < in->d; j++) gf[j] = fd(in, p, &in->v[j], mm_risk, 1);
    mm_prop_record(&pr, k, rel_err(g, gf, in->d, 1e-3 * xmax * fabs(mm_dloss(in->loss, 0.0))), in,
      "loss %s", mm_loss_name(in->loss));
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The gradient in $W$, formula (4), against differences in each of the $d^2$
entries of $W$; and, on the same instances, the identity
$\nabla_pL=W^T\nabla_qL$ that ties the two parametrisations together.
The latter is a rearrangement of the same sums, so it holds to rounding:
each side is a sum of $O(nT)$ terms of size at most $G$, so the rung
$2^{12}\epsilon$ relative to $G$ leaves a factor of ten over the worst
accumulation of $nTd\le100$ roundings.
@^gradient in W@>
@^rank one@>
@<Model checks: tests@>=
ParameterizedTestParameters(model, gradient_in_W_matches_finite_differences)
{
  return cr_make_param_array(mm_loss_kind, all_losses, 3);
}
ParameterizedTest(mm_loss_kind *lk, model, gradient_in_W_matches_finite_differences)
{
  mm_prop pr, pq;
  mm_prop_begin(&pr, "model", pname("grad_W_vs_fd", *lk, 0), "random W = I + 0.3 G",
    "relative error of (4) vs five-point differences", 1e-6, 70);
  mm_prop_begin(&pq, "model", pname("grad_p_is_WT_grad_q", *lk, 1), "random W = I + 0.3 G",
    "|grad_p - W^T grad_q| / G", 0x1p12 * DBL_EPSILON, 70);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], GW[64], GWf[64], gq[8], gp[8], G;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, 2 * k + 1, p); /* odd trial numbers: random $W$ */
    G = grad_scale(in);
    if (G < 0.1) { mm_prop_skip(&pr, "gradient scale G < 0.1"); mm_prop_skip(&pq, "gradient scale G < 0.1"); mm_instance_free(in); continue; }
    mm_grad_W(in, p, GW);
    for (int j = 0; j < in->d * in->d; j++) GWf[j] = fd(in, p, &in->W[j], mm_risk, 1);
    mm_prop_record(&pr, k, rel_err(GW, GWf, in->d * in->d, 1e-3 * G * mm_norm(p, in->d)), in, "d = %d", in->d);
    mm_grad_q(in, p, gq);
    mm_grad_p(in, p, gp);
    {
      double e = 0.0;
      for (int b = 0; b < in->d; b++) {
        double s = 0.0;
        for (int a = 0; a < in->d; a++) s += in->W[a * in->d + b] * gq[a];
        e += (s - gp[b]) * (s - gp[b]);
      }
      mm_prop_record(&pq, k, sqrt(e) / G, in, "d = %d", in->d);
    }
    mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pq);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pq.failed == 0, "%s", mm_prop_summary(&pq));
}

@ The $W$-gradient is rank one with row space spanned by $p^T$: every
$2\times2$ minor $G_{ab}G_{ce}-G_{ae}G_{cb}$ vanishes, and $G\,w=0$ for $w\perp
p$. We check the second form, which is scale-free: with $w$ the component of
a random vector orthogonal to $p$, normalised, $\norm{Gw}$ must be at the
rounding level of $\norm{G}$ ($16\epsilon$ per product, $d\le5$ terms: the
rung $2^{8}\epsilon$).
@<Model checks: tests@>=
Test(model, W_gradient_is_rank_one_along_p)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", "grad_W_rank_one", "any instance",
    "|G w| / |G|_F for unit w orthogonal to p", 0x1p8 * DBL_EPSILON, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], GW[64], w[8], Gw = 0.0, nG, pw, pp;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p);
    mm_grad_W(in, p, GW);
    nG = mm_norm(GW, in->d * in->d);
    if (nG == 0.0 || in->d < 2) { mm_prop_skip(&pr, "zero gradient or d = 1"); mm_instance_free(in); continue; }
    for (int j = 0; j < in->d; j++) w[j] = mm_rng_normal(&r);
    pp = mm_dot(p, p, in->d);
    for (int pass = 0; pass < 2; pass++) { /* twice: one pass leaves $p^Tw\gg\epsilon$ when $w$ starts nearly parallel to $p$ */
      pw = mm_dot(p, w, in->d);
      for (int j = 0; j < in->d; j++) w[j] -= pw / pp * p[j];
    }
    pw = mm_norm(w, in->d);
    for (int j = 0; j < in->d; j++) w[j] /= pw;
    for (int a = 0; a < in->d; a++) {
      double s = mm_dot(GW + a * in->d, w, in->d);
      Gw += s * s;
    }
    mm_prop_record(&pr, k, sqrt(Gw) / nG, in, "d = %d", in->d);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Softmax and losses at extreme arguments.
Logits are drawn uniformly in $[-10^4,10^4]$ for $T$ up to $64$ tokens, and in
adversarial trials all logits but one are placed within $10^{-3}$ of
$-10^4$ or $+10^4$. The softmax must be finite, non-negative, and sum to
one: each of the $T$ terms $e^{a_t-a_{\max}}$ carries one rounding of
|exp| (at most $1$ ulp in glibc), the sum adds $T-1$ roundings and the
division one more per term, so $\vert \sum_ts_t-1\vert \le(2T+2)\epsilon$. The
log-softmax must be finite and agree with $\log s_t$ wherever $s_t$ is a
normal number. Here the error scale is set by the logits, not by the
result: both sides subtract numbers of size up to $A=\max_t\vert a_t\vert $ (the
shift by $a_{\max}$, the log-sum-exp), each subtraction rounding by
$\epsilon A$, and the logarithm of a sum of $T$ terms adds
$(T+1)\epsilon$; so $\vert \log S(a)_t-\log s_t\vert \le(2T+4)\epsilon\max(1,A)$.
Both errors are divided by their bound, so the tolerance is $1$.
@^softmax@>
@<Model checks: tests@>=
Test(model, softmax_is_finite_and_normalised_at_huge_logits)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", "softmax_extreme", "logits in [-1e4, 1e4], T <= 64",
    "max(|sum s - 1|, log-softmax error) / ((2T+4) eps)", 1.0, 1000);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double a[64], s[64], ls[64], sum = 0.0, worst = 0.0, amax = 1.0;
    int T, bad = 0;
    mm_prop_rng(&pr, k, &r);
    T = mm_rng_int(&r, 1, 64);
    for (int t = 0; t < T; t++) {
      a[t] = -1e4 + 2e4 * mm_rng_uniform(&r);
      if (mm_prop_adversarial(k) && t > 0) a[t] = (t % 2 ? 1e4 : -1e4) - 1e-3 * mm_rng_uniform(&r);
    }
    mm_softmax(a, T, s);
    mm_log_softmax(a, T, ls);
    for (int t = 0; t < T; t++) amax = fmax(amax, fabs(a[t]));
    for (int t = 0; t < T; t++) {
      if (!isfinite(s[t]) || s[t] < 0 || !isfinite(ls[t])) bad = 1;
      sum += s[t];
      if (s[t] >= DBL_MIN) {
        double e = fabs(ls[t] - log(s[t])) / amax;
        if (e > worst) worst = e;
      }
    }
    if (fabs(sum - 1.0) > worst) worst = fabs(sum - 1.0);
    mm_prop_record(&pr, k, bad ? INFINITY : worst / ((2 * T + 4) * DBL_EPSILON), NULL, "T = %d, sum - 1 = %g", T, sum - 1.0);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The risk and gradient must stay finite when the logits reach $\pm10^4$,
i.e.\ at $\norm{p}$ up to $10^4/\max\norm{k}$. This is the regime where the
softmax is fully saturated; the gradient may underflow to zero there (the
dynamics chapter handles that regime in log-domain), but it must not be NaN
or infinite, and $L$ must lie in the closed range $[\min_t\ell,\max_t\ell]$
of~(1), up to one rounding per input.
@<Model checks: tests@>=
ParameterizedTestParameters(model, risk_and_gradient_are_finite_at_logits_1e4)
{
  return cr_make_param_array(mm_loss_kind, all_losses, 3);
}
ParameterizedTest(mm_loss_kind *lk, model, risk_and_gradient_are_finite_at_logits_1e4)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", pname("risk_finite_extreme", *lk, 0), "|logits| up to 1e4",
    "0 if risk and gradient finite and risk within range (1), else inf", 0.0, 100);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], L, lo = 0.0, hi = 0.0, kmax = 0.0, nz;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p);
    for (int t = 0; t < in->off[in->n]; t++) kmax = fmax(kmax, mm_norm(in->K + (size_t)t * in->d, in->d));
    nz = mm_norm(p, in->d);
    for (int j = 0; j < in->d; j++) p[j] *= 1e4 / kmax / nz * (0.5 + 0.5 * mm_rng_uniform(&r));
    L = mm_grad_p(in, p, g);
    for (int i = 0; i < in->n; i++) {
      const double *gam = in->gamma + in->off[i];
      double m = gam[0], M = gam[0];
      for (int t = 1; t < in->T[i]; t++) { m = fmin(m, gam[t]); M = fmax(M, gam[t]); }
      lo += mm_loss(in->loss, M) / in->n; hi += mm_loss(in->loss, m) / in->n;
    }
    mm_prop_record(&pr, k, (isfinite(L) && mm_all_finite(g, (size_t)in->d)
      && L >= lo - 1e-12 * fabs(lo) - 1e-300 && L <= hi + 1e-12 * fabs(hi) + 1e-300) ? 0.0 : INFINITY,
      in, "L = %g, range [%g, %g]", L, lo, hi);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The logistic loss and its derivatives against an independent evaluation
in |long double| (64-bit mantissa, 2048 times finer than double), at
$u$ log-uniform in magnitude up to $10^4$ with both signs. The double
formulas chain at most three correctly-rounded-within-one-ulp operations
(|exp|, |log1p|, a division or addition), so the rung $16\epsilon$ relative
error holds with room; a formula with cancellation, such as
$\log(1+e^{-u})$ evaluated directly, loses all digits for $u>37$ and fails.
@^logistic loss@>
@<Model checks: tests@>=
Test(model, logistic_loss_is_accurate_for_all_margins)
{
  mm_prop pr;
  mm_prop_begin(&pr, "model", "logistic_accuracy", "u in [-1e4, 1e4]",
    "max relative error of l, l', l'' vs long double, in eps", 16.0, 2000);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; long double U, E, rl, r1, r2;
    double u, e;
    mm_prop_rng(&pr, k, &r);
    u = pow(10.0, -3.0 + 7.0 * mm_rng_uniform(&r)) * (mm_rng_uniform(&r) < 0.5 ? -1 : 1);
    U = u;
    E = expl(-fabsl(U));
    rl = U >= 0 ? log1pl(E) : -U + log1pl(E);
    r1 = U >= 0 ? -E / (1 + E) : -1 / (1 + E);
    r2 = E / ((1 + E) * (1 + E));
    e = -1.0; /* no component comparable yet */
    if (rl >= DBL_MIN) e = fmax(e, (double)fabsl((mm_loss(MM_LOSS_LOGISTIC, u) - rl) / rl));
    if (fabsl(r1) >= DBL_MIN) e = fmax(e, (double)fabsl((mm_dloss(MM_LOSS_LOGISTIC, u) - r1) / r1));
    if (r2 >= DBL_MIN) e = fmax(e, (double)fabsl((mm_d2loss(MM_LOSS_LOGISTIC, u) - r2) / r2));
    if (e < 0) { mm_prop_skip(&pr, "l, l' and l'' all below the normal double range"); continue; }
    mm_prop_record(&pr, k, e / DBL_EPSILON, NULL, "u = %.17g", u);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The smoothness bound.
The bound (5) must dominate $\norm{\nabla^2L(p)}$ at every $p$. We estimate
the Hessian by central differences of the analytic gradient,
$H_{jk}\approx(g_k(p+he_j)-g_k(p-he_j))/2h$ with $h=10^{-4}$, symmetrise it,
and take its spectral norm from LAPACK's symmetric eigensolver |dsyev|. The
central difference errs by $h^2/6$ times a third derivative of $g$, which on
these instances is below $10^4$ (the same count as before), i.e.\ by less
than $2\cdot10^{-5}$ absolute per entry, plus rounding $\epsilon\norm{g}/h
\approx10^{-12}$. Summed over a $5\times5$ matrix this is below $10^{-4}$
absolute, so the check holds $\norm{H}\le L_p+10^{-4}$; a bound missing
any of its two terms fails on some of the 1000 points, because the check
also concentrates $p$ where the Hessian is largest: $\norm{p}$ log-uniform
in $[10^{-2},10]$, around the scale $1/D$ where the softmax is neither flat
nor saturated. The report also gives the tightness $\max\norm{H}/L_p$.
@^smoothness bound@>
@<Model checks: tests@>=
ParameterizedTestParameters(model, smoothness_bound_dominates_hessian_norm)
{
  return cr_make_param_array(mm_loss_kind, all_losses, 3);
}
ParameterizedTest(mm_loss_kind *lk, model, smoothness_bound_dominates_hessian_norm)
{
  mm_prop pr;
  double tight = 0.0;
  mm_prop_begin(&pr, "model", pname("smoothness_bound", *lk, 0), "any instance, |p| in [1e-2, 10]",
    "|H_fd| - L_p", 1e-4, 334);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], H[64], ev[8], gp[8], gm[8], Lp, nH, nz, len;
    mm_instance *in;
    int d;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, p);
    d = in->d;
    len = 0.01 * pow(1000.0, mm_rng_uniform(&r));
    nz = mm_norm(p, d);
    for (int j = 0; j < d; j++) p[j] *= len / nz;
    @<Fill |H| with the central-difference Hessian at |p|@>@;
    cr_assert(LAPACKE_dsyev(LAPACK_ROW_MAJOR, 'N', 'U', d, H, d, ev) == 0, "dsyev failed");
    nH = fmax(fabs(ev[0]), fabs(ev[d - 1]));
    Lp = mm_smoothness_bound(in);
    if (Lp > 0) tight = fmax(tight, nH / Lp);
    mm_prop_record(&pr, k, nH - Lp, in, "|H| = %g, L_p = %g, |p| = %g, loss %s", nH, Lp, len, mm_loss_name(in->loss));
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_log_info("smoothness bound: max |H|/L_p over %d points = %.3f", pr.trials, tight);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(tight > 0.05, "the bound is vacuous on these instances: max |H|/L_p = %g", tight);
}

@ @<Fill |H| with the central-difference Hessian at |p|@>=
for (int j = 0; j < d; j++) {
  double x0 = p[j], h = 1e-4;
  p[j] = x0 + h; mm_grad_p(in, p, gp);
  p[j] = x0 - h; mm_grad_p(in, p, gm);
  p[j] = x0;
  for (int c = 0; c < d; c++) H[j * d + c] = (gp[c] - gm[c]) / (2 * h);
}
for (int j = 0; j < d; j++)
  for (int c = 0; c < j; c++) H[j * d + c] = H[c * d + j] = 0.5 * (H[j * d + c] + H[c * d + j]);

@ The check above cannot see a bound that is smaller than (5) but still
above $\norm{H}$ on the draws, and (5) is loose by design (its tightness
is reported). So (5) is also evaluated by hand on one input with two
tokens in $d=1$ ($W=1$, $v=1$, $Y=1$), where $D=\vert x_1-x_2\vert=2$ and
$\Delta=2$ and every supremum of the derivation is a closed form. With
$\sigma$ the logistic function and scores $(1,-1)$ the interval contains
$0$: logistic $L_p={1\over4}\cdot{4\cdot4\over16}+\sigma(1){2\cdot4\over4}
={1\over4}+2\sigma(1)$, exponential $e\cdot1+e\cdot2=3e$, correlation $2$.
Scores $(3,1)$ lie right of $0$: logistic $\sigma(1)\sigma(-1)+2\sigma(-1)$;
scores $(-1,-3)$ lie left of it: $\sigma(-1)\sigma(1)+2\sigma(3)$. These
exercise all three branches of the point nearest $0$. Each side is a few
correctly rounded operations: rung $16\epsilon$ relative.
@<Model checks: tests@>=
Test(model, smoothness_bound_has_its_closed_form_on_two_tokens)
{
  static const double x[3][2] = {{1.0, -1.0}, {3.0, 1.0}, {-1.0, -3.0}};
  double sp = 1.0 / (1.0 + exp(-1.0)), sm = 1.0 / (1.0 + exp(1.0)), s3 = 1.0 / (1.0 + exp(-3.0));
  double want[3][3] = {{0.25 + 2 * sp, 3 * exp(1.0), 2.0}, {sp * sm + 2 * sm, 0, 0}, {sm * sp + 2 * s3, 0, 0}};
  static const mm_loss_kind kinds[3] = {MM_LOSS_LOGISTIC, MM_LOSS_EXPONENTIAL, MM_LOSS_CORRELATION};
  int T[1] = {2};
  for (int c = 0; c < 3; c++)
    for (int l = 0; l < (c == 0 ? 3 : 1); l++) {
      mm_instance *in = mm_instance_new(1, T, 1);
      double got;
      cr_assert(in != NULL);
      in->v[0] = 1.0; in->X[0] = x[c][0]; in->X[1] = x[c][1]; in->loss = kinds[l];
      cr_assert(mm_instance_refresh(in) == MM_OK);
      got = mm_smoothness_bound(in);
      cr_assert(fabs(got - want[c][l]) <= 16 * DBL_EPSILON * want[c][l],
        "scores (%g, %g), %s loss: L_p = %.17g, closed form %.17g", x[c][0], x[c][1], mm_loss_name(kinds[l]), got, want[c][l]);
      mm_instance_free(in);
    }
}

@*1 The generators.
A known-answer test in the manner of the Stanford GraphBase's |test_flip|:
the first outputs of the stream for seed $0$, trial $0$ and the thousandth
output for seed $20231210$, trial $7$, computed by an independent
implementation of splitmix64 and xoshiro256** (written separately in
Python for this check). Any change to the generator changes every instance
of every check, so it must be deliberate.
@^known-answer test@>
@<Model checks: tests@>=
Test(gen, xoshiro_known_answers)
{
  mm_rng r;
  uint64_t x = 0;
  mm_rng_seed(&r, 0, 0);
  cr_assert(mm_rng_next(&r) == 0x99ec5f36cb75f2b4ULL, "first output of stream (0,0)");
  cr_assert(mm_rng_next(&r) == 0xbf6e1f784956452aULL, "second output of stream (0,0)");
  cr_assert(mm_rng_next(&r) == 0x1a5f849d4933e6e0ULL, "third output of stream (0,0)");
  mm_rng_seed(&r, 20231210, 7);
  for (int k = 0; k < 1000; k++) x = mm_rng_next(&r);
  cr_assert(x == 0x23361fe89a456bcbULL, "1000th output of stream (20231210,7): %llx", (unsigned long long)x);
}

@ Integers in $[lo,hi]$: over $N=40\,000$ draws from $[-1,2]$ every value
must occur, none outside, and each count $c_v$ lies within five standard
deviations $5\sqrt{N\cdot{1\over4}\cdot{3\over4}}\approx433$ of $N/4$ (an
honest generator fails with probability below $10^{-5}$); an interval of
one value returns that value. An off-by-one in the span (values $lo$ to
$hi-1$ only) leaves $c_2=0$.
@<Model checks: tests@>=
Test(gen, integers_cover_their_closed_interval)
{
  mm_rng r;
  const int N = 40000;
  long c[4] = {0, 0, 0, 0};
  mm_rng_seed(&r, mm_prop_seed(), 98);
  for (int k = 0; k < N; k++) {
    int v = mm_rng_int(&r, -1, 2);
    cr_assert(v >= -1 && v <= 2, "draw %d: %d outside [-1, 2]", k, v);
    c[v + 1]++;
  }
  for (int v = 0; v < 4; v++)
    cr_assert(labs(4 * c[v] - N) <= 4 * 433, "value %d drawn %ld times of %d (expected %d)", v - 1, c[v], N, N / 4);
  cr_assert(mm_rng_int(&r, 5, 5) == 5, "an interval of one value");
}

@ The normal deviates: over $N=2\cdot10^5$ draws the sample mean has
standard deviation $N^{-1/2}\approx0.0022$ and the sample variance
$\sqrt{2/N}\approx0.0032$; a five-sigma band is the tolerance, so a wrong
transform (a missing factor 2, a sine for a cosine with the wrong range)
fails while an honest generator fails with probability below $10^{-6}$.
@<Model checks: tests@>=
Test(gen, normal_deviates_have_mean_zero_and_unit_variance)
{
  mm_rng r;
  const int N = 200000;
  double s = 0.0, s2 = 0.0, m, var;
  mm_rng_seed(&r, mm_prop_seed(), 99);
  for (int k = 0; k < N; k++) { double z = mm_rng_normal(&r); s += z; s2 += z * z; }
  m = s / N; var = s2 / N - m * m;
  cr_assert(fabs(m) < 5.0 / sqrt(N), "sample mean %g", m);
  cr_assert(fabs(var - 1.0) < 5.0 * sqrt(2.0 / N), "sample variance %g", var);
}

@ Generated instances honour their options: with |chosen_opt| the chosen
token's score exceeds every other score of its input by at least |gap|
(minus rounding: $16\epsilon$ of the score's size); with |assumption_B| the
other scores of an input agree to within $2^{8}\epsilon$ of their size,
since each is set by one rank-one edit whose rounding is a few $\epsilon$
times $\norm{x}\norm{v}$.
@^Assumption B@>
@<Model checks: tests@>=
Test(gen, generated_instances_satisfy_their_hypotheses)
{
  mm_prop pr;
  mm_prop_begin(&pr, "gen", "hypotheses_hold", "chosen optimal token; Assumption B in odd trials",
    "violation of the gap or of B, relative to the score scale, in eps", 256.0, 500);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; mm_gen_options o = mm_gen_defaults();
    int opt[8]; double worst = 0.0;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    o.chosen_opt = 1; o.assumption_B = k % 2; o.n_max = 6; o.T_max = 8; o.d_max = 6;
    o.random_W = k % 3 == 0;
    in = mm_gen_instance(&r, &o, opt);
    for (int i = 0; i < in->n; i++) {
      const double *gam = in->gamma + in->off[i];
      double scale = 1.0, other = NAN;
      for (int t = 0; t < in->T[i]; t++) scale = fmax(scale, fabs(gam[t]));
      for (int t = 0; t < in->T[i]; t++) if (t != opt[i]) {
        worst = fmax(worst, (gam[t] + o.gap - gam[opt[i]]) / (scale * DBL_EPSILON));
        if (o.assumption_B) {
          if (isnan(other)) other = gam[t];
          worst = fmax(worst, fabs(gam[t] - other) / (scale * DBL_EPSILON));
        }
      }
    }
    mm_prop_record(&pr, k, worst, in, "Assumption B %d", o.assumption_B);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The paper's instances.
Each instance of |mm_example| is compared with the numbers of the
authors' public code (\secref{E1}--\secref{E4}): its shape $(n, T_i, d)$, its labels, and the scores
$\gamma_{it}=Y_iv^Tx_{it}$, which the experiments' outcomes depend on. The
expected values are typed in from that code, not computed by the code
under test; they are exact decimal fractions, so the scores must match to
$16\epsilon$ (a dot product of three terms, one of them non-zero). E2's
tokens are random, so only its shape and its scores are fixed: $1$ for the
first token of every input, $0.5$ for the others (the third coordinate
carries the score and was set exactly). E4 is taken at $C=7$.
@^E1@> @^E2@> @^E3@> @^E4@>
@<Model checks: subroutines@>=
typedef struct {
  char name[16];
  int n, T, d;
  double Y[3];
  double gamma[21]; /* scores of all tokens, input by input */
} example_case;
static example_case example_cases[] = {
  {"E1a", 1, 3, 3, {1}, {1, 0.9, 0.9}},
  {"E1b", 1, 3, 3, {1}, {1, 0.9, 0}},
  {"E2", 3, 7, 3, {1, 1, 1}, {1, .5, .5, .5, .5, .5, .5, 1, .5, .5, .5, .5, .5, .5, 1, .5, .5, .5, .5, .5, .5}},
  {"E3-tight", 3, 2, 2, {1, -1, 1}, {0, 1, 0, 1, 0, 1}},
  {"E3-relaxed", 3, 2, 2, {1, -1, 1}, {0, 1, 0, 1, 0, 1.5}},
  {"E4", 2, 2, 3, {1, 1}, {0, 7, 0, 1}},
};

@ @<Model checks: tests@>=
ParameterizedTestParameters(gen, paper_instances_match_the_authors_code)
{
  return cr_make_param_array(example_case, example_cases, sizeof example_cases / sizeof example_cases[0]);
}
ParameterizedTest(example_case *e, gen, paper_instances_match_the_authors_code)
{
  mm_instance *in = mm_example(e->name, 7.0);
  cr_assert(in != NULL, "%s: %s", e->name, mm_error_message());
  cr_assert(in->n == e->n && in->d == e->d, "%s: n = %d, d = %d", e->name, in->n, in->d);
  for (int i = 0; i < in->n; i++) {
    cr_assert(in->T[i] == e->T, "%s: input %d has %d tokens", e->name, i, in->T[i]);
    cr_assert(in->Y[i] == e->Y[i], "%s: Y[%d] = %g", e->name, i, in->Y[i]);
  }
  for (int r = 0; r < in->off[in->n]; r++)
    cr_assert(fabs(in->gamma[r] - e->gamma[r]) <= 16 * DBL_EPSILON * fmax(1.0, fabs(e->gamma[r])),
      "%s: score of row %d is %.17g, the authors' code says %g", e->name, r, in->gamma[r], e->gamma[r]);
  mm_instance_free(in);
}
