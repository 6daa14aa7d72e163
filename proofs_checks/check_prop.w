@*Checks of the property runner.
\lbl{chk:prop}{\sl Specification:\/} the property runner, \fnsec{mm_prop_begin}.
The runner is itself code under test: if it passed a failing property, every
row of the verification report would be worthless. These checks feed it
properties that must fail and look at what it reports. They run with the
report directory pointed at a temporary folder, and write no tally, so the
deliberate failures do not enter the verification report.

@(check_prop.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <jansson.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include "prop.h"
@<Prop checks: subroutines@>@;
@<Prop checks: tests@>@;

@ A deliberately false property: ``no coordinate of any token exceeds
$2$ in absolute value'', whose statistic is the largest such coordinate.
Random Gaussian instances violate it often, and the smallest violating
instance has one input with one token.
@<Prop checks: subroutines@>=
static double max_coordinate(const mm_instance *in, void *ctx)
{
  double m = 0.0;
  (void)ctx;
  for (size_t j = 0; j < (size_t)in->off[in->n] * in->d; j++) m = fmax(m, fabs(in->X[j]));
  return m;
}
static char tmpdir[64];
static void use_tmp_reports(void)
{
  strcpy(tmpdir, "/tmp/mmattn-prop-XXXXXX");
  cr_assert(mkdtemp(tmpdir) != NULL);
  setenv("MMATTN_REPORT_DIR", tmpdir, 1);
}

@ The runner must count the failure, keep the seed and trial of the first
one, save the instance, and shrink it to a single token of a single input
whose coordinates are integers (the rounding pass keeps a coordinate above
$2$ above $2$ after rounding to an integer only if it was at least $2.5$;
the check therefore asks only that the shrunk instance still fails and has
one token, and that the saved files exist).
@<Prop checks: tests@>=
Test(prop, a_false_property_fails_and_is_shrunk)
{
  mm_prop pr;
  char path[256];
  int failures = 0;
  use_tmp_reports();
  mm_prop_begin(&pr, "prop", "deliberately_false", "none", "max |x|", 2.0, 30);
  for (int k = 0; k < pr.trials; k++) {
    mm_rng r; mm_gen_options o = mm_gen_defaults();
    mm_instance *in;
    mm_prop_rng(&pr, k, &r);
    o.scale = 2.0;
    in = mm_gen_instance(&r, &o, NULL);
    if (!mm_prop_record_with(&pr, k, in, max_coordinate, NULL)) {
      if (++failures == 1) {
        mm_instance *sm = mm_prop_shrink(&pr, in, max_coordinate, NULL);
        cr_assert(sm->n == 1 && sm->off[1] == 1, "not shrunk: n = %d, %d tokens", sm->n, sm->off[sm->n]);
        cr_assert(max_coordinate(sm, NULL) > 2.0, "the shrunk instance no longer fails");
        mm_instance_free(sm);
      }
    }
    mm_instance_free(in);
  }
  cr_assert(pr.failed == failures && failures > 0, "failed %d, seen %d", pr.failed, failures);
  cr_assert(pr.first_failure >= 0 && strstr(pr.failure, "seed") && strstr(pr.failure, "shrunk to n = 1"), "%s", pr.failure);
  snprintf(path, sizeof path, "%s/counterexamples/prop.deliberately_false.seed%llu.trial%d.json",
    tmpdir, (unsigned long long)pr.seed, pr.first_failure);
  cr_assert(access(path, R_OK) == 0, "counterexample %s not written", path);
  snprintf(path, sizeof path, "%s/counterexamples/prop.deliberately_false.seed%llu.trial%d.shrunk.json",
    tmpdir, (unsigned long long)pr.seed, pr.first_failure);
  cr_assert(access(path, R_OK) == 0, "shrunk counterexample %s not written", path);
  snprintf(path, sizeof path, "rm -rf '%s'", tmpdir);
  cr_assert(system(path) == 0);
}

@ A NaN statistic is a failure when recorded directly (a computation that
produced NaN has not shown anything), and the worst value tracks the
largest statistic. Skips are counted per reason.
@<Prop checks: tests@>=
Test(prop, nan_fails_and_skips_are_counted_by_reason)
{
  mm_prop pr;
  use_tmp_reports();
  mm_prop_begin(&pr, "prop", "nan", "none", "x", 1.0, 5);
  cr_assert(mm_prop_record(&pr, 0, 0.5, NULL, "ok") == 1);
  cr_assert(mm_prop_record(&pr, 1, NAN, NULL, "nan") == 0);
  cr_assert(mm_prop_record(&pr, 2, 0.75, NULL, "ok") == 1);
  mm_prop_skip(&pr, "reason a"); mm_prop_skip(&pr, "reason b"); mm_prop_skip(&pr, "reason a");
  cr_assert(pr.passed == 2 && pr.failed == 1 && pr.skipped == 3);
  cr_assert(pr.nreasons == 2 && pr.reason_count[0] == 2 && pr.reason_count[1] == 1);
  cr_assert(pr.worst == 0.75 || isnan(pr.worst), "worst %g", pr.worst);
}

@ The trial count scales with \.{MMATTN\_TRIALS}, and the seed follows
\.{MMATTN\_SEED}; a trial's stream depends only on (seed, trial).
@<Prop checks: tests@>=
Test(prop, environment_sets_trials_and_seed)
{
  mm_prop pr;
  mm_rng a, b;
  setenv("MMATTN_TRIALS", "2.5", 1);
  setenv("MMATTN_SEED", "12345", 1);
  mm_prop_begin(&pr, "prop", "env", "none", "x", 1.0, 10);
  cr_assert(pr.trials == 25 && pr.seed == 12345, "trials %d seed %llu", pr.trials, (unsigned long long)pr.seed);
  mm_prop_rng(&pr, 7, &a);
  mm_rng_seed(&b, 12345, 7);
  cr_assert(mm_rng_next(&a) == mm_rng_next(&b));
}

@ Parallel trials (see |mm_prop_first|) must change nothing that a
property reports. A synthetic property whose trials meet everything a
tally can hold---three skip reasons (one longer than any buffer a
message might cut it to), a NaN, ties of the worst statistic on several
trials and in several tiers, more failures than are saved, each with
its counterexample and its shrunk counterexample, and two counters (the
multiples of $7$, $22$ of them by hand, and the tokens drawn)---is run by one process,
by two workers and by three, each time into a report directory of its
own. The tallies in memory must agree field by field, the tally files
byte for byte, and the saved counterexamples name for name and byte for
byte. A worker also writes a log line, which must not stop the run (see
the Criterion glue).
@<Prop checks: subroutines@>=
static const char *long_reason(void)
{
  static char s[400];
  if (s[0] == '\0') {
    for (int j = 0; j < 399; j++) s[j] = "a long skip reason "[j % 19];
    s[399] = '\0';
  }
  return s;
}
static void run_synthetic(int jobs, const char *dir, mm_prop *pr)
{
  setenv("MMATTN_REPORT_DIR", dir, 1);
  setenv("MMATTN_TRIALS", "1", 1); /* the cases above need all 150 trials, whatever the run's factor */
  mm_prop_set_jobs(jobs);
  mm_prop_begin(pr, "prop", "parallel_synthetic", "none", "max |x|, or a planted value", 2.5, 150);
  mm_prop_tiers(pr, 70, 30, 0);
  int sevens = mm_prop_counter(pr, "multiples of seven"), tokens = mm_prop_counter(pr, "tokens drawn");
  for (int k = mm_prop_first(pr); k < pr->trials; k = mm_prop_next(pr, k)) {
    mm_rng r;
    mm_instance *in;
    mm_gen_options o = mm_gen_defaults();
    mm_prop_rng(pr, k, &r);
    in = mm_gen_instance(&r, &o, NULL);
    if (k % 7 == 0) mm_prop_add(pr, sevens, 1);
    mm_prop_add(pr, tokens, in->off[in->n]);
    if (k % 11 == 4) mm_prop_skip(pr, "eleven");
    else if (k % 13 == 6) mm_prop_skip(pr, "thirteen");
    else if (k % 17 == 9) mm_prop_skip(pr, long_reason());
    else if (k == 38) mm_prop_record(pr, k, NAN, in, "a planted NaN");
    else if (k % 29 == 0) mm_prop_record(pr, k, 1e9, in, "a planted tie");
    else mm_prop_record_with(pr, k, in, max_coordinate, NULL);
    if (k == 1 && mm_prop_in_worker()) cr_log_info("prop/parallel_synthetic: a log line from a worker");
    mm_instance_free(in);
  }
  mm_prop_end(pr);
  mm_prop_set_jobs(0);
}

@ @<Prop checks: subroutines@>=
static char *slurp(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  char *s;
  long m;
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END); m = ftell(f); rewind(f);
  s = malloc((size_t)m + 1);
  *len = fread(s, 1, (size_t)m, f);
  fclose(f);
  return s;
}
static void same_file(const char *a, const char *b)
{
  size_t la = 0, lb = 0;
  char *x = slurp(a, &la), *y = slurp(b, &lb);
  cr_assert(x != NULL && y != NULL, "missing: %s or %s", a, b);
  cr_assert(la == lb && memcmp(x, y, la) == 0, "%s and %s differ", a, b);
  free(x); free(y);
}
static int list_dir(const char *dir, char names[][256], int max)
{
  char cmd[600];
  FILE *p;
  int m = 0;
  snprintf(cmd, sizeof cmd, "ls '%s' | sort", dir);
  p = popen(cmd, "r");
  cr_assert(p != NULL);
  while (m < max && fgets(names[m], 256, p)) { names[m][strcspn(names[m], "\n")] = '\0'; m++; }
  pclose(p);
  return m;
}

