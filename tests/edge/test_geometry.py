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
