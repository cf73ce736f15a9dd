import RefreshSpec
import Testing

/// "Did you mean": the nearest candidates by edit distance; two that tie are both offered where a
/// message can name two, and one name is the first of them elsewhere.
@Suite struct SuggestionTests {
    @Test func twoCandidatesAsNearAreBothOffered() {
        // `offset` is one insertion from `offsetX` and from `offsetY`.
        #expect(Suggestion.closestNames(to: "offset", among: ["offsetX", "offsetY", "insetTop"]) == ["offsetX", "offsetY"])
        #expect(Suggestion.closest(to: "offset", among: ["offsetX", "offsetY", "insetTop"]) == "offsetX")
    }

    @Test func aNearerCandidateWinsAlone() {
        // `stat` is one insertion from `state` and three edits from `scale` (t→c, t→l, + e).
        #expect(Suggestion.closestNames(to: "stat", among: ["scale", "state"]) == ["state"])
    }

    @Test func threeThatTieOfferTheFirstOnly() {
        // One substitution from each: a list of three would be no suggestion at all.
        #expect(Suggestion.closestNames(to: "abc", among: ["abx", "aby", "abz"]) == ["abx"])
    }

    @Test func noCandidateNearEnoughOffersNone() {
        #expect(Suggestion.closestNames(to: "velocity", among: ["dx", "dy", "steps"]).isEmpty)
    }
}
