"""samples/kafka-cluster.pcap: traffic only a real cluster has (Apache Kafka 4.4.0, 3 brokers and 3
controllers, samples/record/scenarios/apache_cluster.py) decodes to what the cluster and its clients
reported: the KRaft election and the failover the admin's DescribeQuorum answers showed, the
metadata log and replication between brokers, the registrations of the nodes and of the two the
recorder started again, the leader and the group coordinator that moved when a broker stopped, and
the quotas that throttled two clients, each throttle the one its client logged."""

from __future__ import annotations

import base64
import re
import uuid
from collections import Counter, defaultdict
from typing import Any

import pytest

from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.model import DecodedExchange
from tests.support.analyses import analyse
from tests.support.record_facts import SAMPLES, exchanges_of, sample

NAME = "kafka-cluster"
pytestmark = pytest.mark.skipif(not (SAMPLES / f"{NAME}.facts.json").exists(), reason=f"{NAME} not recorded")
METADATA_TOPIC_ID = "00000000-0000-0000-0000-000000000001"  # __cluster_metadata's fixed topic id
NOT_LEADER_OR_FOLLOWER, NOT_COORDINATOR, NOT_CONTROLLER = 6, 16, 41
# the apis only a cluster's own nodes send (AllocateProducerIds, a broker asking the active controller
# for a block of producer ids; UpdateRaftVoter, a follower voter telling the leader its endpoints),
# beside the clients'
CLUSTER_APIS = ("Vote", "BeginQuorumEpoch", "EndQuorumEpoch", "DescribeQuorum", "FetchSnapshot",
                "BrokerRegistration", "BrokerHeartbeat", "ControllerRegistration", "AllocateProducerIds",
                "UpdateRaftVoter", "Envelope", "Fetch", "Produce", "AlterClientQuotas",
                "DescribeClientQuotas")  # fmt: skip


def facts() -> dict[str, Any]:
    return sample(NAME)[0]


def exchanges() -> list[DecodedExchange]:
    return sample(NAME)[1]


def of(api: str, client_id: str | None = None) -> list[DecodedExchange]:
    return exchanges_of(NAME, api, client_id)


def node_ids(role: str) -> set[int]:
    return {int(n) for n, node in facts()["nodes"].items() if role in node["roles"]}


def port_of(node_id: int) -> int:
    return facts()["nodes"][str(node_id)]["port"]


def restarted() -> set[int]:
    return {a["node"] for a in facts()["recorder_actions"] if a["action"] == "start"}


def topic_id(name: str) -> str:
    """A topic's id as kafkasniff writes it (a UUID) from the admin's (Kafka's Uuid: URL-safe base64)."""
    return str(uuid.UUID(bytes=base64.urlsafe_b64decode(facts()["topics"][name]["topic_id"] + "==")))


