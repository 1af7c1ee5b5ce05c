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


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'renewers', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'renewers', n2)
        out['renewers'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'renewers', n2)
        a3 = []
        out['renewers'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_1(buf, pos, end, d5, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v6 = k3(buf, pos)
    out['max_lifetime_ms'] = v6[0]
    pos += 8
    return pos


def struct_6(buf, pos, end, out, ctx):
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
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'renewers', n2)
        out['renewers'] = None
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'renewers', n2)
        a3 = []
        out['renewers'] = a3
        for _ in range(n2):
            s4 = pos
            d5 = {}
            a3.append(d5)
            pos = struct_6(buf, pos, end, d5, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v6 = k3(buf, pos)
    out['max_lifetime_ms'] = v6[0]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'owner_principal_type', 'string', n2)
        out['owner_principal_type'] = None
    else:
        out['owner_principal_type'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'owner_principal_name', 'string', n4)
        out['owner_principal_name'] = None
    else:
        out['owner_principal_name'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
            raise count_error(s5, pos, end, 'renewers', n6)
        out['renewers'] = None
    else:
        ctx.cost += n6 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'renewers', n6)
        a7 = []
        out['renewers'] = a7
        for _ in range(n6):
            s8 = pos
            d9 = {}
            a7.append(d9)
            pos = struct_6(buf, pos, end, d9, ctx)
    if pos + 8 > end:
        raise run_error(pos, end, k2)
    v10 = k3(buf, pos)
    out['max_lifetime_ms'] = v10[0]
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_type', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'principal_name', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 24 > end:
        raise run_error(pos, end, k11)
    v6 = k12(buf, pos)
    out['issue_timestamp_ms'] = v6[0]
    out['expiry_timestamp_ms'] = v6[1]
    out['max_timestamp_ms'] = v6[2]
    pos += 24
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'token_id', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'token_id', 'string', n8)
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'hmac', 'bytes length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'hmac', 'bytes', n10)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n10])
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v11 = k14(buf, pos)
    out['throttle_time_ms'] = v11[0]
    pos += 4
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['error_code'] = v1[0]
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
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    if pos + 24 > end:
        raise run_error(pos, end, k11)
    v6 = k12(buf, pos)
    out['issue_timestamp_ms'] = v6[0]
    out['expiry_timestamp_ms'] = v6[1]
    out['max_timestamp_ms'] = v6[2]
    pos += 24
    s7 = pos
    if pos < end and buf[pos] < 128:
        n8 = buf[pos] - 1
        pos += 1
    else:
        n8, pos = read_uvarint(buf, pos, end)
        n8 -= 1
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'token_id', 'string', n8)
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n8].decode('utf-8', 'replace')
        pos += n8
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'hmac', 'bytes', n10)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n10])
        pos += n10
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v11 = k14(buf, pos)
    out['throttle_time_ms'] = v11[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k9)
    v1 = k10(buf, pos)
    out['error_code'] = v1[0]
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
            raise sized_error(s2, pos, end, 'principal_type', 'string', n3)
        out['principal_type'] = None
    else:
        out['principal_type'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
            raise sized_error(s4, pos, end, 'principal_name', 'string', n5)
        out['principal_name'] = None
    else:
        out['principal_name'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'token_requester_principal_type', 'string', n7)
        out['token_requester_principal_type'] = None
    else:
        out['token_requester_principal_type'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
            raise sized_error(s8, pos, end, 'token_requester_principal_name', 'string', n9)
        out['token_requester_principal_name'] = None
    else:
        out['token_requester_principal_name'] = buf[pos : pos + n9].decode('utf-8', 'replace')
        pos += n9
    if pos + 24 > end:
        raise run_error(pos, end, k11)
    v10 = k12(buf, pos)
    out['issue_timestamp_ms'] = v10[0]
    out['expiry_timestamp_ms'] = v10[1]
    out['max_timestamp_ms'] = v10[2]
    pos += 24
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or pos + n12 > end:
        if n12 != -1:
            raise sized_error(s11, pos, end, 'token_id', 'string', n12)
        out['token_id'] = None
    else:
        out['token_id'] = buf[pos : pos + n12].decode('utf-8', 'replace')
        pos += n12
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or pos + n14 > end:
        if n14 != -1:
            raise sized_error(s13, pos, end, 'hmac', 'bytes', n14)
        out['hmac'] = None
    else:
        out['hmac'] = ctx.render(buf[pos : pos + n14])
        pos += n14
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v15 = k14(buf, pos)
    out['throttle_time_ms'] = v15[0]
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k5(buf, pos, end, out, ctx)
    return pos


k2 = (('max_lifetime_ms', 'int64', 8),)
k3 = Struct('>q').unpack_from
k5 = tagged_section({}, unknown_tag_json)
k9 = (('error_code', 'int16', 2),)
k10 = Struct('>h').unpack_from
k11 = (('issue_timestamp_ms', 'int64', 8), ('expiry_timestamp_ms', 'int64', 8), ('max_timestamp_ms', 'int64', 8))
k12 = Struct('>qqq').unpack_from
k13 = (('throttle_time_ms', 'int32', 4),)
k14 = Struct('>i').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_4,
    ('request', 2): struct_7,
    ('request', 3): struct_8,
    ('response', 0): struct_15,
    ('response', 1): struct_15,
    ('response', 2): struct_16,
    ('response', 3): struct_17,
}
