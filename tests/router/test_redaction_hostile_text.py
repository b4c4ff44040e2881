"""Hostile screen text: lines built to make a pattern backtrack are redacted within the budget.

A frame's text is whatever the screen shows: a licence key in capitals, a hash, a glued run of
title-case words. A pattern that can cut such a line into words in many ways (an optional space
between words whose class holds capitals) takes minutes on one line of 150 characters; the
redaction then runs over its budget and the frame is never escalated. Every pattern must stay
linear in practice on such lines.
"""

from __future__ import annotations

import numpy as np
import pytest
import regex
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.privacy.redaction import PresidioRedactor
from screenroute.router.privacy.redaction.recognizers import AddressRecognizer

# Lines a 1280-pixel frame can hold (about 150 characters), each shaped against one kind of pattern.
HOSTILE = [
    "A" * 150,
    "Ab" * 75,
    "A" * 140 + " 5, B",
    "Ab" * 70 + "9, X",
    "Aa-" * 50 + "1",
    "A." * 75 + "x",
    "1" * 150,
    "Ab " * 45 + ", 1",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_no_address_pattern_backtracks_on_a_hostile_line(text: str) -> None:
    # Each pattern gets ten seconds for one line: a linear one needs well under a millisecond, the
    # one that cut capitals into words in every way ran for minutes.
    for pattern in AddressRecognizer().patterns:  # as run: the data file's word lists in place
        compiled = regex.compile(pattern.regex, AddressRecognizer.REGEX_FLAGS)
        list(compiled.finditer(text, timeout=10))


def test_a_line_of_capitals_is_redacted_within_the_budget_not_denied() -> None:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    lines = [OcrLine(text, Box(10, 10 + 30 * k, 1270, 30 + 30 * k), 0.97) for k, text in enumerate(HOSTILE)]
    lines.append(OcrLine("Kunde: Jörg Ehlert", Box(10, 400, 200, 420), 0.97))
    # The default budget (5 s) bounds a frame; the lines are judged by every rule, names' shapes included.
    result = PresidioRedactor().redact(frame, lines, {})
    assert "Jörg Ehlert" not in result.lines[-1].text
