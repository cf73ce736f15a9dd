#!/usr/bin/env python3
"""CPU time of `refreshspec validate` by phase, beside the event loop's, from `perf script`.

Reads the `perf script -F comm,ip,sym,dso` text of one `perf record -e cpu-clock -g` session
in which both programs ran, tells their samples apart by command name, and gives each sample
to the first phase whose pattern matches a frame, walking from the sampled function towards
`main`. Prints, for each program, the samples per run of each phase, the time they stand for
(one sample per 1/frequency seconds), their share and their multiple of the loop's whole CPU.

    cpu_phases.py PERF_SCRIPT_TEXT FREQUENCY RUNS LOOP_COMMAND VALIDATE_COMMAND
"""
import re
import sys
from collections import Counter

# (phase, pattern on a frame's symbol, pattern on its shared object), most specific first: a
# frame of decodeComponents is also under decodeSpec, and the walk meets the deeper one first.
PHASES = [
    ("libyaml (parser, scanner, reader)", r"^yaml_", r"libyaml"),
    ("YAML: events to document", r"8ComposerV|4YAML8DocumentC5parse", None),
    ("decode: components", r"decodeComponents", None),
    ("decode: scenarios and steps", r"decodeScenarios", None),
    ("decode: strings block", r"decodeStrings", None),
    ("decode: scroll view", r"decodeScrollView", None),
    ("checks: strings, coverage, keys",
     r"StringsChecker|LocaleCoverage|CoverageShortcut|checkStrings|LocaleUses|StringsUsage|checkUnused", None),
    ("checks: work limit", r"checkWork", None),
    ("decode: the rest of the spec", r"0B7DecoderV06decodeB0", None),
    ("freeing each file's results", r"LoadResultV(WOh|wxx|Wx)|ValidationResultV(WOh|wxx)", None),
    ("reading files", r"6SourceV4read|6SourceV7readAll", None),
    ("loading: sort, strict, result", r"10LoadResultV|0B0V4load|Validate", None),
    ("output", r"ValidationOutput|StandardOutputBuffer|DiagnosticRenderer", None),
    ("finding files, the rest of main", r"InputFiles|RefreshSpecCLI_main", None),
]
COMPILED = [(name, re.compile(symbol), dso and re.compile(dso)) for name, symbol, dso in PHASES]
KERNEL = "kernel, outside the phases (start, exit, page faults)"
MALLOC = "malloc and free, caller not unwound"
OTHER = "outside the phases (start-up, runtime, libc)"


def samples(lines):
    """Yields each sample as (command, frames), frames innermost first as (symbol, shared object)."""
    command, frames = None, []
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if not line.startswith((" ", "\t")):
            # A sample's header line: the command's name.
            if command is not None and frames:
                yield command, frames
            command, frames = line.split()[0], []
            continue
        match = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$", line)
        if match:
            frames.append((match.group(1), match.group(2)))
    if command is not None and frames:
        yield command, frames


def phase(frames):
    """The phase of the nearest frame that names one; else what the sampled function is."""
    for symbol, dso in frames:
        for name, symbol_pattern, dso_pattern in COMPILED:
            if symbol_pattern.search(symbol) or (dso_pattern and dso_pattern.search(dso)):
                return name
    symbol, dso = frames[0]
    if "kernel" in dso:
        return KERNEL
    if re.search(r"malloc|free|realloc", symbol):
        return MALLOC
    return OTHER


def print_table(title, counts, frequency, runs, loop_per_run):
    total = sum(counts.values())
    print(f"--- {title}")
    print(f"{'phase':<58} {'samples/run':>11} {'ms/run':>8} {'share':>6}  × loop")
    for name in [name for name, _, _ in PHASES] + [KERNEL, MALLOC, OTHER, "total"]:
        count = total if name == "total" else counts.get(name, 0)
        if count == 0:
            continue
        per_run = count / runs
        share = 100 * count / total
        print(f"{name:<58} {per_run:>11.0f} {1000 * per_run / frequency:>8.1f} {share:>5.1f}%  {per_run / loop_per_run:6.3f}")


def main():
    path, frequency, runs, loop_command, command = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), *sys.argv[4:6]
    counts = {loop_command: Counter(), command: Counter()}
    with open(path, errors="replace") as text:
        for name, frames in samples(text):
            if name in counts:
                counts[name][phase(frames)] += 1
    loop_per_run = sum(counts[loop_command].values()) / runs
    if loop_per_run == 0 or not counts[command]:
        sys.exit(f"cpu_phases.py: no samples of '{loop_command}' or of '{command}' in {path}")
    print_table("event loop", counts[loop_command], frequency, runs, loop_per_run)
    print()
    print_table("refreshspec validate --jobs 1", counts[command], frequency, runs, loop_per_run)


if __name__ == "__main__":
    main()
