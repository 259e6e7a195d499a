extension BoundExpression {
  /// Where a column step reads an operand.
  enum Operand: Sendable {
    /// A scratch column.
    case slot(Int)
    /// A variable's column.
    case variable(Int)
    /// The same value for every element.
    case constant(Double)
  }

  /// One loop over the elements, writing a scratch column or, at ``ColumnProgram/result``,
  /// the caller's result.
  enum ColumnStep: Sendable {
    /// The operand itself, for an expression that is a variable or a constant.
    case copy(Operand, into: Int)
    case unary(Unary, Operand, into: Int)
    case binary(Binary, Operand, Operand, into: Int)
    /// `condition ? then : else`, every part computed, each element's chosen part copied.
    case select(Operand, Operand, Operand, into: Int)
  }

  /// The expression as loops over columns, in the order they run.
  ///
  /// Scratch columns are allocated as a stack: a step writes the first free column and its
  /// operands lie in the columns after it, so no step reads the column it writes.
  struct ColumnProgram: Sendable {
    /// The `into` of the step that writes the caller's result.
    static let result = -1

    private(set) var steps: [ColumnStep] = []
    /// How many scratch columns the steps use.
    private(set) var slotCount = 0

    init(_ root: Node) {
      switch root {
      case .constant, .variable: steps.append(.copy(operand(root, free: 0), into: Self.result))
      case .unary, .binary, .select: emit(root, into: Self.result, free: 0)
      }
    }

    /// A leaf as itself; any other node computed into the scratch column `free`.
    private mutating func operand(_ node: Node, free: Int) -> Operand {
      switch node {
      case .constant(let value): return .constant(value)
      case .variable(let index): return .variable(index)
      case .unary, .binary, .select:
        emit(node, into: free, free: free + 1)
        return .slot(free)
      }
    }

    /// Appends the steps that compute an operation into `destination`, its operands in the
    /// scratch columns from `free` on.
    private mutating func emit(_ node: Node, into destination: Int, free: Int) {
      slotCount = max(slotCount, destination + 1)
      var free = free
      func next(_ node: Node) -> Operand {
        let operand = operand(node, free: free)
        if case .slot = operand { free += 1 }
        return operand
      }
      switch node {
      case .constant, .variable: steps.append(.copy(next(node), into: destination))
      case .unary(let op, let operand): steps.append(.unary(op, next(operand), into: destination))
      case .binary(let op, let left, let right):
        let left = next(left)
        steps.append(.binary(op, left, next(right), into: destination))
      case .select(let condition, let then, let otherwise):
        let condition = next(condition)
        let then = next(then)
        steps.append(.select(condition, then, next(otherwise), into: destination))
      }
    }
  }

  /// How many values the scratch of ``evaluate(count:columns:into:scratch:)`` holds.
  ///
  /// - Parameter n: How many elements are evaluated at once.
  /// - Returns: A few columns of `n` values; 0 for an expression of one operation or none.
  public func scratchCount(count n: Int) -> Int { columnProgram.slotCount * n }

  /// The values for a block of elements, by loops over columns, each value bit for bit what
  /// ``evaluate(_:)-(UnsafeBufferPointer<Double>)`` gives for that element.
  ///
  /// Branch-free: a conditional, `&&` and `||` compute every operand for every element and
  /// then choose each element's. The choice copies the chosen value, never blends, so an
  /// untaken branch's NaN or infinity does not reach the result; the only difference is the
  /// work, and that a NaN result may carry other sign and payload bits, as IEEE 754 leaves
  /// them unspecified where two NaNs meet.
  ///
  /// - Parameters:
  ///   - n: How many elements.
  ///   - columns: Variable `i`'s values for the `n` elements, at `columns(i)[0..<n]`; called
  ///     once per step that reads the variable.
  ///   - result: Receives the `n` values; overlaps neither the columns nor the scratch.
  ///   - scratch: ``scratchCount(count:)`` values of working space, overwritten.
  public func evaluate(
    count n: Int, columns: (Int) -> UnsafePointer<Double>, into result: UnsafeMutablePointer<Double>,
    scratch: UnsafeMutablePointer<Double>
  ) {
    precondition(n >= 0, "a negative element count (\(n))")
    guard n > 0 else { return }
    func source(_ operand: Operand) -> Column {
      switch operand {
      case .slot(let slot): .column(UnsafePointer(scratch + slot * n))
      case .variable(let index): .column(columns(index))
      case .constant(let value): .scalar(value)
      }
    }
    func destination(_ into: Int) -> UnsafeMutablePointer<Double> {
      into == ColumnProgram.result ? result : scratch + into * n
    }
    for step in columnProgram.steps {
      switch step {
      case .copy(let operand, let into):
        Self.map(n, source(operand), into: destination(into)) { $0 }
      case .unary(let op, let operand, let into):
        Self.unary(op, n, source(operand), into: destination(into))
      case .binary(let op, let left, let right, let into):
        Self.binary(op, n, source(left), source(right), into: destination(into))
      case .select(let condition, let then, let otherwise, let into):
        Self.select(n, source(condition), source(then), source(otherwise), into: destination(into))
      }
    }
  }

  /// An operand's values: a column, or one value for every element.
  private enum Column {
    case column(UnsafePointer<Double>)
    case scalar(Double)
  }

  /// One loop per operation, its body the operation's ``Unary/apply(_:)``.
  private static func unary(_ op: Unary, _ n: Int, _ x: Column, into r: UnsafeMutablePointer<Double>) {
    switch op {
    case .negate: map(n, x, into: r) { Unary.negate.apply($0) }
    case .not: map(n, x, into: r) { Unary.not.apply($0) }
    case .truth: map(n, x, into: r) { Unary.truth.apply($0) }
    case .magnitude: map(n, x, into: r) { Unary.magnitude.apply($0) }
    case .float: map(n, x, into: r) { Unary.float.apply($0) }
    case .truncate: map(n, x, into: r) { Unary.truncate.apply($0) }
    }
  }

  /// One loop per operation, its body the operation's ``Binary/apply(_:_:)``.
  private static func binary(_ op: Binary, _ n: Int, _ a: Column, _ b: Column, into r: UnsafeMutablePointer<Double>) {
    switch op {
    case .add: map(n, a, b, into: r) { Binary.add.apply($0, $1) }
    case .subtract: map(n, a, b, into: r) { Binary.subtract.apply($0, $1) }
    case .multiply: map(n, a, b, into: r) { Binary.multiply.apply($0, $1) }
    case .divide: map(n, a, b, into: r) { Binary.divide.apply($0, $1) }
    case .remainder: map(n, a, b, into: r) { Binary.remainder.apply($0, $1) }
    case .equal: map(n, a, b, into: r) { Binary.equal.apply($0, $1) }
    case .notEqual: map(n, a, b, into: r) { Binary.notEqual.apply($0, $1) }
    case .less: map(n, a, b, into: r) { Binary.less.apply($0, $1) }
    case .lessOrEqual: map(n, a, b, into: r) { Binary.lessOrEqual.apply($0, $1) }
    case .greater: map(n, a, b, into: r) { Binary.greater.apply($0, $1) }
    case .greaterOrEqual: map(n, a, b, into: r) { Binary.greaterOrEqual.apply($0, $1) }
    case .and: map(n, a, b, into: r) { Binary.and.apply($0, $1) }
    case .or: map(n, a, b, into: r) { Binary.or.apply($0, $1) }
    case .minimum: map(n, a, b, into: r) { Binary.minimum.apply($0, $1) }
    case .maximum: map(n, a, b, into: r) { Binary.maximum.apply($0, $1) }
    }
  }

  /// Each element's `then` where its condition is nonzero, else its `otherwise`.
  private static func select(
    _ n: Int, _ condition: Column, _ then: Column, _ otherwise: Column, into r: UnsafeMutablePointer<Double>
  ) {
    switch condition {
    case .scalar(let c): map(n, c != 0 ? then : otherwise, into: r) { $0 }
    case .column(let c):
      switch (then, otherwise) {
      case (.column(let a), .column(let b)): for i in 0..<n { r[i] = c[i] != 0 ? a[i] : b[i] }
      case (.column(let a), .scalar(let b)): for i in 0..<n { r[i] = c[i] != 0 ? a[i] : b }
      case (.scalar(let a), .column(let b)): for i in 0..<n { r[i] = c[i] != 0 ? a : b[i] }
      case (.scalar(let a), .scalar(let b)): for i in 0..<n { r[i] = c[i] != 0 ? a : b }
      }
    }
  }

  @inline(__always)
  private static func map(_ n: Int, _ x: Column, into r: UnsafeMutablePointer<Double>, _ f: (Double) -> Double) {
    switch x {
    case .column(let x): for i in 0..<n { r[i] = f(x[i]) }
    case .scalar(let x): r.update(repeating: f(x), count: n)
    }
  }

  @inline(__always)
  private static func map(
    _ n: Int, _ a: Column, _ b: Column, into r: UnsafeMutablePointer<Double>, _ f: (Double, Double) -> Double
  ) {
    switch (a, b) {
    case (.column(let a), .column(let b)): for i in 0..<n { r[i] = f(a[i], b[i]) }
    case (.column(let a), .scalar(let b)): for i in 0..<n { r[i] = f(a[i], b) }
    case (.scalar(let a), .column(let b)): for i in 0..<n { r[i] = f(a, b[i]) }
    case (.scalar(let a), .scalar(let b)): r.update(repeating: f(a, b), count: n)
    }
  }
}