def partitions(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The partition entries of a KRaft api's body (topics[].partitions[])."""
    return [p for t in body["topics"] for p in t["partitions"]]


def answered(api: str, client_id: str | None = None) -> list[DecodedExchange]:
    return [e for e in of(api, client_id) if e.fields["response"] is not None]


# --- the capture as a whole ----------------------------------------------------------------------


NODE_CLIENT = re.compile(r"raft-client-(\d+)|broker-(\d+)-fetcher-\d+|(\d+)")


def node_of(client_id: str) -> int | None:
    """The node a cluster-internal client id belongs to (its raft client, its replica fetcher, itself)."""
    m = NODE_CLIENT.fullmatch(client_id)
    return int(next(g for g in m.groups() if g)) if m else None


def cut_by_a_stopping_node(e: DecodedExchange) -> bool:
    """A response cut as a node the recorder stopped closed the connection: the connection's last
    exchange, the stopped node at one end (it serves the port, or its client id names it)."""
    if {w.kind for w in e.warnings} != {"truncated"}:
        return False
    last = [x for x in exchanges() if x.exchange.conn == e.exchange.conn][-1]
    stopped = {a["node"] for a in facts()["recorder_actions"] if a["action"] == "stop"}
    ends = {node_of(e.fields["client_id"])} | {n for n in stopped if port_of(n) == e.exchange.conn.server[1]}
    return last is e and bool(ends & stopped)


def test_no_warning_but_the_probes_trailing_bytes_and_responses_cut_by_a_stopping_node():
    """librdkafka's all-topics Metadata v13 carries 3 bytes past the body (the recorder's readiness
    probe); a node stopping mid-exchange can leave a response cut (seen twice in five recordings)."""
    for e in exchanges():
        if any(w.kind == "trailing-bytes" for w in e.warnings):
            assert (e.fields["api"], e.fields["client_id"]) == ("Metadata", "kafkasniff-recorder-probe")
            assert {w.kind for w in e.warnings} == {"trailing-bytes"}
        elif e.warnings:
            assert cut_by_a_stopping_node(e), (e.fields["api"], e.fields["client_id"], e.warnings)


@pytest.mark.parametrize("api", CLUSTER_APIS)
def test_each_cluster_api_is_on_the_wire_answered_and_decoded_whole(api: str):
    found = [e for e in answered(api) if not cut_by_a_stopping_node(e)]
    assert found, api
    assert [e for e in found if any(w.kind in ("malformed", "truncated") for w in e.warnings)] == []


# --- the KRaft quorum ----------------------------------------------------------------------------


def quorum(step: str) -> dict[str, Any]:
    return facts()["quorum"][step]


def test_votes_are_between_controllers_and_elect_the_leaders_describe_quorum_reported():
    controllers = node_ids("controller")
    votes = answered("Vote")
    assert {e.fields["request"]["voter_id"] for e in votes} <= controllers
    asked = [(p["replica_id"], p["replica_epoch"], p["pre_vote"], e)
             for e in votes for p in partitions(e.fields["request"])]  # fmt: skip
    assert {candidate for candidate, *_ in asked} <= controllers
    granted = {(candidate, epoch) for candidate, epoch, pre_vote, e in asked
               if not pre_vote and all(p["vote_granted"] for p in partitions(e.fields["response"]))}  # fmt: skip
    for step in ("start", "after_failover"):
        assert (quorum(step)["leader_id"], quorum(step)["leader_epoch"]) in granted


def test_begin_quorum_epoch_announces_each_elected_leader_to_the_other_voters():
    begun = {(p["leader_id"], p["leader_epoch"]): set() for e in answered("BeginQuorumEpoch")
             for p in partitions(e.fields["request"])}  # fmt: skip
    for e in answered("BeginQuorumEpoch"):
        for p in partitions(e.fields["request"]):
            begun[(p["leader_id"], p["leader_epoch"])].add(e.fields["request"]["voter_id"])
    for step in ("start", "after_failover"):
        leader, epoch = quorum(step)["leader_id"], quorum(step)["leader_epoch"]
        assert begun[(leader, epoch)] <= node_ids("controller") - {leader}
        assert begun[(leader, epoch)]


def test_the_stopped_active_controller_resigns_with_end_quorum_epoch_naming_the_others_as_candidates():
    failover = facts()["controller_failover"]
    resigned = [p for e in answered("EndQuorumEpoch") for p in partitions(e.fields["request"])]
    assert resigned
    for p in resigned:
        assert (p["leader_id"], p["leader_epoch"]) == (failover["leader_before"], failover["epoch_before"])
        assert {c["candidate_id"] for c in p["preferred_candidates"]} == node_ids("controller") - {p["leader_id"]}
    assert failover["leader_after"] in node_ids("controller") - {failover["stopped_controller"]}
    assert failover["epoch_after"] > failover["epoch_before"]


def test_describe_quorum_answers_are_what_the_admin_reported():
    def seen(p: dict[str, Any]) -> tuple[Any, ...]:
        voters = sorted((v["replica_id"], v["log_end_offset"]) for v in p["current_voters"])
        return p["leader_id"], p["leader_epoch"], p["high_watermark"], tuple(voters)

    answers = {seen(p) for e in answered("DescribeQuorum", "cluster-admin") for p in partitions(e.fields["response"])}
    for step, q in facts()["quorum"].items():
        voters = tuple(sorted((v["replica_id"], v["log_end_offset"]) for v in q["voters"]))
        assert (q["leader_id"], q["leader_epoch"], q["high_watermark"], voters) in answers, step
        assert {v["replica_id"] for v in q["voters"]} == node_ids("controller")


def test_the_metadata_log_is_fetched_by_every_node_with_its_own_replica_id():
    fetchers: dict[int, set[int]] = defaultdict(set)
    for e in of("Fetch"):
        request = e.fields["request"]
        if [t["topic_id"] for t in request["topics"]] == [METADATA_TOPIC_ID]:
            node = int(e.fields["client_id"].removeprefix("raft-client-"))
            fetchers[node].add(request["replica_state"]["replica_id"])
    assert fetchers == {n: {n} for n in node_ids("broker") | node_ids("controller")}


def test_a_node_back_after_the_log_cleaner_fetches_the_snapshot_the_leader_named():
    """The leader's Fetch answer names a snapshot when the fetch offset is before its log start; the
    node then reads that snapshot with FetchSnapshot."""
    named: dict[int, set[tuple[int, int]]] = defaultdict(set)
    for e in answered("Fetch"):
        if e.fields["client_id"].startswith("raft-client-"):
            for p in partitions_of_fetch(e.fields["response"]):
                if p.get("snapshot_id") and p["snapshot_id"]["end_offset"] >= 0:
                    node = int(e.fields["client_id"].removeprefix("raft-client-"))
                    named[node].add((p["snapshot_id"]["end_offset"], p["snapshot_id"]["epoch"]))
    fetched = answered("FetchSnapshot")
    assert fetched
    for e in fetched:
        request = e.fields["request"]
        assert request["replica_id"] in restarted()
        for asked, got in zip(partitions(request), partitions(e.fields["response"]), strict=True):
            snapshot = (asked["snapshot_id"]["end_offset"], asked["snapshot_id"]["epoch"])
            assert snapshot in named[request["replica_id"]]
            assert got["error_code"] == 0 and got["snapshot_id"] == asked["snapshot_id"]
            assert got["unaligned_records"]["size"] == got["size"] - asked["position"] > 0


def partitions_of_fetch(body: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for t in body["responses"] for p in t["partitions"]]


# --- the nodes' lifecycle ------------------------------------------------------------------------


def test_every_broker_registers_and_the_restarted_one_again_as_a_new_incarnation():
    """A broker that asks a controller before it has won the election is refused NOT_CONTROLLER and
    asks again (seen at a start)."""
    accepted: dict[int, set[str]] = defaultdict(set)
    for e in answered("BrokerRegistration"):
        request, error = e.fields["request"], e.fields["response"]["error_code"]
        assert error in (0, NOT_CONTROLLER)
        if error == 0:
            accepted[request["broker_id"]].add(request["incarnation_id"])
    assert {broker: len(ids) for broker, ids in accepted.items()} == {
        broker: 2 if broker in restarted() else 1 for broker in node_ids("broker")
    }


def test_every_controller_registers_and_the_restarted_one_again():
    registrations = answered("ControllerRegistration")
    assert {e.fields["response"]["error_code"] for e in registrations} <= {0, NOT_CONTROLLER}
    accepted = Counter(
        e.fields["request"]["controller_id"] for e in registrations if e.fields["response"]["error_code"] == 0
    )
    assert accepted == {n: 2 if n in restarted() else 1 for n in node_ids("controller")}


def test_brokers_heartbeat_and_the_stopped_one_asks_to_shut_down_until_told_it_may():
    heartbeats = answered("BrokerHeartbeat")
    assert {e.fields["request"]["broker_id"] for e in heartbeats} == node_ids("broker")
    stopped = facts()["leader_move"]["stopped_broker"]
    leaving = [e for e in heartbeats if e.fields["request"]["want_shut_down"]]
    assert {e.fields["request"]["broker_id"] for e in leaving} == {stopped}
    assert leaving[-1].fields["response"]["should_shut_down"] is True


# --- replication between brokers -----------------------------------------------------------------


def test_follower_fetches_carry_the_fetching_brokers_replica_id():
    followers = [e for e in of("Fetch") if re.fullmatch(r"broker-\d+-fetcher-\d+", e.fields["client_id"])]
    assert {int(e.fields["client_id"].split("-")[1]) for e in followers} == node_ids("broker")
    for e in followers:
        assert e.fields["request"]["replica_state"]["replica_id"] == int(e.fields["client_id"].split("-")[1])
    moving = topic_id("cluster-moving")
    replicated = {int(e.fields["client_id"].split("-")[1]) for e in followers
                  if moving in [t["topic_id"] for t in e.fields["request"]["topics"]]}  # fmt: skip
    # the two followers from the start; the stopped leader too once it is back (a follower then)
    assert replicated >= set(facts()["leader_move"]["replicas"]) - {facts()["leader_move"]["leader_before"]}


def test_fetch_sessions_go_on_one_epoch_at_a_time_under_the_id_the_broker_gave():
    """A session's first request is a full one (id 0); each next one carries the id the broker's
    last answer gave and the previous epoch plus one."""
    by_connection: dict[Any, list[DecodedExchange]] = defaultdict(list)
    for e in answered("Fetch"):
        if re.fullmatch(r"broker-\d+-fetcher-\d+", e.fields["client_id"]):
            by_connection[e.exchange.conn].append(e)
    incremental = 0
    for fetches in by_connection.values():
        given, epoch = 0, 0
        for e in fetches:
            request = e.fields["request"]
            if request["session_id"] != 0:
                assert (request["session_id"], request["session_epoch"]) == (given, epoch + 1)
                incremental += 1
            epoch, given = request["session_epoch"], e.fields["response"]["session_id"]
    assert incremental >= 3


# --- a leader and a coordinator moving -----------------------------------------------------------


def test_the_producer_writing_to_the_stopped_leader_is_answered_not_leader_or_follower_then_refreshes_metadata():
    move = facts()["leader_move"]
    refusal = re.compile(r"correlation id (\d+) on topic-partition cluster-moving-0.*NOT_LEADER_OR_FOLLOWER")
    logged = [int(m.group(1)) for line in move["producer"]["errors_logged"] if (m := refusal.search(line))]
    assert logged
    produces = {e.fields["correlation_id"]: e for e in answered("Produce", move["producer"]["client_id"])}
    for correlation in logged:
        refused = produces[correlation]
        assert refused.exchange.conn.server[1] == port_of(move["stopped_broker"])
        (partition,) = [p for t in refused.fields["response"]["responses"] for p in t["partition_responses"]]
        assert (partition["index"], partition["error_code"]) == (move["partition"], NOT_LEADER_OR_FOLLOWER)
        refreshed = [e for e in answered("Metadata", move["producer"]["client_id"])
                     if e.exchange.request.ts > refused.exchange.response.ts]  # fmt: skip
        leaders = {p["leader_id"] for e in refreshed for t in e.fields["response"]["topics"]
                   if t["name"] == move["topic"] for p in t["partitions"]}  # fmt: skip
        assert move["leader_after"] in leaders


def test_the_group_member_is_told_not_coordinator_where_it_logged_so_and_finds_the_one_it_logged():
    """Whether the member asked the stopped broker in time is timing: the wire shows NOT_COORDINATOR
    from that broker exactly when the member logged it."""
    consumer = facts()["leader_move"]["consumer"]
    before = facts()["coordinator"]["coordinator_before"]
    assert before == facts()["leader_move"]["stopped_broker"]
    refused = [e for e in answered("OffsetCommit", consumer["client_id"]) + answered("Heartbeat", consumer["client_id"])
               if NOT_COORDINATOR in error_codes(e.fields["response"])]  # fmt: skip
    assert bool(refused) == any("NOT_COORDINATOR" in line for line in consumer["errors_logged"])
    assert {e.exchange.conn.server[1] for e in refused} <= {port_of(before)}
    node_id = re.compile(r"id: \+?(\d+)")
    discovered = [int(m.group(1)) for line in consumer["coordinators_discovered"] if (m := node_id.search(line))]
    assert discovered[0] == before and discovered[-1] != before
    found = [c["node_id"] for e in answered("FindCoordinator", consumer["client_id"])
             for c in e.fields["response"]["coordinators"] if c["error_code"] == 0]  # fmt: skip
    assert found[-1] == discovered[-1]


def error_codes(body: Any) -> set[int]:
    """Every error_code anywhere in a body."""
    if isinstance(body, dict):
        return {body["error_code"]} if "error_code" in body else set() | set().union(*map(error_codes, body.values()))
    if isinstance(body, list):
        return set().union(*map(error_codes, body))
    return set()


# --- quotas --------------------------------------------------------------------------------------


def test_the_quotas_on_the_wire_are_the_ones_the_admin_set():
    (alter,) = answered("AlterClientQuotas", "cluster-admin")
    on_wire = {e["entity"][0]["entity_name"]: {op["key"]: op["value"] for op in e["ops"]}
               for e in alter.fields["request"]["entries"]}  # fmt: skip
    assert on_wire == facts()["quotas"]["client_quotas"]
    assert all(entry["error_code"] == 0 for entry in alter.fields["response"]["entries"])


@pytest.mark.parametrize("side", ["producer", "consumer"])
def test_each_throttle_the_broker_answered_is_one_the_client_logged(side: str):
    """The Java client logs "Connection to node N is throttled for T ms" for each answer whose
    throttle_time_ms is T > 0 (KIP-219: it then waits T before sending there again)."""
    client = facts()["quotas"][side]
    throttled = [(port_of_node_answer(e), e.fields["response"]["throttle_time_ms"]) for e in
                 sorted(exchanges_with_answers(client["client_id"]), key=answered_at)
                 if e.fields["response"].get("throttle_time_ms", 0) > 0]  # fmt: skip
    assert throttled == [(port_of(t["node"]), t["ms"]) for t in client["throttles_logged"]]
    metric = "produce-throttle-time-max" if side == "producer" else "fetch-throttle-time-max"
    assert max(ms for _, ms in throttled) == client["metrics"][metric]


def answered_at(e: DecodedExchange) -> float:
    assert e.exchange.response is not None
    return e.exchange.response.ts


def exchanges_with_answers(client_id: str) -> list[DecodedExchange]:
    return [e for e in exchanges() if e.fields["client_id"] == client_id and e.fields["response"] is not None]


def port_of_node_answer(e: DecodedExchange) -> int:
    return e.exchange.conn.server[1]


def test_stats_names_the_throttled_clients_with_their_count_and_longest_throttle():
    rows = {r["client_id"]: r for r in analyse(NAME, StatsAnalysis()) if r["kind"] == "client"}
    quotas = facts()["quotas"]
    for side in ("producer", "consumer"):
        logged = [t["ms"] for t in quotas[side]["throttles_logged"]]
        row = rows[quotas[side]["client_id"]]
        assert (row["throttled"], row["throttle_max_ms"]) == (len(logged), max(logged))
    throttled = {c for c, r in rows.items() if r["throttled"]}
    assert throttled == {quotas["producer"]["client_id"], quotas["consumer"]["client_id"]}


# --- the metadata log's records --------------------------------------------------------------------


def metadata_records(api: str) -> list[dict[str, Any]]:
    """The decoded metadata records of every __cluster_metadata Fetch answer (the log) or
    FetchSnapshot answer (a snapshot: the cluster's state at its end offset)."""
    found = []
    for e in answered(api):
        body = e.fields["response"]
        for p in partitions_of_fetch(body) if api == "Fetch" else partitions(body):
            record_set = p.get("records") or p.get("unaligned_records") or {}
            found += [r["metadata"] for b in record_set.get("batches", []) for r in b.get("records") or []
                      if "metadata" in r]  # fmt: skip
    return found


def of_topic(records: list[dict[str, Any]], kind: str, topic: str) -> list[dict[str, Any]]:
    return [r[kind] for r in records if kind in r and r[kind]["topic_id"] == topic]


def test_the_metadata_log_carries_the_moving_topics_records_and_its_leader_change():
    move, moving = facts()["leader_move"], topic_id("cluster-moving")
    log = metadata_records("Fetch")
    assert {"name": move["topic"], "topic_id": moving} in [r["TopicRecord"] for r in log if "TopicRecord" in r]
    created = of_topic(log, "PartitionRecord", moving)
    assert [(p["partition_id"], p["replicas"], p["leader"]) for p in created] == [
        (move["partition"], move["replicas"], move["leader_before"])
    ] * len(created)
    assert move["leader_after"] in {c.get("leader") for c in of_topic(log, "PartitionChangeRecord", moving)}


def test_the_snapshot_a_restarted_node_fetched_holds_the_moving_topic_as_it_was_after_the_move():
    move, moving = facts()["leader_move"], topic_id("cluster-moving")
    snapshot = metadata_records("FetchSnapshot")
    assert {"name": move["topic"], "topic_id": moving} in [r["TopicRecord"] for r in snapshot if "TopicRecord" in r]
    assert {p["leader"] for p in of_topic(snapshot, "PartitionRecord", moving)} == {move["leader_after"]}
