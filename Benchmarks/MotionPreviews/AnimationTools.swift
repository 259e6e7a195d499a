import BenchmarkKit
import Glibc

/// The programs that turn a preview's still SVG frames into pictures: `rsvg-convert` (Debian
/// `librsvg2-bin`) rasterises a frame, `ffmpeg` (Debian `ffmpeg`) encodes the frames as a GIF,
/// MP4 or WebM. Both are spawned with ``Subprocess`` and found on `PATH` before any work.
package struct AnimationTools: Sendable {
  /// The `rsvg-convert` executable.
  package let rasteriser: String
  /// The `ffmpeg` executable, or nil when only still pictures are drawn.
  package let encoder: String?

  /// Finds the programs a format needs.
  ///
  /// - Parameters:
  ///   - encoding: Whether `ffmpeg` is needed too (an animation, not a filmstrip).
  ///   - searchPath: The search path; nil reads `PATH` (`/usr/local/bin:/usr/bin:/bin` when unset).
  /// - Returns: The programs.
  /// - Throws: ``AnimationError/notInstalled(tool:package:)`` for the first one missing.
  package static func locate(encoding: Bool, searchPath: String? = nil) throws(AnimationError) -> AnimationTools {
    let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    var encoder: String?
    if encoding {
      guard let found = find("ffmpeg", in: path) else { throw .notInstalled(tool: "ffmpeg", package: "ffmpeg") }
      encoder = found
    }
    guard let rasteriser = find("rsvg-convert", in: path) else {
      throw .notInstalled(tool: "rsvg-convert", package: "librsvg2-bin")
    }
    return AnimationTools(rasteriser: rasteriser, encoder: encoder)
  }

  /// The first executable regular file `name` in the folders of `searchPath`.
  ///
  /// - Parameters:
  ///   - name: The program's name.
  ///   - searchPath: Folders separated by `:`.
  /// - Returns: Its path, or nil when no folder holds it.
  static func find(_ name: String, in searchPath: String) -> String? {
    for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(directory) + "/" + name
      var status = stat()
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    return nil
  }

  /// Rasterises an SVG file to a PNG file.
  ///
  /// - Parameters:
  ///   - svg: The SVG file.
  ///   - png: The PNG file to write.
  ///   - zoom: Pixels per SVG unit (point).
  /// - Throws: ``AnimationError`` when `rsvg-convert` cannot start or fails.
  func rasterise(_ svg: String, to png: String, zoom: Double) throws(AnimationError) {
    try Self.run([rasteriser, "--zoom", SVGText.number(zoom, decimals: 6), "--format", "png", "--output", png, svg])
  }

  /// Encodes numbered PNG frames as an animation.
  ///
  /// - Parameters:
  ///   - pattern: The frames, `printf` style from 0 (`DIR/frame-%05d.png`).
  ///   - frameRate: Frames per second.
  ///   - format: `.gif`, `.mp4` or `.webm`.
  ///   - output: The file to write.
  /// - Throws: ``AnimationError`` when `ffmpeg` cannot start or fails.
  func encode(
    _ pattern: String, frameRate: Double, as format: PreviewFormat, to output: String
  ) throws(AnimationError) {
    guard let encoder else { preconditionFailure("ffmpeg was not located") }
    var arguments = [encoder, "-nostdin", "-hide_banner", "-loglevel", "error", "-y"]
    arguments += ["-framerate", SVGText.number(frameRate, decimals: 6), "-start_number", "0", "-i", pattern]
    arguments += ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
    arguments += Self.codec(format) + [output]
    try Self.run(arguments)
  }

  /// ffmpeg's output options for a format: for a GIF, a palette made from all frames
  /// (`palettegen`) applied with ordered dithering (`paletteuse`), changing only the rectangle
  /// that moves, looping forever; H.264 (MP4) or VP9 (WebM) in 4:2:0 at a high quality.
  ///
  /// - Parameter format: An encoded format (none for the others).
  /// - Returns: The options before the output file.
  static func codec(_ format: PreviewFormat) -> [String] {
    switch format {
    case .gif:
      [
        "-filter_complex",
        "[0:v]split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];"
          + "[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
        "-loop", "0", "-f", "gif",
      ]
    case .mp4:
      [
        "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f",
        "mp4",
      ]
    case .webm:
      [
        "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
        "-pix_fmt", "yuv420p", "-f", "webm",
      ]
    case .svg, .html, .png: []
    }
  }

  /// Runs a program to its end, standard error captured for the message.
  ///
  /// - Parameter arguments: The program's path and its arguments.
  /// - Throws: ``AnimationError/cannotStart(tool:errno:)`` or ``AnimationError/failed(tool:exitCode:message:)``
  ///   with the last line it wrote to standard error.
  private static func run(_ arguments: [String]) throws(AnimationError) {
    let tool = arguments[0].split(separator: "/").last.map(String.init) ?? arguments[0]
    let outcome: Subprocess.Outcome
    do { outcome = try Subprocess.run(arguments, capturing: .standardError) } catch {
      throw .cannotStart(tool: tool, errno: error.errno)
    }
    guard outcome.exitCode == 0 else {
      let lines = outcome.text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
      throw .failed(tool: tool, exitCode: outcome.exitCode, message: lines.last.map(String.init) ?? "no message")
    }
  }
}
