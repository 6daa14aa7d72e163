@*NumPy arrays.
Researchers keep attention data as NumPy or PyTorch arrays. This chapter
reads an instance from NumPy's own formats, so that no JSON file of many
megabytes needs to be written: an \.{.npz} archive (what |numpy.savez| and
|numpy.savez_compressed| write) holding arrays named \.{X}, \.{v} and
optionally \.{Y}, \.{W}, \.{T} and \.{loss}, or a single \.{.npy} file
holding \.{X} with the others in sibling files \.{STEM.v.npy},
\.{STEM.Y.npy}, \.{STEM.W.npy}, \.{STEM.T.npy} (\.{v} required). From
PyTorch, with tensors |X| ($n\times T\times d$) and |v|:
$$\hbox{\tt numpy.savez("inst.npz", X=X.double().numpy(), v=v.double().numpy())}$$
@^NumPy@>
@^npz@>

{\it The arrays.} \.{X} is $n\times T\times d$. Inputs with fewer tokens
are given in a padded \.{X} of $T=\max_iT_i$ tokens together with \.{T}, an
integer array of the $n$ lengths $1\le T_i\le T$; the padding is ignored.
\.{v} has $d$ entries, \.{Y} $n$ entries $\pm1$, \.{W} is $d\times d$, and
\.{loss} is a string (\.{logistic}, \.{exponential} or \.{correlation}).
The element types accepted are little-endian |float64| (\.{<f8}) and
|float32| (\.{<f4}, converted exactly to double) for the real arrays, and
little-endian integers (\.{<i8}, \.{<i4}, \.{<i2}, single bytes, and the
unsigned ones) for \.{T} and \.{Y}, which may also be real. Both C order
and Fortran order are read (the latter by its strides). Big-endian data,
other types (complex, object, strings other than \.{loss}) and shapes that
do not fit are refused with a message naming the array, as is a file whose
data is shorter or longer than its header says.

{\it Validation.} The arrays go through the checks of the JSON reader
(section ``Instances as JSON''), with its messages: shapes, labels
$\pm1$, finite values, the limits on $n$, $T_i$ and $d$, the loss's name;
the numbers are then copied straight into the instance (no JSON tree is
built: at $n=1000$, $T=64$, $d=32$ a tree of $2\cdot10^6$ numbers took
longer than everything \.{analyze} does before its search), and the
instance is completed by |mm_instance_refresh| as a JSON file's is. So an
instance gives the same answers, and a bad value the same message, whichever
format it came in. A \.{.npy} file is mapped into memory rather than
read, so that an instance of gigabytes is not held twice.

{\it Dispatch.} |mm_read_instance_any| looks at the first bytes of the file:
the byte \.{0x93} followed by \.{NUMPY} is a \.{.npy} file, \.{PK} a zip archive (\.{.npz}), anything
else is read as JSON. Every subcommand that takes a FILE calls it.
@.not a NumPy array@>
@.unsupported dtype@>
@.truncated@>

