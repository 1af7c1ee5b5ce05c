"""Facts the pinned release keeps only in compiled Java enums of its kafka-clients jar, read from
the class files: the error codes (org/apache/kafka/common/protocol/Errors.class) and the control
record types (ControlRecordType.class). No definition file lists them.

Each enum constant is built in the class's static initializer as `new E(name, ordinal, code, ...)`:
the bytecode loads the name as a string constant, then pushes the ordinal and the code as small
integers. Those three are read off the instructions; the ordinals must then count 0, 1, 2... and
every constant must be stored in the field of its name, or the class is not laid out as this
reader expects and the generator stops.
"""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path
from typing import NamedTuple

ERRORS_CLASS = "org/apache/kafka/common/protocol/Errors.class"
CONTROL_TYPES_CLASS = "org/apache/kafka/common/record/internal/ControlRecordType.class"
_U1, _U2, _U4 = struct.Struct(">B"), struct.Struct(">H"), struct.Struct(">I")
_S4 = struct.Struct(">i")
# constant pool entries: tag -> bytes after the tag (Utf8, 1, is variable); Long and Double take two slots
_CONSTANT_SIZES = dict.fromkeys((7, 8, 16, 19, 20), 2) | dict.fromkeys((3, 4, 9, 10, 11, 12, 17, 18), 4)
_CONSTANT_SIZES |= {15: 3, 5: 8, 6: 8}
_UTF8, _STRING = 1, 8
_NEW, _PUTSTATIC, _LDC, _LDC_W, _BIPUSH, _SIPUSH = 0xBB, 0xB3, 0x12, 0x13, 0x10, 0x11
_TABLESWITCH, _LOOKUPSWITCH, _WIDE, _IINC = 0xAA, 0xAB, 0xC4, 0x84


class _Class(NamedTuple):
    pool: dict[int, tuple[int, bytes]]  # index -> (tag, the entry's bytes after its tag)
    name: str
    methods: dict[str, bytes]  # name -> its code


def release_errors(jar: Path) -> dict[int, str]:
    """Error code -> name, as the release's Errors enum declares them."""
    return _codes(jar, ERRORS_CLASS)


def release_control_types(jar: Path) -> dict[int, str]:
    """Control record type -> name (ABORT, COMMIT, LEADER_CHANGE...), as the release's
    ControlRecordType enum declares them; its placeholder for types it does not know (a negative
    type) left out."""
    return {code: name for code, name in _codes(jar, CONTROL_TYPES_CLASS).items() if code >= 0}


def _codes(jar: Path, class_file: str) -> dict[int, str]:
    """code -> name of every constant of an enum whose constructor takes (name, ordinal, code...)."""
    with zipfile.ZipFile(jar) as archive:
        parsed = _parse(archive.read(class_file))
    constants = _enum_constants(parsed)
    ordinals = [ordinal for _, ordinal, _ in constants]
    if not constants or ordinals != list(range(len(constants))):
        raise SystemExit(f"{jar.name}: {class_file} is not laid out as expected (ordinals {ordinals[:5]}...)")
    return {code: name for name, _, code in constants}


def _parse(data: bytes) -> _Class:
    count = _U2.unpack_from(data, 8)[0]
    pool: dict[int, tuple[int, bytes]] = {}
    pos, index = 10, 1
    while index < count:
        tag = data[pos]
        size = 2 + _U2.unpack_from(data, pos + 1)[0] if tag == _UTF8 else _CONSTANT_SIZES[tag]
        pool[index] = (tag, data[pos + 1 : pos + 1 + size])
        pos += 1 + size
        index += 2 if tag in (5, 6) else 1
    this = _class_name(pool, _U2.unpack_from(data, pos + 2)[0])
    pos += 6
    pos += 2 + 2 * _U2.unpack_from(data, pos)[0]  # interfaces
    pos = _skip_members(data, pos)  # fields
    methods: dict[str, bytes] = {}
    count, pos = _U2.unpack_from(data, pos)[0], pos + 2
    for _ in range(count):  # access, name, descriptor, attribute count, attributes
        name = _utf8(pool, _U2.unpack_from(data, pos + 2)[0])
        pos, code = _member_code(data, pos + 8, _U2.unpack_from(data, pos + 6)[0], pool)
        if code is not None:
            methods[name] = code
    return _Class(pool, this, methods)


def _skip_members(data: bytes, pos: int) -> int:
    count, pos = _U2.unpack_from(data, pos)[0], pos + 2
    for _ in range(count):
        pos, _code = _member_code(data, pos + 8, _U2.unpack_from(data, pos + 6)[0], None)
    return pos


