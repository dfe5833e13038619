#!/usr/bin/env bash
# Checks a built Metadesk .deb as a person installing it would meet it: unpacks it into a scratch root, runs the
# installed programs (the demo window offscreen, with a throwaway home), and validates the desktop file, the
# AppStream metadata, the icons and the man pages. Prints one line per check; exits 1 if any failed.
# METADESK_PACKAGE_SHOT=FILE keeps the installed app's screenshot there.
#   packaging/check-package.sh build/packages/metadesk_<version>_<arch>.deb
set -uo pipefail

deb=${1:?usage: check-package.sh PACKAGE.deb}
[ -f "$deb" ] || { echo "check-package: no package at $deb" >&2; exit 2; }
app_id=org.metadesk.Metadesk

root=$(mktemp -d /tmp/metadesk-pkg.XXXXXX)
trap 'rm -rf "$root"' EXIT
passed=0
failed=0
log=$root/check.log

# check NAME COMMAND…: runs COMMAND, its output kept in the log; shown only when it fails.
check() {
    local name=$1; shift
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1)); printf '  ok    %s\n' "$name"
    else
        failed=$((failed + 1)); printf '  FAIL  %s\n' "$name"; sed 's/^/        /' "$log"
    fi
}
# Commands that must succeed and print nothing (validators that warn on stdout or stderr, groff).
silent() { local out; out=$("$@" 2>&1) || { printf '%s\n' "$out"; return 1; }; [ -z "$out" ] || { printf '%s\n' "$out"; return 1; }; }

has_fields() { # has_fields FIELD WORD…: the control field holds each word as a package name
    local value word; value=$(dpkg-deb -f "$deb" "$1") || return 1
    echo "$1: $value"
    for word in "${@:2}"; do
        grep -Eq "(^|[ ,|])$word( |,|$)" <<<"$value" || { echo "missing $word"; return 1; }
    done
}
control_has() { local value; value=$(dpkg-deb -f "$deb" "$1") && [ -n "$value" ] && echo "$1: $value"; }

png_is() { # png_is FILE WIDTH HEIGHT
    local info; info=$(file -b "$1") || return 1
    echo "$info"
    [[ $info == "PNG image data, $2 x $3,"* ]]
}

version=$(dpkg-deb -f "$deb" Version)
echo "Checking $(basename "$deb") (version $version)"

# --- the package's control data ------------------------------------------------------------------------------
check "Depends names the Qt libraries (dpkg-shlibdeps, the chart module's Qt Charts too), the plugins Qt loads at run time and libcrypto's libssl3" \
    has_fields Depends libc6 libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6 libqt6sql6-sqlite libqt6sql6-psql libqt6svg6 \
    libssl3
check "Maintainer, Section, Description" \
    bash -c 'for f in Maintainer Section Description; do v=$(dpkg-deb -f "$1" $f) && [ -n "$v" ] || exit 1; done; dpkg-deb -f "$1" Maintainer Section' _ "$deb"
check "unpacks (dpkg -x)" dpkg -x "$deb" "$root"

