/* Regression checks of reliability under hostile input and faults
   and of output files that respect the umask. Each test is the
   reproducer of one defect, run against the mmattn binary of the build
   variant under test (MMATTN_BIN, set by scripts/run_checks.sh) or against
   the library directly; small reproducers are kept as files in
   tests/regress/, large ones are written by the test. Every test here failed
   on the code before the fix (see the commit that added it).
   Timeouts (the `timeout` in a command line) are hang detectors, not speed
   assertions: each guards a run that now takes well under a second (a few
   seconds under the sanitizers) and took minutes to hours before. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <math.h>
#include <signal.h>
#include <unistd.h>
#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <jansson.h>
#include <zip.h>
#include <criterion/criterion.h>
#include "model.h"
#include "io.h"
#include "gen.h"
#include "svm.h"
#include "tokens.h"
#include "exact.h"
#include "prop.h"

static char dir[64];
static void setup(void)
{
  strcpy(dir, "/tmp/mmattn-regress-XXXXXX");
  cr_assert(mkdtemp(dir) != NULL);
}
static void teardown(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert(system(cmd) == 0);
}
TestSuite(regress, .init = setup, .fini = teardown);

static const char *bin(void)
{
  const char *b = getenv("MMATTN_BIN");
  cr_assert(b != NULL, "MMATTN_BIN is not set");
  return b;
}
/* Regression inputs live in tests/regress/ (the runner starts in the
   repository's root); MMATTN_REGRESS_DIR overrides. */
static const char *rdir(void)
{
  const char *r = getenv("MMATTN_REGRESS_DIR");
  return r ? r : "tests/regress";
}

/* Run a shell command line, formatted; in it, @B is the binary, @D the
   temporary directory and @R the directory of regression inputs. Standard
   output goes to out, standard error to err (either may be NULL). Returns
   the exit code, or 128 + the signal number. */
static int sh(char *out, size_t ocap, char *err, size_t ecap, const char *fmt, ...)
{
  char line[8192], cmd[16384], ofile[128], efile[128];
  size_t k = 0;
  va_list ap;
  int st;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  for (const char *a = line; *a && k + 1024 < sizeof cmd; a++) {
    if (a[0] == '@' && a[1] == 'B') { k += (size_t)snprintf(cmd + k, sizeof cmd - k, "%s", bin()); a++; }
    else if (a[0] == '@' && a[1] == 'D') { k += (size_t)snprintf(cmd + k, sizeof cmd - k, "%s", dir); a++; }
    else if (a[0] == '@' && a[1] == 'R') { k += (size_t)snprintf(cmd + k, sizeof cmd - k, "%s", rdir()); a++; }
    else cmd[k++] = *a;
  }
  cmd[k] = '\0';
  snprintf(ofile, sizeof ofile, "%s/.stdout", dir);
  snprintf(efile, sizeof efile, "%s/.stderr", dir);
  {
    char full[16800];
    snprintf(full, sizeof full, "( %s ) >'%s' 2>'%s'", cmd, ofile, efile);
    st = system(full);
  }
  for (int w = 0; w < 2; w++) {
    char *buf = w ? err : out;
    size_t cap = w ? ecap : ocap, n = 0;
    FILE *f;
    if (buf == NULL) continue;
    f = fopen(w ? efile : ofile, "rb");
    if (f) { n = fread(buf, 1, cap - 1, f); fclose(f); }
    buf[n] = '\0';
  }
  if (WIFEXITED(st)) return WEXITSTATUS(st);
  return 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}
static char o[1 << 16], e[1 << 16];
#define SH(...) sh(o, sizeof o, e, sizeof e, __VA_ARGS__)

static void write_file(const char *name, const char *text)
{
  char path[512];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "w");
  cr_assert(f != NULL, "cannot write %s", path);
  fputs(text, f);
  cr_assert(fclose(f) == 0);
}
static mode_t mode_of(const char *name, int follow)
{
  char path[512];
  struct stat st;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  cr_assert((follow ? stat(path, &st) : lstat(path, &st)) == 0, "%s is missing", path);
  return st.st_mode;
}
/* The number of entries of the temporary directory whose name starts with
   prefix (the runner's own .stdout and .stderr excluded). */
static int entries(const char *prefix)
{
  DIR *d = opendir(dir);
  struct dirent *de;
  int c = 0;
  cr_assert(d != NULL);
  while ((de = readdir(d)) != NULL)
    if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") && strcmp(de->d_name, ".stdout")
        && strcmp(de->d_name, ".stderr") && !strncmp(de->d_name, prefix, strlen(prefix))) c++;
  closedir(d);
  return c;
}

/* 21.5: standard output is checked like any file. Every subcommand's
   output into /dev/full (a redirection, read-only use of the device) is a
   write error with exit code 6 and a message, never exit 0. */
Test(regress, stdout_write_errors_exit_6)
{
  const char *cmds[] = {"example E2", "--help", "--version", "info @D/e2.json", "info @D/e2.json --json",
    "analyze @D/e2.json --json", "svm @D/e2.json --tokens 0,0,0", "train @D/e2.json --steps 10",
    "regpath @D/e2.json --radii 1,2"};
  cr_assert_eq(SH("@B example E2 -o @D/e2.json"), 0, "%s", e);
  for (size_t k = 0; k < sizeof cmds / sizeof cmds[0]; k++) {
    int rc = SH("@B %s > /dev/full", cmds[k]);
    cr_expect_eq(rc, 6, "mmattn %s > /dev/full exited %d: %s", cmds[k], rc, e);
    cr_expect(strstr(e, "standard output: write error") != NULL, "mmattn %s > /dev/full: %s", cmds[k], e);
  }
}

/* 21.6: -o onto a device node, a FIFO or a symbolic link. Nodes are made
   in the private temporary directory: a copy of /dev/full (char 1,7) and
   of /dev/null (char 1,3); the real devices are never targets. */
Test(regress, device_and_fifo_targets_are_written_in_place)
{
  char path[256];
  snprintf(path, sizeof path, "%s/full", dir);
  if (mknod(path, S_IFCHR | 0666, makedev(1, 7)) != 0)
    cr_skip_test("cannot create a device node here (%s): not root or nodev file system", strerror(errno));
  snprintf(path, sizeof path, "%s/null", dir);
  cr_assert(mknod(path, S_IFCHR | 0666, makedev(1, 3)) == 0);
  cr_expect_eq(SH("@B example E2 -o @D/full"), 6, "write onto a full device: %s", e);
  cr_expect(strstr(e, "cannot write") != NULL, "%s", e);
  cr_expect(S_ISCHR(mode_of("full", 0)), "the device node full was replaced");
  cr_expect_eq(SH("@B example E2 -o @D/null"), 0, "write onto a null device: %s", e);
  cr_expect(S_ISCHR(mode_of("null", 0)), "the device node null was replaced");
  cr_expect_eq(entries(".mmattn-"), 0, "temporary files were left behind");
}
Test(regress, fifo_target_is_written_in_place)
{
  char path[256];
  snprintf(path, sizeof path, "%s/fifo", dir);
  cr_assert(mkfifo(path, 0666) == 0);
  cr_assert_eq(SH("cat @D/fifo > @D/got & timeout 60 @B example E2 -o @D/fifo; rc=$?; wait; exit $rc"), 0, "%s", e);
  cr_expect(S_ISFIFO(mode_of("fifo", 0)), "the FIFO was replaced by a regular file");
  cr_assert_eq(SH("@B example E2 > @D/want && cmp @D/want @D/got"), 0, "the FIFO's reader got other bytes");
}
Test(regress, symlink_target_is_followed)
{
  write_file("target.json", "old");
  cr_assert_eq(SH("ln -s target.json @D/link.json && @B example E2 -o @D/link.json"), 0, "%s", e);
  cr_expect(S_ISLNK(mode_of("link.json", 0)), "the symbolic link was replaced by a regular file");
  cr_expect_eq(SH("@B example E2 | cmp - @D/target.json"), 0, "the link's target does not hold the output");
  cr_expect_eq(SH("@B example E2 -o @D"), 6, "a directory as -o target: %s", e);
}

/* 14.7: output files have mode 0666 & ~umask (they were 0600, the mode of
   the temporary file). */
Test(regress, output_files_respect_the_umask)
{
  const unsigned masks[3] = {022, 077, 0};
  for (int k = 0; k < 3; k++) {
    mode_t m;
    cr_assert_eq(SH("umask %03o; @B example E2 -o @D/m%d.json", masks[k], k), 0, "%s", e);
    m = mode_of(k == 0 ? "m0.json" : k == 1 ? "m1.json" : "m2.json", 0) & 0777;
    cr_expect_eq(m, 0666 & ~masks[k], "umask %03o: mode %03o, expected %03o", masks[k], (unsigned)m, 0666 & ~masks[k]);
  }
}

/* 21.16: a valid name of 250 bytes (NAME_MAX is 255) needs a temporary
   name that fits too. */
Test(regress, long_file_name_is_writable)
{
  char name[251];
  memset(name, 'a', 245); strcpy(name + 245, ".json");
  cr_assert_eq(SH("@B example E2 -o @D/%s", name), 0, "%s", e);
  cr_expect(S_ISREG(mode_of(name, 0)));
}

/* 21.7: an output that is the input file is refused and the input kept. */
Test(regress, output_equal_to_input_is_refused)
{
  cr_assert_eq(SH("@B example E2 -o @D/in.json && cp @D/in.json @D/copy.json"), 0);
  cr_expect_eq(SH("@B train @D/in.json --steps 5 --trajectory @D/in.json"), 2, "%s", e);
  cr_expect(strstr(e, "refusing to overwrite the input") != NULL, "%s", e);
  cr_expect_eq(SH("cmp @D/in.json @D/copy.json"), 0, "the instance was overwritten");
  cr_expect_eq(SH("ln -s in.json @D/alias.json && @B train @D/in.json --steps 5 --trajectory @D/alias.json"), 2,
    "through a symbolic link: %s", e);
}

/* 21.8: a run killed by SIGINT or SIGTERM while an atomic write is open
   removes its temporary file; the target is untouched. */
Test(regress, signals_remove_temporary_files)
{
  const int sigs[2] = {SIGINT, SIGTERM};
  for (int k = 0; k < 2; k++) {
    char path[256];
    pid_t pid;
    int st;
    snprintf(path, sizeof path, "%s/sig%d.json", dir, k);
    pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
      mm_atomic_file af;
      signal(sigs[k], SIG_DFL); /* a runner started in the background may ignore SIGINT */
      if (mm_io_atomic_open(&af, path) != MM_OK) _exit(3);
      fputs("{\"partial\": ", af.f);
      fflush(af.f);
      raise(sigs[k]);
      _exit(4);
    }
    cr_assert(waitpid(pid, &st, 0) == pid);
    cr_expect(WIFSIGNALED(st) && WTERMSIG(st) == sigs[k], "signal %d: the child did not die of it (status %d)", sigs[k], st);
  }
  cr_expect_eq(entries(""), 0, "files were left behind in %s", dir);
}

/* 21.9: an unwritable output is found before the work, not after it. The
   trajectory's directory does not exist: train fails at once (the guard
   would stop the 10^8 steps of the old behaviour); train-images and
   experiments refuse a directory under a regular file before training and
   print nothing on standard output. */
Test(regress, unwritable_outputs_fail_before_the_work)
{
  cr_assert_eq(SH("@B example E2 -o @D/in.json"), 0);
  write_file("plain", "x");
  cr_expect_eq(SH("timeout 60 @B train @D/in.json --steps 100000000 --trajectory @D/nodir/t.csv"), 6, "%s", e);
  cr_expect(strstr(e, "nodir") != NULL, "%s", e);
  cr_expect_eq(SH("timeout 120 @B train-images --epochs 1 --out @D/plain/sub"), 6, "%s", e);
  cr_expect(o[0] == '\0', "train-images worked before failing: %s", o);
  cr_expect_eq(SH("timeout 60 @B experiments --out @D/plain/sub"), 6, "%s", e);
}

/* 21.10: data outside the supported range are refused at load with a
   message naming the range; at the range's edges the answers are those of
   the unscaled instance, scaled (the ATT-SVM solution scales by 1/c when
   the keys scale by c). Tolerance: the solver's certificate holds to a few
   ulps relative, so 1e-12 relative is a thousand-fold margin. */
Test(regress, data_outside_the_supported_range_are_refused)
{
  const char *files[4] = {"range_1e160.json", "range_1e-160.json", "range_v_1e200.json", "range_W_1e-150.json"};
  for (int k = 0; k < 4; k++) {
    int rc = SH("@B info @R/%s", files[k]);
    cr_expect_eq(rc, 2, "%s: exit %d", files[k], rc);
    cr_expect(strstr(e, "outside the supported range [1e-100, 1e100]") != NULL, "%s: %s", files[k], e);
    rc = SH("@B train @R/%s --steps 10", files[k]);
    cr_expect_eq(rc, 2, "train %s: exit %d: %s", files[k], rc, e);
  }
}
static void svm_p(const char *file, double *p)
{
  json_t *j, *a;
  json_error_t je;
  cr_assert_eq(SH("@B svm %s --tokens 0,0,0 --json", file), 0, "%s: %s", file, e);
  j = json_loads(o, 0, &je);
  cr_assert(j != NULL, "%s", o);
  a = json_object_get(j, "p");
  for (int k = 0; k < 3; k++) p[k] = json_number_value(json_array_get(a, (size_t)k));
  json_decref(j);
}
Test(regress, answers_scale_exactly_at_the_edges_of_the_range)
{
  double p1[3], p2[3], p3[3], n1;
  char f[256];
  svm_p("@R/scale_1.json", p1);
  svm_p("@R/scale_1e99.json", p2);
  svm_p("@R/scale_1e-99.json", p3);
  n1 = sqrt(p1[0] * p1[0] + p1[1] * p1[1] + p1[2] * p1[2]);
  for (int k = 0; k < 3; k++) {
    cr_expect(fabs(p2[k] * 1e99 - p1[k]) <= 1e-12 * n1, "1e99: p[%d] * c = %.17g, unscaled %.17g", k, p2[k] * 1e99, p1[k]);
    cr_expect(fabs(p3[k] * 1e-99 - p1[k]) <= 1e-12 * n1, "1e-99: p[%d] * c = %.17g, unscaled %.17g", k, p3[k] * 1e-99, p1[k]);
  }
  snprintf(f, sizeof f, "%s", "scale_1e99.json");
  cr_expect_eq(SH("@B analyze @R/%s > /dev/null", f), 0, "%s", e);
}

