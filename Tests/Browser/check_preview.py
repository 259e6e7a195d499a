#!/usr/bin/python3
"""Checks `motion-bench preview` files in headless Chromium against `motion-bench trace`.

For each SVG or HTML preview: loads it, pauses its animations and sets their time to frame
times (pauseAnimations() and setCurrentTime(t)), reads every element with data-channel from the
DOM (the dot's and ring's drawn size, the highlight's x offset, the press scale, opacities) and
compares them with the CSV of the trace command each panel names in data-trace, to 0.01 pt and
0.002 opacity. Checks that every line of each panel's label lies inside its panel. Takes screenshots, checks that they are not blank and that the picture moves,
and that the page logged no console error.

Usage: check_preview.py --motion-bench PATH [--screenshots DIR] [--frames N] FILE...
Exit 0 when every check passes, 1 when one fails (each failure on stderr), 2 when Chromium,
its driver or Selenium is missing.
"""

import argparse
import csv
import io
import math
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_checks import console_errors, fail, picture_summary, run_checks  # noqa: E402

GEOMETRY_TOLERANCE = 0.01  # points
OPACITY_TOLERANCE = 0.002

# Points per unit of each geometric channel family (docs/selectors.md); the rest are opacities.
POINTS = {
    "dot.scale": 26 * (1 - 2 * 0.22),
    "ring.scale": 26.0,
    "highlight.offset": 1.0,
    "press.scaleX": 79.75,
    "press.scaleY": 87.0,
}

# Reads every data-channel element of every panel: opacities from the computed style, sizes
# and offsets from the geometry the browser draws (bounding boxes and transforms).
MEASURE = r"""
const svg = arguments[0];
const out = [];
for (const panel of svg.querySelectorAll('g[data-panel]')) {
  for (const el of panel.querySelectorAll('[data-channel]')) {
    const name = el.dataset.channel;
    const family = name.split('.').slice(1).join('.') || name;
    let value;
    if (family.endsWith('opacity') || family.endsWith('tint')) {
      value = parseFloat(getComputedStyle(el).opacity);
    } else if (family === 'dot.scale' || family === 'ring.scale') {
      const circle = el.querySelector('circle');
      value = circle.getBoundingClientRect().width;
    } else if (family === 'offset') {
      // The drawn left edge in the picture's points, less the highlight's zero (its group's origin).
      const drawn = el.getBoundingClientRect().left - svg.getBoundingClientRect().left - el.parentNode.getCTM().e;
      value = { drawn, attribute: el.x.animVal.value };
    } else if (family === 'press.scaleX' || family === 'press.scaleY') {
      const m = el.getCTM(), p = el.parentNode.getCTM();
      value = family === 'press.scaleX' ? m.a / p.a : m.d / p.d;
    }
    out.push({ panel: Number(panel.dataset.panel), channel: name, family, value });
  }
}
return out;
"""


# Each label line's drawn extent and its panel's, in screen pixels.
LABELS = """
const out = [];
for (const panel of arguments[0].querySelectorAll('g[data-panel]')) {
  const box = panel.querySelector(':scope > rect').getBoundingClientRect();
  for (const line of panel.querySelectorAll(':scope > text[data-label]')) {
    const r = line.getBoundingClientRect();
    out.push({ panel: Number(panel.dataset.panel), text: line.textContent, left: r.left, right: r.right,
               panelLeft: box.left, panelRight: box.right });
  }
}
return out;
"""


def trace(motion_bench, arguments):
    """The trace's wide CSV as {channel: [value per frame]}."""
    result = subprocess.run([motion_bench] + arguments + ["--layout", "wide"], capture_output=True, text=True,
                            check=True)
    rows = list(csv.reader(io.StringIO(result.stdout)))
    header, body = rows[0], rows[1:]
    return {name: [float(row[i]) for row in body] for i, name in enumerate(header)
            if name not in ("t", "event", "solver", "against")}


