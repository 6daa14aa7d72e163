# Draw the figures of the experiments chapter from the files that
# `mmattn experiments --out DIR` wrote.
# usage: gnuplot -e "dir='reports/figures'; ext='pdf'" scripts/exp_figures.gp   (ext: pdf or png)
if (!exists("dir")) dir = "reports/figures"
if (!exists("ext")) ext = "pdf"
if (ext eq "pdf") { set terminal pdfcairo size 16cm,7.5cm font "Helvetica,8" } else { set terminal pngcairo size 1100,520 font "Helvetica,10" }
set key noautotitle
R = 100.0
# How much of each path is drawn: its first steps, with an arrow every so many
# steps. The captions read these numbers from exp_draw.tex, written here.
e1a_last = 60; e1b_last = 90; e2_last = 60; path_every = 6
e3_last = 40; e3_every = 5
set print dir."/exp_draw.tex"
print "% written by scripts/exp_figures.gp; do not edit"
print sprintf("\\gdef\\expDrawEOneA{%d}\\gdef\\expDrawEOneB{%d}\\gdef\\expDrawETwo{%d}\\gdef\\expDrawEvery{%d}%%", e1a_last, e1b_last, e2_last, path_every)
print sprintf("\\gdef\\expDrawEThree{%d}\\gdef\\expDrawEThreeEvery{%d}%%", e3_last, e3_every)
set print
# Arrows along a path: from the previously plotted row to this one (a row with step 0 starts a new path).
xa(c) = (xp = (column(1) == 0 ? NaN : x0), x0 = column(c), xp)
ya(c) = (yp = (column(1) == 0 ? NaN : y0), y0 = column(c), yp)
x0 = NaN; y0 = NaN

# Rays from the origin along the oracle's directions (label GMM solid, others dashed),
# the tokens (filled circles: optimal), the paths with arrows.
set datafile separator ","

# 1. E1a and E1b.
set output dir."/exp_e1.".ext
set multiplot layout 1,2
set size ratio -1
set xlabel "p_1"; set ylabel "p_2"
set key outside right top vertical Left reverse samplen 2 spacing 1.4
do for [tag in "e1a e1b"] {
  set title (tag eq "e1a" ? "E1a: NGD from the six starts" : "E1b: NGD from the six starts")
  # E1b's window is wide enough to show the start (0,-0.5) turn from the LMM's
  # ray to the GMM's (it passes p_1 = 2.4 near step 40): a narrower window cut
  # it off while it still looked LMM-bound.
  if (tag eq "e1a") { set xrange [-1.6:1.6]; set yrange [-1.8:2.6]; last = e1a_last } \
  else { set xrange [-2:5]; set yrange [-2:6]; last = e1b_last }
  g = dir."/exp_".tag."_geom.dat"
  plot g index 1 using (0):(0):(strcol(3) eq "GMM" ? $1*R : NaN):($2*R) with vectors nohead lw 2 lc rgb "black" title "GMM", \
       g index 1 using (0):(0):(strcol(3) ne "GMM" ? $1*R : NaN):($2*R) with vectors nohead lw 2 dt 2 lc rgb "gray40" title (tag eq "e1b" ? "LMM" : ""), \
       g index 0 using 1:($3 > 0.5 ? $2 : NaN) with points pt 7 ps 1.5 lc rgb "red" title "optimal token", \
       g index 0 using 1:($3 > 0.5 ? NaN : $2) with points pt 6 ps 1.5 lc rgb "red" title "other token", \
       for [k=1:6] dir."/exp_".tag."_run".k.".csv" every ::0::last using 6:7 with lines lc k lw 1.2, \
       for [k=1:6] dir."/exp_".tag."_run".k.".csv" every path_every::0::last using (xa(6)):(ya(7)):($6-xp):($7-yp) with vectors head filled size screen 0.012,20 lc k
}
unset multiplot

