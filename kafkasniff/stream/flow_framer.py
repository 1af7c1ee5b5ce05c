"""One direction's bytes cut into length-prefixed frames.

In sync, frames are cut where their length prefixes say. A hole inside a frame of known length
keeps the frame's head and lets its rest go by (`skip_to`); a hole across frame boundaries, an
implausible length or a capture begun mid-connection loses sync (resync.py finds the next
frame). A frame larger than the buffer cap keeps its first bytes (the header) and counts the
rest as dropped, so memory stays bounded. A partial frame holding more than RESERVE_ABOVE bytes
draws what it holds from the run's memory budget (--max-memory) as its segments arrive, and
gives it back when it leaves; when the budget has no more, the frame is cut the same way, with
a notice. A gap the TLS stage made of a record that did not decrypt ("decryption-failed") is
remembered by the frame it falls in (`Frame.loss`).
"""

from __future__ import annotations

from typing import NamedTuple

from kafkasniff.model import Frame, StreamGap
from kafkasniff.stream.damaged_length import LengthChecking
from kafkasniff.stream.detection import SNIFF_LIMIT
from kafkasniff.stream.flow_state import Sync
from kafkasniff.stream.outputs import FramingOutput

OVERSIZE_HEAD = 64 * 1024  # bytes kept of a frame too large to buffer
RESERVE_ABOVE = OVERSIZE_HEAD  # smaller partial frames (one per direction at most) draw nothing

GAP_REASONS = {
    "lost": "not captured (a segment the capture missed)",
    "snaplen": "cut by the capture's snaplen (later cuts in this direction are only counted)",
    "overflow": "dropped: the buffer cap was reached while waiting for a missing segment",
    "decryption-failed": "TLS records that did not authenticate",
}

_IN_SYNC = Sync.IN_SYNC  # (a module global: read per segment)


class Collecting(NamedTuple):
    """The frame a direction in sync is collecting, all a later frame cut reads of the past
    besides the last keys seen: bytes held, its size (None: not read yet), when and in which
    packet it began (0, None, 0, 0: none)."""

    held: int
    size: int | None
    ts_first: int
    number_first: int


_NOTHING = Collecting(0, None, 0, 0)


