@*The benchmark of the normalised step.
{\it What it computes.} \.{bench\_dyn}, run by \.{make bench}, times
normalised gradient descent on an instance of the size the tool is meant
for and compares the time per step with a roofline for this machine.

{\it Where it is checked.} Nowhere: timings are measurements, not claims,
and no check asserts a wall-clock time.

{\it Status.} Below.

@ The instance and the bound.
\.{make bench} runs $1000$ normalised steps on a random instance with
$n=100$ inputs of $T=64$ tokens in dimension $d=32$ and prints the time per
step. The authors' PyTorch code needs about $650\,\mu$s per step on this
machine in float32; the target is $100\,\mu$s in double precision on one
core.
@^benchmark@>

{\it Work per step.} Each step is one evaluation: per token one logit
($d$ multiply-adds), one |exp|, and one multiply-add of its key into $\hat
h_i$ ($d$ more); per input a few |log|, |log1p| and |exp|, and $d$
operations for subtracting the dominant key and merging into $\hat g$. So
$F\approx4nTd=819{,}200$ floating-point operations plus $nT=6400$
exponentials. The keys are read once from memory per step,
$B\approx8nTd=1.64$\,MB (the second pass over an input's keys, $16$\,kB,
hits the first-level cache), plus $8nT$ bytes of scores.

{\it Roofline.} A step cannot take less than $\max(F/P,\ B/\beta)+nT\,t_{\exp}$,
with $P$ the floating-point rate and $\beta$ the bandwidth that this code can
get on this machine, and $t_{\exp}$ the time of one call of |exp| (the
exponentials run in the scalar units of the same core; we add their time
rather than overlapping it, a slightly generous bound). The benchmark measures both with the same compiler flags:
$P$ from a dot product of two vectors that stay in the first-level cache
(the kernel of the logits, the best case for the arithmetic), $\beta$ from
summing an array of $B$ bytes, the size of the key array, that was touched
just before (so from wherever the keys live between steps), $t_{\exp}$ from
$1024$ calls on arguments like the gaps $z_t-m$. It prints the
time per step, $F$ divided by it (effective GFLOP/s), the roofline time and
the ratio of the measured to the roofline time, and the speed-up over
$650\,\mu$s.

