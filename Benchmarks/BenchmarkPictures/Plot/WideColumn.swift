/// A wide layout's column of one figure of one animation or channel, `figure:name`: a curve's
/// `value:.smooth` and `velocity:.smooth`, a trace's `error_pt:option0.dot.scale`,
/// `against:highlight.offset` and `difference:highlight.offset`. `curve` and `trace` write them;
/// the pictures read them back.
package enum WideColumn {
  /// The column of one figure of one animation or channel.
  ///
  /// - Parameters:
  ///   - figure: `value`, `velocity`, `error`, `error_pt`, `against`, `difference`, or a settling
  ///     quantity of a curve (`target`, `settle_time`, …).
  ///   - name: The animation or channel; empty for the prefix of every such column of the figure.
  /// - Returns: `figure:name`.
  package static func name(_ figure: String, _ name: String) -> String { "\(figure):\(name)" }

  /// A trace's column of a channel's `--against-spring` value: `against:highlight.offset`.
  ///
  /// - Parameter channel: The channel's name.
  /// - Returns: The column's name.
  package static func against(_ channel: String) -> String { name("against", channel) }

  /// A trace's column of a channel's against − current: `difference:highlight.offset`.
  ///
  /// - Parameter channel: The channel's name.
  /// - Returns: The column's name.
  package static func difference(_ channel: String) -> String { name("difference", channel) }
}
