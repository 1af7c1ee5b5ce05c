"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups_names', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups_names', n2)
        out['groups_names'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups_names', n2)
        a3 = []
        out['groups_names'] = a3
        for _ in range(n2):
            s4 = pos
            if pos + 2 > end:
                raise past_end(pos, 'groups_names', 'string length')
            n5 = unpack_int16(buf, pos)[0]
            pos += 2
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'groups_names', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups_names', n2)
        out['groups_names'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups_names', n2)
        a3 = []
        out['groups_names'] = a3
        for _ in range(n2):
            s4 = pos
            if pos < end and buf[pos] < 128:
                n5 = buf[pos] - 1
                pos += 1
            else:
                n5, pos = read_uvarint(buf, pos, end)
                n5 -= 1
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'groups_names', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['error_code'] = v3[0]
    pos += 2
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out['throttle_time_ms'] = v1[0]
    pos += 4
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_8(buf, pos, end, d6, ctx)
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
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['error_code'] = v3[0]
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_10(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v3 = k7(buf, pos)
    out['error_code'] = v3[0]
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out['error_message'] = None
    else:
        out['error_message'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
        out['results'] = None
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        a4 = []
        out['results'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_12(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k2 = tagged_section({}, unknown_tag_json)
k4 = (('throttle_time_ms', 'int32', 4),)
k5 = Struct('>i').unpack_from
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('request', 2): struct_3,
    ('request', 3): struct_3,
    ('response', 0): struct_9,
    ('response', 1): struct_9,
    ('response', 2): struct_11,
    ('response', 3): struct_13,
}
