import Foundation

/// The HTML report's stylesheet and script, written into the page itself so that it fetches
/// nothing, and the policy that lets the page run them and nothing else. Fonts are the system's.
enum HTMLAssets {
    /// The page's Content-Security-Policy: it loads nothing (`default-src 'none'`), and runs only
    /// its own inline ``style`` and ``script``, named by their SHA-256 hashes, so that no spec text
    /// that reached the page could run or load anything even if it escaped its escaping.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src \(hashSource(script)); style-src \(hashSource(style)); base-uri 'none'; form-action 'none'"

    /// `'sha256-…'`: a CSP hash source of `text`, the whole content of an inline element.
    private static func hashSource(_ text: String) -> String {
        "'sha256-\(Data(SHA256.digest(Array(text.utf8))).base64EncodedString())'"
    }

    /// Light and dark colours (by `prefers-color-scheme`), the layout, and the scrubber's
    /// highlight: the current frame, timeline column and table row.
    static let style = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --card: #f6f8fa;
          --border: #d1d9e0; --fail: #d1242f; --fail-bg: #ffebe9; --pass: #1a7f37; --accent: #0969da; --paper: #ffffff; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --card: #151b23; --border: #3d444d;
            --fail: #ff7b72; --fail-bg: #3c1618; --pass: #3fb950; --accent: #4493f8; --paper: #0d1117; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, "Noto Sans", "Noto Sans CJK SC", sans-serif; }
        header.top { padding: 20px 28px 12px; border-bottom: 1px solid var(--border); background: var(--card); }
        h1 { margin: 0 0 6px; font-size: 22px; }
        h2 { margin: 0 0 10px; font-size: 16px; overflow-wrap: anywhere; }
        .totals { margin: 0 0 12px; font-weight: 600; }
        .hint { margin: 10px 0 0; color: var(--muted); }
        dl.counts { display: flex; flex-wrap: wrap; gap: 10px; margin: 0; }
        dl.counts div { min-width: 110px; padding: 8px 12px; border: 1px solid var(--border); border-radius: 8px; background: var(--bg); }
        dl.counts dt { color: var(--muted); font-size: 12px; }
        dl.counts dd { margin: 0; font-size: 22px; font-weight: 700; }
        dl.counts .fail dd { color: var(--fail); }
        dl.counts .pass dd { color: var(--pass); }
        main { padding: 16px 28px 40px; }
        section.spec { margin: 0 0 18px; padding: 14px 16px; border: 1px solid var(--border); border-radius: 10px; }
        section.spec.fail, section.spec.error { border-color: var(--fail); }
        .badge { display: inline-block; padding: 1px 7px; border-radius: 999px; font-size: 12px; font-weight: 700;
          color: #ffffff; vertical-align: 2px; }
        .badge.pass { background: var(--pass); color: var(--bg); }
        .badge.fail { background: var(--fail); color: var(--bg); }
        details.scenario { margin: 8px 0 0; border: 1px solid var(--border); border-radius: 8px; background: var(--card); }
        details.scenario.fail { border-color: var(--fail); }
        details.scenario > summary { padding: 8px 12px; cursor: pointer; font-weight: 600; overflow-wrap: anywhere; }
        details.scenario[open] > summary { border-bottom: 1px solid var(--border); }
        .meta { color: var(--muted); font-weight: 400; }
        pre.diagnostics { margin: 8px 12px; padding: 10px 12px; overflow-x: auto; border-radius: 6px; background: var(--fail-bg);
          color: var(--fg); font: 12.5px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono", monospace; }
        .view { padding: 0 12px 12px; }
        .player { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
          padding: 10px 0; background: var(--card); }
        .player input[type=range] { flex: 1 1 220px; accent-color: var(--accent); }
        .player button { min-width: 34px; padding: 3px 8px; border: 1px solid var(--border); border-radius: 6px;
          background: var(--bg); color: var(--fg); cursor: pointer; }
        .indicator { min-width: 260px; font-variant-numeric: tabular-nums; font-weight: 600; }
        .link { color: var(--accent); font-size: 12px; }
        .strip, .plot, .table { overflow-x: auto; margin: 0 0 10px; border: 1px solid var(--border); border-radius: 6px; }
        .strip { background: #ffffff; }
        .plot { background: var(--paper); }
        .strip svg, .plot svg { display: block; }
        .plot svg { color: var(--fg); }
        .plot .paper { fill: var(--paper); }
        .plot g.step.current rect { fill: var(--accent); fill-opacity: 0.22; }
        .strip.frames g.frame { opacity: 0.35; transition: opacity 0.15s; }
        .strip.frames g.frame.current { opacity: 1; }
        table.steps { border-collapse: collapse; width: 100%; font: 12.5px/1.4 ui-monospace, Menlo, Consolas, "Noto Sans Mono", monospace; }
        table.steps th, table.steps td { padding: 3px 8px; text-align: left; white-space: nowrap; border-bottom: 1px solid var(--border); }
        table.steps th { position: sticky; top: 0; background: var(--card); }
        table.steps tr.fail td, table.steps tr.check td { color: var(--fail); }
        table.steps tr.current td { background: color-mix(in srgb, var(--accent) 22%, transparent); }
        table.steps tr.left-out td { color: var(--muted); font-style: italic; }

        """

    /// Fills a scenario's view when it is opened (an open one when it comes near the viewport):
    /// inflates its `data-view` (base64 of raw DEFLATE, which continues the stream of the page's
    /// dictionary in `main`'s `data-dictionary`) with ``HTMLInflater``, after the dictionary.
    /// It runs from the page's head and listens on the document, so a scenario opens while the
    /// rest of a long page is still being read.
    /// Moves the current step (slider, buttons, arrow keys, `#spec/scenario/step`), and marks that
    /// step's frame (`g.frame[data-step]` when the filmstrip has them), timeline column and table row.
    static let script = """
        "use strict";
        (function () {
          let active = null;
          function bytes(base64) {
            return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
          }
        \(HTMLInflater.script)
          let dictionary = null;
          function inflated(base64) {
            const main = document.querySelector("main");
            dictionary = dictionary || inflate(bytes(main.dataset.dictionary), new Uint8Array(0), false);
            return new TextDecoder().decode(inflate(bytes(base64), dictionary, true));
          }
          function ready(details) {
            if (details.dataset.ready || details.dataset.broken) return;
            const view = details.querySelector(":scope > .view");
            try {
              view.innerHTML = inflated(view.dataset.view);
            } catch (error) {
              details.dataset.broken = "1";
              view.textContent = "This scenario's view could not be opened: " + error.message;
              return;
            }
            delete view.dataset.view;
            details.dataset.ready = "1";
            wire(details, view);
          }
          function wire(details, view) {
            const strip = view.querySelector(".strip");
            if (strip && strip.querySelector("g.frame[data-step]")) strip.classList.add("frames");
            view.querySelector("input[type=range]").addEventListener("input", (event) => {
              active = details;
              show(details, Number(event.target.value), true);
            });
            for (const button of view.querySelectorAll("button[data-move]")) {
              button.addEventListener("click", () => {
                active = details;
                show(details, Number(details.dataset.step) + Number(button.dataset.move), true);
              });
            }
            show(details, Number(details.dataset.step || 1), false);
          }
          function mark(list, step) {
            let current = null;
            for (const element of list) {
              const on = Number(element.dataset.step) === step;
              element.classList.toggle("current", on);
              if (on) current = element;
            }
            return current;
          }
          function show(details, step, link) {
            const count = Number(details.dataset.steps);
            step = Math.min(Math.max(step, 1), count);
            details.dataset.step = String(step);
            if (!details.dataset.ready) return;
            const view = details.querySelector(":scope > .view");
            view.querySelector("input[type=range]").value = String(step);
            const frame = mark(view.querySelectorAll(".strip g.frame[data-step]"), step);
            mark(view.querySelectorAll(".plot g.step[data-step]"), step);
            const row = mark(view.querySelectorAll("table.steps tr[data-step]"), step);
            const action = row ? row.dataset.action : "";
            view.querySelector(".indicator").textContent = "step " + step + " of " + count + (action ? " · " + action : "");
            view.querySelector(".link").setAttribute("href", "#" + details.id + "/" + step);
            if (frame) {
              const strip = view.querySelector(".strip");
              const box = frame.getBoundingClientRect(), outer = strip.getBoundingClientRect();
              strip.scrollLeft += box.left - outer.left - (outer.width - box.width) / 2;
            }
            if (link) history.replaceState(null, "", "#" + details.id + "/" + step);
          }
          function scenarioOf(element) {
            return element && element.closest ? element.closest("details.scenario") : null;
          }
          function current() {
            const focused = scenarioOf(document.activeElement);
            if (focused && focused.open) return focused;
            if (active && active.open) return active;
            return document.querySelector("details.scenario[open]");
          }
          function follow() {
            const parts = location.hash.slice(1).split("/");
            if (parts.length < 2) return;
            const details = document.getElementById(parts[0] + "/" + parts[1]);
            if (!details) return;
            details.open = true;
            active = details;
            if (parts.length > 2) details.dataset.step = String(Number(parts[2]) || 1);
            ready(details);
            show(details, Number(details.dataset.step), false);
            details.scrollIntoView({ block: "start" });
          }
          // A passing scenario is drawn when it is opened (a click, Enter on its summary, a find
          // in the page), before the page is read to its end too. Failing ones are open in the
          // markup, and their toggle events come as the page is read: they are drawn when they
          // come near the viewport instead.
          document.addEventListener("toggle", (event) => {
            const details = event.target;
            if (details.matches && details.matches("details.scenario.pass") && details.open) {
              active = details;
              ready(details);
            }
          }, true);
          document.addEventListener("keydown", (event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
            if (event.target instanceof HTMLInputElement && event.target.type === "range") return;
            const details = current();
            if (!details) return;
            event.preventDefault();
            ready(details);
            active = details;
            show(details, Number(details.dataset.step || 1) + (event.key === "ArrowRight" ? 1 : -1), true);
          });
          const near = new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) {
                near.unobserve(entry.target);
                ready(entry.target);
              }
            }
          }, { rootMargin: "400px" });
          // Open scenarios are watched as the page is read, so that those on screen are drawn
          // before a long page is read to its end.
          const added = new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes) {
                if (node.nodeType !== 1) continue;
                if (node.matches("details.scenario[open]")) near.observe(node);
                for (const details of node.querySelectorAll("details.scenario[open]")) near.observe(details);
              }
            }
          });
          added.observe(document.documentElement, { childList: true, subtree: true });
          document.addEventListener("DOMContentLoaded", () => {
            added.takeRecords();
            added.disconnect();
            for (const details of document.querySelectorAll("details.scenario[open]")) near.observe(details);
            follow();
          });
          window.addEventListener("hashchange", follow);
        })();

        """
}
