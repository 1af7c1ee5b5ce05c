"""The protocol-independent facts of a decoded exchange, shared by every output format."""

from __future__ import annotations

from typing import Any

from kafkasniff.model import DecodedExchange, Frame, endpoint_text


def common_fields(item: DecodedExchange) -> dict[str, Any]:
    ex = item.exchange
    latency = ex.latency_ns
    fields = {
        "ts": ex.ts / 1e9,
        "client": endpoint_text(ex.conn.client),
        "broker": endpoint_text(ex.conn.server),
        "protocol": ex.conn.protocol,
        "status": ex.status,
        "latency_ms": None if latency is None else round(latency / 1e6, 3),
        "request_size": ex.request.size if ex.request else None,
        "response_size": ex.response.size if ex.response else None,
        "tcp_stream": ex.conn.stream,
        "frames": {"request": packets(ex.request), "response": packets(ex.response)},
    }
    bound = ex.latency_bound
    if bound is not None:  # a side lost its last bytes: the latency is measured to the last seen
        fields["latency_bound"] = bound
    if ex.conn.tls is not None:  # decrypted: what the connection negotiated
        fields["tls"] = ex.conn.tls.as_dict()
    return fields


def packets(frame: Frame | None) -> list[int] | None:
    """The frame numbers (Wireshark's frame.number) of a message's first and last packets."""
    if frame is None or not frame.packets[0]:
        return None
    return list(frame.packets)
