"""Framing: in-order stream bytes -> length-prefixed frames, per connection and direction.

Decides each connection's protocol (detection.py), cuts frames by the protocol's length
prefix, and after a hole or a capture that started mid-connection resynchronises at the next
plausible frame, saying so with a Notice. A frame larger than the buffer cap keeps its first
bytes (the header) and counts the rest as dropped, so memory stays bounded. A partial frame
holding more than RESERVE_ABOVE bytes draws what it holds from the run's memory budget
(--max-memory) as its segments arrive, and gives it back when it leaves; when the budget has no
more, the frame is cut the same way, with a notice.

A length prefix damaged into a larger but plausible size would swallow every later message of
its direction. So while a frame waits for more segments, each new segment's start is checked for
the next message: a request whose key follows the one being collected, or a response to a
request the client is still waiting for (`_next_message_at`). Found, the frame is cut where the
next message begins (the earliest such start in the bytes held, which can hold a few coalesced
messages) and framing goes on from there; the exchange says its length prefix disagreed. A
frame that claims more than the buffer cap has its tail skipped, segment by segment: the same
check ends the skipping where the next message begins.

TLS never reaches here: the TLS stage (tls.py) hands on the plaintext of the connections it
decrypts, and of the others nothing. A StreamTls event tells a connection's state what the TLS
stage negotiated, for its Connection record; a gap the TLS stage made of a record that did not
decrypt ("decryption-failed") is remembered by the frame it falls in (`Frame.loss`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import (
    Connection,
    Endpoint,
    Flow,
    Frame,
    MemoryBudget,
    Notice,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamGap,
    StreamOpen,
    StreamTls,
    TlsSession,
)
from kafkasniff.stream.detection import SNIFF_LIMIT, Detector
from kafkasniff.tcp.reassembly import DEFAULT_BUFFER_CAP

OVERSIZE_HEAD = 64 * 1024  # bytes kept of a frame too large to buffer
RESERVE_ABOVE = OVERSIZE_HEAD  # smaller partial frames (one per direction at most) draw nothing
SCAN_EVERY_BYTE = 64 * 1024  # after a loss, try every offset this far, then segment starts only
GIVE_UP_AFTER = 16 * 1024 * 1024  # bytes of a direction scanned with no frame found
MIN_FULL_SEGMENT = 512  # smallest segment size (IPv4 minimum MSS 536, less options) of a bulk send
HOLD_LIMIT = 64 * 1024  # while resynchronising, a frame start this small waits for its end to be judged
KEYS_KEPT = 64  # request keys a client direction remembers (a response names one it waits for)
KEY_STRIDE = 16  # a client's next request key is this far above the last at most
KEY_SPACE = 1 << 31  # keys are non-negative int32s; a client that runs out starts again at 0
MIN_RESPONSE_BYTES = 8  # a length prefix and a correlation id
LOOK_BACK = 256 * 1024  # bytes before the segment that showed the next message searched for its start


GAP_REASONS = {
    "lost": "not captured (a segment the capture missed)",
    "snaplen": "cut by the capture's snaplen (later cuts in this direction are only counted)",
    "overflow": "dropped: the buffer cap was reached while waiting for a missing segment",
    "decryption-failed": "TLS records that did not authenticate",
}


@dataclass(frozen=True, slots=True)
class ConnectionClosed:
    conn: Connection
    ts: int


FramingOutput = Frame | Notice | ConnectionClosed


class FlowFramer:
    """Cuts one direction's bytes into frames."""

    def __init__(
        self, proto: WireProtocol, conn: Connection, from_client: bool, counters: Counters, cap: int,
        memory: MemoryBudget | None = None,
    ) -> None:  # fmt: skip
        self.proto, self.conn, self.from_client = proto, conn, from_client
        self.prefix_size = proto.prefix_size
        self.counters, self.cap, self.memory = counters, cap, memory
        self.reserved = 0  # bytes of the memory budget the frame being collected has drawn
        self.flow = Flow(conn.client, conn.server) if from_client else Flow(conn.server, conn.client)
        self.synced = True
        self.verified = False  # no frame has been recognised yet: do not trust a length blindly
        self.chunks: list[bytes] = []
        self.size = 0  # bytes in chunks
        self.start = 0  # stream offset of chunks[0]
        self.need: int | None = None  # total size of the frame being collected
        self.ts_first = 0
        # the packet (frame number) of the bytes being handled (the latest seen: a damaged frame
        # ends there), and of the current frame's first bytes; when the latest bytes were seen
        self.number = self.num_first = 0
        self.ts_seen = 0
        self.lost = 0  # bytes of the current frame not in chunks
        self.skip_to: int | None = None  # stream offset where the damaged current frame ends
        self.capped = False  # ... and its bytes are skipped because of the buffer cap
        self.scanned = 0  # bytes scanned since sync was lost
        self.held = False  # resynchronising: chunks start with a plausible frame whose end is not here yet
        self.rejudge = False  # responses were rejected only because the client was not yet recognised
        self.dead = False
        self.loss = ""  # why the current frame lost bytes, when a gap gave a reason worth telling
        self.midstream = False  # its first bytes are not the connection's first bytes
        self.peer: FlowFramer | None = None  # the other direction
        # the keys of the requests this (client) direction sent, newest last: a response that
        # begins a segment inside a long frame of the server's, naming one, ends that frame
        self.keyed = type(proto).request_frame_key is not WireProtocol.request_frame_key
        self.keys: deque[int] = deque(maxlen=KEYS_KEPT)
        self.last_response_key: int | None = None  # (a client direction's last key is keys[-1])
        self.unseen = 0  # bytes lost in holes since this direction lost sync
        self.snaplen_told = False  # a gap notice said the capture's snaplen cuts this direction

    def in_sync(self) -> tuple[int, int | None, int, int] | None:
        """For a direction in sync with nothing lost or skipped: the frame it is collecting (bytes
        held, size, when and in which packet it began), all a later frame cut reads of the past
        besides the last keys seen. None while it resynchronises, skips or is out of the game."""
        if not (self.synced and self.verified) or self.dead or self.skip_to is not None or self.held or self.rejudge:
            return None
        if self.reserved or self.lost or self.loss:
            return None
        return (self.size, self.need, self.ts_first, self.num_first) if self.chunks else (0, None, 0, 0)

    # -- input -------------------------------------------------------------------------

    def data(self, ts: int, offset: int, data: bytes, out: list[FramingOutput], number: int = 0) -> None:
        """The next bytes of this direction (a StreamData's fields). The fast path, for a direction in
        sync: bytes that continue or end a frame; `_data` is the general one (resync, skipping,
        a dead direction). test_framing.py's test_frames_split_over_many_segments_and_many_in_one
        and the degraded-capture tests go through both."""
        self.number, self.ts_seen = number, ts
        if self.dead or self.skip_to is not None or not self.synced:
            self._data(ts, offset, data, out)
            return
        # in sync: most bytes either continue a frame still short of its size or end one
        if self.chunks:
            need = self.need
            short = need is not None and self.size < need
            self.chunks.append(data)
            self.size += len(data)
            if short and self.keyed and self._next_message_at(data, 0):
                self._cut_before_next(ts, out, len(data))  # this segment begins the next message
                return
            if need is not None and self.size < need and need <= self.cap:
                if self.size > RESERVE_ABOVE:
                    self._draw(ts, out)
                return
        else:
            self.chunks = [data]
            self.size += len(data)
            self.start, self.ts_first, self.num_first = offset, ts, number
        self._cut(ts, out)

    def _data(self, ts: int, off: int, data: bytes, out: list[FramingOutput]) -> None:
        if self.dead:
            self.counters.bytes_skipped += len(data)
            return
        if self.skip_to is not None and self.capped and self.keyed and self._next_message_at(data, 0):
            self._end_oversize_before(ts, off, out)  # its length prefix was damaged: this begins the next message
        if self.skip_to is not None:
            n = min(len(data), self.skip_to - off)
            self.lost += n
            if self.capped:
                self.counters.bytes_dropped_by_cap += n
            else:
                self.counters.bytes_skipped += n
            data, off = data[n:], off + n
            if off >= self.skip_to:
                self._emit_damaged(ts, out, end_seen=True)
            if not data:
                return
        if not self.chunks:
            self.start, self.ts_first, self.num_first = off, ts, self.number
        self.chunks.append(data)
        self.size += len(data)
        if self.synced:
            self._cut(ts, out)
        else:
            self._resync(ts, out, len(data))

    def gap(self, ev: StreamGap, out: list[FramingOutput]) -> None:
        if ev.reason == "midstream":
            self.synced = self.verified = False
            self.midstream = True
            return
        if self.dead:
            return
        self._notice_gap(ev, out)
        if not self.verified:
            self.midstream = True  # what follows a hole may begin anywhere
        end = ev.offset + ev.length
        if ev.reason == "decryption-failed" and (self.skip_to is not None or (self.synced and self.need is not None)):
            self.loss = ev.reason
        if self.skip_to is not None:
            self.lost += ev.length
            if end < self.skip_to:
                return
            in_sync = end == self.skip_to  # the hole ends where the next frame begins
            self._emit_damaged(ev.ts, out)
            if in_sync:
                return
        elif self.synced and self.need is not None and end <= self.start + self.need:
            self.skip_to = self.start + self.need
            self.lost += ev.length
            if end == self.skip_to:
                self._emit_damaged(ev.ts, out)
            return
        elif self.synced and self.need is not None and self.chunks:
            self.skip_to = self.start + self.need
            self._emit_damaged(ev.ts, out)
        self._discard()
        # what the frames lost since sync was may have held: holes, and the bytes scanned between them
        self.unseen = (self.unseen + self.scanned if not self.synced else 0) + ev.length
        self.synced = False
        self.scanned = 0

    def _notice_gap(self, ev: StreamGap, out: list[FramingOutput]) -> None:
        """Say where bytes are missing (-v shows it); a snaplen cut only the first time in a
        direction: a capture cut short cuts nearly every packet, and the summary counts them."""
        if ev.reason == "snaplen":
            if self.snaplen_told:
                return
            self.snaplen_told = True
        why = GAP_REASONS.get(ev.reason, ev.reason)
        out.append(self._notice(ev.ts, ev.offset, "gap", f"{ev.length} bytes missing: {why}"))

    def end(self, ts: int, out: list[FramingOutput]) -> None:
        if self.skip_to is not None or (self.synced and self.need is not None and self.chunks):
            if self.skip_to is None:
                self.skip_to = self.start + (self.need or 0)
            self.lost += self.skip_to - self.start - self.size - self.lost
            out.append(self._notice(ts, self.start, "ended-mid-frame", "stream ended inside a frame"))
            self._emit_damaged(ts, out)
        self._discard()

    # -- framing -----------------------------------------------------------------------

    def _cut(self, ts: int, out: list[FramingOutput]) -> None:
        while True:
            need = self.need
            if need is None:
                need = self._frame_size(ts, out)
                if need is None:
                    return
            if need > self.cap and (self.size >= need or self.size >= OVERSIZE_HEAD):
                self._oversize(ts, out, f"frame of {need} bytes exceeds the buffer cap")
                return
            if self.size < need:
                if self.size > RESERVE_ABOVE:
                    self._draw(ts, out)
                return
            chunks = self.chunks
            data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
            if len(data) == need:  # the frame ends where the bytes do: keep it as it is
                frame, self.chunks = data, []
            else:
                frame, self.chunks = data[:need], [data[need:]]
            if self.keyed and not self.from_client:
                self._end_answered_request(ts, frame, out)
            out.append(Frame(self.conn, self.from_client, ts, self.ts_first, self.start, need, frame, 0, "",
                             (self.num_first, self.number)))  # fmt: skip
            self.counters.frames += 1
            if self.reserved:
                self._release()
            if self.keyed:
                self._remember_key(frame)
            self.start += need
            self.size -= need
            self.ts_first, self.num_first = ts, self.number
            self.need = None

    def _frame_size(self, ts: int, out: list[FramingOutput]) -> int | None:
        """The size of the frame at the start of the buffer, now `need`; None to stop cutting:
        its prefix is not all there, the first frame cannot be judged yet, or sync was lost."""
        prefix = self.prefix_size
        if self.size < prefix:
            return None
        first = self.chunks[0]  # the prefix is nearly always in the first chunk: no join
        head = first[:prefix] if len(first) >= prefix else self._joined()[:prefix]
        need = self.proto.frame_size(head, self.from_client)
        if need is not None and not self.verified:
            window = self._joined()[:SNIFF_LIMIT]
            if len(window) < self.proto.min_request_bytes and need > len(window):
                return None  # too little to judge the first frame yet
            if not self._recognised(window):
                need = None
            self.verified = need is not None
        if need is None:
            out.append(self._notice(ts, self.start, "bad-length", f"implausible frame length {head.hex()}"))
            self.synced, self.scanned = False, 0
            self._resync(ts, out, self.size)
            return None
        self.need = need
        return need

    def _draw(self, ts: int, out: list[FramingOutput]) -> None:
        """Draw the bytes the partial frame holds beyond what it drew already, or cut the frame."""
        memory = self.memory
        if memory is None or memory.take(self.size - self.reserved):
            if memory is not None:
                self.reserved = self.size
            return
        self.counters.frames_cut_by_memory += 1
        self._release()
        msg = f"frame of {self.need} bytes cut at {self.size}: --max-memory has no more for partial frames"
        self._oversize(ts, out, msg, "memory")

    def _release(self) -> None:
        """Give back what the frame being collected drew (if anything)."""
        if self.reserved:
            assert self.memory is not None
            self.memory.give_back(self.reserved)
            self.reserved = 0

    def _oversize(self, ts: int, out: list[FramingOutput], message: str, kind: str = "oversize") -> None:
        """Keep the head of a frame too big to buffer; skip the rest as it streams by."""
        assert self.need is not None
        head = self._joined()[:OVERSIZE_HEAD]
        dropped = self.size - len(head)
        self.counters.bytes_dropped_by_cap += dropped
        self.lost = dropped
        self.chunks, self.size = [head], len(head)
        self.skip_to = self.start + self.need
        self.capped = True
        out.append(self._notice(ts, self.start, kind, message))
        if self.start + self.size + self.lost >= self.skip_to:
            self._emit_damaged(ts, out, end_seen=True)  # all of it was seen: it was too big to keep

    def _emit_damaged(self, ts: int, out: list[FramingOutput], end_seen: bool = False) -> None:
        """The damaged frame ends: at `ts` when its last bytes were just seen (`end_seen`), else
        it ended unseen, and its time and last packet are those of the latest bytes seen of it."""
        assert self.skip_to is not None
        data = self._joined() if self.chunks else b""
        size = self.skip_to - self.start
        lost = size - len(data)
        if end_seen:
            ts, last = ts, self.number
        else:
            ts, last = max(self.ts_seen, self.ts_first), max(self.number, self.num_first)
        out.append(Frame(self.conn, self.from_client, ts, self.ts_first, self.start, size, data, lost, self.loss,
                         (self.num_first, last), end_seen))  # fmt: skip
        if self.keyed:  # its head names it: the next frame's key follows this one
            self._remember_key(data)
        self.loss = ""
        self.counters.frames += 1
        self.start = self.skip_to
        self.skip_to, self.need, self.lost, self.capped = None, None, 0, False
        self.chunks, self.size = [], 0
        self._release()

    # -- a damaged length prefix --------------------------------------------------------

    def _next_message_at(self, data: bytes, at: int) -> bool:
        """Whether the message after the one being collected plausibly begins at data[at]."""
        proto = self.proto
        head = data[at : at + SNIFF_LIMIT]
        if len(head) < 12 or proto.frame_size(head[: self.prefix_size], self.from_client) is None:
            return False
        current = self.chunks[0]
        if self.from_client:
            key, collected = proto.request_frame_key(head), proto.request_frame_key(current)
            if key is None or collected is None or not 0 < key - collected <= KEY_STRIDE:
                return False
            return proto.looks_like_request(head)
        peer = self.peer
        key = proto.response_key(head)
        if peer is None or key is None or key not in _after(peer.keys, proto.response_key(current)):
            return False
        return proto.looks_like_response(head)

    def _end_answered_request(self, ts: int, response: bytes, out: list[FramingOutput]) -> None:
        """A response to the request the client direction is still collecting: that request was
        whole (a server answers what it has read), so its length prefix was wrong; it is cut
        first, so that pairing meets the request before its response."""
        peer = self.peer
        if peer is None or peer.need is None or peer.size >= peer.need or peer.skip_to is not None:
            return
        proto = self.proto
        if peer.chunks and peer.synced and proto.response_key(response) == proto.request_frame_key(peer.chunks[0]):
            peer._cut_before_next(ts, out, 0)

    def _remember_request(self, frame: bytes) -> None:
        key = self.proto.request_frame_key(frame)
        if key is not None:
            self.keys.append(key)

    def _remember_key(self, frame: bytes) -> None:
        if self.from_client:
            self._remember_request(frame)
        else:
            key = self.proto.response_key(frame)
            if key is not None:
                self.last_response_key = key

    def _key_follows(self, window: bytes) -> bool:
        """Whether a frame start found while resynchronising carries the key that could come next
        in this direction: above the last one seen (clients number their requests in order, and a
        Kafka broker answers in order), by no more than the frames the bytes lost and skipped since
        could have held. Record data that happens to read as a frame header fails this."""
        last = (self.keys[-1] if self.keys else None) if self.from_client else self.last_response_key
        if last is None:
            return True  # nothing seen to compare with (a capture begun mid-connection)
        proto = self.proto
        key = proto.request_frame_key(window) if self.from_client else proto.response_key(window)
        if key is None:
            return False
        smallest = proto.min_request_bytes if self.from_client else MIN_RESPONSE_BYTES
        return 0 < (key - last) % KEY_SPACE <= KEY_STRIDE + (self.unseen + self.scanned) // smallest

    def _chains_to(self, data: bytes, at: int, target: int) -> bool:
        """Whether frames read from data[at] by their length prefixes end exactly at `target`."""
        proto, prefix = self.proto, self.prefix_size
        while at < target:
            if at + prefix > len(data):
                return False
            size = proto.frame_size(data[at : at + prefix], self.from_client)
            if size is None:
                return False
            at += size
        return at == target

    def _cut_before_next(self, ts: int, out: list[FramingOutput], new_bytes: int) -> None:
        """The segment just added begins the next message (or, with no new bytes, the frame was
        answered): the frame being collected ends at the earliest place in the bytes held where
        the next message plausibly begins."""
        data = self._joined()
        segment = len(data) - new_bytes
        first = max(8, segment - LOOK_BACK)
        starts = (p for p in range(first, segment) if self._chains_to(data, p, segment))
        end = next((p for p in starts if self._next_message_at(data, p)), segment)
        out.append(Frame(self.conn, self.from_client, ts, self.ts_first, self.start, end, data[:end], 0, "",
                         (self.num_first, self.number)))  # fmt: skip
        self._cut_notice(ts, self.start, self.need, end, out)
        self.counters.frames += 1
        self._release()
        if self.from_client:
            self._remember_request(data)
        self.start += end
        self.chunks, self.size, self.need = [data[end:]], len(data) - end, None
        self.ts_first, self.num_first = ts, self.number
        self._cut(ts, out)

    def _end_oversize_before(self, ts: int, off: int, out: list[FramingOutput]) -> None:
        """The frame too big to keep, whose tail is being skipped, ends where the next message
        begins (at `off`): a damaged length prefix (or one found while resynchronising) that
        claimed more than the buffer cap would otherwise swallow the rest of the direction."""
        declared, start = self.need, self.start
        self.skip_to = off
        self._emit_damaged(ts, out, end_seen=True)
        self._cut_notice(ts, start, declared, off - start, out)

    def _cut_notice(self, ts: int, start: int, declared: int | None, end: int, out: list[FramingOutput]) -> None:
        """Say that the frame at `start` was cut where the next message began, not where its
        length prefix said (a resynchronisation)."""
        msg = f"frame declares {declared} bytes but the next message begins after {end}: cut there"
        out.append(self._notice(ts, start, "bad-length", msg))
        self.counters.resyncs += 1

    # -- resynchronising ---------------------------------------------------------------

    def _resync(self, ts: int, out: list[FramingOutput], new_bytes: int) -> None:
        """Find the next plausible frame start in the buffer (the last `new_bytes` are new).

        A recognised frame start whose end has not arrived yet, small enough to wait for, is held
        (the buffer kept from there) and judged once its end is here: this direction's data in
        small segments resynchronises on the first whole frame, not somewhere inside it."""
        data = self._joined()
        first_new = len(data) - new_bytes
        found = wait = None
        lo = 0
        unasked = not self.from_client and not self.verified and self._unasked()
        if self.rejudge and not unasked:
            # the client has since been recognised: judge the kept bytes again from their start
            self.rejudge = self.held = False
            first_new, self.scanned = 0, 0
        elif unasked:
            self.rejudge = True
        if self.held:
            verdict = self._plausible_at(data, 0, False)
            if verdict is None:
                return  # still waiting for the end of the held frame
            self.held = False
            if verdict:
                found = 0
            else:
                first_new = lo = 1  # the held frame was not one: scan everything after its start
        if found is None:
            for i in self._candidates(len(data), first_new, lo):
                verdict = self._plausible_at(data, i, i == first_new)
                if verdict is None:
                    wait = i
                    break
                if verdict:
                    found = i
                    break
        if found is None and wait is not None:
            self.scanned += wait
            self.counters.bytes_skipped += wait
            self.chunks = [data[wait:]]
            self.start += wait
            self.size = len(data) - wait
            self.held = True
            return
        if found is None:
            # while the client is unrecognised, keep more: those bytes are judged again once it is
            keep = max(0, len(data) - (HOLD_LIMIT if unasked else SNIFF_LIMIT))
            self.scanned += keep
            self.counters.bytes_skipped += keep
            self.chunks = [data[keep:]] if keep < len(data) else []
            self.start += keep
            self.size = len(data) - keep
            if self.scanned > GIVE_UP_AFTER:
                self.dead = True
                msg = f"no {self.proto.name} frame found in {self.scanned} bytes; ignoring the rest of this direction"
                out.append(self._notice(ts, self.start, "gave-up", msg))
            return
        self.counters.bytes_skipped += found
        self.counters.resyncs += 1
        out.append(self._notice(ts, self.start + found, "resync", f"resynchronised after skipping {found} bytes"))
        self.start += found
        rest = data[found:]
        self.chunks, self.size = [rest], len(rest)
        self.synced = self.verified = True
        self.ts_first, self.num_first = ts, self.number
        self._cut(ts, out)

    def _candidates(self, length: int, first_new: int, lo: int) -> Iterator[int]:
        """Every offset early on; later only where a new segment began (frames usually do)."""
        limit = length - self.proto.prefix_size
        lo = max(lo, first_new - SNIFF_LIMIT)
        if self.scanned < SCAN_EVERY_BYTE:
            yield from range(lo, limit + 1)
        elif first_new <= limit:
            yield first_new

    def _recognised(self, window: bytes) -> bool:
        if self.from_client:
            return self.proto.looks_like_request(window)
        if not self.verified and self._unasked():
            return False
        return self.proto.looks_like_response(window)

    def _unasked(self) -> bool:
        """Whether this server direction, followed from its connection's start, answers a client
        that never sent a recognisable request: then what looks like a response is not one
        (a response check is weak: other protocols' bytes pass it)."""
        peer = self.peer
        return not self.midstream and peer is not None and not peer.verified and not peer.midstream

    def _plausible_at(self, data: bytes, i: int, segment_start: bool) -> bool | None:
        """A frame header at i whose end is followed by another frame header or by the end of the
        data; one that runs past the data is believed at the start of a full-sized segment, and
        otherwise, when small, waited for (None)."""
        proto = self.proto
        window = data[i : i + SNIFF_LIMIT]
        if (self.from_client and len(window) < proto.min_request_bytes) or not self._recognised(window):
            return False
        if self.keyed and not self._key_follows(window):
            return False
        size = proto.frame_size(window[: proto.prefix_size], self.from_client)
        if size is None:
            return False
        end = i + size
        if end >= len(data):
            # a sender with more to say than this segment holds sends full-sized segments
            if end == len(data) or (segment_start and len(data) - i >= MIN_FULL_SEGMENT):
                return True
            return None if size <= HOLD_LIMIT else False
        following = data[end : end + proto.prefix_size]
        if len(following) < proto.prefix_size:
            return True  # the next frame has only begun: nothing more to check yet
        return proto.frame_size(following, self.from_client) is not None

    # -- helpers -----------------------------------------------------------------------

    def _joined(self) -> bytes:
        if len(self.chunks) != 1:
            self.chunks = [b"".join(self.chunks)]
        return self.chunks[0]

    def _discard(self) -> None:
        self.counters.bytes_skipped += self.size
        self.start += self.size
        self.chunks, self.size, self.need, self.lost, self.skip_to = [], 0, None, 0, None
        self.held = self.capped = False
        self.loss = ""
        self._release()

    def _notice(self, ts: int, offset: int, kind: str, message: str) -> Notice:
        return Notice(ts, self.conn, self.flow, offset, kind, message)


