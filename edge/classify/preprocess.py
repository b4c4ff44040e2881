"""Image → model input: the one transform shared by training, calibration and the runtime."""

from __future__ import annotations

import numpy as np
from PIL import Image

from screenroute.edge.classify.errors import ClassifierError


def to_input(pixels: np.ndarray, width: int, height: int) -> np.ndarray:
    """RGB (H x W x 3, uint8) → float32 (1 x H' x W') in [-1, 1], grayscale, resized to ``width`` x ``height``.

    Grayscale because themes and scales, not hues, are what varies; PIL's bilinear resize
    antialiases, so a 1440 px and a 1024 px screen of the same page look alike.
    """
    if pixels.ndim != 3 or pixels.shape[2] != 3 or pixels.dtype != np.uint8:
        raise ClassifierError(f"expected an RGB uint8 image (H x W x 3), got {pixels.dtype} {pixels.shape}")
    image = Image.fromarray(pixels, "RGB").convert("L").resize((width, height), Image.Resampling.BILINEAR)
    return (np.asarray(image, dtype=np.float32) / 127.5 - 1.0)[None]
