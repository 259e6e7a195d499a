# A recorded .spring(response: 2.2, dampingFraction: 0.5) on an iPhone 12, 694 -> 594 pt and retargeted back to
# 694 pt (CosynPa/RevealSpringAnimation, 2021, commit 99db59d, keep_velocity_mix.ipynb), against the device model
# and the closed form, each with its starts fitted. device-recording.csv holds the models' values at the
# recording's frames (written by scripts/device-recordings DIR --model-csv results/plots/device-recording.csv);
# the recorded values are read from the recordings' folder DIR when drawing. From the repository's root:
#
#   gnuplot -e "dir='DIR'" results/plots/device-recording.gp
#
# The recorded rows after each file's first (read at the tap) pair with device-recording.csv's rows in order.
if (!exists("dir")) { print "give the recordings' folder: gnuplot -e \"dir='DIR'\" results/plots/device-recording.gp"; exit status 64 }
model = 'results/plots/device-recording.csv'
before = dir . '/spring-response2.2-damping0.5-before-retarget.csv'
after = dir . '/spring-response2.2-damping0.5-after-retarget.csv'
# t, device model, closed form, recorded (the model file's header and each recording's header and tap row skipped).
joined = sprintf("< awk -F, 'FNR == NR { if (FNR > 1) m[FNR - 1] = $0; next } FNR > 2 { n++; print m[n] \",\" $2 }' '%s' '%s' '%s'", model, before, after)
retarget = 2.0000359280093107

set encoding utf8
set terminal pngcairo size 1200,900 noenhanced font 'DejaVu Sans,12' background rgb 'white'
set output 'results/plots/device-recording.png'
set datafile separator comma
set border linecolor rgb '#404040'
set grid xtics ytics linecolor rgb '#d9d9d9' linewidth 1 dashtype 1
set multiplot title ".spring(response: 2.2, dampingFraction: 0.5) on an iPhone 12: 694 -> 594 pt, retargeted back to 694 pt at 2.0 s\nthe recording (CosynPa/RevealSpringAnimation, 2021), the device model and the closed form, each start fitted" font ',13'
# The recorded points are not in the repository: the picture is dated with its machine and command.
set label 9 "Drawn 5 December 2026 on an AMD EPYC (Linux x86_64, gnuplot 5.4) by: scripts/device-recordings DIR --model-csv results/plots/device-recording.csv\nthen gnuplot -e \"dir='DIR'\" results/plots/device-recording.gp, DIR holding the recordings, which are not in the repository" at screen 0.5, screen 0.03 center font ',9' textcolor rgb '#777777'
set lmargin at screen 0.1
set rmargin at screen 0.97
set arrow 1 from first retarget, graph 0 to first retarget, graph 1 nohead linewidth 1.5 linecolor rgb '#AAAAAA' back

# Top: the whole move and its retarget.
set tmargin at screen 0.90
set bmargin at screen 0.58
set format x ''
set ylabel 'position (pt)'
set key top right Left reverse samplen 2.5 opaque box linecolor rgb '#d9d9d9'
set xrange [0:10.8]
set label 1 'retarget' at first retarget + 0.08, graph 0.08 textcolor rgb '#777777'
plot joined using 1:4 every 3 with points pointtype 7 pointsize 0.6 linecolor rgb '#000000' title 'recorded (every third frame)', \
     joined using 1:2 with lines linewidth 2 linecolor rgb '#0072B2' title 'device model (300 Hz steps, stop rule)', \
     joined using 1:3 with lines linewidth 2 dashtype 2 linecolor rgb '#D55E00' title 'closed form'
unset label 1

# Middle: the stop, magnified: the device jumps onto 694.0 at one frame, the closed form glides in.
set tmargin at screen 0.55
set bmargin at screen 0.33
set xrange [7.9:9.0]
set yrange [693.985:694.025]
set ylabel 'position (pt)'
set format x '%g'
set format y '%.3f'
unset key
set label 2 'the stop: the device model and the recording jump 0.011 pt onto 694.0 at the same frame' at graph 0.02, graph 0.9 textcolor rgb '#404040'
plot joined using 1:4 with points pointtype 7 pointsize 0.8 linecolor rgb '#000000' notitle, \
     joined using 1:2 with steps linewidth 2 linecolor rgb '#0072B2' notitle, \
     joined using 1:3 with lines linewidth 2 dashtype 2 linecolor rgb '#D55E00' notitle
unset label 2
unset yrange
set key

# Bottom: |model - recorded| per frame, on a log axis.
set tmargin at screen 0.29
set bmargin at screen 0.12
set xrange [0:10.8]
set logscale y
set yrange [1e-14:1]
set format y '1e%L'
set ytics 1000
set ylabel '|model - recorded| (pt)'
set xlabel 't (s)'
set key bottom right Left reverse samplen 2.5 opaque box linecolor rgb '#d9d9d9'
plot joined using 1:(abs($2 - $4) > 0 ? abs($2 - $4) : NaN) with lines linewidth 1.5 linecolor rgb '#0072B2' title 'device model: at most 6.2e-7 pt (0 from the stop on)', \
     joined using 1:(abs($3 - $4)) with lines linewidth 1.5 linecolor rgb '#D55E00' title 'closed form: at most 0.11 pt'
unset multiplot