@ @<Prop checks: subroutines@>=
static void same_tally(const mm_prop *a, const mm_prop *b)
{
  cr_assert(a->skipped == b->skipped && a->passed == b->passed && a->failed == b->failed,
    "counts %d/%d/%d vs %d/%d/%d", a->skipped, a->passed, a->failed, b->skipped, b->passed, b->failed);
  cr_assert(a->worst_trial == b->worst_trial && memcmp(&a->worst, &b->worst, sizeof a->worst) == 0,
    "worst %g (trial %d) vs %g (trial %d)", a->worst, a->worst_trial, b->worst, b->worst_trial);
  for (int j = 0; j < MM_TIERS; j++)
    cr_assert(memcmp(&a->tier[j], &b->tier[j], sizeof a->tier[j]) == 0, "tier %d differs", j);
  cr_assert(a->ncounters == b->ncounters, "%d vs %d counters", a->ncounters, b->ncounters);
  for (int j = 0; j < a->ncounters; j++)
    cr_assert(!strcmp(a->counter[j], b->counter[j]) && a->counter_value[j] == b->counter_value[j],
      "counter %s: %ld vs %s: %ld", a->counter[j], a->counter_value[j], b->counter[j], b->counter_value[j]);
  cr_assert(a->nreasons == b->nreasons, "%d vs %d reasons", a->nreasons, b->nreasons);
  for (int j = 0; j < a->nreasons; j++) {
    int m = 0;
    while (m < b->nreasons && strcmp(a->reason[j], b->reason[m])) m++;
    cr_assert(m < b->nreasons && a->reason_count[j] == b->reason_count[m], "reason %s", a->reason[j]);
  }
  cr_assert(a->nfailures == b->nfailures && a->first_failure == b->first_failure && !strcmp(a->failure, b->failure),
    "failures %d (first %d) vs %d (first %d)", a->nfailures, a->first_failure, b->nfailures, b->first_failure);
  for (int j = 0; j < a->nfailures; j++)
    cr_assert(a->failures[j].trial == b->failures[j].trial && !strcmp(a->failures[j].message, b->failures[j].message),
      "failure %d: trial %d vs %d", j, a->failures[j].trial, b->failures[j].trial);
}

