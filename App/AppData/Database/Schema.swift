/// The database's tables, versioned with `PRAGMA user_version`: migration N takes a database at
/// version N-1 to version N. Migrations only ever get added; a shipped one never changes.
enum Schema {
  /// Every migration, oldest first; the schema version is their count.
  static let migrations: [String] = [
    // 1: the first SQLite schema (earlier versions kept JSON files, which no user has any more).
    """
    CREATE TABLE accounts (
      user_id TEXT PRIMARY KEY NOT NULL,
      display_name TEXT NOT NULL,
      -- A salted slow hash; NULL for a reserved name (a seeded author) nobody can sign in as.
      password_hash TEXT,
      -- The token of the session saved for this account, compared with the session row's.
      session_token BLOB
    ) STRICT;
    -- Wrong passwords per username, known or not, so the lockout is the same for both.
    CREATE TABLE sign_in_attempts (
      username TEXT PRIMARY KEY NOT NULL,
      failed_attempts INTEGER NOT NULL,
      -- Seconds since 1970; while in the future, sign-in is refused.
      locked_until REAL
    ) STRICT;
    CREATE TABLE profiles (
      user_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      display_name TEXT NOT NULL,
      bio TEXT NOT NULL
    ) STRICT;
    -- AUTOINCREMENT: an id is never handed out twice, even after its item was deleted.
    CREATE TABLE items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      author TEXT NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE
    ) STRICT;
    CREATE INDEX items_by_author ON items (author);
    CREATE TABLE preferences (
      user_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      appearance TEXT NOT NULL,
      notifications_enabled INTEGER NOT NULL
    ) STRICT;
    -- The session saved on this device: at most one row.
    CREATE TABLE session (
      slot INTEGER PRIMARY KEY CHECK (slot = 1),
      user_id TEXT NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      token BLOB NOT NULL,
      last_location TEXT
    ) STRICT;
    """,
    // 2: an identity per account that a re-created account doesn't share, so a session made
    // for the old one can't act on the new one; the lockout's sign-ins still being checked,
    // kept apart from the failures; and which moved-aside files the user has seen.
    """
    -- 16 random bytes given when the account is created; never changes.
    ALTER TABLE accounts ADD COLUMN account_key BLOB;
    UPDATE accounts SET account_key = randomblob(16);
    CREATE UNIQUE INDEX accounts_by_key ON accounts (account_key);
    -- Attempts whose password is being checked now: not failures (yet), but counted against
    -- the limit so no more than the limit are ever checked. Since when the latest one started:
    -- checks older than a minute belong to a process that died and count as failures.
    ALTER TABLE sign_in_attempts ADD COLUMN checking INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sign_in_attempts ADD COLUMN checking_since REAL;
    -- Seconds since 1970 of the latest attempt, so old rows can be pruned.
    ALTER TABLE sign_in_attempts ADD COLUMN last_attempt REAL;
    -- The damaged databases moved aside (data.sqlite3.corrupt-N) whose warning the user saw;
    -- the others are reported again at every start.
    CREATE TABLE seen_damage (file_name TEXT PRIMARY KEY NOT NULL) STRICT;
    """,
    // 3: the screen views the app's analytics recorded and has not sent yet (its upload queue).
    """
    -- Screens are named by coordinator and route (`Home.detail`), never with the user's data.
    CREATE TABLE screen_views (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      from_screen TEXT,
      to_screen TEXT NOT NULL,
      presentation TEXT NOT NULL
    ) STRICT;
    """,
    // 4: how far each user has looked at the feed, for the count of what others published since
    // (Home's tab badge). A new table only, so a file at version 3 gains it and loses nothing.
    """
    -- The newest item the feed has shown each user (the first item of its first page); it only
    -- ever moves forward. Items after it that others wrote are the ones the user hasn't seen.
    CREATE TABLE feed_seen (
      user_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      item_id INTEGER NOT NULL
    ) STRICT;
    """,
    // 5: the item each user is writing, so a restart reopens Compose with its draft. Every
    // tab's place is saved in session.last_location (one link a line), which needs no change.
    """
    CREATE TABLE drafts (
      user_id TEXT PRIMARY KEY NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      -- The Compose step the writer was on.
      step TEXT NOT NULL CHECK (step IN ('title', 'body', 'review'))
    ) STRICT;
    """,
    // 6: a draft per window (a console process; an app's scene) as well as per user, so two
    // windows of one account each keep and publish their own. A draft from before belongs to
    // no window ('') and is taken up by the first that opens Compose.
    """
    CREATE TABLE window_drafts (
      user_id TEXT NOT NULL REFERENCES accounts (user_id) ON DELETE CASCADE,
      -- The window writing it (OpenWindows): while that window runs, no other takes it up.
      window_id TEXT NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      step TEXT NOT NULL CHECK (step IN ('title', 'body', 'review')),
      -- Seconds since 1970 of the last save: the newest draft left is taken up first.
      saved_at REAL NOT NULL,
      PRIMARY KEY (user_id, window_id)
    ) STRICT;
    INSERT INTO window_drafts SELECT user_id, '', title, body, step, 0 FROM drafts;
    DROP TABLE drafts;
    ALTER TABLE window_drafts RENAME TO drafts;
    """,
    // 7: how many writes the database has committed, which each write counts in its own
    // transaction, and an id for the database, so a start can tell (with the record beside the
    // file, see CommitRecord) that writes a damaged -wal held were lost.
    """
    CREATE TABLE commits (
      slot INTEGER PRIMARY KEY CHECK (slot = 1),
      database_id BLOB NOT NULL,
      count INTEGER NOT NULL
    ) STRICT;
    INSERT INTO commits (slot, database_id, count) VALUES (1, randomblob(16), 0);
    """,
    // 8: the feature flags this device turned on or off (Settings' features page). A new table
    // only, so a file at version 7 gains it and loses nothing; no row means a flag's default.
    """
    CREATE TABLE feature_flags (
      name TEXT PRIMARY KEY NOT NULL,
      is_on INTEGER NOT NULL CHECK (is_on IN (0, 1))
    ) STRICT;
    """,
    // 9: the key under which the lockout keeps names no account has, as keyed hashes (see
    // SignInAttempts): what was typed may be a password. Those kept in clear are forgotten.
    """
    CREATE TABLE lockout_key (
      slot INTEGER PRIMARY KEY CHECK (slot = 1),
      key BLOB NOT NULL
    ) STRICT;
    INSERT INTO lockout_key (slot, key) VALUES (1, randomblob(32));
    DELETE FROM sign_in_attempts WHERE username NOT IN (SELECT user_id FROM accounts);
    """,
    // 10: the count at which the last process using the database closed it cleanly, all of it
    // in the file, and no start since (see CleanClose): a commit record counting more is then no
    // write a lost -wal took. NULL once a start has opened it.
    """
    ALTER TABLE commits ADD COLUMN closed_at INTEGER;
    """,
  ]

