import Testing

/// A dependency a test does not expect to be used: calling it fails the test that called it,
/// naming the dependency, then hands back `placeholder` so the code under test carries on.
///
/// Each feature's testing library builds the failing variant of its `Dependencies` from these
/// (`HomeCoordinator.Dependencies.failing`), so a test starts from dependencies that all fail
/// and sets only the closures it means to be called: a call it did not plan for is a failure,
/// not a silent default.
public func unimplemented<Value>(_ name: String, placeholder: Value) -> Value {
  Issue.record(Comment(rawValue: "\(name) was called, but this test did not expect it (it is unimplemented)"))
  return placeholder
}

/// A throwing dependency a test does not expect to be used: calling it fails the test that
/// called it and throws ``UnimplementedDependency``.
public func unimplemented<Value>(_ name: String) throws -> Value {
  Issue.record(Comment(rawValue: "\(name) was called, but this test did not expect it (it is unimplemented)"))
  throw UnimplementedDependency(name: name)
}

/// What an unimplemented throwing dependency throws after failing the test.
public struct UnimplementedDependency: Error, Equatable, CustomStringConvertible {
  /// The dependency that was called.
  public let name: String

  /// The error for the dependency called `name`, as ``unimplemented(_:)`` throws it; a testing
  /// library that fails its own way (an async dependency, say) throws it too.
  public init(name: String) {
    self.name = name
  }

  /// The sentence a failure prints.
  public var description: String { "\(name) is unimplemented in this test" }
}