# --- the files ---------------------------------------------------------------------------------------------------
files=(usr/bin/metadesk usr/bin/metadesk-cli
    "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    usr/share/man/man1/metadesk.1.gz usr/share/man/man1/metadesk-cli.1.gz)
for size in 16 24 32 48 64 128 256; do files+=("usr/share/icons/hicolor/${size}x$size/apps/$app_id.png"); done
check "installs the programs, desktop file, metadata, icons and man pages" \
    bash -c 'for f in "${@:2}"; do [ -s "$1/$f" ] || { echo "missing /$f"; exit 1; }; done' _ "$root" "${files[@]}"
# The chart module, in the library directory's metadesk/ (lib/ or lib/<triplet>/, as the build's prefix chose).
module=$(ls "$root"/usr/lib/metadesk/metadesk-charts.so "$root"/usr/lib/*/metadesk/metadesk-charts.so 2>/dev/null | head -1)
check "installs the chart module" bash -c 'echo "${1:-no metadesk-charts.so under /usr/lib}"; [ -s "$1" ]' _ "$module"
check "binaries are stripped" \
    bash -c 'file "$1"/usr/bin/metadesk "$1"/usr/bin/metadesk-cli "$2"; ! file "$1"/usr/bin/* "$2" | grep -q "not stripped"' \
    _ "$root" "$module"
for size in 16 24 32 48 64 128 256; do
    check "icon ${size}x$size" png_is "$root/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png" "$size" "$size"
done

# --- the installed programs run ----------------------------------------------------------------------------------
home=$root/home
mkdir -p "$home/share" "$home/config" "$home/cache" && mkdir -m 700 "$home/run"
as_user() {
    env -u DISPLAY -u WAYLAND_DISPLAY HOME="$home" XDG_DATA_HOME="$home/share" XDG_CONFIG_HOME="$home/config" \
        XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run" QT_QPA_PLATFORM=offscreen "$@"
}
check "metadesk-cli --version" bash -c 'out=$("$1" --version) && echo "$out" && [ "$out" = "metadesk-cli $2" ]' \
    _ "$root/usr/bin/metadesk-cli" "$version"
check "metadesk --version" bash -c 'out=$(QT_QPA_PLATFORM=offscreen "$1" --version 2>/dev/null) && echo "$out" && [ "$out" = "metadesk $2" ]' \
    _ "$root/usr/bin/metadesk" "$version"
check "the programs do not link libcrypto (they load it when a Fernet key is first used)" \
    bash -c '! readelf -d "$1"/usr/bin/metadesk "$1"/usr/bin/metadesk-cli | grep -i "NEEDED.*libcrypto"' _ "$root"
check "the programs do not link Qt Charts (the chart module does, loaded when a chart is first shown)" \
    bash -c '! readelf -d "$1"/usr/bin/metadesk "$1"/usr/bin/metadesk-cli | grep -E "NEEDED.*libQt6(Charts|OpenGL)"' _ "$root"
# The demo encrypts its connections' passwords with Fernet: libcrypto loaded from the installed system.
check "metadesk-cli demo makes a demo database" as_user "$root/usr/bin/metadesk-cli" demo \
    --database "sqlite://$root/demo.db" --runs 200
check "metadesk --demo --screenshot (offscreen)" as_user env LD_DEBUG=files LD_DEBUG_OUTPUT="$root/loaded" \
    timeout 120 "$root/usr/bin/metadesk" --demo --screenshot "$root/shot.png"
# The demo opens on the overview, whose runs chart is drawn by the module installed beside the program.
check "the overview's chart is drawn by the installed chart module" \
    bash -c 'grep -h "file=$1 .*dynamically loaded" "$2".* && grep -qh "file=libQt6Charts" "$2".*' _ "$module" "$root/loaded"
check "the screenshot is the window (a PNG of at least 640 x 480, over 40 kB: not blank)" \
    bash -c 'info=$(file -b "$1") && echo "$info" && [[ $info =~ ^PNG\ image\ data,\ ([0-9]+)\ x\ ([0-9]+), ]] &&
             [ "${BASH_REMATCH[1]}" -ge 640 ] && [ "${BASH_REMATCH[2]}" -ge 480 ] &&
             size=$(stat -c %s "$1") && echo "$size bytes" && [ "$size" -gt 40000 ]' _ "$root/shot.png"
[ -n "${METADESK_PACKAGE_SHOT:-}" ] && [ -f "$root/shot.png" ] && cp "$root/shot.png" "$METADESK_PACKAGE_SHOT"

# --- validators --------------------------------------------------------------------------------------------------
check "desktop-file-validate" silent desktop-file-validate "$root/usr/share/applications/$app_id.desktop"
check "appstreamcli validate --no-net" appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml"
check "the AppStream launchable is the installed desktop file" \
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$root/usr/share/metainfo/$app_id.metainfo.xml"
for page in metadesk metadesk-cli; do
    man=$root/usr/share/man/man1/$page.1.gz
    # As lintian does: whatis finds the NAME line, and groff renders the page without a warning.
    check "man page $page(1): NAME section" bash -c 'out=$(lexgrog "$1") && echo "$out" && [[ $out == *": \"$2 - "?* ]]' \
        _ "$man" "$page"
    check "man page $page(1): renders without warnings" bash -c \
        'out=$(LC_ALL=C.UTF-8 MANROFFSEQ="" MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$1" 2>&1 >/dev/null) &&
         [ -z "$out" ] || { echo "$out"; exit 1; }
         ! zcat "$1" | grep -Eiq "unknown option|manual page for"' _ "$man"
done

if [ "$failed" -eq 0 ]; then
    echo "Package check: all $passed checks passed"
else
    echo "Package check: $failed of $((passed + failed)) checks FAILED"
    exit 1
fi
