"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json


def struct_6(buf, pos, end, out, ctx):
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
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k3)
    v3 = k4(buf, pos)
    out['node_type'] = v3[0]
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'source_topics', n5)
        out['source_topics'] = None
    else:
        ctx.cost += n5 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'source_topics', n5)
        a6 = []
        out['source_topics'] = a6
        for _ in range(n5):
            s7 = pos
            if pos < end and buf[pos] < 128:
                n8 = buf[pos] - 1
                pos += 1
            else:
                n8, pos = read_uvarint(buf, pos, end)
                n8 -= 1
            if n8 < 0 or pos + n8 > end:
                if n8 != -1:
                    raise sized_error(s7, pos, end, 'source_topics', 'string', n8)
                a6.append(None)
            else:
                a6.append(buf[pos : pos + n8].decode('utf-8', 'replace'))
                pos += n8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'sink_topic', 'string', n10)
        out['sink_topic'] = None
    else:
        out['sink_topic'] = buf[pos : pos + n10].decode('utf-8', 'replace')
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'stores', n12)
        out['stores'] = None
    else:
        ctx.cost += n12 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'stores', n12)
        a13 = []
        out['stores'] = a13
        for _ in range(n12):
            s14 = pos
            if pos < end and buf[pos] < 128:
                n15 = buf[pos] - 1
                pos += 1
            else:
                n15, pos = read_uvarint(buf, pos, end)
                n15 -= 1
            if n15 < 0 or pos + n15 > end:
                if n15 != -1:
                    raise sized_error(s14, pos, end, 'stores', 'string', n15)
                a13.append(None)
            else:
                a13.append(buf[pos : pos + n15].decode('utf-8', 'replace'))
                pos += n15
    s16 = pos
    if pos < end and buf[pos] < 128:
        n17 = buf[pos] - 1
        pos += 1
    else:
        n17, pos = read_uvarint(buf, pos, end)
        n17 -= 1
    if n17 < 0 or n17 > end - pos:
        if n17 != -1:
            raise count_error(s16, pos, end, 'successors', n17)
        out['successors'] = None
    else:
        ctx.cost += n17 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s16, 'successors', n17)
        a18 = []
        out['successors'] = a18
        for _ in range(n17):
            s19 = pos
            if pos < end and buf[pos] < 128:
                n20 = buf[pos] - 1
                pos += 1
            else:
                n20, pos = read_uvarint(buf, pos, end)
                n20 -= 1
            if n20 < 0 or pos + n20 > end:
                if n20 != -1:
                    raise sized_error(s19, pos, end, 'successors', 'string', n20)
                a18.append(None)
            else:
                a18.append(buf[pos : pos + n20].decode('utf-8', 'replace'))
                pos += n20
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'subtopology_id', 'string', n2)
        out['subtopology_id'] = None
    else:
        out['subtopology_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise count_error(s3, pos, end, 'nodes', n4)
        out['nodes'] = None
    else:
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'nodes', n4)
        a5 = []
        out['nodes'] = a5
        for _ in range(n4):
            s6 = pos
            d7 = {}
            a5.append(d7)
            pos = struct_6(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    d2 = {}
    out['source'] = d2
    pos = struct_6(buf, pos, end, d2, ctx)
    s3 = pos
    d4 = {}
    out['processor'] = d4
    pos = struct_6(buf, pos, end, d4, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'subtopologies', n2)
        out['subtopologies'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'subtopologies', n2)
        a3 = []
        out['subtopologies'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_7(buf, pos, end, d5, ctx)
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'global_stores', n7)
        out['global_stores'] = None
    else:
        ctx.cost += n7 * 3750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'global_stores', n7)
        a8 = []
        out['global_stores'] = a8
        for _ in range(n7):
            s9 = pos
            d10 = {}
            a8.append(d10)
            pos = struct_8(buf, pos, end, d10, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out['topology_epoch'] = v5[0]
    pos += 4
    s6 = pos
    d7 = {}
    out['topology_description'] = d7
    pos = struct_9(buf, pos, end, d7, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k11)
    v1 = k12(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k1 = (('topology_epoch', 'int32', 4),)
k2 = Struct('>i').unpack_from
k3 = (('node_type', 'int8', 1),)
k4 = Struct('>b').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k11 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k12 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_10,
    ('response', 0): struct_13,
}
