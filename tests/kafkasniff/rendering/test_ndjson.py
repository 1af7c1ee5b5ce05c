"""--json: each protocol's objects keep the keys every exchange has and put the protocol's own where
its declaration says (dissectors/NAME/declaration.py's `json_keys`)."""

from __future__ import annotations

from kafkasniff.dissectors.kafka.declaration import KAFKA
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.rendering.ndjson import exchange_object, key_order
from tests.support.captures import sample_path
from tests.support.decode import decode

SAMPLES = {"kafka": "confluent", "mongo": "mongo-crud"}


def test_each_protocol_s_keys_come_in_its_declared_order():
    for d in DECLARATIONS:
        order = key_order(d.json_keys)
        for item in decode(sample_path(SAMPLES[d.name]))[0]:
            keys = list(exchange_object(item))
            assert keys == [key for key in order if key in keys], d.name


def test_the_shared_keys_frame_the_protocol_s_own():
    order = key_order(KAFKA.json_keys)
    assert order[:5] == ("ts", "client", "broker", "protocol", "tls") and order[-1] == "warnings"
    assert order.index("request") < order.index("errors") < order.index("error_details")
