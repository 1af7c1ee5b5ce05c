"""Transactions open past their timeout as events, read from `txn`'s own rows: a row whose outcome
is "open" (it began and nothing ended it yet) for longer than the transaction.timeout.ms its
producer declared in InitProducerId. `txn` keeps when each transactional id initialised, not the
timeout it asked for, so this rule reads that one field of InitProducerId requests itself; a
transactional id whose InitProducerId was not captured gets the clients' default, said as
assumed. The coordinator aborts such a transaction on its own, so the producer's next write is
fenced: the event names the producer's client.

An episode is one transaction (transactional id, producer id, epoch): it begins at its start
plus the timeout and ends when its row is no longer open (committed, aborted, abandoned...)."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.event_records import Event, EventKind, EventSettings, RowsRule, Subject, is_kafka
from kafkasniff.analyses.kafka_fields import body_of
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.model import DecodedExchange

TxnKey = tuple[str, int, int]  # transactional id, producer id, epoch
# What can begin or end a transaction (a Produce reaches the rule only from a transactional
# producer); between them the last rows stand and a check only ages the open transactions.
# `txn`'s rows() grows with every transaction and marker of the run: asked only when needed
CHANGING_APIS = frozenset({"InitProducerId", "AddPartitionsToTxn", "AddOffsetsToTxn", "TxnOffsetCommit",
                           "EndTxn", "Produce"})  # fmt: skip


@dataclass(frozen=True)
class _Declared:
    timeout_s: float
    client: str | None  # the client id that asked


class TxnTimeouts(RowsRule[TxnKey]):
    def __init__(self, settings: EventSettings, capture: str,
                 factory: Callable[[], Any] = TxnAnalysis) -> None:  # fmt: skip
        super().__init__(settings, capture, factory)
        self._declared: dict[str, _Declared] = {}  # transactional id -> its last InitProducerId's
        self._producers: set[str] = set()  # the client ids that initialised a transactional id
        self._changed = False  # a CHANGING_APIS exchange fed since the last rows()

    def feed(self, e: DecodedExchange) -> None:
        """Every exchange but the Produce requests of clients never seen initialising a
        transactional id: most of a busy tap, whose records would be decoded to find no
        transaction (a transactional producer whose InitProducerId came before the tap is missed
        unless its partitions are enrolled with AddPartitionsToTxn, as transactions v1 do)."""
        if not is_kafka(e):
            return
        api = e.fields.get("api")
        if api == "Produce" and str(e.fields.get("client_id")) not in self._producers:
            return
        self.analysis.feed(e)
        self._changed = self._changed or api in CHANGING_APIS
        if api == "InitProducerId":
            request = body_of(e.fields, "request")
            tid, timeout = request.get("transactional_id"), request.get("transaction_timeout_ms")
            if isinstance(tid, str):
                self._producers.add(str(e.fields.get("client_id")))
            if isinstance(tid, str) and isinstance(timeout, int) and timeout > 0:
                self._declared[tid] = _Declared(timeout / 1000, e.fields.get("client_id"))

    def check(self, now: float) -> list[Event]:
        rows = self.cadence.run(now, self.analysis.rows, self._changed)
        if rows is None:
            return []
        self._changed = False
        found: list[Event] = []
        listed: set[TxnKey] = set()
        for row in rows:
            key = (row["transactional_id"], row["producer_id"], row["producer_epoch"])
            listed.add(key)
            if row["outcome"] == "open":
                timeout, assumed = self._timeout(row["transactional_id"])
                if row["started"] + timeout <= now:
                    found += self.episodes.start(key, self._started(key, row, timeout, assumed, now))
            elif key in self.episodes.open:
                ended = row["ended"] if isinstance(row.get("ended"), float | int) else now
                found += self.episodes.end(key, ended, now, f"transaction {key[0]}: {row['outcome']}")
        for key in [k for k in self.episodes.open if k not in listed]:  # (its state was dropped)
            found += self.episodes.end(key, now, now, f"transaction {key[0]!s}: no longer followed")
        return found

    def _timeout(self, tid: str) -> tuple[float, bool]:
        """The timeout in seconds, and whether it is assumed (no InitProducerId captured)."""
        declared = self._declared.get(tid)
        if declared is None:
            return self.settings.assumed_txn_timeout_s, True
        return declared.timeout_s, False

    def _started(self, key: TxnKey, row: dict[str, Any], timeout: float, assumed: bool, now: float) -> Event:
        tid, pid, epoch = key
        declared = self._declared.get(tid)
        client = declared.client if declared is not None else None
        whose = "assumed: its InitProducerId was not captured" if assumed else "its producer declared"
        partitions = ", ".join(row["partitions"][:5]) + (" ..." if len(row["partitions"]) > 5 else "")
        text = (f"transaction {tid} (producer id {pid}, epoch {epoch}{f', client {client}' if client else ''}) "
                f"open past its timeout of {timeout:g} s ({whose}); partitions: {partitions or '-'}")  # fmt: skip
        select = f'select(.transactional_id == "{tid}")'
        hint = f"kafkasniff txn {shlex.quote(self.capture)} --json | jq {shlex.quote(select)}"
        subject = Subject(transactional_id=tid, client=client)
        return Event(EventKind.TXN_PAST_TIMEOUT, row["started"] + timeout, subject, text, hint, now)
