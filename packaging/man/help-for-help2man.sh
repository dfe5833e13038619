#!/bin/sh
# help2man runs this in place of the program ($METADESK_HELP_PROGRAM), with --help or --version, and reads what it
# prints. The help is passed through as it is, except where a layout help2man does not read is made into one it does:
#   "Usage:" alone on its line, the synopses indented under it  ->  "Usage: first" and "  or:  next" lines;
#   a term at the start of a line, its description after two or more spaces or continued on lines indented to the
#   description's column  ->  the same indented by two, which help2man makes a tagged paragraph.
# A GUI program's --help needs no display: it runs on Qt's offscreen platform.
set -eu
: "${METADESK_HELP_PROGRAM:?names the program to run}"
export QT_QPA_PLATFORM=offscreen
# English, whatever the builder chose in Preferences or speaks: the page is the source text.
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME="$config" LANGUAGE=en LC_ALL=C.UTF-8 LANG=C.UTF-8
out=$("$METADESK_HELP_PROGRAM" "$@") # stderr (Qt's notes on the environment) is help2man's to discard
printf '%s\n' "$out" | awk '
function spaces(n,   s) { s = ""; while (n-- > 0) s = s " "; return s }
{ line[NR] = $0 }
END {
    i = 1
    while (i <= NR) {
        l = line[i]
        if (l ~ /^Usage:[ \t]*$/) {
            lead = "Usage: "
            for (i++; i <= NR && line[i] ~ /^[ \t]+[^ \t]/; i++) {
                s = line[i]; sub(/^[ \t]+/, "", s)
                print lead s
                lead = "  or:  "
            }
            continue
        }
        if (l ~ /^[^ \t]/ && i < NR && line[i + 1] ~ /^        +[^ ]/) {
            # The description starts where the next line is indented to; the term ends at the first space from
            # there back by one (a term wider than its column pushes the description right).
            match(line[i + 1], /^ +/); col = RLENGTH
            cut = 0
            for (k = col; k <= length(l); k++) if (substr(l, k, 1) == " ") { cut = k; break }
            if (cut > 0) {
                term = substr(l, 1, cut - 1); sub(/ +$/, "", term)
                desc = substr(l, cut); sub(/^ +/, "", desc)
                pad = spaces(length(term) + 4)
                print "  " term "  " desc
                for (i++; i <= NR && line[i] ~ /^        +[^ ]/; i++) {
                    s = line[i]; sub(/^ +/, "", s)
                    print pad s
                }
                continue
            }
        }
        if (match(l, /^[^ \t][^ \t]*( [^ \t]+)*  +[^ ]/)) {
            term = l; sub(/  .*/, "", term)
            if (length(term) <= 30) {
                desc = substr(l, length(term) + 1); sub(/^ +/, "", desc)
                print "  " term "  " desc
                i++
                continue
            }
        }
        print l
        i++
    }
}'
