# Type-checks standalone Swift files against the modules `swift build --build-tests` produced.
# Sourced by .ci/check-snippets and .ci/check-compile-fails (run from the package root):
#
#   source .ci/typecheck.bash
#   typecheck_init             # once: finds the built modules, or exits with a hint
#   typecheck file.swift       # swiftc's exit status; diagnostics on stdout and stderr
#
# Each file is compiled on its own as a main file, so top-level code is allowed. Nothing is
# imported implicitly: a file imports what it uses (Sectional, SectionalTesting, Testing, …).
# A file is its own module unless it names one with a line `// module: NAME`.

typecheck_flags=()

typecheck_init() {
  local bin modules
  bin=$(swift build --show-bin-path)
  # SwiftPM 6 puts the modules in Modules/; older versions put them next to the products.
  modules="$bin/Modules"
  [[ -d "$modules" ]] || modules="$bin"
  if [[ ! -e $modules/Sectional.swiftmodule || ! -e $modules/SectionalTesting.swiftmodule ]]; then
    echo "error: no built modules in $modules; run \`swift build --build-tests\` first" >&2
    exit 1
  fi

  typecheck_flags=(
    -typecheck -swift-version 6
    -I "$modules"
    -module-cache-path "$bin/ModuleCache"  # reuse the build's Clang module cache
    -diagnostic-style=llvm                 # quote the mapped source line, not the extracted file
  )

  # On Linux, Testing and XCTest (which SectionalTesting imports) and Testing's macros are in the
  # toolchain's default paths. On macOS they live in the platform's developer directory.
  if [[ "$(uname -s)" == Darwin ]]; then
    local platform plugins
    platform=$(xcrun --show-sdk-platform-path)
    typecheck_flags+=(-F "$platform/Developer/Library/Frameworks" -I "$platform/Developer/usr/lib")
    plugins="$(dirname "$(xcrun --find swiftc)")/../lib/swift/host/plugins/testing"
    if [[ -d "$plugins" ]]; then typecheck_flags+=(-plugin-path "$plugins"); fi
  fi
}

# A file with a line `// module: NAME` is compiled as part of module NAME: how a case proves
# that a layer cannot import the layers above it.
typecheck() {
  local module_flags=() module
  module=$(sed -n 's|^// module: \([A-Za-z_][A-Za-z0-9_]*\)$|\1|p' "$1" | head -n 1)
  if [[ -n $module ]]; then module_flags=(-module-name "$module"); fi
  swiftc "${typecheck_flags[@]}" ${module_flags[@]+"${module_flags[@]}"} "$@"
}

# How many files to type-check at once: one per core.
typecheck_jobs() {
  getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2
}

# Type-checks files a few at a time; for each FILE, writes FILE.log (the compiler's output) and
# FILE.rc (its exit status). Waits in batches rather than with `wait -n`, which macOS's bash 3.2
# lacks.
typecheck_all() {
  local jobs running=0 file
  jobs=$(typecheck_jobs)
  for file in "$@"; do
    { typecheck "$file" >"$file.log" 2>&1 && echo 0 >"$file.rc" || echo $? >"$file.rc"; } &
    running=$((running + 1))
    if ((running >= jobs)); then
      wait
      running=0
    fi
  done
  wait
}
