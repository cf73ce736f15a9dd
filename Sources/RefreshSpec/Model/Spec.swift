import Diagnostics
import RefreshCore

/// One spec file, decoded and validated: a scroll view, its refresh components, the localized
/// strings and named colors they use, the wall clock and the scripted scenarios (SPEC.md §2).
public struct Spec: Sendable, Hashable {
    /// The version of the language this tool reads (SPEC.md §2: `version` must be 1).
    public static let languageVersion = 1

    /// The language version; always 1.
    public var version: Int
    /// The name shown in reports; the file name without extension unless the file names one.
    public var name: String
    /// Free text about the spec.
    public var description: String?
    /// The scroll view the components are attached to.
    public var scrollView: ScrollViewSettings
    /// Where the `scrollView` mapping starts.
    public var scrollViewMark: Mark
    /// The last locale of the fallback chain before the built-in strings.
    public var defaultLocale: String
    /// The spec's own strings: locale id → (key → text). A decoded spec makes them from its
    /// `strings` block when they are first asked for (``StringsBlock/texts``).
    public var strings: [String: [String: String]] {
        get { stringsStorage.dictionary }
        set { stringsStorage = .given(newValue) }
    }
    /// Where ``strings`` come from.
    var stringsStorage: StringsStorage
    /// Named colors.
    public var colors: [String: Color]
    /// The wall clock for "last updated" labels.
    public var clock: Clock
    /// The refresh components, in notification order.
    public var components: [ComponentSpec]
    /// The scripted scenarios.
    public var scenarios: [Scenario]

    /// The component with an id, if any.
    public func component(_ id: String) -> ComponentSpec? {
        components.first { $0.id == id }
    }
}

extension Spec {
    /// A spec's strings: the decoded block's, made when first read, or a dictionary set.
    enum StringsStorage: Sendable, Hashable {
        case decoded(StringsBlock.Texts)
        case given([String: [String: String]])

        var dictionary: [String: [String: String]] {
            switch self {
            case .decoded(let texts): texts.dictionary
            case .given(let dictionary): dictionary
            }
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dictionary == rhs.dictionary
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(dictionary)
        }
    }
}
