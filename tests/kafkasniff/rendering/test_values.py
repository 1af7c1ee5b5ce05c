"""--values: how bytes are shown, and long values cut visibly (with what was cut)."""

from __future__ import annotations

from kafkasniff.rendering.values import value_renderer


def test_text_is_shown_when_printable_line_breaks_and_tabs_included():
    show = value_renderer("text")
    assert show(b'{"a": 1}\n\tb\r\n') == '{"a": 1}\n\tb\r\n'
    assert show("héllo".encode()) == "héllo"


def test_other_bytes_are_shown_as_prefixed_hex():
    show = value_renderer("text")
    assert show(b"\x00\x01") == "0x0001"
    assert show(b"a\x0bb") == "0x610b62"  # a vertical tab is not printable
    assert show(b"\xff") == "0xff"


def test_long_values_are_cut_saying_how_much_more_there_was():
    assert value_renderer("text", 4)(b"abcdefgh") == "abcd…(+4 more, 8 bytes)"
    assert value_renderer("text", 5)(b"\x00" * 10) == "0x000…(+17 more, 10 bytes)"
    assert value_renderer("hex", 3)(b"\xab\xcd") == "abc…(+1 more, 2 bytes)"
    assert value_renderer("hex", 0)(b"\xab" * 300) == "ab" * 300  # 0: no limit
    assert value_renderer("text", 8)(b"\x01\x02\x03") == "0x010203"  # short enough: whole


def test_other_modes():
    assert value_renderer("base64")(b"hi") == "aGk="
    assert value_renderer("json")(b'{"a": [1]}') == {"a": [1]}
    assert value_renderer("json")(b"not json") == "not json"
    assert value_renderer("none")(b"x") is None


def test_each_ascii_byte_is_text_exactly_where_python_calls_it_printable_breaks_and_tabs_included():
    show = value_renderer("text")
    for byte in range(0x80):
        char = chr(byte)
        shown = char.isprintable() or char in "\n\r\t"
        assert show(b"a" + bytes([byte])) == (f"a{char}" if shown else f"0x61{byte:02x}"), byte


def test_long_ascii_and_long_other_text_are_cut_alike_by_characters():
    assert value_renderer("text", 4)(b"abcdefgh") == "abcd…(+4 more, 8 bytes)"
    assert value_renderer("text", 4)("ééééé".encode()) == "éééé…(+1 more, 10 bytes)"
    assert value_renderer("text", 4)(b"abc\x00efgh") == "0x61…(+14 more, 8 bytes)"
