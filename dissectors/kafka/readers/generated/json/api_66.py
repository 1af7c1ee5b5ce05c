"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int64


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'state_filters', n2)
        out['state_filters'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        a3 = []
        out['state_filters'] = a3
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
                    raise sized_error(s4, pos, end, 'state_filters', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'producer_id_filters', n7)
        out['producer_id_filters'] = None
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'producer_id_filters', n7)
        a8 = []
        out['producer_id_filters'] = a8
        for _ in range(n7):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            a8.append(unpack_int64(buf, pos)[0])
            pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'state_filters', n2)
        out['state_filters'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        a3 = []
        out['state_filters'] = a3
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
                    raise sized_error(s4, pos, end, 'state_filters', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'producer_id_filters', n7)
        out['producer_id_filters'] = None
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'producer_id_filters', n7)
        a8 = []
        out['producer_id_filters'] = a8
        for _ in range(n7):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            a8.append(unpack_int64(buf, pos)[0])
            pos += 8
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['duration_filter'] = v9[0]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'state_filters', n2)
        out['state_filters'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        a3 = []
        out['state_filters'] = a3
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
                    raise sized_error(s4, pos, end, 'state_filters', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'producer_id_filters', n7)
        out['producer_id_filters'] = None
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'producer_id_filters', n7)
        a8 = []
        out['producer_id_filters'] = a8
        for _ in range(n7):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            a8.append(unpack_int64(buf, pos)[0])
            pos += 8
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    v9 = k4(buf, pos)
    out['duration_filter'] = v9[0]
    pos += 8
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'transactional_id_pattern', 'string', n11)
        out['transactional_id_pattern'] = None
    else:
        out['transactional_id_pattern'] = buf[pos : pos + n11].decode('utf-8', 'replace')
        pos += n11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k9)
    v3 = k4(buf, pos)
    out['producer_id'] = v3[0]
    pos += 8
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'transaction_state', 'string', n5)
        out['transaction_state'] = None
    else:
        out['transaction_state'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
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
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'unknown_state_filters', n3)
        out['unknown_state_filters'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'unknown_state_filters', n3)
        a4 = []
        out['unknown_state_filters'] = a4
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
                    raise sized_error(s5, pos, end, 'unknown_state_filters', 'string', n6)
                a4.append(None)
            else:
                a4.append(buf[pos : pos + n6].decode('utf-8', 'replace'))
                pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'transaction_states', n8)
        out['transaction_states'] = None
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'transaction_states', n8)
        a9 = []
        out['transaction_states'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_10(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
k3 = (('duration_filter', 'int64', 8),)
k4 = Struct('>q').unpack_from
k7 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k8 = Struct('>ih').unpack_from
k9 = (('producer_id', 'int64', 8),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_5,
    ('request', 2): struct_6,
    ('response', 0): struct_11,
    ('response', 1): struct_11,
    ('response', 2): struct_11,
}
