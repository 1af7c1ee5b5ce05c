"""SASL against Apache Kafka 4.4 (samples kafka-sasl, over SASL_PLAINTEXT, and kafka-sasl-tls, over
SASL_SSL decrypted with the clients' key log): each connection decodes to the mechanism its client
used; an attempt its client reported accepted never fails and goes on to produce and fetch what the
client reported; one its client reported refused ends with a failed SaslAuthenticate giving the
broker's reason (the same the client reported, where it reported one) in the line, the tree and the
JSON, and stats counts it; no view shows a password, a SCRAM proof or signature, or a token.
tansu-sasl-scram has the SCRAM refusal Apache Kafka never sends: `e=unknown-user` in the server-final
message, error code 0."""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.tls.keys import read_key_log
from tests.support import fresh_samples as fresh_recording
from tests.support.decode import decode, identity
from tests.support.record_facts import SAMPLES, as_sidecar

PLAIN, TLS, TANSU = "kafka-sasl", "kafka-sasl-tls", "tansu-sasl-scram"
NAMES = (PLAIN, TLS)
FAILED = "SASL_AUTHENTICATION_FAILED"
KAFKASNIFF_S = 120


@dataclass(frozen=True)
class Sample:
    name: str
    facts: dict[str, Any]
    pcap: Path
    keylog: Path | None

    def options(self, **decode_options: Any) -> Options:
        keys = read_key_log(str(self.keylog)) if self.keylog else None
        protocols = make_protocols(DissectOptions(**decode_options))
        return Options(protocols=protocols, keys=keys) if keys is not None else Options(protocols=protocols)

    def cli(self, *view: str) -> str:
        """kafkasniff's output in a view, as a user runs it."""
        keylog = ["--keylog", str(self.keylog)] if self.keylog else []
        done = subprocess.run([sys.executable, "-m", "kafkasniff", *keylog, *view, str(self.pcap)],
                              capture_output=True, text=True, timeout=KAFKASNIFF_S, check=True)  # fmt: skip
        return done.stdout


@functools.cache
def sample(name: str) -> Sample:
    """A committed sample by its name, or one recorded afresh by its path."""
    folder = Path(name).parent if Path(name).is_absolute() else SAMPLES
    name = Path(name).name
    if name == TLS:
        facts = json.loads((folder / f"{name}.tls-facts.json").read_text())
        files = facts["files"]
        return Sample(name, facts, folder / files["tls_pcap"], folder / files["keylog"])
    facts = json.loads((folder / f"{name}.facts.json").read_text())
    return Sample(name, facts, folder / facts["pcap"], None)


@functools.cache
def exchanges(name: str, **decode_options: Any) -> list[DecodedExchange]:
    options = sample(name).options(records=True, render_bytes=as_sidecar, **decode_options)
    found, _, _ = decode(sample(name).pcap, options)
    return sorted(found, key=lambda e: e.exchange.request.ts if e.exchange.request else 0)


def attempts(name: str, outcome: str | None = None) -> list[dict[str, Any]]:
    return [a for a in sample(name).facts["attempts"] if outcome in (None, a["outcome"])]


def of(name: str, api: str, client_ids: list[str]) -> list[DecodedExchange]:
    return [e for e in exchanges(name) if e.fields["api"] == api and e.fields["client_id"] in client_ids]


def connections(name: str, client_ids: list[str]) -> dict[tuple[str, int], list[DecodedExchange]]:
    """The exchanges of each connection the clients opened, in order."""
    found: dict[tuple[str, int], list[DecodedExchange]] = {}
    for e in exchanges(name):
        if e.fields["client_id"] in client_ids:
            found.setdefault(e.exchange.conn.client, []).append(e)
    return found


@pytest.fixture(params=NAMES)
def name(request: pytest.FixtureRequest) -> str:
    return request.param


def test_every_connection_names_in_its_handshake_the_mechanism_its_client_used(name: str):
    for attempt in attempts(name):
        handshakes = of(name, "SaslHandshake", attempt["client_ids"])
        assert handshakes, attempt["client_id"]
        for shake in handshakes:
            assert shake.fields["request"]["mechanism"] == attempt["mechanism"]
            assert shake.errors == () and attempt["mechanism"] in shake.fields["response"]["mechanisms"]


