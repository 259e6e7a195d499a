import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// The interaction models against their definitions, and the default against the scripts the
/// scene generator wrote before the model was a choice.
@Suite("Interaction models", .tags(.unit))
struct InteractionModelTests {
  /// An action as the fixture writes it.
  static func text(_ action: SelectorAction) -> String {
    switch action {
    case .tap(let index): "tap \(index)"
    case .press(let index): "press \(index)"
    case .release(let index): "release \(index)"
    case .autoplay: "autoplay"
    }
  }

  @Test("The default model writes exactly the scripts of 347a174 (36 selectors, 3 seeds)")
  func defaultReproducesOldScripts() throws {
    #expect(SceneConfiguration().interaction == .default)
    let scripts = try DefaultScriptsFixture.scripts()
    #expect(scripts.count == 36)
    for old in scripts {
      let scene = SceneConfiguration(seconds: Double(old.seconds), hz: Double(old.hz), seed: old.seed)
      var (kind, reduceMotion, script) = scene.setup(ofSelector: old.selector)
      var events: [String] = []
      while let event = script.next() { events.append("\(event.frame):\(Self.text(event.action))") }
      #expect(kind.name == old.kind && reduceMotion == old.reduceMotion, "seed \(old.seed) #\(old.selector)")
      #expect(events.joined(separator: "; ") == old.events, "seed \(old.seed) #\(old.selector)")
    }
  }

  /// A scene of `selectors` selectors of one kind that runs long enough for every selector's
  /// first taps (1 Hz frames, 10⁶ s).
  static func longScene(_ model: InteractionModel, kind: Component, selectors: Int) -> SceneConfiguration {
    SceneConfiguration(
      selectors: selectors, seconds: 1e6, hz: 1, components: ComponentMix(kind), interaction: model)
  }

  /// Each selector's first `count` user actions, with their times.
  static func userActions(_ scene: SceneConfiguration, count: Int) -> [[(time: Double, action: SelectorAction)]] {
    (0..<scene.selectors).map { index in
      var (_, _, script) = scene.setup(ofSelector: index)
      var actions: [(time: Double, action: SelectorAction)] = []
      while actions.count < count, let (time, event) = script.nextTimed() {
        if event.action != .autoplay { actions.append((time, event.action)) }
      }
      return actions
    }
  }

  @Test("poisson:4 on the radio: gaps at least 0.05 s, mean 1/4 s and e⁻¹ of them above it, within 5 standard errors")
  func poissonRate() throws {
    let model = try InteractionModel(parsingTaps: "poisson:4")
    let scene = Self.longScene(model, kind: .radio, selectors: 100)
    let gaps = Self.userActions(scene, count: 101).flatMap { taps in
      zip(taps.dropFirst(), taps).map { $0.time - $1.time }
    }
    let n = Double(gaps.count)
    #expect(gaps.count == 10_000)
    #expect(gaps.allSatisfy { $0 >= 0.05 - 1e-12 })
    // Gaps are 0.05 s + Exp(mean m) with m = 1/4 − 0.05: mean 1/4, standard deviation m.
    let m = 0.25 - 0.05
    let mean = gaps.reduce(0, +) / n
    #expect(abs(mean - 0.25) <= 5 * m / n.squareRoot(), "mean gap \(mean)")
    let above = Double(gaps.filter { $0 > 0.25 }.count) / n
    let p = 0.36787944117144233  // e⁻¹: P(Exp(m) > m)
    #expect(abs(above - p) <= 5 * (p * (1 - p) / n).squareRoot(), "share above the mean \(above)")
  }

  @Test("poisson:2 on the segmented selector: release to press 1/2 s on average, holds in 0.05–0.25 s")
  func poissonSegmented() throws {
    let scene = Self.longScene(try InteractionModel(parsingTaps: "poisson:2"), kind: .segmented, selectors: 50)
    var gaps: [Double] = []
    var holds: [Double] = []
    for actions in Self.userActions(scene, count: 201) {
      for (a, b) in zip(actions, actions.dropFirst()) {
        switch (a.action, b.action) {
        case (.press(let i), .release(let j)):
          #expect(i == j)
          holds.append(b.time - a.time)
        case (.release, .press): gaps.append(b.time - a.time)
        default: Issue.record("\(a.action) then \(b.action)")
        }
      }
    }
    let n = Double(gaps.count)
    let mean = gaps.reduce(0, +) / n
    #expect(abs(mean - 0.5) <= 5 * 0.45 / n.squareRoot(), "mean gap \(mean)")
    #expect(holds.allSatisfy { (0.05...0.25).contains($0) })
    // Uniform on [0.05, 0.25]: mean 0.15, standard deviation 0.2/√12.
    let meanHold = holds.reduce(0, +) / Double(holds.count)
    #expect(abs(meanHold - 0.15) <= 5 * 0.2 / 12.0.squareRoot() / Double(holds.count).squareRoot())
  }

