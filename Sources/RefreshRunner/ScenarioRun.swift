import RefreshEngine
import RefreshSpec

/// One scenario on its own tree: applies each step and records what it did.
struct ScenarioRun {
    let spec: Spec
    let scenario: Scenario
    let file: String
    let simulation: Simulation

    init(spec: Spec, scenario: Scenario, file: String, locale: String?) {
        self.spec = spec
        self.scenario = scenario
        self.file = file
        simulation = Simulation(spec: spec, locale: locale ?? scenario.locale)
    }

    func run() -> ScenarioReport {
        let startLocale = simulation.locale
        var steps: [StepReport] = []
        for (offset, step) in scenario.steps.enumerated() {
            apply(step.action)
            var report = StepReport(
                index: offset + 1, action: step.action.summary, time: simulation.scrollView.clock.now,
                scrollView: simulation.scrollView.snapshot(), components: simulation.scrollView.attachmentSnapshots(),
                events: simulation.scrollView.takeEvents(), failures: nil)
            if case .expect(let expectation) = step.action {
                let context = ExpectationContext(scenario: scenario.name, step: report.index, file: file, mark: step.mark)
                report.failures = expectation.checks.compactMap { context.failure(of: $0, in: report) }
            }
            steps.append(report)
        }
        return ScenarioReport(name: scenario.name, locale: startLocale, steps: steps)
    }

    private func apply(_ action: Step.Action) {
        let scrollView = simulation.scrollView
        switch action {
        case .drag(let dx, let dy, let count): scrollView.drag(dx: dx, dy: dy, steps: count)
        case .release(let velocity): scrollView.release(velocity: Point(x: velocity?.x ?? 0, y: velocity?.y ?? 0))
        case .wait(let seconds): scrollView.wait(seconds)
        case .scrollTo(let x, let y):
            scrollView.scroll(to: Point(x: x ?? scrollView.contentOffset.x, y: y ?? scrollView.contentOffset.y))
        case .beginRefreshing(let id): scrollView.component(id)?.beginRefreshing()
        case .endRefreshing(let id): scrollView.component(id)?.endRefreshing()
        case .endRefreshingWithNoMoreData(let id): scrollView.component(id)?.endRefreshingWithNoMoreData()
        case .resetNoMoreData(let id): scrollView.component(id)?.resetNoMoreData()
        case .tap(let id): (scrollView.component(id) as? AutoFooter)?.tap()
        case .setContentSize(let size): scrollView.setContentSize(width: size.width, height: size.height)
        case .setContentInset(let inset):
            scrollView.setContentInset(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        case .reloadData(let count, let size):
            let contentSize = size.map {
                Size(width: $0.width ?? scrollView.contentSize.width, height: $0.height ?? scrollView.contentSize.height)
            }
            scrollView.reloadData(count: count, contentSize: contentSize)
        case .setHidden(let changes):
            for change in changes { scrollView.component(change.id)?.setHidden(change.hidden) }
        case .setLocale(let locale): simulation.setLocale(locale)
        case .appear: scrollView.appear()
        case .expect: break
        }
    }
}