@(npy.h@>=
#ifndef MM_NPY_H
#define MM_NPY_H
#include "model.h"
@<Npy: declarations@>@;
#endif

@ @(npy.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include <unistd.h>
#include <math.h>
#include <sys/stat.h>
#include <sys/mman.h>
#include <fcntl.h>
#include <zip.h>
#include <jansson.h>
#include "npy.h"
#include "io.h"
@<Npy: type definitions@>@;
@<Npy: subroutines@>@;

@ @<Npy: declarations@>=
mm_status mm_read_instance_any(const char *path, mm_instance **out);
mm_status mm_npy_read_instance(const char *path, mm_instance **out);
mm_status mm_npz_read_instance(const char *path, mm_instance **out);

@*1 One array.
A \.{.npy} file is the magic string (the byte \.{0x93}, then \.{NUMPY}), a version (1.0: a
two-byte header length; 2.0 and 3.0: four bytes), and a header that is a
Python dictionary literal with the keys \.{descr} (the element type),
\.{fortran\_order} and \.{shape}, padded with spaces to a multiple of 16 and
ended by a newline. The data follows, $\prod{\rm shape}$ elements. We parse
the header by looking for the three keys; the element type is the string
after \.{descr}.
@<Npy: type definitions@>=
typedef struct {
  char kind; /* |'f'| real, |'i'| signed, |'u'| unsigned, |'U'| string */
  int size; /* bytes per element */
  int fortran; /* Fortran (column-major) order */
  int ndim;
  long long shape[8];
  long long count; /* elements */
  const unsigned char *data; /* |count*size| bytes */
} npy_array;

@ |parse_npy| reads the array in the memory block |buf| of |len| bytes; |name|
names it in messages.
@<Npy: subroutines@>=
static mm_status parse_npy(const unsigned char *buf, size_t len, const char *name, npy_array *a)
{
  size_t hlen, start;
  char hdr[4096];
  memset(a, 0, sizeof *a);
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6))
    return mm_fail(MM_EINPUT, "%s: not a NumPy array (the file does not start with \\x93NUMPY)", name);
  if (buf[6] == 1) { hlen = buf[8] | (size_t)buf[9] << 8; start = 10; }
  else if ((buf[6] == 2 || buf[6] == 3) && len >= 12) {
    hlen = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24; start = 12;
  } else return mm_fail(MM_EINPUT, "%s: unsupported .npy version %d.%d", name, buf[6], buf[7]);
  if (hlen >= sizeof hdr || start + hlen > len) return mm_fail(MM_EINPUT, "%s: truncated or malformed .npy header", name);
  memcpy(hdr, buf + start, hlen); hdr[hlen] = '\0';
  @<Read the element type, the order and the shape from |hdr|@>@;
  @<Check that the data has exactly the size the header says@>@;
  a->data = buf + start + hlen;
  return MM_OK;
}

@ @.unsupported dtype@>
@<Read the element type, the order...@>=
{
  char *p = strstr(hdr, "'descr'"), *q;
  char descr[32];
  int k = 0;
  if (p == NULL || (p = strchr(p + 7, '\'')) == NULL) return mm_fail(MM_EINPUT, "%s: malformed .npy header (no descr)", name);
  for (p++; *p && *p != '\'' && k < 31; p++) descr[k++] = *p;
  descr[k] = '\0';
  if (strlen(descr) < 3 || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=')
      || !strchr("fiuU", descr[1]) || (a->size = atoi(descr + 2)) <= 0)
    return mm_fail(MM_EINPUT, "%s: unsupported dtype '%s' (use little-endian float64 or float32; integers for T and Y)", name, descr);
  a->kind = descr[1];
  if (a->kind == 'U') a->size *= 4; /* UTF-32 code units */
  if ((a->kind == 'f' && a->size != 4 && a->size != 8) || ((a->kind == 'i' || a->kind == 'u') && a->size != 1 && a->size != 2 && a->size != 4 && a->size != 8))
    return mm_fail(MM_EINPUT, "%s: unsupported dtype '%s' (use little-endian float64 or float32; integers for T and Y)", name, descr);
  p = strstr(hdr, "'fortran_order'");
  if (p == NULL) return mm_fail(MM_EINPUT, "%s: malformed .npy header (no fortran_order)", name);
  p += 15; while (*p == ':' || *p == ' ') p++;
  if (!strncmp(p, "True", 4)) a->fortran = 1;
  else if (strncmp(p, "False", 5)) return mm_fail(MM_EINPUT, "%s: malformed .npy header (fortran_order)", name);
  p = strstr(hdr, "'shape'");
  if (p == NULL || (p = strchr(p, '(')) == NULL || (q = strchr(p, ')')) == NULL)
    return mm_fail(MM_EINPUT, "%s: malformed .npy header (no shape)", name);
  a->count = 1;
  for (p++; p < q;) {
    char *end;
    long long s;
    while (p < q && (*p == ' ' || *p == ',')) p++;
    if (p >= q) break;
    errno = 0;
    s = strtoll(p, &end, 10);
    if (end == p || errno || s < 0 || a->ndim == 8) return mm_fail(MM_EINPUT, "%s: malformed .npy header (shape)", name);
    a->shape[a->ndim++] = s;
    if (s > 0 && a->count > (1LL << 40) / s) return mm_fail(MM_EINPUT, "%s: the array is too large", name);
    a->count *= s;
    p = end;
  }
}

@ @.truncated@>
@<Check that the data has exactly...@>=
{
  size_t have = len - start - hlen, want = (size_t)a->count * (size_t)a->size;
  if (have < want) return mm_fail(MM_EINPUT, "%s: truncated: the header promises %zu bytes of data, the file has %zu", name, want, have);
  if (have > want) return mm_fail(MM_EINPUT, "%s: %zu bytes after the data that the header does not account for", name, have - want);
}

