@*Token optimality.
The paper's central objects are selections of one token per input and the
max-margin directions they induce. This chapter computes, for a given
instance, the optimal tokens, the support tokens of any selection, whether a
selection is locally optimal, and the set of {\it all\/} locally-optimal
max-margin (LMM) directions, by an exact search that prunes with certified
infeasibility. Gradient descent can only converge in direction to one of
these (Theorem~4), so the set is the yardstick every run is judged against.
@^locally-optimal tokens@>
@^LMM direction@>

{\it Definitions.} The scores are $\gamma_{it}=Y_iv^Tx_{it}$. The {\it
optimal tokens\/} are $\opt_i\in\mathop{\rm argmax}_t\gamma_{it}$. A
selection $\alpha=(\alpha_1,\ldots,\alpha_n)$ has the ATT-SVM problem
$$p^\mm(\alpha)=\mathop{\rm argmin}_p\norm{p}\quad\hbox{s.t.}\quad
(k_{i\alpha_i}-k_{it})^Tp\ge1\quad\hbox{for all $t\ne\alpha_i$, all $i$},$$
solved and certified by the oracle chapter. Its {\it support tokens\/} are
${\cal T}_i(\alpha)=\{t\ne\alpha_i:(k_{i\alpha_i}-k_{it})^Tp^\mm(\alpha)=1\}$. The
selection is {\it locally optimal\/} when ATT-SVM$(\alpha)$ is feasible and
$\gamma_{i\alpha_i}>\gamma_{it}$ for every $i$ and every $t\in{\cal T}_i(\alpha)$;
non-support tokens may score higher. Then $p^\mm(\alpha)$ is an LMM
direction, and when $\alpha=\opt$ (unique) it is the globally-optimal one,
the GMM $p^{\mm\star}$.
@^support tokens@>
@^optimal tokens@>
@^GMM@>

