/// What a preview is written as (`preview --out`'s extension): an image, a page, an animation
/// or a filmstrip.
package enum PreviewFormat: String, Sendable, CaseIterable {
  /// An animated SVG (SMIL, no script).
  case svg
  /// A page with play, pause, scrub and slow-motion controls.
  case html
  /// An animation rendered frame by frame and encoded by ffmpeg.
  case gif, mp4, webm
  /// A filmstrip of the key frames.
  case png

  /// Whether the format is frames encoded by ffmpeg.
  package var isEncoded: Bool { self == .gif || self == .mp4 || self == .webm }
  /// Whether the format is drawn by rsvg-convert.
  package var isRaster: Bool { isEncoded || self == .png }
}
