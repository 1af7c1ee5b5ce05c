"""The Apache Java client samples (kafka-clients 4.4.0 against Apache Kafka 4.4.0) decode to what the
Java program reported, and kafkasniff's analyses agree with it: the records each producer's callbacks
placed, acks per request, the base offsets the broker answered, the idempotent producers' ids, epochs and
sequences; each transaction's outcome, protocol (v2, then v1 after a feature downgrade), markers and
offsets, and what a read_committed reader was handed; each group's generations or member epochs,
assignments, commits and leaves; a share consumer's acquisitions and acknowledgements. Real Kafka
traffic decodes without a warning."""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.dissectors.kafka.vocabulary import ACKNOWLEDGE_TYPES
from kafkasniff.model import DecodedExchange
from tests.support.analyses import analyse
from tests.support.record_facts import SAMPLES, check_records_sent_are_decoded_exactly, exchanges_of, sample

PRODUCER, TXN, GROUPS, SHARE = "java-producer", "java-txn", "java-groups", "java-share"
NAMES = (PRODUCER, TXN, GROUPS, SHARE)
ACKS = {"all": -1, "1": 1, "0": 0}


def batches(produce: DecodedExchange) -> dict[str, list[dict[str, Any]]]:
    """topic/partition -> the batches a Produce request carried (topic ids named)."""
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for topic in produce.fields["request"]["topic_data"]:
        name = topic.get("name") or produce.fields["topic_ids"][topic["topic_id"]]
        for part in topic["partition_data"]:
            out[f"{name}/{part['index']}"] += part["records"]["batches"]
    return out


def base_offsets(produce: DecodedExchange) -> dict[str, int]:
    answer = produce.fields["response"]
    return {
        f"{t.get('name') or produce.fields['topic_ids'][t['topic_id']]}/{p['index']}": p["base_offset"]
        for t in answer["responses"]
        for p in t["partition_responses"]
        if p["error_code"] == 0
    }


def producers() -> list[dict[str, Any]]:
    facts, _ = sample(PRODUCER)
    return facts["producers"]


# --- java-producer ---


@pytest.mark.parametrize("name", NAMES)
def test_every_record_each_producer_sent_is_decoded_with_its_key_value_and_headers(name: str):
    facts, _ = sample(name)
    check_records_sent_are_decoded_exactly(facts, SAMPLES / facts["pcap"])


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_each_producer_sends_one_request_with_its_acks_and_codec(producer: dict[str, Any]):
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    assert produce.fields["request"]["acks"] == ACKS[producer["acks"]]
    sent = batches(produce)
    assert {b["codec"] for bs in sent.values() for b in bs} == {producer["codec"]}
    assert {w: sum(b["record_count"] for b in bs) for w, bs in sent.items()} == producer["records_per_partition"]


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_the_base_offsets_the_broker_answered_are_the_callbacks_offsets(producer: dict[str, Any]):
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    if producer["acks"] == "0":
        assert produce.exchange.status == "no-response-expected" and producer["base_offsets"] == {}
    else:
        assert base_offsets(produce) == producer["base_offsets"]


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_idempotent_producers_write_the_id_and_epoch_init_producer_id_gave_and_sequences_from_zero(
    producer: dict[str, Any],
):
    inits = exchanges_of(PRODUCER, "InitProducerId", producer["client_id"])
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    sent = batches(produce)
    if not producer["idempotent"]:
        assert inits == []
        assert {(b["producer_id"], b["base_sequence"]) for bs in sent.values() for b in bs} == {(-1, -1)}
        return
    granted = [e.fields["response"] for e in inits if e.fields["response"]["error_code"] == 0]
    assert [(g["producer_id"], g["producer_epoch"]) for g in granted] == [
        (producer["producer_id"], producer["producer_epoch"])
    ]
    assert {(b["producer_id"], b["producer_epoch"]) for bs in sent.values() for b in bs} == {
        (producer["producer_id"], producer["producer_epoch"])
    }
    # one batch per partition, the first of its producer there: sequence 0, and the producer's next
    # sequence is the count it wrote
    assert {w: [b["base_sequence"] for b in bs] for w, bs in sent.items()} == {w: [0] for w in sent}
    assert {w: sum(b["record_count"] for b in bs) for w, bs in sent.items()} == producer["next_sequence"]


