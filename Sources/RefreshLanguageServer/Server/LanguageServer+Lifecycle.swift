import Foundation

extension LanguageServer {
    /// Answers a request once initialized (or `initialize` itself).
    func request(_ method: String, id: Any, params: JSONObject) {
        switch method {
        case "initialize":
            guard phase == .waitingForInitialize else {
                writer.respond(to: id, error: .invalidRequest, message: "'initialize' was already sent")
                return
            }
            phase = .running
            writer.respond(to: id, result: initialize(params))
        case "shutdown":
            phase = .shutDown
            writer.respond(to: id, result: NSNull())
        default:
            guard let handler = Self.feature(method) else {
                writer.respond(to: id, error: .methodNotFound, message: "no method '\(method)'")
                return
            }
            guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String, let document = documents[uri] else {
                writer.respond(to: id, error: .invalidParams, message: "'\(method)' names no open document")
                return
            }
            let context = FeatureContext(document: document, analysis: analysis(of: uri), encoding: encoding, params: params)
            writer.respond(to: id, result: handler(context))
        }
    }

    /// Takes a notification; those before `initialize`, other than `exit`, are dropped.
    func notification(_ method: String, _ params: JSONObject) {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else { return }
        let document = params["textDocument"] as? JSONObject
        guard let uri = document?["uri"] as? String else { return }
        let version = document?["version"] as? Int
        switch method {
        case "textDocument/didOpen":
            documents[uri] = OpenDocument(uri: uri, version: version ?? 0, text: document?["text"] as? String ?? "")
            stale[uri] = true
        case "textDocument/didChange":
            guard var open = documents[uri] else { return }
            for change in params["contentChanges"] as? [JSONObject] ?? [] {
                open.replace(TextRange(json: change["range"]), with: change["text"] as? String ?? "", encoding: encoding)
            }
            open.version = version ?? open.version + 1
            documents[uri] = open
            stale[uri] = stale[uri] ?? false
        case "textDocument/didSave":
            stale[uri] = true
        case "textDocument/didClose":
            documents[uri] = nil
            analyses[uri] = nil
            stale[uri] = nil
            writer.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])
        default:
            break
        }
    }

    /// The `initialize` result: the position encoding chosen, incremental sync with saves,
    /// and the features.
    private func initialize(_ params: JSONObject) -> JSONObject {
        let general = (params["capabilities"] as? JSONObject)?["general"] as? JSONObject
        encoding = PositionEncoding(offered: general?["positionEncodings"] as? [String] ?? [])
        strict = (params["initializationOptions"] as? JSONObject)?["strict"] as? Bool ?? false
        let capabilities: JSONObject = [
            "positionEncoding": encoding.rawValue,
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "completionProvider": ["triggerCharacters": [":", " ", "-"]],
            "hoverProvider": true, "definitionProvider": true, "referencesProvider": true, "documentSymbolProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        ]
        return ["capabilities": capabilities, "serverInfo": ["name": "refreshspec", "version": version]]
    }

    /// The analysis of the document's current version, made when it is out of date.
    func analysis(of uri: String, saved: Bool = false) -> Analysis? {
        guard let document = documents[uri] else { return nil }
        if let analysis = analyses[uri], analysis.version == document.version, !saved { return analysis }
        let runs = saved || document.bytes.count < Self.runsOnEveryChangeBelow
        let analysis = Analysis(document, path: Self.path(of: uri), strict: strict, runs: runs, previous: analyses[uri])
        analyses[uri] = analysis
        return analysis
    }

    /// Publishes the diagnostics of every document changed since they were last published.
    func publishStaleDiagnostics() {
        for (uri, saved) in stale.sorted(by: { $0.key < $1.key }) {
            guard let document = documents[uri], let analysis = analysis(of: uri, saved: saved) else { continue }
            writer.notify(
                "textDocument/publishDiagnostics",
                PublishedDiagnostics.params(analysis.diagnostics, in: document, encoding: encoding))
        }
        stale.removeAll()
    }

    /// The file path of a `file:` URI (percent escapes decoded), or the URI itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let path = String(uri.dropFirst("file://".count))
        return path.removingPercentEncoding ?? path
    }
}
