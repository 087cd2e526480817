/// Which account a session was made for: a random value the data layer gives an account when
/// it is created, so an account deleted and registered again under the same username is a
/// different account, and a session of the old one can't act on the new one.
///
/// Opaque: only the data layer reads its bytes, and printing it (`description`, `dump`, a
/// `Session` in a log) never shows them.
public struct AccountKey: Hashable, Codable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The bytes the data layer stored for the account; visible inside this package only.
  package let bytes: [UInt8]

  /// A key as the data layer read it from its account.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The key of no account: for previews and tests that never write (every write checked
  /// against an account refuses it).
  public static let unbound = AccountKey(bytes: [])

  /// A fixed placeholder, never the bytes.
  public var description: String { "AccountKey(…)" }

  /// A fixed placeholder, never the bytes.
  public var debugDescription: String { description }

  /// No children, so `dump` shows no bytes either.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