/* 21.10 (options): absurd or unparsable option values are usage errors
   naming the option; subnormal values are accepted. */
Test(regress, option_values_are_checked)
{
  cr_assert_eq(SH("@B example E2 -o @D/e2.json"), 0);
  cr_expect_eq(SH("@B train @D/e2.json --eta 1e308"), 1, "%s", e);
  cr_expect(strstr(e, "--eta") && strstr(e, "supported range"), "%s", e);
  cr_expect_eq(SH("@B train @D/e2.json --steps 0x10"), 1, "%s", e);
  cr_expect(strstr(e, "--steps") != NULL, "%s", e);
  cr_expect_eq(SH("@B train @D/e2.json --eta inf"), 1, "%s", e);
  cr_expect_eq(SH("@B train @D/e2.json --eta 1e-400"), 1, "%s", e);
  cr_expect(strstr(e, "rounds to zero") != NULL, "%s", e);
  cr_expect_eq(SH("@B train @D/e2.json --eta 1e-320 --steps 3"), 0, "%s", e);
  cr_expect_eq(SH("@B regpath @D/e2.json --radii 1e-308,1 --starts 2"), 0, "%s", e);
  cr_expect_eq(SH("@B regpath @D/e2.json --radii 1,0x2"), 1, "%s", e);
}

/* 21.11 and 21.12: an instance whose smoothness bound overflows double
   (two tokens of size 1e80 with scores of both signs: L_p = 3.1e319).
   info --json keeps the key (null, with the flag); plain GD refuses
   instead of running 0 steps with exit 0. */
Test(regress, infinite_smoothness_bound_is_reported_not_used)
{
  json_t *j;
  json_error_t je;
  cr_assert_eq(SH("@B info @R/lp_overflow.json --json"), 0, "%s", e);
  j = json_loads(o, 0, &je);
  cr_assert(j != NULL, "%s", o);
  cr_expect(json_is_null(json_object_get(j, "smoothness_bound")), "smoothness_bound is missing or not null: %s", o);
  cr_expect(!strcmp(json_string_value(json_object_get(j, "smoothness_bound_nonfinite")) ?: "", "inf"), "%s", o);
  json_decref(j);
  cr_expect_eq(SH("@B info @R/lp_overflow.json"), 0, "%s", e);
  cr_expect(strstr(o, "L_p = 3.1249") != NULL, "%s", o);
  cr_expect_eq(SH("@B train @R/lp_overflow.json --method gd"), 2, "%s", e);
  cr_expect(strstr(e, "no safe step") != NULL, "%s", e);
  cr_expect_eq(SH("@B train @R/lp_overflow.json --method gd --eta 1e-300 --steps 5"), 0, "%s", e);
}

/* 21.2: info on one input of 3*10^5 tokens (d = 1) answers; the bound was
   O(T^2 d) (4.5*10^10 distances) and printed nothing for minutes. */
Test(regress, info_on_a_long_input_answers)
{
  char path[256];
  FILE *f;
  snprintf(path, sizeof path, "%s/long.json", dir);
  f = fopen(path, "w");
  cr_assert(f != NULL);
  fputs("{\"X\": [[", f);
  for (int t = 0; t < 300000; t++) fprintf(f, "%s[%d.5]", t ? "," : "", t % 1000 - 500);
  fputs("]], \"v\": [1]}\n", f);
  cr_assert(fclose(f) == 0);
  cr_assert_eq(SH("timeout 100 @B info @D/long.json --json > /dev/null"), 0, "%s", e);
}

/* The bound of 21.2 against the definition: for T <= 256 it is formula (5)
   exactly (computed here by brute force); above, it is at least (5) and at
   most 4 times (5). Relative slack 1e-12: both sums are long double
   accumulations of the same non-negative terms. */
static long double reference_bound(const mm_instance *in)
{
  long double sum = 0.0L;
  for (int i = 0; i < in->n; i++) {
    const double *g = in->gamma + in->off[i], *K = in->K + (size_t)in->off[i] * in->d;
    double m = g[0], M = g[0], D2 = 0.0;
    for (int t = 0; t < in->T[i]; t++) { m = fmin(m, g[t]); M = fmax(M, g[t]); }
    for (int t = 0; t < in->T[i]; t++)
      for (int u = 0; u < in->T[i]; u++) {
        double s = 0.0;
        for (int j = 0; j < in->d; j++) s += (K[(size_t)t * in->d + j] - K[(size_t)u * in->d + j]) * (K[(size_t)t * in->d + j] - K[(size_t)u * in->d + j]);
        D2 = fmax(D2, s);
      }
    {
      double z = m > 0 ? m : (M < 0 ? M : 0.0), d2 = 1.0 / (1.0 + exp(-z)) / (1.0 + exp(z)), d1 = 1.0 / (1.0 + exp(m));
      sum += d2 * (M - m) * (M - m) * D2 / 16 + d1 * (M - m) * D2 / 4;
    }
  }
  return sum / in->n;
}
Test(regress, smoothness_bound_is_formula_5_or_within_a_factor_4_above_it)
{
  for (int k = 0; k < 40; k++) {
    mm_rng r;
    mm_gen_options go = mm_gen_defaults();
    mm_instance *in;
    long double ref, got;
    mm_rng_seed(&r, 20261203, (uint64_t)k);
    go.n_max = 3; go.d_max = 5;
    go.T_max = k % 2 ? 600 : 40;
    go.loss = MM_LOSS_LOGISTIC;
    in = mm_gen_instance(&r, &go, NULL);
    cr_assert(in != NULL);
    ref = reference_bound(in);
    got = mm_smoothness_bound_ld(in);
    if (mm_instance_max_tokens(in) <= MM_DIAMETER_TOKENS)
      cr_expect(fabsl(got - ref) <= 1e-12L * ref, "trial %d: %.17Lg, formula (5) %.17Lg", k, got, ref);
    else
      cr_expect(got >= ref * (1 - 1e-12L) && got <= 4 * ref * (1 + 1e-12L), "trial %d: %.17Lg, formula (5) %.17Lg", k, got, ref);
    mm_instance_free(in);
  }
}

/* 21.3: one token of dimension 46341: W alone would be 2.1e9 numbers and
   d*d overflows int. Refused as too large, before any allocation. */
Test(regress, huge_dimension_is_refused_by_the_cap)
{
  char path[256];
  FILE *f;
  snprintf(path, sizeof path, "%s/wide.json", dir);
  f = fopen(path, "w");
  cr_assert(f != NULL);
  fputs("{\"X\": [[[", f);
  for (int j = 0; j < 46341; j++) fputs(j ? ",0" : "1", f);
  fputs("]]], \"v\": [", f);
  for (int j = 0; j < 46341; j++) fputs(j ? ",0" : "1", f);
  fputs("]}\n", f);
  cr_assert(fclose(f) == 0);
  cr_expect_eq(SH("timeout 60 @B info @D/wide.json"), 2, "%s", e);
  cr_expect(strstr(e, "instance too large") != NULL && strstr(e, "W") != NULL, "%s", e);
}

/* 21.3: running out of memory is exit code 7 with a message, both while
   parsing and while allocating the instance. The limit is set with ulimit
   -v; sanitizer builds reserve terabytes of shadow memory and cannot start
   under it, which the probe detects (the test is then skipped there; it runs
   in the plain build). */
Test(regress, out_of_memory_is_exit_7)
{
  char path[256];
  FILE *f;
  if (SH("ulimit -v 300000; @B --version") != 0)
    cr_skip_test("the binary cannot start under a 300 MB address-space limit (sanitizer build)");
  snprintf(path, sizeof path, "%s/wideW.json", dir);
  f = fopen(path, "w");
  cr_assert(f != NULL);
  fputs("{\"X\": [[[", f);
  for (int j = 0; j < 7000; j++) fputs(j ? ",0" : "1", f); /* W: 4.9e7 doubles, 392 MB */
  fputs("]]], \"v\": [", f);
  for (int j = 0; j < 7000; j++) fputs(j ? ",0" : "1", f);
  fputs("]}\n", f);
  cr_assert(fclose(f) == 0);
  cr_expect_eq(SH("ulimit -v 300000; @B info @D/wideW.json"), 7, "allocation: %s", e);
  cr_expect(strstr(e, "out of memory") != NULL, "%s", e);
  snprintf(path, sizeof path, "%s/many.json", dir);
  f = fopen(path, "w");
  cr_assert(f != NULL);
  fputs("{\"X\": [[", f);
  for (int t = 0; t < 3000000; t++) fputs(t ? ",[0]" : "[0]", f); /* 3e6 JSON arrays: well above 300 MB parsed */
  /* the escaped comment makes the direct reader (8 bytes a number: this
     instance fits) decline, so the tree parser runs and runs out */
  fputs("]], \"v\": [1], \"comment\": \"caf\\u00e9\"}\n", f);
  cr_assert(fclose(f) == 0);
  cr_expect_eq(SH("ulimit -v 300000; @B info @D/many.json"), 7, "parsing: %s", e);
  cr_expect(strstr(e, "out of memory while parsing") != NULL, "%s", e);
}

/* 21.14: a directory given as FILE is an I/O error. */
Test(regress, directory_as_file_is_an_io_error)
{
  cr_expect_eq(SH("@B info @D"), 6, "%s", e);
  cr_expect(strstr(e, "directory") != NULL, "%s", e);
}

/* 21.15: unknown keys are sanitised to one printable line (the file holds a
   key with an escape sequence and a newline); a UTF-8 byte-order mark is
   skipped. */
Test(regress, error_messages_are_one_printable_line)
{
  size_t n;
  cr_expect_eq(SH("@B info @R/key_escape.json"), 2, "%s", e);
  n = strlen(e);
  cr_assert(n > 0 && e[n - 1] == '\n', "%s", e);
  for (size_t k = 0; k + 1 < n; k++)
    cr_expect(e[k] >= 0x20 && e[k] < 0x7f, "byte %zu of the message is 0x%02x: %s", k, (unsigned char)e[k], e);
  cr_expect(strstr(e, "unknown key") != NULL, "%s", e);
}
Test(regress, byte_order_mark_is_skipped)
{
  cr_expect_eq(SH("@B info @R/bom.json"), 0, "%s", e);
  cr_expect(strstr(o, "n = 1 inputs") != NULL, "%s", o);
}

/* 21.8 end to end: experiments interrupted by SIGINT at sixteen moments
   (every 0.05 s up to 0.8 s) leave
   no temporary file in their output directory (the old code left one in 10
   of 10 interrupted runs). Whatever the moment, none may remain. */
Test(regress, interrupted_experiments_leave_no_temporaries)
{
  for (int k = 1; k <= 16; k++) {
    int rc = SH("timeout -s INT %d.%02d @B experiments --out @D/exp%d; ls -A @D/exp%d 2>/dev/null | grep -c '^\\.mmattn-\\|\\.tmp\\.'", k / 20, 5 * (k % 20), k, k);
    cr_expect(rc != 0 && atoi(o) == 0, "interrupted after %d.%02d s: temporary files left: %s", k / 20, 5 * (k % 20), o);
  }
}

/* -o onto a symbolic link to the standard output, on a pipe: the link names a
   pipe, which is written through the link in place; the link stays a link.
   The link is a private one in the test's directory, pointing where
   /dev/stdout points: a defective build (one that renames its temporary
   over the target) may then replace only this link, never the machine's
   /dev/stdout. */
Test(regress, link_to_stdout_on_a_pipe_is_written_in_place)
{
  struct stat st;
  char link[600];
  snprintf(link, sizeof link, "%s/out", dir);
  cr_assert(symlink("/proc/self/fd/1", link) == 0, "symlink %s: %s", link, strerror(errno));
  cr_assert_eq(SH("@B example E2 -o @D/out | cat > @D/piped && @B example E2 | cmp - @D/piped"), 0, "%s", e);
  cr_assert(lstat(link, &st) == 0 && S_ISLNK(st.st_mode), "%s is no longer a symbolic link", link);
}

/* Found by make fuzz (the npy harness): a .npy header whose dtype holds a
   control byte (BEL) was echoed raw in the message. mm_fail now writes
   every control byte as \xNN. */
Test(regress, binary_headers_are_quoted_printably)
{
  size_t n;
  cr_expect_eq(SH("@B info @R/npy_control_in_dtype.npy"), 2, "%s", e);
  n = strlen(e);
  cr_assert(n > 0 && e[n - 1] == '\n', "%s", e);
  for (size_t k = 0; k + 1 < n; k++)
    cr_expect(e[k] >= 0x20 && e[k] != 0x7f, "byte %zu of the message is 0x%02x", k, (unsigned char)e[k]);
  cr_expect(strstr(e, "\\x07") != NULL, "%s", e);
}

/* Found by make fuzz (the npy harness): a 594-byte .npz whose member
   declares 4 GB was given a 4 GB allocation before its bytes were read. The
   declared size is now bounded by the compressed size (deflate expands at
   most 1032-fold); the file is refused as corrupt (exit 2). */
Test(regress, npz_member_size_is_bounded_by_its_compressed_size)
{
  cr_expect_eq(SH("@B info @R/npz_declares_4GB.npz"), 2, "%s", e);
  cr_expect(strstr(e, "corrupt archive") != NULL, "%s", e);
}

/* ---- NumPy input, streams, archives and the property runner ---- */

/* Write dir/name as a .npy file (version 1.0) with the given header
   dictionary (padded with spaces and a newline, as NumPy pads it) and data. */
static void npy_write(const char *name, const char *header, const void *data, size_t len)
{
  char path[512], h[4096];
  size_t hl;
  unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, 0, 0};
  FILE *f;
  snprintf(h, sizeof h, "%s", header);
  hl = strlen(h);
  while ((10 + hl + 1) % 64) h[hl++] = ' ';
  h[hl++] = '\n';
  pre[8] = (unsigned char)(hl & 0xff); pre[9] = (unsigned char)(hl >> 8);
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "wb");
  cr_assert(f != NULL, "cannot write %s", path);
  cr_assert(fwrite(pre, 1, 10, f) == 10 && fwrite(h, 1, hl, f) == hl && (len == 0 || fwrite(data, 1, len, f) == len));
  cr_assert(fclose(f) == 0);
}
/* An .npz of dir/x and dir/v as members X.npy and v.npy, stored (as
   numpy.savez writes them). */
