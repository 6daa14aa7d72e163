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
#include <jansson.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "dyn_kq.h"
#include "dyn_internal.h"
#include "io.h"
#include "npy.h"
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
$e^g$, $g=\,$|val->log_gnorm|. The products are accumulated in |long double|, so
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

@*1 The command \.{mmattn train FILE --train w} (or \.{kq}).
\.{mmattn train FILE --train w} trains $W$ and \.{--train kq} the factors
$(K,Q)$ on the model with query tokens, $z_i=x_{iK}$ with $K$ given by
\.{--query K} (default $0$), the rule of \.{mmattn nuclear}. Options:
\.{--method ngd} (default) or \.{gd}; \.{--eta x} (default $0.1$ for
normalised steps; plain steps on $W$ default to $1/L$, plain steps on
$(K,Q)$ need \.{--eta}); \.{--steps N} (default $1000$); \.{--width m}
(the factors' $m'$, default $d$); \.{--init-scale s} (default $10^{-2}$)
and \.{--seed S} (default $1$) for |mm_kq_init|: both trainings start
from the same $W(0)=K(0)Q(0)^T$ for the same seed, so that the two runs of
one instance differ only in the parametrisation; \.{--trajectory F} writes
a CSV row at step $0$, every \.{--every K} steps (default $1$) and at the
last step, with columns |step|, |norm_F|, |nuclear|, |risk|, |log_excess|,
|log_gnorm|, |cos_nuclear|, |cos_frobenius| (empty when that solution is
not available) and the $d^2$ entries of $W$ row by row; \.{--json} prints
one object.
@^query tokens@>

