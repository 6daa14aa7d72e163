@*Checks of the exact certificates.
The exact chapter claims that its answers are theorems about the
instance: an exact KKT point of the strictly convex ATT-SVM is its unique
solution, an exact Farkas vector proves infeasibility, and local
optimality is decided by exact comparisons. This chapter checks
\item{1.} the paper's instances E1a, E1b, E2, E3 (tight and relaxed) and
E4 against answers derived by hand below, both for the instance {\it as
stored\/} (every decimal is the double nearest to it) and, where the
instance has decimals that are not binary fractions, for the decimal
instance;
\item{2.} on random instances with small dyadic rational data, that the
exact and the floating verdicts agree, that the floating solution lies
within its certified radius of the exact one, that the exact support set
is inside the floating one, and that local optimality agrees wherever the
floating path did not report a tie;
\item{3.} that exact Farkas vectors verify, and that a deliberately wrong
start (all rows, a random subset, nothing) is corrected to the same
exact answer;
\item{4.} that the verifiers reject perturbed answers (a check that can
fail: one unit in the 70th binary place suffices);
\item{5.} that a floating tie is decided exactly, and that bad input is
refused; and the command's \.{--exact-decimal} prints $(-10/101,100/101,0)$
for E1a.

\noindent Every comparison here is exact: equal fractions or not, a sign,
a verdict. The only tolerance is in item~2, and it is the floating
solver's own certified radius, not ours. The suite is \.{exact} in the
verification report.

@(check_exact.c@>=
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include "gen.h"
#include "prop.h"
#include "exact.h"
@<Exact checks: subroutines@>@;
@<Exact checks: tests@>@;

@*1 Known answers derived by hand.
{\it E1.} The head is $v=e_3$ and $W={\rm diag}(1,1,0)$, so the keys are
the first two coordinates: $k_1=(-c,1,0)$, $k_2=(1,0,0)$, $k_3=0$, where
$c$ is the instance's $0.1$. The GMM selects token~$1$ (score $1$; index
$0$ in the code) with rows $k_1-k_2=(-c-1,1,0)$ and $k_1-k_3=(-c,1,0)$,
$b=1$. The point of the second hyperplane nearest to the origin is
$p=(-c,1,0)/(1+c^2)$, and it satisfies the first row strictly:
$((c+1)c+1)/(1+c^2)=1+c/(1+c^2)>1$. With one active row the multiplier is
$\lambda=1/(1+c^2)>0$. So
$$p^\mm_\star=\Bigl({-c\over1+c^2},\ {1\over1+c^2},\ 0\Bigr),\qquad
\norm{p^\mm_\star}^2={1\over1+c^2},\qquad{\cal T}=\{3\}.$$
For the decimal instance $c=1/10$: $(-10/101,100/101,0)$ and $100/101$,
the paper's answer. As stored, $c$ is the double nearest to $0.1$,
$$c=3602879701896397/2^{55}=0.1000000000000000055511151231257827\ldots,$$
(the mantissa $\.{0x1999999999999a}$ of $0.1=\.{0x1.999999999999a}\cdot
2^{-4}$, halved to lowest terms), and the exact GMM is
$(-a2^{55},2^{110},0)/(2^{110}+a^2)$ with $a=3602879701896397$: a
different point, by about $5\cdot10^{-18}$, whose fractions have
34 digits. Both are certified; the test builds the expected fractions from
$a$ and powers of two, not from the code under test.
@^E1@>

In E1b the third token is $0$, which does not change the keys, so the
GMM is the same. Selecting token~$2$ (index $1$) gives rows
$k_2-k_1=(1+c,-1,0)$ and $k_2-k_3=(1,0,0)$; $p=(1,0,0)$ meets the second
with equality and the first strictly ($1+c>1$), and is the nearest point
of $\{p_1\ge1\}$: the LMM $(1,0,0)$ with ${\cal T}=\{3\}$, multiplier $1$,
locally optimal since $\gamma_2=0.9>\gamma_3=0$. Selecting token~$3$
(index $2$) gives rows $(c,-1,0)$ and $(-1,0,0)$: $p_1\le-1$ and
$p_2\le cp_1-1$. On the boundary $p_2=cp_1-1$ the squared norm
$p_1^2+(cp_1-1)^2$ decreases until $p_1=c/(1+c^2)>-1$, so the minimum over
$p_1\le-1$ is at $p_1=-1$: $p=(-1,-1-c,0)$, both rows tight, with
$z=\lambda_1(c,-1,0)+\lambda_2(-1,0,0)$ giving $\lambda_1=1+c$,
$\lambda_2=1+c+c^2$, both positive. Its support tokens are $\{1,2\}$ and
$\gamma_1=1>\gamma_3=0$: separable but {\it not\/} locally optimal. For
$c=1/10$: $p=(-1,-11/10,0)$, $\lambda=(11/10,111/100)$.

{\it E3} ($W=I$, the second token of each input selected, rows
$x_{i2}-x_{i1}$): tight, rows $(1,1)$, $(1,-1)$, $(1/2,1)$. The point
$(4/3,1/3)$ is tight on the second and third ($4/3-1/3=1$,
$2/3+1/3=1$) and strict on the first ($5/3$); $z=\lambda_2(1,-1)+
\lambda_3(1/2,1)$ gives $\lambda_3=10/9$, $\lambda_2=7/9$, both positive,
and $\norm{p}^2=17/9$. Relaxed instance, third row $(1/2,3/2)$: $(5/4,1/4)$
is tight on rows two and three ($5/8+3/8=1$), strict on the first ($3/2$),
with $\lambda_3=3/4$, $\lambda_2=7/8$ and $\norm{p}^2=13/8$; relaxing the
third input (margin $0$) gives $p^{\rm relax}=(1,0)$, tight on rows one
and two with $\lambda=(1/2,1/2)$, and $1/2\ge0$ strict on the third. All
of E3's numbers ($0.5$, $1.5$) are binary fractions: stored and decimal
instances coincide.
@^E3@>

{\it E4}: rows $(1,1,0)$ and $(1,-1,0)$ whatever $C$; $p=(1,0,0)$ is
tight on both with $\lambda=(1/2,1/2)$, $\norm{p}^2=1$; the selected
tokens score $C>0$ and $1>0$, so the selection is locally optimal for every
$C$ of the paper's list.
@^E4@>

{\it E2} has Gaussian tokens from our generator, so its answer has no
closed form; what is known by hand is its verdict: every selected token
scores $1$ and every other $0.5$ (Assumption~B), so whatever the support
tokens, the optimal selection is locally optimal, and the exact path must
say so, with a verified certificate.
@^E2@>

