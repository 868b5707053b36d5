import ComposableArchitectureMacros
import MacroTesting
import Testing

/// What `@ObservableState` writes: a registrar and identity for structs, with every stored
/// `var` reporting reads and writes; an identity by case and payload for enums.
@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ObservationStateTracked": ObservationStateTrackedMacro.self,
      "ObservationStateIgnored": ObservationStateIgnoredMacro.self,
    ], record: .missing))
struct ObservableStateMacroTests {
  @Test func storedVariablesAreTracked() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var isEven: Bool { count.isMultiple(of: 2) }
        var half: Int {
          get { count / 2 }
          set { count = newValue * 2 }
        }
        @ObservationStateIgnored var cache: [Int] = []
        @Presents var detail: Detail.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: Self._$keyPath_count)
            return _count
          }
          set {
            if _$observationRegistrar.announces(_count, newValue, _$isIdentityEqual, shouldNotifyObservers) {
              let registrar = _$observationRegistrar
              registrar.willSet(&self, keyPath: Self._$keyPath_count)
              _count = newValue
              registrar.didSet(&self, keyPath: Self._$keyPath_count)
            } else {
              _count = newValue
            }
          }
          _modify {
            let modification = _$observationRegistrar.willModify(&_count)
            defer {
              if _$observationRegistrar.announces(modification, _count, _$isIdentityEqual) {
                let registrar = _$observationRegistrar
                registrar.willSet(&self, keyPath: Self._$keyPath_count)
                registrar.didSet(&self, keyPath: Self._$keyPath_count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0

        private static let _$keyPath_count = \Self.count
        let id: Int
        var isEven: Bool { count.isMultiple(of: 2) }
        var half: Int {
          get { count / 2 }
          set { count = newValue * 2 }
        }
        var cache: [Int] = []
        @Presents var detail: Detail.State?

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }

        public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
          switch keyPath {
          case \Self.count:
            return ComposableArchitecture._StateAccessor(
              \Self.count, get: {
                $0.count
              }, modify: {
                $1(&$0.count)
              })
          case \Self.half:
            return ComposableArchitecture._StateAccessor(
              \Self.half, get: {
                $0.half
              }, modify: {
                $1(&$0.half)
              })
          case \Self.$detail:
            return ComposableArchitecture._StateAccessor(
              \Self.$detail, get: {
                $0.$detail
              }, modify: {
                $1(&$0.$detail)
              }, status: {
                ComposableArchitecture.PresentationState._status(of: &$0._detail)
              })
          default:
            return nil
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  /// Static stored properties are unsupported in generic types, so state that is or may be in
  /// one (a generic type, or an extension of some type) names its key paths with literals.
  @Test func stateInGenericTypesAndExtensionsUsesKeyPathLiterals() {
    assertMacro {
      """
      struct Feature<Value> {
        @ObservableState
        struct State {
          var value: Value
        }
      }
      extension Feature {
        @ObservableState
        struct Badge {
          @Presents var detail: Detail.State?
        }
      }
      """
    } expansion: {
      #"""
      struct Feature<Value> {
        struct State {
          var value: Value {
            @storageRestrictions(initializes: _value)
            init(initialValue) {
              _value = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.value)
              return _value
            }
            set {
              if _$observationRegistrar.announces(_value, newValue, _$isIdentityEqual, shouldNotifyObservers) {
                let registrar = _$observationRegistrar
                registrar.willSet(&self, keyPath: \.value)
                _value = newValue
                registrar.didSet(&self, keyPath: \.value)
              } else {
                _value = newValue
              }
            }
            _modify {
              let modification = _$observationRegistrar.willModify(&_value)
              defer {
                if _$observationRegistrar.announces(modification, _value, _$isIdentityEqual) {
                  let registrar = _$observationRegistrar
                  registrar.willSet(&self, keyPath: \.value)
                  registrar.didSet(&self, keyPath: \.value)
                }
              }
              yield &_value
            }
          }

          private var _value: Value

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          public var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
            true
          }

          private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs != rhs
          }

          private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs !== rhs
          }

          private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs != rhs
          }

          public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
            switch keyPath {
            case \Self.value:
              return ComposableArchitecture._StateAccessor(
                \Self.value, get: {
                  $0.value
                }, modify: {
                  $1(&$0.value)
                })
            default:
              return nil
            }
          }
        }
      }
      extension Feature {
        struct Badge {
          @Presents var detail: Detail.State?

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          public var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
            true
          }

          private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs != rhs
          }

          private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs !== rhs
          }

          private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
            lhs != rhs
          }

          public static func _$accessor(_ keyPath: AnyKeyPath) -> Any? {
            switch keyPath {
            case \Self.$detail:
              return ComposableArchitecture._StateAccessor(
                \Self.$detail, get: {
                  $0.$detail
                }, modify: {
                  $1(&$0.$detail)
                }, status: {
                  ComposableArchitecture.PresentationState._status(of: &$0._detail)
                })
            default:
              return nil
            }
          }
        }
      }

      extension Feature.State: ComposableArchitecture.ObservableState, Observation.Observable {
      }

      extension Feature.Badge: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  /// A static peer could not repeat a property's own availability, so such a property names
  /// its key path with a literal.
  @Test func aPropertyWithItsOwnAvailabilityUsesAKeyPathLiteral() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @available(*, deprecated) var legacy = 0
        #if DEBUG
          @available(*, deprecated)
        #endif
        var flagged = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @available(*, deprecated)
        var legacy {
          @storageRestrictions(initializes: _legacy)
          init(initialValue) {
            _legacy = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.legacy)
            return _legacy
          }
          set {
            if _$observationRegistrar.announces(_legacy, newValue, _$isIdentityEqual, shouldNotifyObservers) {
              let registrar = _$observationRegistrar
              registrar.willSet(&self, keyPath: \.legacy)
              _legacy = newValue
              registrar.didSet(&self, keyPath: \.legacy)
            } else {
              _legacy = newValue
            }
          }
          _modify {
            let modification = _$observationRegistrar.willModify(&_legacy)
            defer {
              if _$observationRegistrar.announces(modification, _legacy, _$isIdentityEqual) {
                let registrar = _$observationRegistrar
                registrar.willSet(&self, keyPath: \.legacy)
                registrar.didSet(&self, keyPath: \.legacy)
              }
            }
            yield &_legacy
          }
        }

        private var _legacy = 0
        #if DEBUG
          @available(*, deprecated)
        #endif
        var flagged {
          @storageRestrictions(initializes: _flagged)
          init(initialValue) {
            _flagged = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.flagged)
            return _flagged
          }
          set {
            if _$observationRegistrar.announces(_flagged, newValue, _$isIdentityEqual, shouldNotifyObservers) {
              let registrar = _$observationRegistrar
              registrar.willSet(&self, keyPath: \.flagged)
              _flagged = newValue
              registrar.didSet(&self, keyPath: \.flagged)
            } else {
              _flagged = newValue
            }
          }
          _modify {
            let modification = _$observationRegistrar.willModify(&_flagged)
            defer {
              if _$observationRegistrar.announces(modification, _flagged, _$isIdentityEqual) {
                let registrar = _$observationRegistrar
                registrar.willSet(&self, keyPath: \.flagged)
                registrar.didSet(&self, keyPath: \.flagged)
              }
            }
            yield &_flagged
          }
        }

        private var _flagged = 0

        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
          lhs != rhs
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func enumsGetAnIdentityPerCaseAndPayload() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case idle
        case counting(Counter.State)
        case meeting(id: Int)
        case pair(Int, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case idle
        case counting(Counter.State)
        case meeting(id: Int)
        case pair(Int, Int)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .idle:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(0)
          case let .counting(state):
            return ._$id(for: state)._$tag(1)
          case let .meeting(state):
            return ._$id(for: state)._$tag(2)
          case .pair(_, _):
            return ComposableArchitecture.ObservableStateID._$inert._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .idle:
            break
          case var .counting(state):
            ComposableArchitecture._$willModify(&state)
            self = .counting(state)
          case var .meeting(id: state):
            ComposableArchitecture._$willModify(&state)
            self = .meeting(id: state)
          case .pair:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func classesAreAnError() {
    assertMacro {
      """
      @ObservableState
      class Model {
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' applies to structs and enums
      class Model {
      }
      """
    }
  }
}

