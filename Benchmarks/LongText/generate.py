"""Writes the inputs of issue 36's long-text reproducers into a folder.

    python3 generate.py OUT_DIR

fail-100.yaml and fail-1000.yaml: a header whose idle label is 6 MiB long and a scenario of 100
(1,000) `expect` steps that fail on it; run-300.yaml: the same label and 300 `wait` steps;
translations/zh-Hans.lproj/Localizable.strings: a 203 MB `.strings` file, and spec.yaml the spec
it is imported into.
"""
import os
import sys

out = sys.argv[1]
os.makedirs(os.path.join(out, "translations", "zh-Hans.lproj"), exist_ok=True)
label = "Pull to refresh " + "x" * (6 * 1024 * 1024 - 18) + "ng"
head = """version: 1
name: long
scrollView:
  frame: {width: 375, height: 667}
  contentSize: {width: 375, height: 1200}
defaultLocale: en
components:
  - id: header
    type: header
    style: state
    labels: {idle: feed.idle}
"""


def spec(steps):
    return head + "strings:\n  en:\n    feed.idle: " + label + "\nscenarios:\n  - name: long\n    steps:\n" + steps


with open(os.path.join(out, "fail-100.yaml"), "w") as f:
    f.write(spec("      - expect: {header: {text: nope}}\n" * 100))
with open(os.path.join(out, "fail-1000.yaml"), "w") as f:
    f.write(spec("      - expect: {header: {text: nope}}\n" * 1000))
with open(os.path.join(out, "run-300.yaml"), "w") as f:
    f.write(spec("      - wait: 0.01\n" * 300))
with open(os.path.join(out, "spec.yaml"), "w") as f:
    f.write(head + "strings:\n  en:\n    feed.idle: Pull down\n  zh-Hans:\n    feed.idle: 下拉\n")
with open(os.path.join(out, "translations", "zh-Hans.lproj", "Localizable.strings"), "w") as f:
    line = '"feed.idle" = "' + "x" * 1000 + '";\n'
    for _ in range(203 * 1000 * 1000 // len(line)):
        f.write(line)
