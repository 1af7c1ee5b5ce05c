"""What a wire protocol tells the pipeline. The pipeline stages know nothing else about it.

A protocol here is request/response over TCP with length-prefixed frames, the client speaking
first: Kafka and MongoDB. How its requests and responses pair is declared (`Pairing`): by a key
each frame carries, in the order requests were sent, or by a session object of the protocol's
own per connection (`PairingSession`). A protocol whose connections may turn to TLS part way
(STARTTLS) says so (`may_start_tls`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

from kafkasniff.dissectors.tree import Node
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame, MemoryBudget


class DissectOptions(NamedTuple):
    """How a run decodes, made once per run: a NamedTuple (immutable, compared by value), a fifth
    of the cost of defining the frozen dataclass it was."""

    show_secrets: bool = False  # SASL passwords in clear
    render_bytes: Callable[[bytes], Any] = bytes.hex  # bytes fields in JSON
    records: bool = False  # decode message contents (records) fully, not only check them
    # without `records`, record sets in JSON bodies as the analyses read them: each batch's header, a
    # control batch's markers (no data record decoded or decompressed; records.record_set_json)
    batch_headers: bool = False
    redact: bool = False  # hide record keys, values and header values (sizes only)
    max_decompressed: int = 64 * 1024 * 1024  # bytes one compressed unit may inflate to
    max_ratio: int = 1000  # ... and at most this many times its compressed size (above 1 MiB)
    # decode only the fields a one-line summary shows (bodies as JSON are decoded in full on
    # demand; field trees stay partial): same summary, errors and warnings, much less work
    summary_only: bool = False
    # the one-line summary's text (DecodedExchange.summary): views show it, the analyses never
    # read it (Kafka's dissector leaves it empty without; its facts and errors are made alike)
    summary_text: bool = True
    trees: bool = True  # a view shows field trees (the tree, hex dumps); without, Kafka bodies need only JSON
    memory: MemoryBudget | None = None  # the run's --max-memory (None: decodes are not bounded by it)
    view_cost: int = 1  # what the view builds per byte of decoded tree (the rich tree: about 3 times more)


Head = TypeVar("Head")  # what a protocol's pairing reads of a request (see request_head)


class Pairing(Enum):
    """How a protocol's responses find their requests (stream/pairing.py has one strategy each)."""

    # each response names its request's key (`request_key`, `response_key`; a response may
    # announce another to the same request, `follow_up_key`): Kafka, MongoDB
    BY_KEY = "by key"
    # no key: a server answers the requests in the order they were sent, one response frame each
    # (`request_head`, `expects_response`)
    IN_ORDER = "in order"
    # the protocol's own per-connection object takes every frame and says which exchanges
    # complete (`pairing_session`)
    SESSION = "session"


class PairingSession(ABC):
    """One connection's pairing, for a protocol that pairs its own way (`Pairing.SESSION`)."""

    @abstractmethod
    def frame(self, frame: Frame) -> Sequence[Exchange]:
        """A frame of either side (`frame.from_client`), in stream order: the exchanges it
        completes, in the order they are to be told."""

    @abstractmethod
    def close(self) -> Sequence[Exchange]:
        """No more frames will come (the connection closed, or its plaintext phase ended): what
        is left open, told as exchanges (a request unanswered, a response without its request)."""

    @abstractmethod
    def pending(self) -> Sequence[Frame]:
        """The requests that wait for an answer, oldest first (a decoder that started later
        than another is not in step with it while they differ)."""


