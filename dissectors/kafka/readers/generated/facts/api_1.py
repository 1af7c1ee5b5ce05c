"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq2)
    v1 = kq3(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 16
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    pos += 12
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq7)
    pos += 16
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq9)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 24 > end:
        raise run_error(pos, end, kq11)
    v1 = kq12(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 24
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
    return pos


def struct_q14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q13(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 17 > end:
        raise run_error(pos, end, kq9)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 25 > end:
        raise run_error(pos, end, kq16)
    pos += 25
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q14(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 28 > end:
        raise run_error(pos, end, kq19)
    v1 = kq20(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 28
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
    return pos


def struct_q22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q21(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 25 > end:
        raise run_error(pos, end, kq16)
    pos += 25
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q22(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 25 > end:
        raise run_error(pos, end, kq16)
    pos += 25
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q22(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'forgotten_topics_data', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    return pos


def field_q25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'cluster_id', 'string', n2)
    else:
        pos += n2
    return pos


def struct_q29(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 32 > end:
        raise run_error(pos, end, kq26)
    v1 = kq27(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 32
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
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
        ctx.cost += n4 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q29(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q31(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 25 > end:
        raise run_error(pos, end, kq16)
    pos += 25
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
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
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q31(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq32(buf, pos, end, out, ctx)
    return pos


def struct_q34(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q29(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q35(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        if pos + 4 * n2 > end:
            raise past_end(pos + (end - pos) // 4 * 4, 'partitions', 'int32')
        pos += 4 * n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q36(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 25 > end:
        raise run_error(pos, end, kq16)
    pos += 25
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q34(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q35(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq32(buf, pos, end, out, ctx)
    return pos


def struct_q38(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kq37)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def field_q39(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_q38(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q42(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 21 > end:
        raise run_error(pos, end, kq40)
    pos += 21
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q34(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q35(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq41(buf, pos, end, out, ctx)
    return pos


def field_q44(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kq43)
    pos += 16
    return pos


def struct_q46(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 32 > end:
        raise run_error(pos, end, kq26)
    v1 = kq27(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 32
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq45(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
    return pos


def struct_q47(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q46(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q48(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 21 > end:
        raise run_error(pos, end, kq40)
    pos += 21
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q47(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q35(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq41(buf, pos, end, out, ctx)
    return pos


def field_q50(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kq49)
    pos += 8
    return pos


def struct_q52(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 32 > end:
        raise run_error(pos, end, kq26)
    v1 = kq27(buf, pos)
    L_partition = v1[0]
    L_fetch_offset = v1[1]
    pos += 32
    partition = L_partition
    if open_ and topic is not None:
        open_ = False
        listed = True
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq51(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition, L_fetch_offset))
    return pos


def struct_q53(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q52(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq28(buf, pos, end, out, ctx)
    return pos


def struct_q54(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 21 > end:
        raise run_error(pos, end, kq40)
    pos += 21
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q53(buf, pos, end, out, ctx, topic, partition, open_)
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'forgotten_topics_data', n5)
    else:
        ctx.cost += n5 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'forgotten_topics_data', n5)
        for _ in range(n5):
            s6 = pos
            pos = struct_q35(buf, pos, end, out, ctx, topic, partition, open_)
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'rack_id', 'string', n8)
    else:
        pos += n8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq41(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 14
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kr10)
    v1 = kr11(buf, pos)
    L_producer_id = v1[0]
    pos += 16
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 22 > end:
        raise run_error(pos, end, kr8)
    v1 = kr9(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 22
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'records', 'records', n6)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r13(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r14(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr16)
    v1 = kr17(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 30
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'records', 'records', n6)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r18(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 10 > end:
        raise run_error(pos, end, kr21)
    v1 = kr22(buf, pos)
    L_error_code = v1[0]
    pos += 10
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr16)
    v1 = kr17(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 30
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'aborted_transactions', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr24)
    pos += 4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'records', 'records length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'records', 'records', n6)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r26(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r25(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r27(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 10 > end:
        raise run_error(pos, end, kr21)
    v1 = kr22(buf, pos)
    L_error_code = v1[0]
    pos += 10
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'responses', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r26(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r30(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kr28)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def field_r31(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r30(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kr32)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def field_r34(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r33(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r36(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 12 > end:
        raise run_error(pos, end, kr35)
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def field_r37(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r38(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 16 > end:
        raise run_error(pos, end, kr10)
    v1 = kr11(buf, pos)
    L_producer_id = v1[0]
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def struct_r40(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr16)
    v1 = kr17(buf, pos)
    L_partition_index = v1[0]
    L_error_code = v1[1]
    pos += 30
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
            raise count_error(s2, pos, end, 'aborted_transactions', n3)
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'aborted_transactions', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r38(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr24)
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'records', 'records', n6)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n6], s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr39(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r41(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r40(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def struct_r42(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 10 > end:
        raise run_error(pos, end, kr21)
    v1 = kr22(buf, pos)
    L_error_code = v1[0]
    pos += 10
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
            raise count_error(s2, pos, end, 'responses', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r41(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def struct_r43(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 4500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r40(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def struct_r44(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 10 > end:
        raise run_error(pos, end, kr21)
    v1 = kr22(buf, pos)
    L_error_code = v1[0]
    pos += 10
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
            raise count_error(s2, pos, end, 'responses', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r43(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def struct_r47(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr45)
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
        raise run_error(pos, end, kr46)
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
        pos = kr29(buf, pos, end, out, ctx)
    return pos


def field_r48(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'node_endpoints', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_r47(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r50(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 10 > end:
        raise run_error(pos, end, kr21)
    v1 = kr22(buf, pos)
    L_error_code = v1[0]
    pos += 10
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
            raise count_error(s2, pos, end, 'responses', n3)
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'responses', n3)
        for _ in range(n3):
            s4 = pos
            pos = struct_r43(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr49(buf, pos, end, out, ctx)
    return pos


kq1 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4))
kq2 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
kq3 = Struct('>iq4x').unpack_from
kq7 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4))
kq9 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1))
kq11 = (('partition', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
kq12 = Struct('>iq8x4x').unpack_from
kq16 = (('replica_id', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
kq19 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
kq20 = Struct('>i4xq8x4x').unpack_from
kq26 = (('partition', 'int32', 4), ('current_leader_epoch', 'int32', 4), ('fetch_offset', 'int64', 8), ('last_fetched_epoch', 'int32', 4), ('log_start_offset', 'int64', 8), ('partition_max_bytes', 'int32', 4))
kq27 = Struct('>i4xq4x8x4x').unpack_from
kq28 = tagged_section({}, None)
kq32 = tagged_section({0: ('cluster_id', field_q25)}, None)
kq37 = (('replica_id', 'int32', 4), ('replica_epoch', 'int64', 8))
kq40 = (('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('isolation_level', 'int8', 1), ('session_id', 'int32', 4), ('session_epoch', 'int32', 4))
kq41 = tagged_section({0: ('cluster_id', field_q25), 1: ('replica_state', field_q39)}, None)
kq43 = (('replica_directory_id', 'uuid', 16),)
kq45 = tagged_section({0: ('replica_directory_id', field_q44)}, None)
kq49 = (('high_watermark', 'int64', 8),)
kq51 = tagged_section({0: ('replica_directory_id', field_q44), 1: ('high_watermark', field_q50)}, None)
kr1 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8))
kr2 = Struct('>ih8x').unpack_from
kr6 = (('throttle_time_ms', 'int32', 4),)
kr8 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8))
kr9 = Struct('>ih8x8x').unpack_from
kr10 = (('producer_id', 'int64', 8), ('first_offset', 'int64', 8))
kr11 = Struct('>q8x').unpack_from
kr16 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2), ('high_watermark', 'int64', 8), ('last_stable_offset', 'int64', 8), ('log_start_offset', 'int64', 8))
kr17 = Struct('>ih8x8x8x').unpack_from
kr21 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('session_id', 'int32', 4))
kr22 = Struct('>4xh4x').unpack_from
kr24 = (('preferred_read_replica', 'int32', 4),)
kr28 = (('epoch', 'int32', 4), ('end_offset', 'int64', 8))
kr29 = tagged_section({}, None)
kr32 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
kr35 = (('end_offset', 'int64', 8), ('epoch', 'int32', 4))
kr39 = tagged_section({0: ('diverging_epoch', field_r31), 1: ('current_leader', field_r34), 2: ('snapshot_id', field_r37)}, None)
kr45 = (('node_id', 'int32', 4),)
kr46 = (('port', 'int32', 4),)
kr49 = tagged_section({0: ('node_endpoints', field_r48)}, None)

READERS = {
    ('request', 0, 'fetch_offset'): struct_q6,
    ('request', 1, 'fetch_offset'): struct_q6,
    ('request', 2, 'fetch_offset'): struct_q6,
    ('request', 3, 'fetch_offset'): struct_q8,
    ('request', 4, 'fetch_offset'): struct_q10,
    ('request', 5, 'fetch_offset'): struct_q15,
    ('request', 6, 'fetch_offset'): struct_q15,
    ('request', 7, 'fetch_offset'): struct_q18,
    ('request', 8, 'fetch_offset'): struct_q18,
    ('request', 9, 'fetch_offset'): struct_q23,
    ('request', 10, 'fetch_offset'): struct_q23,
    ('request', 11, 'fetch_offset'): struct_q24,
    ('request', 12, 'fetch_offset'): struct_q33,
    ('request', 13, 'fetch_offset'): struct_q36,
    ('request', 14, 'fetch_offset'): struct_q36,
    ('request', 15, 'fetch_offset'): struct_q42,
    ('request', 16, 'fetch_offset'): struct_q42,
    ('request', 17, 'fetch_offset'): struct_q48,
    ('request', 18, 'fetch_offset'): struct_q54,
    ('response', 0, None): struct_r5,
    ('response', 1, None): struct_r7,
    ('response', 2, None): struct_r7,
    ('response', 3, None): struct_r7,
    ('response', 4, None): struct_r15,
    ('response', 5, None): struct_r20,
    ('response', 6, None): struct_r20,
    ('response', 7, None): struct_r23,
    ('response', 8, None): struct_r23,
    ('response', 9, None): struct_r23,
    ('response', 10, None): struct_r23,
    ('response', 11, None): struct_r27,
    ('response', 12, None): struct_r42,
    ('response', 13, None): struct_r44,
    ('response', 14, None): struct_r44,
    ('response', 15, None): struct_r44,
    ('response', 16, None): struct_r50,
    ('response', 17, None): struct_r50,
    ('response', 18, None): struct_r50,
}