{\it What is reported.} The final $W$, $\norm{W}_F$, $\norm{W}_*$, the
singular values and the rank at the relative threshold $10^{-3}$ (a finite
run's small singular values decay like its directional error, not to
rounding level; $10^{-3}$ separates them from the leading ones on the runs
of the property check), the risk, the steps and the stop. Then the
selection $\alpha$ read from the final iterate (the dominant token
${\rm argmax}_tx_{it}^TWz_i$ of each input), and for it the Frobenius
ATT-SVM (the QP on the lifted instance, \secref{nuc-frob}) and the
nuclear-norm ATT-SVM (|mm_nuclear_solve|, certified), each with its norm,
and the cosines $\langle W,W^\star\rangle/(\norm{W}_F\norm{W^\star}_F)$ of
the final $W$ to each, the cosine between the two solutions, and which
solution the final direction is nearer to. A solution that its oracle
does not return (an infeasible selection, a problem beyond the
semidefinite solver's limits) is reported as unavailable with the
oracle's message, and its cosine is |null|; the exit code is then still
$0$, since the training itself succeeded. SIGINT stops the run within $200$
steps; what was computed is analysed, printed and written (the JSON has
|interrupted| \.{true} and the stop \.{"interrupted"}), and the exit code
is $130$ (see the section on interruption below).
@.bad value for --width@>
@.bad value for --init-scale@>
@.unknown option with --train w or kq@>
@.plain descent on (K, Q) needs --eta@>
@<KQ: declarations@>=
int mm_kq_train_cli(int argc, char **argv);

@ The command's state, so that its parts can be separate chunks.
@<KQ: subroutines@>=
typedef struct {
  const char *file, *traj, *method;
  int kq, json, query, width;
  long steps, every;
  double eta, scale;
  unsigned long long seed;
} kq_args;

@ @<KQ: subroutines@>=
static int kq_number(const char *opt, const char *s, double lo, double hi, double *x)
{
  char *e;
  errno = 0; *x = strtod(s, &e);
  if (e == s || *e || errno || !(*x >= lo && *x <= hi)) {
    fprintf(stderr, "mmattn: train: bad value for %s: \"%s\" (a number in [%g, %g])\n", opt, s, lo, hi);
    return 0;
  }
  return 1;
}
static int kq_parse(int argc, char **argv, kq_args *A)
{
  for (int a = 1; a < argc; a++) {
    const char *o = argv[a];
    double x;
    if (!strcmp(o, "--help")) { @<KQ: print the command's usage@>@; return -1; }
    if (!strcmp(o, "--json")) { A->json = 1; continue; }
    if (o[0] != '-') {
      if (A->file) { fprintf(stderr, "mmattn: train: unexpected argument \"%s\"\n", o); return 1; }
      A->file = o; continue;
    }
    if (a + 1 >= argc) { fprintf(stderr, "mmattn: train: %s needs a value\n", o); return 1; }
    @<KQ: read the value of option |o|@>@;
  }
  if (A->file == NULL) { fprintf(stderr, "mmattn: train: missing FILE (an instance in JSON, .npy or .npz)\n"); return 1; }
  if (A->kq && A->method[0] == 'g' && isnan(A->eta)) { fprintf(stderr, "mmattn: train: plain descent on (K, Q) needs --eta (no smoothness bound holds along a factorised run)\n"); return 1; }
  return 0;
}

@ @<KQ: read the value of option |o|@>=
{
  const char *s = argv[++a];
  if (!strcmp(o, "--train")) A->kq = !strcmp(s, "kq");
  else if (!strcmp(o, "--method")) {
    if (strcmp(s, "ngd") && strcmp(s, "gd")) { fprintf(stderr, "mmattn: train: --method must be ngd or gd, got \"%s\"\n", s); return 1; }
    A->method = s;
  } else if (!strcmp(o, "--eta")) { if (!kq_number(o, s, 1e-300, 1e300, &A->eta)) return 1; }
  else if (!strcmp(o, "--steps")) { if (!kq_number(o, s, 0, 1e8, &x) || x != floor(x)) { if (x == x && x != floor(x)) fprintf(stderr, "mmattn: train: --steps must be a whole number\n"); return 1; } A->steps = (long)x; }
  else if (!strcmp(o, "--every")) { if (!kq_number(o, s, 1, 1e8, &x) || x != floor(x)) { if (x == x && x != floor(x)) fprintf(stderr, "mmattn: train: --every must be a whole number\n"); return 1; } A->every = (long)x; }
  else if (!strcmp(o, "--query")) { if (!kq_number(o, s, 0, 1e9, &x) || x != floor(x)) { if (x == x && x != floor(x)) fprintf(stderr, "mmattn: train: --query must be a token index\n"); return 1; } A->query = (int)x; }
  else if (!strcmp(o, "--width")) { if (!kq_number(o, s, 1, 4096, &x) || x != floor(x)) { if (x == x && x != floor(x)) fprintf(stderr, "mmattn: train: --width must be a whole number\n"); return 1; } A->width = (int)x; }
  else if (!strcmp(o, "--init-scale")) { if (!kq_number(o, s, 1e-100, 1e100, &A->scale)) return 1; }
  else if (!strcmp(o, "--seed")) { if (!kq_number(o, s, 0, 9007199254740992.0, &x) || x != floor(x)) { if (x == x && x != floor(x)) fprintf(stderr, "mmattn: train: --seed must be a whole number\n"); return 1; } A->seed = (unsigned long long)x; }
  else if (!strcmp(o, "--trajectory")) A->traj = s;
  else { fprintf(stderr, "mmattn: train: unknown option \"%s\" with --train w or kq (try --help)\n", o); return 1; }
}

@ @<KQ: print the command's usage@>=
printf("usage: mmattn train FILE --train w|kq [--method ngd|gd] [--eta x] [--steps N] [--query K] [--width m]\n"
  "       [--init-scale s] [--seed S] [--trajectory F [--every K]] [--json]\n"
  "Gradient descent on W, or on the factors (K, Q) with W = K Q^T, for the logits x_it^T W z_i, z_i = x_{iK};\n"
  "reports W, its norms and rank, and its cosines to the Frobenius and nuclear-norm ATT-SVMs of its selection.\n");

@ Interruption follows the rule of the other trainings (the command
chapter's \.{train}): a handler for SIGINT only sets a flag, the run goes in
chunks of at most $200$ steps that end at every multiple of \.{--every},
and the flag is looked at between chunks. Both trainings depend only on the
current iterate, so a run in chunks takes exactly the steps of one run; the
trajectory's rows are written here, from each chunk's last evaluation, at
the steps the library would record. The handler is installed after the
trajectory file is opened, whose own handler (removing the temporary file
on a fatal signal) it replaces: from then on an interrupted run commits the
rows it has. An interrupted run is then analysed like a finished one,
except that the semidefinite oracle, which takes the longest (seconds at
$n=100$, $T=16$, $d=16$), is not started; the report gives what was
computed, and the exit code is $130$. A SIGINT that arrives while an oracle
runs takes effect when it returns: the report is whole, its stop is the
training's own, |interrupted| is \.{true} and the exit code $130$.
@^interruption@>
@<KQ: subroutines@>=
static volatile sig_atomic_t kq_interrupted = 0;
static void kq_on_sigint(int sig) { (void)sig; kq_interrupted = 1; }
static void kq_catch_sigint(void)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = kq_on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
}

@ The wall clock, for the report of the run's time.
@<KQ: subroutines@>=
static double mm_kq_clock(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

@ The command proper: read, lift, start, run, analyse, print.
@<KQ: subroutines@>=
int mm_kq_train_cli(int argc, char **argv)
{
  kq_args A = {NULL, NULL, "ngd", 0, 0, 0, 0, 1000, 1, NAN, 1e-2, 1};
  mm_instance *in = NULL, *lift = NULL;
  double *Z = NULL, *K = NULL, *Q = NULL, *W = NULL, *sigma = NULL, t0, t1, t2, t3;
  int rc, d = 0, m = 0, rank = 0, *alpha = NULL;
  mm_dyn_traj tr;
  mm_dyn_result res;
  mm_status st;
  mm_svm fs;
  mm_nuclear ns;
  mm_atomic_file af;
  int tracing = 0;
  long steps = 0; /* taken so far */
  int skipped = 0; /* the nuclear oracle was not started: the run was interrupted */
  int cut = 0; /* the training was stopped by SIGINT */
  mm_status fst = MM_EINPUT, nst = MM_EINPUT;
  char fmsg[512] = "", nmsg[512] = "";
  memset(&tr, 0, sizeof tr); memset(&res, 0, sizeof res); memset(&fs, 0, sizeof fs); memset(&ns, 0, sizeof ns);
  if ((rc = kq_parse(argc, argv, &A)) != 0) return rc < 0 ? 0 : rc;
  if ((st = mm_read_instance_any(A.file, &in)) != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); return (int)st; }
  d = in->d; m = A.width ? A.width : d;
  @<KQ: make the queries, the lifted instance and the start@>@;
  t0 = mm_kq_clock();
  @<KQ: run the training@>@;
  t1 = mm_kq_clock();
  @<KQ: read the selection and ask both oracles@>@;
  @<KQ: write the trajectory@>@;
  if (A.json) @<KQ: print the result as JSON@>@;
  else @<KQ: print the result as text@>@;
  rc = kq_interrupted ? 130 : 0;
out:
  if (tracing) mm_io_atomic_abort(&af);
  mm_dyn_traj_free(&tr); mm_svm_free(&fs); mm_nuclear_free(&ns);
  free(Z); free(K); free(Q); free(W); free(sigma); free(alpha);
  mm_instance_free(lift); mm_instance_free(in);
  return rc;
}

@ @<KQ: make the queries, the lifted instance and the start@>=
Z = malloc(sizeof(double) * (size_t)in->n * d); K = malloc(sizeof(double) * (size_t)d * m);
Q = malloc(sizeof(double) * (size_t)d * m); W = malloc(sizeof(double) * (size_t)d * d);
sigma = malloc(sizeof(double) * (size_t)d); alpha = malloc(sizeof(int) * (size_t)in->n);
if (!Z || !K || !Q || !W || !sigma || !alpha) { fprintf(stderr, "mmattn: train: out of memory\n"); rc = (int)MM_ENOMEM; goto out; }
if ((st = mm_kq_queries(in, A.query, Z)) != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = 1; goto out; }
if ((lift = mm_kq_lift(in, Z)) == NULL) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = (int)mm_error_status(); goto out; }
{
  mm_rng r;
  mm_rng_seed(&r, A.seed, 0);
  mm_kq_init(&r, d, m, A.scale, K, Q);
  kq_product(d, m, K, Q, W);
}
if (A.traj) { /* opened before the run, so that a file that cannot be written costs no training */
  if ((st = mm_io_atomic_open(&af, A.traj)) != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = (int)st; goto out; }
  tracing = 1;
}

@ @<KQ: run the training@>=
{
  mm_dyn_options o = mm_dyn_defaults();
  int first = 1;
  o.method = A.method[0] == 'n' ? MM_DYN_NGD : MM_DYN_GD;
  o.eta = isnan(A.eta) ? (o.method == MM_DYN_NGD ? 0.1 : 0.0) : A.eta;
  mm_dyn_traj_init(&tr, d * d, NULL, 0, NULL);
  kq_catch_sigint();
  for (;;) @<KQ: run one chunk of steps, and record its row@>@;
  cut = kq_interrupted;
  if (st != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = (int)st; goto out; }
  if ((st = mm_kq_singular_values(W, d, sigma)) != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = (int)st; goto out; }
  for (int j = 0; j < d; j++) rank += sigma[j] > 1e-3 * sigma[0];
}

@ A first call of no steps evaluates the start for the row of step $0$.
The step of plain descent on $W$, when not given, is computed by the
first call and kept.
@<KQ: run one chunk...@>=
{
  long c = A.steps - steps;
  if (c > 200) c = 200;
  if (A.traj && c > A.every - steps % A.every) c = A.every - steps % A.every;
  o.max_steps = first && A.traj ? 0 : c;
  st = A.kq ? mm_kq_train_KQ(lift, &o, m, K, Q, NULL, &res) : mm_kq_train_W(lift, &o, W, NULL, &res);
  if (st != MM_OK) break;
  if (o.eta == 0) o.eta = res.eta;
  steps += res.steps;
  if (A.kq) kq_product(d, m, K, Q, W);
  if (A.traj && (first || steps % A.every == 0 || steps == A.steps || res.stop != MM_DYN_STOP_STEPS || kq_interrupted)
      && (st = mm_dyn_traj_push(&tr, lift, steps, W, NULL, &res.last)) != MM_OK) break;
  if (steps >= A.steps || (res.stop != MM_DYN_STOP_STEPS && o.max_steps > 0) || kq_interrupted) break;
  first = 0;
}

@ The oracles' failures are kept as messages: the report says why a
solution is missing.
@<KQ: read the selection and ask both oracles@>=
for (int i = 0; i < in->n; i++) {
  const double *x = lift->K + (size_t)in->off[i] * d * d;
  double best = mm_dot(x, W, d * d);
  alpha[i] = 0;
  for (int t = 1; t < in->T[i]; t++) {
    double l = mm_dot(x + (size_t)t * d * d, W, d * d);
    if (l > best) { best = l; alpha[i] = t; }
  }
}
fst = mm_svm_att(lift, alpha, NULL, &fs);
if (fst != MM_OK) snprintf(fmsg, sizeof fmsg, "%s", mm_error_message());
t2 = mm_kq_clock();
if (kq_interrupted) { skipped = 1; snprintf(nmsg, sizeof nmsg, "not solved: the run was interrupted"); }
else if ((nst = mm_nuclear_solve(in, alpha, Z, &ns)) != MM_OK) snprintf(nmsg, sizeof nmsg, "%s", mm_error_message());
t3 = mm_kq_clock();

@ @<KQ: write the trajectory@>=
if (A.traj) {
  double *nuc = malloc(sizeof(double) * (size_t)(tr.rows ? tr.rows : 1));
  if (nuc == NULL || (st = mm_kq_traj_nuclear(&tr, nuc)) != MM_OK) {
    free(nuc); fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = nuc ? (int)st : (int)MM_ENOMEM; goto out;
  }
  fprintf(af.f, "step,norm_F,nuclear,risk,log_excess,log_gnorm,cos_nuclear,cos_frobenius");
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) fprintf(af.f, ",W%d_%d", a + 1, b + 1);
  fputc('\n', af.f);
  for (long r = 0; r < tr.rows; r++) {
    const double *Wr = tr.p + (size_t)r * d * d;
    fprintf(af.f, "%ld,%.17g,%.17g,%.17g,%.17g,%.17g,", tr.step[r], tr.norm[r], nuc[r], tr.risk[r], tr.log_excess[r], tr.log_gnorm[r]);
    if (nst == MM_OK) fprintf(af.f, "%.17g", mm_cos(Wr, ns.W, d * d));
    fputc(',', af.f);
    if (fst == MM_OK) fprintf(af.f, "%.17g", mm_cos(Wr, fs.z, d * d));
    for (int j = 0; j < d * d; j++) fprintf(af.f, ",%.17g", Wr[j]);
    fputc('\n', af.f);
  }
  free(nuc);
  tracing = 0;
  if ((st = mm_io_atomic_commit(&af)) != MM_OK) { fprintf(stderr, "mmattn: train: %s\n", mm_error_message()); rc = (int)st; goto out; }
}

