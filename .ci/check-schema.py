#!/usr/bin/env python3
"""Checks `refreshspec schema` with a real JSON Schema validator (the `jsonschema` package).

The schema must be a valid draft 2020-12 schema (checked against the metaschema), accept every
spec under specs/ and reject every fixture under Tests/Fixtures/Schema/reject/ (structural
errors: an unknown key, a bad enum value, a wrong type), which `refreshspec validate` rejects too.
Each fixture under Tests/Fixtures/Schema/differ/ is a case docs/SCHEMA.md lists where the two can
differ; its first line gives the verdicts to expect:

    # verdicts: schema=accepts validate=rejects yaml1.1=accepts

`schema` is the schema's verdict on the document read by YAML 1.2's core schema, as
yaml-language-server and refreshspec read it; `yaml1.1` its verdict on the document read by a
YAML 1.1 loader (PyYAML's SafeLoader).

usage: check-schema.py REFRESHSPEC   (the path of a built refreshspec executable)
"""
import pathlib
import re
import subprocess
import sys

import jsonschema
import yaml


class CoreLoader(yaml.SafeLoader):
    """YAML 1.2's core schema: true/false only, no timestamps, 0o octal and 0x hex integers."""


CoreLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    (
        "float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        list("-+0123456789."),
    ),
]:
    CoreLoader.add_implicit_resolver(f"tag:yaml.org,2002:{tag}", re.compile(pattern), first)


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    return int(text, 0) if text[:2] in ("0o", "0x") else int(text, 10)


CoreLoader.add_constructor("tag:yaml.org,2002:int", construct_core_int)


def load(path, loader=CoreLoader):
    with open(path, encoding="utf-8") as file:
        return yaml.load(file, Loader=loader)


def verdict(accepted):
    return "accepts" if accepted else "rejects"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    tool = sys.argv[1]
    root = pathlib.Path(__file__).resolve().parent.parent
    schema = yaml.safe_load(subprocess.run([tool, "schema"], check=True, capture_output=True, text=True).stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    def validates(path):
        return subprocess.run([tool, "validate", "--quiet", str(path)], capture_output=True).returncode == 0

    failures = []
    specs = sorted((root / "specs").glob("*.yaml"))
    for path in specs:
        errors = list(validator.iter_errors(load(path)))
        if errors:
            failures.append(f"{path.relative_to(root)}: rejected: {errors[0].message}")
    fixtures = sorted((root / "Tests/Fixtures/Schema/reject").glob("*.yaml"))
    print("schema and validate agree (both reject):")
    for path in fixtures:
        errors = list(validator.iter_errors(load(path)))
        print(f"  {path.name:40} {errors[0].message if errors else 'ACCEPTED'}"[:120])
        if not errors:
            failures.append(f"{path.relative_to(root)}: accepted, but it should be rejected")
        if validates(path):
            failures.append(f"{path.relative_to(root)}: refreshspec validate does not reject it")
    differences = sorted((root / "Tests/Fixtures/Schema/differ").glob("*.yaml"))
    print(f"where they can differ:\n  {'fixture':30} {'schema':8} {'validate':8} yaml1.1")
    for path in differences:
        expected = dict(re.findall(r"(\w+(?:\.\d)?)=(\w+)", path.read_text(encoding="utf-8").splitlines()[0]))
        found = {
            "schema": verdict(validator.is_valid(load(path))),
            "validate": verdict(validates(path)),
            "yaml1.1": verdict(validator.is_valid(load(path, yaml.SafeLoader))),
        }
        print(f"  {path.name:30} {found['schema']:8} {found['validate']:8} {found['yaml1.1']}")
        if found != expected:
            failures.append(f"{path.relative_to(root)}: verdicts {found}, its first line says {expected}")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(
        f"schema: {len(specs)} specs accepted, {len(fixtures)} fixtures rejected, {len(differences)} differences as listed, "
        f"{len(failures)} problems"
    )
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
