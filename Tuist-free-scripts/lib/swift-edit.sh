# Reading and editing Swift source by its structure, for new-route; sourced, not run. POSIX sh
# and awk (macOS's and Linux's).
# shellcheck shell=sh disable=SC2034 # the awk programs are read by the scripts that source this
#
# The files are swift-format clean (`check` lints them), so their structure is regular: one
# statement a line, a block's `{` at the end of the line that opens it, its `}` starting the line
# that closes it, `case` labels indented as their `switch`. swift_outline numbers each line with
# its brace depth; the readers in new-route work on that outline, never on text patterns alone,
# and plan their edits as lines of an edit list, which swift_edit applies to the file in one pass.

# The awk functions the readers share. code_of(line) is the line with the contents of its string
# literals blanked and its `//` comment cut, each character kept in its column, so braces and
# colons in strings and comments don't count; split_top splits at the commas outside brackets.
swift_awk_lib='
  function trim(text) { sub(/^[ \t]+/, "", text); sub(/[ \t]+$/, "", text); return text }
  function indent_of(text) { sub(/[^ \t].*$/, "", text); return text }
  function code_of(line,    out, i, n, c, instring) {
    if (in_multiline) {
      if (index(line, "\"\"\"")) in_multiline = 0
      return ""
    }
    gsub(/\t/, " ", line)
    out = ""
    n = length(line)
    instring = 0
    for (i = 1; i <= n; i++) {
      c = substr(line, i, 1)
      if (instring) {
        if (c == "\\") { out = out "  "; i++; continue }
        if (c == "\"") { instring = 0; out = out c; continue }
        out = out " "
        continue
      }
      if (substr(line, i, 3) == "\"\"\"") { in_multiline = 1; return out }
      if (c == "\"") { instring = 1; out = out c; continue }
      if (substr(line, i, 2) == "//") break
      out = out c
    }
    return out
  }
  # Splits text at its commas outside (), [] and {} (and <> when angles is set, for types; an
  # arrow is not a bracket) into parts[1..n]; returns n.
  function split_top(text, parts, angles,    n, i, c, depth, start) {
    n = 0
    depth = 0
    start = 1
    for (i = 1; i <= length(text); i++) {
      c = substr(text, i, 1)
      if (c == "(" || c == "[" || c == "{" || (angles && c == "<")) depth++
      else if (c == ")" || c == "]" || c == "}" || (angles && c == ">" && substr(text, i - 1, 1) != "-")) depth--
      else if (c == "," && depth == 0) { parts[++n] = substr(text, start, i - start); start = i + 1 }
    }
    parts[++n] = substr(text, start)
    return n
  }
  # The column of the first `target` character of text at or after column from that is outside
  # (), [] and {}; 0 when there is none.
  function find_top(text, target, from,    i, c, depth) {
    depth = 0
    for (i = from; i <= length(text); i++) {
      c = substr(text, i, 1)
      if (c == target && depth == 0) return i
      if (c == "(" || c == "[" || c == "{") depth++
      else if (c == ")" || c == "]" || c == "}") depth--
    }
    return 0
  }
'

# swift_outline <file>: prints, tab-separated, for each line of <file>: its number, the brace
# depth before it, the depth after it, its code (code_of) and the line itself.
swift_outline() {
  awk "$swift_awk_lib"'
    {
      code = code_of($0)
      before = depth
      opened = gsub(/\{/, "{", code)
      closed = gsub(/\}/, "}", code)
      depth += opened - closed
      printf "%d\t%d\t%d\t%s\t%s\n", NR, before, depth, code, $0
    }
  ' "$1"
}

# The awk that reads an outline's fields into nr, before, after, code, raw and t (the trimmed code).
swift_outline_fields='
  BEGIN { FS = "\t" }
  {
    nr = $1 + 0
    before = $2 + 0
    after = $3 + 0
    code = $4
    raw = $5
    for (field = 6; field <= NF; field++) raw = raw "\t" $field
    t = trim(code)
  }
'

# swift_edit <edits> <file>: prints <file> with the edits of the edit list <edits> made, each a
# tab-separated line about a line of the file as it is (numbers never shift while planning):
#   B <line> <text>          inserts the line <text> before line <line>
#   A <line> <text>          inserts it after line <line>
#   I <line> <column> <text> inserts <text> into line <line> before its column <column>
# A line's B and A edits keep their order; its I edits go in from the rightmost column, so each
# column is the one planned. In <text>, the two characters \n are a line break.
swift_edit() {
  if [ ! -s "$1" ]; then cat "$2"; return; fi
  awk -F '\t' '
    function text_of(from,    text, i) {
      text = $from
      for (i = from + 1; i <= NF; i++) text = text "\t" $i
      gsub(/\\n/, "\n", text)
      return text
    }
    FNR == NR {
      if ($1 == "B") before[$2] = before[$2] text_of(3) "\n"
      else if ($1 == "A") after[$2] = after[$2] text_of(3) "\n"
      else if ($1 == "I") { count = ++inserts[$2]; column[$2, count] = $3 + 0; insert[$2, count] = text_of(4) }
      next
    }
    {
      printf "%s", before[FNR]
      line = $0
      # The rightmost first: each insertion leaves the columns to its left as they were.
      while (inserts[FNR] > 0) {
        best = 0
        for (i = 1; i <= inserts[FNR]; i++) if (!done[FNR, i] && (best == 0 || column[FNR, i] > column[FNR, best])) best = i
        if (best == 0) break
        done[FNR, best] = 1
        at = column[FNR, best]
        line = substr(line, 1, at - 1) insert[FNR, best] substr(line, at)
        left = 0
        for (i = 1; i <= inserts[FNR]; i++) if (!done[FNR, i]) left++
        if (left == 0) break
      }
      print line
      printf "%s", after[FNR]
    }
  ' "$1" "$2"
}
