"""TLS record protection undone with known secrets (RFC 8446 for TLS 1.3, RFC 5246/5288/7905 for
TLS 1.2 AEAD suites), on OpenSSL's AEADs and HKDF through the `cryptography` package (imported
here only: a command that meets no TLS never loads it). A record whose tag does not verify
raises DecryptionFailed: its bytes are never handed on as plaintext."""

from __future__ import annotations

import struct
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

APPLICATION_DATA, HANDSHAKE, ALERT, CHANGE_CIPHER_SPEC = 23, 22, 21, 20
TAG_SIZE = 16


class DecryptionFailed(Exception):
    """The record's authentication tag does not match: wrong keys, wrong sequence number, or damage."""


@dataclass(frozen=True)
class Suite:
    """What decrypting a cipher suite's records needs: its AEAD, key and IV sizes, hash."""

    name: str
    aead: str  # "aes-gcm" or "chacha20-poly1305"
    key_size: int
    iv_size: int  # TLS 1.3 and ChaCha20: the whole nonce; TLS 1.2 AES-GCM: the 4-byte salt
    hash_name: str  # "sha256" or "sha384"


SUITES = {
    0x1301: Suite("TLS_AES_128_GCM_SHA256", "aes-gcm", 16, 12, "sha256"),
    0x1302: Suite("TLS_AES_256_GCM_SHA384", "aes-gcm", 32, 12, "sha384"),
    0x1303: Suite("TLS_CHACHA20_POLY1305_SHA256", "chacha20-poly1305", 32, 12, "sha256"),
    0xC02B: Suite("TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", "aes-gcm", 16, 4, "sha256"),
    0xC02C: Suite("TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384", "aes-gcm", 32, 4, "sha384"),
    0xC02F: Suite("TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256", "aes-gcm", 16, 4, "sha256"),
    0xC030: Suite("TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384", "aes-gcm", 32, 4, "sha384"),
    0x009C: Suite("TLS_RSA_WITH_AES_128_GCM_SHA256", "aes-gcm", 16, 4, "sha256"),
    0x009D: Suite("TLS_RSA_WITH_AES_256_GCM_SHA384", "aes-gcm", 32, 4, "sha384"),
    0xCCA8: Suite("TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256", "chacha20-poly1305", 32, 12, "sha256"),
    0xCCA9: Suite("TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256", "chacha20-poly1305", 32, 12, "sha256"),
}
TLS13 = frozenset({0x1301, 0x1302, 0x1303})


def _hash(name: str) -> Any:
    from cryptography.hazmat.primitives import hashes

    return hashes.SHA384() if name == "sha384" else hashes.SHA256()


def hkdf_expand_label(secret: bytes, label: str, context: bytes, length: int, hash_name: str) -> bytes:
    """RFC 8446 7.1: HKDF-Expand with the label "tls13 " + label."""
    from cryptography.hazmat.primitives.kdf.hkdf import HKDFExpand

    full = b"tls13 " + label.encode()
    info = struct.pack(">HB", length, len(full)) + full + bytes([len(context)]) + context
    return HKDFExpand(_hash(hash_name), length, info).derive(secret)


def tls12_prf(secret: bytes, label: bytes, seed: bytes, length: int, hash_name: str) -> bytes:
    """RFC 5246 5: P_hash(secret, label + seed)."""
    import hmac  # here: it loads OpenSSL's hashes, 2% of a run that meets no TLS 1.2

    digest = "sha384" if hash_name == "sha384" else "sha256"
    seed = label + seed
    out, a = b"", seed
    while len(out) < length:
        a = hmac.digest(secret, a, digest)
        out += hmac.digest(secret, a + seed, digest)
    return out[:length]


def next_traffic_secret(suite_id: int, secret: bytes) -> bytes:
    """RFC 8446 7.2: the traffic secret a KeyUpdate moves to."""
    suite = SUITES[suite_id]
    size = 48 if suite.hash_name == "sha384" else 32
    return hkdf_expand_label(secret, "traffic upd", b"", size, suite.hash_name)


