@*Training $(K,Q)$: nuclear against Frobenius.
\lbl{chk:kq}{\sl Code:\/} the chapter on training $W$ and $(K,Q)$ with a
query token per input; {\sl statements:\/} \secref{nuc-frob},
\secref{nuc-dual}.
@^nuclear-norm ATT-SVM@>
@^Frobenius ATT-SVM@>
The chapter first tests the mechanics of the two trainings (the factor
gradients against finite differences of a risk computed the plain way,
and one factorised step against one $W$ step), then the directions they
reach: $W$-training towards the Frobenius ATT-SVM, $(K,Q)$-training
towards the nuclear-norm ATT-SVM, on draws where the two differ. The suite
is \.{kq} in the verification report.

@(check_kq.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "nuclear.h"
#include "dyn_kq.h"
#include "dyn_nucpath.h"
#include <lapacke.h>
@<KQ checks: subroutines@>@;
@<KQ checks: tests@>@;

@ A random instance for the mechanics: $n\le4$ inputs of $2$ to $5$
tokens in $2\le d\le5$ dimensions, standard normal tokens, head and
queries, random labels and a random loss of the three; |Z| receives the
queries.
@<KQ checks: subroutines@>=
static mm_instance *random_instance(mm_rng *r, double *Z)
{
  int n = mm_rng_int(r, 1, 4), d = mm_rng_int(r, 2, 5), T[4];
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, 5);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL, "%s", mm_error_message());
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
  for (int j = 0; j < d; j++) in->v[j] = mm_rng_normal(r);
  for (int i = 0; i < n; i++) in->Y[i] = mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
  for (int j = 0; j < n * d; j++) Z[j] = mm_rng_normal(r);
  in->loss = (mm_loss_kind)mm_rng_int(r, 0, 2);
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  return in;
}

@ The risk the plain way, in |long double|: for each input the logits
$x_{it}^TKQ^Tz_i$ formed as $(K^Tx_{it})^T(Q^Tz_i)$, a softmax shifted by
the largest logit, $u_i=\sum_ts_{it}\gamma_{it}$, and the loss. It shares
nothing with the lifted instance or the log-domain evaluation.
@<KQ checks: subroutines@>=
static long double plain_loss(mm_loss_kind k, long double u)
{
  switch (k) {
  case MM_LOSS_LOGISTIC: return u >= 0 ? log1pl(expl(-u)) : -u + log1pl(expl(u));
  case MM_LOSS_EXPONENTIAL: return expl(-u);
  default: return -u;
  }
}
static long double plain_risk(const mm_instance *in, const double *Z, int m, const double *K, const double *Q)
{
  int d = in->d;
  long double risk = 0.0L, a[8], b[8], l[5];
  for (int i = 0; i < in->n; i++) {
    long double mx = -INFINITY, s = 0.0L, u = 0.0L;
    for (int j = 0; j < m; j++) { b[j] = 0.0L; for (int c = 0; c < d; c++) b[j] += (long double)Q[c * m + j] * Z[i * d + c]; }
    for (int t = 0; t < in->T[i]; t++) {
      const double *x = in->X + (size_t)(in->off[i] + t) * d;
      l[t] = 0.0L;
      for (int j = 0; j < m; j++) { a[j] = 0.0L; for (int c = 0; c < d; c++) a[j] += (long double)K[c * m + j] * x[c]; l[t] += a[j] * b[j]; }
      if (l[t] > mx) mx = l[t];
    }
    for (int t = 0; t < in->T[i]; t++) { l[t] = expl(l[t] - mx); s += l[t]; }
    for (int t = 0; t < in->T[i]; t++) u += l[t] / s * in->gamma[in->off[i] + t];
    risk += plain_loss(in->loss, u);
  }
  return risk / in->n;
}

