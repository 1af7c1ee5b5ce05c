"""CRC-32C comes from the crc32c package's compiled module, loaded without the package's __init__
(which imports importlib.metadata at every start)."""

from __future__ import annotations

import subprocess
import sys

import crc32c as package


def test_the_checksum_is_crc32c_on_its_check_value_and_on_every_kind_of_bytes():
    from kafkasniff.dissectors.common import checksums

    data = b"123456789"
    assert checksums.crc32c(data) == 0xE3069283  # the CRC-32C check value
    assert checksums.crc32c(memoryview(data)) == checksums.crc32c(bytearray(data)) == package.crc32c(data)
    assert checksums.crc32c(b"") == 0


def test_computing_one_does_not_import_the_crc32c_package():
    script = (
        "import sys; from kafkasniff.dissectors.common import checksums; "
        "assert checksums.crc32c(b'123456789') == 0xE3069283; print('crc32c' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "False"
