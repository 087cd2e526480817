import AppData
import Auth
import Foundation
import Home
import Profile
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The app over a real data folder: what survives a restart, and what a damaged or
/// unwritable folder does to it.
@MainActor
@Suite("Persistence")
struct PersistenceTests {
  let folder = FileManager.default.temporaryDirectory.appending(path: "app-tests-\(UUID().uuidString)")

  func launch() -> AppCoordinator {
    AppCoordinator(environment: .open(at: .directory(folder), hashCost: SystemPasswordHasher.minimumCost))
  }

  @Test("a restart with a saved session returns to the tab and pushed screens, not to a modal")
  func restoresLocation() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let app = launch()
      try perform("login", "demo", "scaffolding", on: app)
      try app.open(.home(items: [ItemID(3), ItemID(2)]))
      app.mainTabs?.selectFirstTab(.home) { (home: HomeCoordinator) in home.present(.compose, as: .sheet) }
      try expectVisibleScreen(of: app, title: "New item: title")
    }
    let restarted = launch()
    #expect(restarted.session == Session(userID: UserID("demo"), displayName: "Demo User"))
    #expect(restarted.location == .home(items: [ItemID(3), ItemID(2)]))
    try expectVisibleScreen(of: restarted, HomeCoordinator.Destinations.Meta.detail, title: "Item 2")
  }

  @Test("what users create survives a restart; signing out forgets the session")
  func dataSurvives() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let app = launch()
      try perform("create-account", on: app)
      try perform("create", "grace", "Grace Hopper", "cobol1959", on: app)
      try perform("compose", on: app)
      try perform("title", "Nanoseconds", on: app)
      try perform("text", "Eleven inches of wire.", on: app)
      try perform("publish", on: app)
      try app.open(.settings(.account))
      try perform("sign-out", on: app)
    }
    let restarted = launch()
    #expect(restarted.session == nil)
    try perform("login", "grace", "cobol1959", on: restarted)
    try perform("view", "4", on: restarted)
    try expectVisibleScreen(of: restarted, title: "Item 4")
  }

  @Test("a corrupt file is reported, moved aside, and the app still starts")
  func corruptFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = launch()
    try Data("{ not a database".utf8).write(to: folder.appending(path: AppDataStores.fileName))
    let app = launch()
    let problems = app.environment.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("\(AppDataStores.fileName) is damaged") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appending(path: "\(AppDataStores.fileName).corrupt-1").path(percentEncoded: false)))
    try perform("login", "demo", "scaffolding", on: app)
    try expectVisibleScreen(of: app, HomeCoordinator.Destinations.Meta.feed)
  }

  @Test("an unusable data folder is reported, and sign-in is refused rather than left unrecorded")
  func unwritableFolder() throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "not-a-folder-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let app = AppCoordinator(
      environment: .open(at: .directory(file.appending(path: "data")), hashCost: SystemPasswordHasher.minimumCost))
    #expect(app.environment.takeProblems().count == 1)
    // Sign-in can't record its attempt there, so it is refused rather than checked unrecorded.
    let error = #expect(throws: (any Error).self) { try perform("login", "demo", "scaffolding", on: app) }
    #expect("\(error.map { "\($0)" } ?? "")".contains("Your password was not checked."))
    #expect(app.session == nil)
  }

  @Test("a saved location naming what no longer exists is dropped: the app opens on the tab's root")
  func staleLocation() throws {
    let environment = AppEnvironment.demo()
    try environment.stores.sessions.save(
      Session(userID: UserID("demo"), displayName: "Demo User"), lastLocation: "app://home/item/99/item/98")
    let app = AppCoordinator(environment: environment)
    #expect(app.session?.userID == UserID("demo"))
    #expect(app.location == .home(items: []))
    #expect(app.pendingLink == nil)
  }
}
