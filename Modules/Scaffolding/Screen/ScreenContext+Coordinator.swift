extension ScreenContext {
  /// The coordinator of type `C` that shows this screen (its owner or one above it), as a
  /// SwiftUI view reads `@Environment(HomeCoordinator.self)`.
  ///
  /// A screen is only ever shown by the coordinator whose route made it, so a missing
  /// coordinator is a programming error (a screen built by hand outside its flow), never
  /// something input can cause: it stops the program with a message naming both types rather
  /// than making every screen carry optional fallbacks that can never run.
  public func coordinator<C: Coordinatable>(
    _ type: C.Type = C.self, fileID: StaticString = #fileID, line: UInt = #line
  ) -> C {
    guard let coordinator = nearest(C.self) else {
      fatalError(
        "\(fileID):\(line): this screen needs a \(C.self) but is shown by \(Swift.type(of: owner)), "
          + "which has none above it; show the screen from its coordinator's route",
        file: fileID, line: line)
    }
    return coordinator
  }
}
