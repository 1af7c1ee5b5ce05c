"""kafkasniff's reading of every sample's requests and responses against Apache Kafka's own parser
(tests/support/apache_oracle.py), field by field, header and body.

Apache's JSON is brought to kafkasniff's conventions by rules, never field by field:
- names: the definitions' camelCase (`partitionIndex`) is kafkasniff's snake_case (`partition_index`);
- a records field, which Apache's converters write as its size (`<name>SizeInBytes: N`), is written
  by the oracle as the record set kafka-clients' record classes read (`<name>: {"size": N,
  "batches": [...]}`, named as kafkasniff's `--records` JSON names them): compared with kafkasniff's
  `--json --records` body, and as its size alone with its `--json` body; an empty one is its size
  alone in both, a null one null;
- tagged fields Apache does not know (it reports them beside the body: its converters leave them
  out) are kafkasniff's `unknown_tag_N`;
- fields Apache's converters leave out at their default value are listed by the oracle beside each
  struct (`_defaults`), compared with nothing: they only say what Apache's message holds where
  kafkasniff shows a field the sender put on the wire (EXPLAINED);
- bytes: base64 in both (kafkasniff decodes with `--values base64`);
- uuids: Apache writes its own text form (URL-safe base64 of the 16 bytes), kafkasniff the
  canonical 8-4-4-4-12 one: the same 16 bytes are the same value;
- a bytes field whose contents kafkasniff decodes (the consumer protocol, SASL) is compared by
  the bytes it holds, as kafkasniff's schema reader alone reads them, and the consumer protocol's
  messages also by what the oracle reads in those bytes as kafka-clients' ConsumerProtocol does
  (kafkasniff shows their leading version as a `version` field).
Numbers, strings, booleans, nulls and arrays must be equal as they are.

A message is verified when both parsers read it whole and agree on every field, and on the bytes
left after the body, if any. Where both find its bytes are not what the schema says (kafkasniff
warns, Apache throws or leaves bytes over), they agree, but nothing is verified. A difference
that is genuine and explained is named in EXPLAINED with its reason; any other fails the test.
"""

from __future__ import annotations

import base64
import re
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Any

from kafkasniff.dissectors.kafka.metadata_log import KRAFT_CONTROL
from kafkasniff.dissectors.kafka.schema import Field, within
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from kafkasniff.model import WarningKind
from tests.support import apache_oracle
from tests.support.differential import Combination
from tests.support.sample_messages import Message, captures, messages

APACHE = "Apache Kafka 4.4 (samples)"  # the source's name in the coverage report
SHOWN = 20  # unexplained differences a report lists

# -- bringing Apache's JSON to kafkasniff's conventions ----------------------------------------

_WORD_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
RECORDS_SUFFIX = "SizeInBytes"  # what a records field's name gets when its converter writes the size
# where the oracle lists the fields Apache's converters leave out at their default (its values are
# {camelCase name: default}); no field's name, in either convention
DEFAULTS_KEY = "_defaults"


def snake_case(name: str) -> str:
    """kafkasniff's name for a field the definitions name in camelCase (`ISRNodes` -> `isr_nodes`)."""
    return _WORD_BOUNDARY.sub("_", name).lower()


