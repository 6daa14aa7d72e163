@*The \.{mmattn} command.
The command gives a researcher the library's answers on an instance of their
own: which tokens are optimal, whether the max-margin problem is feasible,
every locally-optimal max-margin direction, where gradient descent from a
given start goes, and the regularization path. Its subcommands:
\smallskip
\item{$\bullet$} \.{analyze FILE}: scores, optimal tokens (ties reported),
the GMM with its support tokens or a certificate that it does not exist,
every LMM direction, and how many separable selections are not locally
optimal;
\item{$\bullet$} \.{svm FILE --tokens a,b,...}: the ATT-SVM of one selection,
with its KKT certificate, or a Farkas certificate of infeasibility;
\item{$\bullet$} \.{train FILE}: gradient descent or normalised gradient
descent from a start, the final direction and the nearest LMM;
\item{$\bullet$} \.{regpath FILE --radii r1,r2,...}: the global
regularization path $\bar p(R)$ and its direction;
\item{$\bullet$} \.{inspect FILE}: a trained query or trained attention
heads: the selection, its ATT-SVM certified, how close the trained
direction is to its max-margin direction, local optimality, and where
normalised gradient descent from the trained point goes;
\item{$\bullet$} \.{info FILE}: shape, scores, $L(0)$ and the step bound
$L_p$;
\item{$\bullet$} \.{example NAME}: the paper's instances E1a, E1b, E2,
E3-tight, E3-relaxed, E4 as JSON;
\item{$\bullet$} \.{experiments --out DIR}: the paper's synthetic
experiments, their data and measured captions, documented in the chapter
``The paper's experiments'';
\item{$\bullet$} \.{train-images}: the real-data experiment, documented in
its own chapter.
\smallskip\noindent
Tokens and inputs are numbered from $0$ everywhere in the tool. Every
subcommand accepts \.{--help}; \.{mmattn --version} prints the version.
Exit codes are the status codes of the library: $0$ success, $1$ a usage
error (unknown subcommand or option, missing or malformed argument), $2$
bad input, $3$ infeasible, $4$ iteration limit, $5$ numerical failure, $6$
input/output error, $7$ out of memory, $8$ a work limit. Every error is one
line on standard error that starts with \.{mmattn:}. Files are written to a
temporary name and renamed, so no partial output file is ever left (devices
and pipes are written in place; see the instances chapter), and a write
error on standard output is exit code~$6$ like any other.
@^exit codes@>
@^command line@>

@(mmattn.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <errno.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <signal.h>
#include "model.h"
#include "gen.h"
#include "io.h"
#include "npy.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
#include "real.h"
#include "vit.h"
#include "experiments.h"
#include "exact.h"
#include "nuclear.h"
#include "dyn_kq.h"
#define MM_VERSION "0.2.0"
#define EXIT_USAGE 1
@<Cli: option parsing@>@;
@<Cli: subroutines@>@;
@<Cli: the main program@>@;

@ The main program dispatches on the first argument.
@.unknown subcommand@>
@<Cli: the main program@>=
typedef struct { const char *name; int (*run)(int, char **); const char *summary; } subcommand;
static const subcommand subcommands[] = {
  {"analyze", cmd_analyze, "optimal tokens, the GMM and every LMM direction"},
  {"svm", cmd_svm, "the ATT-SVM of one token selection, certified"},
  {"nuclear", mm_nuclear_cli, "the nuclear-norm ATT-SVM (K, Q) with query tokens, certified (DSDP)"},
  {"train", cmd_train, "GD or normalised GD; where the direction goes"},
  {"regpath", cmd_regpath, "the global regularization path"},
  {"info", cmd_info, "shape, scores, L(0) and the step bound L_p"},
  {"inspect", cmd_inspect, "a trained p or attention heads: selection, certificate, LMM reached"},
  {"example", cmd_example, "write one of the paper's instances as JSON"},
  {"experiments", mm_exp_cli, "the paper's synthetic experiments: data and captions (--out DIR)"},
  {"train-images", mm_real_cli, "train attention on Fashion-MNIST (the real-data chapter)"},
  {"train-vit", mm_vit_cli, "train a vision transformer on Fashion-MNIST (the ViT chapter)"},
};
#define NSUB (int)(sizeof subcommands / sizeof subcommands[0])
static void usage(FILE *f)
{
  fprintf(f, "usage: mmattn SUBCOMMAND [OPTIONS]   (mmattn SUBCOMMAND --help for its options)\n");
  for (int k = 0; k < NSUB; k++) fprintf(f, "  %-8s %s\n", subcommands[k].name, subcommands[k].summary);
  fprintf(f, "  --version  print the version\n"
    "Exit codes: 0 ok, 1 usage, 2 bad input, 3 infeasible, 4 iteration limit,\n"
    "5 numerical failure, 6 I/O error, 7 out of memory, 8 work limit.\n");
}
static int run_subcommand(int argc, char **argv)
{
  if (argc < 2) { usage(stderr); return EXIT_USAGE; }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) { usage(stdout); return 0; }
  if (!strcmp(argv[1], "--version")) { printf("mmattn %s\n", MM_VERSION); return 0; }
  for (int k = 0; k < NSUB; k++)
    if (!strcmp(argv[1], subcommands[k].name)) return subcommands[k].run(argc - 1, argv + 1);
  fprintf(stderr, "mmattn: unknown subcommand \"%s\" (try mmattn --help)\n", argv[1]);
  return EXIT_USAGE;
}
int main(int argc, char **argv)
{
  guard_standard_descriptors();
  mm_io_guard_limits(); /* \.{SIGXFSZ} becomes a write error, \.{SIGXCPU} removes temporaries */
  return finish_stdout(run_subcommand(argc, argv));
}

@ Standard output is a file like any other: it can be a full disk or
\.{/dev/full}, and a write error there loses the answer as surely as one in
an \.{-o} file. Output to it is buffered, so errors surface at a later
|printf| or only when the buffer is flushed; the stream remembers them.
|finish_stdout| flushes and closes standard output once, after the
subcommand, and turns any error into exit code~6 with a message, unless
the subcommand already failed (its own exit code is then the more
informative one).
@.standard output: write error@>

A closed standard output (\.{>\&-}) is not an error by itself: a run
that writes only to an \.{-o} file has nothing to lose there. But a
closed descriptor $1$ would be the first one |open| hands out, and an
output file opened as descriptor $1$ would receive whatever is printed.
So each closed standard descriptor is first occupied by \.{/dev/null}
opened {\it read-only}: writes to it fail as writes to a closed
descriptor do (|EBADF|), and only a run that writes to standard output is
told that its output is lost.
@<Cli: subroutines@>=
static void guard_standard_descriptors(void)
{
  for (int fd = 0; fd < 3; fd++)
    if (fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
      int g = open("/dev/null", O_RDONLY);
      if (g >= 0 && g != fd) { dup2(g, fd); close(g); }
    }
}
static int finish_stdout(int rc)
{
  int bad = ferror(stdout), e = 0;
  if (fflush(stdout) != 0) { bad = 1; e = errno; }
  if (fclose(stdout) != 0) { bad = 1; if (!e) e = errno; }
  if (!bad) return rc;
  fprintf(stderr, "mmattn: standard output: write error: %s; the output is incomplete\n", e ? strerror(e) : "an earlier write failed");
  return rc ? rc : (int)MM_EIO;
}

@*1 Options.
Every subcommand describes its options in a table; one parser reads them
all and one routine prints the help from the same table, so the help can
never disagree with what is accepted. An option takes no value (a flag), a
number, an integer, a string, or a comma-separated list of numbers (or
\.{@@FILE}, a list read from a file). A value
that does not parse completely, a repeated FILE, and an unknown option are
usage errors.
@.unknown option@>
@.needs a value@>
@.is not a number@>

Numbers are decimal: digits, a sign, a point and an exponent, nothing else,
so \.{0x10}, \.{inf} and \.{nan}, which |strtod| would accept, are refused
(the rule is |mm_io_parse_number|, shared with \.{train-images} and
\.{train-vit}).
A number too small for a normal |double| (\.{1e-320}) is accepted as the
subnormal number it denotes; a non-zero number that rounds to $0$
(\.{1e-400}) is refused, since it would silently become a different value.
Every number must lie within $[-10^{100},10^{100}]$, the range in which the
instance data are accepted (see |mm_instance_check_range|): a step, a radius
or a start beyond it is no meaningful request, and would otherwise reach the
solvers as an overflow (\.{--eta 1e308} made the first step infinite).
@.outside the supported range@>
@.rounds to zero@>

@<Cli: option parsing@>=
typedef enum { OPT_FLAG, OPT_DOUBLE, OPT_LONG, OPT_STRING, OPT_LIST } opt_kind;
typedef struct { double *x; int n; } num_list;
typedef struct { const char *name; opt_kind kind; void *dest; const char *help; } opt_spec;
typedef mm_num_check num_check;
#define NUM_OK MM_NUM_OK
#define NUM_SYNTAX MM_NUM_SYNTAX
#define NUM_RANGE MM_NUM_RANGE
#define NUM_ZERO MM_NUM_ZERO
#define parse_number mm_io_parse_number
#define parse_double mm_io_parse_double
static num_check parse_list(const char *s, num_list *l)
{
  int cap = 1;
  for (const char *c = s; *c; c++) cap += *c == ',';
  free(l->x);
  l->x = malloc(sizeof(double) * (size_t)cap); l->n = 0;
  if (l->x == NULL) return NUM_SYNTAX;
  while (1) {
    const char *end;
    num_check c = parse_number(s, &end, &l->x[l->n]);
    if (c == NUM_OK && *end != ',' && *end != '\0') c = NUM_SYNTAX;
    if (c != NUM_OK) return c;
    l->n++;
    if (*end == '\0') return NUM_OK;
    s = end + 1;
  }
}

@ A list too long for the command line comes from a file: every list
option takes \.{@@FILE} in place of its numbers, a \.{.npy} array (read
flat, in C order) or a text file of numbers separated by white space or
commas, in the syntax of the command line (|mm_npy_read_array|). For
\.{--init} and \.{--p}, a start or a query, an \.{.npz} archive is read too,
its member \.{p}. Linux allows $128$\,KiB in one argument, which $70{,}000$
token indices exceed. A file that cannot be read is exit code~$6$, one
that does not hold numbers $2$, as for an instance.
@.@@FILE@>
@.has no member p@>
@<Cli: option parsing@>=
static int list_from_file(const char *cmd, const char *opt, const char *path, num_list *l)
{
  mm_array a;
  int vector = !strcmp(opt, "--init") || !strcmp(opt, "--p");
  mm_status s = mm_npy_read_array(path, vector ? "p" : NULL, &a);
  if (s != MM_OK) { fprintf(stderr, "mmattn: %s: %s: %s\n", cmd, opt, mm_error_message()); return (int)s; }
  if (!a.found) { fprintf(stderr, "mmattn: %s: %s: %s has no member p\n", cmd, opt, path); return (int)MM_EINPUT; }
  if (a.count > 100000000) { mm_array_free(&a); fprintf(stderr, "mmattn: %s: %s: %s has more than 10^8 numbers\n", cmd, opt, path); return (int)MM_EINPUT; }
  for (long long e = 0; e < a.count; e++)
    if (fabs(a.x[e]) > MM_RANGE_MAX) {
      fprintf(stderr, "mmattn: %s: %s: %s: entry %lld is %.17g, outside the supported range [-1e100, 1e100]\n", cmd, opt, path, e, a.x[e]);
      mm_array_free(&a); return (int)MM_EINPUT;
    }
  free(l->x);
  l->x = a.x; l->n = (int)a.count;
  return 0;
}

@ The parser. It returns $0$ to go on, |EXIT_USAGE| on an error (after
saying why), and $-1$ when it printed the help.
@<Cli: option parsing@>=
static void print_help(const char *cmd, const char *synopsis, const opt_spec *spec)
{
  printf("usage: mmattn %s %s\n", cmd, synopsis);
  for (; spec->name; spec++) printf("  %-22s %s\n", spec->name, spec->help);
  printf("  %-22s %s\n", "--help", "print this help");
}
static int parse_options(const char *cmd, const char *synopsis, int argc, char **argv,
  const opt_spec *spec, const char **file)
{
  for (int a = 1; a < argc; a++) {
    const opt_spec *s = spec;
    if (!strcmp(argv[a], "--help")) { print_help(cmd, synopsis, spec); return -1; }
    if (argv[a][0] != '-' || argv[a][1] == '\0') {
      if (file == NULL || *file) { fprintf(stderr, "mmattn: %s: unexpected argument \"%s\"\n", cmd, argv[a]); return EXIT_USAGE; }
      *file = argv[a]; continue;
    }
    while (s->name && strcmp(s->name, argv[a])) s++;
    if (!s->name) { fprintf(stderr, "mmattn: %s: unknown option \"%s\" (try mmattn %s --help)\n", cmd, argv[a], cmd); return EXIT_USAGE; }
    if (s->kind == OPT_FLAG) { *(int *)s->dest = 1; continue; }
    if (++a >= argc) { fprintf(stderr, "mmattn: %s: %s needs a value\n", cmd, s->name); return EXIT_USAGE; }
    @<Store the value |argv[a]| of option |s|, or fail@>@;
  }
  return 0;
}

@ @<Store the value...@>=
{
  double x;
  num_check c = NUM_OK;
  switch (s->kind) {
  case OPT_DOUBLE: c = parse_double(argv[a], (double *)s->dest); break;
  case OPT_LONG: c = parse_double(argv[a], &x);
    if (c == NUM_OK && (x != floor(x) || fabs(x) >= 1e15)) c = NUM_SYNTAX;
    if (c == NUM_OK) *(long *)s->dest = (long)x;
    break;
  case OPT_STRING: *(const char **)s->dest = argv[a]; break;
  case OPT_LIST:
    if (argv[a][0] == '@@') { int r = list_from_file(cmd, s->name, argv[a] + 1, (num_list *)s->dest); if (r) return r; break; }
    c = parse_list(argv[a], (num_list *)s->dest); break;
  default: break;
  }
  if (c != NUM_OK) { mm_io_number_rule(stderr, cmd, s->name, argv[a], c,
    s->kind == OPT_LIST ? "comma-separated list of numbers" : s->kind == OPT_LONG ? "integer" : "number"); return EXIT_USAGE; }
}

