/// One panel of a preview: a recording, its label, and the `motion-bench trace` arguments that
/// write the same values (so a checker can compare the picture with the trace).
struct PreviewPanel: Sendable {
  let label: PreviewLabel
  let traceArguments: [String]
  let recording: PreviewRecording
}
