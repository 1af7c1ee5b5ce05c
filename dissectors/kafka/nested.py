"""Protocols Kafka carries inside `bytes` fields, decoded in place (offsets stay frame-relative):
the consumer protocol's subscription and assignment in JoinGroup/SyncGroup, and SASL PLAIN, SCRAM
and OAUTHBEARER messages in SaslAuthenticate (password, proof, server signature and bearer token
masked unless secrets are shown; their byte spans are returned so every view can hide them, the
hex dump included). A mechanism's own refusal (SCRAM `e=`, an OAUTHBEARER error challenge) is
decoded here and made a failure by summary.py, which every view reads."""

from __future__ import annotations

import json
import re
import struct

from kafkasniff.dissectors.common.masks import MASK
from kafkasniff.dissectors.kafka.body import decode
from kafkasniff.dissectors.kafka.carriers import CONSUMER_PROTOCOL_APIS as CONSUMER_PROTOCOL_APIS
from kafkasniff.dissectors.kafka.carriers import CONSUMER_PROTOCOL_FIELDS
from kafkasniff.dissectors.kafka.readers import supply
from kafkasniff.dissectors.kafka.readers.runtime import Context, Reader
from kafkasniff.dissectors.kafka.schema_data import DATA
from kafkasniff.dissectors.kafka.summary import sasl_refusal
from kafkasniff.dissectors.tree import Node

SASL_AUTHENTICATE = 36

_readers: dict[tuple[str, int], Reader] = {}


def bytes_nodes(node: Node, path: tuple[str, ...]) -> list[Node]:
    """Nodes reached by following field names, through arrays."""
    if not path:
        return [node]
    found: list[Node] = []
    for child in node.children or ():
        if child.type.startswith("[]") and child.name == path[0] and len(path) > 1:
            for element in child.children or ():
                found += bytes_nodes(element, path[1:])
        elif child.name == path[0]:
            found += bytes_nodes(child, path[1:])
    return found


def payload_span(node: Node) -> tuple[int, int] | None:
    """Frame offsets of a bytes field's content (after its length prefix)."""
    if node.value is None or node.children is not None:
        return None
    end = node.offset + node.length
    return end - len(node.value), end


def decode_consumer_protocol(
    api_key: int, kind: str, body: Node, frame: bytes, protocol_type: str | None, ctx: Context
) -> None:
    """The consumer protocol's messages inside a group api's bytes fields. Where the group names
    the protocol `consumer`, a damaged payload keeps what decoded and its warnings join the
    exchange's (a partial assignment is never shown as a whole one); where no protocol is named,
    bytes that do not decode cleanly are left as bytes."""
    entry = CONSUMER_PROTOCOL_FIELDS.get((api_key, kind))
    if entry is None or protocol_type not in ("consumer", None):
        return
    path, message_name = entry
    for node in bytes_nodes(body, path):
        span = payload_span(node)
        if span is None or span[1] - span[0] < 2:
            continue
        start, end = span
        version = struct.unpack_from(">h", frame, start)[0]
        low, high, _, _ = DATA[message_name]
        if version < low:
            continue
        use = min(version, high)
        reader = _readers.get((message_name, use))
        if reader is None:
            reader = _readers[(message_name, use)] = supply.data("data", message_name, use)
        inner = Context(ctx.budget - ctx.cost)
        decoded, _ = decode(message_name, reader, frame, start + 2, end, 0, inner, trailing=version <= high)
        if inner.warnings and protocol_type is None:
            continue  # an unlabelled protocol that is not the consumer protocol after all
        ctx.warnings += inner.warnings
        ctx.cost += inner.cost
        decoded.children.insert(0, Node("version", "int16", version, start, 2))  # type: ignore[union-attr]
        decoded.name, decoded.offset, decoded.length = message_name, start, end - start
        node.children = [decoded]


Span = tuple[int, int]  # (frame offset, length) of bytes no view should show

# Bytes fields that are credentials in themselves, by (api key, side): SCRAM's SaltedPassword (enough
# to derive the ClientKey and log in as the user) and delegation tokens' HMACs (the token's password).
CREDENTIAL_FIELDS: dict[tuple[int, str], tuple[tuple[str, ...], ...]] = {
    (51, "request"): (("upsertions", "salted_password"),),  # AlterUserScramCredentials
    (38, "response"): (("hmac",),),  # CreateDelegationToken
    (39, "request"): (("hmac",),),  # RenewDelegationToken
    (40, "request"): (("hmac",),),  # ExpireDelegationToken
    (41, "response"): (("tokens", "hmac"),),  # DescribeDelegationToken
}
CREDENTIAL_APIS = frozenset(key for key, _ in CREDENTIAL_FIELDS)


def mask_credentials(api_key: int, kind: str, body: Node, show_secrets: bool) -> list[Span]:
    """Credential bytes fields shown as the mask; their spans, so that the hex dump hides them too."""
    if show_secrets:
        return []
    hidden = []
    for path in CREDENTIAL_FIELDS.get((api_key, kind), ()):
        for node in bytes_nodes(body, path):
            span = payload_span(node)
            if span is not None:
                node.value, node.type = MASK, "string"
                hidden.append((span[0], span[1] - span[0]))
    return hidden


