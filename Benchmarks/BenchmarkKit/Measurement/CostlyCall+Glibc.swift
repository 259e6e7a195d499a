import MotionCurves

extension CostlyCall {
  /// The Glibc functions ``MachinePeaks/measure(rounds:roundNanoseconds:vectorISA:calls:)`` times in C.
  static let glibc: [CostlyCall] = [.exp, .expm1, .sincos, .expl, .sincosl]
}
