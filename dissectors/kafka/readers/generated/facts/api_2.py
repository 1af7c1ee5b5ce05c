"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq2)
    v1 = kq3(buf, pos)
    L_partition_index = v1[0]
    pos += 16
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
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
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 12 > end:
        raise run_error(pos, end, kq7)
    v1 = kq8(buf, pos)
    L_partition_index = v1[0]
    pos += 12
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
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
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 5 > end:
        raise run_error(pos, end, kq12)
    pos += 5
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
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq14)
    v1 = kq15(buf, pos)
    L_partition_index = v1[0]
    pos += 16
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 5 > end:
        raise run_error(pos, end, kq12)
    pos += 5
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
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq14)
    v1 = kq15(buf, pos)
    L_partition_index = v1[0]
    pos += 16
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq19(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q20(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq19(buf, pos, end, out, ctx)
    return pos


def struct_q22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 5 > end:
        raise run_error(pos, end, kq12)
    pos += 5
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
            pos = struct_q21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq19(buf, pos, end, out, ctx)
    return pos


def struct_q24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 5 > end:
        raise run_error(pos, end, kq12)
    pos += 5
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
            pos = struct_q21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq23)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq19(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 6
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'old_style_offsets', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'old_style_offsets', n3)
    else:
        if pos + 8 * n3 > end:
            raise past_end(pos + (end - pos) // 8 * 8, 'old_style_offsets', 'int64')
        pos += 8 * n3
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 22 > end:
        raise run_error(pos, end, kr6)
    v1 = kr7(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    L_offset = v1[2]
    pos += 22
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_partition_index, L_offset))
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr11)
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
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 26 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    L_offset = v1[2]
    pos += 26
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_partition_index, L_offset))
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
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr11)
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
            pos = struct_r16(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 26 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    L_offset = v1[2]
    pos += 26
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr18(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, L_offset))
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
        ctx.cost += n4 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr18(buf, pos, end, out, ctx)
    return pos


def struct_r21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr18(buf, pos, end, out, ctx)
    return pos


kq1 = (('replica_id', 'int32', 4),)
kq2 = (('partition_index', 'int32', 4), ('timestamp', 'int64', 8), ('max_num_offsets', 'int32', 4))
kq3 = Struct('>i8x4x').unpack_from
kq7 = (('partition_index', 'int32', 4), ('timestamp', 'int64', 8))
kq8 = Struct('>i8x').unpack_from
kq12 = (('replica_id', 'int32', 4), ('isolation_level', 'int8', 1))
kq14 = (('partition_index', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('timestamp', 'int64', 8))
kq15 = Struct('>i4x8x').unpack_from
kq19 = tagged_section({}, None)
kq23 = (('timeout_ms', 'int32', 4),)
kr1 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>ih').unpack_from
kr6 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('timestamp', 'int64', 8), ('offset', 'int64', 8))
kr7 = Struct('>ih8xq').unpack_from
kr11 = (('throttle_time_ms', 'int32', 4),)
kr13 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('timestamp', 'int64', 8), ('offset', 'int64', 8), ('leader_epoch', 'int32', 4))
kr14 = Struct('>ih8xq4x').unpack_from
kr18 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q6,
    ('request', 1, None): struct_q11,
    ('request', 2, None): struct_q13,
    ('request', 3, None): struct_q13,
    ('request', 4, None): struct_q18,
    ('request', 5, None): struct_q18,
    ('request', 6, None): struct_q22,
    ('request', 7, None): struct_q22,
    ('request', 8, None): struct_q22,
    ('request', 9, None): struct_q22,
    ('request', 10, None): struct_q24,
    ('request', 11, None): struct_q24,
    ('response', 0, 'offset'): struct_r5,
    ('response', 1, 'offset'): struct_r10,
    ('response', 2, 'offset'): struct_r12,
    ('response', 3, 'offset'): struct_r12,
    ('response', 4, 'offset'): struct_r17,
    ('response', 5, 'offset'): struct_r17,
    ('response', 6, 'offset'): struct_r21,
    ('response', 7, 'offset'): struct_r21,
    ('response', 8, 'offset'): struct_r21,
    ('response', 9, 'offset'): struct_r21,
    ('response', 10, 'offset'): struct_r21,
    ('response', 11, 'offset'): struct_r21,
}