@ @<Prop checks: tests@>=
Test(prop, parallel_trials_tally_what_one_process_does)
{
  char dir[3][64], path[2][1024], names[2][64][256];
  mm_prop pr[3];
  int jobs[3] = {1, 2, 3}, m0, m;
  for (int j = 0; j < 3; j++) {
    strcpy(dir[j], "/tmp/mmattn-par-XXXXXX");
    cr_assert(mkdtemp(dir[j]) != NULL);
    run_synthetic(jobs[j], dir[j], &pr[j]);
  }
  cr_assert(pr[0].failed > MM_PROP_MAXFAIL && pr[0].nreasons == 3 && pr[0].worst_trial == 38,
    "the synthetic property does not exercise the merge: %d failed, %d reasons, worst trial %d",
    pr[0].failed, pr[0].nreasons, pr[0].worst_trial);
  cr_assert(pr[0].ncounters == 2 && pr[0].counter_value[0] == 22 && pr[0].counter_value[1] > 150,
    "counters of one process: %ld multiples of seven (want 22), %ld tokens", pr[0].counter_value[0], pr[0].counter_value[1]);
  snprintf(path[0], sizeof path[0], "%s/counterexamples", dir[0]);
  m0 = list_dir(path[0], names[0], 64);
  cr_assert(m0 >= MM_PROP_MAXFAIL, "%d counterexample files", m0);
  for (int j = 1; j < 3; j++) {
    same_tally(&pr[0], &pr[j]);
    snprintf(path[0], sizeof path[0], "%s/verification/prop.parallel_synthetic.json", dir[0]);
    snprintf(path[1], sizeof path[1], "%s/verification/prop.parallel_synthetic.json", dir[j]);
    same_file(path[0], path[1]);
    snprintf(path[1], sizeof path[1], "%s/counterexamples", dir[j]);
    m = list_dir(path[1], names[1], 64);
    cr_assert(m == m0, "%d workers saved %d counterexample files, one process %d", jobs[j], m, m0);
    for (int f = 0; f < m; f++) {
      cr_assert(!strcmp(names[0][f], names[1][f]), "%s vs %s", names[0][f], names[1][f]);
      snprintf(path[0], sizeof path[0], "%.63s/counterexamples/%.255s", dir[0], names[0][f]);
      snprintf(path[1], sizeof path[1], "%.63s/counterexamples/%.255s", dir[j], names[1][f]);
      same_file(path[0], path[1]);
    }
  }
  for (int j = 0; j < 3; j++) {
    snprintf(path[0], sizeof path[0], "rm -rf '%s'", dir[j]);
    cr_assert(system(path[0]) == 0);
  }
}

