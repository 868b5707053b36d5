extension DependencyValues {
  /// Dismisses the feature it is read in: the presented destination or stack element. Read it
  /// in the reducer:
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// ```
  ///
  /// and call it from an effect:
  ///
  /// ```swift
  /// case .closeButtonTapped:
  ///   return .run { _ in await dismiss() }
  /// ```
  ///
  /// The presenting reducer then receives `.dismiss` (or, for a stack, `.popFrom(id:)`), sets
  /// the state to `nil` and cancels the child's effects.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the reducer it is read in runs presented (as a destination or stack element), so
  /// that ``dismiss`` can dismiss it. Read it in the reducer:
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// ```
  ///
  /// and dismiss the feature only where it is presented:
  ///
  /// ```swift
  /// case .doneButtonTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .send(.delegate(.done))
  /// ```
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}

/// The effect behind `@Dependency(\.dismiss)`: it dismisses the presented feature it is read
/// in.
///
/// ```swift
/// return .run { _ in await dismiss() }
/// ```
public struct DismissEffect: Sendable {
  var dismiss: (@MainActor @Sendable () -> Void)?

  /// A dismiss effect that runs `dismiss`; a presenting reducer makes one for its child.
  ///
  /// ```swift
  /// $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  private init(unavailable: Void) {
    self.dismiss = nil
  }

  /// The dismiss effect of a feature that is not presented: calling it reports an issue.
  static let unavailable = Self(unavailable: ())

  /// Dismisses the feature, or reports an issue if it is not presented.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect.unavailable
  static let testValue = DismissEffect.unavailable
}
