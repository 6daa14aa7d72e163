@*The power of the checks.
A check that cannot fail proves nothing, and a suite of checks is only as
strong as the defects it catches. This chapter measures that strength the
way mutation testing does: plant one small, plausible bug in the library,
run every check, and see whether any of them fails. The bugs are the
defects a careful programmer actually makes in code like ours: a sign in a
gradient term, a dropped factor $1/n$ or label $Y_i$, a strict comparison
where the definition wants a weak one, a tolerance loosened by $10^6$, a
certificate check that stops checking one of its conditions, a closed form
with one term missing, a generator that stops enforcing its hypothesis.
@^mutation testing@>
@^power of the checks@>

{\it Mutants are change files.} CWEB has its own way of modifying a web
without editing it: a change file, whose entries say ``replace these lines
of the web by those''. Each mutant is one such file in \.{tests/mutants/},
with one change of one chapter of Part~I and three header lines that
\.{ctangle} ignores: the chapter it changes, what the change breaks, and,
for the few mutants that no check can kill, why (see below). So the
catalogue is itself literate: every mutant is a readable diff against the
book's own text, and a mutant whose lines the book no longer contains is
reported as ``did not apply'' instead of silently testing nothing.
@^change files@>

{\it How a mutant is run.} \.{make mutants} (the script
\.{scripts/mutants.sh}) first runs the checks on the unmutated build at the
same trial factor, one suite at a time and timed; a check that fails there
could kill every mutant and is excluded from the verdicts and named in the
report. Then, for each mutant, it copies the tangled sources, tangles the
mutant's chapter with its change file, recompiles what changed (everything,
when a header changed), links the command, the report tool and the checks,
and runs the checks in two passes. The {\it targeted\/} pass runs the
suites of the mutated chapter (a map from chapter to suites in the script:
the chapter's own Part~II suite and the claim families that use it), one
suite at a time in increasing order of their baseline time, and stops at
the first suite with a failing check. A mutant that survives it goes to the {\it full\/} pass, which runs
every remaining check. The outcome is {\it killed\/} (the checks that
failed or crashed and the pass that found them are listed, or a time limit
was hit: a mutant that makes a loop run forever is caught), {\it
survived}, {\it did not apply}, or {\it did not compile}; the last two
count as neither killed nor survived. Two mutants run at a time, one per
core, each with a single-threaded runner.

{\it Why the two passes keep the power.} A kill is a fact about one check:
the mutated build failed a check that the unmutated build passes at the
same seeds and trial factor. Which other checks would also have failed
does not change it, so stopping at the first failing suite loses no kill;
it only shortens the list of killers in the table (the list names the
suite that killed first, and its failing checks). A survivor is the
opposite kind of statement, ``no check fails'', and that one needs every
check: a mutant that the targeted suites miss runs all the others before it
is reported as surviving. The kill rate is therefore the one a run of every
check against every mutant would give, at the cost of the full suite for
survivors only; the map decides only how soon a kill is found. The limits
of the targeted pass are ten times each suite's baseline time (at least two
minutes), and of the full pass four times the whole baseline (at least
fifteen minutes), so a loaded machine slows a run down but does not turn a
slow survivor into a kill: a timeout counts as a kill only because the
unmutated build finished the same checks in a tenth of the time.

{\it Why a reduced trial factor keeps the power.} The runner multiplies
every property's trial count by \.{MUTANT\_TRIALS} (default $1/4$). A
mutant either breaks a mechanism that every trial exercises (a gradient, a
certificate, a closed form), and then the first trial of the property that
exercises it already fails; or it breaks a rare branch, which a quarter of
the draws reaches with probability $1-(1-\rho)^{N/4}$ if a fraction $\rho$
of the $N$ draws reach it: with $N\ge100$ draws per property and a branch
that one draw in ten reaches, that is $1-0.9^{25}>0.9$. The known-answer
and mechanics checks do not depend on the factor at all. The price of the
reduction is paid only for mutants that a single rare draw would kill, and
the table below reports exactly which checks killed each mutant, so a kill
that rests on one property is visible. The factor does not weaken the
survivor verdict either: the default \.{make check} runs four times the
trials, so a mutant that survives here and is killed there is a kill the
table does not count, never the other way round.

{\it The spread.} Each module should carry mutants in proportion to its
weight. The table counts each chapter's lines beside its mutants and the
number a spread in proportion to lines would give it. The modules on which
every claim rests (the model, the QP oracle, the LP certificates, the
token chapter and the generators) carry more than their share, since a
defect there falsifies the checks of every later chapter, and the runner
and the report (the prop chapter) are mutated for the defects that would
let a failure pass unseen: a failure counted as a skip, a NaN statistic
that passes, a merge of a sweep's parts that drops failures, parts that count each
other's trials, a report that exits with $0$ over a failure. The MPI
driver of the sweep chapter is not mutated: its build needs the MPI
compiler wrapper, which the mutants' build does not use; its merge of the
parts is the report's, which is.

