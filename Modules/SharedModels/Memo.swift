/// The last value made from an input, made again only when the input changes.
///
/// For screens, which describe themselves on every render (the console renders after every
/// line): making a body (its strings, arrays and actions) costs thousands of instructions,
/// while comparing the state it is made from costs tens, and an unchanged body is also
/// cheaper to compare with what was drawn before and to release. A class, so a screen (a
/// value) can keep one in a stored property and update it.
@MainActor
public final class Memo<Input: Equatable, Output> {
  @usableFromInline var last: (input: Input, output: Output)?

  /// An empty memo: the first request makes its value.
  public init() {}

  // Inlinable, so each screen's call is specialised to its types: called generically, the
  // comparison and copies went through witness tables (about 600 instructions a call).
  /// The value for `input`: the one kept when `input` equals the last input, otherwise the
  /// one `make` returns, which is kept in its place.
  @inlinable
  public func value(for input: Input, make: (Input) -> Output) -> Output {
    if let last, last.input == input { return last.output }
    let output = make(input)
    last = (input, output)
    return output
  }
}
