/// An item being written, kept so a restart (or a crash) reopens it where it was, as Mail keeps
/// a half-written message. Shared because Compose writes it and the app's store keeps it.
public struct ItemDraft: Hashable, Codable, Sendable {
  /// The step the writer was on, so the reopened flow shows the same one.
  public enum Step: String, Hashable, Codable, Sendable, CaseIterable {
    /// Giving the headline.
    case title
    /// Writing the text.
    case body
    /// Looking it over before publishing.
    case review
  }

  /// The headline so far; empty until the writer gives one.
  public var title: String
  /// The text so far; empty until the writer gives it.
  public var body: String
  /// Where the writer was.
  public var step: Step

  /// A draft as the writer left it.
  public init(title: String, body: String, step: Step) {
    self.title = title
    self.body = body
    self.step = step
  }
}
