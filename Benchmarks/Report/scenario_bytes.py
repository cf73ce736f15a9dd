#!/usr/bin/env python3
"""Counts the scenarios of an HTML report and measures the bytes of the passing ones.

    python3 scenario_bytes.py PAGE

A scenario is an outermost `<details>` whose class has the word `scenario` and `pass` or `fail`.
The page is read a few MiB at a time (it may be larger than memory is meant for), and each
scenario's bytes run from its `<details` to its `</details>`, whatever it holds. Prints one line:

    PASSING FAILING MEAN_PASSING_BYTES LARGEST_PASSING_BYTES

(the two sizes 0 when nothing passed).
"""
import re
import sys

TOKEN = re.compile(rb"<details(?=[\s>/])|</details\s*>", re.IGNORECASE)
CLASS = re.compile(rb"""\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.IGNORECASE)
CHUNK = 4 << 20
# Enough bytes kept from the end of the text read to find a token cut by a chunk's end.
TAIL = 16


def details_elements(path):
    """(class attribute, bytes) of each outermost `<details>…</details>` of the file."""
    with open(path, "rb") as page:
        buffer, base, position, ended = b"", 0, 0, False
        depth, start, classes = 0, 0, b""
        while True:
            match = TOKEN.search(buffer, position)
            opening = match is not None and not match.group().startswith(b"</")
            tag_end = buffer.find(b">", match.end()) if opening else -1
            if match is None or (opening and tag_end < 0):
                if ended:
                    return
                keep = match.start() if match else max(position, len(buffer) - TAIL)
                buffer, base, position = buffer[keep:], base + keep, 0
                chunk = page.read(CHUNK)
                ended = not chunk
                buffer += chunk
                continue
            if opening:
                if depth == 0:
                    start = base + match.start()
                    found = CLASS.search(buffer, match.start(), tag_end)
                    classes = next((group for group in found.groups() if group is not None), b"") if found else b""
                depth += 1
                position = tag_end + 1
            else:
                position = match.end()
                if depth > 0:
                    depth -= 1
                    if depth == 0:
                        yield classes.decode("utf-8", "replace"), base + position - start


def main():
    passing, failing = [], 0
    for classes, size in details_elements(sys.argv[1]):
        words = classes.split()
        if "scenario" not in words:
            continue
        if "pass" in words:
            passing.append(size)
        elif "fail" in words:
            failing += 1
    mean = round(sum(passing) / len(passing)) if passing else 0
    print(len(passing), failing, mean, max(passing, default=0))


if __name__ == "__main__":
    main()
