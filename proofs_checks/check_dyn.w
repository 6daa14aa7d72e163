@*Checks of the dynamics.
\lbl{chk:dyn}{\sl Statements:\/} the log-domain evaluation, \fnsec{mm_dyn_evaluate}, and the regularization paths, \secref{regpath}.
This chapter checks the mechanics of the dynamics chapter: that its
log-domain evaluation agrees with the plain formula where both are
representable and with a long double reference where only the latter is;
that gradient descent with $\eta=1/L_p$ descends; that normalised steps
have length $\eta$; that $W$-training is $q$-training; that the paper's E1
experiments end where the authors' code and presentation say; and that the regularization paths
are what they claim. The theorem checks built on these methods belong to a
later chapter. The suite is \.{dyn} in the verification report.

@(check_dyn.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include "prop.h"
#include "dyn.h"
#include "dyn_internal.h"
#ifdef _OPENMP
#include <omp.h>
#endif
#include "svm.h"
#include "tokens.h"
#include "path_ref.h"
#define DV2(a, b) ((double[]){(a), (b)}) /* a literal vector of two doubles */
#define DV3(a, b, c) ((double[]){(a), (b), (c)})
@<Dyn checks: subroutines@>@;
@<Dyn checks: tests@>@;

@ Instances are drawn as in the model checks: $n\le4$, $T_i\le5$, $d\le5$,
the loss cycling with the trial number, random labels, $W=I+0.3G$ in odd
trials. The query has a Gaussian direction and the length |len|.
@<Dyn checks: subroutines@>=
static mm_instance *draw(mm_rng *r, int trial, double len, double *p)
{
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  double nz;
  o.loss = (mm_loss_kind)(trial % 3);
  o.random_W = trial % 2;
  in = mm_gen_instance(r, &o, NULL);
  cr_assert(in != NULL, "generator failed: %s", mm_error_message());
  for (int j = 0; j < in->d; j++) p[j] = mm_rng_normal(r);
  nz = mm_norm(p, in->d);
  for (int j = 0; j < in->d; j++) p[j] *= len / nz;
  return in;
}
static double max_key_norm(const mm_instance *in)
{
  double m = 0.0;
  for (int t = 0; t < in->off[in->n]; t++) m = fmax(m, mm_norm(in->K + (size_t)t * in->d, in->d));
  return m;
}

@ The long double reference. It shares no code with the chapter: logits
accumulated in |long double|, the softmax by |expl| after subtracting the
largest logit (|long double| has the exponent range of $e^{\pm11356}$, so
weights down to $e^{-11000}$ are normal numbers), the margin as
$u=\gamma_r+\sum_ts_t(\gamma_t-\gamma_r)$, and the covariance in its pairwise
form ${1\over2}\sum_{t,\tau}s_ts_\tau(\gamma_t-\gamma_\tau)(k_t-k_\tau)$, which
has no centring at all; the norm is taken after dividing by the largest
component, since the squares of components of size $e^{-10^4}$ underflow
even in |long double|. Its relative rounding, $2^{-63}$ per operation, is
$2^{11}$ times finer than that of double. It returns $\log\norm{\nabla L}$ and
writes the unit direction.
@<Dyn checks: subroutines@>=
static long double ref_dloss(mm_loss_kind k, long double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return -1.0L / (1.0L + expl(u));
  case MM_LOSS_EXPONENTIAL: return -expl(-u);
  default: return -1.0L;
  }
}
static double ref_unit(const long double *g, int d, double *dir);
static double ref_gradient(const mm_instance *in, const double *p, double *dir)
{
  int d = in->d;
  long double g[8] = {0}, s[64];
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
    int T = in->T[i], r = 0;
    long double a[64], z = 0.0L, u = 0.0L, c;
    for (int t = 0; t < T; t++) {
      a[t] = 0.0L;
      for (int j = 0; j < d; j++) a[t] += (long double)K[t * d + j] * p[j];
      if (a[t] > a[r]) r = t;
    }
    for (int t = 0; t < T; t++) z += expl(a[t] - a[r]);
    for (int t = 0; t < T; t++) s[t] = expl(a[t] - a[r]) / z;
    for (int t = 0; t < T; t++) u += s[t] * ((long double)gam[t] - gam[r]);
    c = ref_dloss(in->loss, u + gam[r]) / in->n;
    for (int t = 0; t < T; t++)
      for (int tau = t + 1; tau < T; tau++)
        for (int j = 0; j < d; j++)
          g[j] += c * s[t] * s[tau] * ((long double)gam[t] - gam[tau]) * ((long double)K[t * d + j] - K[tau * d + j]);
  }
  return ref_unit(g, d, dir);
}
static double ref_unit(const long double *g, int d, double *dir)
{
  long double nr = 0.0L, gmax = 0.0L;
  for (int j = 0; j < d; j++) gmax = fmaxl(gmax, fabsl(g[j]));
  if (gmax == 0.0L) { memset(dir, 0, sizeof(double) * (size_t)d); return -INFINITY; }
  for (int j = 0; j < d; j++) nr += (g[j] / gmax) * (g[j] / gmax); /* scaled: $g_j^2$ itself may underflow */
  nr = sqrtl(nr);
  for (int j = 0; j < d; j++) dir[j] = (double)(g[j] / gmax / nr);
  return (double)(logl(gmax) + logl(nr));
}

@*1 The log-domain evaluation against the plain formula.
Where the softmax is not saturated, |mm_grad_p| of the model chapter is
accurate and |mm_dyn_evaluate| must agree with it. Both are sums over inputs
of $\ell'(u_i)$ times a covariance; their rounding errors are bounded by a
small multiple of $T\epsilon$ times the scale
$S={1\over n}\sum_i\vert\ell'\vert_{\max,i}(\max_t\vert\gamma_{it}\vert+\Delta_i)
\max_t\norm{k_{it}}$, the size of the largest term either formula forms (the
plain formula rounds $u_i$, of size $\max\vert\gamma\vert$, and subtracts it
from the scores). So the statistic is $\norm{g_{\log}-g_{\rm plain}}/(T_{\max}
\epsilon S)$ and the tolerance is the rung $16$: a few roundings per term.
The same statistic is used for the $v$-gradient of joint training against
|mm_grad_v|, with $\max_t\norm{x_{it}}$ in place of the key norm, and the
risk must agree to $16T_{\max}\epsilon$ relative to $\max\vert\ell\vert$. The
query has length log-uniform in $[10^{-2},3]$, adversarially in $[3,10]$,
where logit gaps reach about $30$ and the plain formula is still right to a
few digits more than the tolerance asks.
@<Dyn checks: tests@>=
Test(dyn, log_domain_gradient_matches_plain_formula)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "log_grad_vs_plain", "|p| in [1e-2, 10]",
    "|g_log - g_plain| / (T eps S), p- and v-gradients and risk", 16.0, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gp[8], gv[8], gvp[8], len, S = 0.0, Sv = 0.0, Lmax = 0.0, e, ev, eL;
    mm_dyn_value val;
    mm_instance *in;
    int Tm;
    mm_prop_rng(&pr, k, &r);
    len = mm_prop_adversarial(k) ? 3.0 * pow(10.0 / 3.0, mm_rng_uniform(&r)) : 0.01 * pow(300.0, mm_rng_uniform(&r));
    in = draw(&r, k, len, p);
    Tm = mm_instance_max_tokens(in);
    @<Compute the scales $S$, $S_v$ and $\max\vert\ell\vert$ of the instance@>@;
    cr_assert(mm_dyn_evaluate_full(in, in->K, p, g, gv, &val) == MM_OK);
    mm_grad_p(in, p, gp); mm_grad_v(in, p, gvp);
    e = ev = 0.0;
    for (int j = 0; j < in->d; j++) {
      double x = exp(val.log_gnorm) * g[j] - gp[j], y = exp(val.log_gvnorm) * gv[j] - gvp[j];
      e += x * x; ev += y * y;
    }
    eL = fabs(val.risk - mm_risk(in, p)) / (Lmax * Tm * DBL_EPSILON);
    mm_prop_record(&pr, k, fmax(eL, fmax(sqrt(e) / (Tm * DBL_EPSILON * S), sqrt(ev) / (Tm * DBL_EPSILON * Sv))), in,
      "loss %s, |p| = %g, p-error %g, v-error %g, risk error %g", mm_loss_name(in->loss), len,
      sqrt(e) / (Tm * DBL_EPSILON * S), sqrt(ev) / (Tm * DBL_EPSILON * Sv), eL);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Compute the scales...@>=
for (int i = 0; i < in->n; i++) {
  const double *gam = in->gamma + in->off[i];
  double m = gam[0], M = gam[0], A = 0.0, kx = 0.0, xx = 0.0, dl;
  for (int t = 0; t < in->T[i]; t++) {
    m = fmin(m, gam[t]); M = fmax(M, gam[t]); A = fmax(A, fabs(gam[t]));
    kx = fmax(kx, mm_norm(in->K + (size_t)(in->off[i] + t) * in->d, in->d));
    xx = fmax(xx, mm_norm(in->X + (size_t)(in->off[i] + t) * in->d, in->d));
  }
  dl = fabs(mm_dloss(in->loss, m));
  S += dl * (A + M - m) * kx / in->n;
  Sv += dl * xx / in->n;
  Lmax = fmax(Lmax, fmax(fabs(mm_loss(in->loss, m)), fabs(mm_loss(in->loss, M))));
}

@*1 The log-domain evaluation against the long double reference.
Now the logits reach $A=\max_t\vert a_t\vert$ log-uniform in $[50,5000]$,
where the plain double formula has lost its direction (gaps above $36$)
and, for most trials, every tail weight (gaps above $745$). The reference
still represents everything. The errors of the chapter's computation are
dominated by the logits: each is rounded with an absolute error of a few
$\epsilon A$, which changes every weight by that relative amount and
$\log\norm{\nabla L}$ by the same absolute amount; the direction moves by at
most that much times the cancellation factor of the sum, which is of order
one here. The statistic is therefore the larger of the direction error
$\norm{\hat g-\hat g_{\rm ref}}$ and the log-norm error, divided by
$\epsilon(1+A)$, with the rung $16$. Trials whose reference gradient is zero
or whose gap exceeds the long double range are skipped.
@<Dyn checks: tests@>=
Test(dyn, log_domain_gradient_matches_long_double_reference)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "log_grad_vs_long_double", "max |logit| in [50, 5000]",
    "max(|dir - dir_ref|, |log|g| - log|g_ref||) / (eps (1 + A))", 16.0, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gr[8], A, lr, e;
    mm_dyn_value val;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    A = 50.0 * pow(100.0, mm_rng_uniform(&r));
    in = draw(&r, k, 1.0, p);
    for (int j = 0; j < in->d; j++) p[j] *= A / max_key_norm(in);
    A = 0.0;
    for (int t = 0; t < in->off[in->n]; t++) A = fmax(A, fabs(mm_dot(in->K + (size_t)t * in->d, p, in->d)));
    lr = ref_gradient(in, p, gr);
    if (lr == -INFINITY || !isfinite(lr)) { mm_prop_skip(&pr, "reference gradient zero or out of long double range"); mm_instance_free(in); continue; }
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK);
    e = fmax(mm_dist(g, gr, in->d), fabs(val.log_gnorm - lr));
    mm_prop_record(&pr, k, e / (DBL_EPSILON * (1.0 + A)), in, "loss %s, A = %g, log|g| = %.17g vs %.17g",
      mm_loss_name(in->loss), A, val.log_gnorm, lr);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too many skips: %s", mm_prop_summary(&pr));
}

@*1 Runner-ups that share the dominant score.
The evaluation scales each input by its runner-up. When the tokens within
$e^{-708}$ of the runner-up all have the dominant token's score and the
tokens that differ in score lie further below, the first level keeps no
term that differs in score; the dynamics chapter then switches to its second
level. These checks build exactly that configuration and compare with
answers that can represent it. An evaluation without the second level
returns $\log\norm{\nabla L}=-\infty$ on both known answers below, fails
the random property on $176$ of its $300$ draws at the default scale, and
returns a zero direction, not an error, in the undecidable case: the checks
can see the defect they guard against.

The instances carry the score in a coordinate that attention does not see,
as E1 does: $v=e_d$ and $W={\rm diag}(1,\ldots,1,0)$, so $\gamma_{it}=Y_ix_{it,d}$
and the keys are the other coordinates, and both are set exactly (products
with $\pm1$ and sums with zeros round to nothing). A key with logit $a_r-g$
is $k_r-(g/R)\hat p+w$ with $w\perp\hat p$ random, where $p=R\hat p$.
@<Dyn checks: subroutines@>=
static mm_instance *blind_instance(int n, const int *T, int d, mm_loss_kind loss)
{
  mm_instance *in = mm_instance_new(n, T, d);
  cr_assert(in != NULL, "%s", mm_error_message());
  in->loss = loss;
  memset(in->W, 0, sizeof(double) * (size_t)d * d);
  for (int j = 0; j + 1 < d; j++) in->W[j * d + j] = 1.0;
  memset(in->v, 0, sizeof(double) * (size_t)d);
  in->v[d - 1] = 1.0;
  return in;
}
static void set_blind_token(mm_instance *in, int i, int t, const double *key, double score)
{
  double *x = in->X + (size_t)(in->off[i] + t) * in->d;
  memcpy(x, key, sizeof(double) * (size_t)(in->d - 1));
  x[in->d - 1] = in->Y[i] * score; /* $\gamma=Y_ix_d$ exactly */
}

@ Two known answers, with the correlation loss ($\ell'=-1$) and $p=(1,0,0)$.
{\it First,} one input of three tokens: $k_r=0$, $k_1=(-1,0)$, $k_2=(-1001,1)$
(the third coordinate is the score), $\gamma_r=\gamma_1=0$, $\gamma_2=-1$.
The runner-up has the dominant score and the token that differs is
$e^{-1000}$ below it. By the pairwise form of the covariance,
$\nabla L=-\sum_{t<\tau}s_ts_\tau(\gamma_t-\gamma_\tau)(k_t-k_\tau)=
s_2\bigl(-(1001-s_1),\,1,\,0\bigr)$ up to a relative $s_2$, with
$s_1=1/(1+e)$ and $\log s_2=-1001-\log(1+e^{-1})$ to the same precision; and
$L-L_\star=\Delta=s_2$. {\it Second,} two inputs: one with two tokens
$k=0$ and $k=(0,1)$ of equal score (its term is exactly zero, but its weight
$1/2$ is the largest), and one with $k_r=0$, $k_1=(-800,1)$, $\gamma_r=0$,
$\gamma_1=-1$, so that $\nabla L={1\over2}s_1s_r(-800,1,0)$ with $\log s_1=-800$
and $\log s_r=0$ to within $e^{-800}$. The logits are integers, computed
exactly, so both answers hold to a few roundings of the formulas: the
statistic is the error of the direction and of $\log\norm{\nabla L}$ (and of
$\log(L-L_\star)$ in the first case) in units of $\epsilon(1+A)$, $A=1001$,
with the rung $16$ as in the reference check above.
@<Dyn checks: tests@>=
Test(dyn, tied_runner_up_known_answers)
{
  int T1[1] = {3}, T2[2] = {2, 2};
  double p[3] = {1.0, 0.0, 0.0}, g[3], e[3], s1 = 1.0 / (1.0 + M_E), ls2 = -1001.0 - log1p(exp(-1.0)), a, lg, err;
  mm_dyn_value val;
  mm_instance *in = blind_instance(1, T1, 3, MM_LOSS_CORRELATION);
  set_blind_token(in, 0, 0, DV2(0.0, 0.0), 0.0);
  set_blind_token(in, 0, 1, DV2(-1.0, 0.0), 0.0);
  set_blind_token(in, 0, 2, DV2(-1001.0, 1.0), -1.0);
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
  a = hypot(1001.0 - s1, 1.0);
  e[0] = -(1001.0 - s1) / a; e[1] = 1.0 / a; e[2] = 0.0;
  lg = ls2 + log(a);
  err = fmax(mm_dist(g, e, 3), fmax(fabs(val.log_gnorm - lg), fabs(val.log_excess - ls2))) / (DBL_EPSILON * 1002.0);
  cr_expect(err <= 16.0, "three tokens: log|g| = %.17g (expected %.17g), log(L - L*) = %.17g (expected %.17g), "
    "direction (%.17g, %.17g, %.17g); error %g eps (1 + A)", val.log_gnorm, lg, val.log_excess, ls2, g[0], g[1], g[2], err);
  mm_instance_free(in);
  in = blind_instance(2, T2, 3, MM_LOSS_CORRELATION);
  set_blind_token(in, 0, 0, DV2(0.0, 0.0), 0.0);
  set_blind_token(in, 0, 1, DV2(0.0, 1.0), 0.0);
  set_blind_token(in, 1, 0, DV2(0.0, 0.0), 0.0);
  set_blind_token(in, 1, 1, DV2(-800.0, 1.0), -1.0);
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
  a = hypot(800.0, 1.0);
  e[0] = -800.0 / a; e[1] = 1.0 / a; e[2] = 0.0;
  lg = -log(2.0) - 800.0 + log(a);
  err = fmax(mm_dist(g, e, 3), fabs(val.log_gnorm - lg)) / (DBL_EPSILON * 801.0);
  cr_expect(err <= 16.0, "equal-score input beside a tail input: log|g| = %.17g (expected %.17g), "
    "direction (%.17g, %.17g, %.17g); error %g eps (1 + A)", val.log_gnorm, lg, g[0], g[1], g[2], err);
  mm_instance_free(in);
}

@ Exact zeros, decided and undecided. One input has $k_r=0$ and two tokens
with the keys $(0,\pm1)$, all three logits $0$ at $p=(1,0,0)$, and the
scores $0,1,1$: its weights $w_t$ are equal on the two keys, which cancel
exactly, and its weight $\rho=1/3$ is far above that of a second input
with $k_r=0$, $k_1=(-800,1)$, $\gamma_r=0$, $\gamma_1=-1$ and the logistic
loss. The true term of the first input is zero by symmetry, and the
evaluation must now prove it so (the keys are symmetric about $k_r$, the
scores equal, and the logits equal in exact arithmetic) and return the
second input's term: $\ell'(u_1)=-{1\over2}$ and
$h_1=s_1(\gamma_1-u_1)k_1$, so $\nabla L={1\over4}s_1(1-s_1)(-800,1,0)$ with
$\log s_1=-800$, both to within $e^{-800}$; statistic and rung as in the
known answers above. The previous version returned |MM_ENUMERIC| here.

The undecidable case is the same configuration with keys that are
symmetric but whose logits are equal only in double precision:
$k_{1,2}=\pm(1,2^{-60},-1)$ at $p=(1,1,1)$, where both logits round to $0$
(the sum $(1+2^{-60})-1$) while the true ones are $\pm2^{-60}$. The computed
term is exactly zero, the true one is not, and it outweighs the second
input; the evaluation must refuse with |MM_ENUMERIC| and a message, and
must not write a direction that could be mistaken for a result. The same
holds for the $v$-gradient: with $x_r=0$ and tokens $\pm(1,2^{-60},-1,1)$
(the last coordinate the score) the computed $X_0^Ts_0$ is exactly zero,
the true one is not, and beside it an input of margin $1000$ under the
exponential loss has a term of weight $e^{-1000}$ only. With the exact
tokens $\pm(0,1,1)$ instead, at $p=(1,0,0)$, the symmetry is exact, the
term is zero, and $\nabla_vL$ is the second input's: with its tokens
$(0,1,1000)$ and $(-1,0,1000)$, $\nabla_vL=-{1\over2}e^{-1000}
(-s_1,s_r,1000)$ where $s_1=1-s_r=e^{-1}/(1+e^{-1})$.
@<Dyn checks: tests@>=
Test(dyn, exact_zeros_decided_and_undecided)
{
  int T[2] = {3, 2};
  double p[3] = {1.0, 0.0, 0.0}, p4[4] = {1.0, 1.0, 1.0, 0.0}, g[4], gv[4], e[3], a, lg, err, s1, sr;
  mm_dyn_value val;
  mm_instance *in = blind_instance(2, T, 3, MM_LOSS_LOGISTIC);
  set_blind_token(in, 0, 0, DV2(0.0, 0.0), 0.0);
  set_blind_token(in, 0, 1, DV2(0.0, 1.0), 1.0);
  set_blind_token(in, 0, 2, DV2(0.0, -1.0), 1.0);
  set_blind_token(in, 1, 0, DV2(0.0, 0.0), 0.0);
  set_blind_token(in, 1, 1, DV2(-800.0, 1.0), -1.0);
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "symmetric zero: %s", mm_error_message());
  a = hypot(800.0, 1.0);
  e[0] = -800.0 / a; e[1] = 1.0 / a; e[2] = 0.0;
  lg = -800.0 - log(4.0) + log(a);
  err = fmax(mm_dist(g, e, 3), fabs(val.log_gnorm - lg)) / (DBL_EPSILON * 801.0);
  cr_expect(err <= 16.0, "symmetric zero beside a tail input: log|g| = %.17g (expected %.17g), "
    "direction (%.17g, %.17g, %.17g); error %g eps (1 + A)", val.log_gnorm, lg, g[0], g[1], g[2], err);
  mm_instance_free(in);
  in = blind_instance(2, T, 4, MM_LOSS_LOGISTIC);
  set_blind_token(in, 0, 0, DV3(0.0, 0.0, 0.0), 0.0);
  set_blind_token(in, 0, 1, DV3(1.0, 0x1p-60, -1.0), 1.0);
  set_blind_token(in, 0, 2, DV3(-1.0, -0x1p-60, 1.0), 1.0);
  set_blind_token(in, 1, 0, DV3(0.0, 0.0, 0.0), 0.0);
  set_blind_token(in, 1, 1, DV3(-800.0, 1.0, 0.0), -1.0);
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_dyn_evaluate(in, p4, g, &val) == MM_ENUMERIC, "status is not MM_ENUMERIC: log|g| = %g", val.log_gnorm);
  cr_assert(strstr(mm_error_message(), "input 0 cancels to exactly zero") != NULL, "message: %s", mm_error_message());
  cr_assert(isnan(g[0]) && isnan(g[1]) && isnan(g[2]) && isnan(val.log_gnorm), "a direction was written");
  mm_instance_free(in);
  for (int c = 0; c < 2; c++) {
    int dd = c ? 3 : 4;
    in = blind_instance(2, T, dd, MM_LOSS_EXPONENTIAL);
    in->Y[0] = in->Y[1] = 1.0;
    set_blind_token(in, 0, 0, DV3(0.0, 0.0, 0.0), 0.0);
    set_blind_token(in, 0, 1, c ? DV2(0.0, 1.0) : DV3(1.0, 0x1p-60, -1.0), 1.0);
    set_blind_token(in, 0, 2, c ? DV2(0.0, -1.0) : DV3(-1.0, -0x1p-60, 1.0), -1.0);
    set_blind_token(in, 1, 0, DV3(0.0, 1.0, 0.0), 1000.0);
    set_blind_token(in, 1, 1, DV3(-1.0, 0.0, 0.0), 1000.0);
    cr_assert(mm_instance_refresh(in) == MM_OK);
    if (c == 0) {
      cr_assert(mm_dyn_evaluate_full(in, in->K, p4, NULL, gv, &val) == MM_ENUMERIC, "v: status is not MM_ENUMERIC: log|g_v| = %g", val.log_gvnorm);
      cr_assert(strstr(mm_error_message(), "v-gradient term of input 0 cancels to exactly zero") != NULL, "message: %s", mm_error_message());
      cr_assert(isnan(gv[0]) && isnan(gv[3]) && isnan(val.log_gvnorm), "a v-direction was written");
    } else {
      cr_assert(mm_dyn_evaluate_full(in, in->K, p, NULL, gv, &val) == MM_OK, "v, symmetric zero: %s", mm_error_message());
      s1 = exp(-1.0) / (1.0 + exp(-1.0)); sr = 1.0 / (1.0 + exp(-1.0));
      a = sqrt(s1 * s1 + sr * sr + 1e6);
      e[0] = s1 / a; e[1] = -sr / a; e[2] = -1000.0 / a;
      lg = -1000.0 - log(2.0) + log(a);
      err = fmax(mm_dist(gv, e, 3), fabs(val.log_gvnorm - lg)) / (DBL_EPSILON * 1001.0);
      cr_expect(err <= 16.0, "v, symmetric zero beside a margin-1000 input: log|g_v| = %.17g (expected %.17g), "
        "direction (%.17g, %.17g, %.17g); error %g eps (1 + A)", val.log_gvnorm, lg, gv[0], gv[1], gv[2], err);
    }
    mm_instance_free(in);
  }
}

