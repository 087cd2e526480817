import AppTesting
import Auth
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Links on stand-in tabs: the app picks the tab by the first segment and the tab's feature
/// reads the rest.
@MainActor
@Suite("Deep links")
struct DeepLinkTests {
  let app = AppCoordinator(environment: .demo(), tabs: .standIns)

  @Test("a link parses into its section and path, and prints back as the same URL")
  func parses() throws {
    let link = try DeepLink(parsing: "app://one/page/3/page/1")
    #expect(link == DeepLink(section: "one", path: ["page", "3", "page", "1"]))
    #expect(link.description == "app://one/page/3/page/1")
    #expect(try DeepLink(parsing: "app://login") == DeepLink(section: "login"))
  }

  @Test(
    "malformed links are refused with a specific message",
    arguments: [
      ("https://one", "'https://one' is not an app link; links start with app://"),
      ("app://", "'app://' has an empty path segment"),
      ("app://one//page/3", "'app://one//page/3' has an empty path segment"),
    ])
  func refusesMalformed(text: String, message: String) {
    #expect(throws: DeepLinkError(message)) { try DeepLink(parsing: text) }
  }

  @Test(
    "empty segments are refused, at the end too",
    arguments: ["app://one//", "app://one" + String(repeating: "/", count: 10_000), "app://one/page/3//"])
  func refusesTrailingEmptySegments(text: String) throws {
    #expect(throws: DeepLinkError("\(DeepLink.quoted(text)) has an empty path segment")) { try DeepLink(parsing: text) }
  }

  @Test("a trailing / is refused, naming it, never dropped silently", arguments: ["app://one/", "app://one/page/3/"])
  func refusesTrailingSlash(text: String) {
    #expect(throws: DeepLinkError("'\(text)' ends with '/'; leave it off")) { try DeepLink(parsing: text) }
  }

  @Test("an error quotes a long link once, its first 200 characters, however it is refused")
  func longLinksQuotedOnce() async throws {
    try await app.signInAsDemo()
    let steps = String(repeating: "page/1/", count: 2_000)
    let section = String(repeating: "x", count: 16_000)
    // Each link, and what its error quotes: its first 200 characters (a section, its own).
    let refusals = [
      ("app://one/" + steps + "page", nil),  // the feature refuses it: no value after the last step
      ("app://one" + String(repeating: "/", count: 10_000), nil),  // the parser refuses it
      ("app://one/" + steps + "x/", nil),
      ("nope://" + steps, nil),
      ("app://" + section, section),  // no such section
    ]
    for (text, quoted) in refusals {
      let message = try await #require(throws: DeepLinkError.self) { try await app.open(text) }.message
      #expect(message.count < DeepLink.quotedLength + 100, "\(message.prefix(300))")
      let start = String((quoted ?? text).prefix(DeepLink.quotedLength))
      #expect(message.components(separatedBy: start).count == 2, "quoted once: \(message.prefix(300))")
    }
  }

  @Test("a bad step of a long link is quoted once more, capped and closed with an ellipsis")
  func longSegmentQuotedClosed() async throws {
    try await app.signInAsDemo()
    let step = String(repeating: "x", count: 16_000)
    let message = try await #require(throws: DeepLinkError.self) { try await app.open("app://one/page/" + step) }
      .message
    let quotedStep = "'" + String(repeating: "x", count: DeepLinkPath.quotedLength) + "…'"
    #expect(message == DeepLink.abbreviated("app://one/page/" + step) + ": there is no page " + quotedStep)
  }

  @Test("signed out, the login screen names a waiting link shortened, as errors quote it")
  func longPendingLinkShortened() async throws {
    let link = "app://two/" + String(repeating: "page/1/", count: 2_000) + "page/1"
    try await app.open(link)
    #expect(app.visibleScreen?.render().lines.last == "Sign in to open \(DeepLink.abbreviated(link)).")
  }