@ Subroutines: certify one selection of a (possibly modified) exact instance
and compare $p$ with fractions given as strings.
@<Exact checks: subroutines@>=
typedef struct { mm_exact_qp *qp; mm_exact_svm s; } cert;
static void certify(const mm_instance *in, const mm_exact_instance *e, const int *alpha, const int *relaxed, cert *c, mm_status want)
{
  mm_status st = mm_exact_att(in, e, alpha, relaxed, NULL, &c->qp, &c->s);
  cr_assert(st == want, "exact status %d, wanted %d: %s", st, want, mm_error_message());
}
static void cert_free(cert *c) { mm_exact_svm_free(&c->s); mm_exact_qp_free(c->qp); }
static void expect_fracs(const char *what, mpq_t *x, const char *const *want, int d)
{
  mpq_t w;
  mpq_init(w);
  for (int j = 0; j < d; j++) {
    char *got = mm_exact_str(x[j]);
    cr_assert(mpq_set_str(w, want[j], 10) == 0, "bad expected fraction %s", want[j]);
    mpq_canonicalize(w);
    cr_expect(mpq_equal(w, x[j]), "%s: coordinate %d is %s, expected %s", what, j, got, want[j]);
    free(got);
  }
  mpq_clear(w);
}
static void expect_frac(const char *what, const mpq_t x, const char *want)
{
  mpq_t w;
  char *got = mm_exact_str(x);
  mpq_init(w);
  cr_assert(mpq_set_str(w, want, 10) == 0, "bad expected fraction %s", want);
  mpq_canonicalize(w);
  cr_expect(mpq_equal(w, x), "%s: %s, expected %s", what, got, want);
  free(got); mpq_clear(w);
}
static void expect_lambda(const char *what, const cert *c, int token, const char *want)
{
  for (int j = 0; j < c->s.nactive; j++)
    if (c->qp->token[c->s.active[j]] == token) { expect_frac(what, c->s.lambda[j], want); return; }
  cr_expect(0, "%s: the row of token %d is not active", what, token);
}
static mm_exact_instance *decimal_E1(const mm_instance *in)
{
  mm_exact_instance *e = mm_exact_instance_new(in);
  cr_assert(e != NULL);
  cr_assert(mm_exact_instance_set(e, 'X', 0, "-1/10") == MM_OK); /* $x_1=(-0.1,1,1)$ */
  cr_assert(mm_exact_instance_set(e, 'X', 5, "9/10") == MM_OK); /* $x_2=(1,0,0.9)$ */
  if (in->X[8] != 0.0) cr_assert(mm_exact_instance_set(e, 'X', 8, "9/10") == MM_OK); /* $x_3$ of E1a */
  return e;
}

@ E1a and E1b, stored and decimal. The stored GMM's fractions are
written out from $a$ and $2^{55}$ by GMP's integer arithmetic here.
@<Exact checks: tests@>=
Test(exact, E1_known_answers_stored_and_decimal)
{
  const int opt[1] = {0}, second[1] = {1}, third[1] = {2};
  const char *gmm_dec[3] = {"-10/101", "100/101", "0"}, *lmm[3] = {"1", "0", "0"}, *third_dec[3] = {"-1", "-11/10", "0"};
  const char *names[2] = {"E1a", "E1b"};
  for (int k = 0; k < 2; k++) {
    mm_instance *in = mm_example(names[k], 0);
    mm_exact_instance *dec = decimal_E1(in);
    cert c;
    int wi, wt;
    @<Check the stored GMM of E1 against $a$ and $2^{55}$@>@;
    certify(in, dec, opt, NULL, &c, MM_OK);
    expect_fracs(names[k], c.s.z, gmm_dec, 3);
    expect_frac("E1 decimal |p|^2", c.s.norm2, "100/101");
    expect_lambda("E1 decimal lambda", &c, 2, "100/101");
    cr_expect(c.s.ntight == 1 && c.s.tight[1] && mm_exact_classify(dec, opt, &c.s, &wi, &wt) == MM_SEL_LMM, "%s: support or verdict", names[k]);
    cert_free(&c);
    if (k == 1) @<Check E1b's other two selections, stored and decimal@>@;
    mm_exact_instance_free(dec); mm_instance_free(in);
  }
}

@ @<Check the stored GMM of E1...@>=
{
  mpz_t a, two55, den;
  char *s;
  mpz_init_set_str(a, "3602879701896397", 10); mpz_init(two55); mpz_init(den);
  mpz_ui_pow_ui(two55, 2, 55);
  certify(in, NULL, opt, NULL, &c, MM_OK);
  mpz_mul(den, two55, two55); mpz_addmul(den, a, a); /* $2^{110}+a^2$ */
  {
    mpq_t w0, w1;
    mpq_init(w0); mpq_init(w1);
    mpz_mul(mpq_numref(w0), a, two55); mpz_neg(mpq_numref(w0), mpq_numref(w0)); mpz_set(mpq_denref(w0), den); mpq_canonicalize(w0);
    mpz_mul(mpq_numref(w1), two55, two55); mpz_set(mpq_denref(w1), den); mpq_canonicalize(w1);
    s = mm_exact_str(c.s.z[0]);
    cr_expect(mpq_equal(c.s.z[0], w0) && mpq_equal(c.s.z[1], w1) && mpq_sgn(c.s.z[2]) == 0, "%s stored: p_1 = %s", names[k], s);
    cr_expect(mpq_equal(c.s.norm2, w1), "%s stored: |p|^2 is 2^110/(2^110+a^2)", names[k]);
    free(s);
    mpq_clear(w0); mpq_clear(w1);
  }
  cr_expect(c.s.ntight == 1 && c.s.tight[1], "%s stored: support {3}", names[k]);
  cert_free(&c);
  mpz_clear(a); mpz_clear(two55); mpz_clear(den);
}

@ @<Check E1b's other two selections...@>=
{
  certify(in, NULL, second, NULL, &c, MM_OK);
  expect_fracs("E1b LMM (stored)", c.s.z, lmm, 3);
  expect_lambda("E1b LMM lambda", &c, 2, "1");
  cr_expect(c.s.ntight == 1 && c.s.tight[1] && mm_exact_classify(dec, second, &c.s, &wi, &wt) == MM_SEL_LMM, "E1b LMM: support {3}, locally optimal");
  cert_free(&c);
  certify(in, dec, third, NULL, &c, MM_OK);
  expect_fracs("E1b third token (decimal)", c.s.z, third_dec, 3);
  expect_lambda("E1b third, lambda_1", &c, 0, "11/10");
  expect_lambda("E1b third, lambda_2", &c, 1, "111/100");
  cr_expect(c.s.ntight == 2 && mm_exact_classify(dec, third, &c.s, &wi, &wt) == MM_SEL_NOT_LOCAL && wi == 0 && wt == 0,
    "E1b third token: support {1,2}, not locally optimal because of token 1");
  cert_free(&c);
}

