/// Consumes a value in a way the optimiser cannot see through, so the
/// computation that produced it cannot be removed as dead code.
///
/// The function is deliberately *not* `@inlinable`: its body must stay opaque
/// to callers in other modules. `@inline(never)` keeps the call, and
/// `@_optimize(none)` keeps the compiler from proving the call has no effect
/// (the same technique as package-benchmark's `blackHole`).
///
/// - Parameter value: The value to keep alive.
@inline(never) @_optimize(none)
package func blackHole<T>(_ value: T) {}