static void npz_write(const char *name, const char *x, const char *v)
{
  char path[512], src[2][512];
  int err = 0;
  zip_t *z;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  snprintf(src[0], sizeof src[0], "%s/%s", dir, x);
  snprintf(src[1], sizeof src[1], "%s/%s", dir, v);
  z = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &err);
  cr_assert(z != NULL, "zip_open %s: %d", path, err);
  for (int k = 0; k < 2; k++) {
    zip_source_t *s = zip_source_file(z, src[k], 0, -1);
    zip_int64_t i;
    cr_assert(s != NULL, "%s: %s", src[k], zip_strerror(z));
    cr_assert((i = zip_file_add(z, k ? "v.npy" : "X.npy", s, ZIP_FL_OVERWRITE)) >= 0, "%s", zip_strerror(z));
    cr_assert(zip_set_file_compression(z, (zip_uint64_t)i, ZIP_CM_STORE, 0) == 0);
  }
  cr_assert(zip_close(z) == 0, "zip_close %s", path);
}
/* An instance of two inputs of three tokens in two dimensions, with v. */
static const double npy_X[12] = {1, 0, 0, 1, 2, 2, 1, 1, 0, 0, 0, 0}, npy_v[2] = {1, 0.5};
static void npy_write_v(const char *stem)
{
  char name[256];
  snprintf(name, sizeof name, "%s.v.npy", stem);
  npy_write(name, "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", npy_v, sizeof npy_v);
}

/* The .npy header is a Python dictionary literal. The old parser looked
   for the key names anywhere (so a 'fortran_order': True inside another
   key's string was obeyed), read 'fortran_order': Trueish as True, refused
   double quotes (which Python and NumPy accept), and read '<U2147483647'
   with a signed overflow (a wrapped size, reported as a truncation). */
Test(regress, npy_header_is_parsed_as_a_python_literal)
{
  npy_write("trueish.npy", "{'descr': '<f8', 'fortran_order': Trueish, 'shape': (2, 3, 2), }", npy_X, sizeof npy_X);
  npy_write_v("trueish");
  cr_expect_eq(SH("@B info @D/trueish.npy"), 2, "Trueish: %s%s", o, e);
  cr_expect(strstr(e, "fortran_order must be True or False") != NULL, "%s", e);
  npy_write("inner.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), 'note': \"'fortran_order': True\"}", npy_X, sizeof npy_X);
  npy_write_v("inner");
  cr_expect_eq(SH("@B info @D/inner.npy"), 2, "key inside a string: %s%s", o, e);
  cr_expect(strstr(e, "exactly descr, fortran_order and shape") != NULL, "%s", e);
  npy_write("paren.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (12) }", npy_X, sizeof npy_X);
  cr_expect_eq(SH("@B info @D/paren.npy"), 2, "(12) is not a tuple: %s", e);
  cr_expect(strstr(e, "shape must be a tuple") != NULL, "%s", e);
  npy_write("quotes.npy", "{\"descr\": \"<f8\", \"fortran_order\": False, \"shape\": (2, 3, 2)}", npy_X, sizeof npy_X);
  npy_write_v("quotes");
  cr_expect_eq(SH("@B info @D/quotes.npy"), 0, "double quotes: %s", e);
  cr_expect(strstr(o, "n = 2 inputs, d = 2") != NULL, "%s", o);
  npy_write("wide.npy", "{'descr': '<U2147483647', 'fortran_order': False, 'shape': (1,), }", NULL, 0);
  cr_expect_eq(SH("@B info @D/wide.npy"), 2, "%s", e);
  cr_expect(strstr(e, "unsupported dtype '<U2147483647'") != NULL, "%s", e);
}

/* Padding (tokens T_i and beyond) is ignored, whatever it holds; a NaN in
   it was refused. A NaN in a token is still refused, by its position. */
Test(regress, npy_padding_may_hold_nan)
{
  double X[12];
  const long long T[2] = {3, 2};
  memcpy(X, npy_X, sizeof X);
  X[10] = NAN; /* input 1, token 2: padding */
  npy_write("pad.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", X, sizeof X);
  npy_write_v("pad");
  npy_write("pad.T.npy", "{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }", T, sizeof T);
  cr_expect_eq(SH("@B info @D/pad.npy"), 0, "NaN in the padding: %s", e);
  cr_expect(strstr(o, "(Y = +1, 2 tokens)") != NULL, "%s", o);
  X[10] = 0; X[9] = NAN; /* input 1, token 1: a token */
  npy_write("pad.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", X, sizeof X);
  cr_expect_eq(SH("@B info @D/pad.npy"), 2, "NaN in a token: %s", o);
  cr_expect(strstr(e, "X[1][1][1] is not finite") != NULL, "%s", e);
}

/* A .npy truncated by another process while it is mapped (numpy.save over
   an existing file truncates it first) killed the run with SIGBUS (exit
   135). Made deterministic with a FIFO: the sibling STEM.v.npy is a named
   pipe, which the reader opens after mapping X; the writer's open returns
   only then, so the truncation of X happens after the mapping and before
   the writer sends v and the reader goes on to copy X. Exit code 2, naming
   the file, is what the README promises for truncated files. */
Test(regress, npy_truncated_while_mapped_is_bad_input)
{
  char fifo[512];
  npy_write("shrink.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", npy_X, sizeof npy_X);
  npy_write("v.src", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", npy_v, sizeof npy_v);
  snprintf(fifo, sizeof fifo, "%s/shrink.v.npy", dir);
  cr_assert(mkfifo(fifo, 0600) == 0, "mkfifo %s: %s", fifo, strerror(errno));
  int rc = SH("( exec 3>@D/shrink.v.npy; : > @D/shrink.npy; cat @D/v.src >&3 ) & @B info @D/shrink.npy; rc=$?; wait; exit $rc");
  cr_expect_eq(rc, 2, "exit %d (135 is SIGBUS): %s", rc, e);
  cr_expect(strstr(e, "shrink.npy: truncated while being read") != NULL, "%s", e);
}

/* Input through a pipe was read twice (a sniff of the first bytes, then a
   reader opening the path again), so the reader saw the stream without its
   first bytes: JSON became a syntax error, an .npz "not a zip archive".
   Each format is now read once from the same descriptor. */
Test(regress, instances_are_read_from_a_pipe)
{
  write_file("pipe.json", "{\"X\": [[[1, 0], [0, 1]]], \"v\": [1, 2]}\n");
  cr_expect_eq(SH("cat @D/pipe.json | @B info /dev/stdin"), 0, "JSON through a pipe: %s", e);
  cr_expect(strstr(o, "n = 1 inputs, d = 2") != NULL, "%s", o);
  npy_write("pipe.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", npy_X, sizeof npy_X);
  cr_expect_eq(SH("cat @D/pipe.npy | @B info /dev/stdin"), 2, "%s", e);
  cr_expect(strstr(e, "v is missing") != NULL, ".npy through a pipe is read (it has no siblings): %s", e);
  npy_write("pipe.v.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", npy_v, sizeof npy_v);
  npz_write("pipe.npz", "pipe.npy", "pipe.v.npy");
  cr_expect_eq(SH("cat @D/pipe.npz | @B info /dev/stdin"), 0, ".npz through a pipe: %s", e);
  cr_expect(strstr(o, "n = 2 inputs, d = 2") != NULL, "%s", o);
}

/* A corrupted .npz member (one byte of X flipped, its CRC-32 left as it
   was: NumPy refuses it) was read, and every answer computed from the
   changed value. The CRC of every member read is now checked (exit 2,
   naming the member). */
Test(regress, npz_member_with_a_wrong_crc_is_refused)
{
  char path[512];
  unsigned char buf[4096];
  size_t n, at;
  FILE *f;
  npy_write("crc.x", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", npy_X, sizeof npy_X);
  npy_write("crc.v", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", npy_v, sizeof npy_v);
  npz_write("crc.npz", "crc.x", "crc.v");
  cr_assert_eq(SH("@B info @D/crc.npz"), 0, "the intact archive: %s", e);
  snprintf(path, sizeof path, "%s/crc.npz", dir);
  f = fopen(path, "r+b");
  cr_assert(f != NULL);
  n = fread(buf, 1, sizeof buf, f);
  for (at = 0; at + sizeof npy_X <= n && memcmp(buf + at, npy_X, sizeof npy_X); at++) ;
  cr_assert(at + sizeof npy_X <= n, "the stored bytes of X are not in %s", path);
  buf[at + 8 * 4 + 7] ^= 0x01; /* X[0][2][0] = 2 becomes 2^17 */
  cr_assert(fseek(f, 0, SEEK_SET) == 0 && fwrite(buf, 1, n, f) == n && fclose(f) == 0);
  cr_expect_eq(SH("@B info @D/crc.npz"), 2, "a flipped byte: %s", o);
  cr_expect(strstr(e, "crc.npz: X.npy: corrupt member: CRC-32 mismatch") != NULL, "%s", e);
}

/* --exact under a memory limit died inside GMP ("GNU MP: Cannot allocate
   memory", SIGABRT, exit 134): GMP's default allocator aborts. The exact
   instance of n = 1000, T = 64, d = 32 (2e6 rationals) needs about 370 MB,
   the floating solve about 60 MB; under a 200 MB address-space limit the
   first allocations to fail are GMP's (measured: exit 134 with the old
   binary anywhere from 150 to 300 MB). Exit code 7 with the out-of-memory
   message is what every other shortage gives. Skipped where the binary
   cannot start under the limit (sanitizer builds). */
Test(regress, exact_out_of_memory_is_exit_7)
{
  const long long n = 1000, T = 64, d = 32;
  double *X = malloc(sizeof(double) * (size_t)(n * T * d)), v[32];
  char hdr[128];
  uint64_t s = 0x9E3779B97F4A7C15ull;
  cr_assert(X != NULL);
  if (SH("ulimit -v 200000; @B --version") != 0)
    cr_skip_test("the binary cannot start under a 200 MB address-space limit (sanitizer build)");
  for (long long k = 0; k < n * T * d + d; k++) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17; /* xorshift64 */
    double x = (double)(s >> 11) / 9007199254740992.0 * 2 - 1;
    if (k < n * T * d) X[k] = x; else v[k - n * T * d] = x;
  }
  snprintf(hdr, sizeof hdr, "{'descr': '<f8', 'fortran_order': False, 'shape': (%lld, %lld, %lld), }", n, T, d);
  npy_write("big.npy", hdr, X, sizeof(double) * (size_t)(n * T * d));
  free(X);
  npy_write("big.v.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (32,), }", v, sizeof v);
  cr_expect_eq(SH("ulimit -v 200000; @B svm @D/big.npy --tokens 0 --exact"), 7, "%s", e);
  cr_expect(strstr(e, "out of memory") != NULL, "%s", e);
}

/* Regression checks of the command's rules for train, train-images and
   train-vit, output files, signals and option values. Each fails on the
   binary before its fix (see the commit that added it). */
#include <zlib.h>

/* An IDX file (the Fashion-MNIST format), gzip-compressed, in the test's
   directory: ndim sizes after the magic 0x0800 + ndim, then the bytes. */
static void write_idx(const char *name, int ndim, const unsigned *dims, const unsigned char *data, size_t len)
{
  char path[512];
  unsigned char h[16];
  gzFile g;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  g = gzopen(path, "wb");
  cr_assert(g != NULL, "cannot write %s", path);
  h[0] = h[1] = 0; h[2] = 8; h[3] = (unsigned char)ndim;
  for (int j = 0; j < ndim; j++)
    for (int b = 0; b < 4; b++) h[4 + 4 * j + b] = (unsigned char)(dims[j] >> (24 - 8 * b));
  cr_assert(gzwrite(g, h, (unsigned)(4 + 4 * ndim)) == 4 + 4 * ndim);
  if (len) cr_assert(gzwrite(g, data, (unsigned)len) == (int)len);
  cr_assert(gzclose(g) == Z_OK);
}
/* A small data set in @D/data: ntrain training images of tr x tr pixels
   and ntest test images of te x te, labels cycling through 0..9, pixels
   drawn from a fixed sequence. */
static void small_images(unsigned ntrain, unsigned tr, unsigned ntest, unsigned te)
{
  char path[512];
  unsigned char *pix = malloc((size_t)ntrain * tr * tr + (size_t)ntest * te * te + 1), lab[1000];
  unsigned dims[3];
  cr_assert(pix != NULL && ntrain <= 1000 && ntest <= 1000);
  snprintf(path, sizeof path, "%s/data", dir);
  cr_assert(mkdir(path, 0777) == 0);
  for (size_t k = 0; k < (size_t)ntrain * tr * tr + (size_t)ntest * te * te; k++) pix[k] = (unsigned char)(k * 2654435761u >> 24);
  for (unsigned i = 0; i < 1000; i++) lab[i] = (unsigned char)(i % 10);
  dims[0] = ntrain; dims[1] = dims[2] = tr;
  write_idx("data/train-images-idx3-ubyte.gz", 3, dims, pix, (size_t)ntrain * tr * tr);
  write_idx("data/train-labels-idx1-ubyte.gz", 1, dims, lab, ntrain);
  dims[0] = ntest; dims[1] = dims[2] = te;
  write_idx("data/t10k-images-idx3-ubyte.gz", 3, dims, pix, (size_t)ntest * te * te);
  write_idx("data/t10k-labels-idx1-ubyte.gz", 1, dims, lab, ntest);
  free(pix);
}

/* train-vit read 14x14 test images as 28x28, beyond the end of the pixels
   (a heap-buffer-overflow under ASan, SIGSEGV or a meaningless accuracy
   otherwise); train-images refused them by blaming the patch size. Both
   now refuse the data, exit 2, naming the sizes. */
Test(regress, test_images_of_another_size_are_refused)
{
  small_images(40, 28, 8, 14);
  cr_expect_eq(SH("@B train-vit --data @D/data --epochs 1 --batch 8 --train-size 40 --test-size 8 --quiet"), 2, "%s", e);
  cr_expect(strstr(e, "28x28") != NULL && strstr(e, "14x14") != NULL, "%s", e);
  cr_expect_eq(SH("@B train-images --data @D/data --epochs 1 --batch 4 --quiet"), 2, "%s", e);
  cr_expect(strstr(e, "test images are 14x14") != NULL && strstr(e, "patch") == NULL, "%s", e);
}

/* train-vit --out naming a path under a regular file was refused only after
   the training (whose per-epoch lines were printed); it is refused first,
   as train-images does, with nothing on standard output. */
Test(regress, train_vit_refuses_an_unwritable_out_before_training)
{
  small_images(40, 28, 8, 28);
  write_file("plain", "x");
  cr_expect_eq(SH("@B train-vit --data @D/data --epochs 2 --batch 8 --train-size 40 --test-size 8 --out @D/plain/sub"), 6, "%s", e);
  cr_expect(o[0] == '\0', "train-vit trained before failing: %s", o);
}

/* --lr of train-images and train-vit followed strtod: hexadecimal and
   values above 1e100 were accepted. Every numeric option now follows the
   command's rule (decimal notation, within [-1e100, 1e100]). */
Test(regress, image_commands_follow_the_option_value_rule)
{
  const char *bad[] = {"--lr 0x1p-3", "--lr 1e101", "--lr 1e-400", "--epochs 0x2", "--seed ' 1'"};
  small_images(40, 28, 8, 28);
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    cr_expect_eq(SH("@B train-vit --data @D/data --epochs 1 --batch 8 --train-size 40 --test-size 8 --quiet %s", bad[k]), 1,
      "train-vit %s: %s", bad[k], e);
    cr_expect_eq(SH("@B train-images --data @D/data --epochs 1 --batch 4 --quiet %s", bad[k]), 1, "train-images %s: %s", bad[k], e);
  }
  cr_expect(strstr(e, "decimal") != NULL, "%s", e);
  cr_expect_eq(SH("@B train-images --data @D/data --epochs 1 --batch 4 --quiet --lr 1e100 --classes ' 7,9'"), 1, "%s", e);
}

/* train-images --patch 28 (one patch per image: the ATT-SVM has no
   constraint, q^mm = 0) printed "cos(q, q^mm) = 0.000000, margin ratio
   -nan". Undefined quantities are said to be undefined, with the reason. */
Test(regress, undefined_cosine_is_not_printed_as_a_number)
{
  small_images(40, 28, 8, 28);
  cr_assert_eq(SH("@B train-images --data @D/data --epochs 1 --batch 4 --patch 28 --quiet"), 0, "%s", e);
  cr_expect(strstr(o, "-nan") == NULL && strstr(o, "cos(q, q^mm) = undefined") != NULL
    && strstr(o, "margin ratio undefined") != NULL, "%s", o);
}

/* train reported a "limit selection" for runs that never diverged. Two
   inputs of one coordinate pull p to opposite sides (the first prefers
   p -> +inf, the second, twice as large with the other label, p -> -inf),
   so the risk has a finite minimiser: 2000 normalised steps of 0.1 end at
   |p| = 0.4, oscillating. The run is named bounded, with no limit; E2's
   run, whose norm grows by almost the whole path (|p| about 200), keeps its
   limit selection. */
Test(regress, train_names_bounded_runs_and_reports_limits_only_for_diverging_ones)
{
  json_t *j, *r;
  json_error_t je;
  write_file("bounded.json", "{\"X\": [[[1], [-1]], [[2], [-2]]], \"Y\": [1, -1], \"v\": [1]}");
  cr_assert_eq(SH("@B train @D/bounded.json --steps 2000"), 0, "%s", e);
  cr_expect(strstr(o, "limit selection") == NULL && strstr(o, "run: bounded-cycles") != NULL
    && strstr(o, "no directional limit") != NULL, "%s", o);
  cr_assert_eq(SH("@B train @D/bounded.json --steps 2000 --json"), 0, "%s", e);
  j = json_loads(o, 0, &je);
  cr_assert(j != NULL, "%s", o);
  r = json_object_get(j, "run");
  cr_expect(r != NULL && !strcmp(json_string_value(json_object_get(r, "verdict")) ?: "", "bounded-cycles"), "%s", o);
  cr_expect(json_is_false(json_object_get(json_object_get(j, "limit"), "directional")), "%s", o);
  json_decref(j);
  cr_assert_eq(SH("@B train @D/bounded.json --steps 2000 --method gd"), 0, "%s", e);
  cr_expect(strstr(o, "limit selection") == NULL && strstr(o, "run: bounded-settles") != NULL, "plain GD: %s", o);
  cr_assert_eq(SH("@B example E2 -o @D/e2.json && @B train @D/e2.json --steps 2000"), 0, "%s", e);
  cr_expect(strstr(o, "run: diverges") != NULL && strstr(o, "limit selection: tokens (0,0,0)") != NULL, "%s", o);
  cr_assert_eq(SH("@B train @D/e2.json --steps 2000 --method gd"), 0, "%s", e);
  cr_expect(strstr(o, "run: diverges") != NULL && strstr(o, "limit selection") != NULL, "plain GD: %s", o);
}

/* A file-size limit (ulimit -f, in blocks of 1024 bytes; E2 is 1.7 kB of
   JSON) killed the writers with SIGXFSZ and left .mmattn-XXXXXX behind; a
   soft CPU-time limit killed them with SIGXCPU and did the same. SIGXFSZ
   is ignored, so the write fails with EFBIG: exit 6 naming the file.
   SIGXCPU removes the temporaries and says why the run ended. */
Test(regress, resource_limits_leave_no_temporaries)
{
  cr_assert_eq(SH("@B example E2 -o @D/e2.json"), 0, "%s", e);
  cr_expect_eq(SH("ulimit -f 1; @B example E2 -o @D/big.json"), 6, "%s", e);
  cr_expect(strstr(e, "big.json") != NULL && strstr(e, "too large") != NULL, "%s", e);
  cr_expect_eq(SH("ulimit -f 1; @B example E2 > @D/redirected.json"), 6, "%s", e);
  cr_expect(strstr(e, "standard output") != NULL, "%s", e);
  cr_expect_eq(SH("ulimit -f 4; @B train @D/e2.json --steps 2000 --trajectory @D/t.csv"), 6, "%s", e);
  cr_expect(strstr(e, "t.csv") != NULL, "%s", e);
  cr_expect_eq(SH("ulimit -f 2; @B experiments --out @D/exp"), 6, "%s", e);
  cr_expect_eq(SH("ulimit -S -t 1; timeout 120 @B train @D/e2.json --steps 100000000 --every 100000 --trajectory @D/cpu.csv"),
    128 + SIGXCPU, "%s", e);
  cr_expect(strstr(e, "CPU time limit") != NULL, "%s", e);
  cr_expect_eq(entries(".mmattn-"), 0, "temporary files were left behind");
  cr_expect_eq(SH("ls -A @D/exp | grep -c mmattn-"), 1, "temporary files were left in the experiments' directory: %s", o);
}

/* A .npy file of little-endian doubles with the given shape (format 1.0,
   header padded to 64 bytes). */
static void write_npy(const char *name, const char *shape, const double *x, size_t n)
{
  char path[512], h[128];
  FILE *f;
  int len = snprintf(h, sizeof h, "{'descr': '<f8', 'fortran_order': False, 'shape': %s, }", shape);
  while ((10 + len + 1) % 64) h[len++] = ' ';
  h[len++] = '\n';
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "wb");
  cr_assert(f != NULL);
  fwrite("\x93NUMPY\x01\x00", 1, 8, f);
  fputc(len & 255, f); fputc(len >> 8, f);
  fwrite(h, 1, (size_t)len, f);
  fwrite(x, sizeof(double), n, f);
  cr_assert(fclose(f) == 0);
}

