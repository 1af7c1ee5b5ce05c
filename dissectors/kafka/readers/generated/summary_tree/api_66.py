"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int64


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
            raise count_error(s1, pos, end, 'state_filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'state_filters', 'string', n4)
            else:
                pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'producer_id_filters', n6)
        out.append(Node('producer_id_filters', '[]int64', None, s5, pos - s5, None, 'producerId'))
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'producer_id_filters', n6)
        items7 = []
        a8 = Node('producer_id_filters', '[]int64', None, s5, 0, items7, 'producerId')
        out.append(a8)
        for _ in range(n6):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items7.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a8.length = pos - s5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'state_filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'state_filters', 'string', n4)
            else:
                pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'producer_id_filters', n6)
        out.append(Node('producer_id_filters', '[]int64', None, s5, pos - s5, None, 'producerId'))
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'producer_id_filters', n6)
        items7 = []
        a8 = Node('producer_id_filters', '[]int64', None, s5, 0, items7, 'producerId')
        out.append(a8)
        for _ in range(n6):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items7.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a8.length = pos - s5
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'state_filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            if pos < end and buf[pos] < 128:
                n4 = buf[pos] - 1
                pos += 1
            else:
                n4, pos = read_uvarint(buf, pos, end)
                n4 -= 1
            if n4 < 0 or pos + n4 > end:
                if n4 != -1:
                    raise sized_error(s3, pos, end, 'state_filters', 'string', n4)
            else:
                pos += n4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'producer_id_filters', n6)
        out.append(Node('producer_id_filters', '[]int64', None, s5, pos - s5, None, 'producerId'))
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'producer_id_filters', n6)
        items7 = []
        a8 = Node('producer_id_filters', '[]int64', None, s5, 0, items7, 'producerId')
        out.append(a8)
        for _ in range(n6):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items7.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a8.length = pos - s5
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    pos += 8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'transactional_id_pattern', 'string', n10)
    else:
        pos += n10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
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
        out.append(Node('transactional_id', 'string', None, s1, pos - s1, None, 'transactionalId'))
    else:
        out.append(Node('transactional_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'transactionalId'))
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k8)
    v3 = k9(buf, pos)
    out.append(Node('producer_id', 'int64', v3[0], pos + 0, 8, None, 'producerId'))
    pos += 8
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
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 4, 2, None, None))
    pos += 6
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'unknown_state_filters', n3)
    else:
        for _ in range(n3):
            s4 = pos
            if pos < end and buf[pos] < 128:
                n5 = buf[pos] - 1
                pos += 1
            else:
                n5, pos = read_uvarint(buf, pos, end)
                n5 -= 1
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'unknown_state_filters', 'string', n5)
            else:
                pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'transaction_states', n7)
        out.append(Node('transaction_states', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'transaction_states', n7)
        items8 = []
        a9 = Node('transaction_states', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('transaction_states', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_10(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, None)
k3 = (('duration_filter', 'int64', 8),)
k6 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k7 = Struct('>4xh').unpack_from
k8 = (('producer_id', 'int64', 8),)
k9 = Struct('>q').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_4,
    ('request', 2): struct_5,
    ('response', 0): struct_11,
    ('response', 1): struct_11,
    ('response', 2): struct_11,
}
