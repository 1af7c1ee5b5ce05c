"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, run_error, sized_error, unpack_int16, unpack_int32


def struct_1(buf, pos, end, out, ctx):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'mechanism', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'mechanism', 'string', n2)
        out['mechanism'] = None
    else:
        out['mechanism'] = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    return pos


def struct_4(buf, pos, end, out, ctx):
    if pos + 2 > end:
        raise run_error(pos, end, k2)
    v1 = k3(buf, pos)
    out['error_code'] = v1[0]
    pos += 2
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'mechanisms', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'mechanisms', n3)
        out['mechanisms'] = None
    else:
        ctx.cost += n3 * 250
        if ctx.cost > ctx.budget:
            raise ctx.over_budget(s2, 'mechanisms', n3)
        a4 = []
        out['mechanisms'] = a4
        for _ in range(n3):
            s5 = pos
            if pos + 2 > end:
                raise past_end(pos, 'mechanisms', 'string length')
            n6 = unpack_int16(buf, pos)[0]
            pos += 2
            if n6 < 0 or pos + n6 > end:
                if n6 != -1:
                    raise sized_error(s5, pos, end, 'mechanisms', 'string', n6)
                a4.append(None)
            else:
                a4.append(buf[pos : pos + n6].decode('utf-8', 'replace'))
                pos += n6
    return pos


k2 = (('error_code', 'int16', 2),)
k3 = Struct('>h').unpack_from

READERS = {
    ('request', 0): struct_1,
    ('request', 1): struct_1,
    ('response', 0): struct_4,
    ('response', 1): struct_4,
}
