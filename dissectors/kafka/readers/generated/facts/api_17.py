"""Kafka readers generated from the schema by scripts/generate_kafka_readers.py: do not edit."""

# fmt: off
from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.runtime import Struct, count_error, past_end, run_error, sized_error, unpack_int16, unpack_int32
from kafkasniff.dissectors.kafka.summary import ErrorAt


def struct_q1(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    s1 = pos
    if pos + 2 > end:
        raise past_end(pos, 'mechanism', 'string length')
    n2 = unpack_int16(buf, pos)[0]
    pos += 2
    if n2 < 0 or pos + n2 > end:
        if n2 != -1:
            raise sized_error(s1, pos, end, 'mechanism', 'string', n2)
        L_mechanism = None
    else:
        L_mechanism = buf[pos : pos + n2].decode('utf-8', 'replace')
        pos += n2
    return pos


def struct_r3(buf, pos, end, out, ctx, topic=None, partition=None, open_=True):
    if pos + 2 > end:
        raise run_error(pos, end, kr1)
    v1 = kr2(buf, pos)
    L_error_code = v1[0]
    pos += 2
    if L_error_code:
        out.errors.append(ErrorAt(error_name(L_error_code), L_error_code, topic, partition, 'error_code', None))
    s2 = pos
    if pos + 4 > end:
        raise past_end(pos, 'mechanisms', 'array length')
    n3 = unpack_int32(buf, pos)[0]
    pos += 4
    if n3 < 0 or n3 > end - pos:
        if n3 != -1:
            raise count_error(s2, pos, end, 'mechanisms', n3)
    else:
        for _ in range(n3):
            s4 = pos
            if pos + 2 > end:
                raise past_end(pos, 'mechanisms', 'string length')
            n5 = unpack_int16(buf, pos)[0]
            pos += 2
            if n5 < 0 or pos + n5 > end:
                if n5 != -1:
                    raise sized_error(s4, pos, end, 'mechanisms', 'string', n5)
            else:
                pos += n5
    return pos


kr1 = (('error_code', 'int16', 2),)
kr2 = Struct('>h').unpack_from

READERS = {
    ('request', 0, None): struct_q1,
    ('request', 1, None): struct_q1,
    ('response', 0, None): struct_r3,
    ('response', 1, None): struct_r3,
}
