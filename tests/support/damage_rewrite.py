"""A real capture damaged the two ways field captures are, each packet's time stamp and bytes kept
as read (written back with the project's capture writer):

- `requests_cut`: the packets to the broker cut to a snap length, as a capture with that snaplen
  cuts a long request while its short response stays whole (only one direction is cut, so the
  responses are whole whatever their size: the truth to compare with);
- `without_packets`: packets left out, as `editcap in out N...` leaves them out (1 for the first).
"""

from __future__ import annotations

import io
import json
import struct
from collections.abc import Callable, Iterator
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import Packet
from kafkasniff.net.packets import ip_offset
from kafkasniff.select.capture_writer import CaptureWriter

TCP = 6


def packets(source: Path) -> Iterator[Packet]:
    with open(source, "rb") as stream:
        yield from read_packets(io.BufferedReader(stream), Counters())


def tcp_segment(packet: Packet) -> tuple[int, int, int] | None:
    """The TCP source and destination ports and payload length (on the wire) of an IPv4 or IPv6
    packet (no extension headers)."""
    at = ip_offset(packet.linktype, packet.data)
    if at is None:
        return None
    ip = packet.data[at:]
    if ip[0] >> 4 == 4:
        protocol, header, total = ip[9], (ip[0] & 0x0F) * 4, struct.unpack_from("!H", ip, 2)[0]
    else:
        protocol, header, total = ip[6], 40, 40 + struct.unpack_from("!H", ip, 4)[0]
    if protocol != TCP or len(ip) < header + 13:
        return None
    sport, dport = struct.unpack_from("!HH", ip, header)
    return sport, dport, total - header - (ip[header + 12] >> 4) * 4


def tcp_ports(packet: Packet) -> tuple[int, int] | None:
    segment = tcp_segment(packet)
    return None if segment is None else segment[:2]


def rewritten(source: Path, change: Callable[[int, Packet], Packet | None]) -> bytes:
    """The capture with each packet (numbered from 1) changed or left out (None)."""
    out = io.BytesIO()
    writer = CaptureWriter(out)
    for number, packet in enumerate(packets(source), 1):
        kept = change(number, packet)
        if kept is not None:
            writer.write(kept.ts, kept.linktype, kept.data, kept.wire_len)
    writer.finish()
    return out.getvalue()


def requests_cut(source: Path, snaplen: int, broker_port: int) -> bytes:
    """Every packet to `broker_port` captured to its first `snaplen` bytes."""

    def cut(_: int, packet: Packet) -> Packet:
        ports = tcp_ports(packet)
        if ports is None or ports[1] != broker_port or len(packet.data) <= snaplen:
            return packet
        return Packet(packet.ts, packet.linktype, packet.data[:snaplen], packet.wire_len)

    return rewritten(source, cut)


def without_packets(source: Path, *numbers: int) -> bytes:
    return rewritten(source, lambda n, packet: None if n in numbers else packet)


# -- the reproductions of issue 47's damaged captures, from the samples ---------------------------

SNAPLEN_SAMPLE, SNAPLEN = "sarama-stale-commit-kafka", 150  # cuts every Produce and OffsetCommit request
LOST_SAMPLE = "tls-confluent.plain"  # a Produce request in three segments (and a fourth it shares)


def snaplen_cut(samples: Path) -> bytes:
    """The sarama incident with every request to its broker captured to 150 bytes: its Produce
    and OffsetCommit requests lose their records and offsets; the responses stay whole."""
    source = samples / f"{SNAPLEN_SAMPLE}.pcap"
    broker = json.loads((samples / f"{SNAPLEN_SAMPLE}.facts.json").read_text())["broker"]
    return requests_cut(source, SNAPLEN, int(broker.rpartition(":")[2]))


def lost_segment(samples: Path, spanning: tuple[int, int], with_its_ack: bool = False) -> bytes:
    """The sample without a packet inside a request: the first of its flow after the packet
    numbered spanning[0] and before spanning[1] (a request's first and last packets). And
    `with_its_ack`, the bare ACK the broker sent after the request's last packet: the broker's
    next packet (its response) is then the first to acknowledge the lost bytes."""
    source = samples / f"{LOST_SAMPLE}.pcap"
    first, last = spanning
    numbered = list(enumerate(packets(source), 1))
    flow = tcp_ports(numbered[first - 1][1])
    assert flow is not None
    middle = next(n for n, packet in numbered[first : last - 1] if tcp_ports(packet) == flow)
    if not with_its_ack:
        return without_packets(source, middle)
    ack = next(n for n, packet in numbered[last:] if tcp_segment(packet) == (flow[1], flow[0], 0))
    return without_packets(source, middle, ack)
