"""Ports chosen at run time, and which process really listens on one (read from the kernel)."""

from __future__ import annotations

import contextlib
import os
import socket
from dataclasses import dataclass
from pathlib import Path

TCP_TABLES = (Path("/proc/net/tcp"), Path("/proc/net/tcp6"))
LISTEN = "0A"
# /proc/net/tcp state codes of a connection that is open or still closing
OPEN_STATES = {"01": "ESTABLISHED", "02": "SYN_SENT", "03": "SYN_RECV", "04": "FIN_WAIT1", "05": "FIN_WAIT2",
               "06": "TIME_WAIT", "07": "CLOSE", "08": "CLOSE_WAIT", "09": "LAST_ACK", "0B": "CLOSING"}  # fmt: skip
# states in which an end has not sent its FIN (nor a RST) yet
NOT_CLOSED_BY_THIS_END = {"ESTABLISHED", "SYN_SENT", "SYN_RECV", "CLOSE_WAIT"}


@dataclass(frozen=True)
class Socket:
    local_port: int
    remote_port: int
    state: str  # the kernel's hex state code
    inode: int


def free_port() -> int:
    """A port nothing listens on right now (the kernel's choice); the caller must still check that
    its own server got it, since another process may take it in between."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def sockets() -> list[Socket]:
    """Every TCP socket of this network namespace, IPv4 and IPv6."""
    found = []
    for table in TCP_TABLES:
        lines = table.read_text().splitlines()[1:] if table.exists() else []
        for line in lines:
            fields = line.split()
            local, remote = (int(f.rsplit(":", 1)[1], 16) for f in fields[1:3])
            found.append(Socket(local, remote, fields[3], int(fields[9])))
    return found


def socket_inodes(pid: int) -> set[int]:
    inodes = set()
    with contextlib.suppress(OSError):
        for fd in os.listdir(f"/proc/{pid}/fd"):
            with contextlib.suppress(OSError):
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
                if link.startswith("socket:["):
                    inodes.add(int(link[8:-1]))
    return inodes


def listens(pid: int, port: int) -> bool:
    """Whether process pid itself holds a listening socket on port (not merely whether something answers)."""
    return bool(_listening(port) & socket_inodes(pid))


def listening_process(port: int) -> int:
    """The pid of the process that listens on port (a broker started by a launcher of its own)."""
    listening = _listening(port)
    for pid in (int(p) for p in os.listdir("/proc") if p.isdigit()):
        if socket_inodes(pid) & listening:
            return pid
    raise RuntimeError(f"no process listens on {port}")


def _listening(port: int) -> set[int]:
    return {s.inode for s in sockets() if s.state == LISTEN and s.local_port == port}


def end_states(port: int) -> dict[tuple[int, str], str]:
    """(client port, "client" or "server") -> the kernel's state of that end, for connections to port.

    An end that is absent has closed (its socket is gone)."""
    states: dict[tuple[int, str], str] = {}
    for s in sockets():
        if s.state not in OPEN_STATES or not s.remote_port:
            continue
        if s.local_port == port:
            states[(s.remote_port, "server")] = OPEN_STATES[s.state]
        elif s.remote_port == port:
            states[(s.local_port, "client")] = OPEN_STATES[s.state]
    return states
