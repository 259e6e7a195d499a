extension PreviewCommand {
  /// The most frames per second of a GIF by default: its delays are in hundredths of a second,
  /// and 50 keeps every delay exact and the file small.
  static let gifFrameRate = 50.0
  /// The most frames per second of an MP4 or WebM by default.
  static let videoFrameRate = 60.0

  /// The frame rate of a GIF, MP4 or WebM: `--fps`, else the preview's `--hz` capped at
  /// ``gifFrameRate`` or ``videoFrameRate``.
  var frameRate: Double { fps ?? min(hz, format == .gif ? Self.gifFrameRate : Self.videoFrameRate) }

  /// The preview frame each frame of a GIF, MP4 or WebM shows: movie frame k plays at k/fps
  /// seconds, which is k·speed/fps seconds of motion, and shows the preview frame drawn then
  /// (⌊t·hz⌋, as `trace`'s row at that time); as many as fit in the preview's span at the
  /// playback rate, at least one.
  var movieFrames: [Int] {
    let span = Double(frameCount) / hz / speed
    let count = max(1, Int((span * frameRate + 1e-9).rounded(.down)))
    return (0..<count).map { k in min(frameCount - 1, Int((Double(k) * speed / frameRate * hz + 1e-9).rounded(.down))) }
  }
}
