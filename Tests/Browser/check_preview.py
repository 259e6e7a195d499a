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
import json
import math
import os
import pathlib
import struct
import subprocess
import sys
import zlib

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
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


def fail(message, failures):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def trace(motion_bench, arguments):
    """The trace's wide CSV as {channel: [value per frame]}."""
    result = subprocess.run([motion_bench] + arguments + ["--layout", "wide"], capture_output=True, text=True,
                            check=True)
    rows = list(csv.reader(io.StringIO(result.stdout)))
    header, body = rows[0], rows[1:]
    return {name: [float(row[i]) for row in body] for i, name in enumerate(header)
            if name not in ("t", "event", "solver", "against")}


def png_pixels(data):
    """Width, height and RGBA rows of an 8-bit, non-interlaced PNG (as Chromium writes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG"
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def picture_summary(png):
    """Distinct colours and the share of pixels that differ from the most common one."""
    width, height, channels, rows = png_pixels(png)
    counts = {}
    for row in rows:
        for x in range(0, width * channels, channels * 2):  # every other pixel is plenty
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    background = max(counts.values())
    return {"width": width, "height": height, "colours": len(counts), "ink": 1 - background / total}, rows


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


def check(driver, path, motion_bench, screenshots, count, failures):
    preview = Preview(driver, path, motion_bench, count)
    svg, hz, frames, speed, traces = preview.svg, preview.hz, preview.frames, preview.speed, preview.traces
    labels = driver.execute_script(LABELS, svg)
    if not labels:
        fail(f"{path}: no panel has a label", failures)
    for label in labels:
        if label["left"] < label["panelLeft"] - 0.5 or label["right"] > label["panelRight"] + 0.5:
            fail(f"{path}: panel {label['panel']}'s label line '{label['text']}' runs from {label['left']:.1f} to "
                 f"{label['right']:.1f}, outside the panel ({label['panelLeft']:.1f} to {label['panelRight']:.1f})",
                 failures)
    checked = preview.checked
    worst = {"points": 0.0, "opacity": 0.0}
    compared = 0
    for frame in checked:
        driver.execute_script("arguments[0].pauseAnimations(); arguments[0].setCurrentTime(arguments[1])",
                              svg, frame / hz / speed)
        seen = set()
        for item in driver.execute_script(MEASURE, svg):
            panel, name, family, value = item["panel"], item["channel"], item["family"], item["value"]
            expected = traces[panel].get(name)
            if expected is None:
                fail(f"{path}: panel {panel} has data-channel {name}, which its trace does not write", failures)
                continue
            seen.add((panel, name))
            truth = expected[frame]
            if family in ("dot.scale", "ring.scale") or name == "highlight.offset" or family.startswith("press.scale"):
                key = "highlight.offset" if name == "highlight.offset" else family
                want = POINTS[key] * (abs(truth) if family == "dot.scale" else truth)
                if name == "highlight.offset":
                    got = [value["drawn"], value["attribute"]]
                else:
                    got = [POINTS[key] * value if family.startswith("press.scale") else value]
                tolerance, unit = GEOMETRY_TOLERANCE, "points"
            else:
                want, got = min(1.0, max(0.0, truth)), [value]
                tolerance, unit = OPACITY_TOLERANCE, "opacity"
            for g in got:
                error = abs(g - want) if g is not None and math.isfinite(g) else math.inf
                worst[unit] = max(worst[unit], error)
                compared += 1
                if error > tolerance:
                    fail(f"{path}: panel {panel} frame {frame} (t = {frame / hz:.4f} s) {name}: drawn {g}, "
                         f"trace {want} ({unit}, off by {error:.4g})", failures)
        for panel, channels in enumerate(traces):
            for name in channels:
                if not name.endswith("ring.progress") and (panel, name) not in seen:
                    fail(f"{path}: panel {panel} draws no data-channel {name}", failures)
    # Pictures: the first frame and the frame after the last event has had time to move.
    moving = min(frames - 1, (preview.events[-1] if preview.events else 0) + max(1, int(0.1 * hz)))
    pictures = {}
    for label, frame in (("start", 0), ("moving", moving)):
        driver.execute_script("arguments[0].setCurrentTime(arguments[1])", svg, frame / hz / speed)
        png = svg.screenshot_as_png
        if screenshots:
            name = pathlib.Path(path).stem + f"-{label}.png"
            (pathlib.Path(screenshots) / name).write_bytes(png)
        summary, rows = picture_summary(png)
        pictures[label] = (summary, rows)
        if summary["colours"] < 20 or summary["ink"] < 0.02:
            fail(f"{path}: the {label} picture looks blank ({summary})", failures)
    if pictures["start"][1] == pictures["moving"][1]:
        fail(f"{path}: frame 0 and frame {moving} look the same: nothing moves", failures)
    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            fail(f"{path}: console error: {entry.get('message')}", failures)
    return {"file": path, "panels": preview.panels, "frames checked": len(checked), "values compared": compared,
            "worst points": worst["points"], "worst opacity": worst["opacity"],
            "pictures": {k: v[0] for k, v in pictures.items()}}


def headless_chromium(tool, window):
    """A Selenium driver of headless Chromium that keeps the console log, or None (with a message
    naming what is missing) when Chromium, its driver or Selenium is not installed."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        print(f"{tool}: python3-selenium is not installed", file=sys.stderr)
        return None
    for program in (CHROMIUM, DRIVER):
        if not os.access(program, os.X_OK):
            print(f"{tool}: {program} is missing", file=sys.stderr)
            return None
    chrome = webdriver.ChromeOptions()
    chrome.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", f"--window-size={window}", "--allow-file-access-from-files"):
        chrome.add_argument(argument)
    chrome.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=chrome)


def run_checks(tool, window, checks):
    """Runs `checks(driver, reports, failures)` in headless Chromium, prints the reports as JSON and
    returns the exit code: 0 when every check passed, 1 when one failed, 2 without Chromium."""
    driver = headless_chromium(tool, window)
    if driver is None:
        return 2
    failures, reports = [], []
    try:
        checks(driver, reports, failures)
    finally:
        driver.quit()
    print(json.dumps(reports, indent=1))
    return 1 if failures else 0


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
