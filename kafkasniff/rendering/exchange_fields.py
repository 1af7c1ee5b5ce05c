"""The protocol-independent facts of a decoded exchange, shared by every output format."""

from __future__ import annotations

from typing import Any

from kafkasniff.model import DecodedExchange, endpoint_text


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
    }
    if ex.conn.tls is not None:  # decrypted: what the connection negotiated
        fields["tls"] = ex.conn.tls.as_dict()
    return fields