@ Shared subroutines: read the instance (a library error becomes the exit code;
the library reads every finite double, the tool then refuses data outside
the range its solvers support, see |mm_instance_check_range|),
turn a list into token indices for a given instance, and JSON arrays.
@.missing FILE@>
@.selects a token out of range@>
@<Cli: subroutines@>=
static int fail_with(mm_status s)
{
  fprintf(stderr, "mmattn: %s\n", mm_error_message());
  return (int)s;
}
static int check_outputs_against_inputs(const char *cmd, const char *out, const char *file);
static int load(const char *cmd, const char *file, mm_instance **in)
{
  mm_status s;
  if (file == NULL) { fprintf(stderr, "mmattn: %s: missing FILE (an instance in JSON, .npy or .npz)\n", cmd); return EXIT_USAGE; }
  if ((s = mm_read_instance_any(file, in)) != MM_OK) return fail_with(s); /* JSON, .npy or .npz */
  {
    int rc = check_outputs_against_inputs(cmd, NULL, file);
    if (rc) { mm_instance_free(*in); *in = NULL; return rc; }
  }
  if ((s = mm_instance_check_range(*in)) != MM_OK) {
    fprintf(stderr, "mmattn: %s: %s\n", file, mm_error_message());
    mm_instance_free(*in); *in = NULL;
    return (int)s;
  }
  return 0;
}
@ No output of a run may be a file the run reads: not the instance, not
a sibling array of a \.{.npy} (|mm_npy_input_files|), whether the output
is named by an option (|out|, or |NULL|) or is standard output redirected
into one of them. Both names are in the message.
@.refusing to overwrite the input file@>
@<Cli: subroutines@>=
static int check_outputs_against_inputs(const char *cmd, const char *out, const char *file)
{
  char *names[6];
  int n = mm_npy_input_files(file, names);
  mm_status s;
  (void)cmd;
  if (n < 0) return fail_with(mm_fail(MM_ENOMEM, "%s: out of memory", file));
  s = mm_io_check_stdout_inputs((const char *const *)names, n);
  if (s == MM_OK && out) s = mm_io_check_output_inputs(out, (const char *const *)names, n);
  while (n > 0) free(names[--n]);
  return s == MM_OK ? 0 : fail_with(s);
}
static int list_to_tokens(const char *cmd, const num_list *l, const mm_instance *in, int *alpha)
{
  if (l->n != in->n && l->n != 1) { fprintf(stderr, "mmattn: %s: --tokens has %d entries, the instance has %d inputs (one entry selects that token in every input)\n", cmd, l->n, in->n); return EXIT_USAGE; }
  for (int i = 0; i < in->n; i++) {
    double x = l->x[l->n == 1 ? 0 : i]; /* one entry: the same token in every input */
    if (x != floor(x) || x < 0 || x >= in->T[i]) {
      fprintf(stderr, "mmattn: %s: --tokens selects a token out of range: entry %d is %g, input %d has tokens 0..%d\n", cmd, l->n == 1 ? 0 : i, x, i, in->T[i] - 1);
      return EXIT_USAGE;
    }
    alpha[i] = (int)x;
  }
  return 0;
}
@ JSON has no infinity and no NaN, and |json_real| returns |NULL| for them,
which |json_object_set_new| then drops: a documented key such as
|smoothness_bound| or |margin| would silently vanish when its value is
infinite. In this file |json_real| is replaced by |finite_or_marker|, which
for a value that is not finite returns a marker object; |print_json|
replaces each marker by |null| and adds, next to the key |k| that held it
(or held an array containing it), a key |k_nonfinite| whose value says what
the number was: \.{"inf"}, \.{"-inf"} or \.{"nan"} for a single number,
\.{"entries"} for an array with such entries (they are |null|). So the keys
of every output are the same whatever the values.
@^JSON output@>
@<Cli: subroutines@>=
#define MARKER "\001nonfinite"
static json_t *finite_or_marker(double x)
{
  json_t *m;
  if (isfinite(x)) return (json_real)(x);
  m = json_object();
  json_object_set_new(m, MARKER, json_string(isnan(x) ? "nan" : x > 0 ? "inf" : "-inf"));
  return m;
}
#define json_real(x) finite_or_marker(x)
static const char *marker_kind(json_t *v)
{
  json_t *k = json_is_object(v) ? json_object_get(v, MARKER) : NULL;
  return k ? json_string_value(k) : NULL;
}
static int resolve_markers(json_t *v) /* returns 1 if |v| held a marker below it */
{
  int found = 0;
  if (json_is_array(v)) {
    for (size_t j = 0; j < json_array_size(v); j++)
      if (marker_kind(json_array_get(v, j))) { json_array_set_new(v, j, json_null()); found = 1; }
      else found |= resolve_markers(json_array_get(v, j));
  } else if (json_is_object(v)) {
    const char *key;
    json_t *val, *flags = json_object();
    void *tmp;
    json_object_foreach_safe(v, tmp, key, val) {
      const char *kind = marker_kind(val);
      char fk[256];
      snprintf(fk, sizeof fk, "%s_nonfinite", key);
      if (kind) { json_object_set_new(flags, fk, json_string(kind)); json_object_set_new(v, key, json_null()); }
      else if (resolve_markers(val)) json_object_set_new(flags, fk, json_string("entries"));
    }
    json_object_update(v, flags);
    json_decref(flags);
  }
  return found;
}

@ @<Cli: subroutines@>=
static json_t *jreals(const double *x, int n)
{
  json_t *a = json_array();
  for (int j = 0; j < n; j++) json_array_append_new(a, json_real(x[j]));
  return a;
}
static json_t *jints(const int *x, int n)
{
  json_t *a = json_array();
  for (int j = 0; j < n; j++) json_array_append_new(a, json_integer(x[j]));
  return a;
}
static void print_json(json_t *o)
{
  resolve_markers(o);
  json_dumpf(o, stdout, JSON_INDENT(2) | JSON_REAL_PRECISION(17));
  putchar('\n');
  json_decref(o);
}
static void print_vec(const char *label, const double *x, int n)
{
  printf("%s(", label);
  for (int j = 0; j < n; j++) printf("%s%.10g", j ? ", " : "", x[j]);
  printf(")");
}

@*1 \.{analyze}.
\.{analyze} answers in two stages. First, at once and in polynomial time:
the shape, the scores, the optimal tokens and their ties, the GMM with its
KKT certificate (or the Farkas certificate that the optimal tokens are not
separable), and whether the GMM is locally optimal; this part is printed and
flushed before any search begins. Then the search for LMM directions, which
is {\it anytime\/}: the exact enumeration (with pruning) runs for half of
the time budget (a tenth when the space has more than $10^{12}$
selections); if it exhausts the space the list is {\it complete\/}; if
not, normalised gradient descent from many starts runs for the rest of the
budget, and every candidate it finds is certified before it is listed (see
the sections on finding LMM directions where gradient descent goes and on
the search of \.{analyze}). Each
LMM is printed as soon as it is certified, with the method that found it.
The last line says whether the list is complete (the space was exhausted;
how many selections were separable, not locally optimal, tied) or partial
(how many nodes of a space of how many selections were visited, and why the
search stopped).
@^anytime search@>

Options: \.{--time-limit s} (default $5$ seconds), \.{--max-nodes N}
(nodes of the enumeration, default $2\cdot10^6$), \.{--starts N} (random
NGD starts, default $64$, over radii $1$ to $100$ times the GMM's norm) or
\.{--starts FILE} (points to run NGD from as well), \.{--complete} (a partial list is then an error,
exit code~8), \.{--json}. A partial answer exits $0$ unless \.{--complete}
is given; an interrupted one (SIGINT) prints what it has and exits $130$.
With \.{--json} one object is printed at the end, with keys |n|, |d|,
|opt| (per input, the optimal token or |null| on a tie), |gmm| (|feasible|,
|tokens|, and when feasible |p|, |margin|, |support|, |locally_optimal|,
|kkt_worst|; when infeasible |infeasible_radius|, which is infinite (|null| with
|infeasible_radius_nonfinite|) since infeasibility is always proved; |decided|,
\.{"exact"} when the floating answer was not a proof and exact arithmetic
decided; when no input has two
tokens |unconstrained|), |lmm| (a list of |tokens|, |p|, |margin|,
|support|, |global|, |found_by|), |complete|, |stopped|, |space_log10|,
|nodes|, |qps|, |pruned|, |exact_decided| (nodes decided in exact
arithmetic because their floating answer was not a proof), |separable|, |separable_not_local|, |ties|,
|search| (|runs|, |candidates|, |confirmed|, |rejected|, |tied|,
|unsettled|, |steps|, |stopped|, |rho|, |radii| with each radius's
|radius|, |multiple|, |runs| and |at_lmm|, |given| and |near_gmm| with
|runs| and |at_lmm|, |seconds|) and |seconds|. Each entry of |lmm| also
has |reached|, the NGD runs that ended at it. |stopped| names what ended
the whole search: \.{"space exhausted"} when the list is complete, else
the NGD search's \.{"start budget"}, \.{"time limit"} or
\.{"interrupted"}; |enumeration_stopped| is the enumeration's own reason.
@.--time-limit must be positive@>
@.every input has one token@>
@<Cli: subroutines@>=
static json_t *lmm_json(const mm_lmm *l)
{
  json_t *o = json_object(), *sup = json_array();
  for (int i = 0; i < l->n; i++)
    json_array_append_new(sup, jints(l->support + l->support_off[i], l->support_off[i + 1] - l->support_off[i]));
  json_object_set_new(o, "tokens", jints(l->alpha, l->n));
  json_object_set_new(o, "p", jreals(l->p, l->d));
  json_object_set_new(o, "margin", json_real(l->margin));
  json_object_set_new(o, "support", sup);
  json_object_set_new(o, "global", json_boolean(l->global));
  return o;
}

@ Interruption. Commands that search or train install a handler for SIGINT
that only sets a flag; the loops check it between steps, stop, and the
command prints what it has. The handler stays installed: the loops look at
the flag between nodes of the enumeration, between NGD runs and between
chunks of at most $200$ training steps, so a stop takes at most about one
NGD run; a trajectory being written is then committed, and no temporary
file is left behind.
@<Cli: subroutines@>=
static volatile sig_atomic_t interrupted = 0;
static void on_sigint(int sig) { (void)sig; interrupted = 1; }
static void catch_sigint(void)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
}
static double wall(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

@ Long work shows one progress line on standard error when it is a
terminal, rewritten at most five times a second and erased at the end;
output that goes to a file or a pipe is never interleaved with it. The
search's line gives the phase, the nodes visited and their rate, the LMMs
found so far and the time spent.
@<Cli: subroutines@>=
typedef struct { const char *phase; double t0; int text; const mm_instance *in; const int *opt; } search_ctx;
static void search_progress(const mm_lmm_set *set, double elapsed, void *ctx)
{
  search_ctx *c = ctx;
  (void)elapsed;
  fprintf(stderr, "\rmmattn: analyze: %s: %lld nodes (%.0f/s), %d LMM(s), %.1f s   ", c->phase, set->nodes,
    set->nodes / fmax(wall() - c->t0, 1e-9), set->count, wall() - c->t0);
}
static const char *space_str(double l10)
{
  static char buf[64];
  if (l10 < 15) snprintf(buf, sizeof buf, "%.0f", round(pow(10.0, l10)));
  else snprintf(buf, sizeof buf, "10^%.1f", l10);
  return buf;
}
static void print_selection(const int *alpha, const int *opt, int n)
{
  if (n <= 20 || opt == NULL) {
    printf("tokens (");
    for (int i = 0; i < n; i++) printf("%s%d", i ? "," : "", alpha[i]);
    printf(")");
    return;
  }
  {
    int diff = 0;
    for (int i = 0; i < n; i++) diff += alpha[i] != opt[i];
    if (diff == 0) { printf("tokens = the optimal tokens"); return; }
    printf("tokens = the optimal tokens except");
    for (int i = 0, shown = 0; i < n; i++) if (alpha[i] != opt[i]) {
      if (shown++ == 12) { printf(" ... (%d inputs differ)", diff); break; }
      printf(" %d:%d", i, alpha[i]);
    }
  }
}
static void search_found(const mm_lmm_set *set, int k, void *ctx)
{
  search_ctx *c = ctx;
  const mm_lmm *l = &set->lmm[k];
  if (!c->text) return;
  if (isatty(2)) fprintf(stderr, "\r%78s\r", "");
  printf("  LMM %d: ", k + 1);
  print_selection(l->alpha, c->opt, l->n);
  printf("%s, margin %.6g, found by %s\n    ", l->global ? " [GMM]" : "", l->margin, mm_found_by_name(set->found_by[k]));
  print_vec("p = ", l->p, l->d);
  putchar('\n');
  fflush(stdout);
}

@ The file of \.{--starts} is read once the instance (and so $d$) is known.
@<Cli: subroutines@>=
static int load_starts(const char *path, const mm_instance *in, mm_search_options *so, double **points)
{
  int count;
  mm_status s = mm_read_points(path, in->d, points, &count);
  if (s != MM_OK) { fprintf(stderr, "mmattn: analyze: --starts: %s\n", mm_error_message()); return (int)s; }
  so->points = *points; so->npoints = count;
  return 0;
}

@ The command. The GMM is solved and classified before the search, so its
answer is printed (and flushed) whatever the search does.
@<Cli: subroutines@>=
static int cmd_analyze(int argc, char **argv)
{
  const char *file = NULL, *starts_arg = NULL, *starts_file = NULL;
  int json = 0, exact = 0, exact_dec = 0, complete = 0, rc, *opt = NULL, ties, unconstrained;
  long max_nodes = 2000000, starts = 64;
  double time_limit = 5.0, t0 = wall();
  mm_instance *in = NULL;
  mm_lmm_set set;
  mm_search_stats ss;
  mm_search_options so = mm_search_defaults();
  double *points = NULL;
  mm_status st = MM_OK;
  mm_selection gsel;
  mm_svm gs;
  mm_enum_options eo = mm_enum_defaults();
  search_ctx sc;
  opt_spec spec[] = {
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {"--time-limit", OPT_DOUBLE, &time_limit, "seconds for the LMM search (default 5)"},
    {"--max-nodes", OPT_LONG, &max_nodes, "node limit of the exact enumeration (default 2000000)"},
    {"--starts", OPT_STRING, &starts_arg, "N: random starts of the NGD search (default 64); FILE or @@FILE: also run NGD from these points (.npy or text rows of d numbers)"},
    {"--complete", OPT_FLAG, &complete, "fail with exit code 8 unless the LMM list is complete"},
    {"--exact", OPT_FLAG, &exact, "also certify the GMM and every LMM in exact rational arithmetic (GMP)"},
    {"--exact-decimal", OPT_FLAG, &exact_dec, "the same, numbers read as the shortest decimals (0.1 = 1/10)"},
    {NULL, 0, NULL, NULL}};
  memset(&set, 0, sizeof set); memset(&ss, 0, sizeof ss);
  memset(&gsel, 0, sizeof gsel); memset(&gs, 0, sizeof gs);
  set.gmm = -1;
  if ((rc = parse_options("analyze", "FILE [--json] [--time-limit s] [--max-nodes N] [--starts N|FILE] [--complete]", argc, argv, spec, &file))) return rc < 0 ? 0 : rc;
  if (max_nodes < 1) { fprintf(stderr, "mmattn: analyze: --max-nodes must be positive\n"); return EXIT_USAGE; }
  if (!(time_limit > 0) || time_limit > 1e7) { fprintf(stderr, "mmattn: analyze: --time-limit must be positive (seconds, at most 1e7)\n"); return EXIT_USAGE; }
  @<Tell a count of starts from a file of starts@>@;
  if (starts < 0 || starts > 1000000) { fprintf(stderr, "mmattn: analyze: --starts must be in 0..1000000\n"); return EXIT_USAGE; }
  if ((rc = load("analyze", file, &in))) return rc;
  if (starts_file && (rc = load_starts(starts_file, in, &so, &points))) { mm_instance_free(in); return rc; }
  catch_sigint();
  opt = malloc(sizeof(int) * (size_t)in->n);
  if (opt == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "analyze: out of memory")); goto done; }
  ties = mm_tokens_opt(in, opt);
  unconstrained = in->off[in->n] == in->n;
  gsel.kind = MM_SEL_INFEASIBLE;
  if (ties == 0 && !unconstrained) @<Solve and classify the GMM selection@>@;
  if (!json) { @<Print the polynomial-time answers as text@>@; fflush(stdout); }
  if (!unconstrained) @<Search for LMM directions within the budget@>@;
  if (isatty(2)) fprintf(stderr, "\r%78s\r", "");
  if (json) @<Print the analysis as JSON@>@;
  else @<Print the end of the search as text@>@;
  if ((exact || exact_dec) && !json && (rc = (int)mm_exact_cli_analyze(in, &gs, &set, exact_dec, NULL)) != 0) { fail_with((mm_status)rc); goto done; }
  rc = interrupted ? 130 : complete && !set.complete && !unconstrained ? (int)MM_ELIMIT : 0;
