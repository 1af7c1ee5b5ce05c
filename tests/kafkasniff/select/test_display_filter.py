"""Display filters (-Y EXPR) keep the exchanges an expression is true of.

The exchanges are the committed samples run through the pipeline. Each count is checked against a
plain Python loop over the same exchanges, and the ones marked "by hand" against the sample's
exchanges as listed by `kafkasniff samples/confluent.pcap` (41 exchanges; 3 OffsetCommits taking
0.321, 0.233 and 0.469 ms; 4 exchanges slower than 100 ms: a JoinGroup and three long-poll Fetches;
one error, MEMBER_ID_REQUIRED, on the first JoinGroup).
"""

from __future__ import annotations

import operator
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.select.display_filter import ALIASES, FIELDS, DisplayFilterError, compile_filter
from kafkasniff.tls.keys import KeyLog
from tests.support.captures import SAMPLES, sample_path
from tests.support.decode import decode

CONFLUENT = decode(sample_path("confluent"))[0]
LEGACY = decode(sample_path("kafka-python-legacy"))[0]  # two Produce requests never answered
MONGO = decode(sample_path("mongo-crud"))[0]


def _tls_mongo() -> list[DecodedExchange]:
    keys = KeyLog()
    keys.add_text((SAMPLES / "tls-mongo.keys").read_bytes())
    return decode(SAMPLES / "tls-mongo.pcap", Options(keys=keys))[0]


def kept(expression: str, exchanges: Sequence[DecodedExchange] = CONFLUENT) -> list[DecodedExchange]:
    keep = compile_filter(expression)
    return [e for e in exchanges if keep(e)]


def count(expression: str, exchanges: Sequence[DecodedExchange] = CONFLUENT) -> int:
    return len(kept(expression, exchanges))


def loop(test: Callable[[DecodedExchange], bool], exchanges: Sequence[DecodedExchange] = CONFLUENT) -> int:
    return sum(1 for e in exchanges if test(e))


def api(e: DecodedExchange) -> Any:
    return e.fields.get("api")


def latency(e: DecodedExchange) -> Any:
    """In milliseconds, rounded to the microsecond as the JSON output shows it."""
    ns = e.exchange.latency_ns
    return None if ns is None else round(ns / 1e6, 3)


def error_of(expression: str) -> DisplayFilterError:
    with pytest.raises(DisplayFilterError) as caught:
        compile_filter(expression)
    return caught.value


# -- comparisons --------------------------------------------------------------------------


def test_the_example_of_the_readme():
    expression = 'api == "OffsetCommit" && latency_ms > 0.3 || errors contains "MEMBER_ID"'
    by_loop = loop(lambda e: (api(e) == "OffsetCommit" and latency(e) > 0.3) or any("MEMBER_ID" in x for x in e.errors))
    assert count(expression) == by_loop == 3  # by hand: two commits slower than 0.3 ms, one JoinGroup


def test_equality_on_strings_is_exact_and_case_sensitive():
    assert count('api == "OffsetCommit"') == loop(lambda e: api(e) == "OffsetCommit") == 3  # by hand
    assert count("api == offsetcommit") == 0
    assert count('api != "OffsetCommit"') == 41 - 3


def test_a_bare_word_is_a_string_where_the_field_is_one():
    assert kept("api == OffsetCommit") == kept('api == "OffsetCommit"')
    assert count("client == 127.0.0.1:57596") == loop(lambda e: e.exchange.conn.client == ("127.0.0.1", 57596))
    assert count("client_id == 3") == 0  # a string "3", not an error


def test_ordering_compares_numbers():
    for op, compare in (("<", operator.lt), ("<=", operator.le), (">", operator.gt), (">=", operator.ge)):
        for threshold in (0.233, 0.3, 100):
            assert count(f"latency_ms {op} {threshold}") == loop(lambda e: compare(latency(e), threshold))  # noqa: B023
    assert count("latency_ms > 100") == 4  # by hand
    assert count("api == OffsetCommit && latency_ms > 0.3") == 2  # by hand: 0.321 and 0.469


def test_the_word_forms_of_the_operators_are_the_same_operators():
    for word, sign in (("eq", "=="), ("ne", "!="), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">=")):
        assert kept(f"api_version {word} 9") == kept(f"api_version {sign} 9")
    assert kept("api matches ^Off") == kept("api ~ ^Off")
    assert count("api_version == 9") == loop(lambda e: e.fields["api_version"] == 9)


