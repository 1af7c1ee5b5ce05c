"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text
from kafkasniff.dissectors.kafka.readers.summary_facts import NULL_UUID
from kafkasniff.dissectors.kafka.summary import ABSENT, ErrorAt


def struct_q4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    v1 = kq3(buf, pos)
    L_index = v1[0]
    pos += 4
    partition = L_index
    if open_ and topic is not None:
        open_ = False
        listed = True
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
        out.partitions.append((topic, L_index, ABSENT))
    return pos


def struct_q5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_data', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_data', n4)
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q6(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 6 > end:
        raise run_error(pos, end, kq1)
    pos += 6
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_data', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_data', n2)
        for _ in range(n2):
            s3 = pos
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
    if pos + 6 > end:
        raise run_error(pos, end, kq1)
    pos += 6
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_data', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q5(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_q9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 4 > end:
        raise run_error(pos, end, kq2)
    v1 = kq3(buf, pos)
    L_index = v1[0]
    pos += 4
    partition = L_index
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
            raise sized_error(s2, pos, end, 'records', 'records', n3)
        L_records = None
    else:
        ctx.records.append(Node('records', 'records', memoryview(buf)[pos : pos + n3], s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_index, ABSENT))
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
            raise count_error(s3, pos, end, 'partition_data', n4)
    else:
        ctx.cost += n4 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_data', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_q11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 6 > end:
        raise run_error(pos, end, kq1)
    pos += 6
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q10(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_q12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'partition_data', n2)
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_data', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_q9(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_q13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
    if pos + 6 > end:
        raise run_error(pos, end, kq1)
    pos += 6
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'topic_data', n4)
    else:
        ctx.cost += n4 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'topic_data', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_q12(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kq8(buf, pos, end, out, ctx)
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 14 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 14
    partition = L_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
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
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 22 > end:
        raise run_error(pos, end, kr8)
    v1 = kr9(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 22
    partition = L_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r10(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 30
    partition = L_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
    return pos


def struct_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr18)
    pos += 4
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'batch_index_error_message', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'batch_index_error_message', 'string', n2)
    else:
        pos += n2
    return pos


def struct_r20(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 30
    partition = L_index
    if open_ and topic is not None:
        open_ = False
        listed = True
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'record_errors', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r19(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
    return pos


def struct_r21(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        raise past_end(pos, 'partition_responses', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r20(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r22(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r21(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    return pos


def struct_r24(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr18)
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
            raise sized_error(s1, pos, end, 'batch_index_error_message', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def struct_r25(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 30
    partition = L_index
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
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r24(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
    return pos


def struct_r26(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r25(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def struct_r27(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r26(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def struct_r30(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr28)
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
        raise run_error(pos, end, kr29)
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
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def field_r31(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            pos = struct_r30(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r33(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 8 > end:
        raise run_error(pos, end, kr32)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def field_r34(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    pos = struct_r33(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r36(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    listed = False
    if pos + 30 > end:
        raise run_error(pos, end, kr13)
    v1 = kr14(buf, pos)
    L_index = v1[0]
    L_error_code = v1[1]
    L_base_offset = v1[2]
    pos += 30
    partition = L_index
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
            raise count_error(s2, pos, end, 'record_errors', n3)
    else:
        for _ in range(n3):
            s4 = pos
            pos = struct_r24(buf, pos, end, out, ctx, topic, partition, open_)
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'error_message', 'string', n6)
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n6].decode('utf-8', 'replace')
        pos += n6
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr35(buf, pos, end, out, ctx)
    if listed:
        out.partitions.append((topic, L_index, L_base_offset))
    return pos


def struct_r37(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s3, pos, end, 'partition_responses', n4)
    else:
        ctx.cost += n4 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partition_responses', n4)
        for _ in range(n4):
            s5 = pos
            pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def struct_r39(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r37(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr38(buf, pos, end, out, ctx)
    return pos


def struct_r40(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'partition_responses', n2)
    else:
        ctx.cost += n2 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partition_responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r36(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr23(buf, pos, end, out, ctx)
    return pos


def struct_r41(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r40(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr38(buf, pos, end, out, ctx)
    return pos


kq1 = (('acks', 'int16', 2), ('timeout_ms', 'int32', 4))
kq2 = (('index', 'int32', 4),)
kq3 = Struct('>i').unpack_from
kq8 = tagged_section({}, None)
kr1 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8))
kr2 = Struct('>ihq').unpack_from
kr6 = (('throttle_time_ms', 'int32', 4),)
kr8 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8))
kr9 = Struct('>ihq8x').unpack_from
kr13 = (('index', 'int32', 4), ('error_code', 'int16', 2), ('base_offset', 'int64', 8), ('log_append_time_ms', 'int64', 8), ('log_start_offset', 'int64', 8))
kr14 = Struct('>ihq8x8x').unpack_from
kr18 = (('batch_index', 'int32', 4),)
kr23 = tagged_section({}, None)
kr28 = (('node_id', 'int32', 4),)
kr29 = (('port', 'int32', 4),)
kr32 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
kr35 = tagged_section({0: ('current_leader', field_r34)}, None)
kr38 = tagged_section({0: ('node_endpoints', field_r31)}, None)

READERS = {
    ('request', 0, None): struct_q6,
    ('request', 1, None): struct_q6,
    ('request', 2, None): struct_q6,
    ('request', 3, None): struct_q7,
    ('request', 4, None): struct_q7,
    ('request', 5, None): struct_q7,
    ('request', 6, None): struct_q7,
    ('request', 7, None): struct_q7,
    ('request', 8, None): struct_q7,
    ('request', 9, None): struct_q11,
    ('request', 10, None): struct_q11,
    ('request', 11, None): struct_q11,
    ('request', 12, None): struct_q11,
    ('request', 13, None): struct_q13,
    ('response', 0, 'base_offset'): struct_r5,
    ('response', 1, 'base_offset'): struct_r7,
    ('response', 2, 'base_offset'): struct_r12,
    ('response', 3, 'base_offset'): struct_r12,
    ('response', 4, 'base_offset'): struct_r12,
    ('response', 5, 'base_offset'): struct_r17,
    ('response', 6, 'base_offset'): struct_r17,
    ('response', 7, 'base_offset'): struct_r17,
    ('response', 8, 'base_offset'): struct_r22,
    ('response', 9, 'base_offset'): struct_r27,
    ('response', 10, 'base_offset'): struct_r39,
    ('response', 11, 'base_offset'): struct_r39,
    ('response', 12, 'base_offset'): struct_r39,
    ('response', 13, 'base_offset'): struct_r41,
}
