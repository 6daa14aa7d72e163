@*The benchmark of the normalised step.
{\it What it computes.} \.{bench\_dyn}, run by \.{make bench}, times
normalised gradient descent on the instance size the tool is meant for
($n=100$ inputs of $T=64$ tokens in dimension $d=32$, logistic loss), with
each copy of the vector kernels, and compares the time per step with a
roofline for this machine that it measures in the same run: the peak rate of
the arithmetic, the bandwidth at which the keys arrive, and the cost of the
vector exponential. It then times a grid of sizes around that instance,
and writes every instance to a binary file that
\.{scripts/bench\_torch.py} reads, so that \.{make bench} can time the same
step in PyTorch (float64, one thread) on the same numbers, once with the
reference BLAS and once with OpenBLAS loaded into that process only, in
rounds interleaved with our step (\.{bench\_dyn --serve}, below), and
print the minimum and median ratios with the bound at each size; the
script also compares the first step's direction with ours.

{\it Where it is checked.} Nowhere: timings are measurements, not claims,
and no check asserts a time. The kernels it times are checked in ``Checks
of the dynamics''.

{\it Status.} Complete; the README quotes one run's figures with the
processor they were measured on. They vary with the processor (its
units, caches and clock) and with the load: the comparisons are made in
interleaved rounds so that both sides of a ratio see the same load.

@ The bound. A normalised step is one evaluation: per token one logit ($d$
multiply-adds), one exponential, and one multiply-add of its key into $\hat
h_i$ ($d$ more); per input a few scalar logarithms and exponentials and $O(d)$
work to merge $\hat h_i$ into $\hat g$. So the step costs
$F\approx4nTd=819{,}200$ floating-point operations and $nT=6400$
exponentials, and reads the keys once from memory, $B\approx8nTd+8nT=1.69$\,MB
(the keys and the scores; the second pass over an input's keys, $16$\,kB, is
served by the first-level cache). The keys do not fit in the second-level
cache of one core ($1$\,MB on the machine measured), so they come from the
third level on every step.
@^benchmark@>
@^roofline@>

A step cannot take less than either of
$$t_{\rm add}=\max(F/P,\ B/\beta)+nT\,t_{\exp},\qquad
t_{\rm ovl}=\max(F/P,\ B/\beta,\ nT\,t_{\exp}),$$
with $P$ the peak rate of the arithmetic, $\beta$ the bandwidth at which
the keys can be read, and $t_{\exp}$ the cost of one exponential. The
additive bound $t_{\rm add}$ lets the exponentials overlap nothing: it is
what a step costs that computes them in a pass of their own, as the
kernels do between the two passes over an input's keys. The overlapped
bound $t_{\rm ovl}\le t_{\rm add}$ lets every resource work at once, the
exponentials hidden under the stream of keys or under the arithmetic: no
code on this machine can go below it. The benchmark prints both and the
ratio of the measured step to each, measured$/$bound: a ratio of $1$ is a
step that uses the scarcest resource fully, a ratio of $3$ one that spends
two thirds of its time on what the bound does not count (the second
reading of the keys, the lanes' reductions, the per-input bookkeeping, and
the waiting of short dependent chains; see below). Each figure is measured
by the benchmark itself, on this processor, whose name (from
\.{/proc/cpuinfo}) it prints beside them, and with the same compiler:
\smallskip
\item{$\bullet$} $P$: fourteen independent chains $a\gets a\cdot x+y$ on
four-double vectors in registers (all sixteen registers in use), once with
fused multiply-adds and once with a separate multiply and add (which is
what the kernels do, see ``Vector kernels''), and, where the processor has
AVX-512, twenty-four chains of fused multiply-adds on eight-double vectors;
the largest rate is taken, whether or not the kernels use that unit.
Fourteen chains cover the latency of either form on two pipes; with twelve,
the separate form measured $25\%$ below its peak. The clock, measured by a
dependent chain (below), turns the peak into operations per cycle.
\item{$\bullet$} $\beta$: the sum of an array of $B$ bytes, the size of the
keys, read right after it was last read (so from wherever the keys live
between steps), with eight vector accumulators, best of $200$ passes (fewer
for arrays of more than $10$\,MB).
\item{$\bullet$} $t_{\exp}$: the cheapest of three exponentials independent
of the kernels, over $6400$ arguments like the gaps $z_t-m$ of the instance
(between $-111$ and $0$, so the short path, as in the step), best of $200$
passes: \.{libmvec}'s with AVX2 and with AVX-512 and a loop of the scalar
|exp|. The kernels' own exponential is timed beside them, not used.
\smallskip\noindent
What the bound leaves out, and where the step spends its time above it.
The keys are read twice per input: by the logits and, after the
exponentials that need all the logits of the input, by the weighted sum
$\hat h_i$. The second reading comes from the first-level cache and is
not in $B$, but it is not free: each of the $2nTd/4$ vector
multiply-adds of the two passes takes its key vector from a load, and
without fused multiply-adds (see ``Vector kernels'') a pass over keys in
the first-level cache runs at about one load, one multiplication and one
addition per cycle, half the arithmetic peak. The rest is per input: a
few scalar logarithms and exponentials of the log-domain bookkeeping, some
$600$ per step. The benchmark times the passes one by one (below), so
that each of these shares is a measurement.

A single pass would read the keys once. The centring need not be on the
dominant token: since $\sum_ts_t(\gamma_t-u)=0$, for any reference token
$r_0$
$$\sum_ts_t(\gamma_t-u)k_t=\sum_ts_t(\gamma_t-\gamma_{r_0})(k_t-k_{r_0})
 -(u-\gamma_{r_0})\sum_ts_t(k_t-k_{r_0}),$$
so with $r_0$ the previous step's dominant token (its logit computed
first), the weights $e^{a_t-a_{r_0}-m_0}$ and both sums could be formed in
the pass that computes the logits, the whole input being redone by the two
passes when $r_0$ turns out not to be the first maximiser or the runner-up's
gap leaves the range the shift $m_0$ allows. The rounding of the two sums
is at most $\epsilon\sum_t\hat s_t(\vert\delta_t\vert+\vert\rho\hat D\vert)
\norm{k_t-k_{r_0}}$, at most twice that of the centred sum, since
$\vert\rho\hat D\vert=\vert u-\gamma_r\vert\le\max_t\vert\delta_t\vert$.
@^single pass@>

It is not built, because on this machine it would be slower. The step is
not limited by the stream of keys: with every input's keys already in the
first-level cache, the passes take about four fifths of their time on the
streamed instance (the benchmark prints the ratio), and an instance of $40$ inputs, whose keys fit in the
second-level cache, cost per input at most a sixth less than this one. What limits it is the arithmetic and the short chains of dependent
operations of each input ($T=64$ logits, sixteen vector exponentials,
four sums), which leave the pipes half idle. The single pass makes those
chains longer: it adds a second weighted sum of the keys, $d$ more
multiply-adds per token, and each block's exponential waits for that
block's logits. A prototype for $d=32$ (the logits, the exponentials and
both sums four tokens at a time, the two sums in registers) took $1.5$
times as long as the two passes on the same keys. Interleaving the logits
of the next input with the exponentials of the current one (the same
arithmetic, so the same bits) changed nothing measurable, and neither did
prefetching the next input's keys during the current one's second pass.
What did help is where the keys lie: from a $16$-byte boundary, every
other $32$-byte load straddles two cache lines; the benchmark times the
step both ways (below).

