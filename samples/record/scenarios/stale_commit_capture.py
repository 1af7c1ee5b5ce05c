"""What the broker saw in the stale-commit capture, read by tshark: partition 0's commits in order,
their answers, and commits of two connections in flight together."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from samples.record import tshark
from samples.record.scenarios.stale_commit import STALE_CHECKPOINTER, STALE_SETTLER, STALE_TOPIC
from samples.record.sent import Facts, partition_key


def offset_commits(pcap: Path, port: int) -> list[Facts]:
    """OffsetCommit requests in capture order with tshark's decode of them and of their answers."""
    request_fields = [
        "frame.number",
        "tcp.srcport",
        "kafka.request_key",
        "kafka.correlation_id",
        "kafka.client_id",
        "kafka.consumer_group",
        "kafka.generation_id",
        "kafka.member_id",
        "kafka.topic_name",
        "kafka.partition_id",
        "kafka.offset",
    ]
    response_fields = ["frame.number", "tcp.dstport", "kafka.correlation_id", "kafka.partition_id", "kafka.error"]
    answers: dict[tuple[int, int], Facts] = {}
    for frame, client, corr, parts, errors in tshark.rows(
        pcap, port, f"tcp.srcport=={port} && kafka.response_key==8", response_fields
    ):
        (one,) = corr  # a frame with several commit answers would not be attributable
        answers[(int(client[0]), int(one))] = {
            "frame": int(frame[0]),
            "errors": dict(zip(map(int, parts), map(int, errors), strict=True)),
        }
    commits = []
    for row in tshark.rows(pcap, port, f"tcp.dstport=={port} && kafka.request_key==8", request_fields):
        frame, client, keys, corrs, client_ids, group, generation, member, topic, parts, offsets = row
        if keys.count("8") != 1 or len(topic) != 1:
            raise RuntimeError(f"frame {frame[0]}: expected one OffsetCommit for one topic, got keys {keys}")
        pdu = keys.index("8")
        correlation = int(corrs[pdu])
        answer = answers.get((int(client[0]), correlation), {})
        commits.append(
            {
                "frame": int(frame[0]),
                "client_port": int(client[0]),
                "correlation_id": correlation,
                "client_id": client_ids[pdu],
                "group": group[0],
                "generation_id": int(generation[0]),
                "member_id": member[0] if member else "",
                "offsets": {partition_key(topic[0], int(p)): int(o) for p, o in zip(parts, offsets, strict=True)},
                "answer_frame": answer.get("frame"),
                "errors": {partition_key(topic[0], p): e for p, e in answer.get("errors", {}).items()},
            }
        )
    return commits


def in_flight_overlaps(commits: list[Facts], partition: str) -> list[Facts]:
    """Pairs of commits for partition from two connections where the second left before the first was answered."""
    touching = [c for c in commits if partition in c["offsets"]]
    overlaps = []
    for first in touching:
        for second in touching:
            answered = first["answer_frame"] or float("inf")
            if second["client_port"] != first["client_port"] and first["frame"] < second["frame"] < answered:
                overlaps.append(
                    {
                        "first": {k: first[k] for k in ("client_id", "frame", "answer_frame")},
                        "first_offset": first["offsets"][partition],
                        "second": {k: second[k] for k in ("client_id", "frame", "answer_frame")},
                        "second_offset": second["offsets"][partition],
                    }
                )
    return overlaps


def capture_facts(pcap: Path, port: int, facts: Facts) -> None:
    """What the broker saw: partition 0's commits in capture order, their answers, overlaps in flight."""
    commits = offset_commits(pcap, port)
    partition = partition_key(STALE_TOPIC, 0)
    last: dict[str, dict[str, int]] = {}
    for commit in commits:
        last.setdefault(commit["group"], {}).update(commit["offsets"])
    # Compared in request order; the tests replay commits in answer order, which agrees because the
    # last commit of every partition was sent alone.
    by_answer = sorted(commits, key=lambda c: c["answer_frame"] or 0)
    last_answered: dict[str, dict[str, int]] = {}
    for commit in by_answer:
        last_answered.setdefault(commit["group"], {}).update(commit["offsets"])
    if not last == last_answered == facts["committed"]:
        raise RuntimeError(f"committed offsets disagree: capture {last}, answers {last_answered}, clients {facts}")
    sequence = [
        {
            "client_id": c["client_id"],
            "offset": c["offsets"][partition],
            "frame": c["frame"],
            "answer_frame": c["answer_frame"],
            "error_code": c["errors"].get(partition),
        }
        for c in commits
        if partition in c["offsets"]
    ]
    answers: dict[str, Counter[str]] = {}
    for commit in commits:
        answers.setdefault(commit["client_id"], Counter()).update(str(e) for e in commit["errors"].values())
    overlaps = in_flight_overlaps(commits, partition)
    incident = facts["incident"]
    incident.update(
        partition0_commits=sequence,
        overlapping_in_flight_commits=bool(overlaps),
        overlaps=overlaps,
        broker_answers={client: dict(sorted(n.items())) for client, n in sorted(answers.items())},
        generation_ids={c["client_id"]: c["generation_id"] for c in commits},
    )
    by_client = {
        client: [s["offset"] for s in sequence if s["client_id"] == client]
        for client in (STALE_SETTLER, STALE_CHECKPOINTER)
    }
    if by_client != {
        STALE_SETTLER: incident["settler_partition0_offsets"],
        STALE_CHECKPOINTER: incident["checkpointer_partition0_offsets"],
    }:
        raise RuntimeError(f"partition 0 commits on the wire {by_client} differ from the clients' {incident}")
    if any(s["error_code"] != 0 for s in sequence):
        raise RuntimeError(f"the broker refused a partition 0 commit: {sequence}")
