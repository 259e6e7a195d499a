import CGSL

/// Process-wide setup of the GNU Scientific Library.
public enum GSL {
  /// Runs once, thread-safely, on first use (Swift initializes `static let` with `swift_once`).
  private static let errorHandlerDisabled: Void = {
    _ = gsl_set_error_handler_off()
  }()

  /// Turns GSL's default error handler off so that GSL reports errors through return codes
  /// instead of calling `abort()`.
  ///
  /// Idempotent and thread-safe. Every public entry point of `MotionODE` that reaches GSL calls
  /// it, so callers never need to; it is public for code that wants GSL configured up front.
  public static func initialize() {
    errorHandlerDisabled
  }

  /// GSL's description of a status code (`gsl_strerror`), such as "input domain error".
  static func statusName(_ status: Int32) -> String {
    String(cString: gsl_strerror(status))
  }
}
