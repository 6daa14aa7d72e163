@*The max-margin oracles: an exact ATT-SVM solver.
Every claim of the paper is about convergence {\it to the solution of a
hard-margin SVM}, so this chapter is the suite's foundation. It computes
the solution of the strictly convex quadratic program
$$\min_{z\in\R^d}\ {\textstyle{1\over2}}\norm{z}^2\quad\hbox{subject to}\quad
Az\ge b,\eqno(6)$$
with $A\in\R^{m\times d}$ (rows $a_r^T$) and $b\in\R^m$, by an exact dual
active-set method of the Goldfarb--Idnani family, and it proves every
answer: optimal solutions come with multipliers that a separate routine
checks against the Karush--Kuhn--Tucker conditions, and infeasible problems
come with a Farkas vector that a separate routine checks as well.
@^ATT-SVM@>
@^Goldfarb--Idnani method@>

{\it Inputs and outputs.} A problem is an |mm_svm_qp|: the rows
$a_r$, the right-hand sides $b_r$, and for each row the input $i$ and the
token $t$ it comes from. |mm_svm_solve| returns an |mm_svm|: the solution
$z$, multipliers $\lambda\in\R^m$ (zero off the active set), the active set,
the iteration count, a status, and its certificate. On top of it sit the
builders of the paper's four problems: ATT-SVM$(\alpha)$, its relaxed form,
the head SVM $v^\mm$ with its support set, and the $W$-SVM.

{\it Checks.} Part~II, chapter ``Checks of the max-margin oracles'', tests
the paper's known answers and, over a thousand random and degenerate
instances, that every certificate holds, that GLPK's linear programs
confirm the multipliers and the infeasibility verdicts, and that the
$W$-SVM is rank one. \.{make bench} times the solver on an instance with
$n=100$, $T=64$, $d=32$.

{\it Status.} Complete: the solver, the certificates, the four builders
and the benchmark.

