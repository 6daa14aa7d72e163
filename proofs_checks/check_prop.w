@*Checks of the property runner.
\lbl{chk:prop}{\sl Specification:\/} the property runner, \fnsec{mm_prop_begin}.
The runner is itself code under test: if it passed a failing property, every
row of the verification report would be worthless. These checks feed it
properties that must fail and look at what it reports. They run with the
report directory pointed at a temporary folder, and write no tally, so the
deliberate failures do not enter the verification report.

@(check_prop.c@>=
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <jansson.h>
#include <criterion/criterion.h>
#include "prop.h"
@<Prop checks: helpers@>@;
@<Prop checks: tests@>@;

@ A deliberately false property: ``no coordinate of any token exceeds
$2$ in absolute value'', whose statistic is the largest such coordinate.
Random Gaussian instances violate it often, and the smallest violating
instance has one input with one token.
@<Prop checks: helpers@>=
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

@ The report is the last link: a sweep's shards must merge into the row one
process would have written, and a failed property must make the report
tool exit non-zero (that exit is what fails \.{make check}). Two shards of
one property of $20$ trials are written into a temporary report directory,
with a loop that visits every trial (the runner counts only its own
shard's); trial $k$ is skipped when $k\bmod5=4$, fails (statistic $1$
against tolerance $1/2$) when $k\bmod3=0$ and is not skipped, and passes
otherwise. By hand: $4$ skipped ($4,9,14,19$), $6$ failed
($0,3,6,12,15,18$), $10$ passed, worst $1$ at trial $0$. Then
\.{mmattn\_report} (beside the command the runner tests, \.{MMATTN\_BIN})
runs on that directory: it must exit with $1$, and its JSON row must carry
exactly those counts. A runner that counted a failure as a skip, a merge
that lost one shard's counts, or a report that exited $0$ over a failure
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
    for (int k = 0; k < pr.trials; k++) {
      mm_prop_at(&pr, k);
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
  json_decref(rows);
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
  cr_assert(system(cmd) == 0);
}
