"""TLS options, validated the same way for every gRPC endpoint (planner and edge, server and client)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

__all__ = ["TlsClientOptions", "TlsServerOptions"]


def _check_files(options: BaseModel, names: tuple[str, ...]) -> None:
    for name in names:
        path = getattr(options, name)
        if path is not None and not Path(path).is_file():
            raise ValueError(f"{name}: no such file: {str(path)!r}")


class TlsServerOptions(BaseModel):
    """A server's certificate chain and key (both or neither), and optionally the CA of its clients (mTLS)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tls_cert_file: Path | None = None
    tls_key_file: Path | None = None
    tls_client_ca_file: Path | None = None

    @model_validator(mode="after")
    def _check_tls(self) -> TlsServerOptions:
        if (self.tls_cert_file is None) != (self.tls_key_file is None):
            raise ValueError("tls_cert_file and tls_key_file must be given together")
        if self.tls_client_ca_file is not None and self.tls_cert_file is None:
            raise ValueError("tls_client_ca_file (mTLS) needs tls_cert_file and tls_key_file")
        _check_files(self, ("tls_cert_file", "tls_key_file", "tls_client_ca_file"))
        return self

    @property
    def tls_enabled(self) -> bool:
        """Whether the port is served over TLS."""
        return self.tls_cert_file is not None


class TlsClientOptions(BaseModel):
    """A client's trust roots, optional client certificate and key (mTLS), and the name to verify."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tls: bool = False
    tls_ca_file: Path | None = None
    tls_cert_file: Path | None = None
    tls_key_file: Path | None = None
    tls_server_name: str | None = None

    @model_validator(mode="after")
    def _check_tls(self) -> TlsClientOptions:
        if (self.tls_cert_file is None) != (self.tls_key_file is None):
            raise ValueError("tls_cert_file and tls_key_file must be given together")
        _check_files(self, ("tls_ca_file", "tls_cert_file", "tls_key_file"))
        return self

    @property
    def uses_tls(self) -> bool:
        """Whether the channel is TLS (``tls``, any TLS file, or a server name to verify)."""
        return self.tls or any(p is not None for p in (self.tls_ca_file, self.tls_cert_file, self.tls_server_name))
