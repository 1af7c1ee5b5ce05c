"""Client programs in other languages (Go sarama, Node.js kafkajs, @platformatic/kafka,
kafka-node) report what they did as one JSON object per line, `{"event": KIND, ...}`, and end
with a `done` event: running one, and picking its events."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

Event = dict[str, Any]


def run_program(command: list[str], timeout: float, cwd: Path | None = None,
                env: dict[str, str] | None = None) -> list[Event]:  # fmt: skip
    """Run the program; its JSON lines, once it says it is done. A failure names the program's
    own failure event (`failed` or `fatal`), else its last line and stderr."""
    name = " ".join(Path(part).name for part in command[:2])
    try:
        done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"{name} did not finish within {timeout} s: {str(exc.stdout)[-1500:]}") from exc
    events = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not events or events[-1]["event"] != "done":
        failed = next((e.get("error") for e in events if e["event"] in ("failed", "fatal")), None)
        last = events[-1] if events else None
        raise RuntimeError(f"{name} exited {done.returncode}: {failed or last}; {done.stderr.strip()[-1500:]}")
    return events


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e["event"] == kind]


def one(events: list[Event], kind: str) -> Event:
    found = of(events, kind)
    if len(found) != 1:
        raise RuntimeError(f"expected one {kind!r} event, got {len(found)}")
    return found[0]