{\it What survives, and why.} A survivor is a defect the checks miss. Each
one is answered in the catalogue: either a sharper check was added to
Part~II and kills it, or the mutant's header says why no observable result
can change (an {\it equivalent\/} mutant, for instance one that disables a
second check of a certificate which a first check has already validated),
or why the defect is out of scope. The kill rate counts killed mutants
among those that are neither equivalent nor out of scope.

@ The table is written by \.{make mutants} into \.{reports/mutants.tex}
(and \.{reports/mutants.md}, \.{reports/mutants.json}). A build without
that run shows the run recorded in \.{docs/mutants/} by
\.{scripts/mutants\_record.sh}, which copies the three files there with the
date and commit of the run, so that the table in a fresh clone's book is a
measurement and says which one.

The catalogue of the run, with its commit and date, is in
\record.

@*1 Power against false theorems.
A kill by a mechanics check says that the library's parts are right; it
does not say what a theorem verdict is worth. The mutants above are
defects of the library, and a targeted pass tries the cheapest suites of
the mutated chapter first, so nearly every kill is a mechanics suite's
(the report of a full run counts them apart: Part~I kills by a theorem
suite and by the mechanics suites only). The question a reader of a
verdict asks is another one: if the paper's claim were false in a way a
referee could have believed, would its theorem suite fail, and with what
probability per run? That is measured here by planting false theorems.
@^false theorems@>
@^power of the checks@>

{\it A false theorem is a change file} in \.{tests/falsetheorems/}, against
one Part~II chapter, that makes the check test a plausible false version of
its claim against the true dynamics: the instances, the oracles and the
runs are untouched, and only the claim the statistic is measured against
changes. Its header names the result (\.{theorem:}), the chapter, the
false claim (\.{claims:}) and why a referee could have believed it
(\.{plausible:}). The catalogue holds at least three for every result the
suite checks, of four kinds. A {\it wrong limit\/}: the ATT-SVM with its
support constraint of largest multiplier dropped, the max-margin direction
whose margins are the score gaps instead of $1$, the GMM where the run goes
to a non-global LMM, the optimal key itself or the optimal key against the
mean of the others, the head SVM of the data with one label flipped, the
full ATT-SVM where Theorem~6 has the relaxed one. A {\it wrong constant\/}:
a normalisation $1/\norm{p}$ for $1/\norm{p}^2$ in Lemma~1, the step
$\eta\norm{p}$ for $\eta\norm{p}^2$, a cone twice as wide as the derived
one, a gap rate twice the margin, a transverse offset without its score or
loss factor. A {\it wrong structure\/}: Lemma~1's update with the row factor
$(W(0)p)^T$ instead of $p^T$ (a rank-two correction), the descent lemma
without Assumption~B or along $p$ itself. And the {\it converse\/} of a
result that is false: non-LMM directions that attract (Theorem~4), a local
path that converges to a non-LMM direction, a tie that leaves the
attraction, a nonlinear head for which no mixture beats the pure
selection. Targets that need an oracle are computed by the certified QP
solver of the svm chapter on the instance's own keys, and scaled to the
norm of the true target, so that the check's radii and budgets are those
it uses for the true claim.

{\it How a false theorem is measured.} \.{make falsetheorems} (the script
\.{scripts/falsetheorems.sh}) builds the variant as a mutant is built, and
runs the theorem suite of its chapter {\it alone}, single-threaded, at the
default trials and at a quarter of them (\.{FT\_FACTORS}); a false theorem
whose change reaches one test of a costly suite may name that test
(\.{filter:}), and then that test alone is run. It reads the property tallies the
run wrote. The false theorem is {\it detected\/} when the suite fails (a
check that fails unmutated at the same factor does not count), and {\it
aborted\/} when the suite fails before any property has tallied a trial:
the variant then failed on an assertion about its own run (a target of
norm zero, say), not on the claim, and detects nothing. Its {\it
failing fraction\/} $f$ is the largest fraction of a counted property's
trials that fail (trials, not tested trials: a skipped draw cannot detect
anything); then $n_{99}=\ln0.01/\ln(1-f)$ trials detect it with
probability $0.99$, and a run of $N$ trials detects it with probability
$1-(1-f)^N$, the {\it power\/} in the table. Every failing trial is a draw
on which the false claim is false: the unmutated check passes on every
draw of the baseline, and the variant differs from it only in the claim.
So $f$ is also a certified lower bound on the fraction of draws on which
the false version is false, which is how each is known to be false on most
draws, or, where $f$ is small, on how few.

