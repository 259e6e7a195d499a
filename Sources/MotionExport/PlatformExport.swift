/// One platform's export of a move: the code, the parameters, when it ends and how far what it
/// shows is from what the device shows.
public struct PlatformExport: Hashable, Sendable {
  /// CSS's extra figures.
  public struct CSSFigures: Hashable, Sendable {
    /// The easing.
    public let easing: CSSLinearEasing
    /// The largest deviation from the spring over the move, between frames too (≤ P).
    public let continuousDeviation: Double
    /// The error on a move interrupted at mid-move, when the spring reaches the middle.
    public let retarget: CSSLinearEasing.Retarget?
  }

  /// The platform.
  public let platform: ExportPlatform
  /// The code to paste.
  public let code: String
  /// The parameters as the platform names them.
  public let parameters: [ExportParameter]
  /// What the reader must know.
  public let notes: [String]
  /// When the platform ends the animation, in seconds; nil when it does not within 60 s (or for
  /// a token, which has no runtime).
  public let endTime: Double?
  /// The largest |platform − device| over the frames of the move, in value units.
  public let deviationVsDevice: Double?
  /// The largest |platform − closed form| over the frames of the move, in value units.
  public let deviationVsClosedForm: Double?
  /// CSS's easing and its errors.
  public let css: CSSFigures?

  /// Creates an export.
  public init(
    platform: ExportPlatform, code: String, parameters: [ExportParameter], notes: [String], endTime: Double?,
    deviationVsDevice: Double?, deviationVsClosedForm: Double?, css: CSSFigures? = nil
  ) {
    self.platform = platform
    self.code = code
    self.parameters = parameters
    self.notes = notes
    self.endTime = endTime
    self.deviationVsDevice = deviationVsDevice
    self.deviationVsClosedForm = deviationVsClosedForm
    self.css = css
  }
}
