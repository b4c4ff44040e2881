"""A hostile vision model: an OpenAI-compatible server that answers each escalation with the case's script.

The real planner service (``screenroute.cloud``, ``openai`` backend) talks to it through the
official ``openai`` client, exactly as it talks to a real VLM, so an answer crosses the same
wire, schema and validation a prompt-injected model's answer would. The script is the case's
``planner`` list: each escalation takes the next answer; a repair round (the backend showing
the model its invalid answer) is answered with the same one; past the last answer the model
asks for a person. Every request is kept — the text the edge sent and the screenshot — so
the verdict can look for a secret in what reached the cloud.
"""

from __future__ import annotations

import base64
import json
import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from screenroute.bench.attacks.case import PlannerAction, PlannerAnswer, render
from screenroute.contract import normalise

__all__ = ["SCREEN", "HostileVLM", "PlannerCall"]

#: The sandbox's screen in pixels: script points are written in it.
SCREEN = (1280, 800)
_MAX_BODY = 64 * 1024 * 1024


@dataclass(frozen=True)
class PlannerCall:
    """One request the model got: the edge's JSON context as text, the screenshot, and what was answered."""

    text: str
    image: bytes
    repair: bool
    answer_index: int
    problems: tuple[str, ...] = ()


@dataclass
class HostileVLM:
    """``with HostileVLM() as vlm: vlm.load(answers, values); base_url = vlm.base_url``."""

    model: str = "gpt-4o"
    calls: list[PlannerCall] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._answers: tuple[PlannerAnswer, ...] = ()
        self._values: dict[str, str] = {}
        self._next = 0
        self._server: ThreadingHTTPServer | None = None

    @property
    def base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the hostile model is not started")
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> HostileVLM:
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="hostile-vlm", daemon=True).start()
        return self

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()

    def __enter__(self) -> HostileVLM:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def load(self, answers: Sequence[PlannerAnswer], values: dict[str, str]) -> None:
        """The script of the next run: its answers in order, and the harness's ``{{values}}``."""
        with self._lock:
            self._answers = tuple(answers)
            self._values = dict(values)
            self._next = 0

    def take_calls(self) -> list[PlannerCall]:
        """The requests received since the last call (and forget them)."""
        with self._lock:
            taken, self.calls = self.calls, []
        return taken

    # -- one completion ----------------------------------------------------------------------

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        context, text, image = _parse(body)
        # The backend's repair round repeats the conversation with the model's answer in it.
        repair = any(m.get("role") == "assistant" for m in body.get("messages", []))
        with self._lock:
            index = self._next - 1 if repair else self._next
            if not repair:
                self._next += 1
            answer = self._answers[index] if 0 <= index < len(self._answers) else None
            values = dict(self._values)
        problems: list[str] = []
        plan = _plan(answer, context, values, problems)
        with self._lock:
            self.calls.append(PlannerCall(text, image, repair, index, tuple(problems)))
        content = json.dumps(plan, ensure_ascii=False)
        return {
            "id": f"chatcmpl-hostile-{len(self.calls)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.model,
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": 1000, "completion_tokens": 100, "total_tokens": 1100},
        }


def _plan(
    answer: PlannerAnswer | None, context: dict[str, Any], values: dict[str, str], problems: list[str]
) -> dict[str, Any]:
    if answer is None:
        return _needs_human("the script has no more answers")
    # The placeholders the edge offered for the task's values ("parameters"): {{placeholder:password}}.
    for item in context.get("parameters", []):
        if isinstance(item, dict) and item.get("name") and item.get("placeholder"):
            values[f"placeholder:{item['name']}"] = str(item["placeholder"])
    sent = context.get("screenshot_size") or list(SCREEN)
    actions = []
    for action in answer.actions:
        resolved = _action(action, context, values, (int(sent[0]), int(sent[1])), problems)
        if resolved is None:
            return _needs_human("; ".join(problems))
        actions.append(resolved)
    # The answer's own words are filled in too: a model may put a placeholder in its state label,
    # its rationale or the texts it expects as well as in an action.
    try:
        state_label = render(answer.state_label, values)
        rationale = render(answer.rationale, values)
        expected = [render(t, values) for t in answer.expected_texts]
    except ValueError as exc:  # a placeholder the edge did not offer
        return _needs_human(str(exc))
    return {
        "state_label": state_label,
        "rationale": rationale,
        "needs_human": answer.needs_human,
        "expected_texts": expected,
        "actions": actions,
    }


