@*The nuclear-norm ATT-SVM: a semidefinite oracle.
The paper trains one key-query matrix $W$. Its sequel, D.~A.
Tarzanagh, Y.~Li, C.~Thrampoulidis, S.~Oymak, {\it Transformers as
support vector machines\/} (arXiv 2308.16898), trains the key and query
matrices $K$ and $Q$ separately, as every transformer does, and states
that the product $W=KQ^T$ then converges in direction to the solution of
an ATT-SVM whose objective is the {\it nuclear norm\/} $\norm{W}_*$ (the
sum of the singular values), while training $W$ directly gives the
Frobenius norm. This chapter states both problems and their duals, and
solves the nuclear-norm problem as a semidefinite program with a
certificate that is checked independently of the solver.
@^sequel@>
@^nuclear norm@>

{\it Provenance.} Only the sequel's abstract was available when this
chapter was written; it gives the two norms and the names of the
results in words, not their numbering. Every statement below is marked
{\it[sequel: abstract]\/} (the abstract's claim, restated) or
{\it[the suite's formulation]\/} (the precise form this suite chose);
no equation or theorem number of the sequel is cited.

{\it Inputs and outputs.} An instance (its tokens $x_{it}$), a selection
$\alpha$ of one token per input, and one query token $z_i\in\R^d$ per
input. |mm_nuclear_solve| returns $W$, its singular values and numerical
rank, the multipliers $\lambda$ and a certificate |mm_nuclear_cert|: a
proven interval $[\,$|lower|$,\,$|upper|$\,]$ that contains the optimal
value, or, when no $W$ meets the margins, a proven radius below which no
$W$ meets them. |mm_nuclear_certify| computes the certificate of any
claimed pair $(W,\lambda)$, so that it can be fed wrong answers.
|mm_nuclear_frobenius| solves the Frobenius problem on the same input with
the QP chapter's active-set method and returns the same result, with the
same kind of certificate in the Frobenius norm
(|mm_nuclear_frobenius_certify|).

{\it Checks.} Part~II, chapter ``Checks of the nuclear-norm oracle'':
the known answers ($d=1$, one shared query, the diagonal case as a GLPK
linear program), random instances up to $n=50$, $T=16$, $d=16$, infeasible
selections, and wrong answers that the certificate must refuse.

{\it Status.} The statements, the two oracles and their certificates, and the
command \.{mmattn nuclear}. Training $K$ and $Q$, and the sequel's
convergence results as property checks, are not built yet.

@(nuclear.h@>=
#ifndef MM_NUCLEAR_H
#define MM_NUCLEAR_H
#include "model.h"
#include "gen.h"
#include "svm.h"
@<Nuclear: type definitions@>@;
@<Nuclear: declarations@>@;
#endif

@ @(nuclear.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <lapacke.h>
#include <errno.h>
#include <time.h>
#include <dsdp/dsdp5.h>
#include <jansson.h>
#include "nuclear.h"
#include "npy.h"
#include "tokens.h"
@<Nuclear: internal declarations@>@;
@<Nuclear: subroutines@>@;

@*1 The statements.
{\it The model} [sequel: abstract; the per-input query tokens are the
suite's formulation]. Attention with separate key and query matrices
$K,Q\in\R^{d\times m'}$ gives input $i$ the logits
$x_{it}^TKQ^Tz_i=x_{it}^TWz_i$, $W=KQ^T$, where $z_i$ is the input's query
token (in self-attention, one of its own tokens). The paper's model is the
case of one shared query: $z_i=p$ for every $i$.
For a selection $\alpha$ write
$$a_{it}=x_{i\alpha_i}-x_{it},\qquad G_{it}=a_{it}z_i^T\in\R^{d\times d},
\qquad a_{it}^TWz_i=\langle G_{it},W\rangle\quad(t\ne\alpha_i),$$
so every margin constraint is linear in $W$. The rows $(i,t)$ are numbered
$k=0,\ldots,m-1$, input by input and, within an input, by token, skipping
$\alpha_i$; $m=\sum_i(T_i-1)$.
\lbl{nuc-model}
@^query tokens@>

@ {\it The Frobenius ATT-SVM} [sequel: abstract, ``directly parameterizing
by $W$ minimizes a Frobenius norm objective''; the form is the suite's]:
$$\min_W\norm{W}_F\quad\hbox{s.t.}\quad\langle G_k,W\rangle\ge1\ (k<m),$$
with dual $\max_{\lambda\ge0}\sum_k\lambda_k-{1\over2}\norm{\sum_k\lambda_kG_k}_F^2$
and solution $W=\sum_k\lambda_kG_k$. With a shared query it is the
paper's $W$-SVM (Lemma~1, \secref{lemma1}), whose solution has rank one.
\lbl{nuc-frob}
@^W-SVM@>

@ {\it The nuclear-norm ATT-SVM} [sequel: abstract, ``converges in
direction to an SVM solution minimizing the nuclear norm of the combined
parameter $W=KQ^T$''; the form is the suite's]:
$$\min_W\norm{W}_*\quad\hbox{s.t.}\quad\langle G_k,W\rangle\ge1\ (k<m).
\eqno(N)$$
{\it Its dual} [the suite's formulation; derived]. The dual norm of the
nuclear norm is the operator norm, and
$$\max_{\lambda\ge0}\ \sum_k\lambda_k\quad\hbox{s.t.}\quad
\Bigl\Vert\sum_k\lambda_kG_k\Bigr\Vert_{\rm op}\le1.\eqno(N^*)$$
{\it Weak duality}, the whole basis of the certificate: if $W$ meets the
margins and $M=\sum_k\lambda_kG_k$ with $\lambda\ge0$, then
$$\sum_k\lambda_k\le\sum_k\lambda_k\langle G_k,W\rangle=\langle M,W\rangle
\le\norm{M}_{\rm op}\norm{W}_*.$$
So any $\lambda\ge0$ proves $\norm{W}_*\ge\sum_k\lambda_k/\norm{M}_{\rm op}$
for every feasible $W$, whatever scale $\lambda$ has; and any $W$ whose
smallest margin is $\mu>0$ proves that $W/\mu$ is feasible, so the optimum
is at most $\norm{W}_*/\mu$. Strong duality holds when (N) is feasible
(its constraints are linear and $\norm{\cdot}_*$ is finite everywhere).
\lbl{nuc-dual}
@^nuclear-norm ATT-SVM@>
@^duality@>

@ {\it One shared query} [derived]. If $z_i=z\ne0$ for all $i$, the
constraints see $W$ only through $v=Wz$, and
$\norm{W}_*\ge\norm{W}_{\rm op}\ge\norm{Wz}/\norm{z}$, with equality for
$W=vz^T/\norm{z}^2$. Hence (N) and the Frobenius ATT-SVM have the same
unique solution $W=q^\mm z^T/\norm{z}^2$ of rank one, $q^\mm$ the ATT-SVM
with the tokens as keys, and the optimal value is
$\norm{q^\mm}/\norm{z}$. The two norms differ only when the queries differ:
that is the sequel's setting.
@^rank one@>

@ {\it Infeasibility} [derived]. The constraints are linear in $W$, so (N)
is infeasible exactly when a Farkas vector exists: $\lambda\ge0$,
$\sum_k\lambda_k=1$, $\sum_k\lambda_kG_k=0$; then (N$^*$) is unbounded. In
floating point the sum is never exactly zero, and an approximate ray proves
a radius, as the Farkas certificate of the QP chapter does: if
$\norm{\sum_k\lambda_kG_k}_{\rm op}\le\nu$ and $\sum_k\lambda_k=1$, weak
duality gives $\norm{W}_*\ge1/\nu$ for every $W$ that meets the margins.
Two inputs with the same tokens and the same query, whose selections are
swapped, give $G_1=-G_2$ and the exact ray $\lambda=({1\over2},{1\over2})$.
@^Farkas certificate@>

@*1 The semidefinite program, and why DSDP.
The nuclear norm has the semidefinite form
$$\norm{W}_*=\min\Bigl\{{\textstyle{1\over2}}({\rm tr}\,A+{\rm tr}\,B):
\pmatrix{A&W\cr W^T&B\cr}\succeq0\Bigr\},$$
and the operator norm bound is $\norm{M}_{\rm op}\le1\iff
\pmatrix{I&M\cr M^T&I\cr}\succeq0$. Problem (N$^*$) is therefore, with
$n'=2d$,
$$\max_{\lambda\ge0}\ \sum_k\lambda_k\quad\hbox{s.t.}\quad
C-\sum_k\lambda_kA_k\succeq0,\qquad C=I_{n'},\quad
A_k=-\pmatrix{0&G_k\cr G_k^T&0\cr},$$
which is exactly the {\it dual form\/} that DSDP (S.~J. Benson, Y. Ye,
X. Zhang; Debian package \.{libdsdp-dev}) solves, the bounds $\lambda\ge0$
given as its bound cone. DSDP's primal is then $\min{\rm tr}\,X$ over
$X\succeq0$ with $\langle A_k,X\rangle\ge1$; writing
$X=\pmatrix{X_{11}&X_{12}\cr X_{12}^T&X_{22}\cr}$ and $W=-2X_{12}$,
$\langle A_k,X\rangle=\langle G_k,W\rangle$ and, since flipping the sign of
the off-diagonal block keeps $2X\succeq0$, $\norm{W}_*\le{\rm tr}\,X$: the
primal is (N). DSDP returns both $\lambda$ (its $y$) and $X$.
@^DSDP@>
@^semidefinite program@>

{\it Why DSDP.} Three semidefinite solvers are in Debian. CSDP is packaged
only as a program (\.{coinor-csdp}), not as a library; SDPA
(\.{libsdpa-dev}) is a C++ library; both are primal--dual methods whose
standard form has equality constraints, so the $m$ margin inequalities
would need an extra diagonal block of slacks. DSDP is a C library whose
native problem is the inequality form above, bounds included, and its
dual-scaling method keeps every dual iterate strictly feasible
($C-\sum\lambda_kA_k\succ0$), which is the point the certificate needs.
Its data matrices are given sparse: $A_k$ has the $d^2$ entries of $G_k$.
Nothing the solver says is trusted: the certificate below recomputes
every bound from $X$, $z$, $W$ and $\lambda$.

@ The results. |rank| counts the singular values of $W$ above
|MM_NUCLEAR_RANK_TOL| times the largest: an interior-point solution has
small but non-zero singular values where the exact solution has zeros, of
the order of the solver's final gap ($10^{-9}$ relative, see the solver's
settings below); $10^{-6}$ sits three decades above that and far below
any singular value the checks' instances give a true solution.
|MM_NUCLEAR_GAP_TOL| is the relative gap at which a certificate counts as
verified; the section on the certificate argues its value.
@<Nuclear: type definitions@>=
#define MM_NUCLEAR_RANK_TOL 1e-6
#define MM_NUCLEAR_GAP_TOL 1e-6
typedef struct {
  double margin_lower; /* proven: every margin $\langle G_k,W\rangle\ge$ this */
  double nuc_upper; /* proven: $\norm{W}_*\le$ this */
  double lambda_sum; /* proven: $\sum_k\lambda_k^+\ge$ this */
  double op_upper; /* proven: $\norm{\sum_k\lambda_k^+G_k}_{\rm op}\le$ this */
  double lower, upper; /* proven: the optimum of (N) lies in $[\,$|lower|$,$|upper|$\,]$ */
  double gap; /* $($|upper|$-$|lower|$)/$|upper| */
  double radius; /* infeasible: no $W$ with $\norm{W}_*<$ |radius| meets the margins */
  int verified; /* |gap|$\le$|MM_NUCLEAR_GAP_TOL| (or an infeasibility radius $>0$) */
} mm_nuclear_cert;

typedef struct {
  mm_status status;
  int d, m; /* dimension, number of margin constraints */
  int *input, *token; /* row $k$ is the constraint of token |token[k]| of input |input[k]| */
  double *W; /* $d\times d$, row-major */
  double *lambda; /* $m$ multipliers, or the Farkas ray when infeasible */
  double *sigma; /* the $d$ singular values of $W$, largest first */
  int rank; /* numerical rank */
  double objective; /* $\sum_j\sigma_j$, the computed $\norm{W}_*$ */
  int iterations; /* DSDP's, over all runs */
  int dsdp_reason; /* DSDP's termination reason ($1$: converged) */
  int attempts; /* solver settings used, at most |NUC_ATTEMPTS| */
  int rounds; /* solver runs (working-set rounds, over all settings) */
  int working; /* rows in the final working set */
  int frobenius; /* $1$: the Frobenius ATT-SVM's answer (|objective| is $\norm{W}_F$) */
  mm_svm_kkt kkt; /* Frobenius: the QP solver's KKT residuals */
  mm_nuclear_cert cert;
} mm_nuclear;

@ @<Nuclear: declarations@>=
mm_status mm_nuclear_solve(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r);
void mm_nuclear_free(mm_nuclear *r);
mm_status mm_nuclear_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c);
mm_status mm_nuclear_svd_bounds(const double *A, int d, double *sigma, double *op_upper, double *nuc_upper);
mm_status mm_nuclear_frobenius(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r);
mm_status mm_nuclear_frobenius_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c);
mm_instance *mm_nuclear_planted(mm_rng *r, int n, int Tmax, int d, int shared, int *alpha, double *Z);
double mm_nuclear_angle(const double *A, const double *B, int d);

@*1 Validating the input.
The selection must pick a token of each input and the queries must be
finite. An input with one token contributes no constraint; an instance
without any constraint has the answer $W=0$. A query $z_i=0$, or two equal
tokens $x_{i\alpha_i}=x_{it}$, give a row $G_k=0$ that no $W$ meets: that
is an infeasible problem, not bad input, and it is answered without the
solver (the ray $\lambda=e_k$ has $\nu=0$, radius $+\infty$). The
semidefinite program has a dense $2d\times2d$ block and DSDP forms an
$m\times m$ Schur matrix, so $d\le|MM_NUCLEAR_D_MAX|$ and
$m\le|MM_NUCLEAR_M_MAX|$ are required ($8m^2$ bytes is 800\,MB at the
limit); larger problems are a work limit.
@.nuclear: selected token out of range@>
@.nuclear: the query tokens must be finite@>
@.nuclear: problem too large for the semidefinite solver@>
@<Nuclear: internal declarations@>=
#define MM_NUCLEAR_D_MAX 256
#define MM_NUCLEAR_M_MAX 10000
static mm_status nuc_validate(const mm_instance *in, const int *alpha, const double *Z, int *m);

@ @<Nuclear: subroutines@>=
static mm_status nuc_validate(const mm_instance *in, const int *alpha, const double *Z, int *m)
{
  if (in == NULL || alpha == NULL || Z == NULL) return mm_fail(MM_EINPUT, "nuclear: missing instance, selection or query tokens");
  *m = 0;
  for (int i = 0; i < in->n; i++) {
    if (alpha[i] < 0 || alpha[i] >= in->T[i])
      return mm_fail(MM_EINPUT, "nuclear: selected token out of range: alpha[%d] = %d, input %d has %d tokens", i, alpha[i], i, in->T[i]);
    *m += in->T[i] - 1;
  }
  if (!mm_all_finite(Z, (size_t)in->n * in->d)) return mm_fail(MM_EINPUT, "nuclear: the query tokens must be finite");
  if (in->d > MM_NUCLEAR_D_MAX || *m > MM_NUCLEAR_M_MAX)
    return mm_fail(MM_ELIMIT, "nuclear: problem too large for the semidefinite solver: d = %d, m = %d constraints (limits %d and %d)",
      in->d, *m, MM_NUCLEAR_D_MAX, MM_NUCLEAR_M_MAX);
  return MM_OK;
}

@ The rows' provenance and the difference vectors $a_k$, in |long double|:
the difference of two doubles has at most one rounding there, which the
error bounds below count.
@<Nuclear: internal declarations@>=
static void nuc_rows(const mm_instance *in, const int *alpha, int *input, int *token);
static void nuc_a(const mm_instance *in, const int *alpha, int i, int t, long double *a);

@ @<Nuclear: subroutines@>=
static void nuc_rows(const mm_instance *in, const int *alpha, int *input, int *token)
{
  int k = 0;
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) { input[k] = i; token[k] = t; k++; }
}
static void nuc_a(const mm_instance *in, const int *alpha, int i, int t, long double *a)
{
  const double *xa = in->X + (size_t)(in->off[i] + alpha[i]) * in->d, *xt = in->X + (size_t)(in->off[i] + t) * in->d;
  for (int j = 0; j < in->d; j++) a[j] = (long double)xa[j] - xt[j];
}

@*1 Rigorous bounds from a floating-point SVD.
Both halves of the certificate need a norm of a $d\times d$ matrix $A$
bounded from above: $\norm{W}_*$ and $\norm{M}_{\rm op}$. LAPACK's
\.{dgesvd} returns $\hat U$, $\hat\sigma$, $\hat V^T$ with no error bound
we could quote exactly, so the bound is made {\it a posteriori\/} from what
it returned. Let $R=A-\hat U\hat\Sigma\hat V^T$. Then, by the triangle
inequality for each norm,
$$\norm{A}_*\le\sum_j\hat\sigma_j\norm{\hat u_j}\norm{\hat v_j}+\sqrt d\,\norm{R}_F,
\qquad
\norm{A}_{\rm op}\le\norm{\hat U}_{\rm op}\hat\sigma_1\norm{\hat V}_{\rm op}+\norm{R}_F,$$
since a rank-one matrix $uv^T$ has nuclear norm $\norm u\norm v$,
$\norm{R}_*\le\sqrt d\norm{R}_F$ and $\norm{R}_{\rm op}\le\norm{R}_F$; and
$\norm{\hat U}_{\rm op}^2=\lambda_{\max}(\hat U^T\hat U)\le1+\norm{\hat U^T\hat U-I}_F$.
None of this assumes that $\hat U$ is orthogonal: its defect is measured.
@^rigorous bounds@>
@^singular values@>

{\it Rounding of the bound itself.} $R$, the column norms and the
orthogonality defects are computed in |long double| (unit roundoff
$u=2^{-64}$). An entry of $R$ is a sum of $d+1$ terms, so its computed
value is within $\gamma_{d+2}\bigl(\vert A_{ab}\vert+\sum_j\vert\hat
U_{aj}\vert\hat\sigma_j\vert\hat V_{bj}\vert\bigr)$ of the true one
($\gamma_k=ku/(1-ku)$, Higham's bound for a sum of products), and that term
is added to $\vert\hat R_{ab}\vert$ before the Frobenius norm is taken;
likewise for the Gram defects. The norms and sums of nonnegative terms
that remain are inflated by the factor $1+8d^2u$, which exceeds their
relative rounding error ($\gamma_{d^2+2}$ at most, plus a square root),
and the result is rounded up to double by one more factor $1+2^{-52}$.
Everything is of order $d^2u\approx10^{-17}$ relative: the certificate
loses nothing measurable to its own rigour.
@<Nuclear: internal declarations@>=
static mm_status nuc_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c, int fro);
static void nuc_jreal(json_t *o, const char *key, double x);
static double nuc_fro_upper(const double *A, int d);
#define NUC_U (LDBL_EPSILON / 2) /* unit roundoff of |long double| */
static long double nuc_gamma(int k) { return k * NUC_U / (1.0L - k * NUC_U); }
static double nuc_up(long double x, int d) /* round a nonnegative bound up to a double */
{
  return (double)(x * (1.0L + 8.0L * d * d * NUC_U)) * (1.0 + 0x1.0p-52);
}

@ The bound routine returns the singular values too (largest first).
@.nuclear: LAPACK's dgesvd failed@>
@<Nuclear: subroutines@>=
mm_status mm_nuclear_svd_bounds(const double *A, int d, double *sigma, double *op_upper, double *nuc_upper)
{
  size_t dd = (size_t)d * d;
  double *w = mm_alloc(4 * dd + (size_t)d, sizeof(double));
  double *U, *VT, *superb;
  long double rf = 0.0L, gu = 0.0L, gv = 0.0L, nuc = 0.0L, g = nuc_gamma(d + 2);
  if (w == NULL) return MM_ENOMEM;
  U = w + dd; VT = U + dd; superb = VT + dd;
  memcpy(w, A, dd * sizeof(double));
  if (LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'A', 'A', d, d, w, d, sigma, U, d, VT, d, superb) != 0) {
    free(w); return mm_fail(MM_ENUMERIC, "nuclear: LAPACK's dgesvd failed on a %d x %d matrix", d, d);
  }
  @<Bound $\norm{R}_F$ with the rounding of $R$ itself@>@;
  @<Measure the orthogonality defects of $\hat U$ and $\hat V$@>@;
  @<Sum $\hat\sigma_j\norm{\hat u_j}\norm{\hat v_j}$@>@;
  *nuc_upper = nuc_up(nuc + sqrtl((long double)d) * rf, d);
  *op_upper = nuc_up(sqrtl(1.0L + gu) * sqrtl(1.0L + gv) * sigma[0] + rf, d);
  free(w);
  return MM_OK;
}

@ @<Bound $\norm{R}_F$ with the rounding of $R$ itself@>=
for (int a = 0; a < d; a++)
  for (int b = 0; b < d; b++) {
    long double r = A[(size_t)a * d + b], s = fabsl(r);
    for (int j = 0; j < d; j++) {
      long double t = (long double)U[(size_t)a * d + j] * sigma[j] * VT[(size_t)j * d + b];
      r -= t; s += fabsl(t);
    }
    r = fabsl(r) + g * s;
    rf += r * r;
  }
rf = sqrtl(rf);

@ $\norm{\hat U^T\hat U-I}_F$, each entry enlarged by its rounding bound
$\gamma_{d+2}\sum_a\vert\hat U_{ai}\hat U_{aj}\vert$; the same for the rows of
$\hat V^T$.
@<Measure the orthogonality defects of $\hat U$ and $\hat V$@>=
for (int i = 0; i < d; i++)
  for (int j = 0; j < d; j++) {
    long double su = (i == j) ? -1.0L : 0.0L, sv = su, au = 0.0L, av = 0.0L;
    for (int a = 0; a < d; a++) {
      long double tu = (long double)U[(size_t)a * d + i] * U[(size_t)a * d + j];
      long double tv = (long double)VT[(size_t)i * d + a] * VT[(size_t)j * d + a];
      su += tu; au += fabsl(tu); sv += tv; av += fabsl(tv);
    }
    su = fabsl(su) + g * au; sv = fabsl(sv) + g * av;
    gu += su * su; gv += sv * sv;
  }
gu = sqrtl(gu); gv = sqrtl(gv);

@ @<Sum $\hat\sigma_j\norm{\hat u_j}\norm{\hat v_j}$@>=
for (int j = 0; j < d; j++) {
  long double cu = 0.0L, cv = 0.0L;
  for (int a = 0; a < d; a++) {
    cu += (long double)U[(size_t)a * d + j] * U[(size_t)a * d + j];
    cv += (long double)VT[(size_t)j * d + a] * VT[(size_t)j * d + a];
  }
  nuc += sigma[j] * sqrtl(cu) * sqrtl(cv);
}

@*1 The certificate.
Given any $W$ and any $\lambda$, |mm_nuclear_certify| proves an interval
for the optimum of (N) by weak duality (\secref{nuc-dual}):
\item{1.} {\it Primal.} Each margin $a_k^TWz_i$ is computed in |long
double|; its error is at most
$\gamma_{2d+2}\sum_{a,b}\vert a_{ka}\vert\vert W_{ab}\vert\vert z_{ib}\vert$
(one rounding in $a_k$, $2d$ in the two nested sums); |margin_lower| is the smallest
margin minus its bound. If it is positive, $W$ divided by it is feasible,
so |nuc_upper| divided by |margin_lower| bounds the optimum from above,
whatever the scale of $W$: that quotient is |upper|.
\item{2.} {\it Dual.} Negative entries of $\lambda$ are replaced by $0$
(any $\lambda\ge0$ is a dual point), $M=\sum_k\lambda_kG_k$ is formed in
|long double| with the error bound $\gamma_{m+4}\sum_k\lambda_k\vert
a_{ka}\vert\vert z_{ib}\vert$ per entry (a sum of $m$ products of three
factors, one of them a rounded difference), rounded to double (its rounding is
measured and added), and |op_upper| bounds $\norm{M}_{\rm op}$ as above.
Dividing $\lambda$ by |op_upper| makes it feasible for (N$^*$), so
|lower|$\;=\;$|lambda_sum|$/$|op_upper| bounds the optimum from below.
\medskip\noindent The gap is relative to |upper|. The solver stops at a
relative duality gap of $10^{-9}$ and its primal point violates the
margins by about as much; the scaling of step~1 turns that violation into
a relative loss of the same order. |MM_NUCLEAR_GAP_TOL|$\;=10^{-6}$ leaves
three decades for ill-conditioned draws, and a wrong $\lambda$ or $W$ (the
checks plant both) moves a bound by far more.
@^certificate@>
@.nuclear: claimed W or lambda not finite@>
@<Nuclear: subroutines@>=
mm_status mm_nuclear_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c)
{
  return nuc_certify(in, alpha, Z, W, lambda, c, 0);
}
static mm_status nuc_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c, int fro)
{
  int m, d;
  mm_status st;
  long double *a, lam_sum = 0.0L, mu = INFINITY;
  double *sig, *M, nuc_upper, op_upper, dummy;
  memset(c, 0, sizeof *c);
  if ((st = nuc_validate(in, alpha, Z, &m)) != MM_OK && st != MM_ELIMIT) return st;
  d = in->d;
  if (W == NULL || lambda == NULL || !mm_all_finite(W, (size_t)d * d) || !mm_all_finite(lambda, (size_t)m))
    return mm_fail(MM_EINPUT, "nuclear: claimed W or lambda not finite");
  a = mm_alloc((size_t)d, sizeof(long double));
  sig = mm_alloc((size_t)d, sizeof(double));
  M = mm_alloc((size_t)d * d, sizeof(double));
  if (a == NULL || sig == NULL || M == NULL) { free(a); free(sig); free(M); return MM_ENOMEM; }
  @<Bound every margin of $W$ from below@>@;
  @<Form $M=\sum_k\lambda_k^+G_k$ with its error, and bound $\sum_k\lambda_k^+$ from below@>@;
  if (fro) { nuc_upper = nuc_fro_upper(W, d); op_upper = nuc_fro_upper(M, d); dummy = 0.0; st = MM_OK; }
  else if ((st = mm_nuclear_svd_bounds(W, d, sig, &dummy, &nuc_upper)) == MM_OK)
    st = mm_nuclear_svd_bounds(M, d, sig, &op_upper, &dummy);
  if (st == MM_OK) @<Combine the bounds into the interval@>@;
  free(a); free(sig); free(M);
  return st;
}

@ @<Bound every margin of $W$ from below@>=
for (int i = 0, k = 0; i < in->n; i++) {
  const double *z = Z + (size_t)i * d;
  for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
    long double s = 0.0L, e = 0.0L;
    nuc_a(in, alpha, i, t, a);
    for (int p = 0; p < d; p++) {
      long double wz = 0.0L, awz = 0.0L;
      for (int q = 0; q < d; q++) {
        wz += (long double)W[(size_t)p * d + q] * z[q];
        awz += fabsl((long double)W[(size_t)p * d + q] * z[q]);
      }
      s += a[p] * wz; e += fabsl(a[p]) * awz;
    }
    s -= nuc_gamma(2 * d + 2) * e * (1.0L + 8.0L * d * NUC_U);
    if (s < mu) mu = s;
    k++;
  }
}
c->margin_lower = m == 0 ? INFINITY : (double)(mu * (1.0L - 4.0L * NUC_U)) * (1.0 - 0x1.0p-52);

@ $M$ is accumulated entry by entry; |E| holds the entrywise error
bound, which then also absorbs the rounding of $M$ to double.
@<Form $M=\sum_k\lambda_k^+G_k$ with its error...@>=
{
  long double *Ml = mm_alloc((size_t)d * d * 2, sizeof(long double)), *E, ef = 0.0L;
  if (Ml == NULL) { free(a); free(sig); free(M); return MM_ENOMEM; }
  E = Ml + (size_t)d * d;
  for (int i = 0, k = 0; i < in->n; i++) {
    const double *z = Z + (size_t)i * d;
    for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
      long double l = lambda[k] > 0.0 ? lambda[k] : 0.0L;
      k++;
      if (l == 0.0L) continue;
      lam_sum += l;
      nuc_a(in, alpha, i, t, a);
      for (int p = 0; p < d; p++)
        for (int q = 0; q < d; q++) {
          long double v = l * a[p] * z[q];
          Ml[(size_t)p * d + q] += v; E[(size_t)p * d + q] += fabsl(v);
        }
    }
  }
  for (size_t j = 0; j < (size_t)d * d; j++) {
    long double e = nuc_gamma(m + 4) * E[j];
    M[j] = (double)Ml[j];
    e += fabsl(Ml[j] - (long double)M[j]);
    ef += e * e;
  }
  c->op_upper = (double)sqrtl(ef); /* provisional: $\norm{M-\hat M}_F$, completed below */
  c->lambda_sum = (double)(lam_sum * (1.0L - nuc_gamma(m + 1))) * (1.0 - 0x1.0p-52);
  free(Ml);
}

@ @<Combine the bounds into the interval@>=
{
  c->nuc_upper = nuc_upper;
  c->op_upper = nuc_up((long double)op_upper + nuc_up(c->op_upper, d), d);
  c->upper = c->margin_lower > 0.0 ? nuc_upper / c->margin_lower * (1.0 + 0x1.0p-51) : INFINITY;
  c->lower = c->op_upper > 0.0 ? c->lambda_sum / c->op_upper * (1.0 - 0x1.0p-51) : (c->lambda_sum > 0.0 ? INFINITY : 0.0);
  if (m == 0) c->upper = c->lower = 0.0;
  c->gap = c->upper > 0.0 && isfinite(c->upper) ? (c->upper - c->lower) / c->upper : (m == 0 ? 0.0 : INFINITY);
  c->radius = c->lambda_sum > 0.0 ? c->lower : 0.0;
  c->verified = c->gap <= MM_NUCLEAR_GAP_TOL;
}

@*1 Solving with DSDP.
The solver is set up as described: one semidefinite block of order $2d$
with $C=I$, the sparse data matrices $A_k$ (the lower triangle of
DSDP's packed format holds $-G_k^T$ in the block below the diagonal:
entry $(d+b,a)$ is $-(G_k)_{ab}$, at index $i(i+1)/2+j$ for $i\ge j$),
objective coefficients $1$, lower bounds $0$. DSDP keeps pointers to the
arrays of values and indices, so they live until the solver is destroyed.
{\it Solver settings.} The relative gap tolerance is $10^{-9}$, well
below the certificate's $10^{-6}$; the iteration limit is $500$ (the
checks' instances need a few dozen iterations). DSDP's default strategy,
which adjusts its potential parameter $\rho$ dynamically, stopped with a
numerical error on $9$ of $200$ diagonal instances of the checks (their
data are degenerate: most entries of every $A_k$ are zero), with a fixed
$\rho$ on none. So the first run fixes $\rho$; when the certificate of a
run does not verify (or DSDP fails), the run is repeated with the dynamic
strategy and the potential parameter $3$, then with the initial dual
penalty $r_0=10^3$ (tried alone as first settings on the same $200$
instances, they failed on $2$ and $5$). At most |NUC_ATTEMPTS| runs; the
result says how many were used.
@^DSDP@>
@<Nuclear: internal declarations@>=
#define NUC_ATTEMPTS 3

@ The entry point validates, answers the trivial cases, and runs the
solver until a certificate verifies or proves infeasibility.
@<Nuclear: subroutines@>=
mm_status mm_nuclear_solve(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r)
{
  int m, d;
  mm_status st;
  memset(r, 0, sizeof *r);
  if ((st = nuc_validate(in, alpha, Z, &m)) != MM_OK) return r->status = st;
  d = in->d; r->d = d; r->m = m;
  r->input = mm_alloc((size_t)m, sizeof(int)); r->token = mm_alloc((size_t)m, sizeof(int));
  r->W = mm_alloc((size_t)d * d, sizeof(double)); r->lambda = mm_alloc((size_t)m, sizeof(double));
  r->sigma = mm_alloc((size_t)d, sizeof(double));
  if (!r->input || !r->token || !r->W || !r->lambda || !r->sigma) { mm_nuclear_free(r); return r->status = MM_ENOMEM; }
  nuc_rows(in, alpha, r->input, r->token);
  @<Answer the problems without constraints or with a zero row@>@;
  @<Solve on a working set of rows, growing it until every margin holds@>@;
  return r->status = st;
}

@ @<Answer the problems without constraints or with a zero row@>=
if (m == 0) {
  r->cert.verified = 1;
  return r->status = MM_OK;
}
for (int k = 0; k < m; k++) {
  long double *a = mm_alloc((size_t)d, sizeof(long double));
  int zero_a = 1, zero_z = 1;
  if (a == NULL) { mm_nuclear_free(r); return r->status = MM_ENOMEM; }
  nuc_a(in, alpha, r->input[k], r->token[k], a);
  for (int j = 0; j < d; j++) { zero_a &= a[j] == 0.0L; zero_z &= Z[(size_t)r->input[k] * d + j] == 0.0; }
  free(a);
  if (zero_a || zero_z) {
    r->lambda[k] = 1.0;
    r->cert.radius = INFINITY; r->cert.verified = 1; r->cert.lambda_sum = 1.0;
    return r->status = mm_fail(MM_EINFEASIBLE, "nuclear: infeasible: row %d (input %d, token %d) is zero (%s), so no W meets its margin",
      k, r->input[k], r->token[k], zero_z ? "the query is zero" : "the token equals the selected one");
  }
}

@ {\it A working set of rows.} Most margin constraints are slack at the
solution, and DSDP's work grows as $m^2d^2$ per iteration (its Schur
matrix), so the problem is solved on a working set $\cal S$ of rows, as
the ATT-SVM at scale is in the QP chapter: start with each input's
nearest competitor (the row with the smallest $\norm{a_k}\norm{z_i}$,
which alone needs the largest $\norm{W}_*$); solve on $\cal S$; compute
every margin of the answer; add each input's most violated row (margin
below $1-10^{-7}$); repeat until no row is violated. Each round adds a new
row, so at most $m$ rounds are run. The restricted dual point, extended by
zeros, is a dual point of the whole problem, and a ray of the restricted
problem is a ray of the whole one, so the certificate is computed on all
$m$ rows exactly as before; the threshold $10^{-7}$ costs at most that
much of the gap (the scaling by the smallest margin), a tenth of
|MM_NUCLEAR_GAP_TOL|. A run that fails, or whose certificate does not
verify, is repeated with the next solver setting.
@^working set@>
@<Solve on a working set of rows...@>=
{
  int *rows = mm_alloc((size_t)m, sizeof(int)), ms = 0, a = 0;
  char *in_set = mm_alloc((size_t)m, 1);
  double *y = mm_alloc((size_t)m, sizeof(double));
  if (rows == NULL || in_set == NULL || y == NULL) { free(rows); free(in_set); free(y); mm_nuclear_free(r); return r->status = MM_ENOMEM; }
  @<Seed the working set with each input's nearest competitor@>@;
  for (;;) {
    r->rounds++;
    st = nuc_dsdp(in, alpha, Z, r, rows, ms, y, a);
    if (st == MM_ENOMEM) break;
    if (st != MM_OK && st != MM_EINFEASIBLE) { if (++a < NUC_ATTEMPTS) continue; break; }
    memset(r->lambda, 0, sizeof(double) * (size_t)m);
    for (int j = 0; j < ms; j++) r->lambda[rows[j]] = y[j];
    if (st == MM_OK && nuc_grow(in, alpha, Z, r, rows, &ms, in_set) > 0) continue;
    st = nuc_finish(in, alpha, Z, r, st);
    if (st == MM_OK || st == MM_EINFEASIBLE || st == MM_ENOMEM || ++a >= NUC_ATTEMPTS) break;
  }
  r->attempts = a + 1 > NUC_ATTEMPTS ? NUC_ATTEMPTS : a + 1;
  r->working = ms;
  free(rows); free(in_set); free(y);
}

