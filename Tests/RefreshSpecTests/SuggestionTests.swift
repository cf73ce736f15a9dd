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

    /// Issue 34: `endRefresh` began two steps and got no suggestion; the shorter, which begins
    /// the other, is the one. `y` in a drag is one letter short of `dy` (and no edit is allowed
    /// a one-letter word), and only `dy` ends in it.
    @Test func aWordThatBeginsSeveralOrIsOneLetterShortIsCompleted() {
        let steps = ["release", "endRefreshing", "endRefreshingWithNoMoreData", "resetNoMoreData"]
        #expect(Suggestion.closestNames(to: "endRefresh", among: steps) == ["endRefreshing"])
        #expect(Suggestion.closestNames(to: "y", among: ["dx", "dy", "steps"]) == ["dy"])
        #expect(Suggestion.closestNames(to: "x", among: ["dx", "dy", "steps"]) == ["dx"])
        // Two candidates that do not begin one another stay unsuggested, as before.
        #expect(Suggestion.closestNames(to: "ref", among: ["refreshingTitleHidden", "refreshingCallbacks"]).isEmpty)
    }

    @Test func noCandidateNearEnoughOffersNone() {
        #expect(Suggestion.closestNames(to: "velocity", among: ["dx", "dy", "steps"]).isEmpty)
    }

    /// Long words are measured as short ones are: one edit apart (a letter changed in the
    /// middle), two (a swap of neighbours and a letter added), three (too far). A misspelt label
    /// key of 5,000 characters is a word like any other.
    @Test func longWordsAreMeasuredByTheSameEdits() {
        let key = "feed." + String(repeating: "k", count: 2_500) + "middle" + String(repeating: "q", count: 2_500)
        let changed = key.replacingOccurrences(of: "middle", with: "moddle")
        let swappedAndAdded = key.replacingOccurrences(of: "middle", with: "imddlex")
        let threeOff = key.replacingOccurrences(of: "middle", with: "mxyzle")
        #expect(Suggestion.closestNames(to: changed, among: [key, "feed.idle"]) == [key])
        #expect(Suggestion.closestNames(to: swappedAndAdded, among: [key]) == [key])
        #expect(Suggestion.closestNames(to: threeOff, among: [key]).isEmpty)
    }
}
