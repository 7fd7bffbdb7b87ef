#!/usr/bin/env python3
"""Plants one fault into a scratch copy of a child and runs the default
`fogproof diff` against it. NAME chooses the patch and the child:

    NAME                 mutants/adapters/NAME.patch, the adapter it patches
                         (chess.js, or chessops for a patch of adapters/chessops/)
    scale/NAME           mutants/scale/NAME.patch, tests/external/module_engine.py
    paths/chessjs/NAME   mutants/paths/chessjs/NAME.patch, the chess.js adapter
    paths/plain_fog/NAME mutants/paths/plain_fog/NAME.patch, the Python example
                         engine (python3 -m plain_fog, over the fogproof module
                         built beside FOGPROOF)
    paths/serve/NAME     mutants/paths/serve/NAME.patch, `fogproof serve --impl
                         engine` built from a patched copy of the sources
                         (the `fogproof` target only, in a scratch build kept
                         beside FOGPROOF's build, so a second run rebuilds one
                         file)

The paths/ faults sit on an implementation's own path, behind a condition
no rule clause names (docs/fuzzing.md, "Faults on implementation paths").

    planted_fault.py FOGPROOF NAME [--expect found|other-reading|notes] [--max-plies N]
                     [--limit SECONDS] [--serve-preset PRESET] [--coverage]
    (a patch may declare its own bound: a line 'Minimizes to at most N plies')
                     [--json-out FILE] [-- DIFF_ARGS...]

--expect found (the default): the diff must disagree (exit 1) and minimize
the finding to at most --max-plies plies (default 3). --expect
other-reading: the patch is an open question's other reading, not a fault:
the diff must agree (exit 0) and name the question in "other_readings"; a
patch line 'Noted as: TEXT' asks that a note's detail say TEXT (what the
child answered).
--expect notes (the default for a patch that declares 'Expect: no
failure': FEN laxness, no rule fault): the diff must agree (exit 0), fail
on nothing, and list what the child accepted apart, as notes.
A patch of an other reading declares its question ('Question: CLAUSE'):
noted, that question must be among the other readings, not merely some
question (the unpatched adapter already takes two FEN questions the other
way); found (under --strict-answers), the first new finding must be named
by it.
--coverage: the diff sees the child's own code (`fogproof diff --coverage`):
a Python or Node child runs under `fogproof cov python|node`, and a
paths/serve/ fault's copy is built with the afl-serve preset (AFL++'s
afl-clang-fast++), unless --serve-preset names another.
Prints one line: the fault, seconds to find, the source that found it, the
minimized plies and the first divergence. A finding counts only when its
minimized scenario passes on the unpatched child (`fogproof repro
--against`): one the child makes without the patch is not the fault's. The product code is never
touched: the patch is applied to a copy in a temporary folder.
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


CHILDREN = ("chessjs", "plain_fog", "serve")


def patch_path(name):
    """mutants/adapters/NAME.patch; scale/NAME is mutants/scale/NAME.patch,
    a fault planted in tests/external/module_engine.py (a child over
    fogproof's module that keeps up at a million boards, where the chess.js
    adapter freezes at 300); paths/CHILD/NAME is
    mutants/paths/CHILD/NAME.patch, a fault on CHILD's own path."""
    if name.startswith("scale/") or name.startswith("paths/"):
        return os.path.join(ROOT, "mutants", name + ".patch")
    return os.path.join(ROOT, "mutants", "adapters", name + ".patch")


def child_of(name):
    """The child a fault is planted in: chessjs (mutants/adapters/ and
    paths/chessjs/), module_engine (scale/), plain_fog or serve."""
    if name.startswith("scale/"):
        return "module_engine"
    if name.startswith("paths/"):
        child = name.split("/")[1]
        if child not in CHILDREN:
            raise SystemExit(f"planted_fault: unknown child '{child}' in {name} (expected one of {', '.join(CHILDREN)})")
        return child
    return "chessjs"


# The commands that start each child from a tree (the scratch copy with the
# patch, or the tree itself unpatched), written once for both.

