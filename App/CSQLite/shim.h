// SQLite for AppData's stores on Linux (libsqlite3; the header comes from libsqlite3-dev).
// Apple platforms use the SDK's SQLite3 module instead.
#include <sqlite3.h>
