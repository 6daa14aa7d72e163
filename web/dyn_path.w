@*Regularization paths.
{\it What it computes.} |mm_dyn_path| computes, for each radius $R_k$ of
a list, the global regularization path $\bar p(R)=\mathop{\rm
argmin}_{\norm{p}\le R}L(p)$ or the local path restricted to a cone
$C_{\mu,R_0}(q)$ (|mm_path_options|: the cone, random starts, extra start
directions, the iteration limit and tolerance of the local method, and
optionally a nonlinear head). Row $k$ of |P| receives the answer and
|pt[k]| (|mm_path_point|) its objective $\log(L-L_\star)$, its risk, its
first-order stationarity, and how many starts agree with it and how far
apart they ended. Bad options are |MM_EINPUT|; an objective that is not
finite (logits beyond the range of a double) ends the path with
|MM_ENUMERIC|, the rows already written being answers.

{\it Where it is checked.} ``Checks of the dynamics'', section
``Regularization paths'' (E1a against a dense grid on the sphere, E1b's
cone path, the near-tie cone paths, a finite interior minimiser, the
nonlinear path against a grid), and the chapters on Theorems~1 and~4, on
nonlinear heads and on joint training.

{\it Status.} Complete, with the limits stated in the section on what the
objective resolves: $F$ is flat to rounding where some input's dominant
token lacks its top score beyond logit gaps of about $36$; at an interior
minimiser in an ill-conditioned valley the method stops near stationarity
$10^{-8}R$; and with random starts only, a GMM of tiny margin is not found
at a first radius far beyond its norm unless its direction is among the
starts.

