/// The runs of a history numbered in the order their first rows appear, as `compare --history`
/// and `dashboard` read them.
package struct RunNumbering {
  /// Each run's identity, by its number.
  package private(set) var identities: [RunIdentity] = []
  private var numbers: [[String]: Int] = [:]

  package init() {}

  /// The number of the run `identity` belongs to, numbering it when it is new.
  ///
  /// - Parameter identity: A row's run.
  /// - Returns: The run's number, from 0.
  package mutating func number(of identity: RunIdentity) -> Int {
    if let number = numbers[identity.run] { return number }
    numbers[identity.run] = identities.count
    identities.append(identity)
    return identities.count - 1
  }
}
