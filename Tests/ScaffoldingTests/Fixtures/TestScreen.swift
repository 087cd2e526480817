import Scaffolding

/// A screen that only has a title, enough to tell screens apart in assertions.
struct TestScreen: Screen {
  let title: String

  init(_ title: String) {
    self.title = title
  }

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title)
  }
}

/// A screen holding a reference object, so a leak test can watch the screen's lifetime.
struct ProbeScreen: Screen {
  let probe: Probe

  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: "Probe")
  }
}

/// An object whose only job is to be tracked by a leak check while something holds it.
final class Probe {}

/// Records strings in order: `onDismiss` callbacks and events share one log to check ordering.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  /// An `onDismiss` callback that logs `name`.
  func callback(_ name: String) -> @MainActor () -> Void {
    { [self] in self.append(name) }
  }

  func count(of name: String) -> Int {
    entries.filter { $0 == name }.count
  }

  func removeAll() {
    entries.removeAll()
  }
}