done:
  mm_lmm_set_free(&set); mm_selection_free(&gsel); mm_svm_free(&gs);
  free(opt); free(points); mm_instance_free(in);
  return rc;
}

@ \.{--starts} takes a count or a file. A value of digits only is the
number of random starts; \.{@@FILE} or any other value names a file of
points to start from as well (|mm_read_points|: a \.{.npy} array of shape
$(k,d)$ or $(d)$, or text rows of $d$ numbers), so a file whose name is
all digits is given as \.{@@FILE}. The given starts run first and their
LMMs are labelled ``found by NGD from a given start''.
@.--starts must be in 0..1000000@>
@<Tell a count of starts from a file of starts@>=
if (starts_arg) {
  double x;
  if (starts_arg[0] == '@@') starts_file = starts_arg + 1;
  else if (starts_arg[0] && strspn(starts_arg, "0123456789+-") == strlen(starts_arg)) {
    if (mm_io_parse_double(starts_arg, &x) != MM_NUM_OK || x < 0 || x > 1e6) starts = -1;
    else starts = (long)x;
  } else starts_file = starts_arg;
}

@ A floating Farkas vector proves only that no separator is shorter than
its radius, so the GMM's separability is decided in exact arithmetic
whenever the floating answer is not a proof (|mm_exact_settle|); the
GMM's local optimality and support tokens then come from the exact
answer too, and the output says that they were decided exactly.

