/// Two aligned columns, indented: usages, then what they do. Lists a screen's actions and the
/// global commands in `help`.
enum TwoColumnTable {
  /// The narrowest the summaries' column gets when rows wrap; below it, summaries go on lines
  /// of their own.
  static let narrowestSummary = 20

  /// One line per row: `  usage    summary`, the summaries aligned.
  ///
  /// Within `width`, a row too long for it keeps every word (this is how `help` explains):
  /// its summary wraps at spaces onto lines below, under the summaries' column, or, when that
  /// column would be narrower than ``narrowestSummary``, onto lines of their own indented by
  /// four, below the usage (itself wrapped when it is wider than the terminal). Screens shorten
  /// their rows instead (see ``LineFitting``). Nil keeps each row on one line, as transcripts
  /// show them.
  static func lines(_ rows: [(String, String)], width: Int? = nil) -> [String] {
    let usageWidth = rows.map(\.0.count).max() ?? 0
    let indent = 2 + usageWidth + 2
    return rows.flatMap { usage, summary -> [String] in
      let start = "  " + usage + String(repeating: " ", count: usageWidth - usage.count) + "  "
      guard let width, start.count + summary.count > width else { return [start + summary] }
      if width - indent >= narrowestSummary {
        let wrapped = LineFitting.wrapped(summary, width: width - indent)
        let margin = String(repeating: " ", count: indent)
        return [start + (wrapped.first ?? "")] + wrapped.dropFirst().map { margin + $0 }
      }
      let usageLines = LineFitting.wrapped(usage, width: max(1, width - 2)).map { "  " + $0 }
      return usageLines + LineFitting.wrapped(summary, width: max(1, width - 4)).map { "    " + $0 }
    }
  }
}
