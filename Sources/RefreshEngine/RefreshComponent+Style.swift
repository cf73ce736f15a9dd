extension RefreshComponent {
    /// Applies the style's reaction to the change from `old` to the current state.
    func applyStyle(from old: RefreshState) {
        switch style {
        case .normal:
            applyNormalStyle(from: old)
        case .gif:
            applyGifStyle()
        case .plain, .state:
            break
        }
    }

    private func applyNormalStyle(from old: RefreshState) {
        switch type {
        case .header:
            applyArrow(idle: 0, pulling: 180, from: old, checksIdle: true)
        case .backFooter:
            applyArrow(idle: 180, pulling: 0, from: old, checksIdle: false)
        case .trailer:
            applyTrailerArrow(from: old)
        case .autoFooter:
            appearance.indicatorAnimating = state == .refreshing
        case .scrollObserver:
            break
        }
    }

    /// Header and back footer: arrow turns, indicator spins while refreshing and fades out over
    /// `slow` after it; the header's fade completion only acts if still idle.
    private func applyArrow(idle: Double, pulling: Double, from old: RefreshState, checksIdle: Bool) {
        switch state {
        case .idle where old == .refreshing:
            appearance.arrowRotation = idle
            afterAnimation(animation.slow) { [self] in
                guard !checksIdle || state == .idle else { return }
                appearance.indicatorAnimating = false
                appearance.arrowHidden = false
            }
        case .idle, .pulling:
            appearance.indicatorAnimating = false
            appearance.arrowHidden = false
            appearance.arrowRotation = state == .idle ? idle : pulling
        case .refreshing:
            appearance.indicatorAnimating = true
            appearance.arrowHidden = true
        case .noMoreData where type == .backFooter:
            appearance.indicatorAnimating = false
            appearance.arrowHidden = true
        case .noMoreData, .willRefresh:
            break
        }
    }

    /// Trailer: idle 0, pulling 180; after refreshing it turns to 180, back to 0 after `fast`.
    private func applyTrailerArrow(from old: RefreshState) {
        switch state {
        case .idle where old == .refreshing:
            appearance.arrowRotation = 180
            afterAnimation(animation.fast) { [self] in
                appearance.arrowRotation = 0
            }
        case .idle:
            appearance.arrowRotation = 0
        case .pulling:
            appearance.arrowRotation = 180
        case .refreshing, .willRefresh, .noMoreData:
            break
        }
    }

    /// Gif: pulling and refreshing play their frames; idle stops playing.
    private func applyGifStyle() {
        switch state {
        case .pulling, .refreshing:
            appearance.play(images[state], at: scrollView?.clock.now ?? 0)
        case .idle:
            appearance.playback = nil
        case .willRefresh, .noMoreData:
            break
        }
    }
}