@ E3, tight and relaxed, and the relaxed ATT-SVM.
@<Exact checks: tests@>=
Test(exact, E3_known_answers)
{
  const int second[3] = {1, 1, 1}, Sbar[3] = {0, 0, 1};
  const char *tight[2] = {"4/3", "1/3"}, *rel[2] = {"5/4", "1/4"}, *relax[2] = {"1", "0"};
  mm_instance *in = mm_example("E3-tight", 0);
  cert c;
  int wi, wt;
  mm_exact_instance *e = mm_exact_instance_new(in);
  certify(in, NULL, second, NULL, &c, MM_OK);
  expect_fracs("E3 tight", c.s.z, tight, 2);
  expect_frac("E3 tight |p|^2", c.s.norm2, "17/9");
  cr_expect(c.s.nactive == 2 && mpq_cmp_si(c.s.lambda[0], 0, 1) > 0, "E3 tight: two active rows");
  for (int j = 0; j < c.s.nactive; j++)
    expect_frac("E3 tight lambda", c.s.lambda[j], c.qp->input[c.s.active[j]] == 1 ? "7/9" : "10/9");
  cr_expect(c.s.ntight == 2 && !c.s.tight[0] && mm_exact_classify(e, second, &c.s, &wi, &wt) == MM_SEL_LMM, "E3 tight: support and verdict");
  cert_free(&c); mm_exact_instance_free(e); mm_instance_free(in);
  in = mm_example("E3-relaxed", 0);
  certify(in, NULL, second, NULL, &c, MM_OK);
  expect_fracs("E3 relaxed instance", c.s.z, rel, 2);
  expect_frac("E3 relaxed |p|^2", c.s.norm2, "13/8");
  for (int j = 0; j < c.s.nactive; j++)
    expect_frac("E3 relaxed lambda", c.s.lambda[j], c.qp->input[c.s.active[j]] == 1 ? "7/8" : "3/4");
  cert_free(&c);
  certify(in, NULL, second, Sbar, &c, MM_OK);
  expect_fracs("E3 p^relax", c.s.z, relax, 2);
  for (int j = 0; j < c.s.nactive; j++) expect_frac("E3 p^relax lambda", c.s.lambda[j], "1/2");
  cr_expect(c.s.ntight == 2 && c.s.tight[0] && c.s.tight[1] && !c.s.tight[2], "E3 p^relax: rows one and two tight");
  cert_free(&c); mm_instance_free(in);
}

@ E4 for each $C$ of the paper's list, and E2's verdict.
@<Exact checks: tests@>=
static double exact_e4_Cs[11] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
ParameterizedTestParameters(exact, E4_known_answer)
{
  return cr_make_param_array(double, exact_e4_Cs, 11);
}
ParameterizedTest(double *C, exact, E4_known_answer)
{
  const int second[2] = {1, 1};
  const char *want[3] = {"1", "0", "0"};
  mm_instance *in = mm_example("E4", *C);
  mm_exact_instance *e = mm_exact_instance_new(in);
  cert c;
  int wi, wt;
  certify(in, e, second, NULL, &c, MM_OK);
  expect_fracs("E4", c.s.z, want, 3);
  cr_expect(c.s.nactive == 2, "E4: %d active rows", c.s.nactive);
  for (int j = 0; j < c.s.nactive; j++) expect_frac("E4 lambda", c.s.lambda[j], "1/2");
  cr_expect(mm_exact_classify(e, second, &c.s, &wi, &wt) == MM_SEL_LMM, "E4, C = %g: locally optimal", *C);
  cert_free(&c); mm_exact_instance_free(e); mm_instance_free(in);
}
Test(exact, E2_optimal_selection_is_locally_optimal)
{
  mm_instance *in = mm_example("E2", 0);
  mm_exact_instance *e = mm_exact_instance_new(in);
  int opt[3], wi, wt;
  cert c;
  cr_assert(mm_exact_opt(e, opt) == 0 && opt[0] == 0 && opt[1] == 0 && opt[2] == 0, "E2: token 1 is optimal in every input");
  certify(in, e, opt, NULL, &c, MM_OK);
  cr_expect(c.s.ntight >= 1 && mm_exact_classify(e, opt, &c.s, &wi, &wt) == MM_SEL_LMM, "E2: the GMM is locally optimal");
  cert_free(&c); mm_exact_instance_free(e); mm_instance_free(in);
}

@*1 Random rational instances.
Instances with $n\le6$ inputs of $2$ to $6$ tokens in $d\le5$, entries
$k/2^j$ with $\vert k\vert\le4$, $j\le2$; $W$ the identity, or in a third
of the trials a random matrix of the same kind; labels $\pm1$. Dyadic
entries with so few bits make every key, row and score of the floating
problem exact in double precision, so the floating solver and the exact
one solve {\it the same\/} problem, and the floating answer must lie within
the radius $\sqrt{2G}$ that its own duality gap certifies (token chapter).
Small integers make degenerate problems the rule rather than the
exception: repeated and parallel rows, more tight rows than the
dimension, exact score ties. In half the trials the selected token is
shifted along a random integer direction until the selection is
separable; the other half are left as drawn, so many are infeasible.

For each trial the statistic is $0$ when all of the following hold and
$\infty$ otherwise (the property's tolerance is $1$): the two verdicts
(separable or not) agree; if separable, $\norm{z_{\rm float}-z_{\rm
exact}}\le$ the certified radius (computed exactly: the squared distance
of the double vector from the fraction vector, against the squared
radius), every exact tight row is a floating support row, and the exact
local-optimality verdict equals the floating one unless that one was
``tie''; if not separable, the exact Farkas vector verifies (the solver
returns |MM_EINFEASIBLE| only then).
@^certificate@>

@<Exact checks: subroutines@>=
static double dyadic(mm_rng *r) { return (double)mm_rng_int(r, -4, 4) / (double)(1 << mm_rng_int(r, 0, 2)); }
static mm_instance *rational_instance(mm_rng *r, int *alpha, int shift)
{
  int n = mm_rng_int(r, 1, 6), d = mm_rng_int(r, 1, 5), T[6];
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, 6);
  in = mm_instance_new(n, T, d);
  cr_assert(in != NULL);
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = dyadic(r);
  for (int j = 0; j < d; j++) in->v[j] = dyadic(r);
  for (int i = 0; i < n; i++) { in->Y[i] = mm_rng_int(r, 0, 1) ? 1.0 : -1.0; alpha[i] = mm_rng_int(r, 0, T[i] - 1); }
  if (mm_rng_int(r, 0, 2) == 0) for (int j = 0; j < d * d; j++) in->W[j] = dyadic(r);
  if (shift) @<Shift the selected tokens along an integer direction until separable@>@;
  mm_assert(mm_instance_refresh(in) == MM_OK);
  return in;
}

