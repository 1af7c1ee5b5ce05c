"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        out['transactional_id'] = None
    else:
        out['transactional_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 10 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['producer_id'] = v3[0]
    out['producer_epoch'] = v3[1]
    pos += 10
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    return pos


def struct_5(buf, pos, end, out, ctx):
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
    if pos + 10 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['producer_id'] = v3[0]
    out['producer_epoch'] = v3[1]
    pos += 10
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    pos += 6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k2 = Struct('>qh').unpack_from
k4 = tagged_section({}, unknown_tag_json)
k6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k7 = Struct('>ih').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_3,
    ('request', 3): struct_5,
    ('request', 4): struct_5,
    ('response', 0): struct_8,
    ('response', 1): struct_8,
    ('response', 2): struct_8,
    ('response', 3): struct_9,
    ('response', 4): struct_9,
}
