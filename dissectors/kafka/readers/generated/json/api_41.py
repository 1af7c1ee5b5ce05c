"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'principal_type', 'string', n2)
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
        out['owners'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'owners', n2)
        a3 = []
        out['owners'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
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
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
        out['owners'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'owners', n2)
        a3 = []
        out['owners'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_4(buf, pos, end, d5, ctx)
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
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'principal_name', 'string', n4)
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v5 = k9(buf, pos)
    out['issue_timestamp'] = v5[0]
    out['expiry_timestamp'] = v5[1]
    out['max_timestamp'] = v5[2]
    pos += 24
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'token_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_id', 'string', n7)
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'hmac', 'bytes', n9)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n9])
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'renewers', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'renewers', n11)
        out['renewers'] = None
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'renewers', n11)
        a12 = []
        out['renewers'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_1(buf, pos, end, d14, ctx)
    return pos


def struct_13(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'tokens', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'tokens', n3)
        out['tokens'] = None
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        a4 = []
        out['tokens'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_10(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v7 = k12(buf, pos)
    out['throttle_time_ms'] = v7[0]
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
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v5 = k9(buf, pos)
    out['issue_timestamp'] = v5[0]
    out['expiry_timestamp'] = v5[1]
    out['max_timestamp'] = v5[2]
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
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n9])
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
        out['renewers'] = None
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'renewers', n11)
        a12 = []
        out['renewers'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_4(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['error_code'] = v1[0]
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
        out['tokens'] = None
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        a4 = []
        out['tokens'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_14(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v7 = k12(buf, pos)
    out['throttle_time_ms'] = v7[0]
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
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
        out['token_requester_principal_type'] = None
    else:
        out['token_requester_principal_type'] = buf[pos : pos + n6].decode('utf-8', 'replace')
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
        out['token_requester_principal_name'] = None
    else:
        out['token_requester_principal_name'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    if pos + 24 > end:
        raise run_error(pos, end, k8)
    v9 = k9(buf, pos)
    out['issue_timestamp'] = v9[0]
    out['expiry_timestamp'] = v9[1]
    out['max_timestamp'] = v9[2]
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
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n11].decode('utf-8', 'replace')
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
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n13])
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
        out['renewers'] = None
    else:
        ctx.cost += n15 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'renewers', n15)
        a16 = []
        out['renewers'] = a16
        for _ in range(n15):
            s17 = pos
            d18 = {}
            a16.append(d18)
            pos = struct_4(buf, pos, end, d18, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out['error_code'] = v1[0]
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
        out['tokens'] = None
    else:
        ctx.cost += n3 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'tokens', n3)
        a4 = []
        out['tokens'] = a4
        for _ in range(n3):
            s5 = pos
            d6 = {}
            a4.append(d6)
            pos = struct_16(buf, pos, end, d6, ctx)
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    v7 = k12(buf, pos)
    out['throttle_time_ms'] = v7[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k3(buf, pos, end, out, ctx)
    return pos


k3 = tagged_section({}, unknown_tag_json)
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
