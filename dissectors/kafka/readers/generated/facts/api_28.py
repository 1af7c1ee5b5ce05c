"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 12 > end:
        raise run_error(pos, end, kq3)
    v1 = kq4(buf, pos)
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


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 10 > end:
        raise run_error(pos, end, kq1)
    v5 = kq2(buf, pos)
    L_producer_id = v5[0]
    pos += 10
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_q6(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq8)
    v1 = kq9(buf, pos)
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


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'transactional_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 10 > end:
        raise run_error(pos, end, kq1)
    v5 = kq2(buf, pos)
    L_producer_id = v5[0]
    pos += 10
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    s6 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n7 = unpack_int32(buf, pos)[0]
    pos += 4
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        for _ in range(n7):
            s8 = pos
            pos = struct_q11(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 16 > end:
        raise run_error(pos, end, kq8)
    v1 = kq9(buf, pos)
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
        pos = kq15(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_partition_index, L_committed_offset))
    return pos


def struct_q17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq15(buf, pos, end, out, ctx)
    return pos


def struct_q18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 14 > end:
        raise run_error(pos, end, kq13)
    v5 = kq14(buf, pos)
    L_producer_id = v5[0]
    pos += 14
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'group_instance_id', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_q17(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq15(buf, pos, end, out, ctx)
    return pos


def struct_q19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq15(buf, pos, end, out, ctx)
    return pos


def struct_q20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'transactional_id', 'string', n2)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if 'transactionalId' not in out.entities: out.entities['transactionalId'] = L_transactional_id
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_id', 'string', n4)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if 'groupId' not in out.entities: out.entities['groupId'] = L_group_id
    if pos + 14 > end:
        raise run_error(pos, end, kq13)
    v5 = kq14(buf, pos)
    L_producer_id = v5[0]
    pos += 14
    if 'producerId' not in out.entities: out.entities['producerId'] = L_producer_id
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'group_instance_id', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'topics', n11)
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'topics', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_q19(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq15(buf, pos, end, out, ctx)
    return pos


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
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


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr1)
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
            pos = struct_r5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 6 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
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


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'partitions', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr7(buf, pos, end, out, ctx)
    return pos


kq1 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
kq2 = Struct('>q2x').unpack_from
kq3 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8))
kq4 = Struct('>iq').unpack_from
kq8 = (('partition_index', 'int32', 4), ('committed_offset', 'int64', 8), ('committed_leader_epoch', 'int32', 4))
kq9 = Struct('>iq4x').unpack_from
kq13 = (('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2), ('generation_id_or_member_epoch', 'int32', 4))
kq14 = Struct('>q2x4x').unpack_from
kq15 = tagged_section({}, None)
kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
kr3 = Struct('>ih').unpack_from
kr7 = tagged_section({}, None)

READERS = {
    ('request', 0, 'committed_offset'): struct_q7,
    ('request', 1, 'committed_offset'): struct_q7,
    ('request', 2, 'committed_offset'): struct_q12,
    ('request', 3, 'committed_offset'): struct_q18,
    ('request', 4, 'committed_offset'): struct_q18,
    ('request', 5, 'committed_offset'): struct_q18,
    ('request', 6, 'committed_offset'): struct_q20,
    ('response', 0, None): struct_r6,
    ('response', 1, None): struct_r6,
    ('response', 2, None): struct_r6,
    ('response', 3, None): struct_r10,
    ('response', 4, None): struct_r10,
    ('response', 5, None): struct_r10,
    ('response', 6, None): struct_r12,
}