  @Test("burst:3@0.1: taps exactly 0.1 s apart in a burst; bursts 0.05 s + Exp(0.8 s) apart")
  func bursts() throws {
    let model = try InteractionModel(parsingTaps: "burst:3@0.1")
    let scene = Self.longScene(model, kind: .radio, selectors: 100)
    var between: [Double] = []
    for taps in Self.userActions(scene, count: 61) {
      for k in 1..<taps.count {
        let gap = taps[k].time - taps[k - 1].time
        // Taps 0, 1, 2 form the first burst, 3, 4, 5 the second, …
        if k % 3 == 0 { between.append(gap) } else { #expect(abs(gap - 0.1) < 1e-9, "gap \(gap) at tap \(k)") }
      }
    }
    let n = Double(between.count)
    #expect(between.count == 2_000 && between.allSatisfy { $0 >= 0.05 - 1e-12 })
    let mean = between.reduce(0, +) / n
    #expect(abs(mean - 0.85) <= 5 * 0.8 / n.squareRoot(), "mean gap between bursts \(mean)")
  }

  @Test("burst:2@0.3 on the segmented selector: the release to the next press is exactly 0.3 s inside a burst")
  func segmentedBursts() throws {
    let scene = Self.longScene(try InteractionModel(parsingTaps: "burst:2@0.3"), kind: .segmented, selectors: 20)
    for actions in Self.userActions(scene, count: 40) {
      // press, release, press, release: the burst's gap is between actions 1 and 2.
      for start in stride(from: 0, to: actions.count - 3, by: 4) {
        #expect(abs(actions[start + 2].time - actions[start + 1].time - 0.3) < 1e-9)
      }
    }
  }

  @Test("Each model prints itself in one line, starting with the option text that parses back to it")
  func descriptions() throws {
    let lines = [
      "default": "taps default (gaps 0.05 s + exponential mean 0.8 s)",
      "poisson:4": "taps poisson:4 (4 taps/s: gaps 0.05 s + exponential mean 0.2 s)",
      "poisson:3": "taps poisson:3 (3 taps/s: gaps 0.05 s + exponential mean 0.2833 s)",
      "burst:3@0.1": "taps burst:3@0.1 (3 taps 0.1 s apart; bursts 0.05 s + exponential mean 0.8 s apart)",
      "exponential:0.5": "taps exponential:0.5 (gaps 0.05 s + exponential mean 0.5 s)",
    ]
    let rest = "; presses held 0.05–0.25 s; 10 % Reduce Motion; auto-play every 1.1 s until the first tap"
    for (text, line) in lines {
      let model = try InteractionModel(parsingTaps: text)
      #expect(model.description == line + rest)
      #expect(model.tapsText == text && model.arguments == ["--taps", text])
      #expect(try InteractionModel(parsingTaps: model.tapsText ?? "") == model)
    }
    #expect(try InteractionModel(parsingTaps: "exponential:0.8") == .default)
  }

  /// `--taps` texts that name no model or a parameter out of range, and a phrase of each message.
  static let refusedTapTexts: [(text: String, phrase: String)] = [
    ("gauss:1", "'gauss:1' is no tap model; give default, exponential:MEAN"),
    ("poisson", "is no tap model"),
    ("", "is no tap model"),
    ("poisson:0", "poisson rate must be taps per second from 0.001 to 20"),
    ("poisson:21", "poisson rate must be taps per second from 0.001 to 20"),
    ("poisson:nan", "poisson rate must be"),
    ("poisson:inf", "poisson rate must be"),
    ("poisson:-1", "poisson rate must be"),
    ("poisson:1e-300", "poisson rate must be"),
    ("burst:3", "burst must be N@GAP"),
    ("burst:0@0.1", "burst taps must be an integer from 1 to 1000"),
    ("burst:1001@0.1", "burst taps must be an integer from 1 to 1000"),
    ("burst:2.5@0.1", "burst taps must be an integer"),
    ("burst:3@0.01", "burst gap must be seconds from the minimum gap 0.05 to 1000"),
    ("burst:3@nan", "burst gap must be"),
    ("burst:3@1e9", "burst gap must be"),
    ("exponential:-1", "mean gap must be a number of seconds from 0 to 1000"),
  ]

  @Test(
    "Unknown models and parameters out of range are refused, naming what is allowed", arguments: refusedTapTexts.indices
  )
  func refusedTaps(_ index: Int) {
    let (text, phrase) = Self.refusedTapTexts[index]
    do {
      let model = try InteractionModel(parsingTaps: text)
      Issue.record("accepted '\(text)' as \(model)")
    } catch {
      #expect(error.description.contains(phrase), "\(error)")
    }
  }
}
