/// A target from the issue, checked against one measured figure.
enum Budget: Equatable {
  /// At most this many times the reference router's figure for the same operation.
  case atMostTimesReference(Double)
  /// At most this value, in the row's unit.
  case atMost(Double)
  /// At least this value, in the row's unit.
  case atLeast(Double)

  /// How the table prints the target.
  var description: String {
    switch self {
    case .atMostTimesReference(let factor): "<= \(factor.formatted(digits: 1))x ref"
    case .atMost(let limit): "<= \(limit.formatted(digits: limit < 10 ? 1 : 0))"
    case .atLeast(let floor): ">= \(floor.formatted(digits: 0))"
    }
  }

  /// Whether `value` (for ratios, `timesReference`) meets the target.
  func isMet(value: Double, timesReference: Double?) -> Bool {
    switch self {
    case .atMostTimesReference(let factor): timesReference.map { $0 <= factor } ?? false
    case .atMost(let limit): value <= limit
    case .atLeast(let floor): value >= floor
    }
  }
}

extension Double {
  /// Fixed-point text without Foundation's locale-dependent formatters.
  func formatted(digits: Int) -> String {
    guard isFinite else { return "\(self)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (self * scale).rounded() / scale
    guard digits > 0 else { return String(Int(rounded)) }
    let whole = Int(rounded.magnitude)
    let fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
    let padded =
      String(fraction).count < digits
      ? String(repeating: "0", count: digits - String(fraction).count) + String(fraction) : String(fraction)
    return (rounded < 0 ? "-" : "") + "\(whole).\(padded)"
  }
}
