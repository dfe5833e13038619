#!/usr/bin/env bash
# Metadesk's one entry point for developers and CI.
#   ./dev.sh demo   install what is missing, build, open the demo database in Metadesk
#   ./dev.sh test   install what is missing, build with ASan+UBSan, start a throwaway PostgreSQL 15 and a
#                   keyring, run every test (ctest), and stop both servers whatever happens; before that, build
#                   the Debian package and check it (as ./dev.sh package-check); after them, run the fuzz targets
#                   for a minute in all (as ./dev.sh fuzz 10)
#   ./dev.sh build  install what is missing and build (Release) into build/
#   ./dev.sh package        build (Release) and make the Debian package build/packages/metadesk_<version>_<arch>.deb
#   ./dev.sh package-check  the same, then unpack it into a scratch root, run what it installed and validate it
#   ./dev.sh screenshots  rebuild the README's pictures from a fresh demo database (offscreen)
#   ./dev.sh fuzz [TARGET] [SECONDS]  build the libFuzzer targets (clang, ASan+UBSan) into build-fuzz/ and run
#                   TARGET (or every one: tests/fuzz/fuzz_*.cpp) for SECONDS each (300), from its seed corpus
#   ./dev.sh first-rows [FILE [ROUNDS]]  start Metadesk and DB Browser for SQLite in turn under Xvfb on the same
#                   SQLite file (a 10M-run demo made in build/ if none is given), ROUNDS (3) times each, and time from
#                   outside the first frame showing the runs table's rows, and the memory after Ctrl+End
#   ./dev.sh code-order  record, under callgrind on Xvfb, the functions a start runs (the runs grid and a jump to its
#                   end, the overview, the start page) into src/app/code-order.txt, the order the app's code is
#                   linked in (see CMakeLists.txt); rerun after large changes to what a start does
#   ./dev.sh soak [UPDATES [ROWS]]  4 concurrent metadesk-cli writers × UPDATES (2500) updates on ROWS (50) rows,
#                   retrying on conflict, on SQLite and a throwaway PostgreSQL (a Release build in build-soak/)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
ROOT=$PWD

PACKAGES=(
    build-essential cmake ninja-build ccache mold pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-charts-dev libqt6opengl6-dev
    libqt6sql6-sqlite libqt6sql6-psql libqt6svg6 qt6-qpa-plugins qtkeychain-qt6-dev libgl-dev
    libxcb-damage0-dev libxcb-shm0-dev
    libssl-dev libdtl-dev libpq-dev libsqlite3-dev postgresql-15 postgresql-client-15 sqlite3 dbus gnome-keyring xvfb xauth
    fonts-dejavu-core
    clang libclang-rt-14-dev
    dpkg-dev file help2man librsvg2-bin desktop-file-utils appstream man-db
    qt6-translations-l10n
)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

