"""A damaged length prefix: told apart from a long message by where the next message begins.

A length prefix damaged into a larger but plausible size would swallow every later message of
its direction. So while a frame waits for more segments, each new segment's start is checked for
the next message: a request whose key follows the one being collected, or a response to a
request the client is still waiting for (`_next_message_at`). Found, the frame is cut where the
next message begins (the earliest such start in the bytes held, which can hold a few coalesced
messages) and framing goes on from there; the exchange says its length prefix disagreed. A
frame that claims more than the buffer cap has its tail skipped, segment by segment: the same
check ends the skipping where the next message begins. Only protocols whose requests carry a key
framing can read (`WireProtocol.request_frame_key`) are checked.
"""

from __future__ import annotations

from collections import deque

from kafkasniff.model import Frame
from kafkasniff.stream.detection import SNIFF_LIMIT
from kafkasniff.stream.flow_state import Sync
from kafkasniff.stream.outputs import FramingOutput
from kafkasniff.stream.resync import KEY_STRIDE, Resynchronising

LOOK_BACK = 256 * 1024  # bytes before the segment that showed the next message searched for its start


class LengthChecking(Resynchronising):
    """A direction's checks that the frame it collects ends where its length prefix says."""

    def _next_message_at(self, data: bytes, at: int) -> bool:
        """Whether the message after the one being collected plausibly begins at data[at]."""
        proto = self.proto
        # asked of nearly every segment inside a long frame: the cheap refusals first, before the
        # head is copied out (fewer than 12 bytes from `at` is a head shorter than 12)
        if len(data) - at < 12 or proto.frame_size(data[at : at + self.prefix_size], self.from_client) is None:
            return False
        head = data[at : at + SNIFF_LIMIT]
        current = self.chunks[0]
        if self.from_client:
            key, collected = proto.request_frame_key(head), proto.request_frame_key(current)
            if key is None or collected is None or not 0 < key - collected <= KEY_STRIDE:
                return False
            return proto.looks_like_request(head)
        peer = self.peer
        key = proto.response_key(head)
        # (a key no request named is in no part of them: the list of those after is seldom needed)
        if peer is None or key is None or key not in peer.keys:
            return False
        if key not in _after(peer.keys, proto.response_key(current)):
            return False
        return proto.looks_like_response(head)

    def _end_answered_request(self, ts: int, response: bytes, out: list[FramingOutput]) -> None:
        """A response to the request the client direction is still collecting: that request was
        whole (a server answers what it has read), so its length prefix was wrong; it is cut
        first, so that pairing meets the request before its response."""
        peer = self.peer
        if peer is None or peer.need is None or peer.size >= peer.need or peer.skip_to is not None:
            return
        assert isinstance(peer, LengthChecking)
        proto = self.proto
        in_sync = peer.sync is Sync.IN_SYNC
        if peer.chunks and in_sync and proto.response_key(response) == proto.request_frame_key(peer.chunks[0]):
            peer._cut_before_next(ts, out, 0)

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


def _after(keys: deque[int], answered: int | None) -> list[int]:
    """The request keys a response may name after the one answering `answered`: those sent
    after it (the nearest KEY_STRIDE), or, when it is not remembered, any other."""
    sent = list(keys)
    if answered in sent:
        at = len(sent) - 1 - sent[::-1].index(answered)
        return sent[at + 1 : at + 1 + KEY_STRIDE]
    return [k for k in sent if k != answered]
