"""What a finished capture holds of the KIP-848 and KIP-932 group protocols, read by a decoder of its
own: tshark 4.0 does not know ConsumerGroupHeartbeat (68), ShareGroupHeartbeat (76), ShareFetch (78)
nor ShareAcknowledge (79), and the project's dissectors are what these facts check.

Deliberately small: pcap (Ethernet or Linux cooked, IPv4) to TCP byte streams, Kafka frames, request
headers, and the bodies of the two heartbeat apis (field layout from Apache Kafka's message
definitions: ConsumerGroupHeartbeat v0-v1, ConsumerGroupDescribe v0, ShareGroupHeartbeat v0-v1,
OffsetCommit v8+, all flexible).
"""

from __future__ import annotations

import bisect
import struct
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from samples.record.sent import Facts

CONSUMER_GROUP_HEARTBEAT, CONSUMER_GROUP_DESCRIBE, SHARE_GROUP_HEARTBEAT, OFFSET_COMMIT = 68, 69, 76, 8
LINK_HEADER = {1: 14, 113: 16, 0: 4, 101: 0}  # Ethernet, Linux cooked, BSD loopback, raw IP


def tcp_segments(pcap: Path) -> list[tuple[int, int, int, bytes]]:
    """(source port, destination port, sequence number, payload) of each IPv4 TCP segment, in
    capture order (the index in this list is the segment's packet order among TCP packets)."""
    data = pcap.read_bytes()
    order = "<" if data[:4] in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") else ">"
    link = struct.unpack_from(order + "I", data, 20)[0]
    skip = LINK_HEADER[link]
    out, pos = [], 24
    while pos + 16 <= len(data):
        captured = struct.unpack_from(order + "I", data, pos + 8)[0]
        if pos + 16 + captured > len(data):
            break  # a capture still being written ends in a partial packet
        ip = data[pos + 16 + skip : pos + 16 + captured]
        pos += 16 + captured
        if len(ip) < 20 or ip[0] >> 4 != 4 or ip[9] != 6:
            continue
        header, total = (ip[0] & 15) * 4, struct.unpack_from("!H", ip, 2)[0]
        tcp = ip[header:total]
        sport, dport, seq = struct.unpack_from("!HHI", tcp)
        out.append((sport, dport, seq, tcp[(tcp[12] >> 4) * 4 :]))
    return out


@dataclass
class Stream:
    data: bytes
    starts: list[tuple[int, int]]  # (offset in data, index of the segment that brought it), ascending

    def segment_at(self, offset: int) -> int:
        """The capture position of the segment that carried the byte at offset."""
        return self.starts[bisect.bisect_right(self.starts, (offset, 1 << 62)) - 1][1]


def streams(pcap: Path) -> dict[tuple[int, int], Stream]:
    """(source port, destination port) -> the bytes that flowed that way, in sequence order."""
    pieces: dict[tuple[int, int], dict[int, tuple[int, bytes]]] = {}
    for index, (sport, dport, seq, payload) in enumerate(tcp_segments(pcap)):
        if payload:
            pieces.setdefault((sport, dport), {}).setdefault(seq, (index, payload))
    joined = {}
    for flow, by_seq in pieces.items():
        first = min(by_seq)  # no wrap-around in captures this short
        buf = bytearray()
        starts = []
        for seq in sorted(by_seq):
            offset = (seq - first) & 0xFFFFFFFF
            index, chunk = by_seq[seq]
            if offset + len(chunk) > len(buf):
                starts.append((len(buf), index))
                buf.extend(chunk[max(0, len(buf) - offset) :])
        joined[flow] = Stream(bytes(buf), starts)
    return joined


def frames(stream: Stream) -> list[tuple[int, bytes]]:
    """Each Kafka frame (size prefix removed) with the capture position of its first segment."""
    out, pos, data = [], 0, stream.data
    while pos + 4 <= len(data):
        size = struct.unpack_from("!i", data, pos)[0]
        if size < 0 or pos + 4 + size > len(data):
            break
        out.append((stream.segment_at(pos), data[pos + 4 : pos + 4 + size]))
        pos += 4 + size
    return out


