"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kr6(buf, pos, end, out, ctx)
    return pos


def struct_r8(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr2)
    v1 = kr3(buf, pos)
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'transactional_id', 'string', n3)
        L_transactional_id = None
    else:
        L_transactional_id = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'transaction_state', 'string', n5)
    else:
        pos += n5
    if pos + 22 > end:
        raise run_error(pos, end, kr4)
    v6 = kr5(buf, pos)
    L_producer_id = v6[0]
    pos += 22
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
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        for _ in range(n8):
            s9 = pos
            pos = struct_r7(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
            raise count_error(s1, pos, end, 'transaction_states', n2)
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'transaction_states', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r8(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr6(buf, pos, end, out, ctx)
    return pos


kr1 = (('throttle_time_ms', 'int32', 4),)
kr2 = (('error_code', 'int16', 2),)
kr3 = Struct('>h').unpack_from
kr4 = (('transaction_timeout_ms', 'int32', 4), ('transaction_start_time_ms', 'int64', 8), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
kr5 = Struct('>4x8xq2x').unpack_from
kr6 = tagged_section({}, None)

READERS = {
    ('request', 0, None): None,
    ('response', 0, None): struct_r9,
}