@ With $W$ not the identity the keys are $W^Tx$, so the shift is done in
key space by moving $x$ along a direction $w$ with $W^Tw=u$ only when
$W=I$; otherwise the trial is left unshifted (it may still be separable).
The shift is an integer multiple of $u$, so the data stay dyadic.
@<Shift the selected tokens...@>=
{
  int ident = 1, u[5];
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) ident &= in->W[a * d + b] == (a == b);
  int uu = 0;
  while (uu == 0) { uu = 0; for (int j = 0; j < d; j++) { u[j] = mm_rng_int(r, -2, 2); uu += u[j] * u[j]; } }
  for (int i = 0; i < n && ident; i++) {
    double *xa = in->X + (size_t)(in->off[i] + alpha[i]) * d, need = 0.0;
    for (int t = 0; t < T[i]; t++) if (t != alpha[i]) {
      double g = 0.0;
      for (int j = 0; j < d; j++) g += (xa[j] - in->X[(size_t)(in->off[i] + t) * d + j]) * u[j];
      if (1.0 - g > need) need = 1.0 - g;
    }
    need = ceil(need / uu);
    for (int j = 0; j < d; j++) xa[j] += need * u[j];
  }
}

@ One trial.
@<Exact checks: subroutines@>=
static const char *rational_trial(const mm_instance *in, const int *alpha, int *decided_tie)
{
  mm_svm s;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_status fs = mm_svm_att(in, alpha, NULL, &s), xs;
  const char *bad = NULL;
  *decided_tie = 0;
  if (fs != MM_OK && fs != MM_EINFEASIBLE) { mm_svm_free(&s); return "floating solver failed"; }
  xs = mm_exact_att(in, NULL, alpha, NULL, &s, &qp, &x);
  if (xs != MM_OK && xs != MM_EINFEASIBLE) bad = "exact solver failed";
  else if ((xs == MM_OK) != (fs == MM_OK)) bad = "verdicts differ";
  else if (xs == MM_OK) @<Compare the exact and the floating solutions@>@;
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_svm_free(&s);
  return bad;
}

@ @<Compare the exact and the floating solutions@>=
{
  int *sup = malloc(sizeof(int) * (size_t)(s.qp->m + 1)), wi, wt;
  mpq_t dist, h, rad;
  mm_selection sel;
  mm_exact_instance *e = mm_exact_instance_new(in);
  mm_sel_kind k;
  mpq_init(dist); mpq_init(h); mpq_init(rad);
  for (int j = 0; j < in->d; j++) { mpq_set_d(h, s.z[j]); mpq_sub(h, h, x.z[j]); mpq_mul(h, h, h); mpq_add(dist, dist, h); }
  mpq_set_d(rad, mm_tokens_gap_radius(&s)); mpq_mul(rad, rad, rad);
  if (mpq_cmp(dist, rad) > 0) bad = "floating solution outside its certified radius";
  mm_tokens_support_rows(&s, sup);
  for (int r = 0; r < s.qp->m && !bad; r++) if (x.tight[r] && !sup[r]) bad = "an exact tight row is not a floating support row";
  k = mm_exact_classify(e, alpha, &x, &wi, &wt);
  if (!bad && mm_tokens_classify_solved(in, alpha, &s, &sel) == MM_OK) {
    if (sel.kind == MM_SEL_TIE) *decided_tie = k != MM_SEL_TIE;
    else if (sel.kind != k) bad = "local optimality verdicts differ";
    mm_selection_free(&sel);
  }
  mpq_clear(dist); mpq_clear(h); mpq_clear(rad); free(sup); mm_exact_instance_free(e);
}

@ @<Exact checks: tests@>=
Test(exact, random_rational_instances_agree_with_the_floating_oracle)
{
  mm_prop pr;
  int feasible = 0, infeasible = 0, ties = 0;
  mm_prop_begin(&pr, "exact", "agrees_with_floating", "dyadic data |k|/2^j <= 4, n<=6, T<=6, d<=5; half shifted separable",
    "0 if verdicts, radius, support and local optimality agree, inf otherwise", 1.0, 400);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int alpha[6], tie;
    mm_instance *in;
    const char *bad;
    mm_prop_rng(&pr, k, &r);
    in = rational_instance(&r, alpha, k % 2 == 0);
    bad = rational_trial(in, alpha, &tie);
    ties += tie;
    { mm_svm s; if (mm_svm_att(in, alpha, NULL, &s) == MM_OK) feasible++; else infeasible++; mm_svm_free(&s); }
    mm_prop_record(&pr, k, bad ? HUGE_VAL : 0.0, in, "%s", bad ? bad : "");
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_expect(feasible >= pr.trials / 4 && infeasible >= pr.trials / 10, "both verdicts exercised: %d feasible, %d infeasible", feasible, infeasible);
}

@*1 Floating verdicts agree with exact arithmetic on mixed magnitudes.
Every verdict the command prints about a selection must be one that
exact arithmetic confirms: separable or not, the support tokens, locally
optimal or not. The floating solver decides a verdict only when its
certificate is a proof (a solution whose every row provably holds with
rounding counted, or a Farkas vector with $A^Ty=0$ exactly), and
otherwise hands it to the exact path (|mm_exact_needed|,
|mm_exact_settle|); this property checks that division of labour on the
data that break naive floating certificates.

{\it The draws.} $n\le3$ inputs of $2$ or $3$ tokens in $d\le3$; every
entry of $X$, $v$ and (in half the trials) $W$ is $\pm\{1,2\}\cdot2^e$ with
$e\in\{0,-20,-40\}$, so keys and rows mix magnitudes $2^{40}$ apart and
their differences round; each array is then scaled by its own $2^s$ with
$s$ uniform in $[-300,300]$, so that the draws cover the documented data
range $[10^{-100},10^{100}]$ ($2^{\pm332}$) from end to end. A draw outside
the range (|mm_instance_check_range|, e.g.\ keys $W^Tx$ past it) is drawn
again. The selection is uniform; one trial in three takes the optimal
tokens instead, which is what \.{analyze} solves first.

