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
  /// How much longer every live dependency takes to answer than its work needs: a simulated
  /// network (`console --latency MS`), so a person can see loading states. Zero by default.
  /// Live dependencies wait it out with ``simulatedLatency()``.
  public nonisolated let latency: Duration

  /// An environment over opened stores; their opening issues become the first ``problems``.
  /// Its live dependencies answer `latency` later (see ``simulatedLatency()``).
  public init(stores: AppDataStores, latency: Duration = .zero) {
    self.stores = stores
    self.problems = stores.issues.map(\.description)
    self.latency = latency
  }

  /// Opens the data at `location`, hashing passwords at `hashCost` (lower it in tests and
  /// benchmarks; the default is the platform hasher's), its live dependencies answering
  /// `latency` later.
  public static func open(
    at location: DataLocation, hashCost: Int = SystemPasswordHasher.defaultCost, latency: Duration = .zero
  ) -> AppEnvironment {
    AppEnvironment(stores: .open(at: location, hasher: SystemPasswordHasher(cost: hashCost)), latency: latency)
  }

  /// Waits out ``latency``, the simulated network: every live dependency that stands for a
  /// remote call awaits it first, on whatever actor it runs, as
  /// `item: { id in try await environment.simulatedLatency(); return try await items.item(id) }`.
  /// Returns at once when the latency is zero. Cancellable, as a network request is: it throws
  /// `CancellationError` when the task awaiting it is cancelled (the screen that asked left),
  /// so the work ends without waiting the rest out.
  public nonisolated func simulatedLatency() async throws {
    guard latency > .zero else { return }
    try await Task.sleep(for: latency)
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