@(svm.h@>=
#ifndef MM_SVM_H
#define MM_SVM_H
#include <float.h>
#include "model.h"
@<Svm: type definitions@>@;
@<Svm: declarations@>@;
#endif

@ @(svm.c@>=
@<Svm: include files@>@;
@<Svm: internal types and forward declarations@>@;
@<Svm: subroutines@>@;

@ @<Svm: include files@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <lapacke.h>
#include "svm.h"

@*1 The problem and its dual.
The paper's problems are all of the form (6). ATT-SVM$(\alpha)$ picks one
token $\alpha_i$ of each input and asks for the shortest query $p$ that
puts it ahead of every other token of its input by a logit margin of one:
$$p^\mm(\alpha)=\mathop{\rm argmin}\norm{p}\quad\hbox{s.t.}\quad
(k_{i\alpha_i}-k_{it})^Tp\ge1\quad\hbox{for all $t\ne\alpha_i$, all $i$},$$
so there is one row $a=k_{i\alpha_i}-k_{it}$, $b=1$ for each pair $(i,t)$,
$t\ne\alpha_i$: $m=\sum_i(T_i-1)$ rows in $d$ unknowns, usually $m\gg d$.
The relaxed problem asks only margin $0$ for the inputs of a set $\bar S$;
the head SVM has one row $Y_ix_{i,\opt_i}$ per input; the $W$-SVM has
$d^2$ unknowns. All four minimise a norm, and minimising $\norm{z}$ and
${1\over2}\norm{z}^2$ is the same problem.

Because the objective is strictly convex and the feasible set
$P=\{z:Az\ge b\}$ is closed and convex, (6) has exactly one solution when
$P\ne\emptyset$: the point of $P$ nearest to the origin. When $P=\emptyset$
it has none, and Farkas' lemma supplies the proof: $Az\ge b$ has no
solution if and only if some $y\ge0$ has $A^Ty=0$ and $b^Ty>0$ (for then
$0=y^TAz\ge y^Tb>0$ for any feasible $z$, a contradiction).
@^Farkas' lemma@>

@ The Lagrangian of (6) is
${1\over2}\norm{z}^2-\lambda^T(Az-b)$ with $\lambda\ge0$; minimising over
$z$ gives $z=A^T\lambda$, and the dual problem is
$$\max_{\lambda\ge0}\ b^T\lambda-{\textstyle{1\over2}}\norm{A^T\lambda}^2.$$
Since the constraints are linear, the Karush--Kuhn--Tucker conditions are
necessary and sufficient: $z$ solves (6) if and only if there is
$\lambda\in\R^m$ with
$$Az\ge b,\qquad\lambda\ge0,\qquad z=A^T\lambda,\qquad
\lambda_r(a_r^Tz-b_r)=0\ \hbox{for every $r$}.\eqno(7)$$
(Sufficiency in one line: for feasible $w$,
$z^T(w-z)=\lambda^TA(w-z)=\lambda^T(Aw-b)\ge0$, so
$\norm{w}^2=\norm{z}^2+2z^T(w-z)+\norm{w-z}^2\ge\norm{z}^2$.) The four
conditions (7) are what the certificate checks; the solver is never
trusted. Note that $\lambda$ need not be unique when the active rows are
linearly dependent, but $z$ always is.
@^KKT conditions@>

@*1 Problems, results and options.
A problem owns its rows. Rows may be tagged with their provenance: for the
ATT-SVM, row $r$ compares the selected token of input |input[r]| with token
|token[r]|, and the rows of input~$i$ are |row_off[i]| to
|row_off[i+1]-1|, so that a later chapter can read the support tokens off
the active set. Rows with no provenance carry $-1$ and problems with none
have |n=0|.

@<Svm: type definitions@>=
typedef struct {
  int m, d; /* number of constraints, number of unknowns */
  double *A; /* |m| rows of length |d|, row-major: $a_r$ is |A+r*d| */
  double *b; /* right-hand sides */
  int *input, *token; /* provenance of each row, or $-1$ */
  int n; /* number of inputs the rows come from; 0 when untagged */
  int *row_off; /* |n+1| entries: the rows of input |i| are |row_off[i]..row_off[i+1]-1| */
} mm_svm_qp;

@ @<Svm: declarations@>=
mm_svm_qp *mm_svm_qp_new(int m, int d, int n);
void mm_svm_qp_free(mm_svm_qp *qp);
mm_status mm_svm_qp_validate(const mm_svm_qp *qp);

@ A new problem has zero rows and right-hand sides and no provenance.
@.mm\_svm\_qp\_new: bad shape@>
@<Svm: subroutines@>=
mm_svm_qp *mm_svm_qp_new(int m, int d, int n)
{
  mm_svm_qp *qp;
  if (m < 0 || d <= 0 || n < 0) {
    mm_fail(MM_EINPUT, "mm_svm_qp_new: bad shape m = %d, d = %d, n = %d (need m >= 0, d > 0, n >= 0)", m, d, n);
    return NULL;
  }
  if ((qp = mm_alloc(1, sizeof *qp)) == NULL) return NULL;
  qp->m = m; qp->d = d; qp->n = n;
  qp->A = mm_alloc((size_t)m * d, sizeof(double));
  qp->b = mm_alloc((size_t)m, sizeof(double));
  qp->input = mm_alloc((size_t)m, sizeof(int));
  qp->token = mm_alloc((size_t)m, sizeof(int));
  qp->row_off = mm_alloc((size_t)n + 1, sizeof(int));
  if (!qp->A || !qp->b || !qp->input || !qp->token || !qp->row_off) { mm_svm_qp_free(qp); return NULL; }
  for (int r = 0; r < m; r++) qp->input[r] = qp->token[r] = -1;
  return qp;
}
void mm_svm_qp_free(mm_svm_qp *qp)
{
  if (qp == NULL) return;
  free(qp->A); free(qp->b); free(qp->input); free(qp->token); free(qp->row_off); free(qp);
}

@ Validation is the first thing every routine of this chapter and of the
LP chapter does with a problem: a problem that fails it is refused with
|MM_EINPUT| and a message naming the offending entry.
@.non-finite entry in the constraints@>
@<Svm: subroutines@>=
mm_status mm_svm_qp_validate(const mm_svm_qp *qp)
{
  if (qp == NULL) return mm_fail(MM_EINPUT, "svm: no problem given (NULL)");
  if (qp->m < 0 || qp->d <= 0) return mm_fail(MM_EINPUT, "svm: bad shape m = %d, d = %d", qp->m, qp->d);
  for (size_t j = 0; j < (size_t)qp->m * qp->d; j++)
    if (!isfinite(qp->A[j])) return mm_fail(MM_EINPUT, "svm: non-finite entry in the constraints: A[%zu][%zu] = %g",
      j / (size_t)qp->d, j % (size_t)qp->d, qp->A[j]);
  for (int r = 0; r < qp->m; r++)
    if (!isfinite(qp->b[r])) return mm_fail(MM_EINPUT, "svm: non-finite entry in the constraints: b[%d] = %g", r, qp->b[r]);
  return MM_OK;
}

@ The certificates. For an optimal answer, each condition of (7) gets a
residual relative to the scale of the numbers that enter it, so that the
same threshold serves problems of any size. With $\sigma_r=\vert b_r\vert+
\norm{a_r}\norm{z}$, the natural size of both sides of row $r$,
$$\eqalign{
\rho_{\rm primal}&=\max_r{(b_r-a_r^Tz)^+\over\sigma_r},\qquad
\rho_{\rm dual}={\max_r(-\lambda_r)^+\over\max_r\vert\lambda_r\vert},\cr
\rho_{\rm stat}&={\norm{z-A^T\lambda}\over\norm{z}+\sum_r\vert\lambda_r\vert\,\norm{a_r}},
\qquad
\rho_{\rm comp}={\sum_r\vert\lambda_r\vert\,\vert a_r^Tz-b_r\vert\over\sum_r\vert\lambda_r\vert\,\sigma_r},\cr}$$
each taken as $0$ when its denominator vanishes (the numerator then
vanishes too). The certificate's |worst| is the largest of the four.
@^certificate@>

@<Svm: type definitions@>=
typedef struct {
  double primal, dual, stationarity, complementarity; /* the residuals $\rho$ */
  double worst; /* their maximum */
} mm_svm_kkt;

@ For an infeasible answer, a vector $y$ is a Farkas certificate when
$y\ge0$, $A^Ty=0$ and $b^Ty>0$. In floating point $A^Ty$ is never exactly
zero, but an approximate certificate still proves something precise: if
$Az\ge b$ then $y^Tb\le y^TAz=(A^Ty)^Tz\le\norm{A^Ty}\,\norm{z}$, so
{\it no feasible point lies within the radius\/}
$$\varrho=b^Ty/\norm{A^Ty}$$
of the origin. The check reports $\varrho$, computed so that rounding can
only make it smaller (the bound is proved with the check), the relative residual
$\norm{A^Ty}/\sum_ry_r\norm{a_r}$, and the relative gap
$b^Ty/\sum_ry_r\vert b_r\vert$, which must be positive.
@^Farkas certificate@>

@<Svm: type definitions@>=
typedef struct {
  double negative; /* $\max_r(-y_r)^+/\max_r\vert y_r\vert$: must be $0$ */
  double residual; /* $\norm{A^Ty}/\sum_ry_r\norm{a_r}$ */
  double gap; /* $b^Ty/\sum_ry_r\vert b_r\vert$: must be positive */
  double bty_lower; /* a proven lower bound of $b^Ty$ ($0$ when none is positive) */
  double aty_upper; /* a proven upper bound of $\norm{A^Ty}$ */
  double radius; /* proven: no feasible point has $\norm{z}<$ |radius| */
} mm_svm_farkas;

@ The result of a solve. The status is |MM_OK| when the problem was solved
and the certificate holds to |MM_SVM_CERT_TOL|; |MM_EINFEASIBLE| when it
has no solution, with a Farkas vector whose certificate holds; |MM_EITER|
at the iteration limit; |MM_EINPUT| for a malformed problem; |MM_ENUMERIC|
when a certificate failed, which would mean that rounding defeated the
method (no check has seen it). |qp| points to the problem that was solved;
builders own it, |mm_svm_solve| borrows the caller's.

@<Svm: type definitions@>=
typedef struct {
  const mm_svm_qp *qp; /* the problem solved */
  mm_svm_qp *owned; /* equal to |qp| when this result owns it, else |NULL| */
  mm_status status;
  double *z; /* the solution, |d| entries (the last iterate unless |MM_OK|) */
  double *lambda; /* multipliers, |m| entries, zero off the active set */
  int nactive; /* size of the active set */
  int *active; /* its rows, |nactive| entries, in order of entry */
  int iterations; /* constraints added plus constraints dropped */
  double *farkas; /* when |MM_EINFEASIBLE|: $y\in\R^m$; else |NULL| */
  mm_svm_kkt kkt; /* certificate of |z| and |lambda| (when |MM_OK|) */
  mm_svm_farkas fcert; /* certificate of |farkas| (when |MM_EINFEASIBLE|) */
  int m_all; /* rows of the whole problem; more than |qp->m| after a working-set solve */
  int rounds; /* rounds of the working-set method; $0$ for a dense solve */
  int decided_exactly; /* set by the exact chapter when it replaced a floating answer that was not a proof */
  int feasible_proved; /* ATT builders: every row of the instance holds at |z| with its rounding counted */
  double err; /* ATT-SVM builders: a bound on $\norm{z-p^\mm}$ (see the working set) */
} mm_svm;

@ The options of the solver and their defaults; the section on tolerances
below says why these values.
@<Svm: type definitions@>=
typedef struct {
  int max_iter; /* additions plus removals; $0$ means $10(m+d)+100$ */
  double feas_tol; /* row $r$ is violated when $a_r^Tz-b_r<-$|feas_tol|$\cdot\sigma_r$ */
  double dep_tol; /* a normal is dependent on the active ones when its new part is below |dep_tol| times its length */
} mm_svm_options;
#define MM_SVM_CERT_TOL (0x1p16 * DBL_EPSILON) /* certificates must hold to $2^{16}\epsilon$ */
#define MM_SVM_TIGHT_TOL (0x1p16 * DBL_EPSILON) /* a row is tight when its slack is below this times $\sigma_r$ */

@ @<Svm: declarations@>=
mm_svm_options mm_svm_defaults(void);
mm_status mm_svm_solve(const mm_svm_qp *qp, const mm_svm_options *o, mm_svm *s);
void mm_svm_free(mm_svm *s);
mm_svm_kkt mm_svm_kkt_check(const mm_svm_qp *qp, const double *z, const double *lambda);
mm_svm_farkas mm_svm_farkas_check(const mm_svm_qp *qp, const double *y);
mm_svm_farkas mm_svm_farkas_check_err(const mm_svm_qp *qp, const double *y, const double *Aerr);
int mm_svm_farkas_valid(const mm_svm_farkas *f);
int mm_svm_farkas_proves_infeasible(const mm_svm_farkas *f);
int mm_svm_tight(const mm_svm *s, int *tight);
double mm_svm_active_kappa(const mm_svm *s);

@*1 The dual active-set method.
Goldfarb and Idnani's method (Math.\ Programming 27, 1983) works on the
dual: it starts from the unconstrained minimiser $z=0$, which is dual
feasible with $\lambda=0$, and adds violated constraints one at a time,
keeping at every step a point $z$ that is the exact minimiser of
${1\over2}\norm{z}^2$ subject to its {\it active set\/} $\cal A$ of
constraints held as equalities, with non-negative multipliers. Primal
feasibility is what it works towards; dual feasibility and
complementarity hold throughout. Our objective has Hessian $I$, which
makes every formula of the method simpler than in the general case.

Let $N=[a_j]_{j\in\cal A}$ be the $d\times q$ matrix of active normals,
kept linearly independent, and $N=J_1R$ its QR factorisation, extended to
an orthogonal $J=[J_1\ J_2]\in\R^{d\times d}$ ($J_1$ has $q$ columns).
Columns of $J_2$ span the null space of $N^T$. The method keeps $z$, the
multipliers $u\in\R^q$ of the active rows, $J$ and $R$, with the
invariants $z=Nu$, $u\ge0$, $N^Tz=b_{\cal A}$.

@ One major step. Let row $p$ be violated, $s_p=a_p^Tz-b_p<0$, and write
$n^+=a_p$. To move towards satisfying it while keeping the active rows
tight and $z$ a minimiser, $z$ moves along the part of $n^+$ that the
active rows do not constrain, and the multipliers shift:
$$d=J^Tn^+=\pmatrix{d_1\cr d_2\cr},\qquad
\zeta=J_2d_2\ \hbox{(primal direction)},\qquad
r=R^{-1}d_1\ \hbox{(dual direction)}.$$
After a step of length $t$, $z\gets z+t\zeta$, $u\gets u-tr$, and the new
row's multiplier $u^+\gets u^++t$. This keeps $z=Nu+u^+n^+$, since
$n^+=J_1d_1+J_2d_2=Nr+\zeta$. Active rows stay tight because
$N^T\zeta=R^TJ_1^TJ_2d_2=0$, and the slack of row $p$ grows at the rate
$\zeta^Tn^+=\norm{d_2}^2$. Two things limit $t$:
$$t_2=-s_p/\norm{d_2}^2\ \hbox{(row $p$ becomes tight)},\qquad
t_1=\min_{j:\,r_j>0}u_j/r_j\ \hbox{(a multiplier reaches zero)}.$$
If $t_2\le t_1$ we take the {\it full step\/} and add $p$ to the active set.
Otherwise we take the {\it partial step\/} $t_1$, drop the row $k$ whose
multiplier vanished (it is the one that blocks progress) and repeat with
the same $p$.
@^full step@>
@^partial step@>

@ Dependence and infeasibility. If $d_2=0$, the normal $n^+$ lies in the
span of the active normals, $n^+=Nr$, and $z$ cannot move: only the
multipliers change, $t_2=\infty$, and we take the partial step $t_1$,
dropping a row. If moreover no $r_j$ is positive, then $t_1=\infty$ too,
and the problem is infeasible with a ready-made Farkas vector:
$y_p=1$, $y_j=-r_j\ge0$ on the active rows and $y=0$ elsewhere, because
$A^Ty=n^+-Nr=0$ and, the active rows being tight,
$b^Ty=b_p-r^Tb_{\cal A}=b_p-r^TN^Tz=b_p-a_p^Tz=-s_p>0$. A zero row with
$b_p>0$ is the extreme case ($q$ may be $0$): it is found infeasible at its
first step, with $y=e_p$.
@^infeasibility@>

@ Termination. Write $f({\cal A})$ for the minimum of ${1\over2}\norm{z}^2$
with the rows of $\cal A$ held as equalities. A partial or full step of
length $t>0$ with $d_2\ne0$ raises the dual objective by
$t\norm{d_2}^2(-s_p-{1\over2}t\norm{d_2}^2)\ge{1\over2}t^2\norm{d_2}^2>0$
(because $t\le t_2$), and after each full step $z$ is the minimiser for the
new active set, so $f$ of the active sets seen after full steps strictly
increases and none repeats; there are finitely many sets, so there are
finitely many full steps. Between two full steps the method only drops
rows, at most $q\le d$ of them. Hence it stops, either with no violated row
(optimal) or with a Farkas vector (infeasible).

The degenerate cases of the suite fit this argument as they are.
{\it Linearly dependent rows\/} never enter the active set: they are
detected by $d_2=0$ and handled by dropping; so $R$ stays nonsingular and
at most $d$ rows are active even when many more are tight. {\it Duplicate
rows\/} are a special case: once one copy is active, the other has slack
zero and is never violated. A step with $t_1=0$ (a multiplier already
zero, as happens when several rows are tight at once) moves nothing but
shrinks the active set, at most $d$ times in a row. {\it Zero right-hand
sides\/} ($b_r=0$, the relaxed problem) are satisfied at the start $z=0$
and are added only if a later step violates them; the full-step length
$t_2$ is then simply the current violation over $\norm{d_2}^2$. Rounding
could in principle break the strict increase, so the iteration limit
|max_iter| stays as a guard: it ends the solve with |MM_EITER|, never with
a wrong answer, and no check has reached it on a solvable problem.
@^degenerate problems@>

@ Updating the factorisation. Adding row $p$ after a full step: rotate
the entries $d_{q+1},\ldots,d_{d-1}$ of $d=J^Tn^+$ (counted from $0$) into
$d_q$ by Givens rotations of adjacent pairs, from the bottom up, applying
each rotation to the same pair of columns of $J$; then
$J^Tn^+=(d_0,\ldots,d_q,0,\ldots,0)$, which is the new last column of $R$,
and $\vert d_q\vert=\norm{d_2}$. Dropping active row $k$: delete column $k$ of
$R$, which leaves an upper Hessenberg block in columns $k,\ldots,q-2$,
and restore the triangle with rotations of rows $j,j+1$ for
$j=k,\ldots,q-2$, applied also to columns $j,j+1$ of $J$, so that $JR$, and
hence $N=J_1R$, is unchanged. Each update costs $O(d^2)$ and uses only
orthogonal transformations, so $J$ stays orthogonal to rounding and the
computed $z$ is exact to rounding (the certificate measures it).

A Givens rotation that maps $(x,y)$ to $(h,0)$ has $h=\sqrt{x^2+y^2}$,
$c=x/h$, $s=y/h$ and maps any pair $(x',y')$ to $(cx'+sy',\,-sx'+cy')$.
@^Givens rotation@>

@<Svm: subroutines@>=
static void givens(double x, double y, double *c, double *s, double *h)
{
  double r = hypot(x, y);
  *h = r;
  if (r == 0.0) { *c = 1.0; *s = 0.0; return; }
  *c = x / r; *s = y / r;
}
static void rotate(double *x, double *y, int len, double c, double s)
{
  for (int j = 0; j < len; j++) {
    double a = x[j], b = y[j];
    x[j] = c * a + s * b;
    y[j] = -s * a + c * b;
  }
}

@ The state of the method. $J$ is stored by columns, so that column $k$ is
the contiguous vector |J+k*d|; $R$ by columns too, $R_{ij}$ at |R[j*d+i]|.
|zref| and |sref| serve the pruning described with |gi_most_violated|.

@<Svm: internal types and forward declarations@>=
typedef struct {
  const mm_svm_qp *qp;
  int m, d, q; /* rows, unknowns, active rows */
  double *J, *R; /* the factors */
  double *dv, *zeta, *r; /* $d=J^Tn^+$, the primal and the dual direction */
  double *u; /* multipliers of the active rows */
  int *act; /* the active rows */
  double *z, *slack, *anorm; /* iterate, slacks of the rows last examined, row lengths */
  double *zref, *sref; /* reference point $z_e$ and the slacks there */
  int ref_valid;
  int iter, max_iter;
  double feas_tol, dep_tol;
} gi_state;

@ Row products are the inner loop of the whole method, and in the
working-set solver below they are the stream through the keys. Eight
partial sums, written out as eight scalars, let the compiler keep eight
multiply-adds in flight and pack them into vector registers at every
optimisation level: two 128-bit vectors of SSE2 at \.{-O2}, and with
\.{-march=native} two 256-bit vectors of AVX2 with fused multiply-adds.
(A version with four partial sums packed badly under \.{-march=native}.
Measured in cache on this machine, 2000 rows of $d=32$, libraries built by
hand at each level: four sums ran at 11.6, 6.6 and 5.1\,GFLOP/s at
\.{-O2}, \.{-O3} and \.{-O3 -march=native}, eight sums at 11.1, 8.9 and
16.1; at $d=128$, 11.6, 8.2, 5.1 against 13.5, 11.6, 18.6. The whole
working-set solve of $6.3\cdot10^5\times32$ rows then takes 0.15--0.2\,s of
processor time at all three levels: it is bound by the stream of keys
from memory, not by the arithmetic.) The partial sums change only the order of the roundings,
not their number, so the error bound $\gamma_d\norm x\norm y$ of a
$d$-term dot product, which the certificates use, holds as it is.
@^vectorisation@>
@<Svm: subroutines@>=
static double dot8(const double *x, const double *y, int d)
{
  double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, s5 = 0.0, s6 = 0.0, s7 = 0.0;
  int j = 0;
  for (; j + 8 <= d; j += 8) {
    s0 += x[j] * y[j]; s1 += x[j + 1] * y[j + 1]; s2 += x[j + 2] * y[j + 2]; s3 += x[j + 3] * y[j + 3];
    s4 += x[j + 4] * y[j + 4]; s5 += x[j + 5] * y[j + 5]; s6 += x[j + 6] * y[j + 6]; s7 += x[j + 7] * y[j + 7];
  }
  for (; j < d; j++) s0 += x[j] * y[j];
  return ((s0 + s4) + (s1 + s5)) + ((s2 + s6) + (s3 + s7));
}

@ The direction for normal |a|: $d=J^Tn^+$, $\zeta=J_2d_2$, and $r$ from the
triangular system $Rr=d_1$ by back substitution. It returns $\norm{d_2}$.
@<Svm: subroutines@>=
static double gi_direction(gi_state *g, const double *a)
{
  int d = g->d, q = g->q;
  double n2 = 0.0;
  for (int k = 0; k < d; k++) g->dv[k] = dot8(g->J + (size_t)k * d, a, d);
  memset(g->zeta, 0, sizeof(double) * (size_t)d);
  for (int k = q; k < d; k++) { /* $\zeta:=\zeta+d_kJ_k$ */
    const double *Jk = g->J + (size_t)k * d;
    for (int j = 0; j < d; j++) g->zeta[j] += g->dv[k] * Jk[j];
    n2 += g->dv[k] * g->dv[k];
  }
  for (int j = q - 1; j >= 0; j--) { /* $r_j=(d_j-\sum_{l>j}R_{jl}r_l)/R_{jj}$ */
    double s = g->dv[j];
    for (int l = j + 1; l < q; l++) s -= g->R[(size_t)l * d + j] * g->r[l];
    g->r[j] = s / g->R[(size_t)j * d + j];
  }
  return sqrt(n2);
}

@ Adding row |p| with multiplier |up|, using the $d$ of the last direction.
@<Svm: subroutines@>=
static void gi_add(gi_state *g, int p, double up)
{
  int d = g->d, q = g->q;
  for (int k = d - 1; k > q; k--) {
    double c, s, h;
    givens(g->dv[k - 1], g->dv[k], &c, &s, &h);
    g->dv[k - 1] = h; g->dv[k] = 0.0;
    rotate(g->J + (size_t)(k - 1) * d, g->J + (size_t)k * d, d, c, s);
  }
  for (int j = 0; j <= q; j++) g->R[(size_t)q * d + j] = g->dv[j];
  g->act[q] = p; g->u[q] = up; g->q = q + 1;
  g->iter++;
}

@ Dropping active row number |k| (a position in |act|, not a row index).
@<Svm: subroutines@>=
static void gi_drop(gi_state *g, int k)
{
  int d = g->d;
  for (int j = k; j + 1 < g->q; j++) {
    memcpy(g->R + (size_t)j * d, g->R + (size_t)(j + 1) * d, sizeof(double) * (size_t)d);
    g->act[j] = g->act[j + 1]; g->u[j] = g->u[j + 1];
  }
  g->q--;
  for (int j = k; j < g->q; j++) @<Rotate rows |j| and |j+1| of $R$ to zero $R_{j+1,j}$@>@;
  g->iter++;
}

@ @<Rotate rows |j| and |j+1|...@>=
{
  double c, s, h;
  givens(g->R[(size_t)j * d + j], g->R[(size_t)j * d + j + 1], &c, &s, &h);
  g->R[(size_t)j * d + j] = h; g->R[(size_t)j * d + j + 1] = 0.0;
  for (int l = j + 1; l < g->q; l++) {
    double *col = g->R + (size_t)l * d, a = col[j], b = col[j + 1];
    col[j] = c * a + s * b; col[j + 1] = -s * a + c * b;
  }
  rotate(g->J + (size_t)j * d, g->J + (size_t)(j + 1) * d, d, c, s);
}

@*1 Tolerances.
Two decisions of the method depend on the sign of a computed number.
{\it Is row $r$ violated?} Its slack is computed as a sum of $d$ products,
whose rounding error is at most about $d\epsilon\norm{a_r}\norm{z}$ and in
practice $\sqrt d\,\epsilon$ times that; and $z$ itself carries the
rounding of the factorisation. A row counts as violated when its slack is
below $-2^{10}\epsilon\,\sigma_r$, well above that noise (so the method
does not chase rounding) and far below the certificate's threshold
$2^{16}\epsilon$, which the final primal residual must meet.
{\it Is $n^+$ dependent on the active normals?} In exact arithmetic
$d_2=0$; computed, $\norm{d_2}$ is of the order of $\epsilon\norm{n^+}$
times the number of rotations that built $J$. We call $n^+$ dependent when
$\norm{d_2}\le2^{12}\epsilon\norm{n^+}$. A wrong call either way is not a
silent error: a wrongly dependent row leads at worst to a Farkas vector
whose residual $\norm{A^Ty}$ is about $2^{12}\epsilon$ relative, which its
check reports; a wrongly independent one makes $R$ ill-conditioned, which
the stationarity residual exposes.
@^tolerances@>

@<Svm: subroutines@>=
mm_svm_options mm_svm_defaults(void)
{
  mm_svm_options o;
  o.max_iter = 0;
  o.feas_tol = 0x1p10 * DBL_EPSILON;
  o.dep_tol = 0x1p12 * DBL_EPSILON;
  return o;
}

@*1 The solver.
|mm_svm_solve| validates the problem, runs the method, and certifies what
it found. The result is filled in every case, so that |mm_svm_free| can
always be called.
@.svm: iteration limit reached@>
@.svm: certificate failed@>

@<Svm: subroutines@>=
mm_status mm_svm_solve(const mm_svm_qp *qp, const mm_svm_options *o, mm_svm *s)
{
  mm_svm_options def = mm_svm_defaults();
  mm_status st;
  memset(s, 0, sizeof *s);
  s->qp = qp;
  if ((st = mm_svm_qp_validate(qp)) != MM_OK) return s->status = st;
  if (o == NULL) o = &def;
  s->z = mm_alloc((size_t)qp->d, sizeof(double));
  s->lambda = mm_alloc((size_t)qp->m, sizeof(double));
  s->active = mm_alloc((size_t)qp->d, sizeof(int));
  if (!s->z || !s->lambda || !s->active) return s->status = MM_ENOMEM;
  st = dual_active_set(qp, o, s);
  @<Certify the answer, and turn a failed certificate into |MM_ENUMERIC|@>@;
  return s->status = st;
}

@ @<Certify the answer...@>=
if (st == MM_OK) {
  s->kkt = mm_svm_kkt_check(qp, s->z, s->lambda);
  if (!(s->kkt.worst <= MM_SVM_CERT_TOL))
    st = mm_fail(MM_ENUMERIC, "svm: certificate failed: KKT residuals primal %.3g, dual %.3g, stationarity %.3g, complementarity %.3g",
      s->kkt.primal, s->kkt.dual, s->kkt.stationarity, s->kkt.complementarity);
} else if (st == MM_EINFEASIBLE) {
  s->fcert = mm_svm_farkas_check(qp, s->farkas);
  if (!mm_svm_farkas_valid(&s->fcert))
    st = mm_fail(MM_ENUMERIC, "svm: certificate failed: Farkas vector with residual %.3g, gap %.3g",
      s->fcert.residual, s->fcert.gap);
  else mm_fail(MM_EINFEASIBLE, "svm: the constraints are infeasible (Farkas certificate: no solution within radius %.3g)", s->fcert.radius);
}

@ @<Svm: subroutines@>=
void mm_svm_free(mm_svm *s)
{
  if (s == NULL) return;
  free(s->z); free(s->lambda); free(s->active); free(s->farkas);
  mm_svm_qp_free(s->owned);
  memset(s, 0, sizeof *s);
}

@ The method itself: set up the state, then alternate between choosing a
violated row and stepping towards it.
@<Svm: subroutines@>=
static mm_status dual_active_set(const mm_svm_qp *qp, const mm_svm_options *o, mm_svm *s)
{
  gi_state g;
  mm_status st;
  int p;
  if ((st = gi_init(&g, qp, o, s->z)) != MM_OK) return st;
  for (;;) {
    p = gi_most_violated(&g);
    if (p < 0) { @<Recompute $z$ and $u$ from the active set; if no row is violated then, stop@>@; }
    if ((st = gi_major_step(&g, p, s)) != MM_OK) break;
  }
  @<Copy the active set and the multipliers into the result@>@;
  gi_free(&g);
  return st;
}

@ @<Copy the active set...@>=
s->iterations = g.iter;
s->nactive = g.q;
for (int j = 0; j < g.q; j++) { s->active[j] = g.act[j]; s->lambda[g.act[j]] = g.u[j]; }

@ @<Svm: internal types and forward declarations@>=
static mm_status dual_active_set(const mm_svm_qp *qp, const mm_svm_options *o, mm_svm *s);
static mm_status gi_init(gi_state *g, const mm_svm_qp *qp, const mm_svm_options *o, double *z);
static void gi_free(gi_state *g);
static int gi_most_violated(gi_state *g);
static double dist2(const double *x, const double *y, int d);
static mm_status gi_major_step(gi_state *g, int p, mm_svm *s);
static void gi_refine(gi_state *g);

@ The start: $z=0$, no active row, $J=I$. Workspace is allocated once.
@<Svm: subroutines@>=
static mm_status gi_init(gi_state *g, const mm_svm_qp *qp, const mm_svm_options *o, double *z)
{
  int m = qp->m, d = qp->d;
  memset(g, 0, sizeof *g);
  g->qp = qp; g->m = m; g->d = d; g->z = z;
  g->max_iter = o->max_iter > 0 ? o->max_iter : 10 * (m + d) + 100;
  g->feas_tol = o->feas_tol; g->dep_tol = o->dep_tol;
  g->J = mm_alloc((size_t)d * d, sizeof(double));
  g->R = mm_alloc((size_t)d * d, sizeof(double));
  g->dv = mm_alloc((size_t)d, sizeof(double));
  g->zeta = mm_alloc((size_t)d, sizeof(double));
  g->r = mm_alloc((size_t)d, sizeof(double));
  g->u = mm_alloc((size_t)d, sizeof(double));
  g->act = mm_alloc((size_t)d, sizeof(int));
  g->slack = mm_alloc((size_t)m, sizeof(double));
  g->sref = mm_alloc((size_t)m, sizeof(double));
  g->zref = mm_alloc((size_t)d, sizeof(double));
  g->anorm = mm_alloc((size_t)m, sizeof(double));
  if (!g->J || !g->R || !g->dv || !g->zeta || !g->r || !g->u || !g->act || !g->slack || !g->sref || !g->zref || !g->anorm) {
    gi_free(g); return MM_ENOMEM;
  }
  for (int k = 0; k < d; k++) g->J[(size_t)k * d + k] = 1.0;
  for (int r = 0; r < m; r++) g->anorm[r] = sqrt(dot8(qp->A + (size_t)r * d, qp->A + (size_t)r * d, d));
  return MM_OK;
}
static void gi_free(gi_state *g)
{
  free(g->J); free(g->R); free(g->dv); free(g->zeta); free(g->r); free(g->u); free(g->act);
  free(g->slack); free(g->sref); free(g->zref); free(g->anorm);
}

@ Choosing the row to add. Among the violated rows we take the one whose
hyperplane is farthest from $z$, i.e.\ the most negative $s_r/\norm{a_r}$:
this is invariant under scaling a row, which matters because the rows
$k_{i\alpha_i}-k_{it}$ of one problem can differ in length by orders of
magnitude. A zero row with $b_r>0$ is infinitely far and is taken first.
It returns $-1$ when no row is violated.

Computing all $m$ slacks at every major step would cost $md$ operations
each time, nearly all of a solve when $m\gg d$. Most rows, however, are
far from violated, and Cauchy--Schwarz bounds how fast a slack can fall:
if $z_e$ is a reference point where the slacks $s_r(z_e)$ were computed,
then $s_r(z)\ge s_r(z_e)-\norm{a_r}\,\norm{z-z_e}$. A row whose bound is
positive is certainly not violated and is skipped at the cost of one
comparison; only the others are recomputed. When more than an eighth of
the rows needed recomputing, the next call takes a new reference point.
On the benchmark this saves more than half of the row products; the
answer is the same, because a skipped row is one that the full
computation would also have found satisfied.
@^pruning@>
@<Svm: subroutines@>=
static int gi_most_violated(gi_state *g)
{
  const mm_svm_qp *qp = g->qp;
  int best = -1, d = g->d, recomputed = 0;
  double worst = 0.0, nz = sqrt(dot8(g->z, g->z, d)), delta;
  if (!g->ref_valid) @<Take $z$ as the new reference point@>@;
  delta = sqrt(dist2(g->z, g->zref, d));
  for (int r = 0; r < g->m; r++) {
    double sl, sc, dist;
    if (g->sref[r] - g->anorm[r] * delta > 0.0) continue;
    if (delta > 0.0) { sl = dot8(qp->A + (size_t)r * d, g->z, d) - qp->b[r]; recomputed++; }
    else sl = g->sref[r]; /* $z$ is the reference point */
    sc = fabs(qp->b[r]) + g->anorm[r] * nz;
    g->slack[r] = sl;
    if (!(sl < -g->feas_tol * sc)) continue;
    dist = g->anorm[r] > 0.0 ? sl / g->anorm[r] : -HUGE_VAL;
    if (best < 0 || dist < worst) { best = r; worst = dist; }
  }
  if (recomputed > g->m / 8) g->ref_valid = 0;
  return best;
}

@ @<Take $z$ as the new reference point@>=
{
  for (int r = 0; r < g->m; r++) g->sref[r] = dot8(qp->A + (size_t)r * d, g->z, d) - qp->b[r];
  memcpy(g->zref, g->z, sizeof(double) * (size_t)d);
  g->ref_valid = 1;
}

@ @<Svm: subroutines@>=
static double dist2(const double *x, const double *y, int d)
{
  double s = 0.0;
  for (int j = 0; j < d; j++) s += (x[j] - y[j]) * (x[j] - y[j]);
  return s;
}

@ One major step for violated row |p|: partial steps until the full step
adds it, or until infeasibility is proved. It returns |MM_OK| when row |p|
has been added, and otherwise the status that ends the solve.
@<Svm: subroutines@>=
static mm_status gi_major_step(gi_state *g, int p, mm_svm *s)
{
  const double *a = g->qp->A + (size_t)p * g->d;
  double sp = g->slack[p], up = 0.0;
  for (;;) {
    double nd2, t1 = HUGE_VAL, t2 = HUGE_VAL, t;
    int k = -1, dep;
    if (g->iter >= g->max_iter)
      return mm_fail(MM_EITER, "svm: iteration limit reached (%d additions and removals)", g->iter);
    nd2 = gi_direction(g, a);
    dep = g->q == g->d || nd2 <= g->dep_tol * g->anorm[p];
    @<Find the partial step $t_1$ and the row |k| that limits it@>@;
    if (!dep) t2 = -sp / (nd2 * nd2);
    if (t1 == HUGE_VAL && t2 == HUGE_VAL) return gi_infeasible(g, p, s);
    t = t2 <= t1 ? t2 : t1;
    @<Step: $z:=z+t\zeta$ unless dependent, $u:=u-tr$, $u^+:=u^++t$@>@;
    if (t2 <= t1) { gi_add(g, p, up); return MM_OK; }
    g->u[k] = 0.0;
    gi_drop(g, k);
  }
}

@ @<Find the partial step...@>=
for (int j = 0; j < g->q; j++)
  if (g->r[j] > 0.0 && g->u[j] / g->r[j] < t1) { t1 = g->u[j] / g->r[j]; k = j; }

@ Multipliers that rounding pushes below zero are reset to zero: in exact
arithmetic they are non-negative by the choice of $t_1$.
@<Step: $z:=z+t\zeta$...@>=
if (!dep) {
  for (int j = 0; j < g->d; j++) g->z[j] += t * g->zeta[j];
  sp += t * nd2 * nd2;
}
for (int j = 0; j < g->q; j++) {
  g->u[j] -= t * g->r[j];
  if (g->u[j] < 0.0) g->u[j] = 0.0;
}
up += t;

@ Infeasibility proved: build the Farkas vector $y_p=1$, $y_j=-r_j$ on the
active rows.
@<Svm: internal types and forward declarations@>=
static mm_status gi_infeasible(gi_state *g, int p, mm_svm *s);

@ @<Svm: subroutines@>=
static mm_status gi_infeasible(gi_state *g, int p, mm_svm *s)
{
  if ((s->farkas = mm_alloc((size_t)g->m, sizeof(double))) == NULL) return MM_ENOMEM;
  s->farkas[p] = 1.0;
  for (int j = 0; j < g->q; j++) s->farkas[g->act[j]] = -g->r[j] > 0.0 ? -g->r[j] : 0.0;
  return MM_EINFEASIBLE;
}

@ When no row is violated, the iterate has drifted by the rounding of
every step since the start. We recompute it from the active set alone:
$z$ is the minimum-norm solution of $N^Tz=b_{\cal A}$, i.e.\ $z=J_1w$ with
$R^Tw=b_{\cal A}$, and $u=R^{-1}w$ (then $Nu=J_1RR^{-1}w=z$). The result is
a function of the final active set only, exact to the rounding of two
triangular solves. If the new $z$ violates a row, the method resumes.
@<Recompute $z$ and $u$ from the active set...@>=
gi_refine(&g);
if (gi_most_violated(&g) < 0) { st = MM_OK; break; }
if (g.iter >= g.max_iter) { st = mm_fail(MM_EITER, "svm: iteration limit reached (%d additions and removals)", g.iter); break; }
continue;

@ The refinement counts as an iteration, so a cycle between refining and
resuming cannot outlast the limit.
@<Svm: subroutines@>=
static void gi_refine(gi_state *g)
{
  int d = g->d, q = g->q;
  double *w = g->dv;
  for (int j = 0; j < q; j++) { /* forward substitution: $R^Tw=b_{\cal A}$ */
    double t = g->qp->b[g->act[j]];
    for (int l = 0; l < j; l++) t -= g->R[(size_t)j * d + l] * w[l];
    w[j] = t / g->R[(size_t)j * d + j];
  }
  memset(g->z, 0, sizeof(double) * (size_t)d);
  for (int k = 0; k < q; k++)
    for (int j = 0; j < d; j++) g->z[j] += w[k] * g->J[(size_t)k * d + j];
  for (int j = q - 1; j >= 0; j--) { /* back substitution: $Ru=w$ */
    double t = w[j];
    for (int l = j + 1; l < q; l++) t -= g->R[(size_t)l * d + j] * g->u[l];
    g->u[j] = t / g->R[(size_t)j * d + j];
  }
  for (int j = 0; j < q; j++) if (g->u[j] < 0.0) g->u[j] = 0.0;
  g->iter++;
}

@*1 The certificates.
These routines share no code with the solver: they take the problem and a
claimed answer and evaluate (7), or the Farkas conditions, in |long double|
accumulation, so that their own rounding is two thousand times below
double precision and cannot hide a residual of the solver's size.

One shortcut keeps the KKT check cheap when $m\gg d$ without weakening
it. A row with $\lambda_r=0$ enters only the primal residual, and only if
it is violated. Its slack computed in double precision differs from the
exact one by at most $\gamma_d\sum_j\vert a_{rj}z_j\vert\le\gamma_d\norm{a_r}\norm{z}$,
$\gamma_d=d\epsilon/(1-d\epsilon)$ (the standard bound for a sum of $d$
products); so a row whose double slack exceeds $2(d+2)\epsilon\,\sigma_r$
is satisfied in exact arithmetic and contributes nothing. Only the other
rows, those with multipliers and those near their boundary, are
evaluated in |long double|.

@<Svm: subroutines@>=
static double ratio(long double num, long double den) { return den > 0.0L ? (double)(num / den) : 0.0; }
static int clearly_satisfied(const double *a, double b, const double *z, double nz, int d)
{
  double ax = 0.0, na = 0.0;
  for (int j = 0; j < d; j++) { ax += a[j] * z[j]; na += a[j] * a[j]; }
  return ax - b > 2.0 * (d + 2) * DBL_EPSILON * (fabs(b) + sqrt(na) * nz);
}
mm_svm_kkt mm_svm_kkt_check(const mm_svm_qp *qp, const double *z, const double *lambda)
{
  mm_svm_kkt c;
  int m = qp->m, d = qp->d;
  long double nz = 0.0L, lmax = 0.0L, neg = 0.0L, sden = 0.0L, cnum = 0.0L, cden = 0.0L, st = 0.0L;
  long double *atl = calloc((size_t)d, sizeof(long double)); /* $A^T\lambda$ */
  memset(&c, 0, sizeof c);
  if (atl == NULL) { c.worst = HUGE_VAL; return c; }
  for (int j = 0; j < d; j++) nz += (long double)z[j] * z[j];
  nz = sqrtl(nz);
  for (int r = 0; r < m; r++) {
    if (lambda[r] == 0.0 && clearly_satisfied(qp->A + (size_t)r * d, qp->b[r], z, (double)nz, d)) continue;
    @<Add row |r| to the KKT residuals@>@;
  }
  for (int j = 0; j < d; j++) st += (z[j] - atl[j]) * (z[j] - atl[j]);
  free(atl);
  c.dual = ratio(neg, lmax);
  c.stationarity = ratio(sqrtl(st), nz + sden);
  c.complementarity = ratio(cnum, cden);
  c.worst = fmax(fmax(c.primal, c.dual), fmax(c.stationarity, c.complementarity));
  return c;
}

@ @<Add row |r| to the KKT residuals@>=
{
  const double *a = qp->A + (size_t)r * d;
  long double ax = 0.0L, na = 0.0L, l = lambda[r], sig, viol;
  for (int j = 0; j < d; j++) { ax += (long double)a[j] * z[j]; na += (long double)a[j] * a[j]; atl[j] += l * a[j]; }
  na = sqrtl(na);
  sig = fabsl((long double)qp->b[r]) + na * nz;
  viol = qp->b[r] - ax;
  if (viol > 0.0L) c.primal = fmax(c.primal, ratio(viol, sig));
  if (fabsl(l) > lmax) lmax = fabsl(l);
  if (-l > neg) neg = -l;
  sden += fabsl(l) * na;
  cnum += fabsl(l) * fabsl(ax - qp->b[r]);
  cden += fabsl(l) * sig;
}

@ A primal residual of a row with $\sigma_r=0$ cannot occur: then $b_r=0$
and either $a_r=0$ or $z=0$, so the violation is $0$.

@ The Farkas check must not lie, so its radius is a proven lower bound
that accounts for its own rounding. Write $u=2^{-64}$ for the unit
roundoff of |long double| (|LDBL_EPSILON/2|) and $\gamma_k=ku/(1-ku)$.
The products $y_ra_{rj}$ of two doubles, their sums and their squares lie
in the normal range of |long double| (its exponent reaches $-16381$, a
product of doubles no lower than $2^{-2148}$, and no sum of $m<2^{31}$
squares of such products exceeds $2^{4200}$), so every operation has a
relative error of at most $u$ and nothing underflows or overflows. Then
three facts prove the bound.

{\it (i) Inner products.} The recursive sum $\hat c_j$ of the $m$ products
$y_ra_{rj}$ satisfies $\vert\hat c_j-c_j\vert\le\gamma_m\sum_r\vert y_ra_{rj}\vert$,
$c_j=(A^Ty)_j$ (Higham, {\sl Accuracy and Stability of Numerical
Algorithms}, \S3.1: each term carries at most $m$ factors $1+\delta$).
The same holds for $\hat\beta$, the sum of the products $y_rb_r$.

{\it (ii) Non-negative expressions.} A value built from non-negative
numbers by $k$ additions, multiplications, divisions and square roots is
computed as $q(1+\theta)$ with $\vert\theta\vert\le\gamma_k$, so
$q\le\hat q/(1-\gamma_k)$. For $k\le2^{40}$, $\gamma_k\le2^{-23}$, and
$\lceil q\rceil=\hat q\,(1+2^{-20})$, computed with one more rounding,
is still an upper bound: $(1+2^{-20})(1-u)\ge(1+2^{-21})\ge1/(1-2^{-23})$.
Every bound below has fewer than $2^{40}$ operations
($m\le2^{31}$ rows). Symmetrically $\hat q(1-2^{-20})$ is a lower bound
of a positive $q$.

{\it (iii) The bound.} With $e_j=\lceil\gamma_m\sum_r\vert y_ra_{rj}\vert\rceil$
and $E=\lceil\gamma_m\sum_r\vert y_rb_r\vert\rceil$,
$$\norm{A^Ty}\le N^+=\Bigl\lceil\bigl(\textstyle\sum_j(\vert\hat c_j\vert+e_j)^2\bigr)^{1/2}\Bigr\rceil,
\qquad b^Ty\ge\beta^-=(1-2^{-20})\,{\rm fl}(\hat\beta-E),$$
the second when ${\rm fl}(\hat\beta-E)>0$ (a positive difference rounds
by a factor $1+\delta$, $\vert\delta\vert\le u$, which the factor
absorbs). When $\beta^->0$ and $y\ge0$, every $z$ with $Az\ge b$ has
$\beta^-\le b^Ty\le(A^Ty)^Tz\le N^+\norm{z}$, so no feasible point lies
within $\varrho=(1-2^{-20})\,\beta^-/N^+$ (rounded down again; it is
$+\infty$ when $N^+=0$, for then every product $y_ra_{rj}$ and every
row error is zero and $A^Ty=0$ {\it exactly\/}: a complete proof of
infeasibility). When
${\rm fl}(\hat\beta-E)\le0$ the vector proves nothing and $\varrho=0$.
The conversion to a double rounds $\varrho$ by at most $2^{-53}$
relative, which the last factor $1-2^{-20}$ covers as well (a value
below |DBL_MIN| is reported as $0$, one above |DBL_MAX| as |DBL_MAX|).

{\it (iv) The rows themselves.} The problem's rows are computed too: the
ATT-SVM's $\hat a_r={\rm fl}(\hat k_{i\alpha_i}-\hat k_{it})$ from keys
$\hat k={\rm fl}(W^Tx)$. When the true rows $a_r$ of the instance differ
from $\hat a_r$ by at most $\delta_{rj}$ entrywise (|Aerr|, given by the
builder), $\vert(A^Ty)_j-(\hat A^Ty)_j\vert\le\sum_ry_r\delta_{rj}$,
which is added to $e_j$ (rounded up by (ii)); $b$ is exact ($0$ or $1$).
The bound $\delta$ is derived where the rows are built.

So the radius never claims more than the rounding allows; in particular
it is never infinite because a norm rounded to zero. What a floating
Farkas vector can never prove is infeasibility itself (unless $A^Ty=0$
exactly): a selection whose separators are all longer than $\varrho$
looks infeasible to it. The callers that state infeasibility as a fact
decide it in exact arithmetic (the exact chapter's |mm_exact_att|).
@^Farkas certificate@>
@^rounding error bound@>

@<Svm: subroutines@>=
_Static_assert(LDBL_MANT_DIG >= 64 && LDBL_MIN_EXP <= -4300 && LDBL_MAX_EXP >= 4300,
  "the Farkas bound needs a long double with a 64-bit significand and a wide exponent");
#define TWO_M20 9.5367431640625e-7L /* $2^{-20}$, exactly */
#define TWO_M52 2.220446049250313080847263336181640625e-16L /* $2^{-52}$, exactly */
#define UP(x) ((x) * (1.0L + TWO_M20)) /* $\lceil\cdot\rceil$ of (ii) */
#define DOWN(x) ((x) * (1.0L - TWO_M20))
mm_svm_farkas mm_svm_farkas_check(const mm_svm_qp *qp, const double *y) { return mm_svm_farkas_check_err(qp, y, NULL); }
mm_svm_farkas mm_svm_farkas_check_err(const mm_svm_qp *qp, const double *y, const double *Aerr)
{
  mm_svm_farkas f;
  int m = qp->m, d = qp->d;
  long double ymax = 0.0L, neg = 0.0L, rden = 0.0L, bty = 0.0L, bden = 0.0L, res = 0.0L, nup = 0.0L, gam, blo;
  long double *aty = calloc((size_t)d, sizeof(long double)), *abs_aty = calloc((size_t)d, sizeof(long double));
  long double *row_err = calloc((size_t)d, sizeof(long double)); /* $\sum_ry_r\delta_{rj}$ */
  memset(&f, 0, sizeof f);
  if (aty == NULL || abs_aty == NULL || row_err == NULL || y == NULL) { free(aty); free(abs_aty); free(row_err); f.residual = HUGE_VAL; return f; }
  for (int r = 0; r < m; r++) {
    const double *a = qp->A + (size_t)r * d;
    long double na = 0.0L;
    for (int j = 0; j < d; j++) {
      aty[j] += (long double)y[r] * a[j]; abs_aty[j] += fabsl((long double)y[r] * a[j]);
      if (Aerr && y[r] != 0.0) row_err[j] += fabsl((long double)y[r]) * Aerr[(size_t)r * d + j];
      na += (long double)a[j] * a[j];
    }
    if (fabsl((long double)y[r]) > ymax) ymax = fabsl((long double)y[r]);
    if (-y[r] > neg) neg = -y[r];
    rden += fabsl((long double)y[r]) * sqrtl(na);
    bty += (long double)y[r] * qp->b[r];
    bden += fabsl((long double)y[r] * qp->b[r]);
  }
  @<Bound $\norm{A^Ty}$ above and $b^Ty$ below, and set the radius@>@;
  free(aty); free(abs_aty); free(row_err);
  f.negative = ratio(neg, ymax);
  f.residual = ratio(sqrtl(res), rden);
  f.gap = ratio(bty, bden);
  return f;
}

@ @<Bound $\norm{A^Ty}$ above...@>=
gam = UP((long double)m * (LDBL_EPSILON / 2) / (1.0L - (long double)m * (LDBL_EPSILON / 2)));
for (int j = 0; j < d; j++) {
  long double w = fabsl(aty[j]) + UP(gam * abs_aty[j]) + UP(row_err[j]);
  res += aty[j] * aty[j];
  nup += w * w;
}
nup = UP(sqrtl(nup));
blo = bty - UP(gam * bden);
f.bty_lower = blo > 0.0L ? (double)DOWN(DOWN(blo)) : 0.0;
f.aty_upper = nup > (long double)DBL_MAX ? HUGE_VAL : (double)UP(nup);
if (blo <= 0.0L || neg > 0.0L) f.radius = 0.0;
else if (nup == 0.0L) f.radius = HUGE_VAL;
else {
  long double rho = DOWN(DOWN(DOWN(blo) / nup));
  f.radius = rho < (long double)DBL_MIN ? 0.0 : rho > (long double)DBL_MAX ? DBL_MAX : (double)rho;
}

@ A Farkas vector is accepted when it is non-negative, its residual is
within the certificate tolerance, and the radius it proves is positive.
Its residual is then $2^{16}\epsilon$ relative or less, and the radius is
typically about $2^{-16}/\epsilon$ times the scale
$\sum_r y_r\vert b_r\vert/\sum_ry_r\norm{a_r}$ of the data; but it is
only ever a radius. |mm_svm_farkas_proves_infeasible| says whether the
vector proves infeasibility outright ($\varrho=\infty$: $A^Ty=0$ exactly).
@<Svm: subroutines@>=
int mm_svm_farkas_valid(const mm_svm_farkas *f)
{
  return f->negative == 0.0 && f->radius > 0.0 && f->residual <= MM_SVM_CERT_TOL;
}
int mm_svm_farkas_proves_infeasible(const mm_svm_farkas *f)
{
  return mm_svm_farkas_valid(f) && isinf(f->radius);
}

@ Tight rows. The support tokens and support samples of the paper are the
rows that hold with equality at the solution. Every active row is tight;
so is any other row whose slack is within |MM_SVM_TIGHT_TOL| of its scale
$\sigma_r$, which catches the rows of a degenerate problem that are tight
but were never needed in the active set (their multiplier is zero). The
threshold equals the certificate's: a row that is tight in exact
arithmetic has a computed slack well inside it, and a generic non-tight
row is far outside. |tight| receives one flag per row; the count is
returned.
@^support tokens@>
@<Svm: subroutines@>=
int mm_svm_tight(const mm_svm *s, int *tight)
{
  const mm_svm_qp *qp = s->qp;
  int count = 0, d = qp->d;
  double nz = mm_norm(s->z, d);
  for (int r = 0; r < qp->m; r++) {
    const double *a = qp->A + (size_t)r * d;
    double sl = mm_dot(a, s->z, d) - qp->b[r];
    tight[r] = fabs(sl) <= MM_SVM_TIGHT_TOL * (fabs(qp->b[r]) + mm_norm(a, d) * nz);
  }
  for (int j = 0; j < s->nactive; j++) tight[s->active[j]] = 1;
  for (int r = 0; r < qp->m; r++) count += tight[r];
  return count;
}

@ The conditioning of an answer. The solution is the minimum-norm
solution of its active rows' equations, $z=A_S^+b_S$. A backward-stable
computation returns it with a relative error of at most about
$2\kappa\beta$ for a backward error $\beta$ relative to the rows (the
first-order perturbation bound of a minimum-norm solution of consistent
equations), where $\kappa=\sigma_{\max}(A_S)/\sigma_{\min}(A_S)$ is the
condition number of the active rows. On random instances $\kappa$ is a
few units to a few hundred; where active rows are nearly dependent it is
$10^5$ and more, and an answer right to rounding can then differ from
another right answer by $10^5\epsilon$ and more. |mm_svm_active_kappa|
computes $\kappa$ by LAPACK's singular value decomposition of the active
rows: $+\infty$ when they are dependent or there are none, NaN when
memory runs out. The checks that compare two solutions scale their
tolerances by it (Lemma~1's rank-one $W$-SVM, the checks chapter's own
check of it, and its comparison of the working set with the dense
method).
@^condition number@>
@<Svm: subroutines@>=
double mm_svm_active_kappa(const mm_svm *s)
{
  int na = s->nactive, d = s->qp ? s->qp->d : 0, mn = na < d ? na : d;
  double *S, *sv, kappa = INFINITY, u[1], vt[1];
  if (na <= 0 || d <= 0) return INFINITY;
  S = malloc(sizeof(double) * ((size_t)na * (size_t)d + 2 * (size_t)mn + 2));
  if (!S) return NAN;
  sv = S + (size_t)na * d;
  for (int a = 0; a < na; a++) memcpy(S + (size_t)a * d, s->qp->A + (size_t)s->active[a] * d, sizeof(double) * (size_t)d);
  if (LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', na, d, S, d, sv, u, 1, vt, 1, sv + mn + 1) != 0) kappa = NAN;
  else if (sv[mn - 1] > 0) kappa = sv[0] / sv[mn - 1];
  free(S);
  return kappa;
}

@*1 The paper's problems.
Each builder validates its arguments, writes the rows with their
provenance into a problem that the result owns, and solves it. The
returned status is the solver's: |MM_OK| means solved {\it and
certified}.

The ATT-SVM and its relaxed form. |alpha[i]| is the selected token of
input $i$ (counted from $0$); |relaxed| is |NULL| or an array of $n$ flags,
flag $1$ meaning $i\in\bar S$, margin $0$. Row order: input by input, and
within input $i$ tokens $t\ne\alpha_i$ in increasing order, so the rows of
input $i$ are |row_off[i]| to |row_off[i+1]-1| and row $r$ compares
$\alpha_{{\rm input}[r]}$ with token |token[r]|. The support tokens are
$T_i(\alpha)=\{\hbox{|token[r]|}: \hbox{|input[r]|}=i,\ \hbox{row $r$
tight}\}$, read with |mm_svm_tight|; an input with a single token has no
rows. |mm_svm_att| uses the keys $k_{it}=W^Tx_{it}$;
|mm_svm_att_on_tokens| uses the tokens $x_{it}$ themselves (the $q^\mm$ of
the $W$-SVM lemma).
@^ATT-SVM@>
@^relaxed ATT-SVM@>
@.svm: selected token out of range@>
@.svm: relaxed flag must be 0 or 1@>

@<Svm: declarations@>=
mm_status mm_svm_att(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s);
int mm_svm_feasible_proved(const mm_instance *in, const int *alpha, const double *z);
void mm_svm_row_delta(const mm_instance *in, const int *alpha, int i, int t, double *delta);
double mm_svm_row_error(const mm_instance *in, const int *alpha, int i, int t, const double *z);
mm_status mm_svm_att_on_tokens(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s);
mm_status mm_svm_head(const mm_instance *in, const int *opt, mm_svm *s, int *support);
mm_status mm_svm_w(const mm_instance *in, const int *alpha, const double *p, mm_svm *s);

@ @<Svm: subroutines@>=
static mm_status check_alpha(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s)
{
  memset(s, 0, sizeof *s);
  if (in == NULL || alpha == NULL) return s->status = mm_fail(MM_EINPUT, "svm: no instance or no token selection given");
  for (int i = 0; i < in->n; i++) {
    if (alpha[i] < 0 || alpha[i] >= in->T[i])
      return s->status = mm_fail(MM_EINPUT, "svm: selected token out of range: alpha[%d] = %d, input %d has %d tokens", i, alpha[i], i, in->T[i]);
    if (relaxed && relaxed[i] != 0 && relaxed[i] != 1)
      return s->status = mm_fail(MM_EINPUT, "svm: relaxed flag must be 0 or 1: relaxed[%d] = %d", i, relaxed[i]);
  }
  return MM_OK;
}

@ Both builders hand the keys form of the instance to |mm_svm_att_keys|,
which chooses between the dense rows and the working set by size (the
section on the ATT-SVM at scale).
@<Svm: subroutines@>=
static mm_status farkas_with_row_errors(const mm_instance *in, const int *alpha, int computed_keys, mm_svm *s);
static int prove_feasible(const mm_instance *in, const int *alpha, const int *relaxed, const double *keys, const double *z);
static long double key_err(const mm_instance *in, const double *x, int b, double khat, int exact);
static mm_status att(const mm_instance *in, const int *alpha, const int *relaxed, const double *keys, mm_svm *s)
{
  mm_svm_keys k;
  mm_status st;
  k.n = in->n; k.d = in->d; k.off = in->off; k.K = keys;
  st = mm_svm_att_keys(&k, alpha, relaxed, NULL, s);
  if (st == MM_EINFEASIBLE) st = farkas_with_row_errors(in, alpha, keys == in->K, s);
  if (st == MM_OK) s->feasible_proved = prove_feasible(in, alpha, relaxed, keys, s->z);
  return st;
}

@ A floating solution is a proof of separability only when every row of
the {\it instance\/} holds at $z$ after all rounding is counted: then $z$
itself (for $b_r=0$ rows) or a multiple of it separates. With the row
errors $\delta_{rj}$ of the next section, bounded there more cheaply by
$E_{tj}\le2^{-52}\vert\hat k_{tj}\vert+\gamma_d\norm{x_t}_\infty\sum_a\vert W_{aj}\vert$,
the true $a_r^Tz$ is at least the computed |long double| value minus
$\gamma_d\sum_j\vert\hat a_{rj}z_j\vert+\sum_j\delta_{rj}\vert z_j\vert$
(rounded up by (ii)). A row with $b_r=1$ must exceed that bound strictly,
a row with $b_r=0$ must reach it. One pass over the keys, $O(md)$. When
the proof fails (near-degenerate data, mixed magnitudes), the callers
decide in exact arithmetic, as for a Farkas vector. The same proof is
exported for a point computed elsewhere (the enumeration's inherited
solutions): |mm_svm_feasible_proved| says whether $z$ separates the
selection $\alpha$ of the instance's keys with all rounding counted.
@<Svm: subroutines@>=
int mm_svm_feasible_proved(const mm_instance *in, const int *alpha, const double *z)
{
  return prove_feasible(in, alpha, NULL, in->K, z);
}
static int prove_feasible(const mm_instance *in, const int *alpha, const int *relaxed, const double *keys, const double *z)
{
  int d = in->d, exact = 1, ok = 1;
  long double gd = UP((long double)(d + 1) * (LDBL_EPSILON / 2) / (1.0L - (long double)(d + 1) * (LDBL_EPSILON / 2)));
  double *cw = calloc((size_t)d, sizeof(double));
  if (cw == NULL || z == NULL) { free(cw); return 0; }
  if (keys == in->K) for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) {
    double w = in->W[(size_t)a * d + b];
    if (w != (a == b ? 1.0 : 0.0)) exact = 0;
    cw[b] += fabs(w);
  }
  for (int i = 0; i < in->n && ok; i++) {
    const double *ka = keys + (size_t)(in->off[i] + alpha[i]) * d, *xa = in->X + (size_t)(in->off[i] + alpha[i]) * d;
    for (int t = 0; t < in->T[i] && ok; t++) if (t != alpha[i]) {
      const double *kt = keys + (size_t)(in->off[i] + t) * d, *xt = in->X + (size_t)(in->off[i] + t) * d;
      long double ax = 0.0L, err = 0.0L, xna = 0.0L, xnt = 0.0L;
      if (!exact) for (int j = 0; j < d; j++) { xna = fmaxl(xna, fabsl(xa[j])); xnt = fmaxl(xnt, fabsl(xt[j])); }
      for (int j = 0; j < d; j++) {
        double a = ka[j] - kt[j];
        long double del = TWO_M52 * fabs(a);
        if (!exact) del += TWO_M52 * (fabs(ka[j]) + fabs(kt[j])) + gd * (xna + xnt) * cw[j];
        ax += (long double)a * z[j];
        err += gd * fabsl((long double)a * z[j]) + del * fabs(z[j]);
      }
      err = UP(UP(err));
      ok = relaxed && relaxed[i] ? ax >= err : ax > err;
    }
  }
  free(cw);
  return ok;
}

@ The same errors for one row, for the callers that must bound how far the
floating rows are from the instance's (see the next section for
$\delta_{rj}$): |mm_svm_row_delta| writes $\delta_{rj}$ for the row of
input $i$ and token $t$ (all $0$ when the keys are exact, $W=I$), and
|mm_svm_row_error| bounds by $\sum_j\delta_{rj}\vert z_j\vert$ how much
they can move the row's slack at $z$.
@<Svm: subroutines@>=
void mm_svm_row_delta(const mm_instance *in, const int *alpha, int i, int t, double *delta)
{
  int d = in->d, exact = 1;
  size_t ra = (size_t)(in->off[i] + alpha[i]) * d, rt = (size_t)(in->off[i] + t) * d;
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) if (in->W[(size_t)a * d + b] != (a == b ? 1.0 : 0.0)) exact = 0;
  for (int j = 0; j < d; j++)
    delta[j] = exact ? 0.0 : (double)UP(UP(TWO_M52 * fabs(in->K[ra + j] - in->K[rt + j])
      + key_err(in, in->X + ra, j, in->K[ra + j], 0) + key_err(in, in->X + rt, j, in->K[rt + j], 0)));
}
double mm_svm_row_error(const mm_instance *in, const int *alpha, int i, int t, const double *z)
{
  int d = in->d;
  long double e = 0.0L;
  double *delta = malloc(sizeof(double) * (size_t)d);
  if (delta == NULL) return HUGE_VAL;
  mm_svm_row_delta(in, alpha, i, t, delta);
  for (int j = 0; j < d; j++) e += (long double)delta[j] * fabs(z[j]);
  free(delta);
  return (double)UP(e);
}

