import ComposableArchitectureMacros
import MacroTesting
import Testing

/// What `@Reducer` writes into a struct: the conformance, case paths on the enums, the builder
/// on `body`, and whatever requirement is missing.
@Suite(.macros(["Reducer": ReducerMacro.self], record: .missing))
struct ReducerMacroTests {
  @Test func aFeatureGetsItsConformanceCasePathsAndBodyBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
        }
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      #"""
      struct Feature {
        struct State {
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
          case tap
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        static var _$actionCases: ComposableArchitecture._ActionCases<Action>? {
          ComposableArchitecture._ActionCases(
            caseKeyPaths: [\Action.Cases.tap],
            extractors: [
              ComposableArchitecture._ActionCases<Action>.extractor {
                if case .tap = $0 {
                  ()
                } else {
                  nil
                }
              },
            ]
          )
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumStateIsCasePathableAndReadsItsCases() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loading
          case loaded(Int)
        }
        enum Action {
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
        }
        @ComposableArchitecture.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func attributesAlreadyThereAreNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @CasePathable
        @dynamicMemberLookup
        enum Action {
        }
        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable
        @dynamicMemberLookup
        enum Action {
        }
        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aFeatureWithReduceGetsNoBodyBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        enum Action {
          case increment
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state += 1
          return .none
        }
      }
      """
    } expansion: {
      #"""
      struct Feature {
        typealias State = Int
        @CasePathable @dynamicMemberLookup
        enum Action {
          case increment
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state += 1
          return .none
        }

        static var _$actionCases: ComposableArchitecture._ActionCases<Action>? {
          ComposableArchitecture._ActionCases(
            caseKeyPaths: [\Action.Cases.increment],
            extractors: [
              ComposableArchitecture._ActionCases<Action>.extractor {
                if case .increment = $0 {
                  ()
                } else {
                  nil
                }
              },
            ]
          )
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func anEmptyFeatureGetsEmptyStateActionsAndBody() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    } expansion: {
      """
      public struct Placeholder {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Placeholder: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aFeatureAlreadyConformingGetsNoSecondConformance() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {
        }
        @CasePathable @dynamicMemberLookup
        enum Action {
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func argumentsOnAStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
      struct Feature {
        struct State {
        }
        enum Action {
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }
}

/// What `@Reducer` writes into an enum of reducers: `State` and `Action` enums with a case per
/// reducer, the `body` that runs each case's reducer, and the `CaseScope` stores switch over.
@Suite(
  .macros(
    [
      "Reducer": ReducerMacro.self, "ReducerCaseEphemeral": ReducerCaseEphemeralMacro.self,
      "ReducerCaseIgnored": ReducerCaseIgnoredMacro.self,
    ], record: .missing))
struct EnumReducerMacroTests {
  @Test func eachCaseGetsItsStateActionReducerAndStore() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case settings(Settings = Settings(theme: .dark))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        case settings(Settings = Settings(theme: .dark))

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case settings(Settings.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detail(state):
              return ._$id(for: state)._$tag(0)
            case let .settings(state):
              return ._$id(for: state)._$tag(1)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .detail(state):
              ComposableArchitecture._$willModify(&state)
              self = .detail(state)
            case var .settings(state):
              ComposableArchitecture._$willModify(&state)
              self = .settings(state)
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.detail) {
                return \.detail
              }
              if root.is(\.settings) {
                return \.settings
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<State, Detail.State> {
              ._$embed(State.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var settings: CasePaths.AnyCasePath<State, Settings.State> {
              ._$embed(State.settings) {
                guard case let .settings(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.detail)
              allCasePaths.append(\.settings)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(Detail.Action)
          case settings(Settings.Action)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.detail) {
                return \.detail
              }
              if root.is(\.settings) {
                return \.settings
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<Action, Detail.Action> {
              ._$embed(Action.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var settings: CasePaths.AnyCasePath<Action, Settings.Action> {
              ._$embed(Action.settings) {
                guard case let .settings(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.detail)
              allCasePaths.append(\.settings)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
            .ifCaseLet(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
              Settings(theme: .dark)
            }
          )
        }

        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          case settings(ComposableArchitecture.StoreOf<Settings>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.detail) {
                return \.detail
              }
              if root.is(\.settings) {
                return \.settings
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              ._$embed(CaseScope.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var settings: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Settings>> {
              ._$embed(CaseScope.settings) {
                guard case let .settings(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.detail)
              allCasePaths.append(\.settings)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func alertsAreEphemeralAndPlainCasesAreIgnored() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case meeting(id: Int)
        case loading
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        case toast(Toast)
        case meeting(id: Int)
        case loading

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case toast(Toast)
          case meeting(id: Int)
          case loading
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .alert(state):
              return ._$id(for: state)._$tag(0)
            case let .toast(state):
              return ._$id(for: state)._$tag(1)
            case let .meeting(state):
              return ._$id(for: state)._$tag(2)
            case .loading:
              return ComposableArchitecture.ObservableStateID._$inert._$tag(3)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .alert(state):
              ComposableArchitecture._$willModify(&state)
              self = .alert(state)
            case var .toast(state):
              ComposableArchitecture._$willModify(&state)
              self = .toast(state)
            case var .meeting(id: state):
              ComposableArchitecture._$willModify(&state)
              self = .meeting(id: state)
            case .loading:
              break
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.meeting) {
                return \.meeting
              }
              if root.is(\.loading) {
                return \.loading
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<State, AlertState<Alert>> {
              ._$embed(State.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<State, Toast> {
              ._$embed(State.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var meeting: CasePaths.AnyCasePath<State, Int> {
              ._$embed(State.meeting) {
                guard case let .meeting(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<State, Void> {
              ._$embed({
                  State.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.meeting)
              allCasePaths.append(\.loading)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case alert(Alert)
          case toast(Toast.Action)
          case meeting(Swift.Never)
          case loading(Swift.Never)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.meeting) {
                return \.meeting
              }
              if root.is(\.loading) {
                return \.loading
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<Action, Alert> {
              ._$embed(Action.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<Action, Toast.Action> {
              ._$embed(Action.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var meeting: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.meeting) {
                guard case let .meeting(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.loading) {
                guard case let .loading(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.meeting)
              allCasePaths.append(\.loading)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          case alert(AlertState<Alert>)
          case toast(Toast)
          case meeting(id: Int)
          case loading
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.toast) {
                return \.toast
              }
              if root.is(\.meeting) {
                return \.meeting
              }
              if root.is(\.loading) {
                return \.loading
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              ._$embed(CaseScope.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var toast: CasePaths.AnyCasePath<CaseScope, Toast> {
              ._$embed(CaseScope.toast) {
                guard case let .toast(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var meeting: CasePaths.AnyCasePath<CaseScope, Int> {
              ._$embed(CaseScope.meeting) {
                guard case let .meeting(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var loading: CasePaths.AnyCasePath<CaseScope, Void> {
              ._$embed({
                  CaseScope.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.toast)
              allCasePaths.append(\.meeting)
              allCasePaths.append(\.loading)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(state):
            return .alert(state)
          case let .toast(state):
            return .toast(state)
          case let .meeting(v0):
            return .meeting(id: v0)
          case .loading:
            return .loading
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func casesUnderIfKeepTheirConditions() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        #if os(Linux)
          case terminal(Terminal)
        #else
          case window(Window)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        #if os(Linux)
          case terminal(Terminal)
        #else
          case window(Window)
        #endif

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case detail(Detail.State)
          #if os(Linux)
          case terminal(Terminal.State)
          #else
          case window(Window.State)
          #endif
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detail(state):
              return ._$id(for: state)._$tag(0)
            #if os(Linux)
            case let .terminal(state):
              return ._$id(for: state)._$tag(1)
            #else
            case let .window(state):
              return ._$id(for: state)._$tag(2)
            #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .detail(state):
              ComposableArchitecture._$willModify(&state)
              self = .detail(state)
            #if os(Linux)
            case var .terminal(state):
              ComposableArchitecture._$willModify(&state)
              self = .terminal(state)
            #else
            case var .window(state):
              ComposableArchitecture._$willModify(&state)
              self = .window(state)
            #endif
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.detail) {
                return \.detail
              }
              #if os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.window) {
                return \.window
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<State, Detail.State> {
              ._$embed(State.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if os(Linux)
            public var terminal: CasePaths.AnyCasePath<State, Terminal.State> {
              ._$embed(State.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var window: CasePaths.AnyCasePath<State, Window.State> {
              ._$embed(State.window) {
                guard case let .window(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.detail)
              #if os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.window)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(Detail.Action)
          #if os(Linux)
          case terminal(Terminal.Action)
          #else
          case window(Window.Action)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.detail) {
                return \.detail
              }
              #if os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.window) {
                return \.window
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<Action, Detail.Action> {
              ._$embed(Action.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if os(Linux)
            public var terminal: CasePaths.AnyCasePath<Action, Terminal.Action> {
              ._$embed(Action.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var window: CasePaths.AnyCasePath<Action, Window.Action> {
              ._$embed(Action.window) {
                guard case let .window(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.detail)
              #if os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.window)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
            #if os(Linux)
            .ifCaseLet(\Self.State.Cases.terminal, action: \Self.Action.Cases.terminal) {
              Terminal()
            }
            #else
            .ifCaseLet(\Self.State.Cases.window, action: \Self.Action.Cases.window) {
              Window()
            }
            #endif
          )
        }

        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          #if os(Linux)
          case terminal(ComposableArchitecture.StoreOf<Terminal>)
          #else
          case window(ComposableArchitecture.StoreOf<Window>)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.detail) {
                return \.detail
              }
              #if os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.window) {
                return \.window
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              ._$embed(CaseScope.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if os(Linux)
            public var terminal: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Terminal>> {
              ._$embed(CaseScope.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var window: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Window>> {
              ._$embed(CaseScope.window) {
                guard case let .window(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.detail)
              #if os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.window)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          #if os(Linux)
          case .terminal:
            return .terminal(store.scope(state: \.terminal, action: \.terminal)!)
          #else
          case .window:
            return .window(store.scope(state: \.window, action: \.window)!)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func requestedConformancesAreAdded() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      public enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)

        @dynamicMemberLookup
        public enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Equatable, Sendable {
          public typealias StateReducer = Destination
          case detail(Detail.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detail(state):
              return ._$id(for: state)._$tag(0)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .detail(state):
              ComposableArchitecture._$willModify(&state)
              self = .detail(state)
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.detail) {
                return \.detail
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<State, Detail.State> {
              ._$embed(State.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.detail)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Equatable {
          case detail(Detail.Action)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.detail) {
                return \.detail
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<Action, Detail.Action> {
              ._$embed(Action.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.detail)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              Detail()
            }
          )
        }

        public enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.detail) {
                return \.detail
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              ._$embed(CaseScope.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.detail)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  /// A condition whose cases have no reducer adds nothing to `body`: an empty `#if` among the
  /// body's chained calls is not code.
  @Test func aConditionWithOnlyIgnoredCasesAddsNothingToTheBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case other(Other)
        #if !PRODUCTION_BUILD
          @ReducerCaseIgnored case debug
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case other(Other)
        #if !PRODUCTION_BUILD
          case debug
        #endif

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case other(Other.State)
          #if !PRODUCTION_BUILD
          case debug
          #endif
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .other(state):
              return ._$id(for: state)._$tag(0)
            #if !PRODUCTION_BUILD
            case .debug:
              return ComposableArchitecture.ObservableStateID._$inert._$tag(1)
            #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .other(state):
              ComposableArchitecture._$willModify(&state)
              self = .other(state)
            #if !PRODUCTION_BUILD
            case .debug:
              break
            #endif
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.other) {
                return \.other
              }
              #if !PRODUCTION_BUILD
              if root.is(\.debug) {
                return \.debug
              }
              #endif
              return \.never
            }
            public var other: CasePaths.AnyCasePath<State, Other.State> {
              ._$embed(State.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if !PRODUCTION_BUILD
            public var debug: CasePaths.AnyCasePath<State, Void> {
              ._$embed({
                  State.debug
                }) {
                guard case .debug = $0 else {
                  return nil
                }
                return ()
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.other)
              #if !PRODUCTION_BUILD
              allCasePaths.append(\.debug)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case other(Other.Action)
          #if !PRODUCTION_BUILD
          case debug(Swift.Never)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.other) {
                return \.other
              }
              #if !PRODUCTION_BUILD
              if root.is(\.debug) {
                return \.debug
              }
              #endif
              return \.never
            }
            public var other: CasePaths.AnyCasePath<Action, Other.Action> {
              ._$embed(Action.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if !PRODUCTION_BUILD
            public var debug: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.debug) {
                guard case let .debug(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.other)
              #if !PRODUCTION_BUILD
              allCasePaths.append(\.debug)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
            .ifCaseLet(\Self.State.Cases.other, action: \Self.Action.Cases.other) {
              Other()
            }
          )
        }

        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          case other(ComposableArchitecture.StoreOf<Other>)
          #if !PRODUCTION_BUILD
          case debug
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.other) {
                return \.other
              }
              #if !PRODUCTION_BUILD
              if root.is(\.debug) {
                return \.debug
              }
              #endif
              return \.never
            }
            public var other: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Other>> {
              ._$embed(CaseScope.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if !PRODUCTION_BUILD
            public var debug: CasePaths.AnyCasePath<CaseScope, Void> {
              ._$embed({
                  CaseScope.debug
                }) {
                guard case .debug = $0 else {
                  return nil
                }
                return ()
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.other)
              #if !PRODUCTION_BUILD
              allCasePaths.append(\.debug)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .other:
            return .other(store.scope(state: \.other, action: \.other)!)
          #if !PRODUCTION_BUILD
          case .debug:
            return .debug
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  /// A clause left out of `body` for having no reducer leaves its condition to the clauses
  /// after it: `#else` there becomes "not the first condition".
  @Test func aClauseWithNoReducerIsLeftOutAndTheNextSaysWhatItExcluded() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        #if os(Linux)
          @ReducerCaseIgnored case debug
        #elseif os(macOS)
          case mac(Mac)
        #else
          case other(Other)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        #if os(Linux)
          case debug
        #elseif os(macOS)
          case mac(Mac)
        #else
          case other(Other)
        #endif

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          #if os(Linux)
          case debug
          #elseif os(macOS)
          case mac(Mac.State)
          #else
          case other(Other.State)
          #endif
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            #if os(Linux)
            case .debug:
              return ComposableArchitecture.ObservableStateID._$inert._$tag(0)
            #elseif os(macOS)
            case let .mac(state):
              return ._$id(for: state)._$tag(1)
            #else
            case let .other(state):
              return ._$id(for: state)._$tag(2)
            #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
            #if os(Linux)
            case .debug:
              break
            #elseif os(macOS)
            case var .mac(state):
              ComposableArchitecture._$willModify(&state)
              self = .mac(state)
            #else
            case var .other(state):
              ComposableArchitecture._$willModify(&state)
              self = .other(state)
            #endif
            }
          }
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              #if os(Linux)
              if root.is(\.debug) {
                return \.debug
              }
              #elseif os(macOS)
              if root.is(\.mac) {
                return \.mac
              }
              #else
              if root.is(\.other) {
                return \.other
              }
              #endif
              return \.never
            }
            #if os(Linux)
            public var debug: CasePaths.AnyCasePath<State, Void> {
              ._$embed({
                  State.debug
                }) {
                guard case .debug = $0 else {
                  return nil
                }
                return ()
              }
            }
            #elseif os(macOS)
            public var mac: CasePaths.AnyCasePath<State, Mac.State> {
              ._$embed(State.mac) {
                guard case let .mac(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var other: CasePaths.AnyCasePath<State, Other.State> {
              ._$embed(State.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              #if os(Linux)
              allCasePaths.append(\.debug)
              #elseif os(macOS)
              allCasePaths.append(\.mac)
              #else
              allCasePaths.append(\.other)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @dynamicMemberLookup
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          #if os(Linux)
          case debug(Swift.Never)
          #elseif os(macOS)
          case mac(Mac.Action)
          #else
          case other(Other.Action)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              #if os(Linux)
              if root.is(\.debug) {
                return \.debug
              }
              #elseif os(macOS)
              if root.is(\.mac) {
                return \.mac
              }
              #else
              if root.is(\.other) {
                return \.other
              }
              #endif
              return \.never
            }
            #if os(Linux)
            public var debug: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.debug) {
                guard case let .debug(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #elseif os(macOS)
            public var mac: CasePaths.AnyCasePath<Action, Mac.Action> {
              ._$embed(Action.mac) {
                guard case let .mac(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var other: CasePaths.AnyCasePath<Action, Other.Action> {
              ._$embed(Action.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              #if os(Linux)
              allCasePaths.append(\.debug)
              #elseif os(macOS)
              allCasePaths.append(\.mac)
              #else
              allCasePaths.append(\.other)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
            #if !(os(Linux)) && (os(macOS))
            .ifCaseLet(\Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
              Mac()
            }
            #elseif !(os(Linux))
            .ifCaseLet(\Self.State.Cases.other, action: \Self.Action.Cases.other) {
              Other()
            }
            #endif
          )
        }

        enum CaseScope: ComposableArchitecture._CaseScopeProtocol, CasePaths.CasePathable, CasePaths.CasePathIterable {
          #if os(Linux)
          case debug
          #elseif os(macOS)
          case mac(ComposableArchitecture.StoreOf<Mac>)
          #else
          case other(ComposableArchitecture.StoreOf<Other>)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              #if os(Linux)
              if root.is(\.debug) {
                return \.debug
              }
              #elseif os(macOS)
              if root.is(\.mac) {
                return \.mac
              }
              #else
              if root.is(\.other) {
                return \.other
              }
              #endif
              return \.never
            }
            #if os(Linux)
            public var debug: CasePaths.AnyCasePath<CaseScope, Void> {
              ._$embed({
                  CaseScope.debug
                }) {
                guard case .debug = $0 else {
                  return nil
                }
                return ()
              }
            }
            #elseif os(macOS)
            public var mac: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Mac>> {
              ._$embed(CaseScope.mac) {
                guard case let .mac(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var other: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Other>> {
              ._$embed(CaseScope.other) {
                guard case let .other(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              #if os(Linux)
              allCasePaths.append(\.debug)
              #elseif os(macOS)
              allCasePaths.append(\.mac)
              #else
              allCasePaths.append(\.other)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          #if os(Linux)
          case .debug:
            return .debug
          #elseif os(macOS)
          case .mac:
            return .mac(store.scope(state: \.mac, action: \.mac)!)
          #else
          case .other:
            return .other(store.scope(state: \.other, action: \.other)!)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