@ @<Seed the working set...@>=
for (int i = 0, k = 0; i < in->n; i++) {
  int best = -1;
  long double bn = 0.0L, la[MM_NUCLEAR_D_MAX];
  for (; k < m && r->input[k] == i; k++) {
    long double na = 0.0L;
    nuc_a(in, alpha, i, r->token[k], la);
    for (int j = 0; j < d; j++) na += la[j] * la[j];
    if (best < 0 || na < bn) { best = k; bn = na; }
  }
  if (best >= 0) { rows[ms++] = best; in_set[best] = 1; }
}

@ Growing the set: the margins of the current $W$ (in double: only the
choice of rows depends on them, not the certificate), each input's most
violated row outside the set. Returns the number of rows added.
@<Nuclear: subroutines@>=
static int nuc_grow(const mm_instance *in, const int *alpha, const double *Z, const mm_nuclear *r,
  int *rows, int *ms, char *in_set)
{
  int d = r->d, added = 0, best = -1;
  double worst = 1.0 - 1e-7, *wz = malloc(sizeof(double) * (size_t)d);
  long double la[MM_NUCLEAR_D_MAX];
  if (wz == NULL) return 0;
  for (int k = 0; k < r->m; k++) {
    double mk = 0.0;
    if (k == 0 || r->input[k] != r->input[k - 1]) {
      const double *z = Z + (size_t)r->input[k] * d;
      for (int p = 0; p < d; p++) { wz[p] = 0.0; for (int q = 0; q < d; q++) wz[p] += r->W[(size_t)p * d + q] * z[q]; }
      best = -1; worst = 1.0 - 1e-7;
    }
    nuc_a(in, alpha, r->input[k], r->token[k], la);
    for (int p = 0; p < d; p++) mk += (double)la[p] * wz[p];
    if (!in_set[k] && mk < worst) { worst = mk; best = k; }
    if ((k + 1 == r->m || r->input[k + 1] != r->input[k]) && best >= 0) { rows[(*ms)++] = best; in_set[best] = 1; added++; }
  }
  free(wz);
  return added;
}

