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
counts, and the first failing trial with its message.
@<Prop: type definitions@>=
#define MM_DEFAULT_SEED 20231210ULL
#define MM_PROP_REASONS 8
typedef struct {
  const char *claim, *name, *hypotheses, *statistic;
  double tol; /* the property holds on a trial when the statistic is $\le$ |tol| */
  uint64_t seed;
  int trials, skipped, passed, failed;
  double worst; /* the largest statistic seen on a non-skipped trial */
  int worst_trial;
  int first_failure; /* trial number, or $-1$ */
  char failure[512]; /* what the first failing trial said */
  int nreasons;
  const char *reason[MM_PROP_REASONS];
  int reason_count[MM_PROP_REASONS];
} mm_prop;

@ @<Prop: declarations@>=
uint64_t mm_prop_seed(void);
double mm_prop_scale(void);
void mm_prop_begin(mm_prop *pr, const char *claim, const char *name,
  const char *hypotheses, const char *statistic, double tol, int base_trials);
void mm_prop_rng(const mm_prop *pr, int trial, mm_rng *r);
int mm_prop_adversarial(int trial);
void mm_prop_skip(mm_prop *pr, const char *reason);
int mm_prop_record(mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void mm_prop_end(mm_prop *pr);
const char *mm_prop_summary(const mm_prop *pr);

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

@ @<Prop: subroutines@>=
void mm_prop_begin(mm_prop *pr, const char *claim, const char *name,
  const char *hypotheses, const char *statistic, double tol, int base_trials)
{
  double t = ceil(base_trials * mm_prop_scale());
  memset(pr, 0, sizeof *pr);
  pr->claim = claim; pr->name = name; pr->hypotheses = hypotheses;
  pr->statistic = statistic; pr->tol = tol;
  pr->seed = mm_prop_seed();
  pr->trials = t < 1 ? 1 : (int)t;
  pr->worst = -HUGE_VAL; pr->worst_trial = -1; pr->first_failure = -1;
}
void mm_prop_rng(const mm_prop *pr, int trial, mm_rng *r) { mm_rng_seed(r, pr->seed, (uint64_t)trial); }

@ About a third of the trials are {\it adversarial\/}: the check draws them
at boundary values (near-ties, near-degenerate geometry, large norms). Which
ones is a fixed function of the trial number, so a replay sees the same kind.
@<Prop: subroutines@>=
int mm_prop_adversarial(int trial) { return trial % 3 == 2; }

@ @<Prop: subroutines@>=
void mm_prop_skip(mm_prop *pr, const char *reason)
{
  pr->skipped++;
  for (int j = 0; j < pr->nreasons; j++)
    if (!strcmp(pr->reason[j], reason)) { pr->reason_count[j]++; return; }
  if (pr->nreasons < MM_PROP_REASONS) {
    pr->reason[pr->nreasons] = reason; pr->reason_count[pr->nreasons++] = 1;
  }
}

@ Recording a trial compares the statistic with the tolerance; a NaN
statistic fails. The first failure keeps its message and, if the trial had
an instance, writes it as JSON to \.{reports/counterexamples/}.
@<Prop: subroutines@>=
int mm_prop_record(mm_prop *pr, int trial, double stat, const mm_instance *in,
  const char *fmt, ...)
{
  int ok = stat <= pr->tol;
  if (!(stat <= pr->worst)) { pr->worst = stat; pr->worst_trial = trial; }
  if (ok) { pr->passed++; return 1; }
  pr->failed++;
  if (pr->first_failure < 0) {
    va_list ap;
    int len;
    pr->first_failure = trial;
    len = snprintf(pr->failure, sizeof pr->failure,
      "%s/%s: seed %llu trial %d: statistic %.6g > tolerance %.3g: ", pr->claim, pr->name,
      (unsigned long long)pr->seed, trial, stat, pr->tol);
    va_start(ap, fmt);
    if (len > 0 && (size_t)len < sizeof pr->failure)
      vsnprintf(pr->failure + len, sizeof pr->failure - (size_t)len, fmt, ap);
    va_end(ap);
    if (in) @<Save the counterexample and mention its file in the message@>@;
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
  len = strlen(pr->failure);
  if (mm_io_write_instance(path, in) == MM_OK)
    snprintf(pr->failure + len, sizeof pr->failure - len, " [instance: %s]", path);
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
property name; both are identifiers, so no quoting is needed. JSON has
no infinities, and a statistic of $+\infty$ is how many checks score a run
that did not have the shape of convergence: the worst value is then
written as the string \.{"inf"} (\.{"nan"}, \.{"-inf"} likewise), which
the tables print as such.
@<Prop: subroutines@>=
void mm_prop_end(mm_prop *pr)
{
  char path[512];
  json_t *o = json_object(), *r = json_object();
  snprintf(path, sizeof path, "%s", mm_report_dir());
  mkdir(path, 0777);
  snprintf(path, sizeof path, "%s/verification", mm_report_dir());
  mkdir(path, 0777);
  snprintf(path, sizeof path, "%s/verification/%s.%s.json", mm_report_dir(), pr->claim, pr->name);
  json_object_set_new(o, "claim", json_string(pr->claim));
  json_object_set_new(o, "property", json_string(pr->name));
  json_object_set_new(o, "hypotheses", json_string(pr->hypotheses));
  json_object_set_new(o, "statistic", json_string(pr->statistic));
  json_object_set_new(o, "tolerance", json_real(pr->tol));
  json_object_set_new(o, "seed", json_integer((json_int_t)pr->seed));
  json_object_set_new(o, "trials", json_integer(pr->passed + pr->failed + pr->skipped)); /* what was run, not what was planned */
  json_object_set_new(o, "skipped", json_integer(pr->skipped));
  json_object_set_new(o, "passed", json_integer(pr->passed));
  json_object_set_new(o, "failed", json_integer(pr->failed));
  json_object_set_new(o, "worst", pr->worst_trial < 0 ? json_null() : isfinite(pr->worst) ? json_real(pr->worst)
    : json_string(isnan(pr->worst) ? "nan" : pr->worst > 0 ? "inf" : "-inf")); /* JSON has no infinities */
  json_object_set_new(o, "worst_trial", json_integer(pr->worst_trial));
  for (int j = 0; j < pr->nreasons; j++)
    json_object_set_new(r, pr->reason[j], json_integer(pr->reason_count[j]));
  json_object_set_new(o, "skip_reasons", r);
  json_object_set_new(o, "first_failure", pr->first_failure >= 0 ? json_string(pr->failure) : json_null());
  if (mm_io_write_json(path, o) != MM_OK)
    fprintf(stderr, "mmattn: %s\n", mm_error_message());
  json_decref(o);
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

@ @<Prop: subroutines@>=
int mm_prop_record_with(mm_prop *pr, int trial, const mm_instance *in,
  mm_prop_statistic f, void *ctx)
{
  double s = f(in, ctx);
  int first = pr->first_failure < 0, ok;
  if (isnan(s)) { mm_prop_skip(pr, "hypotheses do not hold"); return 1; }
  ok = mm_prop_record(pr, trial, s, in, "%s", "");
  if (!ok && first) {
    mm_instance *sm = mm_prop_shrink(pr, in, f, ctx);
    if (sm) {
      char path[512];
      size_t len = strlen(pr->failure);
      snprintf(path, sizeof path, "%s/counterexamples/%s.%s.seed%llu.trial%d.shrunk.json",
        mm_report_dir(), pr->claim, pr->name, (unsigned long long)pr->seed, trial);
      if (mm_io_write_instance(path, sm) == MM_OK)
        snprintf(pr->failure + len, sizeof pr->failure - len,
          " [shrunk to n = %d, %d tokens, statistic %.6g: %s]", sm->n, sm->off[sm->n], f(sm, ctx), path);
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
tally in \.{reports/verification/} and writes \.{reports/verification.md} (a
table a reader can audit) and \.{reports/verification.json} (the same data
for machines). It exits non-zero when there is no tally at all, since a
report of nothing would look like a report of success.
@.no property tallies found@>

@(report.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <jansson.h>
#include "prop.h"
#include "io.h"
@<Report: subroutines@>@;
int main(void)
{
  char dir[512], path[1024];
  json_t *all = json_array();
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
  {
    int rc = write_reports(all);
    json_decref(all);
    return rc;
  }
}

@ Tallies are sorted by claim, then property, so the report reads in a
stable order whatever order the checks ran in.
@<Report: subroutines@>=
static int cmp_tally(const void *a, const void *b)
{
  json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
  int c = strcmp(json_string_value(json_object_get(x, "claim")), json_string_value(json_object_get(y, "claim")));
  return c ? c : strcmp(json_string_value(json_object_get(x, "property")), json_string_value(json_object_get(y, "property")));
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

@ Markdown tables separate cells with vertical bars, so text cells escape them with a backslash.
@<Report: subroutines@>=
static void cell(FILE *f, json_t *o, const char *key)
{
  const char *s = json_string_value(json_object_get(o, key));
  fputs("| ", f);
  for (; s && *s; s++) {
    if (*s == '|') fputc('\\', f);
    fputc(*s, f);
  }
  fputc(' ', f);
}

@ The same table as plain \TeX, for the book's closing section. Property
names are identifiers, but their underscores must be escaped for \TeX.
@<Report: subroutines@>=
static void tex_text(FILE *f, const char *s)
{
  for (; s && *s; s++) {
    if (strchr("_&%#$", *s)) fputc('\\', f);
    fputc(*s, f);
  }
}
static int write_tex(json_t *all, const char *path)
{
  mm_atomic_file af;
  size_t j;
  json_t *o;
  if (mm_io_atomic_open(&af, path)) return 1;
  fprintf(af.f, "\\halign{#\\hfil\\quad&#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n");
  fprintf(af.f, "\\bf claim&\\bf property&\\bf trials&\\bf skipped&\\bf failed&\\bf worst&\\bf tolerance\\cr\\noalign{\\smallskip}\n");
  json_array_foreach(all, j, o) {
    json_t *w = json_object_get(o, "worst");
    tex_text(af.f, json_string_value(json_object_get(o, "claim"))); fputc('&', af.f);
    tex_text(af.f, json_string_value(json_object_get(o, "property")));
    fprintf(af.f, "&%lld&%lld&%lld&", (long long)json_integer_value(json_object_get(o, "trials")),
      (long long)json_integer_value(json_object_get(o, "skipped")), (long long)json_integer_value(json_object_get(o, "failed")));
    if (json_is_real(w)) fprintf(af.f, "%.3g", json_real_value(w));
    else if (json_is_string(w)) fputs(strcmp(json_string_value(w), "nan") ? "$\\infty$" : "NaN", af.f);
    else fputs("--", af.f);
    fprintf(af.f, "&%.3g\\cr\n", json_real_value(json_object_get(o, "tolerance")));
  }
  fprintf(af.f, "}\n");
  return mm_io_atomic_commit(&af) != MM_OK;
}

@ Some properties of Part~II are {\it observations\/}: regularities that
the paper's experiments show but its theorems do not claim (the first is
the directional convergence of Theorem~2 for several inputs). Their names
begin with \.{observation\_}. Their failures are listed in the report like
any other, marked as observations, but do not count as failures of the
verification: the report's exit status, and the total of failures, are
about theorems only. Every other property is treated as before.
@^observation@>
@<Report: subroutines@>=
static int is_observation(json_t *o)
{
  const char *name = json_string_value(json_object_get(o, "property"));
  return name != NULL && strncmp(name, "observation_", 12) == 0;
}

@ @<Report: subroutines@>=
static int write_reports(json_t *all)
{
  char path[1024];
  mm_atomic_file af;
  size_t j;
  json_t *o;
  long tried = 0, failed = 0, skipped = 0, observed = 0;
  snprintf(path, sizeof path, "%s/verification.md", mm_report_dir());
  if (mm_io_atomic_open(&af, path)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  fprintf(af.f, "# mmattn verification report\n\n");
  fprintf(af.f, "| claim | property | hypotheses | statistic | trials | skipped | passed | failed | worst | tolerance | seed |\n");
  fprintf(af.f, "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
  json_array_foreach(all, j, o) @<Write one row of the table@>@;
  fprintf(af.f, "\n%zu properties, %ld trials, %ld skipped, %ld failed.\n", json_array_size(all), tried, skipped, failed);
  if (observed) fprintf(af.f, "\nObservations (properties named observation\\_..., not theorems): %ld trials failed; they are listed, and not counted above.\n", observed);
  json_array_foreach(all, j, o) @<List the skip reasons and the first failure of a property@>@;
  if (mm_io_atomic_commit(&af)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.tex", mm_report_dir());
  if (write_tex(all, path)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  snprintf(path, sizeof path, "%s/verification.json", mm_report_dir());
  if (mm_io_write_json(path, all)) { fprintf(stderr, "mmattn_report: %s\n", mm_error_message()); return 2; }
  printf("verification report: %zu properties, %ld trials, %ld skipped, %ld failed (%s/verification.md)\n",
    json_array_size(all), tried, skipped, failed, mm_report_dir());
  return failed ? 1 : 0;
}

@ @<Write one row...@>=
{
  json_t *w = json_object_get(o, "worst");
  long tr = (long)json_integer_value(json_object_get(o, "trials"));
  long sk = (long)json_integer_value(json_object_get(o, "skipped"));
  long fa = (long)json_integer_value(json_object_get(o, "failed"));
  tried += tr; skipped += sk;
  if (is_observation(o)) observed += fa; else failed += fa;
  cell(af.f, o, "claim"); cell(af.f, o, "property"); cell(af.f, o, "hypotheses"); cell(af.f, o, "statistic");
  fprintf(af.f, "| %ld | %ld | %ld | %ld | ", tr, sk, (long)json_integer_value(json_object_get(o, "passed")), fa);
  if (json_is_real(w)) fprintf(af.f, "%.3g", json_real_value(w));
  else if (json_is_string(w)) fputs(json_string_value(w), af.f);
  else fprintf(af.f, "-");
  fprintf(af.f, " | %.3g | %llu |\n", json_real_value(json_object_get(o, "tolerance")),
    (unsigned long long)json_integer_value(json_object_get(o, "seed")));
}

@ @<List the skip reasons...@>=
{
  json_t *r = json_object_get(o, "skip_reasons"), *f = json_object_get(o, "first_failure"), *c;
  const char *k;
  if (json_object_size(r) == 0 && !json_is_string(f)) continue;
  fprintf(af.f, "\n**%s/%s**\n", json_string_value(json_object_get(o, "claim")), json_string_value(json_object_get(o, "property")));
  json_object_foreach(r, k, c) fprintf(af.f, "* skipped %lld: %s\n", (long long)json_integer_value(c), k);
  if (json_is_string(f)) fprintf(af.f, "* %s: %s\n", is_observation(o) ? "OBSERVATION FAILED (not a theorem)" : "FAILED", json_string_value(f));
}
