"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'hmac', 'bytes', n2)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n2])
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['renew_period_ms'] = v3[0]
    pos += 8
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
            raise sized_error(s1, pos, end, 'hmac', 'bytes', n2)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n2])
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['renew_period_ms'] = v3[0]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['error_code'] = v1[0]
    out['expiry_timestamp_ms'] = v1[1]
    out['throttle_time_ms'] = v1[2]
    pos += 14
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 14 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['error_code'] = v1[0]
    out['expiry_timestamp_ms'] = v1[1]
    out['throttle_time_ms'] = v1[2]
    pos += 14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k1 = (('renew_period_ms', 'int64', 8),)
k2 = Struct('>q').unpack_from
k4 = tagged_section({}, unknown_tag_json)
k6 = (('error_code', 'int16', 2), ('expiry_timestamp_ms', 'int64', 8), ('throttle_time_ms', 'int32', 4))
k7 = Struct('>hqi').unpack_from

READERS = {
    ('request', 0): struct_3,
    ('request', 1): struct_3,
    ('request', 2): struct_5,
    ('response', 0): struct_8,
    ('response', 1): struct_8,
    ('response', 2): struct_9,
}
