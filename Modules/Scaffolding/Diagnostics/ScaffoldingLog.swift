import Foundation

/// Where navigation diagnostics go besides the event stream.
///
/// The default writes one line per diagnostic to standard error, the way SwiftUI prints its
/// runtime warnings. An app routes them into its own logger by replacing ``handler`` once at
/// launch; tests should record events instead of replacing this process-wide hook.
@MainActor
@_spi(Inspection)
public enum ScaffoldingLog {
  /// Receives every diagnostic, on the main actor.
  public static var handler: @MainActor (NavigationDiagnostic) -> Void = writeToStandardError

  /// The default handler: `[Scaffolding] <code>: <message>` on standard error.
  public static func writeToStandardError(_ diagnostic: NavigationDiagnostic) {
    FileHandle.standardError.write(Data("[Scaffolding] \(diagnostic)\n".utf8))
  }

  /// A handler that drops diagnostics, for programs that report them through events only.
  public static func discard(_ diagnostic: NavigationDiagnostic) {}
}
