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


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_partitions', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q1(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    pos += 4
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kq4)
    pos += 1
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_partitions', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q1(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    pos += 4
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq6(buf, pos, end, out, ctx)
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 1 > end:
        raise run_error(pos, end, kq4)
    pos += 1
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq6(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_partition_id = v1[0]
    L_error_code = v1[1]
    pos += 6
    partition = L_partition_id
    if open_ and topic is not None:
        open_ = False
        listed = True
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
    if listed:
        out.partitions.append((topic, L_partition_id, ABSENT))
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_result', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_result', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_result', n4)
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
        raise past_end(pos, 'replica_election_results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'replica_election_results', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'replica_election_results', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr7)
    v1 = kr8(buf, pos)
    L_error_code = v1[0]
    pos += 6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'replica_election_results', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replica_election_results', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_election_results', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
    L_partition_id = v1[0]
    L_error_code = v1[1]
    pos += 6
    partition = L_partition_id
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_id, ABSENT))
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
            raise count_error(s3, pos, end, 'partition_result', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_result', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kr7)
    v1 = kr8(buf, pos)
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
            raise count_error(s2, pos, end, 'replica_election_results', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replica_election_results', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr10(buf, pos, end, out, ctx)
    return pos


kq2 = (('timeout_ms', 'int32', 4),)
kq4 = (('election_type', 'int8', 1),)
kq6 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('partition_id', 'int32', 4), ('error_code', 'int16', 2))
kr3 = Struct('>ih').unpack_from
kr7 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
kr8 = Struct('>4xh').unpack_from
kr10 = tagged_section({}, None)

READERS = {
    ('request', 0, None): struct_q3,
    ('request', 1, None): struct_q5,
    ('request', 2, None): struct_q8,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r9,
    ('response', 2, None): struct_r13,
}
