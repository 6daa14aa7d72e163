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
