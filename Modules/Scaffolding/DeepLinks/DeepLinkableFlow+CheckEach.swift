extension DeepLinkableFlow {
  /// Runs `check` on every step at once, as a network client's requests would go, and throws
  /// the error of the first step, in the steps' order, that failed: a link many steps deep costs
  /// about one request's wait. For a ``check(_:)`` whose steps don't depend on each other.
  public func checkEach<Step: Sendable>(
    _ steps: [Step], _ check: @escaping @Sendable (_ index: Int, _ step: Step) async throws -> Void
  ) async throws {
    let first = await withTaskGroup(of: (index: Int, error: (any Error)?).self) { group in
      for (index, step) in steps.enumerated() {
        group.addTask {
          do { try await check(index, step) } catch { return (index, error) }
          return (index, nil)
        }
      }
      var first: (index: Int, error: any Error)?
      for await case (let index, let error?) in group where index < first?.index ?? .max { first = (index, error) }
      return first
    }
    if let first { throw first.error }
  }
}