{\it What a printed certificate claims.} The verdict ``separable'' rests on
a proof: either every row of the instance holds at the floating $p$ with
its rounding counted (|feasible_proved|, the svm chapter's bound), or the
exact path decided it. The KKT residuals printed beside a floating answer
are measured relative residuals, computed in floating point with no bound
on their own rounding; they say how well the floating $p$ solves ATT-SVM,
and the text says ``measured'', never ``verified''. Only an exact answer
prints ``verified'', and only for what exact arithmetic checked.
@^certificate, what it claims@>
@<Solve and classify the GMM selection@>=
{
  st = mm_svm_att(in, opt, NULL, &gs);
  if (mm_exact_needed(&gs)) st = mm_exact_settle(in, opt, NULL, &gs, &gsel);
  else if (st == MM_OK) st = mm_tokens_classify_solved(in, opt, &gs, &gsel);
  else if (st == MM_EINFEASIBLE) st = MM_OK;
  if (st != MM_OK) { rc = fail_with(st); goto done; }
}

@ The search is the library's |mm_tokens_analyze_search| (the enumeration
for a share of the budget, then the NGD search from the random starts, the
given ones and the GMM's neighbourhood; see the token chapter). A failure
of the search after some LMMs were printed still exits with the failure's
code, after saying what was found.
@<Search for LMM directions within the budget@>=
{
  sc.t0 = t0; sc.text = !json; sc.in = in; sc.opt = ties == 0 ? opt : NULL; sc.phase = "search";
  eo.max_nodes = max_nodes; eo.stop = &interrupted;
  eo.on_lmm = search_found; eo.ctx = &sc;
  if (isatty(2)) eo.progress = search_progress;
  so.starts = (int)starts;
  if (!json) { printf("LMM search (time limit %g s):\n", time_limit); fflush(stdout); }
  st = mm_tokens_analyze_search(in, gsel.kind == MM_SEL_LMM ? &gsel.lmm : NULL, time_limit, &so, &eo, &set, &ss);
  if (st != MM_OK) { rc = fail_with(st); goto done; }
}

@ @<Print the polynomial-time answers as text@>=
printf("%s: n = %d inputs, d = %d, %d tokens in all, loss %s\n", file, in->n, in->d, in->off[in->n], mm_loss_name(in->loss));
if (in->n <= 20) for (int i = 0; i < in->n; i++) {
  printf("input %d: optimal token ", i);
  if (opt[i] >= 0) printf("%d", opt[i]); else printf("not unique (tie on the top score)");
  printf("; scores");
  for (int t = 0; t < in->T[i]; t++) printf(" %.6g", in->gamma[in->off[i] + t]);
  putchar('\n');
} else if (in->n <= 200) {
  printf("optimal tokens:");
  for (int i = 0; i < in->n; i++) if (opt[i] >= 0) printf(" %d", opt[i]); else printf(" tie");
  printf("\n(scores of %d inputs not shown; mmattn info FILE --json lists them)\n", in->n);
} else printf("optimal tokens and scores of %d inputs not shown (--json lists the tokens, mmattn info FILE --json the scores)\n", in->n);
if (ties) printf("%d input(s) have a tie on the top score\n", ties);
if (unconstrained)
  printf("every input has one token: there is no constraint and every direction p is optimal (no GMM or LMM direction to find)\n");
else if (ties) printf("GMM: undefined, the optimal token is not unique\n");
else if (gs.status != MM_OK && gs.decided_exactly)
  printf("GMM: the optimal tokens are not separable: no p at all separates them (decided in exact arithmetic, an exact Farkas vector)\n");
else if (gs.status != MM_OK)
  printf("GMM: the optimal tokens are not separable: no p at all separates them (a floating Farkas vector with A^T y = 0 exactly)\n");
else {
  print_vec("GMM: p = ", gsel.lmm.p, in->d);
  printf("\n  margin %.10g, %s", gsel.lmm.margin, mm_sel_kind_name(gsel.kind));
  if (gsel.kind != MM_SEL_LMM && gsel.where_i >= 0) printf(" (input %d, support token %d)", gsel.where_i, gsel.where_t);
  if (gs.decided_exactly) printf("; KKT conditions verified in exact arithmetic, %d support tokens (%.3f s)\n", gsel.lmm.support_off[in->n], wall() - t0);
  else printf("; separable (proved with rounding counted), KKT relative residual %.2e (measured, not a bound), %d support tokens (%.3f s)\n",
    gs.kkt.worst, gsel.lmm.support_off[in->n], wall() - t0);
  if (gs.decided_exactly)
    printf("  decided in exact arithmetic: separable, %s, support tokens exact (the floating solver's Farkas vector was not a proof)\n", mm_sel_kind_name(gsel.kind));
}

@ @<Print the end of the search as text@>=
{
if (unconstrained) ;
else if (set.complete)
  printf("complete: %d LMM direction(s); the space of %s selections was exhausted: %lld separable, %lld not locally optimal, %lld tied; %lld nodes, %lld QPs, %lld pruned (%.2f s)\n",
    set.count, space_str(set.log10_space), set.separable, set.not_local, set.ties, set.nodes, set.qps, set.pruned, wall() - t0);
else {
  printf("partial%s: %d LMM direction(s) found; the enumeration visited %lld nodes (%lld pruned) of a space of %s selections and stopped (%s)",
    interrupted ? " (interrupted)" : "", set.count, set.nodes, set.pruned, space_str(set.log10_space), mm_enum_stop_name(set.stopped));
  printf("\n");
  @<Print how the NGD search covered the space@>@;
  printf("the list may be incomplete (the NGD search is not exhaustive)%s\n", complete ? " (--complete was asked for: exit code 8)" : "");
}
if (set.exact_decided > 0)
  printf("%lld node(s) of the enumeration were decided in exact arithmetic (a floating Farkas vector proves only a radius)\n", set.exact_decided);
}

@ The NGD search's account: what ended it, its runs and their end
selections, then per radius of the grid (as a multiple of $\rho$, the GMM's
norm when it exists) the runs and how many of them ended at a certified
LMM, the same for the given starts and those near the GMM, and how many runs
reached each LMM.
@<Print how the NGD search covered the space@>=
printf("NGD search: ended by the %s; %ld run(s) (%ld unsettled after %ld steps), %ld candidate selection(s): %ld certified LMM(s), %ld not LMMs, %ld tied (undecided, not listed); %ld steps (%.2f s)\n",
  mm_search_stop_name(ss.stop), ss.runs, ss.unsettled, mm_search_defaults().steps, ss.candidates, ss.confirmed, ss.rejected, ss.tied, ss.steps, ss.seconds);
if (ss.runs > 0) {
  printf("  starts by radius (x %s = %.4g): ", gsel.kind == MM_SEL_LMM ? "the GMM's norm" : "1/max |k|", ss.rho);
  for (int j = 0; j < ss.nradii; j++)
    printf("%s%.3g: %ld run(s), %ld at an LMM", j ? "; " : "", ss.radius[j] / ss.rho, ss.runs_at[j], ss.lmm_at[j]);
  if (ss.given_runs) printf("; given: %ld, %ld at an LMM", ss.given_runs, ss.given_lmm);
  if (ss.gmm_runs) printf("; near the GMM: %ld, %ld at an LMM", ss.gmm_runs, ss.gmm_lmm);
  printf("\n  runs that reached each LMM:");
  for (int k = 0; k < set.count; k++) printf("%s LMM %d: %ld", k ? "," : "", k + 1, set.reached ? set.reached[k] : 0L);
  printf(set.count ? "\n" : " none\n");
}

@ @<Print the analysis as JSON@>=
{
  json_t *o = json_object(), *jo = json_array(), *g = json_object(), *l = json_array(), *sj = json_object();
  for (int i = 0; i < in->n; i++) json_array_append_new(jo, opt[i] >= 0 ? json_integer(opt[i]) : json_null());
  json_object_set_new(o, "n", json_integer(in->n));
  json_object_set_new(o, "d", json_integer(in->d));
  json_object_set_new(o, "opt", jo);
  json_object_set_new(g, "feasible", json_boolean(unconstrained || (ties == 0 && gs.status == MM_OK)));
  if (unconstrained) json_object_set_new(g, "unconstrained", json_true());
  if (ties == 0) json_object_set_new(g, "tokens", jints(opt, in->n));
  else json_object_set_new(g, "reason", json_string("the optimal token is not unique in some input"));
  if (ties == 0 && !unconstrained && gs.status == MM_OK) {
    json_t *lj = lmm_json(&gsel.lmm);
    json_object_update(g, lj); json_decref(lj);
    json_object_del(g, "global");
    json_object_set_new(g, "locally_optimal", json_boolean(gsel.kind == MM_SEL_LMM));
    json_object_set_new(g, "kkt_worst", json_real(gs.kkt.worst));
  } else if (ties == 0 && !unconstrained) json_object_set_new(g, "infeasible_radius", json_real(gs.fcert.radius));
  if (ties == 0 && !unconstrained) json_object_set_new(g, "decided", json_string(gs.decided_exactly ? "exact" : "floating"));
  for (int k = 0; k < set.count; k++) {
    json_t *e = lmm_json(&set.lmm[k]);
    json_object_set_new(e, "found_by", json_string(mm_found_by_name(set.found_by[k])));
    json_object_set_new(e, "reached", json_integer(set.reached ? set.reached[k] : 0));
    json_array_append_new(l, e);
  }
  json_object_set_new(o, "gmm", g);
  json_object_set_new(o, "lmm", l);
  json_object_set_new(o, "complete", json_boolean(unconstrained || set.complete));
  json_object_set_new(o, "stopped", json_string(unconstrained ? "unconstrained" : interrupted ? "interrupted"
    : set.complete ? mm_enum_stop_name(set.stopped) : mm_search_stop_name(ss.stop)));
  json_object_set_new(o, "enumeration_stopped", json_string(unconstrained ? "unconstrained" : mm_enum_stop_name(set.stopped)));
  json_object_set_new(o, "space_log10", json_real(set.log10_space));
  json_object_set_new(o, "separable_not_local", json_integer(set.not_local));
  json_object_set_new(o, "ties", json_integer(set.ties));
  json_object_set_new(o, "separable", json_integer(set.separable));
  json_object_set_new(o, "nodes", json_integer(set.nodes));
  json_object_set_new(o, "qps", json_integer(set.qps));
  json_object_set_new(o, "pruned", json_integer(set.pruned));
  json_object_set_new(o, "exact_decided", json_integer(set.exact_decided));
  json_object_set_new(sj, "runs", json_integer(ss.runs));
  json_object_set_new(sj, "candidates", json_integer(ss.candidates));
  json_object_set_new(sj, "confirmed", json_integer(ss.confirmed));
  json_object_set_new(sj, "rejected", json_integer(ss.rejected));
  @<Add the NGD search's coverage to |sj|@>@;
  json_object_set_new(o, "search", sj);
  json_object_set_new(o, "seconds", json_real(wall() - t0));
  if ((exact || exact_dec) && (rc = (int)mm_exact_cli_analyze(in, &gs, &set, exact_dec, o)) != 0) { json_decref(o); fail_with((mm_status)rc); goto done; }
  print_json(o);
}

@ @<Add the NGD search's coverage to |sj|@>=
{
  json_t *ra = json_array();
  json_object_set_new(sj, "stopped", json_string(set.complete ? "not run" : mm_search_stop_name(ss.stop)));
  json_object_set_new(sj, "tied", json_integer(ss.tied));
  json_object_set_new(sj, "unsettled", json_integer(ss.unsettled));
  json_object_set_new(sj, "steps", json_integer(ss.steps));
  json_object_set_new(sj, "rho", json_real(ss.rho));
  for (int j = 0; j < ss.nradii; j++) {
    json_t *e = json_object();
    json_object_set_new(e, "radius", json_real(ss.radius[j]));
    json_object_set_new(e, "multiple", json_real(ss.radius[j] / ss.rho));
    json_object_set_new(e, "runs", json_integer(ss.runs_at[j]));
    json_object_set_new(e, "at_lmm", json_integer(ss.lmm_at[j]));
    json_array_append_new(ra, e);
  }
  json_object_set_new(sj, "radii", ra);
  json_object_set_new(sj, "given", json_pack("{s:I,s:I}", "runs", (json_int_t)ss.given_runs, "at_lmm", (json_int_t)ss.given_lmm));
  json_object_set_new(sj, "near_gmm", json_pack("{s:I,s:I}", "runs", (json_int_t)ss.gmm_runs, "at_lmm", (json_int_t)ss.gmm_lmm));
  json_object_set_new(sj, "seconds", json_real(ss.seconds));
}

@ The floating Farkas vector in JSON: one object per nonzero entry.
@<Cli: subroutines@>=
static json_t *jfarkas(const mm_svm *s)
{
  json_t *a = json_array();
  for (int r = 0; r < s->qp->m; r++) if (s->farkas[r] != 0.0) {
    json_t *e = json_object();
    json_object_set_new(e, "input", json_integer(s->qp->input[r]));
    json_object_set_new(e, "token", json_integer(s->qp->token[r]));
    json_object_set_new(e, "y", json_real(s->farkas[r]));
    json_array_append_new(a, e);
  }
  return a;
}

@*1 \.{svm}.
Options: \.{--tokens a,b,...} (required) selects one token per input;
\.{--relaxed i,j,...} lists inputs whose margin is $0$ instead of $1$ (the
relaxed ATT-SVM of Theorem~6); \.{--json} prints |p|, |margin|, |support|,
|kkt| (the four relative residuals), |active_kappa| (the condition number
of the active rows, |null| when they are dependent: a right answer is
within about $2\kappa$ times the solver's backward error of the exact
one, see the solver's chapter), |kind|, |locally_optimal|, |global| and
|where| (the selection's classification, without \.{--relaxed}), |decided| (\.{"floating"}: the rows hold
at |p| with their rounding counted, the proof of the verdict; the |kkt|
residuals are measured, not bounds) or, when infeasible,
|infeasible_radius|. An infeasible selection exits with code~3. The text
output says the same: the separable verdict is proved, the residuals are
measured (the rule stated where \.{analyze} prints the GMM).
A single entry selects that token in every input (\.{--tokens 0}: token $0$ of
each input), since a list of $10^5$ entries does not fit in one
command-line argument (Linux allows $128$\,KiB).
@.--tokens is required@>
@<Cli: subroutines@>=
static int cmd_svm(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, exact = 0, exact_dec = 0, rc, *alpha = NULL, *relaxed = NULL;
  num_list tok = {NULL, 0}, rel = {NULL, 0};
  mm_instance *in = NULL;
  mm_svm s;
  mm_status st;
  opt_spec spec[] = {
    {"--tokens", OPT_LIST, &tok, "selected token of each input, e.g. 0,2,1, or one token for every input (required)"},
    {"--relaxed", OPT_LIST, &rel, "inputs with margin 0 instead of 1, e.g. 2"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {"--exact", OPT_FLAG, &exact, "also certify in exact rational arithmetic (GMP), numbers as the doubles stored"},
    {"--exact-decimal", OPT_FLAG, &exact_dec, "the same, numbers read as the shortest decimals (0.1 = 1/10)"},
    {NULL, 0, NULL, NULL}};
  memset(&s, 0, sizeof s);
  @<Send \.{svm --nuclear} and \.{svm --frobenius} to the nuclear-norm chapter's command@>@;
  if ((rc = parse_options("svm", "FILE --tokens a,b,... [--relaxed i,...] [--json] [--nuclear | --frobenius]", argc, argv, spec, &file))) goto out;
  if (tok.n == 0) { fprintf(stderr, "mmattn: svm: --tokens is required\n"); rc = EXIT_USAGE; goto out; }
  if ((rc = load("svm", file, &in))) goto out;
  alpha = malloc(sizeof(int) * (size_t)in->n); relaxed = calloc((size_t)in->n, sizeof(int));
  if ((rc = list_to_tokens("svm", &tok, in, alpha))) goto out;
  for (int j = 0; j < rel.n; j++) {
    if (rel.x[j] != floor(rel.x[j]) || rel.x[j] < 0 || rel.x[j] >= in->n) {
      fprintf(stderr, "mmattn: svm: --relaxed names input %g, the instance has inputs 0..%d\n", rel.x[j], in->n - 1);
      rc = EXIT_USAGE; goto out;
    }
    relaxed[(int)rel.x[j]] = 1;
  }
  st = mm_svm_att(in, alpha, relaxed, &s);
  if (st != MM_OK && st != MM_EINFEASIBLE && !mm_exact_needed(&s)) { rc = fail_with(st); goto out; }
  if (mm_exact_needed(&s)) { @<Decide the selection in exact arithmetic and print it@>@; }
  else { @<Print the ATT-SVM result@>@; }
  rc = st == MM_OK ? 0 : (int)MM_EINFEASIBLE;
out:
  mm_svm_free(&s); free(alpha); free(relaxed); free(tok.x); free(rel.x); mm_instance_free(in);
  return rc < 0 ? 0 : rc;
}

@ With query tokens the ATT-SVM has two norms (the nuclear-norm chapter):
\.{svm --nuclear} and \.{svm --frobenius} run |mm_nuclear_cli| on the
same arguments, less \.{--nuclear} (\.{--frobenius} is its own option),
so that both problems are reached from \.{svm} with the same outputs and
exit codes as \.{mmattn nuclear}.
@<Send \.{svm --nuclear} and \.{svm --frobenius}...@>=
for (int a = 1; a < argc; a++)
  if (!strcmp(argv[a], "--nuclear") || !strcmp(argv[a], "--frobenius")) {
    char **v = malloc(sizeof(char *) * (size_t)argc);
    int c = 0;
    if (v == NULL) { fprintf(stderr, "mmattn: svm: out of memory\n"); return (int)MM_ENOMEM; }
    for (int b = 0; b < argc; b++) if (strcmp(argv[b], "--nuclear")) v[c++] = argv[b];
    rc = mm_nuclear_cli(c, v);
    free(v);
    return rc;
  }

@ A floating Farkas vector proves only a radius (the oracle chapter's
bound), so an infeasible floating answer, unless its $A^Ty=0$ is exact,
and a failed certificate are decided in exact arithmetic
(|mm_exact_cli_decide|), and the output says so. The JSON keeps the
floating vector (|farkas|, its nonzero entries with their input and
token) and the radius it proves (|float_radius|).
@<Decide the selection in exact arithmetic and print it@>=
json_t *o = json ? json_object() : NULL;
if (o) {
  json_object_set_new(o, "tokens", jints(alpha, in->n));
  if (s.farkas) json_object_set_new(o, "farkas", jfarkas(&s));
  if (s.status == MM_EINFEASIBLE) json_object_set_new(o, "float_radius", json_real(s.fcert.radius));
}
st = mm_exact_cli_decide(in, alpha, relaxed, &s, o);
if (st != MM_OK && st != MM_EINFEASIBLE) { json_decref(o); rc = fail_with(st); goto out; }
if (o) { json_object_set_new(o, "exact_reading", json_string("binary")); print_json(o); }
else if ((exact || exact_dec) && (rc = (int)mm_exact_cli_svm(in, alpha, relaxed, NULL, exact_dec, NULL)) != 0) { fail_with((mm_status)rc); goto out; }

@ @<Print the ATT-SVM result@>=
if (json) {
  json_t *o = json_object();
  json_object_set_new(o, "feasible", json_boolean(st == MM_OK));
  json_object_set_new(o, "tokens", jints(alpha, in->n));
  if (st == MM_OK) {
    json_t *k = json_object(), *sup = json_array();
    mm_selection sel;
    if ((st = mm_tokens_classify_solved(in, alpha, &s, &sel)) != MM_OK) { json_decref(o); json_decref(k); json_decref(sup); rc = fail_with(st); goto out; }
    for (int i = 0; i < in->n; i++)
      json_array_append_new(sup, jints(sel.lmm.support + sel.lmm.support_off[i], sel.lmm.support_off[i + 1] - sel.lmm.support_off[i]));
    if (rel.n == 0) @<Put the selection's classification into |o|@>@;
    mm_selection_free(&sel);
    json_object_set_new(o, "p", jreals(s.z, in->d));
    json_object_set_new(o, "margin", json_real(1.0 / mm_norm(s.z, in->d)));
    json_object_set_new(o, "support", sup);
    json_object_set_new(k, "primal", json_real(s.kkt.primal));
    json_object_set_new(k, "dual", json_real(s.kkt.dual));
    json_object_set_new(k, "stationarity", json_real(s.kkt.stationarity));
    json_object_set_new(k, "complementarity", json_real(s.kkt.complementarity));
    json_object_set_new(o, "kkt", k);
    {
      double kappa = mm_svm_active_kappa(&s);
      json_object_set_new(o, "active_kappa", isfinite(kappa) ? json_real(kappa) : json_null());
    }
    json_object_set_new(o, "iterations", json_integer(s.iterations));
    json_object_set_new(o, "decided", json_string("floating"));
  } else {
    json_object_set_new(o, "infeasible_radius", json_real(s.fcert.radius));
    json_object_set_new(o, "farkas", jfarkas(&s));
    json_object_set_new(o, "decided", json_string("floating"));
  }
  if ((exact || exact_dec) && (rc = (int)mm_exact_cli_svm(in, alpha, relaxed, &s, exact_dec, o)) != 0) { json_decref(o); fail_with((mm_status)rc); goto out; }
  print_json(o);
} else if (st == MM_OK) {
  print_vec("p = ", s.z, in->d);
  printf("\nmargin 1/|p| = %.10g; %d active constraints, %d iterations\n", 1.0 / mm_norm(s.z, in->d), s.nactive, s.iterations);
  printf("separable: every row holds at p with its rounding counted (a proof)\n");
  printf("KKT relative residuals (measured in floating point, not bounds): primal %.2e, dual %.2e, stationarity %.2e, complementarity %.2e\n",
    s.kkt.primal, s.kkt.dual, s.kkt.stationarity, s.kkt.complementarity);
  printf("condition number of the active rows: %.3g\n", mm_svm_active_kappa(&s));
  if (rel.n == 0) @<Print the selection's classification@>@;
} else printf("infeasible: no p at all separates this selection (a floating Farkas vector y >= 0 with A^T y = 0 exactly, no rounding, and b^T y > 0)\n");
if ((exact || exact_dec) && !json && (rc = (int)mm_exact_cli_svm(in, alpha, relaxed, &s, exact_dec, NULL)) != 0) { fail_with((mm_status)rc); goto out; }

@ The classification of a separable selection (without \.{--relaxed},
whose margins are not the ATT-SVM's): locally optimal, not locally
optimal or tied on a support token, with the input and token that decided
it (|mm_tokens_classify_solved|, the rule \.{analyze} and \.{train} use),
and whether it is the GMM. It costs the support's rounding radius and a
pass over the support rows, a fraction of the solve, so \.{svm} reports
it without \.{--exact}; a support in doubt is settled in exact arithmetic
by the classification itself.
@<Put the selection's classification into |o|@>=
{
  json_object_set_new(o, "kind", json_string(mm_sel_kind_name(sel.kind)));
  json_object_set_new(o, "locally_optimal", json_boolean(sel.kind == MM_SEL_LMM));
  json_object_set_new(o, "global", json_boolean(sel.lmm.global));
  if (sel.where_i >= 0) {
    json_t *w = json_object();
    json_object_set_new(w, "input", json_integer(sel.where_i));
    json_object_set_new(w, "token", json_integer(sel.where_t));
    json_object_set_new(o, "where", w);
  }
}

@ @<Print the selection's classification@>=
{
  mm_selection sel;
  if ((st = mm_tokens_classify_solved(in, alpha, &s, &sel)) != MM_OK) { rc = fail_with(st); goto out; }
  printf("classification: %s%s", mm_sel_kind_name(sel.kind), sel.kind == MM_SEL_LMM ? (sel.lmm.global ? " (an LMM direction: the GMM)" : " (an LMM direction)") : "");
  if (sel.kind != MM_SEL_LMM && sel.where_i >= 0) printf(" (input %d, support token %d)", sel.where_i, sel.where_t);
  putchar('\n');
  mm_selection_free(&sel);
}

@*1 \.{train}.
\.{train} runs gradient descent and then says where it went, without any
enumeration: from the final iterate it reads the selection $\alpha$ (the
dominant token $\mathop{\rm argmax}_tk_{it}^Tp$ of each input), solves
ATT-SVM$(\alpha)$ with its certificate, classifies $\alpha$ (an LMM, not
locally optimal, tied, or not separable, with the input and token that
decided it), and reports $\cos(p,p^\mm(\alpha))$ and $\cos(p,p^{\mm\star})$.
This costs two QPs whatever the size of the selection space. By Theorem~4
a run that converges in direction converges to an LMM direction, and then
$\alpha$ is its selection and the first cosine tends to $1$.
@^Theorem 4@>

Options: \.{--train p} (default), \.{W} or \.{vp}: what is trained.
\.{p}: the query, by \.{--method ngd} or \.{gd}. \.{W}: the key-query
matrix with $p$ fixed (\.{--init} gives $p$ and is required); the run is
analysed through $q=Wp$, on the instance with the tokens as keys (the
lemma of the $W$-training section). \.{vp}: the head and the query jointly
(Theorems 5 and 6), from the instance's $v$; the limit is analysed with the
final head. \.{--eta x} (default $0.1$ for NGD, $1/L_p$ for GD),
\.{--steps N} (default $1000$), \.{--init x,y,...} the start $p$ (default
$0$), \.{--trajectory F} writes a CSV row at step $0$, every
\.{--every K}-th step (default $1$) and the last step (columns |step|,
|norm|, |risk|, |log_excess|, |log_gnorm|, then $p$ ($q=Wp$ for \.{W}), then
$v$ for \.{vp}); \.{--json} prints |init| (the start: the \.{--init} given, or
$0$), |final_p|, |norm|, |loss|, |loss_name|,
|steps|, |stop|, |eta|, |train|, |interrupted| (and |final_v| or |W|),
|run| (the verdict on divergence below, with |directional_limit| and its
measurements), and
|limit| with |directional|, |tokens|, |feasible|, |decided| (\.{"exact"} when the floating answer was not a proof), |kind|, |lmm|, |global|, |p_mm|, |margin|,
|kkt_worst|, |cos_p_mm|, |cos_gmm| (|null| when there is no GMM),
|where| (the input and token that decided a non-LMM) or |infeasible_radius|.
The loss is the instance's (its \.{loss} key). A GD step above $1/L_p$ is
accepted but warned about, since the descent guarantee no longer holds.
SIGINT stops the run after the current step; what was computed is analysed,
printed and written, and the exit code is $130$.
@.--method must be ngd or gd@>
@.--train must be p, W, vp, w or kq@>
@.W-training needs --init@>

@<Cli: subroutines@>=
typedef struct {
  const mm_instance *in; /* the instance the run is analysed on */
  int *alpha;
  mm_svm s; /* ATT-SVM$(\alpha)$ */
  mm_selection sel;
  int feasible, has_gmm;
  double cos_pmm, cos_gmm;
} limit_report;

@ The selection's verdict follows the rule of \.{analyze}: a floating
answer that is not a proof (a solution whose rows do not provably hold, a
Farkas vector that proves only a radius) is decided in exact arithmetic,
and the report says which path decided (|decided| in the JSON).
@<Cli: subroutines@>=
static mm_status analyse_limit(const mm_instance *in, const double *p, limit_report *L)
{
  int n = in->n, d = in->d, *opt;
  mm_status st;
  memset(L, 0, sizeof *L);
  L->in = in; L->cos_pmm = L->cos_gmm = NAN;
  L->alpha = malloc(sizeof(int) * (size_t)n); opt = malloc(sizeof(int) * (size_t)n);
  if (L->alpha == NULL || opt == NULL) { free(opt); return mm_fail(MM_ENOMEM, "train: out of memory"); }
  @<Find the dominant token of each input under |p|@>@;
  st = mm_svm_att(in, L->alpha, NULL, &L->s);
  L->sel.kind = MM_SEL_INFEASIBLE; L->sel.where_i = L->sel.where_t = -1;
  if (mm_exact_needed(&L->s)) { if ((st = mm_exact_settle(in, L->alpha, NULL, &L->s, &L->sel)) == MM_OK) L->feasible = L->s.status == MM_OK; }
  else if (st == MM_OK) { L->feasible = 1; st = mm_tokens_classify_solved(in, L->alpha, &L->s, &L->sel); }
  else if (st == MM_EINFEASIBLE) st = MM_OK;
  if (st == MM_OK && L->feasible && mm_norm(p, d) > 0) L->cos_pmm = mm_cos(p, L->sel.lmm.p, d); /* else undefined */
  if (st == MM_OK && mm_tokens_opt(in, opt) == 0) {
    mm_svm g;
    mm_status gs = mm_svm_att(in, opt, NULL, &g);
    if (gs == MM_OK) { L->has_gmm = 1; L->cos_gmm = mm_norm(p, d) > 0 ? mm_cos(p, g.z, d) : NAN; }
    else if (gs != MM_EINFEASIBLE) st = gs;
    mm_svm_free(&g);
  }
  free(opt);
  return st;
}
static void limit_report_free(limit_report *L)
{
  free(L->alpha); mm_svm_free(&L->s); mm_selection_free(&L->sel);
}

@ @<Find the dominant token of each input under |p|@>=
for (int i = 0; i < n; i++) {
  const double *K = in->K + (size_t)in->off[i] * d;
  double bl = mm_dot(K, p, d);
  L->alpha[i] = 0;
  for (int t = 1; t < in->T[i]; t++) {
    double l = mm_dot(K + (size_t)t * d, p, d);
    if (l > bl) { bl = l; L->alpha[i] = t; }
  }
}

@ The trajectory is written while the run goes, to a temporary file that is
renamed when the run ends (also when it is interrupted), so that a failure
to write is found at the start and no partial file is ever left.
@<Cli: subroutines@>=
static void traj_row(FILE *f, long k, const double *p, const double *v, int d, double norm, const mm_dyn_value *val)
{
  fprintf(f, "%ld,%.17g,%.17g,%.17g,%.17g", k, norm, val->risk, val->log_excess, val->log_gnorm);
  for (int j = 0; j < d; j++) fprintf(f, ",%.17g", p[j]);
  if (v) for (int j = 0; j < d; j++) fprintf(f, ",%.17g", v[j]);
  fputc('\n', f);
}
static void train_progress(long k, long steps, double norm, double loss, double *last)
{
  double t = wall();
  if (t - *last < 0.2) return;
  *last = t;
  fprintf(stderr, "\rmmattn: train: step %ld of %ld, |p| = %.6g, loss %.6g   ", k, steps, norm, loss);
}

@ Did the run diverge? A run of $N$ steps proves nothing about $k\to\infty$,
but it can say what its last part looks like, and only a run whose norm
grows and whose direction settles has a directional limit to report. The
measurements are taken at three iterates, $p_{N/4}$, $p_{N/2}$ and $p_N$
(the run's chunks end there): the norm growths $G_1=\norm{p_{N/2}}-
\norm{p_{N/4}}$ and $G_2=\norm{p_N}-\norm{p_{N/2}}$, the angles
$\theta_1=\angle(p_{N/4},p_{N/2})$ and $\theta_2=\angle(p_{N/2},p_N)$, and
the length $S_2$ of the path over the last half (exactly $\eta$ a step for
normalised steps on $p$; the sum of the chunks' displacements, a lower
bound of it, otherwise).
@^divergence@>
@^directional limit@>

{\it The norm grew} when $G_2\ge S_2/2$ and $G_2\ge G_1/2>0$. The reason
is in the step: $\norm{p+\Delta}-\norm p=\langle\Delta,p/\norm p\rangle
+O(\norm\Delta^2/\norm p)$, so when the direction converges and the norm
diverges the steps become radial and $G_2/S_2\to1$, while a bounded run
(at a finite minimiser, where normalised steps of fixed length keep
oscillating, or on a cycle) has $G_2$ bounded while $S_2$ grows with $N$,
so $G_2/S_2\to0$; $1/2$ separates the two limits by the same margin on
both sides. The second condition separates divergence from a run that is
still approaching a finite limit: the growth of a diverging norm does not
die out (linear for normalised steps, so $G_2\approx2G_1$; logarithmic for
plain GD, $G_2\approx G_1$), while the approach to a finite limit shrinks
geometrically ($G_2/G_1\to0$).

{\it The direction settled} when $\theta_2\le\max(\theta_1,256\epsilon)$:
over the last half, twice as many steps as the quarter before it, the
direction turned no more, so its rate of turning per step fell by at least
half; a run rotating at a steady rate has $\theta_2\approx2\theta_1$.
$256\epsilon$ is the rung of the ladder above the rounding error of an
angle between two iterates (a few $\epsilon$ for the normalisation and the
difference of the unit vectors). A run whose norm growth does not die out ($G_2\ge G_1/2>0$) but takes
less than half of the path is {\it undecided}: neither test has been
passed, and a longer run is needed. The others are bounded: their
growth dies out or is absent. A bounded run {\it settles} when its
path over the last half is at most half of that over the quarter before
($S_2\le S_1/2$, the same halving argument: its speed per step fell by at
least half) and {\it cycles} otherwise; normalised steps have a fixed
length, so a bounded normalised run always cycles (about a finite
minimiser it oscillates at distance about $\eta$). 
A run stopped by the norm limit diverged; one stopped because a
step no longer changes $p$ (a fixed point of the iteration in floating
point) settles, unless its norm grew by the test above; one of fewer than
$4$ steps, or stopped before $N/2$ for another reason, is too short to
tell.
The rule is the library's |mm_run_classify| (the NGD chapter), which the
Python module calls too.

@ The command. The run goes in chunks that end at every multiple of $K$ (and
at most $200$ steps long), so that rows, progress and the interruption flag
are handled between chunks; normalised and plain GD, $W$-training and joint
training depend only on the current iterate, so a run in chunks takes
exactly the steps of one run.
@<Cli: subroutines@>=
static int cmd_train(int argc, char **argv)
{
  const char *file = NULL, *method = "ngd", *traj = NULL, *what = "p";
  int json = 0, rc, d, tracing = 0, first = 1;
  long steps = 1000, every = 1, k = 0;
  double eta = NAN, *p = NULL, *v = NULL, *W = NULL, *q = NULL, last_progress = 0.0;
  num_list init = {NULL, 0};
  mm_instance *in = NULL, *ein = NULL; /* the instance, and the one the limit is analysed on */
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  mm_atomic_file af;
  limit_report L;
  mm_run_shape R;
  mm_status st = MM_OK;
  opt_spec spec[] = {
    {"--train", OPT_STRING, &what, "p (default), W (p fixed), vp (joint), w or kq (query tokens, see --train kq --help)"},
    {"--method", OPT_STRING, &method, "ngd (normalised, default) or gd"},
    {"--eta", OPT_DOUBLE, &eta, "step size (default 0.1 for ngd, 1/L_p for gd)"},
    {"--steps", OPT_LONG, &steps, "number of steps (default 1000)"},
    {"--init", OPT_LIST, &init, "start p, d numbers (default 0; the fixed p for W)"},
    {"--trajectory", OPT_STRING, &traj, "write every K-th iterate as CSV to this file"},
    {"--every", OPT_LONG, &every, "K: trajectory row every K steps (default 1)"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {NULL, 0, NULL, NULL}};
  memset(&L, 0, sizeof L); memset(&res, 0, sizeof res); memset(&af, 0, sizeof af); memset(&R, 0, sizeof R);
  @<Hand \.{--train w} and \.{--train kq} to their command@>@;
  if ((rc = parse_options("train", "FILE [--train p|W|vp|w|kq] [--method ngd|gd] [--eta x] [--steps N] [--init x,...] [--trajectory F [--every K]] [--json]", argc, argv, spec, &file))) goto out;
  @<Check the training options@>@;
  if ((rc = load("train", file, &in))) goto out;
  d = in->d;
  if (traj && (rc = check_outputs_against_inputs("train", traj, file))) goto out;
  @<Set the start and the step@>@;
  if (traj) @<Open the trajectory file and write its header@>@;
  catch_sigint();
  @<Run the training in chunks@>@;
  if (isatty(2)) fprintf(stderr, "\r%78s\r", "");
  if (st != MM_OK) { rc = fail_with(st); goto out; }
  if (tracing) { tracing = 0; if ((st = mm_io_atomic_commit(&af)) != MM_OK) { rc = fail_with(st); goto out; } }
  if (ein->off[ein->n] == ein->n) {
    printf(json ? "{\"unconstrained\": true, \"steps\": %ld}\n" : "every input has one token: the risk does not depend on p (%ld steps taken); there is no limit direction to identify\n", k);
    rc = 0; goto out;
  }
  mm_run_classify(&R, what[0] == 'W' ? q : p, d, k, res.stop);
  if ((st = analyse_limit(ein, what[0] == 'W' ? q : p, &L)) != MM_OK) { rc = fail_with(st); goto out; }
  @<Report where the training went@>@;
  rc = interrupted ? 130 : 0;
out:
  if (tracing) mm_io_atomic_abort(&af);
  limit_report_free(&L);
  if (ein != in) mm_instance_free(ein);
  free(p); free(v); free(W); free(q); free(init.x); mm_instance_free(in);
  free(R.p4); free(R.p2); free(R.prev);
  return rc < 0 ? 0 : rc;
}

@ The model with a query token per input has options of its own
(\.{--query}, \.{--width}, \.{--init-scale}, \.{--seed}) and its own
report; its command is |mm_kq_train_cli| of the chapter on training $W$ and
$(K,Q)$. Lower-case \.{w} is $W$ with the queries $z_i$; upper-case \.{W}
is $W$ with one fixed $p$.
@<Hand \.{--train w} and \.{--train kq} to their command@>=
for (int a = 1; a + 1 < argc; a++)
  if (!strcmp(argv[a], "--train") && (!strcmp(argv[a + 1], "w") || !strcmp(argv[a + 1], "kq"))) return mm_kq_train_cli(argc, argv);

@ @<Check the training options@>=
if (strcmp(method, "ngd") && strcmp(method, "gd")) {
  fprintf(stderr, "mmattn: train: --method must be ngd or gd, got \"%s\"\n", method); rc = EXIT_USAGE; goto out;
}
if (strcmp(what, "p") && strcmp(what, "W") && strcmp(what, "vp")) {
  fprintf(stderr, "mmattn: train: --train must be p, W, vp, w or kq, got \"%s\"\n", what); rc = EXIT_USAGE; goto out;
}
if (steps < 0 || steps > 100000000) { fprintf(stderr, "mmattn: train: --steps must be in 0..100000000\n"); rc = EXIT_USAGE; goto out; }
if (every < 1 || every > 100000000) { fprintf(stderr, "mmattn: train: --every must be in 1..100000000\n"); rc = EXIT_USAGE; goto out; }
if (!isnan(eta) && !(eta > 0)) { fprintf(stderr, "mmattn: train: --eta must be positive\n"); rc = EXIT_USAGE; goto out; }
if (what[0] == 'W' && init.n == 0) { fprintf(stderr, "mmattn: train: W-training needs --init (the fixed p)\n"); rc = EXIT_USAGE; goto out; }
if (what[0] == 'v' && !strcmp(method, "gd") && isnan(eta)) { fprintf(stderr, "mmattn: train: joint GD needs --eta (the bound L_p is for p alone)\n"); rc = EXIT_USAGE; goto out; }

@ The start is an array like the instance's, and follows the same
data-range rule (|mm_instance_check_range|): its largest magnitude is $0$
or within $[10^{-100},10^{100}]$ (the option parser has enforced the upper
bound). A start of subnormal entries would otherwise reach $W$-training as
a query whose norm underflows.
@.--init: the largest magnitude@>
@<Set the start and the step@>=
p = calloc((size_t)d, sizeof(double)); q = calloc((size_t)d, sizeof(double));
R.p4 = calloc((size_t)d, sizeof(double)); R.p2 = calloc((size_t)d, sizeof(double)); R.prev = calloc((size_t)d, sizeof(double));
if (p == NULL || q == NULL || R.p4 == NULL || R.p2 == NULL || R.prev == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "train: out of memory")); goto out; }
R.k4 = steps / 4; R.k2 = steps / 2;
if (init.n) {
  double a = 0.0;
  if (init.n != d) { fprintf(stderr, "mmattn: train: --init has %d numbers, the instance has d = %d\n", init.n, d); rc = EXIT_USAGE; goto out; }
  for (int j = 0; j < d; j++) a = fmax(a, fabs(init.x[j]));
  if (a != 0.0 && a < MM_RANGE_MIN) { /* the data-range rule, for the start as for every array */
    fprintf(stderr, "mmattn: train: --init: the largest magnitude is %.17g, outside the supported range [1e-100, 1e100] (or all zeros)\n", a);
    rc = EXIT_USAGE; goto out;
  }
  memcpy(p, init.x, sizeof(double) * (size_t)d);
}
o.method = method[0] == 'n' ? MM_DYN_NGD : MM_DYN_GD;
ein = in;
if (what[0] == 'W') {
  if (mm_norm(p, d) == 0) { fprintf(stderr, "mmattn: train: W-training needs a non-zero --init\n"); rc = EXIT_USAGE; goto out; }
  W = malloc(sizeof(double) * (size_t)d * d);
  if (W == NULL || (ein = mm_dyn_q_instance(in)) == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "train: out of memory")); goto out; }
  memcpy(W, in->W, sizeof(double) * (size_t)d * d);
} else if (what[0] == 'v') {
  v = malloc(sizeof(double) * (size_t)d);
  if (v == NULL || (ein = mm_instance_copy(in)) == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "train: out of memory")); goto out; }
  memcpy(v, in->v, sizeof(double) * (size_t)d);
}
if (o.method == MM_DYN_GD && what[0] == 'p') {
  double Lp = mm_smoothness_bound(in);
  if (isnan(eta)) { if ((st = mm_gd_step(in, &eta)) != MM_OK) { rc = fail_with(st); goto out; } }
  else if (eta * Lp > 1.0) fprintf(stderr, "mmattn: train: warning: --eta %g exceeds 1/L_p = %g; descent is not guaranteed\n", eta, 1.0 / Lp);
}
o.eta = isnan(eta) ? (o.method == MM_DYN_NGD ? 0.1 : 0.0) : eta;