# 2. E2: paths; normalised against plain GD (mean optimal-token mass, ||p||).
# The path panel (equal axes) takes the left half at full height; the two
# curves are stacked on the right, so that no panel is squeezed.
if (ext eq "pdf") { set terminal pdfcairo size 16cm,8cm font "Helvetica,8" } else { set terminal pngcairo size 1100,550 font "Helvetica,10" }
set output dir."/exp_e2.".ext
set multiplot
set origin 0,0; set size 0.5,1
set size ratio -1
set title "E2: NGD from the six starts"
set xrange [-2:4]; set yrange [-2:2.5]
# The key goes bottom right, which no token and no path reaches.
set key inside right bottom vertical Left reverse samplen 2 spacing 1.3 box opaque
g = dir."/exp_e2_geom.dat"
plot g index 1 using (0):(0):($1*R):($2*R) with vectors nohead lw 2 lc rgb "black" title "GMM", \
     g index 0 using 1:($3 > 0.5 ? $2 : NaN) with points pt 7 ps 1 lc rgb "red" title "optimal token", \
     g index 0 using 1:($3 > 0.5 ? NaN : $2) with points pt 6 ps 1 lc rgb "red" title "other token", \
     for [k=1:6] dir."/exp_e2_run".k.".csv" every ::0::e2_last using 6:7 with lines lc k lw 1.2, \
     for [k=1:6] dir."/exp_e2_run".k.".csv" every path_every::0::e2_last using (xa(6)):(ya(7)):($6-xp):($7-yp) with vectors head filled size screen 0.008,20 lc k
set size noratio
set xrange [0:1000]; set yrange [0:1.02]
set xlabel "iteration"; set ylabel "optimal tokens' mean mass"
# Keys where the curves are not: right of the middle of the probability
# panel (both curves are near 1 there), top left of the norm panel (above
# the plain-GD line, left of the NGD line).
set key inside vertical right center Right samplen 2 box opaque
set title "E2 from p = 0: mean softmax probability of the optimal token"
set origin 0.5,0.5; set size 0.5,0.5
plot dir."/exp_e2_ngd.csv" using 1:"mass" with lines lw 2 title "NGD, eta = 0.1", \
     dir."/exp_e2_gd.csv" using 1:"mass" with lines lw 2 title "GD, eta = 1"
set yrange [0:*]; set ylabel "||p||"; set key inside vertical left top Left reverse samplen 2 box opaque
set title "E2 from p = 0: norm"
set origin 0.5,0; set size 0.5,0.5
plot dir."/exp_e2_ngd.csv" using 1:2 with lines lw 2 title "NGD, eta = 0.1", \
     dir."/exp_e2_gd.csv" using 1:2 with lines lw 2 title "GD, eta = 1"
unset multiplot
set origin 0,0; set size 1,1

# 3. E3: joint training, tight and relaxed: paths of p and v, probabilities.
if (ext eq "pdf") { set terminal pdfcairo size 16cm,14cm font "Helvetica,8" } else { set terminal pngcairo size 1100,960 font "Helvetica,10" }
set output dir."/exp_e3.".ext
set multiplot layout 2,2
do for [tag in "e3t e3r"] {
  g = dir."/exp_".tag."_geom.dat"; f = dir."/exp_".tag.".csv"
  set title (tag eq "e3t" ? "E3 tight: p and v under joint NGD" : "E3 relaxed: p and v under joint NGD")
  set size ratio -1; set key outside right top vertical Left reverse samplen 2 spacing 1.4
  set xrange [-1.5:3]; set yrange [-3:2.5]; set xlabel "coordinate 1"; set ylabel "coordinate 2"
  plot g index 1 using (0):(0):(strcol(3) eq "v^mm" ? $1*R : NaN):($2*R) with vectors nohead lw 2 lc rgb "blue" title "v^{mm}", \
       g index 1 using (0):(0):(strcol(3) eq "p^mm" ? $1*R : NaN):($2*R) with vectors nohead lw 2 lc rgb "black" title "p^{mm}", \
       g index 1 using (0):(0):(strcol(3) eq "p^relax" ? $1*R : NaN):($2*R) with vectors nohead lw 2 dt 2 lc rgb "dark-green" title "p^{relax}", \
       g index 0 using 1:($3 > 0.5 ? $2 : NaN) with points pt 7 ps 1.5 lc rgb "red" title "optimal token", \
       g index 0 using 1:($3 > 0.5 ? NaN : $2) with points pt 6 ps 1.5 lc rgb "red" title "other token", \
       f every ::0::e3_last using 6:7 with lines lw 1.5 lc rgb "orange" title "p", \
       f every e3_every::0::e3_last using (xa(6)):(ya(7)):($6-xp):($7-yp) with vectors head filled size screen 0.012,20 lc rgb "orange", \
       f every ::0::e3_last using 8:9 with lines lw 1.5 lc rgb "purple" title "v", \
       f every e3_every::0::e3_last using (xa(8)):(ya(9)):($8-xp):($9-yp) with vectors head filled size screen 0.012,20 lc rgb "purple"
}
set datafile separator whitespace
set size noratio; set key inside bottom right
set xrange [0:300]; set yrange [0:1.02]; set xlabel "iteration"; set ylabel "probability"
do for [tag in "e3t e3r"] {
  set title (tag eq "e3t" ? "E3 tight: probabilities" : "E3 relaxed: probabilities")
  plot dir."/exp_".tag."_prob.dat" using 1:2 with lines lw 2 title "softmax prob. of the optimal token", \
       "" using 1:3 with lines lw 2 title "logistic probability"
}
unset multiplot