/// `@Presents`: presentation state behind an optional property.
@Suite(.macros(["Presents": PresentsMacro.self], record: .missing))
struct PresentsMacroTests {
  @Test func anOptionalPropertyIsStoredAsPresentationState() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: Self._$keyPath_destination)
            return _destination.wrappedValue
          }
          set {
            if _$observationRegistrar.announces(_destination.wrappedValue, newValue, _$isIdentityEqual) {
              let registrar = _$observationRegistrar
              registrar.willSet(&self, keyPath: Self._$keyPath_destination)
              _destination.wrappedValue = newValue
              registrar.didSet(&self, keyPath: Self._$keyPath_destination)
            } else {
              _destination.wrappedValue = newValue
            }
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: Self._$keyPath_destination)
            return _destination.projectedValue
          }
          set {
            if _$observationRegistrar.announces(_destination.projectedValue, newValue, _$isIdentityEqual) {
              let registrar = _$observationRegistrar
              registrar.willSet(&self, keyPath: Self._$keyPath_destination)
              _destination.projectedValue = newValue
              registrar.didSet(&self, keyPath: Self._$keyPath_destination)
            } else {
              _destination.projectedValue = newValue
            }
          }
        }

        @ObservationStateIgnored private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)

        private static let _$keyPath_destination = \Self.destination
      }
      """#
    }
  }
}