@ @<Open the trajectory file...@>=
{
  if ((st = mm_io_atomic_open(&af, traj)) != MM_OK) { rc = fail_with(st); goto out; }
  tracing = 1;
  fprintf(af.f, "step,norm,risk,log_excess,log_gnorm");
  for (int j = 0; j < d; j++) fprintf(af.f, what[0] == 'W' ? ",q%d" : ",p%d", j + 1);
  if (v) for (int j = 0; j < d; j++) fprintf(af.f, ",v%d", j + 1);
  fputc('\n', af.f);
}

@ One chunk of $c$ steps is one call of the library's routine for what is
trained; its |res.last| is the evaluation at the chunk's last iterate, from
which the row is written.
@<Run the training in chunks@>=
for (;;) {
  long c = steps - k;
  if (c > 200) c = 200;
  if (tracing && c > every - k % every) c = every - k % every;
  if (k < R.k4 && k + c > R.k4) c = R.k4 - k; /* chunks end at $N/4$ and $N/2$ */
  if (k < R.k2 && k + c > R.k2) c = R.k2 - k;
  o.max_steps = first && tracing ? 0 : c; /* a first call of no steps evaluates the start for row $0$ */
  first = 0;
  memcpy(R.prev, what[0] == 'W' ? q : p, sizeof(double) * (size_t)d);
  if (what[0] == 'p') st = mm_dyn_run(in, &o, p, NULL, &res);
  else if (what[0] == 'W') st = mm_dyn_train_W(in, p, &o, W, &res);
  else st = mm_dyn_train_joint(in, &o, v, p, NULL, &res);
  if (st != MM_OK) break;
  if (o.eta == 0) o.eta = res.eta; /* the default plain step, computed once */
  k += res.steps;
  if (what[0] == 'W') for (int a = 0; a < d; a++) q[a] = mm_dot(W + (size_t)a * d, p, d); /* $q=Wp$ */
  @<Record the run's shape at $N/4$, at $N/2$ and over the last half@>@;
  if (tracing && (o.max_steps == 0 || k % every == 0 || k == steps || res.stop != MM_DYN_STOP_STEPS))
    traj_row(af.f, k, what[0] == 'W' ? q : p, v, d, what[0] == 'W' ? mm_norm(W, d * d) : mm_norm(p, d), &res.last);
  if (k >= steps || (res.stop != MM_DYN_STOP_STEPS && o.max_steps > 0) || interrupted) break;
  if (tracing && ferror(af.f)) break; /* the trajectory cannot be written: the commit reports it */
  if (isatty(2) && steps >= 2000) train_progress(k, steps, what[0] == 'W' ? mm_norm(W, d * d) : mm_norm(p, d), res.last.risk, &last_progress);
}
if (st == MM_OK && what[0] == 'v') {
  memcpy(ein->v, v, sizeof(double) * (size_t)d);
  st = mm_instance_refresh(ein);
}

@ @<Record the run's shape...@>=
mm_run_record(&R, what[0] == 'W' ? q : p, d, k, o.method == MM_DYN_NGD && what[0] == 'p' ? o.eta * (double)res.steps : -1.0);

