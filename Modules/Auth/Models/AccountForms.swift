/// A password or PIN on its way to the app: it prints as a mask, in a `description`, a `dump`
/// or a test's failure message alike, so only the code that sends it reads ``text``.
struct Secret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// What the user typed; read it only to hand it to the dependency that checks it.
  let text: String

  /// A mask, whatever the secret.
  var description: String { "********" }
  /// A mask, whatever the secret.
  var debugDescription: String { description }
  /// No children, so reflection shows no text.
  var customMirror: Mirror { Mirror(self, children: []) }
}

/// The login form, as ``AuthCoordinator/signIn(username:password:on:)`` checked it.
struct Credentials: Sendable {
  /// Who signs in, as typed.
  let username: String
  /// Their password, masked when printed.
  let password: Secret
}

/// The sign-up form, as ``AuthCoordinator/register(username:displayName:password:on:)`` checked it.
struct NewAccount: Sendable {
  /// The username asked for, as typed.
  let username: String
  /// The name to greet the user with.
  let displayName: String
  /// The new password, masked when printed.
  let password: Secret
}