@ @<Nuclear: internal declarations@>=
static int nuc_grow(const mm_instance *in, const int *alpha, const double *Z, const mm_nuclear *r,
  int *rows, int *ms, char *in_set);
static mm_status nuc_dsdp(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r,
  const int *rows, int m, double *y, int attempt);
static mm_status nuc_finish(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r, mm_status st);

@ The run itself. Every DSDP call returns nonzero on failure; the first
failure ends the run as a numerical failure with the call's name.
@.nuclear: DSDP failed@>
@.nuclear: DSDP stopped without a solution@>
@<Nuclear: subroutines@>=
static mm_status nuc_dsdp(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r,
  const int *rows, int m, double *y, int attempt)
{
  int d = in->d, N = 2 * d, info = 0, nn, its = 0;
  DSDP dsdp = NULL; SDPCone sdp; BCone bc;
  DSDPTerminationReason why; DSDPSolutionType kind;
  const char *call = "";
  int *ind = mm_alloc((size_t)m * d * d, sizeof(int));
  double *val = mm_alloc((size_t)m * d * d, sizeof(double)), *X;
  long double *a = mm_alloc((size_t)d, sizeof(long double));
  mm_status st = MM_OK;
  if (ind == NULL || val == NULL || a == NULL) { free(ind); free(val); free(a); return MM_ENOMEM; }
#define TRY(f) do { call = #f; if ((info = (f)) != 0) goto fail; } while (0)
  TRY(DSDPCreate(m, &dsdp));
  TRY(DSDPCreateSDPCone(dsdp, 1, &sdp));
  TRY(SDPConeSetBlockSize(sdp, 0, N));
  TRY(SDPConeSetSparsity(sdp, 0, m + 1));
  TRY(SDPConeSetIdentity(sdp, 0, 0, N, 1.0));
  @<Give DSDP the data matrices $A_k$ and the objective@>@;
  TRY(DSDPCreateBCone(dsdp, &bc));
  TRY(BConeAllocateBounds(bc, m));
  for (int k = 0; k < m; k++) TRY(BConeSetLowerBound(bc, k + 1, 0.0));
  TRY(DSDPSetGapTolerance(dsdp, 1e-9));
  TRY(DSDPSetMaxIts(dsdp, 500));
  if (attempt == 0) TRY(DSDPUseDynamicRho(dsdp, 0));
  else if (attempt == 1) TRY(DSDPSetPotentialParameter(dsdp, 3.0));
  else TRY(DSDPSetR0(dsdp, 1e3));
  TRY(DSDPSetup(dsdp));
  TRY(DSDPSolve(dsdp));
  TRY(DSDPStopReason(dsdp, &why));
  TRY(DSDPGetSolutionType(dsdp, &kind));
  TRY(DSDPGetIts(dsdp, &its));
  r->iterations += its;
  TRY(DSDPGetY(dsdp, y, m));
  @<Read the outcome, and $W=-2X_{12}$ when DSDP found a solution@>@;
  DSDPDestroy(dsdp);
  free(ind); free(val); free(a);
  return st;
fail:
  if (dsdp != NULL) DSDPDestroy(dsdp);
  free(ind); free(val); free(a);
  return mm_fail(MM_ENUMERIC, "nuclear: DSDP failed in %s (error %d)", call, info);
#undef TRY
}

