"""An independent reading of the MongoDB messages in a capture (pymongo's bson, not kafkasniff's
dissector): what the MongoDB samples' sidecars hold as the truth, and what tshark makes of them."""

from __future__ import annotations

import struct
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

from samples.record import tshark
from samples.record.sent import Facts

MONGO_OPCODES = {1: "OP_REPLY", 2004: "OP_QUERY", 2012: "OP_COMPRESSED", 2013: "OP_MSG"}
MONGO_COMPRESSORS = {"noop": 0, "snappy": 1, "zlib": 2, "zstd": 3}


def mongo_segments(pcap: Path) -> list[Any]:
    from tests.support.captures import load_segments

    return load_segments(pcap)


def mongo_streams(segs: list[Any]) -> dict[tuple, list[tuple[int, int, bytes]]]:
    """Per TCP flow: (frame number, stream offset, payload) of each data segment, in stream order."""
    isn: dict[tuple, int] = {}
    for seg in segs:
        if seg.flags & 0x02:  # SYN
            isn[seg.flow] = seg.seq
    flows: dict[tuple, list[tuple[int, int, bytes]]] = {}
    for frame, seg in enumerate(segs, 1):
        if seg.payload:
            offset = (seg.seq - isn[seg.flow] - 1) % 2**32
            flows.setdefault(seg.flow, []).append((frame, offset, seg.payload))
    for parts in flows.values():
        parts.sort(key=lambda p: p[1])
        expected = 0
        for _, offset, payload in parts:
            if offset != expected:
                raise RuntimeError(f"stream gap or overlap at offset {offset} (expected {expected})")
            expected += len(payload)
    return flows


def mongo_body(opcode: int, body: bytes) -> Facts:
    """Command document(s) of one message body (header stripped)."""
    import bson

    if opcode == 2013:
        (flags,) = struct.unpack_from("<I", body)
        pos, doc, sequences = 4, None, {}
        end = len(body) - (4 if flags & 1 else 0)
        while pos < end:
            kind = body[pos]
            (size,) = struct.unpack_from("<i", body, pos + 1)
            if kind == 0:
                doc = bson.decode(body[pos + 1 : pos + 1 + size])
            else:
                ident_end = body.index(b"\0", pos + 5)
                ident = body[pos + 5 : ident_end].decode()
                sequences[ident] = len(bson.decode_all(body[ident_end + 1 : pos + 1 + size]))
            pos += 1 + size
        return {"flags": flags, "doc": doc, "sequences": sequences}
    if opcode == 2004:
        flags, pos = struct.unpack_from("<i", body)[0], 4
        ns_end = body.index(b"\0", pos)
        namespace = body[pos:ns_end].decode()
        skip, limit = struct.unpack_from("<ii", body, ns_end + 1)
        doc = bson.decode_all(body[ns_end + 9 :])[0]
        return {"flags": flags, "namespace": namespace, "skip": skip, "limit": limit, "doc": doc}
    if opcode == 1:
        flags, cursor, start, count = struct.unpack_from("<iqii", body)
        docs = bson.decode_all(body[20:])
        return {"flags": flags, "cursor_id": cursor, "number_returned": count, "doc": docs[0] if docs else None}
    if opcode == 2012:
        original, size, compressor = struct.unpack_from("<iiB", body)
        return {"original_opcode": original, "uncompressed_size": size, "compressor_id": compressor}
    raise RuntimeError(f"unexpected opcode {opcode}")


def mongo_messages(pcap: Path, port: int) -> list[Facts]:
    """Every MongoDB message in the capture with its frame, flow, header and decoded body."""
    messages = []
    for flow, parts in mongo_streams(mongo_segments(pcap)).items():
        if port not in (flow[1], flow[3]):
            continue  # a capture of several servers: another one's connection
        stream = b"".join(payload for _, _, payload in parts)
        starts = [(offset, frame) for frame, offset, _ in parts]
        pos = 0
        while pos < len(stream):
            length, request_id, response_to, opcode = struct.unpack_from("<iiii", stream, pos)
            frame = max(f for offset, f in starts if offset <= pos)
            messages.append(
                {
                    "frame": frame,
                    "flow": flow,
                    "offset": pos,
                    "to_server": flow[3] == port,
                    "client_port": flow[1] if flow[3] == port else flow[3],
                    "length": length,
                    "requestID": request_id,
                    "responseTo": response_to,
                    "opcode": opcode,
                    "body": mongo_body(opcode, stream[pos + 16 : pos + length]),
                    "raw": stream[pos : pos + length],
                }
            )
            pos += length
    return sorted(messages, key=lambda m: m["frame"])


def mongo_command(message: Facts) -> tuple[str, str | None, str | None]:
    """(command name, database, collection) of a request."""
    doc = message["body"]["doc"]
    name = next(iter(doc))
    database = message["body"]["namespace"].split(".", 1)[0] if message["opcode"] == 2004 else doc.get("$db")
    target = doc.get("collection") if name == "getMore" else doc[name]
    return name, database, target if isinstance(target, str) else None


