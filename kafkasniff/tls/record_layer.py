"""One direction's bytes as TLS records, each handled as the direction's mode says: handshake
records in clear to `Keying`, protected records decrypted into plaintext, records waiting for a
search queued for `Recovery`.

- Nothing unauthenticated goes on: a record whose tag fails is a `decryption-failed` notice at
  its stream offset and a plaintext gap of its size, which the framer marks in the frame it hits.
- A hole in the TCP stream loses the record it cuts: the next record boundary is found by
  scanning (with keys known, one whole record will do: its tag decides), and the keys and
  record sequence number by trying those the hole can have covered (`Recovery`).
"""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import StreamGap
from kafkasniff.tls.crypto import DecryptionFailed, RecordDecryptor
from kafkasniff.tls.direction import Mode, TlsDirection
from kafkasniff.tls.keying import Keying, alert, change_cipher_spec
from kafkasniff.tls.output import PlaintextOut, StageOutput, notice
from kafkasniff.tls.records import (
    ALERT,
    APPLICATION_DATA,
    CHANGE_CIPHER_SPEC,
    HANDSHAKE,
    HEADER,
    SEARCH_SPAN,
    header_ok,
    record_start,
)
from kafkasniff.tls.recovery import Recovery

FAILURES_IN_A_ROW = 8  # records in a row that do not decrypt: the direction is given up
LOST_CCS_SEARCH = 64  # sequence numbers tried for a TLS 1.2 record whose ChangeCipherSpec was lost
_ENCRYPTED, _DEAD = Mode.ENCRYPTED, Mode.DEAD  # per record: module globals are found faster than enum members


