@*Checks of the instance format.
\lbl{chk:io}{\sl Specification:\/} the instance format read by |mm_io_read_instance|, \fnsec{mm_io_read_instance}.
Two claims: writing an instance and reading it back gives the same instance,
bit for bit; and every class of bad input is refused with a message that
names the problem, with the documented status, and without leaving a
partial file behind.

@(check_io.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <math.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <signal.h>
#include <dirent.h>
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include "prop.h"
#include "io.h"
@<Io checks: subroutines@>@;
@<Io checks: tests@>@;

@ Each test works in a fresh temporary directory, removed at the end.
@<Io checks: subroutines@>=
static char tmpdir[64];
static void make_tmp(void)
{
  strcpy(tmpdir, "/tmp/mmattn-io-XXXXXX");
  cr_assert(mkdtemp(tmpdir) != NULL, "cannot create a temporary directory");
}
static void remove_tmp(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  cr_assert(system(cmd) == 0);
}
static void write_text(const char *path, const char *text)
{
  FILE *f = fopen(path, "w");
  cr_assert(f != NULL, "cannot write %s", path);
  fputs(text, f);
  fclose(f);
}

@ The round trip, on 200 random instances of all shapes (ragged inputs,
random $W$ in half of them, all losses). Equality is exact because the
writer prints 17 significant digits, which identify every double uniquely,
and jansson's reader rounds correctly. Adversarial trials scale the tokens
by $10^{\pm300}$ to exercise the exponent range.
@<Io checks: tests@>=
Test(io, json_round_trip_is_exact)
{
  mm_prop pr;
  char path[128];
  make_tmp();
  snprintf(path, sizeof path, "%s/inst.json", tmpdir);
  mm_prop_begin(&pr, "io", "round_trip", "any instance", "number of differing values", 0.0, 200);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; mm_gen_options o = mm_gen_defaults();
    mm_instance *in, *back = NULL;
    double diff = 0.0;
    mm_prop_rng(&pr, k, &r);
    o.random_W = k % 2; o.loss = (mm_loss_kind)(k % 3); o.n_max = 6; o.T_max = 9; o.d_max = 7;
    if (mm_prop_adversarial(k)) o.scale = (k % 2) ? 1e-300 : 1e300;
    in = mm_gen_instance(&r, &o, NULL);
    cr_assert(in != NULL);
    cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
    if (mm_io_read_instance(path, &back) != MM_OK) diff = INFINITY;
    else @<Count the values that differ between |in| and |back|@>@;
    mm_prop_record(&pr, k, diff, in, "read back: %s", back ? "ok" : mm_error_message());
    mm_instance_free(in); mm_instance_free(back);
  }
  mm_prop_end(&pr);
  remove_tmp();
  cr_assert(pr.failed == 0, "%s", mm_prop_summary(&pr));
}

@ @<Count the values that differ...@>=
{
  size_t m = (size_t)in->off[in->n] * in->d;
  if (back->n != in->n || back->d != in->d || back->loss != in->loss) diff = INFINITY;
  else {
    for (int i = 0; i < in->n; i++) diff += back->T[i] != in->T[i];
    if (diff == 0) {
      for (size_t j = 0; j < m; j++) diff += back->X[j] != in->X[j];
      for (int i = 0; i < in->n; i++) diff += back->Y[i] != in->Y[i];
      for (int j = 0; j < in->d; j++) diff += back->v[j] != in->v[j];
      for (int j = 0; j < in->d * in->d; j++) diff += back->W[j] != in->W[j];
    }
  }
}

