"""`tansu-sasl-scram`: a SCRAM refusal as RFC 5802 allows it and Apache Kafka never sends it: tansu
with `--authentication` completes both SCRAM rounds for a user it does not know and refuses inside
its server-final message, `e=unknown-user`, with SaslAuthenticate's error code 0 (Apache Kafka
answers error 58 instead: apache_sasl.py). tansu cannot create SCRAM users while authentication is
on (memory storage), so only refusals are recorded."""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from samples.record.brokers import BROKER_START_S, Endpoint, log_tail, stop, tansu_binary, tansu_version
from samples.record.capture import Wire
from samples.record.ports import free_port, listens
from samples.record.sample_kinds import KafkaSample
from samples.record.scenarios.sasl_clients import Attempt, confluent_refused, kafka_python_refused, sasl_facts
from samples.record.sent import Facts
from samples.record.waits import wait_until

UNKNOWN = "mallory"


@contextlib.contextmanager
def tansu_authenticating() -> Iterator[Endpoint]:
    """tansu requiring client authentication, on a port free now, its log in a folder of its own."""
    port, binary = free_port(), tansu_binary()
    url = f"tcp://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="tansu-sasl-") as tmp, open(Path(tmp) / "tansu.log", "wb") as log:
        proc = subprocess.Popen([binary, "broker", "--authentication", "--listener-url", url,
                                 "--advertised-listener-url", url], stdout=log, stderr=subprocess.STDOUT)  # fmt: skip
        try:
            wait_until(lambda: proc.poll() is not None or listens(proc.pid, port), seconds=BROKER_START_S,
                       step=f"start tansu --authentication on {port}",
                       state=lambda: log_tail(Path(tmp) / "tansu.log"))  # fmt: skip
            if proc.poll() is not None:
                raise RuntimeError(f"tansu exited: {log_tail(Path(tmp) / 'tansu.log')}")
            yield Endpoint(port, f"{tansu_version(binary)} --authentication")
        finally:
            stop(proc)


def attempts() -> list[Attempt]:
    why = "a user with no SCRAM credentials (tansu cannot have any while authentication is on)"
    tried = (("ck-tansu-scram256-unknown-user", "SCRAM-SHA-256", "SCRAM-SHA-256"),
             ("ck-tansu-scram512-unknown-user", "SCRAM-SHA-512", "SCRAM-SHA-512"),
             ("kp-tansu-scram256-unknown-user", "SCRAM-SHA-256", "SCRAM-SHA-256 from kafka-python"))  # fmt: skip
    return [
        Attempt(client, mechanism, UNKNOWN, "mallory-guess", accepted=False, why=f"{what}, {why}")
        for client, mechanism, what in tried
    ]


def scenario(port: int, wire: Wire) -> Facts:
    found = [confluent_refused(port, a) for a in attempts() if a.client_id.startswith("ck-")]
    found += [kafka_python_refused(port, a) for a in attempts() if a.client_id.startswith("kp-")]
    return {**sasl_facts(found), "produced": {}, "consumed": {}}


SAMPLE = KafkaSample(
    "tansu-sasl-scram",
    0,
    "SCRAM refused inside the server-final message: tansu with --authentication completes both SCRAM rounds for "
    "the unknown user mallory and answers e=unknown-user with SaslAuthenticate error code 0 (Apache Kafka "
    "answers error 58, see kafka-sasl); confluent-kafka tries SCRAM-SHA-256 and SCRAM-SHA-512, kafka-python "
    "SCRAM-SHA-256; each client's own report of the refusal is in the facts",
    scenario,
    broker=tansu_authenticating,
)