{\it The statistic} is $0$ when all of the following hold and $\infty$
otherwise (tolerance $1$: any disagreement fails). When the floating answer
is a proof, its verdict equals the exact one; for a separable selection
every exact support token is among the support tokens the classification
reports (|mm_tokens_classify_solved|, which itself decides exactly when its
floating support set is in doubt), and the floating local
optimality verdict equals the exact one unless it is ``tie'' (a tie is
the tool's ``undecided within rounding'', which the README documents).
When the floating answer is an infeasibility claim with a finite radius
$\varrho$, the radius is valid: an exactly separable selection has
$\norm{p^\mm}^2\ge\varrho^2$, compared in rationals. When it is not a
proof, |mm_exact_settle| must reproduce the exact verdict (it is built on
it, so this checks the plumbing: the solution and the support it
installs). No tolerance is involved: every comparison is exact or
between verdicts.
@^agreement property@>

@<Exact checks: subroutines@>=
static double mixed(mm_rng *r, int s)
{
  static const int e[3] = {0, -20, -40};
  return (mm_rng_int(r, 0, 1) ? 1.0 : -1.0) * (double)mm_rng_int(r, 1, 2) * ldexp(1.0, e[mm_rng_int(r, 0, 2)] + s);
}
static mm_instance *mixed_instance(mm_rng *r, int *alpha)
{
  for (;;) {
    int n = mm_rng_int(r, 1, 3), d = mm_rng_int(r, 2, 3), T[3], sx = mm_rng_int(r, -300, 300), sv = mm_rng_int(r, -300, 300);
    int sw = mm_rng_int(r, -300, 300), withw = mm_rng_int(r, 0, 1), useopt = mm_rng_int(r, 0, 2) == 0;
    mm_instance *in;
    for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, 2, 3);
    cr_assert((in = mm_instance_new(n, T, d)) != NULL);
    for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mixed(r, sx);
    for (int j = 0; j < d; j++) in->v[j] = mixed(r, sv);
    if (withw) for (int j = 0; j < d * d; j++) in->W[j] = mixed(r, sw);
    for (int i = 0; i < n; i++) alpha[i] = mm_rng_int(r, 0, T[i] - 1);
    if (mm_instance_refresh(in) == MM_OK && mm_instance_check_range(in) == MM_OK) {
      int opt[3];
      if (useopt && mm_tokens_opt(in, opt) == 0) memcpy(alpha, opt, sizeof(int) * (size_t)n);
      return in;
    }
    mm_instance_free(in);
  }
}

@ One trial of the agreement property.
@<Exact checks: subroutines@>=
static const char *agreement_trial(const mm_instance *in, const int *alpha, int *escalated)
{
  mm_svm s;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_exact_instance *e = mm_exact_instance_new(in);
  mm_status fs = mm_svm_att(in, alpha, NULL, &s), xs;
  const char *bad = NULL;
  *escalated = 0;
  cr_assert(e != NULL);
  if (fs != MM_OK && fs != MM_EINFEASIBLE && !(fs == MM_ENUMERIC && s.qp)) { mm_svm_free(&s); mm_exact_instance_free(e); return "floating solver failed"; }
  xs = mm_exact_att(in, e, alpha, NULL, &s, &qp, &x);
  if (xs != MM_OK && xs != MM_EINFEASIBLE) bad = "exact solver failed";
  else if (mm_exact_needed(&s)) { @<Check the radius, then settle and compare with the exact verdict@>@; }
  else if ((xs == MM_OK) != (fs == MM_OK)) bad = fs == MM_OK ? "a proved floating solution, but not separable" : "a proved Farkas vector, but separable";
  else if (xs == MM_OK) @<Compare the floating support and local optimality with the exact ones@>@;
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_svm_free(&s); mm_exact_instance_free(e);
  return bad;
}

@ @<Check the radius, then settle...@>=
mm_selection sel;
*escalated = 1;
if (s.status == MM_EINFEASIBLE && xs == MM_OK) {
  mpq_t r2;
  mpq_init(r2); mpq_set_d(r2, s.fcert.radius); mpq_mul(r2, r2, r2);
  if (mpq_cmp(x.norm2, r2) < 0) bad = "the floating Farkas radius exceeds the norm of an exact separator";
  mpq_clear(r2);
}
if (!bad && mm_exact_settle(in, alpha, NULL, &s, &sel) != MM_OK) bad = "settling failed";
else if (!bad) {
  if ((s.status == MM_OK) != (xs == MM_OK)) bad = "the settled verdict differs from the exact one";
  else if (xs == MM_OK) {
    int wi, wt;
    if (sel.kind != mm_exact_classify(e, alpha, &x, &wi, &wt)) bad = "the settled classification differs from the exact one";
    if (sel.lmm.support_off[in->n] != x.ntight) bad = "the settled support differs from the exact one";
  }
  mm_selection_free(&sel);
}

@ @<Compare the floating support and local optimality...@>=
{
  int wi, wt;
  mm_selection sel;
  mm_sel_kind k = mm_exact_classify(e, alpha, &x, &wi, &wt);
  if (mm_tokens_classify_solved(in, alpha, &s, &sel) != MM_OK) bad = "classification failed";
  else {
    const mm_lmm *l = &sel.lmm;
    for (int r = 0; r < x.qp->m && !bad; r++) if (x.tight[r]) {
      int i = x.qp->input[r], found = 0;
      for (int q = l->support_off[i]; q < l->support_off[i + 1]; q++) found |= l->support[q] == x.qp->token[r];
      if (!found) bad = "an exact support token is not a reported support token";
    }
    if (!bad && sel.kind != MM_SEL_TIE && sel.kind != k) bad = "local optimality verdicts differ";
    mm_selection_free(&sel);
  }
}

