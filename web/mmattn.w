% mmattn: the reference verification suite for max-margin token selection
% in softmax attention.  This is the master web: it holds the limbo, the
% overview, and pulls in every chapter with @@i.  Part I (the library and the
% tool) lives in web/, Part II (the checks) in proofs_checks/; the Makefile
% points CWEBINPUTS at both.

\def\title{MMATTN}
\def\topofcontents{\null\vfill
  \centerline{\titlefont MMATTN}
  \vskip 12pt
  \centerline{A literate verification suite for}
  \centerline{max-margin token selection in softmax attention}
  \vskip 6pt
  \centerline{(Tarzanagh, Li, Zhang, Oymak, NeurIPS 2023)}
  \vfill}
\def\R{{\bf R}}
\def\opt{{\rm opt}}
\def\mm{{\rm mm}}
\def\norm#1{\Vert#1\Vert}

@s uint64_t int
@s uint32_t int
@s int64_t int
@s size_t int
@s FILE int
@s json_t int
@s json_error_t int
@s glp_prob int
@s glp_smcp int
@s glp_iocp int
@s lapack_int int
@s va_list int
@s jmp_buf int
@s v2d int

@**Overview.
This book is the source of \.{mmattn}, a suite that checks, numerically and
with exact oracles, the theory of {\it max-margin token selection\/} in
softmax attention. The paper it verifies studies the one-layer model
$$f(X)=\langle Xv,\ S(XWp)\rangle,$$
where $X\in\R^{T\times d}$ holds the $T$ tokens of one input as rows,
$v\in\R^d$ is a prediction head, $W\in\R^{d\times d}$ a key-query matrix,
$p\in\R^d$ a tunable query, and $S$ the softmax. Its claims say that gradient
descent on $p$ (or $W$) drives $\norm{p}$ to infinity while the direction
$p/\norm{p}$ converges to the solution of a hard-margin support vector problem
that separates one selected token of each input from the others.

The book has two parts. Part~I is the library and the command: the model and
its derivatives, the generators, the instance format. Part~II holds the
checks: each chapter there states a claim, says how it was made numerical,
and is tangled into a Criterion test suite.

{\it How to use it.} \.{make} installs what is missing, tangles, compiles the
library and the \.{mmattn} command and weaves this book into
\.{reports/mmattn.pdf}. \.{make check} builds and runs every check and writes
\.{reports/verification.md}; \.{make coverage} writes a line-coverage report
whose pages show the \.{.w} source of this book.

{\it Status.} Part~I is complete: the model and its derivatives, the
generators, the instance format, the property runner, the exact ATT-SVM
oracle with KKT and Farkas certificates, the GLPK module, token optimality
and the enumeration of every LMM direction, the dynamics in log-domain
arithmetic, the paper's experiments, the real-data chapter, and the tool.
Part~II checks each chapter's mechanics and each of the paper's claims; its
last section is the verification table of the run that wove this copy.
Where a claim did not hold as stated, or a check had to be corrected, the
chapter says so in its prose and the README lists it under findings.

@ Every module of the library is a separate \CEE/ file with its own header,
written by \.{ctangle} into \.{generated/}. Module names prefix every external
identifier with \.{mm\_}. Each chapter is tangled on its own, but this book
weaves them all into one name space, so chunk names carry their module's
name: the include files of the model module are the chunk named ``Model:
include files'', not a chunk shared with every other module.

@i base.w
@i model.w
@i gen.w
@i io.w
@i prop.w
@i svm.w
@i lp.w
@i tokens.w
@i dyn.w
@i dyn_ngd.w
@i dyn_wtrain.w
@i dyn_joint.w
@i dyn_nl.w
@i dyn_path.w
@i dyn_bench.w
@i experiments.w
@i real.w
@i vit.w
@i cli.w

@**Part II: the checks.
Each chapter of this part states one family of claims, says which
instances were generated, which hypotheses were enforced and by what, the
statistic that was computed, the tolerance it was held to and why that
tolerance is right. The code of each chapter is a Criterion suite; all of
them are linked into one runner, \.{generated/mmattn\_checks}, that
\.{make check} executes.

Tolerances are taken from one ladder, as in GSL's tests: $2\epsilon$,
$16\epsilon$, $256\epsilon$, $2^{12}\epsilon$, $2^{16}\epsilon$, \dots, with
$\epsilon=2^{-52}$ the double-precision unit roundoff. Every check names its
rung and the argument that puts it there.

@i check_model.w
@i check_io.w
@i check_prop.w
@i check_svm.w
@i check_tokens.w
@i check_dyn.w
@i check_experiments.w
@i check_real.w
@i check_vit.w
@i lemma_pw.w
@i descent.w
@i thm1.w
@i thm2.w
@i thm3.w
@i thm4.w
@i limit.w
@i nonlinear.w
@i joint.w
@i strict.w
@i losses.w

@*The verification report.
The table below is written by \.{make check}: one row per property, with the
number of trials, how many were skipped because a hypothesis did not hold,
how many failed, and the worst value of the property's statistic against its
tolerance. The full report, with the hypotheses, the statistics' definitions,
the skip reasons and the seed, is \.{reports/verification.md}. A book woven
before the checks ran says so instead of showing a table.
@^verification report@>

\openin1=../../reports/verification.tex
\ifeof1 \closein1 {\it The checks have not been run in this build; run
\.{make check}, which weaves the book again with the table.}
\else \closein1 {\eightrm\baselineskip9pt \input ../../reports/verification.tex }\fi

@**Index.
