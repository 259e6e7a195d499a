#ifndef MOTIONBENCH_ROOFLINE_H
#define MOTIONBENCH_ROOFLINE_H

// Microkernels that measure a core's peaks: multiply-add throughput at a vector width, load
// and store bandwidth over a buffer, and the cost of one call of a libm function. Compiled
// with -O2 in every build (Package.swift), so a debug build measures the same machine as a
// release build; each vector width is compiled for its own instruction set (target
// attributes) and chosen at run time.

/// Independent multiply-add chains per iteration: enough to cover the latency of both
/// multiply-add pipes (2 per cycle × 4–6 cycles).
enum { ROOFLINE_MADD_CHAINS = 12 };

/// Runs `iterations` × ROOFLINE_MADD_CHAINS independent a·m + c on vectors of `width` bytes:
/// 16 (SSE2), 32 (AVX2 with FMA) or 64 (AVX-512F); anything else is 16. Returns a sum of the chains, to be consumed.
double roofline_madd(int width, long iterations, double m, double c);

/// Sums `count` doubles (count a multiple of 64) `passes` times with vector loads of
/// `width` bytes into 8 accumulators (enough to keep two loads a cycle going). Returns the sum, to be consumed.
double roofline_load(int width, const double *p, long count, long passes);

/// Stores `count` doubles (count a multiple of 64) `passes` times with vector stores of
/// `width` bytes.
void roofline_store(int width, double *p, long count, long passes, double value);

/// The functions whose cost per call `roofline_calls` measures.
enum roofline_function {
  ROOFLINE_EXP, ROOFLINE_EXPM1, ROOFLINE_SINCOS, ROOFLINE_EXPL, ROOFLINE_SINCOSL
};

/// Calls `function` on each of `count` arguments `passes` times (`sincos` is one sin and one
/// cos; the `l` functions in long double). Returns a sum of the results, to be consumed.
double roofline_calls(enum roofline_function function, const double *x, long count, long passes);

#endif
