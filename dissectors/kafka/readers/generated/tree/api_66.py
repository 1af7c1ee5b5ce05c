"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int64


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
        out.append(Node('state_filters', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        items3 = []
        a4 = Node('state_filters', '[]string', None, s1, 0, items3, None)
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
                    raise sized_error(s5, pos, end, 'state_filters', 'string', n6)
                items3.append(Node('state_filters', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('state_filters', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'producer_id_filters', n8)
        out.append(Node('producer_id_filters', '[]int64', None, s7, pos - s7, None, 'producerId'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'producer_id_filters', n8)
        items9 = []
        a10 = Node('producer_id_filters', '[]int64', None, s7, 0, items9, 'producerId')
        out.append(a10)
        for _ in range(n8):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items9.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a10.length = pos - s7
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
        out.append(Node('state_filters', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        items3 = []
        a4 = Node('state_filters', '[]string', None, s1, 0, items3, None)
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
                    raise sized_error(s5, pos, end, 'state_filters', 'string', n6)
                items3.append(Node('state_filters', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('state_filters', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'producer_id_filters', n8)
        out.append(Node('producer_id_filters', '[]int64', None, s7, pos - s7, None, 'producerId'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'producer_id_filters', n8)
        items9 = []
        a10 = Node('producer_id_filters', '[]int64', None, s7, 0, items9, 'producerId')
        out.append(a10)
        for _ in range(n8):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items9.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a10.length = pos - s7
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    v11 = k4(buf, pos)
    out.append(Node('duration_filter', 'int64', v11[0], pos + 0, 8, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
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
        out.append(Node('state_filters', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'state_filters', n2)
        items3 = []
        a4 = Node('state_filters', '[]string', None, s1, 0, items3, None)
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
                    raise sized_error(s5, pos, end, 'state_filters', 'string', n6)
                items3.append(Node('state_filters', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('state_filters', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or n8 > end - pos:
        if n8 != -1:
            raise count_error(s7, pos, end, 'producer_id_filters', n8)
        out.append(Node('producer_id_filters', '[]int64', None, s7, pos - s7, None, 'producerId'))
    else:
        ctx.cost += n8 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s7, 'producer_id_filters', n8)
        items9 = []
        a10 = Node('producer_id_filters', '[]int64', None, s7, 0, items9, 'producerId')
        out.append(a10)
        for _ in range(n8):
            if pos + 8 > end:
                raise past_end(pos, 'producer_id_filters', 'int64')
            items9.append(Node('producer_id_filters', 'int64', unpack_int64(buf, pos)[0], pos, 8, None, 'producerId'))
            pos += 8
        a10.length = pos - s7
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    v11 = k4(buf, pos)
    out.append(Node('duration_filter', 'int64', v11[0], pos + 0, 8, None, None))
    pos += 8
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'transactional_id_pattern', 'string', n13)
        out.append(Node('transactional_id_pattern', 'string', None, s12, pos - s12, None, None))
    else:
        out.append(Node('transactional_id_pattern', 'string', buf[pos : pos + n13].decode('utf-8', 'replace'), s12, pos + n13 - s12, None, None))
        pos += n13
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
        raise run_error(pos, end, k9)
    v3 = k4(buf, pos)
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
        out.append(Node('transaction_state', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('transaction_state', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k7)
    v1 = k8(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
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
        out.append(Node('unknown_state_filters', '[]string', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'unknown_state_filters', n3)
        items4 = []
        a5 = Node('unknown_state_filters', '[]string', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            if pos < end and buf[pos] < 128:
                n7 = buf[pos] - 1
                pos += 1
            else:
                n7, pos = read_uvarint(buf, pos, end)
                n7 -= 1
            if n7 < 0 or pos + n7 > end:
                if n7 != -1:
                    raise sized_error(s6, pos, end, 'unknown_state_filters', 'string', n7)
                items4.append(Node('unknown_state_filters', 'string', None, s6, pos - s6, None, None))
            else:
                items4.append(Node('unknown_state_filters', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
                pos += n7
        a5.length = pos - s2
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'transaction_states', n9)
        out.append(Node('transaction_states', '[]struct', None, s8, pos - s8, None, None))
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'transaction_states', n9)
        items10 = []
        a11 = Node('transaction_states', '[]struct', None, s8, 0, items10, None)
        out.append(a11)
        for _ in range(n9):
            s12 = pos
            c13 = []
            t14 = Node('transaction_states', 'struct', None, s12, 0, c13, None)
            items10.append(t14)
            pos = struct_10(buf, pos, end, c13, ctx)
            t14.length = pos - s12
        a11.length = pos - s8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k1(buf, pos, end, out, ctx)
    return pos


k1 = tagged_section({}, unknown_tag_node)
k3 = (('duration_filter', 'int64', 8),)
k4 = Struct('>q').unpack_from
k7 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k8 = Struct('>ih').unpack_from
k9 = (('producer_id', 'int64', 8),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_5,
    ('request', 2): struct_6,
    ('response', 0): struct_11,
    ('response', 1): struct_11,
    ('response', 2): struct_11,
}
