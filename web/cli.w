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
#include <errno.h>
#include <unistd.h>
#include <time.h>
#include "model.h"
#include "gen.h"
#include "io.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
#include "real.h"
#include "vit.h"
#include "experiments.h"
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
  {"train", cmd_train, "GD or normalised GD; where the direction goes"},
  {"regpath", cmd_regpath, "the global regularization path"},
  {"info", cmd_info, "shape, scores, L(0) and the step bound L_p"},
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

@<Cli: subroutines@>=
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
number, an integer, a string, or a comma-separated list of numbers. A value
that does not parse completely, a repeated FILE, and an unknown option are
usage errors.
@.unknown option@>
@.needs a value@>
@.is not a number@>

Numbers are decimal: digits, a sign, a point and an exponent, nothing else,
so \.{0x10}, \.{inf} and \.{nan}, which |strtod| would accept, are refused.
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
typedef enum { NUM_OK, NUM_SYNTAX, NUM_RANGE, NUM_ZERO } num_check;
static num_check parse_number(const char *s, const char **endp, double *x)
{
  char *end;
  size_t n = strspn(s, "0123456789+-.eE");
  int nonzero = 0;
  for (size_t k = 0; k < n && s[k] != 'e' && s[k] != 'E'; k++) nonzero |= s[k] >= '1' && s[k] <= '9';
  errno = 0;
  *x = strtod(s, &end);
  *endp = end;
  if (end == s || (size_t)(end - s) > n) return NUM_SYNTAX;
  if (!isfinite(*x) || fabs(*x) > 1e100) return NUM_RANGE;
  if (*x == 0.0 && nonzero) return NUM_ZERO;
  return NUM_OK;
}
static num_check parse_double(const char *s, double *x)
{
  const char *end;
  num_check c = parse_number(s, &end, x);
  return c == NUM_OK && *end != '\0' ? NUM_SYNTAX : c;
}
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
  case OPT_LIST: c = parse_list(argv[a], (num_list *)s->dest); break;
  default: break;
  }
  if (c == NUM_RANGE) { fprintf(stderr, "mmattn: %s: %s: \"%s\" is outside the supported range [-1e100, 1e100]\n", cmd, s->name, argv[a]); return EXIT_USAGE; }
  if (c == NUM_ZERO) { fprintf(stderr, "mmattn: %s: %s: \"%s\" rounds to zero in double precision\n", cmd, s->name, argv[a]); return EXIT_USAGE; }
  if (c != NUM_OK) { fprintf(stderr, "mmattn: %s: %s: \"%s\" is not a valid %s (decimal notation only)\n", cmd, s->name, argv[a],
    s->kind == OPT_LIST ? "comma-separated list of numbers" : s->kind == OPT_LONG ? "integer" : "number"); return EXIT_USAGE; }
}

