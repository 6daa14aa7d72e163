@*Gradient descent and normalised gradient descent.
This chapter runs the two methods the paper's theorems are about, on $p$
with $W$ and $v$ fixed, and records what they do.

{\it What it computes.} |mm_dyn_run| starts at a query $p$ and performs plain
gradient descent, $p\gets p-\eta\nabla L(p)$ (by default with $\eta=1/L_p$
from the bound~(5)), or normalised gradient descent, $p\gets
p-\eta\nabla L/\norm{\nabla L}$ (the default, $\eta=0.1$, at most $10^4$
steps), until a step limit, a norm limit, an angle limit or a stall; it
leaves the final iterate in |p| and reports the steps taken, why it stopped,
the step used, $\norm{p}$ and the evaluation at the end (|mm_dyn_result|).
A trajectory (|mm_dyn_traj|) records, at chosen steps, $\norm{p}$, $L$,
$\log(L-L_\star)$, $\log\norm{\nabla L}$, $p$ itself, cosines with
directions the caller names, and the softmax mass on named tokens;
|mm_dyn_traj_write_csv| writes it as CSV, atomically. Bad options are
|MM_EINPUT| with the offending value; a failed evaluation ends the run with
its status.

{\it Where it is checked.} ``Checks of the dynamics'', sections ``Descent
and step lengths'' (plain GD with $\eta=1/L_p$ never increases $L$;
normalised steps have length $\eta$) and ``The paper's first experiment''
(E1a and E1b end where the authors' code and presentation say, with the final direction checked
against a |long double| reference at $\norm{p}=10^4$); the theorem chapters
on Theorems~2, 3 and~4 run these methods.

{\it Status.} Complete. Every step costs one evaluation of the previous
chapter; the risk values are computed only on the steps a trajectory
records. The benchmark chapter measures the normalised step.

