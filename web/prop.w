@*The property runner.
Every check in Part~II is a {\it property\/}: a statement tested on many
generated instances. The runner gives each property a name, a trial count,
a seed, and a tally: trials run, trials skipped because a hypothesis did not
hold (with the reason), trials passed and failed, and the worst value of
the property's statistic against its tolerance. The tally is written as one
JSON file per property under \.{reports/verification/}, from which
\.{make check} assembles the verification report.
@^property runner@>
@^verification report@>

Reproducibility is by construction. The seed is fixed (|MM_DEFAULT_SEED|)
unless the environment variable \.{MMATTN\_SEED} overrides it, and trial $k$
draws from the stream |mm_rng_seed(seed, k)|, so any single failing trial can
be replayed alone. The environment variable \.{MMATTN\_TRIALS} multiplies
every trial count (\.{MMATTN\_TRIALS=10} is the large sweep; the sanitizer
pass of CI uses a fraction). A failing trial writes its instance to
\.{reports/counterexamples/} so that it can be fed to the \.{mmattn} tool.
@.MMATTN\_SEED@>
@.MMATTN\_TRIALS@>
@^counterexamples@>

@(prop.h@>=
#ifndef MM_PROP_H
#define MM_PROP_H
#include "gen.h"
@<Prop: type definitions@>@;
@<Prop: declarations@>@;
#endif

@ @(prop.c@>=
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>
#include <errno.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "prop.h"
#include "io.h"
@<Prop: replay state@>@;
@<Prop: parallel state@>@;
@<Prop: subroutines@>@;

@ A property records up to |MM_PROP_REASONS| distinct skip reasons with their
counts, and up to |MM_PROP_MAXFAIL| failing trials (the ones with the
smallest trial numbers) with their messages. Besides the totals it keeps
one count per size {\it tier\/} (see below), up to |MM_PROP_COUNTERS|
named {\it counters\/} of what its trials did (see |mm_prop_counter|), and it carries two labels that
the report prints beside its numbers: its {\it kind\/} and how the check
differs from the paper's statement (its {\it algorithm\/} string).
@<Prop: type definitions@>=
#define MM_DEFAULT_SEED 20231210ULL
#define MM_PROP_REASONS 8
#define MM_PROP_MAXFAIL 20
#define MM_PROP_COUNTERS 12
#define MM_TIERS 3
typedef struct {
  int trials, skipped, passed, failed;
  double worst; /* the worst statistic of the tier's tested trials */
  int worst_trial; /* $-1$ when none was tested */
} mm_prop_count;
typedef struct {
  int trial;
  char message[512];
} mm_prop_failure;
typedef struct {
  const char *claim, *name, *hypotheses, *statistic;
  const char *kind, *algorithm; /* see |mm_prop_label| */
  const char *result; /* the paper's results it bears on, see |mm_prop_result| */
  double tol; /* the property holds on a trial when the statistic is $\le$ |tol| */
  uint64_t seed;
  int trials, skipped, passed, failed;
  double worst; /* the worst statistic seen on a non-skipped trial */
  int worst_trial;
  int first_failure; /* trial number, or $-1$ */
  char failure[512]; /* what the first failing trial said */
  int nreasons;
  const char *reason[MM_PROP_REASONS];
  int reason_count[MM_PROP_REASONS];
  int share[MM_TIERS]; /* percent of the trials drawn from each tier */
  mm_prop_count tier[MM_TIERS];
  int current; /* the trial being run, for the tier of a skip */
  int nfailures;
  mm_prop_failure failures[MM_PROP_MAXFAIL];
  int shard, shards; /* this process runs the trials $k\equiv|shard|\pmod{|shards|}$ */
  int ncounters;
  const char *counter[MM_PROP_COUNTERS]; /* their names, in the order declared */
  long counter_value[MM_PROP_COUNTERS];
} mm_prop;

@ Kinds. A row of the report is one of five things, and a reader must be
able to tell them apart.
{\it theorem}: the paper's statement, tested as stated (with the numerical
reading its chapter argues: radii or norms up to a bound, a tolerance);
{\it suite formulation}: a reformulation of a result whose algorithm or
hypotheses differ from the paper's (normalised instead of plain gradient
descent, an added hypothesis, a local path), named in the algorithm string;
{\it mechanics}: the library computing what it claims (an oracle against
a reference, a gradient against finite differences);
{\it observation}: a regularity the paper's experiments show but its
theorems do not claim; its failures are listed and not counted;
{\it finding}: a search for a counterexample to a stronger claim than the
paper's (the descent lemma without Assumption~B, for example), which
passes when it finds one.
@^kinds of properties@>
@<Prop: type definitions@>=
#define MM_KIND_THEOREM "theorem"
#define MM_KIND_SUITE "suite formulation"
#define MM_KIND_MECHANICS "mechanics"
#define MM_KIND_OBSERVATION "observation"
#define MM_KIND_FINDING "finding"

@ Results. A property also names the results of the paper it bears on,
with |mm_prop_result|: the labels of the Verdicts chapter (\secref{verdicts}),
such as \.{"Theorem 3"}, \.{"descent lemma"} or \.{"E4"}, several separated
by \.{"; "}. The report groups the rows under these labels and derives each
result's verdict from their kinds and outcomes, so the mapping from rows to
results is declared where the check is written, beside its kind and its
tested form, and not typed into a table. A property that names none (most
mechanics) appears only in the per-property table.
@^verdicts@>
@<Prop: subroutines@>=
void mm_prop_result(mm_prop *pr, const char *result) { pr->result = result; }

@ @<Prop: declarations@>=
uint64_t mm_prop_seed(void);
double mm_prop_scale(void);
void mm_prop_begin(mm_prop *pr, const char *claim, const char *name,
  const char *hypotheses, const char *statistic, double tol, int base_trials);