@ @<Give DSDP the data matrices $A_k$ and the objective@>=
for (int k = 0; k < m; k++) {
  int *ik = ind + (size_t)k * d * d, c = 0;
  double *vk = val + (size_t)k * d * d;
  const double *z = Z + (size_t)r->input[rows[k]] * d;
  nuc_a(in, alpha, r->input[rows[k]], r->token[rows[k]], a);
  for (int b = 0; b < d; b++)
    for (int p = 0; p < d; p++) {
      int row = d + b;
      ik[c] = row * (row + 1) / 2 + p; vk[c] = -(double)(a[p] * z[b]); c++;
    }
  TRY(SDPConeSetASparseVecMat(sdp, 0, k + 1, N, 1.0, 0, ik, vk, d * d));
  TRY(DSDPSetDualObjective(dsdp, k + 1, 1.0));
}

@ DSDP says the dual is unbounded when it finds (N) infeasible; its $y$
is then a ray. When it reports both problems feasible, $X$ is read even if
it stopped on a numerical difficulty (short steps, a numerical error):
what DSDP says is only a hint, and the certificate decides whether the
point is good. An iteration limit, or no solution at all, is reported with
DSDP's reason code.
@<Read the outcome, and $W=-2X_{12}$...@>=
if (kind == DSDP_UNBOUNDED || why == DSDP_UPPERBOUND) st = MM_EINFEASIBLE;
else if (why == DSDP_MAX_IT) st = mm_fail(MM_EITER, "nuclear: DSDP reached its iteration limit (%d iterations)", r->iterations);
else if (kind != DSDP_PDFEASIBLE)
  st = mm_fail(MM_ENUMERIC, "nuclear: DSDP stopped without a solution (reason %d, solution type %d)", (int)why, (int)kind);
