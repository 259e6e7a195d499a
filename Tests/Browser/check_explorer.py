#!/usr/bin/python3
"""Checks a `motion-bench sweep --html` page in headless Chromium against the sweep's CSV.

Moves the bounce and duration sliders with the keyboard (Home, then the right arrow) to sampled grid
points, the corners included, and requires what the page shows to be the CSV's row of that point: the
spring's bounce and duration, and every metric's text exactly as the CSV holds it. At each point the
device's frames drawn for one move must be `motion-bench curve SPRING --solver swiftui` at those times, SPRING
as the page names it
(to the 5 significant digits the page keeps); for a scene sweep the worst selector's channels drawn must be
`motion-bench trace` of the command line the page prints, at every drawn frame. Every platform's code
must be shown, and clicking a map
cell must choose that cell's spring. The page must log no console error and load nothing from the
network.

Usage: check_explorer.py --page HTML --csv CSV --motion-bench PATH [--samples N] [--screenshot PNG]
Exit 0 when every check passes, 1 when one fails (each failure on stderr), 2 when Chromium, its driver or
Selenium is missing.
"""

import argparse
import csv
import io
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_checks import console_errors, fail, run_checks  # noqa: E402


def grid_points(bounces, durations, wanted):
    """The corners, the middle and evenly spread points, bounce-major indices."""
    count = bounces * durations
    chosen = {0, durations - 1, count - durations, count - 1, (bounces // 2) * durations + durations // 2}
    step = max(1, count // max(1, wanted - len(chosen)))
    chosen.update(range(step // 2, count, step))
    return sorted(chosen)


def move_slider(driver, element_id, position):
    from selenium.webdriver.common.keys import Keys
    slider = driver.find_element("id", element_id)
    slider.send_keys(Keys.HOME)
    for _ in range(position):
        slider.send_keys(Keys.ARROW_RIGHT)


def device_frames(motion_bench, spring, change, hz, seconds):
    """`motion-bench curve SPRING --solver swiftui`'s frames, by frame number."""
    result = subprocess.run([motion_bench, "curve", spring, "--solver", "swiftui", "--to", change, "--hz", hz,
                             "--seconds", seconds], capture_output=True, text=True, check=True)
    return {round(float(row["t"]) * float(hz)): float(row["value"])
            for row in csv.DictReader(io.StringIO(result.stdout))}


def check(driver, options, failures):
    with open(options.csv, newline="") as file:
        rows = list(csv.DictReader(file))
    page = pathlib.Path(options.page).resolve()
    driver.get(page.as_uri())
    data = driver.execute_script("return JSON.parse(document.getElementById('data').textContent)")
    bounces, durations = len(data["bounces"]), len(data["durations"])
    report = {"page": page.name, "grid": [bounces, durations], "points compared": 0, "metrics compared": 0,
              "frames compared": 0, "replayed frames compared": 0, "clicked": 0}
    if len(rows) != bounces * durations:
        fail(f"{page.name}: {len(rows)} CSV rows for a grid of {bounces} × {durations}", failures)
        return report
    cells = driver.find_elements("css selector", "#map rect.cell")
    if len(cells) != len(rows):
        fail(f"{page.name}: {len(cells)} map cells for {len(rows)} grid points", failures)
    hz = driver.execute_script("return document.querySelector('#curve + p').textContent.match(/at ([0-9.]+) Hz/)[1]")
    for index in grid_points(bounces, durations, options.samples):
        b, d = divmod(index, durations)
        move_slider(driver, "bounce", b)
        move_slider(driver, "duration", d)
        shown = driver.execute_script(
            "return {point: Number(document.body.dataset.point), spring: document.getElementById('spring').textContent,"
            " metrics: Object.fromEntries([...document.querySelectorAll('#metrics td[data-metric]')]"
            "   .map(td => [td.dataset.metric, td.textContent])),"
            " code: [...document.querySelectorAll('#code pre')].map(p => p.textContent),"
            " device: document.querySelector('#curve polyline.device').getAttribute('points').split(' ').length}")
        row = rows[index]
        name = f"{page.name} point {index} (bounce {row['bounce']}, duration {row['duration']})"
        if shown["point"] != index:
            fail(f"{name}: the sliders chose point {shown['point']}", failures)
            continue
        # The page names the spring by the shortest decimals that build it: the CSV's to within rounding.
        named = re.fullmatch(r"\.spring\(duration: ([-0-9.e]+), bounce: ([-0-9.e]+)\)", shown["spring"])
        if not named or any(abs(float(named[k]) - float(row[column])) > 1e-12 * max(1, abs(float(row[column])))
                            for k, column in ((1, "duration"), (2, "bounce"))):
            fail(f"{name}: the page names {shown['spring']}", failures)
            continue
        for column, text in shown["metrics"].items():
            if row.get(column) != text:
                fail(f"{name}: {column} shows {text!r}, the CSV holds {row.get(column)!r}", failures)
            report["metrics compared"] += 1
        if len(shown["code"]) != len(data["platforms"]) or not all(code.strip() for code in shown["code"]):
            fail(f"{name}: {len(shown['code'])} code blocks for {len(data['platforms'])} platforms", failures)
        point = data["points"][index]
        if shown["device"] != len(point["t"]):
            fail(f"{name}: {shown['device']} points drawn for {len(point['t'])} frames", failures)
        frames = device_frames(options.motion_bench, shown["spring"], repr(data["change"]), hz, repr(point["t"][-1]))
        for t, value in zip(point["t"], point["device"]):
            reference = frames.get(round(t * float(hz)))
            if reference is None or abs(value - reference) > 5e-5 * max(1.0, abs(reference)):
                fail(f"{name}: the device at {t} s is drawn at {value}, motion-bench curve gives {reference}", failures)
            report["frames compared"] += 1
        if data["replays"]:
            replay = data["replays"][index]
            drawn = driver.execute_script(
                "return [...document.querySelectorAll('#replay polyline')].map(p => p.dataset.channel)")
            command = driver.execute_script("return document.getElementById('worst-command').textContent")
            if drawn != replay["channels"] or command != replay["command"]:
                fail(f"{name}: the replay draws {drawn} with {command!r}", failures)
            result = subprocess.run([options.motion_bench] + replay["arguments"] + ["--layout", "wide"],
                                    capture_output=True, text=True, check=True)
            traced = {round(float(row["t"]) * float(hz)): row for row in csv.DictReader(io.StringIO(result.stdout))}
            for k, channel in enumerate(replay["channels"]):
                for t, value in zip(replay["t"], replay["series"][k]):
                    reference = float(traced[round(t * float(hz))][channel])
                    if abs(value - reference) > 5e-5 * max(1.0, abs(reference)):
                        fail(f"{name}: {channel} at {t} s is drawn at {value}, the trace gives {reference}", failures)
                    report["replayed frames compared"] += 1
        report["points compared"] += 1
    # A click on a map cell chooses its spring.
    for cell in [cells[0], cells[-1], cells[len(cells) // 3]]:
        cell.click()
        target = int(cell.get_attribute("data-bounce")) * durations + int(cell.get_attribute("data-duration"))
        chosen = driver.execute_script(
            "return [Number(document.body.dataset.point), Number(document.getElementById('bounce').value),"
            " Number(document.getElementById('duration').value)]")
        if chosen != [target, target // durations, target % durations]:
            fail(f"{page.name}: clicking cell {target} chose {chosen}", failures)
        report["clicked"] += 1
    console_errors(driver, page.name, failures)
    network = driver.execute_script(
        "return performance.getEntriesByType('resource').map(r => r.name).filter(n => !n.startsWith('file:'))")
    if network:
        fail(f"{page.name}: loads {network}", failures)
    if options.screenshot:
        driver.save_screenshot(options.screenshot)
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", required=True)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--motion-bench", required=True)
    parser.add_argument("--samples", type=int, default=9)
    parser.add_argument("--screenshot")
    options = parser.parse_args()

    def checks(driver, reports, failures):
        reports.append(check(driver, options, failures))

    return run_checks("check_explorer", "1300,1400", checks)


if __name__ == "__main__":
    sys.exit(main())
