"""A small TLS front in Python: TLS on some ports, each relayed in clear to a plain port, writing the
server side's key log.

It exists for clients that cannot write a key log themselves (librdkafka, pymongo): stunnel does
not expose OpenSSL's key log callback, Python's ssl does (`SSLContext.keylog_filename`).

    python -m samples.record.tls.front CONFIG.json

CONFIG: {"cert": PEM, "key": PEM, "keylog": FILE, "services": [{"listen": PORT, "connect": PORT,
"version": "TLSv1.3" | "TLSv1.2", "suite": IANA name or null}, ...]}, all on 127.0.0.1. It runs
until it is sent SIGTERM.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import ssl
import sys
from pathlib import Path
from typing import Any

from samples.record.tls.suites import Leg, restrict

HOST = "127.0.0.1"
READ_SIZE = 1 << 16
RELAY_ERRORS = (ConnectionError, ssl.SSLError, OSError)


def server_context(config: dict[str, Any], leg: Leg) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(config["cert"], config["key"])
    context.keylog_filename = config["keylog"]  # every service appends to the same file
    restrict(context, leg)
    return context


async def upstream(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Client to backend; the client's close is passed on as a half-close, so the backend answers
    what it still has, then closes its end (which ends the relay)."""
    with contextlib.suppress(*RELAY_ERRORS):
        while data := await reader.read(READ_SIZE):
            writer.write(data)
            await writer.drain()
    with contextlib.suppress(*RELAY_ERRORS):
        writer.write_eof()


async def downstream(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Backend to client, until the backend closes."""
    with contextlib.suppress(*RELAY_ERRORS):
        while data := await reader.read(READ_SIZE):
            writer.write(data)
            await writer.drain()


async def close(writer: asyncio.StreamWriter) -> None:
    writer.close()
    with contextlib.suppress(*RELAY_ERRORS):
        await writer.wait_closed()


async def relay(client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter, plain_port: int) -> None:
    """One client connection: a connection of its own to the backend, bytes copied both ways."""
    try:
        plain_reader, plain_writer = await asyncio.open_connection(HOST, plain_port)
    except OSError as exc:
        print(f"front: backend :{plain_port} refused: {exc!r}", file=sys.stderr, flush=True)
        await close(client_writer)
        return
    up = asyncio.create_task(upstream(client_reader, plain_writer))
    await downstream(plain_reader, client_writer)
    # TLS has no half-close: once the backend has closed, close the client's end (close_notify, FIN).
    await close(client_writer)
    up.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await up
    await close(plain_writer)


async def serve(config: dict[str, Any]) -> None:
    servers = []
    for service in config["services"]:
        leg = Leg(service["version"], service["suite"])
        handler = functools.partial(relay, plain_port=service["connect"])
        context = server_context(config, leg)
        servers.append(await asyncio.start_server(handler, HOST, service["listen"], ssl=context))
    await asyncio.gather(*(server.serve_forever() for server in servers))


def main(argv: list[str]) -> int:
    config = json.loads(Path(argv[0]).read_text())
    asyncio.run(serve(config))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
