@*Checks of the checkers.
Every answer of the oracles is accepted because a checker says its
certificate holds: |mm_svm_kkt_check| for a solution, |mm_svm_farkas_check|
and |mm_svm_farkas_valid| for an infeasibility proof, the tie band of the
token chapter for a verdict about scores. The random instances of the other
chapters show that correct answers pass those checkers; they cannot show
that wrong answers fail them, since the oracles never produce wrong
answers there. This chapter feeds the checkers wrong answers whose
residuals are known in closed form, and puts the solver and the tie test at
boundaries that generic draws never reach. It also checks one promise of
the GLPK chapter that the random runs never exercise. Its checks were
written against the planted bugs of the chapter on the power of the
checks: each one kills a defect that passed every other check. The suite
is \.{cert} in the verification report.

@*1 Repeated rows in a claimed active set.
The chapter on the oracles checks the linear programs of the GLPK chapter
against the QP solver on random instances. One
promise of the GLPK chapter is not exercised there: a row listed
more than once in the claimed active set gets one column per listing, and
the multipliers of the copies {\it add up\/} to the row's multiplier
(see the section that builds the residual-minimising program). An
implementation that kept only one copy's value would be right whenever
the simplex method happens to put the whole multiplier on that copy, and
wrong otherwise; listing every active row two and three times makes both
cases occur.