What bounds the step now. The figures of this paragraph and the next
were measured on an idle AMD Zen~4 (AVX2, no AVX-512 in use), with the
additive bound taken on the kernels' own exponential, before the
independent ones were timed. There the roofline was
$26\,\mu$s ($58$\,GFLOP/s, $97$ to $101$\,GB/s, $1.4$\,ns per vector
exponential) and the step took $53$: about twice the bound, not within
the $1.5$ the kernels were meant to reach. The benchmark's breakdown puts the passes at
about $49\,\mu$s of a step of $55$ to $58$ (the logits $21$, the exponentials
and the sums $17$, the weighted keys $11$) and the per-input bookkeeping
at $5$ to $10$. With every input's keys in the first-level cache the
passes still take $35\,\mu$s. The whole step, timed with every input
reading the same $16$\,kB of keys (below), takes $40$ to $42\,\mu$s; with
each input reading its own copy of those keys from memory, $48$ to $51$;
on the instance itself, $53$ to $55$. So the stream costs $8$ to
$10\,\mu$s, the instance's varied data another $4$ or $5$, and hiding
the stream entirely would leave about $45$. What the varied data cost is
not known: not the scan of the lanes for the dominant token (written
without branches, it measured the same), and not subnormal numbers (the
step with them flushed to zero, a diagnostic only, measured the same);
every input takes the short path of the exponential and the first level
in these runs (counted). Without the stream, the step is bound by the number of operations per token,
$d$ multiplications and $d$ additions twice and some forty operations of
the exponential. The two passes over the keys make one vector load per
vector multiply-add, $2nTd/4=102{,}400$ loads per step, and $25{,}600$
more for $p$ and the broadcast weights; at two $32$-byte loads per cycle
(Zen~4) and the $3.4$ to $3.6$\,GHz that the measured peaks imply, that
is $18$ to $19\,\mu$s, against $19$ to $20$ measured for the two with the
keys in the first-level cache. These passes run at the load ports'
limit, which the bound's $F/P$ (two multiply-adds per cycle, loads
free) does not see. The bookkeeping
costs four calls of the mathematical library per input ($e^m$,
$e^{-\vert u_i\vert}$, one logarithm, and the exponential of the log-sum
that merges $\hat h_i$), down from seven (see the evaluation chapter's
$\rho=e^m/(1+E)$ and the logistic log-weight).

What was tried and did not help, each timed against the kernels it
would replace on the same instance (in one process, or the two binaries
alternated), at load $7$ to $12$, with the same bits: software prefetch
of the next input's keys, all at once after the first level (slower,
$65$ against $58\,\mu$s) or spread over the weighted-keys pass as
non-temporal hints ($54.4$ against $53.9$); taking the chunks of $64$
inputs in alternating order from step to step, so that the
second-level cache still holds the last chunk's keys ($57.8$ against
$58.3$); the keys on $2$\,MB pages ($71.2$ against $72.6$, within the
noise); the next input's first level computed before the current
input's weighted keys, so that the scalar chain that $\rho$ waits for
overlaps with it ($54.6$ against $54.0$); the exponential eight vectors
wide, with the thirty-two registers of AVX-512VL (three alternations,
$2$ to $6\%$ one way or the other: within the noise); the short and the full path of
the exponential as two copies of the pass ($58.2$ against $57.7$); the
reductions of the lanes at the end of the first level as vector
shuffles ($53.0$ against $53.2$). Contracting every $ab+c$ into a fused
multiply-add (the whole evaluation recompiled so) took $7\%$ off
($66.8$ against $71.6$), but the baseline copy, which has no fused
multiply-add, would no longer return the same bits; it is not done. A
third copy of the kernels alone, compiled for AVX2 with fused multiply-adds
and contraction on, took $2$ to $3\%$ off ($56.0$ against $57.4$, $54.7$
against $55.2$, the copies timed in one process): the passes wait for
loads, not for the adders. Prefetching the next input's keys into the
second-level cache (or any level) before its first level, all $256$ lines
at once, made the step slower at every level of the hint ($58$ to $69$
against $55$ to $59\,\mu$s). Spread over the second half of the
weighted-keys pass instead (the pass takes each row's first sixteen
coordinates, then its last sixteen, so the first half of every row is
dead by then and both inputs' keys fit in the first-level cache), eight
lines per pair of tokens, the prefetches into the first level changed
nothing on the streamed instance ($55.6$ against $54.7\,\mu$s) and made the
step slower with the keys in the second level ($49$ against $45$): they
take load slots from a pass that is bound by them. Computing the next
input's logits inside the current input's weighted-keys pass (one loop:
four pairs of tokens of the weighted keys, then a group of four logits
of the next input, each sum in its own order, so the same bits), so that
the next input's keys stream in while the current one's are read from
the first-level cache: $53.0$ to $54.5$ against $53.7$ to $57.0\,\mu$s,
nothing measurable; the two inputs' keys together are the whole
first-level cache. Prefetching the next input's keys during the
current one's exponentials instead (sixty-four lines per block of
sixteen tokens, where the pass waits on the arithmetic, not on loads), in
alternation with the kernels without it in one process, two runs of
each hint: into the first level $59.5$ and $49.0$ against $56.1$ and
$49.0\,\mu$s; into the second $46.4$ and $44.7$ against $48.5$ and
$46.2$; as non-temporal hints $44.5$ and $65.7$ against $45.9$ and
$57.8$: within the noise of the moment, and never the $7\,\mu$s that
separate the step from $40$. Holding $p$ in eight
registers for $d=32$ (the logits pass then makes eight loads per token
instead of ten) took $2$ to $4\,\mu$s off with the keys in the
first-level cache and nothing with them streamed.

One input per vector lane, with the keys of four inputs interleaved,
would make the maximum, the sums and the per-input bookkeeping lane-wise.
It is not built: the keys of four inputs are $64$\,kB, twice the
first-level cache, so the weighted sum, which must wait for all the
exponentials of its inputs, would read them from the second level; with
$d=32$ that sum needs thirty-two vector accumulators per group of four
inputs, twice the registers of AVX2; and what it would remove, the
reductions across lanes (which measured nothing when done as shuffles)
and the bookkeeping ($5$ to $10\,\mu$s), is not the $15\,\mu$s that
separate the step from $40$.