/* train X.npy --trajectory X.v.npy overwrote the head of the run (a sibling
   array, opened separately from X.npy). No output may be a file the run
   reads: the trajectory option and a standard output appended to an input
   are refused before any work (exit 2), naming both files; the arrays stay. */
Test(regress, outputs_are_never_files_the_run_reads)
{
  const double X[12] = {1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0}, v[3] = {1, -1, 0.5};
  write_npy("X.npy", "(2, 2, 3)", X, 12);
  write_npy("X.v.npy", "(3,)", v, 3);
  cr_assert_eq(SH("cp @D/X.v.npy @D/v.copy && @B train @D/X.npy --steps 5 > /dev/null"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/X.npy --steps 5 --trajectory @D/X.v.npy"), 2, "%s", e);
  cr_expect(strstr(e, "X.v.npy") != NULL && strstr(e, "refusing to overwrite the input") != NULL, "%s", e);
  cr_expect_eq(SH("cmp @D/X.v.npy @D/v.copy"), 0, "the head array was overwritten");
  cr_expect_eq(SH("ln -s X.v.npy @D/alias && @B train @D/X.npy --steps 5 --trajectory @D/alias"), 2, "through a link: %s", e);
  cr_expect_eq(SH("@B info @D/X.npy >> @D/X.v.npy"), 2, "%s", e);
  cr_expect(strstr(e, "standard output") != NULL && strstr(e, "X.v.npy") != NULL, "%s", e);
  cr_expect_eq(SH("cmp @D/X.v.npy @D/v.copy"), 0, "the head array was appended to");
  cr_expect_eq(SH("@B train @D/X.npy --steps 5 --trajectory @D/t.csv > /dev/null"), 0, "%s", e);
}

/* JSON integers of 2^63 or more were a syntax error ("too big integer")
   while 1e19 was accepted. Every JSON number is read as a double: the
   integer literal and its decimal form give the same answer, and the
   direct reader and the tree reader agree (the integer with more than 18
   digits used to be left to the tree reader). */
Test(regress, json_integers_beyond_int64_are_numbers)
{
  static char a[sizeof o];
  write_file("int.json", "{\"X\": [[[9223372036854775808, 0], [1, 0]]], \"v\": [1, 0], \"Y\": [1]}");
  write_file("real.json", "{\"X\": [[[9.223372036854775808e18, 0], [1, 0]]], \"v\": [1, 0], \"Y\": [1]}");
  write_file("int_tree.json", "{\"X\": [[[9223372036854775808, 0], [1, 0]]], \"v\": [1, 0], \"Y\": [1], \"comment\": \"caf\\u00e9\"}");
  cr_assert_eq(SH("@B info @D/int.json --json"), 0, "%s", e);
  memcpy(a, o, sizeof o);
  cr_assert_eq(SH("@B info @D/real.json --json"), 0, "%s", e);
  cr_expect_str_eq(a, o);
  cr_assert_eq(SH("@B info @D/int_tree.json --json"), 0, "%s", e);
  cr_expect_str_eq(a, o);
}

/* More than 10^7 tokens in one input was refused as "X[0] must be a
   non-empty array of tokens". The limit is named. The .npy is sparse (a
   header, then a hole of 80 MB): the shape is refused before any data is
   read. */
Test(regress, token_limit_is_named)
{
  char path[512];
  const double one = 1.0;
  write_npy("long.npy", "(1, 10000001, 1)", &one, 1);
  snprintf(path, sizeof path, "%s/long.npy", dir);
  cr_assert(truncate(path, 128 + 8 * 10000001L) == 0);
  cr_expect_eq(SH("@B info @D/long.npy"), 2, "%s", e);
  cr_expect(strstr(e, "10^7 tokens per input") != NULL && strstr(e, "non-empty") == NULL, "%s", e);
}

/* With standard output closed, example -o FILE wrote the file and still
   exited 6 ("the output is incomplete"); nothing had been written to
   standard output. Now it succeeds, the file is complete, and a run that
   does write to the closed standard output still fails. */
Test(regress, closed_stdout_fails_only_a_run_that_writes_to_it)
{
  cr_expect_eq(SH("@B example E2 -o @D/x.json >&-"), 0, "%s", e);
  cr_expect_eq(SH("@B example E2 | cmp - @D/x.json"), 0, "the file written with standard output closed differs");
  cr_expect_eq(SH("@B example E2 >&-"), 6, "%s", e);
  cr_expect(strstr(e, "standard output") != NULL, "%s", e);
}

/* train --train W --init 1e-320,0,0 ended with "mm_dyn_train_W: W-training
   needs a non-zero finite query p", a library message contradicting the
   command's own check that --init is non-zero. The start follows the
   data-range rule (largest magnitude 0 or in [1e-100, 1e100]): a usage
   error naming --init. */
Test(regress, subnormal_start_is_refused_by_the_data_range_rule)
{
  cr_assert_eq(SH("@B example E1b -o @D/e1b.json"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/e1b.json --train W --init 1e-320,0,0"), 1, "%s", e);
  cr_expect(strstr(e, "--init") != NULL && strstr(e, "supported range") != NULL && strstr(e, "mm_dyn") == NULL, "%s", e);
  cr_expect_eq(SH("@B train @D/e1b.json --train W --init 1e-100,0,0 --steps 5 > /dev/null"), 0, "%s", e);
}

/* A value just above 1e100 was reported as "1e+100, outside [1e-100,
   1e100]": printed with 17 significant digits, it is seen to be outside. */
Test(regress, range_violations_print_the_value_exactly)
{
  write_file("r.json", "{\"X\": [[[1.0000000000000002e100], [1]]], \"v\": [1]}");
  cr_expect_eq(SH("@B info @D/r.json"), 2, "%s", e);
  cr_expect(strstr(e, "1.0000000000000002e+100") != NULL, "%s", e);
}

/* A gzip member in --data was inflated completely before its IDX header
   was checked: a file of 200 kB (a valid header for one 28x28 image, then
   200 MB of zeros) asked for 256 MB and, under a 300 MB address-space limit,
   ended as out of memory. The header is read first and the data are read
   up to the announced size: the first extra byte refuses the file (exit 2).
   Skipped where the binary cannot start under the limit (sanitizers). */
Test(regress, gzip_data_are_read_up_to_the_announced_size)
{
  if (SH("ulimit -v 300000; @B --version") != 0)
    cr_skip_test("the binary cannot start under a 300 MB address-space limit (sanitizer build)");
  small_images(40, 28, 8, 28);
  cr_assert_eq(SH("{ printf '\\000\\000\\010\\003\\000\\000\\000\\001\\000\\000\\000\\034\\000\\000\\000\\034'; head -c 200000000 /dev/zero; }"
    " | gzip -1 > @D/data/train-images-idx3-ubyte.gz"), 0, "%s", e);
  cr_expect_eq(SH("ulimit -v 300000; @B train-vit --data @D/data --epochs 1 --batch 8 --quiet"), 2, "%s", e);
  cr_expect(strstr(e, "more data than the header announces") != NULL, "%s", e);
  cr_expect_eq(SH("ulimit -v 300000; @B train-images --data @D/data --epochs 1 --batch 4 --quiet"), 2, "%s", e);
}

/* train --steps 0 (p = 0, no direction) printed cos(p, p^mm) = 0 and
   cos(p, GMM) = 0 as if measured. They are undefined: said so in text,
   null in JSON. */
Test(regress, train_cosines_of_a_zero_p_are_undefined)
{
  json_t *j, *l;
  json_error_t je;
  cr_assert_eq(SH("@B example E2 -o @D/e2.json && @B train @D/e2.json --steps 0"), 0, "%s", e);
  cr_expect(strstr(o, "cos(p, GMM) undefined") != NULL && strstr(o, "= 0.000000000000000") == NULL, "%s", o);
  cr_assert_eq(SH("@B train @D/e2.json --steps 0 --json"), 0, "%s", e);
  j = json_loads(o, 0, &je);
  cr_assert(j != NULL, "%s", o);
  l = json_object_get(j, "limit");
  cr_expect(json_is_null(json_object_get(l, "cos_gmm")) && json_is_null(json_object_get(l, "cos_p_mm")), "%s", o);
  json_decref(j);
}

/* regpath at small radii, independent of the other radii, invariant under
   scaling of the data. The reference is computed here in closed form, not by
   the code under test: at p = 0 the softmax is uniform, so
   grad L(0) = l'(u) K^T (gamma - mean gamma) / T with l' < 0, and the
   minimiser over the ball of radius R is R d0 + O(R^2), d0 the unit vector of
   sum_t (gamma_t - mean gamma) k_t. For E1b (one input, k = W^T x,
   gamma_t = v^T x_t) that sum is (0.23, 11/30, 0). The second-order term
   moves the direction by at most R |Hess L| / |grad L(0)|, below 1e-7 for
   R <= 1e-9 and keys of norm at most about 1 (|Hess L| <= 4 max|k|^2
   max|gamma|), so 1 - cos <= 1e-12 (an angle of 1.4e-6) holds with a margin
   of ten, while the defective answers had cosines of 0.49 or p = 0. */
static const char e1b_text[] =
  "{\"X\": [[[-0.1, 1.0, 1.0], [1.0, 0.0, 0.9], [0.0, 0.0, 0.0]]], \"Y\": [1.0], \"v\": [0.0, 0.0, 1.0],"
  " \"W\": [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], \"loss\": \"logistic\"}\n";
static const char e1b_scaled_text[] = /* E1b with every token times 1e-9 */
  "{\"X\": [[[-1e-10, 1e-9, 1e-9], [1e-9, 0.0, 9e-10], [0.0, 0.0, 0.0]]], \"Y\": [1.0], \"v\": [0.0, 0.0, 1.0],"
  " \"W\": [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], \"loss\": \"logistic\"}\n";
static void e1b_first_order(double *d0)
{
  double a = 0.23, b = 11.0 / 30.0, n = sqrt(a * a + b * b);
  d0[0] = a / n; d0[1] = b / n; d0[2] = 0.0;
}
/* Row `row' of `regpath FILE --radii RADII --json': p into p[3]. */
static void regpath_row(const char *file, const char *radii, int row, double *p)
{
  json_t *j, *r;
  json_error_t je;
  cr_assert_eq(SH("@B regpath @D/%s --radii %s --json", file, radii), 0, "regpath --radii %s: %s", radii, e);
  j = json_loads(o, 0, &je);
  cr_assert(j != NULL, "not JSON: %s", o);
  r = json_array_get(json_object_get(j, "path"), (size_t)row);
  cr_assert(r != NULL, "no row %d: %s", row, o);
  for (int k = 0; k < 3; k++) p[k] = json_number_value(json_array_get(json_object_get(r, "p"), (size_t)k));
  json_decref(j);
}
static double cos3(const double *x, const double *y)
{
  double xy = 0, xx = 0, yy = 0;
  for (int k = 0; k < 3; k++) { xy += x[k] * y[k]; xx += x[k] * x[k]; yy += y[k] * y[k]; }
  return xx > 0 && yy > 0 ? xy / sqrt(xx * yy) : 0.0;
}
Test(regress, regpath_small_radius_is_the_first_order_solution)
{
  double d0[3], p[3];
  e1b_first_order(d0);
  write_file("e1b.json", e1b_text);
  regpath_row("e1b.json", "1e-9", 0, p);
  cr_expect(1.0 - cos3(p, d0) <= 1e-12, "R = 1e-9: cos(p, -grad L(0)) = %.17g, p = (%g, %g, %g)", cos3(p, d0), p[0], p[1], p[2]);
  cr_expect(fabs(sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]) / 1e-9 - 1.0) <= 1e-12, "R = 1e-9: |p| / R - 1 = %g",
    sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]) / 1e-9 - 1.0);
}
/* At R <= 1e-16 the answer was p = 0 (the inner start, with every start
   "agreeing" in value) and a cosine printed as 0. */
