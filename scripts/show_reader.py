"""Print the reader generated for one Kafka message: the Python source kafkasniff compiles to
decode a request or response of an api at a version, with the tree, summary-facts or JSON emitter.

    python scripts/show_reader.py Produce 13 --response --emitter summary
    python scripts/show_reader.py 1 4 --projected     # Fetch v4 request, the summary's tree reader

The api is a name (any case) or a key. The tree reader decodes every field unless --projected
(the one-line view's projection); the summary reader always reads that projection; the JSON
reader every field. Some versions have no summary reader (their facts are read off a tree): that
is said on stderr, exit 1. An api or version the schema does not know: one line, exit 2.
"""

from __future__ import annotations

import argparse
import sys
from enum import StrEnum

from kafkasniff.dissectors.kafka.protocol import summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import reader_source
from kafkasniff.dissectors.kafka.readers.emitter import Emitter, Keep
from kafkasniff.dissectors.kafka.readers.json_reader import JsonEmitter
from kafkasniff.dissectors.kafka.readers.summary_facts import highlights
from kafkasniff.dissectors.kafka.readers.summary_reader import FactsEmitter, Unwalkable
from kafkasniff.dissectors.kafka.readers.tree_reader import TreeEmitter
from kafkasniff.dissectors.kafka.schema import Message
from kafkasniff.dissectors.kafka.schema_data import APIS, REQUESTS, RESPONSES

USAGE_ERROR = 2
NO_READER = 1


class EmitterKind(StrEnum):
    TREE = "tree"
    SUMMARY = "summary"
    JSON = "json"


class UnknownMessage(Exception):
    """An api or version the schema does not know."""


def api_key_of(api: str) -> int:
    """The key of an api given by name (any case) or by key."""
    if api.isdigit() and int(api) in APIS:
        return int(api)
    for key, entry in APIS.items():
        if entry.name.lower() == api.lower():
            return key
    raise UnknownMessage(f"unknown api {api!r}: give a name (Produce, Fetch...) or a key the schema knows")


def message_at(api_key: int, version: int, response: bool) -> Message:
    message = (RESPONSES if response else REQUESTS)[api_key]
    if not message.low <= version <= message.high:
        name = APIS[api_key].name
        raise UnknownMessage(f"{name} has no version {version}: the schema knows v{message.low} to v{message.high}")
    return message


def emitter_for(kind: EmitterKind, api_key: int, response: bool, projected: bool) -> tuple[Emitter, Keep | None]:
    """The emitter and the projection a reader of this kind is compiled with in kafkasniff."""
    if kind is EmitterKind.SUMMARY:
        request_field, response_field = highlights(APIS[api_key].name)
        return FactsEmitter(not response, response_field if response else request_field), summary_projection
    if kind is EmitterKind.JSON:
        return JsonEmitter(), None
    return TreeEmitter(), summary_projection if projected else None


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("api", help="an api name (Produce) or key (0)")
    parser.add_argument("version", type=int)
    parser.add_argument("--response", action="store_true", help="the response's reader (else the request's)")
    parser.add_argument("--emitter", type=EmitterKind, choices=list(EmitterKind), default=EmitterKind.TREE)
    parser.add_argument("--projected", action="store_true", help="tree: only the fields the summary reads")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    side = "response" if args.response else "request"
    try:
        api_key = api_key_of(args.api)
        message = message_at(api_key, args.version, args.response)
    except UnknownMessage as exc:
        print(f"show_reader: {exc}", file=sys.stderr)
        return USAGE_ERROR
    emitter, keep = emitter_for(args.emitter, api_key, args.response, args.projected)
    title = f"{APIS[api_key].name} v{args.version} {side}, {args.emitter} emitter"
    try:
        source = reader_source(message, args.version, emitter, keep)
    except Unwalkable as exc:
        print(f"show_reader: {title}: no summary reader ({exc}); its facts are read off a tree", file=sys.stderr)
        return NO_READER
    projection = " (summary projection)" if keep is not None else ""
    sys.stdout.write(f"# {title}{projection}\n{source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
