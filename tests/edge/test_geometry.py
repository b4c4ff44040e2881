"""Boxes in frame pixels."""

from __future__ import annotations

from screenroute.edge.geometry import Box


def test_boxes_intersect_only_where_they_share_area_or_come_within_the_slack() -> None:
    a = Box(10, 10, 20, 20)
    assert a.intersects(Box(19, 19, 30, 30)) and Box(19, 19, 30, 30).intersects(a)
    assert not a.intersects(Box(20, 10, 30, 20))  # x1 is exclusive: touching is not sharing
    assert not a.intersects(Box(22, 10, 30, 20)) and a.intersects(Box(22, 10, 30, 20), slack=3)


def test_a_box_scaled_with_its_image() -> None:
    assert Box(10, 20, 30, 40).scaled(1.5) == Box(15, 30, 45, 60)


def test_the_overlap_of_two_boxes_is_their_intersection_over_union() -> None:
    a = Box(0, 0, 10, 10)
    assert a.overlap(a) == 1.0
    assert a.overlap(Box(5, 0, 15, 10)) == 50 / 150
    assert a.overlap(Box(10, 0, 20, 10)) == 0.0  # touching edges share no area
    assert Box(0, 0, 4, 4).overlap(Box(1, 1, 3, 3)) == 4 / 16
