/// A function the solvers' kernels call whose cost the roofline measures per call instead of
/// counting its operations: the C library's `exp`, `expm1` and `sin` + `cos` in `Double` and
/// in `long double` (`Float80`), and ``VectorMath``'s kernels (counted per lane).
///
/// One list for the kernels that count their calls (SelectorSimulation) and the benchmark
/// that times them (the `run` command, through BenchmarkKit's roofline, which takes the list
/// as given); package-only, as no client of the library needs it.
package enum CostlyCall: String, CaseIterable, Sendable {
  case exp
  case expm1
  case sincos
  case expl
  case sincosl
  case vectorExp = "vector-exp"
  case vectorExpm1 = "vector-expm1"
  case vectorSincos = "vector-sincos"
}
