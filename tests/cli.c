/* End-to-end tests of the mmattn command: every subcommand on the paper's
   instances, with expected values taken from the paper (the authors' public code),
   never from earlier runs of the tool; and a corpus of bad inputs, each with
   its message and documented exit code. The runner script sets MMATTN_BIN to
   the binary of the build variant under test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <unistd.h>
#include <signal.h>
#include <dirent.h>
#include <time.h>
#include <sys/wait.h>
#include <jansson.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include "gen.h"
#include "io.h"

static char dir[64];
static void setup(void)
{
  strcpy(dir, "/tmp/mmattn-cli-XXXXXX");
  cr_assert(mkdtemp(dir) != NULL);
}
static void teardown(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert(system(cmd) == 0);
}

/* Run mmattn with the given arguments (a shell fragment, %D replaced by the
   temporary directory); capture stdout (and stderr when merge is set). */
static int run(const char *args, char *out, size_t cap, int merge)
{
  char cmd[4096], expanded[2048];
  const char *bin = getenv("MMATTN_BIN");
  size_t len = 0, k = 0;
  FILE *p;
  int st;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  for (const char *a = args; *a && k + 64 < sizeof expanded; a++) {
    if (a[0] == '%' && a[1] == 'D') { k += (size_t)snprintf(expanded + k, sizeof expanded - k, "%s", dir); a++; }
    else expanded[k++] = *a;
  }
  expanded[k] = '\0';
  snprintf(cmd, sizeof cmd, "%s %s%s", bin, expanded, merge ? " 2>&1" : " 2>/dev/null");
  p = popen(cmd, "r");
  cr_assert(p != NULL, "cannot run %s", cmd);
  while (len + 1 < cap && (st = fgetc(p)) != EOF) out[len++] = (char)st;
  out[len] = '\0';
  st = pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}
static json_t *run_json(const char *args)
{
  static char out[1 << 16];
  json_error_t e;
  json_t *o;
  int rc = run(args, out, sizeof out, 0);
  cr_assert(rc == 0, "mmattn %s exited %d", args, rc);
  o = json_loads(out, 0, &e);
  cr_assert(o != NULL, "mmattn %s: output is not JSON (%s): %.200s", args, e.text, out);
  return o;
}
/* |x - want| for a JSON array of reals against a C array. */
static double vec_err(json_t *a, const double *want, int n)
{
  double e = 0.0;
  cr_assert(json_is_array(a) && (int)json_array_size(a) == n, "expected an array of %d numbers", n);
  for (int j = 0; j < n; j++) e = fmax(e, fabs(json_number_value(json_array_get(a, (size_t)j)) - want[j]));
  return e;
}
static void write_file(const char *name, const char *text)
{
  char path[256];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "w");
  cr_assert(f != NULL);
  fputs(text, f);
  fclose(f);
}

/* The oracle's answers are exact to rounding: the closed forms of the paper
   are met to 1e-12 (a few hundred ulps of numbers of size 1). */
#define EXACT 1e-12

TestSuite(cli, .init = setup, .fini = teardown);

Test(cli, version_and_every_help_succeed)
{
  char out[8192];
  const char *subs[] = {"analyze", "svm", "train", "regpath", "info", "example"};
  cr_assert_eq(run("--version", out, sizeof out, 1), 0);
  cr_assert(strncmp(out, "mmattn ", 7) == 0, "%s", out);
  cr_assert_eq(run("--help", out, sizeof out, 1), 0);
  for (size_t k = 0; k < sizeof subs / sizeof subs[0]; k++) {
    char args[64];
    snprintf(args, sizeof args, "%s --help", subs[k]);
    cr_assert_eq(run(args, out, sizeof out, 1), 0, "%s", args);
    cr_assert(strstr(out, "usage: mmattn") && strstr(out, "--help"), "%s: %s", args, out);
  }
}

/* E1b (the authors' code): one input, GMM (-10/101, 100/101, 0) selecting token 0,
   a second LMM (1, 0, 0) selecting token 1 with support token 2. */
Test(cli, analyze_E1b_finds_the_GMM_and_the_LMM)
{
  json_t *o, *g, *l;
  double gmm[3] = {-10.0 / 101, 100.0 / 101, 0}, lmm[3] = {1, 0, 0};
  char out[256];
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0, "%s", out);
  o = run_json("analyze %D/e1b.json --json");
  cr_assert(json_integer_value(json_array_get(json_object_get(o, "opt"), 0)) == 0);
  g = json_object_get(o, "gmm");
  cr_assert(json_is_true(json_object_get(g, "feasible")));
  cr_assert(vec_err(json_object_get(g, "p"), gmm, 3) < EXACT);
  cr_assert(fabs(json_real_value(json_object_get(g, "margin")) - 1.0 / sqrt(100.0 / 101)) < EXACT);
  l = json_object_get(o, "lmm");
  cr_assert(json_array_size(l) == 2, "expected 2 LMMs");
  cr_assert(json_is_true(json_object_get(json_array_get(l, 0), "global")));
  cr_assert(vec_err(json_object_get(json_array_get(l, 1), "p"), lmm, 3) < EXACT);
  cr_assert(json_integer_value(json_array_get(json_array_get(json_object_get(json_array_get(l, 1), "support"), 0), 0)) == 2);
  json_decref(o);
}

/* E3 (the authors' code): p^mm = (4/3, 1/3) for the tight instance; relaxing input 2
   of the relaxed instance gives p^relax = (1, 0). The active rows of the
   tight one are (1, -1) and (0.5, 1): A A^T = [[2, -0.5], [-0.5, 1.25]] has
   eigenvalues 2.25 and 1, so active_kappa = 1.5 / 1 = 1.5. */
Test(cli, svm_E3_matches_the_paper)
{
  json_t *o;
  double tight[2] = {4.0 / 3, 1.0 / 3}, relax[2] = {1, 0};
  char out[256];
  cr_assert_eq(run("example E3-tight -o %D/t.json", out, sizeof out, 1), 0);
  cr_assert_eq(run("example E3-relaxed -o %D/r.json", out, sizeof out, 1), 0);
  o = run_json("svm %D/t.json --tokens 1,1,1 --json");
  cr_assert(vec_err(json_object_get(o, "p"), tight, 2) < EXACT);
  cr_assert(json_real_value(json_object_get(json_object_get(o, "kkt"), "stationarity")) < 1e-12);
  cr_assert(fabs(json_real_value(json_object_get(o, "active_kappa")) - 1.5) < 1e-12, "active_kappa %g, want 1.5",
    json_real_value(json_object_get(o, "active_kappa")));
  json_decref(o);
  o = run_json("svm %D/r.json --tokens 1,1,1 --relaxed 2 --json");
  cr_assert(vec_err(json_object_get(o, "p"), relax, 2) < EXACT);
  json_decref(o);
}

