#if !canImport(SwiftUI)
  /// SwiftUI's `Animation`, for code written against upstream TCA where SwiftUI is absent.
  ///
  /// A terminal has no animations, so every API that takes an animation here behaves as the plain
  /// call: `send(.tick, animation: .default)` sends `.tick`. The value exists only so that a
  /// feature written for SwiftUI compiles unchanged on Linux.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.timerTicked, animation: .interpolatingSpring(stiffness: 3000, damping: 40))
  /// }
  /// ```
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The name of the factory that made it, for debugging and test failure messages.
    public let description: String

    init(_ description: String) {
      self.description = description
    }

    /// The default animation.
    public static let `default` = Self("default")
    /// A linear animation.
    public static let linear = Self("linear")
    /// An animation that starts slowly.
    public static let easeIn = Self("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Self("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Self("easeInOut")
    /// A spring.
    public static let spring = Self("spring")
    /// A spring that responds to interaction.
    public static let interactiveSpring = Self("interactiveSpring")
    /// A spring with a little bounce.
    public static let bouncy = Self("bouncy")
    /// A spring with no bounce.
    public static let smooth = Self("smooth")
    /// A quick spring with little bounce.
    public static let snappy = Self("snappy")

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Self { Self("linear(duration: \(duration))") }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Self { Self("easeIn(duration: \(duration))") }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Self { Self("easeOut(duration: \(duration))") }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self("easeInOut(duration: \(duration))")
    }

    /// A spring described by its response and damping.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      Self("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring described by its duration and bounce.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0)
      -> Self
    {
      Self("spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring that responds to interaction, described by its response and damping.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      Self("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring described by its physical properties.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Self {
      Self("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }

    /// A spring with a little bounce, lasting `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("bouncy(duration: \(duration))")
    }

    /// A spring with no bounce, lasting `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("smooth(duration: \(duration))")
    }

    /// A quick spring, lasting `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self("snappy(duration: \(duration))")
    }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Self { Self("\(description).delay(\(delay))") }
    /// This animation, played at `speed` times its pace.
    public func speed(_ speed: Double) -> Self { Self("\(description).speed(\(speed))") }
    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      Self("\(description).repeatCount(\(repeatCount))")
    }
    /// This animation, repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      Self("\(description).repeatForever")
    }
  }

  /// SwiftUI's `Transaction`, for code written against upstream TCA where SwiftUI is absent.
  ///
  /// It carries an ``Animation`` and nothing happens with it: `send(.tick, transaction:
  /// transaction)` sends `.tick`.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .default)
  /// transaction.disablesAnimations = true
  /// store.send(.refresh, transaction: transaction)
  /// ```
  public struct Transaction: Sendable {
    /// The animation the transaction would apply.
    public var animation: Animation?
    /// Whether the transaction would turn animations off.
    public var disablesAnimations = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction that would apply `animation`.
    public init(animation: Animation?) {
      self.animation = animation
    }
  }

  extension Send {
    /// Sends `action`, as ``callAsFunction(_:)`` does; the animation is accepted for source
    /// compatibility with SwiftUI code and has no effect on Linux.
    ///
    /// ```swift
    /// await send(.timerTicked, animation: .default)
    /// ```
    public func callAsFunction(_ action: Action, animation: Animation?) {
      callAsFunction(action)
    }

    /// Sends `action`, as ``callAsFunction(_:)`` does; the transaction is accepted for source
    /// compatibility with SwiftUI code and has no effect on Linux.
    ///
    /// ```swift
    /// await send(.timerTicked, transaction: Transaction(animation: .default))
    /// ```
    public func callAsFunction(_ action: Action, transaction: Transaction) {
      callAsFunction(action)
    }
  }

  extension Effect {
    /// An effect that sends `action`, as ``send(_:)`` does; the animation has no effect on
    /// Linux.
    ///
    /// ```swift
    /// return .send(.delegate(.didSave), animation: .default)
    /// ```
    public static func send(_ action: Action, animation: Animation?) -> Self {
      .send(action)
    }

    /// This effect unchanged: the animation it would apply to the actions it sends has no effect
    /// on Linux.
    ///
    /// ```swift
    /// return .run { send in await send(.loaded(try await client.load())) }.animation()
    /// ```
    public func animation(_ animation: Animation? = .default) -> Self {
      self
    }

    /// This effect unchanged: the transaction it would apply to the actions it sends has no
    /// effect on Linux.
    ///
    /// ```swift
    /// return .send(.loaded).transaction(Transaction(animation: .default))
    /// ```
    public func transaction(_ transaction: Transaction) -> Self {
      self
    }
  }

  extension ButtonStateAction {
    /// Sends `action`, as ``send(_:)`` does; the animation has no effect on Linux.
    ///
    /// ```swift
    /// ButtonState(action: .send(.deleteButtonTapped, animation: .default)) {
    ///   TextState("Delete")
    /// }
    /// ```
    public static func send(_ action: Action?, animation: Animation?) -> Self {
      .send(action)
    }

    /// Sends `action`, as ``send(_:)`` does; the animation has no effect on Linux.
    ///
    /// ```swift
    /// ButtonState(action: .animatedSend(.confirm, animation: .default)) { TextState("OK") }
    /// ```
    public static func animatedSend(_ action: Action, animation: Animation?) -> Self {
      .send(action)
    }
  }

  extension Store {
    /// Sends `action`, as ``send(_:)`` does; the animation has no effect on Linux.
    ///
    /// ```swift
    /// store.send(.toggleButtonTapped, animation: .default)
    /// ```
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
      send(action)
    }

    /// Sends `action`, as ``send(_:)`` does; the transaction has no effect on Linux.
    ///
    /// ```swift
    /// store.send(.toggleButtonTapped, transaction: Transaction(animation: .default))
    /// ```
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
      send(action)
    }
  }

  extension ViewActionSending {
    /// Sends a view action, as ``send(_:)`` does; the animation has no effect on Linux.
    ///
    /// ```swift
    /// send(.toggleButtonTapped, animation: .default)
    /// ```
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
      send(action)
    }

    /// Sends a view action, as ``send(_:)`` does; the transaction has no effect on Linux.
    ///
    /// ```swift
    /// send(.toggleButtonTapped, transaction: Transaction(animation: .default))
    /// ```
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
      send(action)
    }
  }

  extension DismissEffect {
    /// Dismisses the feature, as ``callAsFunction(fileID:filePath:line:column:)`` does; the
    /// animation has no effect on Linux.
    ///
    /// ```swift
    /// return .run { _ in await dismiss(animation: .default) }
    /// ```
    @MainActor
    public func callAsFunction(
      animation: Animation?,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async {
      await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Dismisses the feature, as ``callAsFunction(fileID:filePath:line:column:)`` does; the
    /// transaction has no effect on Linux.
    ///
    /// ```swift
    /// return .run { _ in await dismiss(transaction: Transaction(animation: .default)) }
    /// ```
    @MainActor
    public func callAsFunction(
      transaction: Transaction,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async {
      await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
#endif
