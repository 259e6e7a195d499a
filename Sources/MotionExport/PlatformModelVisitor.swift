/// Code run with a platform's model type (``ExportPlatform/withModel(_:)``), which the exhaustive
/// switch there calls with each concrete type, so that the code is specialized for it.
protocol PlatformModelVisitor {
  /// What a visit returns.
  associatedtype Result

  /// Runs with the platform's model type.
  ///
  /// - Parameter type: The model type.
  /// - Returns: The visit's result.
  func visit<Model: PlatformSpringModel>(_ type: Model.Type) -> Result
}
