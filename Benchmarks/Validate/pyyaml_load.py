#!/usr/bin/env python3
"""Load every YAML file under the given paths with PyYAML's libyaml-backed CSafeLoader.

The reference point of the validate benchmark: the usual "parse YAML from a
script" cost, with PyYAML's C extension doing the parsing and Python objects
built for every node. Directories are walked recursively for *.yaml and *.yml
files, in sorted order (as event_loop.c and `refreshspec validate` do).

Prints "N files, F failed"; exits 1 if a file failed to load, 2 on an unusable
path or when PyYAML has no libyaml support.
"""

import os
import sys

import yaml


def yaml_files(path):
    if not os.path.isdir(path):
        yield path
        return
    for root, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.startswith("."):
                continue
            if name.endswith(".yaml") or name.endswith(".yml"):
                yield os.path.join(root, name)


def main(argv):
    if len(argv) < 2:
        print(f"usage: {argv[0]} PATH...", file=sys.stderr)
        return 2
    loader = getattr(yaml, "CSafeLoader", None)
    if loader is None:
        print("PyYAML was built without libyaml (no yaml.CSafeLoader)", file=sys.stderr)
        return 2
    loaded = failed = 0
    for path in argv[1:]:
        if not os.path.exists(path):
            print(f"{path}: no such file or directory", file=sys.stderr)
            return 2
        for file_path in yaml_files(path):
            with open(file_path, "rb") as handle:
                data = handle.read()
            try:
                yaml.load(data, Loader=loader)
                loaded += 1
            except yaml.YAMLError as error:
                print(f"{file_path}: {error}", file=sys.stderr)
                failed += 1
    print(f"{loaded + failed} files, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
