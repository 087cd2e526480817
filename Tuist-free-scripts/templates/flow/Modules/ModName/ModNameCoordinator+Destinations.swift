import Scaffolding

extension ModNameCoordinator {
  /// ModName's steps, in order; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// Step 1: the choices, the flow's root.
    case choose
    /// Step 2: the choice picked, and the submit that confirms it.
    case confirm(Choice)

    /// The route names, for `isInStack` and `popToFirst`: a mirror of the cases because
    /// `confirm` carries the choice.
    public enum Meta: DestinationMeta {
      /// The choices.
      case choose
      /// The confirm step, whichever choice.
      case confirm
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .choose: .choose
      case .confirm: .confirm
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: ModNameCoordinator) -> Destination {
      switch self {
      case .choose: .screen(meta, coordinator.chooseStep())
      case .confirm(let choice): .screen(meta, coordinator.confirmStep(choice))
      }
    }
  }
}
