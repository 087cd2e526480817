/// An observer reference that does not keep the observation alive: dropping the token stops it.
struct WeakObservation {
  weak var observation: NavigationObservation?
}
