import Scaffolding
import ScaffoldingTesting
import XCTest

/// ScaffoldingTesting's helpers throw instead of recording Swift Testing issues, so an XCTest
/// target can use them as they are: a thrown `ScaffoldingTestFailure` fails the test method.
///
/// Corelibs XCTest on Linux cannot call a synchronous `@MainActor` test method (it traps while
/// listing tests), so the method is `async` and hops to the main actor itself.
final class XCTestCompatibilityTests: XCTestCase {
  func testHelpersPassAndThrowUnderXCTest() async throws {
    try await MainActor.run {
      let flow = HomeFlow()
      flow.route(to: .detail(1))
      try expectStack(of: flow, [.feed, .detail])
      try expectVisibleScreen(of: flow, title: "Detail 1")
      XCTAssertThrowsError(try expectStack(of: flow, [.feed])) { error in
        XCTAssertTrue(String(describing: error).contains("expected [feed], got [feed, detail]"))
      }
      try expectReleased { tracker in
        flow.route(to: .compose) { (compose: ComposeFlow) in tracker.track(compose) }
        flow.pop()
      }
    }
  }
}
