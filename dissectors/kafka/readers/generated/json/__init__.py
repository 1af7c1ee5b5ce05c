"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""
