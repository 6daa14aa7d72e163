@*The \.{mmattn} command.
The command gives a researcher the library's answers on an instance of their
own. It has subcommands; this version provides
\smallskip
\item{$\bullet$} \.{mmattn info FILE [--json]}: validates an instance and
prints its shape, loss, the scores $\gamma_{it}$ of every token, the risk
$L(0)$ and the smoothness bound $L_p$ of~(5), i.e.\ the largest step that
plain gradient descent may take;
\item{$\bullet$} \.{mmattn example NAME [--C c] [-o FILE]}: writes one of the
paper's instances (E1a, E1b, E2, E3-tight, E3-relaxed, E4) as JSON, to
standard output or atomically to \.{FILE};
\item{$\bullet$} \.{mmattn --help}, \.{mmattn SUBCOMMAND --help},
\.{mmattn --version}.
\smallskip\noindent
Exit codes are the status codes of the library: $0$ success, $1$ a usage
error (unknown subcommand or option, missing argument), $2$ bad input, $3$
infeasible, $4$ iteration limit, $5$ numerical failure, $6$ input/output
error, $7$ out of memory, $8$ a work limit. Every error is one line on
standard error that starts with \.{mmattn:}.
@^exit codes@>
@^command line@>

@(mmattn.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "model.h"
#include "gen.h"
#include "io.h"
#include "real.h"
#define MM_VERSION "0.1.0"
#define EXIT_USAGE 1
@<Cli: subroutines@>@;
@<Cli: the main program@>@;

@ The main program dispatches on the first argument.
@.unknown subcommand@>
@<Cli: the main program@>=
int main(int argc, char **argv)
{
  if (argc < 2) { usage(stderr); return EXIT_USAGE; }
  if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) { usage(stdout); return 0; }
  if (!strcmp(argv[1], "--version")) { printf("mmattn %s\n", MM_VERSION); return 0; }
  if (!strcmp(argv[1], "info")) return cmd_info(argc - 1, argv + 1);
  if (!strcmp(argv[1], "example")) return cmd_example(argc - 1, argv + 1);
  if (!strcmp(argv[1], "train-images")) return mm_real_cli(argc - 1, argv + 1);
  fprintf(stderr, "mmattn: unknown subcommand \"%s\" (try mmattn --help)\n", argv[1]);
  return EXIT_USAGE;
}

@ @<Cli: subroutines@>=
static void usage(FILE *f)
{
  fprintf(f,
    "usage: mmattn SUBCOMMAND [OPTIONS]\n"
    "  info FILE [--json]            validate an instance; print scores, L(0) and the step bound L_p\n"
    "  example NAME [--C c] [-o F]   write a paper instance: E1a E1b E2 E3-tight E3-relaxed E4\n"
    "  train-images [OPTIONS]        train attention on Fashion-MNIST; curves and attention maps\n"
    "  --version                     print the version\n"
    "Run mmattn SUBCOMMAND --help for details. Exit codes: 0 ok, 1 usage, 2 bad input,\n"
    "3 infeasible, 4 iteration limit, 5 numerical, 6 I/O, 7 out of memory, 8 work limit.\n");
}

@ A failed library call is reported with the library's message and becomes
the exit code.
@<Cli: subroutines@>=
static int fail_with(mm_status s)
{
  fprintf(stderr, "mmattn: %s\n", mm_error_message());
  return (int)s;
}

