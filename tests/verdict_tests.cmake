# Two verdicts kept apart, known differences that do not end a game, a slow
# child checked as far as it keeps up, and no work lost (`fogproof diff`).
# Small runs of `fogproof serve` behind tests/external/verdict_child.py, each
# well under 30 s. Included by tests/CMakeLists.txt where _fogproof and
# _external are set.
set(_verdict_child "python3 ${_external}/verdict_child.py ${_fogproof}")
# The same small run as one string (inside `bash -c`) and as arguments.
set(_small "--games 3 --targeted 1 --corpus ${CMAKE_CURRENT_SOURCE_DIR}/data/worked_example --minimize-seconds 5")
separate_arguments(_small_run UNIX_COMMAND "${_small}")

# A child that accepts a FEN only docs/rules.md refuses (its clocks): exit 0,
# the acceptance listed as notes apart from the findings, every source
# played; --strict-fen makes the same acceptance a failure.
add_test(NAME diff_lax_child_notes_apart
  COMMAND bash -c "bash ${_external}/expect_exit.sh 0 \"accepted where fogproof's reading refuses: [1-9]\" 30 -- ${_fogproof} diff --against '${_verdict_child} lax' ${_small} --report lax-text.txt && ${_fogproof} diff --against '${_verdict_child} lax' ${_small} --json --report lax.json > /dev/null; python3 ${_external}/check_verdicts.py lax.json notes-apart")
add_test(NAME diff_lax_child_strict_fen_fails
  COMMAND bash ${_external}/expect_exit.sh 1 "DISAGREES.*FEN acceptance" 30 --
          ${_fogproof} diff --against "${_verdict_child} lax" ${_small_run} --strict-fen)

# The incident's spelling, its findings known: each game goes on past its
# known difference, and plies are compared after it.
add_test(NAME diff_known_difference_goes_on
  COMMAND bash -c "${_fogproof} diff --against '${_fogproof} serve --ep legal' ${_small} --write-known legal-known.json > /dev/null; bash ${_external}/expect_exit.sh 0 '\"after_known\"' 30 -- ${_fogproof} diff --against '${_fogproof} serve --ep legal' ${_small} --known legal-known.json --json --report legal-after-known.json && python3 ${_external}/check_verdicts.py legal-after-known.json after-known")

# A child too slow once P passes 300 boards: beliefs end for that game, the
# run goes on (exit 0 or 1 by its findings, never 2). One that is slow on
# every belief request is a hung child: exit 2. --timeout 4: a restarted
# child (python, then `fogproof serve`) greets in over a second on a loaded
# machine.
add_test(NAME diff_slow_child_checked_as_far_as_it_keeps_up
  COMMAND bash -c "bash ${_external}/expect_exit.sh 0,1 '\"slow_child\"' 60 -- ${_fogproof} diff --against '${_verdict_child} slow 300' ${_small} --timeout 4 --json --report slow.json && python3 ${_external}/check_verdicts.py slow.json slow-child")
add_test(NAME diff_hung_child_is_a_fault
  COMMAND bash ${_external}/expect_exit.sh 2 "no reply within 4 s" 30 --
          ${_fogproof} diff --against "${_verdict_child} slow-always" ${_small_run} --timeout 4)

# --out and --report into folders that do not exist yet: made before the
# run; a path that cannot be written fails before any game.
add_test(NAME diff_out_into_missing_folder
  COMMAND bash -c "rm -rf verdict-out && bash ${_external}/expect_exit.sh 1 DISAGREES 30 -- ${_fogproof} diff --against '${_fogproof} serve --ep legal' --games 20 --first --out verdict-out/new/scenario.json --report verdict-out/reports/report.txt && test -s verdict-out/new/scenario.json && test -s verdict-out/reports/report.txt")
add_test(NAME diff_out_unwritable_fails_first
  COMMAND bash ${_external}/expect_exit.sh 2 "--out: cannot" 10 --
          ${_fogproof} diff --against "${_fogproof} serve" --out /proc/fogproof-no/scenario.json)

# A scenario whose move the reference refuses: repro says so (exit 2), not
# "no failure".
add_test(NAME repro_says_reference_refuses_move
  COMMAND bash -c "bash ${_external}/expect_exit.sh 1 DISAGREES 30 -- ${_fogproof} diff --against '${_fogproof} serve --ep legal' --games 20 --first --out refused-move.json && python3 -c \"import json; d = json.load(open('refused-move.json')); d['moves'].append('a1a1'); json.dump(d, open('refused-move.json', 'w'))\" && bash ${_external}/expect_exit.sh 2 'refuses the scenario.s move a1a1' 30 -- ${_fogproof} repro --against '${_fogproof} serve' refused-move.json")

# --require-clauses all on a child without beliefs: the rules of P are left
# out, and the report says which and why.
add_test(NAME diff_require_all_leaves_out_unreachable
  COMMAND bash ${_external}/expect_exit.sh 0,1 "left out [0-9]+ clauses the child cannot reach: it does not support belief: 5\\." 30 --
          ${_fogproof} diff --against "${_verdict_child} no-beliefs" ${_small_run} --require-clauses all)

set_tests_properties(diff_lax_child_notes_apart diff_lax_child_strict_fen_fails diff_known_difference_goes_on
                     diff_slow_child_checked_as_far_as_it_keeps_up diff_hung_child_is_a_fault
                     diff_out_into_missing_folder diff_out_unwritable_fails_first repro_says_reference_refuses_move
                     diff_require_all_leaves_out_unreachable PROPERTIES TIMEOUT 120)
