import CGSL

extension ODEError {
  /// Maps a failed GSL status to a named error.
  ///
  /// - Parameters:
  ///   - status: the status returned by `operation`, not `GSL_SUCCESS`.
  ///   - operation: the GSL function that returned it.
  ///   - t: the time of the last accepted step.
  ///   - step: the step size GSL last tried.
  ///   - failure: the callback failure recorded by the system box, if any.
  init(gslStatus status: Int32, operation: String, t: Double, step: Double, failure: SystemFailure?) {
    if Int(status) == GSL_EBADFUNC, let failure {
      self = .nonFiniteOutput(failure.function, t: failure.t)
      return
    }
    switch Int(status) {
    case GSL_ENOPROG, GSL_FAILURE:
      self = .stepSizeUnderflow(t: t, step: step)
    case GSL_EINVAL:
      self = .invalidArgument(operation: operation)
    case GSL_ENOMEM:
      self = .outOfMemory(operation: operation)
    default:
      self = .gsl(code: Int(status), name: GSL.statusName(status), operation: operation)
    }
  }
}

/// The first callback of a step that produced a non-finite value.
struct SystemFailure {
  var function: ODEError.SystemFunction
  var t: Double
}
