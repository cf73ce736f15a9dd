extension Spec {
    /// Whether the spec gives its scroll view a safe area: a `safeArea`, a `device`, or a
    /// `setSafeArea` or `rotate` step. Only then do reports show adjusted insets beside the
    /// content insets, so a spec without one reads as it always did.
    public var usesSafeArea: Bool {
        scrollView.safeArea != .zero || scrollView.device != nil
            || scenarios.contains { scenario in
                scenario.steps.contains { step in
                    switch step.action {
                    case .setSafeArea, .rotate: true
                    default: false
                    }
                }
            }
    }
}
