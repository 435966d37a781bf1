"""
The Python side of python-runner.ts: one interpreter that has imported requests forks a child for each script it is
sent and runs the script there as __main__, as `python3 script.py` would (its own environment, working directory,
argv, import path and exit status). Starting an interpreter and importing requests costs about 0.3 CPU-seconds, running a sample a tenth
of that, and the API samples run hundreds of them.

Reads one JSON request per line on stdin: {"id", "file", "cwd", "env", "timeout"} (seconds). Writes one JSON line
per finished script on stdout: {"id", "code", "stdout", "stderr"}; code is the exit status, or "timeout" when the
script ran past its time and was killed.
"""

import json
import os
import runpy
import select
import signal
import sys
import tempfile
import time
import traceback

import requests  # noqa: F401  loaded once here, so each script's own import finds it

outputs = tempfile.mkdtemp(prefix="python-runner-")
report = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
running = {}  # pid -> (id, stdout path, stderr path, deadline)


def run_child(request, out_path, err_path):
    """In the forked child: run the script with its environment, directory and output files, and exit as Python does."""
    code = 1
    try:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.close(wake_read)
        os.close(wake_write)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for fd, path, flags in (
            (0, os.devnull, os.O_RDONLY),
            (1, out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            (2, err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
        ):
            opened = os.open(path, flags, 0o600)
            os.dup2(opened, fd)
            os.close(opened)
        # As `python3 file` starts: the script as argv[0], its own folder first on the import path.
        sys.argv = [request["file"]]
        sys.path[0] = os.path.dirname(os.path.abspath(request["file"]))
        try:
            runpy.run_path(request["file"], run_name="__main__")
            code = 0
        except SystemExit as exit:
            if exit.code is None:
                code = 0
            elif isinstance(exit.code, int):
                code = exit.code
            else:
                print(exit.code, file=sys.stderr)
                code = 1
        except BaseException:
            traceback.print_exc()
            code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def start(request):
    out_path = os.path.join(outputs, f"{request['id']}.out")
    err_path = os.path.join(outputs, f"{request['id']}.err")
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        report.close()
        run_child(request, out_path, err_path)
    running[pid] = (request["id"], out_path, err_path, time.monotonic() + request.get("timeout", 30))


def read_and_remove(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except FileNotFoundError:
        return ""
    finally:
        try:
            os.remove(path)
        except FileNotFoundError:
            pass


def finish(pid, code):
    request_id, out_path, err_path = running.pop(pid)[:3]
    report.write(
        json.dumps(
            {"id": request_id, "code": code, "stdout": read_and_remove(out_path), "stderr": read_and_remove(err_path)}
        )
        + "\n"
    )
    report.flush()


def reap():
    while running:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        if pid in running:
            timed_out = time.monotonic() > running[pid][3] and os.WIFSIGNALED(status)
            finish(pid, "timeout" if timed_out else os.waitstatus_to_exitcode(status))


def kill_late():
    now = time.monotonic()
    for pid, (_, _, _, deadline) in list(running.items()):
        if now > deadline:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


# A finished child wakes the loop through this pipe (Python writes to it on SIGCHLD).
wake_read, wake_write = os.pipe()
os.set_blocking(wake_write, False)
os.set_blocking(wake_read, False)
signal.set_wakeup_fd(wake_write)
signal.signal(signal.SIGCHLD, lambda *_: None)

buffered = b""
stdin_open = True
while stdin_open or running:
    watched = [wake_read] + ([sys.stdin.fileno()] if stdin_open else [])
    ready, _, _ = select.select(watched, [], [], 1.0)
    if wake_read in ready:
        try:
            os.read(wake_read, 4096)
        except BlockingIOError:
            pass
    if sys.stdin.fileno() in ready:
        chunk = os.read(sys.stdin.fileno(), 65536)
        if not chunk:
            stdin_open = False
        buffered += chunk
        *lines, buffered = buffered.split(b"\n")
        for line in lines:
            if line.strip():
                start(json.loads(line))
    reap()
    kill_late()

os.rmdir(outputs)
