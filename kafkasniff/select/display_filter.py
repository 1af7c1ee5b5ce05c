r"""Display filters (-Y EXPR): a small tshark-like language that keeps or drops decoded exchanges.

    kafkasniff -Y 'api == "OffsetCommit" && latency_ms > 100 || errors contains "REBALANCE_IN_PROGRESS"' x.pcap

The grammar is parsed with lark because the grammar is then data (like the schema-driven
dissectors), its LALR parser reports the column of the unexpected token, and it has no
dependencies. lark is imported by `compile_filter` only, so a run without -Y never loads it.

The language (a subset of Wireshark's display filters):

- A field name alone is a presence test: true when the field has a value, i.e. it is not absent,
  not an empty list and not false. `errors` keeps exchanges with errors, `!tls` those not
  decrypted, `partition` those that name a partition. 0 and "" are values (`correlation_id` is
  present when it is 0).
- Comparisons: `==` `!=` `<` `<=` `>` `>=` (or `eq` `ne` `lt` `le` `gt` `ge`), `contains`,
  `matches` (or `~`), and `FIELD in {V1 V2 ...}` (commas between values are optional; numeric
  fields also take ranges, `partition in {0..3 7}`).
- Logic: `not`/`!`, `and`/`&&`, `or`/`||`, parentheses. `not` binds tightest, then `and`, then
  `or`: `a or b and c` is `a or (b and c)` (Wireshark asks for parentheses there; we use the
  usual precedence).
- Values: double-quoted strings with the escapes \\ \" \n \t \r \xHH (`r"..."` keeps backslashes,
  for regular expressions), or a bare word, without spaces or any of (){},"&|=!<> (`api == Fetch`,
  `client == 127.0.0.1:57546`). Quoted or not, a value is read as the type of its field:
  `api_version == 3` compares integers, `client_id == 3` strings. A value the field's type
  cannot hold is an error when the filter is compiled, and so is an operator the field's type
  has no meaning for (`api > 3`, `latency_ms contains x`): ordering needs a number, `matches` a
  string, `contains` a string or a list.
- Booleans are `true` and `false`. `ts` takes epoch seconds or an ISO 8601 date-time (UTC unless
  it gives an offset): `ts >= 2026-11-21T09:33:27`.
- `contains` on a string is a substring test; on a list, any element satisfies it (a substring of
  a string element, an equal integer).
- `matches` is a Python regular expression search, case-sensitive (Wireshark's are
  case-insensitive by default; here `(?i)` asks for that). String comparisons are exact and
  case-sensitive too: `api == OffsetCommit`, not `offsetcommit`.
- A field with no value (None: `latency_ms` of an unanswered request, `api_key` of a MongoDB
  exchange, an empty list) makes every comparison false, `!=` included; `!(latency_ms > 5)` is
  then true, as in Wireshark.
- A list field (`topic`, `partition`, `errors`, `warnings`, `frame`) satisfies a comparison when
  ANY of its values does; `!=` is true when NO value equals (Wireshark 4's "all not equal"), so
  `topic != logs` means "names topics, none of them logs". `frame` holds the capture frame
  numbers from the request's first packet to its last and from the response's first to its
  last: `frame == 1234` finds the exchange a packet tshark shows belongs to.

`FIELDS` lists the vocabulary (name, type, description, how it is read): the names every
exchange has, then each protocol's own, from its declaration (dissectors/NAME/declaration.py);
`ALIASES` other spellings of a few of them.
"""

from __future__ import annotations

import difflib
import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, reduce
from typing import TYPE_CHECKING, Any, NamedTuple

from kafkasniff.analyses.kafka_fields import latency_ms, request_ts
from kafkasniff.dissectors.declaration import FieldDeclaration, FieldType, fields_get
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange, endpoint_text
from kafkasniff.net.tenants import zone_of
from kafkasniff.select.filters import iso_ns

if TYPE_CHECKING:
    from lark import Lark, Token, Tree
    from lark.exceptions import UnexpectedInput

Predicate = Callable[[DecodedExchange], bool]
Test = Callable[[Any], bool]  # a test of one value of a field (an element, for a list field)


class DisplayFilterError(ValueError):
    """A filter that cannot be compiled. `str()` is one line for the user, naming the problem and
    the 1-based `column` of the token it is about; `problem` is that line without the place."""

    def __init__(self, problem: str, column: int, text: str) -> None:
        self.problem, self.column, self.text = problem, column, text
        # whitespace that would break the line becomes spaces: columns stay where they were
        shown = re.sub(r"\s", " ", text)
        super().__init__(f"-Y: {problem} at column {column}: {shown}")