else {
  r->dsdp_reason = (int)why;
  TRY(DSDPComputeX(dsdp));
  TRY(SDPConeGetXArray(sdp, 0, &X, &nn));
  for (int p = 0; p < d; p++)
    for (int b = 0; b < d; b++) { int row = d + b; r->W[(size_t)p * d + b] = -2.0 * X[row * (row + 1) / 2 + p]; }
}

@ Finishing. For a solution, $W$ is divided by its smallest computed
margin so that it meets every margin to rounding (the certificate does not
depend on this scale), its singular values and rank are computed, and the
certificate is formed; an answer whose certificate does not verify is a
numerical failure, reported with its gap. For an infeasible problem the ray
is normalised to $\sum_k\lambda_k=1$ and its radius is certified.
@.nuclear: the certificate does not verify@>
@.nuclear: infeasible@>
@<Nuclear: subroutines@>=
static mm_status nuc_finish(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r, mm_status st)
{
  int d = r->d;
  double op, nuc;
  mm_status s2;
  if (st == MM_EINFEASIBLE) @<Normalise the ray and certify its radius@>@;
  if ((s2 = nuc_certify(in, alpha, Z, r->W, r->lambda, &r->cert, r->frobenius)) != MM_OK) return s2;
  if (!(r->cert.margin_lower > 0.0)) @<Normalise the ray and certify its radius@>@;
  if (r->cert.margin_lower > 0.0)
    for (int j = 0; j < d * d; j++) r->W[j] /= r->cert.margin_lower;
  if ((s2 = nuc_certify(in, alpha, Z, r->W, r->lambda, &r->cert, r->frobenius)) != MM_OK) return s2;
  if ((s2 = mm_nuclear_svd_bounds(r->W, d, r->sigma, &op, &nuc)) != MM_OK) return s2;
  r->objective = 0.0; r->rank = 0;
  for (int j = 0; j < d; j++) {
    r->objective += r->frobenius ? r->sigma[j] * r->sigma[j] : r->sigma[j];
    if (r->sigma[j] > MM_NUCLEAR_RANK_TOL * r->sigma[0]) r->rank++;
  }
  if (r->frobenius) r->objective = sqrt(r->objective);
  if (!r->cert.verified)
    return mm_fail(MM_ENUMERIC, "nuclear: the certificate does not verify (%s norm): optimum in [%.17g, %.17g], relative gap %.3g > %g",
      r->frobenius ? "Frobenius" : "nuclear", r->cert.lower, r->cert.upper, r->cert.gap, MM_NUCLEAR_GAP_TOL);
  return MM_OK;
}

@ A ray, or a dual point whose primal partner fails the margins, proves a
radius. Each row alone needs $\norm{W}_*\ge\rho_0=\max_k1/(\norm{a_k}\norm{z_{i_k}})$
(its $G_k$ has operator norm $\norm{a_k}\norm{z_{i_k}}$), so a feasible
problem's optimum is at least $\rho_0$ and, on the instances of this suite,
within a few orders of it. The answer is |MM_EINFEASIBLE| when the proven
radius is at least $10^6\rho_0$ (no $W$ of a million times the size any
single margin needs meets them all); a smaller radius proves too little to
call the problem infeasible, and is a numerical failure that says what it
proves.
@.nuclear: the solver's point fails the margins@>
@<Normalise the ray and certify its radius@>=
{
  long double s = 0.0L;
  double rho0 = nuc_rho0(in, alpha, Z, r);
  for (int k = 0; k < r->m; k++) { if (r->lambda[k] < 0.0) r->lambda[k] = 0.0; s += r->lambda[k]; }
  if (!(s > 0.0L)) return mm_fail(MM_ENUMERIC, "nuclear: DSDP reported infeasibility without a ray");
  for (int k = 0; k < r->m; k++) r->lambda[k] = (double)(r->lambda[k] / s);
  memset(r->W, 0, sizeof(double) * (size_t)d * d);
  if ((s2 = nuc_certify(in, alpha, Z, r->W, r->lambda, &r->cert, r->frobenius)) != MM_OK) return s2;
  r->cert.verified = r->cert.radius >= 1e6 * rho0;
  if (!r->cert.verified)
    return mm_fail(MM_ENUMERIC, "nuclear: the solver's point fails the margins and its dual proves only ||W||_%s >= %.6g (a single margin needs %.6g)",
      r->frobenius ? "F" : "*", r->cert.radius, rho0);
  return mm_fail(MM_EINFEASIBLE, "nuclear: infeasible: a ray lambda >= 0 proves ||W||_%s >= %.6g for any W that meets the margins (a single margin needs %.6g)",
    r->frobenius ? "F" : "*", r->cert.radius, rho0);
}

@ @<Nuclear: internal declarations@>=
static double nuc_rho0(const mm_instance *in, const int *alpha, const double *Z, const mm_nuclear *r);

@ @<Nuclear: subroutines@>=
static double nuc_rho0(const mm_instance *in, const int *alpha, const double *Z, const mm_nuclear *r)
{
  double rho = 0.0;
  long double a[MM_NUCLEAR_D_MAX];
  for (int k = 0; k < r->m; k++) {
    long double na = 0.0L, nz = 0.0L;
    nuc_a(in, alpha, r->input[k], r->token[k], a);
    for (int j = 0; j < r->d; j++) { na += a[j] * a[j]; nz += (long double)Z[(size_t)r->input[k] * r->d + j] * Z[(size_t)r->input[k] * r->d + j]; }
    if (1.0 / (double)sqrtl(na * nz) > rho) rho = 1.0 / (double)sqrtl(na * nz);
  }
  return rho;
}

@ @<Nuclear: subroutines@>=
void mm_nuclear_free(mm_nuclear *r)
{
  free(r->input); free(r->token); free(r->W); free(r->lambda); free(r->sigma);
  r->input = r->token = NULL; r->W = r->lambda = r->sigma = NULL;
}

@*1 The Frobenius ATT-SVM: the QP oracle.
Training $W$ directly gives the Frobenius problem (\secref{nuc-frob}), a
quadratic program in the $d^2$ entries of $W$: the unknown is $W$ stored
row-major, $z_{ad+b}=W_{ab}$, and row $k$ is ${\rm vec}(G_k)$, the outer
product $a_kz_{i_k}^T$ flattened. The QP chapter's dual active-set method
solves it with its KKT certificate, or proves it infeasible with a Farkas
vector; with one shared query it is |mm_svm_w| (Lemma~1). The answer is
returned in the same result as the nuclear-norm oracle's, with
|frobenius| set, |objective| $=\norm{W}_F$, the singular values and
numerical rank of $W$, the multipliers (the Farkas ray when infeasible)
and the QP's KKT residuals in |kkt|.
@^Frobenius ATT-SVM@>
@^W-SVM@>

{\it Its own certificate}, independent of the QP's, is the same
weak-duality interval with the Frobenius norm in both places (it is its
own dual): for $\lambda\ge0$ and $M=\sum_k\lambda_kG_k$, every $W$ that
meets the margins has $\sum_k\lambda_k\le\langle M,W\rangle\le
\norm{M}_F\norm{W}_F$, so $\norm{W}_F\ge\sum_k\lambda_k/\norm{M}_F$; and a
$W$ with smallest margin $\mu>0$ gives the upper bound $\norm{W}_F/\mu$. At
the optimum $W=M$ and $\sum_k\lambda_k=\langle M,W\rangle=\norm{W}_F^2$, so
the interval closes. |mm_nuclear_frobenius_certify| computes it (the
fields |nuc_upper| and |op_upper| then bound $\norm{W}_F$ and
$\norm{M}_F$); a ray's radius is then a radius in $\norm{W}_F$.
@.nuclear: problem too large for the QP@>
@<Nuclear: subroutines@>=
mm_status mm_nuclear_frobenius_certify(const mm_instance *in, const int *alpha, const double *Z,
  const double *W, const double *lambda, mm_nuclear_cert *c)
{
  return nuc_certify(in, alpha, Z, W, lambda, c, 1);
}
mm_status mm_nuclear_frobenius(const mm_instance *in, const int *alpha, const double *Z, mm_nuclear *r)
{
  int m, d;
  mm_status st;
  mm_svm_qp *qp;
  mm_svm s;
  memset(r, 0, sizeof *r);
  r->frobenius = 1;
  if ((st = nuc_validate(in, alpha, Z, &m)) != MM_OK) return r->status = st;
  d = in->d; r->d = d; r->m = m;
  if ((size_t)m * d * d > ((size_t)1 << 26))
    return r->status = mm_fail(MM_ELIMIT, "nuclear: problem too large for the QP: %d rows of %d entries", m, d * d);
  r->input = mm_alloc((size_t)m, sizeof(int)); r->token = mm_alloc((size_t)m, sizeof(int));
  r->W = mm_alloc((size_t)d * d, sizeof(double)); r->lambda = mm_alloc((size_t)m, sizeof(double));
  r->sigma = mm_alloc((size_t)d, sizeof(double));
  if (!r->input || !r->token || !r->W || !r->lambda || !r->sigma) { mm_nuclear_free(r); return r->status = MM_ENOMEM; }
  nuc_rows(in, alpha, r->input, r->token);
  @<Answer the problems without constraints or with a zero row@>@;
  if ((qp = mm_svm_qp_new(m, d * d, in->n)) == NULL) { mm_nuclear_free(r); return r->status = MM_ENOMEM; }
  @<Write the rows ${\rm vec}(G_k)$ of the Frobenius ATT-SVM@>@;
  st = mm_svm_solve(qp, NULL, &s);
  @<Take the QP's answer or its Farkas vector@>@;
  mm_svm_free(&s); mm_svm_qp_free(qp);
  if (st == MM_OK || st == MM_EINFEASIBLE) st = nuc_finish(in, alpha, Z, r, st);
  return r->status = st;
}

