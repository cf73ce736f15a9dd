#!/usr/bin/env python3
"""Opens an HTML report in headless Chromium and times it: loading, the first interaction, and
the pictures of 20 scenarios.

    python3 browser.py PAGE

Chromium and chromium-driver are started by .ci/browser-test.py's `driver()`, the options the
CI's browser test uses. The page is relied on only for what every version of it keeps: each
scenario is a `<details class="scenario pass|fail">` with a `<summary>`, failing ones open, and
opening one fills its `div.view` (perhaps later, so this polls) with the filmstrip
(`.view .strip svg`) and the timeline (`.view .plot svg`): its pictures exist when both do.

Every time is taken inside the page with `performance.now()`, in milliseconds from the start of
the navigation. Prints one figure a line, `NAME VALUE...`, `timeout` for a time not reached:

    dom-interactive MS            Navigation Timing's domInteractive
    dom-content-loaded MS         domContentLoadedEventEnd
    load MS                       loadEventEnd
    first-open MS                 the first scenario, open because it failed, has its pictures
                                  (`-` when it is closed; `timeout` when not 10 s after `load`)
    first-interaction MS          then a click on the summary of the first closed scenario (the
                                  first scenario when it is closed), made as soon as that summary
                                  is in the document and scrolled to first, as a reader would,
                                  has opened it and its pictures exist (`-` when none is closed;
                                  `timeout` when not 10 s after `load` or the click, the later)
    first-interaction-scenario N  that scenario's place in the page, from 1; `clicked-twice` after
                                  it when the click had no effect 1 s after `load` (or the click,
                                  the later) and it was clicked again (closed and opened)
    pictures-shown N MIN MEDIAN MAX   N closed scenarios spread evenly over the page (the first,
                                  the last, evenly between), each scrolled to and then clicked:
                                  from the click to its pictures existing (one that has none
                                  10 s after its click counts as the longest, `timeout`, and
                                  ends the count)
    pictures-drawn N MIN MEDIAN MAX   the same, to the first frame drawn after they exist

A page that does not load in 300 s leaves its figures `timeout`.
"""
import importlib.util
import math
import pathlib
import statistics
import sys

from selenium.common.exceptions import TimeoutException

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOAD_TIMEOUT = 300
# How long after `load` the first figures, and after its click each scenario's pictures, may take.
TIMEOUT_MS = 10_000
SAMPLES = 20
# Clicked and still without pictures this long after `load` (or the click): clicked again.
SECOND_CLICK_MS = 1000

PICTURES = """
const hasPictures = (details) =>
  !!(details.querySelector(".view .strip svg") && details.querySelector(".view .plot svg"));
"""

# Runs before the page's own script, while the page is still being read. It waits for the
# first scenario: when open, for its pictures; then it scrolls to the first closed scenario as
# soon as that one's summary is in the document, clicks it and waits for its pictures.
EARLY = PICTURES + """
const bench = (window.__reportBench = {});
let target = null, summary = null, loadedAt = null, clickedAt = null, clickedTwice = false;
addEventListener("load", () => { loadedAt = performance.now(); });
// Time since `load`, or since the click when that came later.
const since = (now) => (loadedAt === null ? 0 : now - Math.max(loadedAt, clickedAt || 0));
const complete = () => document.readyState === "complete";
function poll() {
  const now = performance.now();
  if (!("firstOpen" in bench)) {
    const first = document.querySelector("details.scenario");
    if (!first) {
      if (complete()) bench.firstOpen = null;
    } else if (!first.open) bench.firstOpen = null;
    else if (hasPictures(first)) bench.firstOpen = now;
    else if (since(now) > %(timeout)d) bench.firstOpen = "timeout";
  } else if (!target) {
    const closed = document.querySelector("details.scenario:not([open])");
    summary = closed && closed.querySelector(":scope > summary");
    if (summary) {
      target = closed;
      window.__reportBenchTarget = target;
      summary.scrollIntoView({ block: "start" });
      summary.click();
      clickedAt = performance.now();
    } else if (complete()) {
      bench.firstInteraction = null;
    }
  } else if (target.open && hasPictures(target)) {
    bench.firstInteraction = now;
    bench.clickedTwice = clickedTwice;
  } else if (since(now) > %(timeout)d) {
    bench.firstInteraction = "timeout";
  } else if (since(now) > %(second_click)d && !clickedTwice) {
    clickedTwice = true;
    if (target.open) summary.click();
    summary.click();
  }
  if (!("firstInteraction" in bench)) setTimeout(poll, 5);
}
poll();
""" % {"timeout": TIMEOUT_MS, "second_click": SECOND_CLICK_MS}

