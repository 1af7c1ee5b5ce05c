"""Samples recorded with Node.js @platformatic/kafka and kafka-node groups, transactions and produce."""

from __future__ import annotations

from samples.record.sample_kinds import KafkaSample

SAMPLES: list[KafkaSample] = []
