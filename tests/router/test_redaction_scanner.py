"""PatternScanner: which strings reach python-phonenumbers' matcher, and what it still finds."""

from __future__ import annotations

from presidio_analyzer.predefined_recognizers import PhoneRecognizer

from screenroute.router.privacy.redaction.recognizers import PHONE_REGIONS
from screenroute.router.privacy.redaction.scanner import PatternScanner

PHONES = ["Tel +49 (0)30 1234-567", "Phone:(555) 123-4567", "Une question ? : 02 35 16 95 42", "０３０／１２３４５６７"]
# Seven digits or more on the line, none of them in one run a number could be read from.
GRID_ROWS = ["Summe 1.234,56 € 12 Stk", "12,50 | 3 | 7,00 | 41", "Pos. 12 Menge 345 Preis 67,80"]


def test_only_strings_with_a_long_digit_run_reach_the_phone_matcher(monkeypatch) -> None:
    recognizer = PhoneRecognizer(supported_language="en", supported_regions=PHONE_REGIONS)
    seen: list[str] = []
    analyze = recognizer.analyze

    def recording(text, entities, nlp_artifacts=None):
        seen.append(text)
        return analyze(text, entities, nlp_artifacts)

    monkeypatch.setattr(recognizer, "analyze", recording)
    scanner = PatternScanner([recognizer], score_threshold=0.3)

    found = scanner.scan(PHONES + GRID_ROWS)

    sent = "".join(seen)
    assert all(phone in sent for phone in PHONES), seen
    assert not any(row in sent for row in GRID_ROWS), seen
    # The matcher still finds the numbers, each inside its own string.
    for phone, spans in zip(PHONES[:3], found[:3], strict=True):
        assert spans, phone
        assert all(0 <= s.start < s.end <= len(phone) for s in spans)
    assert found[len(PHONES) :] == [[] for _ in GRID_ROWS]
