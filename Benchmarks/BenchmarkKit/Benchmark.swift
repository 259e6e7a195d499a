/// A named, repeatable measurement of a closure's wall-clock time.
///
/// A benchmark runs `warmupIterations` unmeasured repetitions, then up to
/// `repetitions` measured ones, each timed with ``MonotonicClock``. Before every
/// repetition (warm-up or measured) the setup closure produces a fresh state
/// outside the timed region; the body then works on that state inside it. This
/// keeps allocation and input preparation out of the figures while giving each
/// repetition the same starting point even if the body mutates its state.
///
/// ```swift
/// let bench = Benchmark("spring.sample.1M", setup: { SpringCurve(...) }) { curve in
///   for i in 0..<1_000_000 { blackHole(curve.value(at: Double(i) * 1e-6)) }
/// }
/// let stats = try bench.run()   // nanoseconds per repetition
/// ```
public struct Benchmark: Sendable {
  /// How many repetitions a benchmark runs and for how long.
  public struct Configuration: Sendable, Equatable {
    /// Unmeasured repetitions run first to warm caches and the branch predictor.
    public var warmupIterations: Int
    /// The maximum number of measured repetitions.
    public var repetitions: Int
    /// When set, measurement stops once this much time has elapsed since the
    /// first measured repetition began (setup included), even if fewer than
    /// `repetitions` have run. At least one measured repetition always runs.
    public var timeBudget: Duration?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - warmupIterations: Unmeasured repetitions; must not be negative.
    ///   - repetitions: Maximum measured repetitions; must be positive.
    ///   - timeBudget: Optional limit on the measured phase; must be positive.
    public init(warmupIterations: Int = 3, repetitions: Int = 20, timeBudget: Duration? = nil) {
      precondition(warmupIterations >= 0, "warmupIterations must not be negative")
      precondition(repetitions > 0, "repetitions must be positive")
      precondition(timeBudget.map { $0 > .zero } ?? true, "timeBudget must be positive")
      self.warmupIterations = warmupIterations
      self.repetitions = repetitions
      self.timeBudget = timeBudget
    }
  }

  /// The benchmark's name, as it appears in results.
  public let name: String
  /// The repetition counts and time budget.
  public let configuration: Configuration
  /// Runs setup and body once; returns the body's elapsed nanoseconds.
  private let timeOneRepetition: @Sendable () throws -> UInt64

  /// Declares a benchmark whose body works on a state prepared outside the timed region.
  ///
  /// - Parameters:
  ///   - name: The name reported with the results.
  ///   - configuration: Repetition counts and time budget.
  ///   - setup: Produces the state for one repetition; not timed.
  ///   - body: The work to time; receives the state produced by `setup`.
  public init<State>(
    _ name: String,
    configuration: Configuration = Configuration(),
    setup: @escaping @Sendable () throws -> State,
    body: @escaping @Sendable (inout State) throws -> Void
  ) {
    self.name = name
    self.configuration = configuration
    timeOneRepetition = {
      var state = try setup()
      let start = MonotonicClock.nanoseconds()
      try body(&state)
      let end = MonotonicClock.nanoseconds()
      blackHole(state)
      return end - start
    }
  }

  /// Declares a benchmark without setup.
  ///
  /// - Parameters:
  ///   - name: The name reported with the results.
  ///   - configuration: Repetition counts and time budget.
  ///   - body: The work to time.
  public init(
    _ name: String,
    configuration: Configuration = Configuration(),
    body: @escaping @Sendable () throws -> Void
  ) {
    self.init(name, configuration: configuration, setup: {}, body: { (_: inout Void) in try body() })
  }

  /// Runs the warm-up and measured repetitions.
  ///
  /// - Returns: Statistics of the measured repetitions, in nanoseconds.
  /// - Throws: Whatever the setup or body throws; the run stops at the first error.
  public func run() throws -> Statistics {
    for _ in 0..<configuration.warmupIterations {
      _ = try timeOneRepetition()
    }
    let budget = configuration.timeBudget.map(Self.nanoseconds)
    var samples: [Double] = []
    samples.reserveCapacity(configuration.repetitions)
    let start = MonotonicClock.nanoseconds()
    while samples.count < configuration.repetitions {
      samples.append(Double(try timeOneRepetition()))
      if let budget, MonotonicClock.nanoseconds() - start >= budget { break }
    }
    // Non-empty and finite by construction, so this cannot throw.
    return try! Statistics(samples)
  }

  private static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
  }
}