The time per step is measured as thread CPU time (what the step costs
this process; the machine is shared and wall-clock time includes other
processes' time slices), also as |getrusage| reports it, and as wall-clock
time, over $15$ runs of $1000$ steps; the minimum and the median are
printed, and the ratio measured$/t_{\rm bound}$ uses the minimum CPU
time. The run's default step $\eta$ is computed once, outside the timing.

@(bench_dyn.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <float.h>
#include <math.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "dyn.h"
#include "gen.h"
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#ifdef _OPENMP
#include <omp.h>
#endif
@<Dyn bench: subroutines@>@;
int main(int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : NULL; /* where the instances for PyTorch go */
  struct stat sb;
  int step_only = 0; /* \.{--step} */
  setvbuf(stdout, NULL, _IOLBF, 0);
  read_cpu_name();
#ifdef _OPENMP
  omp_set_num_threads(1); /* one core, as PyTorch below; the two-core run is timed on its own */
#endif
  if (argc == 2 && strcmp(argv[1], "--serve") == 0) return serve();
  if (argc == 2 && strcmp(argv[1], "--step") == 0) { step_only = 1; dir = NULL; }
  if (argc > 2 || (dir && dir[0] == '-')) {
    fprintf(stderr, "usage: bench_dyn [DIR | --serve | --step]  (DIR: an existing directory for the instances that scripts/bench_torch.py reads;"
      " --step: only the step with each copy of the kernels, the roofline and the passes)\n");
    return 2;
  }
  if (dir && (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode) || access(dir, W_OK) != 0)) {
    fprintf(stderr, "bench_dyn: %s is not a writable directory\n", dir); return 2;
  }
  printf("processor: %s, %ld online\n", cpu_name, sysconf(_SC_NPROCESSORS_ONLN));
  @<Dyn bench: time the normalised step with each copy of the kernels@>@;
  @<Dyn bench: measure the roofline and print the ratio@>@;
  @<Dyn bench: time the passes of the step one by one@>@;
  if (step_only) {
    @<Dyn bench: time the passes with each other copy of the kernels@>@;
    return 0;
  }
  @<Dyn bench: time a long run against its first thousand steps@>@;
  @<Dyn bench: time the grid of sizes@>@;
  @<Dyn bench: time one large evaluation on both cores@>@;
  return 0;
}

@ The step with each copy of the kernels the processor supports, in five
interleaved rounds (every copy once per round, three runs of $1000$ steps
each), so that all see the same load; per copy the minimum and the median
over the rounds of each round's best run, in thread CPU time, and the
ratios of the minima to the baseline's and the AVX2 copy's. The copy the
process chooses by itself is the one the rest of the benchmark times.
@<Dyn bench: time the normalised step with each copy of the kernels@>=
const int n = 100, T = 64, d = 32;
double F = 4.0 * n * T * d, B = 8.0 * n * T * d + 8.0 * n * T, cpu_us = 0.0, cpu_isa[3] = {0.0, 0.0, 0.0};
step_time st;
const char *isa[3] = {"baseline", "avx2", "avx512"};
{
  double la[3];
  if (getloadavg(la, 3) == 3) printf("load average %.2f %.2f %.2f (wall-clock times below are shared with other processes)\n", la[0], la[1], la[2]);
}
{
  double r[3][5];
  int have[3];
  for (int k = 0; k < 3; k++) {
    have[k] = mm_dyn_set_isa(isa[k]) == MM_OK;
    if (!have[k]) printf("  (%s: not supported here)\n", isa[k]);
  }
  for (int round = 0; round < 5; round++)
    for (int k = 0; k < 3; k++) {
      if (!have[k]) continue;
      mm_dyn_set_isa(isa[k]);
      if (time_ngd(n, T, d, 1000, 3, &st) != 0) return 1;
      r[k][round] = st.cpu_min;
    }
  mm_dyn_set_isa("auto");
  for (int k = 0; k < 3; k++) {
    if (!have[k]) continue;
    qsort(r[k], 5, sizeof(double), cmp_double);
    cpu_isa[k] = r[k][0];
    if (strcmp(isa[k], mm_dyn_isa()) == 0) cpu_us = r[k][0];
    printf("normalised GD step, n = %d, T = %d, d = %d, %s kernels%s: CPU %.1f us (median %.1f; 5 interleaved rounds)",
      n, T, d, isa[k], strcmp(isa[k], mm_dyn_isa()) == 0 ? " (chosen)" : "", r[k][0], r[k][2]);
    if (k > 0) printf("; %.2f of the baseline's", r[k][0] / cpu_isa[0]);
    if (k > 1 && have[1]) printf(", %.2f of the AVX2 copy's", r[k][0] / cpu_isa[1]);
    printf("\n");
  }
}
@<Dyn bench: time the step with the keys off the cache-line boundary@>@;
@<Dyn bench: time the step without the stream of keys@>@;
if (dir && write_for_torch(dir, "base", n, T, d, cpu_us) != 0) return 1;

@ The layout of the keys, side by side in the same run. The instance's
keys start on a $64$-byte boundary (see the model chapter); here the
same step is timed, with the same kernels, on a copy of the keys moved by
$16$ bytes, where |calloc| would have put them, which makes every other
$32$-byte load of the kernels straddle two cache lines. The two are
timed in alternation, three rounds of five runs each, so that both see
the same load; the minimum thread CPU time of each is printed.
@<Dyn bench: time the step with the keys off the cache-line boundary@>=
{
  double best[2] = {HUGE_VAL, HUGE_VAL};
  for (int round = 0; round < 3; round++)
    for (int sh = 0; sh < 2; sh++) {
      if (time_ngd_layout(n, T, d, 1000, 5, 2 * sh, 0, &st) != 0) return 1;
      best[sh] = fmin(best[sh], st.cpu_min);
    }
  printf("  keys on a 64-byte boundary: CPU %.1f us per step; 16 bytes off it: %.1f us (%s kernels; ratio %.2f)\n",
    best[0], best[1], mm_dyn_isa(), best[1] / best[0]);
}

@ What the stream of keys costs the whole step, measured directly. The
same step is timed on the instance with its row offsets redirected, so
that input $i$ reads the rows (keys and scores) of input $i\bmod k$: with
$k=1$ all $n$ inputs read the $16$\,kB of input $0$, which stay in the
first-level cache from one input to the next; with $k=8$ they read
$128$\,kB, which stay in the second level; with $k=n$ it is the instance
itself, whose $1.64$\,MB are streamed from the third level at every step.
Each input does the same work as before ($T$ logits, $T$ exponentials,
the two passes over its keys, the same bookkeeping); only the data differ,
and with them the trajectory, which at these steps stays on the short path
of the exponential and the first level. The evaluation reads an input's
rows only through |off[i]|, so the redirection is all it takes. The three
are timed in alternation, three rounds of five runs each; the first
figure is what the step would cost if the stream were hidden entirely.

Part of the difference is not the stream but the data: with $k=1$ all
inputs are alike, and every data-dependent branch of an input (the
scalar rules at the ends of the passes, the paths of the mathematical
library, the merge) goes as it went for the previous one. A fourth
layout separates the two: every input's own rows hold a copy of input
$0$'s, the same data as $k=1$ streamed from memory as the instance's
are. So the printed difference of the copies and $k=1$ is the stream,
and that of the instance and the copies is what its varied data cost.
@<Dyn bench: time the step without the stream of keys@>=
{
  const int share[4] = {1, 8, -1, n};
  double best[4] = {HUGE_VAL, HUGE_VAL, HUGE_VAL, HUGE_VAL};
  for (int round = 0; round < 3; round++)
    for (int k = 0; k < 4; k++) {
      if (time_ngd_layout(n, T, d, 1000, 5, 0, share[k], &st) != 0) return 1;
      best[k] = fmin(best[k], st.cpu_min);
    }
  printf("  without the stream: every input on the rows of input 0 (16 kB, first-level cache): CPU %.1f us per step; "
    "on those of 8 inputs (128 kB, second level): %.1f\n", best[0], best[1]);
  printf("    with the stream (%.2f MB): each input on its own copy of input 0's rows: %.1f; the instance: %.1f "
    "(the stream costs %.1f us, the instance's varied data %.1f)\n",
    B / 1e6, best[2], best[3], best[2] - best[0], best[3] - best[2]);
}

@ The instance: our generator with a chosen optimal token per input (for
the main instance; the grid uses plain random draws, since the choice costs
the generator a refresh of the instance per input), unit token scale,
logistic loss, fixed seed. A run is |steps| normalised steps
from $p=0$; |time_ngd| repeats it |reps| times.
@<Dyn bench: subroutines@>=
typedef struct { double cpu_min, cpu_med, wall_min, wall_med, proc_min, rusage_min; } step_time;
static double now(clockid_t c)
{
  struct timespec ts;
  clock_gettime(c, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static mm_instance *bench_instance(int n, int T, int d)
{
  mm_gen_options o = mm_gen_defaults();
  mm_rng r;
  mm_rng_seed(&r, 2023, 0);
  o.n_min = o.n_max = n; o.T_min = o.T_max = T; o.d_min = o.d_max = d;
  o.chosen_opt = n == 100 && T == 64 && d == 32; /* the choice costs the generator $O(n)$ refreshes */
  return mm_gen_instance(&r, &o, NULL);
}
static double rusage_us(void) /* this thread's user and system time, by |getrusage| */
{
  struct rusage ru;
  if (getrusage(RUSAGE_THREAD, &ru) != 0) return NAN;
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e6 + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
}
static int time_ngd_layout(int n, int T, int d, int steps, int reps, int shift, int share, step_time *st)
{
  mm_instance *in = bench_instance(n, T, d), run;
  double *p = calloc((size_t)d, sizeof(double)), c[32], w[32], pc = HUGE_VAL, ru = HUGE_VAL, *moved = NULL, *gcopy = NULL;
  int *off = share > 0 ? malloc(sizeof(int) * ((size_t)n + 1)) : NULL;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  if (in == NULL || p == NULL || reps > 32 || (share > 0 && off == NULL)) { fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); return 1; }
  o.max_steps = steps;
  o.eta = 1.0 / mm_smoothness_bound(in); /* the run's default step, computed outside the timing */
  run = *in;
  if (shift) { /* the keys |shift| doubles past a $64$-byte boundary */
    size_t m = (size_t)in->off[n] * d;
    moved = aligned_alloc(64, (m + 8) * sizeof(double));
    if (moved == NULL) { fprintf(stderr, "bench_dyn: out of memory\n"); return 1; }
    memcpy(moved + shift, in->K, m * sizeof(double));
    run.K = moved + shift;
  }
  if (share > 0) { /* input $i$ reads the rows of input $i\bmod{}$|share| */
    for (int i = 0; i < n; i++) off[i] = in->off[i % share];
    off[n] = in->off[n];
    run.off = off;
  }
  if (share < 0) { /* input $i$'s rows hold a copy of those of input $i\bmod{}$|-share| */
    size_t m = (size_t)in->off[n];
    moved = aligned_alloc(64, (m * (size_t)d + 7) / 8 * 64); gcopy = malloc(m * sizeof(double));
    if (moved == NULL || gcopy == NULL) { fprintf(stderr, "bench_dyn: out of memory\n"); return 1; }
    for (int i = 0; i < n; i++) {
      int s = i % -share;
      memcpy(moved + (size_t)in->off[i] * d, in->K + (size_t)in->off[s] * d, sizeof(double) * (size_t)T * d);
      memcpy(gcopy + in->off[i], in->gamma + in->off[s], sizeof(double) * (size_t)T);
    }
    run.K = moved; run.gamma = gcopy;
  }
  for (int k = 0; k < reps; k++) {
    double c0, w0, p0, r0;
    memset(p, 0, sizeof(double) * (size_t)d);
    c0 = now(CLOCK_THREAD_CPUTIME_ID); w0 = now(CLOCK_MONOTONIC); p0 = now(CLOCK_PROCESS_CPUTIME_ID); r0 = rusage_us();
    if (mm_dyn_run(&run, &o, p, NULL, &res) != MM_OK || res.steps != steps) {
      fprintf(stderr, "bench_dyn: run failed after %ld steps: %s\n", res.steps, mm_error_message()); return 1;
    }
    c[k] = (now(CLOCK_THREAD_CPUTIME_ID) - c0) / steps * 1e6;
    w[k] = (now(CLOCK_MONOTONIC) - w0) / steps * 1e6;
    pc = fmin(pc, (now(CLOCK_PROCESS_CPUTIME_ID) - p0) / steps * 1e6);
    ru = fmin(ru, (rusage_us() - r0) / steps);
  }
  qsort(c, (size_t)reps, sizeof(double), cmp_double); qsort(w, (size_t)reps, sizeof(double), cmp_double);
  st->cpu_min = c[0]; st->cpu_med = c[reps / 2]; st->wall_min = w[0]; st->wall_med = w[reps / 2]; st->proc_min = pc;
  st->rusage_min = ru;
  mm_instance_free(in); free(p); free(moved); free(off); free(gcopy);
  return 0;
}
static int time_ngd(int n, int T, int d, int steps, int reps, step_time *st)
{
  return time_ngd_layout(n, T, d, steps, reps, 0, 0, st);
}

@ The roofline at the base size, then the ratio of the step to it, both
ways. The printed processor is the one whose figures these are.
@<Dyn bench: measure the roofline and print the ratio@>=
{
  double beta = measure_bandwidth((size_t)B), add, ovl;
  measure_machine(1);
  bound_at(n, T, d, beta, &add, &ovl);
  printf("  work per step: %.0f flop, %.2f MB, %d exponentials; effective %.2f GFLOP/s [%s]\n",
    F, B / 1e6, n * T, F / cpu_us / 1e3, cpu_name);
  printf("  roofline: %.1f GB/s (%.2f MB array); bound additive max(%.1f, %.1f) + %.1f = %.1f us, "
    "overlapped max(%.1f, %.1f, %.1f) = %.1f us\n", beta / 1e9, B / 1e6, F / mach.P * 1e6, B / beta * 1e6,
    n * T * mach.te * 1e6, add, F / mach.P * 1e6, B / beta * 1e6, n * T * mach.te * 1e6, ovl);
  printf("    measured / bound = %.2f (additive), %.2f (overlapped) [%s kernels, %s]\n",
    cpu_us / add, cpu_us / ovl, mm_dyn_isa(), cpu_name);
}

@ With \.{--step}, the passes are timed with each other copy of the
kernels as well, each against that copy's own step.
@<Dyn bench: time the passes with each other copy of the kernels@>=
{
  const char *chosen = mm_dyn_isa();
  double cpu_auto = cpu_us;
  for (int k2 = 0; k2 < 3; k2++) {
    if (cpu_isa[k2] == 0.0 || strcmp(isa[k2], chosen) == 0) continue;
    mm_dyn_set_isa(isa[k2]); cpu_us = cpu_isa[k2];
    @<Dyn bench: time the passes of the step one by one@>@;
  }
  mm_dyn_set_isa("auto"); cpu_us = cpu_auto;
}

@ Where the step's time goes: the kernels of the evaluation run alone over
the $n$ inputs of the instance, at a fixed query with logits of moderate
size (the exponentials take their short path, as in the step): the
logits alone (the keys streamed from wherever they live between steps),
the first level (the logits, the exponentials and the four sums), and the
first level followed by the weighted keys of the gradient (the keys a
second time, from the first-level cache). The differences are the cost of
the passes over the logits and of the second reading of the keys; the
rest of the step (the per-input logarithms and exponentials, the merge)
is the step's time minus the last figure. Each is the best of $200$
repetitions, in thread CPU time. The same three are then timed with each
input's passes run twice in a row; the second run finds the input's keys
in the first-level cache, so the difference of the two timings is the
cost of the passes without the stream of keys, and its ratio to the
first timing is what the stream leaves of them.
@<Dyn bench: time the passes of the step one by one@>=
{
  mm_instance *in = bench_instance(n, T, d);
  const mm_dyn_kernels *kv = mm_dyn_kernels_get();
  double q[32], z[64], h[32], s = 0.0, best[2][3];
  mm_dyn_level1 l1;
  if (in == NULL) { fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); return 1; }
  for (int j = 0; j < d; j++) q[j] = 0.3 * sin(j + 1.0);
  for (int hot = 0; hot < 2; hot++) {
    best[hot][0] = best[hot][1] = best[hot][2] = HUGE_VAL;
    for (int k = 0; k < 200; k++) {
      double t0 = now(CLOCK_THREAD_CPUTIME_ID), t1, t2, t3;
      for (int ii = 0; ii < (hot + 1) * n; ii++) { int i = ii >> hot; kv->logits(in->K + (size_t)in->off[i] * d, q, T, d, z); s += z[0]; }
      t1 = now(CLOCK_THREAD_CPUTIME_ID);
      for (int ii = 0; ii < (hot + 1) * n; ii++) { int i = ii >> hot; kv->level1(in->K + (size_t)in->off[i] * d, q, in->gamma + in->off[i], T, d, z, &l1); s += l1.m; }
      t2 = now(CLOCK_THREAD_CPUTIME_ID);
      for (int ii = 0; ii < (hot + 1) * n; ii++) {
        int i = ii >> hot; /* with |hot|, each input twice in a row */
        kv->level1(in->K + (size_t)in->off[i] * d, q, in->gamma + in->off[i], T, d, z, &l1);
        kv->gradient(in->K + (size_t)in->off[i] * d, in->gamma + in->off[i], T, d, l1.r, 1e-3, z, h);
        s += h[0];
      }
      t3 = now(CLOCK_THREAD_CPUTIME_ID);
      best[hot][0] = fmin(best[hot][0], t1 - t0); best[hot][1] = fmin(best[hot][1], t2 - t1); best[hot][2] = fmin(best[hot][2], t3 - t2);
    }
  }
  sink = s;
  printf("  the step by passes (%s, CPU us): logits %.1f; + exponentials and sums %.1f; + weighted keys %.1f; "
    "the rest of the step %.1f\n", kv->name, best[0][0] * 1e6, best[0][1] * 1e6, best[0][2] * 1e6, cpu_us - best[0][2] * 1e6);
  for (int q3 = 0; q3 < 3; q3++) best[1][q3] -= best[0][q3]; /* the second run of each input */
  printf("    the same passes with the keys in the first-level cache: %.1f; %.1f; %.1f (%.2f of the streamed time)\n",
    best[1][0] * 1e6, best[1][1] * 1e6, best[1][2] * 1e6, best[1][2] / best[0][2]);
  mm_instance_free(in);
}

@ The peak. |fused| selects $a\gets{\rm fma}(a,x,y)$, otherwise $a\gets
a\cdot x+y$ as two operations. Each pass makes $2\cdot4$ operations
per iteration and chain. |sink| keeps the compiler from removing the loops.
@<Dyn bench: subroutines@>=
static volatile double sink;
#if defined(__x86_64__)
__attribute__((target("avx2,fma"))) static double peak_avx2(int fused)
{
  __m256d a[14], x = _mm256_set1_pd(0.999999), y = _mm256_set1_pd(1e-7);
  double best = 0.0, s = 0.0;
  const long reps = 2000000;
  for (int k = 0; k < 5; k++) {
    double t0;
    for (int q = 0; q < 14; q++) a[q] = _mm256_set1_pd(1.0 + q);
    t0 = now(CLOCK_THREAD_CPUTIME_ID);
    if (fused) for (long q = 0; q < reps; q++) {
#pragma GCC unroll 14
      for (int l = 0; l < 14; l++) a[l] = _mm256_fmadd_pd(a[l], x, y);
    } else for (long q = 0; q < reps; q++) {
#pragma GCC unroll 14
      for (int l = 0; l < 14; l++) a[l] = _mm256_add_pd(_mm256_mul_pd(a[l], x), y);
    }
    best = fmax(best, 2.0 * 14 * 4 * reps / (now(CLOCK_THREAD_CPUTIME_ID) - t0));
    for (int q = 0; q < 14; q++) { double v[4]; _mm256_storeu_pd(v, a[q]); s += v[0] + v[3]; }
  }
  sink = s;
  return best;
}
#endif
static double peak_baseline(void)
{
  typedef double v2d __attribute__((vector_size(16)));
  double best = 0.0, s = 0.0;
  const long reps = 2000000;
  for (int k = 0; k < 5; k++) {
    v2d a[12], x = {0.999999, 0.999999}, y = {1e-7, 1e-7};
    double t0;
    for (int q = 0; q < 12; q++) a[q] = (v2d){1.0 + q, 1.0 + q};
    t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (long q = 0; q < reps; q++)
      for (int l = 0; l < 12; l++) a[l] = a[l] * x + y;
    best = fmax(best, 2.0 * 12 * 2 * reps / (now(CLOCK_THREAD_CPUTIME_ID) - t0));
    for (int q = 0; q < 12; q++) s += a[q][0];
  }
  sink = s;
  return best;
}
static double measure_peak(int fused)
{
#if defined(__x86_64__)
  if (strcmp(mm_dyn_isa(), "baseline") != 0) return peak_avx2(fused);
#endif
  return fused ? 0.0 : peak_baseline();
}

@ The bandwidth, with eight vector accumulators of four doubles (four of
eight where the AVX-512 copy runs, the widest loads the step makes), over
an array that starts on a cache line, as the keys do. The accumulators are eight named
variables, not an array indexed in an inner loop: written as an array,
GCC at \.{-O2} kept them in memory (a load, an addition and a store per
vector, the loop then limited by store-to-load forwarding), and the kernel
read the $1.69$\,MB of keys at $59$\,GB/s where the logits pass of the
step itself read them at $79$--$81$ and this form reads them at $96$--$101$
(on the idle machine, the same run). A bound measured with a slower
reader than the step's own is not a bound.
@<Dyn bench: subroutines@>=
#if defined(__x86_64__)
__attribute__((target("avx2"))) static double sum_avx2(const double *a, size_t m)
{
  __m256d s0 = _mm256_setzero_pd(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
  double v[4];
  for (size_t j = 0; j + 32 <= m; j += 32) {
    s0 = _mm256_add_pd(s0, _mm256_load_pd(a + j)); s1 = _mm256_add_pd(s1, _mm256_load_pd(a + j + 4));
    s2 = _mm256_add_pd(s2, _mm256_load_pd(a + j + 8)); s3 = _mm256_add_pd(s3, _mm256_load_pd(a + j + 12));
    s4 = _mm256_add_pd(s4, _mm256_load_pd(a + j + 16)); s5 = _mm256_add_pd(s5, _mm256_load_pd(a + j + 20));
    s6 = _mm256_add_pd(s6, _mm256_load_pd(a + j + 24)); s7 = _mm256_add_pd(s7, _mm256_load_pd(a + j + 28));
  }
  s0 = _mm256_add_pd(_mm256_add_pd(_mm256_add_pd(s0, s1), _mm256_add_pd(s2, s3)),
    _mm256_add_pd(_mm256_add_pd(s4, s5), _mm256_add_pd(s6, s7)));
  _mm256_storeu_pd(v, s0);
  return v[0] + v[1] + v[2] + v[3];
}
__attribute__((target("avx512f"))) static double sum_avx512(const double *a, size_t m)
{
  __m512d s0 = _mm512_setzero_pd(), s1 = s0, s2 = s0, s3 = s0;
  for (size_t j = 0; j + 32 <= m; j += 32) {
    s0 = _mm512_add_pd(s0, _mm512_load_pd(a + j)); s1 = _mm512_add_pd(s1, _mm512_load_pd(a + j + 8));
    s2 = _mm512_add_pd(s2, _mm512_load_pd(a + j + 16)); s3 = _mm512_add_pd(s3, _mm512_load_pd(a + j + 24));
  }
  return _mm512_reduce_add_pd(_mm512_add_pd(_mm512_add_pd(s0, s1), _mm512_add_pd(s2, s3)));
}
#endif
static double sum_baseline(const double *a, size_t m)
{
  typedef double v2d __attribute__((vector_size(16)));
  v2d s0 = {0, 0}, s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0, u[8];
  for (size_t j = 0; j + 16 <= m; j += 16) {
    memcpy(u, a + j, sizeof u);
    s0 += u[0]; s1 += u[1]; s2 += u[2]; s3 += u[3]; s4 += u[4]; s5 += u[5]; s6 += u[6]; s7 += u[7];
  }
  s0 = ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
  return s0[0] + s0[1];
}
static double measure_bandwidth(size_t bytes)
{
  size_t m = bytes / sizeof(double);
  double *a = aligned_alloc(64, (bytes + 63) / 64 * 64), s = 0.0, best = 0.0;
  int avx2 = strcmp(mm_dyn_isa(), "avx2") == 0, avx512 = strcmp(mm_dyn_isa(), "avx512") == 0;
  if (a == NULL) return NAN;
  for (size_t j = 0; j < m; j++) a[j] = 1.0 / (1.0 + j);
  int passes = (int)fmax(5.0, fmin(200.0, 2e9 / (double)bytes)); /* at most some $2$\,GB read */
  for (int k = 0; k < passes; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
#if defined(__x86_64__)
    s += avx512 ? sum_avx512(a, m) : avx2 ? sum_avx2(a, m) : sum_baseline(a, m);
#else
    s += sum_baseline(a, m); (void)avx2; (void)avx512;
#endif
    best = fmax(best, (double)(m - m % 32) * sizeof(double) / (now(CLOCK_THREAD_CPUTIME_ID) - t0));
  }
  sink = s;
  free(a);
  return best;
}

@ The exponential. Four ways of computing $e^z$ over the same $6400$
arguments are timed, each the best of $200$ passes: the kernels' own vector
exponential (through the internal table), and, independent of this
project's code, the vector exponentials of the GNU C library's \.{libmvec}
(four doubles with AVX2, |_ZGVdN4v_exp|, and eight with AVX-512,
|_ZGVeN8v_exp|, where the processor has it) and a plain loop of the scalar
|exp|. The library is opened at run time, so a system without it, or a
processor without the wider unit, gives a named ``not available'' and no
figure. The bound takes the cheapest independent figure: a bound must not
depend on how well the code it judges computes its own exponential, and
\.{libmvec}'s exponential, accurate to four units in the last place,
does no less than the step needs.
@^libmvec@>
@<Dyn bench: subroutines@>=
#include "dyn_internal.h"
#include <dlfcn.h>
static double exp_args(double *z) { for (int j = 0; j < 6400; j++) z[j] = -0.37 * (j % 300); return 0.0; }
static double measure_exp(void)
{
  double z[6400], y[6400], s = exp_args(z), best = HUGE_VAL;
  for (int k = 0; k < 200; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
    mm_dyn_kernels_get()->exp(z, 6400, y);
    best = fmin(best, (now(CLOCK_THREAD_CPUTIME_ID) - t0) / 6400);
    s += y[k];
  }
  sink = s;
  return best;
}
static double measure_exp_scalar(void)
{
  double z[6400], y[6400], s = exp_args(z), best = HUGE_VAL;
  for (int k = 0; k < 200; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (int j = 0; j < 6400; j++) y[j] = exp(z[j]);
    best = fmin(best, (now(CLOCK_THREAD_CPUTIME_ID) - t0) / 6400);
    s += y[k];
  }
  sink = s;
  return best;
}
#if defined(__x86_64__)
__attribute__((target("avx2"))) static double mvec_avx2(void *fp)
{
  __m256d (*f)(__m256d) = (__m256d (*)(__m256d))fp;
  double z[6400], y[6400], s = exp_args(z), best = HUGE_VAL;
  for (int k = 0; k < 200; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (int j = 0; j < 6400; j += 4) _mm256_storeu_pd(y + j, f(_mm256_loadu_pd(z + j)));
    best = fmin(best, (now(CLOCK_THREAD_CPUTIME_ID) - t0) / 6400);
    s += y[k];
  }
  sink = s;
  return best;
}
__attribute__((target("avx512f"))) static double mvec_avx512(void *fp)
{
  __m512d (*f)(__m512d) = (__m512d (*)(__m512d))fp;
  double z[6400], y[6400], s = exp_args(z), best = HUGE_VAL;
  for (int k = 0; k < 200; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (int j = 0; j < 6400; j += 8) _mm512_storeu_pd(y + j, f(_mm512_loadu_pd(z + j)));
    best = fmin(best, (now(CLOCK_THREAD_CPUTIME_ID) - t0) / 6400);
    s += y[k];
  }
  sink = s;
  return best;
}
#endif

@ The clock, from a dependent chain: $200$ integer multiplications of one
register by another, each waiting for the previous, repeated. A 64-bit
multiplication takes three cycles on the x86-64 cores of the last fifteen
years (Intel from Nehalem, AMD from Zen) and, unlike an addition of a
constant, which recent Intel cores fold when they rename registers (such a
chain measured $9$ to $15$ additions per nanosecond on an Intel Xeon whose
multiplication chain gave $2.6$ to $3.0$\,GHz), it cannot be
removed, so three times the multiplications per second of processor time
are the cycles per second at which this core ran the probe (under a
hypervisor, the host's clock, turbo included). The loop's own counter runs
beside the chain on other units. Best of five runs of $4\cdot10^7$
multiplications. With the clock, the peak reads as operations per cycle,
which says what kind of unit it is (sixteen for two AVX2 pipes of fused
multiply-adds, thirty-two for two AVX-512 pipes).
@^clock rate@>
@<Dyn bench: subroutines@>=
static double measure_clock(void)
{
#if defined(__x86_64__)
  double best = 0.0;
  unsigned long x = 1, y = 3;
  const long reps = 200000;
  for (int k = 0; k < 5; k++) {
    double t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (long q = 0; q < reps; q++) __asm__ volatile(".rept 200\n\timulq %1, %0\n\t.endr" : "+r"(x) : "r"(y));
    best = fmax(best, 3.0 * 200.0 * reps / (now(CLOCK_THREAD_CPUTIME_ID) - t0));
  }
  sink = (double)x;
  return best;
#else
  return NAN;
#endif
}

@ The peak of the widest unit, where it is wider than the kernels': with
AVX-512, twenty-four independent chains of fused multiply-adds on
eight-double vectors (of the thirty-two registers), the same form as the
AVX2 probe.
@<Dyn bench: subroutines@>=
#if defined(__x86_64__)
__attribute__((target("avx512f"))) static double peak_avx512(void)
{
  __m512d a[24], x = _mm512_set1_pd(0.999999), y = _mm512_set1_pd(1e-7);
  double best = 0.0, s = 0.0;
  const long reps = 1000000;
  for (int k = 0; k < 5; k++) {
    double t0;
    for (int q = 0; q < 24; q++) a[q] = _mm512_set1_pd(1.0 + q);
    t0 = now(CLOCK_THREAD_CPUTIME_ID);
    for (long q = 0; q < reps; q++) {
#pragma GCC unroll 24
      for (int l = 0; l < 24; l++) a[l] = _mm512_fmadd_pd(a[l], x, y);
    }
    best = fmax(best, 2.0 * 24 * 8 * reps / (now(CLOCK_THREAD_CPUTIME_ID) - t0));
    for (int q = 0; q < 24; q++) s += _mm512_reduce_add_pd(a[q]);
  }
  sink = s;
  return best;
}
#endif

@ The processor's name, printed beside the figures: the line
\.{model name} of \.{/proc/cpuinfo}, or ``unknown processor''.
@<Dyn bench: subroutines@>=
static char cpu_name[160] = "unknown processor";
static void read_cpu_name(void)
{
  char line[512];
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (f == NULL) return;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "model name", 10) == 0 && strchr(line, ':')) {
      char *c = strchr(line, ':') + 1;
      while (*c == ' ' || *c == '\t') c++;
      c[strcspn(c, "\n")] = '\0';
      if (*c) snprintf(cpu_name, sizeof cpu_name, "%s", c);
      break;
    }
  fclose(f);
}

@ What the machine offers, measured once per process: the clock, the peak
of each unit the processor has (the bound takes the largest, $P$), and the
cost of the exponential each way (the bound takes the cheapest independent
one, $t_{\exp}$). With |verbose| it prints them, the processor beside
them.
@<Dyn bench: subroutines@>=
static struct { double hz, P, te, te_own, te_scalar, te_mvec4, te_mvec8, Pf, Pm, P512; } mach;
static void measure_machine(int verbose)
{
  void *lib = dlopen("libmvec.so.1", RTLD_NOW | RTLD_LOCAL);
  int avx512 = 0;
  mach.hz = measure_clock();
  mach.Pf = measure_peak(1); mach.Pm = measure_peak(0); mach.P512 = 0.0;
  mach.te_own = measure_exp(); mach.te_scalar = measure_exp_scalar(); mach.te_mvec4 = mach.te_mvec8 = NAN;
#if defined(__x86_64__)
  __builtin_cpu_init();
  avx512 = __builtin_cpu_supports("avx512f");
  if (avx512) mach.P512 = peak_avx512();
  if (lib && __builtin_cpu_supports("avx2") && dlsym(lib, "_ZGVdN4v_exp")) mach.te_mvec4 = mvec_avx2(dlsym(lib, "_ZGVdN4v_exp"));
  if (lib && avx512 && dlsym(lib, "_ZGVeN8v_exp")) mach.te_mvec8 = mvec_avx512(dlsym(lib, "_ZGVeN8v_exp"));
#endif
  mach.P = fmax(fmax(mach.Pf, mach.Pm), mach.P512);
  mach.te = fmin(mach.te_scalar, fmin(mach.te_mvec4, mach.te_mvec8)); /* |fmin| ignores a NaN */
  if (lib) dlclose(lib);
  if (!verbose) return;
  printf("the machine [%s]: clock %.2f GHz (dependent integer multiplications)\n", cpu_name, mach.hz / 1e9);
  printf("  peak: AVX2 fused multiply-add %.1f GFLOP/s, AVX2 multiply and add %.1f", mach.Pf / 1e9, mach.Pm / 1e9);
  if (avx512) printf(", AVX-512 fused multiply-add %.1f", mach.P512 / 1e9); else printf(", AVX-512 not available");
  printf("; the bound's peak %.1f GFLOP/s = %.1f flop per cycle\n", mach.P / 1e9, mach.P / mach.hz);
  printf("  exponential, ns per value: the kernels' own %.2f; libmvec AVX2 ", mach.te_own * 1e9);
  if (isnan(mach.te_mvec4)) printf("not available"); else printf("%.2f", mach.te_mvec4 * 1e9);
  printf(", libmvec AVX-512 ");
  if (isnan(mach.te_mvec8)) printf("not available"); else printf("%.2f", mach.te_mvec8 * 1e9);
  printf("; scalar exp %.2f; the bound's %.2f\n", mach.te_scalar * 1e9, mach.te * 1e9);
}

@ The bound at any size, with the bandwidth |beta| measured on an array of
that size's bytes: additive, $\max(F/P,B/\beta)+nT\,t_{\exp}$, and
overlapped, $\max(F/P,\,B/\beta,\,nT\,t_{\exp})$, in microseconds.
@<Dyn bench: subroutines@>=
static void bound_at(int n, int T, int d, double beta, double *add, double *ovl)
{
  double F = 4.0 * n * T * d, B = 8.0 * n * T * d + 8.0 * n * T;
  double fa = F / mach.P, fb = B / beta, fe = (double)n * T * mach.te;
  *add = (fmax(fa, fb) + fe) * 1e6;
  *ovl = fmax(fmax(fa, fb), fe) * 1e6;
}

@ A long run against its first thousand steps. Normalised GD with step
$0.6$ from $p=0$ on the main instance grows $\norm{p}$ by up to $0.6$ a
step (about a sixth of that once the direction turns), so $10^5$ steps
reach $\norm{p}$ near $10^4$, where
almost every token of every input lies more than $e^{-708}$ below its
runner-up. The per-step processor time of the whole run is compared with
that of its first $1000$ steps, in interleaved rounds (short, long, short,
\dots), the minimum of each. The evaluation never forms a subnormal weight
(the section ``Why the plain formula fails''), so the ratio should be near
one on any processor; on processors whose arithmetic on subnormal numbers
takes a microcode path, an evaluation that formed them was measured several
times slower per step late in such a run.
@<Dyn bench: time a long run against its first thousand steps@>=
{
  mm_instance *in = bench_instance(n, T, d);
  double *pl = calloc((size_t)d, sizeof(double)), best[2] = {HUGE_VAL, HUGE_VAL}, nrm = 0.0;
  const long len[2] = {1000, 100000};
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  if (in == NULL || pl == NULL) { fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); return 1; }
  o.method = MM_DYN_NGD; o.eta = 0.6;
  for (int round = 0; round < 3; round++)
    for (int k = 0; k < 2; k++) {
      double c0;
      memset(pl, 0, sizeof(double) * (size_t)d);
      o.max_steps = len[k];
      c0 = now(CLOCK_THREAD_CPUTIME_ID);
      if (mm_dyn_run(in, &o, pl, NULL, &res) != MM_OK || res.steps != len[k]) {
        fprintf(stderr, "bench_dyn: long run failed after %ld steps: %s\n", res.steps, mm_error_message()); return 1;
      }
      best[k] = fmin(best[k], (now(CLOCK_THREAD_CPUTIME_ID) - c0) / len[k] * 1e6);
      if (k == 1) nrm = res.norm;
    }
  printf("normalised GD (step 0.6), n = %d, T = %d, d = %d: first 1000 steps %.1f us per step, 100000 steps (|p| reaches %.0f) %.1f us per step: ratio %.2f (3 interleaved rounds, minimum)\n",
    n, T, d, best[0], nrm, best[1], best[1] / best[0]);
  mm_instance_free(in); free(pl);
}