class _Problem(Exception):
    """What is wrong, at a 0-based position of the text (made into a DisplayFilterError at the top)."""

    def __init__(self, problem: str, pos: int) -> None:
        super().__init__(problem)
        self.problem, self.pos = problem, pos


# -- the vocabulary ---------------------------------------------------------------------


NUMERIC = frozenset({FieldType.INTEGER, FieldType.NUMBER, FieldType.TIME, FieldType.FRAMES})
Field = FieldDeclaration  # one name of the language (shared, or a protocol's own)


def _tls_get(attribute: str) -> Callable[[DecodedExchange], Any]:
    return lambda e: None if (tls := e.exchange.conn.tls) is None else getattr(tls, attribute)


def _size(e: DecodedExchange, side: str) -> int | None:
    frame = getattr(e.exchange, side)
    return None if frame is None else int(frame.size)


def _tcp_stream(e: DecodedExchange) -> int | None:
    return e.exchange.conn.stream


def _frames(e: DecodedExchange) -> tuple[range, ...] | None:
    """The capture frame numbers of the request's and the response's packets, one range per side."""
    sides = (e.exchange.request, e.exchange.response)
    ranges = tuple(range(f.packets[0], f.packets[1] + 1) for f in sides if f is not None and f.packets[0])
    return ranges or None


FT = FieldType  # short, for the table
# fmt: off
SHARED_FIELDS = (
    Field("api", FT.STRING, False, "Kafka api name (OffsetCommit) or MongoDB command name (find)",
          fields_get("api")),
    Field("client_id", FT.STRING, False, "Kafka client.id, MongoDB application name", fields_get("client_id")),
    Field("status", FT.STRING, False, "ok, unanswered, no-request or no-response-expected",
          lambda e: e.exchange.status.value),
    Field("latency_ms", FT.NUMBER, False, "response time in milliseconds (no value without both sides)",
          latency_ms),
    Field("errors", FT.STRING, True, "error names (Kafka error codes, MongoDB codeNames)", lambda e: e.errors),
    Field("warnings", FT.STRING, True, "kinds of decode warnings (truncated, malformed...)",
          lambda e: tuple(str(w.kind) for w in e.warnings)),
    Field("client", FT.STRING, False, "client endpoint, host:port ([v6]:port)",
          lambda e: endpoint_text(e.exchange.conn.client)),
    Field("broker", FT.STRING, False, "server endpoint, host:port", lambda e: endpoint_text(e.exchange.conn.server)),
    Field("client_ip", FT.STRING, False, "client address", lambda e: e.exchange.conn.client[0]),
    Field("broker_ip", FT.STRING, False, "server address", lambda e: e.exchange.conn.server[0]),
    Field("client_port", FT.INTEGER, False, "client TCP port", lambda e: e.exchange.conn.client[1]),
    Field("broker_port", FT.INTEGER, False, "server TCP port", lambda e: e.exchange.conn.server[1]),
    Field("tenant", FT.STRING, False, "zone of a tenant whose addresses another reuses (vlan20, vni42; none if first)",
          lambda e: zone_of(e.exchange.conn.client[0])),
    Field("protocol", FT.STRING, False, " or ".join(d.name for d in DECLARATIONS), lambda e: e.exchange.conn.protocol),
    Field("tls", FT.BOOLEAN, False, "true when the connection was decrypted",
          lambda e: e.exchange.conn.tls is not None),
    Field("tls_version", FT.STRING, False, "TLS version of a decrypted connection (TLS 1.3)", _tls_get("version")),
    Field("tls_cipher", FT.STRING, False, "TLS cipher suite of a decrypted connection", _tls_get("cipher")),
    Field("tls_sni", FT.STRING, False, "server name the TLS client asked for", _tls_get("server_name")),
    Field("request_size", FT.INTEGER, False, "request size in bytes, length prefix included",
          lambda e: _size(e, "request")),
    Field("response_size", FT.INTEGER, False, "response size in bytes, length prefix included",
          lambda e: _size(e, "response")),
    Field("ts", FT.TIME, False, "when the request was seen (the response, without one), epoch seconds", request_ts),
    Field("tcp_stream", FT.INTEGER, False, "Wireshark's tcp.stream index of the connection", _tcp_stream),
    Field("frame", FT.FRAMES, True, "capture frame numbers of the request's and the response's packets", _frames),
    Field("summary", FT.STRING, False, "the exchange's one-line summary", lambda e: e.summary),
)
# fmt: on
# the shared names, then each protocol's own (its declaration's `fields`), in the registry's order
FIELDS: dict[str, Field] = {f.name: f for f in (*SHARED_FIELDS, *(f for d in DECLARATIONS for f in d.fields))}
ALIASES = {"topics": "topic", "partitions": "partition", "error": "errors", "warning": "warnings", "frames": "frame"}


