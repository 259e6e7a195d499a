# Drawn by motion-bench plot. Run 'gnuplot sweep-settle-time.gp' in this folder to draw sweep-settle-time.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'sweep-settle-time.png'
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
set title 'Settle time over bounce × duration: sweep.csv' . "\n" . 'springs released from rest; marked: the seeds'' springs and SwiftUI''s presets' font ',13'
SCALE = 1
finite(v) = abs(v) < 1e300 ? v : NaN
set xlabel 'bounce'
set ylabel 'duration (s)'
set cblabel 'settle time (s)'
set xrange [-0.51249999999999996:0.91249999999999998]
set yrange [0.087500000000000008:1.5125]
set tics out nomirror
set rmargin 17
unset grid
set palette defined (0 '#440154', 1 '#482878', 2 '#3E4989', 3 '#31688E', 4 '#26828E', 5 '#1F9E89', 6 '#35B779', 7 '#6ECE58', 8 '#B5DE2B', 9 '#FDE725')
set logscale cb 10
set cbrange [0.10000000000000001:100]
set cbtics ('0.1' 0.10000000000000001, '0.2' 0.20000000000000001, '0.5' 0.5, '1' 1, '2' 2, '5' 5, '10' 10, '20' 20, '50' 50, '100' 100)
set cbtics add ('' 0.30000000000000004 1, '' 0.40000000000000002 1, '' 0.60000000000000009 1, '' 0.70000000000000007 1, '' 0.80000000000000004 1, '' 0.90000000000000002 1, '' 3 1, '' 4 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 30 1, '' 40 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1)
set cbrange [0.10715203773985459:16.003275909783998]
# Contour lines, computed into a datablock.
set contour base
set cntrparam levels discrete 0.20000000000000001, 0.5, 1, 2, 5, 10
unset surface
set table $CONTOURS
splot 'sweep-settle-time.dat' using 1:2:(finite($3 * SCALE)) with lines notitle
unset table
unset contour
set surface
set style textbox opaque fillcolor rgb '#FFFFFF' noborder margins 2, 1
set label 'radio dot' at 0.55000000000000004, 0.34999999999999998 center offset character 0, character 1.3 boxed front font ',10'
set label at 0.55000000000000004, 0.34999999999999998 point pointtype 7 pointsize 1.6 linecolor rgb '#FFFFFF' front
set label at 0.55000000000000004, 0.34999999999999998 point pointtype 6 pointsize 1.6 linecolor rgb '#000000' front
set label '.smooth: highlight' at 0, 0.5 center offset character 0, character -1.3 boxed front font ',10'
set label at 0, 0.5 point pointtype 7 pointsize 1.6 linecolor rgb '#FFFFFF' front
set label at 0, 0.5 point pointtype 6 pointsize 1.6 linecolor rgb '#000000' front
set label '.snappy' at 0.14999999999999999, 0.5 center offset character 0, character 1.3 boxed front font ',10'
set label at 0.14999999999999999, 0.5 point pointtype 7 pointsize 1.6 linecolor rgb '#FFFFFF' front
set label at 0.14999999999999999, 0.5 point pointtype 6 pointsize 1.6 linecolor rgb '#000000' front
set label '.bouncy' at 0.29999999999999999, 0.5 center offset character 0, character -1.3 boxed front font ',10'
set label at 0.29999999999999999, 0.5 point pointtype 7 pointsize 1.6 linecolor rgb '#FFFFFF' front
set label at 0.29999999999999999, 0.5 point pointtype 6 pointsize 1.6 linecolor rgb '#000000' front
plot 'sweep-settle-time.dat' using 1:2:(finite($3 * SCALE)) with image notitle, \
     $CONTOURS using 1:2 with lines linewidth 1.2 linecolor rgb '#FFFFFF' notitle, \
     $CONTOURS using 1:2:(sprintf('%g s', $3)) every 57 with labels boxed font ',9' textcolor rgb '#000000' notitle
