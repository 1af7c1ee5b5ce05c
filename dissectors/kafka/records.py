"""Kafka `records` fields: RecordBatch v2 and legacy MessageSets (magic 0/1), every codec, nested.

Two depths: `verify` walks the batches and checks their CRCs without decompressing (cheap, so
corruption is always reported); `full` also decompresses and decodes every record. Between them,
`headers` (for views that show trees) keeps each batch's and legacy message's header without
decoding their contents, and `batch_headers` (for the analyses, `record_set_json`) keeps every v2
batch's header but decodes only control batches (transaction markers) and legacy messages in full:
what every analysis reads, without decompressing a single data batch.

Every node's offset and length are the bytes it occupies in the frame: the record set's length
prefix (`size`), each batch or message, a batch's records. Compressed bytes are a `decompressed`
node spanning them in the frame; what is built out of them (records, batches and messages inside a
compressed wrapper) lives in no byte of the frame: its offset is -1 and its length the bytes it
took once inflated. A warning about anything inside compressed bytes points at the outermost
compressed entry in the frame, so every warning offset is a byte of the frame.

Hostile input is bounded twice. Each compressed unit inflates to at most RecordLimits.limit_for
its size, and everything one exchange decompresses, at every depth of nested wrappers, to at most
RecordLimits.total (a frame of many small bombs, or wrappers of wrappers each at the limit, would
otherwise multiply it): past that, a `decompression-bomb` warning. And every record and legacy
message built, compressed or not, is charged with what holding it costs (RECORD_COST,
MESSAGE_COST, plus its bytes) to the exchange's memory budget (Context.budget, what --max-memory
leaves): past that, a `memory-budget` warning. Either way nothing more of the exchange's records
is decoded.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kafkasniff.dissectors.common import checksums
from kafkasniff.dissectors.common.codecs import BombError, CodecError, decompress
from kafkasniff.dissectors.common.limits import InflateLimits
from kafkasniff.dissectors.common.masks import Redacted
from kafkasniff.dissectors.kafka import metadata_log
from kafkasniff.dissectors.kafka.readers.runtime import Context
from kafkasniff.dissectors.kafka.record_json import header_json
from kafkasniff.dissectors.kafka.record_memo import MEMO, Outcome, Said, say
from kafkasniff.dissectors.kafka.v2_record import ValueDecoder, read_record
from kafkasniff.dissectors.tree import BytesRenderer, DecodeError, Node, to_json, warning
from kafkasniff.model import DecodeWarning, WarningKind

_BATCH = struct.Struct(">qiibIhiqqqhii")  # RecordBatch v2 header, 61 bytes
_ENTRY = struct.Struct(">qi")  # offset, size: the start of a batch or a legacy message
_LEGACY = struct.Struct(">IbB")  # crc, magic, attributes
_I32 = struct.Struct(">i")
_U32 = struct.Struct(">I")
# a v2 batch's length, magic and CRC at once (its base offset and leader epoch skipped): the check
# of every batch reads these three
_SIZE_MAGIC_CRC = struct.Struct(">8xi4xbI")
_I64 = struct.Struct(">q")
CODECS = {0: "none", 1: "gzip", 2: "snappy", 3: "lz4", 4: "zstd"}  # the attributes' codec bits


@dataclass(frozen=True)
class RecordLimits(InflateLimits):
    max_depth: int = 8  # legacy wrappers inside wrappers
    max_total: int | None = None  # everything one exchange inflates (None: 4 x max_decompressed)

    @property
    def total(self) -> int:
        """The bytes one exchange may decompress, at every depth together."""
        return 4 * self.max_decompressed if self.max_total is None else self.max_total


_STOPPED = 1 << 62  # Context.inflated once a budget has run out: nothing more is decoded
# What holding a decoded entry costs beyond its own bytes (measured with tracemalloc: the node
# and its fields, then its JSON form, which views build next to the tree)
RECORD_COST = 700
MESSAGE_COST = 1600  # a legacy message: a wider field dict, key and value copied out
BATCH_COST = 1500  # a batch: its header's dict and node, its records' container, its JSON form
HEADER_COST = 800  # a batch's or a legacy message's header kept without its contents (no JSON form)


_CHECKED = Node("checked", "checked", None, 0, 0)  # an entry checked but not kept (no --records, no headers)


def _batch_fields(header: tuple[Any, ...], crc_ok: bool) -> dict[str, Any]:
    """A v2 batch's header (`_BATCH` unpacked) as its node's fields."""
    (base_offset, length, leader_epoch, magic, crc, attrs, last_delta, base_ts, max_ts, pid, epoch, seq,
     count) = header  # fmt: skip
    codec = attrs & 0x07
    return {
        "base_offset": base_offset, "batch_length": length, "partition_leader_epoch": leader_epoch,
        "magic": magic, "crc": crc, "crc_ok": crc_ok, "attributes": attrs,
        "codec": CODECS.get(codec, str(codec)), "timestamp_type": "log_append" if attrs & 0x08 else "create",
        "transactional": bool(attrs & 0x10), "control": bool(attrs & 0x20), "delete_horizon": bool(attrs & 0x40),
        "last_offset_delta": last_delta, "base_timestamp": base_ts, "max_timestamp": max_ts,
        "producer_id": pid, "producer_epoch": epoch, "base_sequence": seq, "record_count": count,
    }  # fmt: skip


class _Decoder:
    def __init__(
        self, ctx: Context, limits: RecordLimits, full: bool, resolve_offsets: bool, hide: bool, headers: bool = False,
        batch_headers: bool = False, metadata: bool = False,
    ) -> None:  # fmt: skip
        self.ctx, self.limits, self.full, self.hide = ctx, limits, full, hide
        # records decoded in full have their values decoded too where the schema knows them: the
        # KRaft control records always, metadata records in the metadata log's sets (`metadata`)
        self.metadata = metadata
        self.keep = full or headers or batch_headers  # entries become nodes: with their contents (full) or headers only
        # batch headers for the analyses: v2 batches' headers, control batches' and legacy messages' contents
        self.batch_headers = batch_headers
        self.resolve_offsets = resolve_offsets  # brokers assign offsets; a producer's are placeholders
        # warnings as found, said into the context when the decode ends (record_memo.say)
        self.said: list[Said] = []
        # what it did depends on the bytes and options alone: no budget, bomb, codec failure or
        # metadata value (decoded with what the budget leaves) came into it (record_memo.py)
        self.replayable = True

    def warn(self, w: DecodeWarning) -> None:
        self.said.append((False, w))

    def record_set(
        self, buf: bytes, pos: int, end: int, partial_ok: bool, depth: int, anchor: int | None = None
    ) -> list[Node]:
        """Entries of a record set in buf[pos:end]: buf is the frame, or (`anchor` set) bytes
        decompressed out of the compressed entry at frame offset `anchor`."""
        entries: list[Node] = []
        while pos < end:
            if end - pos < 17:
                entries.append(self._partial(pos, end, partial_ok))
                break
            offset, size = _ENTRY.unpack_from(buf, pos)
            if size < 0 or pos + 12 + size > end:
                entries.append(self._partial(pos, end, partial_ok, size))
                break
            magic = buf[pos + 16]
            if magic == 2:
                entries.append(self._batch(buf, pos, anchor))
            elif magic in (0, 1):
                entries.append(self._legacy(buf, pos, anchor, depth))
            else:
                raise DecodeError(pos + 16, f"record set: unknown magic {magic}")
            if self.ctx.inflated >= _STOPPED:
                break
            pos += 12 + size
        return entries

    def _partial(self, pos: int, end: int, partial_ok: bool, size: int | None = None) -> Node:
        if not partial_ok:  # only a broker's record set in the frame may end cut: never inflated bytes
            raise DecodeError(pos, f"record set: entry of {size} bytes runs past the end", True)
        return Node("partial", "partial", None, pos, end - pos)

    # -- RecordBatch v2 ------------------------------------------------------------------

    def _batch(self, buf: bytes, pos: int, anchor: int | None) -> Node:
        if _ENTRY.unpack_from(buf, pos)[1] < _BATCH.size - 12:
            raise DecodeError(pos + 8, "record batch shorter than its header")
        header = _BATCH.unpack_from(buf, pos)
        base_offset, length, crc = header[0], header[1], header[4]
        end = pos + 12 + length
        crc_ok = checksums.crc32c(memoryview(buf)[pos + 21 : end]) == crc
        at = pos if anchor is None else anchor  # where its warnings point
        if not crc_ok:
            msg = f"batch at offset {base_offset}: stored CRC-32C {crc:#010x} does not match its bytes"
            self.warn(warning("crc-mismatch", at + 17 if anchor is None else at, msg))
        if not self.keep:
            return _CHECKED  # checked only: the caller keeps no entries
        fields = _batch_fields(header, crc_ok)
        node = Node("batch", "batch", fields, pos if anchor is None else -1, end - pos, None)
        what = f"batch at offset {base_offset}"
        contents = self.full or (self.batch_headers and fields["control"])
        if self._charge(BATCH_COST if contents else HEADER_COST, at, what) and contents:
            codec = fields["attributes"] & 0x07
            node.children = self._batch_records(buf, pos + _BATCH.size, end, fields, codec, at, anchor is not None)
        return node

    def _batch_records(self, buf: bytes, pos: int, end: int, f: dict[str, Any], codec: int, at: int,
                       inside: bool) -> list[Node] | None:  # fmt: skip
        """The records of a batch whose warnings point at `at` (`inside`: buf is decompressed), in
        a node spanning their bytes in the frame (compressed or not; -1 `inside`)."""
        data = buf
        what = f"batch at offset {f['base_offset']}"
        span = (-1 if inside else pos, end - pos)
        if codec:
            inflated = self._inflate(codec, buf[pos:end], at, what)
            if inflated is None:
                return None
            data, pos, end = inflated, 0, len(inflated)
        log_append = f["timestamp_type"] == "log_append"
        timestamp = f["max_timestamp"] if log_append else f["base_timestamp"]
        base_offset, control, count = f["base_offset"], f["control"], f["record_count"]
        records: list[Node] = []
        in_frame = not (codec or inside)
        values = self._values(at, in_frame) if self.full and not self.hide and (self.metadata or control) else None
        ctx, hide = self.ctx, self.hide
        try:
            if values is None and not hide:  # the common case: a loop of the least per record
                if not _read_plain(records, data, pos, end, count, base_offset, timestamp, log_append, control,
                                   in_frame, ctx):  # fmt: skip
                    self._stop(at, what)
            else:
                while pos < end and len(records) < count:
                    record, after = read_record(data, pos, end, base_offset, timestamp, log_append, control,
                                                in_frame, values)  # fmt: skip
                    if hide:
                        redact(record.value)
                    records.append(record)
                    ctx.cost += RECORD_COST + after - pos  # `_charge`, in line: once per record
                    pos = after
                    if ctx.records_left < 0:
                        self._stop(at, what)
                        break
        except DecodeError as exc:
            where = at if codec or inside else exc.offset  # decompressed records are not in the frame
            self.warn(warning("malformed", where, f"{what}: {exc.reason}"))
        if len(records) != f["record_count"]:  # said only when nothing else was (it explains it)
            msg = f"{what}: {len(records)} records, header says {f['record_count']}"
            self.said.append((True, warning("malformed", at, msg)))
        return [Node("records", "decompressed" if codec else "[]record", None, *span, records)]

    def _values(self, at: int, in_frame: bool) -> ValueDecoder:
        """What decodes a record's value (metadata_log.py) in this batch. Its warnings point at
        `at`, the compressed entry, when the value is not in the frame; what it builds is charged
        to the exchange like the records."""

        def decode_value(buf: bytes, start: int, end: int, control: int | None) -> Node | None:
            ctx = self.ctx
            self.replayable = False  # its budget is what the exchange's leaves
            inner = Context(max(ctx.records_left, 0))
            if control is not None:
                node = metadata_log.control_record(control, buf, start, end, inner)
            else:
                node = metadata_log.metadata_record(buf, start, end, inner)
            for w in inner.warnings:
                self.warn(w if in_frame else warning(w.kind, at, w.message))
            ctx.cost += inner.cost
            return node

        return decode_value

    def _inflate(self, codec: int, data: bytes, at: int, what: str) -> bytes | None:
        ctx = self.ctx
        if ctx.inflated >= _STOPPED:  # a budget ran out (and said so) already
            return None
        left = min(self.limits.total - ctx.inflated, ctx.records_left)
        limit = min(self.limits.limit_for(len(data)), left)
        try:
            inflated = decompress(CODECS.get(codec, str(codec)), data, max(limit, 0))
        except BombError:
            self.replayable = False
            if limit == left:
                self._stop(at, what)
            else:
                msg = f"{what}: {CODECS.get(codec)} data of {len(data)} bytes inflates past {limit} bytes; not followed"
                self.warn(warning("decompression-bomb", at, msg))
        except CodecError as exc:  # (how far a codec reads before it fails may depend on the limit)
            self.replayable = False
            self.warn(warning("decompression-failed", at, f"{what}: {exc}"))
        else:
            ctx.inflated += len(inflated)
            ctx.cost += len(inflated)
            return inflated
        return None

    def _charge(self, cost: int, at: int, what: str) -> bool:
        """Charge an entry built to the exchange's memory budget; False (and stopped) past it."""
        self.ctx.cost += cost
        if self.ctx.records_left >= 0:
            return True
        self._stop(at, what)
        return False

    def _stop(self, at: int, what: str) -> None:
        """One warning per exchange, saying which budget ran out; nothing after it is decoded."""
        ctx = self.ctx
        self.replayable = False
        if self.limits.total - ctx.inflated <= ctx.records_left:
            msg = f"{what}: the exchange's compressed records inflate past {self.limits.total} bytes; not followed"
            self.warn(warning("decompression-bomb", at, msg))
        else:
            msg = f"{what}: the exchange's records take more than its memory budget of {ctx.budget} bytes; not decoded"
            self.warn(warning("memory-budget", at, msg))
        ctx.inflated = _STOPPED

    # -- legacy MessageSet (magic 0 and 1) -----------------------------------------------

    def _legacy(self, buf: bytes, pos: int, anchor: int | None, depth: int) -> Node:
        offset, size = _ENTRY.unpack_from(buf, pos)
        if size < _LEGACY.size:
            raise DecodeError(pos + 8, f"message of {size} bytes is shorter than its header")
        end = pos + 12 + size
        crc, magic, attrs = _LEGACY.unpack_from(buf, pos + 12)
        at = pos if anchor is None else anchor  # where its warnings point
        crc_ok = zlib.crc32(buf[pos + 16 : end]) == crc
        if not crc_ok:
            msg = f"message at offset {offset}: stored CRC-32 {crc:#010x} does not match its bytes"
            self.warn(warning("crc-mismatch", at + 12 if anchor is None else at, msg))
        p = pos + 18
        timestamp = None
        if magic == 1:
            timestamp = _I64.unpack_from(buf, p)[0] if p + 8 <= end else None
            p += 8
        key, p = _legacy_bytes(buf, p, end)
        value, p = _legacy_bytes(buf, p, end)
        if not self.keep:
            return _CHECKED
        codec = attrs & 0x07
        fields = {
            "offset": offset, "magic": magic, "crc": crc, "crc_ok": crc_ok, "attributes": attrs,
            "codec": CODECS.get(codec, str(codec)),
            "timestamp_type": "log_append" if magic == 1 and attrs & 0x08 else "create", "timestamp": timestamp,
        }  # fmt: skip
        node = Node("message", "message", fields, pos if anchor is None else -1, end - pos, None)
        if not (self.full or self.batch_headers):  # its header: key and value are its contents
            self._charge(HEADER_COST, at, f"message at offset {offset}")
            return node
        fields.update(key=key, value=value, headers=[])
        if self.hide and not codec:
            redact(fields)
        if not self._charge(MESSAGE_COST + end - pos, at, f"message at offset {offset}"):
            return node

        if codec and value is not None:
            compressed = (p - len(value) if anchor is None else -1, len(value))  # the value's bytes in the frame
            node.children = self._wrapped(codec, value, compressed, offset, magic, at, depth)
        return node

    def _wrapped(
        self, codec: int, value: bytes, span: tuple[int, int], offset: int, magic: int, at: int, depth: int
    ) -> list[Node] | None:
        """The compressed message set inside a wrapper message, offsets made absolute, in a node
        spanning the compressed bytes in the frame (`span`)."""
        if depth >= self.limits.max_depth:
            self.warn(warning("malformed", at, f"wrapper messages nested deeper than {depth}"))
            return None
        data = self._inflate(codec, value, at, f"wrapper message at offset {offset}")
        if data is None:
            return None
        try:
            inner = self.record_set(data, 0, len(data), False, depth + 1, anchor=at)
        except DecodeError as exc:
            self.warn(warning("malformed", at, f"inside wrapper message at offset {offset}: {exc.reason}"))
            return None
        if magic == 1 and inner and self.resolve_offsets:  # inner offsets are relative to the wrapper's last
            key = _OFFSET_KEY[inner[-1].type]
            last = inner[-1].value[key]
            for n in inner:
                n.value[_OFFSET_KEY[n.type]] += offset - last
        return [Node("messages", "decompressed", None, *span, inner)]


