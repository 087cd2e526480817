/// Two aligned columns, indented: usages, then what they do. Lists a screen's actions and the
/// global commands in `help`.
enum TwoColumnTable {
  /// One line per row: `  usage    summary`, the summaries aligned.
  static func lines(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { usage, summary in
      "  " + usage + String(repeating: " ", count: width - usage.count) + "  " + summary
    }
  }
}
