"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    v1 = kq2(buf, pos)
    L_partition_index = v1[0]
    L_offset = v1[1]
    pos += 12
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, L_offset))
    return pos


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq5)
    pos += 4
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    v1 = kq2(buf, pos)
    L_partition_index = v1[0]
    L_offset = v1[1]
    pos += 12
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, L_offset))
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq5)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 14
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
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
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 14
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
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
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('partition_index', 'int32', 4), ('offset', 'int64', 8))
kq2 = Struct('>iq').unpack_from
kq5 = (('timeout_ms', 'int32', 4),)
kq7 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('partition_index', 'int32', 4), ('low_watermark', 'int64', 8), ('error_code', 'int16', 2))
kr3 = Struct('>i8xh').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, 'offset'): struct_q6,
    ('request', 1, 'offset'): struct_q6,
    ('request', 2, 'offset'): struct_q10,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r10,
}
