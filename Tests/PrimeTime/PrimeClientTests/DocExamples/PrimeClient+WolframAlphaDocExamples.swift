// The doc comment examples of Modules/PrimeTime/PrimeClient/PrimeClient+WolframAlpha.swift, compiled; never run.
import PrimeClient

private enum PrimeClientWolframAlphaDocExamples {
  static func wolframAlpha() async throws {
    let client = PrimeClient.wolframAlpha(appID: "DEMO-ID")
    let prime = try await client.nthPrime(7)  // 17, from the service
    _ = prime
  }
}
