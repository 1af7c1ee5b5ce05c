"""What a finished capture holds of the KIP-848 and KIP-932 group protocols, read independently of
the project: tshark 4.0 does not know ConsumerGroupHeartbeat (68), ConsumerGroupDescribe (69) nor
ShareGroupHeartbeat (76), and the project's dissectors are what these facts check.

Deliberately small: pcap (Ethernet or Linux cooked, IPv4) to TCP byte streams and Kafka frames here;
headers and bodies read by kio (generated from Apache Kafka's message definitions), the
independent decoder the differential tests also check against.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime
import enum
import struct
import uuid
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kio.index import load_request_schema, load_response_schema
from kio.serial import entity_reader

from samples.record.sent import Facts
from scripts.kio_layouts import kafka_name

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


def read(exchange: Exchange, side: str) -> tuple[Any, int]:
    """kio's reading of one side's body (after its header), and the bytes left after it."""
    load = load_request_schema if side == "request" else load_response_schema
    entity_type = load(exchange.api_key, exchange.api_version)
    frame = exchange.request if side == "request" else exchange.response
    assert frame is not None
    _, header_size = entity_reader(entity_type.__header_schema__)(frame, 0)
    body, body_size = entity_reader(entity_type)(frame, header_size)  # kio answers the bytes it read
    return body, len(frame) - header_size - body_size


def plain(value: Any) -> Any:
    """A kio value as the facts write it: Kafka's field names (kio drops `_ms` from times and adds
    `_` to names Python has taken), times in milliseconds, uuids in hex, error codes as numbers."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {kafka_name(f.name, f.metadata.get("kafka_type")): plain(getattr(value, f.name))
                for f in dataclasses.fields(value)}  # fmt: skip
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if isinstance(value, datetime.timedelta):
        return round(value / datetime.timedelta(milliseconds=1))
    if isinstance(value, datetime.datetime):
        return round(value.timestamp() * 1000)
    if isinstance(value, uuid.UUID):
        return value.hex
    if isinstance(value, enum.Enum):
        return value.value
    return value


def topic_partitions(value: Any) -> list[Any] | None:
    """[[topic id in hex, sorted partitions], ...] (None stays None: the field was not sent)."""
    return None if value is None else [[t.topic_id.hex, sorted(t.partitions)] for t in value]


def heartbeat(exchange: Exchange) -> Facts:
    """A ConsumerGroupHeartbeat or ShareGroupHeartbeat exchange, request and response fields."""
    request, request_left = read(exchange, "request")
    sent = plain(request)
    if "topic_partitions" in sent:
        sent["topic_partitions"] = topic_partitions(request.topic_partitions)
    out: Facts = {"client_id": exchange.client_id, "client_port": exchange.client_port,
                  "correlation_id": exchange.correlation_id, "api_version": exchange.api_version,
                  "request": sent, "request_trailing_bytes": request_left,
                  "response": None, "response_trailing_bytes": None}  # fmt: skip
    if exchange.response is not None:
        response, response_left = read(exchange, "response")
        answer = plain(response)
        answer["assignment"] = None if response.assignment is None else topic_partitions(
            response.assignment.topic_partitions)  # fmt: skip
        out["response"] = answer
        # Bytes after the body's last tagged fields (librdkafka's mock writes one more empty tag
        # section into its ShareGroupHeartbeat responses).
        out["response_trailing_bytes"] = response_left
    return out


def offset_commit(exchange: Exchange) -> Facts:
    """An OffsetCommit v8+ (flexible) exchange: who committed what, with which epoch, and the answers."""
    request, _ = read(exchange, "request")
    offsets = {f"{t.name}/{p.partition_index}": p.committed_offset for t in request.topics for p in t.partitions}
    errors: dict[str, int] | None = None
    if exchange.response is not None:
        response, _ = read(exchange, "response")
        errors = {f"{t.name}/{p.partition_index}": p.error_code.value for t in response.topics for p in t.partitions}
    return {"client_id": exchange.client_id, "client_port": exchange.client_port,
            "correlation_id": exchange.correlation_id, "api_version": exchange.api_version,
            "group_id": request.group_id, "generation_id_or_member_epoch": request.generation_id_or_member_epoch,
            "member_id": request.member_id, "group_instance_id": request.group_instance_id,
            "offsets": offsets, "errors": errors}  # fmt: skip


def consumer_group_describe(exchange: Exchange) -> Facts:
    """A ConsumerGroupDescribe v0 exchange: the groups asked for and each group's answer."""
    request, _ = read(exchange, "request")
    groups = None
    if exchange.response is not None:
        response, _ = read(exchange, "response")
        groups = []
        for group in response.groups:
            described = plain(group)
            for member, shown in zip(group.members, described["members"], strict=True):
                for key in ("assignment", "target_assignment"):
                    shown[key] = [[t.topic_id.hex, t.topic_name, sorted(t.partitions)]
                                  for t in getattr(member, key).topic_partitions]  # fmt: skip
            groups.append(described)
    return {"client_id": exchange.client_id, "correlation_id": exchange.correlation_id,
            "api_version": exchange.api_version, "group_ids": list(request.group_ids),
            "include_authorized_operations": request.include_authorized_operations, "groups": groups}  # fmt: skip


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


def member_epochs(beats: list[Facts], clients: tuple[str, ...]) -> dict[str, list[int]]:
    """Each client's member epochs, as its heartbeats' answers gave them."""
    return {
        name: sorted({b["response"]["member_epoch"] for b in beats if b["client_id"] == name and b["response"]})
        for name in clients
    }


def only_topic_id(beats: list[Facts], topic: str) -> str:
    """The topic id the assignments name, in a sample with one topic (assignments name topics by id only)."""
    ids = {t for b in beats if b["response"] and b["response"]["assignment"] for t, _ in b["response"]["assignment"]}
    if len(ids) != 1:
        raise RuntimeError(f"expected the one topic id of {topic} in the assignments, got {ids}")
    return ids.pop()
