#!/usr/bin/env python3
"""Writes Sources/RefreshCore/FontTables/GlyphTables+Generated.swift: the glyph advances,
kerning pairs and Arabic joining forms of the fonts docs/FONTS.md names, for the text width of
SPEC.md §8. Needs fontTools and the fonts (Debian: fonts-inter fonts-noto-cjk fonts-noto-core);
building the package needs neither.

    python3 Scripts/make-width-tables.py            # rewrite the tables
    python3 Scripts/make-width-tables.py --check    # fail when the committed tables differ
"""
import sys
import unicodedata
from pathlib import Path

from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/RefreshCore/FontTables/GlyphTables+Generated.swift"
INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans{}-{}.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
CJK_FACE = "Noto Sans CJK SC"

# The faces, in the order a code point looks for its face (the first whose font maps it wins),
# with the code points each keeps. The order is GlyphFace's in GlyphTable.swift.
FACES = [
    ("inter", [(0x20, 0x24F), (0x250, 0x2FF), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x52F),
               (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x20A0, 0x20BF), (0x2100, 0x214F),
               (0x2190, 0x21FF)]),
    ("arabic", [(0x600, 0x6FF)]),
    ("hebrew", [(0x590, 0x5FF)]),
    ("thai", [(0xE00, 0xE7F)]),
    ("cjk", [(0x1100, 0x11FF), (0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3040, 0x30FF),
             (0x3100, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3),
             (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF)]),
]
# The code points whose pairs are kerned, per face: Inter's letters, digits and punctuation; Noto
# Sans CJK's kana and CJK punctuation (its only kerned characters that Inter does not draw).
KERNED = {0: [(0x20, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF), (0x2010, 0x203A)], 4: [(0x3000, 0x30FF), (0xFF00, 0xFFEF)]}
UNCOVERED = 255
ALEFS = [0x622, 0x623, 0x625, 0x627]
LAM = 0x644


def cjk_index(weight):
    """The index of Noto Sans CJK SC in the collection of `weight`."""
    fonts = TTCollection(CJK.format(weight)).fonts
    return next(index for index, font in enumerate(fonts) if font["name"].getDebugName(1) == CJK_FACE)


def font_files(weight):
    """The five faces' (path, font number) of `weight` ("Regular" or "Bold"), in face order."""
    return [(INTER.format(weight), 0), (NOTO.format("Arabic", weight), 0), (NOTO.format("Hebrew", weight), 0),
            (NOTO.format("Thai", weight), 0), (CJK.format(weight), cjk_index(weight))]


def open_fonts(weight):
    """The five faces' fonts of `weight`."""
    return [TTFont(path, fontNumber=number) for path, number in font_files(weight)]


def is_zero_width(code_point, font, glyph):
    """Marks (Mn, Me), format characters and variation selectors: HarfBuzz zeroes their advance."""
    category = unicodedata.category(chr(code_point))
    if category in ("Mn", "Me", "Cf"):
        return True
    gdef = font["GDEF"].table if "GDEF" in font else None
    classes = gdef.GlyphClassDef.classDefs if gdef and gdef.GlyphClassDef else {}
    return classes.get(glyph) == 3


def advances(fonts):
    """{code point: (face, advance in font units)} for every code point a face keeps."""
    table = {}
    for face, (_, ranges) in enumerate(FACES):
        font = fonts[face]
        cmap = font.getBestCmap()
        metrics = font["hmtx"].metrics
        for low, high in ranges:
            for code_point in range(low, high + 1):
                if code_point in table or code_point not in cmap:
                    continue
                glyph = cmap[code_point]
                table[code_point] = (face, 0 if is_zero_width(code_point, font, glyph) else metrics[glyph][0])
    return table


def runs(table):
    """Runs of equal face and advance: (first code point, face, advance), uncovered gaps included."""
    result = []
    previous = None
    for code_point in range(0, 0x10000):
        entry = table.get(code_point, (UNCOVERED, 0))
        if entry != previous:
            result.append((code_point, *entry))
            previous = entry
    return result


def lookups_of(font, tag, feature_tag, script="DFLT"):
    """The lookups (in lookup order) of `feature_tag` in `tag` (GSUB or GPOS) for `script`."""
    table = font[tag].table
    indices = set()
    for record in table.ScriptList.ScriptRecord:
        if record.ScriptTag != script:
            continue
        systems = [record.Script.DefaultLangSys] + [lang.LangSys for lang in record.Script.LangSysRecord]
        for system in systems:
            if system is None:
                continue
            for index in system.FeatureIndex:
                feature = table.FeatureList.FeatureRecord[index]
                if feature.FeatureTag == feature_tag:
                    indices.update(feature.Feature.LookupListIndex)
    return [table.LookupList.Lookup[index] for index in sorted(indices)]