@ @(dyn_ngd.h@>=
#ifndef MM_DYN_NGD_H
#define MM_DYN_NGD_H
#include "dyn_eval.h"
@<NGD: type definitions@>@;
@<NGD: declarations@>@;
#endif

@ @(dyn_ngd.c@>=
@<NGD: include files@>@;
@<NGD: set the defaults and name the stopping rules@>@;
@<NGD: check the options of a run@>@;
@<NGD: create and free a trajectory@>@;
@<NGD: compute the softmax mass on named tokens@>@;
@<NGD: check a trajectory against the instance@>@;
@<NGD: push a row onto a trajectory@>@;
@<NGD: write a trajectory as CSV@>@;
@<NGD: run gradient descent or normalised gradient descent@>@;
@<NGD: classify the shape of a run@>@;

@ @<NGD: include files@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
#include "io.h"

@ The methods.
Gradient descent is $p\gets p-\eta\nabla L(p)$; by the descent lemma it
never increases $L$ when $\eta\le1/L_p$, with $L_p$ the bound~(5), which is
the default step. Normalised gradient descent, the paper's protocol, is
$p\gets p-\eta\,\nabla L/\norm{\nabla L}$: the step has length $\eta$ whatever
the size of the gradient, so $\norm{p}$ grows by at most $\eta$ per step and,
once the direction has settled, by almost exactly $\eta$. Both use only the
direction and the logarithm of the norm from |mm_dyn_evaluate|: the plain
step is $\eta e^{\log\norm{\nabla L}}$ times the unit direction, which is
$0$ in double precision once the gradient is below the smallest number, an
honest description of what plain gradient descent does there (the run then
stops as {\it stalled\/}); the normalised step never needs the norm at all.
@^gradient descent@>
@^normalised gradient descent@>
@^step size@>

A run stops at the first of: the step limit, the norm limit
($\norm{p}\ge$ |max_norm|), an angle change below |min_angle| between
consecutive iterates, or a stall (zero gradient, or a step that leaves $p$
unchanged). The angle between unit vectors $a$, $b$ is computed as
$2\arcsin(\norm{a-b}/2)$, accurate also for tiny angles, where
$\arccos\langle a,b\rangle$ loses half the digits.
@^stopping rules@>

@<NGD: type definitions@>=
typedef enum { MM_DYN_GD, MM_DYN_NGD } mm_dyn_method;
typedef enum {
  MM_DYN_STOP_STEPS, MM_DYN_STOP_NORM, MM_DYN_STOP_ANGLE, MM_DYN_STOP_STALLED
} mm_dyn_stop;
typedef struct {
  mm_dyn_method method;
  double eta; /* step; for plain GD on $p$ or $W$, $0$ means $1/L_p$ */
  long max_steps;
  double max_norm; /* stop once $\norm{p}\ge$ this; $0$: no limit */
  double min_angle; /* stop when consecutive directions differ by less (radians); $0$: off */
  long record_every; /* trajectory row every so many steps; $0$: first and last only */
  void (*progress)(long k, long max_steps, double norm, void *ctx); /* called every 1000 steps, if set */
  void *progress_ctx;
} mm_dyn_options;
typedef struct {
  long steps; /* steps taken */
  mm_dyn_stop stop; /* why the run ended */
  double eta; /* the step actually used */
  double norm; /* final $\norm{p}$ (for $W$-training, $\norm{W}_F$) */
  mm_dyn_value last; /* the evaluation at the final iterate */
} mm_dyn_result;

@ @<NGD: declarations@>=
mm_dyn_options mm_dyn_defaults(void);
const char *mm_dyn_stop_name(mm_dyn_stop s);
double mm_dyn_angle(const double *a, const double *b, int d);

@ The defaults are the paper's: normalised steps of $0.1$, at most $10^4$
of them.
@<NGD: set the defaults and name the stopping rules@>=
mm_dyn_options mm_dyn_defaults(void)
{
  mm_dyn_options o;
  memset(&o, 0, sizeof o);
  o.method = MM_DYN_NGD; o.eta = 0.1; o.max_steps = 10000;
  return o;
}
const char *mm_dyn_stop_name(mm_dyn_stop s)
{
  switch (s) {
  case MM_DYN_STOP_STEPS: return "steps";
  case MM_DYN_STOP_NORM: return "norm";
  case MM_DYN_STOP_ANGLE: return "angle";
  case MM_DYN_STOP_STALLED: return "stalled";
  }
  return "unknown";
}
double mm_dyn_angle(const double *a, const double *b, int d)
{
  double na = mm_norm(a, d), nb = mm_norm(b, d);
  long double s = 0.0L;
  if (na == 0.0 || nb == 0.0) return NAN;
  for (int j = 0; j < d; j++) {
    long double e = (long double)a[j] / na - (long double)b[j] / nb;
    s += e * e;
  }
  return 2.0 * asin(fmin(1.0, (double)sqrtl(s) / 2.0));
}

@ Options are checked before any work; a bad value is a caller's mistake and
comes back as |MM_EINPUT| with the offending value.
@.step size must be positive@>
@.step limit must be non-negative@>
@<NGD: check the options of a run@>=
mm_status mm_dyn_check_options(const char *fn, const mm_dyn_options *o, int eta_may_be_zero)
{
  if (!(isfinite(o->eta) && (o->eta > 0 || (o->eta == 0 && eta_may_be_zero))))
    return mm_fail(MM_EINPUT, "%s: step size must be positive and finite, got %g", fn, o->eta);
  if (o->max_steps < 0) return mm_fail(MM_EINPUT, "%s: step limit must be non-negative, got %ld", fn, o->max_steps);
  if (o->method != MM_DYN_GD && o->method != MM_DYN_NGD) return mm_fail(MM_EINPUT, "%s: unknown method %d", fn, (int)o->method);
  if (!(o->max_norm >= 0) || !(o->min_angle >= 0) || o->record_every < 0)
    return mm_fail(MM_EINPUT, "%s: norm limit, angle limit and recording interval must be non-negative", fn);
  return MM_OK;
}

@*1 Trajectories.
A trajectory is a table with one row per recorded iterate: the step number,
$\norm{p}$, $L$, $\log(L-L_\star)$, $\log\norm{\nabla L}$, the coordinates of
$p$ (and of $v$ in joint training), the cosines of $p$ with directions the
caller supplies (for instance the closed-form max-margin directions), and,
when the caller names one token per input, the mean softmax mass on those
tokens and the logarithm of the mean mass on all the others. The latter is
the quantity that still moves when the former has rounded to $1$.
@^trajectory@>
@^CSV@>

@<NGD: type definitions@>=
typedef struct {
  int d, dv, ndirs; /* columns: $p$ ($d$), $v$ ($dv$, $0$ or $d$), cosines */
  const double *dirs; /* |ndirs| directions of length $d$, row by row */
  const int *tokens; /* one token per input for the mass columns, or |NULL| */
  long rows, cap;
  long *step;
  double *norm, *risk, *log_excess, *log_gnorm, *mass, *log_rest;
  double *p, *v, *cosine; /* |rows*d|, |rows*dv|, |rows*ndirs| */
} mm_dyn_traj;

@ @<NGD: declarations@>=
void mm_dyn_traj_init(mm_dyn_traj *tr, int d, const double *dirs, int ndirs, const int *tokens);
void mm_dyn_traj_free(mm_dyn_traj *tr);
mm_status mm_dyn_traj_write_csv(const mm_dyn_traj *tr, const char *path);
void mm_dyn_token_mass(const mm_instance *in, const double *p, const int *tokens,
  double *mean_mass, double *log_rest);

@ Initialisation only records the shape; storage grows by doubling as rows
are pushed. A run sets |dv| itself.
@<NGD: create and free a trajectory@>=
void mm_dyn_traj_init(mm_dyn_traj *tr, int d, const double *dirs, int ndirs, const int *tokens)
{
  memset(tr, 0, sizeof *tr);
  tr->d = d; tr->dirs = dirs; tr->ndirs = dirs ? ndirs : 0; tr->tokens = tokens;
}
void mm_dyn_traj_free(mm_dyn_traj *tr)
{
  free(tr->step); free(tr->norm); free(tr->risk); free(tr->log_excess);
  free(tr->log_gnorm); free(tr->mass); free(tr->log_rest);
  free(tr->p); free(tr->v); free(tr->cosine);
  tr->step = NULL; tr->norm = tr->risk = tr->log_excess = tr->log_gnorm = NULL;
  tr->mass = tr->log_rest = tr->p = tr->v = tr->cosine = NULL;
  tr->rows = tr->cap = 0;
}

@ The token mass: $\log s_{it}$ from the log-softmax of model.w, the mass on
the named token $e^{\log s}$, and the rest as a log-sum-exp over the other
tokens, so that it is exact also when it is $e^{-10^4}$.
@<NGD: compute the softmax mass on named tokens@>=
void mm_dyn_token_mass(const mm_instance *in, const double *p, const int *tokens,
  double *mean_mass, double *log_rest)
{
  int d = in->d;
  double *ls = malloc(sizeof(double) * (size_t)mm_instance_max_tokens(in));
  double rc = -INFINITY, rs = 0.0;
  long double mass = 0.0L;
  mm_assert(ls != NULL);
  for (int i = 0; i < in->n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    double c = -INFINITY, s = 0.0;
    for (int t = 0; t < in->T[i]; t++) ls[t] = mm_dot(K + (size_t)t * d, p, d);
    mm_log_softmax(ls, in->T[i], ls);
    mass += exp(ls[tokens[i]]);
    for (int t = 0; t < in->T[i]; t++) if (t != tokens[i]) lse_add(&c, &s, ls[t]);
    if (s > 0) lse_add(&rc, &rs, c + log(s));
  }
  free(ls);
  *mean_mass = (double)(mass / in->n);
  *log_rest = rs > 0 ? rc + log(rs) - log((double)in->n) : -INFINITY;
}

@ A trajectory handed to a run must match the instance: its dimension, and
one valid token per input when masses are asked for.
@.trajectory does not match the instance@>
@<NGD: check a trajectory against the instance@>=
mm_status mm_dyn_check_traj(const char *fn, const mm_instance *in, const mm_dyn_traj *tr)
{
  if (tr == NULL) return MM_OK;
  if (tr->d != in->d)
    return mm_fail(MM_EINPUT, "%s: trajectory does not match the instance: dimension %d, instance %d", fn, tr->d, in->d);
  if (tr->tokens)
    for (int i = 0; i < in->n; i++)
      if (tr->tokens[i] < 0 || tr->tokens[i] >= in->T[i])
        return mm_fail(MM_EINPUT, "%s: trajectory does not match the instance: token %d named for input %d, which has %d tokens",
          fn, tr->tokens[i], i, in->T[i]);
  return MM_OK;
}

@ Pushing a row. Growth failures are reported, never ignored.
@<NGD: push a row onto a trajectory@>=
static int grow(void **a, long cap, size_t width)
{
  void *q = realloc(*a, (size_t)cap * width + 1);
  if (q == NULL) return 0;
  *a = q;
  return 1;
}
mm_status mm_dyn_traj_push(mm_dyn_traj *tr, const mm_instance *in, long step,
  const double *p, const double *v, const mm_dyn_value *val)
{
  long k = tr->rows;
  int d = tr->d;
  if (k == tr->cap) @<NGD: double the capacity of the trajectory@>@;
  tr->step[k] = step;
  tr->norm[k] = mm_norm(p, d); tr->risk[k] = val->risk;
  tr->log_excess[k] = val->log_excess; tr->log_gnorm[k] = val->log_gnorm;
  memcpy(tr->p + (size_t)k * d, p, sizeof(double) * (size_t)d);
  if (tr->dv) memcpy(tr->v + (size_t)k * tr->dv, v, sizeof(double) * (size_t)tr->dv);
  for (int j = 0; j < tr->ndirs; j++) tr->cosine[(size_t)k * tr->ndirs + j] = mm_cos(p, tr->dirs + (size_t)j * d, d);
  if (tr->tokens) mm_dyn_token_mass(in, p, tr->tokens, &tr->mass[k], &tr->log_rest[k]);
  tr->rows++;
  return MM_OK;
}

@ @<NGD: double the capacity...@>=
{
  long cap = tr->cap ? 2 * tr->cap : 64;
  int ok = grow((void **)&tr->step, cap, sizeof(long)) && grow((void **)&tr->norm, cap, sizeof(double))
    && grow((void **)&tr->risk, cap, sizeof(double)) && grow((void **)&tr->log_excess, cap, sizeof(double))
    && grow((void **)&tr->log_gnorm, cap, sizeof(double)) && grow((void **)&tr->mass, cap, sizeof(double))
    && grow((void **)&tr->log_rest, cap, sizeof(double)) && grow((void **)&tr->p, cap, sizeof(double) * (size_t)d)
    && grow((void **)&tr->v, cap, sizeof(double) * (size_t)tr->dv) && grow((void **)&tr->cosine, cap, sizeof(double) * (size_t)tr->ndirs);
  if (!ok) return mm_fail(MM_ENOMEM, "trajectory: out of memory at %ld rows", cap);
  tr->cap = cap;
}

@ The CSV file has a header line naming every column and one line per row,
numbers with 17 significant digits so that a reader recovers the doubles
exactly; it is written atomically, so a reader never sees half a table.
@.cannot write@>
@<NGD: write a trajectory as CSV@>=
mm_status mm_dyn_traj_write_csv(const mm_dyn_traj *tr, const char *path)
{
  mm_atomic_file af;
  mm_status s = mm_io_atomic_open(&af, path);
  if (s) return s;
  fprintf(af.f, "step,norm,risk,log_excess,log_gnorm");
  for (int j = 0; j < tr->d; j++) fprintf(af.f, ",p%d", j + 1);
  for (int j = 0; j < tr->dv; j++) fprintf(af.f, ",v%d", j + 1);
  for (int j = 0; j < tr->ndirs; j++) fprintf(af.f, ",cos%d", j + 1);
  if (tr->tokens) fprintf(af.f, ",mass,log_rest");
  fputc('\n', af.f);
  for (long k = 0; k < tr->rows; k++) {
    fprintf(af.f, "%ld,%.17g,%.17g,%.17g,%.17g", tr->step[k], tr->norm[k], tr->risk[k], tr->log_excess[k], tr->log_gnorm[k]);
    for (int j = 0; j < tr->d; j++) fprintf(af.f, ",%.17g", tr->p[(size_t)k * tr->d + j]);
    for (int j = 0; j < tr->dv; j++) fprintf(af.f, ",%.17g", tr->v[(size_t)k * tr->dv + j]);
    for (int j = 0; j < tr->ndirs; j++) fprintf(af.f, ",%.17g", tr->cosine[(size_t)k * tr->ndirs + j]);
    if (tr->tokens) fprintf(af.f, ",%.17g,%.17g", tr->mass[k], tr->log_rest[k]);
    fputc('\n', af.f);
  }
  return mm_io_atomic_commit(&af);
}

@*1 The run.
|mm_dyn_run| starts at |p|, leaves the final iterate there, appends rows to
the trajectory |tr| when it is not |NULL|, and fills |res|.
@<NGD: declarations@>=
mm_status mm_dyn_run(const mm_instance *in, const mm_dyn_options *o, double *p,
  mm_dyn_traj *tr, mm_dyn_result *res);

@ @<NGD: run gradient descent or normalised gradient descent@>=
mm_status mm_dyn_run(const mm_instance *in, const mm_dyn_options *o, double *p,
  mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = in->d;
  double *g, *prev, eta;
  mm_dyn_value val;
  mm_status s = mm_dyn_check_options("mm_dyn_run", o, o->method == MM_DYN_GD);
  long k = 0;
  if (s || (s = mm_dyn_check_traj("mm_dyn_run", in, tr))) return s;
  eta = o->eta > 0 ? o->eta : 1.0 / mm_smoothness_bound(in);
  if (!isfinite(eta)) eta = 1.0; /* $L_p=0$: the risk is constant and the run stalls at once */
  g = malloc(sizeof(double) * (size_t)d); prev = malloc(sizeof(double) * (size_t)d);
  if (!g || !prev) { free(g); free(prev); return mm_fail(MM_ENOMEM, "mm_dyn_run: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = eta;
  if (tr) tr->dv = 0;
  if ((s = mm_dyn_evaluate(in, p, g, &val)) == MM_OK && tr) s = mm_dyn_traj_push(tr, in, 0, p, NULL, &val);
  res->last = val;
  while (s == MM_OK) {
    @<NGD: stop before the step if a limit is reached@>@;
    @<NGD: take one step, stopping if it stalls@>@;
  }
  res->steps = k; res->norm = mm_norm(p, d);
  if (s == MM_OK && k > 0) s = mm_dyn_evaluate(in, p, g, &res->last);
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = mm_dyn_traj_push(tr, in, k, p, NULL, &res->last);
  free(g); free(prev);
  return s;
}

@ @<NGD: stop before the step...@>=
if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
if (o->max_norm > 0 && mm_norm(p, d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
if (val.log_gnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }

@ @<NGD: take one step...@>=
{
  double c = o->method == MM_DYN_NGD ? eta : eta * exp(val.log_gnorm);
  int moved = 0;
  memcpy(prev, p, sizeof(double) * (size_t)d);
  for (int j = 0; j < d; j++) { p[j] -= c * g[j]; moved |= p[j] != prev[j]; } /* $p:=p-\eta\nabla L$ or $p-\eta\nabla L/\norm{\nabla L}$ */
  if (!moved) { res->stop = MM_DYN_STOP_STALLED; break; }
  k++;
  if (o->progress && k % 1000 == 0) o->progress(k, o->max_steps, mm_norm(p, d), o->progress_ctx);
  {
    int rec = tr && o->record_every > 0 && k % o->record_every == 0;
    if ((s = mm_dyn_eval_core(in, in->K, p, g, NULL, &val, rec)) != MM_OK) break;
    if (rec) s = mm_dyn_traj_push(tr, in, k, p, NULL, &val);
  }
  if (o->min_angle > 0 && mm_dyn_angle(p, prev, d) < o->min_angle) { res->stop = MM_DYN_STOP_ANGLE; break; }
}

@ The shape of a run: did it diverge, and did its direction settle? The
rule and its reasons are in the command chapter's section on \.{train};
|mm_run_shape| holds the measurements at $N/4$, $N/2$ and $N$.
@<NGD: type definitions@>=
typedef enum { MM_RUN_SHORT, MM_RUN_DIVERGES, MM_RUN_TURNS, MM_RUN_SETTLES, MM_RUN_CYCLES, MM_RUN_UNDECIDED } mm_run_kind;
typedef struct {
  long k4, k2; /* the steps $N/4$ and $N/2$ */
  double *p4, *p2, *prev; /* the iterates there, and the one before the current chunk */
  double S1, S2, G1, G2, th1, th2; /* paths over $(N/4,N/2]$ and $(N/2,N]$ */
  int seen4, seen2, measured;
  mm_run_kind kind;
} mm_run_shape;

@ The classification is the library's (\.{train} and the Python module
call it): |mm_run_record| is called after every chunk with the iterate
|fp| after it, the step count |k| and the chunk's path length |ngd_path|
when it is known exactly (normalised steps on $p$; a negative value
otherwise, and the displacement from |R->prev| is measured).
@<NGD: declarations@>=
extern const char *const mm_run_kind_name[];
void mm_run_record(mm_run_shape *R, const double *fp, int d, long k, double ngd_path);
void mm_run_classify(mm_run_shape *R, const double *pN, int d, long k, mm_dyn_stop stop);

@ @<NGD: classify the shape of a run@>=
const char *const mm_run_kind_name[] = {"too-short", "diverges", "diverges-turning", "bounded-settles", "bounded-cycles", "undecided"};
void mm_run_record(mm_run_shape *R, const double *fp, int d, long k, double ngd_path)
{
  if (k == R->k4) { memcpy(R->p4, fp, sizeof(double) * (size_t)d); R->seen4 = 1; }
  if (k == R->k2) { memcpy(R->p2, fp, sizeof(double) * (size_t)d); R->seen2 = 1; }
  if (k > R->k4) {
    double s2 = 0.0;
    if (ngd_path >= 0) s2 = ngd_path;
    else {
      for (int j = 0; j < d; j++) s2 += (fp[j] - R->prev[j]) * (fp[j] - R->prev[j]);
      s2 = sqrt(s2);
    }
    if (k > R->k2) R->S2 += s2; else R->S1 += s2;
  }
}
void mm_run_classify(mm_run_shape *R, const double *pN, int d, long k, mm_dyn_stop stop)
{
  double n4, n2, nN;
  R->measured = R->seen4 && R->seen2 && R->k4 >= 1 && k > R->k2;
  if (stop == MM_DYN_STOP_NORM) { R->kind = MM_RUN_DIVERGES; return; }
  if (R->measured) {
    n4 = mm_norm(R->p4, d); n2 = mm_norm(R->p2, d); nN = mm_norm(pN, d);
    R->G1 = n2 - n4; R->G2 = nN - n2;
    R->th1 = n4 > 0 && n2 > 0 ? mm_dyn_angle(R->p4, R->p2, d) : M_PI;
    R->th2 = n2 > 0 && nN > 0 ? mm_dyn_angle(R->p2, pN, d) : M_PI;
    if (R->G2 > 0 && R->G1 > 0 && R->G2 >= R->S2 / 2 && R->G2 >= R->G1 / 2) {
      R->kind = R->th2 <= fmax(R->th1, 256 * DBL_EPSILON) ? MM_RUN_DIVERGES : MM_RUN_TURNS;
      return;
    }
    if (R->G2 > 0 && R->G1 > 0 && R->G2 >= R->G1 / 2) { R->kind = MM_RUN_UNDECIDED; return; }
  }
  if (stop == MM_DYN_STOP_STALLED) R->kind = MM_RUN_SETTLES; /* a fixed point of the iteration */
  else if (!R->measured) R->kind = MM_RUN_SHORT;
  else R->kind = R->S2 <= R->S1 / 2 ? MM_RUN_SETTLES : MM_RUN_CYCLES;
}

