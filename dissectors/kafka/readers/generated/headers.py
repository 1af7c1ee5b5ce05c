"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Node, Struct, past_end, run_error, sized_error, tagged_section, unknown_tag_node, unpack_int16


def struct_3(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('request_api_key', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('request_api_version', 'int16', v1[1], pos + 2, 2, None, None))
    out.append(Node('correlation_id', 'int32', v1[2], pos + 4, 4, None, None))
    pos += 8
    return pos


def struct_4(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    return pos


def struct_5(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('request_api_key', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('request_api_version', 'int16', v1[1], pos + 2, 2, None, None))
    out.append(Node('correlation_id', 'int32', v1[2], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'client_id', 'string', n3)
        out.append(Node('client_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    return pos


def struct_6(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'client_id', 'string', n2)
    else:
        pos += n2
    return pos


def struct_7(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'client_id', 'string', n2)
        out.append(Node('client_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    return pos


def struct_9(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    v1 = k2(buf, pos)
    out.append(Node('request_api_key', 'int16', v1[0], pos + 0, 2, None, None))
    out.append(Node('request_api_version', 'int16', v1[1], pos + 2, 2, None, None))
    out.append(Node('correlation_id', 'int32', v1[2], pos + 4, 4, None, None))
    pos += 8
    s2 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n3 = unpack_int16(buf, pos)[0]
    pos += 2
    if n3 < 0 or pos + n3 > end:
        if n3 != -1:
            raise sized_error(s2, pos, end, 'client_id', 'string', n3)
        out.append(Node('client_id', 'string', None, s2, pos - s2, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n3].decode('utf-8', 'replace'), s2, pos + n3 - s2, None, None))
        pos += n3
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_11(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'client_id', 'string', n2)
    else:
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_12(buf, pos, end, out, ctx):
    if pos + 8 > end:
        raise run_error(pos, end, k1)
    pos += 8
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'client_id', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'client_id', 'string', n2)
        out.append(Node('client_id', 'string', None, s1, pos - s1, None, None))
    else:
        out.append(Node('client_id', 'string', buf[pos : pos + n2].decode('utf-8', 'replace'), s1, pos + n2 - s1, None, None))
        pos += n2
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


def struct_15(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('correlation_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    return pos


def struct_16(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    return pos


def struct_17(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    v1 = k14(buf, pos)
    out.append(Node('correlation_id', 'int32', v1[0], pos + 0, 4, None, None))
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k8(buf, pos, end, out, ctx)
    return pos


def struct_18(buf, pos, end, out, ctx):
    if pos + 4 > end:
        raise run_error(pos, end, k13)
    pos += 4
    if pos < end and buf[pos] == 0:
        pos += 1
    else:
        pos = k10(buf, pos, end, out, ctx)
    return pos


k1 = (('request_api_key', 'int16', 2), ('request_api_version', 'int16', 2), ('correlation_id', 'int32', 4))
k2 = Struct('>hhi').unpack_from
k8 = tagged_section({}, unknown_tag_node)
k10 = tagged_section({}, None)
k13 = (('correlation_id', 'int32', 4),)
k14 = Struct('>i').unpack_from

READERS = {
    ('RequestHeader', 0, 'all'): struct_3,
    ('RequestHeader', 0, 'nothing'): struct_4,
    ('RequestHeader', 0, 'client_id'): struct_4,
    ('RequestHeader', 1, 'all'): struct_5,
    ('RequestHeader', 1, 'nothing'): struct_6,
    ('RequestHeader', 1, 'client_id'): struct_7,
    ('RequestHeader', 2, 'all'): struct_9,
    ('RequestHeader', 2, 'nothing'): struct_11,
    ('RequestHeader', 2, 'client_id'): struct_12,
    ('ResponseHeader', 0, 'all'): struct_15,
    ('ResponseHeader', 0, 'nothing'): struct_16,
    ('ResponseHeader', 1, 'all'): struct_17,
    ('ResponseHeader', 1, 'nothing'): struct_18,
}