# -- the grammar ------------------------------------------------------------------------

# Terminals are chosen by the parser state (lark's contextual lexer), so a bare word is read as a
# value only where a value may stand. Word operators end at a word boundary (`order` is a field,
# not `or` + `der`); `not` and strings outrank the field and word patterns they overlap. A set's
# members are their own rule so that the state after a compared value (where `or` is a keyword)
# is not merged with the state after a member (where it is a word).
GRAMMAR = r"""
?start: any_of
?any_of: all_of (_OR all_of)*
?all_of: negated (_AND negated)*
?negated: _NOT negated -> negation
        | atom
?atom: "(" any_of ")"
     | FIELD -> presence
     | FIELD OP value -> comparison
     | FIELD _IN "{" set_items "}" -> membership
set_items: member (","? member)* ","?
?value: STRING | WORD
?member: STRING | WORD

FIELD: /[A-Za-z_][A-Za-z0-9_.]*/
OP: /==|!=|<=|>=|<|>|~|(?:eq|ne|lt|le|gt|ge|contains|matches)\b/
_IN: /in\b/
_AND: /&&|and\b/
_OR: /\|\||or\b/
_NOT.2: /!|not\b/
STRING.2: /r?"(?:[^"\\]|\\.)*"/
WORD: /[^\s(){},"&|=!<>]+/

%ignore /\s+/
"""

_OPERATORS = {
    "==": "==", "eq": "==", "!=": "!=", "ne": "!=", "<": "<", "lt": "<", "<=": "<=", "le": "<=",
    ">": ">", "gt": ">", ">=": ">=", "ge": ">=", "contains": "contains", "matches": "matches", "~": "matches",
}  # fmt: skip
_ORDERING = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
_COMPARE = {"==": operator.eq, "!=": operator.ne, **_ORDERING}


@cache
def _parser() -> Lark:
    from lark import Lark  # here, not at the top: only a run with -Y pays for it

    return Lark(GRAMMAR, parser="lalr", lexer="contextual")


# -- compiling --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DisplayFilter:
    """A compiled filter: call it with an exchange. `fields` names the fields it reads (by their
    FIELDS names), so a caller can tell whether it needs the decoded bodies (`partition`)."""

    text: str
    fields: frozenset[str]
    test: Predicate = field(repr=False, compare=False)

    def __call__(self, exchange: DecodedExchange) -> bool:
        return self.test(exchange)


def compile_filter(text: str) -> DisplayFilter:
    """The filter `text` as a predicate over decoded exchanges; DisplayFilterError if it is not one."""
    from lark.exceptions import UnexpectedInput

    try:
        if not text.strip():
            raise _Problem("empty filter expression", 0)
        try:
            tree = _parser().parse(text)
        except UnexpectedInput as err:
            raise _syntax_problem(err, text) from None
        used: set[str] = set()
        test = _compile(tree, used)
    except _Problem as p:
        raise DisplayFilterError(p.problem, p.pos + 1, text) from None
    return DisplayFilter(text, frozenset(used), test)


def _syntax_problem(err: UnexpectedInput, text: str) -> _Problem:
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    if isinstance(err, UnexpectedToken):
        accepts = err.accepts or err.expected
        if err.token.type == "RPAR" and not accepts & {"FIELD", "WORD"}:  # after a whole operand: none open
            return _Problem("unexpected ')' (no '(' open before it)", err.token.start_pos or 0)
        hint = _expected(accepts)
        if err.token.type == "$END":
            return _Problem(f"the expression ends too early{hint}", len(text.rstrip()))
        return _Problem(f"unexpected {str(err.token)!r}{hint}", err.token.start_pos or 0)
    pos = min(max(err.pos_in_stream or 0, 0), len(text) - 1)
    if isinstance(err, UnexpectedCharacters) and text[pos] == '"':
        return _Problem('unterminated string (no closing ")', pos)
    if text[pos] == "=":
        return _Problem("unexpected '=' (did you mean '=='?)", pos)
    return _Problem(f"unexpected {text[pos]!r}", pos)