@ The property on random instances of that shape. Input $0$, and each other
input with probability $1/2$, is {\it tied\/}: a random dominant token, between
one and $T_i-2$ tokens with gaps uniform in $[0.01,3]$ and the dominant score,
and the rest at gaps $G$ further below the runner-up, with $G$ uniform in
$[700,800]$ in half of them (across the threshold $708$, below which the weights
that differ in score are flushed to zero at the first level) and
log-uniform in $[800,5000]$ otherwise, and scores that differ by
$0.1$ to $1$. The other inputs have all scores equal (probability $1/4$:
their term is exactly zero and must not set the scale) or are plain (gaps
in $[0.5,20]$, random scores). In adversarial trials every input is tied or
equal and the far tokens score below the dominant one, so that every
$\Delta_i$ lies below $e^{-700}$: the case where $\log(L-L_\star)$ needs the
second level too. $n\le4$, $T_i\in[3,5]$, $d\in[3,5]$, $\norm{p}$ log-uniform
in $[1,100]$, the loss cycling with the trial.

The reference is |ref_gradient| above, whose |long double| weights reach
$e^{-11000}$, and for $\log(L-L_\star)$ the loss excess of each input
computed in |long double| from $\Delta_i=\sum_ts_t(M_i-\gamma_{it})$, a sum of
non-negative terms, by |log1pl| and |expm1l|. The error argument is that of
the reference check: the logits, of size up to $A\approx5000$, are rounded
to a few $\epsilon A$, the second level adds $\log\vert\delta_t\vert$ and
subtracts $\mu$ at the same absolute precision, and the sums are of terms of
order one; so the statistic is the largest of the direction error and the
errors of $\log\norm{\nabla L}$ and $\log(L-L_\star)$ in units of
$\epsilon(1+A)$, with the rung $16$.
@<Dyn checks: subroutines@>=
static mm_instance *tied_draw(mm_rng *r, int trial, double *p)
{
  int n = mm_rng_int(r, 1, 4), d = mm_rng_int(r, 3, 5), T[4], adv = mm_prop_adversarial(trial);
  double R = pow(100.0, mm_rng_uniform(r)), ph[8], nr;
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 3, 5);
  in = blind_instance(n, T, d, (mm_loss_kind)(trial % 3));
  for (int j = 0; j + 1 < d; j++) ph[j] = mm_rng_normal(r);
  nr = mm_norm(ph, d - 1);
  for (int j = 0; j + 1 < d; j++) { ph[j] /= nr; p[j] = R * ph[j]; }
  p[d - 1] = 0.0;
  for (int i = 0; i < n; i++) {
    double kind = i == 0 ? 0.0 : mm_rng_uniform(r), kr[8], gr = mm_rng_uniform(r) * 2.0 - 1.0, near = INFINITY;
    int rr = mm_rng_int(r, 0, T[i] - 1), nt = mm_rng_int(r, 1, T[i] - 2), c = 0;
    in->Y[i] = mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
    if (adv && kind >= 0.75) kind = 0.6; /* adversarial: tied or equal only */
    for (int j = 0; j + 1 < d; j++) kr[j] = mm_rng_normal(r);
    set_blind_token(in, i, rr, kr, gr);
    for (int t = 0; t < T[i]; t++) if (t != rr) {
      double key[8], w[8], g, score, wp;
      if (kind < 0.5 && c < nt) { g = 0.01 + 3.0 * mm_rng_uniform(r); score = gr; near = fmin(near, g); c++; }
      else if (kind < 0.5) {
        g = mm_rng_uniform(r) < 0.5 ? 700.0 + 100.0 * mm_rng_uniform(r) : 800.0 * pow(6.25, mm_rng_uniform(r));
        g += near;
        score = gr + (adv || mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0) * (0.1 + 0.9 * mm_rng_uniform(r));
      } else if (kind < 0.75) { g = 0.01 + 3.0 * mm_rng_uniform(r); score = gr; }
      else { g = 0.5 + 19.5 * mm_rng_uniform(r); score = 2.0 * mm_rng_uniform(r) - 1.0; }
      for (int j = 0; j + 1 < d; j++) w[j] = mm_rng_normal(r);
      wp = mm_dot(w, ph, d - 1);
      for (int j = 0; j + 1 < d; j++) key[j] = kr[j] - (g / R) * ph[j] + (w[j] - wp * ph[j]);
      set_blind_token(in, i, t, key, score);
    }
  }
  cr_assert(mm_instance_refresh(in) == MM_OK);
  return in;
}

@ The reference excess, |ref_log_excess|, is the one the path's precision
check below describes (the section on the GMM's ray), for every loss.
@ @<Dyn checks: tests@>=
Test(dyn, tied_runner_up_matches_long_double_reference)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "tied_runner_up_vs_long_double",
    "runner-ups share the dominant score, score-differing tokens 700 to 5000 below them; |p| in [1, 100]",
    "max(|dir - dir_ref|, |log|g| - log|g_ref||, |log(L - L*) - ref|) / (eps (1 + A))", 16.0, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gr[8], A = 0.0, lr, le, e;
    mm_dyn_value val;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = tied_draw(&r, k, p);
    for (int t = 0; t < in->off[in->n]; t++) A = fmax(A, fabs(mm_dot(in->K + (size_t)t * in->d, p, in->d)));
    lr = ref_gradient(in, p, gr);
    le = (double)ref_log_excess(in, p);
    if (!isfinite(lr) || !isfinite(le)) { mm_prop_skip(&pr, "reference gradient or excess zero or out of long double range"); mm_instance_free(in); continue; }
    cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK, "%s", mm_error_message());
    e = fmax(fmax(mm_dist(g, gr, in->d), fabs(val.log_gnorm - lr)), fabs(val.log_excess - le));
    mm_prop_record(&pr, k, e / (DBL_EPSILON * (1.0 + A)), in,
      "loss %s, n = %d, A = %g, log|g| = %.17g vs %.17g, log(L - L*) = %.17g vs %.17g, direction error %g",
      mm_loss_name(in->loss), in->n, A, val.log_gnorm, lr, val.log_excess, le, mm_dist(g, gr, in->d));
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too many skips: %s", mm_prop_summary(&pr));
}

@*1 The $v$-gradient where the dominant token is zero.
Joint training needs $$\nabla_vL={1\over n}\sum_i\ell'(u_i)Y_iX_i^Ts_i.$$ When
an input's dominant token $x_r$ is zero, $X_i^Ts_i=\sum_{t\ne r}s_tx_t$ is
carried by weights that may lie far below $e^{-708}$, and the evaluation
must keep their logarithm; the dynamics chapter describes how. An
evaluation that returns $X_i^Ts_i=0$ with the log-weight
$\log\vert\ell'(u_i)\vert$ lets that weight set the common scale and wipes
out the other inputs: on the known answers below it gives
$\log\norm{\nabla_vL}=-\infty$, and it fails the random property on $167$
of its $300$ draws at the default scale. The evaluation of the dynamics
chapter passes it with the worst statistic $1.4$, and $2.4$ on $3000$ draws
at ten times the trials. The reference
is computed in |long double| by a route of its own: the softmax by |expl|
after subtracting the largest logit, and the plain sum $\sum_ts_tx_t$, with
no centring and no scaling but that of the final norm.
@<Dyn checks: subroutines@>=
static double ref_vgradient(const mm_instance *in, const double *p, double *dir)
{
  int d = in->d;
  long double g[8] = {0};
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d, *X = in->X + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
    int T = in->T[i], r = 0;
    long double a[64], z = 0.0L, u = 0.0L, c;
    for (int t = 0; t < T; t++) {
      a[t] = 0.0L;
      for (int j = 0; j < d; j++) a[t] += (long double)K[t * d + j] * p[j];
      if (a[t] > a[r]) r = t;
    }
    for (int t = 0; t < T; t++) z += expl(a[t] - a[r]);
    for (int t = 0; t < T; t++) u += expl(a[t] - a[r]) / z * gam[t];
    c = ref_dloss(in->loss, u) * in->Y[i] / in->n;
    for (int t = 0; t < T; t++)
      for (int j = 0; j < d; j++) g[j] += c * (expl(a[t] - a[r]) / z) * X[t * d + j];
  }
  return ref_unit(g, d, dir);
}

@ Two known answers, with the exponential loss, $p=(1,0,0)$ and $Y_i=1$, on
the blind instances of the previous section. Input $1$ is the same in both:
the tokens $(0,1,1500)$ and $(-1,0,1500)$ (key, key, score), so that
$u_1=1500$ and its term has the weight $e^{-1500}$, negligible against the
other input's $e^{-1000}$ but not zero. {\it First,} input $0$ has $x_r=0$ and
one more token $x_1=(-1000,0,-1)$, $e^{-1000}$ below it: $\rho$ underflows.
{\it Second,} input $0$ has two zero tokens (one is dominant, the other its
runner-up, so $\rho\approx{1\over2}$) and $x_2=(-1000,0,-1)$ further below, so
that the first-level sum $b$ holds only zeros. In both,
$u_0=-s_{\rm far}$, $\ell'(u_0)=-e^{s_{\rm far}}$ and
$\nabla_vL=-{1\over2}s_{\rm far}x_{\rm far}$ up to a relative $e^{-500}$,
with $\log s_{\rm far}=-1000-\log(1+e^{-1000})$ and
$-1000-\log(2+e^{-1000})$ respectively: the direction is
$(1000,0,1)/\sqrt{1000^2+1}$ and $\log\norm{\nabla_vL}=\log s_{\rm
far}-\log2+\log\sqrt{1000^2+1}$. The logits are integers, computed
exactly, so the statistic and the rung are those of the tied known answers.
@<Dyn checks: tests@>=
Test(dyn, zero_dominant_token_v_gradient_known_answers)
{
  int T[2][2] = {{2, 2}, {3, 2}};
  double p[3] = {1.0, 0.0, 0.0}, g[3], e[3], a = hypot(1000.0, 1.0), ls[2], err;
  ls[0] = -1000.0; ls[1] = -1000.0 - log(2.0);
  e[0] = 1000.0 / a; e[1] = 0.0; e[2] = 1.0 / a;
  for (int c = 0; c < 2; c++) {
    mm_dyn_value val;
    mm_instance *in = blind_instance(2, T[c], 3, MM_LOSS_EXPONENTIAL);
    double lg = ls[c] - log(2.0) + log(a);
    in->Y[0] = in->Y[1] = 1.0;
    set_blind_token(in, 0, 0, DV2(0.0, 0.0), 0.0);
    if (c == 1) set_blind_token(in, 0, 1, DV2(0.0, 0.0), 0.0);
    set_blind_token(in, 0, c + 1, DV2(-1000.0, 0.0), -1.0);
    set_blind_token(in, 1, 0, DV2(0.0, 1.0), 1500.0);
    set_blind_token(in, 1, 1, DV2(-1.0, 0.0), 1500.0);
    cr_assert(mm_instance_refresh(in) == MM_OK);
    cr_assert(mm_dyn_evaluate_full(in, in->K, p, NULL, g, &val) == MM_OK, "%s", mm_error_message());
    err = fmax(mm_dist(g, e, 3), fabs(val.log_gvnorm - lg)) / (DBL_EPSILON * 1001.0);
    cr_expect(err <= 16.0, "case %d: log|g_v| = %.17g (expected %.17g), direction (%.17g, %.17g, %.17g); error %g eps (1 + A)",
      c + 1, val.log_gvnorm, lg, g[0], g[1], g[2], err);
    mm_instance_free(in);
  }
}

@ The property. Input $0$, and each other input with probability $1/2$ (all
of them in adversarial trials), has a zero dominant token $x_r=0$, with
probability $1/2$ a second zero token beside it, and the other tokens at
gaps $G$ uniform in $[700,800]$ in half of the draws and log-uniform in
$[800,5000]$ otherwise, with scores in $[-1,1]$. The other inputs are
plain: a non-zero dominant token, the rest at gaps in $[0.5,20]$, and
scores $S$ plus a uniform in $[-1,1]$, where $S$ is uniform in $[700,1200]$
with probability $1/2$ (a term of weight about $e^{-S}$ under the logistic
and exponential losses, which an evaluation keeping only the zero term's
log-weight drops against the zero term of a tail input) and $0$ otherwise. $p=e_1$ and the keys' first coordinate is
minus the gap, so the logits are exact; the other coordinates are normal.
$n\le4$, $T_i\in[2,5]$, $d\in[3,5]$, the loss cycling with the trial. The
statistic is the direction error and the error of $\log\norm{\nabla_vL}$ in
units of $\epsilon(1+A)$, with the rung $16$, by the argument of the tied
property: every quantity is formed from the logits at their absolute
precision and from sums of terms of order one.
@<Dyn checks: subroutines@>=
static mm_instance *vtail_draw(mm_rng *r, int trial, double *p)
{
  int n = mm_rng_int(r, 1, 4), d = mm_rng_int(r, 3, 5), T[4], adv = mm_prop_adversarial(trial);
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, 5);
  in = blind_instance(n, T, d, (mm_loss_kind)(trial % 3));
  memset(p, 0, sizeof(double) * (size_t)d);
  p[0] = 1.0;
  for (int i = 0; i < n; i++) {
    int tail = i == 0 || adv || mm_rng_uniform(r) < 0.5, twin = tail && T[i] > 2 && mm_rng_uniform(r) < 0.5;
    double S = !tail && mm_rng_uniform(r) < 0.5 ? 700.0 + 500.0 * mm_rng_uniform(r) : 0.0;
    in->Y[i] = mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
    for (int t = 0; t < T[i]; t++) {
      double key[8], g, score;
      for (int j = 1; j + 1 < d; j++) key[j] = mm_rng_normal(r);
      if (tail && t <= twin) { memset(key, 0, sizeof key); g = 0.0; score = 0.0; } /* $x_r=0$, and its twin */
      else if (tail) {
        g = mm_rng_uniform(r) < 0.5 ? 700.0 + 100.0 * mm_rng_uniform(r) : 800.0 * pow(6.25, mm_rng_uniform(r));
        score = 2.0 * mm_rng_uniform(r) - 1.0;
      } else {
        g = t == 0 ? 0.0 : 0.5 + 19.5 * mm_rng_uniform(r);
        score = S + 2.0 * mm_rng_uniform(r) - 1.0;
      }
      key[0] = -g;
      set_blind_token(in, i, t, key, score);
    }
  }
  cr_assert(mm_instance_refresh(in) == MM_OK);
  return in;
}