class FlowFramer(LengthChecking):
    """Cuts one direction's bytes into frames."""

    def in_sync(self) -> Collecting | None:
        """For a direction in sync with nothing lost or skipped: the frame it is collecting. None
        while it resynchronises, skips or is out of the game."""
        if self.sync is not _IN_SYNC or not self.recognised or self.skip_to is not None:
            return None
        if self.reserved or self.lost or self.loss:
            return None
        return Collecting(self.size, self.need, self.ts_first, self.num_first) if self.chunks else _NOTHING

    # -- input -------------------------------------------------------------------------

    def data(self, ts: int, offset: int, data: bytes, out: list[FramingOutput], number: int = 0) -> None:
        """The next bytes of this direction (a StreamData's fields). The fast path, for a direction in
        sync: bytes that continue or end a frame; `_data` is the general one (resync, skipping,
        a direction given up on). test_framing.py's test_frames_split_over_many_segments_and_many_in_one
        and the degraded-capture tests go through both."""
        self.number, self.ts_seen = number, ts
        if self.sync is not _IN_SYNC or self.skip_to is not None:
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
        if self.sync is Sync.GAVE_UP:
            self.counters.bytes_skipped += len(data)
            return
        if self.skip_to is not None and self.capped and self.keyed and self._next_message_at(data, 0):
            self._end_oversize_before(ts, off, out)  # its length prefix was damaged: this begins the next message
        if self.skip_to is not None:
            n = min(len(data), self.skip_to - off)
            if self.capped:  # the cap dropped them: the frame lost them as surely as a hole
                self.lost += n
                self.counters.bytes_dropped_by_cap += n
            else:  # seen after a hole: not lost, only not kept
                self.passed += n
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
        if self.sync is _IN_SYNC:
            self._cut(ts, out)
        else:
            self._resync(ts, out, len(data))

    def gap(self, ev: StreamGap, out: list[FramingOutput]) -> None:
        if ev.reason == "midstream":
            if self.sync is _IN_SYNC:
                self.sync = Sync.LOST
            self.recognised = False
            self.midstream = True
            self.clean_start = not self.skipped
            return
        if self.sync is Sync.GAVE_UP:
            return
        self._notice_gap(ev, out)
        self.clean_start = False
        if not self.recognised:
            self.midstream = True  # what follows a hole may begin anywhere
        end = ev.offset + ev.length
        synced = self.sync is _IN_SYNC
        if ev.reason == "decryption-failed" and (self.skip_to is not None or (synced and self.need is not None)):
            self.loss = ev.reason
        # a frame whose last bytes the snaplen cut ended in a captured packet: its time is known
        timed = ev.reason == "snaplen"
        if self.skip_to is not None:
            self.lost += min(end, self.skip_to) - ev.offset
            if end < self.skip_to:
                return
            in_sync = end == self.skip_to  # the hole ends where the next frame begins
            self._emit_damaged(ev.ts, out, timed)
            if in_sync:
                return
        elif synced and self.need is not None and end <= self.start + self.need:
            self.skip_to = self.start + self.need
            self.lost += ev.length
            if end == self.skip_to:
                self._emit_damaged(ev.ts, out, timed)
            return
        elif synced and self.need is not None and self.chunks:
            self.skip_to = self.start + self.need
            self.lost += self.skip_to - ev.offset
            self._emit_damaged(ev.ts, out, timed)
        self._discard()
        # what the frames lost since sync was may have held: holes, and the bytes scanned between them
        self.unseen = (self.unseen + self.scanned if not synced else 0) + ev.length
        if self.sync is not Sync.UNASKED:
            self.sync = Sync.LOST
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

    def end(self, ts: int, out: list[FramingOutput], why: str = "stream ended inside a frame") -> None:
        """No more bytes will come (`why` a frame being collected is cut short)."""
        if self.skip_to is not None or (self.sync is _IN_SYNC and self.need is not None and self.chunks):
            if self.skip_to is None:
                self.skip_to = self.start + (self.need or 0)
            self.lost += self.skip_to - self.start - self.size - self.lost - self.passed
            out.append(self._notice(ts, self.start, "ended-mid-frame", why))
            self._emit_damaged(ts, out)
        lost_sync = self.sync in (Sync.LOST, Sync.HOLDING, Sync.UNASKED)
        self._discard()
        if lost_sync and self.skipped:  # no resync notice will name them
            msg = f"ended after skipping {self.skipped} bytes with no {self.proto.name} frame found"
            out.append(self._notice(ts, self.start, "skipped", msg))
            self.skipped = 0

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
        if need is not None and not self.recognised:
            window = self._joined()[:SNIFF_LIMIT]
            if len(window) < self.proto.min_request_bytes and need > len(window):
                return None  # too little to judge the first frame yet
            if not self._recognised(window):
                self._lose_sync(ts, out, self._not_a_frame(need, window))
                return None
            self.recognised = True
        if need is None:  # the protocol says why (a length below its header, above its largest message)
            why = self.proto.why_not_a_frame(self._joined()[:SNIFF_LIMIT], self.from_client)
            self._lose_sync(ts, out, f"implausible frame length {head.hex()}: {why}")
            return None
        self.need = need
        return need

    def _lose_sync(self, ts: int, out: list[FramingOutput], why: str) -> None:
        """The frame at the start of the buffer is not one (`why`): search for the next."""
        out.append(self._notice(ts, self.start, "bad-length", why))
        self.sync, self.scanned, self.clean_start = Sync.LOST, 0, False
        self._resync(ts, out, self.size)

    def _not_a_frame(self, size: int, window: bytes) -> str:
        """What a first frame whose length prefix is plausible lacks to be taken for one."""
        side = "request" if self.from_client else "response"
        if not self.from_client and self._unasked():
            why = "its client sent no recognised request"
        else:
            why = self.proto.why_not_a_frame(window, self.from_client)
        return f"length {size} plausible but the frame is not a {self.proto.name} {side}: {why}"

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
