"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_json, unpack_int16, unpack_int32


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'name', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'metadata', 'bytes length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out['metadata'] = None
    else:
        out['metadata'] = ctx.render(buf[pos : pos + n4])
        pos += n4
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k1)
    v3 = k2(buf, pos)
    out['session_timeout_ms'] = v3[0]
    pos += 4
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'protocols', n9)
        out['protocols'] = None
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'protocols', n9)
        a10 = []
        out['protocols'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_3(buf, pos, end, d12, ctx)
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
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out['session_timeout_ms'] = v3[0]
    out['rebalance_timeout_ms'] = v3[1]
    pos += 8
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'protocols', n9)
        out['protocols'] = None
    else:
        ctx.cost += n9 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'protocols', n9)
        a10 = []
        out['protocols'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_3(buf, pos, end, d12, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out['session_timeout_ms'] = v3[0]
    out['rebalance_timeout_ms'] = v3[1]
    pos += 8
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out['group_instance_id'] = None
    else:
        out['group_instance_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n9].decode('utf-8', 'replace')
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'protocols', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'protocols', n11)
        out['protocols'] = None
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        a12 = []
        out['protocols'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_3(buf, pos, end, d14, ctx)
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
            raise sized_error(s1, pos, end, 'name', 'string', n2)
        out['name'] = None
    else:
        out['name'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out['metadata'] = None
    else:
        out['metadata'] = ctx.render(buf[pos : pos + n4])
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
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
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out['session_timeout_ms'] = v3[0]
    out['rebalance_timeout_ms'] = v3[1]
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
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out['group_instance_id'] = None
    else:
        out['group_instance_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
            raise count_error(s10, pos, end, 'protocols', n11)
        out['protocols'] = None
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        a12 = []
        out['protocols'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_10(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
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
        out['group_id'] = None
    else:
        out['group_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    if pos + 8 > end:
        raise run_error(pos, end, k5)
    v3 = k6(buf, pos)
    out['session_timeout_ms'] = v3[0]
    out['rebalance_timeout_ms'] = v3[1]
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
            raise sized_error(s4, pos, end, 'member_id', 'string', n5)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
            raise sized_error(s6, pos, end, 'group_instance_id', 'string', n7)
        out['group_instance_id'] = None
    else:
        out['group_instance_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
            raise count_error(s10, pos, end, 'protocols', n11)
        out['protocols'] = None
    else:
        ctx.cost += n11 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'protocols', n11)
        a12 = []
        out['protocols'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_10(buf, pos, end, d14, ctx)
    s15 = pos
    if pos < end and buf[pos] < 128:
        n16 = buf[pos] - 1
        pos += 1
    else:
        n16, pos = read_uvarint(buf, pos, end)
        n16 -= 1
    if n16 < 0 or pos + n16 > end:
        if n16 != -1:
            raise sized_error(s15, pos, end, 'reason', 'string', n16)
        out['reason'] = None
    else:
        out['reason'] = buf[pos : pos + n16].decode('utf-8', 'replace')
        pos += n16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'metadata', 'bytes length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'metadata', 'bytes', n4)
        out['metadata'] = None
    else:
        out['metadata'] = ctx.render(buf[pos : pos + n4])
        pos += n4
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out['error_code'] = v1[0]
    out['generation_id'] = v1[1]
    pos += 6
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out['members'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        a10 = []
        out['members'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_15(buf, pos, end, d12, ctx)
    return pos


def struct_19(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['generation_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out['members'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        a10 = []
        out['members'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_15(buf, pos, end, d12, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
        out['group_instance_id'] = None
    else:
        out['group_instance_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
        pos += n4
    s5 = pos
    if pos + 4 > end:
        raise past_end(pos, 'metadata', 'bytes length')
    n6 = unpack_int32(buf, pos)[0]
    pos += 4
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'metadata', 'bytes', n6)
        out['metadata'] = None
    else:
        out['metadata'] = ctx.render(buf[pos : pos + n6])
        pos += n6
    return pos


def struct_21(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['generation_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_name', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'leader', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n5].decode('utf-8', 'replace')
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out['members'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        a10 = []
        out['members'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_20(buf, pos, end, d12, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n2].decode('utf-8', 'replace')
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
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
        out['group_instance_id'] = None
    else:
        out['group_instance_id'] = buf[pos : pos + n4].decode('utf-8', 'replace')
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
            raise sized_error(s5, pos, end, 'metadata', 'bytes', n6)
        out['metadata'] = None
    else:
        out['metadata'] = ctx.render(buf[pos : pos + n6])
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['generation_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_name', 'string', n3)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
            raise sized_error(s4, pos, end, 'leader', 'string', n5)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
            raise sized_error(s6, pos, end, 'member_id', 'string', n7)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or n9 > end - pos:
        if n9 != -1:
            raise count_error(s8, pos, end, 'members', n9)
        out['members'] = None
    else:
        ctx.cost += n9 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s8, 'members', n9)
        a10 = []
        out['members'] = a10
        for _ in range(n9):
            s11 = pos
            d12 = {}
            a10.append(d12)
            pos = struct_22(buf, pos, end, d12, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_24(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['generation_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_type', 'string', n3)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
            raise sized_error(s4, pos, end, 'protocol_name', 'string', n5)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n7].decode('utf-8', 'replace')
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
            raise sized_error(s8, pos, end, 'member_id', 'string', n9)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n9].decode('utf-8', 'replace')
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
            raise count_error(s10, pos, end, 'members', n11)
        out['members'] = None
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        a12 = []
        out['members'] = a12
        for _ in range(n11):
            s13 = pos
            d14 = {}
            a12.append(d14)
            pos = struct_22(buf, pos, end, d14, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k17)
    v1 = k18(buf, pos)
    out['throttle_time_ms'] = v1[0]
    out['error_code'] = v1[1]
    out['generation_id'] = v1[2]
    pos += 10
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'protocol_type', 'string', n3)
        out['protocol_type'] = None
    else:
        out['protocol_type'] = buf[pos : pos + n3].decode('utf-8', 'replace')
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
            raise sized_error(s4, pos, end, 'protocol_name', 'string', n5)
        out['protocol_name'] = None
    else:
        out['protocol_name'] = buf[pos : pos + n5].decode('utf-8', 'replace')
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
            raise sized_error(s6, pos, end, 'leader', 'string', n7)
        out['leader'] = None
    else:
        out['leader'] = buf[pos : pos + n7].decode('utf-8', 'replace')
        pos += n7
    if pos + 1 > end:
        raise run_error(pos, end, k25)
    v8 = k26(buf, pos)
    out['skip_assignment'] = v8[0]
    pos += 1
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'member_id', 'string', n10)
        out['member_id'] = None
    else:
        out['member_id'] = buf[pos : pos + n10].decode('utf-8', 'replace')
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'members', n12)
        out['members'] = None
    else:
        ctx.cost += n12 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'members', n12)
        a13 = []
        out['members'] = a13
        for _ in range(n12):
            s14 = pos
            d15 = {}
            a13.append(d15)
            pos = struct_22(buf, pos, end, d15, ctx)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k9(buf, pos, end, out, ctx)
    return pos


k1 = (('session_timeout_ms', 'int32', 4),)
k2 = Struct('>i').unpack_from
k5 = (('session_timeout_ms', 'int32', 4), ('rebalance_timeout_ms', 'int32', 4))
k6 = Struct('>ii').unpack_from
k9 = tagged_section({}, unknown_tag_json)
k13 = (('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k14 = Struct('>hi').unpack_from
k17 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2), ('generation_id', 'int32', 4))
k18 = Struct('>ihi').unpack_from
k25 = (('skip_assignment', 'bool', 1),)
k26 = Struct('>?').unpack_from

READERS = {
    ('request', 0): struct_4,
    ('request', 1): struct_7,
    ('request', 2): struct_7,
    ('request', 3): struct_7,
    ('request', 4): struct_7,
    ('request', 5): struct_8,
    ('request', 6): struct_11,
    ('request', 7): struct_11,
    ('request', 8): struct_12,
    ('request', 9): struct_12,
    ('response', 0): struct_16,
    ('response', 1): struct_16,
    ('response', 2): struct_19,
    ('response', 3): struct_19,
    ('response', 4): struct_19,
    ('response', 5): struct_21,
    ('response', 6): struct_23,
    ('response', 7): struct_24,
    ('response', 8): struct_24,
    ('response', 9): struct_27,
}
