"""What the Java admin program reported of its calls, and the exchanges its client sent: shared by
the java-admin and java-admin-cluster samples' tests."""

from __future__ import annotations

from typing import Any

from kafkasniff.model import DecodedExchange
from tests.support.record_facts import exchanges_of, sample


def calls(name: str, kind: str) -> list[dict[str, Any]]:
    """The program's reports of one admin call, in the order it made them."""
    return [e for e in sample(name)[0]["admin_calls"] if e["event"] == kind]


def call(name: str, kind: str) -> dict[str, Any]:
    (found,) = calls(name, kind)
    return found


def admin(name: str, api: str, client_id: str) -> list[DecodedExchange]:
    return exchanges_of(name, api, client_id)