@ The grid: one size at a time varied around the instance above, $n$ from
$10$ to $1000$, $T$ from $8$ to $512$, $d$ from $8$ to $128$, each with the
kernels chosen automatically; the number of steps is chosen so that a run
takes about $0.1$\,s. Beside each size, both bounds at that size, with the
bandwidth measured on an array of that size's bytes (so from the cache
level it fits in: the keys of $n=10$ inputs lie in the second level, those
of $n=1000$ in memory), and the step's ratio to the overlapped bound.
@<Dyn bench: time the grid of sizes@>=
{
  static const int grid[][3] = {{10, 64, 32}, {30, 64, 32}, {300, 64, 32}, {1000, 64, 32},
    {100, 8, 32}, {100, 16, 32}, {100, 128, 32}, {100, 512, 32},
    {100, 64, 8}, {100, 64, 16}, {100, 64, 64}, {100, 64, 128}, {1000, 512, 32}, {1000, 64, 128}};
  int ng = (int)(sizeof grid / sizeof grid[0]);
  printf("scaling of the normalised step (CPU us per step, minimum of 5 runs) and its bound [%s]:\n", cpu_name);
  printf("  %6s %5s %5s %10s %10s %10s %12s\n", "n", "T", "d", "us/step", "additive", "overlapped", "step/overl.");
  for (int g = 0; g < ng; g++) {
    int gn = grid[g][0], gT = grid[g][1], gd = grid[g][2];
    int steps = (int)fmax(5.0, fmin(2000.0, 1e5 / (cpu_us * gn * gT * gd / (n * T * d))));
    if (time_ngd(gn, gT, gd, steps, 5, &st) != 0) return 1;
    {
      double add, ovl;
      bound_at(gn, gT, gd, measure_bandwidth((size_t)(8.0 * gn * gT * gd + 8.0 * gn * gT)), &add, &ovl);
      printf("  %6d %5d %5d %10.1f %10.1f %10.1f %12.2f\n", gn, gT, gd, st.cpu_min, add, ovl, st.cpu_min / ovl);
    }
    if (dir) {
      char name[64];
      snprintf(name, sizeof name, "grid%02d", g);
      if (write_for_torch(dir, name, gn, gT, gd, st.cpu_min) != 0) return 1;
    }
  }
}