@ @<Dyn checks: tests@>=
Test(dyn, zero_dominant_token_v_gradient_matches_long_double_reference)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "zero_dominant_token_v_gradient_vs_long_double",
    "x_r = 0 with the other tokens 700 to 5000 below, beside plain inputs of margin 0 or 700 to 1200",
    "max(|dir_v - dir_ref|, |log|g_v| - log|g_ref||) / (eps (1 + A))", 16.0, 300);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gr[8], A = 0.0, lr, e;
    mm_dyn_value val;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = vtail_draw(&r, k, p);
    for (int t = 0; t < in->off[in->n]; t++) A = fmax(A, fabs(mm_dot(in->K + (size_t)t * in->d, p, in->d)));
    lr = ref_vgradient(in, p, gr);
    if (!isfinite(lr)) { mm_prop_skip(&pr, "reference v-gradient zero or out of long double range"); mm_instance_free(in); continue; }
    cr_assert(mm_dyn_evaluate_full(in, in->K, p, NULL, g, &val) == MM_OK, "%s", mm_error_message());
    e = fmax(mm_dist(g, gr, in->d), fabs(val.log_gvnorm - lr));
    mm_prop_record(&pr, k, e / (DBL_EPSILON * (1.0 + A)), in,
      "loss %s, n = %d, A = %g, log|g_v| = %.17g vs %.17g, direction error %g",
      mm_loss_name(in->loss), in->n, A, val.log_gvnorm, lr, mm_dist(g, gr, in->d));
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too many skips: %s", mm_prop_summary(&pr));
}

@*1 Descent and step lengths.
Gradient descent with $\eta=1/L_p$ must not increase $L$. We run $30$ steps
from $\norm{p}$ log-uniform in $[10^{-2},3]$ (adversarially $[3,30]$, where
the softmax is nearly saturated and the decrease per step is tiny) and
compare consecutive values of $F=\log(L-L_\star)$, which is monotone in $L$
and, unlike $L$, is computed to a relative precision that does not depend
on how close $L$ is to its floor. $F$ is a log-sum of non-negative terms
whose exponents carry the logits' absolute rounding of a few $\epsilon A$
($A$ the largest logit along the run) plus a few $T\epsilon$ from the sums;
so $F$ is right to $2^{12}\epsilon(1+A)$ with room, and the statistic is
$\max_k(F_{k+1}-F_k)/(2^{12}\epsilon(1+A))$ with tolerance $1$. The descent
lemma guarantees $F_{k+1}\le F_k$ exactly; rounding can only make an
exactly-flat step look like a rise of that size. At the default scale $240$
instances are drawn and at least $200$ (five sixths) must be tested, i.e.\
not skipped for a constant risk.
@^descent lemma@>
@<Dyn checks: tests@>=
Test(dyn, gradient_descent_with_step_1_over_Lp_never_increases_risk)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "gd_monotone", "eta = 1/L_p, 30 steps, |p(0)| in [1e-2, 30]",
    "max_k (F(k+1) - F(k)) / (2^12 eps (1 + A)), F = log(L - L*)", 1.0, 240);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], len, A, worst = -INFINITY;
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_traj tr; mm_dyn_result res;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    len = mm_prop_adversarial(k) ? 3.0 * pow(10.0, mm_rng_uniform(&r)) : 0.01 * pow(300.0, mm_rng_uniform(&r));
    in = draw(&r, k, len, p);
    o.method = MM_DYN_GD; o.eta = 0.0; o.max_steps = 30; o.record_every = 1;
    mm_dyn_traj_init(&tr, in->d, NULL, 0, NULL);
    cr_assert(mm_dyn_run(in, &o, p, &tr, &res) == MM_OK, "%s", mm_error_message());
    A = 0.0;
    for (long q = 0; q < tr.rows; q++) A = fmax(A, tr.norm[q] * max_key_norm(in));
    for (long q = 0; q + 1 < tr.rows; q++) worst = fmax(worst, tr.log_excess[q + 1] - tr.log_excess[q]);
    if (tr.rows < 2 || tr.log_excess[0] == -INFINITY) mm_prop_skip(&pr, "risk constant (all scores of every input equal) or no step taken");
    else mm_prop_record(&pr, k, worst / (0x1p12 * DBL_EPSILON * (1.0 + A)), in,
      "loss %s, |p(0)| = %g, eta = %g, rise %g", mm_loss_name(in->loss), len, res.eta, worst);
    mm_dyn_traj_free(&tr);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(6 * pr.passed >= 5 * pr.trials, "fewer than 5/6 of the instances tested (200 of 240 at the default scale): %s", mm_prop_summary(&pr));
}

@ A normalised step $p-\eta\hat g$ has $\norm{p_{k+1}}\le\norm{p_k}+\eta$ by the
triangle inequality. In floating point each coordinate of $p_{k+1}$ is
rounded once after a product that is rounded once, an error of at most
$\epsilon(\norm{p_{k+1}}+\eta)$ in norm, and $\norm{\hat g}$ is $1$ up to
$(d+2)\epsilon$; so
$\norm{p_{k+1}}-\norm{p_k}-\eta\le(d+3)\epsilon(\norm{p_{k+1}}+\eta)$. The
statistic is the left side in units of $\epsilon(\norm{p_{k+1}}+\eta)$ over
$300$ steps with $\eta\in\{0.1,1\}$, and the rung $16$ covers $d\le5$ with
room. So that a method that did not move cannot pass, the statistic also
takes $\vert\norm{p_{k+1}-p_k}-\eta\vert$ in the same unit: every step has length
$\eta$ up to the same roundings. (The norm itself may shrink for a while:
from a poor direction at $\norm{p}=100$ the iterates cross towards a better one.)
@<Dyn checks: tests@>=
Test(dyn, normalised_step_increases_norm_by_at_most_eta)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "ngd_step_length", "NGD, eta in {0.1, 1}, 300 steps",
    "max_k max(|p(k+1)| - |p(k)| - eta, ||p(k+1) - p(k)| - eta|) / (eps (|p(k+1)| + eta))", 16.0, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], worst = -INFINITY;
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_traj tr; mm_dyn_result res;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, mm_prop_adversarial(k) ? 100.0 : 1.0, p);
    o.eta = k % 2 ? 1.0 : 0.1; o.max_steps = 300; o.record_every = 1;
    mm_dyn_traj_init(&tr, in->d, NULL, 0, NULL);
    cr_assert(mm_dyn_run(in, &o, p, &tr, &res) == MM_OK, "%s", mm_error_message());
    for (long q = 0; q + 1 < tr.rows; q++) {
      double u = (tr.norm[q + 1] - tr.norm[q] - o.eta) / (DBL_EPSILON * (tr.norm[q + 1] + o.eta));
      double step = mm_dist(tr.p + (q + 1) * in->d, tr.p + q * in->d, in->d);
      worst = fmax(worst, fmax(u, fabs(step - o.eta) / (DBL_EPSILON * (tr.norm[q + 1] + o.eta))));
    }
    if (tr.rows < 2) mm_prop_skip(&pr, "zero gradient at the start");
    else mm_prop_record(&pr, k, worst, in, "eta = %g, steps %ld", o.eta, res.steps);
    mm_dyn_traj_free(&tr);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Training $W$ is training $q$.
$W$-training and $q$-training with step $\eta\norm{p}^2$ (plain) or
$\eta\norm{p}$ (normalised) are the same dynamics. We compare them in
lockstep over $K=40$ steps: from each $W(k)$, one $W$-step gives $W(k+1)$,
and one $q$-step from $q=W(k)p$ must give $W(k+1)p$. The two computations
differ only by rounding: the product $Wp$ (accumulated in |long double|, one
final rounding per entry), the rank-one update of $W$ (one rounding per
entry, of size up to $\epsilon\vert W_{ab}\vert$, hence at most
$\epsilon\norm{W}_F\norm{p}$ after multiplying by $p$), and the $q$-update
(at most $\epsilon\norm{q}$). So the difference is below
$4\epsilon\norm{W(k+1)}_F\norm{p}$ and the statistic, in units of
$\epsilon\norm{W}_F\norm{p}$, has the rung $16$. Comparing whole trajectories
instead would measure the sensitivity of the dynamics, not the lemma: the
Jacobian of a normalised step is $I-\eta\nabla^2L/\norm{\nabla L}$, which
magnifies rounding without bound where the gradient is small. (The run also
prints that drift for information.) Half the trials use plain steps with
$\eta=1/(L_q\norm{p}^2)$, half normalised steps with $\eta=0.1$.

The same runs check that $W(K)-W(0)$ is rank one with row factor $p^T$: for
a unit $w\perp p$, $(W(K)-W(0))w$ is a sum of the roundings of the $K$
updates and of the final subtraction. Update $k$ adds $\Delta W_k$: the
product that forms an entry of $\Delta W_k$ rounds by at most
$\epsilon\vert(\Delta W_k)_{ab}\vert$ and the addition by at most
$\epsilon\vert W_{ab}(k+1)\vert$, so the rounding matrix of the update has
Frobenius norm at most $\epsilon(\norm{W(k+1)}_F+\norm{\Delta W_k}_F)$, and
$\norm{Rw}\le\norm{R}_F$ for a unit $w$. With the final subtraction,
$$\norm{(W(K)-W(0))w}\le\epsilon S,\qquad S=\sum_{k<K}\bigl(\norm{W(k+1)}_F
  +\norm{\Delta W_k}_F\bigr)+\norm{W(K)}_F+\norm{W(0)}_F.$$
The statistic is the left side divided by $\epsilon S$, tolerance the rung
$16$. The vector $w$ must itself be orthogonal to $p$ to rounding, or the
large rank-one part of $W(K)-W(0)$ leaks into the statistic: one
Gram--Schmidt pass leaves $p^Tw$ of relative size $\epsilon$ only when the
random start is not nearly parallel to $p$, so we orthogonalise twice (the
classical ``twice is enough'').
@^rank one@>
@^Lemma (p and W)@>
@<Dyn checks: tests@>=
Test(dyn, W_training_equals_q_training_and_stays_rank_one)
{
  mm_prop pr, pr1;
  const int K = 40;
  double drift = 0.0;
  mm_prop_begin(&pr, "dyn", "W_vs_q_training", "random W = I + 0.3 G, 40 lockstep steps",
    "max_k |W(k+1) p - (q-step from W(k) p)| / (eps |W(k+1)|_F |p|)", 16.0, 120);
  mm_prop_begin(&pr1, "dyn", "W_update_rank_one", "random W = I + 0.3 G, 40 steps",
    "|(W(K) - W(0)) w| / (eps S), unit w orthogonal to p", 16.0, 120);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], W[64], W0[64], q[8], qf[8], w[8], x[8], e, S, pw, pp, worst = 0.0;
    mm_dyn_options o = mm_dyn_defaults(), oq;
    mm_dyn_result rw, rq;
    mm_instance *in, *qi;
    int d;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, 2 * k + 1, 0.5 + 1.5 * mm_rng_uniform(&r), p);
    d = in->d;
    memcpy(W, in->W, sizeof(double) * d * d); memcpy(W0, W, sizeof(double) * d * d);
    qi = mm_dyn_q_instance(in);
    pp = mm_dot(p, p, d);
    o.method = k % 2 ? MM_DYN_NGD : MM_DYN_GD; o.eta = k % 2 ? 0.1 : 0.0; o.max_steps = 1;
    for (int a = 0; a < d; a++) qf[a] = mm_dot(W0 + a * d, p, d);
    S = mm_norm(W0, d * d);
    for (int step = 0; step < K; step++) {
      double Wprev[64];
      for (int a = 0; a < d; a++) q[a] = mm_dot(W + a * d, p, d);
      memcpy(Wprev, W, sizeof(double) * d * d);
      cr_assert(mm_dyn_train_W(in, p, &o, W, &rw) == MM_OK, "%s", mm_error_message());
      for (int j = 0; j < d * d; j++) Wprev[j] = W[j] - Wprev[j]; /* $\Delta W_k$ */
      S += mm_norm(W, d * d) + mm_norm(Wprev, d * d);
      oq = o; oq.eta = o.method == MM_DYN_GD ? rw.eta * pp : 0.1 * sqrt(pp);
      cr_assert(mm_dyn_run(qi, &oq, q, NULL, &rq) == MM_OK, "%s", mm_error_message());
      cr_assert(mm_dyn_run(qi, &oq, qf, NULL, &rq) == MM_OK, "%s", mm_error_message());
      for (int a = 0; a < d; a++) x[a] = mm_dot(W + a * d, p, d) - q[a];
      worst = fmax(worst, mm_norm(x, d) / (DBL_EPSILON * mm_norm(W, d * d) * sqrt(pp)));
    }
    for (int a = 0; a < d; a++) x[a] = mm_dot(W + a * d, p, d) - qf[a];
    drift = fmax(drift, mm_norm(x, d) / fmax(1.0, mm_norm(qf, d)));
    mm_prop_record(&pr, k, worst, in, "%s", o.method == MM_DYN_GD ? "GD" : "NGD");
    @<Measure $(W(K)-W(0))w$ for a random unit $w\perp p$@>@;
    mm_instance_free(qi); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pr1);
  cr_log_info("W- vs q-training: largest relative drift of whole 40-step trajectories %.3g", drift);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr1.failed == 0, "%s", mm_prop_summary(&pr1));
}

@ @<Measure $(W(K)-W(0))w$...@>=
for (int j = 0; j < d; j++) w[j] = mm_rng_normal(&r);
for (int pass = 0; pass < 2; pass++) { /* Gram--Schmidt twice: see above */
  pw = mm_dot(p, w, d);
  for (int j = 0; j < d; j++) w[j] -= pw / pp * p[j];
}
pw = mm_norm(w, d);
for (int j = 0; j < d; j++) w[j] /= pw;
e = 0.0;
for (int a = 0; a < d; a++) {
  double s = 0.0;
  for (int b = 0; b < d; b++) s += (W[a * d + b] - W0[a * d + b]) * w[b];
  e += s * s;
}
S += mm_norm(W, d * d);
mm_prop_record(&pr1, k, sqrt(e) / (DBL_EPSILON * S), in, "d = %d", d);

@*1 The paper's first experiment.
E1b (\secref{E1}): normalised gradient descent with $\eta=0.1$ and the
logistic loss from the six starts $(0,s,0)$, $s\in\{1,0.5,0,-0.5,-1,-1.5\}$.
The first four must end at the GMM direction $(-10,100,0)/\norm{\cdot}$ and
the last two at the LMM direction $(1,0,0)$ (each start is its own test and
its own row of the report); both are closed forms from the
authors' code and presentation, independent of the code under test. Each start runs to
$\norm{p}=10^4$ ($10^5$ steps). The direction error does not vanish at a
finite norm: the component of $p$ orthogonal to the limit settles at a
finite offset (as the experiments chapter derives for E4), so the angle decays like
$c/\norm{p}$, and on these starts $c\le3$. We require the angle at
$\norm{p}=10^4$ to be at most $10^{-3}$ (a tenth of a degree), which leaves a
factor three over $c/\norm{p}$, while the two candidate directions are
$1.67$ radians apart; and the angle must decrease between $\norm{p}=10^2$,
$10^3$ and $10^4$, which a run drifting between the two would not do.
At $\norm{p}=10^4$ the gradient direction is also compared with the |long
double| reference, along the GMM and along the LMM, with the tolerance
$10^{-12}$ argued for E1a below.
@^E1@>
@<Dyn checks: subroutines@>=
static const double e1_gmm[3] = {-10.0 / 101.0, 100.0 / 101.0, 0.0}, e1_lmm[3] = {1.0, 0.0, 0.0};
static const double e1_starts[6] = {1.0, 0.5, 0.0, -0.5, -1.0, -1.5};
static double run_to_norms(const mm_instance *in, double *p, const double *target, double *angles)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double worst_lg = INFINITY;
  o.max_steps = 200000;
  for (int m = 0; m < 3; m++) {
    o.max_norm = pow(10.0, m + 2);
    cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK, "%s", mm_error_message());
    cr_assert(res.stop == MM_DYN_STOP_NORM, "run stopped by %s at |p| = %g", mm_dyn_stop_name(res.stop), res.norm);
    cr_assert(mm_all_finite(p, 3) && isfinite(res.last.log_gnorm), "NaN or zero gradient at |p| = %g", res.norm);
    angles[m] = mm_dyn_angle(p, target, 3);
    worst_lg = fmin(worst_lg, res.last.log_gnorm);
  }
  return worst_lg;
}

@ @<Dyn checks: tests@>=
static int e1_start_index[6] = {0, 1, 2, 3, 4, 5};
static char e1_name[2][64];
static const char *e1_prop(const char *base, int k, int slot)
{
  snprintf(e1_name[slot], sizeof e1_name[slot], "%s.start_0,%g,0", base, e1_starts[k]);
  return e1_name[slot];
}
ParameterizedTestParameters(dyn, E1b_starts_end_at_the_paper_directions)
{
  return cr_make_param_array(int, e1_start_index, 6);
}
ParameterizedTest(int *start, dyn, E1b_starts_end_at_the_paper_directions)
{
  mm_prop pr, pl;
  mm_instance *in = mm_example("E1b", 0);
  int k = *start;
  double p[3] = {0.0, e1_starts[k], 0.0}, ang[3], g[3], gr[3], lr;
  const double *target = k < 4 ? e1_gmm : e1_lmm;
  mm_dyn_value val;
  mm_prop_begin(&pr, "dyn", e1_prop("E1b_direction", k, 0), "E1b, NGD eta = 0.1, logistic, one of the paper's six starts",
    "angle to the closed-form direction at |p| = 1e4 (radians); fails if not decreasing", 1e-3, 1);
  mm_prop_begin(&pl, "dyn", e1_prop("E1b_direction_vs_long_double", k, 1), "E1b, NGD iterate at |p| = 1e4",
    "|gradient direction - long double reference|", 1e-12, 1);
  pr.trials = pl.trials = 1; /* one deterministic run: \.{MMATTN\_TRIALS} does not apply */
  cr_assert(in != NULL);
  run_to_norms(in, p, target, ang);
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK);
  lr = ref_gradient(in, p, gr);
  mm_prop_record(&pl, 0, mm_dist(g, gr, 3), in, "%s run: log|g| = %.17g, reference %.17g",
    k < 4 ? "GMM" : "LMM", val.log_gnorm, lr);
  mm_prop_record(&pr, 0, (ang[2] < ang[1] && ang[1] < ang[0]) ? ang[2] : INFINITY, in,
    "start (0,%g,0) -> %s: angles %.3g, %.3g, %.3g at |p| = 1e2, 1e3, 1e4", e1_starts[k],
    k < 4 ? "GMM" : "LMM", ang[0], ang[1], ang[2]);
  mm_prop_end(&pr); mm_prop_end(&pl);
  mm_instance_free(in);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pl.failed == 0, "%s", mm_prop_summary(&pl));
}