@ The rows' own rounding, for the Farkas bound's item (iv). A key
$\hat k_b={\rm fl}(\sum_ax_aW_{ab})$ is a |long double| sum of $d$
products rounded to double, so $\vert\hat k_b-k_b\vert\le
2^{-52}\vert\hat k_b\vert+\gamma_d\sum_a\vert x_aW_{ab}\vert$ ($u=2^{-64}$ in
$\gamma_d$; the first term is the final rounding, $2^{-53}$ relative,
doubled to cover its relation to $\hat k$); keys are exact when $W=I$ (they
are copies of $x$) or when the tokens themselves are the keys. The
difference of two keys rounds once more: $\vert\hat a_j-(\hat k_{\alpha,j}-\hat k_{t,j})\vert
\le2^{-52}\vert\hat a_j\vert$. Summing, $\delta_{rj}=2^{-52}\vert\hat a_{rj}\vert+E_{\alpha j}+E_{tj}$,
computed from non-negative terms and rounded up by (ii). It is needed
only for rows with $y_r\ne0$, and only when the answer is infeasible.
A Farkas vector that proves no radius once these errors are counted is a
failed certificate (|MM_ENUMERIC|), which the callers decide exactly.
@.svm: certificate failed@>
@<Svm: subroutines@>=
static long double key_err(const mm_instance *in, const double *x, int b, double khat, int exact)
{
  long double s = 0.0L, gd = (long double)in->d * (LDBL_EPSILON / 2) / (1.0L - (long double)in->d * (LDBL_EPSILON / 2));
  if (exact) return 0.0L;
  for (int a = 0; a < in->d; a++) s += fabsl((long double)x[a] * in->W[(size_t)a * in->d + b]);
  return TWO_M52 * fabs(khat) + UP(gd) * s;
}
static mm_status farkas_with_row_errors(const mm_instance *in, const int *alpha, int computed_keys, mm_svm *s)
{
  const mm_svm_qp *qp = s->qp;
  int d = in->d, exact = 1;
  double *err;
  if (qp == NULL || s->farkas == NULL || (err = calloc((size_t)qp->m * d + 1, sizeof(double))) == NULL)
    return s->status = mm_fail(MM_ENOMEM, "svm: out of memory for the Farkas bound");
  if (computed_keys) for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) if (in->W[(size_t)a * d + b] != (a == b ? 1.0 : 0.0)) exact = 0;
  for (int r = 0; r < qp->m; r++) if (s->farkas[r] != 0.0) {
    int i = qp->input[r], t = qp->token[r];
    size_t ra = (size_t)(in->off[i] + alpha[i]) * d, rt = (size_t)(in->off[i] + t) * d;
    for (int j = 0; j < d; j++)
      err[(size_t)r * d + j] = (double)UP(UP(TWO_M52 * fabs(qp->A[(size_t)r * d + j]) + key_err(in, in->X + ra, j, in->K[ra + j], exact)
        + key_err(in, in->X + rt, j, in->K[rt + j], exact)));
  }
  s->fcert = mm_svm_farkas_check_err(qp, s->farkas, err);
  free(err);
  if (!mm_svm_farkas_valid(&s->fcert))
    return s->status = mm_fail(MM_ENUMERIC, "svm: certificate failed: the Farkas vector proves no radius once the rounding of the rows is counted (residual %.3g)", s->fcert.residual);
  return MM_EINFEASIBLE;
}