@ Row $k$ holds $(G_k)_{ab}=(a_k)_az_{i_k,b}$, rounded once from the
|long double| difference (the certificate recomputes everything from the
tokens; these rows only steer the QP).
@<Write the rows ${\rm vec}(G_k)$...@>=
{
  long double a[MM_NUCLEAR_D_MAX];
  for (int i = 0; i <= in->n; i++) qp->row_off[i] = 0;
  for (int k = 0; k < m; k++) {
    const double *z = Z + (size_t)r->input[k] * d;
    nuc_a(in, alpha, r->input[k], r->token[k], a);
    for (int p = 0; p < d; p++)
      for (int q = 0; q < d; q++) qp->A[(size_t)k * d * d + (size_t)p * d + q] = (double)(a[p] * z[q]);
    qp->b[k] = 1.0; qp->input[k] = r->input[k]; qp->token[k] = r->token[k];
    qp->row_off[r->input[k] + 1] = k + 1;
  }
  for (int i = 1; i <= in->n; i++) if (qp->row_off[i] < qp->row_off[i - 1]) qp->row_off[i] = qp->row_off[i - 1];
}

@ @<Take the QP's answer or its Farkas vector@>=
r->kkt = s.kkt; r->iterations = s.iterations; r->rounds = r->attempts = 1; r->working = s.nactive;
if (st == MM_OK) {
  memcpy(r->W, s.z, sizeof(double) * (size_t)d * d);
  memcpy(r->lambda, s.lambda, sizeof(double) * (size_t)m);
} else if (st == MM_EINFEASIBLE && s.farkas != NULL) memcpy(r->lambda, s.farkas, sizeof(double) * (size_t)m);
else if (st == MM_EINFEASIBLE) st = mm_fail(MM_ENUMERIC, "nuclear: the QP reported infeasibility without a ray");

@ A rigorous upper bound of a Frobenius norm: the sum of squares in
|long double| (relative error at most $\gamma_{d^2+1}$, inside the
inflation of |nuc_up|), rounded up.
@<Nuclear: subroutines@>=
static double nuc_fro_upper(const double *A, int d)
{
  long double s = 0.0L;
  for (size_t j = 0; j < (size_t)d * d; j++) s += (long double)A[j] * A[j];
  return nuc_up(sqrtl(s), d);
}

@*1 Drawing instances with a feasible selection.
The checks of both oracles, and of the training of $(K,Q)$ and $W$, need
instances whose selection is feasible. |mm_nuclear_planted| draws $n$
inputs of $2$ to |Tmax| tokens in $\R^d$ (uniform), standard normal tokens
and queries (one shared query when |shared|), and a standard normal
$W^\star$, and selects $\alpha_i={\rm argmax}_tx_{it}^TW^\star z_i$: then
$W^\star$ meets every margin after scaling, so both problems are feasible
(a tie has probability zero, and would show as a zero row). |Z| receives
$n\times d$ queries, |alpha| $n$ entries. With distinct queries the two
solutions differ in general; |mm_nuclear_angle| measures by how much: the
angle in degrees between two $d\times d$ matrices in the Frobenius inner
product ($90$ when one of them is zero).
@^planted selection@>
@<Nuclear: subroutines@>=
mm_instance *mm_nuclear_planted(mm_rng *r, int n, int Tmax, int d, int shared, int *alpha, double *Z)
{
  int *T = malloc(sizeof(int) * (size_t)n);
  double *Ws = malloc(sizeof(double) * (size_t)d * d);
  mm_instance *in = NULL;
  if (T == NULL || Ws == NULL) { free(T); free(Ws); mm_fail(MM_ENOMEM, "nuclear: out of memory"); return NULL; }
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, Tmax);
  if ((in = mm_instance_new(n, T, d)) != NULL) {
    for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
    for (int j = 0; j < d * d; j++) Ws[j] = mm_rng_normal(r);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < d; j++) Z[(size_t)i * d + j] = (shared && i > 0) ? Z[j] : mm_rng_normal(r);
    @<Select each input's best token under $W^\star$@>@;
  }
  free(T); free(Ws);
  return in;
}
double mm_nuclear_angle(const double *A, const double *B, int d)
{
  long double ab = 0.0L, aa = 0.0L, bb = 0.0L, c;
  for (size_t j = 0; j < (size_t)d * d; j++) { ab += (long double)A[j] * B[j]; aa += (long double)A[j] * A[j]; bb += (long double)B[j] * B[j]; }
  if (aa == 0.0L || bb == 0.0L) return 90.0;
  c = ab / sqrtl(aa * bb);
  return acos(c > 1.0L ? 1.0 : c < -1.0L ? -1.0 : (double)c) * 180.0 / M_PI;
}

@ @<Select each input's best token under $W^\star$@>=
for (int i = 0; i < n; i++) {
  double best = -INFINITY;
  for (int t = 0; t < T[i]; t++) {
    const double *x = in->X + (size_t)(in->off[i] + t) * d;
    double s = 0.0;
    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) s += x[a] * Ws[a * d + b] * Z[(size_t)i * d + b];
    if (s > best) { best = s; alpha[i] = t; }
  }
}

@*1 The command \.{mmattn nuclear}.
\.{mmattn nuclear FILE}, with the options \.{--tokens a,b,...},
\.{--query K}, \.{--frobenius} and \.{--json}, reads an instance (JSON, \.{.npy} or \.{.npz}), takes as the query of
input $i$ its token $z_i=x_{iK}$ ($K=0$ by default: the first token, a
class token in the usual self-attention layout), selects the tokens given
by \.{--tokens} (one per input, or a single one for every input) or else
each input's optimal token (a tie on the top score is bad input, since the
selection would be arbitrary), solves (N), or with \.{--frobenius} the
Frobenius problem, and prints the status, the norm of $W$ with its
certified interval and gap, the numerical rank with the singular values,
the solver's iterations and runs, and the time. \.{mmattn svm FILE
--nuclear} and \.{mmattn svm FILE --frobenius} are the same command. The
exit code is the status's ($0$; $1$ for a usage error, including a
\.{--query} or \.{--tokens} that does not fit the file; $2$ bad input;
$3$ infeasible, with the ray; $4$, $5$, \dots).
@.nuclear: --query must be a token of every input@>
@.nuclear: --tokens needs one token per input@>
@.nuclear: input has tied top scores@>
@<Nuclear: declarations@>=
int mm_nuclear_cli(int argc, char **argv);

@ {\it The JSON output} (\.{--json}) is one object, printed when the
problem was solved or proved infeasible (otherwise only the error goes to
standard error, and standard output stays empty; the proof of
infeasibility is also said there). Its keys:
|problem| (\.{"nuclear"} or \.{"frobenius"}); |n|, |d|, |m| (margin
constraints), |query_token| ($K$), |tokens| (the selection);
|status| (\.{"solved"} or \.{"infeasible"}); |W| ($d$ rows of $d$ numbers,
|null| when infeasible); |norm| ($\norm{W}_*$ or $\norm{W}_F$; infinite
when infeasible); |interval| (the proven $[\,$|lower|$,$|upper|$\,]$ of
the optimum; when infeasible $[\,$|radius|$,\infty]$) and |gap|
(relative; not a number when infeasible); |verified| (the certificate holds); |rank| and
|singular_values|; |multipliers| (the rows with a positive multiplier,
each \.{[input, token, lambda]}) when solved, or |ray| (the same, the
Farkas ray normalised to sum $1$) and |radius| (no $W$ of smaller norm meets
the margins) when infeasible; |kkt| (the QP's residuals: primal, dual,
stationarity, complementarity; Frobenius only); |solver| (\.{"DSDP"} or
\.{"active-set QP"}), |iterations|, |runs|, |working_set|, |seconds|. A
number that is not finite (the radius of a zero row, an upper bound of an
infeasible problem) is |null|, and a key |k_nonfinite| beside it says
\.{"inf"}, \.{"-inf"} or \.{"nan"}, as in the command's other outputs.
@^JSON output@>

@ @<Nuclear: subroutines@>=
int mm_nuclear_cli(int argc, char **argv)
{
  const char *file = NULL, *toks = NULL;
  long K = 0;
  int json = 0, frob = 0;
  mm_instance *in = NULL;
  int *alpha = NULL, rc = 0;
  double *Z = NULL;
  mm_nuclear res;
  mm_status st;
  struct timespec t0, t1;
  memset(&res, 0, sizeof res);
  @<Parse the arguments of \.{nuclear}@>@;
  if ((st = mm_read_instance_any(file, &in)) != MM_OK) {
    fprintf(stderr, "mmattn: nuclear: %s\n", mm_error_message()); return (int)st;
  }
  alpha = malloc(sizeof(int) * (size_t)in->n); Z = malloc(sizeof(double) * (size_t)in->n * in->d);
  if (alpha == NULL || Z == NULL) { rc = (int)MM_ENOMEM; fprintf(stderr, "mmattn: nuclear: out of memory\n"); goto out; }
  @<Choose the selection and the queries@>@;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  st = frob ? mm_nuclear_frobenius(in, alpha, Z, &res) : mm_nuclear_solve(in, alpha, Z, &res);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  if (json) @<Write the result of \.{nuclear} as one JSON object@>@;
  else @<Print the nuclear-norm result@>@;
  rc = (int)st;
out:
  mm_nuclear_free(&res); free(alpha); free(Z); mm_instance_free(in);
  return rc;
}