/* mmattn nuclear and svm --nuclear/--frobenius on instances solved by hand.
   Query token 0 of each input is z_i; token 0 is selected, so a_i = x_i0 - x_i1.
   Shared query z = (1,0): input 0 gives W_00 >= 1 (a = (1,0)), input 1 gives
   W_10 >= 1 (a = (0,1)); the constraints see only v = W z, so both problems
   have the solution W = v z^T = [[1,0],[1,0]] with v = (1,1): norm sqrt 2 in
   both norms, rank 1. Diagonal queries: input 0 on axis 0 (z = (1,0),
   a = (1,0): W_00 >= 1), input 1 on axis 1 (z = (0,2), a = (0,2): 4 W_11 >= 1);
   the nuclear optimum is |W_00| + |W_11| = 1.25 (the diagonal case), the
   Frobenius one sqrt(1 + 1/16) at W = diag(1, 1/4) (unique; the nuclear
   optimum is not: [[1,1/2],[1/2,1/4]] has the same nuclear norm). The value
   must lie in the certified interval (widened by 4 ulps for the rounding of
   the closed form) and the reported norm within the gap tolerance 1e-6. */
static void nuc_expect(json_t *o, const char *problem, double want, int rank)
{
  json_t *iv = json_object_get(o, "interval");
  double lo = json_number_value(json_array_get(iv, 0)), hi = json_number_value(json_array_get(iv, 1));
  double norm = json_number_value(json_object_get(o, "norm"));
  cr_assert_str_eq(json_string_value(json_object_get(o, "problem")), problem);
  cr_assert_str_eq(json_string_value(json_object_get(o, "status")), "solved");
  cr_assert(json_is_true(json_object_get(o, "verified")));
  cr_assert(lo <= want * (1 + 4 * DBL_EPSILON) && hi >= want * (1 - 4 * DBL_EPSILON), "%s: %.17g not in [%.17g, %.17g]", problem, want, lo, hi);
  cr_assert(fabs(norm - want) <= 1e-6 * want, "%s: norm %.17g, want %.17g", problem, norm, want);
  cr_assert_eq(json_integer_value(json_object_get(o, "rank")), rank, "%s: rank", problem);
}
static double nuc_w_err(json_t *o, const double *want)
{
  json_t *W = json_object_get(o, "W");
  double e = 0.0;
  cr_assert(json_is_array(W) && json_array_size(W) == 2);
  for (int p = 0; p < 2; p++) e = fmax(e, vec_err(json_array_get(W, (size_t)p), want + 2 * p, 2));
  return e;
}
Test(cli, nuclear_and_frobenius_known_answers)
{
  json_t *o;
  static const double shared[4] = {1, 0, 1, 0}, diag[4] = {1, 0, 0, 0.25};
  write_file("sh.json", "{\"X\": [[[1, 0], [0, 0]], [[1, 0], [1, -1]]], \"v\": [1, 0]}");
  write_file("dg.json", "{\"X\": [[[1, 0], [0, 0]], [[0, 2], [0, 0]]], \"v\": [1, 0]}");
  o = run_json("nuclear %D/sh.json --tokens 0 --json");
  nuc_expect(o, "nuclear", sqrt(2.0), 1);
  cr_assert(nuc_w_err(o, shared) < 1e-3, "W off by %g", nuc_w_err(o, shared)); /* sqrt of the gap tolerance: a sharp minimum */
  json_decref(o);
  o = run_json("svm %D/sh.json --tokens 0,0 --frobenius --json");
  nuc_expect(o, "frobenius", sqrt(2.0), 1);
  cr_assert(nuc_w_err(o, shared) < 1e-9, "W off by %g", nuc_w_err(o, shared));
  json_decref(o);
  o = run_json("svm %D/dg.json --nuclear --tokens 0 --json");
  nuc_expect(o, "nuclear", 1.25, 2);
  cr_assert_eq(json_array_size(json_object_get(o, "multipliers")), 2);
  json_decref(o);
  o = run_json("nuclear %D/dg.json --tokens 0 --frobenius --json");
  nuc_expect(o, "frobenius", sqrt(1.0625), 2);
  cr_assert(nuc_w_err(o, diag) < 1e-9, "W off by %g", nuc_w_err(o, diag));
  cr_assert(json_real_value(json_object_get(json_object_get(o, "kkt"), "stationarity")) < 1e-12);
  json_decref(o);
}

/* Swapped roles: both inputs hold (1,0) and (0,0) with query (1,0); input 0
   selects token 0 (W_00 >= 1), input 1 token 1 (-W_00 >= 1). Exit 3 with the
   ray (1/2, 1/2), whose G sum vanishes exactly (radius infinite: null and
   radius_nonfinite "inf"), in both norms and through svm. */
Test(cli, nuclear_infeasible_exits_3_with_the_ray)
{
  static char out[1 << 14];
  const char *cmds[3] = {"nuclear %D/sw.json --tokens 0,1 --json", "svm %D/sw.json --tokens 0,1 --frobenius --json",
    "svm %D/sw.json --tokens 0,1 --nuclear --json"};
  write_file("sw.json", "{\"X\": [[[1, 0], [0, 0]], [[1, 0], [0, 0]]], \"v\": [1, 0]}");
  for (int c = 0; c < 3; c++) {
    json_error_t e;
    json_t *o, *ray;
    cr_assert_eq(run(cmds[c], out, sizeof out, 0), 3, "%s: %s", cmds[c], out);
    o = json_loads(out, 0, &e);
    cr_assert(o != NULL, "%s: not JSON: %s", cmds[c], out);
    cr_assert_str_eq(json_string_value(json_object_get(o, "status")), "infeasible");
    cr_assert(json_is_null(json_object_get(o, "W")));
    ray = json_object_get(o, "ray");
    cr_assert(json_is_array(ray) && json_array_size(ray) == 2, "%s: %s", cmds[c], out);
    for (size_t k = 0; k < 2; k++)
      cr_assert(fabs(json_number_value(json_array_get(json_array_get(ray, k), 2)) - 0.5) < 1e-9, "%s: %s", cmds[c], out);
    cr_assert(json_is_null(json_object_get(o, "radius")) || json_number_value(json_object_get(o, "radius")) > 1e6, "%s: %s", cmds[c], out);
    json_decref(o);
  }
  cr_assert_eq(run("nuclear %D/sw.json --tokens 0,1", out, sizeof out, 1), 3);
  cr_assert(strstr(out, "status: infeasible") && strstr(out, "a ray lambda >= 0 proves"), "%s", out);
}

