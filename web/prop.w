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
#include <errno.h>
#include <stdarg.h>
#include <sys/stat.h>
#include "prop.h"
#include "io.h"
@<Prop: subroutines@>@;

@ A property records up to |MM_PROP_REASONS| distinct skip reasons with their
counts, and up to |MM_PROP_MAXFAIL| failing trials (the ones with the
smallest trial numbers) with their messages. Besides the totals it keeps
one count per size {\it tier\/} (see below), and it carries two labels that
the report prints beside its numbers: its {\it kind\/} and how the check
differs from the paper's statement (its {\it algorithm\/} string).
@<Prop: type definitions@>=
#define MM_DEFAULT_SEED 20231210ULL
#define MM_PROP_REASONS 8
#define MM_PROP_MAXFAIL 20
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

@ @<Prop: declarations@>=
uint64_t mm_prop_seed(void);
double mm_prop_scale(void);
void mm_prop_begin(mm_prop *pr, const char *claim, const char *name,
  const char *hypotheses, const char *statistic, double tol, int base_trials);
void mm_prop_label(mm_prop *pr, const char *kind, const char *algorithm);
void mm_prop_tiers(mm_prop *pr, int tiny, int medium, int large);
int mm_prop_tier(const mm_prop *pr, int trial);
void mm_prop_at(mm_prop *pr, int trial);
void mm_prop_rng(mm_prop *pr, int trial, mm_rng *r);
int mm_prop_adversarial(int trial);
void mm_prop_skip(mm_prop *pr, const char *reason);
int mm_prop_record(mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void mm_prop_end(mm_prop *pr);
const char *mm_prop_summary(const mm_prop *pr);
int mm_prop_worse(double a, int ta, double b, int tb);
int mm_prop_run(const mm_prop *pr);
extern const char *const mm_tier_name[MM_TIERS];

@ The environment is read once per property. A malformed value is not
ignored: the runner stops with a message, because a sweep that silently ran
at the default size would be reported as something it was not.
@.MMATTN\_SEED is not a number@>
@.MMATTN\_TRIALS must be positive@>

@<Prop: subroutines@>=
uint64_t mm_prop_seed(void)
{
  const char *e = getenv("MMATTN_SEED");
  char *end;
  unsigned long long s;
  if (e == NULL || *e == '\0') return MM_DEFAULT_SEED;
  errno = 0;
  s = strtoull(e, &end, 0);
  if (errno || *end != '\0') {
    fprintf(stderr, "mmattn: MMATTN_SEED is not a number: \"%s\"\n", e);
    exit(2);
  }
  return (uint64_t)s;
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
  mm_gen_use_tier(0);
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
  if (pr->current % pr->shards != pr->shard) return; /* another shard's trial */
  pr->skipped++; c->trials++; c->skipped++;
  for (int j = 0; j < pr->nreasons; j++)
    if (!strcmp(pr->reason[j], reason)) { pr->reason_count[j]++; return; }
  if (pr->nreasons < MM_PROP_REASONS) {
    pr->reason[pr->nreasons] = reason; pr->reason_count[pr->nreasons++] = 1;
  }
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
  if (trial % pr->shards != pr->shard) return ok; /* another shard's trial */
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
  json_t *o = json_object(), *r = json_object(), *t = json_object(), *fl = json_array();
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
  json_object_set_new(o, "shard", json_integer(pr->shard));
  json_object_set_new(o, "shards", json_integer(pr->shards));
  if (mm_io_write_json(path, o) != MM_OK)
    fprintf(stderr, "mmattn: %s\n", mm_error_message());
  json_decref(o);
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

@*1 The verification report.
After the checks have run, the small program \.{mmattn\_report} reads every
tally in \.{reports/verification/}, merges the shards of each property into
one row, and writes \.{reports/verification.md} (tables a reader can
audit), \.{reports/verification.json} (the same rows for machines) and
\.{reports/verification.tex} (the book's closing tables). It exits non-zero
when there is no tally at all, since a report of nothing would look like a
report of success, when the shards of a property are incomplete, and when a
property that is not an observation failed.
@.no property tallies found@>
@.incomplete shards@>

@(report.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <dirent.h>
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
static int write_tex(json_t *all, const char *path, const long *n, const long *tr, const long *sk, const long *fa);

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
  long tried = 0, skipped = 0, failed = 0, observed = 0;
  json_array_foreach(all, j, o) {
    int k = kind_index(o);
    n[k]++; tr[k] += geti(o, "trials"); sk[k] += geti(o, "skipped"); fa[k] += geti(o, "failed");
  }
  for (int k = 0; k < NKINDS; k++) { tried += tr[k]; skipped += sk[k]; if (k == 4) observed += fa[k]; else failed += fa[k]; }
  snprintf(path, sizeof path, "%s/verification.md", mm_report_dir());
  if (mm_io_atomic_open(&af, path)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  @<Write the Markdown report@>@;
  if (mm_io_atomic_commit(&af)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.tex", mm_report_dir());
  if (write_tex(all, path, n, tr, sk, fa)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.json", mm_report_dir());
  if (mm_io_write_json(path, all)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  printf("verification report: %zu properties (%ld theorem, %ld suite formulation, %ld mechanics, %ld finding, %ld observation), "
    "%ld trials, %ld skipped, %ld failed; %ld observation trials failed, not counted (%s/verification.md)\n",
    json_array_size(all), n[0], n[1], n[2], n[3], n[4], tried, skipped, failed, observed, mm_report_dir());
  return failed ? 1 : 0;
}

@ The Markdown report: the legend, the totals per kind (the numbers the
console line repeats), the table of results, the table of findings and
observations, the tiers of the properties that draw from several, and the
skip reasons and failures of every property.
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
@<Write the table of tiers@>@;
fprintf(af.f, "\n## Skip reasons and failures\n");
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

@ @<List the skip reasons and the saved failures...@>=
{
  json_t *r = json_object_get(o, "skip_reasons"), *fl = json_object_get(o, "failures"), *c;
  const char *k;
  size_t m;
  if (json_object_size(r) == 0 && json_array_size(fl) == 0) continue;
  fprintf(af.f, "\n**%s/%s** (%s)\n", json_string_value(json_object_get(o, "claim")), json_string_value(json_object_get(o, "property")),
    json_string_value(json_object_get(o, "kind")));
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
it.
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
static void tex_table(FILE *f, json_t *all, int second)
{
  size_t j;
  json_t *o;
  fprintf(f, "\\halign{#\\hfil\\quad&#\\hfil\\quad&#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n");
  fprintf(f, "\\bf claim&\\bf property&\\bf kind&\\bf trials&\\bf skipped&\\bf tested t/m/l&\\bf failed&\\bf worst&\\bf tol.\\cr\\noalign{\\smallskip}\n");
  json_array_foreach(all, j, o) {
    json_t *t = json_object_get(o, "tiers");
    const char *alg = json_string_value(json_object_get(o, "algorithm"));
    long tr = geti(o, "trials"), sk = geti(o, "skipped");
    if (in_second_table(o) != second) continue;
    tex_text(f, json_string_value(json_object_get(o, "claim"))); fputc('&', f);
    tex_text(f, json_string_value(json_object_get(o, "property"))); fputc('&', f);
    tex_text(f, json_string_value(json_object_get(o, "kind")));
    fprintf(f, "&%ld&%ld&", tr, sk);
    for (int m = 0; m < MM_TIERS; m++) {
      json_t *c = json_object_get(t, mm_tier_name[m]);
      fprintf(f, "%s%ld", m ? "/" : "", c ? geti(c, "passed") + geti(c, "failed") : (m ? 0 : tr - sk));
    }
    fprintf(f, "&%ld&", geti(o, "failed"));
    worst_text(f, o, 1);
    fprintf(f, "&%.3g\\cr\n", json_real_value(json_object_get(o, "tolerance")));
    if (alg && *alg) {
      fprintf(f, "\\noalign{\\moveright2em\\vbox{\\hsize=5in\\noindent\\sevenrm ");
      tex_text(f, alg);
      fprintf(f, "\\par}\\smallskip}\n");
    }
  }
  fprintf(f, "}\n");
}

@ @<Report: subroutines@>=
static int write_tex(json_t *all, const char *path, const long *n, const long *tr, const long *sk, const long *fa)
{
  mm_atomic_file af;
  if (mm_io_atomic_open(&af, path)) return 1;
  fprintf(af.f, "\\halign{#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n");
  fprintf(af.f, "\\bf kind&\\bf properties&\\bf trials&\\bf skipped&\\bf tested&\\bf failed\\cr\\noalign{\\smallskip}\n");
  for (int k = 0; k < NKINDS; k++)
    fprintf(af.f, "%s%s&%ld&%ld&%ld&%ld&%ld\\cr\n", kinds[k], k == 4 ? " (not counted)" : "", n[k], tr[k], sk[k], tr[k] - sk[k], fa[k]);
  fprintf(af.f, "}\\medskip\n");
  tex_table(af.f, all, 0);
  fprintf(af.f, "\\medskip\\noindent{\\bf Findings and observations.} A finding passes when its search finds the counterexample it looks for; "
    "an observation's failures are trials where the regularity did not hold, listed and not counted.\\smallskip\n");
  tex_table(af.f, all, 1);
  return mm_io_atomic_commit(&af) != MM_OK;
}
