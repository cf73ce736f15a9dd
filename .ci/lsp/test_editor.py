"""refreshspec lsp driven by pygls' client (pytest-lsp), which also checks every message the
server sends against the protocol's types."""
import asyncio

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT

URI = (ROOT / "spec-under-test.yaml").as_uri()

# Lines counted from 0: `components:` 10, the header's id 11, its labels 13, the expect 20.
FEED = (ROOT / "Tests/Fixtures/LanguageServer/feed.yaml").read_text()


def open_document(client: LanguageClient, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="yaml", version=version, text=text)
        )
    )


async def diagnostics_for(client: LanguageClient, text: str):
    open_document(client, text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


async def test_a_clean_spec_has_no_diagnostics(client: LanguageClient):
    assert list(await diagnostics_for(client, FEED)) == []


async def test_diagnostics_on_open_are_validates(client: LanguageClient):
    text = FEED.replace("    type: header\n", "    type: header\n    triggerRat: 1\n")
    diagnostics = await diagnostics_for(client, text)
    assert [d.code for d in diagnostics] == ["unknown-key"]
    assert diagnostics[0].message == "unknown key 'triggerRat' in header (did you mean 'triggerRate'?)"
    assert diagnostics[0].severity == types.DiagnosticSeverity.Error
    assert diagnostics[0].range.start == types.Position(line=13, character=4)
    assert diagnostics[0].range.end == types.Position(line=13, character=14)


async def test_diagnostics_on_change(client: LanguageClient):
    await diagnostics_for(client, FEED)
    # `    type: header` (line 12): `header` is characters 10 to 16.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=12, character=10), end=types.Position(line=12, character=16)),
                    text="heder",
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    messages = [d.message for d in client.diagnostics[URI]]
    assert any(m.startswith("unknown type 'heder'") for m in messages)


async def test_failed_expectation_at_its_expect(client: LanguageClient):
    diagnostics = await diagnostics_for(client, FEED.replace("state: pulling", "state: refreshing"))
    assert [d.code for d in diagnostics] == ["expectation-failed"]
    assert diagnostics[0].range.start.line == 20


# `    labels: {idle: 下拉, pulling: 🙂, refrshing: feed.idle}`: 19 ASCII characters, 下拉,
# 11 more, 🙂 and 2 before `refrshing`. UTF-16: 19 + 2 + 11 + 2 + 2 = 36. UTF-8: 19 + 6 + 11 + 4 + 2 = 42.
CJK_LINE = FEED.replace("    labels: {idle: feed.idle}", "    labels: {idle: 下拉, pulling: 🙂, refrshing: feed.idle}")


async def test_utf16_positions_on_chinese_and_emoji(client: LanguageClient):
    diagnostics = await diagnostics_for(client, CJK_LINE)
    unknown = next(d for d in diagnostics if "refrshing" in d.message)
    assert unknown.range.start == types.Position(line=13, character=36)
    assert unknown.range.end == types.Position(line=13, character=45)


async def test_utf8_positions_when_offered(utf8_client: LanguageClient):
    diagnostics = await diagnostics_for(utf8_client, CJK_LINE)
    unknown = next(d for d in diagnostics if "refrshing" in d.message)
    assert unknown.range.start == types.Position(line=13, character=42)


async def complete(client: LanguageClient, text: str, line: int, character: int):
    await diagnostics_for(client, FEED)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=character)
        )
    )
    return [item.label for item in result.items]