def plain_fog_command(examples, fogproof, coverage=False):
    """python/examples/plain_fog under `examples`, over the fogproof module
    built beside FOGPROOF (under `fogproof cov python` with `coverage`)."""
    module = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(fogproof))), "python")
    python = f"{os.path.abspath(fogproof)} cov python" if coverage else "python3"
    return f"env PYTHONPATH={module}:{examples} {python} -m plain_fog --spelling xfen"


def adapter_command(adapters, library, fogproof=None, coverage=False):
    """The adapter of `library` under `adapters` (under `fogproof cov node`
    with `coverage`)."""
    node = f"{os.path.abspath(fogproof)} cov node" if coverage else "node"
    return f"{node} {os.path.join(adapters, library, 'adapter.mjs')} --key xfen"


def module_engine_command(root):
    return "python3 " + os.path.join(root, "tests", "external", "module_engine.py")


def serve_command(binary):
    return f"{binary} serve --impl engine"


def scratch_plain_fog(name, work, fogproof, coverage=False):
    """A copy of python/examples/plain_fog with the patch applied, served
    over the fogproof module built beside FOGPROOF."""
    shutil.copytree(os.path.join(ROOT, "python", "examples", "plain_fog"),
                    os.path.join(work, "python", "examples", "plain_fog"),
                    ignore=shutil.ignore_patterns("__pycache__", "tests"))
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=os.path.dirname(work))
    subprocess.run(["git", "apply", patch_path(name)], cwd=work, check=True, env=env)
    return plain_fog_command(os.path.join(work, "python", "examples"), fogproof, coverage)


