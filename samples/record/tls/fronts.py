"""The TLS fronts before the backends: Debian's stunnel4, or the Python front (front.py), one process
for all the legs of a sample, each leg on a TLS port of its own."""

from __future__ import annotations

import contextlib
import json
import platform
import ssl
import subprocess
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from samples.record.brokers import log_tail, stop
from samples.record.ports import listens
from samples.record.tls.certs import Certificate
from samples.record.tls.suites import TLS13, Leg
from samples.record.waits import wait_until

FRONT_START_S = 15
STUNNEL = "stunnel4"
REPOSITORY = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Service:
    """One leg as the front serves it: TLS on tls_port, relayed in clear to plain_port."""

    leg: Leg
    tls_port: int
    plain_port: int


@dataclass(frozen=True)
class Front:
    kind: str  # "stunnel" or "python front"
    software: str


def stunnel_config(services: Sequence[Service], cert: Certificate, log: Path) -> str:
    lines = [
        "foreground = yes",  # stays the process we started, so that we can stop it and see its sockets
        "pid =",  # no pid file
        f"output = {log}",
        "debug = info",
    ]
    for number, service in enumerate(services):
        lines += [
            f"[leg{number}]",
            f"accept = 127.0.0.1:{service.tls_port}",
            f"connect = 127.0.0.1:{service.plain_port}",
            f"cert = {cert.cert}",
            f"key = {cert.key}",
        ]
        if service.leg.version == TLS13 and service.leg.suite:
            lines.append(f"ciphersuites = {service.leg.suite}")
    return "\n".join(lines) + "\n"


def stunnel_version() -> str:
    out = subprocess.run([STUNNEL, "-version"], capture_output=True, text=True, timeout=10)
    lines = [line.strip() for line in (out.stdout + out.stderr).splitlines()]
    found = [line for line in lines if line.startswith(("stunnel ", "Compiled with", "Running  with"))]
    return "; ".join(found) or "stunnel4"


def wait_listening(proc: subprocess.Popen, services: Sequence[Service], what: str, log: Path) -> None:
    """Until the front's own process listens on every TLS port (a port taken by another process fails)."""
    ports = [service.tls_port for service in services]

    def up() -> bool | str:
        if proc.poll() is not None:
            return "exited"
        return all(listens(proc.pid, port) for port in ports)

    state = wait_until(up, seconds=FRONT_START_S, step=f"start {what} on ports {ports}",
                       state=lambda: f"running={proc.poll() is None}, log: {log_tail(log)}")  # fmt: skip
    if state == "exited":
        raise RuntimeError(f"{what} exited instead of listening on {ports}: {log_tail(log)}")


@contextlib.contextmanager
def stunnel(services: Sequence[Service], cert: Certificate, folder: Path) -> Iterator[Front]:
    config, log = folder / "stunnel.conf", folder / "stunnel.log"
    config.write_text(stunnel_config(services, cert, log))
    with open(log, "ab") as out:
        proc = subprocess.Popen([STUNNEL, str(config)], stdout=out, stderr=subprocess.STDOUT)
    try:
        wait_listening(proc, services, "stunnel", log)
        yield Front("stunnel", stunnel_version())
    finally:
        stop(proc)


@contextlib.contextmanager
def python_front(services: Sequence[Service], cert: Certificate, keylog: Path, folder: Path) -> Iterator[Front]:
    """front.py in a process of its own (librdkafka and pymongo run in ours), writing keylog."""
    config, log = folder / "front.json", folder / "front.log"
    config.write_text(json.dumps({
        "cert": str(cert.cert), "key": str(cert.key), "keylog": str(keylog),
        "services": [{"listen": s.tls_port, "connect": s.plain_port, "version": s.leg.version, "suite": s.leg.suite}
                     for s in services],
    }))  # fmt: skip
    with open(log, "ab") as out:
        proc = subprocess.Popen([sys.executable, "-m", "samples.record.tls.front", str(config)],
                                cwd=REPOSITORY, stdout=out, stderr=subprocess.STDOUT)  # fmt: skip
    try:
        wait_listening(proc, services, "the Python TLS front", log)
        software = f"samples/record/tls/front.py on Python {platform.python_version()} ssl, {ssl.OPENSSL_VERSION}"
        yield Front("python front", software)
    finally:
        stop(proc)