def test_each_producer_id_is_granted_once_and_apart_from_the_others():
    granted = [
        e.fields["response"]["producer_id"]
        for e in exchanges_of(PRODUCER, "InitProducerId")
        if e.fields["response"]["error_code"] == 0
    ]
    assert sorted(granted) == sorted(p["producer_id"] for p in producers() if p["idempotent"])
    assert len(set(granted)) == len(granted)


@pytest.mark.parametrize("name", NAMES)
def test_real_kafka_traffic_decodes_without_a_warning(name: str):
    _, exchanges = sample(name)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []


# --- java-txn ---

CTP_GROUP = "java-ctp"


@functools.cache
def txn_rows() -> list[dict[str, Any]]:
    return analyse(TXN, TxnAnalysis())


def transactions() -> list[dict[str, Any]]:
    facts, _ = sample(TXN)
    return facts["transactions"]


def row_of(txn: dict[str, Any]) -> dict[str, Any]:
    """kafkasniff's row of a transaction: its transactional id's rows are in the program's order."""
    rows = [r for r in txn_rows() if r["transactional_id"] == txn["transactional_id"]]
    return rows[txn["number"] - 1]


def test_kafkasniff_txn_lists_every_transaction_with_the_outcome_the_program_reported():
    rows = [(r["transactional_id"], r["producer_id"], r["outcome"]) for r in txn_rows()]
    expected = [
        (t["transactional_id"], t["producer_id"], {"COMMIT": "committed", "ABORT": "aborted"}[t["outcome"]])
        for t in transactions()
    ]
    assert rows == expected


@pytest.mark.parametrize("txn", transactions(), ids=lambda t: f"{t['transactional_id']}-{t['number']}")
def test_each_transaction_has_its_producers_protocol_epoch_records_and_markers(txn: dict[str, Any]):
    row = row_of(txn)
    assert row["protocol"] == ("v2" if txn["transaction_v2"] else "v1")
    # transactions v2 bump the epoch at every EndTxn, v1 keep it
    assert row["next_epoch"] == (txn["epoch_after"] if txn["transaction_v2"] else None)
    assert txn["epoch_after"] == txn["producer_epoch"] + (1 if txn["transaction_v2"] else 0)
    assert row["records_produced"] == sum(txn["records_per_partition"].values())
    assert set(txn["records_per_partition"]) <= set(row["partitions"])
    # one marker per partition, of the transaction's outcome, at the offset after its last record there
    last = {
        w: max(int(o.split("@")[1]) for o in txn["record_offsets"] if o.startswith(f"{w}@"))
        for w in txn["base_offsets"]
    }
    assert {f"{m['topic']}/{m['partition']}": (m["type"], m["offset"]) for m in row["markers"]} == {
        w: (txn["outcome"], offset + 1) for w, offset in last.items()
    }


@pytest.mark.parametrize("txn", transactions(), ids=lambda t: f"{t['transactional_id']}-{t['number']}")
def test_the_offsets_sent_to_a_transaction_are_committed_with_it(txn: dict[str, Any]):
    row = row_of(txn)
    sent = {f"{group}/{where}": o for group, offsets in txn["offsets_sent"].items() for where, o in offsets.items()}
    assert row["offsets_committed"] == sent
    assert row["groups"] == sorted(txn["offsets_sent"])


def test_the_group_commits_only_through_its_transactions_and_an_offset_fetch_reads_them_back():
    facts, _ = sample(TXN)
    assert exchanges_of(TXN, "OffsetCommit") == []
    (fetch,) = exchanges_of(TXN, "OffsetFetch", "java-txn-admin")
    answer = fetch.fields["response"]["groups"][0]["topics"]
    got = {
        f"{t.get('name') or fetch.fields['topic_ids'][t['topic_id']]}/{p['partition_index']}": p["committed_offset"]
        for t in answer
        for p in t["partitions"]
    }
    assert got == facts["group_offsets"] == facts["committed"][CTP_GROUP]


