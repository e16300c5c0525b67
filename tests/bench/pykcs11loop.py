#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""keyward-pykcs11loop: an independent PKCS#11 signing loop for issue 16's peer
comparison, on PyKCS11 (Debian's python3-pykcs11), no Keyward code. One
session, the key found by label before the clock starts, then the library's
own Session.sign() (C_SignInit, C_Sign for the length, C_Sign) on a fixed
32-byte input, each operation timed alone, for --seconds after --warmup
untimed operations. One thread: PyKCS11 keeps Python's global lock during
its calls, so a second thread would only take turns with the first.

  pykcs11loop.py --module SO --token LABEL --label KEY --mech rsa|ecdsa
                 [--seconds S] [--warmup W]     (PIN from $KEYWARD_PIN)

Prints one JSON line: {"tool":"pykcs11","mech":…,"ops":…,"seconds":…,
"opsPerSecond":…,"p50_us":…,"p95_us":…,"p99_us":…}; the percentiles are
interpolated as Keyward's statistics are.
"""
import argparse
import json
import os
import sys
import time

import PyKCS11


def percentile(sorted_ns, p):
    h = (len(sorted_ns) - 1) * p
    lo = int(h)
    hi = min(lo + 1, len(sorted_ns) - 1)
    return sorted_ns[lo] + (h - lo) * (sorted_ns[hi] - sorted_ns[lo])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--module", required=True)
    ap.add_argument("--token", required=True)
    ap.add_argument("--label", required=True)
    ap.add_argument("--mech", choices=("rsa", "ecdsa"), required=True)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--warmup", type=int, default=20)
    a = ap.parse_args()
    pin = os.environ.get("KEYWARD_PIN")
    if not pin:
        sys.exit("pykcs11loop: set KEYWARD_PIN")

    lib = PyKCS11.PyKCS11Lib()
    lib.load(a.module)
    slot = next((s for s in lib.getSlotList(tokenPresent=True)
                 if lib.getTokenInfo(s).label.strip() == a.token), None)
    if slot is None:
        sys.exit(f"pykcs11loop: no token {a.token}")
    session = lib.openSession(slot, PyKCS11.CKF_SERIAL_SESSION)
    session.login(pin)
    keys = session.findObjects([(PyKCS11.CKA_CLASS, PyKCS11.CKO_PRIVATE_KEY),
                                (PyKCS11.CKA_LABEL, a.label)])
    if len(keys) != 1:
        sys.exit(f"pykcs11loop: {len(keys)} private keys labelled {a.label}")
    key = keys[0]
    mech = PyKCS11.Mechanism(PyKCS11.CKM_ECDSA if a.mech == "ecdsa" else PyKCS11.CKM_RSA_PKCS)
    data = bytes([0x5A]) * 32  # the "hash" Keyward's engine and the raw loop sign

    for _ in range(a.warmup):
        session.sign(key, data, mech)
    clock = time.perf_counter_ns
    samples = []
    start = clock()
    stop = start + int(a.seconds * 1e9)
    end = start
    while end < stop:
        t0 = clock()
        session.sign(key, data, mech)
        end = clock()
        samples.append(end - t0)
    session.logout()
    session.closeSession()

    seconds = (end - start) / 1e9
    samples.sort()
    print(json.dumps({
        "tool": "pykcs11", "mech": a.mech, "threads": 1, "ops": len(samples),
        "seconds": round(seconds, 3), "opsPerSecond": round(len(samples) / seconds, 1),
        "p50_us": round(percentile(samples, 0.5) / 1e3, 3),
        "p95_us": round(percentile(samples, 0.95) / 1e3, 3),
        "p99_us": round(percentile(samples, 0.99) / 1e3, 3),
    }, separators=(",", ":")))


if __name__ == "__main__":
    main()
