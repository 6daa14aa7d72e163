@*The paper's results.
This chapter states, in the paper's notation and numbering, every result
the suite verifies: the model, the three assumptions, the definitions, the
two lemmas, Theorems 1--6, the result on nonlinear heads, the outcomes
of the paper's experiments and the two claims of its sequel. Nothing here is proved or computed; each
statement is followed by one line that leads to the code that computes its
objects, the chapter of Part~II that checks it, and the rows of the
verification report that carry the outcome. The next chapter gives each
result's verdict.
\lbl{results}
@^paper's results@>

The paper is D.~A. Tarzanagh, Y.~Li, X.~Zhang, S.~Oymak, {\it Max-margin
token selection in attention mechanism}, NeurIPS 2023 (arXiv 2306.13596).
{\it Provenance.} Its full text (the wording of its theorems, its equation
and page numbers) was not available when these statements were written.
Three sources were: the paper's abstract (identical in the proceedings and
in the fourth arXiv version); the authors' public code, which fixes the
experiments' data, starts, step rules, losses and solvers, and the
ATT-SVM with its relaxed rows; and the authors' public presentation of
the paper, which gives its numbering (Lemma~1, Assumptions A--C,
Theorems~1--6), says in words what each theorem states, and shows the
vision-transformer figure. No equation or page number of the paper is
cited here, and every statement says which of the following it is.
{\it[published]}: the paper's result as its abstract, code or
presentation gives it, restated in our words.
{\it[reconstructed]}: a precise statement the suite reconstructed from
those sources where they give the result only in words (its hypotheses,
constants or exact form).
{\it[the suite's formulation]}: a form this suite chose; its check tests
that form and no more.
{\it[derived]}: a consequence we derived and check numerically.
Every result of the paper is asymptotic and states no rate. Where the
check tests another form than the statement (another algorithm, an added
hypothesis, constructed instances), a line marked $\diamond$ {\sl Tested
form\/} says so, and the check's chapter says why.

@*1 The model and the assumptions.
@^model@>
\lbl{model}
{\it The model} [published: abstract]. Data are $n$ pairs $(X_i,Y_i)$, $X_i\in\R^{T\times d}$
with rows $x_{it}$ (the tokens), $Y_i\in\{-1,+1\}$. With a prediction head
$v\in\R^d$, a key-query matrix $W\in\R^{d\times d}$ and a tunable query
$p\in\R^d$,
$$f(X)=\langle Xv,\ S(XWp)\rangle,\qquad
  L(v,p,W)={1\over n}\sum_{i=1}^n\ell\bigl(Y_if(X_i)\bigr),$$
where $S$ is the softmax. The keys are $k_{it}=W^Tx_{it}$, the logits
$a_i=X_iWp$, the attention weights $s_i=S(a_i)$, the {\it scores\/}
$\gamma_{it}=Y_iv^Tx_{it}$. Then $Y_if(X_i)=\langle s_i,\gamma_i\rangle$ lies
between $\min_t\gamma_{it}$ and $\max_t\gamma_{it}$. When $v$ and $W$ are fixed
we write $L(p)$. The losses are the logistic $\ell(u)=\log(1+e^{-u})$, the
exponential $e^{-u}$ and the correlation loss $-u$ (the authors' code
uses the logistic and the correlation loss).
\trace{|mm_risk|~\fnsec{mm_risk}, |mm_grad_p|~\fnsec{mm_grad_p}, in the log
domain |mm_dyn_evaluate|~\fnsec{mm_dyn_evaluate}}{\secref{chk:model},
\secref{chk:dyn}}{\.{model/grad\_p\_vs\_fd}, \.{model/risk\_finite\_extreme},
\.{dyn/log\_grad\_vs\_long\_double}}

@ {\it Assumption A} [reconstructed; the presentation names it, the
hypotheses are the suite's]. The loss $\ell$ is strictly
decreasing and differentiable, and $\ell'$ is bounded and Lipschitz on
bounded intervals. All three losses above satisfy it on the range of
$Y_if(X_i)$, which is bounded by the scores.
\lbl{assA}
@^Assumption A@>
\trace{|mm_loss|~\fnsec{mm_loss}, |mm_dloss|~\fnsec{mm_dloss}}{\secref{chk:model}}{\.{model/logistic\_accuracy}}

@ {\it The gradient} [derived]. With $u_i=\langle s_i,\gamma_i\rangle$,
$$\nabla_pL={1\over n}\sum_i\ell'(u_i)\sum_ts_{it}(\gamma_{it}-u_i)\,k_{it},\qquad
\nabla_vL={1\over n}\sum_i\ell'(u_i)\,Y_iX_i^Ts_i,$$
and with $p$ fixed the gradient in $W$ is the gradient in $q=Wp$ times
$p^T$, a matrix of rank one. {\it The step size} [the suite's formulation]:
gradient descent takes $\eta\le1/L_p$, where $L_p$ is a bound on the
Lipschitz constant of $\nabla L(p)$ built from $\norm{X_i}$, $\norm{W}$,
$\norm{v}$ and the loss's constants.
\lbl{gradient}
@^step size@>
\trace{|mm_grad_p|~\fnsec{mm_grad_p}, |mm_grad_v|~\fnsec{mm_grad_v},
|mm_grad_q|~\fnsec{mm_grad_q}, |mm_smoothness_bound|~\fnsec{mm_smoothness_bound}}{\secref{chk:model}}{\.{model/grad\_v\_vs\_fd},
\.{model/grad\_W\_vs\_fd}, \.{model/smoothness\_bound}}

@ {\it Assumption B} [reconstructed; the presentation names it, the
exact form is the suite's]. In every input all non-optimal tokens have one
common score below the optimal one:
$\gamma_{it}=\gamma_{i\tau}<\gamma_{i,\opt_i}$ for all $t,\tau\ne\opt_i$.
It holds automatically when $T=2$ (one non-optimal token per input) and
the optimal token is unique: the experiments E3 and E4 are instances of it.
\lbl{assB}
@^Assumption B@>
\trace{the generators |mm_gen_instance|~\fnsec{mm_gen_instance} and
|mm_gen_set_score|~\fnsec{mm_gen_set_score}, which impose it to within
rounding (the common score is met to a few ulps); the checks of Theorem~2
make it hold bit for bit (|thm_exact_B|)}{\secref{chk:model}}{\.{gen/hypotheses\_hold}}

@ {\it Assumption C} [reconstructed; the presentation names it, the
exact form is the suite's]. With $v^\mm$ and the support
samples $S$ of \secref{joint}: for every $i\in S$ and every $t\ne\opt_i$,
$Y_i(v^\mm)^Tx_{it}<1$; putting attention on a non-optimal token lowers the
label margin of a support sample.
\lbl{assC}
@^Assumption C@>
\trace{|mm_svm_head|~\fnsec{mm_svm_head}}{\secref{chk:joint}}{the hypotheses
column of \.{joint/thm5\_v\_direction}}

@*1 Definitions.
{\it Optimal tokens} [published: abstract and presentation]. $\opt_i\in\mathop{\rm argmax}_t\gamma_{it}$.
Where a result needs a unique maximiser the suite requires it and says so;
a tie on the top score is reported, never broken silently.
\lbl{opt}
@^optimal tokens@>
\trace{|mm_tokens_opt|~\fnsec{mm_tokens_opt}}{\secref{chk:tokens}}{\.{tokens/ties\_reported}}

@ {\it ATT-SVM} [published: presentation, and the authors' code solves it]. For a selection $\alpha=(\alpha_1,\ldots,\alpha_n)$ of
one token per input,
$$p^\mm(\alpha)=\mathop{\rm argmin}_p\norm{p}\quad\hbox{s.t.}\quad
(k_{i\alpha_i}-k_{it})^Tp\ge1\quad\hbox{for all $t\ne\alpha_i$ and all $i$.}$$
It is feasible exactly when one direction ranks every $\alpha_i$ strictly
first in its input, and then its solution is unique (the objective is
strictly convex). The {\it globally optimal max-margin direction\/} (GMM)
[published] is $p^\mm_\star=p^\mm(\opt)$.
\lbl{attsvm}
@^ATT-SVM@>
@^GMM@>
\trace{|mm_svm_att|~\fnsec{mm_svm_att}, solved exactly with KKT and Farkas
certificates by |mm_svm_solve|~\fnsec{mm_svm_solve}, infeasibility confirmed
by |mm_lp_separable|~\fnsec{mm_lp_separable}}{\secref{chk:svm}}{\.{svm/kkt\_certificate},
\.{svm/farkas\_certificates}, \.{svm/verdicts\_agree}}

@ {\it Support tokens} [published: presentation]. $T_i(\alpha)=\{t\ne\alpha_i:
(k_{i\alpha_i}-k_{it})^Tp^\mm(\alpha)=1\}$, the tokens whose constraints are
active. In floating point a constraint is called active within a radius
certified by the solver's duality gap.
\lbl{support}
@^support tokens@>
\trace{|mm_tokens_support_rows|~\fnsec{mm_tokens_support_rows},
|mm_tokens_gap_radius|~\fnsec{mm_tokens_gap_radius}}{\secref{chk:tokens}}{\.{tokens/lmm\_recheck}}

@ {\it Locally optimal tokens and LMM directions} [published:
abstract in words, presentation]. A selection
$\alpha$ is {\it locally optimal\/} if ATT-SVM$(\alpha)$ is feasible and
$\gamma_{i\alpha_i}>\gamma_{it}$ for every $i$ and every support token
$t\in T_i(\alpha)$ (strictly; tokens that are not support tokens may score
higher). Then $p^\mm(\alpha)$ is a {\it locally optimal max-margin\/} (LMM)
direction. A unique $\opt$ is locally optimal whenever its ATT-SVM is
feasible, so the GMM is an LMM direction.
\lbl{lmm}
@^LMM@>
@^locally optimal tokens@>
\trace{|mm_tokens_classify|~\fnsec{mm_tokens_classify}, every LMM of an
instance by |mm_tokens_enumerate_lmm|~\fnsec{mm_tokens_enumerate_lmm}}{\secref{chk:tokens}}{\.{tokens/pruned\_equals\_brute\_force},
\.{tokens/lmm\_recheck}}

@ {\it Cones} [published in words; the exact form is the suite's
formulation]. For a
direction $q$, $\mu\in(0,1)$ and $R>0$,
$$C_{\mu,R}(q)=\bigl\{p:\ \norm{p}\ge R,\ \bigl\langle p/\norm{p},\,
q/\norm{q}\bigr\rangle\ge1-\mu\bigr\}.$$
\lbl{cone}
@^cone@>
\trace{|mm_cone_contains|~\fnsec{mm_cone_contains}, |mm_dyn_angle|~\fnsec{mm_dyn_angle}}{\secref{chk:cone}, by known answers}{none of its own (every
cone check of Theorems 3 and 4 uses it)}

@ {\it Regularization paths} [published: abstract and presentation]. The
global path is
$$\bar p(R)=\mathop{\rm argmin}_{\norm{p}\le R}L(p);$$
the {\it local\/} path
around a direction $q$ is the same minimisation restricted to a cone
$C_{\mu,R_0}(q)$. The suite computes both by minimising
$F=\log(L-L_\star)$, which stays exact where $L-L_\star$ underflows.
\lbl{regpath}
@^regularization path@>
@^local regularization path@>
\trace{|mm_dyn_path|~\fnsec{mm_dyn_path}}{\secref{chk:dyn}}{\.{dyn/E1a\_path\_vs\_grid},
\.{dyn/E1b\_cone\_path}, \.{dyn/interior\_minimiser}}

@ {\it Joint training} [published: abstract; the relaxed ATT-SVM with
its rows ``$\ge0$'' is the authors' code's]. The max-margin head of the optimal tokens
and its support samples are
$$v^\mm=\mathop{\rm argmin}_v\norm{v}\quad\hbox{s.t.}\quad
Y_iv^Tx_{i,\opt_i}\ge1\ (i\in[n]),\qquad
S=\{i:Y_i(v^\mm)^Tx_{i,\opt_i}=1\},\quad \bar S=[n]\setminus S,$$
and the {\it relaxed\/} ATT-SVM asks margin $1$ only of the support samples:
$$p^{\rm relax}=\mathop{\rm argmin}_p\norm{p}\quad\hbox{s.t.}\quad
(k_{i,\opt_i}-k_{it})^Tp\ge\cases{1,&$i\in S$,\cr 0,&$i\in\bar S$,\cr}
\quad t\ne\opt_i.$$
\lbl{joint}
@^joint training@>
@^relaxed ATT-SVM@>
\trace{|mm_svm_head|~\fnsec{mm_svm_head}, |mm_svm_att|~\fnsec{mm_svm_att}
with its |relaxed| argument}{\secref{chk:svm}, \secref{chk:joint}}{\.{experiments/E3\_oracle\_vs\_closed\_form}}

@*1 The lemmas.
{\it Lemma 1} ($p$ and $W$) [published in words: the abstract's ``GD on
$p$, or equivalently $W$'' and the presentation's ``$W$ is effectively
rank one''; the parts (a)--(c) are reconstructed]. With $p$ fixed the risk depends on
$W$ only through $q=Wp$. Hence (a) gradient descent on $W$ with step $\eta$
is gradient descent on $q$ with step $\eta\norm{p}^2$; (b) $W(k)-W(0)$ has
rank at most one, with row factor $p^T$; (c) the $W$-SVM, $\min\norm{W}_F$
s.t.\ $(x_{i\alpha_i}-x_{it})^TWp\ge1$, has the rank-one solution
$q^\mm p^T/\norm{p}^2$, where $q^\mm$ is the ATT-SVM with the tokens as keys.
\lbl{lemma1}
@^Lemma 1@>
\trace{|mm_dyn_train_W|~\fnsec{mm_dyn_train_W}, |mm_grad_q|~\fnsec{mm_grad_q},
|mm_svm_w|~\fnsec{mm_svm_w}}{\secref{chk:lemma1}}{\.{lemma\_pw/W\_run\_equals\_q\_run},
\.{lemma\_pw/W\_update\_has\_row\_factor\_p}, \.{lemma\_pw/W\_svm\_is\_rank\_one\_q\_mm\_p}}

@ {\it The descent lemma} [derived by the suite; its hypotheses are the
suite's]. Under Assumptions A and B, with $\ell'<0$
strictly (Assumption~A alone allows $\ell'=0$ at a point), a unique
$\opt$ and ATT-SVM$(\opt)$ feasible,
$$\bigl\langle\nabla L(p),\,p^\mm_\star\bigr\rangle<0\quad\hbox{for every finite $p$,}$$
so $L$ has no stationary point at finite $p$. Quantitatively the unit
gradient direction makes an inner product at most $-1/D$ with $p^\mm_\star$,
$D=\max_{i,t}\norm{k_{i,\opt_i}-k_{it}}$. Without Assumption B the inner
product can be positive.
\lbl{descent}
\tested{no dynamics: the sign of the inner product at random finite $p$,
Assumption~B built in exactly; the converse without~B is a search
(a finding).}
@^descent lemma@>
\trace{|mm_dyn_evaluate|~\fnsec{mm_dyn_evaluate}}{\secref{chk:descent}}{\.{descent/inner\_product\_negative\_under\_B},
\.{descent/positive\_without\_B\_found}}

@*1 The theorems.
{\it Theorem 1} [published: abstract and presentation]. Under Assumption A, with a unique $\opt$ and
ATT-SVM$(\opt)$ feasible, the regularization path converges in direction
to the GMM:
$$\lim_{R\to\infty}{\bar p(R)\over R}={p^\mm_\star\over\norm{p^\mm_\star}}.$$
Assumption B is not needed.
\lbl{thm1}
@^Theorem 1@>
\trace{|mm_dyn_path|~\fnsec{mm_dyn_path}}{\secref{chk:thm1}}{\.{thm1/path\_direction\_to\_GMM},
\.{thm1/path\_to\_GMM\_where\_NGD\_finds\_LMM}}

@ {\it Theorem 2} [published: presentation; the hypotheses are
reconstructed]. Under
Assumptions A and B with ATT-SVM$(\opt)$ feasible, gradient descent with
$\eta\le1/L_p$ has $\norm{p(k)}\to\infty$ from every start; for $n=1$ also
$p(k)/\norm{p(k)}\to p^\mm_\star/\norm{p^\mm_\star}$. For $n>1$ the paper
shows the directional convergence only in experiments; the suite reports
that case as an observation.
\lbl{thm2}
\tested{the divergence of the norm as stated (plain gradient descent,
$\eta=1/L_p$); the direction for $n=1$ with normalised gradient descent
($\eta=0.1$) instead, since plain descent approaches its limit too slowly
to be read in a budget.}
@^Theorem 2@>
\trace{|mm_dyn_run|~\fnsec{mm_dyn_run}: plain gradient descent for the norm,
normalised descent for the direction}{\secref{chk:thm2}}{\.{thm2/gd\_norm\_diverges},
\.{thm2/ngd\_norm\_diverges}, \.{thm2/ngd\_direction\_n1}; observation
\.{thm2/observation\_direction\_n\_gt\_1}}

@ {\it Theorem 3} [published: presentation; the constants and the
cone are reconstructed]. Let
$\alpha$ be locally optimal and $q=p^\mm(\alpha)$. For every small enough
$\mu>0$ there is $R$ such that gradient descent started in $C_{\mu,R}(q)$
stays in a cone around $q$, $\norm{p(k)}\to\infty$ and
$p(k)/\norm{p(k)}\to q/\norm{q}$. So gradient descent can converge to an LMM
direction that is not the GMM.
\lbl{thm3}
\tested{normalised gradient descent ($\eta=R\theta/10$) instead of
gradient descent with $\eta\le1/L_p$, on instances constructed with one
certified LMM direction each; $\mu$, $R$ and the outer cone are the
suite's constants.}
@^Theorem 3@>
\trace{|mm_dyn_run|~\fnsec{mm_dyn_run} (normalised descent),
|mm_cone_contains|~\fnsec{mm_cone_contains}}{\secref{chk:thm3}, and over
random starts \secref{chk:limit}}{\.{thm3/ngd\_stays\_in\_cone},
\.{thm3/ngd\_converges\_to\_LMM}, \.{limit/diverging\_runs\_end\_at\_an\_LMM}}

@ {\it Theorem 4} [published in words: the presentation; the statement
below is the suite's formulation]. LMM
directions are the only possible limits: if $q$ is not an LMM direction,
gradient descent started near $q$ at large norm does not converge in
direction to $q$, and the local regularization path around $q$ does not
converge to $q$.
\lbl{thm4}
\tested{normalised gradient descent ($\eta=0.1$) from
$\norm p=16\norm q$ near $q$, and the local path at radii $16$ to
$256\norm q$; a finite local minimiser inside the cone is a finding,
not a counterexample.}
@^Theorem 4@>
\trace{|mm_dyn_run|~\fnsec{mm_dyn_run} (normalised descent),
|mm_dyn_path|~\fnsec{mm_dyn_path} on a cone}{\secref{chk:thm4}, and over
random starts \secref{chk:limit}}{\.{thm4/ngd\_leaves\_cone\_around\_non\_LMM},
\.{thm4/local\_path\_avoids\_non\_LMM}, \.{limit/bounded\_runs\_are\_stationary};
observation \.{thm4/observation\_ngd\_run\_decided}}

@ {\it Nonlinear prediction heads} [published informally: the abstract;
the precise statement is the suite's formulation]. For $f(X)=\psi(X^Ts)$ with a fixed
nonlinear $\psi$, a token is judged by the loss of selecting it alone, its
selection score $\gamma^\psi_{it}=Y_i\psi(x_{it})$, and the regularization
path still converges to the ATT-SVM direction $p^\psi$ of the optimal
tokens $\opt^\psi$. The suite adds a first-order hypothesis, that no token
improves on $\opt^\psi_i$ in the linearised score
$Y_ix_{it}^T\nabla\psi(x_{i,\opt_i})$, and, since that one does not exclude a
mixture of tokens that beats the selection (a finding), a stronger one: the
first-order gaps exceed a bound on the curvature of $\psi$ over each input's
tokens.
\lbl{nonlinear}
\tested{the regularization path on draws constructed to satisfy the
suite's hypotheses, the stronger one included.}
@^nonlinear head@>
\trace{|mm_dyn_nl_scores|~\fnsec{mm_dyn_nl_scores},
|mm_dyn_nl_objective|~\fnsec{mm_dyn_nl_objective}, |mm_dyn_path|~\fnsec{mm_dyn_path}}{\secref{chk:nonlinear}}{\.{nonlinear/nl\_path\_direction},
\.{nonlinear/nl\_coselectable\_gain\_means\_mixture}; finding
\.{nonlinear/finding\_nl\_first\_order\_hypothesis\_admits\_a\_mixture}}

@ {\it Theorem 5} [published: abstract and presentation]. Train $v$ and $p$ together with the logistic
loss. Under Assumption C, if every input is a support sample ($S=[n]$),
then $\bar v(r)/r\to v^\mm/\norm{v^\mm}$ and
$\bar p(R)/R\to p^\mm_\star/\norm{p^\mm_\star}$.
\lbl{thm5}
\tested{joint normalised gradient descent on $(v,p)$, each gradient
normalised, instead of the regularization paths, to $\norm p=1000$; that
joint descent selects $\opt$ is the suite's added hypothesis, reported as
an observation. Also the regularization paths themselves, certified
by their KKT conditions on small draws, with $r$ and $R$ grown together
along $r/\norm{v^\mm}=R/\norm{p^\mm_\star}=2^2,\ldots,2^8$ (the suite's
choice of how the two radii grow).}
@^Theorem 5@>
\trace{|mm_dyn_train_joint|~\fnsec{mm_dyn_train_joint} (joint normalised
descent, the protocol of the paper's experiment); |mm_dyn_joint_path|~\fnsec{mm_dyn_joint_path}
(the joint path)}{\secref{chk:joint}, \secref{chk:jointpath}}{\.{joint/thm5\_v\_direction},
\.{joint/thm5\_p\_direction}, \.{joint/thm5\_path\_v\_direction},
\.{joint/thm5\_path\_p\_direction}; observations
\.{joint/observation\_thm5\_ngd\_selects\_opt} (where joint descent settles),
\.{joint/observation\_thm5\_path\_shape}}

@ {\it Theorem 6} [published: abstract and presentation; the relaxed
ATT-SVM as the authors' code solves it]. In general ($S\ne[n]$), with Assumption C on
$S$, $v\to v^\mm$ and $p\to p^{\rm relax}$ in direction.
\lbl{thm6}
\tested{joint normalised gradient descent instead of the
regularization paths; the suite adds that every constraint of $\bar S$ is
slack at $p^{\rm relax}$ (by at least $10^{-2}$), and claims the $p$-part
only on the paper's instance E3-relaxed. On random draws, $p$ under joint
descent can settle away from $p^{\rm relax}$, and $v$ can depart from
$v^\mm$ when a constraint of $\bar S$ is active: two findings about joint
descent, not about the paths the theorem is stated for. The
regularization paths themselves, certified, along
$r/\norm{v^\mm}=R/\norm{p^{\rm relax}}=2^2,\ldots,2^8$, with the same added
hypothesis: there both parts, $p$ included, are tested on random draws
(where the slack makes $p^{\rm relax}=p^\mm_\star$ except in the free draws)
and on E3-relaxed, where the two differ.}
@^Theorem 6@>
\trace{|mm_dyn_train_joint|~\fnsec{mm_dyn_train_joint}; |mm_dyn_joint_path|~\fnsec{mm_dyn_joint_path}}{\secref{chk:joint}, \secref{chk:jointpath}; the
$p$-part of joint descent on the paper's instance E3 in \secref{chk:experiments}}{\.{joint/thm6\_path\_v\_direction},
\.{joint/thm6\_path\_p\_direction}, observation
\.{joint/observation\_thm6\_path\_shape}, \.{joint/E3\_path\_directions}; \.{joint/thm6\_v\_direction},
\.{joint/E3\_directions}, \.{experiments/E3\_directions}; observation
\.{joint/observation\_thm6\_ngd\_selects\_opt}; findings
\.{joint/thm6\_active\_constraint\_v\_departs}, \.{joint/thm6\_p\_elsewhere\_found}}

@ {\it Strictness and the infimum} [derived]. A tie between $\alpha_i$ and
one of its support tokens removes the attraction of $p^\mm(\alpha)$; and
$L$ never attains its infimum $L_\star={1\over n}\sum_i\ell(\max_t\gamma_{it})$
at a finite $p$, while along the GMM's ray $\log(L-L_\star)$ falls like
$-R/\norm{p^\mm_\star}$.
\lbl{strict}
\tested{normalised gradient descent from a cone point with and
without the tie; the suite adds that the strict run is attracted from that
start.}
@^strictness@>
@^infimum of the risk@>
\trace{|mm_dyn_log_loss_excess|~\fnsec{mm_dyn_log_loss_excess}}{\secref{chk:strict}}{\.{strict/tie\_removes\_attraction},
\.{strict/risk\_above\_infimum}, \.{strict/gap\_rate\_is\_the\_margin};
observation \.{strict/observation\_run\_attracted}}

@*1 The experiments' stated outcomes.
The paper's experiments [published: the authors' code fixes the data,
starts, losses and step rules; the presentation shows the outcomes]. All
use the logistic loss and normalised gradient descent
$p\gets p-\eta\nabla L/\norm{\nabla L}$, $\eta=0.1$, except where said;
with $v=(0,0,1)$ and $W={\rm diag}(1,1,0)$ (E1, E2, E4) the third
coordinate carries the score and is invisible to attention.

{\it E1} (one input, three tokens). On E1a every one of the six starts
converges in direction to the GMM $(-10,100,0)/\sqrt{10100}$. On E1b the
second token becomes locally optimal with $p^\mm=(1,0,0)$: the starts
$(0,-1,0)$ and $(0,-1.5,0)$ converge to it, the other four to the GMM.
\lbl{E1}
@^E1@>
\trace{|mm_exp_run_paths|~\fnsec{mm_exp_run_paths}}{\secref{chk:experiments}}{\.{experiments/E1a\_to\_GMM},
\.{experiments/E1b\_to\_GMM\_or\_LMM}}

@ {\it E2} (three inputs, seven Gaussian tokens each, Assumption~B
holds). From each of six starts normalised descent converges to the GMM;
from $p=0$ the mean softmax mass on the optimal tokens tends to one within
some sixty steps while $\norm p$ grows linearly, and plain gradient
descent with $\eta=1$ is much slower.
\lbl{E2}
@^E2@>
\tested{the suite's own Gaussian draws (a fixed seed), not the authors';
the comparison with plain descent is drawn and measured in the
experiments chapter, not asserted.}
\trace{|mm_exp_run_paths|~\fnsec{mm_exp_run_paths},
|mm_exp_run_compare|~\fnsec{mm_exp_run_compare}}{\secref{chk:experiments}}{\.{experiments/E2\_to\_GMM},
\.{experiments/E2\_mass\_to\_one}}

@ {\it E3} (joint training, $n=3$, $T=2$, $W=I$; an instance of
Assumption~B). Joint normalised descent, $p$ and $v$ normalised
separately, from $p=(0,-1)$, $v=(-1,0)$. Tight: $v\to v^\mm=(0,1)$ and
$p\to p^\mm=(4/3,1/3)$ in direction. Relaxed: $S=\{1,2\}$, and $p$
follows $p^{\rm relax}=(1,0)$, not $p^\mm=(1.25,0.25)$.
\lbl{E3}
@^E3@>
\trace{|mm_dyn_train_joint|~\fnsec{mm_dyn_train_joint}}{\secref{chk:experiments},
\secref{chk:joint}}{\.{experiments/E3\_directions}, \.{experiments/E3\_relaxed\_not\_pmm},
\.{joint/E3\_directions}}

@ {\it E4} (the loss comparison; $n=2$, $T=2$, an instance of
Assumption~B). The correlation loss $\ell(u)=-u$ against the logistic
loss, from $p=0$, for $C\in\{1,\ldots,10,100\}$: $p$ converges in
direction to $p^\mm=(1,0,0)$ for every $C$ and both losses, and its
transverse coordinate settles at ${1\over2}\ln C$ (correlation) and
${1\over2}\ln\bigl(C(1+e)/(1+e^C)\bigr)$ (logistic) [derived].
\lbl{E4}
@^E4@>
\trace{|mm_exp_run_e4|~\fnsec{mm_exp_run_e4}}{\secref{chk:experiments},
\secref{chk:losses}}{\.{experiments/E4\_offsets}, \.{experiments/E4\_direction},
\.{losses/E4\_direction}}

@ {\it E5} (real data) [published: the presentation]. A vision
transformer trained on images: over the epochs its attention maps become
sparser while $\norm W$ grows.
\lbl{E5}
@^E5@>
\tested{the suite's own models and data: the one-layer model of this
chapter and a small vision transformer, both trained on Fashion-MNIST; the
trends are asserted by rank tests.}
\trace{|mm_real_train|~\fnsec{mm_real_train}, |mm_vit_train|~\fnsec{mm_vit_train}}{\secref{chk:real},
\secref{chk:vit}}{\.{real/normW\_rises}, \.{real/entropy\_falls},
\.{vit/qk\_norms\_grow}, \.{vit/cls\_entropy\_falls}}

@*1 The sequel's results.
The sequel, D.~A. Tarzanagh, Y.~Li, C.~Thrampoulidis, S.~Oymak, {\it
Transformers as support vector machines\/} (arXiv 2308.16898), trains the
key and query matrices separately. Only its abstract was available: its
claims are numbered here as the abstract numbers them, (1) and (2), and
their precise forms are the suite's (the model with a query token $z_i$
per input, \secref{nuc-model}; the two ATT-SVMs, \secref{nuc-frob} and
\secref{nuc-dual}).

{\it Sequel (1)} [sequel: abstract; the form is the suite's]. Optimizing
the attention layer parameterized by $(K,Q)$ {\it with vanishing
regularization\/} converges in direction to the solution $W_N$ of the
nuclear-norm ATT-SVM, $W=KQ^T$; parameterized by $W$ it converges to the
solution $W_F$ of the Frobenius one; the limit may be a locally-optimal
direction rather than the global one. The claim is about the
regularization path, not about gradient descent on $(K,Q)$.
\lbl{seq1}
@^sequel@>
\tested{the regularization paths over the nuclear-norm and Frobenius
balls (the $(K,Q)$ path is the nuclear-norm path, a derived identity),
against both certified oracles, on draws with Assumption~B built in,
$n(T-1)\le d^2$ and the two solutions at least $0.1$ rad apart; normalised
descent on $(K,Q)$ from a small random start, a stronger claim than the
sequel's, is an observation, and the search for its non-global end points
a finding.}
\trace{|mm_nuclear_solve|~\fnsec{mm_nuclear_solve},
|mm_nuclear_frobenius|~\fnsec{mm_nuclear_frobenius},
|mm_kq_train_KQ|~\fnsec{mm_kq_train_KQ}}{\secref{chk:kq},
\secref{chk:nuclear}}{\.{kq/observation\_KQ\_training\_converges\_to\_nuclear},
\.{kq/KQ\_ends\_at\_a\_non\_global\_KKT\_point\_found},
\.{nuclear/nuclear\_and\_frobenius\_differ\_found}}

@ {\it Sequel (2)} [sequel: abstract; the form and the threshold are the
suite's]. For the $W$-parameterization, gradient descent converges in
direction to $W_F$ under suitable geometric conditions, and
over-parameterization makes the ATT-SVM feasible. The threshold is
derived: when the queries $z_i$ are linearly independent ($n\le d$) and
each input's differences $a_{it}$ are ($T-1\le d$), the matrices
$G_{it}=a_{it}z_i^T$ are linearly independent and every selection is
feasible [derived].
\lbl{seq2}
\tested{normalised descent on $W$ on the draws of sequel~(1), the
geometric conditions being Assumption~B built in and $n(T-1)\le d^2$; the
threshold on random selections of tokens and queries in general
position.}
\trace{|mm_kq_train_W|~\fnsec{mm_kq_train_W}, |mm_nuclear_frobenius|~\fnsec{mm_nuclear_frobenius}}{\secref{chk:kq},
\secref{chk:nuclear}}{\.{kq/W\_training\_converges\_to\_frobenius},
\.{kq/W\_end\_nearer\_frobenius\_than\_nuclear},
\.{nuclear/feasible\_below\_threshold}}

@*Verdicts.
One block per result of the paper, generated by \.{make check} from the
verification report (\.{reports/verdicts.tex}, written by
\.{mmattn\_report}). Each block names the result and its statement, what
the statement rests on, and the verdict in words; under it come the
property rows that declared the result (|mm_prop_result|), each with its
kind, its check, its tested form (the algorithm run, its step rule, the
instances and the hypotheses the suite adds), its tested draws per size
tier (tiny/medium/large) and its worst statistic against its tolerance.
Mechanics rows (the oracles and generators the result's checks rely on)
are named in one line. The verdict is derived from the kinds and outcomes
of the rows: {\it holds as stated\/} when a row of kind theorem tested the
paper's own form; {\it holds in the suite's formulation\/} when only rows
that test another form did (the rows' tested forms say which); a counted
failure makes it {\it does not hold in this run}; a result no row declares
is {\it not tested}. Findings (searches that found a counterexample to a
claim stronger than the paper's) and observations (regularities the
theorems do not claim) are added to the verdict; the kinds are defined
with the property runner (\fnsec{mm_prop_label}).
\lbl{verdicts}
@^verdicts@>

Under each verdict, a line says what the verdict is worth: how many
plausible false versions of the result are planted against its checks
(the power of the checks, measured with the records), how many its theorem suite alone detected, and the
smallest probability, over them, that one run at the default trial count
detects a false version, with that false theorem, the trial factor it was
measured at, and the commit and date of the measurement.

\def\vpower#1#2#3#4#5#6#7#8{{\eightrm\baselineskip9.5pt\rightskip0pt plus3em
  \noindent\hangindent2em\hangafter0{\eightit power:\/} \ifnum#1=0 no false
  version planted\else #3 of #1 planted false versions detected by the
  theorem suite alone\ifnum#2>0 \ (#2 not measured: their runs outlast a measurement's time
  limit; the record's power table names them and says why)\fi%
  \ifx\relax#4\relax\else; least per-run detection probability #4
  (\vname{#5} at $\times$#6, commit #7, #8)\fi\fi.\par}}

\openin1=../../reports/verdicts.tex
\ifeof1 \closein1 {\it The checks have not been run in this build; run
\.{make check}, which weaves the book again with the verdicts.}
\else \closein1 {\input ../../reports/verdicts.tex }\fi
