"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    pos += 1
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'resource_name_filter', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_filter', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'host_filter', 'string', n6)
    else:
        pos += n6
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filters', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_3(buf, pos, end, out, ctx)
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    pos += 1
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name_filter', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'resource_name_filter', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    pos += 1
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_filter', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_filter', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host_filter', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'host_filter', 'string', n6)
    else:
        pos += n6
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filters', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_6(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k1)
    pos += 1
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'resource_name_filter', 'string', n2)
    else:
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k5)
    pos += 1
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_filter', 'string', n4)
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
            raise sized_error(s5, pos, end, 'host_filter', 'string', n6)
    else:
        pos += n6
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filters', n2)
    else:
        for _ in range(n2):
            s3 = pos
            pos = struct_9(buf, pos, end, out, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k14)
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'principal', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'host', 'string', n9)
    else:
        pos += n9
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'matching_acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out.append(Node('matching_acls', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        items6 = []
        a7 = Node('matching_acls', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('matching_acls', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_15(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filter_results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filter_results', n2)
        out.append(Node('filter_results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filter_results', n2)
        items3 = []
        a4 = Node('filter_results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('filter_results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_16(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k14)
    pos += 1
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'resource_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    if pos + 1 > end:
        raise run_error(pos, end, k18)
    pos += 1
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'principal', 'string', n7)
    else:
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'host', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'host', 'string', n9)
    else:
        pos += n9
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'error_message', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos + 4 > end:
        raise past_end(pos, 'matching_acls', 'array length')
    n5 = unpack_int32(buf, pos)[0]
    pos += 4
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out.append(Node('matching_acls', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        items6 = []
        a7 = Node('matching_acls', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('matching_acls', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_19(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'filter_results', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'filter_results', n2)
        out.append(Node('filter_results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filter_results', n2)
        items3 = []
        a4 = Node('filter_results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('filter_results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_20(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_22(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
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
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k14)
    pos += 1
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'resource_name', 'string', n5)
    else:
        pos += n5
    if pos + 1 > end:
        raise run_error(pos, end, k18)
    pos += 1
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'principal', 'string', n7)
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
            raise sized_error(s8, pos, end, 'host', 'string', n9)
    else:
        pos += n9
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
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
            raise sized_error(s2, pos, end, 'error_message', 'string', n3)
        out.append(Node('error_message', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('error_message', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    s4 = pos
    if pos < end and buf[pos] < 128:
        n5 = buf[pos] - 1
        pos += 1
    else:
        n5, pos = read_uvarint(buf, pos, end)
        n5 -= 1
    if n5 < 0 or n5 > end - pos:
        if n5 != -1:
            raise count_error(s4, pos, end, 'matching_acls', n5)
        out.append(Node('matching_acls', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 2500
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'matching_acls', n5)
        items6 = []
        a7 = Node('matching_acls', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('matching_acls', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_22(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'filter_results', n2)
        out.append(Node('filter_results', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'filter_results', n2)
        items3 = []
        a4 = Node('filter_results', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('filter_results', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_23(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


k1 = (('resource_type_filter', 'int8', 1),)
k2 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k5 = (('pattern_type_filter', 'int8', 1),)
k8 = tagged_section({}, None)
k11 = (('throttle_time_ms', 'int32', 4),)
k12 = (('error_code', 'int16', 2),)
k13 = Struct('>h').unpack_from
k14 = (('resource_type', 'int8', 1),)
k18 = (('pattern_type', 'int8', 1),)

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_10,
    ('request', 3): struct_10,
    ('response', 0): struct_17,
    ('response', 1): struct_21,
    ('response', 2): struct_24,
    ('response', 3): struct_24,
}
