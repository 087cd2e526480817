import Testing

/// A dependency a test does not expect to be used: calling it fails the test that called it,
/// naming the dependency, then hands back `placeholder` so the code under test carries on.
///
/// Each feature's testing library builds the failing variant of its `Dependencies` from these
/// (`HomeCoordinator.Dependencies.failing`), so a test starts from dependencies that all fail
/// and sets only the closures it means to be called: a call it did not plan for is a failure,
/// not a silent default.
///
/// **Where the failure is reported.** At `sourceLocation`, which defaults to where this call is
/// written: inside the closure that stands for the dependency, so the issue points at the
/// dependency's declaration (`item: { _ in try unimplemented("HomeCoordinator.Dependencies.item") }`
/// in `HomeCoordinator+Failing.swift`), not at this file. The line of the test that led to the
/// call can't be known here: the feature calls its dependency from its own code, often from a
/// task, so no caller's `#_sourceLocation` reaches this function. Swift Testing still charges
/// the issue to the test that was running, and the message names the dependency. A test that
/// writes its own unimplemented closure gets its own line.
public func unimplemented<Value>(
  _ name: String, placeholder: Value, sourceLocation: SourceLocation = #_sourceLocation
) -> Value {
  recordUnimplemented(name, at: sourceLocation)
  return placeholder
}

/// A throwing dependency a test does not expect to be used: calling it fails the test that
/// called it and throws ``UnimplementedDependency``. It fits a synchronous or an `async throws`
/// closure alike: `{ _ in try unimplemented("HomeCoordinator.Dependencies.item") }`.
///
/// The failure is reported at `sourceLocation`, where this call is written (the dependency's
/// declaration), as ``unimplemented(_:placeholder:sourceLocation:)`` explains.
public func unimplemented<Value>(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
  recordUnimplemented(name, at: sourceLocation)
  throw UnimplementedDependency(name: name)
}

/// The sentence every unimplemented dependency records, for tests that match the exact issue.
///
/// ```swift
/// withKnownIssue { … } matching: { issue in
///   issue.comments == [unimplementedComment("HomeCoordinator.Dependencies.item")]
/// }
/// ```
public func unimplementedComment(_ name: String) -> Comment {
  Comment(rawValue: "\(name) was called, but this test did not expect it (it is unimplemented)")
}

private func recordUnimplemented(_ name: String, at sourceLocation: SourceLocation) {
  Issue.record(unimplementedComment(name), sourceLocation: sourceLocation)
}

/// What an unimplemented throwing dependency throws after failing the test.
public struct UnimplementedDependency: Error, Equatable, CustomStringConvertible {
  /// The dependency that was called.
  public let name: String

  /// The error for the dependency called `name`, as ``unimplemented(_:sourceLocation:)`` throws
  /// it; a testing library that fails its own way throws it too.
  public init(name: String) {
    self.name = name
  }

  /// The sentence a failure prints.
  public var description: String { "\(name) is unimplemented in this test" }
}
