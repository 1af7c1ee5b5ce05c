"""Which exchanges a command looks at: the --api, --topic, --group, --client-id, --collection,
--errors, --conn, --since/--until and --min-latency options, combined with AND (values of one
option with OR). Nothing here knows which command asks: `show` and the analyses share it.

Accepted values, checked when `Filters` is made (a bad one is a one-line `FilterError`):

- --api: a Kafka api name in any case (OffsetCommit, offsetcommit) or key (8, any int16 key:
  one the schema does not know yet is still a key a newer client sends); a MongoDB opcode
  (OP_MSG, OP_QUERY: matches the exchange's opcode) or command name (find, getMore). MongoDB
  command names are open-ended (the first key of a command document), so besides those the
  dissector's tables name, any lowerCamelCase identifier is taken as one, unless it is a near
  miss of a Kafka api name (offsetcomit): that is a typo, reported with its nearest name.
- --since, --until: epoch seconds (1795253607.25), ISO 8601 (2026-11-21T09:33:27, UTC unless
  it gives an offset) or a time of day as the lines print it, UTC (09:33:27.973742, 09:33:27,
  09:33). See `TimeOfDay` for the date it is taken on and for windows across midnight.
- --conn: HOST:PORT, HOST or :PORT; IPv6 as [ADDR]:PORT, [ADDR] or ADDR (a bare IPv6 address
  is a host alone: a port needs the brackets). Hosts compare by address, so ::1 and
  0:0:0:0:0:0:0:1 are the same host.
"""

from __future__ import annotations

import difflib
import functools
import ipaddress
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import NamedTuple, TypeVar

from kafkasniff.dissectors.registry import protocol_class
from kafkasniff.model import Connection, DecodedExchange

Predicate = Callable[[DecodedExchange], bool]
Passed = TypeVar("Passed")  # notices (and exchanges already filtered elsewhere) pass through

DAY_NS = 86_400 * 1_000_000_000
KAFKA_KEYS = range(2**15)  # an api key is a non-negative int16 on the wire
NEAR_MISS = 0.85  # difflib ratio above which a lower-case value is a Kafka api name mistyped, not a MongoDB command
SUGGEST = 0.6  # difflib's default cutoff for "did you mean"
_EARLIEST, _LATEST = -(2**63), 2**63  # open ends of a time window, as ints so the check is one chained comparison
_CACHED_CONNECTIONS = 65536  # per-connection verdicts kept before starting afresh (bounded memory on long captures)


class FilterError(ValueError):
    """An option value that cannot be understood; the message is for the user."""


@dataclass
class Filters:
    """The options' predicates, and how many exchanges they judged (`seen`) and kept (`matched`).

    Counting happens in `__call__`, the one place an exchange is judged: `apply` calls it, so
    whichever path a command uses, every exchange is counted once. Nothing is counted when no
    option is set (`active` is False): every exchange passes.
    """

    apis: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    client_ids: tuple[str, ...] = ()
    collections: tuple[str, ...] = ()
    errors_only: bool = False
    conns: tuple[str, ...] = ()
    since: str | None = None
    until: str | None = None
    min_latency_ms: float | None = None
    predicates: list[Predicate] = field(default_factory=list, init=False)
    seen: int = field(default=0, init=False)  # exchanges judged
    matched: int = field(default=0, init=False)  # ... and kept
    _window: _TimeWindow | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        p = self.predicates
        if self.apis:
            p.append(_api_predicate(self.apis))
        if self.topics:
            topics = set(self.topics)
            p.append(lambda e: not topics.isdisjoint(e.fields.get("topics") or ()))
        if self.groups:
            groups = set(self.groups)
            p.append(lambda e: e.fields.get("group") in groups)
        if self.client_ids:
            clients = set(self.client_ids)
            p.append(lambda e: e.fields.get("client_id") in clients)
        if self.collections:
            collections = set(self.collections)
            p.append(lambda e: not collections.isdisjoint(_collection_names(e)))
        if self.errors_only:
            p.append(lambda e: bool(e.errors))
        if self.conns:
            p.append(_conn_predicate(self.conns))
        if self.since is not None or self.until is not None:
            self._window = _TimeWindow(_time_option("--since", self.since), _time_option("--until", self.until))
            p.append(self._window)
        if self.min_latency_ms is not None:
            floor_ns = self.min_latency_ms * 1e6
            p.append(lambda e: e.exchange.latency_ns is not None and e.exchange.latency_ns >= floor_ns)

    @property
    def active(self) -> bool:
        """Whether any option is set (otherwise every exchange passes, uncounted)."""
        return bool(self.predicates)

    def resolve_times(self, first_ts_ns: int) -> None:
        """Take --since/--until times of day on the UTC date of `first_ts_ns`. The first exchange
        judged does it otherwise; a caller that judges in several processes calls it first (with
        the capture's first timestamp) so that every process takes the same date."""
        if self._window is not None:
            self._window.resolve(first_ts_ns)

    def __call__(self, item: DecodedExchange) -> bool:
        predicates = self.predicates
        if not predicates:
            return True
        self.seen += 1
        for keep in predicates:
            if not keep(item):
                return False
        self.matched += 1
        return True

    def apply(self, items: Iterable[DecodedExchange | Passed]) -> Iterator[DecodedExchange | Passed]:
        if not self.predicates:
            yield from items
            return
        for item in items:
            if not isinstance(item, DecodedExchange) or self(item):
                yield item


