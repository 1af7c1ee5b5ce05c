"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, tagged_section, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 4 > end:
        raise run_error(pos, end, kq3)
    v1 = kq4(buf, pos)
    L_partition_index = v1[0]
    pos += 4
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
    else:
        ctx.cost += n2 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq2)
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    pos += 12
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'directories', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'directories', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq5(buf, pos, end, out, ctx)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 6
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kr3)
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s2, pos, end, 'directories', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'directories', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    return pos


kq1 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
kq2 = (('id', 'uuid', 16),)
kq3 = (('partition_index', 'int32', 4),)
kq4 = Struct('>i').unpack_from
kq5 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>4xh').unpack_from
kr3 = (('id', 'uuid', 16),)
kr4 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr5 = Struct('>ih').unpack_from
kr6 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q9,
    ('response', 0, None): struct_r10,
}
