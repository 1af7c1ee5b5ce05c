"""TCP stream indexes as Wireshark numbers them (`tcp.stream`), so that a finding opens there.

Wireshark gives every TCP conversation an index, from 0, in the order of its first packet in
the capture, whatever its payload: bare ACKs and connections of other protocols count too. A
conversation is the pair of endpoints; a SYN without ACK on a pair whose conversation already
ended (a FIN or RST seen) or began with another initial sequence number starts a new one (port
reuse). Every TCP segment passes here, before any stage drops one (the -j workers see only their
own connections after this point), so the numbering is the same in every mode.
"""

from __future__ import annotations

from kafkasniff.model import ACK, FIN, RST, SYN, Flow

SYN_FIN_RST = SYN | FIN | RST
REMEMBERED = 1 << 20  # conversations kept; the oldest are forgotten (a later packet of one gets a new index)


class _Conversation:
    __slots__ = ("index", "syn_seq", "closing")

    def __init__(self, index: int, syn_seq: int | None) -> None:
        self.index = index
        self.syn_seq = syn_seq  # the initiator's initial sequence number, when its SYN was seen
        self.closing = False  # a FIN or RST was seen


class TcpStreams:
    """Feed every TCP segment's flow and flags in capture order (`see`); `index(flow)` is the
    stream index of the flow's current conversation."""

    def __init__(self) -> None:
        # both directions point to the same conversation; read by the pipeline's fast path (`see`)
        self.by_flow: dict[Flow, _Conversation] = {}
        self._next = 0

    def see(self, flow: Flow, flags: int, seq: int) -> None:
        """A segment of `flow`. (The pipeline skips the call for a flow already in `by_flow`
        whose flags have none of SYN_FIN_RST: it would change nothing.)"""
        conversation = self.by_flow.get(flow)
        if conversation is not None and not flags & SYN_FIN_RST:
            return  # nearly every segment: the conversation goes on
        if conversation is None:
            self._start(flow, seq if flags & (SYN | ACK) == SYN else None)
        elif flags & (SYN | ACK) == SYN:
            if conversation.closing or (conversation.syn_seq is not None and conversation.syn_seq != seq):
                self._start(flow, seq)  # port reuse: a new connection on the same endpoints
            elif conversation.syn_seq is None:
                conversation.syn_seq = seq
        elif flags & (FIN | RST):
            conversation.closing = True

    def index(self, flow: Flow) -> int | None:
        conversation = self.by_flow.get(flow)
        return conversation.index if conversation is not None else None

    def _start(self, flow: Flow, syn_seq: int | None) -> None:
        conversation = _Conversation(self._next, syn_seq)
        self._next += 1
        by_flow = self.by_flow
        if len(by_flow) >= 2 * REMEMBERED:
            for old in list(by_flow)[:REMEMBERED]:  # the oldest half, in insertion order
                del by_flow[old]
        by_flow[flow] = by_flow[Flow(flow.dst, flow.src)] = conversation
