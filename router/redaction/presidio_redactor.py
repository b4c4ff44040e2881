"""Redaction with Presidio pattern recognizers, run fully offline, failing closed."""

from __future__ import annotations

import re
import threading
import time
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from edge.frame import Frame
from edge.geometry import Box
from edge.grounding import normalise, sub_box
from edge.ocr.base import OcrLine
from router.errors import RedactionError
from router.redaction.base import Finding, Redacted
from router.redaction.vault import PlaceholderVault

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
# Table headers whose column holds people's names (compared after grounding.normalise).
NAME_HEADERS = frozenset(
    {"customer", "customername", "name", "fullname", "contact", "contactname", "buyer", "recipient", "requester",
     "applicant", "employee", "客户", "客户名称", "客户姓名", "姓名", "联系人", "收货人", "收件人", "申请人", "买家"}
)
_LATIN_NAME_CELL = re.compile(r"^[A-Z][A-Za-z'.-]+(?:\s?[A-Z][A-Za-z'.-]+){0,3}$")
_CJK_NAME_CELL = re.compile(r"^[\u4e00-\u9fff·]{2,4}$")


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    entity_type: str
    score: float


class SharedAnalyzer:
    """Builds the Presidio analyzer on first use and hands the same one to every caller.

    Building takes ~1–3 s (``spacy.blank("zh")``); a task-scoped redactor must not pay it.
    """

    def __init__(self, extra_recognizers: Iterable[Callable[[str], Any]] = ()) -> None:
        self._extra = tuple(extra_recognizers)
        self._engine: Any = None
        self._lock = threading.Lock()
        # Set once both language pipelines have run once (their lazy loading is done).
        self.warmed = False
        self.warm_lock = threading.Lock()

    def get(self) -> Any:
        """The analyzer, built on the first call."""
        if self._engine is None:
            with self._lock:
                if self._engine is None:
                    from router.redaction.analyzer import build_analyzer

                    self._engine = build_analyzer(self._extra)
        return self._engine


_DEFAULT_ANALYZER: SharedAnalyzer | None = None
_DEFAULT_LOCK = threading.Lock()


def default_analyzer() -> SharedAnalyzer:
    """The process-wide analyzer with the default recognizers (built lazily, on first use)."""
    global _DEFAULT_ANALYZER
    with _DEFAULT_LOCK:
        if _DEFAULT_ANALYZER is None:
            _DEFAULT_ANALYZER = SharedAnalyzer()
        return _DEFAULT_ANALYZER


