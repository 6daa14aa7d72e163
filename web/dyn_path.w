@*Regularization paths.
{\it What it computes.} |mm_dyn_path| computes, for each radius $R_k$ of
a list, the global regularization path $\bar p(R)=\mathop{\rm
argmin}_{\norm{p}\le R}L(p)$ or the local path restricted to a cone
$C_{\mu,R_0}(q)$ (|mm_path_options|: the cone, random starts, extra start
directions, the iteration limit and tolerance of the local method, and
optionally a nonlinear head). Row $k$ of |P| receives the answer and
|pt[k]| (|mm_path_point|) its objective $\log(L-L_\star)$, its risk, its
first-order stationarity, and how many starts agree with it and how far
apart they ended; for the global path with the linear head also a KKT
certificate (the residual of $\nabla L+\mu p=0$ with its rounding bound and
the multiplier $\mu$) and how many starts ended at other stationary points
or without a certificate (section ``Newton polish''). Bad options are |MM_EINPUT|; an objective that is not
finite (logits beyond the range of a double) ends the path with
|MM_ENUMERIC|, the rows already written being answers.

{\it Where it is checked.} ``Checks of the dynamics'', section
``Regularization paths'' (E1a against a dense grid on the sphere,
certificates and invariance under scaling of the keys at radii from
$10^{-12}$ to $10$ on random draws, E1b's
cone path, the near-tie cone paths, a finite interior minimiser, the
nonlinear path against a grid, and the global path against the independent
reference of section ``An independent reference'' on data scaled by
$10^{-9}$, $1$ and $10^9$), and the chapters on Theorems~1 and~4, on
nonlinear heads and on joint training.