def normalized(value: Any) -> Any:
    """Apache's JSON with kafkasniff's names, records fields as kafkasniff writes them."""
    if isinstance(value, list):
        return [normalized(v) for v in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key.endswith(RECORDS_SUFFIX) and isinstance(item, int):
            out[snake_case(key.removesuffix(RECORDS_SUFFIX))] = {"size": item}
        else:
            out[snake_case(key)] = normalized(item)
    return out


def without_batches(value: Any, empty_only: bool = False) -> Any:
    """Record sets as their size alone, as kafkasniff's --json writes them without --records, and
    an empty one (no bytes, no batches) as --records writes it too (`empty_only`)."""
    if isinstance(value, list):
        return [without_batches(v, empty_only) for v in value]
    if not isinstance(value, dict):
        return value
    if "batches" in value and "size" in value and (not empty_only or value["size"] == 0):
        return {"size": value["size"]}
    return {key: without_batches(item, empty_only) for key, item in value.items()}


def apache_body(parsed: apache_oracle.Parsed) -> dict[str, Any]:
    """Apache's body in kafkasniff's conventions, with the tagged fields it does not know."""
    body = without_batches(normalized(parsed.body), empty_only=True)
    body.update({f"unknown_tag_{tag}": data for tag, data in parsed.unknown_tags.items()})
    return body


def same_uuid(ours: str, apache: str) -> bool:
    """The canonical form of 16 bytes (kafkasniff's) and Apache's (URL-safe base64, unpadded)."""
    try:
        return uuid.UUID(ours).bytes == base64.urlsafe_b64decode(apache + "==")
    except ValueError:
        return False


# -- field by field ----------------------------------------------------------------------------

Path = tuple[str | int, ...]  # keys and indices from the body down to a field


@dataclass(frozen=True)
class Difference:
    """A field the two parsers read differently; `only` names the one that has it, when one lacks it."""

    path: Path
    ours: Any
    apache: Any  # where only kafkasniff has the field: its default value in Apache's message, if plain
    only: str | None = None  # "kafkasniff" or "Apache"
    defaulted: bool = False  # only kafkasniff has it, and Apache's message holds it at `apache`, its default

    def __str__(self) -> str:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in self.path) or "<body>"
        if self.only == "kafkasniff":
            held = f"; Apache holds its default {self.apache!r}" if self.defaulted else ""
            return f"{where}: only kafkasniff has it ({self.ours!r}){held}"
        if self.only == "Apache":
            return f"{where}: only Apache has it ({self.apache!r})"
        return f"{where}: kafkasniff {self.ours!r}, Apache {self.apache!r}"


@dataclass(frozen=True)
class Inside:
    """What a bytes field whose contents kafkasniff decodes is compared by, where Apache's body
    shows the bytes: the bytes kafkasniff's schema reader alone reads there (`plain`, the body
    without nested decoding), and Apache's own reading of them, where it has one (`nested`)."""

    plain: Callable[[], Any]
    nested: Mapping[Path, apache_oracle.Parsed] = field(default_factory=dict)


def differences(ours: Any, apache: Any, inside: Inside, path: Path = ()) -> list[Difference]:
    """Where kafkasniff's reading (`ours`) differs from Apache's normalized one."""
    if isinstance(ours, dict) and isinstance(apache, dict):
        found: list[Difference] = []
        defaults = apache.get(DEFAULTS_KEY, {})
        for key in sorted(ours.keys() | apache.keys() - {DEFAULTS_KEY}):
            if key not in apache:
                found.append(Difference((*path, key), ours[key], defaults.get(key), "kafkasniff", key in defaults))
            elif key not in ours:
                found.append(Difference((*path, key), None, apache[key], "Apache"))
            else:
                found += differences(ours[key], apache[key], inside, (*path, key))
        return found
    if isinstance(ours, list) and isinstance(apache, list):
        if len(ours) != len(apache):
            return [Difference(path, f"{len(ours)} elements", f"{len(apache)} elements")]
        return [
            d for i, pair in enumerate(zip(ours, apache, strict=True)) for d in differences(*pair, inside, (*path, i))
        ]
    if isinstance(ours, dict) and isinstance(apache, str):  # bytes kafkasniff decoded inside
        return _nested_differences(ours, apache, inside, path)
    if ours == apache and type(ours) is type(apache):
        return []
    if isinstance(ours, str) and isinstance(apache, str) and same_uuid(ours, apache):
        return []
    return [Difference(path, ours, apache)]


def _nested_differences(ours: dict[str, Any], apache: str, inside: Inside, path: Path) -> list[Difference]:
    """The bytes, then what kafkasniff decoded in them against Apache's reading, where it has one."""
    found = differences(_at(inside.plain(), path), apache, inside, path)
    parsed = inside.nested.get(path)
    if parsed is None:
        return found
    if parsed.error:
        return [*found, Difference(path, ours, f"{parsed.error}: {parsed.message}")]
    found += differences(ours, {"version": parsed.version, **normalized(parsed.body)}, inside, path)
    if parsed.trailing:
        found.append(Difference((*path, "<bytes after the message>"), 0, parsed.trailing))
    return found


def _at(value: Any, path: Path) -> Any:
    for step in path:
        value = value[step]
    return value


# -- what explains a difference ----------------------------------------------------------------

