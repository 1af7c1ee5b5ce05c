"""What `kafkasniff top` shows, made of the answers `stats`, `topology`, `groups` and `commits`
give: the four analyses fed together as one object, which a RollingAnalysis (rolling.py) feeds
and answers over the run and over the last refresh window, and the dashboard's lines made from
those two answers.

Nothing here counts anew: every figure is one of the analyses' row values, added up or picked.
Rates divide a window's exchanges by the window's length, which the caller measures (wall
time on a live tap, capture time on a replayed file)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, cast

from kafkasniff.analyses.commits import CommitsAnalysis, stale_cell, verdict_names
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.history import LIVE_HISTORY
from kafkasniff.analyses.latencies import LATENCY_LIMIT
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA
from kafkasniff.model import DecodedExchange

Row = dict[str, Any]
NANOSECONDS = 1e9
# a partition's row is listed as behind in this state, or with one of these verdicts
BEHIND_STATES = frozenset({"behind", "stopped"})
TROUBLE_VERDICTS = frozenset({"stuck", "regressed", "failing", "competing"})


@dataclass(frozen=True)
class Answers:
    """One window's answers: each analysis's rows, and the capture times of what was fed."""

    stats: list[Row]
    topology: list[Row]
    groups: list[Row]
    commits: list[Row]
    first_ts: float | None  # seconds since the epoch, of the first exchange fed (None: none)
    last_ts: float | None


class DashboardAnalyses:
    """stats (latencies held within LATENCY_LIMIT, as a rolling `stats` holds them), topology,
    groups and commits, fed alike; the three Kafka ones only Kafka exchanges. Forgetting
    (rolling.py) reaches each analysis with its own keys: a key is named by its analysis, and
    its kind too, so that what was forgotten is counted per analysis."""

    def __init__(self) -> None:
        self.stats = StatsAnalysis(LATENCY_LIMIT)
        self.topology = TopologyAnalysis()
        self.groups = GroupsAnalysis(LIVE_HISTORY)  # a dashboard left open for days stays this size
        self.commits = CommitsAnalysis(LIVE_HISTORY)
        self._first_ns: int | None = None
        self._last_ns: int | None = None

    def _parts(self) -> dict[str, Any]:
        return {"stats": self.stats, "topology": self.topology, "groups": self.groups, "commits": self.commits}

    def feed(self, e: DecodedExchange) -> None:
        self.stats.feed(e)
        if e.exchange.conn.protocol == KAFKA:
            self.topology.feed(e)
            self.groups.feed(e)
            self.commits.feed(e)
        ts = e.exchange.ts
        if self._first_ns is None:
            self._first_ns = ts
        if self._last_ns is None or ts > self._last_ns:
            self._last_ns = ts

    def answers(self) -> Answers:
        first, last = self._first_ns, self._last_ns
        return Answers(self.stats.rows(), self.topology.rows(), self.groups.rows(), self.commits.rows(),
                       None if first is None else first / NANOSECONDS,
                       None if last is None else last / NANOSECONDS)  # fmt: skip

    def state_keys(self) -> Iterator[tuple[str, Hashable]]:
        for name, part in self._parts().items():
            yield from ((f"{kind} ({name})", (name, key)) for kind, key in part.state_keys())

    def forget(self, keys: Iterable[tuple[str, Hashable]]) -> None:
        by_part: dict[str, list[tuple[str, Hashable]]] = defaultdict(list)
        for kind, named in keys:
            name, key = cast(tuple[str, Hashable], named)  # our own keys: (analysis, its key)
            by_part[name].append((kind.rsplit(" (", 1)[0], key))
        parts = self._parts()
        for name, found in by_part.items():
            parts[name].forget(found)


@dataclass(frozen=True)
class Spans:
    """How long the windows lasted, in seconds (0: not measurable yet)."""

    window: float
    run: float


@dataclass(frozen=True)
class ApiLine:
    api: str
    count: int  # exchanges over the run
    rate_now: float | None  # exchanges per second over the last window (None: no length yet)
    rate_run: float | None
    p50_now: float | None  # milliseconds
    p99_now: float | None
    p50_run: float | None
    p99_run: float | None
    errors_now: int  # exchanges carrying an error code (each code counted)
    errors_run: int
    unanswered: int
    throttled: int


@dataclass(frozen=True)
class ClientLine:
    client_id: str
    requests: int
    rate_now: float | None
    bytes_out: int
    bytes_in: int
    errors: int  # exchanges with errors
    throttled: int
    throttle_max_ms: int


@dataclass(frozen=True)
class TopicLine:
    topic: str
    partitions: int
    requests: int  # Produce and Fetch requests naming it (topology)
    records_produced: int
    records_fetched: int
    bytes_produced: int
    bytes_fetched: int

    @property
    def bytes(self) -> int:
        return self.bytes_produced + self.bytes_fetched


@dataclass(frozen=True)
class GroupLine:
    group: str
    state: str  # stable, ended (its last generation's members left), never-formed
    generation: int | None  # the last generation (or group epoch)
    epoch_kind: str  # "generation" or "group epoch"
    members: int
    rebalances: int  # generations (or group epochs) formed
    rebalance_ms: float | None  # the last one's
    lag_status: str  # the group's worst partition by Burrow's rules (commits), "-" without commits
    behind: int  # partitions listed as behind


@dataclass(frozen=True)
class LagLine:
    group: str
    topic: str
    partition: int
    state: str
    lag: int | None  # records behind what the group consumed
    broker_lag: int | None  # the high watermark less the committed offset
    verdicts: str
    culprit: str  # who sent the stale commits (commits' "stale commits by")


@dataclass(frozen=True)
class ThrottleLine:
    kind: str  # "client" or "api"
    name: str
    throttled: int  # responses that held it back
    of: int  # its requests
    max_ms: int


@dataclass(frozen=True)
class Dashboard:
    apis: list[ApiLine]
    clients: list[ClientLine]
    topics: list[TopicLine]
    groups: list[GroupLine]
    lag: list[LagLine]
    throttles: list[ThrottleLine]
    exchanges: int  # over the run
    rate_now: float | None  # every api's exchanges per second over the last window


def dashboard(run: Answers, window: Answers, spans: Spans) -> Dashboard:
    """The lines of every view, from the run's and the last window's answers."""
    apis = api_lines(run.stats, window.stats, spans)
    window_total = sum(r["count"] for r in window.stats if r["kind"] == "api")
    lag = lag_lines(run.commits)
    return Dashboard(apis, client_lines(run.stats, window.stats, spans), topic_lines(run.stats, run.topology),
                     group_lines(run.groups, run.commits, lag), lag, throttle_lines(run.stats),
                     sum(line.count for line in apis), _rate(window_total, spans.window))  # fmt: skip


def _rate(count: int, seconds: float) -> float | None:
    return count / seconds if seconds > 0 else None


def _of_kind(rows: list[Row], kind: str) -> list[Row]:
    return [r for r in rows if r["kind"] == kind]


def _errors_per_api(rows: list[Row]) -> Counter[str]:
    errors: Counter[str] = Counter()
    for row in _of_kind(rows, "error"):
        errors[row["api"]] += row["exchanges"]
    return errors


def api_lines(run: list[Row], window: list[Row], spans: Spans) -> list[ApiLine]:
    now = {r["api"]: r for r in _of_kind(window, "api")}
    errors_run, errors_now = _errors_per_api(run), _errors_per_api(window)
    lines = []
    for row in _of_kind(run, "api"):
        last = now.get(row["api"], {})
        lines.append(ApiLine(
            row["api"], row["count"], _rate(last.get("count", 0), spans.window), _rate(row["count"], spans.run),
            last.get("p50_ms"), last.get("p99_ms"), row["p50_ms"], row["p99_ms"],
            errors_now[row["api"]], errors_run[row["api"]], row["unanswered"], row["throttled"],
        ))  # fmt: skip
    return lines


def client_lines(run: list[Row], window: list[Row], spans: Spans) -> list[ClientLine]:
    now = {r["client_id"]: r["requests"] for r in _of_kind(window, "client")}
    return [ClientLine(r["client_id"], r["requests"], _rate(now.get(r["client_id"], 0), spans.window),
                       r["bytes_out"], r["bytes_in"], r["exchanges_with_errors"], r["throttled"], r["throttle_max_ms"])
            for r in _of_kind(run, "client")]  # fmt: skip


def topic_lines(stats: list[Row], topology: list[Row]) -> list[TopicLine]:
    requests: Counter[str] = Counter()
    for client in topology:
        requests.update(client["produces_to"])
        requests.update(client["consumes_from"])
    partitions: dict[str, list[Row]] = defaultdict(list)
    for row in _of_kind(stats, "partition"):
        partitions[row["topic"]].append(row)
    return [TopicLine(topic, len(rows), requests[topic], *(sum(r[k] for r in rows) for k in TOPIC_SUMS))
            for topic, rows in sorted(partitions.items())]  # fmt: skip


TOPIC_SUMS = ("records_produced", "records_fetched", "bytes_produced", "bytes_fetched")


def group_lines(groups: list[Row], commits: list[Row], lag: list[LagLine]) -> list[GroupLine]:
    by_group: dict[str, list[Row]] = defaultdict(list)
    for row in groups:
        by_group[row["group"]].append(row)
    statuses = {r["group"]: r["group_status"] for r in commits}
    behind = Counter(line.group for line in lag)
    return [_group_line(name, rows, statuses.get(name, "-"), behind[name]) for name, rows in sorted(by_group.items())]


def _group_line(name: str, rows: list[Row], lag_status: str, behind: int) -> GroupLine:
    formed = [r for r in rows if r.get("state") != "never-formed"]
    if not formed:
        return GroupLine(name, "never-formed", None, "generation", 0, 0, None, lag_status, behind)
    last = max(formed, key=lambda r: r["generation"] if r["generation"] is not None else -1)
    state = "stable" if last.get("ended_ts") is None else "ended"
    return GroupLine(name, state, last["generation"], last["epoch_kind"], len(last.get("members") or ()),
                     len(formed), last.get("rebalance_ms"), lag_status, behind)  # fmt: skip


def lag_lines(commits: list[Row]) -> list[LagLine]:
    """The partitions behind, or held back by stale, regressed, failing or competing commits."""
    return [LagLine(r["group"], r["topic"], r["partition"], r["state"], r.get("lag"), r.get("broker_lag"),
                    verdict_names(r), stale_cell(r))
            for r in commits if _in_trouble(r)]  # fmt: skip


def _in_trouble(row: Row) -> bool:
    verdicts = {v["verdict"] for v in row["verdicts"]}
    return row["state"] in BEHIND_STATES or bool(verdicts & TROUBLE_VERDICTS) or bool(row["stale_committers"])


def throttle_lines(stats: list[Row]) -> list[ThrottleLine]:
    """Every client id and api some response throttled."""
    clients = [ThrottleLine("client", r["client_id"], r["throttled"], r["requests"], r["throttle_max_ms"])
               for r in _of_kind(stats, "client") if r["throttled"]]  # fmt: skip
    apis = [ThrottleLine("api", r["api"], r["throttled"], r["count"], r["throttle_max_ms"])
            for r in _of_kind(stats, "api") if r["throttled"]]  # fmt: skip
    return clients + apis
