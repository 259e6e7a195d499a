import Foundation

/// The names in a directory, sorted.
func directoryEntries(_ directory: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// The contents of a file as UTF-8 text.
func fileText(_ path: String) throws -> String {
  try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

/// Writes text to a file (test fixtures only; not atomic).
func writeFixture(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Whether two Doubles agree to within a relative 1e-12 (for hand-computed
/// values whose last bit depends on evaluation order).
func isClose(_ actual: Double, _ expected: Double) -> Bool {
  abs(actual - expected) <= 1e-12 * max(1, abs(expected))
}
