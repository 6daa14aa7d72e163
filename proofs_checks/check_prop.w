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
