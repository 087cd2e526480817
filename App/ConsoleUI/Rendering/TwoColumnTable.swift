/// Two aligned columns, indented: usages, then what they do. Lists a screen's actions and the
/// global commands in `help`.
enum TwoColumnTable {
  /// Appends one line per row to `output`, each after a line break: `\n  usage    summary`.
  static func append(_ rows: [(String, String)], to output: inout String) {
    var width = 0
    for row in rows { width = max(width, row.0.count) }
    // Padded by hand: Foundation's `padding(toLength:)` bridges through NSString, which made
    // this table a tenth of the console's time per line.
    for row in rows {
      output.append("\n  ")
      output.append(row.0)
      output.append(String(repeating: " ", count: width - row.0.count))
      output.append("  ")
      output.append(row.1)
    }
  }
}
