/// A tab coordinator's badges (``TabItems/setBadge(_:for:)``): kept beside the tabs, by each
/// tab's serial, and dropped with the tab that carried them.
///
/// Every change goes through ``tabBadges``, so a view reading ``trackedBadge(forSerial:)``
/// hears it; a request that changes nothing notifies nobody.
extension NavigationContainer {
  /// Shows `count` on `tab`, one of ``tabDestinations``; nil, zero and negative clear it (nil
  /// drops the badge of a tab that has just left).
  func setBadge(_ count: Int?, forTab tab: DestinationNode) {
    let value = count.flatMap { $0 > 0 ? $0 : nil }
    // Read through the getter first: an unchanged badge must not notify observers.
    guard tabBadges[tab.serial] != value else { return }
    tabBadges[tab.serial] = value
  }

  /// Drops every badge: the tabs have all been replaced or removed.
  func dropAllBadges() {
    guard !tabBadges.isEmpty else { return }
    tabBadges = [:]
  }
}