def test_integers_in_decimal_or_hex_floats_and_booleans():
    assert kept("api_key == 0x08") == kept("api_key == 8") == kept("api == OffsetCommit")
    assert count("latency_ms < 1e3") == 41 - 1  # the JoinGroup took 3 s
    assert count("tls == false") == 41
    assert count("tls == true") == 0


def test_contains_is_a_substring_test_on_strings():
    assert count("client_id contains produc") == loop(lambda e: "produc" in (e.fields["client_id"] or ""))
    assert count("summary contains #1") == loop(lambda e: "#1" in e.summary)


def test_matches_is_a_case_sensitive_regular_expression_search():
    assert count('client_id matches "^ck-(admin|producer)$"') == loop(
        lambda e: e.fields["client_id"] in ("ck-admin", "ck-producer")
    )
    assert count('client_id ~ r"^ck-\\w+er$"') == loop(
        lambda e: e.fields["client_id"] in ("ck-producer", "ck-consumer")
    )
    assert count('client_id ~ "^CK-"') == 0
    assert count('client_id ~ "(?i)^CK-"') == 41


def test_in_is_membership_of_a_set_with_or_without_commas():
    assert count('api in {"Fetch" "Produce"}') == loop(lambda e: api(e) in ("Fetch", "Produce")) == 9  # by hand
    assert kept("api in {Fetch, Produce,}") == kept('api in {"Fetch" "Produce"}')
    assert kept("api_version in {9 12}") == kept("api_version == 9 || api_version == 12")


def test_numeric_sets_take_ranges():
    assert count("api_version in {0..3 16}") == loop(
        lambda e: e.fields["api_version"] <= 3 or e.fields["api_version"] == 16
    )
    assert count("latency_ms in {100..5000}") == 4


