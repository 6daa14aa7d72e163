# Draw the vision transformer's figures from the files that `mmattn train-vit --out DIR` wrote.
# usage: gnuplot -e "dir='reports/figures/vit'; ext='pdf'" scripts/vit_figures.gp   (ext: pdf or png)
if (!exists("dir")) dir = "reports/figures/vit"
if (!exists("ext")) ext = "pdf"
load dir."/vit_layout.gp"
if (ext eq "pdf") { set terminal pdfcairo size 16cm,14cm font "Helvetica,8" } else { set terminal pngcairo size 1100,960 font "Helvetica,9" }

# 1. Per layer and head: class-token entropy, top weight, |W_Q W_K^T|_F, |W_Q|_F and |W_K|_F; accuracy.
set output dir."/vit_curves.".ext
set datafile separator ","
set multiplot layout 3,2
set xlabel "epoch"
set key outside right top vertical font ",7"
set title "class-token attention entropy (test mean, nats)"
plot for [l = 1:nlayers] for [h = 1:nheads] sprintf("< awk -F, 'NR > 1 && $2 == %d && $3 == %d' %s/vit_heads.csv", l, h, dir) using 1:4 \
     with linespoints pt 7 ps 0.3 lc (l - 1) * nheads + h dt l title sprintf("L%d H%d", l, h)
set title "class-token attention: top weight"
plot for [l = 1:nlayers] for [h = 1:nheads] sprintf("< awk -F, 'NR > 1 && $2 == %d && $3 == %d' %s/vit_heads.csv", l, h, dir) using 1:6 \
     with linespoints pt 7 ps 0.3 lc (l - 1) * nheads + h dt l title sprintf("L%d H%d", l, h)
set title "||W_Q^h W_K^{hT}||_F"
plot for [l = 1:nlayers] for [h = 1:nheads] sprintf("< awk -F, 'NR > 1 && $2 == %d && $3 == %d' %s/vit_heads.csv", l, h, dir) using 1:7 \
     with linespoints pt 7 ps 0.3 lc (l - 1) * nheads + h dt l title sprintf("L%d H%d", l, h)
set title "||W_Q^h||_F"
plot for [l = 1:nlayers] for [h = 1:nheads] sprintf("< awk -F, 'NR > 1 && $2 == %d && $3 == %d' %s/vit_heads.csv", l, h, dir) using 1:8 \
     with linespoints pt 7 ps 0.3 lc (l - 1) * nheads + h dt l title sprintf("L%d H%d", l, h)
set title "||W_K^h||_F"
plot for [l = 1:nlayers] for [h = 1:nheads] sprintf("< awk -F, 'NR > 1 && $2 == %d && $3 == %d' %s/vit_heads.csv", l, h, dir) using 1:9 \
     with linespoints pt 7 ps 0.3 lc (l - 1) * nheads + h dt l title sprintf("L%d H%d", l, h)
set title "test accuracy (10 classes)"
set yrange [0:1]
plot dir."/vit_acc.csv" using 1:4 with linespoints pt 7 ps 0.4 title "accuracy"
unset multiplot
set yrange [*:*]
set datafile separator whitespace

# 2. Maps: per image and layer, the head-mean attention of the class token on the 4x4 patches
# at the selected epochs; one colour scale per row (0 to the row's largest weight).
reset
# The book shows this figure at 0.8 of the text width: the labels are set at
# 10 points so that they print at about 8.
if (ext eq "pdf") { set terminal pdfcairo size 16cm,20cm font "Helvetica,10" } else { set terminal pngcairo size 1000,1250 font "Helvetica,10" }
set output dir."/vit_maps.".ext
unset key; unset colorbox; unset tics; unset border
set size ratio -1
set yrange [*:*] reverse
# The scale is drawn as a colour bar at the right end of its row, level with
# the row's maps (their height is read from the image's panel, in screen units).
set multiplot layout nimg * nlayers, nsel + 1 margins 0.02, 0.90, 0.01, 0.97 spacing 0.01, 0.035
do for [m = 0:nimg - 1] {
  do for [l = 0:nlayers - 1] {
    rowmax = 0
    do for [j = 0:nsel - 1] {
      stats dir."/vit_maps.dat" index m * (1 + nsel * nlayers) + 1 + j * nlayers + l matrix using 3 nooutput
      if (STATS_max > rowmax) { rowmax = STATS_max }
    }
    set palette gray
    set cbrange [*:*]
    set title sprintf("%s L%d", value(sprintf("name%d", m)), l + 1)
    plot dir."/vit_maps.dat" index m * (1 + nsel * nlayers) matrix with image
    y0 = GPVAL_TERM_YMIN * GPVAL_TERM_SCALE / GPVAL_TERM_YSIZE
    y1 = GPVAL_TERM_YMAX * GPVAL_TERM_SCALE / GPVAL_TERM_YSIZE
    set palette rgbformulae 21,22,23
    set cbrange [0:rowmax]
    set cbtics ("0" 0, sprintf("%.2f", rowmax) rowmax) scale 0.5 offset -0.5,0
    do for [j = 0:nsel - 1] {
      if (j == nsel - 1) { set colorbox user origin 0.915, y0 size 0.015, y1 - y0 noborder } else { unset colorbox }
      set title sprintf("epoch %d", value(sprintf("sel%d", j)))
      plot dir."/vit_maps.dat" index m * (1 + nsel * nlayers) + 1 + j * nlayers + l matrix with image
    }
    unset colorbox
  }
}
unset multiplot
