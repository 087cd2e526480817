# Shared helpers for the Tuist-free scripts; sourced, not run. POSIX sh, macOS and Linux.
#
# Sets: root (the package root), scratch (the private SwiftPM scratch path), SHARED_MODULES and
# TESTING_MODULES (architecture.conf), CLIENT_MODULES (Package.swift's `clients`).
# Callers set `script` (their name, for messages) before sourcing.

root=$(cd "$(dirname "$0")/.." && pwd -P)
# A private scratch path, so these checks never fight `swift build` in .build over its lock or
# its flags. Override with TUIST_FREE_SCRATCH (the tests point it into their temporary copy).
scratch=${TUIST_FREE_SCRATCH:-"$root/.build-scripts"}
# shellcheck source=../architecture.conf
. "$root/Tuist-free-scripts/architecture.conf"

die() {
  printf '%s: error: %s\n' "$script" "$1" >&2
  exit "${2:-1}"
}

# The shared clients are the names in Package.swift's `clients` list, between its new-module
# markers (lib/markers.sh): the one list that makes a module a client, which new-module --client
# and remove-module edit. Without the markers the rules would take every client for a feature,
# so the scripts refuse, naming the marker.
# shellcheck source=markers.sh
. "$root/Tuist-free-scripts/lib/markers.sh"
fail() { die "${1%; nothing was changed} (the scripts read the shared clients from that list)"; }
(cd "$root" && markers_check Package.swift clients) || exit 1
CLIENT_MODULES=$(markers_entries "$root/Package.swift" clients | tr -d '"' | tr '\n' ' ')
CLIENT_MODULES=${CLIENT_MODULES% }

# Prints the path of the compiled package-tool, compiling lib/PackageTool.swift when the binary
# is missing or older than the source (a couple of seconds, once).
package_tool() {
  tool_source="$root/Tuist-free-scripts/lib/PackageTool.swift"
  tool_binary="$scratch/tuist-free-scripts/package-tool"
  if [ ! -x "$tool_binary" ] || [ "$tool_source" -nt "$tool_binary" ]; then
    mkdir -p "$scratch/tuist-free-scripts"
    swiftc -o "$tool_binary" "$tool_source" >&2 || die "could not compile $tool_source"
  fi
  printf '%s\n' "$tool_binary"
}

# Writes `swift package describe --type json` to the file $1.
describe_package() {
  (cd "$root" && swift package --scratch-path "$scratch" describe --type json) > "$1" \
    || die "swift package describe failed (is Package.swift valid?)"
}