@(tokens.h@>=
#ifndef MM_TOKENS_H
#define MM_TOKENS_H
#include "model.h"
#include "svm.h"
@<Tokens: type definitions@>@;
@<Tokens: declarations@>@;
#endif

@ @(tokens.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "tokens.h"
@<Tokens: subroutines@>@;

@*1 Optimal tokens and ties.
Floating point cannot decide a tie exactly, so we decide it to within the
error of the scores themselves. A score is a dot product accumulated in
|long double| and rounded once, so its computed value differs from
$Y_iv^Tx_{it}$ by at most $(d\,2^{-64}+2^{-53})\sum_j\vert v_jx_{itj}\vert
\le\epsilon\norm{v}\norm{x_{it}}$ (Cauchy--Schwarz, $d\le2^{10}$). Two
scores of input $i$ are therefore indistinguishable when they differ by at
most $2\epsilon\norm{v}\max_t\norm{x_{it}}$; we call them {\it tied\/} when
they differ by at most $\tau_i=16\epsilon\norm{v}\max_t\norm{x_{it}}$, the
rung of our ladder above that bound. A tie on the top score means $\opt_i$
is not unique; the routine reports it with $\opt_i=-1$.
@^ties@>

@<Tokens: declarations@>=
double mm_tokens_tie_tol(const mm_instance *in, int i);
int mm_tokens_opt(const mm_instance *in, int *opt);

@ @<Tokens: subroutines@>=
double mm_tokens_tie_tol(const mm_instance *in, int i)
{
  double xm = 0.0;
  for (int t = 0; t < in->T[i]; t++)
    xm = fmax(xm, mm_norm(in->X + (size_t)(in->off[i] + t) * in->d, in->d));
  return 16.0 * DBL_EPSILON * mm_norm(in->v, in->d) * xm;
}

@ |mm_tokens_opt| returns the number of inputs whose top score is tied.
@<Tokens: subroutines@>=
int mm_tokens_opt(const mm_instance *in, int *opt)
{
  int ties = 0;
  for (int i = 0; i < in->n; i++) {
    const double *g = in->gamma + in->off[i];
    double tau = mm_tokens_tie_tol(in, i);
    int best = 0;
    for (int t = 1; t < in->T[i]; t++) if (g[t] > g[best]) best = t;
    opt[i] = best;
    for (int t = 0; t < in->T[i]; t++)
      if (t != best && g[best] - g[t] <= tau) { opt[i] = -1; ties++; break; }
  }
  return ties;
}

@*1 Support tokens, with a certified threshold.
The solver returns $z\approx p^\mm(\alpha)$ and multipliers $\lambda\ge0$.
Whether a row is tight at the {\it exact\/} solution $z^\star$ must be
decided from the computed $z$, so we need a bound on $\norm{z-z^\star}$ that
the certificate proves. Weak duality gives it. For any $\lambda\ge0$ the
dual objective $b^T\lambda-{1\over2}\norm{A^T\lambda}^2$ is at most
${1\over2}\norm{z^\star}^2$. If $z$ is feasible, optimality of $z^\star$ gives
$z^{\star T}(z-z^\star)\ge0$, so
$${1\over2}\norm{z-z^\star}^2\le{1\over2}\norm{z}^2-{1\over2}\norm{z^\star}^2
\le{1\over2}\norm{z}^2-b^T\lambda+{1\over2}\norm{A^T\lambda}^2=:G,$$
the duality gap, and $\norm{z-z^\star}\le\sqrt{2G}$. Row $r$'s slack at
$z^\star$ then differs from the computed one by at most
$\norm{a_r}\sqrt{2G}$, plus the row's primal violation and the rounding of
the slack itself. We compute $G$ in |long double|, add the rounding floor of
that computation ($4m\,2^{-64}$ times the sizes of its three terms), and
call row $r$ a support row when
$$\bigl\vert a_r^Tz-b_r\bigr\vert\le\theta_r=\norm{a_r}\sqrt{2G}
  +(b_r-a_r^Tz)^++4d\epsilon\,\sigma_r,\qquad\sigma_r=\vert b_r\vert
  +\norm{a_r}\norm{z},$$
or when the solver kept it in its active set. Since $G$ is computed with a
relative rounding of about $2^{-64}$, $\sqrt{2G}$ is about $2^{-32}\norm{z}$:
the threshold certifies tightness to about $10^{-9}$ relative, and a row
whose slack is larger than $\theta_r$ is provably not tight.
@^support tokens@>
@^certificate@>

@<Tokens: declarations@>=
double mm_tokens_gap_radius(const mm_svm *s);
int mm_tokens_support_rows(const mm_svm *s, int *tight);

@ @<Tokens: subroutines@>=
double mm_tokens_gap_radius(const mm_svm *s)
{
  const mm_svm_qp *qp = s->qp;
  int d = qp->d, m = qp->m;
  long double zz = 0.0L, bl = 0.0L, bla = 0.0L, G;
  long double *atl = calloc((size_t)d, sizeof(long double));
  mm_assert(atl != NULL);
  for (int r = 0; r < m; r++) {
    bl += (long double)qp->b[r] * s->lambda[r];
    bla += fabsl((long double)qp->b[r] * s->lambda[r]);
    for (int j = 0; j < d; j++) atl[j] += (long double)qp->A[(size_t)r * d + j] * s->lambda[r]; /* $A^T\lambda$ */
  }
  for (int j = 0; j < d; j++) zz += (long double)s->z[j] * s->z[j];
  {
    long double aa = 0.0L;
    for (int j = 0; j < d; j++) aa += atl[j] * atl[j];
    G = 0.5L * zz - bl + 0.5L * aa;
    G = (G > 0 ? G : 0) + 4.0L * (m + d) * LDBL_EPSILON * (zz + bla + aa);
  }
  free(atl);
  return (double)sqrtl(2.0L * G);
}

@ @<Tokens: subroutines@>=
int mm_tokens_support_rows(const mm_svm *s, int *tight)
{
  const mm_svm_qp *qp = s->qp;
  int d = qp->d, count = 0;
  double rad = mm_tokens_gap_radius(s), nz = mm_norm(s->z, d);
  for (int r = 0; r < qp->m; r++) {
    const double *a = qp->A + (size_t)r * d;
    double an = mm_norm(a, d), sl = mm_dot(a, s->z, d) - qp->b[r];
    double theta = an * rad + (sl < 0 ? -sl : 0.0) + 4.0 * d * DBL_EPSILON * (fabs(qp->b[r]) + an * nz);
    tight[r] = fabs(sl) <= theta;
  }
  for (int j = 0; j < s->nactive; j++) tight[s->active[j]] = 1;
  for (int r = 0; r < qp->m; r++) count += tight[r];
  return count;
}

@*1 Classifying a selection.
A selection is one of four kinds: infeasible (no direction ranks every
selected token first; the oracle returns a verified Farkas certificate),
locally optimal (an LMM), tied (some support token's score is within
$\tau_i$ of the selected one's, so strictness cannot be decided: this is
the boundary case where, as the strictness check of Part~II shows, the
attraction disappears), or feasible but not locally optimal (some support
token scores strictly higher). The record of a feasible selection keeps its
direction, the geometric margin $1/\norm{p^\mm}$, its support sets, and
which input and token decided its kind.
@^ties@>

@<Tokens: type definitions@>=
typedef enum { MM_SEL_LMM, MM_SEL_TIE, MM_SEL_NOT_LOCAL, MM_SEL_INFEASIBLE } mm_sel_kind;
typedef struct {
  int n, d;
  int *alpha; /* the selected token of each input */
  double *p; /* $p^\mm(\alpha)$, not normalised */
  double margin; /* $1/\norm{p^\mm(\alpha)}$ */
  int *support, *support_off; /* support tokens of input |i|: |support[support_off[i]..support_off[i+1]-1]| */
  int global; /* $\alpha=\opt$ with every $\opt_i$ unique */
  double kkt_worst, radius; /* the certificate's worst residual, and $\sqrt{2G}$ */
} mm_lmm;
typedef struct {
  mm_sel_kind kind;
  int where_i, where_t; /* the input and token that made it a tie or not locally optimal */
  mm_lmm lmm; /* filled when the selection is feasible */
} mm_selection;

@ @<Tokens: declarations@>=
mm_status mm_tokens_classify(const mm_instance *in, const int *alpha, mm_selection *sel);
mm_status mm_tokens_classify_solved(const mm_instance *in, const int *alpha, const mm_svm *s, mm_selection *sel);
void mm_selection_free(mm_selection *sel);
void mm_lmm_free(mm_lmm *l);
const char *mm_sel_kind_name(mm_sel_kind k);

@ @<Tokens: subroutines@>=
const char *mm_sel_kind_name(mm_sel_kind k)
{
  switch (k) {
  case MM_SEL_LMM: return "locally optimal";
  case MM_SEL_TIE: return "tie on a support token";
  case MM_SEL_NOT_LOCAL: return "not locally optimal";
  case MM_SEL_INFEASIBLE: return "not separable";
  }
  return "unknown";
}
void mm_lmm_free(mm_lmm *l)
{
  free(l->alpha); free(l->p); free(l->support); free(l->support_off);
  memset(l, 0, sizeof *l);
}
void mm_selection_free(mm_selection *sel) { mm_lmm_free(&sel->lmm); }

@ Classification solves ATT-SVM$(\alpha)$ and hands the certified solution
to |mm_tokens_classify_solved|, which the enumeration below (and the command's
\.{analyze}, which needs the solution itself as well) calls on solutions it
already has.
@<Tokens: subroutines@>=
mm_status mm_tokens_classify(const mm_instance *in, const int *alpha, mm_selection *sel)
{
  mm_svm s;
  mm_status st = mm_svm_att(in, alpha, NULL, &s);
  memset(sel, 0, sizeof *sel);
  sel->where_i = sel->where_t = -1;
  if (st == MM_EINFEASIBLE) { sel->kind = MM_SEL_INFEASIBLE; mm_svm_free(&s); return MM_OK; }
  if (st == MM_OK) st = mm_tokens_classify_solved(in, alpha, &s, sel);
  mm_svm_free(&s);
  return st;
}

@ @<Tokens: subroutines@>=
mm_status mm_tokens_classify_solved(const mm_instance *in, const int *alpha, const mm_svm *s, mm_selection *sel)
{
  const mm_svm_qp *qp = s->qp;
  int n = in->n, d = in->d, *tight = malloc(sizeof(int) * (size_t)(qp->m + 1)), nt;
  int opt_ties, *opt = malloc(sizeof(int) * (size_t)n);
  mm_lmm *l = &sel->lmm;
  if (tight == NULL || opt == NULL) { free(tight); free(opt); return mm_fail(MM_ENOMEM, "tokens: out of memory"); }
  memset(sel, 0, sizeof *sel);
  sel->where_i = sel->where_t = -1;
  nt = mm_tokens_support_rows(s, tight);
  @<Fill the record |l| of the feasible selection@>@;
  sel->kind = MM_SEL_LMM;
  for (int r = 0; r < qp->m && sel->kind != MM_SEL_NOT_LOCAL; r++) if (tight[r])
    @<Compare the score of support row |r|'s token with the selected one@>@;
  opt_ties = mm_tokens_opt(in, opt);
  l->global = opt_ties == 0 && sel->kind == MM_SEL_LMM;
  for (int i = 0; i < n && l->global; i++) if (opt[i] != alpha[i]) l->global = 0;
  free(tight); free(opt);
  return MM_OK;
}

@ @<Fill the record...@>=
l->n = n; l->d = d;
l->alpha = malloc(sizeof(int) * (size_t)n);
l->p = malloc(sizeof(double) * (size_t)d);
l->support = malloc(sizeof(int) * (size_t)(nt + 1));
l->support_off = malloc(sizeof(int) * (size_t)(n + 1));
if (!l->alpha || !l->p || !l->support || !l->support_off) {
  mm_lmm_free(l); free(tight); free(opt); return mm_fail(MM_ENOMEM, "tokens: out of memory");
}
memcpy(l->alpha, alpha, sizeof(int) * (size_t)n);
memcpy(l->p, s->z, sizeof(double) * (size_t)d);
l->margin = 1.0 / mm_norm(s->z, d);
l->kkt_worst = s->kkt.worst;
l->radius = mm_tokens_gap_radius(s);
for (int i = 0, k = 0; i < n; i++) {
  l->support_off[i] = k;
  for (int r = qp->row_off[i]; r < (i + 1 < n ? qp->row_off[i + 1] : qp->m); r++)
    if (tight[r]) l->support[k++] = qp->token[r];
  l->support_off[i + 1] = k;
}

@ A tie is recorded only while no strict violation has been seen; a strict
violation overrides it, since then the selection is certainly not locally
optimal.
@<Compare the score of support row...@>=
{
  int i = qp->input[r], t = qp->token[r];
  double diff = in->gamma[in->off[i] + alpha[i]] - in->gamma[in->off[i] + t];
  double tau = mm_tokens_tie_tol(in, i);
  if (diff < -tau) { sel->kind = MM_SEL_NOT_LOCAL; sel->where_i = i; sel->where_t = t; }
  else if (diff <= tau && sel->kind == MM_SEL_LMM) { sel->kind = MM_SEL_TIE; sel->where_i = i; sel->where_t = t; }
}

@*1 Enumerating every LMM direction.
There are $\prod_iT_i$ selections, too many to try one by one on any real
instance. The search walks them as a tree, choosing $\alpha_1$, then
$\alpha_2$, and so on, and prunes with one observation: if the constraints
of the inputs chosen so far admit no $p$, then no completion does, because
completing only adds constraints. Feasibility of a prefix
$(\alpha_1,\ldots,\alpha_k)$ is the ATT-SVM of the first $k$ inputs, which
is a valid instance in its own right (the token arrays of the first $k$
inputs are a prefix of the whole); when it is infeasible the oracle returns
a verified Farkas certificate, so every pruned subtree is pruned for a
proved reason. At a leaf the prefix problem {\it is\/} ATT-SVM$(\alpha)$, and
its solution is classified without solving again.
@^pruning@>
@^Farkas certificate@>

{\it Cost.} Each visited node costs one QP of at most $\sum_{i\le k}(T_i-1)$
rows in $d$ unknowns. Without pruning the tree has $\sum_k\prod_{i\le
k}T_i\le2\prod_iT_i$ nodes. Pruning helps most when few tokens per input
can be ranked first at all: a token inside the convex hull of its input's
other keys is cut at its own level, and combinations of inputs whose
selected keys pull in incompatible directions are cut as soon as the
second one is chosen. The caller bounds the work with |max_nodes|; when the
bound is reached the search stops with |MM_ELIMIT| and a message saying how
far it got, never with a partial answer presented as complete.
@.enumeration stopped@>

@<Tokens: type definitions@>=
typedef struct {
  long long max_nodes; /* work limit: QPs solved */
} mm_enum_options;
typedef struct {
  int count, cap;
  mm_lmm *lmm; /* the LMM directions found, in lexicographic order of $\alpha$ */
  long long nodes; /* tree nodes visited (QPs solved) */
  long long pruned; /* nodes found infeasible, whose subtrees were skipped */
  long long separable; /* complete selections that are separable */
  long long not_local; /* separable but not locally optimal */
  long long ties; /* separable with a tie on a support token */
  int gmm; /* index of the GMM in |lmm|, or $-1$ */
} mm_lmm_set;

@ @<Tokens: declarations@>=
mm_enum_options mm_enum_defaults(void);
mm_status mm_tokens_enumerate_lmm(const mm_instance *in, const mm_enum_options *o, mm_lmm_set *set);
void mm_lmm_set_free(mm_lmm_set *set);

@ @<Tokens: subroutines@>=
mm_enum_options mm_enum_defaults(void)
{
  mm_enum_options o;
  o.max_nodes = 2000000;
  return o;
}
void mm_lmm_set_free(mm_lmm_set *set)
{
  for (int k = 0; k < set->count; k++) mm_lmm_free(&set->lmm[k]);
  free(set->lmm);
  memset(set, 0, sizeof *set);
}

@ The search is a depth-first walk with an explicit selection array; the
recursion depth is $n$.
@<Tokens: subroutines@>=
static mm_status visit(const mm_instance *in, int k, int *alpha, const mm_enum_options *o, mm_lmm_set *set);
static mm_status leaf(const mm_instance *in, const int *alpha, const mm_svm *s, mm_lmm_set *set);
mm_status mm_tokens_enumerate_lmm(const mm_instance *in, const mm_enum_options *o, mm_lmm_set *set)
{
  mm_enum_options def = mm_enum_defaults();
  int *alpha = calloc((size_t)in->n, sizeof(int));
  mm_status st;
  memset(set, 0, sizeof *set);
  set->gmm = -1;
  if (alpha == NULL) return mm_fail(MM_ENOMEM, "tokens: out of memory");
  st = visit(in, 0, alpha, o ? o : &def, set);
  free(alpha);
  for (int k = 0; k < set->count; k++) if (set->lmm[k].global) set->gmm = k;
  return st;
}

@ Node $k$ chooses the token of input $k$. The prefix instance is a shallow
copy of |in| with $n$ replaced by $k+1$.
@<Tokens: subroutines@>=
static mm_status visit(const mm_instance *in, int k, int *alpha, const mm_enum_options *o, mm_lmm_set *set)
{
  mm_instance prefix = *in;
  prefix.n = k + 1;
  for (int t = 0; t < in->T[k]; t++) {
    mm_svm s;
    mm_status st;
    alpha[k] = t;
    if (set->nodes >= o->max_nodes)
      return mm_fail(MM_ELIMIT, "enumeration stopped after %lld nodes (the work limit); %d LMM directions found so far", set->nodes, set->count);
    set->nodes++;
    st = mm_svm_att(&prefix, alpha, NULL, &s);
    if (st == MM_EINFEASIBLE) { set->pruned++; mm_svm_free(&s); continue; }
    if (st != MM_OK) { mm_svm_free(&s); return st; }
    if (k + 1 < in->n) st = visit(in, k + 1, alpha, o, set);
    else st = leaf(in, alpha, &s, set);
    mm_svm_free(&s);
    if (st != MM_OK) return st;
  }
  return MM_OK;
}

@ A leaf is a complete, separable selection.
@<Tokens: subroutines@>=
static mm_status leaf(const mm_instance *in, const int *alpha, const mm_svm *s, mm_lmm_set *set)
{
  mm_selection sel;
  mm_status st = mm_tokens_classify_solved(in, alpha, s, &sel);
  if (st != MM_OK) return st;
  set->separable++;
  if (sel.kind == MM_SEL_NOT_LOCAL) set->not_local++;
  if (sel.kind == MM_SEL_TIE) set->ties++;
  if (sel.kind != MM_SEL_LMM) { mm_selection_free(&sel); return MM_OK; }
  if (set->count == set->cap) {
    int cap = set->cap ? 2 * set->cap : 8;
    mm_lmm *q = realloc(set->lmm, sizeof(mm_lmm) * (size_t)cap);
    if (q == NULL) { mm_selection_free(&sel); return mm_fail(MM_ENOMEM, "tokens: out of memory"); }
    set->lmm = q; set->cap = cap;
  }
  set->lmm[set->count++] = sel.lmm; /* the record moves into the set */
  return MM_OK;
}

@*1 Cones and angles.
Theorems 3 and 4 speak of cones around a direction $q$:
$$C_{\mu,R}(q)=\bigl\{p:\norm{p}\ge R,\ \cos(p,q)\ge1-\mu\bigr\}.$$
Membership is two comparisons. The nearest LMM direction to a vector $p$ is
the one of largest cosine with it, which is how the tool and the checks say
where a run went.
@^cone@>

@<Tokens: declarations@>=
int mm_cone_contains(const double *p, const double *q, int d, double mu, double R);
int mm_tokens_nearest(const mm_lmm_set *set, const double *p, double *cosine);

@ @<Tokens: subroutines@>=
int mm_cone_contains(const double *p, const double *q, int d, double mu, double R)
{
  return mm_norm(p, d) >= R && mm_cos(p, q, d) >= 1.0 - mu;
}
int mm_tokens_nearest(const mm_lmm_set *set, const double *p, double *cosine)
{
  int best = -1;
  double bc = -2.0;
  for (int k = 0; k < set->count; k++) {
    double c = mm_cos(p, set->lmm[k].p, set->lmm[k].d);
    if (c > bc) { bc = c; best = k; }
  }
  if (cosine) *cosine = best >= 0 ? bc : NAN;
  return best;
}

@*1 Benchmark.
\.{make bench} runs the enumeration on random instances whose selection
spaces have $10^4$, $10^5$ and $10^6$ elements ($n=4,5,6$ inputs of $T=10$
Gaussian tokens in $d=2$ and $d=3$), and prints the time, the nodes visited
(QPs solved), the nodes pruned, and the LMM directions found. In low
dimension most tokens are interior to their input's convex hull and are cut
at their own level, which is where pruning pays.

@(bench_tokens.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "gen.h"
#include "tokens.h"
int main(void)
{
  printf("%-8s %-3s %-3s %12s %10s %10s %6s %10s %12s\n", "space", "n", "d", "seconds", "nodes", "pruned", "LMMs", "not-local", "us/node");
  for (int d = 2; d <= 3; d++)
    for (int n = 4; n <= 6; n++) {
      mm_rng r;
      mm_gen_options o = mm_gen_defaults();
      mm_instance *in;
      mm_lmm_set set;
      struct timespec t0, t1;
      double sec;
      mm_status st;
      mm_rng_seed(&r, 7, (uint64_t)(10 * d + n));
      o.n_min = o.n_max = n; o.T_min = o.T_max = 10; o.d_min = o.d_max = d;
      in = mm_gen_instance(&r, &o, NULL);
      clock_gettime(CLOCK_MONOTONIC, &t0);
      st = mm_tokens_enumerate_lmm(in, NULL, &set);
      clock_gettime(CLOCK_MONOTONIC, &t1);
      sec = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
      if (st != MM_OK) { fprintf(stderr, "bench_tokens: %s\n", mm_error_message()); return 1; }
      printf("1e%-6d %-3d %-3d %12.4f %10lld %10lld %6d %10lld %12.2f\n", n, n, d, sec, set.nodes, set.pruned,
        set.count, set.not_local, 1e6 * sec / (double)set.nodes);
      mm_lmm_set_free(&set);
      mm_instance_free(in);
    }
  return 0;
}