@ E1a: every start goes to the GMM. Besides the angle, this run checks the
numerical claim of the chapter at $\norm{p}=10^2,10^3,10^4$: no NaN, no zero
gradient (the gradient norm there is about $e^{-10^4}$), and a direction that
agrees with the long double reference to $10^{-12}$. The last is the rung
$2^{12}\epsilon\approx9\cdot10^{-13}$ rounded up, and the argument of the
reference check applies: the logits are of size $10^4$, so each weight has a
relative error of about $10^{4}\epsilon\approx2\cdot10^{-12}$, but here one
tail token outweighs the other by $e^{985}$, so the direction is set by a
single term and its error is that of forming one difference of keys.
@<Dyn checks: tests@>=
ParameterizedTestParameters(dyn, E1a_ngd_reaches_norm_1e4_with_exact_direction)
{
  return cr_make_param_array(int, e1_start_index, 6);
}
ParameterizedTest(int *start, dyn, E1a_ngd_reaches_norm_1e4_with_exact_direction)
{
  mm_prop pr, pl;
  mm_instance *in = mm_example("E1a", 0);
  int k = *start;
  double p[3] = {0.0, e1_starts[k], 0.0}, ang[3], g[3], gr[3], lr;
  mm_dyn_value val;
  mm_prop_begin(&pr, "dyn", e1_prop("E1a_direction", k, 0), "E1a, NGD eta = 0.1, logistic, one of the six starts",
    "angle to the GMM at |p| = 1e4 (radians); fails if not decreasing", 1e-3, 1);
  mm_prop_begin(&pl, "dyn", e1_prop("E1a_direction_vs_long_double", k, 1), "E1a, NGD iterate at |p| = 1e4",
    "|gradient direction - long double reference|", 1e-12, 1);
  pr.trials = pl.trials = 1; /* one deterministic run: \.{MMATTN\_TRIALS} does not apply */
  cr_assert(in != NULL);
  run_to_norms(in, p, e1_gmm, ang);
  mm_prop_record(&pr, 0, (ang[2] < ang[1] && ang[1] < ang[0]) ? ang[2] : INFINITY, in,
    "start (0,%g,0): angles %.3g, %.3g, %.3g", e1_starts[k], ang[0], ang[1], ang[2]);
  cr_assert(mm_dyn_evaluate(in, p, g, &val) == MM_OK);
  lr = ref_gradient(in, p, gr);
  mm_prop_record(&pl, 0, mm_dist(g, gr, 3), in, "log|g| = %.17g, reference %.17g", val.log_gnorm, lr);
  mm_prop_end(&pr); mm_prop_end(&pl);
  mm_instance_free(in);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pl.failed == 0, "%s", mm_prop_summary(&pl));
}

@ Why the log domain is needed, measured: on the same E1a iterate at
$\norm{p}=10^4$ the plain gradient of the model chapter is exactly zero,
and already at $\norm{p}=100$ its direction is wrong. This is a
known-answer test of the failure the dynamics chapter describes; if it ever
stopped failing, the explanation in the book would be wrong.
@<Dyn checks: tests@>=
Test(dyn, plain_formula_fails_where_the_log_domain_does_not)
{
  mm_instance *in = mm_example("E1a", 0);
  double p[3] = {0.0, 0.0, 0.0}, g[3], gl[3], gp[3];
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  mm_dyn_value val;
  o.max_norm = 100.0; o.max_steps = 100000;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  mm_grad_p(in, p, gp); mm_dyn_evaluate(in, p, gl, &val);
  cr_assert(mm_dyn_angle(gp, gl, 3) > 0.1, "at |p| = 100 the plain direction is still right: angle %g", mm_dyn_angle(gp, gl, 3));
  o.max_norm = 1e4;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  mm_grad_p(in, p, g);
  cr_assert(mm_norm(g, 3) == 0.0, "plain gradient at |p| = 1e4 is not zero: %g", mm_norm(g, 3));
  mm_instance_free(in);
}

@*1 Regularization paths.
The dense grid: $200\times400$ points in polar coordinates on the sphere of
radius $R$ in $\R^3$, and the smallest objective among them ($\log(L-L_\star)$
for the linear head, $L$ for a nonlinear one).
@<Dyn checks: subroutines@>=
static double grid_minimum(const mm_instance *in, const mm_mlp *psi, double R)
{
  double best = INFINITY, x[3], g[3];
  mm_dyn_value val;
  mm_dyn_nl_value nv;
  for (int a = 0; a < 200; a++)
    for (int b = 0; b < 400; b++) {
      double th = M_PI * (a + 0.5) / 200, ph = 2 * M_PI * b / 400;
      x[0] = R * sin(th) * cos(ph); x[1] = R * sin(th) * sin(ph); x[2] = R * cos(th);
      if (psi) best = fmin(best, mm_dyn_nl_objective(in, psi, x, NULL, NULL, &nv));
      else {
        mm_dyn_evaluate(in, x, g, &val);
        best = fmin(best, val.log_excess);
      }
    }
  return best;
}

