"""CRC-32C (Kafka's record batches, MongoDB's OP_MSG) from the crc32c package's compiled module,
loaded on its own the first time a checksum is asked for.

Why not `import crc32c`: the package's `__init__` imports importlib.metadata (for its version
string) and its command-line module, 15-50 ms of every run that meets a record batch, two to
four times what the rest of the checksum path costs a small capture; the compiled module alone
loads in under a millisecond and is all the package's `crc32c` function is. Where it cannot be
found that way (another layout of the package), the package is imported as usual.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from types import ModuleType

Data = bytes | bytearray | memoryview
Checksum = Callable[[Data], int]


def _first_crc32c(data: Data) -> int:
    """The first call loads the function and puts it in this one's place."""
    global crc32c
    function: Checksum = _compiled_module().crc32c
    crc32c = function
    return function(data)


crc32c: Checksum = _first_crc32c  # CRC-32C of `data` (read as `checksums.crc32c`: it is replaced)


def _compiled_module() -> ModuleType:
    import importlib.machinery  # here: importing this module costs a run that meets no checksum nothing
    import importlib.util

    spec = importlib.util.find_spec("crc32c")  # finds the package without running its __init__
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    for folder in folders:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_crc32c" + suffix)
            if os.path.exists(path):
                return _load(path)
    import crc32c as package

    return package


def _load(path: str) -> ModuleType:
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.ExtensionFileLoader("crc32c._crc32c", path)
    spec = importlib.util.spec_from_file_location("crc32c._crc32c", path, loader=loader)
    assert spec is not None  # a file location always makes one
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module
