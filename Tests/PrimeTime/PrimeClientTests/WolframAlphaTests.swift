import Foundation
import Testing

@testable import PrimeClient

@Suite struct WolframAlphaTests {
  static let answer = """
    {"queryresult": {"success": true, "pods": [
      {"title": "Input", "primary": false, "subpods": [{"plaintext": "p_7"}]},
      {"title": "Result", "primary": true, "subpods": [{"plaintext": "17"}]}
    ]}}
    """

  @Test func asksForPrimeNAndReadsThePrimaryPod() async throws {
    let server = try StubHTTPServer(body: Self.answer)
    defer { server.stop() }
    let client = PrimeClient.wolframAlpha(appID: "TEST-ID", baseURL: server.baseURL)
    #expect(try await client.nthPrime(7) == 17)
    #expect(
      server.requests == [
        "GET /v2/query?input=prime%207&format=plaintext&output=JSON&appid=TEST-ID HTTP/1.1"
      ])
  }

  @Test(arguments: [
    "not json",
    #"{"queryresult": {"success": false}}"#,
    #"{"queryresult": {"success": true, "pods": []}}"#,
    #"{"queryresult": {"success": true, "pods": [{"primary": true, "subpods": [{"plaintext": "many"}]}]}}"#,
  ])
  func malformedResponsesAreClearErrors(body: String) async throws {
    let server = try StubHTTPServer(body: body)
    defer { server.stop() }
    let client = PrimeClient.wolframAlpha(appID: "TEST-ID", baseURL: server.baseURL)
    do {
      _ = try await client.nthPrime(7)
      Issue.record("expected an error")
    } catch let error as PrimeClientError {
      guard case .malformedResponse = error else {
        Issue.record("expected malformedResponse, got \(error)")
        return
      }
    }
  }

  @Test func httpErrorIsUnavailable() async throws {
    let server = try StubHTTPServer(status: 501, body: "{}")
    defer { server.stop() }
    let client = PrimeClient.wolframAlpha(appID: "TEST-ID", baseURL: server.baseURL)
    await #expect(throws: PrimeClientError.unavailable("HTTP status 501")) {
      try await client.nthPrime(7)
    }
  }

  @Test func silentServerTimesOut() async throws {
    let server = try StubHTTPServer(body: "", respond: false)
    defer { server.stop() }
    let client = PrimeClient.wolframAlpha(
      appID: "TEST-ID", baseURL: server.baseURL, timeout: .seconds(1))
    await #expect(throws: PrimeClientError.unavailable("no answer within 1 seconds")) {
      try await client.nthPrime(7)
    }
    #expect(server.requests.count == 1)
  }
}
