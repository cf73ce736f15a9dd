#!/usr/bin/env python3
"""CPU time of `refreshspec validate` by phase, from `perf script` output of call-graph samples.

Reads `perf script -F comm,ip,sym,dso` text of a `perf record -e cpu-clock -g` run, keeps the
samples of the command named COMMAND (not the shell that started it) and gives each to the first phase, walking from the sampled function towards
`main`, whose pattern matches a frame. Prints samples per phase, the time they stand for
(one sample per 1/frequency seconds) and, when the event loop's sample count is given, each
phase as a multiple of the loop's whole CPU time.

    cpu_phases.py SCRIPT_TEXT COMMAND FREQUENCY RUNS [LOOP_SAMPLES_PER_RUN]
    cpu_phases.py --count SCRIPT_TEXT COMMAND     (prints the command's sample count)
"""
import re
import sys
from collections import Counter

# (phase, pattern on a frame's symbol or shared object), most specific first: a frame of
# decodeComponents is also under decodeSpec, and the walk meets the deeper one first.
PHASES = [
    ("libyaml (parser, scanner, reader)", r"libyaml|^yaml_"),
    ("YAML: events to document", r"8ComposerV|4YAML8DocumentC5parse"),
    ("decode: components", r"decodeComponents"),
    ("decode: scenarios and steps", r"decodeScenarios"),
    ("decode: strings block", r"decodeStrings"),
    ("decode: scroll view", r"decodeScrollView"),
    ("checks: strings, coverage, keys", r"StringsChecker|LocaleCoverage|CoverageShortcut|checkStrings|LocaleUses|StringsUsage|checkUnused"),
    ("checks: work limit", r"checkWork"),
    ("decode: the rest of the spec", r"0B7DecoderV06decodeB0"),
    ("freeing each file's results", r"LoadResultV(WOh|wxx|Wx)|ValidationResultV(WOh|wxx)"),
    ("reading files", r"6SourceV4read|6SourceV7readAll"),
    ("loading: sort, strict, result", r"10LoadResultV|0B0V4load|Validate"),
    ("output", r"ValidationOutput|StandardOutputBuffer|DiagnosticRenderer"),
    ("finding files, the rest of main", r"InputFiles|RefreshSpecCLI_main"),
]
COMPILED = [(name, re.compile(pattern)) for name, pattern in PHASES]


def samples(lines, command):
    """Yields the frames of each sample of `command`, innermost first, as (symbol, shared object)."""
    frames, keep = [], False
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if not line.startswith((" ", "\t")):
            # A sample's header line: the command's name.
            if keep and frames:
                yield frames
            frames, keep = [], line.split()[0] == command
            continue
        match = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$", line)
        if match:
            frames.append((match.group(1), match.group(2)))
    if keep and frames:
        yield frames


def phase(frames):
    for symbol, dso in frames:
        for name, pattern in COMPILED:
            if pattern.search(symbol) or (name.startswith("libyaml") and pattern.search(dso)):
                return name
    symbol, dso = frames[0]
    if "kernel" in dso:
        return "kernel, outside the phases (start, exit, page faults)"
    if re.search(r"malloc|free|realloc", symbol):
        return "malloc and free, caller not unwound"
    return "outside the phases (start-up, runtime, libc)"


def main():
    if sys.argv[1] == "--count":
        with open(sys.argv[2], errors="replace") as text:
            print(sum(1 for _ in samples(text, sys.argv[3])))
        return
    path, command, frequency, runs = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
    loop = float(sys.argv[5]) if len(sys.argv) > 5 else None
    with open(path, errors="replace") as text:
        counts = Counter(phase(frames) for frames in samples(text, command))
    total = sum(counts.values())
    order = [name for name, _ in PHASES] + sorted(set(counts) - {name for name, _ in PHASES})
    print(f"{'phase':<58} {'samples/run':>11} {'ms/run':>8} {'share':>6}" + ("  × loop" if loop else ""))
    for name in order + ["total"]:
        count = total if name == "total" else counts.get(name, 0)
        if count == 0:
            continue
        per_run = count / runs
        row = f"{name:<58} {per_run:>11.0f} {1000 * per_run / frequency:>8.1f} {100 * count / total:>5.1f}%"
        if loop:
            row += f"  {per_run / loop:6.3f}"
        print(row)


if __name__ == "__main__":
    main()