class Reader:
    """Kafka's flexible-version primitives over one frame."""

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data, self.pos = data, pos

    def take(self, fmt: str) -> Any:
        value = struct.unpack_from("!" + fmt, self.data, self.pos)[0]
        self.pos += struct.calcsize(fmt)
        return value

    def uvarint(self) -> int:
        value = shift = 0
        while True:
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return value

    def compact_string(self) -> str | None:
        size = self.uvarint()
        if size == 0:
            return None
        text = self.data[self.pos : self.pos + size - 1].decode()
        self.pos += size - 1
        return text

    def compact_array(self, element: Any) -> list[Any] | None:
        count = self.uvarint()
        return None if count == 0 else [element() for _ in range(count - 1)]

    def tags(self) -> None:
        for _ in range(self.uvarint()):
            self.uvarint()
            self.pos += self.uvarint()

    def uuid(self) -> str:
        value = self.data[self.pos : self.pos + 16].hex()
        self.pos += 16
        return value

    def topic_partitions(self) -> list[Any] | None:
        def one() -> list[Any]:
            topic = self.uuid()
            parts = self.compact_array(lambda: self.take("i"))
            self.tags()
            return [topic, sorted(parts or [])]

        return self.compact_array(one)


@dataclass
class Exchange:
    client_port: int
    correlation_id: int
    api_key: int
    api_version: int
    client_id: str | None
    request: bytes
    response: bytes | None
    order: int  # capture position of the segment the request started in


def exchanges(pcap: Path, port: int) -> list[Exchange]:
    """Every request to port with its response (paired by connection and correlation id)."""
    flows = streams(pcap)
    found: dict[tuple[int, int], Exchange] = {}
    for (sport, dport), stream in flows.items():
        if dport != port:
            continue
        for n, frame in frames(stream):
            key, version, correlation, id_size = struct.unpack_from("!hhih", frame)
            client_id = frame[10 : 10 + id_size].decode() if id_size >= 0 else None
            found[(sport, correlation)] = Exchange(sport, correlation, key, version, client_id, frame, None, n)
    for (sport, dport), stream in flows.items():
        if sport != port:
            continue
        for _, frame in frames(stream):
            exchange = found.get((dport, struct.unpack_from("!i", frame)[0]))
            if exchange is not None:
                exchange.response = frame
    return sorted(found.values(), key=lambda e: e.order)


def request_body(exchange: Exchange) -> Reader:
    """After a v2 request header (flexible: the client id, then tagged fields)."""
    id_size = struct.unpack_from("!h", exchange.request, 8)[0]
    reader = Reader(exchange.request, 10 + max(id_size, 0))
    reader.tags()
    return reader


def response_body(exchange: Exchange) -> Reader:
    """After a v1 response header (the correlation id, then tagged fields)."""
    assert exchange.response is not None
    reader = Reader(exchange.response, 4)
    reader.tags()
    return reader


def heartbeat(exchange: Exchange) -> Facts:
    """A ConsumerGroupHeartbeat or ShareGroupHeartbeat exchange, request and response fields."""
    consumer = exchange.api_key == CONSUMER_GROUP_HEARTBEAT
    r = request_body(exchange)
    sent: Facts = {"group_id": r.compact_string(), "member_id": r.compact_string(), "member_epoch": r.take("i")}
    if consumer:
        sent["instance_id"] = r.compact_string()
    sent["rack_id"] = r.compact_string()
    if consumer:
        sent["rebalance_timeout_ms"] = r.take("i")
    sent["subscribed_topic_names"] = r.compact_array(r.compact_string)
    if consumer:
        if exchange.api_version >= 1:
            sent["subscribed_topic_regex"] = r.compact_string()
        sent["server_assignor"] = r.compact_string()
        sent["topic_partitions"] = r.topic_partitions()
    r.tags()
    out: Facts = {"client_id": exchange.client_id, "client_port": exchange.client_port,
                  "correlation_id": exchange.correlation_id, "api_version": exchange.api_version,
                  "request": sent, "request_trailing_bytes": len(exchange.request) - r.pos,
                  "response": None, "response_trailing_bytes": None}  # fmt: skip
    if exchange.response is not None:
        a = response_body(exchange)
        answer: Facts = {"throttle_time_ms": a.take("i"), "error_code": a.take("h"),
                         "error_message": a.compact_string(), "member_id": a.compact_string(),
                         "member_epoch": a.take("i"), "heartbeat_interval_ms": a.take("i")}  # fmt: skip
        present = a.take("b")
        answer["assignment"] = None
        if present >= 0:
            answer["assignment"] = a.topic_partitions()
            a.tags()
        a.tags()
        out["response"] = answer
        # Bytes after the body's last tagged fields (librdkafka's mock writes one more empty tag
        # section into its ShareGroupHeartbeat responses).
        out["response_trailing_bytes"] = len(exchange.response) - a.pos
    return out


