import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension PrimeClient {
  /// Asks Wolfram Alpha's query API for "prime N", as the original PrimeTime sample did, and
  /// reads the answer from the primary pod's first subpod.
  ///
  /// ```swift
  /// let client = PrimeClient.wolframAlpha(appID: "DEMO-ID")
  /// let prime = try await client.nthPrime(7)  // 17, from the service
  /// ```
  ///
  /// - Parameters:
  ///   - appID: the Wolfram Alpha app id.
  ///   - baseURL: where the API lives; tests point it at a loopback stub.
  ///   - timeout: how long to wait for an answer before giving up, in whole seconds.
  public static func wolframAlpha(
    appID: String,
    baseURL: URL = URL(string: "https://api.wolframalpha.com")!,
    timeout: Duration = .seconds(10)
  ) -> Self {
    let seconds =
      Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    let session = URLSession(configuration: configuration)
    return PrimeClient(nthPrime: { n in
      guard n >= 1 else {
        throw PrimeClientError.outOfRange(n: n, supported: 1...Int.max)
      }
      var components = URLComponents(
        url: baseURL.appendingPathComponent("v2/query"), resolvingAgainstBaseURL: false)!
      components.queryItems = [
        URLQueryItem(name: "input", value: "prime \(n)"),
        URLQueryItem(name: "format", value: "plaintext"),
        URLQueryItem(name: "output", value: "JSON"),
        URLQueryItem(name: "appid", value: appID),
      ]
      let request = URLRequest(url: components.url!, timeoutInterval: seconds)
      let (data, response): (Data, URLResponse)
      do {
        (data, response) = try await session.data(for: request)
      } catch let error as URLError where error.code == .timedOut {
        throw PrimeClientError.unavailable("no answer within \(timeout.components.seconds) seconds")
      } catch {
        try Task.checkCancellation()
        throw PrimeClientError.unavailable(error.localizedDescription)
      }
      if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
        throw PrimeClientError.unavailable("HTTP status \(status)")
      }
      return try WolframAlphaResponse.prime(from: data)
    })
  }
}

/// The part of a Wolfram Alpha query result that holds the answer.
struct WolframAlphaResponse: Decodable {
  struct QueryResult: Decodable {
    var success: Bool
    var pods: [Pod]?
  }

  struct Pod: Decodable {
    var primary: Bool?
    var subpods: [Subpod]
  }

  struct Subpod: Decodable {
    var plaintext: String
  }

  var queryresult: QueryResult

  /// The prime in a response body, or ``PrimeClientError/malformedResponse(_:)``.
  static func prime(from data: Data) throws -> Int {
    let response: WolframAlphaResponse
    do {
      response = try JSONDecoder().decode(Self.self, from: data)
    } catch {
      throw PrimeClientError.malformedResponse("not a query result")
    }
    guard response.queryresult.success else {
      throw PrimeClientError.malformedResponse("the query did not succeed")
    }
    guard
      let text = response.queryresult.pods?.first(where: { $0.primary == true })?.subpods.first?
        .plaintext
    else {
      throw PrimeClientError.malformedResponse("no primary pod")
    }
    guard let prime = Int(text.trimmingCharacters(in: .whitespaces)) else {
      throw PrimeClientError.malformedResponse("\"\(text)\" is not a number")
    }
    return prime
  }
}
