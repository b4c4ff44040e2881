"""Perception: one frame in, one frozen :class:`Observation` out — the only place a frame is classified and read.

Everything downstream of the edge node's first look at a frame — procedure tracking, the
policy's signals, the escalation, the replay record, the human queue — reads the Observation,
never the OCR engine or the classifier. A frame is read once:

* a screen this step showed before is checked where its texts were (``known_*``);
* otherwise the OCR engine reads it — whole, or only what changed since the last frame;
* a whole read keeps what the text detector saw (:attr:`Observation.detail`), so the privacy
  check of an escalation (unread text regions) needs no second pass over the frame; only a
  frame that was read in part, and is then escalated, gets its one whole-frame detection there
  (:meth:`Perception.detail`), and the lines it already has are not recognised again.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from screenroute.edge.classify.base import StateClassifier, StatePrediction
from screenroute.edge.frame import Frame
from screenroute.edge.known_screens import KnownScreens
from screenroute.edge.ocr.base import OcrEngine, OcrLine
from screenroute.edge.ocr.incremental import IncrementalOcrEngine, whole_read
from screenroute.edge.ocr.rapid import OcrResult
from screenroute.router.deciding.policy import PolicyConfig, is_unknown
from screenroute.router.privacy.redaction.escalation import DetailedReader, PrecomputedRead

__all__ = ["Observation", "Perception", "ReadHints"]

#: A stage timer: ``with stage("ocr"): ...`` (the node's, which also feeds the metrics).
Stage = Callable[[str], AbstractContextManager[None]]


@dataclass(frozen=True)
class ReadHints:
    """What the run tells perception about the frame it expects (no run state is handed over)."""

    #: Whether the task's steps name classifier labels (only then is the classifier asked).
    classify: bool = False
    #: The remembered screens this frame may be (the current step's and the next ones').
    screen_keys: tuple[str, ...] = ()
    #: Given a partial read, whether it says the step the run's own actions just ran on is not
    #: done: such a read is checked by a whole read before the step is tried again.
    doubt: Callable[[list[OcrLine]], bool] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Observation:
    """What the edge saw on one frame, read once."""

    frame: Frame
    lines: tuple[OcrLine, ...]
    #: How the lines were had: ``full``, ``regions``, ``scrolled`` (the regions a scroll brought into
    #: view), ``same``, ``known_<method>`` or ``given``.
    read_how: str
    #: The classifier's view (``None`` when the task does not use the classifier).
    prediction: StatePrediction | None = None
    #: Set when the classifier's view is of the known screen under a small overlay: what and where.
    overlay: str = ""
    #: What the text detector saw when the frame was read whole (regions, those left unread).
    detail: OcrResult | None = field(default=None, repr=False)

    @property
    def read_by_ocr(self) -> bool:
        """Whether the lines come from this frame's own OCR read (not a remembered screen, not the caller)."""
        return not self.read_how.startswith("known") and self.read_how != "given"


class Perception:
    """Classifies and reads frames; holds the engines, no run state (one serves every run)."""

    def __init__(
        self,
        ocr: OcrEngine,
        *,
        policy: PolicyConfig,
        classifier: StateClassifier | None = None,
        known_screens: KnownScreens | None = None,
    ) -> None:
        self.ocr = ocr
        self.policy = policy
        self.classifier = classifier
        self.known_screens = known_screens

    def perceive(
        self,
        frame: Frame,
        hints: ReadHints,
        lines: Sequence[OcrLine] | None = None,
        stage: Stage | None = None,
    ) -> Observation:
        """The Observation of ``frame``; ``lines``: a read the caller already made of it (taken as given)."""
        timed = stage or _untimed
        prediction, overlay = None, ""
        if self.classifier is not None and hints.classify:
            with timed("classify"):
                prediction = self.classifier.classify(frame.pixels)
                if is_unknown(prediction, self.policy):
                    prediction, overlay = self._without_overlay(frame, hints, prediction)
        if lines is not None:
            return Observation(frame, tuple(lines), "given", prediction, overlay)
        with timed("ocr"):
            read, how, detail = self._read(frame, hints, prediction)
            if how not in ("full", "given") and hints.doubt is not None and hints.doubt(read):
                read, how, detail = self._read_whole(frame)
        return Observation(frame, tuple(read), how, prediction, overlay, detail)

    def detail(self, observation: Observation) -> DetailedReader | None:
        """The privacy check's reader for ``observation``'s frame: its whole read when it had one.

        A frame read in part (a remembered screen, the changed regions) has its one whole-frame
        detection here; the lines it already has are not recognised again. ``None`` when the
        engine cannot report what its detector saw (the check then judges the lines' own scores).
        """
        if observation.detail is not None:
            return PrecomputedRead(observation.detail)
        return self.ocr if isinstance(self.ocr, DetailedReader) else None

    # -- reading -----------------------------------------------------------------------------
    def _read(
        self, frame: Frame, hints: ReadHints, prediction: StatePrediction | None
    ) -> tuple[list[OcrLine], str, OcrResult | None]:
        """A remembered screen checked where its texts were, else an OCR read; how, and the detector's view."""
        if self.known_screens is not None and hints.screen_keys:
            label = prediction.state_label if prediction is not None else ""
            found, _why = self.known_screens.read(list(hints.screen_keys), frame.pixels, label=label)
            if found is not None:
                # The executor's reads of the after-frames are diffed against this frame.
                prime = getattr(self.ocr, "prime", None)
                if callable(prime):
                    prime(frame.pixels, found.lines)
                return list(found.lines), f"known_{found.method}", None
        if isinstance(self.ocr, IncrementalOcrEngine):
            lines, info = self.ocr.read_with_info(frame.pixels)
            return lines, "scrolled" if info.scrolled else info.mode, info.detail
        return self._read_whole(frame)

    def _read_whole(self, frame: Frame) -> tuple[list[OcrLine], str, OcrResult | None]:
        """A whole-frame read that trusts nothing handed over (a remembered screen, a region read)."""
        lines, detail = whole_read(self.ocr, frame.pixels)
        return lines, "full", detail

    # -- classifying -------------------------------------------------------------------------
    def _without_overlay(
        self, frame: Frame, hints: ReadHints, prediction: StatePrediction
    ) -> tuple[StatePrediction, str]:
        """The classifier's view of an unknown frame that is a known screen under one small overlay.

        A toast or a bubble over a screen the edge acted on before makes the whole frame unknown
        to the classifier. When the known screens find the frame to be one of this step's under
        one small box that covers none of its anchors or targets, the frame with that box painted
        from the remembered one is classified instead; its prediction counts only if it is a
        known state, the remembered one's, and the real frame's popup head sees no popup that
        takes input. Otherwise the real prediction stands (and with it the wait or escalation).
        """
        if self.known_screens is None or self.classifier is None or not hints.screen_keys:
            return prediction, ""
        popup = prediction.labels.get("popup", "none")
        if popup != "none" and popup not in self.policy.passive_popups:
            return prediction, ""
        found, _why = self.known_screens.overlay(list(hints.screen_keys), frame.pixels)
        if found is None:
            return prediction, ""
        under = self.classifier.classify(found.pixels)
        if is_unknown(under, self.policy) or (found.label and under.state_label != found.label):
            return prediction, ""
        box = found.box
        return under, (
            f"an overlay at ({box.x0},{box.y0})-({box.x1},{box.y1}) over a known screen "
            f"(unknown score {prediction.unknown_score:.3f}; {under.unknown_score:.3f} without it)"
        )


@contextlib.contextmanager
def _untimed(_name: str) -> Iterator[None]:
    yield
