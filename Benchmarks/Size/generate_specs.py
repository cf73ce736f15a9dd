#!/usr/bin/env python3
"""Writes the size benchmark's specs (issue 36, items 1 and 2) into a folder, each about 8 MiB:

  locales.yaml       locales `aaa-AA`, `aaa-AB`, ... each with one key of its own
  alias-text.yaml    en: {k0: &v <8 MiB less a bit of x>, k1: *v, ... k2999: *v}
  alias-name.yaml    a scenario named with 7.5 MiB of y, its name aliased by 9,990 scenarios

    python3 generate_specs.py OUT_DIR
"""
import itertools
import os
import string
import sys

HEAD = """version: 1
name: size
scrollView:
  kind: table
  frame: {width: 375, height: 667}
  contentSize: {width: 375, height: 1200}
defaultLocale: en
"""
COMPONENTS = """components:
  - {id: header, type: header}
"""
TARGET = 8 << 20


def locales():
    lines = []
    size = len(HEAD) + len(COMPONENTS) + len("strings:\n")
    letters = string.ascii_lowercase
    ids = ("".join(language) + "-" + "".join(region).upper()
           for language in itertools.product(letters, repeat=3)
           for region in itertools.product(letters, repeat=2))
    for index, locale in enumerate(ids):
        line = f"  {locale}: {{k{index}: x}}\n"
        if size + len(line) > TARGET - 1024:
            break
        lines.append(line)
        size += len(line)
    return HEAD + "strings:\n" + "".join(lines) + COMPONENTS


def alias_text():
    aliases = "".join(f", k{index}: *v" for index in range(1, 3000))
    text = "x" * (TARGET - 64 * 1024 - len(aliases))
    return HEAD + "strings:\n  en: {k0: &v " + text + aliases + "}\n" + COMPONENTS


def alias_name():
    scenario = "  - {name: *n, steps: [{drag: {to: -100}}]}\n"
    return (HEAD + COMPONENTS + "scenarios:\n  - name: &n " + "y" * (15 << 19)
            + "\n    steps: [{drag: {to: -100}}]\n" + scenario * 9990)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in (("locales", locales), ("alias-text", alias_text), ("alias-name", alias_name)):
        with open(os.path.join(out, name + ".yaml"), "w") as file:
            file.write(make())


if __name__ == "__main__":
    main()
