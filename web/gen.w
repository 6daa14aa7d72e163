@*Random numbers and instance generators.
Every random draw in the suite comes from one generator defined here, so that
a check that fails can be replayed exactly from its seed and trial number.
We use xoshiro256** (Blackman and Vigna), a 256-bit state generator with
period $2^{256}-1$ that passes the standard statistical batteries, and seed it
through splitmix64, which turns any 64-bit value into a well-mixed state.
Streams are indexed by pairs (seed, trial): the state is filled by
splitmix64 started at $\hbox{seed}\oplus(\hbox{trial}\cdot\phi)$, with $\phi$
the 64-bit golden-ratio constant, so distinct trials give unrelated streams
and a single trial can be rerun alone. The C library's |rand| is never used.
@^xoshiro256**@>
@^splitmix64@>
@^seeds@>

@(gen.h@>=
#ifndef MM_GEN_H
#define MM_GEN_H
#include <stdint.h>
#include "model.h"
@<Gen: type definitions@>@;
@<Gen: declarations@>@;
#endif

@ @(gen.c@>=
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include "gen.h"
@<Gen: subroutines@>@;

@ @<Gen: type definitions@>=
typedef struct { uint64_t s[4]; } mm_rng;

@ @<Gen: declarations@>=
void mm_rng_seed(mm_rng *r, uint64_t seed, uint64_t trial);
uint64_t mm_rng_next(mm_rng *r);
double mm_rng_uniform(mm_rng *r);
double mm_rng_normal(mm_rng *r);
int mm_rng_int(mm_rng *r, int lo, int hi);

@ @<Gen: subroutines@>=
static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
void mm_rng_seed(mm_rng *r, uint64_t seed, uint64_t trial)
{
  uint64_t x = seed ^ (trial * 0x9e3779b97f4a7c15ULL);
  for (int j = 0; j < 4; j++) r->s[j] = splitmix64(&x);
}
static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
uint64_t mm_rng_next(mm_rng *r)
{
  uint64_t *s = r->s;
  uint64_t out = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t; s[3] = rotl(s[3], 45);
  return out;
}

@ A uniform double in the open interval $(0,1)$ takes the top 53 bits and
adds half a unit, so neither end point is ever returned and $\log$ of the
result is always finite. Integers in $[lo,hi]$ use Lemire's
multiply-shift, whose bias (at most $(hi-lo+1)/2^{64}$) is far below
anything a check could see.

@<Gen: subroutines@>=
double mm_rng_uniform(mm_rng *r)
{
  return ((double)(mm_rng_next(r) >> 11) + 0.5) * 0x1.0p-53;
}
int mm_rng_int(mm_rng *r, int lo, int hi)
{
  uint64_t span = (uint64_t)(hi - lo) + 1;
  unsigned __int128 m = (unsigned __int128)mm_rng_next(r) * span;
  return lo + (int)(m >> 64);
}

@ Normal deviates come from the Box--Muller transform, using one pair of
uniforms per deviate: wasteful by a factor of two but stateless, so that the
stream position depends only on the number of calls, which keeps replays
simple.

@<Gen: subroutines@>=
double mm_rng_normal(mm_rng *r)
{
  double u1 = mm_rng_uniform(r), u2 = mm_rng_uniform(r);
  return sqrt(-2.0 * log(u1)) * cos(2.0 * M_PI * u2);
}

@*1 Instance generators.
The checks need instances of three kinds: plain random ones, ones where a
chosen token of each input has the strictly highest score, and ones that
also satisfy Assumption~B (every non-optimal token of an input has the same
score). One options structure covers them.
@^Assumption B@>

The generator draws $n$, each $T_i$ and $d$ from the given ranges, tokens
$x_{it}\sim N(0,\sigma^2I)$, a head $v\sim N(0,I)$ normalised to unit length,
labels uniformly in $\{\pm1\}$ (or all $+1$), and $W=I$ unless |random_W| is
set, in which case $W=I+0.3\,G$ with $G$ standard Gaussian. Scores are then
edited along $v$ alone, which leaves every component of $x_{it}$ orthogonal
to $v$ untouched: to give token $x$ of input $i$ the score $g$ we add
$Y_i(g-\gamma)v$, since $v$ has unit length.

@<Gen: type definitions@>=
typedef struct {
  int n_min, n_max; /* range of the number of inputs */
  int T_min, T_max; /* range of tokens per input */
  int d_min, d_max; /* range of the dimension */
  double scale; /* standard deviation of the tokens */
  int random_labels; /* draw $Y_i\in\{\pm1\}$; otherwise $Y_i=+1$ */
  int random_W; /* $W=I+0.3G$ instead of $I$ */
  int chosen_opt; /* give token |opt[i]| (random) the top score */
  double gap; /* the top score exceeds the others by at least this */
  int assumption_B; /* non-optimal tokens of an input share one score */
  int separable; /* with a chosen optimum: make ATT-SVM(opt) feasible by construction */
  mm_loss_kind loss;
} mm_gen_options;

@ @<Gen: declarations@>=
mm_gen_options mm_gen_defaults(void);
void mm_gen_tier(mm_gen_options *o, int tier);
void mm_gen_use_tier(int tier);
#define MM_GEN_MAXN 64 /* the largest sizes any tier draws */
#define MM_GEN_MAXT 32
#define MM_GEN_MAXD 32
mm_instance *mm_gen_instance(mm_rng *r, const mm_gen_options *o, int *opt);
void mm_gen_set_score(mm_instance *in, int i, int t, double g);

@ The defaults are small random instances, the ones most checks start from.
@<Gen: subroutines@>=
mm_gen_options mm_gen_defaults(void)
{
  mm_gen_options o;
  memset(&o, 0, sizeof o);
  o.n_min = 1; o.n_max = 4; o.T_min = 2; o.T_max = 5; o.d_min = 2; o.d_max = 5;
  o.scale = 1.0; o.random_labels = 1; o.gap = 0.1;
  o.loss = MM_LOSS_LOGISTIC;
  return o;
}

@ Size tiers. The property runner (|mm_prop_tier|) assigns each trial a
tier: $0$ tiny (the options as given), $1$ medium ($n\le16$, $T\le12$,
$d\le12$) or $2$ large ($n\le64$, $T\le32$, $d\le32$). A tier widens a
range only where the check left the default's range in place (its upper
end at least the default's): a check that pins a dimension (one input, or
$d\le3$ where several LMM directions are common) keeps it at every tier.
The lower ends move up too, so that a medium or large draw is not a tiny
one by chance. Random tokens almost never let one direction rank every
chosen optimum first once $n(T-1)$ constraints outnumber the $d$
dimensions by much, so a medium or large draw with a chosen optimum has
ATT-SVM(opt) feasible by construction (|separable|, below); without it
nearly every such draw would be a skip.
@^tiers@>
@<Gen: subroutines@>=
static void widen(int *lo, int *hi, int tiny_hi, int new_lo, int new_hi)
{
  if (*hi < tiny_hi) return;
  *lo = *lo > new_lo ? *lo : new_lo;
  *hi = new_hi;
}
void mm_gen_tier(mm_gen_options *o, int tier)
{
  static const int lo[3][3] = {{0, 0, 0}, {5, 6, 6}, {17, 13, 13}}, hi[3][3] = {{0, 0, 0}, {16, 12, 12}, {64, 32, 32}};
  if (tier <= 0 || tier > 2) return;
  widen(&o->n_min, &o->n_max, 4, lo[tier][0], hi[tier][0]);
  widen(&o->T_min, &o->T_max, 5, lo[tier][1], hi[tier][1]);
  widen(&o->d_min, &o->d_max, 5, lo[tier][2], hi[tier][2]);
  o->separable = 1;
}

@ The tier in force. The property runner sets it for every trial
(|mm_prop_rng|: the trial's tier for a property that declared tiers, tiny
otherwise), and |mm_gen_instance| applies it to the options it is given,
so a check that draws through the generator needs no change to draw at
every size; it must only size its own arrays for the tiers' largest
dimensions (|MM_GEN_MAXN|, |MM_GEN_MAXD|). The variable is per thread.
@<Gen: subroutines@>=
static _Thread_local int tier_in_force;
void mm_gen_use_tier(int tier) { tier_in_force = tier; }

@ Setting a score keeps the instance consistent: it edits $x_{it}$ along $v$
and refreshes the derived keys and scores.
@<Gen: subroutines@>=
void mm_gen_set_score(mm_instance *in, int i, int t, double g)
{
  int d = in->d;
  double *x = in->X + (size_t)(in->off[i] + t) * d;
  double vv = mm_dot(in->v, in->v, d);
  double c = in->Y[i] * (g - in->Y[i] * mm_dot(in->v, x, d)) / vv;
  for (int j = 0; j < d; j++) x[j] += c * in->v[j];
  mm_assert(mm_instance_refresh(in) == MM_OK);
}

@ The generator. When |opt| is not |NULL| it receives the chosen optimal
token of each input (or $-1$ when none was chosen).
@<Gen: subroutines@>=
mm_instance *mm_gen_instance(mm_rng *r, const mm_gen_options *given, int *opt)
{
  mm_gen_options sized = *given, *o = &sized;
  mm_gen_tier(o, tier_in_force);
  int n = mm_rng_int(r, o->n_min, o->n_max), d = mm_rng_int(r, o->d_min, o->d_max);
  int *T = malloc(sizeof(int) * (size_t)n);
  mm_instance *in;
  if (T == NULL) return NULL;
  for (int i = 0; i < n; i++) T[i] = mm_rng_int(r, o->T_min, o->T_max);
  in = mm_instance_new(n, T, d);
  free(T);
  if (in == NULL) return NULL;
  in->loss = o->loss;
  @<Draw tokens, head, labels and $W$@>@;
  mm_assert(mm_instance_refresh(in) == MM_OK);
  {
    int *chosen = malloc(sizeof(int) * (size_t)n);
    mm_assert(chosen != NULL);
    for (int i = 0; i < n; i++) {
      int c = -1;
      if (o->chosen_opt || o->assumption_B) @<Make a random token of input |i| strictly optimal@>@;
      chosen[i] = c;
      if (opt) opt[i] = c;
    }
    if (o->separable && (o->chosen_opt || o->assumption_B)) @<Make ATT-SVM(opt) feasible by moving the optimal tokens@>@;
    free(chosen);
  }
  return in;
}

@ @<Draw tokens, head, labels and $W$@>=
for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = o->scale * mm_rng_normal(r);
{
  double nv;
  do {
    for (int j = 0; j < d; j++) in->v[j] = mm_rng_normal(r);
    nv = mm_norm(in->v, d);
  } while (nv < 1e-3);
  for (int j = 0; j < d; j++) in->v[j] /= nv;
}
for (int i = 0; i < n; i++) in->Y[i] = o->random_labels ? (mm_rng_next(r) >> 63 ? 1.0 : -1.0) : 1.0;
if (o->random_W)
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) in->W[a * d + b] = (a == b) + 0.3 * mm_rng_normal(r);