/* A real-size instance (n = 100, T = 16, d = 16) through the Frobenius
   command: solved, certified, within seconds (the nuclear one takes about
   20 s and is timed in make bench instead). The instance is drawn here:
   standard normal tokens, token 1 of every input shifted by 3 v so that the
   optimal selection is unique; query token 0. */
Test(cli, frobenius_on_a_real_size_instance, .timeout = 120)
{
  static char body[1 << 20];
  size_t k = 0;
  mm_rng r;
  json_t *o;
  double v[16];
  mm_rng_seed(&r, 45, 0);
  for (int j = 0; j < 16; j++) v[j] = mm_rng_normal(&r);
  k += (size_t)snprintf(body + k, sizeof body - k, "{\"v\": [");
  for (int j = 0; j < 16; j++) k += (size_t)snprintf(body + k, sizeof body - k, "%s%.17g", j ? ", " : "", v[j]);
  k += (size_t)snprintf(body + k, sizeof body - k, "], \"X\": [");
  for (int i = 0; i < 100; i++) {
    k += (size_t)snprintf(body + k, sizeof body - k, "%s[", i ? ", " : "");
    for (int t = 0; t < 16; t++) {
      k += (size_t)snprintf(body + k, sizeof body - k, "%s[", t ? ", " : "");
      for (int j = 0; j < 16; j++)
        k += (size_t)snprintf(body + k, sizeof body - k, "%s%.17g", j ? ", " : "", mm_rng_normal(&r) / 4 + (t == 1 ? 3 * v[j] : 0.0));
      k += (size_t)snprintf(body + k, sizeof body - k, "]");
    }
    k += (size_t)snprintf(body + k, sizeof body - k, "]");
  }
  snprintf(body + k, sizeof body - k, "]}");
  write_file("big.json", body);
  o = run_json("svm %D/big.json --frobenius --json");
  cr_assert_str_eq(json_string_value(json_object_get(o, "status")), "solved");
  cr_assert(json_is_true(json_object_get(o, "verified")));
  cr_assert_eq(json_integer_value(json_object_get(o, "m")), 1500);
  cr_assert(json_number_value(json_object_get(o, "gap")) <= 1e-6);
  json_decref(o);
}

/* An infeasible selection: in E1a, token 0 and token 2 of a duplicated-token
   instance cannot both be first; here the simplest case, a token equal to
   another, exits 3 with a certificate. */
Test(cli, svm_on_an_infeasible_selection_exits_3)
{
  char out[4096];
  write_file("dup.json", "{\"X\": [[[1, 0], [1, 0], [0, 1]]], \"v\": [1, 0]}");
  cr_assert_eq(run("svm %D/dup.json --tokens 0", out, sizeof out, 1), 3, "%s", out);
  cr_assert(strstr(out, "infeasible"), "%s", out);
}

/* E1b from (0,-1,0) goes to the LMM (1,0,0); from (0,1,0) to the GMM
   (the authors' code). After 2000 normalised steps of 0.1 the cosine to the limit
   exceeds 0.999 (the transverse coordinate grows like log|p|). */
Test(cli, train_E1b_goes_where_the_paper_says)
{
  json_t *o, *nl;
  char out[256];
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0);
  o = run_json("train %D/e1b.json --init 0,-1,0 --steps 2000 --json");
  nl = json_object_get(o, "limit");
  cr_assert(json_integer_value(json_array_get(json_object_get(nl, "tokens"), 0)) == 1);
  cr_assert(json_is_true(json_object_get(nl, "lmm")) && !json_is_true(json_object_get(nl, "global")));
  cr_assert(json_real_value(json_object_get(nl, "cos_p_mm")) > 0.999);
  cr_assert(json_real_value(json_object_get(o, "norm")) > 150.0);
  json_decref(o);
  o = run_json("train %D/e1b.json --init 0,1,0 --steps 2000 --json --trajectory %D/tr.csv");
  nl = json_object_get(o, "limit");
  cr_assert(json_integer_value(json_array_get(json_object_get(nl, "tokens"), 0)) == 0);
  cr_assert(json_is_true(json_object_get(nl, "global")));
  cr_assert(json_real_value(json_object_get(nl, "cos_p_mm")) > 0.999);
  cr_assert(json_real_value(json_object_get(nl, "cos_gmm")) > 0.999);
  json_decref(o);
  {
    char path[128];
    snprintf(path, sizeof path, "%s/tr.csv", dir);
    cr_assert(access(path, R_OK) == 0, "trajectory not written");
  }
}

/* What train does without options, and where W-training's answer comes
   from. The help promises 1000 steps by default, and the JSON reports the
   steps taken. W-training moves W with p fixed; the query it trains is
   q = W p (Lemma 1), which the output prints as final_p, and its limit is
   analysed at q: the printed W times --init must give final_p back (to
   rounding: one product of 3 numbers of size 200), and from (0,1,0) on E1b
   q goes to the GMM direction as p-training does (cosine above 0.999 after
   2000 steps, as in the test above), while the fixed p = (0,1,0) itself is
   at cosine 0.60 from it, so an analysis of the wrong vector shows. */
Test(cli, train_defaults_and_W_training_report_q)
{
  json_t *o, *nl, *W, *q;
  char out[256];
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0, "%s", out);
  o = run_json("train %D/e1b.json --json");
  cr_assert_eq(json_integer_value(json_object_get(o, "steps")), 1000, "train without --steps took %lld steps, the help says 1000",
    (long long)json_integer_value(json_object_get(o, "steps")));
  json_decref(o);
  o = run_json("train %D/e1b.json --train W --init 0,1,0 --steps 2000 --json");
  W = json_object_get(o, "W"); q = json_object_get(o, "final_p");
  cr_assert(json_array_size(W) == 9 && json_array_size(q) == 3, "W-training JSON lacks W (3 x 3) or final_p (3)");
  for (int a = 0; a < 3; a++) {
    double wa = json_real_value(json_array_get(W, (size_t)(3 * a + 1))), qa = json_real_value(json_array_get(q, (size_t)a));
    cr_assert(fabs(wa - qa) <= 1e-12 * fmax(1.0, fabs(qa)), "final_p[%d] = %.17g is not (W p)[%d] = %.17g", a, qa, a, wa);
  }
  nl = json_object_get(o, "limit");
  cr_assert(json_is_true(json_object_get(nl, "global")), "W-training from (0,1,0) on E1b: limit not the GMM");
  cr_assert(json_real_value(json_object_get(nl, "cos_p_mm")) > 0.999, "W-training: cos(q, q_mm) = %g, not the limit of q",
    json_real_value(json_object_get(nl, "cos_p_mm")));
  json_decref(o);
}

/* Training W and (K, Q) with query tokens (token 0 of each input). Both
   start from the same W(0) = K(0) Q(0)^T for the same seed, so zero steps
   give the same W; the JSON's norms are those of its own W (the Frobenius
   norm recomputed here; the nuclear norm the sum of the reported singular
   values, at least the Frobenius norm); the cosines are cosines; the
   trajectory has a row at 0, every 10 steps and its columns. */