@ The corpus of bad inputs. Each entry is a file's text, the status the
reader must return, and a fragment its message must contain. The classes:
syntax errors (reported with line and column), truncation, wrong types,
ragged and empty shapes, wrong lengths of \.{v}, \.{Y}, \.{W}, values that
are not finite, labels that are not $\pm1$, unknown keys (also a known key
with letters appended, \.{comments} for \.{comment}: a key is matched whole,
not by prefix) and losses, duplicate keys. The strings are stored inside the entries, not as pointers:
Criterion runs each parameterized test in a fresh process and passes it a
byte copy of its entry, and under address-space randomisation a pointer into
the parent's string table would not be valid there.
@<Io checks: subroutines@>=
typedef struct { char text[96]; mm_status status; char fragment[64]; } bad_case;
static const bad_case bad_cases[] = {
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2],}", MM_EINPUT, ":1:"},
  {"{\"X\": [[[1, 2]]],\n \"v\": [1 2]}", MM_EINPUT, ":2:"},
  {"{\"X\": [[[1, 2], [3, 4]]], \"v\": [1,", MM_EINPUT, "syntax error"},
  {"", MM_EINPUT, "syntax error"},
  {"[1, 2, 3]", MM_EINPUT, "top level must be an object"},
  {"{\"v\": [1, 2]}", MM_EINPUT, "X is missing"},
  {"{\"X\": 3, \"v\": [1]}", MM_EINPUT, "X must be a non-empty array"},
  {"{\"X\": [], \"v\": [1]}", MM_EINPUT, "X must be a non-empty array"},
  {"{\"X\": [[]], \"v\": [1]}", MM_EINPUT, "X[0] must be a non-empty array of tokens"},
  {"{\"X\": [[[]]], \"v\": [1]}", MM_EINPUT, "X[0][0] must be a non-empty array"},
  {"{\"X\": [[[1, 2], [3]]], \"v\": [1, 2]}", MM_EINPUT, "ragged tokens: X[0][1]"},
  {"{\"X\": [[[1, 2]], [[1, 2, 3]]], \"v\": [1, 2]}", MM_EINPUT, "ragged tokens: X[1][0]"},
  {"{\"X\": [[[1, \"a\"]]], \"v\": [1, 2]}", MM_EINPUT, "X[0][0][1] must be a number"},
  {"{\"X\": [[[1, NaN]]], \"v\": [1, 2]}", MM_EINPUT, "syntax error"},
  {"{\"X\": [[[1, 1e999]]], \"v\": [1, 2]}", MM_EINPUT, "syntax error"},
  {"{\"X\": [[[1, 2]]]}", MM_EINPUT, "v is missing"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2, 3]}", MM_EINPUT, "v has 3 numbers, expected 2"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"Y\": [1, 1]}", MM_EINPUT, "Y has 2 numbers, expected 1"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"Y\": [0.5]}", MM_EINPUT, "labels must be +1 or -1"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"W\": [[1, 0]]}", MM_EINPUT, "W must be an array of 2 rows"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"W\": [[1, 0], [0]]}", MM_EINPUT, "W[1] has 1 numbers"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"loss\": \"hinge\"}", MM_EINPUT, "unknown loss"},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"w\": []}", MM_EINPUT, "unknown key \"w\""},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"comments\": \"\"}", MM_EINPUT, "unknown key \"comments\""},
  {"{\"X\": [[[1, 2]]], \"v\": [1, 2], \"v\": [1, 2]}", MM_EINPUT, "duplicate"},
  {"{\"X\": [[[1e300, 1e300]]], \"v\": [1e300, 1e300]}", MM_EINPUT, "overflow"},
};

@ Each class of the corpus is its own test, so that the runner's output
names the one that regressed.
@<Io checks: tests@>=
ParameterizedTestParameters(io, every_bad_input_class_is_refused_with_its_message)
{
  return cr_make_param_array(bad_case, bad_cases, sizeof bad_cases / sizeof bad_cases[0]);
}
ParameterizedTest(bad_case *bc, io, every_bad_input_class_is_refused_with_its_message)
{
  char path[128];
  mm_instance *in = (mm_instance *)1;
  mm_status s;
  make_tmp();
  snprintf(path, sizeof path, "%s/bad.json", tmpdir);
  write_text(path, bc->text);
  mm_clear_error();
  s = mm_io_read_instance(path, &in);
  cr_expect(s == bc->status, "input %s: status %d, expected %d; message: %s",
    bc->text, s, bc->status, mm_error_message());
  cr_expect(in == NULL, "input %s: an instance was returned", bc->text);
  cr_expect(strstr(mm_error_message(), bc->fragment) != NULL,
    "input %s: message \"%s\" lacks \"%s\"", bc->text, mm_error_message(), bc->fragment);
  cr_expect(strstr(mm_error_message(), path) != NULL, "message does not name the file: %s", mm_error_message());
  remove_tmp();
}

