import MotionCurves

/// A `Double` that records, while ``record(_:)`` runs, every operation done on it as a node of
/// a graph, so that a test counts the arithmetic a generic kernel really does.
///
/// Only the operations the kernel's outputs depend on count, as only they survive the
/// optimiser: an output is a value converted to `Double` (how a kernel in `CountingReal` writes
/// its shown values). Values made outside ``record(_:)`` are inputs (loads), and arithmetic
/// whose only use is a comparison (a branch) is not counted. Divisions count apart from the
/// multiply-adds, as in the roofline's work model.
struct CountingReal: Sendable, BitwiseCopyable {
  var value: Double
  /// The recording that made this value, and its node there; 0 for an input. Plain integers,
  /// not references, so that the value stays trivially copyable, as the kernels' raw stores
  /// of `Real` require.
  var recording = 0
  var node = 0

  init(_ value: Double) { self.value = value }

  /// What a node did.
  enum Operation: Hashable, Sendable {
    case multiply, add, divide, exp, expm1, log, sincos, other
  }

  /// The nodes and outputs of one ``record(_:)``.
  final class Recorder: @unchecked Sendable {
    /// Node k - 1's operation and the nodes it read.
    var nodes: [(operation: Operation, inputs: [Int])] = []
    var outputs: [Int] = []
    var id: Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self))) }

    /// `value`'s node in this recording, or nil for an input.
    func node(of value: CountingReal) -> Int? {
      value.recording == id && value.node > 0 ? value.node : nil
    }
  }

  @TaskLocal static var recorder: Recorder?

  /// The operations that `body`'s outputs depend on, by kind, each node once.
  static func record(_ body: () throws -> Void) rethrows -> [Operation: Int] {
    let recorder = Recorder()
    try $recorder.withValue(recorder) { try body() }
    var seen = Set<Int>()
    var counts: [Operation: Int] = [:]
    var pending = recorder.outputs
    while let node = pending.popLast() {
      guard seen.insert(node).inserted else { continue }
      let (operation, inputs) = recorder.nodes[node - 1]
      counts[operation, default: 0] += 1
      pending.append(contentsOf: inputs)
    }
    return counts
  }

  /// The result of `operation` on `inputs`: a new node when recording.
  static func result(_ value: Double, _ operation: Operation, _ inputs: CountingReal...) -> CountingReal {
    var result = CountingReal(value)
    guard let recorder else { return result }
    recorder.nodes.append((operation, inputs.compactMap(recorder.node(of:))))
    (result.recording, result.node) = (recorder.id, recorder.nodes.count)
    return result
  }
}

extension CountingReal: MotionReal {
  typealias Exponent = Int
  typealias RawSignificand = UInt64
  typealias RawExponent = UInt

  static func exp(_ x: Self) -> Self { result(Double.exp(x.value), .exp, x) }
  static func expm1(_ x: Self) -> Self { result(Double.expm1(x.value), .expm1, x) }
  static func log(_ x: Self) -> Self { result(Double.log(x.value), .log, x) }
  static func sin(_ x: Self) -> Self { sincos(x).sin }
  static func cos(_ x: Self) -> Self { sincos(x).cos }
  static func sincos(_ x: Self) -> (sin: Self, cos: Self) {
    let (s, c) = Double.sincos(x.value)
    var (sin, cos) = (result(s, .sincos, x), CountingReal(c))
    (cos.recording, cos.node) = (sin.recording, sin.node)
    return (sin, cos)
  }