  /// The version this build writes.
  static var currentVersion: Int { migrations.count }

  /// Each table of `database` (SQLite's own aside) with its columns as `name type notnull pk`,
  /// so two schemas can be compared.
  static func tableShapes(of database: Database) throws(DatabaseError) -> [String: [String]] {
    var shapes: [String: [String]] = [:]
    let tables = try database.rows(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    for table in tables.compactMap({ $0.first?.text }) {
      shapes[table] = try database.rows(
        "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", .text(table)
      ).map { row in row.map { $0.text ?? $0.integer.map(String.init) ?? "" }.joined(separator: " ") }
    }
    return shapes
  }

  /// The tables and columns the first `version` migrations make, built in memory.
  static func tableShapes(at version: Int) throws(DatabaseError) -> [String: [String]] {
    let reference = Database.inMemory()
    for migration in migrations.prefix(version) {
      try reference.execute(migration)
    }
    return try tableShapes(of: reference)
  }

  /// Brings a database at `version` up to ``currentVersion``. Call it inside the opening write
  /// transaction, so a crash leaves the old version or the new one, never half of a migration.
  static func migrate(_ database: Database, from version: Int) throws(DatabaseError) {
    guard (0..<currentVersion).contains(version) else { return }
    for migration in migrations[version...] {
      try database.execute(migration)
    }
    try database.execute("PRAGMA user_version = \(currentVersion)")
  }
}
