#!/usr/bin/env python3
"""Opens refreshspec's HTML report in headless Chromium, driven by Selenium and chromium-driver.

Three reports are made with `refreshspec test PATH --html FILE`: of specs/ (every scenario
passes), of specs/ with Tests/Fixtures/Broken/failing-expectation.yaml (one scenario fails), and
of Tests/Fixtures/Hostile (XML's special characters, control characters, long words, a spec with errors). Each is
opened as a file:// page, in the light and the dark colour scheme, and checked:

- no console error (browser log level SEVERE);
- no network request: the performance log's Network.requestWillBeSent events name only the page
  itself and data: URIs;
- with a failure, the first scenario of the page is the failing one, and it is open;
- ArrowRight moves the scrubber: the step indicator and the highlighted frame (the filmstrip's
  `g.frame` when it has them, else the step table's row) change, and the timeline's column too;
- a `#spec/scenario/step` link opens that scenario at that step;
- nothing is wider than the window (the hostile specs have a name of 190 characters with no
  space): the page never scrolls sideways;
- the screenshot is not blank: enough pixels differ from the page's background colour (the PNG
  is decoded here with zlib, nothing else);
- with every scenario open, each view shows what Python's zlib inflates from its `data-view`
  (after the page's dictionary): the page's own DEFLATE reader is checked against zlib's, and no
  view is left unshown.

Screenshots are saved in .build/browser/ to be looked at.

usage: browser-test.py REFRESHSPEC   (the path of a built refreshspec executable)
"""
import base64
import json
import pathlib
import re
import struct
import subprocess
import sys
import tempfile
import urllib.parse
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".build" / "browser"
FAILING = "Tests/Fixtures/Broken/failing-expectation.yaml"