Test(regress, regpath_tiny_radii_are_not_zero)
{
  double d0[3], p[3];
  const char *radii[] = {"1e-17", "1e-300"};
  const double R[] = {1e-17, 1e-300};
  e1b_first_order(d0);
  write_file("e1b.json", e1b_text);
  for (int m = 0; m < 2; m++) {
    regpath_row("e1b.json", radii[m], 0, p);
    for (int k = 0; k < 3; k++) p[k] /= R[m]; /* |p|^2 would underflow at R = 1e-300 */
    cr_expect(1.0 - cos3(p, d0) <= 1e-12, "R = %s: cos(p, -grad L(0)) = %.17g", radii[m], cos3(p, d0));
    cr_expect(fabs(sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]) - 1.0) <= 1e-12, "R = %s: |p| / R = %.17g",
      radii[m], sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]));
  }
}
/* The answer at R = 1e-9 depended on the radius before it in the list. Each
   answer is within its KKT residual (below 1e-14) over the curvature (about
   1 in the scaled variable) of the minimiser, so two runs agree to 1e-10 R. */
Test(regress, regpath_answer_does_not_depend_on_the_other_radii)
{
  double a[3], b[3], c[3], dab = 0, dac = 0;
  write_file("e1b.json", e1b_text);
  regpath_row("e1b.json", "1e-6,1e-9", 1, a);
  regpath_row("e1b.json", "1,1e-9", 1, b);
  regpath_row("e1b.json", "1e-9", 0, c);
  for (int k = 0; k < 3; k++) { dab += (a[k] - b[k]) * (a[k] - b[k]); dac += (a[k] - c[k]) * (a[k] - c[k]); }
  cr_expect(sqrt(dab) <= 1e-10 * 1e-9 && sqrt(dac) <= 1e-10 * 1e-9,
    "R = 1e-9: after 1e-6 (%g, %g, %g), after 1 (%g, %g, %g), alone (%g, %g, %g)", a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]);
}
/* E1b with its tokens scaled by 1e-9 (inside the documented data range):
   at R = 1 every logit is below 1e-9, so the answer is R d0 to first order
   with the same bound as above (keys of norm 1e-9, R = 1). */
Test(regress, regpath_scaled_data_small_logits)
{
  double d0[3], p[3];
  e1b_first_order(d0);
  write_file("e1bs.json", e1b_scaled_text);
  regpath_row("e1bs.json", "1", 0, p);
  cr_expect(1.0 - cos3(p, d0) <= 1e-12, "scaled E1b, R = 1: cos(p, -grad L(0)) = %.17g, p = (%g, %g, %g)", cos3(p, d0), p[0], p[1], p[2]);
}

/* Certificates that cannot lie. A floating Farkas vector was accepted by a
   relative residual and its radius b^T y / |A^T y| carried no rounding
   bound. On keys mixing magnitudes (entries +-{1,2} 2^{0,-20,-40}, W mixed
   too) the old svm exited 3 "no p with |p| < 1.73e+18" for a selection that
   an exact separator of norm 1.7293e18 separates; the radius is now a proven
   lower bound and infeasibility that is not proved outright is decided in
   exact arithmetic: exit 0, separable. */
Test(regress, false_farkas_radius_is_decided_exactly)
{
  cr_expect_eq(SH("@B svm @R/farkas_false_radius.json --tokens 1"), 0, "%s%s", o, e);
  cr_expect(strstr(o, "separable, decided in exact arithmetic") != NULL, "%s", o);
}

/* The old analyze said "GMM: the optimal tokens are not separable (Farkas
   certificate: no separating p with |p| < inf)" and "complete: 0 LMM
   direction(s)": the keys W^T x of the two tokens rounded to the same double,
   so the floating rows were zero while the instance's are not. The bound now
   counts the rounding of keys and rows, and the exact path finds the GMM
   (|p| about 1.9e17), locally optimal. */
Test(regress, farkas_radius_inf_from_rounded_keys)
{
  cr_expect_eq(SH("@B analyze @R/farkas_radius_inf.json --json"), 0, "%s", e);
  cr_expect(strstr(o, "\"feasible\": true") != NULL && strstr(o, "\"decided\": \"exact\"") != NULL, "%s", o);
  cr_expect(strstr(o, "\"locally_optimal\": true") != NULL, "%s", o);
  cr_expect(SH("@B analyze @R/farkas_radius_inf.json") == 0 && strstr(o, "complete: 1 LMM direction(s)") != NULL, "%s", o);
}

/* The other direction: the floating solver returned a "solution" (exit 0)
   for a selection that is not separable (an exact Farkas vector exists); its
   KKT residuals were relative to rows of size 2^{40} times |p|. A floating
   solution now counts only when every row provably holds; here exact
   arithmetic decides: exit 3, "no p at all". */
Test(regress, float_solution_that_is_not_feasible_is_decided_exactly)
{
  cr_expect_eq(SH("@B svm @R/float_solution_not_feasible.json --tokens 0,0,1"), 3, "%s%s", o, e);
  cr_expect(strstr(o, "no p at all") != NULL && strstr(o, "decided in exact arithmetic") != NULL, "%s", o);
}

/* An infeasible selection's floating answer: the text said "no p with
   |p| < inf" and --json carried no Farkas vector. Two identical tokens give
   the row 0 >= 1, proved by y = 1 with A^T y = 0 exactly. */
Test(regress, infeasible_svm_says_no_p_at_all_and_carries_farkas)
{
  cr_expect_eq(SH("@B svm @R/farkas_exact_zero.json --tokens 0"), 3, "%s", e);
  cr_expect(strstr(o, "no p at all") != NULL && strstr(o, "< inf") == NULL, "%s", o);
  cr_expect_eq(SH("@B svm @R/farkas_exact_zero.json --tokens 0 --json"), 3, "%s", e);
  cr_expect(strstr(o, "\"farkas\"") != NULL && strstr(o, "\"token\": 1") != NULL, "%s", o);
}

/* The experiments chapter's captions gave the step counts of the runs as
   typed numbers ("after 3000 steps", "at steps 200 and 1000"), which a
   change of the runs would leave stale. exp_stats.tex now defines them;
   they must be the counts the data files hold: \expSteps the last step of
   a path file, \expEFourSteps the last step of E4's first block, and
   \expEarly a step inside the run. */
static long tex_macro(const char *tex, const char *name)
{
  char key[64];
  const char *s;
  snprintf(key, sizeof key, "\\gdef\\%s{", name);
  s = strstr(tex, key);
  cr_assert(s != NULL, "exp_stats.tex does not define \\%s", name);
  return strtol(s + strlen(key), NULL, 10);
}
static long last_step(const char *name)
{
  char path[512], line[4096];
  long last = -1;
  FILE *f;
  snprintf(path, sizeof path, "%s/x/%s", dir, name);
  f = fopen(path, "r");
  cr_assert(f != NULL, "%s is missing", path);
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '\n') break;  /* the end of the first block */
    if (line[0] >= '0' && line[0] <= '9') last = strtol(line, NULL, 10);
  }
  fclose(f);
  return last;
}
Test(regress, experiment_captions_read_their_step_counts_from_the_run)
{
  char path[512], tex[1 << 14];
  size_t n;
  FILE *f;
  long steps, e4, early;
  cr_assert_eq(SH("@B experiments --out @D/x"), 0, "%s", e);
  snprintf(path, sizeof path, "%s/x/exp_stats.tex", dir);
  f = fopen(path, "r");
  cr_assert(f != NULL, "%s is missing", path);
  n = fread(tex, 1, sizeof tex - 1, f);
  fclose(f);
  tex[n] = '\0';
  steps = tex_macro(tex, "expSteps");
  e4 = tex_macro(tex, "expEFourSteps");
  early = tex_macro(tex, "expEarly");
  cr_expect_eq(steps, last_step("exp_e1a_run1.csv"), "\\expSteps is %ld", steps);
  cr_expect_eq(e4, last_step("exp_e4_paths.dat"), "\\expEFourSteps is %ld", e4);
  cr_expect(early > 0 && early < steps, "\\expEarly is %ld of %ld", early, steps);
}

/* The enumeration let a prefix inherit its parent's solution when a
   floating test (k_a - k_t)^T z >= 1 passed, with no rounding counted. On
   this instance (keys mixing magnitudes 2^40 apart through W, found by a
   random search of mixed-magnitude draws) the prefix (2, 0, 0) of the first
   three inputs passes that test at its parent's solution, but is not
   separable in exact arithmetic: the walk kept an infeasible prefix and
   visited its children. The walk's counts must be the exact ones: a node is
   visited exactly when every proper prefix is separable (decided here by
   the exact solver over all prefixes), and pruned exactly when it is not
   separable itself. The fourth input only makes level 2 an inner level. */
static const double inherit_X[] = {
  -0x1p+8, -0x1p+28, 0x1p+9, 0x1p+29, -0x1p-11, 0x1p+28, -0x1p-12, -0x1p+8, 0x1p-11,
  0x1p-11, 0x1p-12, -0x1p-12, -0x1p+28, 0x1p+29, -0x1p-11,
  -0x1p+8, -0x1p+29, 0x1p+28, 0x1p+8, -0x1p+8, 0x1p+9, 0x1p+29, -0x1p-11, -0x1p+8,
  0x1p+8, 0x1p+9, -0x1p+8, -0x1p+9, 0x1p+8, 0x1p+8};
