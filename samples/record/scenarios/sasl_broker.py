"""Apache Kafka with SASL: a combined KRaft node with a SASL_PLAINTEXT and a SASL_SSL listener
beside its PLAINTEXT one, every mechanism Kafka ships enabled on both (PLAIN, SCRAM-SHA-256,
SCRAM-SHA-512, OAUTHBEARER with Kafka's unsecured validator), the SCRAM users written into the
metadata log by the storage format, and a throwaway self-signed certificate for the TLS listener."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from samples.record.apache_kafka import Cluster, Extras, Listener, kraft_cluster
from samples.record.tls.certs import Certificate, self_signed

SASL_PLAINTEXT, SASL_SSL = "SASL_PLAINTEXT", "SASL_SSL"
MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER")
# name -> password, per mechanism; "mallory" is nobody's user: the unknown-user attempt
PLAIN_USERS = {"alice": "alice-secret", "bob": "bob-secret"}
SCRAM_USERS = {"SCRAM-SHA-256": {"alice": "alice-secret"}, "SCRAM-SHA-512": {"bob": "bob-secret"}}
SCRAM_ITERATIONS = 4096  # the format tool's default, said here so the facts can name it

PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
OAUTH_MODULE = "org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule"


@dataclass(frozen=True)
class SaslBroker:
    """The running node: the port of each SASL listener, and what it is."""

    cluster: Cluster
    certificate: Certificate

    @property
    def sasl_plaintext_port(self) -> int:
        return self.cluster.listener_ports(SASL_PLAINTEXT)[0]

    @property
    def sasl_ssl_port(self) -> int:
        return self.cluster.listener_ports(SASL_SSL)[0]

    @property
    def software(self) -> str:
        return (
            f"{self.cluster.describe()}, listeners {SASL_PLAINTEXT} and {SASL_SSL}, mechanisms {'/'.join(MECHANISMS)}"
        )


def jaas_options(mechanism: str) -> str:
    """The server's JAAS line for one mechanism: PLAIN's users are in it; SCRAM's are in the metadata
    log; OAUTHBEARER without a callback handler uses Kafka's unsecured JWS validator."""
    if mechanism == "PLAIN":
        users = " ".join(f'user_{name}="{password}"' for name, password in PLAIN_USERS.items())
        return f"{PLAIN_MODULE} required {users};"
    if mechanism.startswith("SCRAM-"):
        return f"{SCRAM_MODULE} required;"
    return f'{OAUTH_MODULE} required unsecuredLoginStringClaim_sub="broker";'


def listener_properties(listener: str) -> list[tuple[str, str]]:
    prefix = f"listener.name.{listener.lower()}"
    return [(f"{prefix}.{m.lower()}.sasl.jaas.config", jaas_options(m)) for m in MECHANISMS]


def tls_properties(certificate: Certificate) -> list[tuple[str, str]]:
    """A PEM keystore (Kafka reads key and chain from one file: KIP-651); no client certificates."""
    prefix = f"listener.name.{SASL_SSL.lower()}"
    keystore = certificate.cert.parent / "keystore.pem"
    return [(f"{prefix}.ssl.keystore.type", "PEM"), (f"{prefix}.ssl.keystore.location", str(keystore)),
            (f"{prefix}.ssl.client.auth", "none")]  # fmt: skip


def scram_format_args() -> tuple[str, ...]:
    args: list[str] = []
    for mechanism, users in SCRAM_USERS.items():
        for name, password in users.items():
            args += ["--add-scram", f"{mechanism}=[name={name},password={password},iterations={SCRAM_ITERATIONS}]"]
    return tuple(args)


def extras(certificate: Certificate) -> Extras:
    properties = [("sasl.enabled.mechanisms", ",".join(MECHANISMS))]
    properties += listener_properties(SASL_PLAINTEXT) + listener_properties(SASL_SSL) + tls_properties(certificate)
    return Extras(
        listeners=(Listener(SASL_PLAINTEXT, SASL_PLAINTEXT), Listener(SASL_SSL, SASL_SSL)),
        broker_properties=tuple(properties),
        format_args=scram_format_args(),
    )


@contextlib.contextmanager
def sasl_broker() -> Iterator[SaslBroker]:
    """The node in a temporary folder of its own (its certificate and private key too), until the block ends."""
    with tempfile.TemporaryDirectory(prefix="apache-sasl-") as tmp:
        folder = Path(tmp)
        certificate = self_signed(folder)
        (folder / "keystore.pem").write_bytes(certificate.key.read_bytes() + certificate.cert.read_bytes())
        with kraft_cluster(folder / "kafka", extras=extras(certificate)) as cluster:
            yield SaslBroker(cluster, certificate)
