import Home
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The app saves its location only on events that can move it, and only when it moved; these
/// check that what is saved is still exactly where the user is.
@MainActor
@Suite("Location saving")
struct LocationSavingTests {
  let app = AppCoordinator(environment: .demo())

  var saved: String? { app.environment.stores.sessions.lastLocation }

  func signIn() throws {
    try perform("login", "demo", "scaffolding", on: app)
  }

  @Test("a deep link is saved as soon as it has been followed")
  func afterDeepLink() throws {
    try signIn()
    try app.open(.home(items: [ItemID(3), ItemID(1)]))
    #expect(saved == "app://home/item/3/item/1")
    try app.open(.settings(.appearance))
    #expect(saved == "app://settings/appearance")
  }

  @Test("a sheet presented and dismissed leaves the saved location as it was; a pop under it moves it")
  func afterSheet() throws {
    try signIn()
    try app.open(.home(items: [ItemID(3)]))
    let home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    home.present(.compose, as: .sheet)
    try expectVisibleScreen(of: app, title: "New item: title")
    #expect(saved == "app://home/item/3")
    #expect(app.goBack() != .none)
    #expect(saved == "app://home/item/3")
    #expect(app.goBack() != .none)
    #expect(saved == "app://home")
  }

  @Test("switching tabs saves the newly selected tab's stack, and switching back restores it")
  func afterTabSwitch() throws {
    try signIn()
    try app.open(.home(items: [ItemID(2)]))
    let tabs = try #require(app.mainTabs)
    tabs.select(index: 1)
    #expect(saved == "app://profile")
    tabs.select(index: 0)
    #expect(saved == "app://home/item/2")
  }

  @Test("after signing out and in, the first location is saved even when it reads as the last one before")
  func afterSignOutAndIn() throws {
    try signIn()
    var home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    home.route(to: .detail(ItemID(3)))
    #expect(saved == "app://home/item/3")
    app.signOut()
    #expect(saved == nil)
    try signIn()
    home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    home.route(to: .detail(ItemID(3)))
    #expect(saved == "app://home/item/3")
  }

  @Test("pushes and pops in a tab that is not selected leave the saved location on the selected one")
  func afterPushInOtherTab() throws {
    try signIn()
    try app.open(.home(items: [ItemID(3)]))
    let home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    #expect(saved == "app://home/item/3")
    try app.open(.profile(users: [UserID("ada")]))
    #expect(saved == "app://profile/user/ada")
    home.route(to: .detail(ItemID(1)))
    #expect(saved == "app://profile/user/ada")
    home.pop()
    #expect(saved == "app://profile/user/ada")
    try #require(app.mainTabs).select(index: 0)
    #expect(saved == "app://home/item/3")
    home.route(to: .detail(ItemID(2)))
    #expect(saved == "app://home/item/3/item/2")
    try app.open(.home(items: [ItemID(1)]))
    #expect(saved == "app://home/item/1")
  }

  @Test("what the app reads its location from keeps no signed-out tab alive")
  func locationKeepsNothingAlive() throws {
    try signIn()
    weak let home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    home?.route(to: .detail(ItemID(3)))
    #expect(saved == "app://home/item/3")
    app.signOut()
    #expect(home == nil)
  }
}
