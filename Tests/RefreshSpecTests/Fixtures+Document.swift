extension Fixture {
    /// The document as a whole and the top-level keys.
    static let document: [Fixture] = [
        Fixture(
            "empty file", "1️⃣",
            [(1, "spec-empty", "the file is empty; a spec is a mapping with at least version, scrollView and components")]),
        Fixture(
            "root is a sequence", "1️⃣- version\n- 1\n",
            [(1, "spec-root", "a spec is a mapping of keys such as version, scrollView and components, but this is a sequence")]),
        Fixture(
            "root is a scalar", "1️⃣hello\n",
            [(1, "spec-root", "a spec is a mapping of keys such as version, scrollView and components, but this is 'hello'")]),
        Fixture(
            "missing required keys", "1️⃣version: 1\nname: x\n",
            [
                (1, "missing-key", "missing required key 'scrollView' in the spec"),
                (1, "missing-key", "missing required key 'components' in the spec"),
            ]),
        Fixture(
            "a misspelt axis draws no axis warning for the components",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, axis: 1️⃣horizonal}
            components: [{id: more, type: trailer}]
            """,
            [(1, "unknown-value", "unknown axis 'horizonal'; expected one of vertical, horizontal (did you mean 'horizontal'?)")]),
        Fixture(
            "merge keys are not YAML 1.2",
            """
            version: 1
            scrollView: {frame: &f {width: 375, height: 667}, contentSize: {1️⃣<<: *f}}
            components: [{id: h, type: header}]
            """,
            [(1, "unknown-key", "unknown key '<<' in size: YAML 1.1 merge keys are not part of YAML 1.2; write the keys out")]),
        Fixture(
            "version 2",
            """
            version: 1️⃣2
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            """, [(1, "unsupported-version", "version 2 is not supported; this tool reads version 1")]),
        Fixture(
            "unknown top-level key",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            1️⃣scenarioes: []
            """, [(1, "unknown-key", "unknown key 'scenarioes' in the spec (did you mean 'scenarios'?)")]),
        Fixture(
            "duplicate key",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            1️⃣version: 1
            """, [(1, "duplicate-key", "duplicate key 'version'")]),
        Fixture(
            "scrollView not a mapping",
            """
            version: 1
            scrollView: 1️⃣tall
            components: [{id: header, type: header}]
            """, [(1, "wrong-type", "expected a mapping, found 'tall'")]),
        Fixture(
            "components not a list",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: 1️⃣{id: header, type: header}
            """, [(1, "wrong-type", "expected a list of components, found a mapping")]),
        Fixture(
            "misspelt required key reported once",
            """
            version: 1
            scrollView: {frame: {width: 375, 1️⃣heigth: 667}}
            components: [{id: header, type: header}]
            """, [(1, "unknown-key", "unknown key 'heigth' in frame (did you mean 'height'?)")]),
        Fixture(
            "the rest is still checked when the scroll view is unusable",
            """
            version: 1
            name: 1️⃣[x]
            scrollView: 2️⃣{contentSize: {height: 3️⃣-1}}
            clock: {timeZone: 4️⃣"+25:00"}
            components: [{id: header, type: header}]
            """,
            [
                (1, "wrong-type", "expected a string, found a sequence"),
                (2, "missing-key", "missing required key 'frame' in scrollView"),
                (3, "out-of-range", "height must be at least 0, found -1"),
                (
                    4, "invalid-time",
                    "'+25:00' is not a time zone: UTC, an offset such as +08:00, or a name such as Asia/Shanghai"
                ),
            ]),
        Fixture(
            "missing frame side",
            """
            version: 1
            scrollView: {frame: 1️⃣{width: 375}}
            components: [{id: header, type: header}]
            """, [(1, "missing-key", "missing required key 'height' in frame")]),
    ]
}
