"""The two runs the planted-fault checkers share: one `fogproof diff --json`
against a child, and `fogproof repro --against` of a scenario it saved,
read back as JSON."""
import json
import subprocess
import time


def run_diff_json(fogproof, command, scenario_out, diff_args=()):
    """Runs `fogproof diff --against COMMAND --json --out SCENARIO_OUT
    DIFF_ARGS...`; returns (the completed run, its JSON report or None when
    it printed none, seconds)."""
    started = time.monotonic()
    run = subprocess.run([fogproof, "diff", "--against", command, "--json", "--out", scenario_out, *diff_args],
                         capture_output=True, text=True)
    seconds = time.monotonic() - started
    try:
        doc = json.loads(run.stdout)
    except json.JSONDecodeError:
        doc = None
    return run, doc, seconds


def replayed_signature(fogproof, command, scenario_file):
    """`fogproof repro --against COMMAND --json SCENARIO_FILE`: (the
    signature it prints or None, its exit code, the end of its stderr)."""
    run = subprocess.run([fogproof, "repro", "--against", command, "--json", scenario_file],
                         capture_output=True, text=True)
    try:
        signature = json.loads(run.stdout).get("signature")
    except json.JSONDecodeError:
        signature = None
    return signature, run.returncode, run.stderr[-500:]