ensure_packages() {
    local missing=() p
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "Installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs() { nproc 2>/dev/null || echo 2; }

build_tree() { # build_tree DIR [cmake args…]
    local dir=$1; shift
    export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
    # Paths relative to the checkout, so that another clone of it (CI's, a worktree) hits the same cache.
    export CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1
    if [ ! -f "$dir/build.ninja" ]; then
        cmake -S "$ROOT" -B "$dir" -G Ninja "$@" >/dev/null
    else
        cmake "$dir" "$@" >/dev/null
    fi
    cmake --build "$dir" -j "$(jobs)"
}

# --- throwaway PostgreSQL 15 on a free loopback port ---------------------------------------------------------
PG_DIR=""
PGBIN=/usr/lib/postgresql/15/bin
pg_run() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

free_port() {
    local port
    for port in $(seq 55432 55632); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return 0; fi
    done
    echo "no free port between 55432 and 55632" >&2; return 1
}

pg_start() {
    PG_DIR=$(mktemp -d /tmp/metadesk-pg.XXXXXX)
    [ "$(id -u)" -eq 0 ] && chown postgres: "$PG_DIR"
    chmod 700 "$PG_DIR"
    PG_PORT=$(free_port)
    local password=metadesk-test
    printf '%s\n' "$password" >"$PG_DIR/pw"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$PG_DIR/pw"
    pg_run "$PGBIN/initdb" -D "$PG_DIR/data" -U postgres --pwfile="$PG_DIR/pw" -A scram-sha-256 -E UTF8 \
        --locale=C.UTF-8 --no-sync >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log"; return 1; }
    pg_run "$PGBIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null || { cat "$PG_DIR/log"; return 1; }
    export PGPASSWORD=$password
    export METADESK_TEST_PG_URL="postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
    say "PostgreSQL 15 on 127.0.0.1:$PG_PORT"
}

pg_stop() {
    [ -n "$PG_DIR" ] || return 0
    pg_run "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
    PG_DIR=""
}

# --- commands -----------------------------------------------------------------------------------------------
cmd_build() {
    ensure_packages
    build_tree build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF
}

cmd_demo() {
    cmd_build
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        say "Opening the demo database"
        exec "$ROOT/build/src/app/metadesk" --demo "$@"
    fi
    # No display (a server, CI, a container): run the same window offscreen and save what it shows.
    local shot=$ROOT/build/demo.png
    say "No display found: opening the demo offscreen and saving a screenshot"
    export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/metadesk-run.XXXXXX)}
    chmod 700 "$XDG_RUNTIME_DIR"
    QT_QPA_PLATFORM=offscreen "$ROOT/build/src/app/metadesk" --demo --screenshot "$shot" "$@"
    say "The demo database is open in Metadesk; its window is saved as $shot"
    say "Run ./dev.sh demo from a desktop session to use the window itself."
}

cmd_package() {
    cmd_build
    say "Making the Debian package"
    rm -rf "$ROOT/build/packages"
    (cd "$ROOT/build" && cpack -G DEB) >"$ROOT/build/cpack.log" 2>&1 || { cat "$ROOT/build/cpack.log"; return 1; }
    PACKAGE=$(ls "$ROOT"/build/packages/metadesk_*.deb)
    say "Package: ${PACKAGE#"$ROOT"/}"
}

cmd_package_check() {
    cmd_package
    say "Checking the package as installed"
    "$ROOT/packaging/check-package.sh" "$PACKAGE"
}