def _expected(terminals: set[str]) -> str:
    """What the parser would have taken, in the user's words."""
    if "FIELD" in terminals:
        return " (expected a field name)"
    if "WORD" in terminals:
        return " (expected a value or '}')" if "RBRACE" in terminals else " (expected a value)"
    ends = [shown for name, shown in (("_AND", "'and'"), ("_OR", "'or'"), ("RPAR", "')'"), ("$END", "the end"))
            if name in terminals]  # fmt: skip
    if "OP" in terminals:
        ends.insert(0, "an operator")
    if not ends:
        return ""
    return f" (expected {ends[0]})" if len(ends) == 1 else f" (expected {', '.join(ends[:-1])} or {ends[-1]})"


def _compile(node: Tree[Token], used: set[str]) -> Predicate:
    """A parse tree as nested closures, built once: no tree is walked per exchange."""
    kind = node.data
    if kind == "any_of":
        return reduce(_either, [_compile(child, used) for child in _subtrees(node)])
    if kind == "all_of":
        return reduce(_both, [_compile(child, used) for child in _subtrees(node)])
    if kind == "negation":
        inner = _compile(_subtrees(node)[0], used)
        return lambda e: not inner(e)
    name = _token(node.children[0])
    f = _field(name)
    used.add(f.name)
    if kind == "presence":
        return _presence(f)
    if kind == "membership":
        items = _subtrees(node)[0].children
        return _over_values(f, _set_test(f, [_literal(_token(item)) for item in items]))
    op_token, value = _token(node.children[1]), _token(node.children[2])
    return _comparison(f, op_token, _literal(value))


def _subtrees(node: Tree[Token]) -> list[Tree[Token]]:
    return [child for child in node.children if not isinstance(child, str)]


def _token(child: Tree[Token] | Token) -> Token:
    assert isinstance(child, str)  # a Token is a str
    return child


def _either(a: Predicate, b: Predicate) -> Predicate:
    return lambda e: a(e) or b(e)


def _both(a: Predicate, b: Predicate) -> Predicate:
    return lambda e: a(e) and b(e)


def _field(name: Token) -> Field:
    found = field_named(name)
    if found is None:
        raise _Problem(unknown_field(name), name.start_pos or 0)
    return found


def field_named(name: str) -> Field | None:
    """A field of the vocabulary by its name or an alias (-T fields -e names them too)."""
    return FIELDS.get(ALIASES.get(name, name))


