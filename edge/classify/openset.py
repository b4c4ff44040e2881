"""Unknown-state scores over the classifier's embedding and logits (numpy only).

Four candidates, fitted on the training embeddings and compared in ``bench/classifier_bench.py``:

* ``prototype``: 1 − the best cosine similarity to a class prototype (mean unit embedding);
* ``energy``: −logsumexp of the screen head's logits (low energy = in distribution; the artifact
  names the head, ``unknown.logits_head``);
* ``mahalanobis``: the smallest Mahalanobis distance to a class mean with a shared, shrunk covariance;
* ``knn``: the cosine distance to the nearest reference embedding (what the sqlite-vec index answers).

The embedding is the pre-ReLU output of the embedding layer (the ReLU zeroes dimensions an
unknown screen would otherwise differ in), and the kNN reference set is the train *and* val
variations; the threshold comes from val frames scored against the references of every
*other* variation (:func:`leave_one_variation_out`), so it is still a held-out distance.

Every score is "higher = less like anything trained on"; the threshold is calibrated elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

METHODS = ("prototype", "energy", "mahalanobis", "knn")
# k=1: rare states (the file chooser, the toast) have few training frames per variation,
# so the k-th neighbour for k>1 is often another state (measured: AUROC 0.996 at k=1, 0.974 at k=3).
KNN_K = 1


def _unit(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-8)
    return out


@dataclass(frozen=True)
class OpenSetModel:
    """Fitted parameters of every unknown score (arrays small enough to ship in the artifact)."""

    prototypes: np.ndarray  # C x D, unit rows
    means: np.ndarray  # C x D
    precision: np.ndarray  # D x D
    # N x D unit rows, the kNN reference set. Shipped once, in the artifact's sqlite-vec
    # index (embeddings.sqlite), and read from there at load time; not part of to_arrays().
    train_unit: np.ndarray | None = None

    @classmethod
    def fit(cls, embeddings: np.ndarray, classes: np.ndarray, shrinkage: float = 0.1) -> OpenSetModel:
        """Fit on training embeddings (N x D) and their joint class ids (N)."""
        emb = embeddings.astype(np.float64)
        ids = np.unique(classes)
        means = np.stack([emb[classes == c].mean(axis=0) for c in ids])
        prototypes = _unit(np.stack([_unit(emb[classes == c]).mean(axis=0) for c in ids]))
        centred = emb - means[np.searchsorted(ids, classes)]
        cov = centred.T @ centred / max(len(emb) - 1, 1)
        # Shrink towards a scaled identity: D is not small next to N, and the covariance must invert.
        cov = (1 - shrinkage) * cov + shrinkage * np.trace(cov) / cov.shape[0] * np.eye(cov.shape[0])
        precision = np.linalg.inv(cov)
        return cls(
            prototypes.astype(np.float32),
            means.astype(np.float32),
            precision.astype(np.float32),
            _unit(emb).astype(np.float32),
        )

    def to_arrays(self) -> dict[str, np.ndarray]:
        return {"prototypes": self.prototypes, "means": self.means, "precision": self.precision}

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], train_unit: np.ndarray | None = None) -> OpenSetModel:
        return cls(arrays["prototypes"], arrays["means"], arrays["precision"], train_unit)

    def score(self, method: str, embeddings: np.ndarray, screen_logits: np.ndarray | None = None) -> np.ndarray:
        """Unknown scores (N) for embeddings (N x D); ``energy`` also needs the screen head's logits (N x C)."""
        emb = np.atleast_2d(embeddings).astype(np.float32)
        scores: np.ndarray
        if method == "prototype":
            scores = 1.0 - (_unit(emb) @ self.prototypes.T).max(axis=1)
        elif method == "energy":
            if screen_logits is None:
                raise ValueError("the energy score needs the screen head's logits")
            z = np.atleast_2d(screen_logits).astype(np.float64)
            m = z.max(axis=1, keepdims=True)
            scores = -(m[:, 0] + np.log(np.exp(z - m).sum(axis=1)))
        elif method == "mahalanobis":
            d = emb[:, None, :] - self.means[None]
            scores = np.sqrt(np.einsum("ncd,de,nce->nc", d, self.precision, d).min(axis=1))
        elif method == "knn":
            if self.train_unit is None:
                raise ValueError("the knn score needs the training embeddings (train_unit)")
            sims = _unit(emb) @ self.train_unit.T
            k = min(KNN_K, sims.shape[1])
            scores = 1.0 - np.sort(sims, axis=1)[:, -k]
        else:
            raise ValueError(f"unknown-score method {method!r} is not one of {METHODS}")
        return scores


def leave_one_variation_out(
    reference: np.ndarray, reference_groups: np.ndarray, queries: np.ndarray, query_groups: np.ndarray
) -> np.ndarray:
    """kNN (k=1, cosine) distance of each query to the references not from its own variation.

    Used to calibrate the threshold when the calibration frames are themselves in the
    reference set: a frame's own variation is excluded, as a never-captured variation would be.
    """
    sims = _unit(np.atleast_2d(queries).astype(np.float32)) @ _unit(reference.astype(np.float32)).T
    sims = np.where(np.asarray(query_groups)[:, None] == np.asarray(reference_groups)[None, :], -np.inf, sims)
    distances: np.ndarray = 1.0 - sims.max(axis=1)
    return distances


def auroc(known: np.ndarray, unknown: np.ndarray) -> float:
    """P(score of an unknown > score of a known), ties half (Mann–Whitney)."""
    if len(known) == 0 or len(unknown) == 0:
        return float("nan")
    allv = np.concatenate([known, unknown])
    order = allv.argsort(kind="mergesort")
    ranks = np.empty(len(allv))
    ranks[order] = np.arange(1, len(allv) + 1)
    for v in np.unique(allv):  # average ranks of ties
        m = allv == v
        if m.sum() > 1:
            ranks[m] = ranks[m].mean()
    r_unknown = ranks[len(known) :].sum()
    return float((r_unknown - len(unknown) * (len(unknown) + 1) / 2) / (len(known) * len(unknown)))