def subtables(lookup):
    """A lookup's subtables with extension subtables unwrapped."""
    for subtable in lookup.SubTable:
        yield subtable.ExtSubTable if lookup.LookupType in (7, 9) else subtable


def pair_tables(lookups):
    """Each pair-positioning lookup as its subtables, in order: (glyph pairs, None) for format 1
    ({first: {second: x advance}}), (first-glyph coverage, (class defs 1, 2, class x advances))
    for format 2."""
    result = []
    for lookup in lookups:
        tables = []
        for subtable in subtables(lookup):
            if subtable.Format == 1:
                pairs = {}
                for first, pair_set in zip(subtable.Coverage.glyphs, subtable.PairSet):
                    pairs[first] = {r.SecondGlyph: x_advance(r.Value1) for r in pair_set.PairValueRecord}
                tables.append((pairs, None))
            else:
                values = [[x_advance(c2.Value1) for c2 in c1.Class2Record] for c1 in subtable.Class1Record]
                classes = (subtable.ClassDef1.classDefs, subtable.ClassDef2.classDefs, values)
                tables.append((set(subtable.Coverage.glyphs), classes))
        result.append(tables)
    return result


def x_advance(value):
    return (getattr(value, "XAdvance", 0) or 0) if value else 0


def pair_kerning(first, second, lookups):
    """The x-advance adjustment pair positioning gives the glyph pair (first, second): in each
    lookup the first subtable that applies to the pair."""
    total = 0
    for tables in lookups:
        for coverage, classes in tables:
            if first not in coverage:
                continue
            if classes is None:
                if second not in coverage[first]:
                    continue
                total += coverage[first][second]
            else:
                first_classes, second_classes, values = classes
                total += values[first_classes.get(first, 0)][second_classes.get(second, 0)]
            break
    return total


def kerning(fonts, table):
    """Kerning classes over the faces of KERNED (a pair kerns only within one face): the kerned
    code points, their left and right classes, the right class count, and the sparse rows."""
    code_points, glyphs, faces, lookups = [], [], [], {}
    for face, ranges in KERNED.items():
        font = fonts[face]
        cmap = font.getBestCmap()
        lookups[face] = pair_tables(lookup for lookup in lookups_of(font, "GPOS", "kern", "latn")
                                    if lookup.LookupType == 2
                                    or lookup.LookupType == 9 and lookup.SubTable[0].ExtensionLookupType == 2)
        for low, high in ranges:
            for cp in range(low, high + 1):
                if cp in table and table[cp][0] == face and table[cp][1] > 0:
                    code_points.append(cp)
                    glyphs.append(cmap[cp])
                    faces.append(face)
    rows = [tuple(pair_kerning(left, right, lookups[face]) if face == right_face else 0
                  for right, right_face in zip(glyphs, faces))
            for left, face in zip(glyphs, faces)]
    columns = list(zip(*rows))
    left_ids, right_ids = {(0,) * len(glyphs): 0}, {(0,) * len(glyphs): 0}
    left = [left_ids.setdefault(row, len(left_ids)) for row in rows]
    right = [right_ids.setdefault(column, len(right_ids)) for column in columns]
    distinct_rows = sorted(left_ids, key=left_ids.get)
    representative = {cls: index for index, cls in reversed(list(enumerate(right)))}
    # Sparse rows: where each left class's pairs start, then each pair's right class and value.
    row_starts, columns, values = [], [], []
    for row in distinct_rows:
        row_starts.append(len(columns))
        for cls in range(len(right_ids)):
            value = row[representative[cls]] if cls in representative else 0
            if value:
                columns.append(cls)
                values.append(value)
    row_starts.append(len(columns))
    kept = [(cp, l, r) for cp, l, r in zip(code_points, left, right) if l or r]
    kerned = ([k[0] for k in kept], [k[1] for k in kept], [k[2] for k in kept])
    return (*kerned, len(right_ids), (row_starts, columns, values))


def single_substitutions(font, feature_tag):
    """{glyph: substitute} of the single substitutions of an Arabic feature."""
    result = {}
    for lookup in lookups_of(font, "GSUB", feature_tag, "arab"):
        for subtable in subtables(lookup):
            if hasattr(subtable, "mapping"):
                for glyph, substitute in subtable.mapping.items():
                    result.setdefault(glyph, substitute)
    return result


def ligature(font, components):
    """The glyph a GSUB ligature substitution makes of `components`, or None."""
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for subtable in subtables(lookup):
            for first, ligatures in getattr(subtable, "ligatures", {}).items():
                if first != components[0]:
                    continue
                for candidate in ligatures:
                    if list(candidate.Component) == components[1:]:
                        return candidate.LigGlyph
    return None


