#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Steele, Lea and Flood's SplitMix64: a tiny, fast, seedable generator.
///
/// Each selector gets its own stream, started at a hashed point of the 2⁶⁴ cycle chosen by
/// the scene seed and the selector's index, so a selector's script depends on neither the
/// thread that simulates it nor the order of simulation.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  @usableFromInline var state: UInt64

  /// A generator starting at `seed`.
  public init(seed: UInt64) { state = seed }

  /// The stream of selector `index` in a scene seeded with `seed`.
  public init(seed: UInt64, stream index: Int) {
    state = Self.mix(seed &+ Self.mix(UInt64(truncatingIfNeeded: index) &+ 0x632B_E59B_D9B4_E019))
  }

  /// SplitMix64's finaliser: a bijective 64-bit hash.
  @inlinable
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A uniform Double in [0, 1) with 53 random bits.
  @inlinable
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// An exponentially distributed Double with the given mean.
  @inlinable
  public mutating func exponential(mean: Double) -> Double {
    -mean * log1p(-unit())
  }
}