@ Both cores: normalised steps on $n=1000$ inputs ($T=64$, $d=32$), with one
thread and with two, in wall-clock time (the CPU time of one thread does not
count the other's work) and in the processor time of the whole process
(which would count a thread that spins; the evaluation's threads never do,
so two threads should cost about the processor time of one), in five rounds
alternating one thread and two, the minimum and the median of each. The load average is printed beside
the times, since on a machine with more runnable processes than cores no
wall-clock time means much. The results are the same to the bit (see the
check); only the time differs.
@<Dyn bench: time one large evaluation on both cores@>=
#ifdef _OPENMP
{
  double wall[2][5], proc[2][5], la[3] = {0, 0, 0};
  for (int round = 0; round < 5; round++)
    for (int th = 0; th < 2; th++) {
      omp_set_num_threads(th + 1);
      if (time_ngd(1000, 64, 32, 100, 1, &st) != 0) return 1;
      wall[th][round] = st.wall_min; proc[th][round] = st.proc_min;
    }
  omp_set_num_threads(1);
  for (int th = 0; th < 2; th++) { qsort(wall[th], 5, sizeof(double), cmp_double); qsort(proc[th], 5, sizeof(double), cmp_double); }
  if (getloadavg(la, 3) < 0) la[0] = la[1] = la[2] = NAN;
  printf("n = 1000, T = 64, d = 32, one thread and two in 5 interleaved rounds (load average %.2f %.2f %.2f on %d processors) [%s]:\n",
    la[0], la[1], la[2], omp_get_num_procs(), cpu_name);
  for (int th = 0; th < 2; th++)
    printf("  %s: wall %.1f us per step (median %.1f), process CPU %.1f us (median %.1f)\n", th ? "two threads" : "one thread",
      wall[th][0], wall[th][2], proc[th][0], proc[th][2]);
  printf("  two threads against one: wall-clock speed-up %.2f (medians %.2f); processor time %.2f of one thread's (medians %.2f)\n",
    wall[0][0] / wall[1][0], wall[0][2] / wall[1][2], proc[1][0] / proc[0][0], proc[1][2] / proc[0][2]);
}
#endif

@ The file for PyTorch: a header of eight bytes \.{MMATTNB1}, then $n$,
$T$, $d$ as 32-bit integers, our CPU time per step as a double, then the
keys ($nTd$ doubles, input by input, token by token), the scores ($nT$
doubles), and the unit direction of $\nabla L(0)$ that our evaluation
returns ($d$ doubles), which the script compares with PyTorch's. The loss is logistic and the step is normalised with $\eta=0.1$
from $p=0$, as above. Nothing else is needed: the step depends on the
instance only through the keys and the scores. The file is written
under a temporary name and renamed once complete, so that a failed write
leaves no partial file for the script to read; a missing or unwritable
directory, or an option, is refused before anything is timed.
@<Dyn bench: subroutines@>=
static int write_for_torch(const char *dir, const char *name, int n, int T, int d, double us)
{
  char path[4096];
  mm_instance *in = bench_instance(n, T, d);
  double *p0 = calloc(2 * (size_t)d, sizeof(double)), *g = p0 + d;
  mm_dyn_value val;
  FILE *f;
  int hdr[3] = {n, T, d}, ok;
  if (in == NULL || p0 == NULL || mm_dyn_evaluate(in, p0, g, &val) != MM_OK) {
    fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); mm_instance_free(in); free(p0); return 1;
  }
  snprintf(path, sizeof path, "%s/%s.bin.part", dir, name); /* renamed when complete */
  if ((f = fopen(path, "wb")) == NULL) { fprintf(stderr, "bench_dyn: cannot write %s\n", path); mm_instance_free(in); free(p0); return 1; }
  ok = fwrite("MMATTNB1", 1, 8, f) == 8 && fwrite(hdr, sizeof(int), 3, f) == 3 && fwrite(&us, sizeof us, 1, f) == 1
    && fwrite(in->K, sizeof(double), (size_t)n * T * d, f) == (size_t)n * T * d
    && fwrite(in->gamma, sizeof(double), (size_t)n * T, f) == (size_t)n * T
    && fwrite(g, sizeof(double), (size_t)d, f) == (size_t)d;
  if (fclose(f) != 0 || !ok) { fprintf(stderr, "bench_dyn: cannot write %s\n", path); remove(path); mm_instance_free(in); free(p0); return 1; }
  mm_instance_free(in); free(p0);
  {
    char final[4096];
    snprintf(final, sizeof final, "%s/%s.bin", dir, name);
    if (rename(path, final) != 0) { fprintf(stderr, "bench_dyn: cannot rename %s to %s\n", path, final); remove(path); return 1; }
  }
  return 0;
}

