"""The SASL attempts of the Apache Kafka SASL samples, each one client that reports what it did:
kafka-python authenticating and then producing one record and fetching it back; confluent-kafka
(librdkafka) or kafka-python refused, with the reason the client itself gave.

Every attempt has a client id of its own, so that a test finds its connections in the capture by
the client id of their requests. The passwords are throwaway ones and are kept in the facts on
purpose: the tests check that no view of kafkasniff shows them."""

from __future__ import annotations

import base64
import json
import logging
import ssl
import time
from dataclasses import dataclass
from typing import Any

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.java_program import client_versions
from samples.record.scenarios.sasl_broker import PLAIN_USERS, SCRAM_ITERATIONS, SCRAM_USERS
from samples.record.sent import Facts
from samples.record.waits import wait_until

TOPIC = "sasl-records"
REFUSAL_S = 20  # the broker answers within a second; librdkafka's own connect timeout is longer
BOOTSTRAP_MS = 5000  # kafka-python's one bootstrap attempt (its next one would be a minute later)
ONE_ATTEMPT = 60000  # reconnect backoff: no second attempt within the client's short life


@dataclass(frozen=True)
class Attempt:
    """One client's authentication: mechanism, user, password; `token` for OAUTHBEARER (an
    unsecured JWS, `alg: none`); whether the broker is expected to let it in."""

    client_id: str
    mechanism: str
    user: str
    password: str | None = None
    token: str | None = None
    accepted: bool = True
    why: str = ""  # what the attempt tries, in the facts' words

    def facts(self, library: str, **more: Any) -> Facts:
        return {"client_id": self.client_id, "library": library, "mechanism": self.mechanism, "user": self.user,
                "password": self.password, "token": self.token, "expected": "authenticated" if self.accepted
                else "refused", "why": self.why, **more}  # fmt: skip


def b64url(data: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data, separators=(",", ":")).encode()).rstrip(b"=").decode()


def unsecured_token(subject: str, lifetime_s: int = 3600, alg: str = "none") -> str:
    """An unsecured JWS (RFC 7515 with alg none, no signature) as Kafka's unsecured validator reads
    one; any other alg is refused by that validator."""
    now = int(time.time())
    return f"{b64url({'alg': alg})}.{b64url({'sub': subject, 'iat': now, 'exp': now + lifetime_s})}."


# --- kafka-python: authenticated, then one record produced and fetched back -------------------


def kafka_python_settings(port: int, attempt: Attempt, context: ssl.SSLContext | None) -> dict[str, Any]:
    from kafka.net.sasl.oauth import AbstractTokenProvider

    class FixedToken(AbstractTokenProvider):
        def token(self) -> str:
            assert attempt.token is not None
            return attempt.token

    settings: dict[str, Any] = {
        "bootstrap_servers": f"127.0.0.1:{port}",
        "security_protocol": "SASL_SSL" if context is not None else "SASL_PLAINTEXT",
        "sasl_mechanism": attempt.mechanism,
        "client_id": attempt.client_id,
        "request_timeout_ms": CLIENT_TIMEOUT_S * 1000,
    }
    if context is not None:
        settings["ssl_context"] = context
    if attempt.mechanism == "OAUTHBEARER":
        settings["sasl_oauth_token_provider"] = FixedToken()
    else:
        settings |= {"sasl_plain_username": attempt.user, "sasl_plain_password": attempt.password}
    return settings


def produce_and_fetch(port: int, attempt: Attempt, context: ssl.SSLContext | None = None) -> Facts:
    """A producer and a consumer with the attempt's credentials (the consumer's client id gets a
    `-consumer` suffix): one record to partition 0, then fetched back from its offset."""
    from kafka import KafkaConsumer, KafkaProducer, TopicPartition

    settings = kafka_python_settings(port, attempt, context)
    value = f"from {attempt.client_id}".encode()
    producer = KafkaProducer(**settings, acks="all")
    try:
        sent = producer.send(TOPIC, value, partition=0).get(timeout=CLIENT_TIMEOUT_S)
    finally:
        producer.close()
    consumer_id = f"{attempt.client_id}-consumer"
    consumer = KafkaConsumer(**(settings | {"client_id": consumer_id}), enable_auto_commit=False)
    try:
        partition = TopicPartition(TOPIC, 0)
        consumer.assign([partition])
        consumer.seek(partition, sent.offset)
        step = f"{consumer_id} fetches offset {sent.offset}"
        fetched = wait_until(lambda: fetched_value(consumer, partition), seconds=CLIENT_TIMEOUT_S, step=step,
                             state=lambda: "nothing fetched")  # fmt: skip
    finally:
        consumer.close()
    where = {"topic": TOPIC, "partition": 0}
    return attempt.facts("kafka-python", outcome="authenticated", client_ids=[attempt.client_id, consumer_id],
                         produced={**where, "offset": sent.offset, "value": value.decode()},
                         fetched={**where, "offset": fetched[0], "value": fetched[1]})  # fmt: skip