@ Under Assumption B all other tokens get the mean of their current scores,
and the chosen one gets that mean plus a random margin at least |gap|;
otherwise the chosen token is lifted to |gap| above the current maximum of
the others (it is left alone if it is already there).
@<Make a random token of input |i| strictly optimal@>=
{
  const double *gam;
  double top = -HUGE_VAL, mean = 0.0;
  c = mm_rng_int(r, 0, in->T[i] - 1);
  gam = in->gamma + in->off[i];
  for (int t = 0; t < in->T[i]; t++) if (t != c) {
    if (gam[t] > top) top = gam[t];
    mean += gam[t];
  }
  if (in->T[i] > 1) {
    mean /= in->T[i] - 1;
    if (o->assumption_B) {
      for (int t = 0; t < in->T[i]; t++) if (t != c) mm_gen_set_score(in, i, t, mean);
      mm_gen_set_score(in, i, c, mean + o->gap + o->scale * mm_rng_uniform(r));
    } else if (in->gamma[in->off[i] + c] < top + o->gap)
      mm_gen_set_score(in, i, c, top + o->gap + 0.5 * o->scale * mm_rng_uniform(r));
  }
}

@ Feasibility by construction. Draw a direction $p$; let $w$ be $Wp$ with
its component along $v$ removed, so that moving a token along $w$ leaves
its score $Y_iv^Tx$ alone, and changes its logit $\langle W^Tx,p\rangle$ by
$\langle w,Wp\rangle=\norm{Wp}^2-\langle v,Wp\rangle^2>0$ per unit. Each
optimal token is moved along $w$ until its logit exceeds every other token's
of its input by $1$ plus a random slack in $[0,1)$; then $p$ satisfies
every constraint of ATT-SVM(opt), which is therefore feasible, and the
scores, ties, gaps and Assumption~B are as before. (If $Wp$ happens to be
parallel to $v$ the draw is left as it is.)
@<Make ATT-SVM(opt) feasible...@>=
{
  double p[MM_GEN_MAXD], w[MM_GEN_MAXD], vw = 0.0, rate = 0.0;
  mm_assert(d <= MM_GEN_MAXD);
  for (int j = 0; j < d; j++) p[j] = mm_rng_normal(r);
  for (int a = 0; a < d; a++) { w[a] = 0.0; for (int b = 0; b < d; b++) w[a] += in->W[a * d + b] * p[b]; }
  vw = mm_dot(in->v, w, d);
  for (int a = 0; a < d; a++) w[a] -= vw * in->v[a];
  rate = mm_dot(w, w, d);
  if (rate > 1e-12) {
    for (int i = 0; i < n; i++) {
      int c = chosen[i];
      double top = -HUGE_VAL, mine = 0.0, *x;
      if (c < 0 || in->T[i] < 2) continue;
      for (int t = 0; t < in->T[i]; t++) {
        double a = mm_dot(in->K + (size_t)(in->off[i] + t) * d, p, d);
        if (t == c) mine = a; else if (a > top) top = a;
      }
      x = in->X + (size_t)(in->off[i] + c) * d;
      {
        double shift = (top + 1.0 + mm_rng_uniform(r) - mine) / rate;
        if (shift > 0) for (int j = 0; j < d; j++) x[j] += shift * w[j];
      }
    }
    mm_assert(mm_instance_refresh(in) == MM_OK);
  }
}

