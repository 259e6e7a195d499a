import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// `motion-bench preview --out FILE.gif|.mp4|.webm|.png`, spawned as a user runs it: the GIF and
/// MP4 decoded by ffprobe and ffmpeg (frame count, size, rate), every frame's red dot found by
/// its colour in raw RGB and its centre compared with `motion-bench trace` at that frame's time;
/// a filmstrip's size; the README's radio GIF under 2 MB; and the refusals (--fps 0, an unknown
/// extension, no ffmpeg on PATH), each leaving no file behind.
@Suite("motion-bench preview as GIF, MP4, WebM and PNG: frames against trace, refusals", .tags(.integration))
struct PreviewAnimationTests {
  /// A component whose drawing is one solid red dot (r = 12 pt) at x = 40 + dot.offset and
  /// y = 40 below the header; a tap springs it 200 pt right (overshooting), a second tap back.
  static let dot = """
    {
      "component": "dot",
      "summary": "A red dot that springs 200 pt to the right and back.",
      "elements": { "switch": 1 },
      "state": { "isOn": false },
      "actions": { "tap": { "on": "switch", "set": { "isOn": "!isOn" } } },
      "crowd": { "gesture": "tap", "on": "switch" },
      "channels": [
        { "name": "dot.offset", "property": "position", "value": "isOn ? 200 : 0",
          "animation": ".spring(duration: 0.4, bounce: 0.3)", "pointsPerUnit": 1 }
      ],
      "demo": "0.1:tap 0; 0.6:tap 0",
      "drawing": {
        "width": 300, "height": 100,
        "touch": { "x": 150, "y": 82 },
        "shapes": [
          { "shape": "group", "x": 40, "y": 40, "shapes": [
            { "shape": "circle", "cx": "dot.offset", "cy": 0, "r": 12, "fill": "#FF0000" }
          ] }
        ]
      }
    }
    """
  /// Pixels per point of the rendered frames.
  static let scale = 2.0
  /// The dot's centre in points: x = 40 + offset; y = 40 below the 32 pt header (two label lines).
  static let dotX = 40.0
  static let dotY = 72.0
  static let timing = ["--events", "0.1:tap 0; 0.6:tap 0", "--seconds", "1", "--hz", "60"]

  /// Runs a program (`motion-bench`: the built one) to its end and returns its standard output.
  func output(_ arguments: [String], in directory: String) throws -> String {
    let program =
      arguments[0] == "motion-bench" ? try motionBenchExecutable() : try #require(ToolRequirement.onPath(arguments[0]))
    let result = try ChildProcess.run(Array(arguments.dropFirst()), in: directory, program: program)
    try #require(result.status == 0, "\(arguments[0]): \(result.standardError)")
    return result.standardOutput
  }

  /// ffprobe's width, height, frame rate (as `N/D`) and decoded frame count of a file's video.
  func probe(_ file: String, in directory: String) throws -> (width: Int, height: Int, rate: String, frames: Int) {
    let text = try output(
      [
        "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1", file,
      ], in: directory)
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    return (
      try #require(fields["width"].flatMap { Int($0) }), try #require(fields["height"].flatMap { Int($0) }),
      try #require(fields["r_frame_rate"]), try #require(fields["nb_read_frames"].flatMap { Int($0) })
    )
  }

  /// The centre, in points, of each decoded frame's red pixels (R > 150, G and B < 90).
  func dotCentres(_ file: String, width: Int, height: Int, in directory: String) throws -> [(x: Double, y: Double)] {
    _ = try output(
      ["ffmpeg", "-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgb24", "-y", "raw.rgb"], in: directory)
    let bytes = try readBytes(directory + "/raw.rgb")
    let size = width * height * 3
    try #require(bytes.count % size == 0, "raw frames of \(bytes.count) bytes")
    return try (0..<(bytes.count / size)).map { f in
      var (sumX, sumY, count) = (0.0, 0.0, 0)
      for y in 0..<height {
        for x in 0..<width {
          let p = f * size + (y * width + x) * 3
          if bytes[p] > 150, bytes[p + 1] < 90, bytes[p + 2] < 90 {
            sumX += Double(x) + 0.5
            sumY += Double(y) + 0.5
            count += 1
          }
        }
      }
      try #require(count > 100, "frame \(f): only \(count) red pixels")
      return (sumX / Double(count) / Self.scale, sumY / Double(count) / Self.scale)
    }
  }

