/// The reference router's destinations: one enum, `Hashable`, cases with associated values,
/// as in the reference's `enum Destination: Hashable`.
enum RouterRoute: Hashable {
  case home
  case detail(Int)
  case compose
  case settingsPage
}

/// The reference router's tabs.
enum RouterTab: Hashable {
  case home, profile, settings
}