@ The report is the last link: a sweep's shards must merge into the row one
process would have written, and a failed property must make the report
tool exit non-zero (that exit is what fails \.{make check}). Two shards of
one property of $20$ trials are written into a temporary report directory,
with a loop that visits every trial (the runner counts only its own
shard's); trial $k$ is skipped when $k\bmod5=4$, fails (statistic $1$
against tolerance $1/2$) when $k\bmod3=0$ and is not skipped, and passes
otherwise; a counter adds $k\bmod4$ on every trial. By hand: $4$ skipped ($4,9,14,19$), $6$ failed
($0,3,6,12,15,18$), $10$ passed, worst $1$ at trial $0$, the counter
$5\cdot(0+1+2+3)=30$. Then
\.{mmattn\_report} (beside the command the runner tests, \.{MMATTN\_BIN})
runs on that directory: it must exit with $1$, and its JSON row must carry
exactly those counts. A runner that counted a failure as a skip, a merge
that lost one shard's counts (or counted another shard's trial), or a report that exited $0$ over a failure
would each be caught here.
@^shards@>
@<Prop checks: tests@>=
Test(prop, shards_merge_into_one_row_and_a_failure_fails_the_report)
{
  const char *bin = getenv("MMATTN_BIN");
  char cmd[1024], path[256];
  json_t *rows, *row = NULL, *o;
  size_t j;
  int rc;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  use_tmp_reports();
  setenv("MMATTN_TRIALS", "1", 1);
  for (int r = 0; r < 2; r++) {
    mm_prop pr;
    snprintf(path, sizeof path, "%d/2", r);
    setenv("MMATTN_SHARD", path, 1);
    mm_prop_begin(&pr, "prop", "sharded", "none", "k mod 3 == 0", 0.5, 20);
    cr_assert(pr.trials == 20 && pr.shard == r && pr.shards == 2, "trials %d, shard %d of %d", pr.trials, pr.shard, pr.shards);
    int c = mm_prop_counter(&pr, "k mod 4");
    for (int k = 0; k < pr.trials; k++) {
      mm_prop_at(&pr, k);
      mm_prop_add(&pr, c, k % 4);
      if (k % 5 == 4) mm_prop_skip(&pr, "k mod 5 == 4");
      else mm_prop_record(&pr, k, k % 3 == 0 ? 1.0 : 0.0, NULL, "k = %d", k);
    }
    mm_prop_end(&pr);
  }
  unsetenv("MMATTN_SHARD");
  snprintf(cmd, sizeof cmd, "%.*s/mmattn_report > %s/report.log 2>&1", (int)(strrchr(bin, '/') ? strrchr(bin, '/') - bin : 1),
    strrchr(bin, '/') ? bin : ".", tmpdir);
  rc = system(cmd);
  cr_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 1, "%s: exit status %d, want 1 (a failed property)", cmd, WIFEXITED(rc) ? WEXITSTATUS(rc) : -1);
  snprintf(path, sizeof path, "%s/verification.json", tmpdir);
  rows = json_load_file(path, 0, NULL);
  cr_assert(rows != NULL, "%s not written", path);
  json_array_foreach(rows, j, o)
    if (!strcmp(json_string_value(json_object_get(o, "claim")), "prop") && !strcmp(json_string_value(json_object_get(o, "property")), "sharded")) row = o;
  cr_assert(row != NULL, "no row prop/sharded in %s", path);
  cr_assert(json_integer_value(json_object_get(row, "trials")) == 20 && json_integer_value(json_object_get(row, "skipped")) == 4
    && json_integer_value(json_object_get(row, "failed")) == 6 && json_integer_value(json_object_get(row, "passed")) == 10
    && json_integer_value(json_object_get(row, "worst_trial")) == 0,
    "merged row: trials %lld skipped %lld failed %lld passed %lld worst trial %lld; want 20, 4, 6, 10, 0",
    json_integer_value(json_object_get(row, "trials")), json_integer_value(json_object_get(row, "skipped")),
    json_integer_value(json_object_get(row, "failed")), json_integer_value(json_object_get(row, "passed")),
    json_integer_value(json_object_get(row, "worst_trial")));
  cr_assert(json_integer_value(json_object_get(json_object_get(row, "counters"), "k mod 4")) == 30,
    "merged counter k mod 4: %lld, want 30", json_integer_value(json_object_get(json_object_get(row, "counters"), "k mod 4")));
  json_decref(rows);
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  cr_assert(system(cmd) == 0);
}

