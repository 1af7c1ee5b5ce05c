"""Real MongoDB captures with their messages rewritten, for what no reachable server or driver
sends any more: OP_COMMAND / OP_COMMANDREPLY (MongoDB 3.2-3.6), those inside OP_COMPRESSED, a
first request numbered 0, requests whose responseTo is -1, a server on an unusual port.

Each TCP direction's bytes are cut into messages by their messageLength and each message
rewritten by a function of the message (`MessageRewrite`). A segment then carries the new bytes
of the messages that ended in it (a message never spans segments it did not span before, and a
rewritten message longer than a segment can hold is cut at `MSS` into segments of the same time
stamp); every later sequence number of the direction, and every acknowledgement of it, moves by
what the messages before it grew or shrank. The IP lengths and checksums are recomputed by dpkt.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import dpkt

HEADER = struct.Struct("<iiii")  # messageLength, requestID, responseTo, opCode
OP_REPLY, OP_QUERY, OP_COMMAND, OP_COMMANDREPLY, OP_COMPRESSED, OP_MSG = 1, 2004, 2010, 2011, 2012, 2013
MORE_TO_COME = 1 << 1
ZLIB = 2  # OP_COMPRESSED's compressor id
MSS = 1448
Flow = tuple[bytes, int, bytes, int]  # source address and port, destination address and port


@dataclass(frozen=True)
class Message:
    """One whole message of a direction, as the rewrite sees it."""

    data: bytes
    from_client: bool
    connection: frozenset[tuple[bytes, int]]  # both ends: the same for the two directions


MessageRewrite = Callable[[Message], bytes]


# -- message rewrites -------------------------------------------------------------------------


@dataclass
class ToOpCommand:
    """Commands as OP_COMMAND and their replies as OP_COMMANDREPLY, as MongoDB 3.2-3.6 servers
    sent them to each other: an OP_MSG command (database from `$db`, the command name its first
    key, document sequences folded into the command as arrays, empty metadata) and an OP_QUERY
    on a `$cmd` collection (the handshake); each reply to one of those with the same reply
    document. Other messages, and moreToCome ones (OP_COMMAND has none), stay as they are.
    Requires client directions rewritten first (replies are matched to the requests rewritten)."""

    rewritten: set[tuple[frozenset[tuple[bytes, int]], int]] = field(default_factory=set)

    def __call__(self, message: Message) -> bytes:
        import bson

        _, request_id, response_to, opcode = HEADER.unpack_from(message.data)
        if message.from_client:
            command = _command_of(message.data, opcode)
            if command is None:
                return message.data
            self.rewritten.add((message.connection, request_id))
            database, name = command.pop("$db"), next(iter(command))
            strings = database.encode() + b"\x00" + name.encode() + b"\x00"
            return _message(OP_COMMAND, request_id, response_to, strings + bson.encode(command) + bson.encode({}))
        if (message.connection, response_to) not in self.rewritten:
            return message.data
        reply = _reply_of(message.data, opcode)
        return _message(OP_COMMANDREPLY, request_id, response_to, bson.encode(reply) + bson.encode({}))


def _command_of(data: bytes, opcode: int) -> dict[str, Any] | None:
    """The command a request carries, `$db` included; None when it is not one to rewrite."""
    if opcode == OP_MSG:
        flags, command = _op_msg_command(data)
        return None if flags & MORE_TO_COME else command
    if opcode != OP_QUERY:
        return None
    namespace, query = _op_query(data)
    database, _, collection = namespace.partition(".")
    if collection != "$cmd":
        return None
    inner = query.get("$query", query)  # a read preference wraps it; OP_COMMAND keeps that in metadata
    return {**inner, "$db": database}


def _reply_of(data: bytes, opcode: int) -> dict[str, Any]:
    import bson

    if opcode == OP_MSG:
        return _op_msg_command(data)[1]
    assert opcode == OP_REPLY, f"a reply to a command with opcode {opcode}"
    return bson.decode(data[HEADER.size + 20 :])  # after flags, cursor id, starting from, number returned


def _op_query(data: bytes) -> tuple[str, dict[str, Any]]:
    import bson

    name_end = data.index(b"\x00", HEADER.size + 4)
    query_at = name_end + 1 + 8  # after numberToSkip, numberToReturn
    size = struct.unpack_from("<i", data, query_at)[0]
    return data[HEADER.size + 4 : name_end].decode(), bson.decode(data[query_at : query_at + size])


def compressed(
    rewrite: MessageRewrite, opcodes: frozenset[int] = frozenset({OP_COMMAND, OP_COMMANDREPLY})
) -> MessageRewrite:
    """`rewrite`, then each message of `opcodes` wrapped in OP_COMPRESSED (zlib)."""
    import zlib

    def wrapped(message: Message) -> bytes:
        data = rewrite(message)
        length, request_id, response_to, opcode = HEADER.unpack_from(data)
        if opcode not in opcodes:
            return data
        body = data[HEADER.size :]
        packed = struct.pack("<iiB", opcode, len(body), ZLIB) + zlib.compress(body)
        return _message(OP_COMPRESSED, request_id, response_to, packed)

    return wrapped


@dataclass
class FirstRequestAsZero:
    """Each connection's first request numbered 0, and the reply naming it answering 0, as the
    mongo shell numbers its first request. Requires client directions rewritten first."""

    renumbered: dict[frozenset[tuple[bytes, int]], int] = field(default_factory=dict)

    def __call__(self, message: Message) -> bytes:
        length, request_id, response_to, opcode = HEADER.unpack_from(message.data)
        if message.from_client and message.connection not in self.renumbered:
            self.renumbered[message.connection] = request_id
            return HEADER.pack(length, 0, response_to, opcode) + message.data[HEADER.size :]
        if not message.from_client and self.renumbered.get(message.connection) == response_to:
            return HEADER.pack(length, request_id, 0, opcode) + message.data[HEADER.size :]
        return message.data


def requests_answering_minus_one(message: Message) -> bytes:
    """Every request with responseTo -1, as some drivers send it."""
    if not message.from_client:
        return message.data
    length, request_id, _, opcode = HEADER.unpack_from(message.data)
    return HEADER.pack(length, request_id, -1, opcode) + message.data[HEADER.size :]


def _op_msg_command(data: bytes) -> tuple[int, dict[str, Any]]:
    """An OP_MSG's flag bits and its body document with each document sequence in it as an
    array (what the server makes of them)."""
    import bson

    length = HEADER.unpack_from(data)[0]
    flags = struct.unpack_from("<I", data, HEADER.size)[0]
    pos, command, sequences = HEADER.size + 4, None, {}
    while pos < length:
        kind, pos = data[pos], pos + 1
        size = struct.unpack_from("<i", data, pos)[0]
        if kind == 0:
            command = bson.decode(data[pos : pos + size])
        else:
            name_end = data.index(b"\x00", pos + 4)
            sequences[data[pos + 4 : name_end].decode()] = list(bson.decode_all(data[name_end + 1 : pos + size]))
        pos += size
    assert command is not None, "an OP_MSG without its body section"
    return flags, {**command, **sequences}


def _message(opcode: int, request_id: int, response_to: int, body: bytes) -> bytes:
    return HEADER.pack(HEADER.size + len(body), request_id, response_to, opcode) + body


# -- the capture --------------------------------------------------------------------------------


@dataclass
class _Direction:
    """One direction's messages: where each ended in the original bytes and how long it is now."""

    isn: int
    messages: list[tuple[int, bytes]]  # (original end offset, new bytes), in stream order
    length: int  # the original bytes' length

    def new_offset(self, offset: int) -> int:
        """Where an original stream offset lies in the new bytes: after the messages that ended
        before it (past the data, a FIN's sequence number keeps its distance)."""
        done = sum(len(new) for end, new in self.messages if end <= offset)
        return done + max(0, offset - self.length)

    def ending_in(self, start: int, end: int) -> bytes:
        return b"".join(new for stop, new in self.messages if start < stop <= end)