@*1 The paper's instances.
The synthetic experiments of the paper use six small instances, built here
once so that the checks, the experiments chapter and the tool's \.{example}
subcommand all use the same numbers. In E1 and E4 the head is $v=e_3$ and
$W=\mathop{\rm diag}(1,1,0)$, so the third coordinate carries the score and
is invisible to attention. E2 draws its tokens from our own generator with
the fixed seed |MM_E2_SEED|, so its numbers are ours, not the paper's. E3 is
the joint-training example; since the tool analyses a fixed head, the file
carries the max-margin head $v^\mm=(0,1)$, under which the second token of
every input is optimal; the experiment's starting head $v(0)=(-1,0)$ belongs
to the training protocol, not to the instance. E4 takes the parameter $C$.
@^E1@>
@^E2@>
@^E3@>
@^E4@>
@.unknown example@>

@<Gen: declarations@>=
#define MM_E2_SEED 2023ULL
mm_instance *mm_example(const char *name, double C);
extern const char *const mm_example_names[];

@ @<Gen: subroutines@>=
const char *const mm_example_names[] = {"E1a", "E1b", "E2", "E3-tight", "E3-relaxed", "E4", NULL};
static void set_tokens(mm_instance *in, const double *x) /* all tokens, row by row */
{
  memcpy(in->X, x, sizeof(double) * (size_t)in->off[in->n] * in->d);
}
static void attention_blind_third(mm_instance *in) /* $v=e_3$, $W={\rm diag}(1,1,0)$ */
{
  memset(in->W, 0, sizeof(double) * 9);
  in->W[0] = in->W[4] = 1.0;
  in->v[0] = in->v[1] = 0.0; in->v[2] = 1.0;
}
mm_instance *mm_example(const char *name, double C)
{
  mm_instance *in = NULL;
  if (!strcmp(name, "E1a") || !strcmp(name, "E1b")) @<Build E1@>@;
  else if (!strcmp(name, "E2")) @<Build E2@>@;
  else if (!strcmp(name, "E3-tight") || !strcmp(name, "E3-relaxed")) @<Build E3@>@;
  else if (!strcmp(name, "E4")) @<Build E4@>@;
  else { mm_fail(MM_EINPUT, "unknown example \"%s\" (known: E1a, E1b, E2, E3-tight, E3-relaxed, E4)", name); return NULL; }
  if (in && mm_instance_refresh(in) != MM_OK) { mm_instance_free(in); return NULL; }
  return in;
}