def test_an_accepted_attempt_never_fails_then_produces_and_fetches_what_its_client_reported(name: str):
    accepted = attempts(name, "authenticated")
    assert {a["mechanism"] for a in accepted} == {"PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER"}
    for attempt in accepted:
        producer, consumer = attempt["client_ids"]
        assert all(e.errors == () for e in of(name, "SaslAuthenticate", attempt["client_ids"]))
        produced, fetched = attempt["produced"], attempt["fetched"]
        assert produced["offset"] in base_offsets(of(name, "Produce", [producer]), produced["topic"])
        records = fetched_records(of(name, "Fetch", [consumer]), fetched["topic"])
        assert (fetched["offset"], {"utf8": fetched["value"]}) in records


def base_offsets(produces: list[DecodedExchange], topic: str) -> list[int]:
    return [p["base_offset"] for e in produces for t in e.fields["response"]["responses"] if named(e, t) == topic
            for p in t["partition_responses"] if p["error_code"] == 0]  # fmt: skip


def named(exchange: DecodedExchange, topic: dict[str, Any]) -> str:
    """A topic's name, or the name Metadata gave its id (Produce v13 and Fetch v13 name topics by id)."""
    return topic.get("name") or topic.get("topic") or exchange.fields["topic_ids"][topic["topic_id"]]


def fetched_records(fetches: list[DecodedExchange], topic: str) -> list[tuple[int, dict[str, str]]]:
    return [(r["offset"], r["value"]) for e in fetches for t in e.fields["response"]["responses"]
            if named(e, t) == topic for p in t["partitions"] for b in (p["records"] or {}).get("batches", [])
            for r in b["records"]]  # fmt: skip


def test_a_refused_attempt_ends_its_connection_with_a_failed_exchange_and_the_brokers_reason(name: str):
    refused = attempts(name, "refused")
    assert {a["mechanism"] for a in refused} >= {"PLAIN", "SCRAM-SHA-256"}
    for attempt in refused:
        opened = connections(name, attempt["client_ids"]).values()
        # librdkafka may open, and close, one more connection before it authenticates, and may try
        # again on a new connection after the refusal before the recorder stops the client: one
        # authentication ends in the refusal; any other ends in a refusal too, or is cut by the
        # client's own close between a SCRAM or OAUTHBEARER exchange's two steps (timing, on a
        # slow machine); the other connections only asked ApiVersions
        conversations = [c for c in opened if any(e.fields["api"] == "SaslAuthenticate" for e in c)]
        assert all(e.fields["api"] == "ApiVersions" for c in opened if c not in conversations for e in c)
        refusals = [c[-1] for c in conversations if c[-1].errors == (FAILED,) and not cut_between_steps(c)]
        assert refusals
        assert all(cut_between_steps(c) for c in conversations if c[-1] not in refusals)
        for last in refusals:
            assert last.fields["api"] == "SaslAuthenticate"
            reason = last.fields["response"]["error_message"]
            assert last.fields["response"]["error_code"] == 58 and reason
            assert [d["message"] for d in last.fields["error_details"]] == [reason]
            assert f"reason={json.dumps(reason)}" in last.summary
            reported(attempt, reason)


def cut_between_steps(conversation: list[DecodedExchange]) -> bool:
    """The client closed the connection between two steps of one authentication: after the
    server's first SCRAM message (its nonce, salt and iterations), before the client's proof; or
    after an OAUTHBEARER error challenge (RFC 7628: `{"status": ...}`, error code 0, shown
    failed), before the client's 0x01 that the broker would fail with error 58."""
    last = conversation[-1]
    if last.fields["api"] != "SaslAuthenticate":
        return False
    response = last.fields["response"]
    server = response["auth_bytes"]
    if last.errors:
        return response["error_code"] == 0 and isinstance(server, dict) and "status" in server
    return isinstance(server, dict) and {"nonce", "salt", "iterations"} <= server.keys()


