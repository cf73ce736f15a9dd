/// One character of a text as the shaper measures it: its face, its first scalar, and its
/// advance in the face's units (the first scalar's, `baseAdvance`, plus what the others add).
struct ShapedCluster {
    let face: GlyphFace
    let base: UInt32
    let baseAdvance: Int
    var advance: Int
    /// Whether a face keeps the base: only such clusters kern or join.
    let isCovered: Bool
}

extension GlyphTable {
    /// The width of `text` at `size` points by SPEC.md §8: each character's advance from the
    /// first face that has its first scalar (other scalars of the same face add theirs; marks and
    /// format characters add nothing), kerning between neighbours of one face, Arabic joining forms;
    /// a character no face keeps is `wideAdvance` of the CJK face when East Asian wide, else
    /// Inter's `fallbackAdvance`. Not rounded.
    func width(of text: String, size: Double) -> Double {
        if let units = latinUnits(text) { return Double(units) * size / unitsPerEm[GlyphFace.inter.rawValue] }
        return shapedWidth(of: text, size: size)
    }

    /// The width of `text` shaped character by character, whatever its scalars.
    func shapedWidth(of text: String, size: Double) -> Double {
        var clusters = shapedClusters(text)
        arabic.shape(&clusters)
        var units = [Int](repeating: 0, count: GlyphFace.allCases.count)
        for (index, cluster) in clusters.enumerated() {
            units[cluster.face.rawValue] += cluster.advance
            guard index > 0, cluster.isCovered else { continue }
            let previous = clusters[index - 1]
            if previous.face == cluster.face, previous.isCovered {
                units[cluster.face.rawValue] += kerning(previous.base, cluster.base)
            }
        }
        var width = 0.0
        for face in GlyphFace.allCases where units[face.rawValue] != 0 {
            width += Double(units[face.rawValue]) * size / unitsPerEm[face.rawValue]
        }
        return width
    }

    /// The width in Inter units of a text whose scalars are all below `denseLimit` (Latin, no
    /// combining marks), read without breaking it into characters: each scalar is a character of
    /// its own but a line feed after a carriage return. Nil for any other text. Breaking a long
    /// label into characters made a 6 MiB label cost a fifth of a second a step.
    func latinUnits(_ text: String) -> Int? {
        var units = 0
        var previousLeftClass: UInt16 = 0
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value < Self.denseLimit else { return nil }
            if afterCarriageReturn && value == 0x0A {
                afterCarriageReturn = false
                continue
            }
            let glyph = denseGlyphs[Int(value)]
            units += Int(glyph.advance) + kerning(leftClass: previousLeftClass, rightClass: glyph.rightClass)
            previousLeftClass = glyph.leftClass
            afterCarriageReturn = value == 0x0D
        }
        return units
    }

    private func shapedClusters(_ text: String) -> [ShapedCluster] {
        var clusters: [ShapedCluster] = []
        for character in text {
            var scalars = character.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { continue }
            guard let glyph = glyph(first.value) else {
                let wide = TextWidth.isWide(first)
                let advance = wide ? wideAdvance : fallbackAdvance
                clusters.append(
                    ShapedCluster(
                        face: wide ? .cjk : .inter, base: first.value, baseAdvance: advance, advance: advance,
                        isCovered: false))
                continue
            }
            var advance = glyph.advance
            while let scalar = scalars.next() {
                if let other = self.glyph(scalar.value), other.face == glyph.face { advance += other.advance }
            }
            clusters.append(
                ShapedCluster(face: glyph.face, base: first.value, baseAdvance: glyph.advance, advance: advance, isCovered: true))
        }
        return clusters
    }
}
