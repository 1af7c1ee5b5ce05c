"""Which exchanges a command looks at: the --api, --client-id, --errors, --conn, --since/--until
and --min-latency options, and each protocol's own (its declaration's `filter_options`: Kafka's
--topic and --group, MongoDB's --collection), combined with AND (values of one option with OR).
Nothing here knows which command asks: `show` and the analyses share it.

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
  0:0:0:0:0:0:0:1 are the same host; a host without a zone (`%vlan20`, a tenant whose addresses
  another reuses: net/tenants.py) is that host in every tenant.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from datetime import UTC, datetime, timedelta
from typing import NamedTuple, TypeVar

from kafkasniff.dissectors.declaration import ApiKeys, FilterOption, OptionPlace
from kafkasniff.dissectors.registry import DECLARATIONS, declared_class
from kafkasniff.model import Connection, DecodedExchange
from kafkasniff.select.values_seen import ValuesSeen

Predicate = Callable[[DecodedExchange], bool]
Passed = TypeVar("Passed")  # notices (and exchanges already filtered elsewhere) pass through

DAY_NS = 86_400 * 1_000_000_000
NEAR_MISS = 0.85  # difflib ratio above which a value is a known api name mistyped, not an open-ended name
SUGGEST = 0.6  # difflib's default cutoff for "did you mean"
_EARLIEST, _LATEST = -(2**63), 2**63  # open ends of a time window, as ints so the check is one chained comparison
_CACHED_CONNECTIONS = 65536  # per-connection verdicts kept before starting afresh (bounded memory on long captures)


class FilterError(ValueError):
    """An option value that cannot be understood; the message is for the user."""


def protocol_filter_options(place: OptionPlace) -> tuple[FilterOption, ...]:
    """The protocols' own filter options that stand at `place` among the shared ones."""
    return tuple(option for d in DECLARATIONS for option in d.filter_options if option.place is place)


class Filters:
    """The options' predicates, and how many exchanges they judged (`seen`) and kept (`matched`).

    The protocols' own options (--topic, --collection...) are keywords named by their
    declarations (`FilterOption.dest`). Counting happens in `__call__`, the one place an exchange
    is judged: `apply` calls it, so whichever path a command uses, every exchange is counted once.
    Nothing is counted when no option is set (`active` is False): every exchange passes.
    """

    def __init__(
        self, *, apis: tuple[str, ...] = (), client_ids: tuple[str, ...] = (), errors_only: bool = False,
        conns: tuple[str, ...] = (), since: str | None = None, until: str | None = None,
        min_latency_ms: float | None = None, **protocol_options: tuple[str, ...],
    ) -> None:  # fmt: skip
        self.predicates: list[Predicate] = []
        self.seen = 0  # exchanges judged
        self.matched = 0  # ... and kept
        self._window: _TimeWindow | None = None
        self.values: ValuesSeen | None = None  # once `watch_values`: what the exchanges had
        self._given = (client_ids, protocol_options)
        unknown = set(protocol_options) - {o.dest for d in DECLARATIONS for o in d.filter_options}
        if unknown:
            raise TypeError(f"Filters() got an unexpected keyword argument {min(unknown)!r}")
        p = self.predicates
        if apis:
            p.append(_api_predicate(apis))
        self._add_protocol_options(OptionPlace.AFTER_API, protocol_options)
        if client_ids:
            clients = set(client_ids)
            p.append(lambda e: e.fields.get("client_id") in clients)
        self._add_protocol_options(OptionPlace.AFTER_CLIENT_ID, protocol_options)
        if errors_only:
            p.append(lambda e: bool(e.errors))
        if conns:
            p.append(_conn_predicate(conns))
        if since is not None or until is not None:
            self._window = _TimeWindow(_time_option("--since", since), _time_option("--until", until))
            p.append(self._window)
        if min_latency_ms is not None:
            floor_ns = min_latency_ms * 1e6
            p.append(lambda e: e.exchange.latency_ns is not None and e.exchange.latency_ns >= floor_ns)

    def _add_protocol_options(self, place: OptionPlace, given: Mapping[str, tuple[str, ...]]) -> None:
        for option in protocol_filter_options(place):
            values = given.get(option.dest)
            if values:
                self.predicates.append(option.selects(frozenset(values)))

    def watch_values(self) -> ValuesSeen:
        """Keep the values the exchanges judged had for the options given (a client id, a topic...),
        to name a value given that none had (`ValuesSeen.unmatched`). Costs a look per exchange."""
        values = self.values = ValuesSeen()
        client_ids, protocol_options = self._given
        if client_ids:
            values.watch("client id", client_ids, lambda e: [e.fields.get("client_id")])
        for option in _every_protocol_option():
            if protocol_options.get(option.dest) and option.values is not None:
                values.watch(option.flag.removeprefix("--"), protocol_options[option.dest], option.values)
        return values

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
        if self.values is not None:
            self.values.see(item)
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