def _read_plain(records: list[Node], buf: bytes, pos: int, end: int, count: int, base_offset: int, timestamp: int,
                log_append: bool, control: bool, in_frame: bool, ctx: Context) -> bool:  # fmt: skip
    """Read up to `count` records of buf[pos:end] into `records`, each charged to `ctx` as
    `_charge` would (the cost kept in a local, the budget's ceiling read once: this runs per
    record); False when the budget ran out with the last one read. A DecodeError leaves the
    records before it read and charged."""
    cost = ctx.cost
    ceiling = ctx.records_left + cost  # what `cost` may reach: records_left < 0 past it
    append = records.append
    try:
        for _ in range(count):
            if pos >= end:
                break
            record, after = read_record(buf, pos, end, base_offset, timestamp, log_append, control, in_frame)
            append(record)
            cost += RECORD_COST + after - pos
            pos = after
            if cost > ceiling:
                return False
        return True
    finally:
        ctx.cost = cost


_OFFSET_KEY = {"message": "offset", "batch": "base_offset"}  # a batch may sit in a wrapper too


def _legacy_bytes(buf: bytes, pos: int, end: int) -> tuple[bytes | None, int]:
    if pos + 4 > end:
        raise DecodeError(min(pos, end), "message key/value length runs past the end", True)
    n = _I32.unpack_from(buf, pos)[0]
    pos += 4
    if n < 0:
        return None, pos
    if pos + n > end:
        raise DecodeError(pos, f"message key/value of {n} bytes runs past the end", True)
    return bytes(buf[pos : pos + n]), pos + n