#define KQ_INSTANCE "{\"X\": [[[1, 0.2, -0.3], [0.1, 1.5, 0.4], [-0.7, 0.3, 1.1]], [[0.5, -1, 0.2], [1.2, 0.4, -0.6], [0.3, 0.9, 0.8]]," \
  " [[-0.4, 0.6, 1], [0.8, -0.2, 0.5], [1.1, 1.3, -0.9]]], \"v\": [1, -0.5, 0.3]}"
Test(cli, train_w_and_kq_report_W_its_norms_and_cosines)
{
  json_t *o[2], *z[2];
  const char *what[2] = {"w", "kq"};
  char args[256], out[1 << 14];
  write_file("kq.json", KQ_INSTANCE);
  for (int k = 0; k < 2; k++) {
    snprintf(args, sizeof args, "train %%D/kq.json --train %s --steps 0 --json", what[k]);
    z[k] = run_json(args);
    snprintf(args, sizeof args, "train %%D/kq.json --train %s --steps 200 --json", what[k]);
    o[k] = run_json(args);
  }
  for (int a = 0; a < 9; a++) {
    double x = json_real_value(json_array_get(json_object_get(z[0], "W"), (size_t)a)), y = json_real_value(json_array_get(json_object_get(z[1], "W"), (size_t)a));
    cr_assert(x == y && x != 0.0, "W(0)[%d]: %.17g for w, %.17g for kq: not the same start", a, x, y);
  }
  for (int k = 0; k < 2; k++) {
    json_t *W = json_object_get(o[k], "W"), *s = json_object_get(o[k], "singular_values");
    double f = 0.0, nu = 0.0, nf = json_real_value(json_object_get(o[k], "norm_F")), nn = json_real_value(json_object_get(o[k], "nuclear"));
    cr_assert(json_array_size(W) == 9 && json_array_size(s) == 3, "train %s: W has %zu entries, %zu singular values", what[k], json_array_size(W), json_array_size(s));
    for (int a = 0; a < 9; a++) f += pow(json_real_value(json_array_get(W, (size_t)a)), 2);
    for (int a = 0; a < 3; a++) nu += json_real_value(json_array_get(s, (size_t)a));
    cr_assert(fabs(sqrt(f) - nf) <= 1e-12 * nf && fabs(nu - nn) <= 1e-12 * nn && nn >= nf * (1 - 1e-12) && nf > 1.0,
      "train %s: norm_F %.17g (recomputed %.17g), nuclear %.17g (sum of singular values %.17g)", what[k], nf, sqrt(f), nn, nu);
    cr_assert_eq(json_integer_value(json_object_get(o[k], "steps")), 200);
    for (int c = 0; c < 2; c++) {
      double x = json_real_value(json_object_get(o[k], c ? "cos_nuclear" : "cos_frobenius"));
      cr_assert(x > 0.5 && x <= 1.0 + 1e-12, "train %s: %s = %g", what[k], c ? "cos_nuclear" : "cos_frobenius", x);
    }
    json_decref(o[k]); json_decref(z[k]);
  }
  cr_assert_eq(run("train %D/kq.json --train kq --steps 35 --every 10 --trajectory %D/kq.csv", out, sizeof out, 1), 0, "%s", out);
  {
    FILE *f;
    char path[256], line[4096];
    int rows = 0;
    snprintf(path, sizeof path, "%s/kq.csv", dir);
    f = fopen(path, "r");
    cr_assert(f != NULL && fgets(line, sizeof line, f) != NULL, "no trajectory written");
    {
      const char *h = "step,norm_F,nuclear,risk,log_excess,log_gnorm,cos_nuclear,cos_frobenius,W1_1,";
      cr_assert(strncmp(line, h, strlen(h)) == 0, "header: %s", line);
    }
    while (fgets(line, sizeof line, f)) rows++;
    fclose(f);
    cr_assert_eq(rows, 5, "35 steps every 10: rows at 0, 10, 20, 30, 35 expected, got %d", rows);
  }
}

/* SIGINT during train --train w or kq: the run stops between chunks of
   steps, reports what it computed and exits 130 (not death by the signal,
   which the old code showed: no report, no trajectory). The run would take
   10^8 steps; the signal comes once the child has used 0.2 s of processor
   time (so that it is in the training loop however loaded the machine is,
   not still starting). The JSON says interrupted and
   gives the steps taken; the trajectory is committed, ends with the row of
   that step, and that row's W is the reported W, digit for digit (both are
   printed with 17 significant digits); no temporary file is left. The child
   starts with the default SIGINT disposition, since a runner in the
   background may ignore it; a child still running 30 s after the signal is
   killed and the test fails. */