{\it The default trials follow from a quarter of them.} A trial's draw,
its tier and whether it is adversarial depend on the seed and the trial's
index alone, not on how many trials the property runs; so the trials of a
run at a quarter of the trials are the first quarter of those of the
default run, with the same seed. A false theorem that the quarter run
detects is therefore detected by the default run too (the table says
{\it implied\/} where only a reduced run was made, as for every false
theorem of the recorded run, at a quarter of the trials or, for the
costliest suites, a twentieth: on a machine shared by several jobs the default
runs of all suites exceed the budget of one measurement), and the reduced
run's $f$ estimates the default's on its first draws. The same holds for
any factor below one. The power column, $1-(1-f)^N$ with $N$ the default
trial count, is then the probability that a run with {\it another\/}
seed detects the false theorem.

{\it What the measurement cannot see.} A false claim that coincides with
the true one on the suite's draws is not false there, and no statistic can
detect it: the max-margin direction with the score gaps as margins {\it
is\/} the GMM when every input has equal gaps, as under Assumption~B with
one input, which is why that version is planted against Theorem~1 (no
Assumption~B) and not against Theorem~2. A false claim about a property
the suite records only as an observation (Theorem~6's limit of $p$) shows
in the observation's failures, which do not fail the suite; the table says
so where it happens.

@ The table is written by \.{make falsetheorems} into \.{reports/power.tex}
(and \.{.md}, \.{.json}); a build without that run shows the run recorded in
\.{docs/power/} by \.{scripts/power\_record.sh}. A false theorem that a
recorded run did not reach within its budget is listed as {\it not run\/},
with no verdict: it is neither detected nor missed. Each row names the
commit it was measured on and when its run ended, so a table can be
completed without measuring again what it holds (\.{FT\_APPEND=1}
replaces only the rows of the false theorems run); the provenance line
names every commit of the table. Each false theorem also names the
results of the paper it falsifies (\.{result:}, as the verdicts name
them), and the Verdicts chapter gives, under each verdict, the planted
false versions of that result, how many were detected, and the least
per-run detection probability with its commit and date.

The table of the run, with its commit and date, is in
\record.

@*1 Mutants of the theorem checks.
The theorem checks are code too, and a defect in them is of a kind the
library's mutants never plant: a statistic computed on the wrong run, a
tolerance read from the wrong constant, a continuation that never stops, a
skip that swallows a failure, a fraction of tested trials that is no
longer asserted. The change files in \.{tests/mutants/part2/} plant such
defects in the Part~II chapters (in the shared subroutines of the theorem
checks, in Lemma~1's, the descent lemma's, Theorem~3's and Theorem~4's
checks, the limit property's, the losses' and the strictness chapter's),
and \.{make mutants} runs them with the others; the report counts Part~I
and Part~II apart.

{\it How such a mutant is killed.} Many of them make a check {\it
weaker\/}: on the true dynamics it still passes, as the unmutated check
does, and no run of the true theorem can tell the two apart. What tells
them apart is a claim that is false. So a Part~II mutant is first run
against the suites of its chapter, like any mutant (it is killed when a
check that passes unmutated fails), and a survivor is then built together
with each false theorem that those suites detect unmutated (at most three,
those with the smallest failing fraction first, since a mutant that takes
away part of a check's power hides them first, and one for each failing
property before a second for any, since a mutant usually weakens one
property) and run against that false
theorem's suite. If the false theorem is no longer detected, the mutant
has hidden it; if it is still detected but fewer of its trials fail than
unmutated (the runs are seeded, so both see the same draws), the mutant
has taken away part of the check's power. Either way it is killed, and
the false theorem is named as its killer. A mutant that survives both has
met the true dynamics and the planted false claims of its chapter without
changing a verdict or a failing trial; it is reported as a survivor, and its
line says what it weakens. Part~II mutants have no full pass: a defect of
a theorem check shows in its own suites or nowhere. A mutant of the shared
subroutines of the theorem checks names the suite that exercises it
(\.{suites:} in its header; the cheapest of those that call the routine),
and one whose routine no check calls is {\it equivalent\/}: the routine
that runs to a list of norms is defined among them and called by none.
A mutant that a recorded run did not reach within its budget is reported
as {\it unfinished}, neither killed nor survived.
A mutant and a false theorem that change the same lines cannot be built
together, and such a pair is not tried; the one false theorem that could
see a mutant may be exactly that one (a mutant that zeroes Lemma~1's
update, whose only witness changed the same projection), so a survivor
calls for a check that sees the defect on the true dynamics (there: the
update's norm, computed apart, against its projected part). A recorded run
may be completed with the mutants run again since
(\.{scripts/mutants\_merge.sh}); its provenance names both runs.

The table of the run, with its commit and date, is in
\record.
