/// What a ``NavigationGuard`` decided: data, so a test or the app map can read it.
@MainActor
public enum GuardDecision {
  /// The navigation goes on (to the next guard, then the destination).
  case allow
  /// Nothing changes, and the user reads `sentence` ("Compose is turned off.").
  case refuse(String)
  /// Somewhere the user goes first: `detour` navigates (presents a password screen, say) and
  /// returns whether the user got through; the navigation then resumes where the user was
  /// going, or is abandoned without a sentence (the user went back). A detour that leads to a
  /// destination whose guard is already deciding is a loop: it is refused, reported as
  /// `NavigationDiagnostic/Code/redirectLoop`, and the navigation is abandoned; it never hangs.
  case redirect(_ detour: @MainActor () async -> Bool)
}