# -- --api ------------------------------------------------------------------------------


class _ApiNames(NamedTuple):
    """The names --api checks values against, each by its lower-case form."""

    kafka: Mapping[str, str]  # Kafka api names
    opcodes: Mapping[str, str]  # MongoDB opcodes (OP_MSG)
    commands: Mapping[str, str]  # the MongoDB commands the dissector's tables name (more exist)

    def every_name(self) -> dict[str, str]:
        return {**self.commands, **self.opcodes, **self.kafka}


@functools.cache
def _api_names() -> _ApiNames:
    """The dissectors' own names (`WireProtocol.api_names`, `opcode_names`), read when --api is used."""
    kafka, mongo = protocol_class("kafka"), protocol_class("mongo")
    assert kafka is not None and mongo is not None
    return _ApiNames(
        kafka=_by_lower_case(kafka.api_names()),
        opcodes=_by_lower_case(kafka.opcode_names() | mongo.opcode_names()),
        commands=_by_lower_case(sorted(mongo.api_names())),
    )


def _by_lower_case(names: Iterable[str]) -> dict[str, str]:
    return {name.lower(): name for name in names}


# MongoDB's command names are lowerCamelCase (internal ones start with "_"); Kafka's are UpperCamelCase
_MONGO_COMMAND = re.compile(r"[a-z_][A-Za-z0-9_]*")


class ApiChoice(NamedTuple):
    """What the --api values select: api (Kafka or MongoDB command) names in lower case, Kafka
    api keys, MongoDB opcodes in lower case."""

    names: frozenset[str]
    keys: frozenset[int]
    opcodes: frozenset[str]


def parse_apis(values: Iterable[str]) -> ApiChoice:
    """Sort the --api values into what they select; FilterError for one that names nothing."""
    known = _api_names()
    names: set[str] = set()
    keys: set[int] = set()
    opcodes: set[str] = set()
    for value in values:
        lower = value.lower()
        if value.isascii() and value.isdigit():
            keys.add(_api_key(value))
        elif lower in known.opcodes:
            opcodes.add(lower)
        elif lower in known.kafka or lower in known.commands or _open_ended_command(value, known):
            names.add(lower)
        else:
            raise FilterError(_unknown_api(value, known))
    return ApiChoice(frozenset(names), frozenset(keys), frozenset(opcodes))


def _api_key(value: str) -> int:
    key = int(value)
    if key not in KAFKA_KEYS:
        raise FilterError(f"--api: no api key {key} (Kafka api keys are 0 to {KAFKA_KEYS[-1]})")
    return key


def _open_ended_command(value: str, known: _ApiNames) -> bool:
    """A MongoDB command the tables do not name: shaped like one, and not a Kafka name mistyped."""
    if not _MONGO_COMMAND.fullmatch(value):
        return False
    return not difflib.get_close_matches(value.lower(), known.kafka, n=1, cutoff=NEAR_MISS)


def _unknown_api(value: str, known: _ApiNames) -> str:
    every = known.every_name()
    nearest = difflib.get_close_matches(value.lower(), every, n=1, cutoff=SUGGEST)
    hint = f" (did you mean {every[nearest[0]]}?)" if nearest else ""
    checked = "checked against Kafka api names and keys, MongoDB opcodes and MongoDB command names (lowerCamelCase)"
    return f"--api: no api {value!r}{hint}; {checked}"


