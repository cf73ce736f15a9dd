import RefreshCore

/// The subviews' state of the normal and gif styles: arrow, activity indicator, image frames.
struct Appearance {
    /// The arrow's rotation in degrees, in [0, 360).
    var arrowRotation: Double
    /// Whether the arrow is hidden.
    var arrowHidden = false
    /// Whether the activity indicator spins.
    var indicatorAnimating = false
    /// The gif frame shown while not playing.
    var stillFrame = 0
    /// Whether the gif view is hidden: MJRefreshAutoGifFooter hides it when idle (so from its
    /// first `setState`) and in noMoreData, MJRefreshBackGifFooter in noMoreData.
    var imageHidden: Bool
    /// The frames playing, if any, and since when.
    var playback: Playback?

    /// Frames playing in a loop since `start`.
    struct Playback {
        /// Clock time the playing started.
        let start: Double
        /// The state's frame count and loop duration.
        let images: GifImages
    }

    /// The initial subview state: MJRefresh's first `setState(idle)` points the back footer's
    /// arrow up and hides the auto footer's gif.
    init(initialFor type: ComponentType) {
        arrowRotation = type == .backFooter ? 180 : 0
        imageHidden = type == .autoFooter
    }

    /// Gif idle: shows frame `floor(frames × percent)`, clamped to the frames.
    mutating func showIdleFrame(for percent: Double, of images: GifImages?) {
        guard let images else { return }
        playback = nil
        let index = percent.isFinite ? (Double(images.frames) * percent).rounded(.down) : 0
        stillFrame = Int(min(max(index, 0), Double(images.frames - 1)))
    }

    /// Gif pulling or refreshing: plays `images` (a single frame is shown still).
    mutating func play(_ images: GifImages, at time: Double) {
        playback = nil
        if images.frames == 1 {
            stillFrame = 0
        } else {
            playback = Playback(start: time, images: images)
        }
    }

    /// The gif frame shown at `time`.
    func frame(at time: Double) -> Int {
        guard let playback, playback.images.duration > 0 else { return stillFrame }
        let passes = (time - playback.start) / playback.images.duration
        let frames = Double(playback.images.frames)
        let index = (passes * frames).rounded(.down).truncatingRemainder(dividingBy: frames)
        return Int(max(index, 0))
    }
}

extension RefreshComponent {
    /// Applies the style's reaction to the change from `old` to the current state.
    func applyStyle(from old: RefreshState) {
        switch settings.style {
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
            applyArrow(idle: 0, pulling: 180, from: old)
        case .backFooter:
            applyArrow(idle: 180, pulling: 0, from: old)
        case .trailer where settings.variant == .righter:
            applyRighterArrow()
        case .trailer:
            applyTrailerArrow(from: old)
        case .autoFooter:
            appearance.indicatorAnimating = state == .refreshing
        case .scrollObserver:
            break
        }
    }

    /// Header and back footer: arrow turns, indicator spins while refreshing and fades out over
    /// `slow` after it; the fade's completion only acts if still idle (MJRefreshNormalHeader, and
    /// MJRefreshBackNormalFooter since 2019: "防止动画结束后，状态已经不是MJRefreshStateIdle").
    private func applyArrow(idle: Double, pulling: Double, from old: RefreshState) {
        switch state {
        case .idle where old == .refreshing:
            appearance.arrowRotation = idle
            afterAnimation(settings.animation.slow) { [self] in
                guard state == .idle else { return }
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
            afterAnimation(settings.animation.fast) { [self] in
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

    /// The seed's righter (`MJRefreshRighter.setState:`): idle and noMoreData turn the arrow to
    /// `0.000001 - M_PI` (180°; hidden in noMoreData), pulling to the identity (0°); refreshing
    /// hides it and spins the indicator, every other state stops the indicator.
    private func applyRighterArrow() {
        appearance.indicatorAnimating = state == .refreshing
        switch state {
        case .idle, .noMoreData:
            appearance.arrowHidden = state == .noMoreData
            appearance.arrowRotation = 180
        case .pulling:
            appearance.arrowHidden = false
            appearance.arrowRotation = 0
        case .refreshing:
            appearance.arrowHidden = true
        case .willRefresh:
            break
        }
    }

    /// Gif: pulling and refreshing show and play their frames (a state without frames changes
    /// nothing); idle stops playing; the auto footer hides the gif when idle or noMoreData
    /// (MJRefreshAutoGifFooter `setState:`), the back footer when noMoreData (MJRefreshBackGifFooter).
    private func applyGifStyle() {
        switch state {
        case .pulling, .refreshing:
            guard let frames = settings.images[state] else { return }
            appearance.imageHidden = false
            appearance.play(frames, at: scrollView?.clock.now ?? 0)
        case .idle:
            // MJRefreshBackGifFooter's `setState:` only shows the gif view on idle: the frames
            // that played keep playing until `setPullingPercent:` shows an idle frame (when the
            // footer has idle images). The header and the auto footer stop them.
            if type != .backFooter { appearance.playback = nil }
            appearance.imageHidden = type == .autoFooter
        case .noMoreData where type == .autoFooter:
            appearance.playback = nil
            appearance.imageHidden = true
        case .noMoreData:
            appearance.imageHidden = type == .backFooter
        case .willRefresh:
            break
        }
    }
}
