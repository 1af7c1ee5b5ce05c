"""A throwaway self-signed RSA certificate for the TLS fronts, made at record time (never committed)."""

from __future__ import annotations

import datetime
import ipaddress
from dataclasses import dataclass
from pathlib import Path

# The names clients send as SNI (see suites.SniContext); the certificate carries them so that a
# client that did verify would accept it.
SERVER_NAMES = ("kafka.tls.test", "mongo.tls.test", "localhost")


@dataclass(frozen=True)
class Certificate:
    cert: Path  # PEM
    key: Path  # PEM, unencrypted


def self_signed(folder: Path) -> Certificate:
    """An RSA 2048 key (RSA key exchange needs an RSA certificate) and a one-day certificate for it."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import rsa
    from cryptography.x509.oid import NameOID

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "kafkasniff TLS sample")])
    now = datetime.datetime.now(datetime.UTC)
    alt_names: list[x509.GeneralName] = [x509.DNSName(n) for n in SERVER_NAMES]
    alt_names.append(x509.IPAddress(ipaddress.ip_address("127.0.0.1")))
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(alt_names), critical=False)
        .sign(key, hashes.SHA256())
    )
    paths = Certificate(folder / "front.crt", folder / "front.key")
    paths.cert.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    paths.key.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    paths.key.chmod(0o600)
    return paths