static const double inherit_v[] = {-0x1p+3, 0x1p-17, -0x1p-16};
static const double inherit_W[] = {-0x1p+77, -0x1p+77, -0x1p+117, -0x1p+116, -0x1p+97, 0x1p+76, 0x1p+116, 0x1p+97, 0x1p+77};
static int exactly_separable(const mm_instance *in, const int *alpha, int len)
{
  mm_instance pre = *in;
  mm_exact_instance *e;
  mm_exact_qp *qp;
  mm_exact_svm x;
  mm_status st;
  pre.n = len;
  cr_assert((e = mm_exact_instance_new(&pre)) != NULL);
  st = mm_exact_att(&pre, e, alpha, NULL, NULL, &qp, &x);
  cr_assert(st == MM_OK || st == MM_EINFEASIBLE, "exact solver: %s", mm_error_message());
  mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_exact_instance_free(e);
  return st == MM_OK;
}
Test(regress, enumeration_inherits_only_proven_separators)
{
  int T[4] = {3, 2, 3, 2}, a[4];
  long long nodes = 0, pruned = 0;
  mm_instance *in = mm_instance_new(4, T, 3);
  mm_lmm_set set;
  mm_enum_options o = mm_enum_defaults();
  cr_assert(in != NULL);
  memcpy(in->X, inherit_X, sizeof inherit_X); memcpy(in->v, inherit_v, sizeof inherit_v); memcpy(in->W, inherit_W, sizeof inherit_W);
  cr_assert(mm_instance_refresh(in) == MM_OK && mm_instance_check_range(in) == MM_OK);
  for (int len = 1; len <= 4; len++) {
    int count = 1;
    for (int i = 0; i < len; i++) count *= T[i];
    for (int c = 0; c < count; c++) {
      int r = c, visited = 1;
      for (int i = len - 1; i >= 0; i--) { a[i] = r % T[i]; r /= T[i]; }
      for (int j = 1; j < len && visited; j++) visited = exactly_separable(in, a, j);
      if (!visited) continue;
      nodes++;
      if (!exactly_separable(in, a, len)) pruned++;
    }
  }
  cr_assert(mm_tokens_enumerate_lmm(in, &o, &set) == MM_OK, "%s", mm_error_message());
  cr_expect_eq(set.nodes, nodes, "the walk visited %lld nodes, exact arithmetic says %lld", set.nodes, nodes);
  cr_expect_eq(set.pruned, pruned, "the walk pruned %lld nodes, exact arithmetic says %lld", set.pruned, pruned);
  mm_lmm_set_free(&set); mm_instance_free(in);
}

/* train analysed its final selection with the floating solver alone: on
   the selection of false_farkas_radius_is_decided_exactly (reached here by
   starting at its exact separator) it printed "ATT-SVM(alpha) is
   infeasible" from a Farkas vector that proves only a radius, and
   accepted floating solutions without the rounding proof. It now follows
   analyze's rule: exact arithmetic decides, separable, and says so. */
Test(regress, train_limit_selection_is_decided_exactly)
{
  cr_expect_eq(SH("@B train @R/farkas_false_radius.json --steps 1 --eta 1e-6 --init 1649265868799.7498,-1.7293806076430907e18"), 0, "%s%s", o, e);
  cr_expect(strstr(o, "is infeasible") == NULL && strstr(o, "separable (decided in exact arithmetic)") != NULL, "%s", o);
  cr_expect_eq(SH("@B train @R/farkas_false_radius.json --steps 1 --eta 1e-6 --init 1649265868799.7498,-1.7293806076430907e18 --json"), 0, "%s%s", o, e);
  cr_expect(strstr(o, "\"feasible\": true") != NULL && strstr(o, "\"decided\": \"exact\"") != NULL, "%s", o);
}

/* A floating support set on keys that mix magnitudes. With W != I the keys
   are rounded, and here (keys of size 2^190 that cancel to a row of size
   2^111) the floating active row lost two of its three components: the
   floating solution is feasible and provably so, but the instance's own
   solution is shorter and has a second tight row, which the classification
   reported as not a support token (found by the agreement fuzz harness).
   The doubt band now counts the rounding of the rows' keys, so the support
   is decided in exact arithmetic. */
Test(regress, support_tokens_count_the_rounding_of_the_keys)
{
  static const double X[9] = {-0x1p+9, -0x1p-11, -0x1p-12, 0x1p-12, -0x1p+28, -0x1p+8, -0x1p+9, -0x1p-11, 0x1p-11};
  static const double v[3] = {-0x1p+160, -0x1p+120, 0x1p+161};
  static const double W[9] = {-0x1p+162, 0x1p+122, 0x1p+162, 0x1p+142, -0x1p+142, -0x1p+143, -0x1p+123, -0x1p+122, 0x1p+122};
  int T[1] = {3}, alpha[1] = {2};
  mm_instance *in = mm_instance_new(1, T, 3);
  mm_exact_instance *e;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_svm s;
  mm_selection sel;
  cr_assert(in != NULL);
  memcpy(in->X, X, sizeof X); memcpy(in->v, v, sizeof v); memcpy(in->W, W, sizeof W);
  cr_assert_eq(mm_instance_refresh(in), MM_OK);
  cr_assert((e = mm_exact_instance_new(in)) != NULL);
  cr_assert_eq(mm_svm_att(in, alpha, NULL, &s), MM_OK);
  cr_assert_eq(mm_exact_att(in, e, alpha, NULL, &s, &qp, &x), MM_OK);
  cr_assert_eq(mm_tokens_classify_solved(in, alpha, &s, &sel), MM_OK);
  for (int r = 0; r < qp->m; r++) if (x.tight[r]) {
    int found = 0;
    for (int q = sel.lmm.support_off[0]; q < sel.lmm.support_off[1]; q++) found |= sel.lmm.support[q] == qp->token[r];
    cr_expect(found, "token %d is tight in exact arithmetic but not a reported support token", qp->token[r]);
  }
  mm_selection_free(&sel); mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_svm_free(&s); mm_exact_instance_free(e); mm_instance_free(in);
}

/* The agreement fuzz harness found a "not locally optimal" verdict resting on
   a row that is tight only in the floating problem: W != I, keys mixing
   magnitudes 2^40 apart, and input 1's row losing its second component
   (3*2^-73 against keys of size 2^-14) to the rounding of the keys. The
   floating optimum had |z| about 3e27, the exact one 3e21; the exact
   selection is locally optimal. The verdict's row must be proven tight or
   the verdict decided exactly. */
Test(regress, a_verdict_resting_on_a_row_proves_the_row_tight)
{
  static const double X[8] = {0x1p-54, 0x1p-94, -0x1p-54, -0x1p-53, -0x1p-54, -0x1p-94, -0x1p-54, 0x1p-93};
  static const double v[2] = {-0x1p-114, 0x1p-94};
  static const double W[4] = {0x1p+0, -0x1p+40, -0x1p+1, 0x1p+21};
  int T[2] = {2, 2}, alpha[2] = {1, 1}, wi, wt;
  mm_instance *in = mm_instance_new(2, T, 2);
  mm_exact_instance *e;
  mm_exact_qp *qp = NULL;
  mm_exact_svm x;
  mm_svm s;
  mm_selection sel;
  mm_sel_kind k;
  cr_assert(in != NULL);
  memcpy(in->X, X, sizeof X); memcpy(in->v, v, sizeof v); memcpy(in->W, W, sizeof W);
  cr_assert_eq(mm_instance_refresh(in), MM_OK);
  cr_assert((e = mm_exact_instance_new(in)) != NULL);
  cr_assert_eq(mm_svm_att(in, alpha, NULL, &s), MM_OK);
  cr_assert_eq(mm_exact_att(in, e, alpha, NULL, &s, &qp, &x), MM_OK);
  k = mm_exact_classify(e, alpha, &x, &wi, &wt);
  cr_assert_eq(mm_tokens_classify_solved(in, alpha, &s, &sel), MM_OK);
  cr_expect(sel.kind == MM_SEL_TIE || sel.kind == k, "floating verdict '%s', exact verdict '%s'",
    mm_sel_kind_name(sel.kind), mm_sel_kind_name(k));
  mm_selection_free(&sel); mm_exact_svm_free(&x); mm_exact_qp_free(qp); mm_svm_free(&s); mm_exact_instance_free(e); mm_instance_free(in);
}

/* The agreement fuzz harness found the floating solver stopping at its
   iteration limit (180 additions and removals on six rows in R^3: keys from
   2^-94 to 2^-13 after a W whose entries are 2^40 apart), which `svm`
   reported as exit 4 instead of deciding the selection. An iteration limit
   says nothing about the selection, so the exact path decides it. */
Test(regress, a_floating_iteration_limit_is_decided_exactly)
{
  static const double X[24] = {0x1p-54, 0x1p-53, 0x1p-73, 0x1p-73, -0x1p-93, -0x1p-93, -0x1p-93, 0x1p-54, 0x1p-73,
    -0x1p-73, 0x1p-53, 0x1p-74, -0x1p-54, 0x1p-94, -0x1p-54, -0x1p-73, 0x1p-54, 0x1p-74, -0x1p-94, 0x1p-94, 0x1p-94,
    0x1p-94, -0x1p-54, -0x1p-54};
  static const double v[3] = {0x1p-133, -0x1p-93, 0x1p-94};
  static const double W[9] = {-0x1p+20, -0x1p+0, 0x1p+0, -0x1p+40, 0x1p+0, 0x1p+0, 0x1p+0, 0x1p+0, 0x1p+0};
  int T[3] = {3, 3, 2}, alpha[3] = {0, 1, 1};
  mm_instance *in = mm_instance_new(3, T, 3);
  mm_svm s;
  mm_status st;
  cr_assert(in != NULL);
  memcpy(in->X, X, sizeof X); memcpy(in->v, v, sizeof v); memcpy(in->W, W, sizeof W);
  cr_assert_eq(mm_instance_refresh(in), MM_OK);
  st = mm_svm_att(in, alpha, NULL, &s);
  cr_expect(st == MM_OK || st == MM_EINFEASIBLE || mm_exact_needed(&s),
    "the floating solver's status %d (%s) is neither an answer nor sent to exact arithmetic", (int)st, mm_error_message());
  if (mm_exact_needed(&s)) {
    int feasible = -1;
    cr_expect_eq(mm_exact_separable(in, alpha, NULL, &s, &feasible), MM_OK, "exact arithmetic did not decide: %s", mm_error_message());
  }
  mm_svm_free(&s); mm_instance_free(in);
}

/* A property whose loop tested no draw passed: MMATTN_TRIALS large enough
   to overflow ran no trial at all and passed, and the same holds for any
   cause (every draw skipped, a trial count scaled to nothing). Here a
   property skips each of its draws (a test-only loop), in a child process
   whose failure hook records the message: the runner must fail it at the
   end of the check, naming it, and the report program must fail on its
   tally; an observation that skips every draw, and a property that tests
   one draw, must not fail. */
static char empty_msg[512];
static void record_fail(const char *message)
{
  FILE *f;
  snprintf(empty_msg, sizeof empty_msg, "%s/empty.msg", dir);
  if ((f = fopen(empty_msg, "w")) != NULL) { fputs(message, f); fclose(f); }
  _exit(42);
}
static int run_props(int test_one)
{
  pid_t pid = fork();
  int st;
  cr_assert(pid >= 0);
  if (pid == 0) {
    mm_prop a, b;
    setenv("MMATTN_REPORT_DIR", dir, 1);
    unsetenv("MMATTN_SHARD"); unsetenv("MMATTN_ONLY");
    mm_prop_set_jobs(1);
    mm_prop_fail_hook = record_fail;
    mm_prop_begin(&a, "regress", "skips_every_draw", "none", "0", 0.0, 5);
    mm_prop_label(&a, MM_KIND_MECHANICS, "");
    mm_prop_begin(&b, "regress", "observation_skips_every_draw", "none", "0", 0.0, 5);
    for (int k = 0; k < a.trials; k++) {
      mm_rng r;
      mm_prop_rng(&a, k, &r);
      if (test_one && k == 0) mm_prop_record(&a, k, 0.0, NULL, "tested");
      else mm_prop_skip(&a, "a test-only loop skips this draw");
      mm_prop_skip(&b, "a test-only loop skips this draw");
    }
    mm_prop_end(&a); mm_prop_end(&b);
    mm_prop_check_done();
    _exit(0);
  }
  cr_assert(waitpid(pid, &st, 0) == pid);
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}
Test(regress, a_property_that_tested_no_draw_fails)
{
  char report[1024], msg[512] = "";
  const char *b = bin(), *slash = strrchr(b, '/');
  FILE *f;
  snprintf(report, sizeof report, "%.*s/mmattn_report", slash ? (int)(slash - b) : 1, slash ? b : ".");
  cr_expect_eq(run_props(0), 42, "the runner passed a check whose property tested no draw");
  snprintf(empty_msg, sizeof empty_msg, "%s/empty.msg", dir);
  if ((f = fopen(empty_msg, "r")) != NULL) { if (fgets(msg, sizeof msg, f) == NULL) msg[0] = '\0'; fclose(f); }
  cr_expect(strstr(msg, "regress/skips_every_draw ran no trial: ") != NULL && strstr(msg, "skipped") != NULL
    && strstr(msg, "observation") == NULL, "runner's message: \"%s\"", msg);
  cr_expect_eq(SH("MMATTN_REPORT_DIR=@D '%s'", report), 1, "the report passed a property that tested no draw: %s%s", o, e);
  cr_expect(strstr(e, "regress/skips_every_draw ran no trial") != NULL && strstr(e, "observation_skips") == NULL, "%s", e);
  cr_expect_eq(run_props(1), 0, "the runner failed a check whose property tested a draw");
  cr_expect_eq(SH("MMATTN_REPORT_DIR=@D '%s'", report), 0, "the report failed properties that tested a draw or are observations: %s%s", o, e);
}

/* analyze's "stopped" said "time limit" when the NGD search had run all its
   starts: the label was the enumeration's (which had used its share of the
   budget). On an instance whose selection space (10^30) no enumeration
   exhausts, with one random start and a budget of 4 s, the search now ends
   by its start budget and says so, in the top-level label and in the
   search's own; the enumeration's reason is kept under its own key. */
Test(regress, analyze_says_the_start_budget_ended_the_search)
{
  static char out[1 << 20];
  mm_rng r;
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  char path[128];
  json_t *j, *s;
  json_error_t e;
  mm_rng_seed(&r, 4242, 0);
  o.n_min = o.n_max = 30; o.T_min = o.T_max = 10; o.d_min = o.d_max = 5; o.chosen_opt = 1;
  in = mm_gen_instance(&r, &o, NULL);
  snprintf(path, sizeof path, "%s/big.json", dir);
  cr_assert_eq(mm_io_write_instance(path, in), MM_OK, "%s", mm_error_message());
  mm_instance_free(in);
  cr_assert_eq(sh(out, sizeof out, NULL, 0, "@B analyze @D/big.json --json --starts 1 --time-limit 4"), 0);
  cr_assert((j = json_loads(out, 0, &e)) != NULL, "not JSON: %.200s", out);
  cr_assert(json_is_false(json_object_get(j, "complete")));
  s = json_object_get(j, "search");
  cr_assert(json_integer_value(json_object_get(s, "runs")) >= 1, "%.300s", out);
  cr_assert_str_eq(json_string_value(json_object_get(j, "stopped")), "start budget");
  cr_assert_str_eq(json_string_value(json_object_get(s, "stopped")), "start budget");
  cr_assert_str_eq(json_string_value(json_object_get(j, "enumeration_stopped")), "time limit");
  json_decref(j);
}