def test_time_takes_epoch_seconds_or_iso_8601():
    times = sorted(e.exchange.ts for e in CONFLUENT)
    middle = times[len(times) // 2] / 1e9
    assert count(f"ts >= {middle}") == loop(lambda e: e.exchange.ts / 1e9 >= middle)
    iso = datetime.fromtimestamp(int(middle), UTC).strftime("%Y-%m-%dT%H:%M:%S")
    assert count(f"ts >= {iso}") == count(f"ts >= {int(middle)}")
    assert count(f'ts >= "{iso}+00:00"') == count(f"ts >= {int(middle)}")


# -- logic --------------------------------------------------------------------------------


def test_both_spellings_of_the_logic():
    assert kept("api == Fetch and latency_ms > 100") == kept("api == Fetch && latency_ms > 100")
    assert kept("api == Fetch or api == Produce") == kept("api == Fetch || api == Produce")
    assert kept("not api == Fetch") == kept("!api == Fetch") == kept("!(api == Fetch)")
    assert count("api == Fetch and latency_ms > 100") == 3  # by hand


def test_not_binds_tighter_than_and_which_binds_tighter_than_or():
    assert count("api == OffsetCommit or api == Fetch and latency_ms > 100") == 3 + 3
    assert count("(api == OffsetCommit or api == Fetch) and latency_ms > 100") == 3
    assert count("not api == Fetch and latency_ms > 100") == 1  # the JoinGroup
    assert count("not (api == Fetch and latency_ms > 100)") == 41 - 3
    assert count("!!errors") == count("errors") == 1


def test_a_bare_field_tests_presence():
    assert count("errors") == loop(lambda e: bool(e.errors)) == 1  # by hand
    assert count("!errors") == 40
    assert count("group") == loop(lambda e: e.fields["group"] is not None) == 8  # by hand: group audit
    assert count("topic") == loop(lambda e: bool(e.fields["topics"]))  # an empty list is no value
    assert count("!tls") == 41
    assert count("correlation_id") == 41  # 0 and "" would be values too


# -- fields without a value, and lists ----------------------------------------------------


def test_a_comparison_with_a_field_without_a_value_is_false():
    unanswered = loop(lambda e: e.exchange.latency_ns is None, LEGACY)
    assert unanswered == 2
    assert count("latency_ms >= 0", LEGACY) == len(LEGACY) - 2
    assert count("latency_ms != 123456", LEGACY) == len(LEGACY) - 2
    assert count("!(latency_ms == 123456)", LEGACY) == len(LEGACY)
    assert count("!latency_ms", LEGACY) == count("status == unanswered", LEGACY) == 2
    assert count("api_key != 3", MONGO) == 0  # MongoDB has no api keys


def test_a_list_field_holds_when_any_of_its_values_does():
    def topics(e: DecodedExchange) -> list[str]:
        return list(e.fields["topics"])

    assert count("topic == events") == loop(lambda e: "events" in topics(e))
    assert count("topic contains ven") == loop(lambda e: any("ven" in t for t in topics(e)))
    assert count("topic matches ^ev") == count("topic == events")
    assert count("topics in {events other}") == count("topic == events")  # an alias
    assert count("errors == MEMBER_ID_REQUIRED") == 1


def test_not_equal_on_a_list_means_none_of_its_values_equals():
    assert count("topic != events") == 0  # every exchange that names a topic names events
    assert count("topic != other") == count("topic")  # ... and no exchange without topics
    assert count("errors != MEMBER_ID_REQUIRED") == 0


def test_partitions_are_read_from_the_decoded_bodies():
    commits = kept("api == OffsetCommit && partition == 1")
    assert [e.fields["correlation_id"] for e in commits] == [9]  # by hand: the first commit covers 0 and 1
    assert count("partition == 1") == loop(lambda e: 1 in FIELDS["partition"].get(e))
    assert count("partition > 0") == count("partition == 1")
    assert count("partitions contains 0") == count("partition == 0")
    assert count("partition", MONGO) == 0


def test_errors_and_warnings_of_mongodb():
    assert count("errors contains Dup", MONGO) == 1
    assert count("protocol == mongo && collection == orders && api in {insert update delete}", MONGO) == loop(
        lambda e: e.fields["collection"] == "orders" and api(e) in ("insert", "update", "delete"), MONGO
    )
    assert count("warnings", MONGO) == 0


def test_decrypted_connections():
    exchanges = _tls_mongo()
    assert count("tls", exchanges) == len(exchanges) > 0
    assert count("tls_sni == localhost", exchanges) == len(exchanges)
    versions = [e.exchange.conn.tls.version for e in exchanges if e.exchange.conn.tls]
    assert count('tls_version == "TLS 1.3"', exchanges) == versions.count("TLS 1.3") == 12  # and 12 under TLS 1.2
    assert count("tls_version") == 0


def _with_fields(e: DecodedExchange, **fields: Any) -> DecodedExchange:
    return replace(e, fields={**e.fields, **fields})


def _with_packets(e: DecodedExchange, request: tuple[int, int], response: tuple[int, int] | None) -> DecodedExchange:
    """The exchange with its frames' packet numbers set ((0, 0): not numbered; None: no response)."""
    ex = e.exchange
    assert ex.request is not None and ex.response is not None
    answer = replace(ex.response, packets=response) if response is not None else None
    return replace(e, exchange=replace(ex, request=replace(ex.request, packets=request), response=answer))


def test_frame_numbers_are_the_ranges_of_each_side():
    first, second, third = CONFLUENT[:3]
    exchanges = [
        _with_packets(first, (4, 4), (6, 8)),
        _with_packets(second, (10, 12), None),
        _with_packets(third, (0, 0), (0, 0)),  # not numbered
    ]
    assert count("frame == 7", exchanges) == 1
    assert count("frame == 5", exchanges) == 0
    assert count("frame < 5", exchanges) == count("frame >= 12", exchanges) == 1
    assert count("frame > 8", exchanges) == 1
    assert count("frame in {5 9}", exchanges) == 0
    assert count("frame in {5..6 13..20}", exchanges) == 1
    assert count("frame != 4", exchanges) == 1  # the second: the first has frame 4, the third no frames
    assert count("!frame", exchanges) == 1


def test_frame_numbers_and_tcp_streams_are_wiresharks():
    # by hand, from tshark -r samples/confluent.pcap -T fields -e frame.number -e tcp.stream: the
    # first ApiVersions is frames 4 and 6 of stream 0; stream 1 is the admin client's second
    # connection (port 57556), four exchanges
    assert kept("frame == 6") == kept("frame == 4") == CONFLUENT[:1]
    assert count("frame == 5") == 0
    assert count("tcp_stream == 1") == loop(lambda e: e.exchange.conn.client[1] == 57556) == 4
    assert count("tcp_stream") == 41


def test_strings_take_escapes_and_raw_strings_keep_backslashes():
    named = [_with_fields(CONFLUENT[0], client_id='say "hi"\tback\\slash')]
    assert count('client_id == "say \\"hi\\"\\tback\\\\slash"', named) == 1
    assert count('client_id == "say \\x22hi\\x22\\tback\\\\slash"', named) == 1
    assert count('client_id contains r"\\s"', named) == 1
    assert count('client_id matches r"back\\\\slash$"', named) == 1


def test_each_protocol_s_own_fields_are_in_the_vocabulary():
    for d in DECLARATIONS:
        assert all(FIELDS[f.name] is f for f in d.fields)
    assert FIELDS["protocol"].description == " or ".join(d.name for d in DECLARATIONS)


def test_every_field_reads_every_kind_of_exchange():
    for exchanges in (CONFLUENT, LEGACY, MONGO):
        for name in [*FIELDS, *ALIASES]:
            kept(name, exchanges)  # no accessor raises
    assert set(compile_filter("api == x && partitions == 1 || !tls").fields) == {"api", "partition", "tls"}


# -- errors -------------------------------------------------------------------------------


def test_a_syntax_error_points_at_the_unexpected_token():
    e = error_of("api == > 3")
    assert str(e) == "-Y: unexpected '>' (expected a value) at column 8: api == > 3"
    assert e.column == 8
    assert error_of("api Fetch").column == 5
    assert "did you mean '=='" in str(error_of("api = Fetch"))


def test_an_unknown_field_is_named_with_the_nearest_one():
    e = error_of("laytency_ms > 100")
    assert str(e) == "-Y: no field 'laytency_ms' (did you mean latency_ms?) at column 1: laytency_ms > 100"
    assert error_of("api == x || API").problem == "no field 'API' (did you mean api?)"
    assert error_of("api == x || API").column == 13
    assert error_of("zzzz").problem == "no field 'zzzz'"


def test_an_unterminated_string():
    e = error_of('api == "Fetch')
    assert e.column == 8 and "unterminated string" in str(e)


def test_trailing_garbage_and_unbalanced_parentheses():
    assert str(error_of("api == Fetch extra")) == (
        "-Y: unexpected 'extra' (expected 'and', 'or' or the end) at column 14: api == Fetch extra"
    )
    assert error_of("api == Fetch )").problem == "unexpected ')' (no '(' open before it)"
    e = error_of("(api == Fetch")
    assert e.column == 14 and e.problem.startswith("the expression ends too early")


def test_an_empty_or_unfinished_expression():
    assert str(error_of("  ")) == "-Y: empty filter expression at column 1:   "
    assert str(error_of("api ==")) == "-Y: the expression ends too early (expected a value) at column 7: api =="
    assert error_of("api in {}").problem == "unexpected '}' (expected a value)"
    assert error_of("not").problem == "the expression ends too early (expected a field name)"


def test_types_that_cannot_be_compared_are_refused_before_any_exchange():
    assert str(error_of("api > 3")) == "-Y: '>' needs numbers, and api is a string at column 5: api > 3"
    e = error_of('latency_ms contains "x"')
    assert e.problem == "'contains' needs a string or a list, and latency_ms is a number" and e.column == 12
    assert error_of("api_version matches 3").problem == "'matches' needs a string, and api_version is an integer"
    e = error_of("api_version == 1.5")
    assert e.problem == "'1.5' is not an integer (api_version is an integer)" and e.column == 16
    assert error_of("tls == yes").problem == "'yes' is not true or false (tls is a boolean)"
    assert error_of("ts > yesterday").problem.startswith("'yesterday' is not a time")


def test_a_bad_regular_expression_or_escape():
    e = error_of('api matches "a(b"')
    assert e.column == 13 and e.problem.startswith('bad regular expression "a(b": missing )')
    e = error_of('api == "a\\qb"')
    assert e.column == 10 and e.problem.startswith("unknown escape '\\q'")


def test_the_message_is_one_line_whatever_the_expression():
    e = error_of("api == Fetch\nand\tlaytency_ms > 1")
    assert "\n" not in str(e) and e.column == 18


def test_lark_is_imported_only_when_a_filter_is_compiled():
    code = "import sys, kafkasniff.select.display_filter; print('lark' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
