#!/usr/bin/python3
"""Checks a `motion-bench dashboard` site in headless Chromium against the history it was built from.

Opens index.html from file://, then every machine page and the change-point page. On a machine page,
for every chart: the inline data of sampled points equals the history CSV (value, p10 and p90, exactly);
hovering a sampled point shows that run's commit and value; every marked change point sits at its
commit's x and names that commit; the chart's picture is not blank. Every page logs no console error.
With --expect SOLVER,METRIC,COMMIT a change point must be marked at that commit of that chart.

Usage: check_dashboard.py --site DIR --history CSV... [--expect S,M,C]... [--screenshots DIR] [--samples N]
Exit 0 when every check passes, 1 when one fails (each failure on stderr), 2 when Chromium, its driver or
Selenium is missing.
"""

import argparse
import csv
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_checks import console_errors, fail, picture_summary, run_checks  # noqa: E402

FIGURE_KEY = ("phase", "solver", "tolerance", "channel", "metric", "scene")


def number(text):
    return float(text) if text != "" else None


def read_history(paths):
    """{(fingerprint, timestamp, commit, phase, solver, tolerance, channel, metric, scene): (value, low, high)}"""
    rows = {}
    for path in paths:
        with open(path, newline="") as file:
            for row in csv.DictReader(file):
                tolerance = number(row["tolerance"])
                key = (row["fingerprint"], row["timestamp"], row["git_commit"], row["phase"], row["solver"],
                       tolerance, row["channel"], row["metric"], row["scene"])
                rows[key] = (float(row["value"]), number(row["low"]), number(row["high"]))
    return rows


def sample(count, wanted):
    if count <= wanted:
        return list(range(count))
    return sorted({round(i * (count - 1) / (wanted - 1)) for i in range(wanted)})


