@*Conventions: status codes, errors and small vectors.
Every module reports trouble in one of three ways, following GLPK and GSL.
{\it Misuse\/} by the caller (a negative dimension, a label that is not
$\pm1$, a file that does not parse) comes back as a status code together with
a message that names the function and the offending value. {\it Numerical
outcomes\/} (an infeasible problem, an iteration limit) are also status
codes, never aborts, and the result structures carry honest error estimates.
{\it Internal invariants\/} are checked by |mm_assert|, which stops the
program with the book's file and line, because a broken invariant means the
code in this book is wrong.

@(base.h@>=
#ifndef MM_BASE_H
#define MM_BASE_H
@<Base: include files@>@;
@<Base: status codes@>@;
@<Base: declarations@>@;
#endif

@ @<Base: include files@>=
#include <stddef.h>
#include <stdio.h>

@ The status codes are small non-negative integers; the command-line tool
turns them into its exit codes, so their values are part of the tool's
documented interface and never change.
@^exit codes@>

@<Base: status codes@>=
typedef enum {
  MM_OK = 0, /* success */
  MM_EINPUT = 2, /* bad input: malformed file, wrong shape, non-finite number */
  MM_EINFEASIBLE = 3, /* the requested problem has no solution */
  MM_EITER = 4, /* an iteration limit was reached */
  MM_ENUMERIC = 5, /* a numerical safeguard fired */
  MM_EIO = 6, /* a file could not be read or written */
  MM_ENOMEM = 7, /* out of memory */
  MM_ELIMIT = 8 /* a work limit set by the caller was reached */
} mm_status;

@ The last error message lives in a thread-local buffer, so that a caller
that receives a status code can print a sentence instead of a number; the
status that came with it is kept too, so that a routine that returns only a
null pointer (an allocator, a constructor) still tells its caller whether
memory ran out or the request was refused. A message often quotes the
user's data (a file name, a key, a header field of a binary file), which
may hold newlines or terminal escape sequences; |mm_fail| writes every
control byte as \.{\\xNN}, so that every message is one printable line
whatever it quotes. (Bytes above $127$ pass: they are the UTF-8 of names
in other scripts.)
|mm_fail| formats the message and returns the status, so that a function can
say |return mm_fail(MM_EINPUT, "...", ...)|.

@<Base: declarations@>=
mm_status mm_fail(mm_status s, const char *fmt, ...)
  __attribute__((format(printf, 2, 3)));
const char *mm_error_message(void);
mm_status mm_error_status(void);
void mm_clear_error(void);
const char *mm_status_name(mm_status s);

@ @(base.c@>=
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "base.h"
static _Thread_local char mm_errbuf[1024];
static _Thread_local mm_status mm_errstatus;
@<Base: subroutines@>@;

@ @<Base: subroutines@>=
mm_status mm_fail(mm_status s, const char *fmt, ...)
{
  va_list ap;
  char raw[sizeof mm_errbuf];
  size_t k = 0;
  va_start(ap, fmt);
  vsnprintf(raw, sizeof raw, fmt, ap);
  va_end(ap);
  for (size_t j = 0; raw[j] && k + 5 < sizeof mm_errbuf; j++) { /* one printable line */
    unsigned char c = (unsigned char)raw[j];
    if (c >= 0x20 && c != 0x7f) mm_errbuf[k++] = (char)c;
    else k += (size_t)snprintf(mm_errbuf + k, sizeof mm_errbuf - k, "\\x%02X", c);
  }
  mm_errbuf[k] = '\0';
  mm_errstatus = s;
  return s;
}
const char *mm_error_message(void) { return mm_errbuf; }
mm_status mm_error_status(void) { return mm_errstatus; }
void mm_clear_error(void) { mm_errbuf[0] = '\0'; mm_errstatus = MM_OK; }

@ @<Base: subroutines@>=
const char *mm_status_name(mm_status s)
{
  switch (s) {
  case MM_OK: return "ok";
  case MM_EINPUT: return "bad input";
  case MM_EINFEASIBLE: return "infeasible";
  case MM_EITER: return "iteration limit";
  case MM_ENUMERIC: return "numerical failure";
  case MM_EIO: return "input/output error";
  case MM_ENOMEM: return "out of memory";
  case MM_ELIMIT: return "work limit";
  }
  return "unknown status";
}

@ An invariant that fails is a bug in this book, so |mm_assert| prints where
and stops. Because \.{ctangle} writes \.{\#line} directives, |__FILE__| and
|__LINE__| name the \.{.w} file and the line of the book.
@.invariant violated@>

@<Base: declarations@>=
#define mm_assert(c) ((c) ? (void)0 : mm_assert_fail(#c, __FILE__, __LINE__))
void mm_assert_fail(const char *cond, const char *file, int line)
  __attribute__((noreturn));

@ @<Base: subroutines@>=
void mm_assert_fail(const char *cond, const char *file, int line)
{
  fprintf(stderr, "mmattn: invariant violated at %s:%d: %s\n", file, line, cond);
  abort();
}

@ Allocation goes through |mm_alloc|, which zero-fills, refuses sizes that
overflow, and records a message when memory runs out; callers then return
|MM_ENOMEM|.
@.out of memory@>

@<Base: declarations@>=
void *mm_alloc(size_t count, size_t size);

@ @<Base: subroutines@>=
void *mm_alloc(size_t count, size_t size)
{
  void *q;
  if (count == 0) count = 1;
  if (size != 0 && count > (size_t)-1 / size) {
    mm_fail(MM_ENOMEM, "out of memory: %zu blocks of %zu bytes overflow", count, size);
    return NULL;
  }
  q = calloc(count, size);
  if (q == NULL) mm_fail(MM_ENOMEM, "out of memory: %zu blocks of %zu bytes", count, size);
  return q;
}

@ Small dense vector operations are used everywhere. Dot products and
norms accumulate in |long double| (80-bit on x86-64), which costs little at
these sizes and removes most of the rounding that would otherwise blur the
certificates of later chapters.

@<Base: declarations@>=
double mm_dot(const double *x, const double *y, int d);
double mm_norm(const double *x, int d);
double mm_dist(const double *x, const double *y, int d);
double mm_cos(const double *x, const double *y, int d);
int mm_all_finite(const double *x, size_t m);

@ The cosine of two vectors is taken as $0$ when either is zero, a
convention every caller states where it matters.

@<Base: subroutines@>=
double mm_dot(const double *x, const double *y, int d)
{
  long double s = 0.0L;
  for (int j = 0; j < d; j++) s += (long double)x[j] * y[j];
  return (double)s;
}
double mm_norm(const double *x, int d)
{
  long double s = 0.0L;
  for (int j = 0; j < d; j++) s += (long double)x[j] * x[j];
  return (double)sqrtl(s);
}
double mm_dist(const double *x, const double *y, int d)
{
  long double s = 0.0L;
  for (int j = 0; j < d; j++) {
    long double e = (long double)x[j] - y[j];
    s += e * e;
  }
  return (double)sqrtl(s);
}
double mm_cos(const double *x, const double *y, int d)
{
  double nx = mm_norm(x, d), ny = mm_norm(y, d);
  if (nx == 0.0 || ny == 0.0) return 0.0;
  return mm_dot(x, y, d) / nx / ny;
}
int mm_all_finite(const double *x, size_t m)
{
  for (size_t j = 0; j < m; j++)
    if (!isfinite(x[j])) return 0;
  return 1;
}
