"""A simulated cloud VLM for the latency/cost benchmark: an OpenAI-compatible server with a ground-truth oracle."""

from screenroute.bench.simvlm.oracle import INTERRUPTIONS, TaskOracle
from screenroute.bench.simvlm.profile import LatencyProfile, SimulatedModelConfig
from screenroute.bench.simvlm.server import CallRecord, SimulatedVLM, count_text_tokens

__all__ = [
    "INTERRUPTIONS",
    "CallRecord",
    "LatencyProfile",
    "SimulatedModelConfig",
    "SimulatedVLM",
    "TaskOracle",
    "count_text_tokens",
]