class WireProtocol(ABC, Generic[Head]):
    # class attributes, not instance fields: compiled builds (mypyc) read them off the class too
    name: ClassVar[str]
    default_ports: ClassVar[frozenset[int]]
    prefix_size: ClassVar[int] = 4  # bytes needed to read a frame's total size
    min_request_bytes: ClassVar[int] = 16  # bytes needed before `looks_like_request` can judge
    pairing: ClassVar[Pairing] = Pairing.BY_KEY
    # a connection may turn to TLS part way (STARTTLS): the TLS stage watches its plaintext
    # connections for a handshake, and framing then goes on with the decrypted streams
    may_start_tls: ClassVar[bool] = False

    def __init__(self, options: DissectOptions | None = None) -> None:
        self.options = options or DissectOptions()

    @classmethod
    def api_names(cls) -> frozenset[str]:
        """The names of what an exchange does that --api selects by (Kafka's apis, MongoDB's
        commands the dissector knows by name), as the exchanges' `api` field spells them."""
        return frozenset()

    @classmethod
    def opcode_names(cls) -> frozenset[str]:
        """Wire opcodes --api selects by, where a protocol has them besides its commands."""
        return frozenset()

    @abstractmethod
    def frame_size(self, head: bytes, from_client: bool) -> int | None:
        """Total frame size (prefix included) from its first `prefix_size` bytes, None if implausible."""

    @abstractmethod
    def looks_like_request(self, data: bytes) -> bool:
        """Whether `data` starts with a plausible request frame: strong enough to pick a protocol."""

    @abstractmethod
    def looks_like_response(self, data: bytes) -> bool:
        """Whether `data` starts with a plausible response frame (used to resynchronise)."""

    def why_not_a_frame(self, window: bytes, from_client: bool) -> str:
        """Why the frame starting `window`, whose length prefix is plausible, is not taken for one
        of this protocol's requests (`from_client`) or responses: what a framing notice names."""
        return f"it does not read as a {self.name} {'request' if from_client else 'response'}"

    @abstractmethod
    def request_head(self, frame: bytes) -> Head | None:
        """Parse what pairing needs from a request frame; None if the header is unreadable."""

    def request_key(self, head: Head) -> int:
        """The value a response names its request by (`Pairing.BY_KEY`)."""
        raise NotImplementedError(f"{self.name} pairs {self.pairing.value}: its requests have no key")

    def response_key(self, frame: bytes) -> int | None:
        """The request key a response frame answers, None if unreadable (`Pairing.BY_KEY`)."""
        raise NotImplementedError(f"{self.name} pairs {self.pairing.value}: its responses name no key")

    def expects_response(self, head: Head, frame: bytes) -> bool:
        """False for requests the server never answers (Kafka Produce with acks=0)."""
        return True

    def request_frame_key(self, frame: bytes) -> int | None:
        """The key a request frame's first bytes carry (what `request_key` gives of its head), read
        without parsing the head; None when unreadable, or always None if the protocol has none.
        Framing uses it to tell a damaged length prefix from a long message."""
        return None

    def pairing_session(self, conn: Connection) -> PairingSession:
        """A new pairing session for one connection (`Pairing.SESSION`)."""
        raise NotImplementedError(f"{self.name} pairs {self.pairing.value}: it has no pairing session")

    def follow_up_key(self, frame: bytes) -> int | None:
        """For a response that announces another response to the same request (MongoDB's
        exhaust replies), the key that next response will carry; None for the usual one-to-one."""
        return None

    @abstractmethod
    def dissect(self, exchange: Exchange[Head]) -> DecodedExchange:
        """Decode an exchange; problems become warnings, never exceptions."""

    def reads_connection_memory(self, exchange: Exchange[Head]) -> bool:
        """Whether this exchange decodes differently given what the connection's earlier
        exchanges taught (`connection_memory`): a decoder that begins mid-connection lacks it."""
        return False

    def connection_memory(self, conn: Connection) -> object | None:
        """What the per-capture memory holds of one connection (from its handshake), or None."""
        return None

    def remember_connection(self, conn: Connection, memory: object) -> None:
        """Take up what another decoder learned of a connection (`connection_memory`)."""

    def informs_later(self, exchange: Exchange[Head]) -> bool:
        """Whether dissecting this exchange may change how later ones decode (what it teaches
        the per-capture memory: Kafka's topic ids, a connection's SASL mechanism). A process
        that decodes only some of a capture's exchanges still dissects these, in order."""
        return False

    @staticmethod
    def value_problem(node: Node) -> str | None:
        """What is wrong, by the protocol's word, when a decoded field's value reports a problem
        (Kafka: an error code's name), for views that show field trees; None for a plain value."""
        return None
