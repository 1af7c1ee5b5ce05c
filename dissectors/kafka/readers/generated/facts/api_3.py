"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q1(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 1 > end:
        raise run_error(pos, end, kq3)
    pos += 1
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
            pos = struct_q1(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 3 > end:
        raise run_error(pos, end, kq5)
    pos += 3
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 3 > end:
        raise run_error(pos, end, kq5)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
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
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 3 > end:
        raise run_error(pos, end, kq5)
    pos += 3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 2 > end:
        raise run_error(pos, end, kq12)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq7(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kr2)
    pos += 4
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 10 > end:
        raise run_error(pos, end, kr6)
    v1 = kr7(buf, pos)
    L_error_code = v1[0]
    L_partition_index = v1[1]
    pos += 10
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kr2)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'rack', 'string', n4)
    else:
        pos += n4
    return pos


def struct_r14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos + 1 > end:
        raise run_error(pos, end, kr13)
    pos += 1
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'topics', n5)
    else:
        ctx.cost += n5 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'topics', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 10 > end:
        raise run_error(pos, end, kr6)
    v1 = kr7(buf, pos)
    L_error_code = v1[0]
    L_partition_index = v1[1]
    pos += 10
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos + 1 > end:
        raise run_error(pos, end, kr13)
    pos += 1
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr22)
    v1 = kr23(buf, pos)
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
    if pos + 4 > end:
        raise past_end(pos, 'replica_nodes', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_nodes', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replica_nodes', 'int32')
        pos += 4 * n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr_nodes', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr_nodes', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr_nodes', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'offline_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos + 1 > end:
        raise run_error(pos, end, kr13)
    pos += 1
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r24(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r26(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r25(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r28(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
    L_error_code = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'name', 'string', n3)
        L_name = None
    else:
        L_name = buf[pos : pos + n3].decode('utf-8', 'replace')
        if L_name is not None:
            out.names.append(L_name)
        pos += n3
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos + 1 > end:
        raise run_error(pos, end, kr13)
    pos += 1
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'partitions', n5)
    else:
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r24(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr27)
    pos += 4
    return pos


def struct_r30(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'brokers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'cluster_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r28(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr29)
    pos += 4
    return pos


def struct_r32(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kr2)
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
            raise sized_error(s3, pos, end, 'rack', 'string', n4)
    else:
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr22)
    v1 = kr23(buf, pos)
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
            raise count_error(s6, pos, end, 'offline_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'offline_replicas', 'int32')
        pos += 4 * n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r34(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
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
    if L_name is not None:
        topic = L_name
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos + 1 > end:
        raise run_error(pos, end, kr13)
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
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r33(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr27)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r35(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r32(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r34(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr29)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r36(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v1 = kr5(buf, pos)
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
        raise run_error(pos, end, kr13)
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
        ctx.cost += n5 * 2000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'partitions', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_r33(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr27)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r37(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r32(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr29)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r38(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r32(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


def struct_r39(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr17)
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
            raise count_error(s1, pos, end, 'brokers', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r32(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'cluster_id', 'string', n5)
    else:
        pos += n5
    if pos + 4 > end:
        raise run_error(pos, end, kr12)
    pos += 4
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 2 > end:
        raise run_error(pos, end, kr4)
    v9 = kr5(buf, pos)
    L_error_code = v9[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr31(buf, pos, end, out, ctx)
    return pos


kq3 = (('allow_auto_topic_creation', 'bool', 1),)
kq5 = (('allow_auto_topic_creation', 'bool', 1), ('include_cluster_authorized_operations', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
kq7 = tagged_section({}, None)
kq12 = (('allow_auto_topic_creation', 'bool', 1), ('include_topic_authorized_operations', 'bool', 1))
kr1 = (('node_id', 'int32', 4),)
kr2 = (('port', 'int32', 4),)
kr4 = (('error_code', 'int16', 2),)
kr5 = Struct('>h').unpack_from
kr6 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4))
kr7 = Struct('>hi4x').unpack_from
kr12 = (('controller_id', 'int32', 4),)
kr13 = (('is_internal', 'bool', 1),)
kr17 = (('throttle_time_ms', 'int32', 4),)
kr22 = (('error_code', 'int16', 2), ('partition_index', 'int32', 4), ('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
kr23 = Struct('>hi4x4x').unpack_from
kr27 = (('topic_authorized_operations', 'int32', 4),)
kr29 = (('cluster_authorized_operations', 'int32', 4),)
kr31 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q2,
    ('request', 1, None): struct_q2,
    ('request', 2, None): struct_q2,
    ('request', 3, None): struct_q2,
    ('request', 4, None): struct_q4,
    ('request', 5, None): struct_q4,
    ('request', 6, None): struct_q4,
    ('request', 7, None): struct_q4,
    ('request', 8, None): struct_q6,
    ('request', 9, None): struct_q9,
    ('request', 10, None): struct_q11,
    ('request', 11, None): struct_q13,
    ('request', 12, None): struct_q13,
    ('request', 13, None): struct_q13,
    ('response', 0, None): struct_r10,
    ('response', 1, None): struct_r15,
    ('response', 2, None): struct_r16,
    ('response', 3, None): struct_r18,
    ('response', 4, None): struct_r18,
    ('response', 5, None): struct_r21,
    ('response', 6, None): struct_r21,
    ('response', 7, None): struct_r26,
    ('response', 8, None): struct_r30,
    ('response', 9, None): struct_r35,
    ('response', 10, None): struct_r37,
    ('response', 11, None): struct_r38,
    ('response', 12, None): struct_r38,
    ('response', 13, None): struct_r39,
}