@ @<Report where the training went@>=
{
  const double *fp = what[0] == 'W' ? q : p;
  if (json) @<Print the training result as JSON@>@;
  else {
    print_vec(what[0] == 'W' ? "final q = Wp = " : "final p = ", fp, d);
    if (v) print_vec("\nfinal v = ", v, d);
    if (what[0] == 'W') printf("\n|W|_F = %.10g, |q| = %.10g", mm_norm(W, d * d), mm_norm(q, d));
    else printf("\n|p| = %.10g", mm_norm(p, d));
    printf(", loss %.10g (%s), %ld steps (%s), eta %g\n", res.last.risk, mm_loss_name(in->loss), k,
      interrupted ? "interrupted" : mm_dyn_stop_name(res.stop), res.eta);
    @<Print the limit as text@>@;
  }
}

@ A selection is called the limit only when the run diverged with a
settled direction; otherwise it is the selection at the final iterate,
and the first line says what the run did. The cosines are about $q=Wp$
for $W$-training and say so; for joint training the scores, hence the
optimal tokens and the GMM, are those of the final head $v$, and the text
says that too. A cosine with $p=0$ (a run of
no steps from the default start) is undefined and printed as such (|null|
in JSON, with the |_nonfinite| key), never as $0$.
@.undefined@>
@.no directional limit@>
@<Print the limit as text@>=
{
const char *x = what[0] == 'W' ? "q" : "p"; /* $W$-training is analysed through $q=Wp$ */
const char *gmm_of = what[0] == 'v' ? " of the final head v" : ""; /* joint training: the scores of the final $v$ */
printf("run: %s", mm_run_kind_name[R.kind]);
if (R.measured)
  printf(" (over the last half: |p| grew by %.6g along a path of length %.6g, the quarter before by %.6g; direction turned %.3g rad, the quarter before %.3g rad)",
    R.G2, R.S2, R.G1, R.th2, R.th1);
putchar('\n');
if (R.kind == MM_RUN_DIVERGES) printf("limit selection: ");
else printf("selection at the final iterate (no directional limit: %s): ",
  R.kind == MM_RUN_TURNS ? "the norm grows but the direction still turns"
  : R.kind == MM_RUN_SETTLES ? "the norm stays bounded and the iterates settle at a finite point"
  : R.kind == MM_RUN_CYCLES ? "the norm stays bounded and the iterates keep moving: a cycle, or steps of fixed length oscillating about a finite point"
  : R.kind == MM_RUN_UNDECIDED ? "the norm still grows, but by less than half of the path: run longer to tell"
  : "the run is too short to tell");
{
  int *opt = malloc(sizeof(int) * (size_t)ein->n);
  print_selection(L.alpha, opt && mm_tokens_opt(ein, opt) == 0 ? opt : NULL, ein->n);
  free(opt);
}
putchar('\n');
if (!L.feasible) printf("  ATT-SVM(alpha) is infeasible: no p at all separates it (%s)\n",
  L.s.decided_exactly ? "decided in exact arithmetic" : "a floating Farkas vector with A^T y = 0 exactly");
else {
  printf("  ATT-SVM(alpha): margin %.10g, separable (%s), KKT relative residual %.2e (measured, not a bound)\n", L.sel.lmm.margin,
    L.s.decided_exactly ? "decided in exact arithmetic" : "proved with rounding counted", L.s.kkt.worst);
  printf("  classification: %s%s", mm_sel_kind_name(L.sel.kind), L.sel.kind == MM_SEL_LMM ? (L.sel.lmm.global ? " (an LMM direction: the GMM)" : " (an LMM direction)") : "");
  if (L.sel.kind != MM_SEL_LMM && L.sel.where_i >= 0) printf(" (input %d, support token %d)", L.sel.where_i, L.sel.where_t);
  if (isnan(L.cos_pmm)) printf("\n  cos(%s, %s^mm(alpha)) undefined (%s = 0 has no direction)\n", x, x, x);
  else printf("\n  cos(%s, %s^mm(alpha)) = %.15f\n", x, x, L.cos_pmm);
}
if (L.has_gmm && isnan(L.cos_gmm)) printf("  cos(%s, GMM%s) undefined (%s = 0 has no direction)\n", x, gmm_of, x);
else if (L.has_gmm) printf("  cos(%s, GMM%s) = %.15f\n", x, gmm_of, L.cos_gmm);
else printf("  no GMM%s (the optimal tokens are tied or not separable)\n", gmm_of);
}

@ @<Print the training result as JSON@>=
{
  json_t *j = json_object(), *l = json_object();
  json_object_set_new(j, "train", json_string(what));
  {
    json_t *a = init.n ? jreals(init.x, d) : json_array(); /* the start: the \.{--init} given, or $0$ */
    for (int c = 0; !init.n && c < d; c++) json_array_append_new(a, json_real(0.0));
    json_object_set_new(j, "init", a);
  }
  json_object_set_new(j, "final_p", jreals(fp, d));
  if (v) json_object_set_new(j, "final_v", jreals(v, d));
  if (W) json_object_set_new(j, "W", jreals(W, d * d));
  json_object_set_new(j, "norm", json_real(mm_norm(fp, d)));
  json_object_set_new(j, "loss", json_real(res.last.risk));
  json_object_set_new(j, "loss_name", json_string(mm_loss_name(in->loss)));
  json_object_set_new(j, "steps", json_integer(k));
  json_object_set_new(j, "stop", json_string(interrupted ? "interrupted" : mm_dyn_stop_name(res.stop)));
  json_object_set_new(j, "interrupted", json_boolean(interrupted));
  json_object_set_new(j, "eta", json_real(res.eta));
  {
    json_t *r = json_object();
    json_object_set_new(r, "verdict", json_string(mm_run_kind_name[R.kind]));
    json_object_set_new(r, "directional_limit", json_boolean(R.kind == MM_RUN_DIVERGES));
    json_object_set_new(r, "norm_growth_last_half", !R.measured ? json_null() : json_real(R.G2));
    json_object_set_new(r, "path_last_half", !R.measured ? json_null() : json_real(R.S2));
    json_object_set_new(r, "norm_growth_previous_quarter", !R.measured ? json_null() : json_real(R.G1));
    json_object_set_new(r, "angle_last_half", !R.measured ? json_null() : json_real(R.th2));
    json_object_set_new(r, "angle_previous_quarter", !R.measured ? json_null() : json_real(R.th1));
    json_object_set_new(j, "run", r);
  }
  json_object_set_new(l, "directional", json_boolean(R.kind == MM_RUN_DIVERGES));
  json_object_set_new(l, "tokens", jints(L.alpha, ein->n));
  json_object_set_new(l, "feasible", json_boolean(L.feasible));
  json_object_set_new(l, "decided", json_string(L.s.decided_exactly ? "exact" : "floating"));
  json_object_set_new(l, "kind", json_string(mm_sel_kind_name(L.sel.kind)));
  json_object_set_new(l, "lmm", json_boolean(L.feasible && L.sel.kind == MM_SEL_LMM));
  json_object_set_new(l, "global", json_boolean(L.feasible && L.sel.lmm.global));
  if (L.feasible) {
    json_object_set_new(l, "p_mm", jreals(L.sel.lmm.p, d));
    json_object_set_new(l, "margin", json_real(L.sel.lmm.margin));
    json_object_set_new(l, "kkt_worst", json_real(L.s.kkt.worst));
    json_object_set_new(l, "cos_p_mm", json_real(L.cos_pmm));
    if (L.sel.where_i >= 0) {
      json_t *w = json_object();
      json_object_set_new(w, "input", json_integer(L.sel.where_i));
      json_object_set_new(w, "token", json_integer(L.sel.where_t));
      json_object_set_new(l, "where", w);
    }
  } else json_object_set_new(l, "infeasible_radius", json_real(L.s.fcert.radius));
  json_object_set_new(l, "cos_gmm", L.has_gmm ? json_real(L.cos_gmm) : json_null());
  json_object_set_new(j, "limit", l);
  print_json(j);
}

@*1 \.{regpath}.
Options: \.{--radii r1,r2,...} (required, positive); \.{--starts N} random
starts per radius besides the warm start (default 16); \.{--json} prints,
per radius, |R|, |p|, |risk|, |cos_gmm| (the cosine to the GMM, or |null|
when there is none), |agree| (how many starts ended at the answer) and
|stationarity| (the first-order residual on the sphere), and the certificate
of section ``Newton polish'': |kkt_residual|, |kkt_bound|, |certified|,
|on_sphere|, |mu|, and the starts' record |starts|, |polished| (the starts
finished by the Newton polish; the others were screened out after the cheap
phase and count neither way), |other_stationary|, |unconverged|, |f_spread|
(over every start run, a screened start at its value after the cheap phase).
@.--radii is required@>
@<Cli: subroutines@>=
static int cmd_regpath(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, rc, *opt = NULL;
  long starts = 16;
  num_list radii = {NULL, 0};
  mm_instance *in = NULL;
  double *P = NULL, *gmm = NULL;
  mm_path_point *pt = NULL;
  mm_path_options po = mm_path_defaults();
  mm_status st;
  opt_spec spec[] = {
    {"--radii", OPT_LIST, &radii, "radii R, e.g. 1,2,5,10 (required)"},
    {"--starts", OPT_LONG, &starts, "random starts per radius (default 16)"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("regpath", "FILE --radii r1,r2,... [--starts N] [--json]", argc, argv, spec, &file))) goto out;
  if (radii.n == 0) { fprintf(stderr, "mmattn: regpath: --radii is required\n"); rc = EXIT_USAGE; goto out; }
  for (int k = 0; k < radii.n; k++)
    if (!(radii.x[k] > 0)) { fprintf(stderr, "mmattn: regpath: radii must be positive, got %g\n", radii.x[k]); rc = EXIT_USAGE; goto out; }
  if (starts < 1 || starts > 100000) { fprintf(stderr, "mmattn: regpath: --starts must be in 1..100000\n"); rc = EXIT_USAGE; goto out; }
  if ((rc = load("regpath", file, &in))) goto out;
  if (in->off[in->n] == in->n) { @<Say that the risk does not depend on $p$@>@; rc = 0; goto out; }
  po.starts = (int)starts;
  P = malloc(sizeof(double) * (size_t)radii.n * in->d);
  pt = malloc(sizeof(mm_path_point) * (size_t)radii.n);
  @<Find the GMM direction, if it exists, for the cosines@>@;
  if ((st = mm_dyn_path(in, &po, radii.x, radii.n, P, pt)) != MM_OK) { rc = fail_with(st); goto out; }
  @<Print the path@>@;
  rc = 0;
out:
  free(P); free(pt); free(gmm); free(opt); free(radii.x); mm_instance_free(in);
  return rc < 0 ? 0 : rc;
}

@ When every input has one token, the softmax is $1$ on that token whatever
$p$ is, so the risk is constant: every $p$ of norm $R$ is a minimiser, and
there is neither a path nor a direction to report. The path routine would
otherwise report $p=0$ and no agreement among its starts, which describes
nothing.
@<Say that the risk does not depend on $p$@>=
if (json) {
  json_t *o = json_object();
  json_object_set_new(o, "unconstrained", json_true());
  json_object_set_new(o, "path", json_array());
  json_object_set_new(o, "gmm", json_null());
  print_json(o);
} else printf("every input has one token: the risk does not depend on p, every p of norm R is a minimiser (there is no path to follow)\n");

@ @<Find the GMM direction...@>=
opt = malloc(sizeof(int) * (size_t)in->n);
if (mm_tokens_opt(in, opt) == 0) {
  mm_svm s;
  if (mm_svm_att(in, opt, NULL, &s) == MM_OK) {
    gmm = malloc(sizeof(double) * (size_t)in->d);
    memcpy(gmm, s.z, sizeof(double) * (size_t)in->d);
  }
  mm_svm_free(&s);
}

@ @<Print the path@>=
if (json) {
  json_t *o = json_object(), *a = json_array();
  for (int k = 0; k < radii.n; k++) {
    json_t *e = json_object();
    json_object_set_new(e, "R", json_real(radii.x[k]));
    json_object_set_new(e, "p", jreals(P + (size_t)k * in->d, in->d));
    json_object_set_new(e, "risk", json_real(pt[k].risk));
    json_object_set_new(e, "cos_gmm", gmm ? json_real(mm_cos(P + (size_t)k * in->d, gmm, in->d)) : json_null());
    json_object_set_new(e, "agree", json_integer(pt[k].agree));
    json_object_set_new(e, "stationarity", json_real(pt[k].stationarity));
    json_object_set_new(e, "starts", json_integer(pt[k].starts));
    json_object_set_new(e, "polished", json_integer(pt[k].polished));
    json_object_set_new(e, "kkt_residual", json_real(pt[k].kkt));
    json_object_set_new(e, "kkt_bound", json_real(pt[k].kkt_bound));
    json_object_set_new(e, "certified", json_boolean(pt[k].certified));
    json_object_set_new(e, "on_sphere", json_boolean(pt[k].boundary));
    json_object_set_new(e, "mu", json_real(pt[k].mu));
    json_object_set_new(e, "other_stationary", json_integer(pt[k].other));
    json_object_set_new(e, "unconverged", json_integer(pt[k].unconverged));
    json_object_set_new(e, "f_spread", json_real(pt[k].fspread));
    json_array_append_new(a, e);
  }
  json_object_set_new(o, "path", a);
  json_object_set_new(o, "gmm", gmm ? jreals(gmm, in->d) : json_null());
  print_json(o);
} else for (int k = 0; k < radii.n; k++) {
  printf("R = %-10g ", radii.x[k]);
  print_vec("p = ", P + (size_t)k * in->d, in->d);
  printf("  risk %.10g", pt[k].risk);
  if (gmm) printf("  cos to GMM %.12f", mm_cos(P + (size_t)k * in->d, gmm, in->d));
  printf("  (%d of %d polished starts agree; %d screened out)\n", pt[k].agree, pt[k].polished, pt[k].starts - pt[k].polished);
  @<Print the certificate of radius |k| and warn when it fails or the starts disagree@>@;
}

@ The certificate line gives the KKT residual with its rounding bound and, on
the sphere, the multiplier $\mu$ of $\nabla L+\mu p=0$. A warning follows
when the residual is above its tolerance (the answer is not certified to be
stationary) and when starts ended elsewhere: at other certified stationary
points (other local minima or saddles: the answer is the best of them, not
proven global) or without a certificate.
@.the answer is not certified stationary@>
@.starts disagree@>
@<Print the certificate of radius |k|...@>=
if (pt[k].boundary) printf("  KKT residual %.2e (rounding bound %.1e), on the sphere, mu = %.6g\n", pt[k].kkt, pt[k].kkt_bound, pt[k].mu);
else printf("  KKT residual %.2e (rounding bound %.1e), inside the ball (|grad log(L - L*)| relative to its value at p = 0)\n", pt[k].kkt, pt[k].kkt_bound);
if (!pt[k].certified) printf("  warning: the answer is not certified stationary: its KKT residual exceeds max(1e-10, min(4 x bound, 1e-6))\n");
if (pt[k].agree < pt[k].polished)
  printf("  warning: starts disagree: %d reached the answer, %d ended at other stationary points, %d without a certificate; values spread over %.3g in log(L - L*); the answer is the best found\n",
    pt[k].agree, pt[k].other, pt[k].unconverged, pt[k].fspread);

