/// A message about what just happened ("Published #4."), shown once on the next screen a front
/// end draws, then gone: the headless counterpart of a toast or banner.
///
/// A coordinator owns one and posts to it when a result comes back (a sub-flow's outcome); the
/// screen that follows lists it in ``ScreenBody/notices``, and the front end calls ``take()``
/// when it draws that screen. Evaluating a body never consumes the message, so a front end may
/// render a body as often as it likes (for help, for completion) and still shows it once; a
/// SwiftUI view takes it in `onAppear` and shows it as a toast.
@MainActor
public final class Notice {
  /// The message waiting to be shown, nil once taken.
  public private(set) var message: String?

  /// A notice with nothing to show yet.
  public init() {}

  /// Shows `message` the next time a screen listing this notice is drawn, replacing one not
  /// shown yet.
  public func post(_ message: String) {
    self.message = message
  }

  /// The waiting message, which is then gone: call it when the screen is actually drawn.
  public func take() -> String? {
    defer { message = nil }
    return message
  }
}
