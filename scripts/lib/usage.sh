# The usage of a script is its header comment, so the text a reader sees in
# the file and the text --help prints cannot drift apart.
# shellcheck shell=bash

# print_usage: the calling script's header comment (its first comment
# block, "# " stripped).
print_usage() {
    awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
}

# exit_on_help ARGS...: with -h or --help among ARGS, prints the usage and
# exits 0.
exit_on_help() {
    local arg
    for arg; do
        case "$arg" in
            -h|--help) print_usage; exit 0 ;;
        esac
    done
}
