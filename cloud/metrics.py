"""``PlannerMetrics``: Prometheus metrics of one planner server on its own registry."""

from __future__ import annotations

import threading
from wsgiref.simple_server import WSGIServer

from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server

from screenroute.v1 import types_pb2

__all__ = ["PlannerMetrics"]


class PlannerMetrics:
    """Request, latency, token and cost metrics for the planner.

    Each instance owns a fresh :class:`CollectorRegistry` rather than the process-global
    one, so several servers (tests, an embedded demo) can live in one process without
    "duplicated timeseries" errors.
    """

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "screenroute_planner_requests_total",
            "Plan calls by gRPC status code.",
            ["code"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "screenroute_planner_request_seconds",
            "Time to answer one Plan call, validation included.",
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
            registry=self.registry,
        )
        self.tokens = Counter(
            "screenroute_planner_tokens_total",
            "Model tokens used by Plan calls.",
            ["direction", "model"],
            registry=self.registry,
        )
        self.cost = Counter(
            "screenroute_planner_cost_usd_total",
            "Model cost of Plan calls in US dollars.",
            ["model"],
            registry=self.registry,
        )
        self.estimated_tokens = Counter(
            "screenroute_planner_estimated_input_tokens_total",
            "Input tokens the backend estimated before its model calls.",
            ["model"],
            registry=self.registry,
        )
        # (billed - estimated) / estimated per call: 0 means the estimate was exact, +0.1
        # means the bill was 10 % higher. Buckets are symmetric around 0 on purpose.
        self.drift = Histogram(
            "screenroute_planner_estimate_drift_ratio",
            "Relative drift of billed input tokens from the pre-call estimate, per call.",
            ["model"],
            buckets=(-1.0, -0.5, -0.25, -0.1, -0.05, -0.01, 0.0, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0),
            registry=self.registry,
        )
        self._http: WSGIServer | None = None
        self._http_thread: threading.Thread | None = None

    def observe(self, code_name: str, seconds: float, usage: types_pb2.Usage | None = None) -> None:
        """Record one finished call: its status code name, duration and model usage."""
        self.requests.labels(code=code_name).inc()
        self.latency.observe(seconds)
        if usage is None:
            return
        model = usage.model or "unknown"
        for direction, count in (
            ("input", usage.input_tokens),
            ("output", usage.output_tokens),
            ("image", usage.image_tokens),
        ):
            # Touching the child even for 0 makes the series visible from the first call.
            self.tokens.labels(direction=direction, model=model).inc(max(0, count))
        self.cost.labels(model=model).inc(max(0.0, usage.cost_usd))
        estimated = usage.estimated_input_tokens
        if estimated > 0:
            self.estimated_tokens.labels(model=model).inc(estimated)
            if usage.input_tokens > 0:
                self.drift.labels(model=model).observe((usage.input_tokens - estimated) / estimated)

    def serve_http(self, port: int, address: str = "127.0.0.1") -> int:
        """Expose the registry over HTTP in a daemon thread; return the bound port (0 picks one)."""
        if self._http is not None:
            raise RuntimeError("the metrics endpoint is already running")
        # prometheus_client >= 0.17 returns the server and its thread, which gives us the
        # real port when 0 was asked for, and a way to shut it down.
        self._http, self._http_thread = start_http_server(port, addr=address, registry=self.registry)
        return int(self._http.server_port)

    def close(self) -> None:
        """Stop the HTTP endpoint, if running."""
        if self._http is None:
            return
        self._http.shutdown()
        self._http.server_close()
        if self._http_thread is not None:
            self._http_thread.join(timeout=5)
        self._http = None
        self._http_thread = None