@ A missing file is an I/O error, and a write into a directory that does not
exist fails with |MM_EIO| and creates nothing. A write that replaces an
existing file leaves no temporary file behind.
@<Io checks: tests@>=
Test(io, unreadable_and_unwritable_files_are_io_errors)
{
  char path[160];
  mm_instance *in;
  int T[1] = {2};
  make_tmp();
  snprintf(path, sizeof path, "%s/absent.json", tmpdir);
  cr_assert(mm_io_read_instance(path, &in) == MM_EIO);
  cr_assert(strstr(mm_error_message(), "cannot read") != NULL, "%s", mm_error_message());
  in = mm_instance_new(1, T, 2);
  in->v[0] = 1.0;
  mm_instance_refresh(in);
  snprintf(path, sizeof path, "%s/no/such/dir/out.json", tmpdir);
  cr_assert(mm_io_write_instance(path, in) == MM_EIO);
  cr_assert(strstr(mm_error_message(), "cannot write") != NULL, "%s", mm_error_message());
  snprintf(path, sizeof path, "%s/out.json", tmpdir);
  cr_assert(mm_io_write_instance(path, in) == MM_OK);
  cr_assert(mm_io_write_instance(path, in) == MM_OK);
  {
    char cmd[256];
    snprintf(cmd, sizeof cmd, "test $(ls -A '%s' | wc -l) -eq 1", tmpdir);
    cr_assert(system(cmd) == 0, "temporary files were left in %s", tmpdir);
  }
  mm_instance_free(in);
  remove_tmp();
}

@ A write that fails must not be committed, even when the error was
transient. The process limits the size of the files it may write
(|RLIMIT_FSIZE|, $4096$ bytes, with the signal |SIGXFSZ| ignored so that
the write returns an error instead of ending the process), writes
$64$~KB through the atomic writer into a fresh path, so that some writes
fail, and then lifts the limit again, so that the final flush and close
succeed: only the stream's error flag remembers the failure. The commit
must report |MM_EIO|, and neither the target nor a temporary file may be
left in the directory. A writer that looked only at the final flush
would rename a file with a hole over the target, the partial output the
error policy forbids.
@.write error@>
@<Io checks: tests@>=
Test(io, a_failed_write_is_not_committed)
{
  char path[128];
  mm_atomic_file af;
  struct rlimit rl;
  mm_status s;
  int left = 0;
  DIR *dp;
  struct dirent *e;
  make_tmp();
  snprintf(path, sizeof path, "%s/out.json", tmpdir);
  signal(SIGXFSZ, SIG_IGN);
  cr_assert(getrlimit(RLIMIT_FSIZE, &rl) == 0);
  { struct rlimit small = {4096, rl.rlim_max}; cr_assert(setrlimit(RLIMIT_FSIZE, &small) == 0); }
  cr_assert(mm_io_atomic_open(&af, path) == MM_OK, "%s", mm_error_message());
  for (int k = 0; k < 65536; k++) fputc('x', af.f);
  cr_assert(ferror(af.f), "no write failed beyond the file-size limit");
  cr_assert(setrlimit(RLIMIT_FSIZE, &rl) == 0); /* the error was transient */
  s = mm_io_atomic_commit(&af);
  cr_expect(s == MM_EIO, "commit of a write beyond the file-size limit returned %d: %s", s, mm_error_message());
  cr_expect(access(path, F_OK) != 0, "the truncated file was committed to %s", path);
  cr_assert((dp = opendir(tmpdir)) != NULL);
  while ((e = readdir(dp)) != NULL) if (e->d_name[0] != '.') left++;
  closedir(dp);
  cr_expect(left == 0, "%d files left in %s", left, tmpdir);
  remove_tmp();
}
