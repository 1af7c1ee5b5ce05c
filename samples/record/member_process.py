"""A confluent-kafka group member in a process of its own, driven line by line over stdin/stdout.

A scenario that must pause a member (SIGSTOP, so the broker's session timeout fences it) cannot do
that to a thread: the member runs here, in a child process. Each command is one JSON line on stdin
and gets exactly one JSON line back on stdout (librdkafka's logs go to stderr):

  {"op": "poll", "seconds": S}   consume for S seconds: records and rebalance events since the last reply
  {"op": "commit"}               commit (synchronously) the next offsets of the records consumed since the
                                 last commit, for partitions still assigned (share consumer: commit_sync,
                                 which in implicit mode accepts the records of the last poll)
  {"op": "ack", "types": {...}}  share consumer, explicit mode: acknowledge the records of the last poll,
                                 "topic/partition/offset" -> ACCEPT, RELEASE or REJECT (default ACCEPT),
                                 then commit_sync
  {"op": "close"}                close the consumer (leave the group) and exit

Run as `python -m samples.record.member_process CONFIG_JSON` with CONFIG_JSON holding kind
("consumer" or "share"), config (librdkafka settings) and topics.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPLY_S = 30  # a command's reply: the longest poll a scenario asks for, plus a close

Partition = list[Any]  # [topic, partition]


def partitions(tps: Any) -> list[Partition]:
    return sorted([tp.topic, tp.partition] for tp in tps)


class Member:
    def __init__(self, kind: str, config: dict[str, Any], topics: list[str]) -> None:
        import confluent_kafka

        self.kind = kind
        self.events: list[dict[str, Any]] = []
        self.errors: list[str] = []
        config = {**config, "error_cb": lambda err: self.errors.append(str(err))}
        self.uncommitted: dict[tuple[str, int], int] = {}
        self.last_poll: list[Any] = []
        self.acknowledged: list[dict[str, Any]] = []
        self.consumer: Any  # a Consumer or a ShareConsumer
        self.explicit = config.get("share.acknowledgement.mode") == "explicit"
        if kind == "share":
            self.consumer = confluent_kafka.ShareConsumer(config)
            self.consumer.set_acknowledgement_commit_callback(self.on_acknowledged)
            self.consumer.subscribe(topics)
        else:
            self.consumer = confluent_kafka.Consumer(config)
            self.consumer.subscribe(topics, on_assign=self.on_assign, on_revoke=self.on_revoke, on_lost=self.on_lost)

    def event(self, kind: str, tps: Any) -> None:
        self.events.append({"kind": kind, "partitions": partitions(tps), "t": time.time()})

    def on_assign(self, consumer: Any, tps: Any) -> None:
        self.event("assigned", tps)

    def on_revoke(self, consumer: Any, tps: Any) -> None:
        self.event("revoked", tps)

    def on_lost(self, consumer: Any, tps: Any) -> None:
        self.event("lost", tps)
        for tp in tps:  # offsets read under a lost assignment are not ours to commit
            self.uncommitted.pop((tp.topic, tp.partition), None)

    def on_acknowledged(self, offsets: Any, error: Any) -> None:
        self.acknowledged.append(
            {
                "offsets": {f"{tp.topic}/{tp.partition}": sorted(found) for tp, found in offsets.items()},
                "error": None if error is None else str(error),
            }
        )

    def assignment(self) -> list[Partition]:
        return partitions(self.consumer.assignment()) if self.kind == "consumer" else []

    def member_id(self) -> str | None:
        return self.consumer.memberid() if self.kind == "consumer" else None

    def poll(self, seconds: float) -> dict[str, Any]:
        records = []
        limit = time.monotonic() + seconds
        while time.monotonic() < limit:
            if self.kind == "share":
                batch = list(self.consumer.poll(0.2))
            else:
                batch = self.consumer.consume(num_messages=100, timeout=0.2)
            self.last_poll = batch if self.kind == "share" and batch else self.last_poll
            m: Any
            for m in batch:
                if m.error() is not None:
                    self.errors.append(str(m.error()))
                    continue
                record = {"topic": m.topic(), "partition": m.partition(), "offset": m.offset(),
                          "key": m.key().decode() if m.key() is not None else None,
                          "value": m.value().decode() if m.value() is not None else None}  # fmt: skip
                if self.kind == "share":
                    record["delivery_count"] = m.delivery_count() if hasattr(m, "delivery_count") else None
                records.append(record)
                self.uncommitted[(m.topic(), m.partition())] = m.offset() + 1
            if batch and self.explicit:
                break  # explicit mode: the batch must be acknowledged before the next poll
        return self.reply(records=records)

    def commit(self) -> dict[str, Any]:
        from confluent_kafka import TopicPartition

        if self.kind == "share":  # implicit mode: the records of the last poll are accepted
            self.consumer.commit_sync(15)
            return self.reply(committed={})

        assigned = {tuple(p) for p in self.assignment()}
        offsets = [TopicPartition(t, p, o) for (t, p), o in sorted(self.uncommitted.items()) if (t, p) in assigned]
        if not offsets:
            return self.reply(committed={})
        try:
            self.consumer.commit(offsets=offsets, asynchronous=False)
        except Exception as exc:  # reported, not fatal: the scenario decides
            return self.reply(commit_error=repr(exc))
        committed = {f"{tp.topic}/{tp.partition}": tp.offset for tp in offsets}
        for tp in offsets:
            self.uncommitted.pop((tp.topic, tp.partition), None)
        return self.reply(committed=committed)

    def ack(self, types: dict[str, str]) -> dict[str, Any]:
        from confluent_kafka import AcknowledgeType

        given = {}
        for m in self.last_poll:
            if m.error() is not None:
                continue
            where = f"{m.topic()}/{m.partition()}/{m.offset()}"
            kind = types.get(where, "ACCEPT")
            self.consumer.acknowledge(m, getattr(AcknowledgeType, kind))
            given[where] = kind
        self.last_poll = []
        self.consumer.commit_sync(15)
        return self.reply(acknowledged=given)

    def reply(self, **extra: Any) -> dict[str, Any]:
        out = {"events": self.events, "errors": self.errors, "assignment": self.assignment(),
               "member_id": self.member_id(), "ack_callbacks": self.acknowledged, **extra}  # fmt: skip
        self.events, self.errors, self.acknowledged = [], [], []
        return out


class Remote:
    """The scenario's end of a member process: send a command, wait (bounded) for its one-line reply."""

    def __init__(self, name: str, kind: str, config: dict[str, Any], topics: list[str], log: Path) -> None:
        self.name = name
        spec = json.dumps({"kind": kind, "config": config, "topics": topics})
        with open(log, "ab") as stderr:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "samples.record.member_process", spec],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True,
                cwd=Path(__file__).resolve().parents[2],
            )  # fmt: skip
        self.read("start")

    def read(self, what: str) -> dict[str, Any]:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], REPLY_S)
        line = self.proc.stdout.readline() if ready else ""
        if not line:
            raise RuntimeError(f"{self.name}: no answer to {what} within {REPLY_S} s (exit {self.proc.poll()})")
        return json.loads(line)

    def send(self, op: str, **args: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"op": op, **args}) + "\n")
        self.proc.stdin.flush()
        return self.read(op)

    def pause(self) -> None:
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        os.kill(self.proc.pid, signal.SIGCONT)

    def close(self) -> dict[str, Any]:
        answer = self.send("close")
        self.proc.wait(timeout=REPLY_S)
        return answer

    def kill(self) -> None:
        """Last resort (a failed scenario): the process must not outlive the sample."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGCONT)
            self.proc.kill()
            self.proc.wait(timeout=10)


def main() -> int:
    spec = json.loads(sys.argv[1])
    member = Member(spec["kind"], spec["config"], spec["topics"])
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        op = command["op"]
        if op == "poll":
            answer = member.poll(command["seconds"])
        elif op == "commit":
            answer = member.commit()
        elif op == "ack":
            answer = member.ack(command.get("types", {}))
        elif op == "close":
            last = member.reply()
            member.consumer.close()
            print(json.dumps({**last, "closed": True}), flush=True)
            return 0
        else:
            answer = {"error": f"unknown op {op}"}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
