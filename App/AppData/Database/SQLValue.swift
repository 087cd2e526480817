/// A value going into or coming out of an SQL statement: SQLite's five storage classes.
enum SQLValue: Hashable, Sendable {
  case null
  case integer(Int)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The integer, or nil for anything else.
  var integer: Int? { if case .integer(let value) = self { value } else { nil } }
  /// The number as a `Double` (integers too), or nil for anything else.
  var real: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }
  /// The text, or nil for anything else.
  var text: String? { if case .text(let value) = self { value } else { nil } }
  /// The bytes, or nil for anything else.
  var blob: [UInt8]? { if case .blob(let value) = self { value } else { nil } }
}

extension SQLValue {
  /// A text value, or NULL for nil.
  static func optionalText(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }
  /// A real value, or NULL for nil.
  static func optionalReal(_ value: Double?) -> SQLValue { value.map(SQLValue.real) ?? .null }
}