def decode_sasl(kind: str, body: Node, frame: bytes, mechanism: str | None, show_secrets: bool) -> list[Span]:
    """A SaslAuthenticate request's or response's auth_bytes as PLAIN or SCRAM, by the mechanism
    the handshake named (or, without one, by the token's shape); the spans of its secrets."""
    node = body.child("auth_bytes")
    if node is None or node.value is None or node.children is not None:
        return []
    raw = bytes(node.value)
    if not raw:  # PLAIN's and OAUTHBEARER's success, every failure's reply: nothing inside
        return []
    if kind == "response" and mechanism in ("OAUTHBEARER", None) and raw.startswith(b"{") and sasl_refusal(raw):
        _oauth_error(node, raw)
        return []
    if kind == "request" and mechanism in ("PLAIN", None) and _looks_plain(raw, mechanism):
        return _plain(node, raw, show_secrets)
    if kind == "request" and (mechanism == "OAUTHBEARER" or (mechanism is None and _OAUTH.match(raw))):
        return _oauth(node, raw, show_secrets)
    if (mechanism or "").startswith("SCRAM-") or (mechanism is None and _SCRAM.fullmatch(raw)):
        return _scram(node, raw, show_secrets)
    return []


def _looks_plain(raw: bytes, mechanism: str | None) -> bool:
    parts = raw.split(b"\x00")
    return len(parts) == 3 and (mechanism == "PLAIN" or all(p.isascii() for p in parts))


def _plain(node: Node, raw: bytes, show_secrets: bool) -> list[Span]:
    """authzid NUL username NUL password."""
    span = payload_span(node)
    assert span is not None
    pos, nodes, hidden = span[0], [], []
    for name, part in zip(("authzid", "username", "password"), raw.split(b"\x00"), strict=True):
        text = part.decode("utf-8", "replace")
        secret = name == "password"
        nodes.append(Node(name, "string", MASK if secret and not show_secrets else text, pos, len(part)))
        if secret and not show_secrets:
            hidden.append((pos, len(part)))
        pos += len(part) + 1
    node.children = [Node("sasl_plain", "struct", None, span[0], span[1] - span[0], nodes)]
    return hidden


# RFC 5802 messages: client-first (gs2 header, n=, r=), server-first (r=, s=, i=), client-final
# (c=, r=, p=), server-final (v= or e=): comma-separated attributes of one letter
_SCRAM = re.compile(rb"((n|y|p=[^,]*),[^,]*,)?[a-z]=[^,]*(,[a-z]=[^,]*)*")
SCRAM_NAMES = {
    "a": "authzid", "n": "username", "r": "nonce", "s": "salt", "i": "iterations", "c": "channel_binding",
    "p": "proof", "v": "server_signature", "e": "error", "m": "reserved",
}  # fmt: skip
SCRAM_SECRETS = frozenset({"p", "v"})  # what would let an eavesdropper test password guesses offline
_GS2 = re.compile(rb"(n|y|p=[^,]*),([^,]*),")


def _scram(node: Node, raw: bytes, show_secrets: bool) -> list[Span]:
    span = payload_span(node)
    assert span is not None
    nodes, hidden = [], []
    pos = span[0]
    attributes = raw
    gs2 = _GS2.match(raw)
    if gs2:  # the client-first message's GS2 header: channel binding flag and authzid
        nodes.append(Node("gs2_header", "string", gs2.group(0).decode("utf-8", "replace"), pos, gs2.end()))
        attributes, pos = raw[gs2.end() :], pos + gs2.end()
    # split as bytes, decoded one value at a time: node lengths stay byte counts whatever the text
    for item in attributes.split(b","):
        raw_key, equals, raw_value = item.partition(b"=")
        key = raw_key.decode("utf-8", "replace")
        secret = key in SCRAM_SECRETS and not show_secrets
        name = SCRAM_NAMES.get(key, f"attribute_{key}")
        nodes.append(Node(name, "string", MASK if secret else raw_value.decode("utf-8", "replace"), pos, len(item)))
        if secret:
            hidden.append((pos + len(raw_key) + len(equals), len(raw_value)))
        pos += len(item) + 1
    node.children = [Node("sasl_scram", "struct", None, span[0], span[1] - span[0], nodes)]
    return hidden


# RFC 7628: a GS2 header, then key=value pairs each ended by 0x01, the token in auth=Bearer ...
_OAUTH = re.compile(rb"(n|y|p=[^,]*),[^,]*,\x01")


def _oauth(node: Node, raw: bytes, show_secrets: bool) -> list[Span]:
    span = payload_span(node)
    assert span is not None
    header = _OAUTH.match(raw)
    if header is None:
        return []
    nodes = [
        Node("gs2_header", "string", raw[: header.end() - 1].decode("utf-8", "replace"), span[0], header.end() - 1)
    ]
    hidden: list[Span] = []
    pos = span[0] + header.end()
    for item in raw[header.end() :].split(b"\x01"):
        if item:
            key, _, value = item.partition(b"=")
            secret = key == b"auth" and not show_secrets
            shown = MASK if secret else value.decode("utf-8", "replace")
            nodes.append(Node(key.decode("utf-8", "replace"), "string", shown, pos, len(item)))
            if secret:
                hidden.append((pos + len(key) + 1, len(value)))
        pos += len(item) + 1
    node.children = [Node("sasl_oauthbearer", "struct", None, span[0], span[1] - span[0], nodes)]
    return hidden


def _oauth_error(node: Node, raw: bytes) -> None:
    """RFC 7628's server error challenge: a JSON object (status, scope, openid-configuration), each
    member's node spanning its `"name":value` text where it can be found, else the whole object."""
    span = payload_span(node)
    assert span is not None
    members = []
    for key, value in json.loads(raw).items():
        text = value if isinstance(value, str) else json.dumps(value)
        found = re.search(rb'"' + re.escape(key.encode()) + rb'"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}]*)', raw)
        at, length = (found.start(), found.end() - found.start()) if found else (0, len(raw))
        members.append(Node(key, "string", text, span[0] + at, length))
    node.children = [Node("sasl_oauthbearer_error", "struct", None, span[0], span[1] - span[0], members)]
