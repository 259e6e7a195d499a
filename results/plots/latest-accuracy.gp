# Drawn by motion-bench plot. Run 'gnuplot latest-accuracy.gp' in this folder to draw latest-accuracy.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'latest-accuracy.png'
set linetype 1 linecolor rgb '#0072B2' linewidth 2 pointtype 7 pointsize 1.3
set linetype 2 linecolor rgb '#D55E00' linewidth 2 pointtype 5 pointsize 1.3
set linetype 3 linecolor rgb '#009E73' linewidth 2 pointtype 9 pointsize 1.3
set linetype 4 linecolor rgb '#E69F00' linewidth 2 pointtype 13 pointsize 1.3
set linetype 5 linecolor rgb '#CC79A7' linewidth 2 pointtype 11 pointsize 1.3
set linetype 6 linecolor rgb '#56B4E9' linewidth 2 pointtype 15 pointsize 1.3
set linetype 7 linecolor rgb '#000000' linewidth 2 pointtype 3 pointsize 1.3
set linetype 8 linecolor rgb '#F0E442' linewidth 2 pointtype 1 pointsize 1.3
set linetype cycle 8
set border linecolor rgb '#404040'
set grid linecolor rgb '#d9d9d9' linewidth 1 dashtype 1
set multiplot layout 2,1 title 'Accuracy per channel against the Float80 reference, 500 selectors × 10 s × 120 Hz' . "\n" . 'commit 5ea730f · AMD EPYC (family 26 model 2), 2 cores, avx512' . "\n" . 'release -target-cpu znver5 · Swift 6.3.1 · 2026-12-05T08:34:54Z' font ',13'
set grid ytics
set bmargin 3
set lmargin 12
set rmargin 26
# Sizes and offsets: max error in points
FLOOR = 9.9999999999999998e-17
set title 'Sizes and offsets: max error in points'
set xtics ('dot.scale' 0, 'ring.progress' 1, 'ring.scale' 2, 'highlight.offset' 3, 'press.scaleX' 4, 'press.scaleY' 5) nomirror
set xrange [-0.6:5.6]
set ylabel 'max error (pt, log scale)'
set logscale y 10
set yrange [9.9999999999999998e-17:1000]
set ytics ('10⁻¹⁶' 9.9999999999999998e-17, '10⁻¹⁴' 1e-14, '10⁻¹²' 9.9999999999999998e-13, '10⁻¹⁰' 1e-10, '10⁻⁸' 1e-08, '10⁻⁶' 9.9999999999999995e-07, '10⁻⁴' 0.0001, '10⁻²' 0.01, '10⁰' 1, '10²' 100)
set ytics add ('' 1.0000000000000001e-15 1, '' 1e-13 1, '' 9.9999999999999994e-12 1, '' 1.0000000000000001e-09 1, '' 9.9999999999999995e-08 1, '' 1.0000000000000001e-05 1, '' 0.001 1, '' 0.10000000000000001 1, '' 10 1, '' 1000 1)
unset arrow
unset label
set arrow from graph 0, first 0.33333333333333331 to graph 1, first 0.33333333333333331 nohead dashtype 2 linewidth 1.5 linecolor rgb '#D55E00' front
set label 'visible: 1/3 pt, one pixel at 3×' at graph 0.99, first 0.33333333333333331 right offset 0, character 0.7 textcolor rgb '#D55E00' front
set label 'exactly 0:' . "\n" . 'on the bottom edge' at graph 1.03, graph 0.08 left front
set key outside right top vertical Left reverse title 'solver'
plot 'latest-accuracy.dat' index 0 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#0072B2' pointtype 7 dashtype 1 pointsize 1.6 title 'closed-form', \
     'latest-accuracy.dat' index 0 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 1 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#D55E00' pointtype 5 dashtype 1 pointsize 1.6 title 'closed-form-batched', \
     'latest-accuracy.dat' index 1 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 2 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#009E73' pointtype 9 dashtype 1 pointsize 1.6 title 'exact-step', \
     'latest-accuracy.dat' index 2 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 3 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#E69F00' pointtype 13 dashtype 1 pointsize 1.6 title 'swiftui', \
     'latest-accuracy.dat' index 3 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 4 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#CC79A7' pointtype 11 dashtype 1 pointsize 1.6 title 'gsl:rk8pd', \
     'latest-accuracy.dat' index 4 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 5 using 1:($2 > 0 ? $2 * 1 : FLOOR) with points linecolor rgb '#56B4E9' pointtype 15 dashtype 1 pointsize 1.6 title 'gsl-scene:rk8pd', \
     'latest-accuracy.dat' index 5 using 1:($2 > 0 ? $2 * 1 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle
# Opacities and tints: max error in units of 1/255
FLOOR = 1.0000000000000001e-15
set title 'Opacities and tints: max error in units of 1/255'
set xtics ('dot.opacity' 0, 'outline.tint' 1, 'ring.opacity' 2, 'label.tint' 3, 'press.opacity' 4, 'divider.opacity' 5) nomirror
set xrange [-0.6:5.6]
set ylabel 'max error (1/255, log scale)'
set logscale y 10
set yrange [1.0000000000000001e-15:10000]
set ytics ('10⁻¹⁴' 1e-14, '10⁻¹²' 9.9999999999999998e-13, '10⁻¹⁰' 1e-10, '10⁻⁸' 1e-08, '10⁻⁶' 9.9999999999999995e-07, '10⁻⁴' 0.0001, '10⁻²' 0.01, '10⁰' 1, '10²' 100, '10⁴' 10000)
set ytics add ('' 1.0000000000000001e-15 1, '' 1e-13 1, '' 9.9999999999999994e-12 1, '' 1.0000000000000001e-09 1, '' 9.9999999999999995e-08 1, '' 1.0000000000000001e-05 1, '' 0.001 1, '' 0.10000000000000001 1, '' 10 1, '' 1000 1)
unset arrow
unset label
set arrow from graph 0, first 1 to graph 1, first 1 nohead dashtype 2 linewidth 1.5 linecolor rgb '#D55E00' front
set label 'visible: 1/255, one step of an 8-bit channel' at graph 0.99, first 1 right offset 0, character 0.7 textcolor rgb '#D55E00' front
set label 'exactly 0:' . "\n" . 'on the bottom edge' at graph 1.03, graph 0.08 left front
set key off
plot 'latest-accuracy.dat' index 6 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#0072B2' pointtype 7 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 6 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 7 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#D55E00' pointtype 5 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 7 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 8 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#009E73' pointtype 9 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 8 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 9 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#E69F00' pointtype 13 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 9 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 10 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#CC79A7' pointtype 11 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 10 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle, \
     'latest-accuracy.dat' index 11 using 1:($2 > 0 ? $2 * 255 : FLOOR) with points linecolor rgb '#56B4E9' pointtype 15 dashtype 1 pointsize 1.6 title '', \
     'latest-accuracy.dat' index 11 using 1:($2 > 0 ? $2 * 255 : FLOOR):($3 > 0 ? sprintf('%d visible', $3) : '') with labels offset character 0, character 1.2 textcolor rgb '#D55E00' notitle
unset multiplot