@ @<Svm: internal types and forward declarations@>=
static mm_status solve_owned(mm_svm_qp *qp, mm_svm *s);

@ @<Svm: subroutines@>=
static mm_status solve_owned(mm_svm_qp *qp, mm_svm *s)
{
  mm_status st = mm_svm_solve(qp, NULL, s);
  s->owned = qp;
  return st;
}
mm_status mm_svm_att(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s)
{
  mm_status st = check_alpha(in, alpha, relaxed, s);
  return st != MM_OK ? st : att(in, alpha, relaxed, in->K, s);
}
mm_status mm_svm_att_on_tokens(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s)
{
  mm_status st = check_alpha(in, alpha, relaxed, s);
  return st != MM_OK ? st : att(in, alpha, relaxed, in->X, s);
}

@ The head SVM $v^\mm=\mathop{\rm argmin}\norm{v}$ s.t.\
$Y_iv^Tx_{i,\opt_i}\ge1$, no bias: one row $Y_ix_{i,\opt_i}$ per input,
tagged with input $i$ and token $\opt_i$. |opt| may be |NULL|, in which
case $\opt_i$ is the first token of input~$i$ with the largest score
$\gamma_{it}$ under the instance's head. When |support| is not |NULL| it
receives the flags of the support set $S=\{i:Y_i(v^\mm)^Tx_{i,\opt_i}=1\}$,
the tight rows.
@^head SVM@>
@^support samples@>
@<Svm: subroutines@>=
mm_status mm_svm_head(const mm_instance *in, const int *opt, mm_svm *s, int *support)
{
  mm_svm_qp *qp;
  mm_status st;
  int d;
  memset(s, 0, sizeof *s);
  if (in == NULL) return s->status = mm_fail(MM_EINPUT, "svm: no instance given");
  d = in->d;
  if ((qp = mm_svm_qp_new(in->n, d, in->n)) == NULL) return s->status = MM_ENOMEM;
  for (int i = 0; i < in->n; i++) {
    int o = opt ? opt[i] : argmax_score(in, i);
    if (o < 0 || o >= in->T[i]) {
      mm_svm_qp_free(qp);
      return s->status = mm_fail(MM_EINPUT, "svm: selected token out of range: opt[%d] = %d, input %d has %d tokens", i, o, i, in->T[i]);
    }
    for (int j = 0; j < d; j++) qp->A[(size_t)i * d + j] = in->Y[i] * in->X[(size_t)(in->off[i] + o) * d + j];
    qp->b[i] = 1.0; qp->input[i] = i; qp->token[i] = o; qp->row_off[i] = i;
  }
  qp->row_off[in->n] = in->n;
  st = solve_owned(qp, s);
  if (st == MM_OK && support) mm_svm_tight(s, support);
  return st;
}

