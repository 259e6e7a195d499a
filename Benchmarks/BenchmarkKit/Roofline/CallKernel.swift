import CRoofline

/// A kernel whose cost per call ``MachinePeaks/measure(rounds:roundNanoseconds:vectorISA:calls:)``
/// times besides its own: `body(units)` makes `units` calls of `lanes` lanes each (for a scalar
/// function, of `lanes` arguments each), and the cost is per lane.
package struct CallKernel {
  package var lanes: Int
  package var body: (Int) -> Void

  /// A kernel of the caller's own.
  ///
  /// - Parameters:
  ///   - lanes: The calls (or lanes) one unit makes.
  ///   - body: Makes the given number of units of calls.
  package init(lanes: Int, body: @escaping (Int) -> Void) {
    self.lanes = lanes
    self.body = body
  }

  /// A C library function as the C microkernel (`roofline_calls`) calls it: over 256 arguments
  /// in (−1, 0) for the exponentials and in (0, 2π) for the sines and cosines, the ranges of
  /// springs' exponents and phases.
  ///
  /// - Parameter function: The function.
  /// - Returns: The kernel, of 256 lanes a unit.
  package static func cLibrary(_ function: CLibraryFunction) -> CallKernel {
    let isAngle = function == .sincos || function == .sincosl
    let x = (0..<256).map { isAngle ? Double($0) * 0.0245 : -Double($0 + 1) / 257 }
    let kernel: roofline_function =
      switch function {
      case .exp: ROOFLINE_EXP
      case .expm1: ROOFLINE_EXPM1
      case .sincos: ROOFLINE_SINCOS
      case .expl: ROOFLINE_EXPL
      case .sincosl: ROOFLINE_SINCOSL
      }
    return CallKernel(lanes: x.count) { passes in
      x.withUnsafeBufferPointer { x in blackHole(roofline_calls(kernel, x.baseAddress!, x.count, passes)) }
    }
  }
}
