import BenchmarkKit
import MotionCurves
import MotionExport

extension ExportCommand {
  /// The text report: per platform its code, then its end and deviations, parameters and notes.
  static func text(_ exports: [PlatformExport], move: ExportMove) -> String {
    // The move's unit: points for a position, none for a scale factor or an opacity.
    let unit = move.property.unit.isEmpty ? "" : " " + move.property.unit
    func pt(_ x: Double?) -> String { x.map { ExportNumber.fixed($0, decimals: 3) + unit } ?? "—" }
    func s(_ x: Double?) -> String { x.map { ExportNumber.fixed($0, decimals: 3) + " s" } ?? "not within 60 s" }
    var lines = [
      (move.property == .position ? "Move " : "Move of the \(move.property.rawValue) ")
        + "\(ExportNumber.double(move.from)) → \(ExportNumber.double(move.to))\(unit)"
        + (move.velocity == 0 ? "" : " at \(ExportNumber.double(move.velocity))\(unit)/s")
        + ", \(ExportNumber.double(move.hz)) Hz, visible from \(ExportNumber.fixed(move.visibleThreshold, decimals: 3))\(unit); "
        + "deviations are the largest over the frames of the move.",
      "",
    ]
    let indent = String(repeating: " ", count: 12)
    for export in exports {
      let name = export.platform.rawValue
      let code = export.code.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
      lines.append(name + String(repeating: " ", count: max(1, 12 - name.count)) + code)
      switch export.platform {
      case .swiftui:
        lines.append(
          indent + "the device ends at \(s(export.endTime)); \(pt(export.deviationVsClosedForm)) from the closed form")
      case .tokens:
        break
      default:
        if export.deviationVsDevice != nil {
          lines.append(
            indent + "ends at \(s(export.endTime)); \(pt(export.deviationVsDevice)) from the device, "
              + "\(pt(export.deviationVsClosedForm)) from the closed form")
        }
      }
      if let css = export.css {
        lines.append(
          indent + "\(css.easing.points.count) points over \(css.easing.durationText); "
            + "\(pt(css.continuousDeviation)) from the spring between frames too")
      }
      if export.platform != .tokens, export.platform != .css, !export.parameters.isEmpty {
        lines.append(indent + "parameters: " + export.parameters.map(describe).joined(separator: ", "))
      }
      lines += export.notes.map { indent + "note: " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ p: ExportParameter) -> String {
    switch p.value {
    case .number(let x): "\(p.name) \(ExportNumber.double(x))"
    case .text(let t): "\(p.name) \(t)"
    }
  }

  /// One JSON object keyed by platform name; numbers in full precision, null where none.
  static func json(_ exports: [PlatformExport]) -> String {
    func number(_ x: Double?) -> String { x.flatMap { $0.isFinite ? ExportNumber.double($0) : nil } ?? "null" }
    func string(_ text: String) -> String { DesignToken.quoted(text) }
    var entries: [String] = []
    for export in exports {
      let parameters = export.parameters.map { p -> String in
        switch p.value {
        case .number(let x): "\(string(p.name)): \(number(x))"
        case .text(let t): "\(string(p.name)): \(string(t))"
        }
      }
      var fields = [
        "\"code\": \(string(export.code))",
        "\"parameters\": {\(parameters.joined(separator: ", "))}",
        "\"max_deviation_pt_vs_device\": \(number(export.deviationVsDevice))",
        "\"max_deviation_pt_vs_closed_form\": \(number(export.deviationVsClosedForm))",
        "\"end_time\": \(number(export.endTime))",
      ]
      if let css = export.css {
        fields += [
          "\"points\": \(css.easing.points.count)", "\"duration\": \(number(css.easing.duration))",
          "\"max_deviation_pt_continuous\": \(number(css.continuousDeviation))",
        ]
        if let r = css.retarget {
          fields.append(
            "\"retarget\": {\"time\": \(number(r.time)), \"reversed_duration\": \(number(r.reversedDuration)), "
              + "\"max_deviation_pt_vs_device\": \(number(r.deviationVsDevice)), "
              + "\"max_deviation_pt_vs_closed_form\": \(number(r.deviationVsClosedForm))}")
        }
      }
      fields.append("\"notes\": [\(export.notes.map(string).joined(separator: ", "))]")
      entries.append("  \(string(export.platform.rawValue)): {\n    " + fields.joined(separator: ",\n    ") + "\n  }")
    }
    return "{\n" + entries.joined(separator: ",\n") + "\n}\n"
  }
}

extension ExportCommand {
  /// `tune … --export PLATFORM`: the export of a tuned spring over a move of `change` points.
  ///
  /// - Parameters:
  ///   - spring: The tuned spring (SwiftUI's fluid form of it is what the device runs).
  ///   - platforms: `--export`'s platforms.
  ///   - change: The move in points (from 0).
  ///   - hz: Frames per second.
  ///   - deviceStart: When the device begins the move.
  /// - Returns: The text report.
  /// - Throws: ``UsageError`` for a move out of range.
  static func report(
    spring: Spring, platforms: [ExportPlatform], change: Double, hz: Double, deviceStart: SwiftUIRuntimeStart
  ) throws(UsageError) -> String {
    var move: ExportMove
    do {
      move = try ExportMove(spring: spring, fluid: FluidSpring(spring), to: change, hz: min(hz, 1000))
      move.deviceStart = deviceStart
    } catch {
      throw UsageError("--export: \(error)")
    }
    let exporter = Exporter(move: move)
    return text(platforms.map(exporter.export), move: move)
  }
}
