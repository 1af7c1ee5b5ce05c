"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kq1)
    pos += 1
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'resource_name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configuration_keys', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'configuration_keys', n4)
    else:
        for _ in range(n4):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'configuration_keys', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'configuration_keys', 'string', n6)
            else:
                pos += n6
    return pos


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kq4)
    pos += 1
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'resources', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 2 > end:
        raise run_error(pos, end, kq6)
    pos += 2
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kq1)
    pos += 1
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'configuration_keys', n4)
    else:
        for _ in range(n4):
            s5 = pos
            if pos < end and buf[pos] < 128:
                n6 = buf[pos] - 1
                pos += 1
            else:
                n6, pos = read_uvarint(buf, pos, end)
                n6 -= 1
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'configuration_keys', 'string', n6)
            else:
                pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'resources', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 2 > end:
        raise run_error(pos, end, kq6)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, kr5)
    pos += 3
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, kr4)
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'configs', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'results', n2)
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 1 > end:
        raise run_error(pos, end, kr10)
    pos += 1
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, kr9)
    pos += 3
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'synonyms', n6)
    else:
        for _ in range(n6):
            s7 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, kr4)
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'configs', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'results', n2)
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'value', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, kr9)
    pos += 3
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'synonyms', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'synonyms', n6)
    else:
        for _ in range(n6):
            s7 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kr15)
    pos += 1
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'documentation', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'documentation', 'string', n9)
    else:
        pos += n9
    return pos


def struct_r17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
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
    if pos + 1 > end:
        raise run_error(pos, end, kr4)
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'configs', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'configs', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_r16(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'results', n2)
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 1 > end:
        raise run_error(pos, end, kr10)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr19(buf, pos, end, out, ctx)
    return pos


def struct_r21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'value', 'string', n4)
    else:
        pos += n4
    if pos + 3 > end:
        raise run_error(pos, end, kr9)
    pos += 3
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'synonyms', n6)
    else:
        for _ in range(n6):
            s7 = pos
            pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 1 > end:
        raise run_error(pos, end, kr15)
    pos += 1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'documentation', 'string', n9)
    else:
        pos += n9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr19(buf, pos, end, out, ctx)
    return pos


def struct_r22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
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
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos + 1 > end:
        raise run_error(pos, end, kr4)
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
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
            raise count_error(s6, pos, end, 'configs', n7)
    else:
        for _ in range(n7):
            s8 = pos
            pos = struct_r21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr19(buf, pos, end, out, ctx)
    return pos


def struct_r23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
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
            raise count_error(s1, pos, end, 'results', n2)
    else:
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr19(buf, pos, end, out, ctx)
    return pos


kq1 = (('resource_type', 'int8', 1),)
kq4 = (('include_synonyms', 'bool', 1),)
kq6 = (('include_synonyms', 'bool', 1), ('include_documentation', 'bool', 1))
kq8 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('error_code', 'int16', 2),)
kr3 = Struct('>h').unpack_from
kr4 = (('resource_type', 'int8', 1),)
kr5 = (('read_only', 'bool', 1), ('is_default', 'bool', 1), ('is_sensitive', 'bool', 1))
kr9 = (('read_only', 'bool', 1), ('config_source', 'int8', 1), ('is_sensitive', 'bool', 1))
kr10 = (('source', 'int8', 1),)
kr15 = (('config_type', 'int8', 1),)
kr19 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('request', 1, None): struct_q5,
    ('request', 2, None): struct_q5,
    ('request', 3, None): struct_q7,
    ('request', 4, None): struct_q10,
    ('response', 0, None): struct_r8,
    ('response', 1, None): struct_r14,
    ('response', 2, None): struct_r14,
    ('response', 3, None): struct_r18,
    ('response', 4, None): struct_r23,
}
