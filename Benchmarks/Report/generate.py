#!/usr/bin/env python3
"""Writes the report benchmark's second corpus and its long spec.

    python3 generate.py HEADER_DIR LONG_SPEC [--steps 1000000]

HEADER_DIR gets 2,000 copies of specs/header.yaml, header-0001.yaml … header-2000.yaml, unchanged:
the tool tells specs apart by their paths, so the same `name:` in each is fine.

LONG_SPEC is one spec whose one scenario has STEPS steps, written as a flow sequence so that a
million of them fit in the tool's 8 MiB input limit (a million `drag: {dy: 1}` would take 15 MB).
The steps repeat `drag: {dy: D}, release, wait: W, cancel, cancel, cancel, cancel`, with D and W
digits from 1 to 9 drawn with a fixed seed, so that the offsets and the times vary from one
round to the next instead of repeating one short cycle. Each step counts one update of the spec's one
component: a million steps are the most the work limit allows (SPEC.md §7).
"""
import argparse
import itertools
import os
import pathlib
import random
import shutil

ROOT = pathlib.Path(__file__).resolve().parents[2]
COPIES = 2000
SIZE_LIMIT = 8 << 20
HEAD = """version: 1
name: long
scrollView:
  kind: table
  frame: {width: 375, height: 667}
  contentSize: {width: 375, height: 1200}
  contentInset: {top: 64}
components:
  - {id: header, type: header}
scenarios:
  - name: a million steps
    steps: ["""


def copy_header(folder):
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    for number in range(1, COPIES + 1):
        shutil.copyfile(ROOT / "specs" / "header.yaml", os.path.join(folder, f"header-{number:04d}.yaml"))


def cycles(rng):
    while True:
        yield from (f"drag: {{dy: {rng.randint(1, 9)}}}", "release", f"wait: {rng.randint(1, 9)}",
                    "cancel", "cancel", "cancel", "cancel")


def write_long_spec(path, steps):
    text = HEAD + ",".join(itertools.islice(cycles(random.Random(36)), steps)) + "]\n"
    if len(text) > SIZE_LIMIT:
        raise SystemExit(f"generate.py: {steps} steps take {len(text)} bytes, over the 8 MiB input limit")
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("header_dir")
    parser.add_argument("long_spec")
    parser.add_argument("--steps", type=int, default=1_000_000)
    args = parser.parse_args()
    copy_header(args.header_dir)
    write_long_spec(args.long_spec, args.steps)


if __name__ == "__main__":
    main()