TAGGED_DEFAULT = "tagged-default"
# what kafkasniff adds beside a KRaft metadata log record's bytes (dissectors/kafka/metadata_log.py)
KRAFT_RECORD_VALUES = frozenset({"metadata", *KRAFT_CONTROL.values()})
KRAFT_RECORD_VALUE = "kraft-record-value"

EXPLAINED = {
    KRAFT_RECORD_VALUE: "a KRaft metadata log record (a Fetch answer for __cluster_metadata, a FetchSnapshot "
    "chunk) decoded: kafkasniff shows the value's metadata record, or a KRaft control record's data, beside "
    "the record's bytes; Apache's record classes give the bytes, which are compared, and no reading of them",
    TAGGED_DEFAULT: "a tagged field the sender put on the wire holding its default value: kafkasniff shows "
    "what the wire carries, Apache's JsonConverters leave out a tagged field at its default (as its "
    "serializer does); the oracle lists the value Apache's message holds, which must be kafkasniff's "
    "(tansu, for one, sends ApiVersions' feature fields, CreateTopics' topic_config_error_code and "
    "Fetch's node_endpoints so)",
}


def explanation(message: Message, difference: Difference) -> str | None:
    """The name of the EXPLAINED entry that explains a difference, None when none does."""
    if difference.only == "kafkasniff" and _kraft_record_value(difference.path):
        return KRAFT_RECORD_VALUE
    if difference.only == "kafkasniff" and difference.defaulted and _tagged(message, difference.path):
        ours, default = difference.ours, difference.apache
        if ours == default and type(ours) is type(default):
            return TAGGED_DEFAULT
        if isinstance(ours, str) and isinstance(default, str) and same_uuid(ours, default):
            return TAGGED_DEFAULT
    return None


def _kraft_record_value(path: Path) -> bool:
    """Whether `path` is kafkasniff's reading of a record's value: records[i].metadata (or a KRaft control
    record's data) inside a record set."""
    return len(path) >= 3 and path[-3] == "records" and isinstance(path[-2], int) and path[-1] in KRAFT_RECORD_VALUES


def _tagged(message: Message, path: Path) -> bool:
    """Whether kafkasniff's schema declares the field at `path` a tagged field at this version."""
    table = REQUESTS if message.direction == "request" else RESPONSES
    fields: tuple[Field, ...] = table[message.api_key].fields
    found: Field | None = None
    for step in path:
        if isinstance(step, int):
            continue
        found = next((f for f in fields if f.name == step and f.versions.holds(message.api_version)), None)
        if found is None:
            return False
        fields = found.children
    return found is not None and within(message.api_version, found.tagged)


# -- a verdict per message ---------------------------------------------------------------------


class Outcome(StrEnum):
    VERIFIED = "verified"  # both read it whole, every field alike (explained differences aside)
    DIFFERS = "differs"  # a difference no EXPLAINED entry explains
    BOTH_REFUSE = "both refuse"  # both find its bytes are not what the schema says
    UNSUPPORTED = "unsupported"  # Apache Kafka 4.4 has no such api or version


BROKEN = frozenset({WarningKind.MALFORMED, WarningKind.TRUNCATED, WarningKind.NONSTANDARD_REPLY,
                    WarningKind.UNKNOWN_API})  # fmt: skip
_TRAILING = re.compile(r"(\d+) bytes after the last field")


@dataclass
class Verdict:
    message: Message
    outcome: Outcome
    why: str = ""  # for an outcome other than verified
    unexplained: list[Difference] = field(default_factory=list)
    explained: list[tuple[Difference, str]] = field(default_factory=list)  # with its EXPLAINED entry


