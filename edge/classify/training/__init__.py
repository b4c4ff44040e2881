"""Training tools for the state classifier (the ``train`` extra: torch, optimum-onnx).

Imported only by ``screenroute train`` and the benchmark; the edge runtime never imports this.
"""
