import Scaffolding
import ScaffoldingTesting
import Testing
import XCTest

/// XCTest sees no Swift Testing issue, so an XCTest target uses ScaffoldingTesting's `require…`
/// helpers: outside a Swift Testing test they throw a `ScaffoldingTestFailure`, which fails the
/// test method. (An `expect…` helper that passes does nothing, under either framework; one that
/// fails outside Swift Testing stops the program rather than pass unseen.)
///
/// Corelibs XCTest on Linux cannot call a synchronous `@MainActor` test method (it traps while
/// listing tests), so the method is `async` and hops to the main actor itself.
final class XCTestCompatibilityTests: XCTestCase {
  func testHelpersPassAndThrowUnderXCTest() async throws {
    try await MainActor.run {
      let flow = HomeFlow()
      flow.route(to: .detail(1))
      try requireStack(of: flow, [.feed, .detail])
      expectStack(of: flow, [.feed, .detail])
      let visible = try requireVisibleScreen(of: flow, title: "Detail 1")
      XCTAssertEqual(visible.render().title, "Detail 1")
      XCTAssertThrowsError(try requireStack(of: flow, [.feed])) { error in
        let failure = error as? ScaffoldingTestFailure
        XCTAssertTrue(failure?.message.contains("expected [feed], got [feed, detail]") == true)
        XCTAssertEqual(failure?.fileID, #fileID)
      }
      XCTAssertThrowsError(try requirePerform("fly", on: flow))
      try requireReleased { tracker in
        flow.route(to: .compose) { (compose: ComposeFlow) in tracker.track(compose) }
        flow.pop()
      }
    }
  }
}
