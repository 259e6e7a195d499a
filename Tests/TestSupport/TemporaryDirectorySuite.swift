/// A suite whose tests each work in a fresh ``TemporaryDirectory``: Swift Testing makes one suite
/// instance per test, so a stored `scratch` is made before the test and removed after it.
public protocol TemporaryDirectorySuite {
  /// The instance's directory.
  var scratch: TemporaryDirectory { get }
}

extension TemporaryDirectorySuite {
  /// The path of ``scratch``.
  public var directory: String { scratch.path }
}