def with_line(line: int, text: str, insert: bool = False) -> str:
    lines = FEED.split("\n")
    if insert:
        lines.insert(line, text)
    else:
        lines[line] = text
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("line", "text", "insert", "present", "absent"),
    [
        (21, "de", False, ["defaultLocale", "colors"], ["name", "components"]),
        (13, "    trig", True, ["triggerRate"], ["type", "labels", "triggerPercent"]),
        (16, "    trig", True, ["triggerPercent"], ["lastUpdated"]),
        (21, "      - beg", False, ["beginRefreshing", "expect"], ["triggerRate"]),
        (15, "    type: au", False, ["autoFooter", "trailer"], []),
        (21, "      - endRefreshingWithNoMoreData: ", False, ["footer"], ["header"]),
        (13, "    labels: {idle: feed.idle, pulling: ", False, ["feed.idle", "header.pulling"], []),
        (10, "  ", True, ["de", "en-XA"], ["en", "fr"]),
        (20, "      - expect: {header: {st", False, ["state", "text"], []),
        (20, "      - expect: {", False, ["header", "footer", "scrollView"], []),
    ],
)
async def test_completion_by_context(client: LanguageClient, line, text, insert, present, absent):
    labels = await complete(client, with_line(line, text, insert), line, len(text.encode("utf-16-le")) // 2)
    for label in present:
        assert label in labels
    for label in absent:
        assert label not in labels


async def hover(client: LanguageClient, line: int, character: int) -> str:
    await diagnostics_for(client, FEED)
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=character))
    )
    return result.contents.value


async def test_hover_on_a_key(client: LanguageClient):
    assert (await hover(client, 4, 4)).startswith("**contentSize** — mapping")


async def test_hover_on_a_component_shows_its_thresholds(client: LanguageClient):
    # MJRefresh's header: shows below -insetTop = 0, pulls below 0 - height 54 = -54.
    assert "pulls below -54 (0 - height 54)" in await hover(client, 11, 10)


async def test_hover_on_a_label_key_shows_every_locale(client: LanguageClient):
    text = await hover(client, 13, 20)
    assert "| fr | Tirez | spec |" in text
    assert "| de | Pull to load | spec's en |" in text


async def test_definition_of_a_label_key_and_a_component(client: LanguageClient):
    await diagnostics_for(client, FEED)
    ident = types.TextDocumentIdentifier(uri=URI)
    keys = await client.text_document_definition_async(types.DefinitionParams(text_document=ident, position=types.Position(line=13, character=20)))
    assert [location.range.start.line for location in keys] == [7, 9]
    component = await client.text_document_definition_async(types.DefinitionParams(text_document=ident, position=types.Position(line=20, character=18)))
    assert [location.range.start.line for location in component] == [11]
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=ident, position=types.Position(line=11, character=10), context=types.ReferenceContext(include_declaration=True))
    )
    assert [location.range.start.line for location in references] == [11, 20]


async def test_a_did_you_mean_is_a_quick_fix(client: LanguageClient):
    text = FEED.replace("    type: header\n", "    type: header\n    triggerRat: 1\n")
    diagnostics = await diagnostics_for(client, text)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert [action.title for action in actions] == ["Change 'triggerRat' to 'triggerRate'"]
    edit = actions[0].edit.changes[URI][0]
    assert edit.new_text == "triggerRate"
    assert edit.range == diagnostics[0].range


async def test_document_symbols(client: LanguageClient):
    await diagnostics_for(client, FEED)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [symbol.name for symbol in symbols] == ["header", "footer", "pull"]


async def test_an_unknown_method_is_method_not_found(client: LanguageClient):
    with pytest.raises(Exception, match="-32601|no method"):
        await client.protocol.send_request_async("refreshspec/frobnicate", {})


async def test_a_cancel_for_a_request_already_answered_is_ignored(client: LanguageClient):
    await diagnostics_for(client, FEED)
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=12345))
    assert (await hover(client, 4, 4)).startswith("**contentSize**")


async def test_hover_on_an_expect_field_gives_the_runs_value(client: LanguageClient):
    # Dragging 100 pt puts offsetY at -100, below the header's 0 - 54 = -54: pulling.
    assert (await hover(client, 20, 27)).endswith("The run gives 'pulling' here.")


async def test_a_failed_expectation_is_updated_by_record_mode(client: LanguageClient):
    await diagnostics_for(client, FEED.replace("state: pulling", "state: refreshing"))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=20, character=0), end=types.Position(line=20, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    update = next(action for action in actions if action.title == "Update the failed expectations of 'pull'")
    assert update.edit.changes[URI][0].new_text == FEED
