#!/usr/bin/env python3
"""Checks `refreshspec schema` with a real JSON Schema validator (the `jsonschema` package).

The schema must be a valid draft 2020-12 schema, accept every spec under specs/ and reject
every fixture under Tests/Fixtures/Schema/reject/ (each has one unknown key or bad enum value,
which `refreshspec validate` rejects too).

usage: check-schema.py REFRESHSPEC   (the path of a built refreshspec executable)
"""
import pathlib
import subprocess
import sys

import jsonschema
import yaml


class SpecLoader(yaml.SafeLoader):
    """YAML as refreshspec reads it: times stay strings (YAML 1.2 has no timestamp type)."""


SpecLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path):
    with open(path, encoding="utf-8") as file:
        return yaml.load(file, Loader=SpecLoader)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    tool = sys.argv[1]
    root = pathlib.Path(__file__).resolve().parent.parent
    schema = yaml.safe_load(subprocess.run([tool, "schema"], check=True, capture_output=True, text=True).stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []
    specs = sorted((root / "specs").glob("*.yaml"))
    for path in specs:
        errors = list(validator.iter_errors(load(path)))
        if errors:
            failures.append(f"{path.relative_to(root)}: rejected: {errors[0].message}")
    fixtures = sorted((root / "Tests/Fixtures/Schema/reject").glob("*.yaml"))
    for path in fixtures:
        if validator.is_valid(load(path)):
            failures.append(f"{path.relative_to(root)}: accepted, but it should be rejected")
        if subprocess.run([tool, "validate", "--quiet", str(path)], capture_output=True).returncode != 1:
            failures.append(f"{path.relative_to(root)}: refreshspec validate does not reject it")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"schema: {len(specs)} specs accepted, {len(fixtures)} fixtures rejected, {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
