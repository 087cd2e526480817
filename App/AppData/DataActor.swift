/// The actor every store runs on: one serial executor for the one SQLite connection, as a
/// network client has one session queue for its requests.
///
/// The stores (``AppDataStores`` and everything in it) are isolated to it, so their reads and
/// writes happen one at a time, in order, and never on the main actor: the app reaches them only
/// by `await`, as it would a server. Waiting for another process's lock (SQLite's busy timeout,
/// a sign-in waiting its turn) therefore holds up the stores, never the screen.
@globalActor
package actor DataActor {
  /// The one instance every `@DataActor` declaration runs on.
  package static let shared = DataActor()
}
