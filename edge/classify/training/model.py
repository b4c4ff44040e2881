"""The network: a small CNN trained from scratch (no downloaded weights), one linear head per label head."""

from __future__ import annotations

import torch
from torch import nn

# Wide enough that int8 convolutions (VNNI) beat fp32 by 2x at one thread; narrower nets are
# bound by quantize/dequantize overhead and int8 is slower (measured: 8..64 channels, 0.66x).
CHANNELS = (24, 48, 96, 128, 128)
# The body is sized for a 320 px wide grid. A wider input is folded onto it by space-to-depth
# (each k x k square of pixels becomes k*k channels): the first conv then sees full resolution
# (login-field dots and typed values are ~3 px high at 320 x 192, ~6 px at 640 x 384) for about
# the cost of the 320 px network. Measured per training step, batch 32, 2 threads: 0.30 s
# folded vs 0.28 s at 320 px, against 0.51-0.78 s for a stride-2 conv stem of 8-16 channels.
BODY_WIDTH = 320


def _block(cin: int, cout: int, stride: int) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class StateNet(nn.Module):
    """Space-to-depth down to 320 px wide → five 3x3 conv blocks (four stride-2) → 4x4 grid of
    average and max → embedding → heads.

    The 4x4 grid keeps coarse position (a bubble top-right, a dialog in the middle, a form
    at the top) that a global pool would throw away. Input 1 x 384 x 640: folded to 4 x 192 x
    320, 12 x 20 after the strided blocks, cells of 3 x 5 → 4 x 4.
    """

    def __init__(self, heads: dict[str, int], embedding_dim: int = 64, height: int = 192, width: int = 320) -> None:
        super().__init__()
        if height % 64 or width % 64:
            raise ValueError(f"input {width}x{height}: height and width must be multiples of 64")
        fold = width // BODY_WIDTH
        if fold < 1 or fold * BODY_WIDTH != width or height % fold or fold & (fold - 1):
            raise ValueError(f"input width {width} must be {BODY_WIDTH} times a power of two")
        height //= fold
        c = CHANNELS
        self.fold = nn.PixelUnshuffle(fold) if fold > 1 else nn.Identity()
        self.features = nn.Sequential(
            _block(fold * fold, c[0], 2),
            _block(c[0], c[1], 2),
            _block(c[1], c[2], 2),
            _block(c[2], c[3], 2),
            _block(c[3], c[4], 1),
        )
        # Average and max over each cell of the 4x4 grid: the average keeps the layout (where the
        # page is light or dense), the max keeps small things anywhere in the cell that the average
        # washes out (a value typed in one field, an error border). Measured on one seed, 40
        # epochs: validation form accuracy 0.951 with both against 0.914 with the average alone.
        cell = (height // 64, BODY_WIDTH // 64)
        self.avg_pool = nn.AvgPool2d(cell)
        self.max_pool = nn.MaxPool2d(cell)
        self.embed = nn.Sequential(nn.Flatten(), nn.Linear(c[4] * 16 * 2, embedding_dim), nn.ReLU(inplace=True))
        self.dropout = nn.Dropout(0.2)
        self.heads = nn.ModuleDict({h: nn.Linear(embedding_dim, n) for h, n in heads.items()})

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, ...]:
        # The exported embedding is the pre-ReLU one (the unknown score's kNN space: the ReLU
        # zeroes the dimensions a never-seen screen differs in); the heads see the ReLU'd one.
        features = self.features(self.fold(x))
        grid = torch.cat([self.avg_pool(features), self.max_pool(features)], dim=1)
        pre = self.embed[1](self.embed[0](grid))
        z = self.dropout(torch.relu(pre))
        return (pre, *(head(z) for head in self.heads.values()))


def fold_batchnorm(model: StateNet) -> StateNet:
    """Fold every BatchNorm into its conv (eval mode), so the exported graph is Conv+Relu only and quantizes whole."""
    model.eval()
    for block in model.features:
        conv, bn = block[0], block[1]
        scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
        fused = nn.Conv2d(conv.in_channels, conv.out_channels, conv.kernel_size, conv.stride, conv.padding, bias=True)
        with torch.no_grad():
            fused.weight.copy_(conv.weight * scale[:, None, None, None])
            fused.bias.copy_(bn.bias - bn.running_mean * scale)
        block[0] = fused
        block[1] = nn.Identity()
    return model
