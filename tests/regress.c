/* Regression checks of issue 21 (reliability under hostile input and faults)
   and of issue 14 item 7 (output files respect the umask). Each test is the
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
#include <criterion/criterion.h>
#include "model.h"
#include "io.h"
#include "gen.h"

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
  cr_expect_eq(SH("@B train @D/in.json --steps 5 --trajectory @D/in.json"), 6, "%s", e);
  cr_expect(strstr(e, "refusing to overwrite the input") != NULL, "%s", e);
  cr_expect_eq(SH("cmp @D/in.json @D/copy.json"), 0, "the instance was overwritten");
  cr_expect_eq(SH("ln -s in.json @D/alias.json && @B train @D/in.json --steps 5 --trajectory @D/alias.json"), 6,
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
