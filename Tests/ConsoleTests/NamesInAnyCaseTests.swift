import AppFeature
import AppTesting
import Scaffolding
import Testing

@testable import ConsoleUI

/// What URL schemes and `--feature` accept: any case, as RFC 3986 reads schemes and as the
/// console reads command names.
@MainActor
@Suite("Names in any case")
struct NamesInAnyCaseTests {
  @Test("a link's scheme is read in any case; only the scheme", arguments: ["APP://one/page/3", "App://one/page/3"])
  func schemeInAnyCase(text: String) throws {
    #expect(try DeepLink(parsing: text) == DeepLink(section: "one", path: ["page", "3"]))
    #expect(try DeepLink(parsing: text).description == "app://one/page/3")
  }

  @Test("the section and path stay as typed, and other schemes are still refused")
  func onlyTheScheme() throws {
    #expect(try DeepLink(parsing: "APP://One/Page/3") == DeepLink(section: "One", path: ["Page", "3"]))
    #expect(!DeepLink.hasScheme("ap://one"))
    #expect(!DeepLink.hasScheme("app:/one"))
    #expect(!DeepLink.hasScheme("appx://one"))
    #expect(!DeepLink.hasScheme("app:/\u{301}/one"))
    // A fullwidth letter is no ASCII letter in another case.
    #expect(!DeepLink.hasScheme("\u{FF41}pp://one"))
    #expect(throws: DeepLinkError("'https://one' is not an app link; links start with app://")) {
      try DeepLink(parsing: "https://one")
    }
  }

  @Test("open follows APP:// and where still prints app://")
  func openInAnyCase() async {
    let session = ConsoleSession(app: .onStandInTabs())
    #expect(await session.runSettled("login demo scaffolding").succeeded)
    let opened = await session.execute("open APP://two/page/4")
    #expect(opened.succeeded)
    #expect(opened.echo == "open APP://two/page/4")
    #expect(opened.output.contains("== two page 4 =="))
    #expect(await session.execute("where").output == "app://two/page/4")
    #expect(
      await session.execute("open App://Two").output
        == "error: no section 'Two'; links lead to login, signup, one, two or three")
  }

  /// Auth, the one feature every app has (the tab table's may be removed).
  @Test("--feature takes a feature's name in any case", arguments: ["Auth", "AUTH", "auth", "aUtH"])
  func featureInAnyCase(name: String) throws {
    #expect(try ConsoleOptions(arguments: ["--feature", name]).feature?.rawValue == "auth")
  }

  @Test("an unknown --feature is still refused, as typed")
  func unknownFeature() {
    let names = FeaturePreview.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(throws: ConsoleOptions.UsageError(message: "no feature 'Auths'; choose one of: \(names)")) {
      try ConsoleOptions(arguments: ["--feature", "Auths"])
    }
  }
}