@ Serving the interleaved comparison. With \.{--serve}, \.{bench\_dyn}
times our step on request, so that \.{scripts/bench\_torch.py} can
alternate it with the PyTorch anchors, each in its own process and each
waiting while another runs: a request is a line ``$n$ $T$ $d$ $s$'' (the
instance of that size, as above, and a target of $s$ seconds of processor
time per run), the answer one line, the thread CPU time per step of one
run of normalised GD ($\eta=0.1$ from $p=0$, the anchors' step) and the
additive and overlapped bounds at that size, in microseconds. The first
request for a size fixes the number of steps of its runs from a short
trial run, so every round of that size runs the same steps; the instance
of the last size asked is kept. The machine is measured once, at the
start, before the line \.{ready}. A malformed request is answered by a
line starting \.{error}, and the loop goes on.

The script prints, per size, the minimum and median of each side over five
rounds and the ratios of the minima and of the medians. Where PyTorch with
OpenBLAS takes less than five times our step, it says why from the bound:
if a fifth of PyTorch's time is below the overlapped bound, no code on the
machine reaches five times (PyTorch itself is then within five times of
the memory or arithmetic limit); if it lies between the two bounds, only
a step that hides its exponentials under the stream and the arithmetic
could; otherwise the bound allows it, and the gap is our step's time above
the bound, which the breakdown by passes above accounts for.
@<Dyn bench: subroutines@>=
static int serve(void)
{
  char line[256];
  int cn = 0, cT = 0, cd = 0;
  long steps = 0;
  double add = 0.0, ovl = 0.0, *p = NULL;
  mm_instance *in = NULL;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  o.method = MM_DYN_NGD; o.eta = 0.1;
  measure_machine(0);
  printf("ready %s kernels\n", mm_dyn_isa());
  while (fgets(line, sizeof line, stdin)) {
    int n, T, d;
    double target, c0;
    if (sscanf(line, "%d %d %d %lf", &n, &T, &d, &target) != 4 || n < 1 || T < 1 || d < 1 || n > 100000 || T > 100000
      || d > 4096 || !(target > 0.0 && target < 100.0)) { printf("error: expected a line 'n T d seconds'\n"); continue; }
    if (in == NULL || n != cn || T != cT || d != cd) {
      mm_instance_free(in); free(p);
      in = bench_instance(n, T, d); p = calloc((size_t)d, sizeof(double));
      if (in == NULL || p == NULL) { printf("error: %s\n", mm_error_message()); mm_instance_free(in); in = NULL; continue; }
      cn = n; cT = T; cd = d; steps = 3;
      bound_at(n, T, d, measure_bandwidth((size_t)(8.0 * n * T * d + 8.0 * n * T)), &add, &ovl);
      memset(p, 0, sizeof(double) * (size_t)d); o.max_steps = steps;
      c0 = now(CLOCK_THREAD_CPUTIME_ID);
      if (mm_dyn_run(in, &o, p, NULL, &res) != MM_OK) { printf("error: %s\n", mm_error_message()); continue; }
      steps = (long)fmax(3.0, fmin(1e5, target / ((now(CLOCK_THREAD_CPUTIME_ID) - c0) / 3)));
    }
    memset(p, 0, sizeof(double) * (size_t)d); o.max_steps = steps;
    c0 = now(CLOCK_THREAD_CPUTIME_ID);
    if (mm_dyn_run(in, &o, p, NULL, &res) != MM_OK || res.steps != steps) { printf("error: %s\n", mm_error_message()); continue; }
    printf("%.3f %.3f %.3f\n", (now(CLOCK_THREAD_CPUTIME_ID) - c0) / steps * 1e6, add, ovl);
  }
  mm_instance_free(in); free(p);
  return 0;
}
