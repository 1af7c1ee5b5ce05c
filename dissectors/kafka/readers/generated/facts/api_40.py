"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'hmac', 'bytes', n2)
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, kq1)
    pos += 8
    return pos


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, kq1)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 14 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 14
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 14 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 14
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr4(buf, pos, end, out, ctx)
    return pos


kq1 = (('expiry_time_period_ms', 'int64', 8),)
kq3 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2), ('expiry_timestamp_ms', 'int64', 8), ('throttle_time_ms', 'int32', 4))
kr2 = Struct('>h8x4x').unpack_from
kr4 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q4,
    ('response', 0, None): struct_r3,
    ('response', 1, None): struct_r3,
    ('response', 2, None): struct_r5,
}
