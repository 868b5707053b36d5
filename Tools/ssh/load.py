#!/usr/bin/env python3
"""Load and fuzz a kit app served over SSH, on loopback only, bounded in count and time.

  load.py --port P --key KEY --server-pid PID [--sessions 50] [--keys 100] [--kill-one]
  load.py --port P --key KEY --server-pid PID --fuzz [--connections 200]

Load: opens SESSIONS sessions at once (PrimeTime, its tour already done, on shared data), each
typing KEYS `+` one at a time; a key's latency is from its send to the frame that shows its
count, read through a terminal emulator (pyte). Every session's last screen must say
`Count: KEYS`. With --kill-one, one session's app is killed with SIGKILL halfway: that session
ends, and every other must still finish. Prints the latencies' p50 and p99, and the server's
memory and each session app's (resident, from /proc).

Fuzz: CONNECTIONS connections write random bytes at the port (some after a valid banner), and
one session types random key bytes; then the server must still be running and serve a new
session its first frame.

Needs paramiko and pyte (pip install paramiko pyte).
"""
import argparse
import os
import random
import signal
import socket
import statistics
import sys
import threading
import time

import paramiko
import pyte

HOST = "127.0.0.1"  # loopback only, whatever the caller says


def connect(port, key, user):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    client.connect(HOST, port=port, username=user, pkey=key, allow_agent=False,
                   look_for_keys=False, timeout=20, banner_timeout=20, auth_timeout=20)
    return client


class Session:
    """One session on an 80x24 terminal, its output read into an emulated screen."""

    def __init__(self, port, key, user):
        self.client = connect(port, key, user)
        self.channel = self.client.invoke_shell(term="xterm-256color", width=80, height=24)
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.changed = threading.Condition()
        self.closed = False
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        while True:
            try:
                data = self.channel.recv(65536)
            except Exception:
                data = b""
            with self.changed:
                if not data:
                    self.closed = True
                else:
                    self.stream.feed(data)
                self.changed.notify_all()
            if not data:
                return

    def text(self):
        return "\n".join(self.screen.display)

    def wait_for(self, needle, timeout):
        """Waits until the screen shows `needle`; returns whether it did."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while needle not in self.text():
                left = deadline - time.monotonic()
                if left <= 0 or self.closed:
                    return needle in self.text()
                self.changed.wait(left)
            return True

    def wait_closed(self, timeout):
        """Waits until the server closes the session (its app quit)."""
        deadline = time.monotonic() + timeout
        with self.changed:
            while not self.closed and time.monotonic() < deadline:
                self.changed.wait(deadline - time.monotonic())

    def close(self):
        try:
            self.client.close()
        except Exception:
            pass


def resident_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def children(pid):
    """The processes whose parent is `pid`: the sessions' apps."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                # pid (comm) state ppid ...; comm may hold spaces, so read after its ')'.
                fields = stat.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                found.append(int(entry))
        except (OSError, IndexError, ValueError):
            pass
    return found


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def load(args, key):
    server_before = resident_kib(args.server_pid)
    sessions = [None] * args.sessions
    errors = []

    def open_one(index):
        try:
            sessions[index] = Session(args.port, key, f"load{index}")
        except Exception as error:
            errors.append(f"session {index}: {error}")

    openers = [threading.Thread(target=open_one, args=(i,)) for i in range(args.sessions)]
    for opener in openers:
        opener.start()
    for opener in openers:
        opener.join(60)
    if errors:
        sys.exit("load: " + "; ".join(errors[:5]))
    for index, session in enumerate(sessions):
        if not session.wait_for("Count: 0", 60):
            sys.exit(f"load: session {index} showed no first frame:\n{session.text()}")
    apps = children(args.server_pid)
    memory = {"server": resident_kib(args.server_pid), "server_before": server_before,
              "apps": [resident_kib(pid) for pid in apps]}
    latencies = [[] for _ in sessions]
    killed = {}
    halfway = threading.Barrier(args.sessions) if args.kill_one else None

    def type_keys(index):
        session = sessions[index]
        for count in range(1, args.keys + 1):
            if halfway is not None and count == args.keys // 2:
                try:
                    halfway.wait(60)
                except threading.BrokenBarrierError:
                    pass
                if index == 0:
                    # One session's app, killed mid-frame while every session types.
                    victims = children(args.server_pid)
                    if victims:
                        killed["pid"] = random.choice(victims)
                        with open(f"/proc/{killed['pid']}/cmdline", "rb") as f:
                            killed["command"] = f.read().replace(b"\0", b" ").decode()
                        os.kill(killed["pid"], signal.SIGKILL)
            start = time.monotonic()
            try:
                session.channel.sendall(b"+")
            except OSError:
                pass
            if not session.wait_for(f"Count: {count}", 30):
                if session.closed and args.kill_one:
                    killed.setdefault("sessions", []).append(index)
                else:
                    errors.append(f"session {index}: no frame for key {count}:\n{session.text()}")
                return
            latencies[index].append(time.monotonic() - start)

    typists = [threading.Thread(target=type_keys, args=(i,)) for i in range(args.sessions)]
    began = time.monotonic()
    for typist in typists:
        typist.start()
    for typist in typists:
        typist.join(args.timeout)
    took = time.monotonic() - began
    finished = [i for i, s in enumerate(sessions) if f"Count: {args.keys}" in s.text()]
    for session in sessions:
        try:
            session.channel.sendall(b"q")
        except OSError:
            pass  # the session whose app was killed: closed already
    for session in sessions:
        session.wait_closed(10)
        session.close()
    flat = [l for per in latencies for l in per]
    expected = args.sessions - (1 if args.kill_one else 0)
    if len(killed.get("sessions", [])) != (1 if args.kill_one else 0):
        errors.append(f"sessions {killed.get('sessions', [])} ended, where one app was killed")
    print(f"load: {len(finished)} of {args.sessions} sessions ended on Count: {args.keys}"
          + (f" (one app killed with SIGKILL halfway: pid {killed.get('pid')}, {killed.get('command')})" if args.kill_one else ""))
    if flat:
        print(f"load: {len(flat)} keys in {took:.1f} s; key to frame p50 {percentile(flat, 0.5) * 1000:.1f} ms,"
              f" p99 {percentile(flat, 0.99) * 1000:.1f} ms")
    apps_kib = memory["apps"]
    if apps_kib:
        print(f"load: memory: server {memory['server_before'] / 1024:.1f} MiB before, "
              f"{memory['server'] / 1024:.1f} MiB with {args.sessions} sessions "
              f"({(memory['server'] - memory['server_before']) / args.sessions:.0f} KiB a session); "
              f"each session's app {statistics.median(apps_kib) / 1024:.1f} MiB resident (median)")
    if errors:
        sys.exit("load: " + "\n".join(errors[:3]))
    if len(finished) != expected:
        sys.exit(f"load: only {len(finished)} sessions finished, {expected} expected")
    if not os.path.exists(f"/proc/{args.server_pid}"):
        sys.exit("load: the server ended")


