# Draw the real-data figures from the files that `mmattn train-images --out DIR` wrote.
# usage: gnuplot -e "dir='reports/figures'; ext='pdf'" scripts/real_figures.gp   (ext: pdf or png)
if (!exists("dir")) dir = "reports/figures"
if (!exists("ext")) ext = "pdf"
load dir."/real_layout.gp"
if (ext eq "pdf") { set terminal pdfcairo size 16cm,11cm font "Helvetica,9" } else { set terminal pngcairo size 1100,760 font "Helvetica,10" }

# 1. Learning curves: accuracy, norms, entropy, k90.
set output dir."/real_curves.".ext
set datafile separator ","
set key autotitle columnhead
set multiplot layout 2,2
set xlabel "epoch"
set key bottom right
set title "accuracy; direction of Wp"
set yrange [0:1.05]
plot dir."/real_curves.csv" using 1:2 with linespoints pt 7 ps 0.4 title "train accuracy", \
     "" using 1:4 with linespoints pt 7 ps 0.4 title "test accuracy", \
     "" using 1:13 with linespoints pt 7 ps 0.4 title "cos(Wp, final Wp)"
set yrange [*:*]
set key top left
set title "norms"
plot dir."/real_curves.csv" using 1:6 with linespoints pt 7 ps 0.4 title "||W||_F", \
     "" using 1:7 with linespoints pt 7 ps 0.4 title "||p||", \
     "" using 1:($9/10) with linespoints pt 7 ps 0.4 title "||Wp||/10"
set key top right
set title "attention entropy (test mean, nats)"
plot dir."/real_curves.csv" using 1:10 with linespoints pt 7 ps 0.4 title "entropy"
set title "attention: patches holding 90% of the mass; top mass"
set key center right
set y2tics
set ytics nomirror
set y2range [0:1]
plot dir."/real_curves.csv" using 1:11 with linespoints pt 7 ps 0.4 title "k90", \
     "" using 1:12 axes x1y2 with linespoints pt 7 ps 0.4 title "top mass (right)"
unset multiplot
unset y2tics
set ytics mirror
set datafile separator whitespace

# 2. Attention maps: one row per test image; the image, then its attention at the selected epochs.
set output dir."/real_maps.".ext
unset key
unset xlabel
unset colorbox
unset tics
unset border
set size ratio -1
set yrange [*:*] reverse
set xrange [*:*]
# One colour scale per row (image): 0 to the largest weight of that image's maps at any
# selected epoch, so that a uniform map looks uniform and maps of one row compare.
# The scale is drawn as a colour bar at the right end of its row, level with
# the row's maps (their height is read from the image's panel, in screen units).
set multiplot layout nimg, nsel + 1 margins 0.02, 0.91, 0.02, 0.93 spacing 0.01, 0.05
do for [m = 0:nimg - 1] {
  rowmax = 0
  do for [j = 0:nsel - 1] {
    stats dir."/real_maps.dat" index m * (nsel + 1) + 1 + j matrix using 3 nooutput
    if (STATS_max > rowmax) { rowmax = STATS_max }
  }
  set palette gray
  set cbrange [*:*]
  set title value(sprintf("name%d", m))
  plot dir."/real_maps.dat" index m * (nsel + 1) matrix with image
  y0 = GPVAL_TERM_YMIN * GPVAL_TERM_SCALE / GPVAL_TERM_YSIZE
  y1 = GPVAL_TERM_YMAX * GPVAL_TERM_SCALE / GPVAL_TERM_YSIZE
  set palette rgbformulae 21,22,23
  set cbrange [0:rowmax]
  set cbtics ("0" 0, sprintf("%.2f", rowmax) rowmax) scale 0.5 offset -0.5,0
  do for [j = 0:nsel - 1] {
    if (j == nsel - 1) { set colorbox user origin 0.925, y0 size 0.015, y1 - y0 noborder } else { unset colorbox }
    set title sprintf("epoch %d", value(sprintf("sel%d", j)))
    plot dir."/real_maps.dat" index m * (nsel + 1) + 1 + j matrix with image
  }
  unset colorbox
}
unset multiplot
set cbrange [*:*]

# 3. The trained query against the ATT-SVM of its own selection (real_svm.csv).
reset
if (ext eq "pdf") { set terminal pdfcairo size 16cm,6cm font "Helvetica,9" } else { set terminal pngcairo size 1100,420 font "Helvetica,10" }
set output dir."/real_svm.".ext
set datafile separator ","
set multiplot layout 1,2
set xlabel "epoch"
set key bottom right
set title "q_e = Wp after epoch e against q^{mm}({/Symbol a})"
set yrange [0:1.05]
plot dir."/real_svm.csv" using 1:2 with linespoints pt 7 ps 0.4 title "cos(q_e, q^{mm})", \
     "" using 1:4 with linespoints pt 7 ps 0.4 title "share of images with dominant patch {/Symbol a}_i"
# mu(q_e)|q^mm| is negative (some image not yet on alpha) until the selection is reached,
# and at most 1; a log scale shows both signs: the violation -mu|q^mm| and the ratio itself.
set title "normalised margin {/Symbol m}(q_e) times |q^{mm}| (log scale)"
set logscale y
set yrange [*:*]
set format y "10^{%T}"
# The key goes bottom left: the violation is far above 1 until the selection
# is reached, and a positive margin is at most 1 and appears only late.
set key bottom left Left reverse box opaque
plot dir."/real_svm.csv" using 1:($3 < 0 ? -$3 : 1/0) with linespoints pt 7 ps 0.4 title "-{/Symbol m}(q_e)|q^{mm}| (not yet separated)", \
     "" using 1:($3 > 0 ? $3 : 1/0) with points pt 9 ps 1.2 title "{/Symbol m}(q_e)|q^{mm}| > 0", \
     1 with lines dt 2 title "max margin: 1"
unset logscale y
unset multiplot