def _member_code(
    data: bytes, pos: int, attributes: int, pool: dict[int, tuple[int, bytes]] | None
) -> tuple[int, bytes | None]:
    """Past a field's or method's attributes; a method's Code attribute's bytecode."""
    code = None
    for _ in range(attributes):
        name_index, length = _U2.unpack_from(data, pos)[0], _U4.unpack_from(data, pos + 2)[0]
        if pool is not None and _utf8(pool, name_index) == "Code":
            code_length = _U4.unpack_from(data, pos + 10)[0]
            code = data[pos + 14 : pos + 14 + code_length]
        pos += 6 + length
    return pos, code


def _utf8(pool: dict[int, tuple[int, bytes]], index: int) -> str:
    tag, raw = pool[index]
    assert tag == _UTF8, f"constant {index} is not text"
    return raw[2:].decode("utf-8", "replace")


def _class_name(pool: dict[int, tuple[int, bytes]], index: int) -> str:
    return _utf8(pool, _U2.unpack_from(pool[index][1])[0])


def _string(pool: dict[int, tuple[int, bytes]], index: int) -> str | None:
    tag, raw = pool[index]
    return _utf8(pool, _U2.unpack_from(raw)[0]) if tag == _STRING else None


def _field_name(pool: dict[int, tuple[int, bytes]], index: int) -> str:
    name_and_type = _U2.unpack_from(pool[index][1], 2)[0]
    return _utf8(pool, _U2.unpack_from(pool[name_and_type][1])[0])


def _enum_constants(parsed: _Class) -> list[tuple[str, int, int]]:
    """(name, ordinal, code) of every `new` of the class itself in its static initializer that is
    stored in the field of its name."""
    found: list[tuple[str, int, int]] = []
    name: str | None = None
    ints: list[int] = []
    building = False
    for op, at, code in _instructions(parsed.methods.get("<clinit>", b"")):
        if op == _NEW and _class_name(parsed.pool, _U2.unpack_from(code, at + 1)[0]) == parsed.name:
            building, name, ints = True, None, []
        elif building and op in (_LDC, _LDC_W):
            index = code[at + 1] if op == _LDC else _U2.unpack_from(code, at + 1)[0]
            name = _string(parsed.pool, index) if name is None else name
        elif building and name is not None and len(ints) < 2 and (pushed := _pushed_int(op, code, at)) is not None:
            ints.append(pushed)
        elif building and op == _PUTSTATIC:
            building = False
            stored = _field_name(parsed.pool, _U2.unpack_from(code, at + 1)[0])
            if stored == name and len(ints) == 2:
                found.append((name, ints[0], ints[1]))
    return found


def _pushed_int(op: int, code: bytes, at: int) -> int | None:
    if 0x02 <= op <= 0x08:  # iconst_m1 .. iconst_5
        return op - 0x03
    if op == _BIPUSH:
        return struct.unpack_from(">b", code, at + 1)[0]
    if op == _SIPUSH:
        return struct.unpack_from(">h", code, at + 1)[0]
    return None


def _instructions(code: bytes) -> list[tuple[int, int, bytes]]:
    """(opcode, offset, code) of every instruction, in order."""
    out = []
    at = 0
    while at < len(code):
        op = code[at]
        out.append((op, at, code))
        at += _length(op, code, at)
    return out


def _length(op: int, code: bytes, at: int) -> int:
    if op in (_TABLESWITCH, _LOOKUPSWITCH):
        start = at + 1 + (-(at + 1) % 4)  # padded to a multiple of four from the code's start
        if op == _TABLESWITCH:
            low, high = _S4.unpack_from(code, start + 4)[0], _S4.unpack_from(code, start + 8)[0]
            return start - at + 12 + 4 * (high - low + 1)
        return start - at + 8 + 8 * _S4.unpack_from(code, start + 4)[0]
    if op == _WIDE:
        return 6 if code[at + 1] == _IINC else 4
    return _FIXED_LENGTHS[op]


def _fixed_lengths() -> dict[int, int]:
    """Every other opcode's length, operands included (the JVM specification's table)."""
    lengths = dict.fromkeys(range(0x00, 0xCA), 1)
    for op in (0x10, 0x12, *range(0x15, 0x1A), *range(0x36, 0x3B), 0xA9, 0xBC):
        lengths[op] = 2
    for op in (0x11, 0x13, 0x14, 0x84, *range(0x99, 0xA9), *range(0xB2, 0xB9), 0xBB, 0xBD, 0xC0, 0xC1, 0xC6, 0xC7):
        lengths[op] = 3
    lengths[0xC5] = 4
    for op in (0xB9, 0xBA, 0xC8, 0xC9):
        lengths[op] = 5
    return lengths


_FIXED_LENGTHS = _fixed_lengths()
