"""The edge's redactor: every segment is painted and replaced by a typed placeholder unless proven chrome (segments,
recognizers, rules, then the vault: one ``<TYPE_n>`` per value across frames, goal and history). Fails closed."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import numpy as np
import regex as re

from screenroute.edge.frame import Frame, frame_digest
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.errors import RedactionError
from screenroute.router.privacy.redaction.base import Finding, Redacted
from screenroute.router.privacy.redaction.given_names import default_given_names
from screenroute.router.privacy.redaction.keep_model import KeepModel, KeepMore, LayoutSigns, default_keep_model
from screenroute.router.privacy.redaction.lexicon import default_vocabularies, fold_text, words_of
from screenroute.router.privacy.redaction.rules import (
    CjkNameVeto,
    ConfidenceVeto,
    DigitVeto,
    HandleVeto,
    LabelBinding,
    LatinNameVeto,
    Learned,
    LexiconProof,
    PageModel,
    PatternVeto,
    PhraseProof,
    PlacedProof,
    Rule,
    RuleFinding,
    VaultVeto,
    Verdict,
    decide,
    segment_verdicts,
)
from screenroute.router.privacy.redaction.scanner import PatternScanner, Span
from screenroute.router.privacy.redaction.segments import LineGeometry, Segment, fill_boxes, segment_page
from screenroute.router.privacy.redaction.vault import PlaceholderVault

_T = TypeVar("_T")
_NAME_PAIR = re.compile(r"\b(\p{Lu}[\p{Ll}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){1,2}")


@dataclass(frozen=True)
class TaskChrome:
    """The task file's own texts (anchors, targets, field labels, expected texts), folded."""

    phrases: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()

    @classmethod
    def of(cls, texts: Iterable[str]) -> TaskChrome:
        """The chrome of these texts (templates such as ``{name}`` are values, not chrome)."""
        keys = [" ".join(words_of(fold_text(re.sub(r"\{[^}]*\}", " ", t)))) for t in texts]
        keys = [k for k in keys if k]
        return cls(frozenset(keys), frozenset(w for k in keys for w in k.split()))


class SharedAnalyzer:
    """Builds the recognizers on first use and hands the same scanner to every caller."""

    def __init__(self, extra_recognizers: Iterable[Callable[[str], Any]] = (), *, score_threshold: float = 0.4) -> None:
        self._extra = tuple(extra_recognizers)
        self._threshold = score_threshold
        self._scanner: PatternScanner | None = None
        self._lock = threading.Lock()

    def get(self) -> PatternScanner:
        """The scanner, built on the first call."""
        if self._scanner is None:
            with self._lock:
                if self._scanner is None:
                    from screenroute.router.privacy.redaction.recognizers import default_recognizers

                    recognizers = [*default_recognizers(), *(factory("en") for factory in self._extra)]
                    self._scanner = PatternScanner(recognizers, score_threshold=self._threshold)
        return self._scanner


@functools.cache
def default_analyzer() -> SharedAnalyzer:
    """The process-wide analyzer with the default recognizers (built lazily, on first use)."""
    return SharedAnalyzer()


@dataclass(frozen=True)
class PageDecision:
    """A frame's segments and the verdict on each (what the vocabulary learner reads too)."""

    segments: tuple[Segment, ...]
    verdicts: tuple[Verdict, ...]
    geometries: tuple[LineGeometry, ...] = ()


def _own_cpu_clock() -> int | None:
    """The calling thread's CPU clock; None where the platform has none. Read by the thread itself: a clock
    id asked for by another thread after this one ended would name a thread descriptor that may be gone."""
    try:
        return time.pthread_getcpuclockid(threading.get_ident())
    except (AttributeError, OSError):
        return None


def _cpu_seconds(clock: int | None) -> float | None:
    """A thread's CPU time by its clock; None when there is none or the thread has ended (the kernel says so)."""
    if clock is None:
        return None
    try:
        return time.clock_gettime(clock)
    except OSError:
        return None


