"""What the -w tests of fragments and tenants share: choose exchanges of a capture's main decode,
write their packets (extract.write_selected), and read the written capture back."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange
from kafkasniff.select.extract import PacketSelection, Written, write_selected
from tests.support.decode import decode, identity


@dataclass
class WrittenBack:
    chosen: list[DecodedExchange]  # by the main decode of the capture
    written: Written
    capture: bytes
    again: list[DecodedExchange]  # the written capture's decode
    counters: Counters  # of that decode


def write_and_read_back(path: Path, choose: Callable[[DecodedExchange], bool]) -> WrittenBack:
    chosen = [e for e in decode(path)[0] if choose(e)]
    selection = PacketSelection()
    for exchange in chosen:
        selection.add(exchange.exchange)
    out = io.BytesIO()
    written = write_selected([str(path)], selection, out)
    again, _, counters = decode(out.getvalue())
    return WrittenBack(chosen, written, out.getvalue(), again, counters)


def identities(exchanges: list[DecodedExchange], unzoned: bool = False) -> Counter[tuple[object, ...]]:
    """Each exchange's identity; `unzoned`: its addresses without their zone (a tenant written
    alone is the first on its addresses, so it reads plain)."""
    found: Counter[tuple[object, ...]] = Counter()
    for exchange in exchanges:
        client, server, *rest = identity(exchange)
        if unzoned:
            client, server = _unzoned(client), _unzoned(server)
        found[(client, server, *rest)] += 1
    return found


def _unzoned(endpoint: object) -> object:
    assert isinstance(endpoint, tuple)
    return str(endpoint[0]).partition("%")[0], endpoint[1]


def frames(capture: Path | bytes) -> list[bytes]:
    """A capture's packets' bytes, in capture order."""
    stream = io.BytesIO(capture) if isinstance(capture, bytes) else open(capture, "rb")  # noqa: SIM115
    with stream:
        return [packet.data for packet in read_packets(io.BufferedReader(stream), Counters())]


def in_order_within(written: list[bytes], original: list[bytes]) -> bool:
    """Whether `written` is `original` with packets left out, the rest in the same order."""
    rest = iter(original)
    return all(any(packet == other for other in rest) for packet in written)
