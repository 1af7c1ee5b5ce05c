"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q2(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq1)
    pos += 4
    return pos


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq3)
    pos += 12
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq3)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
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
    if pos + 4 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
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
        raise past_end(pos, 'remaining_partitions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'remaining_partitions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'remaining_partitions', n3)
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
    if pos + 4 > end:
        raise run_error(pos, end, kr3)
    v3 = kr4(buf, pos)
    L_partition_index = v3[0]
    pos += 4
    if L_topic_name is not None:
        topic = L_topic_name
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
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
            raise count_error(s2, pos, end, 'remaining_partitions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'remaining_partitions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('broker_id', 'int32', 4),)
kq3 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
kq5 = tagged_section({}, None)
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr3 = (('partition_index', 'int32', 4),)
kr4 = Struct('>i').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q4,
    ('request', 3, None): struct_q6,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r6,
    ('response', 3, None): struct_r9,
}
