"""Keys and sequence numbers found by trying, where the handshake did not say them.

- After a hole in the TCP stream (`resync`): the keys in use (or TLS 1.3's next ones, when the
  hole held the end of the handshake or a KeyUpdate) at the sequence numbers the hole can have
  covered, tried on the first record after it.
- A connection whose handshake (or only its hello) was not captured (`recover`): TLS 1.3 records
  are tried against each traffic and handshake secret of the key log not claimed by a captured
  handshake, at sequence numbers from 0, within a bounded number of tries (RECOVERY_TRIES per
  direction, RUN_RECOVERY_TRIES per run). TLS 1.2 keys depend on the handshake's randoms: such a
  connection cannot be recovered (told by its explicit nonces, without a search), and says so.
"""

from __future__ import annotations

from collections.abc import Iterator

from kafkasniff.tls.crypto import RecordDecryptor, next_traffic_secret
from kafkasniff.tls.direction import Mode, QueuedRecord, TlsDirection
from kafkasniff.tls.handshake import VERSION_TLS13
from kafkasniff.tls.keying import TLS13_SECRETS, Keying
from kafkasniff.tls.output import PlaintextOut, StageOutput
from kafkasniff.tls.records import APPLICATION_DATA, CHANGE_CIPHER_SPEC

RECOVERY_TRIES = 50_000  # record decryptions tried to recover one direction (about 0.1 s)
RUN_RECOVERY_TRIES = 2_000_000  # ... and in a whole run
RESYNC_SEARCH = 4096  # sequence numbers tried after a hole, past those it can have covered
SMALLEST_RECORD = 22  # header, tag and content type: a hole of N bytes held at most N // 22 records