@*1 \.{info} and \.{example}.
\.{info FILE [--json] [--all]} prints the shape, loss, the scores $\gamma_{it}$ (in
the text, of the first and last five inputs and of their first and last
five tokens, with the counts of those left out, unless \.{--all}), the
risk $L(0)$ and the smoothness bound $L_p$ of~(5), i.e.\ the largest step
plain gradient descent may take; \.{--json} gives the keys |n|, |d|, |T|,
|loss|, |scores|, |risk_at_zero|, |smoothness_bound| (|null| with
|smoothness_bound_nonfinite| when the bound leaves the range of |double|).
The text form prints the shape and the scores first and flushes them, so a
user sees them at once on the largest instances; $L_p$, which costs
$O(Td)$ per input, follows, printed from its |long double| value.
@<Cli: subroutines@>=
static int cmd_info(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, rc;
  mm_instance *in;
  double *p, L0;
  long double Lp;
  int all = 0;
  opt_spec spec[] = {{"--json", OPT_FLAG, &json, "print one JSON object"},
    {"--all", OPT_FLAG, &all, "print every score (the text lists the first and last 5 inputs and tokens)"}, {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("info", "FILE [--json] [--all]", argc, argv, spec, &file))) return rc < 0 ? 0 : rc;
  if ((rc = load("info", file, &in))) return rc;
  p = calloc((size_t)in->d, sizeof(double));
  if (p == NULL) { mm_instance_free(in); return fail_with(mm_fail(MM_ENOMEM, "out of memory")); }
  if (!json) @<Print the shape and the scores as text@>@;
  L0 = mm_risk(in, p); Lp = mm_smoothness_bound_ld(in);
  if (json) @<Print the info as JSON@>@;
  else @<Print $L(0)$ and $L_p$ as text@>@;
  free(p); mm_instance_free(in);
  return 0;
}

@ @<Print the info as JSON@>=
{
  json_t *o = json_object(), *T = json_array(), *sc = json_array();
  for (int i = 0; i < in->n; i++) {
    json_array_append_new(T, json_integer(in->T[i]));
    json_array_append_new(sc, jreals(in->gamma + in->off[i], in->T[i]));
  }
  json_object_set_new(o, "n", json_integer(in->n));
  json_object_set_new(o, "d", json_integer(in->d));
  json_object_set_new(o, "T", T);
  json_object_set_new(o, "loss", json_string(mm_loss_name(in->loss)));
  json_object_set_new(o, "scores", sc);
  json_object_set_new(o, "risk_at_zero", json_real(L0));
  json_object_set_new(o, "smoothness_bound", json_real((double)Lp));
  print_json(o);
}

@ @<Print the shape and the scores as text@>=
{
  printf("%s: n = %d inputs, d = %d, loss %s\n", file, in->n, in->d, mm_loss_name(in->loss));
  for (int i = 0; i < in->n; i++) {
    if (!all && in->n > 10 && i == 5) { printf("... %d inputs not shown (--all prints every score, --json lists them)\n", in->n - 10); i = in->n - 6; continue; }
    printf("input %d (Y = %+g, %d tokens) scores:", i, in->Y[i], in->T[i]);
    for (int t = 0; t < in->T[i]; t++) {
      if (!all && in->T[i] > 10 && t == 5) { printf(" ... (%d more)", in->T[i] - 10); t = in->T[i] - 6; continue; }
      printf(" %.6g", in->gamma[in->off[i] + t]);
    }
    putchar('\n');
  }
  fflush(stdout);
}

@ @<Print $L(0)$ and $L_p$ as text@>=
{
  double eta;
  printf("L(0) = %.17g\nsmoothness bound L_p = %.17Lg", L0, Lp);
  if (mm_gd_step(in, &eta) == MM_OK) printf(" (plain GD is safe for eta <= %.6g)\n", Lp > 0 ? eta : INFINITY);
  else printf(" (1/L_p is outside the range of double: plain GD needs --eta or a rescaled instance)\n");
}

@ \.{example NAME [--C c] [-o FILE]} writes one of the paper's instances;
\.{--C} sets E4's parameter (default $1$); \.{-o} writes atomically to a
file instead of standard output.
@.unknown example@>
@<Cli: subroutines@>=
static int cmd_example(int argc, char **argv)
{
  const char *name = NULL, *out = NULL;
  double C = 1.0;
  int rc;
  mm_instance *in;
  opt_spec spec[] = {
    {"--C", OPT_DOUBLE, &C, "E4's parameter C (default 1)"},
    {"-o", OPT_STRING, &out, "write to this file instead of standard output"},
    {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("example", "NAME [--C c] [-o FILE]   NAME: E1a E1b E2 E3-tight E3-relaxed E4", argc, argv, spec, &name)))
    return rc < 0 ? 0 : rc;
  if (!name) { fprintf(stderr, "mmattn: example: missing NAME (E1a E1b E2 E3-tight E3-relaxed E4)\n"); return EXIT_USAGE; }
  if ((in = mm_example(name, C)) == NULL) return fail_with(MM_EINPUT);
  @<Write the example to |out| or standard output@>@;
}

@ @<Write the example...@>=
{
  json_t *o = mm_io_instance_to_json(in);
  mm_status s = MM_OK;
  json_object_set_new(o, "name", json_string(name));
  if (out) s = mm_io_write_json(out, o);
  else { json_dumpf(o, stdout, JSON_INDENT(1) | JSON_REAL_PRECISION(17)); putchar('\n'); }
  json_decref(o); mm_instance_free(in);
  return s ? fail_with(s) : 0;
}

@*1 \.{inspect}: a trained model's verdict.
\.{inspect FILE} takes the parameters a user trained and says what the
paper's theory says about them: which token each input's attention
selects and how much of the softmax sits on it, whether that selection is
separable (its ATT-SVM with the KKT certificate, or a Farkas vector), how
close the trained direction is to the selection's max-margin direction,
whether the selection is locally optimal, and where normalised gradient
descent goes from the trained point, with the limit certified as by
\.{train}. The parameters come in one of three forms.
\smallskip
\item{$\bullet$} A query $p$ ($d$ numbers): \.{--p x,y,...}, \.{--p
@@FILE} (a \.{.npy}, text, or the member \.{p} of an \.{.npz}), or the
member \.{p} of the instance's own \.{.npz}. It is analysed on the
instance's keys $k_{it}=W^Tx_{it}$, so ``$W$ and $p$'' is an instance with
its \.{W} and a \.{p}. $H\cdot d$ numbers (an $H\times d$ array) are $H$
queries, analysed one by one: the effective queries of $H$ heads, which is
how a head with a query bias is given (below).
\item{$\bullet$} Attention heads: members \.{W\_K} and \.{W\_Q} of the
instance's \.{.npz}, each $d\times d_k$ (one head) or $H\times d\times
d_k$ ($H$ heads), and \.{z}, the class token ($d$ numbers) whose query
decides the output.
\smallskip\noindent
{\it Heads in the paper's terms.} A head maps token $x$ to the key
$W_K^Tx$ and the class token $z$ to the query $W_Q^Tz$ ($W_K$, $W_Q$ of
shape $d\times d_k$, acting on column vectors; PyTorch's |nn.Linear|
stores the transpose, |weight|, of shape $d_k\times d$), and gives token
$t$ of input $i$ the logit
$$a_{it}={(W_K^Tx_{it})^T(W_Q^Tz)\over\sqrt{d_k}}
 =x_{it}^T\Bigl({W_KW_Q^T\over\sqrt{d_k}}\Bigr)z.$$
The model chapter's logits are $a_{it}=k_{it}^Tp=x_{it}^TWp$, so a head is
the paper's model with $W=W_KW_Q^T/\sqrt{d_k}$ and $p=z$; the scaling
$1/\sqrt{d_k}$ belongs to $W$. Since the logits depend on $W$ and $p$ only
through $q=Wp$, the head is analysed in $q=W_KW_Q^Tz/\sqrt{d_k}$ on the
instance whose keys are the tokens (the lemma of the $W$-training section:
|mm_dyn_q_instance|), as $W$-training is; the instance's own \.{W}, if
any, plays no part. The value matrix and the head's output projection
enter only through the instance's $v$, which gives the scores
$\gamma_{it}=Y_iv^Tx_{it}$ that decide local optimality. Biases: a key
bias $b_K$ adds $b_K^TW_Q^Tz/\sqrt{d_k}$ to every logit of an input, which
the softmax ignores; a query bias $b_Q$ changes the query to
$q=W_K(W_Q^Tz+b_Q)/\sqrt{d_k}$, which the form $(W_K,W_Q,z)$ cannot carry,
so such a head is given by its $q$ as a row of \.{p} (the export script
\.{scripts/export\_torch.py} does this).
@^attention heads@>
@^class token@>

Options: \.{--p} as above; \.{--steps N} normalised GD steps from the
trained point (default $1000$; $0$ skips the run), \.{--eta x} their
length (default $0.1$), \.{--json}. Exit codes are the command's: $0$ for
any verdict (a non-separable or not locally optimal selection is an
answer), $1$ for no parameters or bad options, $2$ for parameters of the
wrong shape, $130$ when interrupted (the heads done so far are printed).
@.no trained parameters@>
@.W\_K and W\_Q@>

@ For each head the report is a |head_report|: the trained selection's
analysis (|analyse_limit|, the routine \.{train} runs on its final
iterate), the softmax mass the trained query puts on each selected
token, the margin ratio, and the analysis of the NGD run's end.
@<Cli: subroutines@>=
typedef struct {
  limit_report L, E; /* the trained selection; the NGD run's end */
  double *mass, mass_min, mass_mean, ratio, cos_limit;
  int mass_worst, ties;
  mm_run_shape R;
  mm_dyn_result res;
  long k;
  double *pN; /* the NGD run's end */
} head_report;
static int is_zip_file(const char *path);
static int read_heads(const char *file, const mm_instance *in, double **Q, int *H);
static json_t *head_json(const mm_instance *in, const double *q, int h, const head_report *r, long steps, double eta);
static void print_head_text(const mm_instance *in, const double *q, int h, int H, int heads, const head_report *r, long steps, double eta);

@ The softmax mass on the selected token $\alpha_i$ of input $i$ is
$s_{i\alpha_i}=1/\sum_te^{a_{it}-a_{i\alpha_i}}$, every exponent $\le0$
since $\alpha_i$ is the argmax; an input whose maximum is attained twice
is counted as tied (its mass is then at most $1/2$, and the selection is
the first maximiser). The {\it margin ratio} is the trained direction's
margin on its selection over the largest margin any direction has there:
$$\rho={\min_i\min_{t\ne\alpha_i}(k_{i\alpha_i}-k_{it})^Tq/\norm q
 \over1/\norm{q^\mm(\alpha)}},$$
at most $1$, with equality exactly in the direction of $q^\mm(\alpha)$
(the ATT-SVM's solution is the unique maximiser of the margin on the
sphere); inputs of one token have no constraint and are skipped.
@<Cli: subroutines@>=
static void selection_mass(const mm_instance *in, const double *q, head_report *h)
{
  int n = in->n, d = in->d;
  double mq = mm_norm(q, d), mmin = INFINITY;
  h->mass_min = INFINITY; h->mass_mean = 0.0; h->ties = 0; h->mass_worst = 0;
  for (int i = 0; i < n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    int al = h->L.alpha[i], tied = 0;
    double aa = mm_dot(K + (size_t)al * d, q, d), z = 0.0;
    for (int t = 0; t < in->T[i]; t++) {
      double at = mm_dot(K + (size_t)t * d, q, d);
      z += exp(at - aa); /* $e^{a_{it}-a_{i\alpha_i}}\le1$ */
      if (t != al) { tied |= at == aa; if (mq > 0) mmin = fmin(mmin, (aa - at) / mq); }
    }
    h->mass[i] = 1.0 / z; h->mass_mean += h->mass[i] / n; h->ties += tied;
    if (h->mass[i] < h->mass_min) { h->mass_min = h->mass[i]; h->mass_worst = i; }
  }
  h->ratio = h->L.feasible && mq > 0 && isfinite(mmin) ? mmin * mm_norm(h->L.sel.lmm.p, d) : NAN;
}

@ The run from the trained point is \.{train}'s: normalised GD in chunks
that end at $N/4$ and $N/2$, the run's shape classified by the library's
rule (|mm_run_classify|), and the selection at its end analysed and
certified by |analyse_limit|. Its |cos_limit| is the cosine between the
trained direction and the max-margin direction of the selection the run
ends at: $1$ when the trained query already points at the LMM the run
reaches.
@<Cli: subroutines@>=
static mm_status inspect_run(const mm_instance *in, const double *q, long steps, double eta, head_report *h)
{
  int d = in->d;
  mm_dyn_options o = mm_dyn_defaults();
  mm_status st = MM_OK;
  mm_run_shape *R = &h->R;
  memcpy(h->pN, q, sizeof(double) * (size_t)d);
  R->k4 = steps / 4; R->k2 = steps / 2;
  o.method = MM_DYN_NGD; o.eta = eta;
  while (h->k < steps && !interrupted) {
    long c = steps - h->k > 200 ? 200 : steps - h->k;
    if (h->k < R->k4 && h->k + c > R->k4) c = R->k4 - h->k; /* chunks end at $N/4$ and $N/2$ */
    if (h->k < R->k2 && h->k + c > R->k2) c = R->k2 - h->k;
    o.max_steps = c;
    memcpy(R->prev, h->pN, sizeof(double) * (size_t)d);
    if ((st = mm_dyn_run(in, &o, h->pN, NULL, &h->res)) != MM_OK) return st;
    h->k += h->res.steps;
    mm_run_record(R, h->pN, d, h->k, eta * (double)h->res.steps);
    if (h->res.stop != MM_DYN_STOP_STEPS) break;
  }
  mm_run_classify(R, h->pN, d, h->k, h->res.stop);
  if ((st = analyse_limit(in, h->pN, &h->E)) != MM_OK) return st;
  h->cos_limit = h->E.feasible && mm_norm(q, d) > 0 ? mm_cos(q, h->E.sel.lmm.p, d) : NAN;
  return MM_OK;
}

@ One head: the analysis of the trained query, then the run.
@<Cli: subroutines@>=
static void head_report_free(head_report *h)
{
  limit_report_free(&h->L); limit_report_free(&h->E);
  free(h->mass); free(h->pN); free(h->R.p4); free(h->R.p2); free(h->R.prev);
}
static mm_status inspect_head(const mm_instance *in, const double *q, long steps, double eta, head_report *h)
{
  int n = in->n, d = in->d;
  mm_status st;
  memset(h, 0, sizeof *h);
  h->cos_limit = NAN;
  h->mass = malloc(sizeof(double) * (size_t)n); h->pN = malloc(sizeof(double) * (size_t)d);
  h->R.p4 = calloc((size_t)d, sizeof(double)); h->R.p2 = calloc((size_t)d, sizeof(double)); h->R.prev = calloc((size_t)d, sizeof(double));
  if (!h->mass || !h->pN || !h->R.p4 || !h->R.p2 || !h->R.prev) return mm_fail(MM_ENOMEM, "inspect: out of memory");
  if ((st = analyse_limit(in, q, &h->L)) != MM_OK) return st;
  selection_mass(in, q, h);
  if (steps > 0) return inspect_run(in, q, steps, eta, h);
  return MM_OK;
}

@ The command: read the instance, find the parameters, and report head by
head (text is flushed after each head, so a long run shows its first
answers at once).
@<Cli: subroutines@>=
static int cmd_inspect(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, rc, H = 1, heads = 0;
  long steps = 1000;
  double eta = 0.1, *Q = NULL;
  num_list pl = {NULL, 0};
  mm_instance *in = NULL, *qin = NULL;
  json_t *out = NULL;
  opt_spec spec[] = {
    {"--p", OPT_LIST, &pl, "the trained query: d numbers, or @@FILE (.npy, text, or an .npz's member p)"},
    {"--steps", OPT_LONG, &steps, "normalised GD steps from the trained point (default 1000, 0: none)"},
    {"--eta", OPT_DOUBLE, &eta, "their length (default 0.1)"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("inspect", "FILE [--p x,...|@@FILE] [--steps N] [--eta x] [--json]", argc, argv, spec, &file))) goto out;
  if (steps < 0 || steps > 100000000) { fprintf(stderr, "mmattn: inspect: --steps must be in 0..100000000\n"); rc = EXIT_USAGE; goto out; }
  if (!(eta > 0)) { fprintf(stderr, "mmattn: inspect: --eta must be positive\n"); rc = EXIT_USAGE; goto out; }
  if ((rc = load("inspect", file, &in))) goto out;
  @<Find the trained parameters: the queries |Q| of |H| heads@>@;
  catch_sigint();
  if (json) {
    out = json_object();
    json_object_set_new(out, "n", json_integer(in->n));
    json_object_set_new(out, "d", json_integer(in->d));
    json_object_set_new(out, "source", json_string(heads ? "heads" : "p"));
    json_object_set_new(out, "heads", json_array());
  }
  for (int h = 0; h < H && !interrupted; h++) {
    head_report r;
    mm_status st = inspect_head(heads ? qin : in, Q + (size_t)h * in->d, steps, eta, &r);
    if (st != MM_OK) { head_report_free(&r); rc = fail_with(st); goto out; }
    if (json) json_array_append_new(json_object_get(out, "heads"), head_json(heads ? qin : in, Q + (size_t)h * in->d, h, &r, steps, eta));
    else { print_head_text(heads ? qin : in, Q + (size_t)h * in->d, h, H, heads, &r, steps, eta); fflush(stdout); }
    head_report_free(&r);
  }
  if (json) {
    json_object_set_new(out, "interrupted", json_boolean(interrupted));
    print_json(out); out = NULL;
  }
  rc = interrupted ? 130 : 0;
out:
  json_decref(out);
  free(Q); free(pl.x); mm_instance_free(qin); mm_instance_free(in);
  return rc < 0 ? 0 : rc;
}

@ The parameters, in order of precedence: \.{--p}; the instance archive's
member \.{p}; its members \.{W\_K}, \.{W\_Q} and \.{z}. A query that
violates the data-range rule of the instances is refused, as \.{train}
refuses such a start.
@.--p has@>
@<Find the trained parameters...@>=
{
  int d = in->d;
  if (pl.n == 0 && is_zip_file(file)) {
    mm_array a;
    mm_status s = mm_npy_read_array(file, "p", &a);
    if (s != MM_OK) { rc = fail_with(s); goto out; }
    if (a.found) { pl.x = a.x; pl.n = (int)(a.count > 100000000 ? 100000000 : a.count); }
    else if ((rc = read_heads(file, in, &Q, &H))) goto out;
    else heads = Q != NULL;
  }
  if (!heads && pl.n == 0) {
    fprintf(stderr, "mmattn: inspect: no trained parameters: give --p x,... or --p @@FILE, or an .npz instance with a member p, or members W_K, W_Q and z\n");
    rc = EXIT_USAGE; goto out;
  }
  if (!heads) {
    if (pl.n % d != 0 || pl.n / d > 100000) { fprintf(stderr, "mmattn: inspect: p has %d numbers, the instance has d = %d (give d numbers, or H*d for H queries)\n", pl.n, d); rc = (int)MM_EINPUT; goto out; }
    H = pl.n / d;
    if ((Q = malloc(sizeof(double) * (size_t)pl.n)) == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "inspect: out of memory")); goto out; }
    memcpy(Q, pl.x, sizeof(double) * (size_t)pl.n);
  } else if ((qin = mm_dyn_q_instance(in)) == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "inspect: out of memory")); goto out; }
  for (int h = 0; h < H; h++) {
    double a = 0.0;
    for (int j = 0; j < d; j++) a = fmax(a, fabs(Q[(size_t)h * d + j]));
    if (a > MM_RANGE_MAX || (a != 0.0 && a < MM_RANGE_MIN)) {
      fprintf(stderr, "mmattn: inspect: the query of head %d has largest magnitude %.17g, outside the supported range [1e-100, 1e100] (or all zeros)\n", h, a);
      rc = (int)MM_EINPUT; goto out;
    }
  }
}

