# Drawn by motion-bench plot. Run 'gnuplot latest-work-precision.gp' in this folder to draw latest-work-precision.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'latest-work-precision.png'
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
set title 'Work–precision: max error against time per sample, on 16 selectors × 2 s × 120 Hz' . "\n" . 'commit 5ea730f · AMD EPYC (family 26 model 2), 2 cores, avx512' . "\n" . 'release -target-cpu znver5 · Swift 6.3.1 · 2026-12-05T08:34:54Z' font ',13'
set arrow from graph 0, first 8.7701080835708378 to graph 1, first 8.7701080835708378 nohead dashtype 2 linewidth 1.5 linecolor rgb '#000000' front
set label 'closed-form: 8.77 ns per sample (no error recorded)' at graph 0.99, first 8.7701080835708378 right offset 0, character 0.7 textcolor rgb '#000000' front
FLOOR = 9.9999999999999998e-13
set xlabel 'max |error| against the Float80 reference (value units, log scale)' . "\n" . 'each line: one GSL stepper at tolerances 0.001 … 1e-12; tighter usually lies further left'
set ylabel 'time per channel-sample (ns, log scale)'
set logscale x 10
set xrange [9.9999999999999998e-13:1]
set xtics ('10⁻¹²' 9.9999999999999998e-13, '10⁻¹⁰' 1e-10, '10⁻⁸' 1e-08, '10⁻⁶' 9.9999999999999995e-07, '10⁻⁴' 0.0001, '10⁻²' 0.01, '10⁰' 1)
set xtics add ('' 9.9999999999999994e-12 1, '' 1.0000000000000001e-09 1, '' 9.9999999999999995e-08 1, '' 1.0000000000000001e-05 1, '' 0.001 1, '' 0.10000000000000001 1)
set logscale y 10
set yrange [1:100000]
set ytics ('10⁰' 1, '10¹' 10, '10²' 100, '10³' 1000, '10⁴' 10000, '10⁵' 100000)
set ytics add ('' 2 1, '' 3 1, '' 4 1, '' 5 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 20 1, '' 30 1, '' 40 1, '' 50 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1, '' 200 1, '' 300 1, '' 400 1, '' 500 1, '' 600 1, '' 700 1, '' 800 1, '' 900 1, '' 2000 1, '' 3000 1, '' 4000 1, '' 5000 1, '' 6000 1, '' 7000 1, '' 8000 1, '' 9000 1, '' 20000 1, '' 30000 1, '' 40000 1, '' 50000 1, '' 60000 1, '' 70000 1, '' 80000 1, '' 90000 1)
set key outside right top vertical Left reverse samplen 2.5 spacing 1.2 title 'GSL stepper'
set grid xtics ytics
plot 'latest-work-precision.dat' index 0 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#0072B2' pointtype 7 dashtype 1 title 'gsl:rk2', \
     'latest-work-precision.dat' index 1 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#D55E00' pointtype 5 dashtype 1 title 'gsl:rk4', \
     'latest-work-precision.dat' index 2 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#009E73' pointtype 9 dashtype 1 title 'gsl:rkf45', \
     'latest-work-precision.dat' index 3 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#E69F00' pointtype 13 dashtype 1 title 'gsl:rkck', \
     'latest-work-precision.dat' index 4 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#CC79A7' pointtype 11 dashtype 1 title 'gsl:rk8pd', \
     'latest-work-precision.dat' index 5 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#56B4E9' pointtype 15 dashtype 1 title 'gsl:rk1imp', \
     'latest-work-precision.dat' index 6 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#000000' pointtype 3 dashtype 1 title 'gsl:rk2imp', \
     'latest-work-precision.dat' index 7 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#0072B2' pointtype 6 dashtype 2 title 'gsl:rk4imp', \
     'latest-work-precision.dat' index 8 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#D55E00' pointtype 4 dashtype 2 title 'gsl:bsimp', \
     'latest-work-precision.dat' index 9 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#009E73' pointtype 8 dashtype 2 title 'gsl:msadams', \
     'latest-work-precision.dat' index 10 using ($2 > 0 ? $2 : FLOOR):3 with linespoints linewidth 2 linecolor rgb '#E69F00' pointtype 12 dashtype 2 title 'gsl:msbdf'