def batches_check_out(node: Node, frame: bytes) -> bool:
    """Whether a non-empty `records` field holds only whole v2 batches whose CRC-32C match: then
    checking it (decode_records without `full`) finds nothing to say. The common case, made cheap."""
    end = node.offset + node.length
    return _whole_v2_batches(frame, end - len(node.value), end)


def _whole_v2_batches(frame: bytes, pos: int, end: int) -> bool:
    """Whether frame[pos:end] is whole v2 batches whose CRC-32C match."""
    view = memoryview(frame)
    smallest = _BATCH.size
    while pos < end:
        if end - pos < smallest:
            return False
        size, magic, crc = _SIZE_MAGIC_CRC.unpack_from(frame, pos)
        if magic != 2 or size < smallest - 12 or pos + 12 + size > end:
            return False
        if checksums.crc32c(view[pos + 21 : pos + 12 + size]) != crc:
            return False
        pos += 12 + size
    return True


def decode_records(
    node: Node, frame: bytes, ctx: Context, limits: RecordLimits, full: bool, from_broker: bool, hide: bool = False,
    headers: bool = False, batch_headers: bool = False, metadata: bool = False,
) -> None:  # fmt: skip
    """Decode a `records` field node in place (its children become the record set's entries).

    A broker's record set may end with a partial entry (a fetch size cut it) and carries real
    offsets; a producer's may not, and its offsets are placeholders. hide: --redact. headers:
    without `full`, keep each entry's header for a tree (its JSON stays the set's size).
    metadata: the set is the KRaft metadata log's; with `full`, its records' values are decoded
    as metadata records (metadata_log.py).
    """
    quick = not (full or headers or batch_headers)  # nothing kept: the common case checks cheaply
    if node.value is None or not len(node.value) or (quick and batches_check_out(node, frame)):
        return
    end = node.offset + node.length
    start = end - len(node.value)
    key = (node.offset, start, end, limits, full, from_broker, hide, headers, batch_headers, metadata)
    outcome = MEMO.recall(frame, key, ctx, limits.total) if frame.__class__ is bytes else None  # (immutable)
    if outcome is None:
        outcome = _decoded(frame, node.offset, start, end, ctx, _Decoder(ctx, limits, full, from_broker, hide, headers,
                                                                         batch_headers, metadata), key)  # fmt: skip
    else:  # decoded before, for another pass over this exchange: the same again
        ctx.cost += outcome.cost
        ctx.inflated += outcome.inflated
    say(ctx, outcome.said)
    if outcome.entries is not None:
        node.children = [outcome.entries]


