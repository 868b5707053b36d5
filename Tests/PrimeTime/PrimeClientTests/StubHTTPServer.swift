import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A one-connection-at-a-time HTTP server on 127.0.0.1 for testing clients without a network.
/// Each request gets `response` (status and body), or no answer at all when `respond` is false.
final class StubHTTPServer: @unchecked Sendable {
  let port: UInt16
  private let socket: Int32
  private let lock = NSLock()
  private var requestLines: [String] = []
  private let status: Int
  private let body: String
  private let respond: Bool

  init(status: Int = 200, body: String, respond: Bool = true) throws {
    self.status = status
    self.body = body
    self.respond = respond
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
    }
    guard bound == 0, listen(socket, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    self.socket = socket
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in serve() }
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  var requests: [String] { lock.withLock { requestLines } }

  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func serve() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      var request = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !request.suffix(4).elementsEqual("\r\n\r\n".utf8) {
        let count = read(connection, &buffer, buffer.count)
        guard count > 0 else { break }
        request += buffer[0..<count]
      }
      let firstLine = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")[0]
      lock.withLock { requestLines.append(firstLine) }
      guard respond else { continue }  // leave the connection open, unanswered
      let reply =
        "HTTP/1.1 \(status) Stub\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
      _ = reply.utf8CString.withUnsafeBufferPointer {
        write(connection, $0.baseAddress, reply.utf8.count)
      }
      close(connection)
    }
  }
}