def frames_to_check(frames, events, count):
    """At least `count` frames: each event's frame and the few after it, where motion is
    fastest, and an even spread over the rest."""
    chosen = set()
    for frame in events:
        chosen.update(f for f in range(frame, frame + 6) if f < frames)
    step = max(1, frames // max(1, count - len(chosen)))
    chosen.update(range(0, frames, step))
    chosen.add(frames - 1)
    return sorted(chosen)


class Preview:
    """A preview opened and paused in the browser: its SVG, frame rate, frames and speed, each panel's
    trace (by running the `motion-bench trace` line the panel records) and the frames to check (every
    event's frame and `count` spread over the rest)."""

    def __init__(self, driver, path, motion_bench, count):
        driver.get(pathlib.Path(path).resolve().as_uri())
        self.svg = driver.find_element("css selector", "svg.motion-preview")
        if path.endswith((".html", ".htm")):
            driver.execute_script("window.motionPreview.pause()")
        self.hz = float(self.svg.get_attribute("data-hz"))
        self.frames = int(self.svg.get_attribute("data-frames"))
        self.speed = float(self.svg.get_attribute("data-speed"))
        panels = driver.execute_script(
            "return [...arguments[0].querySelectorAll('g[data-panel]')].map(p => JSON.parse(p.dataset.trace))",
            self.svg)
        self.panels = len(panels)
        self.traces = [trace(motion_bench, arguments) for arguments in panels]
        self.events = [int(f) for f in driver.execute_script(
            "return [...arguments[0].querySelectorAll('[data-frame]')].map(e => e.dataset.frame)", self.svg)]
        self.checked = frames_to_check(self.frames, self.events, count)
        self.path = path

    def measured(self, driver, script, failures):
        """At each checked frame (the animations paused there): the frame and what `script` measures
        of each data-channel element, with the trace's value of its channel at that frame. An element
        whose channel its panel's trace does not write fails."""
        for frame in self.checked:
            driver.execute_script("arguments[0].pauseAnimations(); arguments[0].setCurrentTime(arguments[1])",
                                  self.svg, frame / self.hz / self.speed)
            items = []
            for item in driver.execute_script(script, self.svg):
                panel, name = item["panel"], item["channel"]
                expected = self.traces[panel].get(name)
                if expected is None:
                    fail(f"{self.path}: panel {panel} has data-channel {name}, which its trace does not write",
                         failures)
                else:
                    items.append((item, expected[frame]))
            yield frame, items

    def place(self, panel, frame, name):
        """Where a value is drawn, for messages: the file, panel, frame and its time, and the channel."""
        return f"{self.path}: panel {panel} frame {frame} (t = {frame / self.hz:.4f} s) {name}"

    def expect_drawn(self, seen, undrawn, failures):
        """Fails for each channel a panel's trace writes that no element in `seen` ((panel, name)
        pairs) draws, but those `undrawn(name)` excuses."""
        for panel, channels in enumerate(self.traces):
            for name in channels:
                if not undrawn(name) and (panel, name) not in seen:
                    fail(f"{self.path}: panel {panel} draws no data-channel {name}", failures)

    def after_event(self, index):
        """The frame a tenth of a second after event `index` (after frame 0 without events), or the last."""
        return min(self.frames - 1, (self.events[index] if self.events else 0) + max(1, int(0.1 * self.hz)))

    def pictures(self, driver, frames, screenshots, colours, failures):
        """Screenshots at each (label, frame) of `frames`, saved in `screenshots` when given: each must
        show `colours` colours or more and 2 % ink, and the first two must differ (the picture moves).
        Returns each label's summary."""
        pictures = {}
        for label, frame in frames:
            driver.execute_script("arguments[0].setCurrentTime(arguments[1])", self.svg, frame / self.hz / self.speed)
            png = self.svg.screenshot_as_png
            if screenshots:
                (pathlib.Path(screenshots) / (pathlib.Path(self.path).stem + f"-{label}.png")).write_bytes(png)
            summary, rows = picture_summary(png)
            pictures[label] = (summary, rows)
            if summary["colours"] < colours or summary["ink"] < 0.02:
                fail(f"{self.path}: the {label} picture looks blank ({summary})", failures)
        (first, _), (second, frame) = frames[:2]
        if pictures[first][1] == pictures[second][1]:
            fail(f"{self.path}: frame 0 and frame {frame} look the same: nothing moves", failures)
        return {label: summary for label, (summary, _) in pictures.items()}


class Deviations:
    """The values compared with the trace: how many, and the worst error in each unit."""

    def __init__(self, tolerance):
        self.tolerance = tolerance
        self.worst = {unit: 0.0 for unit in tolerance}
        self.compared = 0

    def compare(self, got, want, unit, place, failures):
        """Compares one drawn value with the trace's: fails when it is off by more than the unit's
        tolerance (or is missing or not finite)."""
        error = abs(got - want) if got is not None and math.isfinite(got) else math.inf
        self.worst[unit] = max(self.worst[unit], error)
        self.compared += 1
        if error > self.tolerance[unit]:
            fail(f"{place}: drawn {got}, trace {want} ({unit}, off by {error:.4g})", failures)


def check(driver, path, motion_bench, screenshots, count, failures):
    preview = Preview(driver, path, motion_bench, count)
    labels = driver.execute_script(LABELS, preview.svg)
    if not labels:
        fail(f"{path}: no panel has a label", failures)
    for label in labels:
        if label["left"] < label["panelLeft"] - 0.5 or label["right"] > label["panelRight"] + 0.5:
            fail(f"{path}: panel {label['panel']}'s label line '{label['text']}' runs from {label['left']:.1f} to "
                 f"{label['right']:.1f}, outside the panel ({label['panelLeft']:.1f} to {label['panelRight']:.1f})",
                 failures)
    deviations = Deviations({"points": GEOMETRY_TOLERANCE, "opacity": OPACITY_TOLERANCE})
    for frame, items in preview.measured(driver, MEASURE, failures):
        seen = set()
        for item, truth in items:
            panel, name, family, value = item["panel"], item["channel"], item["family"], item["value"]
            seen.add((panel, name))
            if family in ("dot.scale", "ring.scale") or name == "highlight.offset" or family.startswith("press.scale"):
                key = "highlight.offset" if name == "highlight.offset" else family
                want = POINTS[key] * (abs(truth) if family == "dot.scale" else truth)
                if name == "highlight.offset":
                    got = [value["drawn"], value["attribute"]]
                else:
                    got = [POINTS[key] * value if family.startswith("press.scale") else value]
                unit = "points"
            else:
                want, got = min(1.0, max(0.0, truth)), [value]
                unit = "opacity"
            for g in got:
                deviations.compare(g, want, unit, preview.place(panel, frame, name), failures)
        preview.expect_drawn(seen, lambda name: name.endswith("ring.progress"), failures)
    # Pictures: the first frame and the frame after the last event has had time to move.
    pictures = preview.pictures(driver, (("start", 0), ("moving", preview.after_event(-1))), screenshots, 20,
                                failures)
    console_errors(driver, path, failures)
    return {"file": path, "panels": preview.panels, "frames checked": len(preview.checked),
            "values compared": deviations.compared, "worst points": deviations.worst["points"],
            "worst opacity": deviations.worst["opacity"], "pictures": pictures}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--motion-bench", required=True)
    parser.add_argument("--screenshots")
    parser.add_argument("--frames", type=int, default=24)
    parser.add_argument("files", nargs="+")
    options = parser.parse_args()

    def checks(driver, reports, failures):
        for path in options.files:
            reports.append(check(driver, path, options.motion_bench, options.screenshots, options.frames, failures))

    return run_checks("check_preview", "1200,900", checks)


if __name__ == "__main__":
    sys.exit(main())
