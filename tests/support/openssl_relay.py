"""A real TLS 1.3 conversation between OpenSSL's own s_client and s_server, through a relay on
loopback that records what each side sends: for what Python's ssl module cannot do, such as a
KeyUpdate (s_client's `k` and `K` commands). The server writes the key log."""

from __future__ import annotations

import contextlib
import select
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from tests.support.tls_sessions import Message

WAIT_S = 15


class Relay:
    """Accepts one connection and forwards it to `upstream`, keeping each read as a flight."""

    def __init__(self, upstream: int) -> None:
        self.upstream = upstream
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.flights: list[Message] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def records(self, from_client: bool) -> int:
        """Whole TLS records one side has sent so far."""
        with self.lock:
            data = b"".join(chunk for side, chunk in self.flights if side == from_client)
        pos = count = 0
        while pos + 5 <= len(data) and pos + 5 + int.from_bytes(data[pos + 3 : pos + 5]) <= len(data):
            pos += 5 + int.from_bytes(data[pos + 3 : pos + 5])
            count += 1
        return count

    def wait_for(self, from_client: bool, records: int) -> None:
        deadline = time.monotonic() + WAIT_S
        while self.records(from_client) < records:
            if time.monotonic() > deadline:
                side = "client" if from_client else "server"
                raise TimeoutError(f"the {side} sent {self.records(from_client)} of {records} records in {WAIT_S} s")
            time.sleep(0.02)

    def _run(self) -> None:
        client, _ = self.listener.accept()
        server = socket.create_connection(("127.0.0.1", self.upstream))
        peers = {client: (server, True), server: (client, False)}
        with client, server, contextlib.suppress(OSError):  # the programs are killed at the end
            while True:
                ready, _, _ = select.select(list(peers), [], [], WAIT_S)
                if not ready:
                    return
                for sock in ready:
                    data = sock.recv(65536)
                    if not data:
                        return
                    peer, from_client = peers[sock]
                    with self.lock:
                        self.flights.append((from_client, data))
                    peer.sendall(data)


@contextlib.contextmanager
def openssl_pair(folder: Path) -> Iterator[tuple[Relay, subprocess.Popen[bytes], subprocess.Popen[bytes]]]:
    """s_server (TLS 1.3, key log in folder/keys.log) and an s_client connected through a Relay,
    once the handshake is done."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=broker"],
                   check=True, capture_output=True, timeout=WAIT_S)  # fmt: skip
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    server = subprocess.Popen(["openssl", "s_server", "-accept", f"127.0.0.1:{port}", "-cert", cert, "-key", key,
                               "-keylogfile", folder / "keys.log", "-naccept", "1", "-tls1_3"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)  # fmt: skip
    client = None
    try:
        _wait_accepting(server)
        relay = Relay(port)
        client = subprocess.Popen(["openssl", "s_client", "-connect", f"127.0.0.1:{relay.port}",
                                   "-servername", "broker.example"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)  # fmt: skip
        relay.wait_for(True, 3)  # ClientHello, ChangeCipherSpec, Finished: the handshake is done
        yield relay, client, server
    finally:
        for proc in (client, server):
            if proc is not None:
                proc.kill()
                proc.wait(WAIT_S)


def type_line(relay: Relay, process: subprocess.Popen[bytes], from_client: bool, line: bytes) -> None:
    """A line typed into s_client or s_server, waiting for a record of it to cross the relay."""
    assert process.stdin is not None
    before = relay.records(from_client)
    process.stdin.write(line)
    process.stdin.flush()
    relay.wait_for(from_client, before + 1)


def _wait_accepting(server: subprocess.Popen[bytes]) -> None:
    """Until s_server says ACCEPT (connecting to see would use up its one connection)."""
    wait_printed(server, b"ACCEPT", "openssl s_server did not accept")


def wait_printed(process: subprocess.Popen[bytes], text: bytes, what: str) -> None:
    """Until the process prints text (s_server prints what it read and decrypted, so this says it
    has also processed every record before it)."""
    assert process.stdout is not None
    deadline = time.monotonic() + WAIT_S
    seen = b""
    while text not in seen:
        ready, _, _ = select.select([process.stdout], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            raise TimeoutError(f"{what} in {WAIT_S} s: {seen!r}")
        chunk = process.stdout.read1(4096)  # type: ignore[attr-defined]
        if not chunk:
            raise RuntimeError(f"{what}: the process ended: {seen!r}")
        seen += chunk
