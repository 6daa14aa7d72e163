@*Linear programs: the second oracle.
The active-set solver of the previous chapter certifies its own answers,
but a certificate checked by the same authors' arithmetic is only half an
argument. This chapter answers the same questions through a different
road, GLPK's simplex method, and checks GLPK's answers in our own code as
well. It solves linear programs about the constraints $Az\ge b$ of an
|mm_svm_qp|:
\item{(a)} {\it separability}: is there any $z$ with $Az\ge b$? If yes, a
point; if no, a Farkas vector $y\ge0$, $A^Ty=0$, $b^Ty>0$;
\item{(b)} {\it confirmation of a QP solution}: given $z$ and a claimed active
set, non-negative multipliers on that set with $A^T\lambda=z$;
\item{(c)} the $\ell_1$- and $\ell_\infty$-norm {\it margin problems}
$\min\norm{z}_1$ and $\min\norm{z}_\infty$ subject to $Az\ge b$;
\item{(d)} {\it implied constraints}: the best lower bound of $c^Tz$ over
$Az\ge b$, with multipliers that prove it, or a ray along which $c^Tz$
falls without bound.
@^GLPK@>
@^separability@>

This file is the only one that includes \.{glpk.h}. GLPK is used with
care in three respects. Its terminal output is switched off. Its results
are read from |glp_get_status| and the primal and dual statuses, never
from the return code of |glp_simplex| alone, which is $0$ for an
infeasible problem. And GLPK stops the program on misuse of its API unless
an error hook is installed: we validate every input first, so misuse should
not happen, and we install a hook anyway that jumps back to the caller,
which then frees GLPK's environment and returns |MM_ENUMERIC|.

{\it Status.} Complete; checked in Part~II together with the solver.

