@*Nonlinear heads, the suite's formulation: the path selects by max margin.
\lbl{chk:nonlinear}{\sl Statement:\/} nonlinear heads, \secref{nonlinear}.
@^nonlinear head@>
@^regularization path@>
The paper's abstract states, informally, that the regularization path still selects tokens by max
margin when the prediction head is nonlinear. With $f(X)=\psi(X^Ts)$,
$s=S(XWp)$ and a fixed nonlinear $\psi:\R^d\to\R$, a token is judged by the
loss of selecting it alone: its {\it selection score\/} is
$\gamma^\psi_{it}=Y_i\psi(x_{it})$ (|mm_dyn_nl_scores|), and
$\opt^\psi_i=\mathop{\rm argmax}_t\gamma^\psi_{it}$. The suite's formulation of the
claim [suite]: let
\smallskip
\item{(i)} $\psi$ be the fixed perceptron $a^T\tanh(Bz+c)$ of the dyn chapter
(width $6$, weights from a seed), the loss logistic;
\item{(ii)} every input have a unique $\opt^\psi_i$, with a lead of at least
$0.05$ in selection score over the runner-up;
\item{(iii)} the ATT-SVM for $\opt^\psi$ be feasible, with solution $p^\psi$;
\item{(iv)} no token improve on $\opt^\psi_i$ to first order: with
$\phi_{it}=Y_ix_{it}^T\nabla\psi(x_{i,\opt_i})$, $\phi_{i,\opt_i}>\phi_{it}$ for $t\ne\opt_i$;
\item{(iv$'$)} more strongly, every first-order gap
$\phi_{i,\opt_i}-\phi_{it}$ exceed the curvature bound of section ``A
hypothesis that excludes every mixture'', so that no mixture of tokens
beats the pure selection.
\smallskip\noindent
Then the regularization path $\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L^\psi(p)$
satisfies $\bar p(R)/R\to p^\psi/\norm{p^\psi}$. The hypotheses are
checked on every draw (the scores directly, feasibility by the certified
ATT-SVM oracle, (iv$'$) by its bound) and failures are skips with the
reason. The suite is \.{nonlinear} in the verification report.

{\it What is tested, and what holds.} The algorithm is the global
regularization path (|mm_dyn_path| on the log form of the risk), not
gradient descent. The property \.{nl\_path\_direction} draws instances
built so that (ii), (iii) and (iv$'$) hold (section ``Draws built to
satisfy (iv$'$)''), $82\,\%$ of them tiny ($n\le3$, $T_i\le4$, $d\le3$) and
$18\,\%$ medium ($n\le16$, $T_i\le12$, $d\le12$); the oracles certify every
construction (a mechanics row, \.{nl\_curvature\_draw\_certified}). Tiny
paths are followed to $1024\norm{p^\psi}$ and on while the angle falls
slowly; medium paths start at $128\norm{p^\psi}$ with fewer random starts
and are followed on the same way. The property holds on every tested draw.
A second loop builds draws that satisfy (ii)--(iv) only (section ``Draws
built to satisfy the hypotheses''); on them a mixture sometimes beats the
selection, which is the finding below, and the path statistic is an
{\it observation\/} row. The converse of (iv)
(\.{nl\_coselectable\_gain\_means\_mixture}) is tested on draws built with
a co-selectable improving pair, at the same two tiers.

Hypothesis (iv) is ours; it is needed, and it is not enough. Near a pure
selection the risk is, to first order in the small weights,
$L_{\rm pure}+{1\over n}\sum_i\vert\ell'\vert
\sum_{t\ne\opt_i}s_{it}(\phi_{i,\opt_i}-\phi_{it})$ (the gradient formula of the
dyn chapter with $\gamma$ replaced by $\phi$): what attracts the path is the
{\it linearised\/} score $\phi$ at the selected token, not the selection score
$\gamma^\psi$. When some $\phi_{i,\opt_i}-\phi_{it}<0$, moving a little attention
to $t$ alone would lower the loss, a {\it mixture\/} of tokens would beat the pure selection,
and the path need not go to infinity at all (whether $t$ can be raised alone is the
question of co-selectability below). With (i)--(iii) alone the path
finds a risk below $L_{\rm pure}$ (the best pure selection's risk, the
limit along $p^\psi$; on one random draw, $0.24866$ against $0.25821$, at
$\norm{\bar p}<R$). The paper's claim implicitly needs (iv) or something
like it.

{\it Finding: {\rm(i)--(iv)} do not exclude a mixture.} Hypothesis (iv)
is first order only. On draws built to satisfy (i)--(iv) and certified,
the path finds a point with $L<L_{\rm pure}$, confirmed by the plain risk
beyond its rounding, on about one draw in eight
(\.{finding\_nl\_first\_order\_hypothesis\_admits\_a\_mixture}; the numbers
are in the verification report). Such a point rules out the claim on the
draw: $L(\bar p(R))$ does not increase with $R$, while a path whose
direction tends to $p^\psi$ has $L\to L_{\rm pure}$. The cause is that
$Y_i\psi$ is not concave: a point inside the hull of an input's tokens can
have a larger $Y_i\psi$ than every token, although no token gains to first
order. On every such draw (iv$'$) fails, as section ``A hypothesis that
excludes every mixture'' proves it must. The suite's formulation therefore asks (iv$'$).

{\it The converse of (iv), and when it holds.} The converse, ours and not
the paper's, says that a first-order gain means a mixture beats the pure
selection. It assumes that the weight of the improving token $t$ of input
$i$ can be raised while every other non-selected token stays negligible.
That needs a direction $p'$ with $(k_{i,\opt_i}-k_{it})^Tp'=0$ and
$(k_{j,\opt_j}-k_{ju})^Tp'\ge1$ for every other pair $(j,u)$, $u\ne\opt_j$: the
ATT-SVM's constraints with the one of $(i,t)$ turned into an equality. We
call the pair {\it co-selectable\/} when this linear system is feasible.
Then $p_c=Rp'+cu$, with $(k_{i,\opt_i}-k_{it})^Tu=1$, gives $t$ the weight
$e^{-c}$ relative to $\opt_i$ and the other tokens at most $e^{-R+O(c)}$, and
$L(p_c)-L_{\rm pure}$ is, to leading order, ${1\over n}\vert\ell'\vert
e^{-c}(\phi_{i,\opt_i}-\phi_{it})<0$ once $c$ is large enough for the
second-order term and $R$ large enough for the tails. When no improving
pair is co-selectable, $t$ gains weight only together with tokens of
positive first-order coefficient, and the net effect can be a loss. The
check decides co-selectability exactly, by the LP chapter's oracle with the
equality as two inequalities (a Farkas vector, checked in |long double|,
when infeasible), constructs $p_c$ by a scan of $c$ and $R$, and asserts
\.{nl\_coselectable\_gain\_means\_mixture}: on every draw with a co-selectable
improving pair, $L(p_c)<L_{\rm pure}$ both by the log-form evaluation
|mm_dyn_nl_evaluate| (its sign) and by the plain risk, and the path at
$\max(16\norm{p^\psi},\norm{p_c})$, solved first at $\norm{p_c}$ (where
$p_c$ is a start) and keeping that answer, ends at $F\le F(p_c)$. Draws with
no co-selectable improving pair are
skips, named by whether the path at $16\norm{p^\psi}$ finds a mixture
anyway. The observation \.{observation\_nl\_path\_alone\_finds\_the\_mixture}
runs the same path with only its own starts, on tiny draws.

{\it Finding: where (iv) fails, a mixture need not be found; co-selectability
explains five of six such draws, the sixth is a miss of the path.} The
statement ``the path at $16\norm{p^\psi}$ finds $L<L_{\rm pure}$ whenever (iv)
fails'' does not hold: on random tiny draws ($n\le3$, $T_i\le4$, $d\le3$,
normal tokens, $4500$ of them) it fails on $6$ of $26$
draws. Measured at ten times the trials (draws where (iv) fails and
$\norm{p^\psi}\ge1$):
$$\vbox{\halign{#\hfil&&\quad\hfil#\hfil\cr
seed&draws&co-selectable&$p_c$ certifies&path alone finds it&not co-sel.&mixture anyway\cr
default&$26$&$20$&$20$&$19$&$6$&$1$\cr
$7$&$23$&$16$&$16$&$15$&$7$&$2$\cr}}$$
Five of the six have no co-selectable improving pair
(and no mixture is found); the sixth has one. On all $36$ co-selectable
draws the constructed $p_c$ beats the selection: $\log\vert L(p_c)-L_{\rm pure}\vert$
between $-11.7$ and $-2.2$ by the log form, and $L(p_c)-L_{\rm pure}$ between
$-8.5\cdot10^{-6}$ and $-0.11$ by the plain risk, far above its rounding; the
scan stops at $c\le4.5$ and $R\le16$ (in units of $p'$), with $\norm{p_c}$
between $0.79$ and $33$ times $\norm{p^\psi}$. The path with $p_c$'s direction
among its starts then ends strictly below $F(p_c)$ on all $36$. With its own
starts it misses on two draws, one at the default seed and one with the seed~$7$,
whose $p_c$ lie at $22\norm{p^\psi}$ and $28\norm{p^\psi}$: beyond the old radius
$16\norm{p^\psi}$, and, at the radius $\norm{p_c}$, all agreeing starts
(16 of 16 on the first, still none below $L_{\rm pure}$ with $256$ random
starts) end at a point with $L-L_{\rm pure}=+2\cdot10^{-11}$ against
$L(p_c)-L_{\rm pure}=-2.5\cdot10^{-4}$ (the first). So the mixture is
there and the path's random starts do not reach its basin; that is a
limitation of the path's global search, reported by the observation.
The property's own path cannot miss that way: it is solved at $\norm{p_c}$,
where $p_c$ is one of its starts, and then at the larger radius with that
answer kept as a start (the path chapter's continuation), so it ends at or
below $F(p_c)$; what the property tests is $L(p_c)<L_{\rm pure}$. The
converse of co-selectability does not hold: three draws with no
co-selectable pair (one at the default seed, two with the seed~$7$) have
a mixture anyway, through tokens raised together. Co-selectability is
sufficient, not necessary.

@(nonlinear.c@>=
#include <math.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include "prop.h"
#include "svm.h"
#include "lp.h"
#include "dyn.h"
@<Nonlinear: subroutines@>@;
@<Nonlinear: tests@>@;

@*1 How far out the path is followed.
The path uses the nonlinear head's log form |mm_dyn_nl_objective| of the dyn
chapter: $F=\log(L-L_{\rm pure})$ to full relative precision, where
$L_{\rm pure}$ is the risk of the best pure selection (the floor
$L^\psi_\star$ there, equal to $L_{\rm pure}$ here since $\opt^\psi$ is the
argmax), and a scaled $L$ below every such value where a mixture wins. In
plain double the excess $L-L_{\rm pure}$ along $p^\psi$, about
$e^{-R/\norm{p^\psi}}$ times first-order coefficients, falls below the
rounding of $L$ from $R\approx30\norm{p^\psi}$ on. In the log form the radii
are $R=2^m\norm{p^\psi}$,
$m=1,\ldots,10$, up to $1024\norm{p^\psi}$, where $\log(L-L_{\rm pure})$ is
about $-1026$ on the draws below. The dyn checks compare this evaluation
with a |long double| reference and, far out, with the first-order expansion.

The statistic. For the linear head the path's direction error behaves like
a finite offset seen from distance $R$, $\angle(\bar p(R),p^\psi)\approx c/R$,
with $c$ set by ratios of loss derivatives and first-order coefficients (in
E4 it is $\vert b^\star\vert$). With one support token the offset even decays
exponentially, since the other tokens pull with weights $e^{-\delta R}$. A
path that converged to a {\it different\/} direction would instead have an
angle tending to a non-zero constant. Over the last doubling of $R$ the
ratio of the angles is therefore $1/2$ (up to $O(1/R)$) for an offset, below
that for an exponential approach, and $1$ for a different limit. The
statistic is
$$\angle(\bar p(1024\norm{p^\psi}),p^\psi)\big/\angle(\bar p(512\norm{p^\psi}),p^\psi),$$
with the tolerance $3/4$, half way between the two models, and $0$ when the
angle at the largest radius is at most $10^{-6}$, the resolution the first
version used for the local solver. (At the three largest radii its
stationarity, in units of $F$ per radian against a curvature of order $R$,
is below $10^{-3}$ on $112$ of the $117$ draws below and at most $0.4$; the
angles of those draws still halve to three digits per doubling, so the
solver's error is well below the angles the statistic divides.) It fails if the angle stops shrinking at a visible size, or grows;
what it cannot see is a different limit closer to $p^\psi$ than the offset
$c/R$ at $R=1024\norm{p^\psi}$ (the final angles are at most $4\cdot10^{-3}$).
Earlier radii are not constrained: the approach has humps. A draw whose
largest radius $1024\norm{p^\psi}$ is below $16$ ($\norm{p^\psi}<1/64$) is a
skip, because the offset $c$ is of order one in absolute terms and could not be
seen to shrink. The path uses |mm_dyn_path| with $16$ random starts
per radius, the warm start and $p^\psi$ itself as starts; the angles at all
radii and the fewest agreeing starts are printed with each failure.

{\it Humps are transients.} A path of a nonlinear head can move away
from $p^\psi$ over a range of radii and then converge, exponentially (one
support token) or exactly like $c/R$; humps up to $16\norm{p^\psi}$ occur.
So the path is followed to $1024\norm{p^\psi}$ and judged by the ratio of
its angles over the last doubling ($1/2$ for an offset $c/R$, $1$ for a
different limit). The record's calibration table gives the draws that showed
this, with their angles at every radius.

{\it Late transients, and the continuation.} Two slower transients reach
past $1024\norm{p^\psi}$. In the first the angle stays near a constant
$\theta_0$ (of order $10^{-2}$) over many doublings and then turns into the
offset regime; the angles fit $\theta_0R_1/(R+R_1)$, a path that keeps a
fixed small angle until the offset $c=\theta_0R_1$ seen from distance $R$
becomes smaller than $\theta_0$, at the crossover radius $R_1$. Over a
doubling that model gives the ratio $(R+R_1)/(2R+R_1)$, which is at most
$3/4$ exactly when $R\ge R_1/2$: a crossover at $R_1$ of a few thousand
$\norm{p^\psi}$ still reads $0.75$--$0.87$ at $1024\norm{p^\psi}$, and the
statistic is below $3/4$ one or two doublings later. In the second the
offset vector has a component that decays exponentially beside the $c/R$
one and partly cancels it: the angle falls faster than $1/R$ (ratios
$0.2$--$0.4$), undershoots $c/R$, and then rejoins it with one or two
ratios near $0.85$ before settling at $1/2$. The offset itself can also
grow, late: the angle rises over a few doublings beyond
$512\norm{p^\psi}$ and then turns into $c/R$ with the offset $c$ it has
reached, a hump whose crossover can lie beyond $2^{14}\norm{p^\psi}$.
None of these is a different limit, whose ratios tend to $1$ at every
further doubling. So a draw whose
ratio at its last radius exceeds $3/4$ is followed further, one doubling
at a time up to $2^{16}\norm{p^\psi}$, and judged at the first doubling
whose ratio is at most $3/4$ (section on the continuation below). What the
statistic cannot see is then a different limit closer to $p^\psi$ than the
offset at the radius where it stopped, a finer resolution than before, and
a crossover radius beyond $2^{17}\norm{p^\psi}$ would still be reported as
a failure.

@<Nonlinear: subroutines@>=
#define NL_PATH_TRIALS 220 /* trials of the observation on constructed draws */
#define NL_DIRECTION_TRIALS 1300 /* trials of the check on (iv$'$) draws */
#define NL_DIRECTION_TINY 82 /* percent of them from the tiny tier, */
#define NL_DIRECTION_LARGE 1 /* from the large tier, and the rest medium */
#define NL_COSEL_TRIALS 1350 /* trials of the converse of (iv) */
#define NL_COSEL_TINY 84
#define NL_COSEL_LARGE 1
#define NL_TINY 80 /* percent of the constructed draws from the tiny tier, the rest medium */
#define NL_RADII 10 /* radii $2^m\norm{p^\psi}$, $m=1,\ldots,10$ */
#define NL_RADII_MAX 16 /* continued to $2^{16}\norm{p^\psi}$ while the ratio exceeds $3/4$ */
#define NL_STAT_REL 1e-2 /* a continued radius's answer is read when its stationarity is at most this times $R$ times its angle */
#define NL_REFINE 2 /* at most this many refinements, each with $8$ times the iterations */
#define NL_RADII_MEDIUM 2 /* medium draws: two radii, */
#define NL_RADII_MEDIUM_FROM 6 /* $128\norm{p^\psi}$ and $256\norm{p^\psi}$ */
#define NL_STARTS_MEDIUM 4 /* random starts per radius on medium draws */
#define NL_RES 1e-6 /* angles at or below this are at the resolution of the path solver */
static int nl_continued, nl_refined; /* the path properties' counters */
static int nl_read(const mm_path_point *pt, double ang)
{ /* the answer's angle is known to about $1\%$ (the continuation below) */
  return pt->stationarity <= NL_STAT_REL * pt->R * fmax(ang, NL_RES);
}
static const char first_order[] = "a token improves on opt to first order: Y (x_opt - x_t)^T grad psi(x_opt) <= 0";
static double first_order_gap; /* the smallest $\phi_{i,\opt_i}-\phi_{it}$ of the last draw */
static double phi_gap(const mm_instance *in, int i, int t, const double *xo, const double *gpsi)
{ /* $\phi_{i,\opt_i}-\phi_{it}=Y_i(x_{i,\opt}-x_{it})^T\nabla\psi(x_{i,\opt})$ */
  const double *xt = in->X + (size_t)(in->off[i] + t) * in->d;
  double c = 0.0;
  for (int j = 0; j < in->d; j++) c += in->Y[i] * (xo[j] - xt[j]) * gpsi[j];
  return c;
}
static const char *nl_hypotheses(const mm_instance *in, const mm_mlp *psi, int *opt, mm_svm *s)
{
  double *sc = malloc(sizeof(double) * (size_t)in->off[in->n]);
  const char *why = NULL;
  mm_assert(sc != NULL);
  mm_dyn_nl_scores(in, psi, sc);
  for (int i = 0; i < in->n && !why; i++) {
    double best = -INFINITY, second = -INFINITY;
    for (int t = 0; t < in->T[i]; t++) {
      double g = sc[in->off[i] + t];
      if (g > best) { second = best; best = g; opt[i] = t; }
      else if (g > second) second = g;
    }
    if (best - second < 0.05) why = "no unique optimal token under psi (lead below 0.05)";
  }
  free(sc);
  if (!why && mm_svm_att(in, opt, NULL, s) != MM_OK) why = "ATT-SVM of the psi-optimal tokens infeasible (Farkas certificate)";
  first_order_gap = INFINITY;
  for (int i = 0; i < in->n && !why; i++) {
    const double *xo = in->X + (size_t)(in->off[i] + opt[i]) * in->d;
    double gpsi[MM_GEN_MAXD];
    mm_mlp_eval(psi, xo, gpsi);
    for (int t = 0; t < in->T[i]; t++) if (t != opt[i]) {
      double c = phi_gap(in, i, t, xo, gpsi);
      first_order_gap = fmin(first_order_gap, c);
      if (c <= 0.0) why = first_order;
    }
  }
  return why;
}

@ The risk of the pure selection, $L_{\rm pure}={1\over n}\sum_i\ell(Y_i\psi(x_{i,\opt^\psi_i}))$,
the limit of $L$ along $Rp^\psi$. By the choice of $\opt^\psi$ no pure selection
does better; if the path finds a point with $L<L_{\rm pure}$, a mixture of
tokens does, and then no direction that selects single tokens can be the
limit of the path.
@<Nonlinear: subroutines@>=
static double pure_risk(const mm_instance *in, const mm_mlp *psi, const int *opt)
{
  long double s = 0.0L;
  for (int i = 0; i < in->n; i++)
    s += mm_loss(in->loss, in->Y[i] * mm_mlp_eval(psi, in->X + (size_t)(in->off[i] + opt[i]) * in->d, NULL));
  return (double)(s / in->n);
}

@*1 A hypothesis that excludes every mixture.
Hypothesis (iv) is first order: it says that no token improves on
$\opt^\psi_i$ when a little attention moves to it. A mixture with a finite
share of attention is another matter: $Y_i\psi$ is not concave, and
$Y_i\psi(z)$ can exceed $Y_i\psi(x_{i,\opt_i})$ at a point $z$ of the
convex hull of the tokens of input $i$ although every vertex is worse. The
attention output $X_i^Ts$ ranges over that hull (its interior, for finite
$p$), so then a finite $p$ can have $L(p)<L_{\rm pure}$. Since
$L(\bar p(R))$ does not increase with $R$ and $L\to L_{\rm pure}$ along any
path whose attention tends to the pure selection $\opt^\psi$, a single point
with $L<L_{\rm pure}$ rules out $\bar p(R)/R\to p^\psi/\norm{p^\psi}$ under a
strict ATT-SVM margin. That happens on draws built to satisfy (ii)--(iv)
(the finding in the section on the checks). The suite therefore replaces
(iv) by a second-order condition that excludes every mixture.

Let $M_i$ bound the largest eigenvalue of the Hessian of $Y_i\psi$ on the
hull $H_i$ of the tokens of input $i$, let $a_{it}=x_{i,\opt_i}-x_{it}$,
$D_i=\max_t\norm{a_{it}}$, $g_i=Y_i\nabla\psi(x_{i,\opt_i})$, and
$\delta_{it}=g_i^Ta_{it}=\phi_{i,\opt_i}-\phi_{it}$, the first-order gap of
(iv). The condition is
\smallskip
\item{(iv$'$)} $\delta_{it}>{1\over2}M_iD_i\norm{a_{it}}$ for every input
$i$ and every $t\ne\opt_i$.
\smallskip\noindent
{\it Under {\rm(iv$'$)}, $L(p)>L_{\rm pure}$ for every $p$.} Let
$s=S(X_iWp)$ and $z=X_i^Ts=x_{i,\opt_i}-\sum_{t\ne\opt_i}s_ta_{it}\in H_i$.
Taylor's theorem on the segment from $x_{i,\opt_i}$ to $z$, inside $H_i$,
gives $Y_i\psi(z)\le Y_i\psi(x_{i,\opt_i})+g_i^T(z-x_{i,\opt_i})+{1\over2}M_i
\norm{z-x_{i,\opt_i}}^2$. Here $g_i^T(z-x_{i,\opt_i})=-\sum_{t\ne\opt_i}s_t\delta_{it}$
and $\norm{z-x_{i,\opt_i}}\le\sum_{t\ne\opt_i}s_t\norm{a_{it}}\le D_i$, so
$\norm{z-x_{i,\opt_i}}^2\le D_i\sum_{t\ne\opt_i}s_t\norm{a_{it}}$ and
$$Y_i\psi(z)-Y_i\psi(x_{i,\opt_i})\le-\sum_{t\ne\opt_i}s_t\bigl(\delta_{it}-
{\textstyle{1\over2}}M_iD_i\norm{a_{it}}\bigr)<0,$$
as every $s_t>0$. The logistic loss decreases strictly, so each input's
loss exceeds its pure-selection loss and $L(p)>L_{\rm pure}$. No mixture
beats the selection, and the path cannot stop at a finite point below it.
(iv$'$) implies (iv), and with $z=x_{it}$ it implies that $\opt_i$ is the
unique best token; the lead of (ii) is still asked separately.

{\it The curvature bound.} With $\psi(z)=\sum_ka_k\tanh(b_k^Tz+c_k)$ the
Hessian of $Y_i\psi$ is $\sum_kY_ia_k\tanh''(u_k)b_kb_k^T$, $u_k=b_k^Tz+c_k$.
Each term is a multiple of the positive semidefinite $b_kb_k^T$, so its
largest eigenvalue on $H_i$ is at most $\max(0,\mu_{ik})\norm{b_k}^2$ with
$\mu_{ik}$ the largest value of $Y_ia_k\tanh''(u)$ over the interval of
$u_k$ on $H_i$, which is $[\min_tu_k(x_{it}),\max_tu_k(x_{it})]$ since $u_k$
is affine. $\tanh''=-2\tanh(1-\tanh^2)$ has its only critical points at
$\tanh u=\pm1/\sqrt3$, so $\mu_{ik}$ is the largest of its values at the two
ends and at those points inside the interval. $M_i=\sum_k\max(0,\mu_{ik})
\norm{b_k}^2$ (|nl_curvature|). The test of (iv$'$) asks
$\delta_{it}\ge(1+10^{-9}){1\over2}M_iD_i\norm{a_{it}}$: the sums above
carry a relative rounding of a few $\epsilon$ per term, far below
$10^{-9}$, so a draw that passes satisfies the exact inequality.
|nl_curvature_ratio| returns the smallest $\delta_{it}/({1\over2}M_iD_i\norm{a_{it}})$
over the draw ($+\infty$ where $M_i=0$), the margin by which (iv$'$) holds.
@<Nonlinear: subroutines@>=
static double nl_tanh2(double u) { double t = tanh(u); return -2.0 * t * (1.0 - t * t); } /* $\tanh''$ */
static double nl_curvature(const mm_mlp *psi, double Y, const double *X, int T, int d)
{ /* $M_i$: a bound of the largest eigenvalue of the Hessian of $Y\psi$ on the hull of the |T| rows of |X| */
  double M = 0.0, u0 = atanh(1.0 / sqrt(3.0));
  for (int k = 0; k < psi->h; k++) {
    const double *b = psi->B + (size_t)k * d;
    double lo = INFINITY, hi = -INFINITY, sg = Y * psi->a[k], top;
    for (int t = 0; t < T; t++) {
      double u = mm_dot(b, X + (size_t)t * d, d) + psi->c[k];
      lo = fmin(lo, u); hi = fmax(hi, u);
    }
    top = fmax(sg * nl_tanh2(lo), sg * nl_tanh2(hi));
    if (lo < u0 && u0 < hi) top = fmax(top, sg * nl_tanh2(u0));
    if (lo < -u0 && -u0 < hi) top = fmax(top, sg * nl_tanh2(-u0));
    if (top > 0) M += top * mm_dot(b, b, d);
  }
  return M;
}
static double nl_curvature_ratio_input(const mm_instance *in, const mm_mlp *psi, int i, int opt)
{
  int d = in->d;
  const double *X = in->X + (size_t)in->off[i] * d, *xo = X + (size_t)opt * d;
  double g[MM_GEN_MAXD], D = 0.0, M = nl_curvature(psi, in->Y[i], X, in->T[i], d), ratio = INFINITY;
  mm_mlp_eval(psi, xo, g);
  for (int t = 0; t < in->T[i]; t++) D = fmax(D, mm_dist(X + (size_t)t * d, xo, d));
  for (int t = 0; t < in->T[i]; t++) if (t != opt) {
    double delta = phi_gap(in, i, t, xo, g), bound = 0.5 * M * D * mm_dist(X + (size_t)t * d, xo, d);
    ratio = fmin(ratio, bound > 0 ? delta / bound : delta > 0 ? INFINITY : -INFINITY);
  }
  return ratio;
}
static double nl_curvature_ratio(const mm_instance *in, const mm_mlp *psi, const int *opt)
{
  double ratio = INFINITY;
  for (int i = 0; i < in->n; i++) ratio = fmin(ratio, nl_curvature_ratio_input(in, psi, i, opt[i]));
  return ratio;
}
#define NL_CURV_MARGIN (1.0 + 1e-9) /* (iv$'$) holds when the ratio is at least this */

@*1 Draws built to satisfy the hypotheses.
Random tokens rarely satisfy (ii)--(iv) together: a unique $\psi$-optimal
token with a lead, a feasible ATT-SVM, and every other token worse to
first order. So the draws are built around them, and the oracles then
certify what was built. With $W=I$ the keys are the tokens, and every
hypothesis is a statement about the differences $a_{it}=x_{i,\opt_i}-x_{it}$
seen from the selected token: (iii) holds when one direction $q$ has
$a_{it}^Tq\ge1$ for every pair, (iv) is $a_{it}^Tg_i>0$ with
$g_i=Y_i\nabla\psi(x_{i,\opt_i})$, and (ii) is
$Y_i\psi(x_{i,\opt_i}-a_{it})\le Y_i\psi(x_{i,\opt_i})-0.05$. The first two are
linear in $a_{it}$: a random difference $a$ is moved in the plane of $q$
and $g_i$ (|nl_adjust|) until $a^Tq=m_1$ and $a^Tg_i=m_2$, with $m_1$ the
larger of $a^Tq$ and a random value in $[1,1.5]$ and $m_2$ the larger of
$a^Tg_i$ and a random first-order gap $c\norm{g_i}$. The lead (ii) is not
linear; a difference that misses it (by the constructed margin $0.06$) is
drawn again, up to $64$ times. The construction fixes $q$ and the
selection; it does not fix $p^\psi$ (the oracle's minimum-norm solution,
of norm at most $\norm{q}$), nor which pairs support it.

The tokens $x_{i,\opt_i}$ and the random differences are normal with
deviation $s$ and $s\sqrt2$, $\norm q$ is uniform in $[1,2]$, the labels
random, the loss logistic; the head $\psi$ is drawn for each trial after
the dimension. A third of the draws are adversarial, in rotation: {\it
saturated\/} ($s=3$, $\psi$ deep in its nonlinear range, where
$\norm{\nabla\psi}$ is small and the lead comes from far away), and {\it
curved\/} (every first-order gap set to $c\norm{g_i}$ with $c$ in
$[0.005,0.02]$, exactly, so that the lead comes from the curvature of
$\psi$ and the first-order attraction is weak). Plain draws have $s=0.5$
and $c$ in $[0.1,0.5]$. Sizes: the trial's tier, tiny ($n\le3$, $T_i\le4$,
$d\le3$), medium ($n\le16$, $T_i\le12$, $d\le12$, |mm_gen_tier|) or, for
the draws of (iv$'$) and of the converse below, large ($n\le64$,
$T_i\le32$, $d\le32$).
@^adversarial draws@>
@^tiers@>
@<Nonlinear: subroutines@>=
#define NL_TRIES 64 /* random differences tried per token */
#define NL_LEAD 0.06 /* the constructed lead; hypothesis (ii) asks $0.05$ */
typedef struct {
  const char *name;
  double s; /* the tokens' deviation */
  double clo, chi; /* first-order gaps $c\norm{g_i}$, $c$ uniform in $[c_{\rm lo},c_{\rm hi}]$ */
  int exact; /* every gap is the drawn one (not at least it) */
} nl_kind;
static const nl_kind nl_kinds[3] = {{"plain", 0.5, 0.1, 0.5, 0}, {"saturated", 3.0, 0.1, 0.5, 0}, {"curved", 0.5, 0.005, 0.02, 1}};
#define NL_SCALES 9
static const double nl_scale[NL_SCALES] = {1, 1.5, 2, 3, 4, 6, 8, 12, 16}; /* the scales $\lambda$ tried for a difference */
static void nl_gauss(mm_rng *r, int d, double s, double *x)
{
  for (int j = 0; j < d; j++) x[j] = s * mm_rng_normal(r);
}
static int nl_adjust(double *a, int d, const double *u1, double m1, const double *u2, double m2)
{ /* $a:=a+c_1u_1+c_2u_2$ with $a^Tu_1=m_1$ and $a^Tu_2=m_2$; $0$ when $u_1$, $u_2$ are nearly parallel */
  double g11 = mm_dot(u1, u1, d), g12 = mm_dot(u1, u2, d), g22 = mm_dot(u2, u2, d);
  double det = g11 * g22 - g12 * g12, r1 = m1 - mm_dot(a, u1, d), r2 = m2 - mm_dot(a, u2, d);
  if (!(det > 1e-4 * g11 * g22)) return 0;
  for (int j = 0; j < d; j++) a[j] += ((g22 * r1 - g12 * r2) * u1[j] + (g11 * r2 - g12 * r1) * u2[j]) / det;
  return 1;
}
static int nl_lead(const mm_mlp *psi, double Y, const double *xo, const double *a, double lam, int d, double *xt)
{ /* $x_t:=x_o-\lambda a$; does $Y\psi(x_t)\le Y\psi(x_o)-|NL_LEAD|$? */
  for (int j = 0; j < d; j++) xt[j] = xo[j] - lam * a[j];
  return Y * mm_mlp_eval(psi, xt, NULL) <= Y * mm_mlp_eval(psi, xo, NULL) - NL_LEAD;
}

@ A token worse than $x_o=x_{i,\opt_i}$, both as a pure selection and to
first order. A difference that meets the linear conditions but not the
lead is also tried at the scales $\lambda=1.5,2,3,\ldots,16$, which keep
$a^Tq\ge1$ and the sign of the first-order gap. Returns $1$ when the lead
holds.
@<Nonlinear: subroutines@>=
static int nl_worse_token(mm_rng *r, const mm_mlp *psi, const nl_kind *kd, double Y, const double *xo,
  const double *g, const double *q, int d, double *xt)
{
  double a[MM_GEN_MAXD], gn = mm_norm(g, d);
  for (int tries = 0; tries < NL_TRIES; tries++) {
    double m1, m2, c = gn * (kd->clo + (kd->chi - kd->clo) * mm_rng_uniform(r));
    nl_gauss(r, d, kd->s * M_SQRT2, a);
    m1 = fmax(mm_dot(a, q, d), 1.0 + 0.5 * mm_rng_uniform(r));
    m2 = kd->exact ? c : fmax(mm_dot(a, g, d), c);
    if (!nl_adjust(a, d, q, m1, g, m2)) continue;
    for (int l = 0; l < NL_SCALES; l++) if (nl_lead(psi, Y, xo, a, nl_scale[l], d, xt)) return 1;
  }
  return 0;
}

@ The generator. It returns the instance and its head, the constructed
selection in |opt|, and whether every token was built (|*built|); for the
co-selection draws (|improving|, see below) also the improving pair in
|pair|.
@<Nonlinear: subroutines@>=
static mm_instance *nl_draw(mm_rng *r, int trial, int tier, mm_mlp **psi, int *opt, int *built, const char **kind)
{
  mm_gen_options o = mm_gen_defaults();
  const nl_kind *kd = &nl_kinds[mm_prop_adversarial(trial) ? 1 + (trial / 3) % 2 : 0];
  int n, d, T[MM_GEN_MAXN];
  double q[MM_GEN_MAXD], nv;
  mm_instance *in;
  if (tier == 0) { o.n_max = 3; o.T_max = 4; o.d_max = 3; } else mm_gen_tier(&o, tier);
  n = mm_rng_int(r, o.n_min, o.n_max); d = mm_rng_int(r, o.d_min, o.d_max);
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, o.T_min, o.T_max);
  in = mm_instance_new(n, T, d);
  *psi = mm_mlp_new(d, 6, mm_rng_next(r));
  cr_assert(in != NULL && *psi != NULL, "%s", mm_error_message());
  *kind = kd->name; *built = 1;
  nl_gauss(r, d, 1.0, q); nv = mm_norm(q, d);
  for (int j = 0; j < d; j++) q[j] *= (1.0 + mm_rng_uniform(r)) / nv; /* $\norm q\in[1,2]$ */
  nl_gauss(r, d, 1.0, in->v); nv = mm_norm(in->v, d); /* the linear head, unused by $\psi$ */
  for (int j = 0; j < d; j++) in->v[j] /= nv;
  for (int i = 0; i < n; i++) {
    double *X = in->X + (size_t)in->off[i] * d, g[MM_GEN_MAXD], *xo;
    in->Y[i] = mm_rng_next(r) >> 63 ? 1.0 : -1.0;
    opt[i] = mm_rng_int(r, 0, T[i] - 1);
    xo = X + (size_t)opt[i] * d;
    nl_gauss(r, d, kd->s, xo);
    mm_mlp_eval(*psi, xo, g);
    for (int j = 0; j < d; j++) g[j] *= in->Y[i]; /* $g_i=Y_i\nabla\psi(x_o)$ */
    for (int t = 0; t < T[i]; t++) if (t != opt[i]) {
      double *xt = X + (size_t)t * d;
      *built &= nl_worse_token(r, *psi, kd, in->Y[i], xo, g, q, d, xt);
    }
  }
  in->loss = MM_LOSS_LOGISTIC;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_mlp_bind(*psi, in) == MM_OK, "%s", mm_error_message()); /* the selection scores once, for every evaluation */
  return in;
}

@ Draws built to satisfy (iv$'$). The generator above is changed in three
places. The differences are drawn short and along $g_i$: a random part of
deviation $0.1$, moved (|nl_adjust|) until $a^Tq=m_1$, $m_1$ uniform in
$[1,1.5]$, and $a^Tg_i=\alpha\norm{g_i}$, $\alpha$ uniform in the kind's range, so
that the first-order gap $\delta$ grows like $\norm a$ while the curvature term
${1\over2}M_iD_i\norm a$ grows like $\norm a^2$; to keep $a^Tq\ge1$ with short
differences, $\norm q$ is uniform in $[4,8]$. A difference that misses the lead
is tried at the scales $1.5$ and $2$ only. The random part's deviation is
$0.1\sqrt{12/d}$ above $d=12$, so that its norm, about $0.1\sqrt{\min(d,12)}$,
stops growing with the dimension: the curvature term grows like $\norm a^2$
and the first-order gap does not grow at all (tiny and medium draws, $d\le12$,
are unaffected). When every token of an input is
built, (iv$'$) is tested on the input with the constructed margin
$\delta\ge1.05\cdot{1\over2}M_iD_i\norm a$ (the hypothesis asks $1+10^{-9}$), and
the input's other tokens are drawn again, with a new selected token every
fourth time, up to $32$ times. Kinds: {\it
plain\/} ($s=0.5$, $\alpha\in[0.2,0.5]$), and, for a third of the draws in
rotation, {\it saturated\/} ($s=2$, $\alpha\in[0.3,1]$: $\psi$ far in its
nonlinear range, small gradients) and {\it tight\/} ($s=0.5$,
$\alpha\in[0.08,0.2]$: short first-order gaps, so that the accepted draws
satisfy (iv$'$) with little room).
@<Nonlinear: subroutines@>=
#define NL_INPUT_TRIES 32 /* redraws of an input whose tokens miss (iv$'$), a new selected token every fourth */
#define NL_CURV_BUILD 1.05 /* the constructed margin of (iv$'$) */
typedef struct { const char *name; double s, alo, ahi; } nl_ckind;
static const nl_ckind nl_ckinds[3] = {{"plain", 0.5, 0.2, 0.5}, {"saturated", 2.0, 0.3, 1.0}, {"tight", 0.5, 0.08, 0.2}};
static int nl_short_token(mm_rng *r, const mm_mlp *psi, const nl_ckind *kd, double Y, const double *xo,
  const double *g, const double *q, int d, double *xt)
{
  double a[MM_GEN_MAXD], gn = mm_norm(g, d);
  for (int tries = 0; tries < NL_TRIES; tries++) {
    double m1 = 1.0 + 0.5 * mm_rng_uniform(r), m2 = gn * (kd->alo + (kd->ahi - kd->alo) * mm_rng_uniform(r));
    nl_gauss(r, d, d > 12 ? 0.1 * sqrt(12.0 / d) : 0.1, a); /* norm about $0.1\sqrt{\min(d,12)}$ */
    if (!nl_adjust(a, d, q, m1, g, m2)) continue;
    for (int l = 0; l < 3; l++) if (nl_lead(psi, Y, xo, a, nl_scale[l], d, xt)) return 1;
  }
  return 0;
}

@ The generator of (iv$'$) draws, with the interface of |nl_draw|.
@<Nonlinear: subroutines@>=
static mm_instance *nl_draw_curved(mm_rng *r, int trial, int tier, mm_mlp **psi, int *opt, int *built, const char **kind)
{
  mm_gen_options o = mm_gen_defaults();
  const nl_ckind *kd = &nl_ckinds[mm_prop_adversarial(trial) ? 1 + (trial / 3) % 2 : 0];
  int n, d, T[MM_GEN_MAXN];
  double q[MM_GEN_MAXD], nv;
  mm_instance *in;
  if (tier == 0) { o.n_max = 3; o.T_max = 4; o.d_max = 3; } else mm_gen_tier(&o, tier);
  n = mm_rng_int(r, o.n_min, o.n_max); d = mm_rng_int(r, o.d_min, o.d_max);
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, o.T_min, o.T_max);
  in = mm_instance_new(n, T, d);
  *psi = mm_mlp_new(d, 6, mm_rng_next(r));
  cr_assert(in != NULL && *psi != NULL, "%s", mm_error_message());
  *kind = kd->name; *built = 1;
  nl_gauss(r, d, 1.0, q); nv = mm_norm(q, d);
  for (int j = 0; j < d; j++) q[j] *= (4.0 + 4.0 * mm_rng_uniform(r)) / nv; /* $\norm q\in[4,8]$ */
  nl_gauss(r, d, 1.0, in->v); nv = mm_norm(in->v, d); /* the linear head, unused by $\psi$ */
  for (int j = 0; j < d; j++) in->v[j] /= nv;
  for (int i = 0; i < n; i++) {
    double *X = in->X + (size_t)in->off[i] * d, g[MM_GEN_MAXD], *xo;
    int ok = 0;
    in->Y[i] = mm_rng_next(r) >> 63 ? 1.0 : -1.0;
    opt[i] = mm_rng_int(r, 0, T[i] - 1);
    xo = X + (size_t)opt[i] * d;
    for (int att = 0; att < NL_INPUT_TRIES && !ok; att++) {
      if (att % 4 == 0) { /* a new selected token every fourth try */
        nl_gauss(r, d, kd->s, xo);
        mm_mlp_eval(*psi, xo, g);
        for (int j = 0; j < d; j++) g[j] *= in->Y[i]; /* $g_i=Y_i\nabla\psi(x_o)$ */
      }
      ok = 1;
      for (int t = 0; t < T[i] && ok; t++) if (t != opt[i]) ok = nl_short_token(r, *psi, kd, in->Y[i], xo, g, q, d, X + (size_t)t * d);
      ok = ok && nl_curvature_ratio_input(in, *psi, i, opt[i]) >= NL_CURV_BUILD;
    }
    *built &= ok;
  }
  in->loss = MM_LOSS_LOGISTIC;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_mlp_bind(*psi, in) == MM_OK, "%s", mm_error_message());
  return in;
}

@ Draws with a co-selectable improving pair. The converse of (iv) needs
draws where one pair $(i^\star,t^\star)$ improves to first order and is
co-selectable, with (ii) and (iii) intact. Three directions make that hold
by construction: $q_2$ and $u$ (normal, norms uniform in $[1,2]$) and
$g_i$. Every other difference is moved (|nl_adjust3|, the same projection
with three constraints) to $a^Tq_2=m_1$, $a^Tu=m_3$ and $a^Tg_i=c\norm{g_i}$,
with $m_1\in[1,1.5]$, $m_3\in[0,0.5]$, $c\in[0.1,0.5]$; the improving one to
$a^Tq_2=0$, $a^Tu=m_1$ and $a^Tg_{i^\star}=-c\norm{g_{i^\star}}$, $c\in[0.05,0.5]$. Then
$q=q_2+u$ has $a^Tq\ge1$ for every pair, so the ATT-SVM is feasible, and
$p'=q_2$ satisfies the co-selection system of $(i^\star,t^\star)$: every
other margin at least $1$, its own $0$. Scaling a difference by $\lambda\ge1$
(for the lead) keeps all of this. Three constraints need $d\ge3$. The
improving token must still lose by the lead as a pure selection, which only
the curvature of $\psi$ can give; it is tried at the scales up to $16$. The
LP oracle then decides co-selectability afresh on every draw (the
property's hypothesis), and the draw's other pairs may be co-selectable
too. Kinds: plain ($s=0.5$) and, for a third of the draws, saturated ($s=3$).
@<Nonlinear: subroutines@>=
static int nl_adjust3(double *a, int d, const double *const *U, const double *m)
{ /* $a:=a+\sum_kc_ku_k$ with $a^Tu_k=m_k$, $k<3$; $0$ when the $u_k$ are nearly dependent */
  double G[3][4], c[3];
  for (int k = 0; k < 3; k++) {
    for (int l = 0; l < 3; l++) G[k][l] = mm_dot(U[k], U[l], d);
    G[k][3] = m[k] - mm_dot(a, U[k], d);
  }
  for (int k = 0; k < 3; k++) { /* elimination with partial pivoting */
    int b = k;
    for (int l = k + 1; l < 3; l++) if (fabs(G[l][k]) > fabs(G[b][k])) b = l;
    for (int l = 0; l < 4; l++) { double t = G[k][l]; G[k][l] = G[b][l]; G[b][l] = t; }
    if (!(fabs(G[k][k]) > 1e-3 * mm_dot(U[k], U[k], d))) return 0;
    for (int l = k + 1; l < 3; l++) {
      double f = G[l][k] / G[k][k];
      for (int j = k; j < 4; j++) G[l][j] -= f * G[k][j];
    }
  }
  for (int k = 2; k >= 0; k--) {
    c[k] = G[k][3];
    for (int l = k + 1; l < 3; l++) c[k] -= G[k][l] * c[l];
    c[k] /= G[k][k];
  }
  for (int j = 0; j < d; j++) a[j] += c[0] * U[0][j] + c[1] * U[1][j] + c[2] * U[2][j];
  return 1;
}
static int nl_cosel_token(mm_rng *r, const mm_mlp *psi, const nl_kind *kd, double Y, const double *xo,
  const double *g, const double *q2, const double *u, int improving, int d, double *xt)
{
  const double *U[3] = {q2, u, g};
  double a[MM_GEN_MAXD], m[3], gn = mm_norm(g, d);
  for (int tries = 0; tries < NL_TRIES; tries++) {
    double m1 = 1.0 + 0.5 * mm_rng_uniform(r), m3 = 0.5 * mm_rng_uniform(r);
    if (improving) { m[0] = 0.0; m[1] = m1; m[2] = -gn * (0.05 + 0.45 * mm_rng_uniform(r)); }
    else { m[0] = m1; m[1] = m3; m[2] = gn * (0.1 + 0.4 * mm_rng_uniform(r)); }
    nl_gauss(r, d, kd->s * M_SQRT2, a);
    if (!nl_adjust3(a, d, U, m)) continue;
    for (int l = 0; l < NL_SCALES; l++) if (nl_lead(psi, Y, xo, a, nl_scale[l], d, xt)) return 1;
  }
  return 0;
}
#define NL_COSEL_TRIES 16 /* selected tokens tried for the improving pair */
static mm_instance *nl_draw_cosel(mm_rng *r, int trial, int tier, mm_mlp **psi, int *opt, int *built, const char **kind)
{
  mm_gen_options o = mm_gen_defaults();
  const nl_kind *kd = &nl_kinds[mm_prop_adversarial(trial) ? 1 : 0];
  int n, d, T[MM_GEN_MAXN], istar, tstar;
  double q2[MM_GEN_MAXD], u[MM_GEN_MAXD], nv;
  mm_instance *in;
  if (tier == 0) { o.n_max = 3; o.T_max = 4; o.d_max = 3; } else mm_gen_tier(&o, tier);
  o.d_min = 3;
  n = mm_rng_int(r, o.n_min, o.n_max); d = mm_rng_int(r, o.d_min, o.d_max);
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, o.T_min, o.T_max);
  in = mm_instance_new(n, T, d);
  *psi = mm_mlp_new(d, 6, mm_rng_next(r));
  cr_assert(in != NULL && *psi != NULL, "%s", mm_error_message());
  *kind = kd->name; *built = 1;
  nl_gauss(r, d, 1.0, q2); nv = mm_norm(q2, d);
  for (int j = 0; j < d; j++) q2[j] *= (1.0 + mm_rng_uniform(r)) / nv;
  nl_gauss(r, d, 1.0, u); nv = mm_norm(u, d);
  for (int j = 0; j < d; j++) u[j] *= (1.0 + mm_rng_uniform(r)) / nv;
  nl_gauss(r, d, 1.0, in->v); nv = mm_norm(in->v, d);
  for (int j = 0; j < d; j++) in->v[j] /= nv;
  istar = mm_rng_int(r, 0, n - 1);
  for (int i = 0; i < n; i++) {
    double *X = in->X + (size_t)in->off[i] * d, g[MM_GEN_MAXD], *xo;
    in->Y[i] = mm_rng_next(r) >> 63 ? 1.0 : -1.0;
    opt[i] = mm_rng_int(r, 0, T[i] - 1);
    tstar = i == istar ? (opt[i] + mm_rng_int(r, 1, T[i] - 1)) % T[i] : -1;
    xo = X + (size_t)opt[i] * d;
    for (int att = 0, ok = 0; !ok; att++) { /* the improving token: up to |NL_COSEL_TRIES| selected tokens */
      nl_gauss(r, d, kd->s, xo);
      mm_mlp_eval(*psi, xo, g);
      for (int j = 0; j < d; j++) g[j] *= in->Y[i];
      ok = tstar < 0 || nl_cosel_token(r, *psi, kd, in->Y[i], xo, g, q2, u, 1, d, X + (size_t)tstar * d);
      if (!ok && att + 1 == NL_COSEL_TRIES) { *built = 0; break; }
    }
    for (int t = 0; t < T[i]; t++) if (t != opt[i] && t != tstar)
      *built &= nl_cosel_token(r, *psi, kd, in->Y[i], xo, g, q2, u, 0, d, X + (size_t)t * d);
  }
  in->loss = MM_LOSS_LOGISTIC;
  cr_assert(mm_instance_refresh(in) == MM_OK, "%s", mm_error_message());
  cr_assert(mm_mlp_bind(*psi, in) == MM_OK, "%s", mm_error_message());
  return in;
}

@*1 The checks.
Three loops, each on constructed draws: the draws of (ii)--(iv) (the
observation and the finding), the draws of (iv$'$) (the property), and the
draws with a co-selectable improving pair (the converse of (iv)). Each
splits its trials over the workers (|mm_prop_first|), and takes most of its
trials from the tiny tier and the rest from the medium one, and, in the
last two loops, $1\,\%$ from the large one (a large draw costs $3$ to $4$
processor seconds). A tiny draw's
path is the one of the statistic's section ($10$ radii, $16$ random starts
each). A medium draw's path costs about twenty times more per evaluation
and per iteration count, so it starts at $128\norm{p^\psi}$: it is solved at
$128$ and $256\norm{p^\psi}$ from the warm start, $p^\psi$, the origin and
$4$ random starts, and followed on by the continuation (below) while the
ratio exceeds $3/4$; a large draw's path is solved the same way, at
about $3$ to $4$ processor seconds a draw. That search is weaker than the tiny draws' ten radii
with $16$ random starts: a basin that none of its starts reaches is not
seen. At least three quarters of each loop's trials must be tested (in the
first loop, a draw of the finding counts as tested).
@<Nonlinear: tests@>=
Test(nonlinear, path_of_a_nonlinear_head_on_constructed_draws)
{
  mm_prop pr, pk, pfind, *pf = &pfind;
  mm_prop_begin(&pr, "nonlinear", "observation_nl_path_direction_constructed", "constructed (ii)-(iv), certified: psi = a^T tanh(Bz + c), width 6; unique psi-optimal tokens (lead >= 0.05); no token better to first order; their ATT-SVM feasible (QP with KKT certificate); |p_psi| >= 1/64; tiers tiny/medium",
    "tiny: angle(pbar(R), p_psi) at R = 1024 |p_psi| over the angle at 512 |p_psi|; medium: at 256 over 128 |p_psi| (0 when the former is <= 1e-6); either continued, one doubling at a time to 2^16 |p_psi| at most, while above 3/4 or not read to 1%", 0.75, NL_PATH_TRIALS);
  mm_prop_label(&pr, MM_KIND_OBSERVATION, "nl_path_direction's statistic on draws built to satisfy (ii)-(iv); medium draws: two radii (128, 256 |p_psi|) and 4 random starts; every path continued while its ratio exceeds 3/4");
  mm_prop_result(&pr, "nonlinear head");
  nl_continued = mm_prop_counter(&pr, "draws continued beyond the last radius");
  nl_refined = mm_prop_counter(&pr, "continued answers refined (more iterations)");
  mm_prop_begin(&pk, "nonlinear", "nl_constructed_draw_certified", "the path check's construction of (ii)-(iv) (selection, lead 0.06, a feasible direction q, positive first-order gaps)",
    "0 if the scores, the ATT-SVM oracle (KKT certificate) and the first-order gaps confirm (ii)-(iv) for the constructed selection, else 1", 0.0, NL_PATH_TRIALS);
  mm_prop_label(&pk, MM_KIND_MECHANICS, "the oracles against the generator of the nonlinear-head draws");
  mm_prop_result(&pk, "nonlinear head");
  mm_prop_begin(&pfind, "nonlinear", "finding_nl_first_order_hypothesis_admits_a_mixture", "as observation_nl_path_direction_constructed: (i)-(iv) hold, certified",
    "0 on a draw where the path finds p with L(p) < L_pure - 1e-12 (plain risk) and (iv') fails; 1 if it finds one where (iv') holds (which the curvature bound excludes); a draw without a mixture is a skip; the search must find at least one", 0.0, NL_PATH_TRIALS);
  mm_prop_label(&pfind, MM_KIND_FINDING, "search: a draw satisfying (i)-(iv) on which a finite p beats the pure selection, so the path cannot go to p_psi; hypothesis (iv) is first order only");
  mm_prop_result(&pfind, "nonlinear head");
  mm_prop_tiers(&pr, NL_TINY, 100 - NL_TINY, 0); mm_prop_tiers(&pk, NL_TINY, 100 - NL_TINY, 0); mm_prop_tiers(&pfind, NL_TINY, 100 - NL_TINY, 0);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r;
    int opt[MM_GEN_MAXN], made[MM_GEN_MAXN], built, same = 1;
    mm_instance *in;
    mm_mlp *psi;
    mm_svm s;
    const char *why, *kind;
    double ratio = NAN;
    mm_prop_rng(&pr, k, &r);
    in = nl_draw(&r, k, mm_prop_tier(&pr, k), &psi, made, &built, &kind);
    memset(&s, 0, sizeof s);
    why = nl_hypotheses(in, psi, opt, &s);
    for (int i = 0; i < in->n && !why; i++) same &= opt[i] == made[i];
    if (!built) {
      mm_prop_skip(&pk, "the construction found no token with the lead in 64 tries");
      mm_prop_skip(&pr, "the construction found no token with the lead in 64 tries");
      mm_prop_skip(&pfind, "the construction found no token with the lead in 64 tries");
    } else {
      mm_prop_record(&pk, k, why == NULL && same ? 0.0 : 1.0, in, "%s draw, n = %d, d = %d: %s", kind, in->n, in->d,
        why ? why : same ? "confirmed" : "a different selection is psi-optimal");
      if (!why) ratio = nl_curvature_ratio(in, psi, opt);
      if (why) { mm_prop_skip(&pr, why); mm_prop_skip(&pfind, why); }
      else if (mm_norm(s.z, in->d) < 1.0 / 64) {
        mm_prop_skip(&pr, "|p_psi| < 1/64: the largest radius 1024 |p_psi| is below 16");
        mm_prop_skip(&pfind, "|p_psi| < 1/64: the largest radius 1024 |p_psi| is below 16");
      } else @<Nonlinear: compute the path and record the angles@>@;
    }
    mm_svm_free(&s); mm_mlp_free(psi); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pk); mm_prop_end(&pfind);
  cr_log_info("%s", mm_prop_summary(&pr)); /* an observation: reported, not asserted */
  cr_expect(pk.failed == 0, "%s", mm_prop_summary(&pk));
  cr_expect(pfind.failed == 0, "%s", mm_prop_summary(&pfind));
  if (mm_prop_run(&pfind) >= NL_PATH_TRIALS) cr_expect(pfind.passed > 0, "nonlinear/finding_nl_first_order_hypothesis_admits_a_mixture: no mixture on any of the %d draws", mm_prop_run(&pfind));
  cr_assert(4 * (pr.passed + pr.failed + pfind.passed + pfind.failed) >= 3 * mm_prop_run(&pr), "fewer than 3/4 of the trials were tested (by the observation or the finding): %s", mm_prop_summary(&pr));
}

@ The check of the claim, on draws built to satisfy (ii), (iii) and (iv$'$)
and certified by the oracles (a mechanics row). Tiers and paths are those
of the loop above: tiny draws with ten radii and the continuation, medium
draws at $128$ and $256\norm{p^\psi}$ with $4$ random starts. A path point
with $L<L_{\rm pure}$ is a failure here, since (iv$'$) excludes every mixture.
At least three quarters of the trials must be tested.
@<Nonlinear: tests@>=
Test(nonlinear, path_of_a_nonlinear_head_goes_to_the_svm_of_its_optimal_tokens)
{
  mm_prop pr, pk, *pf = NULL;
  mm_prop_begin(&pr, "nonlinear", "nl_path_direction", "constructed (ii), (iii), (iv'), certified: psi = a^T tanh(Bz + c), width 6; unique psi-optimal tokens (lead >= 0.05); their ATT-SVM feasible (QP with KKT certificate); every first-order gap delta_it > (1/2) M_i D_i |a_it| (curvature bound on the hull); |p_psi| >= 1/64; tiers tiny/medium/large",
    "tiny: angle(pbar(R), p_psi) at R = 1024 |p_psi| over the angle at 512 |p_psi|; medium and large: at 256 over 128 |p_psi| (0 when the former is <= 1e-6); either continued, one doubling at a time to 2^16 |p_psi| at most, while above 3/4 or not read to 1%; infinite if a path point has L < L_pure", 0.75, NL_DIRECTION_TRIALS);
  mm_prop_label(&pr, MM_KIND_SUITE, "regularization path of the nonlinear head (tiny: to 1024 |p_psi|; medium and large: 128 and 256 |p_psi|, 4 random starts; each on, to 2^16 |p_psi| at most, while the ratio exceeds 3/4, its answers refined until stationary to 1% of their angle); the suite replaces the paper's implicit hypothesis by (iv'), which excludes every mixture");
  mm_prop_result(&pr, "nonlinear head");
  nl_continued = mm_prop_counter(&pr, "draws continued beyond the last radius");
  nl_refined = mm_prop_counter(&pr, "continued answers refined (more iterations)");
  mm_prop_begin(&pk, "nonlinear", "nl_curvature_draw_certified", "the construction of (ii), (iii), (iv') (selection, lead 0.06, a feasible direction q, first-order gaps 1.05 times the curvature bound)",
    "0 if the scores, the ATT-SVM oracle (KKT certificate) and the curvature bound confirm (ii), (iii), (iv') for the constructed selection, else 1", 0.0, NL_DIRECTION_TRIALS);
  mm_prop_label(&pk, MM_KIND_MECHANICS, "the oracles against the generator of the (iv') draws");
  mm_prop_result(&pk, "nonlinear head");
  mm_prop_tiers(&pr, NL_DIRECTION_TINY, 100 - NL_DIRECTION_TINY - NL_DIRECTION_LARGE, NL_DIRECTION_LARGE);
  mm_prop_tiers(&pk, NL_DIRECTION_TINY, 100 - NL_DIRECTION_TINY - NL_DIRECTION_LARGE, NL_DIRECTION_LARGE);
  for (int k = mm_prop_first(&pr); k < pr.trials; k = mm_prop_next(&pr, k)) {
    mm_rng r;
    int opt[MM_GEN_MAXN], made[MM_GEN_MAXN], built, same = 1;
    mm_instance *in;
    mm_mlp *psi;
    mm_svm s;
    const char *why, *kind;
    double ratio;
    mm_prop_rng(&pr, k, &r);
    in = nl_draw_curved(&r, k, mm_prop_tier(&pr, k), &psi, made, &built, &kind);
    memset(&s, 0, sizeof s);
    why = nl_hypotheses(in, psi, opt, &s);
    for (int i = 0; i < in->n && !why; i++) same &= opt[i] == made[i];
    ratio = why ? NAN : nl_curvature_ratio(in, psi, opt);
    if (!built) {
      static const char *const unbuilt[3] = {"the construction found no input satisfying (iv') in 32 tries (plain)",
        "the construction found no input satisfying (iv') in 32 tries (saturated)", "the construction found no input satisfying (iv') in 32 tries (tight)"};
      const char *u = unbuilt[mm_prop_adversarial(k) ? 1 + (k / 3) % 2 : 0];
      mm_prop_skip(&pk, u); mm_prop_skip(&pr, u);
    } else {
      mm_prop_record(&pk, k, why == NULL && same && ratio >= NL_CURV_MARGIN ? 0.0 : 1.0, in, "%s draw, n = %d, d = %d: %s (curvature ratio %.4g)", kind, in->n, in->d,
        why ? why : !same ? "a different selection is psi-optimal" : ratio >= NL_CURV_MARGIN ? "confirmed" : "(iv') fails", ratio);
      if (why) mm_prop_skip(&pr, why);
      else if (!(ratio >= NL_CURV_MARGIN)) mm_prop_skip(&pr, "(iv') fails: a first-order gap is within the curvature bound");
      else if (mm_norm(s.z, in->d) < 1.0 / 64) mm_prop_skip(&pr, "|p_psi| < 1/64: the largest radius 1024 |p_psi| is below 16");
      else @<Nonlinear: compute the path and record the angles@>@;
    }
    mm_svm_free(&s); mm_mlp_free(psi); mm_instance_free(in);
  }
  mm_prop_end(&pr); mm_prop_end(&pk);
  cr_expect(pr.failed == 0, "%s", mm_prop_summary(&pr));
  cr_expect(pk.failed == 0, "%s", mm_prop_summary(&pk));
  cr_assert(4 * (pr.passed + pr.failed) >= 3 * mm_prop_run(&pr), "fewer than 3/4 of the trials were tested: %s", mm_prop_summary(&pr));
}

@ The converse of (iv), on draws built with a co-selectable improving pair
(|nl_draw_cosel|). The oracles decide the hypotheses afresh: the selection
is the $\psi$-optimal one with its lead, its ATT-SVM feasible, some pair
improves to first order, and the LP finds a co-selectable improving pair.
Tiers as above; medium draws' paths use $4$ random starts.
@<Nonlinear: tests@>=
Test(nonlinear, a_first_order_gain_of_a_coselectable_token_is_a_mixture)
{
  mm_prop pm, po;
  mm_prop_begin(&pm, "nonlinear", "nl_coselectable_gain_means_mixture", "constructed: psi = a^T tanh(Bz + c), width 6; unique psi-optimal tokens (lead >= 0.05), their ATT-SVM feasible, and hypothesis (iv) fails (some Y (x_opt - x_t)^T grad psi(x_opt) <= 0) for a co-selectable pair (i,t): (k_opt - k_t)^T p = 0 with every other ATT-SVM margin >= 1 is feasible (LP); tiers tiny/medium/large",
    "0 if p_c = R p' + c u has L(p_c) < L_pure and the path at max(16 |p_psi|, |p_c|), solved first at |p_c| with p_c's direction among its starts, has F <= F(p_c), else 1", 0.0, NL_COSEL_TRIALS);
  mm_prop_label(&pm, MM_KIND_SUITE, "the converse of hypothesis (iv), where an improving token is co-selectable (LP with Farkas certificate): a constructed query beats L_pure and the path keeps it");
  mm_prop_result(&pm, "nonlinear head");
  mm_prop_begin(&po, "nonlinear", "observation_nl_path_alone_finds_the_mixture", "as nl_coselectable_gain_means_mixture",
    "0 if the path at the same radius with its own starts (p_psi and 16 random) has L < L_pure, else 1; tiny draws only", 0.0, NL_COSEL_TRIALS);
  mm_prop_label(&po, MM_KIND_OBSERVATION, "the path with its own starts only (no constructed query among them)");
  mm_prop_result(&po, "nonlinear head");
  mm_prop_tiers(&pm, NL_COSEL_TINY, 100 - NL_COSEL_TINY - NL_COSEL_LARGE, NL_COSEL_LARGE);
  mm_prop_tiers(&po, NL_COSEL_TINY, 100 - NL_COSEL_TINY - NL_COSEL_LARGE, NL_COSEL_LARGE);
  for (int k = mm_prop_first(&pm); k < pm.trials; k = mm_prop_next(&pm, k)) {
    mm_rng r;
    int opt[MM_GEN_MAXN], made[MM_GEN_MAXN], built, same = 1;
    mm_instance *in;
    mm_mlp *psi;
    mm_svm s;
    const char *why, *kind;
    mm_prop_rng(&pm, k, &r);
    in = nl_draw_cosel(&r, k, mm_prop_tier(&pm, k), &psi, made, &built, &kind);
    memset(&s, 0, sizeof s);
    why = nl_hypotheses(in, psi, opt, &s);
    for (int i = 0; i < in->n && (!why || why == first_order); i++) same &= opt[i] == made[i];
    if (!built) why = "the construction found no token with the lead in 64 tries";
    else if (why == NULL) why = "hypothesis (iv) holds";
    else if (why == first_order && !same) why = "a different selection is psi-optimal";
    else if (why == first_order) why = NULL;
    if (why) { mm_prop_skip(&pm, why); mm_prop_skip(&po, why); }
    else @<Nonlinear: confirm that the path finds a mixture below $L_{\rm pure}$@>@;
    mm_svm_free(&s); mm_mlp_free(psi); mm_instance_free(in);
  }
  mm_prop_end(&pm); mm_prop_end(&po);
  cr_expect(pm.failed == 0, "%s", mm_prop_summary(&pm));
  cr_log_info("%s", mm_prop_summary(&po)); /* an observation: reported, not asserted */
  cr_assert(4 * (pm.passed + pm.failed) >= 3 * mm_prop_run(&pm), "fewer than 3/4 of the trials were tested: %s", mm_prop_summary(&pm));
}

@ Co-selection. Row |r| of the ATT-SVM of $\opt^\psi$ is the pair $(i,t)$
with $a_r=k_{i,\opt_i}-k_{it}$. The pair is {\it co-selectable\/} when the
system $a_r^Tp=0$, $a_{r'}^Tp\ge1$ for every other row $r'$ has a solution
$p'$; the equality is written as the two rows $a_r^Tp\ge0$ and $-a_r^Tp\ge0$,
so the LP module's separability oracle decides it, with GLPK's point when
feasible and a Farkas vector, checked in |long double| by the SVM chapter's
certificate check, when not. Returns $1$ and $p'$ in |pp|, or $0$.
@<Nonlinear: subroutines@>=
static int coselectable(const mm_svm_qp *q, int row, double *pp)
{
  mm_svm_qp *e = mm_svm_qp_new(q->m + 1, q->d, q->n);
  mm_lp_separation sep;
  int feasible;
  cr_assert(e != NULL, "%s", mm_error_message());
  memcpy(e->A, q->A, sizeof(double) * (size_t)q->m * q->d);
  memcpy(e->b, q->b, sizeof(double) * (size_t)q->m);
  memcpy(e->input, q->input, sizeof(int) * (size_t)q->m);
  memcpy(e->token, q->token, sizeof(int) * (size_t)q->m);
  memcpy(e->row_off, q->row_off, sizeof(int) * (size_t)(q->n + 1));
  e->row_off[q->n] = q->m + 1;
  e->b[row] = 0.0; e->b[q->m] = 0.0;
  e->input[q->m] = q->input[row]; e->token[q->m] = q->token[row];
  for (int j = 0; j < q->d; j++) e->A[(size_t)q->m * q->d + j] = -q->A[(size_t)row * q->d + j];
  cr_assert(mm_lp_separable(e, &sep) == MM_OK, "%s", mm_error_message());
  feasible = sep.feasible;
  if (feasible) memcpy(pp, sep.z, sizeof(double) * (size_t)q->d);
  else cr_assert(mm_svm_farkas_valid(&sep.cert), "co-selection LP infeasible without a valid Farkas certificate");
  mm_lp_separation_free(&sep); mm_svm_qp_free(e);
  return feasible;
}

@ The constructed mixture. With $u=a/\norm{a}^2$ and $p'$ projected onto
$a^Tp=0$, the query $p_c=Rp'+cu$ gives $t$ the weight $e^{-c}$ relative to
$\opt_i$ and every other non-selected token at most $e^{-R+O(c)}$. Near the pure
selection the excess is then ${1\over n}\vert\ell'\vert e^{-c}(\phi_{i,\opt_i}-\phi_{it})
+O(e^{-2c})+O(e^{-R+O(c)})$, negative for $c$ large enough and $R$ larger
still. We scan $R=2^m$, $m=0,\ldots,12$, and $c=0.5,1,\ldots,40$, evaluate
the sign and size of $L(p_c)-L_{\rm pure}$ by |mm_dyn_nl_evaluate|, and keep,
at the smallest $R$ with a negative excess of at least $2^{-40}L_{\rm pure}$
in size, the $c$ with the most negative one. Returns $1$ and $p_c$ when one
is found. The floor is there for the second opinion below, the plain risk
|mm_dyn_nl_risk| summed in |long double| and rounded to double: it and
$L_{\rm pure}$ are each within a few units of $\epsilon L$ of their values
(a loss of a short sum of dot products and $\tanh$'s per input), so a
difference of $2^{-40}L_{\rm pure}$, $2^{12}$ units of $\epsilon L$, has
its sign in plain arithmetic too, while a smaller one need not. (At a
small $R$ the tokens other than $t$ still carry weight, and the excess can
be a tiny remainder of cancelling terms, far below that resolution.)
@<Nonlinear: subroutines@>=
static int mixture_query(const mm_instance *in, const mm_mlp *psi, const double *a, const double *pp, double Lpure, double *pc, double *cR, mm_dyn_nl_value *best)
{
  int d = in->d, found = 0;
  double least = log(0x1p-40 * Lpure); /* the smallest $\log\vert L-L_{\rm pure}\vert$ kept */
  double aa = 0.0, ap = 0.0, q[MM_GEN_MAXD], u[MM_GEN_MAXD];
  for (int j = 0; j < d; j++) { aa += a[j] * a[j]; ap += a[j] * pp[j]; }
  for (int j = 0; j < d; j++) { u[j] = a[j] / aa; q[j] = pp[j] - ap * u[j]; } /* $a^Tq=0$ */
  for (int m = 0; m <= 12 && !found; m++)
    for (int h = 1; h <= 80; h++) {
      double R = ldexp(1.0, m), c = 0.5 * h, p[MM_GEN_MAXD];
      mm_dyn_nl_value v;
      for (int j = 0; j < d; j++) p[j] = R * q[j] + c * u[j];
      cr_assert(mm_dyn_nl_evaluate(in, psi, p, NULL, &v) == MM_OK, "%s", mm_error_message());
      if (v.sign < 0 && v.log_excess >= least && (!found || v.log_excess > best->log_excess)) {
        found = 1; *best = v; cR[0] = c; cR[1] = R;
        memcpy(pc, p, sizeof(double) * (size_t)d);
      }
    }
  return found;
}

@ The converse of (iv), certified. When some token improves on
$\opt^\psi$ to first order and its pair is co-selectable, $p_c$ must
certify a mixture, $L(p_c)<L_{\rm pure}$, and the path in the ball of
radius $\max(16\norm{p^\psi},\norm{p_c})$, which contains $p_c$, must find
$F\le F(p_c)$; its starts then include $p_c$'s direction (scaled to the
radius, so not $p_c$ itself when the radius is larger). Statistic $0$ if
both hold, $1$ otherwise. The observation runs the same path with its own
starts only. Draws with no co-selectable improving pair are skips of both,
with the reason and whether the path at $16\norm{p^\psi}$ finds a mixture
anyway.
@<Nonlinear: confirm that the path finds...@>=
{
  const mm_svm_qp *q = s.qp;
  double np = mm_norm(s.z, in->d), pp[MM_GEN_MAXD], pc[MM_GEN_MAXD], cR[2] = {0.0, 0.0}, P[MM_GEN_MAXD], gpsi[MM_GEN_MAXD], dirs[2 * MM_GEN_MAXD], Fc = NAN, Lpure = pure_risk(in, psi, opt);
  double radii[2], P2[2 * MM_GEN_MAXD];
  mm_path_point pt[2], pt2[2];
  mm_path_options o1 = mm_path_defaults(), o2;
  mm_dyn_nl_value vc;
  int pairs = 0, cosel = 0, made = 0;
  for (int r = 0; r < q->m; r++) {
    int i = q->input[r];
    const double *xo = in->X + (size_t)(in->off[i] + opt[i]) * in->d;
    mm_mlp_eval(psi, xo, gpsi);
    if (phi_gap(in, i, q->token[r], xo, gpsi) > 0.0) continue;
    pairs++;
    if (!coselectable(q, r, pp)) continue;
    cosel++;
    if (!made) made = mixture_query(in, psi, q->A + (size_t)r * q->d, pp, Lpure, pc, cR, &vc);
  }
  @<Nonlinear: run the path with and without $p_c$ among its starts@>@;
}

@ Both paths end at the radius $R=\max(16\norm{p^\psi},\norm{p_c})$; the one with
$p_c$'s direction among its starts decides the property, the one with its
own starts the observation. The first is solved at the radii $\norm{p_c}$
and $R$ (one radius when they are equal): at $\norm{p_c}$ the start along
$p_c$'s direction is $p_c$ itself, and at $R$ the answer at $\norm{p_c}$ is
kept as a start (the path's continuation), so its answer at $R$ has
$F\le F(p_c)$ unless the local method raised $F$, which it never does.
What the property asserts of the path is thus the path's monotonicity;
the claim it tests is $L(p_c)<L_{\rm pure}$.
@<Nonlinear: run the path with and without $p_c$...@>=
{
  int nc;
  if (made) Fc = mm_dyn_nl_objective(in, psi, pc, NULL, NULL, &vc);
  radii[0] = fmax(16.0 * fmax(1.0, np), made ? mm_norm(pc, in->d) : 0.0);
  radii[1] = radii[0]; radii[0] = made ? mm_norm(pc, in->d) : radii[1];
  nc = radii[0] < radii[1] ? 2 : 1;
  o1.psi = psi; o1.dirs = s.z; o1.ndirs = 1; o1.seed = 1000 + k;
  if (mm_prop_tier(&pm, k) > 0) o1.starts = NL_STARTS_MEDIUM;
  o2 = o1; o2.starts = 0; /* what the property asserts of this path rests on its kept starts */
  memcpy(dirs, s.z, sizeof(double) * (size_t)in->d);
  if (made) { memcpy(dirs + in->d, pc, sizeof(double) * (size_t)in->d); o2.dirs = dirs; o2.ndirs = 2; }
  if (cosel == 0 || mm_prop_tier(&pm, k) == 0) cr_assert(mm_dyn_path(in, &o1, radii + 1, 1, P, &pt[0]) == MM_OK, "%s", mm_error_message());
  if (cosel == 0) {
    const char *why0 = pt[0].F <= MM_DYN_NL_BELOW ? "no improving pair is co-selectable (LP infeasible, Farkas certificate); the path at 16 |p_psi| finds a mixture anyway"
      : "no improving pair is co-selectable (LP infeasible, Farkas certificate); the path at 16 |p_psi| finds no mixture";
    mm_prop_skip(&pm, why0); mm_prop_skip(&po, why0);
  } else {
    cr_assert(mm_dyn_path(in, &o2, radii + 2 - nc, nc, P2, pt2) == MM_OK, "%s", mm_error_message());
    pt[1] = pt2[nc - 1];
    double Lc = made ? mm_dyn_nl_risk(in, psi, pc, NULL) : NAN; /* the plain risk, a second opinion */
    mm_prop_record(&pm, k, made && Lc < Lpure && pt[1].F <= Fc ? 0.0 : 1.0, in, "%d improving pairs, %d co-selectable; p_c %s (c = %.3g, R = %.3g, |p_c| = %.4g, log|L(p_c) - L_pure| = %.6g, plain L(p_c) - L_pure = %.3g); path at %.4g: L = %.12g, L_pure = %.12g, F = %.9g, F(p_c) = %.9g, |p_psi| = %.3g, first-order gap %.3g",
      pairs, cosel, made ? "certifies a mixture" : "not found", cR[0], cR[1], made ? mm_norm(pc, in->d) : NAN, made ? vc.log_excess : NAN, Lc - Lpure,
      radii[1], pt[1].risk, Lpure, pt[1].F, Fc, np, first_order_gap);
    if (mm_prop_tier(&pm, k) > 0) mm_prop_skip(&po, "a medium or large draw: the observation runs on tiny draws only");
    else mm_prop_record(&po, k, pt[0].F <= MM_DYN_NL_BELOW ? 0.0 : 1.0, in, "path with its own starts at %.4g: L = %.12g, L_pure = %.12g, F = %.9g against F(p_c) = %.9g (|p_c| = %.4g), |p_psi| = %.3g, stationarity %.2g, agreeing starts %d, first-order gap %.3g",
      radii[1], pt[0].risk, Lpure, pt[0].F, Fc, made ? mm_norm(pc, in->d) : NAN, np, pt[0].stationarity, pt[0].agree, first_order_gap);
  }
}

@ @<Nonlinear: compute the path...@>=
{
  double np = mm_norm(s.z, in->d), radii[NL_RADII_MAX], P[NL_RADII_MAX * MM_GEN_MAXD], ang[NL_RADII_MAX], Lpure, stat;
  mm_path_point pt[NL_RADII_MAX];
  mm_path_options po = mm_path_defaults();
  int agree = 1, mixture = 0, tier = mm_prop_tier(&pr, k), nr = tier == 0 ? NL_RADII : NL_RADII_MEDIUM;
  char angles[NL_RADII_MAX * 12 + 1];
  po.psi = psi; po.dirs = s.z; po.ndirs = 1; po.seed = 1000 + k;
  if (tier > 0) po.starts = NL_STARTS_MEDIUM;
  for (int m = 0; m < nr; m++) radii[m] = np * (double)(2 << (nr == NL_RADII ? m : m + NL_RADII_MEDIUM_FROM));
  cr_assert(mm_dyn_path(in, &po, radii, nr, P, pt) == MM_OK, "%s", mm_error_message());
  for (int m = 0; m < nr; m++) {
    ang[m] = mm_dyn_angle(P + m * in->d, s.z, in->d);
    agree = pt[m].agree < agree || m == 0 ? pt[m].agree : agree;
    mixture |= pt[m].F <= MM_DYN_NL_BELOW;
    snprintf(angles + 10 * m, 11, " %9.3g", ang[m]);
  }
  stat = ang[nr - 1] <= NL_RES ? 0.0 : ang[nr - 1] / ang[nr - 2];
  if (!mixture && stat > 0.75) mm_prop_add(&pr, nl_continued, 1);
  if (!mixture) @<Nonlinear: continue the path while the angle falls more slowly than by $3/4$@>@;
  Lpure = pure_risk(in, psi, opt);
  if (mixture) @<Nonlinear: a path point beats the selection@>@;
  else {
  @<Nonlinear: no mixture on the draw@>@;
  mm_prop_record(&pr, k, stat, in, "%s draw, n = %d, d = %d, |p_psi| = %.3g: angles at 2^%d, ..., 2^%d |p_psi|:%s; fewest agreeing starts %d, L = %.12g, L_pure = %.12g and log(L - L_pure) = %.6g at the largest radius, stationarity there %.2g, first-order gap %.3g",
    kind, in->n, in->d, np, tier > 0 ? NL_RADII_MEDIUM_FROM + 1 : 1, nr + (tier > 0 ? NL_RADII_MEDIUM_FROM : 0),
    angles, agree, pt[nr - 1].risk, Lpure, pt[nr - 1].F, pt[nr - 1].stationarity, first_order_gap);
  }
}

@ A path point with $F$ at or below |MM_DYN_NL_BELOW| has $L<L_{\rm pure}$
by the log form. On the loop of (iv$'$) draws that contradicts the curvature
bound and is a failure (statistic $+\infty$). On the loop of draws built to
satisfy (ii)--(iv) only it is the finding: the point is confirmed by the
plain risk, $L(p)<L_{\rm pure}-10^{-12}$ (each of at most $16$ losses of order
one is rounded to a few $\epsilon$, so the plain mean is good to
$10^{-14}$), and (iv$'$) must fail on the draw (statistic $1$ if it holds,
which the bound excludes); the observation skips the draw. A mixture the
plain risk does not confirm is a skip of the finding.
@<Nonlinear: a path point beats the selection@>=
{
  int m = 0;
  double Lm;
  while (m < nr - 1 && !(pt[m].F <= MM_DYN_NL_BELOW)) m++;
  Lm = mm_dyn_nl_risk(in, psi, P + m * in->d, NULL);
  if (pf == NULL)
    mm_prop_record(&pr, k, INFINITY, in, "%s draw, n = %d, d = %d, |p_psi| = %.3g: a path point beats the selection although (iv') holds: at R = %.4g, L = %.12g (plain %.12g) against L_pure = %.12g",
      kind, in->n, in->d, np, radii[m], pt[m].risk, Lm, Lpure);
  else {
    mm_prop_skip(&pr, "a mixture of tokens beats the psi-optimal tokens (L(pbar) <= L_pure): the finding");
    if (!(Lm < Lpure - 1e-12)) mm_prop_skip(pf, "the path's mixture is not confirmed by the plain risk (within 1e-12 of L_pure)");
    else mm_prop_record(pf, k, ratio >= NL_CURV_MARGIN ? 1.0 : 0.0, in, "%s draw, n = %d, d = %d, |p_psi| = %.3g: at R = %.4g |p_psi| the path has L = %.12g against L_pure = %.12g (L_pure - L = %.3g), |p| = %.4g; (iv') ratio %.4g, first-order gap %.3g",
      kind, in->n, in->d, np, radii[m] / np, Lm, Lpure, Lpure - Lm, mm_norm(P + m * in->d, in->d), ratio, first_order_gap);
  }
}
@ A draw without a mixture is a skip of the finding.
@<Nonlinear: no mixture on the draw@>=
if (pf) mm_prop_skip(pf, "no path point beats the selection");

@ The continuation. A draw whose ratio at its last radius ($1024\norm{p^\psi}$
tiny, $256\norm{p^\psi}$ medium) is above $3/4$ is followed further, one
doubling at a time, to at most $2^{16}\norm{p^\psi}$ (|NL_RADII_MAX|), and the statistic is the ratio
over the last doubling where it stops: the first one at or below $3/4$, or
the one ending at $2^{16}\norm{p^\psi}$. Each further radius is one call of
the path with the previous answer's direction among its starts (that is
the warm start of a single call) and $p^\psi$. A path that converged to a
different direction keeps ratios near $1$ at every further doubling and
still fails; one whose angle is still in a transient shows ratios that
fall back to $1/2$ (see the section on transients above).

The answers at these radii must be minimisers to well below their angles,
and they are the hardest the local method meets: $F$ is about $-R$ times
the smallest logit gap of a unit direction, so its curvature in the angle
is $R$ times a constant of order one, and a projected gradient step
resolves the angle in a number of iterations that grows with $R$. An
answer whose stationarity (in units of $F$ per radian) is $s$ is therefore
about $s/R$ radians from the minimiser in the angle. It is read
(|nl_read|) when $s\le10^{-2}R\,\theta$, with $\theta$ its angle to
$p^\psi$ (or |NL_RES|, if larger): an error of about $1\,\%$ of $\theta$,
small against the gap between the ratios $3/4$ and $1$. An answer that is
not read is refined: the path is solved again at the same radius, from
that answer and $p^\psi$, with eight times the iterations, at most twice
(|NL_REFINE|), and the better answer kept. A ratio whose last answer is
still not read counts as at least $1$: the continuation goes on, and at
its last radius the draw fails, with the stationarity printed: a continued
radius's answer short of its minimiser cannot make a draw pass. The report
counts the draws continued and the answers refined.
@<Nonlinear: continue the path while...@>=
while (stat > 0.75 && nr + (tier > 0 ? NL_RADII_MEDIUM_FROM : 0) < NL_RADII_MAX) {
  double dirs[2 * MM_GEN_MAXD];
  mm_path_options pc = po;
  memcpy(dirs, s.z, sizeof(double) * (size_t)in->d);
  memcpy(dirs + in->d, P + (nr - 1) * in->d, sizeof(double) * (size_t)in->d);
  pc.dirs = dirs; pc.ndirs = 2;
  radii[nr] = 2.0 * radii[nr - 1];
  cr_assert(mm_dyn_path(in, &pc, radii + nr, 1, P + nr * in->d, pt + nr) == MM_OK, "%s", mm_error_message());
  ang[nr] = mm_dyn_angle(P + nr * in->d, s.z, in->d);
  for (int e = 0; e < NL_REFINE && !nl_read(pt + nr, ang[nr]); e++) {
    mm_prop_add(&pr, nl_refined, 1);
    double Pe[MM_GEN_MAXD];
    mm_path_point pe;
    memcpy(dirs + in->d, P + nr * in->d, sizeof(double) * (size_t)in->d);
    pc.starts = 0; pc.max_iter *= 8;
    cr_assert(mm_dyn_path(in, &pc, radii + nr, 1, Pe, &pe) == MM_OK, "%s", mm_error_message());
    if (pe.F <= pt[nr].F) {
      memcpy(P + nr * in->d, Pe, sizeof(double) * (size_t)in->d);
      pe.agree = pt[nr].agree; pe.iters += pt[nr].iters; pt[nr] = pe;
      ang[nr] = mm_dyn_angle(P + nr * in->d, s.z, in->d);
    }
  }
  agree = pt[nr].agree < agree ? pt[nr].agree : agree;
  mixture |= pt[nr].F <= MM_DYN_NL_BELOW;
  snprintf(angles + 10 * nr, 11, " %9.3g", ang[nr]);
  nr++;
  stat = ang[nr - 1] <= NL_RES ? 0.0 : ang[nr - 1] / ang[nr - 2];
  if (!nl_read(pt + nr - 1, ang[nr - 1])) stat = fmax(stat, 1.0);
}