@ @<Parse the arguments of \.{nuclear}@>=
for (int a = 1; a < argc; a++) {
  if (!strcmp(argv[a], "--help")) {
    printf("usage: mmattn nuclear FILE [--tokens a,b,...] [--query K] [--frobenius] [--json]\n"
      "The nuclear-norm ATT-SVM min ||W||_* s.t. (x_{i,a_i} - x_it)^T W z_i >= 1, z_i = x_{iK} (K = 0 by default),\n"
      "for the given tokens (one per input, or one for every input) or each input's optimal token;\n"
      "solved by DSDP, certified by weak duality. --frobenius: min ||W||_F instead (active-set QP).\n"
      "Also reached as mmattn svm FILE --nuclear or --frobenius.\n");
    return 0;
  }
  if (!strcmp(argv[a], "--json")) json = 1;
  else if (!strcmp(argv[a], "--frobenius")) frob = 1;
  else if (!strcmp(argv[a], "--tokens") || !strcmp(argv[a], "--query")) {
    if (a + 1 >= argc) { fprintf(stderr, "mmattn: nuclear: %s needs a value\n", argv[a]); return 1; }
    if (argv[a][2] == 't') toks = argv[++a];
    else {
      char *e; errno = 0; K = strtol(argv[++a], &e, 10);
      if (*e || e == argv[a] || errno || K < 0) { fprintf(stderr, "mmattn: nuclear: bad value for --query: \"%s\" (a token index >= 0)\n", argv[a]); return 1; }
    }
  } else if (argv[a][0] == '-') { fprintf(stderr, "mmattn: nuclear: unknown option \"%s\" (try --help)\n", argv[a]); return 1; }
  else if (file == NULL) file = argv[a];
  else { fprintf(stderr, "mmattn: nuclear: unexpected argument \"%s\"\n", argv[a]); return 1; }
}
if (file == NULL) { fprintf(stderr, "mmattn: nuclear: missing FILE (an instance in JSON, .npy or .npz)\n"); return 1; }

@ A single token in \.{--tokens} selects that token in every input, as in
\.{mmattn svm}.
@<Choose the selection and the queries@>=
for (int i = 0; i < in->n; i++) {
  if (K >= in->T[i]) {
    fprintf(stderr, "mmattn: nuclear: --query must be a token of every input: input %d has %d tokens, --query is %ld\n", i, in->T[i], K);
    rc = 1; goto out;
  }
  memcpy(Z + (size_t)i * in->d, in->X + (size_t)(in->off[i] + K) * in->d, sizeof(double) * (size_t)in->d);
}
if (toks != NULL) {
  const char *p = toks;
  int single = strchr(toks, ',') == NULL;
  for (int i = 0; i < in->n; i++) {
    char *e; long v; errno = 0; v = strtol(single ? toks : p, &e, 10);
    if (e == p || errno || v < 0 || v >= in->T[i] || (!single && i + 1 < in->n ? *e != ',' : *e != '\0')) {
      fprintf(stderr, "mmattn: nuclear: --tokens needs one token per input (%d inputs), or one for all, each within its input; bad at input %d\n", in->n, i);
      rc = 1; goto out;
    }
    alpha[i] = (int)v; if (!single) p = e + 1;
  }
} else if (mm_tokens_opt(in, alpha) > 0) {
  fprintf(stderr, "mmattn: nuclear: input has tied top scores: the optimal selection is not unique; give --tokens\n");
  rc = (int)MM_EINPUT; goto out;
}

