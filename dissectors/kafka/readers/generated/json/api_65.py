"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32


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
            raise count_error(s1, pos, end, 'transactional_ids', n2)
        out['transactional_ids'] = None
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'transactional_ids', n2)
        a3 = []
        out['transactional_ids'] = a3
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
                    raise sized_error(s4, pos, end, 'transactional_ids', 'string', n5)
                a3.append(None)
            else:
                a3.append(buf[pos : pos + n5].decode('utf-8', 'replace'))
                pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out['topic'] = None
    else:
        out['topic'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['partitions'] = None
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        a5 = []
        out['partitions'] = a5
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            a5.append(unpack_int32(buf, pos)[0])
            pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'transactional_id', 'string', n3)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
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
    if pos + 22 > end:
        raise run_error(pos, end, k7)
    v6 = k8(buf, pos)
    out['transaction_timeout_ms'] = v6[0]
    out['transaction_start_time_ms'] = v6[1]
    out['producer_id'] = v6[2]
    out['producer_epoch'] = v6[3]
    pos += 22
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
        out['topics'] = None
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        a9 = []
        out['topics'] = a9
        for _ in range(n8):
            s10 = pos
            d11 = {}
            a9.append(d11)
            pos = struct_9(buf, pos, end, d11, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
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
            raise count_error(s2, pos, end, 'transaction_states', n3)
        out['transaction_states'] = None
    else:
        ctx.cost += n3 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'transaction_states', n3)
        a4 = []
        out['transaction_states'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_10(buf, pos, end, d6, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_json)
k3 = (('throttle_time_ms', 'int32', 4),)
k4 = Struct('>i').unpack_from
k5 = (('error_code', 'int16', 2),)
k6 = Struct('>h').unpack_from
k7 = (('transaction_timeout_ms', 'int32', 4), ('transaction_start_time_ms', 'int64', 8), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k8 = Struct('>iqqh').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('response', 0): struct_11,
}
