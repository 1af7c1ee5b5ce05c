"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32, uuid_text


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topic_names', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topic_names', n2)
        out.append(Node('topic_names', '[]string', None, s1, pos - s1, None, 'topicName'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_names', n2)
        items3 = []
        a4 = Node('topic_names', '[]string', None, s1, 0, items3, 'topicName')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topic_names', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'topic_names', 'string', n6)
                items3.append(Node('topic_names', 'string', None, s5, pos - s5, None, 'topicName'))
            else:
                items3.append(Node('topic_names', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'topicName'))
                pos += n6
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
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
            raise count_error(s1, pos, end, 'topic_names', n2)
        out.append(Node('topic_names', '[]string', None, s1, pos - s1, None, 'topicName'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topic_names', n2)
        items3 = []
        a4 = Node('topic_names', '[]string', None, s1, 0, items3, 'topicName')
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
                    raise sized_error(s5, pos, end, 'topic_names', 'string', n6)
                items3.append(Node('topic_names', 'string', None, s5, pos - s5, None, 'topicName'))
            else:
                items3.append(Node('topic_names', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'topicName'))
                pos += n6
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_5(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
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
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('topics', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_5(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'responses', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_13(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
    out.append(Node('error_code', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
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
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_13(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
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
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_15(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 2 > end:
        raise run_error(pos, end, k7)
    v3 = k8(buf, pos)
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
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
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
            raise count_error(s1, pos, end, 'responses', n2)
        out.append(Node('responses', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'responses', n2)
        items3 = []
        a4 = Node('responses', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('responses', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k1 = (('timeout_ms', 'int32', 4),)
k3 = tagged_section({}, None)
k7 = (('error_code', 'int16', 2),)
k8 = Struct('>h').unpack_from
k11 = (('throttle_time_ms', 'int32', 4),)

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_2,
    ('request', 3): struct_2,
    ('request', 4): struct_4,
    ('request', 5): struct_4,
    ('request', 6): struct_6,
    ('response', 0): struct_10,
    ('response', 1): struct_12,
    ('response', 2): struct_12,
    ('response', 3): struct_12,
    ('response', 4): struct_14,
    ('response', 5): struct_16,
    ('response', 6): struct_18,
}
