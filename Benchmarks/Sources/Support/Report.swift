import Foundation

/// Everything one run measured, printed as a table and written as JSON.
struct Report: Encodable {
  var mode: String
  var machine: MachineDescription
  var rows: [ResultRow] = []

  /// Whether every row ran (a MISS still counts as run; a FAIL does not).
  var allRan: Bool { !rows.contains { $0.status == "FAIL" } }

  /// The rows as aligned columns, grouped by section, with a PASS/MISS summary.
  func table() -> String {
    let header = ["name", "value", "unit", "x ref", "target", "status"]
    var lines: [String] = []
    var section = ""
    var cells: [[String]] = [header]
    var sectionStarts: [Int: String] = [:]
    for row in rows {
      if row.section != section {
        section = row.section
        sectionStarts[cells.count] = section
      }
      cells.append([
        row.name, Self.text(row.value), row.unit, row.timesReference.map { $0.formatted(digits: 2) } ?? "",
        row.budget?.description ?? "", row.status ?? "",
      ])
    }
    let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
    for (index, cell) in cells.enumerated() {
      if let name = sectionStarts[index] { lines.append("\n[\(name)]") }
      let padded = cell.enumerated().map { column, text in
        column == 0 || column == 2 || column == 4
          ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - text.count) + text
      }
      lines.append(padded.joined(separator: "  "))
    }
    let budgeted = rows.filter { $0.status == "PASS" || $0.status == "MISS" }
    let passed = budgeted.filter { $0.status == "PASS" }.count
    if mode == "smoke" {
      lines.append("\nsmoke mode: \(rows.count) rows ran; timings are not meaningful and no target is judged")
    } else {
      lines.append("\n\(passed) of \(budgeted.count) targets PASS (\(mode) mode)")
    }
    for row in rows where row.status == "MISS" || row.status == "FAIL" {
      lines.append("  \(row.status ?? ""): \(row.section) / \(row.name)\(row.note.map { ": \($0)" } ?? "")")
    }
    return lines.joined(separator: "\n")
  }

  private static func text(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    return value.formatted(digits: value.magnitude >= 100 ? 0 : value.magnitude >= 10 ? 1 : 2)
  }

  /// The report as pretty-printed JSON with sorted keys.
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
