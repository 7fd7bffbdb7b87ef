# The usage of a script is its header comment, so the text a reader sees in
# the file and the text --help prints cannot drift apart.
# shellcheck shell=bash

# exit_on_help ARGS...: with -h or --help among ARGS, prints the calling
# script's header comment (its first comment block, "# " stripped) and exits 0.
exit_on_help() {
    local arg
    for arg; do
        case "$arg" in
            -h|--help)
                awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
                exit 0 ;;
        esac
    done
}
