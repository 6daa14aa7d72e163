/* End-to-end tests of the mmattn command: exit codes, messages, outputs.
   The runner script sets MMATTN_BIN to the binary of the variant under test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/wait.h>
#include <criterion/criterion.h>

/* Run a shell command line; capture stdout+stderr into out; return the exit code. */
static int run(const char *args, char *out, size_t cap)
{
  char cmd[2048];
  const char *bin = getenv("MMATTN_BIN");
  FILE *p;
  size_t len = 0;
  int st;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  snprintf(cmd, sizeof cmd, "%s %s 2>&1", bin, args);
  p = popen(cmd, "r");
  cr_assert(p != NULL, "cannot run %s", cmd);
  while (len + 1 < cap && (st = fgetc(p)) != EOF) out[len++] = (char)st;
  out[len] = '\0';
  st = pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

Test(cli, version_and_help_succeed)
{
  char out[4096];
  cr_assert_eq(run("--version", out, sizeof out), 0);
  cr_assert(strncmp(out, "mmattn ", 7) == 0, "%s", out);
  cr_assert_eq(run("--help", out, sizeof out), 0);
  cr_assert(strstr(out, "usage: mmattn") != NULL, "%s", out);
  cr_assert_eq(run("info --help", out, sizeof out), 0);
  cr_assert_eq(run("example --help", out, sizeof out), 0);
}

Test(cli, usage_errors_exit_1)
{
  char out[4096];
  cr_assert_eq(run("", out, sizeof out), 1);
  cr_assert_eq(run("frobnicate", out, sizeof out), 1);
  cr_assert(strstr(out, "unknown subcommand \"frobnicate\"") != NULL, "%s", out);
  cr_assert_eq(run("info --bogus x.json", out, sizeof out), 1);
  cr_assert(strstr(out, "unknown option \"--bogus\"") != NULL, "%s", out);
  cr_assert_eq(run("info", out, sizeof out), 1);
  cr_assert_eq(run("example E4 --C abc", out, sizeof out), 1);
}

/* E1a: n = 1, scores are the third coordinates (1, 0.9, 0.9) since v = e3;
   L(0) = log(1 + exp(-u)) with u the mean score 2.8/3. */
Test(cli, example_then_info_round_trip)
{
  char out[8192], args[512], dir[] = "/tmp/mmattn-cli-XXXXXX";
  cr_assert(mkdtemp(dir) != NULL);
  snprintf(args, sizeof args, "example E1a -o %s/e1a.json", dir);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  snprintf(args, sizeof args, "info %s/e1a.json --json", dir);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  {
    const char *r = strstr(out, "\"risk_at_zero\":");
    double u = 2.8 / 3.0, L;
    cr_assert(r != NULL, "%s", out);
    L = strtod(r + strlen("\"risk_at_zero\":"), NULL);
    cr_assert(fabs(L - log1p(exp(-u))) < 1e-15, "L(0) = %.17g", L);
  }
  snprintf(args, sizeof args, "rm -rf %s", dir);
  cr_assert(system(args) == 0);
}

Test(cli, bad_input_and_io_errors_have_their_exit_codes)
{
  char out[4096], args[512], dir[] = "/tmp/mmattn-cli-XXXXXX";
  FILE *f;
  cr_assert(mkdtemp(dir) != NULL);
  snprintf(args, sizeof args, "%s/bad.json", dir);
  f = fopen(args, "w"); fputs("{\"X\": [[[1, 2]]], \"v\": [1]}", f); fclose(f);
  snprintf(args, sizeof args, "info %s/bad.json", dir);
  cr_assert_eq(run(args, out, sizeof out), 2, "%s", out);
  cr_assert(strstr(out, "v has 1 numbers, expected 2") != NULL, "%s", out);
  snprintf(args, sizeof args, "info %s/absent.json", dir);
  cr_assert_eq(run(args, out, sizeof out), 6, "%s", out);
  snprintf(args, sizeof args, "example E1b -o %s/no/dir/x.json", dir);
  cr_assert_eq(run(args, out, sizeof out), 6, "%s", out);
  cr_assert_eq(run("example E9", out, sizeof out), 2, "%s", out);
  cr_assert(strstr(out, "unknown example \"E9\"") != NULL, "%s", out);
  snprintf(args, sizeof args, "rm -rf %s", dir);
  cr_assert(system(args) == 0);
}
