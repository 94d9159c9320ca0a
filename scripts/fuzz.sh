#!/usr/bin/env bash
# Builds one libFuzzer target (Fuzz/<Target>Fuzz.swift) with the address sanitizer and runs it.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   scripts/fuzz.sh list
#   scripts/fuzz.sh check      (type-checks the targets against the sources; CI runs it)
#
# TARGET: json, loader, expression, answers, session, engine, run. Every target file of Fuzz/ is
# compiled with every file of Sources/WizardCore and Sources/WizardEngine (and the answers-key
# walk of Sources/WizardTools and its AnswerTree, which the answers target calls) into one module and
# one binary (.build/fuzz/fuzzer, rebuilt when a source is newer; no Package.swift change;
# the module is named WizardCore, and WizardEngine's re-export of it is left out), and
# WIZARD_FUZZ_TARGET picks the target. The corpus
# lives in .build/fuzz/TARGET/corpus, seeded from Flows/ and Fuzz/Seeds/TARGET; crashes are
# written to .build/fuzz/TARGET/crash-*, and the run's log to .build/fuzz/TARGET/log.txt.
# Reproduce a crash with: WIZARD_FUZZ_TARGET=TARGET .build/fuzz/fuzzer FILE
set -euo pipefail
cd "$(dirname "$0")/.."

targets="json loader expression answers session engine run"
mapfile -t sources < <(find Sources/WizardCore Sources/WizardEngine Sources/WizardTools/AnswerKeyWalk.swift Sources/WizardTools/AnswerTree.swift \
  Fuzz -name '*.swift' ! -path Sources/WizardEngine/WizardCore+Export.swift | sort)
module_flags=(-parse-as-library -module-name WizardCore -package-name wizard -swift-version 6 -I Sources/CSystemCall)
if [ "${1:-}" = "check" ]; then
  swiftc -typecheck "${module_flags[@]}" "${sources[@]}" 2>&1 | { grep -v "ignoring import" || true; }
  exit 0
fi
if [ "${1:-}" = "list" ] || [ $# -lt 2 ]; then
  echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options]   (TARGET: $targets)" >&2
  [ "${1:-}" = "list" ] && exit 0 || exit 2
fi
target=$1
seconds=$2
shift 2
case " $targets " in
  *" $target "*) ;;
  *) echo "unknown target '$target' (expected one of: $targets)" >&2; exit 2 ;;
esac

out=.build/fuzz/$target
mkdir -p "$out/corpus"
binary=.build/fuzz/fuzzer
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" -newer "$binary" | head -n 1)" ]; then
  echo "== building $binary" >&2
  rm -f "$binary.tmp"
  swiftc -sanitize=fuzzer,address -O -g "${module_flags[@]}" \
    "${sources[@]}" -lm -o "$binary.tmp" 2>&1 | { grep -v "ld.gold: warning: Cannot export local symbol" || true; } >&2
  [ -x "$binary.tmp" ] || exit 1
  mv "$binary.tmp" "$binary"
fi

# Seeds: the example flows for the JSON-shaped targets, plus the checked-in seeds.
case $target in
  json | loader) find Flows -name '*.json' -exec cp {} "$out/corpus/" \; ;;
esac
if [ -d "Fuzz/Seeds/$target" ]; then cp Fuzz/Seeds/"$target"/* "$out/corpus/"; fi

echo "== fuzzing $target for $seconds s" >&2
export WIZARD_FUZZ_FLOWS="$PWD/Flows"
# Swift's backtracer fights ASan over the crash; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
# The leak checker is off: at exit it reports the example catalogs that the engine and
# run targets keep in a global for every input (allocated once, held to the end), not
# memory lost per input.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
set +e
WIZARD_FUZZ_TARGET=$target "$binary" "$out/corpus" -max_total_time="$seconds" -artifact_prefix="$out/" \
  -max_len=65536 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 "$@" 2>&1 | tee "$out/log.txt" | grep -E '^#[0-9]+.*(DONE|INITED)|ERROR|SUMMARY|stat::|Test unit written' >&2
status=${PIPESTATUS[0]}
set -e
exit "$status"
