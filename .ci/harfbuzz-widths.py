#!/usr/bin/env python3
"""HarfBuzz's widths of every label the project ships and of hostile ones, for the agreement
test (Tests/RefreshCoreTests/HarfBuzzAgreementTests.swift reads the fixture this writes and
holds Font.width(of:) to within 1 pt of it for Latin, Cyrillic, Greek and CJK, 3 % for Arabic,
Hebrew and Thai).

Each label is shaped by uharfbuzz with the fonts docs/FONTS.md names, split into runs of one
face the way SPEC.md §8 picks a face (Scripts/make-width-tables.py's face list: the first face
whose font has the code point; marks, format characters, emoji modifiers and what follows a
zero-width joiner stay in the run before them). A cluster no face has is the SPEC.md §8 fallback:
HarfBuzz's clusters, each one em of the CJK face when East Asian wide, else Inter's average letter.

    python3 .ci/harfbuzz-widths.py           # rewrite the fixture
    python3 .ci/harfbuzz-widths.py --check   # fail unless the fixture is HarfBuzz's widths today
"""
import importlib.util
import json
import re
import sys
import unicodedata
from pathlib import Path

import uharfbuzz as hb
import yaml

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests/Fixtures/harfbuzz-widths.json"
SIZES = [14]

_spec = importlib.util.spec_from_file_location("tables", ROOT / "Scripts/make-width-tables.py")
tables = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tables)

# Texts no shipped label has yet, chosen to break a shaper: kerning, marks, joining, emoji.
HOSTILE = [
    "AVAVAV", "Tö", "To WAVE, LYT", "Yé Fa P. ‘quoted’ “double”", "Zum Aktualisieren nach unten ziehen…",
    "Ação — coração, não", "Ελληνικά: Τραβήξτε για ανανέωση", "Ёжик в тумане, «ЙЦУКЕН»",
    "e\u0301 a\u0300 o\u0308\u0304", "Release for all stories", "x" * 200,
    "Pull 下拉 Потяните اسحب משוך ดึง", "😀 Refresh 👍🏽 👨‍👩‍👧 🇩🇪", "لا لأ لإ لآ بلا سلام",
    "مَرْحَبًا بِكُم", "שָׁלוֹם עוֹלָם", "ดึงลงเพื่อรีเฟรช กำลังโหลด… น้ำ", "ｆｕｌｌ　ｗｉｄｔｈ！", "새로고침 중…",
    "〈「引き下げて」〉、。", "Tab\there", "a\u200db\u00adc",
]
COMPLEX_SCRIPTS = [(0x590, 0x5FF), (0x600, 0x6FF), (0xE00, 0xE7F)]


def shipped_labels():
    """The built-in catalogs' texts, the last-updated texts they make, and every text of a
    `strings` block in specs/ and in README.md's YAML examples."""
    labels = []
    for catalog in sorted((ROOT / "Sources/RefreshSpec/Catalog").glob("*.json")):
        texts = json.loads(catalog.read_text())
        labels += texts.values()
        labels += [texts["header.lastTime"] + texts["header.noRecord"],
                   texts["header.lastTime"] + texts["header.today"] + " 12:00"]
    documents = [path.read_text() for path in sorted((ROOT / "specs").glob("*.yaml"))]
    documents += re.findall(r"```yaml\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    for document in documents:
        try:
            spec = yaml.safe_load(document)
        except yaml.YAMLError:
            continue
        strings = spec.get("strings") if isinstance(spec, dict) else None
        for texts in (strings or {}).values():
            labels += [text for text in (texts or {}).values() if isinstance(text, str)]
    return list(dict.fromkeys(labels))


class Faces:
    """One weight's fonts for HarfBuzz, and which face has each code point."""

    def __init__(self, weight):
        fonts = tables.open_fonts(weight)
        self.owner = {cp: entry[0] for cp, entry in tables.advances(fonts).items()}
        self.fallback = tables.fallback(fonts, tables.advances(fonts)) / fonts[0]["head"].unitsPerEm
        self.hb_fonts = []
        for path, number in tables.font_files(weight):
            face = hb.Face(hb.Blob.from_file_path(path), number)
            self.hb_fonts.append((hb.Font(face), face.upem))

    def width(self, text, size):
        total = 0.0
        for face, run in self.runs(text):
            if face is None:
                total += self.fallback_width(run) * size
                continue
            font, upem = self.hb_fonts[face]
            buffer = hb.Buffer()
            buffer.add_str(run)
            buffer.guess_segment_properties()
            hb.shape(font, buffer, {})
            total += sum(p.x_advance for i, p in zip(buffer.glyph_infos, buffer.glyph_positions) if i.codepoint) \
                * size / upem
        return total

    def fallback_width(self, run):
        """HarfBuzz's clusters of a run no face has, each one fallback advance (in em)."""
        font, _ = self.hb_fonts[0]
        buffer = hb.Buffer()
        buffer.add_str(run)
        buffer.guess_segment_properties()
        hb.shape(font, buffer, {})
        clusters = sorted({info.cluster for info in buffer.glyph_infos})
        characters = run.encode("utf-8")
        width = 0.0
        for cluster in clusters:
            first = characters[cluster:].decode("utf-8", "ignore")[0]
            width += 1.0 if unicodedata.east_asian_width(first) in "WF" else self.fallback
        return width

    def runs(self, text):
        """(face or None, text) runs of one face each."""
        result = []
        previous = None
        for index, character in enumerate(text):
            code_point = ord(character)
            follows = unicodedata.category(character) in ("Mn", "Me", "Cf") or 0x1F3FB <= code_point <= 0x1F3FF \
                or (index > 0 and text[index - 1] == "\u200d")
            if result and follows and self.owner.get(code_point, previous) == previous:
                face = previous
            else:
                face = self.owner.get(code_point)
            if result and face == previous:
                result[-1][1] += character
            else:
                result.append([face, character])
            previous = face
        return [(face, run) for face, run in result]


def measured(labels):
    rows = []
    for weight in ("Regular", "Bold"):
        faces = Faces(weight)
        for size in SIZES:
            for text in labels:
                complex_ = any(low <= ord(c) <= high for c in text for low, high in COMPLEX_SCRIPTS)
                rows.append({"text": text, "weight": weight.lower(), "size": size,
                             "harfbuzz": round(faces.width(text, size), 4),
                             "tolerance": "3%" if complex_ else "1pt"})
    return rows


def main():
    labels = shipped_labels()
    fixture = {"shipped": labels, "hostile": HOSTILE, "widths": measured(labels + HOSTILE)}
    text = json.dumps(fixture, ensure_ascii=False, indent=1) + "\n"
    if "--check" in sys.argv:
        if not FIXTURE.exists() or FIXTURE.read_text() != text:
            sys.exit(f"error: {FIXTURE.relative_to(ROOT)} is not HarfBuzz's widths of today's labels; "
                     f"run python3 {sys.argv[0]} and commit it")
        print(f"harfbuzz-widths: {len(fixture['widths'])} widths agree with the fixture")
        return
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(text)
    print(f"wrote {FIXTURE.relative_to(ROOT)}: {len(fixture['widths'])} widths")


if __name__ == "__main__":
    main()
