import BenchmarkKit

extension PreviewCommand {
  /// The most frames per second of a GIF by default: its delays are in hundredths of a second,
  /// and 50 keeps every delay exact and the file small.
  static let gifFrameRate = 50.0
  /// The most frames per second of an MP4 or WebM by default.
  static let videoFrameRate = 60.0
  /// Pixels per point of a raster frame.
  static let rasterScale = 2.0

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

  /// The zero-padded name of raster frame `index` with an extension, e.g. `frame-00012.png`.
  static func frameName(_ index: Int, _ ext: String) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + "." + ext
  }

  /// Writes a GIF, MP4, WebM or PNG filmstrip of a preview: each picture drawn as a still SVG
  /// (the same drawing with one frame's values), rasterised by `rsvg-convert` and, for an
  /// animation, encoded by `ffmpeg`, all in a hidden staging folder beside `--out` that is always
  /// removed; the result goes to `--out` through an ``AtomicFile`` (a temporary file renamed only
  /// when whole), so a failure never leaves a partial file.
  ///
  /// - Parameters:
  ///   - document: The preview.
  ///   - tools: The located programs.
  /// - Throws: ``AnimationError`` when a program fails; ``AtomicFileError`` when the staging folder
  ///   or the output cannot be written; ``TextFileError`` when the encoded file cannot be read back.
  func writeRaster(_ document: PreviewDocument, tools: AnimationTools) throws {
    let stills: [(name: String, svg: () -> String)]
    if format == .png {
      stills = [("filmstrip", { document.filmstrip() })]
    } else {
      stills = movieFrames.enumerated().map { k, frame in
        (String(Self.frameName(k, "svg").dropLast(4)), { document.svg(rate: 1, still: frame) })
      }
    }
    let result = "animation." + format.rawValue
    let names = stills.flatMap { [$0.name + ".svg", $0.name + ".png"] } + [result]
    let staging = try StagingFolder(
      in: AtomicFile.directory(of: out), for: String(out.split(separator: "/").last ?? "preview"), names: names)
    defer { staging.discard() }
    for still in stills {
      try staging.write(Array(still.svg().utf8), as: still.name + ".svg")
      try tools.rasterise(
        staging.path + "/" + still.name + ".svg", to: staging.path + "/" + still.name + ".png", zoom: Self.rasterScale)
    }
    let made: String
    if format == .png {
      made = staging.path + "/filmstrip.png"
    } else {
      made = staging.path + "/" + result
      try tools.encode(staging.path + "/frame-%05d.png", frameRate: frameRate, as: format, to: made)
    }
    let bytes = try TextFile.bytes(made, limit: Int.max)
    let file = try AtomicFile(path: out)
    try file.write(bytes)
    try file.commit()
  }
}
