"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    v3 = kq3(buf, pos)
    L_partition_index = v3[0]
    pos += 4
    if L_topic_name is not None:
        topic = L_topic_name
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 9 > end:
        raise run_error(pos, end, kq1)
    pos += 9
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partitions', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'ungrouped_partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'ungrouped_partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_indexes', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_indexes', n4)
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partition_indexes', 'int32')
        pos += 4 * n4
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq6)
    pos += 17
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
            pos = struct_q7(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s3, pos, end, 'partition_indexes', n4)
    else:
        if pos + 4 * n4 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partition_indexes', 'int32')
        pos += 4 * n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq6)
    pos += 17
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
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    return pos


def struct_q15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 9 > end:
        raise run_error(pos, end, kq13)
    v1 = kq14(buf, pos)
    L_partition_index = v1[0]
    pos += 9
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if L_topic_name is not None:
        topic = L_topic_name
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q15(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq12)
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    return pos


def struct_q19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq18)
    pos += 17
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq9(buf, pos, end, out, ctx)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
    L_partition_index = v3[0]
    L_error_code = v3[1]
    pos += 6
    if L_topic_name is not None:
        topic = L_topic_name
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'partition_errors', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        L_topic_name = None
    else:
        L_topic_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_topic_name is not None:
            out.names.append(L_topic_name)
        pos += n2
    if pos + 6 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
    L_partition_index = v3[0]
    L_error_code = v3[1]
    pos += 6
    if L_topic_name is not None:
        topic = L_topic_name
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
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
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
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'partition_errors', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'partition_errors', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('delete_partitions', 'bool', 1))
kq2 = (('partition_index', 'int32', 4),)
kq3 = Struct('>i').unpack_from
kq6 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('delete_partitions', 'bool', 1))
kq9 = tagged_section({}, None)
kq12 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
kq13 = (('partition_index', 'int32', 4), ('leader_epoch', 'int32', 4), ('delete_partition', 'bool', 1))
kq14 = Struct('>i4x1x').unpack_from
kq18 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr3 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr4 = Struct('>ih').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q5,
    ('request', 1, None): struct_q8,
    ('request', 2, None): struct_q11,
    ('request', 3, None): struct_q17,
    ('request', 4, None): struct_q19,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r9,
    ('response', 3, None): struct_r9,
    ('response', 4, None): struct_r9,
}
