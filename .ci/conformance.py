#!/usr/bin/env python3
"""Checks refreshspec's machine-readable outputs with the validators and parsers their consumers use.

Inputs: every spec under specs/ and the hostile-text specs under Tests/Fixtures/Hostile/ (every
character XML 1.0 cannot carry, XML's special characters, `]]>`, CR, tab, emoji, right-to-left
text; file names with spaces, commas, colons and `%`).

- SARIF (validate and test, relative, absolute, outside the working directory, unusable paths)
  against the OASIS sarif-schema-2.1.0.json vendored in .ci/standards/;
- JUnit (test --junit) against Jenkins' junit-10.xsd with `xmllint --schema`, then read back
  with junitparser: counts and names equal to those of `test --format json`, every timestamp
  the run's start (UTC, no zone); with SOURCE_DATE_EPOCH, two runs write the same bytes;
- SVG (run --format svg and --format timeline of every spec that loads) parsed as XML, with a
  viewBox the size of the picture;
- XLIFF (strings export specs --format xliff) against the OASIS xliff-core-1.2-strict.xsd (and
  the W3C's xml.xsd it imports, through xml-catalog.xml: no network) with `xmllint --schema`,
  then read by translate-toolkit's XLIFF store: every unit's source and target the texts the
  specs give (their String Catalog export is the reference); one target changed and the store
  written back by translate-toolkit, then imported into a copy of specs/: that one text changes;
  and export, import, export again gives the same bytes.

The JSON Schema is checked by .ci/check-schema.py.

usage: conformance.py REFRESHSPEC   (the path of a built refreshspec executable)
"""
import datetime
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import jsonschema
import junitparser
from translate.storage import xliff

ROOT = pathlib.Path(__file__).resolve().parent.parent
STANDARDS = ROOT / ".ci/standards"
failures = []


def fail(what):
    failures.append(what)
    print(f"conformance: {what}", file=sys.stderr)


def run(tool, *arguments, cwd=ROOT, env=None):
    return subprocess.run([tool, *arguments], cwd=cwd, capture_output=True, env=env)


def utc_now():
    return datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)


def visible(text):
    """Text as refreshspec writes it into XML: what XML 1.0 cannot carry as `\\u{hex}`."""
    return re.sub("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", lambda match: "\\u{%x}" % ord(match.group()), text)


