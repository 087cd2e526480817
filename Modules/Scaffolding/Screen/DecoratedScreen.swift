/// A screen whose body passes through a transform: the headless counterpart of a SwiftUI
/// view modifier.
///
/// Return one from a coordinator's `customize(_:)` to give every screen it shows the same
/// decoration, such as the Cancel action every step of a presented sub-flow offers.
@MainActor
struct DecoratedScreen: Screen {
  /// The screen decorated.
  let base: any Screen
  /// What every render of `base` passes through.
  let transform: @MainActor (ScreenBody, ScreenContext) -> ScreenBody

  /// The base screen's body, transformed.
  func body(in context: ScreenContext) -> ScreenBody {
    transform(base.body(in: context), context)
  }
}

extension Screen {
  /// This screen with its body passed through `transform` on every render.
  public func decorated(_ transform: @escaping @MainActor (ScreenBody, ScreenContext) -> ScreenBody) -> some Screen {
    DecoratedScreen(base: self, transform: transform)
  }

  /// This screen with `actions` offered after its own, made anew on every render so they can
  /// capture their coordinator weakly.
  public func addingActions(_ actions: @escaping @MainActor (ScreenContext) -> [ScreenAction]) -> some Screen {
    decorated { body, context in
      var body = body
      body.actions += actions(context)
      return body
    }
  }

  /// This screen with the `cancel` action every step of a presented flow offers, after its own:
  /// `cancel` closes the flow (`dismissCoordinator()`), or does what `cancel` says first (forget
  /// a draft), as a task of the step it was taken on. Return it from the flow's `customize(_:)`:
  ///
  /// ```swift
  /// func customize(_ screen: any Screen) -> any Screen {
  ///   screen.addingCancel("Discard changes and close", on: self)
  /// }
  /// ```
  public func addingCancel<C: Coordinatable>(
    _ summary: String, on coordinator: C,
    _ cancel: @escaping @MainActor (C) async throws -> Void = { $0.dismissCoordinator() }
  ) -> some Screen {
    addingActions { [weak coordinator] _ in
      guard let coordinator else { return [] }
      return [
        ScreenAction("cancel", summary: summary, on: coordinator) { coordinator, _ in try await cancel(coordinator) }
      ]
    }
  }
}
