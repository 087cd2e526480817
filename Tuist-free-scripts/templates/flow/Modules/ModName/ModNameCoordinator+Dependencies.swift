import SharedModels

extension ModNameCoordinator {
  /// What ModName needs from the app: the choices it offers, and the submit that confirms one.
  ///
  /// Each is I/O, so it is `async throws` and may run on any actor (`@Sendable`), as a network
  /// client's calls do; its error is the sentence the user reads. ModName calls them from its
  /// steps' tasks, which cancel them when the step goes.
  public struct Dependencies: Sendable {
    /// The choices the first step offers, in order.
    public var choices: @Sendable () async throws -> [Choice]
    /// Confirms the choice and answers what the flow hands back; throws the sentence the user
    /// reads when refused.
    public var submit: @Sendable (_ choice: Choice) async throws -> ModNameConfirmation

    /// Dependencies backed by the given closures.
    public init(
      choices: @escaping @Sendable () async throws -> [Choice],
      submit: @escaping @Sendable (_ choice: Choice) async throws -> ModNameConfirmation
    ) {
      self.choices = choices
      self.submit = submit
    }
  }
}

extension ModNameCoordinator.Dependencies {
  /// ModName without the app, for previews and tests: `choices` in memory, answered at once,
  /// and each submit numbered on from 1.
  public static func preview(
    choices: [ModNameCoordinator.Choice] = [.init(id: 1, title: "First"), .init(id: 2, title: "Second")]
  ) -> Self {
    let last = PreviewStore(0)
    return Self(
      choices: { choices },
      submit: { choice in
        await last.with { last in
          last += 1
          return ModNameConfirmation(number: last, title: choice.title)
        }
      })
  }
}
