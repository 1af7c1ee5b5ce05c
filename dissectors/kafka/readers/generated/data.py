"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16, unpack_int32, uuid_text


def struct_3(buf, pos, end, out, ctx):
    if pos + 32 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('producer_id', 'int64', v1[0], pos + 0, 8, None, None))
    out.append(Node('first_offset', 'int64', v1[1], pos + 8, 8, None, None))
    out.append(Node('last_offset', 'int64', v1[2], pos + 16, 8, None, None))
    out.append(Node('last_stable_offset', 'int64', v1[3], pos + 24, 8, None, None))
    pos += 32
    return pos


def struct_4(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'topic', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic', 'string', n2)
        out.append(Node('topic', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    s3 = pos
    if pos + 4 > end:
        raise past_end(pos, 'partitions', 'array length')
    n4 = unpack_int32(buf, pos)[0]
    pos += 4
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'partitions', n4)
        out.append(Node('partitions', '[]int32', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'partitions', n4)
        items5 = []
        a6 = Node('partitions', '[]int32', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items5.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a6.length = pos - s3
    return pos


def struct_5(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'assigned_partitions', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'assigned_partitions', n2)
        out.append(Node('assigned_partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'assigned_partitions', n2)
        items3 = []
        a4 = Node('assigned_partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('assigned_partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_4(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos + 4 > end:
        raise past_end(pos, 'user_data', 'bytes length')
    n9 = unpack_int32(buf, pos)[0]
    pos += 4
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'user_data', 'bytes', n9)
        out.append(Node('user_data', 'bytes', None, s8, pos - s8, None, None))
    else:
        out.append(Node('user_data', 'bytes', buf[pos : pos + n9], s8, pos + n9 - s8, None, None))
        pos += n9
    return pos


def struct_6(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]string', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topics', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'topics', 'string', n6)
                items3.append(Node('topics', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('topics', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'user_data', 'bytes length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'user_data', 'bytes', n8)
        out.append(Node('user_data', 'bytes', None, s7, pos - s7, None, None))
    else:
        out.append(Node('user_data', 'bytes', buf[pos : pos + n8], s7, pos + n8 - s7, None, None))
        pos += n8
    return pos


def struct_7(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]string', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topics', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'topics', 'string', n6)
                items3.append(Node('topics', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('topics', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'user_data', 'bytes length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'user_data', 'bytes', n8)
        out.append(Node('user_data', 'bytes', None, s7, pos - s7, None, None))
    else:
        out.append(Node('user_data', 'bytes', buf[pos : pos + n8], s7, pos + n8 - s7, None, None))
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'owned_partitions', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'owned_partitions', n10)
        out.append(Node('owned_partitions', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'owned_partitions', n10)
        items11 = []
        a12 = Node('owned_partitions', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('owned_partitions', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_4(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    return pos


def struct_10(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]string', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topics', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'topics', 'string', n6)
                items3.append(Node('topics', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('topics', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'user_data', 'bytes length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'user_data', 'bytes', n8)
        out.append(Node('user_data', 'bytes', None, s7, pos - s7, None, None))
    else:
        out.append(Node('user_data', 'bytes', buf[pos : pos + n8], s7, pos + n8 - s7, None, None))
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'owned_partitions', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'owned_partitions', n10)
        out.append(Node('owned_partitions', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'owned_partitions', n10)
        items11 = []
        a12 = Node('owned_partitions', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('owned_partitions', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_4(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v16 = k9(buf, pos)
    out.append(Node('generation_id', 'int32', v16[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_11(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 4 > end:
        raise past_end(pos, 'topics', 'array length')
    n2 = unpack_int32(buf, pos)[0]
    pos += 4
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'topics', n2)
        out.append(Node('topics', '[]string', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'topics', n2)
        items3 = []
        a4 = Node('topics', '[]string', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'topics', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'topics', 'string', n6)
                items3.append(Node('topics', 'string', None, s5, pos - s5, None, None))
            else:
                items3.append(Node('topics', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
                pos += n6
        a4.length = pos - s1
    s7 = pos
    if pos + 4 > end:
        raise past_end(pos, 'user_data', 'bytes length')
    n8 = unpack_int32(buf, pos)[0]
    pos += 4
    if n8 < 0 or pos + n8 > end:
        if n8 != -1:
            raise sized_error(s7, pos, end, 'user_data', 'bytes', n8)
        out.append(Node('user_data', 'bytes', None, s7, pos - s7, None, None))
    else:
        out.append(Node('user_data', 'bytes', buf[pos : pos + n8], s7, pos + n8 - s7, None, None))
        pos += n8
    s9 = pos
    if pos + 4 > end:
        raise past_end(pos, 'owned_partitions', 'array length')
    n10 = unpack_int32(buf, pos)[0]
    pos += 4
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'owned_partitions', n10)
        out.append(Node('owned_partitions', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'owned_partitions', n10)
        items11 = []
        a12 = Node('owned_partitions', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('owned_partitions', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_4(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos + 4 > end:
        raise run_error(pos, end, k8)
    v16 = k9(buf, pos)
    out.append(Node('generation_id', 'int32', v16[0], pos + 0, 4, None, None))
    pos += 4
    s17 = pos
    if pos + 2 > end:
        raise past_end(pos, 'rack_id', 'string length')
    n18 = unpack_int16(buf, pos)[0]
    pos += 2
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack_id', 'string', n18)
        out.append(Node('rack_id', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack_id', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    return pos


def struct_14(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k12)
    v1 = k13(buf, pos)
    out.append(Node('type', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    return pos


def struct_18(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'type', 'string', n2)
        out.append(Node('type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'name', 'string', n4)
        out.append(Node('name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 1 > end:
        raise run_error(pos, end, k15)
    v5 = k16(buf, pos)
    out.append(Node('token_authenticated', 'bool', v5[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_20(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k19)
    v1 = k9(buf, pos)
    out.append(Node('coordinator_epoch', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_23(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k21)
    v1 = k22(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('k_raft_version', 'int16', v1[1], pos + 2, 2, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_27(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k9(buf, pos)
    out.append(Node('voter_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_28(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k25(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[1], pos + 2, 4, None, 'brokerId'))
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
            raise count_error(s2, pos, end, 'voters', n3)
        out.append(Node('voters', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'voters', n3)
        items4 = []
        a5 = Node('voters', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('voters', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_27(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'granting_voters', n10)
        out.append(Node('granting_voters', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'granting_voters', n10)
        items11 = []
        a12 = Node('granting_voters', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('granting_voters', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_27(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k9(buf, pos)
    out.append(Node('voter_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_30(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k24)
    v1 = k25(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('leader_id', 'int32', v1[1], pos + 2, 4, None, 'brokerId'))
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
            raise count_error(s2, pos, end, 'voters', n3)
        out.append(Node('voters', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'voters', n3)
        items4 = []
        a5 = Node('voters', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('voters', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_29(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    if pos < end and buf[pos] < 128:
        n10 = buf[pos] - 1
        pos += 1
    else:
        n10, pos = read_uvarint(buf, pos, end)
        n10 -= 1
    if n10 < 0 or n10 > end - pos:
        if n10 != -1:
            raise count_error(s9, pos, end, 'granting_voters', n10)
        out.append(Node('granting_voters', '[]struct', None, s9, pos - s9, None, None))
    else:
        ctx.cost += n10 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s9, 'granting_voters', n10)
        items11 = []
        a12 = Node('granting_voters', '[]struct', None, s9, 0, items11, None)
        out.append(a12)
        for _ in range(n10):
            s13 = pos
            c14 = []
            t15 = Node('granting_voters', 'struct', None, s13, 0, c14, None)
            items11.append(t15)
            pos = struct_29(buf, pos, end, c14, ctx)
            t15.length = pos - s13
        a12.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k31)
    v1 = k13(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_35(buf, pos, end, out, ctx):
    if pos + 10 > end:
        raise run_error(pos, end, k33)
    v1 = k34(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('last_contained_log_timestamp', 'int64', v1[1], pos + 2, 8, None, None))
    pos += 10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 2 > end:
        raise run_error(pos, end, k36)
    v5 = k37(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k39)
    v1 = k22(buf, pos)
    out.append(Node('min_supported_version', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('max_supported_version', 'int16', v1[1], pos + 2, 2, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_41(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k26)
    v1 = k9(buf, pos)
    out.append(Node('voter_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'voter_directory_id', 'uuid')
    out.append(Node('voter_directory_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'endpoints', n3)
        out.append(Node('endpoints', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'endpoints', n3)
        items4 = []
        a5 = Node('endpoints', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('endpoints', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_38(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    s9 = pos
    c10 = []
    t11 = Node('k_raft_version_feature', 'struct', None, s9, 0, c10, None)
    out.append(t11)
    pos = struct_40(buf, pos, end, c10, ctx)
    t11.length = pos - s9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_42(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k31)
    v1 = k13(buf, pos)
    out.append(Node('version', 'int16', v1[0], pos + 0, 2, None, None))
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
            raise count_error(s2, pos, end, 'voters', n3)
        out.append(Node('voters', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'voters', n3)
        items4 = []
        a5 = Node('voters', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('voters', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_41(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_48(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'host', 'string', n4)
        out.append(Node('host', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 4 > end:
        raise run_error(pos, end, k46)
    v5 = k47(buf, pos)
    out.append(Node('port', 'uint16', v5[0], pos + 0, 2, None, None))
    out.append(Node('security_protocol', 'int16', v5[1], pos + 2, 2, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_49(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 4 > end:
        raise run_error(pos, end, k39)
    v3 = k22(buf, pos)
    out.append(Node('min_supported_version', 'int16', v3[0], pos + 0, 2, None, None))
    out.append(Node('max_supported_version', 'int16', v3[1], pos + 2, 2, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_51(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k43)
    v1 = k9(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    v2 = k45(buf, pos)
    out.append(Node('broker_epoch', 'int64', v2[0], pos + 0, 8, None, None))
    pos += 8
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack', 'string', n18)
        out.append(Node('rack', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos + 1 > end:
        raise run_error(pos, end, k50)
    v19 = k16(buf, pos)
    out.append(Node('fenced', 'bool', v19[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_54(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k43)
    v1 = k9(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    v2 = k45(buf, pos)
    out.append(Node('broker_epoch', 'int64', v2[0], pos + 0, 8, None, None))
    pos += 8
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack', 'string', n18)
        out.append(Node('rack', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos + 2 > end:
        raise run_error(pos, end, k52)
    v19 = k53(buf, pos)
    out.append(Node('fenced', 'bool', v19[0], pos + 0, 1, None, None))
    out.append(Node('in_controlled_shutdown', 'bool', v19[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_57(buf, pos, end, out, ctx):
    if pos + 5 > end:
        raise run_error(pos, end, k55)
    v1 = k56(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('is_migrating_zk_broker', 'bool', v1[1], pos + 4, 1, None, None))
    pos += 5
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    v2 = k45(buf, pos)
    out.append(Node('broker_epoch', 'int64', v2[0], pos + 0, 8, None, None))
    pos += 8
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack', 'string', n18)
        out.append(Node('rack', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos + 2 > end:
        raise run_error(pos, end, k52)
    v19 = k53(buf, pos)
    out.append(Node('fenced', 'bool', v19[0], pos + 0, 1, None, None))
    out.append(Node('in_controlled_shutdown', 'bool', v19[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def field_58(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'log_dirs', n2)
        out.append(Node('log_dirs', '[]uuid', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'log_dirs', n2)
        items3 = []
        a4 = Node('log_dirs', '[]uuid', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 16 > end:
                raise past_end(pos, 'log_dirs', 'uuid')
            items3.append(Node('log_dirs', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a4.length = pos - s1
    return pos


def struct_60(buf, pos, end, out, ctx):
    if pos + 5 > end:
        raise run_error(pos, end, k55)
    v1 = k56(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('is_migrating_zk_broker', 'bool', v1[1], pos + 4, 1, None, None))
    pos += 5
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    v2 = k45(buf, pos)
    out.append(Node('broker_epoch', 'int64', v2[0], pos + 0, 8, None, None))
    pos += 8
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack', 'string', n18)
        out.append(Node('rack', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos + 2 > end:
        raise run_error(pos, end, k52)
    v19 = k53(buf, pos)
    out.append(Node('fenced', 'bool', v19[0], pos + 0, 1, None, None))
    out.append(Node('in_controlled_shutdown', 'bool', v19[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k59(buf, pos, end, out, ctx)
    return pos


def field_61(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'cordoned_log_dirs', n2)
        out.append(Node('cordoned_log_dirs', '[]uuid', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'cordoned_log_dirs', n2)
        items3 = []
        a4 = Node('cordoned_log_dirs', '[]uuid', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 16 > end:
                raise past_end(pos, 'cordoned_log_dirs', 'uuid')
            items3.append(Node('cordoned_log_dirs', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a4.length = pos - s1
    return pos


def struct_63(buf, pos, end, out, ctx):
    if pos + 5 > end:
        raise run_error(pos, end, k55)
    v1 = k56(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('is_migrating_zk_broker', 'bool', v1[1], pos + 4, 1, None, None))
    pos += 5
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 8 > end:
        raise run_error(pos, end, k44)
    v2 = k45(buf, pos)
    out.append(Node('broker_epoch', 'int64', v2[0], pos + 0, 8, None, None))
    pos += 8
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    s17 = pos
    if pos < end and buf[pos] < 128:
        n18 = buf[pos] - 1
        pos += 1
    else:
        n18, pos = read_uvarint(buf, pos, end)
        n18 -= 1
    if n18 < 0 or pos + n18 > end:
        if n18 != -1:
            raise sized_error(s17, pos, end, 'rack', 'string', n18)
        out.append(Node('rack', 'string', None, s17, pos - s17, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n18].decode('utf-8', 'replace'), s17, pos + n18 - s17, None, None))
        pos += n18
    if pos + 2 > end:
        raise run_error(pos, end, k52)
    v19 = k53(buf, pos)
    out.append(Node('fenced', 'bool', v19[0], pos + 0, 1, None, None))
    out.append(Node('in_controlled_shutdown', 'bool', v19[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k62(buf, pos, end, out, ctx)
    return pos


def struct_66(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_67(buf, pos, end, out, ctx):
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
        pos = k17(buf, pos, end, out, ctx)
    return pos


def field_70(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k68)
    v1 = k69(buf, pos)
    out.append(Node('leader_recovery_state', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_75(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replicas', n3)
        out.append(Node('replicas', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replicas', n3)
        items4 = []
        a5 = Node('replicas', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items4.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'isr', n7)
        out.append(Node('isr', '[]int32', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'isr', n7)
        items8 = []
        a9 = Node('isr', '[]int32', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items8.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a9.length = pos - s6
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'removing_replicas', n11)
        out.append(Node('removing_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'removing_replicas', n11)
        items12 = []
        a13 = Node('removing_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            items12.append(Node('removing_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'adding_replicas', n15)
        out.append(Node('adding_replicas', '[]int32', None, s14, pos - s14, None, 'brokerId'))
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'adding_replicas', n15)
        items16 = []
        a17 = Node('adding_replicas', '[]int32', None, s14, 0, items16, 'brokerId')
        out.append(a17)
        for _ in range(n15):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            items16.append(Node('adding_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a17.length = pos - s14
    if pos + 12 > end:
        raise run_error(pos, end, k72)
    v18 = k73(buf, pos)
    out.append(Node('leader', 'int32', v18[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v18[1], pos + 4, 4, None, None))
    out.append(Node('partition_epoch', 'int32', v18[2], pos + 8, 4, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k74(buf, pos, end, out, ctx)
    return pos


def struct_76(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replicas', n3)
        out.append(Node('replicas', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replicas', n3)
        items4 = []
        a5 = Node('replicas', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items4.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'isr', n7)
        out.append(Node('isr', '[]int32', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'isr', n7)
        items8 = []
        a9 = Node('isr', '[]int32', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items8.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a9.length = pos - s6
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'removing_replicas', n11)
        out.append(Node('removing_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'removing_replicas', n11)
        items12 = []
        a13 = Node('removing_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            items12.append(Node('removing_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'adding_replicas', n15)
        out.append(Node('adding_replicas', '[]int32', None, s14, pos - s14, None, 'brokerId'))
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'adding_replicas', n15)
        items16 = []
        a17 = Node('adding_replicas', '[]int32', None, s14, 0, items16, 'brokerId')
        out.append(a17)
        for _ in range(n15):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            items16.append(Node('adding_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a17.length = pos - s14
    if pos + 12 > end:
        raise run_error(pos, end, k72)
    v18 = k73(buf, pos)
    out.append(Node('leader', 'int32', v18[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v18[1], pos + 4, 4, None, None))
    out.append(Node('partition_epoch', 'int32', v18[2], pos + 8, 4, None, None))
    pos += 12
    s19 = pos
    if pos < end and buf[pos] < 128:
        n20 = buf[pos] - 1
        pos += 1
    else:
        n20, pos = read_uvarint(buf, pos, end)
        n20 -= 1
    if n20 < 0 or n20 > end - pos:
        if n20 != -1:
            raise count_error(s19, pos, end, 'directories', n20)
        out.append(Node('directories', '[]uuid', None, s19, pos - s19, None, None))
    else:
        ctx.cost += n20 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s19, 'directories', n20)
        items21 = []
        a22 = Node('directories', '[]uuid', None, s19, 0, items21, None)
        out.append(a22)
        for _ in range(n20):
            if pos + 16 > end:
                raise past_end(pos, 'directories', 'uuid')
            items21.append(Node('directories', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a22.length = pos - s19
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k74(buf, pos, end, out, ctx)
    return pos


def field_77(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'eligible_leader_replicas', n2)
        out.append(Node('eligible_leader_replicas', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'eligible_leader_replicas', n2)
        items3 = []
        a4 = Node('eligible_leader_replicas', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'eligible_leader_replicas', 'int32')
            items3.append(Node('eligible_leader_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def field_78(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'last_known_elr', n2)
        out.append(Node('last_known_elr', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'last_known_elr', n2)
        items3 = []
        a4 = Node('last_known_elr', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'last_known_elr', 'int32')
            items3.append(Node('last_known_elr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def struct_80(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'replicas', n3)
        out.append(Node('replicas', '[]int32', None, s2, pos - s2, None, 'brokerId'))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'replicas', n3)
        items4 = []
        a5 = Node('replicas', '[]int32', None, s2, 0, items4, 'brokerId')
        out.append(a5)
        for _ in range(n3):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items4.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a5.length = pos - s2
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'isr', n7)
        out.append(Node('isr', '[]int32', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'isr', n7)
        items8 = []
        a9 = Node('isr', '[]int32', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items8.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a9.length = pos - s6
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'removing_replicas', n11)
        out.append(Node('removing_replicas', '[]int32', None, s10, pos - s10, None, 'brokerId'))
    else:
        ctx.cost += n11 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'removing_replicas', n11)
        items12 = []
        a13 = Node('removing_replicas', '[]int32', None, s10, 0, items12, 'brokerId')
        out.append(a13)
        for _ in range(n11):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            items12.append(Node('removing_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a13.length = pos - s10
    s14 = pos
    if pos < end and buf[pos] < 128:
        n15 = buf[pos] - 1
        pos += 1
    else:
        n15, pos = read_uvarint(buf, pos, end)
        n15 -= 1
    if n15 < 0 or n15 > end - pos:
        if n15 != -1:
            raise count_error(s14, pos, end, 'adding_replicas', n15)
        out.append(Node('adding_replicas', '[]int32', None, s14, pos - s14, None, 'brokerId'))
    else:
        ctx.cost += n15 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s14, 'adding_replicas', n15)
        items16 = []
        a17 = Node('adding_replicas', '[]int32', None, s14, 0, items16, 'brokerId')
        out.append(a17)
        for _ in range(n15):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            items16.append(Node('adding_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a17.length = pos - s14
    if pos + 12 > end:
        raise run_error(pos, end, k72)
    v18 = k73(buf, pos)
    out.append(Node('leader', 'int32', v18[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('leader_epoch', 'int32', v18[1], pos + 4, 4, None, None))
    out.append(Node('partition_epoch', 'int32', v18[2], pos + 8, 4, None, None))
    pos += 12
    s19 = pos
    if pos < end and buf[pos] < 128:
        n20 = buf[pos] - 1
        pos += 1
    else:
        n20, pos = read_uvarint(buf, pos, end)
        n20 -= 1
    if n20 < 0 or n20 > end - pos:
        if n20 != -1:
            raise count_error(s19, pos, end, 'directories', n20)
        out.append(Node('directories', '[]uuid', None, s19, pos - s19, None, None))
    else:
        ctx.cost += n20 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s19, 'directories', n20)
        items21 = []
        a22 = Node('directories', '[]uuid', None, s19, 0, items21, None)
        out.append(a22)
        for _ in range(n20):
            if pos + 16 > end:
                raise past_end(pos, 'directories', 'uuid')
            items21.append(Node('directories', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a22.length = pos - s19
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k79(buf, pos, end, out, ctx)
    return pos


def struct_82(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k81)
    v1 = k69(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
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
            raise sized_error(s4, pos, end, 'name', 'string', n5)
        out.append(Node('name', 'string', None, s4, pos - s4, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n5].decode('utf-8', 'replace'), s4, pos + n5 - s4, None, None))
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
            raise sized_error(s6, pos, end, 'value', 'string', n7)
        out.append(Node('value', 'string', None, s6, pos - s6, None, None))
    else:
        out.append(Node('value', 'string', buf[pos : pos + n7].decode('utf-8', 'replace'), s6, pos + n7 - s6, None, None))
        pos += n7
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def field_83(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'isr', n2)
        out.append(Node('isr', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'isr', n2)
        items3 = []
        a4 = Node('isr', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'isr', 'int32')
            items3.append(Node('isr', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def field_85(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k84)
    v1 = k9(buf, pos)
    out.append(Node('leader', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    return pos


def field_86(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'replicas', n2)
        out.append(Node('replicas', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'replicas', n2)
        items3 = []
        a4 = Node('replicas', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'replicas', 'int32')
            items3.append(Node('replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def field_87(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'removing_replicas', n2)
        out.append(Node('removing_replicas', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'removing_replicas', n2)
        items3 = []
        a4 = Node('removing_replicas', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'removing_replicas', 'int32')
            items3.append(Node('removing_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def field_88(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'adding_replicas', n2)
        out.append(Node('adding_replicas', '[]int32', None, s1, pos - s1, None, 'brokerId'))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'adding_replicas', n2)
        items3 = []
        a4 = Node('adding_replicas', '[]int32', None, s1, 0, items3, 'brokerId')
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'adding_replicas', 'int32')
            items3.append(Node('adding_replicas', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, 'brokerId'))
            pos += 4
        a4.length = pos - s1
    return pos


def struct_90(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k89(buf, pos, end, out, ctx)
    return pos


def field_91(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'directories', n2)
        out.append(Node('directories', '[]uuid', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'directories', n2)
        items3 = []
        a4 = Node('directories', '[]uuid', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 16 > end:
                raise past_end(pos, 'directories', 'uuid')
            items3.append(Node('directories', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
            pos += 16
        a4.length = pos - s1
    return pos


def struct_93(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k92(buf, pos, end, out, ctx)
    return pos


def struct_95(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k71)
    v1 = k9(buf, pos)
    out.append(Node('partition_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k94(buf, pos, end, out, ctx)
    return pos


def struct_97(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k96)
    v1 = k65(buf, pos)
    out.append(Node('id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_98(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_101(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'owner', 'string', n2)
        out.append(Node('owner', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('owner', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'requester', 'string', n4)
        out.append(Node('requester', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('requester', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
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
        out.append(Node('renewers', '[]string', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'renewers', n6)
        items7 = []
        a8 = Node('renewers', '[]string', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            if pos < end and buf[pos] < 128:
                n10 = buf[pos] - 1
                pos += 1
            else:
                n10, pos = read_uvarint(buf, pos, end)
                n10 -= 1
            if n10 < 0 or pos + n10 > end:
                if n10 != -1:
                    raise sized_error(s9, pos, end, 'renewers', 'string', n10)
                items7.append(Node('renewers', 'string', None, s9, pos - s9, None, None))
            else:
                items7.append(Node('renewers', 'string', buf[pos : pos + n10].decode('utf-8', 'replace'), s9, pos + n10 - s9, None, None))
                pos += n10
        a8.length = pos - s5
    if pos + 24 > end:
        raise run_error(pos, end, k99)
    v11 = k100(buf, pos)
    out.append(Node('issue_timestamp', 'int64', v11[0], pos + 0, 8, None, None))
    out.append(Node('max_timestamp', 'int64', v11[1], pos + 8, 8, None, None))
    out.append(Node('expiration_timestamp', 'int64', v11[2], pos + 16, 8, None, None))
    pos += 24
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or pos + n13 > end:
        if n13 != -1:
            raise sized_error(s12, pos, end, 'token_id', 'string', n13)
        out.append(Node('token_id', 'string', None, s12, pos - s12, None, None))
    else:
        out.append(Node('token_id', 'string', buf[pos : pos + n13].decode('utf-8', 'replace'), s12, pos + n13 - s12, None, None))
        pos += n13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_104(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k102)
    v3 = k69(buf, pos)
    out.append(Node('mechanism', 'int8', v3[0], pos + 0, 1, None, None))
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
            raise sized_error(s4, pos, end, 'salt', 'bytes', n5)
        out.append(Node('salt', 'bytes', None, s4, pos - s4, None, None))
    else:
        out.append(Node('salt', 'bytes', buf[pos : pos + n5], s4, pos + n5 - s4, None, None))
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
            raise sized_error(s6, pos, end, 'stored_key', 'bytes', n7)
        out.append(Node('stored_key', 'bytes', None, s6, pos - s6, None, None))
    else:
        out.append(Node('stored_key', 'bytes', buf[pos : pos + n7], s6, pos + n7 - s6, None, None))
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
            raise sized_error(s8, pos, end, 'server_key', 'bytes', n9)
        out.append(Node('server_key', 'bytes', None, s8, pos - s8, None, None))
    else:
        out.append(Node('server_key', 'bytes', buf[pos : pos + n9], s8, pos + n9 - s8, None, None))
        pos += n9
    if pos + 4 > end:
        raise run_error(pos, end, k103)
    v10 = k9(buf, pos)
    out.append(Node('iterations', 'int32', v10[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_106(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 2 > end:
        raise run_error(pos, end, k105)
    v3 = k13(buf, pos)
    out.append(Node('feature_level', 'int16', v3[0], pos + 0, 2, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_107(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'entity_type', 'string', n2)
        out.append(Node('entity_type', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('entity_type', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
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
            raise sized_error(s3, pos, end, 'entity_name', 'string', n4)
        out.append(Node('entity_name', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('entity_name', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_110(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'entity', n2)
        out.append(Node('entity', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'entity', n2)
        items3 = []
        a4 = Node('entity', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('entity', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_107(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    s8 = pos
    if pos < end and buf[pos] < 128:
        n9 = buf[pos] - 1
        pos += 1
    else:
        n9, pos = read_uvarint(buf, pos, end)
        n9 -= 1
    if n9 < 0 or pos + n9 > end:
        if n9 != -1:
            raise sized_error(s8, pos, end, 'key', 'string', n9)
        out.append(Node('key', 'string', None, s8, pos - s8, None, None))
    else:
        out.append(Node('key', 'string', buf[pos : pos + n9].decode('utf-8', 'replace'), s8, pos + n9 - s8, None, None))
        pos += n9
    if pos + 9 > end:
        raise run_error(pos, end, k108)
    v10 = k109(buf, pos)
    out.append(Node('value', 'float64', v10[0], pos + 0, 8, None, None))
    out.append(Node('remove', 'bool', v10[1], pos + 8, 1, None, None))
    pos += 9
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_113(buf, pos, end, out, ctx):
    if pos + 20 > end:
        raise run_error(pos, end, k111)
    v1 = k112(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    out.append(Node('next_producer_id', 'int64', v1[2], pos + 12, 8, None, None))
    pos += 20
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def field_115(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k114)
    v1 = k69(buf, pos)
    out.append(Node('fenced', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_117(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k116(buf, pos, end, out, ctx)
    return pos


def field_119(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k118)
    v1 = k69(buf, pos)
    out.append(Node('in_controlled_shutdown', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    return pos


def struct_121(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k120(buf, pos, end, out, ctx)
    return pos


def struct_123(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k122(buf, pos, end, out, ctx)
    return pos


def struct_125(buf, pos, end, out, ctx):
    if pos + 12 > end:
        raise run_error(pos, end, k64)
    v1 = k65(buf, pos)
    out.append(Node('broker_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    out.append(Node('broker_epoch', 'int64', v1[1], pos + 4, 8, None, None))
    pos += 12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k124(buf, pos, end, out, ctx)
    return pos


def struct_129(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'id', 'uuid')
    out.append(Node('id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k81)
    v1 = k69(buf, pos)
    out.append(Node('resource_type', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'resource_name', 'string', n3)
        out.append(Node('resource_name', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('resource_name', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 1 > end:
        raise run_error(pos, end, k126)
    v4 = k69(buf, pos)
    out.append(Node('pattern_type', 'int8', v4[0], pos + 0, 1, None, None))
    pos += 1
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'principal', 'string', n6)
        out.append(Node('principal', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('principal', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
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
            raise sized_error(s7, pos, end, 'host', 'string', n8)
        out.append(Node('host', 'string', None, s7, pos - s7, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n8].decode('utf-8', 'replace'), s7, pos + n8 - s7, None, None))
        pos += n8
    if pos + 2 > end:
        raise run_error(pos, end, k127)
    v9 = k128(buf, pos)
    out.append(Node('operation', 'int8', v9[0], pos + 0, 1, None, None))
    out.append(Node('permission_type', 'int8', v9[1], pos + 1, 1, None, None))
    pos += 2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_130(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'id', 'uuid')
    out.append(Node('id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_131(buf, pos, end, out, ctx):
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_133(buf, pos, end, out, ctx):
    if pos + 1 > end:
        raise run_error(pos, end, k132)
    v1 = k69(buf, pos)
    out.append(Node('zk_migration_state', 'int8', v1[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_134(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos + 1 > end:
        raise run_error(pos, end, k102)
    v3 = k69(buf, pos)
    out.append(Node('mechanism', 'int8', v3[0], pos + 0, 1, None, None))
    pos += 1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def field_135(buf, pos, end, out, ctx):
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
        out.append(Node('name', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    return pos


def struct_137(buf, pos, end, out, ctx):
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k136(buf, pos, end, out, ctx)
    return pos


def field_138(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'reason', 'string', n2)
        out.append(Node('reason', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('reason', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    return pos


def struct_140(buf, pos, end, out, ctx):
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k139(buf, pos, end, out, ctx)
    return pos


def struct_141(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'token_id', 'string', n2)
        out.append(Node('token_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('token_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_144(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k142)
    v1 = k9(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos + 16 > end:
        raise past_end(pos, 'incarnation_id', 'uuid')
    out.append(Node('incarnation_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    if pos + 1 > end:
        raise run_error(pos, end, k143)
    v2 = k16(buf, pos)
    out.append(Node('zk_migration_ready', 'bool', v2[0], pos + 0, 1, None, None))
    pos += 1
    s3 = pos
    if pos < end and buf[pos] < 128:
        n4 = buf[pos] - 1
        pos += 1
    else:
        n4, pos = read_uvarint(buf, pos, end)
        n4 -= 1
    if n4 < 0 or n4 > end - pos:
        if n4 != -1:
            raise count_error(s3, pos, end, 'end_points', n4)
        out.append(Node('end_points', '[]struct', None, s3, pos - s3, None, None))
    else:
        ctx.cost += n4 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s3, 'end_points', n4)
        items5 = []
        a6 = Node('end_points', '[]struct', None, s3, 0, items5, None)
        out.append(a6)
        for _ in range(n4):
            s7 = pos
            c8 = []
            t9 = Node('end_points', 'struct', None, s7, 0, c8, None)
            items5.append(t9)
            pos = struct_48(buf, pos, end, c8, ctx)
            t9.length = pos - s7
        a6.length = pos - s3
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or n11 > end - pos:
        if n11 != -1:
            raise count_error(s10, pos, end, 'features', n11)
        out.append(Node('features', '[]struct', None, s10, pos - s10, None, None))
    else:
        ctx.cost += n11 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s10, 'features', n11)
        items12 = []
        a13 = Node('features', '[]struct', None, s10, 0, items12, None)
        out.append(a13)
        for _ in range(n11):
            s14 = pos
            c15 = []
            t16 = Node('features', 'struct', None, s14, 0, c15, None)
            items12.append(t16)
            pos = struct_49(buf, pos, end, c15, ctx)
            t16.length = pos - s14
        a13.length = pos - s10
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_145(buf, pos, end, out, ctx):
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'topic_name', 'string', n2)
        out.append(Node('topic_name', 'string', None, s1, pos - s1, None, 'topicName'))
    else:
        out.append(Node('topic_name', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'topicName'))
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


def struct_146(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k142)
    v1 = k9(buf, pos)
    out.append(Node('controller_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k17(buf, pos, end, out, ctx)
    return pos


k1 = (('producer_id', 'int64', 8), ('first_offset', 'int64', 8), ('last_offset', 'int64', 8), ('last_stable_offset', 'int64', 8))
k2 = Struct('>qqqq').unpack_from
k8 = (('generation_id', 'int32', 4),)
k9 = Struct('>i').unpack_from
k12 = (('type', 'int16', 2),)
k13 = Struct('>h').unpack_from
k15 = (('token_authenticated', 'bool', 1),)
k16 = Struct('>?').unpack_from
k17 = tagged_section({}, unknown_tag_node)
k19 = (('coordinator_epoch', 'int32', 4),)
k21 = (('version', 'int16', 2), ('k_raft_version', 'int16', 2))
k22 = Struct('>hh').unpack_from
k24 = (('version', 'int16', 2), ('leader_id', 'int32', 4))
k25 = Struct('>hi').unpack_from
k26 = (('voter_id', 'int32', 4),)
k31 = (('version', 'int16', 2),)
k33 = (('version', 'int16', 2), ('last_contained_log_timestamp', 'int64', 8))
k34 = Struct('>hq').unpack_from
k36 = (('port', 'uint16', 2),)
k37 = Struct('>H').unpack_from
k39 = (('min_supported_version', 'int16', 2), ('max_supported_version', 'int16', 2))
k43 = (('broker_id', 'int32', 4),)
k44 = (('broker_epoch', 'int64', 8),)
k45 = Struct('>q').unpack_from
k46 = (('port', 'uint16', 2), ('security_protocol', 'int16', 2))
k47 = Struct('>Hh').unpack_from
k50 = (('fenced', 'bool', 1),)
k52 = (('fenced', 'bool', 1), ('in_controlled_shutdown', 'bool', 1))
k53 = Struct('>??').unpack_from
k55 = (('broker_id', 'int32', 4), ('is_migrating_zk_broker', 'bool', 1))
k56 = Struct('>i?').unpack_from
k59 = tagged_section({0: ('log_dirs', field_58)}, unknown_tag_node)
k62 = tagged_section({0: ('log_dirs', field_58), 1: ('cordoned_log_dirs', field_61)}, unknown_tag_node)
k64 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8))
k65 = Struct('>iq').unpack_from
k68 = (('leader_recovery_state', 'int8', 1),)
k69 = Struct('>b').unpack_from
k71 = (('partition_id', 'int32', 4),)
k72 = (('leader', 'int32', 4), ('leader_epoch', 'int32', 4), ('partition_epoch', 'int32', 4))
k73 = Struct('>iii').unpack_from
k74 = tagged_section({0: ('leader_recovery_state', field_70)}, unknown_tag_node)
k79 = tagged_section({0: ('leader_recovery_state', field_70), 1: ('eligible_leader_replicas', field_77), 2: ('last_known_elr', field_78)}, unknown_tag_node)
k81 = (('resource_type', 'int8', 1),)
k84 = (('leader', 'int32', 4),)
k89 = tagged_section({0: ('isr', field_83), 1: ('leader', field_85), 2: ('replicas', field_86), 3: ('removing_replicas', field_87), 4: ('adding_replicas', field_88), 5: ('leader_recovery_state', field_70)}, unknown_tag_node)
k92 = tagged_section({0: ('isr', field_83), 1: ('leader', field_85), 2: ('replicas', field_86), 3: ('removing_replicas', field_87), 4: ('adding_replicas', field_88), 5: ('leader_recovery_state', field_70), 8: ('directories', field_91)}, unknown_tag_node)
k94 = tagged_section({0: ('isr', field_83), 1: ('leader', field_85), 2: ('replicas', field_86), 3: ('removing_replicas', field_87), 4: ('adding_replicas', field_88), 5: ('leader_recovery_state', field_70), 8: ('directories', field_91), 6: ('eligible_leader_replicas', field_77), 7: ('last_known_elr', field_78)}, unknown_tag_node)
k96 = (('id', 'int32', 4), ('epoch', 'int64', 8))
k99 = (('issue_timestamp', 'int64', 8), ('max_timestamp', 'int64', 8), ('expiration_timestamp', 'int64', 8))
k100 = Struct('>qqq').unpack_from
k102 = (('mechanism', 'int8', 1),)
k103 = (('iterations', 'int32', 4),)
k105 = (('feature_level', 'int16', 2),)
k108 = (('value', 'float64', 8), ('remove', 'bool', 1))
k109 = Struct('>d?').unpack_from
k111 = (('broker_id', 'int32', 4), ('broker_epoch', 'int64', 8), ('next_producer_id', 'int64', 8))
k112 = Struct('>iqq').unpack_from
k114 = (('fenced', 'int8', 1),)
k116 = tagged_section({0: ('fenced', field_115)}, unknown_tag_node)
k118 = (('in_controlled_shutdown', 'int8', 1),)
k120 = tagged_section({0: ('fenced', field_115), 1: ('in_controlled_shutdown', field_119)}, unknown_tag_node)
k122 = tagged_section({0: ('fenced', field_115), 1: ('in_controlled_shutdown', field_119), 2: ('log_dirs', field_58)}, unknown_tag_node)
k124 = tagged_section({0: ('fenced', field_115), 1: ('in_controlled_shutdown', field_119), 2: ('log_dirs', field_58), 3: ('cordoned_log_dirs', field_61)}, unknown_tag_node)
k126 = (('pattern_type', 'int8', 1),)
k127 = (('operation', 'int8', 1), ('permission_type', 'int8', 1))
k128 = Struct('>bb').unpack_from
k132 = (('zk_migration_state', 'int8', 1),)
k136 = tagged_section({0: ('name', field_135)}, unknown_tag_node)
k139 = tagged_section({0: ('reason', field_138)}, unknown_tag_node)
k142 = (('controller_id', 'int32', 4),)
k143 = (('zk_migration_ready', 'bool', 1),)

READERS = {
    ('data', 'AbortedTxn', 0): struct_3,
    ('data', 'ConsumerProtocolAssignment', 0): struct_5,
    ('data', 'ConsumerProtocolAssignment', 1): struct_5,
    ('data', 'ConsumerProtocolAssignment', 2): struct_5,
    ('data', 'ConsumerProtocolAssignment', 3): struct_5,
    ('data', 'ConsumerProtocolSubscription', 0): struct_6,
    ('data', 'ConsumerProtocolSubscription', 1): struct_7,
    ('data', 'ConsumerProtocolSubscription', 2): struct_10,
    ('data', 'ConsumerProtocolSubscription', 3): struct_11,
    ('data', 'ControlRecordTypeSchema', 0): struct_14,
    ('data', 'DefaultPrincipalData', 0): struct_18,
    ('data', 'EndTxnMarker', 0): struct_20,
    ('data', 'KRaftVersionRecord', 0): struct_23,
    ('data', 'LeaderChangeMessage', 0): struct_28,
    ('data', 'LeaderChangeMessage', 1): struct_30,
    ('data', 'SnapshotFooterRecord', 0): struct_32,
    ('data', 'SnapshotHeaderRecord', 0): struct_35,
    ('data', 'VotersRecord', 0): struct_42,
    ('metadata_record', 0, 0): struct_51,
    ('metadata_record', 0, 1): struct_54,
    ('metadata_record', 0, 2): struct_57,
    ('metadata_record', 0, 3): struct_60,
    ('metadata_record', 0, 4): struct_63,
    ('metadata_record', 1, 0): struct_66,
    ('metadata_record', 2, 0): struct_67,
    ('metadata_record', 3, 0): struct_75,
    ('metadata_record', 3, 1): struct_76,
    ('metadata_record', 3, 2): struct_80,
    ('metadata_record', 4, 0): struct_82,
    ('metadata_record', 5, 0): struct_90,
    ('metadata_record', 5, 1): struct_93,
    ('metadata_record', 5, 2): struct_95,
    ('metadata_record', 7, 0): struct_97,
    ('metadata_record', 8, 0): struct_97,
    ('metadata_record', 9, 0): struct_98,
    ('metadata_record', 10, 0): struct_101,
    ('metadata_record', 11, 0): struct_104,
    ('metadata_record', 12, 0): struct_106,
    ('metadata_record', 14, 0): struct_110,
    ('metadata_record', 15, 0): struct_113,
    ('metadata_record', 17, 0): struct_117,
    ('metadata_record', 17, 1): struct_121,
    ('metadata_record', 17, 2): struct_123,
    ('metadata_record', 17, 3): struct_125,
    ('metadata_record', 18, 0): struct_129,
    ('metadata_record', 19, 0): struct_130,
    ('metadata_record', 20, 0): struct_131,
    ('metadata_record', 21, 0): struct_133,
    ('metadata_record', 22, 0): struct_134,
    ('metadata_record', 23, 0): struct_137,
    ('metadata_record', 24, 0): struct_131,
    ('metadata_record', 25, 0): struct_140,
    ('metadata_record', 26, 0): struct_141,
    ('metadata_record', 27, 0): struct_144,
    ('metadata_record', 28, 0): struct_145,
    ('metadata_record', 29, 0): struct_146,
}