@ @<Svm: internal types and forward declarations@>=
static int argmax_score(const mm_instance *in, int i);

@ @<Svm: subroutines@>=
static int argmax_score(const mm_instance *in, int i)
{
  const double *g = in->gamma + in->off[i];
  int best = 0;
  for (int t = 1; t < in->T[i]; t++) if (g[t] > g[best]) best = t;
  return best;
}

@ The $W$-SVM: $\min\norm{W}_F$ s.t.\ $(x_{i\alpha_i}-x_{it})^TWp\ge1$ for a
fixed $p$. The unknown is $W$ stored row-major as $z\in\R^{d^2}$,
$z_{ad+b}=W_{ab}$, and the constraint is linear in it:
$(x_{i\alpha_i}-x_{it})^TWp=\sum_{a,b}(x_{i\alpha_i}-x_{it})_aW_{ab}p_b$, so the
row is the outer product $(x_{i\alpha_i}-x_{it})\,p^T$ flattened. Its rows
span at most a $d$-dimensional space (all are $u\,p^T$ for some $u$), so
with $m>d$ the solver meets dependent rows routinely. Lemma~1 (\secref{lemma1}) says the answer is $q^\mm p^T/\norm{p}^2$; the checks test it
against |mm_svm_att_on_tokens|.
@^W-SVM@>
@^rank one@>
@.svm: the query p must be finite and non-zero@>
@<Svm: subroutines@>=
mm_status mm_svm_w(const mm_instance *in, const int *alpha, const double *p, mm_svm *s)
{
  mm_status st = check_alpha(in, alpha, NULL, s);
  int d;
  mm_svm_qp *qp;
  if (st != MM_OK) return st;
  d = in->d;
  if (p == NULL || !mm_all_finite(p, (size_t)d) || mm_norm(p, d) == 0.0)
    return s->status = mm_fail(MM_EINPUT, "svm: the query p must be finite and non-zero");
  if ((qp = mm_svm_qp_new(in->off[in->n] - in->n, d * d, in->n)) == NULL) return s->status = MM_ENOMEM;
  @<Write the rows $(x_{i\alpha_i}-x_{it})p^T$ of the $W$-SVM@>@;
  return solve_owned(qp, s);
}

@ @<Write the rows $(x_{i\alpha_i}-x_{it})p^T$...@>=
{
  int r = 0;
  for (int i = 0; i < in->n; i++) {
    const double *xa = in->X + (size_t)(in->off[i] + alpha[i]) * d;
    qp->row_off[i] = r;
    for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
      const double *xt = in->X + (size_t)(in->off[i] + t) * d;
      for (int a = 0; a < d; a++)
        for (int b = 0; b < d; b++) qp->A[(size_t)r * d * d + a * d + b] = (xa[a] - xt[a]) * p[b];
      qp->b[r] = 1.0; qp->input[r] = i; qp->token[r] = t; r++;
    }
  }
  qp->row_off[in->n] = r;
}

@*1 The ATT-SVM at scale: a working set of rows.
The method above holds every row: $m$ rows of $d$ doubles, $8md$ bytes,
which is 1.6\,GB for $m=6.3\cdot10^6$ rows in $d=32$ dimensions, on top of
the instance's own tokens and keys. Yet the answer is decided by at most
$d$ active rows, and nearly all others are satisfied with room to spare.
For the ATT-SVM, moreover, a row is never needed as a stored vector: its
slack is a difference of two scores,
$$(k_{i\alpha_i}-k_{it})^Tz-b_i=s_{i\alpha_i}-s_{it}-b_i,\qquad s_{it}=k_{it}^Tz,$$
so one matrix--vector product of the keys with $z$ ($Nd$ multiply-adds for
$N=\sum_iT_i$ tokens) gives the slacks of all $m=N-n$ rows at once. This
section solves the ATT-SVM by {\it constraint generation\/} on that
basis, and certifies the answer over {\it all\/} rows.
@^working set@>
@^constraint generation@>

{\it The outer loop.} Keep a working set $\cal W$ of rows, initially empty,
and $z=0$. A {\it round\/}: compute the scores $s=Kz$; in each input find
its most violated row outside $\cal W$ (the most negative $s_r/\norm{a_r}$
among rows with $s_r<-$|feas_tol|$\,\sigma_r$, as the method above
chooses); add the |batch| most violated of these to $\cal W$; solve the
problem restricted to $\cal W$ exactly, with the method above, from
scratch. When a round finds no violated row outside $\cal W$, $z$ solves
the restricted problem and satisfies every row to the solver's own
tolerance: it is the answer. Each round adds at least one new row, so the
loop ends after at most $m$ rounds; in practice after a few dozen, since a
row that ever enters $\cal W$ is usually one the solution needs. The
restricted problem is never harder than the whole one: its feasible set
contains the whole one's, so its solution is no longer than $p^\mm$.
@^outer loop@>

{\it Infeasibility.} If the restricted problem is infeasible, so is the
whole: its Farkas vector $y$ on $\cal W$, extended by zeros to all rows,
has the same $A^Ty$ and $b^Ty$, because the rows outside $\cal W$ enter
both sums with weight zero. The Farkas certificate over all rows is
therefore the one over $\cal W$, recomputed from the keys; nothing more
needs checking.

{\it Why the answer is exact as certified.} The loop is a heuristic for
{\it which\/} rows to hold; the answer does not rest on it. The final $z$
and multipliers $\lambda$ (zero off $\cal W$) are checked against the four
conditions (7) over all $m$ rows by |mm_svm_att_certify|, which rebuilds
every row it needs from the keys and the rows' provenance and never reads
the stored rows of the working set. Dual feasibility, stationarity and
complementarity involve only rows with $\lambda_r\ne0$, all in $\cal W$;
primal feasibility involves every row, and the certificate scans them all
(the ``clearly satisfied'' shortcut below is a proof, not a guess). So
the answer carries exactly the certificate the dense method gives, over
the same rows; a row dropped by the loop would show up there as a primal
residual (Part~II checks that it does).
@^certificate@>

