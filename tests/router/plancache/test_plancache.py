"""The plan cache on a real SQLite file with sqlite-vec, over real screenshots and real OCR."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from screenroute.contract import Action
from screenroute.edge.frame import Frame
from screenroute.edge.layout import StateSignature
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.learning.plancache import GLOBAL_SCOPE, PlanCache, PlanCacheConfig, PlanCacheError
from screenroute.router.learning.replay import ReplayLibrary

FIXTURES = Path(__file__).resolve().parents[2] / "edge" / "classify" / "fixtures"
NEVER = Action("click", target_text="Never", why="dismiss the password bubble")


@pytest.fixture(scope="module")
def screens() -> dict[str, tuple[Frame, list[OcrLine]]]:
    ocr = create_ocr_engine("rapidocr")
    out = {}
    for name in ("bubble", "login", "filled_form", "invalid_form", "toast"):
        # The fixtures are 1280 x 800 screenshots downscaled to 640 x 400: back to the screen's size.
        with Image.open(FIXTURES / f"{name}.png") as image:
            frame = Frame.from_image(image.convert("RGB").resize((1280, 800), Image.Resampling.BICUBIC))
        out[name] = (frame, ocr.read(frame.pixels))
    return out


def _sig(
    screens: dict[str, tuple[Frame, list[OcrLine]]], name: str, anchors: tuple[str, ...] = (), label: str = ""
) -> StateSignature:
    frame, lines = screens[name]
    seen = StateSignature.of_screen(frame, lines, label=label)
    return StateSignature(anchors or seen.anchors, seen.embedding, label)


def test_a_popup_reflex_answers_every_task(tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    entry = cache.store(
        "purchase_request",
        "open orders",
        _sig(screens, "bubble", ("Save password?", "Never")),
        [NEVER],
        global_scope=True,
    )
    frame, lines = screens["bubble"]
    hit = cache.lookup("another_task", "any step", StateSignature.of_screen(frame, lines), lines)
    assert hit is not None and hit.entry_id == entry and hit.scope == GLOBAL_SCOPE and hit.is_global
    assert hit.actions == (NEVER,) and hit.distance < 0.01
    assert hit.describe().startswith(
        f"learned state #{entry} (all tasks): anchors 'Save password?', 'Never'; layout 0.0"
    )
    # The login page has neither anchor: no hit.
    frame, lines = screens["login"]
    assert cache.lookup("another_task", "log in", StateSignature.of_screen(frame, lines), lines) is None


def test_task_entries_need_their_step_their_anchors_and_a_near_layout(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    save = Action("click", target_text="Save")
    entry = cache.store("pr", "submit", _sig(screens, "filled_form", ("Add purchase request", "Title")), [save])
    frame, lines = screens["filled_form"]
    here = StateSignature.of_screen(frame, lines)
    hit = cache.lookup("pr", "submit", here, lines)
    assert hit is not None and hit.entry_id == entry and hit.step == "submit"
    assert cache.lookup("pr", "fill header", here, lines) is None  # another step of the task
    assert cache.lookup("other", "submit", here, lines) is None  # another task
    # The invalid form shows the same anchors and nearly the same layout: it matches (the
    # post-condition check, not the cache, tells the two apart) ...
    frame, lines = screens["invalid_form"]
    assert cache.lookup("pr", "submit", StateSignature.of_screen(frame, lines), lines) is not None
    # ... while a screen whose anchors are all there but whose layout is far is not the state.
    frame, lines = screens["login"]
    far = cache.store("pr", "log in", StateSignature(("Log in",), here.embedding), [save])
    assert cache.lookup("pr", "log in", StateSignature.of_screen(frame, lines), lines) is None
    strict = PlanCache(tmp_path / "cache.db", PlanCacheConfig(max_distance=2.0))
    assert strict.lookup("pr", "log in", StateSignature.of_screen(frame, lines), lines).entry_id == far  # type: ignore[union-attr]


def test_page_labels_that_disagree_do_not_match(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    cache.store("pr", "s", _sig(screens, "toast", ("Export CSV",), label="page/order_list_filtered"), [NEVER])
    frame, lines = screens["toast"]
    seen = StateSignature.of_screen(frame, lines)
    assert cache.lookup("pr", "s", StateSignature(seen.anchors, seen.embedding, "page/order_list_filtered"), lines)
    assert cache.lookup("pr", "s", StateSignature(seen.anchors, seen.embedding, "page/order_list"), lines)  # refined
    assert cache.lookup("pr", "s", StateSignature(seen.anchors, seen.embedding, "page/login"), lines) is None
    assert cache.lookup("pr", "s", seen, lines) is not None  # no label on screen: no conflict


def test_failures_demote_then_drop_and_success_restores(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    cache = PlanCache(tmp_path / "cache.db", PlanCacheConfig(demote_after=1, drop_after=3))
    sig = _sig(screens, "bubble", ("Save password?", "Never"))
    first = cache.store("t", "s", sig, [NEVER])
    frame, lines = screens["bubble"]
    here = StateSignature.of_screen(frame, lines)
    assert cache.report(first, success=False) == "demoted"
    hit = cache.lookup("t", "s", here, lines)
    assert hit is not None and hit.demoted and "demoted" in hit.describe()
    assert cache.report(first, success=True) == "active"
    assert cache.entry(first).successes == 1  # type: ignore[union-attr]
    assert [cache.report(first, success=False) for _ in range(3)] == ["demoted", "demoted", "dropped"]
    assert cache.lookup("t", "s", here, lines) is None and cache.entry(first) is None
    assert cache.report(first, success=True) == "missing"


def test_an_active_entry_wins_over_a_demoted_one(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    cache = PlanCache(tmp_path / "cache.db", PlanCacheConfig(merge_distance=0.0))
    sig = _sig(screens, "bubble", ("Save password?", "Never"))
    bad = cache.store("t", "s", sig, [Action("key", keys="Escape")])
    good = cache.store("t", "s", sig, [NEVER], global_scope=True)
    cache.report(bad, success=False)
    frame, lines = screens["bubble"]
    hit = cache.lookup("t", "s", StateSignature.of_screen(frame, lines), lines)
    assert hit is not None and hit.entry_id == good


def test_storing_the_same_state_again_updates_it(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    sig = _sig(screens, "bubble", ("Save password?", "Never"))
    first = cache.store("t", "s", sig, [Action("key", keys="Escape")])
    cache.report(first, success=False)
    again = cache.store("t", "s", sig, [NEVER])
    assert again == first
    entry = cache.entry(first)
    assert entry is not None and entry.actions == (NEVER,) and not entry.demoted
    assert len(cache.entries()) == 1


def test_placeholders_and_templates_are_kept(tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    actions = [Action("click", target_text="Email"), Action("type", text="<EMAIL_1>"), Action("type", text="{title}")]
    entry = cache.store("t", "s", _sig(screens, "login", ("Log in",)), actions)
    stored = cache.entry(entry)
    assert stored is not None and stored.actions == tuple(actions)


def test_bad_entries_are_refused(tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]) -> None:
    cache = PlanCache(tmp_path / "cache.db")
    sig = _sig(screens, "login", ("Log in",))
    with pytest.raises(PlanCacheError, match="at least one action"):
        cache.store("t", "s", sig, [])
    with pytest.raises(PlanCacheError, match="invalid action"):
        cache.store("t", "s", sig, [Action("key", keys="Escape exec touch x")])
    with pytest.raises(PlanCacheError, match="anchors"):
        cache.store("t", "s", StateSignature((), sig.embedding), [NEVER])
    with pytest.raises(ValueError, match="max_distance"):
        PlanCacheConfig(max_distance=-1)


def test_the_cache_shares_a_file_with_the_replay_library(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    path = tmp_path / "edge.db"
    library = ReplayLibrary(path)
    cache = PlanCache(path)
    run = library.start_run("t")
    entry = cache.store("t", "s", _sig(screens, "login", ("Log in",)), [NEVER])
    library.finish_run(run, "task_complete")
    cache.close()
    library.close()
    assert PlanCache(path).entry(entry) is not None
    reopened = ReplayLibrary(path)
    assert reopened.run(run).outcome == "task_complete"
    assert (reopened.schema_version, PlanCache(path).schema_version) == (1, 1)


def test_a_popup_reflex_follows_the_popup_onto_another_page(
    tmp_path: Path, screens: dict[str, tuple[Frame, list[OcrLine]]]
) -> None:
    # The password bubble cut from one screenshot and laid over another page: the popup's own
    # words match, the page under it (most of the screen) does not.
    bubble, _ = screens["bubble"]
    page, _ = screens["filled_form"]
    pixels = page.pixels.copy()
    pixels[190:580, 610:1240] = bubble.pixels[190:580, 610:1240]
    composite = Frame(pixels, page.geometry)
    lines = create_ocr_engine("rapidocr").read(composite.pixels)
    here = StateSignature.of_screen(composite, lines, label="page/purchase_request_form")
    cache = PlanCache(tmp_path / "cache.db")
    reflex = _sig(screens, "bubble", ("Save password?", "Never"), label="page/admin_index")
    # Learned for one step of one task, over the admin index: another page is another state.
    cache.store("pr", "fill header", reflex, [NEVER])
    assert cache.lookup("pr", "fill header", here, lines) is None
    # Learned as a reflex: the popup's own words answer it over any page, in any task.
    entry = cache.store("pr", "log in", reflex, [NEVER], global_scope=True)
    hit = cache.lookup("another_task", "fill header", here, lines)
    assert hit is not None and hit.entry_id == entry and hit.is_global and hit.step == ""
    assert cache.lookup("pr", "fill header", here, lines).entry_id == entry  # type: ignore[union-attr]
