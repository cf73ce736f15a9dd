/// The faces whose glyph metrics the text width reads (docs/FONTS.md), in the order a code point
/// looks for its face: the first whose font has a glyph for it measures it.
enum GlyphFace: Int, CaseIterable, Sendable {
    /// Inter: Latin, Greek, Cyrillic, general punctuation; also the fallback's unit.
    case inter
    /// Noto Sans Arabic.
    case arabic
    /// Noto Sans Hebrew.
    case hebrew
    /// Noto Sans Thai.
    case thai
    /// Noto Sans CJK SC: Han, kana, Hangul, CJK and fullwidth punctuation.
    case cjk
}

/// One weight's glyph metrics, read from the generated tables (Scripts/make-width-tables.py):
/// each kept code point's face and advance in that face's font units, the kerning classes of
/// Inter and of Noto Sans CJK's kana, and the advances of the Arabic joining forms.
final class GlyphTable: Sendable {
    /// A code point's face and advance, in the face's font units.
    struct Glyph: Equatable {
        let face: GlyphFace
        let advance: Int
    }

    /// Code points below this are measured from the dense arrays: all are Inter's or uncovered.
    static let denseLimit: UInt32 = 0x300

    /// Each face's units per em, in `GlyphFace` order.
    let unitsPerEm: [Double]
    /// Inter's average advance over the basic Latin letters: a cluster no face keeps that is not
    /// East Asian wide is this wide, in Inter units.
    let fallbackAdvance: Int
    /// The CJK ideographs' advance: an East Asian wide cluster no face keeps is this wide, in CJK units.
    let wideAdvance: Int
    /// A code point below `denseLimit`: its advance in Inter units (the fallback when Inter has
    /// none) and its left and right kerning classes (0: none), read together.
    struct DenseGlyph {
        var advance: Int32
        var leftClass: UInt16 = 0
        var rightClass: UInt16 = 0
    }

    /// Every code point below `denseLimit`, by code point.
    let denseGlyphs: [DenseGlyph]
    let arabic: ArabicForms

    private let runStarts: [UInt32]
    private let runFaces: [UInt8]
    private let runAdvances: [UInt16]
    private let kernedCodePoints: [UInt32]
    private let leftClasses: [UInt16]
    private let rightClasses: [UInt16]
    private let rightClassCount: Int
    /// Left class × right class: the pair's kerning in its face's units.
    private let kerning: [Int16]

    /// The regular weight's metrics.
    static let regular = GlyphTable(RegularGlyphData.self)
    /// The bold weight's metrics.
    static let bold = GlyphTable(BoldGlyphData.self)

    private init(_ data: any GeneratedGlyphData.Type) {
        unitsPerEm = data.unitsPerEm.map(Double.init)
        fallbackAdvance = Int(data.fallbackAdvance)
        wideAdvance = Int(data.wideAdvance)
        arabic = ArabicForms(
            letters: data.arabicLetters, joining: data.arabicJoining, formAdvances: data.arabicFormAdvances,
            lamAlefAdvances: data.lamAlefAdvances)
        let (runStarts, runFaces, runAdvances) = (data.runStarts, data.runFaces, data.runAdvances)
        let (kernedCodePoints, leftClasses, rightClasses) = (
            data.kernedCodePoints, data.kerningLeftClasses, data.kerningRightClasses
        )
        (self.runStarts, self.runFaces, self.runAdvances) = (runStarts, runFaces, runAdvances)
        (self.kernedCodePoints, self.leftClasses, self.rightClasses) = (kernedCodePoints, leftClasses, rightClasses)
        rightClassCount = data.kerningRightClassCount
        let rowStarts = data.kerningRowStarts
        var kerning = [Int16](repeating: 0, count: (rowStarts.count - 1) * rightClassCount)
        for left in 0..<rowStarts.count - 1 {
            for pair in Int(rowStarts[left])..<Int(rowStarts[left + 1]) {
                kerning[left * rightClassCount + Int(data.kerningColumns[pair])] = data.kerningAmounts[pair]
            }
        }
        self.kerning = kerning
        var denseGlyphs = [DenseGlyph](
            repeating: DenseGlyph(advance: Int32(data.fallbackAdvance)), count: Int(Self.denseLimit))
        for index in 0..<Int(Self.denseLimit) {
            let codePoint = UInt32(index)
            guard let glyph = Self.glyph(codePoint, runStarts: runStarts, runFaces: runFaces, runAdvances: runAdvances)
            else { continue }
            precondition(glyph.face == .inter, "a code point below U+0300 is Inter's")
            denseGlyphs[index].advance = Int32(glyph.advance)
            if let classes = Self.kerningClasses(codePoint, kernedCodePoints, leftClasses, rightClasses) {
                (denseGlyphs[index].leftClass, denseGlyphs[index].rightClass) = classes
            }
        }
        self.denseGlyphs = denseGlyphs
    }