def test_transactions_v2_enroll_partitions_through_the_broker_and_v1_through_the_client():
    for producer in sample(TXN)[0]["transactional_producers"]:
        client_adds = exchanges_of(TXN, "AddPartitionsToTxn", producer["client_id"])
        ends = exchanges_of(TXN, "EndTxn", producer["client_id"])
        produces = exchanges_of(TXN, "Produce", producer["client_id"])
        if producer["transaction_v2"]:
            assert client_adds == [] and exchanges_of(TXN, "AddOffsetsToTxn", producer["client_id"]) == []
            assert {e.fields["api_version"] for e in ends} == {5} and min(
                e.fields["api_version"] for e in produces
            ) >= 12
        else:
            assert client_adds and {e.fields["api_version"] for e in ends} <= {0, 1, 2, 3, 4}
            assert max(e.fields["api_version"] for e in produces) <= 11
        # the partition leader (here the same node) checks or adds the partitions for it, with its id and epoch
        broker_adds = [
            t
            for e in exchanges_of(TXN, "AddPartitionsToTxn")
            if e.fields["client_id"].startswith("AddPartitionsManager")
            for t in e.fields["request"]["transactions"]
            if t["transactional_id"] == producer["transactional_id"]
        ]
        assert broker_adds and {t["producer_id"] for t in broker_adds} == {producer["producer_id"]}
        assert {t["verify_only"] for t in broker_adds} == {not producer["transaction_v2"]}


def test_transactions_v2_partitions_are_reported_enrolled_by_produce():
    for txn in transactions():
        if txn["transaction_v2"]:
            assert set(txn["records_per_partition"]) <= set(row_of(txn)["enrolled_by_produce"])


def test_the_feature_downgrade_is_on_the_wire_and_each_producer_was_told_its_transaction_version():
    facts, _ = sample(TXN)
    (update,) = exchanges_of(TXN, "UpdateFeatures", "java-txn-admin")
    (feature,) = update.fields["request"]["feature_updates"]
    assert (feature["feature"], feature["max_version_level"]) == (
        facts["feature_update"]["feature"],
        facts["feature_update"]["max_version_level"],
    )
    assert update.fields["response"]["error_code"] == 0 and facts["feature_update"]["error"] is None
    for producer in facts["transactional_producers"]:
        finalized = {
            f["name"]: f["max_version_level"]
            for e in exchanges_of(TXN, "ApiVersions", producer["client_id"])
            for f in e.fields["response"]["finalized_features"]
        }
        assert finalized["transaction.version"] == (2 if producer["transaction_v2"] else 1)
    assert (facts["features_before"]["transaction.version"], facts["features_after"]["transaction.version"]) == (2, 1)


def fetched_by(client_id: str) -> tuple[dict[str, set[tuple[int, int]]], dict[str, list[tuple[int, int, bool]]]]:
    """What a client's Fetch answers carried per partition: the aborted transactions listed
    (producer id, first offset), and every record as (producer id, offset, is a control record)."""
    aborted: dict[str, set[tuple[int, int]]] = defaultdict(set)
    records: dict[str, list[tuple[int, int, bool]]] = defaultdict(list)
    for e in exchanges_of(TXN, "Fetch", client_id):
        for topic in e.fields["response"]["responses"]:
            name = topic.get("topic") or e.fields["topic_ids"][topic["topic_id"]]
            for part in topic["partitions"]:
                where = f"{name}/{part['partition_index']}"
                aborted[where] |= {(a["producer_id"], a["first_offset"]) for a in part["aborted_transactions"] or []}
                for batch in (part["records"] or {}).get("batches", []):
                    records[where] += [(batch["producer_id"], r["offset"], batch["control"]) for r in batch["records"]]
    return aborted, records


