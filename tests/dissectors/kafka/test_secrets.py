"""Credentials in SaslAuthenticate are decoded and masked by default in every view (JSON, tree,
hex dump); --show-secrets reveals them. The SCRAM messages are RFC 7677's SCRAM-SHA-256 example."""

from __future__ import annotations

import struct

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame
from kafkasniff.rendering.hexdump import hexdump
from tests.support import kafka_frames as kf

CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka")
CLIENT_FIRST = b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO"
SERVER_FIRST = b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"
PROOF = b"dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="
CLIENT_FINAL = b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=" + PROOF
SIGNATURE = b"6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="
SERVER_FINAL = b"v=" + SIGNATURE


def exchange(proto: KafkaProtocol, request: bytes, response: bytes | None, corr: int) -> DecodedExchange:
    req = Frame(CONN, True, corr, corr, 0, len(request), request)
    resp = Frame(CONN, False, corr, corr, 0, len(response), response) if response is not None else None
    return proto.dissect(Exchange(CONN, req, resp, proto.request_head(request), "ok" if resp else "unanswered"))


def handshake(proto: KafkaProtocol, mechanism: bytes) -> None:
    body = struct.pack(">h", len(mechanism)) + mechanism
    exchange(proto, kf.request(17, 1, 1, "app", body=body), kf.response(1, b"\x00\x00\x00\x00\x00\x00"), 1)


def authenticate(proto: KafkaProtocol, corr: int, client: bytes, server: bytes) -> DecodedExchange:
    request = kf.request(36, 1, corr, "app", body=struct.pack(">i", len(client)) + client)
    response = kf.response(corr, struct.pack(">hh", 0, -1) + struct.pack(">i", len(server)) + server + b"\x00" * 8)
    return exchange(proto, request, response, corr)


def scram_conversation(proto: KafkaProtocol, mechanism: bytes | None = b"SCRAM-SHA-256") -> list[DecodedExchange]:
    if mechanism:
        handshake(proto, mechanism)
    return [authenticate(proto, 2, CLIENT_FIRST, SERVER_FIRST), authenticate(proto, 3, CLIENT_FINAL, SERVER_FINAL)]


def test_scram_messages_are_decoded_with_proof_and_signature_masked():
    first, final = scram_conversation(KafkaProtocol())
    assert first.fields["request"]["auth_bytes"] == {"gs2_header": "n,,", "username": "user",
                                                     "nonce": "rOprNGfwEbeRWgbNEkqO"}  # fmt: skip
    assert first.fields["response"]["auth_bytes"]["salt"] == "W22ZaJ0SNY7soEsUEjb6gQ=="
    assert first.fields["response"]["auth_bytes"]["iterations"] == "4096"
    assert final.fields["request"]["auth_bytes"]["proof"] == "********"
    assert final.fields["request"]["auth_bytes"]["channel_binding"] == "biws"
    assert final.fields["response"]["auth_bytes"] == {"server_signature": "********"}


def test_show_secrets_reveals_them():
    _, final = scram_conversation(KafkaProtocol(DissectOptions(show_secrets=True)))
    assert final.fields["request"]["auth_bytes"]["proof"] == PROOF.decode()
    assert final.fields["response"]["auth_bytes"]["server_signature"] == SIGNATURE.decode()
    assert final.hidden == ()


def test_a_capture_started_after_the_handshake_still_recognises_scram():
    _, final = scram_conversation(KafkaProtocol(), mechanism=None)
    assert final.fields["request"]["auth_bytes"]["proof"] == "********"


def test_the_hex_dump_masks_the_secret_bytes():
    _, final = scram_conversation(KafkaProtocol())
    for side, frame in (("request", final.exchange.request), ("response", final.exchange.response)):
        spans = [(offset, length) for s, offset, length in final.hidden if s == side]
        assert spans
        dump = hexdump(frame.data, hidden=spans)
        secret = PROOF if side == "request" else SIGNATURE
        assert secret[:16].hex(" ")[:20] not in dump and secret[:16].decode() not in dump.replace("\n", "")
        assert "** ** **" in dump


def test_sasl_plain_password_is_masked_in_the_hex_dump_too():
    proto = KafkaProtocol()
    handshake(proto, b"PLAIN")
    plain = authenticate(proto, 2, b"\x00alice\x00s3cret-pw", b"")
    assert plain.fields["request"]["auth_bytes"]["password"] == "********"
    spans = [(offset, length) for side, offset, length in plain.hidden if side == "request"]
    dump = hexdump(plain.exchange.request.data, hidden=spans)
    assert "alice" in dump and "s3cret" not in dump


def test_oauthbearer_tokens_are_masked():
    proto = KafkaProtocol()
    handshake(proto, b"OAUTHBEARER")
    token = b"n,,\x01auth=Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig\x01\x01"
    decoded = authenticate(proto, 2, token, b"")
    fields = decoded.fields["request"]["auth_bytes"]
    assert fields == {"gs2_header": "n,,", "auth": "********"}
    assert decoded.hidden and b"eyJ" not in bytes(
        b if not any(o <= i < o + n for _, o, n in decoded.hidden) else 0
        for i, b in enumerate(decoded.exchange.request.data)
    )


# -- credentials that are fields of their own: SCRAM's SaltedPassword, delegation tokens' HMACs --

SALTED = bytes(range(32))
HMAC = bytes(range(100, 132))


def alter_scram_credentials(proto: KafkaProtocol) -> DecodedExchange:
    """AlterUserScramCredentials v0 (flexible): no deletions, one upsertion of user alice."""
    upsertion = (b"\x06alice" + b"\x01" + struct.pack(">i", 8192) + b"\x05salt" + bytes([len(SALTED) + 1]) + SALTED
                 + b"\x00")  # fmt: skip
    body = b"\x01" + b"\x02" + upsertion + b"\x00"
    request = kf.request(51, 0, 7, "admin", body=body)
    response = kf.response(7, struct.pack(">i", 0) + b"\x02\x06alice" + struct.pack(">h", 0) + b"\x00\x00\x00",
                           flexible=True)  # fmt: skip
    return exchange(proto, request, response, 7)


def renew_delegation_token(proto: KafkaProtocol) -> DecodedExchange:
    """RenewDelegationToken v1 (not flexible): the token's HMAC, which is its password."""
    body = struct.pack(">i", len(HMAC)) + HMAC + struct.pack(">q", 3_600_000)
    response = kf.response(8, struct.pack(">hqi", 0, 1_800_000_000_000, 0))
    return exchange(proto, kf.request(39, 1, 8, "admin", body=body), response, 8)


def test_a_scram_salted_password_is_masked_in_json_and_hex_dump():
    decoded = alter_scram_credentials(KafkaProtocol())
    (upsertion,) = decoded.fields["request"]["upsertions"]
    assert upsertion["name"] == "alice" and upsertion["iterations"] == 8192
    assert upsertion["salted_password"] == "********"
    ((side, offset, length),) = decoded.hidden
    assert side == "request" and length == len(SALTED)


def test_a_delegation_token_hmac_is_masked():
    decoded = renew_delegation_token(KafkaProtocol())
    assert decoded.fields["request"]["hmac"] == "********"
    assert decoded.fields["request"]["renew_period_ms"] == 3_600_000


def test_show_secrets_reveals_credential_fields_too():
    decoded = alter_scram_credentials(KafkaProtocol(DissectOptions(show_secrets=True)))
    assert decoded.fields["request"]["upsertions"][0]["salted_password"] != "********"
    assert decoded.hidden == ()