/* ---- Trained parameters and long lists from files ---- */

/* An .npz of the .npy files dir/<m>.npy, one member <m>.npy each, stored. */
static void npz_members(const char *name, const char *const *members, int k)
{
  char path[512], src[512], mem[128];
  int err = 0;
  zip_t *z;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  z = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &err);
  cr_assert(z != NULL, "zip_open %s: %d", path, err);
  for (int j = 0; j < k; j++) {
    zip_source_t *s;
    zip_int64_t i;
    snprintf(src, sizeof src, "%s/%s.npy", dir, members[j]);
    snprintf(mem, sizeof mem, "%s.npy", members[j]);
    cr_assert((s = zip_source_file(z, src, 0, -1)) != NULL, "%s: %s", src, zip_strerror(z));
    cr_assert((i = zip_file_add(z, mem, s, ZIP_FL_OVERWRITE)) >= 0, "%s", zip_strerror(z));
    cr_assert(zip_set_file_compression(z, (zip_uint64_t)i, ZIP_CM_STORE, 0) == 0);
  }
  cr_assert(zip_close(z) == 0, "zip_close %s", path);
}
/* The instance of npy_X (two inputs, three tokens, d = 2) as X.npy, v.npy. */
static void npy_write_Xv(void)
{
  npy_write("X.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3, 2), }", npy_X, sizeof npy_X);
  npy_write("v.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", npy_v, sizeof npy_v);
}

/* A list of 70,000 token indices does not fit in one command-line argument
   (Linux allows 128 KiB), so --tokens at that size could not be given at
   all. Every list option now takes @FILE (a .npy array or text). The
   answer from the file must be the answer of the one-entry form
   --tokens 0, which selects token 0 of every input. Fails before (the
   old parser calls "@..." not a comma-separated list, exit 1). */
Test(regress, list_options_read_long_lists_from_files)
{
  enum { N = 70000 };
  static double X[N * 2], tok[N];
  static const double v1[1] = {1.0};
  char text[128];
  FILE *f;
  for (int i = 0; i < N; i++) { X[2 * i] = 1.0 + (i % 7) * 0.125; X[2 * i + 1] = -1.0 - (i % 5) * 0.25; tok[i] = 0.0; }
  npy_write("big.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (70000, 2, 1), }", X, sizeof X);
  npy_write("big.v.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", v1, sizeof v1);
  npy_write("tok.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (70000,), }", tok, sizeof tok);
  snprintf(text, sizeof text, "%s/tok.txt", dir);
  cr_assert((f = fopen(text, "w")) != NULL);
  for (int i = 0; i < N; i++) fprintf(f, i % 10 == 9 ? "0\n" : "0 ");
  cr_assert(fclose(f) == 0);
  cr_assert_eq(SH("@B svm @D/big.npy --tokens 0 --json > @D/one.json"), 0, "%s", e);
  cr_expect_eq(SH("@B svm @D/big.npy --tokens @@D/tok.npy --json > @D/npy.json && cmp @D/one.json @D/npy.json"), 0, "%s", e);
  cr_expect_eq(SH("@B svm @D/big.npy --tokens @@D/tok.txt --json > @D/txt.json && cmp @D/one.json @D/txt.json"), 0, "%s", e);
  cr_expect_eq(SH("@B svm @D/big.npy --tokens @@D/absent.txt"), 6, "%s", e);
  cr_expect(strstr(e, "--tokens") && strstr(e, "cannot read"), "%s", e);
  write_file("bad.txt", "0 1 zero 1");
  cr_expect_eq(SH("@B svm @D/big.npy --tokens @@D/bad.txt"), 2, "%s", e);
  cr_expect(strstr(e, "entry 2 \"zero\" is not a number"), "%s", e);
}

/* A start from a file, and an .npz instance that carries the trained query
   as its member p: the instance reader used to refuse the member ("unknown
   array"), and --init took only a typed list. The run from the file's
   start must be the run from the same start typed. Fails before. */
Test(regress, an_npz_member_p_is_a_start_not_an_unknown_array)
{
  static const double p[2] = {0.25, -1.5};
  static const char *const m[3] = {"X", "v", "p"};
  npy_write_Xv();
  npy_write("p.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", p, sizeof p);
  npz_members("inst.npz", m, 3);
  cr_assert_eq(SH("@B train @D/inst.npz --steps 50 --init 0.25,-1.5 --json | grep -v seconds > @D/typed.json"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/inst.npz --steps 50 --init @@D/inst.npz --json | grep -v seconds > @D/member.json && cmp @D/typed.json @D/member.json"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/inst.npz --steps 50 --init @@D/p.npy --json | grep -v seconds > @D/npy.json && cmp @D/typed.json @D/npy.json"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/inst.npz --steps 5 --init @@D/X.npy"), 1, "%s", e);
  cr_expect(strstr(e, "--init has 12 numbers"), "%s", e);
}

/* A PyTorch file (torch.save writes a zip archive whose members include
   data.pkl) was refused as an .npz with an unknown array "archive/data.pkl",
   which does not say what the file is. Fails before (no "PyTorch file"). */
Test(regress, a_pytorch_file_is_named_as_such)
{
  char path[512];
  int err = 0;
  zip_t *z;
  snprintf(path, sizeof path, "%s/model.pt", dir);
  cr_assert((z = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &err)) != NULL);
  cr_assert(zip_file_add(z, "archive/data.pkl", zip_source_buffer(z, "\x80\x02}q\x00.", 6, 0), 0) >= 0);
  cr_assert(zip_file_add(z, "archive/version", zip_source_buffer(z, "3\n", 2, 0), 0) >= 0);
  cr_assert(zip_close(z) == 0);
  cr_expect_eq(SH("@B info @D/model.pt"), 2, "%s", e);
  cr_expect(strstr(e, "is a PyTorch file") && strstr(e, "scripts/export_torch.py"), "%s", e);
  npy_write_Xv();
  cr_expect_eq(SH("@B train @D/X.npy --init @@D/model.pt"), 2, "%s", e);
  cr_expect(strstr(e, "is a PyTorch file"), "%s", e);
}

/* inspect on a trained query: the values are the closed forms of the
   npy_X instance. Input 0 has tokens (1,0), (0,1), (2,2), input 1 (1,1),
   (0,0), (0,0); q = (1,0) selects token 2 and token 0, with softmax masses
   e^2/(e+1+e^2) and e/(e+2). The rows of ATT-SVM(2,0) are (1,2), (2,1),
   (1,1), (1,1); the shortest p with all four >= 1 is (1/2,1/2) (the row
   (1,1) is tight and the others hold), margin sqrt 2; cos(q, p^mm) and the
   margin ratio (smallest row of q/|q| is 1, times |p^mm|) are both
   1/sqrt 2. The same query given as a head, W_K = (1,0)e_1^T and
   W_Q = (2,0)e_1^T with d_k = 4 and z = (1,5), is q = W_K W_Q^T z/sqrt 4 =
   (1,0) exactly, and gets the same answer. Tolerance: a few ulps of
   numbers of size 1 (EXACT ladder rung 2^-40). */
static void inspect_expect_closed_forms(const char *args)
{
  json_t *j, *h, *s;
  json_error_t je;
  const double tol = 0x1p-40, r = sqrt(0.5);
  cr_assert_eq(SH("@B inspect %s --steps 0 --json", args), 0, "%s: %s", args, e);
  cr_assert((j = json_loads(o, 0, &je)) != NULL, "%s: %s", args, o);
  h = json_array_get(json_object_get(j, "heads"), 0); s = json_object_get(h, "svm");
  cr_expect_eq(json_integer_value(json_array_get(json_object_get(h, "tokens"), 0)), 2, "%s", o);
  cr_expect_eq(json_integer_value(json_array_get(json_object_get(h, "tokens"), 1)), 0, "%s", o);
  cr_expect(fabs(json_real_value(json_array_get(json_object_get(h, "q"), 0)) - 1.0) == 0.0, "%s", o);
  cr_expect(fabs(json_real_value(json_array_get(json_object_get(h, "mass"), 0)) - exp(2) / (exp(1) + 1 + exp(2))) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_array_get(json_object_get(h, "mass"), 1)) - exp(1) / (exp(1) + 2)) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_array_get(json_object_get(s, "p_mm"), 0)) - 0.5) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_array_get(json_object_get(s, "p_mm"), 1)) - 0.5) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_object_get(s, "margin")) - sqrt(2)) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_object_get(h, "cos_q_mm")) - r) < tol, "%s", o);
  cr_expect(fabs(json_real_value(json_object_get(h, "margin_ratio")) - r) < tol, "%s", o);
  json_decref(j);
}
Test(regress, inspect_a_trained_query_and_a_head_give_the_closed_forms)
{
  static const double WK[8] = {1, 0, 0, 0, 0, 0, 0, 0}, WQ[8] = {2, 0, 0, 0, 0, 0, 0, 0}, z[2] = {1, 5};
  static const char *const m[5] = {"X", "v", "W_K", "W_Q", "z"};
  npy_write_Xv();
  npy_write("W_K.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 4), }", WK, sizeof WK);
  npy_write("W_Q.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 4), }", WQ, sizeof WQ);
  npy_write("z.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", z, sizeof z);
  npz_members("inst.npz", m, 2);
  inspect_expect_closed_forms("@D/inst.npz --p 1,0");
  npy_write("W_Q.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 4), }", WQ, sizeof WQ);
  npz_members("heads.npz", m, 5);
  inspect_expect_closed_forms("@D/heads.npz");
}

/* inspect's error paths, each with its documented code and message. */
Test(regress, inspect_refuses_missing_or_misshapen_parameters)
{
  static const double WK3[8] = {1, 0, 0, 0, 0, 0, 0, 0}, z3[3] = {1, 2, 3};
  static const char *const m[5] = {"X", "v", "W_K", "W_Q", "z"};
  npy_write_Xv();
  npz_members("inst.npz", m, 2);
  cr_expect_eq(SH("@B inspect @D/inst.npz"), 1, "%s", e);
  cr_expect(strstr(e, "no trained parameters"), "%s", e);
  cr_expect_eq(SH("@B inspect @D/inst.npz --p 1,2,3"), 2, "%s", e);
  cr_expect(strstr(e, "p has 3 numbers, the instance has d = 2"), "%s", e);
  cr_expect_eq(SH("@B inspect @D/inst.npz --p 1,0 --eta 0"), 1, "%s", e);
  cr_expect(strstr(e, "--eta must be positive"), "%s", e);
  npy_write("W_K.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 4), }", WK3, sizeof WK3);
  npz_members("onlyk.npz", m, 3);
  cr_expect_eq(SH("@B inspect @D/onlyk.npz"), 2, "%s", e);
  cr_expect(strstr(e, "W_K needs W_Q and z"), "%s", e);
  npy_write("W_Q.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (4, 2), }", WK3, sizeof WK3);
  npy_write("z.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", z3, 2 * sizeof(double));
  npz_members("shape.npz", m, 5);
  cr_expect_eq(SH("@B inspect @D/shape.npz"), 2, "%s", e);
  cr_expect(strstr(e, "must both have shape (d, d_k) or (H, d, d_k)"), "%s", e);
  npy_write("W_Q.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 4), }", WK3, sizeof WK3);
  npy_write("z.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }", z3, sizeof z3);
  npz_members("z.npz", m, 5);
  cr_expect_eq(SH("@B inspect @D/z.npz"), 2, "%s", e);
  cr_expect(strstr(e, "z has 3 numbers"), "%s", e);
}

/* train --json gave no starting point, so a saved answer did not say where
   its run began: "init" is now the --init given, or d zeros. Fails before
   (no key "init"). */
Test(regress, train_json_carries_its_start)
{
  json_t *j, *a;
  json_error_t je;
  cr_assert_eq(SH("@B example E1b -o @D/e1b.json"), 0, "%s", e);
  cr_assert_eq(SH("@B train @D/e1b.json --init 0.5,-1,0.25 --steps 10 --json"), 0, "%s", e);
  cr_assert((j = json_loads(o, 0, &je)) != NULL, "%s", o);
  a = json_object_get(j, "init");
  cr_expect(json_is_array(a) && json_array_size(a) == 3, "%s", o);
  cr_expect(json_real_value(json_array_get(a, 0)) == 0.5 && json_real_value(json_array_get(a, 1)) == -1.0 && json_real_value(json_array_get(a, 2)) == 0.25, "%s", o);
  json_decref(j);
  cr_assert_eq(SH("@B train @D/e1b.json --steps 10 --json"), 0, "%s", e);
  cr_assert((j = json_loads(o, 0, &je)) != NULL, "%s", o);
  a = json_object_get(j, "init");
  cr_expect(json_is_array(a) && json_array_size(a) == 3 && json_real_value(json_array_get(a, 1)) == 0.0, "%s", o);
  json_decref(j);
}

/* W-training is analysed through q = Wp, but the text said "cos(p, ...)";
   joint training's GMM is that of the final head v, which the text did not
   say. Fails before (the labels were "cos(p, p^mm(alpha))" and "cos(p, GMM)"). */
Test(regress, training_text_names_what_its_cosines_are_about)
{
  cr_assert_eq(SH("@B example E1b -o @D/e1b.json"), 0, "%s", e);
  cr_expect_eq(SH("@B train @D/e1b.json --train W --init 0,-1,0 --steps 40"), 0, "%s", e);
  cr_expect(strstr(o, "cos(q, q^mm(alpha))") && strstr(o, "cos(q, GMM)") && !strstr(o, "cos(p,"), "%s", o);
  cr_expect_eq(SH("@B train @D/e1b.json --train vp --steps 40"), 0, "%s", e);
  cr_expect(strstr(o, "GMM of the final head v"), "%s", o);
}

/* info printed every score: 6,400 lines at n = 200, T = 32. The text now
   shows the first and last five inputs and tokens with the counts left
   out; --all prints them all. Fails before (no summary line). */
Test(regress, info_summarises_long_score_lists)
{
  FILE *f;
  char path[512];
  snprintf(path, sizeof path, "%s/big.json", dir);
  cr_assert((f = fopen(path, "w")) != NULL);
  fprintf(f, "{\"v\": [1, 0], \"X\": [");
  for (int i = 0; i < 12; i++) {
    fprintf(f, "%s[", i ? "," : "");
    for (int t = 0; t < 14; t++) fprintf(f, "%s[%d, %d]", t ? "," : "", 100 * i + t, t);
    fprintf(f, "]");
  }
  fprintf(f, "]}\n");
  cr_assert(fclose(f) == 0);
  cr_assert_eq(SH("@B info @D/big.json"), 0, "%s", e);
  cr_expect(strstr(o, "... 2 inputs not shown") && strstr(o, "input 4 ") && strstr(o, "input 6 ") == NULL && strstr(o, "input 11 "), "%s", o);
  cr_expect(strstr(o, " 4 ... (4 more) 9 ") && strstr(o, " 1109 ") && strstr(o, " 1105 ") == NULL, "%s", o);
  cr_assert_eq(SH("@B info @D/big.json --all"), 0, "%s", e);
  cr_expect(strstr(o, "input 6 ") && strstr(o, " 1105 ") && strstr(o, "not shown") == NULL, "%s", o);
}

