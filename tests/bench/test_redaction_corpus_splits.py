"""The redaction corpus names every split once, and the benchmark report heads each of them."""

from __future__ import annotations

from screenroute.bench.privacy.corpus import SPLIT_TITLES, SPLITS


def test_every_split_has_one_title_and_no_title_names_a_split_that_is_gone() -> None:
    assert len(set(SPLITS)) == len(SPLITS)
    assert list(SPLIT_TITLES) == list(SPLITS)
    assert all(title.strip() for title in SPLIT_TITLES.values())
