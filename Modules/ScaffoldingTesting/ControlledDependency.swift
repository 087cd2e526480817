import Foundation
import Testing

/// An `async throws` dependency a test answers by hand: each call suspends until the test
/// answers it (``answer(with:sourceLocation:)``) or fails it (``fail(with:sourceLocation:)``),
/// so the test can look at the screen while the call is in flight (the loading state), then
/// after it returns (the loaded state, or the failure), and can check that leaving the screen
/// cancelled it.
///
/// ```swift
/// let item = ControlledDependency<ItemID, Item>("HomeCoordinator.Dependencies.item")
/// var dependencies = HomeCoordinator.Dependencies.failing
/// dependencies.item = item.closure
/// let home = HomeCoordinator(dependencies: dependencies)
/// try perform("view", "3", on: home)
/// let call = try await item.nextCall()        // the detail started loading
/// #expect(call.input == ItemID(3))
/// expectVisibleScreen(of: home, title: "Loading…")
/// home.pop()                                  // leaving the screen…
/// #expect(call.isCancelled)                   // …cancelled its load
/// ```
///
/// Calls are numbered from 1 in the order they arrive. ``answer(with:sourceLocation:)`` and
/// ``fail(with:sourceLocation:)`` settle the oldest pending call, ``Call/answer(with:sourceLocation:)``
/// one call in particular. ``nextCall(sourceLocation:)`` waits, without sleeping, until the
/// next call the test has not looked at yet has arrived. When the task awaiting a call is
/// cancelled, the call ends at once with `CancellationError`, as `URLSession` does, and reads
/// ``Status/cancelled``: the cancellation handler runs in the code that cancels, so a test sees
/// it right after popping or dismissing the screen whose task was cancelled.
///
/// It is a `Sendable` class whose state a lock guards, so the closure it hands out is a
/// `@Sendable` dependency any actor can call, and the test drives it from the main actor
/// without `await` (only waiting for a call suspends, and the lock is only held for a few
/// reads and writes, so it never blocks the main actor).
/// A call nobody answers stays suspended: end a test with ``expectNoPendingCalls(sourceLocation:)``
/// to catch one.
public final class ControlledDependency<Input: Sendable, Output: Sendable>: Sendable {
  /// Where a call stands.
  public enum Status: Sendable, Equatable, CustomStringConvertible {
    /// It arrived and waits for the test.
    case pending
    /// The test answered it with a value.
    case answered
    /// The test failed it with an error.
    case failed
    /// The task awaiting it was cancelled before the test settled it.
    case cancelled

    /// The status as a word, for failure messages.
    public var description: String {
      switch self {
      case .pending: "pending"
      case .answered: "answered"
      case .failed: "failed"
      case .cancelled: "cancelled"
      }
    }
  }

  /// One call of the dependency: its input, and a handle to settle it and see where it stands.
  public struct Call: Sendable, CustomStringConvertible {
    /// Its place in the order calls arrived, from 1.
    public let number: Int
    /// What the code under test passed.
    public let input: Input
    private let dependency: ControlledDependency

    fileprivate init(number: Int, input: Input, dependency: ControlledDependency) {
      self.number = number
      self.input = input
      self.dependency = dependency
    }

    /// Where the call stands now.
    public var status: Status { dependency.status(ofCall: number) }
    /// Whether it still waits for the test.
    public var isPending: Bool { status == .pending }
    /// Whether the task awaiting it was cancelled before the test settled it.
    public var isCancelled: Bool { status == .cancelled }

    /// Returns `output` to this call. Records an issue at the caller's line if the call is not
    /// pending any more (already settled, or cancelled).
    public func answer(with output: Output, sourceLocation: SourceLocation = #_sourceLocation) {
      dependency.settle(call: number, with: .success(output), sourceLocation: sourceLocation)
    }

    /// Makes this call throw `error`. Records an issue at the caller's line if the call is not
    /// pending any more.
    public func fail(with error: any Error, sourceLocation: SourceLocation = #_sourceLocation) {
      dependency.settle(call: number, with: .failure(error), sourceLocation: sourceLocation)
    }

