"""A bounded, seeded fuzzer of the planner and Edge gRPC services (client side only).

Every case is one call with raw bytes on a real channel, so the fuzzer reaches the
server's own parser: garbage and mutated protobuf bodies, structurally valid messages
with huge strings, NaN/inf and out-of-range numbers, bad images (truncated, bad CRC,
header-only decompression bombs, formats that must never be decoded), oversized
repeated fields, bad metadata and unknown methods. A case fails when the server
answers ``UNKNOWN`` or ``INTERNAL``; the caller checks that the server is still healthy.

    .venv/bin/python -m screenroute.bench.service_fuzz --planner HOST:PORT [--edge HOST:PORT] [--cases 2000]

The same generator drives ``tests/security/test_service_fuzz.py`` (in CI) and the
hardening report (``bench/service_hardening.py``).
"""

from __future__ import annotations

import argparse
import io
import random
import struct
import sys
import zlib
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import grpc
from grpc_health.v1 import health_pb2
from PIL import Image

from screenroute.v1 import edge_pb2, planner_pb2, types_pb2

__all__ = ["BAD_CODES", "FuzzCase", "FuzzReport", "FuzzTarget", "bad_images", "cases", "run_fuzz"]

#: What no case may ever get back.
BAD_CODES = frozenset({grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL})

PLAN = "/screenroute.v1.Planner/Plan"
STEP = "/screenroute.v1.Edge/Step"
HEALTH_CHECK = "/grpc.health.v1.Health/Check"
REFLECTION = "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo"

_NASTY_TEXT = (
    "\x00",
    "\x1b[2J\x1b[31m",
    "\r\nINFO forged log line\r\n",
    "\u202e\u2066",
    "\u200b\u200d\ufeff",
    "Ｄｅｌｅｔｅ",
    "删除",
    "%s%n%x{0}{password}",
    "<PERSON_1>",
    "../../../../etc/passwd",
    "'; DROP TABLE tasks; --",
)
_FLOATS = (float("nan"), float("inf"), float("-inf"), -0.0, 1e308, -1e308, 5e-324, -1.0, 1e9)
_INTS = (-1, -(2**31), 2**31 - 1, 2**31, 2**63 - 1, -(2**63), 65536, 10**9)


@dataclass(frozen=True)
class FuzzTarget:
    """One service to fuzz: its address, the token it accepts (if any) and its request method."""

    address: str
    method: str  # PLAN or STEP
    token: str | None = None
    task: str = "orders"  # Edge only: a task the service has registered


@dataclass(frozen=True)
class FuzzCase:
    """One call: method, raw request bytes (or a stream of them), metadata, a short description."""

    kind: str
    method: str
    body: bytes | tuple[bytes, ...]
    metadata: tuple[tuple[str, str | bytes], ...]


@dataclass
class FuzzReport:
    """Status histogram (by code name) and the cases that got a forbidden status."""

    statuses: Counter[str] = field(default_factory=Counter)
    by_kind: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[tuple[str, str, str]] = field(default_factory=list)  # kind, code, details

    @property
    def cases(self) -> int:
        return sum(self.statuses.values())

    def add(self, case: FuzzCase, code: str, details: str) -> None:
        self.statuses[code] += 1
        self.by_kind.setdefault(case.kind, Counter())[code] += 1
        if code in {c.name for c in BAD_CODES}:
            self.failures.append((case.kind, code, details[:200]))


# -- images -------------------------------------------------------------------------------


