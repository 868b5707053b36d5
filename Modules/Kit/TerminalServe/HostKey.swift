import Crypto
import Foundation
import NIOSSH

/// The server's host key: made once, kept in the data folder (`ssh_host_ed25519_key`, the raw
/// Ed25519 seed, mode 0600), and the same on every start, so that a client that knows the
/// server knows it again.
enum HostKey {
  static let fileName = "ssh_host_ed25519_key"

  /// The key kept in `folder`, made and kept there first if there is none. Throws when the file
  /// cannot be read or written, or holds something else than a key (it is never replaced).
  static func load(in folder: URL) throws -> NIOSSHPrivateKey {
    let url = folder.appending(path: fileName)
    if let data = FileManager.default.contents(atPath: url.path) {
      guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: data) else {
        throw SSHServeOptions.Failure(
          "\(url.path) is not a host key this server made; move it away to make a new one")
      }
      return NIOSSHPrivateKey(ed25519Key: key)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let key = Curve25519.Signing.PrivateKey()
    // Made with its mode, never readable by others even for a moment.
    let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw SSHServeOptions.Failure(
        "cannot keep the host key at \(url.path): \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    let bytes = [UInt8](key.rawRepresentation)
    guard write(fd, bytes, bytes.count) == bytes.count, fsync(fd) == 0 else {
      throw SSHServeOptions.Failure(
        "cannot keep the host key at \(url.path): \(String(cString: strerror(errno)))")
    }
    return NIOSSHPrivateKey(ed25519Key: key)
  }
}
