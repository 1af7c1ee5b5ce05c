"""A leg as the scenarios see it while it runs, and the backends behind the front."""

from __future__ import annotations

import contextlib
import ssl
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from samples.record.brokers import tansu
from samples.record.tls.suites import Leg, client_context

TLS_HOST = "127.0.0.1"  # where the fronts listen


@dataclass(frozen=True)
class Backend:
    """A running backend on its plain port; handle is what the scenario needs of it (mockupdb's script)."""

    port: int
    software: str
    handle: Any = None


@dataclass(frozen=True)
class LegRun:
    leg: Leg
    number: int
    tls_port: int
    plain_port: int
    keylog: Path  # the sample's key log: Python clients append to it
    backend: Backend

    def client_context(self, sni: str) -> ssl.SSLContext:
        """A Python client's TLS context for this leg, sending sni and writing the key log."""
        return client_context(self.leg, self.keylog, sni)


@contextlib.contextmanager
def tansu_behind_front(tls_port: int, log: Path, host: str = TLS_HOST) -> Iterator[Backend]:
    """tansu on a plain port of its own, advertising the front's TLS port: clients reconnect through the front."""
    with tansu(None, log, f"{host}:{tls_port}") as endpoint:
        yield Backend(endpoint.port, endpoint.software)
