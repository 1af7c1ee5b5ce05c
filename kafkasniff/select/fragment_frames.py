"""Which packets a reassembled datagram came in, for -w: a segment put together from IP fragments
carries the frame number of the fragment that completed it, and writing that packet alone would
give a file whose datagram never completes. `FramedReassembler` is the net layer's reassembler
(the same bounds, the same decisions) that also notes, per datagram it holds, the frame numbers
of its pieces, and hands them over with the datagram when it is whole (`carried`).

What it keeps is bounded as the reassembler is: one frame number per piece of a datagram the
reassembler still holds. A datagram the reassembler drops (timed out, over its memory budget, a
conflicting overlap, incomplete at the end) or a piece it ignores (a repeat of one already used)
takes its frame numbers with it, counted in `left_out` (`repeats_left_out`): those packets gave
the first reading no segment either, so no exchange is made of them, and the written capture's
datagrams are whole without them.
"""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.net.fragments import DatagramKey, Fragment, Reassembler


class FramedReassembler(Reassembler):
    """A Reassembler that knows the frame numbers of each datagram's pieces."""

    def __init__(self, counters: Counters) -> None:
        super().__init__(counters)
        # the datagrams held -> their pieces' frame numbers, in the reassembler's order (oldest first)
        self._frames: dict[DatagramKey, list[int]] = {}
        self._packet = 0  # the frame `carried` started from
        self.carried: list[int] = []  # the frames of the data being added: the packet, or a datagram's pieces
        self.left_out = 0  # fragment packets of no datagram put together
        self.repeats_left_out = 0  # pieces repeated after their datagram was put together

    def add(self, key: DatagramKey, piece: Fragment, ts: int) -> bytes | None:
        if self._packet != self.counters.packets:  # a new packet's first fragment (not a nested level)
            self._packet = self.counters.packets
            self.carried = [self._packet]
        frames = self._frames.setdefault(key, [])
        frames.extend(self.carried)
        whole = super().add(key, piece, ts)
        if whole is not None:
            self.carried = self._frames.pop(key)
            return whole
        self.carried = []
        if not self.holds(key):  # dropped now, or a piece of a datagram ended already
            self._leave_out(key, repeat=self.ended_whole(key))
        self._forget_dropped()
        return None

    def finish(self) -> None:
        super().finish()
        self._forget_dropped()

    def _forget_dropped(self) -> None:
        """The reassembler drops the oldest datagrams first (timed out, or over its budget):
        forget theirs, from the oldest, while they are not held any more."""
        while self._frames and not self.holds(oldest := next(iter(self._frames))):
            self._leave_out(oldest)

    def _leave_out(self, key: DatagramKey, repeat: bool = False) -> None:
        frames = len(self._frames.pop(key))
        if repeat:
            self.repeats_left_out += frames
        else:
            self.left_out += frames
