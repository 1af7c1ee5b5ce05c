"""A length prefix damaged into a larger, still plausible size (one byte changed in a real
capture): the frame is cut where the next message begins, every later exchange of the connection
decodes as in the original, and the damaged one says its prefix disagreed. Both directions: a
request is recognised by the key that follows the one being collected, a response by a key the
client is waiting for."""

from __future__ import annotations

import json
import struct
from collections import Counter
from dataclasses import replace

import pytest

from kafkasniff.model import DecodedExchange
from tests.support import captures as cap
from tests.support.decode import decode, identity

SAMPLE = "mixed-load"


@pytest.fixture(scope="module")
def original() -> tuple[list[cap.Seg], list[DecodedExchange], int]:
    segs = cap.load_segments(cap.sample_path(SAMPLE))
    exchanges, _, _ = decode(cap.pcap_bytes(segs))
    port = json.loads(cap.sample_path(SAMPLE).with_suffix(".facts.json").read_text())["port"]
    return segs, exchanges, port


def frame_starts(segs: list[cap.Seg], exchanges: list[DecodedExchange], broker: int, from_client: bool) -> list[int]:
    """Indexes of segments that begin a frame of the given direction, read off the decode, and
    followed by another such segment of their connection (the last frame of a connection has no
    next message to find: it ends as a truncated frame)."""
    frames = [(e.exchange.conn.client[1], f) for e in exchanges for f in (e.exchange.request, e.exchange.response)]
    sizes = {(port, f.size) for port, f in frames if f is not None and f.from_client == from_client}
    starts = []
    for i, s in enumerate(segs):
        client_port = s.sport if from_client else s.dport
        if (s.dport if from_client else s.sport) != broker or len(s.payload) < 8:
            continue
        if (client_port, struct.unpack(">i", s.payload[:4])[0] + 4) in sizes:
            starts.append(i)
    flows = [(segs[i].sport, segs[i].dport) for i in starts]
    return [i for n, i in enumerate(starts) if flows[n] in flows[n + 1 :]]


@pytest.mark.parametrize("from_client", [True, False], ids=["request", "response"])
@pytest.mark.parametrize("which", [10, 40, 100])
def test_a_damaged_length_prefix_costs_no_other_exchange(original, from_client: bool, which: int):
    segs, exchanges, port = original
    starts = frame_starts(segs, exchanges, port, from_client)
    index = starts[which % len(starts)]
    payload = bytearray(segs[index].payload)
    payload[1] ^= 0x5A  # the frame now claims about 5.9 MB more
    damaged = list(segs)
    damaged[index] = replace(segs[index], payload=bytes(payload))

    result, notices, counters = decode(cap.pcap_bytes(damaged))
    assert Counter(map(identity, result)) == Counter(map(identity, exchanges))
    assert counters.resyncs == 1 and counters.bytes_skipped == 0
    [flagged] = [e for e in result if e.warnings]
    [warning] = flagged.warnings
    assert warning.kind == "malformed" and warning.offset == 0 and "length prefix says" in warning.message
    assert [n.kind for n in notices if n.kind == "bad-length"] == ["bad-length"]


def test_a_length_prefix_damaged_past_the_buffer_cap_loses_only_its_own_frame(original):
    """The frame then claims more than the buffer cap: its head is kept and the rest skipped, and
    the skipping stops where the next message begins, not at the damaged length (which would
    swallow every later response of the connection). Here the 1.1 MB Fetch response, made to
    claim 134 MB more."""
    segs, exchanges, port = original
    starts = frame_starts(segs, exchanges, port, False)
    [index] = [i for i in starts if struct.unpack(">i", segs[i].payload[:4])[0] + 4 > 1_000_000]
    payload = bytearray(segs[index].payload)
    payload[0] ^= 0x08
    damaged = list(segs)
    damaged[index] = replace(segs[index], payload=bytes(payload))

    result, notices, counters = decode(cap.pcap_bytes(damaged))
    [cut] = [e for e in result if e.exchange.response is not None and e.exchange.response.lost]
    assert cut.exchange.response.size == 1110004 and len(cut.exchange.response.data) == 64 * 1024
    assert Counter(map(identity, (e for e in result if e is not cut))) == Counter(
        map(identity, (e for e in exchanges if e.exchange.response is None or e.exchange.response.size != 1110004))
    )
    assert [n.kind for n in notices if n.kind in ("oversize", "bad-length")] == ["oversize", "bad-length"]
    assert counters.resyncs == 1
