"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'entity_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'entity_type', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, kq1)
    pos += 1
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'match', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'match', 'string', n4)
    else:
        pos += n4
    return pos


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'components', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'components', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kq3)
    pos += 1
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'entity_type', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, kq1)
    pos += 1
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'match', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'components', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kq3)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'entity_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'entity_type', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'entity_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'entity_name', 'string', n4)
    else:
        pos += n4
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'key', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'key', 'string', n2)
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, kr4)
    pos += 8
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'entity', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'entity', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'values', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'values', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'entries', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'entries', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'entity_type', 'string', n2)
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
            raise sized_error(s3, pos, end, 'entity_name', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    else:
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, kr4)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'entity', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'values', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'entries', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


kq1 = (('match_type', 'int8', 1),)
kq3 = (('strict', 'bool', 1),)
kq5 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr4 = (('value', 'float64', 8),)
kr8 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q4,
    ('request', 1, None): struct_q7,
    ('response', 0, None): struct_r7,
    ('response', 1, None): struct_r12,
}