{\it The memory model.} Held throughout: the keys ($Nd$ doubles, the
caller's), the scores and the key lengths ($2N$ doubles), one bit per row
for membership of $\cal W$, one candidate per input, a list of near rows
(below) of at most $\max(2n,4096)$ entries, and the working set itself,
$\vert{\cal W}\vert d$ doubles with $\vert{\cal W}\vert$ growing by at most
|batch| per round, plus the dense method's $O(d^2+\vert{\cal W}\vert)$
workspace for the restricted problem. So the solver needs
$O(N+\vert{\cal W}\vert d+d^2)$ memory besides the keys, against $O(md)$
for the dense rows: for $m=6.3\cdot10^6$, $d=32$ that is about 100\,MB
instead of 1.6\,GB, and the benchmark's peak resident memory there is the
keys plus that.
|mm_svm_att| (and |mm_svm_att_on_tokens|) take this path when the dense rows
would exceed |MM_SVM_DENSE_MAX| doubles (32\,MiB of rows); below that the
dense method is used as before. The working set is faster from a few
thousand rows on (the benchmark shows both), but below the threshold the
dense result holds every row of the problem, which the linear programs of
the next chapter and any consumer that re-checks all rows from |s->qp|
expect; there the dense method costs tens of milliseconds at most.

{\it Complexity.} A round costs $Nd$ multiply-adds for the scores (a
stream through the keys, memory-bound for large $N$), $d$ more for each row
that looks violated, a sort of at most $n$ candidates, and one exact
solve on $\cal W$ (the method above on $\vert{\cal W}\vert$ rows). The
last scan finds nothing to add, and the certificate costs one more scan
(scores and key lengths in one pass of its own, so that it shares no
state with the solver). With $R$ rounds the whole costs about $(R+2)Nd$
plus the restricted solves; the benchmark reports $R$ (six to nine on its
instances, at every size from $6.3\cdot10^4$ to $10^7$ rows).

{\it What the result holds.} The result's problem (|s->qp|) is not the
whole problem: it holds the rows of $\cal W$ and every other row whose
slack is within $2^{-20}\sigma_r$ of zero (the {\it near rows}), with
their provenance, in the dense order (input by input, tokens in increasing
order), so that |row_off|, |input| and |token| mean what they mean for the
dense problem. Every consumer that reads tightness with a threshold below
$2^{-20}\sigma_r$ (|mm_svm_tight| uses $2^{16}\epsilon$; the token
chapter's support rows about $2^{-32}$) therefore sees the same tight rows
as on the whole problem. The multipliers and the active set refer to the
result's rows; |m_all| is the number of rows of the whole problem.

@ The keys form of an ATT-SVM: the rows are $k_{i\alpha_i}-k_{it}$ for
$t\ne\alpha_i$, built on demand. |off| has $n+1$ entries, as in an
instance.
@<Svm: type definitions@>=
typedef struct {
  int n, d; /* inputs, dimension */
  const int *off; /* token $t$ of input $i$ is row |off[i]+t| of |K| */
  const double *K; /* |off[n]| keys of length |d| */
} mm_svm_keys;
typedef struct {
  int batch; /* rows added per round; $0$ means $\max(64,4d)$ */
  int max_rounds; /* $0$ means no limit but the number of rows */
  int force; /* $0$: by size; $1$: always the working set; $-1$: always dense */
} mm_svm_ws_options;
#define MM_SVM_DENSE_MAX ((size_t)1 << 22) /* dense rows up to this many doubles */
#define MM_SVM_NEAR_TOL (1.0 / 0x1p20) /* near rows: slack within this times $\sigma_r$ */

@ @<Svm: declarations@>=
mm_status mm_svm_att_keys(const mm_svm_keys *k, const int *alpha, const int *relaxed,
  const mm_svm_ws_options *o, mm_svm *s);
mm_status mm_svm_att_certify(const mm_svm_keys *k, const int *alpha, const int *relaxed,
  const mm_svm *s, mm_svm_kkt *cert, double *err);

@ The error estimate. A certificate bounds residuals; what a user wants
is the distance of $z$ from the exact $p^\mm$. It follows from the same
numbers without any conditioning assumption. Let $w=A^T\lambda$ with
$\lambda\ge0$. For the exact solution $z_\star$ (feasible),
$w^T(z_\star-w)=\lambda^TAz_\star-\norm{w}^2\ge b^T\lambda-\norm{w}^2$, so
$$\norm{z_\star-w}^2=\norm{z_\star}^2-\norm{w}^2-2w^T(z_\star-w)
\le\norm{z_\star}^2-2b^T\lambda+\norm{w}^2.$$
When every $b_r\ge0$ (as in the ATT-SVM and its relaxed form) and
$\rho=\max_{b_r>0}(b_r-a_r^Tz)^+/b_r<1$ while rows with $b_r=0$ hold
exactly, $z/(1-\rho)$ is feasible, so $\norm{z_\star}\le\norm{z}/(1-\rho)$
and
$$\norm{z-z_\star}\le\norm{z-w}+\Bigl(\norm{z}^2/(1-\rho)^2-2b^T\lambda+
\norm{w}^2\Bigr)^{1/2}.$$
|err| receives this bound, evaluated in |long double| with a rounding floor
as in the token chapter; it is $+\infty$ when its hypotheses fail (a row
with $b_r=0$ violated, even by rounding, or $\rho\ge1$). The square root makes
it about $\sqrt\epsilon\norm z$ even for a perfect $z$: it is a guarantee,
not an estimate of the actual error, which the benchmark measures against
a polished reference.
@^error bound@>

@ The scan over all rows at a point $z$. Computed scores carry rounding:
$\vert\hat s_{it}-k_{it}^Tz\vert\le\gamma_d\norm{k_{it}}\norm z$ with
$\gamma_d=d\epsilon/(1-d\epsilon)$, so the computed slack
$\hat s_{i\alpha_i}-\hat s_{it}-b_i$ differs from the exact one by at most
$$e_r=\gamma_{d+2}\bigl(\norm{k_{i\alpha_i}}+\norm{k_{it}}\bigr)\norm z
+2\epsilon\bigl(\vert\hat s_{i\alpha_i}\vert+\vert\hat s_{it}\vert+\vert b_i\vert\bigr)$$
(the two subtractions add one rounding each). A row whose computed slack
exceeds $e_r$ is satisfied in exact arithmetic; one whose computed slack
exceeds $e_r+2^{-20}(\vert b_i\vert+(\norm{k_{i\alpha_i}}+\norm{k_{it}})\norm z)$
is not near (the bracket bounds $\sigma_r$ by the triangle inequality).
Only the other rows are formed, $a_r=k_{i\alpha_i}-k_{it}$, and evaluated
directly. The scan state below is shared by the solver and the certificate.
@<Svm: internal types and forward declarations@>=
typedef struct {
  const mm_svm_keys *k;
  const int *alpha, *relaxed;
  int m; /* rows of the whole problem */
  double *sc, *kn; /* scores $Kz$ and key lengths, one per token */
  double *a; /* one row, |d| entries */
} ws_scan;
static size_t ws_row(const mm_svm_keys *k, const int *alpha, int i, int t);
static double ws_b(const ws_scan *w, int i);

@ Row numbers follow the dense order: the rows of input $i$ start at
$\hbox{|off[i]|}-i$, and token $t$ is row number $t$ or $t-1$ among them
depending on its side of $\alpha_i$.
@<Svm: subroutines@>=
static size_t ws_row(const mm_svm_keys *k, const int *alpha, int i, int t)
{
  return (size_t)(k->off[i] - i) + (size_t)(t < alpha[i] ? t : t - 1);
}
static double ws_b(const ws_scan *w, int i) { return w->relaxed && w->relaxed[i] ? 0.0 : 1.0; }

@ The scores: one dot product per token, the stream through the keys.
With |norms| set, the same pass also computes the key lengths, so that
the keys are read once, not twice, while each row is in cache.
@<Svm: subroutines@>=
static void ws_scores(ws_scan *w, const double *z, int norms)
{
  const mm_svm_keys *k = w->k;
  size_t N = (size_t)k->off[k->n];
  int d = k->d;
  if (norms)
    for (size_t t = 0; t < N; t++) {
      const double *kt = k->K + t * (size_t)d;
      w->sc[t] = dot8(kt, z, d); w->kn[t] = sqrt(dot8(kt, kt, d));
    }
  else for (size_t t = 0; t < N; t++) w->sc[t] = dot8(k->K + t * (size_t)d, z, d);
}

@ Forming row $(i,t)$ in |w->a|; |ws_form| also returns its slack at |z|
and its length.
@<Svm: subroutines@>=
static void ws_fill(ws_scan *w, int i, int t)
{
  const mm_svm_keys *k = w->k;
  int d = k->d;
  const double *ka = k->K + (size_t)(k->off[i] + w->alpha[i]) * d, *kt = k->K + (size_t)(k->off[i] + t) * d;
  for (int j = 0; j < d; j++) w->a[j] = ka[j] - kt[j];
}
static double ws_form(ws_scan *w, int i, int t, const double *z, double *na)
{
  ws_fill(w, i, t);
  *na = sqrt(dot8(w->a, w->a, w->k->d));
  return dot8(w->a, z, w->k->d) - ws_b(w, i);
}

@ The bound $e_r$ and the near-row threshold of row $(i,t)$ at scores |sc|.
@<Svm: subroutines@>=
static double ws_err(const ws_scan *w, int i, int t, double nz)
{
  const mm_svm_keys *k = w->k;
  int d = k->d;
  size_t ia = (size_t)(k->off[i] + w->alpha[i]), it = (size_t)(k->off[i] + t);
  double g = (d + 2) * DBL_EPSILON / (1.0 - (d + 2) * DBL_EPSILON);
  return g * (w->kn[ia] + w->kn[it]) * nz + 2.0 * DBL_EPSILON * (fabs(w->sc[ia]) + fabs(w->sc[it]) + fabs(ws_b(w, i)));
}
static double ws_sigma_bound(const ws_scan *w, int i, int t, double nz)
{
  const mm_svm_keys *k = w->k;
  return fabs(ws_b(w, i)) + (w->kn[k->off[i] + w->alpha[i]] + w->kn[k->off[i] + t]) * nz;
}

@ The solver. It validates, sets up the scan, runs the rounds, and
assembles the result from the last restricted solve.
@.svm: keys must be finite@>
@.svm: too many rounds of the working set@>
@<Svm: subroutines@>=
mm_status mm_svm_att_keys(const mm_svm_keys *k, const int *alpha, const int *relaxed,
  const mm_svm_ws_options *o, mm_svm *s)
{
  mm_svm_ws_options def = {0, 0, 0};
  ws_scan w;
  mm_status st;
  int n, d, batch, max_rounds, nw = 0, cap = 0, *W = NULL, rounds = 0, total_iter = 0;
  unsigned char *inW = NULL;
  int *near = NULL, nnear = 0, near_cap = 0; /* near rows outside $\cal W$ seen by the last scan, or $-1$ */
  double *z = NULL;
  mm_svm sub;
  memset(s, 0, sizeof *s);
  memset(&sub, 0, sizeof sub);
  memset(&w, 0, sizeof w);
  if (o == NULL) o = &def;
  @<Validate the keys form and the selection@>@;
  n = k->n; d = k->d;
  if (o->force < 0 || (o->force == 0 && (size_t)w.m * d <= MM_SVM_DENSE_MAX)) return ws_dense(k, alpha, relaxed, s);
  batch = o->batch > 0 ? o->batch : (4 * d > 64 ? 4 * d : 64);
  max_rounds = o->max_rounds > 0 ? o->max_rounds : w.m + 1;
  @<Allocate the scan, the membership bits and $z=0$@>@;
  for (;;) {
    int added;
    @<Scan all rows at $z$ and add the |batch| most violated outside $\cal W$; set |added|@>@;
    if (added < 0) { st = MM_ENOMEM; goto done; }
    if (added == 0) break;
    if (++rounds > max_rounds) { st = mm_fail(MM_EITER, "svm: too many rounds of the working set (%d)", max_rounds); goto done; }
    @<Solve the problem restricted to $\cal W$; leave on infeasibility or failure@>@;
  }
  @<Assemble the result from the last restricted solve, with the near rows@>@;
  st = s->status;
done:
  if (s->status == MM_OK && st != MM_OK) s->status = st;
  if (s->qp == NULL) { s->status = st; if (s->z == NULL) { s->z = z; z = NULL; } }
  s->rounds = rounds; s->m_all = w.m;
  free(w.sc); free(w.kn); free(w.a); free(inW); free(W); free(z); free(near);
  mm_svm_free(&sub);
  return s->status;
}

@ @<Validate the keys form...@>=
if (k == NULL || alpha == NULL || k->off == NULL || k->K == NULL || k->n <= 0 || k->d <= 0)
  return s->status = mm_fail(MM_EINPUT, "svm: no keys or no token selection given");
for (int i = 0; i < k->n; i++)
  if (alpha[i] < 0 || alpha[i] >= k->off[i + 1] - k->off[i])
    return s->status = mm_fail(MM_EINPUT, "svm: selected token out of range: alpha[%d] = %d, input %d has %d tokens",
      i, alpha[i], i, k->off[i + 1] - k->off[i]);
  else if (relaxed && relaxed[i] != 0 && relaxed[i] != 1)
    return s->status = mm_fail(MM_EINPUT, "svm: relaxed flag must be 0 or 1: relaxed[%d] = %d", i, relaxed[i]);
if (!mm_all_finite(k->K, (size_t)k->off[k->n] * k->d))
  return s->status = mm_fail(MM_EINPUT, "svm: keys must be finite");
w.k = k; w.alpha = alpha; w.relaxed = relaxed; w.m = k->off[k->n] - k->n;

@ @<Allocate the scan...@>=
w.sc = mm_alloc((size_t)k->off[n], sizeof(double));
w.kn = mm_alloc((size_t)k->off[n], sizeof(double));
w.a = mm_alloc((size_t)d, sizeof(double));
inW = mm_alloc((size_t)w.m / 8 + 1, 1);
z = mm_alloc((size_t)d, sizeof(double));
near = malloc(sizeof(int) * (size_t)(near_cap = 2 * n > 4096 ? 2 * n : 4096));
if (!w.sc || !w.kn || !w.a || !inW || !z || !near) { st = MM_ENOMEM; goto done; }

@ The candidates: for each input, its most violated row outside $\cal W$
by the rule of |gi_most_violated|; then the |batch| with the most negative
distance. A row is examined only when its computed slack is below its
error bound $e_r$ plus the near-row margin (a larger one is certainly
neither violated nor near). The candidates are collected in the |cand|
array ($n$ entries at most). The same scan lists the near rows outside
$\cal W$, up to |near_cap| of them (|nnear| becomes $-1$ beyond): when the
scan finds nothing to add, this is the final $z$, and its list saves a
pass for the result's rows. The first scan, at $z=0$, computes the key
lengths as well.
@<Scan all rows at $z$ and add...@>=
{
  typedef struct { double dist; int row; } cand_t;
  cand_t *cand = malloc(sizeof(cand_t) * (size_t)n);
  int nc = 0;
  double nz = sqrt(dot8(z, z, d));
  added = -1;
  if (cand == NULL) { st = MM_ENOMEM; goto done; }
  ws_scores(&w, z, rounds == 0);
  nnear = 0;
  for (int i = 0; i < n; i++) {
    int T = k->off[i + 1] - k->off[i], best = -1;
    double bd = 0.0, sa = w.sc[k->off[i] + alpha[i]], bi = ws_b(&w, i);
    for (int t = 0; t < T; t++) {
      double sl, na, dist;
      size_t r;
      if (t == alpha[i] || sa - w.sc[k->off[i] + t] - bi > ws_err(&w, i, t, nz) + MM_SVM_NEAR_TOL * ws_sigma_bound(&w, i, t, nz)) continue;
      r = ws_row(k, alpha, i, t);
      if (inW[r >> 3] & (1u << (r & 7))) continue;
      sl = ws_form(&w, i, t, z, &na);
      if (nnear >= 0 && sl <= MM_SVM_NEAR_TOL * (fabs(bi) + na * nz)) {
        if (nnear < near_cap) near[nnear++] = (int)r; else nnear = -1;
      }
      if (!(sl < -0x1p10 * DBL_EPSILON * (fabs(bi) + na * nz))) continue;
      dist = na > 0.0 ? sl / na : -HUGE_VAL;
      if (best < 0 || dist < bd) { best = t; bd = dist; }
    }
    if (best >= 0) { cand[nc].dist = bd; cand[nc].row = (int)ws_row(k, alpha, i, best); nc++; }
  }
  qsort(cand, (size_t)nc, sizeof(cand_t), cmp_cand);
  if (nc > batch) nc = batch;
  if (nw + nc > cap) {
    int *nW = realloc(W, sizeof(int) * (size_t)(cap = 2 * (nw + nc)));
    if (nW == NULL) { free(cand); st = MM_ENOMEM; goto done; }
    W = nW;
  }
  for (int c = 0; c < nc; c++) { int r = cand[c].row; W[nw++] = r; inW[r >> 3] |= (unsigned char)(1u << (r & 7)); }
  free(cand);
  added = nc;
}

@ The comparison sorts by distance, ties by row number, so that the
order, and with it the answer, does not depend on |qsort|.
@<Svm: internal types and forward declarations@>=
static int cmp_cand(const void *x, const void *y);
static mm_status ws_dense(const mm_svm_keys *k, const int *alpha, const int *relaxed, mm_svm *s);
static void ws_input_token(const mm_svm_keys *k, const int *alpha, int row, int *i, int *t);

@ @<Svm: subroutines@>=
static int cmp_cand(const void *x, const void *y)
{
  const struct { double dist; int row; } *a = x, *b = y;
  if (a->dist != b->dist) return a->dist < b->dist ? -1 : 1;
  return (a->row > b->row) - (a->row < b->row);
}

@ Row number back to input and token, by binary search over the inputs.
@<Svm: subroutines@>=
static void ws_input_token(const mm_svm_keys *k, const int *alpha, int row, int *i, int *t)
{
  int lo = 0, hi = k->n - 1;
  while (lo < hi) { /* the last input whose first row is at most |row| */
    int mid = (lo + hi + 1) / 2;
    if (k->off[mid] - mid <= row) lo = mid; else hi = mid - 1;
  }
  *i = lo; *t = row - (k->off[lo] - lo);
  if (*t >= alpha[lo]) (*t)++;
}

@ The restricted problem is written afresh each round (rows in order of
entry into $\cal W$, with provenance) and solved by |mm_svm_solve|.
@<Solve the problem restricted to $\cal W$...@>=
{
  mm_svm_qp *qp = mm_svm_qp_new(nw, d, 0);
  if (qp == NULL) { st = MM_ENOMEM; goto done; }
  for (int c = 0; c < nw; c++) {
    int i, t;
    ws_input_token(k, alpha, W[c], &i, &t);
    ws_fill(&w, i, t);
    memcpy(qp->A + (size_t)c * d, w.a, sizeof(double) * (size_t)d);
    qp->b[c] = ws_b(&w, i); qp->input[c] = i; qp->token[c] = t;
  }
  mm_svm_free(&sub);
  st = mm_svm_solve(qp, NULL, &sub);
  sub.owned = qp;
  total_iter += sub.iterations;
  if (st == MM_EINFEASIBLE) { @<Return the restricted Farkas vector as the result@>@; }
  if (st != MM_OK) goto done;
  memcpy(z, sub.z, sizeof(double) * (size_t)d);
}

@ The infeasible result keeps the restricted problem, in entry order, with
the Farkas vector on its rows; |mm_svm_att_certify|'s Farkas part
recomputes the rows from the keys.
@<Return the restricted Farkas vector...@>=
*s = sub;
memset(&sub, 0, sizeof sub);
s->iterations = total_iter;
ws_farkas_recheck(&w, s);
goto done;

@ @<Svm: internal types and forward declarations@>=
static void ws_farkas_recheck(ws_scan *w, mm_svm *s);

@ The Farkas certificate over all rows, from the keys: the rows with
$y_r\ne0$ are rebuilt from their provenance and checked by
|mm_svm_farkas_check|; all other rows have $y_r=0$ and contribute nothing.
@<Svm: subroutines@>=
static void ws_farkas_recheck(ws_scan *w, mm_svm *s)
{
  const mm_svm_qp *q = s->qp;
  mm_svm_qp *r = mm_svm_qp_new(q->m, w->k->d, 0);
  if (r == NULL) { s->status = MM_ENOMEM; return; }
  for (int c = 0; c < q->m; c++) {
    ws_fill(w, q->input[c], q->token[c]);
    memcpy(r->A + (size_t)c * w->k->d, w->a, sizeof(double) * (size_t)w->k->d);
    r->b[c] = ws_b(w, q->input[c]);
  }
  s->fcert = mm_svm_farkas_check(r, s->farkas);
  mm_svm_qp_free(r);
  if (!mm_svm_farkas_valid(&s->fcert))
    s->status = mm_fail(MM_ENUMERIC, "svm: certificate failed: Farkas vector with residual %.3g, gap %.3g",
      s->fcert.residual, s->fcert.gap);
  else {
    s->status = MM_EINFEASIBLE;
    mm_fail(MM_EINFEASIBLE, "svm: the constraints are infeasible (Farkas certificate: no solution within radius %.3g)", s->fcert.radius);
  }
}

@ The result. The rows are $\cal W$ and the near rows, in row order
(which is the dense order); the multipliers and the active set of the last
restricted solve are carried over by row number, and the certificate is
the one over all rows.
@<Assemble the result from the last restricted solve, with the near rows@>=
{
  int nr = 0, *rows;
  mm_svm_qp *qp;
  if ((st = nnear >= 0 ? ws_merge(W, nw, near, nnear, &rows, &nr) : ws_near_rows(&w, z, W, nw, &rows, &nr)) != MM_OK) goto done;
  if ((qp = mm_svm_qp_new(nr, d, n)) == NULL) { free(rows); st = MM_ENOMEM; goto done; }
  s->owned = qp; s->qp = qp;
  s->z = z; z = NULL;
  s->lambda = mm_alloc((size_t)nr + 1, sizeof(double));
  s->active = mm_alloc((size_t)d, sizeof(int));
  if (!s->lambda || !s->active) { free(rows); st = MM_ENOMEM; goto done; }
  @<Write the result's rows with provenance and |row_off|@>@;
  @<Carry the multipliers and the active set over by row number@>@;
  free(rows);
  s->iterations = total_iter;
  s->status = MM_OK;
  if (mm_svm_att_certify(k, alpha, relaxed, s, &s->kkt, &s->err) != MM_OK) s->status = MM_ENOMEM;
  else if (!(s->kkt.worst <= MM_SVM_CERT_TOL))
    s->status = mm_fail(MM_ENUMERIC, "svm: certificate failed: KKT residuals primal %.3g, dual %.3g, stationarity %.3g, complementarity %.3g",
      s->kkt.primal, s->kkt.dual, s->kkt.stationarity, s->kkt.complementarity);
}

@ @<Write the result's rows...@>=
for (int c = 0, i0 = 0; c < nr; c++) {
  int i, t;
  ws_input_token(k, alpha, rows[c], &i, &t);
  while (i0 <= i) qp->row_off[i0++] = c;
  ws_fill(&w, i, t);
  memcpy(qp->A + (size_t)c * d, w.a, sizeof(double) * (size_t)d);
  qp->b[c] = ws_b(&w, i); qp->input[c] = i; qp->token[c] = t;
  if (c == nr - 1) while (i0 <= n) qp->row_off[i0++] = nr;
}
if (nr == 0) for (int i = 0; i <= n; i++) qp->row_off[i] = 0;

@ Both lists are sorted, so a merge finds each active row's new number.
@<Carry the multipliers...@>=
s->nactive = sub.nactive;
for (int j = 0; j < sub.nactive; j++) {
  int row = W[sub.active[j]], lo = 0, hi = nr - 1;
  while (lo < hi) { int mid = (lo + hi) / 2; if (rows[mid] < row) lo = mid + 1; else hi = mid; }
  s->active[j] = lo;
  s->lambda[lo] = sub.lambda[sub.active[j]];
}

@ The near rows: every row whose slack at $z$ is within
|MM_SVM_NEAR_TOL|$\,\sigma_r$ of zero, merged with $\cal W$ into one sorted
list of row numbers.
@<Svm: internal types and forward declarations@>=
static mm_status ws_near_rows(ws_scan *w, const double *z, const int *W, int nw, int **rows, int *nr);
static mm_status ws_merge(const int *W, int nw, const int *near, int nn, int **rows, int *nr);
static int cmp_int(const void *x, const void *y);

@ @<Svm: subroutines@>=
static int cmp_int(const void *x, const void *y) { int a = *(const int *)x, b = *(const int *)y; return (a > b) - (a < b); }
static mm_status ws_merge(const int *W, int nw, const int *near, int nn, int **rows, int *nr)
{
  int cnt = nw + nn, *l = malloc(sizeof(int) * (size_t)(cnt + 1));
  if (l == NULL) return MM_ENOMEM;
  if (nw > 0) memcpy(l, W, sizeof(int) * (size_t)nw); /* |W| may be |NULL| when empty */
  if (nn > 0) memcpy(l + nw, near, sizeof(int) * (size_t)nn);
  qsort(l, (size_t)cnt, sizeof(int), cmp_int);
  *nr = 0;
  for (int c = 0; c < cnt; c++) if (c == 0 || l[c] != l[c - 1]) l[(*nr)++] = l[c];
  *rows = l;
  return MM_OK;
}
static mm_status ws_near_rows(ws_scan *w, const double *z, const int *W, int nw, int **rows, int *nr)
{
  const mm_svm_keys *k = w->k;
  int cap = 4096, cnt = 0, *l = malloc(sizeof(int) * (size_t)cap), d = k->d;
  double nz = sqrt(dot8(z, z, d));
  mm_status st;
  if (l == NULL) return MM_ENOMEM;
  ws_scores(w, z, 0);
  for (int i = 0; i < k->n; i++) {
    double sa = w->sc[k->off[i] + w->alpha[i]], bi = ws_b(w, i);
    for (int t = 0; t < k->off[i + 1] - k->off[i]; t++) {
      double sl, na;
      if (t == w->alpha[i] || sa - w->sc[k->off[i] + t] - bi > ws_err(w, i, t, nz) + MM_SVM_NEAR_TOL * ws_sigma_bound(w, i, t, nz)) continue;
      sl = ws_form(w, i, t, z, &na);
      if (sl > MM_SVM_NEAR_TOL * (fabs(bi) + na * nz)) continue;
      if (cnt == cap) { int *nl = realloc(l, sizeof(int) * (size_t)(cap *= 2)); if (nl == NULL) { free(l); return MM_ENOMEM; } l = nl; }
      l[cnt++] = (int)ws_row(k, w->alpha, i, t);
    }
  }
  st = ws_merge(W, nw, l, cnt, rows, nr);
  free(l);
  return st;
}

@ The certificate over all rows. |s| must be an optimal answer whose
problem carries provenance (every result of this chapter's ATT-SVM
builders does). The rows with $\lambda_r\ne0$ are rebuilt from the keys and
checked by |mm_svm_kkt_check| for dual feasibility, stationarity and
complementarity (rows with $\lambda_r=0$ contribute nothing to those three);
the primal residual is then taken over all $m$ rows: a row whose computed
slack exceeds $e_r$ is satisfied exactly and skipped, every other row is
formed and evaluated in |long double|. |err| (when not |NULL|) receives
the error bound of the section above. Nothing of |s->qp| but the
provenance and nothing of the solver is used.
@.svm: the answer's rows carry no provenance@>
@<Svm: subroutines@>=
mm_status mm_svm_att_certify(const mm_svm_keys *k, const int *alpha, const int *relaxed,
  const mm_svm *s, mm_svm_kkt *cert, double *err)
{
  ws_scan w;
  const mm_svm_qp *q = s->qp;
  int d = k->d, nl = 0;
  mm_svm_qp *r;
  long double nz = 0.0L, rho = 0.0L, viol0 = 0.0L;
  memset(&w, 0, sizeof w);
  w.k = k; w.alpha = alpha; w.relaxed = relaxed; w.m = k->off[k->n] - k->n;
  for (int c = 0; c < q->m; c++) {
    if (s->lambda[c] == 0.0) continue;
    if (q->input[c] < 0 || q->input[c] >= k->n || q->token[c] == alpha[q->input[c]] || q->token[c] < 0
        || q->token[c] >= k->off[q->input[c] + 1] - k->off[q->input[c]])
      return mm_fail(MM_EINPUT, "svm: the answer's rows carry no provenance");
    nl++;
  }
  w.sc = mm_alloc((size_t)k->off[k->n], sizeof(double));
  w.kn = mm_alloc((size_t)k->off[k->n], sizeof(double));
  w.a = mm_alloc((size_t)d, sizeof(double));
  r = mm_svm_qp_new(nl, d, 0);
  if (!w.sc || !w.kn || !w.a || !r) { free(w.sc); free(w.kn); free(w.a); mm_svm_qp_free(r); return MM_ENOMEM; }
  @<Check the rows with multipliers: dual feasibility, stationarity, complementarity@>@;
  @<Take the primal residual over all rows, with $\rho$ and the $b_r=0$ violations@>@;
  cert->worst = fmax(fmax(cert->primal, cert->dual), fmax(cert->stationarity, cert->complementarity));
  if (err) @<Bound $\norm{z-z_\star}$@>@;
  free(w.sc); free(w.kn); free(w.a); mm_svm_qp_free(r);
  return MM_OK;
}

@ @<Check the rows with multipliers...@>=
{
  double *lam = mm_alloc((size_t)nl + 1, sizeof(double));
  if (lam == NULL) { free(w.sc); free(w.kn); free(w.a); mm_svm_qp_free(r); return MM_ENOMEM; }
  for (int c = 0, j = 0; c < q->m; c++) if (s->lambda[c] != 0.0) {
    ws_fill(&w, q->input[c], q->token[c]);
    memcpy(r->A + (size_t)j * d, w.a, sizeof(double) * (size_t)d);
    r->b[j] = ws_b(&w, q->input[c]); lam[j] = s->lambda[c]; j++;
  }
  *cert = mm_svm_kkt_check(r, s->z, lam);
  free(lam);
}

@ @<Take the primal residual over all rows...@>=
{
  double nzd;
  for (int j = 0; j < d; j++) nz += (long double)s->z[j] * s->z[j];
  nz = sqrtl(nz); nzd = (double)nz;
  cert->primal = 0.0;
  ws_scores(&w, s->z, 1);
  for (int i = 0; i < k->n; i++) {
    double sa = w.sc[k->off[i] + alpha[i]], bi = ws_b(&w, i);
    for (int t = 0; t < k->off[i + 1] - k->off[i]; t++) {
      const double *ka, *kt;
      long double ax = 0.0L, na = 0.0L, viol;
      if (t == alpha[i] || sa - w.sc[k->off[i] + t] - bi > ws_err(&w, i, t, nzd)) continue;
      ka = k->K + (size_t)(k->off[i] + alpha[i]) * d; kt = k->K + (size_t)(k->off[i] + t) * d;
      for (int j = 0; j < d; j++) { long double a = (long double)ka[j] - kt[j]; ax += a * s->z[j]; na += a * a; }
      viol = bi - ax;
      if (viol <= 0.0L) continue;
      cert->primal = fmax(cert->primal, ratio(viol, fabsl((long double)bi) + sqrtl(na) * nz));
      if (bi > 0.0) { if (viol / bi > rho) rho = viol / bi; } else if (viol > viol0) viol0 = viol;
    }
  }
}

@ @<Bound $\norm{z-z_\star}$@>=
{
  long double bl = 0.0L, bla = 0.0L, ww = 0.0L, zw = 0.0L, G, *atl = calloc((size_t)d, sizeof(long double));
  if (atl == NULL) *err = HUGE_VAL;
  else {
    for (int c = 0, j = 0; c < q->m; c++) if (s->lambda[c] != 0.0) {
      long double l = s->lambda[c];
      bl += (long double)r->b[j] * l; bla += fabsl((long double)r->b[j] * l);
      for (int e = 0; e < d; e++) atl[e] += (long double)r->A[(size_t)j * d + e] * l;
      j++;
    }
    for (int e = 0; e < d; e++) { ww += atl[e] * atl[e]; zw += (s->z[e] - atl[e]) * (s->z[e] - atl[e]); }
    G = nz * nz / ((1.0L - rho) * (1.0L - rho)) - 2.0L * bl + ww;
    G = (G > 0.0L ? G : 0.0L) + 4.0L * (nl + d) * LDBL_EPSILON * (nz * nz + bla + ww);
    *err = viol0 > 0.0L || rho >= 1.0L ? HUGE_VAL : (double)(sqrtl(zw) + sqrtl(G));
    free(atl);
  }
}

@ The dense path, for problems whose rows fit: the existing builder, then
the certificate over all rows (which here only adds the error bound, the
residuals being those of the full problem already).
@<Svm: subroutines@>=
static mm_status ws_dense(const mm_svm_keys *k, const int *alpha, const int *relaxed, mm_svm *s)
{
  mm_svm_qp *qp;
  int d = k->d, r = 0;
  mm_status st;
  if ((qp = mm_svm_qp_new(k->off[k->n] - k->n, d, k->n)) == NULL) return s->status = MM_ENOMEM;
  for (int i = 0; i < k->n; i++) {
    const double *ka = k->K + (size_t)(k->off[i] + alpha[i]) * d;
    qp->row_off[i] = r;
    for (int t = 0; t < k->off[i + 1] - k->off[i]; t++) if (t != alpha[i]) {
      const double *kt = k->K + (size_t)(k->off[i] + t) * d;
      for (int j = 0; j < d; j++) qp->A[(size_t)r * d + j] = ka[j] - kt[j]; /* $a=k_{i\alpha_i}-k_{it}$ */
      qp->b[r] = relaxed && relaxed[i] ? 0.0 : 1.0;
      qp->input[r] = i; qp->token[r] = t; r++;
    }
  }
  qp->row_off[k->n] = r;
  st = solve_owned(qp, s);
  s->m_all = qp->m;
  if (st == MM_OK) {
    mm_svm_kkt c;
    if (mm_svm_att_certify(k, alpha, relaxed, s, &c, &s->err) != MM_OK) s->err = HUGE_VAL;
  } else s->err = HUGE_VAL;
  return st;
}

@*1 The benchmark.
\.{make bench} runs this program. It prints a scaling table of the
ATT-SVM solver against cvxopt's interior-point QP, both run in the same
process tree on the same instance. The instances have $n$ inputs of $T=64$
tokens, so $m=63n$ rows, for $m=630$ to $6.3\cdot10^6$ at $d=32$ and
$d=128$; keys $N(0,I)$ with token~$0$ of each input made separable (with
$u$ a random unit vector, token $0$ is shifted along $u$ until
$(k_{i0}-k_{it})^Tu\ge\mu_i$ for every $t$, with $\mu_i=1+{1\over2}\vert g_i\vert$,
$g_i\sim N(0,1)$), so that ATT-SVM$(0)$ is feasible with $\norm{p^\mm}<1$.
(With equal margins $\mu_i=1$ every input would have a row tight at $u$
and the answer would be $u$ itself, with $n$ tight rows: a degenerate
problem, not a typical one.)
Each size runs in a child process, whose peak resident memory the parent
reads with |wait4| (the number \.{/usr/bin/time -v} reports).
@^benchmark@>

For each size the table gives: our time (everything |mm_svm_att_keys|
does: validation, the rounds or the dense rows, the certificate over all
rows; the median of repeated solves for about a second) on the path
|mm_svm_att| takes, as processor time and, in parentheses, wall-clock
time; the working set's processor time, rounds and rows held (forced
where |mm_svm_att| would take the dense rows); the dense method's
processor time where its rows take at most 160\,MB; cvxopt's processor time for |solvers.qp| with
\.{abstol}, \.{reltol} and \.{feastol} at $10^{-12}$ (one run of
\.{scripts/cvxopt\_anchor.py} with Debian's \.{/usr/bin/python3} on the
instance this program writes to a file; a status other than ``optimal'',
which cvxopt reports when it cannot reach tolerances this tight, is
printed under the row); the ratio of the two processor times (the machine
may be shared, and processor time is what a neighbour's load disturbs
least); and
each solution's relative distance to a {\it polished reference}: the
minimum-norm solution of our certified active rows held as equalities,
recomputed in |long double| by Gram--Schmidt QR (orthogonalised twice) and
one step of refinement. Its error is about $\kappa\cdot2^{-64}$, far below
either solver's, and it is the exact $p^\mm$ whenever the active set is
right, which the certificate over all rows establishes.

Skipped, and said so in the output: cvxopt where $md^2>2^{30}$ (its
interior-point iterations cost $O(md^2)$ each with the reference BLAS
Debian links it to, which puts those sizes past a minute), and our solver
at $m=6.3\cdot10^6$, $d=128$, whose keys alone would take 6.5\,GB.

@(bench_svm.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include "gen.h"
#include "svm.h"
@<Svm bench: clock and instance@>@;
@<Svm bench: the polished reference@>@;
@<Svm bench: cvxopt on the same instance@>@;
@<Svm bench: one size@>@;
@<Svm bench: the table@>@;

@ @<Svm bench: clock and instance@>=
static double clock_of(clockid_t c)
{
  struct timespec ts;
  clock_gettime(c, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static double now(void) { return clock_of(CLOCK_MONOTONIC); }
static double cpu(void) { return clock_of(CLOCK_PROCESS_CPUTIME_ID); }
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
typedef struct { int n, d, *off, *alpha; double *K; } bench_inst;
static int bench_make(bench_inst *b, int n, int d)
{
  mm_rng r;
  double *u = malloc(sizeof(double) * (size_t)d), nu;
  b->n = n; b->d = d;
  b->off = malloc(sizeof(int) * (size_t)(n + 1));
  b->alpha = calloc((size_t)n, sizeof(int));
  b->K = malloc(sizeof(double) * (size_t)n * 64 * d);
  if (!u || !b->off || !b->alpha || !b->K) return -1;
  for (int i = 0; i <= n; i++) b->off[i] = 64 * i;
  mm_rng_seed(&r, 20231210, (uint64_t)d);
  for (size_t j = 0; j < (size_t)n * 64 * d; j++) b->K[j] = mm_rng_normal(&r);
  for (int j = 0; j < d; j++) u[j] = mm_rng_normal(&r);
  nu = mm_norm(u, d);
  for (int j = 0; j < d; j++) u[j] /= nu;
  for (int i = 0; i < n; i++) mm_shift_separable(b->K + (size_t)b->off[i] * d, 64, d, 0, u, 1.0 + 0.5 * fabs(mm_rng_normal(&r)));
  free(u);
  return 0;
}

@ The reference: $z=Q\,R^{-T}b_{\cal A}$ for the active rows $N=QR$, all
in |long double|, then $z\gets z+Q\,R^{-T}(b_{\cal A}-N^Tz)$ once.
@<Svm bench: the polished reference@>=
static void polish(const bench_inst *b, const mm_svm *s, double *zref)
{
  int d = b->d, q = s->nactive;
  long double *Q = calloc((size_t)d * (q + 1), sizeof(long double)), *R = calloc((size_t)(q + 1) * (q + 1), sizeof(long double));
  long double *w = calloc((size_t)q + 1, sizeof(long double)), *z = calloc((size_t)d, sizeof(long double)), *rhs = calloc((size_t)q + 1, sizeof(long double));
  for (int c = 0; c < q; c++) {
    int r = s->active[c], i = s->qp->input[r], t = s->qp->token[r];
    const double *ka = b->K + (size_t)(b->off[i] + b->alpha[i]) * d, *kt = b->K + (size_t)(b->off[i] + t) * d;
    long double *v = Q + (size_t)c * d, nv = 0.0L;
    for (int j = 0; j < d; j++) v[j] = (long double)ka[j] - kt[j];
    for (int pass = 0; pass < 2; pass++)
      for (int l = 0; l < c; l++) {
        long double h = 0.0L;
        for (int j = 0; j < d; j++) h += Q[(size_t)l * d + j] * v[j];
        R[(size_t)c * q + l] += h;
        for (int j = 0; j < d; j++) v[j] -= h * Q[(size_t)l * d + j];
      }
    for (int j = 0; j < d; j++) nv += v[j] * v[j];
    nv = sqrtl(nv); R[(size_t)c * q + c] = nv;
    for (int j = 0; j < d; j++) v[j] /= nv;
  }
  for (int c = 0; c < q; c++) rhs[c] = 1.0L;
  for (int step = 0; step < 2; step++) {
    for (int c = 0; c < q; c++) { /* $R^Tw=$ |rhs|; column |c| of $R$ is |R+c*q| */
      long double t = rhs[c];
      for (int l = 0; l < c; l++) t -= R[(size_t)c * q + l] * w[l];
      w[c] = t / R[(size_t)c * q + c];
    }
    for (int c = 0; c < q; c++) for (int j = 0; j < d; j++) z[j] += w[c] * Q[(size_t)c * d + j];
    for (int c = 0; c < q; c++) { /* residual $1-a_c^Tz$ from the rows themselves */
      int r = s->active[c], i = s->qp->input[r], t = s->qp->token[r];
      const double *ka = b->K + (size_t)(b->off[i] + b->alpha[i]) * d, *kt = b->K + (size_t)(b->off[i] + t) * d;
      long double ax = 0.0L;
      for (int j = 0; j < d; j++) ax += ((long double)ka[j] - kt[j]) * z[j];
      rhs[c] = 1.0L - ax;
    }
  }
  for (int j = 0; j < d; j++) zref[j] = (double)z[j];
  free(Q); free(R); free(w); free(z); free(rhs);
}
static double rel_dist(const double *x, const double *y, int d)
{
  return mm_dist(x, y, d) / mm_norm(y, d);
}

@ cvxopt reads the rows from a file: two 64-bit integers $m$, $d$, then $A$
row by row and $b$, as little-endian doubles. The script prints its time,
status, iteration count, the BLAS library it loaded, and $z$. With
|blasdir| (from \.{MMATTN\_OPENBLAS}, which \.{make bench} sets to the
OpenBLAS it unpacked under \.{generated/}), the script runs with that
directory first in its library path and one OpenBLAS thread, so that this
process alone uses OpenBLAS; the row then also shows cvxopt at its
strongest. A directory name with a quote in it is not used.
@<Svm bench: cvxopt on the same instance@>=
typedef struct { double ms, dist; int iters, ok; char blas[160], why[96], status[32]; } cvx_result;
static void run_cvxopt(const bench_inst *b, const double *zref, const char *blasdir, cvx_result *c)
{
  char path[] = "/tmp/mmattn_bench_svm_XXXXXX", cmd[512], line[1 << 16];
  int fd = mkstemp(path), d = b->d;
  int64_t hdr[2] = {(int64_t)b->off[b->n] - b->n, d};
  FILE *f, *p;
  double *a = malloc(sizeof(double) * (size_t)d), *z = calloc((size_t)d, sizeof(double)), one = 1.0;
  c->ok = 0; c->ms = NAN; c->dist = NAN; strcpy(c->blas, "?");
  if (fd < 0 || (f = fdopen(fd, "wb")) == NULL || !a || !z) { strcpy(c->why, "cannot write the instance file"); return; }
  fwrite(hdr, sizeof hdr, 1, f);
  for (int i = 0; i < b->n; i++) for (int t = 1; t < 64; t++) {
    for (int j = 0; j < d; j++) a[j] = b->K[(size_t)(b->off[i]) * d + j] - b->K[(size_t)(b->off[i] + t) * d + j];
    fwrite(a, sizeof(double), (size_t)d, f);
  }
  for (size_t r = 0; r < (size_t)hdr[0]; r++) fwrite(&one, sizeof one, 1, f);
  fclose(f);
  snprintf(cmd, sizeof cmd, "%s%s%s/usr/bin/python3 %s/cvxopt_anchor.py %s 2>&1",
    blasdir ? "OPENBLAS_NUM_THREADS=1 LD_LIBRARY_PATH='" : "", blasdir ? blasdir : "", blasdir ? "' " : "",
    getenv("MMATTN_SCRIPTS") ? getenv("MMATTN_SCRIPTS") : "scripts", path);
  strcpy(c->why, "cvxopt failed (is python3-cvxopt installed?)");
  if ((p = popen(cmd, "r")) != NULL) {
    while (fgets(line, sizeof line, p)) {
      char *v = strchr(line, ' ');
      if (v == NULL) continue;
      *v++ = 0; v[strcspn(v, "\n")] = 0;
      if (!strcmp(line, "cpu")) c->ms = 1e3 * atof(v);
      else if (!strcmp(line, "iterations")) c->iters = atoi(v);
      else if (!strcmp(line, "blas")) snprintf(c->blas, sizeof c->blas, "%s", v);
      else if (!strcmp(line, "status")) { snprintf(c->status, sizeof c->status, "%s", v); c->why[0] = 0; }
      else if (!strcmp(line, "z")) { char *e = v; for (int j = 0; j < d; j++) z[j] = strtod(e, &e); }
    }
    pclose(p);
  }
  unlink(path);
  if (c->why[0] == 0 && !isnan(c->ms)) { c->ok = 1; c->dist = rel_dist(z, zref, d); }
  free(a); free(z);
}

@ One size, in the child process: build the instance, time our solver,
the dense method and cvxopt, and send the figures to the parent.
@<Svm bench: one size@>=
typedef struct {
  int m, d, reps, rounds, held, nactive, ok;
  double ms, wall_ms, ws_ms, dense_ms, kkt, err, dist;
  cvx_result cvx, cvx_ob;
} bench_row;
static double time_solve(const bench_inst *b, int force, mm_svm *s, int *reps, double *wall)
{
  mm_svm_ws_options o = {0, 0, force};
  mm_svm_keys k = {b->n, b->d, b->off, b->K};
  double t0 = now(), times[64], walls[64];
  int n = 0;
  do {
    double t1 = cpu(), w1 = now();
    if (n) mm_svm_free(s);
    if (mm_svm_att_keys(&k, b->alpha, NULL, &o, s) != MM_OK) return -1.0;
    times[n] = cpu() - t1; walls[n++] = now() - w1;
  } while (now() - t0 < 1.0 && n < 64);
  qsort(times, (size_t)n, sizeof(double), cmp_double);
  qsort(walls, (size_t)n, sizeof(double), cmp_double);
  if (reps) *reps = n;
  if (wall) *wall = 1e3 * walls[n / 2];
  return 1e3 * times[n / 2];
}
static void one_size(int n, int d, bench_row *row)
{
  bench_inst b;
  mm_svm s, t;
  double *zref = malloc(sizeof(double) * (size_t)d);
  memset(row, 0, sizeof *row);
  row->m = 63 * n; row->d = d; row->dense_ms = -1.0;
  if (zref == NULL || bench_make(&b, n, d) != 0) return;
  if ((row->ms = time_solve(&b, 0, &s, &row->reps, &row->wall_ms)) < 0) return;
  row->rounds = s.rounds; row->held = s.qp->m; row->nactive = s.nactive;
  row->kkt = s.kkt.worst; row->err = s.err;
  polish(&b, &s, zref);
  row->dist = rel_dist(s.z, zref, d);
  if (s.rounds == 0) { /* |mm_svm_att| would take the dense rows: time the working set too */
    row->dense_ms = row->ms;
    if ((row->ws_ms = time_solve(&b, 1, &t, NULL, NULL)) >= 0) { row->rounds = t.rounds; row->held = t.qp->m; }
    mm_svm_free(&t);
  } else {
    row->ws_ms = row->ms;
    if ((double)row->m * d <= 2.1e7) { row->dense_ms = time_solve(&b, -1, &t, NULL, NULL); mm_svm_free(&t); }
  }
  if ((double)row->m * d * d <= 0x1p30) {
    const char *ob = getenv("MMATTN_OPENBLAS");
    run_cvxopt(&b, zref, NULL, &row->cvx);
    char lib[4096];
    snprintf(lib, sizeof lib, "%s/libblas.so.3", ob ? ob : "");
    if (ob && *ob && !strchr(ob, '\'') && access(lib, R_OK) == 0) run_cvxopt(&b, zref, ob, &row->cvx_ob);
    else snprintf(row->cvx_ob.why, sizeof row->cvx_ob.why, "unavailable (no readable libblas.so.3 in MMATTN_OPENBLAS)");
  } else snprintf(row->cvx.why, sizeof row->cvx.why, "skipped: m d^2 > 2^30");
  row->ok = 1;
  mm_svm_free(&s);
}

@ The parent prints the table, one child per size, and the BLAS cvxopt
used (Debian's python3-cvxopt is linked to the BLAS of the
\.{libblas.so.3} alternative, the reference BLAS unless another has been
installed).
@<Svm bench: the table@>=
int main(void)
{
  const int ns[5] = {10, 100, 1000, 10000, 100000}, ds[2] = {32, 128};
  char blas[160] = "";
  printf("ATT-SVM scaling, n inputs of T=64 tokens (m = 63n rows); CPU times in ms (ours: median)\n");
  printf("ours = the path mm_svm_att takes (dense rows up to 2^22 doubles, else the working set)\n");
  printf("%9s %4s %10s %10s %10s %6s %6s %4s %10s %10s %8s %9s %9s %9s %8s\n", "m", "d", "ours", "(wall)", "ws", "rounds", "held",
    "act", "dense", "cvxopt", "ratio", "ours-ref", "cvx-ref", "err bnd", "RSS MB");
  for (int di = 0; di < 2; di++) for (int ni = 0; ni < 5; ni++) {
    int fds[2], status;
    bench_row row;
    struct rusage ru;
    pid_t pid;
    if ((double)ns[ni] * 64 * ds[di] * 8 > 4e9) {
      printf("%9d %4d   skipped: the keys alone take %.1f GB\n", 63 * ns[ni], ds[di], ns[ni] * 64.0 * ds[di] * 8 / 1e9);
      continue;
    }
    fflush(stdout);
    if (pipe(fds) != 0 || (pid = fork()) < 0) { perror("bench_svm"); return 1; }
    if (pid == 0) {
      close(fds[0]); one_size(ns[ni], ds[di], &row);
      if (write(fds[1], &row, sizeof row) != (ssize_t)sizeof row) _exit(1);
      _exit(0);
    }
    close(fds[1]);
    if (read(fds[0], &row, sizeof row) != (ssize_t)sizeof row) row.ok = 0;
    close(fds[0]);
    wait4(pid, &status, 0, &ru);
    if (!row.ok) { printf("%9d %4d   FAILED: %s\n", 63 * ns[ni], ds[di], "solver did not certify"); return 1; }
    @<Svm bench: print one row@>@;
    if (row.cvx.ok) snprintf(blas, sizeof blas, "%s", row.cvx.blas);
  }
  printf("cvxopt's BLAS: %s\n", blas[0] ? blas : "(cvxopt did not run)");
  return 0;
}

@ @<Svm bench: print one row@>=
{
  char dense[16] = "-", cvx[16] = "-", ratio[16] = "-", cd[16] = "-";
  if (row.dense_ms >= 0) snprintf(dense, sizeof dense, "%.3f", row.dense_ms);
  if (row.cvx.ok) {
    snprintf(cvx, sizeof cvx, "%.1f", row.cvx.ms);
    snprintf(ratio, sizeof ratio, "%.1fx", row.cvx.ms / row.ms);
    snprintf(cd, sizeof cd, "%.1e", row.cvx.dist);
  }
  printf("%9d %4d %10.3f %10.3f %10.3f %6d %6d %4d %10s %10s %8s %9.1e %9s %9.1e %8.0f%s%s\n", row.m, row.d, row.ms, row.wall_ms, row.ws_ms, row.rounds,
    row.held, row.nactive, dense, cvx, ratio, row.dist, cd, row.err, ru.ru_maxrss / 1024.0,
    row.cvx.ok ? "" : "  cvxopt: ", row.cvx.ok ? "" : row.cvx.why);
  if (row.cvx.ok && strcmp(row.cvx.status, "optimal"))
    printf("%9s cvxopt above: status %s after %d iterations (tolerances 1e-12 not reached)\n", "", row.cvx.status, row.cvx.iters);
  if (row.cvx_ob.ok)
    printf("%9s the same cvxopt with %s: %.1f ms, %.1fx ours, %.1e from the reference, status %s\n", "",
      strstr(row.cvx_ob.blas, "openblas") ? "OpenBLAS" : row.cvx_ob.blas, row.cvx_ob.ms, row.cvx_ob.ms / row.ms,
      row.cvx_ob.dist, row.cvx_ob.status);
  else if (row.cvx.ok && getenv("MMATTN_OPENBLAS"))
    printf("%9s cvxopt with OpenBLAS: %s\n", "", row.cvx_ob.why);
}

@ Making a token separable is also what the checks do, so it is a library
routine: shift token |c| of the |T| rows |X| (of length |d|) along the unit
vector |u| by the least amount that gives $(x_c-x_t)^Tu\ge$ |margin| for
every $t\ne c$.
@<Svm: declarations@>=
void mm_shift_separable(double *X, int T, int d, int c, const double *u, double margin);

@ @<Svm: subroutines@>=
void mm_shift_separable(double *X, int T, int d, int c, const double *u, double margin)
{
  double need = 0.0, xc = mm_dot(X + (size_t)c * d, u, d);
  for (int t = 0; t < T; t++)
    if (t != c) { double g = margin - (xc - mm_dot(X + (size_t)t * d, u, d)); if (g > need) need = g; }
  for (int j = 0; j < d; j++) X[(size_t)c * d + j] += need * u[j];
}
