import ComposableArchitecture
import FavoritePrimesStorage
import NthPrimeRequest
import PrimeModal
import Primes

/// A number to count up and down, with two questions about it: "Is this prime?" presents the
/// ``PrimeModal``; "What is the nth prime?" runs an ``NthPrimeRequest``.
///
/// The counter shows the favorite primes and its modal edits them: the list is shared
/// (`@Shared(.favoritePrimes)`) with the modal and the Favorites tab.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
@Reducer
public struct Counter: Sendable {
  /// The count, the shared favorites, the modal when presented, and the request.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number.
    public var count: Int
    /// The favorite primes, shared with the modal and the Favorites tab.
    @Shared public var favoritePrimes: [Int]
    /// The is-prime modal, while presented.
    @Presents public var primeModal: PrimeModal.State?
    /// The nth-prime request for ``count``.
    public var nthPrimeRequest: NthPrimeRequest.State

    /// Creates the counter's state.
    public init(
      count: Int = 0,
      favoritePrimes: Shared<[Int]> = Shared(.favoritePrimes),
      primeModal: PrimeModal.State? = nil,
      nthPrimeRequest: NthPrimeRequest.State = .init()
    ) {
      self.count = count
      self._favoritePrimes = favoritePrimes
      self.primeModal = primeModal
      self.nthPrimeRequest = nthPrimeRequest
    }

    /// Whether "What is the nth prime?" can be asked of ``count``.
    public var canAskNthPrime: Bool {
      NthPrimeRequest.supportedRange.contains(count)
    }
  }

  /// What the user can do.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    /// Presents the is-prime modal for the current count.
    case isPrimeButtonTapped
    case primeModal(PresentationAction<PrimeModal.Action>)
    case nthPrimeRequest(NthPrimeRequest.Action)
    /// Sets the count to one the user typed (``count(from:)`` reads it): reaching a large
    /// count one press at a time would take millions of presses. A count outside
    /// ``settableCounts`` changes nothing.
    case countEntered(Int)
  }

  /// The counts "Set count" takes: every count the nth prime can be asked of, and 0.
  public static let settableCounts = 0...NthPrimeRequest.supportedRange.upperBound

  /// The count `text` names, with `_`, `,` and spaces taken as digit separators, or why it
  /// names none, in a line for under the field.
  ///
  /// ```swift
  /// let million = Counter.count(from: "1_000_000")  // .success(1000000)
  /// let notANumber = Counter.count(from: "ten")  // .failure("“ten” is not a whole number.")
  /// ```
  public static func count(from text: String) -> Result<Int, CountEntryError> {
    let digits = text.filter { !"_, ".contains($0) }
    guard !digits.isEmpty else { return .failure(CountEntryError("Type a number first.")) }
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) || isNegative(digits)
    else {
      return .failure(CountEntryError("“\(text)” is not a whole number."))
    }
    guard let count = Int(digits), settableCounts.contains(count) else {
      return .failure(
        CountEntryError(
          "Choose a number from \(grouped(settableCounts.lowerBound)) to "
            + "\(grouped(settableCounts.upperBound))."))
    }
    return .success(count)
  }

  private static func isNegative(_ digits: String) -> Bool {
    digits.first == "-" && digits.count > 1 && digits.dropFirst().allSatisfy(\.isNumber)
  }

  /// Why a "Set count" entry names no count.
  public struct CountEntryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.nthPrimeRequest, action: \.nthPrimeRequest) {
      NthPrimeRequest()
    }
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .isPrimeButtonTapped:
        state.primeModal = PrimeModal.State(
          count: state.count, favoritePrimes: state.$favoritePrimes)
        return .none

      case .countEntered(let count):
        guard Self.settableCounts.contains(count) else { return .none }
        state.count = count
        return .none

      case .primeModal, .nthPrimeRequest:
        return .none
      }
    }
    .ifLet(\.$primeModal, action: \.primeModal) {
      PrimeModal()
    }
  }
}
