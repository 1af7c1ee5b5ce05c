"""The small immutable records that flow between pipeline stages.

capture -> Packet -> (packets) Segment -> (reassembly) stream events -> (framing) Frame
-> (pairing) Exchange -> (dissection) DecodedExchange. Timestamps are integer nanoseconds
since the epoch so nanosecond captures keep their precision.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, Generic, NamedTuple, TypeVar

Endpoint = tuple[str, int]  # (ip, port)
T = TypeVar("T")
H = TypeVar("H")  # a protocol's parsed request head (Kafka's RequestHead, MongoDB's MongoHead)


def pickled_as_call(cls: type[T]) -> type[T]:
    """Pickle instances as a call of the class with their fields: the __setstate__ dataclasses
    give slots classes is slow Python, and the two-process mode unpickles every exchange."""
    values = operator.attrgetter(*(f.name for f in fields(cls) if f.init))  # type: ignore[arg-type]

    def __reduce__(self: T) -> tuple[type[T], tuple[Any, ...]]:
        return cls, values(self)

    cls.__reduce__ = __reduce__  # type: ignore[assignment,method-assign]
    return cls


def endpoint_text(ep: Endpoint) -> str:
    ip, port = ep
    return f"[{ip}]:{port}" if ":" in ip else f"{ip}:{port}"


def text_endpoint(text: str) -> Endpoint:
    """The endpoint `endpoint_text` wrote (`ip:port`, `[ipv6]:port`)."""
    host, _, port = text.rpartition(":")
    return host.removeprefix("[").removesuffix("]"), int(port)


# Packet, StreamData and Frame are made (and read) once or more per packet on the hot path, and
# Exchange, DecodedExchange, DecodeWarning (and the Kafka RequestHead, split_process.Rendered)
# once or more per exchange, so they are plain slots dataclasses: a frozen one sets each field
# through object.__setattr__, five times slower to build, and a NamedTuple's fields are slower to
# read. The other records here (stream events, connections, notices) are too: every run defines
# them all, and a frozen one's two more generated methods made defining them 1.6% of showing a
# small capture. All are immutable by convention: nothing assigns to their fields after
# construction, and they hash by value.


@dataclass(slots=True, unsafe_hash=True)
class Packet:
    """One captured link-layer packet."""

    ts: int
    linktype: int
    data: bytes
    wire_len: int  # length on the wire; larger than len(data) when snaplen cut it
    interface: int | None = None  # a pcapng's interface index when it has several, else None


class Flow(NamedTuple):
    """One direction of a TCP connection (a tuple: hashed and compared in C, per packet)."""

    src: Endpoint
    dst: Endpoint

    def reverse(self) -> Flow:
        return Flow(self.dst, self.src)


class Segment(NamedTuple):
    """A TCP segment with its payload; `missing` counts payload bytes cut by the snaplen.

    A NamedTuple, so that the hot path can pass the same fields as a plain tuple (SegmentFields,
    several times cheaper to build) and make a Segment only where a stage needs the object.
    """

    ts: int
    flow: Flow
    seq: int
    ack: int
    flags: int
    payload: bytes
    missing: int = 0
    number: int = 0  # the packet's frame number in the capture (1 for the first), 0 when unknown


SegmentFields = tuple[int, Flow, int, int, int, bytes, int, int]  # a Segment's fields in order; a Segment is one

# TCP flag bits
FIN, SYN, RST, PSH, ACK = 0x01, 0x02, 0x04, 0x08, 0x10


@dataclass(slots=True, unsafe_hash=True)
class StreamOpen:
    """A SYN without ACK: `flow` is the direction of the connection's initiator."""

    ts: int
    flow: Flow


@dataclass(slots=True, unsafe_hash=True)
class StreamData:
    """In-order bytes of one flow; `offset` is the position in that flow's byte stream, `number`
    the frame number of the packet that carried them (the last of them, when several did)."""

    ts: int
    flow: Flow
    offset: int
    data: bytes
    number: int = 0


@dataclass(slots=True, unsafe_hash=True)
class StreamGap:
    """Bytes of a flow that will never be seen.

    reason: "lost" (not captured), "snaplen" (cut by the capture's snap length),
    "overflow" (the reassembly buffer cap forced us past a hole), or "midstream" (the
    capture started inside the connection; length 0, the position in the stream is unknown).
    """

    ts: int
    flow: Flow
    offset: int
    length: int
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class StreamEnd:
    """No more bytes will come for this flow ("fin", "rst" or "eof")."""

    ts: int
    flow: Flow
    reason: str


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)
class TlsSession:
    """What a TLS connection negotiated, as the decryption stage saw it. `recovered`: the
    handshake was not captured; the keys were found by trying the key log's (TLS 1.3 only)."""

    version: str  # "TLS 1.3"
    cipher: str  # IANA name, e.g. TLS_AES_128_GCM_SHA256
    server_name: str | None = None
    client_random: str | None = None  # hex; not secret (it crosses the wire in clear)
    recovered: bool = False

    def as_dict(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"version": self.version, "cipher": self.cipher, "sni": self.server_name}
        if self.recovered:
            shown["recovered"] = True
        return shown

    @property
    def text(self) -> str:
        sni = f", SNI {self.server_name}" if self.server_name else ""
        how = ", keys found by trying the key log (handshake not captured)" if self.recovered else ""
        return f"{self.version} {self.cipher}{sni}{how}"