void mm_prop_label(mm_prop *pr, const char *kind, const char *algorithm);
void mm_prop_result(mm_prop *pr, const char *result);
void mm_prop_tiers(mm_prop *pr, int tiny, int medium, int large);
int mm_prop_tier(const mm_prop *pr, int trial);
void mm_prop_at(mm_prop *pr, int trial);
void mm_prop_rng(mm_prop *pr, int trial, mm_rng *r);
int mm_prop_adversarial(int trial);
void mm_prop_skip(mm_prop *pr, const char *reason);
int mm_prop_counter(mm_prop *pr, const char *name);
void mm_prop_add(mm_prop *pr, int counter, long by);
int mm_prop_record(mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void mm_prop_end(mm_prop *pr);
const char *mm_prop_summary(const mm_prop *pr);
int mm_prop_worse(double a, int ta, double b, int tb);
int mm_prop_run(const mm_prop *pr);
int mm_prop_first(mm_prop *pr);
int mm_prop_next(const mm_prop *pr, int trial);
extern const char *const mm_tier_name[MM_TIERS];

@ The environment is read once per property. A malformed value is not
ignored: the runner stops with a message, because a sweep that silently ran
at the default size would be reported as something it was not. The seed
is a decimal integer $0\le s<2^{64}$, or hexadecimal after \.{0x}; nothing
else is read as one: no sign (|strtoull| would read \.{-1} as $2^{64}-1$,
recorded as $-1$), no octal (\.{010} is ten, not eight), no white space.
The trial factor must be positive and finite, and no property's trial
count (its base count times the factor, rounded up) may exceed the largest
|int|: a count that overflowed would run no trial at all and pass.
@.MMATTN\_SEED must be a decimal integer@>
@.MMATTN\_TRIALS must be positive@>
@.MMATTN\_TRIALS is too large@>

@<Prop: subroutines@>=
uint64_t mm_prop_seed(void)
{
  const char *e = getenv("MMATTN_SEED"), *p;
  int hex, digits = 0;
  uint64_t s = 0;
  if (e == NULL || *e == '\0') return MM_DEFAULT_SEED;
  hex = e[0] == '0' && (e[1] == 'x' || e[1] == 'X');
  for (p = hex ? e + 2 : e; *p; p++, digits++) {
    int v = *p >= '0' && *p <= '9' ? *p - '0' : hex && *p >= 'a' && *p <= 'f' ? *p - 'a' + 10
      : hex && *p >= 'A' && *p <= 'F' ? *p - 'A' + 10 : -1;
    unsigned base = hex ? 16 : 10;
    if (v < 0 || s > (UINT64_MAX - (uint64_t)v) / base) break; /* not a digit, or $s\cdot|base|+v\ge2^{64}$ */
    s = s * base + (uint64_t)v;
  }
  if (*p != '\0' || digits == 0) {
    fprintf(stderr, "mmattn: MMATTN_SEED must be a decimal integer 0..18446744073709551615 (or hexadecimal 0x...): \"%s\"\n", e);
    exit(2);
  }
  return s;
}
double mm_prop_scale(void)
{
  const char *e = getenv("MMATTN_TRIALS");
  char *end;
  double f;
  if (e == NULL || *e == '\0') return 1.0;
  f = strtod(e, &end);
  if (*end != '\0' || !(f > 0) || !isfinite(f)) {
    fprintf(stderr, "mmattn: MMATTN_TRIALS must be positive: \"%s\"\n", e);
    exit(2);
  }
  return f;
}

@ Shards. A sweep over several processes (the MPI driver of the sweep
chapter) gives each process the environment variable
\.{MMATTN\_SHARD=$r$/$P$}: that process runs the trials $k\equiv
r\pmod P$ of every property, and writes its tally under a name that
carries $r$ and $P$. The report merges the tallies of one property into the
row a single process would have written. Without the variable a process
is shard $0$ of $1$.
@.MMATTN\_SHARD must be r/P@>
@^shards@>
@<Prop: subroutines@>=
static _Thread_local int trial_in_force; /* the trial being run, for every tally of the loop */
static void read_shard(int *r, int *P)
{
  const char *e = getenv("MMATTN_SHARD");
  int a, b, len = 0;
  *r = 0; *P = 1;
  if (e == NULL || *e == '\0') return;
  if (sscanf(e, "%d/%d%n", &a, &b, &len) != 2 || e[len] != '\0' || b < 1 || a < 0 || a >= b) {
    fprintf(stderr, "mmattn: MMATTN_SHARD must be r/P with 0 <= r < P: \"%s\"\n", e);
    exit(2);
  }
  *r = a; *P = b;
}

@ @<Prop: subroutines@>=
void mm_prop_begin(mm_prop *pr, const char *claim, const char *name,
  const char *hypotheses, const char *statistic, double tol, int base_trials)
{
  double t = ceil(base_trials * mm_prop_scale());
  if (!(t <= INT_MAX)) {
    fprintf(stderr, "mmattn: MMATTN_TRIALS is too large: %s/%s would run %d x %s = %.3g trials, more than %d\n",
      claim, name, base_trials, getenv("MMATTN_TRIALS"), t, INT_MAX);
    exit(2);
  }
  memset(pr, 0, sizeof *pr);
  pr->claim = claim; pr->name = name; pr->hypotheses = hypotheses;
  pr->statistic = statistic; pr->tol = tol;
  pr->kind = strncmp(name, "observation_", 12) ? MM_KIND_MECHANICS : MM_KIND_OBSERVATION;
  pr->algorithm = "";
  pr->seed = mm_prop_seed();
  pr->trials = t < 1 ? 1 : (int)t;
  pr->current = trial_in_force = 0;
  pr->worst = -HUGE_VAL; pr->worst_trial = -1; pr->first_failure = -1;
  pr->share[0] = 100;
  for (int j = 0; j < MM_TIERS; j++) { pr->tier[j].worst = -HUGE_VAL; pr->tier[j].worst_trial = -1; }
  read_shard(&pr->shard, &pr->shards);
  if (replaying()) replay_check_trial(pr);
  mm_gen_use_tier(0);
  open_props++;
}
void mm_prop_label(mm_prop *pr, const char *kind, const char *algorithm)
{
  pr->kind = kind; pr->algorithm = algorithm;
}
void mm_prop_rng(mm_prop *pr, int trial, mm_rng *r)
{
  pr->current = trial_in_force = trial;
  mm_gen_use_tier(mm_prop_tier(pr, trial));
  mm_rng_seed(r, pr->seed, (uint64_t)trial);
}
void mm_prop_at(mm_prop *pr, int trial) { pr->current = trial_in_force = trial; }

@ The generator draws at the tier of the trial that |mm_prop_rng| started
(see |mm_gen_use_tier|); a property's second tally in the same loop must
declare the same tiers as the first.

@ Tiers. A property that can run at several sizes declares the percentage
of its trials drawn from each tier: {\it tiny\/} (the generator's defaults,
$n\le4$, $T\le5$, $d\le5$), {\it medium\/} ($n\le16$, $T\le12$, $d\le12$)
and {\it large\/} ($n\le64$, $T\le32$, $d\le32$); |mm_gen_tier| turns a
tier into generator options. The tier of trial $k$ is a fixed function of
$k$, so that a replay of one trial draws the same size, and the shares are
exact over every block of $100$ consecutive trials: the trial's position
$k\bmod100$, scrambled by the multiplier $37$ (prime to $100$), falls in
the first |tiny| positions, the next |medium|, or the rest. The scrambling
spreads the tiers over the trials, so that a short run, or every shard
of a sweep, sees all of them, and it is independent of the rotation of
adversarial draws (trial $k$ with $k\bmod3=2$).
@^tiers@>
@<Prop: subroutines@>=
void mm_prop_tiers(mm_prop *pr, int tiny, int medium, int large)
{
  mm_assert(tiny >= 0 && medium >= 0 && large >= 0 && tiny + medium + large == 100);
  pr->share[0] = tiny; pr->share[1] = medium; pr->share[2] = large;
  if (replaying()) replay_tiers(pr);
}
int mm_prop_tier(const mm_prop *pr, int trial)
{
  int pos = (int)((37L * (trial % 100)) % 100);
  return pos < pr->share[0] ? 0 : pos < pr->share[0] + pr->share[1] ? 1 : 2;
}

@ The trials this process accounted for (in a shard, its own share of them):
what a check's demand for a minimum tested fraction is measured against.
@<Prop: subroutines@>=
int mm_prop_run(const mm_prop *pr) { return pr->passed + pr->failed + pr->skipped; }

@ About a third of the trials are {\it adversarial\/}: the check draws them
at boundary values (near-ties, near-degenerate geometry, large norms). Which
ones is a fixed function of the trial number, so a replay sees the same kind.
@<Prop: subroutines@>=
int mm_prop_adversarial(int trial) { return trial % 3 == 2; }

@ A skip is charged to the tier of the current trial: the one last given
to |mm_prop_rng|, |mm_prop_at| or |mm_prop_record| for any tally of this
thread, since the tallies of one loop share their trials. In a shard, a trial
that belongs to another shard is not counted: a check whose loop visits
every trial (instead of |k=pr.shard|, |pr.shard+pr.shards|, \dots) still
writes a correct tally, only slower, and a check of a fixed case that
records it as trial $0$ is counted once, by shard $0$.
@<Prop: subroutines@>=
void mm_prop_skip(mm_prop *pr, const char *reason)
{
  mm_prop_count *c;
  pr->current = trial_in_force;
  c = &pr->tier[mm_prop_tier(pr, pr->current)];
  if (!mine(pr, pr->current)) return; /* another shard's or worker's trial */
  if (replaying()) replay_show(pr, pr->current, NAN, NULL, reason, NULL);
  pr->skipped++; c->trials++; c->skipped++;
  for (int j = 0; j < pr->nreasons; j++)
    if (!strcmp(pr->reason[j], reason)) { pr->reason_count[j]++; return; }
  if (pr->nreasons < MM_PROP_REASONS) {
    pr->reason[pr->nreasons] = reason; pr->reason_count[pr->nreasons++] = 1;
  }
}

@ Counters. Besides its verdicts a property often counts what its trials
did: where the runs went, how many stopped growing, how many were read at
a further radius. Such a count must not live in a variable of the check,
since a loop split over workers or shards (see |mm_prop_first|) would leave
each process with a part of it; it lives in the tally, which the leader
and the report merge exactly (counts add up). |mm_prop_counter| declares a
counter by its name and returns its index; every counter is declared
before the loop over the trials, in the same order in every process, and
the report lists them in that order, with their totals, under the
property. |mm_prop_add| adds |by| to a counter on behalf of the current
trial (as for a skip: the one last given to |mm_prop_rng|, |mm_prop_at| or
|mm_prop_record|), and only if that trial is this process's own, so that a
loop that visits every trial still counts each once.
@^counters of a property@>
@<Prop: subroutines@>=
int mm_prop_counter(mm_prop *pr, const char *name)
{
  mm_assert(pr->ncounters < MM_PROP_COUNTERS);
  for (int j = 0; j < pr->ncounters; j++) mm_assert(strcmp(pr->counter[j], name) != 0);
  pr->counter[pr->ncounters] = name; pr->counter_value[pr->ncounters] = 0;
  return pr->ncounters++;
}
void mm_prop_add(mm_prop *pr, int counter, long by)
{
  mm_assert(counter >= 0 && counter < pr->ncounters);
  pr->current = trial_in_force;
  if (!mine(pr, pr->current)) return; /* another shard's or worker's trial */
  pr->counter_value[counter] += by;
}

@ The worst statistic is the largest in the order where NaN is above
$+\infty$, and between equal values the earlier trial wins. The order does
not depend on the order in which trials are seen, so the worst of a merged
set of shards is the worst of one sequential run.
@<Prop: subroutines@>=
int mm_prop_worse(double a, int ta, double b, int tb) /* is (a, ta) worse than (b, tb)? */
{
  if (tb < 0) return ta >= 0;
  if (ta < 0) return 0;
  if (isnan(a) != isnan(b)) return isnan(a);
  if (!isnan(a) && a != b) return a > b;
  return ta < tb;
}

@ Recording a trial compares the statistic with the tolerance; a NaN
statistic fails. Every failure, up to |MM_PROP_MAXFAIL| of them, keeps its
message and, if the trial had an instance, writes it as JSON to
\.{reports/counterexamples/}; the count of failures goes on beyond the cap.
@<Prop: subroutines@>=
int mm_prop_record(mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *fmt, ...)
{
  int ok = stat <= pr->tol;
  mm_prop_count *c = &pr->tier[mm_prop_tier(pr, trial)];
  pr->current = trial_in_force = trial;
  if (!mine(pr, trial)) return ok; /* another shard's or worker's trial */
  if (replaying()) @<Show the replayed trial's instance, statistic and verdict@>@;
  c->trials++;
  if (mm_prop_worse(stat, trial, pr->worst, pr->worst_trial)) { pr->worst = stat; pr->worst_trial = trial; }
  if (mm_prop_worse(stat, trial, c->worst, c->worst_trial)) { c->worst = stat; c->worst_trial = trial; }
  if (ok) { pr->passed++; c->passed++; return 1; }
  pr->failed++; c->failed++;
  if (pr->nfailures < MM_PROP_MAXFAIL) {
    va_list ap;
    int len;
    mm_prop_failure *f = &pr->failures[pr->nfailures++];
    f->trial = trial;
    len = snprintf(f->message, sizeof f->message,
      "%s/%s: seed %llu trial %d: statistic %.6g > tolerance %.3g: ", pr->claim, pr->name,
      (unsigned long long)pr->seed, trial, stat, pr->tol);
    va_start(ap, fmt);
    if (len > 0 && (size_t)len < sizeof f->message)
      vsnprintf(f->message + len, sizeof f->message - (size_t)len, fmt, ap);
    va_end(ap);
    if (in) @<Save the counterexample and mention its file in the message@>@;
    if (pr->first_failure < 0) { pr->first_failure = trial; strcpy(pr->failure, f->message); }
  }
  return 0;
}

@ @<Save the counterexample...@>=
{
  char path[512];
  size_t len;
  mkdir(mm_report_dir(), 0777);
  snprintf(path, sizeof path, "%s/counterexamples", mm_report_dir());
  mkdir(path, 0777);
  snprintf(path, sizeof path, "%s/counterexamples/%s.%s.seed%llu.trial%d.json", mm_report_dir(),
    pr->claim, pr->name, (unsigned long long)pr->seed, trial);
  len = strlen(f->message);
  if (mm_io_write_instance(path, in) == MM_OK)
    snprintf(f->message + len, sizeof f->message - len, " [instance: counterexamples/%s.%s.seed%llu.trial%d.json]",
      pr->claim, pr->name, (unsigned long long)pr->seed, trial);
}

@ The report directory is \.{reports} unless \.{MMATTN\_REPORT\_DIR} says
otherwise (the sanitizer pass writes elsewhere so that it does not overwrite
the main report).
@.MMATTN\_REPORT\_DIR@>
@<Prop: declarations@>=
const char *mm_report_dir(void);

@ @<Prop: subroutines@>=
const char *mm_report_dir(void)
{
  const char *e = getenv("MMATTN_REPORT_DIR");
  return e && *e ? e : "reports";
}

@ Ending a property writes its tally. The number of trials it reports is
the number accounted for (passed, failed or skipped), not the number
planned, so a check that stops early or runs a fixed set of cases cannot
report more trials than it ran. The file name is the claim and the
property name (and, in a sweep, the shard); both are identifiers, so no
quoting is needed. JSON has no infinities, and a statistic of $+\infty$ is
how many checks score a run that did not have the shape of convergence:
the worst value is then written as |null| with the flag
\.{worst\_nonfinite} set to \.{"inf"} (\.{"nan"}, \.{"-inf"} likewise);
a property that tested nothing has |null| and no flag.
@<Prop: subroutines@>=
static void put_worst(json_t *o, double w, int trial)
{
  json_object_set_new(o, "worst", trial >= 0 && isfinite(w) ? json_real(w) : json_null());
  json_object_set_new(o, "worst_nonfinite", trial < 0 || isfinite(w) ? json_null()
    : json_string(isnan(w) ? "nan" : w > 0 ? "inf" : "-inf"));
  json_object_set_new(o, "worst_trial", json_integer(trial));
}
const char *const mm_tier_name[MM_TIERS] = {"tiny", "medium", "large"};
void mm_prop_end(mm_prop *pr)
{
  char path[512];
  json_t *o, *r, *t, *fl;
  @<Hand this worker's tally to the leader, or merge the workers' tallies into it@>@;
  o = json_object(); r = json_object(); t = json_object(); fl = json_array();
  snprintf(path, sizeof path, "%s", mm_report_dir());
  mkdir(path, 0777);
  snprintf(path, sizeof path, "%s/verification", mm_report_dir());
  mkdir(path, 0777);
  if (pr->shards == 1) snprintf(path, sizeof path, "%s/verification/%s.%s.json", mm_report_dir(), pr->claim, pr->name);
  else snprintf(path, sizeof path, "%s/verification/%s.%s.shard%d-of-%d.json", mm_report_dir(), pr->claim, pr->name, pr->shard, pr->shards);
  json_object_set_new(o, "claim", json_string(pr->claim));
  json_object_set_new(o, "property", json_string(pr->name));
  json_object_set_new(o, "kind", json_string(pr->kind));
  json_object_set_new(o, "algorithm", json_string(pr->algorithm));
  json_object_set_new(o, "result", json_string(pr->result ? pr->result : ""));
  json_object_set_new(o, "hypotheses", json_string(pr->hypotheses));
  json_object_set_new(o, "statistic", json_string(pr->statistic));
  json_object_set_new(o, "tolerance", json_real(pr->tol));
  json_object_set_new(o, "seed", json_integer((json_int_t)pr->seed));
  json_object_set_new(o, "trials", json_integer(pr->passed + pr->failed + pr->skipped)); /* what was run, not what was planned */
  json_object_set_new(o, "skipped", json_integer(pr->skipped));
  json_object_set_new(o, "passed", json_integer(pr->passed));
  json_object_set_new(o, "failed", json_integer(pr->failed));
  put_worst(o, pr->worst, pr->worst_trial);
  @<Add the reasons in alphabetical order@>@;
  json_object_set_new(o, "skip_reasons", r);
  @<Add the tally of every tier@>@;
  json_object_set_new(o, "tiers", t);
  for (int j = 0; j < pr->nfailures; j++) {
    json_t *f = json_object();
    json_object_set_new(f, "trial", json_integer(pr->failures[j].trial));
    json_object_set_new(f, "message", json_string(pr->failures[j].message));
    json_array_append_new(fl, f);
  }
  json_object_set_new(o, "failures", fl);
  @<Add the counters in the order declared@>@;
  json_object_set_new(o, "shard", json_integer(pr->shard));
  json_object_set_new(o, "shards", json_integer(pr->shards));
  @<Write the tally to |path|, or end the process with exit code 6@>@;
  json_decref(o);
  @<Note a property that tested no draw@>@;
}

@ A check that ran nothing never passes. A property whose loop tested no
draw (every trial skipped, or no trial visited at all) has shown nothing,
whatever the cause: a hypothesis that no draw satisfies, a search that
found nothing, a trial count scaled down to nothing, a loop that does not
reach |mm_prop_record|. Unless it is an observation (whose outcomes are
not counted), such a property fails its check when the check's body
ends (|mm_prop_check_done|, after every tally of the check is written,
so that the report still sees them all), with the message
$$\hbox{\.{claim/property ran no trial: $N$ drawn, $S$ skipped}}$$
and the report fails it again (see |write_reports|). The rule is
applied to the whole property: in a group of workers by the leader,
after the merge; in a shard of a sweep only by the report, on the merged
row (one shard may well test nothing where the others test); and not in
a replay, where every other property records nothing by design.
@.ran no trial@>
@<Note a property that tested no draw@>=
if (pr->shards == 1 && !replaying() && pr->passed + pr->failed == 0
    && strcmp(pr->kind, MM_KIND_OBSERVATION) != 0 && empty_note[0] == '\0')
  snprintf(empty_note, sizeof empty_note, "%s/%s ran no trial: %d drawn, %d skipped",
    pr->claim, pr->name, mm_prop_run(pr), pr->skipped);

@ A tally that cannot be written (a report directory that cannot be
created or written) is a lost record: the report would then say nothing of
the property, and the run would pass without it. The property's process
ends at once with exit code~6 (an I/O error) and a message, which fails
its check whatever the check asserts afterwards.
@.cannot write the property's tally@>
@<Write the tally to |path|...@>=
if (mm_io_write_json(path, o) != MM_OK) {
  fprintf(stderr, "mmattn: %s/%s: cannot write the property's tally (MMATTN_REPORT_DIR=%s): %s\n",
    pr->claim, pr->name, mm_report_dir(), mm_error_message());
  json_decref(o);
  fflush(NULL);
  _exit(6);
}

@ Reasons are written sorted by their text, so that the tally does not
depend on which reason a process happened to meet first.
@<Add the reasons in alphabetical order@>=
{
  int done[MM_PROP_REASONS] = {0};
  for (int m = 0; m < pr->nreasons; m++) {
    int b = -1;
    for (int j = 0; j < pr->nreasons; j++)
      if (!done[j] && (b < 0 || strcmp(pr->reason[j], pr->reason[b]) < 0)) b = j;
    done[b] = 1;
    json_object_set_new(r, pr->reason[b], json_integer(pr->reason_count[b]));
  }
}

@ @<Add the counters in the order declared@>=
{
  json_t *c = json_object();
  for (int j = 0; j < pr->ncounters; j++) json_object_set_new(c, pr->counter[j], json_integer(pr->counter_value[j]));
  json_object_set_new(o, "counters", c);
}

@ @<Add the tally of every tier@>=
for (int j = 0; j < MM_TIERS; j++) {
  json_t *c = json_object();
  json_object_set_new(c, "share", json_integer(pr->share[j]));
  json_object_set_new(c, "trials", json_integer(pr->tier[j].trials));
  json_object_set_new(c, "skipped", json_integer(pr->tier[j].skipped));
  json_object_set_new(c, "passed", json_integer(pr->tier[j].passed));
  json_object_set_new(c, "failed", json_integer(pr->tier[j].failed));
  put_worst(c, pr->tier[j].worst, pr->tier[j].worst_trial);
  json_object_set_new(t, mm_tier_name[j], c);
}

@*1 Parallel trials.
The trials of a property are independent (trial $k$ draws from the stream
of $(\hbox{seed},k)$), so a property can use every core of the machine
without changing a bit of what it reports. A check opts in by writing its
loop over the trials as
$$\hbox{|for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k))|}$$
instead of |for (int k = 0; k < pr.trials; k++)|. When the environment
variable \.{MMATTN\_JOBS} asks for $J>1$ workers, |mm_prop_first| forks
$J-1$ copies of the running check; the original process (the {\it leader\/})
is worker~$0$, and worker $w$ runs the trials $k\equiv w\pmod J$: the
shards of a sweep, one level down (in a sweep, shard $r$ of $P$ splits
again, and worker $w$ runs $k\equiv r+Pw\pmod{PJ}$). Each worker tallies
its trials as usual; at |mm_prop_end| a worker sends its tally through a
pipe to the leader and, when it has ended every property it had open, it
exits. The leader merges the tallies into its own, as the report merges
the shards of a sweep (see |merge_shards|): counts and skip reasons add
up, the worst statistic is the worst in the order of |mm_prop_worse|, and
the failures are the |MM_PROP_MAXFAIL| with the smallest trial numbers;
the counterexamples that a worker saved for failures beyond those are
removed. The leader then holds, and writes, the tally of a sequential run,
so everything the check asserts after |mm_prop_end| sees the whole
property. Without \.{MMATTN\_JOBS} (or with $J=1$) nothing is forked and
the loop is the sequential one.
@^parallel trials@>
@.MMATTN\_JOBS@>