def unknown_field(name: str) -> str:
    close = difflib.get_close_matches(name.lower(), [*FIELDS, *ALIASES], n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"no field {str(name)!r}{hint}"


def _presence(f: Field) -> Predicate:
    get = f.get
    if f.many:
        return lambda e: bool(get(e))
    if f.type is FieldType.BOOLEAN:
        return lambda e: get(e) is True
    return lambda e: get(e) is not None


def _over_values(f: Field, test: Test) -> Predicate:
    """A test of one value as a test of the exchange: false without a value, any of a list's."""
    get = f.get
    if f.many:
        return lambda e: any(map(test, get(e) or ()))
    return lambda e: (value := get(e)) is not None and test(value)


def _comparison(f: Field, op_token: Token, literal: _Literal) -> Predicate:
    op = _OPERATORS[op_token]
    _check_operator(f, op, op_token)
    if op == "!=" and f.many:  # none of the values equals (and there is one)
        get, equal = f.get, _value_test(f, "==", literal)
        return lambda e: bool(values := get(e)) and not any(map(equal, values))
    return _over_values(f, _value_test(f, op, literal))


def _check_operator(f: Field, op: str, op_token: Token) -> None:
    """Refuse what the field's type gives no meaning to, before any exchange is seen."""
    numeric = f.type in NUMERIC
    if op in _ORDERING and not numeric:
        need = "numbers"
    elif op == "contains" and not (f.type is FieldType.STRING or (f.many and numeric)):
        need = "a string or a list"
    elif op == "matches" and f.type is not FieldType.STRING:
        need = "a string"
    else:
        return
    raise _Problem(f"{str(op_token)!r} needs {need}, and {f.name} is {_a(f.type_text)}", op_token.start_pos or 0)


def _a(type_text: str) -> str:
    return f"an {type_text}" if type_text[0] in "aeiou" else f"a {type_text}"


def _value_test(f: Field, op: str, literal: _Literal) -> Test:
    """The test of one value of the field (an element, for a list) against the literal."""
    if op == "matches":
        return _regex_test(literal)
    value = _typed(f, literal)
    if f.type is FieldType.FRAMES:
        return _frame_test(op, value)
    if op == "contains":
        if f.type is FieldType.STRING:
            return lambda v: value in v
        op = "=="  # a list of numbers contains a number: one of them equals it
    compare = _COMPARE[op]
    return lambda v: bool(compare(v, value))


def _frame_test(op: str, number: int) -> Test:
    """A test of one side's range of frame numbers: does any number in it satisfy the comparison."""
    if op in ("==", "contains"):
        return lambda r: number in r
    if op in ("<", "<="):
        compare = _ORDERING[op]
        return lambda r: bool(compare(r.start, number))
    compare = _ORDERING[op]
    return lambda r: bool(compare(r[-1], number))


def _regex_test(literal: _Literal) -> Test:
    try:
        search = re.compile(literal.text).search
    except re.error as err:
        where = literal.pos if err.pos is None or literal.quoted else literal.pos + err.pos
        raise _Problem(f"bad regular expression {literal.shown}: {err.msg}", where) from None
    return lambda v: search(v) is not None


def _set_test(f: Field, literals: Sequence[_Literal]) -> Test:
    """`in {...}`: the value equals one of the set's, or lies in one of its lo..hi ranges."""
    exact: set[Any] = set()
    spans: list[tuple[Any, Any]] = []
    for literal in literals:
        bounds = literal.text.split("..") if f.type in NUMERIC and not literal.quoted else []
        if len(bounds) == 2:
            low, high = (_typed(f, literal._replace(text=b)) for b in bounds)
            spans.append((low, high))
        else:
            exact.add(_typed(f, literal))
    values = frozenset(exact)
    if f.type is FieldType.FRAMES:  # one side's range of frame numbers meets the set
        return lambda r: any(v in r for v in values) or any(lo <= r[-1] and r.start <= hi for lo, hi in spans)
    if not spans:
        return lambda v: v in values
    return lambda v: v in values or any(lo <= v <= hi for lo, hi in spans)


# -- values -----------------------------------------------------------------------------


class _Literal(NamedTuple):
    """A value as written: its text (escapes resolved), where it starts, and whether it was quoted."""

    text: str
    pos: int
    quoted: bool

    @property
    def shown(self) -> str:
        return f'"{self.text}"' if self.quoted else repr(self.text)


_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}
_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{2}|.)", re.DOTALL)
_INTEGER_TEXT = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F]+|\d+)")
_FLOAT_TEXT = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _literal(token: Token) -> _Literal:
    pos = token.start_pos or 0
    if token.type == "WORD":
        return _Literal(str(token), pos, False)
    if token.startswith("r"):  # raw: backslashes are kept for the regular expression to read
        return _Literal(token[2:-1], pos, True)

    def escape(m: re.Match[str]) -> str:
        code = m.group(1)
        if code in _ESCAPES:
            return _ESCAPES[code]
        if len(code) == 3:
            return chr(int(code[1:], 16))
        at = pos + 1 + m.start()
        raise _Problem(f"unknown escape '\\{code}' in a string (\\\\ is a backslash; r\"...\" keeps them)", at)

    return _Literal(_ESCAPE.sub(escape, token[1:-1]), pos, True)


def _typed(f: Field, literal: _Literal) -> Any:
    """The literal as a value of the field's type (a list field: of its elements' type)."""
    text, t = literal.text, f.type
    if t is FieldType.STRING:
        return text
    if t is FieldType.BOOLEAN and text in ("true", "false"):
        return text == "true"
    if t in (FieldType.INTEGER, FieldType.FRAMES) and _INTEGER_TEXT.fullmatch(text):
        return int(text, 16) if "x" in text.lower() else int(text)
    if t in (FieldType.NUMBER, FieldType.TIME) and (_FLOAT_TEXT.fullmatch(text) or _INTEGER_TEXT.fullmatch(text)):
        return float(int(text, 16)) if "x" in text.lower() else float(text)
    if t is FieldType.TIME and (ns := iso_ns(text)) is not None:
        return ns / 1e9
    wanted = {
        FieldType.BOOLEAN: "true or false",
        FieldType.NUMBER: "a number",
        FieldType.TIME: "a time (epoch seconds or ISO 8601)",
    }.get(t, "an integer")
    raise _Problem(f"{literal.shown} is not {wanted} ({f.name} is {_a(f.type_text)})", literal.pos)
