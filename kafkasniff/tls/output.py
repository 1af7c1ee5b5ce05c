"""What the TLS stage hands on of a connection it decrypts: each direction's plaintext as stream
events at its own offsets, and its notices. While one direction cannot decrypt yet (a record
boundary or keys still to find), the other's later plaintext waits, so that framing and pairing
still see a request before the response to it."""

from __future__ import annotations

from kafkasniff.model import MemoryBudget, Notice, StreamData, StreamGap
from kafkasniff.tls.direction import Mode, TlsDirection
from kafkasniff.tls.stage_output import StageOutput

HOLD_LIMIT = 4 * 1024 * 1024  # plaintext one direction holds back while the other finds its keys


class PlaintextOut:
    """Plaintext events out, in order between a connection's two directions. What is held back
    draws from the run's memory budget."""

    __slots__ = ("memory", "number")

    def __init__(self, memory: MemoryBudget | None) -> None:
        self.memory = memory
        self.number = 0  # the frame number of the packet being handled: plaintext it completes carries it

    def note_waiting(self, side: TlsDirection, ts: int, out: list[StageOutput]) -> None:
        """Whether this direction holds bytes it cannot decrypt yet (a record boundary or keys
        still to find). While it does, the other direction's plaintext from after then waits
        too, so that framing and pairing still see requests before the responses to them."""
        undecided = bool(side.queue) or (not side.synced and bool(side.buf))
        waiting = undecided and side.mode is not Mode.DEAD and not side.ended
        if waiting:
            if side.waiting_since is None:
                side.waiting_since = ts
        elif side.waiting_since is not None:
            side.waiting_since = None
            self.release(side.other, out)

    def emit(self, side: TlsDirection, ev: StreamData | StreamGap, out: list[StageOutput]) -> None:
        """A plaintext event of this direction, now or, while the other waits, later."""
        peer = side.other
        if peer.held and peer.held[0].ts <= ev.ts:  # what the other direction held from before this
            self.release(peer, out, ev.ts)
        waits = peer.waiting_since
        if side.held or (waits is not None and waits <= ev.ts):
            size = len(ev.data) if isinstance(ev, StreamData) else 0
            if side.held_bytes + size <= HOLD_LIMIT and (self.memory is None or self.memory.take(size)):
                side.held.append(ev)
                side.held_bytes += size
                return
            self.release(side, out)  # the other direction takes too long (or memory is short): order is given up
        out.append(ev)

    def release(self, side: TlsDirection, out: list[StageOutput], until: int | None = None) -> None:
        """The plaintext this direction held back (up to a time, in order)."""
        held = side.held
        count = len(held) if until is None else next((i for i, ev in enumerate(held) if ev.ts > until), len(held))
        out.extend(held[:count])
        side.held = held[count:]
        before, side.held_bytes = side.held_bytes, sum(len(ev.data) for ev in side.held if isinstance(ev, StreamData))
        if self.memory is not None:
            self.memory.give_back(before - side.held_bytes)

    def flush(self, side: TlsDirection, out: list[StageOutput]) -> None:
        """The plaintext decrypted so far, as one event."""
        if side.plain:
            self.say_midstream(side, side.plain_ts, out)
            data = side.plain[0] if len(side.plain) == 1 else b"".join(side.plain)
            plain = StreamData(side.plain_ts, side.flow, side.plain_off - len(data), data, self.number)
            self.emit(side, plain, out)
            side.plain = []

    def gap(self, side: TlsDirection, ts: int, length: int, reason: str, out: list[StageOutput]) -> None:
        """Plaintext lost (length 0: of a size not known, or only a 'midstream' start)."""
        self.flush(side, out)
        if not length and reason != "midstream":
            return  # nothing of the plaintext was lost
        self.say_midstream(side, ts, out)
        self.emit(side, StreamGap(ts, side.flow, side.plain_off, length, reason), out)
        side.plain_off += length

    def say_midstream(self, side: TlsDirection, ts: int, out: list[StageOutput]) -> None:
        """Before a direction's first plaintext: that it does not start at the stream's start."""
        if side.midstream:
            side.midstream = False
            self.emit(side, StreamGap(ts, side.flow, 0, 0, "midstream"), out)

    def give_up(self, side: TlsDirection, ts: int, off: int, why: str, out: list[StageOutput]) -> None:
        """The direction cannot be followed any longer: the rest of it is lost to the plaintext."""
        self.flush(side, out)
        side.conn.undecrypted += side.pending() + side.queued_bytes
        side.stop()
        notice(out, ts, side, off, "tls-lost", f"{why}: the rest of this direction is not decrypted")
        self.gap(side, ts, 0, "lost", out)


def notice(out: list[StageOutput], ts: int, side: TlsDirection, off: int, kind: str, message: str) -> None:
    """A notice about the direction, at a TCP stream offset."""
    out.append(Notice(ts, side.notice_connection(), side.flow, off, kind, message))