class Recovery:
    """The searches of one run: `tries_left` bounds the key log searches of the whole run;
    `claimed` holds the client randoms whose handshake was captured (their secrets are not tried
    on other connections)."""

    def __init__(self, keying: Keying, plain: PlaintextOut) -> None:
        self.keying = keying
        self.plain = plain
        self.claimed = keying.claimed
        self.tries_left = RUN_RECOVERY_TRIES

    def search(self, side: TlsDirection, out: list[StageOutput]) -> list[QueuedRecord] | None:
        """The direction's queued records, once the search finds their keys (the direction is then
        encrypted again and they are to be decrypted in order); None while it does not."""
        queue = side.queue
        protected = [i for i, (_, _, h, _) in enumerate(queue) if h[0] == APPLICATION_DATA or side.mode is Mode.RESYNC]
        if not protected:
            return None
        if side.mode is Mode.RESYNC:
            found = self._resync(side, queue, out)
        else:
            found = self._recover(side, queue, protected, out)
        if not found:
            return None
        side.queue, side.queued_bytes = [], 0
        return queue

    # -- after a hole ------------------------------------------------------------------------

    def _resync(self, side: TlsDirection, queue: list[QueuedRecord], out: list[StageOutput]) -> bool:
        """After a hole: the keys and sequence number of the first record after it. The plaintext
        gets a gap of what was lost: under the same keys, once application data flows, the span
        less each lost record's overhead; of unknown size when the keys changed inside the hole or
        before application data (the lost records may be handshake messages, with no plaintext)."""
        decryptor = side.decryptor
        assert decryptor is not None
        ts, off, header, body = queue[0]
        expected = decryptor.seq
        span = off - side.lost_from
        reach = span // SMALLEST_RECORD + 2 + RESYNC_SEARCH
        for candidate, secret in _resync_candidates(side, decryptor):
            first = expected if candidate is decryptor else 0
            if candidate.opens(header, body, range(first, first + reach)):
                seq = candidate.seq
                side.decryptor, side.mode = candidate, Mode.ENCRYPTED
                if candidate is decryptor and side.plain_off:  # lost records of application data
                    lost = max(0, span - (seq - expected) * side.conn.record_overhead())
                    self.plain.gap(side, ts, lost, side.lost_reason, out)
                    return True
                if candidate is decryptor:  # before any application data: session tickets as likely
                    self.plain.gap(side, ts, 0, "midstream", out)
                    return True
                if secret == side.next_secret:  # the hole held the end of the handshake
                    side.next_secret = None
                side.secret = secret
                if seq:  # application data lost under the new keys: how much is not known
                    self.plain.gap(side, ts, 0, "midstream", out)
                return True
        decryptor.seq = expected
        why = "no keys and sequence number decrypt the first TLS record after the hole"
        self.plain.give_up(side, ts, off, why, out)
        return False

    # -- without a handshake -------------------------------------------------------------------

    def _recover(
        self, side: TlsDirection, queue: list[QueuedRecord], protected: list[int], out: list[StageOutput]
    ) -> bool:
        """The handshake was not captured: try TLS 1.3 traffic secrets of the key log."""
        ts, off = queue[0][0], queue[0][1]
        if _explicit_nonces([body for _, _, header, body in queue if header[0] != CHANGE_CIPHER_SPEC]):
            self._cannot_recover(side, ts, off, "TLS 1.2 (its records carry explicit nonces): its keys cannot be "
                                 "found without the handshake", out)  # fmt: skip
            return False
        _, _, header, body = queue[protected[0]]
        candidates = list(self._candidates(side))
        budget = min(RECOVERY_TRIES, self.tries_left)
        rounds = budget // max(1, len(candidates))
        for seq in range(rounds):
            for random, label, suite_id, decryptor in candidates:
                if not decryptor.opens(header, body, (seq,)):
                    continue
                self.tries_left -= seq * len(candidates)
                self._recovered(side, random, label, suite_id, decryptor, seq, queue, out)
                return True
        self.tries_left -= rounds * len(candidates)
        tried = f"sequence numbers 0-{rounds - 1} of {len(candidates)} secrets" if candidates else "none left to try"
        self._cannot_recover(side, ts, off, f"no TLS 1.3 traffic secret of the key log decrypts it ({tried}); TLS 1.2 "
                             "keys cannot be found without the handshake", out)  # fmt: skip
        return False

    def _cannot_recover(self, side: TlsDirection, ts: int, off: int, why: str, out: list[StageOutput]) -> None:
        why = f"its handshake was not captured: {why}"
        if side.conn.session is not None:
            self.plain.give_up(side, ts, off, why, out)
        else:
            self.keying.without_keys(side, why)

    def _candidates(self, side: TlsDirection) -> Iterator[tuple[bytes, str, int, RecordDecryptor]]:
        """Traffic secrets first; handshake secrets too, for a connection whose ClientHello alone was
        lost. Only the connection's own once the other direction found them."""
        conn = side.conn
        labels: tuple[str, ...] = TLS13_SECRETS
        if side.is_client is not None:
            labels = tuple(label for label in labels if label.startswith("CLIENT") == side.is_client)
        if conn.client_random is not None:  # its ClientHello was seen, or the other direction found its secrets
            secrets = self.keying.keys.secrets(conn.client_random)
            entries = [(conn.client_random, secrets)] if secrets is not None else []
        else:
            entries = [(r, s) for r, s in self.keying.keys.connections.items() if r not in self.claimed]
        for random, secrets in entries:
            for label in labels:
                secret = secrets.get(label)
                if secret is None:
                    continue
                for suite_id in (0x1302,) if len(secret) == 48 else (0x1301, 0x1303):
                    if conn.suite is None or conn.suite == suite_id:
                        yield random, label, suite_id, RecordDecryptor.for_tls13(suite_id, secret)

    def _recovered(
        self, side: TlsDirection, random: bytes, label: str, suite_id: int, decryptor: RecordDecryptor,
        first_seq: int, queue: list[QueuedRecord], out: list[StageOutput],
    ) -> None:  # fmt: skip
        conn = side.conn
        decryptor.seq = first_seq
        side.decryptor, side.mode = decryptor, Mode.ENCRYPTED
        is_client = side.is_client = label.startswith("CLIENT")
        secrets = self.keying.keys.secrets(random)
        assert secrets is not None
        side.secret = secrets.get(label)
        if "HANDSHAKE" in label:  # its Finished switches to the traffic secret
            side.next_secret = secrets.get(label.replace("HANDSHAKE_TRAFFIC_SECRET", "TRAFFIC_SECRET_0"))
        if conn.session is None:
            self.claimed.add(random)
            conn.client_random, conn.secrets, conn.suite, conn.version = random, secrets, suite_id, VERSION_TLS13
            conn.set_client(side, is_client)
            self.keying.establish(side, queue[0][0], queue[0][1], out, recovered=True)


def _resync_candidates(
    side: TlsDirection, decryptor: RecordDecryptor
) -> Iterator[tuple[RecordDecryptor, bytes | None]]:
    """The keys in use; then TLS 1.3's next ones: the traffic secret when the hole held the
    end of the handshake, the next generation when it held a KeyUpdate."""
    yield decryptor, side.secret
    conn = side.conn
    if not conn.tls13 or conn.suite is None:
        return
    if side.next_secret is not None:
        yield RecordDecryptor.for_tls13(conn.suite, side.next_secret), side.next_secret
    if side.secret is not None:
        updated = next_traffic_secret(conn.suite, side.secret)
        yield RecordDecryptor.for_tls13(conn.suite, updated), updated


def _explicit_nonces(bodies: list[bytes]) -> bool:
    """Whether records start with consecutive 8-byte counters: TLS 1.2 AES-GCM's explicit nonces,
    which OpenSSL, Go and Java count up record by record (TLS 1.3 records have none; chance
    alone makes two ciphertexts look so one time in 2**64, one small counter one in 2**40)."""
    if not bodies or any(len(b) < 8 for b in bodies):
        return False
    numbers = [int.from_bytes(b[:8]) for b in bodies]
    if len(numbers) == 1:  # alone, only a small counter tells (one that counts from the sequence number)
        return numbers[0] < 1 << 24
    return all(b == a + 1 for a, b in zip(numbers, numbers[1:], strict=False))
