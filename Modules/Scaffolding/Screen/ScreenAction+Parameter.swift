extension ScreenAction {
  /// An argument an action takes, in order: its name, what kind of value it is, and whether
  /// the action runs without it.
  ///
  /// ```swift
  /// parameters: [.init("username"), .init("password", kind: .secret)]
  /// parameters: [.init("item", kind: .number)]
  /// parameters: [.init("text", kind: .freeText, optional: true)]
  /// ```
  public struct Parameter: Hashable, Sendable {
    /// What kind of value a parameter takes, which tells a front end how to read, explain
    /// and show it.
    public enum Kind: Hashable, Sendable {
      /// One word, quoted when it has spaces: a username, a choice. The default.
      case word
      /// A whole number, such as an item id; read it with ``ScreenActionArguments/integer(_:)``.
      case number
      /// Text the user writes, such as a title or a bio. As the last parameter it takes the
      /// rest of the line as typed, so it needs no quotes; elsewhere it is one quoted word.
      case freeText
      /// A secret, such as a password or a PIN: never echoed, printed or kept in history; a
      /// front end at a terminal may ask for it without echo when it is left off.
      case secret
    }

    /// The name shown in help and used to read the value.
    public var name: String
    /// What kind of value it takes.
    public var kind: Kind
    /// Whether the action runs without it.
    public var isOptional: Bool

    /// A required argument, or an optional one, of `kind` (a word unless said otherwise).
    public init(_ name: String, kind: Kind = .word, optional: Bool = false) {
      self.name = name
      self.kind = kind
      self.isOptional = optional
    }
  }
}
