"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, count_error, past_end, read_uvarint, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int32, unpack_int8, uuid_text


def struct_8(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise run_error(pos, end, k5)
    v1 = k6(buf, pos)
    out.append(Node('first_offset', 'int64', v1[0], pos + 0, 8, None, None))
    out.append(Node('last_offset', 'int64', v1[1], pos + 8, 8, None, None))
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
            raise count_error(s2, pos, end, 'acknowledge_types', n3)
        out.append(Node('acknowledge_types', '[]int8', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'acknowledge_types', n3)
        items4 = []
        a5 = Node('acknowledge_types', '[]int8', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            if pos + 1 > end:
                raise past_end(pos, 'acknowledge_types', 'int8')
            items4.append(Node('acknowledge_types', 'int8', unpack_int8(buf, pos)[0], pos, 1, None, None))
            pos += 1
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k3)
    v1 = k4(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('partition_max_bytes', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'acknowledgement_batches', n3)
        out.append(Node('acknowledgement_batches', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'acknowledgement_batches', n3)
        items4 = []
        a5 = Node('acknowledgement_batches', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('acknowledgement_batches', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_8(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_10(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_9(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]int32', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]int32', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            if pos + 4 > end:
                raise past_end(pos, 'partitions', 'int32')
            items3.append(Node('partitions', 'int32', unpack_int32(buf, pos)[0], pos, 4, None, None))
            pos += 4
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 16 > end:
        raise run_error(pos, end, k1)
    v5 = k2(buf, pos)
    out.append(Node('share_session_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    out.append(Node('max_wait_ms', 'int32', v5[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v5[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v5[3], pos + 12, 4, None, None))
    pos += 16
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out.append(Node('topics', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        items8 = []
        a9 = Node('topics', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('topics', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_10(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'forgotten_topics_data', n14)
        out.append(Node('forgotten_topics_data', '[]struct', None, s13, pos - s13, None, None))
    else:
        ctx.cost += n14 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'forgotten_topics_data', n14)
        items15 = []
        a16 = Node('forgotten_topics_data', '[]struct', None, s13, 0, items15, None)
        out.append(a16)
        for _ in range(n14):
            s17 = pos
            c18 = []
            t19 = Node('forgotten_topics_data', 'struct', None, s17, 0, c18, None)
            items15.append(t19)
            pos = struct_11(buf, pos, end, c18, ctx)
            t19.length = pos - s17
        a16.length = pos - s13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k15)
    v1 = k16(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'acknowledgement_batches', n3)
        out.append(Node('acknowledgement_batches', '[]struct', None, s2, pos - s2, None, None))
    else:
        ctx.cost += n3 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'acknowledgement_batches', n3)
        items4 = []
        a5 = Node('acknowledgement_batches', '[]struct', None, s2, 0, items4, None)
        out.append(a5)
        for _ in range(n3):
            s6 = pos
            c7 = []
            t8 = Node('acknowledgement_batches', 'struct', None, s6, 0, c7, None)
            items4.append(t8)
            pos = struct_8(buf, pos, end, c7, ctx)
            t8.length = pos - s6
        a5.length = pos - s2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_17(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 24 > end:
        raise run_error(pos, end, k13)
    v5 = k14(buf, pos)
    out.append(Node('share_session_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    out.append(Node('max_wait_ms', 'int32', v5[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v5[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v5[3], pos + 12, 4, None, None))
    out.append(Node('max_records', 'int32', v5[4], pos + 16, 4, None, None))
    out.append(Node('batch_size', 'int32', v5[5], pos + 20, 4, None, None))
    pos += 24
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out.append(Node('topics', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        items8 = []
        a9 = Node('topics', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('topics', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_18(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'forgotten_topics_data', n14)
        out.append(Node('forgotten_topics_data', '[]struct', None, s13, pos - s13, None, None))
    else:
        ctx.cost += n14 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'forgotten_topics_data', n14)
        items15 = []
        a16 = Node('forgotten_topics_data', '[]struct', None, s13, 0, items15, None)
        out.append(a16)
        for _ in range(n14):
            s17 = pos
            c18 = []
            t19 = Node('forgotten_topics_data', 'struct', None, s17, 0, c18, None)
            items15.append(t19)
            pos = struct_11(buf, pos, end, c18, ctx)
            t19.length = pos - s17
        a16.length = pos - s13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
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
            raise sized_error(s1, pos, end, 'group_id', 'string', n2)
        out.append(Node('group_id', 'string', None, s1, pos - s1, None, 'groupId'))
    else:
        out.append(Node('group_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, 'groupId'))
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
            raise sized_error(s3, pos, end, 'member_id', 'string', n4)
        out.append(Node('member_id', 'string', None, s3, pos - s3, None, None))
    else:
        out.append(Node('member_id', 'string', buf[pos : pos + n4].decode('utf-8', 'replace'), s3, pos + n4 - s3, None, None))
        pos += n4
    if pos + 26 > end:
        raise run_error(pos, end, k20)
    v5 = k21(buf, pos)
    out.append(Node('share_session_epoch', 'int32', v5[0], pos + 0, 4, None, None))
    out.append(Node('max_wait_ms', 'int32', v5[1], pos + 4, 4, None, None))
    out.append(Node('min_bytes', 'int32', v5[2], pos + 8, 4, None, None))
    out.append(Node('max_bytes', 'int32', v5[3], pos + 12, 4, None, None))
    out.append(Node('max_records', 'int32', v5[4], pos + 16, 4, None, None))
    out.append(Node('batch_size', 'int32', v5[5], pos + 20, 4, None, None))
    out.append(Node('share_acquire_mode', 'int8', v5[6], pos + 24, 1, None, None))
    out.append(Node('is_renew_ack', 'bool', v5[7], pos + 25, 1, None, None))
    pos += 26
    s6 = pos
    if pos < end and buf[pos] < 128:
        n7 = buf[pos] - 1
        pos += 1
    else:
        n7, pos = read_uvarint(buf, pos, end)
        n7 -= 1
    if n7 < 0 or n7 > end - pos:
        if n7 != -1:
            raise count_error(s6, pos, end, 'topics', n7)
        out.append(Node('topics', '[]struct', None, s6, pos - s6, None, None))
    else:
        ctx.cost += n7 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s6, 'topics', n7)
        items8 = []
        a9 = Node('topics', '[]struct', None, s6, 0, items8, None)
        out.append(a9)
        for _ in range(n7):
            s10 = pos
            c11 = []
            t12 = Node('topics', 'struct', None, s10, 0, c11, None)
            items8.append(t12)
            pos = struct_18(buf, pos, end, c11, ctx)
            t12.length = pos - s10
        a9.length = pos - s6
    s13 = pos
    if pos < end and buf[pos] < 128:
        n14 = buf[pos] - 1
        pos += 1
    else:
        n14, pos = read_uvarint(buf, pos, end)
        n14 -= 1
    if n14 < 0 or n14 > end - pos:
        if n14 != -1:
            raise count_error(s13, pos, end, 'forgotten_topics_data', n14)
        out.append(Node('forgotten_topics_data', '[]struct', None, s13, pos - s13, None, None))
    else:
        ctx.cost += n14 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s13, 'forgotten_topics_data', n14)
        items15 = []
        a16 = Node('forgotten_topics_data', '[]struct', None, s13, 0, items15, None)
        out.append(a16)
        for _ in range(n14):
            s17 = pos
            c18 = []
            t19 = Node('forgotten_topics_data', 'struct', None, s17, 0, c18, None)
            items15.append(t19)
            pos = struct_11(buf, pos, end, c18, ctx)
            t19.length = pos - s17
        a16.length = pos - s13
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_29(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k28)
    v1 = k4(buf, pos)
    out.append(Node('leader_id', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('leader_epoch', 'int32', v1[1], pos + 4, 4, None, None))
    pos += 8
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_32(buf, pos, end, out, ctx):
    if pos + 18 > end:
        raise run_error(pos, end, k30)
    v1 = k31(buf, pos)
    out.append(Node('first_offset', 'int64', v1[0], pos + 0, 8, None, None))
    out.append(Node('last_offset', 'int64', v1[1], pos + 8, 8, None, None))
    out.append(Node('delivery_count', 'int16', v1[2], pos + 16, 2, None, None))
    pos += 18
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_33(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k25)
    v1 = k24(buf, pos)
    out.append(Node('partition_index', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
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
    if pos + 2 > end:
        raise run_error(pos, end, k26)
    v4 = k27(buf, pos)
    out.append(Node('acknowledge_error_code', 'int16', v4[0], pos + 0, 2, None, None))
    pos += 2
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'acknowledge_error_message', 'string', n6)
        out.append(Node('acknowledge_error_message', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('acknowledge_error_message', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    s7 = pos
    c8 = []
    t9 = Node('current_leader', 'struct', None, s7, 0, c8, None)
    out.append(t9)
    pos = struct_29(buf, pos, end, c8, ctx)
    t9.length = pos - s7
    s10 = pos
    if pos < end and buf[pos] < 128:
        n11 = buf[pos] - 1
        pos += 1
    else:
        n11, pos = read_uvarint(buf, pos, end)
        n11 -= 1
    if n11 < 0 or pos + n11 > end:
        if n11 != -1:
            raise sized_error(s10, pos, end, 'records', 'records', n11)
        out.append(Node('records', 'records', None, s10, pos - s10, None, None))
    else:
        ctx.records.append(Node('records', 'records', buf[pos : pos + n11], s10, pos + n11 - s10, None, None))
        out.append(ctx.records[-1])
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
            raise count_error(s12, pos, end, 'acquired_records', n13)
        out.append(Node('acquired_records', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1000
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'acquired_records', n13)
        items14 = []
        a15 = Node('acquired_records', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('acquired_records', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_32(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_34(buf, pos, end, out, ctx):
    if pos + 16 > end:
        raise past_end(pos, 'topic_id', 'uuid')
    out.append(Node('topic_id', 'uuid', uuid_text(buf, pos), pos, 16, None, None))
    pos += 16
    s1 = pos
    if pos < end and buf[pos] < 128:
        n2 = buf[pos] - 1
        pos += 1
    else:
        n2, pos = read_uvarint(buf, pos, end)
        n2 -= 1
    if n2 < 0 or n2 > end - pos:
        if n2 != -1:
            raise count_error(s1, pos, end, 'partitions', n2)
        out.append(Node('partitions', '[]struct', None, s1, pos - s1, None, None))
    else:
        ctx.cost += n2 * 2750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s1, 'partitions', n2)
        items3 = []
        a4 = Node('partitions', '[]struct', None, s1, 0, items3, None)
        out.append(a4)
        for _ in range(n2):
            s5 = pos
            c6 = []
            t7 = Node('partitions', 'struct', None, s5, 0, c6, None)
            items3.append(t7)
            pos = struct_33(buf, pos, end, c6, ctx)
            t7.length = pos - s5
        a4.length = pos - s1
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_37(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k35)
    v1 = k16(buf, pos)
    out.append(Node('node_id', 'int32', v1[0], pos + 0, 4, None, 'brokerId'))
    pos += 4
    s2 = pos
    if pos < end and buf[pos] < 128:
        n3 = buf[pos] - 1
        pos += 1
    else:
        n3, pos = read_uvarint(buf, pos, end)
        n3 -= 1
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'host', 'string', n3)
        out.append(Node('host', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('host', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos + 4 > end:
        raise run_error(pos, end, k36)
    v4 = k16(buf, pos)
    out.append(Node('port', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or pos + n6 > end:
        if n6 != -1:
            raise sized_error(s5, pos, end, 'rack', 'string', n6)
        out.append(Node('rack', 'string', None, s5, pos - s5, None, None))
    else:
        out.append(Node('rack', 'string', buf[pos : pos + n6].decode('utf-8', 'replace'), s5, pos + n6 - s5, None, None))
        pos += n6
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_38(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
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
            raise count_error(s4, pos, end, 'responses', n5)
        out.append(Node('responses', '[]struct', None, s4, pos - s4, None, None))
    else:
        ctx.cost += n5 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s4, 'responses', n5)
        items6 = []
        a7 = Node('responses', '[]struct', None, s4, 0, items6, None)
        out.append(a7)
        for _ in range(n5):
            s8 = pos
            c9 = []
            t10 = Node('responses', 'struct', None, s8, 0, c9, None)
            items6.append(t10)
            pos = struct_34(buf, pos, end, c9, ctx)
            t10.length = pos - s8
        a7.length = pos - s4
    s11 = pos
    if pos < end and buf[pos] < 128:
        n12 = buf[pos] - 1
        pos += 1
    else:
        n12, pos = read_uvarint(buf, pos, end)
        n12 -= 1
    if n12 < 0 or n12 > end - pos:
        if n12 != -1:
            raise count_error(s11, pos, end, 'node_endpoints', n12)
        out.append(Node('node_endpoints', '[]struct', None, s11, pos - s11, None, None))
    else:
        ctx.cost += n12 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s11, 'node_endpoints', n12)
        items13 = []
        a14 = Node('node_endpoints', '[]struct', None, s11, 0, items13, None)
        out.append(a14)
        for _ in range(n12):
            s15 = pos
            c16 = []
            t17 = Node('node_endpoints', 'struct', None, s15, 0, c16, None)
            items13.append(t17)
            pos = struct_37(buf, pos, end, c16, ctx)
            t17.length = pos - s15
        a14.length = pos - s11
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


def struct_40(buf, pos, end, out, ctx):
    if pos + 6 > end:
        raise run_error(pos, end, k23)
    v1 = k24(buf, pos)
    out.append(Node('throttle_time_ms', 'int32', v1[0], pos + 0, 4, None, None))
    out.append(Node('error_code', 'int16', v1[1], pos + 4, 2, None, None))
    pos += 6
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
    if pos + 4 > end:
        raise run_error(pos, end, k39)
    v4 = k16(buf, pos)
    out.append(Node('acquisition_lock_timeout_ms', 'int32', v4[0], pos + 0, 4, None, None))
    pos += 4
    s5 = pos
    if pos < end and buf[pos] < 128:
        n6 = buf[pos] - 1
        pos += 1
    else:
        n6, pos = read_uvarint(buf, pos, end)
        n6 -= 1
    if n6 < 0 or n6 > end - pos:
        if n6 != -1:
            raise count_error(s5, pos, end, 'responses', n6)
        out.append(Node('responses', '[]struct', None, s5, pos - s5, None, None))
    else:
        ctx.cost += n6 * 750
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s5, 'responses', n6)
        items7 = []
        a8 = Node('responses', '[]struct', None, s5, 0, items7, None)
        out.append(a8)
        for _ in range(n6):
            s9 = pos
            c10 = []
            t11 = Node('responses', 'struct', None, s9, 0, c10, None)
            items7.append(t11)
            pos = struct_34(buf, pos, end, c10, ctx)
            t11.length = pos - s9
        a8.length = pos - s5
    s12 = pos
    if pos < end and buf[pos] < 128:
        n13 = buf[pos] - 1
        pos += 1
    else:
        n13, pos = read_uvarint(buf, pos, end)
        n13 -= 1
    if n13 < 0 or n13 > end - pos:
        if n13 != -1:
            raise count_error(s12, pos, end, 'node_endpoints', n13)
        out.append(Node('node_endpoints', '[]struct', None, s12, pos - s12, None, None))
    else:
        ctx.cost += n13 * 1250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s12, 'node_endpoints', n13)
        items14 = []
        a15 = Node('node_endpoints', '[]struct', None, s12, 0, items14, None)
        out.append(a15)
        for _ in range(n13):
            s16 = pos
            c17 = []
            t18 = Node('node_endpoints', 'struct', None, s16, 0, c17, None)
            items14.append(t18)
            pos = struct_37(buf, pos, end, c17, ctx)
            t18.length = pos - s16
        a15.length = pos - s12
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k7(buf, pos, end, out, ctx)
    return pos


k1 = (('share_session_epoch', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4))
k2 = Struct('>iiii').unpack_from
k3 = (('partition_index', 'int32', 4), ('partition_max_bytes', 'int32', 4))
k4 = Struct('>ii').unpack_from
k5 = (('first_offset', 'int64', 8), ('last_offset', 'int64', 8))
k6 = Struct('>qq').unpack_from
k7 = tagged_section({}, unknown_tag_node)
k13 = (('share_session_epoch', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('max_records', 'int32', 4), ('batch_size', 'int32', 4))
k14 = Struct('>iiiiii').unpack_from
k15 = (('partition_index', 'int32', 4),)
k16 = Struct('>i').unpack_from
k20 = (('share_session_epoch', 'int32', 4), ('max_wait_ms', 'int32', 4), ('min_bytes', 'int32', 4), ('max_bytes', 'int32', 4), ('max_records', 'int32', 4), ('batch_size', 'int32', 4), ('share_acquire_mode', 'int8', 1), ('is_renew_ack', 'bool', 1))
k21 = Struct('>iiiiiib?').unpack_from
k23 = (('throttle_time_ms', 'int32', 4), ('error_code', 'int16', 2))
k24 = Struct('>ih').unpack_from
k25 = (('partition_index', 'int32', 4), ('error_code', 'int16', 2))
k26 = (('acknowledge_error_code', 'int16', 2),)
k27 = Struct('>h').unpack_from
k28 = (('leader_id', 'int32', 4), ('leader_epoch', 'int32', 4))
k30 = (('first_offset', 'int64', 8), ('last_offset', 'int64', 8), ('delivery_count', 'int16', 2))
k31 = Struct('>qqh').unpack_from
k35 = (('node_id', 'int32', 4),)
k36 = (('port', 'int32', 4),)
k39 = (('acquisition_lock_timeout_ms', 'int32', 4),)

READERS = {
    ('request', 0): struct_12,
    ('request', 1): struct_19,
    ('request', 2): struct_22,
    ('response', 0): struct_38,
    ('response', 1): struct_40,
    ('response', 2): struct_40,
}
