% mmattn: the reference verification suite for max-margin token selection
% in softmax attention.  This is the master web: it holds the limbo, the
% overview, and pulls in every chapter with @@i.  Part I (the library and the
% tool) lives in web/, Part II (the checks) in proofs_checks/; the Makefile
% points CWEBINPUTS at both.

\def\title{MMATTN}
% The other volume, by name and as a link to it (both PDFs live in reports/).
\def\record{\hbox{\pdfstartlink height\theheight depth\thedepth
  attr{/Border[0 0 0]} user{/Subtype/Link/A<</S/GoToR/F(record.pdf)/D[0/Fit]>>}%
  \Blue the record, \.{reports/record.pdf}\Black\pdfendlink}}
\def\mm{{\rm mm}}
\def\opt{{\rm opt}}
\def\norm#1{\Vert#1\Vert}

% Layout.  Only parts (@@**) and chapters (@@*) start a page; running heads
% keep their mathematics in its case; the contents come after the title page,
% read from the previous pdfTeX pass (the Makefile runs pdfTeX until the
% contents are stable) and the back of the book has no second copy.
\secpagedepth=2
\def\grouptitle{\expandafter\takethree\topmark}
\newif\ifkeeppage % the next part or chapter continues the current page
\outer\def\N#1#2#3.{%
  \ifpdf{\toksF={}\makeoutlinetoks#3\outlinedone\outlinedone}\fi
  \gdepth=#1\gtitle={#3}\MN{#2}%
  \ifon\ifnum#1<\secpagedepth
      \ifkeeppage\global\keeppagefalse\vskip\intersecskip\bigskip
      \else\vfil\eject\fi
    \else\sectionbreak\vskip\intersecskip\fi\fi
  \message{*\secno}%
  \def\stripprefix##1>{}\def\gtitletoks{#3}%
  \edef\gtitletoks{\expandafter\stripprefix\meaning\gtitletoks}%
  \edef\next{\write\cont{\ZZ{\gtitletoks}{#1}{\secno}%
   {\noexpand\the\pageno}{\the\toksE}}}\next
  \ifpdf \ifpdftex\expandafter\xdef\csname curr#1\endcsname{\secno}
    \ifnum#1>0\countB=#1 \advance\countB by-1
      \advancenumber{chunk\the\countB.\expnumber{curr\the\countB}}\fi
  \else \special{pdf: outline #1 << /Title (\the\toksE) /Dest
    [ @@thispage /FitH @@ypos ] >>}\fi \fi
  \ifon\startsection{\bf#3.\quad}\ignorespaces}
\def\con{\par\vfill\eject\end} % the contents are printed at the front
% A page may end before a section (penalty -100) when it is at least about
% three quarters full; otherwise the section is split across the page break.
% cwebmac's \vfil here let pages end half empty before every long section.
\def\sectionbreak{\vskip 0pt plus .3\vsize\penalty-100\vskip 0pt plus -.3\vsize}
\outer\def\M#1{\MN{#1}\ifon\sectionbreak
  \vskip\intersecskip\startsection\ignorespaces}

% \R is cwebmac's logical not; before ^ or $ it is the real numbers.
\def\R{\futurelet\Rnext\Rchoose}
\def\Rchoose{\ifx\Rnext^{\bf R}\else\ifx\Rnext${\bf R}\else\lnot\fi\fi}

% Cross references that CWEB cannot make by itself: \lbl{key} in a section
% records its number, \secref{key} prints a link to it (resolved on the
% second pass); \fnsec{mm_name} links to the last section in which the
% index underlines mm_name, that is, where it is defined.
\newread\auxin \newwrite\auxout
\def\refdef#1#2{\expandafter\gdef\csname ref:#1\endcsname{#2}}
\openin\auxin=\jobname.ref
\ifeof\auxin \closein\auxin \else \closein\auxin \input \jobname.ref \fi
\immediate\openout\auxout=\jobname.ref
\def\lbl#1{\immediate\write\auxout{\noexpand\refdef{#1}{\secno}}}
\def\seclink#1{\expandafter\ifx\csname#1\endcsname\relax {\bf??}\else
  \edef\next{\noexpand\pdflink{\csname#1\endcsname}{}}\next\fi}
\def\secref#1{\S\seclink{ref:#1}}
\def\fnsec#1{\S\seclink{fn:\detokenize{#1}}}
{\def\I#1#2, #3.{\ifx\\#1\fnrecord{#2}{#3}\else\ifx\&#1\fnrecord{#2}{#3}\fi\fi}
 \def\fnrecord#1#2{{\def\_{_}\edef\fnkey{#1}\gdef\fnlast{}%
   \def\[##1]{\gdef\fnlast{##1}}\setbox0\hbox{#2}%
   \ifx\fnlast\empty\else\expandafter\xdef\csname fn:\fnkey\endcsname{\fnlast}\fi}}
 \openin\auxin=\jobname.idx
 \ifeof\auxin \closein\auxin \else \closein\auxin \setbox0\vbox{\hbadness10000 \hfuzz\maxdimen \input \jobname.idx }\fi}


@s uint64_t int
@s uint32_t int
@s int64_t int
@s size_t int
@s FILE int
@s json_t int
@s zip_t int
@s zip_file_t int
@s zip_stat_t int
@s zip_error_t int
@s zip_int64_t int
@s zip_uint64_t int
@s npy_array int
@s json_error_t int
@s glp_prob int
@s glp_smcp int
@s glp_iocp int
@s DSDP int
@s SDPCone int
@s BCone int
@s DSDPTerminationReason int
@s DSDPSolutionType int
@s lapack_int int
@s va_list int
@s jmp_buf int
@s mpq_t int
@s mpz_t int
@s v2d int
@s VK static
@s pthread_t int
@s pthread_attr_t int
@s pthread_mutex_t int
@s pthread_cond_t int
@s PyObject int
@s PyArrayObject int
@s npy_intp int
@s Py_ssize_t int
@s PyGILState_STATE int
@s PyMethodDef int
@s PyModuleDef int
@s PyMODINIT_FUNC int
@s py_tick int
@s train_state int
@s mm_path_point int
@s mm_path_options int
@s mm_run_shape int
@s mm_run_kind int

% Report rows (claim/property): scripts/book_rows.awk writes rows.ref from the
% woven book, one \rowdef{row}{N} per row, N the section that opens it (its
% mm_prop_begin call), and merges an index entry per row into the index.
% \rowfind{row} sets \rowsec to that section, trying the row's family (the
% name up to its first period: base.logistic is of the family base) when the
% row itself is not listed, and to \relax when neither is.
% \rowlinkwith{row}{text} sets the text as a link to that section, or plain.
\def\rowdef#1#2{\expandafter\gdef\csname row:\detokenize{#1}\endcsname{#2}}
\openin\auxin=rows.ref
\ifeof\auxin \closein\auxin \else \closein\auxin \input rows.ref \fi
\def\rowfind#1{\expandafter\let\expandafter\rowsec\csname row:\detokenize{#1}\endcsname
  \ifx\rowsec\relax \rowfindbase#1.\end \fi}
\def\rowfindbase#1.#2\end{\expandafter\let\expandafter\rowsec
  \csname row:\detokenize{#1}\endcsname}
\def\rowlinkwith#1#2{\rowfind{#1}\ifx\rowsec\relax #2\else
  \leavevmode\pdfstartlink attr{/Border[0 0 0]} goto name{sec.\rowsec}\relax
  \Blue#2\Black\pdfendlink\fi}
\def\rowstring#1{\rowlinkwith{#1}{\brkstring{#1}}}

% One line after each statement of the results chapter: where it is computed,
% where it is checked, and which rows of the verification report carry it
% (set ragged right: the rows are long unbreakable names).
% A ``checked in'' reference to a check chapter (\secref{chk:CLAIM}) lands on
% the section that opens the first of the line's report rows of that claim,
% when there is one, rather than on the chapter's head: the rows are scanned
% first (in a box that is thrown away), and the first section of each claim
% is kept under the number of this line.
\newcount\tracecount
\def\rowscan#1{\rowfind{#1}\ifx\rowsec\relax\else \rowclaim#1/\end{\rowsec}\fi}
\def\rowclaim#1/#2\end#3{\expandafter\ifx
  \csname first:\the\tracecount:\detokenize{#1}\endcsname\relax
  \expandafter\xdef\csname first:\the\tracecount:\detokenize{#1}\endcsname{#3}\fi}
\expandafter\def\csname chkalias:lemma1\endcsname{lemma\_pw}
\def\chksecref#1{\chkclaim#1\end}
\def\chkclaim#1:#2\end{\expandafter\ifx\csname chkalias:#2\endcsname\relax
    \chkto{#2}{#1:#2}\else
  \expandafter\expandafter\expandafter\chkto\expandafter\expandafter\expandafter
    {\csname chkalias:#2\endcsname}{#1:#2}\fi}
\def\chkto#1#2{\expandafter\ifx\csname first:\the\tracecount:\detokenize{#1}\endcsname\relax
    \origsecref{#2}\else
  \S\hbox{\pdfstartlink attr{/Border[0 0 0]}
    goto name{sec.\csname first:\the\tracecount:\detokenize{#1}\endcsname}%
    \Blue\csname first:\the\tracecount:\detokenize{#1}\endcsname\Black\pdfendlink}\fi}
\def\trace#1#2#3{\par{\global\advance\tracecount1
  \setbox0\hbox{\let\.=\rowscan \let\\=\relax #3}%
  \emergencystretch3em \rightskip0pt plus4em \let\.=\rowstring \noindent\hangindent1em
  {\sl Computed in\/} #1; {\sl checked in\/} {\let\origsecref=\secref \let\secref=\chksecref #2};
  {\sl report rows\/} #3.\par}}
% A statement whose check tests another form says so on a line of its own.
\def\tested#1{\par{\noindent\hangindent1em\hangafter1
  $\diamond$ {\sl Tested form:\/} #1\par}}
% The Verdicts chapter and the verification tables (reports/verdicts.tex and
% reports/verification.tex, written by mmattn_report): one block per result,
% its rows set as paragraphs, so that nothing runs past the right margin.
% Names of properties break after an underscore; \vclaim links a row to the
% chapter of its check (the label chk:CLAIM) when that label exists.
\font\eightbf=cmbx8 \font\eightsl=cmsl8 \font\eightit=cmti8
\def\vname#1{{\def\_{\kern.06em\vbox{\hrule width.3em}\penalty300\kern0pt}#1}}
\def\vclaim#1{\expandafter\ifx\csname ref:chk:#1\endcsname\relax
  \else\ (\secref{chk:#1})\fi}
\def\verdictstamp#1#2{\noindent{\sl Verdicts of the run of #1, commit #2.}\par}
\def\verdict#1#2#3#4{\par\medskip{\noindent\hangindent1em\hangafter1
  {\bf #1} (\secref{#2}; #3). {\sl Verdict:\/} #4.\par}\smallskip}
\def\vrow#1#2#3#4#5#6#7#8{{\eightrm\baselineskip9.5pt\rightskip0pt plus3em
  \noindent\hangindent2em\hangafter0{\eightit #1\/} \rowlinkwith{#3}{\vname{#3}}\vclaim{#2}: tested
  #5 (tiny/medium/large), worst #6 against tolerance #7\ifnum#8>0 ,
  {\eightbf #8 failed}\fi. {\eightsl Tested form:\/} #4\par}}
\def\vmech#1#2{{\eightrm\baselineskip9.5pt\rightskip0pt plus3em
  \noindent\hangindent2em\hangafter0{\eightit mechanics:\/} #1\ifnum#2>0 ;
  {\eightbf #2 trials failed}\else; all pass\fi.\par}}
\def\vlink#1#2{\vname{#2}}
\def\vnamewidth{2.3in}
\def\vnamepar{\noindent\rightskip0pt plus2em\hangindent.5em\hangafter1
  \def\_{\kern.06em\vbox{\hrule width.3em}\penalty300\kern0pt}}
% Identifiers in prose (|...|) may break after an underscore, and messages
% in the index at their spaces, so that long names do not run into the margin.
\let\cwebident=\\
\def\brkident#1{\ifmmode\cwebident{#1}\else\leavevmode{\it
  \def\_{\kern.06em\vbox{\hrule width.3em}\penalty300 \kern0pt }#1\/\kern.05em}\fi}
\def\PB#1{{\let\\=\brkident #1}}
\def\brkstring#1{\leavevmode{\tentex \let\\=\BS \let\{=\LB \let\}=\RB
  \let\~=\TL \let\ =\SP \def\_{\UL\penalty300\kern0pt}\let\&=\AM \let\^=\CF
  #1\kern.05em}}
\def\readindex{\let\.=\brkstring \input \jobname.idx }
\emergencystretch=2em

% Outlines (PDF bookmarks) spell Greek letters out instead of dropping them.
\sanitizecommand\mu{mu} \sanitizecommand\psi{psi} \sanitizecommand\alpha{alpha}
\sanitizecommand\gamma{gamma} \sanitizecommand\eta{eta} \sanitizecommand\ell{l}

% Every section also gets a named destination sec.N, so that other documents
% (the coverage pages) can link to mmattn.pdf#sec.N.
\let\cwebstsec=\stsec
\def\stsec{\cwebstsec\ifpdf\ifpdftex\smash{\raise\baselineskip\hbox to0pt{%
  \let\*=\empty\pdfdest name{sec.\secstar} fith}}\fi\fi}
\let\startsection=\stsec

% The title page and the contents, numbered in roman; the book starts at 1.
\newbox\contentsbox \newread\tocin
\openin\tocin=\jobname.toc
\ifeof\tocin \closein\tocin
  \setbox\contentsbox\vbox{\hsize\pagewidth\noindent
    {\it The contents appear when pdf\TeX\ has run twice.}}
\else \closein\tocin
  \setbox\contentsbox\vbox{\hsize\pagewidth \rightskip 0pt
    \line{\hfil Section\hbox to3em{\hss Page}}%
    \let\ZZ=\contentsline \readcontents\relax}
\fi
\def\frontheader{\headertrue\mainfont\romannumeral\pageno
  \eightrm\qquad Contents\hfill\title}
\def\frontmatter{\titletrue
  \null\vfill
  \centerline{\titlefont MMATTN}
  \vskip 12pt
  \centerline{A literate verification suite for}
  \centerline{max-margin token selection in softmax attention}
  \vskip 6pt
  \centerline{(Tarzanagh, Li, Zhang, Oymak, NeurIPS 2023)}
  \vskip 12pt
  \centerline{The program. The companion volume is \record.}
  \vskip 24pt
  \openin\tocin=../../reports/run-stamp.tex
  \ifeof\tocin \closein\tocin
    \centerline{\sl The checks have not been run for this copy.}
  \else \closein\tocin \input ../../reports/run-stamp.tex
    \centerline{\sl Checks and verdicts of the run of \runstamp.}\fi
  \vfill\eject
  \let\lheader=\frontheader \let\rheader=\frontheader
  \centerline{\bf Contents}\bigskip
  \unvbox\contentsbox
  \mark{\noexpand\nullsec0{Overview}}\vfill\eject
  \def\lheader{\headertrue\mainfont\the\pageno\eightrm\qquad\grouptitle
    \hfill\title\qquad\mainfont\topsecno}%
  \def\rheader{\headertrue\mainfont\topsecno\eightrm\qquad\title\hfill
    \grouptitle\qquad\mainfont\the\pageno}%
  \global\pageno=1 }
\frontmatter

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

The book has two volumes. This one, the program, holds what holds and
why; the second, \record, holds what was run: the verification report of
the build, the recorded sweeps at ten and a hundred times the default
trials with their replay tables, the table of how the checks were
calibrated, the mutants and false theorems with their tables, each table
with its commit and date.

This volume has two parts. Part~I opens with the paper's results, stated in
the paper's notation with their provenance and links to their code and
checks, and with the verdict of each, generated by \.{make check}; it continues
with the library and the command: the model and its derivatives, the
generators, the instance format, the oracles, token optimality, the
dynamics, the experiments, real data, exact certification, the command and
the Python module. Part~II holds the checks: each chapter there points back
to the statement it checks, says how it was made numerical, and is tangled
into a Criterion test suite. It checks the library's chapters first, in
the order of Part~I, then the paper's claims, from Lemma~1 to the loss
comparison, and it ends with the power of the checks: planted defects and
planted false theorems, and what their detection is worth.

{\it How to use it.} \.{make} installs what is missing, tangles, compiles the
library and the \.{mmattn} command and weaves the two volumes into
\.{reports/mmattn.pdf} and \.{reports/record.pdf}. \.{make check} builds and
runs every check, writes \.{reports/verification.md} and weaves both volumes
again with the verdicts of the run; \.{make coverage} writes a line-coverage
report whose pages show the \.{.w} source of this book.

{\it Status.} Part~I is complete: the model and its derivatives, the
generators, the instance format, the property runner, the exact ATT-SVM
oracle with KKT and Farkas certificates, the GLPK module, token optimality
and the enumeration of every LMM direction, the dynamics in log-domain
arithmetic, the paper's experiments, the real-data chapter, and the tool.
Part~II checks each chapter's mechanics and each of the paper's claims.
Where a claim does not hold as stated, the chapter that checks it says so
and the README lists it under findings.

@ Every module of the library is a separate \CEE/ file with its own header,
written by \.{ctangle} into \.{generated/}. Module names prefix every external
identifier with \.{mm\_}. Each chapter is tangled on its own, but this book
weaves them all into one name space, so chunk names carry their module's
name: the include files of the model module are the chunk named ``Model:
include files'', not a chunk shared with every other module.

@**Part I: the paper and the library.
Part~I states what the paper claims and builds what checking it needs.
Its first chapter, ``The paper's results'', states the model, the
assumptions, the definitions, the two lemmas, the theorems and the
experiments' outcomes, each with its provenance and links to its code and
its check, and gives each result's verdict from the last run of the
checks. The chapters after it are the library, one \CEE/ module each:
conventions shared by all modules (\.{base}); the model, its losses,
softmax, risk and gradients (\.{model}); seeded random numbers and
instance generators (\.{gen}); instances as JSON (\.{io}) and NumPy arrays
(\.{npy}); the property runner behind every check (\.{prop}) and its
sweeps on MPI (\.{sweep}); the exact ATT-SVM oracle with its certificates
(\.{svm}) and the linear programs that confirm it (\.{lp}); token
optimality and the enumeration of LMM directions (\.{tokens}); the
dynamics in log-domain arithmetic (\.{dyn} and its companions: descent,
$W$-training, joint training, nonlinear heads, regularization paths, the
benchmark of the normalised step). Then come the paper's experiments, the
real-data experiment on Fashion-MNIST and a vision transformer on the same
data, exact certification in rational arithmetic, the \.{mmattn} command
and the Python module.
\global\keeppagetrue

@i results.w
@i base.w
@i model.w
@i gen.w
@i io.w
@i npy.w
@i prop.w
@i sweep.w
@i svm.w
@i lp.w
@i nuclear.w
@i tokens.w
@i dyn.w
@i dyn_ngd.w
@i dyn_wtrain.w
@i dyn_kq.w
@i dyn_nucpath.w
@i dyn_joint.w
@i dyn_nl.w
@i dyn_path.w
@i dyn_bench.w
@i experiments.w
@i real.w
@i vit.w
@i exact.w
@i cli.w
@i python.w

@**Part II: the checks.
Each chapter of this part states one family of claims, says which
instances were generated, which hypotheses were enforced and by what, the
statistic that was computed, the tolerance it was held to and why that
tolerance is right. The code of each chapter is a Criterion suite; all of
them are linked into one runner, \.{generated/mmattn\_checks}, that
\.{make check} executes.

The chapters come in three groups. The checks of the library's chapters,
in the order of Part~I (the model, the instance format, the property
runner, the oracles and their checkers, token optimality, the dynamics,
the experiments, real data, the vision transformer, exact certification);
then the paper's claims (Lemma~1, the descent lemma, Theorems~1 to~4
after the subroutines they share, the limit property, nonlinear heads,
Theorems~5 and~6, strictness, the loss comparison); last, the power of the
checks. How each tolerance was calibrated, with the runs that showed
an earlier form wrong, is the calibration table of \record.

Tolerances that bound {\it rounding\/} error are taken from one ladder, as
in GSL's tests: powers of two times $\epsilon=2^{-52}$, the double-precision
machine epsilon (the unit roundoff is $\epsilon/2=2^{-53}$). The checks use
the rungs $16\epsilon$ (a few operations per result: softmax, one gradient
step, a step length), $2^8\epsilon$ and $2^{10}\epsilon$ (sums over the tokens
and inputs of an instance, generated hypotheses, exact ties), $2^{12}\epsilon$
(results that pass through a linear solve or a long recurrence: whole runs,
rank-one facts), $2^{16}\epsilon$ (certificates of the ATT-SVM, whose
conditioning the solver bounds) and $2^{32}\epsilon$ (agreement between the
QP solver and GLPK's simplex, whose own tolerances are about $10^{-7}$).
Many statistics are divided by their rung before they are recorded, so the
report shows the tolerance $1$ or the rung's factor ($16$, $4096$). Each
check says in its prose why it sits on its rung.

The other tolerances bound something other than rounding and are not on
the ladder: the truncation error of finite differences ($10^{-6}$,
$10^{-4}$); the distance of a finite run from its limit, as an angle in
radians ($10^{-3}$ to $0.25$) or as the constant $c$ of a rate
$c\log\norm{p}/\norm{p}$ ($2$ to $32$), or the half-angle of a cone as a
multiple of its own ($1.97$); two comparisons with a long double reference
whose error is dominated by the iteration, not the arithmetic ($10^{-12}$,
$10^{-9}$); thresholds of the statistical tests on real data ($0.15$,
$10^{-3}$); and $0$ for exact facts and for searches that must find a
counterexample. The chapter of each check derives its value.

@i check_model.w
@i check_io.w
@i check_prop.w
@i check_svm.w
@i check_cert.w
@i check_nuclear.w
@i check_kq.w
@i check_nucpath.w
@i check_tokens.w
@i check_dyn.w
@i check_experiments.w
@i check_real.w
@i check_vit.w
@i check_exact.w
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
@i power.w

@**Index.
