"""One direction's framing state: where it stands (`Sync`), the bytes of the frame it collects,
and what ends a damaged frame. The framer is built on it in layers, each a subclass of the one
before (single inheritance, as compiled builds want): finding the next frame after a loss
(resync.py), telling a damaged length prefix from a long message (damaged_length.py), and
cutting frames while in sync (flow_framer.py).
"""

from __future__ import annotations

from collections import deque
from enum import Enum

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Flow, Frame, MemoryBudget, Notice
from kafkasniff.stream.outputs import FramingOutput

KEYS_KEPT = 64  # request keys a client direction remembers (a response names one it waits for)


class Sync(Enum):
    """Where a direction's framing stands. Apart from it, the frame being collected may be
    damaged (`FlowState.skip_to`): its rest goes by unkept, in sync or not."""

    IN_SYNC = "in sync"  # frames are cut where their length prefixes say (`need`: waiting for a frame's rest)
    LOST = "lost"  # after a hole or an implausible length: searching for the next plausible frame start
    HOLDING = "holding"  # lost, and a plausible frame start is held until its end arrives to be judged
    # lost, on a server direction whose client was not recognised yet: what looks like a response
    # is not believed, and the bytes are kept to be judged again once the client is
    UNASKED = "unasked"
    GAVE_UP = "gave up"  # nothing plausible found for long: the rest of the direction is skipped


class FlowState:
    """The state of one direction's framing, and the frame emissions every layer shares."""

    def __init__(
        self, proto: WireProtocol, conn: Connection, from_client: bool, counters: Counters, cap: int,
        memory: MemoryBudget | None = None,
    ) -> None:  # fmt: skip
        self.proto, self.conn, self.from_client = proto, conn, from_client
        self.prefix_size = proto.prefix_size
        self.counters, self.cap, self.memory = counters, cap, memory
        self.reserved = 0  # bytes of the memory budget the frame being collected has drawn
        self.flow = Flow(conn.client, conn.server) if from_client else Flow(conn.server, conn.client)
        self.sync = Sync.IN_SYNC
        self.recognised = False  # no frame has been recognised yet: do not trust a length blindly
        self.chunks: list[bytes] = []
        self.size = 0  # bytes in chunks
        self.start = 0  # stream offset of chunks[0]
        self.need: int | None = None  # total size of the frame being collected
        self.ts_first = 0
        # the packet (frame number) of the bytes being handled (the latest seen: a damaged frame
        # ends there), and of the current frame's first bytes; when the latest bytes were seen
        self.number = self.num_first = 0
        self.ts_seen = 0
        self.lost = 0  # bytes of the current frame never captured (or dropped by the buffer cap)
        self.passed = 0  # bytes of the current frame captured after a hole in it: seen, not kept
        self.skip_to: int | None = None  # stream offset where the damaged current frame ends
        self.capped = False  # ... and its bytes are skipped because of the buffer cap
        self.scanned = 0  # bytes scanned since sync was lost
        self.loss = ""  # why the current frame lost bytes, when a gap gave a reason worth telling
        self.midstream = False  # its first bytes are not the connection's first bytes
        self.peer: FlowState | None = None  # the other direction
        # the keys of the requests this (client) direction sent, newest last: a response that
        # begins a segment inside a long frame of the server's, naming one, ends that frame
        self.keyed = type(proto).request_frame_key is not WireProtocol.request_frame_key
        self.keys: deque[int] = deque(maxlen=KEYS_KEPT)
        self.last_response_key: int | None = None  # (a client direction's last key is keys[-1])
        self.unseen = 0  # bytes lost in holes since this direction lost sync
        self.skipped = 0  # bytes counted as skipped since sync was last regained (a resync notice names them)
        # sync was lost only by the capture beginning mid-connection: regained with nothing
        # skipped, framing simply began at a frame boundary (no resync)
        self.clean_start = False
        self.snaplen_told = False  # a gap notice said the capture's snaplen cuts this direction

    def _cut(self, ts: int, out: list[FramingOutput]) -> None:
        """Cut the frames the buffer holds, in sync (flow_framer.py)."""
        raise NotImplementedError

    def _emit_damaged(self, ts: int, out: list[FramingOutput], end_seen: bool = False) -> None:
        """The damaged frame ends: at `ts` when the packet with its last bytes was just captured
        (`end_seen`), else it ended unseen, and its time and last packet are those of the latest
        bytes seen of it. It keeps the bytes before its first hole; it lost only those never
        captured: the bytes seen after the hole were not lost, only not kept."""
        assert self.skip_to is not None
        data = self._joined() if self.chunks else b""
        size = self.skip_to - self.start
        lost = size - len(data) - self.passed
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
        self.skip_to, self.need, self.lost, self.passed, self.capped = None, None, 0, 0, False
        self.chunks, self.size = [], 0
        self._release()

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

    def _release(self) -> None:
        """Give back what the frame being collected drew (if anything)."""
        if self.reserved:
            assert self.memory is not None
            self.memory.give_back(self.reserved)
            self.reserved = 0

    def _joined(self) -> bytes:
        if len(self.chunks) != 1:
            self.chunks = [b"".join(self.chunks)]
        return self.chunks[0]

    def _discard(self) -> None:
        """Drop what the buffer holds (counted as skipped): a held frame start is let go too."""
        self.counters.bytes_skipped += self.size
        self.skipped += self.size
        self.start += self.size
        self.chunks, self.size, self.need, self.lost, self.passed, self.skip_to = [], 0, None, 0, 0, None
        self.capped = False
        if self.sync is Sync.HOLDING:
            self.sync = Sync.LOST
        self.loss = ""
        self._release()

    def _notice(self, ts: int, offset: int, kind: str, message: str) -> Notice:
        return Notice(ts, self.conn, self.flow, offset, kind, message)