@ 
On E1a ($d=3$) the global path at radii $0.5,1,2,4$ is compared with a dense
grid of $200\times400$ points in polar coordinates on the sphere of each
radius. The path's value must not be above the grid's best (the grid is a
feasible point set, so a local method that stopped early or in the wrong
basin would show up as a larger $F$), up to the rounding of $F$, for which
the argument of the descent check gives $2^{12}\epsilon(1+A)$ with
$A=4\max\norm{k}$ here; the statistic is the excess over the grid in that
unit, tolerance $1$. The run must also report first-order stationarity
below $10^{-6}$ and at least two agreeing starts.
@^regularization path@>
@<Dyn checks: tests@>=
Test(dyn, global_path_on_E1a_beats_a_dense_grid)
{
  mm_prop pr;
  mm_instance *in = mm_example("E1a", 0);
  double radii[4] = {0.5, 1.0, 2.0, 4.0}, P[12];
  mm_path_point pt[4];
  mm_path_options o = mm_path_defaults();
  mm_prop_begin(&pr, "dyn", "E1a_path_vs_grid", "E1a, 8 random starts per radius",
    "(F_path - F_grid) / (2^12 eps (1 + A))", 1.0, 4);
  o.starts = 8;
  cr_assert(mm_dyn_path(in, &o, radii, 4, P, pt) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 4; k++) {
    double best = grid_minimum(in, NULL, radii[k]);
    cr_assert(pt[k].stationarity <= 1e-6 && pt[k].agree >= 2, "radius %g: stationarity %g, %d agreeing starts",
      radii[k], pt[k].stationarity, pt[k].agree);
    mm_prop_record(&pr, k, (pt[k].F - best) / (0x1p12 * DBL_EPSILON * (1.0 + radii[k] * max_key_norm(in))), in,
      "R = %g: F_path = %.17g, F_grid = %.17g", radii[k], pt[k].F, best);
  }
  mm_prop_end(&pr);
  mm_instance_free(in);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Certified answers at every scale. The keys enter the risk only through
the logits $k^Tp$, so multiplying $W$ by $c$ gives $L_c(p)=L(cp)$ and the
global path obeys $c\,\bar p_c(R/c)=\bar p(R)$ exactly. On random draws
(scaled by $c=10^{-6}$), at radii from $10^{-12}$ (where $F$ varies by less
than its rounding over the whole sphere) to $10$, both paths must end every
radius with a certificate (|certified|: KKT residual at most
$\max(10^{-10},\min(4\beta,10^{-6}))$) and agree: the statistic is
$\max_R\norm{c\,\bar p_c(R/c)-\bar p(R)}/R$ in units of $10^{-9}$, tolerance
$1$. Two certified answers at one non-degenerate minimiser are within their
residuals over its curvature of it, far below $10^{-9}$; a path that used an
absolute tolerance, or values where they carry no information, would fail
at the small radii, and one whose starts depend on the scale would fail
where the instance has several local minima of different values (draws whose
best values tie to rounding at two different points are skipped, since either
is a correct answer; none is expected).
@<Dyn checks: tests@>=
Test(dyn, global_path_is_certified_and_scale_invariant)
{
  mm_prop pr;
  mm_rng r;
  const double c = 1e-6, radii[4] = {1e-12, 1e-2, 1.0, 10.0};
  double rc[4];
  mm_prop_begin(&pr, "dyn", "global_path_scale_invariance", "random draws, W scaled by 1e-6, 16 starts",
    "max_R |c p_c(R/c) - p(R)| / R / 1e-9", 1.0, 12);
  for (int k = 0; k < 4; k++) rc[k] = radii[k] / c;
  for (int k = 0; k < pr.trials; k++) {
    double p0[8], P[4 * 8], Pc[4 * 8], worst = 0.0;
    mm_path_point pt[4], ptc[4];
    mm_path_options o = mm_path_defaults();
    mm_instance *in, *ic;
    int d, tie = 0;
    mm_rng_seed(&r, pr.seed, (uint64_t)k);
    in = draw(&r, k, 1.0, p0);
    d = in->d;
    ic = mm_instance_copy(in);
    for (int j = 0; j < d * d; j++) ic->W[j] *= c;
    cr_assert(mm_instance_refresh(ic) == MM_OK);
    cr_assert(mm_dyn_path(in, &o, radii, 4, P, pt) == MM_OK, "%s", mm_error_message());
    cr_assert(mm_dyn_path(ic, &o, rc, 4, Pc, ptc) == MM_OK, "%s", mm_error_message());
    for (int m = 0; m < 4; m++) {
      double dist = 0.0;
      cr_assert(pt[m].certified && ptc[m].certified, "trial %d, R = %g: certificates %d (kkt %g) and %d (kkt %g)",
        k, radii[m], pt[m].certified, pt[m].kkt, ptc[m].certified, ptc[m].kkt);
      for (int j = 0; j < d; j++) dist += (c * Pc[m * d + j] - P[m * d + j]) * (c * Pc[m * d + j] - P[m * d + j]);
      dist = sqrt(dist) / radii[m];
      if (dist > 1e-6 && fabs(pt[m].F - ptc[m].F) <= 64 * DBL_EPSILON * (1.0 + fabs(pt[m].F))) tie = 1;
      worst = fmax(worst, dist / 1e-9);
    }
    if (tie) { mm_prop_at(&pr, k); mm_prop_skip(&pr, "two minimisers of equal value"); }
    else mm_prop_record(&pr, k, worst, in, "d = %d: worst %g (kkt %g %g %g %g)", d, worst, pt[0].kkt, pt[1].kkt, pt[2].kkt, pt[3].kkt);
    mm_instance_free(in); mm_instance_free(ic);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The path against an independent reference. |mm_path_reference| (see
the path chapter) solves $\min_{\norm p\le R}L(p)$ again from the path's
answer, with its own loss, gradient and Hessian in |long double| and
Newton's method on the KKT system, and reports the relative distance
$\norm{p-p_{\rm ref}}/\norm{p_{\rm ref}}$. The draws have $n=50$ to $100$
inputs of $T=4$ to $12$ tokens in $d=3$ to $8$ (standard normal tokens over
$\sqrt d$, a unit head): on even trials every label is $+1$ and token $0$
of each input is moved by $3v$ (a GMM exists and the path follows it to
the sphere), on odd trials the labels are random and nothing is moved (the
risk may have a finite minimiser, which the larger radii then hold
inside). The losses rotate over the three. The data are scaled by
$c=1$, $10^{-9}$ or $10^9$ in turn ($X\mapsto cX$, $v\mapsto v/c$: keys
times $c$, scores unchanged), inside the documented range, and the radii
are $\rho/c$ with $\rho=10^{-6}$, $1$ and $30$ (logits up to about $10^{-5}$,
$4$ and $120$). The statistic is the largest distance over the radii in
units of $10^{-9}$, tolerance $1$; every radius must also be certified.

Why $10^{-9}$ is a bound and not a hope: the distance of a point from the
KKT point is its residual times the amplification of the scaled KKT
Jacobian, $\norm{J^{-1}}$. The path's certified residual is at most
$\max(10^{-10},\min(4\beta,10^{-6}))$ with $\beta=\epsilon(4(1+A)+4d)$,
$A\le130$ here, so at most $10^{-10}$; the measured amplification
(distance over the reference's residual at the path's answer, printed in
a failure's message) is between $1$ and $1.5$ on these draws, so a correct path is
within about $10^{-9}$ at its certificate's limit, and in fact, since
its residual is near $\beta\approx10^{-13}$, within about $10^{-12}$
(measured: at most $1.1\cdot10^{-12}$ over the $48$ draws, $144$ radii). A
path that returned a non-minimiser, a point that depends on the scale
$c$, or the first-order answer only to $\sqrt\epsilon$ fails by orders of
magnitude.

The reference itself must be able to see an error: at the first radius of
each trial it is also started from the path's answer moved by $10^{-5}$
(relative, in a random direction), and must report a distance of at least
$5\cdot10^{-6}$ and end at the same $p_{\rm ref}$ to $10^{-12}$; a reference
that returned its starting point, or stopped short, fails this.
@^independent reference@>
@<Dyn checks: tests@>=
static mm_instance *ref_draw(mm_rng *r, int trial, double c)
{
  int n = 50 + (int)(51 * mm_rng_uniform(r)), d = 3 + (int)(6 * mm_rng_uniform(r)), *T = malloc(sizeof(int) * (size_t)n);
  double nv = 0.0;
  mm_instance *in;
  cr_assert(T != NULL);
  for (int i = 0; i < n; i++) T[i] = 4 + (int)(9 * mm_rng_uniform(r));
  in = mm_instance_new(n, T, d);
  free(T);
  cr_assert(in != NULL);
  in->loss = (mm_loss_kind)(trial % 3);
  for (int j = 0; j < d; j++) { in->v[j] = mm_rng_normal(r); nv += in->v[j] * in->v[j]; }
  for (int j = 0; j < d; j++) in->v[j] /= sqrt(nv);
  for (int i = 0; i < n; i++) {
    in->Y[i] = trial % 2 == 0 ? 1.0 : mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
    for (int t = in->off[i]; t < in->off[i + 1]; t++)
      for (int j = 0; j < d; j++)
        in->X[(size_t)t * d + j] = c * (mm_rng_normal(r) / sqrt(d) + (trial % 2 == 0 && t == in->off[i] ? 3.0 * in->v[j] : 0.0));
  }
  for (int j = 0; j < d; j++) in->v[j] /= c;
  cr_assert(mm_instance_refresh(in) == MM_OK && mm_instance_check_range(in) == MM_OK, "%s", mm_error_message());
  return in;
}
Test(dyn, path_matches_independent_reference)
{
  mm_prop pr;
  static const double rho[3] = {1e-6, 1.0, 30.0}, scale[3] = {1.0, 1e-9, 1e9};
  mm_prop_begin(&pr, "dyn", "path_matches_independent_reference",
    "n = 50..100, T = 4..12, d = 3..8; labels +1 with a GMM (even trials) or random (odd); data scaled by 1, 1e-9, 1e9; radii 1e-6, 1, 30 over the scale",
    "max_R |p(R) - p_ref(R)| / |p_ref(R)| / 1e-9, p_ref from Newton on the KKT system in long double (own loss, gradient, Hessian)", 1.0, 48);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    double c = scale[k % 3], radii[3], P[3 * 8], pref[8], pref2[8], ppert[8], worst = 0.0, amp = 0.0;
    mm_path_point pt[3];
    mm_path_options o = mm_path_defaults();
    mm_path_ref rf, rp;
    mm_instance *in;
    int d;
    mm_prop_rng(&pr, k, &r);
    in = ref_draw(&r, k, c);
    d = in->d;
    for (int m = 0; m < 3; m++) radii[m] = rho[m] / c;
    cr_assert(mm_dyn_path(in, &o, radii, 3, P, pt) == MM_OK, "%s", mm_error_message());
    for (int m = 0; m < 3; m++) {
      cr_assert(pt[m].certified, "trial %d, R = %g: not certified (kkt %g)", k, radii[m], pt[m].kkt);
      cr_assert(mm_path_reference(in, radii[m], P + m * d, pref, &rf) == MM_OK, "%s", mm_error_message());
      worst = fmax(worst, rf.dist / 1e-9);
      if (rf.resid0 > 0) amp = fmax(amp, rf.dist / rf.resid0);
      if (m == 0) @<Move the answer by $10^{-5}$ and require the reference to see it@>@;
    }
    mm_prop_record(&pr, k, worst, in, "n = %d, d = %d, c = %g: worst distance %g e-9, amplification %g, path kkt %g %g %g",
      in->n, d, c, worst, amp, pt[0].kkt, pt[1].kkt, pt[2].kkt);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ On the sphere the move is tangent to it: a radial part would be undone by
the projection back onto the sphere, and a random direction in three
dimensions can be nearly radial, which would leave almost nothing to see.
@<Move the answer by $10^{-5}$...@>=
{
  double np = mm_norm(P, d), nw = 0.0, w[8], dd = 0.0, wp = 0.0;
  for (int j = 0; j < d; j++) { w[j] = mm_rng_normal(&r); wp += w[j] * P[j]; }
  if (pt[0].boundary) for (int j = 0; j < d; j++) w[j] -= wp / (np * np) * P[j]; /* tangent: the projection keeps the move */
  for (int j = 0; j < d; j++) nw += w[j] * w[j];
  for (int j = 0; j < d; j++) ppert[j] = P[j] + 1e-5 * np * w[j] / sqrt(nw);
  if (pt[0].boundary) { double nq = mm_norm(ppert, d); for (int j = 0; j < d; j++) ppert[j] *= radii[0] / nq; }
  cr_assert(mm_path_reference(in, radii[0], ppert, pref2, &rp) == MM_OK, "%s", mm_error_message());
  for (int j = 0; j < d; j++) dd += (pref2[j] - pref[j]) * (pref2[j] - pref[j]);
  cr_expect(rp.dist >= 5e-6 && sqrt(dd) <= 1e-12 * mm_norm(pref, d),
    "trial %d: the reference from a point moved by 1e-5 reports distance %g and ends %g (relative) from its own answer",
    k, rp.dist, sqrt(dd) / mm_norm(pref, d));
}

@ The local path of E1b in the cone $C_{0.1,1}((1,0,0))$ around the LMM at
radii $2$, $5$, $10$, $20$: every answer must lie in the cone and the ball
(to $16\epsilon$ relative, the rounding of one scaling), be first-order
stationary, and have a smaller value than the cone's axis point $R\,e_1$.
The statistic is the largest constraint violation in units of $\epsilon$.
@^local regularization path@>
@<Dyn checks: tests@>=
Test(dyn, cone_path_on_E1b_is_feasible_and_stationary)
{
  mm_prop pr;
  mm_instance *in = mm_example("E1b", 0);
  double radii[4] = {2.0, 5.0, 10.0, 20.0}, P[12], q[3] = {1.0, 0.0, 0.0}, g[3];
  mm_path_point pt[4];
  mm_path_options o = mm_path_defaults();
  mm_prop_begin(&pr, "dyn", "E1b_cone_path", "E1b, cone mu = 0.1, R0 = 1 around (1,0,0)",
    "largest violation of cone or ball, in eps", 16.0, 4);
  o.starts = 8; o.q = q; o.mu = 0.1; o.R0 = 1.0;
  cr_assert(mm_dyn_path(in, &o, radii, 4, P, pt) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 4; k++) {
    double *x = P + 3 * k, nx = mm_norm(x, 3), axis[3] = {radii[k], 0.0, 0.0}, v;
    mm_dyn_value val;
    v = fmax((0.9 - mm_cos(x, q, 3)) / DBL_EPSILON, (nx - radii[k]) / (radii[k] * DBL_EPSILON));
    v = fmax(v, (o.R0 - nx) / DBL_EPSILON);
    mm_dyn_evaluate(in, axis, g, &val);
    cr_assert(pt[k].F <= val.log_excess, "radius %g: path value %g above the axis value %g", radii[k], pt[k].F, val.log_excess);
    cr_assert(pt[k].stationarity <= 1e-6, "radius %g: stationarity %g", radii[k], pt[k].stationarity);
    mm_prop_record(&pr, k, v, in, "R = %g, |p| = %.17g, cos = %.17g", radii[k], nx, mm_cos(x, q, 3));
  }
  mm_prop_end(&pr);
  mm_instance_free(in);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The nonlinear head.
The gradient of the nonlinear risk against five-point differences of the
risk, as in the model checks: the same stencil with $h=10^{-3}$, whose
truncation error is $h^4/30$ times a fifth derivative; the perceptron's
weights are of order one, so that derivative is of the same order as for the
linear head and the tolerance $10^{-6}$ on the relative error (with the
floor $10^{-3}$ of the gradient bound $G_\psi=\vert\ell'(-\sum_j\vert a_j\vert)\vert
\max\norm{k_{it}}\max\norm{x_{it}}\sum_j\vert a_j\vert\norm{b_j}$, valid because
$\vert\psi\vert\le\sum_j\vert a_j\vert$ and $\vert\ell'\vert$ is decreasing)
carries over.
@^nonlinear head@>
@<Dyn checks: tests@>=
Test(dyn, nonlinear_head_gradient_matches_finite_differences)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "nonlinear_grad_vs_fd", "psi = a^T tanh(Bz + c), h = 6, |p| in [1e-2, 3]",
    "relative error vs five-point differences", 1e-6, 150);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], g[8], gf[8], e = 0.0, nr = 0.0, G, ab = 0.0, asum = 0.0, xm = 0.0;
    mm_instance *in;
    mm_mlp *psi;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, 0.01 * pow(300.0, mm_rng_uniform(&r)), p);
    psi = mm_mlp_new(in->d, 6, 1000 + k);
    for (int j = 0; j < 6; j++) { ab += fabs(psi->a[j]) * mm_norm(psi->B + j * in->d, in->d); asum += fabs(psi->a[j]); }
    for (int t = 0; t < in->off[in->n]; t++) xm = fmax(xm, mm_norm(in->X + (size_t)t * in->d, in->d));
    G = fabs(mm_dloss(in->loss, -asum)) * max_key_norm(in) * xm * ab; /* $\vert\psi\vert\le\sum\vert a_j\vert$ */
    mm_dyn_nl_risk(in, psi, p, g);
    for (int j = 0; j < in->d; j++) {
      const double h = 1e-3, x0 = p[j];
      double f1, f2, f3, f4;
      p[j] = x0 + h; f1 = mm_dyn_nl_risk(in, psi, p, NULL);
      p[j] = x0 - h; f2 = mm_dyn_nl_risk(in, psi, p, NULL);
      p[j] = x0 + 2 * h; f3 = mm_dyn_nl_risk(in, psi, p, NULL);
      p[j] = x0 - 2 * h; f4 = mm_dyn_nl_risk(in, psi, p, NULL);
      p[j] = x0;
      gf[j] = (8.0 * (f1 - f2) - (f3 - f4)) / (12.0 * h);
      e += (g[j] - gf[j]) * (g[j] - gf[j]); nr += gf[j] * gf[j];
    }
    mm_prop_record(&pr, k, sqrt(e) / fmax(sqrt(nr), 1e-3 * G), in, "loss %s, |g| = %g", mm_loss_name(in->loss), sqrt(nr));
    mm_mlp_free(psi);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Trajectories reach their readers as CSV. A run of E2 with the optimal
token of each input named writes one header and one line per recorded row,
with the mass on the optimal token rising to one while the log of the rest
keeps falling, and the file is replaced atomically (no temporary left).
@^CSV@>
@<Dyn checks: tests@>=
Test(dyn, trajectory_csv_has_every_row)
{
  mm_instance *in = mm_example("E2", 0);
  int tok[3] = {0, 0, 0};
  double p[3] = {0.0, 0.0, 0.0}, dir[3] = {1.0, 0.0, 0.0};
  char dir_tmp[] = "/tmp/mmattn-dyn-XXXXXX", path[128], line[4096];
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_traj tr; mm_dyn_result res;
  FILE *f;
  long lines = 0;
  o.max_steps = 1000; o.record_every = 10;
  mm_dyn_traj_init(&tr, 3, dir, 1, tok);
  cr_assert(mm_dyn_run(in, &o, p, &tr, &res) == MM_OK, "%s", mm_error_message());
  cr_assert(tr.rows == 101, "rows %ld", tr.rows);
  cr_assert(tr.mass[100] > 0.99 && tr.log_rest[100] < tr.log_rest[50], "mass %g, log rest %g then %g", tr.mass[100], tr.log_rest[50], tr.log_rest[100]);
  cr_assert(mkdtemp(dir_tmp) != NULL);
  snprintf(path, sizeof path, "%s/traj.csv", dir_tmp);
  cr_assert(mm_dyn_traj_write_csv(&tr, path) == MM_OK, "%s", mm_error_message());
  f = fopen(path, "r");
  cr_assert(f != NULL);
  cr_assert(fgets(line, sizeof line, f) && !strncmp(line, "step,norm,risk,log_excess,log_gnorm,p1,p2,p3,cos1,mass,log_rest", 62), "header: %s", line);
  while (fgets(line, sizeof line, f)) lines++;
  fclose(f);
  cr_assert(lines == tr.rows, "%ld lines for %ld rows", lines, tr.rows);
  unlink(path); cr_assert(rmdir(dir_tmp) == 0, "temporary file left in %s", dir_tmp);
  mm_dyn_traj_free(&tr);
  mm_instance_free(in);
}

@*1 Joint training.
The paper's protocol normalises the two gradients separately, so in every
step both $v$ and $p$ move by exactly $\eta$ (up to the roundings of the
step check: $16\epsilon(\norm{\cdot}+\eta)$). We run it on E3-tight from the
paper's start $p(0)=(0,-1)$, $v(0)=(-1,0)$ for $2000$ steps of $\eta=0.1$,
recording every step, and check the step lengths of both, that the risk
recorded with each row is that of the current $(v,p)$ (against |mm_risk| on
a refreshed copy, to $16T\epsilon$ relative), and that the $v$ columns of the
trajectory are filled. Where the iterates go is a theorem check (Theorems 5
and 6) and belongs to the later chapter; the cosines with the closed forms
$v^\mm=(0,1)$ and $p^\mm=(4/3,1/3)$ are printed for information.
@^joint training@>
@<Dyn checks: tests@>=
Test(dyn, joint_training_moves_v_and_p_by_eta)
{
  mm_instance *in = mm_example("E3-tight", 0), *c;
  double v[2] = {-1.0, 0.0}, p[2] = {0.0, -1.0}, vmm[2] = {0.0, 1.0}, pmm[2] = {4.0 / 3.0, 1.0 / 3.0}, worst = 0.0;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_traj tr; mm_dyn_result res;
  cr_assert(in != NULL);
  c = mm_instance_copy(in);
  o.max_steps = 2000; o.record_every = 1;
  mm_dyn_traj_init(&tr, 2, NULL, 0, NULL);
  cr_assert(mm_dyn_train_joint(in, &o, v, p, &tr, &res) == MM_OK, "%s", mm_error_message());
  cr_assert(tr.rows == 2001 && tr.dv == 2, "rows %ld, dv %d", tr.rows, tr.dv);
  for (long k = 0; k + 1 < tr.rows; k++) {
    double sp = mm_dist(tr.p + 2 * (k + 1), tr.p + 2 * k, 2), sv = mm_dist(tr.v + 2 * (k + 1), tr.v + 2 * k, 2);
    worst = fmax(worst, fabs(sp - o.eta) / (DBL_EPSILON * (tr.norm[k + 1] + o.eta)));
    worst = fmax(worst, fabs(sv - o.eta) / (DBL_EPSILON * (mm_norm(tr.v + 2 * (k + 1), 2) + o.eta)));
  }
  cr_assert(worst <= 16.0, "a step of v or p is not of length eta: %g eps", worst);
  memcpy(c->v, tr.v + 2 * 1000, sizeof v); mm_instance_refresh(c);
  cr_assert(fabs(tr.risk[1000] - mm_risk(c, tr.p + 2 * 1000)) <= 16 * 2 * DBL_EPSILON * fabs(tr.risk[1000]),
    "recorded risk %.17g, recomputed %.17g", tr.risk[1000], mm_risk(c, tr.p + 2 * 1000));
  cr_log_info("E3-tight joint NGD, 2000 steps: cos(v, v_mm) = %.6f, cos(p, p_mm) = %.6f", mm_cos(v, vmm, 2), mm_cos(p, pmm, 2));
  mm_dyn_traj_free(&tr);
  mm_instance_free(c); mm_instance_free(in);
}

@ At large radii the risk gap underflows: on E1a at $R=10^3$ and $10^4$,
$L-L_\star$ is about $e^{-R}$, zero in double precision. The path must
still be computed: its value $F$ finite and below $-R/2$ (the gap is at
most $e^{-\gamma R}$ for the margin $\gamma\approx0.99$ of the GMM direction,
so $F\approx-R$), first-order stationary to $10^{-6}$, and reached by at
least two starts. Where it points is Theorem~1's business; the angle to the
GMM direction is printed for information.
@<Dyn checks: tests@>=
Test(dyn, path_is_computed_where_the_risk_gap_underflows)
{
  mm_instance *in = mm_example("E1a", 0);
  double radii[2] = {1e3, 1e4}, P[6];
  mm_path_point pt[2];
  mm_path_options o = mm_path_defaults();
  cr_assert(mm_dyn_path(in, &o, radii, 2, P, pt) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 2; k++) {
    cr_assert(isfinite(pt[k].F) && pt[k].F < -radii[k] / 2, "R = %g: F = %g", radii[k], pt[k].F);
    cr_assert(pt[k].stationarity <= 1e-6 && pt[k].agree >= 2, "R = %g: stationarity %g, %d agreeing starts",
      radii[k], pt[k].stationarity, pt[k].agree);
    cr_log_info("E1a path at R = %g: F = %.10g, angle to the GMM %.3g, %d of %d starts agree",
      radii[k], pt[k].F, mm_dyn_angle(P + 3 * k, e1_gmm, 3), pt[k].agree, pt[k].starts);
  }
  mm_instance_free(in);
}

@ What the path objective resolves. Along the max-margin ray
$R\,\hat p$, $\hat p=p^\mm_\star/\norm{p^\mm_\star}$, the excess $L-L_\star$
falls like $e^{-\rho}$ with the GMM's logit gap $\rho=R/\norm{p^\mm_\star}$,
and $F=\log(L-L_\star)$ should keep its full relative precision to
$\rho=8192$. The reference is computed in |long double| by a route of its
own: logits accumulated in |long double|, the softmax after subtracting the
largest logit, the gap $\Delta_i=\sum_ts_t(M_i-\gamma_t)$ as a sum of
non-negative terms, the logistic excess $\log(1+\sigma(-M_i)(e^{\Delta_i}-1))$
by |expm1l| and |log1pl| (the exponential loss's $e^{-M_i}(e^{\Delta_i}-1)$
and the correlation loss's $\Delta_i$ likewise, for the check of the
tied runner-ups above), and the inputs' logarithms combined by a running
log-sum. The error of $F$ has two sources: its own roundings, a few
$\epsilon\vert F\vert$ (at most $16$), and the logits $a_t=k_t^Tp$, each
with absolute error at most $d\epsilon A$, $A=R\max\norm{k}$, so the gaps carry
$2d\epsilon A$, and $F$, a log-sum of terms $e^{z_t}$ times coefficients,
moves by at most that much again: the {\it statistic\/} is
$\vert F-F_{\rm ref}\vert/(\epsilon(16\vert F_{\rm ref}\vert+4dA))$,
tolerance $1$. Instances: E1a, then |mm_gen_instance| draws with a chosen
optimal token in every input and logistic loss; a draw whose ATT-SVM$(\opt)$
is infeasible is a skip. Measured: worst statistic $0.044$ at the default
trials, $0.087$ at ten times (relative errors of $F$ from $2\epsilon$ to
$1.6\cdot10^{-14}$, the latter where $\norm{p^\mm_\star}=271$ makes the
logits large).
@<Dyn checks: subroutines@>=
static long double ref_log_excess(const mm_instance *in, const double *p)
{
  long double c = -INFINITY, s = 0.0L;
  for (int i = 0; i < in->n; i++) {
    int T = in->T[i], d = in->d;
    const double *K = in->K + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
    long double a[64], mx = -INFINITY, Z = 0.0L, D = 0.0L, M = gam[0], le;
    cr_assert(T <= 64, "reference: %d tokens, at most 64", T);
    for (int t = 0; t < T; t++) {
      a[t] = 0.0L;
      for (int j = 0; j < d; j++) a[t] += (long double)K[t * d + j] * p[j];
      mx = fmaxl(mx, a[t]); M = fmaxl(M, gam[t]);
    }
    for (int t = 0; t < T; t++) Z += expl(a[t] - mx);
    for (int t = 0; t < T; t++) D += expl(a[t] - mx) / Z * (M - gam[t]); /* $\Delta_i$ */
    if (D == 0.0L) continue;
    switch (in->loss) {
    case MM_LOSS_LOGISTIC: le = logl(log1pl(expm1l(D) / (1.0L + expl(M)))); break; /* $\sigma(-M)(e^\Delta-1)$ */
    case MM_LOSS_EXPONENTIAL: le = -M + logl(expm1l(D)); break;
    default: le = logl(D);
    }
    if (le > c) { s = s * expl(c - le) + 1.0L; c = le; } else s += expl(le - c);
  }
  return s > 0.0L ? c + logl(s) - logl((long double)in->n) : -INFINITY;
}

@ @<Dyn checks: tests@>=
Test(dyn, path_objective_keeps_full_precision_along_the_GMM_ray)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "log_excess_vs_long_double", "E1a, then random instances with a chosen opt and feasible ATT-SVM(opt); logistic loss; rho = 1, 2, 4, ..., 8192",
    "|F - F_ref| / (eps (16 |F_ref| + 4 d R max|k|)) along R p*/|p*|", 1.0, 20);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_gen_options go = mm_gen_defaults();
    mm_lmm_set set;
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    go.chosen_opt = 1; go.loss = MM_LOSS_LOGISTIC;
    in = k == 0 ? mm_example("E1a", 0) : mm_gen_instance(&r, &go, NULL);
    cr_assert(in != NULL && in->loss == MM_LOSS_LOGISTIC, "%s", mm_error_message());
    cr_assert(mm_tokens_enumerate_lmm(in, NULL, &set) == MM_OK, "%s", mm_error_message());
    if (set.gmm < 0) mm_prop_skip(&pr, "ATT-SVM(opt) is infeasible");
    else {
      int d = in->d;
      const double *ps = set.lmm[set.gmm].p;
      double x[8], g[8], worst = 0.0, wrho = 0.0, nq = mm_norm(ps, d);
      mm_dyn_value val;
      for (double rho = 1.0; rho <= 8192.0; rho *= 2.0) {
        long double ref;
        double e;
        for (int j = 0; j < d; j++) x[j] = rho * ps[j];
        cr_assert(mm_dyn_evaluate(in, x, g, &val) == MM_OK, "%s", mm_error_message());
        ref = ref_log_excess(in, x);
        e = (double)fabsl(val.log_excess - ref) / (DBL_EPSILON * (16.0 * (double)fabsl(ref) + 4.0 * d * rho * nq * max_key_norm(in)));
        if (!(e <= worst)) { worst = e; wrho = rho; }
      }
      mm_prop_record(&pr, k, worst, in, "|p*| = %.4g, worst at rho = %g", nq, wrho);
    }
    mm_lmm_set_free(&set); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ Near ties at large radii. The regression that made the path abort: one
input with the tokens $(1,0)$ and $(0,0)$, scores $-1$ and $1/2$ (head
$v=(-1,1/2)$, $W=I$), and the cone of half-angle $0.05$ around $q=(\rho,0)$
with $R_0=\rho$, at the radii $4\rho$, $8\rho$, $16\rho$, for $\rho$ from
$10$ to about $2000$ in steps of a factor $1.25$. Along $q$ the token of
{\it lower\/} score dominates, so $L-L_\star$ is a constant plus tails of
size $e^{-\rho}$: $F$ is flat to rounding over most of the cone, and its
gradient is anywhere between $e^{-10}$ and $0$. Before the step was kept in
log form, two of these $24$ paths ($\rho=93$ and $182$) aborted the program
on the evaluation's invariant. Each path must now return |MM_OK|, with
finite answers in the ball and the cone (to $16\epsilon$ relative, the rounding
of one scaling, as in the E1b check) whose value is not above that of the
cone's axis point $R\hat q$ by more than the rounding band of $F$ that the
local method uses ($64\epsilon(1+\vert F\vert)$). The statistic is the largest
constraint violation in units of $\epsilon$, tolerance $16$.

Radii near the end of the double range are a caller's choice that the
path cannot honour: on E1a at $R=10^{300}$ and $10^{308}$ the first
trial point overflows. The path must say so with |MM_ENUMERIC| and a
message, never abort.
@<Dyn checks: tests@>=
Test(dyn, near_tie_paths_at_large_radii_return_a_status_never_abort)
{
  mm_prop pr;
  int T[1] = {2};
  mm_instance *in = mm_instance_new(1, T, 2), *e1 = mm_example("E1a", 0);
  double huge[2] = {1e300, 1e308}, P3[6];
  mm_path_point pt3[2];
  mm_path_options o = mm_path_defaults();
  mm_prop_begin(&pr, "dyn", "near_tie_cone_paths", "one input, scores -1 and 1/2, cone of half-angle 0.05 around (rho, 0), R0 = rho, rho = 10 * 1.25^k",
    "largest violation of cone or ball, in eps", 16.0, 24);
  in->X[0] = 1.0; in->X[1] = in->X[2] = in->X[3] = 0.0;
  in->v[0] = -1.0; in->v[1] = 0.5;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 24; k++) {
    double rho = 10.0 * pow(1.25, k), q[2] = {rho, 0.0}, radii[3] = {4 * rho, 8 * rho, 16 * rho}, P[6], worst = 0.0;
    mm_path_point pt[3];
    mm_status st;
    o.starts = 8; o.q = q; o.mu = 1.0 - cos(0.05); o.R0 = rho;
    st = mm_dyn_path(in, &o, radii, 3, P, pt);
    cr_assert(st == MM_OK, "rho = %g: status %d: %s", rho, (int)st, mm_error_message());
    for (int m = 0; m < 3; m++) {
      double *x = P + 2 * m, nx = mm_norm(x, 2), axis[2] = {radii[m], 0.0}, g[2];
      mm_dyn_value val;
      cr_assert(mm_all_finite(x, 2) && !isnan(pt[m].F), "rho = %g, R = %g: answer (%g, %g), F = %g", rho, radii[m], x[0], x[1], pt[m].F);
      worst = fmax(worst, fmax((1.0 - o.mu - mm_cos(x, q, 2)) / DBL_EPSILON, (nx - radii[m]) / (radii[m] * DBL_EPSILON)));
      worst = fmax(worst, (o.R0 - nx) / (o.R0 * DBL_EPSILON));
      cr_assert(mm_dyn_evaluate(in, axis, g, &val) == MM_OK, "%s", mm_error_message());
      cr_assert(pt[m].F <= val.log_excess + 64 * DBL_EPSILON * (1.0 + fabs(val.log_excess)),
        "rho = %g, R = %g: path value %.17g above the axis value %.17g", rho, radii[m], pt[m].F, val.log_excess);
    }
    mm_prop_record(&pr, k, worst, in, "rho = %g: F = %.17g %.17g %.17g, %ld iterations", rho, pt[0].F, pt[1].F, pt[2].F,
      pt[0].iters + pt[1].iters + pt[2].iters);
  }
  mm_prop_end(&pr);
  o = mm_path_defaults();
  cr_assert(mm_dyn_path(e1, &o, huge, 2, P3, pt3) == MM_ENUMERIC && strstr(mm_error_message(), "not finite"),
    "radius 1e300: expected MM_ENUMERIC and a message, got: %s", mm_error_message());
  mm_instance_free(in); mm_instance_free(e1);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ An interior minimiser. Without Assumption~B the risk can have a finite
minimiser $p^\circ$, and for every $R>\norm{p^\circ}$ the path must return
it (or a point at least as good). The instances make one by construction:
three inputs of two tokens in $d=2$ ($W=I$, head $v=(0,3)$), an optimal and a
second token whose key differences $u_1=(1,1)$, $u_2=(-1,1)$, $u_3=(0,-1)$
(labels $1,1,-1$, so that every optimal token scores $3$ and every other
token $0$) satisfy $u_1+u_2+2u_3=0$: no direction ranks every optimal token
first, and along every direction at least one input ends up on its worse
token, at a risk above $L(0)$ (the logistic losses $\ell(3)$, $\ell(0)$ and
$\ell(3/2)$ give $2\ell(3)+\ell(0)=0.79>3\ell(3/2)=0.60$ for the best
limit), so the minimiser is finite. Every trial after the first perturbs
the six tokens by $0.1\,N(0,1)$.

{\it The independent solution} is plain gradient descent on $L$ from $p=0$
with the model chapter's plain risk and gradient (no log domain, nothing of
the path's code) and an Armijo line search on $L$, stopped at
$\norm{\nabla L}\le10^{-8}$; a run that does not stop within $2\cdot10^5$
steps, or whose weights are saturated (some $s_{it}<10^{-6}$, a plateau
rather than a minimiser), is a skip with that reason. The path is computed
at $R=2,16,256,4096\,\norm{p^\circ}$ from the default starts. The one-sided
{\it statistic\/} is $(F_{\rm path}-F(p^\circ))/(2^{12}\epsilon(1+A))$ with
$A=\norm{p^\circ}\max\norm{k}$, the rounding unit of the dense-grid check
above (both values are computed by the same evaluation at points of norm
about $\norm{p^\circ}$), tolerance $1$: the path may do better than
gradient descent, never worse. The message gives the distance from
$p^\circ$. Without its interior starts the path returns a point on the
sphere at $R=256\norm{p^\circ}$ on $18$ of the $20$ trials, about $10^{11}$
units above $F(p^\circ)$, so the check can fail. Measured: worst statistic $0$
(the path's value equals $F(p^\circ)$ to the last digit or is below it),
distances from $p^\circ$ of order $10^{-8}$.
@<Dyn checks: subroutines@>=
static mm_instance *conflicting_instance(mm_rng *r, double pert)
{
  int T[3] = {2, 2, 2};
  mm_instance *in = mm_instance_new(3, T, 2);
  const double X[12] = {1, 1, 0, 0, -1, 1, 0, 0, 0, -1, 0, 0}, Y[3] = {1, 1, -1};
  for (int j = 0; j < 12; j++) in->X[j] = X[j] + pert * mm_rng_normal(r);
  memcpy(in->Y, Y, sizeof Y);
  in->v[0] = 0.0; in->v[1] = 3.0;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  return in;
}
static const char *plain_descent(const mm_instance *in, double *p)
{
  int d = in->d;
  double g[8], y[8], eta = 1.0, L, smin = 1.0, s[8];
  memset(p, 0, sizeof(double) * (size_t)d);
  L = mm_risk(in, p);
  for (long k = 0; k < 200000; k++) {
    double gn2;
    mm_grad_p(in, p, g);
    gn2 = mm_dot(g, g, d);
    if (sqrt(gn2) <= 1e-8) {
      for (int i = 0; i < in->n; i++) {
        mm_input_softmax(in, i, p, s);
        for (int t = 0; t < in->T[i]; t++) smin = fmin(smin, s[t]);
      }
      return smin < 1e-6 ? "gradient descent stopped on a plateau (a weight below 1e-6)" : NULL;
    }
    for (;;) {
      double Ly;
      for (int j = 0; j < d; j++) y[j] = p[j] - eta * g[j];
      Ly = mm_risk(in, y);
      if (Ly <= L - 0.5 * eta * gn2) { memcpy(p, y, sizeof(double) * (size_t)d); L = Ly; eta *= 2.0; break; }
      eta *= 0.5;
      if (eta < 1e-20) return "gradient descent: no step lowers L";
    }
  }
  return "gradient descent did not reach |grad L| <= 1e-8 in 2e5 steps";
}

@ @<Dyn checks: tests@>=
Test(dyn, path_finds_an_interior_minimiser)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "interior_minimiser", "three inputs whose optimal tokens no direction separates (d = 2), tokens perturbed by 0.1 N(0,1) after trial 0; p0 from plain GD on L",
    "(F_path - F(p0)) / (2^12 eps (1 + |p0| max|k|)) at R = 2, 16, 256, 4096 |p0|", 1.0, 20);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_instance *in;
    double p0[2], g[2], n0, radii[4], P[8], worst = -INFINITY, dist = 0.0;
    mm_path_point pt[4];
    mm_path_options o = mm_path_defaults();
    mm_dyn_value val;
    const char *why;
    mm_prop_rng(&pr, k, &r);
    in = conflicting_instance(&r, k == 0 ? 0.0 : 0.1);
    if ((why = plain_descent(in, p0)) != NULL) { mm_prop_skip(&pr, why); mm_instance_free(in); continue; }
    cr_assert(mm_dyn_evaluate(in, p0, g, &val) == MM_OK, "%s", mm_error_message());
    n0 = mm_norm(p0, 2);
    radii[0] = 2.0 * n0;
    for (int m = 1; m < 4; m++) radii[m] = n0 * pow(16.0, m);
    cr_assert(mm_dyn_path(in, &o, radii, 4, P, pt) == MM_OK, "%s", mm_error_message());
    for (int m = 0; m < 4; m++) {
      worst = fmax(worst, (pt[m].F - val.log_excess) / (0x1p12 * DBL_EPSILON * (1.0 + n0 * max_key_norm(in))));
      dist = fmax(dist, mm_dist(P + 2 * m, p0, 2));
    }
    mm_prop_record(&pr, k, worst, in, "|p0| = %.4g, F(p0) = %.17g; path F = %.17g %.17g %.17g %.17g, largest distance from p0 %.3g, stationarity at 4096 |p0| %.3g",
      n0, val.log_excess, pt[0].F, pt[1].F, pt[2].F, pt[3].F, dist, pt[3].stationarity);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 The vector kernels.
Three checks of the section ``Vector kernels'' of the evaluation.

{\it The exponential.} Its error bound is argued there: relative error below
$1.9\,\epsilon$ for arguments at least $-708$ (every result is then a normal
number), and exact zero below $-708$, where it flushes. The check
evaluates it, with every copy of the kernels the processor runs, on
$2^{18}$ arguments per trial: uniform in $[-746,0]$, uniform in $[-1,0]$ (where
$e^x$ is near $1$ and the reduction does nothing), the band $[-746,-700]$
across the flush threshold, and the points $k\log2$ and $(k+{1\over2})\log2$
where the reduction switches. The reference is |expl| in |long double|
(64-bit significand, so its own error is below $2^{-63}$ relative), and
the statistic is the largest relative error of a normal result in units
of $\epsilon$, tolerance $1.9$, the bound; a non-zero result below $-708$
or a subnormal result anywhere makes the trial fail outright. The arguments come in runs of $64$
of one kind, so that both paths of the kernels' exponential are taken:
the short one on blocks of sixteen arguments all at least $-708$ (the runs
in $[-1,0]$, and many blocks of the others), the full one elsewhere.
Changing $c_l$ in its fourth significant digit fails it. Dropping the
last term of the series does not: its $0.75\,\epsilon$ at the ends of the
reduced range leaves the measured error near $1.65\,\epsilon$, still under
the bound, which only the proof, not this check, excludes.
@^exponential@>
@<Dyn checks: tests@>=
static double exp_error_in_units(const double *x, const double *y, int m, int *sub_bad)
{
  double worst = 0.0;
  for (int j = 0; j < m; j++) {
    long double ref = expl((long double)x[j]), err;
    if (x[j] < -708.0) { /* the kernels flush to exact $0$ there */
      if (y[j] != 0.0) (*sub_bad)++;
      continue;
    }
    err = fabsl((long double)y[j] - ref);
    if (y[j] != 0.0 && fabs(y[j]) < DBL_MIN) (*sub_bad)++; /* never a subnormal result */
    worst = fmax(worst, (double)(err / (DBL_EPSILON * ref)));
  }
  return worst;
}
Test(dyn, vector_exponential_within_its_proven_bound)
{
  mm_prop pr;
  const char *isa[3] = {"baseline", "avx2", "avx512"};
  const int m = 1 << 18;
  double *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * m);
  cr_assert(x && y);
  mm_prop_begin(&pr, "dyn", "vector_exp_error", "2^18 arguments per trial: [-746, 0], [-1, 0], [-746, -700], near k log 2; every copy of the kernels",
    "max |exp(x) - expl(x)| / (eps expl(x)) for x >= -708; exact 0 below -708, no subnormal result", 1.9, 8);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_prop_rng(&pr, k, &r);
    for (int j = 0; j < m; j++) {
      double u = mm_rng_uniform(&r);
      switch ((j / 64) % 4) {
      case 0: x[j] = -746.0 * u; break;
      case 1: x[j] = -u; break;
      case 2: x[j] = -700.0 - 46.0 * u; break;
      default: x[j] = -(double)(j % 1076) * 0.5 * 0.69314718055994530942 * (1.0 + (u - 0.5) * 1e-15);
      }
    }
    for (int s = 0; s < 3; s++) {
      if (mm_dyn_set_isa(isa[s]) != MM_OK) continue;
      int sub_bad = 0;
      double w;
      mm_dyn_kernels_get()->exp(x, m, y);
      w = exp_error_in_units(x, y, m, &sub_bad);
      mm_prop_record(&pr, k, sub_bad ? INFINITY : w, NULL, "kernels %s, %d results below -708 not flushed to 0 or subnormal", isa[s], sub_bad);
    }
  }
  mm_dyn_set_isa("auto");
  mm_prop_end(&pr);
  free(x); free(y);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it The first level's sums are their definitions.} The kernel of the
first level returns, besides the weights $\hat s_t$ in |z|, the dominant
token, the runner-up's gap, the score range and the four sums $\sum\hat
s_t$, $\hat D=\sum\hat s_t\delta_t$, $W=\sum\hat s_t\vert\delta_t\vert$ and
$\sum\hat s_t(M-\gamma_t)$ over $t\ne r$. This check recomputes each from
the weights the kernel returned (whose exponentials the previous check
bounds) and the logits of |logits|: $r$, $m$, $M$ and $\gamma_{\min}$ must
be equal, and each sum must agree with a |long double| sum of the same
terms to within $(T+3)\epsilon\sum\vert{\rm term}\vert$ (the rounding of
$\gamma_t-\gamma_r$ and of the products, $2\epsilon$ per term, and at most
$T$ roundings of the sum). The statistic is the largest error in those
units. Draws: $T$ from $1$ to $70$ (both the plain loops of inputs of at
most |MM_DYN_SMALL_T| tokens and the vector passes), $d$ from $1$ to $40$,
scores with ties (a third of the tokens share the dominant token's score)
and queries of norm $10^{-2}$ to $10^3$; every copy of the kernels. A
deliberate break, $\vert x\vert$ taken by masking with the bits of
$\infty$ (which keeps the exponent only and rounds $\vert\delta_t\vert$ down
to a power of two), fails it.
@<Dyn checks: tests@>=
Test(dyn, first_level_sums_match_their_definitions)
{
  mm_prop pr;
  const char *isa[3] = {"baseline", "avx2", "avx512"};
  double K[70 * 40], gam[70], p[40], z[70], a[70];
  mm_prop_begin(&pr, "dyn", "level1_sums", "T in [1, 70], d in [1, 40], scores tied to the dominant one for a third of the tokens, |p| in [1e-2, 1e3]; every copy of the kernels",
    "max over the four sums of |kernel - long double| / ((T + 3) eps sum |terms|); r, m, M, gamma_min equal", 1.0, 400);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng rg;
    int T, d;
    double np = 0.0, sc;
    mm_prop_rng(&pr, k, &rg);
    T = mm_rng_int(&rg, 1, 70); d = mm_rng_int(&rg, 1, 40);
    sc = exp(log(1e-2) + mm_rng_uniform(&rg) * log(1e5));
    for (int j = 0; j < T * d; j++) K[j] = mm_rng_normal(&rg);
    for (int j = 0; j < d; j++) { p[j] = mm_rng_normal(&rg); np += p[j] * p[j]; }
    for (int j = 0; j < d; j++) p[j] *= sc / sqrt(np);
    for (int t = 0; t < T; t++) gam[t] = mm_rng_uniform(&rg) < 1.0 / 3.0 ? 0.25 : mm_rng_normal(&rg);
    for (int s = 0; s < 3; s++) {
      const mm_dyn_kernels *kv;
      mm_dyn_level1 o;
      int r = 0, bad;
      double m = -INFINITY, M = -INFINITY, gmin = INFINITY, worst = 0.0;
      long double S[4] = {0, 0, 0, 0}, A[4] = {0, 0, 0, 0};
      double got[4];
      if (mm_dyn_set_isa(isa[s]) != MM_OK) continue;
      kv = mm_dyn_kernels_get();
      kv->logits(K, p, T, d, a);
      for (int t = 1; t < T; t++) if (a[t] > a[r]) r = t;
      for (int t = 0; t < T; t++) {
        if (t != r && a[t] - a[r] > m) m = a[t] - a[r];
        M = fmax(M, gam[t]); gmin = fmin(gmin, gam[t]);
      }
      kv->level1(K, p, gam, T, d, z, &o);
      for (int t = 0; t < T; t++) if (t != r) {
        long double w = z[t], dl = (long double)gam[t] - gam[r], v[4] = {w, w * dl, w * fabsl(dl), w * ((long double)M - gam[t])};
        for (int q = 0; q < 4; q++) { S[q] += v[q]; A[q] += fabsl(v[q]); }
      }
      got[0] = o.shat; got[1] = o.Dhat; got[2] = o.W; got[3] = o.Mhat;
      for (int q = 0; q < 4; q++) {
        double e = (double)fabsl(got[q] - S[q]), u = (T + 3) * DBL_EPSILON * (double)A[q];
        worst = fmax(worst, e == 0.0 ? 0.0 : u > 0.0 ? e / u : INFINITY);
      }
      bad = o.r != r || o.m != m || o.M != M || o.gmin != gmin;
      mm_prop_record(&pr, k, bad ? INFINITY : worst, NULL, "kernels %s, T = %d, d = %d, |p| = %g: r %d (%d), m %.17g (%.17g), sums %.17g %.17g %.17g %.17g",
        isa[s], T, d, sc, o.r, r, o.m, m, got[0], got[1], got[2], got[3]);
    }
  }
  mm_dyn_set_isa("auto");
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it The copies agree to the bit.} The kernels never contract a
multiply and an add, and fix every summation order, so the baseline, the
AVX2 and the AVX-512 copies must return identical results: the risk, the
floor, the excess, the log-norms and every coordinate of both directions,
and the iterates of $50$ normalised steps. Instances have $n\le40$ inputs
of up to $70$ tokens in dimension up to $40$, so that every remainder of
the blocking (tokens modulo $8$ and $4$, coordinates modulo $32$, $16$, $8$
and $4$) occurs, with inputs of at most |MM_DYN_SMALL_T| tokens and
longer ones. The statistic is the number of differing doubles over every
copy the processor has against the baseline, tolerance $0$. Where the
processor lacks AVX2 the trials are skipped with that reason; a processor
without AVX-512 compares the two others. Compiling the AVX2 copy with
contraction into fused multiply-adds fails it, and so does compiling the
module (\.{dyn.c}) with \.{-std=gnu11} (which lets GCC contract $ab+c$ in the
AVX-512 copy, whose target includes fused multiply-adds).
@<Dyn checks: tests@>=
static int same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }
static int eval_with(const char *isa, const mm_instance *in, const double *p, double *g, double *gv,
  mm_dyn_value *val, double *traj)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  cr_assert(mm_dyn_set_isa(isa) == MM_OK);
  if (mm_dyn_evaluate_full(in, in->K, p, g, gv, val) != MM_OK) return 0;
  memcpy(traj, p, sizeof(double) * (size_t)in->d);
  o.max_steps = 50;
  return mm_dyn_run(in, &o, traj, NULL, &res) == MM_OK;
}
Test(dyn, kernel_copies_agree_to_the_bit)
{
  mm_prop pr;
  const char *isa[3] = {"baseline", "avx2", "avx512"};
  mm_prop_begin(&pr, "dyn", "kernels_bitwise", "n <= 40, T <= 70, d <= 40, |p| in [1e-2, 1e3]; baseline vs AVX2 and AVX-512 copies",
    "number of differing doubles in (values, p-direction, v-direction, iterate after 50 NGD steps)", 0.0, 60);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_gen_options go = mm_gen_defaults();
    mm_instance *in;
    double p[40], g[3][40], gv[3][40], it[3][40], len;
    mm_dyn_value v[3];
    int diff = 0, ok[3], copies = 1;
    mm_prop_rng(&pr, k, &r);
    go.n_min = 1; go.n_max = 40; go.T_min = 1; go.T_max = 70; go.d_min = 1; go.d_max = 40;
    in = mm_gen_instance(&r, &go, NULL);
    cr_assert(in != NULL, "%s", mm_error_message());
    len = 0.01 * pow(1e5, mm_rng_uniform(&r));
    for (int j = 0; j < in->d; j++) p[j] = mm_rng_normal(&r);
    { double nr = mm_norm(p, in->d); for (int j = 0; j < in->d; j++) p[j] *= len / nr; }
    if (mm_dyn_set_isa("avx2") != MM_OK) { mm_prop_skip(&pr, "the processor lacks AVX2"); mm_instance_free(in); continue; }
    ok[0] = eval_with("baseline", in, p, g[0], gv[0], &v[0], it[0]);
    for (int s = 1; s < 3; s++) {
      if (mm_dyn_set_isa(isa[s]) != MM_OK) continue;
      copies++;
      ok[s] = eval_with(isa[s], in, p, g[s], gv[s], &v[s], it[s]);
      diff += ok[0] != ok[s];
      if (ok[0] && ok[s]) {
        diff += !same_bits(v[0].risk, v[s].risk) + !same_bits(v[0].risk_floor, v[s].risk_floor)
          + !same_bits(v[0].log_excess, v[s].log_excess) + !same_bits(v[0].log_gnorm, v[s].log_gnorm)
          + !same_bits(v[0].log_gvnorm, v[s].log_gvnorm);
        for (int j = 0; j < in->d; j++) diff += !same_bits(g[0][j], g[s][j]) + !same_bits(gv[0][j], gv[s][j]) + !same_bits(it[0][j], it[s][j]);
      }
    }
    mm_prop_record(&pr, k, diff, in, "n = %d, d = %d, |p| = %g, %d copies", in->n, in->d, len, copies);
    mm_instance_free(in);
  }
  mm_dyn_set_isa("auto");
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it Each kernel of each copy returns the baseline's bits.} The check
above sees the kernels through whole evaluations, where a differing bit
of a weight far below the leading one can vanish in a sum. This one calls
the five kernels of every copy directly on the same arguments and compares
every double they write: the logits, the weighted keys, the first level
(the weights and the eight numbers it returns), the gradient (its weights
and $\hat h$) and the exponential of $T$ arguments spread over
$[-746,10]$, both of whose paths and the flush to $0$ below $-708$ occur.
Sizes: $T$ from $1$ to $80$ (inputs of at most |MM_DYN_SMALL_T| tokens
and the vector passes, every remainder modulo $32$, $16$, $8$ and $4$) and
$d$ from $1$ to $72$ (both sides of the thirty-two-coordinate blocks,
every remainder modulo $32$, $16$, $8$ and $4$, and the plain loops where
$d$ not a multiple of $4$); queries of norm $10^{-2}$ to $10^4$, so that some inputs have
tails deeper than $708$ below the runner-up; scores tied to the first for
a third of the tokens. The statistic is the number of differing doubles,
tolerance $0$. Pairing a logit's four partial sums as
$(\sigma_0+\sigma_2)+(\sigma_1+\sigma_3)$ in the AVX-512 copy's
reduction of eight logits (|hsum8x4|) fails it, in about a quarter of the
trials (those with $4\mid d$ and at least eight tokens), and fails the
check above.
@<Dyn checks: tests@>=
static int kernel_outputs(const mm_dyn_kernels *kv, const double *K, const double *p, const double *gam,
  const double *x, int T, int d, double *out) /* every double the five kernels write, in |out| */
{
  double z[80], h[72];
  mm_dyn_level1 o;
  int m = 0;
  kv->logits(K, p, T, d, out + m); m += T;
  kv->weighted_keys(K, x, T, d, out + m); m += d; /* |x| as the weights */
  kv->level1(K, p, gam, T, d, z, &o);
  memcpy(out + m, z, sizeof(double) * (size_t)T); m += T;
  out[m++] = o.r; out[m++] = o.m; out[m++] = o.M; out[m++] = o.gmin;
  out[m++] = o.shat; out[m++] = o.Dhat; out[m++] = o.W; out[m++] = o.Mhat;
  kv->gradient(K, gam, T, d, o.r, 1e-3 * o.Dhat, z, h);
  memcpy(out + m, z, sizeof(double) * (size_t)T); m += T;
  memcpy(out + m, h, sizeof(double) * (size_t)d); m += d;
  kv->exp(x, T, out + m); m += T;
  return m;
}
Test(dyn, each_kernel_of_each_copy_returns_the_baselines_bits)
{
  mm_prop pr;
  const char *isa[3] = {"baseline", "avx2", "avx512"};
  static double K[80 * 72], out[3][4 * 80 + 2 * 72 + 8];
  double gam[80], p[72], x[80];
  mm_prop_begin(&pr, "dyn", "kernels_direct_bitwise", "T in [1, 80], d in [1, 72], |p| in [1e-2, 1e4], exp arguments in [-746, 10]; the five kernels of every copy against the baseline",
    "number of differing doubles among the kernels' outputs", 0.0, 400);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng rg;
    int T, d, m = 0, diff = 0, copies = 0;
    double np = 0.0, sc;
    mm_prop_rng(&pr, k, &rg);
    T = mm_rng_int(&rg, 1, 80); d = mm_rng_int(&rg, 1, 72);
    sc = exp(log(1e-2) + mm_rng_uniform(&rg) * log(1e6));
    for (int j = 0; j < T * d; j++) K[j] = mm_rng_normal(&rg);
    for (int j = 0; j < d; j++) { p[j] = mm_rng_normal(&rg); np += p[j] * p[j]; }
    for (int j = 0; j < d; j++) p[j] *= sc / sqrt(np);
    for (int t = 0; t < T; t++) gam[t] = mm_rng_uniform(&rg) < 1.0 / 3.0 ? gam[0] : mm_rng_normal(&rg);
    for (int t = 0; t < T; t++) x[t] = -746.0 + 756.0 * mm_rng_uniform(&rg);
    for (int s = 0; s < 3; s++) {
      if (mm_dyn_set_isa(isa[s]) != MM_OK) continue;
      copies++;
      m = kernel_outputs(mm_dyn_kernels_get(), K, p, gam, x, T, d, out[s]);
      if (s > 0) for (int j = 0; j < m; j++) diff += !same_bits(out[0][j], out[s][j]);
    }
    mm_prop_record(&pr, k, diff, NULL, "T = %d, d = %d, |p| = %g, %d copies", T, d, sc, copies);
  }
  mm_dyn_set_isa("auto");
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ {\it The result does not depend on the number of threads.} The
evaluation merges fixed chunks of inputs in a fixed order, so one thread
and two must give identical bits. The instances are large enough for the
evaluation to use its threads ($n=2000$ inputs of $16$ tokens in dimension
$32$, and $n=700$ inputs of $40$ tokens in dimension $40$, which take the
vector passes and their remainders; $\sum_iT_id\ge10^6$), plus one below
the threshold; every copy of the kernels the processor has; statistic and
tolerance as above. Where OpenMP is not compiled in (and the number of
threads cannot be set), the check records that it could not run. Making the chunk size depend on the thread count
fails it.
@^OpenMP@>
The two checks of this kind compare two evaluations by the number of
doubles whose bits differ: the risk, the log excess, the logs of the two
gradient norms, and the coordinates of the two directions.
@<Dyn checks: tests@>=
static int differing_doubles(const mm_dyn_value v[2], double g[2][40], double gv[2][40], int d)
{
  int diff = !same_bits(v[0].risk, v[1].risk) + !same_bits(v[0].log_excess, v[1].log_excess)
    + !same_bits(v[0].log_gnorm, v[1].log_gnorm) + !same_bits(v[0].log_gvnorm, v[1].log_gvnorm);
  for (int j = 0; j < d; j++) diff += !same_bits(g[0][j], g[1][j]) + !same_bits(gv[0][j], gv[1][j]);
  return diff;
}