def check_machine(driver, url, history, expect, screenshots, samples, failures):
    from selenium.webdriver.common.action_chains import ActionChains
    driver.get(url)
    runs = driver.execute_script("return JSON.parse(document.getElementById('runs').textContent)")
    fingerprint = driver.execute_script("return document.querySelector('h1 code').textContent")
    charts = driver.find_elements("css selector", "figure.chart")
    report = {"page": url.rsplit("/", 1)[-1], "charts": len(charts), "points compared": 0, "hovered": 0,
              "change points": 0, "pictures": 0}
    found = set()
    for index, chart in enumerate(charts):
        data = driver.execute_script(
            "const f = arguments[0]; const s = f.querySelector('svg');"
            "return {key: Object.assign({}, f.dataset), points: JSON.parse(f.querySelector('script.points').textContent),"
            " x0: Number(s.dataset.x0), dx: Number(s.dataset.dx), width: s.viewBox.baseVal.width,"
            " changes: [...f.querySelectorAll('g.change')].map(g => ({run: Number(g.dataset.run),"
            "   commit: g.dataset.commit, x: Number(g.querySelector('line').getAttribute('x1'))}))}", chart)
        key = data["key"]
        name = f"{report['page']} chart {key['solver']} {key['metric']}"
        tolerance = number(key["tolerance"])
        if not data["points"]:
            fail(f"{name}: no points", failures)
            continue
        chosen = sample(len(data["points"]), samples)
        for position in chosen:
            run, value, low, high = data["points"][position]
            commit, timestamp = runs[run][0], runs[run][1]
            truth = history.get((fingerprint, timestamp, commit, key["phase"], key["solver"], tolerance,
                                 key["channel"], key["metric"], key["scene"]))
            report["points compared"] += 1
            if truth is None:
                fail(f"{name}: run {run} (commit {commit}) is not in the history", failures)
            elif (value, low, high) != truth:
                fail(f"{name}: run {run} (commit {commit}) shows {(value, low, high)}, the history has {truth}",
                     failures)
        # Hover the first, middle and last sampled points: the tooltip names the run under the mouse (the
        # mouse moves by whole pixels, so with more runs than pixels it may be a neighbour) and that run's
        # value in the history.
        svg = chart.find_element("css selector", "svg")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", svg)
        box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", svg)
        pixels_per_run = data["dx"] * box[0] / data["width"]
        reach = 0 if pixels_per_run >= 2 else int(1 / pixels_per_run) + 1
        values = {point[0]: point[1] for point in data["points"]}
        for position in (chosen[0], chosen[len(chosen) // 2], chosen[-1]):
            run = data["points"][position][0]
            x = (data["x0"] + data["dx"] * run) * box[0] / data["width"]
            ActionChains(driver).move_to_element_with_offset(svg, round(x - box[0] / 2), 0).perform()
            tip = driver.execute_script(
                "const t = document.getElementById('tip'); return [t.hidden, t.dataset.run, t.dataset.value, "
                "t.dataset.commit, t.textContent]")
            report["hovered"] += 1
            shown = int(tip[1]) if tip[1] else -1
            commit, timestamp = (runs[shown][0], runs[shown][1]) if 0 <= shown < len(runs) else ("", "")
            truth = history.get((fingerprint, timestamp, commit, key["phase"], key["solver"], tolerance,
                                 key["channel"], key["metric"], key["scene"]))
            if (tip[0] or abs(shown - run) > reach or tip[3] != commit or truth is None
                    or float(tip[2]) != truth[0] or values.get(shown) != truth[0]):
                fail(f"{name}: hovering run {run} shows {tip}, the history has {truth}", failures)
        for change in data["changes"]:
            report["change points"] += 1
            found.add((key["solver"], key["metric"], change["commit"]))
            at = data["x0"] + data["dx"] * change["run"] - data["dx"] / 2
            if runs[change["run"]][0] != change["commit"]:
                fail(f"{name}: change point at run {change['run']} names {change['commit']}, "
                     f"the run is {runs[change['run']][0]}", failures)
            if abs(change["x"] - at) > 0.06:
                fail(f"{name}: change point line at x {change['x']}, its commit's boundary is at {at:.2f}", failures)
        png = svg.screenshot_as_png
        report["pictures"] += 1
        if screenshots and index < 4:
            (pathlib.Path(screenshots) / f"{report['page'][:-5]}-{index}.png").write_bytes(png)
        summary, _ = picture_summary(png)
        if summary["colours"] < 4 or summary["ink"] < 0.01:
            fail(f"{name}: the chart looks blank ({summary})", failures)
    if screenshots:
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(pathlib.Path(screenshots) / f"{report['page'][:-5]}-page.png"))
    for solver, metric, commit in expect:
        if (solver, metric, commit) not in found:
            fail(f"{report['page']}: no change point marked for {solver} {metric} at commit {commit}", failures)
    console_errors(driver, report["page"], failures)
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True)
    parser.add_argument("--history", required=True, nargs="+")
    parser.add_argument("--expect", action="append", default=[])
    parser.add_argument("--screenshots")
    parser.add_argument("--samples", type=int, default=8)
    options = parser.parse_args()
    history = read_history(options.history)
    expect = [tuple(item.split(",", 2)) for item in options.expect]

    def checks(driver, reports, failures):
        site = pathlib.Path(options.site).resolve()
        driver.get((site / "index.html").as_uri())
        pages = driver.execute_script(
            "return [...document.querySelectorAll('td a[href^=\"machine-\"]')].map(a => a.href)")
        if not pages:
            fail("index.html links no machine page", failures)
        if options.screenshots:
            driver.save_screenshot(str(pathlib.Path(options.screenshots) / "index.png"))
        console_errors(driver, "index.html", failures)
        for url in pages:
            reports.append(check_machine(driver, url, history, expect, options.screenshots, options.samples,
                                         failures))
        driver.get((site / "regressions.html").as_uri())
        stamps = driver.execute_script(
            "return [...document.querySelectorAll('#changes tr[data-commit] td:first-child')].map(t => t.textContent)")
        if stamps != sorted(stamps, reverse=True):
            fail("regressions.html: the change points are not newest first", failures)
        marked = sum(report["change points"] for report in reports)
        if len(stamps) != marked:
            fail(f"regressions.html lists {len(stamps)} change points, the charts mark {marked}", failures)
        if options.screenshots:
            driver.save_screenshot(str(pathlib.Path(options.screenshots) / "regressions.png"))
        console_errors(driver, "regressions.html", failures)

    return run_checks("check_dashboard", "1000,900", checks)


if __name__ == "__main__":
    sys.exit(main())
