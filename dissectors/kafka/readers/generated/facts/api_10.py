"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q1(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    return pos


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 1 > end:
        raise run_error(pos, end, kq2)
    pos += 1
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 1 > end:
        raise run_error(pos, end, kq2)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq4(buf, pos, end, out, ctx)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kq2)
    pos += 1
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'coordinator_keys', n2)
    else:
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'coordinator_keys', 'string', n4)
            else:
                pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq4(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
    else:
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, kr3)
    pos += 4
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr5)
    v1 = kr6(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, kr7)
    pos += 4
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'host', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr3)
    pos += 4
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr5)
    v1 = kr6(buf, pos)
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
    if pos + 4 > end:
        raise run_error(pos, end, kr7)
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
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr3)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 4 > end:
        raise run_error(pos, end, kr7)
    pos += 4
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'host', 'string', n4)
    else:
        pos += n4
    if pos + 6 > end:
        raise run_error(pos, end, kr12)
    v5 = kr6(buf, pos)
    L_error_code = v5[0]
    pos += 6
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'error_message', 'string', n7)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


def struct_r14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr11)
    pos += 4
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'coordinators', n2)
    else:
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'coordinators', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr9(buf, pos, end, out, ctx)
    return pos


kq2 = (('key_type', 'int8', 1),)
kq4 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2), ('node_id', 'int32', 4))
kr2 = Struct('>h4x').unpack_from
kr3 = (('port', 'int32', 4),)
kr5 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr6 = Struct('>4xh').unpack_from
kr7 = (('node_id', 'int32', 4),)
kr9 = tagged_section({}, None)
kr11 = (('throttle_time_ms', 'int32', 4),)
kr12 = (('port', 'int32', 4), ('error_code', 'int16', 2))

READERS = {
    ('request', 0, None): struct_q1,
    ('request', 1, None): struct_q3,
    ('request', 2, None): struct_q3,
    ('request', 3, None): struct_q5,
    ('request', 4, None): struct_q6,
    ('request', 5, None): struct_q6,
    ('request', 6, None): struct_q6,
    ('response', 0, None): struct_r4,
    ('response', 1, None): struct_r8,
    ('response', 2, None): struct_r8,
    ('response', 3, None): struct_r10,
    ('response', 4, None): struct_r14,
    ('response', 5, None): struct_r14,
    ('response', 6, None): struct_r14,
}