def offset_commit(exchange: Exchange) -> Facts:
    """An OffsetCommit v8+ (flexible) exchange: who committed what, with which epoch, and the answers."""
    r = request_body(exchange)
    group, epoch, member, instance = r.compact_string(), r.take("i"), r.compact_string(), r.compact_string()

    def partition() -> list[Any]:
        index, offset, leader_epoch, metadata = r.take("i"), r.take("q"), r.take("i"), r.compact_string()
        r.tags()
        return [index, offset, leader_epoch, metadata]

    def topic() -> list[Any]:
        name, parts = r.compact_string(), r.compact_array(partition)
        r.tags()
        return [name, parts or []]

    offsets = {f"{name}/{p[0]}": p[1] for name, parts in r.compact_array(topic) or [] for p in parts}
    errors: dict[str, int] | None = None
    if exchange.response is not None:
        a = response_body(exchange)
        a.take("i")

        def answer() -> list[Any]:
            index, error = a.take("i"), a.take("h")
            a.tags()
            return [index, error]

        def answered_topic() -> list[Any]:
            name, parts = a.compact_string(), a.compact_array(answer)
            a.tags()
            return [name, parts or []]

        errors = {f"{name}/{i}": e for name, parts in a.compact_array(answered_topic) or [] for i, e in parts}
    return {"client_id": exchange.client_id, "client_port": exchange.client_port,
            "correlation_id": exchange.correlation_id, "api_version": exchange.api_version, "group_id": group,
            "generation_id_or_member_epoch": epoch, "member_id": member, "group_instance_id": instance,
            "offsets": offsets, "errors": errors}  # fmt: skip


def consumer_group_describe(exchange: Exchange) -> Facts:
    """A ConsumerGroupDescribe v0 exchange: the groups asked for and each group's answer."""
    r = request_body(exchange)
    asked = r.compact_array(r.compact_string)
    include_operations = bool(r.take("b"))
    groups = None
    if exchange.response is not None:
        a = response_body(exchange)
        a.take("i")

        def assignment() -> list[Any]:
            def topic() -> list[Any]:
                tid, name, parts = a.uuid(), a.compact_string(), a.compact_array(lambda: a.take("i"))
                a.tags()
                return [tid, name, sorted(parts or [])]

            topics = a.compact_array(topic) or []
            a.tags()
            return topics

        def member() -> Facts:
            out = {"member_id": a.compact_string(), "instance_id": a.compact_string(), "rack_id": a.compact_string(),
                   "member_epoch": a.take("i"), "client_id": a.compact_string(), "client_host": a.compact_string(),
                   "subscribed_topic_names": a.compact_array(a.compact_string),
                   "subscribed_topic_regex": a.compact_string(), "assignment": assignment(),
                   "target_assignment": assignment()}  # fmt: skip
            a.tags()
            return out

        def group() -> Facts:
            out = {"error_code": a.take("h"), "error_message": a.compact_string(), "group_id": a.compact_string(),
                   "group_state": a.compact_string(), "group_epoch": a.take("i"), "assignment_epoch": a.take("i"),
                   "assignor_name": a.compact_string(), "members": a.compact_array(member),
                   "authorized_operations": a.take("i")}  # fmt: skip
            a.tags()
            return out

        groups = a.compact_array(group)
    return {"client_id": exchange.client_id, "correlation_id": exchange.correlation_id,
            "api_version": exchange.api_version, "group_ids": asked,
            "include_authorized_operations": include_operations, "groups": groups}  # fmt: skip


def api_versions(found: list[Exchange]) -> dict[str, dict[str, int]]:
    """Requests per api key and version (as strings, like the tshark facts)."""
    counts = Counter((e.api_key, e.api_version) for e in found)
    out: dict[str, dict[str, int]] = {}
    for (key, version), n in sorted(counts.items()):
        out.setdefault(str(key), {})[str(version)] = n
    return out


def group_facts(pcap: Path, port: int) -> Facts:
    """Api keys and versions on the wire, every heartbeat of either group protocol and every flexible
    OffsetCommit (tshark 4.0 stops at v8), in capture order."""
    found = exchanges(pcap, port)
    beats = [heartbeat(e) for e in found if e.api_key in (CONSUMER_GROUP_HEARTBEAT, SHARE_GROUP_HEARTBEAT)]
    errors = Counter(
        (b["client_id"], b["response"]["error_code"]) for b in beats if b["response"] and b["response"]["error_code"]
    )
    commits = [offset_commit(e) for e in found if e.api_key == OFFSET_COMMIT and e.api_version >= 8]
    return {
        "decoder": "samples/record/group_wire.py",
        "offset_commits": commits,
        "consumer_group_describes": [
            consumer_group_describe(e) for e in found if e.api_key == CONSUMER_GROUP_DESCRIBE and e.api_version == 0
        ],
        "request_versions": api_versions(found),
        "responses": sum(1 for e in found if e.response is not None),
        "heartbeats": beats,
        "heartbeat_errors": [
            {"client_id": c, "error_code": code, "count": n} for (c, code), n in sorted(errors.items())
        ],
    }
