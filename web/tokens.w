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
#include <signal.h>
#include <stdint.h>
#include "svm.h"
@<Tokens: type definitions@>@;
@<Tokens: declarations@>@;
#endif

@ @(tokens.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "tokens.h"
#include "dyn.h"
#include "gen.h"
#include "exact.h"
@<Tokens: static declarations@>@;
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
that computation ($4m\,2^{-64}$ times the sizes of its three terms, and
for $\norm{A^T\lambda}^2$ the rounding of $A^T\lambda$ itself, which on
rows of mixed magnitudes cancels: entry $j$ is within
$(m+2)\epsilon_{\rm L}\sum_r\vert a_{rj}\lambda_r\vert=:e_j$, so the
square within $\sum_j(2\vert(A^T\lambda)_j\vert+e_j)e_j$), and
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
  long double *atl = calloc((size_t)d, sizeof(long double)), *abl = calloc((size_t)d, sizeof(long double));
  mm_assert(atl != NULL && abl != NULL);
  for (int r = 0; r < m; r++) {
    bl += (long double)qp->b[r] * s->lambda[r];
    bla += fabsl((long double)qp->b[r] * s->lambda[r]);
    for (int j = 0; j < d; j++) {
      long double t = (long double)qp->A[(size_t)r * d + j] * s->lambda[r];
      atl[j] += t; abl[j] += fabsl(t); /* $A^T\lambda$ and $\vert A\vert^T\lambda$ */
    }
  }
  for (int j = 0; j < d; j++) zz += (long double)s->z[j] * s->z[j];
  {
    long double aa = 0.0L, ea = 0.0L;
    for (int j = 0; j < d; j++) {
      long double e = (m + 2) * LDBL_EPSILON * abl[j]; /* bounds the rounding of $(A^T\lambda)_j$ */
      aa += atl[j] * atl[j];
      ea += (2.0L * fabsl(atl[j]) + e) * e;
    }
    G = 0.5L * zz - bl + 0.5L * aa;
    G = (G > 0 ? G : 0) + 4.0L * (m + d) * LDBL_EPSILON * (zz + bla + aa) + ea;
  }
  free(atl); free(abl);
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
to |mm_tokens_classify_solved|; a floating answer that is not a proof is
settled in exact arithmetic first (|mm_exact_settle|), by the same rule
as the enumeration below. |mm_tokens_classify_solved| is what the enumeration below (and the command's
\.{analyze}, which needs the solution itself as well) calls on solutions it
already has.
@<Tokens: subroutines@>=
mm_status mm_tokens_classify(const mm_instance *in, const int *alpha, mm_selection *sel)
{
  mm_svm s;
  mm_status st = mm_svm_att(in, alpha, NULL, &s);
  memset(sel, 0, sizeof *sel);
  sel->where_i = sel->where_t = -1;
  if (mm_exact_needed(&s)) {
    if ((st = mm_exact_settle(in, alpha, NULL, &s, sel)) == MM_OK && s.status != MM_OK) { mm_selection_free(sel); sel->kind = MM_SEL_INFEASIBLE; }
    mm_svm_free(&s);
    return st;
  }
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
  @<Decide in exact arithmetic when the support is in doubt@>@;
  free(tight); free(opt);
  return MM_OK;
}

@ The support threshold certifies that a row outside it is not tight,
but only for the floating rows and a feasible $z$; a row inside it that
the solver did not need ($\lambda_r=0$) may be tight or not, and a row
just outside it may be tight in the instance's own (unrounded) rows. When
either happens the floating support set, and the verdict that rests on
it, is in doubt, and exact arithmetic decides (|mm_exact_reclassify|).
``Just outside'' is within $2^{10}\theta_r$: far beyond what rounding
produces on rows of one magnitude, and about $2^{-22}\sigma_r$, so that a
generic instance (even at $m=63{,}000$ rows) almost never pays for it.
@<Decide in exact arithmetic when the support is in doubt@>=
{
  int doubt = 0, keys_rounded = 0;
  double rad = mm_tokens_gap_radius(s), nz = mm_norm(s->z, d);
  for (int a = 0; a < d * d && qp->input && qp->token; a++) keys_rounded |= in->W[a] != (a % (d + 1) == 0 ? 1.0 : 0.0);
  if (keys_rounded && isnan(rad = widened_radius(in, alpha, s, rad))) {
    free(tight); free(opt); mm_selection_free(sel); return mm_fail(MM_ENOMEM, "tokens: out of memory");
  }
  for (int r = 0; r < qp->m && !doubt; r++) {
    const double *a = qp->A + (size_t)r * d;
    double an = mm_norm(a, d), sl = mm_dot(a, s->z, d) - qp->b[r];
    double theta = an * rad + (sl < 0 ? -sl : 0.0) + 4.0 * d * DBL_EPSILON * (fabs(qp->b[r]) + an * nz);
    if (keys_rounded && qp->input[r] >= 0) theta += mm_svm_row_error(in, alpha, qp->input[r], qp->token[r], s->z);
    if (tight[r]) doubt = s->lambda[r] <= 0.0;
    else doubt = fabs(sl) <= 0x1p10 * theta;
  }
  if (!doubt && (sel->kind == MM_SEL_NOT_LOCAL || sel->kind == MM_SEL_TIE)) {
    int w = -1;
    for (int r = 0; r < qp->m && w < 0; r++)
      if (tight[r] && qp->input[r] == sel->where_i && qp->token[r] == sel->where_t) w = r;
    doubt = w < 0 || !witness_tight(in, alpha, s, w, keys_rounded);
  }
  if (doubt) {
    mm_status st = mm_exact_reclassify(in, alpha, s, sel);
    if (st != MM_OK) { free(tight); free(opt); mm_selection_free(sel); return st; }
  }
}

@ When $W\ne I$ the keys are rounded, so the floating rows are not the
instance's: row $r$ differs by at most $\delta_r$ entrywise
(|mm_svm_row_delta|), and on keys that mix magnitudes $\delta_r$ can
exceed the row itself (a row of size $2^{111}$ from keys of size $2^{190}$
that cancel). Two things then change. The gap of the instance's problem at
the same $\lambda$ has $A_\star^T\lambda$ in place of $A^T\lambda$, which
differ entrywise by at most $f_j=\sum_r\lambda_r\delta_{rj}$ (only the
rows with $\lambda_r\ne0$ count), so $\norm{A_\star^T\lambda}^2$ exceeds
$\norm{A^T\lambda}^2$ by at most $\sum_j(2\vert(A^T\lambda)_j\vert+f_j)f_j$,
and twice the gap, $\rho^2$, by as much; and each slack moves by
$\sum_j\delta_{rj}\vert z_j\vert$ (|mm_svm_row_error|), which enters
$\theta_r$ above.
|widened_radius| returns the widened radius, or NaN when it is out of
memory.
@<Tokens: static declarations@>=
static double widened_radius(const mm_instance *in, const int *alpha, const mm_svm *s, double rad);
static int witness_tight(const mm_instance *in, const int *alpha, const mm_svm *s, int w, int keys_rounded);

@ @<Tokens: subroutines@>=
static double widened_radius(const mm_instance *in, const int *alpha, const mm_svm *s, double rad)
{
  const mm_svm_qp *qp = s->qp;
  int d = qp->d;
  double *del = malloc(sizeof(double) * (size_t)d);
  long double *f = calloc((size_t)d, sizeof(long double)), *atl = calloc((size_t)d, sizeof(long double)), w = 0.0L;
  if (del == NULL || f == NULL || atl == NULL) { free(del); free(f); free(atl); return NAN; }
  for (int r = 0; r < qp->m; r++) if (s->lambda[r] != 0.0 && qp->input[r] >= 0) {
    mm_svm_row_delta(in, alpha, qp->input[r], qp->token[r], del);
    for (int j = 0; j < d; j++) {
      f[j] += fabsl((long double)s->lambda[r]) * del[j];
      atl[j] += (long double)s->lambda[r] * qp->A[(size_t)r * d + j];
    }
  }
  for (int j = 0; j < d; j++) w += (2.0L * fabsl(atl[j]) + f[j]) * f[j];
  rad = (double)(sqrtl((long double)rad * rad + w) * (1.0L + 1.0L / 1048576));
  free(del); free(f); free(atl);
  return rad;
}

@ A verdict that rests on one support row (``not locally optimal'' or
``tie'', with the row of input |where_i| and token |where_t|) needs that
row to be tight in the instance's own problem, and no ball around $z$ proves
that: a row with $\lambda_r>0$ in the floating solution may have a positive
slack at the exact optimum, when the floating rows are far from the
instance's (keys rounded from tokens that mix magnitudes lose whole
components) or the problem is degenerate. A found case: two inputs, $W\ne
I$, one row whose second component, $3\cdot2^{-73}$ against keys of size
$2^{-14}$, rounded away; the floating optimum had $\norm{z}\approx3\cdot10^{27}$,
the exact one $3\cdot10^{21}$, and the row that made the selection ``not
locally optimal'' was tight only in the floating problem.