@ Element $e$ (counted in C order) of an array, as a double. In Fortran
order the C index is mapped to its column-major offset. Unaligned data is
read with |memcpy|.
@<Npy: subroutines@>=
static double npy_get(const npy_array *a, long long e)
{
  long long off = e;
  const unsigned char *p;
  if (a->fortran && a->ndim > 1) {
    long long rest = e, stride = 1;
    off = 0;
    for (int k = a->ndim - 1; k >= 0; k--) { /* C index digits, least significant last */
      long long ik = rest % a->shape[k];
      rest /= a->shape[k];
      (void)ik;
    }
    rest = e;
    { /* column-major: the first index varies fastest */
      long long idx[8];
      for (int k = a->ndim - 1; k >= 0; k--) { idx[k] = rest % a->shape[k]; rest /= a->shape[k]; }
      for (int k = 0; k < a->ndim; k++) { off += idx[k] * stride; stride *= a->shape[k]; }
    }
  }
  p = a->data + (size_t)off * (size_t)a->size;
  switch (a->kind) {
  case 'f': if (a->size == 8) { double x; memcpy(&x, p, 8); return x; } else { float x; memcpy(&x, p, 4); return x; }
  case 'i': switch (a->size) {
    case 1: return (double)(int8_t)p[0];
    case 2: { int16_t x; memcpy(&x, p, 2); return x; }
    case 4: { int32_t x; memcpy(&x, p, 4); return x; }
    default: { int64_t x; memcpy(&x, p, 8); return (double)x; } }
  case 'u': switch (a->size) {
    case 1: return p[0];
    case 2: { uint16_t x; memcpy(&x, p, 2); return x; }
    case 4: { uint32_t x; memcpy(&x, p, 4); return x; }
    default: { uint64_t x; memcpy(&x, p, 8); return (double)x; } }
  }
  return NAN;
}

@*1 From arrays to an instance.
The arrays found (any may be missing; \.{X} and \.{v} are required) fill
an instance directly. Each check below is one the JSON reader makes, with
its message, in its order: \.{X} fixes $n$, the $T_i$ and $d$, then \.{v},
\.{Y}, \.{W} and \.{loss} are checked against that shape. A real array
where integers are expected (\.{T}) must hold whole numbers.
@.T must hold the number of tokens@>
@.X has too many inputs@>
@.v has k numbers, expected d@>
@<Npy: subroutines@>=
static mm_status check_finite(const npy_array *a, const char *aname, const char *where);
static const char *const array_names[6];
static mm_status arrays_to_instance(npy_array *arr[6], const char *where, mm_instance **out)
{
  npy_array *X = arr[0], *v = arr[1], *Y = arr[2], *W = arr[3], *T = arr[4], *loss = arr[5];
  mm_instance *in = NULL;
  int *Ts = NULL;
  long long n, Tm, d;
  mm_status s;
  *out = NULL;
  if (X == NULL) return mm_fail(MM_EINPUT, "%s: X is missing", where);
  @<Check the array \.{X} and the lengths \.{T}, setting |n|, |Tm|, |d| and |Ts|@>@;
  in = mm_instance_new((int)n, Ts, (int)d);
  free(Ts);
  if (in == NULL) { /* too large (bad input) or out of memory */
    char msg[512];
    mm_status why = mm_error_status() == MM_ENOMEM ? MM_ENOMEM : MM_EINPUT;
    snprintf(msg, sizeof msg, "%s", mm_error_message());
    return mm_fail(why, "%s: %s", where, msg);
  }
  for (int k = 0; k < 6; k++) /* after the size is known to fit: the scan reads every page */
    if ((s = check_finite(arr[k], array_names[k], where)) != MM_OK) goto fail;
  @<Copy the tokens of \.{X} into |in|, without the padding@>@;
  if (v == NULL) { s = mm_fail(MM_EINPUT, "%s: v is missing (the head, %lld numbers)", where, d); goto fail; }
  @<Copy \.{v}, \.{Y} and \.{W} into |in|, checking their shapes and the labels@>@;
  if (loss) @<Set the loss named by the string \.{loss}@>@;
  if ((s = mm_instance_refresh(in)) != MM_OK) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", mm_error_message()); /* |mm_fail| overwrites the buffer */
    mm_fail(s, "%s: %s", where, msg); goto fail;
  }
  *out = in;
  return MM_OK;
