"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resource_types', n2)
    else:
        if pos + 1 * n2 > end:
            raise past_end(pos + (end - pos) // 1 * 1, 'resource_types', 'int8')
        pos += 1 * n2
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
            raise sized_error(s1, pos, end, 'resource_name', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'config_resources', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'resource_name', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, kr6)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'config_resources', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr3(buf, pos, end, out, ctx)
    return pos


kq1 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr3 = tagged_section({}, None)
kr6 = (('resource_type', 'int8', 1),)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q3,
    ('response', 0, None): struct_r5,
    ('response', 1, None): struct_r8,
}