cmd_test() {
    ensure_packages
    # The package first (a Release build), so that the tests' summary closes the output. Its own process, so
    # that errexit holds inside it.
    local package_status=0
    "$ROOT/dev.sh" package-check || package_status=$?
    say "Building with AddressSanitizer and UndefinedBehaviorSanitizer"
    build_tree build-asan -DCMAKE_BUILD_TYPE=Debug -DMETADESK_SANITIZE=ON -DMETADESK_WERROR=ON -DBUILD_TESTING=ON
    trap pg_stop EXIT INT TERM
    pg_start
    # Tests get their own home, settings and a real secret service, never the developer's.
    local home
    home=$(mktemp -d /tmp/metadesk-home.XXXXXX)
    mkdir -m 700 "$home/run"
    say "Running the tests"
    local status=0
    env -u DISPLAY -u WAYLAND_DISPLAY HOME="$home" XDG_DATA_HOME="$home/share" XDG_CONFIG_HOME="$home/config" \
        XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run" \
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
        LSAN_OPTIONS="suppressions=$ROOT/tests/lsan.supp:print_suppressions=0" \
        dbus-run-session -- bash -c '
            # A real secret service on this private bus, stopped with it.
            printf %s metadesk-test | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
            keyring=$!
            trap "kill \$keyring 2>/dev/null; wait \$keyring 2>/dev/null" EXIT
            ctest --test-dir "$1" --output-on-failure -j "$2" "${@:4}" && exit 0
            status=$?
            # Only where every failure is LeakSanitizer'"'"'s tracer crashing after all checks passed: again, twice
            # at most.
            for round in 1 2; do
                again=$(awk -f "$3" "$1/Testing/Temporary/LastTest.log")
                [ -n "$again" ] || exit $status
                echo "LeakSanitizer'"'"'s tracer crashed as $again exited, every check passed: run again"
                ctest --test-dir "$1" --output-on-failure -j "$2" --rerun-failed && exit 0
                status=$?
            done
            exit $status' _ "$ROOT/build-asan" "$(jobs)" \
            "$ROOT/tests/tracer-crashes.awk" "$@" \
        || status=$?
    rm -rf "$home"
    # The fuzz targets, a minute in all, each from its seed corpus (the regressions found so far among the seeds).
    local fuzz_status=0
    build_fuzz && say "Fuzzing (libFuzzer, ASan+UBSan), $((60 / ${#FUZZ_TARGETS[@]})) s a target" &&
        run_fuzz $((60 / ${#FUZZ_TARGETS[@]})) "${FUZZ_TARGETS[@]}" || fuzz_status=$?
    [ "$fuzz_status" -eq 0 ] || say "Fuzzing found a problem (above)"
    [ "$package_status" -eq 0 ] || say "The package check failed (above)"
    [ "$status" -ne 0 ] || status=$fuzz_status
    [ "$status" -ne 0 ] || status=$package_status
    return $status
}

# --- fuzzing (tests/fuzz): a clang build of just the sources the targets reach -----------------------------
FUZZ_TARGETS=(database_url json_values fernet migration export_escape filter_values)

build_fuzz() {
    say "Building the fuzz targets with clang (libFuzzer, ASan+UBSan)"
    # Its own tree and compiler: clang's objects never meet the GCC build's in ccache (the compiler is hashed).
    export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache} CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1
    if [ ! -f build-fuzz/build.ninja ]; then
        cmake -S "$ROOT/tests/fuzz" -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug >/dev/null
    fi
    cmake --build build-fuzz -j "$(jobs)"
}

# run_fuzz SECONDS TARGET…: each target for SECONDS from its committed seed corpus (every seed, the regressions
# among them, is run first), new inputs kept in a scratch corpus; prints the executions; fails on any finding.
run_fuzz() {
    local seconds=$1; shift
    local work status=0 target log execs
    work=$(mktemp -d /tmp/metadesk-fuzz.XXXXXX)
    mkdir -m 700 "$work/home"
    for target in "$@"; do
        mkdir -p "$work/$target"
        log=$work/$target.log
        if env HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" ASAN_OPTIONS=detect_leaks=1 \
            UBSAN_OPTIONS=print_stacktrace=1 "$ROOT/build-fuzz/fuzz_$target" -max_total_time="$seconds" \
            -max_len=4096 -timeout=10 -rss_limit_mb=1536 -print_final_stats=1 -artifact_prefix="$work/$target-" \
            "$work/$target" "$ROOT/tests/fuzz/corpus/$target" >"$log" 2>&1; then
            execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
            printf '    fuzz_%-14s %9s executions in %s s\n' "$target" "${execs:-?}" "$seconds"
        else
            status=1
            printf '    fuzz_%-14s FAILED\n' "$target"
            grep -v '^#\|^INFO' "$log" | tail -40
            local crash
            for crash in "$work/$target"-*; do
                [ -e "$crash" ] || continue
                cp "$crash" "$ROOT/build-fuzz/" && say "The input: build-fuzz/${crash##*/} (add it to tests/fuzz/corpus/$target/ with the fix)"
            done
        fi
    done
    rm -rf "$work"
    return $status
}

cmd_fuzz() {
    local targets=("${FUZZ_TARGETS[@]}") seconds=300
    if [ $# -gt 0 ] && [[ ! $1 =~ ^[0-9]+$ ]]; then
        [ -f "$ROOT/tests/fuzz/fuzz_$1.cpp" ] || { echo "dev.sh fuzz: no target '$1' (${FUZZ_TARGETS[*]})" >&2; exit 2; }
        targets=("$1"); shift
    fi
    [ $# -gt 0 ] && seconds=$1
    ensure_packages
    build_fuzz
    say "Fuzzing ${targets[*]}, $seconds s each"
    run_fuzz "$seconds" "${targets[@]}"
}

cmd_screenshots() {
    cmd_build
    local data app=$ROOT/build/src/app/metadesk out=$ROOT/docs/screenshots
    data=$(mktemp -d /tmp/metadesk-shots.XXXXXX)
    mkdir -p -m 700 "$data/run" "$out"
    say "Writing docs/screenshots/ from a fresh demo database"
    # Each picture has settings of its own (the window remembers the last table); the demo file is shared.
    shot() {
        local name=$1; shift
        env HOME="$data" XDG_DATA_HOME="$data/share" XDG_CONFIG_HOME="$data/config-$name" XDG_RUNTIME_DIR="$data/run" \
            QT_QPA_PLATFORM=offscreen "$app" "$@" --screenshot "$out/$name.png" 2>/dev/null
    }
    shot home --demo
    shot home-dark --demo --theme dark
    shot table-and-detail --demo --table runs --select-row 3
    shot read-only --demo --read-only --table audit_logs --select-row 0
    shot edit-row --demo --table users --select-row 2 --edit
    shot german --demo --language de --table runs --select-row 2
    shot queue --demo --page queue
    # The start page after the demo was opened, so its recent list shows it.
    env HOME="$data" XDG_DATA_HOME="$data/share" XDG_CONFIG_HOME="$data/config-home" XDG_RUNTIME_DIR="$data/run" \
        QT_QPA_PLATFORM=offscreen "$app" --screenshot "$out/start-page.png" 2>/dev/null
    rm -rf "$data"
    rm -f "$out/main-window.png"
}

cmd_soak() {
    ensure_packages
    local updates=${1:-2500} rows=${2:-50} dir=$ROOT/build-soak
    say "Building metadesk-cli and the soak (Release) into build-soak/"
    export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache} CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1
    [ -f "$dir/build.ninja" ] || cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON >/dev/null
    cmake --build "$dir" -j "$(jobs)" --target metadesk-cli tst_clisoak
    trap pg_stop EXIT INT TERM
    pg_start
    local home status=0
    home=$(mktemp -d /tmp/metadesk-home.XXXXXX)
    say "Soak: 4 writers x $updates updates on $rows rows, each engine"
    # Qt Test stops a test function after 5 minutes unless told otherwise; the full soak takes longer.
    env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" QT_QPA_PLATFORM=offscreen \
        QTEST_FUNCTION_TIMEOUT=86400000 \
        METADESK_CLI="$dir/src/cli/metadesk-cli" METADESK_SOAK_UPDATES="$updates" METADESK_SOAK_ROWS="$rows" \
        "$dir/tests/tst_clisoak" || status=$?
    rm -rf "$home"
    return $status
}

# --- the whole app against DB Browser for SQLite (tests/bench/firstrows) ------------------------------------
# median_of FIELD FILE…: the median of a numeric JSON field over the probe's one-line outputs.
median_of() {
    local field=$1; shift
    sed -n "s/.*\"$field\":\([0-9.]*\).*/\1/p" "$@" | sort -n | awk '{v[NR]=$1} END {if (NR) print v[int((NR+1)/2)]; else print "?"}'
}

# An Xvfb of its own on the first free display, stopped when the script ends: sets XVFB_DISPLAY.
start_xvfb() {
    local work=$1 display=99
    while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    XVFB_PID=$!
    trap 'kill $XVFB_PID 2>/dev/null; wait $XVFB_PID 2>/dev/null' EXIT INT TERM
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
    XVFB_DISPLAY=:$display
}

# under_probe BIN OUT [PROBE OPTION…] -- COMMAND…: runs COMMAND under metadesk-first-rows on XVFB_DISPLAY, with a
# home of its own in OUT (a first start), the probe's JSON in OUT/result.json.
under_probe() {
    local bin=$1 out=$2; shift 2
    mkdir -p -m 700 "$out/home" "$out/home/run"
    env DISPLAY="$XVFB_DISPLAY" HOME="$out/home" XDG_CONFIG_HOME="$out/home/config" XDG_DATA_HOME="$out/home/share" \
        XDG_CACHE_HOME="$out/home/cache" XDG_RUNTIME_DIR="$out/home/run" \
        "$bin/tests/bench/metadesk-first-rows" --out "$out" "$@" >"$out/result.json" 2>"$out/stderr"
}

# The tree to measure, in BIN: METADESK_BUILD_DIR (a Release tree of your own, used as it is), or build/ (the
# package's RelWithDebInfo build, built here).
measured_tree() {
    BIN=${METADESK_BUILD_DIR:-}
    if [ -z "$BIN" ]; then
        build_tree build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF
        BIN=$ROOT/build
    fi
}

cmd_code_order() {
    PACKAGES+=(valgrind xdotool)
    ensure_packages
    measured_tree
    local bin=$BIN
    local work
    work=$(mktemp -d /tmp/metadesk-code-order.XXXXXX)
    start_xvfb "$work"
    "$bin/src/cli/metadesk-cli" demo --database "sqlite://$work/demo.sqlite" >/dev/null
    # Each start under callgrind, which names every function run (mangled: the sections' names). The probe waits
    # for the screen to be still (15 s: a start under valgrind is slow), then ends the program (callgrind writes
    # its profile on SIGTERM).
    local run
    profile() {
        local name=$1; shift
        say "Recording the functions run by: $name"
        under_probe "$bin" "$work/$name" --settle 15000 --timeout 600000 "$@" || true
    }
    local cg=(valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no)
    profile "the runs grid and a jump to its end" --jump-to-end 0.6,0.5 -- \
        "${cg[@]}" --callgrind-out-file="$work/runs.cg" "$bin/src/app/metadesk" "sqlite://$work/demo.sqlite" --table runs
    profile "the overview" -- \
        "${cg[@]}" --callgrind-out-file="$work/overview.cg" "$bin/src/app/metadesk" "sqlite://$work/demo.sqlite"
    profile "the start page" -- "${cg[@]}" --callgrind-out-file="$work/start.cg" "$bin/src/app/metadesk"
    for run in runs overview start; do
        [ -s "$work/$run.cg" ] || { echo "dev.sh code-order: no profile of $run (see $work/$run)" >&2; exit 1; }
    done
    # Static initialisers are in .text.startup.<name> sections: all of them (gold takes a glob), first. A constructor
    # or destructor callgrind names by its complete-object symbol (C1, D1) is in the section of its base-object one
    # (C2, D2), which GCC emits it as an alias of: both are listed. Skipped: what callgrind names without a symbol
    # ("(below main)", an address).
    {
        echo '.text.startup.*'
        awk '/^ob=/ { ours = ($0 ~ /\/src\/app\/metadesk$/) }
             /^fn=/ && ours {
                 name = substr($0, 4)
                 if (name ~ /^[(0]/ || name ~ /^(_GLOBAL__sub_[ID]_|__static_initialization_and_destruction)/)
                     next
                 print ".text." name
                 base = name
                 gsub(/C1E/, "C2E", base); gsub(/C1I/, "C2I", base); gsub(/D1E/, "D2E", base)
                 if (base != name)
                     print ".text." base
             }' "$work"/*.cg | LC_ALL=C sort -u
    } >"$ROOT/src/app/code-order.txt"
    say "src/app/code-order.txt: $(wc -l <"$ROOT/src/app/code-order.txt") functions (profiles in $work)"
}

cmd_first_rows() {
    local file=${1:-} rounds=${2:-3}
    PACKAGES+=(sqlitebrowser xdotool)
    ensure_packages
    measured_tree
    local bin=$BIN
    if [ -z "$file" ]; then
        file=$ROOT/build/first-rows-10m.sqlite
        if [ ! -f "$file" ]; then
            say "Making $file: the demo database with 10,000,000 runs (about 2.5 minutes)"
            rm -f "$file.part"
            "$bin/src/cli/metadesk-cli" demo --database "sqlite://$file.part" --runs 10000000 >/dev/null
            mv "$file.part" "$file"
        fi
    fi
    [ -f "$file" ] || { echo "dev.sh first-rows: no file $file" >&2; exit 2; }
    file=$(readlink -f "$file")
    local work
    work=$(mktemp -d /tmp/metadesk-first-rows.XXXXXX)
    start_xvfb "$work"
    cat "$file" >/dev/null # the page cache warm for both
    # One program under the probe, with settings of its own (a first start, for both alike). The point clicked
    # before Ctrl+End is a cell of the program's grid, as fractions of its window (each lays its window out its way).
    run_one() {
        local name=$1 out=$work/$2 point=$3; shift 3
        under_probe "$bin" "$out" --jump-to-end "$point" -- "$@" ||
            { echo "dev.sh first-rows: $name failed:"; cat "$out/stderr" "$out/result.json"; } >&2
    }
    local ours_cmd=("$bin/src/app/metadesk" "sqlite://$file" --table runs)
    local theirs_cmd=(sqlitebrowser -t runs "$file")
    say "Warming up (one unmeasured start of each)"
    run_one Metadesk warm-metadesk 0.6,0.5 "${ours_cmd[@]}"
    run_one "DB Browser for SQLite" warm-dbb 0.2,0.5 "${theirs_cmd[@]}"
    local round
    for round in $(seq "$rounds"); do
        say "Round $round of $rounds"
        run_one Metadesk "metadesk-$round" 0.6,0.5 "${ours_cmd[@]}"
        run_one "DB Browser for SQLite" "dbb-$round" 0.2,0.5 "${theirs_cmd[@]}"
    done
    local ours theirs ours_mb theirs_mb
    ours=$(median_of first_rows_ms "$work"/metadesk-*/result.json)
    theirs=$(median_of first_rows_ms "$work"/dbb-*/result.json)
    ours_mb=$(median_of rss_after_end_kb "$work"/metadesk-*/result.json)
    theirs_mb=$(median_of rss_after_end_kb "$work"/dbb-*/result.json)
    say "$(basename "$file"), medians of $rounds (each run's result.json and pictures are in $work)"
    printf '    %-24s %14s %22s\n' "" "first rows, ms" "memory after Ctrl+End" \
        "Metadesk" "$ours" "$((ours_mb / 1024)) MB" "DB Browser for SQLite" "$theirs" "$((theirs_mb / 1024)) MB"
    awk -v a="$ours" -v b="$theirs" -v c="$ours_mb" -v d="$theirs_mb" \
        'BEGIN { if (a > 0 && c > 0) printf "    Metadesk takes 1/%.1f of the time and 1/%.1f of the memory\n", b / a, d / c }'
}

usage() { sed -n '2,/^[^#]/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

case "${1:-}" in
demo) shift; cmd_demo "$@" ;;
test) shift; cmd_test "$@" ;;
build) shift; cmd_build "$@" ;;
package) shift; cmd_package "$@" ;;
package-check) shift; cmd_package_check "$@" ;;
screenshots) shift; cmd_screenshots "$@" ;;
fuzz) shift; cmd_fuzz "$@" ;;
soak) shift; cmd_soak "$@" ;;
first-rows) shift; cmd_first_rows "$@" ;;
code-order) shift; cmd_code_order "$@" ;;
-h|--help|help|"") usage ;;
*) echo "dev.sh: unknown command '$1'" >&2; usage >&2; exit 2 ;;
esac
