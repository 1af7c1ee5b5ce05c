"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'transactional_ids', n2)
        out.append(Node('transactional_ids', '[]string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'transactional_ids', n2)
        items3 = []
        a4 = Node('transactional_ids', '[]string', None, s1, 0, items3, 'transactionalId')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos < end and buf[pos] < 128:
                n6 = buf[pos] - 1
                pos += 1
            else:
                n6, pos = read_uvarint(buf, pos, end)
                n6 -= 1
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'transactional_ids', 'string', n6)
                items3.append(Node('transactional_ids', 'string', None, s5, pos - s5, None, 'transactionalId'))
            else:
                items3.append(Node('transactional_ids', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'transactionalId'))
                pos += n6
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
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
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
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
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k4)
    v1 = k5(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
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
            raise sized_error(s2, pos, end, 'transactional_id', 'string', n3)
        out.append(Node('transactional_id', 'string', None, s2, pos - s2, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'transactionalId'))
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
        raise run_error(pos, end, k6)
    v6 = k7(buf, pos)
    out.append(Node('producer_id', 'int64', v6[0], pos + 12, 8, None, 'producerId'))
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
        out.append(Node('topics', '[]struct', None, s7, pos - s7, None, None))
    else:
        ctx.cost += n8 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'topics', n8)
        items9 = []
        a10 = Node('topics', '[]struct', None, s7, 0, items9, None)
        out.append(a10)
        for _ in range(n8):
            s11 = pos
            c12 = []
            t13 = Node('topics', 'struct', None, s11, 0, c12, None)
            items9.append(t13)
            pos = struct_8(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
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
        out.append(Node('transaction_states', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'transaction_states', n2)
        items3 = []
        a4 = Node('transaction_states', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('transaction_states', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, None)
k3 = (('throttle_time_ms', 'int32', 4),)
k4 = (('error_code', 'int16', 2),)
k5 = Struct('>h').unpack_from
k6 = (('transaction_timeout_ms', 'int32', 4), ('transaction_start_time_ms', 'int64', 8), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k7 = Struct('>4x8xq2x').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('response', 0): struct_10,
}
