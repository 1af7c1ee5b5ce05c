"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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


def struct_r4(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        L_protocol_type = None
    else:
        L_protocol_type = buf[pos : pos + n7].decode('utf-8', 'replace')
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
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r5(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r7(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r4(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r9(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        L_protocol_type = None
    else:
        L_protocol_type = buf[pos : pos + n7].decode('utf-8', 'replace')
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
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_r3(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
    pos += 4
    return pos


def struct_r10(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r9(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r11(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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


def struct_r12(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'group_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'group_id', 'string', n3)
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        L_protocol_type = None
    else:
        L_protocol_type = buf[pos : pos + n7].decode('utf-8', 'replace')
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
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_r11(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
    pos += 4
    return pos


def struct_r13(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
    pos += 4
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'groups', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'groups', n2)
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r12(buf, pos, end, out, ctx, topic, partition, open_)
    return pos


def struct_r15(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
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
        pos = kr14(buf, pos, end, out, ctx)
    return pos


def struct_r16(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
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
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n3].decode('utf-8', 'replace')
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
        L_protocol_type = None
    else:
        L_protocol_type = buf[pos : pos + n7].decode('utf-8', 'replace')
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
    else:
        ctx.cost += n11 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'members', n11)
        for _ in range(n11):
            s12 = pos
            pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr14(buf, pos, end, out, ctx)
    return pos


def struct_r17(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
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
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r16(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr14(buf, pos, end, out, ctx)
    return pos


def struct_r18(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
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
        L_error_message = None
    else:
        L_error_message = buf[pos : pos + n3].decode('utf-8', 'replace')
        pos += n3
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', L_error_message))
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
        L_group_id = None
    else:
        L_group_id = buf[pos : pos + n5].decode('utf-8', 'replace')
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
        L_protocol_type = None
    else:
        L_protocol_type = buf[pos : pos + n9].decode('utf-8', 'replace')
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
    else:
        ctx.cost += n13 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'members', n13)
        for _ in range(n13):
            s14 = pos
            pos = struct_r15(buf, pos, end, out, ctx, topic, partition, open_)
    if pos + 4 > end:
        raise run_error(pos, end, kr8)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr14(buf, pos, end, out, ctx)
    return pos


def struct_r19(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 4 > end:
        raise run_error(pos, end, kr6)
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
    else:
        ctx.cost += n2 * 2250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'groups', n2)
        for _ in range(n2):
            s3 = pos
            pos = struct_r18(buf, pos, end, out, ctx, topic, partition, open_)
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = kr14(buf, pos, end, out, ctx)
    return pos


kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from
kr6 = (('throttle_time_ms', 'int32', 4),)
kr8 = (('authorized_operations', 'int32', 4),)
kr14 = tagged_section({}, None)

READERS = {
    ('request', 0, None): None,
    ('request', 1, None): None,
    ('request', 2, None): None,
    ('request', 3, None): None,
    ('request', 4, None): None,
    ('request', 5, None): None,
    ('request', 6, None): None,
    ('response', 0, None): struct_r5,
    ('response', 1, None): struct_r7,
    ('response', 2, None): struct_r7,
    ('response', 3, None): struct_r10,
    ('response', 4, None): struct_r13,
    ('response', 5, None): struct_r17,
    ('response', 6, None): struct_r19,
}