def reported(attempt: dict[str, Any], reason: str) -> None:
    """What the client said of the refusal: Java raises the broker's message as it is, librdkafka
    wraps it; kafka-python 3.0.12 logs it, unless the close that follows the reply reaches it first
    (a race: it then only says that the socket was disconnected, though the reply is on the wire)."""
    if attempt["library"] == "kafka-clients":
        assert attempt["reported"]["message"] == reason
    elif attempt["library"] == "confluent-kafka":
        assert attempt["reported"]["error"] == "_AUTHENTICATION" and reason in attempt["reported"]["message"]
    else:
        logged = attempt["logged"]
        assert any(reason in line for line in logged) or any("socket disconnected" in line for line in logged)


def test_apache_kafka_refuses_an_unknown_scram_user_at_the_first_message_and_a_wrong_password_at_the_last(name: str):
    """No SCRAM server-final `e=` from Apache Kafka: error 58, with one message for both."""
    users = sample(name).facts["scram_users"]
    for attempt in attempts(name, "refused"):
        if attempt["mechanism"].startswith("SCRAM-"):
            rounds = of(name, "SaslAuthenticate", attempt["client_ids"])
            assert len(rounds) == (2 if attempt["user"] in users[attempt["mechanism"]] else 1)
            assert [r.fields["response"]["error_code"] for r in rounds][-1] == 58


def test_an_oauthbearer_error_challenge_is_a_refusal_with_error_code_0(name: str):
    """RFC 7628: the broker answers a token it refuses with `{"status":...}` and error code 0; the
    client's 0x01 is then failed with error 58. kafkasniff shows both exchanges failed."""
    oauth = [a for a in attempts(name, "refused") if a["mechanism"] == "OAUTHBEARER"]
    if sample(name).name == TLS:
        assert not oauth  # kafka-python in the TLS sample: refusals with PLAIN and SCRAM only
    for attempt in oauth:
        # a retry on a new connection may be cut after its challenge (cut_between_steps): the
        # first connection holds the whole refusal
        steps = (
            [e for e in c if e.fields["api"] == "SaslAuthenticate"]
            for c in connections(name, attempt["client_ids"]).values()
        )
        conversations = [c for c in steps if c]  # (a connection that only asked ApiVersions has none)
        whole = [c for c in conversations if len(c) == 2]
        assert len(whole) == 1 and all(len(c) == 1 and cut_between_steps(c) for c in conversations if c not in whole)
        challenge, final = whole[0]
        response = challenge.fields["response"]
        assert response["error_code"] == 0 and response["auth_bytes"] == {"status": "invalid_token"}
        assert challenge.errors == (FAILED,) and challenge.fields["error_details"][0]["field"] == "auth_bytes"
        assert challenge.fields["error_details"][0]["message"] == final.fields["response"]["error_message"]
        assert final.errors == (FAILED,)


def test_a_scram_refusal_inside_the_server_final_message_is_a_failed_exchange_with_error_code_0(tansu: str = TANSU):
    for attempt in attempts(tansu, "refused"):
        first, final = of(tansu, "SaslAuthenticate", attempt["client_ids"])
        assert first.errors == () and first.fields["request"]["auth_bytes"]["username"] == attempt["user"]
        response = final.fields["response"]
        assert response["error_code"] == 0 and response["auth_bytes"] == {"error": "unknown-user"}
        assert final.errors == (FAILED,)
        assert [(d["code"], d["field"], d["message"]) for d in final.fields["error_details"]] == [
            (0, "auth_bytes", "e=unknown-user")]  # fmt: skip
        assert 'reason="e=unknown-user"' in final.summary
        if attempt["library"] == "confluent-kafka":
            assert "broker responded with unknown-user" in attempt["reported"]["message"]
        else:  # kafka-python 3.0.12 looks for `v` in the server-final message and fails on a KeyError
            assert any(line.endswith("Connection lost: 'v'") for line in attempt["logged"])


@pytest.mark.parametrize("name", [*NAMES, TANSU])
def test_stats_count_every_failed_exchange(name: str):
    stats = StatsAnalysis()
    for item in exchanges(name):
        stats.feed(item)
    rows = [r for r in stats.rows() if r.get("kind") == "error" and r["api"] == "SaslAuthenticate"]
    refused = attempts(name, "refused")
    challenges = sum(1 for a in refused if a["mechanism"] == "OAUTHBEARER")
    assert [(r["error"], r["exchanges"]) for r in rows] == [(FAILED, len(refused) + challenges)]


