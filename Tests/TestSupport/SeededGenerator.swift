#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A seeded generator for tests (SplitMix64), independent of the code under test, with uniform
/// and normal variates.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64

  public init(state: UInt64) { self.state = state }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform variate in [0, 1).
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A standard normal variate (Box–Muller).
  public mutating func normal() -> Double { (-2 * log(1 - unit())).squareRoot() * cos(2 * Double.pi * unit()) }
}
