"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32


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


def struct_9(buf, pos, end, out, ctx):
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
        out.append(Node('partitions', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items5.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
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
        out.append(Node('transaction_state', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('transaction_state', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos + 22 > end:
        raise run_error(pos, end, k7)
    v6 = k8(buf, pos)
    out.append(Node('transaction_timeout_ms', 'int32', v6[0], pos + 0, 4, None, None))
    out.append(Node('transaction_start_time_ms', 'int64', v6[1], pos + 4, 8, None, None))
    out.append(Node('producer_id', 'int64', v6[2], pos + 12, 8, None, 'producerId'))
    out.append(Node('producer_epoch', 'int16', v6[3], pos + 20, 2, None, None))
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
            pos = struct_9(buf, pos, end, c12, ctx)
            t13.length = pos - s11
        a10.length = pos - s7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'transaction_states', n3)
        out.append(Node('transaction_states', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'transaction_states', n3)
        items4 = []
        a5 = Node('transaction_states', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('transaction_states', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_10(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_node)
k3 = (('throttle_time_ms', 'int32', 4),)
k4 = Struct('>i').unpack_from
k5 = (('error_code', 'int16', 2),)
k6 = Struct('>h').unpack_from
k7 = (('transaction_timeout_ms', 'int32', 4), ('transaction_start_time_ms', 'int64', 8), ('producer_id', 'int64', 8), ('producer_epoch', 'int16', 2))
k8 = Struct('>iqqh').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('response', 0): struct_11,
}
