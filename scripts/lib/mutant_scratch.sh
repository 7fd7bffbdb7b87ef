# Shared by scripts/mutants and scripts/time-to-bug: a scratch copy of the
# source tree with one mutant patch applied. The caller sets $src (the
# scratch tree) and $work (the folder above it) and runs from the root.
# shellcheck shell=bash disable=SC2154

# sync_scratch: makes $src hold exactly the working tree's sources (tracked
# and new files, corpora left out: the checks read them from the real
# tree), writing only files whose content differs.
sync_scratch() {
    git ls-files -z --cached --others --exclude-standard -- . ':!corpus' | python3 -c '
import os, sys
src = sys.argv[1]
wanted = set(p for p in sys.stdin.buffer.read().decode().split("\0") if p and os.path.isfile(p))
for path in wanted:
    data = open(path, "rb").read()
    dest = os.path.join(src, path)
    try:
        if open(dest, "rb").read() == data:
            continue
    except FileNotFoundError:
        os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    with open(dest, "wb") as f:
        f.write(data)
    os.chmod(dest, os.stat(path).st_mode)
for root, _, files in os.walk(src):
    for f in files:
        rel = os.path.relpath(os.path.join(root, f), src)
        if rel not in wanted:
            os.remove(os.path.join(root, f))
' "$src"
}

# apply_patch NAME: applies mutants/NAME.patch to the scratch tree. The
# ceiling keeps git from treating the scratch tree as part of this repo.
apply_patch() {
    GIT_CEILING_DIRECTORIES="$work" git -C "$src" apply "$FOGPROOF_ROOT/mutants/$1.patch"
}