  /// Renders the dot at `fps` into `name` and checks the decoded frames against `trace`.
  func checkFrames(_ name: String, fps: Int, rate: String) throws {
    let scratch = try TemporaryDirectory()
    let directory = scratch.path
    try writeText(Self.dot, to: directory + "/dot.json")
    let made = try ChildProcess.run(
      ["preview", "dot.json"] + Self.timing + ["--fps", "\(fps)", "--out", name, "--progress"], in: directory)
    try #require(made.status == 0, "\(made.standardError)")
    // The frames are rasterised two at a time, in any order; every one is before the encoding.
    let count = Int((61.0 / 60.0 * Double(fps)).rounded(.down))
    let reported = made.standardErrorLines.filter {
      $0.hasPrefix("preview: rasterised") || $0.hasPrefix("preview: encoding")
    }
    #expect(
      reported.suffix(2) == [
        "preview: rasterised \(count) of \(count) pictures (rsvg-convert)",
        "preview: encoding the \(name.split(separator: ".").last!) (ffmpeg)",
      ], "\(made.standardError)")
    #expect(try FileList(directory).names == ["dot.json", name].sorted(), "no staging folder or frame is left")

    let trace = try CSVTable(
      parsing: try output(["motion-bench", "trace", "dot.json"] + Self.timing + ["--layout", "wide"], in: directory))
    let offsets = try trace.doubles("dot.offset")
    #expect(offsets.count == 61)
    #expect(offsets.max()! > 205, "the spring overshoots 200 pt")

    let video = try probe(name, in: directory)
    #expect(video.width == 600 && video.height == 368, "300 × 184 pt at 2 px per point")
    #expect(video.rate == rate)
    // 61 frames of 1/60 s last 61/60 s: ⌊61/60 · fps⌋ frames.
    let expected = Int((61.0 / 60.0 * Double(fps)).rounded(.down))
    #expect(video.frames == expected)

