"""Planner addresses are validated and turned into one balanced gRPC target."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from screenroute.router.deciding.planner_client import PlannerClientConfig


def test_one_address_is_used_as_is() -> None:
    assert PlannerClientConfig(targets=("planner.internal:50051",)).channel_target() == "planner.internal:50051"


def test_several_ipv4_replicas_become_a_static_list() -> None:
    cfg = PlannerClientConfig(targets=("127.0.0.1:5001", "127.0.0.1:5002"))
    assert cfg.channel_target() == "ipv4:127.0.0.1:5001,127.0.0.1:5002"


@pytest.mark.parametrize("bad", ["planner", "http://x:1", "host:port", ":50051"])
def test_bad_addresses_fail_with_the_value(bad: str) -> None:
    with pytest.raises(ValidationError, match="HOST:PORT"):
        PlannerClientConfig(targets=(bad,))


def test_no_address_is_an_error() -> None:
    with pytest.raises(ValidationError):
        PlannerClientConfig(targets=())
