/// Something the user can do on a screen: a named command with named arguments.
///
/// Screens build their actions on every render and capture their coordinator weakly, so a
/// front end that keeps the last rendered body never keeps a dismissed coordinator alive.
///
/// Each ``Parameter`` says what kind of value it takes (``Parameter/Kind``): a word, a whole
/// number, free text or a secret. Front ends read the kind, never the name, to decide how to
/// split a line, explain an argument and keep a secret out of transcripts and history, so a
/// `pin` declared `.secret` is as safe as a `password`.
public struct ScreenAction {
  /// What the user types to run it.
  public let name: String
  /// One line on what it does, for help.
  public let summary: String
  /// The arguments it takes, in order; optional ones come last.
  public let parameters: [Parameter]
  /// What the screen shows while a run of this asynchronous action is under way on its
  /// destination ("Saving…"): ``VisibleScreen/render()`` then draws this line instead of the
  /// action. Nil when the screen draws the run itself (``ScreenContext/isRunning(_:)``).
  public let whileRunning: String?
  private let handler: Handler
  /// The destination whose screen offered the action, set when ``VisibleScreen/render()``
  /// draws it: where an async action runs. Held as a ``Destination`` holds it: a destination
  /// that has left the tree keeps neither its screen nor the coordinator it hosted, and a weak
  /// reference would give every drawn destination a side table.
  var destination: DestinationNode?

  /// What running the action does: at once, or as a task of its destination.
  private enum Handler {
    case now(@MainActor (ScreenActionArguments) throws -> Void)
    case task(@MainActor (ScreenActionArguments) async throws -> Void)
  }

  /// An action named `name` that runs `perform` with its checked arguments.
  public init(
    _ name: String,
    summary: String,
    parameters: [Parameter] = [],
    perform: @escaping @MainActor (ScreenActionArguments) throws -> Void
  ) {
    (self.name, self.summary, self.parameters, whileRunning, handler) = (name, summary, parameters, nil, .now(perform))
  }

  /// An action named `name` whose work is asynchronous (a write, a sign-in): it runs as a task
  /// of the destination that offered it, as a `.load` does. See
  /// ``perform(_:)`` for what the core does while it runs and when it ends, and
  /// ``whileRunning`` for what the screen shows meanwhile.
  public init(
    _ name: String,
    summary: String,
    parameters: [Parameter] = [],
    whileRunning: String? = nil,
    perform: @escaping @MainActor (ScreenActionArguments) async throws -> Void
  ) {
    (self.name, self.summary, self.parameters, self.whileRunning) = (name, summary, parameters, whileRunning)
    handler = .task(perform)
  }

  /// Whether the action's work is asynchronous: a task of its destination.
  var runsAsTask: Bool {
    if case .task = handler { true } else { false }
  }

  /// How it is written in help: `name <required> [optional]`.
  public var usage: String {
    ([name] + parameters.map { $0.isOptional ? "[\($0.name)]" : "<\($0.name)>" })
      .joined(separator: " ")
  }

  /// Runs the action with positional values, after checking there are neither too few nor
  /// too many; a handler's own errors pass through.
  ///
  /// An asynchronous action starts as a task of the destination that offered it and runs on
  /// the main actor until its first `await`: this returns that task, nil when the work is
  /// already done. Await it for the work's error, the sentence the user reads. While it runs,
  /// the screen shows its ``whileRunning`` line in its place, ``ScreenContext/isRunning(_:)`` is
  /// true for it and running it again is refused with a ``ScreenActionError``; it is pending work (``Coordinatable/settled()``
  /// waits for it). When its destination leaves the tree, or the returned task is cancelled (a
  /// front end's Stop), it is cancelled and ends without an error, and navigation it attempts
  /// after an `await` is refused and reported (`NavigationDiagnostic/Code/lateResult`).
  @MainActor
  @discardableResult
  public func perform(_ values: [String]) throws -> Task<Void, any Error>? {
    var required = 0
    for parameter in parameters where !parameter.isOptional { required += 1 }
    if values.count < required {
      let missing = parameters[values.count..<required].map { "<\($0.name)>" }
      throw ScreenActionError("'\(name)' needs \(missing.joined(separator: " ")) (usage: \(usage))")
    }
    if values.count > parameters.count {
      throw ScreenActionError(
        "'\(name)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), got \(values.count) (usage: \(usage))"
      )
    }
    let arguments = ScreenActionArguments(action: name, parameters: parameters, values: values)
    switch handler {
    case .now(let work):
      try work(arguments)
      return nil
    case .task(let work):
      return try ActionRun.start(name, on: destination) { try await work(arguments) }
    }
  }
}

/// The checked arguments an action's handler reads by name.
///
/// Kept as the action's parameters beside the values given, in order, and looked up by a
/// scan (an action has a handful of parameters; see PERFORMANCE.md, "Screen actions").
public struct ScreenActionArguments: Sendable {
  let action: String
  let parameters: [ScreenAction.Parameter]
  let values: [String]

  private func value(named name: String) -> String? {
    for index in values.indices where parameters[index].name == name { return values[index] }
    return nil
  }

  /// A required argument; ``ScreenAction/perform(_:)`` has already checked it is there.
  public func text(_ name: String) throws -> String {
    guard let value = value(named: name) else { throw ScreenActionError("'\(action)' needs <\(name)>") }
    return value
  }

  /// An optional argument, nil when the user left it out.
  public func optionalText(_ name: String) -> String? {
    value(named: name)
  }

  /// A whole-number argument, with an error that names it when it isn't one.
  public func integer(_ name: String) throws -> Int {
    let value = try text(name)
    guard let number = Int(value) else {
      throw ScreenActionError("'\(action)': <\(name)> must be a whole number, got '\(value)'")
    }
    return number
  }
}

/// Why an action refused to run, worded for the user.
public struct ScreenActionError: Error, Equatable, CustomStringConvertible {
  /// The sentence a front end prints.
  public let message: String

  /// An error with a user-facing message.
  public init(_ message: String) { self.message = message }

  /// The form logs and failure messages print.
  public var description: String { message }
}