fail:
  mm_instance_free(in);
  return s;
}

@ The limits are the JSON reader's: at most $10^7$ inputs and $10^7$ tokens
per input, dimensions up to $10^5$.
@.X must be a real array@>
@<Check the array \.{X} and the lengths...@>=
if (X->kind != 'f' || X->ndim != 3) return mm_fail(MM_EINPUT, "%s: X must be a real array of shape n x T x d, got %d dimensions of kind '%c'", where, X->ndim, X->kind);
n = X->shape[0]; Tm = X->shape[1]; d = X->shape[2];
if (n == 0) return mm_fail(MM_EINPUT, "%s: X must be a non-empty array of inputs", where);
if (n > 10000000) return mm_fail(MM_EINPUT, "%s: X has too many inputs (%lld)", where, n);
if (Tm == 0) return mm_fail(MM_EINPUT, "%s: X[0] must be a non-empty array of tokens", where);
if (Tm > 10000000) return mm_fail(MM_EINPUT, "%s: X has %lld tokens per input; at most 10^7 tokens per input are supported", where, Tm);
if (d == 0) return mm_fail(MM_EINPUT, "%s: X[0][0] must be a non-empty array of numbers", where);
if (d > 100000) return mm_fail(MM_EINPUT, "%s: X[0][0] has %lld numbers; dimensions above 100000 are not supported", where, d);
if (T && (T->ndim != 1 || T->shape[0] != n)) return mm_fail(MM_EINPUT, "%s: T must have one entry per input (%lld), got %d dimensions", where, n, T->ndim);
if ((Ts = malloc(sizeof(int) * (size_t)n)) == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", where);
for (long long i = 0; i < n; i++) {
  double t = T ? npy_get(T, i) : (double)Tm;
  if (!(t >= 1 && t <= (double)Tm && t == floor(t))) {
    free(Ts);
    return mm_fail(MM_EINPUT, "%s: T[%lld] = %g: T must hold the number of tokens of each input, 1..%lld", where, i, t, Tm);
  }
  Ts[i] = (int)t;
}

@ A little-endian |float64| array in C order is copied input by input with
|memcpy| (each input's first $T_i$ rows are contiguous); any other layout
element by element.
@<Copy the tokens of \.{X} into |in|...@>=
if (X->size == 8 && !X->fortran)
  for (long long i = 0; i < n; i++)
    memcpy(in->X + (size_t)in->off[i] * (size_t)d, X->data + (size_t)(i * Tm) * (size_t)d * 8, sizeof(double) * (size_t)in->T[i] * (size_t)d);
else
  for (long long i = 0; i < n; i++)
    for (long long t = 0; t < in->T[i]; t++)
      for (long long j = 0; j < d; j++)
        in->X[((size_t)in->off[i] + (size_t)t) * (size_t)d + (size_t)j] = npy_get(X, (i * Tm + t) * d + j);

@ @.labels must be +1 or -1@>
@.W must be a d x d matrix@>
@<Copy \.{v}, \.{Y} and \.{W}...@>=
if (v->ndim != 1) { s = mm_fail(MM_EINPUT, "%s: v must be one-dimensional, got %d dimensions", where, v->ndim); goto fail; }
if (v->count != d) { s = mm_fail(MM_EINPUT, "%s: v has %lld numbers, expected %lld", where, v->count, d); goto fail; }
for (long long j = 0; j < d; j++) in->v[j] = npy_get(v, j);
if (Y) {
  if (Y->ndim != 1) { s = mm_fail(MM_EINPUT, "%s: Y must be one-dimensional, got %d dimensions", where, Y->ndim); goto fail; }
  if (Y->count != n) { s = mm_fail(MM_EINPUT, "%s: Y has %lld numbers, expected %lld", where, Y->count, n); goto fail; }
  for (long long i = 0; i < n; i++)
    if ((in->Y[i] = npy_get(Y, i)) != 1.0 && in->Y[i] != -1.0) {
      s = mm_fail(MM_EINPUT, "%s: labels must be +1 or -1, Y[%lld] = %g", where, i, in->Y[i]); goto fail;
    }
}
if (W) {
  if (W->ndim != 2) { s = mm_fail(MM_EINPUT, "%s: W must be a d x d matrix, got %d dimensions", where, W->ndim); goto fail; }
  if (W->shape[0] != d || W->shape[1] != d) { s = mm_fail(MM_EINPUT, "%s: W must be an array of %lld rows of %lld numbers", where, d, d); goto fail; }
  for (long long e = 0; e < d * d; e++) in->W[e] = npy_get(W, e);
}

@ A NumPy string (\.{<U$k$}) is $k$ UTF-32 code units, padded with zeros;
only ASCII is meaningful here.
@<Set the loss named by the string \.{loss}@>=
{
  char name[64];
  int k = 0;
  if (loss->kind != 'U' || loss->count != 1 || loss->size / 4 >= (int)sizeof name) { s = mm_fail(MM_EINPUT, "%s: loss must be one string", where); goto fail; }
  for (int c = 0; c < loss->size / 4; c++) {
    uint32_t u;
    memcpy(&u, loss->data + 4 * c, 4);
    if (u == 0) break;
    name[k++] = u < 128 && u >= 32 ? (char)u : '?';
  }
  name[k] = '\0';
  if (!strcmp(name, "logistic")) in->loss = MM_LOSS_LOGISTIC;
  else if (!strcmp(name, "exponential")) in->loss = MM_LOSS_EXPONENTIAL;
  else if (!strcmp(name, "correlation")) in->loss = MM_LOSS_CORRELATION;
  else { s = mm_fail(MM_EINPUT, "%s: unknown loss (expected \"logistic\", \"exponential\" or \"correlation\")", where); goto fail; }
}

@ Non-finite numbers are looked for once the instance is known to fit in
memory (the scan reads every page of a mapped file), each element named by
its position in C order, the path the JSON reader would give.
@.is not finite@>
@<Npy: subroutines@>=
static mm_status check_finite(const npy_array *a, const char *aname, const char *where)
{
  if (a == NULL || a->kind == 'U') return MM_OK;
  if (a->kind == 'f' && a->size == 8 && !a->fortran) { /* the common case, at memory speed */
    long long e = 0;
    for (; e < a->count; e++) { double x; memcpy(&x, a->data + 8 * (size_t)e, 8); if (!isfinite(x)) break; }
    if (e == a->count) return MM_OK;
  }
  for (long long e = 0; e < a->count; e++) {
    double x = npy_get(a, e);
    if (!isfinite(x)) {
      char pos[128];
      int k = 0;
      long long rest = e, idx[8];
      for (int m = a->ndim - 1; m >= 0; m--) { idx[m] = a->shape[m] ? rest % a->shape[m] : 0; rest = a->shape[m] ? rest / a->shape[m] : 0; }
      for (int m = 0; m < a->ndim && k < 100; m++) k += snprintf(pos + k, sizeof pos - (size_t)k, "[%lld]", idx[m]);
      pos[k] = '\0';
      return mm_fail(MM_EINPUT, "%s: %s%s is not finite (%g)", where, aname, pos, x);
    }
  }
  return MM_OK;
}

@*1 Files.
A whole file is read into memory (the arrays point into it). For a
\.{.npy} file the sibling arrays are read the same way when they exist.
A regular file is mapped (|mmap|, read-only) instead of read: its pages
come from the page cache as the conversion copies them, and an instance of
gigabytes is not held in memory twice. Other files (a pipe, a device) are
read.
@.cannot read@>
@<Npy: subroutines@>=
typedef struct { unsigned char *buf; size_t len; int mapped; } npy_file;
static mm_status slurp(const char *path, unsigned char **buf, size_t *len);
static mm_status map_or_read(const char *path, npy_file *f)
{
  int fd = open(path, O_RDONLY);
  struct stat st;
  f->buf = NULL; f->len = 0; f->mapped = 0;
  if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m != MAP_FAILED) {
      close(fd);
      f->buf = m; f->len = (size_t)st.st_size; f->mapped = 1;
      return MM_OK;
    }
  }
  if (fd >= 0) close(fd);
  return slurp(path, &f->buf, &f->len);
}
static void unmap_or_free(npy_file *f)
{
  if (f->mapped) munmap(f->buf, f->len); else free(f->buf);
  f->buf = NULL;
}