The proof used instead: let $P'$ be the problem without row $w$. If the
optimum $z'_\star$ of $P'$ violates row $w$, then row $w$ is tight at the
optimum $z_\star$ of the whole problem. For if $a_w^Tz_\star>b_w$, row $w$ is
inactive near $z_\star$, so $z_\star$ satisfies the optimality conditions of
$P'$; by strict convexity $z'_\star=z_\star$, which satisfies row $w$. So
$P'$ is solved in floating point, its certified radius $\rho'$ (widened by
the rounding of the keys, as above) bounds $\norm{z'-z'_\star}$ for the
instance's own $P'$, and the row is proven tight when
$$a_w^Tz'+\norm{a_w}\rho'+\sum_j\delta_{wj}(\vert z'_j\vert+\rho')+e<b_w,$$
with $\delta_{wj}$ the row's distance from the instance's
(|mm_svm_row_delta|) and $e=2^{-52}\sum_j\vert a_{wj}z'_j\vert$ covering
the |long double| dot product and the rounding of $\norm{a_w}\rho'$. With
one row, $P'$ has no constraint and $z'_\star=0$, which violates $b_w=1$. Otherwise the verdict is in doubt and goes to exact arithmetic.
The cost is one more solve, for the verdicts that name a row.
@<Tokens: subroutines@>=
static int witness_tight(const mm_instance *in, const int *alpha, const mm_svm *s, int w, int keys_rounded)
{
  const mm_svm_qp *qp = s->qp;
  int d = qp->d, m = qp->m, ok = 0, solved = 0;
  const double *a = qp->A + (size_t)w * d;
  double *z = calloc((size_t)d, sizeof(double)), *del = calloc((size_t)d, sizeof(double)), rad = 0.0;
  mm_svm_qp *q2 = NULL;
  mm_svm s2;
  if (z == NULL || del == NULL) goto done;
  if (m > 1) {
    if ((q2 = mm_svm_qp_new(m - 1, d, qp->n)) == NULL) goto done;
    for (int r = 0, k = 0; r < m; r++) if (r != w) {
      memcpy(q2->A + (size_t)k * d, qp->A + (size_t)r * d, sizeof(double) * (size_t)d);
      q2->b[k] = qp->b[r]; q2->input[k] = qp->input[r]; q2->token[k] = qp->token[r]; k++;
    }
    for (int i = 0; i <= qp->n; i++) q2->row_off[i] = qp->row_off[i] - (qp->row_off[i] > w);
    solved = 1;
    if (mm_svm_solve(q2, NULL, &s2) != MM_OK) goto done;
    memcpy(z, s2.z, sizeof(double) * (size_t)d);
    rad = mm_tokens_gap_radius(&s2);
    if (keys_rounded) rad = widened_radius(in, alpha, &s2, rad);
    if (!(rad < HUGE_VAL)) goto done;
  }
  if (keys_rounded && qp->input[w] >= 0) mm_svm_row_delta(in, alpha, qp->input[w], qp->token[w], del);
  {
    long double ax = 0.0L, err = 0.0L;
    for (int j = 0; j < d; j++) {
      long double t = (long double)a[j] * z[j];
      ax += t;
      err += 0x1p-52L * fabsl(t) + (long double)del[j] * (fabs(z[j]) + rad);
    }
    err += (long double)mm_norm(a, d) * rad * (1.0L + 0x1p-50L);
    ok = ax + err < (long double)qp->b[w];
  }
done:
  if (solved) mm_svm_free(&s2);
  mm_svm_qp_free(q2); free(z); free(del);
  return ok;
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
a Farkas certificate; since a floating one proves only that no separator
is shorter than its radius, a prefix or leaf whose floating answer is not
a proof is decided in exact arithmetic (|mm_exact_settle|, counted in
|exact_decided|), so every pruned subtree is pruned for a proved reason. At a leaf the selection is classified from the solution of
ATT-SVM$(\alpha)$ itself.
@^pruning@>
@^Farkas certificate@>

A second observation saves most of the QPs on a path that stays feasible:
if the solution $z_{k-1}$ of the parent prefix already satisfies the rows of
input $k$, $(k_{k\alpha_k}-k_{kt})^Tz_{k-1}\ge1$ for all $t\ne\alpha_k$, then
$z_{k-1}$ is also the solution of the child (a minimiser that satisfies the
added constraints is still a minimiser), and no QP is needed. This test only
decides {\it not\/} to prune; an error in it can cost work, never an answer,
since every leaf is classified from its own certified solve. The root's
parent solution is $z=0$, which satisfies an input of one token (it has no
rows), so an instance whose inputs all have one token costs one QP in all.
@^pruning@>

{\it Cost and memory.} Each visited node costs at most one QP of at most
$\sum_{i\le k}(T_i-1)$ rows in $d$ unknowns. Without pruning the tree has
$\sum_k\prod_{i\le k}T_i\le2\prod_iT_i$ nodes. Pruning helps most when few
tokens per input can be ranked first at all: a token inside the convex hull
of its input's other keys is cut at its own level, and combinations of
inputs whose selected keys pull in incompatible directions are cut as soon
as the second one is chosen. The walk is iterative, with the selection
array as its stack and one parent solution of $d$ numbers per level, so its
memory is $O(nd)$ beside the one QP being solved, whatever the depth; no
QP outlives its node.

{\it Limits.} The caller bounds the work with |max_nodes| (nodes visited),
|time_limit| (seconds of wall-clock time) and |stop| (a flag that a signal
handler may set). When a bound stops the search, the set keeps every LMM
found so far, |complete| is $0$ and |stopped| says why, and the routine
returns |MM_ELIMIT| with a message saying how far it got: a partial answer
is never presented as complete. |on_lmm| is called with each LMM as soon as
it is certified, and |progress| about five times a second.
@.enumeration stopped@>

@<Tokens: type definitions@>=
typedef enum { MM_FOUND_ENUMERATION, MM_FOUND_NGD_RANDOM, MM_FOUND_NGD_GMM, MM_FOUND_GMM_CHECK, MM_FOUND_NGD_GIVEN } mm_found_by;
typedef enum { MM_ENUM_DONE, MM_ENUM_NODES, MM_ENUM_TIME, MM_ENUM_INTERRUPTED } mm_enum_stop;
struct mm_lmm_set;
typedef struct {
  long long max_nodes; /* work limit: nodes visited */
  double time_limit; /* seconds; $0$: none */
  volatile sig_atomic_t *stop; /* stop when this becomes non-zero; may be |NULL| */
  void (*on_lmm)(const struct mm_lmm_set *set, int k, void *ctx); /* LMM |k| was just certified */
  void (*progress)(const struct mm_lmm_set *set, double elapsed, void *ctx);
  void *ctx;
} mm_enum_options;
typedef struct mm_lmm_set {
  int count, cap;
  mm_lmm *lmm; /* the LMM directions found; the enumeration's in lexicographic order of $\alpha$ */
  mm_found_by *found_by; /* how each was found */
  long *reached; /* NGD runs of the search that ended at each */
  long long nodes; /* tree nodes visited */
  long long qps; /* QPs solved */
  long long pruned; /* nodes found infeasible, whose subtrees were skipped */
  long long separable; /* complete selections that are separable */
  long long not_local; /* separable but not locally optimal */
  long long ties; /* separable with a tie on a support token */
  long long exact_decided; /* nodes whose floating answer was not a proof, decided in exact arithmetic */
  int gmm; /* index of the GMM in |lmm|, or $-1$ */
  int complete; /* the enumeration exhausted the space */
  mm_enum_stop stopped; /* why it ended */
  double log10_space; /* $\log_{10}\prod_iT_i$, the number of selections */
  double seconds; /* time spent */
} mm_lmm_set;

@ @<Tokens: declarations@>=
mm_enum_options mm_enum_defaults(void);
mm_status mm_tokens_enumerate_lmm(const mm_instance *in, const mm_enum_options *o, mm_lmm_set *set);
void mm_lmm_set_init(mm_lmm_set *set, const mm_instance *in);
void mm_lmm_set_free(mm_lmm_set *set);
int mm_lmm_set_find(const mm_lmm_set *set, const int *alpha);
mm_status mm_lmm_set_add(mm_lmm_set *set, mm_lmm *l, mm_found_by how);
const char *mm_found_by_name(mm_found_by f);
const char *mm_enum_stop_name(mm_enum_stop s);

@ @<Tokens: subroutines@>=
mm_enum_options mm_enum_defaults(void)
{
  mm_enum_options o;
  memset(&o, 0, sizeof o);
  o.max_nodes = 2000000;
  return o;
}
void mm_lmm_set_init(mm_lmm_set *set, const mm_instance *in)
{
  memset(set, 0, sizeof *set);
  set->gmm = -1;
  for (int i = 0; i < in->n; i++) set->log10_space += log10((double)in->T[i]);
}
void mm_lmm_set_free(mm_lmm_set *set)
{
  for (int k = 0; k < set->count; k++) mm_lmm_free(&set->lmm[k]);
  free(set->lmm); free(set->found_by); free(set->reached);
  memset(set, 0, sizeof *set);
  set->gmm = -1;
}
const char *mm_found_by_name(mm_found_by f)
{
  switch (f) {
  case MM_FOUND_ENUMERATION: return "enumeration";
  case MM_FOUND_NGD_RANDOM: return "NGD from a random start";
  case MM_FOUND_NGD_GMM: return "NGD from near the GMM";
  case MM_FOUND_GMM_CHECK: return "the GMM's own classification";
  case MM_FOUND_NGD_GIVEN: return "NGD from a given start";
  }
  return "unknown";
}
const char *mm_enum_stop_name(mm_enum_stop s)
{
  switch (s) {
  case MM_ENUM_DONE: return "space exhausted";
  case MM_ENUM_NODES: return "node limit";
  case MM_ENUM_TIME: return "time limit";
  case MM_ENUM_INTERRUPTED: return "interrupted";
  }
  return "unknown";
}

@ The set is searched by selection, so that two methods never list one LMM
twice; |mm_lmm_set_add| moves the record into the set (the caller's copy is
emptied) and keeps |gmm| up to date.
@<Tokens: subroutines@>=
int mm_lmm_set_find(const mm_lmm_set *set, const int *alpha)
{
  for (int k = 0; k < set->count; k++)
    if (!memcmp(set->lmm[k].alpha, alpha, sizeof(int) * (size_t)set->lmm[k].n)) return k;
  return -1;
}
mm_status mm_lmm_set_add(mm_lmm_set *set, mm_lmm *l, mm_found_by how)
{
  if (set->count == set->cap) {
    int cap = set->cap ? 2 * set->cap : 8;
    mm_lmm *q = realloc(set->lmm, sizeof(mm_lmm) * (size_t)cap);
    mm_found_by *f;
    long *h;
    if (q == NULL) return mm_fail(MM_ENOMEM, "tokens: out of memory");
    set->lmm = q;
    if ((f = realloc(set->found_by, sizeof(mm_found_by) * (size_t)cap)) == NULL) return mm_fail(MM_ENOMEM, "tokens: out of memory");
    set->found_by = f;
    if ((h = realloc(set->reached, sizeof(long) * (size_t)cap)) == NULL) return mm_fail(MM_ENOMEM, "tokens: out of memory");
    set->reached = h; set->cap = cap;
  }
  if (l->global) set->gmm = set->count;
  set->found_by[set->count] = how;
  set->reached[set->count] = 0;
  set->lmm[set->count++] = *l;
  memset(l, 0, sizeof *l);
  return MM_OK;
}

@ The walk. |alpha[k]| is the token being tried at level $k$, and
|z+(k+1)*d| a point that separates the prefix ending at level $k$ (its
ATT-SVM solution, or a point inherited from the parent); level $-1$ is the
empty prefix with the point $0$ (the array |z| has one extra row at the front
for it).
@<Tokens: subroutines@>=
static double now_seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static mm_status leaf(const mm_instance *in, const int *alpha, const mm_enum_options *o, mm_lmm_set *set);
static void sort_lexicographically(mm_lmm_set *set);
mm_status mm_tokens_enumerate_lmm(const mm_instance *in, const mm_enum_options *o, mm_lmm_set *set)
{
  mm_enum_options def = mm_enum_defaults();
  int n = in->n, d = in->d, k = 0;
  int *alpha = malloc(sizeof(int) * (size_t)n), *next = malloc(sizeof(int) * (size_t)n), *opt = malloc(sizeof(int) * (size_t)n);
  double *z = calloc(((size_t)n + 1) * d, sizeof(double)), t0 = now_seconds(), tick = t0;
  mm_status st = MM_OK;
  if (o == NULL) o = &def;
  mm_lmm_set_init(set, in);
  if (!alpha || !next || !opt || !z) { free(alpha); free(next); free(opt); free(z); return mm_fail(MM_ENOMEM, "tokens: out of memory"); }
  mm_tokens_opt(in, opt);
  next[0] = 0;
  while (k >= 0 && st == MM_OK) {
    if (next[k] >= in->T[k]) { k--; continue; } /* level |k| exhausted: back up */
    @<Set |alpha[k]| to the |next[k]|-th token of input |k| in the order of the walk@>@;
    @<Stop the walk if a limit is reached@>@;
    set->nodes++;
    if (k + 1 == n) { st = leaf(in, alpha, o, set); continue; }
    @<Decide whether the prefix ending at level |k| is feasible, pruning it if not@>@;
    k++; next[k] = 0;
  }
  set->seconds = now_seconds() - t0;
  if (st == MM_OK || st == MM_ELIMIT) sort_lexicographically(set);
  if (st == MM_OK) { set->complete = 1; set->stopped = MM_ENUM_DONE; }
  else if (st == MM_ELIMIT)
    mm_fail(MM_ELIMIT, "enumeration stopped after %lld nodes (%s); %d LMM directions found so far", set->nodes,
      mm_enum_stop_name(set->stopped), set->count);
  free(alpha); free(next); free(opt); free(z);
  return st;
}

@ Each level tries the optimal token of its input first (when it is
unique), then the others in increasing order, so that the first leaf the
walk reaches is the GMM's selection, and LMMs that differ from it in few
inputs come early. |next[k]| counts the tokens of level $k$ tried so far.
@<Set |alpha[k]| to the |next[k]|-th token...@>=
{
  int j = next[k]++, o1 = opt[k] > 0 ? opt[k] : 0;
  alpha[k] = j == 0 ? o1 : j <= o1 ? j - 1 : j;
}

@ The walk finds the LMMs in its own order (the callback reports them so);
the set it returns lists them in lexicographic order of $\alpha$, the order
a reader (and a check comparing with brute force) expects. All were found by
the enumeration, so only the records move.
@<Tokens: subroutines@>=
static int cmp_lmm(const void *a, const void *b)
{
  const mm_lmm *x = a, *y = b;
  for (int i = 0; i < x->n; i++) if (x->alpha[i] != y->alpha[i]) return x->alpha[i] < y->alpha[i] ? -1 : 1;
  return 0;
}
static void sort_lexicographically(mm_lmm_set *set)
{
  if (set->count > 1) qsort(set->lmm, (size_t)set->count, sizeof(mm_lmm), cmp_lmm); /* |lmm| is |NULL| when empty */
  set->gmm = -1;
  for (int k = 0; k < set->count; k++) if (set->lmm[k].global) set->gmm = k;
}

@ The clock is read at every node (a few tens of nanoseconds, against a QP or a
row test of $T_kd$ operations).
@<Stop the walk if a limit is reached@>=
{
  double t = now_seconds();
  if (set->nodes >= o->max_nodes) { set->stopped = MM_ENUM_NODES; st = MM_ELIMIT; break; }
  if (o->time_limit > 0 && t - t0 >= o->time_limit) { set->stopped = MM_ENUM_TIME; st = MM_ELIMIT; break; }
  if (o->stop && *o->stop) { set->stopped = MM_ENUM_INTERRUPTED; st = MM_ELIMIT; break; }
  if (o->progress && t - tick >= 0.2) { tick = t; set->seconds = t - t0; o->progress(set, t - t0, o->ctx); }
}

@ A prefix inherits its parent's point when two tests pass. The point
meets every new row with margin $1$ in floating point, so that the
parent's problem, a relaxation of the prefix's, has a solution feasible for
the prefix: the point is the prefix's own solution, up to rounding. And it
provably separates the whole prefix: every row of levels $0,\ldots,k$ holds
strictly at it with all rounding counted (|mm_svm_feasible_proved|, the
proof a floating solution must pass); the first test alone is a floating
comparison that mixed magnitudes can get wrong. Otherwise the prefix is
solved, and a floating answer that is no proof either way is decided in
exact arithmetic. So a prefix is
pruned only when it is proven infeasible and kept only when it is proven
feasible (by this proof, the solver's proof, or exact arithmetic). The
point stored for it, inherited or solved, serves its children only as a
candidate to inherit, and each child proves its own claim afresh over all
its rows. (Pruning alone decides completeness, since only a pruned prefix
hides leaves; the proof keeps the walk's counts of feasible prefixes exact
as well.)
@<Decide whether the prefix ending at level |k| is feasible...@>=
{
  const double *zp = z + (size_t)k * d; /* the parent's point */
  double *zk = z + ((size_t)k + 1) * d;
  const double *ka = in->K + (size_t)(in->off[k] + alpha[k]) * d;
  int inherit = 1;
  mm_instance prefix = *in;
  prefix.n = k + 1;
  for (int t = 0; t < in->T[k] && inherit; t++) if (t != alpha[k]) {
    const double *kt = in->K + (size_t)(in->off[k] + t) * d;
    double s = 0.0;
    for (int j = 0; j < d; j++) s += (ka[j] - kt[j]) * zp[j];
    inherit = s >= 1.0;
  }
  if (inherit && mm_svm_feasible_proved(&prefix, alpha, zp)) memcpy(zk, zp, sizeof(double) * (size_t)d);
  else {
    mm_svm s;
    set->qps++;
    st = mm_svm_att(&prefix, alpha, NULL, &s);
    if (mm_exact_needed(&s)) { set->exact_decided++; if ((st = mm_exact_settle(&prefix, alpha, NULL, &s, NULL)) == MM_OK) st = s.status; }
    if (st == MM_OK) memcpy(zk, s.z, sizeof(double) * (size_t)d);
    mm_svm_free(&s);
    if (st == MM_EINFEASIBLE) { set->pruned++; st = MM_OK; continue; }
    if (st != MM_OK) break;
  }
}

@ A leaf is a complete selection whose proper prefixes were all feasible.
It is always solved as a whole, so that its classification rests on its own
certificate; an infeasible leaf is pruned like any other node.
@<Tokens: subroutines@>=
static mm_status leaf(const mm_instance *in, const int *alpha, const mm_enum_options *o, mm_lmm_set *set)
{
  mm_selection sel;
  mm_svm s;
  mm_status st;
  set->qps++;
  st = mm_svm_att(in, alpha, NULL, &s);
  if (mm_exact_needed(&s)) {
    set->exact_decided++;
    if ((st = mm_exact_settle(in, alpha, NULL, &s, &sel)) == MM_OK && s.status != MM_OK) { mm_selection_free(&sel); st = s.status; }
    else if (st == MM_OK) { mm_svm_free(&s); @<Count the leaf |sel|, and add it if it is an LMM@>@; }
  }
  if (st == MM_EINFEASIBLE) { set->pruned++; mm_svm_free(&s); return MM_OK; }
  if (st == MM_OK) st = mm_tokens_classify_solved(in, alpha, &s, &sel);
  mm_svm_free(&s);
  if (st != MM_OK) return st;
  @<Count the leaf |sel|...@>@;
}

@ @<Count the leaf |sel|...@>=
set->separable++;
if (sel.kind == MM_SEL_NOT_LOCAL) set->not_local++;
if (sel.kind == MM_SEL_TIE) set->ties++;
if (sel.kind != MM_SEL_LMM) { mm_selection_free(&sel); return MM_OK; }
if ((st = mm_lmm_set_add(set, &sel.lmm, MM_FOUND_ENUMERATION)) != MM_OK) { mm_selection_free(&sel); return st; }
if (o->on_lmm) o->on_lmm(set, set->count - 1, o->ctx);
return MM_OK;

@*1 Finding LMM directions where gradient descent goes.
On an instance of real size the tree of the previous sections has far too
many nodes to exhaust (at $n=100$ inputs of $T=64$ tokens, $64^{100}$
leaves). The LMM directions that matter in practice are the ones gradient
descent converges to, and those can be found by running it. The search
below runs normalised gradient descent (the dynamics chapter's |mm_dyn_run|)
from many starts, each until the selection it induces (the dominant token
$\mathop{\rm argmax}_tk_{it}^Tp$ of each input) has stopped changing, and
certifies each distinct end selection exactly as the enumeration certifies
a leaf: ATT-SVM$(\alpha)$ with its KKT or Farkas certificate, the
local-optimality test of |mm_tokens_classify|, and exact arithmetic
whenever the floating answer is not a proof. A candidate that fails is
counted and dropped, and one tied on a support token (which no arithmetic
can make strict) is counted as undecided; what the search lists is always
an LMM direction, certified.
@^LMM direction@>
@^normalised gradient descent@>

{\it Radii.} Let $\rho=\norm{p^{\mm\star}}$ when the GMM exists (the scale
at which the selections separate) and $\rho=1/\max_{i,t}\norm{k_{it}}$
otherwise. A start of norm $R$ weights the tokens of each input by the
softmax of logits of size $R\norm{k}$: near $\rho$ every input still
attends to many tokens and NGD is pulled towards the GMM, while at $R\gg\rho$
each input already attends to one token, the start's own selection, and NGD
stays in the basin of an LMM whose margin is small, i.e.\ whose norm
$\norm{p^\mm(\alpha)}$ is large. An LMM of small margin has a norm
many times $\rho$, and mostly starts of comparable norm reach it, so the
random starts lie on the geometric grid $R_j=\rho\,M^{j/(m-1)}$, $j=0,\ldots,m-1$, with $M=100$ and
$m=7$ radii by default (the factors $1$, $2.15$, $4.64$, $10$, $21.5$,
$46.4$, $100$), taken in turn. Random starts alternate between Gaussian
directions and the directions of randomly chosen keys $k_{it}$ (a start
along a key favours the selections that contain that token, which a
Gaussian direction in high dimension rarely does).
@^radii of the starts@>

{\it Given starts and starts near the GMM.} The caller may give points
(a trained $p$, a file of starts): each is run first, from where it is,
with steps of $\min(\norm{p},2)/20$, at most the $0.1$ of \.{train}: a
trained point is usually already in the cone of its LMM, and a coarse step
(a twentieth of a large norm) can throw it out of a narrow cone, which the
check of Part~II observed before the cap. Starts near the GMM are $p^{\mm\star}$
scaled by $4$ plus a Gaussian perturbation of relative size $1/2$, $1$,
$2$, \dots: Theorem~3 says NGD from a cone around the GMM stays there, so
these runs confirm the GMM, and the larger perturbations leave its cone and
probe the LMMs nearby.
@^Theorem 3@>

{\it When a run ends.} A run from a start of norm $R$ takes normalised
steps of size $R/20$, in chunks of $25$, and reads its selection after each
chunk; it ends when the selection has not changed for |stable_steps| steps
(default $100$), or after |steps| steps (default $1000$), when it is
counted as {\it unsettled}; its end selection is certified either way (an
unsettled run that happens to end at an LMM still found it). Since each
step turns $p$ by at most $\eta/\norm{p}$ and the norm grows by about
$\eta$ per step, the angle a run can still turn after $k$ steps from norm
$R$ is of the order of $\log(1+k/20)$: the stability window of $100$ steps
is long against the change of selection that a slow rotation causes.

{\it What it guarantees, and what not.} Every LMM it lists is certified
(the same test as the enumeration's leaves, so on small spaces its list is
a subset of the enumeration's, which the checks assert). It is not
exhaustive and cannot prove that its list is complete: an LMM whose basin
of attraction no start hits, or which NGD approaches more slowly than the
run's length allows, is not found. The statistics say how the space was
covered: per radius the runs and how many ended at a certified LMM, how
many runs reached each LMM, how many runs were unsettled, how many end
selections were rejected or tied, and whether the time limit or the start
budget ended the search. The tool labels a list complete only when the
exact enumeration exhausted the space.

@<Tokens: type definitions@>=
#define MM_SEARCH_MAX_RADII 32
typedef enum { MM_SEARCH_BUDGET, MM_SEARCH_TIME, MM_SEARCH_INTERRUPTED } mm_search_stop;
typedef struct {
  int starts; /* random starts, spread over the radii */
  int gmm_starts; /* starts near the GMM (used only when |gmm| is given) */
  int radii; /* radii of the geometric grid, $1\le m\le$ |MM_SEARCH_MAX_RADII| */
  double max_radius; /* $M$: the largest radius as a multiple of $\rho$ */
  long steps; /* most normalised steps per run */
  long stable_steps; /* a run ends when its selection has not changed for this many steps */
  const double *points; /* |npoints| given starts of $d$ numbers each, row after row */
  int npoints;
  uint64_t seed;
} mm_search_options;
typedef struct {
  long runs; /* NGD runs completed */
  long candidates; /* distinct selections read off end points */
  long confirmed; /* candidates certified as LMM directions */
  long rejected; /* candidates that are not LMMs (not separable, or not locally optimal) */
  long tied; /* candidates tied on a support token: undecided, not listed */
  long unsettled; /* runs whose selection still changed at |steps| */
  long steps; /* normalised steps taken in all */
  int nradii; /* the grid's radii, $R_j$ */
  double radius[MM_SEARCH_MAX_RADII];
  long runs_at[MM_SEARCH_MAX_RADII], lmm_at[MM_SEARCH_MAX_RADII]; /* runs from radius $j$, and those that ended at an LMM */
  long given_runs, given_lmm, gmm_runs, gmm_lmm; /* the same for the given starts and the starts near the GMM */
  double rho; /* the unit of the radii */
  double seconds;
  int stopped; /* $1$ when a time limit or the stop flag ended the search */
  mm_search_stop stop; /* what ended it */
} mm_search_stats;

@ @<Tokens: declarations@>=
mm_search_options mm_search_defaults(void);
mm_status mm_tokens_search_ngd(const mm_instance *in, const double *gmm, const mm_search_options *so,
  const mm_enum_options *eo, mm_lmm_set *set, mm_search_stats *stats);
const char *mm_search_stop_name(mm_search_stop s);

@ @<Tokens: subroutines@>=
mm_search_options mm_search_defaults(void)
{
  mm_search_options o;
  memset(&o, 0, sizeof o);
  o.starts = 64; o.gmm_starts = 8; o.radii = 7; o.max_radius = 100.0;
  o.steps = 1000; o.stable_steps = 100; o.seed = 1;
  return o;
}
const char *mm_search_stop_name(mm_search_stop s)
{
  switch (s) {
  case MM_SEARCH_BUDGET: return "start budget";
  case MM_SEARCH_TIME: return "time limit";
  case MM_SEARCH_INTERRUPTED: return "interrupted";
  }
  return "unknown";
}

@ The search adds to |set| (which the caller initialised, perhaps with the
enumeration's partial list), and honours the time limit, the stop flag and
the callbacks of |eo|, counting its time from its own start. Runs are
numbered: first the |npoints| given starts, then the random ones, then
those near the GMM.
@.search options are out of range@>
@<Tokens: subroutines@>=
mm_status mm_tokens_search_ngd(const mm_instance *in, const double *gmm, const mm_search_options *so,
  const mm_enum_options *eo, mm_lmm_set *set, mm_search_stats *stats)
{
  int n = in->n, d = in->d, np = so->points ? so->npoints : 0;
  long total = (long)np + so->starts + (gmm ? so->gmm_starts : 0);
  int *alpha = malloc(sizeof(int) * (size_t)n), *prev = malloc(sizeof(int) * (size_t)n), *tried = NULL;
  long ntried = 0;
  double *p = malloc(sizeof(double) * (size_t)d), rho, t0 = now_seconds(), tick = t0;
  mm_rng r;
  mm_status st = MM_OK;
  memset(stats, 0, sizeof *stats);
  if (alpha == NULL || prev == NULL || p == NULL) { free(alpha); free(prev); free(p); return mm_fail(MM_ENOMEM, "tokens: out of memory"); }
  if (so->radii < 1 || so->radii > MM_SEARCH_MAX_RADII || !(so->max_radius >= 1.0) || so->steps < 1 || so->stable_steps < 1
      || so->starts < 0 || so->gmm_starts < 0 || np < 0) {
    free(alpha); free(prev); free(p);
    return mm_fail(MM_EINPUT, "tokens: search options are out of range (radii %d, max_radius %g, steps %ld, stable_steps %ld)",
      so->radii, so->max_radius, so->steps, so->stable_steps);
  }
  @<Choose the scale $\rho$ of the starts and the grid of radii@>@;
  mm_rng_seed(&r, so->seed, 0);
  for (long run = 0; run < total && st == MM_OK; run++) {
    double t = now_seconds();
    int kind = run < np ? 0 : run < np + so->starts ? 1 : 2; /* given, random, near the GMM */
    long rr = run - np; /* the number of a random start */
    int j = 0, settled = 0, at_lmm = 0;
    if (eo->stop && *eo->stop) { stats->stopped = 1; stats->stop = MM_SEARCH_INTERRUPTED; break; }
    if (eo->time_limit > 0 && t - t0 >= eo->time_limit) { stats->stopped = 1; stats->stop = MM_SEARCH_TIME; break; }
    if (eo->progress && t - tick >= 0.2) { tick = t; eo->progress(set, t - t0, eo->ctx); }
    @<Run NGD from start number |run| until its selection is stable, leaving the end point in |p| and the selection in |alpha|@>@;
    if (st != MM_OK) break;
    stats->runs++;
    if (!settled) stats->unsettled++;
    @<Certify the selection |alpha| if it is new, and count the run where it ended@>@;
  }
  stats->seconds = now_seconds() - t0;
  free(alpha); free(prev); free(p); free(tried);
  return st;
}

@ @<Choose the scale...@>=
if (gmm && mm_norm(gmm, d) > 0) rho = mm_norm(gmm, d);
else {
  double km = 0.0;
  for (int r0 = 0; r0 < in->off[n]; r0++) km = fmax(km, mm_norm(in->K + (size_t)r0 * d, d));
  rho = km > 0 ? 1.0 / km : 1.0;
}
stats->rho = rho;
stats->nradii = so->radii;
for (int j0 = 0; j0 < so->radii; j0++)
  stats->radius[j0] = so->radii == 1 ? rho : rho * pow(so->max_radius, (double)j0 / (double)(so->radii - 1));

@ @<Run NGD from start number |run| until...@>=
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double R;
  if (kind == 0) {
    memcpy(p, so->points + (size_t)run * d, sizeof(double) * (size_t)d);
    R = fmin(2.0, mm_norm(p, d) > 0 ? mm_norm(p, d) : rho); /* the step |R/20| is at most \.{train}'s $0.1$ */
  } else if (kind == 1) {
    j = (int)((rr / 2) % so->radii);
    R = stats->radius[j];
    if (rr % 2) { /* along a random key */
      int row = mm_rng_int(&r, 0, in->off[n] - 1);
      memcpy(p, in->K + (size_t)row * d, sizeof(double) * (size_t)d);
    }
    if (rr % 2 == 0 || mm_norm(p, d) == 0) for (int c = 0; c < d; c++) p[c] = mm_rng_normal(&r);
    { double pn = mm_norm(p, d); for (int c = 0; c < d; c++) p[c] *= R / pn; }
  } else {
    double rel = 0.5 * (double)(1 << ((rr - so->starts) % 6)), pn;
    for (int c = 0; c < d; c++) p[c] = mm_rng_normal(&r);
    pn = mm_norm(p, d);
    R = 4.0 * rho;
    for (int c = 0; c < d; c++) p[c] = 4.0 * gmm[c] + rel * R * p[c] / pn;
  }
  o.method = MM_DYN_NGD; o.eta = R / 20.0;
  @<Take the run's steps in chunks until the selection is stable, abandoning it at the time limit or on a stop@>@;
}

@ On a large instance one run costs seconds of processor time ($n=1000$
inputs of $64$ tokens: about $4\cdot10^6$ multiply-adds per step), so the
run goes in chunks of $25$ steps and the limits are looked at between
chunks. Normalised GD keeps no state but the iterate, so the chunks take
exactly the steps one call would take. Reading the selection after a chunk
costs one pass over the keys, less than one step. A run cut short by a
limit is abandoned (not counted, its end point not read), and the search
ends. A run whose gradient vanishes (|MM_DYN_STOP_STALLED|) cannot move
any more: it is settled where it is.
@<Take the run's steps in chunks until...@>=
{
  long stable = 0;
  for (long done = 0; done < so->steps && st == MM_OK; done += o.max_steps) {
    if (done > 0 && ((eo->time_limit > 0 && now_seconds() - t0 >= eo->time_limit) || (eo->stop && *eo->stop))) {
      stats->stopped = 1; stats->stop = eo->stop && *eo->stop ? MM_SEARCH_INTERRUPTED : MM_SEARCH_TIME; break;
    }
    o.max_steps = so->steps - done < 25 ? so->steps - done : 25;
    st = mm_dyn_run(in, &o, p, NULL, &res);
    if (st != MM_OK) break;
    stats->steps += res.steps;
    memcpy(prev, alpha, sizeof(int) * (size_t)n);
    @<Read the selection off |p| into |alpha|@>@;
    stable = done > 0 && !memcmp(prev, alpha, sizeof(int) * (size_t)n) ? stable + res.steps : 0;
    if (res.stop == MM_DYN_STOP_STALLED || stable >= so->stable_steps) { settled = 1; break; }
  }
  if (stats->stopped) break;
}

@ @<Read the selection off |p| into |alpha|@>=
for (int i = 0; i < n; i++) {
  const double *K = in->K + (size_t)in->off[i] * d;
  int best = 0;
  double bl = mm_dot(K, p, d);
  for (int t = 1; t < in->T[i]; t++) {
    double l = mm_dot(K + (size_t)t * d, p, d);
    if (l > bl) { bl = l; best = t; }
  }
  alpha[i] = best;
}

@ A selection already tried is not certified again: the list of tried
selections grows by $n$ integers per candidate. A run is counted as having
reached an LMM when its end selection is one of the set's, whoever found it.
@<Certify the selection |alpha| if it is new...@>=
{
  int seen = 0, k;
  mm_selection sel;
  for (long c = 0; c < ntried && !seen; c++) seen = !memcmp(tried + (size_t)c * n, alpha, sizeof(int) * (size_t)n);
  if (!seen) {
    int *q = realloc(tried, sizeof(int) * (size_t)n * (size_t)(ntried + 1));
    if (q == NULL) { st = mm_fail(MM_ENOMEM, "tokens: out of memory"); break; }
    tried = q;
    memcpy(tried + (size_t)ntried++ * n, alpha, sizeof(int) * (size_t)n);
    stats->candidates++;
    if (mm_lmm_set_find(set, alpha) >= 0) stats->confirmed++;
    else {
      if ((st = mm_tokens_classify(in, alpha, &sel)) != MM_OK) break;
      if (sel.kind != MM_SEL_LMM) { if (sel.kind == MM_SEL_TIE) stats->tied++; else stats->rejected++; mm_selection_free(&sel); }
      else {
        stats->confirmed++;
        if ((st = mm_lmm_set_add(set, &sel.lmm, kind == 0 ? MM_FOUND_NGD_GIVEN : kind == 1 ? MM_FOUND_NGD_RANDOM : MM_FOUND_NGD_GMM)) != MM_OK) { mm_selection_free(&sel); break; }
        if (eo->on_lmm) eo->on_lmm(set, set->count - 1, eo->ctx);
      }
    }
  }
  if ((k = mm_lmm_set_find(set, alpha)) >= 0) { at_lmm = 1; if (set->reached) set->reached[k]++; }
  if (kind == 0) { stats->given_runs++; stats->given_lmm += at_lmm; }
  else if (kind == 1) { stats->runs_at[j]++; stats->lmm_at[j] += at_lmm; }
  else { stats->gmm_runs++; stats->gmm_lmm += at_lmm; }
}

@*1 The search of the command \.{analyze}.
\.{analyze} composes the two searches, and so does the benchmark below, by
calling this routine. The enumeration runs first, for a share of the time
budget; when it does not exhaust the space, the GMM (classified by the
caller before any search, |gmm| is its record or |NULL|) is listed if the
walk did not reach it, and the NGD search runs for the rest of the budget.
The enumeration's share is half when the space has at most $10^{12}$
selections, and a tenth otherwise: the walk visits some $10^4$ to $10^5$
nodes a second, so a larger space is exhausted only if pruning removes
nearly all of it, which happens in low dimension (most tokens interior to
their input's hull) and not on instances of real size, where the NGD
search is what finds LMMs. Either way the enumeration's part is the first
to run, so a small space is still exhausted whenever it can be.

The routine returns |MM_OK| whether or not the list is complete
(|set->complete| says which; |set->stopped| says why the enumeration
ended and |ss->stop| why the NGD search did), and a failure's status
otherwise. |eo| carries the node limit, the stop flag and the callbacks;
its time limit is ignored in favour of |time_limit|, the whole budget in
seconds.
@<Tokens: declarations@>=
mm_status mm_tokens_analyze_search(const mm_instance *in, const mm_lmm *gmm, double time_limit,
  const mm_search_options *so, const mm_enum_options *eo, mm_lmm_set *set, mm_search_stats *ss);

@ @<Tokens: subroutines@>=
mm_status mm_tokens_analyze_search(const mm_instance *in, const mm_lmm *gmm, double time_limit,
  const mm_search_options *so, const mm_enum_options *eo, mm_lmm_set *set, mm_search_stats *ss)
{
  mm_enum_options e = *eo;
  double t0 = now_seconds(), l10 = 0.0;
  mm_status st;
  memset(ss, 0, sizeof *ss);
  for (int i = 0; i < in->n; i++) l10 += log10((double)in->T[i]);
  e.time_limit = time_limit * (l10 <= 12.0 ? 0.5 : 0.1);
  st = mm_tokens_enumerate_lmm(in, &e, set);
  if (st != MM_ELIMIT) return st;
  if (gmm && mm_lmm_set_find(set, gmm->alpha) < 0) @<List a copy of the GMM's record in |set|@>@;
  if (eo->stop && *eo->stop) { ss->stopped = 1; ss->stop = MM_SEARCH_INTERRUPTED; return MM_OK; }
  e.time_limit = time_limit - (now_seconds() - t0);
  if (!(e.time_limit > 0)) { ss->stopped = 1; ss->stop = MM_SEARCH_TIME; return MM_OK; }
  return mm_tokens_search_ngd(in, gmm ? gmm->p : NULL, so, &e, set, ss);
}

@ The GMM's classification is the same test the searches apply to their
candidates, so its record is listed as it is (a copy: the caller keeps
its own).
@<List a copy of the GMM's record...@>=
{
  mm_lmm c = *gmm;
  int n = in->n, ns = gmm->support_off[n];
  c.alpha = malloc(sizeof(int) * (size_t)n); c.p = malloc(sizeof(double) * (size_t)in->d);
  c.support = malloc(sizeof(int) * (size_t)(ns + 1)); c.support_off = malloc(sizeof(int) * (size_t)(n + 1));
  if (!c.alpha || !c.p || !c.support || !c.support_off) { mm_lmm_free(&c); return mm_fail(MM_ENOMEM, "tokens: out of memory"); }
  memcpy(c.alpha, gmm->alpha, sizeof(int) * (size_t)n); memcpy(c.p, gmm->p, sizeof(double) * (size_t)in->d);
  memcpy(c.support, gmm->support, sizeof(int) * (size_t)ns); memcpy(c.support_off, gmm->support_off, sizeof(int) * (size_t)(n + 1));
  if ((st = mm_lmm_set_add(set, &c, MM_FOUND_GMM_CHECK)) != MM_OK) { mm_lmm_free(&c); return st; }
  if (eo->on_lmm) eo->on_lmm(set, set->count - 1, eo->ctx);
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

@ The LMMs that gradient descent reaches, against \.{analyze}'s list.
\.{bench\_lmm FILE...}, run by \.{make bench} on the two instances of real
size that \.{scripts/bench\_commands.py} writes ($n=100$ and $n=1000$
inputs of $T=64$ tokens in $d=32$), asks whether \.{analyze} lists the LMMs
that plain gradient descent finds. On each instance it first runs its own
loop, independent of the search: NGD (|mm_dyn_run|, step $R/20$) from $32$
Gaussian starts whose norms $R_k=\rho\cdot100^{k/31}$ cover $1$ to $100$
times the GMM's norm $\rho$ evenly in the logarithm, with a seed the search
never uses, each as \.{train} runs it ($\eta=0.1$, $1000$ steps, no other
stopping rule); it certifies
each distinct end selection with |mm_tokens_classify| and keeps the LMMs.
Then it runs |mm_tokens_analyze_search| with \.{analyze}'s defaults (a
time limit of $5$ seconds, |mm_search_defaults|), and prints the number of
certified LMMs each found, the processor seconds each took, and each LMM of
the loop with its margin, the runs that reached it, and whether
\.{analyze}'s list has it. The time limit is wall-clock time, as in the
command: on a loaded machine the search gets fewer runs, and the line says
so through its run count and its processor time.
@^benchmark@>

@(bench_lmm.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include "gen.h"
#include "npy.h"
#include "dyn.h"
#include "tokens.h"
static double cpu(void)
{
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
@<Bench LMM: subroutines@>@;
int main(int argc, char **argv)
{
  if (argc < 2) { fprintf(stderr, "usage: bench_lmm FILE...\n"); return 1; }
  for (int a = 1; a < argc; a++) if (bench_one(argv[a]) != 0) return 1;
  return 0;
}

@ @<Bench LMM: subroutines@>=
static int bench_one(const char *file)
{
  mm_instance *in = NULL;
  mm_selection g;
  mm_lmm_set ref, an;
  mm_search_stats ss;
  mm_search_options so = mm_search_defaults();
  mm_enum_options eo = mm_enum_defaults();
  int *opt, *alpha, missed = 0;
  long *hits = NULL, runs = 32, steps = 1000;
  double rho, c0, c_ref, c_an, *p;
  if (mm_read_instance_any(file, &in) != MM_OK) { fprintf(stderr, "bench_lmm: %s\n", mm_error_message()); return 1; }
  opt = malloc(sizeof(int) * (size_t)in->n); alpha = malloc(sizeof(int) * (size_t)in->n);
  p = malloc(sizeof(double) * (size_t)in->d);
  if (mm_tokens_opt(in, opt) != 0 || mm_tokens_classify(in, opt, &g) != MM_OK || g.kind == MM_SEL_INFEASIBLE) {
    fprintf(stderr, "bench_lmm: %s: the optimal tokens are tied or not separable\n", file); return 1;
  }
  rho = mm_norm(g.lmm.p, in->d);
  mm_lmm_set_init(&ref, in);
  c0 = cpu();
  @<Run NGD from |runs| starts over the radii and certify where each ends@>@;
  c_ref = cpu() - c0;
  c0 = cpu();
  if (mm_tokens_analyze_search(in, g.kind == MM_SEL_LMM ? &g.lmm : NULL, 5.0, &so, &eo, &an, &ss) != MM_OK) { fprintf(stderr, "bench_lmm: %s\n", mm_error_message()); return 1; }
  c_an = cpu() - c0;
  @<Print what each found, and which of the loop's LMMs \.{analyze} lacks@>@;
  mm_lmm_set_free(&ref); mm_lmm_set_free(&an); mm_selection_free(&g);
  free(hits); free(opt); free(alpha); free(p); mm_instance_free(in);
  return 0;
}

@ @<Run NGD from |runs| starts over the radii...@>=
{
  mm_rng r;
  mm_rng_seed(&r, 20260, 42);
  for (long k = 0; k < runs; k++) {
    mm_dyn_options o = mm_dyn_defaults();
    mm_dyn_result res;
    mm_selection sel;
    double R = rho * pow(100.0, (double)k / (double)(runs - 1)), pn;
    int m;
    for (int c = 0; c < in->d; c++) p[c] = mm_rng_normal(&r);
    pn = mm_norm(p, in->d);
    for (int c = 0; c < in->d; c++) p[c] *= R / pn;
    o.method = MM_DYN_NGD; o.max_steps = steps; /* \.{train}'s step, $\eta=0.1$ */
    if (mm_dyn_run(in, &o, p, NULL, &res) != MM_OK) { fprintf(stderr, "bench_lmm: %s\n", mm_error_message()); return 1; }
    for (int i = 0; i < in->n; i++) {
      const double *K = in->K + (size_t)in->off[i] * in->d;
      int best = 0;
      for (int t = 1; t < in->T[i]; t++) if (mm_dot(K + (size_t)t * in->d, p, in->d) > mm_dot(K + (size_t)best * in->d, p, in->d)) best = t;
      alpha[i] = best;
    }
    if ((m = mm_lmm_set_find(&ref, alpha)) >= 0) { hits[m]++; continue; }
    if (mm_tokens_classify(in, alpha, &sel) != MM_OK) { fprintf(stderr, "bench_lmm: %s\n", mm_error_message()); return 1; }
    if (sel.kind != MM_SEL_LMM) { mm_selection_free(&sel); continue; }
    mm_lmm_set_add(&ref, &sel.lmm, MM_FOUND_NGD_RANDOM);
    hits = realloc(hits, sizeof(long) * (size_t)ref.count);
    hits[ref.count - 1] = 1;
  }
}

@ @<Print what each found...@>=
for (int k = 0; k < ref.count; k++) missed += mm_lmm_set_find(&an, ref.lmm[k].alpha) < 0;
printf("%s: n = %d, T = %d, d = %d, GMM norm %.4g (%s)\n", file, in->n, in->T[0], in->d, rho, mm_sel_kind_name(g.kind));
printf("  NGD loop: %ld runs of %ld steps from radii 1 to 100 times the GMM's: %d certified LMM(s), %.2f s CPU\n",
  runs, steps, ref.count, c_ref);
printf("  analyze (default settings, time limit 5 s): %d certified LMM(s), %ld NGD runs (%ld unsettled), stopped by the %s, %.2f s CPU\n",
  an.count, ss.runs, ss.unsettled, mm_search_stop_name(ss.stop), c_an);
for (int k = 0; k < ref.count; k++)
  printf("    LMM of margin %.6g (norm %.4g = %.1f x the GMM's), reached by %ld of the loop's runs: %s\n", ref.lmm[k].margin,
    1.0 / ref.lmm[k].margin, 1.0 / ref.lmm[k].margin / rho, hits[k],
    mm_lmm_set_find(&an, ref.lmm[k].alpha) >= 0 ? "listed by analyze" : "NOT listed by analyze");
printf("  analyze lists %d of the %d LMMs the loop reached%s\n", ref.count - missed, ref.count, missed ? "" : " (all)");
