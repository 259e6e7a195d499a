/// The C library functions the roofline's C microkernel can time: `exp`, `expm1` and `sin` +
/// `cos` (`sincos`) in `double` and in `long double`.
package enum CLibraryFunction: CaseIterable, Sendable {
  case exp
  case expm1
  case sincos
  case expl
  case sincosl
}
