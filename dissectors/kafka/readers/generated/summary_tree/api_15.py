"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]string', None, s1, 0, items3, 'groupId')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'groups', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'groups', 'string', n6)
                items3.append(Node('groups', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('groups', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    return pos


def struct_3(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]string', None, s1, 0, items3, 'groupId')
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'groups', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'groups', 'string', n6)
                items3.append(Node('groups', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('groups', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    pos += 1
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
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]string', None, s1, pos - s1, None, 'groupId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]string', None, s1, 0, items3, 'groupId')
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
                    raise sized_error(s5, pos, end, 'groups', 'string', n6)
                items3.append(Node('groups', 'string', None, s5, pos - s5, None, 'groupId'))
            else:
                items3.append(Node('groups', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, 'groupId'))
                pos += n6
        a4.length = pos - s1
    if pos + 1 > end:
        raise run_error(pos, end, k2)
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_8(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'client_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_host', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'client_host', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'member_metadata', 'bytes length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'member_metadata', 'bytes', n8)
    else:
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'member_assignment', 'bytes length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'member_assignment', 'bytes', n10)
    else:
        pos += n10
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        out.append(Node('group_id', 'string', None, s2, pos - s2, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'groupId'))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_state', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_state', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_data', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'protocol_data', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'members', n11)
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_8(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
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
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        out.append(Node('group_id', 'string', None, s2, pos - s2, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'groupId'))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_state', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_state', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_data', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'protocol_data', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'members', n11)
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_8(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_14(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_16(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'member_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'member_id', 'string', n2)
    else:
        pos += n2
    s3 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_instance_id', 'string length')
    n4 = unpack_int16(buf, pos)[0]
    pos += 2
    if n4 < 0 or pos + n4 > end:
        if n4 != -1:
            raise sized_error(s3, pos, end, 'group_instance_id', 'string', n4)
    else:
        pos += n4
    s5 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n6 = unpack_int16(buf, pos)[0]
    pos += 2
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'client_id', 'string', n6)
    else:
        pos += n6
    s7 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_host', 'string length')
    n8 = unpack_int16(buf, pos)[0]
    pos += 2
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'client_host', 'string', n8)
    else:
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'member_metadata', 'bytes length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or pos + n10 > end:
        if n10 != -1:
            raise sized_error(s9, pos, end, 'member_metadata', 'bytes', n10)
    else:
        pos += n10
    s11 = pos
    if pos + 4 > end:
        raise past_end(pos, 'member_assignment', 'bytes length')
    n12 = unpack_int32(buf, pos)[0]
    pos += 4
    if n12 < 0 or pos + n12 > end:
        if n12 != -1:
            raise sized_error(s11, pos, end, 'member_assignment', 'bytes', n12)
    else:
        pos += n12
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k6)
    v1 = k7(buf, pos)
    out.append(Node('error_code', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        out.append(Node('group_id', 'string', None, s2, pos - s2, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'groupId'))
        pos += n3
    s4 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_state', 'string length')
    n5 = unpack_int16(buf, pos)[0]
    pos += 2
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_state', 'string', n5)
    else:
        pos += n5
    s6 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_type', 'string length')
    n7 = unpack_int16(buf, pos)[0]
    pos += 2
    if n7 < 0 or pos + n7 > end:
        if n7 != -1:
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    s8 = pos
    if pos + 2 > end:
        raise past_end(pos, 'protocol_data', 'string length')
    n9 = unpack_int16(buf, pos)[0]
    pos += 2
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'protocol_data', 'string', n9)
    else:
        pos += n9
    s10 = pos
    if pos + 4 > end:
        raise past_end(pos, 'members', 'array length')
    n11 = unpack_int32(buf, pos)[0]
    pos += 4
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'members', n11)
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_16(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k11)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    return pos


def struct_19(buf, pos, end, out, ctx):
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
    else:
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
            raise sized_error(s5, pos, end, 'client_id', 'string', n6)
    else:
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
            raise sized_error(s7, pos, end, 'client_host', 'string', n8)
    else:
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
            raise sized_error(s9, pos, end, 'member_metadata', 'bytes', n10)
    else:
        pos += n10
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or pos + n12 > end:
        if n12 != -1:
            raise sized_error(s11, pos, end, 'member_assignment', 'bytes', n12)
    else:
        pos += n12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
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
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        out.append(Node('group_id', 'string', None, s2, pos - s2, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, 'groupId'))
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
            raise sized_error(s4, pos, end, 'group_state', 'string', n5)
    else:
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
            raise sized_error(s6, pos, end, 'protocol_type', 'string', n7)
        out.append(Node('protocol_type', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
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
            raise sized_error(s8, pos, end, 'protocol_data', 'string', n9)
    else:
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
        out.append(Node('members', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        items12 = []
        a13 = Node('members', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('members', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_19(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_21(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_20(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_22(buf, pos, end, out, ctx):
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
    if n5 < 0 or pos + n5 > end:
        if n5 != -1:
            raise sized_error(s4, pos, end, 'group_id', 'string', n5)
        out.append(Node('group_id', 'string', None, s4, pos - s4, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, 'groupId'))
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
            raise sized_error(s6, pos, end, 'group_state', 'string', n7)
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
            raise sized_error(s8, pos, end, 'protocol_type', 'string', n9)
        out.append(Node('protocol_type', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('protocol_type', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'protocol_data', 'string', n11)
    else:
        pos += n11
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'members', n13)
        out.append(Node('members', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'members', n13)
        items14 = []
        a15 = Node('members', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('members', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_19(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


def struct_23(buf, pos, end, out, ctx):
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
            raise count_error(s1, pos, end, 'groups', n2)
        out.append(Node('groups', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        items3 = []
        a4 = Node('groups', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('groups', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_22(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k4(buf, pos, end, out, ctx)
    return pos


k2 = (('include_authorized_operations', 'bool', 1),)
k4 = tagged_section({}, None)
k6 = (('error_code', 'int16', 2),)
k7 = Struct('>h').unpack_from
k11 = (('throttle_time_ms', 'int32', 4),)
k13 = (('authorized_operations', 'int32', 4),)

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('request', 2): struct_1,
    ('request', 3): struct_3,
    ('request', 4): struct_3,
    ('request', 5): struct_5,
    ('request', 6): struct_5,
    ('response', 0): struct_10,
    ('response', 1): struct_12,
    ('response', 2): struct_12,
    ('response', 3): struct_15,
    ('response', 4): struct_18,
    ('response', 5): struct_21,
    ('response', 6): struct_23,
}