class _ConnState:
    __slots__ = ("initiator", "framers", "sniffed", "ignored", "ended", "conn", "tls")

    def __init__(self) -> None:
        self.initiator: Flow | None = None
        self.framers: dict[Flow, FlowFramer] | None = None
        self.sniffed: dict[Flow, list[StreamEvent]] = {}
        self.ignored = False
        self.ended: set[Flow] = set()
        self.conn: Connection | None = None
        self.tls: TlsSession | None = None


class Framer:
    """Feed stream events; get frames, notices and connection ends."""

    def __init__(
        self,
        protocols: Sequence[WireProtocol],
        counters: Counters,
        extra_ports: Mapping[str, frozenset[int]] | None = None,
        buffer_cap: int = DEFAULT_BUFFER_CAP,
        memory: MemoryBudget | None = None,
        stream_of: Callable[[Flow], int | None] | None = None,
    ) -> None:
        self.detector = Detector(protocols, extra_ports or {})
        self.stream_of = stream_of  # a connection's Wireshark tcp.stream index (tcp_streams.py)
        self.counters = counters
        self.cap = buffer_cap
        self.memory = memory
        self._conns: dict[tuple[Endpoint, Endpoint], _ConnState] = {}
        # The framer of each flow of a decided connection, keyed by the Flow object its first
        # StreamData carried: the capture's fast path hands out one object per flow, so later
        # look-ups match by identity, without comparing addresses.
        self._framers: dict[Flow, FlowFramer] = {}

    def feed(self, ev: StreamEvent) -> list[FramingOutput]:
        if type(ev) is StreamData:
            return self.data(ev.ts, ev.flow, ev.offset, ev.data, ev.number)
        return self._feed(ev)

    def data(self, ts: int, flow: Flow, offset: int, data: bytes, number: int = 0) -> list[FramingOutput]:
        """What `feed` makes of StreamData(ts, flow, offset, data, number), without building one:
        bytes of a connection already decided go straight to their framer (the common case)."""
        framer = self._framers.get(flow)
        if framer is None:
            return self._feed(StreamData(ts, flow, offset, data, number))
        out: list[FramingOutput] = []
        framer.data(ts, offset, data, out, number)
        return out

    def _feed(self, ev: StreamEvent) -> list[FramingOutput]:
        out: list[FramingOutput] = []
        flow = ev.flow
        key = (flow.src, flow.dst) if flow.src <= flow.dst else (flow.dst, flow.src)
        state = self._conns.get(key)
        if state is None:
            state = self._conns[key] = _ConnState()
        if isinstance(ev, StreamOpen):
            state.initiator = ev.flow
        elif isinstance(ev, StreamTls):
            state.tls = ev.session
        elif isinstance(ev, StreamEnd):
            self._end(key, state, ev, out)
        elif state.ignored:
            if isinstance(ev, StreamData):
                self.counters.bytes_ignored += len(ev.data)
        elif state.framers is None:
            self._sniff(state, ev, out)
        else:
            framer = self._framers[ev.flow] = state.framers[ev.flow]
            self._dispatch(framer, ev, out)
        return out

    def quiet(self) -> tuple[object, ...] | None:
        """For the one connection followed, when both its directions are in sync (and it has
        asked and been answered, if its protocol numbers its requests): its connection record,
        the frame each direction is collecting, and the last request and response keys seen,
        which is all the past that later framing reads (the keys a response may name come after
        its own's). Else None."""
        if len(self._conns) != 1:
            return None
        state = next(iter(self._conns.values()))
        if state.framers is None or state.conn is None or state.ignored or state.ended or state.sniffed:
            return None
        conn = state.conn
        client, server = state.framers[Flow(conn.client, conn.server)], state.framers[Flow(conn.server, conn.client)]
        asking, answering = client.in_sync(), server.in_sync()
        if asking is None or answering is None:
            return None
        asked = client.keys[-1] if client.keys else None
        if client.keyed and (asked is None or server.last_response_key is None):
            return None
        return state.conn, asking, answering, asked, server.last_response_key

    def _dispatch(self, framer: FlowFramer, ev: StreamEvent, out: list[FramingOutput]) -> None:
        if isinstance(ev, StreamData):
            framer.data(ev.ts, ev.offset, ev.data, out, ev.number)
        elif isinstance(ev, StreamGap):
            framer.gap(ev, out)

    def _sniff(self, state: _ConnState, ev: StreamEvent, out: list[FramingOutput]) -> None:
        """Hold a connection's first events until its protocol and roles are known."""
        state.sniffed.setdefault(ev.flow, []).append(ev)
        verdict = self.detector.by_port(ev.flow, state.initiator)
        if verdict is not None:
            assert verdict.protocol is not None and verdict.connection is not None
            self._decide(state, verdict.protocol, verdict.connection, out)
            return
        data = b"".join(e.data for e in state.sniffed[ev.flow] if isinstance(e, StreamData))
        if not self.detector.can_judge(data):
            return
        proto = self.detector.by_content(ev.flow, data)
        if proto is not None and (state.initiator is None or state.initiator == ev.flow):
            self._decide(state, proto, Connection(ev.flow.src, ev.flow.dst, proto.name), out)
        elif state.initiator is not None or len(state.sniffed) == 2:
            self._ignore(state)

    def _decide(self, state: _ConnState, proto: WireProtocol, conn: Connection, out: list[FramingOutput]) -> None:
        if state.tls is not None:
            conn = replace(conn, tls=state.tls)
        if self.stream_of is not None:
            conn = replace(conn, stream=self.stream_of(Flow(conn.client, conn.server)))
        counts = self.counters.protocol_connections
        counts[proto.name] = counts.get(proto.name, 0) + 1
        state.conn = conn
        client = FlowFramer(proto, conn, True, self.counters, self.cap, self.memory)
        server = FlowFramer(proto, conn, False, self.counters, self.cap, self.memory)
        client.peer, server.peer = server, client
        state.framers = {Flow(conn.client, conn.server): client, Flow(conn.server, conn.client): server}
        for events in state.sniffed.values():
            for held in events:
                self._dispatch(state.framers[held.flow], held, out)
        state.sniffed = {}

    def _ignore(self, state: _ConnState) -> None:
        state.ignored = True
        for events in state.sniffed.values():
            self.counters.bytes_ignored += sum(len(e.data) for e in events if isinstance(e, StreamData))
        state.sniffed = {}

    def _end(self, key: tuple[Endpoint, Endpoint], state: _ConnState, ev: StreamEnd, out: list[FramingOutput]) -> None:
        if state.framers is None and not state.ignored and state.sniffed:
            self._ignore(state)  # too little data ever arrived to judge it
        if state.framers is not None:
            state.framers[ev.flow].end(ev.ts, out)
        state.ended.add(ev.flow)
        if len(state.ended) == 2:
            if state.conn is not None:
                out.append(ConnectionClosed(state.conn, ev.ts))
            for flow in state.framers or ():
                self._framers.pop(flow, None)
            del self._conns[key]


def frames(events: Iterable[StreamEvent], framer: Framer) -> Iterator[FramingOutput]:
    for ev in events:
        yield from framer.feed(ev)


def _after(keys: deque[int], answered: int | None) -> list[int]:
    """The request keys a response may name after the one answering `answered`: those sent
    after it (the nearest KEY_STRIDE), or, when it is not remembered, any other."""
    sent = list(keys)
    if answered in sent:
        at = len(sent) - 1 - sent[::-1].index(answered)
        return sent[at + 1 : at + 1 + KEY_STRIDE]
    return [k for k in sent if k != answered]