@dataclass(slots=True, unsafe_hash=True)
class StreamTls:
    """The TLS stage decrypts this flow's connection: the plaintext events that follow are its."""

    ts: int
    flow: Flow
    session: TlsSession


StreamEvent = StreamOpen | StreamData | StreamGap | StreamEnd | StreamTls


@pickled_as_call
@dataclass(slots=True)
class Connection:
    """A TCP connection with its roles decided: who asks (client) and who answers (server).
    Never changed once made (a stage that learns more makes another, `dataclasses.replace`)."""

    client: Endpoint
    server: Endpoint
    protocol: str
    tls: TlsSession | None = None  # decrypted by the TLS stage
    stream: int | None = None  # Wireshark's tcp.stream index (tcp_streams.py); None where unknown
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        # kept once computed: pairing and the line's label look connections up per frame, and a
        # dataclass's own __hash__ builds the tuple of its fields in Python each time
        known = self._hash
        if known is None:
            known = self._hash = hash((self.client, self.server, self.protocol, self.tls, self.stream))
        return known

    @property
    def label(self) -> str:
        return f"{endpoint_text(self.client)} -> {endpoint_text(self.server)}"


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)
class Frame:
    """One length-prefixed message as it came off the wire (prefix included in `data`).

    `lost` counts bytes of the frame that were not captured or were dropped by a cap; such
    a frame holds only the bytes before the first loss (bytes captured after a hole are neither
    kept nor counted lost: `size - len(data) - lost` of them). Its times and packets are those of
    the bytes actually seen: when the packet with its last bytes was not captured (`end_seen`
    False), `ts` is when the last byte that was seen arrived, earlier than the frame truly ended.
    A packet the snaplen cut was captured: a frame ending in its cut bytes ended at its time.
    """

    conn: Connection
    from_client: bool
    ts: int  # when its last byte was seen
    ts_first: int  # when its first byte was seen
    offset: int  # stream offset of its first byte
    size: int  # declared total size, prefix included
    data: bytes
    lost: int = 0
    loss: str = ""  # why bytes were lost, when it is worth telling ("decryption-failed")
    packets: tuple[int, int] = (0, 0)  # frame numbers of the packets with its first and last bytes seen
    end_seen: bool = True  # the packet with its last byte was captured (`ts` is when the frame ended)

    @property
    def complete(self) -> bool:
        return self.lost == 0


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)
class Notice:
    """A diagnostic about the stream, tied to a place in it (resynchronised, skipped...)."""

    ts: int
    conn: Connection | None
    flow: Flow
    offset: int
    kind: str
    message: str
    skipped: int = 0


class ExchangeStatus(StrEnum):
    OK = "ok"
    UNANSWERED = "unanswered"  # no response by the end of the connection
    NO_REQUEST = "no-request"  # a response whose request was not captured
    NO_RESPONSE_EXPECTED = "no-response-expected"  # e.g. a Produce with acks=0 the broker did not answer


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)
class Exchange(Generic[H]):
    """A request and its response, either side possibly missing.

    `head` is the protocol's parsed request head, or the response's key (an int) when the
    request was not captured.
    """

    conn: Connection
    request: Frame | None
    response: Frame | None
    head: H | int
    status: ExchangeStatus

    @property
    def ts(self) -> int:
        first = self.request or self.response
        assert first is not None
        return first.ts

    @property
    def latency_ns(self) -> int | None:
        if self.request is None or self.response is None:
            return None
        return self.response.ts - self.request.ts

    @property
    def latency_bound(self) -> str | None:
        """None when the latency is exact; else what it is, measured between the last bytes seen:
        "lower" when the response's last bytes were lost (it ended later), "upper" when the
        request's were (it ended later, so the broker answered sooner), "unknown" when both."""
        request, response = self.request, self.response
        if request is None or response is None or (request.end_seen and response.end_seen):
            return None
        if not (request.end_seen or response.end_seen):
            return "unknown"
        return "lower" if request.end_seen else "upper"


_ABSENT = object()


class LazyFields(dict[str, Any]):
    """A dissector's fields where the costly ones (decoded bodies as JSON) are computed on first
    use, so a view that never shows them never pays for them."""

    def __init__(self, eager: dict[str, Any], lazy: dict[str, Callable[[], Any]]) -> None:
        super().__init__(eager)
        self._lazy = lazy

    def __missing__(self, key: str) -> Any:
        make = self._lazy.pop(key, None)
        if make is None:
            raise KeyError(key)
        value = self[key] = make()
        return value

    def get(self, key: str, default: Any = None) -> Any:
        value = dict.get(self, key, _ABSENT)  # the analyses ask often: the common case without a raise
        if value is not _ABSENT:
            return value
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self._lazy

    def resolved(self) -> dict[str, Any]:
        for key in list(self._lazy):
            self[key]  # noqa: B018  (computes and stores it)
        return dict(self)


