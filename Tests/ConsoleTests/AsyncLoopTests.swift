import AppData
import AppFeature
import AppTesting
import Dispatch
import Foundation
import Scaffolding
import Testing

@testable import ConsoleUI

/// The loop never blocks the main actor: main-actor work runs while it waits, screens are drawn
/// once their work has settled, and at a terminal Ctrl-C stops work that takes too long. No
/// test sleeps: every wait is for a continuation a test resumes.
@MainActor
@Suite("Async work in the console", .timeLimit(.minutes(1)))
struct AsyncLoopTests {
  /// A load that answers when the test opens it, and counts its starts and cancellations.
  @MainActor
  final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var started: [CheckedContinuation<Void, Never>] = []
    private(set) var starts = 0
    private(set) var cancellations = 0
    private var opened = false

    /// The load a ``PageFlow`` runs: waits for ``open()``, or for its task to be cancelled.
    var load: PageFlow.Load {
      { [self] in
        starts += 1
        for waiter in started { waiter.resume() }
        started.removeAll()
        await withTaskCancellationHandler {
          await withCheckedContinuation { continuation in
            if opened { continuation.resume() } else { waiters.append(continuation) }
          }
        } onCancel: {
          Task { @MainActor in self.cancel() }
        }
        return "fresh data"
      }
    }

    /// Returns once a load has started.
    func waitForStart() async {
      guard starts == 0 else { return }
      await withCheckedContinuation { started.append($0) }
    }

    /// Lets every load waiting, and every later one, answer.
    func open() {
      opened = true
      for waiter in waiters { waiter.resume() }
      waiters.removeAll()
    }

