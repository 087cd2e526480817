import AppFeature
import AppTesting
import ConsoleUI

extension AppCoordinator {
  /// The app on demo data with the stand-in tabs `one`, `two` and `three`: what the console's
  /// tests drive, so that none of them depends on which features the real tab table lists.
  /// Auth is the same as in the app.
  static func onStandInTabs() -> AppCoordinator {
    AppCoordinator(environment: .demo(), tabs: .standIns)
  }
}

@MainActor
extension ConsoleSession {
  /// Runs `line` as the loop does: runs it, waits until the work it started has settled (a
  /// sign-in's check of the password), then draws. What a test that signs in before it looks
  /// calls, since the sign-in finishes after the line has run.
  @discardableResult
  func runSettled(_ line: String) async -> ConsoleReply {
    let begun = await begin(.text(line))
    await settle()
    return await finish(begun)
  }
}
