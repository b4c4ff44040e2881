"""Every byte an escalation sends, captured by a real gRPC planner on loopback, holds no PII.

Pages full of Faker PII (the redaction corpus' generator) are rendered in the real sandbox
Chromium; the edge node (real PP-OCR, real redaction) escalates each one to a planner whose
servicer records the raw request bytes before parsing them. Then:

* no PII value of the page or the goal — normalised: NFKC, case- and accent-folded, spaces,
  dashes, dots removed — occurs in the bytes;
* an independent OCR (Tesseract, and PP-OCR with eager thresholds) of the sent screenshot finds
  none of them, while it does find them in the original screenshot.
"""

from __future__ import annotations

import io
import os
import shutil
import threading
from collections.abc import Iterator
from concurrent import futures
from pathlib import Path
from typing import Any

import grpc
import numpy as np
import pytest
from PIL import Image

from screenroute.bench.privacy.corpus import build_pages, capture
from screenroute.bench.privacy.leaks import found, key, leak_keys
from screenroute.cloud.backends.rules_planner import RulesPlanner
from screenroute.contract import Action, Route
from screenroute.edge.frame import Frame
from screenroute.edge.ocr.rapid import RapidOcrEngine
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.v1 import planner_pb2

pytestmark = [
    pytest.mark.desktop,
    pytest.mark.skipif(shutil.which("Xvfb") is None and not os.environ.get("CI"), reason="Xvfb is not installed"),
]

# One page per layout family and writing system, fixed in advance (not picked by result).
PAGES = ("tune-zh_CN-table-0", "tune-de_DE-form-0", "tune-en_US-receipt-0", "heldout-ja_JP-invoice-0")


class RecordingPlanner:
    """A Planner servicer that keeps the wire bytes of every PlanRequest it receives."""

    def __init__(self) -> None:
        self.raw: list[bytes] = []
        self._rules = RulesPlanner()
        self._lock = threading.Lock()

    def _parse(self, data: bytes) -> planner_pb2.PlanRequest:
        with self._lock:
            self.raw.append(bytes(data))
        return planner_pb2.PlanRequest.FromString(data)

    def _plan(self, request: planner_pb2.PlanRequest, context: grpc.ServicerContext) -> planner_pb2.PlanResponse:
        return self._rules.plan(request)

    def handler(self) -> grpc.GenericRpcHandler:
        method = grpc.unary_unary_rpc_method_handler(
            self._plan, request_deserializer=self._parse, response_serializer=planner_pb2.PlanResponse.SerializeToString
        )
        return grpc.method_handlers_generic_handler("screenroute.v1.Planner", {"Plan": method})