@(lp.h@>=
#ifndef MM_LP_H
#define MM_LP_H
#include "svm.h"
@<Lp: type definitions@>@;
@<Lp: declarations@>@;
#endif

@ @(lp.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <glpk.h>
#include "lp.h"
@<Lp: internal types@>@;
@<Lp: subroutines@>@;

@*1 Running GLPK safely.
Every linear program of this chapter is built and solved through one small
layer. A job holds the jump buffer of the error hook, the problem object
and the coefficient triplets in GLPK's one-based layout. It lives on the
heap, so that its contents stay well defined after a |longjmp| (the C
standard leaves non-volatile automatic variables modified after |setjmp|
indeterminate, but says nothing against memory reached through an
unchanged pointer).
@^error hook@>

@<Lp: internal types@>=
typedef struct {
  jmp_buf env; /* where GLPK's error hook returns to */
  glp_prob *P;
  int ne, cap; /* triplets used and allocated */
  int *ia, *ja; double *ar; /* one-based: entry $k$ is $(ia_k,ja_k,ar_k)$ */
  int glp_ret, glp_status, prim_stat, dual_stat; /* what GLPK said */
} lp_job;

@ A job is allocated with room for |cap| non-zero coefficients.
@<Lp: subroutines@>=
static lp_job *lp_new(size_t cap)
{
  lp_job *L = mm_alloc(1, sizeof *L);
  if (L == NULL) return NULL;
  L->cap = (int)cap;
  L->ia = mm_alloc(cap + 1, sizeof(int));
  L->ja = mm_alloc(cap + 1, sizeof(int));
  L->ar = mm_alloc(cap + 1, sizeof(double));
  if (!L->ia || !L->ja || !L->ar) { free(L->ia); free(L->ja); free(L->ar); free(L); return NULL; }
  return L;
}
static void lp_free(lp_job *L)
{
  if (L == NULL) return;
  free(L->ia); free(L->ja); free(L->ar); free(L);
}
static void lp_entry(lp_job *L, int i, int j, double v) /* row |i|, column |j|, one-based */
{
  if (v == 0.0) return;
  mm_assert(L->ne < L->cap);
  L->ne++; L->ia[L->ne] = i; L->ja[L->ne] = j; L->ar[L->ne] = v;
}

@ The hook and the two ends of a job's life. After an error GLPK's
environment is in an undefined state; |glp_free_env| discards it with
every problem object it held, and the next GLPK call starts afresh (with
its terminal output on again, which is why every job switches it off).
GLPK prints its error messages even with terminal output off, so a
terminal hook also catches every line GLPK would print: nothing reaches
the user's terminal, and the last lines are kept for our own message.
@.lp: GLPK failed internally@>
@<Lp: subroutines@>=
static _Thread_local char glpk_said[256];
static int lp_term(void *info, const char *s)
{
  size_t len = strlen(glpk_said);
  (void)info;
  if (len + strlen(s) >= sizeof glpk_said) len = 0; /* keep the latest text */
  snprintf(glpk_said + len, sizeof glpk_said - len, "%s", s);
  return 1; /* nonzero: GLPK prints nothing */
}
static void lp_hook(void *info) { longjmp(*(jmp_buf *)info, 1); }
static void lp_start(lp_job *L, int dir)
{
  glpk_said[0] = '\0';
  glp_term_out(GLP_OFF);
  glp_term_hook(lp_term, NULL);
  glp_error_hook(lp_hook, &L->env);
  L->P = glp_create_prob();
  glp_set_obj_dir(L->P, dir);
}
static mm_status lp_abort(lp_job *L, const char *what)
{
  char *nl;
  glp_error_hook(NULL, NULL);
  glp_term_hook(NULL, NULL);
  glp_free_env();
  lp_free(L);
  while ((nl = strchr(glpk_said, '\n')) != NULL) *nl = ' ';
  return mm_fail(MM_ENUMERIC, "lp: GLPK failed internally while solving the %s problem: %s", what, glpk_said);
}
static void lp_finish(lp_job *L)
{
  glp_delete_prob(L->P);
  glp_error_hook(NULL, NULL);
  glp_term_hook(NULL, NULL);
  lp_free(L);
}

@ The safety net must itself be tested, and no valid input reaches it.
|mm_lp_test_error_hook| misuses GLPK on purpose, asking for a negative
number of rows, inside a job: GLPK's error handler calls the hook, the
hook jumps back, and the routine returns |MM_ENUMERIC| like any other
internal failure. The checks call it and then solve an ordinary problem,
which must work, because GLPK rebuilds its environment on the next call.
@.lp: GLPK failed internally@>
@<Lp: declarations@>=
mm_status mm_lp_test_error_hook(void);

@ @<Lp: subroutines@>=
mm_status mm_lp_test_error_hook(void)
{
  lp_job *L = lp_new(1);
  if (L == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "deliberately malformed");
  lp_start(L, GLP_MIN);
  glp_add_rows(L->P, -1); /* invalid: GLPK's error handler runs */
  lp_finish(L);
  return MM_OK;
}

@ Solving. The coefficients are loaded, the problem is scaled (GLPK's
automatic geometric and equilibration scaling), and the primal simplex
method runs without presolve, so that an infeasible problem ends with
status |GLP_NOFEAS| rather than the return code |GLP_ENOPFS|; we accept
both anyway. The return value is $1$ when GLPK proved optimality, $0$ when
it proved primal infeasibility, and $-1$ otherwise (iteration limit,
singular basis, unboundedness: none can occur in this chapter's problems,
which are all bounded below, so $-1$ means a numerical failure).
@^GLPK statuses@>
@<Lp: subroutines@>=
static int lp_solve(lp_job *L)
{
  glp_smcp parm;
  glp_load_matrix(L->P, L->ne, L->ia, L->ja, L->ar);
  glp_scale_prob(L->P, GLP_SF_AUTO);
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  parm.presolve = GLP_OFF;
  L->glp_ret = glp_simplex(L->P, &parm);
  L->glp_status = glp_get_status(L->P);
  L->prim_stat = glp_get_prim_stat(L->P);
  L->dual_stat = glp_get_dual_stat(L->P);
  if (L->glp_ret == GLP_ENOPFS) return 0;
  if (L->glp_ret != 0) return -1;
  if (L->glp_status == GLP_OPT && L->prim_stat == GLP_FEAS && L->dual_stat == GLP_FEAS) return 1;
  if (L->glp_status == GLP_NOFEAS && L->prim_stat == GLP_NOFEAS) return 0;
  return -1;
}

@ A failed solve is reported with everything GLPK said.
@.lp: GLPK could not solve@>
@<Lp: subroutines@>=
static mm_status lp_failure(lp_job *L, const char *what)
{
  mm_status st = mm_fail(MM_ENUMERIC, "lp: GLPK could not solve the %s problem (return code %d, status %d, primal %d, dual %d)",
    what, L->glp_ret, L->glp_status, L->prim_stat, L->dual_stat);
  lp_finish(L);
  return st;
}

@ Columns that hold the unknowns $z$ are free; the constraint rows
$a_r^Tz\ge b_r$ are written by one routine, shared by the separability and
margin problems. Rows are numbered from |row0+1|, and $z_j$ is column
|j+1|.
@<Lp: subroutines@>=
static void lp_constraint_rows(lp_job *L, const mm_svm_qp *qp, int row0)
{
  for (int j = 0; j < qp->d; j++) glp_set_col_bnds(L->P, j + 1, GLP_FR, 0.0, 0.0);
  for (int r = 0; r < qp->m; r++) {
    glp_set_row_bnds(L->P, row0 + r + 1, GLP_LO, qp->b[r], 0.0);
    for (int j = 0; j < qp->d; j++) lp_entry(L, row0 + r + 1, j + 1, qp->A[(size_t)r * qp->d + j]);
  }
}

@*1 Separability and the Farkas certificate.
The feasibility problem has the rows $a_r^Tz\ge b_r$, free columns and
objective $0$. If GLPK finds it infeasible, we ask for the certificate
with a second linear program, the auxiliary problem
$$\max\ b^Ty\quad\hbox{s.t.}\quad A^Ty=0,\quad\textstyle\sum_ry_r\le1,
\quad y\ge0.$$
It is feasible ($y=0$) and bounded (by $\max_r\vert b_r\vert$), and by
Farkas' lemma its optimum is positive exactly when $Az\ge b$ is
infeasible; the normalisation $\sum_ry_r\le1$ only fixes the scale of the
cone of certificates. Its solution is then checked in our own code, by
|mm_svm_farkas_check| of the previous chapter, in |long double|. The two
programs are two independent GLPK runs, and they must agree: if the first
says infeasible and the second finds no positive optimum, or the vector
fails its check, the routine reports |MM_ENUMERIC|.
@^Farkas certificate@>

@<Lp: type definitions@>=
typedef struct {
  int feasible; /* 1: $Az\ge b$ has a solution; 0: it has none */
  double *z; /* when feasible: GLPK's point, |d| entries */
  double primal; /* its relative violation $\max_r(b_r-a_r^Tz)^+/\sigma_r$, by our check */
  double *y; /* when infeasible: the Farkas vector, |m| entries */
  mm_svm_farkas cert; /* our check of |y| */
} mm_lp_separation;

@ @<Lp: declarations@>=
mm_status mm_lp_separable(const mm_svm_qp *qp, mm_lp_separation *out);
void mm_lp_separation_free(mm_lp_separation *s);

@ @<Lp: subroutines@>=
void mm_lp_separation_free(mm_lp_separation *s)
{
  if (s == NULL) return;
  free(s->z); free(s->y);
  memset(s, 0, sizeof *s);
}

@ The verdict is |MM_OK| in both cases; the answer is in |out->feasible|.
The point found in the feasible case is checked with the primal part of
the KKT certificate (multipliers zero), so |primal| is our own measure of
how well GLPK's point satisfies the rows; GLPK's own feasibility
tolerance is $10^{-7}$ in its scaled units.
@.lp: the Farkas problem disagrees@>
@<Lp: subroutines@>=
mm_status mm_lp_separable(const mm_svm_qp *qp, mm_lp_separation *out)
{
  mm_status st;
  int verdict;
  memset(out, 0, sizeof *out);
  if ((st = mm_svm_qp_validate(qp)) != MM_OK) return st;
  out->z = mm_alloc((size_t)qp->d, sizeof(double));
  if (out->z == NULL) return MM_ENOMEM;
  if ((st = feasibility(qp, out->z, &verdict)) != MM_OK) { mm_lp_separation_free(out); return st; }
  if (verdict == 1) @<Check GLPK's feasible point@>@;
  free(out->z); out->z = NULL;
  if ((out->y = mm_alloc((size_t)qp->m, sizeof(double))) == NULL) return MM_ENOMEM;
  if ((st = farkas(qp, out->y)) != MM_OK) { mm_lp_separation_free(out); return st; }
  out->cert = mm_svm_farkas_check(qp, out->y);
  if (!mm_svm_farkas_valid(&out->cert)) {
    mm_lp_separation_free(out);
    return mm_fail(MM_ENUMERIC, "lp: the Farkas problem disagrees: the feasibility problem is infeasible, but the certificate has residual %.3g and gap %.3g",
      out->cert.residual, out->cert.gap);
  }
  return MM_OK;
}

@ @<Check GLPK's feasible point@>=
{
  double *zero = mm_alloc((size_t)qp->m, sizeof(double));
  if (zero == NULL) { mm_lp_separation_free(out); return MM_ENOMEM; }
  out->feasible = 1;
  out->primal = mm_svm_kkt_check(qp, out->z, zero).primal;
  free(zero);
  return MM_OK;
}

@ @<Lp: internal types@>=
static mm_status feasibility(const mm_svm_qp *qp, double *z, int *verdict);
static mm_status farkas(const mm_svm_qp *qp, double *y);

@ The feasibility problem.
@<Lp: subroutines@>=
static mm_status feasibility(const mm_svm_qp *qp, double *z, int *verdict)
{
  lp_job *L = lp_new((size_t)qp->m * qp->d);
  if (L == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "feasibility");
  lp_start(L, GLP_MIN);
  if (qp->m > 0) glp_add_rows(L->P, qp->m);
  glp_add_cols(L->P, qp->d);
  lp_constraint_rows(L, qp, 0);
  if ((*verdict = lp_solve(L)) < 0) return lp_failure(L, "feasibility");
  for (int j = 0; j < qp->d; j++) z[j] = *verdict ? glp_get_col_prim(L->P, j + 1) : 0.0;
  lp_finish(L);
  return MM_OK;
}

@ The auxiliary problem: rows $1,\ldots,d$ are $(A^Ty)_j=0$, row $d+1$ is
$\sum_ry_r\le1$; column $r+1$ is $y_r\ge0$ with objective coefficient $b_r$.
@.lp: no Farkas certificate found@>
@<Lp: subroutines@>=
static mm_status farkas(const mm_svm_qp *qp, double *y)
{
  int d = qp->d, m = qp->m, ok;
  lp_job *L = lp_new((size_t)m * (d + 1));
  if (L == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "Farkas");
  lp_start(L, GLP_MAX);
  glp_add_rows(L->P, d + 1);
  if (m > 0) glp_add_cols(L->P, m);
  for (int j = 0; j < d; j++) glp_set_row_bnds(L->P, j + 1, GLP_FX, 0.0, 0.0);
  glp_set_row_bnds(L->P, d + 1, GLP_UP, 0.0, 1.0);
  for (int r = 0; r < m; r++) {
    glp_set_col_bnds(L->P, r + 1, GLP_LO, 0.0, 0.0);
    glp_set_obj_coef(L->P, r + 1, qp->b[r]);
    for (int j = 0; j < d; j++) lp_entry(L, j + 1, r + 1, qp->A[(size_t)r * d + j]);
    lp_entry(L, d + 1, r + 1, 1.0);
  }
  if ((ok = lp_solve(L)) != 1) return lp_failure(L, "Farkas");
  if (!(glp_get_obj_val(L->P) > 0.0)) { lp_finish(L); return mm_fail(MM_ENUMERIC, "lp: no Farkas certificate found although the constraints are infeasible"); }
  for (int r = 0; r < m; r++) y[r] = fmax(glp_get_col_prim(L->P, r + 1), 0.0);
  lp_finish(L);
  return MM_OK;
}

@*1 Confirming multipliers.
Given a claimed solution $z$ of the QP and its claimed active set $\cal A$,
the second oracle looks for multipliers on $\cal A$ alone. In exact
arithmetic $z=\sum_{j\in\cal A}\lambda_ja_j$ with $\lambda\ge0$ has a
solution; in floating point $z$ is only near the cone of the active
normals, so an equality-constrained program could be declared infeasible
for a residual of $10^{-16}$. We therefore let GLPK minimise the residual:
$$\min\ e\quad\hbox{s.t.}\quad
-e\le\Bigl(\sum_{j\in\cal A}\lambda_ja_j-z\Bigr)_k\le e\ \ (k=1,\ldots,d),
\qquad\lambda\ge0,\ e\ge0.$$
The multipliers it returns (clipped at zero, to remove GLPK's bound
tolerance) are then judged by our own KKT check: the routine returns the
whole certificate of $(z,\lambda_{\rm GLPK})$. Its stationarity residual is
the confirmation; its complementarity residual measures how tight the
claimed active rows are at $z$.
@^multipliers@>

@<Lp: declarations@>=
mm_status mm_lp_confirm_multipliers(const mm_svm_qp *qp, const double *z, const int *active,
  int nactive, double *lambda, mm_svm_kkt *cert);

@ Columns $1,\ldots,q$ are the multipliers of the claimed rows, column
$q+1$ is $e$; rows $k$ and $d+k$ are the two sides of coordinate $k$.
|lambda| receives $m$ entries, zero off the claimed set.
@.lp: active row out of range@>
@<Lp: subroutines@>=
mm_status mm_lp_confirm_multipliers(const mm_svm_qp *qp, const double *z, const int *active,
  int nactive, double *lambda, mm_svm_kkt *cert)
{
  int d, q = nactive;
  mm_status st;
  lp_job *L;
  if ((st = mm_svm_qp_validate(qp)) != MM_OK) return st;
  d = qp->d;
  if (z == NULL || !mm_all_finite(z, (size_t)d)) return mm_fail(MM_EINPUT, "lp: the claimed solution z is missing or not finite");
  for (int j = 0; j < q; j++)
    if (active[j] < 0 || active[j] >= qp->m) return mm_fail(MM_EINPUT, "lp: active row out of range: active[%d] = %d, m = %d", j, active[j], qp->m);
  if ((L = lp_new((size_t)2 * d * (q + 1))) == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "multiplier");
  lp_start(L, GLP_MIN);
  @<Build the residual-minimising program for the multipliers@>@;
  if (lp_solve(L) != 1) return lp_failure(L, "multiplier");
  memset(lambda, 0, sizeof(double) * (size_t)qp->m);
  for (int j = 0; j < q; j++) lambda[active[j]] += fmax(glp_get_col_prim(L->P, j + 1), 0.0);
  lp_finish(L);
  *cert = mm_svm_kkt_check(qp, z, lambda);
  return MM_OK;
}

@ A row listed twice in |active| gets two columns whose values add up,
which is harmless.
@<Build the residual-minimising program...@>=
glp_add_rows(L->P, 2 * d);
glp_add_cols(L->P, q + 1);
for (int j = 0; j <= q; j++) glp_set_col_bnds(L->P, j + 1, GLP_LO, 0.0, 0.0);
glp_set_obj_coef(L->P, q + 1, 1.0);
for (int k = 0; k < d; k++) {
  glp_set_row_bnds(L->P, k + 1, GLP_LO, z[k], 0.0); /* $\sum_j\lambda_ja_{jk}+e\ge z_k$ */
  glp_set_row_bnds(L->P, d + k + 1, GLP_UP, 0.0, z[k]); /* $\sum_j\lambda_ja_{jk}-e\le z_k$ */
  for (int j = 0; j < q; j++) {
    double a = qp->A[(size_t)active[j] * d + k];
    lp_entry(L, k + 1, j + 1, a); lp_entry(L, d + k + 1, j + 1, a);
  }
  lp_entry(L, k + 1, q + 1, 1.0); lp_entry(L, d + k + 1, q + 1, -1.0);
}

@*1 Margin problems in other norms.
Replacing the Euclidean norm of (6) by $\norm{z}_1$ or $\norm{z}_\infty$
gives linear programs, which later chapters use to compare the geometry of
the max-margin directions across norms. With auxiliary columns:
$$\min\textstyle\sum_jt_j\ \hbox{s.t.}\ Az\ge b,\ t_j\pm z_j\ge0;\qquad
\min s\ \hbox{s.t.}\ Az\ge b,\ s\pm z_j\ge0.$$
At the optimum $t_j=\vert z_j\vert$ and $s=\max_j\vert z_j\vert$, since otherwise
the objective could decrease. The routine returns |MM_OK| with $z$ and the
norm of $z$ computed by our code, or |MM_EINFEASIBLE| when $Az\ge b$ has no
solution. The $\ell_1$ minimiser need not be unique; the value is.
@^margin problems@>

@<Lp: type definitions@>=
typedef enum { MM_LP_L1, MM_LP_LINF } mm_lp_norm;

@ @<Lp: declarations@>=
mm_status mm_lp_margin(const mm_svm_qp *qp, mm_lp_norm norm, double *z, double *value);

@ Columns $1,\ldots,d$ are $z$; the $\ell_1$ program adds $t_1,\ldots,t_d$ as
columns $d+1,\ldots,2d$, the $\ell_\infty$ program the single column $s$.
Rows $1,\ldots,m$ are the constraints, then two rows per coordinate.
@.lp: the margin problem is infeasible@>
@<Lp: subroutines@>=
mm_status mm_lp_margin(const mm_svm_qp *qp, mm_lp_norm norm, double *z, double *value)
{
  int d, m, extra, ok;
  mm_status st;
  lp_job *L;
  if ((st = mm_svm_qp_validate(qp)) != MM_OK) return st;
  if (norm != MM_LP_L1 && norm != MM_LP_LINF) return mm_fail(MM_EINPUT, "lp: unknown norm %d", (int)norm);
  d = qp->d; m = qp->m; extra = norm == MM_LP_L1 ? d : 1;
  if ((L = lp_new((size_t)m * d + 4 * (size_t)d)) == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "margin");
  lp_start(L, GLP_MIN);
  glp_add_rows(L->P, m + 2 * d);
  glp_add_cols(L->P, d + extra);
  lp_constraint_rows(L, qp, 0);
  @<Add the columns and rows that bound $\vert z_j\vert$@>@;
  if ((ok = lp_solve(L)) < 0) return lp_failure(L, "margin");
  for (int j = 0; j < d; j++) z[j] = ok ? glp_get_col_prim(L->P, j + 1) : 0.0;
  lp_finish(L);
  if (!ok) return mm_fail(MM_EINFEASIBLE, "lp: the margin problem is infeasible");
  @<Compute the norm of |z|@>@;
  return MM_OK;
}

@ @<Add the columns and rows that bound...@>=
for (int c = 0; c < extra; c++) {
  glp_set_col_bnds(L->P, d + c + 1, GLP_LO, 0.0, 0.0);
  glp_set_obj_coef(L->P, d + c + 1, 1.0);
}
for (int j = 0; j < d; j++) {
  int c = d + (norm == MM_LP_L1 ? j : 0) + 1;
  glp_set_row_bnds(L->P, m + 2 * j + 1, GLP_LO, 0.0, 0.0); /* $t-z_j\ge0$ */
  glp_set_row_bnds(L->P, m + 2 * j + 2, GLP_LO, 0.0, 0.0); /* $t+z_j\ge0$ */
  lp_entry(L, m + 2 * j + 1, c, 1.0); lp_entry(L, m + 2 * j + 1, j + 1, -1.0);
  lp_entry(L, m + 2 * j + 2, c, 1.0); lp_entry(L, m + 2 * j + 2, j + 1, 1.0);
}

@ @<Compute the norm of |z|@>=
{
  long double v = 0.0L;
  for (int j = 0; j < d; j++)
    if (norm == MM_LP_L1) v += fabs(z[j]);
    else if (fabs(z[j]) > v) v = fabs(z[j]);
  *value = (double)v;
}

@*1 Implied constraints.
Is the inequality $c^Tz\ge\beta$ a consequence of the rows $Az\ge b$, and
for which $\beta$ at best? By linear programming duality the best bound
is
$$\min\{c^Tz:\ Az\ge b\}\;=\;\max\{b^T\mu:\ A^T\mu=c,\ \mu\ge0\},$$
when the rows have a solution. Either side proves what it says in a
form our code can check. Multipliers $\mu\ge0$ with residual
$r=c-A^T\mu$ give, for every $z$ with $Az\ge b$,
$$c^Tz=\mu^TAz+r^Tz\ \ge\ b^T\mu-\norm r\,\norm z,$$
a bound that holds up to the residual times the length of $z$, which the
caller weighs at the $z$ it cares about. When the right-hand program is
infeasible ($c$ is not in the cone of the rows), Farkas' lemma gives a
{\it ray\/} $y$ with $Ay\ge0$ and $c^Ty<0$: from any solution $z_0$ the
points $z_0+ty$ satisfy the rows and $c^Tz$ falls without bound. GLPK
finds the ray as the solution of
$$\min\ c^Ty\quad\hbox{s.t.}\quad Ay\ge0,\quad -1\le y_j\le1,$$
which is bounded, and negative exactly when $c$ is outside the cone. The
two programs are two GLPK runs and must agree, and the ray is checked in
our code (|long double|): its relative violation
$\max_r(-a_r^Ty)^+/(\norm{a_r}\norm y)$ must be at most $2^{-20}$ (GLPK's
feasibility tolerance is $10^{-7}$ on scaled rows, the rung above it as in
the separability check) and its relative slope $c^Ty/(\norm c\norm y)$
below $-2^{-20}$; a ray that fails either, after GLPK called the
multiplier program infeasible, is |MM_ENUMERIC|: $c$ is then on the cone's
boundary within GLPK's tolerance, and neither answer is proved. Rows
without a solution imply every inequality; they are refused with
|MM_EINFEASIBLE| (the separability program decides it first).
@^implied constraints@>
@^Farkas certificate@>

@<Lp: type definitions@>=
typedef struct {
  int implied; /* 1: |mu| proves $c^Tz\ge$|bound| up to |residual|$\cdot\norm z$; 0: |ray| proves no bound */
  double bound; /* $b^T\mu$, by our code */
  double residual; /* $\norm{c-A^T\mu}$, by our code */
  double *mu; /* |m| multipliers, $\ge0$ */
  double *ray; /* |d| entries: $Ay\ge0$, $c^Ty<0$ */
  double violation, slope; /* the ray's relative violation and relative slope, by our code */
} mm_lp_implication;

@ @<Lp: declarations@>=
mm_status mm_lp_implied(const mm_svm_qp *qp, const double *c, mm_lp_implication *out);
void mm_lp_implication_free(mm_lp_implication *im);

@ @<Lp: subroutines@>=
void mm_lp_implication_free(mm_lp_implication *im)
{
  if (im == NULL) return;
  free(im->mu); free(im->ray);
  memset(im, 0, sizeof *im);
}

@ @.lp: the inequality's normal c is missing or not finite@>
@.lp: the rows have no solution@>
@.lp: the implication is undecided@>
@<Lp: subroutines@>=
static mm_status implied_multipliers(const mm_svm_qp *qp, const double *c, double *mu, int *feasible);
static mm_status implied_ray(const mm_svm_qp *qp, const double *c, double *y);
mm_status mm_lp_implied(const mm_svm_qp *qp, const double *c, mm_lp_implication *out)
{
  mm_status st;
  int d, m, verdict;
  double *z;
  memset(out, 0, sizeof *out);
  if ((st = mm_svm_qp_validate(qp)) != MM_OK) return st;
  d = qp->d; m = qp->m;
  if (c == NULL || !mm_all_finite(c, (size_t)d)) return mm_fail(MM_EINPUT, "lp: the inequality's normal c is missing or not finite");
  if ((z = mm_alloc((size_t)d, sizeof(double))) == NULL) return MM_ENOMEM;
  st = feasibility(qp, z, &verdict);
  free(z);
  if (st != MM_OK) return st;
  if (!verdict) return mm_fail(MM_EINFEASIBLE, "lp: the rows have no solution, so every inequality is implied");
  out->mu = mm_alloc((size_t)m + 1, sizeof(double));
  out->ray = mm_alloc((size_t)d, sizeof(double));
  if (out->mu == NULL || out->ray == NULL) { mm_lp_implication_free(out); return MM_ENOMEM; }
  if (m == 0) { /* no columns: $A^T\mu=c$ holds only for $c=0$ */
    out->implied = 1;
    for (int j = 0; j < d; j++) if (c[j] != 0.0) out->implied = 0;
  } else if ((st = implied_multipliers(qp, c, out->mu, &out->implied)) != MM_OK) { mm_lp_implication_free(out); return st; }
  if (out->implied) @<Measure the bound and the residual of the multipliers@>@;
  if ((st = implied_ray(qp, c, out->ray)) != MM_OK) { mm_lp_implication_free(out); return st; }
  @<Measure the ray's violation and slope@>@;
  if (!(out->violation <= 0x1p-20 && out->slope < -0x1p-20)) {
    mm_lp_implication_free(out);
    return mm_fail(MM_ENUMERIC, "lp: the implication is undecided: GLPK found no multipliers, and its ray has relative violation %.3g and relative slope %.3g (c is on the cone's boundary within GLPK's tolerance)",
      out->violation, out->slope);
  }
  return MM_OK;
}

@ @<Measure the bound and the residual...@>=
{
  long double bound = 0.0L, r2 = 0.0L;
  for (int r = 0; r < m; r++) bound += (long double)qp->b[r] * out->mu[r];
  for (int j = 0; j < d; j++) {
    long double e = c[j];
    for (int r = 0; r < m; r++) e -= (long double)qp->A[(size_t)r * d + j] * out->mu[r];
    r2 += e * e;
  }
  out->bound = (double)bound; out->residual = (double)sqrtl(r2);
  return MM_OK;
}

@ @<Measure the ray's violation...@>=
{
  long double ny = 0.0L, nc = 0.0L, slope = 0.0L, viol = 0.0L;
  for (int j = 0; j < d; j++) { ny += (long double)out->ray[j] * out->ray[j]; nc += (long double)c[j] * c[j]; slope += (long double)c[j] * out->ray[j]; }
  ny = sqrtl(ny); nc = sqrtl(nc);
  for (int r = 0; r < m; r++) {
    long double a = 0.0L, na = 0.0L;
    for (int j = 0; j < d; j++) { a += (long double)qp->A[(size_t)r * d + j] * out->ray[j]; na += (long double)qp->A[(size_t)r * d + j] * qp->A[(size_t)r * d + j]; }
    if (na > 0.0L && ny > 0.0L && -a / (sqrtl(na) * ny) > viol) viol = -a / (sqrtl(na) * ny);
  }
  out->violation = (double)viol;
  out->slope = ny > 0.0L && nc > 0.0L ? (double)(slope / (ny * nc)) : 0.0;
}

@ The multiplier program: rows $1,\ldots,d$ are $(A^T\mu)_j=c_j$, column
$r+1$ is $\mu_r\ge0$ with objective coefficient $b_r$. It is bounded when
the rows have a solution (its optimum is at most $c^Tz$ for any such
$z$), so GLPK either proves an optimum or proves it infeasible. Without
rows it would have no columns, and only $c=0$ is implied (with bound
$0$); |mm_lp_implied| decides that case itself. No variable that the
routine changes after |setjmp| is read after the jump.
@<Lp: subroutines@>=
static mm_status implied_multipliers(const mm_svm_qp *qp, const double *c, double *mu, int *feasible)
{
  int d = qp->d, m = qp->m;
  lp_job *L = lp_new((size_t)m * d + 1);
  if (L == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "implied-bound");
  lp_start(L, GLP_MAX);
  glp_add_rows(L->P, d);
  if (m > 0) glp_add_cols(L->P, m);
  for (int j = 0; j < d; j++) glp_set_row_bnds(L->P, j + 1, GLP_FX, c[j], c[j]);
  for (int r = 0; r < m; r++) {
    glp_set_col_bnds(L->P, r + 1, GLP_LO, 0.0, 0.0);
    glp_set_obj_coef(L->P, r + 1, qp->b[r]);
    for (int j = 0; j < d; j++) lp_entry(L, j + 1, r + 1, qp->A[(size_t)r * d + j]);
  }
  if ((*feasible = lp_solve(L)) < 0) return lp_failure(L, "implied-bound");
  for (int r = 0; r < m; r++) mu[r] = *feasible ? fmax(glp_get_col_prim(L->P, r + 1), 0.0) : 0.0;
  lp_finish(L);
  return MM_OK;
}

@ The ray program: rows $a_r^Ty\ge0$, columns $y_j\in[-1,1]$, objective $c^Ty$.
@<Lp: subroutines@>=
static mm_status implied_ray(const mm_svm_qp *qp, const double *c, double *y)
{
  int d = qp->d, m = qp->m;
  lp_job *L = lp_new((size_t)m * d + 1);
  if (L == NULL) return MM_ENOMEM;
  if (setjmp(L->env)) return lp_abort(L, "ray");
  lp_start(L, GLP_MIN);
  if (m > 0) glp_add_rows(L->P, m);
  glp_add_cols(L->P, d);
  for (int j = 0; j < d; j++) { glp_set_col_bnds(L->P, j + 1, GLP_DB, -1.0, 1.0); glp_set_obj_coef(L->P, j + 1, c[j]); }
  for (int r = 0; r < m; r++) {
    glp_set_row_bnds(L->P, r + 1, GLP_LO, 0.0, 0.0);
    for (int j = 0; j < d; j++) lp_entry(L, r + 1, j + 1, qp->A[(size_t)r * d + j]);
  }
  if (lp_solve(L) != 1) return lp_failure(L, "ray");
  for (int j = 0; j < d; j++) y[j] = glp_get_col_prim(L->P, j + 1);
  lp_finish(L);
  return MM_OK;
}
