extension PlatformRendering {
  /// What a platform does at one frame.
  enum Frame {
    /// Shows the value and goes on.
    case shows(Double)
    /// Shows the value and ends the animation there.
    case ends(showing: Double)
    /// Shows the value, which is no longer finite, and is followed no further.
    case diverges(showing: Double)
  }

  /// Follows a move frame by frame, from `first` until the platform ends it or through
  /// ``ExportMove/frameLimit``.
  ///
  /// - Parameters:
  ///   - move: The move, whose frame times the rendering takes.
  ///   - shown: The values shown before frame `first`.
  ///   - first: The first frame `frame` is asked about.
  ///   - frame: What the platform does at frame i, asked in order.
  /// - Returns: The rendering, with the end time of the frame that ended it (nil if none did).
  static func following(
    _ move: ExportMove, shown: [Double] = [], from first: Int = 0, _ frame: (Int) -> Frame
  ) -> PlatformRendering {
    var values = shown
    for i in stride(from: first, through: move.frameLimit, by: 1) {
      switch frame(i) {
      case .shows(let value):
        values.append(value)
      case .ends(let value):
        values.append(value)
        return PlatformRendering(values: values, endTime: move.time(i))
      case .diverges(let value):
        values.append(value)
        return PlatformRendering(values: values, endTime: nil)
      }
    }
    return PlatformRendering(values: values, endTime: nil)
  }
}