class RecordLayer:
    """Bytes in, records out to their handlers, decrypted plaintext to `PlaintextOut`."""

    def __init__(self, counters: Counters, keying: Keying, recovery: Recovery, plain: PlaintextOut) -> None:
        self.counters = counters
        self.keying = keying
        self.recovery = recovery
        self.plain = plain

    # -- bytes to records ------------------------------------------------------------------

    def feed(self, side: TlsDirection, ts: int, off: int, data: bytes, out: list[StageOutput]) -> None:
        """The direction's next bytes, at stream offset `off`."""
        if side.mode is _DEAD:
            side.conn.undecrypted += len(data)
            return
        if not side.synced:
            if not side.buf:
                side.buf_off = off
            side.buf += data
            # keys known: one whole record ending the bytes will do (its tag decides)
            if not self.find_boundary(side, ts, out, 1 if side.decryptor or side.conn.secrets else 2):
                return
            off, data, side.buf = side.buf_off, side.buf, b""
        if side.buf:
            if len(side.buf) >= HEADER and side.more > len(data):  # still inside the record: keep the pieces
                side.parts.append(data)
                side.more -= len(data)
                return
            buf, start = b"".join([side.buf, *side.parts, data]), side.buf_off
            side.parts = []
        else:
            buf, start = data, off
        pos, size = 0, len(buf)
        while pos + HEADER <= size:
            end = pos + HEADER + ((buf[pos + 3] << 8) | buf[pos + 4])
            if end > size:
                break
            if not header_ok(buf, pos):
                self._lost_boundary(side, ts, start + pos, buf[pos:], out)
                return
            self._record(side, ts, start + pos, buf[pos : pos + HEADER], buf[pos + HEADER : end], out)
            if side.mode is _DEAD:
                side.conn.undecrypted += size - end
                side.buf = b""
                return
            pos = end
        side.buf, side.buf_off = buf[pos:], start + pos
        if size - pos >= HEADER:  # bytes the incomplete record still needs
            side.more = HEADER + ((buf[pos + 3] << 8) | buf[pos + 4]) - (size - pos)

    def find_boundary(self, side: TlsDirection, ts: int, out: list[StageOutput], exact: int = 2) -> bool:
        """Unsynced: whether a record boundary is now in side.buf (which then starts there)."""
        at, side.scan_from = record_start(side.buf, side.scan_from, exact)
        if at is None:
            if side.scan_from >= SEARCH_SPAN:
                self.plain.give_up(side, ts, side.buf_off, "no TLS record boundary found after the hole", out)
            return False
        side.conn.undecrypted += at
        side.buf, side.buf_off, side.synced, side.scan_from = side.buf[at:], side.buf_off + at, True, 0
        return True

    def _lost_boundary(self, side: TlsDirection, ts: int, off: int, rest: bytes, out: list[StageOutput]) -> None:
        """A record header that cannot be one, where one was due: look for the next boundary."""
        notice(out, ts, side, off, "tls-resync", "not a TLS record header where one was due: resynchronising")
        if side.mode is Mode.ENCRYPTED:
            _enter_resync(side, off, "lost")
        side.synced, side.buf, side.buf_off, side.scan_from = False, rest[1:], off + 1, 0
        if self.find_boundary(side, ts, out):
            data, side.buf = side.buf, b""
            self.feed(side, ts, side.buf_off, data, out)

    def gap(self, side: TlsDirection, ev: StreamGap, out: list[StageOutput]) -> None:
        """A hole in the direction's stream (or its start not captured)."""
        self.plain.flush(side, out)
        if ev.reason == "midstream":  # the plaintext too will start somewhere inside the stream
            side.unsync()
            side.midstream = True
            return
        if side.mode is Mode.DEAD:
            return
        lost_from = side.buf_off if side.buf else ev.offset
        side.conn.undecrypted += side.pending()
        side.unsync()
        if side.mode is Mode.ENCRYPTED:
            _enter_resync(side, lost_from, ev.reason)
        elif side.mode is Mode.CLEAR:
            side.handshake.clear()

    # -- records -----------------------------------------------------------------------------

    def _record(
        self, side: TlsDirection, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        kind, mode = header[0], side.mode
        if mode is _ENCRYPTED:
            if kind == CHANGE_CIPHER_SPEC and side.conn.tls13:
                return  # TLS 1.3's middlebox compatibility: not protected, means nothing
            self._decrypt(side, ts, off, header, body, out)
        elif mode is Mode.RESYNC or mode is Mode.RECOVER:
            self._queue(side, ts, off, header, body, out)
        elif kind == HANDSHAKE:
            for msg_type, msg in side.handshake.feed(body):
                self.keying.clear_handshake(side, ts, off, msg_type, msg, out)
        elif kind == CHANGE_CIPHER_SPEC:
            change_cipher_spec(side)
        elif kind == ALERT:
            alert(side, ts, off, body, out)
        elif kind == APPLICATION_DATA:
            self._protected_without_keys(side, ts, off, header, body, out)

    def _protected_without_keys(
        self, side: TlsDirection, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        conn = side.conn
        if conn.keyless is not None:
            return
        if not conn.tls13 and conn.suite is not None and conn.secrets is not None:
            self._after_lost_change_cipher_spec(side, ts, off, header, body, out)
            return
        if side.is_client and conn.client_random is not None and conn.suite is None:  # before the ServerHello
            if not conn.undecrypted:
                notice(out, ts, side, off, "tls-early-data", "TLS 1.3 early data (0-RTT): not decrypted")
            conn.undecrypted += HEADER + len(body)
            return
        if not self.keying.keys.connections:
            self.keying.without_keys(side, self.keying.no_secrets())
            return
        side.mode = Mode.RECOVER  # its handshake was not captured: search the key log
        self._queue(side, ts, off, header, body, out)

    def _after_lost_change_cipher_spec(
        self, side: TlsDirection, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        """TLS 1.2, keys known, a protected record where the ChangeCipherSpec that starts
        protection was lost: its keys are the ones the CCS would have started, at a sequence
        number near 0 (the Finished is 0)."""
        change_cipher_spec(side)
        decryptor = side.decryptor
        if decryptor is not None:
            if decryptor.opens(header, body, range(LOST_CCS_SEARCH)):
                self._decrypt(side, ts, off, header, body, out)
                return
            side.decryptor, side.mode = None, Mode.CLEAR
        side.conn.undecrypted += HEADER + len(body)

    def _decrypt(
        self, side: TlsDirection, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        decryptor = side.decryptor
        assert decryptor is not None
        try:
            kind, plaintext = decryptor.decrypt(header, body)
        except DecryptionFailed as exc:
            if not _next_epoch(side, header, body):
                self._failed(side, ts, off, body, str(exc), out)
                return
            decryptor = side.decryptor
            assert decryptor is not None
            kind, plaintext = decryptor.decrypt(header, body)
        side.failures = 0
        if kind == APPLICATION_DATA:
            if plaintext:
                if not side.plain:
                    side.plain_ts = ts
                    side.mapped.append((side.plain_off, off))
                side.plain.append(plaintext)
                side.plain_off += len(plaintext)
        elif kind == HANDSHAKE:
            for msg_type, msg in side.handshake.feed(plaintext):
                self.keying.protected_handshake(side, msg_type, msg, out, ts, off)
        elif kind == ALERT:
            alert(side, ts, off, plaintext, out)

    def _failed(self, side: TlsDirection, ts: int, off: int, body: bytes, why: str, out: list[StageOutput]) -> None:
        """A record that does not authenticate: its number is used up, its bytes are a gap."""
        assert side.decryptor is not None
        side.decryptor.seq += 1
        side.failures += 1
        self.counters.tls_records_failed += 1
        side.conn.undecrypted += HEADER + len(body)
        notice(out, ts, side, off, "decryption-failed",
               f"TLS record of {len(body)} bytes does not decrypt ({why}): not passed on")  # fmt: skip
        lost = max(0, len(body) - side.conn.record_overhead() + HEADER)
        self.plain.gap(side, ts, lost, "decryption-failed", out)
        if side.failures >= FAILURES_IN_A_ROW:
            self.plain.give_up(side, ts, off, f"{side.failures} TLS records in a row do not decrypt", out)

    # -- records waiting for a search ----------------------------------------------------------

    def _queue(self, side: TlsDirection, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]) -> None:
        side.queue.append((ts, off, header, body))
        side.queued_bytes += HEADER + len(body)
        self.search(side, out)  # at once: the other direction's plaintext must not overtake this one's

    def search(self, side: TlsDirection, out: list[StageOutput]) -> None:
        """The search for the queued records' keys; when it finds them, the records decrypted."""
        found = self.recovery.search(side, out)
        if found is not None:
            for q_ts, q_off, header, body in found:
                self._record(side, q_ts, q_off, header, body, out)


def _enter_resync(side: TlsDirection, lost_from: int, reason: str) -> None:
    side.mode, side.lost_from, side.lost_reason = Mode.RESYNC, lost_from, reason


def _next_epoch(side: TlsDirection, header: bytes, body: bytes) -> bool:
    """TLS 1.3: whether the record is under the traffic secret that follows the handshake
    (its Finished was not seen: lost, or a key log without handshake secrets)."""
    if side.next_secret is None or side.conn.suite is None:
        return False
    candidate = RecordDecryptor.for_tls13(side.conn.suite, side.next_secret)
    if not candidate.opens(header, body, (0,)):
        return False
    side.decryptor, side.secret, side.next_secret = candidate, side.next_secret, None
    return True
