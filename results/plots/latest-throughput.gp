# Drawn by motion-bench plot. Run 'gnuplot latest-throughput.gp' in this folder to draw latest-throughput.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'latest-throughput.png'
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
set title 'Throughput: time per channel-sample, median of the timing rounds with p10–p90 whiskers' . "\n" . 'commit 5ea730f · AMD EPYC (family 26 model 2), 2 cores, avx512' . "\n" . 'release -target-cpu znver5 · Swift 6.3.1 · 2026-12-05T08:34:54Z' font ',13'
set xtics ('closed-form' 0, 'closed-form-batched' 1, 'exact-step' 2, 'swiftui' 3, 'gsl:rk8pd' . "\n" . '200 selectors' 4, 'gsl-scene:rk8pd' . "\n" . '200 selectors' 5) nomirror
set xrange [-0.6:5.6]
set bmargin 6
set grid ytics
set key below
set ylabel 'time per channel-sample (ns, log scale)'
set logscale y 10
set yrange [0.01:1000]
set ytics ('0.01' 0.01, '0.1' 0.10000000000000001, '1' 1, '10' 10, '100' 100, '1000' 1000)
set ytics add ('' 0.02 1, '' 0.029999999999999999 1, '' 0.040000000000000001 1, '' 0.050000000000000003 1, '' 0.059999999999999998 1, '' 0.070000000000000007 1, '' 0.080000000000000002 1, '' 0.089999999999999997 1, '' 0.20000000000000001 1, '' 0.30000000000000004 1, '' 0.40000000000000002 1, '' 0.5 1, '' 0.60000000000000009 1, '' 0.70000000000000007 1, '' 0.80000000000000004 1, '' 0.90000000000000002 1, '' 2 1, '' 3 1, '' 4 1, '' 5 1, '' 6 1, '' 7 1, '' 8 1, '' 9 1, '' 20 1, '' 30 1, '' 40 1, '' 50 1, '' 60 1, '' 70 1, '' 80 1, '' 90 1, '' 200 1, '' 300 1, '' 400 1, '' 500 1, '' 600 1, '' 700 1, '' 800 1, '' 900 1)
set xlabel 'solver, on 5000 selectors × 10 s × 120 Hz unless stated' offset 0, character -1
plot 'latest-throughput.dat' using 1:2:3:4:5 with yerrorbars linecolor variable pointtype 7 pointsize 1.6 linewidth 2 notitle, \
     '' using 1:2:(sprintf('%.3g ns', $2)) with labels left offset character 1.5, character 0 notitle, \
     '' using ($1 - 0.25):6:(0.5):(0):5 with vectors nohead linecolor variable dashtype (4, 2) linewidth 3 title 'roofline bound at the run''s threads: median ÷ ×, where × = CPU time ÷ one-core bound', \
     '' using 1:6:(sprintf("bound ×%.3g", $7)) with labels center offset 0, character -1 font ',10' notitle
