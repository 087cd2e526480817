/// Not API: the handle through which the tree reaches any coordinator's state.
///
/// ``FlowCoordinatable``, ``TabCoordinatable`` and ``RootCoordinatable`` provide it through the
/// underscored `Coordinatable._navigation` requirement. It exists so that code holding
/// `any Coordinatable` reaches the state without dynamic casts (PERFORMANCE.md, "One
/// container"); front ends use `parent`, `presentedAs`, `visibleScreen` and
/// `hierarchySnapshot` instead. Its contents are internal, so it cannot be made or opened
/// outside this module.
public struct _NavigationState {
  let container: NavigationContainer

  init(_ container: NavigationContainer) {
    self.container = container
  }
}