def sync_sources(src):
    """Makes `src` hold the tree's sources (tracked and new files, corpora
    left out), writing only the files whose content differs, so that a
    build there recompiles only what a patch touched. Its build/ is kept."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ".",
                             ":!corpus"], cwd=ROOT, check=True, capture_output=True).stdout.decode()
    wanted = {p for p in listed.split("\0") if p and os.path.isfile(os.path.join(ROOT, p))}
    for path in wanted:
        with open(os.path.join(ROOT, path), "rb") as f:
            data = f.read()
        dest = os.path.join(src, path)
        try:
            with open(dest, "rb") as f:
                if f.read() == data:
                    continue
        except FileNotFoundError:
            os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(data)
        shutil.copymode(os.path.join(ROOT, path), dest)
    for folder, dirs, files in os.walk(src):
        if folder == src and "build" in dirs:
            dirs.remove("build")
        for name in files:
            if os.path.relpath(os.path.join(folder, name), src) not in wanted:
                os.remove(os.path.join(folder, name))


def scratch_serve(name, work, fogproof, preset="release"):
    """`fogproof serve --impl engine` built from a copy of the sources with
    the patch applied. The copy stays in planted-serve/ beside FOGPROOF's
    build (under a lock: one build at a time) and is built as the tree is
    (the release preset unless told another, such as one that builds for
    coverage; the `fogproof` target only), so ccache serves every file the
    patch leaves alone and the next fault rebuilds only what differs; the
    binary is copied into `work`."""
    import fcntl
    scratch = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(fogproof))), "planted-serve")
    src = os.path.join(scratch, "src")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(scratch, "lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        sync_sources(src)
        env = dict(os.environ, GIT_CEILING_DIRECTORIES=scratch, CCACHE_BASEDIR=src,
                   # the tree's own shared data: the copy has no ../shared beside it
                   FOGPROOF_SHARED_DIR=os.environ.get("FOGPROOF_SHARED_DIR",
                                                      os.path.join(os.path.dirname(ROOT), "shared")))
        subprocess.run(["git", "apply", patch_path(name)], cwd=src, check=True, env=env)
        # Every preset of CMakePresets.json builds in build/<its name>.
        if not os.path.exists(os.path.join(src, "build", preset, "build.ninja")):
            subprocess.run(["cmake", "--preset", preset, "-G", "Ninja"], cwd=src, check=True, env=env,
                           stdout=subprocess.DEVNULL)
        built = subprocess.run(["cmake", "--build", "--preset", preset, "--target", "fogproof", "-j", "2"],
                               cwd=src, env=env, capture_output=True, text=True)
        if built.returncode != 0:
            raise SystemExit(f"planted_fault: the patched fogproof did not build\n{built.stdout[-3000:]}{built.stderr[-2000:]}")
        binary = os.path.join(work, "fogproof-planted")
        shutil.copy(os.path.join(src, "build", preset, "tools", "fogproof"), binary)
    return serve_command(binary)


def patched_library(name):
    """The adapter folder a patch changes: chessops for a patch of
    adapters/chessops/, else chessjs (a patch of adapters/common/ alone is
    planted in the chess.js adapter)."""
    with open(patch_path(name), encoding="utf-8") as f:
        return "chessops" if any(line.startswith("+++ b/adapters/chessops/") for line in f) else "chessjs"


def scratch_adapter(names, work, fogproof=None, serve_preset="release", coverage=False):
    """A copy of the patched adapter (adapters/chessjs or adapters/chessops)
    and adapters/common with the patches applied (one name, or a list of
    names applied in order, all of one library); for a scale/ fault, a copy
    of the module engine child with it applied; for a paths/ fault, a
    copy of its child (child_of) with it applied. Returns the command that
    starts the child. `coverage`: a Python or Node child runs under
    `fogproof cov` (FOGPROOF's)."""
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=os.path.dirname(work))
    if isinstance(names, str) and child_of(names) == "plain_fog":
        return scratch_plain_fog(names, work, fogproof, coverage)
    if isinstance(names, str) and child_of(names) == "serve":
        return scratch_serve(names, work, fogproof, serve_preset)
    if isinstance(names, str) and names.startswith("scale/"):
        os.makedirs(os.path.join(work, "tests", "external"))
        shutil.copy(os.path.join(ROOT, "tests", "external", "module_engine.py"),
                    os.path.join(work, "tests", "external"))
        subprocess.run(["git", "apply", patch_path(names)], cwd=work, check=True, env=env)
        return module_engine_command(work)
    names = [names] if isinstance(names, str) else names
    libraries = {patched_library(name) for name in names}
    if len(libraries) != 1:
        raise SystemExit(f"planted patches {names} change more than one adapter: {sorted(libraries)}")
    library = libraries.pop()
    for folder in (library, "common"):
        shutil.copytree(os.path.join(ROOT, "adapters", folder), os.path.join(work, "adapters", folder),
                        ignore=shutil.ignore_patterns("node_modules"))
    os.symlink(os.path.join(ROOT, "adapters", library, "node_modules"),
               os.path.join(work, "adapters", library, "node_modules"))
    for name in names:
        subprocess.run(["git", "apply", patch_path(name)], cwd=work, check=True, env=env)
    return adapter_command(os.path.join(work, "adapters"), library, fogproof, coverage)


def unpatched_command(name, fogproof):
    """The command that starts the child a fault is planted in, as the tree
    has it (no patch, no coverage): a finding that is the fault's passes
    there."""
    child = child_of(name)
    if child == "serve":
        return serve_command(os.path.abspath(fogproof))
    if child == "plain_fog":
        return plain_fog_command(os.path.join(ROOT, "python", "examples"), fogproof)
    if child == "module_engine":
        return module_engine_command(ROOT)
    return adapter_command(os.path.join(ROOT, "adapters"), patched_library(name))


def unpatched_failure(name, fogproof, scenario):
    """None when the minimized `scenario` passes against the unpatched
    child (`fogproof repro --against`), else what it showed: a finding the
    child makes without the patch is not the fault's."""
    replay = subprocess.run([fogproof, "repro", "--against", unpatched_command(name, fogproof), scenario],
                            capture_output=True, text=True, timeout=600)
    if replay.returncode == 0:
        return None
    return f"exit {replay.returncode}: {(replay.stdout + replay.stderr)[-1500:]}"


