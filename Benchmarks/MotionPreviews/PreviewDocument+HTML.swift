import BenchmarkKit

extension PreviewDocument {
  /// The slow-motion choices the page offers (the command's `--speed` is preselected).
  static let rates = [1, 0.5, 0.25, 0.1]

  /// A page holding the preview with play, pause and a frame scrubber, and a slow-motion
  /// choice. The SVG is drawn at speed 1 and paused; the page's script sets its time, so the
  /// rate is the page's and a scrubbed frame shows exactly that frame.
  ///
  /// - Returns: A standalone HTML document (no file is loaded from elsewhere).
  package func html() -> String {
    let recording = panels[0].recording
    var rates = Self.rates
    if !rates.contains(speed) { rates.append(speed) }
    let options = rates.sorted(by: >).map { rate in
      "<option value=\"\(SVGText.number(rate, decimals: 6))\"\(rate == speed ? " selected" : "")>"
        + "\(SVGText.number(rate, decimals: 6))×</option>"
    }.joined()
    let title = "motion-bench preview \(kind.name): " + panels.map(\.label.oneLine).joined(separator: " | ")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(SVGText.escaped(title))</title>
      <style>
      body { font: 14px -apple-system, 'Helvetica Neue', 'DejaVu Sans', sans-serif; margin: 16px; color: #1C1C1E; }
      .controls { display: flex; gap: 12px; align-items: center; margin: 12px 0; }
      .controls input[type=range] { width: \(SVGText.number(width * 0.6))px; }
      output { font-variant-numeric: tabular-nums; min-width: 12em; }
      </style>
      </head>
      <body>
      \(svg(rate: 1))
      <div class="controls">
      <button id="play" type="button">Pause</button>
      <input id="scrub" type="range" min="0" max="\(recording.frames - 1)" step="1" value="0" aria-label="frame">
      <label>Speed <select id="speed">\(options)</select></label>
      <output id="time"></output>
      </div>
      <script>
      (() => {
        const svg = document.querySelector('svg.motion-preview');
        const hz = Number(svg.dataset.hz), frames = Number(svg.dataset.frames);
        const duration = frames / hz;
        const play = document.getElementById('play'), scrub = document.getElementById('scrub');
        const speed = document.getElementById('speed'), time = document.getElementById('time');
        let playing = true, t = 0, last = null;
        svg.pauseAnimations();
        function show() {
          svg.setCurrentTime(t);
          const frame = Math.min(frames - 1, Math.floor(t * hz + 1e-9));
          scrub.value = frame;
          time.textContent = 't = ' + t.toFixed(3) + ' s, frame ' + frame;
        }
        // While paused the page leaves the time alone, so a scrubbed (or script-set) frame stays.
        function tick(now) {
          if (playing) {
            if (last !== null) t = (t + (now - last) / 1000 * Number(speed.value)) % duration;
            show();
          }
          last = now;
          requestAnimationFrame(tick);
        }
        play.addEventListener('click', () => {
          playing = !playing;
          play.textContent = playing ? 'Pause' : 'Play';
        });
        scrub.addEventListener('input', () => {
          playing = false;
          play.textContent = 'Play';
          t = Number(scrub.value) / hz;
          show();
        });
        window.motionPreview = {
          pause() { playing = false; play.textContent = 'Play'; },
          seek(seconds) { t = seconds; show(); }
        };
        requestAnimationFrame(tick);
      })();
      </script>
      </body>
      </html>

      """
  }
}