# Waits (asynchronously) for the early script's figures; reads Navigation Timing.
EARLY_FIGURES = """
const done = arguments[arguments.length - 1];
(function wait() {
  const bench = window.__reportBench;
  if (!("firstInteraction" in bench)) return setTimeout(wait, 20);
  const timing = performance.getEntriesByType("navigation")[0];
  done({
    domInteractive: timing.domInteractive,
    domContentLoaded: timing.domContentLoadedEventEnd,
    load: timing.loadEventEnd,
    firstOpen: bench.firstOpen,
    firstInteraction: bench.firstInteraction,
    clickedTwice: !!bench.clickedTwice,
    target: Array.from(document.querySelectorAll("details.scenario")).indexOf(window.__reportBenchTarget),
  });
})();
"""

# The places (from 0) of the closed scenarios that have no pictures yet, in page order.
CLOSED = PICTURES + """
return Array.from(document.querySelectorAll("details.scenario"))
  .map((details, index) => (details.open || hasPictures(details) ? -1 : index))
  .filter((index) => index >= 0);
"""

# Scrolls scenario arguments[0] into view, waits two frames, clicks its summary, and returns the
# milliseconds from the click to its pictures existing and to the next frame drawn after that.
OPEN_ONE = PICTURES + """
const done = arguments[arguments.length - 1];
const details = document.querySelectorAll("details.scenario")[arguments[0]];
details.scrollIntoView({ block: "start" });
requestAnimationFrame(() => requestAnimationFrame(() => {
  let shown = null, finished = false;
  const start = performance.now();
  const finish = (result) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    done(result);
  };
  const check = () => {
    if (shown !== null || !details.open || !hasPictures(details)) return;
    shown = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => finish({ shown, drawn: performance.now() - start })));
  };
  const observer = new MutationObserver(check);
  observer.observe(details, { childList: true, subtree: true, attributes: true });
  (function poll() {
    check();
    if (shown === null && performance.now() - start > %(timeout)d) finish({ shown: null, drawn: null });
    else if (shown === null) requestAnimationFrame(poll);
  })();
  details.querySelector(":scope > summary").click();
}));
""" % {"timeout": TIMEOUT_MS}


def ci_driver():
    """Chromium as .ci/browser-test.py starts it."""
    spec = importlib.util.spec_from_file_location("browser_test", ROOT / ".ci" / "browser-test.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.driver()


def spread(places, count):
    """`count` of `places`: the first, the last and evenly between (all of them when fewer)."""
    if len(places) <= count:
        return places
    return [places[round(index * (len(places) - 1) / (count - 1))] for index in range(count)]


def ms(value):
    """A time in milliseconds as printed: `timeout` when not reached, `-` when there was none."""
    if value is None:
        return "-"
    if isinstance(value, str) or value == math.inf:
        return "timeout"
    return f"{value:.1f}"


def summary(values):
    """COUNT MIN MEDIAN MAX of times, a time not reached counted as the longest."""
    if not values:
        return "0 - - -"
    reached = [math.inf if value is None else value for value in values]
    return f"{len(values)} {ms(min(reached))} {ms(statistics.median(reached))} {ms(max(reached))}"


def measure(browser, url, figures):
    """Fills `figures` as far as it gets before a timeout."""
    browser.set_page_load_timeout(LOAD_TIMEOUT)
    browser.set_script_timeout(LOAD_TIMEOUT)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": EARLY})
    browser.get(url)
    early = browser.execute_async_script(EARLY_FIGURES)
    figures["dom-interactive"] = ms(early["domInteractive"])
    figures["dom-content-loaded"] = ms(early["domContentLoaded"])
    figures["load"] = ms(early["load"])
    figures["first-open"] = ms(early["firstOpen"])
    figures["first-interaction"] = ms(early["firstInteraction"])
    place = str(early["target"] + 1) if early["target"] >= 0 else "-"
    figures["first-interaction-scenario"] = place + (" clicked-twice" if early["clickedTwice"] else "")
    shown, drawn = [], []
    for place in spread(browser.execute_script(CLOSED), SAMPLES):
        result = browser.execute_async_script(OPEN_ONE, place)
        shown.append(result["shown"])
        drawn.append(result["drawn"])
        if result["shown"] is None:
            break
    figures["pictures-shown"] = summary(shown)
    figures["pictures-drawn"] = summary(drawn)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: browser.py PAGE")
    url = pathlib.Path(sys.argv[1]).resolve().as_uri()
    names = ["dom-interactive", "dom-content-loaded", "load", "first-open", "first-interaction",
             "first-interaction-scenario", "pictures-shown", "pictures-drawn"]
    figures = dict.fromkeys(names, "timeout")
    figures["first-interaction-scenario"] = "-"
    figures["pictures-shown"] = figures["pictures-drawn"] = "0 timeout timeout timeout"
    browser = ci_driver()
    try:
        measure(browser, url, figures)
    except TimeoutException as error:
        print(f"browser.py: stopped: {error.msg}", file=sys.stderr)
    finally:
        browser.quit()
        for name in names:
            print(name, figures[name])


if __name__ == "__main__":
    main()
