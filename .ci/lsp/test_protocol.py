"""The base protocol with bytes no client library would send: each bad input gets the
protocol's answer or is skipped and logged, the server goes on, and exit codes are the spec's."""
import json
import subprocess

from conftest import BINARY


def frame(message: dict) -> bytes:
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def converse(raw: bytes, timeout: float = 60):
    """Sends `raw`, closes the input, and returns the messages read back and the exit code."""
    done = subprocess.run([BINARY, "lsp"], input=raw, capture_output=True, timeout=timeout)
    messages, rest = [], done.stdout
    while rest:
        header, _, rest = rest.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        rest = rest[length:]
    return messages, done.returncode


INITIALIZE = frame({"id": 0, "method": "initialize", "params": {"capabilities": {}}})
SHUTDOWN_EXIT = frame({"id": 9, "method": "shutdown"}) + frame({"method": "exit"})


def test_shutdown_then_exit_is_zero_exit_alone_is_one():
    assert converse(INITIALIZE + SHUTDOWN_EXIT)[1] == 0
    assert converse(INITIALIZE + frame({"method": "exit"}))[1] == 1


def test_bad_json_is_a_parse_error():
    messages, code = converse(INITIALIZE + b"Content-Length: 5\r\n\r\n{oops" + SHUTDOWN_EXIT)
    assert {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "the message is not a JSON object"}} in messages
    assert code == 0


def test_a_malformed_header_is_skipped_and_logged():
    messages, code = converse(INITIALIZE + b"Content-Lenght: 12\r\n\r\n" + SHUTDOWN_EXIT)
    logs = [m for m in messages if m.get("method") == "window/logMessage"]
    assert logs and "without Content-Length" in logs[0]["params"]["message"]
    assert code == 0


def test_a_request_before_initialize_is_refused():
    messages, _ = converse(frame({"id": 1, "method": "textDocument/hover", "params": {}}) + INITIALIZE + SHUTDOWN_EXIT)
    assert messages[0]["error"]["code"] == -32002


def test_a_hundred_megabyte_content_length_is_skipped_in_bounded_memory():
    size, chunk = 100_000_000, b" " * 1_000_000
    server = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    server.stdin.write(INITIALIZE + b"Content-Length: %d\r\n\r\n" % size)
    for _ in range(size // len(chunk)):
        server.stdin.write(chunk)
    server.stdin.write(frame({"id": 9, "method": "shutdown"}))
    server.stdin.flush()
    # The shutdown's answer comes after the skipped message: then the server's peak resident
    # size (VmHWM, KiB) says what it kept of the 100 MB.
    output = b""
    while b'"id":9' not in output.replace(b" ", b""):
        output += server.stdout.read1(65536)
    with open(f"/proc/{server.pid}/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    server.stdin.write(frame({"method": "exit"}))
    server.stdin.close()
    output += server.stdout.read()
    assert server.wait(timeout=60) == 0
    assert b"over the 33554432-byte limit" in output
    assert peak < 64 * 1024, f"peak resident size {peak} KiB"


def test_input_ending_mid_message_ends_the_server():
    _, code = converse(INITIALIZE + b"Content-Length: 100\r\n\r\n{")
    assert code == 1
