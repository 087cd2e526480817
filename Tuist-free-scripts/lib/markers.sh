# Edits between marker comments, for new-module and remove-module; sourced, not run. POSIX sh.
#
# A list the scripts edit (Package.swift's `features`, the App's tab table) has its entries
# between two comment lines of their own:
#     // new-module:begin <section>
#     "Auth",
#     // new-module:end <section>
# The entries between are Swift list elements with no comma of their own (a "Name", a .row),
# however they are laid out (one a line is what new-module writes); a line's `//` comment is
# not an entry. Everything outside the markers is
# left byte for byte, so the file may be reformatted freely around them.
# Callers define fail <message>, which prints the message and exits.

# markers_check <file> <section>: fails, naming the file and the marker, unless each marker is
# there exactly once and begin comes before end.
markers_check() {
  [ -f "$1" ] || fail "there is no $1; nothing was changed"
  markers_status=0
  awk -v begin="// new-module:begin $2" -v end="// new-module:end $2" '
    { line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line) }
    line == begin { begins++; if (!first_end) before = 1 }
    line == end { ends++; if (!first_end) first_end = NR }
    END {
      if (begins == 0) exit 3
      if (ends == 0) exit 4
      if (begins > 1 || ends > 1) exit 5
      if (!before) exit 6
    }
  ' "$1" || markers_status=$?
  case "$markers_status" in
    0) ;;
    3) fail "$1 has no line '// new-module:begin $2' (the marker before the $2 list's entries); put the markers back around the entries; nothing was changed" ;;
    4) fail "$1 has no line '// new-module:end $2' (the marker after the $2 list's entries); put the markers back around the entries; nothing was changed" ;;
    5) fail "$1 has the marker '// new-module:begin $2' or '// new-module:end $2' more than once; keep one pair around the entries; nothing was changed" ;;
    *) fail "$1 has '// new-module:end $2' before '// new-module:begin $2'; put the begin marker first; nothing was changed" ;;
  esac
}

# The awk around each edit: trim, split_line (a line's indentation, entries entry[1..count],
# whether its code ends in a comma, and its comment) and `inside`, true on the lines between the
# markers. Each edit goes between markers_head and markers_tail.
markers_head='
  function trim(text) { sub(/^[ \t]+/, "", text); sub(/[ \t]+$/, "", text); return text }
  function split_line(text,    code, at, parts, i, n) {
    comment = ""
    code = text
    at = index(text, "//")
    if (at > 0) { comment = substr(text, at); code = substr(text, 1, at - 1) }
    indent = text
    sub(/[^ \t].*$/, "", indent)
    code = trim(code)
    trailing = code ~ /,$/
    count = 0
    n = split(code, parts, ",")
    for (i = 1; i <= n; i++) if (trim(parts[i]) != "") entry[++count] = trim(parts[i])
  }
  {
    at_begin = trim($0) == "// new-module:begin " section
    at_end = trim($0) == "// new-module:end " section
    if (at_end) inside = 0
  }
'
markers_tail='
  at_begin { inside = 1; begin_indent = $0; sub(/[^ \t].*$/, "", begin_indent) }
'

# markers_entries <file> <section>: prints the entries between the markers, one a line.
markers_entries() {
  awk -v section="$2" "$markers_head"'
    inside { split_line($0); for (i = 1; i <= count; i++) print entry[i] }
  '"$markers_tail" "$1"
}

# markers_add <file> <section> <entry>: prints the file with <entry> on a line of its own right
# after the last entry between the markers (before the end marker when there is none), indented
# as the begin marker, giving the last entry a comma when it has none. A list's only entry has no
# comma (swift-format's rule for a one-element literal); the entries of a longer list all have one.
markers_add() {
  awk -v section="$2" -v new="$3" "$markers_head"'
    inside {
      held[++lines] = $0
      split_line($0)
      if (count > 0) {
        last = lines
        last_end = trailing ? 0 : index($0, entry[count]) + length(entry[count]) - 1
      }
      next
    }
    at_end {
      if (last && last_end) held[last] = substr(held[last], 1, last_end) "," substr(held[last], last_end + 1)
      for (i = 1; i <= lines; i++) {
        print held[i]
        if (i == last) print begin_indent new ","
      }
      if (!last) print begin_indent new
    }
    { print }
  '"$markers_tail" "$1"
}

# markers_remove <file> <section> <entry>: prints the file with every <entry> between the
# markers taken out; a line left with no entry goes, with its comment. An entry left alone loses
# its comma. Reads the file twice: first to count what stays.
markers_remove() {
  awk -v section="$2" -v gone="$3" "$markers_head"'
    FNR == 1 { pass++ }
    pass == 1 {
      if (inside) { split_line($0); for (i = 1; i <= count; i++) if (entry[i] != gone) staying++ }
      if (at_begin) inside = 1
      next
    }
    inside && staying == 1 {
      split_line($0)
      if (count == 0) { print; next }
      kept = ""
      for (i = 1; i <= count; i++) if (entry[i] != gone) kept = entry[i]
      if (kept == "") next
      print indent kept (comment == "" ? "" : "  " comment)
      next
    }
    inside {
      split_line($0)
      kept = ""
      removed = 0
      for (i = 1; i <= count; i++) {
        if (entry[i] == gone) { removed = 1; continue }
        kept = kept (kept == "" ? "" : ", ") entry[i]
      }
      if (!removed) { print; next }
      if (kept == "") next
      print indent kept (trailing ? "," : "") (comment == "" ? "" : "  " comment)
      next
    }
    { print }
  '"$markers_tail" "$1" "$1"
}

# markers_plan <add|remove> <dir> <mounts>: for each `file section entry` line of <mounts> (a
# module's lists, lib/kinds/), adds or takes out the entry in a copy of the file under <dir>,
# entries in one file going into the same copy, and sets `edited` to the files copied. Changes
# nothing in the tree: markers_commit does, as a script's last step.
markers_plan() {
  edited=""
  while read -r file section entry; do
    copy="$2/$file"
    if [ ! -f "$copy" ]; then
      mkdir -p "$(dirname "$copy")"
      cp "$file" "$copy"
      edited="${edited:+$edited }$file"
    fi
    "markers_$1" "$copy" "$section" "$entry" > "$2.next" && cat "$2.next" > "$copy" \
      || fail "could not $1 $entry in $file's $section list; nothing was changed"
  done <<END
$3
END
}

# markers_commit <dir>: writes each copy markers_plan made over its file.
markers_commit() {
  for file in $edited; do
    cat "$1/$file" > "$file"
  done
}
