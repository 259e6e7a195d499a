import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Accuracy of the SIMD kernels against Glibc, on random arguments (fixed seed) and edges.
///
/// Two errors are measured per value, in ulps of the reference result:
/// - against Glibc's `Double` function (itself < 1 ulp): the figure the design asks ≤ 2 for;
/// - against Glibc's `Float80` function rounded nowhere: the kernel's own error, ≤ 1.5.
@Suite("Vector elementary functions", .tags(.unit))
struct VectorMathTests {
  /// Points per range: enough to find the worst cases the 10⁶-point runs found.
  static let pointsPerRange = 200_000

  /// A kernel measured on random arguments: its worst errors by function, and the ranges.
  enum Kernel: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case exp, expm1, sincos

    var testDescription: String { rawValue }

    /// The ranges of random arguments the kernel is measured over.
    var ranges: [ArgumentRange] {
      switch self {
      case .exp:
        [
          ArgumentRange(-745.2, 709.8), ArgumentRange(-1, 1), ArgumentRange(-745.2, -708),
          ArgumentRange(700, 709.78), ArgumentRange(magnitudes: 1e-300, 1),
        ]
      case .expm1:
        [
          ArgumentRange(-745.2, 709.8), ArgumentRange(-40, 40), ArgumentRange(-1, 1),
          ArgumentRange(-0.35, 0.35), ArgumentRange(magnitudes: 1e-300, 1),
        ]
      case .sincos:
        [
          ArgumentRange(-0.7854, 0.7854), ArgumentRange(-10, 10), ArgumentRange(-1e3, 1e3),
          ArgumentRange(-1e5, 1e5), ArgumentRange(-131_072, 131_072), ArgumentRange(magnitudes: 1e-300, 1e5),
          ArgumentRange(-1e9, 1e9),  // mostly the scalar fallback beyond 2¹⁷
        ]
      }
    }