# 4. E4: final transverse offset against C, with the closed forms; paths.
if (ext eq "pdf") { set terminal pdfcairo size 16cm,7.5cm font "Helvetica,8" } else { set terminal pngcairo size 1100,520 font "Helvetica,10" }
set output dir."/exp_e4.".ext
# The number of steps and the values of C are read from the run's files
# (with the ranges reset: stats skips points outside them).
set xrange [*:*]; set yrange [*:*]
stats dir."/exp_e4_paths.dat" index 0 using 1 nooutput; e4_steps = STATS_max
stats dir."/exp_e4_offsets.dat" every ::0::9 using 1 nooutput; c_lo = STATS_min; c_hi = STATS_max
set multiplot layout 1,2
set title sprintf("E4: p_2 after %d NGD steps", e4_steps)
# The key goes bottom left, below both curves for small C and left of the
# logistic curve's fall (it reaches the bottom only at the largest C).
set logscale x; set xrange [0.8:130]; set yrange [*:*]; set xlabel "C"; set ylabel "p_2"
set key inside left bottom vertical Left reverse samplen 2 spacing 1.2 box opaque
plot dir."/exp_e4_offsets.dat" using 1:2 with points pt 7 ps 0.6 title "correlation, measured", \
     [1:100] 0.5*log(x) with lines dt 2 lc 1 title "1/2 ln C", \
     dir."/exp_e4_offsets.dat" using 1:4 with points pt 5 ps 0.6 lc 2 title "logistic, measured", \
     [1:100] 0.5*(log(x) + log(1 + exp(1)) - x - log(1 + exp(-x))) with lines dt 2 lc 2 title "1/2 ln(C(1+e)/(1+e^C))"
unset logscale x
set title sprintf("E4: paths of (p_1, p_2), C = %g..%g", c_lo, c_hi)
# Room above the paths for the key.
set xrange [0:*]; set yrange [-4:2.5]; set xlabel "p_1"; set ylabel "p_2"
set key inside right top horizontal samplen 2 nobox
plot for [b=0:19] dir."/exp_e4_paths.dat" index b using 2:3 with lines lc (b % 2 ? 2 : 1) \
       title (b == 0 ? "correlation" : b == 1 ? "logistic" : "")
unset multiplot
set key nobox

# 5. float32 against the log domain: 1 - cos = 2 sin^2(theta/2) to the limit direction.
set output dir."/exp_float.".ext
set title "NGD on E1: 1 - cos(p, limit), log domain (solid) and float32 (dashed)"
set logscale y; set format y "10^{%L}"
set xrange [1:10000]; set logscale x; set yrange [1e-12:2]
set xlabel "step"; set ylabel "1 - cos"; set key inside bottom left
omc(t) = 2*sin(t/2)**2
plot dir."/exp_float.dat" using 1:(omc($2)) with lines lw 2 lc 1 title "E1a from 0 (GMM)", \
     "" using 1:(omc($3)) with lines lw 2 dt 2 lc 1 title "E1a, float32", \
     "" using 1:(omc($4)) with lines lw 2 lc 2 title "E1b from 0 (GMM)", \
     "" using 1:(omc($5)) with lines lw 2 dt 2 lc 2 title "E1b, float32", \
     "" using 1:(omc($6)) with lines lw 2 lc 3 title "E1b from (0,-1,0) (LMM)", \
     "" using 1:(omc($7)) with lines lw 2 dt 2 lc 3 title "E1b, float32"