@(check_cert.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include "prop.h"
#include "svm.h"
#include "lp.h"
#include "tokens.h"
@<Cert checks: tests@>@;

@ The instances are the generator's, with a strictly optimal token chosen
in each input, up to $6$ inputs of up to $5$ tokens in $3$ to $6$
dimensions, so that the ATT-SVM of the chosen tokens is usually feasible
and has several active rows (infeasible draws are skipped, with that
reason). The solver's active set is listed with every row repeated $c$
times, $c=2$ on even trials and $3$ on odd ones, in the order
$r_1,\ldots,r_1,r_2,\ldots$; the confirmation must then certify $(z,
\lambda_{\rm GLPK})$ to the same standard as with single listings: the
stationarity residual within the certificate tolerance |MM_SVM_CERT_TOL|
($2^{16}\epsilon$), the rung the QP chapter argues for a certified answer.
A multiplier that lost its other copies' share leaves $z-A^T\lambda$ of
the size of that share, which is of the order of $\norm{z}$ relative, far
above the rung.
@^multipliers@>
@<Cert checks: tests@>=
Test(cert, repeated_active_rows_add_up_their_multipliers)
{
  mm_prop pr;
  mm_gen_options go = mm_gen_defaults();
  go.n_max = 6; go.T_max = 5; go.d_min = 3; go.d_max = 6; go.chosen_opt = 1;
  mm_prop_begin(&pr, "cert", "repeated_active_rows", "random instances, ATT-SVM of chosen optimal tokens, feasible; active rows listed 2 or 3 times",
    "stationarity residual of the confirmed multipliers", MM_SVM_CERT_TOL, 60);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int opt[8], c = 2 + k % 2, *act;
    mm_instance *in;
    mm_svm s;
    mm_svm_kkt cert;
    double *lam;
    mm_prop_rng(&pr, k, &r);
    in = mm_gen_instance(&r, &go, opt);
    cr_assert(in != NULL);
    if (mm_svm_att(in, opt, NULL, &s) != MM_OK || s.nactive == 0) {
      mm_prop_skip(&pr, "ATT-SVM infeasible or without active rows");
      mm_svm_free(&s); mm_instance_free(in); continue;
    }
    act = malloc(sizeof(int) * (size_t)(c * s.nactive));
    lam = malloc(sizeof(double) * (size_t)s.qp->m);
    cr_assert(act != NULL && lam != NULL);
    for (int j = 0; j < s.nactive; j++)
      for (int e = 0; e < c; e++) act[c * j + e] = s.active[j];
    if (mm_lp_confirm_multipliers(s.qp, s.z, act, c * s.nactive, lam, &cert) != MM_OK)
      mm_prop_record(&pr, k, INFINITY, in, "%s", mm_error_message());
    else mm_prop_record(&pr, k, cert.stationarity, in, "%d active rows listed %d times: stationarity %.3g",
      s.nactive, c, cert.stationarity);
    free(act); free(lam); mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too few feasible draws: %s", mm_prop_summary(&pr));
}

@*1 Wrong answers have the residuals they should.
Four one- and two-row problems, each with a claimed answer that violates
exactly one condition, chosen so that every residual is a ratio of small
integers (the formulas are those of the certificate section of the QP
chapter; $\sigma_r=\vert b_r\vert+\norm{a_r}\norm{z}$):
\item{1.} $z\ge-1$, claimed $z=-1$, $\lambda=-1$: stationary and tight,
but the multiplier is negative: dual residual $1$, the others $0$;
\item{2.} $z\ge0$, claimed $z=1$, $\lambda=1$: stationary and feasible, but
the multiplier sits on a row with slack $1$: complementarity
$\vert\lambda\vert\,\vert a^Tz-b\vert/\vert\lambda\vert\sigma=1$;
\item{3.} $z\ge1$, claimed $z=\lambda={1\over2}$: violated by ${1\over2}$
with $\sigma=3/2$: primal residual $1/3$;
\item{4.} $z\ge1$ and $z\le-1$ (rows $a=(1)$, $b=1$ and $a=(1)$, $b=-1$
are {\it feasible\/} together; the claimed Farkas vector $y=(1,-1)$ has
$A^Ty=0$ and $b^Ty=2>0$ but a negative entry): its |negative| is $1$ and it
must be refused, while $y=(1,1)$ for the truly infeasible pair $z\ge1$,
$-z\ge1$ is accepted.

\noindent Every value is computed from a few exact operations on small
integers and halves, so the rung is $2\epsilon$ (absolute, on values of
size $1$), and a checker that dropped a condition would report $0$ where
the closed form says $1$ or $1/3$.
@<Cert checks: tests@>=
static mm_svm_qp *one_row_qp(int m, const double *a, const double *b)
{
  mm_svm_qp *qp = mm_svm_qp_new(m, 1, 0);
  cr_assert(qp != NULL);
  for (int r = 0; r < m; r++) { qp->A[r] = a[r]; qp->b[r] = b[r]; }
  return qp;
}
Test(cert, kkt_checker_reports_each_violated_condition)
{
  static const double one[1] = {1.0};
  static const double b1[1] = {-1.0}, z1[1] = {-1.0}, l1[1] = {-1.0};
  static const double b2[1] = {0.0}, z2[1] = {1.0}, l2[1] = {1.0};
  static const double b3[1] = {1.0}, z3[1] = {0.5}, l3[1] = {0.5};
  mm_svm_qp *q;
  mm_svm_kkt c;
  q = one_row_qp(1, one, b1); c = mm_svm_kkt_check(q, z1, l1); mm_svm_qp_free(q);
  cr_assert(fabs(c.dual - 1.0) <= 2 * DBL_EPSILON && c.primal == 0.0 && c.stationarity == 0.0 && c.complementarity == 0.0 && !(c.worst <= MM_SVM_CERT_TOL),
    "negative multiplier: primal %g dual %g stationarity %g complementarity %g worst %g", c.primal, c.dual, c.stationarity, c.complementarity, c.worst);
  q = one_row_qp(1, one, b2); c = mm_svm_kkt_check(q, z2, l2); mm_svm_qp_free(q);
  cr_assert(fabs(c.complementarity - 1.0) <= 2 * DBL_EPSILON && c.primal == 0.0 && c.dual == 0.0 && c.stationarity == 0.0 && !(c.worst <= MM_SVM_CERT_TOL),
    "multiplier on a slack row: primal %g dual %g stationarity %g complementarity %g worst %g", c.primal, c.dual, c.stationarity, c.complementarity, c.worst);
  q = one_row_qp(1, one, b3); c = mm_svm_kkt_check(q, z3, l3); mm_svm_qp_free(q);
  cr_assert(fabs(c.primal - 1.0 / 3.0) <= 2 * DBL_EPSILON && c.dual == 0.0 && c.stationarity == 0.0 && !(c.worst <= MM_SVM_CERT_TOL),
    "violated row: primal %g (want 1/3) dual %g stationarity %g worst %g", c.primal, c.dual, c.stationarity, c.worst);
}
Test(cert, farkas_checker_refuses_negative_entries)
{
  static const double a_f[2] = {1.0, 1.0}, b_f[2] = {1.0, -1.0}, y_f[2] = {1.0, -1.0};
  static const double a_i[2] = {1.0, -1.0}, b_i[2] = {1.0, 1.0}, y_i[2] = {1.0, 1.0};
  mm_svm_qp *q;
  mm_svm_farkas f;
  q = one_row_qp(2, a_f, b_f); f = mm_svm_farkas_check(q, y_f); mm_svm_qp_free(q);
  cr_assert(fabs(f.negative - 1.0) <= 2 * DBL_EPSILON && f.residual == 0.0 && f.gap > 0.0 && !mm_svm_farkas_valid(&f),
    "feasible rows, y = (1,-1): negative %g residual %g gap %g, valid %d", f.negative, f.residual, f.gap, mm_svm_farkas_valid(&f));
  q = one_row_qp(2, a_i, b_i); f = mm_svm_farkas_check(q, y_i); mm_svm_qp_free(q);
  cr_assert(f.negative == 0.0 && f.residual == 0.0 && fabs(f.gap - 1.0) <= 2 * DBL_EPSILON && mm_svm_farkas_valid(&f),
    "infeasible rows, y = (1,1): negative %g residual %g gap %g", f.negative, f.residual, f.gap);
}

@*1 Boundaries that random draws do not reach.
{\it A row violated by $10^{-9}$ is not missed.} The rows $z_1\ge1$ and
$z_1+10^{-3}z_2\ge1+10^{-9}$ have the solution $z=(1,10^{-6})$ with both
rows active ($\lambda=(1-10^{-3},10^{-3})$). After the first row enters,
$z=(1,0)$ violates the second by $10^{-9}$, about $2\cdot10^6$ times the
solver's violation threshold $2^{10}\epsilon\sigma_r$; a threshold much
looser than the argued one would stop at $(1,0)$. The stored right-hand
side $1+10^{-9}$ is off by at most $\epsilon$, which moves $z_2$ by at
most $\epsilon/10^{-3}\approx2.2\cdot10^{-13}$; the solver's own rounding
is of the same order, so $\vert z_2-10^{-6}\vert\le10^{-11}$ holds with
room, while stopping at $(1,0)$ is off by $10^{-6}$.
@^violation threshold@>
@<Cert checks: tests@>=
Test(cert, a_barely_violated_row_enters_the_active_set)
{
  mm_svm_qp *qp = mm_svm_qp_new(2, 2, 0);
  mm_svm s;
  mm_status st;
  cr_assert(qp != NULL);
  qp->A[0] = 1.0; qp->A[1] = 0.0; qp->b[0] = 1.0;
  qp->A[2] = 1.0; qp->A[3] = 1e-3; qp->b[1] = 1.0 + 1e-9;
  st = mm_svm_solve(qp, NULL, &s);
  cr_assert(st == MM_OK, "status %s: %s", mm_status_name(st), mm_error_message());
  cr_assert(fabs(s.z[0] - 1.0) <= 1e-11 && fabs(s.z[1] - 1e-6) <= 1e-11,
    "z = (%.17g, %.17g), want (1, 1e-6)", s.z[0], s.z[1]);
  mm_svm_free(&s); mm_svm_qp_free(qp);
}

@ {\it The tie band is as narrow as its argument.} One input, two tokens in
$d=1$, head $v=1$: scores $1$ and $1-10^{-12}$ differ by about $280$
times the band $\tau=16\epsilon\norm{v}\max_t\norm{x_t}=16\epsilon$, so
the optimal token is unique; scores $1$ and $1-2^{-53}$ (the double just
below $1$, one rounding apart) are tied. A band a million times wider
would call the first pair a tie.
@^ties@>
@<Cert checks: tests@>=
Test(cert, scores_a_trillionth_apart_are_not_tied)
{
  int T[1] = {2}, opt[1];
  mm_instance *in = mm_instance_new(1, T, 1);
  cr_assert(in != NULL);
  in->v[0] = 1.0; in->X[0] = 1.0; in->X[1] = 1.0 - 1e-12;
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_tokens_opt(in, opt) == 0 && opt[0] == 0, "scores 1 and 1 - 1e-12 reported as tied (tolerance %g)", mm_tokens_tie_tol(in, 0));
  in->X[1] = 1.0 - 0x1p-53;
  cr_assert(mm_instance_refresh(in) == MM_OK);
  cr_assert(mm_tokens_opt(in, opt) == 1 && opt[0] == -1, "scores one rounding apart not reported as tied");
  mm_instance_free(in);
}

