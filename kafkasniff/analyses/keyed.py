"""Analyses kept as mergeable state per key, so that one machine and Spark run the same code.

Such an analysis reads one small typed fact per exchange, which both paths can make: from a
DecodedExchange (a capture, a live tap) and from a row of the `index` table (its columns:
bulk/schemas.py's EXCHANGES). It folds each fact into the states of the keys the fact touches;
two states of one key merge into one; the answer's rows are made from the states of every key.
One machine folds every fact into one dict of states (`PerKey`); Spark folds each partition's
rows into states of its own, merges them per key and hands the merged states to the driver,
which makes the rows with the same function (bulk/keyed_table.py). The states are what the rows
are made of (counts, sets of names), never the exchanges, so they stay small.

A key is a flat tuple of strings, integers and None (Spark moves it as JSON).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from typing import Any, Generic, Protocol, Self, TypeVar

from kafkasniff.model import DecodedExchange

Key = tuple[Any, ...]
Rows = list[dict[str, Any]]


class Mergeable(Protocol):
    def merge(self, other: Self) -> Self:
        """This state with another state of the same key folded in (this one may be reused)."""
        ...


FactT = TypeVar("FactT")
StateT = TypeVar("StateT", bound=Mergeable)


class KeyedAnalysis(ABC, Generic[FactT, StateT]):
    """What an analysis answered per key must say: its fact of an exchange or of a table row, how
    a fact changes the states, and its rows from the states."""

    # the `index` table's columns that `fact_of_row` reads
    row_columns: tuple[str, ...] = ()

    @abstractmethod
    def fact_of_exchange(self, e: DecodedExchange) -> FactT | None:
        """The exchange's fact; None when the analysis has nothing to learn from it."""

    @abstractmethod
    def fact_of_row(self, row: dict[str, Any]) -> FactT | None:
        """The same fact, from the exchange's row in the `index` table (`row_columns` of it)."""

    @abstractmethod
    def add(self, states: dict[Key, StateT], fact: FactT) -> None:
        """Fold a fact into the states of the keys it touches (creating those not yet there)."""

    @abstractmethod
    def rows(self, states: dict[Key, StateT]) -> Rows:
        """The answer: JSON-ready rows made from the states of every key, in a fixed order."""

    def key_kind(self, key: Key) -> str:
        """What a key stands for, for the user ("partition"): its first member by default."""
        return str(key[0])


class PerKey(Generic[FactT, StateT]):
    """A keyed analysis fed exchanges one at a time, as every analysis is on one machine."""

    def __init__(self, analysis: KeyedAnalysis[FactT, StateT]) -> None:
        self.analysis = analysis
        self.states: dict[Key, StateT] = {}

    def feed(self, e: DecodedExchange) -> None:
        fact = self.analysis.fact_of_exchange(e)
        if fact is not None:
            self.analysis.add(self.states, fact)

    def rows(self) -> Rows:
        return self.analysis.rows(self.states)

    def state_keys(self) -> Iterator[tuple[str, Key]]:
        """(kind, key) of every state held (analyses/rolling.py forgets the idle ones)."""
        kind = self.analysis.key_kind
        return ((kind(key), key) for key in self.states)

    def forget(self, keys: Iterable[tuple[str, Key]]) -> None:
        for _, key in keys:
            self.states.pop(key, None)
