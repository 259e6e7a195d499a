import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import SelectorSimulation

extension CurveCommand {
  /// One animation sampled over the command's frames, with the reference's samples for `--errors`
  /// and its settling for the settling columns.
  struct Curve {
    var samples: Samples
    var reference: Samples?
    var settling: Settling
  }

  /// The settling columns of each animation (``writesSettling``), after the samples:
  /// `target`, `band`, `settle_time`, and with `--solver swiftui` `swiftui_end_time`, `swiftui_end_jump`.
  var settlingQuantities: [String] {
    ["target", "band", "settle_time"] + (solver == .swiftUI ? ["swiftui_end_time", "swiftui_end_jump"] : [])
  }

  /// The settling columns every animation shares: `animation` (for the one animation of a long
  /// layout, which has no such column before), `solver` (unless `--errors` wrote it) and `band_given`.
  var sharedSettlingColumns: [String] {
    (namesOneAnimation ? ["animation"] : []) + (withErrors ? [] : ["solver"]) + ["band_given"]
  }

  /// Whether the settling columns name the animation of a long layout with one animation.
  var namesOneAnimation: Bool { layout == .long && animations.count == 1 }

  /// The CSV header: `t,value,velocity` for one animation in the long layout, with an
  /// `animation` column first for several; `--retarget` adds `retarget`, `--errors`
  /// `solver,value_error,velocity_error`. The wide layout has `t`, then `value:<animation>` for each
  /// animation, then `velocity:<animation>`, then `retarget`. The settling columns follow
  /// (``writesSettling``): the shared ones, then the per-animation ones (in the wide layout each as
  /// `quantity:<animation>`).
  var columns: [String] {
    let settling = writesSettling ? sharedSettlingColumns : []
    let retarget = retargets.isEmpty ? [] : ["retarget"]
    switch layout {
    case .long:
      return (animations.count > 1 ? ["animation"] : []) + ["t", "value", "velocity"] + retarget
        + (withErrors ? ["solver", "value_error", "velocity_error"] : [])
        + settling + (writesSettling ? settlingQuantities : [])
    case .wide:
      let quantities = ["value", "velocity"]
      return ["t"] + quantities.flatMap { q in animations.map { WideColumn.name(q, $0.source) } } + retarget + settling
        + (writesSettling ? settlingQuantities : []).flatMap { q in animations.map { WideColumn.name(q, $0.source) } }
    }
  }

  /// One animation's settling fields, in ``settlingQuantities`` order; empty for an unknown time.
  func settlingFields(_ settling: Settling) -> [Double?] {
    var fields: [Double?] = [settling.target, settling.band, settling.settleTime]
    if solver == .swiftUI {
      let stop = settling.stop.flatMap { $0.time.isFinite ? $0 : nil }
      fields += [stop?.time, stop?.jump]
    }
    return fields
  }

  /// Appends the shared settling fields of a row.
  func appendSharedSettling(_ writer: inout CSVWriter) {
    if namesOneAnimation { writer.append(animations[0].source) }
    if !withErrors { writer.append(solver.description) }
    writer.append(band.given)
  }

  /// Writes the CSV of the sampled animations (atomically: a failure leaves no file).
  ///
  /// - Parameters:
  ///   - curves: One per animation, in order, each over `frames`.
  ///   - frames: The frames every animation was sampled at.
  /// - Throws: ``AtomicFileError`` when the output cannot be written.
  func write(_ curves: [Curve], frames: Frames) throws {
    var writer = CSVWriter(columns: columns, output: try AtomicFile(path: out))
    let retargetFrames = retargetFrames
    /// The `retarget` field of frame i: the new target at the frame it first shows, else empty.
    func appendRetarget(_ i: Int) {
      guard !retargets.isEmpty else { return }
      Self.append(retargetFrames[i], to: &writer)
    }
    switch layout {
    case .long:
      let name = solver.description
      for (animation, curve) in zip(animations, curves) {
        for (k, i) in frames.range.enumerated() {
          if animations.count > 1 { writer.append(animation.source) }
          writer.append(frames.time(i))
          writer.append(curve.samples.values[k])
          writer.append(curve.samples.velocities[k])
          appendRetarget(i)
          if let reference = curve.reference {
            writer.append(name)
            writer.append(curve.samples.values[k] - reference.values[k])
            writer.append(curve.samples.velocities[k] - reference.velocities[k])
          }
          if writesSettling {
            appendSharedSettling(&writer)
            for field in settlingFields(curve.settling) { Self.append(field, to: &writer) }
          }
          try writer.endRow()
        }
      }
    case .wide:
      for (k, i) in frames.range.enumerated() {
        writer.append(frames.time(i))
        for curve in curves { writer.append(curve.samples.values[k]) }
        for curve in curves { writer.append(curve.samples.velocities[k]) }
        appendRetarget(i)
        if writesSettling {
          appendSharedSettling(&writer)
          let fields = curves.map { settlingFields($0.settling) }
          for q in settlingQuantities.indices {
            for curve in fields { Self.append(curve[q], to: &writer) }
          }
        }
        try writer.endRow()
      }
    }
    try writer.finish()
  }

  /// Appends a number, or an empty field for nil.
  static func append(_ field: Double?, to writer: inout CSVWriter) {
    if let field { writer.append(field) } else { writer.append("") }
  }
}