@*1 Support rows of an answer that is off by less than its radius.
The support rows of a solved ATT-SVM (see |mm_tokens_support_rows|) are
the rows tight at the {\it exact\/} solution $z^\star$, decided from the
computed $z$ with the threshold $\theta_r=\norm{a_r}\sqrt{2G}+\ldots$ that
the duality gap $G$ certifies. The solver's answers are accurate to a
few roundings, and its active list marks their tight rows anyway, so on
the oracle's own answers the gap term is never what decides. This check
hands the test an answer that is off by more than rounding and less than
the radius: $z'=(1+\eta)z$ with $\eta=10^{-10}$, the multipliers unchanged,
and the active list emptied so that the threshold alone decides.

Every right-hand side of the ATT-SVM is $b_r=1>0$, so $z'$ is feasible
whenever $z$ is, and a row with slack $s_r$ at $z$ has slack
$(1+\eta)s_r+\eta b_r$ at $z'$. With $b^T\lambda\approx\norm{z}^2$ and
$A^T\lambda\approx z$ (the certificate), the gap of $(z',\lambda)$ is
$G'\approx{1\over2}((1+\eta)^2-1)\norm{z}^2\ge\eta\norm{z}^2$, so
$\norm{a_r}\sqrt{2G'}\ge\sqrt{2\eta}\,\norm{a_r}\norm{z}\ge\sqrt{2\eta}\,
a_r^Tz\approx\sqrt{2\eta}\,b_r$, about $1.4\cdot10^{-5}$, while the slack
grew by $\eta b_r=10^{-10}$. So every row that the threshold calls tight at
$z$ must still be called tight at $z'$; the statistic is the number that
are not, plus one if no row is tight at $z$ at all (the solver's active
rows are tight there up to rounding), tolerance $0$. A threshold that kept only its rounding term
($4d\epsilon\sigma_r$, about $10^{-14}$) would lose them all.
@^support tokens@>
@<Cert checks: tests@>=
Test(cert, support_rows_hold_within_the_certified_radius)
{
  mm_prop pr;
  mm_gen_options go = mm_gen_defaults();
  go.n_max = 6; go.T_max = 5; go.d_min = 2; go.d_max = 6; go.chosen_opt = 1;
  mm_prop_begin(&pr, "cert", "support_rows_radius", "random instances, ATT-SVM of chosen optimal tokens, feasible; z scaled by 1 + 1e-10, active list emptied",
    "rows tight at z that the threshold no longer calls tight at (1 + 1e-10) z", 0.0, 60);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int opt[8], *t0, *t1, lost = 0, n0 = 0, nact;
    mm_instance *in;
    mm_svm s;
    mm_prop_rng(&pr, k, &r);
    in = mm_gen_instance(&r, &go, opt);
    cr_assert(in != NULL);
    if (mm_svm_att(in, opt, NULL, &s) != MM_OK || s.nactive == 0) {
      mm_prop_skip(&pr, "ATT-SVM infeasible or without active rows");
      mm_svm_free(&s); mm_instance_free(in); continue;
    }
    t0 = calloc((size_t)s.qp->m, sizeof(int)); t1 = calloc((size_t)s.qp->m, sizeof(int));
    cr_assert(t0 != NULL && t1 != NULL);
    for (int q = 0; q < s.qp->m; q++) cr_assert(s.qp->b[q] > 0, "trial %d: row %d has b = %g", k, q, s.qp->b[q]);
    nact = s.nactive; s.nactive = 0; /* the threshold alone decides */
    mm_tokens_support_rows(&s, t0);
    for (int j = 0; j < in->d; j++) s.z[j] *= 1.0 + 1e-10;
    mm_tokens_support_rows(&s, t1);
    s.nactive = nact;
    for (int q = 0; q < s.qp->m; q++) { n0 += t0[q]; lost += t0[q] && !t1[q]; }
    mm_prop_record(&pr, k, lost + (n0 == 0), in, "%d of %d rows tight at z are not tight at (1 + 1e-10) z (radius %.3g)",
      lost, n0, mm_tokens_gap_radius(&s));
    free(t0); free(t1); mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_assert(pr.passed >= pr.trials / 2, "too few feasible draws: %s", mm_prop_summary(&pr));
}
