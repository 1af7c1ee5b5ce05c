"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'key', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
        out['key'] = None
    else:
        out['key'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'key', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
        out['key'] = None
    else:
        out['key'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    v3 = k3(buf, pos)
    out['key_type'] = v3[0]
    pos += 1
    return pos


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
            raise sized_error(s1, pos, end, 'key', 'string', n2)
        out['key'] = None
    else:
        out['key'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    v3 = k3(buf, pos)
    out['key_type'] = v3[0]
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out['key_type'] = v1[0]
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'coordinator_keys', n3)
        out['coordinator_keys'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'coordinator_keys', n3)
        a4 = []
        out['coordinator_keys'] = a4
        for _ in range(n3):
            s5 = pos
            if pos < end and buf[pos] < 128:
                n6 = buf[pos] - 1
                pos += 1
            else:
                n6, pos = read_uvarint(buf, pos, end)
                n6 -= 1
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'coordinator_keys', 'string', n6)
                a4.append(None)
            else:
                a4.append(buf[pos : pos + n6].decode('utf-8', 'replace'))
                pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k8)
    v1 = k9(buf, pos)
    out['error_code'] = v1[0]
    out['node_id'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k10)
    v4 = k11(buf, pos)
    out['port'] = v4[0]
    pos += 4
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v4 = k11(buf, pos)
    out['node_id'] = v4[0]
    pos += 4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'host', 'string', n6)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k10)
    v7 = k11(buf, pos)
    out['port'] = v7[0]
    pos += 4
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v4 = k11(buf, pos)
    out['node_id'] = v4[0]
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'host', 'string', n6)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if pos + 4 > end:
        raise run_error(pos, end, k10)
    v7 = k11(buf, pos)
    out['port'] = v7[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
        out['key'] = None
    else:
        out['key'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v3 = k11(buf, pos)
    out['node_id'] = v3[0]
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'host', 'string', n5)
        out['host'] = None
    else:
        out['host'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 6 > end:
        raise run_error(pos, end, k19)
    v6 = k14(buf, pos)
    out['port'] = v6[0]
    out['error_code'] = v6[1]
    pos += 6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'error_message', 'string', n8)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k18)
    v1 = k11(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'coordinators', n3)
        out['coordinators'] = None
    else:
        ctx.cost += n3 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'coordinators', n3)
        a4 = []
        out['coordinators'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_20(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k2 = (('key_type', 'int8', 1),)
k3 = Struct('>b').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k8 = (('error_code', 'int16', 2), ('node_id', 'int32', 4))
k9 = Struct('>hi').unpack_from
k10 = (('port', 'int32', 4),)
k11 = Struct('>i').unpack_from
k13 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k14 = Struct('>ih').unpack_from
k15 = (('node_id', 'int32', 4),)
k18 = (('throttle_time_ms', 'int32', 4),)
k19 = (('port', 'int32', 4), ('error_code', 'int16', 2))

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_4,
    ('request', 2): struct_4,
    ('request', 3): struct_6,
    ('request', 4): struct_7,
    ('request', 5): struct_7,
    ('request', 6): struct_7,
    ('response', 0): struct_12,
    ('response', 1): struct_16,
    ('response', 2): struct_16,
    ('response', 3): struct_17,
    ('response', 4): struct_21,
    ('response', 5): struct_21,
    ('response', 6): struct_21,
}
