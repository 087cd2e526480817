extension ScreenAction {
  /// An argument an action takes, in order: its name, what kind of value it is, whether the
  /// action runs without it, and examples of it.
  ///
  /// ```swift
  /// parameters: [.init("username", examples: ["ada"]), .init("password", kind: .secret)]
  /// parameters: [.init("item", kind: .number, examples: ["3"])]
  /// parameters: [.init("notifications", kind: .choice(["on", "off"]))]
  /// parameters: [.init("text", kind: .freeText, optional: true)]
  /// ```
  public struct Parameter: Hashable, Sendable {
    /// What kind of value a parameter takes, which tells a front end how to read, explain
    /// and show it.
    public enum Kind: Hashable, Sendable {
      /// One word, quoted when it has spaces: a username. The default.
      case word
      /// A whole number, such as an item id; read it with ``ScreenActionArguments/integer(_:)``.
      case number
      /// Text the user writes, such as a title or a bio. As the last parameter it takes the
      /// rest of the line as typed, so it needs no quotes; elsewhere it is one quoted word.
      case freeText
      /// A secret, such as a password or a PIN: never echoed, printed or kept in history; a
      /// front end at a terminal may ask for it without echo when it is left off.
      case secret
      /// One of these words, such as `on` or `off`, which a front end lists; they stand in for
      /// the examples when the parameter gives none. The intent checks the word, as it checks
      /// any argument.
      case choice([String])
    }

    /// The name shown in help and used to read the value.
    public var name: String
    /// What kind of value it takes.
    public var kind: Kind
    /// Whether the action runs without it.
    public var isOptional: Bool
    /// Values a user would give, the first the one help shows: what a tool that takes every
    /// action (the app's map) tries, in order, with a choice's words when there are none.
    public var examples: [String]

    /// A required argument, or an optional one, of `kind` (a word unless said otherwise), with
    /// `examples` of what it takes.
    public init(_ name: String, kind: Kind = .word, optional: Bool = false, examples: [String] = []) {
      (self.name, self.kind, self.isOptional, self.examples) = (name, kind, optional, examples)
    }
  }
}
