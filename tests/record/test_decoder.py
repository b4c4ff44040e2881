"""The decoder turns raw X input into what a person did (no display needed)."""

from __future__ import annotations

import pytest

from screenroute.edge.record import ActionDecoder, ActionKind, RawInput
from screenroute.edge.record.decoder import CONTROL, SHIFT


def key(t: float, keysym: str, char: str = "", state: int = 0) -> RawInput:
    return RawInput("key_press", t, 0, state=state, keysym=keysym, char=char)


def button(t: float, kind: str, number: int, x: int = 10, y: int = 20) -> RawInput:
    return RawInput(kind, t, number, x, y)  # type: ignore[arg-type]


def feed(decoder: ActionDecoder, events: list[RawInput]) -> list:
    out = []
    for event in events:
        out += decoder.feed(event)
    return out + decoder.finish()


def test_typed_characters_become_one_string_and_backspace_edits_it() -> None:
    events = [key(0.1 * i, c.lower() if c.isalpha() else c, c) for i, c in enumerate("Helo")]
    events += [key(1.0, "BackSpace"), key(1.1, "l", "l"), key(1.2, "o", "o"), key(1.3, "Return")]
    actions = feed(ActionDecoder(), events)
    assert [(a.kind, a.text, a.keys) for a in actions] == [
        (ActionKind.TYPE, "Hello", ""),
        (ActionKind.KEY, "", "Return"),
    ]
    assert actions[0].start == 0.0 and actions[0].end == pytest.approx(1.2)


def test_chords_keep_their_modifiers_and_bare_modifiers_are_no_action() -> None:
    events = [
        key(0.0, "Control_L"),
        key(0.1, "Shift_L", state=CONTROL),
        key(0.2, "n", "N", state=CONTROL | SHIFT),
        key(0.3, "Tab", state=SHIFT),
        key(0.4, "a", "a", state=CONTROL),
    ]
    assert [a.keys for a in feed(ActionDecoder(), events)] == ["ctrl+shift+n", "shift+Tab", "ctrl+a"]


def test_a_key_the_contract_cannot_name_is_noted_not_recorded() -> None:
    decoder = ActionDecoder()
    assert feed(decoder, [key(0.0, "XF86AudioMute")]) == []
    assert "XF86AudioMute" in decoder.notes[0]


def test_the_stop_key_ends_the_recording_and_flushes_what_was_typed() -> None:
    decoder = ActionDecoder(stop_chord="Pause")
    out = decoder.feed(key(0.0, "x", "x")) + decoder.feed(key(0.5, "Pause"))
    assert decoder.stopped and [a.text for a in out] == ["x"]
    assert decoder.feed(key(1.0, "y", "y")) == []


def test_wheel_notches_in_one_direction_are_one_scroll() -> None:
    events = [button(0.0, "button_press", 5), button(0.1, "button_press", 5), button(0.2, "button_press", 5)]
    events += [button(0.3, "button_press", 4)]
    actions = feed(ActionDecoder(), events)
    assert [(a.kind, a.amount) for a in actions] == [(ActionKind.SCROLL, 3), (ActionKind.SCROLL, -1)]


def test_a_click_is_where_the_button_went_down_and_a_drag_is_noted() -> None:
    events = [
        button(0.0, "button_press", 1, 100, 200),
        button(0.05, "button_release", 1, 100, 200),
        button(0.2, "button_press", 1, 100, 200),
        button(0.25, "button_release", 1, 101, 200),
        button(2.0, "button_press", 1, 10, 10),
        button(2.5, "button_release", 1, 300, 10),
    ]
    clicks = feed(ActionDecoder(), events)
    assert [(c.x, c.y, c.clicks) for c in clicks] == [(100, 200, 2), (10, 10, 1)]
    assert "drag" in clicks[1].notes[0]


def motion(t: float, x: int = 10, y: int = 20) -> RawInput:
    return RawInput("motion", t, 0, x, y)