def rewrite_capture(source: Path, target: Path, rewrite: MessageRewrite, server_port: int,
                    new_server_port: int | None = None) -> Path:  # fmt: skip
    """`source` (Ethernet, IPv4) with every message of the connections to `server_port`
    rewritten, the server moved to `new_server_port` when given."""
    with open(source, "rb") as f:
        reader = dpkt.pcap.Reader(f)
        records = [(ts, dpkt.ethernet.Ethernet(buf)) for ts, buf in reader]
    directions = _directions([eth.data for _, eth in records], rewrite, server_port)
    with open(target, "wb") as out:
        writer = dpkt.pcap.Writer(out, linktype=dpkt.pcap.DLT_EN10MB, nano=False)
        for ts, eth in records:
            for packet in _rewritten(eth, directions, server_port, new_server_port):
                writer.writepkt(bytes(packet), ts=ts)
    return target


def _flow(ip: dpkt.ip.IP) -> Flow:
    tcp = ip.data
    return (ip.src, tcp.sport, ip.dst, tcp.dport)


def _directions(ips: list[dpkt.ip.IP], rewrite: MessageRewrite, server_port: int) -> dict[Flow, _Direction]:
    """Each direction's bytes cut into messages and rewritten, the clients' first."""
    payloads: dict[Flow, dict[int, bytes]] = {}
    isns: dict[Flow, int] = {}
    for ip in ips:
        tcp = ip.data
        flow = _flow(ip)
        if tcp.flags & dpkt.tcp.TH_SYN:
            isns[flow] = tcp.seq
        elif tcp.data:
            payloads.setdefault(flow, {})[tcp.seq] = bytes(tcp.data)
    flows = sorted(isns, key=lambda flow: flow[1] == server_port)  # client directions first
    return {flow: _direction(flow, isns[flow], payloads.get(flow, {}), rewrite, server_port) for flow in flows}