def _api_predicate(values: Iterable[str]) -> Predicate:
    choice = parse_apis(values)
    names, keys, opcodes = choice

    def matches(e: DecodedExchange) -> bool:
        fields = e.fields
        api = fields.get("api")
        if api is not None and str(api).lower() in names:
            return True
        # api_key (Kafka) and opcode (MongoDB) are eager fields of one protocol each: dict.get
        # reads them without LazyFields.get's KeyError for the other protocol's exchanges
        if keys and dict.get(fields, "api_key") in keys:
            return True
        return bool(opcodes) and str(dict.get(fields, "opcode")).lower() in opcodes

    return matches


# -- --since, --until -------------------------------------------------------------------


class TimeOfDay(NamedTuple):
    """A time of day, UTC, as the line view prints it, waiting for a date: the UTC date of the
    first exchange the filters judge (or the one `Filters.resolve_times` is given). A window
    given by two times of day whose --until is earlier than its --since crosses midnight: the
    --until is on the next day (--since 23:50 --until 00:10 is twenty minutes). To name another
    day, give an ISO 8601 date-time.

    An --until keeps the whole unit of its last fractional digit, so the time a line prints
    keeps that line even in a nanosecond capture: --until 09:33:27.973742 ends at
    09:33:27.973742999. Without a fraction it is the instant itself (--until 09:34 ends at
    09:34:00.000000000)."""

    ns: int  # since midnight
    span: int = 1  # nanoseconds its last digit stands for: an --until ends at ns + span - 1

    def since(self, midnight: int) -> int:
        return midnight + self.ns

    def until(self, midnight: int) -> int:
        return midnight + self.ns + self.span - 1


TimeBound = int | TimeOfDay  # epoch nanoseconds, or a time of day waiting for its date

_EPOCH = re.compile(r"(\d+)(?:\.(\d{1,9})\d*)?")
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?")
TIME_FORMS = (
    "epoch seconds (1795253607.25), ISO 8601 (2026-11-21T09:33:27, UTC unless it gives an offset) or a time of "
    "day as the lines print it (09:33:27.973742, 09:33:27, 09:33; UTC, on the date of the first exchange)"
)


def parse_time(text: str) -> TimeBound:
    """Epoch seconds, an ISO 8601 date-time (UTC unless it says otherwise) -> epoch ns; a time of
    day (HH:MM, HH:MM:SS, HH:MM:SS.fraction) -> a TimeOfDay, resolved later against a date."""
    epoch = _EPOCH.fullmatch(text)
    if epoch:
        return int(epoch[1]) * 1_000_000_000 + _fraction_ns(epoch[2])
    clock = _CLOCK.fullmatch(text)
    if clock:
        return _time_of_day(text, clock)
    ns = iso_ns(text)
    if ns is None:
        raise FilterError(f"{text!r} is not a time: give {TIME_FORMS}")
    return ns


def iso_ns(text: str) -> int | None:
    """An ISO 8601 date-time (UTC unless it says otherwise) as epoch ns; None if it is not one."""
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    # through timedelta, not float seconds: a float cannot hold a date's nanoseconds
    return (moment - datetime(1970, 1, 1, tzinfo=UTC)) // timedelta(microseconds=1) * 1000


def _fraction_ns(digits: str | None) -> int:
    return int((digits or "").ljust(9, "0"))


def _time_of_day(text: str, clock: re.Match[str]) -> TimeOfDay:
    hours, minutes, seconds = int(clock[1]), int(clock[2]), int(clock[3] or 0)
    if hours > 23 or minutes > 59 or seconds > 59:
        raise FilterError(f"{text!r} is not a time: give {TIME_FORMS}")
    fraction = clock[4]
    span = 10 ** (9 - len(fraction)) if fraction else 1
    return TimeOfDay(((hours * 60 + minutes) * 60 + seconds) * 1_000_000_000 + _fraction_ns(fraction), span)


def _time_option(option: str, text: str | None) -> TimeBound | None:
    if text is None:
        return None
    try:
        return parse_time(text)
    except FilterError as exc:
        raise FilterError(f"{option}: {exc}") from None


