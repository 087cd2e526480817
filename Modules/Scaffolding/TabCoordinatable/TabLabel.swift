/// What a tab bar shows for a tab.
///
/// Headless stand-in for SwiftUI's `Label`: a front end draws `title`; `systemImage` keeps the
/// SF Symbol name a SwiftUI layer would use, so the same coordinator serves both.
public struct TabLabel: Hashable, Sendable {
  /// The tab's name as the user reads it; also what the console accepts after `tab`.
  public var title: String
  /// An SF Symbol name for graphical front ends.
  public var systemImage: String?

  /// A label with a title and, optionally, a symbol.
  public init(_ title: String, systemImage: String? = nil) {
    self.title = title
    self.systemImage = systemImage
  }
}
