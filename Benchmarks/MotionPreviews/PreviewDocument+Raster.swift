import BenchmarkKit
import Synchronization

extension PreviewDocument {
  /// Pixels per point of a raster frame.
  static let rasterScale = 2.0

  /// The zero-padded name of raster frame `index` with an extension, e.g. `frame-00012.png`.
  ///
  /// - Parameters:
  ///   - index: The frame's number, from 0.
  ///   - ext: The extension, without its dot.
  /// - Returns: The file name.
  static func frameName(_ index: Int, _ ext: String) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + "." + ext
  }

  /// Writes a GIF, MP4, WebM or PNG filmstrip of the preview: each picture drawn as a still SVG
  /// (the same drawing with one frame's values), rasterised by `rsvg-convert` and, for an
  /// animation, encoded by `ffmpeg`, all in a hidden staging folder beside `out` that is always
  /// removed; the result goes to `out` through an ``AtomicFile`` (a temporary file renamed only
  /// when whole), so a failure never leaves a partial file.
  ///
  /// - Parameters:
  ///   - format: `.gif`, `.mp4`, `.webm` or `.png` (a filmstrip).
  ///   - frames: The preview frame each frame of an animation shows, in order (unused for a filmstrip).
  ///   - frameRate: An animation's frames per second.
  ///   - out: The file to write, as the user typed it.
  ///   - tools: The located programs.
  ///   - threads: How many `rsvg-convert` run at once.
  ///   - progress: Told how many pictures are rasterised of how many, about every tenth, and
  ///     last, once every one is, before the encoding (as many of as many).
  /// - Throws: ``AnimationError`` when a program fails; ``AtomicFileError`` when the staging folder
  ///   or the output cannot be written; ``TextFileError`` when the encoded file cannot be read back.
  package func writeRaster(
    _ format: PreviewFormat, frames: [Int], frameRate: Double, to out: String, tools: AnimationTools,
    threads: Int = 1, progress: (@Sendable (_ done: Int, _ of: Int) -> Void)? = nil
  ) throws {
    let stills: [(name: String, svg: () -> String)]
    if format == .png {
      stills = [("filmstrip", { filmstrip() })]
    } else {
      stills = frames.enumerated().map { k, frame in
        (String(Self.frameName(k, "svg").dropLast(4)), { svg(rate: 1, still: frame) })
      }
    }
    let result = "animation." + format.rawValue
    let names = stills.flatMap { [$0.name + ".svg", $0.name + ".png"] } + [result]
    let staging = try StagingFolder(
      in: AtomicFile.directory(of: out), for: String(out.split(separator: "/").last ?? "preview"), names: names)
    defer { staging.discard() }
    for still in stills { try staging.write(Array(still.svg().utf8), as: still.name + ".svg") }
    let (path, pictures) = (staging.path, stills.map(\.name))
    let done = Atomic(0)
    let step = max(1, pictures.count / 10)
    _ = try parallelMap(pictures.count, threads: threads) { k in
      let picture = path + "/" + pictures[k]
      try tools.rasterise(picture + ".svg", to: picture + ".png", zoom: Self.rasterScale)
      let count = done.add(1, ordering: .relaxed).newValue
      if count % step == 0, count < pictures.count { progress?(count, pictures.count) }
    }
    // The last report after every worker's, so that it is the last line.
    progress?(pictures.count, pictures.count)
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
