"""Per-version layouts back to versioned declarations: whatever the sources, reading the
declarations at a version gives that version's layout."""

from __future__ import annotations

from scripts.kafka_layouts import FieldLayout as L
from scripts.kafka_layouts import V, project, synthesize


def test_fields_that_come_and_go_keep_their_order_and_versions():
    layouts = {
        0: (L("a", "int32"), L("c", "string")),
        1: (L("a", "int32"), L("b", "int64"), L("c", "string", nullable=True)),
        2: (L("b", "int64"), L("c", "string", nullable=True), L("t", "int32", tag=0)),
    }
    fields = synthesize(layouts, newest=2)
    assert [(f["name"], f["versions"]) for f in fields] == [("a", V(0, 1)), ("b", V(1)), ("c", V(0)), ("t", V(2))]
    assert fields[2]["nullable"] == V(1) and fields[3]["tagged"] == V(2) and fields[3]["tag"] == 0
    assert all(project(fields, v) == layouts[v] for v in layouts)


def test_a_field_whose_type_changes_is_two_declarations():
    layouts = {0: (L("id", "int32"),), 1: (L("id", "int64"),)}
    fields = synthesize(layouts, newest=1)
    assert [(f["type"], f["versions"]) for f in fields] == [("int32", V(0, 0)), ("int64", V(1))]
    assert all(project(fields, v) == layouts[v] for v in layouts)


def test_struct_members_are_merged_version_by_version():
    layouts = {
        0: (L("topics", "[]struct", children=(L("name", "string", entity="topicName"),)),),
        1: (L("topics", "[]struct", children=(L("topic_id", "uuid"),)),),
    }
    fields = synthesize(layouts, newest=1)
    members = fields[0]["children"]
    assert [(m["name"], m["versions"]) for m in members] == [("name", V(0, 0)), ("topic_id", V(1))]
    assert members[0]["entity"] == "topicName"
    assert all(project(fields, v) == layouts[v] for v in layouts)
