/// How Tab lists several candidates at the prompt: in columns that fit the terminal, filled
/// top to bottom as readline and `ls` fill them, so no candidate is broken across lines.
enum CompletionList {
  /// The gap between two columns.
  static let gap = 2

  /// The lines listing `candidates` within `width` columns; one candidate a line when even two
  /// columns don't fit (a candidate wider than the terminal is then the terminal's to wrap).
  static func lines(_ candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let columnWidth = (candidates.map(\.count).max() ?? 0) + gap
    let columns = max(1, min(candidates.count, (width + gap) / columnWidth))
    let rows = (candidates.count + columns - 1) / columns
    return (0..<rows).map { row in
      let cells = stride(from: row, to: candidates.count, by: rows).map { candidates[$0] }
      let padded = cells.dropLast().map { $0 + String(repeating: " ", count: columnWidth - $0.count) }
      return (padded + cells.suffix(1)).joined()
    }
  }
}
