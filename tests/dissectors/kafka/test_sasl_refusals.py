"""A SASL mechanism may refuse inside its own message while SaslAuthenticate's error code says
NONE: a SCRAM server-final `e=...` (RFC 5802; tansu refuses an unknown user so) or an OAUTHBEARER
error challenge (RFC 7628; Apache Kafka sends `{"status":"invalid_token"}` before failing the next
exchange with SASL_AUTHENTICATION_FAILED). Either is a failed exchange, with its reason, in the one
line, the tree and the JSON, whether the tree is decoded in full or only for the summary."""

from __future__ import annotations

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.model import DecodedExchange
from tests.dissectors.kafka.test_secrets import CLIENT_FINAL, CLIENT_FIRST, SERVER_FIRST, authenticate, handshake

OAUTH_REFUSAL = b'{"status":"invalid_token","scope":"kafka"}'

VIEWS = {"tree": DissectOptions(), "line only": DissectOptions(summary_only=True, trees=False)}


def scram_refused(options: DissectOptions, mechanism: bytes | None = b"SCRAM-SHA-256") -> DecodedExchange:
    proto = KafkaProtocol(options)
    if mechanism:
        handshake(proto, mechanism)
    authenticate(proto, 2, CLIENT_FIRST, SERVER_FIRST)
    return authenticate(proto, 3, CLIENT_FINAL, b"e=unknown-user")


@pytest.mark.parametrize("options", VIEWS.values(), ids=VIEWS.keys())
def test_a_scram_server_final_error_with_error_code_0_is_a_failed_exchange(options: DissectOptions):
    final = scram_refused(options)
    assert final.errors == ("SASL_AUTHENTICATION_FAILED",)
    refusal = {"error": "SASL_AUTHENTICATION_FAILED", "code": 0, "field": "auth_bytes", "message": "e=unknown-user"}
    assert final.fields["error_details"] == [{**refusal, "topic": None, "partition": None}]
    assert 'reason="e=unknown-user"' in final.summary


def test_the_tree_names_the_scram_error_and_still_masks_the_proof():
    final = scram_refused(DissectOptions())
    assert final.fields["response"]["auth_bytes"] == {"error": "unknown-user"}
    assert final.fields["request"]["auth_bytes"]["proof"] == "********"


def test_a_scram_refusal_is_recognised_without_the_handshake():
    assert scram_refused(DissectOptions(), mechanism=None).errors == ("SASL_AUTHENTICATION_FAILED",)


@pytest.mark.parametrize("options", VIEWS.values(), ids=VIEWS.keys())
def test_an_oauthbearer_error_challenge_is_a_failed_exchange(options: DissectOptions):
    proto = KafkaProtocol(options)
    handshake(proto, b"OAUTHBEARER")
    challenge = authenticate(proto, 2, b"n,,\x01auth=Bearer e30.e30.\x01\x01", OAUTH_REFUSAL)
    assert challenge.errors == ("SASL_AUTHENTICATION_FAILED",)
    assert challenge.fields["error_details"][0]["message"] == OAUTH_REFUSAL.decode()
    assert challenge.fields["response"]["auth_bytes"] == {"status": "invalid_token", "scope": "kafka"}
    assert challenge.fields["request"]["auth_bytes"]["auth"] == "********"


def test_a_successful_scram_exchange_and_empty_replies_are_not_failures():
    proto = KafkaProtocol()
    handshake(proto, b"SCRAM-SHA-256")
    first = authenticate(proto, 2, CLIENT_FIRST, SERVER_FIRST)
    final = authenticate(proto, 3, CLIENT_FINAL, b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=")
    empty = authenticate(proto, 4, CLIENT_FINAL, b"")
    assert first.errors == final.errors == empty.errors == ()
    assert empty.fields["response"]["auth_bytes"] == ""  # nothing decoded inside nothing
