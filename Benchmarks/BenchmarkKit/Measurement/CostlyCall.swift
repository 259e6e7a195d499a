import CRoofline
import Glibc

/// A function call whose cost the roofline measures per call rather than counting its
/// multiply-adds: Glibc's `exp`, `expm1`, `sin` + `cos` in `Double` and in `long double`
/// (`Float80`), and the per-lane cost of the vectorised kernels of `VectorMath`.
public enum CostlyCall: String, CaseIterable, Sendable {
  case exp
  case expm1
  case sincos
  case expl
  case sincosl
  case vectorExp = "vector-exp"
  case vectorExpm1 = "vector-expm1"
  case vectorSincos = "vector-sincos"

  /// The Glibc functions ``MachinePeaks/measure(rounds:roundNanoseconds:vectorISA:calls:)`` times in C.
  static let glibc: [CostlyCall] = [.exp, .expm1, .sincos, .expl, .sincosl]
}