def _decoded(frame: bytes, field: int, start: int, end: int, ctx: Context, decoder: _Decoder, key: tuple[Any, ...]
             ) -> Outcome:  # fmt: skip
    """Decode the record set in frame[start:end] (its field at `field`), remembered when a later
    decode of it may replay it (record_memo.py); its warnings are not said yet."""
    cost, inflated = ctx.cost, ctx.inflated
    entries = None
    try:
        found = decoder.record_set(frame, start, end, decoder.resolve_offsets, 0)  # a broker's set may end cut
    except DecodeError as exc:
        decoder.warn(warning("malformed", min(exc.offset, end), f"records: {exc.reason}"))
    else:
        if decoder.keep:
            entries = _record_set(frame, field, start, end, found, decoder.full or decoder.batch_headers)
    outcome = Outcome(entries, tuple(decoder.said), ctx.cost - cost, ctx.inflated - inflated)
    if decoder.replayable and frame.__class__ is bytes:
        MEMO.remember(frame, key, outcome)
    return outcome


def record_set_json(
    buf: bytes, field_start: int, pos: int, size: int, ctx: Context, limits: RecordLimits, from_broker: bool,
    render: BytesRenderer,
) -> dict[str, Any]:  # fmt: skip
    """The JSON of the record set in buf[pos:pos + size] (its field, length first, at `field_start`)
    as the analyses read it: {size, batches} with every v2 batch's header (and `last_offset_delta`,
    where its records end) but only a control batch's records; legacy messages in full."""
    plain = _plain_batches_json(buf, pos, pos + size, ctx)
    if plain is not None:
        return plain
    return decoded_set_json(buf, field_start, pos, size, ctx, limits, from_broker, render)


