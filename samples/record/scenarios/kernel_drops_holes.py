"""What the kernel-drops capture lacks, measured against the reference capture of the same traffic
by TCP sequence numbers and Kafka length prefixes alone (not by kafkasniff's decoder): the packets
and bytes missing, and per exchange whether its request and its response reached the capture whole."""

from __future__ import annotations

import struct
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from samples.record.sent import Facts

if TYPE_CHECKING:
    from tests.support.captures import Seg

FIN, SYN = 0x01, 0x02
Flow = tuple[int, int]  # (source port, destination port): one loopback address, one capture


@dataclass(frozen=True)
class Direction:
    """One direction of a connection: its bytes (from the reference) and which of them the sample holds."""

    data: bytes
    captured: bytearray  # 1 per byte the sample capture holds
    seen_to_end: bool  # the sample holds the last byte or the FIN after it: every hole has an end

    def frames(self, key_at: int) -> dict[int, bool]:
        """Correlation id -> whether its whole frame is in the sample (key_at: the id's offset in a frame)."""
        whole: dict[int, bool] = {}
        at = 0
        while at + key_at + 4 <= len(self.data):
            size = 4 + struct.unpack_from(">i", self.data, at)[0]
            whole[struct.unpack_from(">i", self.data, at + key_at)[0]] = all(self.captured[at : at + size])
            at += size
        if at != len(self.data):
            raise RuntimeError(f"the reference's frames end at {at} of {len(self.data)} bytes")
        return whole

    def holes(self) -> list[tuple[int, int]]:
        """[start, end) of each run of bytes the sample lacks."""
        runs: list[tuple[int, int]] = []
        for at, have in enumerate(self.captured):
            if have:
                continue
            if runs and runs[-1][1] == at:
                runs[-1] = (runs[-1][0], at + 1)
            else:
                runs.append((at, at + 1))
        return runs


def flows(pcap: Path) -> dict[Flow, list[Seg]]:
    from tests.support.captures import load_segments

    by_flow: dict[Flow, list[Seg]] = {}
    for seg in load_segments(pcap):
        by_flow.setdefault((seg.sport, seg.dport), []).append(seg)
    return by_flow


def direction(reference: list[Seg], sample: list[Seg]) -> Direction:
    """The payload of a flow as the reference holds it, and which bytes of it the sample holds too."""
    (isn,) = {seg.seq for seg in reference if seg.flags & SYN}
    offset = lambda seg: (seg.seq - isn - 1) % (1 << 32)  # noqa: E731
    data = bytearray()
    for seg in sorted((s for s in reference if s.payload), key=offset):
        at = offset(seg)
        if at > len(data):
            raise RuntimeError(f"the reference lacks bytes {len(data)} to {at} of a flow")
        data[at : at + len(seg.payload)] = seg.payload
    captured = bytearray(len(data))
    for seg in sample:
        if seg.payload:
            captured[offset(seg) : offset(seg) + len(seg.payload)] = b"\1" * len(seg.payload)
    fin = any(seg.flags & FIN and offset(seg) == len(data) for seg in sample)
    return Direction(bytes(data), captured, not data or bool(captured[-1]) or fin)


def holes_facts(reference_pcap: Path, sample_pcap: Path, port: int) -> Facts:
    """Bytes and holes missing per direction; exchanges intact, with their request or response (or both)
    hit by a hole (a byte of it missing), or never answered on the wire."""
    reference, sample = flows(reference_pcap), flows(sample_pcap)
    missing: Counter[str] = Counter()
    holes: Counter[str] = Counter()
    inside: Counter[str] = Counter()
    exchanges: Counter[str] = Counter()
    for (client, server), segs in sorted(reference.items()):
        if server != port:
            continue
        up = direction(segs, sample.get((client, server), []))
        down = direction(reference[(server, client)], sample.get((server, client), []))
        for name, way in (("to_broker", up), ("from_broker", down)):
            if not way.seen_to_end:
                raise RuntimeError(f"the last bytes {name} of :{client} fell into a hole: no later packet shows it")
            runs = way.holes()
            missing[name] += sum(end - start for start, end in runs)
            holes[name] += len(runs)
            starts = frame_starts(way.data)
            inside[name] += sum(end not in starts for _, end in runs)
        requests, responses = up.frames(8), down.frames(4)
        if set(responses) - set(requests):
            raise RuntimeError(f":{client}: responses to requests the reference does not hold")
        for key, request_whole in requests.items():
            exchanges[exchange_kind(request_whole, responses.get(key))] += 1
    return {
        "bytes_missing": dict(sorted(missing.items())),
        "holes": dict(sorted(holes.items())),
        "holes_ending_inside_a_frame": dict(sorted(inside.items())),
        "exchanges": exchanges.total(),
        **{kind: exchanges[kind] for kind in ("intact", "request_hit", "response_hit", "both_hit", "never_answered")},
    }


def frame_starts(data: bytes) -> set[int]:
    starts, at = set(), 0
    while at < len(data):
        starts.add(at)
        at += 4 + struct.unpack_from(">i", data, at)[0]
    return starts | {len(data)}


def exchange_kind(request_whole: bool, response_whole: bool | None) -> str:
    """None: the broker sent no response (the connection closed first)."""
    if response_whole is None:
        return "never_answered"
    if request_whole and response_whole:
        return "intact"
    if response_whole:
        return "request_hit"
    return "response_hit" if request_whole else "both_hit"
