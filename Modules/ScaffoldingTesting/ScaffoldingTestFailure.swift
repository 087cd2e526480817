/// The error every `ScaffoldingTesting` helper throws when navigation is not what a test expected.
///
/// Helpers throw instead of recording an issue so they work unchanged from Swift Testing
/// (`try expectStack(...)` inside a `@Test`) and from XCTest (a throwing test method): both
/// frameworks report a thrown error as a failure and print its ``description``.
public struct ScaffoldingTestFailure: Error, CustomStringConvertible {
  /// What went wrong, with the expected and actual values (usually as text trees).
  public let message: String
  /// The file of the call that failed, as `#fileID` gives it.
  public let fileID: String
  /// The line of the call that failed.
  public let line: Int

  /// A failure raised at the caller's location; helpers pass their own `fileID` and `line`.
  public init(_ message: String, fileID: String = #fileID, line: Int = #line) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// `file:line: message`, the form both test frameworks print.
  public var description: String { "\(fileID):\(line): \(message)" }
}
