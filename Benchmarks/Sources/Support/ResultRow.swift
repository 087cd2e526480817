/// One line of the results: a measured figure, the baseline measured beside it, and the
/// target it is held to, if any.
struct ResultRow: Encodable {
  /// The table's section: navigation, scaling, console, depth, feed, startup, terminal, leaks, map,
  /// guards.
  var section: String
  /// What was measured.
  var name: String
  /// The figure, in ``unit``.
  var value: Double
  /// `ns/op`, `lines/s`, `ms`, `MiB`, `count`.
  var unit: String
  /// The reference `@Observable` router's figure for the same operation, same run.
  var reference: Double?
  /// The target, if the issue sets one for this row.
  var budget: Budget?
  /// PASS, MISS, FAIL (the row could not run), or nil for information only.
  var status: String?
  /// How the figure was obtained, or why a row failed.
  var note: String?

  /// `timesReference`: the ratio to the reference as measured (the median of paired ratios);
  /// `value / reference` when not given.
  init(
    section: String, name: String, value: Double, unit: String, reference: Double? = nil,
    timesReference: Double? = nil, budget: Budget? = nil, note: String? = nil
  ) {
    self.section = section
    self.name = name
    self.value = value
    self.unit = unit
    self.reference = reference
    self.timesReference = timesReference ?? reference.map { value / $0 }
    self.budget = budget
    self.note = note
    self.status = budget.map { $0.isMet(value: value, timesReference: self.timesReference) ? "PASS" : "MISS" }
  }

  /// A row whose measurement could not be taken; always reported, never silently dropped.
  static func failed(section: String, name: String, reason: String) -> ResultRow {
    var row = ResultRow(section: section, name: name, value: .nan, unit: "-", note: reason)
    row.status = "FAIL"
    return row
  }

  /// The figure relative to the reference router's: the judged ratio for `atMostTimesReference`.
  var timesReference: Double?

  private enum CodingKeys: String, CodingKey {
    case section, name, value, unit, reference, budget, status, note, timesReference
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(section, forKey: .section)
    try container.encode(name, forKey: .name)
    try container.encode(value.isFinite ? value : nil, forKey: .value)
    try container.encode(unit, forKey: .unit)
    try container.encodeIfPresent(reference, forKey: .reference)
    try container.encodeIfPresent(timesReference, forKey: .timesReference)
    try container.encodeIfPresent(budget?.description, forKey: .budget)
    try container.encodeIfPresent(status, forKey: .status)
    try container.encodeIfPresent(note, forKey: .note)
  }
}
