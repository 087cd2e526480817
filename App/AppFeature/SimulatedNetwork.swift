import Foundation

/// The network every live dependency stands for, simulated: how slow it is and whether it is
/// down, so a person (`console --latency MS`) or a golden journey (`#! network down`) can see
/// loading states, failures and retries on data that is really local.
///
/// A class shared by every dependency of one environment, safe to use from any actor: its
/// outage switch is behind a lock held only to read or flip it (hence `@unchecked Sendable`:
/// the lock, not the compiler, keeps it safe).
public final class SimulatedNetwork: @unchecked Sendable {
  /// Why a request failed while the network is down: the sentence a screen shows.
  public struct Outage: Error, Equatable, CustomStringConvertible {
    /// The outage every request meets while the network is down.
    public init() {}

    /// The sentence the user reads.
    public var description: String { "Couldn't reach the server: you're offline." }
  }

  /// How much longer every request takes than its work needs. Zero by default.
  public let latency: Duration
  private let lock = NSLock()
  private var isDownValue = false

  /// A network `latency` slower than the data behind it, up.
  public init(latency: Duration = .zero) {
    self.latency = latency
  }

  /// Whether requests fail with ``Outage`` (after their latency, as a timeout would).
  public var isDown: Bool {
    get { lock.withLock { isDownValue } }
    set { lock.withLock { isDownValue = newValue } }
  }

  /// What a live dependency does before its work, as a network client's request would: waits
  /// out ``latency`` (returning at once when it is zero), then throws ``Outage`` while the
  /// network is down. Cancellable like a request: it throws `CancellationError` when the
  /// task awaiting it is cancelled (the screen that asked left), without waiting the rest out.
  public func request() async throws {
    if latency > .zero { try await Task.sleep(for: latency) }
    if isDown { throw Outage() }
  }
}