def handed_to_a_read_committed_reader(aborted: set[tuple[int, int]], records: list[tuple[int, int, bool]]) -> list[int]:
    """The data records a read_committed reader keeps: those of an aborted transaction (from its
    first offset to its producer's next marker) left out, markers left out."""
    markers = [(pid, offset) for pid, offset, control in records if control]
    ranges = [(pid, first, min(m for p, m in markers if p == pid and m > first)) for pid, first in aborted]
    return [
        offset
        for pid, offset, control in records
        if not control and not any(pid == p and first <= offset < end for p, first, end in ranges)
    ]


def test_the_read_committed_reader_is_handed_only_the_committed_transactions_records():
    facts, _ = sample(TXN)
    reader = facts["read_committed"]["client_id"]
    assert {e.fields["request"]["isolation_level"] for e in exchanges_of(TXN, "Fetch", reader)} == {1}
    aborted, records = fetched_by(reader)
    # the aborted transactions the broker listed are the ones the program aborted
    expected = defaultdict(set)
    for t in transactions():
        if t["outcome"] == "ABORT":
            for where, base in t["base_offsets"].items():
                expected[where].add((t["producer_id"], base))
    assert dict(aborted) == dict(expected)
    handed = sorted(f"{w}@{o}" for w, rs in records.items() for o in handed_to_a_read_committed_reader(aborted[w], rs))
    assert handed == sorted(facts["read_committed"]["records"])


# --- java-groups ---


def stories() -> list[dict[str, Any]]:
    facts, _ = sample(GROUPS)
    return facts["stories"]


def story(group: str) -> dict[str, Any]:
    (found,) = [s for s in stories() if s["group"] == group]
    return found


def classic_stories() -> list[dict[str, Any]]:
    return [s for s in stories() if s["protocol"] == "classic"]


@functools.cache
def group_rows(group: str) -> dict[int, dict[str, Any]]:
    """kafkasniff groups' rows of a group, by generation (group epoch under KIP-848)."""
    return {r["generation"]: r for r in analyse(GROUPS, GroupsAnalysis()) if r["group"] == group}


def last_assignments(s: dict[str, Any]) -> dict[tuple[int, str], list[str]]:
    """(generation, member id) -> what the member held when the listener was last told of that generation."""
    return {(a["generation_id"], a["member_id"]): a["assignment"] for a in s["assigned"]}


def committed_offsets(e: DecodedExchange) -> dict[str, int]:
    return {
        f"{t.get('name') or e.fields['topic_ids'][t['topic_id']]}/{p['partition_index']}": p["committed_offset"]
        for t in e.fields["request"]["topics"]
        for p in t["partitions"]
    }


@pytest.mark.parametrize("s", stories(), ids=lambda s: s["group"])
def test_every_commit_a_member_reported_is_on_the_wire_with_its_member_id_and_generation(s: dict[str, Any]):
    for client_id in s["members"]:
        wire = exchanges_of(GROUPS, "OffsetCommit", client_id)
        assert [
            (
                e.fields["request"]["member_id"],
                e.fields["request"]["generation_id_or_member_epoch"],
                committed_offsets(e),
            )
            for e in wire
        ] == [(c["member_id"], c["generation_id"], c["offsets"]) for c in s["commits"] if c["client_id"] == client_id]
        assert {p["error_code"] for e in wire for t in e.fields["response"]["topics"] for p in t["partitions"]} == {0}
    modes = {c["client_id"]: c["mode"] for c in s["commits"]}
    assert modes == {f"{s['group']}-a": "sync", f"{s['group']}-b": "async"}