{\it Status.} Complete. The global path with the linear head is solved at
every radius from $10^{-300}$ up by Newton's method in $u=p/R$ and ends
each start with a certificate (three radii $1$, $10$, $100$ at $n=1000$,
$T=64$, $d=32$, $19$ starts each: about $2.5$\,s of CPU, KKT residuals below
$2\cdot10^{-14}$, and within $8\cdot10^{-15}$, relative, of the
independent reference; \.{make bench} prints these numbers). The
other paths (cones, nonlinear heads) keep the first-order method, with the
limits stated in the section on what the objective resolves: $F$ is flat to rounding where some input's dominant
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
@<Path: polish a start by Newton's method@>@;
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
  double kkt; /* the KKT residual of the answer (section ``certificate'') */
  double kkt_bound; /* the rounding bound of |kkt| */
  double mu; /* the ball's multiplier: $\nabla L+\mu p=0$ on the sphere, $0$ inside */
  int boundary; /* the answer is on the sphere with $\mu>0$ */
  int certified; /* |kkt| is at most its tolerance */
  int other; /* starts that ended at a different certified KKT point */
  int unconverged; /* starts whose end point is not certified */
  int polished; /* starts finished by the Newton polish (the others were screened out) */
  int warm; /* the answer is the previous radius's answer, polished */
  double fspread; /* largest minus smallest $F$ over the starts */
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
  double kmax; /* the largest norm of a key (set for the Newton polish) */
  double lg0; /* $\log\norm{\nabla F(0)}$ (set for the Newton polish) */
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
typedef struct {
  double kkt, bound, mu; /* the residual, its rounding bound, the multiplier of $L$ */
  int active, certified; /* on the sphere; the residual is within its tolerance */
  int polished; /* the start was finished by the Newton polish */
} path_cert;

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
  double *g, double *y, double *gy, double *v, double *Fx, double *stat, long *iters, int max_iter)
{
  int d = c->in->d;
  double F, lg, s = 0.1 * R;
  mm_status st;
  path_project(c->o, d, R, qh, x);
  if ((st = path_eval(c, x, g, &F, &lg)) != MM_OK) return st;
  for (int it = 0; it < max_iter; it++) {
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

@*1 Newton polish.
For the global path with the linear head, each start is finished by a
trust-region Newton method in the scaled variable $u=p/R$, $\norm{u}\le1$,
on $f(u)=F(Ru)$. Scaling by $R$ is what makes small radii work: in $p$ the
whole ball is a set of diameter $2R$ and every absolute tolerance breaks
when $R$ is tiny, while in $u$ the feasible set is always the unit ball and
only relative quantities enter. It is also what makes the answer invariant
under a scaling $k\mapsto ck$ of the keys: $L_c(p)=L(cp)$, so $\bar
p_c(R)=\bar p(cR)/c$, and in $u$ both problems are the same function of
$u$ (only the product $R\max\norm{k}$ enters the method).

At small $R$ the first-order method of the previous sections fails for a
reason no tolerance cures: $F(Ru)=F(0)+R\langle\nabla F(0),u\rangle+O(R^2)$,
so two directions at angle $\theta$ from the minimiser differ in value by
about $R\norm{\nabla F}\theta^2/2$, below the rounding of $F$ once
$\theta<\sqrt{\epsilon/R}$, which at $R=10^{-9}$ is every direction. Values
cannot find the minimiser there; the gradient can, because
|mm_dyn_evaluate| gives its direction $\hat g$ to full relative precision at
every radius. Newton's method solves the first-order conditions, so it
works from the gradient; the values only guard its global steps.

Two kinds of point. A point is {\it on the sphere} when $\norm{p}\ge
R(1-10^{-12})$ and $\langle\hat g,u\rangle<0$ (the descent direction points
out of the ball); there the method is Riemannian Newton on the sphere, with
gradient $r=P\hat g$, $P=I-uu^T$, and Hessian (normalised by
$s=R\norm{\nabla F}$)
$$\hat H v=P\,\nabla^2f(u)v/s+\lambda v,\qquad \lambda=-\langle\hat g,u\rangle>0,$$
the second term being the sphere's curvature. Anywhere else the point is
{\it inside} and the method is Newton in the whole space, $r=\hat g$, $\hat
H=\nabla^2f/s$, with a step that leaves the ball projected back onto it.
The model $m(v)=\langle r,v\rangle+{1\over2}\langle v,\hat Hv\rangle$ is
minimised in the trust region $\norm{v}\le\Delta$ by truncated conjugate
gradients (Steihaug: stop at the region's edge or at negative curvature, so
saddles are left), and the step is accepted when the decrease of $F$
is at least $1/10$ of the model's, $s\,(-m(v))$. When the difference of
values is within the rounding band $64\epsilon(1+\vert F\vert)$ of $F$ (small
radii, and the last steps of every run), it carries no information, and the
decrease is measured instead from the gradients by the trapezoid rule along
the chord, $-{1\over2}\langle\nabla f(u)+\nabla f(u'),u'-u\rangle$, which has
no cancellation and an error of order $\norm{u'-u}^3\norm{\nabla^3f}$, at
small radii a factor $R^2$ below the decrease itself.
@^Newton's method@>
@^trust region@>

@ Products with the Hessian are differences of gradients,
$$\nabla^2f(u)w/s\approx\bigl(e^{\lambda'-\lambda_0}\hat g(R(u+hw))-\hat g(Ru)\bigr)/h,$$
with $\lambda'$, $\lambda_0$ the logarithms of $\norm{\nabla F}$ at the two
points, so nothing is formed outside the double range; $w$ is
normalised first (the conjugate-gradient directions shrink with the
residual, and a step $h$ along a direction of norm $10^{-8}$ would not change
$\hat g$ at all) and the product scaled back. The step
$h=10^{-7}/(1+A)$, $A=R\max\norm{k}$ the largest possible logit, moves every
logit by at most $10^{-7}$: the truncation error is then about $10^{-7}$ of
the Hessian and the rounding error $\epsilon\,(1+A)/10^{-7}$, both about
$10^{-8}$ to $10^{-9}$ relative. An inexact Hessian changes only the rate of
Newton's method (linear with a ratio of the Hessian's relative error times
its condition, instead of quadratic), not the point it converges to: the
fixed point is where $r=0$, and $r$ is computed from the gradient alone.
This is what lets the polish be argued about: the answer is a point where
the computed residual is at its rounding floor.
@<Path: polish a start by Newton's method@>=
static mm_status newton_hvp(path_ctx *c, double R, const double *x, const double *g, double lg,
  int active, const double *uh, double lam, double h, const double *w, double *Hw, double *t, double *gt)
{
  int d = c->in->d;
  double Ft, lgt, f, nw = mm_norm(w, d);
  mm_status st;
  if (nw == 0.0) { memset(Hw, 0, sizeof(double) * (size_t)d); return MM_OK; }
  for (int j = 0; j < d; j++) t[j] = x[j] + h * R * (w[j] / nw);
  if ((st = path_eval(c, t, gt, &Ft, &lgt)) != MM_OK) return st;
  f = lgt == -INFINITY ? 0.0 : exp(fmin(lgt - lg, 700.0));
  for (int j = 0; j < d; j++) Hw[j] = (f * gt[j] - g[j]) / h * nw;
  if (active) {
    double a = mm_dot(Hw, uh, d);
    for (int j = 0; j < d; j++) Hw[j] += lam * w[j] - a * uh[j];
  }
  return MM_OK;
}

@ The state at a point $p$: $u=p/\norm{p}$, whether the point is on the
sphere, $\lambda$ and the residual $r$.
@<Path: polish a start by Newton's method@>=
static void newton_state(int d, double R, const double *x, const double *g, double *uh, double *r,
  int *active, double *lam)
{
  double nx = mm_norm(x, d), gu = 0.0;
  for (int j = 0; j < d; j++) uh[j] = nx > 0 ? x[j] / nx : 0.0;
  if (nx > 0) gu = mm_dot(g, uh, d);
  *active = nx >= R * (1.0 - 1e-12) && gu < 0;
  *lam = *active ? -gu : 0.0;
  for (int j = 0; j < d; j++) r[j] = *active ? g[j] - gu * uh[j] : g[j];
}

@ The certificate. On the sphere the KKT conditions of the ball-constrained
problem are $\nabla L+\mu p=0$ with $\mu\ge0$; the method reports the
relative residual $\norm{\nabla L+\mu p}/\norm{\nabla L}=\norm{P\hat g}$ with
$\mu=-\langle\nabla L,p\rangle/\norm{p}^2=\lambda\norm{\nabla L}/R>0$ (the
multiplier of $L$; $\nabla L=e^F\nabla F$, so $\log\norm{\nabla L}=\lambda_0+F$).
Its rounding bound is $\beta=\epsilon\,(4(1+A)+4d)$: the evaluation
chapter's accuracy of $\hat g$, $2.2\epsilon(1+A)$ against a |long double|
reference, with a factor of two, plus $4d\epsilon$ for the dot product and
the projection. Inside the ball the conditions are $\nabla L=0$, and the
residual is $\norm{\nabla F(p)}/\norm{\nabla F(0)}$, the gradient relative
to its value at the origin: it does not depend on $R$ and is invariant
under a scaling of the keys ($\nabla F_c(p)=c\nabla F(cp)$), where the
tempting $R\norm{\nabla F}$ would certify every point of a tiny ball. Its
bound is $\beta(1+A)$ (the gradient's terms are of size $1+A$ relative to
the sum). When $\nabla F(0)=0$, $R\norm{\nabla F}$ is used.
The certificate holds when the residual is at most
$\max(10^{-10},\min(4\beta,10^{-6}))$: a bound above $10^{-6}$ (logits beyond
$10^{9}$) certifies nothing.
How far the answer can be from the exact KKT point is the residual divided
by the smallest eigenvalue of $\hat H$ there (for E1b and the instances of
size $n=1000$ checked in Part~II, within a factor of ten of the residual);
the residual is the certified quantity, the distance an estimate.

A certificate says the point is stationary, not that it is the global
minimiser: the problem is not convex. That is what the starts are for; the
path reports how many ended at the answer, how many at other certified
stationary points, and how many without a certificate.
@<Path: polish a start by Newton's method@>=
static void newton_certify(int d, double R, double A, double lg0, const double *x, const double *g, double F, double lg,
  double *uh, double *r, path_cert *cs)
{
  double lam, beta = DBL_EPSILON * (4.0 * (1.0 + A) + 4.0 * d);
  newton_state(d, R, x, g, uh, r, &cs->active, &lam);
  cs->mu = 0.0;
  if (F == -INFINITY || lg == -INFINITY) { cs->kkt = 0.0; cs->bound = beta; cs->active = 0; }
  else if (cs->active) { cs->kkt = mm_norm(r, d); cs->bound = beta; cs->mu = exp(lg + F - log(R)) * lam; }
  else { cs->kkt = exp(lg - (lg0 == -INFINITY ? -log(R) : lg0)); cs->bound = beta * (1.0 + A); }
  cs->certified = cs->kkt <= fmax(1e-10, fmin(4.0 * cs->bound, 1e-6));
}

@ The method. It stops at a certificate of half the tolerance's rounding part
($\norm r\le\beta$ on the sphere, the residual inside at most $\beta(1+A)$),
when the trust region shrinks below $10^{-15}$ (no representable step
improves the point), when the model predicts no decrease (which in exact
arithmetic it always does while $r\ne0$, so only rounding of $r$ and $\hat
H$ at the floor causes it), or after $100$ steps. Each step costs one evaluation
per conjugate-gradient iteration plus one for the trial point; at most $d$
iterations ($200$ for larger $d$) are run per step.
@<Path: polish a start by Newton's method@>=
static mm_status path_newton(path_ctx *c, double R, double *x, double *Fx, double *wk,
  path_cert *cs, long *iters)
{
  int d = c->in->d, active, maxcg = d < 200 ? d : 200;
  double *g = wk, *uh = wk + d, *r = wk + 2 * d, *v = wk + 3 * d, *pd = wk + 4 * d, *rr = wk + 5 * d,
    *Hp = wk + 6 * d, *Hv = wk + 7 * d, *t = wk + 8 * d, *gt = wk + 9 * d;
  double F, lg, lam, A = R * c->kmax, h = 1e-7 / (1.0 + A), Delta = 0.5;
  double beta = DBL_EPSILON * (4.0 * (1.0 + A) + 4.0 * d);
  mm_status st;
  if ((st = path_eval(c, x, g, &F, &lg)) != MM_OK) return st;
  for (int it = 0; it < 100 && F != -INFINITY && lg != -INFINITY; it++) {
    double nr, m, Ft, lgt, dF, band, rho, nv;
    newton_state(d, R, x, g, uh, r, &active, &lam);
    nr = mm_norm(r, d);
    if (active ? nr <= beta : lg - (c->lg0 == -INFINITY ? -log(R) : c->lg0) <= log(beta * (1.0 + A))) break;
    @<Newton: minimise the model in the trust region by conjugate gradients@>@;
    if (!(m < 0)) break; /* no predicted decrease: the residual is at its rounding floor */
    @<Newton: try the step and update the trust region@>@;
    if (Delta < 1e-15) break;
  }
  *Fx = F;
  newton_certify(d, R, A, c->lg0, x, g, F, lg, uh, r, cs);
  return MM_OK;
}

@ Steihaug's truncated conjugate gradients on $\hat Hv=-r$ within
$\norm{v}\le\Delta$, keeping $\hat Hv$ for the model's value; on the sphere
every vector is kept tangent. The iteration stops when the residual is
below $\min(1/2,\sqrt{\norm r})\norm r$ (which keeps Newton's convergence
superlinear), at the region's edge, or at a direction of non-positive
curvature, followed to the edge.
@<Newton: minimise the model...@>=
{
  double rho_cg, eta = fmin(0.5, sqrt(nr)) * nr;
  memset(v, 0, sizeof(double) * (size_t)d); memset(Hv, 0, sizeof(double) * (size_t)d);
  for (int j = 0; j < d; j++) rr[j] = pd[j] = -r[j];
  rho_cg = mm_dot(rr, rr, d);
  for (int i = 0; i < maxcg && rho_cg > 0; i++) {
    double curv, al = 0.0, rn;
    if (active) { double a = mm_dot(pd, uh, d); for (int j = 0; j < d; j++) pd[j] -= a * uh[j]; }
    if ((st = newton_hvp(c, R, x, g, lg, active, uh, lam, h, pd, Hp, t, gt)) != MM_OK) return st;
    (*iters)++;
    curv = mm_dot(pd, Hp, d);
    if (curv > 0) {
      al = rho_cg / curv;
      for (int j = 0; j < d; j++) t[j] = v[j] + al * pd[j];
    }
    if (curv <= 0 || mm_norm(t, d) >= Delta) {
      double a2 = mm_dot(pd, pd, d), b = mm_dot(v, pd, d), cc = mm_dot(v, v, d) - Delta * Delta;
      double tau = (-b + sqrt(b * b - a2 * cc)) / a2;
      for (int j = 0; j < d; j++) { v[j] += tau * pd[j]; Hv[j] += tau * Hp[j]; }
      break;
    }
    for (int j = 0; j < d; j++) { v[j] += al * pd[j]; Hv[j] += al * Hp[j]; rr[j] -= al * Hp[j]; }
    rn = mm_dot(rr, rr, d);
    if (sqrt(rn) <= eta) break;
    for (int j = 0; j < d; j++) pd[j] = rr[j] + rn / rho_cg * pd[j];
    rho_cg = rn;
  }
  m = mm_dot(r, v, d) + 0.5 * mm_dot(v, Hv, d);
}

@ The trial point is $u+v$, brought back to the sphere on the sphere (the
retraction $(u+v)/\norm{u+v}$) and projected onto the ball inside. The
ratio of actual to predicted decrease decides, as described above; the
radius is quartered after a poor step and doubled (up to $2$, the ball's
diameter in $u$) after a good one that reached the edge.
@<Newton: try the step...@>=
{
  double nt;
  for (int j = 0; j < d; j++) t[j] = (active ? uh[j] : x[j] / R) + v[j];
  nt = mm_norm(t, d);
  for (int j = 0; j < d; j++) t[j] *= (active || nt > 1.0 ? R / nt : R);
  if ((st = path_eval(c, t, gt, &Ft, &lgt)) != MM_OK) return st;
  (*iters)++;
  dF = F - Ft; band = 64.0 * DBL_EPSILON * (1.0 + fabs(F) + A); nv = mm_norm(v, d);
  if (fabs(dF) > 1e3 * band) rho = dF < 0 ? -1.0 : m < 0 ? dF * exp(-(log(R) + lg)) / -m : 1.0;
  else {
    double f = lgt == -INFINITY ? 0.0 : exp(fmin(lgt - lg, 700.0)), an = 0.0, lr_new;
    int a2;
    for (int j = 0; j < d; j++) an -= 0.5 * (g[j] + f * gt[j]) * (t[j] - x[j]) / R;
    rho = m < 0 ? an / -m : (an > 0 ? 1.0 : -1.0);
    newton_state(d, R, t, gt, pd, Hp, &a2, &f);
    lr_new = lgt == -INFINITY ? -INFINITY : log(R) + lgt + log(mm_norm(Hp, d));
    if (rho <= 0.1 && lr_new < log(R) + lg + log(nr)) rho = 0.5;
  }
  if (rho > 0.1) {
    memcpy(x, t, sizeof(double) * (size_t)d); memcpy(g, gt, sizeof(double) * (size_t)d);
    F = Ft; lg = lgt;
  }
  if (rho < 0.25) Delta = 0.25 * nv;
  else if (rho > 0.75 && nv >= 0.99 * Delta) Delta = fmin(2.0 * Delta, 2.0);
}

@ The path. Radii are processed in the order given; row $k$ of |P| receives
$\bar p(R_k)$. For the global path with the linear head each radius is solved
from its own starts, whose random directions are drawn from a generator
seeded by the radius itself (its bits), so the answer for a radius does not
depend on which other radii the list holds or in what order; the most promising starts are
finished by the Newton method of section ``Newton polish'' and carry a
certificate (see ``the cheap phase'' below); and the previous radius's answer (starts $0$ and $1$)
is then an extra start that replaces the best of the radius's own starts only
when its value is lower beyond rounding and its certificate holds. A failure of an
evaluation (|MM_ENUMERIC|, see |path_eval|) ends the path with that status;
rows already written are answers. Paths in a cone or with a nonlinear head
keep the method of the previous sections: one generator for the whole
list, and the warm starts competing with the others, which makes those
paths monotone in $R$ (their checks rely on that).
@.radii must be positive@>
@.cone needs 0 < mu < 1@>
@<Path: compute the path over the radii@>=
mm_status mm_dyn_path(const mm_instance *in, const mm_path_options *o,
  const double *radii, int nR, double *P, mm_path_point *pt)
{
  int d = in->d, ns = 3 + o->ndirs + o->starts, polish = o->q == NULL && o->psi == NULL;
  double *qh, *x, *g, *y, *gy, *ends, *Fs, *wk;
  path_cert *cs;
  path_ctx c = {in, o, 0.0, 0.0, MM_OK, 0.0, 0.0};
  mm_rng r;
  mm_status s = MM_OK;
  @<Path: check the path options@>@;
  qh = calloc((size_t)d, sizeof(double)); x = malloc(sizeof(double) * (size_t)d);
  g = malloc(sizeof(double) * (size_t)d); y = malloc(sizeof(double) * (size_t)d);
  gy = malloc(sizeof(double) * (size_t)d); ends = malloc(sizeof(double) * (size_t)d * ns);
  Fs = malloc(sizeof(double) * (size_t)ns); wk = malloc(sizeof(double) * (size_t)d * 10);
  cs = malloc(sizeof(path_cert) * (size_t)ns);
  if (!qh || !x || !g || !y || !gy || !ends || !Fs || !wk || !cs) {
    free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs); free(wk); free(cs);
    return mm_fail(MM_ENOMEM, "mm_dyn_path: out of memory");
  }
  if (o->q) { double nq = mm_norm(o->q, d); for (int j = 0; j < d; j++) qh[j] = o->q[j] / nq; }
  mm_rng_seed(&r, o->seed, 0); /* paths without the polish draw their starts in sequence */
  for (int i = 0; polish && i < in->off[in->n]; i++) c.kmax = fmax(c.kmax, mm_norm(in->K + (size_t)i * d, d));
  if (polish) {
    double F0;
    memset(x, 0, sizeof(double) * (size_t)d);
    if ((s = path_eval(&c, x, g, &F0, &c.lg0)) != MM_OK) goto done;
  }
  for (int k = 0; k < nR && s == MM_OK; k++) {
    double R = radii[k];
    int best = -1;
    uint64_t bits;
    memcpy(&bits, &R, sizeof bits);
    if (polish) mm_rng_seed(&r, o->seed, bits);
    memset(&pt[k], 0, sizeof pt[k]);
    pt[k].R = R;
    for (int st = 0; st < ns; st++) {
      double *e = ends + (size_t)st * d, stat;
      Fs[st] = INFINITY; /* a skipped start */
      memset(&cs[st], 0, sizeof cs[st]);
      @<Path: place start |st| at radius |R| in |e|, or skip it@>@;
      if ((s = path_local(&c, R, qh, e, g, y, gy, x, &Fs[st], &stat, &pt[k].iters, polish ? (o->max_iter < 3 ? o->max_iter : 3) : o->max_iter)) != MM_OK) break;
      pt[k].starts++;
    }
    if (s != MM_OK) break;
    if (polish) @<Path: polish the most promising starts@>@;
    if (s != MM_OK) break;
    @<Path: choose the best start@>@;
    mm_assert(best >= 0); /* the inner start is never skipped */
    @<Path: count the starts that agree with the best@>@;
    memcpy(P + (size_t)k * d, ends + (size_t)best * d, sizeof(double) * (size_t)d);
    pt[k].F = Fs[best];
    @<Path: fill in the answer's certificate and stationarity@>@;
  }
done:
  free(qh); free(x); free(g); free(y); free(gy); free(ends); free(Fs); free(wk); free(cs);
  return s;
}

@ The best start is the one of lowest value among the radius's own starts
(start $2$ on), and among values equal to the rounding band $64\epsilon(1+\vert
F\vert)$ of the lowest, the one of smallest KKT residual: at small radii $F$
varies by less than its rounding over the whole sphere, and there the
residual, not the value, tells the minimiser from the other points. A warm
start (the previous radius's answer) replaces it only when its value is lower
beyond that band and, with the Newton polish, its certificate holds. Without
the polish (cones, nonlinear heads) the warm starts compete like the others,
which keeps those paths monotone.
@<Path: choose the best start@>=
for (int st = 0; st < ns; st++) {
  double band;
  if (Fs[st] == INFINITY || (polish && (st <= 1 || !cs[st].polished))) continue;
  if (best < 0) { best = st; continue; }
  band = 64.0 * DBL_EPSILON * (1.0 + (isfinite(Fs[best]) ? fabs(Fs[best]) : 0.0));
  if (Fs[st] < Fs[best] - band || (polish && Fs[st] <= Fs[best] + band && cs[st].kkt < cs[best].kkt)) best = st;
  else if (!polish && Fs[st] < Fs[best]) best = st;
}
for (int st = 0; polish && st <= 1; st++) {
  double band = 64.0 * DBL_EPSILON * (1.0 + (isfinite(Fs[best]) ? fabs(Fs[best]) : 0.0));
  if (Fs[st] != INFINITY && cs[st].certified && Fs[st] < Fs[best] - band) { best = st; pt[k].warm = 1; }
}

@ The answer's first-order stationarity (the measure of section ``What makes
the answer trustworthy'') and its risk are evaluated at the answer itself,
which also leaves |c.risk| there; the certificate is the one its start
ended with.
@<Path: fill in the answer's certificate and stationarity@>=
{
  double F, lg;
  if ((s = path_eval(&c, P + (size_t)k * d, g, &F, &lg)) != MM_OK) break;
  pt[k].risk = c.risk;
  pt[k].stationarity = path_stationarity(o, d, R, qh, P + (size_t)k * d, g, lg, y);
  pt[k].kkt = cs[best].kkt; pt[k].kkt_bound = cs[best].bound; pt[k].mu = cs[best].mu;
  pt[k].boundary = cs[best].active; pt[k].certified = cs[best].certified;
  if (!polish) { pt[k].kkt = pt[k].stationarity; pt[k].certified = pt[k].stationarity <= o->tol; }
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
record's calibration table records the draw that showed it.)
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

@ The cheap phase. Every start first runs at most $3$ iterations of the
first-order method (one or a few evaluations each): enough to leave the
start's neighbourhood and rank the starts by value, while the descent
itself is left to the starts that are finished: those run $7$ more (so
$10$ in all; on E1a at $R=10^{300}$ and $10^{308}$ it is these
iterations, whose steps double up to $2R$, that reach the overflow the
path must report) and then the Newton polish. (With all
$10$ iterations for every start the answers below are the same and the
whole costs $1.7$ times as much.) The Newton polish, which
costs tens of evaluations per step, then finishes only the
$4$ of the radius's own starts (start $2$ on) with the lowest values after
that phase, and a warm start only when its value after the phase is already
below the best polished value beyond the rounding band (the polish never
raises a value beyond rounding, so only such a warm start can replace the
answer under the rule of the next section). The others are {\it screened
out}: they are reported as such (|polished| counts the rest), and they count
neither as agreeing nor as disagreeing. Screening by value is a heuristic,
as the choice of starts is: a start of higher value after the cheap phase
could still descend into a lower basin. Measured against polishing every
start, on E1b at radii from $10^{-300}$ to $10^4$ and on random instances
of $n=100$ and $n=1000$ inputs ($T=64$, $d=32$, tokens as in the benchmark)
at $R=1,10,100$, the answers agree to $2.3\cdot10^{-13}$ relative and every
radius stays certified, in about a quarter of the time; what is lost is the
count of starts that end elsewhere (on E1b at $R\ge100$, seven to nine
starts end at other stationary points of higher value, which |fspread|
still shows). The certificate of the answer does not depend on the
screening.
@<Path: polish the most promising starts@>=
{
  double band, fl = INFINITY, stat;
  for (int np = 0; np < 4 && s == MM_OK; np++) {
    int pick = -1;
    for (int st = 2; st < ns; st++)
      if (Fs[st] != INFINITY && !cs[st].polished && (pick < 0 || Fs[st] < Fs[pick])) pick = st;
    if (pick < 0) break;
    cs[pick].polished = 1; pt[k].polished++;
    s = path_local(&c, R, qh, ends + (size_t)pick * d, g, y, gy, x, &Fs[pick], &stat, &pt[k].iters, o->max_iter < 7 ? o->max_iter : 7);
    if (s == MM_OK) s = path_newton(&c, R, ends + (size_t)pick * d, &Fs[pick], wk, &cs[pick], &pt[k].iters);
    fl = fmin(fl, Fs[pick]);
  }
  band = 64.0 * DBL_EPSILON * (1.0 + (isfinite(fl) ? fabs(fl) : 0.0));
  for (int st = 0; st <= 1 && s == MM_OK; st++)
    if (Fs[st] != INFINITY && Fs[st] < fl - band) {
      cs[st].polished = 1; pt[k].polished++;
      s = path_local(&c, R, qh, ends + (size_t)st * d, g, y, gy, x, &Fs[st], &stat, &pt[k].iters, o->max_iter < 7 ? o->max_iter : 7);
      if (s == MM_OK) s = path_newton(&c, R, ends + (size_t)st * d, &Fs[st], wk, &cs[st], &pt[k].iters);
    }
}

@ Without the polish, starts agree with the best when their values are
within $10^{-9}$ (relative) of it. With it, agreement is a statement about
points, not values (at small radii every point of the sphere has the same
value to rounding): a start agrees when its end point lies within $10^{-6}R$
of the answer. Newton's method ends each start within the KKT residual over
the curvature of the minimiser, far below that, so two starts at the same
minimiser agree, and two different minimisers closer than $10^{-6}R$ are the
same answer at the precision the path promises. A start that does not agree
is counted as another stationary point when its own certificate holds (a
different local minimiser, or a saddle), and as unconverged otherwise.
Skipped and screened starts never count. |fspread| is the largest difference of values
between starts run, a screened start taken at its value after the cheap phase.
@<Path: count the starts that agree...@>=
{
  double flo = INFINITY, fhi = -INFINITY;
  for (int st = 0; st < ns; st++) {
    int ag;
    if (Fs[st] == INFINITY) continue;
    if (isfinite(Fs[st])) { flo = fmin(flo, Fs[st]); fhi = fmax(fhi, Fs[st]); }
    if (polish && !cs[st].polished) continue; /* screened out: neither agrees nor disagrees */
    if (polish) ag = mm_dist(ends + (size_t)st * d, ends + (size_t)best * d, d) <= 1e-6 * R
      || (Fs[best] == -INFINITY && Fs[st] == -INFINITY); /* $L=L_\star$: every point is a minimiser */
    else {
      ag = Fs[st] <= Fs[best] + 1e-9 * fmax(1.0, fabs(Fs[best]));
      if (Fs[best] == -INFINITY && Fs[st] != -INFINITY) ag = 0;
    }
    if (!ag) {
      if (polish && cs[st].certified) pt[k].other++;
      else if (polish) pt[k].unconverged++;
      continue;
    }
    pt[k].agree++;
    if (st != best) pt[k].spread = fmax(pt[k].spread, mm_dyn_angle(ends + (size_t)st * d, ends + (size_t)best * d, d));
  }
  pt[k].fspread = fhi > flo ? fhi - flo : 0.0;
}

@*1 An independent reference.
The certificate of a radius is regpath's own KKT residual, computed by the
code that found the point. To measure how far the answer is from the true
minimiser, |mm_path_reference| solves the same problem
$$\min L(p)\quad\hbox{subject to}\quad\norm{p}\le R$$
a second time, with code written separately for the purpose: its keys
$k_{it}=W^Tx_{it}$ and scores $\gamma_{it}=Y_iv^Tx_{it}$ are formed from
$X$, $W$, $v$, $Y$ in |long double| (64-bit significand), and its loss,
gradient and Hessian are its own (it calls neither |mm_dyn_evaluate| nor
the model chapter's risk and gradients, nor anything of the path). Starting from the
answer $p$ to be measured, it runs Newton's method on the KKT system of the
constrained problem, in |long double|, until the residual stops
decreasing, and reports the relative distance $\norm{p-p_{\rm
ref}}/\norm{p_{\rm ref}}$ and its own residual at $p_{\rm ref}$. Since
$\epsilon_{\rm long}=2^{-64}\approx5.4\cdot10^{-20}$, the reference's
residual sits about $2000$ times below the floor of a double computation,
and the distance it reports is the error of $p$, not of the reference.
@^independent reference@>
@^regularization path@>

@(path_ref.h@>=
#ifndef MM_PATH_REF_H
#define MM_PATH_REF_H
#include "model.h"
typedef struct {
  double dist; /* $\norm{p-p_{\rm ref}}/\norm{p_{\rm ref}}$ */
  double resid0; /* the reference's KKT residual at $p$ */
  double resid; /* the reference's KKT residual at $p_{\rm ref}$ */
  int boundary; /* solved on the sphere $\norm p=R$ (else inside) */
  int iters; /* Newton steps */
} mm_path_ref;
mm_status mm_path_reference(const mm_instance *in, double R, const double *p, double *pref, mm_path_ref *res);
#endif

@ @(path_ref.c@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "path_ref.h"
typedef long double ld;
@<Reference: the data in |long double|@>@;
@<Reference: the loss and its derivatives@>@;
@<Reference: the gradient and the Hessian of $L$@>@;
@<Reference: solve a linear system@>@;
@<Reference: the KKT residual@>@;
@<Reference: Newton's method on the KKT system@>@;

@ The keys and scores, once, in |long double|: for $W=I$ they are the
tokens themselves, exactly; otherwise each is a sum of $d$ products, with a
relative error of about $d\,\epsilon_{\rm long}$.
@<Reference: the data...@>=
typedef struct {
  int n, d;
  const int *off;
  mm_loss_kind loss;
  ld *K, *gam; /* keys (row-major), scores */
} ref_data;
static int ref_load(const mm_instance *in, ref_data *D)
{
  int d = in->d, m = in->off[in->n];
  D->n = in->n; D->d = d; D->off = in->off; D->loss = in->loss;
  D->K = malloc(sizeof(ld) * (size_t)m * d); D->gam = malloc(sizeof(ld) * (size_t)m);
  if (!D->K || !D->gam) { free(D->K); free(D->gam); return 1; }
  for (int i = 0; i < in->n; i++)
    for (int r = in->off[i]; r < in->off[i + 1]; r++) {
      const double *x = in->X + (size_t)r * d;
      ld sg = 0.0L;
      for (int b = 0; b < d; b++) {
        ld s = 0.0L;
        for (int a = 0; a < d; a++) s += (ld)x[a] * in->W[(size_t)a * d + b];
        D->K[(size_t)r * d + b] = s;
        sg += (ld)in->v[b] * x[b];
      }
      D->gam[r] = in->Y[i] * sg;
    }
  return 0;
}

@ The losses' first and second derivatives, $\ell'$ and $\ell''$, written
from their formulas: logistic $\ell(u)=\log(1+e^{-u})$, $\ell'=-1/(1+e^u)$,
$\ell''=e^{-\vert u\vert}/(1+e^{-\vert u\vert})^2$; exponential $\ell'=-e^{-u}$,
$\ell''=e^{-u}$; correlation $\ell'=-1$, $\ell''=0$.
@<Reference: the loss...@>=
static ld ref_dl(mm_loss_kind k, ld u)
{
  return k == MM_LOSS_LOGISTIC ? -1.0L / (1.0L + expl(u)) : k == MM_LOSS_EXPONENTIAL ? -expl(-u) : -1.0L;
}
static ld ref_d2l(mm_loss_kind k, ld u)
{
  ld e = expl(-fabsl(u));
  return k == MM_LOSS_LOGISTIC ? e / ((1.0L + e) * (1.0L + e)) : k == MM_LOSS_EXPONENTIAL ? expl(-u) : 0.0L;
}

@ The gradient and Hessian. With $s_i$ the softmax of the logits
$a_{it}=k_{it}^Tp$ and the margin $u_i=\sum_ts_{it}\gamma_{it}$,
$$\nabla u_i=\sum_ts_{it}\delta_{it}k_{it},\qquad
\nabla^2u_i=\sum_ts_{it}\delta_{it}(k_{it}-\bar k_i)(k_{it}-\bar k_i)^T,$$
where $\delta_{it}=\gamma_{it}-u_i$ and $\bar k_i=\sum_ts_{it}k_{it}$ (the
Hessian follows from $\partial s_{it}/\partial p=s_{it}(k_{it}-\bar k_i)$ and
$\sum_ts_{it}\delta_{it}=0$). Then $\nabla L={1\over n}\sum_i\ell'(u_i)\nabla
u_i$ and $\nabla^2L={1\over
n}\sum_i\bigl(\ell''(u_i)\nabla u_i\nabla u_i^T+\ell'(u_i)\nabla^2u_i\bigr)$.
Near the max-margin direction one token dominates each input and
$\gamma_{it}-u_i$ cancels; it is computed as $\sum_{t'}s_{it'}(\gamma_{it}-\gamma_{it'})$,
which has no cancellation, so the gradient keeps its relative precision
however small it is (|long double| reaches $e^{-11355}$).
@<Reference: the gradient...@>=
static void ref_eval(const ref_data *D, const ld *p, ld *g, ld *H, ld *s, ld *del, ld *kb, ld *gu)
{
  int d = D->d;
  memset(g, 0, sizeof(ld) * (size_t)d);
  if (H) memset(H, 0, sizeof(ld) * (size_t)d * d);
  for (int i = 0; i < D->n; i++) {
    int r0 = D->off[i], T = D->off[i + 1] - r0;
    ld amax = -INFINITY, Z = 0.0L, u = 0.0L, l1, l2;
    for (int t = 0; t < T; t++) {
      const ld *k = D->K + (size_t)(r0 + t) * d;
      ld a = 0.0L;
      for (int j = 0; j < d; j++) a += k[j] * p[j];
      s[t] = a; if (a > amax) amax = a;
    }
    for (int t = 0; t < T; t++) { s[t] = expl(s[t] - amax); Z += s[t]; }
    for (int t = 0; t < T; t++) { s[t] /= Z; u += s[t] * D->gam[r0 + t]; }
    for (int t = 0; t < T; t++) {
      del[t] = 0.0L;
      for (int w = 0; w < T; w++) del[t] += s[w] * (D->gam[r0 + t] - D->gam[r0 + w]);
    }
    memset(gu, 0, sizeof(ld) * (size_t)d); memset(kb, 0, sizeof(ld) * (size_t)d);
    for (int t = 0; t < T; t++) {
      const ld *k = D->K + (size_t)(r0 + t) * d;
      for (int j = 0; j < d; j++) { gu[j] += s[t] * del[t] * k[j]; kb[j] += s[t] * k[j]; }
    }
    l1 = ref_dl(D->loss, u) / D->n; l2 = ref_d2l(D->loss, u) / D->n;
    for (int j = 0; j < d; j++) g[j] += l1 * gu[j];
    if (H) @<Reference: add input |i|'s part of the Hessian@>@;
  }
  if (H) for (int a = 0; a < d; a++) for (int b = 0; b < a; b++) H[(size_t)a * d + b] = H[(size_t)b * d + a];
}

@ The upper triangle only; the caller mirrors it.
@<Reference: add input |i|'s part...@>=
{
  for (int a = 0; a < d; a++) for (int b = a; b < d; b++) H[(size_t)a * d + b] += l2 * gu[a] * gu[b];
  for (int t = 0; t < T; t++) {
    const ld *k = D->K + (size_t)(r0 + t) * d;
    ld w = l1 * s[t] * del[t];
    if (w == 0.0L) continue;
    for (int a = 0; a < d; a++) {
      ld ca = w * (k[a] - kb[a]);
      for (int b = a; b < d; b++) H[(size_t)a * d + b] += ca * (k[b] - kb[b]);
    }
  }
}

@ Gaussian elimination with partial pivoting on the $N\times N$ system
$Ax=b$ (|A| is overwritten, |b| becomes $x$); $1$ when a pivot is zero.
@<Reference: solve a linear system@>=
static int ref_solve(int N, ld *A, ld *b)
{
  for (int c = 0; c < N; c++) {
    int piv = c;
    for (int r = c + 1; r < N; r++) if (fabsl(A[(size_t)r * N + c]) > fabsl(A[(size_t)piv * N + c])) piv = r;
    if (A[(size_t)piv * N + c] == 0.0L) return 1;
    if (piv != c) {
      for (int j = 0; j < N; j++) { ld t = A[(size_t)c * N + j]; A[(size_t)c * N + j] = A[(size_t)piv * N + j]; A[(size_t)piv * N + j] = t; }
      { ld t = b[c]; b[c] = b[piv]; b[piv] = t; }
    }
    for (int r = c + 1; r < N; r++) {
      ld f = A[(size_t)r * N + c] / A[(size_t)c * N + c];
      if (f == 0.0L) continue;
      for (int j = c; j < N; j++) A[(size_t)r * N + j] -= f * A[(size_t)c * N + j];
      b[r] -= f * b[c];
    }
  }
  for (int c = N - 1; c >= 0; c--) {
    for (int j = c + 1; j < N; j++) b[c] -= A[(size_t)c * N + j] * b[j];
    b[c] /= A[(size_t)c * N + c];
  }
  return 0;
}

@ The KKT residual, defined here without reference to the path's: on the
sphere, $\max\bigl(\norm{\nabla L+\mu p}/\norm{\nabla L},\ \vert\norm
p-R\vert/R\bigr)$ with the multiplier $\mu=-\langle\nabla
L,p\rangle/\norm{p}^2$ that minimises the first term; inside,
$\norm{\nabla L(p)}/\norm{\nabla L(0)}$, which does not depend on $R$ or
on a scaling of the keys.
@<Reference: the KKT residual@>=
static ld ref_norm(const ld *x, int d) { ld s = 0.0L; for (int j = 0; j < d; j++) s += x[j] * x[j]; return sqrtl(s); }
static ld ref_dot(const ld *x, const ld *y, int d) { ld s = 0.0L; for (int j = 0; j < d; j++) s += x[j] * y[j]; return s; }
static ld ref_resid(int d, int boundary, ld R, const ld *p, const ld *g, ld g00)
{
  ld ng = ref_norm(g, d), np = ref_norm(p, d), mu, e = 0.0L;
  if (!boundary) return g00 > 0 ? ng / g00 : ng;
  if (ng == 0.0L) return fabsl(np - R) / R;
  mu = -ref_dot(g, p, d) / (np * np);
  for (int j = 0; j < d; j++) { ld q = g[j] + mu * p[j]; e += q * q; }
  return fmaxl(sqrtl(e) / ng, fabsl(np - R) / R);
}

@ Newton's method in the scaled variable $u=p/R$. On the sphere the
unknowns are $u$ and the scaled multiplier $m$ ($\mu p=g_0mu$, $g_0$ the
norm of the gradient at the start), and the equations
$$G(u)+mu=0,\qquad {1\over2}(\norm u^2-1)=0,\qquad G(u)=\nabla L(Ru)/g_0,$$
whose Jacobian is $\pmatrix{R\nabla^2L/g_0+mI&u\cr u^T&0\cr}$; inside, the
equation is $G(u)=0$ with Jacobian $R\nabla^2L/g_0$. The point is on the
sphere when $\norm p\ge R(1-10^{-9})$ and $\nabla L$ points into the ball
($\langle\nabla L,p\rangle<0$). Every Newton step is full; the method keeps
the point of smallest residual and stops when the residual has not
decreased for three steps, or after $40$.
@<Reference: Newton's method...@>=
mm_status mm_path_reference(const mm_instance *in, double R, const double *p, double *pref, mm_path_ref *res)
{
  int d = in->d, N = d + 1, Tmax = 0, stall = 0;
  ref_data D;
  ld *u, *x, *g, *H, *A, *b, *s, *del, *kb, *gu, *best, *zero, g0, g00, m = 0.0L, rbest, LR = R;
  mm_status st = MM_OK;
  for (int i = 0; i < in->n; i++) if (in->T[i] > Tmax) Tmax = in->T[i];
  if (ref_load(in, &D)) return mm_fail(MM_ENOMEM, "mm_path_reference: out of memory");
  u = calloc((size_t)(9 * d + 2 * N * N + 2 * N + 2 * Tmax + 4), sizeof(ld));
  if (u == NULL) { free(D.K); free(D.gam); return mm_fail(MM_ENOMEM, "mm_path_reference: out of memory"); }
  x = u + d; g = x + d; kb = g + d; gu = kb + d; best = gu + d; zero = best + d; H = zero + d;
  A = H + (size_t)d * d + d; b = A + (size_t)N * N + N; s = b + N; del = s + Tmax + 2;
  memset(res, 0, sizeof *res);
  ref_eval(&D, zero, g, NULL, s, del, kb, gu); g00 = ref_norm(g, d);
  for (int j = 0; j < d; j++) { x[j] = p[j]; u[j] = p[j] / LR; }
  ref_eval(&D, x, g, NULL, s, del, kb, gu);
  g0 = ref_norm(g, d);
  res->boundary = ref_norm(x, d) >= LR * (1.0L - 1e-9L) && ref_dot(g, x, d) < 0;
  rbest = res->resid0 = (double)ref_resid(d, res->boundary, LR, x, g, g00);
  memcpy(best, x, sizeof(ld) * (size_t)d);
  if (g0 > 0 && res->boundary) m = -ref_dot(g, u, d) / (g0 * ref_dot(u, u, d));
  for (int it = 0; it < 40 && g0 > 0 && rbest > 0 && stall < 3; it++) {
    ld r;
    @<Reference: take one Newton step from |u|@>@;
    for (int j = 0; j < d; j++) x[j] = LR * u[j];
    ref_eval(&D, x, g, NULL, s, del, kb, gu);
    r = ref_resid(d, res->boundary, LR, x, g, g00);
    res->iters++;
    if (r < rbest) { rbest = r; memcpy(best, x, sizeof(ld) * (size_t)d); stall = 0; }
    else stall++;
  }
  {
    ld dd = 0.0L;
    for (int j = 0; j < d; j++) { pref[j] = (double)best[j]; dd += (best[j] - p[j]) * (best[j] - p[j]); }
    res->dist = (double)(sqrtl(dd) / ref_norm(best, d));
    res->resid = (double)rbest;
  }
  free(u); free(D.K); free(D.gam);
  return st;
}

@ @<Reference: take one Newton step...@>=
ref_eval(&D, x, g, H, s, del, kb, gu);
if (res->boundary) {
  for (int a = 0; a < d; a++) {
    for (int c = 0; c < d; c++) A[(size_t)a * N + c] = LR * H[(size_t)a * d + c] / g0 + (a == c ? m : 0.0L);
    A[(size_t)a * N + d] = u[a]; A[(size_t)d * N + a] = u[a];
    b[a] = -(g[a] / g0 + m * u[a]);
  }
  A[(size_t)d * N + d] = 0.0L; b[d] = -0.5L * (ref_dot(u, u, d) - 1.0L);
  if (ref_solve(N, A, b)) break;
  for (int j = 0; j < d; j++) u[j] += b[j];
  m += b[d];
} else {
  for (int a = 0; a < d; a++) {
    for (int c = 0; c < d; c++) A[(size_t)a * d + c] = LR * H[(size_t)a * d + c] / g0;
    b[a] = -g[a] / g0;
  }
  if (ref_solve(d, A, b)) break;
  for (int j = 0; j < d; j++) u[j] += b[j];
}

@ The benchmark \.{bench\_path} measures regpath against the reference on
an instance of real size (\.{make bench} runs it on the $n=1000$, $T=64$,
$d=32$ instance of \.{scripts/real\_size\_instance.py}) at the radii
$1$, $10$ and $100$, each solved on its own with the default options. Per
radius it prints the relative distance to the reference, the
reference's residual, regpath's certified residual and its rounding bound, and
the CPU time (all threads) of regpath and of the reference. It exits $1$
when a distance exceeds $10^{-9}$ (the promise of the section on the
check of this measure in Part~II) or a radius is not certified.
@(bench_path.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "npy.h"
#include "dyn_path.h"
#include "path_ref.h"
static double cpu_now(void)
{
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + 1e-6 * (u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}
int main(int argc, char **argv)
{
  static const double radii[3] = {1.0, 10.0, 100.0};
  mm_instance *in;
  mm_path_options o = mm_path_defaults();
  int bad = 0;
  if (argc != 2) { fprintf(stderr, "usage: bench_path INSTANCE\n"); return 1; }
  if (mm_read_instance_any(argv[1], &in) != MM_OK) { fprintf(stderr, "bench_path: %s\n", mm_error_message()); return 1; }
  printf("regpath against the independent reference: n = %d, T = %d, d = %d (%s)\n", in->n, in->T[0], in->d, argv[1]);
  printf("     R   |p-p_ref|/|p_ref|  ref. residual  regpath KKT (bound)     regpath CPU  reference CPU\n");
  for (int k = 0; k < 3; k++) {
    double *P = malloc(sizeof(double) * (size_t)in->d * 2), t0, t1, t2;
    mm_path_point pt;
    mm_path_ref rf;
    if (P == NULL) return 1;
    t0 = cpu_now();
    if (mm_dyn_path(in, &o, &radii[k], 1, P, &pt) != MM_OK) { fprintf(stderr, "bench_path: %s\n", mm_error_message()); return 1; }
    t1 = cpu_now();
    if (mm_path_reference(in, radii[k], P, P + in->d, &rf) != MM_OK) { fprintf(stderr, "bench_path: %s\n", mm_error_message()); return 1; }
    t2 = cpu_now();
    printf("%6g   %.2e           %.2e       %.2e (%.1e)%s  %7.2f s    %7.2f s\n", radii[k], rf.dist, rf.resid,
      pt.kkt, pt.kkt_bound, pt.certified ? "   " : " !c", t1 - t0, t2 - t1);
    if (!(rf.dist <= 1e-9) || !pt.certified) bad = 1;
    free(P);
  }
  mm_instance_free(in);
  if (bad) printf("bench_path: a distance above 1e-9 or an uncertified radius\n");
  return bad;
}
