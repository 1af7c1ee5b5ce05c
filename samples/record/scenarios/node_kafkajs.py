"""Samples recorded with Node.js kafkajs groups and transactions."""

from __future__ import annotations

from samples.record.sample_kinds import KafkaSample

SAMPLES: list[KafkaSample] = []
