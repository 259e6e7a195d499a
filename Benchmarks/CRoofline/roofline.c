#include "roofline.h"
#include <math.h>

// Keeps the compiler from merging, hoisting or deleting the passes over a buffer.
#define BARRIER() __asm__ volatile("" ::: "memory")

#define MADD_KERNEL(name, bytes, attributes)                                                   \
  attributes static double name(long iterations, double m, double c) {                        \
    typedef double v __attribute__((vector_size(bytes)));                                     \
    enum { lanes = bytes / 8 };                                                               \
    v a[ROOFLINE_MADD_CHAINS], vm, vc;                                                        \
    for (int l = 0; l < lanes; l++) { vm[l] = m; vc[l] = c; }                                 \
    for (int k = 0; k < ROOFLINE_MADD_CHAINS; k++)                                            \
      for (int l = 0; l < lanes; l++) a[k][l] = 1 + 0.01 * k + 0.001 * l;                     \
    for (long i = 0; i < iterations; i++) {                                                   \
      _Pragma("clang loop unroll(full)")                                                      \
      for (int k = 0; k < ROOFLINE_MADD_CHAINS; k++) a[k] = a[k] * vm + vc;                   \
    }                                                                                         \
    v s = a[0];                                                                               \
    for (int k = 1; k < ROOFLINE_MADD_CHAINS; k++) s += a[k];                                 \
    double total = 0;                                                                         \
    for (int l = 0; l < lanes; l++) total += s[l];                                            \
    return total;                                                                             \
  }

#define LOAD_KERNEL(name, bytes, attributes)                                                   \
  attributes static double name(const double *p, long count, long passes) {                   \
    typedef double v __attribute__((vector_size(bytes), aligned(8)));                         \
    enum { lanes = bytes / 8, chains = 8 };                                                   \
    v s[chains];                                                                              \
    for (int k = 0; k < chains; k++) s[k] = (v){0};                                           \
    for (long pass = 0; pass < passes; pass++) {                                              \
      for (long i = 0; i < count; i += chains * lanes) {                                      \
        _Pragma("clang loop unroll(full)")                                                    \
        for (int k = 0; k < chains; k++) s[k] += *(const v *)(p + i + k * lanes);             \
      }                                                                                       \
      BARRIER();                                                                              \
    }                                                                                         \
    for (int k = 1; k < chains; k++) s[0] += s[k];                                            \
    double total = 0;                                                                         \
    for (int l = 0; l < lanes; l++) total += s[0][l];                                         \
    return total;                                                                             \
  }

#define STORE_KERNEL(name, bytes, attributes)                                                  \
  attributes static void name(double *p, long count, long passes, double value) {             \
    typedef double v __attribute__((vector_size(bytes), aligned(8)));                         \
    enum { lanes = bytes / 8 };                                                               \
    for (long pass = 0; pass < passes; pass++) {                                              \
      v x;                                                                                    \
      for (int l = 0; l < lanes; l++) x[l] = value + pass;                                    \
      for (long i = 0; i < count; i += lanes) *(v *)(p + i) = x;                              \
      BARRIER();                                                                              \
    }                                                                                         \
  }

#if defined(__x86_64__)
#define AVX2 __attribute__((target("avx2,fma")))
#define AVX512 __attribute__((target("avx512f,avx2,fma")))
MADD_KERNEL(madd16, 16, )
MADD_KERNEL(madd32, 32, AVX2)
MADD_KERNEL(madd64, 64, AVX512)
LOAD_KERNEL(load16, 16, )
LOAD_KERNEL(load32, 32, AVX2)
LOAD_KERNEL(load64, 64, AVX512)
STORE_KERNEL(store16, 16, )
STORE_KERNEL(store32, 32, AVX2)
STORE_KERNEL(store64, 64, AVX512)
#else
MADD_KERNEL(madd16, 16, )
LOAD_KERNEL(load16, 16, )
STORE_KERNEL(store16, 16, )
#define madd32 madd16
#define madd64 madd16
#define load32 load16
#define load64 load16
#define store32 store16
#define store64 store16
#endif

double roofline_madd(int width, long iterations, double m, double c) {
  switch (width) {
  case 64: return madd64(iterations, m, c);
  case 32: return madd32(iterations, m, c);
  default: return madd16(iterations, m, c);
  }
}

double roofline_load(int width, const double *p, long count, long passes) {
  switch (width) {
  case 64: return load64(p, count, passes);
  case 32: return load32(p, count, passes);
  default: return load16(p, count, passes);
  }
}

void roofline_store(int width, double *p, long count, long passes, double value) {
  switch (width) {
  case 64: store64(p, count, passes, value); break;
  case 32: store32(p, count, passes, value); break;
  default: store16(p, count, passes, value); break;
  }
}

double roofline_calls(enum roofline_function function, const double *x, long count, long passes) {
  double s = 0;
  long double sl = 0;
  for (long pass = 0; pass < passes; pass++) {
    for (long i = 0; i < count; i++) {
      double a = x[i];
      switch (function) {
      case ROOFLINE_EXP: s += exp(a); break;
      case ROOFLINE_EXPM1: s += expm1(a); break;
      case ROOFLINE_SINCOS: s += sin(a) + cos(a); break;
      case ROOFLINE_EXPL: sl += expl((long double)a); break;
      case ROOFLINE_SINCOSL: sl += sinl((long double)a) + cosl((long double)a); break;
      }
    }
    BARRIER();
  }
  return s + (double)sl;
}