class _TimeWindow:
    """The --since/--until predicate. Its bounds are epoch ns once known: times of day become so
    on the first call (or `resolve`), when the capture's date is known."""

    __slots__ = ("since", "until", "_bounds")

    def __init__(self, since: TimeBound | None, until: TimeBound | None) -> None:
        self.since, self.until = since, until
        self._bounds: tuple[int, int] | None = None
        if not isinstance(since, TimeOfDay) and not isinstance(until, TimeOfDay):
            self._bounds = self._resolved(0)

    def resolve(self, first_ts_ns: int) -> tuple[int, int]:
        if self._bounds is None:
            self._bounds = self._resolved(first_ts_ns - first_ts_ns % DAY_NS)
        return self._bounds

    def _resolved(self, midnight: int) -> tuple[int, int]:
        since, until = self.since, self.until
        first = since.since(midnight) if isinstance(since, TimeOfDay) else _EARLIEST if since is None else since
        last = until.until(midnight) if isinstance(until, TimeOfDay) else _LATEST if until is None else until
        if isinstance(since, TimeOfDay) and isinstance(until, TimeOfDay) and until.ns < since.ns:
            last += DAY_NS  # the window crosses midnight
        return first, last

    def __call__(self, e: DecodedExchange) -> bool:
        ts = e.exchange.ts
        first, last = self._bounds or self.resolve(ts)
        return first <= ts <= last


# -- --conn ------------------------------------------------------------------------------


class EndpointChoice(NamedTuple):
    """One --conn value: a host (canonical address text) and a port, either None for any."""

    host: str | None
    port: int | None

    def matches(self, ip: str, port: int) -> bool:
        return (self.port is None or self.port == port) and (self.host is None or self.host == _canonical_host(ip))


CONN_FORMS = "HOST:PORT, HOST or :PORT; IPv6 as [ADDR]:PORT, [ADDR] or ADDR"
_BRACKETED = re.compile(r"\[([^\[\]]+)\](?::(\d+))?")


def parse_endpoint(text: str) -> EndpointChoice:
    """A --conn value as host and port; FilterError for one that is neither."""
    bracketed = _BRACKETED.fullmatch(text)
    if bracketed:
        host, port = bracketed[1], bracketed[2]
    elif text.count(":") > 1:
        host, port = text, None  # a bare IPv6 address: its last group is not a port
        if not _is_address(host):
            raise FilterError(f"--conn: {text!r} is not an IPv6 address (with a port: [ADDR]:PORT); give {CONN_FORMS}")
    else:
        host, colon, port = text.partition(":")
        if colon and not port:
            raise FilterError(f"--conn: {text!r} has no port after ':'; give {CONN_FORMS}")
    if "[" in host or "]" in host or not (host or port):
        raise FilterError(f"--conn: {text!r} is not an endpoint; give {CONN_FORMS}")
    return EndpointChoice(_canonical_host(host) if host else None, _port(text, port))


def _is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _port(text: str, port: str | None) -> int | None:
    if port is None or port == "":
        return None
    if not (port.isascii() and port.isdigit()) or int(port) > 65535:
        raise FilterError(f"--conn: {text!r} has no port 0-65535; give {CONN_FORMS}")
    return int(port)


@functools.lru_cache(maxsize=4096)
def _canonical_host(host: str) -> str:
    """An address in its one text form (0:0:0:0:0:0:0:1 -> ::1); a name as given, in lower case."""
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        return host.lower()


def _conn_predicate(values: Iterable[str]) -> Predicate:
    choices = tuple(dict.fromkeys(parse_endpoint(v) for v in values))
    # one verdict per connection, not per exchange: a connection carries many exchanges
    verdicts: dict[Connection, bool] = {}

    def matches(e: DecodedExchange) -> bool:
        conn = e.exchange.conn
        verdict = verdicts.get(conn)
        if verdict is None:
            if len(verdicts) >= _CACHED_CONNECTIONS:
                verdicts.clear()
            verdict = verdicts[conn] = any(c.matches(*conn.client) or c.matches(*conn.server) for c in choices)
        return verdict

    return matches


def _collection_names(e: DecodedExchange) -> set[str]:
    collection = e.fields.get("collection")
    if not collection:
        return set()
    return {collection, f"{e.fields.get('database')}.{collection}"}
