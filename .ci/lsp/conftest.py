"""Shared set-up of the language-server tests: the binary under test, and a client session."""
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

BINARY = os.environ.get("REFRESHSPEC", "refreshspec")
ROOT = pathlib.Path(__file__).resolve().parents[2]


def initialize_params(encodings=None, strict=False):
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    return types.InitializeParams(
        capabilities=types.ClientCapabilities(general=general),
        initialization_options={"strict": strict},
        root_uri=ROOT.as_uri(),
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(initialize_params())
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def utf8_client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(initialize_params(encodings=[types.PositionEncodingKind.Utf8]))
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()