def decoded_set_json(
    buf: bytes, field_start: int, pos: int, size: int, ctx: Context, limits: RecordLimits, from_broker: bool,
    render: BytesRenderer,
) -> dict[str, Any]:  # fmt: skip
    """`record_set_json` by way of the decoder's nodes, for every record set (the common case has
    a shorter way: `_plain_batches_json`)."""
    return _set_json(buf, field_start, pos, size, ctx, limits, render, False, from_broker, batch_headers=True)


def _set_json(buf: bytes, field_start: int, pos: int, size: int, ctx: Context, limits: RecordLimits,
              render: BytesRenderer, full: bool, from_broker: bool, hide: bool = False, headers: bool = False,
              batch_headers: bool = False) -> dict[str, Any]:  # fmt: skip
    """The JSON of the `records` field whose set is buf[pos:pos + size], decoded as `decode_records` says."""
    node = Node("records", "records", buf[pos : pos + size], field_start, pos + size - field_start, None)
    decode_records(node, buf, ctx, limits, full, from_broker, hide, headers=headers, batch_headers=batch_headers)
    json: dict[str, Any] = to_json(node, render)
    return json


RecordSets = Callable[[bytes, int, int, int], Any]  # Context.record_sets: (frame, field start, set start, size)


def full_sets(
    ctx: Context, limits: RecordLimits, from_broker: bool, hide: bool, headers: bool, render: BytesRenderer
) -> RecordSets:
    """A JSON reader's `ctx.record_sets` for --records: each set's JSON as its tree's, the field's
    node decoded in full where the reader meets it, with the tree decode's options (a set decoded
    for the summary is replayed: record_memo.py). Its cost and warnings go to `ctx`."""

    def record_set(buf: bytes, field_start: int, pos: int, size: int) -> Any:
        return _set_json(buf, field_start, pos, size, ctx, limits, render, True, from_broker, hide, headers=headers)

    return record_set


