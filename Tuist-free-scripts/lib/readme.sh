# What the docs say about one module, for remove-module and tests/run; sourced, not run. POSIX sh.
#
# The docs in $readme_files (README.md and the console's manual, App/ConsoleUI/README.md) mark the
# text that is about one feature, so that removing the feature takes that text out with it,
# however the prose around it is rewrapped or the tables realigned:
#
# - A line that ends in `<!-- about Settings -->` is about Settings and goes with it: a table row
#   (after the row's last `|` the comment is an extra cell, which Markdown ignores), or a whole
#   sentence of a paragraph or a list item, written on a line of its own. A line about several
#   features ends in one marker each (`<!-- about Home --> <!-- about Compose -->`) and goes with
#   any of them. The comments are invisible when rendered.
# - The lines between `<!-- about Settings -->` and `<!-- end about Settings -->`, each marker on
#   a line of its own, go with their markers: whole paragraphs, a fenced code block (the markers
#   go outside the fence), list items. A marker line is an HTML block of its own, so put it
#   between blocks, with a blank line before and after; in a list, indent it as the items' text
#   and put it in the item before (or before the list), so the list stays one list.
# - Inside a Mermaid block, where an HTML comment is not valid, the markers are Mermaid's own
#   comments, `%% about Settings` and `%% end about Settings`, each on a line of its own.
#
# Markers are matched on the trimmed line, so indentation is free. A block may hold other
# modules' blocks (a Profile passage inside a Home one goes when either goes); a module's own
# blocks don't nest. What is left must read true without the marked text: a sentence naming
# several features is rewritten to name none (`console --help` lists the features) rather than
# marked, and an example of a general rule that uses a feature goes on a line of its own, marked.
# Auth, which can't be removed, is never marked.
#
# Callers define fail <message>, which prints the message and exits.

# The docs that mark what they say about a feature, from the package root; a new one goes here.
readme_files="README.md App/ConsoleUI/README.md"

# readme_forget <file> <Name>: prints <file> without the lines and blocks marked as about <Name>;
# where a block goes from between two blank lines, one of them goes too. Fails, naming the file and
# the marker, when a block's end marker is missing (or stray, or a block opens inside its own
# kind), printing nothing: the caller changes nothing.
readme_forget() {
  [ -f "$1" ] || fail "there is no $1; nothing was changed"
  # A first pass only checks the markers, so a broken one fails before anything is printed.
  readme_status=0
  readme_problem=$(awk -v name="$2" -v check=yes "$readme_forget_awk" "$1") || readme_status=$?
  readme_at=${readme_problem%%:*}
  readme_problem=${readme_problem#*: }
  case "$readme_status" in
    0) awk -v name="$2" -v check=no "$readme_forget_awk" "$1" ;;
    3 | 5)
      case "$readme_problem" in
        %%*) readme_closer="%% end about $2" ;;
        *) readme_closer="<!-- end about $2 -->" ;;
      esac
      readme_next=""
      if [ "$readme_status" = 5 ]; then
        readme_next=" before line ${readme_problem#*|} opens another block about $2 (they don't nest)"
        readme_problem=${readme_problem%%|*}
      fi
      fail "$1:$readme_at: '$readme_problem' has no '$readme_closer' (a line of its own) after it$readme_next; close the block; nothing was changed"
      ;;
    4) fail "$1:$readme_at: '$readme_problem' closes no block about $2 (no opening marker before it); nothing was changed" ;;
    *)
      readme_opener=${readme_problem#*|}
      fail "$1:$readme_at: '${readme_problem%%|*}' can't close '${readme_opener#*: }' of line ${readme_opener%%:*} (an HTML comment closes an HTML comment, a Mermaid comment a Mermaid one); nothing was changed"
      ;;
  esac
}

# The awk of readme_forget. With check=yes it prints only the first broken marker, as `line: text`
# (exit 3: a block left open; 4: an end with no block; 5: a block left open when the next one
# opens; 6: the other kind of end); with check=no it prints the file without the marked text.
readme_forget_awk='
  function trim(text) { sub(/^[ \t]+/, "", text); sub(/[ \t]+$/, "", text); return text }
  # Whether the line ends in this module'"'"'s marker, among the markers it ends in.
  function marked(text) {
    while (match(text, /<!-- about [A-Za-z0-9]+ -->$/)) {
      if (substr(text, RSTART) == open_html) return 1
      text = trim(substr(text, 1, RSTART - 1))
    }
    return 0
  }
  BEGIN {
    open_html = "<!-- about " name " -->"; close_html = "<!-- end about " name " -->"
    open_mermaid = "%% about " name; close_mermaid = "%% end about " name
  }
  {
    line = trim($0)
    if (line == open_html || line == open_mermaid) {
      if (closing != "") { problem = 5; where = opener "|" NR; exit }
      closing = line == open_html ? close_html : close_mermaid
      opener = NR ": " line
      next
    }
    if (line == close_html || line == close_mermaid) {
      if (closing == "") { problem = 4; where = NR ": " line; exit }
      if (line != closing) { problem = 6; where = NR ": " line "|" opener; exit }
      closing = ""
      squeeze = blank_before
      next
    }
    if (closing != "") next
    if (marked(line)) { squeeze = blank_before; next }
    if (squeeze && line == "") { squeeze = 0; next }
    squeeze = 0
    blank_before = line == ""
    if (check != "yes") print
  }
  END {
    if (problem) { print where; exit problem }
    if (closing != "") { print opener; exit 3 }
  }
'

# readme_mentions <file> <Name>: prints `line:text` for each line that still names the module: the word <Name> (case-sensitive, also as the start of a name such
# as <Name>Coordinator or <Name>Tests), `app://<name>`, `--feature <name>` or `tab <name>` (<name>
# in lower case). After remove-module <Name>, it prints nothing.
readme_mentions() {
  [ -f "$1" ] || fail "there is no $1"
  readme_lower=$(printf '%s' "$2" | tr '[:upper:]' '[:lower:]')
  awk -v name="$2" -v lower="$readme_lower" '
    BEGIN {
      word = "(^|[^A-Za-z0-9_])" name "([^a-z0-9_]|$)"
      after = "([^A-Za-z0-9_]|$)"
      link = "[Aa][Pp][Pp]://" lower after
      option = "--feature[ \t]+" lower after
      tab = "[Tt]ab[ \t]+" lower after
    }
    $0 ~ word || $0 ~ link || $0 ~ option || $0 ~ tab { print NR ":" $0 }
  ' "$1"
}