class ChromeRedactor:
    """Private by default: paints every segment the edge cannot prove is the application's chrome.

    ``chrome`` holds the task file's texts, ``vocabulary`` returns the app's learned vocabulary on each call (a
    :class:`Learned`, or its folded phrases alone); ``keep_model`` False leaves out the layout model that keeps more
    (``keep_model.py``), so the rules alone decide (a :class:`KeepModel` is used instead of the shipped one). One instance per task (it owns the vault); the recognizers and
    vocabularies are shared by the process."""

    def __init__(
        self,
        vault: PlaceholderVault | None = None,
        *,
        analyzer: SharedAnalyzer | None = None,
        chrome: TaskChrome | None = None,
        vocabulary: Callable[[], Learned | frozenset[str]] | None = None,
        timeout_s: float = 5.0,
        wall_limit_s: float | None = None,
        fill: tuple[int, int, int] = (0, 0, 0),
        min_chrome_score: float = 0.8,
        min_latin_chrome_score: float = 0.85,
        keep_model: bool | KeepModel = True,
    ) -> None:
        if timeout_s <= 0 or (wall_limit_s is not None and wall_limit_s < timeout_s):
            raise ValueError(f"timeout_s={timeout_s!r} must be > 0 and wall_limit_s={wall_limit_s!r} not below it")
        self.vault = vault if vault is not None else PlaceholderVault()
        self._analyzer = analyzer if analyzer is not None else default_analyzer()
        self.chrome = chrome or TaskChrome()
        self.vocabulary = vocabulary or (frozenset)
        self._warm = False
        self._timeout_s, self._wall_limit_s = timeout_s, wall_limit_s or 6 * timeout_s
        self._fill = np.asarray(fill, dtype=np.uint8)
        self._scores = (min_chrome_score, min_latin_chrome_score)
        self._rules: list[Rule] | None = None
        self._keep_model = keep_model
        self._keep: KeepMore | None = None
        # The last page decided and its key: a frame redacted for the planner and read for the
        # app's vocabulary is decided once.
        self._last_page: tuple[bytes, PageDecision] | None = None

    def use_chrome(self, chrome: TaskChrome, vocabulary: Callable[[], Learned | frozenset[str]] | None = None) -> None:
        """Set the task's texts and the app's learned vocabulary (before the first frame)."""
        self.chrome = chrome
        if vocabulary is not None:
            self.vocabulary = vocabulary
        self._rules = None

    def warm_up(self) -> None:
        """Build the recognizers and load the vocabularies now, outside the first redact's budget."""
        try:
            self._analyzer.get().scan(["warm up 13800138000 a@b.cn ¥1.00"])
            default_vocabularies()
            default_given_names()
            if self._keep_model is True:
                default_keep_model()
            self._warm = True
        except Exception as exc:
            raise RedactionError(f"could not build the redaction recognizers: {exc}") from exc

    def rules(self) -> list[Rule]:
        """The chrome proof's rules, in no particular order (none reads another's output)."""
        if self._rules is None:
            lexicon, labels, names = default_vocabularies()
            given = default_given_names()
            self._rules = [
                LexiconProof(lexicon, given, names),
                PhraseProof("task_texts", lambda: self.chrome.phrases),
                PhraseProof("app_vocabulary", lambda: self._learned().phrases),
                PlacedProof(lambda: self._learned().placed),
                PatternVeto(),
                DigitVeto(),
                HandleVeto(),
                LatinNameVeto(given, names, lexicon),
                CjkNameVeto(names, lexicon),
                VaultVeto(self._typed_values),
                ConfidenceVeto(*self._scores),
                LabelBinding(labels, given, names),
            ]
            chosen = self._keep_model
            model = default_keep_model() if chosen is True else chosen if isinstance(chosen, KeepModel) else None
            self._keep = KeepMore(model, LayoutSigns(given, names, labels)) if model is not None else None
        return self._rules

    def _learned(self) -> Learned:
        learned = self.vocabulary()
        return learned if isinstance(learned, Learned) else Learned(learned)

    def _typed_values(self) -> list[tuple[str, str]]:
        # Texts painted only for want of a proof ("TEXT") veto nothing: a word misread once must
        # not stay painted on every later frame.
        return [(t, v) for t, v in self.vault.known_values() if t != "TEXT"]

    def redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        """Redact within ``timeout_s`` or raise RedactionError (the caller must not escalate)."""
        return self._within_budget(lambda: self._redact(frame, lines, texts))

    def redact_texts(self, texts: dict[str, str]) -> tuple[dict[str, str], list[Finding]]:
        """Free texts alone, with this redactor's vault, within the same budget as :meth:`redact`."""

        def work() -> tuple[dict[str, str], list[Finding]]:
            findings: list[Finding] = []
            return {key: self._redact_free_text(text, key, findings) for key, text in texts.items()}, findings

        return self._within_budget(work)

    def _within_budget(self, job: Callable[[], _T]) -> _T:
        """``job()``'s result within ``timeout_s`` of its thread's CPU time (on a loaded machine the wall clock says how
        busy the machine is, not how hard the frame is) and ``wall_limit_s`` of wall time (a job that waits rather than
        works; ``timeout_s`` where no thread clock can be read); any failure or overrun raises RedactionError."""
        if not self._warm:
            self.warm_up()
        outcome: dict[str, Any] = {}

        clocked = threading.Event()

        def work() -> None:
            outcome["clock"] = _own_cpu_clock()
            clocked.set()
            try:
                outcome["result"] = job()
            except BaseException as exc:  # noqa: BLE001 — everything must surface as a RedactionError
                outcome["error"] = exc
            outcome["cpu_s"] = time.thread_time()  # a new thread's clock starts at zero

        started = time.monotonic()
        # A worker thread because a recognizer cannot be interrupted; on overrun it is abandoned.
        worker = threading.Thread(target=work, name="redact", daemon=True)
        worker.start()
        clocked.wait(self._timeout_s)
        clock = outcome.get("clock")
        wall_limit = self._wall_limit_s if clock is not None else self._timeout_s
        while worker.is_alive() and time.monotonic() - started < wall_limit:
            worker.join(min(0.05, wall_limit))
            if (_cpu_seconds(clock) or 0.0) > self._timeout_s:
                break
        if worker.is_alive() or outcome.get("cpu_s", 0.0) > self._timeout_s:
            raise RedactionError(
                f"redaction ran over its budget ({self._timeout_s:g} s of CPU, {wall_limit:g} s of wall); not escalating"
            )
        if (exc := outcome.get("error")) is not None:
            raise RedactionError(f"redaction failed ({type(exc).__name__}: {exc}); not escalating") from exc
        return cast(_T, outcome["result"])

    def _redact_free_text(self, text: str, key: str, findings: list[Finding]) -> str:
        return "\n".join(self._redact_text(part, key, findings) for part in text.split("\n"))

    def decide(self, frame: Frame | None, lines: list[OcrLine]) -> PageDecision:
        """The segments of a frame's lines and the verdict on each (no painting, no vault)."""
        key = self._page_key(frame, lines)
        if self._last_page is not None and self._last_page[0] == key:
            return self._last_page[1]
        page, findings, geometries = self._read_page(frame, lines)
        decided = PageDecision(page.segments, tuple(decide(page, findings, self._keep)), tuple(geometries))
        self._last_page = (key, decided)
        return decided

    def segment_verdicts(
        self, frame: Frame | None, lines: list[OcrLine]
    ) -> tuple[PageModel, list[list[RuleFinding]], list[Verdict]]:
        """The page, each segment's findings and the rules' verdict on it alone: what the layout model reads, and what
        ``bench/privacy/keep_model.py`` fits it on (no vault, no painting, no cache)."""
        page, findings, _ = self._read_page(frame, lines)
        return (page, *segment_verdicts(page, findings))

    def _read_page(
        self, frame: Frame | None, lines: list[OcrLine]
    ) -> tuple[PageModel, list[RuleFinding], list[LineGeometry]]:
        segments, geometries = segment_page(lines, frame)
        spans = self._analyzer.get().scan([s.text for s in segments])
        page = PageModel.build(segments, spans, default_vocabularies()[2])
        return page, [f for rule in self.rules() for f in rule.apply(page)], geometries

    def _page_key(self, frame: Frame | None, lines: list[OcrLine]) -> bytes:
        """What a page decision depends on: pixels, lines, and what the vault and the vocabulary know."""
        digest = hashlib.blake2b(frame_digest(frame) if frame is not None else b"", digest_size=16)
        for line in lines:
            box = line.box
            digest.update(f"{line.text}\x00{line.score:.4f},{box.x0},{box.y0},{box.x1},{box.y1}\x00".encode())
        learned = self._learned()
        digest.update(f"{len(self.vault.known_values())},{hash(learned)},{id(self.chrome)}".encode())
        return digest.digest()

    def _redact(self, frame: Frame, lines: list[OcrLine], texts: dict[str, str]) -> Redacted:
        decision = self.decide(frame, lines)
        replaced: list[list[tuple[int, int, str]]] = [[] for _ in lines]
        findings: list[Finding] = []
        boxes: list[Box] = []
        for seg, verdict in zip(decision.segments, decision.verdicts, strict=True):
            for run in verdict.painted:
                start, end = seg.start + run.start, seg.start + run.end
                placeholder = self.vault.placeholder_for(run.entity_type, seg.text[run.start : run.end])
                replaced[seg.line].append((start, end, placeholder))
                whole = run.start == 0 and run.end == len(seg.text)
                # A part of a segment is placed by estimated glyph widths: a third of a line height
                # more on each side keeps a misplaced edge from showing a letter of the value.
                box = seg.box if whole else decision.geometries[seg.line].box(start, end, 2 + seg.box.height // 3)
                boxes.append(box := Box(max(box.x0, seg.box.x0), box.y0, min(box.x1, seg.box.x1), box.y1))
                rule = ",".join(run.rules)
                findings.append(Finding(run.entity_type, placeholder, f"line:{seg.line}", box, 1.0, rule))
        out_lines = [
            OcrLine(text=_splice(line.text, replaced[i]), box=line.box, score=line.score)
            for i, line in enumerate(lines)
        ]
        out_texts = {key: self._redact_free_text(text, key, findings) for key, text in texts.items()}
        self._last_page = (self._page_key(frame, lines), decision)  # read for the app's vocabulary as redacted
        return Redacted(
            frame=fill_boxes(frame, boxes, self._fill, pad_y=1), lines=out_lines, texts=out_texts, findings=findings
        )

    def _redact_text(self, text: str, key: str, findings: list[Finding]) -> str:
        """A free text with the vault's values, the recognizers' finds and name-shaped words replaced."""
        if not text.strip():
            return text
        spans = [dataclasses.replace(s, source=f"recognizer:{s.source}") for s in self._analyzer.get().scan([text])[0]]
        # A text painted on screen only for want of a proof is replaced here too (a history's
        # click target may be someone's name no rule knew), unless its words are all chrome words:
        # a word misread once must not take a step's own name ("export") out of every later text.
        known = [(t, v) for t, v in self.vault.known_values() if t != "TEXT" or not self._all_chrome_words(v)]
        spans += _known_spans(text, known)
        for m in _NAME_PAIR.finditer(text):
            if default_given_names().is_given(m.group(1)):
                spans.append(Span(m.start(), m.end(), "PERSON", 0.8, "text_first_name"))
        spans += _cjk_names(text)
        cuts = []
        for span in _merge(spans):
            placeholder = self.vault.placeholder_for(span.entity_type, text[span.start : span.end])
            cuts.append((span.start, span.end, placeholder))
            findings.append(Finding(span.entity_type, placeholder, f"text:{key}", None, span.score, span.source))
        return _splice(text, cuts)

    def _all_chrome_words(self, value: str) -> bool:
        lexicon = default_vocabularies()[0]
        words = words_of(fold_text(value))
        return all(lexicon.uses(w) or lexicon.inflected(w) or w in self.chrome.words for w in words)


_CJK_NAME_RUN = re.compile(r"[\p{Han}\p{Hangul}]{2,}")


def _cjk_names(text: str) -> list[Span]:
    """Chinese, Japanese and Korean names in a free text: a surname and one to two characters the
    UI lexicon does not use together (a sentence's words do; a name does not)."""
    lexicon, _, names = default_vocabularies()
    out = []
    for run in _CJK_NAME_RUN.finditer(text):
        word = run.group(0)
        for k in range(len(word) - 1):
            for n in (3, 2):
                piece = fold_text(word[k : k + n])
                if len(piece) == n and names.cjk_name_shaped(piece) and not lexicon.uses(piece, at_least=2):
                    out.append(Span(run.start() + k, run.start() + k + n, "PERSON", 0.7, "text_cjk_surname"))
                    break
    return out


def _known_spans(text: str, known: list[tuple[str, str]]) -> list[Span]:
    """Where the vault's values stand in ``text`` (case-insensitive; short plain texts not at all)."""
    out = []
    lowered = text.casefold()
    for entity_type, value in known:
        needle = value.strip().casefold()
        if len(needle) < (4 if entity_type == "TEXT" else 3):
            continue
        start = lowered.find(needle)
        while start >= 0:
            end = start + len(needle)
            edges_ok = not (lowered[start - 1 : start].isalnum() or lowered[end : end + 1].isalnum())
            if edges_ok or entity_type != "TEXT":
                out.append(Span(start, end, entity_type, 0.9, "vault"))
            start = lowered.find(needle, end)
    return out


def _merge(spans: list[Span]) -> list[Span]:
    """Overlapping spans joined (the longer one's type, every rule named), sorted."""
    out: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -(s.end - s.start))):
        if out and span.start < out[-1].end:
            last = out[-1]
            rules = ",".join(dict.fromkeys([*last.source.split(","), span.source]))
            score = max(last.score, span.score) if span.end > last.end else last.score
            out[-1] = Span(last.start, max(last.end, span.end), last.entity_type, score, rules)
            continue
        out.append(span)
    return out


def _splice(text: str, cuts: list[tuple[int, int, str]]) -> str:
    """``text`` with each [start, end) replaced by its placeholder."""
    out, at = [], 0
    for start, end, placeholder in sorted(cuts):
        if start < at:
            continue
        out += [text[at:start], placeholder]
        at = end
    out.append(text[at:])
    return "".join(out)
