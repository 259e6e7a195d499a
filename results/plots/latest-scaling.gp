# Drawn by motion-bench plot. Run 'gnuplot latest-scaling.gp' in this folder to draw latest-scaling.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'latest-scaling.png'
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
set title 'Thread scaling: exact-step, 10000 selectors × 10 s × 120 Hz' . "\n" . 'commit 5ea730f · AMD EPYC (family 26 model 2), 2 cores, avx512' . "\n" . 'release -target-cpu znver5 · Swift 6.3.1 · 2026-12-05T08:34:54Z' font ',13'
BASE_THREADS = 1
BASE_SECONDS = 0.050582634000000001
set xlabel 'threads'
set ylabel 'speed-up over 1 thread (×)'
set xrange [0.5:2.5]
set yrange [0:2.3999999999999999]
set xtics 1
set grid xtics ytics
set key top left
plot x / BASE_THREADS with lines dashtype 2 linewidth 1.5 linecolor rgb '#555555' title 'ideal: linear in threads', \
     'latest-scaling.dat' using 1:(BASE_SECONDS / $2) with linespoints linecolor rgb '#0072B2' pointtype 7 dashtype 1 linewidth 2 pointsize 1.6 title 'measured', \
     '' using 1:(BASE_SECONDS / $2):(sprintf('%.3g s (×%.2f)', $2, BASE_SECONDS / $2)) with labels left offset character 1.2, character -0.8 notitle