@ @(dyn_path.h@>=
#ifndef MM_DYN_PATH_H
#define MM_DYN_PATH_H
#include <stdint.h>
#include "dyn_nl.h"
@<Path: type definitions@>@;
@<Path: declarations@>@;
#endif

@ @(dyn_path.c@>=
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
#include "gen.h"
@<Path: static declarations@>@;
@<Path: set the default options@>@;
@<Path: evaluate the objective and its gradient@>@;
@<Path: evaluate the objective, refusing values that are not finite@>@;
@<Path: project onto the ball and the cone@>@;
@<Path: find a unit vector orthogonal to the axis@>@;
@<Path: measure the stationarity of a point@>@;
@<Path: run the local method from one start@>@;
@<Path: compute the slope of a move along the free directions@>@;
@<Path: compute the path over the radii@>@;

@ The problem and the method.
The global path is $\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L(p)$ and
the local path around a direction $q$ is the same minimisation over the ball
intersected with the cone
$$C_{\mu,R_0}(q)=\{p:\norm{p}\ge R_0,\ \langle p/\norm{p},q/\norm{q}\rangle\ge1-\mu\},
\qquad 0<\mu<1,\ R\ge R_0.$$
The problem is not convex, and for large $R$ the risk differs from its
floor $L_\star$ by $e^{-cR}$, far below the rounding of $L$. Both problems
are met by minimising the objective
$$F(p)=\log\bigl(L(p)-L_\star\bigr),$$
which has the same minimisers (the logarithm is increasing), is computed to
full relative precision by |mm_dyn_evaluate|, and has the representable
gradient $\nabla F=\nabla L/(L-L_\star)=e^{\log\norm{\nabla L}-F}\,\hat g$.
For a nonlinear head, $F$ is |mm_dyn_nl_objective|: the same logarithm
where $L$ exceeds the risk of the best pure selection, and a scaled $L$ below
every such value where it does not.
@^regularization path@>
@^local regularization path@>
@^cone@>

The local method is projected gradient descent with Armijo backtracking: from
$x$, try $y=\Pi(x-t\nabla F)$ and accept when $F(y)\le F(x)-10^{-4}\langle
\nabla F(x),x-y\rangle$, otherwise halve $t$; after an accepted step $t$
doubles. The map $\Pi$ first moves a point outside the cone onto it by the
Euclidean projection onto the convex cone of half-angle
$\theta=\arccos(1-\mu)$ (rotate in the plane of $x$ and $q$ to the angle
$\theta$ and keep the component along that ray), then clamps the norm into
$[R_0,R]$ by scaling. Each part is the exact projection onto its own
constraint and the composition is the identity on feasible points and
always lands in the feasible set, which is all that the backtracking needs to
make $F$ decrease monotonically.
@^projected gradient@>

@ What makes the answer trustworthy. A local method on a non-convex problem
proves nothing by itself, so each radius is solved from many starts: the
previous radius's answer scaled to the new radius (continuation), the
directions the caller supplies (for example closed-form max-margin
candidates), the innermost feasible point (the origin, or $R_0\hat q$ in a
cone), and |starts| random points, half of them on the sphere of radius $R$
and half inside the ball (in the cap of the cone, at norms between $R_0$ and
$R$), so that a minimiser inside the ball is found as well as one on its
boundary. The result reports, besides the best point,
\smallskip
\item{$\bullet$} its first-order stationarity: with
$\tau$ chosen so that $\tau\norm{\nabla F}=10^{-7}R$, the quantity
$R\,\norm{x-\Pi(x-\tau\nabla F)}/\tau$, which is $R\norm{\nabla F}$ at an
interior point and, on the sphere $\norm{p}=R$, the derivative of $F$ with
respect to the angle along the steepest free direction: zero at a KKT point;
\item{$\bullet$} how many starts reached the best value to within $10^{-9}$
(relative) and the largest angle between their end points: several starts
from unrelated places agreeing on one point is the evidence that it is the
global minimiser of the problem.
\smallskip\noindent
For $d\le3$ the Part~II check also compares with a dense grid on the sphere.
Note that the objective's curvature in angle grows like $R^2$ while its
minimum sharpens, so at large $R$ the method needs more iterations: the
stationarity it reports says how far it got. At an interior minimiser in an
ill-conditioned valley the stationarity $R\norm{\nabla F}$ stops near
$10^{-8}R$: there $F-\min F\approx\norm{\nabla F}^2/(2H)$ is below the
rounding of $F$, so the minimiser is resolved to about $10^{-8}$ in
position and the rest of the iteration limit is spent (on the interior
check of Part~II, $10^4$ iterations over the starts at the smallest radius).

{\it What $F$ resolves.} Along the max-margin ray $R\,p^\mm_\star/\norm{p^\mm_\star}$
the excess $L-L_\star$ tends to zero like $e^{-\rho}$ ($\rho$ the logit gap
of the GMM), and $F$ is computed to full relative precision: against a
|long double| reference of $\log(L-L_\star)$ (the checks of the dynamics),
at $\rho=1,2,4,\ldots,8192$ on E1a and on random instances, the relative
error is at most a few $\epsilon$ plus the rounding of the logits,
$\epsilon\,d\max_t\vert a_t\vert/\vert F\vert$ (measured $1.6\cdot10^{-14}$
on a draw with $\norm{p^\mm_\star}=271$, $2\epsilon$ on the others). Nothing
in the floor $L_\star$ or in an input's excess loses relative precision
there. What $F$ cannot resolve is different: in a region where the dominant
token of some input does not have that input's top score (near a non-global
LMM, or in a cone around a direction that is not an LMM),
$L-L_\star=C+\tau(p)$ with a constant $C>0$ (those inputs' score deficits)
and tails $\tau$ of relative size $e^{-z}$ at logit gap $z$. $F$ then varies
by $\tau/C$, and once that is below $\epsilon$, at gaps beyond
$\log(1/\epsilon)\approx36$ plus the logarithm of the tails' coefficients,
$F$ is flat to rounding and any point of such a region is as good as any
other to the path: measured on Theorem~4's near-tie draw along a non-global
LMM direction, $F=-8.98799$ at $\rho=16$ and $-8.98804$ unchanged in every
digit from $\rho=64$ on. This is a property of the objective in double
precision, not of the solver; the path's answers there are minimisers only
to that resolution, and a check must keep its radii where the tails still
show (Theorem~4's checks stop at $\rho=16$).

@<Path: type definitions@>=
typedef struct {
  int starts; /* random starts per radius, besides the warm start and |dirs| */
  uint64_t seed;
  int max_iter; /* iterations of the local method per start */
  double tol; /* a start stops when its stationarity is at most this */
  const double *q; /* axis of the cone, or |NULL| for the global path */
  double mu, R0; /* cone $C_{\mu,R_0}(q)$ */
  const double *dirs; int ndirs; /* extra start directions, row by row */
  const mm_mlp *psi; /* nonlinear head, or |NULL| for the instance's linear head */
} mm_path_options;
typedef struct {
  double R; /* the radius */
  double F; /* $\log(L-L_\star)$ at the answer (for a nonlinear head: |mm_dyn_nl_objective|) */
  double risk; /* $L$ at the answer */
  double stationarity; /* as defined above */
  int agree; /* starts that reached the best value */
  int starts; /* starts tried */
  double spread; /* largest angle between agreeing end points (radians) */
  long iters; /* iterations of all starts */
} mm_path_point;

@ @<Path: declarations@>=
mm_path_options mm_path_defaults(void);
mm_status mm_dyn_path(const mm_instance *in, const mm_path_options *o,
  const double *radii, int nR, double *P, mm_path_point *pt);

@ @<Path: set the default options@>=
mm_path_options mm_path_defaults(void)
{
  mm_path_options o;
  memset(&o, 0, sizeof o);
  o.starts = 16; o.seed = 1; o.max_iter = 2000; o.tol = 1e-9;
  return o;
}

@ The objective and its gradient. A risk that equals its floor everywhere
(every input's scores equal) gives $F=-\infty$ and a zero gradient: every
point is then a minimiser. For the linear head the gradient is left as what
|mm_dyn_evaluate| returns, the unit direction $\hat g$, and the logarithm of
its length, $\log\norm{\nabla F}=\log\norm{\nabla L}-F$, goes to |c->lg|:
$\nabla F$ itself is not formed, because its length ranges from $e^{-10^4}$
(a point whose every input is dominated by a token of constant score deficit,
where $F$ is flat) to $e^{+700}$, beyond both ends of the double range. A
failure of the evaluation is left in |c->st| for the caller.
@<Path: evaluate the objective and its gradient@>=
typedef struct {
  const mm_instance *in; const mm_path_options *o;
  double risk; /* $L$ at the last point evaluated */
  double lg; /* $\log\norm{\nabla F}$ there (linear head) */
  mm_status st; /* the evaluation's status */
} path_ctx;
static double path_objective(path_ctx *c, const double *x, double *g)
{
  int d = c->in->d;
  mm_dyn_value val;
  if (c->o->psi) {
    mm_dyn_nl_value v;
    double F = mm_dyn_nl_objective(c->in, c->o->psi, x, g, &c->lg, &v);
    c->risk = v.risk;
    return F;
  }
  if ((c->st = mm_dyn_evaluate(c->in, x, g, &val)) != MM_OK) return NAN;
  c->risk = val.risk;
  if (val.log_excess == -INFINITY || val.log_gnorm == -INFINITY) {
    memset(g, 0, sizeof(double) * (size_t)d);
    c->lg = -INFINITY;
    return val.log_excess;
  }
  c->lg = val.log_gnorm - val.log_excess; /* $\log\norm{\nabla F}$, $\nabla F=\nabla L/(L-L_\star)$ */
  return val.log_excess;
}

@ Every evaluation of the path goes through |path_eval|, which brings both
heads to the same form: the value |*F|, the unit direction of $\nabla F$ in
|g| (zero when the gradient is zero) and |*lg|$=\log\norm{\nabla F}$, which
both evaluators deliver in that form. Anything not finite is
reported as |MM_ENUMERIC|, never passed on: it can only come from a trial
point or logits beyond the range of a double (radii near
$10^{308}/\max\norm{k}$), which a caller may ask for.
@.the objective is not finite@>
@<Path: evaluate the objective, refusing values that are not finite@>=
static mm_status path_eval(path_ctx *c, const double *x, double *g, double *F, double *lg)
{
  int d = c->in->d;
  if (!mm_all_finite(x, (size_t)d))
    return mm_fail(MM_ENUMERIC, "mm_dyn_path: the objective is not finite: a trial point overflowed (radii must stay well below 1e308)");
  c->st = MM_OK;
  *F = path_objective(c, x, g);
  if (c->st != MM_OK) return c->st;
  *lg = c->lg;
  if (isnan(*F) || *F == INFINITY || isnan(*lg) || *lg == INFINITY || !mm_all_finite(g, (size_t)d))
    return mm_fail(MM_ENUMERIC, "mm_dyn_path: the objective is not finite at |p| = %g (F = %g, log|grad F| = %g); are the logits beyond the range of double?",
      mm_norm(x, d), *F, *lg);
  return MM_OK;
}

@ The map $\Pi$ onto $\{p:\norm{p}\le R\}\cap C_{\mu,R_0}(q)$ (without a cone:
onto the ball). For a point outside the cap, $e$ is the unit vector of the
component of $x$ orthogonal to $\hat q$ (any unit vector orthogonal to $\hat
q$ if there is none), and the projection onto the convex cone is $\max(0,
\langle x,w\rangle)\,w$ with $w=\cos\theta\,\hat q+\sin\theta\,e$.
@<Path: project onto the ball and the cone@>=
static void path_project(const mm_path_options *o, int d, double R, const double *qh, double *x)
{
  double nx;
  if (o->q) {
    double al = mm_dot(x, qh, d), ct = 1.0 - o->mu, st = sqrt(1.0 - ct * ct), be, len;
    for (int j = 0; j < d; j++) x[j] -= al * qh[j];
    be = mm_norm(x, d);
    if (al < ct * sqrt(al * al + be * be)) {
      if (be == 0.0) orthogonal_unit(qh, d, x);
      else for (int j = 0; j < d; j++) x[j] /= be;
      len = fmax(0.0, al * ct + be * st);
      for (int j = 0; j < d; j++) x[j] = len * (ct * qh[j] + st * x[j]);
    } else for (int j = 0; j < d; j++) x[j] += al * qh[j];
  }
  nx = mm_norm(x, d);
  if (nx > R) for (int j = 0; j < d; j++) x[j] *= R / nx;
  if (o->q && nx < o->R0) {
    if (nx == 0.0) for (int j = 0; j < d; j++) x[j] = o->R0 * qh[j];
    else for (int j = 0; j < d; j++) x[j] *= o->R0 / nx;
  }
}

@ A unit vector orthogonal to $\hat q$: the coordinate axis least aligned with
$\hat q$, with its $\hat q$ component removed.
@<Path: static declarations@>=
static void orthogonal_unit(const double *qh, int d, double *e);

@ @<Path: find a unit vector orthogonal to the axis@>=
static void orthogonal_unit(const double *qh, int d, double *e)
{
  int b = 0;
  double nr;
  for (int j = 1; j < d; j++) if (fabs(qh[j]) < fabs(qh[b])) b = j;
  for (int j = 0; j < d; j++) e[j] = (j == b) - qh[b] * qh[j];
  nr = mm_norm(e, d);
  for (int j = 0; j < d; j++) e[j] /= nr;
}

@ Stationarity as defined above, from the unit direction $\hat g$ and
$\lambda=\log\norm{\nabla F}$, so that no intermediate quantity overflows or
underflows before the end (a result above the double range is $+\infty$,
below it $0$). Without a cone it is computed in closed form:
$R\norm{\nabla F}$ inside the ball, and on the sphere (to a relative
$10^{-12}$) $R\norm{\nabla F}$ times the norm of the tangential part of $\hat
g$ when $-\hat g$ points outward, which the constraint blocks. Its rounding
floor is then $\epsilon R\norm{\nabla F}$. With a cone the probe
$y=\Pi(x-10^{-7}R\,\hat g)$ is used, i.e.\ $\tau\norm{\nabla F}=10^{-7}R$, and
the quantity is $\norm{x-y}\,\norm{\nabla F}/10^{-7}$; its floor is
$10^7\epsilon R\norm{\nabla F}$, since the projection rounds $x$ to $\epsilon
R$ and the probe step is $10^{-7}R$, which is why the tolerance of a path
run should grow with $R$ at large radii.
@<Path: measure the stationarity of a point@>=
static double path_stationarity(const mm_path_options *o, int d, double R, const double *qh,
  const double *x, const double *g, double lg, double *y)
{
  double dist;
  if (lg == -INFINITY) return 0.0;
  if (o->q == NULL) {
    double nx = mm_norm(x, d), gr, t = 0.0;
    if (nx < R * (1.0 - 1e-12)) return exp(log(R) + lg);
    gr = mm_dot(g, x, d) / nx;
    if (gr > 0) return exp(log(R) + lg);
    for (int j = 0; j < d; j++) { double e = g[j] - gr * x[j] / nx; t += e * e; }
    return t > 0 ? exp(log(R) + lg + 0.5 * log(t)) : 0.0;
  }
  for (int j = 0; j < d; j++) y[j] = x[j] - 1e-7 * R * g[j];
  path_project(o, d, R, qh, y);
  dist = mm_dist(x, y, d);
  return dist > 0 ? exp(lg + log(dist / 1e-7)) : 0.0;
}

@ One start of the local method, from |x| (projected first), with its value
returned in |*Fx|. The step is kept as a length $s$ along the unit direction
$\hat g$, $y=\Pi(x-s\hat g)$, which is the step $t=s/\norm{\nabla F}$ of the
description above with the magnitude folded into $s$: whatever the size of
$\nabla F$, $s$ stays between $10^{-15}R$ and the diameter $2R$, so no trial
point can be other than finite. The Armijo test needs
$\langle\nabla F(x),x-y\rangle=\norm{\nabla F}\langle\hat g,x-y\rangle$,
formed from $\lambda$ and the logarithm of the second factor. It starts at
$s=R/10$ and gives up below $s=10^{-15}R$: no representable move lowers $F$
any more. A step that leaves $F$ unchanged to rounding passes the test when
the predicted decrease is below the rounding of $F$ too; such steps are
what carries the method the last part of the way near a minimiser at large
$R$, where the gradient's direction is exact but differences of $F$ are not
(on E1a at $R=1000$, requiring a strict decrease left the stationarity at
$2.3\cdot10^{-6}$ instead of below $10^{-6}$). A step must however move
along the descent direction, $\langle\hat g,x-y\rangle>0$: a trial point
that the projection maps back onto $x$ (or behind it) is a null step.
Were null steps accepted (their predicted decrease is $0$), the step would
double on the spot until the iteration limit: at the inner boundary of a
cone on Theorem~4's near-tie draw ($R_0=1$, $R=256$) such a method ends on
the cone's axis after $8000$ iterations with stationarity $223$ and a value
$0.044$ above the minimiser that this rule finds in $111$.

A step $t\nabla F$ with $\nabla F$ formed as $e^{\lambda}\hat g$ would fail
where $F$ is flat to rounding (on a near-tie draw of Theorem~4's check at
$R=8000$, $\lambda\approx-740$): the gradient is subnormal, the cap
$2R/\norm{\nabla F}$ on $t$ infinite, and steps of equal value, accepted
and doubled, reach $t=\infty$, where $t\cdot0$ gives NaN and the
evaluation's invariant aborts the program. With the step kept as a length no larger than $2R$, every trial
point is finite.
@<Path: run the local method from one start@>=
static mm_status path_local(path_ctx *c, double R, const double *qh, double *x,
  double *g, double *y, double *gy, double *v, double *Fx, double *stat, long *iters)
{
  int d = c->in->d;
  double F, lg, s = 0.1 * R;
  mm_status st;
  path_project(c->o, d, R, qh, x);
  if ((st = path_eval(c, x, g, &F, &lg)) != MM_OK) return st;
  for (int it = 0; it < c->o->max_iter; it++) {
    double Fy = F, lgy, pred, dec, band = 64.0 * DBL_EPSILON * (1.0 + fabs(F));
    int ok = 0;
    if (F == -INFINITY || path_stationarity(c->o, d, R, qh, x, g, lg, y) <= c->o->tol) break;
    while (!ok && s >= 1e-15 * R) {
      for (int j = 0; j < d; j++) y[j] = x[j] - s * g[j];
      path_project(c->o, d, R, qh, y);
      if ((st = path_eval(c, y, gy, &Fy, &lgy)) != MM_OK) return st;
      for (int j = 0; j < d; j++) v[j] = x[j] - y[j];
      pred = path_free_slope(c->o, d, R, x, g, v);
      dec = pred > 0 ? exp(lg + log(pred)) : 0.0; /* $\langle\nabla F,x-y\rangle$ */
      ok = pred > 0 && (Fy <= F - 1e-4 * dec || (Fy <= F + band && path_free_slope(c->o, d, R, y, gy, v) > 0));
      if (!ok) s *= 0.5;
    }
    (*iters)++;
    if (!ok) break;
    memcpy(x, y, sizeof(double) * (size_t)d); memcpy(g, gy, sizeof(double) * (size_t)d);
    F = Fy; lg = lgy; s = fmin(2.0 * s, 2.0 * R);
  }
  *stat = path_stationarity(c->o, d, R, qh, x, g, lg, y);
  *Fx = F;
  return path_eval(c, x, g, &F, &lg); /* leave |c->risk| at |x| */
}

@ The slope $\langle\hat g,v\rangle$ of a move $v=x-y$, with the component of
$\hat g$ that the sphere blocks removed first: for the global path at a point
$p$ on the sphere where $-\hat g$ points outward, $\hat g$ is nearly radial
near a minimiser (its tangential part is the stationarity divided by
$R\norm{\nabla F}$, $10^{-9}$ and less), while $v$ carries the rounding of the
projection, $\epsilon R$ in every coordinate. Dotted with the radial part,
that rounding would give the slope a random sign of size $\epsilon R$ and
swamp the tangential signal; the radial part contributes nothing to first
order anyway, since the move stays on the sphere. Each coordinate of the
tangential part is formed before it multiplies $v$. With a cone the full
$\hat g$ is used. Measured on E1a at $R=10^3$ and $10^4$ ($16$ random starts):
a method that accepts equal values and takes that noise for slope needs
$2739$ and $4213$ iterations for stationarity $5.7\cdot10^{-7}$
and $2.6\cdot10^{-7}$ ($5.7$\,ms per radius); this one needs $226$ and $151$
for $3.5\cdot10^{-10}$ and $3.9\cdot10^{-10}$ ($0.15$\,ms).
@<Path: compute the slope of a move along the free directions@>=
static double path_free_slope(const mm_path_options *o, int d, double R, const double *p,
  const double *g, const double *v)
{
  double np = mm_norm(p, d), gr, sl = 0.0;
  if (o->q || np < R * (1.0 - 1e-12) || (gr = mm_dot(g, p, d) / np) > 0) return mm_dot(g, v, d);
  for (int j = 0; j < d; j++) sl += (g[j] - gr * p[j] / np) * v[j];
  return sl;
}

@ @<Path: static declarations@>=
static double path_free_slope(const mm_path_options *o, int d, double R, const double *p,
  const double *g, const double *v);

@ The path. Radii are processed in the order given (increasing radii make the
warm start useful); row $k$ of |P| receives $\bar p(R_k)$. A failure of an
evaluation (|MM_ENUMERIC|, see |path_eval|) ends the path with that status;
rows already written are answers.
@.radii must be positive@>
@.cone needs 0 < mu < 1@>
@<Path: compute the path over the radii@>=
mm_status mm_dyn_path(const mm_instance *in, const mm_path_options *o,
  const double *radii, int nR, double *P, mm_path_point *pt)
{
  int d = in->d, ns = 3 + o->ndirs + o->starts;
  double *qh, *x, *g, *y, *gy, *ends, *Fs;
  path_ctx c = {in, o, 0.0, 0.0, MM_OK};
  mm_rng r;
  mm_status s = MM_OK;
  @<Path: check the path options@>@;
  qh = calloc((size_t)d, sizeof(double)); x = malloc(sizeof(double) * (size_t)d);
  g = malloc(sizeof(double) * (size_t)d); y = malloc(sizeof(double) * (size_t)d);
  gy = malloc(sizeof(double) * (size_t)d); ends = malloc(sizeof(double) * (size_t)d * ns);
  Fs = malloc(sizeof(double) * (size_t)ns);
  if (!qh || !x || !g || !y || !gy || !ends || !Fs) {
    free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs);
    return mm_fail(MM_ENOMEM, "mm_dyn_path: out of memory");
  }
  if (o->q) { double nq = mm_norm(o->q, d); for (int j = 0; j < d; j++) qh[j] = o->q[j] / nq; }
  mm_rng_seed(&r, o->seed, 0);
  for (int k = 0; k < nR && s == MM_OK; k++) {
    double R = radii[k];
    int best = -1;
    memset(&pt[k], 0, sizeof pt[k]);
    pt[k].R = R;
    for (int st = 0; st < ns; st++) {
      double *e = ends + (size_t)st * d, stat;
      Fs[st] = INFINITY; /* a skipped start */
      @<Path: place start |st| at radius |R| in |e|, or skip it@>@;
      if ((s = path_local(&c, R, qh, e, g, y, gy, x, &Fs[st], &stat, &pt[k].iters)) != MM_OK) break;
      pt[k].starts++;
      if (best < 0 || Fs[st] < Fs[best]) { best = st; pt[k].stationarity = stat; pt[k].risk = c.risk; }
    }
    if (s != MM_OK) break;
    mm_assert(best >= 0); /* the inner start is never skipped */
    @<Path: count the starts that agree with the best@>@;
    memcpy(P + (size_t)k * d, ends + (size_t)best * d, sizeof(double) * (size_t)d);
    pt[k].F = Fs[best];
  }
  free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs);
  return s;
}

@ @<Path: check the path options@>=
if (nR <= 0) return mm_fail(MM_EINPUT, "mm_dyn_path: need at least one radius, got %d", nR);
for (int k = 0; k < nR; k++)
  if (!(radii[k] > 0) || !isfinite(radii[k]) || (o->q && radii[k] < o->R0))
    return mm_fail(MM_EINPUT, "mm_dyn_path: radii must be positive, finite and at least R0; radius %d is %g", k, radii[k]);
if (o->starts < 0 || o->ndirs < 0 || o->max_iter <= 0 || !(o->tol >= 0))
  return mm_fail(MM_EINPUT, "mm_dyn_path: starts and directions must be non-negative, max_iter positive, tol non-negative");
if (o->q && (!(o->mu > 0 && o->mu < 1) || !(o->R0 >= 0) || !(mm_norm(o->q, d) > 0)))
  return mm_fail(MM_EINPUT, "mm_dyn_path: the cone needs 0 < mu < 1, R0 >= 0 and a non-zero axis q (mu = %g, R0 = %g)", o->mu, o->R0);
if (o->psi && o->psi->d != d)
  return mm_fail(MM_EINPUT, "mm_dyn_path: the head has dimension %d, the instance %d", o->psi->d, d);

@ The starts, in order. Start $0$ is the warm start, the previous radius's
answer scaled to the sphere of radius $R$; start $1$ is that answer as it
is (projected onto the new feasible set, which leaves it unchanged when the
radii increase). Both are skipped at the first radius. Start $1$ makes the
path monotone: for increasing radii the previous answer is feasible, the
local method never raises $F$ from its start, so $F(\bar p(R_k))\le
F(\bar p(R_{k-1}))$, as for the exact minimum over a growing ball. A
caller that knows a good point $p$ can therefore put $\norm{p}$ in the
list of radii with $p$'s direction among |dirs|: every later radius then
ends at or below $F(p)$. Without start $1$ the answer at a larger radius
can be worse than at a smaller one: the previous answer scaled to the
sphere lies in another valley when the minimiser is inside the ball, and
the random interior starts need not reach its basin.
Start $2$, the {\it inner start}, is the innermost feasible point: the
origin, or $R_0\hat q$ for a cone. Then the given directions, scaled to
radius $R$ (a zero direction is skipped), then |starts| random ones, whose
directions are uniform on the sphere (a normalised Gaussian vector) or, for
a cone, $\cos\phi\,\hat q+\sin\phi\,w$ with $w$ a random unit vector
orthogonal to $\hat q$ and $\phi$ uniform in $[0,\theta]$. Every other
random start (the first, third, \dots) is placed on the sphere $\norm{p}=R$;
the others at a norm uniform in $[R_{\rm lo},R]$, with $R_{\rm lo}=0$ for the
global path and $R_0$ for a cone.

Why the interior starts. Without Assumption~B the risk can have a finite
minimiser $p^\circ$, and for $R>\norm{p^\circ}$ it is $\bar p(R)$. A start on
the sphere at large $R$ sits where every logit gap is of order $R$, and
there $F$ is flat to rounding ($\norm{\nabla F}\approx e^{-R}$), so the local
method reports stationarity at once; the warm start scaled to the sphere
goes to the same place. Without interior starts the path misses $p^\circ$
this way on $18$ of the $20$ trials of the interior check of Part~II (at
$R=256\norm{p^\circ}$ it returns a point on the sphere whose $F$ is
$0.3$--$0.5$ above $F(p^\circ)$). (A miss with a different cause, null steps
accepted at the cone's inner boundary, is guarded by the local method; the
calibration appendix records the draw that showed it.)
@<Path: place start |st|...@>=
if (st <= 1) {
  const double *prev;
  if (k == 0) continue; /* no previous radius: |P + (k-1)*d| would point before |P| */
  prev = P + (size_t)(k - 1) * d;
  memcpy(e, prev, sizeof(double) * (size_t)d);
} else if (st == 2) {
  for (int j = 0; j < d; j++) e[j] = o->q ? o->R0 * qh[j] : 0.0;
} else if (st < 3 + o->ndirs) memcpy(e, o->dirs + (size_t)(st - 3) * d, sizeof(double) * (size_t)d);
else {
  for (int j = 0; j < d; j++) e[j] = mm_rng_normal(&r);
  if (o->q) {
    double al = mm_dot(e, qh, d), ph = acos(1.0 - o->mu) * mm_rng_uniform(&r), nw;
    for (int j = 0; j < d; j++) e[j] -= al * qh[j];
    nw = mm_norm(e, d);
    for (int j = 0; j < d; j++) e[j] = cos(ph) * qh[j] + (nw > 0 ? sin(ph) * e[j] / nw : 0.0);
  }
}
if (st != 1 && st != 2) {
  double ne = mm_norm(e, d), lo = o->q ? o->R0 : 0.0, rad = R;
  if (ne == 0.0) continue;
  if (st >= 3 + o->ndirs && (st - 3 - o->ndirs) % 2 == 1) rad = lo + (R - lo) * mm_rng_uniform(&r);
  for (int j = 0; j < d; j++) e[j] *= rad / ne;
}

@ Starts agree with the best when their values are within $10^{-9}$
(relative) of it; skipped starts have the value $+\infty$ and never agree.
@<Path: count the starts that agree...@>=
for (int st = 0; st < ns; st++) {
  if (Fs[st] == INFINITY || !(Fs[st] <= Fs[best] + 1e-9 * fmax(1.0, fabs(Fs[best])))) continue;
  if (Fs[best] == -INFINITY && Fs[st] != -INFINITY) continue;
  pt[k].agree++;
  if (st != best) pt[k].spread = fmax(pt[k].spread, mm_dyn_angle(ends + (size_t)st * d, ends + (size_t)best * d, d));
}