@ A regular file that starts with \.{PK} is an archive; anything else
(JSON, a \.{.npy}, a pipe already read by |load|) has no members.
@<Cli: subroutines@>=
static int is_zip_file(const char *path)
{
  char b[2] = {0, 0};
  int fd = open(path, O_RDONLY), zip = 0;
  struct stat st;
  if (fd < 0) return 0;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && read(fd, b, 2) == 2) zip = b[0] == 'P' && b[1] == 'K';
  close(fd);
  return zip;
}

@ The heads: \.{W\_K} and \.{W\_Q} of the same shape, $d\times d_k$ or
$H\times d\times d_k$, and \.{z} of $d$ entries; the query of head $h$ is
$q_h=W_{K,h}(W_{Q,h}^Tz)/\sqrt{d_k}$, computed as two products of a matrix
and a vector. No member at all leaves |*Q| |NULL|; a partial or
misshapen set is bad input.
@.W\_K and W\_Q@>
@<Cli: subroutines@>=
static int read_heads(const char *file, const mm_instance *in, double **Q, int *H)
{
  mm_array K, Wq, z;
  int d = in->d, rc = 0;
  long long dk;
  mm_status s;
  memset(&Wq, 0, sizeof Wq); memset(&z, 0, sizeof z);
  *Q = NULL;
  if ((s = mm_npy_read_array(file, "W_K", &K)) != MM_OK) return fail_with(s);
  if (!K.found) return 0;
  if ((s = mm_npy_read_array(file, "W_Q", &Wq)) != MM_OK || (s = mm_npy_read_array(file, "z", &z)) != MM_OK) { rc = fail_with(s); goto done; }
  @<Check the shapes of |W_K|, |W_Q| and |z|@>@;
  *H = K.ndim == 3 ? (int)K.shape[0] : 1; dk = K.shape[K.ndim - 1];
  if ((*Q = calloc((size_t)*H * d, sizeof(double))) == NULL) { rc = fail_with(mm_fail(MM_ENOMEM, "inspect: out of memory")); goto done; }
  for (int h = 0; h < *H; h++) {
    const double *Kh = K.x + (size_t)h * d * dk, *Qh = Wq.x + (size_t)h * d * dk;
    for (long long c = 0; c < dk; c++) {
      double u = 0.0; /* $u_c=(W_Q^Tz)_c$ */
      for (int a = 0; a < d; a++) u += Qh[(size_t)a * dk + c] * z.x[a];
      for (int a = 0; a < d; a++) (*Q)[(size_t)h * d + a] += Kh[(size_t)a * dk + c] * u / sqrt((double)dk);
    }
  }
done:
  mm_array_free(&K); mm_array_free(&Wq); mm_array_free(&z);
  return rc;
}

@ @<Check the shapes of |W_K|, |W_Q| and |z|@>=
{
  int same = K.ndim == Wq.ndim && Wq.found;
  for (int k = 0; same && k < K.ndim; k++) same = K.shape[k] == Wq.shape[k];
  if (!Wq.found || !z.found) { fprintf(stderr, "mmattn: inspect: %s: W_K needs W_Q and z beside it (the query matrix and the class token)\n", file); rc = (int)MM_EINPUT; goto done; }
  if ((K.ndim != 2 && K.ndim != 3) || K.shape[K.ndim - 2] != d || K.shape[K.ndim - 1] < 1 || !same) {
    fprintf(stderr, "mmattn: inspect: %s: W_K and W_Q must both have shape (d, d_k) or (H, d, d_k) with d = %d\n", file, d); rc = (int)MM_EINPUT; goto done;
  }
  if (K.count == 0 || (K.ndim == 3 && K.shape[0] > 100000)) { fprintf(stderr, "mmattn: inspect: %s: W_K has no heads or more than 100000\n", file); rc = (int)MM_EINPUT; goto done; }
  if (z.count != d) { fprintf(stderr, "mmattn: inspect: %s: z has %lld numbers, the instance has d = %d\n", file, z.count, d); rc = (int)MM_EINPUT; goto done; }
}

@ The text report of one head. The query is printed in full when $d\le16$,
its norm always; the selection as \.{train} prints it (in full up to $20$
inputs, else against the optimal tokens).
@<Cli: subroutines@>=
static void print_limit_lines(const mm_instance *in, const limit_report *L, const char *x, const char *indent)
{
  if (!L->feasible) { printf("%sATT-SVM(alpha) is infeasible: no direction separates this selection (%s)\n", indent,
    L->s.decided_exactly ? "decided in exact arithmetic" : "a floating Farkas vector with A^T y = 0 exactly"); return; }
  printf("%sATT-SVM(alpha): margin %.10g, separable (%s), KKT relative residual %.2e (measured, not a bound), %d support tokens\n", indent,
    L->sel.lmm.margin, L->s.decided_exactly ? "decided in exact arithmetic" : "proved with rounding counted", L->s.kkt.worst, L->sel.lmm.support_off[in->n]);
  printf("%sclassification: %s%s", indent, mm_sel_kind_name(L->sel.kind), L->sel.kind == MM_SEL_LMM ? (L->sel.lmm.global ? " (an LMM direction: the GMM)" : " (an LMM direction)") : "");
  if (L->sel.kind != MM_SEL_LMM && L->sel.where_i >= 0) printf(" (input %d, support token %d)", L->sel.where_i, L->sel.where_t);
  putchar('\n');
  (void)x;
}
static void print_head_text(const mm_instance *in, const double *q, int h, int H, int heads, const head_report *r, long steps, double eta)
{
  int d = in->d, *opt = malloc(sizeof(int) * (size_t)in->n);
  const char *x = heads ? "q" : "p";
  int have_opt = opt && mm_tokens_opt(in, opt) == 0;
  if (heads) printf("head %d of %d: q = W_K W_Q^T z / sqrt(d_k)", h, H);
  else if (H > 1) printf("query %d of %d: p", h, H);
  else printf("trained p");
  if (d <= 16) print_vec(" = ", q, d);
  printf(", |%s| = %.10g\n  selection (argmax token of each input): ", x, mm_norm(q, d));
  print_selection(r->L.alpha, have_opt ? opt : NULL, in->n);
  printf("\n  softmax mass on the selected token: min %.6g (input %d), mean %.6g; %d input(s) tied at the top\n", r->mass_min, r->mass_worst, r->mass_mean, r->ties);
  print_limit_lines(in, &r->L, x, "  ");
  if (r->L.feasible && !isnan(r->L.cos_pmm)) printf("  cos(%s, %s^mm(alpha)) = %.15f, margin ratio %.10g (1 only in the direction of %s^mm)\n", x, x, r->L.cos_pmm, r->ratio, x);
  if (r->L.has_gmm && !isnan(r->L.cos_gmm)) printf("  cos(%s, GMM) = %.15f\n", x, r->L.cos_gmm);
  else if (!r->L.has_gmm) printf("  no GMM (the optimal tokens are tied or not separable)\n");
  if (steps > 0) {
    int diff = 0;
    for (int i = 0; i < in->n; i++) diff += r->E.alpha[i] != r->L.alpha[i];
    printf("  NGD from the trained point (%ld steps, eta %g): |%s| = %.6g, run: %s\n", r->k, eta, x, mm_norm(r->pN, d), mm_run_kind_name[r->R.kind]);
    printf("    %s: ", r->R.kind == MM_RUN_DIVERGES ? "limit selection" : "selection at the final iterate (no directional limit)");
    print_selection(r->E.alpha, have_opt ? opt : NULL, in->n);
    if (diff) printf(", differs from the trained selection in %d input(s)\n", diff);
    else printf(", the trained selection\n");
    print_limit_lines(in, &r->E, x, "    ");
    if (!isnan(r->cos_limit)) printf("    cos(trained %s, %s^mm of this selection) = %.15f\n", x, x, r->cos_limit);
  }
  free(opt);
}

@ The JSON of one head: |head|, |q|, |norm|, |tokens| (the selection),
|mass| (per input), |mass_min|, |mass_mean|, |ties|, |svm| (|feasible|,
|decided|, and |p_mm|, |margin|, |kkt_worst|, |support|, |kind|,
|locally_optimal|, |global|, |where|; or |infeasible_radius| and
|farkas|), |cos_q_mm|, |margin_ratio|, |cos_gmm|, and |ngd| (|steps|,
|eta|, |run|, |final_p|, |limit| as |svm| with |tokens|, |cos_trained|).
@<Cli: subroutines@>=
static json_t *limit_svm_json(const mm_instance *in, const limit_report *L)
{
  json_t *o = json_object();
  json_object_set_new(o, "feasible", json_boolean(L->feasible));
  json_object_set_new(o, "decided", json_string(L->s.decided_exactly ? "exact" : "floating"));
  if (L->feasible) {
    json_t *sup = json_array();
    for (int i = 0; i < in->n; i++)
      json_array_append_new(sup, jints(L->sel.lmm.support + L->sel.lmm.support_off[i], L->sel.lmm.support_off[i + 1] - L->sel.lmm.support_off[i]));
    json_object_set_new(o, "p_mm", jreals(L->sel.lmm.p, in->d));
    json_object_set_new(o, "margin", json_real(L->sel.lmm.margin));
    json_object_set_new(o, "kkt_worst", json_real(L->s.kkt.worst));
    json_object_set_new(o, "support", sup);
    json_object_set_new(o, "kind", json_string(mm_sel_kind_name(L->sel.kind)));
    json_object_set_new(o, "locally_optimal", json_boolean(L->sel.kind == MM_SEL_LMM));
    json_object_set_new(o, "global", json_boolean(L->sel.lmm.global));
    if (L->sel.where_i >= 0) {
      json_t *w = json_object();
      json_object_set_new(w, "input", json_integer(L->sel.where_i));
      json_object_set_new(w, "token", json_integer(L->sel.where_t));
      json_object_set_new(o, "where", w);
    }
  } else {
    json_object_set_new(o, "infeasible_radius", json_real(L->s.fcert.radius));
    if (L->s.farkas && L->s.qp) json_object_set_new(o, "farkas", jfarkas(&L->s));
  }
  return o;
}
static json_t *head_json(const mm_instance *in, const double *q, int h, const head_report *r, long steps, double eta)
{
  json_t *o = json_object();
  json_object_set_new(o, "head", json_integer(h));
  json_object_set_new(o, "q", jreals(q, in->d));
  json_object_set_new(o, "norm", json_real(mm_norm(q, in->d)));
  json_object_set_new(o, "tokens", jints(r->L.alpha, in->n));
  json_object_set_new(o, "mass", jreals(r->mass, in->n));
  json_object_set_new(o, "mass_min", json_real(r->mass_min));
  json_object_set_new(o, "mass_mean", json_real(r->mass_mean));
  json_object_set_new(o, "ties", json_integer(r->ties));
  json_object_set_new(o, "svm", limit_svm_json(in, &r->L));
  json_object_set_new(o, "cos_q_mm", json_real(r->L.cos_pmm));
  json_object_set_new(o, "margin_ratio", json_real(r->ratio));
  json_object_set_new(o, "cos_gmm", r->L.has_gmm ? json_real(r->L.cos_gmm) : json_null());
  if (steps > 0) {
    json_t *g = json_object(), *l = limit_svm_json(in, &r->E);
    json_object_set_new(l, "tokens", jints(r->E.alpha, in->n));
    json_object_set_new(g, "steps", json_integer(r->k));
    json_object_set_new(g, "eta", json_real(eta));
    json_object_set_new(g, "run", json_string(mm_run_kind_name[r->R.kind]));
    json_object_set_new(g, "directional_limit", json_boolean(r->R.kind == MM_RUN_DIVERGES));
    json_object_set_new(g, "final_p", jreals(r->pN, in->d));
    json_object_set_new(g, "limit", l);
    json_object_set_new(g, "cos_trained", json_real(r->cos_limit));
    json_object_set_new(o, "ngd", g);
  }
  return o;
}