@ @<KQ: print the result as text@>=
{
  double nuc = 0.0;
  for (int j = 0; j < d; j++) nuc += sigma[j];
  printf("train %s (%s, eta %g): n %d, d %d, query token %d, %ld steps (%s); time: training %.3f s, Frobenius QP %.3f s, nuclear SDP %.3f s\n",
    A.kq ? "kq" : "w", A.method, res.eta, in->n, d, A.query, steps, cut ? "interrupted" : mm_dyn_stop_name(res.stop), t1 - t0, t2 - t1, t3 - t2);
  if (A.kq) printf("factors K, Q of width %d, start scale %g, seed %llu\n", m, A.scale, A.seed);
  printf("risk %.10g; |W|_F = %.10g, |W|_* = %.10g, rank %d (singular values above 1e-3 of the largest):", res.last.risk,
    mm_norm(W, d * d), nuc, rank);
  for (int j = 0; j < d; j++) printf(" %.4g", sigma[j]);
  printf("\nselection at the final W:");
  for (int i = 0; i < in->n && i < 20; i++) printf(" %d", alpha[i]);
  if (in->n > 20) printf(" ... (%d inputs)", in->n);
  putchar('\n');
  if (fst == MM_OK) printf("Frobenius ATT-SVM: |W|_F = %.10g; cos(W, W_frobenius) = %.12f\n", mm_norm(fs.z, d * d), mm_cos(W, fs.z, d * d));
  else printf("Frobenius ATT-SVM: unavailable (%s): %s\n", mm_status_name(fst), fmsg);
  if (nst == MM_OK) printf("nuclear-norm ATT-SVM: |W|_* = %.10g (certified in [%.10g, %.10g]), rank %d; cos(W, W_nuclear) = %.12f\n",
    ns.objective, ns.cert.lower, ns.cert.upper, ns.rank, mm_cos(W, ns.W, d * d));
  else printf("nuclear-norm ATT-SVM: unavailable (%s): %s\n", skipped ? "interrupted" : mm_status_name(nst), nmsg);
  if (fst == MM_OK && nst == MM_OK)
    printf("cos(W_frobenius, W_nuclear) = %.12f; the final direction is nearer the %s solution\n", mm_cos(fs.z, ns.W, d * d),
      mm_cos(W, ns.W, d * d) > mm_cos(W, fs.z, d * d) ? "nuclear-norm" : "Frobenius");
}

