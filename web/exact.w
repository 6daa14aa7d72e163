@*Exact certification in rational arithmetic.
The oracle chapter certifies every answer in floating point: KKT residuals
of a few thousand ulps, Farkas vectors whose residual proves that no
feasible point lies within an astronomical radius. Those are proofs about a
neighbourhood of the answer, not about the answer. This chapter turns them
into theorems about the instance as given. Every number of an instance is
a binary double, and a double is an exact rational (a signed integer times
a power of two); the ATT-SVM built from them is a quadratic program with
rational data, its solution is rational, and we compute it, and prove it
optimal, in exact rational arithmetic with GMP.
@^exact certification@>
@^GMP@>

{\it What it computes.} For a selection $\alpha$ (and optionally a relaxed
set $\bar S$) of an instance, |mm_exact_att| returns either
\item{$\bullet$} the solution $p^\mm(\alpha)$ as a vector of fractions, its
squared norm $\norm{p^\mm}^2$ as a fraction, the active rows with their
multipliers as fractions, the exact set of tight rows (the support tokens),
and the verdict of an exact KKT verification; or
\item{$\bullet$} an exact Farkas vector $y\ge0$ with $A^Ty=0$, $b^Ty>0$,
verified in rationals, when the selection is not separable.

\noindent It starts from the active set of the floating solver and corrects
it, when it is wrong, by exact active-set steps. |mm_exact_classify| then
decides local optimality by comparing the scores $\gamma_{it}$ exactly on
the exact support tokens: there is no tie band.