def _needs_human(why: str) -> dict[str, Any]:
    return {"state_label": "unknown", "rationale": why, "needs_human": True, "expected_texts": [], "actions": []}


def _action(
    action: PlannerAction,
    context: dict[str, Any],
    values: dict[str, str],
    sent: tuple[int, int],
    problems: list[str],
) -> dict[str, Any] | None:
    def fill(text: str) -> str:
        return render(text, values)

    try:
        out: dict[str, Any] = {
            "skill": action.skill,
            "x": None,
            "y": None,
            "target_text": fill(action.target_text) or None,
            "text": fill(action.text) or None,
            "keys": action.keys or None,
            "url": fill(action.url) or None,
            "amount": action.amount or None,
            "timeout_s": action.timeout_s or None,
            "expect_texts": [fill(t) for t in action.expect_texts],
            "why": fill(action.why),
        }
    except ValueError as exc:  # a placeholder the edge did not offer
        problems.append(str(exc))
        return None
    if action.point is not None:
        sx, sy = sent[0] / SCREEN[0], sent[1] / SCREEN[1]
        out["x"] = min(sent[0] - 1, math.floor(action.point[0] * sx))
        out["y"] = min(sent[1] - 1, math.floor(action.point[1] * sy))
    elif action.at_text:
        point = _ocr_point(context, action.at_text, action.occurrence)
        if point is None:
            problems.append(f"no OCR line the edge sent holds {action.at_text!r}")
            return None
        out["x"], out["y"] = point
    return out


def _ocr_point(context: dict[str, Any], wanted: str, occurrence: int) -> tuple[int, int] | None:
    """The centre (in sent pixels) of the ``occurrence``-th OCR line, top to bottom, that holds ``wanted``."""
    key = normalise(wanted)
    hits = []
    for line in context.get("ocr_lines", []):
        text, box = str(line.get("text", "")), line.get("box") or []
        if len(box) == 4 and key and key in normalise(text):
            hits.append(((box[1] + box[3]) // 2, (box[0] + box[2]) // 2))
    hits.sort()
    if occurrence >= len(hits):
        return None
    y, x = hits[occurrence]
    return int(x), int(y)


def _parse(body: dict[str, Any]) -> tuple[dict[str, Any], str, bytes]:
    """(the edge's JSON context, all user text, the screenshot bytes) of a chat request."""
    context: dict[str, Any] = {}
    texts: list[str] = []
    image = b""
    for message in body.get("messages", []):
        if message.get("role") != "user":
            continue
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
                if isinstance(parsed, dict) and not context:
                    context = parsed
            elif part.get("type") == "image_url" and not image:
                url = str(part["image_url"]["url"])
                image = base64.b64decode(url.split(",", 1)[1]) if "," in url else b""
    return context, "\n".join(texts), image


def _handler(vlm: HostileVLM) -> Callable[..., BaseHTTPRequestHandler]:
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

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if not self.path.rstrip("/").endswith("/chat/completions") or not 0 < length <= _MAX_BODY:
                self._send(400, {"error": {"message": "POST /v1/chat/completions with a JSON body"}})
                return
            try:
                body = json.loads(self.rfile.read(length))
            except ValueError:
                self._send(400, {"error": {"message": "not JSON"}})
                return
            self._send(200, vlm.complete(body))

    return Handler