# warnings of decodes whose outcome the room left decided: how far a codec got before a limit
_ROOM_KINDS = frozenset({WarningKind.DECOMPRESSION_BOMB, WarningKind.DECOMPRESSION_FAILED, WarningKind.MEMORY_BUDGET})


def room_came_into_it(ctx: Context) -> bool:
    """Whether the record sets decoded into `ctx` may have decoded otherwise with less room: a
    budget ran out (or would have, with all of them charged first), or a limit or a codec stopped
    one. With none of these, the same sets decoded with the same total charged before give the same."""
    if ctx.inflated >= _STOPPED or ctx.records_left < 0:
        return True
    return any(w.kind in _ROOM_KINDS for w in ctx.warnings) if ctx.warnings else False


def _plain_batches_json(buf: bytes, pos: int, end: int, ctx: Context) -> dict[str, Any] | None:
    """`record_set_json` of the common case, built without nodes: a set of whole v2 data batches
    whose CRC-32C match, inside the memory budget. None for anything else (empty, legacy, control,
    cut, damaged, over budget): the decoder says what is wrong with it."""
    if pos >= end or ctx.inflated >= _STOPPED or not _whole_v2_batches(buf, pos, end):
        return None
    start, headers = pos, []
    while pos < end:
        fields = _batch_fields(_BATCH.unpack_from(buf, pos), True)
        if fields["control"]:
            return None  # its markers are decoded: the decoder's way
        headers.append(header_json(fields))
        pos += 12 + fields["batch_length"]
    cost = HEADER_COST * len(headers)  # what the decoder charges for headers kept without contents
    if ctx.records_left < cost:
        return None
    ctx.cost += cost
    return {"size": end - start, "batches": headers}


def _record_set(frame: bytes, field: int, start: int, end: int, entries: list[Node], full: bool) -> Node:
    """The set as a struct spanning its field (from `field` to `end`): its length prefix (`size`),
    then its entries. Its JSON is {size, batches}, or {size} when the entries are headers only
    (`checked`)."""
    prefix = start - field
    # an int32 length, or a compact one (an unsigned varint of size + 1, whose first byte of four
    # would have its high bit set: never read as the size itself)
    fixed = prefix == 4 and _I32.unpack_from(frame, field)[0] == end - start
    size = Node("size", "int32" if fixed else "uvarint", end - start, field, prefix)
    batches = Node("batches", "[]entry", None, start, end - start, entries)
    return Node("record_set", "struct" if full else "checked", None, field, end - field, [size, batches])


def redact(fields: dict[str, Any]) -> None:
    """Replace a record's key, value and header values by their sizes, in place."""
    for name in ("key", "value"):
        if fields[name] is not None:
            fields[name] = Redacted.of(len(fields[name]))
    fields["headers"] = [(k, None if v is None else Redacted.of(len(v))) for k, v in fields["headers"]]