    /// The face and advance of `codePoint`, nil when no face keeps it.
    func glyph(_ codePoint: UInt32) -> Glyph? {
        Self.glyph(codePoint, runStarts: runStarts, runFaces: runFaces, runAdvances: runAdvances)
    }

    /// The kerning of the pair (`left`, `right`) of code points of one face, in its units.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard let leftClass = kerningClasses(of: left)?.left, let rightClass = kerningClasses(of: right)?.right else {
            return 0
        }
        return kerning(leftClass: leftClass, rightClass: rightClass)
    }

    /// The kerning of a left class before a right class, in its face's units.
    func kerning(leftClass: UInt16, rightClass: UInt16) -> Int {
        guard leftClass != 0, rightClass != 0 else { return 0 }
        return Int(kerning[Int(leftClass) * rightClassCount + Int(rightClass)])
    }

    private func kerningClasses(of codePoint: UInt32) -> (left: UInt16, right: UInt16)? {
        if codePoint < Self.denseLimit {
            let glyph = denseGlyphs[Int(codePoint)]
            return (glyph.leftClass, glyph.rightClass)
        }
        return Self.kerningClasses(codePoint, kernedCodePoints, leftClasses, rightClasses)
    }

    private static func kerningClasses(
        _ codePoint: UInt32, _ codePoints: [UInt32], _ leftClasses: [UInt16], _ rightClasses: [UInt16]
    ) -> (left: UInt16, right: UInt16)? {
        guard let index = lastIndex(notAbove: codePoint, in: codePoints), codePoints[index] == codePoint else {
            return nil
        }
        return (leftClasses[index], rightClasses[index])
    }

    private static func glyph(_ codePoint: UInt32, runStarts: [UInt32], runFaces: [UInt8], runAdvances: [UInt16])
        -> Glyph?
    {
        guard let run = lastIndex(notAbove: codePoint, in: runStarts), let face = GlyphFace(rawValue: Int(runFaces[run]))
        else { return nil }
        return Glyph(face: face, advance: Int(runAdvances[run]))
    }

    /// The index of the last element of the sorted `values` that is not above `value`.
    private static func lastIndex(notAbove value: UInt32, in values: [UInt32]) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}

/// One weight's tables as Scripts/make-width-tables.py writes them (GlyphTables+Generated.swift);
/// advances and kerning in font units.
protocol GeneratedGlyphData {
    /// Each face's units per em, in `GlyphFace` order.
    static var unitsPerEm: [UInt16] { get }
    /// Inter's average advance over the basic Latin letters.
    static var fallbackAdvance: UInt16 { get }
    /// The CJK ideographs' advance.
    static var wideAdvance: UInt16 { get }
    /// Runs of code points of one face and advance: where each starts, its face (255: none), its advance.
    static var runStarts: [UInt32] { get }
    static var runFaces: [UInt8] { get }
    static var runAdvances: [UInt16] { get }
    /// The kerned code points, sorted, with their left and right kerning classes.
    static var kernedCodePoints: [UInt32] { get }
    static var kerningLeftClasses: [UInt16] { get }
    static var kerningRightClasses: [UInt16] { get }
    static var kerningRightClassCount: Int { get }
    /// Sparse kerning rows: where each left class's pairs start, each pair's right class and amount.
    static var kerningRowStarts: [UInt16] { get }
    static var kerningColumns: [UInt16] { get }
    static var kerningAmounts: [Int16] { get }
    /// The joining Arabic letters, their joining types, four form advances each, and the lam-alef
    /// ligatures' isolated and final advances per alef.
    static var arabicLetters: [UInt16] { get }
    static var arabicJoining: [UInt8] { get }
    static var arabicFormAdvances: [UInt16] { get }
    static var lamAlefAdvances: [UInt16] { get }
}
