"""What `kafkasniff report` draws, whichever way it was answered: from a capture's exchanges fed
to every analysis (`ReportAnalyses`), or from a `kafkasniff index` table with Spark
(bulk/table_analyses.py's `report_data`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.commit_verdicts import Key
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.keyed import PerKey
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.timeline import Bucket, TimelineAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.analyses.unanswered import Seen, Unanswered, UnansweredRequest
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA
from kafkasniff.model import DecodedExchange

Rows = list[dict[str, Any]]


@dataclass
class ReportData:
    exchanges: int
    span: tuple[float, float] | None  # seconds since the epoch: the first exchange's second, the last's + 1
    commit_rows: Rows
    # the commit timelines of some partitions (the report draws those with something wrong first)
    commit_timelines: Callable[[list[Key]], dict[Key, dict[str, Any]]]
    bucket_width: float  # seconds
    series: dict[str, list[Bucket]]  # api -> its requests, errors and latencies per bucket
    group_rows: Rows
    txn_rows: Rows
    stats_rows: Rows
    topology_rows: Rows
    # requests no response answered (analyses/unanswered.py); None: not asked (a table's report)
    unanswered_rows: Rows | None = None


@dataclass
class ReportAnalyses:
    """Every analysis the report draws on, fed the same exchanges."""

    commits: CommitsAnalysis = field(default_factory=CommitsAnalysis)
    stats: StatsAnalysis = field(default_factory=StatsAnalysis)
    groups: GroupsAnalysis = field(default_factory=GroupsAnalysis)
    txn: TxnAnalysis = field(default_factory=TxnAnalysis)
    topology: TopologyAnalysis = field(default_factory=TopologyAnalysis)
    timeline: TimelineAnalysis = field(default_factory=TimelineAnalysis)
    unanswered: PerKey[UnansweredRequest, Seen] = field(default_factory=lambda: PerKey(Unanswered()))

    def feed(self, e: DecodedExchange) -> None:
        self.stats.feed(e)
        self.timeline.feed(e)
        self.unanswered.feed(e)
        if e.exchange.conn.protocol == KAFKA:
            for analysis in (self.commits, self.groups, self.txn, self.topology):
                analysis.feed(e)

    def data(self) -> ReportData:
        width, series = self.timeline.series()
        return ReportData(
            exchanges=sum(self.stats.counts.values()), span=self.timeline.span(), commit_rows=self.commits.rows(),
            commit_timelines=lambda keys: {key: self.commits.timeline(key) for key in keys}, bucket_width=width,
            series=series, group_rows=self.groups.rows(), txn_rows=self.txn.rows(), stats_rows=self.stats.rows(),
            topology_rows=self.topology.rows(), unanswered_rows=self.unanswered.rows(),
        )  # fmt: skip
