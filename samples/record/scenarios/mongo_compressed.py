"""mongo-crud's real frames re-written with OP_MSG exchanges (the handshake excepted) wrapped in
OP_COMPRESSED, cycling zlib, snappy, zstd, noop and none: mockupdb cannot speak OP_COMPRESSED."""

from __future__ import annotations

import struct
from collections import Counter
from pathlib import Path
from typing import Any

from samples.record.scenarios.mongo_wire import (
    MONGO_COMPRESSORS,
    mongo_exchanges_compressed,
    mongo_header,
    mongo_messages,
    mongo_segments,
    mongo_streams,
    mongo_summary,
)
from samples.record.sent import Facts

# Never compressed (MongoDB compression spec): the handshake and authentication commands.
MONGO_UNCOMPRESSIBLE = {"hello", "ismaster", "saslstart", "saslcontinue", "getnonce", "authenticate"}


def mongo_compress(compressor: str, data: bytes) -> bytes:
    if compressor == "zlib":
        import zlib

        return zlib.compress(data)
    if compressor == "snappy":
        import snappy

        return snappy.compress(data)
    if compressor == "zstd":
        import zstandard

        return zstandard.ZstdCompressor().compress(data)
    return data


def mongo_wrap(raw: bytes, compressor: str) -> bytes:
    """An OP_MSG re-framed as OP_COMPRESSED; same requestID and responseTo."""
    _, request_id, response_to, opcode = struct.unpack_from("<iiii", raw)
    body = raw[16:]
    payload = struct.pack("<iiB", opcode, len(body), MONGO_COMPRESSORS[compressor]) + mongo_compress(compressor, body)
    return struct.pack("<iiii", 16 + len(payload), request_id, response_to, 2012) + payload


def mongo_compressed(pcap: Path, port: int, source: Path) -> Facts:
    """Rewrite source's segments: OP_MSG exchanges (bar the handshake) wrapped in OP_COMPRESSED,
    cycling zlib, snappy, zstd, noop and none (left plain) per exchange (a reply uses its request's
    compressor, as a server does); sequence and acknowledgement numbers shifted to the new payload lengths."""
    from dataclasses import replace

    from tests.support.captures import pcap_bytes

    segs = mongo_segments(source)
    messages = mongo_messages(source, port)
    requests = {(m["client_port"], m["requestID"]): m for m in messages if m["to_server"]}
    cycle = ["zlib", "snappy", "zstd", "noop", "none"]  # none: this exchange stays plain OP_MSG
    chosen: dict[tuple[Any, int], str] = {}  # (flow, stream offset) -> compressor
    plan: list[tuple[Facts, str]] = []
    for request in (m for m in messages if m["to_server"]):
        name = next(iter(request["body"]["doc"]))
        if request["opcode"] != 2013 or name.lower() in MONGO_UNCOMPRESSIBLE:
            continue
        compressor = cycle[len(plan) % len(cycle)]
        plan.append((request, compressor))
        if compressor != "none":
            chosen[(request["flow"], request["offset"])] = compressor
    for reply in (m for m in messages if not m["to_server"]):
        request = requests[(reply["client_port"], reply["responseTo"])]
        if (request["flow"], request["offset"]) in chosen and reply["opcode"] == 2013:
            chosen[(reply["flow"], reply["offset"])] = chosen[(request["flow"], request["offset"])]
    by_flow: dict[Any, dict[int, Facts]] = {}
    for message in messages:
        by_flow.setdefault(message["flow"], {})[message["offset"]] = message
    # New payload per segment; each segment must hold whole messages (loopback sends them so).
    isn = {seg.flow: seg.seq for seg in segs if seg.flags & 0x02}
    shift: dict[Any, list[tuple[int, int]]] = {}  # flow -> (old end offset, new end offset)
    new_payload: dict[int, bytes] = {}
    for flow, parts in mongo_streams(segs).items():
        old_end = new_end = 0
        for frame, offset, payload in parts:
            pieces, pos = [], offset
            while pos < offset + len(payload):
                at = by_flow[flow].get(pos)
                if at is None or pos + at["length"] > offset + len(payload):
                    raise RuntimeError(f"frame {frame}: a message crosses a segment boundary")
                wrap = chosen.get((flow, pos))
                pieces.append(mongo_wrap(at["raw"], wrap) if wrap else at["raw"])
                pos += at["length"]
            new_payload[frame] = b"".join(pieces)
            old_end, new_end = offset + len(payload), new_end + len(new_payload[frame])
            shift.setdefault(flow, []).append((old_end, new_end))

    def moved(flow: Any, number: int) -> int:
        """A sequence number of flow (relative to its ISN) in the rewritten stream."""
        relative = (number - isn[flow] - 1) % 2**32
        table = dict([(0, 0), *shift.get(flow, [])])
        if relative in table:
            return (isn[flow] + 1 + table[relative]) % 2**32
        last_old, last_new = max(table.items())
        if relative < last_old:
            raise RuntimeError(f"sequence number {relative} inside a rewritten segment of {flow}")
        return (isn[flow] + 1 + last_new + relative - last_old) % 2**32  # FIN

    out = []
    for frame, seg in enumerate(segs, 1):
        reverse = (seg.dst, seg.dport, seg.src, seg.sport)
        seq = seg.seq if seg.flags & 0x02 else moved(seg.flow, seg.seq)
        ack = moved(reverse, seg.ack) if seg.flags & 0x10 and reverse in isn else seg.ack
        out.append(replace(seg, seq=seq, ack=ack, payload=new_payload.get(frame, seg.payload)))
    pcap.write_bytes(pcap_bytes(out, linktype=1))
    rewritten = mongo_messages(pcap, port)
    exchanges = mongo_exchanges_compressed(rewritten)
    return {
        "derived_from": source.name,
        "how": "written, not captured: mockupdb cannot speak OP_COMPRESSED, so the real pymongo/mockupdb "
        f"frames of {source.name} were re-framed; handshake hello/isMaster and OP_QUERY/OP_REPLY stay as they "
        "were; the hello replies do not advertise compression (they are the captured bytes)",
        "compressors_cycle": cycle,
        "compressed_frames": [
            {
                "frame": m["frame"],
                "direction": "request" if m["to_server"] else "reply",
                "requestID": m["requestID"],
                "responseTo": m["responseTo"],
                "originalOpcode": m["body"]["original_opcode"],
                "compressor": mongo_header(m)["compressor"],
                "compressorId": m["body"]["compressor_id"],
                "uncompressedSize": m["body"]["uncompressed_size"],
                "messageLength": m["length"],
            }
            for m in rewritten
            if m["opcode"] == 2012
        ],
        "compressed_per_compressor": dict(
            sorted(Counter(mongo_header(m)["compressor"] for m in rewritten if m["opcode"] == 2012).items())
        ),
        **mongo_summary(rewritten, exchanges),
    }


def from_crud(pcap: Path, crud_facts: Path) -> Facts:
    """Written from the mongo-crud sample beside it (recorded first), on the port it was recorded on."""
    import json

    port = json.loads(crud_facts.read_text())["port"]
    return {"port": port, **mongo_compressed(pcap, port, crud_facts.with_name("mongo-crud.pcap"))}
