"""TLS versions and cipher suites of the samples: the legs of a capture, and the Python clients' contexts."""

from __future__ import annotations

import socket
import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TLS13, TLS12 = "TLSv1.3", "TLSv1.2"
# tshark's numbers for the versions (ServerHello's supported_versions, or its legacy version field)
VERSION_CODES = {0x0304: TLS13, 0x0303: TLS12}


@dataclass(frozen=True)
class Suite:
    iana: str  # the IANA name, as the facts give it
    code: int
    openssl: str  # the name OpenSSL's cipher strings know


SUITES = {
    suite.iana: suite
    for suite in (
        Suite("TLS_AES_128_GCM_SHA256", 0x1301, "TLS_AES_128_GCM_SHA256"),
        Suite("TLS_AES_256_GCM_SHA384", 0x1302, "TLS_AES_256_GCM_SHA384"),
        Suite("TLS_CHACHA20_POLY1305_SHA256", 0x1303, "TLS_CHACHA20_POLY1305_SHA256"),
        Suite("TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256", 0xC02F, "ECDHE-RSA-AES128-GCM-SHA256"),
        Suite("TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384", 0xC030, "ECDHE-RSA-AES256-GCM-SHA384"),
        Suite("TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256", 0xCCA8, "ECDHE-RSA-CHACHA20-POLY1305"),
        Suite("TLS_RSA_WITH_AES_128_GCM_SHA256", 0x009C, "AES128-GCM-SHA256"),
    )
}
SUITES_BY_CODE = {suite.code: suite for suite in SUITES.values()}


def suite_name(code: int) -> str:
    return SUITES_BY_CODE[code].iana if code in SUITES_BY_CODE else f"0x{code:04X}"


@dataclass(frozen=True)
class Leg:
    """One port of the TLS front, with a backend of its own, and what its connections are to negotiate.

    Each leg needs its own backend: a Kafka broker advertises one address, and clients reconnect to
    it after the bootstrap, so every connection of a leg goes through the same front port."""

    version: str  # TLS13 or TLS12
    suite: str | None = None  # IANA name; None: whatever the client and the front agree on

    @property
    def name(self) -> str:
        return f"{self.version}-{self.suite or 'default'}"


def chosen_by(leg: Leg, front: str) -> str:
    """Which end restricts the leg to its version and suite (the facts say so): TLS 1.3 suites can
    only be set on the server side (stunnel's `ciphersuites`; Python's ssl has no call for them),
    TLS 1.2 on the Python client's side when it is ours, on the Python front's otherwise."""
    if leg.version == TLS13:
        # Both ends prefer TLS 1.3: nothing caps the version.
        return f"{front}: ciphersuites = {leg.suite}" if leg.suite else "both ends' defaults"
    suite = SUITES[leg.suite].openssl if leg.suite else "default"
    if front == "stunnel":
        return f"client: maximum_version TLSv1_2, set_ciphers('{suite}')"
    return f"{front}: maximum_version TLSv1_2, set_ciphers('{suite}')"


def restrict(context: ssl.SSLContext, leg: Leg) -> None:
    """Hold a Python context (client or server) to a TLS 1.2 leg's version and suite."""
    if leg.version == TLS13:
        return
    context.maximum_version = ssl.TLSVersion.TLSv1_2
    if leg.suite:
        context.set_ciphers(SUITES[leg.suite].openssl)


class SniContext(ssl.SSLContext):
    """A client context that sends one server name whatever host the library connects to.

    The Kafka clients reconnect to the address the broker advertises (127.0.0.1), and Python sends
    no SNI for an IP address; this keeps an SNI in every ClientHello, as with a named broker."""

    sni: str = ""

    def wrap_socket(
        self, sock: socket.socket, server_side: bool = False, do_handshake_on_connect: bool = True,
        suppress_ragged_eofs: bool = True, server_hostname: Any = None, session: Any = None,
    ) -> ssl.SSLSocket:  # fmt: skip
        return super().wrap_socket(sock, server_side, do_handshake_on_connect, suppress_ragged_eofs, self.sni, session)

    def wrap_bio(
        self, incoming: ssl.MemoryBIO, outgoing: ssl.MemoryBIO, server_side: bool = False,
        server_hostname: Any = None, session: Any = None,
    ) -> ssl.SSLObject:  # fmt: skip
        return super().wrap_bio(incoming, outgoing, server_side, self.sni, session)


def client_context(leg: Leg, keylog: Path, sni: str) -> ssl.SSLContext:
    """A Python client's context for the leg, writing its key log (NSS format) to keylog."""
    context = SniContext(ssl.PROTOCOL_TLS_CLIENT)
    context.sni = sni
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # the front's certificate is a throwaway self-signed one
    context.keylog_filename = str(keylog)  # appended to: every context of the sample writes the same file
    restrict(context, leg)
    return context