@ @<Exact checks: tests@>=
Test(exact, floating_verdicts_agree_with_exact_on_mixed_magnitudes)
{
  mm_prop pr;
  mm_prop_begin(&pr, "exact", "mixed_magnitude_agreement", "entries +-{1,2} 2^{0,-20,-40} times 2^s, |s| <= 300, W in half; n<=3, T<=3, d<=3",
    "0 if every floating verdict (or the exact decision it escalates to) agrees with exact arithmetic, inf otherwise", 1.0, 8000);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r;
    int alpha[3], esc;
    mm_instance *in;
    const char *bad;
    mm_prop_rng(&pr, k, &r);
    in = mixed_instance(&r, alpha);
    bad = agreement_trial(in, alpha, &esc);
    mm_prop_record(&pr, k, bad ? HUGE_VAL : 0.0, in, "%s", bad ? bad : esc ? "decided exactly" : "");
    mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@*1 Wrong starts are corrected.
The method must reach the same exact answer from any start. On feasible
random instances (the shifted half of the generator above) each trial
solves from the floating active set (the reference), then from all rows
(dependent and slack ones included), from a random subset, and from
nothing; each answer must equal the reference fraction by fraction. Over
the run the wrong starts must actually have been corrected (dependent
rows dropped, negative multipliers dropped, rows added), so that the
correction code is exercised, not just passed through.

@<Exact checks: tests@>=
Test(exact, wrong_active_sets_are_corrected)
{
  mm_prop pr;
  long corrections = 0, dep = 0, neg = 0;
  mm_prop_begin(&pr, "exact", "wrong_start_corrected", "feasible dyadic instances as agrees_with_floating",
    "number of starts (all rows, random subset, none) whose exact answer differs from the reference", 0.0, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int alpha[6], differ = 0, *hint;
    mm_instance *in;
    mm_svm s;
    mm_exact_instance *e;
    mm_exact_qp *qp;
    mm_exact_svm ref, x;
    mm_prop_rng(&pr, k, &r);
    in = rational_instance(&r, alpha, 1);
    if (mm_svm_att(in, alpha, NULL, &s) != MM_OK) { mm_prop_skip(&pr, "selection not separable"); mm_svm_free(&s); mm_instance_free(in); continue; }
    e = mm_exact_instance_new(in); qp = mm_exact_att_qp(e, alpha, NULL);
    cr_assert(mm_exact_solve(qp, s.active, s.nactive, &ref) == MM_OK, "%s", mm_error_message());
    hint = malloc(sizeof(int) * (size_t)(qp->m + 1));
    for (int h = 0; h < 3; h++) {
      int nh = 0;
      if (h == 0) for (int j = 0; j < qp->m; j++) hint[nh++] = j;
      else if (h == 1) for (int j = 0; j < qp->m; j++) { if (mm_rng_int(&r, 0, 1)) hint[nh++] = j; }
      cr_assert(mm_exact_solve(qp, hint, nh, &x) == MM_OK, "start %d: %s", h, mm_error_message());
      for (int j = 0; j < qp->d; j++) differ += !mpq_equal(x.z[j], ref.z[j]);
      corrections += mm_exact_corrected(&x); dep += x.dropped_dependent; neg += x.dropped_negative;
      mm_exact_svm_free(&x);
    }
    mm_prop_record(&pr, k, differ, in, "%d coordinates differ", differ);
    free(hint); mm_exact_svm_free(&ref); mm_exact_qp_free(qp); mm_exact_instance_free(e); mm_svm_free(&s); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_expect(corrections > 0 && dep > 0 && neg > 0, "corrections exercised: %ld steps, %ld dependent drops, %ld negative drops", corrections, dep, neg);
}

@*1 Near-degenerate Gaussian instances.
The oracle chapter's benchmark makes token~$0$ of each input separable by
shifting it along a unit vector $u$ until its worst margin along $u$ is
exactly one. That puts one row of every input on the hyperplane
$a^Tu=1$ up to rounding, and when $u$ lies in the cone of those rows the
solution is $u$ itself, with $n$ rows tight to within an ulp: many more
than $d$. In exact arithmetic only some of them are tight, and which ones
is decided by the last bits of the data, so the floating active set is
typically {\it not\/} the exact one. Twenty such instances ($n=20$,
$T=16$, $d=8$, Gaussian tokens) must be certified exactly all the same;
the property records how many needed corrections, and at least one must
have (otherwise this check would not be testing the corrections on the
problems they exist for). This is also the check of the scan's filter:
the rows it must not wave through are exactly these, violated by
amounts near the rounding level.
@^degenerate problems@>

@<Exact checks: tests@>=
Test(exact, near_degenerate_gaussian_instances_are_certified)
{
  mm_prop pr;
  int corrected = 0;
  mm_prop_begin(&pr, "exact", "near_degenerate_certified", "n=20, T=16, d=8 Gaussian, token 0 shifted to margin 1 along u",
    "1 if the exact certification fails, else 0", 0.0, 20);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r;
    int T[20], alpha[20] = {0};
    double u[8], nu;
    mm_instance *in;
    cert c;
    mm_status st;
    mm_prop_rng(&pr, k, &r);
    for (int i = 0; i < 20; i++) T[i] = 16;
    in = mm_instance_new(20, T, 8);
    for (size_t j = 0; j < (size_t)20 * 16 * 8; j++) in->X[j] = mm_rng_normal(&r);
    for (int j = 0; j < 8; j++) u[j] = mm_rng_normal(&r);
    nu = mm_norm(u, 8);
    for (int j = 0; j < 8; j++) u[j] /= nu;
    for (int i = 0; i < 20; i++) mm_shift_separable(in->X + (size_t)in->off[i] * 8, 16, 8, 0, u, 1.0);
    mm_assert(mm_instance_refresh(in) == MM_OK);
    st = mm_exact_att(in, NULL, alpha, NULL, NULL, &c.qp, &c.s);
    corrected += st == MM_OK && mm_exact_corrected(&c.s) > 0;
    mm_prop_record(&pr, k, st == MM_OK ? 0.0 : 1.0, in, "%s", st == MM_OK ? "" : mm_error_message());
    cert_free(&c); mm_instance_free(in);
  }
  mm_prop_end(&pr);
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_expect(corrected > 0, "no instance needed a correction of the floating active set");
}

@*1 The verifiers reject wrong answers.
A verifier that accepts everything would make every test above pass. So
the certified answer of E1a's decimal GMM, of E3's tight answer (two
active rows) and of an infeasible selection are perturbed by one unit in
the 70th binary place, far below anything a double can express, and each
perturbation must be rejected: $z$ moved (stationarity fails), a
multiplier scaled (stationarity fails), a multiplier negated (sign
fails), a slack row given a tiny multiplier (complementarity and
stationarity fail), the Farkas weights perturbed ($A^Ty\ne0$) or negated.
The unperturbed answers must be accepted.

@<Exact checks: tests@>=
Test(exact, verifiers_reject_perturbed_answers)
{
  const int opt[1] = {0}, second[3] = {1, 1, 1};
  mm_instance *in = mm_example("E1a", 0), *in3 = mm_example("E3-tight", 0);
  mm_exact_instance *dec = decimal_E1(in);
  cert c, c3;
  mpq_t eps, norm2, keep;
  int *tight = malloc(sizeof(int) * 16), nt, rows[3];
  mpq_t lam[3];
  mpq_init(eps); mpq_init(norm2); mpq_init(keep);
  for (int j = 0; j < 3; j++) mpq_init(lam[j]);
  mpz_ui_pow_ui(mpq_denref(eps), 2, 70); mpz_set_ui(mpq_numref(eps), 1);
  certify(in, dec, opt, NULL, &c, MM_OK);
  certify(in3, NULL, second, NULL, &c3, MM_OK);
  @<Perturb $z$ and the multipliers of the two answers, expecting rejection@>@;
  @<Perturb an exact Farkas vector, expecting rejection@>@;
  cert_free(&c); cert_free(&c3);
  for (int j = 0; j < 3; j++) mpq_clear(lam[j]);
  mpq_clear(eps); mpq_clear(norm2); mpq_clear(keep); free(tight);
  mm_exact_instance_free(dec); mm_instance_free(in); mm_instance_free(in3);
}

@ @<Perturb $z$ and the multipliers...@>=
cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, c.s.nactive, c.s.active, c.s.lambda, tight, &nt, norm2) == MM_OK, "E1a: the answer itself verifies");
mpq_set(keep, c.s.z[0]); mpq_add(c.s.z[0], c.s.z[0], eps);
cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, c.s.nactive, c.s.active, c.s.lambda, tight, &nt, norm2) == MM_ENUMERIC, "E1a: z moved by 2^-70 accepted");
mpq_set(c.s.z[0], keep);
mpq_set(keep, c.s.lambda[0]); mpq_add(c.s.lambda[0], c.s.lambda[0], eps);
cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, c.s.nactive, c.s.active, c.s.lambda, tight, &nt, norm2) == MM_ENUMERIC, "E1a: multiplier moved by 2^-70 accepted");
mpq_set(c.s.lambda[0], keep);
rows[0] = c.s.active[0]; rows[1] = 0; mpq_set(lam[0], c.s.lambda[0]); mpq_set(lam[1], eps); /* row 0 has slack $c/(1+c^2)$ */
cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, 2, rows, lam, tight, &nt, norm2) == MM_ENUMERIC, "E1a: multiplier on a slack row accepted");
cr_expect(mm_exact_verify_kkt(c3.qp, c3.s.z, c3.s.nactive, c3.s.active, c3.s.lambda, tight, &nt, norm2) == MM_OK, "E3: the answer itself verifies");
mpq_neg(c3.s.lambda[0], c3.s.lambda[0]);
cr_expect(mm_exact_verify_kkt(c3.qp, c3.s.z, c3.s.nactive, c3.s.active, c3.s.lambda, tight, &nt, norm2) == MM_ENUMERIC, "E3: negated multiplier accepted");
mpq_neg(c3.s.lambda[0], c3.s.lambda[0]);
mpq_sub(c3.s.z[1], c3.s.z[1], eps);
cr_expect(mm_exact_verify_kkt(c3.qp, c3.s.z, c3.s.nactive, c3.s.active, c3.s.lambda, tight, &nt, norm2) == MM_ENUMERIC, "E3: z moved by 2^-70 accepted");

