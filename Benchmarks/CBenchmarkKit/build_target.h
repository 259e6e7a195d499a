#ifndef MOTIONBENCH_BUILD_TARGET_H
#define MOTIONBENCH_BUILD_TARGET_H

// What the Swift compiler targeted when it built the module that calls these functions.
// They are static inline, so Swift's Clang importer compiles them with the Swift compiler's
// own target options: `swift build -Xswiftc -target-cpu -Xswiftc native` reaches them, and
// the predefined macros below describe the code the optimiser was allowed to emit.

/// The widest vector instruction set the compiler could use: "avx512", "avx2", "avx",
/// "sse4.2", "sse2", "sve", "neon", or "scalar".
static inline const char *motionbench_compiled_vector_isa(void) {
#if defined(__AVX512F__)
  return "avx512";
#elif defined(__AVX2__)
  return "avx2";
#elif defined(__AVX__)
  return "avx";
#elif defined(__SSE4_2__)
  return "sse4.2";
#elif defined(__SSE2__)
  return "sse2";
#elif defined(__ARM_FEATURE_SVE)
  return "sve";
#elif defined(__ARM_NEON)
  return "neon";
#else
  return "scalar";
#endif
}

/// The CPU family the compiler targeted, as Clang names it in its predefined macros
/// (`-target-cpu native` on a Zen 3 defines `__znver3__`; every Intel core from Nehalem on
/// defines `__corei7__`), or "" for the architecture's default target (x86-64, which
/// defines `__k8__`, or generic ARMv8.0) and "other" for a non-default target without a
/// name here.
static inline const char *motionbench_compiled_target_cpu(void) {
#if defined(__x86_64__)
#if defined(__znver5__)
  return "znver5";
#elif defined(__znver4__)
  return "znver4";
#elif defined(__znver3__)
  return "znver3";
#elif defined(__znver2__)
  return "znver2";
#elif defined(__znver1__)
  return "znver1";
#elif defined(__bdver4__)
  return "bdver4";
#elif defined(__bdver3__)
  return "bdver3";
#elif defined(__bdver2__)
  return "bdver2";
#elif defined(__bdver1__)
  return "bdver1";
#elif defined(__btver2__)
  return "btver2";
#elif defined(__corei7__)
  return "corei7";
#elif defined(__knl__)
  return "knl";
#elif defined(__knm__)
  return "knm";
#elif defined(__core2__)
  return "core2";
#elif defined(__k8__) && !defined(__SSE3__)
  return "";
#else
  return "other";
#endif
#elif defined(__aarch64__)
#if defined(__ARM_FEATURE_ATOMICS) || defined(__ARM_FEATURE_SVE) || defined(__ARM_FEATURE_DOTPROD)
  return "other";
#else
  return "";
#endif
#else
  return "";
#endif
}

#endif
