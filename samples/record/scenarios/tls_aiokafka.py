"""aiokafka through stunnel, once per leg: its admin creates the topic, a gzip acks=all producer, a
group consumer committing each batch by hand (the steps of the aiokafka sample, over TLS)."""

from __future__ import annotations

import asyncio
from typing import Any

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.scenarios import aiokafka
from samples.record.sent import Facts, one_group_facts
from samples.record.tls.runs import LegRun

SNI = "kafka.tls.test"
PARTITIONS = 2


async def flow(run: LegRun) -> Facts:
    bootstrap = f"127.0.0.1:{run.tls_port}"
    # The context writes the key log; asyncio wraps every connection with it.
    settings: dict[str, Any] = {"security_protocol": "SSL", "ssl_context": run.client_context(SNI)}
    await asyncio.wait_for(aiokafka.admin_create(bootstrap, PARTITIONS, settings), CLIENT_TIMEOUT_S)
    per_partition, sent = await aiokafka.produce(bootstrap, settings)
    consumed, committed = await aiokafka.consume(bootstrap, per_partition.total(), settings)
    return {
        "client_ids": ["aio-admin", "aio-producer", "aio-consumer"],
        "compression": "gzip",
        "sni": SNI,
        **one_group_facts(aiokafka.TOPIC, PARTITIONS, aiokafka.GROUP, per_partition, consumed, committed, sent),
    }


def scenario(run: LegRun) -> Facts:
    return asyncio.run(asyncio.wait_for(flow(run), aiokafka.SCENARIO_S))