static long cpu_ticks(pid_t pid) /* user + system time of a process, in clock ticks; -1 if unknown */
{
  char path[64], buf[1024], *c;
  long ut = -1, st = -1;
  FILE *f;
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  if ((f = fopen(path, "r")) == NULL) return -1;
  c = fgets(buf, sizeof buf, f);
  fclose(f);
  if (c == NULL || (c = strrchr(buf, ')')) == NULL) return -1;
  if (sscanf(c + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %ld %ld", &ut, &st) != 2) return -1;
  return ut + st;
}
static void interrupted_run(const char *what, const char *traj, const char *out)
{
  const char *bin = getenv("MMATTN_BIN");
  char inst[256];
  struct timespec tick = {0, 10000000L};
  long hz = sysconf(_SC_CLK_TCK);
  int st = 0;
  pid_t pid, w = 0;
  snprintf(inst, sizeof inst, "%s/kq.json", dir);
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  pid = fork();
  cr_assert(pid >= 0);
  if (pid == 0) {
    signal(SIGINT, SIG_DFL);
    if (freopen(out, "w", stdout) == NULL) _exit(98);
    execl(bin, bin, "train", inst, "--train", what, "--steps", "100000000", "--every", "1000", "--trajectory", traj, "--json", (char *)NULL);
    _exit(99);
  }
  for (int k = 0; k < 3000 && cpu_ticks(pid) < hz / 5; k++) nanosleep(&tick, NULL);
  kill(pid, SIGINT);
  for (int k = 0; k < 3000 && (w = waitpid(pid, &st, WNOHANG)) == 0; k++) nanosleep(&tick, NULL);
  if (w == 0) { kill(pid, SIGKILL); waitpid(pid, &st, 0); cr_assert_fail("train --train %s: still running 30 s after SIGINT", what); }
  cr_assert(WIFEXITED(st) && WEXITSTATUS(st) == 130, "train --train %s: %s %d after SIGINT, not exit 130", what,
    WIFSIGNALED(st) ? "killed by signal" : "exit", WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
}
Test(cli, train_w_and_kq_stop_on_SIGINT_with_exit_130_and_a_whole_trajectory, .timeout = 120)
{
  const char *what[2] = {"w", "kq"};
  write_file("kq.json", KQ_INSTANCE);
  for (int k = 0; k < 2; k++) {
    char traj[256], out[256], line[8192], last[8192] = "";
    json_t *o;
    json_error_t e;
    FILE *f;
    long steps, rows = 0, step = -1;
    snprintf(traj, sizeof traj, "%s/t_%s.csv", dir, what[k]);
    snprintf(out, sizeof out, "%s/out_%s.json", dir, what[k]);
    interrupted_run(what[k], traj, out);
    o = json_load_file(out, 0, &e);
    cr_assert(o != NULL, "train --train %s: the report is not JSON (%s)", what[k], e.text);
    cr_assert(json_is_true(json_object_get(o, "interrupted")), "train --train %s: interrupted is not true", what[k]);
    cr_assert_str_eq(json_string_value(json_object_get(o, "stop")), "interrupted");
    steps = (long)json_integer_value(json_object_get(o, "steps"));
    cr_assert(steps > 0 && steps < 100000000, "train --train %s: %ld steps", what[k], steps);
    f = fopen(traj, "r");
    cr_assert(f != NULL, "train --train %s: no trajectory", what[k]);
    while (fgets(line, sizeof line, f)) if (rows++ > 0) { strcpy(last, line); step = atol(line); }
    fclose(f);
    cr_assert_eq(step, steps, "train --train %s: the last row is step %ld, the report says %ld steps", what[k], step, steps);
    cr_assert_eq(rows, 1 + 1 + (steps - 1) / 1000 + 1, "train --train %s: %ld lines for %ld steps every 1000", what[k], rows, steps);
    {
      char *c = last;
      json_t *W = json_object_get(o, "W");
      for (int j = 0; j < 8; j++) c = strchr(c, ',') + 1; /* past step, norms, risk, logs, cosines */
      for (int a = 0; a < 9; a++, c = strchr(c, ',') + 1) {
        double x = strtod(c, NULL), y = json_real_value(json_array_get(W, (size_t)a));
        cr_assert(x == y, "train --train %s: W[%d] is %.17g in the report, %.17g in the last row", what[k], a, y, x);
        if (a == 8) break;
      }
    }
    json_decref(o);
  }
  {
    DIR *dd = opendir(dir);
    struct dirent *ent;
    cr_assert(dd != NULL);
    while ((ent = readdir(dd)) != NULL) cr_expect(strncmp(ent->d_name, ".mmattn-", 8) != 0, "temporary file left: %s", ent->d_name);
    closedir(dd);
  }
}

/* The regularization path of E1a turns toward the GMM as R grows
   (Theorem 1): the cosine to the GMM increases with R, and 1 - cos falls
   by more than a factor of ten between R = 5 and R = 80. The starts'
   record adds up: every polished start agrees, ends at another certified
   stationary point or is unconverged; screened starts are in none of them;
   with 16 random starts some are screened out. */
Test(cli, regpath_E1a_turns_toward_the_GMM)
{
  json_t *o, *path;
  char out[256];
  double c[4];
  cr_assert_eq(run("example E1a -o %D/e1a.json", out, sizeof out, 1), 0);
  o = run_json("regpath %D/e1a.json --radii 1,5,20,80 --json");
  path = json_object_get(o, "path");
  cr_assert(json_array_size(path) == 4);
  for (size_t k = 0; k < 4; k++) {
    json_t *e = json_array_get(path, k);
    long ag = (long)json_integer_value(json_object_get(e, "agree")), po = (long)json_integer_value(json_object_get(e, "polished")),
      ot = (long)json_integer_value(json_object_get(e, "other_stationary")), un = (long)json_integer_value(json_object_get(e, "unconverged")),
      ns = (long)json_integer_value(json_object_get(e, "starts"));
    cr_assert(ag >= 1 && ag + ot + un == po && po < ns, "R row %zu: agree %ld + other %ld + unconverged %ld vs polished %ld of %ld starts",
      k, ag, ot, un, po, ns);
    c[k] = json_real_value(json_object_get(e, "cos_gmm"));
    if (k) cr_assert(c[k] > c[k - 1], "cosine to the GMM must increase with R: %g after %g", c[k], c[k - 1]);
  }
  cr_assert(1 - c[3] < (1 - c[1]) / 10, "1 - cos: %g at R = 5, %g at R = 80", 1 - c[1], 1 - c[3]);
  json_decref(o);
}

/* L(0) of E1a: u = mean of the scores (1, 0.9, 0.9), L = log(1 + e^{-u}). */
Test(cli, info_E1a_risk_at_zero)
{
  json_t *o;
  char out[256];
  cr_assert_eq(run("example E1a -o %D/e1a.json", out, sizeof out, 1), 0);
  o = run_json("info %D/e1a.json --json");
  cr_assert(fabs(json_real_value(json_object_get(o, "risk_at_zero")) - log1p(exp(-2.8 / 3))) < 1e-15);
  json_decref(o);
}

/* The corpus of bad command lines and inputs: the arguments, a file body
   written to %D/in.json first (or empty for none), the exit code, and a
   fragment of the message. Strings are stored inline: Criterion passes each
   parameter to a fresh process as a byte copy. */
typedef struct { char args[96]; char body[160]; int code; char fragment[64]; } bad_run;
static bad_run bad_runs[] = {
  {"", "", 1, "usage: mmattn"},
  {"frobnicate", "", 1, "unknown subcommand \"frobnicate\""},
  {"analyze", "", 1, "missing FILE"},
  {"analyze %D/in.json --bogus", "{\"X\": [[[1]]], \"v\": [1]}", 1, "unknown option \"--bogus\""},
  {"analyze %D/in.json --max-nodes", "{\"X\": [[[1]]], \"v\": [1]}", 1, "--max-nodes needs a value"},
  {"analyze %D/in.json --max-nodes 1.5", "{\"X\": [[[1]]], \"v\": [1]}", 1, "is not a valid integer"},
  {"analyze %D/absent.json", "", 6, "cannot read"},
  {"analyze %D/in.json", "{\"X\": [[[1, 2], [3, 4]]], \"v\": [1,", 2, "syntax error"},
  {"analyze %D/in.json", "{\"X\": [[[1, 2], [3]]], \"v\": [1, 2]}", 2, "ragged tokens"},
  {"analyze %D/in.json", "{\"X\": \"tokens\", \"v\": [1]}", 2, "X must be a non-empty array"},
  {"analyze %D/in.json", "{\"X\": [], \"v\": []}", 2, "X must be a non-empty array"},
  {"analyze %D/in.json", "{\"X\": [[[1, NaN]]], \"v\": [1, 2]}", 2, "syntax error"},
  {"analyze %D/in.json", "{\"X\": [[[1, 1e999]]], \"v\": [1, 2]}", 2, "syntax error"},
  {"analyze %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"Y\": [\"+\"]}", 2, "Y[0] must be a number"},
  {"svm %D/in.json", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--tokens is required"},
  {"svm %D/in.json --tokens 5", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "out of range"},
  {"svm %D/in.json --tokens 0,1", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "has 2 entries"},
  {"svm %D/in.json --tokens 0 --relaxed 3", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--relaxed names input 3"},
  {"train %D/in.json --method adam", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--method must be ngd or gd"},
  {"train %D/in.json --init 1,2", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--init has 2 numbers"},
  {"train %D/in.json --init 1,x", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "comma-separated list"},
  {"train %D/in.json --eta -1", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--eta must be positive"},
  {"train %D/in.json --steps 10 --trajectory %D/no/dir/t.csv", "{\"X\": [[[1], [2]]], \"v\": [1]}", 6, "cannot write"},
  {"regpath %D/in.json", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--radii is required"},
  {"regpath %D/in.json --radii 1,-2", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "radii must be positive"},
  {"example E9", "", 2, "unknown example \"E9\""},
  {"example E4 --C abc", "", 1, "is not a valid number"},
  {"example E1a -o %D/no/dir/x.json", "", 6, "cannot write"},
  {"info %D/in.json extra", "{\"X\": [[[1]]], \"v\": [1]}", 1, "unexpected argument \"extra\""},
  {"info %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"W\": [[1, 0, 0], [0, 1, 0]]}", 2, "W[0] has 3 numbers, expected 2"},
  {"info %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"loss\": \"hinge\"}", 2, "unknown loss"},
  {"info %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"Y\": [0]}", 2, "labels must be +1 or -1"},
  {"info %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"extra\": 1}", 2, "unknown key \"extra\""},
  {"info %D/in.json", "{\"X\": [[[1, 2]]], \"v\": [1, 2], \"v\": [1, 2]}", 2, "duplicate"},
  {"info %D/in.json", "{\"X\": [[[1e300, 1e300]]], \"v\": [1e300, 1e300]}", 2, "overflow"},
  {"info %D/in.json", "[]", 2, "top level must be an object"},
  {"analyze %D/in.json --max-nodes 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--max-nodes must be positive"},
  {"svm %D/in.json --tokens 0.5", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "out of range"},
  {"svm %D/in.json --tokens -1", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "out of range"},
  {"train %D/in.json --steps -5", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--steps must be in"},
  {"train %D/in.json --every 0 --trajectory %D/t.csv", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--every must be in"},
  {"train %D/in.json --train W --init 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "W-training needs a non-zero --init"},
  {"train %D/in.json --train vp --method gd", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "joint GD needs --eta"},
  {"train %D/in.json --eta", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--eta needs a value"},
  {"train %D/absent.json", "", 6, "cannot read"},
  {"regpath %D/in.json --radii 1 --starts 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--starts must be in"},
  {"regpath %D/in.json --radii 1,,2", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "comma-separated list"},
  {"example", "", 1, "missing NAME"},
  {"example E4 --C inf", "", 1, "is not a valid number"},
  {"train %D/in.json --train kq --method gd", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "plain descent on (K, Q) needs --eta"},
  {"train %D/in.json --train kq --query 2", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--query must be a token of every input"},
  {"train %D/in.json --train w --width 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "bad value for --width"},
  {"train %D/in.json --train kq --init-scale 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "bad value for --init-scale"},
  {"train %D/in.json --train kq --bogus 1", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "unknown option \"--bogus\""},
  {"train %D/in.json --train kq --steps 1.5", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--steps must be a whole number"},
  {"train %D/in.json --train w --trajectory %D/no/dir/t.csv", "{\"X\": [[[1], [2]]], \"v\": [1]}", 6, "cannot write"},
  {"train %D/absent.json --train kq", "", 6, "cannot read"},
  {"train %D/in.json --train Kq", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--train must be p, W, vp, w or kq"},
  {"train %D/in.json --train kq --method sgd", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--method must be ngd or gd"},
  {"train %D/in.json --train kq --eta 0", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "bad value for --eta"},
  {"nuclear", "", 1, "missing FILE"},
  {"nuclear %D/in.json --query 2", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--query must be a token of every input"},
  {"nuclear %D/in.json --query x", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "bad value for --query"},
  {"svm %D/in.json --nuclear --tokens 0,1", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--tokens needs one token per input"},
  {"nuclear %D/in.json --tokens 5", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "--tokens needs one token per input"},
  {"nuclear %D/in.json", "{\"X\": [[[1, NaN]]], \"v\": [1, 2]}", 2, "syntax error"},
  {"svm %D/in.json --frobenius", "{\"X\": [[[1, 2], [3]]], \"v\": [1, 2]}", 2, "ragged tokens"},
  {"nuclear %D/in.json", "{\"X\": [[[1], [1]]], \"v\": [1]}", 2, "tied top scores"},
  {"nuclear %D/in.json --bogus", "{\"X\": [[[1], [2]]], \"v\": [1]}", 1, "unknown option \"--bogus\""},
  {"nuclear %D/in.json --tokens 1 --json", "{\"X\": [[[1], [1]]], \"v\": [1]}", 3, "is zero"},
};
ParameterizedTestParameters(cli, bad_runs_exit_with_their_code_and_message)
{
  return cr_make_param_array(bad_run, bad_runs, sizeof bad_runs / sizeof bad_runs[0]);
}
ParameterizedTest(bad_run *b, cli, bad_runs_exit_with_their_code_and_message)
{
  char out[8192], cmd[160];
  int rc;
  if (b->body[0]) write_file("in.json", b->body);
  rc = run(b->args, out, sizeof out, 1);
  cr_expect(rc == b->code, "mmattn %s: exit %d, expected %d; output: %s", b->args, rc, b->code, out);
  cr_expect(strstr(out, b->fragment) != NULL, "mmattn %s: output lacks \"%s\": %s", b->args, b->fragment, out);
  snprintf(cmd, sizeof cmd, "test -z \"$(find '%s' -name '*.tmp.*')\"", dir);
  cr_expect(system(cmd) == 0, "mmattn %s left a temporary file", b->args);
}

/* The LMM search on E2 (7^3 selections) stopped by a node limit of 3 is a
   partial answer: exit 0, labelled partial, "complete": false; with
   --complete it exits 8. Without a limit the same search is complete. */
Test(cli, analyze_work_limit_is_a_labelled_partial_answer)
{
  static char out[1 << 16];
  json_t *o;
  cr_assert_eq(run("example E2 -o %D/e2.json", out, sizeof out, 1), 0);
  cr_assert_eq(run("analyze %D/e2.json --max-nodes 3 --starts 0", out, sizeof out, 1), 0, "%s", out);
  cr_assert(strstr(out, "partial: ") && strstr(out, "visited 3 nodes") && strstr(out, "(node limit)"), "%s", out);
  cr_assert(!strstr(out, "complete: "), "%s", out);
  cr_assert_eq(run("analyze %D/e2.json --max-nodes 3 --complete", out, sizeof out, 1), 8, "%s", out);
  o = run_json("analyze %D/e2.json --max-nodes 3 --json");
  cr_assert(json_is_false(json_object_get(o, "complete")));
  cr_assert(!strcmp(json_string_value(json_object_get(o, "enumeration_stopped")), "node limit"));
  json_decref(o);
  o = run_json("analyze %D/e2.json --json --complete");
  cr_assert(json_is_true(json_object_get(o, "complete")));
  json_decref(o);
}

/* A huge dimension is refused with a message, not an allocation failure. */
Test(cli, huge_dimension_is_refused)
{
  char out[4096], path[128];
  FILE *f;
  snprintf(path, sizeof path, "%s/huge.json", dir);
  f = fopen(path, "w");
  fputs("{\"X\": [[[", f);
  for (int j = 0; j < 200000; j++) fputs(j ? ",0" : "0", f);
  fputs("]]], \"v\": [1]}", f);
  fclose(f);
  cr_assert_eq(run("info %D/huge.json", out, sizeof out, 1), 2, "%s", out);
  cr_assert(strstr(out, "dimensions above 100000 are not supported"), "%s", out);
}

/* Every subcommand on random instances, and their answers agree with one
   another: analyze's GMM equals svm's solution for the optimal tokens (the
   same certified oracle, so to 1e-12), train's limit selection is classified
   an LMM exactly when analyze's complete list has it, regpath and info succeed. Five seeds of the library's
   generator (chosen optimal tokens, n <= 3, T <= 4, d <= 4). */
static int seeds[] = {1, 2, 3, 4, 5};
ParameterizedTestParameters(cli, subcommands_agree_on_random_instances)
{
  return cr_make_param_array(int, seeds, 5);
}
ParameterizedTest(int *seed, cli, subcommands_agree_on_random_instances)
{
  mm_rng r;
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  char path[128], args[512], out[256];
  json_t *a, *g, *lm;
  mm_rng_seed(&r, 777, (uint64_t)*seed);
  o.n_max = 3; o.T_max = 4; o.d_max = 4; o.chosen_opt = 1;
  in = mm_gen_instance(&r, &o, NULL);
  snprintf(path, sizeof path, "%s/rand.json", dir);
  cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
  a = run_json("analyze %D/rand.json --json");
  g = json_object_get(a, "gmm");
  lm = json_object_get(a, "lmm");
  if (json_is_true(json_object_get(g, "feasible"))) {
    json_t *t = json_object_get(g, "tokens"), *sv, *gp = json_object_get(g, "p");
    double want[8];
    int len = 0;
    for (size_t i = 0; i < json_array_size(t); i++)
      len += snprintf(args + len, sizeof args - (size_t)len, "%s%lld", i ? "," : "", (long long)json_integer_value(json_array_get(t, i)));
    {
      char cmd[600];
      snprintf(cmd, sizeof cmd, "svm %%D/rand.json --json --tokens %s", args);
      sv = run_json(cmd);
    }
    for (int j = 0; j < in->d; j++) want[j] = json_real_value(json_array_get(gp, (size_t)j));
    cr_assert(vec_err(json_object_get(sv, "p"), want, in->d) < 1e-12, "analyze and svm disagree on the GMM");
    json_decref(sv);
  }
  {
    json_t *tr = run_json("train %D/rand.json --steps 500 --json"), *nl = json_object_get(tr, "limit");
    int found = 0;
    cr_assert(json_is_true(json_object_get(a, "complete")), "analyze did not finish on a small instance");
    for (size_t k = 0; k < json_array_size(lm); k++)
      found |= json_equal(json_object_get(json_array_get(lm, k), "tokens"), json_object_get(nl, "tokens"));
    cr_assert(found == json_is_true(json_object_get(nl, "lmm")), "train's limit selection is %san LMM, analyze %s it",
      found ? "not " : "", found ? "lists" : "does not list");
    json_decref(tr);
  }
  cr_assert_eq(run("regpath %D/rand.json --radii 1,4 --starts 4", out, sizeof out, 1), 0, "%s", out);
  cr_assert_eq(run("info %D/rand.json", out, sizeof out, 1), 0, "%s", out);
  json_decref(a);
  mm_instance_free(in);
}

/* analyze --starts FILE: the end point of a run of train on E1b from
   (0,-1,0), which the paper says goes to the LMM (1,0,0), given as a text
   row, is run first and its LMM is listed as found from a given start; a
   .npy of shape (1, 3) holding the same point is read the same way; a row
   of the wrong length and a file of no points are refused with exit 2 and
   a message naming the line. The search's account in JSON gives per radius
   the runs, and the runs that reached each LMM add up to the runs that
   ended at one. */
Test(cli, analyze_starts_from_a_file_of_points)
{
  static char out[1 << 16];
  json_t *a, *lm, *s;
  long at = 0, reached = 0;
  int given = 0;
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0, "%s", out);
  write_file("starts.txt", "# a trained p\n30, -0.5, 0\n");
  a = run_json("analyze %D/e1b.json --json --starts %D/starts.txt --max-nodes 1");
  lm = json_object_get(a, "lmm");
  for (size_t k = 0; k < json_array_size(lm); k++) {
    json_t *e = json_array_get(lm, k);
    reached += (long)json_integer_value(json_object_get(e, "reached"));
    if (!strcmp(json_string_value(json_object_get(e, "found_by")), "NGD from a given start")) {
      given = 1;
      cr_assert(json_integer_value(json_array_get(json_object_get(e, "tokens"), 0)) == 1, "the given start found another LMM");
    }
  }
  cr_assert(given, "no LMM is labelled as found from the given start");
  s = json_object_get(a, "search");
  cr_assert_eq(json_integer_value(json_object_get(json_object_get(s, "given"), "runs")), 1);
  for (size_t j = 0; j < json_array_size(json_object_get(s, "radii")); j++)
    at += (long)json_integer_value(json_object_get(json_array_get(json_object_get(s, "radii"), j), "at_lmm"));
  at += (long)json_integer_value(json_object_get(json_object_get(s, "given"), "at_lmm"));
  at += (long)json_integer_value(json_object_get(json_object_get(s, "near_gmm"), "at_lmm"));
  cr_assert_eq(at, reached, "runs that ended at an LMM: %ld by radius, %ld by LMM", at, reached);
  json_decref(a);
  write_file("bad.txt", "1 2 3\n1 2\n");
  cr_assert_eq(run("analyze %D/e1b.json --starts %D/bad.txt", out, sizeof out, 1), 2, "%s", out);
  cr_assert(strstr(out, "line 2") && strstr(out, "wrong dimension"), "%s", out);
  write_file("empty.txt", "# nothing\n\n");
  cr_assert_eq(run("analyze %D/e1b.json --starts @%D/empty.txt", out, sizeof out, 1), 2, "%s", out);
  cr_assert(strstr(out, "has no point"), "%s", out);
  {
    static const unsigned char hdr[] = "\x93NUMPY\x01\x00\x76\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 3), }";
    double x[3] = {30, -0.5, 0};
    char path[128];
    FILE *f;
    size_t hl = sizeof hdr - 1;
    snprintf(path, sizeof path, "%s/starts.npy", dir);
    cr_assert((f = fopen(path, "wb")) != NULL);
    fwrite(hdr, 1, hl, f);
    for (size_t k = hl; k < 10 + 0x76 - 1; k++) fputc(' ', f);
    fputc('\n', f);
    fwrite(x, sizeof x, 1, f);
    fclose(f);
  }
  a = run_json("analyze %D/e1b.json --json --starts %D/starts.npy --max-nodes 1");
  cr_assert_eq(json_integer_value(json_object_get(json_object_get(json_object_get(a, "search"), "given"), "runs")), 1);
  json_decref(a);
}

/* inspect on E1b, a query trained to (0,-1,0) (the paper's Fig. 1b start):
   it selects token 1 (token 2 ties with it: k_1 - k_2 = (1,0,0) is
   orthogonal to the query, so the margin ratio is 0 and one input is tied),
   whose ATT-SVM is (1,0,0), a locally optimal direction that is not the GMM
   (the authors' code); normalised GD from there goes to that LMM. Also its
   help, which the help test above predates. */
Test(cli, inspect_E1b_from_the_paper_start)
{
  json_t *o, *h, *g;
  char out[4096];
  static const double pmm[3] = {1, 0, 0};
  cr_assert_eq(run("inspect --help", out, sizeof out, 1), 0, "%s", out);
  cr_assert(strstr(out, "usage: mmattn inspect") && strstr(out, "--p"), "%s", out);
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0);
  o = run_json("inspect %D/e1b.json --p 0,-1,0 --steps 2000 --json");
  h = json_array_get(json_object_get(o, "heads"), 0);
  cr_assert(json_integer_value(json_array_get(json_object_get(h, "tokens"), 0)) == 1);
  cr_assert(json_integer_value(json_object_get(h, "ties")) == 1);
  cr_assert(fabs(json_real_value(json_object_get(h, "margin_ratio"))) < EXACT);
  cr_assert(vec_err(json_object_get(json_object_get(h, "svm"), "p_mm"), pmm, 3) < EXACT);
  cr_assert(json_is_true(json_object_get(json_object_get(h, "svm"), "locally_optimal")));
  cr_assert(!json_is_true(json_object_get(json_object_get(h, "svm"), "global")));
  g = json_object_get(h, "ngd");
  cr_assert(!strcmp(json_string_value(json_object_get(g, "run")), "diverges"));
  cr_assert(json_integer_value(json_array_get(json_object_get(json_object_get(g, "limit"), "tokens"), 0)) == 1);
  cr_assert(vec_err(json_object_get(json_object_get(g, "limit"), "p_mm"), pmm, 3) < EXACT);
  json_decref(o);
}

/* The vision transformer's heads of layer 1 go through inspect end to end:
   train-vit exports each head as an .npz (tokens, W_K, W_Q, the class token z,
   scores), and inspect's softmax mass on the selected token, averaged over the
   images, is the class token's top attention weight that the ViT's own forward
   pass measured (vit_heads.csv, epoch 1, layer 1). The two are computed by
   different code from different representations (the ViT's Q K^T per head;
   inspect's q = W_K W_Q^T z / sqrt(d_k) on the exported tokens); the CSV prints
   six decimals, so they agree to its rounding, 5e-7, and 1e-6 allows for that
   and for the ~1e-15 between two double evaluations of 17 exponentials. A
   transposed or swapped W_K, W_Q, a wrong scale or the wrong token rows would
   change the masses at the first or second decimal. The trained q separates
   its own selection when no input is tied, so the selection's ATT-SVM must be
   feasible and the margin ratio in (0, 1]. */
Test(cli, vit_heads_go_through_inspect)
{
  char out[4096], csv[8192], args[256];
  FILE *f;
  size_t len;
  cr_assert_eq(run("train-vit --epochs 1 --train-size 64 --test-size 32 --batch 32 --quiet --out %D/vit", out, sizeof out, 1), 0, "%s", out);
  snprintf(args, sizeof args, "%s/vit/vit_heads.csv", dir);
  cr_assert((f = fopen(args, "r")) != NULL);
  len = fread(csv, 1, sizeof csv - 1, f); csv[len] = '\0'; fclose(f);
  for (int h = 1; h <= 4; h++) {
    json_t *o, *x;
    char key[32], *row;
    double top = -1.0, ratio;
    snprintf(key, sizeof key, "\n1,1,%d,", h);
    cr_assert((row = strstr(csv, key)) != NULL, "no row epoch 1, layer 1, head %d in %s", h, csv);
    cr_assert(sscanf(row + strlen(key), "%*f,%*f,%lf", &top) == 1);
    snprintf(args, sizeof args, "inspect --steps 0 --json %%D/vit/vit_head%d.npz", h);
    o = run_json(args);
    cr_assert(json_integer_value(json_object_get(o, "n")) == 32 && json_integer_value(json_object_get(o, "d")) == 32);
    cr_assert(!strcmp(json_string_value(json_object_get(o, "source")), "heads"));
    x = json_array_get(json_object_get(o, "heads"), 0);
    cr_assert(fabs(json_real_value(json_object_get(x, "mass_mean")) - top) < 1e-6,
      "head %d: inspect's mean mass %.9f, the ViT's top weight %.6f", h, json_real_value(json_object_get(x, "mass_mean")), top);
    if (json_integer_value(json_object_get(x, "ties")) == 0) {
      ratio = json_real_value(json_object_get(x, "margin_ratio"));
      cr_assert(json_is_true(json_object_get(json_object_get(x, "svm"), "feasible")), "head %d", h);
      cr_assert(ratio > 0 && ratio <= 1 + 1e-12, "head %d: margin ratio %g", h, ratio);
    }
    json_decref(o);
  }
}