@ @<Build E1@>=
{
  int T[1] = {3};
  double x[9] = {-0.1, 1, 1,  1, 0, 0.9,  0, 0, 0.9};
  if (name[2] == 'b') x[8] = 0.0;
  if ((in = mm_instance_new(1, T, 3)) == NULL) return NULL;
  set_tokens(in, x);
  attention_blind_third(in);
}

@ E2: three inputs of seven tokens. Token 1 is offset by $(1,0,0)$, tokens
2--4 by $(-1,1,0)$, tokens 5--7 by $(-0.5,-0.5,0)$, on top of
$0.2\,N(0,I)$ noise; the third coordinate is then set to $1$ for token~1 and
$0.5$ for the others, so Assumption~B holds exactly.
@<Build E2@>=
{
  int T[3] = {7, 7, 7};
  mm_rng r;
  if ((in = mm_instance_new(3, T, 3)) == NULL) return NULL;
  mm_rng_seed(&r, MM_E2_SEED, 0);
  for (int i = 0; i < 3; i++)
    for (int t = 0; t < 7; t++) {
      double *x = in->X + (size_t)(7 * i + t) * 3;
      double o0 = t == 0 ? 1.0 : t < 4 ? -1.0 : -0.5, o1 = t == 0 ? 0.0 : t < 4 ? 1.0 : -0.5;
      x[0] = o0 + 0.2 * mm_rng_normal(&r);
      x[1] = o1 + 0.2 * mm_rng_normal(&r);
      x[2] = t == 0 ? 1.0 : 0.5;
    }
  attention_blind_third(in);
}

@ @<Build E3@>=
{
  int T[3] = {2, 2, 2};
  double x[12] = {0, 0, 1, 1,  0, 0, 1, -1,  0, 0, 0.5, 1};
  if (name[3] == 'r') x[11] = 1.5;
  if ((in = mm_instance_new(3, T, 2)) == NULL) return NULL;
  set_tokens(in, x);
  in->Y[1] = -1.0;
  in->v[0] = 0.0; in->v[1] = 1.0;
}

@ @.E4 needs a finite C@>
@<Build E4@>=
{
  int T[2] = {2, 2};
  double x[12] = {0, 0, 0, 1, 1, C,  0, 0, 0, 1, -1, 1};
  if (!isfinite(C)) { mm_fail(MM_EINPUT, "E4 needs a finite C, got %g", C); return NULL; }
  if ((in = mm_instance_new(2, T, 3)) == NULL) return NULL;
  set_tokens(in, x);
  attention_blind_third(in);
}