    private func cancel() {
      cancellations += 1
      for waiter in waiters { waiter.resume() }
      waiters.removeAll()
    }
  }

  /// A console over the stand-in tabs, whose loading pages load through `gate`.
  func session(loadingThrough gate: Gate) -> ConsoleSession {
    let tabs: [AppTab] = [.pages("one", load: gate.load), .pages("two")]
    return ConsoleSession(app: AppCoordinator(environment: .demo(), tabs: tabs))
  }

  /// Runs `lines` through the loop and returns the transcript and the status.
  func run(
    _ lines: [String], on session: ConsoleSession, options: ConsoleRunner.Options = .transcript
  ) async -> (output: String, status: Int32) {
    var input = lines.makeIterator()
    var output: [String] = []
    let status = await ConsoleRunner(session: session, options: options).run(
      readLine: { input.next().map(InputLine.text) }, write: { output.append($0) })
    return (output.joined(separator: "\n"), status)
  }

  @Test("a screen whose load is pending is drawn only once the work settled, loaded")
  func drawsOnceSettled() async {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    // The loop runs in a task of its own; the test answers the load while the loop waits.
    let loop = Task { await run(["login demo scaffolding", "load", "where"], on: session) }
    await gate.waitForStart()
    gate.open()
    let (output, status) = await loop.value
    #expect(status == ConsoleRunner.success)
    #expect(output.contains("== one loading =="))
    #expect(output.contains("Loaded: fresh data"))
    #expect(!output.contains("Loading…"))
    #expect(output.hasSuffix("> where\napp://one"))
  }

  @Test("a load that answers at once is drawn loaded, and the loop goes on")
  func immediateLoad() async {
    let gate = Gate()
    gate.open()
    let (output, status) = await run(["login demo scaffolding", "load", "back"], on: session(loadingThrough: gate))
    #expect(status == ConsoleRunner.success)
    #expect(output.contains("Loaded: fresh data"))
    #expect((output.components(separatedBy: "> back\n").last ?? "").contains("== one start =="))
  }

  @Test("await present(_:as:returning:) opens its sheet and resumes with the answer")
  func presentReturningResumes() async {
    let (output, status) = await run(["login demo scaffolding", "ask", "yes"], on: session(loadingThrough: Gate()))
    #expect(status == ConsoleRunner.success)
    let afterAsk = output.components(separatedBy: "> ask\n").last ?? ""
    #expect(afterAsk.contains("== Question =="))
    let afterYes = output.components(separatedBy: "> yes\n").last ?? ""
    #expect(afterYes.contains("== one start =="))
    #expect(afterYes.contains("Answered yes."))
  }

  @Test("EOF, quit, --strict and a read failure end as before while work is pending nowhere")
  func statusesUnchanged() async {
    let gate = Gate()
    gate.open()
    #expect(await run(["load"], on: session(loadingThrough: gate)).status == ConsoleRunner.success)
    #expect(await run(["quit", "load"], on: session(loadingThrough: gate)).output.hasSuffix("> quit\nBye."))
    var strict = ConsoleRunner.Options.transcript
    strict.isStrict = true
    #expect(
      await run(["login demo scaffolding", "dance"], on: session(loadingThrough: gate), options: strict).status == 1)
    var errors: [String] = []
    let failed = await ConsoleRunner(session: session(loadingThrough: gate), options: .transcript).run(
      readLine: { () throws(InputReadError) in throw InputReadError(reason: "Input/output error") },
      write: { _ in }, writeError: { errors.append($0) })
    #expect(failed == ConsoleRunner.readFailure)
    #expect(errors == ["error: can't read the input: Input/output error"])
  }

  /// Options for a terminal whose `Loading…` shows at once and whose interruptions are `next`.
  func terminal(interrupting next: Interruption) -> ConsoleRunner.Options {
    var options = ConsoleRunner.Options.transcript
    options.showsLoadingAfter = .zero
    options.interruptions = { next }
    return options
  }

  /// Options for a terminal whose `Loading…` shows at once and whose Ctrl-C comes once a load
  /// through `gate` is under way, as a person presses it during slow work.
  func terminal(stoppingOnceStarted gate: Gate) -> ConsoleRunner.Options {
    var options = terminal(interrupting: .stop)
    options.interruptions = {
      await gate.waitForStart()
      return .stop
    }
    return options
  }

  @Test("at a terminal, Ctrl-C while loading goes back, cancels the load, and the console goes on")
  func ctrlCStopsLoading() async {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    // Signed in first: the interruption comes at once, and would stop the sign-in's check too.
    await session.runSettled("login demo scaffolding")
    let (output, status) = await run(["load", "where"], on: session, options: terminal(interrupting: .stop))
    #expect(status == ConsoleRunner.success)
    let afterLoad = output.components(separatedBy: "> load\n").last ?? ""
    #expect(afterLoad.hasPrefix("Loading… (Ctrl-C to stop)\nStopped loading; went back.\n"))
    #expect(afterLoad.contains("== one start =="))
    #expect(!output.contains("Loaded:"))
    #expect(output.hasSuffix("> where\napp://one"))
    #expect(gate.starts == 1)
    #expect(gate.cancellations == 1)
    #expect(!session.hasPendingWork)
  }

  @Test("at a terminal, Ctrl-C while open checks a link stops the check, changes nothing, and the console goes on")
  func ctrlCStopsALinkCheck() async throws {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    await session.runSettled("login demo scaffolding")
    let options = terminal(stoppingOnceStarted: gate)
    let (output, status) = await run(["open app://one/page/2", "where"], on: session, options: options)
    #expect(status == ConsoleRunner.success)
    let afterOpen = output.components(separatedBy: "> open app://one/page/2\n").last ?? ""
    #expect(afterOpen.hasPrefix("Loading… (Ctrl-C to stop)\nStopped following the link; nothing changed.\n"))
    #expect(!afterOpen.contains("error:"))
    #expect(output.hasSuffix("> where\napp://one"))
    #expect(gate.cancellations == 1)
    #expect(!session.hasPendingWork)
  }

  @Test("at a terminal, Ctrl-C stops an action's work where it runs, even with nothing to go back to")
  func ctrlCStopsAnAction() async throws {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    await session.runSettled("login demo scaffolding")
    let options = terminal(stoppingOnceStarted: gate)
    let (output, status) = await run(["wait", "where"], on: session, options: options)
    #expect(status == ConsoleRunner.success)
    let afterWait = output.components(separatedBy: "> wait\n").last ?? ""
    // The running screen, then the note, then the screen as it is once stopped.
    let (running, stopped) = split(afterWait, at: "(Ctrl-C to stop)\nStopped 'wait'.\n")
    #expect(running.contains("== one start ==\nWaiting…\n"))
    #expect(stopped.contains("== one start =="))
    #expect(stopped.contains("  wait "))
    #expect(!afterWait.contains("error:"))
    #expect(output.hasSuffix("> where\napp://one"))
    #expect(gate.cancellations == 1)
    #expect(!session.hasPendingWork)
  }

  /// `text` before and after the first `separator`, or all of it and nothing when there is none.
  func split(_ text: String, at separator: String) -> (before: String, after: String) {
    guard let range = text.range(of: separator) else { return (text, "") }
    return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
  }

  /// What the loop writes after the echo of `wait` (the stand-in action drawn as `Waiting…`
  /// while it runs) and then `where`, signed in, showing progress after `delay`; the load
  /// answers only once progress has been shown, however long that takes.
  func linesAfterWait(showingProgressAfter delay: Duration) async -> [String] {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    await session.runSettled("login demo scaffolding")
    var options = ConsoleRunner.Options.transcript
    options.showsLoadingAfter = delay
    var output: [String] = []
    var input = ["wait", "where"].makeIterator()
    _ = await ConsoleRunner(session: session, options: options).run(
      readLine: { input.next().map(InputLine.text) },
      write: { line in
        output.append(line)
        if [ConsoleRunner.stopHint, ConsoleRunner.loadingLine].contains(line) { gate.open() }
      })
    #expect(session.runningFrame() == nil)
    return Array(output.drop { $0 != "\n> wait" }.dropFirst())
  }

  @Test(
    "an action still running draws its screen with its running line, then settled: at once, or after the moment",
    arguments: [Duration.zero, .milliseconds(1)])
  func runningActionDrawn(showingProgressAfter delay: Duration) async {
    let lines = await linesAfterWait(showingProgressAfter: delay)
    // The running screen, how to stop it, the settled screen, then `where` and its answer.
    #expect(lines.count == 5)
    let running = lines.first ?? ""
    // The core draws `Waiting…` in the action's place while it runs, and the action again after.
    #expect(running.hasPrefix("One › one start  (root)\n"))
    #expect(running.contains("== one start ==\nWaiting…\n\nActions:\n"))
    #expect(!running.contains("  wait "))
    #expect(lines.dropFirst().first == ConsoleRunner.stopHint)
    let settled = lines.dropFirst(2).first ?? ""
    #expect(settled.hasPrefix("One › one start  (root)\n"))
    #expect(!settled.contains("Waiting…"))
    #expect(settled.contains("  wait "))
    #expect(lines.last == "app://one")
  }

  @Test("at a terminal, Ctrl-C while the saved places are restored at launch stops the restore; the tabs open")
  func ctrlCStopsARestore() async throws {
    let gate = Gate()
    let environment = AppEnvironment.demo()
    let stores = environment.stores
    let demo = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    try await stores.sessions.save(demo, lastLocation: "app://one/page/2")
    let tabs: [AppTab] = [.pages("one", load: gate.load), .pages("two")]
    let session = ConsoleSession(app: AppCoordinator(environment: environment, tabs: tabs))
    let options = terminal(stoppingOnceStarted: gate)
    let (output, status) = await run(["where"], on: session, options: options)
    #expect(status == ConsoleRunner.success)
    #expect(
      output.hasPrefix("Loading… (Ctrl-C to stop)\nStopped restoring; tabs not yet restored open at their start.\n"))
    #expect(output.contains("== one start =="))
    #expect(output.hasSuffix("> where\napp://one"))
    #expect(gate.cancellations == 1)
  }

  @Test("a link whose check answers later is followed once it has, and its refusal is the line's error")
  func slowLinkIsFollowed() async throws {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    await session.runSettled("login demo scaffolding")
    let loop = Task { await run(["open app://one/page/2", "open app://one/page/12", "where"], on: session) }
    await gate.waitForStart()
    gate.open()
    let (output, _) = await loop.value
    #expect(output.contains("> open app://one/page/2\nOne › one page 2  (push)"))
    #expect(output.contains("> open app://one/page/12\nerror: app://one/page/12: there is no page '12'"))
    #expect(output.hasSuffix("> where\napp://one/page/2"))
  }

  @Test("at a terminal, work that settles within the moment shows no Loading line")
  func quickWorkShowsNoLoading() async {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    var options = ConsoleRunner.Options.interactive
    options.echoesCommands = true
    // Never reached: the load answers as soon as it starts, long before an hour has passed.
    options.showsLoadingAfter = .seconds(3600)
    let loop = Task { await run(["login demo scaffolding", "load"], on: session, options: options) }
    await gate.waitForStart()
    gate.open()
    let (output, status) = await loop.value
    #expect(status == ConsoleRunner.success)
    #expect(output.contains("Loaded: fresh data"))
    #expect(!output.contains("Loading…"))
  }

  @Test("Ctrl-C with nothing to go back to leaves the work going and says so")
  func ctrlCWithNowhereToGo() async throws {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    await session.runSettled("login demo scaffolding")
    let app = try #require(session.root as? AppCoordinator)
    // A loading page as the flow's first screen: nothing to go back to from it.
    let flow = try #require(app.mainTabs?.tabItems.tabs.first?.coordinator as? PageFlow)
    flow.setRoot(.loading)
    #expect(session.hasPendingWork)
    #expect(session.stopLoading().text == "Still loading; there is nothing to go back to here.")
    #expect(session.hasPendingWork)
    gate.open()
    await session.settle()
    #expect(session.renderScreen().contains("Loaded: fresh data"))
  }

  @Test("a signal while waiting for work ends the loop at once, saving the place")
  func signalEndsTheWait() async throws {
    let gate = Gate()
    let session = session(loadingThrough: gate)
    // Signed in first: the signal comes at once, and would end the wait for the sign-in too.
    await session.runSettled("login demo scaffolding")
    let (output, status) = await run(["load", "where"], on: session, options: terminal(interrupting: .end))
    #expect(status == ConsoleRunner.success)
    #expect(!output.contains("> where"))
    let app = try #require(session.root as? AppCoordinator)
    #expect(try await app.environment.stores.sessions.lastLocation?.hasPrefix("app://one\n") == true)
  }

  @Test("the wait for an interruption ends when the work settles first (its task is cancelled)")
  func interruptionWaitIsCancellable() async {
    // No handlers are installed in tests, so only cancellation can end it, as it must.
    let wait = Task { await TerminationSignals.nextInterruption() }
    wait.cancel()
    #expect(await wait.value == nil)
  }

  @Test("piped input is read on the reader thread and handed over in order, with what was already read")
  func pipedInput() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "piped-\(UUID().uuidString)")
    try Data("one\ntwo\r\n\nthree".utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    guard let reader = LineReader.file(atPath: path.path(percentEncoded: false)) else {
      Issue.record("can't open \(path)")
      return
    }
    let next = OffMainInput.lines(from: reader)
    var lines: [InputLine] = []
    while let line = try await next() { lines.append(line) }
    #expect(lines == [.text("one"), .text("two"), .text(""), .text("three")])
    #expect(try await next() == nil)
  }

  @Test("a read waits on the reader thread while main-actor work runs, and gets main-actor data there")
  func readerThread() async {
    let session = ConsoleSession(app: .onStandInTabs())
    let release = DispatchSemaphore(value: 0)
    let reader = ReaderThread<String, [String]>(name: "test input") { text in
      // Blocks this thread until a main-actor task below has run, then asks the main actor.
      release.wait()
      return ReaderThread<String, [String]>.onMainActor { session.completions(for: text) }
    }
    async let read = reader.next("lo")
    await Task { @MainActor in _ = release.signal() }.value
    #expect(await read == ["log", "login"])
  }

  @Test("--latency slows live dependencies by a cancellable wait; zero costs nothing")
  func latency() async throws {
    try await AppEnvironment.demo().request {}
    #expect(AppEnvironment.demo().network.latency == .zero)
    let slow = AppEnvironment.open(
      at: .inMemory, hashCost: SystemPasswordHasher.minimumCost, latency: .seconds(3600))
    let wait = Task { try await slow.request {} }
    wait.cancel()
    await #expect(throws: CancellationError.self) { try await wait.value }
    #expect(try ConsoleOptions(arguments: ["--latency", "250"]).latency == .milliseconds(250))
    #expect(try ConsoleOptions(arguments: []).latency == .zero)
    for bad in ["-5", "1.5", "60001", "999999999999", "ten"] {
      #expect(throws: ConsoleOptions.UsageError.self) { try ConsoleOptions(arguments: ["--latency", bad]) }
    }
  }

  @Test("while the simulated network is down every live request fails with a sentence, until it is up")
  func outage() async throws {
    let environment = AppEnvironment.demo()
    environment.network.isDown = true
    await #expect(throws: SimulatedNetwork.Outage()) { try await environment.request {} }
    #expect("\(SimulatedNetwork.Outage())" == "Couldn't reach the server: you're offline.")
    environment.network.isDown = false
    try await environment.request {}
  }
}
