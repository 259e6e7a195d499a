import BenchmarkDashboard
import MotionCurves
import MotionExport
import SpringTuning

extension SweepExplorer {
  /// The page: markup, the data as one inline JSON block, and the script that draws it. It loads
  /// nothing from the network.
  ///
  /// - Parameter threads: Worker threads for the points' moves and code.
  /// - Returns: The HTML text.
  /// - Throws: ``CurveError`` for a grid point that is not a spring (a sweep validated them).
  func page(threads: Int) throws -> String {
    let motions = try motions(threads: threads)
    func numbers(_ values: [Double]) -> String {
      "["
        + values.map { $0.isFinite ? SpringExpression.format($0, significantDigits: 5) : "null" }
        .joined(separator: ",") + "]"
    }
    func strings(_ values: [String]) -> String { "[" + values.map(DashboardText.json).joined(separator: ",") + "]" }
    let replays = replays.map { replay in
      "{\"selector\":\(replay.selector),\"command\":\(DashboardText.json(SceneReplay.shellLine(replay.arguments))),"
        + "\"arguments\":\(strings(replay.arguments)),\"channels\":\(strings(replay.channels)),"
        + "\"t\":\(numbers(replay.times)),\"series\":[\(replay.series.map(numbers).joined(separator: ","))],"
        + "\"events\":[\(replay.events.map { "[\(numbers([$0.time])),\(DashboardText.json($0.label))]" }.joined(separator: ","))]}"
    }
    let points = motions.map { motion in
      "{\"duration\":\(DashboardText.json("\(motion.duration)")),\"bounce\":\(DashboardText.json("\(motion.bounce)")),"
        + "\"t\":\(numbers(motion.times)),\"device\":\(numbers(motion.device)),"
        + "\"closed\":\(numbers(motion.closedForm)),\"code\":\(strings(motion.code))}"
    }
    let bounds = bounds.map { "\(DashboardText.json($0.column)):\(DashboardText.json(Optional($0.limit)))" }
    let data =
      "{\"bounces\":\(strings(bounces.map { "\($0)" })),\"durations\":\(strings(durations.map { "\($0)" })),"
      + "\"columns\":\(strings(columns)),\"fields\":[\(fields.map(strings).joined(separator: ","))],"
      + "\"bounds\":{\(bounds.joined(separator: ","))},\"unit\":\(DashboardText.json(move.unit)),"
      + "\"change\":\(DashboardText.json(Optional(move.change))),"
      + "\"platforms\":\(strings(Self.platforms.map(\.rawValue))),\"points\":[\(points.joined(separator: ",\n"))],"
      + "\"replays\":[\(replays.joined(separator: ",\n"))]}"
    let options = columns.map { column in
      "<option value=\"\(DashboardText.escaped(column))\"\(column == defaultColumn ? " selected" : "")>"
        + "\(DashboardText.escaped(column))</option>"
    }.joined()
    let start = startingPoint
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(DashboardText.escaped(title))</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>\(Self.style)</style></head>
      <body>
      <h1>\(DashboardText.escaped(title))</h1>
      \(context.map { "<p class=\"context\">\(DashboardText.escaped($0))</p>" }.joined(separator: "\n"))
      <div class="controls">
      <label>bounce <input type="range" id="bounce" min="0" max="\(bounces.count - 1)" step="1" \
      value="\(start / durations.count)"> <output id="bounce-value"></output></label>
      <label>duration <input type="range" id="duration" min="0" max="\(durations.count - 1)" step="1" \
      value="\(start % durations.count)"> <output id="duration-value"></output> s</label>
      <label>map <select id="metric">\(options)</select></label>
      </div>
      <main>
      <section><h2>The grid</h2><svg id="map" role="img" aria-label="the chosen metric over the grid"></svg>
      <p class="note" id="map-note"></p></section>
      <section><h2 id="spring"></h2><table id="metrics"><tbody></tbody></table>
      <h2>One move of \(DashboardText.escaped(SpringExpression.format(move.change, significantDigits: 6))) \
      \(DashboardText.escaped(move.unit)) from rest</h2>
      <svg id="curve" role="img" aria-label="the device's frames and the closed form of one move"></svg>
      <p class="note"><span class="key device"></span> the device's frames (SwiftUI's runtime at \
      \(SpringExpression.format(move.hz, significantDigits: 6)) Hz) \
      <span class="key closed"></span> the closed form</p></section>
      </main>
      \(replays.isEmpty ? "" : """
        <section id="worst"><h2 id="worst-title"></h2><svg id="replay" role="img" \
        aria-label="the worst selector's channels around its worst move"></svg>
        <p class="note">The selector whose move overshoots most with this spring, from 0.5 s before that move to \
        1.5 s after it; grey lines mark its taps. The same frames, in full: <code id="worst-command"></code></p></section>
        """)
      <section><h2>On other platforms</h2><div id="code"></div></section>
      <script type="application/json" id="data">\(data)</script>
      <script>\(Self.script)</script>
      </body></html>