@pytest.mark.parametrize("s", stories(), ids=lambda s: s["group"])
def test_kafkasniff_commits_ends_each_partition_at_the_offset_the_members_committed(s: dict[str, Any]):
    rows = [r for r in analyse(GROUPS, CommitsAnalysis()) if r["group"] == s["group"]]
    assert {f"{r['topic']}/{r['partition']}": r["committed"] for r in rows} == s["committed"]
    commits = Counter(where for c in s["commits"] for where in c["offsets"])
    assert {f"{r['topic']}/{r['partition']}": r["commits"] for r in rows} == dict(commits)
    # the groups run one after the other: one done before the last produced more is stopped
    # behind the broker's log end, the last is caught up
    last = s["group"] == stories()[-1]["group"]
    assert {r["state"] for r in rows} == ({"caught-up"} if last else {"stopped"})
    assert all(r["broker_lag"] == r["high_watermark"] - r["committed"] for r in rows)
    assert {r["lag_status"] for r in rows} == ({"OK"} if last else {"STOP"})
    assert all(r["failed"] == {} for r in rows)
    members = {m for ids in s["members"].values() for m in ids}
    assert {m for r in rows for m in r["members"]} <= members


@pytest.mark.parametrize("s", classic_stories(), ids=lambda s: s["group"])
def test_kafkasniff_groups_has_each_classic_generation_with_the_assignments_the_listeners_were_told(
    s: dict[str, Any],
):
    rows = group_rows(s["group"])
    assert set(rows) == {a["generation_id"] for a in s["assigned"]}
    assert {r["protocol"] for r in rows.values()} == {s["assignor"]}
    for (generation, member), assignment in last_assignments(s).items():
        assert member in rows[generation]["members"]
        assert rows[generation]["assignments"].get(member, []) == assignment


def first_revocation(s: dict[str, Any]) -> dict[str, Any]:
    """What member a's listener was told when b joined."""
    return next(r for r in s["revoked"] if r["client_id"] == f"{s['group']}-a")


def test_the_eager_rebalance_revokes_everything_and_the_cooperative_one_only_what_moves():
    eager, coop = first_revocation(story("java-eager")), first_revocation(story("java-coop"))
    assert eager["partitions"] == eager["assignment"] and len(eager["partitions"]) == 4
    assert set(coop["partitions"]) < set(coop["assignment"])
    # the cooperative protocol needs a second generation for the revoked partitions to move
    assert len(group_rows("java-coop")) == len(group_rows("java-eager")) + 1


def test_kip848_members_own_at_each_epoch_what_their_listeners_were_told():
    s = story("java-848")
    rows = group_rows("java-848")
    assert {r["protocol"].split(" ")[0] for r in rows.values()} == {"consumer"}
    for (epoch, member), assignment in last_assignments(s).items():
        assert member in rows[epoch]["members"]
        assert rows[epoch]["owned"].get(member) == assignment


def test_kip848_heartbeats_hand_each_member_its_epoch_and_assignment_as_its_listener_saw_them():
    s = story("java-848")
    given: dict[str, list[tuple[int, list[str]]]] = defaultdict(list)
    for client_id in s["members"]:
        for e in exchanges_of(GROUPS, "ConsumerGroupHeartbeat", client_id):
            response = e.fields["response"]
            if response["assignment"] is not None:
                parts = sorted(
                    f"{e.fields['topic_ids'][t['topic_id']]}/{p}"
                    for t in response["assignment"]["topic_partitions"]
                    for p in t["partitions"]
                )
                given[client_id].append((response["member_epoch"], parts))
    # the listener is told after every reconciliation, revocations included (then with nothing added)
    told: dict[str, list[tuple[int, list[str]]]] = defaultdict(list)
    for a in s["assigned"]:
        told[a["client_id"]].append((a["generation_id"], a["assignment"]))
    assert given == told


def test_kip848_groups_shows_the_assignment_each_member_was_given_at_each_epoch():
    s = story("java-848")
    rows = group_rows("java-848")
    for (epoch, member), assignment in last_assignments(s).items():
        assert rows[epoch]["assignments"].get(member, []) == assignment