@ @<Npy: subroutines@>=
static mm_status slurp(const char *path, unsigned char **buf, size_t *len)
{
  FILE *f = fopen(path, "rb");
  size_t cap = 1 << 16, n = 0, got;
  unsigned char *b;
  *buf = NULL; *len = 0;
  if (f == NULL) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  if ((b = malloc(cap)) == NULL) { fclose(f); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
  while ((got = fread(b + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      unsigned char *q = cap > ((size_t)1 << 34) ? NULL : realloc(b, cap * 2);
      if (q == NULL) { free(b); fclose(f); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
      b = q; cap *= 2;
    }
  }
  if (ferror(f)) { free(b); fclose(f); return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno)); }
  fclose(f);
  *buf = b; *len = n;
  return MM_OK;
}

@ The names of the arrays, in the order |arrays_to_instance| takes them.
@<Npy: subroutines@>=
static const char *const array_names[6] = {"X", "v", "Y", "W", "T", "loss"};
static mm_status finish(npy_array *arr[6], const char *where, mm_instance **out)
{
  return arrays_to_instance(arr, where, out);
}

@ @<Npy: subroutines@>=
mm_status mm_npy_read_instance(const char *path, mm_instance **out)
{
  npy_file buf[6] = {{NULL, 0, 0}};
  npy_array a[6], *arr[6] = {NULL};
  mm_status s;
  size_t pl = strlen(path);
  *out = NULL;
  if ((s = map_or_read(path, &buf[0])) != MM_OK) return s;
  if ((s = parse_npy(buf[0].buf, buf[0].len, path, &a[0])) != MM_OK) goto done;
  arr[0] = &a[0];
  for (int k = 1; k < 6; k++) { /* siblings \.{STEM.v.npy} etc. */
    char *sib = malloc(pl + 16);
    if (sib == NULL) { s = mm_fail(MM_ENOMEM, "%s: out of memory", path); goto done; }
    snprintf(sib, pl + 16, "%.*s.%s.npy", (int)(pl > 4 && !strcmp(path + pl - 4, ".npy") ? pl - 4 : pl), path, array_names[k]);
    if (access(sib, F_OK) == 0) {
      if ((s = map_or_read(sib, &buf[k])) == MM_OK && (s = parse_npy(buf[k].buf, buf[k].len, sib, &a[k])) == MM_OK) arr[k] = &a[k];
    }
    free(sib);
    if (s != MM_OK) goto done;
  }
  s = finish(arr, path, out);
done:
  for (int k = 0; k < 6; k++) unmap_or_free(&buf[k]);
  return s;
}

@ The files a read opens. An output of a run must not be one of them
(\.{train X.npy --trajectory X.v.npy} would overwrite an array of the
run), so |mm_npy_input_files| lists them for the command's check: the file
itself and, for a regular file, every sibling that exists under the names
of the loop above. A sibling is listed whatever the format of the file (it
is read only for a \.{.npy}), which refuses at most a harmless output
name; the file is not opened here, so a stream is not consumed. It returns
the number of names (at most $6$), each allocated, or $-1$ when memory
runs out.
@<Npy: declarations@>=
int mm_npy_input_files(const char *path, char *names[6]);

@ @<Npy: subroutines@>=
int mm_npy_input_files(const char *path, char *names[6])
{
  size_t pl = strlen(path);
  struct stat st;
  int n = 0;
  if ((names[n++] = strdup(path)) == NULL) return -1;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return n;
  for (int k = 1; k < 6; k++) {
    char *sib = malloc(pl + 16);
    if (sib == NULL) { while (n > 0) free(names[--n]); return -1; }
    snprintf(sib, pl + 16, "%.*s.%s.npy", (int)(pl > 4 && !strcmp(path + pl - 4, ".npy") ? pl - 4 : pl), path, array_names[k]);
    if (access(sib, F_OK) == 0) names[n++] = sib; else free(sib);
  }
  return n;
}

@ An \.{.npz} file is a zip archive with one member \.{NAME.npy} per array,
stored or deflated; libzip reads both. A member whose name is not one of
the six is refused, as an unknown key is in JSON.
@.unknown array@>
@<Npy: subroutines@>=
mm_status mm_npz_read_instance(const char *path, mm_instance **out)
{
  int err = 0;
  zip_t *z = zip_open(path, ZIP_RDONLY, &err);
  unsigned char *buf[6] = {NULL};
  npy_array a[6], *arr[6] = {NULL};
  mm_status s = MM_OK;
  zip_int64_t m;
  *out = NULL;
  if (z == NULL) {
    zip_error_t ze;
    zip_error_init_with_code(&ze, err);
    s = mm_fail(err == ZIP_ER_OPEN || err == ZIP_ER_READ ? MM_EIO : MM_EINPUT, "%s: cannot read the .npz archive: %s", path, zip_error_strerror(&ze));
    zip_error_fini(&ze);
    return s;
  }
  m = zip_get_num_entries(z, 0);
  for (zip_int64_t e = 0; e < m && s == MM_OK; e++)
    @<Read member |e| of the archive into its slot@>@;
  if (s == MM_OK) s = finish(arr, path, out);
  for (int k = 0; k < 6; k++) free(buf[k]);
  zip_discard(z);
  return s;
}

@ @<Read member |e|...@>=
{
  zip_stat_t st;
  const char *nm = zip_get_name(z, (zip_uint64_t)e, 0);
  int k = 0;
  char label[512];
  zip_file_t *f;
  size_t nl = nm ? strlen(nm) : 0;
  while (k < 6 && !(nm && nl == strlen(array_names[k]) + 4 && !strncmp(nm, array_names[k], nl - 4) && !strcmp(nm + nl - 4, ".npy"))) k++;
  if (k == 6) { s = mm_fail(MM_EINPUT, "%s: unknown array \"%.64s\" (allowed: X, v, Y, W, T, loss)", path, nm ? nm : "?"); break; }
  snprintf(label, sizeof label, "%s: %s", path, nm);
  if (zip_stat_index(z, (zip_uint64_t)e, 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE) || st.size > ((zip_uint64_t)1 << 34)) {
    s = mm_fail(MM_EINPUT, "%s: cannot read the member's size", label); break;
  }
  @<Refuse a member whose declared size its compressed bytes cannot hold, or a repeated one@>@;
  if ((buf[k] = malloc(st.size + 1)) == NULL) { s = mm_fail(MM_ENOMEM, "%s: out of memory", label); break; }
  if ((f = zip_fopen_index(z, (zip_uint64_t)e, 0)) == NULL) { s = mm_fail(MM_EINPUT, "%s: cannot open: %s", label, zip_strerror(z)); break; }
  if (zip_fread(f, buf[k], st.size) != (zip_int64_t)st.size) { s = mm_fail(MM_EINPUT, "%s: truncated or corrupt member: %s", label, zip_file_strerror(f)); zip_fclose(f); break; }
  zip_fclose(f);
  if ((s = parse_npy(buf[k], st.size, label, &a[k])) == MM_OK) arr[k] = &a[k];
}

@ The size a member declares is read before its bytes, and memory for it
is allocated then, so a file of a few hundred bytes could ask for
gigabytes. Deflate expands at most $1032$-fold (a run of $258$ bytes
costs at least two bits), and a stored member is its compressed bytes, so
a member whose declared size exceeds $1032$ times its compressed size
(plus a small allowance for the stream's framing), or whose compressed size
exceeds the archive, is corrupt, and is refused before any allocation
(\.{make fuzz} found a 594-byte archive declaring 4 GB). A member that
appears twice is refused too.
@.declared size is impossible@>

@<Refuse a member whose declared size...@>=
{
  struct stat fs;
  if (!(st.valid & ZIP_STAT_COMP_SIZE) || stat(path, &fs) != 0 || st.comp_size > (zip_uint64_t)fs.st_size
      || st.size > 1032 * st.comp_size + 1024) {
    s = mm_fail(MM_EINPUT, "%s: corrupt archive: the member's declared size is impossible for its compressed size", label); break;
  }
  if (buf[k] != NULL) { s = mm_fail(MM_EINPUT, "%s: the array appears twice in the archive", label); break; }
}

@ The dispatch on the first bytes.
@<Npy: subroutines@>=
mm_status mm_read_instance_any(const char *path, mm_instance **out)
{
  unsigned char head[6] = {0};
  size_t got = 0;
  FILE *f = fopen(path, "rb");
  if (f != NULL) { got = fread(head, 1, sizeof head, f); fclose(f); }
  if (got == 6 && !memcmp(head, "\x93NUMPY", 6)) return mm_npy_read_instance(path, out);
  if (got >= 2 && head[0] == 'P' && head[1] == 'K') return mm_npz_read_instance(path, out);
  return mm_io_read_instance(path, out);
}
