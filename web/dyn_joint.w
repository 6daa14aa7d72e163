@*Joint training of $v$ and $p$.
{\it What it computes.} |mm_dyn_train_joint| trains the head $v$ and the
query $p$ together, from the given $(v,p)$, which it leaves at the final
iterate; options, result and trajectory are those of |mm_dyn_run|, and the
trajectory records $v$ as well. Bad options or a non-finite $v$ are
|MM_EINPUT|.

{\it Where it is checked.} ``Checks of the dynamics'', sections ``The
$v$-gradient where the dominant token is zero'' (the gradient in $v$ against
a |long double| reference) and ``Joint training''; the chapter on joint
training (Theorems~5 and~6) runs it.

{\it Status.} Complete.

@ @(dyn_joint.h@>=
#ifndef MM_DYN_JOINT_H
#define MM_DYN_JOINT_H
#include "dyn_ngd.h"
@<Joint training: declarations@>@;
#endif

@ @(dyn_joint.c@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
@<Joint training: train $v$ and $p$ together@>@;

@ The protocol.
Theorems 5 and 6 concern training the head and the query together. We follow
the paper's protocol: both gradients are taken at the current $(v,p)$ and
each is normalised separately,
$$v\gets v-\eta{\nabla_vL\over\norm{\nabla_vL}},\qquad
  p\gets p-\eta{\nabla_pL\over\norm{\nabla_pL}},$$
or, with method |MM_DYN_GD|, both plain steps with the same $\eta$ (no
default: the bound~(5) is for $p$ alone). The scores depend on $v$, so a
private copy of the instance is refreshed after each step of $v$; the
$v$-gradient comes from the same pass as the $p$-gradient, in log form
(as described for the evaluation above), so that neither underflows as the margins
grow. The trajectory records $v$ as well as $p$.
@^joint training@>
@^Theorem 5@>
@^Theorem 6@>

@<Joint training: declarations@>=
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res);

@ @<Joint training: train $v$ and $p$ together@>=
static mm_status rescore(mm_instance *c) /* $\gamma_{it}=Y_iv^Tx_{it}$ for a new $v$ */
{
  int d = c->d;
  if (!mm_all_finite(c->v, (size_t)d)) return mm_fail(MM_EINPUT, "non-finite number in the head v");
  for (int i = 0; i < c->n; i++)
    for (int r = c->off[i]; r < c->off[i + 1]; r++) c->gamma[r] = c->Y[i] * mm_dot(c->v, c->X + (size_t)r * d, d);
  if (!mm_all_finite(c->gamma, (size_t)c->off[c->n]))
    return mm_fail(MM_EINPUT, "keys or scores overflow: the entries of X, W or v are too large");
  return MM_OK;
}
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = in->d;
  mm_instance *c;
  double *gp, *gv;
  mm_dyn_value val;
  mm_status s = mm_dyn_check_options("mm_dyn_train_joint", o, 0);
  long k = 0;
  if (s || (s = mm_dyn_check_traj("mm_dyn_train_joint", in, tr))) return s;
  if (!mm_all_finite(v, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_train_joint: non-finite head v");
  c = mm_instance_copy(in);
  gp = malloc(sizeof(double) * (size_t)d); gv = malloc(sizeof(double) * (size_t)d);
  if (!c || !gp || !gv) { mm_instance_free(c); free(gp); free(gv); return mm_fail(MM_ENOMEM, "mm_dyn_train_joint: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = o->eta;
  if (tr) tr->dv = d;
  for (;;) {
    @<Joint training: evaluate both gradients at $(v,p)$ and record@>@;
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(p, d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    if (val.log_gnorm == -INFINITY && val.log_gvnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }
    {
      double cp = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gnorm);
      double cv = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gvnorm);
      for (int j = 0; j < d; j++) { p[j] -= cp * gp[j]; v[j] -= cv * gv[j]; }
    }
    k++;
  }
  res->steps = k; res->norm = mm_norm(p, d); res->last = val;
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = mm_dyn_traj_push(tr, c, k, p, v, &val);
  mm_instance_free(c); free(gp); free(gv);
  return s;
}

@ The copy is refreshed in full before the first evaluation; after that
only the scores change with $v$ ($X$, $W$ and the keys do not), and
|rescore| recomputes them by the same expression as the refresh, so the
bits are those of a full refresh without its $O(md)$ validation and copy
of the keys at every step.
@<Joint training: evaluate both gradients...@>=
memcpy(c->v, v, sizeof(double) * (size_t)d);
if ((s = k == 0 ? mm_instance_refresh(c) : rescore(c)) != MM_OK) break;
if ((s = mm_dyn_evaluate_full(c, c->K, p, gp, gv, &val)) != MM_OK) break;
if (tr && (k == 0 || (o->record_every > 0 && k % o->record_every == 0)))
  if ((s = mm_dyn_traj_push(tr, c, k, p, v, &val)) != MM_OK) break;