def test_a_double_click_is_one_action_with_the_screen_before_its_first_press() -> None:
    # A person opens a folder with a double click, moves on, clicks once elsewhere, then clicks
    # one point twice too slowly to be a double click: three actions, the first of two presses.
    befores: list[float] = []

    def snapshot(t: float) -> str:
        befores.append(t)
        return f"before@{t}"

    events = [
        motion(0.9, 304, 157),
        button(1.00, "button_press", 1, 304, 157),
        button(1.05, "button_release", 1, 304, 157),
        button(1.18, "button_press", 1, 305, 157),
        button(1.22, "button_release", 1, 305, 157),
        motion(1.5, 400, 300),
        motion(2.0, 600, 300),
        button(3.00, "button_press", 1, 600, 300),
        button(3.05, "button_release", 1, 600, 300),
        button(4.00, "button_press", 1, 600, 300),
        button(4.05, "button_release", 1, 600, 300),
        key(5.0, "Return"),
    ]
    decoder = ActionDecoder(snapshot)  # type: ignore[arg-type]
    out: list = []
    emitted_at: list[float] = []
    for event in events:
        got = decoder.feed(event)
        out += got
        emitted_at += [event.time] * len(got)
    out += decoder.finish()
    assert [(a.kind, a.x, a.y, a.clicks) for a in out] == [
        (ActionKind.CLICK, 304, 157, 2),
        (ActionKind.CLICK, 600, 300, 1),
        (ActionKind.CLICK, 600, 300, 1),
        (ActionKind.KEY, 0, 0, 1),
    ]
    double = out[0]
    assert (double.start, double.end, double.before) == (1.00, 1.22, "before@1.0")
    # Handed on once the double-click time has passed with the pointer moving on, not held to the end.
    assert emitted_at[0] == 2.0


def test_the_before_frame_is_taken_when_an_action_starts() -> None:
    asked: list[float] = []

    def snapshot(t: float) -> None:
        asked.append(t)

    decoder = ActionDecoder(snapshot, still=lambda t: None)
    feed(decoder, [key(1.0, "a", "a"), key(1.5, "b", "b"), button(3.0, "button_press", 1)])
    assert asked == [1.0, 3.0]


def test_the_next_action_settles_the_last_one_on_the_screen_the_person_looked_at() -> None:
    # Typing, then Return without touching the mouse: the typed text's own after-frame is the
    # screen at the Return, if it had come to rest — never a frame caught mid-typing.
    still_at: list[float] = []

    def still(t: float) -> str:
        still_at.append(t)
        return f"still@{t}"

    decoder = ActionDecoder(lambda t: f"at@{t}", still=still)  # type: ignore[arg-type,return-value]
    out = feed(decoder, [key(1.0, "a", "a"), key(1.2, "b", "b"), key(2.5, "Return", "")])
    out += decoder.finish()
    typed, ret = out
    assert typed.text == "ab" and typed.settled == "still@2.5"
    assert ret.keys == "Return" and still_at == [2.5]  # a key that continues the typing settles nothing


def test_a_bad_stop_key_is_refused() -> None:
    with pytest.raises(ValueError, match="stop key"):
        ActionDecoder(stop_chord="hyperx+q")


def test_moving_on_keeps_what_the_action_itself_left_on_screen() -> None:
    frames = iter(["before-click", "settled", "before-next"])
    decoder = ActionDecoder(lambda t: next(frames))  # type: ignore[arg-type,return-value]
    out = decoder.feed(button(1.0, "button_press", 1)) + decoder.feed(button(1.1, "button_release", 1))
    out += decoder.feed(RawInput("motion", 2.0, 0, 300, 300))  # the pointer leaves for the next target
    out += decoder.feed(RawInput("motion", 2.1, 0, 310, 300))  # later motion does not replace it
    out += decoder.feed(button(3.0, "button_press", 1))
    assert out[0].before == "before-click" and out[0].settled == "settled"


def test_a_screen_still_changing_is_not_taken_as_settled() -> None:
    still = iter([None, "rested"])
    decoder = ActionDecoder(lambda t: "frame", still=lambda t: next(still))  # type: ignore[arg-type,return-value]
    clicks = decoder.feed(button(1.0, "button_press", 1)) + decoder.feed(button(1.1, "button_release", 1))
    clicks += decoder.feed(RawInput("motion", 1.2, 0))  # the page is still loading
    clicks += decoder.feed(RawInput("motion", 2.5, 0))  # now it has come to rest
    assert clicks[0].settled == "rested"
