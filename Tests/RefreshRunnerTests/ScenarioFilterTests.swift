import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `test --filter` and `run --scenario` pick scenarios by a part of their name, ignoring case.
@Suite struct ScenarioFilterTests {
    static let names = ["pull down refreshes", "a short Pull bounces back", "beginRefreshing from code", "Pull"]

    @Test func aPartMatchesEveryNameThatContainsItIgnoringCase() {
        let filter = ScenarioFilter("PULL")
        #expect(Self.names.filter(filter.matches) == ["pull down refreshes", "a short Pull bounces back", "Pull"])
        #expect(Self.names.filter(ScenarioFilter("refresh").matches) == ["pull down refreshes", "beginRefreshing from code"])
        #expect(Self.names.filter(ScenarioFilter("nope").matches).isEmpty)
        #expect(Self.names.filter(ScenarioFilter("").matches) == Self.names)
        // Letters beyond ASCII compare by their lowercase too.
        #expect(ScenarioFilter("ÉTÉ").matches("un été court"))
    }

    @Test func runPicksAnExactNameFirstElseEveryNameContainingThePart() {
        // 'Pull' is a whole name, so it wins over the two names it is part of.
        #expect(ScenarioFilter("Pull").picks(among: Self.names) == ["Pull"])
        #expect(ScenarioFilter("short").picks(among: Self.names) == ["a short Pull bounces back"])
        #expect(ScenarioFilter("pull").picks(among: Self.names) == ["pull down refreshes", "a short Pull bounces back", "Pull"])
        #expect(ScenarioFilter("nope").picks(among: Self.names).isEmpty)
    }

    @Test func theRunnerRunsOnlyTheScenariosTheFilterMatches() throws {
        let spec = try RunnerTests.spec(steps: "          - expect: {header: {state: idle}}")
        // The spec's scenarios are 'first' and 'second'.
        #expect(SpecRunner(filter: ScenarioFilter("SEC")).run(spec, path: "feed.yaml").scenarios.map(\.name) == ["second"])
        #expect(SpecRunner(filter: ScenarioFilter("x")).run(spec, path: "feed.yaml").scenarios.isEmpty)
        #expect(SpecRunner(filter: ScenarioFilter("")).run(spec, path: "feed.yaml").scenarios.count == 2)
    }
}
