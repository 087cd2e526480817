import Testing

/// What a `require…` helper throws when navigation is not what a test expected and no Swift
/// Testing test is running (an XCTest test method).
///
/// Inside a Swift Testing test, the `expect…` helpers record an issue at the caller's line and
/// go on, and the `require…` helpers record it there too, then stop the test with the error
/// `#require` throws, which Swift Testing does not report a second time. XCTest sees no Swift
/// Testing issue, so there the `require…` helpers throw this error instead: a throwing test
/// method fails with its ``description``.
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

  /// A failure raised at `sourceLocation`, the caller's location a helper received.
  public init(_ message: String, sourceLocation: SourceLocation) {
    self.init(message, fileID: sourceLocation.fileID, line: sourceLocation.line)
  }

  /// `file:line: message`, the form both test frameworks print.
  public var description: String { "\(fileID):\(line): \(message)" }
}

/// How every helper of this library reports a mismatch.
enum Report {
  /// Records `message` as an issue at `sourceLocation`, the line of the test that called the
  /// helper, and returns so the test goes on, as `#expect` does.
  ///
  /// Outside a Swift Testing test (an XCTest method) no one would see the issue, and a failure
  /// nobody sees passes the test; so there it stops the program with the message and where the
  /// helper was called, and says to use the `require…` variant, which throws.
  static func issue(_ message: String, at sourceLocation: SourceLocation) {
    guard Test.current != nil else {
      fatalError(
        """
        \(ScaffoldingTestFailure(message, sourceLocation: sourceLocation))
        (ScaffoldingTesting's expect… helpers record Swift Testing issues, and no Swift Testing \
        test is running: from XCTest, call the require… variant, which throws)
        """)
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Records `message` as an issue at `sourceLocation` and throws, for the `require…` helpers:
  /// the test stops there, as at a failed `#require`.
  ///
  /// Inside a Swift Testing test it goes through `#require`, whose error Swift Testing does not
  /// report again as "Caught error" at the `@Test` line; elsewhere (XCTest) it throws a
  /// ``ScaffoldingTestFailure``.
  static func requirement(_ message: String, at sourceLocation: SourceLocation) throws -> Never {
    guard Test.current != nil else { throw ScaffoldingTestFailure(message, sourceLocation: sourceLocation) }
    let requirementMet = false
    try #require(requirementMet, Comment(rawValue: message), sourceLocation: sourceLocation)
    // `#require` threw above; this is for the compiler.
    throw ScaffoldingTestFailure(message, sourceLocation: sourceLocation)
  }
}

/// The outcome of one check, which an `expect…` helper reports as an issue and a `require…`
/// helper as an issue and an error.
enum Check {
  /// Reports `problem`, when there is one, as an issue at `sourceLocation` and goes on.
  static func expect(_ problem: String?, at sourceLocation: SourceLocation) {
    if let problem { Report.issue(problem, at: sourceLocation) }
  }

  /// Reports `problem`, when there is one, at `sourceLocation` and throws.
  static func require(_ problem: String?, at sourceLocation: SourceLocation) throws {
    if let problem { try Report.requirement(problem, at: sourceLocation) }
  }
}