@*1 The factor gradients.
|mm_kq_gradient| at random factors ($d\times m'$, $m'\in[1,d+1]$, standard
normal entries scaled to Frobenius norm in $[0.3,2]$) against central
differences of |plain_risk| with step $h=10^{-4}$ in every entry of $K$ and
$Q$. The truncation error of a central difference is $h^2\vert f'''\vert/6$;
here the logits are bilinear in the factors with entries of order one, the
loss and the softmax have third derivatives of order one, so the error is
of order $10^{-8}$ times a modest constant, and the rounding of the
|long double| risk ($10^{-19}/h$) is negligible. The statistic is the
largest entry of the difference divided by $10^{-6}(1+\max\vert\nabla\vert)$:
tolerance $1$, a finite-difference tolerance off the ladder, two decades
above the truncation estimate. A gradient with the factors swapped
($G^TQ$ for $GQ$), or missing the transpose, is wrong by order one.
@<KQ checks: tests@>=
Test(kq, factor_gradients_match_finite_differences)
{
  mm_prop pr;
  mm_prop_begin(&pr, "kq", "factor_gradients_match_finite_differences",
    "n <= 4, T <= 5, d <= 5, m' in [1, d+1], random loss, |K|_F, |Q|_F in [0.3, 2]",
    "max |grad - central difference| / (1e-6 (1 + max |grad|)), h = 1e-4", 1.0, 200);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "grad_K = (grad_W L) Q and grad_Q = (grad_W L)^T K through the lifted instance, against a plain long double risk");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; double Z[20], K[30], Q[30], gK[30], gQ[30], W[25], err = 0.0, big = 0.0;
    int m, d;
    mm_instance *in, *lift;
    mm_dyn_value val;
    mm_prop_rng(&pr, k, &r);
    in = random_instance(&r, Z); d = in->d; m = mm_rng_int(&r, 1, d + 1);
    mm_kq_init(&r, d, m, 0.3 + 1.7 * mm_rng_uniform(&r), K, Q);
    lift = mm_kq_lift(in, Z);
    cr_assert(lift != NULL, "%s", mm_error_message());
    cr_assert(mm_kq_gradient(lift, m, K, Q, W, gK, gQ, &val) == MM_OK, "%s", mm_error_message());
    @<KQ checks: compare every factor entry with its central difference@>@;
    mm_prop_record(&pr, k, err / (1e-6 * (1.0 + big)), in, "d = %d, m' = %d, loss %s, max |grad| %.3g, max error %.3g",
      d, m, mm_loss_name(in->loss), big, err);
    mm_instance_free(lift); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<KQ checks: compare every factor entry...@>=
{
  const double h = 1e-4, scale = exp(val.log_gnorm);
  double *F[2] = {K, Q}, *g[2] = {gK, gQ};
  for (int f = 0; f < 2; f++)
    for (int j = 0; j < d * m; j++) {
      double keep = F[f][j], fd, an = scale * g[f][j];
      long double up, down;
      F[f][j] = keep + h; up = plain_risk(in, Z, m, K, Q);
      F[f][j] = keep - h; down = plain_risk(in, Z, m, K, Q);
      F[f][j] = keep;
      fd = (double)((up - down) / (2.0L * h));
      if (val.log_gnorm == -INFINITY) an = 0.0;
      err = fmax(err, fabs(an - fd)); big = fmax(big, fabs(an));
    }
}

@*1 A factorised step from the identity factorisation.
From $K=Q=cI$ ($m'=d$, so $W=c^2I$) one plain step of size $\eta$ on both
factors gives, with $G=\nabla_WL(c^2I)$,
$$(cI-\eta cG)(cI-\eta cG^T)^T=c^2I-2\eta c^2G+\eta^2c^2G^2,$$
while one plain step on $W$ of size $2\eta c^2$ gives $c^2I-2\eta c^2G$. The
check runs both (|mm_kq_train_KQ| and |mm_kq_train_W|, one step each) and
compares $W_{KQ}-W_W$ with $\eta^2c^2G^2$, $G$ from a separate evaluation
(its direction times $e^{\log\norm G}$). It tests the chain rule, the
simultaneous update of the two factors (an update of $Q$ from the new $K$
adds a term $\eta^2c^2G^TG$ that differs from $G^2$ unless $G$ is
symmetric) and the step scale, with $c$ log-uniform in $[0.3,3]$ and $\eta$
chosen so that $\eta c\norm G=0.3$, where the second-order term is about a
tenth of the first.
{\it Tolerance.} Every quantity is formed with a handful of roundings:
the factor entries once each after the product $cG$ (relative $2\epsilon$),
the product $K_1Q_1^T$ accumulated in |long double| and rounded once, the
$W$ step once per entry, $G^2$ in |long double|. So the difference is at
most a few $\epsilon$ times $S=\norm{K_1}_F\norm{Q_1}_F+\norm{W_W}_F$, and
the statistic $\norm{W_{KQ}-W_W-\eta^2c^2G^2}_F/(\epsilon S)$ sits on the
rung $16$.
@<KQ checks: tests@>=
Test(kq, identity_factorisation_step_is_a_W_step_plus_second_order)
{
  mm_prop pr;
  mm_prop_begin(&pr, "kq", "identity_factorisation_step", "n <= 4, T <= 5, d <= 5, K = Q = c I, c in [0.3, 3], eta c |G| = 0.3",
    "|W_KQ - W_W - eta^2 c^2 G^2|_F / (eps (|K1|_F |Q1|_F + |W_W|_F))", 16.0, 300);
  mm_prop_label(&pr, MM_KIND_MECHANICS, "one plain (K, Q) step against one plain W step of 2 eta c^2");
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r; double Z[20], K[25], Q[25], Ww[25], Wk[25], G[25], c, eta, gn, S, e2 = 0.0;
    int d;
    mm_instance *in, *lift;
    mm_dyn_value val;
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    mm_prop_rng(&pr, k, &r);
    in = random_instance(&r, Z); d = in->d;
    lift = mm_kq_lift(in, Z);
    cr_assert(lift != NULL, "%s", mm_error_message());
    c = 0.3 * pow(10.0, mm_rng_uniform(&r));
    memset(K, 0, sizeof K);
    for (int a = 0; a < d; a++) K[a * d + a] = c;
    memcpy(Q, K, sizeof K);
    for (int a = 0; a < d * d; a++) Ww[a] = K[a] * c; /* $c^2I$ */
    cr_assert(mm_dyn_evaluate(lift, Ww, G, &val) == MM_OK, "%s", mm_error_message());
    if (val.log_gnorm == -INFINITY) { mm_prop_skip(&pr, "the gradient at c^2 I is zero"); mm_instance_free(lift); mm_instance_free(in); continue; }
    gn = exp(val.log_gnorm);
    for (int a = 0; a < d * d; a++) G[a] *= gn;
    eta = 0.3 / (c * gn);
    o.method = MM_DYN_GD; o.max_steps = 1; o.eta = eta;
    cr_assert(mm_kq_train_KQ(lift, &o, d, K, Q, NULL, &res) == MM_OK && res.steps == 1, "%s", mm_error_message());
    o.eta = 2.0 * eta * c * c;
    cr_assert(mm_kq_train_W(lift, &o, Ww, NULL, &res) == MM_OK && res.steps == 1, "%s", mm_error_message());
    @<KQ checks: form $W_{KQ}$ and the second-order difference@>@;
    mm_prop_record(&pr, k, sqrt(e2) / (DBL_EPSILON * S), in, "d = %d, c = %.3g, eta = %.3g, |G| = %.3g", d, c, eta, gn);
    mm_instance_free(lift); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<KQ checks: form $W_{KQ}$...@>=
for (int a = 0; a < d; a++)
  for (int b = 0; b < d; b++) {
    long double s = 0.0L, g2 = 0.0L;
    for (int j = 0; j < d; j++) { s += (long double)K[a * d + j] * Q[b * d + j]; g2 += (long double)G[a * d + j] * G[j * d + b]; }
    Wk[a * d + b] = (double)s;
    s = (long double)Wk[a * d + b] - Ww[a * d + b] - (long double)eta * eta * c * c * g2;
    e2 += (double)(s * s);
  }
S = mm_norm(K, d * d) * mm_norm(Q, d * d) + mm_norm(Ww, d * d);

@*1 Where the two trainings go.
{\it The claims} [sequel: abstract; the tested form is the suite's]. On
the model with query tokens, training $W$ converges in direction to the
Frobenius ATT-SVM's solution $W_F$ (\secref{nuc-frob}) and training
$(K,Q)$ to the nuclear-norm ATT-SVM's solution $W_N$ (\secref{nuc-dual}),
both for the selection that the training picks. The abstract states the
$(K,Q)$ claim for optimization with vanishing regularization (the
regularization path, sequel~(1), \secref{seq1}) and proves gradient descent
only for $W$ (sequel~(2), \secref{seq2}); descent on $(K,Q)$ is a stronger
claim, tested here as an observation. The two are told apart
only on draws where $W_F$ and $W_N$ point in different directions. What
is proved for the factorised model may be less: gradient methods on a
homogeneous factorisation are known to reach a KKT point of
$\min{1\over2}(\norm K_F^2+\norm Q_F^2)$ subject to the margins, whose
$W=KQ^T$ need not minimise $\norm W_*$; so the check also computes, at the
end of each $(K,Q)$ run, how nearly it is such a KKT point and whether
that point is the nuclear-norm solution.
@^sequel@>
@^KKT point@>

{\it Draws.} Tokens and query tokens $z_i$ standard normal, labels $\pm1$,
the head $v=e_1$, in three tiers (|mm_prop_tiers|): tiny, $70\,\%$
($n\in[2,4]$, $T\in[2,4]$, $d\in[3,5]$); medium, $25\,\%$ ($n\in[4,8]$,
$T\in[3,5]$, $d\in[5,8]$); large, $5\,\%$ ($n\in[8,12]$, $T\in[4,8]$,
$d\in[9,12]$). {\it Hypotheses the suite adds:}
(i) {\it Assumption~B exactly}: in input $i$ the first coordinate of a
chosen token $\alpha_i$ is $Y_i$ and that of every other token $0$, so the
scores are $\gamma_{i\alpha_i}=1$ and $\gamma_{it}=0$ bit for bit; by the
descent lemma on the lifted instance (a $p$-model, \secref{descent}) the
risk then has no stationary point in $W$ and $\alpha$ is the optimal
selection, the one both trainings are expected to pick. A run that ends
at another selection is a skip of its properties (the paper proves
directional convergence to the optimal selection only for $n=1$).
(ii) {\it Every selection feasible}: $n(T-1)\le d^2$ (the shape is drawn
again until it holds), so the matrices $G_k=a_kz_i^T$ are
generically linearly independent in $\R^{d\times d}$ and every margin
system has a solution; both oracles must certify it on every draw (the
QP's KKT certificate, the semidefinite oracle's verified duality gap), and
a draw where either does not is a skip. (iii) {\it The solutions differ}:
the angle $\theta_{FN}$ between $W_F$ and $W_N$ is at least $0.1$ rad;
other draws are skips ($46$ of the $1000$ default draws).

{\it Algorithm.} Normalised gradient descent from one start
$W(0)=K(0)Q(0)^T$ (|mm_kq_init|, $m'=d$, scale $10^{-2}$): on $W$ with
step $\eta_W=\norm{W_F}_F$ until $\norm{W}_F\ge10^3\norm{W_F}_F$ (about
$10^3$ steps); on $(K,Q)$ with step $\eta_{KQ}=\norm{W_N}_F^{1/2}$ until
$\norm W_F\ge10^6\norm{W_N}_F$ (about $2\cdot10^3$ steps, since $\norm W$
grows like the square of $\norm{(K,Q)}$); at most $2\cdot10^4$ steps
each. Steps proportional to the solution's scale make the step count
independent of the draw's scale; the step size does not decide where the
runs go (steps $20$ times smaller and starts $100$ times smaller gave
the same ends on the same draws).

{\it Statistics and tolerances.} With $\rho_W=\norm{W}_F/\norm{W_F}_F$ and
$\rho_{KQ}=\norm W_*/\norm{W_N}_*$ at the ends (the logit gaps the
solutions' directions achieve there):
\item{$\bullet$} $W$-training: $c_W=\angle(W,W_F)\,\rho_W$, tolerance
$32$: the rate $c/\rho$ of the regularization path and of normalised
descent on $p$ (\secref{thm1:rate}, whose allowance it takes), since
$W$-training is $p$-training on the lifted instance. At $\rho_W=10^3$ it
allows $0.032$ rad.
\item{$\bullet$} Telling them apart, on the $W$ side: $\angle(W,W_F)/
(\theta_{FN}/2)\le1$, so that the end is nearer $W_F$ than $W_N$ (the
angle between directions is a metric).
\item{$\bullet$} $(K,Q)$-training: $c_{KQ}=\angle(W,W_N)\,\rho_{KQ}^{1/2}$,
tolerance $32$. The same argument in the factors: the component of
$(K,Q)$ transverse to its limit settles while $\norm{(K,Q)}$ grows, so the
angle of the factors decays like $c/\norm{(K,Q)}$, and
$\norm{(K,Q)}_F^2\ge2\norm{W}_*$ (with equality for balanced factors, which
descent from a small start keeps to first order) turns that into
$c/\rho^{1/2}$ for $W$. At $\rho_{KQ}=10^6$ it allows $0.032$ rad, less
than half of $\theta_{FN}$. This property is an {\it observation}: its
failures are reported and not counted, because the next item finds that
the claim does not hold on every draw.
\item{$\bullet$} {\it Finding}: a seeded search over the same draws for a
$(K,Q)$ run that ends at the optimal selection but with $c_{KQ}>32$,
whose end is nearly a KKT point of the factorised problem (relative
residual below $0.1$) with multipliers whose $M=\sum_k\lambda_kG_k$ has
$\norm M_{\rm op}>1$: a KKT point that is not the nuclear-norm solution.
It passes when one is found, and the report gives the fraction.
\item{$\bullet$} Telling them apart, on the $(K,Q)$ side (an
observation): $\angle(W,W_N)/\angle(W,W_F)\le1$.
\item{$\bullet$} {\it The two Frobenius oracles agree} (mechanics, on
every draw where both answer): $W_F$ from the QP on the lifted instance
against |mm_nuclear_frobenius|, which forms the rows $G_k=a_kz_i^T$ itself.
Both are the minimum-norm point of the same constraints, each certified by
the QP's KKT certificate at the rung $2^{16}\epsilon$ of the ATT-SVM's
certificates; their rows differ only by the rounding of
$x_{i\alpha_i}z_i^T-x_{it}z_i^T$ against $(x_{i\alpha_i}-x_{it})z_i^T$. The
statistic is $\norm{W_F-W'_F}_F/\norm{W_F}_F$ over $2^{16}\epsilon$,
tolerance $1$; any other solution (say $W_N$, $0.1$ rad away at least)
is off by order one. Measured: $2.4\cdot10^{-4}$ of the tolerance at worst
(about $16\epsilon$).

{\it Outcome at the default count} (seed |20231210|, $1000$ draws, about
$21$\,s of processor time for the whole suite). $W$-training: $939$ draws
tested ($46$ skipped because the solutions are within $0.1$ rad, $15$
because the $W$ run ends at another selection); the worst $c_W$ is $6.2$
(tiny $5.9$, medium $6.2$, large $4.0$) against $32$, and every $W$ end is
nearer $W_F$ than $W_N$ (worst ratio $0.058$). $(K,Q)$-training: of $925$
runs that end at the optimal selection, $552$ meet $c_{KQ}\le32$ and $373$
do not; the share that does not grows with the size (tiny $31\,\%$, medium
$57\,\%$, large $83\,\%$); $893$ ends are nearer $W_N$ than $W_F$ and $32$
nearer $W_F$. Of the $373$, $372$ are near-KKT points of the factorised
problem (relative residual: median $0.017$, largest $0.14$) whose
multipliers have $\norm M_{\rm op}$ between $1.0003$ and $1.32$ (median
$1.014$), $172$ are more than $0.1$ rad from $W_N$, and $140$ have a
higher numerical rank than $W_N$. {\it So the factorised runs reach the
nuclear-norm solution on most small draws but, on a share that grows with
the size, stop near a KKT point of $\min\norm K_F^2+\norm Q_F^2$ that is
not the nuclear-norm minimiser}; those with $\norm M_{\rm op}$ within a
few $10^{-3}$ of $1$ may instead be approaching $W_N$ more slowly than the
rate allows (on such draws the angle to $W_N$ still fell between
$\rho=10^3$ and $10^6$), while those far from $W_N$ did not move with
$20$ times smaller steps or $100$ times smaller starts. The sequel's claim
for $(K,Q)$ is therefore recorded as an observation with its failures,
and the non-global limit as a finding; no tolerance was widened.
@^KKT point@>
@^finding@>

@ The draw is the library's |mm_nucpath_draw| (\fnsec{mm_nucpath_draw}), which the
path checks share: the tiers and hypotheses (i) and (ii) above. |alpha|
receives the chosen tokens, |Z| the queries.
@<KQ checks: subroutines@>=
#define KQ_DMAX 12
#define KQ_RMAX 96 /* $n(T-1)\le12\cdot7$ */
static mm_instance *kq_draw(mm_rng *r, int tier, double *Z, int *alpha)
{
  mm_instance *in = mm_nucpath_draw(r, tier, Z, alpha);
  cr_assert(in != NULL, "%s", mm_error_message());
  cr_assert(in->off[in->n] - in->n <= KQ_RMAX, "a draw with %d rows", in->off[in->n] - in->n);
  return in;
}

@ What the properties read from one draw.
@<KQ checks: subroutines@>=
typedef struct {
  int skip; /* $0$, or $1$ when the draw is not tested */
  const char *why;
  int d;
  double theta_FN; /* angle between $W_F$ and $W_N$ */
  double aF, aN; /* angles of the $W$ run's end to $W_F$ and $W_N$ */
  double bN, bF; /* angles of the $(K,Q)$ run's end to $W_N$ and $W_F$ */
  double rhoW, rhoKQ; /* the ends' norms over their solutions' (Frobenius; nuclear) */
  long stepsW, stepsKQ;
  int selW, selKQ; /* the final selections equal $\alpha$ */
  double kkt, opnorm, lmin; /* the factorised KKT residual, $\norm{M}_{\rm op}$, the smallest multiplier over the largest */
  int nactive, rankKQ, rankN;
  double frob_dist; /* $\norm{W_F-W'_F}_F/\norm{W_F}_F$, $W'_F$ from |mm_nuclear_frobenius|; $\infty$ if it failed */
} kq_outcome;

static int kq_selection_is(const mm_instance *lift, const double *W, const int *alpha)
{
  int D = lift->d;
  for (int i = 0; i < lift->n; i++) {
    const double *x = lift->K + (size_t)lift->off[i] * D;
    double la = mm_dot(x + (size_t)alpha[i] * D, W, D);
    for (int t = 0; t < lift->T[i]; t++) if (t != alpha[i] && mm_dot(x + (size_t)t * D, W, D) >= la) return 0;
  }
  return 1;
}
static void kq_times(int d, const double *K, const double *Q, double *W) /* $W=KQ^T$, $m'=d$ */
{
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) { double x = 0.0; for (int j = 0; j < d; j++) x += K[a * d + j] * Q[b * d + j]; W[a * d + b] = x; }
}

@ The KKT conditions of the factorised problem
$\min{1\over2}(\norm K_F^2+\norm Q_F^2)$ subject to $\langle G_k,KQ^T\rangle\ge1$:
multipliers $\lambda\ge0$ on the active rows with $K=MQ$ and $Q=M^TK$,
$M=\sum_k\lambda_kG_k$. The factors are scaled to smallest margin $1$, the
rows within $5\,\%$ of it are taken as active, $\lambda$ is the
least-squares solution (LAPACK's |dgelsd|) and the residual is relative to
$\norm{(K,Q)}_F$. A KKT point is the nuclear-norm solution exactly when
$\norm M_{\rm op}\le1$ (then $\lambda$ is dual feasible, \secref{nuc-dual},
and $\sum\lambda_k=\langle M,W\rangle=\norm W_*$ closes the gap).
@<KQ checks: subroutines@>=
static double kq_kkt_residual(const mm_instance *in, const double *Z, const int *alpha, int d, const double *K0, const double *Q0,
  double *opnorm, double *lmin, int *nact)
{
  int m = d, rows = 0, na = 0, R = 2 * d * d, act[KQ_RMAX];
  double *G = malloc(sizeof(double) * KQ_RMAX * KQ_DMAX * KQ_DMAX), *A = malloc(sizeof(double) * (size_t)R * KQ_RMAX * 2);
  double *b = malloc(sizeof(double) * (size_t)(R > KQ_RMAX ? R : KQ_RMAX) * 2), *A0 = A + (size_t)R * KQ_RMAX, *b0;
  double K[KQ_DMAX * KQ_DMAX], Q[KQ_DMAX * KQ_DMAX], W[KQ_DMAX * KQ_DMAX], M[KQ_DMAX * KQ_DMAX], sg[KQ_DMAX], sv[KQ_RMAX];
  double mu[KQ_RMAX], mumin = INFINITY, res2 = 0.0, nb = 0.0, lmax = 0.0, out = INFINITY;
  lapack_int rk;
  cr_assert(G && A && b);
  b0 = b + (R > KQ_RMAX ? R : KQ_RMAX);
  kq_times(d, K0, Q0, W);
  @<KQ checks: the margins of every row at the end@>@;
  *opnorm = *lmin = NAN; *nact = 0;
  if (mumin > 0) { /* else the selection is not $\alpha$: no KKT point of its problem */
    for (int j = 0; j < d * m; j++) { K[j] = K0[j] / sqrt(mumin); Q[j] = Q0[j] / sqrt(mumin); }
    for (int k = 0; k < rows; k++) if (mu[k] <= 1.05 * mumin) act[na++] = k;
    @<KQ checks: fit the multipliers of the active rows@>@;
    cr_assert(mm_kq_singular_values(M, d, sg) == MM_OK, "%s", mm_error_message());
    *opnorm = sg[0]; *nact = na; out = sqrt(res2 / nb);
  }
  free(G); free(A); free(b);
  return out;
}

@ @<KQ checks: the margins of every row...@>=
for (int i = 0; i < in->n; i++)
  for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
    const double *xa = in->X + (size_t)(in->off[i] + alpha[i]) * d, *xt = in->X + (size_t)(in->off[i] + t) * d, *z = Z + i * d;
    double g = 0.0, *Gk = G + (size_t)rows * d * d;
    for (int a = 0; a < d; a++) for (int c = 0; c < d; c++) { Gk[a * d + c] = (xa[a] - xt[a]) * z[c]; g += Gk[a * d + c] * W[a * d + c]; }
    mu[rows++] = g; if (g < mumin) mumin = g;
  }

@ Column $c$ of the system is $({\rm vec}\,G_kQ,{\rm vec}\,G_k^TK)$, the
right-hand side $({\rm vec}\,K,{\rm vec}\,Q)$; the residual is formed from
copies, since |dgelsd| overwrites both.
@<KQ checks: fit the multipliers...@>=
for (int c = 0; c < na; c++) {
  const double *g = G + (size_t)act[c] * d * d;
  for (int a = 0; a < d; a++) for (int j = 0; j < m; j++) {
    double x = 0.0, y = 0.0;
    for (int e = 0; e < d; e++) { x += g[a * d + e] * Q[e * m + j]; y += g[e * d + a] * K[e * m + j]; }
    A[(size_t)c * R + a * m + j] = x; A[(size_t)c * R + d * m + a * m + j] = y;
  }
}
for (int j = 0; j < d * m; j++) { b[j] = K[j]; b[d * m + j] = Q[j]; }
for (int j = 0; j < R; j++) nb += b[j] * b[j];
memcpy(b0, b, sizeof(double) * (size_t)R); memcpy(A0, A, sizeof(double) * (size_t)R * na);
cr_assert(LAPACKE_dgelsd(LAPACK_COL_MAJOR, R, na, 1, A, R, b, R > na ? R : na, sv, 1e-12, &rk) == 0);
for (int j = 0; j < R; j++) { double r = -b0[j]; for (int c = 0; c < na; c++) r += A0[(size_t)c * R + j] * b[c]; res2 += r * r; }
memset(M, 0, sizeof M);
*lmin = INFINITY;
for (int c = 0; c < na; c++) {
  for (int e = 0; e < d * d; e++) M[e] += b[c] * G[(size_t)act[c] * d * d + e];
  if (b[c] < *lmin) *lmin = b[c];
  if (b[c] > lmax) lmax = b[c];
}
*lmin /= lmax;

@ The two solutions for $\alpha$, certified, and the two runs from one start.
@<KQ checks: subroutines@>=
static void kq_outcome_of(mm_rng *r, const mm_instance *in, const double *Z, const int *alpha, kq_outcome *o)
{
  int d = in->d;
  double K[KQ_DMAX * KQ_DMAX], Q[KQ_DMAX * KQ_DMAX], W[KQ_DMAX * KQ_DMAX], WF[KQ_DMAX * KQ_DMAX], WN[KQ_DMAX * KQ_DMAX], s[KQ_DMAX];
  mm_instance *lift = mm_kq_lift(in, Z);
  mm_svm fs;
  mm_nuclear ns;
  memset(o, 0, sizeof *o); o->d = d; o->frob_dist = NAN;
  cr_assert(lift != NULL, "%s", mm_error_message());
  memset(&fs, 0, sizeof fs); memset(&ns, 0, sizeof ns);
  @<KQ checks: solve both ATT-SVMs for $\alpha$, or skip@>@;
  if (!o->skip) @<KQ checks: run both trainings from one start@>@;
  mm_svm_free(&fs); mm_nuclear_free(&ns); mm_instance_free(lift);
}

@ @<KQ checks: solve both ATT-SVMs...@>=
if (mm_svm_att(lift, alpha, NULL, &fs) != MM_OK) { o->skip = 1; o->why = "the Frobenius ATT-SVM is not solved with its certificate"; }
else if (mm_nuclear_solve(in, alpha, Z, &ns) != MM_OK || !ns.cert.verified) { o->skip = 1; o->why = "the nuclear-norm ATT-SVM is not solved with a verified certificate"; }
else {
  mm_nuclear fr;
  memcpy(WF, fs.z, sizeof(double) * (size_t)d * d); memcpy(WN, ns.W, sizeof(double) * (size_t)d * d);
  o->frob_dist = mm_nuclear_frobenius(in, alpha, Z, &fr) == MM_OK ? mm_dist(WF, fr.W, d * d) / mm_norm(WF, d * d) : INFINITY;
  mm_nuclear_free(&fr);
  o->theta_FN = mm_dyn_angle(WF, WN, d * d);
  if (o->theta_FN < 0.1) { o->skip = 1; o->why = "the two solutions are less than 0.1 rad apart"; }
}

@ @<KQ checks: run both trainings...@>=
{
  mm_dyn_options op = mm_dyn_defaults();
  mm_dyn_result res;
  double nF = mm_norm(WF, d * d), nN = mm_norm(WN, d * d), nuc = 0.0;
  mm_kq_init(r, d, d, 1e-2, K, Q);
  kq_times(d, K, Q, W);
  op.max_steps = 20000;
  op.eta = nF; op.max_norm = 1e3 * nF;
  cr_assert(mm_kq_train_W(lift, &op, W, NULL, &res) == MM_OK, "%s", mm_error_message());
  o->aF = mm_dyn_angle(W, WF, d * d); o->aN = mm_dyn_angle(W, WN, d * d);
  o->rhoW = mm_norm(W, d * d) / nF; o->stepsW = res.steps; o->selW = kq_selection_is(lift, W, alpha);
  op.eta = sqrt(nN); op.max_norm = 1e6 * nN;
  cr_assert(mm_kq_train_KQ(lift, &op, d, K, Q, NULL, &res) == MM_OK, "%s", mm_error_message());
  kq_times(d, K, Q, W);
  o->bN = mm_dyn_angle(W, WN, d * d); o->bF = mm_dyn_angle(W, WF, d * d);
  cr_assert(mm_kq_singular_values(W, d, s) == MM_OK, "%s", mm_error_message());
  for (int j = 0; j < d; j++) nuc += s[j];
  o->rhoKQ = nuc / ns.objective; o->stepsKQ = res.steps; o->selKQ = kq_selection_is(lift, W, alpha);
  o->kkt = kq_kkt_residual(in, Z, alpha, d, K, Q, &o->opnorm, &o->lmin, &o->nactive);
  for (int j = 0; j < d; j++) o->rankKQ += s[j] > 1e-3 * s[0];
  o->rankN = ns.rank;
}

@ The test: one loop over the draws feeds the five tallies.
@<KQ checks: tests@>=
Test(kq, W_goes_to_frobenius_and_KQ_to_nuclear_or_a_KKT_point)
{
  mm_prop pw, pa, pk, pn, pf, po;
  int found = -1, tested = 0, away = 0, nonglobal = 0;
  const char *hyp = "Assumption B exactly, n(T-1) <= d^2, both oracles certified, angle(W_F, W_N) >= 0.1; NGD from one small random start";
  mm_prop_begin(&pw, "kq", "W_training_converges_to_frobenius", hyp, "c_W = angle(W, W_F) rho_W at rho_W = 1e3", 32.0, 1000);
  mm_prop_label(&pw, MM_KIND_SUITE, "NGD on W (eta = |W_F|, until |W| = 1e3 |W_F|) against the Frobenius ATT-SVM (QP, KKT certificate)");
  mm_prop_result(&pw, "sequel (2)");
  mm_prop_begin(&pa, "kq", "W_end_nearer_frobenius_than_nuclear", hyp, "angle(W, W_F) / (angle(W_F, W_N) / 2)", 1.0, 1000);
  mm_prop_label(&pa, MM_KIND_SUITE, "the W run's end against both solutions: nearer W_F than W_N");
  mm_prop_result(&pa, "sequel (2)");
  mm_prop_begin(&pk, "kq", "observation_KQ_training_converges_to_nuclear", hyp, "c_KQ = angle(W, W_N) rho_KQ^(1/2) at |W| = 1e6 |W_N|", 32.0, 1000);
  mm_prop_label(&pk, MM_KIND_OBSERVATION, "NGD on (K, Q) (eta = |W_N|^(1/2)) against the nuclear-norm ATT-SVM (DSDP, certified); failures reported, not counted");
  mm_prop_result(&pk, "sequel (1)");
  mm_prop_begin(&pn, "kq", "observation_KQ_end_nearer_nuclear_than_frobenius", hyp, "angle(W, W_N) / angle(W, W_F) at the (K, Q) run's end", 1.0, 1000);
  mm_prop_label(&pn, MM_KIND_OBSERVATION, "the (K, Q) run's end against both solutions: nearer W_N than W_F; failures reported, not counted");
  mm_prop_result(&pn, "sequel (1)");
  mm_prop_begin(&pf, "kq", "KQ_ends_at_a_non_global_KKT_point_found", hyp,
    "0 if a (K, Q) run at the optimal selection ended with c_KQ > 32, KKT residual < 0.1 and |M|_op > 1, else 1", 0.0, 1);
  mm_prop_label(&pf, MM_KIND_FINDING, "seeded search over the draws of the observation; passes when a (K, Q) end is a KKT point of the factorised problem that is not the nuclear-norm solution");
  mm_prop_result(&pf, "sequel (1)");
  mm_prop_begin(&po, "kq", "frobenius_oracles_agree", hyp, "|W_F - W'_F|_F / |W_F|_F / 2^16 eps (lifted QP against mm_nuclear_frobenius)", 1.0, 1000);
  mm_prop_label(&po, MM_KIND_MECHANICS, "the Frobenius ATT-SVM as the ATT-SVM of the lifted instance against the nuclear chapter's Frobenius oracle");
  mm_prop_result(&po, "sequel (1)");
  mm_prop_tiers(&po, 70, 25, 5);
  mm_prop_tiers(&pw, 70, 25, 5); mm_prop_tiers(&pa, 70, 25, 5); mm_prop_tiers(&pk, 70, 25, 5); mm_prop_tiers(&pn, 70, 25, 5);
  for (int k = mm_prop_first(&pw); k < pw.trials; k = mm_prop_next(&pw, k)) {
    mm_rng r; double Z[12 * KQ_DMAX]; int alpha[12];
    kq_outcome o;
    mm_instance *in;
    mm_prop_rng(&pw, k, &r);
    in = kq_draw(&r, mm_prop_tier(&pw, k), Z, alpha);
    kq_outcome_of(&r, in, Z, alpha, &o);
    @<KQ checks: record one draw in the five tallies@>@;
    mm_instance_free(in);
  }
  if (found < 0) mm_prop_record(&pf, 0, 1.0, NULL, "no (K, Q) run of %d tested ended at a non-global KKT point", tested);
  else mm_prop_record(&pf, 0, 0.0, NULL, "first at trial %d; of %d tested (K, Q) runs %d ended with c_KQ > 32, %d of them at a KKT point with |M|_op > 1",
    found, tested, away, nonglobal);
  mm_prop_end(&pw); mm_prop_end(&pa); mm_prop_end(&pk); mm_prop_end(&pn); mm_prop_end(&pf); mm_prop_end(&po);
  cr_assert(po.failed == 0, "%s", mm_prop_summary(&po));
  cr_assert(pw.failed == 0, "%s", mm_prop_summary(&pw));
  cr_assert(pa.failed == 0, "%s", mm_prop_summary(&pa));
  cr_assert(pf.failed == 0, "%s", mm_prop_summary(&pf));
}

@ @<KQ checks: record one draw...@>=
if (isnan(o.frob_dist)) mm_prop_skip(&po, o.why); /* an oracle did not answer */
else mm_prop_record(&po, k, o.frob_dist / (0x1p16 * DBL_EPSILON), in, "d = %d, relative distance %.3g", o.d, o.frob_dist);
if (o.skip) { mm_prop_skip(&pw, o.why); mm_prop_skip(&pa, o.why); mm_prop_skip(&pk, o.why); mm_prop_skip(&pn, o.why); }
else {
  if (!o.selW) { mm_prop_skip(&pw, "the W run ends at another selection"); mm_prop_skip(&pa, "the W run ends at another selection"); }
  else {
    mm_prop_record(&pw, k, o.aF * o.rhoW, in, "d = %d, angle(W, W_F) = %.3g at rho_W = %.4g after %ld steps; angle(W_F, W_N) = %.3g",
      o.d, o.aF, o.rhoW, o.stepsW, o.theta_FN);
    mm_prop_record(&pa, k, o.aF / (o.theta_FN / 2), in, "d = %d, angle(W, W_F) = %.3g, angle(W, W_N) = %.3g, angle(W_F, W_N) = %.3g",
      o.d, o.aF, o.aN, o.theta_FN);
  }
  if (!o.selKQ) { mm_prop_skip(&pk, "the (K, Q) run ends at another selection"); mm_prop_skip(&pn, "the (K, Q) run ends at another selection"); }
  else {
    double c = o.bN * sqrt(o.rhoKQ);
    tested++;
    if (c > 32) away++;
    if (c > 32 && o.kkt < 0.1 && o.opnorm > 1.0 && found < 0) found = k;
    if (c > 32 && o.kkt < 0.1 && o.opnorm > 1.0) nonglobal++;
    mm_prop_record(&pn, k, o.bN / o.bF, in, "d = %d, angle(W, W_N) = %.3g, angle(W, W_F) = %.3g, angle(W_F, W_N) = %.3g", o.d, o.bN, o.bF, o.theta_FN);
    mm_prop_record(&pk, k, c, in, "d = %d, angle(W, W_N) = %.3g, angle(W, W_F) = %.3g at rho = %.4g after %ld steps; KKT residual %.2g, |M|_op = %.5g, rank %d (W_N: %d)",
      o.d, o.bN, o.bF, o.rhoKQ, o.stepsKQ, o.kkt, o.opnorm, o.rankKQ, o.rankN);
  }
}
