# Drawn by motion-bench plot. Run 'gnuplot old-vs-new-value.gp' in this folder to draw old-vs-new-value.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'old-vs-new-value.png'
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
set multiplot title 'Closed form at 120 Hz: 2 animations' . "\n" . 'Settled: from then on the value stays within 0.1 % of the change (grey band around the target). Time in s.' . "\n" . 'old-vs-new.csv' font ',13'
set lmargin at screen 0.09
set rmargin at screen 0.65979999999999994
set key at screen 0.67979999999999996, screen 0.86 left top Left reverse samplen 2.5
set grid xtics ytics
T0 = 1; B0 = 0.001; D0 = 1
T1 = 1; B1 = 0.001; D1 = 1
set xrange [0:0.86516297786415297]
# Top: the value, the targets and their bands.
set tmargin at screen 0.86
set bmargin at screen 0.61
set format x ''
set ylabel 'value'
plot '+' using 1:(T0 - B0):(T0 + B0) with filledcurves fillcolor rgb '#BBBBBB' fillstyle transparent solid 0.5 noborder title 'band: within 0.1 % of the change', \
     T0 with lines dashtype 2 linewidth 1.5 linecolor rgb '#000000' title 'target', \
     'old-vs-new-curves.dat' index 0 using 1:2 with lines linewidth 2 linecolor rgb '#0072B2' dashtype 1 title '.spring(duration: 0.35, bounce: 0.55)', \
     'old-vs-new-curves.dat' index 1 using 1:2 with lines linewidth 2 linecolor rgb '#D55E00' dashtype 1 title '.spring(duration: 0.5, bounce: 0.2)'
# Middle: the velocity.
set tmargin at screen 0.585
set bmargin at screen 0.39
set ylabel 'velocity (per s)'
set ytics 5
set key off
set xzeroaxis linetype 1 linecolor rgb '#888888' linewidth 1
plot 'old-vs-new-curves.dat' index 0 using 1:3 with lines linewidth 2 linecolor rgb '#0072B2' dashtype 1 notitle, \
     'old-vs-new-curves.dat' index 1 using 1:3 with lines linewidth 2 linecolor rgb '#D55E00' dashtype 1 notitle
unset xzeroaxis
set ytics autofreq
# Bottom: the distance to the target, the band's edge, the settle times and SwiftUI's stops.
set tmargin at screen 0.365
set bmargin at screen 0.09
set format x '% h'
set xlabel 't (s)'
set ylabel 'distance to the target / change'
set logscale y 10
set yrange [9.9999999999999995e-07:1]
set ytics ('10⁻⁶' 9.9999999999999995e-07, '10⁻⁵' 1.0000000000000001e-05, '10⁻⁴' 0.0001, '10⁻³' 0.001, '10⁻²' 0.01, '10⁻¹' 0.10000000000000001, '10⁰' 1)
set ytics add ('' 1.9999999999999999e-06 1, '' 3.0000000000000001e-06 1, '' 3.9999999999999998e-06 1, '' 4.9999999999999996e-06 1, '' 6.0000000000000002e-06 1, '' 6.9999999999999999e-06 1, '' 7.9999999999999996e-06 1, '' 9.0000000000000002e-06 1, '' 2.0000000000000002e-05 1, '' 3.0000000000000004e-05 1, '' 4.0000000000000003e-05 1, '' 5.0000000000000002e-05 1, '' 6.0000000000000008e-05 1, '' 7.0000000000000007e-05 1, '' 8.0000000000000007e-05 1, '' 9.0000000000000006e-05 1, '' 0.00020000000000000001 1, '' 0.00030000000000000003 1, '' 0.00040000000000000002 1, '' 0.00050000000000000001 1, '' 0.00060000000000000006 1, '' 0.00069999999999999999 1, '' 0.00080000000000000004 1, '' 0.00090000000000000008 1, '' 0.002 1, '' 0.0030000000000000001 1, '' 0.0040000000000000001 1, '' 0.0050000000000000001 1, '' 0.0060000000000000001 1, '' 0.0070000000000000001 1, '' 0.0080000000000000002 1, '' 0.0090000000000000011 1, '' 0.02 1, '' 0.029999999999999999 1, '' 0.040000000000000001 1, '' 0.050000000000000003 1, '' 0.059999999999999998 1, '' 0.070000000000000007 1, '' 0.080000000000000002 1, '' 0.089999999999999997 1, '' 0.20000000000000001 1, '' 0.30000000000000004 1, '' 0.40000000000000002 1, '' 0.5 1, '' 0.60000000000000009 1, '' 0.70000000000000007 1, '' 0.80000000000000004 1, '' 0.90000000000000002 1)
set arrow from graph 0, first 0.001 to graph 1, first 0.001 nohead dashtype 2 linewidth 1.5 linecolor rgb '#555555' front
set label 'dashed: the band''s edge' at screen 0.67979999999999996, screen 0.36499999999999999 left textcolor rgb '#555555' front
set label 'dotted: settled' at screen 0.67979999999999996, screen 0.34249999999999997 left textcolor rgb '#555555' front
set arrow from first 0.84819899790603237, graph 0 to first 0.84819899790603237, graph 1 nohead dashtype 3 linewidth 1.5 linecolor rgb '#0072B2'
set label 'settled from 0.848 s' at screen 0.67979999999999996, screen 0.32000000000000001 left textcolor rgb '#0072B2' front
set arrow from first 0.6743024174588379, graph 0 to first 0.6743024174588379, graph 1 nohead dashtype 3 linewidth 1.5 linecolor rgb '#D55E00'
set label 'settled from 0.674 s' at screen 0.67979999999999996, screen 0.29749999999999999 left textcolor rgb '#D55E00' front
plot 'old-vs-new-curves.dat' index 0 using 1:($2 != T0 ? abs($2 - T0) / D0 : NaN) with lines linewidth 2 linecolor rgb '#0072B2' dashtype 1 notitle, \
     'old-vs-new-curves.dat' index 1 using 1:($2 != T1 ? abs($2 - T1) / D1 : NaN) with lines linewidth 2 linecolor rgb '#D55E00' dashtype 1 notitle
unset multiplot
