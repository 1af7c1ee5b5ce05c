"""SASL against Apache Kafka 4.4 itself (samples/record/scenarios/sasl_broker.py): every mechanism it
ships, accepted and refused, over SASL_PLAINTEXT (`kafka-sasl`) and over SASL_SSL with the
clients' TLS key log (`kafka-sasl-tls`, apache_sasl_tls.py).

The facts are what each client reported of its own attempt (sasl_clients.py, and the Java program
in samples/record/java/sasl/): the mechanism, the user, whether it got in, and the reason it was
given when it did not."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.java_program import compiled
from samples.record.program_events import Event, of
from samples.record.sample_kinds import KafkaSample, OwnCaptureSample
from samples.record.scenarios import apache_sasl_tls, tansu_sasl
from samples.record.scenarios.sasl_broker import PLAIN_USERS, SCRAM_USERS, sasl_broker
from samples.record.scenarios.sasl_clients import (
    TOPIC,
    Attempt,
    confluent_refused,
    kafka_python_refused,
    produce_and_fetch,
    sasl_facts,
    unsecured_token,
)
from samples.record.sent import Facts

JAVA_S = 120
WRONG = "not-the-password"


def accepted_attempts() -> list[Attempt]:
    """kafka-python in with each mechanism (OAUTHBEARER's subject is nobody's user: the unsecured
    validator takes any subject)."""
    return [
        Attempt("kp-plain", "PLAIN", "alice", PLAIN_USERS["alice"], why="PLAIN, right password"),
        Attempt("kp-scram256", "SCRAM-SHA-256", "alice", SCRAM_USERS["SCRAM-SHA-256"]["alice"],
                why="SCRAM-SHA-256, right password"),
        Attempt("kp-scram512", "SCRAM-SHA-512", "bob", SCRAM_USERS["SCRAM-SHA-512"]["bob"],
                why="SCRAM-SHA-512, right password"),
        Attempt("kp-oauth", "OAUTHBEARER", "carol", token=unsecured_token("carol"),
                why="OAUTHBEARER, unsecured JWS (alg none) for subject carol"),
    ]  # fmt: skip


def refused_attempts() -> list[Attempt]:
    return [
        Attempt("ck-plain-wrong-password", "PLAIN", "alice", WRONG, accepted=False, why="PLAIN, wrong password"),
        Attempt("ck-scram256-wrong-password", "SCRAM-SHA-256", "alice", WRONG, accepted=False,
                why="SCRAM-SHA-256, wrong password"),
        Attempt("ck-scram256-unknown-user", "SCRAM-SHA-256", "mallory", WRONG, accepted=False,
                why="SCRAM-SHA-256, a user with no SCRAM credentials"),
        Attempt("ck-oauth-signed-token", "OAUTHBEARER", "carol", token=unsecured_token("carol", alg="HS256"),
                accepted=False, why="OAUTHBEARER, a token whose header says alg HS256: the unsecured validator "
                "takes only alg none"),
    ]  # fmt: skip


def kafka_python_refusal() -> Attempt:
    return Attempt("kp-scram256-wrong-password", "SCRAM-SHA-256", "alice", WRONG, accepted=False,
                   why="SCRAM-SHA-256, wrong password, from kafka-python")  # fmt: skip


@contextlib.contextmanager
def sasl_endpoint() -> Iterator[Endpoint]:
    """The capture is of the SASL_PLAINTEXT listener alone: the recorder's own probes go to PLAINTEXT."""
    with sasl_broker() as broker:
        yield Endpoint(broker.sasl_plaintext_port, broker.software)


def java_attempts(port: int) -> tuple[list[Facts], list[Event]]:
    """The Java program: SCRAM-SHA-512 producer and consumer, then an admin with a wrong password."""
    user, password = "bob", SCRAM_USERS["SCRAM-SHA-512"]["bob"]
    with compiled("sasl", "SaslMain") as program:
        events = program.run(f"127.0.0.1:{port}", TOPIC, "SCRAM-SHA-512", user, password, WRONG, timeout=JAVA_S)
    produced, fetched, refused = of(events, "produced")[0], of(events, "fetched")[0], of(events, "refused")[0]
    accepted = Attempt(
        produced["client_id"],
        "SCRAM-SHA-512",
        user,
        password,
        why="SCRAM-SHA-512 from Apache's Java client, right password",
    ).facts(  # fmt: skip
        "kafka-clients",
        outcome="authenticated",
        client_ids=[produced["client_id"], fetched["client_id"]],
        produced={k: produced[k] for k in ("topic", "partition", "offset", "value")},
        fetched={k: fetched[k] for k in ("topic", "partition", "offset", "value")},
    )
    wrong = Attempt(refused["client_id"], "SCRAM-SHA-512", user, WRONG, accepted=False,
                    why="SCRAM-SHA-512 from Apache's Java client, wrong password")  # fmt: skip
    reported = {"error": refused["error"], "message": refused["message"]}
    return [accepted, wrong.facts("kafka-clients", outcome="refused", client_ids=[refused["client_id"]],
                                  reported=reported)], events  # fmt: skip


def scenario(port: int, wire: Wire) -> Facts:
    attempts = [produce_and_fetch(port, a) for a in accepted_attempts()]
    java, _ = java_attempts(port)
    attempts += java
    attempts += [confluent_refused(port, a) for a in refused_attempts()]
    attempts.append(kafka_python_refused(port, kafka_python_refusal()))
    if unexpected := [a["client_id"] for a in attempts if a["outcome"] != a["expected"]]:
        raise RuntimeError(f"attempts did not end as expected: {unexpected}")
    return sasl_facts(attempts)


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "kafka-sasl",
        0,
        "SASL against Apache Kafka 4.4.0 (one combined KRaft node), its SASL_PLAINTEXT listener: kafka-python "
        "authenticates with PLAIN (alice), SCRAM-SHA-256 (alice), SCRAM-SHA-512 (bob) and OAUTHBEARER (an unsecured "
        "JWS, alg none, subject carol), each then producing one record to sasl-records/0 and fetching it back; "
        "Apache's Java client does the same with SCRAM-SHA-512, then an admin with a wrong password is refused; "
        "confluent-kafka is refused with a wrong PLAIN password, a wrong SCRAM-SHA-256 password, an unknown SCRAM "
        "user and an OAUTHBEARER token signed HS256; kafka-python is refused with a wrong SCRAM-SHA-256 password; "
        "each attempt's client id, mechanism, user and the reason its client reported are the facts",
        scenario,
        broker=sasl_endpoint,
    ),
    tansu_sasl.SAMPLE,  # the SCRAM refusal Apache Kafka never sends, beside it
]
OWN_SAMPLES: list[OwnCaptureSample] = [apache_sasl_tls.SAMPLE]