def declared(name, pattern):
    """The first match of `pattern` in the patch's header (the lines above
    its diff), or None: a patch declares what its run must show."""
    with open(patch_path(name), encoding="utf-8") as f:
        for line in f:
            if line.startswith("diff ") or line.startswith("--- "):
                break
            found = re.search(pattern, line)
            if found:
                return found.group(1)
    return None


def declared_max_plies(name):
    plies = declared(name, r"Minimizes to at most (\d+) plies")
    return int(plies) if plies else 3


def declared_question(name):
    """The patch's 'Question: CLAUSE' line (the open question it answers the
    other way), or None for a fault."""
    return declared(name, r"^Question: (\S+)")


def declared_note(name):
    """The patch's 'Noted as: TEXT' line (what the child answered), or None."""
    return declared(name, r"^Noted as: (.*\S)")


def run_diff(command, limit, env=None):
    """The finished diff, or None when it outlived `limit` seconds (it is
    stopped with every child it started: they share its process group)."""
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          start_new_session=True, env=env) as process:
        try:
            stdout, stderr = process.communicate(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            return None
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def check_notes(name, run, doc, seconds):
    """A patch of FEN laxness (no rule fault): the run passes and lists what
    the child accepted apart, as notes, where docs/rules.md alone refuses."""
    notes = doc.get("notes")
    failing = [g for g in doc.get("findings", []) if not g.get("known")]
    print(f"{name}: exit {run.returncode} in {seconds:.1f} s; {len(failing)} failing groups; "
          f"{'no notes table' if notes is None else str(len(notes)) + ' notes'}: "
          f"{', '.join(g['signature'] for g in notes or [])}")
    problems = []
    if run.returncode != 0:
        problems.append(f"expected exit 0 (laxness is no failure), got {run.returncode}")
    problems += [f"fails on {g['signature']}" for g in failing]
    if not notes:
        problems.append("nothing it accepted is listed as a note")
    for p in problems:
        print(f"planted_fault {name}: {p}", file=sys.stderr)
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fogproof")
    parser.add_argument("name")
    parser.add_argument("--expect", choices=("found", "other-reading", "notes"),
                        help="default: notes for a patch that declares 'Expect: no failure', else found")
    parser.add_argument("--max-plies", type=int,
                        help="default: the patch's 'Minimizes to at most N plies' line, else 3 (a fault that shows "
                             "only in a large P needs the plies that grow it)")
    parser.add_argument("--json-out")
    parser.add_argument("--serve-preset",
                        help="the CMake preset a paths/serve/ fault's copy is built with (default: release, or "
                             "afl-serve with --coverage)")
    parser.add_argument("--coverage", action="store_true",
                        help="run the diff with --coverage, the child under `fogproof cov` (Python, Node) or "
                             "built by AFL++ (serve)")
    parser.add_argument("--limit", type=float,
                        help="stop the diff after this many seconds: a fault not found by then is reported "
                             "'not found within LIMIT s' (exit 1)")
    parser.add_argument("diff_args", nargs="*")
    args = parser.parse_args()
    child_of(args.name)
    if not os.path.isfile(patch_path(args.name)):
        print(f"planted_fault: no patch {os.path.relpath(patch_path(args.name), ROOT)} for '{args.name}'", file=sys.stderr)
        return 2
    if args.max_plies is None:
        args.max_plies = declared_max_plies(args.name)
    if args.expect is None:
        args.expect = "notes" if declared(args.name, r"^Expect: (no failure)") else "found"
    if args.serve_preset is None:
        args.serve_preset = "afl-serve" if args.coverage else "release"
    with tempfile.TemporaryDirectory() as work:
        command = scratch_adapter(args.name, work, args.fogproof, args.serve_preset, args.coverage)
        started = time.monotonic()
        run = run_diff([args.fogproof, "diff", "--against", command, "--json",
                        "--out", os.path.join(work, "scenario.json"),
                        *(["--coverage"] if args.coverage else []), *args.diff_args], args.limit,
                       # fogproof serve's edges need more than AFL++'s default map (docs/protocol.md)
                       dict(os.environ, AFL_MAP_SIZE=os.environ.get("AFL_MAP_SIZE", "131072")) if args.coverage
                       else None)
        seconds = time.monotonic() - started
        # The finding is the fault's: its scenario passes on the child as it was.
        scenario = os.path.join(work, "scenario.json")
        unpatched_fails = (unpatched_failure(args.name, args.fogproof, scenario)
                           if run is not None and run.returncode == 1 and args.expect == "found"
                           and os.path.isfile(scenario) else None)
    if run is None:
        print(f"{args.name}: not found within {args.limit:g} s")
        if args.json_out:
            with open(args.json_out, "w") as f:
                json.dump({"result": "not-found-within-limit", "limit_seconds": args.limit}, f)
        return 1
    try:
        doc = json.loads(run.stdout)
    except json.JSONDecodeError:
        print(f"planted_fault {args.name}: exit {run.returncode}, no JSON report\n{run.stderr[-2000:]}", file=sys.stderr)
        return 1
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(doc, f, indent=1)
    if args.expect == "notes":
        return check_notes(args.name, run, doc, seconds)
    if args.expect == "other-reading":
        readings = doc.get("other_readings", [])
        questions = [r["question_id"] for r in readings]
        print(f"{args.name}: exit {run.returncode} in {seconds:.1f} s, other readings: {', '.join(questions) or 'none'}")
        question = declared_question(args.name)
        if question is None:
            print(f"planted_fault {args.name}: the patch declares no 'Question: CLAUSE' line", file=sys.stderr)
        elif question not in questions:
            print(f"planted_fault {args.name}: its question {question} is not among the other readings", file=sys.stderr)
        note = declared_note(args.name)
        noted = note is None or any(note in r.get("detail", "") for r in readings if r["question_id"] == question)
        if not noted:
            print(f"planted_fault {args.name}: no note of {question} says '{note}'; details: "
                  f"{[r.get('detail') for r in readings]}", file=sys.stderr)
        ok = run.returncode == 0 and question in questions and noted
        if not ok:
            print(run.stdout[-3000:], file=sys.stderr)
        return 0 if ok else 1
    found = doc.get("minimized", {})
    first = doc.get("first_divergence", {})
    groups = doc.get("findings", [])
    through = doc.get("search", {}).get("findings_through_child_coverage", [])
    print(f"{args.name}: exit {run.returncode}; found in {doc.get('found_in')} at ply {doc.get('found_at_ply')} "
          f"after {doc.get('seconds_to_find', 0):.1f} s (run {seconds:.1f} s); minimized to {found.get('plies')} plies; "
          f"first divergence at ply {first.get('ply')} in {', '.join(first.get('kinds', []))}; "
          f"{len(groups)} finding group(s), first named {groups[0]['clause'] if groups else '?'}"
          f"{'; reached through the child coverage: ' + ', '.join(through) if through else ''}")
    problems = []
    if args.coverage and not doc.get("child_coverage", {}).get("source"):
        problems.append("--coverage: no feature came from the child (is it run under fogproof cov, or built by AFL++?)")
    if run.returncode != 1:
        problems.append(f"expected exit 1 (a disagreement), got {run.returncode}")
    elif found.get("plies", 99) > args.max_plies:
        problems.append(f"minimized to {found.get('plies')} plies, more than {args.max_plies}")
    if unpatched_fails:
        problems.append(f"the minimized scenario fails on the unpatched child too (not the fault's finding): {unpatched_fails}")
    question = declared_question(args.name)
    new_groups = [g for g in groups if not g.get("known")]
    if question is not None and (not new_groups or new_groups[0].get("clause") != question):
        problems.append(f"the first new finding is named {new_groups[0].get('clause') if new_groups else 'nothing'}, "
                        f"not the patch's question {question}")
    for p in problems:
        print(f"planted_fault {args.name}: {p}", file=sys.stderr)
    if problems:
        print(doc.get("report_text", run.stderr[-2000:]), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
