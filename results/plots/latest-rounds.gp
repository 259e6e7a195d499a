# Drawn by motion-bench plot. Run 'gnuplot latest-rounds.gp' in this folder to draw latest-rounds.png again.
reset session
set encoding utf8
set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'latest-rounds.png'
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
set title 'Timing rounds: each round''s time per channel-sample against its solver''s median' . "\n" . 'commit 5ea730f · AMD EPYC (family 26 model 2), 2 cores, avx512' . "\n" . 'release -target-cpu znver5 · Swift 6.3.1 · 2026-12-05T08:34:54Z' font ',13'
set label 'spread 4.22 %' at first 0, graph 0.97 center font ',10'
set label 'spread 3.48 %' at first 1, graph 0.97 center font ',10'
set label 'spread 5.64 %' at first 2, graph 0.97 center font ',10'
set label 'spread 3.83 %' at first 3, graph 0.97 center font ',10'
set label 'spread 4.59 %' at first 4, graph 0.97 center font ',10'
set label 'spread 3.84 %' at first 5, graph 0.97 center font ',10'
set xtics ('closed-form' 0, 'closed-form-batched' 1, 'exact-step' 2, 'swiftui' 3, 'gsl:rk8pd' . "\n" . '200 selectors' 4, 'gsl-scene:rk8pd' . "\n" . '200 selectors' 5) nomirror
set xrange [-0.6:5.6]
set yrange [-4.3287843493401148:4.3287843493401148]
set bmargin 6
set grid ytics
set key off
set ylabel 'round against the median of its solver (%)'
set xzeroaxis linetype 1 linecolor rgb '#555555' linewidth 1.5
set xlabel 'solver, on 5000 selectors × 10 s × 120 Hz unless stated; each solver''s rounds left to right in the order they ran' offset 0, character -1
plot 'latest-rounds.dat' using 1:(100 * ($2 / $5 - 1)):4 with points pointtype 7 pointsize 1.8 linecolor variable notitle