@ The environment is read strictly (see |mm_prop_seed|). Three ways a run
could pass while testing something else than it says: a seed read in
octal (\.{010} must be ten) or a negative one read as $2^{64}-1$; a trial
factor so large that a property's count overflows an |int| (it ran no
trial and passed); and a report directory that cannot be written, which
lost every tally while the checks passed. The refusals end the process,
so each case runs in a child process and the check reads its exit code:
$2$ for a refused variable, $6$ for a tally that cannot be written, and
$0$ only when the child got past the point where it must have stopped.
@<Prop checks: subroutines@>=
static int child_exit(void (*body)(void))
{
  int st;
  pid_t pid = fork();
  cr_assert(pid >= 0, "fork");
  if (pid == 0) {
    if (freopen("/dev/null", "w", stderr) == NULL) _exit(99);
    body();
    _exit(0);
  }
  cr_assert(waitpid(pid, &st, 0) == pid);
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}
static void read_seed(void) { (void)mm_prop_seed(); }
static void begin_30(void)
{
  mm_prop pr;
  mm_prop_begin(&pr, "prop", "scaled", "none", "x", 1.0, 30);
}
static void three_passing_trials(void)
{
  mm_prop pr;
  mm_prop_begin(&pr, "prop", "unrecorded", "none", "x", 1.0, 3);
  for (int k = 0; k < pr.trials; k++) { mm_prop_at(&pr, k); mm_prop_record(&pr, k, 0.0, NULL, "k = %d", k); }
  mm_prop_end(&pr);
}