@pytest.mark.parametrize("s", stories(), ids=lambda s: s["group"])
def test_the_members_leave_in_the_order_they_reported(s: dict[str, Any]):
    if s["protocol"] == "classic":
        leaves = [
            (e.fields["client_id"], m["member_id"])
            for e in exchanges_of(GROUPS, "LeaveGroup")
            if e.fields["group"] == s["group"]
            for m in e.fields["request"]["members"]
        ]
    else:  # KIP-848: a heartbeat at epoch -1
        leaves = [
            (e.fields["client_id"], e.fields["request"]["member_id"])
            for e in exchanges_of(GROUPS, "ConsumerGroupHeartbeat")
            if e.fields["group"] == s["group"] and e.fields["request"]["member_epoch"] == -1
        ]
    assert leaves == [(left["client_id"], left["member_id"]) for left in s["left"]]


# --- java-share ---


def share_facts() -> dict[str, Any]:
    facts, _ = sample(SHARE)
    return facts


def share_client() -> str:
    (client,) = {a["client_id"] for a in share_facts()["left"]}
    return client


def test_the_share_consumer_speaks_the_share_group_apis_of_kip_932():
    client = share_client()
    for api in ("ShareGroupHeartbeat", "ShareFetch", "ShareAcknowledge"):
        found = exchanges_of(SHARE, api, client)
        assert found and all(e.fields["response"]["error_code"] == 0 for e in found), api
    # share groups are on in 4.4: the broker finalizes share.version
    finalized = {
        f["name"]: f["max_version_level"]
        for e in exchanges_of(SHARE, "ApiVersions", client)
        for f in e.fields["response"]["finalized_features"]
    }
    assert finalized["share.version"] >= 1


def test_every_acknowledgement_is_on_the_wire_with_the_type_the_program_gave():
    facts = share_facts()
    wire = []
    for api in ("ShareFetch", "ShareAcknowledge"):
        for e in exchanges_of(SHARE, api, share_client()):
            for topic in e.fields["request"]["topics"]:
                for part in topic["partitions"]:
                    for batch in part["acknowledgement_batches"]:
                        offsets = range(batch["first_offset"], batch["last_offset"] + 1)
                        types = batch["acknowledge_types"]
                        types = types * len(offsets) if len(types) == 1 else types
                        wire += [(e.exchange.request.ts, o, t) for o, t in zip(offsets, types, strict=True)]
    assert [(o, t) for _, o, t in sorted(wire)] == [(a["offset"], a["type_id"]) for a in facts["acknowledgements"]]
    # kafkasniff names the types as the Java client does
    assert {ACKNOWLEDGE_TYPES[a["type_id"]].upper() for a in facts["acknowledgements"]} == {
        "ACCEPT",
        "RELEASE",
        "REJECT",
    }
    assert all(ACKNOWLEDGE_TYPES[a["type_id"]].upper() == a["type"] for a in facts["acknowledgements"])


def test_the_released_record_is_acquired_again_with_delivery_count_two():
    deliveries = [
        (offset, acquired["delivery_count"])
        for e in exchanges_of(SHARE, "ShareFetch", share_client())
        for topic in e.fields["response"]["responses"]
        for part in topic["partitions"]
        for acquired in part["acquired_records"]
        for offset in range(acquired["first_offset"], acquired["last_offset"] + 1)
    ]
    facts = share_facts()
    assert deliveries == [(a["offset"], a["delivery_count"]) for a in facts["acknowledgements"]]
    (released,) = [a["offset"] for a in facts["acknowledgements"] if a["type"] == "RELEASE"]
    assert [d for o, d in deliveries if o == released] == [1, 2]


def test_kafkasniff_groups_counts_the_share_groups_acquisitions_and_acknowledgements():
    facts = share_facts()
    rows = [r for r in analyse(SHARE, GroupsAnalysis()) if r["group"] == facts["share_group"]]
    totals: Counter[str] = Counter()
    for row in rows:
        for counts in (row.get("deliveries") or {}).values():
            totals.update(counts)
    expected = Counter({t.lower(): n for t, n in facts["acknowledgement_counts"].items()})
    expected["acquired"] = len(facts["acknowledgements"])
    assert totals == expected
    assert {r["protocol"] for r in rows} == {"share"}
    # the member leaves with a heartbeat at epoch -1
    (member,) = {m for r in rows for m in r["members"]}
    assert rows[-1]["left"] == [member]
