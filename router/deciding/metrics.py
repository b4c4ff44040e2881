"""Prometheus metrics of the edge node: step latency by stage, decisions, planner calls."""

from __future__ import annotations

import threading
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import CollectorRegistry, Counter, Histogram, make_wsgi_app

# Stage latencies span sub-millisecond (routing) to seconds (OCR, planner).
_STAGE_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class EdgeMetrics:
    """The edge's metrics on a registry of its own, so several edges can share a process (tests, demo)."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        self.stage_seconds = Histogram(
            "screenroute_edge_stage_seconds",
            "Latency of one stage of a step",
            ["stage"],
            registry=self.registry,
            buckets=_STAGE_BUCKETS,
        )
        self.decisions = Counter(
            "screenroute_edge_decisions_total",
            "Routing decisions by route and reason",
            ["route", "reason"],
            registry=self.registry,
        )
        self.planner_requests = Counter(
            "screenroute_edge_planner_requests_total",
            "Planner calls made by the edge, by gRPC status",
            ["code"],
            registry=self.registry,
        )
        self.planner_cost = Counter(
            "screenroute_edge_planner_cost_usd_total",
            "Planner cost reported back to the edge",
            ["model"],
            registry=self.registry,
        )
        self.actions = Counter(
            "screenroute_edge_actions_total",
            "Atomic skills run, by skill and outcome",
            ["skill", "outcome"],
            registry=self.registry,
        )


class MetricsServer:
    """Serves a registry at ``/metrics`` over HTTP on loopback (or a configured address)."""

    def __init__(self, registry: CollectorRegistry, host: str = "127.0.0.1", port: int = 0) -> None:
        self._server: WSGIServer = make_server(host, port, make_wsgi_app(registry), handler_class=_QuietHandler)
        self._thread = threading.Thread(target=self._server.serve_forever, name="metrics", daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_port)

    def start(self) -> MetricsServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """Scrapes are not news."""
