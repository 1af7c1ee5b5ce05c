"""Writes a generator's functions out as a Python module: the readers generated ahead of time
(scripts/generate_kafka_readers.py writes them under readers/generated/, prebuilt.py loads them).

The module holds the functions its readers reach, the constants they read (made after the
functions, from the expressions the generator kept: a tagged section names its fields'
functions), the runtime names they use, imported, and READERS: a reader's key -> its top
function, or None where the emitter has no reader for that message version.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Mapping, Sequence

from kafkasniff.dissectors.kafka.readers.emitter import Emitter
from kafkasniff.dissectors.kafka.readers.generator import Generator
from kafkasniff.dissectors.kafka.readers.runtime import RUNTIME

RUNTIME_MODULE = "kafkasniff.dissectors.kafka.readers.runtime"
_MODULE_NAME = re.compile(r"\b(?:struct_|field_|prefix_|k)[a-z]?\d+\b")  # what Namespace.fresh names at module level
_IDENTIFIER = re.compile(r"\b[A-Za-z_]\w*\b")


def module_source(parts: Sequence[tuple[Generator, Mapping[Hashable, str | None]]], doc: str) -> str:
    """The module of the readers (key -> top function, or None) each generator of `parts` wrote
    (generators that share a module have labels of their own)."""
    functions: list[str] = []
    made: list[str] = []
    table: list[str] = []
    for generator, readers in parts:
        constants = {name: source for source, name in generator.namespace.consts.items()}
        reached = _reached(generator.sources, constants, [top for top in readers.values() if top is not None])
        functions += [source for name, source in generator.sources.items() if name in reached]
        made += [f"{name} = {source}" for name, source in constants.items() if name in reached]
        table += [f"    {key!r}: {top}," for key, top in readers.items()]
    code = "\n\n\n".join(functions) + "\n\n\n" + "\n".join(made) + "\n\nREADERS = {\n" + "\n".join(table) + "\n}\n"
    imports = _imports([generator.emitter for generator, _ in parts], code)
    return f'"""{doc}"""\n\n# fmt: off\n{imports}\n\n\n{code}'


def _reached(sources: Mapping[str, str], constants: Mapping[str, str], tops: list[str]) -> set[str]:
    """The functions and constants the top functions use, directly or through others."""
    seen: set[str] = set()
    todo = list(tops)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        text = sources.get(name) or constants.get(name, "")
        todo += _MODULE_NAME.findall(text)
    return seen


def _imports(emitters: list[Emitter], code: str) -> str:
    """Import lines for the runtime names `code` uses: the generator's from runtime.py, the
    emitter's from where it says they live."""
    used = set(_IDENTIFIER.findall(code))
    by_module: dict[str, list[str]] = {}
    for name in sorted(used & RUNTIME.keys()):
        by_module.setdefault(RUNTIME_MODULE, []).append(name)
    emitted = {name: module for emitter in emitters for name, module in emitter.runtime_modules.items()}
    for name, module in sorted(emitted.items()):
        if name in used:
            by_module.setdefault(module, []).append(name)
    return "\n".join(f"from {module} import {', '.join(names)}" for module, names in sorted(by_module.items()))
