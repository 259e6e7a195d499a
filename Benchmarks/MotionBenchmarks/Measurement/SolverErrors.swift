import SelectorSimulation

/// A solver's errors, per kind and channel.
package struct SolverErrors: Sendable {
  /// Each kind's errors, per channel.
  package var channels: [Component: [ChannelErrors]] = [:]
  /// The steps and evaluations the solver took.
  package var work = SolverWork()

  /// No errors and no work yet.
  package init() {}

  /// One block's errors.
  ///
  /// - Parameters:
  ///   - channels: Each kind's errors, per channel.
  ///   - work: The steps and evaluations the solver took.
  init(channels: [Component: [ChannelErrors]], work: SolverWork) {
    self.channels = channels
    self.work = work
  }

  /// Adds another solver's errors and work (of other selectors) to these.
  ///
  /// - Parameter other: The errors to add.
  mutating func merge(_ other: SolverErrors) {
    for (kind, list) in other.channels {
      var mine = channels[kind] ?? Array(repeating: ChannelErrors(), count: list.count)
      for c in list.indices { mine[c].merge(list[c]) }
      channels[kind] = mine
    }
    work = work + other.work
  }

  /// Errors aggregated by channel family (`dot.scale` over all options), in channel order.
  var families: [(family: ChannelFamily, info: ChannelInfo, errors: ChannelErrors)] {
    var result: [(family: ChannelFamily, info: ChannelInfo, errors: ChannelErrors)] = []
    for kind in Component.builtins {
      guard let list = channels[kind] else { continue }
      for (c, info) in kind.channels.enumerated() {
        if let i = result.firstIndex(where: { $0.info.family == info.family }) {
          result[i].errors.merge(list[c])
        } else {
          result.append((info.family, info, list[c]))
        }
      }
    }
    return result
  }
}
