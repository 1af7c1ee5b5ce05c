"""Samples recorded against Apache Kafka itself (samples/record/apache_kafka.py): being written."""

from __future__ import annotations

from samples.record.sample_kinds import KafkaSample, OwnCaptureSample

SAMPLES: list[KafkaSample] = []
OWN_SAMPLES: list[OwnCaptureSample] = []