def fetched_value(consumer: Any, partition: Any) -> tuple[int, str] | None:
    for record in consumer.poll(timeout_ms=500).get(partition, []):
        return record.offset, record.value.decode()
    return None


class Reasons(logging.Handler):
    """kafka-python's own account of a failed connection: it logs the error and retries; the
    exception its caller gets only says that the bootstrap ran out of time."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "failed" in message or "Connection lost" in message:
            self.messages.append(message)


def kafka_python_refused(port: int, attempt: Attempt, context: ssl.SSLContext | None = None) -> Facts:
    """One bootstrap attempt of a kafka-python admin client; what it logged and raised."""
    from kafka import KafkaAdminClient

    settings = kafka_python_settings(port, attempt, context)
    settings |= {"reconnect_backoff_ms": ONE_ATTEMPT, "reconnect_backoff_max_ms": ONE_ATTEMPT,
                 "bootstrap_timeout_ms": BOOTSTRAP_MS}  # fmt: skip
    reasons, logger = Reasons(), logging.getLogger("kafka")
    logger.addHandler(reasons)
    try:
        KafkaAdminClient(**settings).close()
    except Exception as exc:
        raised = f"{type(exc).__name__}: {exc}"
    else:
        raise RuntimeError(f"{attempt.client_id} was let in: {attempt.why}")
    finally:
        logger.removeHandler(reasons)
    return attempt.facts("kafka-python", outcome="refused", client_ids=[attempt.client_id], raised=raised,
                         logged=reasons.messages)  # fmt: skip


# --- confluent-kafka: refused, with librdkafka's reason -------------------------------------


def confluent_refused(port: int, attempt: Attempt) -> Facts:
    """An admin client polled until librdkafka reports the authentication error (its error_cb)."""
    from confluent_kafka.admin import AdminClient

    errors: list[Any] = []
    settings: dict[str, Any] = {
        "bootstrap.servers": f"127.0.0.1:{port}",
        "security.protocol": "SASL_PLAINTEXT",
        "sasl.mechanism": attempt.mechanism,
        "client.id": attempt.client_id,
        "error_cb": errors.append,
        "reconnect.backoff.ms": ONE_ATTEMPT,
        "reconnect.backoff.max.ms": ONE_ATTEMPT,
    }
    if attempt.mechanism == "OAUTHBEARER":
        settings["oauth_cb"] = lambda _config: (attempt.token, time.time() + 3600, attempt.user)
    else:
        settings |= {"sasl.username": attempt.user, "sasl.password": attempt.password}
    admin = AdminClient(settings)

    def refused() -> Any:
        admin.poll(0.2)
        return next((e for e in errors if e.name() == "_AUTHENTICATION"), None)

    error = wait_until(refused, seconds=REFUSAL_S, step=f"{attempt.client_id} refused",
                       state=lambda: f"errors so far: {[e.str() for e in errors]}")  # fmt: skip
    return attempt.facts("confluent-kafka", outcome="refused", client_ids=[attempt.client_id],
                         reported={"error": error.name(), "code": error.code(), "message": error.str()})  # fmt: skip


def library_versions() -> dict[str, str]:
    import confluent_kafka
    import kafka

    return {"kafka_python": kafka.__version__, "confluent_kafka": confluent_kafka.version()[0],
            "librdkafka": confluent_kafka.libversion()[0], **client_versions()}  # fmt: skip


def sasl_facts(attempts: list[Facts]) -> Facts:
    """What every SASL sample's sidecar says beside its attempts."""
    accepted = [a for a in attempts if a["outcome"] == "authenticated"]
    return {
        "attempts": attempts,
        "client_ids": sorted({client for a in attempts for client in a["client_ids"]}),
        "topic": TOPIC,
        "produced": {TOPIC: len(accepted)},
        "consumed": {TOPIC: len(accepted)},
        "scram_users": {mechanism: sorted(users) for mechanism, users in SCRAM_USERS.items()},
        "scram_iterations": SCRAM_ITERATIONS,
        "plain_users": sorted(PLAIN_USERS),
        "clients": library_versions(),
    }
