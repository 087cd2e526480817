import Scaffolding

/// A flow other features present or push (Compose), not a tab: it has no row in the tab table,
/// and each feature that wants it gets it from its own row, through its `Dependencies`. Listed
/// in ``all`` so it can run alone as a tab can: `console --feature compose` shows a stand-in
/// presenter, which presents the flow on fake data and says what it handed back.
public struct PresentedFlow: Sendable {
  /// Its name, as `--feature` takes it.
  public let name: String
  private let makePreview: @MainActor @Sendable (_ report: @escaping @MainActor (String) -> Void) -> any Coordinatable

  /// A flow called `name` that hands its presenter a `Result` (nil when closed any other way),
  /// made alone on fake data by `preview`.
  public init<Result: Sendable>(
    _ name: String, returning: Result.Type, preview: @escaping @MainActor @Sendable () -> any Coordinatable
  ) {
    self.name = name
    makePreview = { report in
      StandInPresenter(presenting: name, returning: Result.self, make: preview, report: report).presentingFlow()
    }
  }

  /// A stand-in presenter with the flow presented over it, reporting each result it hears.
  @MainActor
  func preview(reporting report: @escaping @MainActor (String) -> Void) -> any Coordinatable {
    makePreview(report)
  }
}
