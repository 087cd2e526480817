import AppData
import Foundation

/// The concrete stores the app owns, and the problems met using them.
///
/// Each feature declares what it needs (its `Dependencies`); the app meets those needs from
/// these stores where it registers the feature (`HomeTab.swift`, …), so swapping the stores
/// (in memory for tests, a data folder for the app) touches no feature.
///
/// It lives on the main actor with the app; the stores run on their own actor
/// (``AppData/DataActor``), so everything here that reads them is `async`.
@MainActor
public final class AppEnvironment {
  /// The persisted stores.
  package let stores: AppDataStores
  /// Problems met while opening or using the data, oldest first, for a front end to show once:
  /// the stores' issues (found at opening, or since, such as damage met by a read) not shown
  /// yet, then failures the app reported.
  public var problems: [String] {
    get async { await stores.issues.dropFirst(issuesShown).map(\.description) + reported }
  }
  /// Failures the app reported, not shown yet.
  private var reported: [String] = []
  /// How many of the stores' issues were handed over already.
  private var issuesShown = 0
  /// The network every live dependency stands for, simulated: how slow it is
  /// (`console --latency MS`) and whether it is down. Live dependencies go through it with
  /// ``request(isolation:_:)``.
  public nonisolated let network: SimulatedNetwork

  /// An environment over opened stores; their opening issues are the first ``problems``.
  /// Its live dependencies answer `latency` later (see ``request(isolation:_:)``).
  package init(stores: AppDataStores, latency: Duration = .zero) {
    self.stores = stores
    self.network = SimulatedNetwork(latency: latency)
  }

  /// Opens the data at `location`, hashing passwords at `hashCost` (lower it in tests and
  /// benchmarks; the default is the platform hasher's), its live dependencies answering
  /// `latency` later.
  package static func open(
    at location: DataLocation, hashCost: Int = SystemPasswordHasher.defaultCost, latency: Duration = .zero
  ) -> AppEnvironment {
    AppEnvironment(stores: .open(at: location, hasher: SystemPasswordHasher(cost: hashCost)), latency: latency)
  }

  /// A live dependency's request, as a network client makes one: waits out the simulated
  /// network's latency, fails while it is down (``SimulatedNetwork/request()``), then runs
  /// `body`: `item: { id in try await environment.request { try await items.item(id) } }`.
  /// Returns at once when the latency is zero and the network up. Cancellable, as a request
  /// is: it throws `CancellationError` when the task awaiting it is cancelled (the screen that
  /// asked left), so the work ends without waiting the rest out.
  public func request<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
  ) async throws -> Value {
    try await network.request()
    return try await body()
  }

  /// In-memory stores with the demo content (`demo` / `scaffolding`) and the cheapest hashing:
  /// for tests, previews and benchmarks.
  public static func demo() -> AppEnvironment {
    open(at: .inMemory, hashCost: SystemPasswordHasher.minimumCost)
  }

  /// Closes the stores (see ``AppDataStores/close()``): call it on every way out of the app.
  public func close() async {
    await stores.close()
  }

  /// Hands over the problems not yet shown, and forgets them; call it when about to show them.
  ///
  /// The stores' issues handed over are acknowledged, so a damaged file moved aside is not
  /// reported again at the next start. If that can't be recorded, it is reported again: a
  /// warning shown twice is better than one lost.
  public func takeProblems() async -> [String] {
    let all = await stores.issues
    // Counted after the wait, so a call that overlapped this one hands over nothing twice.
    let issues = Array(all.dropFirst(issuesShown))
    let taken = issues.map(\.description) + reported
    issuesShown += issues.count
    reported.removeAll()
    try? await stores.acknowledge(issues)
    return taken
  }

  /// Hands over the failures the app reported, not yet shown, and forgets them: what
  /// ``takeProblems()`` hands over after the stores' issues, taken without waiting for the
  /// stores. For a front end answering a line, which must not give other work a turn before it
  /// has answered; it takes the rest with ``takeProblems()`` once the work has settled.
  public func takeReportedFailures() -> [String] {
    defer { reported.removeAll() }
    return reported
  }

  /// Keeps a failure that has no caller to throw to (a link a feature asked for, a save) for
  /// the front end to show.
  func report(_ error: any Error) {
    report("\(error)")
  }

  /// Keeps a sentence about a failure for the front end to show.
  func report(_ message: String) {
    reported.append(message)
  }
}
