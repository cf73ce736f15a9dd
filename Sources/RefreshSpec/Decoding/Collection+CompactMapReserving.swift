extension Collection {
    /// `compactMap` into an array with room for every element from the start: the decoder's
    /// lists rarely drop an element, so this spares growing the array step by step.
    func compactMapReserving<Result>(_ transform: (Element) throws -> Result?) rethrows -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            if let result = try transform(element) { results.append(result) }
        }
        return results
    }
}