      """
  }

  /// The column the map shows first: the first of overshoot, settle and end time the sweep has.
  var defaultColumn: String {
    ["settle_after_last_p95", "overshoot_max", "settle_time", "device_settle_time"].first(where: columns.contains)
      ?? columns.first ?? ""
  }

  /// The grid point the sliders start at: the middle of the grid.
  var startingPoint: Int { (bounces.count / 2) * durations.count + durations.count / 2 }

  static let style = """
    body{font:14px system-ui,sans-serif;margin:1.5em;color:#222;max-width:1200px}
    h1{font-size:1.3em}h2{font-size:1.05em;margin:.6em 0 .3em}
    .context,.note{color:#555;margin:.2em 0}
    .controls{display:flex;gap:2em;flex-wrap:wrap;margin:1em 0;position:sticky;top:0;background:#fff;padding:.4em 0}
    .controls input{width:220px;vertical-align:middle}output{font-variant-numeric:tabular-nums}
    main{display:grid;grid-template-columns:minmax(300px,1fr) minmax(300px,1fr);gap:2em}
    svg{width:100%;max-width:520px;height:auto;display:block}#map rect.cell{cursor:pointer}#map text{font-size:11px}#replay{max-width:none}
    table{border-collapse:collapse}td,th{padding:.15em .8em .15em 0;text-align:left;font-variant-numeric:tabular-nums}
    tr.broken td{color:#b00020}
    pre{background:#f5f5f5;padding:.5em;overflow-x:auto;white-space:pre-wrap;word-break:break-all;margin:.2em 0 .8em}
    .key{display:inline-block;width:2em;height:0;border-top:2px solid #1f77b4;vertical-align:middle}
    .key.closed{border-top:2px dashed #d62728}
    """

  static let script = """
    'use strict';
    (() => {
    const data = JSON.parse(document.getElementById('data').textContent);
    const nb = data.bounces.length, nd = data.durations.length;
    const bounce = document.getElementById('bounce'), duration = document.getElementById('duration');
    const metric = document.getElementById('metric'), map = document.getElementById('map');
    const svg = 'http://www.w3.org/2000/svg';
    const meets = data.columns.indexOf('meets_bounds');
    function node(name, attributes, parent) {
      const element = document.createElementNS(svg, name);
      for (const key in attributes) element.setAttribute(key, attributes[key]);
      if (parent) parent.appendChild(element);
      return element;
    }
    function colour(t) {
      const stops = [[68,1,84],[59,82,139],[33,145,140],[94,201,98],[253,231,37]];
      const x = Math.min(1, Math.max(0, t)) * (stops.length - 1), i = Math.min(stops.length - 2, Math.floor(x));
      const f = x - i, c = stops[i].map((v, k) => Math.round(v + (stops[i + 1][k] - v) * f));
      return 'rgb(' + c.join(',') + ')';
    }
    const cell = Math.max(4, Math.floor(420 / Math.max(nb, nd))), left = 52, top = 8;
    const width = left + nd * cell + 8, height = top + nb * cell + 40;
    map.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
    const cells = [];
    for (let b = 0; b < nb; b++) for (let d = 0; d < nd; d++) {
      const rect = node('rect', {x: left + d * cell, y: top + (nb - 1 - b) * cell, width: cell, height: cell,
        class: 'cell', 'data-bounce': b, 'data-duration': d}, map);
      rect.addEventListener('click', () => { bounce.value = b; duration.value = d; update(); });
      cells.push(rect);
    }
    function label(x, y, text, anchor) {
      node('text', {x: x, y: y, 'font-size': 10, 'text-anchor': anchor}, map).textContent = text;
    }
    const short = v => Number(Number(v).toPrecision(4)).toString();
    for (const b of new Set([0, Math.floor((nb - 1) / 2), nb - 1])) label(left - 4, top + (nb - 1 - b) * cell + cell / 2 + 4, short(data.bounces[b]), 'end');
    for (const d of new Set([0, Math.floor((nd - 1) / 2), nd - 1])) label(left + d * cell + cell / 2, top + nb * cell + 12, short(data.durations[d]), 'middle');
    label(left + nd * cell / 2, top + nb * cell + 28, 'duration (s) →', 'middle');
    node('text', {x: 10, y: top + nb * cell / 2, 'font-size': 10, transform: 'rotate(-90 10 ' + (top + nb * cell / 2) + ')',
      'text-anchor': 'middle'}, map).textContent = 'bounce →';
    // The region that meets every bound: the edges between a cell that meets them and one that does not.
    const inside = (b, d) => b >= 0 && b < nb && d >= 0 && d < nd && data.fields[b * nd + d][meets] === '1';
    const region = node('path', {class: 'region', fill: 'none', stroke: '#fff', 'stroke-width': 2.5}, map);
    if (meets >= 0) {
      const edges = [];
      for (let b = 0; b < nb; b++) for (let d = 0; d < nd; d++) {
        if (!inside(b, d)) continue;
        const x = left + d * cell, y = top + (nb - 1 - b) * cell;
        if (!inside(b + 1, d)) edges.push('M' + x + ' ' + y + 'h' + cell);
        if (!inside(b - 1, d)) edges.push('M' + x + ' ' + (y + cell) + 'h' + cell);
        if (!inside(b, d - 1)) edges.push('M' + x + ' ' + y + 'v' + cell);
        if (!inside(b, d + 1)) edges.push('M' + (x + cell) + ' ' + y + 'v' + cell);
      }
      region.setAttribute('d', edges.join(''));
    }
    const chosen = node('rect', {width: cell, height: cell, fill: 'none', stroke: '#000', 'stroke-width': 3, class: 'chosen'}, map);
    function drawMap() {
      const column = data.columns.indexOf(metric.value);
      const values = data.fields.map(row => Number(row[column]));
      // Coloured by rank among the finite values, so that a few extreme springs do not wash out the rest.
      const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
      const low = finite[0], high = finite[finite.length - 1];
      const rank = v => { let lo = 0, hi = finite.length; while (lo < hi) { const m = (lo + hi) >> 1; if (finite[m] < v) lo = m + 1; else hi = m; } return lo; };
      values.forEach((v, i) => {
        cells[i].setAttribute('fill', Number.isFinite(v) ? colour(high > low ? rank(v) / Math.max(1, finite.length - 1) : 0.5) : '#bbb');
      });
      document.getElementById('map-note').textContent = metric.value + ' from ' + short(low) + ' (dark) to ' +
        short(high) + ' (bright), coloured by rank' + (finite.length < values.length ? '; grey: never' : '') +
        (meets >= 0 ? '; outlined in white: the springs that meet every bound' : '') +
        '. Click a cell to choose its spring.';
    }
    function curve(point) {
      const plot = document.getElementById('curve');
      plot.replaceChildren();
      const w = 480, h = 240, m = 64, t = point.t, all = point.device.concat(point.closed, [0, data.change]);
      const low = Math.min(...all), high = Math.max(...all), span = high > low ? high - low : 1;
      plot.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
      const x = v => m + (w - m - 8) * v / t[t.length - 1], y = v => h - m + 8 - (h - m) * (v - low) / span;
      node('line', {x1: m, x2: w - 8, y1: y(data.change), y2: y(data.change), stroke: '#999', 'stroke-dasharray': '2 3'}, plot);
      node('line', {x1: m, x2: w - 8, y1: h - m + 8, y2: h - m + 8, stroke: '#333'}, plot);
      node('line', {x1: m, x2: m, y1: 8, y2: h - m + 8, stroke: '#333'}, plot);
      const path = values => values.map((v, i) => x(t[i]).toFixed(2) + ',' + y(v).toFixed(2)).join(' ');
      node('polyline', {points: path(point.device), fill: 'none', stroke: '#1f77b4', 'stroke-width': 2, class: 'device'}, plot);
      node('polyline', {points: path(point.closed), fill: 'none', stroke: '#d62728', 'stroke-width': 1.5,
        'stroke-dasharray': '5 3', class: 'closed'}, plot);
      const text = (xx, yy, s, anchor) => { node('text', {x: xx, y: yy, 'font-size': 11, 'text-anchor': anchor}, plot).textContent = s; };
      text(m - 4, y(data.change) + 4, short(data.change) + ' ' + data.unit, 'end');
      text(m - 4, y(0) + 4, '0', 'end');
      text(w - 8, h - m + 24, t[t.length - 1].toFixed(2) + ' s', 'end');
      text(m, h - m + 24, '0 s', 'start');
    }
    function update() {
      const b = Number(bounce.value), d = Number(duration.value), i = b * nd + d;
      const point = data.points[i];
      document.getElementById('bounce-value').textContent = point.bounce;
      document.getElementById('duration-value').textContent = point.duration;
      document.getElementById('spring').textContent = '.spring(duration: ' + point.duration + ', bounce: ' + point.bounce + ')';
      const body = document.querySelector('#metrics tbody');
      body.replaceChildren();
      data.columns.forEach((column, k) => {
        const row = body.insertRow(), name = row.insertCell(), value = row.insertCell(), bound = row.insertCell();
        name.textContent = column; value.textContent = data.fields[i][k]; value.dataset.metric = column;
        if (column in data.bounds) {
          bound.textContent = '≤ ' + data.bounds[column];
          row.classList.toggle('broken', Number(data.fields[i][k]) > data.bounds[column]);
        }
      });
      chosen.setAttribute('x', left + d * cell);
      chosen.setAttribute('y', top + (nb - 1 - b) * cell);
      curve(point);
      const code = document.getElementById('code');
      code.replaceChildren();
      data.platforms.forEach((platform, k) => {
        const title = document.createElement('h3'), pre = document.createElement('pre');
        title.textContent = platform; pre.textContent = point.code[k]; pre.dataset.platform = platform;
        code.append(title, pre);
      });
      if (data.replays.length) replay(data.replays[i]);
      document.body.dataset.point = i;
    }
    function replay(r) {
      const plot = document.getElementById('replay');
      plot.replaceChildren();
      document.getElementById('worst-title').textContent = 'The worst selector, #' + r.selector;
      document.getElementById('worst-command').textContent = r.command;
      const w = 960, h = 220, m = 48, t = r.t;
      if (!t.length) return;
      const all = [].concat(...r.series), low = Math.min(...all), high = Math.max(...all), span = high > low ? high - low : 1;
      plot.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
      const x = v => m + (w - m - 8) * (v - t[0]) / Math.max(1e-9, t[t.length - 1] - t[0]);
      const y = v => h - 28 - (h - 40) * (v - low) / span;
      node('line', {x1: m, x2: w - 8, y1: h - 28, y2: h - 28, stroke: '#333'}, plot);
      for (const [time, name] of r.events) {
        node('line', {x1: x(time), x2: x(time), y1: 8, y2: h - 28, stroke: '#aaa', 'stroke-dasharray': '3 3'}, plot);
        node('text', {x: x(time) + 3, y: 18, 'font-size': 11, fill: '#555'}, plot).textContent = name;
      }
      const colours = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];
      r.series.forEach((values, k) => {
        node('polyline', {points: values.map((v, i) => x(t[i]).toFixed(2) + ',' + y(v).toFixed(2)).join(' '),
          fill: 'none', stroke: colours[k % colours.length], 'stroke-width': 1.8, 'data-channel': r.channels[k]}, plot);
        node('text', {x: w - 8, y: 34 + 14 * k, 'font-size': 11, 'text-anchor': 'end', fill: colours[k % colours.length]},
          plot).textContent = r.channels[k];
      });
      const text = (xx, yy, s, anchor) => { node('text', {x: xx, y: yy, 'font-size': 11, 'text-anchor': anchor}, plot).textContent = s; };
      text(m - 4, y(high) + 4, short(high), 'end');
      text(m - 4, y(low) + 4, short(low), 'end');
      text(m, h - 12, short(t[0]) + ' s', 'start');
      text(w - 8, h - 12, short(t[t.length - 1]) + ' s', 'end');
    }
    bounce.addEventListener('input', update);
    duration.addEventListener('input', update);
    metric.addEventListener('change', drawMap);
    drawMap();
    update();
    })();
    """
}
