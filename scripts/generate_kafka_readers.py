"""Write the Kafka readers ahead of time: every reader a run uses, generated from the schema into
modules under dissectors/kafka/readers/generated/ (readers/prebuilt.py says how they are found),
so that nothing is compiled at start-up.

    python scripts/generate_kafka_readers.py           # (re)write the modules
    python scripts/generate_kafka_readers.py --check   # exit 1, naming them, if any is not current

Run it after the schema (scripts/generate_kafka_schema.py) or the generator changes; the test
suite runs --check.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Hashable, Iterator
from pathlib import Path

from kafkasniff.dissectors.kafka.projections import PROJECTION_NAMES, client_id_only, summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import top_function
from kafkasniff.dissectors.kafka.readers.emitter import Emitter, Keep, keep_nothing
from kafkasniff.dissectors.kafka.readers.generator import Generator
from kafkasniff.dissectors.kafka.readers.json_reader import JsonEmitter
from kafkasniff.dissectors.kafka.readers.module_writer import module_source
from kafkasniff.dissectors.kafka.readers.prebuilt import Family
from kafkasniff.dissectors.kafka.readers.summary_facts import highlights
from kafkasniff.dissectors.kafka.readers.summary_reader import FactsEmitter, Unwalkable
from kafkasniff.dissectors.kafka.readers.tree_reader import TreeEmitter
from kafkasniff.dissectors.kafka.schema import Message, within
from kafkasniff.dissectors.kafka.schema_data import APIS, DATA, HEADERS, METADATA_RECORDS, REQUESTS, RESPONSES
from kafkasniff.dissectors.kafka.vocabulary import DECISIONS

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "dissectors" / "kafka" / "readers" / "generated"
DOC = "Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."
PRODUCE = 0
Readers = dict[Hashable, str | None]
Part = tuple[Generator, Readers]


def modules() -> dict[str, str]:
    """Every generated module's source, by its path under generated/ (packages' __init__ included)."""
    out = {"__init__.py": f'"""{DOC}"""\n'}
    for family in Family:
        out[f"{family}/__init__.py"] = f'"""{DOC}"""\n'
        for api_key in sorted(REQUESTS):
            out[f"{family}/api_{api_key}.py"] = module_source(body_parts(family, api_key), DOC)
    out["headers.py"] = module_source([header_part()], DOC)
    out["leading.py"] = module_source([leading_part()], DOC)
    out["data.py"] = module_source([data_part()], DOC)
    return out


def body_parts(family: Family, api_key: int) -> list[Part]:
    """The readers of an api's requests and responses at every version, for one family."""
    if family is Family.FACTS:
        return [facts_part(api_key, request) for request in (True, False)]
    emitter: Emitter = JsonEmitter() if family is Family.JSON else TreeEmitter()
    keep: Keep | None = summary_projection if family is Family.SUMMARY_TREE else None
    generator = Generator(emitter)
    readers: Readers = {}
    for kind, message in sides(api_key):
        for version in range(message.low, message.high + 1):
            readers[(kind, version)] = top_function(generator, message, version, keep)
    return [(generator, readers)]


def facts_part(api_key: int, request: bool) -> Part:
    """One side's facts readers (their emitter depends on the side): None where a version's facts
    are read off trees."""
    kind, message = sides(api_key)[0 if request else 1]
    highlight = highlights(APIS[api_key].name)[0 if request else 1]
    generator = Generator(FactsEmitter(request, highlight), "q" if request else "r")
    readers: Readers = {}
    for version in range(message.low, message.high + 1):
        try:
            readers[(kind, version, highlight)] = top_function(generator, message, version, summary_projection)
        except Unwalkable:
            readers[(kind, version, highlight)] = None
    return generator, readers


def header_part() -> Part:
    """Request and response headers, whole and in the projections their readers use."""
    generator = Generator(TreeEmitter())
    readers: Readers = {}
    projections: dict[str, tuple[Keep | None, ...]] = {
        "RequestHeader": (None, keep_nothing, client_id_only),
        "ResponseHeader": (None, keep_nothing),
    }
    for header, keeps in projections.items():
        message = HEADERS[header]
        for version in range(message.low, message.high + 1):
            for keep in keeps:
                readers[(header, version, PROJECTION_NAMES[keep])] = top_function(generator, message, version, keep)
    return generator, readers


def leading_part() -> Part:
    """The leading fields read before a decode: Produce's acks, and each decision's field."""
    api_keys = {entry.name: key for key, entry in APIS.items()}
    wanted = [(PRODUCE, "acks"), *((api_keys[api], field) for api, (field, _) in DECISIONS.items())]
    generator = Generator(TreeEmitter())
    readers: Readers = {}
    for api_key, through in wanted:
        _, _, flexible, fields = message = REQUESTS[api_key]
        for version in range(message.low, message.high + 1):
            top = generator.prefix_function(fields, version, within(version, flexible), through)
            readers[("request", api_key, version, through)] = top
    return generator, readers


def data_part() -> Part:
    """The schema's data messages by name, and the metadata log's records by type."""
    generator = Generator(TreeEmitter())
    readers: Readers = {}
    tables: dict[str, dict[int, Message] | dict[str, Message]] = {"data": DATA, "metadata_record": METADATA_RECORDS}
    for table, messages in tables.items():
        for key, message in messages.items():
            for version in range(message.low, message.high + 1):
                readers[(table, key, version)] = top_function(generator, message, version, None)
    return generator, readers


def sides(api_key: int) -> list[tuple[str, Message]]:
    return [("request", REQUESTS[api_key]), ("response", RESPONSES[api_key])]


def stale(expected: dict[str, str], out: Path) -> Iterator[str]:
    """Generated files that differ from what is expected, are missing, or should not be there."""
    for path, source in expected.items():
        target = out / path
        if not target.is_file() or target.read_text() != source:
            yield path
    for target in sorted(out.rglob("*.py")):
        if str(target.relative_to(out)) not in expected:
            yield f"{target.relative_to(out)} (not generated)"


def write(expected: dict[str, str], out: Path) -> None:
    for target in out.rglob("*.py"):
        if str(target.relative_to(out)) not in expected:
            target.unlink()
    for path, source in expected.items():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text() != source:
            target.write_text(source)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed modules, write nothing")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder of the modules (default: %(default)s)")
    args = parser.parse_args()
    expected = modules()
    if args.check:
        differ = list(stale(expected, args.out))
        if differ:
            print(f"{len(differ)} generated reader modules are not current ({', '.join(differ[:5])}):"
                  " run scripts/generate_kafka_readers.py", file=sys.stderr)  # fmt: skip
            return 1
        return 0
    write(expected, args.out)
    print(f"{len(expected)} modules in {args.out}, {sum(map(len, expected.values()))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
