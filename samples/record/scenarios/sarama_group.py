"""Samples recorded with Go sarama consumer groups (built offline from Debian's packages)."""

from __future__ import annotations

from samples.record.sample_kinds import KafkaSample

SAMPLES: list[KafkaSample] = []