    /// The worst errors over `range`, by function (one seed per kernel).
    func maxErrors(over range: ArgumentRange) -> [String: (glibc: Double, exact: Double)] {
      switch self {
      case .exp: ["exp": range.maxError(seed: 1, exp8, Glibc.exp, Glibc.expl)]
      case .expm1: ["expm1": range.maxError(seed: 2, expm18, Glibc.expm1, Glibc.expm1l)]
      case .sincos:
        [
          "sin": range.maxError(seed: 3, sin8, Glibc.sin, Glibc.sinl),
          "cos": range.maxError(seed: 3, cos8, Glibc.cos, Glibc.cosl),
        ]
      }
    }
  }

  static let kernelRanges = Kernel.allCases.flatMap { kernel in kernel.ranges.map { (kernel, $0) } }

  @Test("exp, expm1, sin and cos: max ulp error over random arguments", arguments: kernelRanges)
  func accuracy(kernel: Kernel, range: ArgumentRange) {
    expectWithinBounds(kernel.maxErrors(over: range), "\(range)")
  }

  /// The doubles nearest to multiples of π/2, where the reduced argument is smallest
  /// (down to 2⁻⁶⁰·⁵ at 29·π/2), up to the reduction limit 2¹⁷ and around 10⁵.
  @Test("sin and cos next to multiples of π/2")
  func sincosNearMultiplesOfHalfPi() {
    var arguments: [Double] = []
    for k in Array(1...2_000) + Array(63_000...63_700) + Array(83_000...83_443) {
      let x = Double(k) * (Double.pi / 2)
      arguments += [x.nextDown.nextDown, x.nextDown, x, x.nextUp, -x.nextUp]
    }
    expectWithinBounds(
      [
        "sin": maxError(arguments, sin8, Glibc.sin, Glibc.sinl),
        "cos": maxError(arguments, cos8, Glibc.cos, Glibc.cosl),
      ],
      "near multiples of π/2")
  }

  @Test("exp edge cases")
  func expEdges() {
    let tiny = Double.leastNonzeroMagnitude
    let cases: [(Double, Double)] = [
      (0, 1), (-0.0, 1), (tiny, 1), (-tiny, 1), (1e-300, 1),
      (709.78, Glibc.exp(709.78)), (709.79, .infinity), (710, .infinity), (1e300, .infinity),
      (.infinity, .infinity), (-709.78, Glibc.exp(-709.78)),
      (-745.13, Glibc.exp(-745.13)), (-745.2, 0), (-1e300, 0), (-.infinity, 0),
      (-708.5, Glibc.exp(-708.5)), (-740, Glibc.exp(-740)),  // subnormal results, rounded once
    ]
    let results = evaluate(cases.map(\.0), exp8)
    for ((x, expected), y) in zip(cases, results) {
      #expect(y == expected || ulps(y, glibc: expected) <= 1, "exp(\(x)) = \(y), expected \(expected)")
    }
    #expect(results[3] == 1 && results[12] == 0 && results[12].sign == .plus)
    let nan = evaluate([.nan, -.nan], exp8)
    #expect(nan[0].isNaN && nan[1].isNaN)
  }

  @Test("expm1 edge cases")
  func expm1Edges() {
    let tiny = Double.leastNonzeroMagnitude
    let cases: [(Double, Double)] = [
      (0, 0), (tiny, tiny), (-tiny, -tiny), (1e-300, 1e-300), (-1e-300, -1e-300), (1e-17, 1e-17),
      (709.78, Glibc.expm1(709.78)), (709.79, .infinity), (1e300, .infinity), (.infinity, .infinity),
      (-37.5, -1), (-40, -1), (-1e300, -1), (-.infinity, -1),
      (0.34657359027997264, Glibc.expm1(0.34657359027997264)),
      (-0.34657359027997264, Glibc.expm1(-0.34657359027997264)),
      (37.43, Glibc.expm1(37.43)), (-36.5, Glibc.expm1(-36.5)),
    ]
    let results = evaluate(cases.map(\.0), expm18)
    for ((x, expected), y) in zip(cases, results) {
      #expect(y == expected || ulps(y, glibc: expected) <= 1, "expm1(\(x)) = \(y), expected \(expected)")
    }
    let negativeZero = evaluate([-0.0], expm18)[0]
    #expect(negativeZero == 0 && negativeZero.sign == .minus)
    #expect(evaluate([.nan], expm18)[0].isNaN)
  }

  @Test("sincos edge cases")
  func sincosEdges() {
    let arguments: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -1e-300, 1e-8, .pi, -.pi / 2, 1e5, 131_072, 131_072.00000000003,
      1e22, 1e300, -.greatestFiniteMagnitude,
    ]
    let sine = evaluate(arguments, sin8)
    let cosine = evaluate(arguments, cos8)
    for (i, x) in arguments.enumerated() {
      #expect(ulps(sine[i], glibc: Glibc.sin(x)) <= 1, "sin(\(x)) = \(sine[i])")
      #expect(ulps(cosine[i], glibc: Glibc.cos(x)) <= 1, "cos(\(x)) = \(cosine[i])")
    }
    #expect(sine[1] == 0 && sine[1].sign == .minus, "sin(−0) must be −0")
    for x in [Double.infinity, -.infinity, .nan] {
      let (s, c) = VectorMath.sincos(SIMD4(repeating: x))
      #expect(s[0].isNaN && c[0].isNaN, "sincos(\(x))")
    }
  }

  /// The kernels are generic over the lane count: every width gives the same bits.
  @Test("Every lane width gives identical results")
  func widthsAgree() {
    var generator = SeededGenerator(state: 4)
    let x = (0..<61).map { _ in Double.random(in: -800...800, using: &generator) } + [3e5, -1e7, 0.5]
    func results<V: DoubleVector>(_: V.Type) -> [[Double]] {
      [
        evaluate(x) { (v: V) in VectorMath.exp(v) }, evaluate(x) { (v: V) in VectorMath.expm1(v) },
        evaluate(x) { (v: V) in VectorMath.sincos(v).sin }, evaluate(x) { (v: V) in VectorMath.sincos(v).cos },
      ]
    }
    let expected = results(SIMD8<Double>.self)
    let (two, four, sixteen) = (results(SIMD2<Double>.self), results(SIMD4<Double>.self), results(SIMD16<Double>.self))
    #expect(two == expected)
    #expect(four == expected)
    #expect(sixteen == expected)
  }
}

/// The kernels at the default width, as functions.
private func exp8(_ x: SIMD8<Double>) -> SIMD8<Double> { VectorMath.exp(x) }
private func expm18(_ x: SIMD8<Double>) -> SIMD8<Double> { VectorMath.expm1(x) }
private func sin8(_ x: SIMD8<Double>) -> SIMD8<Double> { VectorMath.sincos(x).sin }
private func cos8(_ x: SIMD8<Double>) -> SIMD8<Double> { VectorMath.sincos(x).cos }

extension VectorMathTests {
  /// A range of random arguments: uniform in [lower, upper], or log-uniform magnitudes with
  /// random signs.
  struct ArgumentRange: Sendable, CustomTestStringConvertible {
    let lower: Double, upper: Double, logUniform: Bool