def judge(message: Message, parsed: apache_oracle.Parsed, nested: Mapping[Path, apache_oracle.Parsed] | None = None
          ) -> Verdict:  # fmt: skip
    """Compare kafkasniff's reading of a message with Apache's (and of the bytes nested in its
    fields, by their path in the body)."""
    if parsed.error == "unsupported":
        return Verdict(message, Outcome.UNSUPPORTED, parsed.message)
    ours_broken = [f"{w.kind}: {w.message}" for w in message.warnings if w.kind in BROKEN]
    apache_broken = parsed.message if parsed.error else ""
    if ours_broken and (apache_broken or parsed.trailing):
        why = apache_broken or f"{parsed.trailing} bytes left after the body"
        return Verdict(message, Outcome.BOTH_REFUSE, f"kafkasniff {ours_broken[0]}; Apache {why}")
    if ours_broken or apache_broken:
        why = (
            f"kafkasniff {ours_broken[0]}" if ours_broken else f"Apache refuses what kafkasniff reads: {apache_broken}"
        )
        return Verdict(message, Outcome.DIFFERS, why)
    assert parsed.header is not None
    inside = Inside(message.plain_body, nested or {})
    found = differences(message.header, normalized(parsed.header), inside, ("<header>",))
    apache = apache_body(parsed)
    found += differences(message.body, without_batches(apache), inside)
    found += [d for d in differences(message.records_body, apache, inside) if d not in found]
    ours_trailing = sum(int(m[1]) for w in message.warnings if (m := _TRAILING.search(w.message)))
    if ours_trailing != parsed.trailing:
        found.append(Difference(("<bytes after the body>",), ours_trailing, parsed.trailing))
    verdict = Verdict(message, Outcome.VERIFIED)
    for difference in found:
        reason = explanation(message, difference)
        if reason is None:
            verdict.unexplained.append(difference)
        else:
            verdict.explained.append((difference, reason))
    if verdict.unexplained:
        verdict.outcome, verdict.why = Outcome.DIFFERS, str(verdict.unexplained[0])
    return verdict


# -- every sample --------------------------------------------------------------------------------


def combination(message: Message) -> Combination:
    return Combination(message.api_key, message.api_version, message.direction)


@dataclass
class Comparison:
    """The verdicts on every message of every sample, and what they say per combination."""

    verdicts: list[Verdict]

    def by_combination(self) -> dict[Combination, list[Verdict]]:
        found: dict[Combination, list[Verdict]] = defaultdict(list)
        for verdict in self.verdicts:
            found[combination(verdict.message)].append(verdict)
        return dict(sorted(found.items()))

    def unexplained(self) -> list[str]:
        return [f"{v.message.where} {combination(v.message)}: {d}" for v in self.verdicts for d in v.unexplained] + [
            f"{v.message.where} {combination(v.message)}: {v.why}"
            for v in self.verdicts
            if v.outcome == Outcome.DIFFERS and not v.unexplained
        ]

    def explained(self) -> Counter[str]:
        return Counter(reason for v in self.verdicts for _, reason in v.explained)

    def outcome(self, wanted: Combination) -> Outcome | None:
        """What Apache's parser says of a combination on the wire; None when it is on no wire."""
        verdicts = self.by_combination().get(wanted)
        return overall(verdicts)[0] if verdicts else None

    def why_not(self, wanted: Combination) -> str | None:
        """None when Apache's parser verifies the combination on the wire, else why not."""
        verdicts = self.by_combination().get(wanted)
        if not verdicts:
            return "on the wire in no sample"
        return _why_not(verdicts)

    def report(self) -> str:
        combos = self.by_combination()
        verified = [c for c, vs in combos.items() if _why_not(vs) is None]
        explained = self.explained()
        lines = [
            f"{APACHE}: {len(self.verdicts)} messages of {len(captures())} captures, "
            f"{len(combos)} (api, version, direction) combinations on the wire, {len(verified)} verified",
            f"  differences: {sum(explained.values()) + len(self.unexplained())} "
            f"({sum(explained.values())} explained, {len(self.unexplained())} unexplained)",
        ]
        lines += [f"    {count} {name}: {EXPLAINED[name]}" for name, count in sorted(explained.items())]
        unexplained = self.unexplained()
        lines += [f"    unexplained: {line}" for line in unexplained[:SHOWN]]
        if len(unexplained) > SHOWN:
            lines.append(f"    ... and {len(unexplained) - SHOWN} more")
        outcomes = Counter(v.outcome for v in self.verdicts)
        lines.append("  messages: " + ", ".join(f"{n} {outcome}" for outcome, n in sorted(outcomes.items())))
        refused = Counter(
            (str(combination(v.message)), v.why) for v in self.verdicts if v.outcome == Outcome.BOTH_REFUSE
        )
        lines += [f"    {n} {Outcome.BOTH_REFUSE}: {c}: {why}" for (c, why), n in sorted(refused.items())]
        lines += self.matrix()
        lines += [f"  not verified: {c}: {why}" for c, vs in combos.items() if (why := _why_not(vs)) is not None]
        return "\n".join(lines)

    def matrix(self) -> list[str]:
        """One line per api on the wire: each version seen, request then response, as MARKS says."""
        marks: dict[int, dict[int, list[str]]] = defaultdict(lambda: defaultdict(lambda: [".", "."]))
        for c, verdicts in self.by_combination().items():
            marks[c.api_key][c.version][c.direction == "response"] = MARKS[overall(verdicts)[0]]
        legend = ", ".join(f"{mark} {what}" for what, mark in MARKS.items())
        lines = [f"  matrix (request, response per version: {legend}, . not on the wire):"]
        for api_key, versions in sorted(marks.items()):
            cells = "  ".join(f"v{v} {''.join(pair)}" for v, pair in sorted(versions.items()))
            lines.append(f"    {Combination(api_key, 0, '').api_name:<26} {cells}")
        return lines


