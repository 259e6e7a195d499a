/// One panel of a preview: a recording, its label, and the `motion-bench trace` arguments that
/// write the same values (so a checker can compare the picture with the trace).
package struct PreviewPanel: Sendable {
  let label: PreviewLabel
  let traceArguments: [String]
  let recording: PreviewRecording

  /// A panel.
  ///
  /// - Parameters:
  ///   - label: What the panel animates, in words.
  ///   - traceArguments: The `motion-bench trace` arguments that write the same values.
  ///   - recording: The simulated selector.
  package init(label: PreviewLabel, traceArguments: [String], recording: PreviewRecording) {
    self.label = label
    self.traceArguments = traceArguments
    self.recording = recording
  }
}