Test(dyn, one_and_two_threads_agree_to_the_bit)
{
#ifdef _OPENMP
  mm_prop pr;
  const char *isa[3] = {"baseline", "avx2", "avx512"};
  mm_prop_begin(&pr, "dyn", "threads_bitwise", "n = 2000, T = 16, d = 32 and n = 700, T = 40, d = 40 (threads used), n = 300, T = 8, d = 8; |p| in [1e-2, 1e3]; 1 vs 2 threads, every copy of the kernels",
    "number of differing doubles in (values, p-direction, v-direction)", 0.0, 6);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_gen_options go = mm_gen_defaults();
    mm_instance *in;
    double p[40], g[2][40], gv[2][40], len;
    mm_dyn_value v[2];
    int diff = 0, kind = k % 3;
    mm_prop_rng(&pr, k, &r);
    go.n_min = go.n_max = kind == 0 ? 2000 : kind == 1 ? 700 : 300;
    go.T_min = go.T_max = kind == 0 ? 16 : kind == 1 ? 40 : 8;
    go.d_min = go.d_max = kind == 0 ? 32 : kind == 1 ? 40 : 8;
    in = mm_gen_instance(&r, &go, NULL);
    cr_assert(in != NULL, "%s", mm_error_message());
    len = 0.01 * pow(1e5, mm_rng_uniform(&r));
    for (int j = 0; j < in->d; j++) p[j] = mm_rng_normal(&r);
    { double nr = mm_norm(p, in->d); for (int j = 0; j < in->d; j++) p[j] *= len / nr; }
    for (int s = 0; s < 3; s++) {
      if (mm_dyn_set_isa(isa[s]) != MM_OK) continue;
      for (int th = 0; th < 2; th++) {
        omp_set_num_threads(th + 1);
        cr_assert(mm_dyn_evaluate_full(in, in->K, p, g[th], gv[th], &v[th]) == MM_OK, "%s", mm_error_message());
      }
      diff += differing_doubles(v, g, gv, in->d);
    }
    mm_prop_record(&pr, k, diff, in, "n = %d, T = %d, d = %d, |p| = %g", in->n, in->T[0], in->d, len);
    mm_instance_free(in);
  }
  mm_dyn_set_isa("auto");
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
#else
  cr_skip_test("built without OpenMP");