What a check that opts in must respect: the loop's trials are split, so
state that the loop accumulates outside the tallies (a local count, a
largest angle) is partial in every process, and may be asserted only
through a tally; every property open when the loop starts, and every
property begun in the loop's group, must be ended (the workers exit at
the last |mm_prop_end|); and the control flow from the loop to the last
|mm_prop_end| must not depend on which trials a process ran, since every
process passes the same ends in the same order. A check that keeps its
|k++| loop is still correct under \.{MMATTN\_JOBS} when it is run inside
another's group: it visits every trial in every process, and each records
only its own.

The workers are forked from the process that runs the check, after what
the check computed before its loop: nothing is recomputed. Two things
that hold in that process do not survive a fork, and the worker avoids
both. OpenMP's thread pool is not forked with the process (a parallel
region in the child waits forever for threads that do not exist), so a
worker sets its own thread count to one; the library's parallel
evaluation is bit-identical for every thread count (see the dyn chapter),
so this changes no result. And a test framework that talks to its runner
from the check's process must not be used from a worker:
|mm_prop_fail_hook| and the four routines of |mm_prop_worker_note|'s
section let the Criterion glue of the checks route a worker's failed
assertion and its log lines to the leader, which reports them as its own.

@ The state of the process: alone, the leader of a group of workers, or a
worker. |jobs_running| and |job_index| are $J$ and $w$ while a group runs
($1$ and $0$ otherwise); |open_props| counts the properties begun and not
yet ended. A leader keeps the process ids of its workers and the read
ends of their pipes; a worker keeps the write end of its own in
|job_fd[0]|.
@<Prop: parallel state@>=
#define MM_PROP_MAXJOBS 64 /* workers of one property, at most */
enum { MM_JOB_ALONE, MM_JOB_LEADER, MM_JOB_WORKER };
static int job_role = MM_JOB_ALONE, jobs_running = 1, job_index = 0, open_props = 0;
static pid_t job_pid[MM_PROP_MAXJOBS];
static int job_fd[MM_PROP_MAXJOBS];
static char worker_note[1024]; /* a worker's first failed assertion, if any */
static char empty_note[512]; /* the first property of the check that tested no draw, if any */
static void mm_prop_default_fail(const char *message);
void (*mm_prop_fail_hook)(const char *message) = mm_prop_default_fail;
static int mine(const mm_prop *pr, int trial);
static void start_jobs(void);
static void send_tally(const mm_prop *pr);
static void receive_tally(mm_prop *pr, int w);
static void merge_tally(mm_prop *pr, const mm_prop *o, const char *reasons);
static void remove_counterexample(const mm_prop *pr, int trial);
static void end_jobs(void);

@ @<Prop: declarations@>=
int mm_prop_jobs(void);
void mm_prop_set_jobs(int jobs);
int mm_prop_in_worker(void);
void mm_prop_worker_note(const char *message);
void mm_prop_worker_failed(const char *message) __attribute__((noreturn));
void mm_prop_check_done(void);
extern void (*mm_prop_fail_hook)(const char *message);

@ A trial belongs to this process when it falls in the process's shard of
the sweep and, within it, to the process's worker.
@<Prop: subroutines@>=
static int mine(const mm_prop *pr, int trial)
{
  if (replaying()) return replay_mine(pr, trial);
  return trial % (pr->shards * jobs_running) == pr->shard + pr->shards * job_index;
}
int mm_prop_first(mm_prop *pr)
{
  if (replaying()) return replay.trial < pr->trials ? replay.trial : pr->trials;
  if (job_role == MM_JOB_ALONE && pr->trials > 1) start_jobs();
  return pr->shard + pr->shards * job_index;
}
int mm_prop_next(const mm_prop *pr, int trial) { if (replaying()) return pr->trials; return trial + pr->shards * jobs_running; }
int mm_prop_in_worker(void) { return job_role == MM_JOB_WORKER; }

@ The number of workers is \.{MMATTN\_JOBS} (an integer from $1$ to
|MM_PROP_MAXJOBS|; unset or empty means $1$), unless a check has set it
with |mm_prop_set_jobs| (a positive argument; $0$ returns to the
environment).
@.MMATTN\_JOBS must be an integer@>
@<Prop: subroutines@>=
static int jobs_set = 0;
void mm_prop_set_jobs(int jobs) { jobs_set = jobs; }
int mm_prop_jobs(void)
{
  const char *e = getenv("MMATTN_JOBS");
  char *end;
  long j;
  if (jobs_set > 0) return jobs_set < MM_PROP_MAXJOBS ? jobs_set : MM_PROP_MAXJOBS;
  if (e == NULL || *e == '\0') return 1;
  errno = 0;
  j = strtol(e, &end, 10);
  if (errno || *end != '\0' || j < 1 || j > MM_PROP_MAXJOBS) {
    fprintf(stderr, "mmattn: MMATTN_JOBS must be an integer from 1 to %d: \"%s\"\n", MM_PROP_MAXJOBS, e);
    exit(2);
  }
  return (int)j;
}

@ Starting the workers. Output buffers are flushed first, or each worker
would print what the leader had buffered. A worker closes the read ends
it inherited, asks the kernel to end it if the leader dies (the leader
of a failed check does not come back to collect it), and leaves OpenMP at
one thread. If a pipe or a fork fails, the workers already started are
stopped and the property runs in the leader alone: slower, and the same.
@.cannot start a worker@>
@<Prop: subroutines@>=
static void stop_workers(int upto)
{
  for (int w = 1; w < upto; w++) {
    if (job_pid[w] > 0) { kill(job_pid[w], SIGKILL); waitpid(job_pid[w], NULL, 0); }
    job_pid[w] = 0;
    close(job_fd[w]);
  }
}
static void start_jobs(void)
{
  int J = mm_prop_jobs();
  pid_t leader = getpid();
  if (J < 2) return;
  fflush(NULL);
  for (int w = 1; w < J; w++) {
    int fd[2];
    pid_t pid;
    if (pipe(fd) != 0) { perror("mmattn: cannot start a worker: pipe"); stop_workers(w); return; }
    if ((pid = fork()) < 0) {
      perror("mmattn: cannot start a worker: fork");
      close(fd[0]); close(fd[1]); stop_workers(w);
      return;
    }
    if (pid == 0) @<Become worker |w| of |J|@>@;
    close(fd[1]);
    job_fd[w] = fd[0]; job_pid[w] = pid;
  }
  job_role = MM_JOB_LEADER; jobs_running = J; job_index = 0;
}

@ @<Become worker...@>=
{
  for (int v = 1; v < w; v++) close(job_fd[v]);
  close(fd[0]);
  job_fd[0] = fd[1];
  job_role = MM_JOB_WORKER; jobs_running = J; job_index = w;
  worker_note[0] = '\0';
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != leader) _exit(1); /* the leader is already gone */
#ifdef _OPENMP
  omp_set_num_threads(1);
#endif
  signal(SIGPIPE, SIG_DFL);
  return;
}

@ Messages from a worker to the leader: a header with the kind and the
length of what follows. A tally is the |mm_prop| structure as it is in
memory (the two processes run the same program, so the layout and every
bit of the numbers agree), followed by the texts its pointers refer to,
each ended by a zero byte: the claim, the property name, and the skip
reasons and the names of the counters; the leader checks the names and
copies the reasons, since the worker's pointers mean nothing in the leader. A failure is the text of
what went wrong.
@<Prop: subroutines@>=
enum { MM_MSG_TALLY = 1, MM_MSG_FAILURE = 2 };
typedef struct { int kind, length; } mm_msg_header;
static int write_all(int fd, const void *buf, size_t len)
{
  const char *p = buf;
  while (len > 0) {
    ssize_t m = write(fd, p, len);
    if (m < 0 && errno == EINTR) continue;
    if (m <= 0) return -1;
    p += m; len -= (size_t)m;
  }
  return 0;
}
static int read_all(int fd, void *buf, size_t len)
{
  char *p = buf;
  while (len > 0) {
    ssize_t m = read(fd, p, len);
    if (m < 0 && errno == EINTR) continue;
    if (m <= 0) return -1;
    p += m; len -= (size_t)m;
  }
  return 0;
}
static void send_message(int kind, const void *a, size_t la, const char *text, size_t lt)
{
  mm_msg_header h = {kind, (int)(la + lt)};
  if (write_all(job_fd[0], &h, sizeof h) || write_all(job_fd[0], a, la) || write_all(job_fd[0], text, lt))
    _exit(3); /* the leader is gone; nobody is left to tell */
}

