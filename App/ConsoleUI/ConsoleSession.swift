import AppData
import AppFeature
@_spi(Inspection) import Scaffolding

/// The console's brain: turns one line into navigation and answers with what to print.
///
/// Holds no I/O, so tests drive it line by line and the executable only moves text between it
/// and the terminal. It drives either the whole app (with deep links) or a single feature's
/// coordinator (`--feature`), rendering whatever screen is visible.
///
/// A line runs in one go with ``execute(_:)-(InputLine)``, which draws the screen as it is at
/// once. The loop (``ConsoleRunner``) runs it in steps instead, so the screen is drawn once the
/// work the line started has settled: ``begin(_:)`` (which may ask for a password), then
/// ``settle()`` (or its own wait, with ``runningFrame()`` or `Loading…`, and Ctrl-C), then
/// ``finish(_:)``.
@MainActor
package final class ConsoleSession {
  /// The coordinator at the top of what the console shows.
  package let root: any Coordinatable
  /// What the console asks of the app around ``root``: the app itself, or for a preview a
  /// stand-in with no tabs, links or network (see ``ConsoleHost``).
  package let host: any ConsoleHost
  /// Asks the person at the terminal for a secret left off a line (`login demo`), without
  /// echoing it; given the prompt (`Password: `), nil when none was given. ``begin(_:)`` asks
  /// it, awaiting the answer, before the line runs; ``execute(_:)-(InputLine)`` never does.
  /// Unset for piped input and scripts, where a missing password is an error like any
  /// missing argument.
  package var readSecret: (@MainActor (String) async -> String?)?
  /// The app the session was made over, which runs what only it does (a link followed, a tab
  /// selected, the network switched, its own work awaited, the place saved); nil for a preview.
  /// What can be typed is asked of ``host`` instead.
  private let app: AppCoordinator?
  private let style: ConsoleStyle
  private let log: NavigationLog
  private let notes: Notes
  /// Problems handed to ``report(_:)``, not shown yet.
  private var reported: [String] = []
  /// The width screens and help are drawn in, asked afresh for every drawing so that a
  /// terminal resized while the console waited is met by the very next one (see
  /// ``Terminal/width(environment:)``); nil draws lines as long as they are.
  package var width: () -> Int? = { nil }
  /// Set while ``begin(_:)`` runs a line: a screen answer is left to ``finish(_:)``.
  private var drawsLater = false
  /// Set when the answer being made is the screen, left to ``finish(_:)``.
  private var leftScreen = false
  /// What ``readSecret`` answered for the line ``begin(_:)`` runs, when it was asked.
  private var askedSecret: String??
  /// Set when the line ran the app's code (an action, a link, closing a modal).
  private var ranAppCode = false
  /// ``NavigationLog/seen`` and ``NavigationLog/closings`` when the line began.
  private var eventsAtStart = (seen: 0, closings: 0)
  /// The asynchronous action a line started (a sign-in, a publish) or the link `open` follows,
  /// until ``finish(_:)`` has shown how it ended.
  private var started: StartedWork?
  /// Whether ``started`` is a link being followed (its feature checking it against its data,
  /// which may load): pending work of the session's own.
  private var isFollowingLink = false
  /// The names of the actions drawn so far, in lower case, and those the core offers on many
  /// screens: a word alone that names one is a command typed where it doesn't work, not a
  /// password, so it is echoed. Those of screens not drawn yet the host knows (see
  /// ``namesCommand(_:)``).
  private var drawnActionNames: Set<String> = ["cancel", "discard", "keep", "retry"]
  /// Every action name of the app (``ConsoleHost/commandWords()``), asked the first time a word
  /// alone names nothing drawn: the screens of an app don't change while it runs.
  private var appActionNames: Set<String>?
  /// The question `quit` asked (see ``QuitQuestion``), until the next line answers it.
  private var quitQuestion: String?

  /// Work a line started that Ctrl-C stops and ``finish(_:)`` reports on.
  private struct StartedWork {
    /// Ends with the work's error.
    let task: Task<Void, any Error>
    /// The action's name, the screen it runs on, and whether the core draws its run there (its
    /// ``Scaffolding/ScreenAction/whileRunning`` line, "Saving…"); nil for a link.
    let action: (name: String, screen: ScreenContext, drawsItsRun: Bool)?
    /// Set once Ctrl-C stopped it: its error says nothing new.
    var wasStopped = false
  }

  /// Outcomes a previewed feature reports instead of navigating, shown after the command.
  private final class Notes {
    var pending: [String] = []
  }

  /// A console over the whole app.
  package convenience init(app: AppCoordinator, style: ConsoleStyle = .plain) {
    self.init(root: app, host: app, app: app, style: style, notes: Notes())
  }

  /// A console over one feature alone, like that feature's example app: its results and
  /// requests to leave the feature are printed as notes.
  package convenience init(preview feature: FeaturePreview, style: ConsoleStyle = .plain) {
    let notes = Notes()
    let root = feature.makeCoordinator { [weak notes] in notes?.pending.append($0) }
    self.init(root: root, host: PreviewHost(), app: nil, style: style, notes: notes)
  }

  private init(
    root: any Coordinatable, host: any ConsoleHost, app: AppCoordinator?, style: ConsoleStyle, notes: Notes
  ) {
    self.root = root
    self.host = host
    self.app = app
    self.style = style
    self.log = NavigationLog(observing: root, clearsOnRootSwap: app != nil)
    self.notes = notes
  }

  /// What the console shows before the first command: any data problems met while opening,
  /// then the visible screen.
  package func opening() async -> ConsoleReply {
    await ConsoleReply(echo: "", messages: warnings(), answer: renderScreen(), succeeded: true, quits: false)
  }

  /// ``opening()`` with the screen left to ``finish(_:)``, for a first screen that loads.
  package func beginOpening() async -> ConsoleReply {
    await ConsoleReply(
      echo: "", messages: warnings(), answer: "", succeeded: true, quits: false, drawsScreenWhenSettled: true,
      mayHaveQueuedWork: true)
  }

  /// Runs one line as the loop does, up to drawing: first asks ``readSecret`` (awaiting it,
  /// so the main actor runs on meanwhile) for a secret the line leaves off, then runs the line
  /// as ``execute(_:)-(InputLine)`` does, but leaves a screen answer undrawn
  /// (``ConsoleReply/drawsScreenWhenSettled``): wait for the work the line started, then
  /// ``finish(_:)`` draws the screen as it is then.
  package func begin(_ line: InputLine) async -> ConsoleReply {
    if let readSecret, let prompt = secretPrompt(for: line) {
      askedSecret = .some(await readSecret(prompt))
    }
    drawsLater = true
    defer {
      drawsLater = false
      askedSecret = nil
    }
    return await execute(line)
  }

  /// Whether a destination in the tree has task work pending (``Scaffolding/Coordinatable/hasPendingWork``).
  ///
  /// Also true while the app's own work is in flight (``AppFeature/AppCoordinator/isBusy``:
  /// restoring the saved place, signing in or out, following a link) or the tab badges are
  /// being read (``AppFeature/AppCoordinator/isRefreshingBadges``), which the screen waits for
  /// as well.
  package var hasPendingWork: Bool {
    // What is about to be drawn is made first, so its first screen's load counts.
    _ = root.visibleScreen
    return root.hasPendingWork || isFollowingLink || app?.isBusy == true || app?.isRefreshingBadges == true
  }

  /// Lets the work the last line started run, then waits until it has settled: one turn of
  /// the main actor first (a `Task` an action started, a `present(_:as:returning:)` its
  /// result resumed), then until no destination has task work pending
  /// (``Scaffolding/Coordinatable/settled()``). Returns early when the calling task is
  /// cancelled.
  package func settle() async {
    await Task.yield()
    await settled()
  }

  /// Waits until nothing is pending (see ``hasPendingWork``): the link `open` follows, the
  /// app's own work, then the tree's work, again while any started more. Returns early when the
  /// calling task is cancelled, which stops following the link, as Ctrl-C does.
  package func settled() async {
    repeat {
      if isFollowingLink, let link = started?.task {
        await withTaskCancellationHandler {
          _ = await link.result
        } onCancel: {
          link.cancel()
        }
      }
      await app?.finishedPendingWork()
      await root.settled()
    } while hasPendingWork && !Task.isCancelled
  }

  /// `reply` completed once the tree has settled: the screen drawn as it is now when the reply
  /// left it undrawn, and what was reported meanwhile (a data problem, a previewed feature's
  /// note) added to its messages.
  package func finish(_ reply: ConsoleReply) async -> ConsoleReply {
    // An action still running (Ctrl-C on a screen there is no going back from) is shown by the
    // finish of the line that waits for it.
    if let work = started, !hasPendingWork {
      started = nil
      do {
        try await work.task.value
      } catch {
        // Work Ctrl-C stopped has said so already.
        if !work.wasStopped { return self.reply(echo: reply.echo, failure: error, after: reply.messages) }
      }
    }
    let raised = await pendingMessages()
    guard reply.drawsScreenWhenSettled || !raised.isEmpty else { return reply }
    return ConsoleReply(
      echo: reply.echo, messages: reply.messages + raised,
      answer: reply.drawsScreenWhenSettled ? renderScreen() : reply.answer, succeeded: reply.succeeded,
      quits: reply.quits, mayHaveQueuedWork: reply.mayHaveQueuedWork)
  }

  /// Ctrl-C while a line's work loads: an asynchronous action the line started (a sign-in, a
  /// publish) is stopped where it runs, a link `open` is checking is stopped, changing nothing,
  /// and so is the restore of the saved places at launch; other work is stopped by going back, as a person leaves a screen that takes too
  /// long. It goes back from the visible screen (a pop, or closing a sheet)
  /// while work is pending and there is somewhere to go back to; each screen left has its
  /// work cancelled (it left the tree), so the person sees the screen they came from, with
  /// what it had loaded. Work on a screen there is no going back from (a tab's first screen,
  /// the screen a sign-in lands on) can't be left, so it is not stopped: it goes on, the
  /// screen is drawn as it is, and the next line waits for it again. Answers with the note
  /// to print.
  package func stopLoading() -> ConsoleReply.Message {
    if var work = started, !work.wasStopped,
      isFollowingLink || work.action.map({ $0.screen.isRunning($0.name) }) == true
    {
      work.task.cancel()
      work.wasStopped = true
      started = work
      let text = work.action.map { "Stopped '\($0.name)'." } ?? "Stopped following the link; nothing changed."
      return ConsoleReply.Message(kind: .note, text: text)
    }
    if app?.stopRestoring() == true {
      return ConsoleReply.Message(kind: .note, text: "Stopped restoring; tabs not yet restored open at their start.")
    }
    var wentBack = false
    while root.hasPendingWork, root.goBack() != .none { wentBack = true }
    let text =
      switch (wentBack, root.hasPendingWork) {
      case (true, false): "Stopped loading; went back."
      case (true, true): "Went back; this screen is still loading (nothing more to go back to)."
      case (false, _): "Still loading; there is nothing to go back to here."
      }
    return ConsoleReply.Message(kind: .note, text: text)
  }

  /// The visible screen drawn as it stands while the action the last line started runs on it,
  /// when the core draws that run there (its ``Scaffolding/ScreenAction/whileRunning`` line,
  /// "Saving…", in the action's place); nil for other work, which the loop shows as `Loading…`.
  package func runningFrame() -> String? {
    guard let work = started, !work.wasStopped, let action = work.action, action.drawsItsRun,
      action.screen.isRunning(action.name), root.visibleScreen?.destination == action.screen.destination
    else { return nil }
    return renderScreen()
  }

  /// The prompt for the secret `line` leaves off (`Password: `): when it runs an action of the
  /// visible screen whose arguments stop just before its first secret parameter.
  private func secretPrompt(for line: InputLine) -> String? {
    guard case .action(let name, let argumentText)? = try? ConsoleCommand(line),
      let visible = root.visibleScreen, let action = Self.action(named: name, in: visible.render().actions),
      let position = SecretArguments.firstSecretPosition(in: action),
      let arguments = try? ActionArguments.split(argumentText, for: action), arguments.count == position
    else { return nil }
    let parameter = action.parameters[position].name
    return parameter.prefix(1).uppercased() + parameter.dropFirst() + ": "
  }

  /// Whether the line may have queued main-actor work (see
  /// ``ConsoleReply/mayHaveQueuedWork``): it ran the app's code and either changed no
  /// navigation (an action that started a `Task`) or closed something (which resumes a
  /// `present(_:as:returning:)` awaiting it).
  private var mayHaveQueuedWork: Bool {
    ranAppCode && (log.seen == eventsAtStart.seen || log.closings != eventsAtStart.closings)
  }

  /// The visible screen drawn now, or, while ``begin(_:)`` runs a line, left to ``finish(_:)``.
  private func screenAnswer() -> String {
    guard drawsLater else { return renderScreen() }
    leftScreen = true
    return ""
  }

  /// The visible screen, drawn. Its notices are taken, so each shows on this drawing only.
  package func renderScreen() -> String {
    guard let visible = root.visibleScreen else { return "(nothing to show)" }
    let body = visible.render()
    drawnActionNames.formUnion(body.actions.map { $0.name.lowercased() })
    let renderer = ScreenRenderer(style: style, width: width())
    return renderer.render(body, notices: body.notices.compactMap { $0.take() }, of: visible, root: root, host: host)
  }

  /// The words Tab could put in place of the last word of `text` (see ``Completion``).
  package func completions(for text: String) -> [String] {
    Completion.candidates(for: text, visible: root.visibleScreen, root: root, host: host)
  }

  /// Runs one line of text.
  package func execute(_ text: String) async -> ConsoleReply {
    await execute(.text(text))
  }

  /// Runs one line: a comment, a global command, or one of the visible screen's actions.
  /// Never traps: a refused line answers with one `error:` line and changes nothing.
  /// Asynchronous for `open`, which waits while the feature checks the link against its data,
  /// and for a word no screen drawn knows, which the host is asked whether any screen of the app
  /// offers (see ``namesCommand(_:)``); everything else runs without suspending.
  package func execute(_ line: InputLine) async -> ConsoleReply {
    eventsAtStart = (log.seen, log.closings)
    let command: ConsoleCommand
    do {
      command = try ConsoleCommand(line)
    } catch {
      let tooMany = (error as? ConsoleError)?.hasTooManyArguments == true
      return reply(echo: await tooMany ? maskedEcho(of: line) : unreadableEcho(of: line), failure: error)
    }
    let text = line.text ?? ""
    if let answered = answerQuitQuestion(command, typed: text) { return answered }
    switch command {
    case .comment, .blank:
      return reply(echo: echo(text), answer: "", quits: false)
    case .global(.quit):
      if let question = QuitQuestion.question(root: root) {
        quitQuestion = question
        return reply(echo: echo(text), answer: QuitQuestion.text(question, style: style), quits: false)
      }
      return reply(echo: echo(text), answer: "Bye.", quits: true)
    case .global(let global):
      let shown = argumentsMayBeSecret(global, typed: text) ? await maskedEcho(of: line) : echo(text)
      do {
        return reply(echo: shown, answer: try await run(global), quits: global == .quit)
      } catch {
        return reply(echo: shown, failure: error)
      }
    case .action(let name, let argumentText):
      return await runAction(named: name, argumentText: argumentText, typed: text)
    }
  }

  /// The answer to the question `quit` asked, when one waits: `discard` quits, `keep` and
  /// `back` stay; any other line leaves the question unanswered (staying) and runs as usual.
  private func answerQuitQuestion(_ command: ConsoleCommand, typed text: String) -> ConsoleReply? {
    guard quitQuestion != nil else { return nil }
    switch command {
    case .comment, .blank:
      return nil
    case .action(let name, let rest) where name.lowercased() == "discard" && rest.allSatisfy(\.isWhitespace):
      quitQuestion = nil
      return reply(echo: echo(text), answer: "Bye.", quits: true)
    case .action(let name, let rest) where name.lowercased() == "keep" && rest.allSatisfy(\.isWhitespace):
      quitQuestion = nil
      return reply(echo: echo(text), answer: screenAnswer(), quits: false)
    case .global(.back):
      quitQuestion = nil
      return reply(echo: echo(text), answer: screenAnswer(), quits: false)
    default:
      quitQuestion = nil
      return nil
    }
  }

  /// The note to show when the input ends while `quit`'s question waits for its answer: the
  /// console quits, as it always did at the end of input, and says the changes went.
  package func inputEnded() -> String? {
    defer { quitQuestion = nil }
    return quitQuestion.map(QuitQuestion.unanswered)
  }

  /// Runs the visible screen's action called `name` (in any case) on the text after it.
  private func runAction(named name: String, argumentText: Substring, typed text: String) async -> ConsoleReply {
    // Until the action is known, nothing says which argument might be a password.
    let hidden = echo(SecretArguments.masked(name: name, arguments: [String(argumentText)], from: 0))
    guard let visible = root.visibleScreen else {
      return reply(echo: hidden, failure: ConsoleError("nothing is shown"))
    }
    guard let action = Self.action(named: name, in: visible.render().actions) else {
      // A word alone may be a password typed in the wrong place (after Ctrl-C at `Password:`):
      // it is neither echoed nor quoted, unless it names a command elsewhere.
      let alone = argumentText.allSatisfy(\.isWhitespace)
      if alone, await !namesCommand(Substring(name)) {
        return reply(
          echo: SecretArguments.mask,
          failure: ConsoleError("unknown command, not repeated in case it was a password; \(Self.seeHelp)"))
      }
      return reply(
        echo: alone ? echo(text) : hidden, failure: ConsoleError("unknown command '\(name)'; \(Self.seeHelp)"))
    }
    let secret = SecretArguments.firstSecretPosition(in: action)
    let arguments: [String]
    do {
      arguments = try ActionArguments.split(argumentText, for: action)
    } catch {
      return reply(echo: secret == nil ? echo(text) : hidden, failure: error)
    }
    // Words beyond the last parameter may be a password typed in the wrong place; with a
    // secret parameter, they are already masked from its position on.
    let tooMany = arguments.count > action.parameters.count
    let shown =
      SecretArguments.maskedPosition(in: action, arguments: arguments).map {
        echo(SecretArguments.masked(name: name, arguments: arguments, from: $0))
      }
      ?? (tooMany ? hidden : echo(text))
    do {
      try perform(action, arguments: arguments, on: visible)
      return reply(echo: shown, answer: screenAnswer(), quits: false)
    } catch {
      return reply(echo: shown, failure: error)
    }
  }

  private static let seeHelp = "type 'help' to see what you can do here"

  /// The action of `actions` called `name`, in any case.
  static func action(named name: String, in actions: [ScreenAction]) -> ScreenAction? {
    actions.first { $0.name.lowercased() == name.lowercased() }
  }

  private func reply(echo: String, answer: String, quits: Bool) -> ConsoleReply {
    defer { (leftScreen, ranAppCode) = (false, false) }
    return ConsoleReply(
      echo: echo, messages: messagesNow(), answer: answer, succeeded: true, quits: quits,
      drawsScreenWhenSettled: leftScreen, mayHaveQueuedWork: mayHaveQueuedWork)
  }

  private func reply(echo: String, failure: any Error, after earlier: [ConsoleReply.Message] = []) -> ConsoleReply {
    defer { (leftScreen, ranAppCode) = (false, false) }
    let error = ConsoleReply.Message(
      kind: .error, text: style.error("error: " + ControlCharacters.escaped("\(failure)")))
    return ConsoleReply(
      echo: echo, messages: earlier + messagesNow() + [error], answer: "", succeeded: false, quits: false,
      mayHaveQueuedWork: mayHaveQueuedWork)
  }

  /// Saves where the user is, so the next start returns there, and answers with any warning
  /// that raised. ``ConsoleRunner`` calls it when the user has settled: before it waits for a
  /// person to type and when the session ends, as an iOS app saves its state when its scene
  /// goes to the background. Never per command, so a piped script does not write on every
  /// line; a console killed mid-script restarts where it was last saved.
  ///
  /// Answers with any warning that raised and, when saving found the account gone (deleted
  /// elsewhere) and so ended the session, the sign-in screen it now shows.
  package func saveLocation() async -> ConsoleReply {
    let wasSignedIn = app?.session != nil
    await app?.saveLocation()
    if app?.isBusy == true { await settled() }
    let ended = wasSignedIn && app?.session == nil
    return await ConsoleReply(
      echo: "", messages: warnings(), answer: ended ? renderScreen() : "", succeeded: true, quits: false)
  }

  /// Starts reading the tab badges again (``AppFeature/AppCoordinator/refreshBadges()``), as an
  /// iOS app does when its scene becomes active: ``ConsoleRunner`` calls it before it waits for
  /// the next line, so an item another console published meanwhile is counted on the next
  /// screen. ``settled()`` waits for the reads, and so does the next line's answer
  /// (``hasPendingWork``); leaving the console doesn't. Nothing happens signed out or for a
  /// single feature.
  package func refreshBadges() {
    app?.refreshBadges()
  }

  /// Notes from a previewed feature, then data problems, reported once each.
  private func pendingMessages() async -> [ConsoleReply.Message] {
    let noted = messagesNow()
    return await noted + warnings()
  }

  /// Notes from a previewed feature, then the problems reported to the console and the
  /// failures the app reported, once each: what a line's answer shows without waiting, so the
  /// work the line started gets no turn before the answer is made. The stores' issues follow
  /// once the work has settled (``finish(_:)``).
  private func messagesNow() -> [ConsoleReply.Message] {
    let noted = (notes.pending + log.takeRefusals()).map {
      ConsoleReply.Message(kind: .note, text: "note: " + ControlCharacters.escaped($0))
    }
    notes.pending.removeAll()
    let problems = reported + (app?.environment.takeReportedFailures() ?? [])
    reported.removeAll()
    return noted + problems.map(warning)
  }

  /// Shows `problem` as a `warning:` line with the next answer (before the first screen when
  /// reported before it): for what the front end met outside the app, such as a history file
  /// it refused.
  package func report(_ problem: String) {
    reported.append(problem)
  }

  /// Problems reported to the console, then data problems the app met, not shown yet: one
  /// `warning:` line each.
  private func warnings() async -> [ConsoleReply.Message] {
    let console = reported
    reported.removeAll()
    return await (console + (app?.environment.takeProblems() ?? [])).map(warning)
  }

  /// `problem` as a `warning:` line.
  private func warning(_ problem: String) -> ConsoleReply.Message {
    ConsoleReply.Message(kind: .warning, text: style.error("warning: " + ControlCharacters.escaped(problem)))
  }

  /// What a transcript shows for a line typed as `text`: control characters escaped, very
  /// long lines shortened.
  private func echo(_ text: String) -> String {
    InputLine.text(ControlCharacters.escaped(text)).echo
  }

  /// The echo of a line that could not be read as a command: its first word alone, unless it
  /// names a global command, since the rest may hold a password.
  private func unreadableEcho(of line: InputLine) async -> String {
    guard let text = line.text else { return line.echo }
    let first = text.split(whereSeparator: \.isWhitespace).first
    guard let first, !GlobalCommand.names.contains(first.lowercased()) else { return echo(text) }
    return await maskedEcho(of: line)
  }

  /// The echo of `line` with its arguments masked, the first word alone shown: for a line
  /// whose arguments may hold a password (`log demo scaffolding`, completed from `lo`). A word
  /// alone is masked too unless it names a command here.
  private func maskedEcho(of line: InputLine) async -> String {
    guard let text = line.text else { return line.echo }
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count > 1 else { return await namesCommand(words.first) ? echo(text) : SecretArguments.mask }
    return echo(SecretArguments.masked(name: String(words[0]), arguments: [text], from: 0))
  }

  /// Whether `word` names a command, in any case: a global one, an action of the visible screen,
  /// one drawn before or the core's own, or else an action of any screen of the app, drawn or
  /// not, which the host knows (``ConsoleHost/commandWords()``: the app walks itself once).
  private func namesCommand(_ word: Substring?) async -> Bool {
    guard let word else { return true }
    let name = word.lowercased()
    if GlobalCommand.names.contains(name) || drawnActionNames.contains(name)
      || Self.action(named: name, in: root.visibleScreen?.render().actions ?? []) != nil
    {
      return true
    }
    if appActionNames == nil { appActionNames = await host.commandWords() }
    return appActionNames?.contains(name) == true
  }

  /// Whether the arguments of `command`, typed as `text`, may be a password typed in the
  /// wrong place, so neither its echo nor its error shows them: those of a command that can't
  /// work on this screen (`tab` while signed out), and `open`'s when they are no link (a link
  /// is echoed, even where `open` is refused).
  private func argumentsMayBeSecret(_ command: GlobalCommand, typed text: String) -> Bool {
    guard let name = text.split(whereSeparator: \.isWhitespace).first?.lowercased() else { return false }
    if case .open(let url) = command { return !DeepLink.hasScheme(url) }
    let available = AvailableCommands.names(root: root, host: host, visible: root.visibleScreen)
    return !available.contains(GlobalCommand.entry(named: name)?.name ?? name)
  }

  private func run(_ command: GlobalCommand) async throws -> String {
    switch command {
    case .help(let name):
      return try help(name)
    case .quit:
      return "Bye."  // asked and answered in execute(_:)
    case .back:
      let back = root.goBack()
      guard back != .none else { throw ConsoleError("nothing to go back to") }
      // Closing a modal resumes whoever awaits it with `present(_:as:returning:)`.
      if case .dismiss = back { ranAppCode = true }
    case .tab(let name):
      guard let mainTabs = app?.mainTabs, let visible = root.visibleScreen,
        let tabs = VisibleTabs(root: root, visible: visible)
      else {
        throw ConsoleError("there are no tabs here" + (app != nil ? "; sign in first" : ""))
      }
      // The modal rule comes before the name: with a sheet over the bar, no tab can be reached.
      if let modal = app?.openModal { throw OpenModal.Refusal(modal: modal) }
      try mainTabs.selectTab(at: try tabs.index(of: name))
    case .open(let url):
      let app = try requireApp("open")
      // Before the link is read, so a refusal never quotes it: with a modal open, no link works.
      if let modal = app.openModal { throw OpenModal.Refusal(modal: modal) }
      guard DeepLink.hasScheme(url) else {
        throw ConsoleError("not a link, so not repeated in case it was a password; links start with \(DeepLink.scheme)")
      }
      ranAppCode = true
      let link = try DeepLink(parsing: url)
      guard drawsLater else {
        try await app.open(link)
        return screenAnswer()
      }
      // The loop races the check against Ctrl-C and `Loading…`, as it does a screen's work.
      isFollowingLink = true
      let task = Task { [weak self] in
        defer { self?.isFollowingLink = false }
        try await app.open(link)
      }
      started = StartedWork(task: task, action: nil)
    case .location:
      guard let line = host.locationLine else { throw Self.needsTheApp("where") }
      return ControlCharacters.escaped(line)
    case .network(let up):
      let network = try requireApp("network").environment.network
      if let up { network.isDown = !up }
      return network.isDown
        ? "The network is down: every load and save fails until 'network up'."
        : "The network is up\(up == true ? "; 'retry' what failed" : "")."
    case .tree:
      return ControlCharacters.escapedLines(root.hierarchySnapshot.description)
    case .log(let count):
      return ControlCharacters.escapedLines(log.lines(last: count).joined(separator: "\n"))
    }
    return screenAnswer()
  }

  private func requireApp(_ command: String) throws -> AppCoordinator {
    guard let app else { throw Self.needsTheApp(command) }
    return app
  }

  /// The refusal of `command` in a console that runs one feature.
  private static func needsTheApp(_ command: String) -> ConsoleError {
    ConsoleError("'\(command)' needs the whole app; this console runs one feature")
  }

  /// Runs `action`, with the secret ``begin(_:)`` asked for when the line leaves it off.
  private func perform(_ action: ScreenAction, arguments: [String], on visible: VisibleScreen) throws {
    var arguments = arguments
    if let askedSecret, let secret = SecretArguments.firstSecretPosition(in: action), arguments.count == secret {
      guard let value = askedSecret else {
        throw ConsoleError("no \(action.parameters[secret].name) given; nothing was run")
      }
      arguments.append(value)
    }
    // The screen's owner stays alive through its action, whether or not the action dismisses it.
    ranAppCode = true
    if let task = try withExtendedLifetime(visible, { try action.perform(arguments) }) {
      started = StartedWork(task: task, action: (action.name, visible.context, action.whileRunning != nil))
    }
  }

  /// What `help` prints: what can be typed here, or one command explained; wrapped to the
  /// width as screens are, except that a row whose summary is too long wraps under its column
  /// rather than being shortened (see ``TwoColumnTable``), since help is read to learn.
  private func help(_ name: String?) throws -> String {
    let width = width()
    func fitted(_ line: String) -> [String] {
      width.map { LineFitting.fitted(line, width: $0) } ?? [line]
    }
    let visible = root.visibleScreen
    let actions = visible?.render().actions ?? []
    guard let name else {
      var lines = fitted("On this screen:")
      if actions.isEmpty {
        lines += fitted("  (nothing but the commands below)")
      } else {
        let rows = actions.map { (ControlCharacters.escaped($0.usage), ControlCharacters.escaped($0.summary)) }
        lines += TwoColumnTable.lines(rows, width: width)
      }
      let globals = AvailableCommands.entries(root: root, host: host, visible: visible).map { ($0.usage, $0.summary) }
      lines += fitted("Also here:") + TwoColumnTable.lines(globals, width: width)
      lines += fitted("Quote arguments with spaces (\"Jane Doe\"); lines starting with # are comments.")
      return lines.joined(separator: "\n")
    }
    if let action = Self.action(named: name, in: actions) {
      return ActionHelp.text(for: action, width: width)
    }
    if let entry = GlobalCommand.entry(named: name.lowercased()) {
      return fitted("\(entry.usage)  \(entry.summary)").joined(separator: "\n")
    }
    throw ConsoleError("no command '\(name)' here; type 'help' to see what you can do here")
  }
}