    let centres = try dotCentres(name, width: video.width, height: video.height, in: directory)
    #expect(centres.count == expected)
    for (k, centre) in centres.enumerated() {
      // Frame k plays at k/fps s and shows trace's row ⌊k/fps · 60⌋.
      let row = Int((Double(k) * 60 / Double(fps) + 1e-9).rounded(.down))
      let x = Self.dotX + offsets[row]
      // Within a pixel (half a point); measured: 0.06 pt at worst (MP4), 0.04 pt (GIF).
      #expect(abs(centre.x - x) <= 0.5, "frame \(k) (t = \(row)/60 s): dot at \(centre.x) pt, trace \(x) pt")
      #expect(abs(centre.y - Self.dotY) <= 0.5, "frame \(k): dot at y \(centre.y) pt")
    }
    withExtendedLifetime(scratch) {}
  }

  @Test(
    "A GIF at 25 fps and an MP4 at 30 fps: a second's frames of 600 × 368, each dot within a pixel of trace",
    ToolRequirement.animation, arguments: [("dot.gif", 25, "25/1"), ("dot.mp4", 30, "30/1")])
  func framesFollowTrace(name: String, fps: Int, rate: String) throws {
    try checkFrames(name, fps: fps, rate: rate)
  }

  @Test(
    "A WebM at the default rate (--hz 60): 61 frames; a PNG filmstrip of the key frames",
    ToolRequirement.animation)
  func webmAndFilmstrip() throws {
    let scratch = try TemporaryDirectory()
    let directory = scratch.path
    try writeText(Self.dot, to: directory + "/dot.json")
    for name in ["dot.webm", "dot.png"] {
      let made = try ChildProcess.run(["preview", "dot.json"] + Self.timing + ["--out", name], in: directory)
      try #require(made.status == 0, "\(name): \(made.standardError)")
    }
    #expect(try FileList(directory).names == ["dot.json", "dot.png", "dot.webm"])
    let video = try probe("dot.webm", in: directory)
    #expect(video.rate == "60/1" && video.frames == 61)
    // Key frames: the two taps, the overshoot, the settle: one row of four 300 × 184 pt tiles, each
    // under a 22 pt caption, 16 pt apart and from the edges.
    let strip = try probe("dot.png", in: directory)
    #expect(strip.width == 2 * (4 * 316 + 16) && strip.height == 2 * (184 + 22 + 16 + 16))
    withExtendedLifetime(scratch) {}
  }

  @Test(
    "The README's radio preview as a GIF is under 2 MB",
    ToolRequirement.animation)
  func readmeGIFSize() throws {
    let scratch = try TemporaryDirectory()
    let made = try ChildProcess.run(
      [
        "preview", "radio", "--events", "0.2:tap 1; 0.35:tap 2", "--seconds", "1.6", "--against-spring",
        "*=.spring(duration: 0.5, bounce: 0.2)", "--out", "radio.gif",
      ], in: scratch.path)
    try #require(made.status == 0, "\(made.standardError)")
    let bytes = try readBytes(scratch.path + "/radio.gif")
    #expect(bytes.count < 2_000_000, "the README's GIF is \(bytes.count) bytes")
    let video = try probe("radio.gif", in: scratch.path)
    #expect(video.rate == "50/1" && video.frames == 80, "--hz 120 capped at 50 fps for 1.6 s")
  }

  @Test(
    "Refusals: --fps 0, NaN or 1e9 and --fps with .svg exit 64, an unknown extension 64, no ffmpeg on PATH 69; no file left",
    arguments: [
      (["--fps", "0", "--out", "r.gif"], 64, "--fps"),
      (["--fps", "nan", "--out", "r.mp4"], 64, "--fps"),
      (["--fps", "-5", "--out", "r.mp4"], 64, "--fps"),
      (["--fps", "1e9", "--out", "r.webm"], 64, "--fps"),
      (["--fps", "30", "--out", "r.svg"], 64, "--fps"),
      (["--out", "r.jpg"], 64, ".svg, .html, .gif, .mp4, .webm or .png"),
    ])
  func refusals(arguments: [String], status: Int32, mention: String) throws {
    let scratch = try TemporaryDirectory()
    let result = try ChildProcess.run(["preview", "radio"] + arguments, in: scratch.path)
    #expect(result.status == status, "\(result.standardError)")
    #expect(result.standardErrorLines.first?.hasPrefix("Error: ") == true)
    #expect(result.standardError.contains(mention), "\(result.standardError)")
    #expect(try FileList(scratch.path).names.isEmpty)
  }

  @Test("Without ffmpeg or rsvg-convert on PATH: one Error: line naming the setup, exit 69, no file")
  func missingTools() throws {
    let scratch = try TemporaryDirectory()
    for (name, tool) in [("r.gif", "ffmpeg"), ("r.mp4", "ffmpeg"), ("r.png", "rsvg-convert")] {
      let result = try ChildProcess.run(["preview", "radio", "--out", name], in: scratch.path, path: "/nonexistent")
      #expect(result.status == 69, "\(result.standardError)")
      #expect(result.standardErrorLines.count == 1)
      #expect(result.standardError.hasPrefix("Error: \(tool) not found"))
      #expect(result.standardError.contains("bash .ci/setup --animation"))
      #expect(try FileList(scratch.path).names.isEmpty)
    }
  }

  @Test(
    "A failing ffmpeg (one that writes half a file and exits 1): one Error: line with its message, exit 1, no file",
    ToolRequirement.animation)
  func failingEncoder() throws {
    let scratch = try TemporaryDirectory()
    let bin = scratch.path + "/bin"
    let out = scratch.path + "/out"
    #expect(mkdir(bin, 0o755) == 0 && mkdir(out, 0o755) == 0)
    try writeText(
      "#!/bin/sh\nfor last; do :; done\nprintf partial > \"$last\"\necho 'encoder exploded' >&2\nexit 1\n",
      to: bin + "/ffmpeg")
    #expect(chmod(bin + "/ffmpeg", 0o755) == 0)
    let path = bin + ":" + (getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin")
    let result = try ChildProcess.run(
      ["preview", "radio", "--seconds", "0.2", "--out", "r.gif"], in: out, path: path)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardErrorLines == ["Error: ffmpeg failed (exit code 1): encoder exploded"])
    #expect(try FileList(out).names.isEmpty, "no output, temporary file or staging folder is left")
  }
}
