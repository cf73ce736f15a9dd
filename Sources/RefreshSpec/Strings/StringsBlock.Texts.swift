import Synchronization

extension StringsBlock {
    /// A block's texts as locale → (key → text), made the first time they are asked for and
    /// kept: the spec model and the full translation check read them, but validating a usual
    /// spec needs neither, and making the dictionaries cost more than reading the block.
    /// The block and the spec it was decoded into share one of these, so they are made once.
    final class Texts: Sendable {
        private let locales: [LocaleTexts]
        private let listsSameKeys: Bool
        /// The dictionaries once made. Threads that ask at once may each make them; the first
        /// stored is the one every thread gets.
        private let made = AtomicLazyReference<Made>()

        private final class Made: Sendable {
            let texts: [String: [String: String]]

            init(_ texts: [String: [String: String]]) {
                self.texts = texts
            }
        }

        init(locales: [LocaleTexts], listsSameKeys: Bool) {
            self.locales = locales
            self.listsSameKeys = listsSameKeys
        }

        /// locale → (key → text), the first of a repeated key.
        var dictionary: [String: [String: String]] {
            if let made = made.load() { return made.texts }
            let texts = listsSameKeys && locales.count > 1 ? Self.sharedKeyTexts(locales) : Self.texts(locales)
            return made.storeIfNil(Made(texts)).texts
        }

        /// Each locale's texts (a repeated locale id keeps its last mapping), its keys hashed in
        /// reverse so that the first of a repeated key is the one kept.
        private static func texts(_ locales: [LocaleTexts]) -> [String: [String: String]] {
            var texts: [String: [String: String]] = Dictionary(minimumCapacity: locales.count)
            for locale in locales {
                var own: [String: String] = Dictionary(minimumCapacity: locale.entries.count)
                for entry in locale.entries.reversed() { own[entry.key] = entry.text }
                texts[locale.id] = own
            }
            return texts
        }

        /// The same as ``texts(_:)`` for locales that list the same keys in the same order: the
        /// keys are hashed once, into the place of each key's first entry, and every locale's
        /// texts are that dictionary with its own text at each place (no key hashed again).
        private static func sharedKeyTexts(_ locales: [LocaleTexts]) -> [String: [String: String]] {
            let entries = locales.first?.entries ?? []
            var places: [String: Int] = Dictionary(minimumCapacity: entries.count)
            for index in entries.indices.reversed() { places[entries[index].key] = index }
            var texts: [String: [String: String]] = Dictionary(minimumCapacity: locales.count)
            for locale in locales { texts[locale.id] = places.mapValues { locale.entries[$0].text } }
            return texts
        }
    }
}