def fail(message):
    print(f"browser-test: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def report(tool, paths, out, expect_status):
    result = subprocess.run([tool, "test", *paths, "--html", str(out)], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != expect_status:
        fail(f"test {' '.join(paths)} exited {result.returncode}, expected {expect_status}: {result.stderr}")
    return out.resolve().as_uri()


def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000", "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def png_pixels(data):
    """(width, height, rows of RGBA tuples) of an 8-bit RGB or RGBA PNG, decoded with zlib."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail(f"unexpected PNG format: depth {depth}, colour type {colour}, interlace {interlace}")
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def ink(png):
    """The share of pixels that differ from the background (the most common colour)."""
    width, height, channels, rows = png_pixels(png)
    counts = {}
    for row in rows[::7]:
        for i in range(0, width * channels, channels * 7):
            colour = row[i:i + 3]
            counts[colour] = counts.get(colour, 0) + 1
    background = max(counts, key=counts.get)
    different = sum(1 for row in rows for i in range(0, width * channels, channels)
                    if sum(abs(a - b) for a, b in zip(row[i:i + 3], background)) > 24)
    return different / (width * height)


def network_requests(browser):
    urls = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def check_page(browser, url, name, failing, scheme):
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    browser.get(url)
    WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState") == "complete")
    first = browser.find_element(By.CSS_SELECTOR, "details.scenario")
    if failing:
        if "fail" not in first.get_attribute("class").split():
            fail(f"{name}: the first scenario is not the failing one: {first.get_attribute('id')}")
        if not browser.execute_script("return arguments[0].open", first):
            fail(f"{name}: the failing scenario is not open")
    else:
        browser.execute_script("arguments[0].open = true", first)
    WebDriverWait(browser, 10).until(lambda b: first.get_attribute("data-ready") == "1")
    wide, window = browser.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    if wide > window:
        fail(f"{name} ({scheme}): the page is {wide} px wide in a {window} px window")
    indicator = first.find_element(By.CSS_SELECTOR, ".indicator")

    def shown():
        frames = first.find_elements(By.CSS_SELECTOR, ".strip g.frame.current")
        rows = first.find_elements(By.CSS_SELECTOR, "table.steps tr.current")
        columns = first.find_elements(By.CSS_SELECTOR, ".plot g.step.current")
        marked = frames or rows
        return (indicator.text, marked[0].get_attribute("data-step") if marked else None,
                columns[0].get_attribute("data-step") if columns else None)

    before = shown()
    if before[1] != "1" or before[2] != "1":
        fail(f"{name}: step 1 is not the one shown at first: {before}")
    browser.find_element(By.TAG_NAME, "body").click()
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    after = shown()
    if after[1] != "2" or after[2] != "2" or after[0] == before[0] or not after[0].startswith("step 2 of"):
        fail(f"{name}: ArrowRight did not move to step 2: {before} -> {after}")
    if not browser.current_url.endswith("/2"):
        fail(f"{name}: the address does not link to step 2: {browser.current_url}")
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    if shown()[1] != "1":
        fail(f"{name}: ArrowLeft did not move back to step 1: {shown()}")

    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    shares = []
    for part, scroll in [("top", "window.scrollTo(0, 0)"), ("scenario", "arguments[0].scrollIntoView()")]:
        browser.execute_script(scroll, first.find_element(By.CSS_SELECTOR, ".view"))
        png = browser.get_screenshot_as_png()
        shot = SHOTS / f"{name}-{scheme}-{part}.png"
        shot.write_bytes(png)
        share = ink(png)
        if share < 0.05:
            fail(f"{name} ({scheme}): {shot.name} is almost blank: {share:.2%} of its pixels differ from the background")
        shares.append(f"{shot.relative_to(ROOT)} {share:.0%} drawn")

    # A deep link opens its scenario at its step.
    last = browser.find_elements(By.CSS_SELECTOR, "details.scenario")[-1]
    step = str(min(3, int(last.get_attribute("data-steps"))))
    target = f"{url}#{last.get_attribute('id')}/{step}"
    browser.get(target)
    opened = browser.find_elements(By.CSS_SELECTOR, "details.scenario")[-1]
    WebDriverWait(browser, 10).until(lambda b: opened.get_attribute("data-ready") == "1")
    rows = opened.find_elements(By.CSS_SELECTOR, "table.steps tr.current")
    if not browser.execute_script("return arguments[0].open", opened) or not rows or rows[0].get_attribute("data-step") != step:
        fail(f"{name}: the link {urllib.parse.unquote(target)} did not open its scenario at step {step}")
    browser.execute_script("window.scrollTo(0, 0)")

    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        fail(f"{name}: console errors: {errors}")
    page = urllib.parse.urldefrag(url).url
    foreign = [u for u in network_requests(browser) if urllib.parse.urldefrag(u).url != page and not u.startswith("data:")]
    if foreign:
        fail(f"{name}: the page made network requests: {foreign}")
    print(f"browser-test: {name} ({scheme}): ok; {', '.join(shares)}")


# Opens every scenario of the page and returns, for each, what its view shows: the count of its
# elements and the text of its filmstrip, timeline and step table (which stepping through the
# steps leaves as they are), or the reason it could not be shown.
OPEN_ALL = """
const views = [];
for (const details of document.querySelectorAll("details.scenario")) {
  if (details.open) details.open = false;
  details.open = true;
}
return new Promise((done) => setTimeout(() => {
  for (const details of document.querySelectorAll("details.scenario")) {
    const view = details.querySelector(":scope > .view");
    views.push(details.dataset.ready === "1" ? shown(view) : "not shown: " + view.textContent);
  }
  done(views);
}, 500));
function shown(root) {
  const part = (name) => (root.querySelector(name) || { textContent: "(none)" }).textContent;
  return [root.querySelectorAll("*").length, part(".strip"), part(".plot"), part("table.steps")].join("|");
}
"""

# What the same views show when the browser parses them as Python's zlib inflates them, each
# after the page's dictionary (main's data-dictionary, whose data-dictionary-length bytes are
# dropped from the front): the page's own reader of DEFLATE is checked against zlib's.
PARSE_EACH = """
return arguments[0].map((markup) => {
  const root = document.createElement("div");
  root.innerHTML = markup;
  const part = (name) => (root.querySelector(name) || { textContent: "(none)" }).textContent;
  return [root.querySelectorAll("*").length, part(".strip"), part(".plot"), part("table.steps")].join("|");
});
"""


def check_views(browser, page_file, name):
    """Every scenario's view, as the page's script inflates it, is what zlib inflates."""
    html = page_file.read_text(encoding="utf-8")
    def attribute(key):
        return re.findall(f' {key}="([^"]*)"', html)
    preamble, length = attribute("data-dictionary")[0], int(attribute("data-dictionary-length")[0])
    expected = [(zlib.decompressobj(-15).decompress(base64.b64decode(preamble) + base64.b64decode(view))[length:]).decode("utf-8")
                for view in attribute("data-view")]
    browser.get(page_file.resolve().as_uri())
    WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState") == "complete")
    shown = browser.execute_script(OPEN_ALL)
    parsed = browser.execute_script(PARSE_EACH, expected)
    # The page lists failing scenarios first; the attributes are in the same page order.
    if len(shown) != len(expected):
        fail(f"{name}: {len(shown)} scenarios shown, {len(expected)} views in the page")
    for index, (got, want) in enumerate(zip(shown, parsed)):
        if got != want:
            fail(f"{name}: scenario {index + 1}'s view differs from zlib's: {got[:200]!r} != {want[:200]!r}")
    errors = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    if errors:
        fail(f"{name}: console errors with every scenario open: {errors}")
    network_requests(browser)  # read, so that the next page's check sees only its own
    print(f"browser-test: {name}: all {len(shown)} views inflated as zlib inflates them")


def main():
    if len(sys.argv) != 2:
        fail("usage: browser-test.py REFRESHSPEC")
    tool = str(pathlib.Path(sys.argv[1]).resolve())
    SHOTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        pages = [
            ("specs", report(tool, ["specs"], pathlib.Path(folder) / "specs.html", 0), False),
            ("failing", report(tool, ["specs", FAILING], pathlib.Path(folder) / "failing.html", 1), True),
            ("hostile", report(tool, ["Tests/Fixtures/Hostile"], pathlib.Path(folder) / "hostile.html", 1), True),
        ]
        browser = driver()
        try:
            checked = 0
            for name, url, failing in pages:
                for scheme in ["light", "dark"]:
                    check_page(browser, url, name, failing, scheme)
                    checked += 1
                check_views(browser, pathlib.Path(urllib.parse.urlparse(url).path), name)
        finally:
            browser.quit()
    print(f"browser-test: {checked} passed, 0 failed")


if __name__ == "__main__":
    main()