@ @<Prop checks: tests@>=
Test(prop, seed_is_decimal_or_hexadecimal_and_never_negative)
{
  const char *bad[] = {"-1", "+5", " 5", "5x", "0x", "1e3", "18446744073709551616", "0x10000000000000000"};
  setenv("MMATTN_SEED", "010", 1);
  cr_assert(mm_prop_seed() == 10, "MMATTN_SEED=010 read as %llu, not ten", (unsigned long long)mm_prop_seed());
  setenv("MMATTN_SEED", "0x1F", 1);
  cr_assert(mm_prop_seed() == 31, "MMATTN_SEED=0x1F read as %llu", (unsigned long long)mm_prop_seed());
  setenv("MMATTN_SEED", "18446744073709551615", 1);
  cr_assert(mm_prop_seed() == UINT64_MAX);
  for (size_t j = 0; j < sizeof bad / sizeof *bad; j++) {
    setenv("MMATTN_SEED", bad[j], 1);
    cr_expect_eq(child_exit(read_seed), 2, "MMATTN_SEED=\"%s\" was accepted", bad[j]);
  }
}
Test(prop, trial_factor_that_overflows_is_refused)
{
  setenv("MMATTN_TRIALS", "1e308", 1);
  cr_expect_eq(child_exit(begin_30), 2, "MMATTN_TRIALS=1e308 (30 x 1e308 trials) was accepted");
  setenv("MMATTN_TRIALS", "71582788.5", 1); /* 30 x that = 2147483655 > |INT_MAX| */
  cr_expect_eq(child_exit(begin_30), 2, "MMATTN_TRIALS=71582788.5 was accepted");
  setenv("MMATTN_TRIALS", "71582788", 1); /* 2147483640 trials: planned, not run */
  cr_expect_eq(child_exit(begin_30), 0, "MMATTN_TRIALS=71582788 was refused");
}
Test(prop, unwritable_report_directory_fails_the_property)
{
  char bad[128];
  FILE *f;
  use_tmp_reports();
  snprintf(bad, sizeof bad, "%s/file", tmpdir);
  f = fopen(bad, "w");
  cr_assert(f != NULL && fclose(f) == 0);
  snprintf(bad, sizeof bad, "%s/file/reports", tmpdir); /* below a regular file: cannot be created */
  setenv("MMATTN_REPORT_DIR", bad, 1);
  setenv("MMATTN_TRIALS", "1", 1);
  cr_expect_eq(child_exit(three_passing_trials), 6, "a property whose tally could not be written under %s passed", bad);
  setenv("MMATTN_REPORT_DIR", tmpdir, 1);
  cr_expect_eq(child_exit(three_passing_trials), 0, "a property whose tally could be written failed");
}

