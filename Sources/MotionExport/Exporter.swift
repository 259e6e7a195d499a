/// Exports one move to every platform and measures each against the device and the closed form.
///
/// Deviations are taken at the display's frames t = i/hz from the release until the platform,
/// the device and the closed form (within P) have all come to rest; a platform that has ended
/// shows its last value. They compare shapes from each one's start: the device's frames are
/// counted from the frame it begins on (a frame after the release under
/// ``SwiftUIRuntimeStart/frame``, which its end time includes), as no platform's own start
/// latency is modelled.
public struct Exporter: Sendable {
  /// The move.
  public let move: ExportMove
  /// What the device shows.
  public let device: PlatformRendering

  /// Creates an exporter (and steps the device once).
  public init(move: ExportMove) {
    self.move = move
    device = SwiftUISpring(closestTo: move).render(move)
  }

  /// The export to one platform.
  public func export(_ platform: ExportPlatform) -> PlatformExport {
    switch platform {
    case .css: return exportCSS()
    case .tokens: return exportTokens()
    default:
      // Force-unwrap is safe: every other platform has a model.
      let model = platform.model!.init(closestTo: move)
      let rendering = model.render(move)
      let (vsDevice, vsClosed) = deviations(rendering, lag: platform == .swiftui ? deviceLag : 0)
      return PlatformExport(
        platform: platform, code: model.code, parameters: model.parameters, notes: model.notes,
        endTime: rendering.endTime, deviationVsDevice: vsDevice, deviationVsClosedForm: vsClosed)
    }
  }

  /// The frames by which the device's start trails the release: 1 under ``SwiftUIRuntimeStart/frame``.
  var deviceLag: Int { move.deviceStart == .frame ? 1 : 0 }

  /// The largest deviations of a rendering from the device and from the closed form, each
  /// counted from its start.
  ///
  /// - Parameters:
  ///   - rendering: The platform's frames.
  ///   - lag: The frames by which the rendering's start trails the release.
  /// - Returns: The deviations in value units.
  func deviations(_ rendering: PlatformRendering, lag: Int = 0) -> (device: Double, closedForm: Double) {
    let settle = move.settleTime
    let settleFrame = settle.isFinite ? Int((settle * move.hz).rounded(.up)) + 1 : move.frameLimit
    let last = min(move.frameLimit, max(rendering.values.count, device.values.count, settleFrame))
    var worstDevice = 0.0
    var worstClosed = 0.0
    for i in 0...last {
      let shown = rendering.value(atFrame: i + lag)
      worstDevice = max(worstDevice, abs(shown - device.value(atFrame: i + deviceLag)))
      worstClosed = max(worstClosed, abs(shown - move.closedForm(at: move.time(i))))
    }
    return (worstDevice, worstClosed)
  }

  /// CSS: the fitted easing, its frames, its continuous error and the interrupted move.
  func exportCSS() -> PlatformExport {
    guard let easing = CSSLinearEasing.fit(move) else {
      let reason =
        move.change == 0
        ? "linear() animates a change: with from = to there is none (only a velocity), so CSS cannot show it."
        : "The spring does not settle within P in 60 s, so linear() has no end."
      return PlatformExport(
        platform: .css, code: "", parameters: [], notes: [reason], endTime: nil, deviationVsDevice: nil,
        deviationVsClosedForm: nil)
    }
    var values: [Double] = []
    var end: Double?
    for i in 0...move.frameLimit {
      let t = move.time(i)
      values.append(easing.value(at: t, from: move.from, to: move.to))
      if t >= easing.duration {
        end = t
        break
      }
    }
    let rendering = PlatformRendering(values: values, endTime: end)
    let (vsDevice, vsClosed) = deviations(rendering)
    let retarget = easing.retarget(move)
    var notes = [
      "linear() is time-based: an interrupted transition restarts from the value shown, at rest, so it loses the "
        + "spring's velocity."
    ]
    // A position's deviations are in points; a scale factor's or an opacity's have no unit.
    let unit = move.property.unit.isEmpty ? "" : " " + move.property.unit
    if let retarget {
      notes.append(
        "Interrupted at \(ExportNumber.fixed(retarget.time, decimals: 3)) s (mid-move) back to the start: up to "
          + "\(ExportNumber.fixed(retarget.deviationVsDevice, decimals: 2))\(unit) from the device, "
          + "\(ExportNumber.fixed(retarget.deviationVsClosedForm, decimals: 2))\(unit) from the closed form.")
    }
    return PlatformExport(
      platform: .css,
      code: "transition: \(move.property == .opacity ? "opacity" : "transform") \(easing.durationText) \(easing.text);",
      parameters: [
        ExportParameter("duration", easing.duration), ExportParameter("points", Double(easing.points.count)),
        ExportParameter("easing", text: easing.text),
      ],
      notes: notes, endTime: rendering.endTime, deviationVsDevice: vsDevice, deviationVsClosedForm: vsClosed,
      css: PlatformExport.CSSFigures(
        easing: easing, continuousDeviation: easing.deviation(from: move), retarget: retarget))
  }

  /// The design token: duration, bounce and every platform's parameters.
  func exportTokens() -> PlatformExport {
    // Every exported platform with a spring runtime, in output order.
    let platforms = ExportPlatform.exported.compactMap { platform in
      platform.model.map { (name: platform.rawValue, parameters: $0.init(closestTo: move).parameters) }
    }
    let json = DesignToken.json(spring: move.spring, platforms: platforms, css: CSSLinearEasing.fit(move))
    return PlatformExport(
      platform: .tokens, code: json,
      parameters: [
        ExportParameter("duration", move.spring.shortestParameters.duration),
        ExportParameter("bounce", move.spring.shortestParameters.bounce),
      ],
      notes: [
        "A token is data, not a runtime: each platform's entry gives its deviation. The format has no spring type "
          + "yet; the platforms' parameters are under $extensions."
      ],
      endTime: nil, deviationVsDevice: nil, deviationVsClosedForm: nil)
  }
}