class PresidioRedactor:
    """Replaces PII in OCR lines and texts with vault placeholders and blacks it out in the frame.

    Three sources of spans, merged per string: (1) Presidio pattern recognizers (stock +
    ``router.redaction.recognizers``); (2) a column heuristic — cells under a "Customer"/
    "姓名" table header that look like names are PERSON; (3) every value the task's vault
    already knows, found again in any spelling OCR produces ("JohnSmith" for "John Smith").

    Fails closed: any exception, or the whole call running over ``timeout_s``, raises
    RedactionError and nothing is returned. One instance per task (it owns the vault); the
    expensive analyzer is shared.
    """

    def __init__(
        self,
        vault: PlaceholderVault | None = None,
        *,
        analyzer: SharedAnalyzer | None = None,
        timeout_s: float = 5.0,
        score_threshold: float = 0.4,
        fill: tuple[int, int, int] = (0, 0, 0),
        margin_px: int = 2,
        name_columns: bool = True,
    ) -> None:
        if timeout_s <= 0:
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0")
        if not 0.0 <= score_threshold <= 1.0:
            raise ValueError(f"score_threshold={score_threshold!r} must lie in [0, 1]")
        self.vault = vault if vault is not None else PlaceholderVault()
        self._analyzer = analyzer if analyzer is not None else default_analyzer()
        self._timeout_s = timeout_s
        self._threshold = score_threshold
        self._fill = np.asarray(fill, dtype=np.uint8)
        self._margin = margin_px
        self._name_columns = name_columns

    def _warm_once(self) -> None:
        if not self._analyzer.warmed:
            with self._analyzer.warm_lock:
                if not self._analyzer.warmed:
                    self.warm_up()
                    self._analyzer.warmed = True

    def warm_up(self) -> None:
        """Build the analyzer now (seconds) instead of inside the first redact's time budget."""
        try:
            engine = self._analyzer.get()
            # Both pipelines: the first Chinese analysis loads its tokenizer (seconds).
            engine.analyze("warm up", language="en")
            engine.analyze("预热", language="zh")
        except Exception as exc:
            raise RedactionError(f"could not build the Presidio analyzer: {exc}") from exc

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        """Redact within ``timeout_s`` or raise RedactionError (the caller must not escalate).

        The one-off analyzer build is not part of the budget: the budget bounds the work per frame.
        """
        self._warm_once()
        outcome: dict[str, Any] = {}

        def work() -> None:
            try:
                outcome["result"] = self._redact(frame, lines, texts)
            except BaseException as exc:  # noqa: BLE001 — everything must surface as a RedactionError
                outcome["error"] = exc

        started = time.monotonic()
        # A worker thread because neither Presidio nor spaCy can be interrupted; on timeout it
        # is abandoned (daemon) and its result discarded.
        worker = threading.Thread(target=work, name="presidio-redact", daemon=True)
        worker.start()
        worker.join(self._timeout_s)
        if worker.is_alive():
            raise RedactionError(f"redaction ran over its {self._timeout_s:g} s budget; not escalating")
        if "error" in outcome:
            exc = outcome["error"]
            raise RedactionError(f"redaction failed ({type(exc).__name__}: {exc}); not escalating") from exc
        if time.monotonic() - started > self._timeout_s:
            raise RedactionError(f"redaction ran over its {self._timeout_s:g} s budget; not escalating")
        result: Redacted = outcome["result"]
        return result

    # -- the work ---------------------------------------------------------------------------

    def _redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        engine = self._analyzer.get()
        line_texts = [line.text for line in lines]
        found_lines = self._analyze_many(engine, line_texts)
        found_texts = {key: self._analyze_many(engine, [text])[0] for key, text in texts.items()}
        if self._name_columns:
            for index, span in self._name_column_cells(lines):
                found_lines[index].append(span)

        # Register what the recognizers found, then look for every known value everywhere:
        # a name found in the goal is redacted on screen too, and vice versa.
        merged_lines = [self._merge(spans) for spans in found_lines]
        merged_texts = {key: self._merge(spans) for key, spans in found_texts.items()}
        for text, spans in [*zip(line_texts, merged_lines), *((texts[k], s) for k, s in merged_texts.items())]:
            for span in spans:
                self.vault.placeholder_for(span.entity_type, text[span.start : span.end])
        known = self._known_patterns()
        final_lines = [self._merge(spans + self._find_known(text, known)) for text, spans in zip(line_texts, merged_lines)]
        final_texts = {k: self._merge(s + self._find_known(texts[k], known)) for k, s in merged_texts.items()}

        findings: list[Finding] = []
        out_lines: list[OcrLine] = []
        boxes: list[Box] = []
        for index, (line, spans) in enumerate(zip(lines, final_lines)):
            new_text, placed = self._replace(line.text, spans)
            out_lines.append(OcrLine(text=new_text, box=line.box, score=line.score))
            for span, placeholder in placed:
                box = self._pad(sub_box(line, span.start, span.end), line, frame)
                boxes.append(box)
                findings.append(Finding(span.entity_type, placeholder, f"line:{index}", box, span.score))
        out_texts: dict[str, str] = {}
        for key, spans in final_texts.items():
            new_text, placed = self._replace(texts[key], spans)
            out_texts[key] = new_text
            findings.extend(Finding(s.entity_type, p, f"text:{key}", None, s.score) for s, p in placed)
        return Redacted(frame=self._paint(frame, boxes), lines=out_lines, texts=out_texts, findings=findings)

    def _analyze_many(self, engine: Any, strings: list[str]) -> list[list[_Span]]:
        """Analyze many short strings in at most two Presidio calls (CJK ones as zh, the rest as en).

        One call per string costs ~1 ms of overhead each; a frame has ~100 lines. Lines are
        joined with newlines (every recognizer stops at a newline) and spans mapped back.
        """
        result: list[list[_Span]] = [[] for _ in strings]
        groups: dict[str, list[int]] = {"en": [], "zh": []}
        for index, text in enumerate(strings):
            if text.strip():
                groups["zh" if _CJK.search(text) else "en"].append(index)
        for language, indices in groups.items():
            if not indices:
                continue
            starts = []
            offset = 0
            for index in indices:
                starts.append(offset)
                offset += len(strings[index]) + 1
            joined = "\n".join(strings[index] for index in indices)
            for found in engine.analyze(joined, language=language, score_threshold=self._threshold):
                for index, start in zip(indices, starts):
                    end = start + len(strings[index])
                    lo, hi = max(found.start, start), min(found.end, end)
                    if lo < hi:
                        result[index].append(_Span(lo - start, hi - start, found.entity_type, float(found.score)))
        return result

    def _name_column_cells(self, lines: list[OcrLine]) -> list[tuple[int, _Span]]:
        """Cells below a name header, in its column, that look like a name (a heuristic)."""
        spans: list[tuple[int, _Span]] = []
        headers = [line for line in lines if normalise(line.text) in NAME_HEADERS]
        for header in headers:
            slack = max(header.box.height, 12)
            for index, line in enumerate(lines):
                box = line.box
                if box.y0 < header.box.y1 or box.x1 < header.box.x0 - slack or box.x0 > header.box.x1 + slack:
                    continue
                if abs(box.x0 - header.box.x0) > 3 * slack and abs(box.center[0] - header.box.center[0]) > 3 * slack:
                    continue
                text = line.text.strip()
                if normalise(text) in NAME_HEADERS:
                    continue
                if _LATIN_NAME_CELL.match(text) or _CJK_NAME_CELL.match(text):
                    start = line.text.index(text)
                    spans.append((index, _Span(start, start + len(text), "PERSON", 0.5)))
        return spans

    def _known_patterns(self) -> list[tuple[str, re.Pattern[str]]]:
        patterns = []
        for label, value in self.vault.known_values():
            chars = [ch for ch in unicodedata.normalize("NFKC", value) if not ch.isspace()]
            wide = any(_CJK.match(ch) for ch in chars)
            if len(chars) < (2 if wide else 4):
                continue
            # OCR inserts or drops spaces/hyphens anywhere, so allow one between any two characters.
            body = r"[\s\-.]?".join(re.escape(ch) for ch in chars)
            patterns.append((label, re.compile(body, re.IGNORECASE)))
        return patterns

    @staticmethod
    def _find_known(text: str, known: list[tuple[str, re.Pattern[str]]]) -> list[_Span]:
        folded = unicodedata.normalize("NFKC", text)
        if len(folded) != len(text):  # offsets would not map back; search the raw text instead
            folded = text
        return [_Span(m.start(), m.end(), label, 0.9) for label, pattern in known for m in pattern.finditer(folded)]

    @staticmethod
    def _merge(spans: list[_Span]) -> list[_Span]:
        """Union overlapping spans; the merged span takes the type of its highest-scoring part."""
        merged: list[_Span] = []
        for span in sorted(spans, key=lambda s: (s.start, -s.end)):
            if merged and span.start < merged[-1].end:
                last = merged[-1]
                best = last if (last.score, last.end - last.start) >= (span.score, span.end - span.start) else span
                merged[-1] = _Span(last.start, max(last.end, span.end), best.entity_type, max(last.score, span.score))
            else:
                merged.append(span)
        return merged

    def _replace(self, text: str, spans: list[_Span]) -> tuple[str, list[tuple[_Span, str]]]:
        parts: list[str] = []
        placed: list[tuple[_Span, str]] = []
        cursor = 0
        for span in spans:
            placeholder = self.vault.placeholder_for(span.entity_type, text[span.start : span.end])
            parts.append(text[cursor : span.start])
            parts.append(placeholder)
            placed.append((span, placeholder))
            cursor = span.end
        parts.append(text[cursor:])
        return "".join(parts), placed

    def _pad(self, box: Box, line: OcrLine, frame: Frame) -> Box:
        # The sub-box is an estimate from character widths; widen it by about one character.
        char_w = max(1, line.box.width // max(1, len(line.text)))
        pad_x = self._margin + char_w
        return Box(
            max(0, max(line.box.x0, box.x0 - pad_x) - self._margin),
            max(0, box.y0 - self._margin),
            min(frame.width, min(line.box.x1, box.x1 + pad_x) + self._margin),
            min(frame.height, box.y1 + self._margin),
        )

    def _paint(self, frame: Frame, boxes: list[Box]) -> Frame:
        if not boxes:
            return Frame(pixels=frame.pixels.copy(), geometry=frame.geometry, captured_at=frame.captured_at)
        pixels = frame.pixels.copy()
        for box in boxes:
            if box.x1 > box.x0 and box.y1 > box.y0:
                pixels[box.y0 : box.y1, box.x0 : box.x1] = self._fill
        return Frame(pixels=pixels, geometry=frame.geometry, captured_at=frame.captured_at)
