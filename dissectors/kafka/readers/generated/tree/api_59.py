"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, uuid_text


def field_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
        out.append(Node('cluster_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('cluster_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('end_offset', 'int64', v1[0], pos + 0, 8, None, None))
    out.append(Node('epoch', 'int32', v1[1], pos + 8, 4, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    v1 = k3(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    c3 = []
    t4 = Node('snapshot_id', 'struct', None, s2, 0, c3, None)
    out.append(t4)
    pos = struct_8(buf, pos, end, c3, ctx)
    t4.length = pos - s2
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v5 = k10(buf, pos)
    out.append(Node('position', 'int64', v5[0], pos + 0, 8, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_11(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_12(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def field_15(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'replica_directory_id', 'uuid')
    out.append(Node('replica_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k4)
    v1 = k3(buf, pos)
    out.append(Node('partition', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('current_leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    c3 = []
    t4 = Node('snapshot_id', 'struct', None, s2, 0, c3, None)
    out.append(t4)
    pos = struct_8(buf, pos, end, c3, ctx)
    t4.length = pos - s2
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v5 = k10(buf, pos)
    out.append(Node('position', 'int64', v5[0], pos + 0, 8, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k16(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_17(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out.append(Node('replica_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('max_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_18(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k13(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k22)
    v1 = k3(buf, pos)
    out.append(Node('leader_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def field_24(buf, pos, end, out, ctx):
    s1 = pos
    c2 = []
    t3 = Node('current_leader', 'struct', None, s1, 0, c2, None)
    out.append(t3)
    pos = struct_23(buf, pos, end, c2, ctx)
    t3.length = pos - s1
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k25)
    v1 = k21(buf, pos)
    out.append(Node('index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    c3 = []
    t4 = Node('snapshot_id', 'struct', None, s2, 0, c3, None)
    out.append(t4)
    pos = struct_8(buf, pos, end, c3, ctx)
    t4.length = pos - s2
    if pos + 16 > end:
        raise run_error(pos, end, k26)
    v5 = k27(buf, pos)
    out.append(Node('size', 'int64', v5[0], pos + 0, 8, None, None))
    out.append(Node('position', 'int64', v5[1], pos + 8, 8, None, None))
    pos += 16
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'unaligned_records', 'records', n7)
        out.append(Node('unaligned_records', 'records', None, s6, pos - s6, None, None))
    else:
        ctx.records.append(Node('unaligned_records', 'records', buf[pos : pos + n7], s6, pos + n7 - s6, None, None))
        out.append(ctx.records[-1])
        pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k28(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('partitions', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_29(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_31(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k20)
    v1 = k21(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_30(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_36(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k32)
    v1 = k33(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 2 > end:
        raise run_error(pos, end, k34)
    v4 = k35(buf, pos)
    out.append(Node('port', 'uint16', v4[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def field_37(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'node_endpoints', n2)
        out.append(Node('node_endpoints', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'node_endpoints', n2)
        items3 = []
        a4 = Node('node_endpoints', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('node_endpoints', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_36(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_39(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k20)
    v1 = k21(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'topics', n3)
        out.append(Node('topics', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        items4 = []
        a5 = Node('topics', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('topics', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_30(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k38(buf, pos, end, out, ctx)
    return pos


k2 = (('replica_id', 'int32', 4), ('max_bytes', 'int32', 4))
k3 = Struct('>ii').unpack_from
k4 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4))
k5 = (('end_offset', 'int64', 8), ('epoch', 'int32', 4))
k6 = Struct('>qi').unpack_from
k7 = tagged_section({}, unknown_tag_node)
k9 = (('position', 'int64', 8),)
k10 = Struct('>q').unpack_from
k13 = tagged_section({0: ('cluster_id', field_1)}, unknown_tag_node)
k16 = tagged_section({0: ('replica_directory_id', field_15)}, unknown_tag_node)
k20 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k21 = Struct('>ih').unpack_from
k22 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k25 = (('index', 'int32', 4), ('error_code', 'int16', 2))
k26 = (('size', 'int64', 8), ('position', 'int64', 8))
k27 = Struct('>qq').unpack_from
k28 = tagged_section({0: ('current_leader', field_24)}, unknown_tag_node)
k32 = (('node_id', 'int32', 4),)
k33 = Struct('>i').unpack_from
k34 = (('port', 'uint16', 2),)
k35 = Struct('>H').unpack_from
k38 = tagged_section({0: ('node_endpoints', field_37)}, unknown_tag_node)

READERS = {
    ('request', 0): struct_14,
    ('request', 1): struct_19,
    ('response', 0): struct_31,
    ('response', 1): struct_39,
}
