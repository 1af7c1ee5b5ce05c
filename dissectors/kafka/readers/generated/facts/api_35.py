"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q1(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        L_topic = None
    else:
        L_topic = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic is not None:
            out.names.append(L_topic)
        pos += n2
    if L_topic is not None:
        topic = L_topic
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    return pos


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q1(buf, pos, end, out, ctx, topic, partition, open_)
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
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        L_topic = None
    else:
        L_topic = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic is not None:
            out.names.append(L_topic)
        pos += n2
    if L_topic is not None:
        topic = L_topic
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
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq3(buf, pos, end, out, ctx)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 21 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_partition_index = v1[0]
    pos += 21
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r6(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'log_dir', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'log_dir', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 21 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_partition_index = v1[0]
    pos += 21
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
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
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'log_dir', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr15)
    v1 = kr16(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
    else:
        ctx.cost += n3 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'log_dir', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 16 > end:
        raise run_error(pos, end, kr18)
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr15)
    v1 = kr16(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
    else:
        ctx.cost += n3 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'log_dir', 'string', n3)
    else:
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 17 > end:
        raise run_error(pos, end, kr21)
    pos += 17
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr15)
    v1 = kr16(buf, pos)
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
            raise count_error(s2, pos, end, 'results', n3)
    else:
        ctx.cost += n3 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'results', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


kq3 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('error_code', 'int16', 2),)
kr3 = Struct('>h').unpack_from
kr4 = (('partition_index', 'int32', 4), ('partition_size', 'int64', 8), ('offset_lag', 'int64', 8), ('is_future_key', 'bool', 1))
kr5 = Struct('>i8x8x1x').unpack_from
kr10 = tagged_section({}, None)
kr15 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr16 = Struct('>4xh').unpack_from
kr18 = (('total_bytes', 'int64', 8), ('usable_bytes', 'int64', 8))
kr21 = (('total_bytes', 'int64', 8), ('usable_bytes', 'int64', 8), ('is_cordoned', 'bool', 1))

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q5,
    ('request', 3, None): struct_q5,
    ('request', 4, None): struct_q5,
    ('request', 5, None): struct_q5,
    ('response', 0, None): struct_r9,
    ('response', 1, None): struct_r9,
    ('response', 2, None): struct_r14,
    ('response', 3, None): struct_r17,
    ('response', 4, None): struct_r20,
    ('response', 5, None): struct_r23,
}