    /// `name call #n (input): status`, as failure messages print it.
    public var description: String { "\(dependency.name) call #\(number) (\(input)): \(status)" }
  }

  private struct Entry {
    let input: Input
    var status: Status = .pending
    /// The awaiting call, once it has suspended.
    var continuation: CheckedContinuation<Output, any Error>?
    /// How the call was settled before it had suspended, handed over when it does.
    var result: Result<Output, any Error>?
  }

  private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<Int?, Never>
  }

  private struct State {
    var entries: [Entry] = []
    /// How many calls ``nextCall(sourceLocation:)`` has handed out.
    var delivered = 0
    var waiters: [Waiter] = []
    var nextWaiterID = 0
  }

  /// The name failure messages use, usually the dependency's path
  /// (`"HomeCoordinator.Dependencies.item"`).
  public let name: String
  private let state = Locked(State())

  /// A dependency with no call yet, named `name` in failure messages.
  public init(_ name: String) {
    self.name = name
  }

  // MARK: Being called

  /// The dependency as the closure a feature's `Dependencies` holds.
  public var closure: @Sendable (Input) async throws -> Output {
    { input in try await self(input) }
  }

  /// Calls the dependency, as the code under test does through ``closure``: the call arrives,
  /// then suspends until the test settles it or the calling task is cancelled.
  public func callAsFunction(_ input: Input) async throws -> Output {
    let (number, woken) = state.withLock { state in
      state.entries.append(Entry(input: input))
      return (state.entries.count, Self.deliver(&state))
    }
    for (waiter, call) in woken { waiter.resume(returning: call) }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Output, any Error>) in
        let settled = state.withLock { state -> Result<Output, any Error>? in
          let index = number - 1
          if let result = state.entries[index].result {
            state.entries[index].result = nil
            return result
          }
          state.entries[index].continuation = continuation
          return nil
        }
        if let settled { continuation.resume(with: settled) }
      }
    } onCancel: {
      cancel(call: number)
    }
  }

  // MARK: Looking at the calls

  /// Every call so far, oldest first, whatever its status.
  public var calls: [Call] {
    state.withLock { state in
      state.entries.indices.map { Call(number: $0 + 1, input: state.entries[$0].input, dependency: self) }
    }
  }

  /// The calls that wait for the test, oldest first.
  public var pendingCalls: [Call] { calls.filter { $0.status == .pending } }

  /// The inputs of ``pendingCalls``, oldest first.
  public var pendingInputs: [Input] { pendingCalls.map(\.input) }

  /// The calls whose awaiting task was cancelled before the test settled them, oldest first.
  public var cancelledCalls: [Call] { calls.filter { $0.status == .cancelled } }

  /// How many calls have arrived.
  public var callCount: Int { state.withLock { $0.entries.count } }

  /// Waits until the next call this method has not returned yet has arrived, and returns it:
  /// the first time call #1, then #2, and so on, at once when it has already arrived.
  ///
  /// It suspends without sleeping and without blocking the main actor, so the code under test
  /// runs meanwhile. If the waiting task is cancelled first, it records an issue at the
  /// caller's line and throws `CancellationError`; give the test a `.timeLimit` for a call that
  /// may never come.
  public func nextCall(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Call {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    let number = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
        // Checked under the lock: a cancellation handler that ran before the waiter was listed
        // found nothing to end, and one that runs later waits for the lock and finds it.
        let woken = state.withLock { state -> [(CheckedContinuation<Int?, Never>, Int?)] in
          guard !Task.isCancelled else { return [(continuation, nil)] }
          state.waiters.append(Waiter(id: id, continuation: continuation))
          return Self.deliver(&state).map { ($0, $1) }
        }
        for (waiter, call) in woken { waiter.resume(returning: call) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: nil)
    }
    guard let number else {
      let awaited = state.withLock { $0.delivered + 1 }
      Report.issue(
        "\(name): stopped waiting for call #\(awaited): the waiting task was cancelled", at: sourceLocation)
      throw CancellationError()
    }
    return state.withLock { Call(number: number, input: $0.entries[number - 1].input, dependency: self) }
  }

  /// Records an issue at the caller's line listing every call that still waits for the test.
  public func expectNoPendingCalls(sourceLocation: SourceLocation = #_sourceLocation) {
    let pending = pendingCalls
    guard !pending.isEmpty else { return }
    Report.issue(
      "\(name): \(pending.count) call\(pending.count == 1 ? "" : "s") still pending:\n"
        + pending.map { "  - \($0)" }.joined(separator: "\n"),
      at: sourceLocation)
  }

  // MARK: Settling calls

  /// Returns `output` to the oldest pending call. Records an issue at the caller's line when no
  /// call is pending.
  public func answer(with output: Output, sourceLocation: SourceLocation = #_sourceLocation) {
    settleOldest(with: .success(output), sourceLocation: sourceLocation)
  }

  /// Makes the oldest pending call throw `error`. Records an issue at the caller's line when no
  /// call is pending.
  public func fail(with error: any Error, sourceLocation: SourceLocation = #_sourceLocation) {
    settleOldest(with: .failure(error), sourceLocation: sourceLocation)
  }

  private func settleOldest(with result: Result<Output, any Error>, sourceLocation: SourceLocation) {
    let oldest = state.withLock { state in state.entries.firstIndex { $0.status == .pending } }
    guard let oldest else {
      Report.issue("\(name): no call is pending (\(callCount) arrived, none waits)", at: sourceLocation)
      return
    }
    settle(call: oldest + 1, with: result, sourceLocation: sourceLocation)
  }

  fileprivate func settle(call number: Int, with result: Result<Output, any Error>, sourceLocation: SourceLocation) {
    let outcome = state.withLock { state -> (status: Status, continuation: CheckedContinuation<Output, any Error>?) in
      let index = number - 1
      let status = state.entries[index].status
      guard status == .pending else { return (status, nil) }
      if case .success = result {
        state.entries[index].status = .answered
      } else {
        state.entries[index].status = .failed
      }
      guard let continuation = state.entries[index].continuation else {
        state.entries[index].result = result
        return (.pending, nil)
      }
      state.entries[index].continuation = nil
      return (.pending, continuation)
    }
    guard outcome.status == .pending else {
      Report.issue(
        "\(name): call #\(number) is \(outcome.status) already; it can't be settled again", at: sourceLocation)
      return
    }
    outcome.continuation?.resume(with: result)
  }

  private func cancel(call number: Int) {
    let continuation = state.withLock { state -> CheckedContinuation<Output, any Error>? in
      let index = number - 1
      guard state.entries[index].status == .pending else { return nil }
      state.entries[index].status = .cancelled
      guard let continuation = state.entries[index].continuation else {
        state.entries[index].result = .failure(CancellationError())
        return nil
      }
      state.entries[index].continuation = nil
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }

  fileprivate func status(ofCall number: Int) -> Status {
    state.withLock { $0.entries[number - 1].status }
  }

  /// Hands arrived calls to waiters, first come first served; the caller resumes them once the
  /// lock is released.
  private static func deliver(_ state: inout State) -> [(CheckedContinuation<Int?, Never>, Int)] {
    var woken: [(CheckedContinuation<Int?, Never>, Int)] = []
    while !state.waiters.isEmpty, state.delivered < state.entries.count {
      state.delivered += 1
      woken.append((state.waiters.removeFirst().continuation, state.delivered))
    }
    return woken
  }
}

extension ControlledDependency where Input == Void {
  /// Calls a dependency that takes no input.
  public func callAsFunction() async throws -> Output {
    try await self(())
  }
}

/// `Mutex.withLock` over an `NSLock`. ThreadSanitizer follows `NSLock` (a pthread mutex) but not
/// `Synchronization.Mutex` on Linux, whose futex it can't see: it reports every access a
/// `Mutex` guards as a race, so a `Mutex` here would make a sanitized test run report one.
private final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only read or written inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
