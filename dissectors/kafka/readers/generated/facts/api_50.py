"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, read_uvarint, run_error, sized_error, tagged_section
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
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
            raise count_error(s1, pos, end, 'users', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 5 > end:
        raise run_error(pos, end, kr5)
    v1 = kr6(buf, pos)
    L_mechanism = v1[0]
    pos += 5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'user', 'string', n2)
    else:
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
    L_error_code = v3[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'credential_infos', n7)
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'credential_infos', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s4, pos, end, 'results', n5)
    else:
        ctx.cost += n5 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'results', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr3 = (('error_code', 'int16', 2),)
kr4 = Struct('>h').unpack_from
kr5 = (('mechanism', 'int8', 1), ('iterations', 'int32', 4))
kr6 = Struct('>b4x').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('response', 0, None): struct_r10,
}
