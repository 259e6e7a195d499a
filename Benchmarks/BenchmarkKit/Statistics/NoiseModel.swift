import Glibc

/// The noise between processes of one build, for one timing figure: how far the median round
/// of one process strays from that of another, as the standard deviation of its logarithm
/// (0.05 ≈ 5 %), with the degrees of freedom of that estimate and where it came from.
///
/// A process's rounds agree far better with each other than with another process's (memory
/// layout, address randomisation, the machine's state when it ran), so the process, not the
/// round, is the unit of a timing comparison; its median round already carries the noise of
/// the rounds. The spread is estimated from the processes compared (several files a side), from
/// earlier runs in a history, or, failing both, assumed (``assumed``).
package struct NoiseModel: Sendable, Equatable {
  /// Where an estimate came from.
  package enum Source: Sendable, Equatable {
    /// The spread of the compared processes around their side's mean (this many in all).
    case processes(Int)
    /// The spread of the differences of this many base/head pairs (divided by √2).
    case pairs(Int)
    /// Successive differences of this many earlier runs' medians in a history.
    case history(runs: Int)
    /// No estimate: ``assumedSpread``.
    case assumed

    /// A few words for a report, e.g. `5 pairs` or `assumed: no estimate`.
    package var description: String {
      switch self {
      case .processes(let count): "\(count) processes"
      case .pairs(let count): "\(count) pairs"
      case .history(let runs): "history of \(runs) runs"
      case .assumed: "assumed: no estimate"
      }
    }
  }

  /// The spread assumed without an estimate: 8.5 %. On a 2-core machine shared with several
  /// compiling sessions the medians of six processes of one build spread by 18–30 %
  /// (max/min), a standard deviation of about 7 %; 8.5 % keeps a single-run comparison from
  /// flagging that noise while still flagging a 50 % change.
  package static let assumedSpread = 0.085

  /// The model used when nothing better is known.
  package static let assumed = NoiseModel(spread: assumedSpread, degreesOfFreedom: nil, source: .assumed)

  /// The standard deviation of the log of a process's median.
  package let spread: Double
  /// The estimate's degrees of freedom; `nil` for an assumed spread, treated as known.
  package let degreesOfFreedom: Int?
  /// Where it came from.
  package let source: Source

  /// A model from its parts.
  ///
  /// - Parameters:
  ///   - spread: The standard deviation of a process's log median (finite, ≥ 0).
  ///   - degreesOfFreedom: Of the estimate (≥ 1), or `nil` for an assumed value.
  ///   - source: Where it came from.
  package init(spread: Double, degreesOfFreedom: Int?, source: Source) {
    self.spread = spread
    self.degreesOfFreedom = degreesOfFreedom
    self.source = source
  }

  /// The pooled spread of groups of log medians around their own group's mean (the base's
  /// processes and the head's), with `Σ(kᵢ − 1)` degrees of freedom.
  ///
  /// - Parameter groups: Each group's log medians.
  /// - Returns: The model, or `nil` with fewer than ``minimumDegreesOfFreedom``.
  package init?(groups: [[Double]]) {
    let degrees = groups.reduce(0) { $0 + max(0, $1.count - 1) }
    guard degrees >= Self.minimumDegreesOfFreedom else { return nil }
    let squares = groups.reduce(0.0) { sum, group in
      let mean = group.reduce(0, +) / Double(group.count)
      return sum + group.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    }
    self.init(
      spread: (squares / Double(degrees)).squareRoot(), degreesOfFreedom: degrees,
      source: .processes(groups.reduce(0) { $0 + $1.count }))
  }

  /// The spread of a history's runs, from the mean square of successive differences of their
  /// log medians (`σ² ≈ Σ(Δᵢ²) / (2(n − 1))`), which a step or a slow drift inflates far less
  /// than the plain variance does; `n − 2` degrees of freedom (a conservative count).
  ///
  /// - Parameter runs: The runs' medians in time order (positive).
  /// - Returns: The model, or `nil` with fewer than ``minimumHistory`` runs or a value ≤ 0.
  package init?(history runs: [Double]) {
    guard runs.count >= Self.minimumHistory, runs.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    let logs = runs.map { log($0) }
    let squares = zip(logs, logs.dropFirst()).reduce(0.0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }
    self.init(
      spread: (squares / Double(2 * (logs.count - 1))).squareRoot(), degreesOfFreedom: logs.count - 2,
      source: .history(runs: runs.count))
  }

  /// The fewest degrees of freedom an estimate from the compared processes needs (else the
  /// history or the assumed spread is used): 2.
  package static let minimumDegreesOfFreedom = 2

  /// The fewest earlier runs a history estimate needs: 3.
  package static let minimumHistory = 3

  /// The half-width, in standard errors, of a two-sided interval of this confidence:
  /// Student's t with the estimate's degrees of freedom, or the normal quantile when assumed.
  ///
  /// - Parameter confidence: The coverage, in `(0, 1)`.
  /// - Returns: The critical value.
  package func criticalValue(confidence: Double) -> Double {
    StudentT.criticalValue(confidence: confidence, degreesOfFreedom: degreesOfFreedom.map(Double.init) ?? .infinity)
  }
}
