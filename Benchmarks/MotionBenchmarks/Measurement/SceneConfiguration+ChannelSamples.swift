import SelectorSimulation

extension SceneConfiguration {
  /// Channel-samples the scene produces: Σ over selectors of channels × frames.
  func channelSamples() -> Int {
    (0..<selectors).reduce(0) { $0 + setup(ofSelector: $1).kind.channelCount } * frameCount
  }
}
