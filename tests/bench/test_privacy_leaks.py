"""The bench's leak test: a key across the seam of a glued non-PII text is no leak; a PII word
inside a non-PII sentence still is."""

from __future__ import annotations

from screenroute.bench.privacy.leaks import found, leak_keys, page_text_keys


def _item(kind: str, value: str, type_: str = "") -> dict[str, str]:
    return {"kind": kind, "type": type_, "value": value}


def test_a_name_across_a_glued_texts_seam_is_no_leak() -> None:
    items = [_item("pii", "Estelle Meyer", "PERSON"), _item("label", "Alle Stellen ▾")]
    words, texts = page_text_keys(items)
    keys = leak_keys("Estelle Meyer", "PERSON", words)
    # "AlleStellen" holds "estelle" only across its two words' seam.
    assert not found(keys, ["AlleStellen", "<PERSON_1>"], inside=words | texts)
    # Without the texts read whole, the measure counted it a leak.
    assert found(keys, ["AlleStellen", "<PERSON_1>"], inside=words)
    # The name itself sent is a leak, whatever stands beside it.
    assert found(keys, ["AlleStellen", "Estelle Meyer"], inside=words | texts)


def test_a_text_holding_a_pii_word_covers_nothing() -> None:
    items = [_item("pii", "Simona", "PERSON"), _item("text", "Mit Simona besprochen.")]
    words, texts = page_text_keys(items)
    assert not texts
    assert found(leak_keys("Simona", "PERSON", words), ["MitSimonabesprochen."], inside=words | texts)