def arabic(font):
    """Joining types (0 none, 1 right, 2 dual), form advances (isol, init, medi, fina) of every
    Arabic letter, and for each alef after lam the lam-alef ligature's isolated and final advance."""
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    forms = {tag: single_substitutions(font, tag) for tag in ("isol", "init", "medi", "fina")}
    letters, joining, advances_ = [], [], []
    for code_point in range(0x600, 0x700):
        glyph = cmap.get(code_point)
        if glyph is None or unicodedata.category(chr(code_point)) != "Lo":
            continue
        dual = glyph in forms["init"] or code_point == 0x640
        right = glyph in forms["fina"]
        if not dual and not right:
            continue
        letters.append(code_point)
        joining.append(2 if dual else 1)
        for tag in ("isol", "init", "medi", "fina"):
            advances_.append(metrics[forms[tag].get(glyph, glyph)][0])
    lam = cmap[LAM]
    lam_alef = []
    for alef in ALEFS:
        final_alef = forms["fina"].get(cmap[alef], cmap[alef])
        for lam_form in (forms["init"][lam], forms["medi"][lam]):
            glyph = ligature(font, [lam_form, final_alef])
            assert glyph is not None, f"no lam-alef ligature for U+{alef:04X}"
            lam_alef.append(metrics[glyph][0])
    return letters, joining, advances_, lam_alef


def fallback(fonts, table):
    """Inter's average advance over the basic Latin letters: the width of a code point no face keeps."""
    letters = [table[cp][1] for cp in list(range(0x41, 0x5B)) + list(range(0x61, 0x7B))]
    return round(sum(letters) / len(letters))


def swift_array(name, element, values, width=120):
    """A typed array literal, its values packed into lines of at most `width` characters."""
    lines, line = [], ""
    for value in values:
        item = f"{value},"
        if line and len(line) + 1 + len(item) > width - 8:
            lines.append("        " + line)
            line = ""
        line = f"{line} {item}" if line else item
    if line:
        lines.append("        " + line)
    return f"    static let {name}: [{element}] = [\n" + "\n".join(lines) + "\n    ]\n"


def weight_source(weight):
    fonts = open_fonts(weight)
    table = advances(fonts)
    run_list = runs(table)
    kern_points, kern_left, kern_right, right_count, kern_values = kerning(fonts, table)
    letters, joining, form_advances, lam_alef = arabic(fonts[1])
    upems = [font["head"].unitsPerEm for font in fonts]
    wide = table[0x4E00]
    assert wide[0] == 4
    names = ", ".join(font["name"].getDebugName(4) for font in fonts).replace(", Noto Sans Thai", ",\n/// Noto Sans Thai")
    source = f"\n/// The {weight.lower()} faces' metrics: {names}.\nenum {weight}GlyphData: GeneratedGlyphData {{\n"
    source += f"    static let unitsPerEm: [UInt16] = {upems}\n"
    source += f"    static let fallbackAdvance: UInt16 = {fallback(fonts, table)}\n"
    source += f"    static let wideAdvance: UInt16 = {wide[1]}\n"
    source += f"    static let kerningRightClassCount = {right_count}\n"
    source += swift_array("runStarts", "UInt32", [r[0] for r in run_list])
    source += swift_array("runFaces", "UInt8", [r[1] for r in run_list])
    source += swift_array("runAdvances", "UInt16", [r[2] for r in run_list])
    source += swift_array("kernedCodePoints", "UInt32", kern_points)
    source += swift_array("kerningLeftClasses", "UInt16", kern_left)
    source += swift_array("kerningRightClasses", "UInt16", kern_right)
    row_starts, columns, values = kern_values
    source += swift_array("kerningRowStarts", "UInt16", row_starts)
    source += swift_array("kerningColumns", "UInt16", columns)
    source += swift_array("kerningAmounts", "Int16", values)
    source += swift_array("arabicLetters", "UInt16", letters)
    source += swift_array("arabicJoining", "UInt8", joining)
    source += swift_array("arabicFormAdvances", "UInt16", form_advances)
    source += swift_array("lamAlefAdvances", "UInt16", lam_alef)
    return source + "}\n"


def main():
    source = (
        "// Generated by Scripts/make-width-tables.py from the fonts docs/FONTS.md names; do not edit.\n"
        "// Advances and kerning are in font units (unitsPerEm per face, in GlyphFace's order).\n"
    )
    source += weight_source("Regular") + weight_source("Bold")
    if "--check" in sys.argv:
        if OUTPUT.read_text() != source:
            sys.exit(f"error: {OUTPUT.relative_to(ROOT)} differs from what the fonts give; run {sys.argv[0]}")
        return
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(source)
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(source.encode())} bytes")


if __name__ == "__main__":
    main()
