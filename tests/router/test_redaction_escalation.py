"""The escalation path's redaction: what the OCR could not read fails closed; every text goes through one vault.

Real parts: PP-OCR (rapidocr-onnxruntime) on rendered frames, the real PresidioRedactor, the edge node
with a real gRPC planner on loopback. A reader double (same DetailedReader interface) only where a
specific detector outcome must be forced.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.cloud.backends.rules_planner import RulesPlanner
from screenroute.cloud.config import PlannerServerConfig
from screenroute.cloud.server import PlannerServer
from screenroute.contract import Action, Reason, Route
from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.rapid import OcrResult, RapidOcrEngine
from screenroute.edge.skills.action import SkillResult
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.router.errors import RedactionError
from screenroute.router.privacy.escalation import EscalationTexts, redact_escalation
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.router.privacy.redaction.escalation import ReadGuardConfig, UnreadableScreenError, check_read
from screenroute.v1 import planner_pb2

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


@pytest.fixture(scope="module")
def ocr() -> RapidOcrEngine:
    return RapidOcrEngine(threads=1)


def _draw(texts: list[tuple[str, tuple[int, int]]], size: tuple[int, int] = (1280, 800)) -> Image.Image:
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 22)
    for text, xy in texts:
        draw.text(xy, text, fill="black", font=font)
    return image


class FixedReader:
    """A DetailedReader double: the detector outcome a test needs, behind the real interface."""

    def __init__(self, result: OcrResult) -> None:
        self.result = result

    def read_detailed(self, pixels: object, known: list[OcrLine] | None = None) -> OcrResult:
        return self.result


def test_read_detailed_reports_regions_and_reuses_known_lines(ocr: RapidOcrEngine) -> None:
    pixels = np.asarray(_draw([("Customer: John Smith", (40, 40)), ("Search", (40, 120)), ("保存", (40, 200))]))
    full = ocr.read_detailed(pixels)
    assert [line.text for line in full.lines] == [line.text for line in ocr.read(pixels)]
    assert len(full.regions) == 3 and full.dropped == []
    again = ocr.read_detailed(pixels, known=full.lines)
    assert again.lines == full.lines and again.regions == full.regions


def test_text_read_with_a_low_score_is_filled_and_not_sent(ocr: RapidOcrEngine) -> None:
    image = _draw([("Search", (40, 40)), ("Status: Active", (40, 120))])
    # Text the detector sees but nobody can read: an e-mail address cut into 3-px strips and shuffled.
    strip = np.asarray(_draw([("zhang.wei@example.com", (10, 10))], size=(500, 60))).copy()
    pieces = [strip[:, i : i + 3] for i in range(0, 500, 3)]
    np.random.default_rng(0).shuffle(pieces)  # type: ignore[arg-type]
    image.paste(Image.fromarray(np.concatenate(pieces, axis=1)), (30, 200))
    frame = Frame.from_image(image)
    lines = ocr.read(frame.pixels)
    smeared = [line for line in lines if line.box.y0 > 180]
    assert smeared and all(line.score < ReadGuardConfig().min_line_score for line in smeared)
    out = redact_escalation(PresidioRedactor(), frame, lines, EscalationTexts(goal="g"), ocr=ocr)
    assert [line.text.replace(" ", "") for line in out.lines] == ["Search", "Status:Active"]
    for line in smeared:
        b = line.box
        assert (out.frame.pixels[b.y0 : b.y1, b.x0 : b.x1] == 0).all()


def test_unread_regions_are_filled_and_low_scores_withheld() -> None:
    frame = Frame.from_image(_draw([("Search", (40, 40)), ("Status", (40, 120)), ("Notes", (40, 200))]))
    good = [OcrLine("Search", Box(38, 40, 120, 70), 0.99), OcrLine("Status", Box(38, 120, 120, 150), 0.98)]
    garbled = OcrLine("j0hn.sm1th@exarnple", Box(38, 200, 300, 230), 0.55)
    dropped = Box(600, 300, 900, 330)
    reader = FixedReader(
        OcrResult(lines=[*good, garbled], regions=[g.box for g in good] + [garbled.box, dropped], dropped=[dropped])
    )
    out = redact_escalation(PresidioRedactor(), frame, good, EscalationTexts(goal="g"), ocr=reader)
    assert [line.text for line in out.lines] == ["Search", "Status"]  # the low-scored read is not sent
    for box in (garbled.box, dropped):
        assert (out.frame.pixels[box.y0 : box.y1, box.x0 : box.x1] == 0).all()
    assert {f.entity_type for f in out.findings} == {"UNREAD"} and len(out.unread) == 2
    assert (out.frame.pixels[45:65, 45:100] != 0).any()  # what was read stays visible


def test_a_latin_line_needs_a_higher_score_than_chinese_or_japanese_text() -> None:
    # PP-OCR scores clean Latin text near 1 and right Chinese or Japanese reads lower: a Latin
    # line at 0.76 is a garble hiding a name ("Refund approved by Aaron West"), a 数量 at 0.76 is not.
    config = ReadGuardConfig()
    garble = OcrLine("DofundannravodhiAaronIMloct", Box(0, 0, 300, 20), 0.76)
    assert not config.trusts(garble)
    assert config.trusts(OcrLine("數量", Box(0, 0, 40, 20), 0.76))
    assert config.trusts(OcrLine("Refund approved by Aaron West", Box(0, 0, 300, 20), 0.97))
    assert config.trusts(OcrLine("2026-04-16", Box(0, 0, 300, 20), 0.76))  # no letters: the general bar
    frame = Frame.from_image(_draw([("Search", (40, 40)), ("Refund", (40, 120))]))
    good = OcrLine("Search", Box(38, 40, 120, 70), 0.99)
    garbled = OcrLine(garble.text, Box(38, 120, 300, 150), 0.76)
    out = redact_escalation(PresidioRedactor(), frame, [good, garbled], EscalationTexts(goal="g"))
    assert [line.text for line in out.lines] == ["Search"]
    assert (out.frame.pixels[120:150, 38:300] == 0).all()


def test_nothing_read_is_not_escalated() -> None:
    frame = Frame.from_image(_draw([]))
    with pytest.raises(UnreadableScreenError, match="OCR read no text"):
        check_read(
            frame,
            [],
            FixedReader(OcrResult(lines=[], regions=[Box(0, 0, 10, 10)], dropped=[Box(0, 0, 10, 10)])),
            ReadGuardConfig(),
        )
    with pytest.raises(UnreadableScreenError, match="no text"):
        check_read(frame, [], None, ReadGuardConfig())


def test_far_fewer_lines_than_regions_is_not_escalated() -> None:
    frame = Frame.from_image(_draw([]))
    lines = [OcrLine("Search", Box(0, 0, 50, 20), 0.99)]
    regions = [Box(0, 30 * k, 50, 30 * k + 20) for k in range(5)]
    with pytest.raises(UnreadableScreenError, match="1 of 5 text regions"):
        check_read(
            frame, lines, FixedReader(OcrResult(lines=lines, regions=regions, dropped=regions[1:])), ReadGuardConfig()
        )
    assert issubclass(UnreadableScreenError, RedactionError)


def test_every_text_field_goes_through_the_same_vault() -> None:
    frame = Frame.from_image(_draw([("Kunde: Jörg Ehlert", (40, 40)), ("Speichern", (40, 120))]))
    lines = [
        OcrLine("Kunde: Jörg Ehlert", Box(38, 40, 260, 70), 0.99),
        OcrLine("Speichern", Box(38, 120, 160, 150), 0.99),
    ]
    history = [
        SkillResult(
            Action(
                "click",
                target_text="Jörg Ehlert",
                url="http://crm.local/?mail=joerg@example.de",
                why="open Jörg Ehlert",
                expect_texts=("Jörg Ehlert", "Speichern"),
                text="typed secret",
            ),
            ok=True,
            detail="clicked Jörg Ehlert",
        )
    ]
    out = redact_escalation(
        PresidioRedactor(),
        frame,
        lines,
        EscalationTexts(
            goal="Rechnung an joerg@example.de senden",
            step_name="Jörg Ehlert öffnen",
            step_goal="Open the Phone settings for the Customer",
            history=history,
            missing_texts=["Jörg Ehlert"],
            extra={"username": "Benutzer für joerg@example.de"},
        ),
    )
    wire = " ".join(
        [out.goal, out.step_name, out.step_goal, *out.missing_texts, *out.extra.values()]
        + [e.SerializeToString().decode("utf-8", "ignore") for e in out.history]
    )
    assert "Jörg" not in wire and "Ehlert" not in wire and "joerg@example.de" not in wire and "typed secret" not in wire
    assert out.goal == "Rechnung an <EMAIL_1> senden" and out.step_name == "<PERSON_1> öffnen"
    assert out.step_goal == "Open the Phone settings for the Customer"  # a goal of labels is not a name
    entry = out.history[0]
    assert entry.action.target_text == "<PERSON_1>" and list(entry.action.expect_texts) == ["<PERSON_1>", "Speichern"]
    assert "<EMAIL_1>" in entry.action.url and entry.action.text == ""
    assert out.extra["username"] == "Benutzer für <EMAIL_1>"


# -- the edge node refuses to escalate a screen nobody could read ------------------------------


class Recorder:
    def __init__(self) -> None:
        self.requests: list[planner_pb2.PlanRequest] = []
        self._rules = RulesPlanner()
        self._lock = threading.Lock()

    def plan(self, request: planner_pb2.PlanRequest) -> planner_pb2.PlanResponse:
        with self._lock:
            self.requests.append(request)
        return self._rules.plan(request)


@pytest.fixture(scope="module")
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture(scope="module")
def node(recorder: Recorder, ocr: RapidOcrEngine) -> Iterator[EdgeNode]:
    with (
        PlannerServer(PlannerServerConfig(address="127.0.0.1:0"), backend=recorder) as server,
        PlannerClient(PlannerClientConfig(targets=(f"127.0.0.1:{server.port}",), deadline_s=10)) as client,
    ):
        yield EdgeNode(ocr, planner=client, redactor_factory=PresidioRedactor)


def _procedure() -> Procedure:
    step = ProcedureStep(
        "open orders",
        'click "Search"',
        anchors=("Site administration",),
        actions=(Action("click", target_text="Search"),),
        done_when=("Select order to change",),
    )
    return Procedure(name="t", goal="open the orders", steps=(step,))


def test_blank_screen_is_policy_denied_not_sent(node: EdgeNode, recorder: Recorder) -> None:
    before = len(recorder.requests)
    run = TaskRun(_procedure(), TaskContext())
    blank = Frame.from_image(_draw([]))
    # A blank screen may be a page still painting: the loop waits on it first (policy.unknown_waits).
    # The escalation that follows is refused, and the frame looked at again (policy.unreadable_waits):
    # a page caught before it painted on a busy machine. Nothing is sent for any of them.
    looks = node.policy.unknown_waits + node.policy.unreadable_waits
    waits = [node.decide(run, blank)[0] for _ in range(looks)]
    assert [(d.route, d.reason) for d in waits] == [(Route.WAIT, Reason.UNKNOWN_STATE)] * looks
    assert all("OCR read no text" in d.detail for d in waits[node.policy.unknown_waits :])
    decision, _ = node.decide(run, blank)
    assert (decision.route, decision.reason) == (Route.HALT, Reason.POLICY_DENIED)
    assert "OCR read no text" in decision.detail
    assert len(recorder.requests) == before


def test_a_screen_that_paints_after_an_unreadable_look_is_escalated(node: EdgeNode, recorder: Recorder) -> None:
    run = TaskRun(_procedure(), TaskContext())
    blank = Frame.from_image(_draw([]))
    for _ in range(node.policy.unknown_waits + 1):
        decision, _ = node.decide(run, blank)
    assert decision.route is Route.WAIT and "OCR read no text" in decision.detail and run.unreadable_frames == 1
    before = len(recorder.requests)
    painted = Frame.from_image(_draw([("Save password?", (880, 140)), ("Never", (880, 285))]))
    decision, _ = node.decide(run, painted)
    assert decision.route is Route.ESCALATE and len(recorder.requests) == before + 1
    assert run.unreadable_frames == 0


def test_lines_the_caller_did_not_read_are_read_before_sending(node: EdgeNode, recorder: Recorder) -> None:
    # The node was handed only some lines (a region-restricted read): the rest of the screen is
    # detected and read before anything is sent, so the e-mail on it is still redacted.
    image = _draw(
        [("Save password?", (880, 140)), ("Never", (880, 285)), ("客户：张伟 zhang.wei@example.com", (48, 400))]
    )
    frame = Frame.from_image(image)
    partial = [
        OcrLine("Save password?", Box(878, 140, 1060, 172), 0.99),
        OcrLine("Never", Box(878, 285, 950, 317), 0.99),
    ]
    before = len(recorder.requests)
    decision, _ = node.decide(TaskRun(_procedure(), TaskContext()), frame, partial)
    assert decision.route is Route.ESCALATE and len(recorder.requests) == before + 1
    wire = recorder.requests[-1].SerializeToString()
    assert b"zhang.wei@example.com" not in wire and "张伟".encode() not in wire
    assert any("<EMAIL_" in line.text for line in recorder.requests[-1].ocr_lines)