@ The report sets beside each verdict the power of the checks against the
planted false versions of its result, from the record that
\.{MMATTN\_POWER} names. Here the record is made up: three false theorems
of ``Theorem 1'' (one detected with $f=1/2$ at $N=4$, so power $15/16$; one
missed; one stopped by its time limit, which is not measured) and one of ``Theorem 2'' (detected, $f=1/2$ at
$N=40$, power $1-2^{-40}$). Theorem~1's line must count three planted, one
not measured and one detected, and name the missed one as the least
(power $0$); Theorem~2's must say the power exceeds $0.9999$; a file that
is not such a record is bad input (exit 2).
@<Prop checks: tests@>=
static const char *made_up_power =
  "{\"false_theorems\": [\n"
  " {\"name\": \"ft_found\", \"results\": \"Theorem 1\", \"outcome\": \"detected\", \"f\": 0.5, \"default_trials\": 4, \"factor\": 0.25, \"commit\": \"abc1234\", \"date\": \"2026-01-01 00:00 UTC\"},\n"
  " {\"name\": \"ft_missed\", \"results\": \"Theorem 1\", \"outcome\": \"missed\", \"f\": 0, \"default_trials\": 4, \"factor\": 0.25, \"commit\": \"abc1234\", \"date\": \"2026-01-01 00:00 UTC\"},\n"
  " {\"name\": \"ft_later\", \"results\": \"Theorem 1\", \"outcome\": \"timeout\", \"f\": 0, \"default_trials\": 0, \"factor\": 0.05, \"commit\": \"abc1234\", \"date\": \"2026-01-01 00:00 UTC\"},\n"
  " {\"name\": \"ft_two\", \"results\": \"Theorem 2; E1\", \"outcome\": \"detected\", \"f\": 0.5, \"default_trials\": 40, \"factor\": 0.05, \"commit\": \"def5678\", \"date\": \"2026-01-02 00:00 UTC\"}]}\n";
static int run_report(void)
{
  const char *bin = getenv("MMATTN_BIN");
  char cmd[1024];
  int rc;
  snprintf(cmd, sizeof cmd, "%.*s/mmattn_report > %s/report.log 2>&1", (int)(strrchr(bin, '/') ? strrchr(bin, '/') - bin : 1),
    strrchr(bin, '/') ? bin : ".", tmpdir);
  rc = system(cmd);
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}
Test(prop, verdicts_carry_the_power_against_false_theorems)
{
  char path[256], line[1024];
  FILE *f;
  int one = 0, two = 0, rc;
  mm_prop pr;
  cr_assert(getenv("MMATTN_BIN") != NULL, "MMATTN_BIN is not set");
  use_tmp_reports();
  setenv("MMATTN_TRIALS", "1", 1);
  mm_prop_begin(&pr, "prop", "power_line", "none", "0", 0.5, 3);
  mm_prop_result(&pr, "Theorem 1");
  for (int k = 0; k < pr.trials; k++) mm_prop_record(&pr, k, 0.0, NULL, "k = %d", k);
  mm_prop_end(&pr);
  snprintf(path, sizeof path, "%s/made_up_power.json", tmpdir);
  f = fopen(path, "w");
  cr_assert(f != NULL && fputs(made_up_power, f) >= 0 && fclose(f) == 0, "%s not written", path);
  setenv("MMATTN_POWER", path, 1);
  cr_assert_eq(rc = run_report(), 0, "mmattn_report exit %d with the record %s", rc, path);
  snprintf(path, sizeof path, "%s/verdicts.tex", tmpdir);
  f = fopen(path, "r");
  cr_assert(f != NULL, "%s not written", path);
  while (fgets(line, sizeof line, f)) {
    one += strstr(line, "\\vpower{3}{1}{1}{0.0000}{ft\\_missed}{0.25}{abc1234}{2026-01-01 00:00 UTC}") != NULL;
    two += strstr(line, "\\vpower{1}{0}{1}{$>$0.9999}{ft\\_two}{0.05}{def5678}{2026-01-02 00:00 UTC}") != NULL;
  }
  fclose(f);
  cr_expect_eq(one, 1, "Theorem 1's power line (3 planted, 1 not measured, 1 detected, least: ft_missed at 0) not found once in %s", path);
  cr_expect_eq(two, 2, "Theorem 2's and E1's power lines (1 planted, detected, power above 0.9999) not found in %s", path);
  snprintf(path, sizeof path, "%s/made_up_power.json", tmpdir);
  f = fopen(path, "w");
  cr_assert(f != NULL && fputs("{\"false_theorems\": 3}\n", f) >= 0 && fclose(f) == 0);
  cr_expect_eq(rc = run_report(), 2, "a record without the array false_theorems: exit %d, want 2", rc);
  unsetenv("MMATTN_POWER");
}