/* Replay of one trial (web/prop.w, MMATTN_ONLY). A property's suite is run at
   a tenth of its trials with a fixed seed; the trial its report names as the
   worst is then replayed alone, and the replay must run exactly that one
   trial (one verdict line, a tally of one trial) and print the recorded
   statistic to all 17 digits (compared as doubles, bit for bit) with the
   verdict the tolerance gives it. As a control, the same trial replayed with
   another seed draws another instance and prints another statistic: the
   comparison can fail. A trial beyond the property's count was run by no
   loop and the run passed, silently; it is now refused, with the count, and
   a non-zero exit. The runner replays itself (/proc/self/exe), or the
   binary named by MMATTN_CHECKS_BIN. */
#define REPLAY_PROP "lemma_pw/W_update_has_row_factor_p"
#define REPLAY_TEST "lemma_pw/W_training_is_q_training_and_W_moves_in_rank_one"
static const char *checks_bin(void)
{
  static char self[4096];
  const char *b = getenv("MMATTN_CHECKS_BIN");
  ssize_t n;
  if (b && *b) return b;
  n = readlink("/proc/self/exe", self, sizeof self - 1);
  cr_assert(n > 0, "cannot read /proc/self/exe");
  self[n] = '\0';
  return self;
}
/* Run the runner on REPLAY_TEST with the seed, the report directory @D/sub,
   MMATTN_ONLY=only if only is not NULL and MMATTN_ONLY_TIERS=tiers if tiers
   is not NULL, outside the runner's own sandbox (BXFI_MAP would make the
   inner runner take itself for a test's process); returns the exit code. */
static int run_replay_suite(char *out, size_t ocap, char *err, size_t ecap, const char *seed, const char *sub,
  const char *only, const char *tiers)
{
  return sh(out, ocap, err, ecap, "env -u BXFI_MAP -u CRITERION_TEST_PATTERN -u MMATTN_SHARD -u MMATTN_ONLY_TIERS -u MMATTN_ONLY"
    " MMATTN_TRIALS=0.1 MMATTN_SEED=%s MMATTN_JOBS=1 MMATTN_REPORT_DIR=@D/%s %s%s %s%s '%s' --jobs 1 --filter '" REPLAY_TEST "'",
    seed, sub, only ? "MMATTN_ONLY=" : "", only ? only : "", tiers ? "MMATTN_ONLY_TIERS=" : "", tiers ? tiers : "", checks_bin());
}
/* The replay's verdict lines for REPLAY_PROP ("replay: claim/property:k:
   statistic s (s to 17 digits), tolerance t: passes", or ": skipped: why");
   the last one's statistic and verdict. Returns their number. */
static int replay_lines(const char *out, double *stat, char *verdict, size_t vcap)
{
  int lines = 0;
  const char *key = "replay: " REPLAY_PROP ":";
  for (const char *p = strstr(out, key); p; p = strstr(p + 1, key)) {
    char word[32];
    int trial;
    if (p != out && p[-1] != '\n') continue;
    if (sscanf(p + strlen(key), "%d: skipped%1[:]", &trial, word) == 2) { lines++; snprintf(verdict, vcap, "skipped"); }
    else if (sscanf(p + strlen(key), "%d: statistic %*s (%lf), tolerance %*s %31[a-z]", &trial, stat, word) == 3) {
      lines++; snprintf(verdict, vcap, "%s", word);
    }
  }
  return lines;
}
Test(regress, replay_of_a_trial_prints_its_recorded_statistic, .timeout = 120)
{
  static char out[1 << 16], err[1 << 14];
  char path[256], only[128], verdict[32];
  json_error_t je;
  json_t *rec, *rep;
  double worst, tol, stat = NAN, other = NAN;
  int k, trials, rc;
  rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "run", NULL, NULL);
  cr_assert_eq(rc, 0, "the suite failed (%d): %.2000s", rc, err);
  snprintf(path, sizeof path, "%s/run/verification/lemma_pw.W_update_has_row_factor_p.json", dir);
  rec = json_load_file(path, 0, &je);
  cr_assert(rec != NULL, "no record %s: %s", path, je.text);
  worst = json_number_value(json_object_get(rec, "worst"));
  tol = json_number_value(json_object_get(rec, "tolerance"));
  k = (int)json_integer_value(json_object_get(rec, "worst_trial"));
  trials = (int)json_integer_value(json_object_get(rec, "trials"));
  cr_assert(trials >= 10 && k >= 0 && k < trials && isfinite(worst), "record: %d trials, worst %g on trial %d", trials, worst, k);
  json_decref(rec);

  snprintf(only, sizeof only, REPLAY_PROP ":%d", k);
  rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "replay", only, NULL);
  cr_expect_eq(replay_lines(out, &stat, verdict, sizeof verdict), 1, "the replay of %s printed not one verdict:\n%.3000s", only, out);
  snprintf(path, sizeof path, "%s/replay/verification/lemma_pw.W_update_has_row_factor_p.json", dir);
  rep = json_load_file(path, 0, &je);
  cr_assert(rep != NULL, "no replay tally %s: %s", path, je.text);
  cr_expect_eq(json_integer_value(json_object_get(rep, "trials")), 1, "the replay ran %lld trials, not 1",
    (long long)json_integer_value(json_object_get(rep, "trials")));
  cr_expect_eq(json_integer_value(json_object_get(rep, "worst_trial")), k, "the replay ran another trial than %d", k);
  json_decref(rep);
  cr_expect(memcmp(&stat, &worst, sizeof stat) == 0, "trial %d: replayed statistic %.17g, recorded %.17g", k, stat, worst);
  cr_expect_str_eq(verdict, worst <= tol ? "passes" : "fails", "trial %d: replayed verdict %s, recorded statistic %.17g against %g", k, verdict, worst, tol);

  rc = run_replay_suite(out, sizeof out, err, sizeof err, "54321", "other", only, NULL);
  cr_expect_eq(replay_lines(out, &other, verdict, sizeof verdict), 1, "the replay with another seed printed not one verdict:\n%.3000s", out);
  cr_expect(other != worst, "trial %d with another seed drew the same statistic %.17g: the comparison above cannot fail", k, other);

  snprintf(only, sizeof only, REPLAY_PROP ":%d", trials);
  rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "beyond", only, NULL);
  cr_expect_neq(rc, 0, "a replay of trial %d of %d trials exited 0", trials, trials);
  cr_expect(strstr(err, "MMATTN_ONLY asks for trial") != NULL && strstr(err, "which has trials 0..") != NULL,
    "no message refuses trial %d of %d:\n%.2000s", trials, trials, err);
  cr_expect(strstr(out, "replay: " REPLAY_PROP ":") == NULL, "trial %d of %d was replayed:\n%.1000s", trials, trials, out);

  /* The tier shares of a replay: the property's own (50/35/15: trial k's
     tier is fixed by k), or those of MMATTN_ONLY_TIERS; a malformed value
     is refused. */
  snprintf(only, sizeof only, REPLAY_PROP ":%d", k);
  {
    const char *own = (37 * (k % 100)) % 100 < 50 ? "tiny" : (37 * (k % 100)) % 100 < 85 ? "medium" : "large";
    char want[256];
    rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "own", only, NULL);
    snprintf(want, sizeof want, "replay: %s: seed 12345, tier %s", only, own);
    cr_expect(strstr(out, want) != NULL, "the replay does not say \"%s\":\n%.500s", want, out);
    rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "tiers", only, strcmp(own, "large") ? "0,0,100" : "100,0,0");
    snprintf(want, sizeof want, "replay: %s: seed 12345, tier %s", only, strcmp(own, "large") ? "large" : "tiny");
    cr_expect(strstr(out, want) != NULL, "MMATTN_ONLY_TIERS was not applied, no \"%s\":\n%.500s", want, out);
  }
  rc = run_replay_suite(out, sizeof out, err, sizeof err, "12345", "badtiers", only, "50,50");
  cr_expect_neq(rc, 0, "MMATTN_ONLY_TIERS=50,50 was accepted");
  cr_expect(strstr(err, "MMATTN_ONLY_TIERS must be t,m,l") != NULL, "no message refuses MMATTN_ONLY_TIERS=50,50:\n%.1000s", err);
}

/* svm said whether a selection is locally optimal only with --exact. On the
   paper's E1b, selecting token 1 gives p^mm = (1,0,0), a locally optimal direction that is
   not the GMM, and token 0 the GMM (the authors' Fig. 1b); both verdicts, in
   text and JSON, without --exact. */
Test(regress, svm_classifies_the_selection_without_exact)
{
  char out[8192], err[2048];
  json_t *o;
  json_error_t je;
  cr_assert_eq(sh(out, sizeof out, err, sizeof err, "@B example E1b -o @D/e1b.json"), 0, "%s", err);
  cr_assert_eq(sh(out, sizeof out, err, sizeof err, "@B svm @D/e1b.json --tokens 1"), 0, "%s", err);
  cr_expect(strstr(out, "classification: locally optimal (an LMM direction)\n") != NULL, "svm --tokens 1 on E1b:\n%s", out);
  cr_assert_eq(sh(out, sizeof out, err, sizeof err, "@B svm @D/e1b.json --tokens 0"), 0, "%s", err);
  cr_expect(strstr(out, "classification: locally optimal (an LMM direction: the GMM)\n") != NULL, "svm --tokens 0 on E1b:\n%s", out);
  cr_assert_eq(sh(out, sizeof out, err, sizeof err, "@B svm @D/e1b.json --tokens 1 --json"), 0, "%s", err);
  cr_assert((o = json_loads(out, 0, &je)) != NULL, "not JSON: %s", out);
  cr_expect(json_is_true(json_object_get(o, "locally_optimal")), "%s", out);
  cr_expect(json_is_false(json_object_get(o, "global")), "%s", out);
  cr_expect_str_eq(json_string_value(json_object_get(o, "kind")), "locally optimal");
  json_decref(o);
}

/* The JSON reader converts numerals with a fast path (exact when it decides)
   and strtod otherwise; the instance must hold, bit for bit, what strtod
   gives for every numeral. A million numerals in a 10^4 x 100 instance, a
   quarter of each kind: random doubles printed with 17, 16 or 15 significant
   digits (the round trip and two shorter forms); the 19-digit decimals
   nearest to the midpoint of two adjacent doubles (within 5e-19 relative of
   a halfway point, where a single rounding can land on either side); odd
   integers above 2^53 (exact halfway points); and random digit strings of
   1 to 22 digits with leading zeros and exponents from -32 to 32 (beyond
   the fast path's range, to take the strtod path too). */
static uint64_t rx_state = 88172645463325252ull;
static uint64_t rx(void) { rx_state ^= rx_state << 13; rx_state ^= rx_state >> 7; rx_state ^= rx_state << 17; return rx_state; }
static int numeral(char *b, size_t cap, int k)
{
  double x;
  switch (k % 4) {
  case 0: {
    uint64_t u = (rx() & 0x000FFFFFFFFFFFFFull) | ((uint64_t)(1023 - 60 + rx() % 120) << 52);
    memcpy(&x, &u, 8);
    return snprintf(b, cap, "%s%.*g", rx() & 1 ? "-" : "", 15 + (int)(rx() % 3), x);
  }
  case 1: {
    uint64_t u = (rx() & 0x000FFFFFFFFFFFFFull) | ((uint64_t)(1023 - 40 + rx() % 80) << 52);
    long double m;
    memcpy(&x, &u, 8);
    m = (long double)x + ((long double)nextafter(x, INFINITY) - (long double)x) / 2; /* exact in 64 bits */
    return snprintf(b, cap, "%.18Le", m);
  }
  case 2: return snprintf(b, cap, "%llu", (unsigned long long)((1ull << 53) + 2 * (rx() % (1ull << 40)) + 1));
  default: {
    int nd = 1 + (int)(rx() % 22), lz = (int)(rx() % 4), len = 0;
    len += snprintf(b + len, cap - (size_t)len, "%s0.", rx() & 1 ? "-" : "");
    for (int j = 0; j < lz; j++) b[len++] = '0';
    for (int j = 0; j < nd; j++) b[len++] = (char)('0' + (j == 0 ? 1 + rx() % 9 : rx() % 10));
    return len + snprintf(b + len, cap - (size_t)len, "e%d", (int)(rx() % 65) - 32);
  }
  }
}
Test(regress, json_numbers_convert_as_strtod_does)
{
  const int n = 10000, d = 100;
  size_t cap = (size_t)n * d * 40 + 4096, len = 0;
  char *text = malloc(cap), b[64];
  double *want = malloc(sizeof(double) * (size_t)n * d);
  mm_instance *in = NULL;
  long bad = 0, first = -1;
  cr_assert(text != NULL && want != NULL);
  len += (size_t)sprintf(text, "{\"X\": [[");
  for (int t = 0; t < n; t++) {
    text[len++] = '[';
    for (int a = 0; a < d; a++) {
      int k = numeral(b, sizeof b, t * d + a);
      want[(size_t)t * d + a] = strtod(b, NULL);
      memcpy(text + len, b, (size_t)k); len += (size_t)k;
      if (a + 1 < d) text[len++] = ',';
    }
    text[len++] = ']';
    if (t + 1 < n) text[len++] = ',';
  }
  len += (size_t)sprintf(text + len, "]], \"v\": [1");
  for (int a = 1; a < d; a++) len += (size_t)sprintf(text + len, ",0");
  len += (size_t)sprintf(text + len, "]}");
  cr_assert(mm_io_json_fast(text, len, &in) == 1, "the direct reader declined the file");
  for (long j = 0; j < (long)n * d; j++)
    if (memcmp(&in->X[j], &want[j], 8)) { bad++; if (first < 0) first = j; }
  cr_expect(bad == 0, "%ld of %d numerals differ from strtod; the first, number %ld: read %.17g, strtod %.17g",
    bad, n * d, first, first >= 0 ? in->X[first] : 0.0, first >= 0 ? want[first] : 0.0);
  mm_instance_free(in); free(text); free(want);
}
