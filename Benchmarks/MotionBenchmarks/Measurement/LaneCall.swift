import BenchmarkKit
import MotionCurves

/// One `VectorMath` function over the lanes the batched closed form uses, as a type: a kernel
/// generic over it is specialised into the code the solver runs. Passed in as a closure instead,
/// the expm1 kernel measured 22 % slower (2.28 against 1.86 ns per lane); each `apply` is
/// `@inline(__always)`, without which the kernels measured 5–16 % slower.
protocol LaneCall {
  /// The function at `x`, folded to one vector (sin + cos for `sincos`).
  static func apply(_ x: VectorMath.PreferredVector) -> VectorMath.PreferredVector
}

extension LaneCall {
  /// A kernel that calls the function `units` times, its argument moved by `step` each time.
  ///
  /// - Parameters:
  ///   - start: The first argument.
  ///   - step: What each call adds to every lane of the argument.
  /// - Returns: The kernel, with its lane count.
  static func kernel(from start: VectorMath.PreferredVector, step: Double) -> CallKernel {
    let step = VectorMath.PreferredVector(repeating: step)
    return CallKernel(lanes: VectorMath.PreferredVector.scalarCount) { units in
      var sum = VectorMath.PreferredVector(repeating: 0)
      var x = start
      for _ in 0..<units {
        sum += apply(x)
        x += step
      }
      blackHole(sum)
    }
  }
}

/// `VectorMath.exp`.
enum ExpLaneCall: LaneCall {
  @inline(__always) static func apply(_ x: VectorMath.PreferredVector) -> VectorMath.PreferredVector {
    VectorMath.exp(x)
  }
}

/// `VectorMath.expm1`.
enum Expm1LaneCall: LaneCall {
  @inline(__always) static func apply(_ x: VectorMath.PreferredVector) -> VectorMath.PreferredVector {
    VectorMath.expm1(x)
  }
}

/// `VectorMath.sincos`, its sine and cosine summed.
enum SincosLaneCall: LaneCall {
  @inline(__always) static func apply(_ x: VectorMath.PreferredVector) -> VectorMath.PreferredVector {
    let (s, c) = VectorMath.sincos(x)
    return s + c
  }
}
