/// A function a solver's kernel calls whose cost the roofline measures per call instead of
/// counting its operations: glibc's `exp`, `expm1` and `sin` + `cos` in `Double` and in
/// `long double` (`Float80`), and `VectorMath`'s vectorised kernels (counted per lane).
///
/// BenchmarkKit's `CostlyCall` lists the same calls for the roofline's measurements; this
/// module cannot import BenchmarkKit (nor it this one), so the command line maps one onto the
/// other with an exhaustive switch (`SolverDescriptor.costlyCall(_:)`) that stops compiling
/// when either list changes alone.
public enum KernelCall: Sendable {
  case exp
  case expm1
  case sincos
  case expl
  case sincosl
  case vectorExp
  case vectorExpm1
  case vectorSincos
}
