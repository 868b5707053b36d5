import ComposableArchitecture
import Testing

/// A feature (or its test) that makes its own `URLSession` compiles with the core imported
/// alone, as on Apple's platforms, where Foundation holds it; on Linux it is in
/// FoundationNetworking, which the core re-exports.
@Suite struct URLSessionVisibilityTests {
  @Test func aURLSessionIsMadeWithTheCoreImportedAlone() {
    let session = URLSession(configuration: .ephemeral)
    #expect(session.configuration.timeoutIntervalForRequest == 60)
  }
}
