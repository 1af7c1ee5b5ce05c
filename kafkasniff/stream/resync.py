"""Resynchronising: after a hole, an implausible length prefix or a capture begun mid-connection,
find where the next frame of a direction begins.

Every offset is tried early on, later only segment starts (frames usually begin a segment). A
candidate must be recognised by the protocol, carry the key that could come next
(`_key_follows`: record data that reads as a frame header fails this), and end where another
frame header or the data does (`_plausible_at`). A recognised frame start whose end has not
arrived yet, small enough to wait for, is held and judged once its end is here
(`Sync.HOLDING`). After GIVE_UP_AFTER bytes with nothing found the direction is given up on.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from enum import Enum

from kafkasniff.stream.detection import SNIFF_LIMIT
from kafkasniff.stream.flow_state import FlowState, Sync
from kafkasniff.stream.outputs import FramingOutput

SCAN_EVERY_BYTE = 64 * 1024  # after a loss, try every offset this far, then segment starts only
GIVE_UP_AFTER = 16 * 1024 * 1024  # bytes of a direction scanned with no frame found
MIN_FULL_SEGMENT = 512  # smallest segment size (IPv4 minimum MSS 536, less options) of a bulk send
HOLD_LIMIT = 64 * 1024  # while resynchronising, a frame start this small waits for its end to be judged
KEY_STRIDE = 16  # a client's next request key is this far above the last at most
KEY_SPACE = 1 << 31  # keys are non-negative int32s; a client that runs out starts again at 0
MIN_RESPONSE_BYTES = 8  # a length prefix and a correlation id


class KeyOrder(Enum):
    """How a candidate frame's key stands to the keys its direction saw before the loss."""

    FOLLOWS = "follows"  # the next key, or one a few lost frames later
    ALLOWED = "allowed"  # out of order, but the protocol allows it: to be confirmed by the next frame
    REFUSED = "refused"  # unreadable, or naming no request that waits


