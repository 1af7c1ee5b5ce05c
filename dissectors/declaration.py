"""What the rest of kafkasniff knows of a wire protocol, declared in the protocol's own folder
(`dissectors/NAME/declaration.py`) and read through `registry.DECLARATIONS`: its name and ports,
the option that adds ports, what --api takes, its own filter options, its -Y / -T fields
vocabulary, where its facts go in the JSON objects and which columns it gives the exchanges table.

The options, filters, views and the Spark job read these records, so none of them spells a
protocol's name, option or fields. Where a protocol's part goes among the shared options, keys or
columns is declared with a place: the order users see (--help, JSON objects, tables already
written) is fixed, and a protocol's entries keep theirs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from enum import Enum, StrEnum, auto
from typing import Any, NamedTuple

from kafkasniff.model import DecodedExchange

Predicate = Callable[[DecodedExchange], bool]

# The records below are made once each, when the protocols are declared, and read as the program
# starts: NamedTuples (immutable, compared and hashed by value), six times cheaper to define than
# the frozen dataclasses they were, which cost 6% of showing a small capture.


# -- ports -------------------------------------------------------------------------------


class PortOption(NamedTuple):
    """The command-line option that adds ports to the protocol's defaults (repeatable), on every
    command that reads captures."""

    flag: str  # as written: --mongo-port
    dest: str  # the option's parameter name: mongo_ports
    help: str


# -- --api and the filter options ---------------------------------------------------------


class ApiKeys(NamedTuple):
    """Numbers --api takes for the protocol's apis (Kafka's api keys), read from `field`."""

    numbers: range
    field: str  # the exchange field holding the key
    described: str  # how an error names them: "... api keys are 0 to 32767"


class ApiSelection(NamedTuple):
    """What --api takes besides the names the protocol class gives (`WireProtocol.api_names`,
    `opcode_names`): how an error message names what was checked and the help what is taken,
    numeric keys, the field opcodes are read from, and a pattern for names beyond the known ones (MongoDB's commands are
    open-ended). A protocol without such a pattern has a closed set of names: a value close to one
    of them is a typo, not some other protocol's open-ended name."""

    checked: str  # "Kafka api names and keys"
    help: str  # what --api's help says it takes: "by name or key"
    keys: ApiKeys | None = None
    opcode_field: str | None = None
    open_names: re.Pattern[str] | None = None


class OptionPlace(Enum):
    """Where a protocol's filter option stands in --help among the shared ones."""

    AFTER_API = auto()  # what the exchange is about (--topic, --group)
    AFTER_CLIENT_ID = auto()  # where its data lives (--collection)


class FilterOption(NamedTuple):
    """A filter option of the protocol's own (repeatable; values of one option combine with OR):
    `selects` makes the predicate of the values given."""

    flag: str  # --collection
    dest: str  # collections: the option's parameter name, and `Filters`' keyword
    help: str
    place: OptionPlace
    selects: Callable[[frozenset[str]], Predicate]
    # the values an exchange has that the option's values are matched against (its topics, its
    # group): what names the nearest values when one given matches nothing
    values: Callable[[Any], Iterable[str]] | None = None


# -- -Y and -T fields ---------------------------------------------------------------------


class FieldType(StrEnum):
    STRING = "string"
    INTEGER = "integer"
    NUMBER = "number"
    BOOLEAN = "boolean"
    TIME = "time"  # epoch seconds; a value may also be an ISO 8601 date-time
    FRAMES = "frame numbers"  # ranges of capture frame numbers, one per side seen


class FieldDeclaration(NamedTuple):
    """One name of the -Y / -T fields vocabulary: what it is, and how it is read from an exchange
    (None: no value)."""

    name: str
    type: FieldType
    many: bool  # a list: comparisons hold when any of its values satisfies them
    description: str
    get: Callable[[DecodedExchange], Any]

    @property
    def type_text(self) -> str:
        """The type as the README and the error messages say it: "list of strings"."""
        if self.type is FieldType.FRAMES:
            return "list of frame numbers"
        return f"list of {self.type}s" if self.many else str(self.type)


def fields_get(key: str) -> Callable[[DecodedExchange], Any]:
    """A vocabulary field read from the exchange's fields of that name."""
    # .get: an absent key is "no value", and a LazyFields computes a body only when asked
    return lambda e: e.fields.get(key)


# -- JSON objects --------------------------------------------------------------------------


class JsonKeys(NamedTuple):
    """Where the protocol's fields stand in its exchanges' JSON objects (--json), among the keys
    every exchange has: `naming` after the connection's (ts ... tls), `outcome` after the bodies
    (request, response), `after_errors` between errors and warnings."""

    naming: tuple[str, ...]
    outcome: tuple[str, ...] = ()
    after_errors: tuple[str, ...] = ()


# -- the exchanges table --------------------------------------------------------------------


class Scalar(StrEnum):
    """A column's value type (bulk/schemas.py makes them Arrow types)."""

    STRING = "string"
    INT16 = "int16"
    INT32 = "int32"
    INT64 = "int64"
    FLOAT64 = "float64"


class ListOf(NamedTuple):
    item: ColumnType


class MapOf(NamedTuple):
    key: ColumnType
    value: ColumnType


class StructOf(NamedTuple):
    fields: tuple[tuple[str, ColumnType], ...]


ColumnType = Scalar | ListOf | MapOf | StructOf


class ColumnPlace(Enum):
    """Where a protocol's column stands among the exchanges table's shared ones: the order of
    the tables already written, which appending to them keeps."""

    AFTER_PROTOCOL = auto()
    BEFORE_API = auto()
    AFTER_API = auto()
    AFTER_WARNINGS = auto()
    AFTER_FILES = auto()


class ColumnDeclaration(NamedTuple):
    """A column of the exchanges table the protocol gives. `copies` names the exchange field the
    column holds as it is (a list field as a list); None: the protocol's facts compute it
    (analyses/facts.py for Kafka's)."""

    name: str
    type: ColumnType
    place: ColumnPlace
    copies: str | None = None


# -- the whole ---------------------------------------------------------------------------


class ProtocolDeclaration(NamedTuple):
    """Everything the options, filters, views and the Spark job know of one protocol."""

    name: str  # as connections and the exchanges' `protocol` spell it
    default_ports: frozenset[int]
    port_option: PortOption
    api: ApiSelection
    filter_options: tuple[FilterOption, ...] = ()
    fields: tuple[FieldDeclaration, ...] = ()  # its own -Y / -T fields names
    json_keys: JsonKeys = JsonKeys(())
    columns: tuple[ColumnDeclaration, ...] = ()
