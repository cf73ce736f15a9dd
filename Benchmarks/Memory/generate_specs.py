#!/usr/bin/env python3
"""Generate the memory benchmark's corpus: COUNT spec files, some of them with problems.

    python3 generate_specs.py OUT_DIR --count 100000 [--seed 20261129]

Draws a pool of 200 valid specs from ../Validate/generate_corpus.py (the same generator as the
validate benchmark) and writes COUNT files cycling through the pool, 1,000 per subdirectory,
each with its own `name`. So that every output has something to stream, one file in ten has an
unknown top-level key (an error: validate reports it, test does not run the spec) and one in ten
more gains a scenario whose expectation fails. Writing from a pool keeps 100,000 files to a few
seconds. Replaces whatever OUT_DIR held; the same arguments give the same bytes.
"""

import argparse
import os
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Validate"))
import generate_corpus  # noqa: E402

POOL = 200
PER_DIR = 1000
FAILING_SCENARIO = """  - name: a failing expectation
    steps:
      - drag: {dy: 30}
      - expect: {scrollView: {offsetY: 5}}
"""


def variant(text, index):
    """The pool text for file `index`: renamed, and with an error or a failing scenario for some."""
    lines = text.splitlines(keepends=True)
    lines = [f"name: spec-{index:06d}\n" if line.startswith("name: ") else line for line in lines]
    if index % 10 == 3:
        lines.insert(1, "colour: red\n")
    elif index % 10 == 7:
        lines.append(FAILING_SCENARIO)
    return "".join(lines)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, default=20261129)
    args = parser.parse_args(argv[1:])

    if os.path.isdir(args.out_dir):
        shutil.rmtree(args.out_dir)
    pool = [generate_corpus.generate_one(args.seed, index)[1] for index in range(POOL)]
    total = 0
    for index in range(args.count):
        subdir = os.path.join(args.out_dir, f"{index // PER_DIR:03d}")
        if index % PER_DIR == 0:
            os.makedirs(subdir)
        data = variant(pool[index % POOL], index).encode()
        with open(os.path.join(subdir, f"spec-{index:06d}.yaml"), "wb") as handle:
            handle.write(data)
        total += len(data)
    print(f"{args.count} specs in {args.out_dir}: {total} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
