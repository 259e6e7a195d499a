# Drawn by motion-bench plot. Run 'gnuplot crowd-settle-after-last-cdf.gp' in this folder to draw crowd-settle-after-last-cdf.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'crowd-settle-after-last-cdf.png'
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
set title 'Across the crowd: settle time after a burst''s last action (s)' . "\n" . 'spring .spring(duration: 0.585158, bounce: 0.2375)' . "\n" . 'solver swiftui, band 1/3 pt; 1000 selectors × 5 s (+2 s quiet) at 120 Hz, seed 1' . "\n" . 'taps default (gaps 0.05 s + exponential mean 0.8 s); presses held 0.05–0.25 s' . "\n" . '10 % Reduce Motion; auto-play every 1.1 s until the first tap' font ',13'
set xlabel 'settle time after a burst''s last action (s)'
set ylabel 'share of bursts at or below'
set xrange [0:*]
set yrange [0:1.02]
set key below horizontal height 1.5
set grid
set arrow from graph 0, first 0.95 to graph 1, first 0.95 nohead dashtype 3 linecolor rgb '#666666'
set label '95 %' at graph 0.01, first 0.965 font ',9'
plot 'crowd-settle-after-last-cdf.dat' index 0 using 1:2 with lines linewidth 2 linecolor rgb '#0072B2' dashtype 1 title 'radio dot.scale: p95 0.35'
