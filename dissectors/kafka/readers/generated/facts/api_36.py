"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off








READERS = {
    ('request', 0, None): None,
    ('request', 1, None): None,
    ('request', 2, None): None,
    ('response', 0, None): None,
    ('response', 1, None): None,
    ('response', 2, None): None,
}