#endif
}

@ A worker that starts after its evaluation has ended must touch nothing
but the job (the shared state it holds a reference to): by then the caller
may have freed the instance. The check makes every worker late on purpose
(|mm_dyn_worker_delay_us|, $20$\,ms), so that the caller evaluates every
chunk alone and returns; it then frees the instance and waits until the
worker has woken, claimed, found no chunk and let go of the job. A worker
that read the instance would read freed memory: the sanitizer build
(\.{make check-san}) aborts on it, every time, where without the delay it
would need an unlucky schedule. The ordinary build cannot see such a read;
there the check still compares the bits with a one-thread evaluation, so
that work done by a late worker, or lost by it, would show. Statistic: the
number of differing doubles, tolerance $0$. Reading the number of inputs
before the test for a remaining chunk fails it under the sanitizer.
@<Dyn checks: tests@>=
Test(dyn, late_workers_touch_only_the_job)
{
#ifdef _OPENMP
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "late_workers", "n = 2000, T = 16, d = 32; workers start 20 ms late; the instance is freed before they wake",
    "number of differing doubles in (values, p-direction, v-direction), 1 thread vs 2 with late workers", 0.0, 3);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    mm_gen_options go = mm_gen_defaults();
    mm_instance *in, *in2;
    double p[40], g[2][40], gv[2][40];
    mm_dyn_value v[2];
    int diff = 0, n;
    mm_prop_rng(&pr, k, &r);
    go.n_min = go.n_max = 2000; go.T_min = go.T_max = 16; go.d_min = go.d_max = 32;
    in = mm_gen_instance(&r, &go, NULL);
    cr_assert(in != NULL, "%s", mm_error_message());
    in2 = mm_instance_copy(in);
    cr_assert(in2 != NULL, "%s", mm_error_message());
    for (int j = 0; j < in->d; j++) p[j] = mm_rng_normal(&r);
    omp_set_num_threads(1);
    cr_assert(mm_dyn_evaluate_full(in, in->K, p, g[0], gv[0], &v[0]) == MM_OK, "%s", mm_error_message());
    omp_set_num_threads(2);
    mm_dyn_worker_delay_us = 20000;
    cr_assert(mm_dyn_evaluate_full(in2, in2->K, p, g[1], gv[1], &v[1]) == MM_OK, "%s", mm_error_message());
    mm_dyn_worker_delay_us = 0;
    mm_instance_free(in2);
    usleep(60000); /* the worker wakes at 20 ms, finds no chunk and lets go */
    n = in->n;
    diff += differing_doubles(v, g, gv, in->d);
    mm_prop_record(&pr, k, diff, in, "n = %d", n);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
#else
  cr_skip_test("built without OpenMP");
#endif
}

@*1 Bad arguments.
Every misuse the chapter can detect comes back as |MM_EINPUT| with a message
that names the problem, and nothing is written to the caller's arrays that
could be mistaken for a result.
@<Dyn checks: tests@>=
static void expect_refusal(mm_status s, const char *phrase)
{
  cr_assert(s == MM_EINPUT, "status %d instead of MM_EINPUT (expected a message with \"%s\")", (int)s, phrase);
  cr_assert(strstr(mm_error_message(), phrase) != NULL, "message \"%s\" does not say \"%s\"", mm_error_message(), phrase);
}
Test(dyn, bad_arguments_are_refused_with_messages)
{
  mm_instance *in = mm_example("E1a", 0);
  double p[3] = {0.0, 1.0, 0.0}, W[9], R = 2.0, P[3], q[3] = {1.0, 0.0, 0.0}, v[3] = {0.0, 0.0, 1.0};
  int tok[1] = {7};
  mm_dyn_options o = mm_dyn_defaults();
  mm_path_options po = mm_path_defaults();
  mm_dyn_result res; mm_dyn_traj tr; mm_path_point pt; mm_dyn_value val;
  o.eta = -1.0;
  expect_refusal(mm_dyn_run(in, &o, p, NULL, &res), "step size must be positive");
  o = mm_dyn_defaults(); o.max_steps = -3;
  expect_refusal(mm_dyn_run(in, &o, p, NULL, &res), "step limit must be non-negative");
  o = mm_dyn_defaults(); o.eta = 0.0;
  expect_refusal(mm_dyn_train_joint(in, &o, v, p, NULL, &res), "step size must be positive");
  p[0] = NAN;
  expect_refusal(mm_dyn_evaluate(in, p, NULL, &val), "non-finite query");
  p[0] = 0.0; p[1] = 0.0;
  memcpy(W, in->W, sizeof W);
  o = mm_dyn_defaults();
  expect_refusal(mm_dyn_train_W(in, p, &o, W, &res), "non-zero finite query");
  mm_dyn_traj_init(&tr, 3, NULL, 0, tok);
  expect_refusal(mm_dyn_run(in, &o, p, &tr, &res), "trajectory does not match");
  po.q = q; po.mu = 1.5;
  expect_refusal(mm_dyn_path(in, &po, &R, 1, P, &pt), "cone needs 0 < mu < 1");
  po = mm_path_defaults(); R = 0.0;
  expect_refusal(mm_dyn_path(in, &po, &R, 1, P, &pt), "radii must be positive");
  cr_assert(mm_mlp_new(3, 0, 1) == NULL && strstr(mm_error_message(), "hidden width must be positive"), "%s", mm_error_message());
  mm_dyn_traj_free(&tr);
  mm_instance_free(in);
}

@ The nonlinear head's excess in log form, against two references that
share no code with the chapter. At moderate norms, the plain definition
evaluated in |long double|: the softmax by |expl|, the attended token as
$x_r+\sum_{t\ne r}s_t(x_t-x_r)$, $\psi$ by |tanhl|, and
$L-L^\psi_\star={1\over n}\sum_i(\ell(u_i)-\ell(M^\psi_i))$ summed directly.
Its own error is a few roundings of the terms it subtracts,
$\epsilon_{\rm ld}S$ with $\epsilon_{\rm ld}=2^{-63}$ and
$S={1\over n}\sum_i\bigl(\vert\ell(u_i)\vert+\vert\ell(M^\psi_i)\vert+\vert\ell'(u_i)\vert
\sum_j\vert a_j\vert(1+\vert\alpha_j\vert)\bigr)$ (the last term the rounding of
$\psi$ carried through the loss); so the reference is meaningful where
$\vert D\vert\gg\epsilon_{\rm ld}S$. Far out, where the weights are
$e^{-50}$ to $e^{-5000}$ and neither double nor the direct |long double| sum
sees anything, the first-order expansion
$$D\approx{1\over n}\sum_i\vert\ell'(M^\psi_i)\vert\sum_{t\ne r}s_{it}(\phi^\star_{ir}-\phi^\star_{it}),
\qquad\phi^\star_{it}=Y_ix_{it}^T\nabla\psi(x_{ir}),$$
computed in |long double| (whose exponent reaches $e^{-11356}$), is exact to a
relative $O(\max_ts_{it})$, below $10^{-20}$ there, when every input's dominant
token is its best one.
@<Dyn checks: subroutines@>=
static long double ref_loss(mm_loss_kind k, long double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return u >= 0 ? log1pl(expl(-u)) : -u + log1pl(expl(u));
  case MM_LOSS_EXPONENTIAL: return expl(-u);
  default: return -u;
  }
}
static long double ref_psi(const mm_mlp *f, const long double *z, long double *grad, long double *sens)
{
  long double y = 0.0L;
  if (grad) for (int k = 0; k < f->d; k++) grad[k] = 0.0L;
  if (sens) *sens = 0.0L;
  for (int j = 0; j < f->h; j++) {
    long double al = f->c[j], th, c;
    for (int k = 0; k < f->d; k++) al += (long double)f->B[j * f->d + k] * z[k];
    th = tanhl(al); c = coshl(al);
    y += f->a[j] * th;
    if (grad) for (int k = 0; k < f->d; k++) grad[k] += f->a[j] / (c * c) * f->B[j * f->d + k];
    if (sens) *sens += fabsl(f->a[j]) * (1.0L + fabsl(al));
  }
  return y;
}

@ Both references walk the inputs the same way; |first_order| selects the
expansion, which also returns its conditioning $\kappa$ (the sum of the
absolute values of all its terms, hidden unit by hidden unit, over the
absolute value of the result) through |scale|, and $-1$ when some input's
dominant token is not its best one. The direct sum returns $S$ there.
@<Dyn checks: subroutines@>=
static long double ref_nl_excess(const mm_instance *in, const mm_mlp *psi, const double *p, int first_order, long double *scale)
{
  int d = in->d;
  long double D = 0.0L, S = 0.0L;
  for (int i = 0; i < in->n; i++) {
    const double *X = in->X + (size_t)in->off[i] * d, *K = in->K + (size_t)in->off[i] * d;
    int T = in->T[i], r = 0, best = 0;
    long double a[64], z[8], xt[8], gpsi[8], M = -INFINITY, E = 0.0L, sens, lu, u;
    for (int t = 0; t < T; t++) {
      long double g;
      a[t] = 0.0L;
      for (int j = 0; j < d; j++) { a[t] += (long double)K[t * d + j] * p[j]; xt[j] = X[t * d + j]; }
      if (a[t] > a[r]) r = t;
      g = in->Y[i] * ref_psi(psi, xt, NULL, NULL);
      if (g > M) { M = g; best = t; }
    }
    for (int t = 0; t < T; t++) if (t != r) { a[t] = expl(a[t] - a[r]); E += a[t]; }
    for (int j = 0; j < d; j++) {
      z[j] = X[r * d + j];
      if (!first_order) for (int t = 0; t < T; t++) if (t != r) z[j] += a[t] / (1.0L + E) * ((long double)X[t * d + j] - X[r * d + j]);
    }
    u = in->Y[i] * ref_psi(psi, z, gpsi, &sens);
    if (first_order) {
      if (best != r) { *scale = -1.0L; return 0.0L; }
      lu = fabsl(ref_dloss(in->loss, M)) / (1.0L + E) / in->n;
      for (int t = 0; t < T; t++) if (t != r)
        for (int j = 0; j < psi->h; j++) {
          long double al = psi->c[j], bx = 0.0L, c;
          for (int k = 0; k < d; k++) { al += (long double)psi->B[j * d + k] * X[r * d + k]; bx += (long double)psi->B[j * d + k] * ((long double)X[r * d + k] - X[t * d + k]); }
          c = coshl(al);
          D += lu * a[t] * in->Y[i] * psi->a[j] * bx / (c * c); /* $\phi^\star_r-\phi^\star_t$, unit $j$ */
          S += fabsl(lu * a[t] * psi->a[j] * bx / (c * c));
        }
    } else {
      D += (ref_loss(in->loss, u) - ref_loss(in->loss, M)) / in->n;
      S += (fabsl(ref_loss(in->loss, u)) + fabsl(ref_loss(in->loss, M)) + fabsl(ref_dloss(in->loss, u)) * sens) / in->n;
    }
  }
  *scale = first_order ? S / fabsl(D) : S;
  return D;
}

