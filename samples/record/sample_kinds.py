"""The kinds of sample the recorder makes: declared here so that a scenario module can declare its
own catalogue entries (catalogue.py gathers them) without importing the catalogue."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.sent import Facts


@dataclass(frozen=True)
class KafkaSample:
    name: str
    # The port of the committed capture: used again only with --keep-ports; fresh recordings take a
    # free port (0: the mock cluster always chooses its own).
    recorded_port: int
    description: str
    scenario: Callable[[int, Wire], Facts]  # (broker port, the capture so far) -> facts
    mock: bool = False  # librdkafka's mock cluster instead of tansu
    # Adds to the facts what only the finished capture can tell (pcap, port, facts).
    finish: Callable[[Path, int, Facts], None] | None = None
    # A broker of its own (e.g. the mock cluster with broker settings through its C API): it chooses its port.
    broker: Callable[[], contextlib.AbstractContextManager[Endpoint]] | None = None


@dataclass(frozen=True)
class MongoSample:
    name: str
    recorded_port: int
    description: str
    make: Callable[[Path, int | None, Path], Facts]  # (pcap to write, port or None, output folder) -> facts


@dataclass(frozen=True)
class OwnCaptureSample:
    """A sample that makes its own capture (its own broker, tcpdumps and network namespace): the
    shared capture refuses kernel drops, and its tshark facts would enlist it in exact checks."""

    name: str
    description: str
    record: Callable[[Path], int]  # (output folder) -> exit status
