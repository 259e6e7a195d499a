#!/usr/bin/python3
"""Checks `motion-bench preview` files of any component in headless Chromium against `motion-bench trace`.

Where check_preview.py knows the built-ins' geometry, this reads what a description's drawing binds:
each element with data-channel="NAME" follows NAME through the attribute written right after it
(`opacity`, `transform="scale(…)"` or `"rotate(…)"`, a number in points such as `x` or `cx`, or a colour `fill`, `stroke` or
`color` mixed between the two colours of its data-mix). At sampled frame
times (pauseAnimations() and setCurrentTime(t)) it reads that property back from the DOM: the
computed opacity, the scale or the angle of the element's transform from its CTM against its parent's, the
attribute's animated value and the drawn box's edge or centre (getBBox), or the computed colour.
Each must equal the trace's value at that frame (opacities and mixes clamped to [0, 1], sizes to 0 or
more) to 0.01 pt,
0.0001 of scale, 0.001 degree, 0.002 opacity and half a colour level (the written colour is rounded), and every channel the trace writes must be drawn (except those named by --undrawn).
Takes a screenshot per checked file (--screenshots), checks that the picture moves, and that the
page logged no console error.

Usage: check_component_preview.py --motion-bench PATH [--screenshots DIR] [--undrawn NAME…] FILE...
Exit 0 when every check passes, 1 when one fails (each failure on stderr), 2 when Chromium,
its driver or Selenium is missing.
"""

import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_checks import console_errors, run_checks  # noqa: E402
from check_preview import Deviations, Preview  # noqa: E402

# The attributes that are sizes, which SVG cannot draw below 0.
SIZES = {"r", "width", "height", "rx", "font-size", "stroke-width"}
TOLERANCE = {"points": 0.01, "scale": 0.0001, "degrees": 0.001, "opacity": 0.002, "colour levels": 0.51}

# Every data-channel element: the attribute it binds (the one after data-channel) and what the
# browser draws for it now.
MEASURE = r"""
const svg = arguments[0];
const out = [];
for (const panel of svg.querySelectorAll('g[data-panel]')) {
  for (const el of panel.querySelectorAll('[data-channel]')) {
    const names = [...el.attributes].map(a => a.name);
    const bound = names[names.indexOf('data-channel') + 1];
    const item = { panel: Number(panel.dataset.panel), channel: el.dataset.channel, bound };
    if (bound === 'fill' || bound === 'stroke' || bound === 'color') {
      item.values = getComputedStyle(el)[bound].match(/[0-9.]+/g).slice(0, 3).map(Number);
      item.mix = el.dataset.mix;
    } else if (bound === 'opacity') {
      item.values = [parseFloat(getComputedStyle(el).opacity)];
    } else if (bound === 'transform') {
      const m = el.getCTM(), p = el.parentNode.getCTM();
      item.rotation = el.getAttribute('transform').startsWith('rotate(');
      item.scale = [m.a / p.a, m.d / p.d];
      // The angle drawn, clockwise in degrees (SVG's y axis points down): the element's against its parent's.
      item.degrees = (Math.atan2(m.b, m.a) - Math.atan2(p.b, p.a)) * 180 / Math.PI;
      const animation = el.querySelector(':scope > animateTransform');
      item.texts = [el.getAttribute('transform').replace(/^[a-z]+\(|\)$/g, '')].concat(
        animation ? animation.getAttribute('values').split(';') : []);
    } else {
      const box = el.getBBox();
      const drawn = { x: box.x, y: box.y, cx: box.x + box.width / 2, cy: box.y + box.height / 2,
                      width: box.width, height: box.height }[bound];
      item.values = [el[bound].animVal.value].concat(drawn === undefined ? [] : [drawn]);
    }
    out.push(item);
  }
}
return out;
"""


def axis(texts):
    """Which way a scale acts, from its values ('s', 's 1' or '1 s'): 'x', 'y' or 'both'."""
    pairs = [[float(v) for v in text.split()] for text in texts]
    if any(len(p) == 2 and p[0] != 1 and p[1] == 1 for p in pairs):
        return "x"
    if any(len(p) == 2 and p[0] == 1 and p[1] != 1 for p in pairs):
        return "y"
    return "both"


def check(driver, path, motion_bench, screenshots, undrawn, failures):
    preview = Preview(driver, path, motion_bench, 24)
    deviations = Deviations(TOLERANCE)
    seen = set()
    for frame, items in preview.measured(driver, MEASURE, failures):
        for item, truth in items:
            panel, name, bound = item["panel"], item["channel"], item["bound"]
            seen.add((panel, name))
            if "mix" in item:
                ends = [[int(c[i:i + 2], 16) for i in (1, 3, 5)] for c in item["mix"].split()]
                t = min(1.0, max(0.0, truth))
                want = [a + (b - a) * t for a, b in zip(*ends)]
                unit, pairs = "colour levels", list(zip(item["values"], want))
            elif bound == "opacity":
                unit, pairs = "opacity", [(v, min(1.0, max(0.0, truth))) for v in item["values"]]
            elif bound == "transform" and item["rotation"]:
                # The same angle a whole turn apart draws the same.
                turns = round((item["degrees"] - truth) / 360)
                unit, pairs = "degrees", [(item["degrees"] - 360 * turns, truth)]
            elif bound == "transform":
                sx, sy = item["scale"]
                along = axis(item["texts"])
                want = (truth if along != "y" else 1.0, truth if along != "x" else 1.0)
                unit, pairs = "scale", [(sx, want[0]), (sy, want[1])]
            elif bound in SIZES:
                # Sizes are drawn clamped to 0 or more (a closing spring undershoots below 0).
                unit, pairs = "points", [(v, max(0.0, truth)) for v in item["values"]]
            else:
                unit, pairs = "points", [(v, truth) for v in item["values"]]
            for got, want in pairs:
                deviations.compare(got, want, unit, preview.place(panel, frame, f"{name} ({bound})"), failures)
    preview.expect_drawn(seen, lambda name: name in undrawn, failures)
    preview.pictures(driver, (("start", 0), ("moving", preview.after_event(0)), ("end", preview.after_event(-1))),
                     screenshots, 8, failures)
    console_errors(driver, path, failures)
    return {"file": path, "panels": preview.panels, "frames checked": len(preview.checked),
            "values compared": deviations.compared, "channels drawn": len(seen),
            **{f"worst {unit}": value for unit, value in deviations.worst.items()}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--motion-bench", required=True)
    parser.add_argument("--screenshots")
    parser.add_argument("--undrawn", nargs="*", default=[])
    parser.add_argument("files", nargs="+")
    options = parser.parse_args()

    def checks(driver, reports, failures):
        for path in options.files:
            reports.append(check(driver, path, options.motion_bench, options.screenshots, set(options.undrawn),
                                 failures))

    return run_checks("check_component_preview", "1200,900", checks)


if __name__ == "__main__":
    sys.exit(main())
