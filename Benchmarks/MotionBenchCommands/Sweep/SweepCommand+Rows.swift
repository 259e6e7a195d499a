import BenchmarkKit
import BenchmarkPictures
import Dispatch
import Glibc
import MotionCurves
import SpringTuning

extension SweepCommand {
  /// Appends the rows of a shard's grid points `range` (counted within the shard; the grid is
  /// bounce-major) to `bytes`, without allocating once `bytes` has grown to a chunk's size.
  func format(points range: Range<Int>, of shard: Shard, into bytes: inout [UInt8]) {
    let lanes = SwiftUIRuntimeSpring.endingLanes
    withUnsafeTemporaryAllocation(of: SwiftUIRuntimeSpring.self, capacity: lanes) { springs in
      withUnsafeTemporaryAllocation(of: SwiftUIRuntimeSpring.Ending.self, capacity: lanes) { endings in
        format(points: range, of: shard, into: &bytes, springs: springs, endings: endings)
      }
    }
  }

  /// ``format(points:of:into:)`` with scratch space for ``SwiftUIRuntimeSpring/endingLanes`` springs
  /// and their endings, which are computed side by side.
  private func format(
    points range: Range<Int>, of shard: Shard, into bytes: inout [UInt8],
    springs: UnsafeMutableBufferPointer<SwiftUIRuntimeSpring>,
    endings: UnsafeMutableBufferPointer<SwiftUIRuntimeSpring.Ending>
  ) {
    let columns = valueColumns
    // Released from rest, every duration of one bounce scales the metrics of a 1 s spring.
    var perSecond: (bounceIndex: Int, metrics: SpringMetrics)?
    for local in range {
      let lane = (local - range.lowerBound) % springs.count
      if lane == 0 {
        swiftUIEndings(points: local..<min(range.upperBound, local + springs.count), of: shard, springs, endings)
      }
      let index = shard.ordinal(local)
      let bounceIndex = index / durations.count
      let bounce = bounces.value(bounceIndex)
      let duration = durations.value(index % durations.count)
      let m: SpringMetrics
      if velocity == 0 {
        if perSecond?.bounceIndex != bounceIndex { perSecond = (bounceIndex, measure(duration: 1, bounce: bounce)) }
        m = perSecond!.metrics.scaled(by: duration)
      } else {
        m = measure(duration: duration, bounce: bounce)
      }
      let ending = endings[lane]
      let device = rendering == .device ? deviceMetrics(duration: duration, bounce: bounce) : nil
      func value(_ i: Int) -> Double {
        guard i >= SweepColumns.metrics.count else { return Self.metric(i, of: m, ending) }
        guard let device else { return .nan }
        switch i - SweepColumns.metrics.count {
        case 0: return device.settleTime
        case 1: return device.overshoot
        default: return device.overshootDistance
        }
      }
      switch layout {
      case .wide:
        row(bounce, duration, into: &bytes) { bytes in
          for i in columns.indices {
            bytes.append(UInt8(ascii: ","))
            CSVWriter.appendNumber(value(i), to: &bytes)
          }
        }
      case .long:
        for i in columns.indices {
          row(bounce, duration, into: &bytes) { bytes in
            bytes.append(UInt8(ascii: ","))
            bytes.append(contentsOf: columns[i].utf8)
            bytes.append(UInt8(ascii: ","))
            CSVWriter.appendNumber(value(i), to: &bytes)
          }
        }
      }
    }
  }

  /// What the device shows of one spring over ``device``'s move at the sweep's velocity and epsilon.
  private func deviceMetrics(duration: Double, bounce: Double) -> DeviceMetrics? {
    // validate() measured a spring with this move, epsilon and velocity.
    (try? Spring(duration: duration, bounce: bounce)).flatMap {
      try? DeviceMetrics($0, device: device, epsilon: epsilon, initialVelocity: velocity)
    }
  }

  /// The metrics of one spring at the sweep's velocity and epsilon.
  private func measure(duration: Double, bounce: Double) -> SpringMetrics {
    // Force-try is safe: validate() measured the grid's corners with this velocity and epsilon,
    // and every point lies between them.
    try! SpringMetrics(Spring(duration: duration, bounce: bounce), initialVelocity: velocity, epsilon: epsilon)
  }

  /// When SwiftUI's runtime ends `.spring(duration:bounce:)` of a shard's grid points `points`
  /// (at most `springs.count`, counted within the shard) moving through ``device``'s change released
  /// at ``velocity`` changes per second, at its frame rate: written to `endings` from index 0.
  private func swiftUIEndings(
    points: Range<Int>, of shard: Shard, _ springs: UnsafeMutableBufferPointer<SwiftUIRuntimeSpring>,
    _ endings: UnsafeMutableBufferPointer<SwiftUIRuntimeSpring.Ending>
  ) {
    for lane in 0..<points.count {
      let index = shard.ordinal(points.lowerBound + lane)
      // Force-try is safe: validation keeps bounce in (−1, 1] and durations positive, and one
      // component at the default step rate is valid.
      let fluid = try! FluidSpring(
        duration: durations.value(index % durations.count), bounce: bounces.value(index / durations.count))
      springs.initializeElement(at: lane, to: try! SwiftUIRuntimeSpring(fluid))
    }
    let group = UnsafeBufferPointer(rebasing: springs[0..<points.count])
    do {
      try SwiftUIRuntimeSpring.endings(
        of: group, displacement: -device.change, velocity: velocity * device.change, start: device.releaseTime,
        hz: device.hz,
        into: UnsafeMutableBufferPointer(rebasing: endings[0..<points.count]))
    } catch {
      // Change, velocity and hz are validated; only a velocity·change beyond a double throws, and never ends.
      for lane in 0..<points.count { endings[lane] = .never }
    }
  }

  /// The value of column `SweepColumns.metrics[i]`.
  static func metric(_ i: Int, of m: SpringMetrics, _ ending: SwiftUIRuntimeSpring.Ending) -> Double {
    switch i {
    case 0: m.overshoot
    case 1: m.peakTime
    case 2: m.riseTime
    case 3: m.settleTime
    case 4: m.settleEnvelope
    case 5: m.oscillations
    case 6: m.peakVelocity
    case 7: ending.time
    default: ending.jump
    }
  }

  /// `bounce,duration` + the rest + newline.
  private func row(_ bounce: Double, _ duration: Double, into bytes: inout [UInt8], _ rest: (inout [UInt8]) -> Void) {
    CSVWriter.appendNumber(bounce, to: &bytes)
    bytes.append(UInt8(ascii: ","))
    CSVWriter.appendNumber(duration, to: &bytes)
    rest(&bytes)
    bytes.append(UInt8(ascii: "\n"))
  }
}
