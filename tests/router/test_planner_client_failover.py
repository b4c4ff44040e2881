"""Two planner replicas on loopback; one is killed mid-run and no Plan call fails."""

from __future__ import annotations

import io
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest
from PIL import Image

from screenroute.contract.errors import PlannerError
from screenroute.router.deciding.planner_client import PlannerClient, PlannerClientConfig
from screenroute.v1 import planner_pb2, types_pb2

SERVE = """
import asyncio
from screenroute.cloud.server import PlannerServerConfig, serve
asyncio.run(serve(PlannerServerConfig(address="127.0.0.1:0"), grace_s=0.5,
                  ready=lambda port: print(port, flush=True)))
"""


def _request() -> planner_pb2.PlanRequest:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 40), "white").save(buffer, format="PNG")
    return planner_pb2.PlanRequest(
        goal="export orders",
        step_goal='click "Orders"',
        screenshot=buffer.getvalue(),
        screenshot_mime="image/png",
        image_scale=1.0,
        screen=types_pb2.ScreenGeometry(width=64, height=40, scale=1.0),
        ocr_lines=[types_pb2.OcrLine(text="Orders", box=types_pb2.Box(x0=2, y0=2, x1=30, y1=12), score=0.9)],
    )


@pytest.fixture
def two_planners() -> Iterator[list[tuple[subprocess.Popen[str], int]]]:
    procs = [subprocess.Popen([sys.executable, "-c", SERVE], stdout=subprocess.PIPE, text=True) for _ in range(2)]
    try:
        replicas = []
        for proc in procs:
            assert proc.stdout is not None
            replicas.append((proc, int(proc.stdout.readline())))
        yield replicas
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=10)


def test_killing_one_replica_mid_run_fails_no_call(two_planners: list[tuple[subprocess.Popen[str], int]]) -> None:
    (victim, port_a), (_, port_b) = two_planners
    config = PlannerClientConfig(targets=(f"127.0.0.1:{port_a}", f"127.0.0.1:{port_b}"), deadline_s=10)
    request = _request()
    failures: list[BaseException] = []
    done = [0]
    lock = threading.Lock()
    stop = threading.Event()
    killed = threading.Event()

    def worker(client: PlannerClient) -> None:
        while not stop.is_set():
            try:
                client.plan(request)
            except PlannerError as exc:
                failures.append(exc)
            with lock:
                done[0] += 1
                count = done[0]
            if count == 150 and not killed.is_set():
                # SIGKILL: no graceful drain, connections just drop mid-call.
                victim.send_signal(signal.SIGKILL)
                killed.set()
            if count >= 450:
                stop.set()

    with PlannerClient(config) as client:
        # Warm up until both replicas have answered, so round_robin really spreads the load.
        for _ in range(10):
            client.plan(request)
        threads = [threading.Thread(target=worker, args=(client,)) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
    assert killed.is_set() and victim.wait(timeout=10) == -signal.SIGKILL
    assert done[0] >= 450
    assert failures == []
