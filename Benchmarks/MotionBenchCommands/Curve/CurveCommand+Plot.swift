import BenchmarkKit
import MotionCurves

extension CurveCommand {
  /// The folder `--plot` draws into: the folder of `--out`.
  var plotDirectory: String { out.map(AtomicFile.directory(of:)) ?? "." }

  /// Draws the pictures of what this command wrote (`--plot`), as `motion-bench plot` draws the
  /// file: the animations overlaid. The targets and settling times are the motions' own (a
  /// spring's exact settling time; for other motions the first frame after which the value stays
  /// within the band), so nothing is read back or fitted.
  ///
  /// - Parameters:
  ///   - curves: The sampled animations, as written.
  ///   - motions: Their motions.
  ///   - frames: The frames they were sampled at.
  ///   - gnuplot: The gnuplot executable, located before sampling.
  /// - Throws: ``UsageError`` when pictures would share a name; ``GnuplotError``.
  func plotCurves(_ curves: [Curve], motions: [Motion], frames: Frames, gnuplot: String) throws {
    // Force-unwrap is safe: validate() requires --out FILE with --plot.
    let path = out!
    let fileName = PlotInput.fileName(of: path)
    let t = frames.range.map(frames.time)
    var pictured: [CurvePictures.Curve] = []
    for (animation, (curve, motion)) in zip(animations, zip(curves, motions)) {
      let values = curve.samples.values
      // The legend `motion-bench plot` reads from the file: the animation when the file names it,
      // else the solver of an --errors file, else the file.
      let name =
        layout == .wide || animations.count > 1 ? animation.source : withErrors ? solver.description : fileName
      var settle: Double?
      if case .spring(let m) = motion {
        let time = Self.settlingTime(m)
        settle = time.isFinite ? time : nil
      } else {
        settle = CurvePictures.bandEntry(t: t, value: values, target: motion.target, epsilon: CurvePictures.epsilon)
      }
      pictured.append(
        CurvePictures.Curve(
          name: name, fileName: fileName, t: t, value: values, velocity: curve.samples.velocities,
          target: motion.target, settle: settle, fitted: motion.isSpring,
          valueError: curve.reference.map { zip(values, $0.values).map(-) },
          velocityError: curve.reference.map { zip(curve.samples.velocities, $0.velocities).map(-) }))
    }
    let pictures = CurvePictures(
      pictured, stems: [PlotInput.stem(of: path)], fileNames: [fileName], targetSource: "each animation's own",
      terminal: GnuplotTerminal())
    var plan = PlotCommand.Plan(notes: pictures.notes)
    try plan.add(pictures.pictures, to: plotDirectory)
    try PlotCommand.draw(plan, executable: gnuplot, format: .png)
  }
}

extension Motion {
  /// Whether the motion is a spring's.
  fileprivate var isSpring: Bool {
    if case .spring = self { true } else { false }
  }
}