@ An infeasible selection of E3: the first token of input~$1$ and the
second of input~$2$ in a copy of E3 whose input~$2$ repeats input~$1$:
then the rows are $a$ and $-a$ with $b=1$, and $y=(1,1)$ (times the row
scales) is the exact Farkas vector.
@<Perturb an exact Farkas vector...@>=
{
  int T[2] = {2, 2}, sel[2] = {0, 1};
  mm_instance *inf = mm_instance_new(2, T, 2);
  cert cf;
  inf->X[2] = 1; inf->X[3] = 2; inf->X[6] = 1; inf->X[7] = 2; /* both inputs: tokens $(0,0)$ and $(1,2)$ */
  inf->v[0] = 1;
  mm_assert(mm_instance_refresh(inf) == MM_OK);
  certify(inf, NULL, sel, NULL, &cf, MM_EINFEASIBLE);
  cr_expect(cf.s.nfarkas == 2, "Farkas support of the pair: %d rows", cf.s.nfarkas);
  cr_expect(mm_exact_verify_farkas(cf.qp, cf.s.nfarkas, cf.s.frows, cf.s.fy) == MM_OK, "the Farkas vector itself verifies");
  mpq_add(cf.s.fy[0], cf.s.fy[0], eps);
  cr_expect(mm_exact_verify_farkas(cf.qp, cf.s.nfarkas, cf.s.frows, cf.s.fy) == MM_ENUMERIC, "perturbed Farkas vector accepted");
  mpq_sub(cf.s.fy[0], cf.s.fy[0], eps);
  mpq_neg(cf.s.fy[0], cf.s.fy[0]); mpq_neg(cf.s.fy[1], cf.s.fy[1]);
  cr_expect(mm_exact_verify_farkas(cf.qp, cf.s.nfarkas, cf.s.frows, cf.s.fy) == MM_ENUMERIC, "negated Farkas vector accepted");
  cert_free(&cf); mm_instance_free(inf);
}

@ Two wrong answers that keep every other condition. {\it A multiplier
moved onto a slack row without breaking stationarity.} One input in $d=1$
with tokens $x=2$ (selected), $1$ and $0$ and $v=W=1$ has the rows $a_1=1$
and $a_2=2$ with $b=1$, the solution $z=1$, row~$1$ tight with
$\lambda_1=1$ and row~$2$ slack by $1$. The multipliers
$(\lambda_1,\lambda_2)=({1\over2},{1\over4})$ are non-negative and keep
$A^T\lambda={1\over2}+{2\over4}=1=z$, so only complementarity is violated,
and the verifier must reject them. {\it An exact tie.} With the second
token moved to $x=2$, the first two scores are equal as rationals, and the
exact optimal token must be reported as tied ($-1$), not as the first of
the two. {\it The zero Farkas vector.} On the
infeasible pair above, $y=0$ is non-negative and has $A^Ty=0$, but
$b^Ty=0$ proves nothing; the verifier must reject it. Both are exact
rational statements: no tolerance.
@<Exact checks: tests@>=
Test(exact, verifiers_reject_answers_wrong_in_one_condition_only)
{
  int T[1] = {3}, sel[1] = {0}, rows[2] = {-1, -1}, nt, *tight = malloc(sizeof(int) * 4);
  mm_instance *in = mm_instance_new(1, T, 1);
  cert c;
  mpq_t lam[2], a, norm2;
  mpq_init(lam[0]); mpq_init(lam[1]); mpq_init(a); mpq_init(norm2);
  in->X[0] = 2; in->X[1] = 1; in->X[2] = 0; in->v[0] = 1;
  mm_assert(mm_instance_refresh(in) == MM_OK);
  certify(in, NULL, sel, NULL, &c, MM_OK);
  cr_assert(c.qp != NULL && c.s.m == 2, "two rows expected");
  for (int r = 0; r < 2; r++) { mm_exact_row(c.qp, r, &a); rows[mpq_cmp_ui(a, 1, 1) == 0 ? 0 : 1] = r; }
  cr_assert(rows[0] >= 0 && rows[1] >= 0 && rows[0] != rows[1], "rows 1 and 2 not found");
  mpq_set_ui(lam[0], 1, 2); mpq_set_ui(lam[1], 1, 4);
  cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, 2, rows, lam, tight, &nt, norm2) == MM_ENUMERIC,
    "multipliers (1/2, 1/4) on a tight and a slack row accepted");
  mpq_set_ui(lam[0], 1, 1); mpq_set_ui(lam[1], 0, 1);
  cr_expect(mm_exact_verify_kkt(c.qp, c.s.z, 2, rows, lam, tight, &nt, norm2) == MM_OK, "multipliers (1, 0) rejected");
  cert_free(&c);
  {
    mm_exact_instance *e;
    int opt[1];
    in->X[1] = 2; /* tokens $2,2,0$: the first two tie exactly */
    mm_assert(mm_instance_refresh(in) == MM_OK);
    e = mm_exact_instance_new(in);
    cr_assert(e != NULL);
    cr_expect(mm_exact_opt(e, opt) == 1 && opt[0] == -1, "scores 2, 2, 0: exact optimal token %d, want a tie (-1)", opt[0]);
    mm_exact_instance_free(e);
  }
  mm_instance_free(in);
  {
    int T2[2] = {2, 2}, sel2[2] = {0, 1};
    mm_instance *inf = mm_instance_new(2, T2, 2);
    cert cf;
    inf->X[2] = 1; inf->X[3] = 2; inf->X[6] = 1; inf->X[7] = 2; inf->v[0] = 1;
    mm_assert(mm_instance_refresh(inf) == MM_OK);
    certify(inf, NULL, sel2, NULL, &cf, MM_EINFEASIBLE);
    for (int j = 0; j < cf.s.nfarkas; j++) mpq_set_ui(cf.s.fy[j], 0, 1);
    cr_expect(mm_exact_verify_farkas(cf.qp, cf.s.nfarkas, cf.s.frows, cf.s.fy) == MM_ENUMERIC, "the zero Farkas vector accepted");
    cert_free(&cf); mm_instance_free(inf);
  }
  mpq_clear(lam[0]); mpq_clear(lam[1]); mpq_clear(a); mpq_clear(norm2); free(tight);
}

