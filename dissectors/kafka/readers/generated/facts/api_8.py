"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 12 > end:
        raise run_error(pos, end, kq1)
    v1 = kq2(buf, pos)
    L_partition_index = v1[0]
    L_committed_offset = v1[1]
    pos += 12
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    if listed:
        out.partitions.append((topic, L_partition_index, L_committed_offset))
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topics', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topics', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 20 > end:
        raise run_error(pos, end, kq7)
    v1 = kq8(buf, pos)
    L_partition_index = v1[0]
    L_committed_offset = v1[1]
    pos += 20
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    if listed:
        out.partitions.append((topic, L_partition_index, L_committed_offset))
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        for _ in range(n6):
            s7 = pos
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    if pos + 8 > end:
        raise run_error(pos, end, kq12)
    pos += 8
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        for _ in range(n6):
            s7 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q14(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        for _ in range(n6):
            s7 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq15)
    v1 = kq16(buf, pos)
    L_partition_index = v1[0]
    L_committed_offset = v1[1]
    pos += 16
    partition = L_partition_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'committed_metadata', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    if listed:
        out.partitions.append((topic, L_partition_index, L_committed_offset))
    return pos


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'topics', n6)
    else:
        ctx.cost += n6 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'topics', n6)
        for _ in range(n6):
            s7 = pos
            pos = struct_q18(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
    pos += 4
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        for _ in range(n8):
            s9 = pos
            pos = struct_q18(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq15)
    v1 = kq16(buf, pos)
    L_partition_index = v1[0]
    L_committed_offset = v1[1]
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'committed_metadata', 'string', n3)
    else:
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq21(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, L_committed_offset))
    return pos


def struct_q23(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n4 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq21(buf, pos, end, out, ctx)
    return pos


def struct_q24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        for _ in range(n8):
            s9 = pos
            pos = struct_q23(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq21(buf, pos, end, out, ctx)
    return pos


def struct_q25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q22(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq21(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 4 > end:
        raise run_error(pos, end, kq6)
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'group_instance_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'topics', n8)
    else:
        ctx.cost += n8 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        for _ in range(n8):
            s9 = pos
            pos = struct_q25(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq21(buf, pos, end, out, ctx)
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
        ctx.cost += n4 * 750
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
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
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, ABSENT))
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr8(buf, pos, end, out, ctx)
    return pos


kq1 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8))
kq2 = Struct('>iq').unpack_from
kq6 = (('generation_id_or_member_epoch', 'int32', 4),)
kq7 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('commit_timestamp', 'int64', 8))
kq8 = Struct('>iq8x').unpack_from
kq12 = (('retention_time_ms', 'int64', 8),)
kq15 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('committed_leader_epoch', 'int32', 4))
kq16 = Struct('>iq4x').unpack_from
kq21 = tagged_section({}, None)
kr1 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr2 = Struct('>ih').unpack_from
kr6 = (('throttle_time_ms', 'int32', 4),)
kr8 = tagged_section({}, None)

READERS = {
    ('request', 0, 'committed_offset'): struct_q5,
    ('request', 1, 'committed_offset'): struct_q11,
    ('request', 2, 'committed_offset'): struct_q13,
    ('request', 3, 'committed_offset'): struct_q13,
    ('request', 4, 'committed_offset'): struct_q13,
    ('request', 5, 'committed_offset'): struct_q14,
    ('request', 6, 'committed_offset'): struct_q19,
    ('request', 7, 'committed_offset'): struct_q20,
    ('request', 8, 'committed_offset'): struct_q24,
    ('request', 9, 'committed_offset'): struct_q24,
    ('request', 10, 'committed_offset'): struct_q26,
    ('response', 0, None): struct_r5,
    ('response', 1, None): struct_r5,
    ('response', 2, None): struct_r5,
    ('response', 3, None): struct_r7,
    ('response', 4, None): struct_r7,
    ('response', 5, None): struct_r7,
    ('response', 6, None): struct_r7,
    ('response', 7, None): struct_r7,
    ('response', 8, None): struct_r11,
    ('response', 9, None): struct_r11,
    ('response', 10, None): struct_r13,
}
