"""diff_summary.py over real reports of `fogproof diff --json`: one run
that agrees (fogproof serve against itself) and one that disagrees
(`fogproof serve --ep legal`, which reads en passant as legal-only, so its
keys differ from the reference's). FOGPROOF_CLI names the fogproof binary.
"""
import json
import os
import pathlib
import subprocess
import sys

import pytest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import diff_summary  # noqa: E402
CLI = os.environ.get("FOGPROOF_CLI", "fogproof")


def run_diff(tmp_path, against, games):
    report = tmp_path / "report.json"
    # --belief-max 10000: the summary's form is what this tests, not P at
    # scale (the corpora's P of 10^6 boards made one run outlast 240 s).
    run = subprocess.run([CLI, "diff", "--against", against, "--games", str(games), "--seed", "1",
                          "--belief-max", "10000",
                          "--minimize-seconds", "20", "--json", "--report", str(report),
                          "--out", str(tmp_path / "scenario.json")],
                         capture_output=True, text=True, cwd=tmp_path, timeout=240)
    return report, run.returncode


def summarize(report, status):
    run = subprocess.run([sys.executable, str(HERE / "diff_summary.py"), str(report), str(status)],
                         capture_output=True, text=True, check=True)
    return run.stdout


def summarized_run(tmp_path, command, games, expected_status):
    """Runs the diff, checks its exit status, and returns its JSON report and its summary."""
    report, status = run_diff(tmp_path, command, games)
    assert status == expected_status
    return json.loads(report.read_text()), summarize(report, status)


def test_agreement_is_a_table_of_what_was_compared(tmp_path):
    doc, text = summarized_run(tmp_path, f"{CLI} serve", 3, 0)
    assert "(exit 0: agrees with the reference)" in text
    assert f"| games | {doc['games']} |" in text
    assert f"| plies | {doc['plies']} |" in text
    counts = ", ".join(f"{kind} {count}" for kind, count in doc["comparisons"].items())
    assert f"| comparisons | {diff_summary.cell(counts)} |" in text
    for source, games in doc["games_by_source"].items():
        assert f"| {source} | {games} |" in text
    assert "### Finding" not in text


def test_disagreement_names_the_finding_and_its_replay(tmp_path):
    doc, text = summarized_run(tmp_path, f"{CLI} serve --ep legal", 100, 1)
    assert "(exit 1: disagrees" in text
    assert "### Finding" in text
    assert f"| found in | {doc['found_in']} |" in text
    assert f"| at ply | {doc['found_at_ply']} |" in text
    assert doc["repro"] in text
    assert (tmp_path / "scenario.json").is_file()
    first_report_line = doc["report_text"].strip().splitlines()[0]
    assert first_report_line in text


def test_a_missing_report_still_says_the_job_failed(tmp_path):
    text = summarize(tmp_path / "absent.json", 2)
    assert "No report to show" in text and "exit status 2" in text


@pytest.mark.parametrize("value, shown", [("a|b", "a\\|b"), ("two\nlines", "two lines")])
def test_cells_cannot_break_the_table(value, shown):
    assert diff_summary.cell(value) == shown
