import AppData
import Foundation

/// The concrete stores the app owns, and the problems met using them.
///
/// Each feature declares what it needs (its `Dependencies`); the app meets those needs from
/// these stores where it registers the feature (`HomeTab.swift`, …), so swapping the stores
/// (in memory for tests, a data folder for the app) touches no feature.
@MainActor
public final class AppEnvironment {
  /// The persisted stores.
  public let stores: AppDataStores
  /// Problems met while opening or saving data, oldest first, for a front end to show once.
  public private(set) var problems: [String]

  /// An environment over opened stores; their opening issues become the first ``problems``.
  public init(stores: AppDataStores) {
    self.stores = stores
    self.problems = stores.issues.map(\.description)
  }

  /// Opens the data at `location`, hashing passwords at `hashCost` (lower it in tests and
  /// benchmarks; the default is the platform hasher's).
  public static func open(at location: DataLocation, hashCost: Int = SystemPasswordHasher.defaultCost)
    -> AppEnvironment
  {
    AppEnvironment(stores: .open(at: location, hasher: SystemPasswordHasher(cost: hashCost)))
  }

  /// In-memory stores with the demo content (`demo` / `scaffolding`) and the cheapest hashing:
  /// for tests, previews and benchmarks.
  public static func demo() -> AppEnvironment {
    open(at: .inMemory, hashCost: SystemPasswordHasher.minimumCost)
  }

  /// Closes the stores (see ``AppDataStores/close()``): call it on every way out of the app.
  public func close() {
    stores.close()
  }

  /// Hands over the problems not yet shown, and forgets them.
  public func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }

  /// Runs a save whose failure must not stop the user (session, location): the failure is
  /// kept for the front end to show.
  func bestEffort(_ save: () throws -> Void) {
    do { try save() } catch { report(error) }
  }

  /// Keeps a failure that has no caller to throw to (a link a feature asked for, a save) for
  /// the front end to show.
  func report(_ error: any Error) {
    report("\(error)")
  }

  /// Keeps a sentence about a failure for the front end to show.
  func report(_ message: String) {
    problems.append(message)
  }
}