@ \.{info}. Options: \.{--json} prints one JSON object with keys |n|, |d|,
|T|, |loss|, |scores| (per input, per token), |risk_at_zero| and
|smoothness_bound|; \.{--help}.
@.unknown option@>
@.missing FILE@>
@<Cli: subroutines@>=
static int cmd_info(int argc, char **argv)
{
  const char *file = NULL;
  int json = 0;
  mm_instance *in;
  mm_status s;
  double *p, L0, Lp;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--json")) json = 1;
    else if (!strcmp(argv[a], "--help")) {
      printf("usage: mmattn info FILE [--json]\nValidates an instance and prints its shape, scores, L(0) and the step bound L_p.\n");
      return 0;
    } else if (argv[a][0] == '-' && argv[a][1] != '\0') {
      fprintf(stderr, "mmattn: info: unknown option \"%s\"\n", argv[a]); return EXIT_USAGE;
    } else if (file) { fprintf(stderr, "mmattn: info: more than one FILE given\n"); return EXIT_USAGE; }
    else file = argv[a];
  }
  if (!file) { fprintf(stderr, "mmattn: info: missing FILE\n"); return EXIT_USAGE; }
  if ((s = mm_io_read_instance(file, &in)) != MM_OK) return fail_with(s);
  p = calloc((size_t)in->d, sizeof(double));
  L0 = mm_risk(in, p); Lp = mm_smoothness_bound(in);
  if (json) @<Print the info as JSON@>@;
  else @<Print the info as text@>@;
  free(p); mm_instance_free(in);
  return 0;
}

@ @<Print the info as JSON@>=
{
  json_t *o = json_object(), *T = json_array(), *sc = json_array();
  for (int i = 0; i < in->n; i++) {
    json_t *g = json_array();
    json_array_append_new(T, json_integer(in->T[i]));
    for (int t = 0; t < in->T[i]; t++) json_array_append_new(g, json_real(in->gamma[in->off[i] + t]));
    json_array_append_new(sc, g);
  }
  json_object_set_new(o, "n", json_integer(in->n));
  json_object_set_new(o, "d", json_integer(in->d));
  json_object_set_new(o, "T", T);
  json_object_set_new(o, "loss", json_string(mm_loss_name(in->loss)));
  json_object_set_new(o, "scores", sc);
  json_object_set_new(o, "risk_at_zero", json_real(L0));
  json_object_set_new(o, "smoothness_bound", json_real(Lp));
  json_dumpf(o, stdout, JSON_INDENT(2) | JSON_REAL_PRECISION(17));
  putchar('\n');
  json_decref(o);
}

@ @<Print the info as text@>=
{
  printf("%s: n = %d inputs, d = %d, loss %s\n", file, in->n, in->d, mm_loss_name(in->loss));
  for (int i = 0; i < in->n; i++) {
    printf("input %d (Y = %+g, %d tokens) scores:", i, in->Y[i], in->T[i]);
    for (int t = 0; t < in->T[i]; t++) printf(" %.6g", in->gamma[in->off[i] + t]);
    putchar('\n');
  }
  printf("L(0) = %.17g\nsmoothness bound L_p = %.17g (plain GD is safe for eta <= %.6g)\n",
    L0, Lp, Lp > 0 ? 1.0 / Lp : INFINITY);
}

@ \.{example}. Options: \.{--C c} sets E4's parameter (default $1$);
\.{-o FILE} writes atomically to \.{FILE} instead of standard output.
@.needs a number@>
@<Cli: subroutines@>=
static int cmd_example(int argc, char **argv)
{
  const char *name = NULL, *out = NULL;
  double C = 1.0;
  mm_instance *in;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--help")) {
      printf("usage: mmattn example NAME [--C c] [-o FILE]\nNAME: E1a E1b E2 E3-tight E3-relaxed E4 (E4 takes --C, default 1)\n");
      return 0;
    } else if (!strcmp(argv[a], "--C") || !strcmp(argv[a], "-o")) {
      if (a + 1 >= argc) { fprintf(stderr, "mmattn: example: %s needs an argument\n", argv[a]); return EXIT_USAGE; }
      if (argv[a][1] == 'o') out = argv[++a];
      else {
        char *end;
        C = strtod(argv[++a], &end);
        if (*end != '\0' || end == argv[a] || !isfinite(C)) {
          fprintf(stderr, "mmattn: example: --C needs a number, got \"%s\"\n", argv[a]); return EXIT_USAGE;
        }
      }
    } else if (argv[a][0] == '-') { fprintf(stderr, "mmattn: example: unknown option \"%s\"\n", argv[a]); return EXIT_USAGE; }
    else if (name) { fprintf(stderr, "mmattn: example: more than one NAME given\n"); return EXIT_USAGE; }
    else name = argv[a];
  }
  if (!name) { fprintf(stderr, "mmattn: example: missing NAME\n"); return EXIT_USAGE; }
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