MARKS = {Outcome.VERIFIED: "V", Outcome.BOTH_REFUSE: "=", Outcome.UNSUPPORTED: "U", Outcome.DIFFERS: "X"}


def overall(verdicts: Iterable[Verdict]) -> tuple[Outcome, str]:
    """What a combination's messages say together, and why: any difference decides; a version
    Apache does not speak is refused whole; else verified when one message is (the others both
    parsers refused alike)."""
    first: dict[Outcome, Verdict] = {}
    for verdict in verdicts:
        first.setdefault(verdict.outcome, verdict)
    outcome = next(
        o for o in (Outcome.DIFFERS, Outcome.UNSUPPORTED, Outcome.VERIFIED, Outcome.BOTH_REFUSE) if o in first
    )
    return outcome, first[outcome].why


def _why_not(verdicts: Iterable[Verdict]) -> str | None:
    outcome, why = overall(verdicts)
    if outcome == Outcome.VERIFIED:
        return None
    return f"{outcome} every message: {why}" if outcome == Outcome.BOTH_REFUSE else f"{outcome}: {why}"


# the message a group api's bytes carry where kafkasniff decodes them (SASL's, in SaslAuthenticate,
# has no parser in kafka-clients to compare with: its bytes are compared, not what they hold)
NESTED_MESSAGES = {11: "ConsumerProtocolSubscription", 14: "ConsumerProtocolAssignment"}  # JoinGroup, SyncGroup


def nested_payloads(message: Message) -> list[tuple[Path, bytes]]:
    """The bytes fields of a message whose contents kafkasniff decodes: where its body holds a
    struct and the body read without nested decoding holds bytes."""
    if message.api_key not in NESTED_MESSAGES:
        return []
    found: list[tuple[Path, bytes]] = []

    def walk(ours: Any, plain: Any, path: Path) -> None:
        if isinstance(ours, dict) and isinstance(plain, str):
            found.append((path, base64.b64decode(plain)))
        elif isinstance(ours, dict) and isinstance(plain, dict):
            for key in ours.keys() & plain.keys():
                walk(ours[key], plain[key], (*path, key))
        elif isinstance(ours, list) and isinstance(plain, list):
            for i, pair in enumerate(zip(ours, plain, strict=False)):
                walk(*pair, (*path, i))

    walk(message.body, message.plain_body(), ())
    return found


@cache
def comparison() -> Comparison:
    """Every Kafka message of every sample capture, and the bytes nested in their fields, parsed
    by Apache in one JVM, and judged.

    :raises apache_oracle.OracleUnavailable: when Java or the kafka-clients classpath is missing."""
    found = [m for capture in captures() for m in messages(capture)]
    frames: list[apache_oracle.Frame | apache_oracle.Nested] = [
        apache_oracle.Frame(m.api_key, m.api_version, m.direction, m.frame) for m in found
    ]
    where: list[tuple[int, Path]] = []  # each nested payload's message and path
    for i, m in enumerate(found):
        for path, data in nested_payloads(m):
            frames.append(apache_oracle.Nested(NESTED_MESSAGES[m.api_key], data))
            where.append((i, path))
    parsed = apache_oracle.parse(frames)
    nested: dict[int, dict[Path, apache_oracle.Parsed]] = defaultdict(dict)
    for (i, path), result in zip(where, parsed[len(found) :], strict=True):
        nested[i][path] = result
    return Comparison([judge(m, p, nested.get(i)) for i, (m, p) in enumerate(zip(found, parsed, strict=False))])