@ Shared helpers: read the instance (a library error becomes the exit code;
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
static int load(const char *cmd, const char *file, mm_instance **in)
{
  mm_status s;
  if (file == NULL) { fprintf(stderr, "mmattn: %s: missing FILE (an instance in JSON)\n", cmd); return EXIT_USAGE; }
  if ((s = mm_io_read_instance(file, in)) != MM_OK) return fail_with(s);
  if ((s = mm_instance_check_range(*in)) != MM_OK) {
    fprintf(stderr, "mmattn: %s: %s\n", file, mm_error_message());
    mm_instance_free(*in); *in = NULL;
    return (int)s;
  }
  return 0;
}
static int list_to_tokens(const char *cmd, const num_list *l, const mm_instance *in, int *alpha)
{
  if (l->n != in->n) { fprintf(stderr, "mmattn: %s: --tokens has %d entries, the instance has %d inputs\n", cmd, l->n, in->n); return EXIT_USAGE; }
  for (int i = 0; i < in->n; i++) {
    if (l->x[i] != floor(l->x[i]) || l->x[i] < 0 || l->x[i] >= in->T[i]) {
      fprintf(stderr, "mmattn: %s: --tokens selects a token out of range: entry %d is %g, input %d has tokens 0..%d\n", cmd, i, l->x[i], i, in->T[i] - 1);
      return EXIT_USAGE;
    }
    alpha[i] = (int)l->x[i];
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
Options: \.{--json} prints one JSON object with keys |opt| (per input, the
optimal token or |null| on a tie), |gmm| (|feasible|, |tokens|, and when
feasible |p|, |margin|, |support|; when infeasible the certified radius
within which no separating direction exists), |lmm| (a list of |tokens|,
|p|, |margin|, |support|, |global|; |p| is the ATT-SVM solution itself,
not normalised), |separable_not_local|, |ties|, |nodes|, |pruned|;
\.{--max-nodes N} bounds the search (default $2\cdot10^6$ QPs; when reached
the command stops with exit code 8 and says so).
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

@ The GMM is classified separately from the enumeration, so that the
answer about it is given even when the enumeration hits its work limit.
@<Cli: subroutines@>=
static int cmd_analyze(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, rc, *opt, ties;
  long max_nodes = 2000000;
  mm_instance *in;
  mm_lmm_set set;
  mm_status st;
  mm_selection gsel;
  mm_svm gs;
  mm_enum_options eo = mm_enum_defaults();
  opt_spec spec[] = {
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {"--max-nodes", OPT_LONG, &max_nodes, "work limit of the LMM search, in QPs (default 2000000)"},
    {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("analyze", "FILE [--json] [--max-nodes N]", argc, argv, spec, &file))) return rc < 0 ? 0 : rc;
  if (max_nodes < 1) { fprintf(stderr, "mmattn: analyze: --max-nodes must be positive\n"); return EXIT_USAGE; }
  if ((rc = load("analyze", file, &in))) return rc;
  eo.max_nodes = max_nodes;
  opt = malloc(sizeof(int) * (size_t)in->n);
  ties = mm_tokens_opt(in, opt);
  memset(&gsel, 0, sizeof gsel); memset(&gs, 0, sizeof gs);
  gsel.kind = MM_SEL_INFEASIBLE;
  if (ties == 0) @<Solve and classify the GMM selection@>@;
  st = mm_tokens_enumerate_lmm(in, &eo, &set);
  if (st != MM_OK) { rc = fail_with(st); goto done; }
  if (json) @<Print the analysis as JSON@>@;
  else @<Print the analysis as text@>@;
  rc = 0;
done:
  mm_lmm_set_free(&set); mm_selection_free(&gsel); mm_svm_free(&gs);
  free(opt); mm_instance_free(in);
  return rc;
}

@ @<Solve and classify the GMM selection@>=
{
  st = mm_svm_att(in, opt, NULL, &gs);
  if (st == MM_OK) st = mm_tokens_classify_solved(in, opt, &gs, &gsel);
  else if (st == MM_EINFEASIBLE) st = MM_OK;
  if (st != MM_OK) { rc = fail_with(st); mm_svm_free(&gs); free(opt); mm_instance_free(in); return rc; }
}

@ @<Print the analysis as JSON@>=
{
  json_t *o = json_object(), *jo = json_array(), *g = json_object(), *l = json_array();
  for (int i = 0; i < in->n; i++) json_array_append_new(jo, opt[i] >= 0 ? json_integer(opt[i]) : json_null());
  json_object_set_new(o, "n", json_integer(in->n));
  json_object_set_new(o, "d", json_integer(in->d));
  json_object_set_new(o, "opt", jo);
  json_object_set_new(g, "feasible", json_boolean(ties == 0 && gs.status == MM_OK));
  if (ties == 0) json_object_set_new(g, "tokens", jints(opt, in->n));
  else json_object_set_new(g, "reason", json_string("the optimal token is not unique in some input"));
  if (ties == 0 && gs.status == MM_OK) {
    json_t *lj = lmm_json(&gsel.lmm);
    json_object_update(g, lj); json_decref(lj);
    json_object_del(g, "global");
    json_object_set_new(g, "locally_optimal", json_boolean(gsel.kind == MM_SEL_LMM));
  } else if (ties == 0) json_object_set_new(g, "infeasible_radius", json_real(gs.fcert.radius));
  for (int k = 0; k < set.count; k++) json_array_append_new(l, lmm_json(&set.lmm[k]));
  json_object_set_new(o, "gmm", g);
  json_object_set_new(o, "lmm", l);
  json_object_set_new(o, "separable_not_local", json_integer(set.not_local));
  json_object_set_new(o, "ties", json_integer(set.ties));
  json_object_set_new(o, "separable", json_integer(set.separable));
  json_object_set_new(o, "nodes", json_integer(set.nodes));
  json_object_set_new(o, "pruned", json_integer(set.pruned));
  print_json(o);
}

@ @<Print the analysis as text@>=
{
  printf("%s: n = %d inputs, d = %d\n", file, in->n, in->d);
  for (int i = 0; i < in->n; i++) {
    printf("input %d: optimal token ", i);
    if (opt[i] >= 0) printf("%d", opt[i]); else printf("not unique (tie on the top score)");
    printf("; scores");
    for (int t = 0; t < in->T[i]; t++) printf(" %.6g", in->gamma[in->off[i] + t]);
    putchar('\n');
  }
  if (ties) printf("GMM: undefined, the optimal token is not unique\n");
  else if (gs.status != MM_OK)
    printf("GMM: the optimal tokens are not separable (Farkas certificate: no separating p with |p| < %.3g)\n", gs.fcert.radius);
  else {
    print_vec("GMM: p = ", gsel.lmm.p, in->d);
    printf(", margin %.10g, %s\n", gsel.lmm.margin, mm_sel_kind_name(gsel.kind));
  }
  printf("%d LMM direction(s); %lld separable selection(s), %lld not locally optimal, %lld tied; %lld QPs, %lld pruned\n",
    set.count, set.separable, set.not_local, set.ties, set.nodes, set.pruned);
  for (int k = 0; k < set.count; k++) {
    const mm_lmm *l = &set.lmm[k];
    printf("  tokens (");
    for (int i = 0; i < in->n; i++) printf("%s%d", i ? "," : "", l->alpha[i]);
    printf(")%s ", l->global ? " [GMM]" : "");
    print_vec("p = ", l->p, in->d);
    printf(", margin %.6g\n", l->margin);
  }
}

@*1 \.{svm}.
Options: \.{--tokens a,b,...} (required) selects one token per input;
\.{--relaxed i,j,...} lists inputs whose margin is $0$ instead of $1$ (the
relaxed ATT-SVM of Theorem~6); \.{--json} prints |p|, |margin|, |support|,
|kkt| (the four relative residuals) or, when infeasible,
|infeasible_radius|. An infeasible selection exits with code~3.
@.--tokens is required@>
@<Cli: subroutines@>=
static int cmd_svm(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0, rc, *alpha = NULL, *relaxed = NULL;
  num_list tok = {NULL, 0}, rel = {NULL, 0};
  mm_instance *in = NULL;
  mm_svm s;
  mm_status st;
  opt_spec spec[] = {
    {"--tokens", OPT_LIST, &tok, "selected token of each input, e.g. 0,2,1 (required)"},
    {"--relaxed", OPT_LIST, &rel, "inputs with margin 0 instead of 1, e.g. 2"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {NULL, 0, NULL, NULL}};
  memset(&s, 0, sizeof s);
  if ((rc = parse_options("svm", "FILE --tokens a,b,... [--relaxed i,...] [--json]", argc, argv, spec, &file))) goto out;
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
  if (st != MM_OK && st != MM_EINFEASIBLE) { rc = fail_with(st); goto out; }
  @<Print the ATT-SVM result@>@;
  rc = st == MM_OK ? 0 : (int)MM_EINFEASIBLE;
out:
  mm_svm_free(&s); free(alpha); free(relaxed); free(tok.x); free(rel.x); mm_instance_free(in);
  return rc < 0 ? 0 : rc;
}

@ @<Print the ATT-SVM result@>=
if (json) {
  json_t *o = json_object();
  json_object_set_new(o, "feasible", json_boolean(st == MM_OK));
  json_object_set_new(o, "tokens", jints(alpha, in->n));
  if (st == MM_OK) {
    json_t *k = json_object(), *sup = json_array();
    int *tight = malloc(sizeof(int) * (size_t)(s.qp->m + 1));
    mm_tokens_support_rows(&s, tight);
    for (int i = 0; i < in->n; i++) {
      json_t *a = json_array();
      for (int r = s.qp->row_off[i]; r < (i + 1 < in->n ? s.qp->row_off[i + 1] : s.qp->m); r++)
        if (tight[r]) json_array_append_new(a, json_integer(s.qp->token[r]));
      json_array_append_new(sup, a);
    }
    free(tight);
    json_object_set_new(o, "p", jreals(s.z, in->d));
    json_object_set_new(o, "margin", json_real(1.0 / mm_norm(s.z, in->d)));
    json_object_set_new(o, "support", sup);
    json_object_set_new(k, "primal", json_real(s.kkt.primal));
    json_object_set_new(k, "dual", json_real(s.kkt.dual));
    json_object_set_new(k, "stationarity", json_real(s.kkt.stationarity));
    json_object_set_new(k, "complementarity", json_real(s.kkt.complementarity));
    json_object_set_new(o, "kkt", k);
    json_object_set_new(o, "iterations", json_integer(s.iterations));
  } else json_object_set_new(o, "infeasible_radius", json_real(s.fcert.radius));
  print_json(o);
} else if (st == MM_OK) {
  print_vec("p = ", s.z, in->d);
  printf("\nmargin 1/|p| = %.10g; %d active constraints, %d iterations\n", 1.0 / mm_norm(s.z, in->d), s.nactive, s.iterations);
  printf("certificate (relative residuals): primal %.2e, dual %.2e, stationarity %.2e, complementarity %.2e\n",
    s.kkt.primal, s.kkt.dual, s.kkt.stationarity, s.kkt.complementarity);
} else printf("infeasible: a verified Farkas certificate shows no p with |p| < %.3g separates this selection\n", s.fcert.radius);

@*1 \.{train}.
Options: \.{--method ngd} or \.{--method gd} (default \.{ngd}); \.{--eta x} (default $0.1$
for NGD, $1/L_p$ for GD, the largest step the smoothness bound (5) allows);
\.{--steps N} (default $1000$); \.{--init x,y,...} the start (default $0$);
\.{--trajectory out.csv} writes every iterate; \.{--json} prints
|final_p|, |norm|, |loss|, |steps|, |stop| and |nearest_lmm| (|tokens|,
|cos|, or |null| when the instance has no LMM direction); \.{--max-nodes N}
bounds the LMM search. A GD step above $1/L_p$ is accepted but warned
about, since the descent guarantee no longer holds.
@.--method must be ngd or gd@>
@ Long runs print a progress line on standard error, but only when it is a
terminal, at most five times a second, and erase it when they end; output
that goes to a file or a pipe is never interleaved with progress.
@<Cli: subroutines@>=
static void progress_line(long k, long max_steps, double norm, void *ctx)
{
  struct timespec now;
  double t, *last = ctx;
  clock_gettime(CLOCK_MONOTONIC, &now);
  t = (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
  if (t - *last < 0.2) return;
  *last = t;
  fprintf(stderr, "\rmmattn: train: step %ld of %ld, |p| = %.6g   ", k, max_steps, norm);
}

@ @<Cli: subroutines@>=
static int cmd_train(int argc, char **argv)
{
  const char *file = NULL, *method = "ngd", *traj = NULL;
  int json = 0, rc;
  long steps = 1000, max_nodes = 2000000;
  double eta = NAN, *p = NULL, last_progress = 0.0;
  num_list init = {NULL, 0};
  mm_instance *in = NULL;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  mm_dyn_traj tr;
  mm_lmm_set set;
  mm_enum_options eo = mm_enum_defaults();
  mm_status st;
  opt_spec spec[] = {
    {"--method", OPT_STRING, &method, "ngd (normalised, default) or gd"},
    {"--eta", OPT_DOUBLE, &eta, "step size (default 0.1 for ngd, 1/L_p for gd)"},
    {"--steps", OPT_LONG, &steps, "number of steps (default 1000)"},
    {"--init", OPT_LIST, &init, "start p, d numbers (default 0)"},
    {"--trajectory", OPT_STRING, &traj, "write the iterates as CSV to this file"},
    {"--json", OPT_FLAG, &json, "print one JSON object"},
    {"--max-nodes", OPT_LONG, &max_nodes, "work limit of the LMM search (default 2000000)"},
    {NULL, 0, NULL, NULL}};
  memset(&set, 0, sizeof set);
  mm_dyn_traj_init(&tr, 1, NULL, 0, NULL);
  if ((rc = parse_options("train", "FILE [--method ngd|gd] [--eta x] [--steps N] [--init x,...] [--trajectory F] [--json]", argc, argv, spec, &file))) goto out;
  @<Check the training options@>@;
  if ((rc = load("train", file, &in))) goto out;
  if (traj && (st = mm_io_check_output(traj, file)) != MM_OK) { rc = fail_with(st); goto out; }
  @<Set the start and the step@>@;
  mm_dyn_traj_free(&tr);
  mm_dyn_traj_init(&tr, in->d, NULL, 0, NULL);
  if (isatty(2) && steps >= 10000) { o.progress = progress_line; o.progress_ctx = &last_progress; }
  st = mm_dyn_run(in, &o, p, traj ? &tr : NULL, &res);
  if (o.progress) fprintf(stderr, "\r%60s\r", "");
  if (st != MM_OK) { rc = fail_with(st); goto out; }
  if (traj && (st = mm_dyn_traj_write_csv(&tr, traj)) != MM_OK) { rc = fail_with(st); goto out; }
  eo.max_nodes = max_nodes;
  if ((st = mm_tokens_enumerate_lmm(in, &eo, &set)) != MM_OK) { rc = fail_with(st); goto out; }
  @<Print the training result@>@;
  rc = 0;
out:
  mm_lmm_set_free(&set); mm_dyn_traj_free(&tr); free(p); free(init.x); mm_instance_free(in);
  return rc < 0 ? 0 : rc;
}

@ @<Check the training options@>=
if (strcmp(method, "ngd") && strcmp(method, "gd")) {
  fprintf(stderr, "mmattn: train: --method must be ngd or gd, got \"%s\"\n", method); rc = EXIT_USAGE; goto out;
}
if (steps < 0 || steps > 100000000) { fprintf(stderr, "mmattn: train: --steps must be in 0..100000000\n"); rc = EXIT_USAGE; goto out; }
if (!isnan(eta) && !(eta > 0)) { fprintf(stderr, "mmattn: train: --eta must be positive\n"); rc = EXIT_USAGE; goto out; }
if (max_nodes < 1) { fprintf(stderr, "mmattn: train: --max-nodes must be positive\n"); rc = EXIT_USAGE; goto out; }

@ @<Set the start and the step@>=
p = calloc((size_t)in->d, sizeof(double));
if (init.n) {
  if (init.n != in->d) { fprintf(stderr, "mmattn: train: --init has %d numbers, the instance has d = %d\n", init.n, in->d); rc = EXIT_USAGE; goto out; }
  memcpy(p, init.x, sizeof(double) * (size_t)in->d);
}
o.method = method[0] == 'n' ? MM_DYN_NGD : MM_DYN_GD;
o.max_steps = steps;
if (o.method == MM_DYN_GD) {
  double Lp = mm_smoothness_bound(in);
  if (isnan(eta)) { if ((st = mm_gd_step(in, &eta)) != MM_OK) { rc = fail_with(st); goto out; } }
  else if (eta * Lp > 1.0) fprintf(stderr, "mmattn: train: warning: --eta %g exceeds 1/L_p = %g; descent is not guaranteed\n", eta, 1.0 / Lp);
}
o.eta = isnan(eta) ? 0.1 : eta;

@ @<Print the training result@>=
{
  double c = NAN;
  int k = mm_tokens_nearest(&set, p, &c);
  if (json) {
    json_t *j = json_object(), *nl = json_null();
    json_object_set_new(j, "final_p", jreals(p, in->d));
    json_object_set_new(j, "norm", json_real(mm_norm(p, in->d)));
    json_object_set_new(j, "loss", json_real(res.last.risk));
    json_object_set_new(j, "steps", json_integer(res.steps));
    json_object_set_new(j, "stop", json_string(mm_dyn_stop_name(res.stop)));
    json_object_set_new(j, "eta", json_real(o.eta));
    if (k >= 0) {
      json_decref(nl);
      nl = json_object();
      json_object_set_new(nl, "tokens", jints(set.lmm[k].alpha, in->n));
      json_object_set_new(nl, "cos", json_real(c));
      json_object_set_new(nl, "global", json_boolean(set.lmm[k].global));
    }
    json_object_set_new(j, "nearest_lmm", nl);
    print_json(j);
  } else {
    print_vec("final p = ", p, in->d);
    printf("\n|p| = %.10g, loss %.10g, %ld steps (%s), eta %g\n", mm_norm(p, in->d), res.last.risk, res.steps, mm_dyn_stop_name(res.stop), o.eta);
    if (k < 0) printf("the instance has no LMM direction\n");
    else {
      printf("nearest LMM: tokens (");
      for (int i = 0; i < in->n; i++) printf("%s%d", i ? "," : "", set.lmm[k].alpha[i]);
      printf(")%s, cos = %.15f\n", set.lmm[k].global ? " [GMM]" : "", c);
    }
  }
}

@*1 \.{regpath}.
Options: \.{--radii r1,r2,...} (required, positive); \.{--starts N} random
starts per radius besides the warm start (default 16); \.{--json} prints,
per radius, |R|, |p|, |risk|, |cos_gmm| (the cosine to the GMM, or |null|
when there is none), |agree| (how many starts reached the best value) and
|stationarity| (the first-order residual on the sphere).
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
  printf("  (%d of %d starts agree)\n", pt[k].agree, pt[k].starts);
}

@*1 \.{info} and \.{example}.
\.{info FILE [--json]} prints the shape, loss, the scores $\gamma_{it}$, the
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
  opt_spec spec[] = {{"--json", OPT_FLAG, &json, "print one JSON object"}, {NULL, 0, NULL, NULL}};
  if ((rc = parse_options("info", "FILE [--json]", argc, argv, spec, &file))) return rc < 0 ? 0 : rc;
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
    printf("input %d (Y = %+g, %d tokens) scores:", i, in->Y[i], in->T[i]);
    for (int t = 0; t < in->T[i]; t++) printf(" %.6g", in->gamma[in->off[i] + t]);
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
