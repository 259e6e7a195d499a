"""What the browser checks of Tests/Browser share: headless Chromium through Selenium, the checks'
failures and report, console errors, and the pixels of a screenshot."""

import json
import os
import struct
import sys
import zlib

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"


def fail(message, failures):
    """Records a failed check and prints it on stderr."""
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def console_errors(driver, page, failures):
    """Fails for each error the page logged to the browser's console since the last call."""
    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            fail(f"{page}: console error: {entry.get('message')}", failures)


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