class RecordDecryptor:
    """One direction's record protection: decrypts its records in order (sequence numbers count
    from 0, or from where a caller sets `seq`)."""

    def __init__(self, suite_id: int, key: bytes, iv: bytes) -> None:
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM, ChaCha20Poly1305

        self.suite_id, self.suite = suite_id, SUITES[suite_id]
        self.is_tls13 = suite_id in TLS13
        self.aead = AESGCM(key) if self.suite.aead == "aes-gcm" else ChaCha20Poly1305(key)
        self.invalid_tag = InvalidTag
        self.iv, self.iv_number = iv, int.from_bytes(iv)
        self.seq = 0

    @classmethod
    def for_tls13(cls, suite_id: int, traffic_secret: bytes) -> RecordDecryptor:
        suite = SUITES[suite_id]
        key = hkdf_expand_label(traffic_secret, "key", b"", suite.key_size, suite.hash_name)
        iv = hkdf_expand_label(traffic_secret, "iv", b"", suite.iv_size, suite.hash_name)
        return cls(suite_id, key, iv)

    @classmethod
    def for_tls12(
        cls, suite_id: int, master_secret: bytes, client_random: bytes, server_random: bytes, from_client: bool
    ) -> RecordDecryptor:
        """RFC 5246 6.3: the key block, client write key and IV first."""
        suite = SUITES[suite_id]
        size = 2 * (suite.key_size + suite.iv_size)
        block = tls12_prf(master_secret, b"key expansion", server_random + client_random, size, suite.hash_name)
        k, i = suite.key_size, suite.iv_size
        keys = (block[:k], block[k : 2 * k])
        ivs = (block[2 * k : 2 * k + i], block[2 * k + i : 2 * k + 2 * i])
        side = 0 if from_client else 1
        return cls(suite_id, keys[side], ivs[side])

    def decrypt(self, header: bytes, body: bytes) -> tuple[int, bytes]:
        """(content type, plaintext) of the record with this 5-byte header and body; the sequence
        number moves on only when the tag verifies."""
        if self.is_tls13:
            inner = self._open(self._nonce(), body, header)
            if inner[-1:] == b"\x00":  # the inner plaintext's zero padding (rare: read the type after it)
                inner = inner.rstrip(b"\x00")
                if not inner:
                    raise DecryptionFailed("TLS 1.3 record without a content type")
            self.seq += 1
            return inner[-1], inner[:-1]
        if self.suite.aead == "aes-gcm":  # an 8-byte explicit nonce leads the body (RFC 5288)
            if len(body) < 8 + TAG_SIZE:
                raise DecryptionFailed("record shorter than its nonce and tag")
            nonce, body = self.iv + body[:8], body[8:]
        else:
            nonce = self._nonce()
        aad = struct.pack(">Q", self.seq) + header[:3] + struct.pack(">H", len(body) - TAG_SIZE)
        plaintext = self._open(nonce, body, aad)
        self.seq += 1
        return header[0], plaintext

    def opens(self, header: bytes, body: bytes, seqs: Iterable[int]) -> bool:
        """Whether the record authenticates at one of these sequence numbers, tried in order;
        if it does, `seq` is left at that number (the record is not taken)."""
        for seq in seqs:
            self.seq = seq
            try:
                self.decrypt(header, body)
            except DecryptionFailed:
                continue
            self.seq = seq
            return True
        return False

    def _nonce(self) -> bytes:
        """The per-record nonce: the IV with the sequence number xored into its right end."""
        return (self.iv_number ^ self.seq).to_bytes(len(self.iv))

    def _open(self, nonce: bytes, body: bytes, aad: bytes) -> bytes:
        try:
            return self.aead.decrypt(nonce, body, aad)
        except (self.invalid_tag, ValueError):
            raise DecryptionFailed(f"authentication tag does not verify (record {self.seq})") from None