class WarningKind(StrEnum):
    """What is wrong with the bytes at a warning's offset."""

    TRUNCATED = "truncated"  # bytes of the frame were not captured
    MALFORMED = "malformed"  # bytes that cannot be what the schema says
    TRAILING_BYTES = "trailing-bytes"  # bytes left after the last field
    UNKNOWN_TAG = "unknown-tag"
    NEWER_VERSION = "newer-version"  # decoded with the newest version the schema knows
    NONSTANDARD_REPLY = "nonstandard-reply"  # a reply in no layout the protocol defines for it
    UNKNOWN_API = "unknown-api"
    CRC_MISMATCH = "crc-mismatch"
    CHECKSUM_MISMATCH = "checksum-mismatch"  # MongoDB's OP_MSG CRC-32C
    DECOMPRESSION_BOMB = "decompression-bomb"
    DECOMPRESSION_FAILED = "decompression-failed"
    MEMORY_BUDGET = "memory-budget"  # decoding stopped: what it built would pass the memory budget
    DECRYPTION_FAILED = "decryption-failed"  # bytes of the frame were in TLS records that did not authenticate


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)
class DecodeWarning:
    """A problem in a frame's bytes, at its offset (from the frame's length prefix)."""

    kind: WarningKind
    offset: int
    message: str
    count: int = 1  # this warning and the later ones of its kind in the same frame (merged)

    def as_dict(self) -> dict[str, Any]:
        shown = {"kind": str(self.kind), "offset": self.offset, "message": self.message}
        return shown if self.count == 1 else {**shown, "count": self.count}

    @property
    def text(self) -> str:
        """The message, with how many more of its kind the frame has."""
        more = self.count - 1
        return self.message if not more else f"{self.message} (and {more} more like it)"


class WarningList(list[DecodeWarning]):
    """A decode's warnings as they are found. A warning that repeats one already found in the same
    frame (same kind, same message but for its numbers) adds to that one's count instead of being
    kept again: a frame of a million unknown tagged fields is one warning with a count, not a
    million (memory and output stay small), while different problems stay apart. `new_frame`
    starts the next frame (a request's warnings, then its response's)."""

    _frame_start = 0
    _first: dict[tuple[WarningKind, str], int] | None = None  # made at the first warning: most decodes have none

    def append(self, w: DecodeWarning) -> None:
        key = _repeat_key(w)
        if self._first is None:
            self._first = {}
        at = self._first.get(key)
        if at is None:
            self._first[key] = len(self)
            super().append(w)
        else:
            first = self[at]
            self[at] = DecodeWarning(first.kind, first.offset, first.message, first.count + w.count)

    def extend(self, warnings: Iterable[DecodeWarning]) -> None:
        for w in warnings:
            self.append(w)

    def __iadd__(self, warnings: Iterable[DecodeWarning]) -> WarningList:  # type: ignore[override,misc]
        self.extend(warnings)
        return self

    def new_frame(self) -> None:
        self._frame_start, self._first = len(self), None


_NUMBERS = re.compile(r"0x[0-9a-fA-F]+|\d+")


def _repeat_key(w: DecodeWarning) -> tuple[WarningKind, str]:
    """What warnings that repeat one another share: their kind and message but for numbers."""
    return w.kind, _NUMBERS.sub("#", w.message)


class MemoryBudget:
    """The memory a run may hold in what it buffers and decodes (--max-memory): half for the
    partial frames of every connection, which take from it for the bytes they hold and give back
    when those bytes move on, and half for the exchange being decoded. Fixed halves keep what a
    decode shows the same whatever else is buffered, so every mode (-j, the reader process) gives
    the same output. Whatever is cut for want of memory says so (a notice or a `memory-budget`
    warning) and is counted (Counters.frames_cut_by_memory, decodes_cut_by_memory)."""

    __slots__ = ("limit", "held")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held = 0

    @property
    def for_buffers(self) -> int:
        return self.limit - self.limit // 2

    @property
    def for_a_decode(self) -> int:
        return self.limit // 2

    def take(self, n: int) -> bool:
        """Reserve n bytes of the buffers' half; False (nothing reserved) when they are not left."""
        if self.held + n > self.for_buffers:
            return False
        self.held += n
        return True

    def give_back(self, n: int) -> None:
        self.held -= n


@dataclass(slots=True, unsafe_hash=True)
class DecodedExchange:
    """An exchange with the protocol's decode attached (a JSON-ready summary and warnings)."""

    exchange: Exchange[Any]
    fields: dict[str, Any]
    summary: str
    errors: tuple[str, ...]
    warnings: tuple[DecodeWarning, ...]
    request_tree: Any = None  # the protocol's field tree (dissectors.tree.Node), header and body
    response_tree: Any = None
    hidden: tuple[tuple[str, int, int], ...] = ()  # (side, offset, length): bytes no view may show