def mongo_exchanges(messages: list[Facts]) -> list[Facts]:
    replies = {(m["client_port"], m["responseTo"]): m for m in messages if not m["to_server"]}
    exchanges = []
    for request in (m for m in messages if m["to_server"]):
        reply = replies.get((request["client_port"], request["requestID"]))
        name, database, collection = mongo_command(request)
        doc = reply["body"]["doc"] if reply else None
        outcome: Facts = {"ok": bool(doc and doc.get("ok") == 1)}
        if doc and doc.get("ok") != 1:
            outcome["error"] = {k: doc.get(k) for k in ("code", "codeName", "errmsg")}
        if doc and doc.get("writeErrors"):
            outcome["write_errors"] = [{k: e[k] for k in ("index", "code", "errmsg")} for e in doc["writeErrors"]]
        exchanges.append(
            {
                "command": name,
                "database": database,
                "collection": collection,
                "client_port": request["client_port"],
                "request": mongo_header(request),
                "reply": mongo_header(reply) if reply else None,
                **outcome,
            }
        )
    return exchanges


def mongo_header(message: Facts) -> Facts:
    header = {
        "frame": message["frame"],
        "requestID": message["requestID"],
        "responseTo": message["responseTo"],
        "opcode": message["opcode"],
        "opcode_name": MONGO_OPCODES[message["opcode"]],
        "messageLength": message["length"],
    }
    if message["opcode"] == 2012:
        body = message["body"]
        header.update(
            originalOpcode=body["original_opcode"],
            compressor=next(k for k, v in MONGO_COMPRESSORS.items() if v == body["compressor_id"]),
            compressorId=body["compressor_id"],
            uncompressedSize=body["uncompressed_size"],
        )
    return header


def mongo_summary(messages: list[Facts], exchanges: list[Facts]) -> Facts:
    return {
        "connections": len({m["client_port"] for m in messages}),
        "messages": len(messages),
        "messages_per_opcode": dict(sorted(Counter(str(m["opcode"]) for m in messages).items())),
        "requests_per_command": dict(sorted(Counter(e["command"] for e in exchanges).items())),
        "replies_ok_per_command": dict(sorted(Counter(e["command"] for e in exchanges if e["ok"]).items())),
        "errors": [
            {"command": e["command"], "requestID": e["request"]["requestID"], **e["error"]}
            for e in exchanges
            if "error" in e
        ],
        "write_errors": [
            {"command": e["command"], "requestID": e["request"]["requestID"], "write_errors": e["write_errors"]}
            for e in exchanges
            if "write_errors" in e
        ],
        "exchanges": exchanges,
    }


def mongo_inflate(message: Facts) -> Facts:
    """The message an OP_COMPRESSED one carries, decompressed (checks the writing above)."""
    import zlib

    import snappy
    import zstandard

    if message["opcode"] != 2012:
        return message
    body = message["body"]
    data = message["raw"][25:]
    inflated = {
        0: lambda d: d,
        1: snappy.decompress,
        2: zlib.decompress,
        3: lambda d: zstandard.ZstdDecompressor().decompress(d),
    }[body["compressor_id"]](data)
    if len(inflated) != body["uncompressed_size"]:
        raise RuntimeError(f"frame {message['frame']}: uncompressedSize {body['uncompressed_size']} != {len(inflated)}")
    return {**message, "opcode": body["original_opcode"], "body": mongo_body(body["original_opcode"], inflated)}


def mongo_exchanges_compressed(messages: list[Facts]) -> list[Facts]:
    inflated = {id(m): mongo_inflate(m) for m in messages}
    exchanges = mongo_exchanges([inflated[id(m)] for m in messages])
    # Report the headers as they are on the wire (OP_COMPRESSED), the commands as carried inside.
    wire = {(m["frame"], m["requestID"]): m for m in messages}
    for exchange in exchanges:
        for side in ("request", "reply"):
            if exchange[side]:
                exchange[side] = mongo_header(wire[(exchange[side]["frame"], exchange[side]["requestID"])])
    return exchanges


def mongo_tshark(pcap: Path, port: int) -> Facts:
    """What tshark decodes with the port forced to its mongo dissector."""
    base = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},mongo"]
    fields = ["-T", "fields", "-e", "mongo.opcode", "-E", "occurrence=a", "-E", "aggregator=|"]
    out = subprocess.run([*base, "-Y", "mongo", *fields], capture_output=True, text=True, timeout=60, check=True)
    opcodes = [v for line in out.stdout.splitlines() if line.strip() for v in line.split("|")]
    malformed_filter = f"_ws.malformed || _ws.expert.severity == {tshark.TSHARK_EXPERT_ERROR}"
    bad = subprocess.run(
        [*base, "-Y", malformed_filter, "-T", "fields", "-e", "frame.number", "-e", "_ws.expert.message"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.splitlines()
    return {
        "command": " ".join([*base[:3], pcap.name, *base[4:], "-Y", "mongo", *fields]),
        "messages": len(opcodes),
        "frames": len(out.stdout.splitlines()),
        "messages_per_opcode": dict(sorted(Counter(opcodes).items())),
        "malformed_frames": [int(line.split("\t")[0]) for line in bad if line.strip()],
        "malformed_reasons": dict(sorted(Counter(line.split("\t", 1)[-1] for line in bad if line.strip()).items())),
        "version": tshark.version(),
    }