{\it The exact instance.} |mm_exact_instance_new| takes every double of
an instance as the rational it is: the double nearest to $0.1$ is
$3602879701896397/2^{55}$, not $1/10$. An instance typed with decimals
therefore has two exact answers, that of the instance {\it as stored\/}
and that of the decimal instance; |mm_exact_instance_set| replaces an
entry by a fraction given as a string, so both can be computed (the checks
of Part~II do both for the paper's E1).

{\it Checks.} Part~II, chapter ``Checks of the exact certificates'': the
paper's instances against answers derived by hand, random rational
instances against the floating solver and its certified radius, exact
Farkas vectors, a wrong active set corrected, and a perturbed solution
rejected. \.{make bench} times the certification at $m=6300$ and
$m=63{,}000$ next to the floating solve. The command's \.{svm} and
\.{analyze} take \.{--exact}.

{\it Finding.} On instances built like the oracle chapter's benchmark
(each input's selected token shifted until its worst margin along a
direction $u$ is exactly one) the floating active set is {\it not\/} the
exact one: one row per input is tight to within an ulp, many more rows
than $d$, and which $d$ of them are tight in exact arithmetic is decided
by the last bits of the data. The floating answer is still right to its
certified radius; the exact method corrects the set (see the benchmark
section and Part~II).

{\it Status.} Complete for the ATT-SVM and its relaxed form (the problems
whose rows come from an instance); the head SVM and the $W$-SVM are not
certified exactly. In \.{analyze}, the GMM and every LMM direction found
are certified exactly; selections that the floating enumeration set aside
as ties are counted there but not re-decided.

@(exact.h@>=
#ifndef MM_EXACT_H
#define MM_EXACT_H
#include <gmp.h>
#include <jansson.h>
#include "model.h"
#include "svm.h"
#include "tokens.h"
@<Exact: type definitions@>@;
@<Exact: declarations@>@;
#endif

@ @(exact.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include "exact.h"
@<Exact: internal declarations@>@;
@<Exact: subroutines@>@;

@*1 Why an exact KKT point is a proof.
The problem is (6) of the oracle chapter,
$\min{1\over2}\norm{z}^2$ subject to $Az\ge b$, now with $A$ and $b$
rational. Suppose rationals $z$ and $\lambda$ satisfy, {\it exactly},
$$\lambda\ge0,\qquad z=A^T\lambda,\qquad Az\ge b,\qquad
\lambda_r(a_r^Tz-b_r)=0\ \hbox{for every $r$}.$$
Then for any feasible $w$,
$z^T(w-z)=\lambda^TA(w-z)=\lambda^T(Aw-b)-\lambda^T(Az-b)=\lambda^T(Aw-b)\ge0$,
so $\norm{w}^2=\norm{z}^2+2z^T(w-z)+\norm{w-z}^2\ge\norm{z}^2+\norm{w-z}^2$:
every feasible $w\ne z$ is strictly longer. Thus $z$ is {\it the\/}
solution, and the verification that establishes it consists of finitely
many exact additions, multiplications and sign tests of rationals: a
proof, with no rounding anywhere. Nothing about the method that produced
$z$ and $\lambda$ enters; the verifier |mm_exact_verify_kkt| shares no
code with the solver.
The same holds for infeasibility: if $y\ge0$, $A^Ty=0$ and $b^Ty>0$
exactly, a feasible $w$ would give $0=y^TAw\ge y^Tb>0$.
@^KKT conditions@>
@^Farkas' lemma@>

The exact {\it support set\/} is the set of rows with $a_r^Tz=b_r$ exactly;
it is read off the verified $z$, which is unique. The multipliers are not
unique when the tight rows are linearly dependent (more tight rows than
the rank, for instance more than $d$); the ones reported are a {\it
vertex\/} of the polytope $\{\lambda\ge0: A^T\lambda=z,\ \lambda_r=0$ off
the tight rows$\}$: they are supported on a linearly independent set of
rows, the final active set of the method below. Which vertex is
reported depends on the order of the steps; the verdict does not.
@^degenerate problems@>

{\it The margin.} The squared norm $\norm{z}^2$ is rational, and so is
the squared geometric margin $1/\norm{z}^2$; the margin $1/\norm{z}$
itself is irrational unless numerator and denominator of $\norm{z}^2$ are
both perfect squares. We report $\norm{z}^2$ exactly and the margin as
$\sqrt{Q/P}$ for $\norm{z}^2=P/Q$, with a decimal enclosure
$\lfloor10^{20}\sqrt{Q/P}\rfloor/10^{20}\le1/\norm{z}<
(\lfloor10^{20}\sqrt{Q/P}\rfloor+1)/10^{20}$ computed with integer
square roots (and the exact value when both are squares).
@^margin@>

@*1 The exact instance.
It holds the instance's numbers as rationals: tokens, head, key-query
matrix, and the labels $\pm1$ as integers.
@<Exact: type definitions@>=
typedef struct {
  int n, d;
  int *T, *off; /* as in |mm_instance| */
  mpq_t *X; /* |off[n]*d| token entries */
  mpq_t *W; /* $d\times d$, row-major */
  mpq_t *v; /* the head */
  int *Y; /* labels $\pm1$ */
} mm_exact_instance;

@ @<Exact: declarations@>=
mm_exact_instance *mm_exact_instance_new(const mm_instance *in);
mm_exact_instance *mm_exact_instance_new_decimal(const mm_instance *in);
void mm_exact_instance_free(mm_exact_instance *e);
mm_status mm_exact_instance_set(mm_exact_instance *e, char what, size_t index, const char *value);

@ Vectors of rationals and integers are allocated and cleared in one place.
GMP itself stops the program when it cannot get memory; everything else
here reports |MM_ENOMEM|.
@<Exact: subroutines@>=
static mpq_t *qvec(size_t n)
{
  mpq_t *v = mm_alloc(n, sizeof(mpq_t));
  if (v) for (size_t j = 0; j < n; j++) mpq_init(v[j]);
  return v;
}
static void qvec_free(mpq_t *v, size_t n)
{
  if (v == NULL) return;
  for (size_t j = 0; j < n; j++) mpq_clear(v[j]);
  free(v);
}
static mpz_t *zvec(size_t n)
{
  mpz_t *v = mm_alloc(n, sizeof(mpz_t));
  if (v) for (size_t j = 0; j < n; j++) mpz_init(v[j]);
  return v;
}
static void zvec_free(mpz_t *v, size_t n)
{
  if (v == NULL) return;
  for (size_t j = 0; j < n; j++) mpz_clear(v[j]);
  free(v);
}

@ When GMP cannot get memory, its own allocation functions print
``GNU MP: Cannot allocate memory'' and |abort|: under a memory limit
(\.{ulimit -v}) \.{--exact} died of \.{SIGABRT} instead of ending with
exit code~7 as every other shortage does. GMP lets a program replace them
(|mp_set_memory_functions|), but its manual is explicit that they must not
return when memory is lacking, and that leaving them by |longjmp| has
undefined results: the number being computed is then half updated, and
GMP's own temporary stack may be in use. So no recovery point inside an
exact computation is sound, and the replacements end the program, as
GMP's do, but the way an out-of-memory condition ends here: what was
printed is flushed, the message below goes to the standard error (written
from a fixed buffer, with no allocation), the temporaries of output files
are removed (|mm_io_remove_temporaries|; a target is replaced whole or not
at all), and the exit code is~7. They are installed before |main| runs
(a constructor), so every use of GMP in the program has them.
@^GMP@>
@.out of memory in exact arithmetic@>
@<Exact: subroutines@>=
#include <unistd.h> /* |write|, |_exit| */
#include "io.h" /* |mm_io_remove_temporaries| */
static void gmp_out_of_memory(size_t n)
{
  char msg[128];
  int len = snprintf(msg, sizeof msg, "mmattn: out of memory in exact arithmetic (GMP asked for %zu bytes)\n", n);
  fflush(stdout);
  if (len > 0 && write(2, msg, (size_t)len) < 0) len = 0;
  mm_io_remove_temporaries();
  _exit(7);
}
static void *gmp_alloc(size_t n)
{
  void *q = malloc(n);
  if (q == NULL) gmp_out_of_memory(n);
  return q;
}
static void *gmp_realloc(void *p, size_t old, size_t n)
{
  void *q = realloc(p, n);
  (void)old;
  if (q == NULL) gmp_out_of_memory(n);
  return q;
}
static void gmp_free(void *p, size_t n) { (void)n; free(p); }
__attribute__((constructor)) static void gmp_use_checked_memory(void)
{
  mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
}

@ |mpq_set_d| is exact: it stores the double's value, mantissa times power
of two, as a fraction in lowest terms.
@<Exact: subroutines@>=
mm_exact_instance *mm_exact_instance_new(const mm_instance *in)
{
  mm_exact_instance *e = mm_alloc(1, sizeof *e);
  size_t N;
  if (e == NULL) return NULL;
  e->n = in->n; e->d = in->d; N = (size_t)in->off[in->n];
  e->T = mm_alloc((size_t)in->n, sizeof(int));
  e->off = mm_alloc((size_t)in->n + 1, sizeof(int));
  e->Y = mm_alloc((size_t)in->n, sizeof(int));
  e->X = qvec(N * in->d); e->W = qvec((size_t)in->d * in->d); e->v = qvec((size_t)in->d);
  if (!e->T || !e->off || !e->Y || !e->X || !e->W || !e->v) { mm_exact_instance_free(e); return NULL; }
  memcpy(e->T, in->T, sizeof(int) * (size_t)in->n);
  memcpy(e->off, in->off, sizeof(int) * ((size_t)in->n + 1));
  for (int i = 0; i < in->n; i++) e->Y[i] = in->Y[i] > 0 ? 1 : -1;
  for (size_t j = 0; j < N * in->d; j++) mpq_set_d(e->X[j], in->X[j]);
  for (size_t j = 0; j < (size_t)in->d * in->d; j++) mpq_set_d(e->W[j], in->W[j]);
  for (int j = 0; j < in->d; j++) mpq_set_d(e->v[j], in->v[j]);
  return e;
}
void mm_exact_instance_free(mm_exact_instance *e)
{
  if (e == NULL) return;
  if (e->off) qvec_free(e->X, (size_t)e->off[e->n] * e->d);
  qvec_free(e->W, (size_t)e->d * e->d); qvec_free(e->v, (size_t)e->d);
  free(e->T); free(e->off); free(e->Y); free(e);
}

@ The decimal reading. A number typed as \.{0.1} in a JSON file is
stored as the nearest double; the decimal the user meant is, in all
practical cases, the {\it shortest\/} decimal that rounds to that double
(the shortest string that reads back to the same double, as
\.{printf} with increasing precision finds it: at most 17 significant
digits). |mm_exact_instance_new_decimal| takes every number of the
instance as that decimal, so $0.1$ becomes $1/10$ and $0.9$ becomes
$9/10$; a number that has no shorter decimal than its full binary
expansion allows is simply its 17-digit decimal, still a rational close
to the double. This is a reading of the file, not a property of the
double, and the command says which reading it used.
@^decimal instance@>

@<Exact: internal declarations@>=
static void shortest_decimal(double x, mpq_t q);

@ The string from \.{\%.*e} has the form \.{[-]d.ddde[+-]xx}; its digits
form an integer $D$ and the value is $D\cdot10^{x-k}$ with $k$ the number
of digits after the point.
@<Exact: subroutines@>=
static void shortest_decimal(double x, mpq_t q)
{
  char buf[64], digits[64];
  int k = 0, nd = 0, ex;
  const char *c;
  mpz_t p;
  if (x == 0.0) { mpq_set_ui(q, 0, 1); return; }
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec - 1, x);
    if (strtod(buf, NULL) == x) break;
  }
  c = buf;
  if (*c == '-') digits[nd++] = *c++;
  for (; *c && *c != 'e'; c++) if (*c != '.') digits[nd++] = *c;
  digits[nd] = '\0';
  ex = atoi(c + 1);
  { const char *dot = strchr(buf, '.'), *e = strchr(buf, 'e'); if (dot && e) k = (int)(e - dot - 1); }
  mpz_init(p);
  mpz_set_str(mpq_numref(q), digits, 10);
  mpz_set_ui(mpq_denref(q), 1);
  if (ex - k >= 0) { mpz_ui_pow_ui(p, 10, (unsigned long)(ex - k)); mpz_mul(mpq_numref(q), mpq_numref(q), p); }
  else { mpz_ui_pow_ui(p, 10, (unsigned long)(k - ex)); mpz_set(mpq_denref(q), p); }
  mpq_canonicalize(q);
  mpz_clear(p);
}
mm_exact_instance *mm_exact_instance_new_decimal(const mm_instance *in)
{
  mm_exact_instance *e = mm_exact_instance_new(in);
  if (e == NULL) return NULL;
  for (size_t j = 0; j < (size_t)in->off[in->n] * in->d; j++) shortest_decimal(in->X[j], e->X[j]);
  for (size_t j = 0; j < (size_t)in->d * in->d; j++) shortest_decimal(in->W[j], e->W[j]);
  for (int j = 0; j < in->d; j++) shortest_decimal(in->v[j], e->v[j]);
  return e;
}

@ Setting one entry from a fraction such as \.{"-1/10"}: |what| is
\.{'X'} (index into the token array), \.{'W'} (row-major) or \.{'v'}.
@.exact: not a fraction@>
@.exact: index out of range@>
@<Exact: subroutines@>=
mm_status mm_exact_instance_set(mm_exact_instance *e, char what, size_t index, const char *value)
{
  mpq_t *arr;
  size_t len;
  mpq_t q;
  switch (what) {
  case 'X': arr = e->X; len = (size_t)e->off[e->n] * e->d; break;
  case 'W': arr = e->W; len = (size_t)e->d * e->d; break;
  case 'v': arr = e->v; len = (size_t)e->d; break;
  default: return mm_fail(MM_EINPUT, "exact: index out of range: unknown array '%c' (use X, W or v)", what);
  }
  if (index >= len) return mm_fail(MM_EINPUT, "exact: index out of range: %c[%zu], the array has %zu entries", what, index, len);
  mpq_init(q);
  if (value == NULL || mpq_set_str(q, value, 10) != 0 || mpz_sgn(mpq_denref(q)) == 0) {
    mpq_clear(q);
    return mm_fail(MM_EINPUT, "exact: not a fraction: \"%s\" (write p/q with integers p, q != 0)", value ? value : "(null)");
  }
  mpq_canonicalize(q);
  mpq_set(arr[index], q);
  mpq_clear(q);
  return MM_OK;
}

@*1 The exact problem in integer rows.
Rows of the ATT-SVM are $a_r=k_{i\alpha_i}-k_{it}$ with keys
$k_{it}=W^Tx_{it}$, computed here exactly. Rationals are expensive: every
operation reduces a fraction by a gcd. So each row is stored as a
primitive integer vector $N_r$ (entries with no common factor) and a
positive rational scale $c_r$ with $N_r=c_ra_r$; the constraint becomes
$N_r^Tz\ge\tilde b_r=c_rb_r$, the same half-space. Scaling a row does not
change the problem's solution; multipliers and Farkas weights of the
scaled rows are converted back by the factor $c_r$ (if
$z=\sum_r\mu_rN_r$ then $z=\sum_r(\mu_rc_r)a_r$). A row of $d$ doubles
whose exponents span $e$ binades has entries of at most $53+e$ bits; for
Gaussian tokens that is about $60$ to $80$ bits.
@^bit growth@>

@<Exact: type definitions@>=
typedef struct {
  int m, d, n;
  mpz_t *N; /* |m| primitive integer rows of length |d| */
  mpq_t *c; /* scales: $N_r=c_ra_r$, $c_r>0$ */
  mpq_t *b; /* scaled right-hand sides $\tilde b_r=c_rb_r$ */
  int *input, *token, *row_off; /* provenance, as in |mm_svm_qp| */
  double *Af, *bf; /* rounded copies of $a_r$ and $b_r$ for the filter of the scans */
} mm_exact_qp;

@ @<Exact: declarations@>=
mm_exact_qp *mm_exact_att_qp(const mm_exact_instance *e, const int *alpha, const int *relaxed);
void mm_exact_qp_free(mm_exact_qp *qp);
void mm_exact_row(const mm_exact_qp *qp, int r, mpq_t *a);

@ @<Exact: subroutines@>=
void mm_exact_qp_free(mm_exact_qp *qp)
{
  if (qp == NULL) return;
  zvec_free(qp->N, (size_t)qp->m * qp->d); qvec_free(qp->c, (size_t)qp->m); qvec_free(qp->b, (size_t)qp->m);
  free(qp->input); free(qp->token); free(qp->row_off); free(qp->Af); free(qp->bf); free(qp);
}
void mm_exact_row(const mm_exact_qp *qp, int r, mpq_t *a) /* $a_r=N_r/c_r$ */
{
  for (int j = 0; j < qp->d; j++) {
    mpq_set_z(a[j], qp->N[(size_t)r * qp->d + j]);
    mpq_div(a[j], a[j], qp->c[r]);
  }
}

@ Building the problem: the keys of one input at a time, then its rows.
The key $k_b=\sum_aW_{ab}x_a$ skips the zero entries of $W$, so the
identity and the diagonal matrices of the paper cost $d$ operations per
token rather than $d^2$.
@<Exact: subroutines@>=
mm_exact_qp *mm_exact_att_qp(const mm_exact_instance *e, const int *alpha, const int *relaxed)
{
  int n = e->n, d = e->d, m = e->off[n] - n, Tmax = 0, r = 0;
  mm_exact_qp *qp = mm_alloc(1, sizeof *qp);
  mpq_t *K = NULL, *a = NULL, one;
  if (qp == NULL) return NULL;
  for (int i = 0; i < n; i++) {
    if (e->T[i] > Tmax) Tmax = e->T[i];
    if (alpha[i] < 0 || alpha[i] >= e->T[i]) {
      mm_fail(MM_EINPUT, "exact: selected token out of range: alpha[%d] = %d, input %d has %d tokens", i, alpha[i], i, e->T[i]);
      free(qp); return NULL;
    }
  }
  qp->m = m; qp->d = d; qp->n = n;
  qp->N = zvec((size_t)m * d); qp->c = qvec((size_t)m); qp->b = qvec((size_t)m);
  qp->input = mm_alloc((size_t)m, sizeof(int)); qp->token = mm_alloc((size_t)m, sizeof(int));
  qp->row_off = mm_alloc((size_t)n + 1, sizeof(int));
  K = qvec((size_t)Tmax * d); a = qvec((size_t)d);
  if (!qp->N || !qp->c || !qp->b || !qp->input || !qp->token || !qp->row_off || !K || !a) {
    mm_exact_qp_free(qp); qvec_free(K, (size_t)Tmax * d); qvec_free(a, (size_t)d); return NULL;
  }
  mpq_init(one); mpq_set_ui(one, 1, 1);
  for (int i = 0; i < n; i++) {
    @<Compute the exact keys $K$ of input |i|@>@;
    qp->row_off[i] = r;
    for (int t = 0; t < e->T[i]; t++) if (t != alpha[i]) {
      for (int j = 0; j < d; j++) mpq_sub(a[j], K[(size_t)alpha[i] * d + j], K[(size_t)t * d + j]);
      scale_row(a, d, qp->N + (size_t)r * d, qp->c[r]);
      if (!(relaxed && relaxed[i])) mpq_set(qp->b[r], qp->c[r]); /* $\tilde b_r=c_r\cdot1$ */
      qp->input[r] = i; qp->token[r] = t; r++;
    }
  }
  qp->row_off[n] = r;
  mpq_clear(one); qvec_free(K, (size_t)Tmax * d); qvec_free(a, (size_t)d);
  if (round_rows(qp) != MM_OK) { mm_exact_qp_free(qp); return NULL; }
  return qp;
}

@ @<Compute the exact keys...@>=
for (int t = 0; t < e->T[i]; t++) {
  const mpq_t *x = (const mpq_t *)(e->X + (size_t)(e->off[i] + t) * d);
  mpq_t tmp;
  mpq_init(tmp);
  for (int b = 0; b < d; b++) {
    mpq_set_ui(K[(size_t)t * d + b], 0, 1);
    for (int aa = 0; aa < d; aa++) if (mpq_sgn(e->W[aa * d + b]) != 0 && mpq_sgn(x[aa]) != 0) {
      mpq_mul(tmp, e->W[aa * d + b], x[aa]); /* $k_b:=k_b+W_{ab}x_a$ */
      mpq_add(K[(size_t)t * d + b], K[(size_t)t * d + b], tmp);
    }
  }
  mpq_clear(tmp);
}

@ Scaling a rational row to a primitive integer one: multiply by the lcm
$L$ of the denominators, divide by the gcd $g$ of the numerators; then
$N=(L/g)\,a$ and $c=L/g$. A zero row stays zero with $c=1$.
@<Exact: internal declarations@>=
static void scale_row(mpq_t *a, int d, mpz_t *N, mpq_t c);

@ @<Exact: subroutines@>=
static void scale_row(mpq_t *a, int d, mpz_t *N, mpq_t c)
{
  mpz_t L, g;
  mpz_init_set_ui(L, 1); mpz_init_set_ui(g, 0);
  for (int j = 0; j < d; j++) mpz_lcm(L, L, mpq_denref(a[j]));
  for (int j = 0; j < d; j++) {
    mpz_divexact(N[j], L, mpq_denref(a[j]));
    mpz_mul(N[j], N[j], mpq_numref(a[j]));
    mpz_gcd(g, g, N[j]);
  }
  if (mpz_sgn(g) == 0) { mpq_set_ui(c, 1, 1); mpz_clear(L); mpz_clear(g); return; }
  for (int j = 0; j < d; j++) mpz_divexact(N[j], N[j], g);
  mpz_set(mpq_numref(c), L); mpz_set(mpq_denref(c), g);
  mpq_canonicalize(c);
  mpz_clear(L); mpz_clear(g);
}

@*1 Linear algebra without fractions.
Everything the method needs from the active set $S$ (rows $N_j$, $j\in S$,
linearly independent, $q=\vert S\vert\le d$) is a solve with its Gram
matrix $G=N_SN_S^T$, a $q\times q$ positive definite integer matrix: the
multipliers $u=G^{-1}\tilde b_S$ give the minimum-norm point
$z=N_S^Tu$ of $\{N_Sz=\tilde b_S\}$, and $r=G^{-1}N_Sn$ splits a normal
$n$ into its part $N_S^Tr$ in the span of the active rows and the rest
$\zeta=n-N_S^Tr$.

Bareiss's fraction-free elimination solves $GX=B$ in integers: step $k$
replaces $G_{ij}$, for $i,j>k$, by
$(G_{kk}G_{ij}-G_{ik}G_{kj})/G^{(k-1)}_{k-1,k-1}$, and the division is
exact because every entry after step $k$ is a $(k+1)\times(k+1)$ minor of
the original augmented matrix (Sylvester's identity). Hence no entry ever
exceeds the largest such minor: by Hadamard's inequality, with $G$'s
entries of $\beta$ bits, at most about $q(\beta+\log_2q)$ bits, instead
of the exponential growth of naive elimination over the integers. Back
substitution on the triangle is done in rationals. For Gaussian data,
$d=32$ and rows of about $70$ bits, $\beta\approx145$ and the minors have
at most about $5000$ bits; the solution $z$ has a common denominator
of that size (the determinant of $G$ divides it).
@^Bareiss elimination@>
@^bit growth@>
@^Hadamard's inequality@>

@<Exact: internal declarations@>=
static int gram_solve(const mm_exact_qp *qp, const int *S, int q, mpq_t *rhs, mpz_t *X, mpz_t den);
static void combine(const mm_exact_qp *qp, const int *S, int q, mpz_t *X, mpz_t *Z);

@ |rhs| holds $q$ rationals; the solution is returned as $x=X/|den|$
with $X$ an integer vector and $|den|>0$. It returns $0$ when $G$ is
singular, which cannot happen for independent rows and is asserted by
the callers. Back substitution stays in integers too: with $D$ the last
pivot ($\pm\det G$), $Dx$ is an integer vector by Cramer's rule, so
$X_i=(Dc_i-\sum_{j>i}U_{ij}X_j)/U_{ii}$ is an exact division, and only
the final quotient by $DL$ ($L$ the common denominator of the right-hand
side) is a fraction.
@<Exact: subroutines@>=
static int gram_solve(const mm_exact_qp *qp, const int *S, int q, mpq_t *rhs, mpz_t *X, mpz_t den)
{
  int w = q + 1, ok = 1, d = qp->d;
  mpz_t *M = zvec((size_t)q * w), prev, t, L;
  mm_assert(M != NULL);
  mpz_init_set_ui(prev, 1); mpz_init(t); mpz_init_set_ui(L, 1);
  @<Fill $M=[G\mid B]$ with $B$ the right-hand side times its common denominator@>@;
  for (int k = 0; k < q && ok; k++) @<Eliminate below pivot $k$, swapping rows if it is zero@>@;
  if (ok) @<Back-substitute in integers and set the denominator $DL$@>@;
  zvec_free(M, (size_t)q * w); mpz_clear(prev); mpz_clear(t); mpz_clear(L);
  return ok;
}

@ @<Fill $M=[G\mid B]$...@>=
for (int i = 0; i < q; i++)
  for (int j = 0; j <= i; j++) {
    const mpz_t *a = (const mpz_t *)(qp->N + (size_t)S[i] * d), *b = (const mpz_t *)(qp->N + (size_t)S[j] * d);
    mpz_set_ui(M[(size_t)i * w + j], 0);
    for (int l = 0; l < d; l++) mpz_addmul(M[(size_t)i * w + j], a[l], b[l]); /* $G_{ij}=N_{S_i}^TN_{S_j}$ */
    mpz_set(M[(size_t)j * w + i], M[(size_t)i * w + j]);
  }
for (int i = 0; i < q; i++) mpz_lcm(L, L, mpq_denref(rhs[i]));
for (int i = 0; i < q; i++) {
  mpz_divexact(M[(size_t)i * w + q], L, mpq_denref(rhs[i]));
  mpz_mul(M[(size_t)i * w + q], M[(size_t)i * w + q], mpq_numref(rhs[i]));
}

@ @<Eliminate below pivot $k$...@>=
{
  if (mpz_sgn(M[(size_t)k * w + k]) == 0) {
    int p = k + 1;
    while (p < q && mpz_sgn(M[(size_t)p * w + k]) == 0) p++;
    if (p == q) { ok = 0; break; }
    for (int j = 0; j < w; j++) mpz_swap(M[(size_t)k * w + j], M[(size_t)p * w + j]);
  }
  for (int i = k + 1; i < q; i++) {
    for (int j = k + 1; j < w; j++) {
      mpz_mul(t, M[(size_t)k * w + k], M[(size_t)i * w + j]);
      mpz_submul(t, M[(size_t)i * w + k], M[(size_t)k * w + j]);
      mpz_divexact(M[(size_t)i * w + j], t, prev); /* exact by Sylvester's identity */
    }
    mpz_set_ui(M[(size_t)i * w + k], 0);
  }
  mpz_set(prev, M[(size_t)k * w + k]);
}

@ After elimination |prev| is the last pivot $D$. The sign is moved into
the numerators so that the denominator is positive.
@<Back-substitute in integers...@>=
{
  for (int i = q - 1; i >= 0; i--) {
    mpz_mul(t, prev, M[(size_t)i * w + q]); /* $X_i=(Dc_i-\sum_{j>i}U_{ij}X_j)/U_{ii}$ */
    for (int j = i + 1; j < q; j++) mpz_submul(t, M[(size_t)i * w + j], X[j]);
    mpz_divexact(X[i], t, M[(size_t)i * w + i]);
  }
  mpz_mul(den, prev, L);
  if (mpz_sgn(den) < 0) { mpz_neg(den, den); for (int i = 0; i < q; i++) mpz_neg(X[i], X[i]); }
}

@ $Z=\sum_jX_jN_{S_j}$, an integer vector.
@<Exact: subroutines@>=
static void combine(const mm_exact_qp *qp, const int *S, int q, mpz_t *X, mpz_t *Z)
{
  int d = qp->d;
  for (int l = 0; l < d; l++) {
    mpz_set_ui(Z[l], 0);
    for (int j = 0; j < q; j++) mpz_addmul(Z[l], X[j], qp->N[(size_t)S[j] * d + l]);
  }
}

@*1 The exact active-set method.
The floating solver's active set is almost always right, so the method
starts there; it is the exact counterpart of the dual method of the oracle
chapter (Goldfarb--Idnani), whose termination argument holds verbatim in
exact arithmetic (there is no rounding to break the strict increase of
the dual objective).
@^Goldfarb--Idnani method@>

\item{1.} {\it Make the start independent.} The hint's rows are reduced
one by one against an integer echelon basis of the rows kept so far
(fraction-free: $x\gets E_{kk}x-x_kE_k$ on the pivot column, then divided
by its content); a row that reduces to zero depends on the kept ones and
is dropped. This is where a rank-deficient active set (more tight rows
than the rank) is cut to a basis.
\item{2.} {\it Make the start dual feasible.} Solve for the multipliers
$u=G^{-1}\tilde b_S$; while one is negative, drop the row with the most
negative one and solve again. The set shrinks at each drop, so this ends,
at worst with $S=\emptyset$ and $z=0$. Now $z=N_S^Tu$ minimises
${1\over2}\norm{z}^2$ subject to the rows of $S$ as inequalities: a valid
state of the dual method.
\item{3.} {\it Add violated rows.} Scan all rows exactly; if none is
violated, $z$ is optimal. Otherwise take the row $p$ with the largest
violation per unit length (the choice affects only the number of steps,
so it is made from floating estimates of exact slacks) and take the dual
method's major step: with $r=G^{-1}N_Sn_p$ and $\zeta=n_p-N_S^Tr$, the
full step $t_2=-s_p/\norm{\zeta}^2$ (infinite if $\zeta=0$: $n_p$ depends
on the active rows) and the partial step $t_1=\min_{r_j>0}u_j/r_j$;
move $z\gets z+t\zeta$, $u\gets u-tr$, $u_p\gets u_p+t$ with
$t=\min(t_1,t_2)$, then add $p$ (full) or drop the blocking row (partial)
and repeat. When both are infinite the problem is infeasible, with the
exact Farkas vector $y_p=1$, $y_j=-r_j\ge0$ on $S$: $A^Ty=\zeta=0$ and
$b^Ty=-s_p>0$ (the active rows being tight).
@^infeasibility@>

{\it Cost.} Each scan costs $md$ multiplications of a row entry (tens of
bits) by an entry of $z$'s numerator (thousands of bits): linear in the
size of the numbers, so a scan of $m=63{,}000$ rows in $d=32$ takes a
fraction of a second. Each step costs one Gram solve, $O(q^3)$ operations
on numbers of the size bounded above. With the floating active set right,
the method makes one scan; the verifier makes a second. The benchmark
measures both.

@<Exact: type definitions@>=
typedef struct {
  const mm_exact_qp *qp;
  mm_status status; /* |MM_OK|: optimal and verified; |MM_EINFEASIBLE|: Farkas vector verified */
  int d, m;
  mpq_t *z; /* the solution, |d| fractions */
  mpq_t norm2; /* $\norm{z}^2$ */
  int nactive, *active; /* the final active set, independent rows */
  mpq_t *lambda; /* their multipliers (for the unscaled rows $a_r$) */
  int *tight, ntight; /* exact tight rows: flags for all |m| rows, and their number */
  int nfarkas, *frows; /* when infeasible: the support of $y$ */
  mpq_t *fy; /* and its weights (for the unscaled rows) */
  int hint_size; /* rows in the floating active set given as the start */
  int dropped_dependent, dropped_negative, added, partial; /* the corrections */
  int scans; /* exact passes over all rows (the verifier's not counted) */
  size_t bits; /* largest numerator or denominator of $z$, in bits */
} mm_exact_svm;

@ @<Exact: declarations@>=
mm_status mm_exact_solve(const mm_exact_qp *qp, const int *hint, int nhint, mm_exact_svm *s);
void mm_exact_svm_free(mm_exact_svm *s);
int mm_exact_corrected(const mm_exact_svm *s);

@ The state of the method; |z| and |u| are exact throughout.
@<Exact: internal declarations@>=
typedef struct {
  const mm_exact_qp *qp;
  int q, *S; /* active rows */
  mpq_t *u; /* their multipliers (scaled rows), capacity $d$ */
  mpq_t *z;
  mpq_t *r, *zeta, *rhs; /* work: $r$, $\zeta$, right-hand sides */
  mpz_t *X, *Z, den; /* work: integer solutions, their combinations, a denominator */
} xstate;
static void recompute(xstate *x);
static int most_violated(xstate *x, mpq_t slack);
static mm_status major_step(xstate *x, int p, mpq_t sp, mm_exact_svm *s);

@ @<Exact: subroutines@>=
void mm_exact_svm_free(mm_exact_svm *s)
{
  if (s == NULL) return;
  qvec_free(s->z, (size_t)s->d); qvec_free(s->lambda, (size_t)s->nactive); qvec_free(s->fy, (size_t)s->nfarkas);
  if (s->qp) mpq_clear(s->norm2);
  free(s->active); free(s->tight); free(s->frows);
  memset(s, 0, sizeof *s);
}
int mm_exact_corrected(const mm_exact_svm *s)
{
  return s->dropped_dependent + s->dropped_negative + s->added + s->partial;
}

@ The solver. The iteration guard is the oracle chapter's; in exact
arithmetic the method terminates before it, so reaching it would be a
defect, reported as |MM_EITER|, never as an answer.
@.exact: iteration limit reached@>
@.exact: certificate failed@>
@<Exact: subroutines@>=
mm_status mm_exact_solve(const mm_exact_qp *qp, const int *hint, int nhint, mm_exact_svm *s)
{
  int d = qp->d, m = qp->m, limit = 10 * (m + d) + 100, steps = 0, p;
  xstate x;
  mm_status st = MM_OK;
  mpq_t sp;
  memset(s, 0, sizeof *s);
  s->qp = qp; s->d = d; s->m = m; mpq_init(s->norm2); s->hint_size = nhint;
  mpq_init(sp);
  memset(&x, 0, sizeof x);
  x.qp = qp;
  x.S = mm_alloc((size_t)d + 1, sizeof(int));
  x.u = qvec((size_t)d + 1); x.z = qvec((size_t)d); x.r = qvec((size_t)d + 1);
  x.zeta = qvec((size_t)d); x.rhs = qvec((size_t)d + 1);
  x.X = zvec((size_t)d + 1); x.Z = zvec((size_t)d); mpz_init(x.den);
  s->tight = mm_alloc((size_t)m + 1, sizeof(int));
  if (!x.S || !x.u || !x.z || !x.r || !x.zeta || !x.rhs || !x.X || !x.Z || !s->tight) { st = MM_ENOMEM; goto done; }
  @<Reduce the hint to an independent set of rows@>@;
  @<Drop rows with negative multipliers until the start is dual feasible@>@;
  while ((p = most_violated(&x, sp)) >= 0) {
    if (++steps > limit) { st = mm_fail(MM_EITER, "exact: iteration limit reached (%d steps)", steps); break; }
    if ((st = major_step(&x, p, sp, s)) != MM_OK) break;
    s->added++;
  }
  s->scans = steps + 1;
  if (st == MM_OK) @<Record the solution and verify it independently@>@;
  else if (st == MM_EINFEASIBLE) @<Verify the Farkas vector independently@>@;
done:
  mpq_clear(sp);
  free(x.S); qvec_free(x.u, (size_t)d + 1); qvec_free(x.z, (size_t)d); qvec_free(x.r, (size_t)d + 1);
  qvec_free(x.zeta, (size_t)d); qvec_free(x.rhs, (size_t)d + 1);
  zvec_free(x.X, (size_t)d + 1); zvec_free(x.Z, (size_t)d); mpz_clear(x.den);
  return s->status = st;
}

@ Step 1 of the method. Each basis row $E_k$ keeps its pivot column
|piv[k]|, the first non-zero entry; a new row is reduced against every
basis row in order, so that it has a zero in every pivot column, and it
joins the basis if something is left. Hint rows out of range, or
repeated, are ignored as dependent.
@<Reduce the hint to an independent set...@>=
{
  mpz_t *E = zvec((size_t)d * d), *y = zvec((size_t)d), g, t;
  int *piv = mm_alloc((size_t)d + 1, sizeof(int)), nb = 0;
  mm_assert(E != NULL && y != NULL && piv != NULL);
  mpz_init(g); mpz_init(t);
  for (int h = 0; h < nhint; h++) {
    int row = hint[h], k, nz = -1;
    if (row < 0 || row >= m || nb == d) { s->dropped_dependent++; continue; }
    for (int j = 0; j < d; j++) mpz_set(y[j], qp->N[(size_t)row * d + j]);
    for (k = 0; k < nb; k++) if (mpz_sgn(y[piv[k]]) != 0) {
      mpz_set(t, y[piv[k]]);
      for (int j = 0; j < d; j++) { /* $y:=E_{k,\pi_k}y-y_{\pi_k}E_k$ */
        mpz_mul(y[j], y[j], E[(size_t)k * d + piv[k]]);
        mpz_submul(y[j], t, E[(size_t)k * d + j]);
      }
      mpz_set_ui(g, 0);
      for (int j = 0; j < d; j++) mpz_gcd(g, g, y[j]);
      if (mpz_sgn(g) > 0) for (int j = 0; j < d; j++) mpz_divexact(y[j], y[j], g);
    }
    for (int j = 0; j < d && nz < 0; j++) if (mpz_sgn(y[j]) != 0) nz = j;
    if (nz < 0) { s->dropped_dependent++; continue; }
    for (int j = 0; j < d; j++) mpz_set(E[(size_t)nb * d + j], y[j]);
    piv[nb++] = nz;
    x.S[x.q++] = row;
  }
  zvec_free(E, (size_t)d * d); zvec_free(y, (size_t)d); free(piv); mpz_clear(g); mpz_clear(t);
}

@ Step 2.
@<Drop rows with negative multipliers...@>=
for (;;) {
  int worst = -1;
  recompute(&x);
  for (int j = 0; j < x.q; j++)
    if (mpq_sgn(x.u[j]) < 0 && (worst < 0 || mpq_cmp(x.u[j], x.u[worst]) < 0)) worst = j;
  if (worst < 0) break;
  for (int j = worst; j + 1 < x.q; j++) x.S[j] = x.S[j + 1];
  x.q--; s->dropped_negative++;
}

@ |recompute| sets $u=G^{-1}\tilde b_S$ and $z=N_S^Tu$ from the set alone.
@<Exact: subroutines@>=
static void recompute(xstate *x)
{
  const mm_exact_qp *qp = x->qp;
  int d = qp->d;
  for (int j = 0; j < x->q; j++) mpq_set(x->rhs[j], qp->b[x->S[j]]);
  if (x->q == 0) { for (int l = 0; l < d; l++) mpq_set_ui(x->z[l], 0, 1); return; }
  mm_assert(gram_solve(qp, x->S, x->q, x->rhs, x->X, x->den));
  for (int j = 0; j < x->q; j++) { mpz_set(mpq_numref(x->u[j]), x->X[j]); mpz_set(mpq_denref(x->u[j]), x->den); mpq_canonicalize(x->u[j]); }
  combine(qp, x->S, x->q, x->X, x->Z);
  for (int l = 0; l < d; l++) { mpz_set(mpq_numref(x->z[l]), x->Z[l]); mpz_set(mpq_denref(x->z[l]), x->den); mpq_canonicalize(x->z[l]); }
}

@ Exact slacks. With $z=M/D$ ($D$ the lcm of the denominators of $z$, $M$
an integer vector) and $\tilde b_r=\beta/\delta$, the slack
$N_r^Tz-\tilde b_r$ has the sign of $\delta N_r^TM-\beta D$, an integer.
|slack_sign| computes it; it is shared by the scan and, separately
written, by nothing else (the verifier computes slacks its own way).
@<Exact: internal declarations@>=
typedef struct { mpz_t D, *M, acc, t; int d; } zform;
static void zform_init(zform *f, mpq_t *z, int d);
static void zform_clear(zform *f);
static int slack_sign(const mm_exact_qp *qp, int r, zform *f);

@ @<Exact: subroutines@>=
static void zform_init(zform *f, mpq_t *z, int d)
{
  f->d = d; f->M = zvec((size_t)d);
  mm_assert(f->M != NULL);
  mpz_init_set_ui(f->D, 1); mpz_init(f->acc); mpz_init(f->t);
  for (int j = 0; j < d; j++) mpz_lcm(f->D, f->D, mpq_denref(z[j]));
  for (int j = 0; j < d; j++) { mpz_divexact(f->M[j], f->D, mpq_denref(z[j])); mpz_mul(f->M[j], f->M[j], mpq_numref(z[j])); }
}
static void zform_clear(zform *f)
{
  zvec_free(f->M, (size_t)f->d); mpz_clear(f->D); mpz_clear(f->acc); mpz_clear(f->t);
}
static int slack_sign(const mm_exact_qp *qp, int r, zform *f)
{
  const mpz_t *N = (const mpz_t *)(qp->N + (size_t)r * qp->d);
  mpz_set_ui(f->acc, 0);
  for (int j = 0; j < qp->d; j++) if (mpz_sgn(N[j])) mpz_addmul(f->acc, N[j], f->M[j]);
  mpz_mul(f->acc, f->acc, mpq_denref(qp->b[r])); /* $\delta N_r^TM$ */
  mpz_mul(f->t, mpq_numref(qp->b[r]), f->D); /* $\beta D$ */
  mpz_sub(f->acc, f->acc, f->t);
  return mpz_sgn(f->acc);
}

@ A filter in front of the exact slacks. Nearly every row of a large
problem is far from its boundary, and proving that needs no exact
arithmetic: a rounded evaluation with a rigorous error bound suffices
(the technique of filtered exact predicates in computational geometry).
Let $\hat a_{rj}$ be $N_{rj}$ and $1/c_r$ each rounded to double and
multiplied ($\vert\hat a_{rj}-a_{rj}\vert\le4u\vert a_{rj}\vert$ to first
order, $u=2^{-53}$; GMP's conversions truncate, which costs at most one
unit $2u$ each), $\hat b_r$ likewise, and $\hat z_j$ the truncation of
$z_j$ ($\vert\hat z_j-z_j\vert\le2u\vert z_j\vert$). Then every product
$\hat a_{rj}\hat z_j$ is within about $6u$ of $a_{rj}z_j$ relative, and
the floating sum of $d$ such products and $-\hat b_r$ adds at most
$\gamma_{d+1}\approx(d+1)u$ times $\Sigma_r=\sum_j\vert\hat a_{rj}\hat z_j
\vert+\vert\hat b_r\vert$. So the computed slack $\hat s_r$ is within
$(d+12)u\,\Sigma_r$ of the exact one, and a row with
$\hat s_r>2(d+12)\epsilon\,\Sigma_r$ ($\epsilon=2u$, a factor four of
room, which also covers the second-order terms and the rounding of the
bound itself) is satisfied in exact arithmetic. A row whose rounded
copy is not finite or has an entry in the subnormal range (where relative
bounds fail) is marked and always evaluated exactly. The filter only
decides ``certainly satisfied''; every row it does not settle, violated
or tight or close, gets the exact test. The verifier does not use it.
@^filtered exact predicates@>

@<Exact: internal declarations@>=
static mm_status round_rows(mm_exact_qp *qp);
static int filter_satisfied(const mm_exact_qp *qp, int r, const double *zf);

@ A row marked unfilterable has $\hat b_r=$ NaN.
@<Exact: subroutines@>=
static mm_status round_rows(mm_exact_qp *qp)
{
  int d = qp->d;
  mpq_t inv;
  qp->Af = mm_alloc((size_t)qp->m * d, sizeof(double));
  qp->bf = mm_alloc((size_t)qp->m, sizeof(double));
  if (!qp->Af || !qp->bf) return MM_ENOMEM;
  mpq_init(inv);
  for (int r = 0; r < qp->m; r++) {
    double ic, *a = qp->Af + (size_t)r * d;
    int ok = 1;
    mpq_inv(inv, qp->c[r]);
    ic = mpq_get_d(inv);
    for (int j = 0; j < d; j++) {
      a[j] = mpz_get_d(qp->N[(size_t)r * d + j]) * ic;
      if (!isfinite(a[j]) || (a[j] != 0.0 && fabs(a[j]) < 0x1p-900)) ok = 0;
    }
    qp->bf[r] = mpq_get_d(qp->b[r]) * ic;
    if (!ok || !isfinite(ic) || ic < 0x1p-900 || !isfinite(qp->bf[r])) qp->bf[r] = NAN;
  }
  mpq_clear(inv);
  return MM_OK;
}
static int filter_satisfied(const mm_exact_qp *qp, int r, const double *zf)
{
  const double *a = qp->Af + (size_t)r * qp->d;
  double s = -qp->bf[r], S = fabs(qp->bf[r]);
  if (isnan(s)) return 0;
  for (int j = 0; j < qp->d; j++) { double p = a[j] * zf[j]; s += p; S += fabs(p); }
  return s > 2.0 * (qp->d + 12) * DBL_EPSILON * S && isfinite(S);
}

@ The scan: every row's exact slack sign; among violated rows the one
farthest from $z$ relative to its length, judged from the exact integer
numerator $\delta N_r^TM-\beta D$ scaled by $\delta D\norm{N_r}$ in a
logarithmic double estimate (safe from overflow for numbers of any size).
It returns the row and sets |slack| to its exact value, or returns $-1$.
@<Exact: internal declarations@>=
static double log2z(const mpz_t a);

@ @<Exact: subroutines@>=
static double log2z(const mpz_t a)
{
  long e;
  double mant;
  if (mpz_sgn(a) == 0) return -HUGE_VAL;
  mant = mpz_get_d_2exp(&e, a);
  return log2(fabs(mant)) + (double)e;
}
static int most_violated(xstate *x, mpq_t slack)
{
  const mm_exact_qp *qp = x->qp;
  int d = qp->d, best = -1;
  double bestv = -HUGE_VAL;
  zform f;
  mpz_t nn;
  double *zf = mm_alloc((size_t)d, sizeof(double));
  int usable = zf != NULL;
  zform_init(&f, x->z, d);
  mpz_init(nn);
  for (int j = 0; j < d && usable; j++) {
    zf[j] = mpq_get_d(x->z[j]);
    if (!isfinite(zf[j]) || (zf[j] != 0.0 && fabs(zf[j]) < 0x1p-900)) usable = 0;
  }
  for (int r = 0; r < qp->m; r++) if (!(usable && filter_satisfied(qp, r, zf)) && slack_sign(qp, r, &f) < 0) {
    double v;
    mpz_set_ui(nn, 0);
    for (int j = 0; j < d; j++) mpz_addmul(nn, qp->N[(size_t)r * d + j], qp->N[(size_t)r * d + j]);
    v = log2z(f.acc) - log2z(mpq_denref(qp->b[r])) - 0.5 * log2z(nn);
    if (mpz_sgn(nn) == 0) v = HUGE_VAL; /* a zero row with $\tilde b_r>0$ */
    if (best < 0 || v > bestv) { best = r; bestv = v; }
  }
  if (best >= 0) { /* the exact slack of row |best|: $N^Tz-\tilde b$ */
    mpq_t h;
    mpq_init(h);
    mpq_set_ui(slack, 0, 1);
    for (int j = 0; j < d; j++) { mpq_set_z(h, qp->N[(size_t)best * d + j]); mpq_mul(h, h, x->z[j]); mpq_add(slack, slack, h); }
    mpq_sub(slack, slack, qp->b[best]);
    mpq_clear(h);
  }
  mpz_clear(nn); zform_clear(&f); free(zf);
  return best;
}

@ One major step for violated row |p| with exact slack |sp|, as in the
oracle chapter but with no tolerance anywhere: $\zeta=0$ is an exact test.
@<Exact: subroutines@>=
static mm_status major_step(xstate *x, int p, mpq_t sp, mm_exact_svm *s)
{
  const mm_exact_qp *qp = x->qp;
  int d = qp->d;
  mpq_t up, nz2, t1, t2, h;
  mm_status st = MM_OK;
  mpq_init(up); mpq_init(nz2); mpq_init(t1); mpq_init(t2); mpq_init(h);
  for (;;) {
    int k = -1, inf1 = 1, inf2;
    @<Compute $r=G^{-1}N_Sn_p$, $\zeta=n_p-N_S^Tr$ and $\norm{\zeta}^2$@>@;
    for (int j = 0; j < x->q; j++) if (mpq_sgn(x->r[j]) > 0) {
      mpq_div(h, x->u[j], x->r[j]);
      if (inf1 || mpq_cmp(h, t1) < 0) { mpq_set(t1, h); k = j; inf1 = 0; }
    }
    inf2 = mpq_sgn(nz2) == 0;
    if (!inf2) { mpq_div(t2, sp, nz2); mpq_neg(t2, t2); }
    if (inf1 && inf2) { st = farkas(x, p, s); break; }
    if (!inf2 && (inf1 || mpq_cmp(t2, t1) <= 0)) { @<Take the full step $t_2$ and add row |p|@>@; break; }
    @<Take the partial step $t_1$ and drop active row |k|@>@;
  }
  mpq_clear(up); mpq_clear(nz2); mpq_clear(t1); mpq_clear(t2); mpq_clear(h);
  return st;
}

@ With $r=R/D$ in integers, $\zeta=(Dn_p-\sum_jR_jN_{S_j})/D$.
@<Compute $r=G^{-1}N_Sn_p$...@>=
mpz_set_ui(x->den, 1);
if (x->q > 0) {
  for (int j = 0; j < x->q; j++) {
    mpz_set_ui(mpq_numref(x->rhs[j]), 0); mpz_set_ui(mpq_denref(x->rhs[j]), 1);
    for (int l = 0; l < d; l++) mpz_addmul(mpq_numref(x->rhs[j]), qp->N[(size_t)x->S[j] * d + l], qp->N[(size_t)p * d + l]);
  }
  mm_assert(gram_solve(qp, x->S, x->q, x->rhs, x->X, x->den));
  for (int j = 0; j < x->q; j++) { mpz_set(mpq_numref(x->r[j]), x->X[j]); mpz_set(mpq_denref(x->r[j]), x->den); mpq_canonicalize(x->r[j]); }
  combine(qp, x->S, x->q, x->X, x->Z);
} else for (int l = 0; l < d; l++) mpz_set_ui(x->Z[l], 0);
mpq_set_ui(nz2, 0, 1);
for (int l = 0; l < d; l++) {
  mpz_mul(mpq_numref(x->zeta[l]), x->den, qp->N[(size_t)p * d + l]);
  mpz_sub(mpq_numref(x->zeta[l]), mpq_numref(x->zeta[l]), x->Z[l]);
  mpz_addmul(mpq_numref(nz2), mpq_numref(x->zeta[l]), mpq_numref(x->zeta[l]));
  mpz_set(mpq_denref(x->zeta[l]), x->den);
  mpq_canonicalize(x->zeta[l]);
}
mpz_mul(mpq_denref(nz2), x->den, x->den);
mpq_canonicalize(nz2);

@ After the full step row $p$ is tight exactly, and $z$ is the minimiser
for the enlarged set; recomputing from the set gives the same $z$ and
$u$ and keeps the fractions in the lowest terms of that set's solution.
@<Take the full step $t_2$...@>=
for (int j = 0; j < x->q; j++) { mpq_mul(h, t2, x->r[j]); mpq_sub(x->u[j], x->u[j], h); }
mpq_add(up, up, t2);
x->S[x->q] = p; mpq_set(x->u[x->q], up); x->q++;
recompute(x);

@ @<Take the partial step $t_1$...@>=
if (!inf2) {
  for (int l = 0; l < d; l++) { mpq_mul(h, t1, x->zeta[l]); mpq_add(x->z[l], x->z[l], h); }
  mpq_mul(h, t1, nz2); mpq_add(sp, sp, h);
}
for (int j = 0; j < x->q; j++) { mpq_mul(h, t1, x->r[j]); mpq_sub(x->u[j], x->u[j], h); }
mpq_add(up, up, t1);
for (int j = k; j + 1 < x->q; j++) { x->S[j] = x->S[j + 1]; mpq_set(x->u[j], x->u[j + 1]); }
x->q--;
s->partial++;

@ Infeasibility: the Farkas vector in the scaled rows is $y_p=1$,
$y_{S_j}=-r_j$; for the rows $a_r=N_r/c_r$ the weights are multiplied by
$c_r$.
@<Exact: internal declarations@>=
static mm_status farkas(xstate *x, int p, mm_exact_svm *s);

@ @<Exact: subroutines@>=
static mm_status farkas(xstate *x, int p, mm_exact_svm *s)
{
  int k = 1;
  for (int j = 0; j < x->q; j++) k += mpq_sgn(x->r[j]) != 0;
  s->frows = mm_alloc((size_t)k, sizeof(int));
  s->fy = qvec((size_t)k);
  s->nfarkas = k;
  if (!s->frows || !s->fy) return MM_ENOMEM;
  k = 0;
  s->frows[k] = p; mpq_set(s->fy[k], x->qp->c[p]); k++;
  for (int j = 0; j < x->q; j++) if (mpq_sgn(x->r[j]) != 0) {
    s->frows[k] = x->S[j];
    mpq_mul(s->fy[k], x->r[j], x->qp->c[x->S[j]]);
    mpq_neg(s->fy[k], s->fy[k]);
    k++;
  }
  return MM_EINFEASIBLE;
}

@ @<Record the solution and verify it independently@>=
{
  s->nactive = x.q;
  s->active = mm_alloc((size_t)x.q + 1, sizeof(int));
  s->lambda = qvec((size_t)x.q);
  s->z = qvec((size_t)d);
  if (!s->active || !s->lambda || !s->z) { st = MM_ENOMEM; goto done; }
  for (int j = 0; j < x.q; j++) { s->active[j] = x.S[j]; mpq_mul(s->lambda[j], x.u[j], qp->c[x.S[j]]); }
  for (int j = 0; j < d; j++) mpq_set(s->z[j], x.z[j]);
  s->bits = 0;
  for (int j = 0; j < d; j++) {
    size_t b1 = mpz_sizeinbase(mpq_numref(s->z[j]), 2), b2 = mpz_sizeinbase(mpq_denref(s->z[j]), 2);
    if (b1 > s->bits) s->bits = b1;
    if (b2 > s->bits) s->bits = b2;
  }
  st = mm_exact_verify_kkt(qp, s->z, s->nactive, s->active, s->lambda, s->tight, &s->ntight, s->norm2);
  if (st != MM_OK) { char why[512]; snprintf(why, sizeof why, "%s", mm_error_message()); st = mm_fail(MM_ENUMERIC, "exact: certificate failed: %s", why); }
}

@ @<Verify the Farkas vector independently@>=
{
  st = mm_exact_verify_farkas(qp, s->nfarkas, s->frows, s->fy);
  if (st == MM_OK) st = mm_fail(MM_EINFEASIBLE, "exact: the selection is not separable (exact Farkas certificate verified)");
  else { char why[512]; snprintf(why, sizeof why, "%s", mm_error_message()); st = mm_fail(MM_ENUMERIC, "exact: certificate failed: %s", why); }
}

@*1 The verifiers.
They take the problem and a claimed answer and decide the conditions of
the first section exactly. They use the rows $a_r=N_r/c_r$ and the
right-hand sides $b_r=\tilde b_r/c_r$ in rationals, not the integer form
the solver works in. The KKT verifier receives the multipliers on a list
of rows (zero elsewhere), fills |tight| with the exact tight rows, their
count, and $\norm{z}^2$. It returns |MM_OK|, or |MM_ENUMERIC| with a
message naming the first condition that fails.
@.exact: a multiplier is negative@>
@.exact: z is not A\^T lambda@>
@.exact: a constraint is violated@>
@.exact: complementarity fails@>

@<Exact: declarations@>=
mm_status mm_exact_verify_kkt(const mm_exact_qp *qp, mpq_t *z, int k, const int *rows, mpq_t *lambda,
  int *tight, int *ntight, mpq_t norm2);
mm_status mm_exact_verify_farkas(const mm_exact_qp *qp, int k, const int *rows, mpq_t *y);

@ Row slacks are evaluated with the integer form of $z$ again, but
computed from the definitions: $a_r^Tz-b_r=(N_r^Tz-\tilde b_r)/c_r$ and
$c_r>0$, so the sign of $N_r^TM/D-\tilde b_r$ decides.
@<Exact: subroutines@>=
mm_status mm_exact_verify_kkt(const mm_exact_qp *qp, mpq_t *z, int k, const int *rows, mpq_t *lambda,
  int *tight, int *ntight, mpq_t norm2)
{
  int d = qp->d;
  mpq_t *atl = qvec((size_t)d), *a = qvec((size_t)d), h, sl;
  mm_status st = MM_OK;
  if (!atl || !a) { qvec_free(atl, (size_t)d); qvec_free(a, (size_t)d); return MM_ENOMEM; }
  mpq_init(h); mpq_init(sl);
  @<Check $\lambda\ge0$ and $z=A^T\lambda$ exactly@>@;
  if (st == MM_OK) @<Check every row, and record the tight ones@>@;
  if (st == MM_OK) @<Check complementarity on the listed rows@>@;
  mpq_set_ui(norm2, 0, 1);
  for (int j = 0; j < d; j++) { mpq_mul(h, z[j], z[j]); mpq_add(norm2, norm2, h); }
  mpq_clear(h); mpq_clear(sl); qvec_free(atl, (size_t)d); qvec_free(a, (size_t)d);
  return st;
}

@ @<Check $\lambda\ge0$...@>=
for (int j = 0; j < k && st == MM_OK; j++) {
  if (rows[j] < 0 || rows[j] >= qp->m) st = mm_fail(MM_ENUMERIC, "exact: row %d of the multiplier list is out of range", rows[j]);
  else if (mpq_sgn(lambda[j]) < 0) st = mm_fail(MM_ENUMERIC, "exact: a multiplier is negative (row %d)", rows[j]);
  else {
    mm_exact_row(qp, rows[j], a);
    for (int l = 0; l < d; l++) { mpq_mul(h, lambda[j], a[l]); mpq_add(atl[l], atl[l], h); }
  }
}
for (int l = 0; l < d && st == MM_OK; l++)
  if (!mpq_equal(atl[l], z[l])) st = mm_fail(MM_ENUMERIC, "exact: z is not A^T lambda (coordinate %d)", l);

@ @<Check every row...@>=
{
  zform f;
  zform_init(&f, z, d);
  *ntight = 0;
  for (int r = 0; r < qp->m; r++) {
    int sg = slack_sign(qp, r, &f);
    if (sg < 0) { st = mm_fail(MM_ENUMERIC, "exact: a constraint is violated (row %d: input %d, token %d)", r, qp->input[r], qp->token[r]); break; }
    tight[r] = sg == 0;
    *ntight += tight[r];
  }
  zform_clear(&f);
}

@ @<Check complementarity...@>=
for (int j = 0; j < k; j++)
  if (mpq_sgn(lambda[j]) != 0 && !tight[rows[j]]) {
    st = mm_fail(MM_ENUMERIC, "exact: complementarity fails (row %d has a positive multiplier and is not tight)", rows[j]);
    break;
  }

@ The Farkas verifier: $y\ge0$, $\sum_ry_ra_r=0$ and $\sum_ry_rb_r>0$,
all exact.
@.exact: the Farkas vector does not verify@>
@<Exact: subroutines@>=
mm_status mm_exact_verify_farkas(const mm_exact_qp *qp, int k, const int *rows, mpq_t *y)
{
  int d = qp->d;
  mpq_t *aty = qvec((size_t)d), *a = qvec((size_t)d), h, bty;
  mm_status st = MM_OK;
  if (!aty || !a) { qvec_free(aty, (size_t)d); qvec_free(a, (size_t)d); return MM_ENOMEM; }
  mpq_init(h); mpq_init(bty);
  for (int j = 0; j < k && st == MM_OK; j++) {
    if (rows[j] < 0 || rows[j] >= qp->m || mpq_sgn(y[j]) < 0) { st = mm_fail(MM_ENUMERIC, "exact: the Farkas vector does not verify (entry %d negative or out of range)", j); break; }
    mm_exact_row(qp, rows[j], a);
    for (int l = 0; l < d; l++) { mpq_mul(h, y[j], a[l]); mpq_add(aty[l], aty[l], h); }
    mpq_div(h, qp->b[rows[j]], qp->c[rows[j]]); /* $b_r=\tilde b_r/c_r$ */
    mpq_mul(h, h, y[j]);
    mpq_add(bty, bty, h);
  }
  for (int l = 0; l < d && st == MM_OK; l++)
    if (mpq_sgn(aty[l]) != 0) st = mm_fail(MM_ENUMERIC, "exact: the Farkas vector does not verify (A^T y has entry %d non-zero)", l);
  if (st == MM_OK && mpq_sgn(bty) <= 0) st = mm_fail(MM_ENUMERIC, "exact: the Farkas vector does not verify (b^T y <= 0)");
  mpq_clear(h); mpq_clear(bty); qvec_free(aty, (size_t)d); qvec_free(a, (size_t)d);
  return st;
}

@*1 Exact scores and local optimality.
The scores are $\gamma_{it}=Y_iv^Tx_{it}$, rationals. A selection with a
verified exact solution is locally optimal when $\gamma_{i\alpha_i}>
\gamma_{it}$ for every exact support token; it is {\it tied\/} when some
support token has exactly the same score (and none a larger one); it is
not locally optimal when some support token scores strictly higher. These
are exact comparisons of rationals: the floating path's band $\tau_i$
(token chapter) has no counterpart, and a floating ``tie'' is decided here.
The optimal tokens are exact too: |mm_exact_opt| returns the number of
inputs whose top score is attained twice, with $\opt_i=-1$ for them.
@^ties@>
@^locally-optimal tokens@>

@<Exact: declarations@>=
void mm_exact_score(const mm_exact_instance *e, int i, int t, mpq_t g);
int mm_exact_opt(const mm_exact_instance *e, int *opt);
mm_sel_kind mm_exact_classify(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, int *where_i, int *where_t);

@ @<Exact: subroutines@>=
void mm_exact_score(const mm_exact_instance *e, int i, int t, mpq_t g)
{
  mpq_t h;
  mpq_init(h);
  mpq_set_ui(g, 0, 1);
  for (int j = 0; j < e->d; j++) { mpq_mul(h, e->v[j], e->X[(size_t)(e->off[i] + t) * e->d + j]); mpq_add(g, g, h); }
  if (e->Y[i] < 0) mpq_neg(g, g);
  mpq_clear(h);
}
int mm_exact_opt(const mm_exact_instance *e, int *opt)
{
  int ties = 0;
  mpq_t best, g;
  mpq_init(best); mpq_init(g);
  for (int i = 0; i < e->n; i++) {
    int b = 0, tied = 0;
    mm_exact_score(e, i, 0, best);
    for (int t = 1; t < e->T[i]; t++) {
      int c;
      mm_exact_score(e, i, t, g);
      c = mpq_cmp(g, best);
      if (c > 0) { b = t; tied = 0; mpq_set(best, g); } else if (c == 0) tied = 1;
    }
    opt[i] = tied ? -1 : b;
    ties += tied;
  }
  mpq_clear(best); mpq_clear(g);
  return ties;
}

@ @<Exact: subroutines@>=
mm_sel_kind mm_exact_classify(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, int *where_i, int *where_t)
{
  mm_sel_kind kind = MM_SEL_LMM;
  mpq_t ga, gt;
  *where_i = *where_t = -1;
  if (s->status != MM_OK) return MM_SEL_INFEASIBLE;
  mpq_init(ga); mpq_init(gt);
  for (int r = 0; r < s->m && kind != MM_SEL_NOT_LOCAL; r++) if (s->tight[r]) {
    int i = s->qp->input[r], t = s->qp->token[r], c;
    mm_exact_score(e, i, alpha[i], ga);
    mm_exact_score(e, i, t, gt);
    c = mpq_cmp(ga, gt);
    if (c < 0) { kind = MM_SEL_NOT_LOCAL; *where_i = i; *where_t = t; }
    else if (c == 0 && kind == MM_SEL_LMM) { kind = MM_SEL_TIE; *where_i = i; *where_t = t; }
  }
  mpq_clear(ga); mpq_clear(gt);
  return kind;
}

@*1 From an instance to a certificate.
|mm_exact_att| is what the command and the checks call: given the
floating instance, an exact instance (or |NULL| to take the floating one
as stored), a selection and a relaxed set, and optionally the floating
solver's answer (solved here when |NULL|), it builds the exact problem,
starts from the floating active set and returns the verified exact
answer. The returned problem belongs to the caller (|*qpp|).
@<Exact: declarations@>=
mm_status mm_exact_att(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const int *relaxed,
  const mm_svm *fl, mm_exact_qp **qpp, mm_exact_svm *s);

@ @<Exact: subroutines@>=
mm_status mm_exact_att(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const int *relaxed,
  const mm_svm *fl, mm_exact_qp **qpp, mm_exact_svm *s)
{
  mm_exact_instance *own = NULL;
  mm_svm mine;
  mm_status st;
  memset(s, 0, sizeof *s);
  memset(&mine, 0, sizeof mine);
  *qpp = NULL;
  if (e == NULL && (e = own = mm_exact_instance_new(in)) == NULL) return MM_ENOMEM;
  if (fl == NULL) {
    st = mm_svm_att(in, alpha, relaxed, &mine);
    if (st != MM_OK && st != MM_EINFEASIBLE) { mm_svm_free(&mine); mm_exact_instance_free(own); return st; }
    fl = &mine;
  }
  if ((*qpp = mm_exact_att_qp(e, alpha, relaxed)) == NULL) st = MM_EINPUT;
  else st = mm_exact_solve(*qpp, fl->active, fl->nactive, s);
  mm_svm_free(&mine); mm_exact_instance_free(own);
  return st;
}

@*1 Printing fractions and the margin.
Fractions are printed in lowest terms, integers without a denominator,
as GMP writes them. The margin enclosure of the first section: with
$\norm{z}^2=P/Q$, $s=\lfloor\sqrt{\lfloor10^{40}Q/P\rfloor}\rfloor
=\lfloor10^{20}\sqrt{Q/P}\rfloor$ (the floor of a square root of a
floor is the floor of the square root), and the margin lies in
$[s,s+1)\cdot10^{-20}$; it equals $s\cdot10^{-20}$ exactly when
$s^2P=10^{40}Q$.
@<Exact: declarations@>=
char *mm_exact_str(const mpq_t q);
char *mm_exact_margin(const mpq_t norm2);

@ Both return a string the caller frees with |free|.
@<Exact: subroutines@>=
char *mm_exact_str(const mpq_t q)
{
  return mpq_get_str(NULL, 10, q);
}
char *mm_exact_margin(const mpq_t norm2)
{
  mpz_t s, x, p;
  char *digits, *out;
  int exact;
  size_t len;
  if (mpq_sgn(norm2) <= 0) { out = malloc(16); if (out) strcpy(out, "infinite"); return out; }
  mpz_init(s); mpz_init(x); mpz_init(p);
  mpz_ui_pow_ui(p, 10, 40);
  mpz_mul(x, mpq_denref(norm2), p);
  mpz_fdiv_q(x, x, mpq_numref(norm2));
  mpz_sqrt(s, x);
  mpz_mul(x, s, s); mpz_mul(x, x, mpq_numref(norm2));
  mpz_mul(p, p, mpq_denref(norm2));
  exact = mpz_cmp(x, p) == 0;
  digits = mpz_get_str(NULL, 10, s);
  len = strlen(digits);
  out = malloc(2 * len + 80);
  if (out) {
    char *lo = malloc(len + 24), *hi;
    mpz_add_ui(s, s, 1);
    hi = mpz_get_str(NULL, 10, s);
    if (lo) {
      decimal(digits, lo);
      if (exact) sprintf(out, "%s (exact)", lo);
      else { char *hs = malloc(strlen(hi) + 24); if (hs) { decimal(hi, hs); sprintf(out, "in [%s, %s)", lo, hs); free(hs); } else strcpy(out, lo); }
      free(lo);
    }
    free(hi);
  }
  free(digits); mpz_clear(s); mpz_clear(x); mpz_clear(p);
  return out;
}

@ Placing the decimal point twenty digits from the right.
@<Exact: internal declarations@>=
static void decimal(const char *digits, char *out);

@ @<Exact: subroutines@>=
static void decimal(const char *digits, char *out)
{
  size_t len = strlen(digits);
  if (len <= 20) {
    sprintf(out, "0.");
    for (size_t k = len; k < 20; k++) strcat(out, "0");
    strcat(out, digits);
  } else {
    memcpy(out, digits, len - 20);
    out[len - 20] = '.';
    strcpy(out + len - 19, digits + len - 20);
  }
}

@*1 The command's \.{--exact}.
The command calls one routine per subcommand. |mm_exact_cli_svm|
certifies the selection given to \.{svm} (starting from the floating
answer |fl|), and either prints the exact answer or, when |o| is not
|NULL|, adds it to the JSON object: |"exact": true| (the certificate held
in exact arithmetic), |"p_exact"| (fractions as strings),
|"norm2_exact"|, |"margin_exact"| (the enclosure), |"support_exact"|
(per input), |"lambda_exact"| (active rows with their multipliers),
|"active_set_corrections"|, |"selection_exact"| (the exact verdict of
local optimality), or for an infeasible selection |"farkas_exact"|. It
returns |MM_OK| or the status that makes the command fail.
@^exit codes@>

@<Exact: declarations@>=
mm_status mm_exact_cli_svm(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, int decimal, json_t *o);
mm_status mm_exact_cli_analyze(const mm_instance *in, const mm_svm *gs, const mm_lmm_set *set, int decimal, json_t *o);

@ @<Exact: subroutines@>=
mm_status mm_exact_cli_svm(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, int decimal, json_t *o)
{
  mm_exact_instance *e = decimal ? mm_exact_instance_new_decimal(in) : mm_exact_instance_new(in);
  mm_exact_qp *qp = NULL;
  mm_exact_svm s;
  mm_status st;
  if (e == NULL) return MM_ENOMEM;
  st = mm_exact_att(in, e, alpha, relaxed, fl, &qp, &s);
  if (st == MM_OK || st == MM_EINFEASIBLE) {
    if (o) { add_json(e, alpha, &s, o); json_object_set_new(o, "exact_reading", json_string(decimal ? "decimal" : "binary")); }
    else print_text(e, alpha, &s, decimal);
    if (fl == NULL || decimal) st = MM_OK; /* the decimal instance may differ in verdict from the stored one */
    else if (st == MM_EINFEASIBLE && fl->status == MM_OK) st = mm_fail(MM_ENUMERIC, "exact: the floating solver found a solution, the exact one a Farkas vector");
    else if (st == MM_OK && fl->status != MM_OK && !mm_exact_needed(fl)) st = mm_fail(MM_ENUMERIC, "exact: the floating solver proved infeasibility, the exact one found a solution");
    else st = MM_OK;
  }
  mm_exact_svm_free(&s); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  return st;
}

@ @<Exact: internal declarations@>=
static json_t *jfracs(mpq_t *x, int n);
static void add_json(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, json_t *o);
static void print_text(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, int decimal);

@ @<Exact: subroutines@>=
static json_t *jfracs(mpq_t *x, int n)
{
  json_t *a = json_array();
  for (int j = 0; j < n; j++) { char *c = mm_exact_str(x[j]); json_array_append_new(a, json_string(c)); free(c); }
  return a;
}
static void add_json(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, json_t *o)
{
  const mm_exact_qp *qp = s->qp;
  json_object_set_new(o, "exact", json_true());
  if (s->status == MM_OK) {
    json_t *sup = json_array(), *lam = json_array(), *cor = json_object();
    char *c = mm_exact_str(s->norm2), *mg = mm_exact_margin(s->norm2);
    int wi, wt;
    json_object_set_new(o, "p_exact", jfracs(s->z, s->d));
    json_object_set_new(o, "norm2_exact", json_string(c));
    json_object_set_new(o, "margin_exact", json_string(mg));
    free(c); free(mg);
    for (int i = 0; i < qp->n; i++) {
      json_t *a = json_array();
      for (int r = qp->row_off[i]; r < qp->row_off[i + 1]; r++) if (s->tight[r]) json_array_append_new(a, json_integer(qp->token[r]));
      json_array_append_new(sup, a);
    }
    for (int j = 0; j < s->nactive; j++) {
      json_t *l = json_object();
      char *f = mm_exact_str(s->lambda[j]);
      json_object_set_new(l, "input", json_integer(qp->input[s->active[j]]));
      json_object_set_new(l, "token", json_integer(qp->token[s->active[j]]));
      json_object_set_new(l, "lambda", json_string(f));
      free(f);
      json_array_append_new(lam, l);
    }
    json_object_set_new(cor, "dropped_dependent", json_integer(s->dropped_dependent));
    json_object_set_new(cor, "dropped_negative", json_integer(s->dropped_negative));
    json_object_set_new(cor, "added", json_integer(s->added));
    json_object_set_new(cor, "partial", json_integer(s->partial));
    json_object_set_new(o, "support_exact", sup);
    json_object_set_new(o, "lambda_exact", lam);
    json_object_set_new(o, "active_set_corrections", cor);
    json_object_set_new(o, "selection_exact", json_string(mm_sel_kind_name(mm_exact_classify(e, alpha, s, &wi, &wt))));
  } else {
    json_t *y = json_array();
    for (int j = 0; j < s->nfarkas; j++) {
      json_t *l = json_object();
      char *f = mm_exact_str(s->fy[j]);
      json_object_set_new(l, "input", json_integer(qp->input[s->frows[j]]));
      json_object_set_new(l, "token", json_integer(qp->token[s->frows[j]]));
      json_object_set_new(l, "y", json_string(f));
      free(f);
      json_array_append_new(y, l);
    }
    json_object_set_new(o, "farkas_exact", y);
  }
}

@ @<Exact: subroutines@>=
static void print_text(const mm_exact_instance *e, const int *alpha, const mm_exact_svm *s, int decimal)
{
  const mm_exact_qp *qp = s->qp;
  printf("exact certificate (GMP rationals; %s):\n", decimal ? "each number read as the shortest decimal that rounds to it"
    : "each double of the instance taken as the rational it is");
  if (s->status == MM_OK) {
    char *c = mm_exact_str(s->norm2), *mg = mm_exact_margin(s->norm2);
    int wi, wt;
    mm_sel_kind k = mm_exact_classify(e, alpha, s, &wi, &wt);
    printf("p = (");
    for (int j = 0; j < s->d; j++) { char *f = mm_exact_str(s->z[j]); printf("%s%s", j ? ", " : "", f); free(f); }
    printf(")\n|p|^2 = %s; margin 1/|p| %s\n", c, mg);
    free(c); free(mg);
    printf("support tokens (exact):");
    for (int i = 0; i < qp->n; i++) {
      printf(" input %d: {", i);
      for (int r = qp->row_off[i], f = 1; r < qp->row_off[i + 1]; r++) if (s->tight[r]) { printf(f ? "%d" : ",%d", qp->token[r]); f = 0; }
      printf("}%s", i + 1 < qp->n ? ";" : "\n");
    }
    if (mm_exact_corrected(s) == 0) printf("active set: the floating solver's %d rows, confirmed exactly\n", s->hint_size);
    else printf("active set: corrected from the floating solver's %d rows: %d dependent and %d negative-multiplier rows dropped, %d rows added, %d partial steps\n",
      s->hint_size, s->dropped_dependent, s->dropped_negative, s->added, s->partial);
    printf("verified exactly: lambda >= 0, p = A^T lambda, A p >= b, complementarity: p is the unique solution\n");
    printf("selection: %s (scores compared exactly)", mm_sel_kind_name(k));
    if (k != MM_SEL_LMM) printf(", input %d token %d", wi, wt);
    printf("\n");
  } else {
    printf("not separable: Farkas vector y >= 0, A^T y = 0, b^T y > 0 verified exactly on %d rows:", s->nfarkas);
    for (int j = 0; j < s->nfarkas; j++) {
      char *f = mm_exact_str(s->fy[j]);
      printf(" (input %d, token %d) %s", qp->input[s->frows[j]], qp->token[s->frows[j]], f);
      free(f);
    }
    printf("\n");
  }
}

@ \.{analyze --exact}: the optimal tokens decided exactly; the GMM, if the
exact optimal tokens are unique, certified exactly; and every LMM
direction of the floating enumeration certified and classified exactly
(its floating active set is recomputed by one floating solve). In JSON
the |gmm| object and each entry of |lmm| get |p_exact|, |norm2_exact| and
|selection_exact|, and the top level |opt_exact| and |"exact": true|.
@<Exact: subroutines@>=
mm_status mm_exact_cli_analyze(const mm_instance *in, const mm_svm *gs, const mm_lmm_set *set, int decimal, json_t *o)
{
  mm_exact_instance *e = decimal ? mm_exact_instance_new_decimal(in) : mm_exact_instance_new(in);
  int *opt, ties;
  mm_status st = MM_OK;
  json_t *jo = json_array();
  if (e == NULL || (opt = malloc(sizeof(int) * (size_t)in->n)) == NULL) { mm_exact_instance_free(e); json_decref(jo); return MM_ENOMEM; }
  ties = mm_exact_opt(e, opt);
  for (int i = 0; i < in->n; i++) json_array_append_new(jo, opt[i] >= 0 ? json_integer(opt[i]) : json_null());
  if (o) {
    json_object_set_new(o, "exact", json_true()); json_object_set_new(o, "opt_exact", jo);
    json_object_set_new(o, "exact_reading", json_string(decimal ? "decimal" : "binary"));
  }
  else {
    json_decref(jo);
    printf("exact (GMP rationals, %s reading): optimal tokens ", decimal ? "decimal" : "binary");
    for (int i = 0; i < in->n; i++) printf(opt[i] >= 0 ? "%s%d" : "%stie", i ? "," : "", opt[i]);
    printf("%s\n", ties ? " (exact ties: the GMM is undefined)" : "");
  }
  if (ties == 0) st = analyze_one(in, e, opt, gs && gs->status == MM_OK ? gs : NULL, o ? json_object_get(o, "gmm") : NULL, "GMM");
  for (int k = 0; k < set->count && st == MM_OK; k++)
    st = analyze_one(in, e, set->lmm[k].alpha, NULL, o ? json_array_get(json_object_get(o, "lmm"), (size_t)k) : NULL, "LMM");
  free(opt); mm_exact_instance_free(e);
  return st;
}

@*1 Deciding what a floating certificate cannot.
A floating Farkas vector proves only that no separating $p$ is shorter
than its radius $\varrho$ (the oracle chapter proves that bound); a
selection whose separators are all longer looks infeasible to it, and
on keys that mix magnitudes such selections are common (a separator of
norm $2^{82}$ on keys between $2^{-40}$ and $2$). So every answer that
states infeasibility as a fact is decided here, in exact arithmetic,
whenever the floating solver reports infeasibility without a complete
proof ($\varrho<\infty$) or fails to certify its answer.
|mm_exact_separable| is that decision: it sets |*feasible| from the exact
answer (a verified exact solution or a verified exact Farkas vector) and
returns |MM_OK|, or the status of a failure (|MM_ENOMEM|,
|MM_EITER|).
@^exact certification@>
@^escalation to exact arithmetic@>

@<Exact: declarations@>=
int mm_exact_needed(const mm_svm *fl);
mm_status mm_exact_separable(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, int *feasible);
mm_status mm_exact_cli_decide(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, json_t *o);

@ The floating answer is final when it is a solution whose rows are
proved to hold with all rounding counted (|feasible_proved|, set by the
ATT builders) or a Farkas vector with $A^Ty=0$ proved; otherwise the
exact path decides. That includes a floating solver that stopped at its
iteration limit: on rows that mix magnitudes the active-set method can
cycle among nearly dependent rows (a found case: six rows in $\R^3$ from
keys of sizes $2^{-94}$ to $2^{-13}$ after a $W$ with entries $2^{40}$
apart, $180$ additions and removals), which says nothing about the
selection, so the exact path, whose arithmetic cannot cycle that way, decides.
@<Exact: subroutines@>=
int mm_exact_needed(const mm_svm *fl)
{
  if (fl->status == MM_OK) return !fl->feasible_proved;
  if (fl->status == MM_EINFEASIBLE) return !mm_svm_farkas_proves_infeasible(&fl->fcert);
  return fl->status == MM_ENUMERIC || (fl->status == MM_EITER && fl->qp != NULL);
}
mm_status mm_exact_separable(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, int *feasible)
{
  mm_exact_qp *qp = NULL;
  mm_exact_svm s;
  mm_status st = mm_exact_att(in, NULL, alpha, relaxed, fl, &qp, &s);
  *feasible = st == MM_OK;
  mm_exact_svm_free(&s); mm_exact_qp_free(qp);
  return st == MM_EINFEASIBLE ? MM_OK : st;
}

@ The library's form, for callers that go on with a floating answer
(\.{analyze}'s GMM, the enumeration of LMM directions): |mm_exact_settle|
replaces the floating answer |s| by the exact verdict. An infeasible
selection keeps its floating Farkas vector and gets the radius $\infty$
(no $p$ at all: the exact vector proved it); a separable one gets the
exact solution rounded to doubles, the exact active set with its
multipliers, and the floating KKT residuals of that rounded answer. When
|sel| is not |NULL| it receives the classification, with the kind, the
deciding input and token and the support tokens all taken from the exact
answer (scores compared exactly). |s->decided_exactly| is set. The rows
of the floating and the exact problem are the same rows in the same
order, so the exact active set indexes |s->qp|; an answer of the
working-set method (a restricted |s->qp|) is refused with |MM_ENUMERIC|.
@.exact: cannot settle@>
@<Exact: declarations@>=
mm_status mm_exact_settle(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s, mm_selection *sel);

@ @<Exact: subroutines@>=
mm_status mm_exact_settle(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s, mm_selection *sel)
{
  mm_exact_instance *e;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_status st;
  if (sel) { memset(sel, 0, sizeof *sel); sel->kind = MM_SEL_INFEASIBLE; sel->where_i = sel->where_t = -1; }
  if (s->qp == NULL) return s->status;
  if ((e = mm_exact_instance_new(in)) == NULL) return MM_ENOMEM;
  st = mm_exact_att(in, e, alpha, relaxed, s, &qp, &x);
  if (st == MM_EINFEASIBLE) {
    s->status = MM_EINFEASIBLE; s->fcert.radius = HUGE_VAL; s->decided_exactly = 1; st = MM_OK;
  } else if (st == MM_OK) {
    if (s->qp->m != qp->m) st = mm_fail(MM_ENUMERIC, "exact: cannot settle an answer of the working-set method (%d of %d rows)", s->qp->m, qp->m);
    else { @<Replace the floating answer by the exact one rounded to doubles@>@; }
  }
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  return st;
}

@ @<Replace the floating answer by the exact one...@>=
double *z = malloc(sizeof(double) * (size_t)x.d), *lam = calloc((size_t)qp->m + 1, sizeof(double));
int *act = malloc(sizeof(int) * (size_t)(x.nactive + 1));
if (!z || !lam || !act) { free(z); free(lam); free(act); st = MM_ENOMEM; }
else {
  for (int j = 0; j < x.d; j++) z[j] = mpq_get_d(x.z[j]);
  for (int j = 0; j < x.nactive; j++) { act[j] = x.active[j]; lam[x.active[j]] = mpq_get_d(x.lambda[j]); }
  free(s->z); free(s->lambda); free(s->active); free(s->farkas);
  s->z = z; s->lambda = lam; s->active = act; s->nactive = x.nactive; s->farkas = NULL;
  s->status = MM_OK; s->decided_exactly = 1;
  s->kkt = mm_svm_kkt_check(s->qp, z, lam);
  if (sel) st = settle_selection(in, e, alpha, s, &x, sel);
}

@ The classification of an exactly separable selection: the floating
routine fills the record, then the exact answer overrides what it
decides.
@<Exact: internal declarations@>=
static mm_status settle_selection(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const mm_svm *s,
  const mm_exact_svm *x, mm_selection *sel);
static mm_status patch_selection(const mm_instance *in, const mm_exact_instance *e, const int *alpha,
  const mm_exact_svm *x, mm_selection *sel);

@ @<Exact: subroutines@>=
static mm_status settle_selection(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const mm_svm *s,
  const mm_exact_svm *x, mm_selection *sel)
{
  mm_status st = mm_tokens_classify_solved(in, alpha, s, sel);
  return st != MM_OK ? st : patch_selection(in, e, alpha, x, sel);
}
static mm_status patch_selection(const mm_instance *in, const mm_exact_instance *e, const int *alpha,
  const mm_exact_svm *x, mm_selection *sel)
{
  const mm_exact_qp *qp = x->qp;
  mm_lmm *l = &sel->lmm;
  int *opt, k = 0;
  sel->kind = mm_exact_classify(e, alpha, x, &sel->where_i, &sel->where_t);
  free(l->support);
  if ((l->support = malloc(sizeof(int) * (size_t)(x->ntight + 1))) == NULL || (opt = malloc(sizeof(int) * (size_t)in->n)) == NULL)
    { mm_selection_free(sel); return MM_ENOMEM; }
  for (int i = 0; i < in->n; i++) {
    l->support_off[i] = k;
    for (int r = qp->row_off[i]; r < qp->row_off[i + 1]; r++) if (x->tight[r]) l->support[k++] = qp->token[r];
  }
  l->support_off[in->n] = k;
  l->global = mm_tokens_opt(in, opt) == 0 && sel->kind == MM_SEL_LMM;
  for (int i = 0; i < in->n && l->global; i++) if (opt[i] != alpha[i]) l->global = 0;
  free(opt);
  return MM_OK;
}

@ The classification of a floating solution whose support is in doubt
(the token chapter's |mm_tokens_classify_solved| calls it): the record
|sel| filled from the floating answer gets the exact kind, deciding token
and support tokens. An exactly infeasible selection (the floating
solution was not feasible after all) becomes |MM_SEL_INFEASIBLE|.
@<Exact: declarations@>=
mm_status mm_exact_reclassify(const mm_instance *in, const int *alpha, const mm_svm *s, mm_selection *sel);

@ @<Exact: subroutines@>=
mm_status mm_exact_reclassify(const mm_instance *in, const int *alpha, const mm_svm *s, mm_selection *sel)
{
  mm_exact_instance *e = mm_exact_instance_new(in);
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_status st;
  if (e == NULL) return MM_ENOMEM;
  st = mm_exact_att(in, e, alpha, NULL, s, &qp, &x);
  if (st == MM_OK) st = patch_selection(in, e, alpha, &x, sel);
  else if (st == MM_EINFEASIBLE) { sel->kind = MM_SEL_INFEASIBLE; sel->lmm.global = 0; st = MM_OK; }
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  return st;
}

@ The command's form: \.{svm} calls it when |mm_exact_needed| says so,
and its answer replaces the floating one. A separable selection is
printed with its exact solution rounded to doubles, the margin
enclosure and the exact support tokens; an infeasible one with the
exact Farkas vector. Both say that the answer was decided in exact
arithmetic and what the floating vector had shown. In JSON the keys are
those of the floating answer (|p|, |margin|, |support|, or
|infeasible_radius|, here |null| with |infeasible_radius_nonfinite|
absent: no radius bounds an exact proof) plus |"decided": "exact"|
and the exact keys of \.{--exact}. The return value is |MM_OK|,
|MM_EINFEASIBLE| or a failure.
@.decided in exact arithmetic@>
@<Exact: subroutines@>=
mm_status mm_exact_cli_decide(const mm_instance *in, const int *alpha, const int *relaxed, const mm_svm *fl, json_t *o)
{
  mm_exact_instance *e = mm_exact_instance_new(in);
  mm_exact_qp *qp = NULL;
  mm_exact_svm s;
  mm_status st;
  if (e == NULL) return MM_ENOMEM;
  st = mm_exact_att(in, e, alpha, relaxed, fl, &qp, &s);
  if (st == MM_OK) { @<Report an exactly separable selection@>@; }
  else if (st == MM_EINFEASIBLE) { @<Report an exactly infeasible selection@>@; }
  mm_exact_svm_free(&s); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  return st;
}

@ @<Report an exactly separable selection@>=
double *z = malloc(sizeof(double) * (size_t)s.d), nz2 = mpq_get_d(s.norm2);
char *mg = mm_exact_margin(s.norm2);
if (z == NULL) { free(mg); st = MM_ENOMEM; }
else {
  for (int j = 0; j < s.d; j++) z[j] = mpq_get_d(s.z[j]);
  if (o) {
    json_t *p = json_array();
    for (int j = 0; j < s.d; j++) json_array_append_new(p, json_real(z[j]));
    json_object_set_new(o, "feasible", json_true());
    json_object_set_new(o, "decided", json_string("exact"));
    json_object_set_new(o, "p", p);
    if (nz2 > 0.0 && isfinite(nz2)) json_object_set_new(o, "margin", json_real(1.0 / sqrt(nz2)));
    add_json(e, alpha, &s, o);
    json_object_set(o, "support", json_object_get(o, "support_exact"));
  } else {
    int wi, wt;
    mm_sel_kind k = mm_exact_classify(e, alpha, &s, &wi, &wt);
    printf("separable, decided in exact arithmetic (the floating solver's answer was not a proof: %s)\np = (", why_not(fl));
    for (int j = 0; j < s.d; j++) printf("%s%.10g", j ? ", " : "", z[j]);
    printf(")  (exact fractions rounded to double)\nmargin 1/|p| %s (exact)\nsupport tokens (exact):", mg);
    for (int i = 0; i < qp->n; i++) {
      printf(" input %d: {", i);
      for (int r = qp->row_off[i], f = 1; r < qp->row_off[i + 1]; r++) if (s.tight[r]) { printf(f ? "%d" : ",%d", qp->token[r]); f = 0; }
      printf("}%s", i + 1 < qp->n ? ";" : "\n");
    }
    printf("selection: %s (scores compared exactly)\n", mm_sel_kind_name(k));
  }
  free(z); free(mg);
}

@ @<Report an exactly infeasible selection@>=
if (o) {
  json_object_set_new(o, "feasible", json_false());
  json_object_set_new(o, "decided", json_string("exact"));
  json_object_set_new(o, "infeasible_radius", json_null());
  add_json(e, alpha, &s, o);
} else {
  printf("infeasible: no p at all separates this selection, decided in exact arithmetic (Farkas vector y >= 0, A^T y = 0, b^T y > 0 verified in rationals on %d rows;"
    " the floating solver's answer was not a proof: %s)\n", s.nfarkas, why_not(fl));
}

@ What the floating answer had shown, for the message.
@<Exact: internal declarations@>=
static const char *why_not(const mm_svm *fl);

@ @<Exact: subroutines@>=
static const char *why_not(const mm_svm *fl)
{
  static char buf[160];
  if (fl->status == MM_EINFEASIBLE)
    snprintf(buf, sizeof buf, "its Farkas vector shows only that no p with |p| < %.3g separates", fl->fcert.radius);
  else if (fl->status == MM_OK) snprintf(buf, sizeof buf, "its solution does not provably satisfy every row once rounding is counted");
  else snprintf(buf, sizeof buf, "its certificate failed");
  return buf;
}

@ One selection of \.{analyze}. An infeasible exact GMM is reported as
such (the floating verdict is then checked against it by the caller's
output); |gs| is used as the start only when it solved this very
selection.
@<Exact: internal declarations@>=
static mm_status analyze_one(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const mm_svm *fl, json_t *g, const char *what);

@ @<Exact: subroutines@>=
static mm_status analyze_one(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const mm_svm *fl, json_t *g, const char *what)
{
  mm_exact_qp *qp = NULL;
  mm_exact_svm s;
  mm_status st;
  int wi, wt;
  if (fl && (fl->qp == NULL || fl->qp->n != in->n || fl->qp->m != in->off[in->n] - in->n)) fl = NULL;
  st = mm_exact_att(in, e, alpha, NULL, fl, &qp, &s);
  if (st == MM_OK) {
    mm_sel_kind k = mm_exact_classify(e, alpha, &s, &wi, &wt);
    char *c = mm_exact_str(s.norm2);
    if (g) {
      json_object_set_new(g, "p_exact", jfracs(s.z, s.d));
      json_object_set_new(g, "norm2_exact", json_string(c));
      json_object_set_new(g, "selection_exact", json_string(mm_sel_kind_name(k)));
    } else {
      printf("  %s tokens (", what);
      for (int i = 0; i < in->n; i++) printf("%s%d", i ? "," : "", alpha[i]);
      printf("): p = (");
      for (int j = 0; j < s.d; j++) { char *f = mm_exact_str(s.z[j]); printf("%s%s", j ? ", " : "", f); free(f); }
      printf("), |p|^2 = %s, %s (exact)\n", c, mm_sel_kind_name(k));
    }
    free(c);
  } else if (st == MM_EINFEASIBLE) {
    if (g) json_object_set_new(g, "feasible_exact", json_false());
    else printf("  %s: not separable (exact Farkas certificate verified)\n", what);
    st = MM_OK;
  }
  mm_exact_svm_free(&s); mm_exact_qp_free(qp);
  return st;
}

@*1 The benchmark.
\.{make bench} runs this program: the instance of the oracle chapter's
benchmark ($n=100$ inputs of $T=64$ Gaussian tokens in $d=32$, token~$0$
of each input made separable, $m=6300$ rows) and the same construction
with $n=1000$ ($m=63{,}000$). For each it times, in the same run, the
floating solve (|mm_svm_att|: rows, method, certificate) and the exact
certification split into its parts: converting the instance, building
the integer rows, the exact solve started from the floating active set
(its scans included) and the independent verification (counted inside
the solve). Two constructions are timed: ``margin1'', the oracle
chapter's, where every input's selected token is shifted to margin
exactly one along $u$, and ``generic'', where input $i$ gets the margin
$1+U_i$ with $U_i$ uniform on $[0,1]$. The first is nearly degenerate:
one row per input is tight to within an ulp, the solution is $u$ up to
rounding, and the floating active set is not the exact one, so the
exact method makes many correction steps; the second is the generic case,
where the floating active set is right and the certificate is one
exact scan, one Gram solve and the verification. It prints the ratio of the
exact to the floating time, the size of the fractions (bits of the
largest numerator or denominator of $p$), the size of the final active
set and the number of correction steps. All times are processor time of
this single-threaded program, so a busy machine does not inflate them.
@^benchmark@>

@(bench_exact.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "gen.h"
#include "exact.h"
static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* processor time: the machine may be shared */
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
@<Exact bench: build the instance@>@;
@<Exact bench: time one size@>@;
int main(void)
{
  printf("exact certification of ATT-SVM(0), d = 32, T = 64 (processor seconds)\n");
  printf("%-8s %6s %7s %10s %10s %10s %10s %10s %8s %7s %6s %6s\n", "shift", "n", "m", "float", "convert", "rows", "solve", "total", "ratio", "bits", "active", "fixes");
  for (int g = 0; g < 2; g++) if (bench_one(100, g) || bench_one(1000, g)) return 1;
  return 0;
}

@ @<Exact bench: build the instance@>=
static mm_instance *bench_instance(int n, int generic)
{
  int *T = malloc(sizeof(int) * (size_t)n);
  mm_instance *in;
  mm_rng r;
  double u[32], nu;
  for (int i = 0; i < n; i++) T[i] = 64;
  in = mm_instance_new(n, T, 32);
  free(T);
  if (in == NULL) return NULL;
  mm_rng_seed(&r, 20231210, (uint64_t)n);
  for (size_t j = 0; j < (size_t)n * 64 * 32; j++) in->X[j] = mm_rng_normal(&r);
  for (int j = 0; j < 32; j++) u[j] = mm_rng_normal(&r);
  nu = mm_norm(u, 32);
  for (int j = 0; j < 32; j++) u[j] /= nu;
  for (int i = 0; i < n; i++)
    mm_shift_separable(in->X + (size_t)in->off[i] * 32, 64, 32, 0, u, generic ? 1.0 + mm_rng_uniform(&r) : 1.0);
  if (mm_instance_refresh(in) != MM_OK) { mm_instance_free(in); return NULL; }
  return in;
}

@ The floating solve is repeated for about a second and its median
taken; the exact certification, which takes longer, runs once.
@<Exact bench: time one size@>=
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static int bench_one(int n, int generic)
{
  mm_instance *in = bench_instance(n, generic);
  int *alpha = calloc((size_t)n, sizeof(int)), reps = 0;
  double times[512], t0, t1, t2, t3, tf;
  mm_svm s;
  mm_exact_instance *e;
  mm_exact_qp *qp;
  mm_exact_svm x;
  if (in == NULL || alpha == NULL) { fprintf(stderr, "bench_exact: %s\n", mm_error_message()); return 1; }
  t0 = now();
  do {
    double a = now();
    if (reps) mm_svm_free(&s);
    if (mm_svm_att(in, alpha, NULL, &s) != MM_OK) { fprintf(stderr, "bench_exact: %s\n", mm_error_message()); return 1; }
    times[reps++] = now() - a;
  } while ((now() - t0 < 1.0 || reps < 3) && reps < 512);
  qsort(times, (size_t)reps, sizeof(double), cmp_double);
  tf = times[reps / 2];
  t0 = now(); e = mm_exact_instance_new(in);
  t1 = now(); qp = mm_exact_att_qp(e, alpha, NULL);
  t2 = now();
  if (e == NULL || qp == NULL || mm_exact_solve(qp, s.active, s.nactive, &x) != MM_OK) { fprintf(stderr, "bench_exact: %s\n", mm_error_message()); return 1; }
  t3 = now();
  printf("%-8s %6d %7d %10.4f %10.3f %10.3f %10.3f %10.3f %8.0f %7zu %6d %6d\n", generic ? "generic" : "margin1", n, qp->m, tf, t1 - t0, t2 - t1, t3 - t2, t3 - t0,
    (t3 - t0) / tf, x.bits, x.nactive, mm_exact_corrected(&x));
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  mm_svm_free(&s); mm_instance_free(in); free(alpha);
  return 0;
}