def fuzz(args, key):
    rng = random.Random(args.seed)
    for index in range(args.connections):
        try:
            with socket.create_connection((HOST, args.port), timeout=5) as sock:
                if index % 2:
                    sock.sendall(b"SSH-2.0-fuzz\r\n")
                sock.sendall(bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 4096))))
                sock.settimeout(1)
                try:
                    sock.recv(4096)
                except OSError:
                    pass
        except OSError:
            pass  # refused for too many connections: the server's own limit, not its end
    session = Session(args.port, key, "fuzz")
    if not session.wait_for("Count: 0", 30):
        sys.exit(f"fuzz: no first frame:\n{session.text()}")
    # Random bytes, less the few that end the app at once (q, Ctrl-C, Ctrl-\\): the rest of
    # them, escape sequences and broken UTF-8 among them, all reach its key parser.
    quitting = {ord("q"), ord("Q"), 0x03, 0x1C}
    for _ in range(args.key_bytes // 64):
        chunk = bytes(b for b in (rng.getrandbits(8) for _ in range(64)) if b not in quitting)
        try:
            session.channel.sendall(chunk)
        except Exception:
            break  # a random `q` quits the app, and the session ends: as it should
        time.sleep(0.01)
    session.close()
    # The server still serves.
    time.sleep(1)
    again = Session(args.port, key, "after-fuzz")
    if not again.wait_for("Count:", 30):
        sys.exit(f"fuzz: no session after the fuzzing:\n{again.text()}")
    again.channel.sendall(b"q")
    again.close()
    print(f"fuzz: {args.connections} connections of random bytes, {args.key_bytes} random key bytes "
          "in a session: the server serves on")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--server-pid", type=int, required=True)
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--keys", type=int, default=100)
    parser.add_argument("--kill-one", action="store_true")
    parser.add_argument("--fuzz", action="store_true")
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--key-bytes", type=int, default=4096)
    parser.add_argument("--seed", type=int, default=66)
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    key = paramiko.Ed25519Key.from_private_key_file(args.key)
    signal.alarm(int(args.timeout) + 120)  # bounded, whatever happens
    if args.fuzz:
        fuzz(args, key)
    else:
        load(args, key)


if __name__ == "__main__":
    main()
