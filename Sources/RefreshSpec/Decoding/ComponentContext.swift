/// What decoding a component needs from the rest of the spec.
struct ComponentContext {
    /// The named colors.
    let colors: [String: Color]
    /// The scroll view's axis, when it decoded.
    let axis: ScrollViewSpec.Axis?
}