def _png(width: int, height: int, color: str = "white") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def header_bomb_png(width: int, height: int) -> bytes:
    """A valid PNG header claiming ``width × height`` with a few bytes of pixel data (never decodable in full)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 1024)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", idat) + _chunk(b"IEND", b"")


def _jpeg_with_size(width: int, height: int) -> bytes:
    """A small real JPEG whose SOF0 header is rewritten to claim another size."""
    buffer = io.BytesIO()
    Image.new("RGB", (16, 16), "gray").save(buffer, format="JPEG")
    data = bytearray(buffer.getvalue())
    sof = data.index(b"\xff\xc0")
    data[sof + 5 : sof + 9] = struct.pack(">HH", height, width)
    return bytes(data)


def bad_images() -> dict[str, bytes]:
    """Named images that a service must refuse without decoding them (or decode safely)."""
    good = _png(32, 32)
    idat = good.index(b"IDAT")
    bad_crc = bytearray(good)
    bad_crc[idat + 6] ^= 0xFF
    gif = io.BytesIO()
    Image.new("P", (8, 8)).save(gif, format="GIF")
    bmp = io.BytesIO()
    Image.new("RGB", (8, 8)).save(bmp, format="BMP")
    return {
        "empty": b"",
        "garbage": b"not an image",
        "png-signature-only": b"\x89PNG\r\n\x1a\n",
        "png-truncated": good[: len(good) // 2],
        "png-bad-crc": bytes(bad_crc),
        "png-zero-size": header_bomb_png(0, 0),
        "png-bomb-header-100k": header_bomb_png(100_000, 100_000),
        "png-bomb-header-8k": header_bomb_png(7680, 4320),
        "png-bomb-header-wide": header_bomb_png(2**31 - 1, 1),
        "png-broken-ihdr": b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", b"\x00" * 5),
        "jpeg-header-65k": _jpeg_with_size(65500, 65500),
        "jpeg-truncated": _jpeg_with_size(16, 16)[:60],
        "gif": gif.getvalue(),
        "bmp": bmp.getvalue(),
        "eps": b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\nshowpage\n",
        "webp-garbage": b"RIFF\x00\x00\x00\x00WEBPVP8 " + b"\x00" * 32,
        "tiff-header": b"II*\x00\x08\x00\x00\x00" + b"\x00" * 32,
    }


# -- base messages ------------------------------------------------------------------------


def _plan_request(image: bytes) -> planner_pb2.PlanRequest:
    return planner_pb2.PlanRequest(
        task_id="fuzz-1",
        goal="export yesterday's orders",
        step_name="open_orders",
        step_goal='click "Orders"',
        screenshot=image,
        screenshot_mime="image/png",
        image_scale=0.25,
        screen=types_pb2.ScreenGeometry(width=128, height=128, scale=1.0),
        ocr_lines=[types_pb2.OcrLine(text="Back office", box=types_pb2.Box(x0=2, y0=2, x1=60, y1=12), score=0.9)],
        history=[planner_pb2.HistoryEntry(action=types_pb2.Action(skill="click", target_text="Orders"), ok=True)],
        reason=types_pb2.REASON_UNKNOWN_STATE,
    )


def _step_request(image: bytes, task: str) -> edge_pb2.StepRequest:
    return edge_pb2.StepRequest(
        task_id="fuzz-1",
        task=task,
        frame=image,
        screen=types_pb2.ScreenGeometry(width=32, height=32, scale=1.0),
        results=[
            planner_pb2.HistoryEntry(
                action=types_pb2.Action(skill="click", target_text="Orders"), ok=True, changed=True
            )
        ],
    )


def _set_string(rng: random.Random, message: object, value: str) -> None:
    """Set a random string field (top level or nested) of a Plan/Step request."""
    if isinstance(message, planner_pb2.PlanRequest):
        target = rng.choice(["goal", "step_name", "step_goal", "task_id", "state_label", "ocr", "history", "missing"])
        if target == "ocr":
            message.ocr_lines[0].text = value
        elif target == "history":
            message.history[0].detail = value
            message.history[0].action.target_text = value
        elif target == "missing":
            message.missing_texts.append(value)
        else:
            setattr(message, target, value)
    elif isinstance(message, edge_pb2.StepRequest):
        target = rng.choice(["task_id", "task", "result", "param_key", "param_value", "action_text", "keys", "url"])
        entry = message.results[0]
        if target in ("task_id", "task"):
            setattr(message, target, value)
        elif target == "result":
            entry.detail = value
        elif target == "param_key":
            message.parameters[value or "k"] = "v"
        elif target == "param_value":
            message.parameters["title"] = value
        elif target == "action_text":
            entry.action.text = value
        elif target == "keys":
            entry.action.skill, entry.action.keys = "key", value
        else:
            entry.action.skill, entry.action.url = "open_url", value


def _set_number(rng: random.Random, message: object) -> None:
    if isinstance(message, planner_pb2.PlanRequest):
        choice = rng.randrange(6)
        if choice == 0:
            message.image_scale = rng.choice(_FLOATS)
        elif choice == 1:
            message.state_confidence = rng.choice(_FLOATS)
        elif choice == 2:
            message.screen.scale = rng.choice(_FLOATS)
        elif choice == 3:
            message.ocr_lines[0].score = rng.choice(_FLOATS)
        elif choice == 4:
            box = message.ocr_lines[0].box
            setattr(box, rng.choice(["x0", "y0", "x1", "y1"]), rng.choice(_INTS[:3]))
        else:
            message.screen.width, message.screen.height = rng.choice(_INTS[:3]), rng.choice(_INTS[:3])
        return
    if not isinstance(message, edge_pb2.StepRequest):
        raise TypeError(f"not a Plan or Step request: {type(message).__name__}")
    action = message.results[0].action
    choice = rng.randrange(5)
    if choice == 0:
        message.screen.scale = rng.choice(_FLOATS)
    elif choice == 1:
        message.screen.width, message.screen.height = rng.choice(_INTS[:3]), rng.choice(_INTS[:3])
    elif choice == 2:
        action.timeout_s = rng.choice(_FLOATS)
    elif choice == 3:
        action.occurrence, action.amount = rng.choice(_INTS[:3]), rng.choice(_INTS[:3])
    else:
        action.has_point, action.x, action.y = True, rng.choice(_INTS[:3]), rng.choice(_INTS[:3])


def _repeat(rng: random.Random, message: object) -> None:
    n = rng.choice([500, 5000, 20000])
    if isinstance(message, planner_pb2.PlanRequest):
        line = message.ocr_lines[0]
        if rng.random() < 0.5:
            message.ocr_lines.extend([line] * n)
        else:
            message.history.extend([message.history[0]] * min(n, 2000))
        return
    if not isinstance(message, edge_pb2.StepRequest):
        raise TypeError(f"not a Plan or Step request: {type(message).__name__}")
    if rng.random() < 0.5:
        message.results.extend([message.results[0]] * min(n, 5000))
    else:
        for i in range(min(n, 2000)):
            message.parameters[f"p{i}"] = "x"


def _text(rng: random.Random) -> str:
    size = rng.choice([0, 1, 65, 257, 4097, 20_000, 200_000])
    piece = rng.choice(_NASTY_TEXT)
    return (piece * (size // max(1, len(piece)) + 1))[: max(size, len(piece))]


def _mutate(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.randrange(4)
        if not out or op == 0:
            out[rng.randrange(len(out) + 1) : 0] = rng.randbytes(rng.randint(1, 16))
        elif op == 1:
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        elif op == 2:
            del out[rng.randrange(len(out)) :]
        else:
            at = rng.randrange(len(out))
            out[at:at] = out[at : at + rng.randint(1, 64)]
    return bytes(out)


def _auth(target: FuzzTarget) -> tuple[tuple[str, str | bytes], ...]:
    return (("authorization", f"Bearer {target.token}"),) if target.token else ()


def _bad_metadata(rng: random.Random) -> tuple[tuple[str, str | bytes], ...]:
    choice = rng.randrange(6)
    if choice == 0:
        return ()
    if choice == 1:
        return (("authorization", "Bearer wrong-token-0123456789"),)
    if choice == 2:
        return (("authorization", "Bearer " + "A" * rng.choice([100, 7000])),)
    if choice == 3:
        return (("authorization-bin", rng.randbytes(64)),)
    if choice == 4:
        return tuple((f"x-junk-{i}", "y" * 100) for i in range(rng.choice([10, 150])))
    return (("authorization", "Basic Zm9vOmJhcg=="),)


def cases(target: FuzzTarget, count: int, seed: int) -> Iterator[FuzzCase]:
    """``count`` cases for ``target``, the same ones for the same seed."""
    rng = random.Random(seed)
    images = bad_images()
    small = _png(32, 32)
    auth = _auth(target)

    def base() -> planner_pb2.PlanRequest | edge_pb2.StepRequest:
        return _plan_request(small) if target.method == PLAN else _step_request(small, target.task)

    kinds: Sequence[tuple[str, float]] = (
        ("garbage", 0.14),
        ("mutated", 0.26),
        ("string", 0.14),
        ("number", 0.12),
        ("image", 0.12),
        ("repeated", 0.04),
        ("metadata", 0.10),
        ("method", 0.03),
        ("health", 0.03),
        ("reflection", 0.02),
    )
    names = [k for k, _ in kinds]
    weights = [w for _, w in kinds]
    for _ in range(count):
        kind = rng.choices(names, weights)[0]
        method, metadata = target.method, auth
        message = base()
        body: bytes | tuple[bytes, ...]
        if kind == "garbage":
            body = rng.randbytes(rng.choice([0, 1, 2, 7, 64, 1000, 65536]))
        elif kind == "mutated":
            body = _mutate(rng, message.SerializeToString())
        elif kind == "string":
            _set_string(rng, message, _text(rng))
            body = message.SerializeToString()
        elif kind == "number":
            _set_number(rng, message)
            body = message.SerializeToString()
        elif kind == "image":
            name = rng.choice(sorted(images))
            if isinstance(message, planner_pb2.PlanRequest):
                message.screenshot = images[name]
                message.screenshot_mime = rng.choice(["image/png", "image/png", "image/jpeg", "image/gif", ""])
            else:
                message.frame = images[name]
            body = message.SerializeToString()
        elif kind == "repeated":
            _repeat(rng, message)
            body = message.SerializeToString()
        elif kind == "metadata":
            metadata = _bad_metadata(rng)
            body = message.SerializeToString() if rng.random() < 0.5 else rng.randbytes(32)
        elif kind == "method":
            method = rng.choice([target.method + "X", "/screenroute.v1.Planner/Nope", "/x/y", "/" + "a" * 300])
            body = message.SerializeToString()
        elif kind == "health":
            method, metadata = HEALTH_CHECK, ()
            good = health_pb2.HealthCheckRequest(service=rng.choice(["", "screenroute.v1.Edge", "x" * 5000]))
            body = _mutate(rng, good.SerializeToString()) if rng.random() < 0.7 else good.SerializeToString()
        else:
            method = REFLECTION
            body = tuple(rng.randbytes(rng.choice([0, 3, 40])) for _ in range(rng.randint(1, 3)))
        yield FuzzCase(kind, method, body, metadata)


def _call(channel: grpc.Channel, case: FuzzCase, timeout_s: float) -> tuple[str, str]:
    try:
        if isinstance(case.body, tuple):
            stream = channel.stream_stream(case.method)
            for _ in stream(iter(case.body), timeout=timeout_s, metadata=case.metadata):
                pass
        else:
            channel.unary_unary(case.method)(case.body, timeout=timeout_s, metadata=case.metadata)
    except grpc.RpcError as exc:
        code = exc.code() if hasattr(exc, "code") else grpc.StatusCode.UNKNOWN
        details = exc.details() if hasattr(exc, "details") else ""
        return code.name, details or ""
    except ValueError as exc:
        # The client library refused to send it (e.g. metadata it considers invalid).
        return "CLIENT_REFUSED", str(exc)
    return grpc.StatusCode.OK.name, ""


def run_fuzz(
    target: FuzzTarget,
    count: int,
    *,
    seed: int = 1234,
    workers: int = 4,
    timeout_s: float = 20.0,
    channel_factory: Callable[[str], grpc.Channel] | None = None,
) -> FuzzReport:
    """Send ``count`` cases to ``target`` from ``workers`` threads; return the status histogram."""
    options = [
        ("grpc.max_send_message_length", 64 * 1024 * 1024),
        ("grpc.max_receive_message_length", 64 * 1024 * 1024),
    ]
    make = channel_factory or (lambda address: grpc.insecure_channel(address, options=options))
    report = FuzzReport()
    with make(target.address) as channel, ThreadPoolExecutor(max_workers=workers) as pool:
        all_cases = list(cases(target, count, seed))
        for case, (code, details) in zip(
            all_cases, pool.map(lambda c: _call(channel, c, timeout_s), all_cases), strict=True
        ):
            report.add(case, code, details)
    return report


def health_status(address: str, service: str = "", timeout_s: float = 10.0) -> str:
    """The server's health status name (``SERVING``...), or the gRPC code name when the check fails."""
    from grpc_health.v1 import health_pb2_grpc

    with grpc.insecure_channel(address) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service=service), timeout=timeout_s
            )
        except grpc.RpcError as exc:
            return exc.code().name if hasattr(exc, "code") else "UNKNOWN"
    return str(health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--planner", help="HOST:PORT of a planner")
    parser.add_argument("--edge", help="HOST:PORT of an Edge service")
    parser.add_argument("--token-env", default=None, help="env variable holding the bearer token")
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1234)
    args = parser.parse_args(argv)
    import os

    token = os.environ.get(args.token_env) if args.token_env else None
    status = 0
    for address, method in ((args.planner, PLAN), (args.edge, STEP)):
        if not address:
            continue
        report = run_fuzz(FuzzTarget(address, method, token), args.cases, seed=args.seed)
        health = health_status(address)
        print(f"{method}: {report.cases} cases, health {health}: {dict(report.statuses.most_common())}")
        for kind, code, details in report.failures[:20]:
            print(f"  {code} on {kind}: {details}")
        status |= bool(report.failures) or health != "SERVING"
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
