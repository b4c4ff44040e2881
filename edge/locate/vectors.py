"""Name embedders: turn a file name into a fixed-size vector for sqlite-vec nearest-neighbour search.

The default is a hashed bag of character n-grams over the *normalised* name (NFKC,
casefolded, letters and digits only). Why this and not a sentence model (measured in
``bench/locate_bench.py --vectors``):

* File names are not sentences. "2025春季度采购协议_v3" and "…_v8" differ in one character;
  what must survive is character overlap, which n-grams capture directly and a semantic
  model deliberately smooths away.
* Chinese needs no tokenizer: every CJK character is already a meaningful unit, and 2-grams
  over it carry word information.
* OCR slips (a dropped bracket, v3→v8, l→1) change a few n-grams out of dozens, so the
  vector stays close; a dropped bracket changes none after normalisation.
* Nothing to download or load: hashing is pure numpy, ~10 µs per name.
"""

from __future__ import annotations

import hashlib
from typing import Any, Protocol, runtime_checkable

import numpy as np

from screenroute.contract import normalise

__all__ = ["EMBEDDERS", "CharNgramEmbedder", "NameEmbedder", "create_embedder"]


@runtime_checkable
class NameEmbedder(Protocol):
    """Maps names to unit-length float32 vectors of a fixed dimension."""

    #: Vector length; fixed for the lifetime of an index.
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray:
        """Return an (N, dim) float32 array of L2-normalised vectors (zero rows for empty names)."""
        ...


class CharNgramEmbedder:
    """Signed feature hashing of character n-grams of the normalised name.

    ``ngrams=(1, 2, 3)`` with ``dim=512`` was the best trade-off measured (see module doc);
    unigrams keep short Chinese names apart, 3-grams keep the order of "v3_final" vs "final_v3".
    Hashing uses blake2b so vectors are identical across processes and machines (Python's
    ``hash`` is salted per process and would corrupt a persisted index).
    """

    def __init__(self, *, dim: int = 512, ngrams: tuple[int, ...] = (1, 2, 3), boundary: bool = True) -> None:
        if dim < 16 or dim > 8192:
            raise ValueError(f"dim={dim!r} must lie in [16, 8192]")
        if not ngrams or any(n < 1 or n > 6 for n in ngrams):
            raise ValueError(f"ngrams={ngrams!r} must be a non-empty tuple of sizes in 1..6")
        self.dim = int(dim)
        self.ngrams = tuple(sorted(set(ngrams)))
        self.boundary = boundary
        self._cache: dict[str, tuple[int, float]] = {}

    def _slot(self, gram: str) -> tuple[int, float]:
        hit = self._cache.get(gram)
        if hit is None:
            digest = hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest()
            value = int.from_bytes(digest, "little")
            hit = (value % self.dim, 1.0 if (value >> 63) & 1 else -1.0)
            if len(self._cache) < 200_000:
                self._cache[gram] = hit
        return hit

    def embed(self, texts: list[str]) -> np.ndarray:
        """Vectors for ``texts`` (rows are unit length; an empty normalised name gives a zero row)."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            norm = normalise(text)
            if not norm:
                continue
            padded = f"^{norm}$" if self.boundary else norm
            for n in self.ngrams:
                for i in range(len(padded) - n + 1):
                    gram = padded[i : i + n]
                    if gram in ("^", "$"):
                        continue
                    slot, sign = self._slot(f"{n}:{gram}")
                    out[row, slot] += sign
            length = float(np.linalg.norm(out[row]))
            if length > 0:
                out[row] /= length
        return out


#: Config name → embedder class; a config section's keys are the constructor's kwargs.
EMBEDDERS: dict[str, type[Any]] = {"char-ngram": CharNgramEmbedder}


def create_embedder(name: str, **kwargs: Any) -> NameEmbedder:
    """Build the embedder called ``name``; unknown names fail loudly with the choices."""
    try:
        cls = EMBEDDERS[name]
    except KeyError:
        raise ValueError(
            f"locate.embedder={name!r} is not a known embedder; choose one of: {', '.join(sorted(EMBEDDERS))}"
        ) from None
    embedder: NameEmbedder = cls(**kwargs)
    return embedder