@ @<Print the nuclear-norm result@>=
{
  const char *nn = frob ? "||W||_F" : "||W||_*";
  printf("%s ATT-SVM: n %d, d %d, %d margin constraints, query token %ld\n", frob ? "Frobenius" : "nuclear-norm", in->n, in->d, res.m, K);
  if (st == MM_OK) {
    printf("status: solved, certificate verified\n%s = %.12g, optimum certified in [%.12g, %.12g], relative gap %.3g\n",
      nn, res.objective, res.cert.lower, res.cert.upper, res.cert.gap);
    printf("rank %d (singular values above %g of the largest):", res.rank, MM_NUCLEAR_RANK_TOL);
    for (int j = 0; j < res.d; j++) printf(" %.6g", res.sigma[j]);
    printf("\n");
    if (frob) printf("QP KKT residuals (measured): primal %.2e, dual %.2e, stationarity %.2e, complementarity %.2e\n",
      res.kkt.primal, res.kkt.dual, res.kkt.stationarity, res.kkt.complementarity);
  } else if (st == MM_EINFEASIBLE) printf("status: infeasible\n%s\n", mm_error_message());
  else { printf("status: %s\n", mm_status_name(st)); fprintf(stderr, "mmattn: %s\n", mm_error_message()); }
  printf("%s: %d iterations in %d run%s on a working set of %d rows, %d setting%s; time %.3f s\n", frob ? "active-set QP" : "DSDP",
    res.iterations, res.rounds, res.rounds == 1 ? "" : "s", res.working, res.attempts, res.attempts == 1 ? "" : "s",
    (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
}

@ @<Write the result of \.{nuclear} as one JSON object@>=
{
  if (st != MM_OK) fprintf(stderr, "mmattn: %s\n", mm_error_message());
  if (st == MM_OK || st == MM_EINFEASIBLE) {
    json_t *o = json_object(), *W = json_null(), *rows = json_array(), *sv = json_array(), *tk = json_array();
    json_object_set_new(o, "problem", json_string(frob ? "frobenius" : "nuclear"));
    json_object_set_new(o, "n", json_integer(in->n)); json_object_set_new(o, "d", json_integer(in->d));
    json_object_set_new(o, "m", json_integer(res.m)); json_object_set_new(o, "query_token", json_integer(K));
    for (int i = 0; i < in->n; i++) json_array_append_new(tk, json_integer(alpha[i]));
    json_object_set_new(o, "tokens", tk);
    json_object_set_new(o, "status", json_string(st == MM_OK ? "solved" : "infeasible"));
    @<Put $W$, the norm, the interval and the rank into |o|@>@;
    @<Put the multipliers or the ray into |o|@>@;
    json_object_set_new(o, "solver", json_string(frob ? "active-set QP" : "DSDP"));
    json_object_set_new(o, "iterations", json_integer(res.iterations)); json_object_set_new(o, "runs", json_integer(res.rounds));
    json_object_set_new(o, "working_set", json_integer(res.working));
    nuc_jreal(o, "seconds", (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    json_dumpf(o, stdout, JSON_INDENT(2) | JSON_REAL_PRECISION(17));
    putchar('\n');
    json_decref(o);
  }
}

@ @<Put $W$, the norm, the interval and the rank into |o|@>=
if (st == MM_OK) {
  W = json_array();
  for (int p = 0; p < in->d; p++) {
    json_t *row = json_array();
    for (int q = 0; q < in->d; q++) json_array_append_new(row, json_real(res.W[(size_t)p * in->d + q]));
    json_array_append_new(W, row);
  }
  for (int j = 0; j < in->d; j++) json_array_append_new(sv, json_real(res.sigma[j]));
}
json_object_set_new(o, "W", W);
nuc_jreal(o, "norm", st == MM_OK ? res.objective : INFINITY);
{
  double lo = st == MM_OK ? res.cert.lower : res.cert.radius, hi = st == MM_OK ? res.cert.upper : INFINITY;
  json_t *iv = json_array();
  json_array_append_new(iv, isfinite(lo) ? json_real(lo) : json_null());
  json_array_append_new(iv, isfinite(hi) ? json_real(hi) : json_null());
  json_object_set_new(o, "interval", iv);
  if (!isfinite(lo) || !isfinite(hi)) json_object_set_new(o, "interval_nonfinite", json_string("entries"));
}
nuc_jreal(o, "gap", st == MM_OK ? res.cert.gap : NAN);
json_object_set_new(o, "verified", json_boolean(res.cert.verified));
json_object_set_new(o, "rank", json_integer(res.rank));
json_object_set_new(o, "singular_values", sv);
if (frob && st == MM_OK) {
  json_t *k = json_object();
  nuc_jreal(k, "primal", res.kkt.primal); nuc_jreal(k, "dual", res.kkt.dual);
  nuc_jreal(k, "stationarity", res.kkt.stationarity); nuc_jreal(k, "complementarity", res.kkt.complementarity);
  json_object_set_new(o, "kkt", k);
}

@ @<Put the multipliers or the ray into |o|@>=
for (int k = 0; k < res.m && res.lambda != NULL; k++) if (res.lambda[k] > 0.0) {
  json_t *e = json_array();
  json_array_append_new(e, json_integer(res.input[k])); json_array_append_new(e, json_integer(res.token[k]));
  json_array_append_new(e, json_real(res.lambda[k]));
  json_array_append_new(rows, e);
}
json_object_set_new(o, st == MM_OK ? "multipliers" : "ray", rows);
if (st == MM_EINFEASIBLE) nuc_jreal(o, "radius", res.cert.radius);

@ A number that may not be finite: |null| and the |_nonfinite| key.
@<Nuclear: subroutines@>=
static void nuc_jreal(json_t *o, const char *key, double x)
{
  char k2[64];
  if (isfinite(x)) { json_object_set_new(o, key, json_real(x)); return; }
  json_object_set_new(o, key, json_null());
  snprintf(k2, sizeof k2, "%s_nonfinite", key);
  json_object_set_new(o, k2, json_string(isnan(x) ? "nan" : x > 0 ? "inf" : "-inf"));
}

@*1 The benchmark: DSDP against cvxopt's SDP solver.
\.{bench\_nuclear} (run by \.{make bench}) times the oracle on planted
instances with distinct queries at two sizes, $n=20$, $T=8$, $d=8$
($140$ margin constraints) and $n=100$, $T=16$, $d=16$ ($1500$), against
an independent anchor: cvxopt's semidefinite solver (\.{solvers.sdp},
Debian's \.{python3-cvxopt}) on the same instance, solving the dual
(N$^*$) in its standard form (\.{scripts/cvxopt\_sdp\_anchor.py}, run as
a subprocess of Debian's \.{/usr/bin/python3} on a file this program
writes: $m$, $d$, then the $G_k$ as little-endian doubles; tolerances
$10^{-9}$: at $10^{-10}$ cvxopt's scaling update divides by zero as the
multipliers of inactive rows vanish, and the script falls back to
$10^{-8}$, then $10^{-7}$, if $10^{-9}$ breaks down too, and says which it reached). Ours is everything |mm_nuclear_solve| does: the working-set
rounds of DSDP and the certificate over all rows. cvxopt holds all $m$
rows. The two run in interleaved rounds (ours, cvxopt, ours, cvxopt, \dots;
\.{MMATTN\_BENCH\_ROUNDS}, default $2$), so that a neighbour's load falls on
both, and the table gives processor times (the median over the rounds),
the two optimal values with their relative difference, and whether
cvxopt's value lies in our certified interval widened by ten times the
tolerance cvxopt reached (its relative tolerance bounds the gap between its
primal and dual values; the interval itself is a proof). The Frobenius
oracle's time on the same instance is given beside, for scale.
Debian links cvxopt to the reference BLAS (as it does our DSDP); when
\.{MMATTN\_OPENBLAS} names a directory of OpenBLAS (\.{make bench} unpacks
one under \.{generated/}, for the anchors' processes only), cvxopt runs once
more with it first in its library path and one thread, and a line under the
row gives that time too.
@^benchmark@>
@^cvxopt@>

@(bench_nuclear.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <stdint.h>
#include <unistd.h>
#include "gen.h"
#include "nuclear.h"
@<Nuclear bench: clock and instance@>@;
@<Nuclear bench: cvxopt on the same instance@>@;
@<Nuclear bench: the table@>@;

@ @<Nuclear bench: clock and instance@>=
static double cpu(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static mm_instance *bench_draw(int n, int T, int d, int *alpha, double *Z)
{
  int *Ts = malloc(sizeof(int) * (size_t)n);
  double *Ws = malloc(sizeof(double) * (size_t)d * d);
  mm_instance *in;
  mm_rng r;
  for (int i = 0; i < n; i++) Ts[i] = T;
  in = mm_instance_new(n, Ts, d);
  mm_rng_seed(&r, 20231210, (uint64_t)(n * 1000 + d));
  for (size_t j = 0; j < (size_t)n * T * d; j++) in->X[j] = mm_rng_normal(&r);
  for (int j = 0; j < n * d; j++) Z[j] = mm_rng_normal(&r);
  for (int j = 0; j < d * d; j++) Ws[j] = mm_rng_normal(&r);
  for (int i = 0; i < n; i++) {
    double best = -INFINITY;
    for (int t = 0; t < T; t++) {
      const double *x = in->X + (size_t)(in->off[i] + t) * d;
      double s = 0.0;
      for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) s += x[a] * Ws[a * d + b] * Z[(size_t)i * d + b];
      if (s > best) { best = s; alpha[i] = t; }
    }
  }
  free(Ts); free(Ws);
  return in;
}

@ The instance file: $m$, $d$ as 64-bit integers, then $G_k=a_kz_{i_k}^T$
row-major, rows in the oracle's order.
@<Nuclear bench: cvxopt on the same instance@>=
typedef struct { double ms, value, tol; int iters, ok; char status[32], why[96]; } cvx_result;
static int write_g(const char *path, const mm_instance *in, const int *alpha, const double *Z)
{
  FILE *f = fopen(path, "wb");
  int d = in->d;
  int64_t hdr[2] = {(int64_t)in->off[in->n] - in->n, d};
  if (f == NULL) return -1;
  fwrite(hdr, sizeof hdr, 1, f);
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++) if (t != alpha[i]) {
      const double *xa = in->X + (size_t)(in->off[i] + alpha[i]) * d, *xt = in->X + (size_t)(in->off[i] + t) * d;
      for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) {
        double g = (double)(((long double)xa[a] - xt[a]) * Z[(size_t)i * d + b]);
        fwrite(&g, sizeof g, 1, f);
      }
    }
  return fclose(f);
}
static void run_cvxopt(const char *path, const char *blasdir, cvx_result *c)
{
  char cmd[768], line[512];
  FILE *p;
  c->ok = 0; c->ms = NAN; c->value = NAN; c->tol = NAN; c->iters = 0; c->status[0] = 0;
  snprintf(c->why, sizeof c->why, "cvxopt failed (is python3-cvxopt installed?)");
  snprintf(cmd, sizeof cmd, "%s%s%s/usr/bin/python3 %s/cvxopt_sdp_anchor.py %s 2>&1",
    blasdir ? "OPENBLAS_NUM_THREADS=1 LD_LIBRARY_PATH='" : "", blasdir ? blasdir : "", blasdir ? "' " : "",
    getenv("MMATTN_SCRIPTS") ? getenv("MMATTN_SCRIPTS") : "scripts", path);
  if ((p = popen(cmd, "r")) == NULL) return;
  while (fgets(line, sizeof line, p)) {
    char *v = strchr(line, ' ');
    if (v == NULL) continue;
    *v++ = 0; v[strcspn(v, "\n")] = 0;
    if (!strcmp(line, "cpu")) c->ms = 1e3 * atof(v);
    else if (!strcmp(line, "iterations")) c->iters = atoi(v);
    else if (!strcmp(line, "value")) c->value = atof(v);
    else if (!strcmp(line, "tolerance")) c->tol = atof(v);
    else if (!strcmp(line, "status")) { snprintf(c->status, sizeof c->status, "%s", v); c->ok = 1; c->why[0] = 0; }
    else if (!c->ok) snprintf(c->why, sizeof c->why, "cvxopt failed: %.30s %.40s", line, v);
  }
  pclose(p);
}

@ @<Nuclear bench: the table@>=
int main(void)
{
  static const int sizes[2][3] = {{20, 8, 8}, {100, 16, 16}};
  int rounds = getenv("MMATTN_BENCH_ROUNDS") ? atoi(getenv("MMATTN_BENCH_ROUNDS")) : 2;
  if (rounds < 1 || rounds > 20) rounds = 2;
  printf("nuclear-norm ATT-SVM: DSDP with its certificate (ours) against cvxopt's solvers.sdp on the dual; %d interleaved rounds; CPU seconds, medians\n", rounds);
  printf("%4s %3s %3s %5s | %8s %5s %4s %5s %8s %4s | %8s %5s %10s | %8s | %16s %16s %9s %s\n", "n", "T", "d", "m",
    "ours s", "its", "runs", "rows", "gap", "rank", "cvxopt s", "its", "status", "frob s", "ours ||W||_*", "cvxopt value", "rel diff", "in interval");
  for (int s = 0; s < 2; s++) {
    int n = sizes[s][0], T = sizes[s][1], d = sizes[s][2];
    int *alpha = malloc(sizeof(int) * (size_t)n);
    double *Z = malloc(sizeof(double) * (size_t)n * d), ours[20], theirs[20], c0, fr_ms, rel, tol;
    char path[] = "/tmp/mmattn_bench_nuclear_XXXXXX";
    int fd = mkstemp(path), in_iv;
    mm_instance *in = bench_draw(n, T, d, alpha, Z);
    mm_nuclear res, fr;
    cvx_result cv;
    if (fd < 0 || write_g(path, in, alpha, Z) != 0) { printf("cannot write the instance file %s\n", path); return 1; }
    close(fd);
    memset(&res, 0, sizeof res);
    for (int r = 0; r < rounds; r++) {
      if (r > 0) mm_nuclear_free(&res);
      c0 = cpu();
      if (mm_nuclear_solve(in, alpha, Z, &res) != MM_OK) { printf("%4d %3d %3d: ours FAILED: %s\n", n, T, d, mm_error_message()); return 1; }
      ours[r] = cpu() - c0;
      fflush(stdout);
      run_cvxopt(path, NULL, &cv);
      theirs[r] = cv.ms / 1e3;
    }
    c0 = cpu();
    if (mm_nuclear_frobenius(in, alpha, Z, &fr) != MM_OK) { printf("Frobenius FAILED: %s\n", mm_error_message()); return 1; }
    fr_ms = cpu() - c0;
    qsort(ours, (size_t)rounds, sizeof(double), cmp_double); qsort(theirs, (size_t)rounds, sizeof(double), cmp_double);
    rel = fabs(cv.value - res.objective) / res.objective;
    tol = 10 * cv.tol;
    in_iv = cv.value >= res.cert.lower * (1 - tol) && cv.value <= res.cert.upper * (1 + tol);
    printf("%4d %3d %3d %5d | %8.3f %5d %4d %5d %8.1e %4d | %8.3f %5d %10s | %8.3f | %16.10f %16.10f %9.1e %s\n", n, T, d, res.m,
      ours[rounds / 2], res.iterations, res.rounds, res.working, res.cert.gap, res.rank,
      cv.ok ? theirs[rounds / 2] : NAN, cv.iters, cv.ok ? cv.status : "-", fr_ms, res.objective, cv.value, rel,
      cv.ok ? (in_iv ? "yes" : "NO") : cv.why);
    if (cv.ok) printf("%19s cvxopt reached tolerance %.0e (abstol = reltol = feastol)%s\n", "", cv.tol,
      strcmp(cv.status, "optimal") ? "; its status above is not optimal" : "");
    @<Run cvxopt once more with OpenBLAS, when \.{make bench} unpacked it@>@;
    unlink(path);
    mm_nuclear_free(&res); mm_nuclear_free(&fr); mm_instance_free(in); free(alpha); free(Z);
  }
  return 0;
}

@ @<Run cvxopt once more with OpenBLAS...@>=
{
  const char *ob = getenv("MMATTN_OPENBLAS");
  char lib[600];
  if (ob != NULL && strchr(ob, '\'') == NULL && snprintf(lib, sizeof lib, "%s/libblas.so.3", ob) < (int)sizeof lib && access(lib, R_OK) == 0) {
    cvx_result co;
    run_cvxopt(path, ob, &co);
    if (co.ok) printf("%19s cvxopt with OpenBLAS (one thread): %.3f s, %.1fx ours, value %.10f, status %s\n", "", co.ms / 1e3,
      co.ms / 1e3 / ours[rounds / 2], co.value, co.status);
    else printf("%19s cvxopt with OpenBLAS: %s\n", "", co.why);
  } else if (ob != NULL) printf("%19s cvxopt with OpenBLAS: no libblas.so.3 in %s\n", "", ob);
}
