"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


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
        L_name = None
    else:
        L_name = buf[pos : pos + n2].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n2
    if L_name is not None:
        topic = L_name
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kq4)
    v3 = kq5(buf, pos)
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
        pos = kq1(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q2(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq3)
    pos += 4
    s4 = pos
    if pos >= end:
        raise past_end(pos, 'cursor', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq1(buf, pos, end, out, ctx)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr5)
    v1 = kr6(buf, pos)
    L_error_code = v1[0]
    L_partition_index = v1[1]
    pos += 14
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
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
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'eligible_leader_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'eligible_leader_replicas', 'int32')
        pos += 4 * n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'last_known_elr', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'last_known_elr', 'int32')
        pos += 4 * n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'offline_replicas', n11)
    else:
        if pos + 4 * n11 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_name is not None:
        topic = L_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
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
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr9)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise run_error(pos, end, kr11)
    v3 = kr12(buf, pos)
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
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos >= end:
        raise past_end(pos, 'next_cursor', 'struct presence byte')
    if buf[pos] >= 128:
        pos += 1
    else:
        pos += 1
        pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = tagged_section({}, None)
kq3 = (('response_partition_limit', 'int32', 4),)
kq4 = (('partition_index', 'int32', 4),)
kq5 = Struct('>i').unpack_from
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('error_code', 'int16', 2),)
kr3 = Struct('>h').unpack_from
kr4 = (('is_internal', 'bool', 1),)
kr5 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
kr6 = Struct('>hi4x4x').unpack_from
kr7 = tagged_section({}, None)
kr9 = (('topic_authorized_operations', 'int32', 4),)
kr11 = (('partition_index', 'int32', 4),)
kr12 = Struct('>i').unpack_from

READERS = {
    ('request', 0, None): struct_q7,
    ('response', 0, None): struct_r14,
}
