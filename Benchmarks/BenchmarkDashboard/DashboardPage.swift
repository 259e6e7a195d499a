/// The frame of every dashboard page: the document head with its inline style, the links
/// between pages, and the inline script that shows a chart's values on hover and fills the
/// comparison of two runs. Nothing is loaded from elsewhere.
enum DashboardPage {
  /// A whole page.
  ///
  /// - Parameters:
  ///   - title: The page's title (plain text; escaped here).
  ///   - body: The body's HTML.
  ///   - script: Whether the page needs the hover and comparison script.
  /// - Returns: The HTML document.
  static func document(title: String, body: String, script: Bool) -> String {
    head(title: title) + body + tail(script: script)
  }

  /// A page up to its body: written before the body's pieces when a page is written piece
  /// by piece (``DashboardSite/File``).
  ///
  /// - Parameter title: The page's title (plain text; escaped here).
  /// - Returns: The HTML.
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="motion-bench dashboard">
    <title>\(DashboardText.escaped(title))</title>
    <style>\(style)</style>
    </head>
    <body>
    <nav class="top"><a href="index.html">Machines</a> · <a href="regressions.html">Change points</a></nav>

    """
  }

  /// A page after its body.
  ///
  /// - Parameter script: Whether the page needs the hover and comparison script.
  /// - Returns: The HTML.
  static func tail(script: Bool) -> String {
    """

    \(script ? "<div id=\"tip\" class=\"tip\" hidden></div>\n<script>\(self.script)</script>" : "")
    </body>
    </html>

    """
  }

  static let style = """

    body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em auto; max-width: 800px; color: #222; padding: 0 1em; }
    nav.top { margin-bottom: 1em; } h1 { font-size: 1.5em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; }
    table { border-collapse: collapse; margin: 0.5em 0; } th, td { padding: 2px 8px; text-align: left; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    #changes td:first-child { white-space: nowrap; } tr:nth-child(even) { background: #f4f4f4; }
    figure.chart { margin: 1em 0 1.5em; } figcaption { font-weight: 600; } figcaption .scene { font-weight: 400; color: #666; }
    svg.plot { width: 100%; height: auto; background: #fff; }
    .frame { fill: none; stroke: #bbb; } .grid { stroke: #eee; } .tick { font-size: 10px; fill: #555; }
    .band { fill: #4a90d9; fill-opacity: 0.15; } .interval { stroke: #4a90d9; stroke-opacity: 0.5; stroke-width: 1; }
    .line { fill: none; stroke: #1f5fa8; stroke-width: 1.2; }
    .dots { stroke: #1f5fa8; stroke-width: 4; stroke-linecap: round; }
    .change line { stroke-width: 1.5; stroke-dasharray: 4 2; } .change text { font-size: 11px; font-weight: 600; }
    .change.regression line { stroke: #c0392b; } .change.regression text { fill: #c0392b; }
    .change.improvement line { stroke: #27864a; } .change.improvement text { fill: #27864a; }
    tr.regression td.change { color: #c0392b; } tr.improvement td.change { color: #27864a; }
    .cursor { stroke: #888; stroke-width: 1; }
    .tip { position: absolute; background: #fff; border: 1px solid #999; padding: 4px 6px; font-size: 12px;
      pointer-events: none; box-shadow: 1px 1px 4px rgba(0,0,0,0.2); max-width: 360px; }
    .muted { color: #666; }

    """

  /// Hover: the nearest run's commit, value and interval in a tooltip (set with textContent,
  /// never as markup); comparison: two selects of runs fill the table from the charts' data.
  static let script = """

    (function () {
      "use strict";
      const runs = JSON.parse(document.getElementById("runs").textContent);
      const tip = document.getElementById("tip");
      const charts = [...document.querySelectorAll("figure.chart")].map(function (figure) {
        return { figure: figure, svg: figure.querySelector("svg"),
          points: JSON.parse(figure.querySelector("script.points").textContent) };
      });
      function nearest(points, run) {
        let low = 0, high = points.length - 1;
        while (low < high) { const mid = (low + high) >> 1; if (points[mid][0] < run) low = mid + 1; else high = mid; }
        if (low > 0 && Math.abs(points[low - 1][0] - run) <= Math.abs(points[low][0] - run)) low -= 1;
        return points[low];
      }
      function show(chart, point, pageX, pageY) {
        const run = runs[point[0]];
        const unit = chart.figure.dataset.unit;
        let text = "commit " + run[0] + " (" + run[1] + "): " + point[1] + " " + unit;
        if (point[2] !== null && point[3] !== null) text += ", rounds p10–p90 " + point[2] + " … " + point[3];
        if (run[2]) text += " — " + run[2];
        tip.textContent = text;
        tip.dataset.series = chart.figure.id;
        tip.dataset.run = String(point[0]);
        tip.dataset.commit = run[0];
        tip.dataset.value = String(point[1]);
        tip.hidden = false;
        tip.style.left = (pageX + 12) + "px";
        tip.style.top = (pageY + 12) + "px";
        const cursor = chart.svg.querySelector(".cursor");
        const x = Number(chart.svg.dataset.x0) + Number(chart.svg.dataset.dx) * point[0];
        cursor.setAttribute("x1", x); cursor.setAttribute("x2", x); cursor.setAttribute("visibility", "visible");
      }
      charts.forEach(function (chart) {
        if (chart.points.length === 0) return;
        chart.svg.addEventListener("mousemove", function (event) {
          const box = chart.svg.getBoundingClientRect();
          const x = (event.clientX - box.left) * chart.svg.viewBox.baseVal.width / box.width;
          const run = Math.round((x - Number(chart.svg.dataset.x0)) / Number(chart.svg.dataset.dx));
          show(chart, nearest(chart.points, run), event.pageX, event.pageY);
        });
        chart.svg.addEventListener("mouseleave", function () {
          tip.hidden = true;
          chart.svg.querySelector(".cursor").setAttribute("visibility", "hidden");
        });
      });
      const a = document.getElementById("run-a"), b = document.getElementById("run-b");
      if (!a || !b) return;
      function value(chart, run) {
        const point = chart.points.find(function (p) { return p[0] === run; });
        return point ? point[1] : null;
      }
      function fill() {
        const ra = Number(a.value), rb = Number(b.value);
        charts.forEach(function (chart) {
          const row = document.querySelector("#compare tr[data-series='" + chart.figure.id + "']");
          if (!row) return;
          const va = value(chart, ra), vb = value(chart, rb);
          const cells = row.querySelectorAll("td");
          cells[1].textContent = va === null ? "—" : String(va);
          cells[2].textContent = vb === null ? "—" : String(vb);
          cells[3].textContent = va && vb ? ((vb / va - 1) * 100).toFixed(2) + " %" : "—";
        });
      }
      a.addEventListener("change", fill);
      b.addEventListener("change", fill);
    })();

    """
}
