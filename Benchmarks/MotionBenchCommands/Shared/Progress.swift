import BenchmarkKit

/// Progress for long phases, on stderr.
func progress(_ message: String) {
  printError("[motion-bench] \(message)")
}
