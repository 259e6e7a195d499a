import CBenchmarkKit
import Glibc

/// Pins the calling thread to one CPU for the duration of a closure.
package enum ThreadAffinity {
  /// The CPUs the calling thread may run on, in ascending order (empty when unknown).
  package static func allowedCPUs() -> [Int] {
    var mask = cpu_set_t()
    guard motionbench_get_thread_affinity(&mask) == 0 else { return [] }
    return withUnsafeBytes(of: &mask) { bytes in
      (0..<(bytes.count * 8)).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
    }
  }

  /// How many CPUs the calling thread may run on, as `nproc` counts them: those of its affinity
  /// mask (`taskset`, a container's CPU set), or the online cores when the mask cannot be read;
  /// at least 1.
  package static var usableCPUCount: Int {
    let allowed = allowedCPUs().count
    return max(1, allowed > 0 ? allowed : Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// Runs `body` with the calling thread pinned to `cpu`, then restores its previous mask.
  ///
  /// When the mask cannot be read or set (the CPU is not allowed, or the system refuses),
  /// `body` runs unpinned.
  ///
  /// - Parameters:
  ///   - cpu: The CPU number, as in `/proc/cpuinfo`'s `processor`.
  ///   - body: The work to run pinned.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package static func pinned<Result>(to cpu: Int, _ body: () throws -> Result) rethrows -> Result {
    var previous = cpu_set_t()
    var single = cpu_set_t()
    let bits = MemoryLayout<cpu_set_t>.size * 8
    guard cpu >= 0, cpu < bits, motionbench_get_thread_affinity(&previous) == 0 else { return try body() }
    withUnsafeMutableBytes(of: &single) { $0[cpu / 8] = 1 << (cpu % 8) }
    guard motionbench_set_thread_affinity(&single) == 0 else { return try body() }
    defer { _ = motionbench_set_thread_affinity(&previous) }
    return try body()
  }
}