  @Test("an unknown section lists Auth's sections and every tab of the table")
  func unknownSection() async throws {
    await #expect(throws: DeepLinkError("no section 'inbox'; links lead to login, signup, one, two or three")) {
      try await app.open("app://inbox")
    }
  }

  @Test("signed in, a link selects its tab and hands the path to the feature; location reports it back")
  func signedIn() async throws {
    try await app.signInAsDemo()
    for text in ["app://two/page/4/page/1", "app://three", "app://one/page/9"] {
      try await app.open(text)
      #expect(app.location.description == text)
    }
    #expect(app.visibleTitle == "one page 9")
  }

  @Test("a link the feature refuses changes nothing, not even the selected tab")
  func refusedChangesNothing() async throws {
    try await app.signInAsDemo()
    try await app.open("app://one/page/2")
    await #expect(throws: DeepLinkError("app://two/page/12: there is no page '12'")) {
      try await app.open("app://two/page/12")
    }
    #expect(app.location.description == "app://one/page/2")
    await #expect(throws: DeepLinkError("app://login is for signed-out users; sign out first")) {
      try await app.open("app://login")
    }
    #expect(app.location.description == "app://one/page/2")
  }

  @Test("signed out, a tab's link shows login, waits, and is followed after sign-in")
  func waitsForSignIn() async throws {
    try await app.open("app://signup")
    try await app.open("app://three/page/7")
    #expect(app.pendingLink?.description == "app://three/page/7")
    #expect(app.visibleTitle == "Sign in")
    try await app.signInAsDemo()
    #expect(app.pendingLink == nil)
    await app.finishedPendingWork()
    #expect(app.visibleTitle == "three page 7")
  }

  @Test("signed out, a link its feature could never read is refused at once, not kept for after sign-in")
  func refusesMalformedSignedOut() async throws {
    await #expect(throws: DeepLinkError("app://three/page/07: there is no page '07'")) {
      try await app.open("app://three/page/07")
    }
    await #expect(throws: DeepLinkError("app://two/page/+7: there is no page '+7'")) {
      try await app.open("app://two/page/+7")
    }
    await #expect(throws: DeepLinkError("app://two/page: the link ends without a value after 'page'")) {
      try await app.open("app://two/page")
    }
    await #expect(throws: DeepLinkError("app://one/sheet/3: nothing follows the sheet")) {
      try await app.open("app://one/sheet/3")
    }
    #expect(app.pendingLink == nil)
    try await app.signInAsDemo()
    #expect(app.location.description == "app://one")
  }

  @Test("signed out, Auth's links lead to its pages and location reports them")
  func authLinks() async throws {
    try await app.open("app://signup")
    #expect(app.visibleTitle == "Create account")
    #expect(app.location.description == "app://signup")
    try await app.open("app://login")
    #expect(app.visibleTitle == "Sign in")
    await #expect(throws: DeepLinkError("app://login/now: the sign-in screens have no page 'now'")) {
      try await app.open("app://login/now")
    }
  }

  @Test("a link a feature asks for goes through the app, and a failing one is reported, not thrown")
  func featureLinks() async throws {
    let recorder = ContextRecorder()
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one") { recorder.context = $0 }, .pages("two")])
    try await app.signInAsDemo()
    try #require(recorder.context).follow("app://two/page/2")
    await app.finishedPendingWork()
    #expect(app.visibleTitle == "two page 2")
    try #require(recorder.context).follow("app://nowhere")
    await app.finishedPendingWork()
    #expect(await app.environment.takeProblems() == ["no section 'nowhere'; links lead to login, signup, one or two"])
    #expect(app.visibleTitle == "two page 2")
  }

  @Test("the round-trip helper checks a sheet a link names, on its first screen, as well as the pushes")
  func roundTripChecksLinkedSheets() async {
    // The start, page 2 and the sheet (offered on the start only); page 2 twice, and the start
    // after the sheet's and the cover's `done`: six places, the sheet among them (leaving it
    // out would make five). The cover, which no link names, is walked through, not checked.
    let places = await expectEveryPlaceRoundTrips({ PageFlow(name: "one") }, samples: ["number": ["2"]], depth: 2)
    #expect(places == 6)
  }
}
