#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stranger to keyward-cli bench tls: waits until process PID listens on a
TCP port (its sockets in /proc/PID/fd matched with /proc/PID/net/tcp),
connects to it and stays silent until the process has ended. Prints
"connected PORT" once connected, or "never listened" when the process ended
first. With --watchdog SECONDS instead: kills PID (SIGKILL) if it still runs
after SECONDS, so that a stalled run cannot hold a test."""
import os
import socket
import sys
import time

pid = int(sys.argv[1])


def alive():
    """Whether PID runs (a zombie has ended: its parent has not waited yet)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def listening_ports():
    """The ports PID listens on; None once it has ended."""
    try:
        inodes = set()
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if link.startswith("socket:["):
                inodes.add(link[len("socket:["):-1])
        ports = []
        for table in ("tcp", "tcp6"):
            with open(f"/proc/{pid}/net/{table}") as f:
                next(f)
                for line in f:
                    cols = line.split()
                    if cols[3] == "0A" and cols[9] in inodes:  # 0A: LISTEN
                        ports.append(int(cols[1].split(":")[1], 16))
        return ports
    except OSError:
        return None


if len(sys.argv) > 3 and sys.argv[2] == "--watchdog":
    deadline = time.monotonic() + float(sys.argv[3])
    while alive():
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            break
        time.sleep(0.1)
    sys.exit(0)

while True:
    ports = listening_ports() if alive() else None
    if ports is None:
        print("never listened", flush=True)
        sys.exit(0)
    if ports:
        break
    time.sleep(0.005)
stranger = socket.create_connection(("127.0.0.1", ports[0]))
print("connected", ports[0], flush=True)
while alive():
    time.sleep(0.05)
stranger.close()
