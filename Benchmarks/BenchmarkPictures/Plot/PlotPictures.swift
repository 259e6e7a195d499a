import BenchmarkKit

/// The pictures drawn from one input (or, for curves, from all curve inputs together).
protocol PlotPictures {
  /// The pictures, each with its script and data.
  var pictures: [GnuplotPicture] { get }
  /// Why a picture of this kind was left out, for standard error.
  var notes: [String] { get }
}