@ A worker whose check failed an assertion (or was aborted, or left its
group by an unexpected path) sends what it knows and exits. An assertion
that failed without ending the check (Criterion's |cr_expect|) is noted,
and reported at the worker's next |mm_prop_end|.
@<Prop: subroutines@>=
void mm_prop_worker_note(const char *message)
{
  if (worker_note[0] == '\0') snprintf(worker_note, sizeof worker_note, "%s", message);
}
void mm_prop_worker_failed(const char *message)
{
  char text[2048];
  int len = snprintf(text, sizeof text, "worker %d of %d: %s%s%s", job_index, jobs_running,
    worker_note[0] ? worker_note : message, worker_note[0] ? "; then: " : "", worker_note[0] ? message : "");
  fflush(NULL);
  send_message(MM_MSG_FAILURE, "", 0, text, (size_t)(len < (int)sizeof text ? len : (int)sizeof text - 1) + 1);
  _exit(1);
}

@ @<Prop: subroutines@>=
static void send_tally(const mm_prop *pr)
{
  const char *s[MM_PROP_REASONS + MM_PROP_COUNTERS + 2];
  size_t len = 0, at = 0;
  char *text;
  int m = 0;
  if (worker_note[0]) mm_prop_worker_failed("at the end of the property");
  s[m++] = pr->claim; s[m++] = pr->name;
  for (int j = 0; j < pr->nreasons; j++) s[m++] = pr->reason[j];
  for (int j = 0; j < pr->ncounters; j++) s[m++] = pr->counter[j];
  for (int j = 0; j < m; j++) len += strlen(s[j]) + 1;
  if ((text = malloc(len)) == NULL) mm_prop_worker_failed("out of memory for its tally");
  for (int j = 0; j < m; j++) { memcpy(text + at, s[j], strlen(s[j]) + 1); at += strlen(s[j]) + 1; }
  send_message(MM_MSG_TALLY, pr, sizeof *pr, text, len);
  free(text);
}

@ @<Hand this worker's tally to the leader...@>=
if (open_props > 0) open_props--;
if (job_role == MM_JOB_WORKER) {
  send_tally(pr);
  if (open_props == 0) { fflush(NULL); _exit(0); }
  return;
}
if (job_role == MM_JOB_LEADER) {
  for (int w = 1; w < jobs_running; w++) receive_tally(pr, w);
  if (open_props == 0) end_jobs();
}

@ The leader reads one message from each worker for every property it
ends while the group runs. A worker that sent a failure, or whose pipe
closed before its tally came, fails the check: the other workers are
stopped, and |mm_prop_fail_hook| reports the failure (in the checks it
fails the running test with the message; elsewhere it prints the message
and exits with status $1$).
@.worker stopped before its tally@>
@.worker sent the tally of another property@>
@<Prop: subroutines@>=
static void mm_prop_default_fail(const char *message)
{
  fprintf(stderr, "mmattn: %s\n", message);
  exit(1);
}
static void group_failed(const char *message)
{
  stop_workers(jobs_running);
  job_role = MM_JOB_ALONE; jobs_running = 1; job_index = 0;
  mm_prop_fail_hook(message);
  exit(1); /* the hook does not return */
}
static void receive_tally(mm_prop *pr, int w)
{
  mm_msg_header h;
  char *text = NULL, msg[2300]; /* set below; |group_failed| does not return */
  mm_prop o;
  if (read_all(job_fd[w], &h, sizeof h) || h.length < 0 || (text = malloc((size_t)h.length + 1)) == NULL) {
    int st = 0;
    waitpid(job_pid[w], &st, 0);
    snprintf(msg, sizeof msg, "%s/%s: worker %d of %d stopped before its tally (%s %d)", pr->claim, pr->name, w, jobs_running,
      WIFSIGNALED(st) ? "signal" : "exit status", WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
    job_pid[w] = 0;
    group_failed(msg);
  }
  @<Read the message, and merge the tally or report the failure@>@;
}

@ @<Read the message, and merge...@>=
if (h.kind == MM_MSG_FAILURE) {
  int bad = read_all(job_fd[w], text, (size_t)h.length);
  text[bad ? 0 : h.length] = '\0';
  snprintf(msg, sizeof msg, "%s/%s: %s", pr->claim, pr->name, text);
  free(text);
  group_failed(msg);
}
if (h.kind != MM_MSG_TALLY || h.length < (int)sizeof o || read_all(job_fd[w], &o, sizeof o)
    || read_all(job_fd[w], text, (size_t)h.length - sizeof o)) {
  free(text);
  snprintf(msg, sizeof msg, "%s/%s: worker %d of %d sent an unreadable message", pr->claim, pr->name, w, jobs_running);
  group_failed(msg);
}
text[h.length - sizeof o] = '\0';
if (strcmp(text, pr->claim) || strcmp(text + strlen(text) + 1, pr->name)) {
  snprintf(msg, sizeof msg, "%s/%s: worker %d of %d sent the tally of another property, %s/%s",
    pr->claim, pr->name, w, jobs_running, text, text + strlen(text) + 1);
  free(text);
  group_failed(msg);
}
{
  const char *reasons = text + strlen(text) + 1;
  reasons += strlen(reasons) + 1;
  merge_tally(pr, &o, reasons);
}
free(text);

@ Merging a worker's tally |o| into the leader's. Skip reasons are matched
by their text; a reason the leader has not met is kept in a pool of
copies that lives as long as the process. Counters are matched by their
names, which follow the reasons; both processes declared the same ones.
@.worker counted with a counter the leader did not declare@>
@<Prop: subroutines@>=
static const char *intern_reason(const char *s)
{
  static char *pool[64];
  static int npool;
  for (int j = 0; j < npool; j++) if (!strcmp(pool[j], s)) return pool[j];
  if (npool == 64 || (pool[npool] = strdup(s)) == NULL) return "(a skip reason)";
  return pool[npool++];
}
static void merge_count(mm_prop_count *a, const mm_prop_count *b)
{
  a->trials += b->trials; a->skipped += b->skipped; a->passed += b->passed; a->failed += b->failed;
  if (mm_prop_worse(b->worst, b->worst_trial, a->worst, a->worst_trial)) { a->worst = b->worst; a->worst_trial = b->worst_trial; }
}
static void merge_tally(mm_prop *pr, const mm_prop *o, const char *reasons)
{
  pr->skipped += o->skipped; pr->passed += o->passed; pr->failed += o->failed;
  if (mm_prop_worse(o->worst, o->worst_trial, pr->worst, pr->worst_trial)) { pr->worst = o->worst; pr->worst_trial = o->worst_trial; }
  for (int j = 0; j < MM_TIERS; j++) merge_count(&pr->tier[j], &o->tier[j]);
  for (int m = 0; m < o->nreasons; m++, reasons += strlen(reasons) + 1) {
    int j = 0;
    while (j < pr->nreasons && strcmp(pr->reason[j], reasons)) j++;
    if (j < pr->nreasons) pr->reason_count[j] += o->reason_count[m];
    else if (pr->nreasons < MM_PROP_REASONS) {
      pr->reason[pr->nreasons] = intern_reason(reasons); pr->reason_count[pr->nreasons++] = o->reason_count[m];
    }
  }
  for (int m = 0; m < o->ncounters; m++, reasons += strlen(reasons) + 1) {
    int j = 0;
    while (j < pr->ncounters && strcmp(pr->counter[j], reasons)) j++;
    if (j == pr->ncounters) {
      char msg[600];
      snprintf(msg, sizeof msg, "%s/%s: a worker counted with a counter the leader did not declare: %.400s", pr->claim, pr->name, reasons);
      group_failed(msg);
    }
    pr->counter_value[j] += o->counter_value[m];
  }
  @<Merge the saved failures, keeping those of the smallest trials@>@;
}

@ Both lists of failures are in increasing trial order (a process records
its trials in increasing order), so they merge like two sorted runs. A
failure that falls beyond |MM_PROP_MAXFAIL| was not saved by a sequential
run: its counterexample files are removed.
@<Merge the saved failures...@>=
{
  mm_prop_failure *all = malloc(sizeof *all * (size_t)(pr->nfailures + o->nfailures + 1));
  int a = 0, b = 0, m = 0;
  mm_assert(all != NULL);
  while (a < pr->nfailures || b < o->nfailures)
    all[m++] = b >= o->nfailures || (a < pr->nfailures && pr->failures[a].trial < o->failures[b].trial)
      ? pr->failures[a++] : o->failures[b++];
  for (int j = MM_PROP_MAXFAIL; j < m; j++) remove_counterexample(pr, all[j].trial);
  pr->nfailures = m < MM_PROP_MAXFAIL ? m : MM_PROP_MAXFAIL;
  memcpy(pr->failures, all, sizeof *all * (size_t)pr->nfailures);
  free(all);
  if (pr->nfailures > 0) { pr->first_failure = pr->failures[0].trial; strcpy(pr->failure, pr->failures[0].message); }
}

@ @<Prop: subroutines@>=
static void remove_counterexample(const mm_prop *pr, int trial)
{
  char path[512];
  snprintf(path, sizeof path, "%s/counterexamples/%s.%s.seed%llu.trial%d.json", mm_report_dir(),
    pr->claim, pr->name, (unsigned long long)pr->seed, trial);
  unlink(path);
  snprintf(path, sizeof path, "%s/counterexamples/%s.%s.seed%llu.trial%d.shrunk.json", mm_report_dir(),
    pr->claim, pr->name, (unsigned long long)pr->seed, trial);
  unlink(path);
}

@ When the leader has ended the last property of the group, the workers
have exited (or are about to): the leader collects them, and a worker
that exited with a non-zero status fails the check.
@.worker exited with status@>
@<Prop: subroutines@>=
static void end_jobs(void)
{
  char msg[256];
  int bad = 0, J = jobs_running;
  for (int w = 1; w < J; w++) {
    int st = 0;
    close(job_fd[w]);
    if (waitpid(job_pid[w], &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
      if (!bad) snprintf(msg, sizeof msg, "worker %d of %d exited with %s %d after its last tally", w, J,
        WIFSIGNALED(st) ? "signal" : "status", WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
      bad = 1;
    }
  }
  job_role = MM_JOB_ALONE; jobs_running = 1; job_index = 0;
  if (bad) mm_prop_fail_hook(msg);
}

@ A check that returns while a group runs has broken the rules: a
property open when its parallel loop started was never ended. The worker
says so (it must not finish the test in Criterion's place), and the
leader stops the workers and fails the check. A check that ended a
property that tested no draw fails here too (see the section on
|mm_prop_end|).
@.a property of a parallel loop was never ended@>
@<Prop: subroutines@>=
void mm_prop_check_done(void)
{
  char msg[512];
  if (job_role == MM_JOB_WORKER) mm_prop_worker_failed("a worker reached the end of the check with a property still open");
  if (job_role == MM_JOB_LEADER) group_failed("the check ended with a property of a parallel loop never ended");
  if (empty_note[0] == '\0') return;
  snprintf(msg, sizeof msg, "%s", empty_note);
  empty_note[0] = '\0';
  mm_prop_fail_hook(msg);
}

@ The Criterion glue. The checks run under Criterion, whose assertions
and log lines are messages from the check's process to Criterion's runner;
a worker is a process the runner does not know, and a message from it
leaves the runner waiting for ever. So the check program links
\.{prop\_criterion.c}, which defines the five entry points that
Criterion's macros call from a check (a definition in the program takes
precedence over the shared library's) and passes each call on to
Criterion's own (found with |dlsym|) except in a worker. There a failed
assertion is noted, an abort (what a failed |cr_assert| does after
noting) sends the note to the leader and ends the worker, and a log line
goes to the standard error stream. The leader reports a worker's failure
with |cr_assert_fail|, so the test fails with the worker's message. The
check body itself is wrapped too: a check that returns from it while a
group runs has left a property open (see |mm_prop_check_done|).
@^Criterion@>
@(prop_criterion.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <dlfcn.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include "prop.h"
static void *criterion_entry(const char *name)
{
  void *f = dlsym(RTLD_NEXT, name);
  if (f == NULL) { fprintf(stderr, "mmattn: Criterion's %s not found\n", name); abort(); }
  return f;
}
@<Criterion glue: assertions and aborts@>@;
@<Criterion glue: log lines@>@;
@<Criterion glue: the check body@>@;

@ @<Criterion glue: assertions and aborts@>=
void criterion_send_assert(struct criterion_assert_stats *st)
{
  if (!mm_prop_in_worker()) {
    ((void (*)(struct criterion_assert_stats *))criterion_entry("criterion_send_assert"))(st);
    return;
  }
  if (!st->passed) {
    char text[1024];
    snprintf(text, sizeof text, "%s:%u: %s", st->file ? st->file : "?", st->line, st->message ? st->message : "assertion failed");
    mm_prop_worker_note(text);
  }
}
void criterion_abort_test(void)
{
  if (mm_prop_in_worker()) mm_prop_worker_failed("the check was aborted");
  ((void (*)(void))criterion_entry("criterion_abort_test"))();
  abort(); /* not reached */
}
void criterion_skip_test(const char *format, ...)
{
  char text[1024];
  va_list ap;
  va_start(ap, format);
  vsnprintf(text, sizeof text, format ? format : "", ap);
  va_end(ap);
  if (mm_prop_in_worker()) mm_prop_worker_failed("a worker skipped the check");
  ((void (*)(const char *, ...))criterion_entry("criterion_skip_test"))("%s", text);
  abort(); /* not reached */
}
void criterion_test_die(const char *msg, ...)
{
  char text[1024];
  va_list ap;
  va_start(ap, msg);
  vsnprintf(text, sizeof text, msg ? msg : "", ap);
  va_end(ap);
  if (mm_prop_in_worker()) mm_prop_worker_failed(text);
  ((void (*)(const char *, ...))criterion_entry("criterion_test_die"))("%s", text);
}

@ @<Criterion glue: log lines@>=
void cr_log(enum criterion_severity severity, const char *msg, ...)
{
  char text[2048];
  va_list ap;
  va_start(ap, msg);
  vsnprintf(text, sizeof text, msg, ap);
  va_end(ap);
  if (mm_prop_in_worker()) { fprintf(stderr, "[LOG ] (worker) %s\n", text); return; }
  ((void (*)(enum criterion_severity, const char *, ...))criterion_entry("cr_log"))(severity, "%s", text);
}

@ The leader's report of a worker's failure, installed before the first
check runs.
@<Criterion glue: the check body@>=
static void (*check_body)(void);
static void run_check_body(void)
{
  check_body();
  mm_prop_check_done();
}
void criterion_internal_test_main(void (*fn)(void))
{
  check_body = fn;
  ((void (*)(void (*)(void)))criterion_entry("criterion_internal_test_main"))(run_check_body);
}
static void fail_in_criterion(const char *message) { cr_assert_fail("%s", message); }
__attribute__((constructor)) static void install_fail_hook(void) { mm_prop_fail_hook = fail_in_criterion; }

@*1 Shrinking a counterexample.
A random counterexample is rarely the clearest one. When a property can be
written as a function of the instance alone, |mm_prop_record_with| computes
its statistic, and on the first failure {\it shrinks\/} the instance while
the failure persists: it tries to remove whole inputs, then single tokens,
then to round every coordinate of $X$, $v$ and $W$ to one decimal and then
to an integer, keeping each change that still fails, until no change helps.
A statistic that returns NaN means ``the hypotheses no longer hold'', and a
change that produces it is refused. Both the original and the shrunk
instance are saved. The statistic must be computed from the instance alone
(selected tokens, for example, recomputed from the scores), since shrinking
renumbers inputs and tokens.
@^shrinking@>

@<Prop: type definitions@>=
typedef double (*mm_prop_statistic)(const mm_instance *in, void *ctx);

@ @<Prop: declarations@>=
int mm_prop_record_with(mm_prop *pr, int trial, const mm_instance *in,
  mm_prop_statistic f, void *ctx);
mm_instance *mm_prop_shrink(const mm_prop *pr, const mm_instance *in,
  mm_prop_statistic f, void *ctx);
mm_instance *mm_instance_drop(const mm_instance *in, int i, int t);

@ Dropping input |i| (when |t<0|) or token |t| of input |i| copies the rest.
@<Prop: subroutines@>=
mm_instance *mm_instance_drop(const mm_instance *in, int i, int t)
{
  int n = in->n - (t < 0), d = in->d, *T = malloc(sizeof(int) * (size_t)in->n), k = 0;
  mm_instance *c;
  if (T == NULL) return NULL;
  for (int j = 0; j < in->n; j++) {
    if (j == i && t < 0) continue;
    T[k++] = in->T[j] - (j == i);
  }
  c = mm_instance_new(n, T, d);
  free(T);
  if (c == NULL) return NULL;
  k = 0;
  for (int j = 0; j < in->n; j++) {
    if (j == i && t < 0) continue;
    for (int u = 0, r = c->off[k]; u < in->T[j]; u++)
      if (!(j == i && u == t)) memcpy(c->X + (size_t)(r++) * d, in->X + (size_t)(in->off[j] + u) * d, sizeof(double) * (size_t)d);
    c->Y[k++] = in->Y[j];
  }
  memcpy(c->v, in->v, sizeof(double) * (size_t)d);
  memcpy(c->W, in->W, sizeof(double) * (size_t)d * d);
  c->loss = in->loss;
  if (mm_instance_refresh(c) != MM_OK) { mm_instance_free(c); return NULL; }
  return c;
}

@ A candidate replaces the current instance when its statistic still
exceeds the tolerance (a NaN does not).
@<Prop: subroutines@>=
static int still_fails(const mm_prop *pr, mm_instance **cur, mm_instance *cand,
  mm_prop_statistic f, void *ctx)
{
  double s;
  if (cand == NULL) return 0;
  s = f(cand, ctx);
  if (s > pr->tol) { mm_instance_free(*cur); *cur = cand; return 1; }
  mm_instance_free(cand);
  return 0;
}
static mm_instance *rounded(const mm_instance *in, double unit)
{
  mm_instance *c = mm_instance_copy(in);
  size_t m = (size_t)in->off[in->n] * in->d;
  if (c == NULL) return NULL;
  for (size_t j = 0; j < m; j++) c->X[j] = unit * round(c->X[j] / unit);
  for (int j = 0; j < in->d; j++) c->v[j] = unit * round(c->v[j] / unit);
  for (int j = 0; j < in->d * in->d; j++) c->W[j] = unit * round(c->W[j] / unit);
  if (mm_instance_refresh(c) != MM_OK) { mm_instance_free(c); return NULL; }
  return c;
}

@ The greedy loop. Each pass tries every removal once; it stops after a
pass that changed nothing, or after 1000 evaluations of the statistic.
@<Prop: subroutines@>=
mm_instance *mm_prop_shrink(const mm_prop *pr, const mm_instance *in,
  mm_prop_statistic f, void *ctx)
{
  mm_instance *cur = mm_instance_copy(in);
  int changed = 1, budget = 1000;
  while (cur && changed && budget > 0) {
    changed = 0;
    for (int i = cur->n - 1; i >= 0 && cur->n > 1 && budget-- > 0; i--)
      if (still_fails(pr, &cur, mm_instance_drop(cur, i, -1), f, ctx)) changed = 1;
    for (int i = cur->n - 1; i >= 0; i--)
      for (int t = cur->T[i] - 1; t >= 0 && cur->T[i] > 1 && budget-- > 0; t--)
        if (still_fails(pr, &cur, mm_instance_drop(cur, i, t), f, ctx)) changed = 1;
    if (still_fails(pr, &cur, rounded(cur, 0.1), f, ctx)) changed = 1;
    if (still_fails(pr, &cur, rounded(cur, 1.0), f, ctx)) changed = 1;
    budget -= 2;
  }
  return cur;
}

@ Every saved failure is shrunk (at most |MM_PROP_MAXFAIL| of them, each
within the budget of the greedy loop), so that what the report says about a
failing trial does not depend on which failure a process met first.
@<Prop: subroutines@>=
int mm_prop_record_with(mm_prop *pr, int trial, const mm_instance *in,
  mm_prop_statistic f, void *ctx)
{
  double s;
  int saved = pr->nfailures, ok;
  mm_prop_at(pr, trial);
  s = f(in, ctx);
  if (isnan(s)) { mm_prop_skip(pr, "hypotheses do not hold"); return 1; }
  ok = mm_prop_record(pr, trial, s, in, "%s", "");
  if (!ok && pr->nfailures > saved) {
    mm_instance *sm = mm_prop_shrink(pr, in, f, ctx);
    if (sm) {
      char path[512], *msg = pr->failures[saved].message;
      size_t len = strlen(msg);
      snprintf(path, sizeof path, "%s/counterexamples/%s.%s.seed%llu.trial%d.shrunk.json",
        mm_report_dir(), pr->claim, pr->name, (unsigned long long)pr->seed, trial);
      if (mm_io_write_instance(path, sm) == MM_OK)
        snprintf(msg + len, 512 - len, " [shrunk to n = %d, %d tokens, statistic %.6g: counterexamples/%s.%s.seed%llu.trial%d.shrunk.json]",
          sm->n, sm->off[sm->n], f(sm, ctx), pr->claim, pr->name, (unsigned long long)pr->seed, trial);
      if (pr->first_failure == trial) strcpy(pr->failure, msg);
      mm_instance_free(sm);
    }
  }
  return ok;
}

@ A one-line summary for assertion messages.
@<Prop: subroutines@>=
const char *mm_prop_summary(const mm_prop *pr)
{
  static _Thread_local char buf[768];
  if (pr->first_failure >= 0) snprintf(buf, sizeof buf, "%d of %d trials failed; first: %s",
    pr->failed, pr->trials - pr->skipped, pr->failure);
  else snprintf(buf, sizeof buf, "%s/%s: %d trials, %d skipped, worst %.3g (tolerance %.3g)",
    pr->claim, pr->name, pr->trials, pr->skipped, pr->worst, pr->tol);
  return buf;
}

@*1 Replaying one trial.
Trial $k$ of a property draws from the stream of $(\hbox{seed},k)$ at the
tier and adversarial rotation fixed by $k$ (see |mm_prop_tier| and
|mm_prop_adversarial|), so one trial can be rerun alone and draws the same
instance as it did in the run that recorded it, provided the seed is the
same and the trial exists at the run's size (trial $k$ exists when $k$ is
below the property's trial count times \.{MMATTN\_TRIALS}; the shard that
ran it does not matter). The environment variable
\.{MMATTN\_ONLY=claim/property:$k$} asks for that: every loop of the
property runner visits trial~$k$ alone (|mm_prop_first| returns $k$ and
|mm_prop_next| ends the loop; a check whose loop counts $k$ up from $0$
visits every trial, and only trial~$k$ is recorded), no worker is started,
every other property records nothing, and when the property records or
skips trial~$k$ the runner prints, on the standard output, the instance
as JSON (the format of the counterexamples and of the \.{mmattn} tool),
the statistic against the tolerance, and the verdict. The line that
carries the verdict reads
$$\hbox{\.{replay: claim/property:$k$: statistic $s$ ($s$ to 17 digits), tolerance $\tau$: passes}}$$
(or \.{fails}, or \.{skipped: reason}), with $s$ printed to six digits as
in the failure messages, so that a replayed statistic is compared with a
recorded one by its text. Everything else a check asserts about its
property (its tested fraction, its counters) is about one trial and means
nothing in a replay; \.{make replay WHAT=claim/property:$k$} (see
\.{scripts/replay.sh}) runs the one Criterion test that owns the
property, reads the verdict line, and ignores the test's own outcome.
@^replay of a trial@>
@.MMATTN\_ONLY@>
@.MMATTN\_ONLY must be claim/property:trial@>

@<Prop: replay state@>=
static struct {
  int state; /* $0$ not yet read, $1$ off, $2$ on */
  char claim[64], name[128];
  int trial;
} replay;
static int replaying(void);
static int replay_mine(const mm_prop *pr, int trial);
static void replay_show(const mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *skipped, const char *message);
static void replay_check_trial(const mm_prop *pr);
static void replay_tiers(mm_prop *pr);

@ The variable is read once. A malformed value stops the program, as a
malformed \.{MMATTN\_SEED} does: a replay that silently ran every trial
would be taken for what it was not.
@<Prop: subroutines@>=
static int replaying(void)
{
  if (replay.state == 0) {
    const char *e = getenv("MMATTN_ONLY");
    int len = 0;
    replay.state = 1;
    if (e == NULL || *e == '\0') return 0;
    if (sscanf(e, "%63[A-Za-z0-9_]/%127[A-Za-z0-9_]:%d%n", replay.claim, replay.name, &replay.trial, &len) != 3
        || e[len] != '\0' || replay.trial < 0) {
      fprintf(stderr, "mmattn: MMATTN_ONLY must be claim/property:trial, e.g. thm2/gd_norm_diverges:17: \"%s\"\n", e);
      exit(2);
    }
    replay.state = 2;
  }
  return replay.state == 2;
}
static int replay_mine(const mm_prop *pr, int trial)
{
  return trial == replay.trial && !strcmp(pr->claim, replay.claim) && !strcmp(pr->name, replay.name);
}

@ A trial that the property does not have at this trial factor is refused
when the property begins, with the count it has: otherwise no loop would
visit it, the property would record nothing, and the run would end as if
the property had nothing to say about the trial.
@.MMATTN\_ONLY asks for trial k@>
@<Prop: subroutines@>=
static void replay_check_trial(const mm_prop *pr)
{
  if (!replay_mine(pr, replay.trial) || replay.trial < pr->trials) return;
  fprintf(stderr, "mmattn: MMATTN_ONLY asks for trial %d of %s/%s, which has trials 0..%d at MMATTN_TRIALS=%s\n",
    replay.trial, pr->claim, pr->name, pr->trials - 1, getenv("MMATTN_TRIALS") ? getenv("MMATTN_TRIALS") : "1");
  exit(2);
}

@ The tier of a trial is a function of its number and of the property's
shares (see tiers), and a check's shares can change after a run recorded
one of its trials: the replay would then draw at another size, from
another instance. \.{MMATTN\_ONLY\_TIERS=$t$,$m$,$l$} (percentages that
sum to $100$, such as the shares a recorded tally names) gives, in a
replay, every property that declares tiers these shares instead of its
own (a property that declares none draws every trial tiny); outside a
replay it is not read. A malformed value stops the program, as a malformed
\.{MMATTN\_ONLY} does.
@.MMATTN\_ONLY\_TIERS must be t,m,l@>
@<Prop: subroutines@>=
static void replay_tiers(mm_prop *pr)
{
  const char *e = getenv("MMATTN_ONLY_TIERS");
  int t, m, l, len = 0;
  if (e == NULL || *e == '\0') return;
  if (sscanf(e, "%d,%d,%d%n", &t, &m, &l, &len) != 3 || e[len] != '\0' || t < 0 || m < 0 || l < 0 || t + m + l != 100) {
    fprintf(stderr, "mmattn: MMATTN_ONLY_TIERS must be t,m,l, three percentages that sum to 100: \"%s\"\n", e);
    exit(2);
  }
  pr->share[0] = t; pr->share[1] = m; pr->share[2] = l;
}

@ @<Show the replayed trial's instance, statistic and verdict@>=
{
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  replay_show(pr, trial, stat, in, NULL, msg);
}

@ The instance comes first, as one JSON document between two marker
lines, so that a script can cut it out; a trial recorded without an
instance (a fixed case, or a statistic of a run rather than of an
instance) says so.
@<Prop: subroutines@>=
static void replay_show(const mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *skipped, const char *message)
{
  char *js = NULL;
  if (in) { json_t *o = mm_io_instance_to_json(in); js = json_dumps(o, JSON_COMPACT | JSON_REAL_PRECISION(17)); json_decref(o); }
  printf("replay: %s/%s:%d: seed %llu, tier %s%s\n", pr->claim, pr->name, trial,
    (unsigned long long)pr->seed, mm_tier_name[mm_prop_tier(pr, trial)],
    mm_prop_adversarial(trial) ? ", adversarial" : "");
  if (js) printf("replay: instance:\n%s\nreplay: end of instance\n", js);
  else printf("replay: no instance: %s\n", skipped ? "a skip is recorded without one" : "the trial was recorded without one");
  free(js);
  if (skipped) printf("replay: %s/%s:%d: skipped: %s\n", pr->claim, pr->name, trial, skipped);
  else {
    if (message && *message) printf("replay: message: %s\n", message);
    printf("replay: %s/%s:%d: statistic %.6g (%.17g), tolerance %.3g: %s\n", pr->claim, pr->name, trial,
      stat, stat, pr->tol, stat <= pr->tol ? "passes" : "fails");
  }
  fflush(stdout);
}

@*1 The verification report.
After the checks have run, the small program \.{mmattn\_report} reads every
tally in \.{reports/verification/}, merges the shards of each property into
one row, and writes \.{reports/verification.md} (tables a reader can
audit), \.{reports/verification.json} (the same rows for machines) and
\.{reports/verification.tex} (the book's closing tables). It exits non-zero
when there is no tally at all, since a report of nothing would look like a
report of success, when the shards of a property are incomplete, and when a
property that is not an observation failed or tested no draw.
@.no property tallies found@>
@.incomplete shards@>

@(report.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>
#include <jansson.h>
#include "prop.h"
#include "io.h"
@<Report: subroutines@>@;
int main(void)
{
  char dir[512], path[1024];
  json_t *all = json_array(), *rows;
  DIR *dp;
  struct dirent *e;
  snprintf(dir, sizeof dir, "%s/verification", mm_report_dir());
  if ((dp = opendir(dir)) == NULL) { fprintf(stderr, "mmattn_report: no property tallies found in %s\n", dir); json_decref(all); return 2; }
  while ((e = readdir(dp)) != NULL) {
    size_t len = strlen(e->d_name);
    json_t *o;
    if (len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    o = json_load_file(path, 0, NULL);
    if (o) json_array_append_new(all, o);
    else { fprintf(stderr, "mmattn_report: %s: unreadable tally\n", path); closedir(dp); json_decref(all); return 2; }
  }
  closedir(dp);
  if (json_array_size(all) == 0) { fprintf(stderr, "mmattn_report: no property tallies found in %s\n", dir); json_decref(all); return 2; }
  sort_tallies(all);
  rows = merge_shards(all);
  json_decref(all);
  if (rows == NULL) return 2;
  {
    int rc = write_reports(rows);
    json_decref(rows);
    return rc;
  }
}

@ The report's routines refer to one another in the order a reader meets
them, so they are declared first.
@<Report: subroutines@>=
static int cmp_string(const void *a, const void *b);
static int cmp_tally_names(json_t *x, json_t *y);
static int write_tex(json_t *all, const char *path, const long *n, const long *tr, const long *sk, const long *fa, int with_algorithm);
static int write_verdicts_tex(json_t *all, const char *path);
static void md_verdicts(FILE *f, json_t *all);
static int ran_nothing(json_t *o);
static int load_power(void);

@ Tallies are sorted by claim, property and shard, so the report reads in a
stable order whatever order the checks ran in, and the shards of one
property are neighbours.
@<Report: subroutines@>=
static int cmp_tally(const void *a, const void *b)
{
  json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
  int c = strcmp(json_string_value(json_object_get(x, "claim")), json_string_value(json_object_get(y, "claim")));
  if (c == 0) c = strcmp(json_string_value(json_object_get(x, "property")), json_string_value(json_object_get(y, "property")));
  if (c == 0) c = (int)(json_integer_value(json_object_get(x, "shard")) - json_integer_value(json_object_get(y, "shard")));
  return c;
}
static void sort_tallies(json_t *all)
{
  size_t m = json_array_size(all);
  json_t **v = malloc(sizeof(json_t *) * m);
  for (size_t j = 0; j < m; j++) v[j] = json_incref(json_array_get(all, j));
  qsort(v, m, sizeof *v, cmp_tally);
  json_array_clear(all);
  for (size_t j = 0; j < m; j++) json_array_append_new(all, v[j]);
  free(v);
}

@*2 Merging shards.
The tallies of one property written by the shards $0,\ldots,P-1$ of a sweep
merge into the row that one process running every trial would have
written: counts and skip reasons add up; the worst statistic is the worst
in the order of |mm_prop_worse| (which does not depend on the order in
which trials were seen); the failures are the |MM_PROP_MAXFAIL| with the
smallest trial numbers of all shards. A property with a missing or doubled
shard is an error: its row would claim trials that did not run.
@<Report: subroutines@>=
static double worst_of(json_t *o) /* the statistic, with the non-finite flag folded in */
{
  json_t *w = json_object_get(o, "worst"), *f = json_object_get(o, "worst_nonfinite");
  if (json_is_number(w)) return json_number_value(w);
  if (json_is_string(f)) return !strcmp(json_string_value(f), "nan") ? NAN : !strcmp(json_string_value(f), "inf") ? INFINITY : -INFINITY;
  return -HUGE_VAL;
}
static void put_worst_json(json_t *o, double w, int trial)
{
  json_object_set_new(o, "worst", trial >= 0 && isfinite(w) ? json_real(w) : json_null());
  json_object_set_new(o, "worst_nonfinite", trial < 0 || isfinite(w) ? json_null()
    : json_string(isnan(w) ? "nan" : w > 0 ? "inf" : "-inf"));
  json_object_set_new(o, "worst_trial", json_integer(trial));
}
static long geti(json_t *o, const char *k) { return (long)json_integer_value(json_object_get(o, k)); }
static void add_int(json_t *dst, json_t *src, const char *k)
{
  json_object_set_new(dst, k, json_integer(geti(dst, k) + geti(src, k)));
}

@ Counts and worst values of one level (the whole property, or one tier).
@<Report: subroutines@>=
static void merge_counts(json_t *dst, json_t *src)
{
  double a = worst_of(dst), b = worst_of(src);
  int ta = (int)geti(dst, "worst_trial"), tb = (int)geti(src, "worst_trial");
  add_int(dst, src, "trials"); add_int(dst, src, "skipped"); add_int(dst, src, "passed"); add_int(dst, src, "failed");
  if (mm_prop_worse(b, tb, a, ta)) put_worst_json(dst, b, tb);
}

@ @<Report: subroutines@>=
static int cmp_failure(const void *a, const void *b)
{
  return (int)(geti(*(json_t *const *)a, "trial") - geti(*(json_t *const *)b, "trial"));
}
static void merge_one(json_t *dst, json_t *src)
{
  json_t *r = json_object_get(dst, "skip_reasons"), *c, *t = json_object_get(dst, "tiers"), *fl = json_object_get(dst, "failures");
  const char *k;
  merge_counts(dst, src);
  json_object_foreach(json_object_get(src, "skip_reasons"), k, c)
    json_object_set_new(r, k, json_integer(json_integer_value(json_object_get(r, k)) + json_integer_value(c)));
  json_object_foreach(json_object_get(src, "tiers"), k, c) merge_counts(json_object_get(t, k), c);
  json_array_extend(fl, json_object_get(src, "failures"));
  json_object_foreach(json_object_get(src, "counters"), k, c) add_int(json_object_get(dst, "counters"), json_object_get(src, "counters"), k);
}

@ After the merge the reasons are sorted again, the failures sorted by
trial and cut at the cap, and the shard fields dropped, so the row is the
same whether one process or many ran the trials.
@<Report: subroutines@>=
static void finish_row(json_t *o)
{
  json_t *r = json_object_get(o, "skip_reasons"), *s = json_object(), *fl = json_object_get(o, "failures");
  size_t m = json_object_size(r), j = 0, nf = json_array_size(fl);
  const char **keys = malloc(sizeof(char *) * (m + 1)), *k;
  json_t *c, **f = malloc(sizeof(json_t *) * (nf + 1));
  json_object_foreach(r, k, c) keys[j++] = k;
  qsort(keys, m, sizeof *keys, cmp_string);
  for (j = 0; j < m; j++) json_object_set(s, keys[j], json_object_get(r, keys[j]));
  json_object_set_new(o, "skip_reasons", s);
  free(keys);
  for (j = 0; j < nf; j++) f[j] = json_incref(json_array_get(fl, j));
  qsort(f, nf, sizeof *f, cmp_failure);
  json_array_clear(fl);
  for (j = 0; j < nf; j++) { if (j < MM_PROP_MAXFAIL) json_array_append(fl, f[j]); json_decref(f[j]); }
  free(f);
  json_object_set_new(o, "first_failure", json_array_size(fl) ? json_incref(json_object_get(json_array_get(fl, 0), "message")) : json_null());
  json_object_del(o, "shard"); json_object_del(o, "shards");
}

@ @<Report: subroutines@>=
static int cmp_string(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static json_t *merge_shards(json_t *all)
{
  json_t *rows = json_array();
  size_t m = json_array_size(all), j = 0;
  while (j < m) {
    json_t *first = json_array_get(all, j), *row = json_deep_copy(first);
    long P = json_is_integer(json_object_get(first, "shards")) ? geti(first, "shards") : 1, have = 1;
    int bad = geti(first, "shard") != 0;
    size_t i = j + 1;
    for (; i < m && cmp_tally_names(json_array_get(all, i), first) == 0; i++, have++) {
      json_t *o = json_array_get(all, i);
      if (geti(o, "shard") != have || geti(o, "shards") != P) bad = 1;
      merge_one(row, o);
    }
    if (bad || have != P) {
      fprintf(stderr, "mmattn_report: incomplete shards for %s/%s: %ld tallies of %ld shards\n",
        json_string_value(json_object_get(first, "claim")), json_string_value(json_object_get(first, "property")), have, P);
      json_decref(row); json_decref(rows);
      return NULL;
    }
    finish_row(row);
    json_array_append_new(rows, row);
    j = i;
  }
  return rows;
}
static int cmp_tally_names(json_t *x, json_t *y)
{
  int c = strcmp(json_string_value(json_object_get(x, "claim")), json_string_value(json_object_get(y, "claim")));
  return c ? c : strcmp(json_string_value(json_object_get(x, "property")), json_string_value(json_object_get(y, "property")));
}

@*2 Writing the tables.
Markdown tables separate cells with vertical bars, so text cells escape them with a backslash.
@<Report: subroutines@>=
static void cell(FILE *f, json_t *o, const char *key)
{
  const char *s = json_string_value(json_object_get(o, key));
  fputs("| ", f);
  if (s == NULL || *s == '\0') fputs("-", f);
  for (; s && *s; s++) {
    if (*s == '|') fputc('\\', f);
    fputc(*s, f);
  }
  fputc(' ', f);
}
static void worst_text(FILE *f, json_t *o, int tex)
{
  json_t *w = json_object_get(o, "worst"), *fl = json_object_get(o, "worst_nonfinite");
  if (json_is_number(w)) fprintf(f, "%.3g", json_number_value(w));
  else if (json_is_string(fl)) fputs(tex ? (strcmp(json_string_value(fl), "nan") ? (json_string_value(fl)[0] == '-' ? "$-\\infty$" : "$\\infty$") : "NaN") : json_string_value(fl), f);
  else fputs(tex ? "--" : "-", f);
}

@ The kinds, their order in the report, and the legend printed above the
tables. Observations are the only kind whose failures are not counted.
@<Report: subroutines@>=
static const char *const kinds[] = {MM_KIND_THEOREM, MM_KIND_SUITE, MM_KIND_MECHANICS, MM_KIND_FINDING, MM_KIND_OBSERVATION};
static const char *const kind_abbrev[] = {"thm", "suite", "mech", "find", "obs"}; /* the book's narrow tables */
#define NKINDS 5
static const char *const legend[NKINDS] = {
  "the paper's statement, tested as stated (its chapter argues the numerical reading: radii or norms up to a bound, a tolerance)",
  "a reformulation of a paper's result: the algorithm column says what differs (the algorithm run, hypotheses the suite adds)",
  "the library computing what it claims (an oracle against a reference, a gradient against finite differences)",
  "a search for a counterexample to a claim stronger than the paper's; it passes when it finds one, and a failure counts",
  "a regularity the paper's experiments show but its theorems do not claim; failures are listed and not counted"};
static int kind_index(json_t *o)
{
  const char *k = json_string_value(json_object_get(o, "kind"));
  for (int j = 0; j < NKINDS; j++) if (k && !strcmp(k, kinds[j])) return j;
  return 2;
}
static int in_second_table(json_t *o) { return kind_index(o) >= 3; }

@ One row of the Markdown table. The tested counts are per tier (tiny,
medium, large), and the skip rate is the fraction of trials skipped.
@<Report: subroutines@>=
static void md_row(FILE *f, json_t *o)
{
  json_t *t = json_object_get(o, "tiers");
  long tr = geti(o, "trials"), sk = geti(o, "skipped");
  cell(f, o, "claim"); cell(f, o, "property"); cell(f, o, "kind"); cell(f, o, "algorithm");
  cell(f, o, "hypotheses"); cell(f, o, "statistic");
  fprintf(f, "| %ld | %ld (%.0f%%) | %ld | ", tr, sk, tr ? 100.0 * sk / tr : 0.0, tr - sk);
  for (int j = 0; j < MM_TIERS; j++) {
    json_t *c = json_object_get(t, mm_tier_name[j]);
    fprintf(f, "%s%ld", j ? "/" : "", c ? geti(c, "passed") + geti(c, "failed") : (j ? 0 : tr - sk));
  }
  fprintf(f, " | %ld | ", geti(o, "failed"));
  worst_text(f, o, 0);
  fprintf(f, " | %.3g | %llu |\n", json_real_value(json_object_get(o, "tolerance")),
    (unsigned long long)json_integer_value(json_object_get(o, "seed")));
}
static void md_header(FILE *f)
{
  fprintf(f, "| claim | property | kind | algorithm / how the check differs from the statement | hypotheses | statistic | trials | skipped | tested | tested tiny/medium/large | failed | worst | tolerance | seed |\n");
  fprintf(f, "|---|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
}

@ @<Report: subroutines@>=
static int write_reports(json_t *all)
{
  char path[1024];
  mm_atomic_file af;
  size_t j;
  json_t *o;
  long n[NKINDS] = {0}, tr[NKINDS] = {0}, sk[NKINDS] = {0}, fa[NKINDS] = {0};
  long tried = 0, skipped = 0, failed = 0, observed = 0, empty = 0;
  json_array_foreach(all, j, o) {
    int k = kind_index(o);
    n[k]++; tr[k] += geti(o, "trials"); sk[k] += geti(o, "skipped"); fa[k] += geti(o, "failed");
    if (ran_nothing(o)) {
      fprintf(stderr, "mmattn_report: %s/%s ran no trial: %ld drawn, %ld skipped\n", json_string_value(json_object_get(o, "claim")),
        json_string_value(json_object_get(o, "property")), geti(o, "trials"), geti(o, "skipped"));
      empty++;
    }
  }
  for (int k = 0; k < NKINDS; k++) { tried += tr[k]; skipped += sk[k]; if (k == 4) observed += fa[k]; else failed += fa[k]; }
  if (load_power()) return 2;
  snprintf(path, sizeof path, "%s/verification.md", mm_report_dir());
  if (mm_io_atomic_open(&af, path)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  @<Write the Markdown report@>@;
  if (mm_io_atomic_commit(&af)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.tex", mm_report_dir());
  if (write_tex(all, path, n, tr, sk, fa, 1)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification-summary.tex", mm_report_dir());
  if (write_tex(all, path, n, tr, sk, fa, 0)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verdicts.tex", mm_report_dir());
  if (write_verdicts_tex(all, path)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.json", mm_report_dir());
  if (mm_io_write_json(path, all)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  printf("verification report: %zu properties (%ld theorem, %ld suite formulation, %ld mechanics, %ld finding, %ld observation), "
    "%ld trials, %ld skipped, %ld failed; %ld observation trials failed, not counted; %ld properties ran no trial (%s/verification.md)\n",
    json_array_size(all), n[0], n[1], n[2], n[3], n[4], tried, skipped, failed, observed, empty, mm_report_dir());
  return failed || empty ? 1 : 0;
}

@ The report's form of the rule of |mm_prop_end|: a row that is not an
observation and tested no draw fails the report. It is applied to the
merged row, so a sweep whose shards each tested part of a property passes
where one process would.
@<Report: subroutines@>=
static int ran_nothing(json_t *o)
{
  return kind_index(o) != 4 && geti(o, "trials") - geti(o, "skipped") == 0;
}

@ The Markdown report: the legend, the totals per kind (the numbers the
console line repeats), the table of results, the table of findings and
observations, the tiers of the properties that draw from several, and the
counters, skip reasons and failures of every property.
@<Write the Markdown report@>=
fprintf(af.f, "# mmattn verification report\n\nKinds of rows:\n\n");
for (int k = 0; k < NKINDS; k++) fprintf(af.f, "* **%s**: %s.\n", kinds[k], legend[k]);
fprintf(af.f, "\nA skip is a trial whose instance did not satisfy a hypothesis of the claim (the reasons are listed below); "
  "*tested* = trials - skipped. *worst* is the largest statistic over the tested trials (inf: a run without the shape of convergence).\n\n");
fprintf(af.f, "## Totals per kind\n\n| kind | properties | trials | skipped | tested | failed | counted |\n|---|---:|---:|---:|---:|---:|---|\n");
for (int k = 0; k < NKINDS; k++)
  fprintf(af.f, "| %s | %ld | %ld | %ld | %ld | %ld | %s |\n", kinds[k], n[k], tr[k], sk[k], tr[k] - sk[k], fa[k], k == 4 ? "no" : "yes");
fprintf(af.f, "\n%zu properties, %ld trials, %ld skipped, %ld failed (counted); %ld observation trials failed (not counted).\n",
  json_array_size(all), tried, skipped, failed, observed);
fprintf(af.f, "\n## Theorems, suite formulations and mechanics\n\n");
md_header(af.f);
json_array_foreach(all, j, o) if (!in_second_table(o)) md_row(af.f, o);
fprintf(af.f, "\n## Findings and observations\n\nA *finding* passes when its search finds the counterexample it looks for; "
  "an *observation*'s failures are trials where the regularity did not hold, reported and not counted.\n\n");
md_header(af.f);
json_array_foreach(all, j, o) if (in_second_table(o)) md_row(af.f, o);
md_verdicts(af.f, all);
@<Write the table of tiers@>@;
fprintf(af.f, "\n## Counters, skip reasons and failures\n");
json_array_foreach(all, j, o) @<List the skip reasons and the saved failures of a property@>@;

@ @<Write the table of tiers@>=
fprintf(af.f, "\n## Tiers\n\nProperties that draw from several sizes: tiny (n <= 4, T <= 5, d <= 5), medium (n <= 16, T <= 12, d <= 12), "
  "large (n <= 64, T <= 32, d <= 32).\n\n| claim | property | tier | share | trials | skipped | tested | failed | worst |\n|---|---|---|---:|---:|---:|---:|---:|---:|\n");
json_array_foreach(all, j, o) {
  json_t *t = json_object_get(o, "tiers");
  json_t *c0 = json_object_get(t, mm_tier_name[0]);
  if (c0 == NULL || geti(c0, "share") == 100) continue;
  for (int m = 0; m < MM_TIERS; m++) {
    json_t *c = json_object_get(t, mm_tier_name[m]);
    fprintf(af.f, "| %s | %s | %s | %ld%% | %ld | %ld | %ld | %ld | ", json_string_value(json_object_get(o, "claim")),
      json_string_value(json_object_get(o, "property")), mm_tier_name[m], geti(c, "share"), geti(c, "trials"),
      geti(c, "skipped"), geti(c, "passed") + geti(c, "failed"), geti(c, "failed"));
    worst_text(af.f, c, 0);
    fprintf(af.f, " |\n");
  }
}

@ Under each property that has any: its counters (in the order declared),
its skip reasons and its saved failures.
@<List the skip reasons and the saved failures...@>=
{
  json_t *r = json_object_get(o, "skip_reasons"), *fl = json_object_get(o, "failures"), *cn = json_object_get(o, "counters"), *c;
  const char *k;
  size_t m;
  if (json_object_size(r) == 0 && json_array_size(fl) == 0 && json_object_size(cn) == 0 && !ran_nothing(o)) continue;
  fprintf(af.f, "\n**%s/%s** (%s)\n", json_string_value(json_object_get(o, "claim")), json_string_value(json_object_get(o, "property")),
    json_string_value(json_object_get(o, "kind")));
  if (ran_nothing(o)) fprintf(af.f, "* FAILED: ran no trial: %ld drawn, %ld skipped\n", geti(o, "trials"), geti(o, "skipped"));
  json_object_foreach(cn, k, c) fprintf(af.f, "* counted %lld: %s\n", (long long)json_integer_value(c), k);
  json_object_foreach(r, k, c) fprintf(af.f, "* skipped %lld: %s\n", (long long)json_integer_value(c), k);
  json_array_foreach(fl, m, c)
    fprintf(af.f, "* %s: %s\n", kind_index(o) == 4 ? "observation failed (not counted)" : "FAILED", json_string_value(json_object_get(c, "message")));
  if ((long)json_array_size(fl) < geti(o, "failed"))
    fprintf(af.f, "* ... %ld more failing trials (the first %d are saved)\n", geti(o, "failed") - (long)json_array_size(fl), MM_PROP_MAXFAIL);
}

@*2 The tables for the book.
The same tables as plain \TeX, for the book's closing section: text is
escaped for \TeX\ (underscores, and the characters that plain \TeX's text
fonts lack), and each row's algorithm string is set as a paragraph below
it. A second file, \.{verification-summary.tex}, has the same tables
without the algorithm lines: the compact form in which the book records
the large sweeps (see the sweep chapter).
@<Report: subroutines@>=
static void tex_text(FILE *f, const char *s)
{
  for (; s && *s; s++) {
    if (strchr("_&%#$", *s)) { fputc('\\', f); fputc(*s, f); }
    else if (strchr("<>|", *s)) fprintf(f, "$%c$", *s);
    else if (*s == '^') fputs("\\^{}", f);
    else if (*s == '~') fputs("\\~{}", f);
    else if (*s == '\\') fputs("$\\backslash$", f);
    else if (*s == '{' || *s == '}') fprintf(f, "$\\%c$", *s);
    else fputc(*s, f);
  }
}
static void tex_table(FILE *f, json_t *all, int second, int with_algorithm)
{
  size_t j;
  json_t *o;
  fprintf(f, "\\halign{\\vtop{\\hsize=\\vnamewidth\\relax\\vnamepar#}\\enspace&#\\hfil\\enspace&\\hfil#\\enspace&\\hfil#\\enspace&\\hfil#\\enspace&\\hfil#\\enspace&\\hfil#\\enspace&\\hfil#\\cr\n");
  fprintf(f, "\\eightbf claim/property&\\eightbf kind&\\eightbf trials&\\eightbf skipped&\\eightbf tested t/m/l&\\eightbf failed&\\eightbf worst&\\eightbf tol.\\cr\\noalign{\\smallskip}\n");
  json_array_foreach(all, j, o) {
    json_t *t = json_object_get(o, "tiers");
    const char *alg = json_string_value(json_object_get(o, "algorithm"));
    long tr = geti(o, "trials"), sk = geti(o, "skipped");
    if (in_second_table(o) != second) continue;
    tex_text(f, json_string_value(json_object_get(o, "claim"))); fputc('/', f);
    tex_text(f, json_string_value(json_object_get(o, "property"))); fputc('&', f);
    fputs(kind_abbrev[kind_index(o)], f);
    fprintf(f, "&%ld&%ld&", tr, sk);
    @<Write the tested counts of the tiers, |t/m/l|@>@;
    fprintf(f, "&%ld&", geti(o, "failed"));
    worst_text(f, o, 1);
    fprintf(f, "&%.3g\\cr\n", json_real_value(json_object_get(o, "tolerance")));
    if (with_algorithm && alg && *alg) {
      fprintf(f, "\\noalign{\\moveright1em\\vbox{\\advance\\hsize-1em\\noindent\\sevenrm ");
      tex_text(f, alg);
      fprintf(f, "\\par}\\smallskip}\n");
    }
  }
  fprintf(f, "}\n");
}

@ @<Write the tested counts of the tiers...@>=
for (int m = 0; m < MM_TIERS; m++) {
  json_t *c = json_object_get(t, mm_tier_name[m]);
  fprintf(f, "%s%ld", m ? "/" : "", c ? geti(c, "passed") + geti(c, "failed") : (m ? 0 : tr - sk));
}

@ The run's stamp: the commit the sources were at when the report was
written (\.{make check} writes it right after the checks; a mark says when
the tracked sources differ from that commit) and the date, both printed at
the head of the book's tables. Without a git checkout the commit is \.{unknown}. The Markdown and
JSON reports carry neither: a sweep's merged report must be the same, byte
for byte, as that of one process (\.{scripts/sweep\_check.sh}).
@<Report: subroutines@>=
static void read_line(const char *cmd, char *buf, size_t size)
{
  FILE *p = popen(cmd, "r");
  buf[0] = '\0';
  if (p == NULL) return;
  if (fgets(buf, (int)size, p) == NULL) buf[0] = '\0';
  buf[strcspn(buf, "\n")] = '\0';
  pclose(p);
}
static void run_stamp(char *commit, size_t size, char *date, size_t dsize)
{
  char dirty[8];
  time_t now = time(NULL);
  read_line("git rev-parse --short HEAD 2>/dev/null", commit, size);
  if (commit[0] == '\0') snprintf(commit, size, "unknown");
  else {
    read_line("git status --porcelain --untracked-files=no 2>/dev/null | head -1 | cut -c1-4", dirty, sizeof dirty);
    if (dirty[0]) strncat(commit, " (with uncommitted changes)", size - strlen(commit) - 1);
  }
  strftime(date, dsize, "%Y-%m-%d %H:%M UTC", gmtime(&now));
}

@ @<Report: subroutines@>=
static int write_tex(json_t *all, const char *path, const long *n, const long *tr, const long *sk, const long *fa, int with_algorithm)
{
  mm_atomic_file af;
  char commit[96], date[40];
  if (mm_io_atomic_open(&af, path)) return 1;
  if (with_algorithm) {
    run_stamp(commit, sizeof commit, date, sizeof date);
    fprintf(af.f, "\\noindent Run of %s, commit %s.\\smallskip\n", date, commit);
  }
  fprintf(af.f, "\\halign{#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n");
  fprintf(af.f, "\\bf kind&\\bf properties&\\bf trials&\\bf skipped&\\bf tested&\\bf failed\\cr\\noalign{\\smallskip}\n");
  for (int k = 0; k < NKINDS; k++)
    fprintf(af.f, "%s (%s)%s&%ld&%ld&%ld&%ld&%ld\\cr\n", kinds[k], kind_abbrev[k], k == 4 ? ", not counted" : "", n[k], tr[k], sk[k], tr[k] - sk[k], fa[k]);
  fprintf(af.f, "}\\medskip\n");
  tex_table(af.f, all, 0, with_algorithm);
  fprintf(af.f, "\\medskip\\noindent{\\bf Findings and observations.} A finding passes when its search finds the counterexample it looks for; "
    "an observation's failures are trials where the regularity did not hold, listed and not counted.\\smallskip\n");
  tex_table(af.f, all, 1, with_algorithm);
  return mm_io_atomic_commit(&af) != MM_OK;
}

@*2 The verdicts.
One block per result of the paper, for the Verdicts chapter
(\secref{verdicts}): the result's label, where its statement is and what
that statement rests on, the verdict in words, and under it the rows that
declared the result (|mm_prop_result|), each with its kind, the check it is
in, its tested form (the algorithm string), its tested draws per tier and
its worst statistic against its tolerance. The list below fixes the order
of the results, the label of each statement in the results chapter, and
its provenance; every number and every verdict comes from the rows. A
result that no row declares is printed as not tested, with the reason the
list gives.
@<Report: subroutines@>=
typedef struct {
  const char *key; /* as the checks name it */
  const char *lbl; /* its statement's label in the results chapter */
  const char *source; /* what the statement rests on */
  const char *untested; /* why, if no row declares it */
} result_info;
static const result_info results[] = {
  {"Lemma 1", "lemma1", "published in words (the abstract: GD on p, or equivalently W; the presentation: W is effectively rank one); its parts (a)-(c) are reconstructed", "no check declares it"},
  {"descent lemma", "descent", "derived by the suite; its hypotheses are the suite's", "no check declares it"},
  {"Theorem 1", "thm1", "published: the abstract and the presentation", "no check declares it"},
  {"Theorem 2", "thm2", "published: the presentation; its hypotheses are reconstructed", "no check declares it"},
  {"Theorem 3", "thm3", "published: the presentation; its constants and cone are reconstructed", "no check declares it"},
  {"Theorem 4", "thm4", "published in words: the presentation; the statement is the suite's formulation", "no check declares it"},
  {"nonlinear head", "nonlinear", "published informally: the abstract; the precise statement is the suite's formulation", "no check declares it"},
  {"Theorem 5", "thm5", "published: the abstract and the presentation", "no check declares it"},
  {"Theorem 6", "thm6", "published: the abstract and the presentation; the relaxed ATT-SVM as the authors' code solves it", "no check declares it"},
  {"strictness", "strict", "derived by the suite", "no check declares it"},
  {"E1", "E1", "the authors' code and presentation (Fig. 1a, 1b)", "no check declares it"},
  {"E2", "E2", "the authors' code and presentation (Fig. 1c)", "no check declares it"},
  {"E3", "E3", "the authors' code and presentation (the joint figure)", "no check declares it"},
  {"E4", "E4", "the authors' code; the closed forms are derived by the suite", "no check declares it"},
  {"E5", "E5", "the authors' presentation (a vision transformer on images); reproduced on Fashion-MNIST", "no check declares it"},
  {"sequel (1)", "seq1", "the sequel's abstract; the precise form is the suite's", "no check declares it"},
  {"sequel (2)", "seq2", "the sequel's abstract; the form and the feasibility threshold are the suite's", "no check declares it"}};
#define NRESULTS ((int)(sizeof results / sizeof results[0]))

@ A row bears on a result when its \.{result} string names it, alone or
among others separated by \.{"; "}; so does a planted false theorem
(below) whose \.{results} string names it.
@<Report: subroutines@>=
static int declares(const char *s, const char *key)
{
  size_t n = strlen(key);
  while (s && *s) {
    size_t m = strcspn(s, ";");
    if (m == n && !strncmp(s, key, n)) return 1;
    s += m;
    while (*s == ';' || *s == ' ') s++;
  }
  return 0;
}
static int row_declares(json_t *o, const char *key)
{
  return declares(json_string_value(json_object_get(o, "result")), key);
}

@ The verdict in words is a function of the kinds and outcomes of the
result's rows. A counted failure decides it: the result does not hold in
this run. Otherwise it {\it holds as stated\/} when a row of kind theorem
tested it and no row of another kind was needed, {\it holds as stated and
in the suite's formulation\/} when both kinds tested parts of it, and
{\it holds in the suite's formulation\/} when only suite rows did: the
paper's own form was then not tested, and the rows' tested forms say what
was. Passing findings and observations are added after it; a result whose
rows tested nothing is {\it not tested}, with the reason.
@<Report: subroutines@>=
static void verdict_words(char *buf, size_t size, const result_info *r, const long *rows, const long *tested, const long *failed, long found)
{
  long counted = failed[0] + failed[1] + failed[2] + failed[3];
  size_t u = 0;
  buf[0] = '\0';
#define SAY(...) (u += (size_t)snprintf(buf + u, u < size ? size - u : 0, __VA_ARGS__), u = u < size ? u : size - 1)
  if (rows[0] + rows[1] + rows[2] + rows[3] + rows[4] == 0) { SAY("not tested: %s", r->untested); return; }
  if (counted > 0) { SAY("does not hold in this run: %ld counted trials failed (the rows below)", counted); return; }
  if (tested[0] > 0 && tested[1] == 0) SAY("holds as stated on every tested draw");
  else if (tested[0] > 0) SAY("holds as stated where a theorem row tests it, and in the suite's formulation where a suite row does");
  else if (tested[1] > 0) SAY("holds in the suite's formulation; no row tests the paper's own form, and each row's tested form says what differs");
  else if (tested[3] + tested[4] == 0) { SAY(tested[2] > 0 ? "only its objects are checked (mechanics rows)" : "not tested in this run: every trial was skipped"); return; }
  else SAY("no row tests the claim itself");
  if (found > 0) SAY("; %s: %ld search%s for a counterexample to a stronger claim found one", found > 1 ? "findings" : "finding", found, found > 1 ? "es" : "");
  if (rows[3] > found) SAY("; %ld search%s for a counterexample tested no draw in this run", rows[3] - found, rows[3] - found > 1 ? "es" : "");
  if (rows[4] > 0) SAY("; observed on %ld of %ld tested draws", tested[4] - failed[4], tested[4]);
#undef SAY
}

@ The counts of one result: rows, tested draws and failures per kind, and
the number of findings that found their counterexample.
@<Report: subroutines@>=
static long result_counts(json_t *all, const char *key, long *rows, long *tested, long *failed)
{
  size_t j;
  json_t *o;
  long found = 0; /* findings that tested a draw and found what they search for */
  for (int k = 0; k < NKINDS; k++) rows[k] = tested[k] = failed[k] = 0;
  json_array_foreach(all, j, o) if (row_declares(o, key)) {
    int k = kind_index(o);
    long t = geti(o, "trials") - geti(o, "skipped");
    rows[k]++; tested[k] += t; failed[k] += geti(o, "failed");
    if (k == 3 && t > 0 && geti(o, "failed") == 0) found++;
  }
  return found;
}

@ Beside each verdict, what it is worth: how many plausible false
versions of the result are planted (with the power of the checks), how many of them its
theorem suite alone detected, and the smallest probability, over those
false versions, that one run at the default trial count detects one, with
the false theorem, the trial factor, the commit and the date of that
measurement. They come from the record of the planted false theorems,
\.{power.json}: the file that \.{MMATTN\_POWER} names, else the report
directory's own (a \.{make falsetheorems} in this build), else the
recorded \.{docs/power/power.json}; with none of them the verdicts carry
no such line. A file that is there but is not such a record is bad input
(exit 2). A false theorem counts as measured when its suite ran to the
end, detecting it or missing it; one not run, stopped by its time limit,
aborted (failed before any trial was tallied) or not built counts as
planted and not measured. One missed has probability $0$, and so becomes
the smallest.
@.MMATTN\_POWER@>
@.not a record of false theorems@>
@<Report: subroutines@>=
static json_t *power_record; /* the array of false theorems, or |NULL| */
static int load_power(void)
{
  char path[1024];
  const char *e = getenv("MMATTN_POWER");
  json_error_t err;
  json_t *o, *a;
  if (e && *e) snprintf(path, sizeof path, "%s", e);
  else {
    snprintf(path, sizeof path, "%s/power.json", mm_report_dir());
    if (access(path, F_OK)) snprintf(path, sizeof path, "docs/power/power.json");
    if (access(path, F_OK)) return 0;
  }
  o = json_load_file(path, 0, &err);
  a = o ? json_object_get(o, "false_theorems") : NULL;
  if (!json_is_array(a)) {
    fprintf(stderr, "mmattn_report: %s: not a record of false theorems (%s)\n", path, o ? "no array false_theorems" : err.text);
    json_decref(o);
    return 1;
  }
  power_record = json_incref(a);
  json_decref(o);
  return 0;
}

@ The power counts of one result; |least| is the false theorem of smallest
power among the measured ones. The power is computed here from the
record's $f$ and default trial count $N$, as $1-(1-f)^N$ in logarithms,
so that powers that all round to $1$ are still ordered.
@<Report: subroutines@>=
typedef struct { long planted, measured, detected; json_t *least; } power_counts;
static double log_miss(json_t *o) /* $\ln(1-f)^N$, the log of the chance that one default run misses */
{
  double f = json_number_value(json_object_get(o, "f"));
  double n = json_number_value(json_object_get(o, "default_trials"));
  const char *out = json_string_value(json_object_get(o, "outcome"));
  if (out == NULL || strcmp(out, "detected") || !(f > 0.0)) return 0.0;
  return f >= 1.0 ? -INFINITY : n * log1p(-f);
}
static void power_text(FILE *f, json_t *o, int tex) /* $1-(1-f)^N$, or that it exceeds $0.9999$ */
{
  double p = -expm1(log_miss(o));
  if (!(p > 0.0)) p = 0.0; /* a missed one: $-{\rm expm1}(0)$ is $-0$ */
  if (p > 0.9999) fputs(tex ? "$>$0.9999" : ">0.9999", f);
  else fprintf(f, "%.4f", p);
}
static void result_power(const char *key, power_counts *pc)
{
  size_t j;
  json_t *o;
  memset(pc, 0, sizeof *pc);
  if (power_record) json_array_foreach(power_record, j, o)
    if (declares(json_string_value(json_object_get(o, "results")), key)) {
      const char *out = json_string_value(json_object_get(o, "outcome"));
      pc->planted++;
      if (out == NULL || (strcmp(out, "detected") && strcmp(out, "missed"))) continue;
      pc->measured++;
      pc->detected += !strcmp(out, "detected");
      if (pc->least == NULL || log_miss(o) > log_miss(pc->least)) pc->least = o;
    }
}
static const char *pstr(json_t *o, const char *k)
{
  const char *s = json_string_value(json_object_get(o, k));
  return s ? s : "?";
}

@ In \.{verdicts.tex} the counts are a \.{\\vpower} line after the
verdict: planted, not measured, detected, the smallest power, its false
theorem, factor, commit and date (the macro is defined with the Verdicts
chapter, \secref{verdicts}).
@<Report: subroutines@>=
static void tex_power(FILE *f, const char *key)
{
  power_counts pc;
  if (power_record == NULL) return;
  result_power(key, &pc);
  fprintf(f, "\\vpower{%ld}{%ld}{%ld}{", pc.planted, pc.planted - pc.measured, pc.detected);
  if (pc.least) {
    power_text(f, pc.least, 1);
    fputs("}{", f);
    tex_text(f, pstr(pc.least, "name"));
    fprintf(f, "}{%g}{", json_number_value(json_object_get(pc.least, "factor")));
    tex_text(f, pstr(pc.least, "commit")); fputs("}{", f);
    tex_text(f, pstr(pc.least, "date"));
    fputs("}\n", f);
  } else fputs("}{}{}{}{}\n", f);
}

@ The \TeX\ file \.{verdicts.tex}: the stamp, then per result a
\.{\\verdict} line, its \.{\\vpower} line and its rows, the mechanics rows collected in one
paragraph. The macros that set them are in the book's limbo, so the file
carries data only; \.{\\vclaim} links a row to the chapter of its check.
@<Report: subroutines@>=
static void tex_verdict_row(FILE *f, json_t *o)
{
  json_t *t = json_object_get(o, "tiers");
  long tr = geti(o, "trials"), sk = geti(o, "skipped");
  fprintf(f, "\\vrow{%s}{%s}{", kinds[kind_index(o)], json_string_value(json_object_get(o, "claim")));
  tex_text(f, json_string_value(json_object_get(o, "claim"))); fputc('/', f);
  tex_text(f, json_string_value(json_object_get(o, "property")));
  fputs("}{", f);
  tex_text(f, json_string_value(json_object_get(o, "algorithm")));
  fputs("}{", f);
  @<Write the tested counts of the tiers...@>@;
  fputs("}{", f);
  worst_text(f, o, 1);
  fprintf(f, "}{%.3g}{%ld}\n", json_real_value(json_object_get(o, "tolerance")), geti(o, "failed"));
}
static int write_verdicts_tex(json_t *all, const char *path)
{
  mm_atomic_file af;
  char commit[96], date[40], words[1024];
  if (mm_io_atomic_open(&af, path)) return 1;
  run_stamp(commit, sizeof commit, date, sizeof date);
  fprintf(af.f, "\\verdictstamp{%s}{", date); tex_text(af.f, commit); fputs("}\n", af.f);
  @<Write the stamp for the title page@>@;
  for (int r = 0; r < NRESULTS; r++) {
    long rows[NKINDS], tested[NKINDS], failed[NKINDS];
    size_t j;
    json_t *o;
    int mech = 0;
    long found = result_counts(all, results[r].key, rows, tested, failed);
    verdict_words(words, sizeof words, &results[r], rows, tested, failed, found);
    fprintf(af.f, "\\verdict{%s}{%s}{", results[r].key, results[r].lbl);
    tex_text(af.f, results[r].source); fputs("}{", af.f);
    tex_text(af.f, words); fputs("}\n", af.f);
    tex_power(af.f, results[r].key);
    for (int k = 0; k < NKINDS; k++) if (k != 2)
      json_array_foreach(all, j, o) if (kind_index(o) == k && row_declares(o, results[r].key)) tex_verdict_row(af.f, o);
    json_array_foreach(all, j, o) if (kind_index(o) == 2 && row_declares(o, results[r].key)) {
      fputs(mech++ ? ", " : "\\vmech{", af.f);
      fprintf(af.f, "\\vlink{%s}{", json_string_value(json_object_get(o, "claim")));
      tex_text(af.f, json_string_value(json_object_get(o, "claim"))); fputc('/', af.f);
      tex_text(af.f, json_string_value(json_object_get(o, "property")));
      fputc('}', af.f);
    }
    if (mech) fprintf(af.f, "}{%ld}\n", failed[2]);
  }
  return mm_io_atomic_commit(&af) != MM_OK;
}

@ The title page of the book names the run too: \.{run-stamp.tex}
defines \.{\\runstamp}, which the front matter prints when the file is
there.
@<Write the stamp for the title page@>=
{
  char spath[1024];
  mm_atomic_file sf;
  snprintf(spath, sizeof spath, "%s/run-stamp.tex", mm_report_dir());
  if (mm_io_atomic_open(&sf, spath)) { mm_io_atomic_abort(&af); return 1; }
  fprintf(sf.f, "\\gdef\\runstamp{%s, commit ", date); tex_text(sf.f, commit); fputs("}\n", sf.f);
  if (mm_io_atomic_commit(&sf) != MM_OK) { mm_io_atomic_abort(&af); return 1; }
}

@ The same verdicts in the Markdown report, one line per result, with
the power of its checks against the planted false versions.
@<Report: subroutines@>=
static void md_verdicts(FILE *f, json_t *all)
{
  size_t j;
  json_t *o;
  fprintf(f, "\n## Verdicts per result\n\nOne line per result of the paper; its rows are those whose `result` names it.\n\n"
    "| result | rests on | verdict | false versions detected (least power per run) | rows (kind) |\n|---|---|---|---|---|\n");
  for (int r = 0; r < NRESULTS; r++) {
    long rows[NKINDS], tested[NKINDS], failed[NKINDS];
    char words[1024];
    int first = 1;
    power_counts pc;
    long found = result_counts(all, results[r].key, rows, tested, failed);
    verdict_words(words, sizeof words, &results[r], rows, tested, failed, found);
    result_power(results[r].key, &pc);
    fprintf(f, "| %s | %s | %s | ", results[r].key, results[r].source, words);
    if (power_record == NULL) fprintf(f, "no record | ");
    else {
      fprintf(f, "%ld of %ld planted (%ld measured)", pc.detected, pc.planted, pc.measured);
      if (pc.least) {
        fputs("; least ", f);
        power_text(f, pc.least, 0);
        fprintf(f, ": %s at x%g, commit %s, %s", pstr(pc.least, "name"), json_number_value(json_object_get(pc.least, "factor")),
          pstr(pc.least, "commit"), pstr(pc.least, "date"));
      }
      fprintf(f, " | ");
    }
    json_array_foreach(all, j, o) if (row_declares(o, results[r].key)) {
      fprintf(f, "%s%s/%s (%s)", first ? "" : ", ", json_string_value(json_object_get(o, "claim")),
        json_string_value(json_object_get(o, "property")), kind_abbrev[kind_index(o)]);
      first = 0;
    }
    fprintf(f, "%s |\n", first ? "-" : "");
  }
}