@(bench_dyn.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <float.h>
#include <math.h>
#include "dyn.h"
#include "gen.h"
@<Dyn bench: subroutines@>@;
int main(void)
{
  const int n = 100, T = 64, d = 32, steps = 1000, reps = 7;
  double F = 4.0 * n * T * d, B = 8.0 * n * T * d + 8.0 * n * T, t0, us, P, beta, te, roof, t[7];
  mm_instance *in = bench_instance(n, T, d);
  double *p = calloc((size_t)d, sizeof(double));
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  if (in == NULL || p == NULL) { fprintf(stderr, "bench_dyn: %s\n", mm_error_message()); return 1; }
  o.max_steps = steps;
  for (int rep = 0; rep < reps; rep++) {
    memset(p, 0, sizeof(double) * (size_t)d);
    t0 = now();
    if (mm_dyn_run(in, &o, p, NULL, &res) != MM_OK || res.steps != steps) {
      fprintf(stderr, "bench_dyn: run failed after %ld steps: %s\n", res.steps, mm_error_message()); return 1;
    }
    t[rep] = (now() - t0) / steps * 1e6;
  }
  qsort(t, reps, sizeof(double), cmp_double);
  us = t[0];
  P = measure_flops(d);
  beta = measure_bandwidth((size_t)B);
  te = measure_exp();
  roof = (fmax(F / P, B / beta) + n * T * te) * 1e6;
  printf("normalised GD, n = %d, T = %d, d = %d, %d steps: %.1f us per step (best of %d runs; median %.1f; final |p| = %.1f)\n",
    n, T, d, steps, us, reps, t[reps / 2], res.norm);
  printf("  work per step: %.0f flop, %.2f MB; effective %.2f GFLOP/s\n", F, B / 1e6, F / us / 1e3);
  printf("  roofline: peak %.2f GFLOP/s (SSE2 multiply-add, L1), %.1f GB/s (%.2f MB array), %.1f ns per exp:\n"
    "    max(%.1f, %.1f) + %.1f = %.1f us; measured / roofline = %.2f\n",
    P / 1e9, beta / 1e9, B / 1e6, te * 1e9, F / P * 1e6, B / beta * 1e6, n * T * te * 1e6, roof, us / roof);
  printf("  vs the authors' PyTorch float32 (650 us per step): %.1fx faster (%.3f of its time)\n", 650.0 / us, us / 650.0);
  mm_instance_free(in); free(p);
  return 0;
}

@ The instance: our generator with a chosen optimal token per input, unit
token scale, logistic loss, fixed seed.
@<Dyn bench: subroutines@>=
static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static mm_instance *bench_instance(int n, int T, int d)
{
  mm_gen_options o = mm_gen_defaults();
  mm_rng r;
  mm_rng_seed(&r, 2023, 0);
  o.n_min = o.n_max = n; o.T_min = o.T_max = T; o.d_min = o.d_max = d;
  o.chosen_opt = 1;
  return mm_gen_instance(&r, &o, NULL);
}

@ The rate of the arithmetic: the multiply-add of the kernels, $y\gets y+a x$
on two-double vectors, with eight independent accumulators on data in the
first-level cache, so that the throughput of the units, not a latency, is
measured. Times are the best of several repetitions: the machine is shared,
and the minimum is the least disturbed measurement (the median of the step
times is printed too). |sink| keeps the compiler from removing the loops.
@<Dyn bench: subroutines@>=
typedef double v2d __attribute__((vector_size(16)));
static volatile double sink;
static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static double measure_flops(int d)
{
  v2d x0 = {1.0, 1.1}, x1 = {1.2, 1.3}, x2 = {1.4, 1.5}, x3 = {1.6, 1.7};
  double best = 0.0, s = 0.0;
  const int reps = 1000000;
  for (int k = 0; k < 5; k++) {
    v2d a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0}, a4 = {0}, a5 = {0}, a6 = {0}, a7 = {0};
    double t0 = now(), r;
    for (int q = 0; q < reps; q++) {
      double c = q & 1 ? 1e-9 : -1e-9;
      a0 += x0 * c; a1 += x1 * c; a2 += x2 * c; a3 += x3 * c;
      a4 += x0 * c; a5 += x1 * c; a6 += x2 * c; a7 += x3 * c;
    }
    r = 8.0 * 2.0 * 2.0 * reps / (now() - t0);
    if (r > best) best = r;
    a0 += a1 + a2 + a3 + a4 + a5 + a6 + a7;
    s += a0[0] + a0[1];
  }
  sink = s + d;
  return best;
}
static double measure_exp(void)
{
  double z[1024], s = 0.0, best = HUGE_VAL;
  for (int j = 0; j < 1024; j++) z[j] = -0.37 * (j % 300);
  for (int k = 0; k < 200; k++) {
    double t0 = now();
    for (int j = 0; j < 1024; j++) s += exp(z[j] - 1e-3 * k);
    best = fmin(best, (now() - t0) / 1024);
  }
  sink = s;
  return best;
}
static double measure_bandwidth(size_t bytes)
{
  size_t m = bytes / sizeof(double);
  double *a = malloc(bytes), s = 0.0;
  const int reps = 200;
  if (a == NULL) return NAN;
  for (size_t j = 0; j < m; j++) a[j] = 1.0 / (1.0 + j);
  double best = 0.0;
  for (int k = 0; k < reps; k++) {
    v2d s0 = {0}, s1 = {0};
    double t0 = now();
    for (size_t j = 0; j + 4 <= m; j += 4) {
      v2d u, w;
      memcpy(&u, a + j, sizeof u); memcpy(&w, a + j + 2, sizeof w);
      s0 += u; s1 += w;
    }
    best = fmax(best, (double)bytes / (now() - t0));
    s += s0[0] + s0[1] + s1[0] + s1[1];
  }
  sink = s;
  free(a);
  return best;
}
