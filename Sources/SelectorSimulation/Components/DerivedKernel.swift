/// How a derived channel's value follows its keyframe channel's value x, compiled from its
/// expression into a form the frame loop evaluates without an interpreter and without
/// reference counting: the common forms exactly as written (bit for bit what the expression
/// gives), anything else through ``BoundExpression``.
struct DerivedKernel {
  /// What the kernel computes.
  enum Form: UInt8 {
    /// `a + b·x` (each part optional).
    case affine
    /// `lo < x && x < hi ? a + b·x : outside`.
    case window
    /// The bound expression.
    case general
  }

  var form: Form
  /// `a`, `b`, `lo`, `hi`, `outside`.
  var a = 0.0, b = 0.0, lo = 0.0, hi = 0.0, outside = 0.0

  /// The kernel of an expression of one variable.
  init(_ expression: BoundExpression) {
    form = .general
    if let (a, b) = Self.affine(expression.root) {
      (form, self.a, self.b) = (.affine, a, b)
    } else if case .select(let condition, let inside, .constant(let outside)) = expression.root,
      let (lo, hi) = Self.window(condition), let (a, b) = Self.affine(inside)
    {
      (form, self.lo, self.hi, self.outside, self.a, self.b) = (.window, lo, hi, outside, a, b)
    }
  }

  /// `(a, b)` of an expression that is `a + b·x` bit for bit: `a + b * x`, `b * x + a`,
  /// `a + x`, `a - x` (`a + (-1)·x`) and `x - a` (`(-a) + x`), which IEEE arithmetic rounds
  /// alike. Forms without a constant term (`x`, `b * x`, `-x`) are left to the expression:
  /// `0 + b·x` would turn a −0 into +0.
  static func affine(_ node: BoundExpression.Node) -> (a: Double, b: Double)? {
    guard let (a, b) = parts(node), let a else { return nil }
    return (a, b ?? 1)
  }

  /// The constant and slope of `a + b·x` as written, nil parts absent.
  static func parts(_ node: BoundExpression.Node) -> (a: Double?, b: Double?)? {
    func product(_ node: BoundExpression.Node) -> Double?? {
      switch node {
      case .variable(0): return .some(nil)
      case .binary(.multiply, .constant(let b), .variable(0)), .binary(.multiply, .variable(0), .constant(let b)):
        return .some(b)
      case .unary(.negate, .variable(0)): return .some(-1)
      default: return nil
      }
    }
    if let b = product(node) { return (nil, b) }
    switch node {
    case .binary(.add, .constant(let a), let term), .binary(.add, let term, .constant(let a)):
      guard let b = product(term) else { return nil }
      return (a, b)
    case .binary(.subtract, .constant(let a), .variable(0)): return (a, -1)
    case .binary(.subtract, .variable(0), .constant(let a)): return (-a, nil)
    default: return nil
    }
  }

  /// `(lo, hi)` of `x > lo && x < hi` (either side of each comparison).
  static func window(_ node: BoundExpression.Node) -> (lo: Double, hi: Double)? {
    guard case .binary(.and, let first, let second) = node else { return nil }
    func above(_ node: BoundExpression.Node) -> Double? {
      switch node {
      case .binary(.greater, .variable(0), .constant(let lo)), .binary(.less, .constant(let lo), .variable(0)): lo
      default: nil
      }
    }
    func below(_ node: BoundExpression.Node) -> Double? {
      switch node {
      case .binary(.less, .variable(0), .constant(let hi)), .binary(.greater, .constant(let hi), .variable(0)): hi
      default: nil
      }
    }
    guard let lo = above(first), let hi = below(second) else { return nil }
    return (lo, hi)
  }

}

extension BoundExpression {
  /// The value of an expression of one variable at `x`.
  @inline(__always)
  func evaluate(_ x: Double) -> Double {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 1) { buffer in
      buffer[0] = x
      return evaluate(UnsafeBufferPointer(buffer))
    }
  }
}
