import ComposableArchitecture
import Testing

/// Spellings of the core's public API that upstream's examples use, beyond the animation ones
/// (`SwiftUISpellingTests`): each compiles here and does what it does upstream.
@MainActor
struct UpstreamSpellingTests {
  @Reducer
  struct Sheet {
    @ObservableState
    struct State: Equatable {
      var isSaving = false
    }
    enum Action: Equatable {
      case closeButtonTapped
      case saveButtonTapped
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await dismiss(animation: .default) }
        case .saveButtonTapped:
          state.isSaving = true
          return .run { _ in await dismiss(transaction: Transaction(animation: .easeOut)) }
        }
      }
      .signpost("Sheet")
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var sheet: Sheet.State?
      @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable, ViewAction {
      case dialog(PresentationAction<Dialog>)
      case sheet(PresentationAction<Sheet.Action>)
      case view(View)
      enum Dialog: Equatable { case open }
      enum View: Equatable { case openButtonTapped }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .dialog(.presented(.open)), .view(.openButtonTapped):
          state.sheet = Sheet.State()
          return .none
        case .dialog, .sheet:
          return .none
        }
      }
      .ifLet(\.$sheet, action: \.sheet) { Sheet() }
      .ifLet(\.$dialog, action: \.dialog)
    }
  }

  struct ParentController: ViewActionSending {
    let store: StoreOf<Parent>
  }

  @Test func dismissWithAnAnimationOrATransactionDismisses() async {
    let store = TestStore(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
    await store.send(\.sheet.closeButtonTapped)
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
    await store.send(.view(.openButtonTapped)) { $0.sheet = Sheet.State() }
    await store.send(\.sheet.saveButtonTapped) { $0.sheet?.isSaving = true }
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
  }

  @Test func viewActionsSentWithAnAnimationOrATransactionArrive() {
    let controller = ParentController(store: Store(initialState: Parent.State()) { Parent() })
    controller.send(.openButtonTapped, animation: .default)
    #expect(controller.store.sheet == Sheet.State())
    controller.store.send(.sheet(.dismiss))
    #expect(controller.store.sheet == nil)
    controller.send(.openButtonTapped, transaction: Transaction())
    #expect(controller.store.sheet == Sheet.State())
  }

  @Test func mappedDialogsAndButtonActionsSendTheMappedActions() {
    enum Child: Equatable { case confirm, cancel }
    let dialog = ConfirmationDialogState<Child>(titleVisibility: .visible) {
      TextState("Delete ") + TextState("3 primes") + "?"
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      if #available(macOS 14, iOS 17, *) {
        ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
      }
    }
    let mapped = dialog.map { $0 == .confirm ? Parent.Action.Dialog.open : nil }
    #expect(String(state: mapped.title) == "Delete 3 primes?")
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action.action) == [.open, nil])
    #expect(mapped.buttons.map(\.role) == [.destructive, .cancel])
    #expect(
      ButtonStateAction<Child>.send(.confirm).map { _ in Parent.Action.Dialog.open }
        == .send(.open))
  }

  @Test func storesCompareByIdentity() {
    let store = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
    let other = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
    #expect(store == store)
    #expect(store != other)
    #expect(store.id == ObjectIdentifier(store))
    #expect(Set([store, store, other]).count == 2)
    let sheet = store.scope(state: \.sheet, action: \.sheet.presented)
    #expect(sheet != nil)
    #expect(sheet == store.scope(state: \.sheet, action: \.sheet.presented))
  }
}
