"""Run the pipeline in-process on a capture file or bytes."""

from __future__ import annotations

import io
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange, Notice
from kafkasniff.pipeline.wiring import Options, decoded


def decode(
    source: Path | bytes, options: Options | None = None
) -> tuple[list[DecodedExchange], list[Notice], Counters]:
    counters = Counters()
    options = options or Options()
    stream = io.BufferedReader(io.BytesIO(source)) if isinstance(source, bytes) else open(source, "rb")  # noqa: SIM115
    with stream:
        items = list(decoded(read_packets(stream, counters, options.keys.add_text), counters, options))
    exchanges = [i for i in items if isinstance(i, DecodedExchange)]
    notices = [i for i in items if isinstance(i, Notice)]
    return exchanges, notices, counters


def identity(item: DecodedExchange) -> tuple[object, ...]:
    """What makes an exchange the same exchange across variants of one capture."""
    f = item.fields
    return (item.exchange.conn.client, item.exchange.conn.server, f["api_key"], f["api_version"],
            f["correlation_id"], f["client_id"], item.exchange.status)  # fmt: skip