@ @<KQ: print the result as JSON@>=
{
  json_t *j = json_object(), *w = json_array(), *s = json_array(), *a = json_array();
  double nuc = 0.0;
  char *txt;
  for (int c = 0; c < d * d; c++) json_array_append_new(w, json_real(W[c]));
  for (int c = 0; c < d; c++) { json_array_append_new(s, json_real(sigma[c])); nuc += sigma[c]; }
  for (int i = 0; i < in->n; i++) json_array_append_new(a, json_integer(alpha[i]));
  json_object_set_new(j, "train", json_string(A.kq ? "kq" : "w"));
  json_object_set_new(j, "method", json_string(A.method));
  json_object_set_new(j, "eta", json_real(res.eta));
  json_object_set_new(j, "query", json_integer(A.query));
  if (A.kq) json_object_set_new(j, "width", json_integer(m));
  json_object_set_new(j, "init_scale", json_real(A.scale));
  json_object_set_new(j, "seed", json_integer((json_int_t)A.seed));
  json_object_set_new(j, "steps", json_integer(steps));
  json_object_set_new(j, "stop", json_string(cut ? "interrupted" : mm_dyn_stop_name(res.stop)));
  json_object_set_new(j, "interrupted", json_boolean(kq_interrupted));
  json_object_set_new(j, "loss", json_real(res.last.risk));
  json_object_set_new(j, "time_training", json_real(t1 - t0));
  json_object_set_new(j, "time_frobenius", json_real(t2 - t1));
  json_object_set_new(j, "time_nuclear", json_real(t3 - t2));
  json_object_set_new(j, "W", w);
  json_object_set_new(j, "norm_F", json_real(mm_norm(W, d * d)));
  json_object_set_new(j, "nuclear", json_real(nuc));
  json_object_set_new(j, "singular_values", s);
  json_object_set_new(j, "rank", json_integer(rank));
  json_object_set_new(j, "tokens", a);
  json_object_set_new(j, "cos_frobenius", fst == MM_OK ? json_real(mm_cos(W, fs.z, d * d)) : json_null());
  json_object_set_new(j, "cos_nuclear", nst == MM_OK ? json_real(mm_cos(W, ns.W, d * d)) : json_null());
  json_object_set_new(j, "frobenius_status", json_string(mm_status_name(fst)));
  json_object_set_new(j, "nuclear_status", json_string(skipped ? "interrupted" : mm_status_name(nst)));
  json_object_set_new(j, "cos_frobenius_nuclear", fst == MM_OK && nst == MM_OK ? json_real(mm_cos(fs.z, ns.W, d * d)) : json_null());
  txt = json_dumps(j, JSON_REAL_PRECISION(17));
  if (txt) { puts(txt); free(txt); }
  json_decref(j);
}
