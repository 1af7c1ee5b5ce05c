"""What the net tests build packets from: a real segment's IP packet, and one packet's decode."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import Packet, Segment
from kafkasniff.net.packets import decode_segment
from tests.support import captures as cap

SEG = next(s for s in cap.load_segments(cap.sample_path("confluent")) if s.payload)
IPV4 = cap.ip_bytes(SEG)
IPV6 = cap.ip_bytes(cap.to_ipv6([SEG])[0])
ETHERNET_ADDRESSES = b"\x02" * 6 + b"\x04" * 6


def decode(linktype: int, frame: bytes) -> tuple[Segment | None, Counters]:
    """The segment of one packet, captured whole, as a capture's first packet, and what it counted."""
    counters = Counters(packets=1)
    return decode_segment(Packet(SEG.ts, linktype, frame, len(frame)), counters), counters


def segment_of(linktype: int, frame: bytes) -> Segment | None:
    return decode(linktype, frame)[0]


def counted(linktype: int, frame: bytes) -> str:
    """The one Counters field a packet without a segment is counted in."""
    segment, counters = decode(linktype, frame)
    assert segment is None
    fields = {"packets_not_tcp": counters.packets_not_tcp, "packets_undecodable": counters.packets_undecodable}
    assert sorted(fields.values()) == [0, 1]
    return max(fields, key=fields.__getitem__)
