# Drawn by motion-bench plot. Run 'gnuplot highlight+highlight-swiftui-error.gp' in this folder to draw highlight+highlight-swiftui-error.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'highlight+highlight-swiftui-error.png'
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
set title '|Error| against the Float80 reference: closed form and SwiftUI runtime (device)' . "\n" . 'solid: value; dashed: velocity (per second). highlight.csv, highlight-swiftui.csv' font ',13'
set xlabel 't (s)'
set ylabel '|error| (value units; velocity: per second; log scale)'
set logscale y 10
set yrange [9.9999999999999998e-20:10]
set ytics ('10⁻¹⁸' 1.0000000000000001e-18, '10⁻¹⁶' 9.9999999999999998e-17, '10⁻¹⁴' 1e-14, '10⁻¹²' 9.9999999999999998e-13, '10⁻¹⁰' 1e-10, '10⁻⁸' 1e-08, '10⁻⁶' 9.9999999999999995e-07, '10⁻⁴' 0.0001, '10⁻²' 0.01, '10⁰' 1)
set ytics add ('' 9.9999999999999998e-20 1, '' 1.0000000000000001e-17 1, '' 1.0000000000000001e-15 1, '' 1e-13 1, '' 9.9999999999999994e-12 1, '' 1.0000000000000001e-09 1, '' 9.9999999999999995e-08 1, '' 1.0000000000000001e-05 1, '' 0.001 1, '' 0.10000000000000001 1, '' 10 1)
set grid xtics ytics
set key outside right top Left reverse samplen 2.5
plot 'highlight+highlight-swiftui-curves.dat' index 0 using 1:($4 != 0 ? abs($4) : NaN) with lines linewidth 2 linecolor rgb '#0072B2' title 'highlight.csv — closed form: value', \
     'highlight+highlight-swiftui-curves.dat' index 0 using 1:($5 != 0 ? abs($5) : NaN) with lines linewidth 1.5 dashtype 2 linecolor rgb '#0072B2' title 'highlight.csv — closed form: velocity', \
     'highlight+highlight-swiftui-curves.dat' index 1 using 1:($4 != 0 ? abs($4) : NaN) with lines linewidth 2 linecolor rgb '#D55E00' title 'highlight-swiftui.csv — device: value', \
     'highlight+highlight-swiftui-curves.dat' index 1 using 1:($5 != 0 ? abs($5) : NaN) with lines linewidth 1.5 dashtype 2 linecolor rgb '#D55E00' title 'highlight-swiftui.csv — device: velocity'
