#!/usr/bin/python3
"""Writes a synthetic results/history.csv: RUNS runs of one machine, one commit each, with a step.

Each run has, per solver, the timing rows run appends (ns_per_sample and cpu_ns_per_sample: the
median, p10 and p90 of 12 rounds), accuracy, steps and cachegrind's costs. A run's timing is off by
exp(SPREAD * z) between processes and each round by exp(0.015 * z), one round in twenty 10-50 %
slower, as the noise model's tests draw them. From run STEP on, SOLVER's timing is FACTOR slower.
Deterministic for a seed. Labelled synthetic: the commits are s000, s001, ... and the toolchain
says so.

Usage: synthetic_history.py --out FILE [--runs 17] [--step 8] [--factor 1.1] [--solver closed-form]
       [--spread 0.02] [--seed 1] [--machines 1] [--hostile]
"""

import argparse
import csv
import datetime
import math
import random

COLUMNS = ["timestamp", "git_commit", "toolchain", "cpu_model", "cpu_cores", "kernel", "build_configuration",
           "vector_isa", "build_flags", "fingerprint", "phase", "solver", "channel", "tolerance", "metric", "value",
           "low", "high", "n", "unit", "verdict", "scene"]
SOLVERS = [("closed-form", 7.2, 5.7e-14, 124.0), ("exact-step", 0.31, 2.6e-13, 15.0),
           ("swiftui", 3.9, 1.1e-13, 60.0), ("gsl:rk8pd", 187.0, 2.9e-10, 1211.0)]
SCENE = "seed=1 selectors=1000 seconds=2 hz=120 threads=2"


def rounds(rng, level):
    values = []
    for _ in range(12):
        value = level * math.exp(0.015 * rng.gauss(0, 1))
        if rng.random() < 0.05:
            value *= 1.1 + 0.4 * rng.random()
        values.append(value)
    values.sort()
    def percentile(p):
        position = p * (len(values) - 1)
        low = int(position)
        high = min(low + 1, len(values) - 1)
        return values[low] + (values[high] - values[low]) * (position - low)
    return percentile(0.5), percentile(0.1), percentile(0.9)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=17)
    parser.add_argument("--step", type=int, default=8)
    parser.add_argument("--factor", type=float, default=1.1)
    parser.add_argument("--solver", default="closed-form")
    parser.add_argument("--spread", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--machines", type=int, default=1)
    parser.add_argument("--hostile", action="store_true", help="markup in the solver name and commit")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    solvers = list(SOLVERS)
    if options.hostile:
        solvers.append(("<script>alert('x')</script>&\"", 2.0, 1e-13, 40.0))
    with open(options.out, "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(COLUMNS)
        for machine in range(options.machines):
            fingerprint = "5e5e5e5e%04x" % machine
            meta = ["synthetic (Tests/Browser/synthetic_history.py)", "Synthetic CPU %d" % machine, "2",
                    "Linux", "release", "avx2", "-target-cpu znver3", fingerprint]
            for run in range(options.runs):
                when = datetime.datetime(2026, 12, 1) + datetime.timedelta(minutes=10 * run)
                stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
                commit = "s%03d" % run if not options.hostile or run != options.step else "<b>s%03d</b>" % run
                identity = [stamp, commit] + meta
                for name, ns, error, instructions in solvers:
                    factor = options.factor if name == options.solver and run >= options.step else 1.0
                    process = math.exp(options.spread * rng.gauss(0, 1))
                    for metric in ("ns_per_sample", "cpu_ns_per_sample"):
                        median, p10, p90 = rounds(rng, ns * factor * process)
                        tolerance = "1e-10" if name.startswith("gsl") else ""
                        writer.writerow(identity + ["timing", name, "", tolerance, metric, repr(median), repr(p10),
                                                    repr(p90), "12", "ns", "", SCENE])
                for name, ns, error, instructions in solvers:
                    tolerance = "1e-10" if name.startswith("gsl") else ""
                    writer.writerow(identity + ["accuracy", name, "all", tolerance, "max_error", repr(error), "", "",
                                                "", "value", "", SCENE])
                    writer.writerow(identity + ["instructions", name, "", tolerance, "instructions_per_sample",
                                                repr(instructions * (1.03 if run >= options.runs - 3 else 1.0)),
                                                "", "", "", "instructions", "", SCENE])


if __name__ == "__main__":
    main()
