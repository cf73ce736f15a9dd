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
    /// The frames playing, if any, and since when.
    var playback: Playback?

    /// Frames playing in a loop since `start`.
    struct Playback {
        /// Clock time the playing started.
        let start: Double
        /// The frames.
        let images: GifImages
    }

    /// The initial subview state: MJRefresh's first `setState(idle)` points the back footer's arrow up.
    init(initialFor type: ComponentType) {
        arrowRotation = type == .backFooter ? 180 : 0
    }

    /// Gif idle: shows frame `floor(frames × percent)`, clamped to the frames.
    mutating func showIdleFrame(for percent: Double, of images: GifImages?) {
        guard let images else { return }
        playback = nil
        let index = percent.isFinite ? (Double(images.frames) * percent).rounded(.down) : 0
        stillFrame = Int(min(max(index, 0), Double(images.frames - 1)))
    }

    /// Gif pulling or refreshing: plays `images` (a single frame is shown still).
    mutating func play(_ images: GifImages?, at time: Double) {
        guard let images else { return }
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