@ At moderate norms, $\norm{p}$ log-uniform in $[0.3,30]$ on the random
instances of this chapter, the sign of the excess must agree with the
reference and $\log\vert D\vert$ must agree to the sum of the two errors: the
reference's $\epsilon_{\rm ld}S/\vert D\vert$, and ours, which is that of the
linear evaluation, a relative $\epsilon A$ in each weight ($A$ the largest
absolute logit) and a few $\epsilon$ from the sums, amplified by the
cancellation of the positive and negative contributions, at most
$\kappa=S/\vert D\vert$ again. So the statistic is
$\vert\log\vert D\vert-\log\vert D_{\rm ref}\vert\vert/\bigl((\epsilon(1+A)+\epsilon_{\rm ld})S/\vert D_{\rm ref}\vert\bigr)$,
on the rung $2^{12}$ of the linear evaluation's check (measured: below $1$). Draws with
$\vert D_{\rm ref}\vert<2^{20}\epsilon_{\rm ld}S$ are skips.
@<Dyn checks: tests@>=
Test(dyn, nonlinear_excess_matches_long_double)
{
  mm_prop pr;
  mm_prop_begin(&pr, "dyn", "nonlinear_excess_vs_long_double", "psi = a^T tanh(Bz + c), h = 6, |p| in [0.3, 30]; |D_ref| >= 2^20 eps_ld S",
    "|log|D| - log|D_ref|| / ((eps (1 + A) + eps_ld) S / |D_ref|)", 4096.0, 150);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; double p[8], A = 0.0;
    long double Dr, S, eld = LDBL_EPSILON / 2;
    mm_instance *in;
    mm_mlp *psi;
    mm_dyn_nl_value v;
    mm_prop_rng(&pr, k, &r);
    in = draw(&r, k, 0.3 * pow(100.0, mm_rng_uniform(&r)), p);
    psi = mm_mlp_new(in->d, 6, 2000 + k);
    cr_assert(mm_dyn_nl_evaluate(in, psi, p, NULL, &v) == MM_OK, "%s", mm_error_message());
    Dr = ref_nl_excess(in, psi, p, 0, &S);
    for (int t = 0; t < in->off[in->n]; t++) A = fmax(A, fabs(mm_dot(in->K + (size_t)t * in->d, p, in->d)));
    if (fabsl(Dr) < 0x1p20 * eld * S) mm_prop_skip(&pr, "excess below the resolution of the long double reference");
    else mm_prop_record(&pr, k, v.sign != (Dr > 0 ? 1 : -1) ? INFINITY
        : fabs(v.log_excess - (double)logl(fabsl(Dr))) / (double)((DBL_EPSILON * (1.0 + A) + eld) * S / fabsl(Dr)), in,
      "loss %s, |p| = %g: sign %d, log|D| = %.17g, reference %.17Lg, S = %Lg", mm_loss_name(in->loss), mm_norm(p, in->d), v.sign, v.log_excess, logl(fabsl(Dr)), S);
    mm_mlp_free(psi);
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too many skips: %s", mm_prop_summary(&pr));
}

@ Far out: instances as in the nonlinear chapter (at most $3$ inputs of $4$
tokens in $\R^3$), $p=G\,p^\psi$ with $p^\psi$ the ATT-SVM of the tokens of
highest selection score (draws where it is infeasible, or a best token is
not unique, are skips) and $G$ log-uniform in $[50,5000]$, so that every
other token's logit is at least $G$ below its input's best one. The
expansion's relative error $O(e^{-G})$ is negligible; ours is as above,
$\epsilon(1+A)$ times the conditioning $\kappa$ of the expansion's sum, and
the statistic is the error in those units, on the same rung $2^{12}$.
At the same points $\nabla F$ of |mm_dyn_nl_objective| is compared with
differences of $F$; the next sections give the reference and its error.

@ The reference for $\nabla F$. To first order $F=\log D$ with
$D=\sum_mc_me^{w_m^Tp}$, one term per input, non-selected token and hidden
unit, coefficients $c_m$ of either sign and slopes $w_m$ differences of keys;
the ATT factors vary slowly. Its derivatives are not of order one. Along a
coordinate, $D^{(k)}/D$ is bounded by $\Omega^k\kappa$ ($\Omega$ the
largest slope in that coordinate), and the fifth derivative of $\log D$ is a
combination of such ratios up to their fifth power. So a fixed stencil has an
unbounded truncation error where the slopes are large or the terms nearly
cancel. A fixed stencil's truncation is therefore not bounded in advance: where
five-point differences with $h=10^{-2}$ disagreed with the gradient by
$10^{-5}$ relative, a \&{\_\_float128} evaluation of the same excess and
gradient agreed with the computed gradient to $2.3\epsilon(1+A)$, and the
stencil's error went as $h^4$, that is, truncation. So the reference is a
Richardson extrapolation with an a-posteriori estimate of its truncation
(the record's calibration table gives the draws).
@^finite differences@>

The reference is now the Richardson extrapolation of two five-point
differences, $D_h$ with $h=10^{-2}$ and $D_{h/2}$:
$R=D_{h/2}+(D_{h/2}-D_h)/15$. The five-point error is
$ch^4+O(h^6)$, so $R$ is exact to $O(h^6)$, and the correction
$\vert D_h-D_{h/2}\vert/15$ bounds $R$'s truncation for as long as the $h^4$
term dominates. This is an a-posteriori estimate of the kind GSL's
\.{gsl\_deriv\_central} makes (from a three- and a five-point rule), and the
measured $h$-dependence above shows that regime.
The estimate is made from $F$ alone, so a wrong gradient cannot enlarge it.
Rounding: each value of $F$ is right to $16\epsilon(1+A)\kappa'$. That is a
few roundings of each logit and sum, the rung $16$ of the linear evaluation,
times the cancellation $\kappa'$, the largest $\kappa$ over $p$ and the
stencil points. The far-out check above measures at most $1.25$ on the unit
$\epsilon(1+A)\kappa$, and the $\_\_float128$ comparison at most $3.2$ on the
smaller unit $\epsilon(1+A)(P+N)/(P-N)$. $A$
changes by at most $2h\max\norm{k}$ over the stencil, a relative $10^{-3}$.
The weights of $R$ sum to $(16\cdot18/6+18/12)/(15h)=3.3/h$, and the $d$
coordinates give a factor $\sqrt d$. The gradient's own rounding comes in too,
including its cancellation, $\epsilon(\norm{\nabla P}+\norm{\nabla N})/(P-N)$
with $P$ and $N$ the positive and negative parts of $D$, which a bound on the
rounding of $F$ does not cover. To first order each term of
$D$ contributes $w_mc_me^{w_m^Tp}$ to $\nabla D$, so that cancellation is at
most $W\kappa$, with $W$ the largest key difference $\norm{k_{it}-k_{ir}}$,
and the gradient is right to $16\epsilon(1+A)\kappa'W$ (measured above:
$11.8\epsilon(1+A)$). The statistic is
$$\norm{\nabla F-R}\Big/\Bigl(\norm{D_h-D_{h/2}}/15+16\epsilon(1+A)\kappa'(3.3\sqrt d/h+W)\Bigr),$$
tolerance $1$. Draws where a stencil point has $D\le0$ or a dominant token
that is not its best one are skipped: $F$ is not $\log D$ there.
Measured: at the default size the worst statistic is $0.020$ over $80$ draws.
At ten times the trials it is $0.035$ over $786$ draws with the default
seed and $0.039$ over $780$ draws with seed $7$. The largest
statistics come from draws where rounding dominates and the error is a
thirtieth of its bound. The check can still fail. Multiplying the first
coordinate of $\nabla F$ by $1+10^{-6}$ before the comparison (a trial edit,
not part of the suite) fails $76$ of the $80$ draws at the default size
(median statistic $51$, largest $6752$), $752$ of $786$ at ten times the
trials and $738$ of $780$ with seed $7$. The $34$ draws it misses at ten times
are of two kinds. In $27$ the tolerance is above $10^{-7}\norm{\nabla F}$ (the
largest is $1.7\cdot10^{-5}\norm{\nabla F}$, in all but one because of the
rounding of $F$ over the step). In $7$ the first coordinate of $\nabla F$ is
itself nearly zero, so the change is too small to see.

@<Dyn checks: tests@>=
Test(dyn, nonlinear_excess_far_out_matches_first_order)
{
  mm_prop pr, pg;
  mm_prop_begin(&pr, "dyn", "nonlinear_excess_far_out", "psi = a^T tanh(Bz + c), h = 6; p = G p_psi, G in [50, 5000]",
    "|log|D| - log|D_1|| / (eps (1 + A) kappa), D_1 the first-order expansion", 4096.0, 100);
  mm_prop_begin(&pg, "dyn", "nonlinear_log_grad_vs_fd", "as nonlinear_excess_far_out, where D > 0",
    "|grad F - R| / (|D_h - D_h/2| / 15 + 16 eps (1 + A) kappa' (3.3 sqrt(d) / h + W)), R Richardson of five-point D_h, h = 1e-2; F = log(L - L_psi)", 1.0, 100);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; int opt[8];
    double p[8], g[8], A = 0.0, G, e = 0.0, nr = 0.0, tr = 0.0, W = 0.0;
    long double D1, kap;
    int inside = 1;
    mm_gen_options o = mm_gen_defaults();
    mm_instance *in;
    mm_mlp *psi;
    mm_svm s;
    mm_dyn_nl_value v;
    mm_prop_rng(&pr, k, &r);
    o.n_max = 3; o.T_max = 4; o.d_max = 3; o.loss = (mm_loss_kind)(k % 3); o.scale = 0.5;
    in = mm_gen_instance(&r, &o, NULL);
    psi = mm_mlp_new(in->d, 6, mm_rng_next(&r));
    memset(&s, 0, sizeof s);
    G = 50.0 * pow(100.0, mm_rng_uniform(&r));
    @<Dyn checks: the best tokens under $\psi$ and their ATT-SVM, or |continue|@>@;
    for (int j = 0; j < in->d; j++) p[j] = G * s.z[j];
    for (int t = 0; t < in->off[in->n]; t++) A = fmax(A, fabs(mm_dot(in->K + (size_t)t * in->d, p, in->d)));
    cr_assert(mm_dyn_nl_evaluate(in, psi, p, NULL, &v) == MM_OK, "%s", mm_error_message());
    D1 = ref_nl_excess(in, psi, p, 1, &kap);
    mm_prop_record(&pr, k, v.sign != (D1 > 0 ? 1 : -1) ? INFINITY
        : fabs(v.log_excess - (double)logl(fabsl(D1))) / (DBL_EPSILON * (1.0 + A) * (double)kap), in,
      "G = %g, A = %g: sign %d, log|D| = %.17g, first order %.17Lg, kappa %Lg", G, A, v.sign, v.log_excess, logl(fabsl(D1)), kap);
    if (v.sign <= 0) mm_prop_skip(&pg, "excess not positive (a token improves to first order)");
    else if (kap > 16.0L) mm_prop_skip(&pg, "positive and negative contributions cancel (kappa > 16)");
    else {
      long double kmax = kap;
      @<Dyn checks: compare $\nabla F$ with differences of $F$ at |p|@>@;
      if (!inside) mm_prop_skip(&pg, "a stencil point leaves D > 0 or its best tokens");
      else mm_prop_record(&pg, k, sqrt(e) / (sqrt(tr) + 16.0 * DBL_EPSILON * (1.0 + A) * (double)kmax * (3.3 * sqrt((double)in->d) / 1e-2 + W)), in,
        "G = %g, A = %g, kappa %Lg (stencil %Lg), W = %g, |grad F| = %g, |error| = %g, truncation %g", G, A, kap, kmax, W, sqrt(nr), sqrt(e), sqrt(tr));
    }
    mm_svm_free(&s); mm_mlp_free(psi); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pg);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pg.failed == 0, "%s", mm_prop_summary(&pg));
  cr_assert(pr.passed >= pr.trials / 4, "too many skips: %s", mm_prop_summary(&pr));
}

@ @<Dyn checks: the best tokens under $\psi$...@>=
{
  double sc[64];
  int ok = 1;
  mm_dyn_nl_scores(in, psi, sc);
  for (int i = 0; i < in->n; i++) {
    opt[i] = 0;
    for (int t = 1; t < in->T[i]; t++) if (sc[in->off[i] + t] > sc[in->off[i] + opt[i]]) opt[i] = t;
    for (int t = 0; t < in->T[i]; t++) if (t != opt[i] && sc[in->off[i] + t] == sc[in->off[i] + opt[i]]) ok = 0;
  }
  if (!ok || mm_svm_att(in, opt, NULL, &s) != MM_OK) {
    mm_prop_skip(&pr, "no unique best token under psi, or their ATT-SVM infeasible");
    mm_prop_skip(&pg, "no unique best token under psi, or their ATT-SVM infeasible");
    mm_svm_free(&s); mm_mlp_free(psi); mm_instance_free(in);
    continue;
  }
}

@ The two stencils: bit $0$ of |q| is the sign, bit $1$ the double step,
bit $2$ the half step. |W| is the largest key difference of an input.
@<Dyn checks: compare $\nabla F$...@>=
{
  double lgF;
  mm_dyn_nl_objective(in, psi, p, g, &lgF, &v);
  for (int j = 0; j < in->d; j++) g[j] *= exp(lgF); /* unit direction times the norm */
}
for (int i = 0; i < in->n; i++)
  for (int t = 0; t < in->T[i]; t++) for (int u = 0; u < in->T[i]; u++) {
    double w2 = 0.0;
    for (int j = 0; j < in->d; j++) { double c = in->K[(size_t)(in->off[i] + t) * in->d + j] - in->K[(size_t)(in->off[i] + u) * in->d + j]; w2 += c * c; }
    W = fmax(W, sqrt(w2));
  }
for (int j = 0; j < in->d && inside; j++) {
  const double h = 1e-2, x0 = p[j];
  double f[8], dh, d2, gf;
  for (int q = 0; q < 8; q++) {
    long double kq;
    p[j] = x0 + (q & 1 ? -1.0 : 1.0) * (q & 2 ? 2.0 : 1.0) * (q & 4 ? h / 2 : h);
    f[q] = mm_dyn_nl_objective(in, psi, p, NULL, NULL, &v);
    ref_nl_excess(in, psi, p, 1, &kq);
    if (v.sign <= 0 || kq < 0.0L) inside = 0;
    else kmax = fmaxl(kmax, kq);
  }
  p[j] = x0;
  dh = (8.0 * (f[0] - f[1]) - (f[2] - f[3])) / (12.0 * h);
  d2 = (8.0 * (f[4] - f[5]) - (f[6] - f[7])) / (6.0 * h);
  gf = d2 + (d2 - dh) / 15.0; /* $R=D_{h/2}+(D_{h/2}-D_h)/15$ */
  e += (g[j] - gf) * (g[j] - gf); nr += gf * gf; tr += (d2 - dh) * (d2 - dh) / 225.0;
}

@ The path of the nonlinear head uses the same machinery with $F$ from
|mm_dyn_nl_objective|. On E1a
with a perceptron of width $6$ (seed $7$) at radii $0.5$, $1$, $2$ it must not
end above the dense grid's best value of $F$ by more than the rounding of $F$
($16\epsilon\max(1,\vert F\vert)$: the logits here are below $2$ in size, so the
log form's error $\epsilon(1+A)$ is a few $\epsilon$) and must be
first-order stationary to $10^{-6}$. The statistic is the excess over the
grid in units of $\epsilon\max(1,\vert F\vert)$, tolerance $16$. (The grid is far
above: $F$ is a logarithm, and the grid's spacing costs it whole units.)
@<Dyn checks: tests@>=
Test(dyn, nonlinear_path_on_E1a_beats_a_dense_grid)
{
  mm_prop pr;
  mm_instance *in = mm_example("E1a", 0);
  mm_mlp *psi = mm_mlp_new(3, 6, 7);
  double radii[3] = {0.5, 1.0, 2.0}, P[9];
  mm_path_point pt[3];
  mm_path_options o = mm_path_defaults();
  mm_prop_begin(&pr, "dyn", "nonlinear_path_vs_grid", "E1a, psi of width 6, seed 7, 8 random starts",
    "(F_path - F_grid) / (eps max(1, |F_grid|))", 16.0, 3);
  o.starts = 8; o.psi = psi;
  cr_assert(mm_dyn_path(in, &o, radii, 3, P, pt) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 3; k++) {
    double best = grid_minimum(in, psi, radii[k]);
    cr_assert(pt[k].stationarity <= 1e-6, "radius %g: stationarity %g", radii[k], pt[k].stationarity);
    mm_prop_record(&pr, k, (pt[k].F - best) / (DBL_EPSILON * fmax(1.0, fabs(best))), in,
      "R = %g: F_path = %.17g, F_grid = %.17g, L_path = %.17g", radii[k], pt[k].F, best, pt[k].risk);
  }
  mm_prop_end(&pr);
  mm_mlp_free(psi);
  mm_instance_free(in);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ The stopping rules. On E1a from $p=0$ with $\eta=0.1$: a norm limit of $50$
stops the run within one step of it ($\norm{p}<50+\eta$), a step limit of
$100$ stops after exactly $100$ steps, and an angle limit of $10^{-5}$ stops
the run by the angle rule at the first step whose change of direction is
below it, which must come after the direction has settled (at a norm above
$10$, since the angle per step is about $\eta\,c/\norm{p}^2$ with $c\approx2$).
@^stopping rules@>
@<Dyn checks: tests@>=
Test(dyn, stopping_rules_stop_where_they_should)
{
  mm_instance *in = mm_example("E1a", 0);
  double p[3] = {0.0, 0.0, 0.0}, prev[3];
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  o.max_norm = 50.0;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  cr_assert(res.stop == MM_DYN_STOP_NORM && res.norm >= 50.0 && res.norm < 50.0 + o.eta, "stop %s at |p| = %g", mm_dyn_stop_name(res.stop), res.norm);
  memset(p, 0, sizeof p); o = mm_dyn_defaults(); o.max_steps = 100;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  cr_assert(res.stop == MM_DYN_STOP_STEPS && res.steps == 100, "stop %s after %ld steps", mm_dyn_stop_name(res.stop), res.steps);
  memset(p, 0, sizeof p); o = mm_dyn_defaults(); o.min_angle = 1e-5; o.max_steps = 1000000;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  cr_assert(res.stop == MM_DYN_STOP_ANGLE && res.norm > 10.0, "stop %s at |p| = %g", mm_dyn_stop_name(res.stop), res.norm);
  memcpy(prev, p, sizeof p); o.max_steps = 1; o.min_angle = 0;
  cr_assert(mm_dyn_run(in, &o, p, NULL, &res) == MM_OK);
  cr_assert(mm_dyn_angle(p, prev, 3) < 1e-5, "the next step turns by %g", mm_dyn_angle(p, prev, 3));
  mm_instance_free(in);
}