def _every_protocol_option() -> list[FilterOption]:
    return [option for place in OptionPlace for option in protocol_filter_options(place)]


# -- --api ------------------------------------------------------------------------------


class _ApiNames(NamedTuple):
    """What --api checks values against, names by their lower-case form, read from the protocols'
    declarations and classes (`WireProtocol.api_names`, `opcode_names`). A NamedTuple: every run
    defines it, and a frozen dataclass was 0.6% of showing a small capture."""

    closed: Mapping[str, str]  # names of protocols whose names are all there are (Kafka's apis)
    opcodes: Mapping[str, str]  # wire opcodes (OP_MSG)
    named: Mapping[str, str]  # the names an open-ended protocol's tables know (MongoDB's commands; more exist)
    open_names: tuple[re.Pattern[str], ...]  # what any other such name looks like
    keys: tuple[ApiKeys, ...]
    checked: str  # what an error message says was checked

    def every_name(self) -> dict[str, str]:
        return {**self.named, **self.opcodes, **self.closed}


@functools.cache
def _api_names() -> _ApiNames:
    """The protocols' names for what an exchange does, read when --api is used."""
    closed: dict[str, str] = {}
    named: dict[str, str] = {}
    opcodes: set[str] = set()
    for d in DECLARATIONS:
        names = declared_class(d).api_names()
        (closed if d.api.open_names is None else named).update(_by_lower_case(sorted(names)))
        opcodes |= declared_class(d).opcode_names()
    return _ApiNames(
        closed=closed, opcodes=_by_lower_case(opcodes), named=named,
        open_names=tuple(d.api.open_names for d in DECLARATIONS if d.api.open_names is not None),
        keys=tuple(d.api.keys for d in DECLARATIONS if d.api.keys is not None),
        checked=", ".join(d.api.checked for d in DECLARATIONS),
    )  # fmt: skip


def _by_lower_case(names: Iterable[str]) -> dict[str, str]:
    return {name.lower(): name for name in names}


class ApiChoice(NamedTuple):
    """What the --api values select: api (and command) names in lower case, api keys, opcodes in
    lower case."""

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
            keys.add(_api_key(value, known))
        elif lower in known.opcodes:
            opcodes.add(lower)
        elif lower in known.closed or lower in known.named or _open_ended_name(value, known):
            names.add(lower)
        else:
            raise FilterError(_unknown_api(value, known))
    return ApiChoice(frozenset(names), frozenset(keys), frozenset(opcodes))


def _api_key(value: str, known: _ApiNames) -> int:
    key = int(value)
    if not known.keys or any(key in keys.numbers for keys in known.keys):
        return key
    first = known.keys[0]
    raise FilterError(f"--api: no api key {key} ({first.described} are 0 to {first.numbers[-1]})")


def _open_ended_name(value: str, known: _ApiNames) -> bool:
    """A name no table knows: shaped like an open-ended protocol's, and not a known name mistyped."""
    if not any(pattern.fullmatch(value) for pattern in known.open_names):
        return False
    import difflib  # (here and below: near misses are looked for in names no table knows, seldom)

    return not difflib.get_close_matches(value.lower(), known.closed, n=1, cutoff=NEAR_MISS)


def _unknown_api(value: str, known: _ApiNames) -> str:
    import difflib

    every = known.every_name()
    nearest = difflib.get_close_matches(value.lower(), every, n=1, cutoff=SUGGEST)
    hint = f" (did you mean {every[nearest[0]]}?)" if nearest else ""
    return f"--api: no api {value!r}{hint}; checked against {known.checked}"


def _api_predicate(values: Iterable[str]) -> Predicate:
    names, keys, opcodes = parse_apis(values)
    # each field is eager and one protocol's: dict.get reads it without LazyFields.get's KeyError
    # for the other protocols' exchanges
    key_fields = tuple(d.api.keys.field for d in DECLARATIONS if d.api.keys is not None) if keys else ()
    opcode_fields = tuple(d.api.opcode_field for d in DECLARATIONS if d.api.opcode_field) if opcodes else ()

    def matches(e: DecodedExchange) -> bool:
        fields = e.fields
        api = fields.get("api")
        if api is not None and str(api).lower() in names:
            return True
        for key_field in key_fields:
            if dict.get(fields, key_field) in keys:
                return True
        return any(str(dict.get(fields, f)).lower() in opcodes for f in opcode_fields)

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
        if self.port is not None and self.port != port:
            return False
        if self.host is None:
            return True
        host = _canonical_host(ip)
        # a host without a zone names it in every tenant (10.0.0.1 matches 10.0.0.1%vlan20)
        return self.host == host or ("%" not in self.host and self.host == host.partition("%")[0])


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
