"""Fixtures for the cloud tests: a local OpenAI-compatible HTTP server and test certificates."""

from __future__ import annotations

import base64
import io
import json
import subprocess
import threading
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from PIL import Image


@dataclass
class Reply:
    """One scripted HTTP answer of the fake model server."""

    status: int = 200
    body: Any = None  # dict → JSON, str → sent as-is
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


def completion(content: str | dict[str, Any], prompt_tokens: int = 1000, completion_tokens: int = 50) -> Reply:
    """A chat-completions answer with ``content`` (a dict is JSON-encoded) and usage."""
    text = content if isinstance(content, str) else json.dumps(content)
    return Reply(
        body={
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": "fake",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
    )


def sent_image(body: dict[str, Any]) -> Image.Image:
    """Decode the screenshot a chat request carried."""
    for message in body["messages"]:
        if isinstance(message["content"], list):
            for part in message["content"]:
                if part["type"] == "image_url":
                    data = part["image_url"]["url"].split(",", 1)[1]
                    return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
    raise AssertionError("no image in the request")


class FakeOpenAI:
    """An OpenAI-compatible ``/v1/chat/completions`` on 127.0.0.1 with scripted answers.

    Answers come from ``script`` in order; once it is empty, ``default`` builds one from the
    request body. Every request is recorded (path, headers, body).
    """

    def __init__(self) -> None:
        self.script: deque[Reply] = deque()
        self.default: Callable[[dict[str, Any]], Reply] = lambda body: completion(
            {"state_label": "unknown", "rationale": "", "needs_human": True, "expected_texts": [], "actions": []}
        )
        self.requests: list[dict[str, Any]] = []
        self.answered = 0
        self.stop = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length))
                fake.requests.append(
                    {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}
                )
                reply = fake.script.popleft() if fake.script else fake.default(body)
                if reply.delay_s and fake.stop.wait(reply.delay_s):
                    return
                payload = reply.body if isinstance(reply.body, str) else json.dumps(reply.body or {})
                data = payload.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    for key, value in reply.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                    fake.answered += 1
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its timeout), which some tests want

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as fake:
        yield fake


@dataclass(frozen=True)
class CertFiles:
    """PEM files of a throwaway CA, a server certificate for 127.0.0.1/localhost, and a client."""

    ca: Path
    server_cert: Path
    server_key: Path
    client_cert: Path
    client_key: Path
    other_ca: Path  # a CA that signed nothing here


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


@pytest.fixture(scope="session")
def test_certs(tmp_path_factory: pytest.TempPathFactory) -> CertFiles:
    """Generated at test time with the ``openssl`` CLI (``cryptography`` is not installed)."""
    d = tmp_path_factory.mktemp("certs")
    for ca in ("ca", "other_ca"):
        _openssl(
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            f"{ca}.key",
            "-out",
            f"{ca}.pem",
            "-days",
            "2",
            "-subj",
            f"/CN=screenroute test {ca}",
            cwd=d,
        )
    (d / "server.ext").write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    (d / "client.ext").write_text("extendedKeyUsage=clientAuth\n")
    for name in ("server", "client"):
        _openssl(
            "req",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            f"{name}.key",
            "-out",
            f"{name}.csr",
            "-subj",
            f"/CN={name}",
            cwd=d,
        )
        _openssl(
            "x509",
            "-req",
            "-in",
            f"{name}.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            f"{name}.pem",
            "-days",
            "2",
            "-extfile",
            f"{name}.ext",
            cwd=d,
        )
    return CertFiles(
        ca=d / "ca.pem",
        server_cert=d / "server.pem",
        server_key=d / "server.key",
        client_cert=d / "client.pem",
        client_key=d / "client.key",
        other_ca=d / "other_ca.pem",
    )
