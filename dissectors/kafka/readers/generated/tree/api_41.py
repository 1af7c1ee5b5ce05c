"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out.append(Node('principal_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out.append(Node('principal_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('principal_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    return pos


def struct_2(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'owners', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'owners', n2)
        out.append(Node('owners', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'owners', n2)
        items3 = []
        a4 = Node('owners', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('owners', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_1(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out.append(Node('principal_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out.append(Node('principal_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('principal_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
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
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'owners', n2)
        out.append(Node('owners', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'owners', n2)
        items3 = []
        a4 = Node('owners', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('owners', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_4(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out.append(Node('principal_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out.append(Node('principal_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('principal_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v5 = k9(buf, pos)
    out.append(Node('issue_timestamp', 'int64', v5[0], pos + 0, 8, None, None))
    out.append(Node('expiry_timestamp', 'int64', v5[1], pos + 8, 8, None, None))
    out.append(Node('max_timestamp', 'int64', v5[2], pos + 16, 8, None, None))
    pos += 24
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'token_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_id', 'string', n7)
        out.append(Node('token_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('token_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'hmac', 'bytes', n9)
        out.append(Node('hmac', 'bytes', None, s8, pos - s8, None, None))
    else:
        out.append(Node('hmac', 'bytes', buf[pos : pos + n9], s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'renewers', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'renewers', n11)
        out.append(Node('renewers', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'renewers', n11)
        items12 = []
        a13 = Node('renewers', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('renewers', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_1(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'tokens', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'tokens', n3)
        out.append(Node('tokens', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        items4 = []
        a5 = Node('tokens', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('tokens', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_10(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v9 = k12(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v9[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_14(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out.append(Node('principal_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out.append(Node('principal_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('principal_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v5 = k9(buf, pos)
    out.append(Node('issue_timestamp', 'int64', v5[0], pos + 0, 8, None, None))
    out.append(Node('expiry_timestamp', 'int64', v5[1], pos + 8, 8, None, None))
    out.append(Node('max_timestamp', 'int64', v5[2], pos + 16, 8, None, None))
    pos += 24
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_id', 'string', n7)
        out.append(Node('token_id', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('token_id', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            raise sized_error(s8, pos, end, 'hmac', 'bytes', n9)
        out.append(Node('hmac', 'bytes', None, s8, pos - s8, None, None))
    else:
        out.append(Node('hmac', 'bytes', buf[pos : pos + n9], s8, pos + n9 - s8, None, None))
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
            raise count_error(s10, pos, end, 'renewers', n11)
        out.append(Node('renewers', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'renewers', n11)
        items12 = []
        a13 = Node('renewers', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('renewers', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_4(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'tokens', n3)
        out.append(Node('tokens', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        items4 = []
        a5 = Node('tokens', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('tokens', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_14(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v9 = k12(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v9[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_16(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out.append(Node('principal_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('principal_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out.append(Node('principal_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('principal_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
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
            raise sized_error(s5, pos, end, 'token_requester_principal_type', 'string', n6)
        out.append(Node('token_requester_principal_type', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('token_requester_principal_type', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'token_requester_principal_name', 'string', n8)
        out.append(Node('token_requester_principal_name', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('token_requester_principal_name', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v9 = k9(buf, pos)
    out.append(Node('issue_timestamp', 'int64', v9[0], pos + 0, 8, None, None))
    out.append(Node('expiry_timestamp', 'int64', v9[1], pos + 8, 8, None, None))
    out.append(Node('max_timestamp', 'int64', v9[2], pos + 16, 8, None, None))
    pos += 24
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'token_id', 'string', n11)
        out.append(Node('token_id', 'string', None, s10, pos - s10, None, None))
    else:
        out.append(Node('token_id', 'string', buf[pos : pos + n11].decode('utf-8', 'replace'), s10, pos + n11 - s10, None, None))
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'hmac', 'bytes', n13)
        out.append(Node('hmac', 'bytes', None, s12, pos - s12, None, None))
    else:
        out.append(Node('hmac', 'bytes', buf[pos : pos + n13], s12, pos + n13 - s12, None, None))
        pos += n13
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'renewers', n15)
        out.append(Node('renewers', '[]struct', None, s14, pos - s14, None, None))
    else:
        ctx.cost += n15 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'renewers', n15)
        items16 = []
        a17 = Node('renewers', '[]struct', None, s14, 0, items16, None)
        out.append(a17)
        for _ in range(n15):
            s18 = pos
            c19 = []
            t20 = Node('renewers', 'struct', None, s18, 0, c19, None)
            items16.append(t20)
            pos = struct_4(buf, pos, end, c19, ctx)
            t20.length = pos - s18
        a17.length = pos - s14
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'tokens', n3)
        out.append(Node('tokens', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        items4 = []
        a5 = Node('tokens', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('tokens', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_16(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v9 = k12(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v9[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k3 = tagged_section({}, unknown_tag_node)
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from
k8 = (('issue_timestamp', 'int64', 8), ('expiry_timestamp', 'int64', 8), ('max_timestamp', 'int64', 8))
k9 = Struct('>qqq').unpack_from
k11 = (('throttle_time_ms', 'int32', 4),)
k12 = Struct('>i').unpack_from

READERS = {
    ('request', 0): struct_2,
    ('request', 1): struct_2,
    ('request', 2): struct_5,
    ('request', 3): struct_5,
    ('response', 0): struct_13,
    ('response', 1): struct_13,
    ('response', 2): struct_15,
    ('response', 3): struct_17,
}
