import Scaffolding

extension MapScreen {
  /// The names of the guards a user passes on the way into `destination`, for the map to show.
  ///
  /// The seam for guards (issue 31): the core's `Destination` declares none yet, so every
  /// screen lists none. Once it exposes them, read their names here.
  static func guardNames(of destination: Destination) -> [String] {
    []
  }
}