@pytest.fixture(scope="module")
def recorder() -> Iterator[tuple[RecordingPlanner, str]]:
    planner = RecordingPlanner()
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    server.add_generic_rpc_handlers((planner.handler(),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        yield planner, f"127.0.0.1:{port}"
    finally:
        server.stop(grace=None)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    import json

    out = tmp_path_factory.mktemp("corpus")
    chosen = [p for p in build_pages("tune") + build_pages("heldout") if p.id in PAGES]
    assert len(chosen) == len(PAGES)
    capture(chosen, out)
    return {
        p.id: json.loads((out / "pages" / f"{p.id}.json").read_text()) | {"png": out / "pages" / f"{p.id}.png"}
        for p in chosen
    }


def _independent_ocr(image: Image.Image, locale: str, workdir: Path) -> list[str]:
    """Tesseract (when installed) and an eager PP-OCR configuration, as in the redaction benchmark."""
    from screenroute.bench.redaction_bench import TESS_LANGS, _tesseract

    eager = RapidOcrEngine(threads=1, min_score=0.3, det_box_thresh=0.3, det_unclip_ratio=2.0)
    texts = [line.text for line in eager.read(np.asarray(image.convert("RGB")))]
    if shutil.which("tesseract"):
        path = workdir / "read.png"
        image.save(path)
        texts += _tesseract(path, TESS_LANGS[locale])
    return texts


@pytest.mark.parametrize("page_id", PAGES)
def test_nothing_personal_in_the_bytes_or_the_image(
    page_id: str, pages: dict[str, Any], recorder: tuple[RecordingPlanner, str], tmp_path: Path
) -> None:
    planner, address = recorder
    truth = pages[page_id]
    values = [(i["value"], i["type"]) for i in truth["items"] if i["kind"] == "pii" and i["visible"] != "hidden"]
    person = next(v for v, t in values if t in ("PERSON", "ORGANIZATION"))
    email = next((v for v, t in values if t == "EMAIL_ADDRESS"), "")
    step = ProcedureStep(
        "find the record",
        "open the record",
        anchors=("Site administration",),  # not on these pages: the edge escalates
        actions=(Action("click", target_text="Orders"),),
        done_when=("Record saved",),
    )
    procedure = Procedure(name="crm", goal=f"Update the record of {person} {email}".strip(), steps=(step,))
    frame = Frame.load(str(truth["png"]))
    before = len(planner.raw)
    with PlannerClient(PlannerClientConfig(targets=(address,), deadline_s=60)) as client:
        node = EdgeNode(RapidOcrEngine(threads=1), planner=client, redactor_factory=PresidioRedactor)
        decision, _ = node.decide(TaskRun(procedure, TaskContext()), frame)
    assert decision.route is not Route.WAIT and len(planner.raw) == before + 1, decision.detail
    raw = planner.raw[-1]
    request = planner_pb2.PlanRequest.FromString(raw)
    # Every string field of the request, each on its own, and the raw bytes as a whole (long keys:
    # short ones occur by chance in binary data).
    fields = [request.goal, request.step_name, request.step_goal, *request.missing_texts]
    fields += [line.text for line in request.ocr_lines]
    for entry in request.history:
        a = entry.action
        fields += [entry.detail, a.target_text, a.text, a.url, a.why, *a.expect_texts]
    compact_fields = [key(f) for f in fields]
    wire_all = key(raw.decode("utf-8", "ignore"))
    stop = frozenset(key(w) for i in truth["items"] if i["kind"] != "pii" for w in i["value"].split())
    leaked = []
    for value, type_ in [*values, (person, "PERSON"), (email, "EMAIL_ADDRESS")]:
        if not value:
            continue
        keys = leak_keys(value, type_, stop)
        # A 3-character key ("910") counts only as a whole field: "#59103" is an order number.
        in_fields = any((k in f if len(k) >= 4 else k == f) for k in keys for f in compact_fields)
        if in_fields or any(len(k) >= 6 and k in wire_all for k in keys):
            leaked.append((type_, value))
    assert leaked == [], leaked

    sent = Image.open(io.BytesIO(request.screenshot))
    original = Image.open(truth["png"])
    seen_before = _independent_ocr(original, truth["locale"], tmp_path)
    seen_after = _independent_ocr(sent, truth["locale"], tmp_path)
    readable = [(v, t) for v, t in values if found(leak_keys(v, t, stop), seen_before)]
    assert len(readable) >= 0.7 * len(values)  # the reader is strong enough for its silence to mean something
    still = [(t, v) for v, t in readable if found(leak_keys(v, t, stop), seen_after)]
    assert still == [], still


def test_the_leak_check_finds_a_short_figure_only_as_a_whole_number() -> None:
    # The amount 236 is not in the product code "323-60"; it is in "NT$236" and "236.00".
    keys = leak_keys("NT$236", "AMOUNT")
    assert not found(keys, ["323-60"])
    assert found(keys, ["NT$236"]) and found(keys, ["total 236"])
    # A card number stays found inside a longer run of digits.
    assert found(leak_keys("4111 1111 1111 1111", "CREDIT_CARD"), ["41111111111111111228"])


def test_the_leak_check_does_not_count_a_name_inside_a_word_of_the_page() -> None:
    # "Iten" is in the page's button "Bearbeiten": seen only there, the surname is gone.
    keys = leak_keys("Daniela Iten Stocker", "PERSON")
    inside = [key("Bearbeiten")]
    assert not found(keys, ["Bearbeiten", "erfasst von <PERSON_5>"], inside=inside)
    # Anywhere else, or glued to that word, it is still there.
    assert found(keys, ["Bearbeiten", "Herr Iten"], inside=inside)
    assert found(keys, ["BearbeitenIten"], inside=inside)
    assert found(keys, ["Bearbeiten"])