class Resynchronising(FlowState):
    """A direction's search for its next frame while its sync is lost."""

    def _resync(self, ts: int, out: list[FramingOutput], new_bytes: int) -> None:
        """Find the next plausible frame start in the buffer (the last `new_bytes` are new).

        A recognised frame start whose end has not arrived yet, small enough to wait for, is held
        (the buffer kept from there) and judged once its end is here: this direction's data in
        small segments resynchronises on the first whole frame, not somewhere inside it."""
        data = self._joined()
        first_new = len(data) - new_bytes
        found = wait = None
        lo = 0
        unasked = not self.from_client and not self.recognised and self._unasked()
        if self.sync is Sync.UNASKED and not unasked:
            # the client has since been recognised: judge the kept bytes again from their start
            self.sync = Sync.LOST
            first_new, self.scanned = 0, 0
        elif unasked:
            self.sync = Sync.UNASKED
        if self.sync is Sync.HOLDING:
            verdict = self._plausible_at(data, 0, False)
            if verdict is None and not (first_new and self._plausible_at(data, first_new, False)):
                return  # still waiting for the end of the held frame
            self.sync = Sync.LOST
            if verdict is None:
                found = first_new  # a whole frame begins this segment: the held start was none
            elif verdict:
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
            self._skip(wait, data)
            self.sync = Sync.HOLDING
            return
        if found is None:
            # while the client is unrecognised, keep more: those bytes are judged again once it is
            self._skip(max(0, len(data) - (HOLD_LIMIT if unasked else SNIFF_LIMIT)), data)
            if self.scanned > GIVE_UP_AFTER:
                self.sync = Sync.GAVE_UP
                msg = f"no {self.proto.name} frame found in {self.scanned} bytes; ignoring the rest of this direction"
                out.append(self._notice(ts, self.start, "gave-up", msg))
            return
        self._found(ts, out, found, data)

    def _skip(self, n: int, data: bytes) -> None:
        """Let the first n bytes of the buffer (all of `data`) go, scanned."""
        self.scanned += n
        self.skipped += n
        self.counters.bytes_skipped += n
        self.chunks = [data[n:]] if n < len(data) else []
        self.start += n
        self.size = len(data) - n

    def _found(self, ts: int, out: list[FramingOutput], found: int, data: bytes) -> None:
        """Sync is regained at data[found]: framing goes on from there."""
        self.counters.bytes_skipped += found
        skipped, self.skipped = self.skipped + found, 0
        if skipped or not self.clean_start:  # a capture begun at a frame boundary lost nothing
            self.counters.resyncs += 1
            out.append(self._notice(ts, self.start + found, "resync", f"resynchronised after skipping {skipped} bytes"))
        self.clean_start = False
        self.start += found
        rest = data[found:]
        self.chunks, self.size = [rest], len(rest)
        self.sync = Sync.IN_SYNC
        self.recognised = True
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
        if not self.recognised and self._unasked():
            return False
        return self.proto.looks_like_response(window)

    def _unasked(self) -> bool:
        """Whether this server direction, followed from its connection's start, answers a client
        that never sent a recognisable request: then what looks like a response is not one
        (a response check is weak: other protocols' bytes pass it)."""
        peer = self.peer
        return not self.midstream and peer is not None and not peer.recognised and not peer.midstream

    def _plausible_at(self, data: bytes, i: int, segment_start: bool) -> bool | None:
        """A frame header at i whose end is followed by another frame header or by the end of the
        data; one that runs past the data is believed at the start of a full-sized segment, and
        otherwise, when small, waited for (None)."""
        proto = self.proto
        window = data[i : i + SNIFF_LIMIT]
        if (self.from_client and len(window) < proto.min_request_bytes) or not self._recognised(window):
            return False
        order = self._key_order(window) if self.keyed else KeyOrder.FOLLOWS
        if order is KeyOrder.REFUSED:
            return False
        size = proto.frame_size(window[: proto.prefix_size], self.from_client)
        if size is None:
            return False
        end = i + size
        follows = order is KeyOrder.FOLLOWS
        if end >= len(data):
            # a sender with more to say than this segment holds sends full-sized segments
            if end == len(data) or (follows and segment_start and len(data) - i >= MIN_FULL_SEGMENT):
                return True
            return None if size <= HOLD_LIMIT else False
        if not follows:
            return self._confirmed_by_next(data, end)
        following = data[end : end + proto.prefix_size]
        if len(following) < proto.prefix_size:
            return True  # the next frame has only begun: nothing more to check yet
        return proto.frame_size(following, self.from_client) is not None

    def _confirmed_by_next(self, data: bytes, end: int) -> bool | None:
        """Whether a frame start whose key does not follow the last (a key reused, or numbering
        begun again) ends where another frame the protocol recognises begins: what record data
        that reads as a frame header seldom does. None: too little of the next frame to judge."""
        following = data[end : end + SNIFF_LIMIT]
        enough = self.proto.min_request_bytes if self.from_client else MIN_RESPONSE_BYTES
        if len(following) < enough:
            return None
        size = self.proto.frame_size(following[: self.proto.prefix_size], self.from_client)
        return size is not None and self._recognised(following)

    def _key_order(self, window: bytes) -> KeyOrder:
        """How the key of a frame start found while resynchronising stands to the keys seen.

        It follows when above the last one seen (clients number their requests in order, and a
        Kafka broker answers in order) by no more than the frames the bytes lost and skipped since
        could have held. Otherwise the protocol still allows a request whose header parses (a
        client may reuse keys or number them again from 0) and a response naming a request
        still waiting, whatever their number; those must be confirmed (`_confirmed_by_next`). With no
        key seen yet (a capture begun mid-connection) there is nothing to disagree with: a start
        is judged as a following one, by its size and the frame after it, as before reused ids
        were allowed (confirming it by the next frame alone let record data in a -w selection of
        Fetch exchanges pass for a response)."""
        last = (self.keys[-1] if self.keys else None) if self.from_client else self.last_response_key
        if last is None:
            return KeyOrder.FOLLOWS  # nothing seen to compare with (a capture begun mid-connection)
        proto = self.proto
        key = proto.request_frame_key(window) if self.from_client else proto.response_key(window)
        if key is None:
            return KeyOrder.REFUSED
        smallest = proto.min_request_bytes if self.from_client else MIN_RESPONSE_BYTES
        if 0 < (key - last) % KEY_SPACE <= KEY_STRIDE + (self.unseen + self.scanned) // smallest:
            return KeyOrder.FOLLOWS
        if self.from_client:
            allowed = proto.request_head(window) is not None
        else:
            allowed = self.peer is not None and key in _waiting(self.peer.keys, last)
        return KeyOrder.ALLOWED if allowed else KeyOrder.REFUSED


def _waiting(sent: deque[int], answered: int) -> list[int]:
    """The request keys still waiting for an answer: those sent after the last answered one
    (all remembered, when it is not among them)."""
    keys = list(sent)
    if answered not in keys:
        return keys
    return keys[len(keys) - keys[::-1].index(answered) :]