def secrets(name: str) -> set[str]:
    """Every password and token the clients used, every SCRAM proof and server signature on the wire
    (read with --show-secrets)."""
    found = {a[key] for a in attempts(name) for key in ("password", "token") if a[key]}
    for e in exchanges(name, show_secrets=True):
        if e.fields["api"] == "SaslAuthenticate":
            for side, key in (("request", "proof"), ("response", "server_signature")):
                body = e.fields[side]["auth_bytes"]
                if isinstance(body, dict) and key in body:
                    found.add(body[key])
    return found


VIEWS = {"line": (), "tree": ("-V",), "json": ("--json",), "hex": ("-V", "-x")}


@pytest.mark.parametrize("name", [*NAMES, TANSU])
@pytest.mark.parametrize("view", VIEWS.values(), ids=VIEWS.keys())
def test_no_view_shows_a_password_a_scram_proof_or_a_token(name: str, view: tuple[str, ...]):
    hidden = secrets(name)
    assert any(len(s) > 40 for s in hidden)  # proofs and tokens were found to look for
    shown = sample(name).cli(*view)
    assert [s for s in hidden if s in shown] == []
    if "-x" in view:  # nor their bytes in the dump's hex columns
        dump = re.sub(r"\s", "", shown)
        assert [s for s in hidden if s.encode().hex() in dump] == []


def test_show_secrets_reveals_what_plain_and_oauthbearer_send():
    shown = sample(PLAIN).cli("--json", "--show-secrets")
    sent = [a for a in attempts(PLAIN) if a["mechanism"] in ("PLAIN", "OAUTHBEARER")]
    assert all((a["password"] or a["token"]) in shown for a in sent)


def test_the_tls_sample_decrypts_every_connection_to_the_requests_tshark_decrypted():
    facts = sample(TLS).facts
    found, _, counters = decode(sample(TLS).pcap, sample(TLS).options())
    assert counters.connections_decrypted == len(facts["tls_connections"]) and counters.tls_records_failed == 0
    for conn in facts["tls_connections"]:
        ours = [e for e in found if e.exchange.conn.client[1] == conn["client_port"] and e.exchange.request]
        ours.sort(key=lambda e: e.exchange.request.ts)
        assert [f"{e.fields['api_key']}/{e.fields['api_version']}/{e.fields['correlation_id']}" for e in ours] == (
            conn["requests"])  # fmt: skip


def test_the_dsb_pcapng_decrypts_alone_to_the_same_exchanges():
    with_keys, _, _ = decode(sample(TLS).pcap, sample(TLS).options())
    alone, _, _ = decode(SAMPLES / sample(TLS).facts["files"]["dsb_pcapng"])
    assert sorted(map(identity, alone)) == sorted(map(identity, with_keys))
    assert sorted(e.summary for e in alone) == sorted(e.summary for e in with_keys)


@pytest.mark.parametrize("name", [*NAMES, TANSU])
def test_real_sasl_traffic_decodes_without_a_warning(name: str):
    assert [(e.fields["api"], w.message) for e in exchanges(name) for w in e.warnings] == []


SPECIFICATION = (
    test_every_connection_names_in_its_handshake_the_mechanism_its_client_used,
    test_an_accepted_attempt_never_fails_then_produces_and_fetches_what_its_client_reported,
    test_a_refused_attempt_ends_its_connection_with_a_failed_exchange_and_the_brokers_reason,
    test_apache_kafka_refuses_an_unknown_scram_user_at_the_first_message_and_a_wrong_password_at_the_last,
    test_an_oauthbearer_error_challenge_is_a_refusal_with_error_code_0,
    test_stats_count_every_failed_exchange,
    test_real_sasl_traffic_decodes_without_a_warning,
)


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("tcpdump") or os.geteuid() != 0, reason="capturing on lo needs tcpdump and root")
def test_a_fresh_recording_holds_to_the_same_specification(tmp_path_factory: pytest.TempPathFactory):
    folder = fresh_recording.record([PLAIN, TLS, TANSU], tmp_path_factory, "fresh-sasl")
    for name in (PLAIN, TLS):
        for check in SPECIFICATION:
            check(str(folder / name))
    test_a_scram_refusal_inside_the_server_final_message_is_a_failed_exchange_with_error_code_0(str(folder / TANSU))