def _direction(flow: Flow, isn: int, segments: dict[int, bytes], rewrite: MessageRewrite,
               server_port: int) -> _Direction:  # fmt: skip
    data = b"".join(segments[seq] for seq in sorted(segments, key=lambda seq: (seq - isn) % (1 << 32)))
    assert len(data) == sum(map(len, segments.values())), "retransmitted or overlapping segments"
    connection = frozenset({(flow[0], flow[1]), (flow[2], flow[3])})
    from_client = flow[3] == server_port
    messages, pos = [], 0
    while pos < len(data):
        end = pos + HEADER.unpack_from(data, pos)[0]
        messages.append((end, rewrite(Message(data[pos:end], from_client, connection))))
        pos = end
    return _Direction(isn, messages, len(data))


def _rewritten(eth: dpkt.ethernet.Ethernet, directions: dict[Flow, _Direction], server_port: int,
               new_port: int | None) -> list[dpkt.ethernet.Ethernet]:  # fmt: skip
    """One packet as the rewritten capture has it: several when its new payload needs them."""
    ip = eth.data
    tcp = ip.data
    flow = _flow(ip)
    mine, peer = directions.get(flow), directions.get((flow[2], flow[3], flow[0], flow[1]))
    payload = bytes(tcp.data)
    seq = tcp.seq
    if mine is not None and not tcp.flags & dpkt.tcp.TH_SYN:
        start = (tcp.seq - mine.isn - 1) % (1 << 32)
        seq = (mine.isn + 1 + mine.new_offset(start)) % (1 << 32)
        payload = mine.ending_in(start, start + len(payload)) if payload else b""
    if peer is not None and tcp.flags & dpkt.tcp.TH_ACK:
        tcp.ack = (peer.isn + 1 + peer.new_offset((tcp.ack - peer.isn - 1) % (1 << 32))) % (1 << 32)
    if new_port is not None:
        tcp.sport = new_port if tcp.sport == server_port else tcp.sport
        tcp.dport = new_port if tcp.dport == server_port else tcp.dport
    chunks = [payload[i : i + MSS] for i in range(0, len(payload), MSS)] or [b""]
    out = []
    for i, chunk in enumerate(chunks):
        tcp.seq, tcp.data, tcp.sum = (seq + i * MSS) % (1 << 32), chunk, 0
        ip.data, ip.sum = tcp, 0
        ip.len = ip.__hdr_len__ + len(ip.opts) + len(bytes(tcp))
        eth.data = ip
        out.append(dpkt.ethernet.Ethernet(bytes(eth)))
    return out