# 6. The sequel: training W against training (K, Q) on one draw with query
# tokens (exp_kq_*.dat, whitespace tables). Top: the angles of W(k) to the
# Frobenius solution W_F (solid) and to the nuclear-norm solution W_N
# (dashed), for both runs. Bottom: the singular values of W(k)/|W(k)|_F,
# with those of the run's solution as grey lines behind them. Step 0 (the start) is
# left out: the step axis is logarithmic.
set datafile separator whitespace
if (ext eq "pdf") { set terminal pdfcairo size 16cm,10cm font "Helvetica,8" } else { set terminal pngcairo size 1100,720 font "Helvetica,10" }
set output dir."/exp_kq.".ext
unset logscale; set format y "% h"; set size noratio; set key nobox
set multiplot
kw = dir."/exp_kq_w.dat"; kk = dir."/exp_kq_kq.dat"; ks = dir."/exp_kq_sol.dat"
set xrange [*:*]; set yrange [*:*]
stats kk using 1 nooutput; last_kq = STATS_max
stats kw using 1 nooutput; last_w = STATS_max
stats ks using 1 nooutput; nsv = int(STATS_max)
# The solutions' singular values, read before the ranges are set (stats
# skips points outside them): column 2 is W_F's, column 3 W_N's.
array sol[2*nsv]
do for [j=1:nsv] { do for [c=2:3] {
  stats ks using ($0 == j - 1 ? column(c) : NaN) nooutput; sol[(c - 2)*nsv + j] = STATS_max
} }
set logscale xy; set format y "10^{%L}"
set xrange [1:1.25*(last_kq > last_w ? last_kq : last_w)]
set origin 0,0.5; set size 1,0.5
set title "Angle of W(k) to the two solutions: W trained directly (blue) and as K Q^T (red)"
set xlabel "step k"; set ylabel "angle (rad)"; set yrange [1e-4:4]
set key outside right top vertical Left reverse samplen 3 spacing 1.3
plot kw using ($1 > 0 ? $1 : NaN):2 with lines lw 2 lc rgb "blue" title "W run, to W_F", \
     kw using ($1 > 0 ? $1 : NaN):3 with lines lw 2 dt 2 lc rgb "blue" title "W run, to W_N", \
     kk using ($1 > 0 ? $1 : NaN):3 with lines lw 2 lc rgb "red" title "(K,Q) run, to W_N", \
     kk using ($1 > 0 ? $1 : NaN):2 with lines lw 2 dt 2 lc rgb "red" title "(K,Q) run, to W_F"
set yrange [1e-6:2]; set ylabel "singular value / |W|_F"
set key inside left bottom vertical Left reverse samplen 3 box opaque
do for [m=0:1] {
  f = m == 0 ? kw : kk; c = m == 0 ? "blue" : "red"; col = m == 0 ? 2 : 3
  set origin 0.5*m,0; set size 0.5,0.5
  set title (m == 0 ? "W run: singular values of W(k), and of W_F (grey)" : "(K,Q) run: singular values of W(k), and of W_N (grey)")
  # The solution's singular values as horizontal lines (those below the axis are not drawn).
  unset arrow
  do for [j=1:nsv] {
    y = sol[(col - 2)*nsv + j]
    if (y > 1e-6) { set arrow from graph 0, first y to graph 1, first y nohead back lw 5 lc rgb "#c8c8c8" }
  }
  plot for [j=1:nsv] f using ($1 > 0 ? $1 : NaN):(column(j + 3)) with lines lw 1.5 lc rgb c dt j title sprintf("{/Symbol s}_%d", j)
}
unset arrow
unset multiplot
