"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups_names', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups_names', n2)
        out.append(Node('groups_names', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups_names', n2)
        items3 = []
        a4 = Node('groups_names', '[]string', None, s1, 0, items3, 'groupId')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'groups_names', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'groups_names', 'string', n6)
                items3.append(Node('groups_names', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('groups_names', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups_names', n2)
        out.append(Node('groups_names', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups_names', n2)
        items3 = []
        a4 = Node('groups_names', '[]string', None, s1, 0, items3, 'groupId')
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
                    raise sized_error(s5, pos, end, 'groups_names', 'string', n6)
                items3.append(Node('groups_names', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('groups_names', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_8(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'results', n2)
        out.append(Node('results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        items3 = []
        a4 = Node('results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_7(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
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
            raise count_error(s1, pos, end, 'results', n2)
        out.append(Node('results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        items3 = []
        a4 = Node('results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
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
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'error_message', 'string', n5)
        out.append(Node('error_message', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
        pos += n5
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k4)
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
            raise count_error(s1, pos, end, 'results', n2)
        out.append(Node('results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'results', n2)
        items3 = []
        a4 = Node('results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_11(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k2(buf, pos, end, out, ctx)
    return pos


k2 = tagged_section({}, None)
k4 = (('throttle_time_ms', 'int32', 4),)
k5 = (('error_code', 'int16', 2),)
k6 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('request', 2): struct_3,
    ('request', 3): struct_3,
    ('response', 0): struct_8,
    ('response', 1): struct_8,
    ('response', 2): struct_10,
    ('response', 3): struct_12,
}
