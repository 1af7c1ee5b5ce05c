"""`kafka-sasl-tls`: the SASL attempts over Apache Kafka's SASL_SSL listener, the broker itself
terminating TLS (its PEM keystore a certificate made at record time), kafka-python writing the TLS
key log (Python's ssl keylog_filename). A sample of its own capture: there is no plaintext twin to
record (no front between client and broker), so the truth is the clients' own reports and tshark's
decryption with the key log, kept in the sidecar as the TLS samples keep theirs
(NAME.pcap, NAME.keys, NAME.dsb.pcapng with the key log in a Decryption Secrets Block,
NAME.tls-facts.json: not NAME.facts.json, which the tests take for a plain sample)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
import sys
import tempfile
from pathlib import Path

from samples.record import tshark
from samples.record.capture import tcpdump
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import OwnCaptureSample
from samples.record.scenarios.sasl_broker import PLAIN_USERS, SCRAM_USERS, sasl_broker
from samples.record.scenarios.sasl_clients import (
    Attempt,
    kafka_python_refused,
    produce_and_fetch,
    sasl_facts,
    unsecured_token,
)
from samples.record.sent import Facts
from samples.record.tls import facts as tls_facts
from samples.record.tls.wire import incomplete_connections, wait_closed
from samples.record.waits import deadline

NAME = "kafka-sasl-tls"
DEADLINE_S = 240
WRONG = "not-the-password"
DESCRIPTION = (
    "SASL over TLS against Apache Kafka 4.4.0 (one combined KRaft node) on its SASL_SSL listener, the broker "
    "terminating TLS with a PEM keystore made at record time; kafka-python writes the key log: it authenticates "
    "with PLAIN (alice), SCRAM-SHA-256 (alice), SCRAM-SHA-512 (bob) and OAUTHBEARER (unsecured JWS, subject "
    "carol), each then producing one record to sasl-records/0 and fetching it back, then is refused with a wrong "
    "PLAIN password, a wrong SCRAM-SHA-256 password and an unknown SCRAM user; each attempt's client id, "
    "mechanism, user and the reason kafka-python logged are the facts"
)


def attempts() -> tuple[list[Attempt], list[Attempt]]:
    accepted = [
        Attempt("kp-tls-plain", "PLAIN", "alice", PLAIN_USERS["alice"], why="PLAIN, right password"),
        Attempt("kp-tls-scram256", "SCRAM-SHA-256", "alice", SCRAM_USERS["SCRAM-SHA-256"]["alice"],
                why="SCRAM-SHA-256, right password"),
        Attempt("kp-tls-scram512", "SCRAM-SHA-512", "bob", SCRAM_USERS["SCRAM-SHA-512"]["bob"],
                why="SCRAM-SHA-512, right password"),
        Attempt("kp-tls-oauth", "OAUTHBEARER", "carol", token=unsecured_token("carol"),
                why="OAUTHBEARER, unsecured JWS (alg none) for subject carol"),
    ]  # fmt: skip
    refused = [
        Attempt("kp-tls-plain-wrong-password", "PLAIN", "alice", WRONG, accepted=False, why="PLAIN, wrong password"),
        Attempt("kp-tls-scram256-wrong-password", "SCRAM-SHA-256", "alice", WRONG, accepted=False,
                why="SCRAM-SHA-256, wrong password"),
        Attempt("kp-tls-scram256-unknown-user", "SCRAM-SHA-256", "mallory", WRONG, accepted=False,
                why="SCRAM-SHA-256, a user with no SCRAM credentials"),
    ]  # fmt: skip
    return accepted, refused


def client_context(cert: Path, keys: Path) -> ssl.SSLContext:
    """Verifies the broker's certificate and writes every session's secrets to the key log."""
    context = ssl.create_default_context(cafile=str(cert))
    context.keylog_filename = str(keys)
    return context


def run(folder: Path) -> tuple[list[Facts], int, str]:
    """The broker, the capture of its SASL_SSL port, every attempt; (facts, port, broker)."""
    pcap, keys = folder / f"{NAME}.pcap", folder / f"{NAME}.keys"
    with sasl_broker() as broker:
        port = broker.sasl_ssl_port
        context = client_context(broker.certificate.cert, keys)
        accepted, refused = attempts()
        with tcpdump(pcap, f"tcp port {port}"):
            found = [produce_and_fetch(port, a, context) for a in accepted]
            found += [kafka_python_refused(port, a, context) for a in refused]
            wait_closed(pcap, [port], f"{NAME}: every connection closed and captured")
        return found, port, broker.software


def sidecar(folder: Path, found: list[Facts], port: int, software: str) -> Facts:
    pcap, keys, dsb = folder / f"{NAME}.pcap", folder / f"{NAME}.keys", folder / f"{NAME}.dsb.pcapng"
    options = tls_facts.tls_options([port], "kafka", keys)
    handshakes = tls_facts.handshake_facts(pcap, [port])
    requests = tls_facts.requests_by_connection(pcap, options, port, tls_facts.KAFKA)
    dsb_requests = tls_facts.requests_by_connection(dsb, tls_facts.tls_options([port], "kafka", None), port,
                                                    tls_facts.KAFKA)  # fmt: skip
    connections = [
        {
            "client_port": client,
            **{k: v for k, v in shake.items() if k != "server_port"},
            "requests": requests.get(client, []),
        }
        for (client, _), shake in sorted(handshakes.items())
    ]
    return {
        "description": DESCRIPTION,
        "recorded_with": f"python -m samples.record --only {NAME}",
        "files": {"tls_pcap": pcap.name, "plain_pcap": None, "keylog": keys.name, "dsb_pcapng": dsb.name},
        "plain_pcap_note": "none: the broker terminates TLS itself, so no plaintext leg exists to capture",
        "keylog_written_by": "the clients (Python ssl keylog_filename)",
        "certificate": "self-signed RSA 2048, made at record time and not kept",
        "port": port,
        "broker_software": software,
        "sni": None,  # kafka-python connects to 127.0.0.1 (on the certificate) and sends no server name
        **sasl_facts(found),
        "tls_connections": connections,
        "keylog": {k: v for k, v in tls_facts.keylog_facts(keys).items() if k != "labels_by_random"},
        "pcap_packets": tshark.packet_count(pcap),
        "tshark": {
            "version": tshark.version(),
            "command": f"tshark -r {pcap.name} {' '.join(o.replace(str(folder) + '/', '') for o in options)} -Y kafka",
            "dsb_agrees": dsb_requests == requests,
        },
        "checks": {
            "every_connection_in_keylog": all(
                c["client_random"] in tls_facts.keylog_facts(keys)["labels_by_random"] for c in connections
            ),  # fmt: skip
            "tshark_decrypts_requests": all(c["requests"] for c in connections),
            "dsb_agrees": dsb_requests == requests,
            "captures_complete": not incomplete_connections(pcap, [port]),
        },
    }


def record(out: Path) -> int:
    """Record into a work folder; move the files to `out` once every check holds."""
    folder = Path(tempfile.mkdtemp(prefix=f"{NAME}-"))
    try:
        with deadline(DEADLINE_S, f"recording {NAME}"):
            found, port, software = run(folder)
        if unexpected := [a["client_id"] for a in found if a["outcome"] != a["expected"]]:
            raise RuntimeError(f"attempts did not end as expected: {unexpected}")
        subprocess.run(["editcap", "--inject-secrets", f"tls,{folder / f'{NAME}.keys'}", str(folder / f"{NAME}.pcap"),
                        str(folder / f"{NAME}.dsb.pcapng")], check=True, capture_output=True, timeout=60)  # fmt: skip
        facts = sidecar(folder, found, port, software)
        write_sidecar(folder / f"{NAME}.tls-facts.json", facts)
        if failed := [name for name, passed in facts["checks"].items() if not passed]:
            raise RuntimeError(f"checks failed: {failed}")
    except Exception as exc:
        print(f"   FAILED: {exc} (what was recorded is in {folder})", file=sys.stderr)
        return 1
    for suffix in (".pcap", ".keys", ".dsb.pcapng", ".tls-facts.json"):
        shutil.move(folder / f"{NAME}{suffix}", out / f"{NAME}{suffix}")
    shutil.rmtree(folder, ignore_errors=True)
    print(f"   done: {len(found)} attempts on port {port}", flush=True)
    return 0


SAMPLE = OwnCaptureSample(NAME, DESCRIPTION, record)