    init(_ lower: Double, _ upper: Double) {
      (self.lower, self.upper, logUniform) = (lower, upper, false)
    }

    init(magnitudes lower: Double, _ upper: Double) {
      (self.lower, self.upper, logUniform) = (lower, upper, true)
    }

    var testDescription: String { logUniform ? "±[\(lower), \(upper)] log-uniform" : "[\(lower), \(upper)]" }

    /// The arguments, reproducibly.
    func arguments(count: Int, seed: UInt64) -> [Double] {
      var generator = SeededGenerator(state: seed)
      return (0..<count).map { _ in
        guard logUniform else { return Double.random(in: lower...upper, using: &generator) }
        let magnitude = Glibc.exp(Double.random(in: Glibc.log(lower)...Glibc.log(upper), using: &generator))
        return Bool.random(using: &generator) ? magnitude : -magnitude
      }
    }

    /// The largest errors of `function` over `VectorMathTests.pointsPerRange` arguments.
    func maxError(
      seed: UInt64, _ function: (SIMD8<Double>) -> SIMD8<Double>,
      _ glibc: (Double) -> Double, _ exact: (Float80) -> Float80
    ) -> (glibc: Double, exact: Double) {
      MotionCurvesTests.maxError(arguments(count: VectorMathTests.pointsPerRange, seed: seed), function, glibc, exact)
    }
  }
}

/// Expects each kernel's worst error within the suite's bounds: at most 2 ulps against Glibc's
/// `Double` function and 1.5 against its `Float80` one.
///
/// - Parameters:
///   - errors: The worst errors (``maxError(_:_:_:_:)``) by kernel name.
///   - arguments: What they were measured over, for the messages.
///   - sourceLocation: Where a failure is reported.
private func expectWithinBounds(
  _ errors: [String: (glibc: Double, exact: Double)], _ arguments: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (name, error) in errors {
    #expect(error.glibc <= 2, "\(name) \(arguments): \(error)", sourceLocation: sourceLocation)
    #expect(error.exact <= 1.5, "\(name) \(arguments): \(error)", sourceLocation: sourceLocation)
  }
}

/// `function` applied to `x` a vector at a time (the last one padded with zeros).
private func evaluate<V: DoubleVector>(_ x: [Double], _ function: (V) -> V) -> [Double] {
  var result: [Double] = []
  result.reserveCapacity(x.count)
  for start in stride(from: 0, to: x.count, by: V.scalarCount) {
    var v = V()
    for j in 0..<min(V.scalarCount, x.count - start) { v[j] = x[start + j] }
    let y = function(v)
    for j in 0..<min(V.scalarCount, x.count - start) { result.append(y[j]) }
  }
  return result
}

/// Errors of `function` over `arguments` against Glibc's Double and Float80 functions.
private func maxError(
  _ arguments: [Double], _ function: (SIMD8<Double>) -> SIMD8<Double>,
  _ glibc: (Double) -> Double, _ exact: (Float80) -> Float80
) -> (glibc: Double, exact: Double) {
  let y = evaluate(arguments, function)
  var worst = (glibc: 0.0, exact: 0.0)
  for (x, value) in zip(arguments, y) {
    worst.glibc = max(worst.glibc, ulps(value, glibc: glibc(x)))
    worst.exact = max(worst.exact, ulps(value, exact: exact(Float80(x))))
  }
  return worst
}

/// |y − reference| in ulps of the reference (the subnormal ulp below 2⁻¹⁰²²); 0 when both
/// are the same infinity or both NaN, ∞ when only one is finite.
private func ulps(_ y: Double, glibc reference: Double) -> Double {
  if y == reference || (y.isNaN && reference.isNaN) { return 0 }
  guard y.isFinite && reference.isFinite else { return .infinity }
  return abs(y - reference) / (reference == 0 ? Double.leastNonzeroMagnitude : reference.ulp)
}

/// |y − reference| in ulps of the Double nearest the Float80 reference (at a power of two,
/// the ulp of the binade the exact value lies in).
private func ulps(_ y: Double, exact reference: Float80) -> Double {
  let rounded = Double(reference)
  if y.isNaN && reference.isNaN { return 0 }
  guard rounded.isFinite && y.isFinite else { return y == rounded ? 0 : .infinity }
  var ulp = rounded == 0 ? Double.leastNonzeroMagnitude : rounded.ulp
  if rounded.significandBitPattern == 0 && abs(rounded) > .leastNormalMagnitude
    && abs(reference) < abs(Float80(rounded))
  {
    ulp /= 2
  }
  return Double(abs(Float80(y) - reference) / Float80(ulp))
}
