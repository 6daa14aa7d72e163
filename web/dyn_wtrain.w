@*Training $W$ with $p$ fixed.
{\it What it computes.} |mm_dyn_train_W| runs plain or normalised gradient
descent on the key-query matrix $W$ ($d\times d$, row-major, updated in
place) with the query $p$ fixed, with the options and the result of
|mm_dyn_run|; the reported norm is $\norm{W}_F$. |mm_dyn_q_instance| returns
a copy of the instance with $W=I$, on which |mm_dyn_run| performs the same
dynamics in $q=Wp$. A zero or non-finite $p$ and bad options are
|MM_EINPUT|.

{\it Where it is checked.} ``Checks of the dynamics'', section ``Training
$W$ is training $q$'' (the two parametrisations in lockstep, and
$W(k)-W(0)$ of rank one), and the chapter on the lemma that training $W$ is
training $p$.

{\it Status.} Complete.

@ @(dyn_wtrain.h@>=
#ifndef MM_DYN_WTRAIN_H
#define MM_DYN_WTRAIN_H
#include "dyn_ngd.h"
@<W-training: declarations@>@;
#endif

@ @(dyn_wtrain.c@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
@<W-training: make the instance of the $q$-dynamics@>@;
@<W-training: run gradient descent on $W$@>@;

@ Why $W$-training reduces to training $q$.
With $p$ fixed the risk depends on $W$ only through $q=Wp$, and by~(4)
$\nabla_WL=(\nabla_qL)\,p^T$. A gradient step on $W$ therefore moves $q$ by
$$\Delta q=-\eta(\nabla_qL)\,p^Tp=-\eta\norm{p}^2\nabla_qL,$$
which is a gradient step on $q$ with step $\eta\norm{p}^2$; every update
adds a matrix with row factor $p^T$, so $W(k)-W(0)$ stays rank one. A
normalised step divides by $\norm{\nabla_WL}_F=\norm{\nabla_qL}\norm{p}$ and
moves $q$ by $\eta\norm{p}$ along $-\nabla_qL/\norm{\nabla_qL}$. The
$q$-gradient is the $p$-gradient of the same data with the tokens as keys,
so |mm_dyn_evaluate_full| with |keys=in->X| computes it in log form. The
default plain step is $1/(L_q\norm{p}^2)$, with $L_q$ the bound~(5) for keys
$x_{it}$: the Hessian of $W\mapsto L(Wp)$ is $\nabla^2_qL\otimes pp^T$, whose
norm is $\norm{\nabla_q^2L}\norm{p}^2$.
@^rank one@>
@^Lemma (p and W)@>

|mm_dyn_train_W| updates the matrix |W| ($d\times d$, row-major, in place)
itself rather than $q$, so that a check can compare the two
parametrisations; |mm_dyn_q_instance| returns the instance with $W=I$, on
which |mm_dyn_run| performs the $q$-dynamics.

@<W-training: declarations@>=
mm_instance *mm_dyn_q_instance(const mm_instance *in);
mm_status mm_dyn_train_W(const mm_instance *in, const double *p, const mm_dyn_options *o,
  double *W, mm_dyn_result *res);

@ @<W-training: make the instance of the $q$-dynamics@>=
mm_instance *mm_dyn_q_instance(const mm_instance *in)
{
  mm_instance *c = mm_instance_copy(in);
  if (c == NULL) return NULL;
  memset(c->W, 0, sizeof(double) * (size_t)in->d * in->d);
  for (int a = 0; a < in->d; a++) c->W[a * in->d + a] = 1.0;
  if (mm_instance_refresh(c) != MM_OK) { mm_instance_free(c); return NULL; }
  return c;
}

@ @.W-training needs a non-zero query@>
@<W-training: run gradient descent on $W$@>=
mm_status mm_dyn_train_W(const mm_instance *in, const double *p, const mm_dyn_options *o,
  double *W, mm_dyn_result *res)
{
  int d = in->d;
  double pp = mm_dot(p, p, d), eta, *q, *g;
  mm_dyn_value val;
  mm_status s = mm_dyn_check_options("mm_dyn_train_W", o, o->method == MM_DYN_GD);
  long k = 0;
  if (s) return s;
  if (!(pp > 0) || !isfinite(pp)) return mm_fail(MM_EINPUT, "mm_dyn_train_W: W-training needs a non-zero finite query p");
  @<W-training: choose the step of $W$-training@>@;
  q = malloc(sizeof(double) * (size_t)d); g = malloc(sizeof(double) * (size_t)d);
  if (!q || !g) { free(q); free(g); return mm_fail(MM_ENOMEM, "mm_dyn_train_W: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = eta;
  for (;;) {
    for (int a = 0; a < d; a++) q[a] = mm_dot(W + (size_t)a * d, p, d); /* $q=Wp$ */
    if ((s = mm_dyn_evaluate_full(in, in->X, q, g, NULL, &val)) != MM_OK) break;
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(W, d * d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    if (val.log_gnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }
    {
      double c = o->method == MM_DYN_NGD ? eta / sqrt(pp) : eta * exp(val.log_gnorm);
      for (int a = 0; a < d; a++) /* $W:=W-c\,\hat g_q\,p^T$ */
        for (int b = 0; b < d; b++) W[(size_t)a * d + b] -= c * g[a] * p[b];
    }
    k++;
  }
  res->steps = k; res->norm = mm_norm(W, d * d); res->last = val;
  free(q); free(g);
  return s;
}

@ @<W-training: choose the step of $W$-training@>=
if (o->eta > 0) eta = o->eta;
else {
  mm_instance *c = mm_dyn_q_instance(in);
  if (c == NULL) return mm_fail(MM_ENOMEM, "mm_dyn_train_W: out of memory");
  eta = 1.0 / (mm_smoothness_bound(c) * pp);
  mm_instance_free(c);
  if (!isfinite(eta)) eta = 1.0;
}