def check_sarif(tool, inputs):
    schema = json.loads((STANDARDS / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema)
    outside = pathlib.Path(tempfile.mkdtemp(prefix="refreshspec conformance, 100%: "))
    try:
        hostile = next((ROOT / "Tests/Fixtures/Hostile").glob("text*.yaml"))
        shutil.copy(hostile, outside / hostile.name)
        runs = {
            "relative": (inputs, ["%SRCROOT%"]),
            "absolute": ([str(ROOT / path) for path in inputs], ["%SRCROOT%"]),
            "outside the working directory": ([str(outside / hostile.name)], ["file://"]),
            "unusable": (["does not exist, 100%.yaml"] + inputs[:1], ["%SRCROOT%"]),
        }
        checked = 0
        for command in ("validate", "test"):
            for name, (paths, bases) in runs.items():
                result = run(tool, command, "--format", "sarif", *paths)
                label = f"{command} --format sarif ({name})"
                log = json.loads(result.stdout)
                for error in validator.iter_errors(log):
                    fail(f"{label}: not SARIF 2.1.0: {error.message} at {list(error.absolute_path)}")
                invocation = (log["runs"][0].get("invocations") or [{}])[0]
                if invocation.get("exitCode") != result.returncode:
                    fail(f"{label}: exitCode {invocation.get('exitCode')}, but the command exited {result.returncode}")
                if invocation.get("executionSuccessful") != (result.returncode < 2):
                    fail(f"{label}: executionSuccessful is {invocation.get('executionSuccessful')}, exit {result.returncode}")
                if name == "unusable" and not invocation.get("toolExecutionNotifications"):
                    fail(f"{label}: no toolExecutionNotifications")
                for entry in log["runs"][0]["results"]:
                    location = entry["locations"][0]["physicalLocation"]["artifactLocation"]
                    kind = "%SRCROOT%" if location.get("uriBaseId") == "%SRCROOT%" else location["uri"][:7]
                    if kind not in bases:
                        fail(f"{label}: {location} is not located as {bases}")
                    if not entry.get("partialFingerprints"):
                        fail(f"{label}: a result without partialFingerprints")
                checked += 1
        print(f"sarif: {checked} logs checked against sarif-schema-2.1.0.json")
    finally:
        shutil.rmtree(outside)


def check_junit(tool, inputs):
    with tempfile.TemporaryDirectory() as folder:
        junit = pathlib.Path(folder) / "refreshspec junit.xml"
        clock = {key: value for key, value in os.environ.items() if key != "SOURCE_DATE_EPOCH"}
        before = utc_now().replace(microsecond=0)
        result = run(tool, "test", "--format", "json", "--junit", str(junit), *inputs, env=clock)
        after = utc_now()
        report = json.loads(result.stdout)
        lint = subprocess.run(
            ["xmllint", "--noout", "--schema", str(STANDARDS / "junit-10.xsd"), str(junit)], capture_output=True, text=True
        )
        if lint.returncode != 0:
            fail(f"junit: not valid against junit-10.xsd:\n{lint.stderr}")
        xml = junitparser.JUnitXml.fromfile(str(junit))
        summary = report["summary"]
        expected = (summary["scenarios"] + summary["specsWithErrors"], summary["failed"], summary["specsWithErrors"], 0)
        found = (xml.tests, xml.failures, xml.errors, xml.skipped)
        if found != expected:
            fail(f"junit: junitparser reads tests/failures/errors/skipped {found}, the run had {expected}")
        suites = list(xml)
        if len(suites) != len(report["specs"]):
            fail(f"junit: {len(suites)} test suites for {len(report['specs'])} specs")
        for suite, spec in zip(suites, report["specs"]):
            cases = list(suite)
            if spec["scenarios"] is not None:
                names = [visible(scenario["name"]) for scenario in spec["scenarios"]]
                outcomes = [bool(scenario["failures"]) for scenario in spec["scenarios"]]
            else:
                names, outcomes = ["load"], [True]
            if suite.name != visible(spec["name"] or spec["path"]):
                fail(f"junit: suite {suite.name!r} read back for {spec['name'] or spec['path']!r}")
            if [case.name for case in cases] != names:
                fail(f"junit: cases {[case.name for case in cases]!r} read back, expected {names!r}")
            if [not case.is_passed for case in cases] != outcomes:
                fail(f"junit: outcomes of {spec['path']} read back wrong")
            errors = [entry for case in cases for entry in case.result if isinstance(entry, junitparser.Error)]
            if (spec["scenarios"] is not None) == bool(errors):
                fail(f"junit: {spec['path']}: a spec that does not load is one <error>, and only it")
            try:
                started = datetime.datetime.strptime(suite.timestamp or "", "%Y-%m-%dT%H:%M:%S")
                if not before <= started <= after:
                    fail(f"junit: timestamp {suite.timestamp} of {spec['path']} is not the run's start ({before}-{after})")
            except ValueError:
                fail(f"junit: timestamp {suite.timestamp!r} of {spec['path']} is not YYYY-MM-DDTHH:MM:SS")
        fixed = dict(clock, SOURCE_DATE_EPOCH="1767268800")
        documents = []
        for _ in range(2):
            run(tool, "test", "--quiet", "--junit", str(junit), *inputs, env=fixed)
            documents.append(junit.read_bytes())
        if documents[0] != documents[1] or b'timestamp="2026-01-01T12:00:00"' not in documents[0]:
            fail("junit: SOURCE_DATE_EPOCH=1767268800 does not give the same bytes twice with 2026-01-01T12:00:00")
        print(f"junit: {len(suites)} suites valid against junit-10.xsd, read back by junitparser as {found}")


def check_svg(tool, inputs, picture):
    drawn = 0
    for path in inputs:
        result = run(tool, "run", "--format", picture, path)
        if result.returncode != 0:
            continue
        try:
            root = ElementTree.fromstring(result.stdout)
        except ElementTree.ParseError as error:
            fail(f"{picture} of {path}: not XML: {error}")
            continue
        view_box = root.get("viewBox", "").split()
        if root.tag != "{http://www.w3.org/2000/svg}svg" or len(view_box) != 4:
            fail(f"{picture} of {path}: no <svg> with a viewBox")
        elif view_box[2:] != [root.get("width"), root.get("height")]:
            fail(f"{picture} of {path}: viewBox {view_box} is not the picture's size")
        drawn += 1
    print(f"{picture}: {drawn} pictures parsed, each with a viewBox")


def check_xliff(tool):
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        specs = folder / "specs"
        shutil.copytree(ROOT / "specs", specs)
        export = folder / "L10n"
        for format in ("xliff", "xcstrings"):
            result = run(tool, "strings", "export", str(specs), "--format", format, "--output", str(export / format))
            if result.returncode != 0:
                fail(f"xliff: strings export --format {format} exited {result.returncode}: {result.stderr.decode()}")
                return
        document = export / "xliff/Localizable.xliff"
        lint = subprocess.run(
            ["xmllint", "--nonet", "--noout", "--schema", str(STANDARDS / "xliff-core-1.2-strict.xsd"), str(document)],
            capture_output=True, text=True, env=dict(os.environ, XML_CATALOG_FILES=str(STANDARDS / "xml-catalog.xml")),
        )
        if lint.returncode != 0:
            fail(f"xliff: not valid against xliff-core-1.2-strict.xsd:\n{lint.stderr}")
        catalog = json.loads((export / "xcstrings/Localizable.xcstrings").read_text(encoding="utf-8"))
        texts = {
            (locale, key): unit["stringUnit"]["value"]
            for key, entry in catalog["strings"].items()
            for locale, unit in entry["localizations"].items()
        }
        store = xliff.xlifffile.parsefile(str(document))
        units = [unit for unit in store.units if not unit.isheader()]
        checked = 0
        for unit in units:
            key = unit.xmlelement.get("id")
            file = unit.xmlelement.getparent().getparent()
            source, target = file.get("source-language"), file.get("target-language")
            if (source, key) in texts and unit.source != texts[(source, key)]:
                fail(f"xliff: {key}: source {unit.source!r}, the specs give {texts[(source, key)]!r}")
            if unit.target != texts.get((target, key)):
                fail(f"xliff: {key} in {target}: target {unit.target!r}, the specs give {texts.get((target, key))!r}")
            checked += 1
        # A vendor's change, written by translate-toolkit, goes back into the spec that has the key.
        changed = [unit for unit in units if unit.xmlelement.get("id") == "feed.idle" and unit.target]
        if not changed:
            fail("xliff: no translated feed.idle to change")
            return
        changed[0].target = "向下拉动即可刷新 & <更多>"
        vendor = folder / "vendor.xliff"
        vendor.write_bytes(bytes(store))
        locale = changed[0].xmlelement.getparent().getparent().get("target-language")
        for spec in sorted(specs.glob("*.yaml")):
            result = run(tool, "strings", "import", str(spec), "--from", str(vendor))
            if result.returncode != 0:
                fail(f"xliff: translate-toolkit's file into {spec.name}: exited {result.returncode}: {result.stderr.decode()}")
        if "feed.idle: 向下拉动即可刷新 & <更多>" not in (specs / "header.yaml").read_text(encoding="utf-8"):
            fail(f"xliff: translate-toolkit's {locale} feed.idle did not reach specs/header.yaml")
        # refreshspec's own round trip: export, import into every spec, export again.
        first = document.read_bytes()
        shutil.rmtree(export / "xliff")
        run(tool, "strings", "export", str(specs), "--format", "xliff", "--output", str(export / "xliff"))
        if document.read_bytes() == first:
            fail("xliff: the export after the vendor's change is the same as before it")
        second = document.read_bytes()
        for spec in sorted(specs.glob("*.yaml")):
            run(tool, "strings", "import", str(spec), "--from", str(document))
        shutil.rmtree(export / "xliff")
        run(tool, "strings", "export", str(specs), "--format", "xliff", "--output", str(export / "xliff"))
        if document.read_bytes() != second:
            fail("xliff: export, import, export does not give the same bytes")
        print(f"xliff: valid against xliff-core-1.2-strict.xsd, {checked} units read back by translate-toolkit, round trip identical")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    tool = str(pathlib.Path(sys.argv[1]).resolve())
    inputs = [str(path.relative_to(ROOT)) for path in sorted(ROOT.glob("specs/*.yaml"))]
    inputs += [str(path.relative_to(ROOT)) for path in sorted(ROOT.glob("Tests/Fixtures/Hostile/*.yaml"))]
    check_sarif(tool, inputs)
    check_junit(tool, inputs)
    check_svg(tool, inputs, "svg")
    check_svg(tool, inputs, "timeline")
    check_xliff(tool)
    print(f"conformance: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
