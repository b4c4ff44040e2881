"""``PlannerServerConfig``: the validated knobs of one planner server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator, model_validator

__all__ = ["PlannerServerConfig", "split_address"]


def split_address(address: str) -> tuple[str, int]:
    """Split ``host:port`` (``[v6]:port`` too) into its parts, or raise ``ValueError``."""
    host, sep, port_text = address.rpartition(":")
    if not sep or not host or not port_text.isdigit():
        raise ValueError(f"address must look like 'host:port', got {address!r}")
    port = int(port_text)
    if not 0 <= port <= 65535:
        raise ValueError(f"address port must be 0..65535, got {port} in {address!r}")
    return host, port


class PlannerServerConfig(BaseModel):
    """Everything a :class:`cloud.server.PlannerServer` needs, validated once at the entry point.

    Unknown fields are rejected so a typo in a config file fails loudly instead of being
    silently ignored.

    Attributes:
        address: ``host:port`` to listen on; port 0 picks a free port.
        backend: name in :data:`cloud.backends.BACKENDS`.
        backend_options: constructor kwargs for the backend (a config section = kwargs).
        max_message_bytes: largest request accepted; bigger ones get ``RESOURCE_EXHAUSTED``.
        max_concurrent_rpcs: in-flight Plan calls before new ones get ``RESOURCE_EXHAUSTED``;
            ``None`` for no limit.
        backend_threads: worker threads that run the (blocking) backend and image decoding.
        metrics_port: Prometheus HTTP port (0 picks one); ``None`` disables the endpoint.
        metrics_address: interface the metrics endpoint binds to.
        max_image_pixels: largest screenshot (width × height) accepted.
        max_image_side: largest screenshot width or height accepted.
        max_ocr_lines: most OCR lines accepted in one request.
        max_text_chars: longest goal, step or OCR line accepted.
        max_history: most history entries accepted.
        max_coordinate: largest absolute coordinate accepted in boxes and screen geometry.
        max_concurrent_per_client: in-flight Plan calls one client (its token, else its
            peer address) may have before further ones get ``RESOURCE_EXHAUSTED``; ``None``
            for no limit.
        auth_tokens: accepted bearer tokens (``authorization: Bearer <token>`` metadata);
            empty disables token auth. Secret: never printed in reprs or logs.
        tls_cert_file / tls_key_file: PEM server certificate chain and key; both or neither.
            Without them the port is plaintext.
        tls_client_ca_file: PEM CA bundle; when set, clients must present a certificate it
            signed (mTLS). Needs the server certificate and key.
    """

    # hide_input_in_errors: the config carries bearer tokens, and pydantic would otherwise
    # quote them in validation errors; our own messages still name the offending value.
    model_config = ConfigDict(frozen=True, extra="forbid", hide_input_in_errors=True)

    address: str = "127.0.0.1:0"
    backend: str = "rules"
    backend_options: dict[str, Any] = Field(default_factory=dict)
    max_message_bytes: int = Field(default=8 * 1024 * 1024, ge=4096, le=1024 * 1024 * 1024)
    max_concurrent_rpcs: int | None = Field(default=256, ge=1)
    backend_threads: int = Field(default=16, ge=1, le=1024)
    metrics_port: int | None = Field(default=None, ge=0, le=65535)
    metrics_address: str = "127.0.0.1"
    max_image_pixels: int = Field(default=7680 * 4320, ge=1)
    max_image_side: int = Field(default=16384, ge=1)
    max_ocr_lines: int = Field(default=2000, ge=0)
    max_text_chars: int = Field(default=8192, ge=1)
    max_history: int = Field(default=200, ge=0)
    max_coordinate: int = Field(default=65535, ge=1)
    max_concurrent_per_client: int | None = Field(default=32, ge=1)
    auth_tokens: tuple[SecretStr, ...] = ()
    tls_cert_file: Path | None = None
    tls_key_file: Path | None = None
    tls_client_ca_file: Path | None = None

    @field_validator("auth_tokens")
    @classmethod
    def _check_tokens(cls, value: tuple[SecretStr, ...]) -> tuple[SecretStr, ...]:
        for index, token in enumerate(value):
            secret = token.get_secret_value()
            # The value itself is never echoed: it is a secret.
            if len(secret) < 16 or not secret.isprintable() or " " in secret:
                raise ValueError(
                    f"auth_tokens[{index}] must be at least 16 printable characters without spaces"
                )
        return value

    @model_validator(mode="after")
    def _check_tls(self) -> PlannerServerConfig:
        if (self.tls_cert_file is None) != (self.tls_key_file is None):
            raise ValueError("tls_cert_file and tls_key_file must be given together")
        if self.tls_client_ca_file is not None and self.tls_cert_file is None:
            raise ValueError("tls_client_ca_file (mTLS) needs tls_cert_file and tls_key_file")
        for name in ("tls_cert_file", "tls_key_file", "tls_client_ca_file"):
            path = getattr(self, name)
            if path is not None and not path.is_file():
                raise ValueError(f"{name}: no such file: {str(path)!r}")
        return self

    @property
    def tls_enabled(self) -> bool:
        """Whether the port is served over TLS."""
        return self.tls_cert_file is not None

    @field_validator("address")
    @classmethod
    def _check_address(cls, value: str) -> str:
        split_address(value)
        return value

    @field_validator("backend")
    @classmethod
    def _check_backend(cls, value: str) -> str:
        # Imported here: the table lives with the backends, and config must stay importable
        # without pulling them in at module import.
        from cloud.backends import BACKENDS

        if value not in BACKENDS:
            raise ValueError(
                f"backend {value!r} is not known; allowed choices: {', '.join(sorted(BACKENDS))}"
            )
        return value
