"""TLS key material from an NSS key log (what SSLKEYLOGFILE, Python's
`SSLContext.keylog_filename` and tshark's `tls.keylog_file` read): the secrets of each
connection, found by its ClientHello random. Key logs are secrets: nothing here prints them,
and a KeyLog says only how many connections it covers."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

# TLS 1.2's master secret, and TLS 1.3's traffic secrets (RFC 8446 7.1), by their key log labels
LABELS = frozenset({
    "CLIENT_RANDOM", "CLIENT_EARLY_TRAFFIC_SECRET", "CLIENT_HANDSHAKE_TRAFFIC_SECRET",
    "SERVER_HANDSHAKE_TRAFFIC_SECRET", "CLIENT_TRAFFIC_SECRET_0", "SERVER_TRAFFIC_SECRET_0",
    "EARLY_EXPORTER_SECRET", "EXPORTER_SECRET",
})  # fmt: skip
RANDOM_SIZE = 32
SECRET_SIZES = frozenset({32, 48})  # SHA-256 and SHA-384 suites; TLS 1.2's master secret is 48


class KeyLogError(ValueError):
    """A key log that cannot be read at all (a one-line error for the user)."""


@dataclass(frozen=True)
class Secrets:
    """One connection's secrets, by label (never shown: repr gives the labels only)."""

    by_label: dict[str, bytes] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"Secrets({', '.join(sorted(self.by_label))})"

    def get(self, label: str) -> bytes | None:
        return self.by_label.get(label)


@dataclass
class KeyLog:
    """Secrets by client random, and how many lines were not understood (skipped, not fatal:
    key logs are appended to by several programs)."""

    connections: dict[bytes, Secrets] = field(default_factory=dict)
    skipped_lines: int = 0

    def __repr__(self) -> str:
        return f"KeyLog({len(self.connections)} connections, {self.skipped_lines} lines skipped)"

    def secrets(self, client_random: bytes) -> Secrets | None:
        return self.connections.get(client_random)

    def merge(self, other: KeyLog) -> None:
        for random, secrets in other.connections.items():
            self.connections.setdefault(random, Secrets()).by_label.update(secrets.by_label)
        self.skipped_lines += other.skipped_lines

    def add_text(self, data: bytes) -> None:
        """Key log lines as bytes (a pcapng Decryption Secrets Block holds them so)."""
        self.add_lines(data.decode("ascii", "replace").splitlines())

    def add_lines(self, lines: Iterable[str]) -> None:
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            entry = _entry(line)
            if entry is None:
                self.skipped_lines += 1
                continue
            label, random, secret = entry
            self.connections.setdefault(random, Secrets()).by_label[label] = secret


def _entry(line: str) -> tuple[str, bytes, bytes] | None:
    """(label, client random, secret) of a key log line, None if it is not one."""
    parts = line.split()
    if len(parts) != 3 or parts[0] not in LABELS:
        return None
    try:
        random, secret = bytes.fromhex(parts[1]), bytes.fromhex(parts[2])
    except ValueError:
        return None
    if len(random) != RANDOM_SIZE or len(secret) not in SECRET_SIZES:
        return None
    return parts[0], random, secret


def read_key_log(path: str) -> KeyLog:
    """The key log at `path` (tshark's `tls.keylog_file:PATH` form accepted too)."""
    path = path.removeprefix("tls.keylog_file:")
    log = KeyLog()
    try:
        with open(path, encoding="ascii", errors="replace") as lines:
            log.add_lines(lines)
    except OSError as exc:
        raise KeyLogError(f"key log {path}: {exc.strerror or exc}") from None
    if not log.connections:
        raise KeyLogError(f"key log {path}: no TLS secrets in it ({log.skipped_lines} lines not understood)")
    return log