@*1 Ties decided exactly, bad input, and the command.
E1b with token~$2$ (index $1$) selected has the single support token~$3$
(index $2$). Giving token~$3$ the score $0.9$ exactly, or the doubles
one ulp above and below, puts the difference of scores within the
floating tie band ($16\epsilon\norm{v}\max_t\norm{x_t}\approx5\cdot
10^{-15}$); the floating classification says ``tie'' for all three (a
precondition, asserted), and the exact one says tie, not locally optimal,
and locally optimal, respectively.
@^ties@>

@<Exact checks: tests@>=
Test(exact, floating_ties_are_decided)
{
  const int second[1] = {1};
  const mm_sel_kind want[3] = {MM_SEL_TIE, MM_SEL_NOT_LOCAL, MM_SEL_LMM};
  for (int k = 0; k < 3; k++) {
    mm_instance *in = mm_example("E1b", 0);
    mm_exact_instance *e;
    mm_selection sel;
    cert c;
    int wi, wt;
    in->X[8] = k == 0 ? in->X[5] : nextafter(in->X[5], k == 1 ? 2.0 : 0.0);
    mm_assert(mm_instance_refresh(in) == MM_OK);
    cr_assert(mm_tokens_classify(in, second, &sel) == MM_OK && sel.kind == MM_SEL_TIE, "precondition: the floating path reports a tie (case %d)", k);
    mm_selection_free(&sel);
    e = mm_exact_instance_new(in);
    certify(in, e, second, NULL, &c, MM_OK);
    cr_expect(mm_exact_classify(e, second, &c.s, &wi, &wt) == want[k], "case %d: exact verdict %s", k, mm_sel_kind_name(mm_exact_classify(e, second, &c.s, &wi, &wt)));
    cert_free(&c); mm_exact_instance_free(e); mm_instance_free(in);
  }
}

@ @.exact: not a fraction@>
@<Exact checks: tests@>=
Test(exact, bad_input_is_refused)
{
  mm_instance *in = mm_example("E1a", 0);
  mm_exact_instance *e = mm_exact_instance_new(in);
  int bad[1] = {3};
  cr_expect(mm_exact_instance_set(e, 'X', 0, "0.1") == MM_EINPUT && strstr(mm_error_message(), "not a fraction"), "decimal point accepted");
  cr_expect(mm_exact_instance_set(e, 'X', 0, "1/0") == MM_EINPUT, "zero denominator accepted");
  cr_expect(mm_exact_instance_set(e, 'X', 9, "1") == MM_EINPUT && strstr(mm_error_message(), "out of range"), "index 9 of 9 accepted");
  cr_expect(mm_exact_instance_set(e, 'Q', 0, "1") == MM_EINPUT, "unknown array accepted");
  cr_expect(mm_exact_att_qp(e, bad, NULL) == NULL && strstr(mm_error_message(), "out of range"), "token 3 of 3 accepted");
  mm_exact_instance_free(e); mm_instance_free(in);
}

@ The command: \.{mmattn example E1a}, then \.{svm --tokens 0
--exact-decimal --json} must print the paper's fractions and
|"exact": true|; with \.{--exact} the stored instance's fractions, whose
denominator is $2^{110}+a^2$.
@<Exact checks: tests@>=
static char *run(const char *args)
{
  const char *bin = getenv("MMATTN_BIN");
  char cmd[1024], *out = calloc(1, 1 << 16);
  FILE *p;
  size_t n;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  snprintf(cmd, sizeof cmd, "%s %s", bin, args);
  p = popen(cmd, "r");
  cr_assert(p != NULL);
  n = fread(out, 1, (1 << 16) - 1, p);
  out[n] = '\0';
  cr_expect(pclose(p) == 0, "%s: non-zero exit", cmd);
  return out;
}
Test(exact, command_prints_exact_fractions)
{
  char file[] = "/tmp/mmattn_exact_XXXXXX", args[256], *out;
  int fd = mkstemp(file);
  cr_assert(fd >= 0);
  close(fd);
  snprintf(args, sizeof args, "example E1a -o %s", file); free(run(args));
  snprintf(args, sizeof args, "svm %s --tokens 0 --exact-decimal --json", file);
  out = run(args);
  cr_expect(strstr(out, "\"-10/101\"") && strstr(out, "\"100/101\"") && strstr(out, "\"exact\": true"), "output: %s", out);
  free(out);
  snprintf(args, sizeof args, "svm %s --tokens 0 --exact", file);
  out = run(args);
  cr_expect(strstr(out, "/1311054956780043977645102203886633") && strstr(out, "unique solution"), "output: %s", out);
  free(out);
  @<Check that an infeasible selection still exits with code 3 under \.{--exact}@>@;
  remove(file);
}

@ @<Check that an infeasible selection...@>=
{
  FILE *f = fopen(file, "w");
  char cmd[512];
  cr_assert(f != NULL);
  fputs("{\"X\": [[[0,0],[1,2]], [[0,0],[1,2]]], \"v\": [1,0]}\n", f);
  fclose(f);
  snprintf(cmd, sizeof cmd, "%s svm %s --tokens 0,1 --exact > /dev/null", getenv("MMATTN_BIN"), file);
  cr_expect(WEXITSTATUS(system(cmd)) == 3, "svm --exact on an infeasible selection must exit 3");
}
