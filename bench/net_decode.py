#!/usr/bin/env python3
"""The cost of packets -> TCP segments (kafkasniff/net/), per link layer, in one process.

A sample's Ethernet packets are re-wrapped in each link layer the net stage reads (plain Ethernet,
a VLAN tag, Linux cooked SLL and SLL2, BSD loopback, IPv6 in Ethernet) and repeated to --packets
packets. Per form, medians of --runs runs, round-robin:
- capture: `segment_fields` over the whole capture held in memory (pcap records read too: what the
  pipeline does);
- packets: `decode_segment` over the same packets already read (the decoding alone).

    python -m bench.net_decode [--sample samples/kafka-cluster.pcap] [--packets 200000] [--runs 5]
"""

from __future__ import annotations

import argparse
import io
import statistics
import struct
import time
from collections.abc import Callable
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import Packet
from kafkasniff.net.packets import decode_segment, segment_fields

ROOT = Path(__file__).resolve().parents[1]
V6_PREFIX = bytes.fromhex("20010db8000000000000000000000000")[:12]


def _ipv6_of(frame: bytes) -> bytes:
    """The IPv4 packet of an Ethernet frame as the IPv6 packet with the same TCP segment."""
    ip = frame[14:]
    ihl, total = (ip[0] & 15) * 4, struct.unpack_from("!H", ip, 2)[0]
    tcp = ip[ihl:total]
    return struct.pack("!IHBB16s16s", 6 << 28, len(tcp), 6, 64, V6_PREFIX + ip[12:16], V6_PREFIX + ip[16:20]) + tcp


# link type, and the frame made of an Ethernet frame carrying IPv4
FORMS: dict[str, tuple[int, Callable[[bytes], bytes]]] = {
    "ethernet": (1, lambda f: f),
    "vlan": (1, lambda f: f[:12] + b"\x81\x00\x00\x64" + f[12:]),
    "sll": (113, lambda f: struct.pack("!HHH8s", 0, 772, 6, b"\x00" * 8) + f[12:]),
    "sll2": (276, lambda f: struct.pack("!HHIHBB8s", 0x0800, 0, 1, 772, 0, 6, b"\x00" * 8) + f[14:]),
    "null": (0, lambda f: struct.pack("<I", 2) + f[14:]),
    "ipv6": (1, lambda f: f[:12] + b"\x86\xdd" + _ipv6_of(f)),
}


def sample_frames(path: Path) -> list[tuple[int, bytes, int]]:
    """(ts, frame, bytes on the wire beyond the frame) of a capture's Ethernet IPv4 packets."""
    with path.open("rb") as f:
        return [(p.ts, p.data, p.wire_len - len(p.data)) for p in read_packets(f) if p.data[12:14] == b"\x08\x00"]


def packets_of(form: str, frames: list[tuple[int, bytes, int]], count: int) -> list[Packet]:
    linktype, wrap = FORMS[form]
    wrapped = [(ts, wrap(frame), cut) for ts, frame, cut in frames]
    repeated = (wrapped * (count // len(wrapped) + 1))[:count]
    return [Packet(ts, linktype, data, len(data) + cut) for ts, data, cut in repeated]


def pcap_of(packets: list[Packet]) -> bytes:
    out = [struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 262144, packets[0].linktype)]
    for p in packets:
        sec, ns = divmod(p.ts, 1_000_000_000)
        out.append(struct.pack("<IIII", sec, ns, len(p.data), p.wire_len) + p.data)
    return b"".join(out)


def time_capture(data: bytes) -> float:
    counters = Counters()
    started = time.process_time()
    for _ in segment_fields(read_packets(io.BufferedReader(io.BytesIO(data)), counters), counters):
        pass
    return time.process_time() - started


def time_packets(packets: list[Packet]) -> float:
    counters = Counters()
    started = time.process_time()
    for packet in packets:
        counters.packets += 1
        decode_segment(packet, counters)
    return time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=Path, default=ROOT / "samples" / "kafka-cluster.pcap")
    parser.add_argument("--packets", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--forms", nargs="+", default=list(FORMS), choices=list(FORMS))
    args = parser.parse_args()
    frames = sample_frames(args.sample)
    packets = {form: packets_of(form, frames, args.packets) for form in args.forms}
    captures = {form: pcap_of(packets[form]) for form in args.forms}
    times: dict[str, tuple[list[float], list[float]]] = {form: ([], []) for form in args.forms}
    for _ in range(args.runs):
        for form in args.forms:
            times[form][0].append(time_capture(captures[form]))
            times[form][1].append(time_packets(packets[form]))
    print(f"{args.packets} packets of {args.sample.name}, medians of {args.runs} runs\n")
    print("| form | capture s | ns/packet | packets s | ns/packet |")
    print("|---|---:|---:|---:|---:|")
    for form, (capture, decode) in times.items():
        per = [statistics.median(t) for t in (capture, decode)]
        cells = " | ".join(f"{t:.3f} | {t / args.packets * 1e9:.0f}" for t in per)
        print(f"| {form} | {cells} |")


if __name__ == "__main__":
    main()
