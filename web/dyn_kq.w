@*Training $W$ and $(K,Q)$ with a query token per input.
{\it What it computes.} The risk of the model with separate key and query
matrices of the nuclear-norm chapter (\secref{nuc-model}): input $i$ has
the query token $z_i$ and the logits $x_{it}^TWz_i$, and
$$L(W)={1\over n}\sum_i\ell\bigl(Y_iv^TX_i^T{\rm softmax}(X_iWz_i)\bigr),
\qquad W=KQ^T,\ K,Q\in\R^{d\times m'},$$
with the head $v$ fixed, as in the paper's $p$-dynamics. Two
parametrisations are trained, by plain or normalised gradient descent:
$W$ ($d\times d$) directly, by |mm_kq_train_W|, and the factors $(K,Q)$,
by |mm_kq_train_KQ|, with
$$\nabla_KL=(\nabla_WL)\,Q,\qquad\nabla_QL=(\nabla_WL)^TK.$$
Both record trajectories in the form of the dynamics chapters ($W$ as the
iterate, $\norm{W}_F$, the risk, cosines to given references) and
|mm_kq_traj_nuclear| adds $\norm{W}_*$ per row. |mm_kq_queries| picks one
of each input's own tokens as its query, the rule of \.{mmattn nuclear}.
@^query tokens@>
@^sequel@>

{\it Where it is checked.} Part~II, chapter ``Training $(K,Q)$: nuclear
against Frobenius'': the gradients against finite differences of a
straightforward risk, a $(K,Q)$ step from the identity factorisation
against a $W$ step, and the directions the two trainings reach against the
Frobenius and nuclear-norm ATT-SVMs.

{\it Status.} Plain and normalised descent on $W$ and on $(K,Q)$, with
trajectories, and the command \.{mmattn train FILE --train w} (or \.{kq}).
Joint training of the head with $(K,Q)$ is not built.

@ @(dyn_kq.h@>=
#ifndef MM_DYN_KQ_H
#define MM_DYN_KQ_H
#include "dyn.h"
#include "gen.h"
@<KQ: declarations@>@;
#endif

@ @(dyn_kq.c@>=
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dyn_kq.h"
#include "dyn_internal.h"
#include "io.h"
#include "nuclear.h"
#include "svm.h"
@<KQ: subroutines@>@;

@*1 The lifted instance: the model is a $p$-model in $d^2$ dimensions.
The logits are linear in $W$:
$$x_{it}^TWz_i=\sum_{a,b}x_{ita}W_{ab}z_{ib}=\langle{\rm vec}(x_{it}z_i^T),
{\rm vec}(W)\rangle,$$
with ${\rm vec}$ reading a matrix row by row (the layout of $W$ in this
suite). So $L(W)$ is the paper's risk $L(p)$ at $p={\rm vec}(W)\in\R^{d^2}$
for the instance whose keys are $k_{it}={\rm vec}(x_{it}z_i^T)$ and whose
scores are those of the given instance, $\gamma_{it}=Y_iv^Tx_{it}$ (the head
acts on the tokens, not on the keys). Its $p$-gradient is
$$\nabla_pL=\sum_{i,t}c_{it}k_{it}={\rm vec}\Bigl(\sum_ig_iz_i^T\Bigr),
\qquad g_i=\sum_tc_{it}x_{it},$$
with $c_{it}$ the weights of formula~(2) at the logits above, and $g_i$ is
the gradient in $p_i$ of input $i$'s term at $p_i=Wz_i$: this is
$\nabla_WL=\sum_ig_iz_i^T$. Every piece of the log-domain evaluation of
the dynamics chapter (the two levels, the exact zeros, the normalised
direction with its logarithmic scale) then applies as it stands, and
$W$-training {\it is\/} |mm_dyn_run| on this instance; no kernel is
repeated here.
@^lifted instance@>

The price is the size: the lifted keys have $d^2$ entries where the tokens
have $d$, so one evaluation costs $\sum_iT_i\,d^2$ multiplications and
additions instead of $\sum_i(d^2+T_id)$ (forming $Wz_i$ first); at the
command's real size, $n=100$, $T=16$, $d=16$, that is $4\cdot10^5$, a
fraction of a millisecond. The instance allocator refuses a lifted
instance that does not fit (``instance too large'' or ``out of memory'',
with the sizes), and the scores are copied from the given instance after
the keys are set, since refreshing would recompute them from a head of
dimension $d^2$.

@<KQ: declarations@>=
mm_instance *mm_kq_lift(const mm_instance *in, const double *Z);
mm_status mm_kq_queries(const mm_instance *in, int K, double *Z);

@ @.query tokens must be finite@>
@<KQ: subroutines@>=
mm_instance *mm_kq_lift(const mm_instance *in, const double *Z)
{
  int d = in->d;
  size_t m = (size_t)in->off[in->n], D;
  mm_instance *L;
  for (size_t j = 0; j < (size_t)in->n * d; j++)
    if (!isfinite(Z[j])) { mm_fail(MM_EINPUT, "mm_kq_lift: the query tokens must be finite (entry %zu of z is %g)", j, Z[j]); return NULL; }
  if (d > 46340) { mm_fail(MM_EINPUT, "mm_kq_lift: instance too large: W has d x d = %.3g entries", (double)d * d); return NULL; }
  if ((L = mm_instance_new(in->n, in->T, d * d)) == NULL) return NULL;
  D = (size_t)d * d;
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++) {
      size_t row = (size_t)in->off[i] + t;
      const double *x = in->X + row * d, *z = Z + (size_t)i * d;
      for (int a = 0; a < d; a++) /* $k_{it}={\rm vec}(x_{it}z_i^T)$ */
        for (int b = 0; b < d; b++) L->X[row * D + (size_t)a * d + b] = x[a] * z[b];
    }
  memcpy(L->K, L->X, sizeof(double) * m * D); /* the lifted $W$ is the identity */
  memcpy(L->gamma, in->gamma, sizeof(double) * m);
  memcpy(L->Y, in->Y, sizeof(double) * (size_t)in->n);
  L->loss = in->loss;
  return L;
}

@ The queries of the command: $z_i=x_{iK}$, token $K$ of every input
($K=0$, the first token, a class token in the usual layout).
@.--query must be a token of every input@>
@<KQ: subroutines@>=
mm_status mm_kq_queries(const mm_instance *in, int K, double *Z)
{
  for (int i = 0; i < in->n; i++) {
    if (K < 0 || K >= in->T[i])
      return mm_fail(MM_EINPUT, "--query must be a token of every input: input %d has %d tokens, --query is %d", i, in->T[i], K);
    memcpy(Z + (size_t)i * in->d, in->X + (size_t)(in->off[i] + K) * in->d, sizeof(double) * (size_t)in->d);
  }
  return MM_OK;
}

@*1 Training $W$.
On the lifted instance $W$-training is the $p$-dynamics of the dynamics
chapters with $p={\rm vec}(W)$: the step rules are theirs (normalised
steps $W\gets W-\eta\nabla_WL/\norm{\nabla_WL}_F$; plain steps with the
default $\eta=1/L$, $L$ the bound~(5) for the lifted keys, a bound on the
Hessian of $W\mapsto L(W)$ in the Frobenius norm), and so are the stopping
rules and the trajectory, whose iterate columns are the $d^2$ entries of
$W$. |W| ($d\times d$, row-major) is the start and receives the final
iterate. The sequel's statement for this parametrisation is the Frobenius
ATT-SVM (\secref{nuc-frob}); on the lifted instance that problem is the
paper's ATT-SVM, $\min\norm{p}$ subject to $(k_{i\alpha_i}-k_{it})^Tp\ge1$,
so the active-set QP of the ATT-SVM chapter solves it with its KKT
certificate (|mm_svm_att| on the lifted instance).
@^Frobenius ATT-SVM@>
@<KQ: declarations@>=
mm_status mm_kq_train_W(const mm_instance *lift, const mm_dyn_options *o, double *W,
  mm_dyn_traj *tr, mm_dyn_result *res);

@ @.lifted instance expected@>
@<KQ: subroutines@>=
static int lifted_dim(const mm_instance *lift) /* $d$ with $d^2=$ |lift->d|, or $0$ */
{
  int d = (int)lround(sqrt((double)lift->d));
  return d * d == lift->d ? d : 0;
}
mm_status mm_kq_train_W(const mm_instance *lift, const mm_dyn_options *o, double *W,
  mm_dyn_traj *tr, mm_dyn_result *res)
{
  if (lifted_dim(lift) == 0) return mm_fail(MM_EINPUT, "mm_kq_train_W: lifted instance expected (dimension %d is not a square)", lift->d);
  return mm_dyn_run(lift, o, W, tr, res);
}

@*1 Training $K$ and $Q$.
The factors are $d\times m'$, row-major. With $G=\nabla_WL$ at $W=KQ^T$ the
chain rule gives $\nabla_KL=GQ$ and $\nabla_QL=G^TK$ (from
$dW=dK\,Q^T+K\,dQ^T$ and $\langle G,dK\,Q^T\rangle=\langle GQ,dK\rangle$).
The evaluation returns $G$ as a unit direction $\hat G$ with
$\log\norm{G}_F$, so the factor gradients are formed from $\hat G$ and
scaled only when a plain step needs their size; a normalised step needs
only their direction.
\smallskip
\item{$\bullet$} {\it Normalised steps} [the suite's formulation]: with
$\theta=(K,Q)$, $\theta\gets\theta-\eta\nabla_\theta L/\norm{\nabla_\theta
L}_F$, the norm taken over both factors. This is the normalised descent of
the dynamics chapters applied to the parameters that are trained.
\item{$\bullet$} {\it Plain steps}: $\theta\gets\theta-\eta\nabla_\theta L$.
There is no default step: the Hessian in $(K,Q)$ grows with the factors
($\nabla^2$ contains $\norm{Q}^2$ times the $W$-Hessian), so no bound of
the form~(5) holds along a run, and a step is required from the caller.
\item{$\bullet$} {\it Initialisation} [the suite's choice]: |mm_kq_init|
draws $K$ and $Q$ with independent standard normal entries, each scaled
to Frobenius norm |scale| (the command's default $10^{-2}$). Small,
because the implicit bias that the sequel describes for the factorised
model is the one of descent from near the origin, where $W=KQ^T$ is of
second order in the factors and the direction of $W$ is set by the
dynamics, not by the start; random, because $K=Q=0$ is a stationary point
($\nabla_KL=GQ=0$, $\nabla_QL=G^TK=0$) that descent never leaves.
\smallskip
The run stops, like |mm_dyn_run|, after |max_steps| steps, once
$\norm{W}_F\ge$ |max_norm| ($>0$), once two consecutive directions of $W$
differ by less than |min_angle| ($>0$), or when the step is zero or does
not change the factors ({\it stalled}).
@^initialisation@>
@<KQ: declarations@>=
void mm_kq_init(mm_rng *r, int d, int m, double scale, double *K, double *Q);
mm_status mm_kq_gradient(const mm_instance *lift, int m, const double *K, const double *Q,
  double *W, double *gK, double *gQ, mm_dyn_value *val);
mm_status mm_kq_train_KQ(const mm_instance *lift, const mm_dyn_options *o, int m,
  double *K, double *Q, mm_dyn_traj *tr, mm_dyn_result *res);

@ @<KQ: subroutines@>=
void mm_kq_init(mm_rng *r, int d, int m, double scale, double *K, double *Q)
{
  double *F[2] = {K, Q};
  for (int f = 0; f < 2; f++) {
    double nf;
    do {
      for (int j = 0; j < d * m; j++) F[f][j] = mm_rng_normal(r);
      nf = mm_norm(F[f], d * m);
    } while (!(nf > 0));
    for (int j = 0; j < d * m; j++) F[f][j] *= scale / nf;
  }
}

@ |mm_kq_gradient| forms $W=KQ^T$ (into |W|, $d\times d$), evaluates the
lifted risk there and writes $\hat GQ$ to |gK| and $\hat G^TK$ to |gQ|
($d\times m'$ each); the true gradients are these times
$e^{|val->log_gnorm|}$. The products are accumulated in |long double|, so
that $W$ and the directions carry one rounding each.
@<KQ: subroutines@>=
static void kq_product(int d, int m, const double *K, const double *Q, double *W) /* $W=KQ^T$ */
{
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) {
      long double s = 0.0L;
      for (int j = 0; j < m; j++) s += (long double)K[a * m + j] * Q[b * m + j];
      W[a * d + b] = (double)s;
    }
}
static void kq_factor_directions(int d, int m, const double *G, const double *K, const double *Q, double *gK, double *gQ)
{
  for (int a = 0; a < d; a++)
    for (int j = 0; j < m; j++) {
      long double sk = 0.0L, sq = 0.0L;
      for (int b = 0; b < d; b++) {
        sk += (long double)G[a * d + b] * Q[b * m + j]; /* $(GQ)_{aj}$ */
        sq += (long double)G[b * d + a] * K[b * m + j]; /* $(G^TK)_{aj}$ */
      }
      gK[a * m + j] = (double)sk; gQ[a * m + j] = (double)sq;
    }
}
mm_status mm_kq_gradient(const mm_instance *lift, int m, const double *K, const double *Q,
  double *W, double *gK, double *gQ, mm_dyn_value *val)
{
  int d = lifted_dim(lift);
  double *G;
  mm_status s;
  if (d == 0) return mm_fail(MM_EINPUT, "mm_kq_gradient: lifted instance expected (dimension %d is not a square)", lift->d);
  if ((G = malloc(sizeof(double) * (size_t)d * d)) == NULL) return mm_fail(MM_ENOMEM, "mm_kq_gradient: out of memory");
  kq_product(d, m, K, Q, W);
  if ((s = mm_dyn_evaluate(lift, W, G, val)) == MM_OK) kq_factor_directions(d, m, G, K, Q, gK, gQ);
  free(G);
  return s;
}

@ The run. Each step evaluates at the current $W=KQ^T$ (the evaluation
also gives the trajectory row of the current iterate), then moves both
factors.
@.width of the factors must be positive@>
@<KQ: subroutines@>=
mm_status mm_kq_train_KQ(const mm_instance *lift, const mm_dyn_options *o, int m,
  double *K, double *Q, mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = lifted_dim(lift);
  size_t dm = (size_t)d * m;
  double *W, *prev, *gK, *gQ;
  mm_dyn_value val;
  mm_status s = mm_dyn_check_options("mm_kq_train_KQ", o, 0);
  long k = 0;
  if (s) return s;
  if (d == 0) return mm_fail(MM_EINPUT, "mm_kq_train_KQ: lifted instance expected (dimension %d is not a square)", lift->d);
  if (m < 1) return mm_fail(MM_EINPUT, "mm_kq_train_KQ: width of the factors must be positive, got %d", m);
  if ((s = mm_dyn_check_traj("mm_kq_train_KQ", lift, tr))) return s;
  W = malloc(sizeof(double) * (size_t)d * d * 2); gK = malloc(sizeof(double) * dm * 2);
  if (W == NULL || gK == NULL) { free(W); free(gK); return mm_fail(MM_ENOMEM, "mm_kq_train_KQ: out of memory"); }
  prev = W + (size_t)d * d; gQ = gK + dm;
  memset(res, 0, sizeof *res);
  res->eta = o->eta;
  if (tr) tr->dv = 0;
  for (;;) {
    int rec;
    if ((s = mm_kq_gradient(lift, m, K, Q, W, gK, gQ, &val)) != MM_OK) break;
    rec = tr && (k == 0 || (o->record_every > 0 && k % o->record_every == 0));
    if (rec && (s = mm_dyn_traj_push(tr, lift, k, W, NULL, &val)) != MM_OK) break;
    if (k > 0 && o->min_angle > 0 && mm_dyn_angle(W, prev, d * d) < o->min_angle) { res->stop = MM_DYN_STOP_ANGLE; break; }
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(W, d * d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    @<KQ: take one step on both factors, stopping if it stalls@>@;
    memcpy(prev, W, sizeof(double) * (size_t)d * d);
    k++;
    if (o->progress && k % 1000 == 0) o->progress(k, o->max_steps, mm_norm(W, d * d), o->progress_ctx);
  }
  res->steps = k; res->norm = mm_norm(W, d * d); res->last = val;
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = mm_dyn_traj_push(tr, lift, k, W, NULL, &val);
  free(W); free(gK);
  return s;
}

@ The factor step is $c$ times the directions $(\hat GQ,\hat G^TK)$: for
a normalised step $c=\eta/\norm{(\hat GQ,\hat G^TK)}_F$, for a plain one
$c=\eta e^{\log\norm{G}_F}$. A zero gradient ($\log\norm G=-\infty$, or both
factor directions zero, as at $K=Q=0$) or a step that changes no entry
stalls the run.
@<KQ: take one step on both factors...@>=
{
  double nf = hypot(mm_norm(gK, (int)dm), mm_norm(gQ, (int)dm)), c;
  int moved = 0;
  if (val.log_gnorm == -INFINITY || !(nf > 0)) { res->stop = MM_DYN_STOP_STALLED; break; }
  c = o->method == MM_DYN_NGD ? o->eta / nf : o->eta * exp(val.log_gnorm);
  for (size_t j = 0; j < dm; j++) { /* $K:=K-c\,\hat GQ$, $Q:=Q-c\,\hat G^TK$, from the old factors */
    double k1 = K[j] - c * gK[j], q1 = Q[j] - c * gQ[j];
    moved |= k1 != K[j] || q1 != Q[j];
    K[j] = k1; Q[j] = q1;
  }
  if (!moved) { res->stop = MM_DYN_STOP_STALLED; break; }
}

@*1 The nuclear norm along a trajectory.
The trajectory of either run holds $W$ row by row; |mm_kq_traj_nuclear|
writes $\norm{W}_*$, the sum of the singular values (LAPACK's |dgesvd|,
through the nuclear-norm chapter's |mm_nuclear_svd_bounds|), of each row
to |nuc|.
@<KQ: declarations@>=
mm_status mm_kq_traj_nuclear(const mm_dyn_traj *tr, double *nuc);
mm_status mm_kq_singular_values(const double *W, int d, double *sigma);

@ @<KQ: subroutines@>=
mm_status mm_kq_singular_values(const double *W, int d, double *sigma)
{
  double op, nu;
  return mm_nuclear_svd_bounds(W, d, sigma, &op, &nu);
}
mm_status mm_kq_traj_nuclear(const mm_dyn_traj *tr, double *nuc)
{
  int d = (int)lround(sqrt((double)tr->d));
  double *sigma = malloc(sizeof(double) * (size_t)d);
  mm_status s = MM_OK;
  if (sigma == NULL) return mm_fail(MM_ENOMEM, "mm_kq_traj_nuclear: out of memory");
  for (long r = 0; r < tr->rows && s == MM_OK; r++) {
    long double sum = 0.0L;
    if ((s = mm_kq_singular_values(tr->p + (size_t)r * tr->d, d, sigma)) != MM_OK) break;
    for (int j = 0; j < d; j++) sum += sigma[j];
    nuc[r] = (double)sum;
  }
  free(sigma);
  return s;
}
