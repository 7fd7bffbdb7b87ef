"""The table cells of scripts/time-to-bug --diff (scripts/lib/diff_time_to_bug.py):
the median counts a run not found as the longest, and the cell lists each
seed's seconds in seed order; a finding planted_fault.py refuses is no
finding."""
import importlib.util
import pathlib

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "lib" / "diff_time_to_bug.py"
spec = importlib.util.spec_from_file_location("diff_time_to_bug", SCRIPT)
diff_time_to_bug = importlib.util.module_from_spec(spec)
spec.loader.exec_module(diff_time_to_bug)


def test_a_run_not_found_counts_as_the_longest():
    # Sorted with the miss last: 5, 40, 90, 120, miss -> the third is 90.
    assert diff_time_to_bug.median_text([120.0, None, 5.0, 40.2, 90.0], 300) == \
        "90 s (4/5 found: 120, -, 5, 40, 90)"


def test_half_the_runs_missed_is_not_within_the_limit():
    assert diff_time_to_bug.median_text([None, 12.0, None, None, 3.0], 300) == \
        "not within 300 s (2/5 found: -, 12, -, -, 3)"


def planted_fault_run(monkeypatch, returncode):
    """seconds_to_find over a planted_fault.py run that reports a
    disagreement after 42 s and exits with `returncode`."""
    import json
    import subprocess

    def fake_run(command, **kwargs):
        report = command[command.index("--json-out") + 1]
        with open(report, "w") as f:
            json.dump({"result": "disagree", "seconds_to_find": 42.0}, f)
        return subprocess.CompletedProcess(command, returncode, "found\n", "refused\n")

    monkeypatch.setattr(diff_time_to_bug.subprocess, "run", fake_run)
    return diff_time_to_bug.seconds_to_find("fogproof", "paths/chessjs/x", 1, 300, False, [], "release")


def test_a_finding_planted_fault_refuses_is_not_found(monkeypatch):
    # planted_fault.py exits 1 when the minimized scenario also fails on the
    # unpatched child: that finding is not the fault's.
    assert planted_fault_run(monkeypatch, 0) == 42.0
    assert planted_fault_run(monkeypatch, 1) is None