  static func * (a: Self, b: Self) -> Self { result(a.value * b.value, .multiply, a, b) }
  static func + (a: Self, b: Self) -> Self { result(a.value + b.value, .add, a, b) }
  static func - (a: Self, b: Self) -> Self { result(a.value - b.value, .add, a, b) }
  static func / (a: Self, b: Self) -> Self { result(a.value / b.value, .divide, a, b) }
  static func *= (a: inout Self, b: Self) { a = a * b }
  static func += (a: inout Self, b: Self) { a = a + b }
  static func -= (a: inout Self, b: Self) { a = a - b }
  static func /= (a: inout Self, b: Self) { a = a / b }
  mutating func negate() { self = Self.result(-value, .other, self) }
  mutating func formRemainder(dividingBy other: Self) {
    self = Self.result(value.remainder(dividingBy: other.value), .other, self, other)
  }
  mutating func formTruncatingRemainder(dividingBy other: Self) {
    self = Self.result(value.truncatingRemainder(dividingBy: other.value), .other, self, other)
  }
  mutating func formSquareRoot() { self = Self.result(value.squareRoot(), .other, self) }
  mutating func addProduct(_ a: Self, _ b: Self) { self = self + a * b }
  mutating func round(_ rule: FloatingPointRoundingRule) { self = Self.result(value.rounded(rule), .other, self) }

  init(integerLiteral value: Int) { self.init(Double(value)) }
  init(floatLiteral value: Double) { self.init(value) }
  init(_ value: Int) { self.init(Double(value)) }
  init<Source: BinaryInteger>(_ value: Source) { self.init(Double(value)) }
  init?<Source: BinaryInteger>(exactly value: Source) {
    guard let d = Double(exactly: value) else { return nil }
    self.init(d)
  }
  init(_ value: Float) { self.init(Double(value)) }
  #if arch(x86_64) || arch(i386)
    init(_ value: Float80) { self.init(Double(value)) }
  #endif
  init(sign: FloatingPointSign, exponent: Int, significand: Self) {
    self.init(Double(sign: sign, exponent: exponent, significand: significand.value))
  }
  init(signOf: Self, magnitudeOf: Self) { self.init(Double(signOf: signOf.value, magnitudeOf: magnitudeOf.value)) }
  init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
    self.init(Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern))
  }

  static var exponentBitCount: Int { Double.exponentBitCount }
  static var significandBitCount: Int { Double.significandBitCount }
  static var nan: Self { Self(Double.nan) }
  static var signalingNaN: Self { Self(Double.signalingNaN) }
  static var infinity: Self { Self(Double.infinity) }
  static var greatestFiniteMagnitude: Self { Self(Double.greatestFiniteMagnitude) }
  static var pi: Self { Self(Double.pi) }
  static var leastNormalMagnitude: Self { Self(Double.leastNormalMagnitude) }
  static var leastNonzeroMagnitude: Self { Self(Double.leastNonzeroMagnitude) }

  var exponentBitPattern: UInt { value.exponentBitPattern }
  /// Read when the value is converted to `Double`: the conversion marks an output.
  var significandBitPattern: UInt64 {
    if let recorder = Self.recorder, let node = recorder.node(of: self) { recorder.outputs.append(node) }
    return value.significandBitPattern
  }
  var binade: Self { Self(value.binade) }
  var significandWidth: Int { value.significandWidth }
  var magnitude: Self { Self.result(value.magnitude, .other, self) }
  var ulp: Self { Self(value.ulp) }
  var sign: FloatingPointSign { value.sign }
  var exponent: Int { value.exponent }
  var significand: Self { Self(value.significand) }
  var nextUp: Self { Self(value.nextUp) }
  var isNormal: Bool { value.isNormal }
  var isFinite: Bool { value.isFinite }
  var isZero: Bool { value.isZero }
  var isSubnormal: Bool { value.isSubnormal }
  var isInfinite: Bool { value.isInfinite }
  var isNaN: Bool { value.isNaN }
  var isSignalingNaN: Bool { value.isSignalingNaN }
  var isCanonical: Bool { value.isCanonical }

  func isEqual(to other: Self) -> Bool { value == other.value }
  func isLess(than other: Self) -> Bool { value < other.value }
  func isLessThanOrEqualTo(_ other: Self) -> Bool { value <= other.value }
  func isTotallyOrdered(belowOrEqualTo other: Self) -> Bool { value.isTotallyOrdered(belowOrEqualTo: other.value) }
  static func == (a: Self, b: Self) -> Bool { a.value == b.value }
  static func < (a: Self, b: Self) -> Bool { a.value < b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  func distance(to other: Self) -> Self { other - self }
  func advanced(by n: Self) -> Self { self + n }
}
