"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out['broker_id'] = v1[0]
    pos += 4
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
    pos += 12
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out['broker_id'] = v1[0]
    out['broker_epoch'] = v1[1]
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v3 = k2(buf, pos)
    out['partition_index'] = v3[0]
    pos += 4
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'remaining_partitions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'remaining_partitions', n3)
        out['remaining_partitions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'remaining_partitions', n3)
        a4 = []
        out['remaining_partitions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_12(buf, pos, end, d6, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out['topic_name'] = None
    else:
        out['topic_name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v3 = k2(buf, pos)
    out['partition_index'] = v3[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'remaining_partitions', n3)
        out['remaining_partitions'] = None
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'remaining_partitions', n3)
        a4 = []
        out['remaining_partitions'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_14(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


k1 = (('broker_id', 'int32', 4),)
k2 = Struct('>i').unpack_from
k4 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k5 = Struct('>iq').unpack_from
k7 = tagged_section({}, unknown_tag_json)
k9 = (('error_code', 'int16', 2),)
k10 = Struct('>h').unpack_from
k11 = (('partition_index', 'int32', 4),)

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_6,
    ('request', 3): struct_8,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
    ('response', 2): struct_13,
    ('response', 3): struct_15,
}
