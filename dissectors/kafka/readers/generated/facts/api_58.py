"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'request_data', 'bytes', n2)
    else:
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
            raise sized_error(s3, pos, end, 'request_principal', 'bytes', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'client_host_address', 'bytes', n6)
    else:
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'response_data', 'bytes', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v3 = kr2(buf, pos)
    L_error_code = v3[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


kq1 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr3 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('response', 0, None): struct_r4,
}
