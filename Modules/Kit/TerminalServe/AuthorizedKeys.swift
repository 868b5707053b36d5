import Crypto
import Foundation
import NIOSSH

/// The keys an OpenSSH `authorized_keys` file lets in: one key a line, `TYPE BASE64 [comment]`;
/// blank lines, comments and lines this server cannot read are skipped. A key with options
/// before it (`from="10.0.0.1" ssh-ed25519 …`, `command=…`, `no-pty`) is skipped too: this
/// server honours none of them, and a key its owner restricted must not be let in unrestricted.
struct AuthorizedKeys {
  let keys: [NIOSSHPublicKey]

  /// The keys in the file at `url`; none when it cannot be read (no one is let in).
  init(contentsOf url: URL) {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    keys = text.split(whereSeparator: \.isNewline).compactMap { Self.key(in: $0) }
  }

  /// The key on one line, which must start with it (no options before it).
  static func key(in line: Substring) -> NIOSSHPublicKey? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let words = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    guard words.count >= 2 else { return nil }
    return try? NIOSSHPublicKey(openSSHPublicKey: "\(words[0]) \(words[1])")
  }

  func contains(_ key: NIOSSHPublicKey) -> Bool { keys.contains(key) }

  /// The key's fingerprint as OpenSSH prints it (`SHA256:` and the unpadded base64 of the
  /// SHA-256 of its blob).
  static func fingerprint(_ key: NIOSSHPublicKey) -> String {
    let blob = String(openSSHPublicKey: key).split(separator: " ").dropFirst().first ?? ""
    let digest = SHA256.hash(data: Data(base64Encoded: String(blob)) ?? Data())
    let base64 = Data(digest).base64EncodedString()
    return "SHA256:" + base64.replacingOccurrences(of: "=", with: "")
  }

  /// A folder name for the key's user: its fingerprint, with no `/` in it.
  static func folderName(_ key: NIOSSHPublicKey) -> String {
    fingerprint(key).replacingOccurrences(of: "/", with: "_").replacingOccurrences(
      of: "+", with: "-"
    ).replacingOccurrences(of: ":", with: "-")
  }
}
