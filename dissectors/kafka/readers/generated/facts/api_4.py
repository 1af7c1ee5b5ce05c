"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 16 > end:
        raise run_error(pos, end, kq2)
    v3 = kq3(buf, pos)
    L_partition_index = v3[0]
    pos += 16
    if L_topic_name is not None:
        topic = L_topic_name
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n5
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n7
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'host_name', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kq7)
    pos += 4
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kq1)
    pos += 8
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'ungrouped_partition_states', n2)
    else:
        ctx.cost += n2 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'ungrouped_partition_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 16 > end:
        raise run_error(pos, end, kq2)
    v3 = kq3(buf, pos)
    L_partition_index = v3[0]
    pos += 16
    if L_topic_name is not None:
        topic = L_topic_name
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'isr', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n5
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n7
    if pos + 1 > end:
        raise run_error(pos, end, kq10)
    pos += 1
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kq1)
    pos += 8
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'ungrouped_partition_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'ungrouped_partition_states', n2)
    else:
        ctx.cost += n2 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'ungrouped_partition_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q11(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    if pos + 1 > end:
        raise run_error(pos, end, kq10)
    pos += 1
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if L_topic_name is not None:
        topic = L_topic_name
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq13)
    pos += 16
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q15(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'isr', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replicas', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
        pos += 4 * n5
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'adding_replicas', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
        pos += 4 * n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'removing_replicas', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 1 > end:
        raise run_error(pos, end, kq10)
    pos += 1
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if L_topic_name is not None:
        topic = L_topic_name
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partition_states', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_states', n4)
    else:
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq13)
    pos += 16
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_states', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_states', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q18(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'live_leaders', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q8(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
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
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
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
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 1 > end:
        raise run_error(pos, end, kq10)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
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
            raise sized_error(s1, pos, end, 'host_name', 'string', n2)
    else:
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, kq7)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq13)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q22(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q23(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q26(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_topic_name is not None:
        topic = L_topic_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
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
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q27(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq25)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q26(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q23(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q29(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'isr', n3)
    else:
        if pos + 4 * n3 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'isr', 'int32')
        pos += 4 * n3
    if pos + 4 > end:
        raise run_error(pos, end, kq4)
    pos += 4
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'replicas', n5)
    else:
        if pos + 4 * n5 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'replicas', 'int32')
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
            raise count_error(s6, pos, end, 'adding_replicas', n7)
    else:
        if pos + 4 * n7 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'adding_replicas', 'int32')
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
            raise count_error(s8, pos, end, 'removing_replicas', n9)
    else:
        if pos + 4 * n9 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'removing_replicas', 'int32')
        pos += 4 * n9
    if pos + 2 > end:
        raise run_error(pos, end, kq28)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_q30(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    L_topic_id = uuid_text(buf, pos)
    if L_topic_id is not None:
        if L_topic_id != NULL_UUID: out.ids.append(L_topic_id)
    pos += 16
    if L_topic_name is not None:
        topic = L_topic_name
    elif topic is None:
        topic = out.topic_ids.get(L_topic_id, L_topic_id)
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
        ctx.cost += n4 * 3000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_states', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q29(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q31(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq25)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q30(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q23(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
    return pos


def struct_q33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 18 > end:
        raise run_error(pos, end, kq32)
    pos += 18
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q30(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'live_leaders', n5)
    else:
        for _ in range(n5):
            s6 = pos
            pos = struct_q23(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq20(buf, pos, end, out, ctx)
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


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr3)
    v1 = kr4(buf, pos)
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
        pos = kr7(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'partition_errors', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_errors', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s2, pos, end, 'topics', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'topics', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4))
kq2 = (('partition_index', 'int32', 4), ('controller_epoch', 'int32', 4), ('leader', 'int32', 4), ('leader_epoch', 'int32', 4))
kq3 = Struct('>i4x4x4x').unpack_from
kq4 = (('partition_epoch', 'int32', 4),)
kq6 = (('broker_id', 'int32', 4),)
kq7 = (('port', 'int32', 4),)
kq10 = (('is_new', 'bool', 1),)
kq13 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8))
kq20 = tagged_section({}, None)
kq25 = (('controller_id', 'int32', 4), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('type', 'int8', 1))
kq28 = (('is_new', 'bool', 1), ('leader_recovery_state', 'int8', 1))
kq32 = (('controller_id', 'int32', 4), ('is_k_raft_controller', 'bool', 1), ('controller_epoch', 'int32', 4), ('broker_epoch', 'int64', 8), ('type', 'int8', 1))
kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr3 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr4 = Struct('>ih').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q9,
    ('request', 1, None): struct_q12,
    ('request', 2, None): struct_q16,
    ('request', 3, None): struct_q19,
    ('request', 4, None): struct_q24,
    ('request', 5, None): struct_q27,
    ('request', 6, None): struct_q31,
    ('request', 7, None): struct_q33,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r6,
    ('response', 3, None): struct_r6,
    ('response', 4, None): struct_r9,
    ('response', 5, None): struct_r12,
    ('response', 6, None): struct_r12,
    ('response', 7, None): struct_r12,
}
